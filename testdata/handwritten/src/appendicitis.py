from common import *  # noqa: F401,F403

L = "appendicitis"
CT_TECH = """Multidetector CT images of the abdomen and pelvis were acquired after uneventful administration of
100 mL Omnipaque 350 intravenous contrast. No oral contrast. Coronal and sagittal reformations were reviewed."""
APPY_PROC = ["Laparoscopic appendectomy"]
APPY_PCS = [("0DTJ4ZZ", "Resection of Appendix, Percutaneous Endoscopic Approach", 10)]

ENCOUNTERS = [
    # 1 typical: young man, classic migration, terse ED note, ultrasound first
    enc(29000001, L, "typical",
        hpi="""19M no PMH p/w abd pain x1 day. Started periumbilical last night around dinner, dull, now moved to
        RLQ and sharp, 7/10. +nausea, 1 episode NBNB emesis this AM. Anorexic - hasn't eaten since yesterday
        lunch. Denies fevers/chills, diarrhea, dysuria, hematuria. Pain worse w/ walking and going over bumps in
        the car on the way in. No sick contacts. Never had pain like this before.
        PMH: nil. PSH: nil.
        Social History: ___
        Family History: noncontributory""",
        hpi_ann=ann(["abdominal_pain", "periumbilical_pain", "rlq_pain", "pain_migration_to_rlq", "nausea",
                     "vomiting", "anorexia", "pain_worse_with_movement"],
                    ["fever", "chills", "diarrhea", "dysuria", "gross_hematuria", "bilious_vomiting",
                     "hematemesis", "sick_contacts", "previous_similar_episodes", "prior_abdominal_surgery"]),
        pe="""VS: T 99.1 HR 96 BP 124/72 RR 16 SpO2 99% RA
        Gen: young man lying still on stretcher, uncomfortable
        HEENT: MMM, anicteric
        CV: RRR
        Pulm: CTAB
        Abd: soft, ND, TTP RLQ maximal at McBurney's point, +Rovsing, voluntary guarding RLQ, no rebound. Neg psoas.
        GU: deferred
        Ext: WWP""",
        pe_ann=ann(["rlq_tenderness", "mcburney_point_tenderness", "rovsing_sign", "guarding"],
                   VITALS_N + ["dehydration_signs", "jaundice", "distended_abdomen", "rebound_tenderness",
                               "psoas_sign"]),
        labs=merge(cbc(14.6, 15.1, 251, 82.4), bmp(139, 3.9, 102, 24, 14, 0.9, 104, ca=9.6),
                   lft(22, 19, 71, 0.8, alb=4.6), {50956: 28}, ua(sg=1.024, ket="TR")),
        reports=[report(
            "US ABD LIMIT, SINGLE ORGAN", "Ultrasound", "Abdomen",
            "RLQ sonography with a linear high-frequency probe and graded compression; grayscale and color Doppler.",
            """At the site of maximal tenderness in the right lower quadrant there is a blind-ending tubular
structure arising from the cecum that does not compress, measuring up to 9 mm in outer diameter. Its wall is
hyperemic on color Doppler and the surrounding fat is echogenic. No shadowing appendicolith. Trace simple free
fluid in the right lower quadrant. No drainable fluid collection. Visualized bowel loops show normal peristalsis.""",
            present=["dilated_appendix", "noncompressible_appendix", "appendiceal_wall_hyperemia",
                     "echogenic_periappendiceal_fat", "free_fluid_abdomen"],
            absent=["appendicolith", "periappendiceal_fluid_collection"])],
        dx="Acute appendicitis", icd=["Unspecified acute appendicitis"], procs=APPY_PROC, icdp=APPY_PCS),

    # 2 typical: woman, long narrative, fever, CT with appendicolith (BIDMC-style template)
    enc(29000002, L, "typical",
        hpi="""Ms. ___ is a 34 year old woman with a history of hypothyroidism and migraines who presents with
        approximately 30 hours of abdominal pain. By her account it began as a dull, vague ache around her belly
        button yesterday morning while at work, which she attributed to something she ate. Over the course of the
        evening the pain settled into the right lower abdomen and became constant and sharp, 8/10, and she was
        unable to sleep. She has had two episodes of non-bloody emesis and has no appetite. She checked her
        temperature at home and it was 100.9. Her last menstrual period was 2 weeks ago and was normal; she denies
        vaginal discharge or bleeding. She denies urinary symptoms. Last bowel movement was yesterday and was
        normal. She has never had pain like this before. In the ED, initial vitals were 100.6 104 118/70 18 98% RA.
        She was given morphine, ondansetron and 1L LR and CT abdomen/pelvis was obtained.
        Past Medical History: Hypothyroidism
        Migraine without aura
        Past Surgical History: Cesarean section ___
        Social History: ___
        Family History: Mother with hypertension. No family history of IBD or colon cancer.""",
        hpi_ann=ann(["abdominal_pain", "periumbilical_pain", "rlq_pain", "pain_migration_to_rlq",
                     "prolonged_constant_pain", "vomiting", "anorexia", "fever", "prior_abdominal_surgery",
                     "fever_measured", "tachycardia"],
                    ["hematemesis", "vaginal_discharge", "vaginal_bleeding", "missed_period", "dysuria",
                     "urinary_frequency", "diarrhea", "constipation", "previous_similar_episodes", "hypotension",
                     "hypertension_measured", "tachypnea", "hypoxia", "family_history_ibd",
                     "family_history_colon_malignancy"]),
        pe="""Vitals: T 99.8 HR 98 BP 112/68 RR 16 O2 sat 99% RA
        General: Alert, oriented, appears uncomfortable, lying with hips flexed
        HEENT: NCAT, sclera anicteric, mucous membranes dry
        Cardiac: regular, no murmurs
        Pulmonary: Clear bilaterally, no respiratory distress
        Abdomen: Soft, non-distended. Focal tenderness in the right lower quadrant with localized rebound and
        involuntary guarding. Positive Rovsing sign. Negative Murphy sign. No hernias. Well-healed Pfannenstiel
        incision.
        Pelvic: deferred
        Extremities: No edema.""",
        pe_ann=ann(["rlq_tenderness", "rebound_tenderness", "guarding", "rovsing_sign", "dehydration_signs"],
                   VITALS_N + ["jaundice", "distended_abdomen", "murphy_sign"]),
        labs=merge(cbc(16.2, 12.9, 288, 85.1), bmp(137, 3.7, 101, 23, 11, 0.7, 118, ca=9.2),
                   lft(18, 21, 64, 1.1, alb=4.2), {50956: 31, 51085: "NEG", 50813: 1.4},
                   ua(sg=1.028, ket="40", prot="TR", wbc=4, rbc=2)),
        reports=[report(
            "CT ABD & PELVIS WITH CONTRAST", "CT", "Abdomen", CT_TECH,
            [("LOWER CHEST", "No pleural or pericardial effusion. Clear lung bases."),
             ("ABDOMEN", ""),
             ("HEPATOBILIARY", "The liver enhances homogeneously without focal lesion. No intra or extrahepatic biliary "
                               "ductal dilatation. The gallbladder is unremarkable."),
             ("PANCREAS", "Normal in bulk and enhancement without ductal dilation or peripancreatic stranding."),
             ("SPLEEN", "Normal in size."),
             ("ADRENALS", "Normal."),
             ("URINARY", "Kidneys enhance symmetrically without hydronephrosis or perinephric stranding. No renal calculi."),
             ("GASTROINTESTINAL", "The appendix is enlarged, measuring 12 mm in diameter, with mucosal hyperenhancement "
                                  "and a 6 mm calcified appendicolith at its base. Moderate inflammatory stranding of "
                                  "the surrounding mesenteric fat. No extraluminal gas or organized fluid collection. "
                                  "The remainder of the small and large bowel is normal in caliber without wall thickening."),
             ("PELVIS", "Small volume of free fluid in the pelvis. The bladder is decompressed."),
             ("REPRODUCTIVE ORGANS", "Uterus and adnexa are within normal limits."),
             ("LYMPH NODES", "A few subcentimeter ileocolic lymph nodes, likely reactive."),
             ("VASCULAR", "No abdominal aortic aneurysm."),
             ("BONES", "No suspicious osseous lesion."),
             ("SOFT TISSUES", "Low transverse pelvic incision.")],
            present=["dilated_appendix", "appendiceal_wall_enhancement", "appendicolith",
                     "periappendiceal_fat_stranding", "free_pelvic_fluid"],
            absent=EFF + ["pericardial_effusion", "rim_enhancing_hepatic_collection"] + DUCT_N + GB_N + PANC_N + KID_N
            + ["appendiceal_perforation_signs", "periappendiceal_fluid_collection", "dilated_small_bowel_loops",
               "sigmoid_wall_thickening"],
            dose="Total DLP (Body) = 418 mGy-cm.")],
        dx="Acute appendicitis with appendicolith", icd=["Other and unspecified acute appendicitis"],
        procs=APPY_PROC, icdp=APPY_PCS),

    # 3 typical: ultrasound does not see the appendix, CT does; resident H&P with abbreviations
    enc(29000003, L, "typical",
        hpi="""27 y/o M w/ no significant PMH presenting w/ 2 days of abdominal pain. Pt states pain started
        diffusely yesterday AM, initially crampy, and by the evening had localized to the R lower abdomen where it
        has stayed. Has had nausea w/o emesis, decreased appetite. Subjective fevers and chills overnight. BMs have
        been normal, last yesterday. No urinary sx. No recent travel, no sick contacts. Went to urgent care today
        who sent him to the ED for further eval. ROS otherwise negative.
        PMH: Asthma (mild intermittent)
        PSH: none
        Meds: albuterol prn
        All: NKDA
        Social History: ___
        Family History: Father - DM2""",
        hpi_ann=ann(["abdominal_pain", "diffuse_abdominal_pain", "abdominal_cramping", "rlq_pain",
                     "pain_migration_to_rlq", "nausea", "anorexia", "fever", "chills", "asthma_history",
                     "family_history_diabetes"],
                    ["vomiting", "diarrhea", "constipation", "dysuria", "urinary_frequency", "recent_travel",
                     "sick_contacts", "prior_abdominal_surgery"]),
        pe="""T 38.2 P 88 BP 131/79 RR 18 SpO2 100% RA. Pleasant, in mild discomfort. Anicteric. Heart regular.
        Lungs clear. Abdomen is soft and nondistended with tenderness to palpation in the RLQ and mild rebound, no
        guarding; positive psoas sign, equivocal Rovsing. No CVA tenderness. GU exam normal, no testicular
        tenderness, no inguinal hernia.""",
        pe_ann=ann(["fever_measured", "rlq_tenderness", "rebound_tenderness", "psoas_sign"],
                   minus(VITALS_N, "fever_measured") + ["jaundice", "distended_abdomen", "guarding",
                                                        "cva_tenderness"]),
        labs=merge(cbc(13.1, 15.8, 233, 79.5), bmp(140, 4.2, 104, 26, 12, 1.0, 97),
                   lft(35, 27, 58, 1.3, alb=4.8), {50956: 19}, ua()),
        reports=[
            report("US ABD LIMIT, SINGLE ORGAN", "Ultrasound", "Abdomen",
                   "Targeted grayscale ultrasound of the right lower quadrant.",
                   """Graded compression sonography of the right lower quadrant was limited by overlying bowel gas.
The appendix is not visualized. No free fluid or focal fluid collection in the right lower quadrant.
Visualized portions of the right kidney are unremarkable without hydronephrosis.""",
                   present=[], absent=["free_fluid_abdomen", "periappendiceal_fluid_collection", "hydronephrosis"]),
            report("CT ABD & PELVIS WITH CONTRAST", "CT", "Abdomen", CT_TECH,
                   """Lung bases are clear. The liver, gallbladder, spleen, pancreas and adrenal glands are
unremarkable. The kidneys enhance symmetrically without hydronephrosis. The appendix arises in the expected
location off the cecal tip and is distended with fluid to 11 mm, with wall thickening, hyperenhancement and
surrounding fat stranding extending to the cecal pole. No appendicolith. No abscess or extraluminal air. There
is no small-bowel dilatation. The colon is unremarkable. No free fluid. The bladder, prostate and seminal
vesicles are normal. No lymphadenopathy. No acute osseous abnormality. Findings consistent with ____.""",
                   present=["dilated_appendix", "appendiceal_wall_enhancement", "periappendiceal_fat_stranding"],
                   absent=["lung_base_pleural_effusion", "rim_enhancing_hepatic_collection"] + GB_N + PANC_N
                   + ["hydronephrosis", "appendicolith", "periappendiceal_fluid_collection",
                      "appendiceal_perforation_signs", "dilated_small_bowel_loops"] + COLON_N
                   + ["free_fluid_abdomen"],
                   dose="DLP: 502 mGy-cm")],
        dx="Acute appendicitis", icd=["Acute appendicitis without mention of peritonitis"],
        procs=APPY_PROC, icdp=[("4701", "Laparoscopic appendectomy", 9)]),

    # 4 typical (severe): perforated with abscess, consult-style narrative
    enc(29000004, L, "typical",
        hpi="""Mr. ___ is a 45 year old man, known to have hypertension and hyperlipidemia, seen for abdominal pain of
        3 days' duration. He initially felt crampy discomfort in the lower abdomen on ___, which he thought was gas.
        The following day it became more intense on the right side and he had fevers to 102 at home with rigors.
        Today the pain is all over his abdomen and his belly feels swollen. He has vomited several times today and
        has not been able to keep down fluids. He has had no bowel movement for 2 days but is passing flatus. He
        denies hematochezia, melena or dysuria. He took ibuprofen at home without relief. He has never had a
        colonoscopy. In the ED he was febrile to 38.9, tachycardic to 118, BP 134/82. Labs notable for WBC 19.4
        with bandemia. CT A/P was obtained and surgery was consulted.
        Past Medical History: HTN
        HLD
        GERD
        Past Surgical History: L knee arthroscopy
        Social History: ___
        Family History: Father with colon polyps in his 60s.""",
        hpi_ann=ann(["abdominal_pain", "abdominal_cramping", "rlq_pain", "fever", "chills",
                     "diffuse_abdominal_pain", "abdominal_distension", "vomiting", "nsaid_use",
                     "hypertension_history", "hyperlipidemia_history", "fever_measured", "tachycardia"],
                    ["obstipation", "rectal_bleeding", "melena", "dysuria", "hypotension", "hypertension_measured"]),
        pe="""Temp 101.8 HR 114 BP 128/80 RR 20 SpO2 97% RA. GEN: ill-appearing, diaphoretic, lying still.
        CV: tachycardic, regular. RESP: CTAB. ABD: mildly distended, diffusely tender, worst in RLQ and suprapubic
        region, with rebound and involuntary guarding throughout the lower abdomen. Hypoactive bowel sounds. No
        hernias. RECTAL: deferred.""",
        pe_ann=ann(["fever_measured", "tachycardia", "ill_appearing", "diaphoretic", "distended_abdomen",
                    "diffuse_abdominal_tenderness", "rlq_tenderness", "suprapubic_tenderness", "rebound_tenderness",
                    "guarding", "hypoactive_bowel_sounds"],
                   ["hypotension", "hypertension_measured", "tachypnea", "hypoxia"]),
        labs=merge(cbc(19.4, 14.2, 301, 78.0, bands=11, lymph=5.0, mono=4.7), bmp(134, 3.5, 97, 21, 24, 1.3, 142),
                   lft(31, 28, 88, 1.9, alb=3.6), {50813: 2.6, 50956: 22},
                   ua(color="Amber", sg=1.031, ket="40", prot="30", wbc=8, rbc=3)),
        reports=[report(
            "CT ABD & PELVIS WITH CONTRAST", "CT", "Abdomen", CT_TECH,
            """The appendix is markedly thickened and fluid-filled, measuring up to 15 mm, with a focal defect in the
enhancing wall near the tip. A 3.8 x 2.9 cm rim-enhancing fluid collection containing a few locules of gas lies in
the right lower quadrant adjacent to the appendiceal tip, and an 8 mm appendicolith is seen within the collection.
Inflammatory stranding extends into the pelvis with reactive thickening of the adjacent cecum and terminal ileum.
Moderate free fluid in the pelvis. Mildly dilated loops of distal small bowel up to 3.0 cm, likely reflecting
ileus. No pneumoperitoneum. Liver, gallbladder, spleen, pancreas, adrenal glands and kidneys are unremarkable. No
hydronephrosis. Lung bases clear.""",
            present=["dilated_appendix", "appendiceal_perforation_signs", "periappendiceal_fluid_collection",
                     "appendicolith", "periappendiceal_fat_stranding", "terminal_ileal_wall_thickening",
                     "free_pelvic_fluid", "dilated_small_bowel_loops"],
            absent=["pneumoperitoneum_ct", "rim_enhancing_hepatic_collection"] + GB_N + PANC_N + KID_N
            + ["lung_base_pleural_effusion"],
            dose="Total DLP (Body) = 611 mGy-cm.")],
        dx="Perforated appendicitis with periappendiceal abscess",
        icd=["Acute appendicitis with localized peritonitis and gangrene, with perforation"],
        procs=["Laparoscopic appendectomy", "Drainage of pelvic abscess"], icdp=APPY_PCS),

    # 5 atypical: elderly woman, confusion, little localizing, contained perforation; geriatric note
    enc(29000005, L, "atypical",
        hpi="""Patient is a 78 year old female with a history of atrial fibrillation on apixaban, heart failure with
        preserved EF, type 2 diabetes and mild dementia, brought in by her daughter for 2 days of decreased oral
        intake and "not being herself". Per the daughter the patient has been sleepier and more confused than
        usual and has complained intermittently that her "stomach hurts", but she cannot say where. She vomited
        once yesterday and has had two loose stools. No cough. No dysuria per the daughter, though the patient is
        incontinent at baseline. She was seen by her PCP last week for a routine visit and was at her baseline then.
        In the ED, T 99.9, HR 98 irregular, BP 104/58, RR 20, 95% RA.
        Past Medical History: Atrial fibrillation on apixaban
        HFpEF
        DM2 (A1c 7.4)
        HTN
        Mild dementia
        Osteoarthritis
        Past Surgical History: R total knee replacement, bilateral cataract surgery
        Social History: ___
        Family History: non-contributory""",
        hpi_ann=ann(["prior_lens_surgery", "urinary_incontinence_episode", "abdominal_pain", "confusion", "drowsiness", "vomiting", "diarrhea", "atrial_fibrillation_history",
                     "anticoagulant_use", "prior_heart_failure", "diabetes_history", "hypertension_history",
                     "irregularly_irregular_pulse"],
                    ["cough", "dysuria", "fever_measured", "tachycardia", "hypotension", "hypertension_measured",
                     "tachypnea", "hypoxia"]),
        pe="""VS 37.6 98 (irregular) 104/58 20 95%RA. Elderly woman, frail, drowsy but arousable, oriented to self
        only. Dry mucous membranes. Irregularly irregular rhythm, no murmur. Bibasilar crackles. Abdomen soft,
        mildly distended, mild tenderness in the right lower quadrant and suprapubic area without rebound or
        guarding; exam limited by mental status. Bowel sounds hypoactive. No CVA tenderness. Trace bilateral lower
        extremity edema.""",
        pe_ann=ann(["drowsiness", "swelling_legs", "altered_mental_status_sign", "dehydration_signs", "irregularly_irregular_pulse",
                    "bibasilar_crackles", "distended_abdomen", "rlq_tenderness", "suprapubic_tenderness",
                    "hypoactive_bowel_sounds"],
                   VITALS_N + ["rebound_tenderness", "guarding", "cva_tenderness"]),
        labs=merge(cbc(12.8, 11.2, 198, 86.4, mcv=92, rdw=15.1), bmp(131, 4.6, 96, 20, 38, 1.6, 212, ca=8.6),
                   lft(24, 30, 102, 1.6, alb=3.1), {50813: 2.2, 50956: 40}, coags(15.8, 1.4, 34.2),
                   ua(app="Hazy", sg=1.022, prot="30", ket="TR", le="TR", wbc=12, rbc=3, epi=2)),
        micro={90039: ("MIXED BACTERIAL FLORA, CONSISTENT WITH CONTAMINATION", URINE_SPEC)},
        reports=[report(
            "CT ABD & PELVIS W/O CONTRAST", "CT", "Abdomen",
            "Noncontrast scan of the abdomen and pelvis (intravenous contrast withheld because of renal "
            "function). Coronal and sagittal reformats were provided.",
            [("LOWER CHEST", "Small bilateral pleural effusions with adjacent compressive atelectasis. Cardiomegaly."),
             ("HEPATOBILIARY", "Noncontrast appearance of the liver is unremarkable. Cholelithiasis without gallbladder "
                               "wall thickening or pericholecystic fluid."),
             ("PANCREAS", "Atrophic."),
             ("SPLEEN", "Unremarkable."),
             ("URINARY", "A 2.4 cm simple-appearing cyst in the lower pole of the left kidney. No hydronephrosis or "
                         "stones."),
             ("GASTROINTESTINAL", "The appendix is dilated to 13 mm with a thickened, indistinct wall and extensive "
                                  "periappendiceal fat stranding. Fluid tracks along the right paracolic gutter, and a "
                                  "few tiny foci of extraluminal gas lie adjacent to the appendiceal tip, concerning for "
                                  "contained perforation. No discrete drainable collection. Scattered colonic "
                                  "diverticula without associated inflammatory change. No small bowel dilatation."),
             ("PELVIS", "The bladder is unremarkable. Small amount of free fluid in the pelvis."),
             ("REPRODUCTIVE ORGANS", "Atrophic uterus with a calcified fibroid."),
             ("VASCULAR", "Dense atherosclerotic calcification of the aorta and iliac arteries without aneurysm."),
             ("BONES", "Multilevel degenerative change of the lumbar spine.")],
            present=["intramural_uterine_masses"] + EFF + ["cardiomegaly", "gallstones", "dilated_appendix",
                     "periappendiceal_fat_stranding", "free_fluid_abdomen", "appendiceal_perforation_signs",
                     "colonic_diverticula", "free_pelvic_fluid"],
            absent=["rim_enhancing_hepatic_collection", "gallbladder_wall_thickening", "pericholecystic_fluid",
                    "hydronephrosis", "renal_calculus", "periappendiceal_fluid_collection", "pericolic_fat_stranding",
                    "dilated_small_bowel_loops"],
            dose="DLP 688 mGy-cm")],
        dx="Perforated appendicitis", icd=["Acute appendicitis with localized peritonitis",
                                            "Atrial fibrillation", "Type 2 diabetes mellitus without complications"],
        procs=["Laparoscopic appendectomy"], icdp=APPY_PCS),

    # 6 atypical: pregnancy, right upper/flank pain, US non-diagnostic, MRI
    enc(29000006, L, "atypical",
        hpi="""29 yo G2P1 at 24w3d by early US, uncomplicated pregnancy so far, presents from OB triage with
        right-sided abdominal pain since last night. The pain is in the right side of her abdomen at about the level
        of the umbilicus, extending up toward the right upper quadrant and around into the right flank. Constant,
        worse with movement and getting out of bed. Nausea, vomited once; she has had some nausea throughout the
        pregnancy but says this is different. Decreased appetite. No fever at home. Denies vaginal bleeding, leakage
        of fluid or contractions; good fetal movement. Denies dysuria, hematuria or frequency. No diarrhea, last BM
        this morning, normal.
        Past Medical History: none
        Past Surgical History: none
        OB history: SVD ___, uncomplicated
        Social History: ___
        Family History: Mother had her gallbladder removed.""",
        hpi_ann=ann(["abdominal_pain", "ruq_pain", "flank_pain", "prolonged_constant_pain", "pain_worse_with_movement",
                     "nausea", "vomiting", "anorexia", "pregnancy"],
                    ["fever", "vaginal_bleeding", "dysuria", "gross_hematuria", "urinary_frequency", "diarrhea",
                     "prior_abdominal_surgery"]),
        pe="""T 99.4 HR 108 BP 108/64 RR 18 SpO2 99% RA. FHT 150s. Gen: uncomfortable. Abd: gravid, fundus at the
        umbilicus, soft. Tender in the right upper and right lower quadrants lateral to the uterus, no rebound, mild
        guarding. Negative Murphy's sign. Mild right CVA tenderness. Uterus non-tender, no contractions palpable.
        SSE: cervix closed, no blood in the vault.""",
        pe_ann=ann(["pregnancy", "tachycardia", "ruq_tenderness", "rlq_tenderness", "guarding", "cva_tenderness",
                    "closed_cervical_os"],
                   ["fever_measured", "hypotension", "hypertension_measured", "tachypnea", "hypoxia",
                    "rebound_tenderness", "murphy_sign", "uterine_tenderness", "blood_in_vaginal_vault"]),
        labs=merge(cbc(15.9, 10.8, 224, 86.0), bmp(135, 3.6, 104, 20, 6, 0.5, 96), lft(14, 17, 121, 0.4, alb=3.2),
                   {50956: 24, 51085: "POS"}, ua(sg=1.020, ket="40", wbc=6, rbc=1)),
        micro={90039: ("No growth", URINE_SPEC)},
        reports=[
            report("US ABD LIMIT, SINGLE ORGAN", "Ultrasound", "Abdomen",
                   "Sonography of the right lower and right upper quadrants, grayscale with color Doppler.",
                   """The appendix could not be identified; the right lower quadrant is displaced by the gravid uterus.
No free fluid in Morison's pouch. The gallbladder is normally distended with no stones, sludge or wall
thickening; sonographic Murphy sign is negative. The common bile duct measures 3 mm. Mild right hydronephrosis,
likely physiologic for pregnancy. Single live intrauterine pregnancy, partially imaged.""",
                   present=["hydronephrosis", "viable_intrauterine_pregnancy"],
                   absent=["free_fluid_abdomen", "gallbladder_distension", "gallstones", "gallbladder_sludge",
                           "gallbladder_wall_thickening", "sonographic_murphy_sign", "cbd_dilation"]),
            report("MR ABD & PELVIS W/O CONTRAST", "MRI", "Abdomen",
                   "Multiplanar T2-weighted single-shot fast spin echo, T1-weighted in- and out-of-phase and diffusion-"
                   "weighted images of the abdomen and pelvis were obtained without intravenous contrast per the "
                   "pregnancy protocol.",
                   """The appendix is displaced superiorly by the gravid uterus and lies lateral to the lower pole of the
right kidney, measuring 10 mm in diameter with intermediate T2 signal luminal contents, wall thickening and
restricted diffusion, and with T2 hyperintense edema in the surrounding fat. No appendicolith. No organized fluid
collection. The gallbladder is unremarkable. Mild right hydroureteronephrosis to the pelvic brim, typical of
pregnancy. Single intrauterine gestation; posterior placenta without previa.""",
                   present=["dilated_appendix", "periappendiceal_fat_stranding", "hydronephrosis"],
                   absent=["appendicolith", "periappendiceal_fluid_collection"] + GB_N)],
        dx="Acute appendicitis in pregnancy", icd=["Unspecified acute appendicitis",
                                                   "Diseases of the digestive system complicating pregnancy, second trimester"],
        procs=APPY_PROC, icdp=APPY_PCS),

    # 7 hard: urgent care called it a UTI or a ruptured ovarian cyst; pelvic US finds the appendix
    enc(29000007, L, "hard",
        hpi="""22F G0 w/ h/o L ovarian cyst seen on US ___, sent from urgent care w/ dx of UTI vs ruptured ovarian
        cyst. Pt reports 1.5d of lower abd pain, R>L, + dysuria and urinary frequency since yesterday, was started
        on nitrofurantoin at UC this AM. Pain now worse, constant, 7/10, worse w/ walking. +nausea, no emesis. Poor
        appetite. Subj fever last night. LMP 3 wks ago, regular. Sexually active w/ 1 male partner, condoms
        inconsistently. Denies vaginal discharge or bleeding.
        PMH: ovarian cyst, anxiety
        PSH: none
        Meds: OCP, sertraline, nitrofurantoin
        Social History: ___
        Family History: NC""",
        hpi_ann=ann(["nulliparity", "abdominal_pain", "rlq_pain", "dysuria", "urinary_frequency", "prolonged_constant_pain",
                     "pain_worse_with_movement", "nausea", "anorexia", "fever", "ovarian_cyst_history",
                     "anxiety_disorder_history"],
                    ["vomiting", "missed_period", "vaginal_discharge", "vaginal_bleeding", "prior_abdominal_surgery"]),
        pe="""98.9 102 116/74 16 100% RA. Gen: NAD. Abd: soft, ND. TTP RLQ > suprapubic, +rebound RLQ, +psoas,
        +obturator. No CVAT b/l. Pelvic: no CMT, no adnexal masses, ? mild R adnexal tenderness vs referred from
        RLQ, no discharge. Ext: wwp""",
        pe_ann=ann(["tachycardia", "rlq_tenderness", "suprapubic_tenderness", "rebound_tenderness", "psoas_sign"],
                   ["fever_measured", "hypotension", "hypertension_measured", "tachypnea", "hypoxia",
                    "distended_abdomen", "cva_tenderness", "cervical_motion_tenderness", "adnexal_mass"]),
        labs=merge(cbc(13.8, 13.0, 276, 80.2), bmp(138, 3.8, 103, 24, 10, 0.7, 92), {51085: "NEG"},
                   ua(app="Hazy", sg=1.021, prot="TR", ket="10", le="SM", wbc=14, rbc=4, epi=3)),
        micro={90039: ("No growth", URINE_SPEC)},
        reports=[report(
            "PELVIS, NON-OBSTETRIC", "Ultrasound", "Abdomen",
            "Transabdominal and transvaginal grayscale and Doppler ultrasound of the pelvis.",
            """The uterus is anteverted and measures 7.8 x 3.9 x 4.6 cm. Endometrium 6 mm. The right ovary measures
3.0 x 2.1 x 2.2 cm and the left ovary 3.4 x 2.5 x 2.4 cm, both with normal arterial and venous flow. A 1.9 cm
simple follicle in the left ovary. No adnexal mass. Small amount of free fluid in the pelvis. In the right lower
quadrant, at the site of the patient's pain, a tubular, blind-ending, noncompressible structure measuring 8 mm is
seen with surrounding echogenic fat, suspicious for ____.""",
            present=["free_pelvic_fluid", "dilated_appendix", "noncompressible_appendix",
                     "echogenic_periappendiceal_fat"],
            absent=["absent_ovarian_flow", "extrauterine_adnexal_mass"])],
        dx="Acute appendicitis", icd=["Unspecified acute appendicitis"], procs=APPY_PROC, icdp=APPY_PCS),

    # 8 hard: sent as right renal colic; stone-protocol CT shows a retrocecal appendix
    enc(29000008, L, "hard",
        hpi="""52 year old man with a history of nephrolithiasis (passed a left-sided stone 6 years ago) sent in by
        his primary care physician for presumed right renal colic. He describes two days of right flank and right
        back pain, dull and constant, that he says feels "like my last kidney stone but on the other side."
        Yesterday he noticed the pain wrapping around to the right lower abdomen and into the right groin. He has
        had nausea and a low appetite but no vomiting. Temperature at home 100.2. He denies gross hematuria or
        dysuria, but a urine dip at the PCP's office showed trace blood. He was given ketorolac and tamsulosin at
        the office this morning without improvement and was told to come to the ED for a CT. Bowel movements
        normal.
        Past Medical History: Nephrolithiasis
        Obesity (BMI 34)
        Obstructive sleep apnea on CPAP
        Prediabetes
        Past Surgical History: Umbilical hernia repair ___
        Social History: ___
        Family History: Brother with kidney stones.""",
        hpi_ann=ann(["flank_pain", "back_pain", "rlq_pain", "pain_radiating_to_groin", "prolonged_constant_pain",
                     "nausea", "anorexia", "kidney_stone_history", "obesity", "prior_abdominal_surgery",
                     "hernia_history"],
                    ["fever_measured", "vomiting", "gross_hematuria", "dysuria", "diarrhea", "constipation"]),
        pe="""Vitals: T 100.8 F, HR 92, BP 146/88, RR 18, SpO2 96% on RA
        General: Obese male, uncomfortable, shifting position on the stretcher
        Abdomen: Obese, soft, nondistended. Mild tenderness in the RLQ on deep palpation, more pronounced in the
        right flank. No rebound. No guarding. Rovsing negative. Positive right psoas sign with pain on passive hip
        extension.
        Back: Right costovertebral angle tenderness.
        GU: Normal external genitalia, no testicular tenderness or masses. No inguinal hernias.
        Skin: No rashes.""",
        pe_ann=ann(["obesity", "fever_measured", "rlq_tenderness", "psoas_sign", "cva_tenderness"],
                   ["tachycardia", "hypotension", "tachypnea", "hypoxia", "distended_abdomen", "rebound_tenderness",
                    "guarding", "rovsing_sign"]),
        labs=merge(cbc(12.9, 15.4, 241, 81.0), bmp(138, 4.1, 103, 25, 17, 1.0, 131, ca=9.4),
                   lft(44, 31, 80, 0.9), {50956: 35}, ua(sg=1.024, prot="TR", le="TR", wbc=7, rbc=6)),
        reports=[report(
            "CT ABD & PELVIS W/O CONTRAST", "CT", "Abdomen",
            "Helical low-dose CT of the abdomen and pelvis without oral or intravenous contrast according to the "
            "renal stone protocol. Coronal and sagittal reformats were reviewed.",
            """No renal or ureteral calculi. No hydronephrosis or hydroureter. Mild right perinephric fat stranding,
contiguous with the inflammatory process described below. The bladder is decompressed. The appendix is
retrocecal, extends superiorly along the posterior aspect of the ascending colon to the level of the lower pole of
the right kidney, and measures 11 mm with wall thickening, an obstructing 5 mm appendicolith at its base and
surrounding fat stranding. No periappendiceal fluid collection or extraluminal gas. The noncontrast appearance of
the liver, spleen, pancreas and adrenal glands is unremarkable. Gallbladder is unremarkable. Sigmoid
diverticulosis without wall thickening or pericolonic stranding. No bowel obstruction. No free air or free fluid.""",
            present=["perinephric_stranding", "dilated_appendix", "appendicolith", "periappendiceal_fat_stranding",
                     "colonic_diverticula"],
            absent=["renal_calculus", "ureteral_stone", "hydronephrosis", "periappendiceal_fluid_collection",
                    "appendiceal_perforation_signs", "rim_enhancing_hepatic_collection"] + PANC_N + GB_N + COLON_N
            + ["dilated_small_bowel_loops", "pneumoperitoneum_ct", "free_fluid_abdomen"],
            dose="DLP 276 mGy-cm")],
        dx="Acute appendicitis, retrocecal", icd=["Other acute appendicitis without perforation or gangrene"],
        procs=APPY_PROC, icdp=APPY_PCS),
]
