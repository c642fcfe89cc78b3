"""Pancreatitis, 29600019-29600024.

29600019 typical   44M heavy drinker, Indian hospital case sheet (c/o pain abdomen, k/c/o, o/e, P/A); USG then CECT with a severity index.
29600020 typical   67F with gallstones, EHR template with ROS grid; US with measurement lines, then MRCP with a duct stone.
29600021 atypical  29M with Crohn's disease started on azathioprine, physician assistant's note; CT.
29600022 atypical  61F with a high calcium, triage nurse quotes and hospitalist admission; CT compared with a prior.
29600023 hard      38F told by a telehealth doctor she had a stomach bug (SOAP note forwarded); US with sludge.
29600024 hard      45M sent as a kidney stone, South African casualty note; non-contrast CT finds no stone.
"""

from common import *  # noqa: F401,F403

ENCOUNTERS = []

# 29600019 ---------------------------------------------------------------------------------------
_v = vit(99.4, 112, 150, 22, 96)
ENCOUNTERS.append(enc(
    29600019, "pancreatitis", "typical",
    """
44 yr old male, driver by occupation, brought by relatives with
c/o pain abdomen x 1 day
c/o vomiting x 6-7 episodes since morning
Pain abdomen: sudden onset, epigastric, severe, continuous, radiating to back, relieved partially on sitting and bending
forward, aggravated after food intake.
Vomiting: non bilious, contains food particles, not blood stained.
H/O alcohol intake 180-360 ml/day since 15 yrs, last binge 2 days back at a family function.
No H/O fever, jaundice, hematemesis, malena.
No H/O similar episodes in past.
Not k/c/o DM / HTN. No previous surgeries.
Smoker 10 beedis/day.
""",
    ann(["abdominal_pain", "epigastric_pain", "sudden_severe_abdominal_pain", "prolonged_constant_pain",
         "pain_radiating_to_back", "vomiting", "alcohol_use", "smoker"],
        ["bilious_vomiting", "hematemesis", "fever", "jaundice", "melena", "previous_similar_episodes",
         "diabetes_history", "hypertension_history", "prior_abdominal_surgery"]),
    """
o/e: Pt conscious, oriented, in pain, restless.
Temp: afebrile (99.4 F). PR: 112/min. BP: 150/90 mmHg. RR: 22/min. SpO2: 96% on RA.
Pallor -, Icterus -, Cyanosis -, Clubbing -, Lymphadenopathy -, Edema -.
Tongue dry and coated.
P/A: mildly distended, tenderness + in epigastrium and umbilical region, guarding + in epigastrium, no rigidity.
No organomegaly. No flank discolouration. BS sluggish.
CVS: S1S2 +. RS: B/L AE +, NVBS. CNS: NFND.
""",
    annv(_v, ["dehydration_signs", "distended_abdomen", "epigastric_tenderness", "guarding", "hypoactive_bowel_sounds"],
         ["altered_mental_status_sign", "pallor", "jaundice", "digital_clubbing", "lymphadenopathy", "pitting_edema",
          "abdominal_rigidity", "hepatomegaly", "palpable_spleen", "grey_turner_sign", "fever_measured"]),
    merge(cbc(14.6, 16.1, 176, 84.0), bmp(134, 3.4, 97, 20, 24, 1.3, 168, ca=8.1), lft(64, 138, 110, 1.4, ggt=412),
          lipase(2460), amylase(1120), tg(240), lactate(2.2)),
    [rpt("USG ABDOMEN", "Ultrasound", "Abdomen", [
        ("FINDINGS", """
            Liver is enlarged (17 cm) with diffusely increased echogenicity - Grade II fatty liver. No focal lesion.
            Gall bladder is partially distended, wall normal. No calculus or sludge.
            CBD measures 4 mm. No IHBRD.
            Pancreas is bulky and hypoechoic with peripancreatic fluid. Pancreatic duct not dilated.
            Spleen normal. Both kidneys normal. Minimal free fluid in Morison's pouch.
            """),
        ("IMPRESSION", "Bulky hypoechoic pancreas with peripancreatic fluid - s/o acute ____. Grade II fatty liver."),
    ], ["pancreatic_edema", "peripancreatic_fluid", "steatotic_hepatomegaly", "free_fluid_abdomen"],
        ["gallstones", "gallbladder_sludge", "gallbladder_wall_thickening", "cbd_dilation", "intrahepatic_biliary_dilation",
         "hypoechoic_liver_lesion"] + KID_N),
     rpt("CECT ABDOMEN (PANCREATIC PROTOCOL)", "CT", "Abdomen", [
        ("CLINICAL DETAILS", "Day 3 of illness, persistent tachycardia and pain."),
        ("TECHNIQUE", "Non contrast, late arterial and portal venous phase scans."),
        ("FINDINGS", """
            Pancreas is diffusely enlarged with homogeneous enhancement; no non-enhancing area to suggest necrosis.
            Extensive peripancreatic fat stranding with acute peripancreatic fluid collections in the lesser sac and
            left anterior pararenal space, without wall. Splenic and portal veins patent. Mild ascites.
            Small left pleural effusion with basal atelectasis.
            Fatty liver. Gallbladder normal, no calculi. No bowel wall thickening.
            Modified CT severity index: 4/10 (inflammation 2, no necrosis, extrapancreatic complications 2).
            """),
        ("IMPRESSION", "Acute interstitial edematous ____ with acute peripancreatic fluid collections. No necrosis."),
    ], ["pancreatic_edema", "peripancreatic_inflammation", "peripancreatic_fluid", "free_fluid_abdomen", "simple_ascites",
        "pleural_effusion", "lung_base_pleural_effusion"],
        ["pancreatic_necrosis"] + GB_N[:1] + ["gallbladder_wall_thickening"])],
    "Acute alcohol-induced pancreatitis", ["Alcohol induced acute pancreatitis without necrosis or infection",
                                           "Alcohol dependence, uncomplicated", "Fatty (change of) liver, not elsewhere classified"]))

# 29600020 ---------------------------------------------------------------------------------------
_v = vit(37.6, 98, 162, 20, 95)
ENCOUNTERS.append(enc(
    29600020, "pancreatitis", "typical",
    """
Chief Complaint: Epigastric pain, vomiting

HPI: 67 y.o. female with known gallstones (incidental on an ultrasound for a fatty liver 2 years ago, never had symptoms)
who awoke at 0300 with severe epigastric pain boring through to her back. Persistent since, 9/10. Vomiting
repeatedly, initially food then bile. No relief with lying still. She noticed her urine was darker this morning.

ROS:
Constitutional: [-] fever [+] chills [-] weight loss
Eyes: [-] yellow eyes
GI: [+] nausea [+] vomiting [-] diarrhea [-] melena [-] hematemesis
GU: [+] dark urine [-] dysuria
Cardiac: [-] chest pain [-] palpitations

PMH: gallstones, hypertension, type 2 diabetes (diet controlled), osteoarthritis
PSH: total knee replacement, appendectomy as a teenager
Medications: amlodipine, celecoxib as needed
Allergies: NKDA
Social History: Widowed, lives alone. Never smoker. Rare alcohol (holidays).
Family History: Noncontributory.
""",
    ann(["epigastric_pain", "pain_radiating_to_back", "prolonged_constant_pain", "vomiting", "bilious_vomiting", "nausea",
         "chills", "dark_urine", "gallstones_history", "hypertension_history", "diabetes_history",
         "prior_appendectomy", "prior_abdominal_surgery", "nsaid_use", "alcohol_use"],
        ["fever", "weight_loss", "jaundice", "yellow_skin_noticed", "diarrhea", "melena", "hematemesis", "dysuria",
         "chest_pain", "palpitations", "known_allergy", "smoker"]),
    """
Vitals: T 37.6 °C | HR 98 | BP 162/88 | RR 20 | SpO2 95% on RA
General: Ill-appearing, uncomfortable, actively retching.
HEENT: Sclerae mildly icteric. Mucous membranes dry.
Cardiovascular: Regular rhythm. No murmurs.
Respiratory: Diminished breath sounds at the left base. No wheezes.
Abdomen: Mildly distended. Tenderness present in the epigastrium and RUQ. Murphy's sign: negative. Rebound: absent.
Guarding: voluntary in the epigastrium. No flank or periumbilical ecchymosis. Bowel sounds: decreased.
Skin: No rash.
""",
    annv(_v, ["ill_appearing", "jaundice", "dehydration_signs", "diminished_breath_sounds", "distended_abdomen",
              "epigastric_tenderness", "ruq_tenderness", "guarding", "hypoactive_bowel_sounds"],
         ["new_heart_murmur", "expiratory_wheezes", "murphy_sign", "rebound_tenderness", "grey_turner_sign",
          "cullen_sign", "rash"]),
    merge(cbc(15.9, 13.4, 236, 88.0), bmp(136, 3.8, 100, 21, 22, 1.0, 204, ca=8.6),
          lft(412, 356, 214, 3.4, dbili=2.3, alb=3.6), lipase(3560), tg(168), lactate(1.8), coags(12.0, 1.1)),
    [rpt("ULTRASOUND ABDOMEN COMPLETE", "Ultrasound", "Abdomen", [
        ("INDICATION", "Lipase 3560, elevated LFTs. Gallstones?"),
        ("FINDINGS", """
            Liver: 15.4 cm. Increased echogenicity. No focal lesion.
            Gallbladder: multiple small mobile stones, largest 8 mm. Wall 2 mm. No pericholecystic fluid.
            Sonographic Murphy sign: negative.
            CBD: 9 mm proximally; distal duct obscured by duodenal gas.
            Intrahepatic ducts: mildly dilated centrally.
            Pancreas: head and body appear enlarged and hypoechoic; tail not seen.
            Spleen: 10.1 cm.
            Right kidney: 10.6 cm. Left kidney: 10.9 cm. No hydronephrosis.
            Ascites: none.
            """),
        ("IMPRESSION", "Cholelithiasis with dilated CBD. Enlarged hypoechoic pancreas in keeping with ____."),
    ], ["gallstones", "cbd_dilation", "intrahepatic_biliary_dilation", "pancreatic_edema"],
        ["gallbladder_wall_thickening", "pericholecystic_fluid", "sonographic_murphy_sign", "hypoechoic_liver_lesion",
         "hydronephrosis", "free_fluid_abdomen", "simple_ascites"]),
     rpt("MRCP", "MRCP", "Abdomen", [
        ("INDICATION", "Gallstone ____, dilated CBD on ultrasound."),
        ("TECHNIQUE", "Coronal and axial heavily T2-weighted and 3D MRCP sequences. No contrast."),
        ("COMPARISON", "Ultrasound from the same day."),
        ("FINDINGS", """
            Distal CBD, just above the ampulla: rounded 6 mm filling defect. The duct upstream is dilated to
            9 mm, with mild central intrahepatic ductal dilatation. Multiple small gallbladder calculi. Pancreatic
            duct normal caliber. Pancreas edematous with peripancreatic T2 hyperintense fluid and stranding,
            most around the head. No pancreas divisum.
            """),
        ("IMPRESSION", "Choledocholithiasis with biliary dilatation. Interstitial edematous ____."),
    ], ["common_bile_duct_stone", "cbd_dilation", "intrahepatic_biliary_dilation", "gallstones", "pancreatic_edema",
        "peripancreatic_fluid", "peripancreatic_inflammation"], [])],
    "Acute gallstone pancreatitis with choledocholithiasis",
    ["Biliary acute pancreatitis without necrosis or infection",
     "Calculus of bile duct without cholangitis or cholecystitis without obstruction", "Essential (primary) hypertension"],
    ["ERCP with sphincterotomy and stone extraction", "Laparoscopic cholecystectomy"],
    [("0FC98ZZ", "Extirpation of Matter from Common Bile Duct, Via Natural or Artificial Opening Endoscopic", 10),
     ("0FT44ZZ", "Resection of Gallbladder, Percutaneous Endoscopic Approach", 10)]))

# 29600021 ---------------------------------------------------------------------------------------
_v = vit(37.7, 104, 118, 18, 99)
ENCOUNTERS.append(enc(
    29600021, "pancreatitis", "atypical",
    """
PA-C ED Note
29M with ileocolonic Crohn's disease (dx 2022, followed by GI at ___), started on azathioprine 5 weeks ago for steroid
dependence, currently also tapering prednisone (now 10 mg). Presents with 2 days of upper abdominal pain, steady,
band-like across the upper belly and into the back, worse after he tried to eat toast this morning. Vomited x3. Says it
is totally different from his usual Crohn's pain, which is crampy, lower right, and comes with diarrhea; his bowels have
actually been quiet, 1-2 formed stools a day. No blood in stool. No fever. Does not drink alcohol at all. No gallstones
known. No new meds apart from azathioprine.
PMH: Crohn's disease. PSH: none. Allergies: none.
Family hx: mother with ulcerative colitis.
Social: grad student, never smoker, no drugs.
""",
    ann(["abdominal_pain", "epigastric_pain", "prolonged_constant_pain", "pain_radiating_to_back", "vomiting",
         "immunosuppression", "chronic_glucocorticoid_use", "family_history_ibd"],
        ["diarrhea", "rectal_bleeding", "fever", "alcohol_use", "gallstones_history",
         "prior_abdominal_surgery", "known_allergy", "smoker"]),
    """
Vitals: 37.7 C, HR 104, BP 118/74, RR 18, SpO2 99% RA
Gen: thin young man, uncomfortable, sitting hunched forward.
HEENT: no scleral icterus. Oral mucosa without ulcers.
CV: tachycardic, regular. Lungs: CTAB.
Abd: soft, not distended, tender in the epigastrium and LUQ with mild voluntary guarding. RLQ non-tender, no mass.
No rebound. BS present.
Perianal: no fistula or skin tags.
""",
    annv(_v, ["epigastric_tenderness", "guarding"],
         ["jaundice", "aphthous_ulcers", "distended_abdomen", "rlq_tenderness", "rlq_fullness",
          "rebound_tenderness", "perianal_disease", "perianal_skin_tags"]),
    merge(cbc(11.2, 13.8, 392, 80.0), bmp(138, 4.0, 103, 24, 11, 0.8, 108, ca=9.0), lft(30, 26, 82, 0.6),
          lipase(1840), tg(122), crp(44.0)),
    [rpt("CT ABD & PELVIS WITH CONTRAST", "CT", "Abdomen", [
        ("CLINICAL INFORMATION", "Crohn's on azathioprine, epigastric pain, lipase 1840."),
        ("COMPARISON", "MR enterography ___ (8 months prior)."),
        ("FINDINGS", """
            PANCREAS: Diffusely enlarged and edematous with peripancreatic fat stranding, most marked around the body
            and tail. Homogeneous parenchymal enhancement without necrosis. No peripancreatic fluid collection.
            Pancreatic duct not dilated.
            HEPATOBILIARY: Liver normal. Gallbladder without stones; no wall thickening. No biliary dilatation.
            BOWEL: 10 cm of terminal ileum with mild mural thickening and fibrofatty proliferation, similar to the prior
            MR enterography, without active hyperenhancement, abscess or fistula. No obstruction.
            OTHER: No free fluid. Kidneys normal.
            """),
        ("IMPRESSION", "1. Acute interstitial ____, no necrosis or collection.\n2. Stable chronic terminal ileal Crohn's changes."),
    ], ["pancreatic_edema", "peripancreatic_inflammation", "terminal_ileal_wall_thickening"],
        ["pancreatic_necrosis", "peripancreatic_fluid", "gallstones", "gallbladder_wall_thickening", "cbd_dilation",
         "intrahepatic_biliary_dilation", "enteric_fistula_abscess", "dilated_small_bowel_loops", "free_fluid_abdomen"]
        + KID_N + LIVER_CT_N)],
    "Drug-induced acute pancreatitis (azathioprine)", ["Drug induced acute pancreatitis without necrosis or infection",
                                                      "Crohn's disease of both small and large intestine without complications"]))

# 29600022 ---------------------------------------------------------------------------------------
_v = vit(36.9, 96, 158, 18, 97)
ENCOUNTERS.append(enc(
    29600022, "pancreatitis", "atypical",
    """
Triage nurse: "Pain in the top of my stomach since yesterday, and I've been so thirsty and peeing all the time."

Hospitalist admission H&P: 61 yo woman with HTN and a history of kidney stones (2 passed spontaneously, 2018 and 2021)
who presents with epigastric pain that began gradually yesterday afternoon and became constant and severe overnight,
radiating to both sides and the back. Nausea and 2 episodes of vomiting. Over the past 2 months she has felt tired,
constipated and foggy, drinking and urinating a lot; her PCP found a calcium of 11.9 three weeks ago and ordered a
PTH, which she has not had drawn. No alcohol. No known gallstones. No new medications apart from hydrochlorothiazide,
started 4 months ago.
PMH: HTN, nephrolithiasis, depression. PSH: hysterectomy. Meds: HCTZ, sertraline. NKDA. Never smoker.
""",
    ann(["abdominal_pain", "epigastric_pain", "prolonged_constant_pain", "pain_radiating_to_back", "nausea", "vomiting",
         "fatigue", "constipation", "polyuria_polydipsia", "hypertension_history", "kidney_stone_history",
         "thiazide_use", "diuretic_use", "depression_history", "prior_abdominal_surgery"],
        ["alcohol_use", "gallstones_history", "known_allergy", "smoker"]),
    """
T 36.9  HR 96  BP 158/90  RR 18  SpO2 97% RA
Uncomfortable, lying on her side with knees drawn up. Oriented x3, slow to answer.
Dry mucous membranes. No jaundice.
Heart regular. Lungs clear.
Abdomen: non-distended, tender epigastrium with guarding, mildly tender LUQ. No rebound. Murphy negative. No
periumbilical or flank bruising. Lower abdomen non-tender.
Neck: no palpable mass.
""",
    annv(_v, ["dehydration_signs", "epigastric_tenderness", "guarding"],
         ["altered_mental_status_sign", "jaundice", "distended_abdomen", "rebound_tenderness", "murphy_sign",
          "cullen_sign", "grey_turner_sign", "rlq_tenderness", "llq_tenderness", "suprapubic_tenderness", "goiter"]),
    merge(cbc(12.4, 13.2, 288, 79.0), bmp(141, 3.4, 104, 26, 31, 1.5, 121, ca=13.6, mg=1.9, phos=2.1),
          lft(22, 24, 96, 0.5, alb=4.0), lipase(1210), tg(146)),
    [rpt("CT ABDOMEN PELVIS WITH IV CONTRAST", "CT", "Abdomen", [
        ("HISTORY", "Epigastric pain, hypercalcemia, lipase elevated."),
        ("COMPARISON", "CT stone protocol ___ (3 years prior)."),
        ("FINDINGS", """
            Since the prior study, the pancreas has enlarged, its surrounding fat is now stranded, and a little
            fluid tracks along both anterior pararenal spaces. Parenchymal enhancement is homogeneous. No
            pancreatic calcification or ductal dilatation.
            Bilateral medullary nephrocalcinosis and several non-obstructing renal calculi, up to 5 mm, more than before.
            No hydronephrosis.
            Gallbladder unremarkable, no radiopaque stones. CBD normal.
            Liver, spleen, adrenals normal. No bowel obstruction. No free air.
            Lung bases: no effusion.
            """),
        ("IMPRESSION", "Acute interstitial ____. Nephrocalcinosis and bilateral nephrolithiasis, progressed - in the\n"
                       "context of hypercalcemia, hyperparathyroidism should be excluded."),
    ], ["pancreatic_edema", "peripancreatic_inflammation", "peripancreatic_fluid", "renal_calculus"],
        ["pancreatic_necrosis", "hydronephrosis", "cbd_dilation", "pneumoperitoneum_ct", "dilated_small_bowel_loops"]
        + GB_N + LIVER_CT_N + EFF)],
    "Acute pancreatitis due to hypercalcemia (primary hyperparathyroidism)",
    ["Other acute pancreatitis without necrosis or infection", "Hypercalcemia", "Hyperparathyroidism, unspecified"]))

# 29600023 ---------------------------------------------------------------------------------------
_v = vit(37.3, 108, 104, 18, 98)
ENCOUNTERS.append(enc(
    29600023, "pancreatitis", "hard",
    """
Telehealth encounter yesterday (text pasted from portal by patient):
S: 38F with nausea, vomiting and stomach pain since last night after a restaurant dinner; husband had "a bit of a
stomach ache" too. One loose stool.
O: Not examined (audio only).
A: Likely viral gastroenteritis vs foodborne illness.
P: Oral rehydration, ondansetron 4 mg ODT sent to pharmacy, return precautions.

ED: She kept vomiting despite ondansetron, ~8 times today, can't keep water down. Pain is in the upper middle of her
abdomen and into the back, constant and severe, much worse than her husband's, who is now fine. No further diarrhea since
the single loose stool. No fever. She had a gallbladder "attack" feeling once last year after a fatty meal that passed in
an hour. Drinks 1-2 glasses of wine on weekends. 
PMH: obesity, PCOS. PSH: none. Meds: OCP. NKDA. Nonsmoker.
""",
    ann(["nausea", "vomiting", "abdominal_pain", "epigastric_pain", "pain_radiating_to_back", "prolonged_constant_pain",
         "diarrhea", "suspect_food_exposure", "sick_contacts", "previous_similar_episodes", "pain_resolving_within_hours",
         "postprandial_pain_after_fatty_meal", "alcohol_use", "obesity", "estrogen_use"],
        ["fever", "prior_abdominal_surgery", "known_allergy", "smoker"]),
    """
VS: 37.3 / 108 / 104/66 / 18 / 98% RA
Gen: obese, pale, ill-appearing, dry lips.
Eyes: anicteric.
Chest: clear. CV: tachy, regular.
Abd: soft, mildly distended, marked tenderness epigastrium > RUQ, voluntary guarding, no rebound. Murphy equivocal.
Hypoactive bowel sounds. No flank ecchymosis.
""",
    annv(_v, ["obesity", "pallor", "ill_appearing", "dehydration_signs", "distended_abdomen", "epigastric_tenderness",
              "ruq_tenderness", "guarding", "hypoactive_bowel_sounds"],
         ["jaundice", "rebound_tenderness", "grey_turner_sign"]),
    merge(cbc(16.2, 14.2, 310, 87.0), bmp(137, 3.3, 99, 20, 19, 1.0, 156, ca=8.4), lft(188, 142, 136, 1.8),
          lipase(4280), tg(210), hcg("NEG"), lactate(2.1), ua(sg=1.030, ket="80")),
    [rpt("US ABDOMEN RUQ", "Ultrasound", "Abdomen", [
        ("INDICATION", "Epigastric pain, lipase > 4000."),
        ("FINDINGS", """
            Gallbladder is moderately distended and contains echogenic layering sludge and a few tiny non-shadowing
            echogenic foci that may represent microlithiasis. Wall 3 mm. No pericholecystic fluid.
            Common duct 5 mm. No intrahepatic biliary dilatation.
            Pancreas: head and uncinate swollen and hypoechoic with a thin rim of peripancreatic fluid anterior to the
            head. Body and tail obscured.
            Liver: diffusely echogenic, no focal lesion.
            """),
        ("IMPRESSION", "Sludge within the gallbladder. Sonographic features of ____ at the pancreatic head."),
    ], ["gallbladder_sludge", "pancreatic_edema", "peripancreatic_fluid"],
        ["gallbladder_wall_thickening", "pericholecystic_fluid", "cbd_dilation", "intrahepatic_biliary_dilation",
         "hypoechoic_liver_lesion"])],
    "Acute biliary pancreatitis (sludge / microlithiasis)", ["Biliary acute pancreatitis without necrosis or infection",
                                                              "Obesity, unspecified"],
    ["Laparoscopic cholecystectomy"], [("0FT44ZZ", "Resection of Gallbladder, Percutaneous Endoscopic Approach", 10)]))

# 29600024 ---------------------------------------------------------------------------------------
_v = vit(37.5, 104, 168, 20, 97)
ENCOUNTERS.append(enc(
    29600024, "pancreatitis", "hard",
    """
Referred from day hospital by Dr ___ as "?L renal colic - please do CT KUB".
45 y/o male. Hx: L sided pain since last night, started in the upper abdomen and went to the L loin and through to the
back. Severe, constant, cannot get comfortable lying down, best sitting up and leaning forward. Nausea ++, vomited x2.
Clinic dipstix showed a trace of blood. No dysuria, no frequency, has never passed a stone. Drinks "a few" beers daily,
more on weekends - had a braai and a lot of beer the day before yesterday.
PMHx: HPT (not on Rx, defaulted). Gout.
Meds: nil. Allergies: nil known. Smokes 15/day.
""",
    ann(["epigastric_pain", "abdominal_pain", "flank_pain", "pain_radiating_to_back", "prolonged_constant_pain",
         "nausea", "vomiting", "alcohol_use", "hypertension_history", "antihypertensive_nonadherence",
         "prior_gout_attacks", "smoker"],
        ["dysuria", "urinary_frequency", "kidney_stone_history", "known_allergy"]),
    """
Obs: T 37.5, P 104, BP 168/102, RR 20, sats 97%.
Distressed with pain, sitting forward on the bed, sweaty. Not icteric. Not pale.
Chest clear. HS normal.
Abdo: distended slightly. Tender epigastrium and LUQ with guarding. No rebound. L renal angle mildly tender. No
periumbilical or flank discolouration. Bowel sounds reduced.
""",
    annv(_v, ["diaphoretic", "sweating", "distended_abdomen", "epigastric_tenderness", "guarding", "cva_tenderness",
              "hypoactive_bowel_sounds"],
         ["jaundice", "pallor", "rebound_tenderness", "cullen_sign", "grey_turner_sign"]),
    merge(cbc(13.8, 16.4, 212, 83.0), bmp(135, 3.6, 98, 22, 17, 1.1, 182, ca=8.3), lft(48, 96, 118, 1.1, ggt=286),
          lipase(1980), amylase(760), tg(420), ua(rbc=4, prot="TR")),
    [rpt("CT KUB (NON-CONTRAST)", "CT", "Abdomen", [
        ("CLINICAL DETAILS", "?L renal colic. Haematuria on dipstick."),
        ("FINDINGS", """
            No urinary tract calculus. No hydronephrosis or hydroureter. Kidneys normal in size. No perinephric
            stranding.
            The pancreas is bulky with extensive peripancreatic fat stranding and fluid tracking into the left
            anterior pararenal space and along the left paracolic gutter. The fluid abuts but does not involve the
            left kidney.
            Liver low in attenuation, in keeping with steatosis. Gallbladder not distended; no calcified calculi.
            No free gas. Small bowel normal in calibre. Bases clear.
            """),
        ("IMPRESSION", "No renal tract calculus. Appearances of acute ____; correlate with lipase. Contrast-enhanced CT\n"
                       "at 72 hours if assessment of necrosis is required."),
    ], ["pancreatic_edema", "peripancreatic_inflammation", "peripancreatic_fluid"],
        ["renal_calculus", "ureteral_stone", "hydronephrosis", "perinephric_stranding", "gallbladder_distension",
         "pneumoperitoneum_ct", "dilated_small_bowel_loops"])],
    "Acute alcohol-induced pancreatitis", ["Alcohol induced acute pancreatitis without necrosis or infection",
                                           "Essential (primary) hypertension", "Gout, unspecified"]))
