from common import *  # noqa: F401,F403

L = "cholecystitis"
RUQ = "LIVER OR GALLBLADDER US (SINGLE ORGAN)"
CHOLE_PROC = ["Laparoscopic cholecystectomy"]
CHOLE_PCS = [("0FT44ZZ", "Resection of Gallbladder, Percutaneous Endoscopic Approach", 10)]
PERC_PCS = [("0F9430Z", "Drainage of Gallbladder with Drainage Device, Percutaneous Approach", 10)]
HIDA_EXAM = "HEPATOBILIARY SCAN (HIDA)"

ENCOUNTERS = [
    # 9 typical: after a fatty meal, fever, organ-by-organ ultrasound
    enc(29000009, L, "typical",
        hpi="""48 yo woman with obesity, GERD and known gallstones (incidental on a CT 2 years ago, never
        symptomatic) presents with RUQ pain that began around 9pm last night, about an hour after a fried chicken
        dinner. The pain is constant, 8/10, radiates to the right shoulder blade and has not let up in the 14 hours
        since. She has vomited 4 times, non-bloody, green. Felt feverish with chills overnight. No jaundice, dark
        urine or pale stools that she has noticed. Denies chest pain or shortness of breath. No diarrhea.
        Past Medical History: Obesity
        GERD
        Cholelithiasis (asymptomatic)
        Depression
        Past Surgical History: Tubal ligation
        Social History: ___
        Family History: Mother and sister both had their gallbladders out.""",
        hpi_ann=ann(["ruq_pain", "postprandial_pain_after_fatty_meal", "prolonged_constant_pain",
                     "pain_radiating_to_right_scapula", "vomiting", "bilious_vomiting", "fever", "chills", "obesity",
                     "gallstones_history", "depression_history", "prior_abdominal_surgery"],
                    ["previous_similar_episodes", "hematemesis", "jaundice", "dark_urine", "pale_stools", "chest_pain",
                     "dyspnea", "diarrhea"]),
        pe="""VS: T 38.4 HR 106 BP 142/86 RR 18 96% RA
        GEN: Obese woman, appears uncomfortable, lying still
        HEENT: Sclerae anicteric, MMM
        CV: Tachycardic, regular rhythm, no m/r/g
        LUNGS: CTA bilaterally, no crackles
        ABD: Soft, obese, non-distended. Marked TTP in RUQ with inspiratory arrest on deep palpation (positive
        Murphy's sign). Voluntary guarding in RUQ. No rebound. No epigastric tenderness. Normoactive bowel sounds.
        EXT: No edema
        SKIN: No jaundice""",
        pe_ann=ann(["fever_measured", "tachycardia", "obesity", "ruq_tenderness", "murphy_sign", "guarding"],
                   ["hypotension", "tachypnea", "hypoxia", "jaundice", "dehydration_signs", "crackles",
                    "distended_abdomen", "rebound_tenderness", "epigastric_tenderness", "hypoactive_bowel_sounds",
                    "hyperactive_bowel_sounds"]),
        labs=merge(cbc(15.8, 13.1, 312, 84.0), bmp(137, 3.9, 100, 24, 13, 0.8, 128, ca=9.3),
                   lft(62, 48, 128, 1.4, alb=4.0, dbili=0.4), {50956: 38, 51085: "NEG", 50813: 1.6}),
        reports=[report(
            RUQ, "Ultrasound", "Abdomen",
            "Real-time sonographic evaluation of the right upper quadrant with grayscale and color Doppler imaging.",
            [("LIVER", "The hepatic parenchyma is diffusely echogenic, consistent with steatosis. No focal liver lesion. "
                       "Flow in the main portal vein is hepatopetal."),
             ("BILE DUCTS", "No intrahepatic biliary dilation. The common bile duct measures 5 mm."),
             ("GALLBLADDER", "The gallbladder is distended, measuring 10.8 x 4.6 cm, with a diffusely thickened wall up to "
                             "6 mm with a striated appearance. Numerous shadowing stones, the largest 1.8 cm, with one "
                             "stone immobile in the neck. A small amount of pericholecystic fluid is present. Positive "
                             "sonographic Murphy sign."),
             ("PANCREAS", "The pancreatic head and body are unremarkable where seen; the tail is obscured by "
                          "bowel gas."),
             ("SPLEEN", "Normal echogenicity, measuring 10.2 cm."),
             ("KIDNEYS", "The right kidney measures 11.3 cm. No hydronephrosis.")],
            present=["gallbladder_distension", "gallbladder_wall_thickening", "gallstones",
                     "impacted_gallbladder_neck_stone", "pericholecystic_fluid", "sonographic_murphy_sign"],
            absent=["hypoechoic_liver_lesion"] + DUCT_N + PANC_N + ["enlarged_spleen_imaging", "hydronephrosis"])],
        dx="Acute calculous cholecystitis",
        icd=["Calculus of gallbladder with acute cholecystitis without obstruction"],
        procs=CHOLE_PROC, icdp=CHOLE_PCS),

    # 10 typical: terse ED note, unlabelled vitals, one-paragraph ultrasound
    enc(29000010, L, "typical",
        hpi="""56M w/ HTN, DM2 (on metformin), EtOH (2-3 beers/night) p/w RUQ pain x2 days, constant, worse after
        eating, radiates to R shoulder. +N, no V. Subj fevers. Decreased PO. Denies CP, SOB, cough. No prior
        episodes. No jaundice. BMs nl. No hx abd surgery.
        Past Medical History: HTN
        DM2
        HLD
        Social History: ___
        Family History: father MI at 60""",
        hpi_ann=ann(["ruq_pain", "prolonged_constant_pain", "pain_radiating_to_right_scapula", "nausea", "fever",
                     "hypertension_history", "diabetes_history", "metformin_use", "alcohol_use",
                     "hyperlipidemia_history", "family_history_cad"],
                    ["vomiting", "chest_pain", "dyspnea", "cough", "previous_similar_episodes", "jaundice", "diarrhea",
                     "constipation", "prior_abdominal_surgery"]),
        pe="""100.9 96 152/90 16 98%RA. NAD, nontoxic. anicteric. RRR. CTAB. Abd soft, +TTP RUQ, +Murphy,
        no rebound/guarding, ND, no epigastric TTP. No CVAT. No LE edema.""",
        pe_ann=ann(["fever_measured", "ruq_tenderness", "murphy_sign"],
                   ["tachycardia", "hypotension", "tachypnea", "hypoxia", "ill_appearing", "jaundice",
                    "rebound_tenderness", "guarding", "distended_abdomen", "epigastric_tenderness", "cva_tenderness"]),
        labs=merge(cbc(13.4, 14.8, 228, 80.1), bmp(136, 4.4, 99, 25, 16, 1.0, 214),
                   lft(48, 55, 110, 1.2, dbili=0.3), {50956: 45}),
        reports=[report(
            RUQ, "Ultrasound", "Abdomen", "Sonogram of the liver and gallbladder including color Doppler of the portal vein.",
            """The liver is mildly coarsened in echotexture without focal lesion. Hepatopetal portal venous flow. The
gallbladder is distended and contains multiple mobile stones and one nonmobile stone impacted in the gallbladder
neck, the latter measuring 2.2 cm. The gallbladder wall is thickened to 5 mm with a hypoechoic layer and there is
a small amount of pericholecystic fluid adjacent to the fundus. The sonographer elicited a positive Murphy sign.
CBD 4 mm. No intrahepatic ductal dilatation. The right kidney is normal in size without hydronephrosis. No
ascites.""",
            present=["gallbladder_distension", "gallstones", "impacted_gallbladder_neck_stone",
                     "gallbladder_wall_thickening", "pericholecystic_fluid", "sonographic_murphy_sign"],
            absent=["hypoechoic_liver_lesion"] + DUCT_N + ["hydronephrosis", "simple_ascites", "free_fluid_abdomen"])],
        dx="Acute cholecystitis", icd=["Calculus of gallbladder with acute cholecystitis without obstruction",
                                       "Type 2 diabetes mellitus without complications"],
        procs=CHOLE_PROC, icdp=CHOLE_PCS),

    # 11 typical: known stones, an attack that does not settle; equivocal ultrasound, then HIDA
    enc(29000011, L, "typical",
        hpi="""Ms. ___ is a 39-year-old woman with known cholelithiasis who was seen in our clinic 3 months ago
        after two self-limited episodes of postprandial right upper quadrant pain, and was scheduled for elective
        surgery next month. She now presents with a third episode that began yesterday at lunch. Unlike the
        previous episodes, which lasted 2-3 hours and resolved on their own, this pain has persisted for over 24
        hours. It is located in the right upper quadrant and epigastrium, is steady and aching, and is associated
        with nausea and one episode of vomiting. She took oxycodone left over from a dental procedure before
        coming in. She denies fevers, but has felt chilled. She has not noticed any yellowing of her skin or eyes,
        and her urine and stools are normal in color.
        Past Medical History: Cholelithiasis
        Polycystic ovarian syndrome
        Iron deficiency anemia
        Past Surgical History: Wisdom teeth extraction
        Social History: ___
        Family History: Noncontributory""",
        hpi_ann=ann(["gallstones_history", "previous_similar_episodes", "ruq_pain", "epigastric_pain",
                     "prolonged_constant_pain", "nausea", "vomiting", "chills"],
                    ["fever", "yellow_skin_noticed", "dark_urine", "pale_stools"]),
        pe="""Temp 37.9 Pulse 92 BP 118/72 Resp 16 SpO2 99% on room air. Alert, appears tired but comfortable after
        analgesia. Anicteric sclerae. Heart regular. Lungs clear. Abdomen soft, non-distended, tender in the right
        upper quadrant and epigastrium with an equivocal Murphy sign (received hydromorphone 30 minutes prior), no
        rebound or rigidity, no hepatosplenomegaly. No costovertebral angle tenderness.""",
        pe_ann=ann(["tired_appearance", "ruq_tenderness", "epigastric_tenderness"],
                   VITALS_N + ["jaundice", "distended_abdomen", "rebound_tenderness", "abdominal_rigidity",
                               "hepatomegaly", "palpable_spleen", "cva_tenderness"]),
        labs=merge(cbc(11.6, 11.4, 344, 74.0, mcv=78, rdw=15.8), bmp(139, 4.0, 104, 25, 10, 0.7, 101),
                   lft(38, 29, 96, 1.0, dbili=0.2), {50956: 33, 51085: "NEG"}),
        reports=[
            report(RUQ, "Ultrasound", "Abdomen", "Ultrasound, RUQ: grayscale and color Doppler views.",
                   [("LIVER", "Normal echotexture. No focal lesions."),
                    ("GALLBLADDER", "Multiple small echogenic shadowing stones layering dependently, the largest 9 mm. "
                                    "Gallbladder wall 3 mm thick (upper limit of normal). No pericholecystic "
                                    "fluid. Sonographic Murphy sign could not be assessed as the patient had received "
                                    "opioid analgesia."),
                    ("BILE DUCTS", "CBD 3 mm. No intrahepatic biliary dilatation."),
                    ("PANCREAS", "Not well seen due to overlying bowel gas."),
                    ("RIGHT KIDNEY", "10.8 cm, unremarkable.")],
                   present=["gallstones"],
                   absent=["hypoechoic_liver_lesion", "gallbladder_wall_thickening", "pericholecystic_fluid"] + DUCT_N
                   + KID_N),
            report(HIDA_EXAM, "HIDA", "Abdomen",
                   "5.1 mCi Tc-99m mebrofenin was injected intravenously and the abdomen was imaged dynamically for "
                   "60 minutes. Morphine sulfate 2 mg IV was then given and imaging continued for "
                   "an additional 30 minutes.",
                   """The liver takes up the tracer promptly and evenly. Biliary drainage is normal, with activity in the
common bile duct by 15 minutes and in the small bowel by 25 minutes. No filling: the gallbladder is not visualized at
60 minutes, nor 30 minutes after administration of morphine. No increased pericholecystic hepatic activity.""",
                   present=["gallbladder_nonvisualization_hida"], absent=["pericholecystic_rim_sign"])],
        dx="Acute cholecystitis", icd=["Calculus of gallbladder with acute cholecystitis without obstruction"],
        procs=CHOLE_PROC, icdp=CHOLE_PCS),

    # 12 typical: older diabetic man, CT first (template in sentences), then ultrasound
    enc(29000012, L, "typical",
        hpi="""64M h/o DM2 on insulin, CAD s/p PCI 2019, CKD 3a, presenting with 3 days of epigastric and RUQ
        abdominal pain, initially intermittent now constant, with nausea, anorexia and low-grade temps at home
        (Tmax 100.5). No vomiting. No diarrhea. Mild SOB which he attributes to the pain. Denies chest pain, says
        this feels nothing like his prior MI. Given his age and vascular disease the ED started with a CT, then RUQ
        US.
        Past Medical History: DM2, on insulin, A1c 9.1
        CAD s/p PCI to LAD
        CKD stage 3a
        HTN
        HLD
        PVD
        Past Surgical History: none
        Social History: ___
        Family History: NC""",
        hpi_ann=ann(["fever_measured", "abdominal_pain", "epigastric_pain", "ruq_pain", "prolonged_constant_pain", "nausea", "anorexia",
                     "fever", "dyspnea", "diabetes_history", "insulin_therapy", "coronary_artery_disease_history",
                     "ckd_history", "hypertension_history", "hyperlipidemia_history",
                     "peripheral_arterial_disease_history"],
                    ["vomiting", "diarrhea", "chest_pain", "prior_abdominal_surgery"]),
        pe="""T 38.1 HR 88 BP 158/84 RR 18 97% RA. Gen: obese man in mild distress. Sclera anicteric. Lungs:
        decreased breath sounds at the R base. CV: RRR, soft systolic murmur. Abd: obese, soft, mildly distended,
        TTP RUQ > epigastrium, +Murphy's, mild voluntary guarding, no rebound. Ext: diminished DP pulses b/l, no
        edema.""",
        pe_ann=ann(["fever_measured", "obesity", "diminished_breath_sounds", "distended_abdomen", "ruq_tenderness",
                    "epigastric_tenderness", "murphy_sign", "guarding"],
                   ["tachycardia", "hypotension", "tachypnea", "hypoxia", "jaundice", "rebound_tenderness"]),
        labs=merge(cbc(17.2, 12.4, 266, 86.5), bmp(135, 5.0, 100, 21, 31, 1.6, 286, ca=9.0),
                   lft(88, 102, 164, 2.1, dbili=1.0), {50956: 52, 50813: 1.9, 51003: 0.01, 50852: 9.1}),
        reports=[
            report("CT ABD & PELVIS WITH CONTRAST", "CT", "Abdomen",
                   "80 mL Omnipaque 350 IV (a reduced dose for renal function), then scanning from the lung bases "
                   "through the pelvis. Multiplanar reformats were reviewed.",
                   [("LOWER CHEST", "Small right pleural effusion; atelectasis of the adjacent right lower lobe. Coronary "
                                    "artery calcifications."),
                    ("ABDOMEN", "The gallbladder is markedly distended with a thickened, hyperenhancing wall and extensive "
                                "pericholecystic fat stranding; a small amount of fluid tracks along the gallbladder fossa. "
                                "A few faintly calcified stones are seen in the gallbladder neck. Transient hyperenhancement "
                                "of the adjacent liver parenchyma. No intrahepatic or extrahepatic biliary dilatation. The "
                                "pancreas, spleen and adrenal glands are unremarkable. The kidneys are small with cortical "
                                "thinning and no hydronephrosis. Stomach and small bowel are unremarkable. Sigmoid "
                                "diverticulosis without evidence of inflammation. The appendix is normal. No free air."),
                    ("PELVIS", "Prostate mildly enlarged. Bladder unremarkable."),
                    ("VASCULAR", "Extensive calcified atherosclerotic plaque of the aorta and its branches; the celiac axis, "
                                 "SMA and IMA are patent.")],
                   present=EFF + ["coronary_artery_calcification", "gallbladder_distension",
                                  "gallbladder_wall_thickening", "pericholecystic_fat_stranding", "pericholecystic_fluid",
                                  "gallstones", "small_kidneys", "colonic_diverticula", "normal_caliber_appendix",
                                  "enlarged_prostate_imaging"],
                   absent=DUCT_N + PANC_N + ["hydronephrosis", "dilated_small_bowel_loops"] + COLON_N + APP_N
                   + ["pneumoperitoneum_ct", "sma_occlusion"],
                   dose="Total DLP (Body) = 702 mGy-cm."),
            report(RUQ, "Ultrasound", "Abdomen", "Focused sonogram of the gallbladder and liver.",
                   """Gallbladder distended to 11 cm with wall thickening to 7 mm, wall edema and a small amount of
pericholecystic fluid. Several shadowing stones in the neck, nonmobile. Positive sonographic Murphy sign. CBD 6 mm.
Liver unremarkable.""",
                   present=["gallbladder_distension", "gallbladder_wall_thickening", "pericholecystic_fluid", "gallstones",
                            "impacted_gallbladder_neck_stone", "sonographic_murphy_sign"],
                   absent=["hypoechoic_liver_lesion"])],
        dx="Acute calculous cholecystitis", icd=["Calculus of gallbladder with acute cholecystitis without obstruction",
                                                 "Chronic kidney disease, stage 3a"],
        procs=CHOLE_PROC, icdp=CHOLE_PCS),

    # 13 atypical: nursing-home resident, fever and decreased responsiveness, gangrenous gallbladder on CT
    enc(29000013, L, "atypical",
        hpi="""84 y/o F NH resident w/ advanced dementia (nonverbal at baseline per NH staff), HTN, hypothyroidism,
        sent in for fever to 101.8 and being more confused and less responsive than her baseline x1 day. Per NH RN
        pt has been eating less for 2 days and vomited x1 this AM. No cough or increased secretions noted. No
        diarrhea. Incontinent, no catheter. Unable to obtain ROS from pt. Per daughter (HCP), pt had "gallbladder
        attacks" years ago but never had surgery for them.
        Past Medical History: Alzheimer dementia
        HTN
        Hypothyroidism
        Osteoporosis, h/o L hip fracture
        Past Surgical History: L hip ORIF
        Social History: ___
        Family History: unable to obtain""",
        hpi_ann=ann(["urinary_incontinence_episode", "fever_measured", "fever", "confusion", "vomiting", "gallstones_history", "previous_similar_episodes",
                     "hypertension_history", "osteoporosis_history"],
                    ["cough", "diarrhea", "indwelling_catheter", "prior_cholecystectomy"]),
        pe="""Vitals: T 38.6 HR 112 BP 96/50 RR 24 SpO2 95% RA
        Gen: elderly, cachectic woman, moaning, does not follow commands
        HEENT: dry mucous membranes, anicteric
        CV: tachycardic
        Lungs: clear anteriorly
        Abd: soft, nondistended; grimaces and withdraws to palpation of the RUQ; no guarding; no masses. Murphy sign
        cannot be assessed.
        Skin: sacral stage 2 pressure ulcer
        Neuro: oriented to self only, moves all extremities""",
        pe_ann=ann(["fever_measured", "tachycardia", "tachypnea", "cachexia", "dehydration_signs", "ruq_tenderness",
                    "altered_mental_status_sign"],
                   ["hypotension", "hypertension_measured", "hypoxia", "jaundice", "distended_abdomen", "guarding"]),
        labs=merge(cbc(18.6, 10.9, 388, 84.5, bands=6), bmp(148, 4.8, 112, 21, 52, 1.9, 162, ca=8.4),
                   lft(76, 92, 210, 2.6, dbili=1.4, alb=2.6), {50956: 28, 50813: 2.8}, coags(14.9, 1.3),
                   ua(sg=1.030, ket="10", prot="30", wbc=3)),
        micro={90201: ("ESCHERICHIA COLI", BLOOD_SPEC), 90039: ("No growth", URINE_SPEC)},
        reports=[report(
            "CT ABD & PELVIS WITH CONTRAST", "CT", "Abdomen",
            "Diaphragm-to-symphysis acquisition in the portal venous phase after 100 mL Omnipaque 350. "
            "Coronal and sagittal reformats.",
            [("LOWER CHEST", "Bibasilar dependent atelectasis. No effusion."),
             ("HEPATOBILIARY", "The gallbladder is distended to 11.5 cm with a 1.6 cm stone impacted in the neck. The wall "
                               "is irregular and thickened, with a segment of absent mucosal enhancement along the fundus "
                               "and intraluminal linear membranes, and there is extensive surrounding fat stranding and "
                               "fluid. There is no gas in the gallbladder wall or lumen. Heterogeneous hyperenhancement of "
                               "the adjacent hepatic parenchyma. No intrahepatic biliary dilation; the CBD measures 7 mm, not "
                               "unexpected for age."),
             ("PANCREAS", "Atrophic without peripancreatic stranding."),
             ("SPLEEN", "Unremarkable."),
             ("ADRENALS", "Unremarkable."),
             ("URINARY", "Bilateral renal cortical scarring. No hydronephrosis."),
             ("GASTROINTESTINAL", "Large stool burden. No bowel wall thickening or obstruction. Normal appendix."),
             ("PELVIS", "The bladder is unremarkable. No free fluid in the pelvis."),
             ("BONES", "Left hip fixation hardware. Diffuse osteopenia. Chronic compression deformity of L1.")],
            present=["gallbladder_distension", "impacted_gallbladder_neck_stone", "gallstones",
                     "gallbladder_wall_thickening", "gangrenous_gallbladder_changes", "pericholecystic_fat_stranding",
                     "pericholecystic_fluid", "fecal_loading_colon", "normal_caliber_appendix",
                     "vertebral_compression_fracture"],
            absent=EFF + ["intrahepatic_biliary_dilation", "peripancreatic_inflammation", "hydronephrosis",
                          "dilated_small_bowel_loops", "free_pelvic_fluid"] + APP_N,
            dose="DLP 534 mGy-cm")],
        dx="Acute gangrenous cholecystitis", icd=["Calculus of gallbladder with acute cholecystitis with obstruction",
                                                  "Sepsis, unspecified organism", "Alzheimer's disease, unspecified"],
        procs=["Percutaneous cholecystostomy tube placement"], icdp=PERC_PCS),

    # 14 atypical: kidney-transplant recipient, acalculous, ultrasound then HIDA
    enc(29000014, L, "atypical",
        hpi="""Mr. ___ is a 45-year-old man with ESRD secondary to IgA nephropathy who underwent deceased-donor
        kidney transplant 8 months ago, now on tacrolimus, mycophenolate and prednisone 5 mg daily.
        He comes in after 4 days of fevers and malaise. He reports fevers to 102.4 at home with drenching sweats, and
        over the last 2 days a dull discomfort under his right ribs which he rates only 3/10. He has had nausea
        and has eaten little. No vomiting and no diarrhea; his stools have been normal despite the mycophenolate.
        No cough, dyspnea, dysuria or change in urine output, and no pain over the graft. He had CMV viremia treated
        3 months ago. In the ED he was febrile to 39.2 and tachycardic to the 120s; blood cultures were drawn and
        he was given cefepime.
        Past Medical History: ESRD due to IgA nephropathy, s/p DDKT ___
        Immunosuppression: tacrolimus, mycophenolate, prednisone
        CMV viremia, treated
        HTN
        Gout
        Past Surgical History: Deceased donor kidney transplant (right iliac fossa)
        AV fistula creation, left arm
        Social History: ___
        Family History: No liver or gallbladder disease.""",
        hpi_ann=ann(["fever", "sweating", "ruq_pain", "nausea", "immunosuppression", "chronic_glucocorticoid_use",
                     "ckd_history", "hypertension_history", "prior_gout_attacks", "prior_abdominal_surgery",
                     "fever_measured", "tachycardia"],
                    ["vomiting", "diarrhea", "cough", "dyspnea", "dysuria", "decreased_urine_output"]),
        pe="""Gen: Ill-appearing, diaphoretic. Vitals 39.0 124 102/64 20 95% RA. HEENT: No scleral icterus. Mucous
        membranes dry. CV: tachycardic, no murmurs. Resp: Clear. Abd: Soft. Mild RUQ tenderness, Murphy's sign
        equivocal. No rebound or guarding. Well healed RLQ transplant incision; graft non-tender, no bruit. Normal
        bowel sounds. Ext: L arm AVF with palpable thrill.""",
        pe_ann=ann(["ill_appearing", "diaphoretic", "fever_measured", "tachycardia", "dehydration_signs",
                    "ruq_tenderness"],
                   ["hypotension", "hypertension_measured", "tachypnea", "hypoxia", "jaundice", "rebound_tenderness",
                    "guarding"]),
        labs=merge(cbc(14.2, 10.4, 142, 89.0, lymph=3.0), bmp(136, 5.3, 104, 20, 34, 1.8, 156, ca=9.1, mg=1.4),
                   lft(92, 110, 246, 1.9, dbili=1.1, alb=3.0), {50956: 30, 50813: 2.4, 50889: 186.0},
                   ua(sg=1.014, prot="30", wbc=2)),
        micro={90201: ("No growth", BLOOD_SPEC)},
        reports=[
            report(RUQ, "Ultrasound", "Abdomen", "Sonogram of the upper abdomen, right side, with Doppler.",
                   [("LIVER", "Normal size and echotexture. No focal lesion. Patent portal vein."),
                    ("GALLBLADDER", "Distended, 10.5 x 4.8 cm, with circumferential wall thickening to 8 mm and striated wall "
                                    "edema. Echogenic sludge fills the dependent half of the lumen. No shadowing stones "
                                    "identified. Small amount of pericholecystic fluid. The patient was tender with "
                                    "transducer pressure over the gallbladder."),
                    ("BILE DUCTS", "No intrahepatic or extrahepatic biliary dilation. CBD 4 mm.")],
                   present=["gallbladder_distension", "gallbladder_wall_thickening", "gallbladder_sludge",
                            "pericholecystic_fluid", "sonographic_murphy_sign"],
                   absent=["hypoechoic_liver_lesion", "gallstones"] + DUCT_N),
            report(HIDA_EXAM, "HIDA", "Abdomen",
                   "Dynamic hepatobiliary imaging for 60 minutes after 6.2 mCi Tc-99m mebrofenin IV, followed by morphine "
                   "augmentation (0.04 mg/kg) and 30 minutes of additional imaging.",
                   """Prompt hepatic uptake. Activity reaches the small bowel at 20 minutes. The gallbladder is not seen at
60 minutes or at 30 minutes after morphine augmentation. A curvilinear band of increased activity is present in the
hepatic parenchyma along the expected gallbladder fossa.""",
                   present=["gallbladder_nonvisualization_hida", "pericholecystic_rim_sign"], absent=[])],
        dx="Acute acalculous cholecystitis", icd=["Other acute cholecystitis", "Kidney transplant status"],
        procs=["Percutaneous cholecystostomy"], icdp=PERC_PCS),

    # 15 hard: sent as NSAID gastritis; the examination and ultrasound say otherwise
    enc(29000015, L, "hard",
        hpi="""50 year old female referred by her PCP's office for "refractory gastritis" after calling in with
        worsening upper abdominal pain. She has had intermittent burning epigastric discomfort for months that she
        associates with taking naproxen for her knees; her PCP started omeprazole 2 weeks ago with partial
        improvement. Since yesterday evening the pain has been different: constant, now mostly under the right
        ribs, and it woke her from sleep. She vomited twice overnight. She also notes chills. No hematemesis, no
        black stools. She has not had an EGD.
        Past Medical History: GERD
        Osteoarthritis of both knees
        Hypertension
        Obesity
        Past Surgical History: none
        Social History: ___
        Family History: Father with gastric cancer""",
        hpi_ann=ann(["abdominal_pain", "burning_epigastric_pain", "epigastric_pain", "nsaid_use", "ruq_pain", "prolonged_constant_pain",
                     "vomiting", "chills", "hypertension_history", "obesity"],
                    ["hematemesis", "melena", "prior_abdominal_surgery"]),
        pe="""Vitals: 100.6 F, 102, 138/84, 18, 97% RA. Constitutional: Uncomfortable, nontoxic. Eyes: Anicteric.
        Respiratory: Clear to auscultation. Cardiovascular: Mildly tachycardic. Gastrointestinal: Soft. Minimal
        epigastric tenderness. Moderate RUQ tenderness with positive Murphy sign. No rebound. No rigidity. Rectal:
        brown stool, guaiac negative. Skin: warm, dry.""",
        pe_ann=ann(["fever_measured", "tachycardia", "epigastric_tenderness", "ruq_tenderness", "murphy_sign"],
                   ["hypotension", "hypertension_measured", "tachypnea", "hypoxia", "ill_appearing", "jaundice",
                    "rebound_tenderness", "abdominal_rigidity", "guaiac_positive_stool", "melena_on_rectal_exam"]),
        labs=merge(cbc(14.9, 12.6, 301, 83.3), bmp(138, 4.0, 101, 25, 15, 0.8, 112),
                   lft(54, 41, 118, 1.3), {50956: 41}),
        reports=[report(
            RUQ, "Ultrasound", "Abdomen", "RUQ sonography (grayscale, color Doppler).",
            """Liver: Normal echogenicity, no focal lesion. Gallbladder: Moderately distended and filled with innumerable
small shadowing stones and sludge; the wall is thickened to 5 mm with trace pericholecystic fluid. Positive
sonographic Murphy's sign. Common duct: 4 mm. Pancreas: Visualized portions within normal limits. Right kidney: No
hydronephrosis.""",
            present=["gallbladder_distension", "gallstones", "gallbladder_sludge", "gallbladder_wall_thickening",
                     "pericholecystic_fluid", "sonographic_murphy_sign"],
            absent=["hypoechoic_liver_lesion", "cbd_dilation"] + PANC_N + ["hydronephrosis"])],
        dx="Acute calculous cholecystitis", icd=["Calculus of gallbladder with acute cholecystitis without obstruction"],
        procs=CHOLE_PROC, icdp=CHOLE_PCS),

    # 16 hard: urgent care found raised transaminases and sent him as hepatitis; ultrasound and MRCP
    enc(29000016, L, "hard",
        hpi="""42M w/ EtOH use (6-8 beers/day on weekends), no known liver dz, sent from urgent care for "elevated
        LFTs, r/o hepatitis". Pt went to UC for 2 days of R upper abd pain + nausea + subjective fevers; UC labs ALT
        180, AST 150 and he was told to go to the ED for a hepatitis workup. Pain constant, dull, R upper abd,
        radiating around to his R shoulder blade. Nausea, no vomiting. Denies yellow eyes, dark urine, pale stools,
        itching. No IVDU, no recent travel, no new meds, no acetaminophen use. Monogamous.
        PMH: none
        PSH: none
        Social History: ___
        Family History: mother - DM""",
        hpi_ann=ann(["abdominal_pain", "alcohol_use", "ruq_pain", "nausea", "fever", "prolonged_constant_pain",
                     "pain_radiating_to_right_scapula", "family_history_diabetes"],
                    ["vomiting", "yellow_skin_noticed", "dark_urine", "pale_stools", "itching", "injection_drug_use",
                     "recent_travel", "new_drug_exposure", "prior_abdominal_surgery"]),
        pe="""Temp 38.3 HR 98 BP 134/78 RR 16 SpO2 98% RA. GEN: NAD. SKIN: no jaundice, no spider angiomata. EYES:
        sclerae anicteric. ABD: soft, ND. TTP RUQ with inspiratory arrest (+Murphy). Liver edge not palpable. No
        splenomegaly. No shifting dullness. NEURO: no asterixis.""",
        pe_ann=ann(["fever_measured", "ruq_tenderness", "murphy_sign"],
                   ["tachycardia", "hypotension", "hypertension_measured", "tachypnea", "hypoxia", "jaundice",
                    "spider_angiomata", "distended_abdomen", "hepatomegaly", "palpable_spleen", "shifting_dullness",
                    "asterixis"]),
        labs=merge(cbc(13.9, 15.2, 198, 81.0, mcv=99), bmp(137, 4.1, 100, 24, 12, 0.9, 108),
                   lft(176, 142, 134, 1.7, alb=4.1, dbili=0.6, ggt=210), {50956: 48}, coags(11.8, 1.1)),
        reports=[
            report(RUQ, "Ultrasound", "Abdomen", "Liver and gallbladder scanned in grayscale and with color Doppler.",
                   """The liver is mildly echogenic without focal lesion or surface nodularity. The gallbladder contains
several mobile stones up to 1.4 cm and its wall is thickened to 6 mm with a layered appearance; a thin rim of
pericholecystic fluid is present. The sonographer reports focal tenderness over the gallbladder. CBD 5 mm. No
intrahepatic biliary ductal dilation. Spleen 11 cm. No ascites.""",
                   present=["gallstones", "gallbladder_wall_thickening", "pericholecystic_fluid",
                            "sonographic_murphy_sign"],
                   absent=["hypoechoic_liver_lesion"] + DUCT_N + ["enlarged_spleen_imaging", "simple_ascites",
                                                                   "free_fluid_abdomen"]),
            report("MRCP (MR ABDOMEN W/O CONTRAST)", "MRCP", "Abdomen",
                   "Noncontrast study of the upper abdomen: T2- and T1-weighted sequences in several planes plus "
                   "heavily T2-weighted 2D and 3D MRCP acquisitions.",
                   """Numerous small gallstones layer in the gallbladder, which has a thickened edematous wall with
surrounding T2 hyperintense fluid. No filling defect within the common bile duct, which measures 5 mm. Intrahepatic
ducts are not dilated. The pancreatic duct is normal in caliber and the pancreas is unremarkable. Mild hepatic
steatosis. No focal hepatic lesion.""",
                   present=["gallstones", "gallbladder_wall_thickening", "pericholecystic_fluid"],
                   absent=["common_bile_duct_stone"] + DUCT_N + PANC_N + ["rim_enhancing_hepatic_collection"])],
        dx="Acute calculous cholecystitis", icd=["Calculus of gallbladder with acute cholecystitis without obstruction",
                                                 "Alcohol abuse, uncomplicated"],
        procs=CHOLE_PROC, icdp=CHOLE_PCS),
]
