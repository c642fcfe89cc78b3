"""Liver abscess, 29100037-29100038 (1 typical, 1 hard).

29100037 typical  58 y diabetic man, ten days of fever and right upper pain, CT and blood cultures.
29100038 hard     66 y woman sent as right lower lobe pneumonia (cough, effusion); gas-forming abscess.
"""

from common import *  # noqa: F401,F403

ENCOUNTERS = [
    enc(29100037, "liver abscess", "typical",
        """58 yo man originally from ___ (Taiwan), here x 20 yrs, visited family there 2 months ago, with
        DM2 (poorly controlled), presents with 10 days of fevers, night sweats and dull constant
        right upper quadrant pain that is worse with deep breaths. Has lost ~8 lbs. Appetite poor,
        fatigue. Nausea, no vomiting. No diarrhea. No jaundice or dark urine. No prior abdominal
        surgery or biliary procedures. Took acetaminophen at home for fevers up to 103.
        PMH: DM2 on metformin and glipizide, HTN, hep B carrier (never treated)
        SH: restaurant owner, social drinker, never smoker""",
        ann(["recent_travel", "diabetes_history", "metformin_use", "sulfonylurea_use", "fever", "fever_measured",
             "night_sweats", "ruq_pain", "prolonged_constant_pain", "weight_loss", "anorexia", "fatigue", "nausea",
             "hypertension_history", "alcohol_use"],
            ["vomiting", "diarrhea", "jaundice", "dark_urine", "prior_abdominal_surgery",
             "biliary_instrumentation_history", "smoker"]),
        """T 39.0 HR 110 BP 128/76 RR 20 SpO2 96% RA
        GEN: ill-appearing, diaphoretic
        HEENT: no icterus
        LUNGS: decreased breath sounds right base
        CV: tachy, regular, no murmur
        ABD: soft, tender RUQ with guarding, tender liver edge palpable 3 cm below the costal margin,
        pain on percussion over the lower right ribs, Murphy's negative, no rebound
        SKIN: no rash, no spider angiomata""",
        annv(vit(39.0, 110, 128, 20, 96),
             ["ill_appearing", "diaphoretic", "diminished_breath_sounds", "ruq_tenderness", "guarding",
              "tender_hepatomegaly", "hepatomegaly"],
             ["jaundice", "new_heart_murmur", "murphy_sign", "rebound_tenderness", "rash", "spider_angiomata"]),
        merge(cbc(21.6, 11.9, 412, 87.0), bmp(133, 4.0, 97, 22, 19, 1.1, 286),
              lft(96, 78, 288, 1.3, alb=2.6, ggt=198), coags(14.1, 1.3), {50889: 248.0, 50813: 2.1, 50852: 11.2}),
        [report("CT ABD & PELVIS WITH CONTRAST", "CT", "Abdomen",
                "Venous-phase imaging of the abdomen and pelvis after 100 mL IV Omnipaque 350.",
                [("LOWER CHEST", "Right pleural effusion, small, and atelectasis of the lung next to it."),
                 ("LIVER", """In segment 7/8 there is a 7.4 x 6.1 x 6.8 cm multiloculated, septated
                   hypodense lesion with an enhancing peripheral wall and a surrounding rim of lower
                   attenuation edema. No internal gas. A few additional small satellite hypodensities
                   adjacent to it. Patent hepatic and portal veins. Liver otherwise normal in
                   attenuation."""),
                 ("BILIARY", "Gallbladder unremarkable. No biliary dilatation."),
                 ("PANCREAS", "Normal."),
                 ("SPLEEN", "Mildly enlarged, 13.5 cm."),
                 ("KIDNEYS", "Normal, without hydronephrosis."),
                 ("BOWEL", "Normal. The colon is unremarkable. Appendix normal."),
                 ("OTHER", "Trace perihepatic fluid. No lymphadenopathy.")],
                EFF + ["rim_enhancing_hepatic_collection", "enlarged_spleen_imaging", "normal_caliber_appendix",
                       "free_fluid_abdomen"],
                GB_N + DUCT_N + PANC_N + KID_N + APP_N + ["gas_in_hepatic_collection"])],
        "Pyogenic liver abscess (Klebsiella pneumoniae)", ["Abscess of liver", "Type 2 diabetes mellitus with hyperglycemia",
                                                           "Sepsis due to other Gram-negative organisms"],
        ["Percutaneous drainage of liver abscess"],
        [("0F9030Z", "Drainage of Liver with Drainage Device, Percutaneous Approach", 10)],
        {90201: ("KLEBSIELLA PNEUMONIAE", BLOOD_SPEC)}),

    enc(29100038, "liver abscess", "hard",
        """66 y/o F admitted from the ED to medicine as "RLL pneumonia w/ parapneumonic effusion, not improving
        on outpatient levofloxacin". Reports 1 week of fevers, dry cough, and right-sided chest pain
        worse with deep inspiration, which she also feels in the right shoulder. Some shortness of
        breath on stairs. Decreased appetite. No sputum, no hemoptysis. On direct questioning she has
        had some right upper abdominal soreness for about 2 weeks. She had an ERCP with sphincterotomy
        for a common duct stone 4 months ago and her gallbladder was removed 5 years ago. No travel.
        PMH: choledocholithiasis s/p ERCP, s/p cholecystectomy, HTN, diverticulosis
        SH: never smoker, no alcohol""",
        ann(["fever", "cough", "chest_pain", "pleuritic_chest_pain", "ipsilateral_shoulder_pain",
             "dyspnea_on_exertion", "dyspnea", "anorexia", "ruq_pain", "biliary_instrumentation_history",
             "prior_cholecystectomy", "hypertension_history", "diverticulosis_history"],
            ["productive_cough", "hemoptysis", "recent_travel", "smoker", "alcohol_use"]),
        """T 38.7  P 104  BP 118/66  RR 24  SpO2 92% RA
        General: fatigued-appearing, mildly tachypneic
        Lungs: dullness to percussion and decreased breath sounds at the right base, no crackles
        elsewhere, no wheezes
        Heart: regular, tachycardic
        Abdomen: soft, non-distended, tenderness in the right upper quadrant and over the lower right
        ribcage; no Murphy sign; liver span increased on percussion
        Skin: no jaundice""",
        annv(vit(38.7, 104, 118, 24, 92),
             ["tired_appearance", "diminished_breath_sounds", "ruq_tenderness", "hepatomegaly"],
             ["expiratory_wheezes", "distended_abdomen", "murphy_sign", "jaundice"]),
        merge(cbc(18.2, 10.6, 468, 84.0), bmp(134, 3.7, 99, 23, 14, 0.8, 118),
              lft(71, 64, 356, 1.4, alb=2.4), {50889: 212.0, 50813: 1.6, 51003: 0.01}),
        [report("CHEST (PA & LAT)", "Radiograph", "Chest", "Frontal and lateral chest radiographs.",
                """Moderate right pleural effusion with an elevated right hemidiaphragm and adjacent right
                lower lobe opacity, likely atelectasis although pneumonia is not excluded. Left lung clear.
                Heart size normal. A few gas lucencies projecting below the right hemidiaphragm may be
                within bowel.""",
                EFF,
                ["cardiomegaly"]),
         report("CT ABD & PELVIS WITH CONTRAST", "CT", "Abdomen",
                "With IV contrast, lung bases through the pelvis.",
                """Moderate right pleural effusion with compressive atelectasis of the right lower lobe,
                without consolidation beyond the atelectatic lung. In the dome of the right hepatic lobe
                (segment 8) there is a 9.0 x 7.2 cm complex fluid collection with an enhancing wall and
                an air-fluid level, abutting the diaphragm. The intrahepatic bile ducts of the right lobe
                are mildly dilated, with pneumobilia consistent with prior sphincterotomy. Common duct
                8 mm. Status post cholecystectomy. The pancreas, spleen, kidneys and adrenals are
                unremarkable. Sigmoid diverticulosis without inflammation. No free fluid. No bowel
                obstruction.""",
                EFF + ["rim_enhancing_hepatic_collection", "gas_in_hepatic_collection", "intrahepatic_biliary_dilation",
                       "prior_cholecystectomy", "colonic_diverticula"],
                PANC_N + KID_N + ["pericolic_fat_stranding", "free_fluid_abdomen", "free_pelvic_fluid",
                                  "dilated_small_bowel_loops"])],
        "Hepatic abscess with reactive right pleural effusion", ["Abscess of liver", "Pleural effusion in other conditions classified elsewhere"],
        ["Percutaneous drainage of liver abscess"],
        [("0F9030Z", "Drainage of Liver with Drainage Device, Percutaneous Approach", 10)],
        {90201: ("ESCHERICHIA COLI", BLOOD_SPEC)}),
]
