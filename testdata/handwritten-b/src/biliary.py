"""Biliary colic 29100025-29100026 and ascending cholangitis 29100027-29100028.

29100025 biliary colic          typical   32 y woman, postprandial pain gone in hours, stones only.
29100026 biliary colic          hard      50 y man worked up for reflux and the heart; stones on US.
29100027 ascending cholangitis  typical   68 y man, fever, jaundice, pain; stone in a dilated duct.
29100028 ascending cholangitis  atypical  81 y woman with a biliary stent, confusion and low pressure.
"""

from common import *  # noqa: F401,F403

ENCOUNTERS = [
    enc(29100025, "biliary colic", "typical",
        """32 yo F G1P1 (delivered 8 months ago) c/o RUQ pain that began ~1 hr after a burger and fries
        at 7 pm, cramping/squeezing, 8/10 at worst, radiating to R shoulder blade, w/ nausea and 1
        episode of emesis. Pain peaked over an hour and has been easing off; now 2/10 ~4 hrs after
        onset. Similar shorter episodes x3 in last 2 months, all after fatty food. No F/C. No
        jaundice, dark urine or clay stools. No diarrhea.
        PMH: none. PSH: none. Meds: none, breastfeeding. SH: no tob/etoh.""",
        ann(["ruq_pain", "postprandial_pain_after_fatty_meal", "colicky_abdominal_pain", "abdominal_cramping",
             "pain_radiating_to_right_scapula",
             "nausea", "vomiting", "pain_resolving_within_hours", "previous_similar_episodes"],
            ["fever", "chills", "jaundice", "dark_urine", "pale_stools", "diarrhea", "prior_abdominal_surgery",
             "smoker", "alcohol_use"]),
        """VS 98.2, 78, 122/74, 14, 100%
        Comfortable, NAD. No scleral icterus.
        Abd soft, nondistended, mild RUQ tenderness on deep palpation, Murphy's neg. No guarding or
        rebound. No masses.""",
        annv(vit(98.2, 78, 122, 14, 100),
             ["ruq_tenderness"],
             ["jaundice", "distended_abdomen", "murphy_sign", "guarding", "rebound_tenderness"]),
        merge(cbc(7.8, 12.6, 266, 61.0), bmp(139, 4.0, 104, 25, 11, 0.7, 94),
              lft(24, 21, 88, 0.6), {50956: 34.0}, {51085: "NEG"}),
        [report("LIVER OR GALLBLADDER US (SINGLE ORGAN)", "Ultrasound", "Abdomen",
                "Sonography of the RUQ, gray-scale and Doppler.",
                """The liver is homogeneous with smooth contour; a 9 mm anechoic cyst in the left lobe.
                Gallbladder: numerous mobile shadowing calculi measuring up to 1.2 cm. Wall is thin, 2 mm.
                No pericholecystic fluid. Not distended. Negative sonographic Murphy. Common duct 3 mm,
                no intrahepatic ductal dilatation. Visualized pancreatic head and body unremarkable.
                Right kidney without hydronephrosis.""",
                ["gallstones", "hepatic_cysts"],
                ["gallbladder_wall_thickening", "pericholecystic_fluid", "gallbladder_distension",
                 "sonographic_murphy_sign", "hydronephrosis"] + DUCT_N)],
        "Symptomatic cholelithiasis", ["Calculus of gallbladder without cholecystitis without obstruction"],
        ["Elective laparoscopic cholecystectomy (outpatient)"], []),

    enc(29100026, "biliary colic", "hard",
        """50 year-old man referred by his PCP for "atypical chest pain / GERD not responding to PPI".
        For 3 months he has had recurrent attacks of a gripping pain beneath the lower sternum and in
        the upper abdomen, usually in the evening after dinner, lasting 1-3 hours and then going
        away completely. Tonight's episode started 2 hours after a steak dinner and woke him; it has
        now settled. He has tried omeprazole 40 mg daily for 6 weeks without any change. He
        denies exertional chest pain, dyspnea, or palpitations. Nausea with the attacks, no vomiting.
        No heartburn or regurgitation between episodes. No weight loss. A stress test 1 month ago was
        negative. No melena.
        PMH: HTN, obesity, OSA
        PSH: left knee arthroscopy
        SH: married, sales rep, former smoker, 1-2 beers/week""",
        ann(["chest_pain", "epigastric_pain", "abdominal_pain", "previous_similar_episodes", "pain_resolving_within_hours",
             "nausea", "hypertension_history", "obesity", "former_smoker", "alcohol_use"],
            ["exertional_chest_pain", "dyspnea", "palpitations", "vomiting", "heartburn", "regurgitation", "weight_loss",
             "melena"]),
        """T 36.8 HR 72 BP 142/86 RR 14 SpO2 98%. Obese man, well-appearing, in no distress. Anicteric.
        Heart regular, no murmur. Lungs clear. Abdomen soft, nondistended, minimal tenderness in the
        epigastrium and right upper quadrant, equivocal Murphy sign, no guarding, no rebound. No
        hepatomegaly. Extremities without edema.""",
        annv(vit(36.8, 72, 142, 14, 98),
             ["obesity", "epigastric_tenderness", "ruq_tenderness"],
             ["ill_appearing", "jaundice", "new_heart_murmur", "distended_abdomen", "guarding", "rebound_tenderness",
              "hepatomegaly", "pitting_edema"]),
        merge(cbc(8.9, 15.0, 231, 66.0), bmp(140, 4.3, 103, 27, 15, 1.0, 104),
              lft(33, 27, 92, 0.8), {50956: 41.0, 51003: 0.01}),
        [report("ABDOMEN US (COMPLETE STUDY)", "Ultrasound", "Abdomen",
                "Complete ultrasound of the abdomen.",
                [("LIVER", """Increased echogenicity consistent with steatosis. No focal mass. Patent
                   portal vein."""),
                 ("GALLBLADDER", """Several echogenic shadowing stones up to 2 cm, mobile, one lying in the
                   neck in the supine position that moves into the fundus when the patient is turned.
                   Normal wall thickness. No pericholecystic fluid. No sonographic Murphy sign."""),
                 ("BILE DUCTS", "Common bile duct 4 mm. No intrahepatic ductal dilatation."),
                 ("PANCREAS", "Partially obscured, visualized portions unremarkable."),
                 ("SPLEEN", "11 cm, homogeneous."),
                 ("KIDNEYS", """Right kidney 11.4 cm, left 11.8 cm. 1.5 cm simple cyst in the left upper pole.
                   No hydronephrosis."""),
                 ("AORTA", "Normal caliber.")],
                ["gallstones"],
                ["gallbladder_wall_thickening", "pericholecystic_fluid", "sonographic_murphy_sign",
                 "impacted_gallbladder_neck_stone", "hydronephrosis"] + DUCT_N)],
        "Biliary colic due to cholelithiasis", ["Calculus of gallbladder without cholecystitis without obstruction"],
        ["Elective laparoscopic cholecystectomy"], []),

    enc(29100027, "ascending cholangitis", "typical",
        """68M w/ hx of gallstones (declined cholecystectomy 2019) presents with 2 days of RUQ pain,
        fevers up to 39.4, shaking chills, and yellow eyes noticed by his wife this morning. Urine
        has been dark like tea, stools pale. Nausea, no vomiting. Mild itching. No weight loss, no
        ETOH. No recent travel.
        PMH: gallstones, HTN, prostate ca s/p XRT 2016
        PSH: appendectomy
        Meds: amlodipine
        SH: retired teacher, never smoked""",
        ann(["gallstones_history", "ruq_pain", "fever", "fever_measured", "chills", "jaundice", "dark_urine",
             "pale_stools", "nausea", "itching", "hypertension_history", "malignancy_history",
             "prior_chemotherapy_radiation", "prior_appendectomy"],
            ["vomiting", "weight_loss", "alcohol_use", "recent_travel", "smoker"]),
        """Vitals: 102.6 F | 114 | 108/60 | 22 | 95% RA
        General: jaundiced, ill-appearing, rigors in the ED
        HEENT: deep scleral icterus
        Cardiac: tachycardic, regular
        Pulm: clear
        Abdomen: soft, mild distension, RUQ tenderness with guarding, no rebound, liver edge palpable
        2 cm below the costal margin and tender
        Skin: jaundiced, excoriations on forearms""",
        annv(vit(102.6, 114, 108, 22, 95),
             ["jaundice", "ill_appearing", "distended_abdomen", "ruq_tenderness", "guarding", "tender_hepatomegaly",
              "hepatomegaly", "excoriations"],
             ["rebound_tenderness"]),
        merge(cbc(18.4, 13.8, 162, 91.0, bands=7.0), bmp(135, 3.8, 101, 20, 26, 1.4, 139),
              lft(284, 231, 486, 6.2, alb=3.2, dbili=4.8, ggt=612), coags(14.8, 1.4),
              {50956: 88.0, 50813: 2.9, 50889: 174.0}),
        [report("LIVER OR GALLBLADDER US (SINGLE ORGAN)", "Ultrasound", "Abdomen",
                "Doppler and gray-scale images of the RUQ.",
                """The liver is normal in size and echotexture. There is moderate intrahepatic biliary
                ductal dilatation. The common bile duct measures 13 mm, and within its distal portion
                there is an 11 mm echogenic focus with posterior shadowing. The CBD wall appears
                thickened. The gallbladder contains several stones and sludge; wall 3 mm, no fluid around it,
                and the patient is not tender when the probe presses over it. The pancreatic head
                is obscured by overlying gas. No ascites.""",
                ["intrahepatic_biliary_dilation", "cbd_dilation", "common_bile_duct_stone", "gallstones",
                 "gallbladder_sludge"],
                ["gallbladder_wall_thickening", "pericholecystic_fluid", "sonographic_murphy_sign",
                 "free_fluid_abdomen", "simple_ascites"])],
        "Acute ascending cholangitis due to choledocholithiasis",
        ["Calculus of bile duct with acute cholangitis without obstruction", "Sepsis, unspecified organism"],
        ["ERCP with biliary sphincterotomy, stone extraction and stent placement"],
        [("0FC98ZZ", "Extirpation of Matter from Common Bile Duct, Via Natural or Artificial Opening Endoscopic", 10)],
        {90201: ("ESCHERICHIA COLI", BLOOD_SPEC)}),

    enc(29100028, "ascending cholangitis", "atypical",
        """81 yo woman w/ hx of CBD stones s/p cholecystectomy (2015) and ERCP with plastic biliary stent
        placement 7 months ago (was supposed to return at 3 months for exchange), DM2, CKD 3, CHF,
        brought in by daughter for new confusion and lethargy x1 day. Daughter reports she has been
        "shivering" and not eating. Pt denies pain when asked, though she winces when moved. No cough,
        no dysuria per daughter. No falls.
        PMH: as above + HTN, hypothyroidism, macular degeneration
        Meds: metformin, lisinopril, furosemide, levothyroxine
        SH: lives with daughter, walks with cane, no smoking or drinking""",
        ann(["prior_cholecystectomy", "biliary_instrumentation_history", "diabetes_history", "ckd_history",
             "prior_heart_failure", "confusion", "lethargy_listlessness", "chills", "hypertension_history",
             "metformin_use", "raas_blocker_use", "diuretic_use"],
            ["cough", "dysuria", "ground_level_fall", "smoker", "alcohol_use"]),
        """T 38.9 HR 108 BP 82/46 MAP 58 RR 24 SpO2 95% on 2L.
        Elderly woman, somnolent, arousable to voice, oriented to person only. Icteric sclerae. Dry
        mucous membranes. Heart tachycardic regular, no murmurs. Lungs: faint bibasilar crackles.
        Abdomen soft, well-healed laparoscopic scars, RUQ tenderness elicited with grimacing, no
        rebound, no distension. 1+ bilateral ankle pitting edema.""",
        annv(vit(38.9, 108, 82, 24, 95),
             ["drowsiness", "altered_mental_status_sign", "jaundice", "dehydration_signs", "crackles",
              "bibasilar_crackles", "prior_abdominal_surgery", "ruq_tenderness", "pitting_edema"],
             ["new_heart_murmur", "rebound_tenderness", "distended_abdomen"]),
        merge(cbc(4.1, 10.9, 98, 88.0, bands=14.0), bmp(132, 4.7, 98, 16, 44, 2.1, 188),
              lft(164, 212, 398, 4.1, alb=2.8, dbili=3.0), coags(16.2, 1.5),
              {50813: 4.6, 50956: 71.0, 50889: 221.0, 50963: 2100.0},
              ua(sg=1.014, bili="MOD", le="NEG", nit="NEG", wbc=2)),
        [report("CT ABD & PELVIS W/O CONTRAST", "CT", "Abdomen",
                "Helical CT of the abdomen and pelvis without IV contrast (renal insufficiency).",
                [("LOWER CHEST", "Trace bilateral pleural effusions. Mild cardiomegaly."),
                 ("HEPATOBILIARY", """Status post cholecystectomy. A plastic biliary stent extends from the
                   common hepatic duct into the duodenum. There is pneumobilia in the left lobe, and the
                   intrahepatic ducts are diffusely dilated, more than expected for a patent stent.
                   The common bile duct measures 14 mm and contains dense material around the stent,
                   likely sludge or stones. Periductal fat stranding along the CBD."""),
                 ("PANCREAS", "Atrophic. No peripancreatic stranding."),
                 ("SPLEEN", "Normal."),
                 ("KIDNEYS", "Small kidneys with cortical thinning. No hydronephrosis or calculi."),
                 ("BOWEL", "Sigmoid diverticulosis. No bowel dilatation."),
                 ("VASCULAR", "Dense aortoiliac calcification."),
                 ("BONES", "Severe degenerative disease of the lumbar spine; diffuse osteopenia.")],
                EFF + ["cardiomegaly", "prior_cholecystectomy", "intrahepatic_biliary_dilation", "cbd_dilation",
                       "small_kidneys", "colonic_diverticula"],
                ["peripancreatic_inflammation", "hydronephrosis", "renal_calculus", "dilated_small_bowel_loops"])],
        "Ascending cholangitis due to occluded biliary stent",
        ["Obstruction of bile duct", "Cholangitis", "Septic shock"],
        ["ERCP with removal and exchange of biliary stent"],
        [("0FP98DZ", "Removal of Intraluminal Device from Hepatobiliary Duct, Via Natural or Artificial Opening Endoscopic", 10)],
        {90201: ("KLEBSIELLA PNEUMONIAE", BLOOD_SPEC), 90039: ("No growth", URINE_SPEC)}),
]
