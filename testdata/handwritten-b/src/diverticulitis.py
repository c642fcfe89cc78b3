"""Diverticulitis, 29100013-29100018 (3 typical, 2 atypical, 1 hard).

29100013 typical   62 y man, LLQ pain three days, uncomplicated sigmoid disease on CT.
29100014 typical   55 y woman with known diverticulosis, pericolic abscess on CT.
29100015 typical   48 y man, perforated with extraluminal gas, attending addendum.
29100016 atypical  44 y man, right-sided (ascending colon) disease sent as a possible appendix.
29100017 atypical  67 y woman on prednisone and methotrexate, little tenderness, abscess.
29100018 hard      71 y woman sent as a bladder infection; sigmoid inflammation against the bladder.
"""

from common import *  # noqa: F401,F403

ENCOUNTERS = [
    enc(29100013, "diverticulitis", "typical",
        """62 y/o M c/o LLQ abd pain x3d, gradually worsening, now constant 6/10. Low grade temps at
        home (Tmax 100.2). Nausea, no vomiting. Some loose stools yesterday, no blood. Appetite down.
        Denies urinary sx. Had a colonoscopy 4 yrs ago "they said I had pockets". Never had pain like
        this.
        PMH: HTN, obesity, BPH. PSH: lap chole 2015. Meds: amlodipine, tamsulosin.
        SH: former smoker, social ETOH.""",
        ann(["llq_pain", "abdominal_pain", "prolonged_constant_pain", "fever", "nausea", "diarrhea", "anorexia",
             "diverticulosis_history", "hypertension_history", "obesity", "prostatic_enlargement_history",
             "prior_cholecystectomy", "former_smoker", "alcohol_use"],
            ["fever_measured", "vomiting", "rectal_bleeding", "bloody_diarrhea", "dysuria", "urinary_frequency",
             "previous_similar_episodes"]),
        """T 100.1F, HR 92, BP 148/90, RR 16, SpO2 97% RA. NAD. Abdomen obese, soft, nondistended,
        TTP LLQ w/ mild voluntary guarding, no rebound, no masses palpable, no CVAT, BS normoactive.
        Well-healed laparoscopic port scars.""",
        annv(vit(100.1, 92, 148, 16, 97),
             ["obesity", "llq_tenderness", "guarding", "prior_abdominal_surgery"],
             ["distended_abdomen", "rebound_tenderness", "llq_mass", "cva_tenderness", "hypoactive_bowel_sounds",
              "hyperactive_bowel_sounds"]),
        merge(cbc(13.6, 14.8, 254, 78.0), bmp(139, 4.1, 102, 25, 16, 1.0, 107), {50889: 88.0},
              ua(wbc=1)),
        [report("CT ABD & PELVIS WITH CONTRAST", "CT", "Abdomen",
                """Intravenous and oral contrast given; portal venous phase. Axial 5 mm and coronal/sagittal 3 mm reformats.""",
                [("LOWER CHEST", "Clear lung bases. Heart not enlarged."),
                 ("HEPATOBILIARY", """Mild hepatic steatosis. Status post cholecystectomy. Common duct 7 mm,
                   likely post-cholecystectomy."""),
                 ("PANCREAS", "Unremarkable."),
                 ("SPLEEN", "Unremarkable."),
                 ("ADRENALS", "1.3 cm left adrenal nodule measuring -5 HU, an adenoma."),
                 ("URINARY", "No hydronephrosis. 2 mm nonobstructing lower pole right renal stone."),
                 ("GASTROINTESTINAL", """Numerous diverticula throughout the sigmoid and descending colon.
                   A 9 cm segment of the mid sigmoid colon is wall-thickened with adjacent pericolonic
                   inflammatory stranding centred on an inflamed diverticulum. No abscess, no
                   extraluminal air. The appendix is normal. No bowel obstruction."""),
                 ("PELVIS", "Prostate enlarged, 5.4 cm. No free fluid."),
                 ("BONES", "Degenerative changes L4-S1.")],
                ["prior_cholecystectomy", "renal_calculus", "colonic_diverticula", "sigmoid_wall_thickening",
                 "pericolic_fat_stranding", "normal_caliber_appendix", "enlarged_prostate_imaging"],
                EFF + PANC_N + APP_N + ["cardiomegaly", "hydronephrosis", "pericolic_abscess", "extraluminal_pericolic_gas",
                                        "dilated_small_bowel_loops", "free_pelvic_fluid"])],
        "Acute sigmoid diverticulitis",
        ["Diverticulitis of large intestine without perforation or abscess without bleeding"], [], []),

    enc(29100014, "diverticulitis", "typical",
        """HISTORY OF PRESENT ILLNESS: Ms. ___ is a 55-year-old woman with known sigmoid diverticulosis
        (colonoscopy ___) and one prior episode of left lower quadrant inflammation treated with
        oral antibiotics two years ago, who presents with five days of left lower quadrant pain that
        has become severe in the last 24 hours. She has had fevers to 101 and chills, anorexia, and
        constipation with no bowel movement for three days. She denies vomiting, blood per rectum,
        dysuria, pneumaturia or passage of stool in the urine. Her primary care doctor started her
        on amoxicillin-clavulanate two days ago without improvement.
        PAST MEDICAL HISTORY: Diverticulosis, hypothyroidism, depression.
        PAST SURGICAL HISTORY: Laparoscopic appendectomy as a teenager.
        SOCIAL HISTORY: Lives with her husband; schoolteacher. Never smoker. Occasional wine.
        FAMILY HISTORY: Mother with colon cancer at 70.""",
        ann(["diverticulosis_history", "previous_similar_episodes", "llq_pain", "fever", "fever_measured", "chills",
             "anorexia", "constipation", "prior_appendectomy", "depression_history", "alcohol_use",
             "family_history_colon_malignancy"],
            ["vomiting", "rectal_bleeding", "dysuria", "smoker"]),
        """VS: T 38.4 HR 102 BP 132/84 RR 18 O2 sat 98% on RA
        GEN: Appears uncomfortable, lying still.
        CV: Mildly tachycardic, regular.
        PULM: Clear.
        ABD: Soft, mildly distended. Focal tenderness and guarding in the LLQ with a vague, tender
        fullness there. Localized rebound in the LLQ. No peritonitis elsewhere.
        RECTAL: no masses, brown stool, guaiac negative.""",
        annv(vit(38.4, 102, 132, 18, 98),
             ["distended_abdomen", "llq_tenderness", "guarding", "llq_mass", "rebound_tenderness"],
             ["guaiac_positive_stool"]),
        merge(cbc(17.2, 12.7, 402, 83.0), bmp(136, 3.6, 100, 24, 13, 0.8, 112), {50889: 196.0, 50813: 1.4},
              ua(sg=1.024, ket="10")),
        [report("CT ABD & PELVIS WITH CONTRAST", "CT", "Abdomen",
                "Single venous phase after IV contrast, without oral contrast, lung bases to pubis.",
                """Lung bases are clear. The liver, gallbladder, pancreas, spleen, adrenals and kidneys
                are unremarkable; no hydronephrosis. There is extensive sigmoid diverticulosis. The
                proximal sigmoid colon is circumferentially thickened over 12 cm with surrounding fat
                stranding, and there is a 4.1 x 3.3 cm rim-enhancing fluid and gas collection in the
                sigmoid mesocolon adjacent to the thickened segment, consistent with an abscess. No free
                intraperitoneal air. No fistulous communication with the bladder, which is normal. The
                uterus and ovaries are unremarkable. Trace pelvic free fluid. The appendix is
                surgically absent. Small fat-containing umbilical hernia.""",
                ["colonic_diverticula", "sigmoid_wall_thickening", "pericolic_fat_stranding", "pericolic_abscess",
                 "free_pelvic_fluid", "prior_appendectomy"],
                EFF + GB_N + PANC_N + KID_N + ["pneumoperitoneum_ct", "enlarged_ovary", "bladder_wall_thickening"],
                dose="CTDIvol 11 mGy; DLP 540 mGy-cm")],
        "Sigmoid diverticulitis with pericolic abscess",
        ["Diverticulitis of large intestine with perforation and abscess without bleeding"],
        ["CT-guided percutaneous drainage of pericolic abscess"],
        [("0W9J30Z", "Drainage of Pelvic Cavity with Drainage Device, Percutaneous Approach", 10)]),

    enc(29100015, "diverticulitis", "typical",
        """48 yo male presents w/ sudden worsening of lower abdominal pain this morning. He has had
        2 days of crampy LLQ pain and low-grade fever, then at 6am the pain became severe and spread
        across the whole abdomen. Nausea + vomiting x2. No BM today, passing gas. No melena or
        hematochezia. Never had a colonoscopy. Takes ibuprofen 800 mg TID for a knee injury for the
        past 2 weeks.
        PMH: obesity, OSA, GERD
        PSH: none
        SH: smokes 1/2 ppd, ETOH 4-5 drinks/day on weekends
        FH: nc

        Attending addendum: Seen and examined with the resident. Peritonitic on my exam.
        Agree with plan for OR.""",
        ann(["abdominal_pain", "sudden_severe_abdominal_pain", "diffuse_abdominal_pain", "abdominal_cramping",
             "llq_pain", "fever", "nausea", "vomiting", "nsaid_use", "obesity", "smoker", "alcohol_use"],
            ["melena", "rectal_bleeding", "obstipation", "prior_abdominal_surgery"]),
        """T 38.9 HR 122 BP 102/64 RR 24 95% RA
        Gen: diaphoretic, in distress, lies motionless
        HEENT: dry MM
        Chest: clear
        CV: tachycardic
        Abd: distended, rigid, diffuse tenderness worse in LLQ, + rebound throughout, hypoactive BS
        Ext: warm""",
        annv(vit(38.9, 122, 102, 24, 95),
             ["diaphoretic", "dehydration_signs", "distended_abdomen", "abdominal_rigidity",
              "diffuse_abdominal_tenderness", "llq_tenderness", "rebound_tenderness", "hypoactive_bowel_sounds"],
             []),
        merge(cbc(22.4, 15.9, 330, 88.0, bands=10.0), bmp(133, 4.6, 97, 18, 29, 1.6, 140),
              lft(30, 36, 88, 1.2), {50813: 3.4, 50956: 22.0}),
        [report("ABDOMEN (SUPINE & ERECT)", "Radiograph", "Abdomen", "Upright and supine frontal films of the abdomen.",
                """Free intraperitoneal air beneath both hemidiaphragms on the upright view. Nonspecific
                bowel gas pattern without dilated loops. No abnormal calcifications.""",
                ["free_air_under_diaphragm", "free_air_on_radiograph"],
                ["diffuse_bowel_gas_distension", "dilated_small_bowel_loops"]),
         report("CT ABD & PELVIS WITH CONTRAST", "CT", "Abdomen",
                "IV contrast only; helical acquisition, 3 mm reconstructions.",
                [("LOWER CHEST", "Dependent atelectasis. No effusion."),
                 ("HEPATOBILIARY", "Fatty liver. Gallbladder normal. No ductal dilation."),
                 ("PANCREAS", "Normal."),
                 ("URINARY", "Normal kidneys. Bladder unremarkable."),
                 ("GASTROINTESTINAL", """Sigmoid colon with multiple diverticula and marked wall thickening
                   and pericolonic stranding. Extraluminal gas bubbles track along the sigmoid mesentery,
                   and there is moderate pneumoperitoneum anterior to the liver and throughout the
                   abdomen. Moderate free fluid in the pelvis and both paracolic gutters, with mild
                   peritoneal enhancement. No drainable collection. Stomach and duodenum are normal;
                   no ulcer is identified. Appendix normal."""),
                 ("BONES", "No acute osseous abnormality.")],
                ["colonic_diverticula", "sigmoid_wall_thickening", "pericolic_fat_stranding",
                 "extraluminal_pericolic_gas", "pneumoperitoneum_ct", "free_pelvic_fluid", "free_fluid_abdomen",
                 "normal_caliber_appendix"],
                EFF + GB_N + DUCT_N + PANC_N + KID_N + APP_N + ["pericolic_abscess", "duodenal_ulcer",
                                                              "gastric_ulcer", "gastroduodenal_wall_thickening"])],
        "Perforated sigmoid diverticulitis with purulent peritonitis",
        ["Diverticulitis of large intestine with perforation and abscess without bleeding", "Generalized peritonitis"],
        ["Sigmoid colectomy with end colostomy (Hartmann procedure)"],
        [("0DTN0ZZ", "Resection of Sigmoid Colon, Open Approach", 10)],
        {90201: ("No growth", BLOOD_SPEC)}),

    enc(29100016, "diverticulitis", "atypical",
        """44M originally from ___ (moved here 10 yrs ago) referred by PCP for ?appendix. 2 days of
        R-sided abd pain, started in the right lower abdomen and stayed there, a little higher than
        he would expect, constant and dull, 5/10. Mild nausea, eating less. No vomiting. Normal
        BMs. Subjective fever last night. No urinary sx. Says he had a similar, milder pain on the
        right 3 years ago that settled on its own.
        PMH none, PSH none, NKDA
        SH: engineer, nonsmoker, no alcohol""",
        ann(["abdominal_pain", "rlq_pain", "prolonged_constant_pain", "nausea", "fever", "previous_similar_episodes"],
            ["vomiting", "dysuria", "urinary_frequency", "diarrhea", "constipation", "prior_abdominal_surgery",
             "smoker", "alcohol_use"]),
        """37.8 84 122/76 16 99%RA. Comfortable-appearing. Abd: soft, nondistended, tender R mid
        abdomen and RLQ, point of maximal tenderness cephalad and lateral to McBurney's point. No
        rebound. Rovsing negative, psoas negative, obturator negative. No CVAT.""",
        annv(vit(37.8, 84, 122, 16, 99),
             ["rlq_tenderness"],
             ["ill_appearing", "distended_abdomen", "rebound_tenderness", "rovsing_sign", "psoas_sign",
              "cva_tenderness"]),
        merge(cbc(11.8, 14.6, 228, 74.0), bmp(140, 4.0, 104, 26, 11, 0.9, 92), {50889: 41.0},
              ua(wbc=0)),
        [report("CT ABD & PELVIS WITH CONTRAST", "CT", "Abdomen",
                "Oral and intravenous contrast were given; axial images with multiplanar reformats.",
                """The appendix is well seen, filled with oral contrast, normal in caliber (5 mm), with no
                surrounding inflammation. Arising from the anterior wall of the proximal ascending
                colon, about 4 cm above the ileocecal valve, is a 1 cm outpouching with a thickened,
                hyperenhancing wall, and there is focal pericolonic fat stranding with mild thickening
                of the adjacent colonic wall. Several other noninflamed diverticula are present in the
                cecum and ascending colon. No abscess or free air. No lymphadenopathy. Terminal ileum
                normal. Liver, gallbladder, pancreas, spleen, kidneys unremarkable. No free fluid. Lung
                bases clear.""",
                ["normal_caliber_appendix", "colonic_diverticula", "pericolic_fat_stranding"],
                APP_N + GB_N + PANC_N + KID_N + EFF + ["pericolic_abscess", "pneumoperitoneum_ct",
                                                     "extraluminal_pericolic_gas", "terminal_ileal_wall_thickening",
                                                     "free_fluid_abdomen", "free_pelvic_fluid",
                                                     "enlarged_mesenteric_lymph_nodes"])],
        "Acute right-sided (ascending colon) diverticulitis",
        ["Diverticulitis of large intestine without perforation or abscess without bleeding"], [], []),

    enc(29100017, "diverticulitis", "atypical",
        """67F w/ rheumatoid arthritis on prednisone 10 mg daily and methotrexate, DM2, presents
        with 1 week of "not feeling right" - malaise, decreased appetite, vague lower abdominal
        discomfort, more on the left, and alternating constipation and loose stool. No fevers that
        she knows of, no chills. No N/V. No dysuria. Had a colonoscopy 5 yrs ago showing
        diverticulosis and a tubular adenoma.
        PMH: RA, DM2 on metformin, osteoporosis, HTN
        PSH: TAH-BSO (fibroids), L TKA
        SH: no tob, no etoh""",
        ann(["chronic_glucocorticoid_use", "immunosuppression", "autoimmune_disease_history", "diabetes_history",
             "metformin_use", "anorexia", "abdominal_pain", "llq_pain", "alternating_bowel_habit", "change_in_bowel_habits",
             "constipation", "diarrhea",
             "diverticulosis_history", "osteoporosis_history", "hypertension_history", "prior_abdominal_surgery"],
            ["fever", "chills", "nausea", "vomiting", "dysuria", "smoker", "alcohol_use"]),
        """Temp 98.4  HR 96  BP 134/70  RR 16  SpO2 97% RA
        Cushingoid woman in no distress. Ulnar deviation of both hands. Abdomen soft, nondistended,
        mild tenderness to deep palpation in the LLQ without guarding or rebound. Normal bowel
        sounds. No CVA tenderness. Rectal: no mass, brown guaiac-negative stool.""",
        annv(vit(98.4, 96, 134, 16, 97),
             ["hand_deformities", "llq_tenderness"],
             ["distended_abdomen", "guarding", "rebound_tenderness", "cva_tenderness", "guaiac_positive_stool",
              "hypoactive_bowel_sounds", "hyperactive_bowel_sounds"]),
        merge(cbc(10.9, 11.4, 412, 89.0, lymph=5.0), bmp(135, 4.3, 99, 23, 18, 0.9, 196),
              {50889: 121.0, 50813: 1.2}),
        [report("CT ABD & PELVIS WITH CONTRAST", "CT", "Abdomen",
                "Venous phase imaging after IV contrast. Oral contrast not given.",
                [("LOWER CHEST", "Mild bibasilar fibrotic changes. No effusion."),
                 ("ABDOMEN", """Liver, spleen, pancreas and adrenals normal. Cholelithiasis without
                   gallbladder wall thickening. Kidneys: bilateral simple cysts, no hydronephrosis."""),
                 ("BOWEL", """Descending and sigmoid diverticulosis. The distal descending and proximal
                   sigmoid colon are thickened with moderate adjacent fat stranding. A 3.5 cm
                   collection with an enhancing rim and an air-fluid level lies between the sigmoid
                   and the left pelvic sidewall, possibly arising from a perforated diverticulum. No free
                   intraperitoneal air. Small bowel normal."""),
                 ("PELVIS", "Status post hysterectomy. Bladder normal. No free fluid."),
                 ("BONES", "Osteopenia. Old healed compression fracture of L1.")],
                ["gallstones", "multiple_bilateral_renal_cysts", "colonic_diverticula", "sigmoid_wall_thickening",
                 "pericolic_fat_stranding", "pericolic_abscess", "vertebral_compression_fracture"],
                EFF + PANC_N + ["gallbladder_wall_thickening", "hydronephrosis", "pneumoperitoneum_ct", "bladder_wall_thickening",
                                "dilated_small_bowel_loops", "free_pelvic_fluid"])],
        "Complicated sigmoid diverticulitis with abscess in an immunosuppressed patient",
        ["Diverticulitis of large intestine with perforation and abscess without bleeding",
         "Rheumatoid arthritis, unspecified", "Long term (current) use of systemic steroids"],
        ["CT-guided percutaneous drainage of pelvic abscess"],
        [("0W9J30Z", "Drainage of Pelvic Cavity with Drainage Device, Percutaneous Approach", 10)],
        {90201: ("No growth", BLOOD_SPEC)}),

    enc(29100018, "diverticulitis", "hard",
        """71 yo F sent in by her PCP with "complicated UTI not responding to nitrofurantoin". For about
        a week she has had burning with urination and going to the bathroom frequently, and now
        says her urine looks cloudy and there are "bubbles" in it. She also has some lower abdominal
        discomfort, left more than right, and felt hot last night. She has not noticed blood in the
        urine. Bowel movements a bit looser than usual. She thinks she had "a bowel infection" with
        left sided pain 2 years ago treated at another hospital.
        PMH: HTN, HLD, hypothyroid, recurrent bladder infections (2/yr)
        PSH: cholecystectomy
        SH: widowed, lives alone, quit smoking 20 yrs ago, no alcohol
        FHx: noncontributory""",
        ann(["dysuria", "urinary_frequency", "cloudy_urine", "abdominal_pain", "llq_pain", "fever", "diarrhea",
             "change_in_bowel_habits",
             "previous_similar_episodes", "hypertension_history", "hyperlipidemia_history",
             "recurrent_uti_history", "prior_cholecystectomy", "former_smoker"],
            ["gross_hematuria", "alcohol_use"]),
        """T 99.0, HR 88, BP 144/82, RR 16, O2 97%RA
        Pleasant elderly woman, NAD
        Abd: soft, ND, tender suprapubic and LLQ, no guarding, no rebound, no palpable mass
        CVA: no tenderness bilaterally
        Pelvic: atrophic vaginal mucosa, no discharge, no adnexal masses or tenderness""",
        annv(vit(99.0, 88, 144, 16, 97),
             ["suprapubic_tenderness", "llq_tenderness"],
             ["distended_abdomen", "guarding", "rebound_tenderness", "llq_mass", "cva_tenderness", "adnexal_mass",
              "adnexal_tenderness"]),
        merge(cbc(12.3, 12.5, 348, 77.0), bmp(138, 4.4, 102, 25, 17, 0.9, 99), {50889: 58.0},
              ua(color="Yellow", app="Cloudy", sg=1.016, prot="30", nit="POS", le="LG", rbc=12, wbc=96, epi=1)),
        [report("CT ABD & PELVIS WITH CONTRAST", "CT", "Abdomen",
                """Axial images diaphragm to symphysis after IV contrast, plus delayed excretory images of
                the bladder.""",
                """LUNG BASES: clear. LIVER: several subcentimeter hypodensities too small to characterize,
                likely cysts. GALLBLADDER: surgically absent. BILE DUCTS: normal for age. PANCREAS:
                normal. SPLEEN: normal. KIDNEYS: symmetric enhancement; no hydronephrosis, no
                perinephric stranding. BLADDER: focal wall thickening along the left posterosuperior
                dome with a small focus of intraluminal gas, no Foley in place. BOWEL: sigmoid
                diverticulosis. The sigmoid colon is thickened and inflamed where it abuts the left
                bladder dome, with an ill-defined soft tissue tract between them suspicious for a
                colovesical fistula. No discrete abscess. No free air. Appendix normal. PELVIS: small
                amount of free fluid. BONES: degenerative changes.""",
                ["prior_cholecystectomy", "bladder_wall_thickening", "colonic_diverticula", "sigmoid_wall_thickening",
                 "normal_caliber_appendix", "free_pelvic_fluid"],
                EFF + PANC_N + KID_N + APP_N + DUCT_N + ["pericolic_abscess", "pneumoperitoneum_ct"])],
        "Sigmoid diverticulitis with colovesical fistula",
        ["Diverticulitis of large intestine without perforation or abscess without bleeding",
         "Vesicointestinal fistula"],
        ["Laparoscopic sigmoid colectomy with bladder repair"],
        [("0DTN4ZZ", "Resection of Sigmoid Colon, Percutaneous Endoscopic Approach", 10)],
        {90039: ("ESCHERICHIA COLI", URINE_SPEC)}),
]
