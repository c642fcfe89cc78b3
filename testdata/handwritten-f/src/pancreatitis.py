"""Pancreatitis, hadm 29500019-29500024.

29500019 typical   44M drinking heavily, community ED note with slash vitals; US (pancreas obscured), CT day 3.
29500020 typical   67F overnight medicine admission H&P: pain after dinner, dark urine; US with a dilated duct,
                   MRCP with a distal duct stone; ERCP.
29500021 atypical  36F, urgent-care transfer: uncontrolled diabetes, stopped fenofibrate, milky blood sample;
                   CT with an edematous pancreas and fatty liver.
29500022 atypical  79M brought in confused and vomiting, denies pain, in shock; portable chest film, CT with
                   necrosis and collections.
29500023 hard      52M with three prior kidney stones sent in as another stone (left flank pain), thiazide,
                   thirsty and constipated; stone-protocol CT (no ureteral stone, stranding at the tail), US.
29500024 hard      29F six weeks postpartum, known ulcer and H. pylori, on naproxen, referred for endoscopy;
                   gastroenterology consult letter; CT and US.
"""

from common import *  # noqa: F401,F403

ENCOUNTERS = []

# ---------------------------------------------------------------------------------------------
ENCOUNTERS.append(enc(
    29500019, "pancreatitis", "typical",
    """
    44M w/ EtOH use d/o (a fifth of vodka daily, last drink last night) c/o epigastric pain since yesterday
    after a weekend binge, 9/10, boring through to his back, N/V x6, nonbloody. Can't keep anything down.
    Sitting forward helps a little. Similar episode 2 yrs ago "when drinking", admitted at ___. Denies
    melena, hematemesis, diarrhea. Has had the shakes when he stopped drinking before, never a withdrawal
    seizure.
    PMH: EtOH, HTN (not on meds), episode above
    PSH: none
    Meds: none
    SH: vodka daily + beer; 1/2 ppd; marijuana occasionally; no IVDU; unemployed
    FH: father EtOH, cirrhosis
    """,
    ann(["epigastric_pain", "pain_radiating_to_back", "nausea", "vomiting", "alcohol_use", "previous_similar_episodes",
         "hypertension_history", "smoker", "cannabis_use", "prior_alcohol_withdrawal"],
        ["melena", "hematemesis", "diarrhea", "prior_seizures", "prior_abdominal_surgery", "injection_drug_use"]),
    """
    98.9 / 112 / 158/96 / 20 / 97% RA
    Gen: diaphoretic, restless, mildly tremulous
    HEENT: dry MM, anicteric
    Skin: no spider angiomata
    Abd: epigastrium voluntarily guarded, marked epigastric TTP, mild LUQ TTP, no rebound, ND, BS hypoactive. No
    Cullen or Grey-Turner sign. No shifting dullness. Liver edge not palpable.
    Neuro: A&Ox3, no asterixis
    """,
    annv(vit(98.9, 112, 158, 20, 97),
         ["diaphoretic", "dehydration_signs", "guarding", "epigastric_tenderness", "hypoactive_bowel_sounds"],
         ["jaundice", "spider_angiomata", "rebound_tenderness", "distended_abdomen", "cullen_sign",
          "grey_turner_sign", "shifting_dullness", "hepatomegaly", "altered_mental_status_sign", "asterixis"]),
    merge(cbc(13.4, 15.9, 180, 82.0, mcv=101), bmp(134, 3.3, 96, 20, 12, 0.9, 148, ca=8.6, mg=1.5),
          lft(68, 142, 110, 1.6, ggt=410, alb=4.0), lipase(2140), {51000: 210}, lactate(2.2),
          ua(sg=1.028, ket="40")),
    [rpt("US ABD LIMIT, SINGLE ORGAN", "Ultrasound", "Abdomen", [
        ("INDICATION", "epigastric pain, lipase 2000s, ?stones"),
        ("FINDINGS", """
            Gallbladder: normal, no stones or sludge, wall 2 mm.
            CBD: 3 mm.
            Liver: increased echogenicity c/w steatosis, no focal lesion.
            Pancreas: obscured by overlying bowel gas.
            """),
        ("IMPRESSION", "No cholelithiasis. Fatty liver. Pancreas not visualized."),
    ], [], GB_N + LIVER_US_N + ["gallbladder_sludge", "cbd_dilation"]),
     rpt("CT ABD & PELVIS WITH CONTRAST", "CT", "Abdomen", [
        ("INDICATION", "Persistent pain day 3 of ____, ?necrosis/collection"),
        ("TECHNIQUE", "Pancreatic protocol: late arterial and portal venous phases after IV contrast."),
        ("COMPARISON", "US ___."),
        ("FINDINGS", """
            The pancreas is diffusely enlarged and edematous with peripancreatic fat stranding and fluid tracking
            into the left anterior pararenal space. Pancreatic parenchyma enhances homogeneously; no necrosis. No
            organized collection or pseudocyst. Splenic and portal veins patent. Diffuse fatty infiltration of the
            liver. Gallbladder unremarkable. Small left pleural effusion.
            """),
        ("IMPRESSION", "Interstitial edematous ____ without necrosis. Hepatic steatosis."),
    ], ["pancreatic_edema", "peripancreatic_inflammation", "peripancreatic_fluid", "pleural_effusion",
        "lung_base_pleural_effusion"],
        GB_N + ["pancreatic_necrosis"])],
    "Acute alcoholic pancreatitis",
    ["Alcohol induced acute pancreatitis without necrosis or infection", "Alcohol dependence, uncomplicated",
     "Nicotine dependence, cigarettes, uncomplicated"],
))

# ---------------------------------------------------------------------------------------------
ENCOUNTERS.append(enc(
    29500020, "pancreatitis", "typical",
    """
    MEDICINE ADMISSION H&P (overnight)
    Chief Complaint: epigastric pain, vomiting
    HPI: 67F with HTN and hypothyroidism, presents with sudden epigastric pain that began ~4 hours after dinner
    (pot roast) tonight, 10/10, radiating to the back and both upper quadrants, with repeated vomiting. Over the
    last year she has had intermittent episodes of RUQ pain after meals lasting an hour or so, never worked up.
    Noticed her urine looked dark today. No fever at home. No alcohol. No new medications.
    In ED: HR 110, lipase 5820, ALT 310, Tbili 2.8. Received 2L LR, hydromorphone, ondansetron. RUQ US showed
    stones and a dilated duct.
    ROS: denies CP, SOB, cough, diarrhea, melena. Otherwise negative.
    PMH: HTN; hypothyroidism; osteoporosis
    PSH: TAH 1995, cataracts
    Meds: amlodipine, levothyroxine, alendronate, calcium/vit D
    Allergies: codeine (nausea)
    SH: retired teacher. Never smoker. No EtOH.
    FH: mother w/ gallstones
    """,
    ann(["epigastric_pain", "sudden_severe_abdominal_pain", "pain_radiating_to_back", "vomiting",
         "previous_similar_episodes", "pain_resolving_within_hours", "ruq_pain", "dark_urine", "tachycardia",
         "gallstones", "cbd_dilation", "hypertension_history", "osteoporosis_history", "prior_abdominal_surgery",
         "known_allergy"],
        ["fever", "alcohol_use", "new_drug_exposure", "chest_pain", "dyspnea", "cough", "diarrhea", "melena",
         "smoker"]),
    """
    VS 100.2 108 146/80 22 95%RA
    GEN: uncomfortable, lying still
    HEENT: scleral icterus
    CV: tachy, no murmurs
    LUNGS: decreased BS L base
    ABD: mildly distended, TTP epigastrium and RUQ with guarding, neg Murphy, no rebound, BS hypoactive
    SKIN: no flank or periumbilical ecchymoses
    EXT: no edema
    """,
    annv(vit(100.2, 108, 146, 22, 95),
         ["jaundice", "diminished_breath_sounds", "distended_abdomen", "epigastric_tenderness", "ruq_tenderness",
          "guarding", "hypoactive_bowel_sounds"],
         ["new_heart_murmur", "murphy_sign", "rebound_tenderness", "grey_turner_sign", "cullen_sign",
          "pitting_edema"]),
    merge(cbc(14.9, 13.8, 256, 86.0), bmp(137, 3.7, 101, 22, 22, 1.1, 162, ca=8.9),
          lft(310, 280, 240, 2.8, dbili=2.1, alb=3.6), lipase(5820), {51000: 140}, lactate(1.6),
          ua(color="Amber", sg=1.022, bili="MOD", urobil="1")),
    [rpt("US ABD LIMIT, SINGLE ORGAN", "Ultrasound", "Abdomen", [
        ("INDICATION", "Epigastric pain, elevated lipase and LFTs."),
        ("FINDINGS", """
            Liver echotexture is normal; no focal lesion. Numerous small gallstones and sludge layer in a
            nondistended gallbladder; wall 2.5 mm, no pericholecystic fluid, sonographic Murphy negative. The common
            bile duct is dilated to 9 mm proximally; the distal duct is obscured by gas. Mild central intrahepatic
            ductal dilatation. The pancreatic head appears bulky and hypoechoic; body and tail obscured. No ascites.
            Right kidney normal.
            """),
        ("IMPRESSION", "Cholelithiasis with biliary dilatation; a distal CBD stone is not excluded. Bulky hypoechoic "
                       "pancreatic head could reflect edema in this clinical context."),
    ], ["gallstones", "gallbladder_sludge", "cbd_dilation", "intrahepatic_biliary_dilation"],
        LIVER_US_N + KID_N + ["gallbladder_distension", "gallbladder_wall_thickening", "pericholecystic_fluid",
                              "sonographic_murphy_sign", "simple_ascites", "free_fluid_abdomen"]),
     rpt("MRCP (MR ABDOMEN W/O CONTRAST)", "MRCP", "Abdomen", [
        ("CLINICAL HISTORY", "Gallstone ____? Dilated CBD on US."),
        ("TECHNIQUE", "Coronal and axial heavily T2-weighted sequences, thick-slab and 3D MRCP, axial T1 "
                      "in/opposed phase, DWI."),
        ("FINDINGS", """
            Just above the ampulla the distal common bile duct holds a 6 mm filling defect, compatible with a stone.
            CBD 9 mm; mild central intrahepatic ductal dilatation. Multiple small gallstones. The pancreas is
            diffusely edematous with T2 hyperintense peripancreatic fluid tracking along both anterior pararenal
            spaces. Pancreatic duct not dilated. No pancreas divisum.
            """),
        ("IMPRESSION", """
            1. Choledocholithiasis with biliary dilatation.
            2. Interstitial edematous ____.
            """),
    ], ["common_bile_duct_stone", "cbd_dilation", "intrahepatic_biliary_dilation", "gallstones", "pancreatic_edema",
        "peripancreatic_fluid"], [])],
    "Acute gallstone pancreatitis with choledocholithiasis",
    ["Biliary acute pancreatitis without necrosis or infection",
     "Calculus of bile duct without cholangitis or cholecystitis without obstruction",
     "Essential (primary) hypertension"],
    ["ERCP with biliary sphincterotomy and stone extraction", "Laparoscopic cholecystectomy"],
    [("0FC98ZZ", "Extirpation of Matter from Common Bile Duct, Via Natural or Artificial Opening Endoscopic", 10),
     ("0FT44ZZ", "Resection of Gallbladder, Percutaneous Endoscopic Approach", 10)],
))

# ---------------------------------------------------------------------------------------------
ENCOUNTERS.append(enc(
    29500021, "pancreatitis", "atypical",
    """
    Transferred from ___ Urgent Care. 36 yo F with T2DM (A1c 11.8 in ___), obesity, known high triglycerides
    (stopped fenofibrate 6 months ago, "made my stomach upset"), presents with epigastric and LUQ pain x 1 day,
    steady, going to the back, with nausea and 4 episodes of emesis. Very thirsty and urinating a lot last
    week. UC fingerstick glucose "HI"; they noted the blood in the tube "looked like milk". Denies alcohol. No
    known gallstones.
    PMH: T2DM, HTN, hypertriglyceridemia, PCOS, obesity
    PSH: none
    Meds: metformin (takes it sporadically), lisinopril; insulin prescribed but not taking
    SH: married, 2 kids, cashier, no tob/EtOH/drugs
    FH: father DM, MI at 50; brother "high triglycerides"
    """,
    ann(["epigastric_pain", "pain_radiating_to_back", "prolonged_constant_pain", "nausea", "vomiting",
         "polyuria_polydipsia", "diabetes_history", "obesity", "hypertension_history", "hyperlipidemia_history",
         "metformin_use", "raas_blocker_use", "medication_nonadherence", "insulin_omission",
         "family_history_diabetes", "family_history_cad"],
        ["alcohol_use", "gallstones_history", "prior_abdominal_surgery", "smoker"]),
    """
    Temp 37.3 | HR 118 | BP 142/88 | RR 24 | SpO2 97%
    Obese, uncomfortable, dry mucous membranes. Crops of small yellow papules on the extensor forearms and
    buttocks. Acanthosis nigricans of the neck.
    Abd: obese, distended, diffusely tender, worst in the epigastrium, voluntary guarding, no rebound. BS
    hypoactive.
    No CVA tenderness.
    """,
    annv(vit(37.3, 118, 142, 24, 97),
         ["obesity", "dehydration_signs", "acanthosis_nigricans", "distended_abdomen", "diffuse_abdominal_tenderness",
          "epigastric_tenderness", "guarding", "hypoactive_bowel_sounds"],
         ["rebound_tenderness", "cva_tenderness"]),
    merge(cbc(15.1, 16.4, 310, 80.0), bmp(129, 4.8, 92, 17, 18, 1.2, 428, ca=7.9), lipase(640), {51000: 4800},
          {50907: 620}, {50852: 11.8}, lactate(2.4), {50820: 7.31}, lft(30, 26, 90, 0.5), hcg("NEG"),
          ua(sg=1.030, glu="1000", ket="40")),
    [rpt("CT ABD/PELVIS W/ CONTRAST", "CT", "Abdomen", [
        ("INDICATION", "Epigastric pain, elevated lipase, triglycerides 4800."),
        ("TECHNIQUE", "Single portal venous phase after IV contrast; coronal/sagittal MPR."),
        ("COMPARISON", "None."),
        ("FINDINGS", None),
        ("LUNG BASES", "Small bilateral pleural effusions."),
        ("LIVER", "Enlarged, 20 cm craniocaudal, diffusely low attenuation (steatosis). No focal lesion."),
        ("GALLBLADDER", "Normal. No radiodense stones."),
        ("PANCREAS", "Diffusely enlarged and edematous with extensive peripancreatic stranding and fluid tracking into "
                     "both anterior pararenal spaces and the lesser sac. Homogeneous parenchymal enhancement; no "
                     "necrosis. Splenic vein patent."),
        ("KIDNEYS", "Normal."),
        ("BOWEL", "No obstruction. Normal appendix."),
        ("IMPRESSION", """
            1. Acute interstitial ____ with extensive peripancreatic fluid.
            2. Hepatomegaly with steatosis.
            3. Small bilateral effusions.
            """),
    ], ["pancreatic_edema", "peripancreatic_inflammation", "peripancreatic_fluid", "steatotic_hepatomegaly",
        "normal_caliber_appendix"] + EFF,
        GB_N + KID_N + APP_N + LIVER_CT_N + ["pancreatic_necrosis", "dilated_small_bowel_loops"])],
    "Acute pancreatitis due to hypertriglyceridemia",
    ["Other acute pancreatitis without necrosis or infection", "Hypertriglyceridemia, unspecified",
     "Type 2 diabetes mellitus with hyperglycemia"],
))

# ---------------------------------------------------------------------------------------------
ENCOUNTERS.append(enc(
    29500022, "pancreatitis", "atypical",
    """
    79 yo M brought by wife for confusion and vomiting since this morning. Per wife he complained of
    "indigestion" last night after dinner and went to bed early, vomited several times overnight. This morning
    he was "mixed up", not making sense, and clammy. He denies pain when asked, but points to his upper abdomen
    when asked where he feels unwell. No fall, no head injury. No fevers known.
    PMH: CAD s/p CABG, T2DM, CKD 3, gallstones on a CT years ago, BPH. Baseline independent, still drives.
    PSH: CABG 2008, TURP
    Meds: aspirin, metoprolol, atorvastatin, metformin, tamsulosin
    SH: lives with wife; 1 beer daily; quit smoking 1980
    FH: noncontributory
    """,
    ann(["confusion", "vomiting", "cold_sweat", "coronary_artery_disease_history", "diabetes_history", "ckd_history",
         "nsaid_use",
         "gallstones_history", "prostatic_enlargement_history", "metformin_use", "alcohol_use", "former_smoker"],
        ["abdominal_pain", "head_trauma", "fever"]),
    """
    VS: T 36.1  HR 124  BP 78/44 (84/50 after 2L)  RR 28  SpO2 89% RA, 94% on 4L NC
    Gen: elderly man, pale, diaphoretic, oriented to person only, drowsy but arousable
    HEENT: dry mucous membranes, mild scleral icterus
    Lungs: crackles at both bases, decreased BS at bases
    CV: tachycardic, regular, healed sternotomy
    Abd: distended, tympanic, diffusely tender on deep palpation, most in the epigastrium, with guarding; bowel
    sounds absent. Faint bluish discoloration around the umbilicus. Flanks without discoloration.
    Ext: cool, mottled knees
    """,
    annv(vv(vit(36.1, 124, 78, 28, 89), vit(sbp=84)),
         ["pallor", "diaphoretic", "altered_mental_status_sign", "drowsiness", "dehydration_signs", "jaundice",
          "crackles",
          "bibasilar_crackles", "diminished_breath_sounds", "distended_abdomen", "tympanic_abdomen",
          "diffuse_abdominal_tenderness", "epigastric_tenderness", "guarding", "hypoactive_bowel_sounds",
          "cullen_sign"],
         ["grey_turner_sign"]),
    merge(cbc(19.8, 17.2, 160, 83.0, bands=5.0), bmp(131, 5.6, 97, 14, 58, 2.8, 246, ca=7.1), lipase(980),
          lactate(5.1), lft(240, 310, 190, 3.0, dbili=1.9, alb=2.6), coags(15.1, 1.4), {51000: 180}, trop(0.06),
          {50820: 7.26, 50818: 30, 50821: 58, 50802: -11}, crp(140.0)),
    [rpt("CHEST (PORTABLE AP)", "Radiograph", "Chest", [
        ("INDICATION", "Hypoxia, shock."),
        ("FINDINGS", "Low lung volumes. Hazy bilateral airspace opacities, greater at the bases, with small bilateral "
                     "pleural effusions. Median sternotomy wires. Heart size normal. No pneumothorax."),
    ], EFF, ["cardiomegaly"]),
     rpt("CT ABDOMEN AND PELVIS WITH IV CONTRAST", "CT", "Abdomen", [
        ("INDICATION", "79M shock, lipase 980, eval severity."),
        ("TECHNIQUE", "Portal venous phase after 80 mL IV contrast given after discussion with the ICU team "
                      "(renal function). Reformats."),
        ("FINDINGS", None),
        ("PANCREAS", "Swollen, with absent enhancement of roughly 50% of the body and tail, consistent with necrosis; "
                     "the head enhances. Extensive peripancreatic stranding with heterogeneous acute necrotic "
                     "collections in the lesser sac and left anterior pararenal space."),
        ("HEPATOBILIARY", "Multiple gallstones, no gallbladder wall thickening. CBD 7 mm. Portal and splenic veins "
                          "patent."),
        ("PERITONEUM", "Moderate ascites."),
        ("BOWEL", "Transverse colon distended to 7 cm with abrupt transition to collapsed colon at the splenic "
                  "flexure, likely reactive."),
        ("LUNG BASES", "Bilateral pleural effusions with compressive atelectasis."),
        ("IMPRESSION", """
            1. Necrotizing ____ with approximately 50% glandular necrosis and acute necrotic collections.
            2. Cholelithiasis.
            3. Ascites and bilateral effusions.
            """),
    ], ["pancreatic_edema", "pancreatic_necrosis", "peripancreatic_inflammation", "peripancreatic_fluid",
        "gallstones", "free_fluid_abdomen", "simple_ascites", "dilated_colon", "decompressed_distal_bowel"] + EFF,
        ["gallbladder_wall_thickening"])],
    "Acute necrotizing gallstone pancreatitis with shock",
    ["Biliary acute pancreatitis with uninfected necrosis", "Shock, unspecified",
     "Acute respiratory distress syndrome", "Acute kidney failure, unspecified"],
    micro={90201: ("No growth", BLOOD_SPEC)},
))

# ---------------------------------------------------------------------------------------------
ENCOUNTERS.append(enc(
    29500023, "pancreatitis", "hard",
    """
    Triage: "L flank pain, hx kidney stones"
    52M with nephrolithiasis x3 (last passed a stone 2 yrs ago), presents with L flank and L upper abdominal
    pain since last evening, constant, boring into the back, 8/10, "it's like my stones but it won't let up
    and doesn't come and go". Nausea and vomiting x3. No blood in urine, no dysuria. More thirsty and
    constipated lately. Drinks 2-3 beers on weekends. No prior abdominal surgery.
    PMH: kidney stones, HTN, depression
    Meds: HCTZ 25, sertraline
    Allergies: none
    SH: mail carrier, nonsmoker
    FH: mother had parathyroid surgery
    """,
    ann(["flank_pain", "abdominal_pain", "pain_radiating_to_back", "prolonged_constant_pain", "nausea", "vomiting",
         "kidney_stone_history", "polyuria_polydipsia", "constipation", "alcohol_use", "hypertension_history",
         "thiazide_use", "depression_history"],
        ["colicky_abdominal_pain", "gross_hematuria", "dysuria", "prior_abdominal_surgery", "smoker",
         "known_allergy"]),
    """
    T 99.1  HR 104  BP 150/92  RR 18  SpO2 98%
    Sitting hunched forward on the stretcher.
    CV: RRR. Lungs: clear.
    Abd: soft, ND, TTP epigastrium and LUQ with voluntary guarding; no rebound.
    Back: mild L CVA tenderness.
    Skin: no jaundice.
    """,
    annv(vit(99.1, 104, 150, 18, 98),
         ["epigastric_tenderness", "guarding", "cva_tenderness"],
         ["distended_abdomen", "rebound_tenderness", "jaundice"]),
    merge(cbc(12.9, 15.4, 240, 80.0), bmp(136, 3.5, 99, 26, 24, 1.3, 132, ca=12.4, phos=2.2), lipase(1280),
          lft(28, 30, 88, 0.9), {51000: 190}, ua(sg=1.012, rbc=2, wbc=1)),
    [rpt("CT ABDOMEN PELVIS WITHOUT CONTRAST (STONE PROTOCOL)", "CT", "Abdomen", [
        ("HISTORY", "Left flank pain, history of nephrolithiasis."),
        ("TECHNIQUE", "Low dose noncontrast CT, prone not performed. Coronal reformats."),
        ("COMPARISON", "CT ___ (2 years prior)."),
        ("FINDINGS", """
            Punctate nonobstructing calculi in both renal lower poles, up to 2 mm, similar to prior. No ureteral
            calculi. No hydronephrosis or perinephric stranding.
            There is stranding of the fat around the pancreatic body and tail, with a thin layer of fluid in the left
            anterior pararenal space extending along the anterior renal fascia. This is new since the prior exam.
            Liver and spleen unremarkable. Gallbladder without radiodense stones. Bowel unremarkable. Lung bases clear.
            """),
        ("IMPRESSION", """
            1. No obstructing ureteral stone. Small bilateral nonobstructing renal calculi.
            2. Inflammatory stranding and fluid about the pancreatic body and tail, which may represent ____;
            correlate with lipase.
            """),
    ], ["renal_calculus", "peripancreatic_inflammation", "peripancreatic_fluid"],
        ["ureteral_stone", "hydronephrosis", "perinephric_stranding"]),
     rpt("US RUQ", "Ultrasound", "Abdomen", [
        ("FINDINGS", "Gallbladder normal without stones or sludge. CBD 4 mm. Liver normal, no focal lesion. "
                     "Pancreatic head and body hypoechoic and mildly swollen; tail not seen."),
        ("IMPRESSION", "No gallstones."),
    ], ["pancreatic_edema"], GB_N + LIVER_US_N + ["gallbladder_sludge", "cbd_dilation"])],
    "Acute pancreatitis secondary to hypercalcemia (primary hyperparathyroidism)",
    ["Other acute pancreatitis without necrosis or infection", "Hypercalcemia", "Primary hyperparathyroidism",
     "Calculus of kidney"],
))

# ---------------------------------------------------------------------------------------------
ENCOUNTERS.append(enc(
    29500024, "pancreatitis", "hard",
    """
    GASTROENTEROLOGY CONSULTATION
    Reason for consult: "epigastric pain, known PUD, ?bleeding ulcer, please scope"
    Dear colleagues, thank you for this consultation. Ms. ___ is a 29 year-old woman, six weeks postpartum, who
    was treated for Helicobacter pylori two years ago after an endoscopy showed antral gastritis and a small
    duodenal ulcer. She has been taking naproxen for perineal pain since delivery. For two days she has had
    burning epigastric pain, which she first thought was "the ulcer coming back"; since last night it has
    become constant and much more severe, goes straight through to her back, and is not eased by food or
    antacids. She has vomited four times, bilious, without blood or coffee grounds. Stools are brown, no
    melena. She does not drink alcohol. No history of gallstones that she knows of.
    Past history: H. pylori gastritis and duodenal ulcer (treated, eradication confirmed by breath test);
    gestational diabetes (diet controlled); spontaneous vaginal delivery six weeks ago.
    Medications: naproxen 500 mg twice daily, prenatal vitamins, ferrous sulfate.
    Social: lives with partner and newborn, breastfeeding, non-smoker.
    """,
    ann(["burning_epigastric_pain", "epigastric_pain", "prolonged_constant_pain", "pain_radiating_to_back",
         "vomiting", "bilious_vomiting", "h_pylori_history", "prior_dyspepsia", "nsaid_use", "duodenal_ulcer",
         "perineal_pain"],
        ["pain_relieved_by_eating", "hematemesis", "melena", "alcohol_use", "gallstones_history", "smoker"]),
    """
    She is in obvious discomfort, lying still. Temperature 37.7, pulse 104, BP 118/70, respirations 20,
    saturation 98% on air. Mild scleral icterus. The abdomen is tender in the epigastrium and left upper
    quadrant with guarding but no rebound; Murphy's sign negative; bowel sounds reduced. Rectal examination:
    brown stool, occult blood negative.
    """,
    annv(vit(37.7, 104, 118, 20, 98),
         ["jaundice", "epigastric_tenderness", "guarding", "hypoactive_bowel_sounds"],
         ["rebound_tenderness", "murphy_sign", "guaiac_positive_stool", "melena_on_rectal_exam"]),
    merge(cbc(13.8, 11.4, 380, 81.0), bmp(138, 3.9, 103, 23, 9, 0.6, 112, ca=9.1), lipase(1650),
          lft(245, 190, 180, 2.2, dbili=1.4), {51000: 260}, hcg("NEG")),
    [rpt("CT ABD & PELVIS WITH CONTRAST", "CT", "Abdomen", [
        ("INDICATION", "Epigastric pain, hx PUD, lipase 1650. ?perforation"),
        ("TECHNIQUE", "Portal venous phase, reformats. Oral contrast not given."),
        ("FINDINGS", """
            Mild diffuse edematous enlargement of the pancreas with peripancreatic fat stranding. No peripancreatic
            fluid collection; no necrosis. The gallbladder contains high-density layering material, which may
            represent sludge or small stones. CBD 6 mm. Stomach and duodenum are normal without wall thickening.
            No free air. Postpartum uterus. Small amount of free pelvic fluid.
            """),
        ("IMPRESSION", "Mild interstitial ____. Possible sludge or stones in the gallbladder; ultrasound suggested. "
                       "No evidence of perforation."),
    ], ["pancreatic_edema", "peripancreatic_inflammation", "free_pelvic_fluid"],
        ["peripancreatic_fluid", "pancreatic_necrosis", "gastroduodenal_wall_thickening", "pneumoperitoneum_ct"]),
     rpt("LIVER OR GALLBLADDER US (SINGLE ORGAN)", "Ultrasound", "Abdomen", [
        ("FINDINGS", """
            Gallbladder contains layering echogenic sludge and several tiny mobile shadowing echogenic foci,
            microlithiasis. Wall 2 mm. No pericholecystic fluid. Sonographic Murphy sign negative. CBD mildly
            dilated at 7 mm. The pancreas is hypoechoic and edematous.
            """),
        ("IMPRESSION", "Sludge and microlithiasis. Mildly dilated CBD. Sonographic appearance of ____."),
    ], ["gallbladder_sludge", "gallstones", "cbd_dilation", "pancreatic_edema"],
        ["gallbladder_wall_thickening", "pericholecystic_fluid", "sonographic_murphy_sign"])],
    "Acute biliary pancreatitis (sludge/microlithiasis), postpartum",
    ["Biliary acute pancreatitis without necrosis or infection", "Calculus of gallbladder without cholecystitis "
     "without obstruction"],
    ["Laparoscopic cholecystectomy"],
    [("0FT44ZZ", "Resection of Gallbladder, Percutaneous Endoscopic Approach", 10)],
))
