"""Pancreatitis (hadm 29200022-29200028).

29200022 typical   48M, heavy drinker, third attack, pain through to the back; no imaging.
29200023 typical   61F, gallstone disease, jaundiced, cholestatic tests; ultrasound with
                   measurements then MRCP (organ sections, numbered impression); ERCP.
29200024 typical   39M, uncontrolled diabetes and very high triglycerides, shock and hypoxia,
                   Celsius; organ-by-organ CT with necrosis.
29200025 atypical  26F with Crohn's disease three weeks into azathioprine; history in plain words;
                   CT with the organ named once and its findings after commas.
29200026 atypical  33F at 30 weeks, gallstone attack, Celsius; ultrasound template with measurements.
29200027 hard      56M on daily naproxen with "gastritis" before, burning pain relieved by antacids at
                   first; calcium 12.6; CT looking for a perforation ("Liver: Normal." style).
29200028 hard      44F transferred as a small-bowel obstruction (vomiting, distension, dilated loops on
                   outside films); abdominal films then CT show an inflammatory ileus.
"""

from common import (APP_N, EFF, GB_N, KID_N, PANC_N, BLOOD_SPEC, URINE_SPEC, ann, annv, bmp, cbc, coags, crp,
                    enc, full_report, hcg, lact, lft, lip, merge, report, ua, vit)

ENCOUNTERS = []


def tg(x):
    return {51000: x}


# ---------------------------------------------------------------- 29200022
ENCOUNTERS.append(enc(
    29200022, "pancreatitis", "typical",
    """48M w/ EtOH use d/o (~1 pint vodka/day, last drink last night), 2 prior admissions for ____ (2019,
    2022), p/w epigastric pain since yesterday AM, boring straight through to the back, 9/10, better
    sitting up & leaning fwd. Multiple episodes NBNB emesis, can't keep anything down. Denies
    hematemesis, melena, fevers. No abd surgeries. No hx gallstones that he knows of. No withdrawal sx
    currently; hx DTs 2020.
    PMH: EtOH, HTN (not on meds), depression
    Meds: none (not taking thiamine/folate)
    Soc: smokes 1 ppd, unemployed, lives w/ sister. Denies IVDU.""",
    ann(["epigastric_pain", "pain_radiating_to_back", "vomiting", "alcohol_use", "previous_similar_episodes",
         "hypertension_history", "depression_history", "smoker", "prior_alcohol_withdrawal"],
        ["hematemesis", "melena", "fever", "prior_abdominal_surgery", "gallstones_history", "injection_drug_use"]),
    """T 37.3 HR 112 BP 162/98 RR 20 SpO2 97%RA
    Gen: thin, diaphoretic, sitting hunched forward, fine tremor of outstretched hands
    HEENT: MM dry, no icterus
    Abd: soft but tender in the epigastrium w/ voluntary guarding, no rebound, mildly distended,
    hypoactive BS. No Cullen/Grey-Turner. Liver edge not palpable.
    Neuro: AOx3, no asterixis, CIWA 6""",
    annv(vit(37.3, 112, 162, 20, 97),
         ["diaphoretic", "fine_tremor", "dehydration_signs", "epigastric_tenderness", "guarding", "distended_abdomen",
          "hypoactive_bowel_sounds"],
         ["jaundice", "rebound_tenderness", "cullen_sign", "grey_turner_sign", "hepatomegaly", "asterixis",
          "altered_mental_status_sign"]),
    merge(cbc(13.8, 14.9, 168, 81.0, mcv=101), bmp(134, 3.2, 96, 20, 18, 0.9, 142, ca=8.6, mg=1.4),
          lft(62, 148, 121, 1.6, alb=3.6, ggt=412), lip(2140), tg(210), lact(2.3), ua(sg=1.030, ket="40")),
    [],
    "Acute alcoholic pancreatitis",
    ["Alcohol induced acute pancreatitis without necrosis or infection", "Alcohol dependence, uncomplicated",
     "Nicotine dependence, cigarettes, uncomplicated"],
))

# ---------------------------------------------------------------- 29200023
ENCOUNTERS.append(enc(
    29200023, "pancreatitis", "typical",
    """61 y.o. female with hypothyroidism and a history of episodes of pain under the right ribs after
    meals who presents with sudden severe epigastric pain that woke her at 2 AM, radiating to the back,
    with nausea and three episodes of vomiting. She had a similar but milder episode 3 weeks ago that
    settled within a few hours. She does not drink alcohol. No fevers or chills. She noticed her urine
    was darker today. No new medications.
    PMH: hypothyroidism, osteopenia. PSH: laparoscopic tubal ligation. Meds: levothyroxine 75 mcg,
    calcium + D. All: none. SH: retired nurse, never smoker, no alcohol. FH: sister with gallstones.""",
    ann(["epigastric_pain", "sudden_severe_abdominal_pain", "pain_radiating_to_back", "nausea", "vomiting",
         "previous_similar_episodes", "pain_resolving_within_hours", "dark_urine", "ruq_pain", "prior_abdominal_surgery"],
        ["alcohol_use", "fever", "chills", "new_drug_exposure", "smoker"]),
    """Vitals: 37.6 °C, P 98, BP 150/84, RR 18, 96% RA. Sclerae mildly icteric. Abdomen soft, nondistended,
    tender in the epigastrium and RUQ with mild voluntary guarding; Murphy sign negative. No rebound. No
    flank ecchymosis.""",
    annv(vit(37.6, 98, 150, 18, 96), ["jaundice", "epigastric_tenderness", "ruq_tenderness", "guarding"],
         ["distended_abdomen", "murphy_sign", "rebound_tenderness", "grey_turner_sign"]),
    merge(cbc(12.9, 13.4, 260, 82.0), bmp(138, 3.9, 101, 25, 16, 0.8, 151, ca=9.1), lft(412, 356, 248, 3.2, dbili=2.4),
          lip(5800), tg(140), ua(color="Amber", bili="SM", sg=1.024)),
    [report("LIVER OR GALLBLADDER US (SINGLE ORGAN)", "Ultrasound", "Abdomen",
            "RUQ real-time imaging including color Doppler of the portal vein.",
            """Liver normal in echogenicity without focal lesion. Gallbladder contains multiple small stones,
            several under 5 mm, and sludge; wall 2 mm, not distended, no pericholecystic fluid; sonographic
            Murphy sign negative. CBD dilated to 8 mm at the porta hepatis, the distal duct obscured by bowel
            gas. Mild central intrahepatic biliary dilation. The pancreas is poorly seen; the visualized head
            is bulky and hypoechoic. No ascites. Right kidney 10.9 cm without hydronephrosis.""",
            ["gallstones", "gallbladder_sludge", "cbd_dilation", "intrahepatic_biliary_dilation", "pancreatic_edema"],
            ["gallbladder_wall_thickening", "gallbladder_distension", "pericholecystic_fluid", "sonographic_murphy_sign",
             "free_fluid_abdomen", "hydronephrosis", "hypoechoic_liver_lesion"]),
     full_report("MRCP", "MRCP", "Abdomen", [
         ("INDICATION", "Lipase 5800, cholestatic LFTs, CBD 8 mm on US. Assess for choledocholithiasis."),
         ("TECHNIQUE", """1.5 T. Coronal and axial T2 HASTE, 3D respiratory-triggered MRCP, axial T1 in- and
             opposed-phase, dynamic post-contrast T1 after 7 mL gadobutrol."""),
         ("COMPARISON", "Ultrasound ___ (1 day prior)."),
         ("FINDINGS", ""),
         ("BILIARY", """Two filling defects in the distal common bile duct, 4 and 6 mm, the lower one at the
             ampulla. CBD 9 mm upstream. Mild central intrahepatic ductal dilatation. Gallbladder with
             numerous small stones; wall not thickened."""),
         ("PANCREAS", """Whole gland enlarged; bright T2 signal in the surrounding fat from edema, and a little
             fluid around the head and in both anterior pararenal spaces. Parenchyma enhances homogeneously; no
             nonenhancing areas to suggest necrosis. Pancreatic duct not dilated; no divisum."""),
         ("LIVER", "No focal lesion."),
         ("OTHER", "Small bilateral pleural effusions. Kidneys and spleen normal."),
         ("IMPRESSION", """1. Choledocholithiasis: two distal CBD stones with mild upstream biliary dilatation.
             2. Interstitial edematous ____ without necrosis.
             3. Cholelithiasis."""),
     ], ["common_bile_duct_stone", "cbd_dilation", "intrahepatic_biliary_dilation", "gallstones", "pancreatic_edema",
         "peripancreatic_inflammation", "peripancreatic_fluid"] + EFF,
        ["pancreatic_necrosis", "gallbladder_wall_thickening", "enlarged_spleen_imaging"] + KID_N)],
    "Acute gallstone pancreatitis with choledocholithiasis",
    ["Biliary acute pancreatitis without necrosis or infection",
     "Calculus of gallbladder and bile duct without cholecystitis without obstruction", "Hypothyroidism, unspecified"],
    ["ERCP with biliary sphincterotomy and stone extraction", "Laparoscopic cholecystectomy"],
    [("0FC98ZZ", "Extirpation of Matter from Common Bile Duct, Via Natural or Artificial Opening Endoscopic", 10),
     ("0FT44ZZ", "Resection of Gallbladder, Percutaneous Endoscopic Approach", 10)],
))

# ---------------------------------------------------------------- 29200024
ENCOUNTERS.append(enc(
    29200024, "pancreatitis", "typical",
    """39M with poorly controlled T2DM (A1c 11.2), known hypertriglyceridemia (TG >1500 in 2021, stopped
    fenofibrate), BMI 36, presents with 24h of severe epigastric and LUQ pain radiating to the back,
    vomiting, and increasing shortness of breath. Two weeks of polyuria and polydipsia. 2-3 beers on
    weekends. No gallstone history. Never had this before. Denies trauma or new meds.
    PMH: T2DM, HTG, HTN, OSA
    PSH: none
    Meds: metformin (rarely takes), lisinopril
    FHx: father died of MI at 50; brother with "high triglycerides"
    SHx: truck driver, occasional cigar""",
    ann(["epigastric_pain", "pain_radiating_to_back", "vomiting", "dyspnea", "polyuria_polydipsia", "diabetes_history",
         "hyperlipidemia_history", "obesity", "hypertension_history", "metformin_use", "raas_blocker_use",
         "family_history_cad", "alcohol_use", "smoker"],
        ["gallstones_history", "previous_similar_episodes", "prior_abdominal_surgery", "new_drug_exposure",
         "minor_trauma"]),
    """T 38.3 C  HR 128  BP 84/52 (98/60 after 3 L)  RR 30  SpO2 89% on RA, 95% on 6L NC
    Obese, ill-appearing, diaphoretic, tachypneic, speaking in short sentences.
    Lungs: decreased breath sounds at both bases, dull to percussion L>R.
    CV: tachycardic, no murmur.
    Abd: distended, tense, diffusely tender maximal in the epigastrium with guarding, hypoactive BS. Faint
    bluish discoloration around the umbilicus. No flank ecchymoses.
    Skin: crops of yellow papules on the elbows and buttocks.
    Ext: cool, capillary refill 4 s.""",
    annv(vit(38.3, 128, 84, 30, 89),
         ["obesity", "ill_appearing", "diaphoretic", "diminished_breath_sounds", "distended_abdomen",
          "diffuse_abdominal_tenderness", "epigastric_tenderness", "guarding", "hypoactive_bowel_sounds", "cullen_sign"],
         ["new_heart_murmur", "grey_turner_sign"]),
    merge(cbc(21.2, 17.8, 180, 88.0), bmp(129, 5.1, 95, 15, 34, 2.2, 388, ca=6.9), lft(48, 66, 98, 1.2), lip(1240),
          tg(3860), lact(4.6), crp(280.0)),
    [full_report("CT ABD & PELVIS WITH CONTRAST", "CT", "Abdomen", [
        ("INDICATION", "Severe epigastric pain, lipase 1240, TG 3860, shock. Assess severity."),
        ("TECHNIQUE", "Pancreatic protocol: late arterial and portal venous phases after 100 mL Omnipaque 350."),
        ("DOSE", "DLP 1,020 mGy-cm."),
        ("COMPARISON", "None."),
        ("FINDINGS", ""),
        ("LOWER CHEST", "Moderate left and small right pleural effusions with compressive atelectasis."),
        ("LIVER", "Diffusely low in attenuation (steatosis) and enlarged at 21 cm. No focal lesion."),
        ("GALLBLADDER AND BILE DUCTS", "Gallbladder normal, no radiodense stones. No biliary dilatation."),
        ("PANCREAS", """Diffusely enlarged. Roughly 30-50% of the body and tail fail to enhance on both phases,
            consistent with necrosis; the head enhances normally. Extensive peripancreatic fat stranding and
            acute collections extending into the lesser sac, the left anterior pararenal space and along the
            root of the mesentery. No gas in the collections. Main duct not dilated."""),
        ("SPLEEN", "Normal size. Splenic vein patent. No infarct."),
        ("ADRENALS", "Normal."),
        ("KIDNEYS", """Symmetric enhancement, no hydronephrosis. Inflammatory fluid tracks along the left anterior
            renal fascia."""),
        ("BOWEL", """Reactive thickening of the duodenum and transverse colon next to the inflammation. No obstruction.
            Appendix normal."""),
        ("PERITONEUM", "Small volume ascites in the pelvis. No free air."),
        ("VASCULATURE", "Portal and superior mesenteric veins patent. No pseudoaneurysm."),
        ("BONES", "Unremarkable."),
        ("IMPRESSION", """1. Severe necrotizing ____ with 30-50% necrosis of the body and tail and extensive acute
            collections.
            2. Bilateral pleural effusions, left greater than right.
            3. Hepatic steatosis and hepatomegaly."""),
    ], ["pancreatic_edema", "pancreatic_necrosis", "peripancreatic_inflammation", "peripancreatic_fluid",
        "steatotic_hepatomegaly", "gastroduodenal_wall_thickening", "free_pelvic_fluid", "normal_caliber_appendix",
        "epigastric_pain"] + EFF,
        GB_N + APP_N + ["cbd_dilation", "intrahepatic_biliary_dilation", "hydronephrosis", "enlarged_spleen_imaging",
                        "pneumoperitoneum_ct"])],
    "Severe necrotizing pancreatitis due to hypertriglyceridemia",
    ["Other acute pancreatitis with uninfected necrosis", "Pure hyperglyceridemia",
     "Type 2 diabetes mellitus with hyperglycemia", "Acute respiratory failure with hypoxia"],
    ["Therapeutic plasma exchange"],
    [("6A550Z3", "Pheresis of Plasma, Single", 10)],
    micro={90201: ("No growth", BLOOD_SPEC)},
))

# ---------------------------------------------------------------- 29200025
ENCOUNTERS.append(enc(
    29200025, "pancreatitis", "atypical",
    """26 year old woman with ileocolonic Crohn's disease, started on azathioprine 100 mg daily three weeks
    ago by her gastroenterologist, who comes in with a day and a half of pain in the upper middle part of
    her stomach that bores through to her back, with nausea and vomiting. She says it does not feel like
    her Crohn's flares, which are crampy, lower down and come with diarrhea; her bowels have been normal
    and she has no diarrhea now. No fever. She drinks rarely, last drink a month ago, and has never been
    told she has gallstones.
    PMH: Crohn's (dx 2019), iron deficiency anemia
    PSH: none
    Meds: azathioprine, budesonide (taper finished 2 weeks ago), ferrous sulfate, OCP
    All: sulfa (rash)
    Social: graduate student, never smoker
    Family: mother with celiac disease""",
    ann(["epigastric_pain", "abdominal_pain", "pain_radiating_to_back", "nausea", "vomiting", "immunosuppression",
         "new_drug_exposure", "estrogen_use", "family_history_gluten_enteropathy", "alcohol_use"],
        ["diarrhea", "fever", "gallstones_history", "prior_abdominal_surgery", "smoker"]),
    """T 37.2 °C HR 100 BP 112/70 RR 16 SpO2 99%. Thin young woman, uncomfortable. Abdomen soft, nondistended,
    epigastric tenderness without guarding, no rebound, no tenderness or mass in the RLQ. No perianal
    disease. Oral mucosa without ulcers.""",
    annv(vit(37.2, 100, 112, 16, 99), ["epigastric_tenderness"],
         ["distended_abdomen", "guarding", "rebound_tenderness", "rlq_tenderness", "rlq_fullness", "perianal_disease",
          "aphthous_ulcers"]),
    merge(cbc(8.9, 11.4, 420, 70.0, mcv=78), bmp(138, 4.0, 104, 24, 9, 0.6, 96), lft(24, 20, 70, 0.4), lip(980),
          tg(120), crp(22.0), hcg("NEG"), ua()),
    [report("CT ABD & PELVIS WITH CONTRAST", "CT", "Abdomen",
            "IV and positive oral contrast administered.",
            """Pancreas mildly enlarged, subtle peripancreatic fat stranding about the head and uncinate process,
            no peripancreatic fluid collection, homogeneous enhancement, no ductal dilation. Gallbladder normal,
            no stones. No biliary dilation. Terminal ileum with mild mural thickening and submucosal fat, no
            mucosal hyperenhancement, no stricture, no fistula or abscess, chronic in appearance. Liver,
            spleen, kidneys, adrenals normal. Uterus and ovaries normal, trace pelvic free fluid,
            physiologic. Appendix normal. Lung bases clear.""",
            ["pancreatic_edema", "peripancreatic_inflammation", "terminal_ileal_wall_thickening", "free_pelvic_fluid",
             "normal_caliber_appendix"],
            ["peripancreatic_fluid", "pancreatic_necrosis", "cbd_dilation", "intrahepatic_biliary_dilation",
             "enteric_fistula_abscess"] + GB_N + KID_N + APP_N)],
    "Acute pancreatitis, drug-induced (azathioprine)",
    ["Drug induced acute pancreatitis without necrosis or infection",
     "Crohn's disease of both small and large intestine without complications",
     "Adverse effect of antineoplastic and immunosuppressive drugs, initial encounter"],
))

# ---------------------------------------------------------------- 29200026
ENCOUNTERS.append(enc(
    29200026, "pancreatitis", "atypical",
    """L&D TRIAGE -> ED. 33 yo G3P2 at 30w1d with epigastric pain since 10 pm last night after a large
    dinner, constant, 9/10, wrapping around to her back, with vomiting x6. Two shorter attacks of upper
    abdominal pain earlier this pregnancy that passed within a couple of hours. No VB, no LOF, no ctx,
    good FM. No headache, no visual changes. No dysuria. No EtOH in pregnancy.
    OB hx: 2 prior uncomplicated SVDs.
    PMH: obesity (prepregnancy BMI 33). PSH: none. Meds: PNV. NKDA.""",
    ann(["pregnancy", "epigastric_pain", "abdominal_pain", "prolonged_constant_pain", "pain_radiating_to_back", "vomiting",
         "previous_similar_episodes", "pain_resolving_within_hours", "obesity", "multiparity"],
        ["vaginal_bleeding", "headache", "visual_disturbance", "dysuria", "alcohol_use", "prior_abdominal_surgery"]),
    """T 37.8 C, HR 118, BP 124/78, RR 22, SpO2 97% RA. FHR 145, moderate variability, no decelerations;
    toco with irritability, no regular contractions. Uncomfortable, vomiting in triage. No scleral
    icterus. Abdomen gravid, fundal height 30 cm, uterus nontender; marked tenderness in the epigastrium
    and RUQ above the fundus with guarding. No edema. DTRs 2+, no clonus.""",
    annv(vit(37.8, 118, 124, 22, 97), ["pregnancy", "vomiting", "epigastric_tenderness", "ruq_tenderness", "guarding"],
         ["jaundice", "uterine_tenderness", "pitting_edema", "hyperreflexia"]),
    merge(cbc(14.2, 10.9, 240, 85.0), bmp(134, 3.5, 104, 18, 5, 0.5, 98, ca=8.5), lft(220, 180, 260, 1.8),
          lip(3400), tg(380), lact(1.5), hcg("POS"), ua(sg=1.030, ket="80")),
    [full_report("US ABDOMEN LIMITED (RUQ)", "Ultrasound", "Abdomen", [
        ("INDICATION", "30 weeks pregnant, epigastric pain, lipase 3400."),
        ("TECHNIQUE", "RUQ and pancreas, grayscale with color Doppler."),
        ("COMPARISON", "None."),
        ("FINDINGS", ""),
        ("LIVER", "15.5 cm, normal echotexture, no focal lesion."),
        ("GALLBLADDER", """Not distended (7.2 x 2.8 cm). Numerous mobile stones up to 9 mm and sludge. Wall 2.5 mm.
            No pericholecystic fluid. Sonographic Murphy sign negative."""),
        ("COMMON BILE DUCT", "5 mm proximally, not dilated; distal duct not visualized."),
        ("PANCREAS", "Head and body enlarged and hypoechoic, with a thin rim of fluid anterior to the body. Tail not seen."),
        ("RIGHT KIDNEY", "11.8 cm. Mild hydronephrosis, as expected in pregnancy."),
        ("OTHER", "Gravid uterus with a single live fetus; formal obstetric evaluation per L&D."),
        ("IMPRESSION", """1. Gallstones and sludge; no sonographic features of acute cholecystitis.
            2. Enlarged hypoechoic pancreas with a thin peripancreatic fluid rim, compatible with ____.
            3. Proximal CBD not dilated."""),
    ], ["gallstones", "gallbladder_sludge", "pancreatic_edema", "peripancreatic_fluid", "hydronephrosis",
        "viable_intrauterine_pregnancy", "pregnancy", "epigastric_pain"],
        ["gallbladder_distension", "gallbladder_wall_thickening", "pericholecystic_fluid", "sonographic_murphy_sign",
         "cbd_dilation", "hypoechoic_liver_lesion"])],
    "Acute gallstone pancreatitis in pregnancy",
    ["Biliary acute pancreatitis without necrosis or infection",
     "Diseases of the digestive system complicating pregnancy, third trimester", "30 weeks gestation of pregnancy"],
))

# ---------------------------------------------------------------- 29200027
ENCOUNTERS.append(enc(
    29200027, "pancreatitis", "hard",
    """56M p/w "burning" epigastric pain x 2 days, like his "gastritis" in the past but worse. Takes naproxen
    500 bid for knee OA x months + OTC omeprazole prn. Pain worse after eating, some relief w/ antacids at
    first, now constant. +N, 1x emesis (no coffee grounds). No melena. Not radiating. Denies EtOH ("maybe
    a beer a month"). No known gallstones. Also c/o constipation & feeling "foggy" for a few wks, always
    thirsty.
    PMH: OA knees, GERD, kidney stones x2 (2015, 2020)
    PSH: R knee arthroscopy
    Meds: naproxen, omeprazole prn
    SH: accountant, nonsmoker
    FH: NC""",
    ann(["burning_epigastric_pain", "epigastric_pain", "prior_dyspepsia", "nsaid_use", "prolonged_constant_pain",
         "nausea", "vomiting", "constipation", "poor_concentration", "kidney_stone_history"],
        ["hematemesis", "melena", "pain_radiating_to_back", "alcohol_use", "gallstones_history", "smoker"]),
    """98.9F  HR 104  BP 158/94  RR 18  SpO2 98%
    Uncomfortable, sitting still. Abd: nondistended, tender epigastrium and LUQ with voluntary guarding; no
    rigidity; no rebound; BS diminished. Rectal: heme-negative brown stool. No flank or periumbilical
    ecchymosis.""",
    annv(vit(98.9, 104, 158, 18, 98), ["epigastric_tenderness", "guarding", "hypoactive_bowel_sounds"],
         ["distended_abdomen", "abdominal_rigidity", "rebound_tenderness", "guaiac_positive_stool", "grey_turner_sign",
          "cullen_sign"]),
    merge(cbc(13.2, 15.4, 290, 80.0), bmp(140, 3.6, 102, 26, 24, 1.4, 128, ca=12.6, phos=2.2),
          lft(28, 30, 84, 0.8, alb=4.4), lip(1920), tg(150), lact(1.2), ua(sg=1.010)),
    [full_report("CT ABD & PELVIS WITH CONTRAST", "CT", "Abdomen", [
        ("INDICATION", "Epigastric pain, NSAID use. R/o perforation."),
        ("TECHNIQUE", "IV contrast; water as a negative oral agent."),
        ("COMPARISON", "CT abdomen/pelvis ___ (for flank pain, 2020)."),
        ("FINDINGS", """Lower chest: Clear.
            Liver: Normal.
            Gallbladder: Normal. No radiodense stones.
            Bile ducts: Not dilated.
            Pancreas: Body and tail edematous, the fat around them stranded, a little fluid in the left
            anterior pararenal space. Enhancement normal throughout. Duct not dilated. No
            parenchymal calcification.
            Stomach/duodenum: Normal wall thickness. No extraluminal gas.
            Spleen: Normal.
            Adrenals: Normal.
            Kidneys: Bilateral nonobstructing stones, 3-4 mm, more than in 2020; medullary nephrocalcinosis. No
            hydronephrosis.
            Bowel: Normal caliber. Appendix normal.
            Peritoneum: No free air. No ascites.
            Bones: No lytic or blastic lesion."""),
        ("IMPRESSION", """1. Interstitial edematous ____ of the body and tail. No necrosis.
            2. No pneumoperitoneum or other sign of a perforated viscus.
            3. Bilateral nephrolithiasis and medullary nephrocalcinosis, progressed since 2020; correlate with
            serum calcium."""),
    ], ["pancreatic_edema", "peripancreatic_inflammation", "peripancreatic_fluid", "renal_calculus",
        "normal_caliber_appendix", "epigastric_pain", "nsaid_use"],
        GB_N + APP_N + ["cbd_dilation", "intrahepatic_biliary_dilation", "pancreatic_necrosis",
                        "gastroduodenal_wall_thickening", "duodenal_wall_defect", "pneumoperitoneum_ct",
                        "free_fluid_abdomen", "hydronephrosis", "dilated_small_bowel_loops"])],
    "Acute pancreatitis due to hypercalcemia (primary hyperparathyroidism)",
    ["Other acute pancreatitis without necrosis or infection", "Hypercalcemia", "Primary hyperparathyroidism"],
))

# ---------------------------------------------------------------- 29200028
ENCOUNTERS.append(enc(
    29200028, "pancreatitis", "hard",
    """TRANSFER NOTE - accepted from ___ Hospital ED for surgical evaluation of "SBO".
    44 y/o F with prior open C-section x2 presented to the OSH ~8h ago with 1 day of upper abdominal pain
    and distension and repeated vomiting, now bilious; she has not passed gas since this morning. OSH
    abdominal films read as "dilated small bowel loops, ?SBO"; NGT placed with 900 mL bilious output. At
    the OSH only a CBC was sent (WBC 15). On arrival she says the pain is across the upper abdomen and
    into both sides of her back, constant. No prior episodes. Drinks "a couple of glasses of wine" most
    nights. No known gallstones. LMP 1 week ago.
    PMH: obesity, anxiety
    Meds: sertraline
    Allergies: NKDA""",
    ann(["abdominal_pain", "abdominal_distension", "vomiting", "bilious_vomiting", "obstipation", "pain_radiating_to_back",
         "prolonged_constant_pain", "prior_abdominal_surgery", "dilated_small_bowel_loops", "alcohol_use", "obesity",
         "anxiety_disorder_history"],
        ["previous_similar_episodes", "gallstones_history", "missed_period"]),
    """On arrival: T 37.9, HR 116, BP 102/64, RR 24, SpO2 93% RA. NGT in place draining bilious fluid.
    Ill-appearing, anxious. Mild scleral icterus. Lungs: decreased at the L base. Abd: obese, distended,
    tympanic, diffusely tender, most in the epigastrium, voluntary guarding, no rebound; BS hypoactive.
    Well-healed Pfannenstiel incision; no hernias at the incision or the groins.""",
    annv(vit(37.9, 116, 102, 24, 93),
         ["ill_appearing", "anxiety_symptom", "jaundice", "diminished_breath_sounds", "obesity", "distended_abdomen",
          "tympanic_abdomen",
          "diffuse_abdominal_tenderness", "epigastric_tenderness", "guarding", "hypoactive_bowel_sounds"],
         ["rebound_tenderness", "irreducible_tender_bulge"]),
    merge(cbc(15.8, 14.1, 220, 86.0), bmp(136, 3.4, 96, 30, 22, 1.2, 160, ca=7.9), lft(284, 310, 190, 2.8, dbili=1.6),
          lip(3100), tg(260), lact(2.4), hcg("NEG"), ua(sg=1.028, ket="10", bili="SM")),
    [report("ABDOMEN (SUPINE & UPRIGHT)", "Radiograph", "Abdomen",
            "Supine and upright views of the abdomen.",
            """NG tube tip in the gastric body. Several mildly dilated loops of jejunum in the left upper
            quadrant, up to 3.2 cm, with a few air-fluid levels on the upright view. Gas and stool throughout
            the colon to the rectum. No free air under the diaphragm. Left basilar opacity with blunting of
            the left costophrenic angle. Pelvic phleboliths.""",
            ["dilated_small_bowel_loops", "pleural_effusion"],
            ["free_air_under_diaphragm", "free_air_on_radiograph", "paucity_of_colonic_gas"]),
     full_report("CT ABD & PELVIS WITH CONTRAST", "CT", "Abdomen", [
         ("INDICATION", "Transferred as SBO. Dilated loops on films. Lipase 3100."),
         ("TECHNIQUE", "IV contrast; no oral contrast because of the NG tube."),
         ("COMPARISON", "Abdominal radiographs of the same day and outside films."),
         ("FINDINGS", """The pancreas is diffusely swollen with extensive peripancreatic stranding and acute
             peripancreatic fluid extending into the transverse mesocolon, the lesser sac and both anterior
             pararenal spaces, left more than right. The parenchyma enhances uniformly. The duodenum and the
             adjacent proximal jejunal loops are mildly dilated (to 3.0 cm), fluid filled and thick walled,
             with no transition point; gas and fluid reach a normal-caliber colon. The pattern is of a
             localized ileus from the adjacent inflammation rather than a mechanical obstruction. Gallbladder
             with several small layering stones, wall not thickened. CBD 8 mm, tapering smoothly, no definite
             ductal stone. Liver normal. Moderate left and trace right pleural effusions. No free air. No
             hernia. Uterus and ovaries unremarkable."""),
         ("IMPRESSION", """1. ____ with extensive peripancreatic fluid; no necrosis on this study.
             2. Localized ileus of the duodenum and proximal jejunum; no mechanical small bowel obstruction.
             3. Cholelithiasis; no visible CBD stone."""),
     ], ["pancreatic_edema", "peripancreatic_inflammation", "peripancreatic_fluid", "dilated_small_bowel_loops",
         "fluid_filled_bowel_loops", "gastroduodenal_wall_thickening", "gallstones"] + EFF,
        ["pancreatic_necrosis", "transition_point", "gallbladder_wall_thickening", "pneumoperitoneum_ct",
         "hernia_sac_with_bowel"])],
    "Acute gallstone pancreatitis with paralytic ileus",
    ["Biliary acute pancreatitis without necrosis or infection", "Paralytic ileus",
     "Calculus of gallbladder without cholecystitis without obstruction"],
    ["Laparoscopic cholecystectomy"],
    [("0FT44ZZ", "Resection of Gallbladder, Percutaneous Endoscopic Approach", 10)],
))
