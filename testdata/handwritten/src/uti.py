from common import *  # noqa: F401,F403

L = "urinary tract infection"
RENAL = "RENAL U.S."
CT = "CT ABD & PELVIS WITH CONTRAST"
CT_TECH = """Nephrographic-phase images through the abdomen and pelvis after intravenous contrast (Omnipaque
350, 100 mL). Coronal and sagittal reformations were obtained."""
ICD = ["Acute pyelonephritis"]

ENCOUNTERS = [
    # 41 typical: young woman, cystitis symptoms then flank pain; renal ultrasound
    enc(29000041, L, "typical",
        hpi="""26F no PMH c/o dysuria + urinary frequency x3d, then R flank/back pain since yesterday, + fever to
        102.5, + chills, nausea, vomited x2. No vaginal d/c. LMP 1 wk ago. Sexually active, 1 partner. No prior
        bladder infections. No h/o kidney stones.
        Past Medical History: none
        Social History: ___
        Family History: noncontributory""",
        hpi_ann=ann(["fever_measured", "dysuria", "urinary_frequency", "flank_pain", "back_pain", "fever", "chills", "nausea", "vomiting"],
                    ["vaginal_discharge", "missed_period", "recurrent_uti_history", "kidney_stone_history"]),
        pe="""T 39.1 HR 116 BP 112/70 RR 18 SpO2 99% RA. Gen: flushed, uncomfortable, nontoxic. Abd: soft, ND, mild
        suprapubic TTP, no RLQ or RUQ TTP, no rebound. Back: +R CVAT, no L CVAT. Pelvic: deferred.""",
        pe_ann=ann(["fever_measured", "tachycardia", "flushing", "suprapubic_tenderness", "cva_tenderness"],
                   ["hypotension", "hypertension_measured", "tachypnea", "hypoxia", "ill_appearing", "distended_abdomen",
                    "rlq_tenderness", "ruq_tenderness", "rebound_tenderness"]),
        labs=merge(cbc(16.8, 12.8, 231, 86.4), bmp(136, 3.6, 102, 22, 14, 0.9, 118), {51085: "NEG", 50813: 1.7},
                   ua(app="Cloudy", sg=1.019, prot="30", ket="10", le="LG", nit="POS", wbc=96, rbc=12, epi=1)),
        micro={90039: ("ESCHERICHIA COLI", URINE_SPEC), 90201: ("No growth", BLOOD_SPEC)},
        reports=[report(
            RENAL, "Ultrasound", "Abdomen", "Grayscale and color Doppler ultrasound of the kidneys and bladder.",
            [("RIGHT KIDNEY", "The right kidney is enlarged, measuring 13.4 cm, with mildly increased cortical echogenicity "
                              "and loss of corticomedullary differentiation in the upper pole. No hydronephrosis, stones or "
                              "perinephric fluid collection."),
             ("LEFT KIDNEY", "11.4 cm. Normal. No hydronephrosis."),
             ("BLADDER", "Decompressed, not well evaluated.")],
            present=["enlarged_edematous_kidney"], absent=["hydronephrosis", "renal_calculus"])],
        dx="Acute pyelonephritis", icd=ICD),

    # 42 typical: diabetic on an SGLT2 inhibitor, sepsis physiology, striated nephrogram
    enc(29000042, L, "typical",
        hpi="""45 year old woman with type 2 diabetes on metformin and empagliflozin presents with 3 days of left
        flank pain, shaking chills and fever to 103, with nausea and vomiting since last night so that she cannot
        keep down her medications. She had burning with urination and urgency starting about 5 days ago, which she
        treated with cranberry juice. No vaginal discharge. No history of kidney stones. She had one bladder
        infection 2 years ago.
        Past Medical History: Type 2 diabetes
        Hypertension
        Obesity
        Past Surgical History: Laparoscopic cholecystectomy ___
        Social History: ___
        Family History: mother with diabetes, father with CAD""",
        hpi_ann=ann(["fever_measured", "diabetes_history", "metformin_use", "flank_pain", "chills", "fever", "nausea", "vomiting",
                     "dysuria", "hypertension_history", "obesity", "prior_cholecystectomy", "prior_abdominal_surgery",
                     "family_history_diabetes", "family_history_cad"],
                    ["vaginal_discharge", "kidney_stone_history"]),
        pe="""Vital signs: Temp 38.9 C, HR 121, BP 98/60, RR 20, SpO2 97% RA.
        General: Ill-appearing woman, shivering.
        HEENT: Dry mucous membranes.
        Cardiovascular: Tachycardic, regular rhythm.
        Respiratory: Clear bilaterally.
        Abdomen: Soft, nondistended, mild LUQ and left lateral tenderness, no rebound or guarding.
        Back: Marked left costovertebral angle tenderness.
        Skin: Warm.""",
        pe_ann=ann(["chills", "fever_measured", "tachycardia", "ill_appearing", "dehydration_signs", "cva_tenderness"],
                   ["hypotension", "hypertension_measured", "tachypnea", "hypoxia", "distended_abdomen",
                    "rebound_tenderness", "guarding"]),
        labs=merge(cbc(19.8, 13.0, 188, 89.0, bands=4), bmp(133, 4.6, 100, 18, 28, 1.6, 256), {50813: 2.9, 50889: 220.0},
                   lft(30, 26, 92, 0.8),
                   ua(app="Turbid", sg=1.024, glu="1000", ket="40", prot="100", le="LG", nit="POS", wbc=150, rbc=22)),
        micro={90039: ("ESCHERICHIA COLI", URINE_SPEC), 90201: ("ESCHERICHIA COLI", BLOOD_SPEC)},
        reports=[report(
            CT, "CT", "Abdomen", CT_TECH,
            """The left kidney is enlarged (13.8 cm versus 11.6 cm on the right). On the nephrographic phase its upper pole
and interpolar region show multiple wedge-shaped, striated areas of decreased enhancement, and there is
moderate perinephric fat stranding. No focal fluid collection or gas in the renal parenchyma. No hydronephrosis; no
renal or ureteral calculus. The right kidney is normal. The bladder wall is mildly thickened. Status post
cholecystectomy. The liver, spleen, pancreas, adrenal glands and bowel are unremarkable. Normal appendix. No free
fluid or lymphadenopathy.""",
            present=["enlarged_edematous_kidney", "striated_nephrogram", "perinephric_stranding",
                     "bladder_wall_thickening", "normal_caliber_appendix"],
            absent=["renal_abscess", "hydronephrosis", "renal_calculus", "ureteral_stone",
                    "rim_enhancing_hepatic_collection"] + PANC_N + ["dilated_small_bowel_loops"] + APP_N
            + ["free_fluid_abdomen"],
            dose="DLP 512 mGy-cm")],
        dx="Acute left pyelonephritis with E. coli bacteremia",
        icd=ICD + ["Sepsis due to Escherichia coli [E. coli]", "Type 2 diabetes mellitus with hyperglycemia"]),

    # 43 typical: recurrent infections, no imaging at all
    enc(29000043, L, "typical",
        hpi="""33 yo F w/ hx of recurrent bladder infections (~3/yr) presents with 2 days of dysuria, frequency and suprapubic
        pressure, and now L back/flank pain with fevers to 101.5 and chills since last night. Mild nausea, no
        vomiting, tolerating PO. Denies vaginal discharge or itching. LMP 2 weeks ago; has an IUD. Took one leftover
        nitrofurantoin tablet.
        Past Medical History: Recurrent bladder infections, no prophylaxis
        Migraines
        Past Surgical History: none
        Social History: ___
        Family History: NC""",
        hpi_ann=ann(["pelvic_pressure", "fever_measured", "recurrent_uti_history", "dysuria", "urinary_frequency", "suprapubic_pain", "back_pain",
                     "flank_pain", "fever", "chills", "nausea"],
                    ["vomiting", "vaginal_discharge", "missed_period", "prior_abdominal_surgery"]),
        pe="""T 38.3 HR 104 BP 118/72 RR 16 99%RA | Well appearing, nontoxic | Abd soft, NT except mild suprapubic
        tenderness | +L CVAT | no rash""",
        pe_ann=ann(["fever_measured", "tachycardia", "suprapubic_tenderness", "cva_tenderness"],
                   ["hypotension", "hypertension_measured", "tachypnea", "hypoxia", "ill_appearing"]),
        labs=merge(cbc(14.2, 12.4, 278, 81.0), bmp(139, 3.9, 104, 24, 11, 0.8, 96), {51085: "NEG"},
                   ua(app="Cloudy", sg=1.017, prot="30", le="MOD", nit="POS", wbc=64, rbc=8)),
        micro={90039: ("ESCHERICHIA COLI", URINE_SPEC)},
        reports=[],
        dx="Acute pyelonephritis", icd=ICD),

    # 44 typical (severe): infected obstructing ureteral stone with septic shock; stone-protocol CT
    enc(29000044, L, "typical",
        hpi="""Mr. ___ is a 52 year old man with a history of nephrolithiasis who presents with 2 days of severe
        right flank pain that comes in waves and radiates to the right groin, with nausea and vomiting. Since this
        morning he has had fevers to 102 and rigors. He noticed pink urine yesterday. He has been able to void only
        small amounts today. He has passed stones twice before, most recently 3 years ago.
        Past Medical History: Nephrolithiasis
        Hypertension
        Gout
        Past Surgical History: none
        Social History: ___
        Family History: Father with kidney stones""",
        hpi_ann=ann(["fever_measured", "kidney_stone_history", "flank_pain", "colicky_abdominal_pain", "pain_radiating_to_groin", "nausea",
                     "vomiting", "fever", "chills", "gross_hematuria", "decreased_urine_output", "hypertension_history",
                     "prior_gout_attacks", "previous_similar_episodes"],
                    ["prior_abdominal_surgery"]),
        pe="""T 39.4 HR 124 BP 84/52 (96/60 after 2L LR) RR 24 SpO2 95% RA. Ill-appearing, rigoring. Dry mucous
        membranes. Abdomen soft, mild RLQ and right flank tenderness, no rebound. Marked right CVA tenderness. GU:
        normal, no testicular tenderness.""",
        pe_ann=ann(["chills", "fever_measured", "tachycardia", "hypotension", "tachypnea", "ill_appearing", "dehydration_signs",
                    "rlq_tenderness", "cva_tenderness"],
                   ["hypoxia", "hypertension_measured", "rebound_tenderness"]),
        labs=merge(cbc(22.6, 14.1, 112, 84.0, bands=8), bmp(134, 4.8, 101, 17, 34, 2.6, 148), {50813: 4.2},
                   coags(14.9, 1.3),
                   ua(color="Red", app="Turbid", sg=1.021, prot="100", le="LG", nit="POS", wbc=110, rbc=150, epi=2)),
        micro={90039: ("PROTEUS MIRABILIS", URINE_SPEC), 90201: ("PROTEUS MIRABILIS", BLOOD_SPEC)},
        reports=[report(
            "CT ABD & PELVIS W/O CONTRAST", "CT", "Abdomen",
            "Helical CT of the abdomen and pelvis without intravenous or oral contrast, renal stone protocol.",
            [("KIDNEYS", "Moderate right hydronephrosis with perinephric fat stranding and fluid. The right kidney is "
                         "enlarged compared with the left. Several nonobstructing stones in the left kidney, the largest 5 "
                         "mm. No left hydronephrosis."),
             ("URETERS", "7 x 5 mm calculus at the right ureterovesical junction with proximal hydroureter and "
                         "periureteral stranding."),
             ("BLADDER", "Decompressed."),
             ("OTHER", "Noncontrast appearance of the liver, gallbladder, spleen and pancreas is unremarkable. Normal "
                       "appendix. No bowel obstruction. No free air.")],
            present=["hydronephrosis", "perinephric_stranding", "enlarged_edematous_kidney", "renal_calculus",
                     "ureteral_stone", "normal_caliber_appendix"],
            absent=["bilateral_hydronephrosis", "rim_enhancing_hepatic_collection"] + GB_N + PANC_N + APP_N
            + ["dilated_small_bowel_loops", "pneumoperitoneum_ct"],
            dose="DLP 355 mGy-cm")],
        dx="Obstructive pyelonephritis with urosepsis from an infected right UVJ stone",
        icd=["Hydronephrosis with ureteral stricture, not elsewhere classified", "Calculus of ureter",
             "Sepsis due to other Gram-negative organisms", "Acute pyelonephritis"],
        procs=["Cystoscopy with right ureteral stent placement"],
        icdp=[("0T768DZ", "Dilation of Right Ureter with Intraluminal Device, Via Natural or Artificial Opening Endoscopic", 10)]),

    # 45 atypical: nursing-home resident with a chronic catheter, confusion after a fall; head CT and body CT
    enc(29000045, L, "atypical",
        hpi="""88F from ___ NH w/ dementia, neurogenic bladder w/ chronic indwelling Foley (changed monthly), CHF,
        sent for AMS and a fall this AM. Per NH notes: more lethargic x2 days, not eating, T 100.9 last night.
        Foley draining cloudy, foul-smelling urine. Unwitnessed fall from bed this AM, no known head strike, on no
        anticoagulation. Pt unable to provide hx.
        PMH: dementia, neurogenic bladder (spinal stenosis), CHF (EF 40%), HTN, hypothyroidism, CKD
        Social History: ___
        Family History: ___""",
        hpi_ann=ann(["altered_mental_status_sign", "lethargy_listlessness", "fever_measured", "indwelling_catheter", "confusion", "drowsiness", "fever", "cloudy_urine", "ground_level_fall",
                     "prior_heart_failure", "hypertension_history", "ckd_history"],
                    ["anticoagulant_use"]),
        pe="""VS: T 37.2 (received acetaminophen at NH), HR 98, BP 92/54, RR 20, SpO2 94% RA.
        Gen: frail, elderly, lethargic, opens eyes to voice, not oriented.
        HEENT: dry MM.
        Lungs: faint bibasilar crackles.
        CV: RRR.
        Abd: soft, nondistended, grimaces to suprapubic palpation, no guarding.
        GU: Foley in place draining cloudy yellow urine with sediment.
        Back: unable to assess CVA tenderness reliably.
        Ext: 1+ bilateral pitting edema to the shins.
        Neuro: moves all four extremities, no focal deficit appreciated.""",
        pe_ann=ann(["lethargy_listlessness", "swelling_legs", "altered_mental_status_sign", "dehydration_signs", "bibasilar_crackles", "suprapubic_tenderness",
                    "indwelling_catheter", "pitting_edema"],
                   VITALS_N + ["distended_abdomen", "guarding"]),
        labs=merge(cbc(15.4, 10.2, 176, 87.0), bmp(146, 4.7, 110, 20, 58, 2.1, 132), {50813: 2.4, 50963: 4200, 51003: 0.02},
                   ua(color="Amber", app="Turbid", sg=1.020, prot="100", le="LG", nit="NEG", wbc=120, rbc=14, epi=0)),
        micro={90039: ("PSEUDOMONAS AERUGINOSA", URINE_SPEC), 90201: ("No growth", BLOOD_SPEC)},
        reports=[
            report("CT HEAD W/O CONTRAST", "CT", "Head", "Axial noncontrast CT images of the head with bone and soft-tissue "
                                                        "windows and coronal and sagittal reformats.",
                   """No acute intracranial hemorrhage, mass effect or territorial infarct. Generalized volume loss and
periventricular white matter hypodensities consistent with chronic small vessel ischemic disease. No skull
fracture. Mild mucosal thickening of the left maxillary sinus.""",
                   present=["generalized_cerebral_atrophy", "nonspecific_white_matter_hyperintensities"],
                   absent=["acute_infarct_hypodensity"]),
            report("CT ABD & PELVIS W/O CONTRAST", "CT", "Abdomen",
                   "Axial CT of the abdomen and pelvis without intravenous contrast. Multiplanar reformats.",
                   """Foley catheter in a decompressed bladder, which has a diffusely thickened wall with surrounding fat
stranding. Mild bilateral perinephric stranding, nonspecific in this age group. No hydronephrosis or
nephrolithiasis. Bilateral renal cortical thinning. Small bilateral pleural effusions. Cholelithiasis. Colonic
diverticulosis without diverticulitis. Large stool burden in the rectum. No free air or free fluid. Severe
degenerative changes of the lumbar spine with canal narrowing at L3-4 and L4-5.""",
                   present=["bladder_wall_thickening", "perinephric_stranding", "gallstones", "colonic_diverticula",
                            "fecal_loading_colon"] + EFF,
                   absent=["hydronephrosis", "renal_calculus"] + COLON_N + ["pneumoperitoneum_ct", "free_fluid_abdomen"],
                   dose="DLP 610 mGy-cm")],
        dx="Catheter-associated urinary tract infection with sepsis and metabolic encephalopathy",
        icd=["Infection and inflammatory reaction due to indwelling urethral catheter", "Urinary tract infection, site not specified",
             "Metabolic encephalopathy", "Neuromuscular dysfunction of bladder, unspecified"],
        procs=["Foley catheter exchange"]),

    # 46 atypical: second-trimester pregnancy; renal ultrasound
    enc(29000046, L, "atypical",
        hpi="""28 yo G3P2 at 22w0d presents with right back/flank pain x2 days and fevers. She reports urinary
        frequency and burning for a week that she attributed to the pregnancy. Now with fever 101.8 at home, chills,
        nausea and vomiting x3 today. No contractions, vaginal bleeding or leakage of fluid. +FM. No history of
        kidney stones. Had a "bladder infection" in her first pregnancy.
        Past Medical History: none
        Past Surgical History: none
        OB Hx: SVD x2, uncomplicated
        Social History: ___
        Family History: NC""",
        hpi_ann=ann(["fever_measured", "pregnancy", "back_pain", "flank_pain", "urinary_frequency", "dysuria", "fever", "chills", "nausea",
                     "vomiting"],
                    ["vaginal_bleeding", "kidney_stone_history", "prior_abdominal_surgery"]),
        pe="""T 38.6 HR 118 BP 104/58 RR 20 SpO2 98%. Uncomfortable but nontoxic. Abdomen gravid, soft, fundus 2 cm
        above the umbilicus, uterus non-tender, no contractions. Marked right CVA tenderness. Mild RUQ/right flank
        tenderness. FHT 155 by doppler.""",
        pe_ann=ann(["pregnancy", "fever_measured", "tachycardia", "cva_tenderness", "ruq_tenderness"],
                   ["hypotension", "hypertension_measured", "tachypnea", "hypoxia", "ill_appearing", "uterine_tenderness"]),
        labs=merge(cbc(17.2, 10.6, 198, 88.0), bmp(134, 3.5, 103, 19, 7, 0.7, 92), lft(16, 18, 118, 0.4),
                   {51085: "POS"}, ua(app="Cloudy", sg=1.020, prot="30", ket="40", le="LG", nit="POS", wbc=88, rbc=6)),
        micro={90039: ("ESCHERICHIA COLI", URINE_SPEC), 90201: ("No growth", BLOOD_SPEC)},
        reports=[report(
            RENAL, "Ultrasound", "Abdomen", "Grayscale and color Doppler sonography of both kidneys and the bladder.",
            [("RIGHT KIDNEY", "13.2 cm, enlarged relative to the left, with mild hydronephrosis and a mildly heterogeneous "
                              "cortex. No calculi or perinephric collection."),
             ("LEFT KIDNEY", "11.8 cm. No hydronephrosis."),
             ("BLADDER", "Normally distended; the bladder wall is not thickened. Bilateral ureteral jets are seen.")],
            present=["enlarged_edematous_kidney", "hydronephrosis"],
            absent=["renal_calculus", "bilateral_hydronephrosis", "bladder_wall_thickening"])],
        dx="Acute pyelonephritis in pregnancy",
        icd=["Infections of kidney in pregnancy, second trimester", "Acute pyelonephritis"]),

    # 47 hard: sent to rule out the appendix; appendix normal, kidney is not
    enc(29000047, L, "hard",
        hpi="""19 year old woman, college student, transferred from the student health center with "RLQ pain, r/o
        appendicitis". She has had right lower abdominal and right-sided back pain for 2 days, fevers to 102,
        chills and nausea with one episode of vomiting. She has a poor appetite. She reports mild burning with
        urination for a few days before the pain started but did not think much of it. LMP 10 days ago. Sexually
        active with one partner, uses condoms. No vaginal discharge.
        PMH: nil. No previous operations.
        Social History: ___
        Family History: noncontributory""",
        hpi_ann=ann(["fever_measured", "rlq_pain", "back_pain", "fever", "chills", "nausea", "vomiting", "anorexia", "dysuria"],
                    ["missed_period", "vaginal_discharge", "prior_abdominal_surgery"]),
        pe="""Temp 38.8 HR 112 BP 114/68 RR 18 SpO2 99% RA. Uncomfortable, flushed. Abdomen: soft, non-distended, mild
        tenderness in the RLQ and right mid-abdomen laterally, no rebound, no guarding, Rovsing negative, psoas
        negative. Right CVA tenderness. Pelvic: no CMT, no adnexal tenderness, scant physiologic discharge.""",
        pe_ann=ann(["fever_measured", "tachycardia", "flushing", "rlq_tenderness", "cva_tenderness"],
                   ["hypotension", "hypertension_measured", "tachypnea", "hypoxia", "distended_abdomen",
                    "rebound_tenderness", "guarding", "rovsing_sign", "psoas_sign", "cervical_motion_tenderness",
                    "adnexal_tenderness"]),
        labs=merge(cbc(17.4, 12.6, 244, 87.0), bmp(137, 3.8, 102, 23, 12, 0.8, 104), lft(19, 17, 70, 0.6),
                   {50956: 22, 51085: "NEG", 50889: 142.0},
                   ua(app="Cloudy", sg=1.018, prot="30", le="LG", nit="POS", wbc=120, rbc=10)),
        micro={90039: ("ESCHERICHIA COLI", URINE_SPEC)},
        reports=[
            report("US ABD LIMIT, SINGLE ORGAN", "Ultrasound", "Abdomen",
                   "Graded compression grayscale ultrasound of the right lower quadrant.",
                   """The appendix is seen in the right lower quadrant; it is compressible and measures 5 mm in
diameter. No periappendiceal fluid or inflammatory change. No free fluid.""",
                   present=["normal_caliber_appendix"],
                   absent=["dilated_appendix", "noncompressible_appendix", "echogenic_periappendiceal_fat",
                           "periappendiceal_fluid_collection", "free_fluid_abdomen"]),
            report(CT, "CT", "Abdomen", CT_TECH,
                   [("HEPATOBILIARY", "Normal liver and gallbladder."),
                    ("URINARY", "The right kidney demonstrates multiple striated, wedge-shaped areas of hypoenhancement in "
                                "the mid and lower pole with mild perinephric fat stranding. No renal abscess. No "
                                "hydronephrosis or stones. The left kidney is normal. Bladder unremarkable."),
                    ("GASTROINTESTINAL", "The appendix is normal in caliber and contains air, without periappendiceal "
                                         "stranding. Normal terminal ileum. No bowel wall thickening or obstruction."),
                    ("REPRODUCTIVE ORGANS", "Normal uterus and ovaries. Trace physiologic free fluid.")],
                   present=["striated_nephrogram", "perinephric_stranding", "normal_caliber_appendix",
                            "free_pelvic_fluid"],
                   absent=["rim_enhancing_hepatic_collection"] + GB_N + ["renal_abscess", "hydronephrosis",
                                                                        "renal_calculus", "bladder_wall_thickening"]
                   + APP_N + ["terminal_ileal_wall_thickening", "dilated_small_bowel_loops"])],
        dx="Acute right pyelonephritis", icd=ICD),

    # 48 hard: outside ED sent her as a gallbladder case; ultrasound quiet, CT shows the kidney
    enc(29000048, L, "hard",
        hpi="""57F w/ PMH obesity, DM2, HTN, h/o gallstones on prior imaging, sent from OSH ED w/ "?acute
        cholecystitis" for surgical eval. 3d R upper abd/R flank pain, constant, + fevers/chills, N/V. No dysuria
        reported initially; on direct questioning notes urinary frequency x1 wk. Pain not related to meals. No
        jaundice.
        PMH: DM2, HTN, obesity, cholelithiasis
        PSH: none
        Social History: ___
        Family History: NC""",
        hpi_ann=ann(["obesity", "diabetes_history", "hypertension_history", "gallstones_history", "ruq_pain",
                     "flank_pain", "prolonged_constant_pain", "fever", "chills", "nausea", "vomiting",
                     "urinary_frequency"],
                    ["dysuria", "postprandial_pain_after_fatty_meal", "jaundice", "prior_abdominal_surgery"]),
        pe="""T 38.5 HR 106 BP 132/78 RR 18 97% RA. Obese, uncomfortable. Anicteric. Abd: obese, soft, ND. Tender RUQ
        laterally and R flank; Murphy's sign negative. No rebound. Back: R CVAT.""",
        pe_ann=ann(["fever_measured", "tachycardia", "obesity", "ruq_tenderness", "cva_tenderness"],
                   ["hypotension", "hypertension_measured", "tachypnea", "hypoxia", "jaundice", "distended_abdomen",
                    "murphy_sign", "rebound_tenderness"]),
        labs=merge(cbc(18.2, 12.4, 301, 85.0), bmp(133, 4.4, 99, 22, 22, 1.3, 264), lft(28, 24, 98, 0.7),
                   {50956: 34}, ua(app="Cloudy", sg=1.022, glu="500", prot="30", le="LG", nit="NEG", wbc=74, rbc=9)),
        micro={90039: ("KLEBSIELLA PNEUMONIAE", URINE_SPEC)},
        reports=[
            report("LIVER OR GALLBLADDER US (SINGLE ORGAN)", "Ultrasound", "Abdomen",
                   "Gallbladder and liver sonography with grayscale and color Doppler images.",
                   [("LIVER", "Mildly echogenic, no focal lesion."),
                    ("GALLBLADDER", "Two small mobile stones. Wall 2 mm. No pericholecystic fluid. Sonographic Murphy sign "
                                    "negative."),
                    ("BILE DUCTS", "CBD 4 mm."),
                    ("RIGHT KIDNEY", "Limited views. No hydronephrosis.")],
                   present=["gallstones"],
                   absent=["hypoechoic_liver_lesion", "gallbladder_wall_thickening", "pericholecystic_fluid",
                           "sonographic_murphy_sign", "cbd_dilation", "hydronephrosis"]),
            report(CT, "CT", "Abdomen", CT_TECH,
                   """The right kidney is enlarged, with patchy, striated areas of decreased enhancement in its upper pole
and interpolar region and a 1.8 cm rounded, nonenhancing low-attenuation collection with an enhancing rim in the
upper pole cortex. Moderate right perinephric stranding. No hydronephrosis or calculi. The left kidney is normal.
Cholelithiasis without gallbladder distension, wall thickening or pericholecystic stranding. The liver is
steatotic. Pancreas, spleen and adrenals are unremarkable. No bowel abnormality. Trace right pleural effusion.""",
                   present=["enlarged_edematous_kidney", "striated_nephrogram", "renal_abscess", "perinephric_stranding",
                            "gallstones"] + EFF,
                   absent=["hydronephrosis", "renal_calculus", "gallbladder_distension", "gallbladder_wall_thickening",
                           "pericholecystic_fat_stranding"] + PANC_N)],
        dx="Acute right pyelonephritis with small renal abscess", icd=ICD + ["Renal and perinephric abscess"]),
]
