"""Cholecystitis, 29600007-29600012.

29600007 typical   46F, EHR template with "positive for / negative for" ROS and smart-phrase exam; US with a measurement list.
29600008 typical   58M diabetic, telehealth SOAP note forwarded, then a physician assistant's ED note; CT first, then US.
29600009 atypical  81M diabetic with CKD, South African casualty note, confusion and little pain; non-contrast CT with gas in the gallbladder wall.
29600010 atypical  29F at 18 weeks, nurse practitioner's note; US in pregnancy.
29600011 hard      52M brought by paramedics as a cardiac call, Canadian ED chart; ECG and troponins negative, US.
29600012 hard      40F with reflux who is sure it is her ulcer, triage nurse quotes; US then HIDA.
"""

from common import *  # noqa: F401,F403

ENCOUNTERS = []

# 29600007 ---------------------------------------------------------------------------------------
_v = vit(100.9, 102, 138, 18, 97)
ENCOUNTERS.append(enc(
    29600007, "cholecystitis", "typical",
    """
Chief Complaint: RUQ pain

History of Present Illness:
46 year old female presenting with right upper quadrant pain that began approximately 14 hours ago, about an hour after
a dinner of fried chicken. The pain is steady, 8/10, and goes through to the right shoulder blade. It has not let up
since it started, unlike two shorter attacks she had last year that settled within a couple of hours. She has vomited
three times. Chills this afternoon.

Review of Systems:
Constitutional: positive for chills; negative for weight loss.
Eyes: negative for yellowing of the eyes.
Cardiovascular: negative for chest pain.
Respiratory: negative for shortness of breath and cough.
Gastrointestinal: positive for nausea and vomiting; negative for diarrhea, hematochezia and melena.
Genitourinary: negative for dysuria and hematuria.

Past Medical History: Obesity (BMI 36), GERD, hypertension.
Past Surgical History: C-section x2.
Medications: lisinopril 20 mg daily, omeprazole 20 mg daily.
Allergies: Penicillins (hives).
Social History: Never smoker. No alcohol. Works as a bank teller.
Family History: Mother had her gallbladder removed.
""",
    ann(["ruq_pain", "postprandial_pain_after_fatty_meal", "prolonged_constant_pain", "pain_radiating_to_right_scapula",
         "previous_similar_episodes", "pain_resolving_within_hours", "vomiting", "nausea", "chills", "obesity",
         "hypertension_history", "raas_blocker_use", "prior_abdominal_surgery", "known_allergy", "multiparity"],
        ["weight_loss", "jaundice", "yellow_skin_noticed", "chest_pain", "dyspnea", "cough", "diarrhea",
         "rectal_bleeding", "melena", "dysuria", "gross_hematuria", "smoker", "alcohol_use"]),
    """
Vitals: Temp 100.9 F (38.3 C), Pulse 102, BP 138/86, Resp 18, SpO2 97 % on room air.
Constitutional: Obese. Uncomfortable, in moderate distress from pain.
Eyes: Sclerae anicteric.
Cardiovascular: Regular rate and rhythm. No murmurs, rubs or gallops.
Pulmonary: Effort normal. Breath sounds normal. No wheezing or rales.
Abdominal: Soft. Bowel sounds are normal. Tenderness present in the RUQ and epigastric area. Positive Murphy's sign.
No rebound. Voluntary guarding in the right upper quadrant. No distension. Well-healed Pfannenstiel incision.
Musculoskeletal: No CVA tenderness.
Skin: Warm. Not jaundiced.
Neurological: Alert and oriented to person, place and time.
""",
    annv(_v, ["obesity", "ruq_tenderness", "epigastric_tenderness", "murphy_sign", "guarding", "prior_abdominal_surgery"],
         ["jaundice", "new_heart_murmur", "expiratory_wheezes", "crackles", "hyperactive_bowel_sounds",
          "hypoactive_bowel_sounds", "rebound_tenderness", "distended_abdomen", "cva_tenderness",
          "altered_mental_status_sign"]),
    merge(cbc(14.3, 13.6, 318, 81.0), bmp(139, 3.7, 102, 24, 13, 0.8, 118), lft(54, 48, 122, 1.3), lipase(38),
          ua()),
    [rpt("US ABDOMEN LIMITED, RIGHT UPPER QUADRANT", "Ultrasound", "Abdomen", [
        ("CLINICAL INDICATION", "RUQ pain, fever, positive Murphy sign."),
        ("COMPARISON", "None."),
        ("FINDINGS", """
            Liver: 16.8 cm, mildly increased echogenicity consistent with fatty infiltration. No focal lesion.
            Gallbladder: distended, 11.2 x 4.6 cm.
            Gallbladder wall: 6 mm, striated.
            Gallstones: multiple, largest 2.3 cm; one stone is impacted in the gallbladder neck and does not move with
            repositioning.
            Pericholecystic fluid: small amount along the hepatic surface.
            Sonographic Murphy sign: positive.
            Common bile duct: 4 mm.
            Intrahepatic ducts: not dilated.
            Pancreas: head and body unremarkable; tail obscured by bowel gas.
            Right kidney: 10.9 cm, no hydronephrosis.
            """),
        ("IMPRESSION", "Cholelithiasis with an impacted neck stone, gallbladder distension, wall thickening,\n"
                       "pericholecystic fluid and a positive sonographic Murphy sign: acute ____."),
    ], ["gallstones", "impacted_gallbladder_neck_stone", "gallbladder_distension", "gallbladder_wall_thickening",
        "pericholecystic_fluid", "sonographic_murphy_sign"],
        ["cbd_dilation", "intrahepatic_biliary_dilation", "hypoechoic_liver_lesion", "hydronephrosis"])],
    "Acute calculous cholecystitis", ["Calculus of gallbladder with acute cholecystitis without obstruction",
                                      "Essential (primary) hypertension", "Obesity, unspecified"],
    ["Laparoscopic cholecystectomy"], [("0FT44ZZ", "Resection of Gallbladder, Percutaneous Endoscopic Approach", 10)]))

# 29600008 ---------------------------------------------------------------------------------------
_v = vit(38.2, 96, 164, 18, 96)
ENCOUNTERS.append(enc(
    29600008, "cholecystitis", "typical",
    """
Telehealth visit note (video, this morning), forwarded by the patient's PCP office:
S: 58M with T2DM on insulin, HLD. Reports upper abdominal pain since last evening, mostly right side under the ribs,
constant, worse with deep breaths. Nausea, no vomiting. Thinks he had a fever overnight, felt "sweaty and shaky."
No diarrhea. No chest pain.
O: Appears uncomfortable on video. Self-reported home glucose 286. Unable to examine.
A: RUQ abdominal pain, r/o biliary source.
P: Advised in-person evaluation in ED today.

ED PA-C note:
Pt confirms the above. Pain has been constant for about 20 h now. Ate a large steak dinner before it started. Has had
indigestion-type discomfort after heavy meals for months. Took ibuprofen 400 mg once last night without relief.
No jaundice or dark urine noticed. PMH: T2DM (A1c 8.9 last spring), HLD, obesity. PSH: R inguinal hernia repair.
Meds: insulin glargine, metformin, atorvastatin. NKDA. Ex-smoker, quit 10 yrs ago. 2-3 beers on weekends.
""",
    ann(["abdominal_pain", "ruq_pain", "prolonged_constant_pain", "nausea", "fever", "sweating",
         "postprandial_pain_after_fatty_meal", "diabetes_history", "insulin_therapy", "metformin_use",
         "hyperlipidemia_history", "obesity", "prior_abdominal_surgery", "hernia_history", "former_smoker",
         "alcohol_use"],
        ["vomiting", "diarrhea", "chest_pain", "jaundice", "yellow_skin_noticed", "dark_urine", "known_allergy"]),
    """
PE:
VS 38.2 96 164/92 18 96%RA
Gen: uncomfortable, sitting forward, not toxic
HEENT: anicteric, MMM
CV: RRR
Resp: CTAB, splinting with deep inspiration
Abd: obese, soft, ND. TTP RUQ with inspiratory arrest on deep palpation beneath the right costal margin. No
epigastric or lower quadrant tenderness. No rebound. No palpable mass.
Ext: no edema
""",
    annv(_v, ["obesity", "ruq_tenderness", "murphy_sign"],
         ["jaundice", "dehydration_signs", "distended_abdomen", "epigastric_tenderness", "rlq_tenderness",
          "llq_tenderness", "rebound_tenderness", "pitting_edema", "palpable_gallbladder"]),
    merge(cbc(16.8, 14.8, 276, 86.0), bmp(134, 4.6, 97, 23, 18, 1.1, 292), lft(41, 36, 108, 1.1, alb=3.8),
          lipase(44), trop(0.01), ua(glu="500", ket="TR")),
    [rpt("CT ABDOMEN AND PELVIS WITH CONTRAST", "CT", "Abdomen", [
        ("HISTORY", "58-year-old with right upper quadrant pain and fever."),
        ("TECHNIQUE", "Axial images acquired after IV contrast, portal venous phase. Coronal reformations."),
        ("DOSE", "CTDIvol 11.2 mGy, DLP 540 mGy-cm"),
        ("FINDINGS", """
            The gallbladder is distended with diffuse wall thickening and mucosal hyperenhancement. There is
            inflammatory stranding of the pericholecystic fat extending to the hepatic flexure. A few layering
            hyperdense stones are seen in the dependent gallbladder. No gas in the wall or lumen. Transient
            hyperenhancement of the adjacent liver parenchyma. No intrahepatic or extrahepatic biliary ductal dilatation.
            Pancreas enhances normally without peripancreatic stranding. Small hiatal hernia. Remainder of the bowel
            unremarkable; normal appendix. Kidneys and adrenals unremarkable. Mild fatty liver.
            """),
        ("IMPRESSION", "Findings suspicious for acute ____. Ultrasound can be obtained for confirmation."),
    ], ["gallbladder_distension", "gallbladder_wall_thickening", "pericholecystic_fat_stranding", "gallstones",
        "normal_caliber_appendix"],
        ["cbd_dilation", "intrahepatic_biliary_dilation"] + PANC_N + APP_N + KID_N),
     rpt("US ABDOMEN LIMITED", "Ultrasound", "Abdomen", [
        ("INDICATION", "CT suspicious for ____, confirm."),
        ("FINDINGS", """
            Gallbladder contains several mobile shadowing stones, the largest 1.4 cm, and sludge. Wall thickened to
            5 mm with a thin rim of pericholecystic fluid. Sonographic Murphy sign positive. CBD measures 5 mm. No
            intrahepatic ductal dilatation. Liver echogenic.
            """),
        ("IMPRESSION", "Cholelithiasis with sonographic signs of acute ____."),
    ], ["gallstones", "gallbladder_sludge", "gallbladder_wall_thickening", "pericholecystic_fluid",
        "sonographic_murphy_sign"], ["cbd_dilation", "intrahepatic_biliary_dilation"])],
    "Acute calculous cholecystitis", ["Calculus of gallbladder with acute cholecystitis without obstruction",
                                      "Type 2 diabetes mellitus with hyperglycemia", "Hyperlipidemia, unspecified"],
    ["Laparoscopic cholecystectomy"], [("0FT44ZZ", "Resection of Gallbladder, Percutaneous Endoscopic Approach", 10)],
    micro={90201: ("No growth", BLOOD_SPEC)}))

# 29600009 ---------------------------------------------------------------------------------------
_v = vit(37.8, 118, 94, 24, 93)
ENCOUNTERS.append(enc(
    29600009, "cholecystitis", "atypical",
    """
Casualty - Medical Officer notes.
81 y/o male brought in by daughter. Hx from daughter as pt is muddled: 2/7 of not eating, "not himself", confused
since this morning, calling her by his late wife's name. He has complained of a sore tummy on and off, pointed to the
right side, but never very much. Vomited x1 yesterday. No fall, no headache. Passing urine, less than usual. No cough.
PMHx: T2DM on gliclazide and insulin at night, CKD stage 3b, HPT, previous TURP, osteoarthritis.
Meds: gliclazide, Protaphane, amlodipine, enalapril, paracetamol prn.
Lives with daughter, walks with a stick. Ex-smoker (40 pack years, stopped 2005). No alcohol.
No known allergies.
""",
    ann(["confusion", "anorexia", "abdominal_pain", "vomiting", "decreased_urine_output", "diabetes_history",
         "sulfonylurea_use", "insulin_therapy", "ckd_history", "hypertension_history", "raas_blocker_use",
         "prostatic_enlargement_history", "former_smoker", "reduced_mobility"],
        ["headache", "cough", "alcohol_use", "known_allergy", "smoker"]),
    """
Obs: T 37.8, P 118 reg, BP 94/52, RR 24, sats 93% RA, HGT 19.4.
GCS 14 (V4), disorientated to time and place.
Dry mucosa, skin turgor reduced. Not jaundiced.
Chest: few bibasal crepitations.
CVS: S1S2, no murmurs.
Abdo: soft, mildly distended. Tender R hypochondrium with guarding, a tender mass felt below the R costal margin.
No rebound. Bowel sounds sluggish. No flank masses.
PR: soft brown stool.
""",
    annv(_v, ["altered_mental_status_sign", "dehydration_signs", "crackles", "bibasilar_crackles", "distended_abdomen",
              "ruq_tenderness", "guarding", "palpable_gallbladder", "hypoactive_bowel_sounds"],
         ["jaundice", "new_heart_murmur", "rebound_tenderness", "bilateral_flank_masses", "irregularly_irregular_pulse"]),
    merge(cbc(19.6, 12.1, 198, 90.0, bands=9), bmp(131, 5.3, 96, 17, 52, 2.6, 349), lft(68, 81, 164, 2.1, alb=2.9),
          lipase(31), lactate(3.4), crp(245.0), trop(0.03), ua(glu="300", ket="TR", wbc=3)),
    [rpt("CT ABDOMEN WITHOUT CONTRAST", "CT", "Abdomen", [
        ("CLINICAL DETAILS", "81M, sepsis, confusion, RUQ tenderness. eGFR 23 - no IV contrast."),
        ("TECHNIQUE", "Non-contrast axial CT abdomen and pelvis, 2.5 mm slices."),
        ("FINDINGS", """
            Gallbladder is markedly distended (5.2 cm transverse) with a thickened wall. Curvilinear gas lies within
            the gallbladder wall along the fundus and body, with a small gas-fluid level in the lumen. Surrounding
            fat stranding and a small amount of pericholecystic fluid. A 1.8 cm calcified stone in the neck.
            No pneumoperitoneum. No portal venous gas. CBD not dilated.
            Lung bases: bibasal dependent atelectasis, small left effusion.
            Both kidneys are atrophic with cortical thinning. No hydronephrosis, no calculi. Prostate bed changes of
            prior TURP. Aortic calcification. Colonic diverticulosis, no inflammatory change.
            """),
        ("IMPRESSION", """
            1. Intramural gallbladder gas with distension, wall thickening and pericholecystic stranding: emphysematous
               ____. Surgical review recommended urgently.
            2. No free gas.
            """),
    ], ["gallbladder_distension", "gallbladder_wall_thickening", "pericholecystic_fat_stranding", "pericholecystic_fluid",
        "gallstones", "impacted_gallbladder_neck_stone", "small_kidneys", "pleural_effusion",
        "lung_base_pleural_effusion", "colonic_diverticula"],
        ["pneumoperitoneum_ct", "portal_venous_gas", "cbd_dilation", "hydronephrosis", "renal_calculus",
         "pericolic_fat_stranding", "sigmoid_wall_thickening"])],
    "Emphysematous cholecystitis", ["Calculus of gallbladder with acute cholecystitis without obstruction", "Sepsis, unspecified organism",
                                    "Type 2 diabetes mellitus with diabetic chronic kidney disease",
                                    "Chronic kidney disease, stage 3b"],
    ["Percutaneous cholecystostomy"], [("0F9430Z", "Drainage of Gallbladder with Drainage Device, Percutaneous Approach", 10)],
    micro={90201: ("ESCHERICHIA COLI", BLOOD_SPEC)}))

# 29600010 ---------------------------------------------------------------------------------------
_v = vit(37.9, 104, 108, 18, 99)
ENCOUNTERS.append(enc(
    29600010, "cholecystitis", "atypical",
    """
NP Note - Emergency Department
29 y/o G3P2 at 18w2d by 1st trimester US presents with upper abdominal pain x 2 days. Pain under right ribs, started
after a late meal of pizza, has been there ever since, dull with sharp spikes. Radiates around to her back on the right.
Nausea, vomited x4 today, unable to keep down her prenatal vitamin. Temp at home 100.1. Had similar but brief pain twice
in her last pregnancy, told she "had stones," was supposed to follow up after delivery and did not. Denies vaginal
bleeding, cramping or leakage of fluid. Denies dysuria. Bowels normal.
Prenatal care at ___ clinic, no complications this pregnancy. Two prior SVDs.
Meds: prenatal vitamin, ondansetron prn (not taking). Allergies: none.
Social: no tobacco, alcohol or drugs.
""",
    ann(["abdominal_pain", "ruq_pain", "prolonged_constant_pain", "pain_radiating_to_back", "nausea", "vomiting",
         "previous_similar_episodes", "gallstones_history", "pregnancy", "multiparity"],
        ["fever_measured", "vaginal_bleeding", "dysuria", "known_allergy", "smoker", "alcohol_use"]),
    """
T 37.9 C  HR 104  BP 108/62  RR 18  SpO2 99%
Well-developed, appears uncomfortable, holding her right side.
Sclera white.
Lungs clear, no crackles.
Heart regular, tachycardic.
Abdomen: gravid, fundus 2 fingerbreadths below the umbilicus. Tenderness RUQ, stops her breath when I press under the
right ribs. Uterus non-tender. No rebound, no rigidity. No CVA tenderness.
FHT 152 by doppler.
""",
    annv(_v, ["ruq_tenderness", "murphy_sign"],
         ["jaundice", "crackles", "uterine_tenderness", "rebound_tenderness", "abdominal_rigidity", "cva_tenderness"]),
    merge(cbc(15.1, 11.4, 256, 84.0), bmp(134, 3.5, 101, 20, 6, 0.5, 88), lft(62, 55, 190, 1.4), lipase(42),
          ua(sg=1.030, ket="80", wbc=2)),
    [rpt("US ABDOMEN RUQ - OBSTETRIC PATIENT", "Ultrasound", "Abdomen", [
        ("INDICATION", "18 weeks pregnant, RUQ pain, vomiting, low grade temperature."),
        ("FINDINGS", """
            Gallbladder: Contains numerous small shadowing calculi and layering sludge. Wall measures 5 mm with
            surrounding hypoechoic edema. Trace pericholecystic fluid. Patient reported maximal tenderness with the
            probe over the gallbladder.
            Common duct: 3 mm.
            Liver: Normal echotexture, no focal lesion.
            Right kidney: No hydronephrosis.
            Incidental: intrauterine pregnancy partially imaged, fetal cardiac activity present.
            """),
        ("IMPRESSION", "Cholelithiasis with gallbladder wall thickening, pericholecystic fluid and positive sonographic\n"
                       "Murphy sign, consistent with acute ____."),
    ], ["gallstones", "gallbladder_sludge", "gallbladder_wall_thickening", "pericholecystic_fluid",
        "sonographic_murphy_sign", "viable_intrauterine_pregnancy"],
        ["cbd_dilation", "hypoechoic_liver_lesion", "hydronephrosis"])],
    "Acute calculous cholecystitis in pregnancy",
    ["Calculus of gallbladder with acute cholecystitis without obstruction",
     "Diseases of the digestive system complicating pregnancy, second trimester"],
    ["Laparoscopic cholecystectomy"], [("0FT44ZZ", "Resection of Gallbladder, Percutaneous Endoscopic Approach", 10)]))

# 29600011 ---------------------------------------------------------------------------------------
_v = vv(vit(37.4, 92, 172, 20, 96), vit(38.1, 98, 150, 18, 97))
ENCOUNTERS.append(enc(
    29600011, "cholecystitis", "hard",
    """
CTAS 2 - arrived by EMS as possible ACS. EMS: 52M, "pressure in the lower chest," ASA 162 mg chewed, NTG x1 SL with no
change, 12-lead without STEMI criteria.

Pt interviewed on arrival. Pain began ~0200, woke him from sleep, located at the bottom of the breastbone and under the
right ribs, constant since, 7/10, "like a band." Not exertional, no radiation to arm or jaw. Worse lying flat and when
he breathes in deeply. Nauseated, retched once. Had a big late supper (poutine). Denies SOB, palpitations, syncope,
diaphoresis. Never had heart problems, no prior stress test. Had a few episodes of "indigestion" after fatty meals over
the past year that went away by themselves.
PMH: HTN, dyslipidemia, obesity. No surgeries.
Meds: ramipril, rosuvastatin. NKDA.
Smokes 1/2 ppd. EtOH socially. Father MI at 60.
""",
    ann(["chest_pain", "epigastric_pain", "ruq_pain", "prolonged_constant_pain", "nausea",
         "postprandial_pain_after_fatty_meal", "previous_similar_episodes", "hypertension_history",
         "hyperlipidemia_history", "obesity", "raas_blocker_use", "smoker", "alcohol_use", "family_history_cad"],
        ["exertional_chest_pain", "chest_pain_radiating", "dyspnea", "palpitations", "syncope", "sweating",
         "diaphoretic", "coronary_artery_disease_history", "prior_abdominal_surgery", "known_allergy"]),
    """
Triage vitals: T 37.4, HR 92, BP 172/96, RR 20, SpO2 96% RA. Repeat at 0630: T 38.1, HR 98, BP 150/88, RR 18, 97%.
Gen: obese man, uncomfortable, lying still, not diaphoretic.
CVS: S1 S2, no murmur, no rub. Radial pulses equal. No JVD. No leg edema.
Resp: GAE bilat, no crackles or wheeze. Chest wall not tender.
Abdo: soft, tender RUQ and epigastrium, + Murphy's. No rebound. No pulsatile mass. BS present.
ECG (x2, 30 min apart): NSR 90, normal axis, no ST elevation or depression, no T wave inversion.
""",
    annv(_v, ["obesity", "ruq_tenderness", "epigastric_tenderness", "murphy_sign"],
         ["diaphoretic", "new_heart_murmur", "pericardial_friction_rub", "jugular_venous_distension", "pitting_edema",
          "crackles", "expiratory_wheezes", "rebound_tenderness", "ecg_st_elevation", "ecg_st_depression",
          "ecg_nonspecific_st_t_changes"]),
    merge(cbc(13.2, 15.6, 240, 79.0), bmp(140, 4.2, 103, 25, 15, 1.0, 131), lft(48, 44, 112, 1.2), lipase(52),
          trop(0.01), coags(11.2, 1.0)),
    [rpt("XR CHEST PA AND LATERAL", "Radiograph", "Chest", [
        ("INDICATION", "Chest pain."),
        ("FINDINGS", "Lungs clear. No pleural effusion or pneumothorax. Heart size normal. No free air beneath the diaphragm."),
        ("IMPRESSION", "Normal chest."),
    ], [], ["pleural_effusion", "cardiomegaly", "free_air_under_diaphragm", "lobar_consolidation"]),
     rpt("US ABDOMEN LIMITED (RUQ)", "Ultrasound", "Abdomen", [
        ("INDICATION", "Epigastric / RUQ pain, troponin negative, fever on repeat vitals."),
        ("COMPARISON", "No prior imaging."),
        ("FINDINGS", """
            The gallbladder is distended and contains a 2.8 cm stone lodged in the neck plus smaller mobile stones. The
            wall is thickened at 7 mm with a layered appearance. No pericholecystic fluid. Sonographic Murphy sign
            present. CBD 4 mm. Liver is diffusely echogenic, compatible with steatosis; no focal lesion. Visualized
            pancreas is normal.
            """),
        ("IMPRESSION", "Acute calculous ____."),
    ], ["gallbladder_distension", "gallstones", "impacted_gallbladder_neck_stone", "gallbladder_wall_thickening",
        "sonographic_murphy_sign"],
        ["pericholecystic_fluid", "cbd_dilation", "hypoechoic_liver_lesion"] + PANC_N)],
    "Acute calculous cholecystitis", ["Calculus of gallbladder with acute cholecystitis without obstruction",
                                      "Essential (primary) hypertension", "Nicotine dependence, cigarettes, uncomplicated"],
    ["Laparoscopic cholecystectomy"], [("0FT44ZZ", "Resection of Gallbladder, Percutaneous Endoscopic Approach", 10)]))

# 29600012 ---------------------------------------------------------------------------------------
_v = vit(99.7, 90, 134, 16, 99)
ENCOUNTERS.append(enc(
    29600012, "cholecystitis", "hard",
    """
Triage RN: Pt states "my ulcer is flaring up again, I need something stronger than my Nexium." Hx GERD and gastritis.

Attending HPI: 40 yo woman who attributes her pain to her stomach. She had an upper endoscopy 3 years ago that showed
mild gastritis, H. pylori was treated at the time. Since yesterday lunch she has had pain in the upper abdomen which she
first called heartburn, but she now points under her right ribs, and it goes into her back. Has been constant since
yesterday, not relieved by her esomeprazole, antacids or eating crackers. "It's not burning like my ulcer, it's more of
a deep ache." Nausea without vomiting. Felt feverish this morning. She has been taking naproxen for a sore knee for the
past week. No black stools, no vomiting blood. No urinary symptoms.
PMH: GERD, gastritis, H. pylori (treated), migraine. PSH: tubal ligation. Meds: esomeprazole, naproxen, sumatriptan prn.
Allergies: codeine (nausea). Smoker, 5 cig/day. Rare alcohol.
""",
    ann(["abdominal_pain", "epigastric_pain", "ruq_pain", "pain_radiating_to_back", "prolonged_constant_pain", "nausea",
         "fever", "nsaid_use", "prior_dyspepsia", "h_pylori_history", "prior_abdominal_surgery",
         "known_allergy", "smoker", "alcohol_use"],
        ["pain_relieved_by_eating", "burning_epigastric_pain", "vomiting", "melena", "hematemesis", "dysuria"]),
    """
Vital signs: Temp 99.7 F, HR 90, BP 134/80, RR 16, O2 sat 99% RA.
Appearance: well-appearing, mildly uncomfortable.
Cardiopulmonary: normal heart sounds, lungs clear to auscultation without crackles or wheezes.
Abdomen: Soft, nondistended. Epigastrium is only mildly tender. Marked tenderness in the right upper quadrant, with
inspiratory arrest on palpation (positive Murphy's). No rebound. No guarding. Lower abdomen nontender. No CVA tenderness.
Skin: no jaundice.
""",
    annv(_v, ["epigastric_tenderness", "ruq_tenderness", "murphy_sign"],
         ["ill_appearing", "crackles", "expiratory_wheezes", "distended_abdomen", "rebound_tenderness", "guarding",
          "rlq_tenderness", "llq_tenderness", "suprapubic_tenderness", "cva_tenderness", "jaundice"]),
    merge(cbc(12.6, 12.9, 333, 78.0), bmp(138, 3.9, 104, 24, 10, 0.7, 96), lft(36, 30, 96, 0.9), lipase(29),
          hcg("NEG"), ua()),
    [rpt("ULTRASOUND ABDOMEN LIMITED", "Ultrasound", "Abdomen", [
        ("HISTORY", "40F epigastric/RUQ pain."),
        ("FINDINGS", """
            Liver: normal size and echotexture.
            Gallbladder: multiple shadowing stones, the largest 1.9 cm. Wall 4 mm. No pericholecystic fluid.
            Sonographic Murphy sign equivocal (patient received morphine before the study).
            CBD: 3 mm.
            Pancreas: unremarkable.
            Right kidney: unremarkable.
            """),
        ("IMPRESSION", "Cholelithiasis. Equivocal findings for acute ____; if clinical concern persists,\n"
                       "hepatobiliary scintigraphy could be considered."),
    ], ["gallstones"], ["pericholecystic_fluid", "cbd_dilation", "hypoechoic_liver_lesion"] + PANC_N + KID_N),
     rpt("NM HEPATOBILIARY SCAN (HIDA)", "HIDA", "Abdomen", [
        ("INDICATION", "Cholelithiasis with equivocal ultrasound, persistent RUQ pain."),
        ("TECHNIQUE", "5.2 mCi Tc-99m mebrofenin IV. Dynamic anterior imaging for 60 minutes, then morphine 2 mg IV and\n"
                      "30 further minutes of imaging."),
        ("FINDINGS", """
            Prompt, homogeneous hepatic uptake. Activity in the common bile duct by 15 minutes and in the duodenum by
            25 minutes. The gallbladder does not fill at 60 minutes or at 30 minutes after morphine augmentation.
            """),
        ("IMPRESSION", "Non-visualization of the gallbladder, consistent with cystic duct obstruction / acute ____."),
    ], ["gallbladder_nonvisualization_hida"], [])],
    "Acute calculous cholecystitis", ["Calculus of gallbladder with acute cholecystitis without obstruction",
                                      "Gastro-esophageal reflux disease without esophagitis"],
    ["Laparoscopic cholecystectomy"], [("0FT44ZZ", "Resection of Gallbladder, Percutaneous Endoscopic Approach", 10)]))
