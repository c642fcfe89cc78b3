"""Cholecystitis, 29700007-29700012.

29700007 typical   46F, old EHR note in capitals after a fatty meal; one-paragraph gallbladder US.
29700008 typical   58M diabetic, resident H&P with ROS list; CT with "Organ: ..." lines, then US.
29700009 atypical  84F care-home letter, no pain reported, sepsis; CXR, US (no stones), HIDA.
29700010 atypical  30 weeks pregnant, OB triage note (HELLP considered); gallbladder US.
29700011 hard      67M after CABG, called in as chest pain; CTA chest catches the gallbladder, then US.
29700012 hard      41F, GP letter "?pyelonephritis" then UK SHO clerking; UK ultrasound.
"""

from common import (GB_N, KID_N, PANC_N, DUCT_N, annv, ann, cbc, bmp, lft, ua, coags, lab, merge, rep, txt, vit,
                    enc, EFF, BLOOD_SPEC, URINE_SPEC)

ENCOUNTERS = []

LAP_CHOLE = [("0FT44ZZ", "Resection of Gallbladder, Percutaneous Endoscopic Approach", 10)]

# ---------------------------------------------------------------------------------------------
ENCOUNTERS.append(enc(
    29700007, "cholecystitis", "typical",
    txt("""
    CHIEF COMPLAINT: RUQ PAIN
    HPI: 46 YO F C/O RUQ PAIN SINCE ABOUT 10 PM LAST NIGHT AFTER A LARGE FRIED CHICKEN DINNER. PAIN IS
    CONSTANT NOT COMING AND GOING 8/10 RADIATES TO R SHOULDER BLADE. NAUSEA VOMITED X2 FOOD CONTENTS. NO
    FEVER AT HOME THAT SHE KNOWS OF. HAD SIMILAR PAIN 2 TIMES LAST YEAR AFTER EATING BUT THOSE LASTED 1-2 HRS
    AND WENT AWAY ON THEIR OWN SO DID NOT SEEK CARE. NO DIARRHEA NO URINARY SX NO CHEST PAIN
    PMH: HTN OBESITY
    MEDS: LISINOPRIL 20 MG DAILY
    ALL: NKDA
    PSH: C SECTION X2
    SH: NO TOB OCC ETOH NO DRUGS
    """),
    ann(["ruq_pain", "postprandial_pain_after_fatty_meal", "prolonged_constant_pain", "pain_radiating_to_right_scapula",
         "nausea", "vomiting", "previous_similar_episodes", "pain_resolving_within_hours", "hypertension_history",
         "obesity", "raas_blocker_use", "prior_abdominal_surgery", "alcohol_use"],
        ["colicky_abdominal_pain", "fever", "diarrhea", "dysuria", "urinary_frequency", "chest_pain", "smoker"]),
    txt("""
    VS 100.6 102 148/88 18 97%RA
    GEN OBESE F UNCOMFORTABLE
    HEENT SCLERA ANICTERIC
    CV RRR NO MURMUR
    LUNGS CTA B/L
    ABD SOFT OBESE TTP RUQ + MURPHY NO REBOUND ND BS NL
    EXT NO EDEMA
    """),
    annv(vit(100.6, 102, 148, 18, 97),
         ["obesity", "ruq_tenderness", "murphy_sign"],
         ["jaundice", "rebound_tenderness", "distended_abdomen", "hyperactive_bowel_sounds", "hypoactive_bowel_sounds",
          "abdominal_rigidity", "pitting_edema"]),
    merge(cbc(14.2, 13.4, 318, 81.0), bmp(138, 3.9, 101, 24, 13, 0.8, 131), lft(48, 40, 118, 1.3),
          lab(lipase=32.0)),
    [rep("LIVER OR GALLBLADDER US (SINGLE ORGAN)", "Ultrasound", "Abdomen", """
    EXAMINATION: US RUQ
    INDICATION: RUQ pain, + Murphy, WBC 14
    FINDINGS: The gallbladder is distended, measuring 10.8 x 4.6 cm, and contains multiple shadowing stones
    up to 1.8 cm, one lodged in the gallbladder neck and immobile on left lateral decubitus positioning.
    Wall thickness 5 mm (thickened), and a little pericholecystic fluid. The sonographer reports a
    positive sonographic Murphy's sign. The common bile duct measures 4 mm. No intrahepatic ductal
    dilatation. The liver is diffusely echogenic, compatible with fatty infiltration, without focal lesion.
    Head and body of the pancreas unremarkable, tail obscured by bowel gas. Right kidney 11.2 cm, normal,
    no hydronephrosis.
    IMPRESSION: Cholelithiasis with gallbladder distension, wall thickening, pericholecystic fluid and
    positive sonographic Murphy's sign, consistent with acute ____. Stone impacted in the neck.
    Hepatic steatosis.
    """,
        ["gallbladder_distension", "gallstones", "impacted_gallbladder_neck_stone", "gallbladder_wall_thickening",
         "pericholecystic_fluid", "sonographic_murphy_sign"],
        ["cbd_dilation", "intrahepatic_biliary_dilation"] + PANC_N + KID_N)],
    "Acute calculous cholecystitis",
    ["Calculus of gallbladder with acute cholecystitis without obstruction", "Essential (primary) hypertension",
     "Obesity, unspecified"],
    ["Laparoscopic cholecystectomy"],
    LAP_CHOLE,
))

# ---------------------------------------------------------------------------------------------
ENCOUNTERS.append(enc(
    29700008, "cholecystitis", "typical",
    txt("""
    Medicine/Surgery admission H&P (PGY-1)
    CC: right upper abdominal pain x 2 days

    HPI: Mr. ___ is a 58 y/o man with T2DM on metformin, HLD and CAD s/p PCI to LAD (___) who presents with
    2 days of right upper abdominal pain. Pain began gradually after lunch on ___, has been constant since,
    now 7/10, worse with deep breaths. Associated with fevers to 101.5 and shaking chills last night, nausea,
    and poor appetite. He has not vomited. No prior episodes like this. He took ibuprofen without relief.

    ROS:
    Constitutional: + fevers, + chills, - weight loss, - night sweats
    Eyes: - yellowing
    CV: - chest pain, - palpitations
    Resp: - SOB, - cough
    GI: + nausea, + anorexia, - vomiting, - diarrhea, - melena, - BRBPR
    GU: - dysuria, - hematuria
    ROS otherwise negative.

    PMH:
    - T2DM (last A1c 8.2)
    - HLD
    - CAD s/p DES to LAD ___, no angina since
    PSH:
    - appendectomy age 12
    - R knee arthroscopy
    Meds: metformin 1000 BID, atorvastatin 80, ASA 81, metoprolol succinate 50
    Allergies: NKDA
    Social: lives with wife, retired mail carrier. Former smoker, quit 10 yrs ago (20 pk-yr). Rare alcohol.
    Family: Father MI at 60. Mother T2DM.
    """),
    ann(["alcohol_use", "ruq_pain", "prolonged_constant_pain", "fever", "fever_measured", "chills", "nausea", "anorexia",
         "diabetes_history", "metformin_use", "hyperlipidemia_history", "coronary_artery_disease_history",
         "prior_appendectomy", "prior_abdominal_surgery", "former_smoker", "family_history_cad",
         "family_history_diabetes", "nsaid_use"],
        ["previous_similar_episodes", "weight_loss", "night_sweats", "jaundice", "chest_pain", "palpitations",
         "dyspnea", "cough", "vomiting", "diarrhea", "melena", "rectal_bleeding", "dysuria", "gross_hematuria"]),
    txt("""
    Vitals: T 38.9 HR 112 BP 138/84 RR 20 SpO2 96% RA
    Gen: ill-appearing, diaphoretic, lying still
    HEENT: sclerae anicteric, MMM
    CV: tachycardic, regular, no m/r/g
    Pulm: CTAB, shallow inspiration
    Abd: nondistended. Tender RUQ with inspiratory arrest on deep palpation under the R costal margin.
    Voluntary guarding RUQ. No rebound. Remainder of abdomen soft, NT.
    Ext: WWP, no edema
    Neuro: A&Ox3
    """),
    annv(vit(38.9, 112, 138, 20, 96),
         ["ill_appearing", "diaphoretic", "ruq_tenderness", "murphy_sign", "guarding"],
         ["jaundice", "distended_abdomen", "rebound_tenderness", "pitting_edema", "new_heart_murmur"]),
    merge(cbc(17.9, 14.6, 276, 88.0, bands=4.0), bmp(134, 4.3, 99, 21, 22, 1.1, 248), lft(64, 58, 160, 2.1, dbili=0.9),
          lab(lipase=41.0, lactate=1.9), ua(glu="300", ket="TR")),
    [rep("CT ABD & PELVIS WITH CONTRAST", "CT", "Abdomen", """
    EXAMINATION: CT abdomen and pelvis with IV contrast
    INDICATION: Fever, RUQ pain, leukocytosis in diabetic
    TECHNIQUE: Portal venous phase imaging, 3 mm axial, coronal and sagittal reformats.
    COMPARISON: None.
    FINDINGS:
    Lower chest: Clear lung bases. Mild coronary calcification.
    Liver: Normal.
    Gallbladder: Distended with wall thickening to 6 mm and pericholecystic fat stranding. Several layering
    hyperdense calculi.
    Bile ducts: No intra- or extrahepatic dilatation.
    Pancreas: Normal.
    Spleen: Normal.
    Adrenals: Normal.
    Kidneys: 1.2 cm hypodense lesion in the left lower pole, too small to characterize. No hydronephrosis.
    Bowel: No obstruction. Appendix surgically absent.
    Vessels: Moderate aortoiliac atherosclerosis.
    Lymph nodes: Not enlarged.
    Pelvis: Bladder and prostate unremarkable. No free fluid.
    Bones: Degenerative changes.
    IMPRESSION: Distended, thick-walled gallbladder with surrounding inflammation and gallstones, suggestive of
    acute ____. Correlate with ultrasound.
    """,
        ["coronary_artery_calcification", "gallbladder_distension", "gallbladder_wall_thickening",
         "pericholecystic_fat_stranding", "gallstones"],
        ["cbd_dilation", "intrahepatic_biliary_dilation", "hydronephrosis", "free_pelvic_fluid"] + PANC_N),
     rep("LIVER OR GALLBLADDER US (SINGLE ORGAN)", "Ultrasound", "Abdomen", """
    EXAMINATION: GALLBLADDER ULTRASOUND
    INDICATION: CT with gallbladder wall thickening and stones.
    COMPARISON: CT same day.
    FINDINGS:
    Gallbladder: The wall is thickened to 8 mm with a striated appearance. Linear echogenic membranes float
    within the lumen. Multiple shadowing stones. Pericholecystic fluid along the hepatic surface. Sonographic
    Murphy sign could not be assessed as the patient had received IV hydromorphone.
    Common duct: 5 mm.
    Liver: Normal echotexture.
    IMPRESSION:
    Calculous ____ with striated wall and intraluminal membranes, concerning for gangrenous change. Surgical
    team aware.
    """,
        ["gallbladder_wall_thickening", "gallstones", "pericholecystic_fluid"],
        ["cbd_dilation"])],
    "Acute gangrenous cholecystitis",
    ["Calculus of gallbladder with acute cholecystitis without obstruction", "Type 2 diabetes mellitus with hyperglycemia",
     "Atherosclerotic heart disease of native coronary artery without angina pectoris"],
    ["Laparoscopic converted to open cholecystectomy"],
    [("0FT40ZZ", "Resection of Gallbladder, Open Approach", 10)],
    micro={90201: ("No growth", BLOOD_SPEC)},
))

# ---------------------------------------------------------------------------------------------
ENCOUNTERS.append(enc(
    29700009, "cholecystitis", "atypical",
    txt("""
    Transfer letter, ___ Nursing & Residential Home:
    Dear Doctor, Re: Mrs ___, DOB ___. We are sending Mrs ___ to you as she has been more confused and drowsy
    since yesterday afternoon and is not herself. She has eaten very little and vomited once this morning.
    Temperature 38.3 (tympanic) at 07:00. She has not complained of pain but winced when staff helped her to
    dress. Background: Alzheimer's dementia, type 2 diabetes (diet controlled), hypertension, osteoarthritis,
    fractured right neck of femur (dynamic hip screw ___). Mobilises with a frame and one carer. Medication:
    amlodipine 5mg, paracetamol 1g QDS, donepezil 10mg, Adcal-D3. NKDA. DNACPR in place, family aware.

    ED: Pt unable to give a history. Daughter (NOK) by phone: mum "went off" over 2 days, no falls, no cough
    that she knows of, catheter never needed.
    """),
    ann(["confusion", "drowsiness", "vomiting", "fever_measured", "diabetes_history", "hypertension_history",
         "reduced_mobility"],
        ["cough", "indwelling_catheter"]),
    txt("""
    T 38.6 HR 106 BP 102/58 RR 24 SpO2 93% RA -> 96% on 2L
    Drowsy but rousable, oriented to name only. Dry mucous membranes. Not jaundiced.
    Chest: fine crackles at both bases.
    CVS: tachycardic, HS normal.
    Abdo: soft, grimaces on palpation of the RUQ, no guarding, not distended. Murphy's not reliably
    assessable. BS present. Healed lateral R hip scar.
    Skin: no pressure sores. Calves soft.
    """),
    annv(vit(38.6, 106, 102, 24, 93),
         ["altered_mental_status_sign", "dehydration_signs", "bibasilar_crackles", "crackles", "ruq_tenderness",
          "drowsiness"],
         ["jaundice", "guarding", "distended_abdomen", "abdominal_rigidity"]),
    merge(cbc(19.1, 11.6, 342, 90.0, bands=8.0), bmp(147, 4.8, 109, 21, 46, 1.6, 212), lft(52, 61, 191, 1.9, alb=2.8),
          lab(lipase=38.0, lactate=2.8, crp=248.0), ua(sg=1.028, ket="10", prot="30", wbc=3), coags(13.9, 1.2)),
    [rep("CHEST (PORTABLE AP)", "Radiograph", "Chest", """
    EXAMINATION: Chest, single AP portable view.
    INDICATION: Sepsis, ? source.
    FINDINGS: Low lung volumes. Patchy bibasilar opacities most compatible with atelectasis. No focal
    consolidation. No pleural effusion or pneumothorax. Heart size top normal, unchanged from ___. No free air
    beneath the diaphragms. Degenerative changes of both shoulders.
    IMPRESSION: No acute cardiopulmonary process.
    """,
        [],
        ["lobar_consolidation", "cardiomegaly", "free_air_under_diaphragm", "free_air_on_radiograph"] + EFF),
     rep("LIVER OR GALLBLADDER US (SINGLE ORGAN)", "Ultrasound", "Abdomen", """
    EXAMINATION: RUQ ULTRASOUND
    INDICATION: 84F, sepsis, RUQ tenderness, raised ALP.
    COMPARISON: None.
    FINDINGS:
    The gallbladder is distended (11 x 5 cm) with layering echogenic sludge. No shadowing calculi. The wall
    measures 6 mm, thickened, and a thin layer of pericholecystic fluid is present. Sonographic Murphy's sign unable to be
    assessed due to mental status.
    CBD 6 mm, within normal limits for age. No intrahepatic biliary dilatation.
    Liver: coarse echotexture, no focal lesion.
    Right kidney: cortical thinning, no hydronephrosis.
    IMPRESSION:
    Distended gallbladder with sludge, wall thickening and pericholecystic fluid, without stones. In this
    clinical setting acalculous ____ is a consideration; HIDA scan may help.
    """,
        ["gallbladder_distension", "gallbladder_sludge", "gallbladder_wall_thickening", "pericholecystic_fluid"],
        ["gallstones", "cbd_dilation", "intrahepatic_biliary_dilation", "hydronephrosis"]),
     rep("HEPATOBILIARY (HIDA) SCAN", "HIDA", "Abdomen", """
    EXAMINATION: HEPATOBILIARY (HIDA) SCAN WITH MORPHINE AUGMENTATION
    INDICATION: Distended gallbladder with sludge, no stones. Evaluate cystic duct patency.
    TECHNIQUE: 5.2 mCi Tc-99m mebrofenin IV, dynamic imaging for 60 minutes, then 2 mg morphine IV and
    30 further minutes of imaging.
    FINDINGS: Prompt and homogeneous hepatic uptake. The common bile duct and small bowel are seen by
    20 minutes. Gallbladder activity never appears: absent at 1 hour and still absent half an hour after
    morphine. A curvilinear
    band of increased activity is present in the liver adjacent to the gallbladder fossa (rim sign).
    IMPRESSION: Nonvisualization of the gallbladder with pericholecystic rim sign, compatible with acute ____.
    """,
        ["gallbladder_nonvisualization_hida", "pericholecystic_rim_sign"],
        [])],
    "Acute acalculous cholecystitis",
    ["Acute acalculous cholecystitis", "Sepsis, unspecified organism", "Alzheimer's disease, unspecified",
     "Type 2 diabetes mellitus without complications"],
    ["Percutaneous cholecystostomy tube placement"],
    [("0F9430Z", "Drainage of Gallbladder with Drainage Device, Percutaneous Approach", 10)],
    micro={90201: ("ESCHERICHIA COLI", BLOOD_SPEC), 90039: ("No growth", URINE_SPEC)},
))

# ---------------------------------------------------------------------------------------------
ENCOUNTERS.append(enc(
    29700010, "cholecystitis", "atypical",
    txt("""
    L&D Triage - Provider Note
    31 yo G3P2002 @ 30w1d (by LMP c/w 11 wk US) presenting with RUQ/epigastric pain since ~2 am. Woke her from
    sleep a few hours after a late dinner (pizza). Constant, sharp, 8/10, goes into her back on the right.
    Nausea + vomiting x4. Chills, no thermometer at home. Denies headache, visual changes, SOB, RUQ pain in
    prior pregnancies. Denies VB/LOF/ctx, +FM.
    Was told at her 20 wk anatomy scan that she "had gallstones" (incidental, seen by MFM sonographer).
    Pregnancy course: normal 1 hr GCT. BP normal all pregnancy.
    OB hx: SVD x2, uncomplicated. Gyn hx: no STIs.
    PMH: none. PSH: none. Meds: PNV, Tums PRN. NKDA. SH: no tob/etoh/drugs. Married.
    """),
    ann(["pain_radiating_to_back", "pregnancy", "ruq_pain", "epigastric_pain", "prolonged_constant_pain", "nausea", "vomiting", "chills",
         "gallstones_history", "multiparity"],
        ["headache", "visual_disturbance", "dyspnea", "vaginal_bleeding", "prior_sti", "prior_abdominal_surgery",
         "smoker", "alcohol_use", "previous_similar_episodes"]),
    txt("""
    VS: 37.9 | 104 | 124/76 | 18 | 99%
    Gen: uncomfortable, pacing
    CV RRR, Lungs CTA
    Abd: gravid, FH 30 cm, uterus soft NT, no ctx palpable. RUQ TTP with + Murphy's. No rebound.
    Ext: no edema, DTR 2+, no clonus
    SVE: closed/thick/high
    NST: baseline 145, mod variability, + accels, no decels. Reactive. Toco: irritability only.
    """),
    annv(vit(37.9, 104, 124, 18, 99),
         ["pregnancy", "ruq_tenderness", "murphy_sign", "closed_cervical_os"],
         ["uterine_tenderness", "rebound_tenderness", "pitting_edema", "hyperreflexia"]),
    merge(cbc(15.4, 11.4, 236, 83.0), bmp(136, 3.6, 103, 21, 7, 0.5, 97), lft(71, 62, 210, 1.0),
          lab(lipase=28.0, ldh=190.0, uric=4.1), ua(sg=1.020, ket="40", prot="NEG"), coags(11.2, 1.0)),
    [rep("LIVER OR GALLBLADDER US (SINGLE ORGAN)", "Ultrasound", "Abdomen", """
    EXAMINATION: Limited right upper quadrant ultrasound.
    INDICATION: 30 weeks pregnant with RUQ pain, nausea and vomiting. Known gallstones.
    COMPARISON: Obstetric ultrasound ___ (gallstones noted incidentally).
    FINDINGS: Examination limited by the gravid uterus and body habitus. The gallbladder contains numerous
    small mobile shadowing stones and sludge. The gallbladder wall measures 5 mm and is edematous with a thin
    rim of pericholecystic fluid. Positive sonographic Murphy's sign. Common duct 4 mm. The visualized liver
    is unremarkable. Portal vein patent with hepatopetal flow.
    IMPRESSION: Cholelithiasis with wall thickening, pericholecystic fluid and positive sonographic Murphy's
    sign; findings are consistent with acute ____.
    """,
        ["gallstones", "gallbladder_sludge", "gallbladder_wall_thickening", "pericholecystic_fluid",
         "sonographic_murphy_sign"],
        ["cbd_dilation"])],
    "Acute calculous cholecystitis in pregnancy",
    ["Calculus of gallbladder with acute cholecystitis without obstruction",
     "Diseases of the digestive system complicating pregnancy, third trimester", "30 weeks gestation of pregnancy"],
    ["Laparoscopic cholecystectomy", "Fetal monitoring"],
    LAP_CHOLE,
))

# ---------------------------------------------------------------------------------------------
ENCOUNTERS.append(enc(
    29700011, "cholecystitis", "hard",
    txt("""
    EMS pre-alert: "67M chest pain, 324 ASA given, NTG x2 no relief, 12-lead no STEMI."
    HPI: 67M with CAD s/p CABG x3 (___), HTN, HLD, p/w chest pain since ~4 hrs ago. Started while watching TV
    about an hour after dinner. Describes pressure in the lower chest/upper abdomen, "like my bypass pain
    but lower", radiating straight through to his back. Sweaty and nauseated at onset. No SOB, no
    palpitations, no syncope. Never had anything like this. No leg swelling. No recent travel or
    immobilization. Compliant with meds.
    PMH: CAD/CABG, HTN, HLD, GERD, BPH
    PSH: CABG, inguinal hernia repair (L)
    Meds: ASA, clopidogrel, metoprolol, atorvastatin, amlodipine, omeprazole, tamsulosin
    SH: ex-smoker (quit at CABG), 2 beers/wk
    """),
    ann(["chest_pain", "epigastric_pain", "pain_radiating_to_back", "sweating", "nausea",
         "coronary_artery_disease_history", "hypertension_history", "hyperlipidemia_history", "prostatic_enlargement_history",
         "hernia_history", "former_smoker", "alcohol_use"],
        ["dyspnea", "palpitations", "syncope", "previous_similar_episodes", "swelling_legs", "recent_travel"]),
    txt("""
    BP 168/92 (R arm), 164/90 (L arm). HR 96. T 37.4. RR 18. SpO2 97% RA.
    Gen: anxious, diaphoretic, uncomfortable
    Chest: healed sternotomy. Lungs clear bilaterally.
    CV: regular, no murmur, pulses equal x4
    Abd: obese, soft. Tender epigastrium and RUQ, + Murphy's (stops inspiration). No rebound. No pulsatile
    mass.
    Ext: no edema, calves NT
    ECG: NSR 92, old inferior Q waves, no acute ST elevation or depression, unchanged from ___.
    """),
    annv(vit(37.4, 96, 168, 18, 97),
         ["obesity", "anxiety_symptom", "diaphoretic", "epigastric_tenderness", "ruq_tenderness", "murphy_sign"],
         ["new_heart_murmur", "abdominal_rigidity", "rebound_tenderness", "pitting_edema", "calf_tenderness",
          "ecg_st_elevation", "ecg_st_depression", "crackles"]),
    merge(cbc(13.6, 13.9, 221, 82.0), bmp(139, 4.2, 102, 24, 19, 1.0, 142), lft(88, 102, 140, 1.8),
          lab(lipase=45.0, trop=0.01, lactate=1.4), coags(12.1, 1.1)),
    [rep("CTA CHEST WITH CONTRAST", "CT", "Chest", """
    EXAMINATION: CTA CHEST (ACUTE AORTIC SYNDROME PROTOCOL), WITH LIMITED UPPER ABDOMEN
    INDICATION: Chest pain radiating to back, hypertensive. Rule out dissection.
    TECHNIQUE: Non-contrast then arterial phase helical CT from thoracic inlet through upper abdomen.
    COMPARISON: CT chest ___ (4 years prior).
    FINDINGS:
    Aorta: No intramural hematoma on non-contrast images. No dissection flap. Normal caliber ascending aorta
    3.7 cm. Mild atherosclerosis of the arch.
    Pulmonary arteries: opacified to the segmental level without filling defect.
    Heart: CABG grafts patent where seen. Dense coronary calcification in native vessels. No pericardial
    effusion.
    Lungs: mild dependent atelectasis. 6 mm solid nodule right upper lobe (series 4 image 88), new since ___.
    No pleural effusion.
    Upper abdomen: The gallbladder is distended with mural thickening and surrounding fat stranding; several
    calcified gallstones. 1.5 cm simple hepatic cyst. Small hiatal hernia.
    IMPRESSION:
    1. No acute aortic syndrome or central pulmonary embolism.
    2. Gallbladder distension, wall thickening, pericholecystic stranding and gallstones may represent acute
    ____ in the appropriate clinical setting. Recommend RUQ ultrasound.
    3. New 6 mm right upper lobe nodule.
    RECOMMENDATION: For the lung nodule, optional follow-up CT chest at 12 months in a high-risk patient
    (Fleischner criteria).
    """,
        ["coronary_artery_calcification", "gallbladder_distension", "gallbladder_wall_thickening",
         "pericholecystic_fat_stranding", "gallstones", "hepatic_cysts"],
        ["pulmonary_artery_filling_defect", "pericardial_effusion"] + EFF),
     rep("LIVER OR GALLBLADDER US (SINGLE ORGAN)", "Ultrasound", "Abdomen", """
    RUQ US, bedside portable. Hx: CT c/f gallbladder inflammation.
    GB: multiple stones, one lodged in the neck, immobile. Wall 5 mm. +sono Murphy. Trace pericholecystic fluid.
    CBD 5 mm. No IHD.
    Liver: 1.5 cm cyst. Otherwise nl.
    R kidney: nl.
    Impression: acute calculous ____.
    """,
        ["gallstones", "impacted_gallbladder_neck_stone", "gallbladder_wall_thickening", "sonographic_murphy_sign",
         "pericholecystic_fluid", "hepatic_cysts"],
        ["cbd_dilation", "intrahepatic_biliary_dilation"] + KID_N)],
    "Acute calculous cholecystitis",
    ["Calculus of gallbladder with acute cholecystitis without obstruction",
     "Atherosclerotic heart disease of native coronary artery without angina pectoris", "Essential (primary) hypertension",
     "Solitary pulmonary nodule"],
    ["Laparoscopic cholecystectomy"],
    LAP_CHOLE,
))

# ---------------------------------------------------------------------------------------------
ENCOUNTERS.append(enc(
    29700012, "cholecystitis", "hard",
    txt("""
    GP referral letter (faxed): "Dear Colleague, thank you for seeing this 41 year old lady with a 2 day
    history of right sided loin pain and rigors. Temp 38.4 in surgery. Urine dip: leucocytes ++, nitrites
    negative, blood +. I wonder whether she has pyelonephritis and would be grateful for your assessment. I
    have given one dose of ciprofloxacin 500mg. Yours, Dr ___"

    Surgical SHO clerking
    PC: R sided pain
    HPC: 2/7 constant R upper abdo pain going round to the loin, came on after a takeaway curry, now 7/10.
    Rigors last night. Vomited x3. No dysuria, no frequency, no haematuria. Bowels normal. Has had
    "indigestion" after fatty foods on and off for some months, never investigated. LMP 2/52 ago.
    PMH: asthma
    PSH: lap sterilisation 2016
    DH: salbutamol inhaler PRN, Microgynon. NKDA
    SH: smoker 10/day, 6 units/wk, works in a call centre
    FH: mum had her gallbladder out
    """),
    ann(["flank_pain", "chills", "fever_measured", "ruq_pain", "abdominal_pain", "prolonged_constant_pain",
         "vomiting", "postprandial_pain_after_fatty_meal", "prior_dyspepsia", "asthma_history", "prior_abdominal_surgery",
         "estrogen_use", "smoker", "alcohol_use"],
        ["dysuria", "urinary_frequency", "gross_hematuria"]),
    txt("""
    O/E: T 37.8  P 98  BP 126/80  RR 16  Sats 98% air
    Looks unwell, flushed. Not jaundiced.
    Chest clear. HS normal.
    Abdo: SNT except RUQ - marked tenderness, Murphy's +ve. No palpable GB. No masses. Renal angles NT.
    Bowel sounds normal.
    PR: not done.
    Imp: ?biliary source vs renal  Plan: bloods, USS in am, IV abx, analgesia, VTE assessment
    """),
    annv(vit(37.8, 98, 126, 16, 98),
         ["flushing", "ill_appearing", "ruq_tenderness", "murphy_sign"],
         ["jaundice", "palpable_gallbladder", "cva_tenderness", "hyperactive_bowel_sounds", "hypoactive_bowel_sounds",
          "abdominal_rigidity"]),
    merge(cbc(16.8, 13.0, 355, 85.0), bmp(137, 3.9, 102, 24, 10, 0.7, 103), lft(55, 43, 130, 1.4),
          lab(crp=142.0, amylase=60.0, hcg="NEG"), ua(app="Hazy", le="SM", rbc=4, wbc=9, epi=8, ket="10")),
    [rep("ABDOMEN US", "Ultrasound", "Abdomen", """
    Examination: USS abdomen
    Clinical details: ?pyelonephritis. R loin pain, rigors, CRP 142. Murphy's +ve on the ward.
    Findings: The gallbladder is distended with a thickened, oedematous wall (6mm) and contains multiple
    calculi, one impacted in Hartmann's pouch. Pericholecystic fluid. Positive sonographic Murphy's sign.
    CBD 5mm, not dilated. The liver is of normal echotexture with no focal lesion. Both kidneys are of normal
    size (R 10.9cm, L 11.3cm) and appearance with no hydronephrosis or calculi. Spleen normal. Pancreas
    obscured by overlying bowel gas.
    Conclusion: Acute calculous ____. Normal kidneys.
    """,
        ["gallbladder_distension", "gallbladder_wall_thickening", "gallstones", "impacted_gallbladder_neck_stone",
         "pericholecystic_fluid", "sonographic_murphy_sign"],
        ["cbd_dilation"] + KID_N)],
    "Acute calculous cholecystitis",
    ["Calculus of gallbladder with acute cholecystitis without obstruction", "Asthma, unspecified"],
    ["Laparoscopic cholecystectomy"],
    LAP_CHOLE,
    micro={90039: ("MIXED BACTERIAL FLORA, CONSISTENT WITH CONTAMINATION", URINE_SPEC)},
))
