"""Liver abscess (label `liver abscess`), hadm 29300001-29300007.

29300001 typical   58M diabetic, fever, rigors, RUQ ache; Klebsiella; CT organ template (CT-guided drain)
29300002 typical   67M three weeks after outpatient-treated sigmoid diverticulitis; RUQ US with
                   measurements, then CT as one paragraph; Bacteroides
29300003 atypical  71M pancreatic head cancer, metal biliary stent, on chemotherapy; several small
                   rim-enhancing lesions with a comparison CT, hedged gas; E. coli
29300004 atypical  88F CKD 4, drowsy, low-grade temps, on cephalexin for a presumed bladder infection;
                   non-contrast CT (indeterminate lesion) then MRI
29300005 hard      52M sent from urgent care as right lower lobe pneumonia; chest radiograph, then CT
                   with a gas-containing dome collection
29300006 hard      34M returned from a family visit abroad, sent to surgery as a gallbladder problem;
                   RUQ US template: normal gallbladder, solitary hypoechoic lesion (amebic)
29300007 hard      63M referred for fever of unknown origin after dental extractions; dictated note
                   with speech-recognition slips; CT one paragraph
"""

from common import (BLOOD_SPEC, DUCT_N, EFF, GB_N, KID_N, PANC_N, APP_N, COLON_N, URINE_SPEC, annv, ann, bmp,
                    cbc, coags, enc, lft, merge, rad, ua, vit)

ENCOUNTERS = []

# ---------------------------------------------------------------------------------------------
ENCOUNTERS.append(enc(
    29300001, "liver abscess", "typical",
    """58 y/o M with T2DM (on metformin + glipizide, last A1c 10.2 in ___), HTN, HLD who presents with
    5 days of fevers up to 103 at home with shaking chills and a dull ache under the right ribs.
    Pain is constant, non-radiating, 6/10, worse with a deep breath and with movement. Decreased
    appetite, has eaten only crackers for 3 days. +Nausea, no emesis. No diarrhea, no melena or BRBPR.
    Denies cough, SOB, dysuria. Has not left ___ in years. No known sick contacts. Took
    acetaminophen for the fevers with brief relief.
    ROS: 10 point ROS otherwise negative except as above.
    PMH: T2DM, HTN, HLD, obesity (BMI 34)
    PSH: none
    Meds: metformin 1000 BID, glipizide 5 daily, lisinopril 20, atorvastatin 40
    All: NKDA
    Social: Bus mechanic. 2-3 beers on weekends. Never smoker.
    Family: Father MI in his 60s. Mother DM.""",
    ann(["fever", "fever_measured", "chills", "ruq_pain", "prolonged_constant_pain", "pain_worse_with_movement",
         "anorexia", "nausea", "diabetes_history", "hypertension_history", "hyperlipidemia_history", "obesity",
         "metformin_use", "sulfonylurea_use", "raas_blocker_use", "alcohol_use", "family_history_cad",
         "family_history_diabetes"],
        ["vomiting", "diarrhea", "melena", "rectal_bleeding", "cough", "dyspnea", "dysuria", "recent_travel",
         "sick_contacts", "prior_abdominal_surgery", "smoker"]),
    """VS: T 39.2 HR 112 BP 118/70 RR 20 SpO2 96% RA
    Gen: diaphoretic, uncomfortable, A&Ox3
    HEENT: sclerae anicteric, mucous membranes dry
    CV: tachy, regular, no m/r/g
    Resp: decreased BS R base, no crackles
    Abd: obese, soft, ND. Tender RUQ; liver edge palpable 3 cm below the costal margin and tender. Murphy's
    neg. No rebound or guarding. +BS
    Back: no CVAT
    Ext: WWP, no edema
    Skin: no rash, no jaundice""",
    annv(vit(39.2, 112, 118, 20, 96),
         ["diaphoretic", "dehydration_signs", "diminished_breath_sounds", "ruq_tenderness", "hepatomegaly",
          "tender_hepatomegaly", "obesity"],
         ["altered_mental_status_sign", "jaundice", "new_heart_murmur", "pericardial_friction_rub", "crackles",
          "distended_abdomen", "murphy_sign", "rebound_tenderness", "guarding", "cva_tenderness", "pitting_edema",
          "rash"]),
    merge(cbc(19.8, 12.1, 412, 86, bands=6), bmp(131, 4.4, 95, 21, 24, 1.3, 287),
          lft(68, 54, 262, 1.4, alb=2.9), {50956: 32, 50889: 210.0, 50813: 1.9}, coags(14.1, 1.3),
          ua(sg=1.022, glu="500", ket="TR")),
    [rad("CT ABD & PELVIS WITH CONTRAST", "CT", "Abdomen",
         """Single-phase portal venous acquisition through the abdomen and pelvis after 100 mL of IV Omnipaque
         350; no enteric contrast. Coronal and sagittal reformats reviewed at the workstation.""",
         [("LOWER CHEST", """Small right pleural effusion with adjacent compressive atelectasis. Left base clear.
           Heart size normal. No pericardial effusion."""),
          ("LIVER", """In the posterior right lobe (segments VII/VIII) there is a 7.8 x 6.9 x 7.2 cm multiloculated
           hypoattenuating collection with enhancing internal septa and an enhancing peripheral rim, surrounded by
           a faint band of hypoenhancing parenchyma. No internal gas. The remainder of the liver enhances
           homogeneously. Hepatic and portal veins are patent."""),
          ("BILIARY", """Gallbladder is normal in appearance without stones or wall thickening. No intra- or
           extrahepatic biliary ductal dilatation."""),
          ("PANCREAS", "Normal. No peripancreatic stranding."),
          ("SPLEEN", "Normal size."),
          ("ADRENALS", "Unremarkable."),
          ("KIDNEYS", """Symmetric enhancement, no hydronephrosis. 1.2 cm simple cyst in the upper pole of the
           left kidney."""),
          ("GI TRACT", """Stomach and small bowel unremarkable. Normal appendix. The colon is not dilated;
           scattered sigmoid diverticula without inflammation."""),
          ("PELVIS", "Bladder underdistended. Prostate normal in size. No free pelvic fluid."),
          ("LYMPH NODES", "A few subcentimeter portocaval nodes, likely reactive."),
          ("VASCULAR", "Moderate calcified atherosclerosis of the abdominal aorta without aneurysm."),
          ("BONES", "Mild multilevel lumbar degenerative change. No suspicious osseous lesion.")],
         EFF + ["rim_enhancing_hepatic_collection", "colonic_diverticula", "normal_caliber_appendix"],
         GB_N + DUCT_N + PANC_N + APP_N + COLON_N + [
             "gas_in_hepatic_collection", "pericardial_effusion", "enlarged_spleen_imaging", "hydronephrosis",
             "dilated_small_bowel_loops", "dilated_colon", "free_pelvic_fluid", "enlarged_prostate_imaging"],
         dose="Total DLP (Body) = 612 mGy-cm",
         indication="58M with fever, RUQ pain and leukocytosis. Evaluate for an intra-abdominal source.",
         comparison="None available.",
         impression="""1. 7.8 cm multiloculated rim-enhancing collection in the posterior right hepatic lobe,
         compatible with ____ in this clinical setting. Amenable to percutaneous drainage.
         2. Small right pleural effusion.
         3. Sigmoid diverticulosis without CT evidence of diverticulitis.""")],
    "Klebsiella pneumoniae liver abscess; type 2 diabetes mellitus, uncontrolled",
    ["Abscess of liver", "Klebsiella pneumoniae [K. pneumoniae] as the cause of diseases classified elsewhere",
     "Type 2 diabetes mellitus with hyperglycemia", "Pleural effusion, not elsewhere classified",
     "Essential (primary) hypertension"],
    procs=["CT-guided percutaneous drainage of liver collection, 10 Fr pigtail catheter"],
    icdp=[("0F9030Z", "Drainage of Liver with Drainage Device, Percutaneous Approach", 10)],
    micro={90201: ("KLEBSIELLA PNEUMONIAE", BLOOD_SPEC)}))

# ---------------------------------------------------------------------------------------------
ENCOUNTERS.append(enc(
    29300002, "liver abscess", "typical",
    """67M h/o sigmoid diverticulitis dx'd ~3 wks ago at OSH (CT there per pt showed 'a small pocket'),
    treated as outpt w/ cipro/flagyl x10d, felt better. Over past 6 days recurrent fevers and drenching
    sweats at night, Tmax 102.1 at home. Now dull RUQ discomfort, nonradiating. Nausea, poor appetite.
    No vomiting. BMs normal, no blood. No LLQ pain now. No cough. No urinary sx.
    PMH: diverticulosis, HTN, BPH
    PSH: lap chole (2009), R TKA
    Meds: amlodipine, tamsulosin
    SH: retired teacher, lives w/ wife; ex-smoker 30 pk-yr, quit 2005; rare EtOH
    FH: noncontributory""",
    ann(["diverticulosis_history", "fever", "fever_measured", "night_sweats", "ruq_pain", "nausea", "anorexia",
         "hypertension_history", "prostatic_enlargement_history", "prior_cholecystectomy", "former_smoker"],
        ["vomiting", "rectal_bleeding", "llq_pain", "cough", "dysuria", "urinary_frequency", "smoker"]),
    """T 100.9  HR 104  BP 142/84  RR 18  O2 97%RA. Tired-appearing older man in NAD. Anicteric. Lungs clear
    bilat. Heart reg. Abdomen soft, nondistended, mild tenderness R upper quadrant and epigastrium on deep
    palpation, liver edge not felt, no rebound, no guarding, LLQ nontender. Well healed lap port scars.
    Rectal deferred. No CVA tenderness. No LE edema.""",
    annv(vit(100.9, 104, 142, 18, 97),
         ["ruq_tenderness", "epigastric_tenderness", "tired_appearance"],
         ["jaundice", "crackles", "distended_abdomen", "hepatomegaly", "rebound_tenderness", "guarding",
          "llq_tenderness", "cva_tenderness", "pitting_edema"]),
    merge(cbc(16.4, 11.8, 398, 81), bmp(136, 3.9, 100, 24, 18, 1.0, 121), lft(52, 47, 188, 0.9, alb=3.1),
          {50956: 28, 50889: 148.0, 50813: 1.4}, ua()),
    [rad("LIVER OR GALLBLADDER US (SINGLE ORGAN)", "Ultrasound", "Abdomen",
         "Grayscale and color Doppler sonography of the right upper quadrant.",
         """Background hepatic echotexture is unremarkable. There is a heterogeneous, predominantly hypoechoic
         lesion in the right lobe (segment VI) measuring 6.1 x 5.4 x 5.0 cm, with an irregular thick wall, low-level
         internal echoes and posterior acoustic enhancement. No internal vascularity on color Doppler. Main
         portal vein patent with hepatopetal flow. Gallbladder is surgically absent. CBD 5 mm, appropriate for
         the post-cholecystectomy state. No intrahepatic ductal dilation. Visualized pancreatic head and body
         unremarkable; tail obscured by bowel gas. Right kidney 11.2 cm without hydronephrosis. No ascites.""",
         ["hypoechoic_liver_lesion"],
         DUCT_N + PANC_N + ["hydronephrosis", "free_fluid_abdomen", "simple_ascites"],
         indication="Fevers, RUQ pain, recent diverticulitis.",
         impression="""6.1 cm complex hypoechoic right hepatic lesion. In the setting of fever this may represent
         ____; a necrotic mass is less likely. Contrast-enhanced CT recommended."""),
     rad("CT ABD & PELVIS WITH CONTRAST", "CT", "Abdomen",
         "Following IV contrast, helical images through the abdomen and pelvis; multiplanar reformats.",
         """Lung bases are clear. In hepatic segment VI there is a 6.3 x 5.6 cm low-attenuation collection with
         a thick enhancing wall and several thin internal septations; no gas. Mild hyperenhancement of the
         adjacent hepatic parenchyma. The portal and hepatic veins opacify normally. Status post
         cholecystectomy. Spleen, pancreas, adrenals and kidneys are unremarkable. Multiple sigmoid diverticula
         with mild residual wall thickening of a short sigmoid segment but no pericolic fluid or extraluminal
         gas; no pericolic abscess. No free air. No bowel dilation. Appendix normal. Prostate mildly enlarged.
         No lymphadenopathy. Degenerative change of the lumbar spine.""",
         ["rim_enhancing_hepatic_collection", "colonic_diverticula", "sigmoid_wall_thickening",
          "enlarged_prostate_imaging", "normal_caliber_appendix"],
         EFF + PANC_N + KID_N + APP_N + [
             "gas_in_hepatic_collection", "enlarged_spleen_imaging", "extraluminal_pericolic_gas",
             "pericolic_abscess", "pneumoperitoneum_ct", "dilated_small_bowel_loops", "dilated_colon",
             "enlarged_mesenteric_lymph_nodes"],
         impression="""1. 6.3 cm rim-enhancing septated collection in the right hepatic lobe, consistent with
         ____, likely seeded through the portal venous system from the recent sigmoid process.
         2. Sigmoid diverticulosis with mild residual wall thickening; no abscess or perforation.""")],
    "Pyogenic liver abscess following sigmoid diverticulitis (Bacteroides fragilis bacteremia)",
    ["Abscess of liver", "Bacteroides fragilis [B. fragilis] as the cause of diseases classified elsewhere",
     "Diverticulosis of large intestine without perforation or abscess without bleeding",
     "Essential (primary) hypertension", "Benign prostatic hyperplasia without lower urinary tract symptoms"],
    procs=["Percutaneous drainage of hepatic collection under ultrasound guidance"],
    icdp=[("0F9030Z", "Drainage of Liver with Drainage Device, Percutaneous Approach", 10)],
    micro={90201: ("BACTEROIDES FRAGILIS GROUP", BLOOD_SPEC)}))

# ---------------------------------------------------------------------------------------------
ENCOUNTERS.append(enc(
    29300003, "liver abscess", "atypical",
    """Mr. ___ is a 71 yo man with locally advanced pancreatic head adenocarcinoma (dx ___), s/p ERCP with a
    10 x 60 mm covered metal biliary stent in ___, currently C4D8 gemcitabine/nab-paclitaxel (last dose 6
    days ago), admitted from the infusion center after his nurse found him febrile to 38.9 with rigors. He
    reports two days of feeling washed out, chills and sweats, and a vague heaviness in the right side of his
    abdomen that he attributes to his tumor. Appetite has been poor for weeks. Stool is normal color, urine
    not dark. No cough, no sore throat, no diarrhea, no dysuria. Port site not tender.
    - PMH: pancreatic cancer as above; DVT L leg on apixaban; HTN; hypothyroidism
    - PSH: port placement; no abdominal operations
    - Meds: apixaban 5 bid, pancrelipase, levothyroxine, ondansetron prn, oxycodone 5 mg prn (uses ~1/day)
    - SH: retired engineer, married, no tobacco, no EtOH since diagnosis
    - FH: brother with colon cancer at 58""",
    ann(["malignancy_history", "biliary_instrumentation_history", "prior_chemotherapy_radiation", "immunosuppression",
         "fever", "fever_measured", "chills", "sweating", "anorexia", "prior_vte", "anticoagulant_use",
         "hypertension_history", "opioid_use_history", "family_history_colon_malignancy"],
        ["pale_stools", "dark_urine", "cough", "sore_throat", "diarrhea", "dysuria", "prior_abdominal_surgery",
         "smoker", "alcohol_use"]),
    """Temp 38.6 | HR 96 | BP 104/62 | RR 18 | SpO2 95% on room air
    General: thin, cachectic man, rigoring intermittently
    Eyes: mild scleral icterus
    Chest: port R chest c/d/i, no erythema. Lungs CTA b/l.
    Cardiac: RRR nl S1S2
    Abd: soft, mildly distended, mild TTP RUQ, no rebound. Liver edge 2 fb below costal margin. No palpable GB.
    Ext: no edema, no calf tenderness
    Neuro: A+O x3, nonfocal""",
    annv(vit(38.6, 96, 104, 18, 95),
         ["cachexia", "jaundice", "distended_abdomen", "ruq_tenderness", "hepatomegaly", "chills"],
         ["crackles", "rebound_tenderness", "palpable_gallbladder", "pitting_edema", "calf_tenderness",
          "altered_mental_status_sign"]),
    merge(cbc(3.4, 9.6, 98, 78, bands=8), bmp(133, 3.6, 99, 22, 16, 0.8, 142),
          lft(96, 88, 512, 3.1, alb=2.7, dbili=2.2), {50956: 22, 50889: 186.0, 50813: 2.3}, coags(12.9, 1.2)),
    [rad("CT ABD & PELVIS WITH CONTRAST", "CT", "Abdomen",
         """Iodinated contrast given IV; abdomen and pelvis acquired in the portal venous phase (a pancreatic
         protocol was not requested). Reformats in two planes.""",
         [("Lower thorax", "Bibasilar dependent atelectasis. No pleural effusion."),
          ("Liver", """Interval development of at least four rim-enhancing hypodense lesions in the right lobe, the
           largest 3.2 x 2.8 cm in segment VIII and 2.4 cm in segment V, the others subcentimeter. A few appear to
           contain punctate gas locules, although they lie next to pneumobilia and partial volume cannot be
           excluded. None of these were present on the prior study. Pneumobilia in the left lobe, expected with
           the biliary stent."""),
          ("Biliary", """Metallic CBD stent in expected position. Mild intrahepatic ductal dilatation in the right
           lobe, new from prior. Gallbladder distended with layering sludge, unchanged."""),
          ("Pancreas", """Ill-defined hypoenhancing pancreatic head mass, 3.4 x 2.9 cm (previously 3.5 x 3.0 cm),
           abutting the SMV with less than 180 degrees of contact, stable. Upstream pancreatic duct 5 mm, stable."""),
          ("Spleen", "Normal."),
          ("Adrenals", "Normal."),
          ("Kidneys", "Normal enhancement. No hydronephrosis."),
          ("Peritoneum", "Trace perihepatic fluid. No free air."),
          ("Vessels/Nodes", "Patent portal vein. Stable 1.1 cm peripancreatic node."),
          ("Bones", "No suspicious lesions.")],
         ["rim_enhancing_hepatic_collection", "intrahepatic_biliary_dilation", "gallbladder_distension",
          "gallbladder_sludge", "pancreatic_mass", "free_fluid_abdomen"],
         EFF + KID_N + ["enlarged_spleen_imaging", "pneumoperitoneum_ct"],
         comparison="CT abdomen/pelvis ___ (3 weeks prior).",
         impression="""1. Multiple new rim-enhancing right hepatic lobe lesions, the largest 3.2 cm. Given fever
         and an indwelling biliary stent, these are most suggestive of ____. Metastases are considered less likely
         given the rim enhancement and appearance within 3 weeks, but cannot be excluded.
         2. New mild right-sided intrahepatic biliary dilation; partial stent dysfunction is possible.
         3. Stable pancreatic head mass.""")],
    "Multiple hepatic abscesses (E. coli bacteremia) with partially occluded metal biliary stent; pancreatic adenocarcinoma",
    ["Abscess of liver", "Sepsis due to Escherichia coli [E. coli]", "Malignant neoplasm of head of pancreas",
     "Obstruction of bile duct", "Long term (current) use of anticoagulants"],
    procs=["ERCP with removal and replacement of biliary stent"],
    icdp=[("0FPB8DZ", "Removal of Intraluminal Device from Hepatobiliary Duct, Via Natural or Artificial Opening Endoscopic", 10),
          ("0F798DZ", "Dilation of Common Bile Duct with Intraluminal Device, Via Natural or Artificial Opening Endoscopic", 10)],
    micro={90201: ("ESCHERICHIA COLI", BLOOD_SPEC)}))

# ---------------------------------------------------------------------------------------------
ENCOUNTERS.append(enc(
    29300004, "liver abscess", "atypical",
    """History obtained from daughter and assisted living staff; patient herself is a poor historian.
    88F with CKD stage 4 (baseline Cr ~2.4), HFpEF, afib on warfarin, mild dementia and recurrent bladder
    infections, sent in because of 1 week of declining intake, more sleepy than usual and "not herself."
    Staff have recorded low-grade temps, 99.8-100.2, over the past few days. No complaints of pain per staff;
    when asked directly she says her "side hurts" and points to her right flank and lower ribs. No vomiting,
    no diarrhea. Has lost about 8 lbs over the past month per facility weights. Urine was dipped at the
    facility and reportedly showed trace leukocytes; she was started on cephalexin 2 days ago without
    improvement.
    Past history: CKD 4, HFpEF, AF (warfarin), HTN, hypothyroid, osteoporosis with L1 compression fx, mild
    Alzheimer dementia, recurrent bladder infections (last ___), cholecystectomy (remote), TAH.
    Social: widowed, assisted living, walks with a walker, no tobacco or EtOH.
    Family: noncontributory.""",
    ann(["ckd_history", "prior_heart_failure", "atrial_fibrillation_history", "anticoagulant_use",
         "hypertension_history", "osteoporosis_history", "recurrent_uti_history", "prior_cholecystectomy",
         "prior_abdominal_surgery", "weight_loss", "drowsiness", "fever", "flank_pain"],
        ["fever_measured", "vomiting", "diarrhea", "smoker", "alcohol_use"]),
    """VITALS: 37.7 88 (IRREG) 108/54 20 93% RA
    GENERAL: FRAIL ELDERLY WOMAN, DROWSY BUT AROUSABLE TO VOICE, ORIENTED TO SELF ONLY (BASELINE PER DAUGHTER IS
    SELF AND PLACE)
    HEENT: DRY MUCOSA, NO ICTERUS
    NECK: JVP NOT ELEVATED
    LUNGS: FEW BIBASILAR CRACKLES, R>L
    CV: IRREGULARLY IRREGULAR, 2/6 SEM AT RUSB
    ABDOMEN: SOFT, NOT DISTENDED. TENDER TO PERCUSSION OVER THE RIGHT LOWER RIBS AND RUQ. NO REBOUND. NO MASSES.
    BACK: NO CVA TENDERNESS. NO SPINAL TENDERNESS.
    EXT: 1+ PITTING EDEMA TO SHINS BILAT
    NEURO: MOVES ALL 4, NO FACIAL ASYMMETRY""",
    annv(vit(37.7, 88, 108, 20, 93),
         ["altered_mental_status_sign", "drowsiness", "dehydration_signs", "bibasilar_crackles", "crackles",
          "irregularly_irregular_pulse", "ruq_tenderness", "pitting_edema"],
         ["jaundice", "jugular_venous_distension", "distended_abdomen", "rebound_tenderness", "cva_tenderness",
          "vertebral_tenderness"]),
    merge(cbc(13.2, 10.4, 231, 84), bmp(131, 5.0, 98, 18, 58, 3.1, 112), lft(41, 38, 214, 1.0, alb=2.6),
          {50889: 164.0, 50813: 1.6}, coags(31.0, 2.9),
          ua(app="Hazy", sg=1.018, prot="30", le="TR", wbc=8, rbc=3, epi=4)),
    [rad("CT ABD & PELVIS W/O CONTRAST", "CT", "Abdomen",
         "Helical images from the diaphragm to the symphysis without intravenous or oral contrast (CKD 4).",
         """Evaluation of the solid organs is limited without intravenous contrast. Small bilateral pleural
         effusions, right larger than left, with adjacent atelectasis. Cardiomegaly. In the right hepatic lobe
         there is an ill-defined 5.0 x 4.4 cm region of low attenuation (approximately 18 HU) without
         calcification or gas; this is indeterminate on a non-contrast study. Cholecystectomy clips. No biliary
         dilation is evident. Pancreas atrophic. Kidneys are small with cortical thinning; no hydronephrosis or
         stones. Sigmoid diverticulosis; colon otherwise unremarkable with a normal amount of stool. No dilated
         bowel. Hysterectomy. Bladder unremarkable. Old L1 compression deformity with 40% height loss. Diffuse
         osteopenia.""",
         EFF + ["cardiomegaly", "small_kidneys", "colonic_diverticula", "vertebral_compression_fracture"],
         DUCT_N + ["gas_in_hepatic_collection", "hydronephrosis", "renal_calculus", "dilated_small_bowel_loops",
                   "dilated_colon", "bladder_wall_thickening", "distended_bladder_imaging", "fecal_loading_colon"],
         indication="Elderly female with fever, somnolence, right-sided pain. Source?",
         impression="""1. Indeterminate 5 cm hypoattenuating lesion in the right hepatic lobe. Differential
         includes ____ versus neoplasm; a simple cyst is less likely given its attenuation. MRI with and without
         contrast could characterize it further if renal function permits a group II gadolinium agent.
         2. Bilateral pleural effusions and cardiomegaly.
         3. Chronic L1 compression deformity."""),
     rad("MR ABD W&W/O CONTRAST", "MRI", "Abdomen",
         """Sequences: T1 in- and opposed-phase, T2 HASTE and fat-saturated T2, diffusion-weighted imaging with
         ADC map, and dynamic post-contrast T1 imaging after 5 mL gadoterate IV.""",
         [("Liver", """Corresponding to the CT abnormality there is a 5.2 x 4.6 x 4.5 cm multiloculated lesion in
           segments VI/VII, T2 hyperintense with internal septations, markedly restricted diffusion centrally (low
           ADC), and a thick enhancing wall with mild surrounding T2 hyperintense edema and early perilesional
           enhancement. No solid enhancing nodular component. No additional lesions. No steatosis or iron overload
           on chemical shift imaging."""),
          ("Biliary", """Post-cholecystectomy. CBD measures 6 mm, within normal for age and surgical status. No
           filling defect on T2-weighted images."""),
          ("Pancreas", "Atrophic, without duct dilatation or focal lesion."),
          ("Spleen", "Normal."),
          ("Kidneys", "Small kidneys with cortical thinning. A few subcentimeter T2 bright cortical cysts. No hydronephrosis."),
          ("Other", "Small right pleural effusion. No ascites.")],
         EFF + ["rim_enhancing_hepatic_collection", "small_kidneys"],
         ["cbd_dilation", "common_bile_duct_stone", "pancreatic_mass", "enlarged_spleen_imaging", "hydronephrosis",
          "free_fluid_abdomen", "simple_ascites", "liver_metastases", "steatotic_hepatomegaly"],
         comparison="CT abdomen and pelvis ___.",
         impression="""5.2 cm multiloculated lesion of the right hepatic lobe with restricted diffusion of its
         contents and an enhancing wall, most consistent with ____. No enhancing solid component to suggest
         tumor.""")],
    "Pyogenic liver abscess in an elderly patient with CKD stage 4 (cultures negative after antibiotics)",
    ["Abscess of liver", "Chronic kidney disease, stage 4 (severe)", "Unspecified atrial fibrillation",
     "Alzheimer's disease, unspecified", "Long term (current) use of anticoagulants"],
    procs=["Ultrasound-guided percutaneous aspiration and drain placement, right hepatic lobe"],
    icdp=[("0F9030Z", "Drainage of Liver with Drainage Device, Percutaneous Approach", 10)],
    micro={90201: ("No growth", BLOOD_SPEC),
           90039: ("MIXED BACTERIAL FLORA, CONSISTENT WITH CONTAMINATION", URINE_SPEC)}))

# ---------------------------------------------------------------------------------------------
ENCOUNTERS.append(enc(
    29300005, "liver abscess", "hard",
    """52 y/o M sent from urgent care with dx of RLL pneumonia, started on azithromycin 3 days ago with no
    improvement. Reports 8 days of fevers (103 at home last night), chills, dry cough, and sharp pain in the
    right lower chest and right upper abdomen that catches when he takes a deep breath. Also pain at the tip
    of the right shoulder since yesterday. Nausea, 2 episodes NBNB emesis today. Poor appetite. Denies
    sputum, hemoptysis, sick contacts, recent travel. Denies diarrhea.
    PMH: HTN, pre-diabetes, GERD. Had surgery for "a bad appendix" as a kid.
    Meds: HCTZ, omeprazole.
    Soc: smokes 1/2 ppd, EtOH 4-6 beers/day, works construction.
    FH: none""",
    ann(["fever", "fever_measured", "chills", "cough", "pleuritic_chest_pain", "chest_pain", "ruq_pain",
         "ipsilateral_shoulder_pain", "nausea", "vomiting", "anorexia", "prior_appendectomy",
         "prior_abdominal_surgery", "hypertension_history", "thiazide_use", "diuretic_use", "smoker", "alcohol_use"],
        ["productive_cough", "hemoptysis", "sick_contacts", "recent_travel", "diarrhea", "bilious_vomiting",
         "hematemesis"]),
    """101.7  118  128/76  24  93% RA
    Appears ill, diaphoretic. Splinting respirations. Decreased breath sounds R base with dullness to
    percussion; no egophony; L clear. Tachycardic, regular. Abd: soft, mild distension, tenderness R upper
    quadrant and over the lower right ribs, voluntary guarding RUQ, no rebound. Murphy's equivocal. Liver span
    increased to percussion (~16 cm). Skin warm, no jaundice.""",
    annv(vit(101.7, 118, 128, 24, 93),
         ["ill_appearing", "diaphoretic", "diminished_breath_sounds", "distended_abdomen", "ruq_tenderness",
          "guarding", "hepatomegaly"],
         ["rebound_tenderness", "jaundice"]),
    merge(cbc(22.6, 12.9, 456, 88, bands=9), bmp(132, 3.4, 94, 23, 20, 1.1, 138),
          lft(112, 96, 298, 1.6, alb=2.8, ggt=240), {50956: 35, 50889: 260.0, 50813: 2.6}, coags(13.8, 1.2)),
    [rad("CHEST (PA & LAT)", "Radiograph", "Chest",
         "Two views of the chest, frontal and lateral.",
         """The right hemidiaphragm is elevated relative to the left, with a small right pleural effusion
         blunting the costophrenic angle and streaky opacity at the right base most suggestive of atelectasis,
         although early consolidation is not entirely excluded. Left lung clear. Cardiomediastinal silhouette
         normal. No pneumothorax. A questionable lucency projects below the right hemidiaphragm, which could be
         bowel gas; correlate with abdominal imaging.""",
         EFF, ["cardiomegaly"],
         indication="Fever, cough, right pleuritic pain. ?RLL pneumonia, failed outpatient antibiotics.",
         comparison="Outside radiograph ___ not available.",
         impression="""Elevated right hemidiaphragm with small right effusion and basilar atelectasis. A
         subdiaphragmatic process should be considered."""),
     rad("CT ABD & PELVIS WITH CONTRAST", "CT", "Abdomen",
         "After uneventful IV contrast injection, MDCT of the abdomen and pelvis; coronal and sagittal reformations.",
         """There is a 9.4 x 8.1 x 8.8 cm complex fluid collection occupying the hepatic dome (segments VII/VIII)
         with an irregular enhancing rim, internal septations and an air-fluid level. It abuts but does not cross
         the diaphragm. Moderate right pleural effusion with passive atelectasis of the right lower lobe; no
         consolidation. Left lung base clear. The gallbladder is mildly contracted without stones; wall not
         thickened. No biliary ductal dilatation. Pancreas, spleen and adrenal glands unremarkable. Kidneys
         enhance symmetrically without hydronephrosis. Normal caliber bowel; appendix surgically absent. No free
         fluid. No free intraperitoneal air. No lymphadenopathy. Hepatic steatosis.""",
         EFF + ["rim_enhancing_hepatic_collection", "gas_in_hepatic_collection"],
         DUCT_N + PANC_N + ["lobar_consolidation", "gallstones", "gallbladder_wall_thickening",
                            "enlarged_spleen_imaging", "hydronephrosis", "dilated_small_bowel_loops", "dilated_colon",
                            "free_fluid_abdomen", "pneumoperitoneum_ct", "enlarged_mesenteric_lymph_nodes"],
         impression="""Large gas-containing, rim-enhancing collection at the hepatic dome, in keeping with ____.
         Sympathetic right pleural effusion. No CT evidence of pneumonia at the visualized bases.""")],
    "Liver abscess at the hepatic dome with reactive right pleural effusion (initially treated as pneumonia)",
    ["Abscess of liver", "Pleural effusion in other conditions classified elsewhere",
     "Alcohol abuse, uncomplicated", "Nicotine dependence, cigarettes, uncomplicated",
     "Essential (primary) hypertension"],
    procs=["CT-guided percutaneous drainage of hepatic dome collection"],
    icdp=[("0F9030Z", "Drainage of Liver with Drainage Device, Percutaneous Approach", 10)],
    micro={90201: ("VIRIDANS STREPTOCOCCI", BLOOD_SPEC)}))

# ---------------------------------------------------------------------------------------------
ENCOUNTERS.append(enc(
    29300006, "liver abscess", "hard",
    """SURGERY CONSULT
    Reason: ?acute gallbladder, RUQ pain
    HPI: 34M originally from ___, in the US x6 years, returned 7 weeks ago from a 2-month visit to family in
    rural ___. Presents with 10 days of RUQ pain, constant, worse with deep inspiration and when walking, plus
    fevers and night sweats. Had a few days of loose stools with some mucus during the trip, resolved. No
    jaundice, no dark urine, no vomiting. Pain not related to meals. ED ordered a RUQ US for presumed
    gallbladder disease and called us.
    PMH: none. PSH: none. Meds: none. NKDA.
    SH: lives with wife, works in a restaurant kitchen. Drinks socially. Doesn't smoke.
    FH: Mother w/ gallstones.""",
    ann(["ruq_pain", "prolonged_constant_pain", "pain_worse_with_movement", "fever", "night_sweats",
         "recent_travel", "diarrhea", "mucus_in_stool", "alcohol_use"],
        ["jaundice", "dark_urine", "vomiting", "postprandial_pain_after_fatty_meal", "prior_abdominal_surgery",
         "smoker"]),
    """Vitals: 38.4, 102, 122/74, 18, 98%. Alert, uncomfortable, holding his right side. Anicteric. Lungs:
    decreased BS at R base, otherwise clear. Abd soft, nondistended; point tenderness over the R lower
    intercostal spaces and in the RUQ, liver edge palpable and tender 2-3 cm below the margin. Murphy's sign
    NEGATIVE. No rebound, no peritoneal signs. No CVAT. No rash.""",
    annv(vit(38.4, 102, 122, 18, 98),
         ["diminished_breath_sounds", "ruq_tenderness", "hepatomegaly", "tender_hepatomegaly"],
         ["jaundice", "distended_abdomen", "murphy_sign", "rebound_tenderness", "guarding", "abdominal_rigidity",
          "cva_tenderness", "rash"]),
    merge(cbc(15.8, 13.4, 388, 79), bmp(137, 4.1, 101, 25, 12, 0.9, 104), lft(58, 44, 221, 0.8, alb=3.4),
          {50956: 30, 50889: 170.0}),
    [rad("LIVER OR GALLBLADDER US (SINGLE ORGAN)", "Ultrasound", "Abdomen",
         "Right upper quadrant sonogram, grayscale with color and spectral Doppler.",
         [("LIVER", """Normal echogenicity. In the posterior right lobe near the dome there is a 5.2 x 4.8 x 4.9 cm
           round, well-demarcated hypoechoic lesion with homogeneous fine low-level internal echoes, no internal
           flow and distal acoustic enhancement. It abuts the liver capsule. No other focal lesion. Portal vein
           patent, hepatopetal."""),
          ("BILE DUCTS", "No intrahepatic biliary dilation. CHD 3 mm."),
          ("GALLBLADDER", """Normally distended, thin-walled (2 mm), without stones or sludge. Sonographic Murphy
           sign negative. No pericholecystic fluid."""),
          ("PANCREAS", "Head and body unremarkable; tail not seen."),
          ("SPLEEN", "9.8 cm, normal."),
          ("KIDNEYS", "Right kidney 10.9 cm. No hydronephrosis."),
          ("OTHER", "Small right pleural effusion. No ascites.")],
         EFF + ["hypoechoic_liver_lesion"],
         GB_N + DUCT_N + PANC_N + ["gallbladder_sludge", "sonographic_murphy_sign", "enlarged_spleen_imaging",
                                   "hydronephrosis", "free_fluid_abdomen", "simple_ascites"],
         indication="RUQ pain and fever. Evaluate for cholecystitis.",
         impression="""1. Normal gallbladder. No sonographic evidence of cholecystitis.
         2. Solitary 5.2 cm hypoechoic subcapsular lesion of the right hepatic lobe. Given the travel history
         and fever, an amebic or pyogenic ____ is the main consideration; correlate with serology.""")],
    "Amebic liver abscess (Entamoeba histolytica serology positive)",
    ["Amebic liver abscess"],
    micro={90201: ("No growth", BLOOD_SPEC)}))

# ---------------------------------------------------------------------------------------------
ENCOUNTERS.append(enc(
    29300007, "liver abscess", "hard",
    """This is a 63 year old gentleman referred by his primary care physician for evaluation of fever of
    unknown origin. He reports approximately 3 weeks of intermittent fevers as high as 102.4, mostly in the
    evenings, with drenching night sweats and fatigue. He has lost about 10 pounds over the passed month. He
    has been seen twice in clinic, had a negative chest x-ray and was given a course of azithromycin and then
    amoxicillin clavulanate without benefit. He denies any abdominal pain, no nausea or vomiting, no change
    in his bowel's. No cough, no shortness of breath, no urinary symptoms, no rash, no joint pains, no
    headache. He had to teeth extracted approximately 6 weeks ago for a dental infection. No recent travel.
    There is a dog at home and no other animal exposure. No tick bites.
    Past medical history: Hypertension. Hyperlipidemia. Benign prostatic hyper trophy. Colon polyps on
    colonoscopy 4 years ago, tubular adenomas.
    Past surgical history: Knee arthroscopy. Left inguinal hernia repair.
    Medications: Low sartan, simvastatin, tamsulosin.
    Social history: Retired postal worker. Former smoker, quit 20 years ago. Two glasses of wine per week.
    Family history: Father with colon cancer in his 70s.""",
    ann(["fever", "fever_measured", "prolonged_fever", "night_sweats", "fatigue", "weight_loss",
         "recent_dental_procedure", "recent_infection",
         "hypertension_history", "hyperlipidemia_history", "prostatic_enlargement_history", "hernia_history",
         "raas_blocker_use", "former_smoker", "alcohol_use", "family_history_colon_malignancy"],
        ["abdominal_pain", "nausea", "vomiting", "change_in_bowel_habits", "cough", "dyspnea", "dysuria",
         "urinary_frequency", "rash", "joint_pain", "headache", "recent_travel", "tick_bite", "smoker"]),
    """Vital signs: Temperature 37.9, heart rate 94, blood pressure 136/78, respiratory rate 16, oxygen
    saturation 98% on room air. General: Well-appearing, thin man in no distress. HEENT: Healing extraction
    sockets of the lower left molars, no purulence. No cervical lymphadenopathy. Heart: Regular, no murmurs.
    Lungs: Clear. Abdomen: Soft, nontender, nondistended, no hepatosplenomegaly appreciated. Normal bowel
    sounds. Extremities: No splinter hemorrhages or Janeway lesions. Skin: No rash.""",
    annv(vit(37.9, 94, 136, 16, 98),
         [],
         ["ill_appearing", "lymphadenopathy", "new_heart_murmur", "crackles", "diffuse_abdominal_tenderness",
          "ruq_tenderness", "distended_abdomen", "hepatomegaly", "palpable_spleen", "hyperactive_bowel_sounds",
          "hypoactive_bowel_sounds", "splinter_hemorrhages", "janeway_lesions", "rash"]),
    merge(cbc(13.1, 11.2, 445, 76, mcv=86), bmp(136, 4.2, 101, 26, 15, 1.0, 99),
          lft(44, 39, 176, 0.7, alb=3.0, ggt=142), {51288: 88, 50889: 122.0, 50954: 210}, ua()),
    [rad("CT ABD & PELVIS WITH CONTRAST", "CT", "Abdomen",
         "Routine venous-phase CT of the abdomen and pelvis with IV contrast; oral contrast given.",
         """Lung bases clear. There is a 4.3 x 3.9 cm lobulated hypoattenuating lesion in hepatic segment IVa/VIII
         near the middle hepatic vein, with several thin enhancing internal septa and a faint enhancing rim,
         giving a cluster appearance, and a wedge of transient hyperattenuation in the adjacent parenchyma. Two
         additional hepatic hypodensities, 4 mm and 6 mm, are too small to characterize, likely cysts.
         Gallbladder normal. No ductal dilatation. The pancreas, spleen and adrenals are normal. Kidneys: 2.1 cm
         simple left renal cyst, otherwise normal, no hydronephrosis. Moderate prostatomegaly indenting the
         bladder base. Colon with scattered diverticula, no wall thickening or stranding. Normal appendix. No free
         fluid, no lymphadenopathy, no free air. Moderate atherosclerosis. Postoperative changes of left inguinal
         hernia repair.""",
         ["rim_enhancing_hepatic_collection", "enlarged_prostate_imaging", "colonic_diverticula",
          "normal_caliber_appendix"],
         EFF + GB_N + DUCT_N + PANC_N + APP_N + COLON_N + [
             "enlarged_spleen_imaging", "hydronephrosis", "free_fluid_abdomen", "enlarged_mesenteric_lymph_nodes",
             "pneumoperitoneum_ct"],
         indication="Fever of unknown origin x3 weeks, weight loss, elevated alkaline phosphatase.",
         comparison="Chest radiograph ___. No prior cross-sectional imaging.",
         impression="""1. 4.3 cm septated, clustered hepatic lesion with rim enhancement. The findings favor ____;
         an atypical necrotic neoplasm is less favored. Correlation with aspiration recommended.
         2. Colonic diverticulosis and prostatomegaly.""")],
    "Pyogenic liver abscess (Streptococcus anginosus group on aspirate) presenting as fever of unknown origin",
    ["Abscess of liver", "Essential (primary) hypertension", "Hyperlipidemia, unspecified",
     "Benign prostatic hyperplasia without lower urinary tract symptoms"],
    procs=["CT-guided aspiration and drainage of hepatic collection"],
    icdp=[("0F9030Z", "Drainage of Liver with Drainage Device, Percutaneous Approach", 10)],
    micro={90201: ("No growth", BLOOD_SPEC)}))
