"""Pancreatitis, 29700019-29700024.

29700019 typical   52F gallstone, terse note; gallbladder US then MRCP with a duct stone.
29700020 typical   39M alcohol, outside-hospital transfer note quoting the outside read; necrosis on CT.
29700021 atypical  88M, SBAR nursing handover, confused and hypotensive, post-cholecystectomy duct stone;
                   head CT then non-contrast CT with an incidental aneurysm and a recommendation.
29700022 atypical  24F Crohn's disease started on azathioprine (immunosuppressed); CT organ template.
29700023 hard      29M type 1 diabetic in DKA (history explains the pain), triglycerides 2450; CT.
29700024 hard      45M roofer sent from urgent care with "back strain"; lumbar radiograph then CT.
"""

from common import (APP_N, GB_N, KID_N, PANC_N, DUCT_N, annv, ann, cbc, bmp, lft, ua, coags, lab, merge, rep, txt,
                    vit, enc, EFF, BLOOD_SPEC, URINE_SPEC)

ENCOUNTERS = []

# ---------------------------------------------------------------------------------------------
ENCOUNTERS.append(enc(
    29700019, "pancreatitis", "typical",
    txt("""
    52 y/o F w/ no sig PMH p/w sudden onset severe epigastric pain that woke her at 3 am, boring through to the
    back, 10/10, + N/V x5 (bilious at the end). Can't get comfortable. No fevers. No EtOH ever. No new meds.
    No h/o gallstones that she knows of, never imaged. Last ate at 8 pm (steak dinner).
    PMH: none. PSH: BTL. Meds: none. Allergies: codeine (nausea). SH: no tob.
    """),
    ann(["sudden_severe_abdominal_pain", "epigastric_pain", "pain_radiating_to_back", "nausea", "vomiting",
         "bilious_vomiting", "prior_abdominal_surgery"],
        ["fever", "alcohol_use", "gallstones_history", "smoker", "new_drug_exposure"]),
    txt("""
    VS: 37.3, 112, 156/90, 20, 96%RA
    Gen: restless, shifting on the stretcher
    HEENT: no icterus
    CV: tachy  Lungs: CTA
    Abd: soft, mildly distended, TTP epigastrium > RUQ w/ voluntary guarding, no rebound. Hypoactive BS.
    No flank or periumbilical ecchymoses.
    """),
    annv(vit(37.3, 112, 156, 20, 96),
         ["distended_abdomen", "epigastric_tenderness", "ruq_tenderness", "guarding", "hypoactive_bowel_sounds"],
         ["jaundice", "rebound_tenderness", "abdominal_rigidity", "cullen_sign", "grey_turner_sign"]),
    merge(cbc(14.6, 14.1, 276, 85.0), bmp(138, 3.6, 101, 22, 18, 0.9, 164, ca=8.9), lft(310, 265, 178, 2.2, dbili=1.2),
          lab(lipase=4210.0, lactate=1.8, tg=142.0), ua(sg=1.028, bili="SM", ket="10"), coags(11.8, 1.0)),
    [rep("LIVER OR GALLBLADDER US (SINGLE ORGAN)", "Ultrasound", "Abdomen", """
    EXAMINATION: US ABDOMEN LIMITED (RUQ)
    INDICATION: Epigastric pain, lipase >4000, transaminitis. ?gallstones
    COMPARISON: None.
    FINDINGS:
    LIVER: Normal size and echotexture. No focal lesion. Hepatopetal portal venous flow.
    GALLBLADDER: Multiple small mobile gallstones and layering sludge. Wall 2 mm. No pericholecystic fluid.
    Sonographic Murphy sign negative.
    BILE DUCTS: CBD 7 mm, mildly dilated for age. Distal duct obscured by bowel gas. No intrahepatic biliary
    dilation.
    PANCREAS: Head and body appear edematous and hypoechoic with a small amount of peripancreatic fluid.
    RIGHT KIDNEY: 10.8 cm. No hydronephrosis.
    IMPRESSION:
    1. Cholelithiasis and sludge without sonographic signs of gallbladder inflammation.
    2. Mildly dilated CBD; distal duct not seen. MRCP could be considered.
    3. Edematous pancreas with peripancreatic fluid, in keeping with the clinical diagnosis of acute ____.
    """,
        ["gallstones", "gallbladder_sludge", "cbd_dilation", "pancreatic_edema", "peripancreatic_fluid"],
        ["gallbladder_wall_thickening", "pericholecystic_fluid", "sonographic_murphy_sign",
         "intrahepatic_biliary_dilation", "hydronephrosis"]),
     rep("MRCP (MR ABDOMEN W/O CONTRAST)", "MRCP", "Abdomen", """
    EXAMINATION: MRCP
    INDICATION: Biliary ____, CBD 7 mm on US. Choledocholithiasis?
    TECHNIQUE: Multiplanar T2-weighted imaging, 3D heavily T2-weighted MRCP, DWI, T1 pre contrast. No IV
    contrast given.
    COMPARISON: Ultrasound ___.
    FINDINGS: The common bile duct measures 8 mm and contains a 4 mm filling defect in its distal
    intrapancreatic portion, a stone. No intrahepatic biliary ductal dilation. Numerous small gallstones; the
    gallbladder wall is not thickened. The pancreatic head and body are enlarged and T2 hyperintense with
    surrounding peripancreatic edema and a small volume of fluid tracking along the anterior pararenal space.
    Normal duct of Wirsung, no pancreas divisum. No T2 dark or T1 bright areas to suggest hemorrhage. Liver
    and spleen normal. Kidneys normal.
    IMPRESSION:
    1. Choledocholithiasis: 4 mm distal CBD stone with mild ductal dilation.
    2. Acute interstitial edematous ____. Necrosis cannot be assessed without contrast.
    3. Cholelithiasis.
    """,
        ["cbd_dilation", "common_bile_duct_stone", "gallstones", "pancreatic_edema", "peripancreatic_inflammation",
         "peripancreatic_fluid"],
        ["intrahepatic_biliary_dilation", "gallbladder_wall_thickening"] + KID_N)],
    "Acute gallstone pancreatitis with choledocholithiasis",
    ["Biliary acute pancreatitis without necrosis or infection",
     "Calculus of gallbladder and bile duct without cholecystitis without obstruction"],
    ["ERCP with sphincterotomy and stone extraction", "Laparoscopic cholecystectomy"],
    [("0FC98ZZ", "Extirpation of Matter from Common Bile Duct, Via Natural or Artificial Opening Endoscopic", 10),
     ("0FT44ZZ", "Resection of Gallbladder, Percutaneous Endoscopic Approach", 10)],
))

# ---------------------------------------------------------------------------------------------
ENCOUNTERS.append(enc(
    29700020, "pancreatitis", "typical",
    txt("""
    TRANSFER ACCEPT NOTE - MICU
    Transferred from ___ Community Hospital ED for higher level of care.
    39M with long-standing heavy alcohol use (1/5th vodka daily, last drink ~36 hrs before presentation),
    2 prior admissions at the OSH for alcohol-related ____ (___ and ___), and tobacco use (1 ppd), who
    presented to the OSH yesterday with 2 days of severe epigastric pain radiating to the back and
    persistent vomiting, unable to keep anything down. At the OSH: HR 130s, BP 100/60, lipase 1890, Ca 7.6,
    WBC 19. CT A/P with contrast at OSH was read as "diffusely enlarged, edematous pancreas with extensive
    peripancreatic fluid and stranding; no gallstones." Received 4 L LR, hydromorphone, and was started on CIWA. Transferred
    for rising oxygen requirement and concern for evolving organ dysfunction.
    Further hx per pt limited by pain. He reports dark urine and no stools for 2 days. Denies hematemesis.
    PMH: as above, alcohol withdrawal seizure x1 (2021), HTN (not on meds)
    PSH: none
    Meds: none
    FH: father with alcohol use disorder
    """),
    annv(vit(hr=130, sbp=100),
         ["alcohol_use", "previous_similar_episodes", "smoker", "epigastric_pain", "pain_radiating_to_back",
          "vomiting", "dark_urine", "prior_alcohol_withdrawal", "prior_seizures", "hypertension_history",
          "peripancreatic_fluid", "pancreatic_edema", "peripancreatic_inflammation"],
         ["hematemesis", "prior_abdominal_surgery", "gallstones"]),
    txt("""
    On arrival: T 38.1, HR 124, BP 96/58 (MAP 70), RR 26, SpO2 91% on 4L NC.
    Gen: diaphoretic, uncomfortable, mildly tremulous, oriented x3.
    HEENT: dry MM, anicteric.
    Lungs: diminished breath sounds L base, few crackles.
    CV: tachycardic, regular.
    Abd: distended, tympanic, diffusely tender maximal in the epigastrium, voluntary guarding, no rigidity.
    Hypoactive BS. Faint bluish discoloration of the left flank.
    Ext: warm, no edema. Neuro: mild tremor, CIWA 9.
    """),
    annv(vit(38.1, 124, 96, 26, 91),
         ["diaphoretic", "dehydration_signs", "diminished_breath_sounds", "crackles", "distended_abdomen",
          "tympanic_abdomen", "diffuse_abdominal_tenderness", "epigastric_tenderness", "guarding",
          "hypoactive_bowel_sounds", "grey_turner_sign"],
         ["jaundice", "abdominal_rigidity", "pitting_edema", "altered_mental_status_sign"]),
    merge(cbc(17.2, 17.6, 162, 86.0, mcv=101), bmp(134, 3.2, 99, 17, 32, 1.5, 212, ca=7.4, mg=1.4),
          lft(58, 121, 110, 1.6, alb=2.9, ggt=412), lab(lipase=1210.0, lactate=3.1, tg=210.0, crp=288.0),
          coags(13.8, 1.2)),
    [rep("CT ABD & PELVIS WITH CONTRAST", "CT", "Abdomen", """
    EXAMINATION: CT ABDOMEN/PELVIS WITH IV CONTRAST (PANCREATIC PROTOCOL: LATE ARTERIAL AND PORTAL VENOUS)
    INDICATION: Severe alcohol-related ____, day 3, worsening hypoxia and tachycardia. Assess for necrosis.
    COMPARISON: Outside CT ___ (images reviewed; report as quoted in the transfer note).
    FINDINGS:
    LOWER CHEST: Moderate left and small right pleural effusions with adjacent compressive atelectasis.
    PANCREAS: The pancreas is enlarged. Roughly 30% of the gland in the body and neck fails to enhance,
    consistent with parenchymal necrosis. Extensive peripancreatic fat stranding and acute fluid collections
    in the lesser sac and left anterior pararenal space, without a defined wall yet. No gas in the collections.
    VESSELS: Splenic vein patent but narrowed. No pseudoaneurysm.
    HEPATOBILIARY: Diffuse hepatic steatosis. Gallbladder without stones; mild wall edema likely reactive.
    No biliary dilatation.
    BOWEL: Reactive thickening of the adjacent transverse colon and duodenum. No obstruction.
    PERITONEUM: Small volume ascites.
    KIDNEYS: Normal enhancement, no hydronephrosis.
    IMPRESSION:
    1. Acute necrotizing ____ with about 30% parenchymal necrosis and acute necrotic collections; no infected
    (gas-containing) collection.
    2. Bilateral pleural effusions, left greater than right.
    3. Hepatic steatosis.
    """,
        ["pancreatic_necrosis", "peripancreatic_inflammation", "peripancreatic_fluid", "free_fluid_abdomen",
         "simple_ascites", "gallbladder_wall_thickening", "gastroduodenal_wall_thickening"] + EFF,
        ["gallstones", "cbd_dilation", "intrahepatic_biliary_dilation", "hydronephrosis"])],
    "Acute necrotizing alcohol-induced pancreatitis",
    ["Alcohol induced acute pancreatitis with uninfected necrosis", "Alcohol dependence with withdrawal, uncomplicated",
     "Acute respiratory failure with hypoxia", "Pleural effusion, not elsewhere classified"],
    [], [],
    micro={90201: ("No growth", BLOOD_SPEC)},
))

# ---------------------------------------------------------------------------------------------
ENCOUNTERS.append(enc(
    29700021, "pancreatitis", "atypical",
    txt("""
    ED RN handover (SBAR), resus bay 2
    S: 88 y/o M BIBA from home after daughter found him on the bedroom floor this morning, confused. Unknown
    time down, last seen well at 9 pm last night. Hypotensive for EMS 82/50, 500 mL NS en route.
    B: AF on warfarin, CHF (EF 35%), HTN, CKD 3, lap chole 2012, L TKR. Lives alone, uses a cane. Daughter
    says he has been "off" for a day, vomited twice yesterday evening, and when she asked him today he
    said his stomach hurt. No known head strike but found on the floor.
    A: GCS 14, disoriented to time and place. HR 110s irregular. BP 86/52 after bolus. Temp 36.1. RR 24.
    Sats 93% RA. Winces when the upper abdomen is pressed. Skin cool. INR pending. 2 large-bore IVs in.
    R: Needs MD eval now, sepsis workup, CT head per trauma protocol, bloods, cultures x2 drawn.
    """),
    annv(vit(36.1, 110, 86, 24, 93),
         ["confusion", "vomiting", "abdominal_pain", "atrial_fibrillation_history", "anticoagulant_use",
          "prior_heart_failure", "hypertension_history", "ckd_history", "prior_cholecystectomy",
          "prior_abdominal_surgery", "altered_mental_status_sign", "epigastric_tenderness"],
         ["head_trauma"]),
    txt("""
    MD exam: T 36.1, HR 118 irreg irreg, BP 86/52, RR 24, SpO2 93% RA.
    Elderly man, drowsy but answers, disoriented to place/time. No scalp hematoma or lacerations. Mild scleral
    icterus. Dry mucosa. JVP not raised. Lungs: bibasilar crackles. Heart irregularly irregular, 2/6 SEM.
    Abdomen soft, not distended, tender in the epigastrium without guarding or rigidity. Old laparoscopic scars.
    No flank bruising. 1+ pitting edema both ankles. Moves all four limbs, no focal deficit.
    """),
    annv(vit(36.1, 118, 86, 24, 93),
         ["drowsiness", "prior_abdominal_surgery", "irregularly_irregular_pulse", "altered_mental_status_sign", "jaundice", "dehydration_signs",
          "bibasilar_crackles", "crackles", "epigastric_tenderness", "pitting_edema"],
         ["scalp_hematoma", "jugular_venous_distension", "distended_abdomen", "guarding", "abdominal_rigidity",
          "grey_turner_sign", "hemiparesis"]),
    merge(cbc(15.2, 12.1, 142, 89.0), bmp(131, 5.4, 97, 16, 54, 2.1, 156, ca=8.0),
          lft(188, 236, 310, 3.4, dbili=2.5, alb=3.0), lab(lipase=980.0, lactate=3.4, trop=0.04, bnp=4200.0),
          coags(32.1, 2.6), ua(color="Amber", bili="MOD", sg=1.024, wbc=2)),
    [rep("CT HEAD W/O CONTRAST", "CT", "Head", """
    EXAMINATION: CT HEAD WITHOUT CONTRAST
    INDICATION: Elderly on warfarin found down, confused.
    TECHNIQUE: Axial non-contrast images of the head with coronal and sagittal reformats.
    COMPARISON: None.
    FINDINGS: No intracranial hemorrhage, mass effect or midline shift. No acute territorial infarct.
    Generalized parenchymal volume loss with proportional ventricular enlargement. Patchy periventricular white
    matter hypodensities, most consistent with chronic small vessel ischemic disease. Basal cisterns patent.
    No calvarial fracture. Mastoids and visualized sinuses clear.
    IMPRESSION: No acute intracranial abnormality. Atrophy and chronic microvascular changes.
    """,
        ["generalized_cerebral_atrophy"],
        ["acute_infarct_hypodensity"]),
     rep("CT ABD & PELVIS W/O CONTRAST", "CT", "Abdomen", """
    EXAMINATION: CT ABDOMEN AND PELVIS WITHOUT CONTRAST
    INDICATION: 88M hypotension, epigastric tenderness, lipase 980, AKI. Contrast withheld for renal function.
    COMPARISON: None available.
    FINDINGS:
    Lung bases: small bilateral pleural effusions. Cardiomegaly, partially imaged.
    Liver: no focal lesion on non-contrast technique. Mild intrahepatic biliary ductal dilatation.
    Biliary: status post cholecystectomy. The common bile duct is dilated to 11 mm and contains an 8 mm
    dense stone in its distal segment.
    Pancreas: diffusely enlarged and edematous with peripancreatic fat stranding and fluid tracking along
    the left anterior pararenal space and the root of the mesentery.
    Spleen, adrenals: unremarkable.
    Kidneys: bilateral cortical thinning and small simple cysts. No hydronephrosis. No stones.
    Bowel: no obstruction. Scattered colonic diverticula without inflammation.
    Vessels: infrarenal abdominal aortic aneurysm measuring 3.6 cm, no periaortic stranding.
    Bones: chronic L1 compression deformity. Left knee arthroplasty partially seen.
    IMPRESSION:
    1. Choledocholithiasis with biliary dilatation, and acute ____ (likely biliary).
    2. Infrarenal AAA 3.6 cm.
    3. Small bilateral pleural effusions.
    RECOMMENDATION: Ultrasound surveillance of the aneurysm in 2-3 years if consistent with goals of care.
    """,
        ["intrahepatic_biliary_dilation", "cbd_dilation", "common_bile_duct_stone", "pancreatic_edema",
         "peripancreatic_inflammation", "peripancreatic_fluid", "cardiomegaly", "colonic_diverticula",
         "vertebral_compression_fracture"] + EFF,
        ["hydronephrosis", "renal_calculus", "sigmoid_wall_thickening", "pericolic_fat_stranding"])],
    "Acute biliary pancreatitis with choledocholithiasis",
    ["Biliary acute pancreatitis without necrosis or infection",
     "Calculus of bile duct without cholangitis or cholecystitis with obstruction", "Shock, unspecified", "Persistent atrial fibrillation", "Chronic systolic (congestive) heart failure",
     "Abdominal aortic aneurysm, without rupture"],
    ["ERCP with sphincterotomy and stone extraction"],
    [("0FC98ZZ", "Extirpation of Matter from Common Bile Duct, Via Natural or Artificial Opening Endoscopic", 10)],
    micro={90201: ("ESCHERICHIA COLI", BLOOD_SPEC), 90039: ("No growth", URINE_SPEC)},
))

# ---------------------------------------------------------------------------------------------
ENCOUNTERS.append(enc(
    29700022, "pancreatitis", "atypical",
    txt("""
    24 yo F w/ ileocolonic Crohn's dx 2019, previously on mesalamine, started azathioprine 100 mg daily 3 weeks
    ago by her GI (steroid taper finished last month), p/w 1 day of epigastric pain, band-like and going
    through to her back, with nausea and 3 episodes of vomiting. Says this is different from her Crohn's pain,
    which is usually RLQ and crampy. Stools at baseline 2-3/day, formed-ish, no blood. No fevers.
    Doesn't drink alcohol. No known gallstones. LMP 1 wk ago.
    PMH: Crohn's, iron deficiency. PSH: none. Meds: azathioprine, ferrous sulfate, vit D.
    SH: grad student, never smoker. FH: mother ulcerative colitis.
    """),
    ann(["immunosuppression", "epigastric_pain", "pain_radiating_to_back", "nausea", "vomiting", "new_drug_exposure",
         "family_history_ibd"],
        ["bloody_diarrhea", "rectal_bleeding", "fever", "alcohol_use", "gallstones_history", "prior_abdominal_surgery",
         "smoker"]),
    txt("""
    Vitals: Temp 37.0 | HR 98 | BP 118/70 | RR 16 | SpO2 99% RA
    Gen: thin young woman, lying curled on her side
    Abd: soft, ND, tender epigastrium, no guarding or rebound, mild RLQ fullness without tenderness.
    Perianal: two small skin tags, no fistula openings, no abscess.
    """),
    annv(vit(37.0, 98, 118, 16, 99),
         ["epigastric_tenderness", "perianal_skin_tags", "rlq_fullness"],
         ["distended_abdomen", "guarding", "rebound_tenderness", "rlq_tenderness", "abdominal_rigidity"]),
    merge(cbc(10.6, 11.8, 412, 79.0, mcv=84), bmp(139, 3.8, 104, 24, 9, 0.6, 98, ca=9.3), lft(22, 25, 71, 0.4),
          lab(lipase=642.0, tg=95.0, hcg="NEG", crp=56.0), ua(ket="40", sg=1.025)),
    [rep("CT ABD & PELVIS WITH CONTRAST", "CT", "Abdomen", """
    EXAMINATION: CT ABD/PELVIS W/ IV CONTRAST
    INDICATION: Crohn's on azathioprine, epigastric pain, lipase 642.
    TECHNIQUE: Portal venous phase, oral contrast given.
    COMPARISON: CT enterography ___ (2 years prior).
    FINDINGS:
    Lung bases: Clear.
    Liver: Normal.
    Gallbladder: Normal. No stones.
    Bile ducts: Normal caliber.
    Pancreas: Diffusely enlarged with mild peripancreatic fat stranding, most marked around the head and
    uncinate. Homogeneous enhancement without necrosis. No peripancreatic collection.
    Spleen: Normal.
    Kidneys: Normal. No hydronephrosis.
    Bowel: 12 cm segment of terminal ileal wall thickening with mucosal hyperenhancement and mild
    surrounding fibrofatty proliferation, similar in extent to prior, without upstream dilatation. No fistula
    or abscess. The appendix is normal.
    Lymph nodes: Several subcentimeter ileocolic nodes.
    Pelvis: Normal uterus and ovaries. Trace free fluid, likely physiologic.
    IMPRESSION:
    1. Mild acute interstitial ____, in the setting of recent azathioprine.
    2. Chronic active-appearing terminal ileal Crohn's disease, unchanged in extent. No complication.
    """,
        ["pancreatic_edema", "peripancreatic_inflammation", "terminal_ileal_wall_thickening", "normal_caliber_appendix",
         "free_pelvic_fluid", "terminal_ileal_inflammation_ct"],
        ["pancreatic_necrosis", "peripancreatic_fluid", "dilated_small_bowel_loops", "enteric_fistula_abscess",
         "ovarian_cyst_lesion"] + GB_N + DUCT_N + KID_N + APP_N)],
    "Drug-induced acute pancreatitis (azathioprine)",
    ["Drug induced acute pancreatitis without necrosis or infection", "Crohn's disease of both small and large intestine without complications",
     "Adverse effect of other immunosuppressive agents, initial encounter"],
    [], [],
))

# ---------------------------------------------------------------------------------------------
ENCOUNTERS.append(enc(
    29700023, "pancreatitis", "hard",
    txt("""
    29M T1DM since age 11 on insulin pump, presents w/ "my sugar is high and I can't stop throwing up."
    Pump tubing kinked/site failure noticed yesterday, BG "HI" on meter overnight. Polyuria, polydipsia x2d.
    Vomiting since last night (~8x), diffuse abdominal pain that he attributes to "the DKA, it always does
    this." Had 2 prior DKA admissions (2017, 2020), both with belly pain that resolved with the insulin drip.
    Drinks 6-10 beers on weekends, more than usual last weekend (bachelor party). Denies drugs. No fevers,
    no cough, no dysuria.
    PMH: T1DM, hypothyroidism. PSH: none. Meds: insulin aspart via pump, levothyroxine. NKDA.
    FH: father with "high cholesterol and triglycerides", MI at 49.
    """),
    ann(["type1_diabetes_history", "diabetes_history", "insulin_therapy", "polyuria_polydipsia", "vomiting",
         "diffuse_abdominal_pain", "abdominal_pain", "alcohol_use", "family_history_cad"],
        ["fever", "cough", "dysuria", "prior_abdominal_surgery"]),
    txt("""
    T 37.1 HR 122 BP 108/66 RR 28 (deep) SpO2 99% RA
    Gen: ill-appearing, fatigued, fruity odor on breath
    HEENT: very dry mucous membranes
    Resp: Kussmaul respirations, clear
    CV: tachycardic, regular
    Abd: diffusely tender, more than I would expect, with focal epigastric tenderness and voluntary guarding
    there; no rebound. Hypoactive bowel sounds. Not distended.
    Skin: eruptive yellow papules on the extensor forearms.
    """),
    annv(vit(37.1, 122, 108, 28, 99),
         ["tired_appearance", "ill_appearing", "fruity_breath_odor", "dehydration_signs", "kussmaul_respirations",
          "diffuse_abdominal_tenderness", "epigastric_tenderness", "guarding", "hypoactive_bowel_sounds"],
         ["rebound_tenderness", "distended_abdomen"]),
    merge(cbc(18.4, 16.1, 322, 88.0), bmp(128, 5.9, 90, 9, 31, 1.6, 486), lft(31, 34, 98, 0.8),
          lab(lipase=1260.0, tg=2450.0, lactate=2.6, ph=7.12), ua(glu="1000", ket="150", sg=1.030, prot="30")),
    [rep("CT ABD & PELVIS WITH CONTRAST", "CT", "Abdomen", """
    EXAMINATION: CT ABDOMEN PELVIS WITH IV CONTRAST
    INDICATION: DKA with persistent abdominal pain after anion gap closure, TG 2450, lipase 1260.
    TECHNIQUE: Helical CT, portal venous phase, after 1 L IV fluid. 3 mm axial, coronal and sagittal.
    COMPARISON: None.
    FINDINGS:
    The pancreas is diffusely swollen with peripancreatic fat stranding and fluid surrounding the body and
    tail and tracking into the left anterior pararenal space. Parenchymal enhancement is homogeneous without
    nonenhancing areas. Splenic and portal veins patent.
    The liver is enlarged (19 cm craniocaudal) and diffusely low in attenuation, consistent with fatty
    infiltration. Gallbladder is normal, without stones or wall thickening. No biliary dilatation.
    Kidneys enhance symmetrically; no hydronephrosis. Bowel normal in caliber. The appendix is normal. No
    free air.
    IMPRESSION:
    Acute interstitial edematous ____ without necrosis, in a patient with severe hypertriglyceridemia.
    Hepatomegaly with steatosis.
    """,
        ["pancreatic_edema", "peripancreatic_inflammation", "peripancreatic_fluid", "steatotic_hepatomegaly",
         "normal_caliber_appendix"],
        ["pancreatic_necrosis", "pneumoperitoneum_ct", "dilated_small_bowel_loops", "hydronephrosis"]
        + GB_N + DUCT_N + APP_N)],
    "Hypertriglyceridemia-induced acute pancreatitis; diabetic ketoacidosis",
    ["Other acute pancreatitis without necrosis or infection", "Type 1 diabetes mellitus with ketoacidosis without coma",
     "Hypertriglyceridemia, unspecified"],
    [], [],
))

# ---------------------------------------------------------------------------------------------
ENCOUNTERS.append(enc(
    29700024, "pancreatitis", "hard",
    txt("""
    45 yo M roofer seen at ___ Urgent Care 2 days ago for mid back pain after carrying shingles up a ladder,
    X-ray of the L spine there showed only wear and tear, diagnosed with a back strain and given ibuprofen
    800 mg TID and cyclobenzaprine. Returns to the ED because the pain is worse, now 9/10, "goes right through
    me from the back to the front". When asked directly he also has a band of pain across his upper belly.
    Vomiting x4 since this morning, can't keep the pills down. Binge drinking over the weekend (birthday).
    Usually 4-5 beers a night. No leg weakness or numbness, no bowel/bladder incontinence. No fever.
    PMH: GERD, gout. PSH: none. Meds: as above, allopurinol. SH: smokes 1/2 ppd.
    """),
    ann(["back_pain", "heavy_lifting", "nsaid_use", "epigastric_pain", "vomiting", "alcohol_use", "smoker",
         "prior_gout_attacks"],
        ["leg_weakness", "leg_numbness", "fever", "prior_abdominal_surgery", "urinary_incontinence_episode"]),
    txt("""
    BP 150/94  P 104  R 20  T 37.6  SpO2 97%
    Uncomfortable, sitting forward on the stretcher.
    Back: no midline spinal tenderness, no paraspinal spasm. SLR negative bilaterally. Strength 5/5 LE,
    sensation intact.
    Abd: tender epigastrium with voluntary guarding, no rebound. Hypoactive bowel sounds. Not distended.
    Murphy's negative.
    """),
    annv(vit(37.6, 104, 150, 20, 97),
         ["epigastric_tenderness", "guarding", "hypoactive_bowel_sounds"],
         ["vertebral_tenderness", "paraspinal_spasm", "positive_straight_leg_raise", "rebound_tenderness",
          "distended_abdomen", "murphy_sign"]),
    merge(cbc(15.9, 15.6, 244, 84.0, mcv=99), bmp(136, 3.5, 98, 21, 16, 1.0, 151, ca=8.6), lft(46, 88, 92, 1.2, ggt=260),
          lab(lipase=2140.0, tg=320.0, lactate=1.7), ua(ket="40", sg=1.030)),
    [rep("L-SPINE (AP & LAT)", "Radiograph", "Spine", """
    EXAMINATION: LUMBAR SPINE, 3 VIEWS (___ Urgent Care, outside study imported for comparison)
    INDICATION: Back pain after lifting.
    FINDINGS: Five lumbar-type vertebral bodies. Alignment is maintained. Vertebral body heights are
    preserved without compression fracture. Mild disc space narrowing at L4-L5 with small anterior
    osteophytes. Facets unremarkable. SI joints unremarkable. Nonspecific bowel gas pattern.
    IMPRESSION: Mild degenerative change at L4-L5. No acute osseous abnormality.
    """,
        ["disc_space_narrowing_xr", "osteophytes"],
        ["vertebral_compression_fracture"]),
     rep("CT ABD & PELVIS WITH CONTRAST", "CT", "Abdomen", """
    EXAMINATION: CT ABDOMEN AND PELVIS W/ CONTRAST
    INDICATION: Epigastric and back pain, lipase >2000.
    FINDINGS: The pancreas is diffusely enlarged with indistinct margins, peripancreatic fat stranding and a
    small amount of peripancreatic fluid in the lesser sac and along the left anterior renal fascia.
    Pancreatic parenchyma enhances homogeneously. No calcifications or ductal dilatation. Liver is diffusely
    hypoattenuating consistent with steatosis, normal in size. No calcified gallstones are seen; the
    gallbladder is not distended. No biliary dilation. Kidneys and adrenals normal. No bowel obstruction.
    The aorta is normal in caliber. No retroperitoneal hematoma. Degenerative changes at L4-5.
    IMPRESSION: Acute interstitial ____. No necrosis.
    """,
        ["pancreatic_edema", "peripancreatic_inflammation", "peripancreatic_fluid"],
        ["pancreatic_necrosis", "gallstones", "gallbladder_distension", "cbd_dilation", "intrahepatic_biliary_dilation",
         "steatotic_hepatomegaly"] + KID_N)],
    "Acute alcohol-induced pancreatitis",
    ["Alcohol induced acute pancreatitis without necrosis or infection", "Alcohol abuse, uncomplicated"],
    [], [],
))
