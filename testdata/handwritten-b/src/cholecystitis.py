"""Cholecystitis, 29100007-29100012 (3 typical, 1 atypical, 2 hard).

29100007 typical   46 y woman, dictated H&P with speech-recognition slips, ultrasound.
29100008 typical   58 y diabetic man, equivocal ultrasound, then HIDA.
29100009 typical   39 y woman, terse surgical consult, stone impacted in the neck.
29100010 atypical  84 y man from a nursing home, fever and confusion, little pain; gangrenous on CT.
29100011 hard      52 y woman admitted to rule out a heart attack (epigastric pressure, sweating).
29100012 hard      35 y man sent as a kidney infection (right flank pain, fever).
"""

from common import *  # noqa: F401,F403

ENCOUNTERS = [
    enc(29100007, "cholecystitis", "typical",
        """This is a 46 year old female, obese and hypertensive, presenting with
        right upper quadrant pain which began last night approximately 1 hour after eating fried
        chicken for dinner. The pain is constant, 8 out of 10, and radiates through to the back
        under her right shoulder blade. She has had nausea and vomited 3 times, non bloody non
        bilious. She reports to similar but shorter episodes over the past year after fatty meals
        that went away on there own within an hour or two, this one has now lasted 14 hours. She
        also reports subjective fevers. She denies chest pain, shortness of breath, diarrhea, dark
        urine or light colored stool. No yellowing of the skin or eyes.
        Past Medical History: Hypertension, obesity (BMI 38), GERD.
        Past Surgical History: tubal ligation.
        Social History: Works as a cashier. Denies tobacco. Drinks socially.
        Family History: Mother had gallbladder removed.""",
        ann(["obesity", "hypertension_history", "ruq_pain", "postprandial_pain_after_fatty_meal",
             "prolonged_constant_pain", "pain_radiating_to_right_scapula", "nausea", "vomiting",
             "previous_similar_episodes", "pain_resolving_within_hours", "fever", "prior_abdominal_surgery", "alcohol_use"],
            ["bilious_vomiting", "chest_pain", "dyspnea", "diarrhea", "dark_urine", "pale_stools", "jaundice",
             "smoker"]),
        """VITALS: Temp 100.9, heart rate 98, blood pressure 152/88, respiratory 18, oxygen 97 percent
        on room air. GENERAL: Obese female in moderate distress secondary to pain. HEENT: No scleral
        icterus. Mucous membranes moist. CARDIAC: Regular rate and rhythm. LUNGS: Clear to
        auscultation bilaterally. ABDOMEN: Obese, soft, nondistended. Tender to palpation in the
        right upper quadrant with voluntary guarding. Positive Murphy's sign with inspiratory arrest.
        No rebound tenderness. No tenderness in the lower quadrants. Bowel sounds normal.
        EXTREMITIES: No edema.""",
        annv(vit(100.9, 98, 152, 18, 97),
             ["obesity", "ruq_tenderness", "guarding", "murphy_sign"],
             ["jaundice", "dehydration_signs", "distended_abdomen", "rebound_tenderness", "rlq_tenderness",
              "llq_tenderness", "pitting_edema", "hypoactive_bowel_sounds", "hyperactive_bowel_sounds"]),
        merge(cbc(15.2, 13.4, 290, 82.0), bmp(137, 3.9, 100, 24, 14, 0.8, 118),
              lft(48, 41, 112, 1.3), {50956: 44.0}),
        [report("LIVER OR GALLBLADDER US (SINGLE ORGAN)", "Ultrasound", "Abdomen",
                "Sonographic evaluation of the RUQ with gray-scale and color Doppler.",
                [("LIVER", """Diffusely echogenic parenchyma, consistent with steatosis. No focal lesion.
                   Flow in the main portal vein is directed toward the liver."""),
                 ("BILE DUCTS", "No intrahepatic biliary dilation. The CBD measures 4 mm."),
                 ("GALLBLADDER", """Distended gallbladder containing multiple mobile shadowing stones, the
                   largest 1.8 cm, and a small amount of sludge. Gallbladder wall is thickened to 6 mm
                   with a striated appearance, and there is a thin rim of pericholecystic fluid.
                   Sonographic Murphy sign is positive."""),
                 ("PANCREAS", "Head and body are unremarkable; the tail is obscured by bowel gas."),
                 ("KIDNEYS", "The right kidney measures 11.2 cm. No hydronephrosis."),
                 ("SPLEEN", "Normal, 10.4 cm.")],
                ["gallbladder_distension", "gallstones", "gallbladder_sludge", "gallbladder_wall_thickening",
                 "pericholecystic_fluid", "sonographic_murphy_sign"],
                DUCT_N + ["hydronephrosis"])],
        "Acute calculous cholecystitis", ["Calculus of gallbladder with acute cholecystitis without obstruction"],
        ["Laparoscopic cholecystectomy"],
        [("0FT44ZZ", "Resection of Gallbladder, Percutaneous Endoscopic Approach", 10)]),

    enc(29100008, "cholecystitis", "typical",
        """58M PMH DM2 on insulin, HTN, HLD p/w 2 days of RUQ/epigastric pain, constant, w/ fever to
        101.5 at home and chills. Decreased appetite, nausea, no vomiting. Pain started after a
        large meal Sunday. Never had this before. Denies jaundice, pruritus, change in stool or urine
        color. Denies ETOH. Last colonoscopy 2 yrs ago normal.
        PMH: DM2 (A1c 9.1), HTN, HLD, OSA on CPAP
        PSH: R inguinal hernia repair
        Meds: glargine, lispro SS, lisinopril, atorvastatin
        Soc: married, retired mailman, ex-smoker 30 pk-yr quit 2010
        FHx: NC""",
        ann(["diabetes_history", "insulin_therapy", "hypertension_history", "hyperlipidemia_history", "ruq_pain",
             "epigastric_pain", "prolonged_constant_pain", "fever", "fever_measured", "chills", "anorexia", "nausea",
             "prior_abdominal_surgery", "hernia_history", "former_smoker", "raas_blocker_use"],
            ["vomiting", "previous_similar_episodes", "jaundice", "itching", "dark_urine", "pale_stools",
             "alcohol_use"]),
        """T 38.6 HR 106 BP 138/80 RR 20 SaO2 96%
        Gen: obese, appears unwell, lying still
        Eyes: anicteric
        CV: RRR, no murmur
        Resp: CTAB
        Abd: soft, mild distension, marked RUQ tenderness w/ guarding, +Murphy, palpable tender
        fullness below R costal margin, no rebound, no CVAT
        Ext: no edema, DP pulses 1+""",
        annv(vit(38.6, 106, 138, 20, 96),
             ["obesity", "ill_appearing", "distended_abdomen", "ruq_tenderness", "guarding", "murphy_sign"],
             ["jaundice", "rebound_tenderness", "cva_tenderness", "pitting_edema"]),
        merge(cbc(17.9, 14.1, 244, 86.0, bands=3.0), bmp(134, 4.4, 98, 22, 22, 1.1, 276),
              lft(62, 55, 131, 1.9, dbili=0.6), {50956: 52.0, 50813: 1.8, 50889: 164.0}),
        [report("LIVER OR GALLBLADDER US (SINGLE ORGAN)", "Ultrasound", "Abdomen",
                "Limited RUQ sonogram; body habitus limits evaluation.",
                """Suboptimal study due to body habitus. The liver is echogenic and coarse without a
                discrete mass. Gallbladder contains several echogenic shadowing foci in the neck. The
                gallbladder wall is borderline at 3-4 mm and there is no pericholecystic fluid. A
                sonographic Murphy's sign could not be reliably elicited as the patient had received
                morphine. CBD 5 mm. Findings are indeterminate; if clinical concern persists, HIDA is
                suggested.""",
                ["gallstones"],
                ["pericholecystic_fluid", "cbd_dilation"]),
         report("HEPATOBILIARY SCAN (HIDA)", "HIDA", "Abdomen",
                """5.2 mCi Tc-99m mebrofenin injected IV; the abdomen was imaged continuously for one hour,
                then morphine sulfate 2 mg IV was given and imaging went on for another half hour.""",
                """Prompt uptake of tracer by the liver with normal clearance from the blood pool. Activity
                appears in the common bile duct at 15 minutes and in the small bowel by 25 minutes. The
                gallbladder does not fill at 60 minutes or after morphine augmentation at 90 minutes. A
                faint curvilinear band of increased activity is present in the liver adjacent to the
                gallbladder fossa.""",
                ["gallbladder_nonvisualization_hida", "pericholecystic_rim_sign"],
                [])],
        "Acute cholecystitis", ["Calculus of gallbladder with acute cholecystitis without obstruction",
                                "Type 2 diabetes mellitus with hyperglycemia"],
        ["Laparoscopic cholecystectomy"],
        [("0FT44ZZ", "Resection of Gallbladder, Percutaneous Endoscopic Approach", 10)],
        {90201: ("No growth", BLOOD_SPEC)}),

    enc(29100009, "cholecystitis", "typical",
        """GEN SURG CONSULT
        Reason: RUQ pain, +US
        HPI: 39F G3P3 w/ known gallstones dx'd postpartum 2 yrs ago (was supposed to f/u with
        surgery, never did), several prior "attacks" lasting 1-2 hrs. This episode began ~20 hrs ago
        after dinner, RUQ, radiating to R shoulder, not letting up. Emesis x4. Tmax 99.8 at home.
        No jaundice. Urine normal color. No NSAIDs.
        PMH: gallstones, anemia
        PSH: C/S x2
        Meds: iron
        SH: nonsmoker, no EtOH
        FH: sister s/p chole""",
        ann(["ruq_pain", "gallstones_history", "previous_similar_episodes", "pain_resolving_within_hours",
             "prolonged_constant_pain",
             "pain_radiating_to_right_scapula", "vomiting", "prior_abdominal_surgery"],
            ["fever_measured", "jaundice", "dark_urine", "nsaid_use", "smoker", "alcohol_use"]),
        """99.1  92  128/74  16  100%RA
        A&Ox3, NAD when still, guarding with movement. No icterus. RRR. CTAB.
        Abd: soft, ND, TTP RUQ, + Murphy's, small palpable tender mass below R costal margin likely GB.
        Well-healed Pfannenstiel. No hernias. Non-tender LLQ/RLQ.""",
        annv(vit(99.1, 92, 128, 16, 100),
             ["ruq_tenderness", "murphy_sign", "palpable_gallbladder"],
             ["jaundice", "distended_abdomen", "llq_tenderness", "rlq_tenderness"]),
        merge(cbc(13.4, 11.9, 352, 78.0, mcv=80), bmp(138, 3.7, 104, 23, 10, 0.6, 101),
              lft(35, 29, 98, 0.8), {50956: 29.0}, {51085: "NEG"}),
        [report("LIVER OR GALLBLADDER US (SINGLE ORGAN)", "Ultrasound", "Abdomen",
                "Transabdominal sonography, RUQ.",
                """Liver normal in size and echogenicity without focal lesion. No intrahepatic ductal
                dilatation; the common duct is 3 mm. The gallbladder is distended (11 x 5 cm) with a
                2.4 cm stone fixed in the neck that does not move with change in patient position, plus
                numerous smaller stones. Wall measures 5 mm with trace adjacent fluid. The patient was
                maximally tender with transducer pressure over the gallbladder. Visualized pancreas is
                normal. Right kidney normal.""",
                ["gallbladder_distension", "impacted_gallbladder_neck_stone", "gallstones",
                 "gallbladder_wall_thickening", "pericholecystic_fluid", "sonographic_murphy_sign"],
                DUCT_N + PANC_N + KID_N)],
        "Acute calculous cholecystitis", ["Calculus of gallbladder with acute cholecystitis with obstruction"],
        ["Laparoscopic cholecystectomy"],
        [("0FT44ZZ", "Resection of Gallbladder, Percutaneous Endoscopic Approach", 10)]),

    enc(29100010, "cholecystitis", "atypical",
        """84 y/o M BIBA from ___ nursing facility for fever and worsening confusion since yesterday.
        Hx of vascular dementia, CAD s/p CABG, afib on apixaban, CHF (EF 35%), CKD. Staff report
        fever to 101.9, poor oral intake, one episode of vomiting. Pt unable to give history; when
        asked about pain he says "no". Staff have not noted complaints of abdominal pain. No cough
        per staff. Foley not in place. Last BM yesterday, normal per report.
        PMH: as above, BPH, gout
        PSH: CABG 2009, TURP
        Meds: apixaban, metoprolol, furosemide, tamsulosin, allopurinol, donepezil
        SH: resident of NH x 3 yrs, wheelchair-bound, no tobacco or alcohol""",
        ann(["fever", "fever_measured", "confusion", "vomiting", "coronary_artery_disease_history",
             "atrial_fibrillation_history", "anticoagulant_use", "prior_heart_failure", "ckd_history", "diuretic_use",
             "prior_gout_attacks",
             "prostatic_enlargement_history", "reduced_mobility"],
            ["abdominal_pain", "cough", "indwelling_catheter", "smoker", "alcohol_use"]),
        """T 38.8 C  HR 112 irregular  BP 94/56  RR 24  SpO2 94% RA
        Ill-appearing elderly man, lethargic, oriented to name only. Dry oral mucosa. Sclerae mildly
        icteric. Irregularly irregular rhythm, soft systolic murmur, sternotomy scar. Lungs with fine
        crackles at the bases. Abdomen soft, not distended; he grimaces on deep palpation of the RUQ
        without guarding; rest of abdomen nontender. No CVA tenderness. 1+ pitting edema to the
        shins. No sacral ulcer.""",
        annv(vit(38.8, 112, 94, 24, 94),
             ["ill_appearing", "lethargy_listlessness", "altered_mental_status_sign", "dehydration_signs", "jaundice",
              "irregularly_irregular_pulse", "crackles", "bibasilar_crackles", "ruq_tenderness", "pitting_edema"],
             ["distended_abdomen", "guarding", "cva_tenderness"]),
        merge(cbc(21.3, 11.0, 141, 91.0, bands=6.0), bmp(131, 4.9, 97, 19, 48, 2.2, 152),
              lft(88, 104, 196, 2.6, alb=2.7, dbili=1.4), coags(19.8, 1.8), {50956: 38.0, 50813: 3.1,
                                                                           51003: 0.04, 50963: 6420.0},
              ua(sg=1.018, prot="30", bili="SM", wbc=3)),
        [report("CHEST (PA & LAT)", "Radiograph", "Chest", "Frontal and lateral views of the chest.",
                """Median sternotomy wires and CABG clips. Cardiomegaly, unchanged. Mild pulmonary vascular
                congestion. Small left pleural effusion with basilar atelectasis. No focal consolidation.
                No pneumothorax. No free air beneath the hemidiaphragms.""",
                ["cardiomegaly", "pulmonary_vascular_congestion", "pleural_effusion"],
                ["lobar_consolidation", "free_air_under_diaphragm", "free_air_on_radiograph"]),
         report("CT ABD & PELVIS W/O CONTRAST", "CT", "Abdomen",
                "Axial non-contrast CT of the abdomen and pelvis with multiplanar reformats.",
                [("LOWER CHEST", """Small left pleural effusion. Cardiomegaly with dense coronary
                   calcification."""),
                 ("LIVER", "No focal abnormality on this non-contrast exam."),
                 ("GALLBLADDER", """Markedly distended, 12 cm in length, with a wall that is irregular and
                   thickened up to 8 mm with intramural low density and a few tiny foci of gas in the
                   wall. Extensive inflammatory stranding in the surrounding fat and a small amount of
                   pericholecystic fluid. No radiopaque stones are identified."""),
                 ("BILE DUCTS", "Not dilated."),
                 ("PANCREAS", "Atrophic, otherwise unremarkable."),
                 ("KIDNEYS", """Bilateral renal atrophy with scattered cortical cysts. No hydronephrosis or
                   stones."""),
                 ("BOWEL", """Normal caliber small bowel. Scattered colonic diverticula without
                   inflammation. No free air."""),
                 ("PELVIS", "Enlarged prostate with TURP defect. Bladder unremarkable."),
                 ("BONES", "Diffuse osteopenia. Chronic compression deformity of T12.")],
                ["pleural_effusion", "cardiomegaly", "coronary_artery_calcification", "gallbladder_distension",
                 "gallbladder_wall_thickening", "gangrenous_gallbladder_changes", "pericholecystic_fat_stranding",
                 "pericholecystic_fluid", "colonic_diverticula", "enlarged_prostate_imaging",
                 "vertebral_compression_fracture", "lung_base_pleural_effusion", "multiple_bilateral_renal_cysts"],
                DUCT_N + ["gallstones", "peripancreatic_inflammation", "hydronephrosis", "renal_calculus", "dilated_small_bowel_loops",
                          "pericolic_fat_stranding", "pneumoperitoneum_ct"])],
        "Acute gangrenous acalculous cholecystitis",
        ["Other cholecystitis", "Sepsis, unspecified organism", "Acute kidney failure, unspecified"],
        ["Percutaneous cholecystostomy tube placement"],
        [("0F9430Z", "Drainage of Gallbladder with Drainage Device, Percutaneous Approach", 10)],
        {90201: ("ESCHERICHIA COLI", BLOOD_SPEC), 90039: ("No growth", URINE_SPEC)}),

    enc(29100011, "cholecystitis", "hard",
        """CC: chest pain
        52 yo woman w/ HTN, HLD, smoker, family hx of early MI (father at 49), presented by EMS with
        pressure-like pain in the lower chest and upper abdomen since 3 am, woke her from sleep,
        associated with sweating and nausea. EMS gave ASA 324 and NTG x2 without relief. Initial
        ECG with nonspecific T wave flattening. Pain now 7/10, constant, "like a band" across the
        upper belly, worse with deep breath, going into her right shoulder blade. No exertional
        symptoms before today. No SOB, no palpitations. Emesis x1 in the ambulance. She did have
        two short episodes of similar upper abdominal discomfort after meals over the last month
        that she put down to indigestion.
        PMH: HTN, HLD, prediabetes
        PSH: none
        Meds: HCTZ, rosuvastatin
        SH: 1 ppd x 30 yrs, rare EtOH
        FH: father MI at 49""",
        ann(["chest_pain", "epigastric_pain", "abdominal_pain", "hypertension_history", "hyperlipidemia_history",
             "smoker", "family_history_cad", "sweating", "nausea", "vomiting", "prolonged_constant_pain",
             "pain_radiating_to_right_scapula", "previous_similar_episodes", "thiazide_use", "ecg_nonspecific_st_t_changes"],
            ["exertional_chest_pain", "dyspnea", "palpitations", "prior_abdominal_surgery"]),
        """Vital signs: T 37.6, P 94, BP 164/92, RR 18, SpO2 98%.
        General: anxious, diaphoretic. Neck: no JVD. Heart: regular, S1 S2, no murmurs, rubs or
        gallops. Lungs clear bilaterally. Chest wall nontender. Abdomen: soft, non-distended,
        tender in the epigastrium and right upper quadrant; inspiration halts when the right upper
        quadrant is palpated. No rebound or rigidity. Extremities: no edema, calves soft and
        nontender.""",
        annv(vit(37.6, 94, 164, 18, 98),
             ["diaphoretic", "epigastric_tenderness", "ruq_tenderness", "murphy_sign"],
             ["jugular_venous_distension", "new_heart_murmur", "pericardial_friction_rub", "s3_gallop", "s4_gallop", "distended_abdomen",
              "rebound_tenderness", "abdominal_rigidity", "pitting_edema", "calf_tenderness"]),
        merge(cbc(12.8, 14.0, 278, 80.0), bmp(136, 3.4, 99, 26, 13, 0.8, 128),
              lft(51, 63, 109, 1.4), {50956: 57.0, 51003: 0.01, 50911: 2.1, 51196: 310.0}),
        [report("CHEST (PA & LAT)", "Radiograph", "Chest", "PA and lateral chest radiograph.",
                """The lungs are clear. Heart size normal. No pleural effusion or pneumothorax.
                Mediastinal contours normal. Mild degenerative changes of the thoracic spine.""",
                [],
                EFF + ["cardiomegaly", "lobar_consolidation"]),
         report("LIVER OR GALLBLADDER US (SINGLE ORGAN)", "Ultrasound", "Abdomen",
                "Gray-scale and Doppler sonography, RUQ.",
                """Liver: normal echotexture, no mass. A 1.1 cm echogenic well-circumscribed lesion in
                the right lobe likely a hemangioma.
                Gallbladder: numerous small stones, several lodged near the neck. Gallbladder wall edematous,
                5 mm thick, and a small amount of pericholecystic fluid. Positive sonographic Murphy
                sign.
                Common bile duct: 5 mm.
                Pancreas: not well seen.
                Right kidney: normal, 10.8 cm, no hydronephrosis.""",
                ["gallstones", "gallbladder_wall_thickening", "pericholecystic_fluid", "sonographic_murphy_sign"],
                ["cbd_dilation"] + KID_N)],
        "Acute cholecystitis", ["Calculus of gallbladder with acute cholecystitis without obstruction",
                                "Essential (primary) hypertension"],
        ["Laparoscopic cholecystectomy"],
        [("0FT44ZZ", "Resection of Gallbladder, Percutaneous Endoscopic Approach", 10)]),

    enc(29100012, "cholecystitis", "hard",
        """35M sent from urgent care w/ "R pyelonephritis, failed outpatient PO abx". Reports 3 days of
        R sided pain, in the right side of the abdomen wrapping around to the flank, with fevers to
        102 and chills. Seen at urgent care 2 days ago where UA reportedly showed a few white cells,
        started on ciprofloxacin, no better. Now can't eat, nauseated, vomited yesterday x2. Pain is
        constant and worse after meals. Denies dysuria, frequency, hematuria, penile discharge.
        No prior kidney stones or UTIs.
        PMH: none
        PSH: none
        SH: line cook, vapes, drinks 2-3 beers most nights
        FH: mom with gallstones""",
        ann(["abdominal_pain", "ruq_pain", "flank_pain", "fever", "fever_measured", "chills", "anorexia", "nausea",
             "vomiting", "prolonged_constant_pain", "alcohol_use"],
            ["dysuria", "urinary_frequency", "gross_hematuria", "urethral_discharge", "kidney_stone_history",
             "recurrent_uti_history", "prior_abdominal_surgery"]),
        """T 101.3  HR 109  BP 126/78  RR 18  98% RA.
        Uncomfortable, nontoxic. Skin warm, no jaundice.
        Abdomen: soft, nondistended. Tender RUQ > right flank, positive Murphy's sign. Mild guarding.
        No rebound. Non-tender LLQ/RLQ/suprapubic.
        Back: minimal R CVA tenderness, which the patient describes as less than anteriorly.
        GU: normal male, no testicular tenderness.""",
        annv(vit(101.3, 109, 126, 18, 98),
             ["ruq_tenderness", "murphy_sign", "guarding", "cva_tenderness"],
             ["ill_appearing", "jaundice", "distended_abdomen", "rebound_tenderness", "suprapubic_tenderness"]),
        merge(cbc(16.6, 15.3, 311, 85.0), bmp(136, 3.8, 100, 23, 16, 1.0, 112),
              lft(74, 58, 124, 1.7), {50956: 35.0},
              ua(sg=1.030, ket="20", le="NEG", wbc=2, rbc=1, urobil="2")),
        [report("ABDOMEN US (COMPLETE STUDY)", "Ultrasound", "Abdomen",
                "Complete abdominal ultrasound with grayscale and color Doppler imaging.",
                [("LIVER", "Normal size and echogenicity. No focal lesions."),
                 ("BILE DUCTS", "No intra- or extrahepatic biliary ductal dilatation; CBD 4 mm."),
                 ("GALLBLADDER", """Contracted around innumerable small stones with a thick, edematous wall
                   (7 mm) and a small amount of fluid along the hepatic border. Exquisite tenderness
                   with the transducer over the gallbladder."""),
                 ("PANCREAS", "Unremarkable."),
                 ("SPLEEN", "Normal, 11 cm."),
                 ("KIDNEYS", """Right 11.6 cm, left 11.9 cm. Normal corticomedullary differentiation. No
                   hydronephrosis, stones or perinephric fluid collection."""),
                 ("AORTA/IVC", "Normal caliber."),
                 ("OTHER", "No ascites.")],
                ["gallstones", "gallbladder_wall_thickening", "pericholecystic_fluid", "sonographic_murphy_sign"],
                DUCT_N + PANC_N + KID_N + ["free_fluid_abdomen", "simple_ascites", "gallbladder_distension"])],
        "Acute calculous cholecystitis", ["Calculus of gallbladder with acute cholecystitis without obstruction"],
        ["Laparoscopic cholecystectomy"],
        [("0FT44ZZ", "Resection of Gallbladder, Percutaneous Endoscopic Approach", 10)],
        {90039: ("No growth", URINE_SPEC), 90201: ("No growth", BLOOD_SPEC)}),
]
