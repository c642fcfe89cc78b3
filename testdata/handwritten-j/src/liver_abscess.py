"""Liver abscess (29900025-29900028).

29900025 typical   hospitalist H&P with a problem list, 64F diabetic after a dental infection; US, CT; streptococci.
29900026 atypical  ED resident H&P with pertinent lists and an ROS grid, 29M back from central Mexico; US, CT.
29900027 hard      urgent-care NP note treating a "UTI," then the ED return visit; chest film, CT; Klebsiella.
29900028 hard      husband's phone account of "pleurisy" and a pulled shoulder after an ERCP; chest film, CT.
"""

from common import (BLOOD_SPEC, DUCT_N, EFF, GB_N, KID_N, PANC_N, URINE_SPEC, APP_N, ann, annv, bmp, cbc, coags,
                    enc, lab, lft, merge, rep, txt, ua, vit, vits)

L = "liver abscess"
DRAIN = ("0F9030Z", "Drainage of Liver with Drainage Device, Percutaneous Approach", 10)

ENCOUNTERS = [
    enc(29900025, L, "typical",
        txt("""
            HOSPITALIST ADMISSION H&P
            CC: fevers x 10 days
            HPI: 64F with T2DM and a remote cholecystectomy reports 10 days of daily fevers to 102-103 F with
            drenching night sweats and shaking chills, a dull constant ache in the right upper abdomen and lower
            right chest that is worse with deep breaths, fatigue, and poor appetite with ~8 lb weight loss. Saw her
            PCP 5 days ago and was told "viral syndrome"; flu/COVID swab negative. Had a lower molar extracted for
            a dental abscess 6 weeks ago, treated with amoxicillin. No cough, no dysuria, no diarrhea. No travel
            outside the US.
            ED: T 39.4, HR 112, BP 108/62. Blood cultures x2 drawn before ceftriaxone and metronidazole.
            PMH: T2DM (A1c 7.6%), HTN, HLD. PSH: lap chole 2014, hysterectomy.
            Meds: metformin, lisinopril, atorvastatin.
            Social: retired postal worker; no tobacco; no EtOH.
            """),
        annv(vit(39.4, 112, 108),
             ["fever", "night_sweats", "chills", "ruq_pain", "prolonged_constant_pain", "pleuritic_chest_pain",
              "fatigue", "anorexia", "weight_loss", "recent_dental_procedure", "diabetes_history",
              "hypertension_history", "hyperlipidemia_history", "prior_cholecystectomy", "prior_abdominal_surgery",
              "metformin_use", "raas_blocker_use"],
             ["cough", "dysuria", "diarrhea", "recent_travel", "smoker", "alcohol_use"]),
        txt("""
            Exam
            Vitals 20:15 - T 38.9 °C | HR 106 | BP 112/64 | RR 20 | SpO2 95% RA
            General: ill-appearing, flushed, rigoring on arrival to the floor
            HEENT: anicteric; poor dentition, healed extraction socket lower right molar
            Lungs: decreased breath sounds and dullness R base; no crackles
            CV: tachycardic, no murmur
            Abd: soft; liver edge 3 fingerbreadths below the R costal margin, tender; RUQ TTP; no Murphy (s/p
            chole); no rebound or guarding; laparoscopic scars
            Ext: no edema
            Skin: no rash, no stigmata of endocarditis

            ASSESSMENT & PLAN
            64F with T2DM, 10 days of fever, RUQ pain and tender hepatomegaly; imaging shows a 6.8 cm
            multiloculated rim-enhancing collection in the right hepatic lobe: pyogenic ____, likely hematogenous
            (recent dental infection) vs cryptogenic; colonic source to be excluded.
            #1 Pyogenic ____: IR consult for percutaneous drainage with cultures; ceftriaxone 2 g daily +
            metronidazole 500 mg q8h; f/u blood cultures; TTE if streptococcal or staphylococcal bacteremia.
            #2 Sepsis: tachycardia improved after 2 L LR; lactate 2.4, recheck.
            #3 T2DM: hold metformin (contrast); basal-bolus insulin.
            #4 Small R pleural effusion, reactive: monitor.
            #5 HTN: hold lisinopril while septic.
            #6 Health maintenance: colonoscopy after recovery (sigmoid diverticulosis on CT; never had one).
            VTE ppx: enoxaparin. Code: full.
            """),
        annv(vit(38.9, 106, 112, 20, 95),
             ["ill_appearing", "flushing", "diminished_breath_sounds", "tender_hepatomegaly", "hepatomegaly",
              "ruq_tenderness", "prior_abdominal_surgery", "fever", "rim_enhancing_hepatic_collection",
              "colonic_diverticula"] + EFF,
             ["jaundice", "crackles", "murphy_sign", "rebound_tenderness", "guarding", "abdominal_rigidity",
              "pitting_edema", "rash"]),
        merge(cbc(21.4, 10.9, 468, 86), bmp(132, 3.8, 98, 21, 22, 1.1, 236), lft(68, 54, 312, 1.4, alb=2.6, ggt=240),
              lab(crp=286.0, lactate=2.4, esr=92), coags(14.1, 1.3)),
        [rep("US ABDOMEN LIMITED (LIVER)", "Ultrasound", "Abdomen", """
            EXAMINATION: US ABDOMEN LIMITED (LIVER)

            HISTORY: Fever, RUQ pain, elevated alkaline phosphatase.

            COMPARISON: None.

            FINDINGS:
            LIVER: Enlarged, 18.9 cm. In the posterior right lobe (segment VII) there is a 6.5 x 5.4 x 5.9 cm
            complex, predominantly hypoechoic lesion with thick irregular walls, internal septations and low-level
            debris, without internal vascularity on color Doppler. Posterior acoustic enhancement. No other focal
            lesion.
            GALLBLADDER: Surgically absent.
            BILE DUCTS: CBD 6 mm, within normal limits after cholecystectomy. No intrahepatic biliary dilatation.
            RIGHT KIDNEY: Normal.
            RIGHT PLEURAL SPACE: Small effusion.

            IMPRESSION:
            1. 6.5 cm complex septated hypoechoic lesion in segment VII; in this febrile patient, most consistent
            with ____. CT with contrast recommended for characterization and drainage planning.
            2. Small right pleural effusion.
            """,
             ["hypoechoic_liver_lesion", "prior_cholecystectomy"] + EFF,
             DUCT_N + KID_N),
         rep("CT ABD & PELVIS WITH CONTRAST", "CT", "Abdomen", """
            EXAMINATION: CT ABDOMEN AND PELVIS WITH CONTRAST

            HISTORY: Complex liver lesion on ultrasound, fever, blood cultures pending.

            COMPARISON: Ultrasound same day.

            TECHNIQUE: Late arterial and portal venous phases through the liver and portal venous phase through
            the pelvis after 100 mL Omnipaque 350. Multiplanar reformats.

            FINDINGS:
            LOWER CHEST: Small right pleural effusion; the adjacent lung is atelectatic.
            LIVER: 6.8 x 5.6 x 6.0 cm multiloculated, rim-enhancing fluid collection in segment VII with
            enhancing internal septa (cluster sign) and surrounding perfusional hyperenhancement. No gas within the
            collection. No other lesion. Hepatic and portal veins patent.
            GALLBLADDER: Surgically absent.
            BILE DUCTS: No dilatation.
            PANCREAS, SPLEEN, ADRENALS: Normal.
            KIDNEYS: Normal. No hydronephrosis.
            BOWEL: Sigmoid diverticulosis without inflammation. No colonic wall thickening or mass. Appendix
            normal.
            PERITONEUM: Trace perihepatic fluid. No free air.
            BONES: Degenerative.

            IMPRESSION:
            1. 6.8 cm multiloculated rim-enhancing collection in segment VII, consistent with pyogenic ____.
            Suitable for percutaneous drainage by a right intercostal or subcostal approach.
            2. Sigmoid diverticulosis; no CT evidence of a colonic source. Colonoscopy after recovery is
            recommended to exclude an occult colonic lesion.
            3. Small right pleural effusion.

            Discussed with Dr ___ (hospitalist) and IR (Dr ___) at 23:40.
            """,
             ["rim_enhancing_hepatic_collection", "prior_cholecystectomy", "colonic_diverticula",
              "normal_caliber_appendix", "free_fluid_abdomen"] + EFF,
             DUCT_N + PANC_N + KID_N + APP_N + ["gas_in_hepatic_collection", "sigmoid_wall_thickening",
                                                "colonic_wall_mass_ct", "pneumoperitoneum_ct"])],
        "Pyogenic liver abscess (Streptococcus anginosus group) with bacteremia",
        ["Abscess of liver", "Other streptococcal sepsis", "Type 2 diabetes mellitus with hyperglycemia"],
        ["CT-guided percutaneous drainage of liver abscess"], [DRAIN],
        {90201: ("VIRIDANS STREPTOCOCCI", BLOOD_SPEC)}),

    enc(29900026, L, "atypical",
        txt("""
            ED Resident H&P
            CC: RUQ pain, fever
            HPI: 29 y/o M, previously healthy, back 5 weeks ago from a 3-month stay with family in rural ___
            (central Mexico), presents with 8 days of RUQ pain, sharp, constant, worse with a deep breath and lying
            on his right side, with fevers (Tmax 103.1), sweats and anorexia. Had a week of loose stools with some
            mucus while away, resolved without treatment. Drank well water and ate street food there.
            Pertinent positives: fever, RUQ pain, pain with inspiration, travel, diarrhea during travel, anorexia.
            Pertinent negatives: no cough, no dysuria, no rash, no jaundice, no bloody stools, no IV drug use.
            ROS:
            Constitutional: (+) fever (+) sweats (+) wt loss ~4 kg (-) rigors
            Resp: (-) cough (-) hemoptysis
            GI: (+) RUQ pain (+) anorexia (-) nausea (-) vomiting (-) melena
            GU: (-) dysuria
            Skin: (-) rash (-) yellow skin
            PMH: none. PSH: none. Meds: none. Social: landscaper; social EtOH, no tobacco.
            """),
        ann(["ruq_pain", "prolonged_constant_pain", "fever", "fever_measured", "sweating", "anorexia", "weight_loss",
             "recent_travel", "diarrhea", "mucus_in_stool", "suspect_food_exposure", "alcohol_use"],
            ["cough", "hemoptysis", "dysuria", "rash", "jaundice", "yellow_skin_noticed", "rectal_bleeding",
             "injection_drug_use", "nausea", "vomiting", "melena", "chills", "smoker"]),
        txt("""
            T 38.8 °C / HR 104 / BP 124/72 / RR 20 / SpO2 97% RA
            Gen: tired-appearing young man
            HEENT: anicteric
            Lungs: ↓ BS R base, no crackles
            Abd: soft, ND; TTP RUQ, ↑↑ with percussion over the lower R ribs; liver palpable 2 cm below the costal
            margin, tender; (-) Murphy; (-) rebound; (-) guarding; no splenomegaly
            Skin: no rash, no jaundice
            """),
        annv(vit(38.8, 104, 124, 20, 97),
             ["diminished_breath_sounds", "ruq_tenderness", "tender_hepatomegaly", "hepatomegaly"],
             ["jaundice", "crackles", "distended_abdomen", "murphy_sign", "rebound_tenderness", "guarding",
              "abdominal_rigidity", "palpable_spleen", "rash"]),
        merge(cbc(16.8, 13.2, 412, 78, eos=2.0), bmp(136, 4.0, 101, 24, 11, 0.9, 104),
              lft(52, 48, 244, 0.9, alb=3.1), lab(crp=210.0, esr=88)),
        [rep("US ABDOMEN COMPLETE", "Ultrasound", "Abdomen", """
            EXAMINATION: ULTRASOUND ABDOMEN, COMPLETE

            HISTORY: Fever and right upper quadrant pain after travel to Mexico.

            COMPARISON: None.

            TECHNIQUE: Grayscale and color Doppler images of the abdomen.

            FINDINGS:
            Liver: 17.6 cm. A solitary, round, well-defined 7.2 x 6.8 x 6.6 cm hypoechoic lesion in the posterior
            right lobe, against the diaphragm and capsule, with homogeneous fine low-level internal echoes, no
            internal flow and posterior acoustic enhancement. No additional lesions.
            Gallbladder: Normal. Wall 2 mm. No stones.
            Bile ducts: Common duct 3 mm.
            Pancreas: Normal.
            Spleen: 11 cm, normal.
            Kidneys: Right 11.2 cm, left 11.5 cm. No hydronephrosis.
            Aorta/IVC: Normal.
            Other: Small right pleural effusion. No ascites.

            IMPRESSION:
            1. Solitary 7.2 cm subcapsular hypoechoic lesion in the right hepatic lobe. With fever and recent
            travel, an amebic ____ is favored over a pyogenic one; Entamoeba serology recommended.
            2. Small right pleural effusion.
            """,
             ["hypoechoic_liver_lesion"] + EFF,
             GB_N + PANC_N + ["cbd_dilation", "hydronephrosis", "enlarged_spleen_imaging", "free_fluid_abdomen"]),
         rep("CT ABD & PELVIS WITH CONTRAST", "CT", "Abdomen", """
            EXAMINATION: CT ABDOMEN/PELVIS WITH CONTRAST

            HISTORY: Liver lesion on ultrasound; fever; travel. Assess for rupture risk and drainage.

            COMPARISON: Ultrasound ___.

            TECHNIQUE: Single portal-venous acquisition, diaphragm to symphysis, 100 mL Omnipaque 350 IV.
            Multiplanar reformats.

            FINDINGS:
            Liver: Solitary 7.4 x 6.9 cm peripheral fluid collection in segments VII/VIII, against the diaphragm,
            with a thin enhancing wall and a surrounding low-attenuation edematous rim (double target
            appearance). No internal gas. No extension through the capsule or the diaphragm. Portal and hepatic
            veins patent.
            Lung bases: Small right pleural effusion; the adjacent lung is atelectatic.
            Gallbladder, biliary tree, pancreas, spleen, adrenals, kidneys: Normal.
            Bowel: Mild wall thickening of the cecum and ascending colon, which may represent amebic colitis or
            underdistension. Appendix normal.
            Peritoneum: No free fluid. No free air.
            Lymph nodes: Small portocaval node, 9 mm.

            IMPRESSION:
            1. Solitary 7.4 cm rim-enhancing hepatic collection in the dome of the right lobe without rupture.
            2. Possible mild cecal/ascending colonic wall thickening (? amebic colitis vs underdistension).
            3. Small right pleural effusion.
            RECOMMENDATION: At 7.4 cm and subdiaphragmatic, aspiration may be considered if there is no response to
            medical therapy within 72 h.
            """,
             ["rim_enhancing_hepatic_collection", "normal_caliber_appendix"] + EFF,
             GB_N + DUCT_N + PANC_N + KID_N + APP_N + ["gas_in_hepatic_collection", "free_fluid_abdomen",
                                                       "pneumoperitoneum_ct"])],
        "Amebic liver abscess",
        ["Amebic liver abscess"],
        micro={90201: ("No growth", BLOOD_SPEC),
               90267: ("No Salmonella, Shigella, Campylobacter or E. coli O157:H7 found", "")}),

    enc(29900027, L, "hard",
        txt("""
            Urgent care note (printed; brought by the patient's wife), ___, FNP, 6 days ago:
            CC: fever, body aches
            S: 70M with 3 days of fevers to 101.5, chills, body aches, fatigue. Burning with urination? "maybe a
            little." No cough, no sore throat. Flu A/B and COVID neg.
            O: T 101.2  HR 98  BP 134/78  SpO2 97%. Lungs clear. Abd soft, nontender. No CVAT. UA dip: 1+ LE,
            nitrite neg, trace protein.
            A/P: Probable UTI vs viral syndrome. Ciprofloxacin 500 mg BID x 7 days. RTC or ED if worse.
            ---
            ED Physician Note (today):
            70M returns with persistent fevers despite 6 days of ciprofloxacin, now with drenching night sweats,
            shaking chills every afternoon, a dull ache in the right upper abdomen and right lower chest for 4
            days, anorexia and 3 kg weight loss. The urinary burning settled after a day. No cough. No diarrhea.
            Nausea without vomiting. Colonoscopy 3 years ago with "a few polyps removed." No recent travel.
            PMH: HTN, BPH, T2DM. PSH: R inguinal hernia repair. Meds: metformin, amlodipine, tamsulosin. Social:
            retired engineer; no tobacco; rare EtOH.
            """),
        annv(vit(101.2, 98, 134, None, 97),
             ["fever", "chills", "myalgia", "fatigue", "night_sweats", "ruq_pain", "anorexia", "weight_loss",
              "nausea", "hypertension_history", "diabetes_history", "metformin_use", "hernia_history",
              "alcohol_use"],
             ["cough", "sore_throat", "cva_tenderness", "diarrhea", "vomiting", "recent_travel", "smoker"]),
        txt("""
            Vitals: T 39.0 °C  HR 108  BP 118/66  RR 20  SpO2 94% RA
            General: ill-appearing older man, diaphoretic, rigoring intermittently
            Eyes: sclerae mildly icteric
            Lungs: decreased breath sounds at the R base with faint crackles
            CV: tachy, regular, no murmur
            Abd: soft, ND; liver edge palpable 4 cm below the R costal margin, firm and tender; RUQ TTP with
            percussion tenderness over the R lower ribs; (-) Murphy; (-) rebound; no splenomegaly
            GU: no CVAT
            Ext: no edema
            """),
        annv(vit(39.0, 108, 118, 20, 94),
             ["ill_appearing", "diaphoretic", "jaundice", "diminished_breath_sounds", "crackles",
              "tender_hepatomegaly", "hepatomegaly", "ruq_tenderness"],
             ["distended_abdomen", "murphy_sign", "rebound_tenderness", "abdominal_rigidity", "palpable_spleen",
              "cva_tenderness", "pitting_edema"]),
        merge(cbc(18.2, 11.6, 388, 82, bands=6), bmp(131, 4.1, 96, 22, 26, 1.3, 212),
              lft(96, 84, 428, 2.3, dbili=1.4, alb=2.7), lab(crp=240.0, lactate=2.0), coags(14.6, 1.3),
              ua(wbc=3)),
        [rep("CHEST (PA AND LAT)", "Radiograph", "Chest", """
            EXAMINATION: CHEST, PA AND LATERAL

            HISTORY: Fever despite antibiotics, right-sided pleuritic pain.

            COMPARISON: ___ (4 years prior).

            FINDINGS: The right hemidiaphragm is newly elevated; there is a small right pleural effusion, and the
            right base is atelectatic. Left lung clear. No pneumothorax. Heart size normal. Mild aortic tortuosity. No
            free subdiaphragmatic air.

            IMPRESSION:
            1. New elevation of the right hemidiaphragm with a small right effusion and basilar atelectasis; a
            subdiaphragmatic process should be considered. Correlate with abdominal imaging.
            2. No focal consolidation.
            """,
             EFF, ["lobar_consolidation", "cardiomegaly", "free_air_under_diaphragm"]),
         rep("CT ABD & PELVIS WITH CONTRAST", "CT", "Abdomen", """
            EXAMINATION: CT ABD/PELVIS W/ IV CONTRAST

            HISTORY: 70M, 9 days of fever, no better on outpatient ciprofloxacin for a presumed UTI; RUQ pain,
            hepatomegaly, ALP 428.

            COMPARISON: None.

            TECHNIQUE: Portal venous phase CT after 100 mL Omnipaque 350; coronal and sagittal reformats.

            FINDINGS:
            Hepatobiliary:
              Liver enlarged (20 cm). In the right lobe (segments VI/VII) there is a 9.1 x 7.8 x 8.4 cm
              multiloculated low-attenuation collection with thick enhancing septations, a peripheral enhancing
              rim, and a few small gas bubbles within it. A separate 2.2 cm satellite collection in segment V.
              Surrounding transient hepatic attenuation difference. Thrombus in a small right posterior portal vein
              branch; main portal vein patent.
              Gallbladder: Normal, no stones.
              Bile ducts: Not dilated.
            Pancreas: Normal.
            Spleen: Normal size.
            Adrenals: 1.4 cm left adrenal nodule, indeterminate on this single-phase study.
            Kidneys: No hydronephrosis or perinephric stranding. Bladder mildly trabeculated. Prostate enlarged
            (6.0 cm).
            Bowel: No colonic wall thickening or mass. Normal appendix.
            Lung bases: Small right pleural effusion.

            IMPRESSION:
            1. 9.1 cm multiloculated gas-containing collection in the right hepatic lobe with a smaller satellite
            lesion, consistent with pyogenic ____; in a diabetic patient Klebsiella is a leading consideration.
            2. Small right posterior portal vein branch thrombosis.
            3. No urinary tract source identified.
            4. Indeterminate 1.4 cm left adrenal nodule: dedicated adrenal CT or MRI recommended after recovery.

            Critical finding discussed with Dr ___ at 19:22 by telephone.
            """,
             ["rim_enhancing_hepatic_collection", "gas_in_hepatic_collection", "normal_caliber_appendix"] + EFF,
             GB_N + DUCT_N + PANC_N + APP_N + ["hydronephrosis", "perinephric_stranding", "colonic_wall_mass_ct",
                                               "enlarged_spleen_imaging"])],
        "Klebsiella pneumoniae pyogenic liver abscess",
        ["Abscess of liver", "Other Gram-negative sepsis", "Type 2 diabetes mellitus with hyperglycemia"],
        ["CT-guided percutaneous drainage of liver abscess"], [DRAIN],
        {90201: ("KLEBSIELLA PNEUMONIAE", BLOOD_SPEC), 90039: ("No growth", URINE_SPEC)}),

    enc(29900028, L, "hard",
        txt("""
            ED Note. History from the patient and, at her request, her husband by phone (he is home with their
            children).
            52F with 5 days of right shoulder pain and sharp right-sided chest pain on breathing. Husband (phone):
            "She thought she pulled something lifting the air conditioner into the window last weekend. Then she
            had fevers, like 102, and the sweats soaked the sheets two nights in a row. Urgent care said pleurisy
            and gave her naproxen. She's barely eating. Tonight she was shaking so hard her teeth chattered."
            Patient adds: the shoulder pain is at the top of the right shoulder and is no worse moving the arm; the
            chest pain is at the right lower ribs, worse with a deep breath and lying on the right. Mild upper
            abdominal fullness and nausea. No cough, no leg swelling. She had an ERCP with sphincterotomy and
            stone extraction 3 months ago, then a laparoscopic cholecystectomy 2 months ago.
            PMH: CBD stone s/p ERCP, obesity, asthma. PSH: lap chole, C-section. Meds: naproxen 500 mg BID x 4
            days, albuterol prn. Social: teacher; no tobacco; wine on weekends.
            """),
        ann(["ipsilateral_shoulder_pain", "pleuritic_chest_pain", "chest_pain", "fever", "fever_measured",
             "night_sweats", "chills", "nsaid_use", "nausea", "biliary_instrumentation_history",
             "prior_cholecystectomy", "prior_abdominal_surgery", "gallstones_history", "obesity", "asthma_history",
             "alcohol_use"],
            ["cough", "swelling_legs", "smoker"]),
        txt("""
            Vitals: Temp 101.8 °F, Pulse 112, BP 106/60, Resp 24, SpO2 93% on RA
            Gen: flushed, diaphoretic, ill-appearing
            Lungs: ↓ BS R base, dull to percussion, no wheezes
            CV: tachycardic
            Abd: obese, soft, ND; TTP RUQ and epigastrium with mild vol guarding; liver edge palpable and tender;
            (-) rebound; healed laparoscopic port scars
            MSK: R shoulder with full painless ROM, no point tenderness, no swelling
            Ext: no calf tenderness, no edema
            """),
        annv(vit(101.8, 112, 106, 24, 93),
             ["flushing", "diaphoretic", "ill_appearing", "diminished_breath_sounds", "obesity", "ruq_tenderness",
              "epigastric_tenderness", "guarding", "tender_hepatomegaly", "prior_abdominal_surgery"],
             ["expiratory_wheezes", "distended_abdomen", "rebound_tenderness", "abdominal_rigidity",
              "calf_tenderness", "pitting_edema"]),
        merge(cbc(19.1, 12.2, 420, 85), bmp(134, 3.9, 99, 22, 17, 0.9, 148), lft(110, 92, 356, 1.9),
              lab(crp=260.0, lactate=2.2, trop=0.01)),
        [rep("CHEST (PA AND LAT)", "Radiograph", "Chest", """
            EXAMINATION: CHEST 2 VIEWS

            HISTORY: Pleuritic right chest pain, fever.

            COMPARISON: None.

            FINDINGS:
            Lungs: Right basilar opacity with blunting of the right costophrenic angle; the right hemidiaphragm is
            elevated. Left lung clear.
            Pleura: Small right pleural effusion. No pneumothorax.
            Heart and mediastinum: Normal.
            Upper abdomen: Cholecystectomy clips in the right upper quadrant. On the lateral view an air-fluid
            level projects below the right hemidiaphragm, which is abnormal.

            IMPRESSION:
            1. Small right pleural effusion with basilar atelectasis or consolidation.
            2. Subdiaphragmatic air-fluid level on the right, concerning for a hepatic or subphrenic collection.
            CT of the abdomen recommended.

            Called to Dr ___ at 22:15.
            """,
             ["prior_cholecystectomy"] + EFF, ["cardiomegaly"]),
         rep("CT ABD & PELVIS WITH CONTRAST", "CT", "Abdomen", """
            EXAMINATION: CT ABDOMEN AND PELVIS WITH IV CONTRAST

            HISTORY: Fever, right pleuritic pain, subdiaphragmatic air-fluid level on radiograph. Recent ERCP and
            cholecystectomy.

            COMPARISON: Chest radiograph today. MRCP ___ (3 months ago).

            TECHNIQUE: Portal-venous images from the lung bases to the pubic symphysis, 100 mL Omnipaque 350.

            FINDINGS:
            LIVER: 8.0 x 6.4 cm collection in the hepatic dome (segment VIII) directly beneath the diaphragm, with
            an enhancing wall, an air-fluid level and internal septa. Mild intrahepatic biliary dilatation in the
            right posterior ducts next to the collection, with pneumobilia (post-sphincterotomy). No subphrenic
            collection separate from the liver.
            GALLBLADDER FOSSA: Surgical clips; no fossa collection or biloma.
            BILE DUCTS: CBD 7 mm, no stone.
            PANCREAS: Normal.
            SPLEEN: Normal.
            KIDNEYS: Normal.
            BOWEL: Unremarkable. Normal appendix.
            LUNG BASES: Small to moderate right pleural effusion with compressive atelectasis. No left effusion.

            IMPRESSION:
            1. 8.0 cm gas-containing, rim-enhancing collection in the hepatic dome, consistent with ____; after
            recent biliary instrumentation a cholangitic origin is likely. No separate subphrenic collection.
            2. Reactive right pleural effusion.
            Discussed with IR for drainage.
            """,
             ["rim_enhancing_hepatic_collection", "gas_in_hepatic_collection", "intrahepatic_biliary_dilation",
              "prior_cholecystectomy", "normal_caliber_appendix"] + EFF,
             PANC_N + KID_N + APP_N + ["common_bile_duct_stone"])],
        "Cholangitic liver abscess after biliary instrumentation",
        ["Abscess of liver", "Other specified sepsis"],
        ["CT-guided percutaneous drainage of liver abscess"], [DRAIN],
        {90201: ("ENTEROCOCCUS FAECALIS", BLOOD_SPEC)}),
]
