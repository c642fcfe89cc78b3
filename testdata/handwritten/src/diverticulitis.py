from common import *  # noqa: F401,F403

L = "diverticulitis"
CT = "CT ABD & PELVIS WITH CONTRAST"
CT_TECH = """MDCT images of the abdomen and pelvis were obtained in the portal venous phase following 100 mL of
intravenous Omnipaque 350. Oral contrast was administered. Coronal and sagittal reformats were reviewed."""

ENCOUNTERS = [
    # 17 typical: known diverticulosis, uncomplicated sigmoid disease; terse ED note, template CT
    enc(29000017, L, "typical",
        hpi="""62M w/ h/o diverticulosis on c-scope 2021, HTN, BPH p/w 3d LLQ pain, constant, gradually worsening,
        6/10. +anorexia, +subjective fevers. Some loose stools x2 days. No BRBPR/melena. No N/V. No urinary sx.
        Never had this before.
        PMH: HTN, diverticulosis, BPH
        PSH: R inguinal hernia repair
        Meds: lisinopril, tamsulosin
        Social History: ___
        Family History: ___""",
        hpi_ann=ann(["raas_blocker_use", "llq_pain", "prolonged_constant_pain", "anorexia", "fever", "diarrhea", "diverticulosis_history",
                     "hypertension_history", "prostatic_enlargement_history", "hernia_history",
                     "prior_abdominal_surgery"],
                    ["rectal_bleeding", "melena", "nausea", "vomiting", "dysuria", "urinary_frequency",
                     "previous_similar_episodes"]),
        pe="""VS 100.4 94 148/86 16 98% RA. Gen: comfortable, NAD. Abd: soft, mildly distended, TTP LLQ w/ voluntary
        guarding, no rebound, no palpable mass. +BS. No CVAT. Rectal: deferred.""",
        pe_ann=ann(["fever_measured", "distended_abdomen", "llq_tenderness", "guarding"],
                   ["tachycardia", "hypotension", "tachypnea", "hypoxia", "rebound_tenderness", "llq_mass",
                    "cva_tenderness"]),
        labs=merge(cbc(13.6, 14.4, 286, 78.4), bmp(138, 4.2, 102, 26, 16, 1.0, 110), {50889: 78.0},
                   ua(sg=1.018, wbc=3)),
        reports=[report(
            CT, "CT", "Abdomen", CT_TECH,
            [("LOWER CHEST", "No pleural effusion. Both lung bases clear."),
             ("HEPATOBILIARY", "The liver is unremarkable aside from a 1.1 cm hypodensity in segment 4, too small to "
                               "characterize. The gallbladder is normal."),
             ("PANCREAS", "Unremarkable."),
             ("SPLEEN", "Normal."),
             ("URINARY", "Kidneys are unremarkable. The bladder wall is normal."),
             ("GASTROINTESTINAL", "Numerous diverticula throughout the sigmoid and descending colon. A 9 cm segment of mid "
                                  "sigmoid colon demonstrates circumferential wall thickening with surrounding pericolonic "
                                  "fat stranding and engorged vasa recta, centered on an inflamed diverticulum. No "
                                  "extraluminal gas or fluid collection. The small bowel is normal in caliber. Normal "
                                  "appendix."),
             ("REPRODUCTIVE ORGANS", "The prostate is enlarged, measuring 5.4 cm."),
             ("LYMPH NODES", "No lymphadenopathy."),
             ("VASCULAR", "Mild aortic calcification."),
             ("BONES", "No suspicious lesion.")],
            present=["colonic_diverticula", "sigmoid_wall_thickening", "pericolic_fat_stranding",
                     "normal_caliber_appendix", "enlarged_prostate_imaging"],
            absent=EFF + GB_N + PANC_N + KID_N + ["bladder_wall_thickening", "extraluminal_pericolic_gas",
                                                  "pericolic_abscess", "dilated_small_bowel_loops"] + APP_N,
            dose="Total DLP (Body) = 455 mGy-cm.")],
        dx="Acute sigmoid diverticulitis, uncomplicated",
        icd=["Diverticulitis of large intestine without perforation or abscess without bleeding"]),

    # 18 typical: constipated woman, pericolic abscess; long narrative, one-paragraph CT
    enc(29000018, L, "typical",
        hpi="""Ms. ___ is a 55 year-old woman with a history of hypothyroidism and irritable bowel syndrome
        (constipation-predominant) who presents with five days of left lower abdominal pain. The pain began as a
        cramp she attributed to her usual constipation, but over the past three days it has become constant and
        localized to the left lower quadrant, and it is now severe enough that she cannot stand up straight. She
        has had fevers up to 101 with sweats, and nausea without vomiting. She has not had a bowel movement in 3
        days, though she is passing gas. She denies blood in the stool. She has never had a colonoscopy. No urinary
        symptoms. No vaginal bleeding or discharge; she is postmenopausal.
        Past Medical History: Hypothyroidism
        IBS-C
        Anxiety
        Past Surgical History: Total abdominal hysterectomy for fibroids (___)
        Social History: ___
        Family History: Mother with colon cancer at 71.""",
        hpi_ann=ann(["fever_measured", "abdominal_pain", "llq_pain", "abdominal_cramping", "prolonged_constant_pain", "fever", "sweating", "nausea",
                     "constipation", "chronic_constipation_history", "anxiety_disorder_history",
                     "prior_abdominal_surgery", "family_history_colon_malignancy"],
                    ["vomiting", "obstipation", "rectal_bleeding", "dysuria", "urinary_frequency", "vaginal_bleeding",
                     "vaginal_discharge"]),
        pe="""VITALS: T 38.3, HR 104, BP 126/78, RR 18, SpO2 98% RA
        GENERAL: Uncomfortable, flushed.
        CARDIAC: Tachycardic, regular.
        LUNGS: Clear.
        ABDOMEN: Soft, non-distended. Focal tenderness in the left lower quadrant with a vague tender mass-like
        fullness, localized rebound and voluntary guarding. No tenderness on the right. No CVA tenderness.
        PELVIC: Deferred.
        EXTREMITIES: Warm, well perfused.""",
        pe_ann=ann(["fever_measured", "tachycardia", "flushing", "llq_tenderness", "llq_mass", "rebound_tenderness",
                    "guarding"],
                   ["hypotension", "hypertension_measured", "tachypnea", "hypoxia", "distended_abdomen",
                    "rlq_tenderness", "ruq_tenderness", "cva_tenderness"]),
        labs=merge(cbc(17.8, 12.2, 402, 83.6), bmp(136, 3.8, 100, 23, 14, 0.8, 121),
                   lft(21, 24, 90, 0.7, alb=3.7), {50889: 182.0, 50813: 1.5}, ua(sg=1.020, wbc=4)),
        reports=[report(
            CT, "CT", "Abdomen", CT_TECH,
            """Sigmoid diverticulosis. There is wall thickening of the distal descending and proximal sigmoid colon
with marked adjacent fat stranding. Along the mesenteric border of the proximal sigmoid there is a 2.8 x 2.2 x 2.5
cm peripherally enhancing fluid collection containing a small focus of gas, contiguous with an inflamed
diverticulum. No free intraperitoneal air. Trace free fluid in the pelvis. No bowel obstruction. The appendix is
normal. The liver, gallbladder, pancreas, spleen and adrenals are unremarkable. The kidneys enhance symmetrically
without hydronephrosis. Status post hysterectomy; no adnexal mass. Lung bases clear. Degenerative changes of the
lumbar spine.""",
            present=["colonic_diverticula", "sigmoid_wall_thickening", "pericolic_fat_stranding", "pericolic_abscess",
                     "extraluminal_pericolic_gas", "free_pelvic_fluid", "normal_caliber_appendix"],
            absent=["pneumoperitoneum_ct", "dilated_small_bowel_loops"] + APP_N + ["rim_enhancing_hepatic_collection"]
            + GB_N + PANC_N + ["hydronephrosis", "extrauterine_adnexal_mass", "lung_base_pleural_effusion"])],
        dx="Sigmoid diverticulitis with 2.8 cm pericolic abscess",
        icd=["Diverticulitis of large intestine with perforation and abscess without bleeding"]),

    # 19 typical: smoker with COPD on warfarin, microperforation
    enc(29000019, L, "typical",
        hpi="""70M w/ PMH AF on warfarin, COPD, 40 pk-yr active smoker, presenting w/ 2 days of LLQ and suprapubic
        pain, worse today, w/ fevers/chills, anorexia, nausea and 1 episode of emesis. Had a similar episode of LLQ
        pain 2 yrs ago treated w/ oral abx by his PCP, never imaged. Last BM yesterday, small, no blood. Denies
        dysuria.
        PMH: AF, COPD, HTN, BPH
        PSH: none
        Social History: ___
        Family History: NC""",
        hpi_ann=ann(["atrial_fibrillation_history", "anticoagulant_use", "copd_history", "smoker", "llq_pain",
                     "suprapubic_pain", "fever", "chills", "anorexia", "nausea", "vomiting",
                     "previous_similar_episodes", "hypertension_history", "prostatic_enlargement_history"],
                    ["rectal_bleeding", "dysuria", "prior_abdominal_surgery"]),
        pe="""T 38.7 HR 96 irreg BP 102/64 RR 20 SpO2 95% RA. Gen: appears unwell. Lungs: diffuse expiratory wheezes,
        prolonged expiration. Heart: irregularly irregular. Abd: mildly distended, tympanic, tender LLQ and
        suprapubic with involuntary guarding and rebound in the LLQ, no diffuse peritonitis. Rectal: no mass, guaiac
        neg.""",
        pe_ann=ann(["fever_measured", "ill_appearing", "expiratory_wheezes", "prolonged_expiratory_phase",
                    "irregularly_irregular_pulse", "distended_abdomen", "tympanic_abdomen", "llq_tenderness",
                    "suprapubic_tenderness", "guarding", "rebound_tenderness"],
                   ["tachycardia", "hypotension", "hypertension_measured", "tachypnea", "hypoxia",
                    "guaiac_positive_stool"]),
        labs=merge(cbc(16.4, 13.1, 244, 86.2), bmp(133, 4.0, 98, 24, 26, 1.2, 138), coags(31.0, 2.8, 41.2),
                   lft(18, 22, 76, 0.9), {50813: 1.8}, ua(wbc=6, rbc=2)),
        reports=[report(
            CT, "CT", "Abdomen", CT_TECH,
            [("LOWER CHEST", "Centrilobular emphysema at the lung bases. No pleural effusion."),
             ("HEPATOBILIARY", "Unremarkable liver. The gallbladder contains a single 1 cm stone without wall thickening."),
             ("PANCREAS", "Normal."),
             ("URINARY", "Bilateral nonobstructing renal stones up to 4 mm. No hydronephrosis."),
             ("GASTROINTESTINAL", "Extensive left-sided diverticulosis. The mid-sigmoid colon is thickened over a 7 cm "
                                  "segment with surrounding fat stranding. Several small locules of extraluminal gas are "
                                  "present in the sigmoid mesocolon adjacent to an inflamed diverticulum, without a "
                                  "drainable collection. No free intraperitoneal air. Small bowel is normal in caliber. The "
                                  "appendix is not seen, but the right lower quadrant fat is clean."),
             ("PELVIS", "Small amount of free fluid in the pelvis. The bladder is unremarkable."),
             ("VASCULAR", "The infrarenal abdominal aorta is ectatic, measuring 2.8 cm.")],
            present=["emphysematous_changes", "gallstones", "renal_calculus", "colonic_diverticula",
                     "sigmoid_wall_thickening", "pericolic_fat_stranding", "extraluminal_pericolic_gas",
                     "free_pelvic_fluid"],
            absent=EFF + ["rim_enhancing_hepatic_collection", "gallbladder_wall_thickening"] + PANC_N
            + ["hydronephrosis", "pericolic_abscess", "pneumoperitoneum_ct", "dilated_small_bowel_loops",
               "bladder_wall_thickening"],
            dose="DLP 812 mGy-cm")],
        dx="Acute sigmoid diverticulitis with contained microperforation",
        icd=["Diverticulitis of large intestine with perforation and abscess without bleeding",
             "Chronic obstructive pulmonary disease, unspecified", "Unspecified atrial fibrillation"]),

    # 20 typical: obese diabetic man, urinary symptoms from the sigmoid lying on the bladder
    enc(29000020, L, "typical",
        hpi="""48 year old man, BMI 38, with type 2 diabetes and sleep apnea, here with 2 days of lower abdominal
        pain, worst in the left lower quadrant, with some urinary frequency and a sensation of incomplete voiding
        but no burning. Nausea, no vomiting. Tmax 100.8 last night. Normal bowel movements. He had a screening
        colonoscopy 3 years ago that showed "some pouches" and one polyp, which was removed.
        Past Medical History: DM2 on metformin and empagliflozin
        OSA
        Obesity
        Fatty liver
        Past Surgical History: Laparoscopic gastric band, later removed
        Social History: ___
        Family History: Father with prostate cancer""",
        hpi_ann=ann(["fever_measured", "abdominal_pain", "llq_pain", "urinary_frequency", "incomplete_emptying", "nausea", "fever",
                     "diabetes_history", "metformin_use", "obesity", "diverticulosis_history",
                     "prior_abdominal_surgery", "prior_gastric_surgery", "family_history_prostate_malignancy"],
                    ["dysuria", "vomiting", "diarrhea", "constipation"]),
        pe="""BP 138/82 | Pulse 99 | Temp 37.9 C | Resp 18 | SpO2 97%. Obese, NAD. Abdomen obese, soft, non-distended,
        tender in the LLQ and suprapubic region, no rebound, no guarding, negative CVA tenderness bilaterally. No
        inguinal hernia. Testes normal.""",
        pe_ann=ann(["central_obesity", "obesity", "llq_tenderness", "suprapubic_tenderness"],
                   VITALS_N + ["distended_abdomen", "rebound_tenderness", "guarding", "cva_tenderness"]),
        labs=merge(cbc(12.6, 15.0, 264, 76.8), bmp(137, 4.3, 101, 25, 15, 0.9, 188), lft(58, 44, 90, 0.6),
                   {50852: 8.2}, ua(sg=1.018, glu="1000", le="TR", wbc=7, rbc=2)),
        micro={90039: ("No growth", URINE_SPEC)},
        reports=[report(
            CT, "CT", "Abdomen", CT_TECH,
            """Diffuse hepatic steatosis. The gallbladder, pancreas, spleen, adrenal glands and kidneys are unremarkable.
Sigmoid diverticulosis with focal wall thickening and mild pericolonic fat stranding of the distal sigmoid colon,
which lies adjacent to the bladder dome. The bladder wall is not thickened and there is no gas in the bladder. No
abscess. No extraluminal air. The appendix is normal. No free fluid. No lymphadenopathy. Findings are consistent
with uncomplicated ____.""",
            present=["colonic_diverticula", "sigmoid_wall_thickening", "pericolic_fat_stranding",
                     "normal_caliber_appendix"],
            absent=GB_N + PANC_N + KID_N + ["bladder_wall_thickening", "pericolic_abscess", "extraluminal_pericolic_gas",
                                            "pneumoperitoneum_ct"] + APP_N + ["free_fluid_abdomen"])],
        dx="Acute uncomplicated sigmoid diverticulitis",
        icd=["Diverticulitis of large intestine without perforation or abscess without bleeding",
             "Type 2 diabetes mellitus with hyperglycemia"]),

    # 21 atypical: right-sided (ascending colon) disease in a Korean-born man, looks like the appendix
    enc(29000021, L, "atypical",
        hpi="""41M, emigrated from South Korea 10 yrs ago, no PMH, p/w RLQ pain x2 days. Pain started in the RLQ,
        no periumbilical onset, constant, sharp, 5/10, worse with coughing. Mild nausea, eating normally. No
        vomiting. Subj fever. BMs normal. No urinary sx.
        PMH: none
        PSH: none
        Meds: none
        Social History: ___
        Family History: NC""",
        hpi_ann=ann(["rlq_pain", "prolonged_constant_pain", "nausea", "fever", "east_asian_ancestry"],
                    ["periumbilical_pain", "pain_migration_to_rlq", "anorexia", "vomiting", "diarrhea", "constipation",
                     "dysuria", "urinary_frequency", "prior_abdominal_surgery"]),
        pe="""T 37.8 HR 84 BP 128/76 RR 14 SpO2 99%. Well-appearing. Abd: soft, ND, focal TTP RLQ, somewhat lateral
        and superior to McBurney's point, no rebound, mild guarding. Rovsing neg, psoas neg. No CVAT.""",
        pe_ann=ann(["rlq_tenderness", "guarding"],
                   VITALS_N + ["ill_appearing", "distended_abdomen", "rebound_tenderness", "rovsing_sign", "psoas_sign",
                               "cva_tenderness"]),
        labs=merge(cbc(11.8, 15.6, 228, 74.2), bmp(140, 4.0, 103, 26, 13, 0.9, 95), lft(24, 21, 66, 0.9),
                   {50956: 30, 50889: 46.0}, ua()),
        reports=[report(
            CT, "CT", "Abdomen", CT_TECH,
            """The appendix is normal in caliber, measuring 5 mm, air-filled, and without surrounding inflammation.
Along the lateral wall of the ascending colon, 3 cm above the ileocecal valve, there is an inflamed outpouching
measuring 1.2 cm with a hyperenhancing wall, associated focal thickening of the adjacent colonic wall and moderate
surrounding fat stranding. Two additional uninflamed diverticula in the cecum. No abscess or extraluminal gas. No
bowel obstruction. Small reactive ileocolic nodes. The terminal ileum is normal. The remainder of the colon,
including the sigmoid, is unremarkable. Liver, gallbladder, pancreas, spleen, adrenals and kidneys unremarkable. No
free fluid.""",
            present=["normal_caliber_appendix", "colonic_diverticula", "pericolic_fat_stranding"],
            absent=APP_N + ["pericolic_abscess", "extraluminal_pericolic_gas", "dilated_small_bowel_loops",
                            "terminal_ileal_wall_thickening", "sigmoid_wall_thickening",
                            "rim_enhancing_hepatic_collection"] + GB_N + PANC_N + KID_N + ["free_fluid_abdomen"])],
        dx="Right-sided (ascending colon) diverticulitis",
        icd=["Diverticulitis of large intestine without perforation or abscess without bleeding"]),

    # 22 atypical: immunosuppressed elderly woman, muted signs, perforation with abscess
    enc(29000022, L, "atypical",
        hpi="""Mrs. ___ is a 76 year-old woman with rheumatoid arthritis on prednisone 10 mg daily and methotrexate,
        osteoporosis and hypertension, who presents with 4 days of generalized weakness and poor appetite. She
        reports a vague heaviness in the lower abdomen, more on the left, which she rates only 2-3/10, and she has
        been constipated. She has not had fevers that she knows of, but felt cold and shaky yesterday. No vomiting.
        Her daughter brought her in because she seemed more tired than usual and was not getting out of bed. She
        denies urinary symptoms, cough or shortness of breath.
        Past Medical History: Rheumatoid arthritis (on prednisone and methotrexate)
        Osteoporosis with T12 compression fracture
        Hypertension
        Hypothyroidism
        Past Surgical History: Bilateral total knee replacements
        Cataract surgery
        Social History: ___
        Family History: Noncontributory""",
        hpi_ann=ann(["prior_lens_surgery", "generalized_muscle_weakness", "anorexia", "abdominal_pain", "llq_pain", "constipation", "chills",
                     "fatigue", "autoimmune_disease_history", "chronic_glucocorticoid_use", "immunosuppression",
                     "osteoporosis_history", "hypertension_history"],
                    ["fever", "vomiting", "dysuria", "urinary_frequency", "cough", "dyspnea"]),
        pe="""98.9 88 112/60 18 96% RA | Frail elderly woman, cushingoid facies, in no distress. Oropharynx dry. Lungs:
        clear. Heart: regular. Abdomen: soft, mildly distended, mild tenderness to deep palpation in the left lower
        quadrant, no rebound, no guarding, no rigidity. Bowel sounds diminished. No CVA tenderness. Skin: thin,
        multiple ecchymoses on the forearms.""",
        pe_ann=ann(["moon_facies", "dehydration_signs", "distended_abdomen", "llq_tenderness", "hypoactive_bowel_sounds",
                    "ecchymoses"],
                   VITALS_N + ["rebound_tenderness", "guarding", "abdominal_rigidity", "cva_tenderness"]),
        labs=merge(cbc(9.8, 11.0, 412, 88.4, bands=3), bmp(134, 3.6, 99, 22, 24, 0.9, 158),
                   lft(20, 24, 98, 0.5, alb=2.9), {50813: 1.6, 50889: 164.0}, ua(sg=1.022, ket="TR")),
        reports=[report(
            CT, "CT", "Abdomen", CT_TECH,
            [("LOWER CHEST", "Bibasilar atelectasis. No effusion."),
             ("HEPATOBILIARY", "Liver and gallbladder within normal limits."),
             ("PANCREAS", "Unremarkable."),
             ("URINARY", "Kidneys normal. The bladder is partially distended and normal."),
             ("GASTROINTESTINAL", "There are numerous sigmoid diverticula. The sigmoid colon is thickened with extensive "
                                  "surrounding inflammatory change. A 5.4 x 3.8 cm multiloculated collection of fluid and "
                                  "gas lies in the left pelvis, inseparable from the sigmoid colon. A small volume of free "
                                  "intraperitoneal air is seen anterior to the liver and along the falciform ligament. "
                                  "Small amount of free fluid in the pelvis and left paracolic gutter. No small bowel "
                                  "dilatation."),
             ("BONES", "Osteopenia. Chronic T12 compression deformity.")],
            present=["colonic_diverticula", "sigmoid_wall_thickening", "pericolic_fat_stranding", "pericolic_abscess",
                     "extraluminal_pericolic_gas", "pneumoperitoneum_ct", "free_pelvic_fluid", "free_fluid_abdomen",
                     "vertebral_compression_fracture"],
            absent=EFF + ["rim_enhancing_hepatic_collection"] + GB_N + PANC_N + KID_N
            + ["bladder_wall_thickening", "dilated_small_bowel_loops"],
            dose="DLP 590 mGy-cm")],
        dx="Perforated sigmoid diverticulitis with pelvic abscess",
        icd=["Diverticulitis of large intestine with perforation and abscess without bleeding",
             "Rheumatoid arthritis, unspecified", "Long term (current) use of systemic steroids"],
        procs=["Sigmoid colectomy with end colostomy (Hartmann procedure)"],
        icdp=[("0DTN0ZZ", "Resection of Sigmoid Colon, Open Approach", 10)]),

    # 23 hard: treated as a urinary infection by her PCP; the CT shows the sigmoid against the bladder
    enc(29000023, L, "hard",
        hpi="""67F h/o recurrent UTIs, DM2, presenting w/ 4d of suprapubic pain, dysuria and frequency; seen by PCP 3d
        ago, dx'd w/ UTI and started on cipro. No improvement, now pain moving to the LLQ, + fever 101 last night,
        + nausea. No flank pain. No vaginal d/c or bleeding. +Constipation.
        PMH: DM2, recurrent UTIs, HTN, hypothyroidism
        PSH: C-section x2, bladder sling ___
        Social History: ___
        Family History: sister - ovarian ca""",
        hpi_ann=ann(["fever_measured", "recurrent_uti_history", "diabetes_history", "suprapubic_pain", "dysuria", "urinary_frequency",
                     "llq_pain", "fever", "nausea", "constipation", "hypertension_history", "prior_abdominal_surgery"],
                    ["flank_pain", "vaginal_discharge", "vaginal_bleeding"]),
        pe="""T 38.1 HR 92 BP 146/72 RR 16 96% RA. Gen: NAD. Abd: soft, ND, TTP suprapubic and LLQ with localized
        guarding in the LLQ, no rebound. No CVAT. Pelvic: no CMT or adnexal tenderness, atrophic vaginal mucosa.""",
        pe_ann=ann(["fever_measured", "suprapubic_tenderness", "llq_tenderness", "guarding"],
                   ["tachycardia", "hypotension", "tachypnea", "hypoxia", "distended_abdomen", "rebound_tenderness",
                    "cva_tenderness", "cervical_motion_tenderness", "adnexal_tenderness"]),
        labs=merge(cbc(14.1, 12.3, 310, 81.5), bmp(137, 4.1, 100, 24, 18, 0.9, 192), {50889: 96.0},
                   ua(app="Hazy", sg=1.016, prot="TR", glu="100", le="SM", wbc=11, rbc=5)),
        micro={90039: ("No growth", URINE_SPEC)},
        reports=[report(
            CT, "CT", "Abdomen", CT_TECH,
            [("ABDOMEN", "Liver, gallbladder, spleen, pancreas and adrenal glands appear normal. The kidneys enhance and "
                         "excrete contrast symmetrically without hydronephrosis, perinephric stranding or focal parenchymal "
                         "abnormality. No renal or ureteral stones. Small bowel loops are normal in caliber. The appendix "
                         "is normal."),
             ("PELVIS", "Multiple sigmoid diverticula. The sigmoid colon is thickened and there is inflammatory stranding in "
                        "the adjacent fat, with an inflamed diverticulum in the loop of sigmoid that lies against the left "
                        "posterolateral bladder dome. The adjacent bladder wall is focally thickened, likely reactive. No "
                        "gas within the bladder to suggest a fistula. No abscess. No free air. Uterus and ovaries are "
                        "unremarkable.")],
            present=["normal_caliber_appendix", "colonic_diverticula", "sigmoid_wall_thickening",
                     "pericolic_fat_stranding", "bladder_wall_thickening"],
            absent=GB_N + PANC_N + ["rim_enhancing_hepatic_collection", "hydronephrosis", "perinephric_stranding",
                                    "renal_calculus", "ureteral_stone", "dilated_small_bowel_loops"] + APP_N
            + ["pericolic_abscess", "pneumoperitoneum_ct"])],
        dx="Acute sigmoid diverticulitis with reactive bladder wall thickening",
        icd=["Diverticulitis of large intestine without perforation or abscess without bleeding"]),

    # 24 hard: stone-former told it was another stone; stone-protocol CT finds the colon
    enc(29000024, L, "hard",
        hpi="""59 year old male with a history of kidney stones (two prior episodes, the last requiring ureteroscopy
        in ___) who presents with left flank and left lower quadrant pain since yesterday. He called his
        urologist's office this morning and was told this sounded like another stone and to come to the ED for a
        CT. He describes the pain as constant and aching rather than the waves of pain he had with his previous
        stones. He has had chills and anorexia. No hematuria, no dysuria. He has had two loose bowel movements
        today. No nausea or vomiting.
        Past Medical History: Nephrolithiasis (calcium oxalate), s/p L ureteroscopy and laser lithotripsy
        Gout
        Hypertension
        Past Surgical History: Ureteroscopy as above
        Social History: ___
        Family History: Father with kidney stones and colon polyps.""",
        hpi_ann=ann(["kidney_stone_history", "flank_pain", "llq_pain", "prolonged_constant_pain", "chills", "anorexia",
                     "diarrhea", "prior_gout_attacks", "hypertension_history"],
                    ["colicky_abdominal_pain", "gross_hematuria", "dysuria", "nausea", "vomiting"]),
        pe="""Vitals: Temp 99.5 Pulse 86 BP 152/94 RR 16 Sat 98% RA. Well appearing man, sitting comfortably. Abdomen:
        soft, nondistended, tender in the left lower quadrant and left flank to deep palpation with mild voluntary
        guarding, no rebound. Mild left CVA tenderness. Genitals normal.""",
        pe_ann=ann(["llq_tenderness", "guarding", "cva_tenderness"],
                   ["fever_measured", "tachycardia", "hypotension", "tachypnea", "hypoxia", "ill_appearing",
                    "distended_abdomen", "rebound_tenderness"]),
        labs=merge(cbc(13.2, 15.1, 255, 79.0), bmp(139, 4.2, 102, 26, 19, 1.2, 106, ca=9.8),
                   ua(sg=1.022, rbc=3, wbc=3), {51007: 7.9}),
        reports=[report(
            "CT ABD & PELVIS W/O CONTRAST", "CT", "Abdomen",
            "Low-dose helical CT of the abdomen and pelvis without oral or intravenous contrast (renal stone protocol).",
            [("KIDNEYS AND URETERS", "Two punctate nonobstructing calculi in the lower pole of the left kidney, measuring 2 "
                                     "and 3 mm. No hydronephrosis. No ureteral calculi along the expected course of "
                                     "either ureter. No perinephric stranding."),
             ("BLADDER", "Unremarkable."),
             ("BOWEL", "Numerous diverticula in the descending and sigmoid colon. At the junction of the descending and "
                       "sigmoid colon there is a 6 cm segment of wall thickening with pericolonic fat stranding; a "
                       "little fluid tracks into the left paracolic gutter. No extraluminal air or abscess. No small "
                       "bowel dilatation. Appendix normal."),
             ("OTHER", "Limited noncontrast evaluation of the liver, spleen, pancreas and adrenal glands is unremarkable. "
                       "Gallbladder normal. No lymphadenopathy. Bones unremarkable.")],
            present=["renal_calculus", "colonic_diverticula", "sigmoid_wall_thickening", "pericolic_fat_stranding",
                     "free_fluid_abdomen", "normal_caliber_appendix"],
            absent=["hydronephrosis", "ureteral_stone", "perinephric_stranding", "bladder_wall_thickening",
                    "extraluminal_pericolic_gas", "pericolic_abscess", "dilated_small_bowel_loops"] + APP_N
            + ["rim_enhancing_hepatic_collection"] + PANC_N + GB_N,
            dose="DLP 301 mGy-cm")],
        dx="Acute diverticulitis at the descending-sigmoid junction; nonobstructing left renal calculi",
        icd=["Diverticulitis of large intestine without perforation or abscess without bleeding",
             "Calculus of kidney"]),
]
