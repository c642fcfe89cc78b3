from common import *  # noqa: F401,F403

L = "pancreatitis"
RUQ = "LIVER OR GALLBLADDER US (SINGLE ORGAN)"
ABD_US = "ABDOMEN US (COMPLETE STUDY)"
CT = "CT ABD & PELVIS WITH CONTRAST"
CHOLE_PCS = ("0FT44ZZ", "Resection of Gallbladder, Percutaneous Endoscopic Approach", 10)
ERCP_PCS = ("0FC98ZZ", "Extirpation of Matter from Common Bile Duct, Via Natural or Artificial Opening Endoscopic", 10)

ENCOUNTERS = [
    # 25 typical: alcohol, pain through to the back; complete abdominal ultrasound
    enc(29000025, L, "typical",
        hpi="""44M w/ EtOH use disorder (1/5th vodka daily, last drink last night), prior withdrawal w/o seizures,
        p/w epigastric pain since yesterday after a binge, sharp, constant, radiates straight through to his back,
        10/10, better leaning forward. +N/V multiple times, nonbloody. Unable to tolerate PO. Denies fevers. No
        melena. Had similar but milder pain 1 yr ago, did not seek care.
        Past Medical History: Alcohol use disorder, h/o withdrawal
        Depression
        Social History: ___
        Family History: father - alcoholism""",
        hpi_ann=ann(["family_history_psychiatric", "alcohol_use", "prior_alcohol_withdrawal", "epigastric_pain", "prolonged_constant_pain",
                     "pain_radiating_to_back", "nausea", "vomiting", "previous_similar_episodes", "depression_history"],
                    ["prior_seizures", "hematemesis", "fever", "melena"]),
        pe="""T 37.4 HR 118 BP 152/96 RR 20 SpO2 97% RA. Gen: diaphoretic, tremulous, uncomfortable, sitting hunched
        forward. HEENT: dry MM, no scleral icterus. CV: tachy. Lungs: CTAB. Abd: soft, mildly distended, TTP
        epigastrium with voluntary guarding, no rebound; RUQ minimally tender, neg Murphy; hypoactive BS. No Grey
        Turner or Cullen sign. Neuro: fine tremor of outstretched hands, no asterixis.""",
        pe_ann=ann(["hand_tremor", "tachycardia", "diaphoretic", "dehydration_signs", "distended_abdomen", "epigastric_tenderness",
                    "guarding", "ruq_tenderness", "hypoactive_bowel_sounds", "fine_tremor"],
                   ["fever_measured", "hypotension", "tachypnea", "hypoxia", "jaundice", "rebound_tenderness",
                    "murphy_sign", "grey_turner_sign", "cullen_sign", "asterixis"]),
        labs=merge({50956: 2410}, cbc(13.9, 15.6, 142, 82.0, mcv=101), bmp(134, 3.4, 96, 19, 18, 1.1, 168, ca=8.6, mg=1.5),
                   lft(62, 148, 110, 1.6, alb=4.0, ggt=412), {51000: 210, 50813: 2.3}, ua(sg=1.029, ket="80")),
        reports=[report(
            ABD_US, "Ultrasound", "Abdomen", "Grayscale and color Doppler ultrasound of the abdomen.",
            [("LIVER", "The liver is enlarged, measuring 19 cm in craniocaudal dimension, and diffusely echogenic, "
                       "consistent with fatty infiltration. No focal lesion. Patent portal vein with normal direction of "
                       "flow."),
             ("GALLBLADDER", "Normal. No stones, sludge or wall thickening."),
             ("BILE DUCTS", "CBD 4 mm. No intrahepatic biliary dilation."),
             ("PANCREAS", "The pancreatic head and body appear bulky and hypoechoic; the tail is obscured by bowel gas. No "
                          "peripancreatic fluid is seen."),
             ("SPLEEN", "12.1 cm, normal."),
             ("KIDNEYS", "Right 11.2 cm, left 11.6 cm. No hydronephrosis or stones."),
             ("OTHER", "No ascites.")],
            present=["steatotic_hepatomegaly", "pancreatic_edema"],
            absent=["hypoechoic_liver_lesion"] + GB_N + ["gallbladder_sludge"] + DUCT_N
            + ["peripancreatic_fluid", "enlarged_spleen_imaging", "hydronephrosis", "renal_calculus", "simple_ascites",
               "free_fluid_abdomen"])],
        dx="Acute alcohol-induced pancreatitis", icd=["Alcohol induced acute pancreatitis without necrosis or infection",
                                                      "Alcohol dependence, uncomplicated"]),

    # 26 typical: gallstone disease with a duct stone; narrative, ultrasound then MRCP
    enc(29000026, L, "typical",
        hpi="""Ms. ___ is a 58-year-old woman with obesity and hyperlipidemia who presents with severe upper
        abdominal pain that started abruptly 6 hours ago, about an hour after dinner. The pain is in the
        epigastrium and right upper quadrant, constant, 9/10, and bores through to her back. She has vomited
        multiple times. She had two prior episodes of right upper quadrant pain after meals over the past year that
        resolved within a couple of hours; an outpatient ultrasound ordered by her PCP showed gallstones and she
        was referred to surgery but had not yet been seen. She denies fevers or chills. Her husband thought her
        eyes looked slightly yellow this evening. She drinks a glass of wine on weekends.
        Past Medical History: Obesity
        Hyperlipidemia
        Hypertension
        Osteoarthritis
        Past Surgical History: Right total hip arthroplasty
        Social History: ___
        Family History: Sister with gallstones""",
        hpi_ann=ann(["abdominal_pain", "sudden_severe_abdominal_pain", "epigastric_pain", "ruq_pain", "prolonged_constant_pain",
                     "pain_radiating_to_back", "vomiting", "previous_similar_episodes", "gallstones_history",
                     "yellow_skin_noticed", "alcohol_use", "obesity", "hyperlipidemia_history", "hypertension_history"],
                    ["fever", "chills"]),
        pe="""T 37.7 P 110 BP 158/92 R 20 O2 95%RA
        General: Obese woman in moderate distress, writhing and unable to find a comfortable position.
        HEENT: Mild scleral icterus.
        Chest: Clear.
        CV: Tachycardic.
        Abdomen: Obese, soft but very tender in the epigastrium and RUQ with voluntary guarding. Negative Murphy's
        sign. No rebound. Hypoactive bowel sounds. No periumbilical or flank ecchymosis.
        Extremities: No edema.""",
        pe_ann=ann(["tachycardia", "writhing_in_pain", "obesity", "jaundice", "epigastric_tenderness", "ruq_tenderness",
                    "guarding", "hypoactive_bowel_sounds"],
                   ["fever_measured", "hypotension", "tachypnea", "hypoxia", "murphy_sign", "rebound_tenderness",
                    "cullen_sign", "grey_turner_sign"]),
        labs=merge({50956: 5820, 50867: 2140}, cbc(14.6, 13.8, 276, 86.0), bmp(139, 3.9, 103, 22, 22, 1.0, 176, ca=8.9),
                   lft(324, 286, 198, 3.1, dbili=1.9, alb=3.9, ggt=388), {51000: 240, 50813: 1.7},
                   coags(12.1, 1.1), ua(color="Amber", sg=1.026, bili="SM", ket="40")),
        reports=[
            report(RUQ, "Ultrasound", "Abdomen", "Sonographic assessment of the RUQ with color Doppler.",
                   """The liver is normal in echotexture. Multiple shadowing gallstones, the largest 8 mm, and layering
sludge within a normally distended gallbladder. The gallbladder wall is not thickened, there is no pericholecystic
fluid and the sonographic Murphy sign is negative. The common bile duct is dilated to 7 mm; no stone is seen within
it, although the distal duct is obscured by bowel gas. Mild central intrahepatic biliary dilatation. The pancreatic
head appears hypoechoic and enlarged, and a small amount of fluid is noted anterior to the pancreas.""",
                   present=["gallstones", "gallbladder_sludge", "cbd_dilation", "intrahepatic_biliary_dilation",
                            "pancreatic_edema", "peripancreatic_fluid"],
                   absent=["hypoechoic_liver_lesion", "gallbladder_distension", "gallbladder_wall_thickening",
                           "pericholecystic_fluid", "sonographic_murphy_sign", "common_bile_duct_stone"]),
            report("MRCP", "MRCP", "Abdomen",
                   "MR cholangiopancreatography: coronal and axial T2-weighted, 3D heavily T2-weighted MRCP, and T1-weighted "
                   "in- and out-of-phase images, without intravenous contrast.",
                   """Cholelithiasis without gallbladder wall thickening. The common bile duct measures 8 mm and contains a
5 mm filling defect in its distal portion near the ampulla, consistent with a stone. Mild intrahepatic biliary
dilatation. The pancreas is edematous with peripancreatic fluid and stranding, most pronounced around the head and
uncinate process. The pancreatic duct is not dilated. Necrosis cannot be assessed without intravenous contrast.
Small bilateral pleural effusions.""",
                   present=["gallstones", "cbd_dilation", "common_bile_duct_stone", "intrahepatic_biliary_dilation",
                            "pancreatic_edema", "peripancreatic_fluid", "peripancreatic_inflammation"] + EFF,
                   absent=["gallbladder_wall_thickening"])],
        dx="Gallstone pancreatitis with choledocholithiasis", icd=["Biliary acute pancreatitis without necrosis or infection",
                                                                   "Calculus of bile duct without cholangitis or cholecystitis without obstruction"],
        procs=["ERCP with sphincterotomy and stone extraction", "Laparoscopic cholecystectomy"],
        icdp=[ERCP_PCS, CHOLE_PCS]),

    # 27 typical: hypertriglyceridaemia in a diabetic off insulin
    enc(29000027, L, "typical",
        hpi="""36 yo man with poorly controlled type 2 diabetes (ran out of insulin 2 weeks ago) and high
        triglycerides, not on treatment, presents with 1 day of severe epigastric pain radiating to the back with
        nausea and vomiting. He also reports polyuria and thirst for the past week. No gallstones that he is aware
        of. No new medications. He had an episode of similar pain 3 years ago and was told his "blood was milky".
        Past Medical History: DM2
        Hypertriglyceridemia
        Obesity
        Past Surgical History: none
        Social History: ___
        Family History: father with high cholesterol and MI at 50""",
        hpi_ann=ann(["diabetes_history", "insulin_therapy", "insulin_omission", "hyperlipidemia_history",
                     "epigastric_pain", "pain_radiating_to_back", "nausea", "vomiting", "polyuria_polydipsia",
                     "previous_similar_episodes", "obesity", "family_history_cad"],
                    ["gallstones_history", "new_drug_exposure", "prior_abdominal_surgery"]),
        pe="""Temp 37.9, HR 112, BP 138/88, RR 20, SpO2 98%. Obese man, uncomfortable. Dry mucous membranes. Eruptive
        xanthomas on the extensor surfaces of the elbows and buttocks. Abdomen distended, tender in the epigastrium
        and left upper quadrant with guarding, no rebound. Decreased bowel sounds.""",
        pe_ann=ann(["tachycardia", "obesity", "dehydration_signs", "distended_abdomen", "epigastric_tenderness",
                    "guarding", "hypoactive_bowel_sounds"],
                   ["fever_measured", "hypotension", "hypertension_measured", "tachypnea", "hypoxia",
                    "rebound_tenderness"]),
        labs=merge({51000: 2850, 50956: 980}, cbc(15.2, 16.4, 231, 80.0), bmp(129, 4.9, 92, 16, 19, 1.3, 412, ca=7.9),
                   lft(38, 30, 96, 0.9), {50852: 11.2, 50813: 2.0}, ua(sg=1.030, glu="1000", ket="40")),
        reports=[report(
            CT, "CT", "Abdomen",
            "After intravenous contrast, the abdomen and pelvis were scanned at portal venous timing. Multiplanar "
            "reformations.",
            [("LOWER CHEST", "Trace left pleural effusion."),
             ("HEPATOBILIARY", "Severe hepatic steatosis. Gallbladder without stones. No biliary dilatation."),
             ("PANCREAS", "The pancreas is diffusely enlarged with indistinct margins and heterogeneous but preserved "
                          "enhancement throughout. Extensive peripancreatic fat stranding and fluid extend into both anterior "
                          "pararenal spaces and the transverse mesocolon. No walled-off collection. The splenic and portal "
                          "veins are patent."),
             ("SPLEEN", "Normal."),
             ("URINARY", "Normal."),
             ("GASTROINTESTINAL", "Reactive thickening of the second portion of the duodenum. No bowel obstruction. "
                                  "Normal appendix."),
             ("PELVIS", "Small amount of fluid in the pelvis.")],
            present=["lung_base_pleural_effusion", "pleural_effusion", "pancreatic_edema", "peripancreatic_inflammation",
                     "peripancreatic_fluid", "gastroduodenal_wall_thickening", "normal_caliber_appendix",
                     "free_pelvic_fluid"],
            absent=["gallstones"] + DUCT_N + ["pancreatic_necrosis"] + KID_N + ["dilated_small_bowel_loops"] + APP_N,
            dose="DLP 640 mGy-cm")],
        dx="Acute pancreatitis due to hypertriglyceridemia",
        icd=["Other acute pancreatitis without necrosis or infection", "Hypertriglyceridemia, unspecified",
             "Type 2 diabetes mellitus with hyperglycemia"]),

    # 28 typical (severe): necrotizing disease, ICU admission note, pancreatic-protocol CT in sentences
    enc(29000028, L, "typical",
        hpi="""52M with history of heavy alcohol use (approximately 12 beers daily) and hypertension, transferred from
        ___ Hospital ED, where he presented yesterday with 2 days of severe epigastric pain radiating to the back
        with persistent vomiting. Lipase there was 4,200. Over the last 12 hours he has become increasingly short of
        breath and his oxygen requirement increased to 4L NC; he has also been persistently tachycardic to the 130s
        despite 4L of crystalloid, with decreasing urine output. He was transferred for ICU-level care. On arrival
        he reports ongoing 10/10 pain, nausea and dyspnea. He denies chest pain. Last drink 3 days ago.
        Past Medical History: Alcohol use disorder
        HTN
        Tobacco use
        Past Surgical History: none
        Social History: ___
        Family History: unknown""",
        hpi_ann=ann(["alcohol_use", "hypertension_history", "smoker", "epigastric_pain", "pain_radiating_to_back",
                     "vomiting", "nausea", "dyspnea", "decreased_urine_output", "tachycardia"],
                    ["chest_pain", "prior_abdominal_surgery"]),
        pe="""T 38.4 HR 128 BP 96/58 RR 28 SpO2 91% on 4L NC
        General: Ill-appearing, diaphoretic, in respiratory distress, speaking in short sentences.
        HEENT: Dry mucous membranes.
        Lungs: Decreased breath sounds at both bases with bibasilar crackles.
        CV: Tachycardic, regular.
        Abdomen: Distended, tympanic, diffusely tender, worst in the epigastrium, with voluntary guarding. Absent bowel
        sounds. Faint ecchymosis in the left flank. No periumbilical discoloration.
        Extremities: Cool, mottled knees.
        Neuro: Alert, oriented x3, tremulous.""",
        pe_ann=ann(["fever_measured", "tachycardia", "tachypnea", "hypoxia", "ill_appearing", "diaphoretic",
                    "dehydration_signs", "diminished_breath_sounds", "bibasilar_crackles", "distended_abdomen",
                    "tympanic_abdomen", "diffuse_abdominal_tenderness", "epigastric_tenderness", "guarding",
                    "hypoactive_bowel_sounds", "grey_turner_sign"],
                   ["hypotension", "hypertension_measured", "cullen_sign", "altered_mental_status_sign"]),
        labs=merge({50956: 3100}, cbc(18.9, 17.2, 168, 88.0, bands=4), bmp(131, 3.3, 95, 16, 42, 2.4, 218, ca=7.1, mg=1.4,
                                                                            phos=2.1),
                   lft(96, 178, 124, 2.2, alb=2.8), {51000: 320, 50813: 4.1, 50889: 286.0, 50954: 520},
                   coags(16.8, 1.5, 38.0), {50820: 7.31, 50818: 30, 50821: 62}),
        reports=[report(
            CT, "CT", "Abdomen",
            "Pancreas protocol: 130 mL Omnipaque 350 intravenous contrast with late arterial and portal venous "
            "acquisitions through the abdomen and pelvis.",
            """Moderate bilateral pleural effusions with adjacent lower lobe consolidation or atelectasis. The pancreas is
swollen, with approximately 40% of the gland, predominantly the body and tail, failing to enhance on both phases,
and heterogeneous enhancement of the head. Large volume peripancreatic and retroperitoneal fat stranding and acute
necrotic collections track along the left anterior pararenal space into the left paracolic gutter and pelvis,
without a defined wall. No gas within the collections. The splenic vein is narrowed but patent; the SMV and portal
vein are patent. Moderate ascites. The liver is enlarged and diffusely hypoattenuating, consistent with steatosis.
The gallbladder is distended without stones; mild gallbladder wall edema is likely related to third spacing.
Fluid-filled, mildly dilated small bowel loops without a transition point, suggesting ileus. The kidneys enhance
normally without hydronephrosis.""",
            present=EFF + ["pancreatic_edema", "pancreatic_necrosis", "peripancreatic_inflammation",
                           "peripancreatic_fluid", "free_fluid_abdomen", "steatotic_hepatomegaly",
                           "gallbladder_distension", "gallbladder_wall_thickening", "fluid_filled_bowel_loops",
                           "dilated_small_bowel_loops"],
            absent=["gallstones", "transition_point", "hydronephrosis"],
            dose="Total DLP (Body) = 1204 mGy-cm.")],
        dx="Acute necrotizing pancreatitis, alcohol-induced",
        icd=["Alcohol induced acute pancreatitis with uninfected necrosis", "Acute respiratory failure with hypoxia",
             "Acute kidney failure, unspecified"],
        procs=["Nasojejunal feeding tube placement"]),

    # 29 atypical: elderly woman with confusion and hypotension, no abdominal pain; noncontrast CT
    enc(29000029, L, "atypical",
        hpi="""81 y/o F BIBEMS from home after family found her confused and weak this AM. Per son, she complained
        of "indigestion" and poor appetite for 2 days and vomited once last night. She has not complained of
        abdominal pain. No fevers known. No cough or dysuria. Hx of gallstones seen on an old CT, never had surgery
        for them.
        PMH: HTN, HLD, CKD 3, hypothyroidism, remote breast ca s/p lumpectomy + XRT
        PSH: lumpectomy, hysterectomy
        Social History: ___
        Family History: ___""",
        hpi_ann=ann(["confusion", "generalized_muscle_weakness", "anorexia", "vomiting", "gallstones_history",
                     "hypertension_history", "hyperlipidemia_history", "ckd_history", "malignancy_history",
                     "prior_chemotherapy_radiation", "prior_abdominal_surgery"],
                    ["abdominal_pain", "fever", "cough", "dysuria", "prior_cholecystectomy"]),
        pe="""VS: 36.3, 104, 86/48, 20, 94% RA
        Gen: elderly woman, somnolent but arousable, oriented to name only
        HEENT: dry mucosa
        Skin: cool extremities, no jaundice
        Lungs: crackles at the right base
        Heart: tachycardic, regular
        Abd: soft, mildly distended, mild epigastric tenderness on deep palpation, no guarding or rebound; hypoactive
        bowel sounds
        Back: no CVA tenderness""",
        pe_ann=ann(["drowsiness", "focal_crackles", "hypotension", "tachycardia", "altered_mental_status_sign", "dehydration_signs", "crackles",
                    "distended_abdomen", "epigastric_tenderness", "hypoactive_bowel_sounds"],
                   ["fever_measured", "hypertension_measured", "tachypnea", "hypoxia", "jaundice", "guarding",
                    "rebound_tenderness", "cva_tenderness"]),
        labs=merge({50956: 1240}, cbc(15.6, 12.1, 188, 87.0), bmp(141, 5.2, 106, 17, 46, 2.3, 164, ca=8.2),
                   lft(142, 168, 182, 2.0, alb=3.2), {50813: 3.4, 51003: 0.03}, ua(sg=1.026, ket="TR", wbc=3)),
        micro={90201: ("No growth", BLOOD_SPEC)},
        reports=[report(
            "CT ABD & PELVIS W/O CONTRAST", "CT", "Abdomen",
            "Axial CT of the abdomen and pelvis without intravenous contrast given acute kidney injury. Coronal and "
            "sagittal reformats.",
            [("LOWER CHEST", "Small right pleural effusion. Mild dependent atelectasis."),
             ("HEPATOBILIARY", "Unremarkable noncontrast appearance of the liver. Several layering gallstones; no gallbladder "
                               "distension or wall thickening. The CBD measures 9 mm, prominent; no radiopaque stone is "
                               "identified within it."),
             ("PANCREAS", "Fat stranding and a small amount of fluid surround the pancreatic head and neck. The gland is "
                          "otherwise normal in size. Assessment for necrosis is limited without intravenous contrast."),
             ("SPLEEN", "Unremarkable."),
             ("ADRENALS", "1.2 cm left adrenal nodule, likely an adenoma."),
             ("URINARY", "Mild bilateral cortical thinning. No hydronephrosis."),
             ("GASTROINTESTINAL", "Colonic diverticulosis without inflammation. No obstruction."),
             ("PELVIS", "Post-hysterectomy. No free fluid.")],
            present=EFF + ["gallstones", "cbd_dilation", "peripancreatic_inflammation", "peripancreatic_fluid",
                           "colonic_diverticula"],
            absent=["rim_enhancing_hepatic_collection", "gallbladder_distension", "gallbladder_wall_thickening",
                    "common_bile_duct_stone", "pancreatic_edema", "hydronephrosis"] + COLON_N
            + ["dilated_small_bowel_loops", "free_pelvic_fluid"],
            dose="DLP 498 mGy-cm")],
        dx="Acute biliary pancreatitis", icd=["Biliary acute pancreatitis without necrosis or infection",
                                              "Acute kidney failure, unspecified", "Hypovolemic shock"],
        procs=["ERCP with sphincterotomy"], icdp=[ERCP_PCS]),

    # 30 atypical: third trimester, taken for pregnancy heartburn; ultrasound only
    enc(29000030, L, "atypical",
        hpi="""31 y.o. G1P0 at 30w1d presenting with epigastric pain since 2 am. Initially thought it was her
        pregnancy heartburn and took Tums without relief. Pain now constant, band-like across the upper abdomen,
        radiating to the back, 8/10. Vomited 5 times. No fever. No headache or visual changes. No vaginal bleeding,
        LOF or contractions, +FM. Prenatal care uncomplicated; 1-hr glucose normal. BMI 33.
        Past Medical History: Obesity
        Past Surgical History: none
        Social History: ___
        Family History: Mother - gallstones""",
        hpi_ann=ann(["nulliparity", "pregnancy", "epigastric_pain", "heartburn", "prolonged_constant_pain", "pain_radiating_to_back",
                     "vomiting", "obesity"],
                    ["fever", "headache", "visual_disturbance", "vaginal_bleeding", "prior_abdominal_surgery"]),
        pe="""BP 124/78, P 106, T 98.8, RR 18, O2 99% RA. Gen: uncomfortable, vomiting in triage. Abd: gravid, fundal
        height 30 cm, soft, tender in the epigastrium, no RUQ tenderness, neg Murphy, no rebound. Uterus soft,
        nontender. Ext: no edema, DTRs 2+, no clonus. FHT 140s, reactive. Toco: no contractions.""",
        pe_ann=ann(["pregnancy", "vomiting", "tachycardia", "epigastric_tenderness"],
                   ["fever_measured", "hypotension", "hypertension_measured", "tachypnea", "hypoxia", "ruq_tenderness",
                    "murphy_sign", "rebound_tenderness", "uterine_tenderness", "hyperreflexia"]),
        labs=merge({50956: 1890}, cbc(13.4, 11.2, 256, 82.0), bmp(134, 3.5, 103, 19, 5, 0.5, 104, ca=8.8),
                   lft(88, 64, 212, 1.2, alb=3.0), {51000: 412, 51085: "POS", 51007: 4.2},
                   ua(sg=1.028, ket="80")),
        reports=[report(
            RUQ, "Ultrasound", "Abdomen", "Sonogram of the liver, gallbladder and ducts, grayscale and color Doppler.",
            """Limited by the gravid uterus and body habitus. The liver is normal in size and echotexture. The
gallbladder contains numerous small mobile stones and sludge. No wall thickening or pericholecystic fluid, and the
patient was not focally tender over the gallbladder. The common bile duct measures 5 mm. The pancreatic head and
body are mildly enlarged and hypoechoic with a thin rim of peripancreatic fluid. No ascites.""",
            present=["gallstones", "gallbladder_sludge", "pancreatic_edema", "peripancreatic_fluid"],
            absent=["hypoechoic_liver_lesion", "gallbladder_wall_thickening", "pericholecystic_fluid",
                    "sonographic_murphy_sign", "cbd_dilation", "simple_ascites", "free_fluid_abdomen"])],
        dx="Acute gallstone pancreatitis in pregnancy",
        icd=["Biliary acute pancreatitis without necrosis or infection",
             "Diseases of the digestive system complicating pregnancy, third trimester"]),

    # 31 hard: brought in as a chest-pain (ACS) call; chest film, then aortic CT finds the pancreas
    enc(29000031, L, "hard",
        hpi="""47 year old man with hypertension, hyperlipidemia and a family history of early coronary disease, sent
        in by ambulance from work for chest pain. EMS gave aspirin and nitroglycerin without relief; a 12-lead ECG in
        the field was read as sinus tachycardia without ST changes. He describes pressure-like pain in the lower
        chest and upper abdomen that began after lunch and has been constant for 5 hours, radiating to his back
        between the shoulder blades. It is not exertional and not pleuritic. He feels nauseated and vomited twice
        in the ambulance. He has been sweaty. He drinks 4-5 beers most evenings and more on weekends. He smokes half
        a pack daily.
        Past Medical History: HTN
        HLD
        Gout
        Past Surgical History: Left inguinal hernia repair
        Social History: ___
        Family History: Father MI at 49, brother with a stent at 52""",
        hpi_ann=ann(["tachycardia", "chest_pain", "epigastric_pain", "prolonged_constant_pain", "pain_radiating_to_back", "nausea",
                     "vomiting", "sweating", "alcohol_use", "smoker", "hypertension_history", "hyperlipidemia_history",
                     "prior_gout_attacks", "hernia_history", "prior_abdominal_surgery", "family_history_cad",
                     "ecg_sinus_tachycardia"],
                    ["ecg_st_elevation", "ecg_st_depression", "exertional_chest_pain", "pleuritic_chest_pain"]),
        pe="""BP 162/98 HR 108 T 37.6 RR 20 SpO2 97% RA. Anxious, diaphoretic, sitting up. Lungs clear, no crackles.
        Heart tachycardic, regular, no murmur, rub or gallop. No chest wall tenderness. Abdomen: soft, mildly
        distended, moderate epigastric tenderness with voluntary guarding, no rebound, no RUQ tenderness. Hypoactive
        bowel sounds. Legs: no edema, pulses equal bilaterally.""",
        pe_ann=ann(["anxiety_symptom", "anxious_affect", "hypertension_measured", "tachycardia", "diaphoretic", "distended_abdomen", "epigastric_tenderness",
                    "guarding", "hypoactive_bowel_sounds"],
                   ["fever_measured", "hypotension", "tachypnea", "hypoxia", "crackles", "new_heart_murmur",
                    "pericardial_friction_rub", "s3_gallop", "s4_gallop", "rebound_tenderness", "ruq_tenderness"]),
        labs=merge({51003: 0.01, 50956: 3120, 50910: 140}, cbc(14.8, 15.9, 238, 81.2),
                   bmp(136, 3.8, 99, 23, 17, 1.0, 151, ca=8.8), lft(58, 96, 104, 1.1), {51000: 388, 50813: 1.9}),
        reports=[
            report("CHEST (PA & LAT)", "Radiograph", "Chest", "Upright frontal and lateral chest radiographs.",
                   """Lungs are clear. No pleural effusion or pneumothorax. The cardiomediastinal silhouette is normal. No
free air beneath the diaphragm.""",
                   present=[], absent=["pleural_effusion", "cardiomegaly", "free_air_under_diaphragm", "lobar_consolidation"]),
            report("CTA CHEST, ABDOMEN AND PELVIS (AORTIC DISSECTION PROTOCOL)", "CT", "Abdomen",
                   "Noncontrast images of the chest followed by CT angiography of the chest, abdomen and pelvis after 100 "
                   "mL Omnipaque 350 intravenous contrast. Multiplanar and 3D reformations.",
                   """No aortic dissection, intramural hematoma or aneurysm. No pulmonary embolism to the segmental level.
The pancreas is edematous with peripancreatic fat stranding and a thin layer of fluid along the anterior pararenal
space, most prominent about the body. The pancreatic parenchyma enhances homogeneously. Hepatic steatosis. The
gallbladder is normal; no stones. No biliary dilatation. Kidneys, adrenals and spleen are unremarkable. No bowel
obstruction or free air.""",
                   present=["pancreatic_edema", "peripancreatic_inflammation", "peripancreatic_fluid"],
                   absent=["pulmonary_artery_filling_defect", "pancreatic_necrosis"] + GB_N + DUCT_N + KID_N
                   + ["dilated_small_bowel_loops", "pneumoperitoneum_ct"],
                   dose="Total DLP (Body) = 1380 mGy-cm.")],
        dx="Acute pancreatitis, likely alcohol-related", icd=["Alcohol induced acute pancreatitis without necrosis or infection",
                                                               "Essential (primary) hypertension"]),

    # 32 hard: PCP asked about the gallbladder; the ultrasound shows a quiet gallbladder and a swollen pancreas
    enc(29000032, L, "hard",
        hpi="""63F w/ known cholelithiasis, sent in by PCP for "?acute cholecystitis" after 1 day of RUQ and
        epigastric pain w/ vomiting. Pain constant since last evening, radiates to the back. No fevers/chills.
        +Dark urine since this AM. Prior episodes of postprandial RUQ pain x 6 months, self-limited. No EtOH.
        PMH: HTN, DM2, GERD
        PSH: appendectomy (age 20), C-section
        Social History: ___
        Family History: NC""",
        hpi_ann=ann(["chronic_postprandial_pain", "gallstones_history", "ruq_pain", "epigastric_pain", "vomiting", "prolonged_constant_pain",
                     "pain_radiating_to_back", "dark_urine", "previous_similar_episodes", "hypertension_history",
                     "diabetes_history", "prior_appendectomy", "prior_abdominal_surgery"],
                    ["fever", "chills", "alcohol_use"]),
        pe="""T 37.5 HR 94 BP 134/80 RR 18 97% RA. NAD. Mild scleral icterus. Abd soft, ND, TTP epigastrium > RUQ,
        negative Murphy sign, no rebound/guarding. No Cullen or Grey-Turner signs. RLQ scar.""",
        pe_ann=ann(["jaundice", "epigastric_tenderness", "ruq_tenderness"],
                   VITALS_N + ["distended_abdomen", "murphy_sign", "rebound_tenderness", "guarding", "cullen_sign",
                               "grey_turner_sign"]),
        labs=merge({50956: 4210}, cbc(12.4, 13.2, 244, 80.0), bmp(138, 4.0, 102, 24, 17, 0.9, 154),
                   lft(268, 212, 236, 3.4, dbili=2.2, ggt=420), coags(11.6, 1.0), ua(color="Amber", bili="MOD")),
        reports=[report(
            RUQ, "Ultrasound", "Abdomen", "Liver and gallbladder sonography, grayscale and color Doppler.",
            [("LIVER", "Normal echotexture. No focal lesion."),
             ("GALLBLADDER", "Multiple mobile stones. The gallbladder is not distended and its wall is thin (2 mm). No "
                             "pericholecystic fluid. Sonographic Murphy sign negative."),
             ("COMMON BILE DUCT", "8 mm, dilated. The distal duct is not well seen."),
             ("PANCREAS", "The pancreatic head and body are enlarged and hypoechoic with a small amount of adjacent fluid."),
             ("KIDNEYS", "No hydronephrosis.")],
            present=["gallstones", "cbd_dilation", "pancreatic_edema", "peripancreatic_fluid"],
            absent=["hypoechoic_liver_lesion", "gallbladder_distension", "gallbladder_wall_thickening",
                    "pericholecystic_fluid", "sonographic_murphy_sign", "hydronephrosis"])],
        dx="Acute gallstone pancreatitis", icd=["Biliary acute pancreatitis without necrosis or infection"],
        procs=["ERCP with sphincterotomy and stone extraction", "Laparoscopic cholecystectomy"],
        icdp=[ERCP_PCS, CHOLE_PCS]),
]
