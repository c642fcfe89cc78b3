"""Diverticulitis, hadm 29500013-29500018.

29500013 typical   61M with known diverticulosis, terse ED note with a bare vitals string; CT uncomplicated.
29500014 typical   55F, long resident H&P with ROS, ibuprofen for her knees; verbose CT with a 4 cm abscess
                   and contained gas; percutaneous drain.
29500015 atypical  47M born in Korea, consult by a surgeon writing English as a second language: RLQ pain;
                   CT with an inflamed ascending-colon diverticulum and a normal appendix.
29500016 atypical  72F on prednisone and methotrexate, COPD: a dull low discomfort, little tenderness;
                   upright chest film with free air, CT with perforation; Hartmann procedure.
29500017 hard      66F referred as recurrent urinary infection that antibiotics do not clear, gas bubbles in the
                   urine; CT: sigmoid inflammation against a thickened bladder wall.
29500018 hard      38M who thought he was constipated (laxatives), treated before for gastritis; note by a
                   clinician writing English as a second language; plain film then CT with phlegmon.
"""

from common import *  # noqa: F401,F403

ENCOUNTERS = []

# ---------------------------------------------------------------------------------------------
ENCOUNTERS.append(enc(
    29500013, "diverticulitis", "typical",
    """
    61M w/ known diverticulosis (c-scope ___), one prior "diverticular flare" 2 yrs ago tx'd w/ oral abx by
    PCP. c/o LLQ pain x3d, constant, worse today. Subj fevers, chills last night. Loose stools x2 yesterday,
    no blood. Nausea, no vomiting. No urinary sx.
    PMH: HTN, HLD, diverticulosis, BPH
    PSH: lap chole ___
    Meds: losartan, rosuvastatin, tamsulosin
    SH: former smoker, quit 10 yrs; 2 glasses wine/night
    FH: father colon ca at 74
    """,
    ann(["llq_pain", "prolonged_constant_pain", "fever", "chills", "diarrhea", "nausea", "diverticulosis_history",
         "colonic_diverticula",
         "previous_similar_episodes", "hypertension_history", "hyperlipidemia_history", "prostatic_enlargement_history",
         "prior_cholecystectomy", "raas_blocker_use", "former_smoker", "alcohol_use",
         "family_history_colon_malignancy"],
        ["bloody_diarrhea", "vomiting", "dysuria", "urinary_frequency"]),
    """
    101.4  96  146/88  16  97%RA. NAD. MMM. RRR. CTAB. Abd soft, mildly distended, TTP LLQ w/ localized guarding,
    no rebound, no rigidity. No masses. Nl BS. Rectal deferred.
    """,
    annv(vit(101.4, 96, 146, 16, 97),
         ["distended_abdomen", "llq_tenderness", "guarding"],
         ["dehydration_signs", "rebound_tenderness", "abdominal_rigidity", "llq_mass", "hyperactive_bowel_sounds",
          "hypoactive_bowel_sounds"]),
    merge(cbc(15.2, 14.4, 290, 81.0), bmp(137, 4.1, 101, 25, 18, 1.0, 110), lft(24, 21, 66, 0.7), lipase(30),
          crp(88.0), lactate(1.1), ua(sg=1.020)),
    [rpt("CT ABDOMEN AND PELVIS WITH IV CONTRAST", "CT", "Abdomen", [
        ("CLINICAL HISTORY", "LLQ pain, fever. Hx diverticulosis."),
        ("TECHNIQUE", "Helical images from lung bases to pubic symphysis following 100 mL IV Omnipaque 300. "
                      "Sagittal and coronal reformats."),
        ("COMPARISON", "None."),
        ("FINDINGS", None),
        ("LUNG BASES", "Clear."),
        ("LIVER", "Normal."),
        ("GALLBLADDER", "Surgically absent. No biliary dilatation."),
        ("PANCREAS/SPLEEN/ADRENALS", "Normal."),
        ("KIDNEYS", "No hydronephrosis. No stones."),
        ("BOWEL", """
            Segmental wall thickening of the mid sigmoid colon over about 8 cm with numerous diverticula, stranding
            of the pericolic fat, and a focal inflamed diverticulum. No abscess. No extraluminal gas or free air.
            Small bowel nondilated. Appendix normal.
            """),
        ("PELVIS", "Prostate mildly enlarged. Bladder normal."),
        ("BONES", "Degenerative changes."),
        ("IMPRESSION", "Acute uncomplicated sigmoid ____. No abscess or perforation."),
    ], ["sigmoid_wall_thickening", "colonic_diverticula", "pericolic_fat_stranding", "normal_caliber_appendix",
        "enlarged_prostate_imaging"],
        DUCT_N + PANC_N + LIVER_CT_N + APP_N + ["hydronephrosis", "renal_calculus", "pericolic_abscess",
                                                 "extraluminal_pericolic_gas", "pneumoperitoneum_ct",
                                                 "dilated_small_bowel_loops"])],
    "Acute sigmoid diverticulitis, uncomplicated",
    ["Diverticulitis of large intestine without perforation or abscess without bleeding",
     "Essential (primary) hypertension"],
))

# ---------------------------------------------------------------------------------------------
ENCOUNTERS.append(enc(
    29500014, "diverticulitis", "typical",
    """
    Ms. ___ is a 55 year old woman with a history of hypothyroidism and obesity presenting with 5 days of
    progressively worsening left lower abdominal pain. It was at first crampy and came and went; for the last
    two days it has been constant and severe, 8/10. She has had fevers to 101.8 at home, chills, and a
    decreased appetite. Bowel movements less frequent, last BM 2 days ago, still passing flatus. No
    hematochezia or melena. No nausea or vomiting. No urinary symptoms, specifically no air or stool in the
    urine. She has never had a colonoscopy. No prior similar episodes.
    ROS: Positive as per HPI. Negative for chest pain, shortness of breath, cough, headache, rash, joint pain.
    PMH: Hypothyroidism, obesity, depression, osteoarthritis of both knees
    PSH: Hysterectomy for fibroids (2010), R knee arthroscopy
    Meds: levothyroxine 100 mcg daily, sertraline 50 mg daily, ibuprofen 600 mg TID for her knees
    Allergies: NKDA
    Social: Lives alone, office manager. Former smoker (quit 15 years ago, 20 pack-years). 1-2 glasses of wine
    on weekends. No illicit drugs.
    Family: Father with colon polyps, mother with breast cancer.
    """,
    ann(["abdominal_pain", "llq_pain", "abdominal_cramping", "prolonged_constant_pain", "fever", "fever_measured",
         "chills", "anorexia", "constipation", "obesity", "depression_history", "prior_abdominal_surgery",
         "nsaid_use", "former_smoker", "alcohol_use", "family_history_breast_malignancy"],
        ["obstipation", "rectal_bleeding", "melena", "nausea", "vomiting", "previous_similar_episodes",
         "chest_pain", "dyspnea", "cough", "headache", "rash", "joint_pain", "known_allergy"]),
    """
    Vitals: T 38.5 HR 108 BP 132/78 RR 20 SpO2 97% RA
    General: obese woman, appears uncomfortable, moving cautiously
    HEENT: NCAT, dry mucous membranes
    CV: tachycardic, regular, no murmurs
    Resp: CTAB
    Abdomen: obese, mildly distended. Tender in LLQ and suprapubic region with a vague tender fullness in the
    LLQ. Guarding and rebound localized to LLQ. No RUQ tenderness. Hypoactive bowel sounds.
    Rectal: no gross blood, soft brown stool, guaiac negative
    Ext: no edema
    Neuro: A&Ox3
    """,
    annv(vit(38.5, 108, 132, 20, 97),
         ["obesity", "dehydration_signs", "distended_abdomen", "llq_tenderness", "suprapubic_tenderness",
          "llq_mass", "guarding", "rebound_tenderness", "hypoactive_bowel_sounds"],
         ["new_heart_murmur", "ruq_tenderness", "blood_on_rectal_exam", "guaiac_positive_stool", "pitting_edema",
          "altered_mental_status_sign"]),
    merge(cbc(18.9, 12.2, 410, 83.0, bands=3.0), bmp(135, 3.9, 99, 23, 16, 0.9, 118), lactate(1.8), crp(210.0),
          lft(19, 18, 74, 0.6), ua(sg=1.024, ket="10")),
    [rpt("CT ABDOMEN AND PELVIS WITH INTRAVENOUS CONTRAST", "CT", "Abdomen", [
        ("INDICATION", "55-year-old woman with LLQ pain, fever and leukocytosis; evaluate for ____ and "
                       "complication."),
        ("TECHNIQUE", "Multidetector CT, abdomen and pelvis, acquired in portal venous phase after 100 mL "
                      "iohexol 350 IV and 1000 mL dilute oral contrast. Reformatted images in coronal and "
                      "sagittal planes were reviewed."),
        ("COMPARISON", "No prior cross-sectional imaging is available."),
        ("FINDINGS", None),
        ("LOWER CHEST", "Visualized lung bases are clear. No pleural or pericardial effusion."),
        ("LIVER", "Diffusely hypoattenuating, consistent with hepatic steatosis; no focal lesion. Patent portal "
                  "veins."),
        ("BILIARY", "Gallbladder is normal. No biliary dilatation."),
        ("PANCREAS", "Normal."),
        ("SPLEEN", "Normal size."),
        ("ADRENALS", "Normal."),
        ("KIDNEYS", "Symmetric. 1.1 cm simple cyst in the right interpolar region. No hydronephrosis, no stones."),
        ("GASTROINTESTINAL", """
            Numerous diverticula throughout the descending and sigmoid colon. The proximal sigmoid colon shows
            circumferential wall thickening over a 10 cm segment with marked surrounding fat stranding. Arising
            from its anterior wall is a 4.2 x 3.6 x 3.9 cm rim-enhancing fluid collection with several foci of gas,
            abutting the bladder dome; no gas within the bladder. A few additional tiny foci of extraluminal gas
            track along the sigmoid mesocolon. No free intraperitoneal air. Small bowel is normal in caliber.
            The appendix is normal.
            """),
        ("PELVIS", "Status post hysterectomy. Bladder wall is normal. Trace free fluid in the pelvis."),
        ("LYMPH NODES", "Subcentimeter sigmoid mesenteric nodes, likely reactive."),
        ("VASCULATURE", "Unremarkable."),
        ("OSSEOUS", "Degenerative changes of the lumbar spine. No suspicious osseous lesion."),
        ("IMPRESSION", """
            1. Acute sigmoid ____ complicated by a 4.2 cm pericolic abscess, amenable to percutaneous drainage.
            2. Small foci of extraluminal gas along the mesocolon in keeping with contained microperforation. No
            free intraperitoneal air.
            3. Hepatic steatosis.
            """),
    ], ["colonic_diverticula", "sigmoid_wall_thickening", "pericolic_fat_stranding", "pericolic_abscess",
        "extraluminal_pericolic_gas", "free_pelvic_fluid", "normal_caliber_appendix"],
        EFF + GB_N + DUCT_N + PANC_N + APP_N + LIVER_CT_N + ["pericardial_effusion", "hydronephrosis",
                                                              "renal_calculus", "pneumoperitoneum_ct",
                                                              "dilated_small_bowel_loops",
                                                              "bladder_wall_thickening"])],
    "Acute sigmoid diverticulitis with pericolic abscess",
    ["Diverticulitis of large intestine with perforation and abscess without bleeding", "Hypothyroidism, unspecified",
     "Obesity, unspecified"],
    ["CT-guided percutaneous drainage of pelvic abscess"],
    [("0W9J30Z", "Drainage of Pelvic Cavity with Drainage Device, Percutaneous Approach", 10)],
    micro={90201: ("No growth", BLOOD_SPEC)},
))

# ---------------------------------------------------------------------------------------------
ENCOUNTERS.append(enc(
    29500015, "diverticulitis", "atypical",
    """
    47 years old male, originally from Korea, living here 10 years. He come with pain in right lower abdomen
    from 2 days, it is constant, it did not move from other place, it started in right lower side directly.
    Low fever 37.8 at home. Appetite is preserved, he ate breakfast today. No nausea, no vomiting. Bowel
    movement normal yesterday. He had similar pain at same place 3 years ago in Korea, was told "inflammation
    of colon pouch" and got antibiotics, recovered well.
    Past history: hypertension (amlodipine). No operation before.
    Social: smoking 10 cigarettes per day, drinking soju 1-2 bottle per week.
    Family: father had stomach cancer.
    """,
    ann(["abdominal_pain", "rlq_pain", "prolonged_constant_pain", "fever", "previous_similar_episodes",
         "diverticulosis_history", "hypertension_history", "smoker", "alcohol_use", "east_asian_ancestry"],
        ["pain_migration_to_rlq", "fever_measured", "anorexia", "nausea", "vomiting", "prior_abdominal_surgery"]),
    """
    Vital sign: BT 37.9, PR 88, BP 138/86, RR 16, SpO2 98%.
    General: not so ill looking, he walk by himself.
    Abdomen: flat and soft. There is tenderness at right lower quadrant, the maximum point is little higher and
    more lateral than McBurney point. Rebound tenderness is mild. No guarding. Rovsing sign negative, psoas
    sign negative. No mass palpable. Bowel sound normoactive.
    Others: no CVA tenderness.
    """,
    annv(vit(37.9, 88, 138, 16, 98),
         ["rlq_tenderness", "rebound_tenderness"],
         ["ill_appearing", "distended_abdomen", "guarding", "rovsing_sign", "psoas_sign", "hyperactive_bowel_sounds",
          "hypoactive_bowel_sounds", "cva_tenderness"]),
    merge(cbc(11.8, 15.0, 250, 76.0), bmp(140, 4.0, 104, 26, 13, 0.9, 97), lft(28, 24, 70, 0.9), crp(54.0),
          ua(sg=1.016)),
    [rpt("CT ABDOMEN & PELVIS (ENHANCED)", "CT", "Abdomen", [
        ("Clinical information", "RLQ pain, R/O appendicitis"),
        ("FINDINGS", """
            Focal wall thickening of the ascending colon about 4 cm above the ileocecal valve with an outpouching
            containing a small fecalith, surrounded by fat infiltration. Several other diverticula in the cecum and
            ascending colon. No abscess formation. No free air.
            The appendix is seen separately, normal in thickness (5 mm) and filled with air.
            Terminal ileum is normal.
            No enlarged lymph node. No ascites.
            Liver: 0.8 cm small cyst in S6.
            """),
        ("IMPRESSION", """
            1. Right colonic ____ (ascending colon) without abscess.
            2. Normal appendix.
            3. Hepatic cyst.
            """),
    ], ["colonic_diverticula", "pericolic_fat_stranding", "normal_caliber_appendix", "hepatic_cysts"],
        APP_N + ["pericolic_abscess", "pneumoperitoneum_ct", "terminal_ileal_wall_thickening",
                 "enlarged_mesenteric_lymph_nodes", "free_fluid_abdomen", "simple_ascites"])],
    "Right-sided (ascending colon) diverticulitis",
    ["Diverticulitis of large intestine without perforation or abscess without bleeding",
     "Essential (primary) hypertension", "Nicotine dependence, cigarettes, uncomplicated"],
))

# ---------------------------------------------------------------------------------------------
ENCOUNTERS.append(enc(
    29500016, "diverticulitis", "atypical",
    """
    72 y/o F with RA on prednisone 10 mg daily + MTX, COPD, presents with 2 days of "not feeling right in my
    lower belly" and general weakness. Describes a dull discomfort low in the abdomen, more on the L, 3/10.
    Some nausea, no vomiting. Constipated this week, last BM 3 days ago. Denies fever but "feels cold". No
    dysuria. Daughter brought her in because she looked pale.
    PMH: RA, COPD (2L home O2 at night), osteoporosis, HTN
    PSH: appendectomy as child, bilat cataract surgery
    Meds: prednisone 10, methotrexate 15 weekly, folic acid, tiotropium, albuterol prn, alendronate, losartan
    SH: ex-smoker 50 pk-yr, no EtOH
    FH: n/c
    """,
    ann(["abdominal_pain", "llq_pain", "nausea", "constipation", "pallor", "autoimmune_disease_history",
         "chronic_glucocorticoid_use", "immunosuppression", "copd_history", "osteoporosis_history",
         "hypertension_history", "raas_blocker_use", "prior_appendectomy", "former_smoker"],
        ["vomiting", "fever", "dysuria", "alcohol_use"]),
    """
    VS: T 37.4 (on prednisone), HR 98, BP 104/62, RR 22, SpO2 91% RA -> 95% 2L
    Gen: frail, pale, chronically ill appearing
    Lungs: diminished throughout, prolonged expiration, no crackles
    CV: RRR
    Abd: mildly distended, mild tenderness lower abdomen L>R, no rebound, no rigidity, BS decreased. Exam
    limited, pt says pain "not bad".
    Skin: thin, bruises on forearms
    """,
    annv(vit(37.4, 98, 104, 22, 91),
         ["pallor", "ill_appearing", "diminished_breath_sounds", "prolonged_expiratory_phase", "distended_abdomen",
          "llq_tenderness", "hypoactive_bowel_sounds", "ecchymoses"],
         ["crackles", "rebound_tenderness", "abdominal_rigidity"]),
    merge(cbc(7.2, 11.0, 210, 76.0, bands=12.0), bmp(133, 4.4, 98, 20, 30, 1.3, 156), lactate(2.9), crp(180.0),
          lft(20, 22, 80, 0.8, alb=2.9), lipase(25)),
    [rpt("CHEST (PA & LAT)", "Radiograph", "Chest", [
        ("INDICATION", "72F abd pain, on steroids. Free air?"),
        ("FINDINGS", "Hyperinflated lungs with flattened hemidiaphragms, consistent with COPD. Crescentic lucency "
                     "beneath the right hemidiaphragm compatible with free intraperitoneal air. No focal "
                     "consolidation or effusion."),
        ("IMPRESSION", "Pneumoperitoneum. Findings called to Dr. ___ at 14:10."),
    ], ["hyperinflation", "free_air_under_diaphragm", "free_air_on_radiograph"],
        EFF + ["lobar_consolidation"]),
     rpt("CT ABD & PELVIS WITH CONTRAST", "CT", "Abdomen", [
        ("INDICATION", "Free air on CXR, lower abdominal pain, immunosuppressed."),
        ("TECHNIQUE", "Axial portal venous phase images with coronal and sagittal reformats. No oral contrast."),
        ("FINDINGS", """
            Moderate volume of free intraperitoneal air, most evident anterior to the liver. Extraluminal gas
            bubbles cluster next to the mid sigmoid colon, which has multiple diverticula, focal wall thickening and
            pericolonic stranding. Small amount of free fluid in the pelvis without organized collection. Small
            bowel not dilated. Liver, gallbladder, pancreas, spleen unremarkable. Kidneys without hydronephrosis.
            Emphysematous changes at the lung bases. Compression fractures of L1 and L3, chronic in appearance.
            """),
        ("IMPRESSION", "Perforated sigmoid ____ with pneumoperitoneum. No drainable abscess."),
    ], ["pneumoperitoneum_ct", "extraluminal_pericolic_gas", "colonic_diverticula", "sigmoid_wall_thickening",
        "pericolic_fat_stranding", "free_pelvic_fluid", "emphysematous_changes", "vertebral_compression_fracture"],
        GB_N + PANC_N + LIVER_CT_N + ["pericolic_abscess", "dilated_small_bowel_loops", "hydronephrosis"])],
    "Perforated sigmoid diverticulitis with pneumoperitoneum",
    ["Diverticulitis of large intestine with perforation and abscess without bleeding",
     "Rheumatoid arthritis, unspecified", "Long term (current) use of systemic steroids",
     "Chronic obstructive pulmonary disease, unspecified"],
    ["Sigmoid colectomy with end colostomy (Hartmann procedure)"],
    [("0DTN0ZZ", "Resection of Sigmoid Colon, Open Approach", 10),
     ("0D1M0Z4", "Bypass Descending Colon to Cutaneous, Open Approach", 10)],
    micro={90201: ("No growth", BLOOD_SPEC)},
))

# ---------------------------------------------------------------------------------------------
ENCOUNTERS.append(enc(
    29500017, "diverticulitis", "hard",
    """
    66F referred by PCP for "recurrent UTI not responding to nitrofurantoin". Three weeks of dysuria,
    frequency and suprapubic discomfort; two courses of antibiotics (nitrofurantoin, then cephalexin), each
    with partial improvement. Over the last week she has noticed bubbles in her urine stream "like soda" and
    once brownish specks in the urine. Intermittent ache in the left lower abdomen for about a month, worse the
    last 3 days, with low grade fevers and chills. Bowel habit irregular, alternating loose and hard stools.
    No vaginal discharge.
    Urine culture from PCP office: mixed gram negatives (E. coli and Enterococcus).
    PMH: T2DM, HTN, 2 UTIs earlier this year, hypothyroidism
    PSH: TAH/BSO 1998
    Meds: metformin, glipizide, lisinopril, levothyroxine, nitrofurantoin (stopped 2 days ago)
    SH: widowed, never smoker, no alcohol
    FH: sister w/ breast ca
    """,
    ann(["dysuria", "urinary_frequency", "suprapubic_pain", "recurrent_uti_history", "abdominal_pain", "llq_pain",
         "fever", "chills", "alternating_bowel_habit", "diabetes_history", "metformin_use", "sulfonylurea_use",
         "hypertension_history", "raas_blocker_use", "prior_abdominal_surgery", "family_history_breast_malignancy"],
        ["vaginal_discharge", "smoker", "alcohol_use"]),
    """
    T 37.9  P 92  BP 150/84  R 16  Sat 97%
    Alert, NAD.
    Abd soft, obese, nondistended; tender L lower quadrant and suprapubic area, no rebound. ?fullness LLQ.
    No CVA tenderness.
    Pelvic: atrophic vaginal mucosa, no discharge, cuff intact, no masses.
    """,
    annv(vit(37.9, 92, 150, 16, 97),
         ["obesity", "llq_tenderness", "suprapubic_tenderness"],
         ["distended_abdomen", "rebound_tenderness", "cva_tenderness"]),
    merge(cbc(12.6, 12.9, 340, 78.0), bmp(138, 4.3, 102, 24, 17, 0.9, 178), crp(72.0),
          ua(app="Cloudy", sg=1.018, prot="30", glu="100", le="LG", nit="POS", wbc=85, rbc=12, epi=2)),
    [rpt("CT ABDOMEN AND PELVIS WITH CONTRAST", "CT", "Abdomen", [
        ("CLINICAL HISTORY", "Recurrent UTIs, bubbles in urine. ?fistula"),
        ("TECHNIQUE", "Portal venous phase through abdomen and pelvis, with delayed images of the bladder at 10 "
                      "minutes. No oral contrast."),
        ("FINDINGS", """
            The sigmoid colon is thick-walled over a 6 cm segment with numerous diverticula and adjacent fat
            stranding, closely applied to the left posterosuperior bladder wall. The bladder wall is focally
            thickened at this site and there is a small amount of gas in the nondependent bladder lumen (no recent
            catheterization reported). A thin tract between sigmoid and bladder is suspected but not definitely
            seen. No pericolic abscess.
            Kidneys enhance symmetrically without hydronephrosis or perinephric stranding. Ureters normal in caliber.
            Liver, gallbladder, spleen, pancreas, adrenals unremarkable. Appendix not identified. No free air.
            """),
        ("IMPRESSION", """
            1. Sigmoid ____ with focal bladder wall thickening and intravesical gas, most suggestive of a colovesical
            fistula.
            2. No abscess.
            """),
    ], ["sigmoid_wall_thickening", "colonic_diverticula", "pericolic_fat_stranding", "bladder_wall_thickening"],
        KID_N + GB_N + PANC_N + LIVER_CT_N + ["pericolic_abscess", "pneumoperitoneum_ct"])],
    "Sigmoid diverticulitis with colovesical fistula",
    ["Diverticulitis of large intestine without perforation or abscess without bleeding",
     "Vesicointestinal fistula", "Type 2 diabetes mellitus with hyperglycemia"],
    micro={90039: ("ESCHERICHIA COLI", URINE_SPEC)},
))

# ---------------------------------------------------------------------------------------------
ENCOUNTERS.append(enc(
    29500018, "diverticulitis", "hard",
    """
    38 y.o. male comes to ED for abdominal pain since 4 days. He think it is constipation because he not make
    stool normally since 5 days, he was taking senna and after that magnesium citrate, with small stool
    yesterday, but the pain did not improve and is even stronger now. Pain is located in left side of lower
    abdomen, sometimes also around the umbilicus, constant, he describe it like pressure. He had fever
    yesterday evening, he did not measure. Nausea yes, vomit no. No blood in the stool. Before he was treated
    by his doctor for gastritis with omeprazole, pain in the upper stomach, but he says this pain is different.
    No surgeries before.
    He is working in construction, lifting heavy things. Alcohol: beer in weekend. Smoking: no.
    Medicines: omeprazole, senna.
    Family: nothing relevant.
    """,
    ann(["abdominal_pain", "llq_pain", "periumbilical_pain", "prolonged_constant_pain", "constipation", "fever",
         "nausea", "prior_dyspepsia", "heavy_lifting", "alcohol_use"],
        ["vomiting", "rectal_bleeding", "prior_abdominal_surgery", "smoker"]),
    """
    Vital signs: T 38.1 C, HR 100, BP 130/80, RR 18, SatO2 99% room air.
    Patient is conscious and oriented, look like in pain but not toxic. Mucosas are dry.
    Abdomen: little distended, bowel sounds are diminished. Palpation shows pain in the left iliac fossa with
    involuntary defense and a tender mass of approximately 6 cm there. Blumberg sign positive on left side.
    Right side without pain.
    Rectal exam: empty ampulla, no blood, no masses, not painful.
    """,
    annv(vit(38.1, 100, 130, 18, 99),
         ["dehydration_signs", "distended_abdomen", "hypoactive_bowel_sounds", "llq_tenderness", "guarding",
          "llq_mass", "rebound_tenderness"],
         ["ill_appearing", "altered_mental_status_sign", "rlq_tenderness", "blood_on_rectal_exam",
          "hard_stool_on_rectal_exam"]),
    merge(cbc(16.8, 15.5, 330, 84.0), bmp(139, 3.6, 100, 27, 19, 1.0, 99), crp(145.0), lipase(18),
          lft(33, 27, 81, 0.9), ua(sg=1.026)),
    [rpt("ABDOMEN (SUPINE & ERECT)", "Radiograph", "Abdomen", [
        ("INDICATION", "constipation, abd pain"),
        ("FINDINGS", "Nonobstructive bowel gas pattern. Moderate stool in the right colon, little stool on the left. "
                     "No free air under the diaphragm. No pathologic calcification."),
    ], [], ["dilated_small_bowel_loops", "free_air_on_radiograph", "free_air_under_diaphragm"]),
     rpt("CT ABD/PELVIS W CONTRAST", "CT", "Abdomen", [
        ("FINDINGS", """
            Hx: LLQ pain, fever, constipation.
            Marked inflammatory change around the distal descending colon / proximal sigmoid with wall thickening
            and a 5 x 4 cm ill-defined phlegmonous soft tissue in the adjacent mesentery; no drainable fluid
            collection. Diverticula in this segment. One tiny bubble of extraluminal gas alongside. Remaining colon
            with little stool. Small bowel normal. Appendix normal. Liver, GB, pancreas, spleen, kidneys normal.
            Small fat-containing left inguinal hernia.
            """),
        ("IMPRESSION", "Complicated ____ at the descending/sigmoid junction with phlegmon and microperforation. "
                       "No abscess."),
    ], ["sigmoid_wall_thickening", "pericolic_fat_stranding", "colonic_diverticula", "extraluminal_pericolic_gas",
        "normal_caliber_appendix", "groin_defect_herniation"],
        APP_N + GB_N + PANC_N + KID_N + LIVER_CT_N + ["pericolic_abscess", "dilated_small_bowel_loops"], header=False)],
    "Complicated diverticulitis (descending-sigmoid junction) with phlegmon",
    ["Diverticulitis of large intestine with perforation and abscess without bleeding"],
))
