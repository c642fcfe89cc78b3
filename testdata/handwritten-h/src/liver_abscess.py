"""Liver abscess, 29700025-29700028.

29700025 typical   58M diabetic, back from Taiwan, Klebsiella; one-paragraph US then CT with a hedged impression.
29700026 atypical  79F, pancreatic cancer with a biliary stent on chemotherapy, fever and confusion only;
                   copy-forwarded oncology text in the ED note; gas-containing collections on CT.
29700027 hard      31M treated for pneumonia (pleuritic pain, effusion), amoebic, back from Oaxaca; CXR then CT.
29700028 hard      66M sent as "?acute cholecystitis" with known stones, recent sigmoid inflammation; US then CT.
"""

from common import (GB_N, KID_N, PANC_N, DUCT_N, annv, ann, cbc, bmp, lft, ua, coags, lab, merge, rep, txt, vit,
                    enc, EFF, BLOOD_SPEC, URINE_SPEC)

ENCOUNTERS = []

PERC_DRAIN = [("0F9030Z", "Drainage of Liver with Drainage Device, Percutaneous Approach", 10)]

# ---------------------------------------------------------------------------------------------
ENCOUNTERS.append(enc(
    29700025, "liver abscess", "typical",
    txt("""
    HPI: 58 yo Taiwanese man (moved to the US 20 yrs ago) with T2DM (poorly controlled, A1c 10.4 in ___) who
    returned 6 weeks ago from a 2-month visit to family in Taichung. One week of fevers to 39.5 with shaking
    chills, dull constant right upper quadrant ache, worse lying on his right side, and poor appetite.
    Has lost about 3 kg. Some nausea, no vomiting. No diarrhea. No jaundice or dark urine noticed. No cough.
    Seen by PCP 4 days ago, given azithromycin for "viral syndrome", no better.
    PMH: T2DM, HTN, fatty liver. PSH: none. Meds: metformin, glipizide, lisinopril. NKDA.
    SH: restaurant owner, quit smoking 2015, drinks rarely.
    """),
    ann(["alcohol_use", "east_asian_ancestry", "diabetes_history", "recent_travel", "fever", "fever_measured", "chills", "ruq_pain",
         "prolonged_constant_pain", "anorexia", "weight_loss", "nausea", "hypertension_history", "metformin_use",
         "sulfonylurea_use", "raas_blocker_use", "former_smoker"],
        ["vomiting", "diarrhea", "jaundice", "dark_urine", "cough", "prior_abdominal_surgery"]),
    txt("""
    T 39.4 C, HR 116, BP 124/72, RR 20, SpO2 96% RA
    Gen: ill appearing, flushed, rigoring in triage
    HEENT: anicteric
    Lungs: clear
    Abd: soft. Tender RUQ. Liver edge palpable 3 cm below the costal margin and tender. Murphy's sign
    negative. No rebound. Nondistended.
    """),
    annv(vit(39.4, 116, 124, 20, 96),
         ["flushing", "chills", "ill_appearing", "ruq_tenderness", "hepatomegaly", "tender_hepatomegaly"],
         ["jaundice", "murphy_sign", "rebound_tenderness", "distended_abdomen", "abdominal_rigidity"]),
    merge(cbc(21.3, 12.4, 412, 89.0, bands=5.0), bmp(131, 4.1, 95, 22, 24, 1.2, 318), lft(82, 74, 284, 1.3, alb=2.6),
          lab(crp=221.0, lactate=2.0), coags(14.2, 1.3), ua(glu="500", ket="TR")),
    [rep("LIVER OR GALLBLADDER US (SINGLE ORGAN)", "Ultrasound", "Abdomen", """
    EXAMINATION: RUQ ULTRASOUND
    INDICATION: Fever, RUQ pain, elevated ALP.
    FINDINGS: A 6.4 x 5.8 x 5.5 cm lesion occupies segments 6/7 of the right lobe: heterogeneous,
    predominantly hypoechoic, with internal echoes and thick irregular septations, and no internal
    vascularity. The remainder of the liver is diffusely echogenic. The gallbladder is normal with no stones,
    wall thickening or pericholecystic fluid. No intra- or extrahepatic biliary dilatation; CBD 4 mm. Small
    right pleural effusion.
    IMPRESSION: Complex hypoechoic right hepatic lobe lesion, which in this febrile patient likely represents
    a ____. CT recommended.
    """,
        ["hypoechoic_liver_lesion"] + EFF,
        GB_N + DUCT_N),
     rep("CT ABD & PELVIS WITH CONTRAST", "CT", "Abdomen", """
    EXAMINATION: CT ABDOMEN AND PELVIS WITH CONTRAST
    INDICATION: Complex liver lesion on US, fever.
    COMPARISON: Ultrasound ___ same day.
    FINDINGS:
    Lower chest: small right pleural effusion with adjacent atelectasis.
    Liver: 6.6 cm multiloculated low-attenuation collection in segments 6/7 with enhancing septa and an
    enhancing rim, with a surrounding halo of hypoattenuating parenchyma. Small satellite locules medially
    ("cluster" pattern). No gas within it. A nonocclusive filling defect in the posterior branch of the right
    portal vein may represent thrombophlebitis. Diffuse hepatic steatosis.
    Gallbladder and bile ducts: unremarkable.
    Pancreas, spleen, adrenals: normal.
    Kidneys: normal, no hydronephrosis.
    Bowel: normal. No free air. No ascites.
    IMPRESSION:
    1. Multiloculated rim-enhancing right hepatic collection, most compatible with pyogenic ____; in a
    diabetic patient from Taiwan, Klebsiella should be considered.
    2. Possible right posterior portal vein branch thrombophlebitis.
    """,
        ["rim_enhancing_hepatic_collection"] + EFF,
        ["gas_in_hepatic_collection", "pneumoperitoneum_ct", "free_fluid_abdomen", "simple_ascites"]
        + GB_N + DUCT_N + PANC_N + KID_N)],
    "Pyogenic liver abscess, Klebsiella pneumoniae",
    ["Abscess of liver", "Sepsis due to other Gram-negative organisms",
     "Type 2 diabetes mellitus with hyperglycemia"],
    ["Percutaneous drainage of liver abscess (interventional radiology)"],
    PERC_DRAIN,
    micro={90201: ("KLEBSIELLA PNEUMONIAE", BLOOD_SPEC)},
))

# ---------------------------------------------------------------------------------------------
ENCOUNTERS.append(enc(
    29700026, "liver abscess", "atypical",
    txt("""
    ED Provider Note
    Chief complaint: fever, confusion
    HPI: 79F with locally advanced pancreatic head adenocarcinoma (dx ___) s/p metal biliary stent (___) on
    gemcitabine/nab-paclitaxel (last dose 9 days ago) BIBA from home with fever 38.9 and new confusion per
    husband since this morning. He says she has been eating less and "wasting away" over 2 months, ~6 kg
    lost. Denies abdominal pain when asked. No vomiting. No cough. No urinary complaints per husband.

    [Oncology clinic note ___, carried forward:]
    "79F locally advanced PDAC, s/p ERCP with metal stent for obstructive jaundice ___, bili normalized.
    Cycle 4 day 1 today. ECOG 1. Tolerating well, mild fatigue, mild neuropathy. Denies abdominal pain,
    fevers. Appetite fair. Plan: continue, CT restaging after cycle 6."
    [end carried forward]

    PMH: PDAC as above, HTN, hypothyroidism. PSH: ERCP/stent, total knee R. Meds: levothyroxine, amlodipine,
    creon, ondansetron PRN, apixaban (provoked DVT ___).
    """),
    ann(["malignancy_history", "biliary_instrumentation_history", "prior_chemotherapy_radiation", "fever",
         "fever_measured", "confusion", "weight_loss", "fatigue", "hypertension_history", "anticoagulant_use",
         "prior_vte"],
        ["abdominal_pain", "vomiting", "cough", "dysuria"]),
    txt("""
    T 38.8  HR 110  BP 94/56  RR 22  O2 94% RA
    Cachectic elderly woman, lethargic, oriented to self and husband only. Mildly icteric sclerae.
    Dry mouth. Port site R chest clean.
    CTAB. Tachy, regular.
    Abd: scaphoid, soft, mild RUQ tenderness, no guarding. Liver edge not palpable.
    No rash. No edema.
    """),
    annv(vit(38.8, 110, 94, 22, 94),
         ["cachexia", "altered_mental_status_sign", "jaundice", "dehydration_signs", "ruq_tenderness"],
         ["guarding", "distended_abdomen", "hepatomegaly", "pitting_edema", "abdominal_rigidity"]),
    merge(cbc(14.8, 9.6, 118, 88.0, mcv=96), bmp(133, 3.6, 100, 20, 28, 1.0, 132), lft(96, 104, 540, 2.9, alb=2.5),
          lab(lactate=2.7, crp=196.0), coags(15.1, 1.4), ua(color="Amber", bili="SM", wbc=3)),
    [rep("CT ABD & PELVIS WITH CONTRAST", "CT", "Abdomen", """
    EXAMINATION: CT ABD/PELVIS W CONTRAST
    INDICATION: Pancreatic cancer with biliary stent, fever and confusion, ALP 540.
    COMPARISON: CT ___ (staging, 3 months prior).
    FINDINGS:
    Liver: New since prior, three peripheral rim-enhancing fluid collections in the right lobe, the largest
    4.2 x 3.8 cm in segment 8, the others 2.6 and 1.9 cm in segment 6, the largest containing a small focus
    of gas. Two additional subcentimeter hypoenhancing lesions in segment 4 may represent early abscesses
    versus metastases.
    Biliary: Metal CBD stent in place with pneumobilia. No intrahepatic biliary dilatation.
    Pancreas: Ill-defined 3.4 cm hypoenhancing pancreatic head mass encasing the SMV, slightly smaller than
    prior. Upstream pancreatic duct dilated to 5 mm.
    Other: Gallbladder contracted around stent, not well evaluated. Spleen normal. No ascites. Kidneys
    without hydronephrosis. Right chest port.
    IMPRESSION:
    1. New multifocal rim-enhancing hepatic collections, one with gas, consistent with cholangitic ____ in
    the setting of a biliary stent.
    2. Pancreatic head mass, slightly decreased.
    3. Indeterminate subcentimeter segment 4 lesions: abscess versus metastasis, follow-up recommended.
    """,
        ["rim_enhancing_hepatic_collection", "gas_in_hepatic_collection", "pancreatic_mass"],
        ["intrahepatic_biliary_dilation", "free_fluid_abdomen", "simple_ascites", "hydronephrosis"])],
    "Cholangitic liver abscesses (stent-related), pancreatic cancer",
    ["Abscess of liver", "Malignant neoplasm of head of pancreas", "Sepsis, unspecified organism",
     "Presence of other specified functional implants"],
    ["Percutaneous drainage of liver abscess (interventional radiology)"],
    PERC_DRAIN,
    micro={90201: ("ENTEROCOCCUS FAECALIS", BLOOD_SPEC), 90039: ("No growth", URINE_SPEC)},
))

# ---------------------------------------------------------------------------------------------
ENCOUNTERS.append(enc(
    29700027, "liver abscess", "hard",
    txt("""
    31 y/o M, cook, presents for the 2nd time this week. Seen at ___ urgent care 5 days ago with fever, cough
    and R sided chest pain, CXR there read as "possible RLL pneumonia with small effusion", started on
    amoxicillin-clavulanate + azithromycin. Not better. Still fevers (up to 102.6), dry cough, R lower chest
    pain that catches when he takes a deep breath and sometimes goes up to the tip of his R shoulder, short of
    breath with deep breaths. Also vague R upper belly ache. Visited family in Oaxaca, Mexico for 5 weeks,
    returned ~3 weeks ago; while there had a few days of bloody diarrhea that went away on its own. No
    vomiting. No known TB exposure, no weight loss.
    PMH: none. PSH: none. Meds: as above. NKDA. SH: no tobacco, 2-3 beers/wk, no IVDU.
    """),
    ann(["fever", "fever_measured", "cough", "chest_pain", "pleuritic_chest_pain", "ipsilateral_shoulder_pain",
         "dyspnea", "ruq_pain", "abdominal_pain", "recent_travel", "bloody_diarrhea", "alcohol_use"],
        ["vomiting", "tb_exposure", "weight_loss", "prior_abdominal_surgery", "smoker", "injection_drug_use"]),
    txt("""
    T 38.9  HR 108  BP 122/70  RR 22  SpO2 95% RA
    Appears unwell, splinting with breaths.
    Lungs: decreased breath sounds and dullness to percussion at the R base, no crackles elsewhere.
    Abd: soft, tender RUQ and over the lower right ribs laterally (intercostal tenderness). Liver span
    increased to 16 cm by percussion, edge tender. No guarding. No splenomegaly.
    """),
    annv(vit(38.9, 108, 122, 22, 95),
         ["ill_appearing", "diminished_breath_sounds", "ruq_tenderness", "hepatomegaly", "tender_hepatomegaly"],
         ["guarding", "palpable_spleen", "abdominal_rigidity"]),
    merge(cbc(18.2, 13.1, 452, 82.0), bmp(136, 4.0, 101, 23, 12, 0.9, 104), lft(45, 52, 194, 0.9, alb=3.0),
          lab(crp=184.0, lactate=1.3)),
    [rep("CHEST (PA AND LAT)", "Radiograph", "Chest", """
    EXAMINATION: CHEST (PA AND LAT)
    INDICATION: Fever, R pleuritic pain, on antibiotics 5 days for pneumonia.
    COMPARISON: Outside chest radiograph ___ (report only).
    FINDINGS: The right hemidiaphragm is elevated. Small right pleural effusion with adjacent basilar
    opacity, likely atelectasis. Left lung clear. Heart size normal. No pneumothorax.
    IMPRESSION: Elevated right hemidiaphragm with small effusion and basilar atelectasis. Superimposed
    pneumonia not excluded. Given the elevated hemidiaphragm, a subdiaphragmatic process could be considered.
    """,
        EFF,
        ["cardiomegaly", "visceral_pleural_line"]),
     rep("CT ABD & PELVIS WITH CONTRAST", "CT", "Abdomen", """
    EXAMINATION: CT ABDOMEN/PELVIS WITH CONTRAST
    INDICATION: Elevated R hemidiaphragm, fever, RUQ pain, recent travel to Mexico.
    TECHNIQUE: Portal venous phase with coronal/sagittal reformats. Includes the lung bases.
    FINDINGS:
    LUNG BASES: Small right pleural effusion with compressive atelectasis of the right lower lobe. No
    consolidation.
    LIVER: Solitary 8.5 x 7.9 x 7.2 cm low-attenuation collection at the dome (segments 7/8) with an enhancing
    wall and a surrounding rim of edema, abutting the diaphragm. No gas. No rupture into the chest or
    peritoneum.
    GALLBLADDER: normal.
    BILE DUCTS: not dilated.
    PANCREAS, SPLEEN, ADRENALS, KIDNEYS: normal.
    BOWEL: mild wall thickening of the cecum and ascending colon. Appendix normal.
    PERITONEUM: No free fluid or air.
    IMPRESSION:
    1. Solitary 8.5 cm rim-enhancing collection at the hepatic dome. With the travel history and recent
    bloody diarrhea, amoebic ____ is favored over pyogenic.
    2. Mild cecal and ascending colon wall thickening, may represent colitis.
    """,
        ["rim_enhancing_hepatic_collection", "normal_caliber_appendix"] + EFF,
        ["lobar_consolidation", "gas_in_hepatic_collection", "free_fluid_abdomen", "pneumoperitoneum_ct",
         "dilated_appendix", "periappendiceal_fat_stranding"] + GB_N + DUCT_N + PANC_N + KID_N)],
    "Amebic liver abscess",
    ["Amebic liver abscess", "Acute amebic dysentery"],
    [], [],
    micro={90201: ("No growth", BLOOD_SPEC),
           90267: ("No Salmonella, Shigella, Campylobacter or E. coli O157:H7 found", None)},
))

# ---------------------------------------------------------------------------------------------
ENCOUNTERS.append(enc(
    29700028, "liver abscess", "hard",
    txt("""
    Urgent care NP note (faxed with patient): "66M w/ known gallstones (US 2019), 4 days RUQ pain, fever 101.8
    at home, chills. Murphy's equivocal. Concern for acute cholecystitis. Sent to ED for US/surgical eval."

    ED: Mr ___ confirms 4-5 days of dull R upper abdominal pain, constant, not related to meals, fevers and
    drenching sweats at night. Nauseated, no vomiting. Of note, 3-4 weeks ago he had LLQ pain and was told by
    his PCP that he had diverticulitis (CT at ___ showed "sigmoid diverticulitis, no abscess"), treated with
    cipro/metronidazole for 10 days; the LLQ pain resolved. Never had biliary pain from the stones.
    PMH: HTN, BPH, diverticulosis. PSH: none. Meds: lisinopril, tamsulosin. NKDA. SH: retired teacher, no
    smoking, a glass of wine most nights.
    """),
    ann(["gallstones_history", "ruq_pain", "abdominal_pain", "prolonged_constant_pain", "fever", "fever_measured",
         "chills", "night_sweats", "nausea", "diverticulosis_history", "hypertension_history",
         "prostatic_enlargement_history", "raas_blocker_use", "alcohol_use"],
        ["vomiting", "previous_similar_episodes", "prior_abdominal_surgery", "smoker", "pericolic_abscess",
         "postprandial_pain_after_fatty_meal"]),
    txt("""
    Vitals: T 38.4, HR 104, BP 136/82, RR 18, SpO2 97% on RA.
    Gen: tired appearing, diaphoretic.
    Eyes: no scleral icterus.
    Abd: soft, mild RUQ tenderness, Murphy's sign equivocal, no rebound, no guarding. LLQ nontender.
    Liver edge at costal margin.
    """),
    annv(vit(38.4, 104, 136, 18, 97),
         ["tired_appearance", "diaphoretic", "ruq_tenderness"],
         ["jaundice", "rebound_tenderness", "guarding", "llq_tenderness", "abdominal_rigidity", "hepatomegaly"]),
    merge(cbc(17.1, 12.9, 388, 84.0), bmp(135, 4.0, 100, 23, 17, 1.0, 112), lft(61, 48, 236, 1.1, alb=3.1),
          lab(lipase=34.0, crp=168.0, lactate=1.4), ua(wbc=2)),
    [rep("LIVER OR GALLBLADDER US (SINGLE ORGAN)", "Ultrasound", "Abdomen", """
    EXAMINATION: ULTRASOUND RIGHT UPPER QUADRANT
    INDICATION: RUQ pain, fever, known gallstones. Evaluate for cholecystitis.
    COMPARISON: Ultrasound ___ (2019).
    FINDINGS:
    Gallbladder: several mobile shadowing stones, unchanged. Wall 2 mm. No pericholecystic fluid.
    Sonographic Murphy's sign negative.
    Bile ducts: CBD 5 mm. No intrahepatic biliary dilatation.
    Liver: 5.1 x 4.4 cm ill-defined hypoechoic lesion in segment 6 with posterior acoustic enhancement and
    low-level internal echoes, new since 2019. No internal flow.
    Right kidney: normal.
    IMPRESSION:
    1. Cholelithiasis without sonographic evidence of acute cholecystitis.
    2. New hypoechoic lesion in the right hepatic lobe; in a febrile patient an abscess should be considered.
    Contrast CT recommended.
    """,
        ["gallstones", "hypoechoic_liver_lesion"],
        ["gallbladder_wall_thickening", "pericholecystic_fluid", "sonographic_murphy_sign"] + DUCT_N + KID_N),
     rep("CT ABD & PELVIS WITH CONTRAST", "CT", "Abdomen", """
    EXAMINATION: CT A/P WITH CONTRAST
    INDICATION: Hypoechoic liver lesion on US, fever. Recent diverticular inflammation.
    COMPARISON: Outside CT ___ (report only); US today.
    FINDINGS: 5.3 cm rim-enhancing, centrally low-attenuation collection in hepatic segment 6 with mild
    perilesional hyperemia. No internal gas. Occlusive thrombus in a segmental branch of the right portal
    vein feeding segment 6 (pylephlebitis), main portal vein patent. Cholelithiasis without gallbladder wall
    thickening. Sigmoid diverticulosis with mild residual wall thickening of the sigmoid colon but no
    pericolic stranding and no pericolic collection. No free air. Appendix normal. Pancreas, spleen and kidneys
    are unremarkable. Prostate enlarged, 55 cc.
    IMPRESSION:
    1. 5.3 cm segment 6 ____ with segmental right portal vein thrombophlebitis, presumably seeded from the
    recent sigmoid diverticular inflammation.
    2. Cholelithiasis without evidence of acute cholecystitis.
    """,
        ["rim_enhancing_hepatic_collection", "gallstones", "colonic_diverticula", "sigmoid_wall_thickening",
         "normal_caliber_appendix", "enlarged_prostate_imaging"],
        ["gas_in_hepatic_collection", "gallbladder_wall_thickening", "pericolic_fat_stranding", "pericolic_abscess",
         "pneumoperitoneum_ct", "dilated_appendix", "periappendiceal_fat_stranding"] + PANC_N + KID_N)],
    "Pyogenic liver abscess with septic pylephlebitis after sigmoid diverticulitis",
    ["Abscess of liver", "Phlebitis of portal vein", "Calculus of gallbladder without cholecystitis without obstruction",
     "Diverticulosis of large intestine without perforation or abscess without bleeding"],
    ["Percutaneous drainage of liver abscess (interventional radiology)"],
    PERC_DRAIN,
    micro={90201: ("BACTEROIDES FRAGILIS GROUP", BLOOD_SPEC)},
))
