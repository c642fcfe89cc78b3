"""Ureteral colic 29100033-29100034, acute pyelonephritis 29100035-29100036, urinary tract
infection (cystitis) 29100039-29100040.

29100033 ureteral colic            typical   36 y man, left flank to groin, writhing; stone CT.
29100034 ureteral colic            hard      63 y man sent as diverticulitis (LLQ pain, known diverticula).
29100035 acute pyelonephritis      typical   24 y woman, fever, right flank pain, renal ultrasound.
29100036 acute pyelonephritis      atypical  70 y diabetic man, confusion, little flank pain; CT.
29100039 urinary tract infection   typical   29 y woman, dysuria and frequency, no imaging.
29100040 urinary tract infection   atypical  88 y woman with a long-term catheter, confusion, fever.
"""

from common import *  # noqa: F401,F403

STONE_TECH = "Low-dose non-contrast CT of the abdomen and pelvis, 3 mm axial and coronal reconstructions."

ENCOUNTERS = [
    enc(29100033, "ureteral colic", "typical",
        """36M woke at 4am w/ sudden severe L flank pain radiating to L groin and testicle, comes in
        waves, can't sit still. +N, vomited x2. Pink urine this AM. No dysuria, no fever. Never had
        this before. No prior stones. Works outside in the heat, drinks little water.
        PMH: none, PSH: none, Meds: none
        SH: smokes 1/2 ppd, social etoh""",
        ann(["flank_pain", "pain_radiating_to_groin", "colicky_abdominal_pain",
             "nausea", "vomiting", "gross_hematuria", "smoker", "alcohol_use"],
            ["dysuria", "fever", "previous_similar_episodes", "kidney_stone_history", "prior_abdominal_surgery"]),
        """98.4 / 96 / 164/98 / 20 / 99% RA
        Diaphoretic, writhing, pacing the room.
        Abd soft, NT, ND. No rebound or guarding.
        +L CVAT.
        GU: testes descended b/l, nontender, no masses, no hernia.""",
        annv(vit(98.4, 96, 164, 20, 99),
             ["diaphoretic", "writhing_in_pain", "cva_tenderness"],
             ["diffuse_abdominal_tenderness", "distended_abdomen", "rebound_tenderness", "guarding",
              "tender_swollen_testis"]),
        merge(bmp(140, 3.9, 103, 24, 17, 1.2, 126), cbc(12.1, 16.0, 251, 82.0),
              ua(color="Red", app="Hazy", sg=1.028, prot="30", rbc=182, wbc=4, epi=0)),
        [report("CT ABD & PELVIS W/O CONTRAST", "CT", "Abdomen", STONE_TECH,
                [("KIDNEYS", """Moderate left hydronephrosis and hydroureter with perinephric fat
                   stranding. Left kidney otherwise normal. Right kidney: 3 mm nonobstructing calyceal
                   stone in the lower pole; no hydronephrosis."""),
                 ("URETERS", """A 6 x 4 mm calculus at the left ureterovesical junction with periureteral
                   stranding. Right ureter normal caliber."""),
                 ("BLADDER", "Collapsed."),
                 ("OTHER", """Liver, gallbladder, pancreas, spleen and adrenals unremarkable. The appendix
                   is normal. No bowel obstruction. Lung bases clear.""")],
                ["hydronephrosis", "perinephric_stranding", "renal_calculus", "ureteral_stone",
                 "radiopaque_ureteral_calcification", "normal_caliber_appendix"],
                GB_N + PANC_N + APP_N + EFF + ["dilated_small_bowel_loops"])],
        "Left ureteral calculus with obstruction", ["Calculus of ureter", "Hydronephrosis with ureteral calculous obstruction"],
        [], []),

    enc(29100034, "ureteral colic", "hard",
        """63 y/o male referred by his PCP for "diverticulitis flare, failed outpatient treatment". Known
        sigmoid diverticulosis on colonoscopy, one episode of treated diverticulitis 4 years ago. For 2
        days he has had left lower abdominal pain that comes in sharp waves lasting 20-30 min, and
        radiates into the left groin; between waves it is almost gone. Nausea, no vomiting. No fevers.
        Normal BMs, no blood. PCP started cipro/flagyl yesterday. He does not recall blood in his
        urine. Mild urgency.
        PMH: HTN, gout, diverticulosis, BPH
        PSH: none
        Meds: amlodipine, allopurinol, tamsulosin
        SH: retired, no tobacco, 1 glass wine daily""",
        ann(["diverticulosis_history", "previous_similar_episodes", "llq_pain", "abdominal_pain", "colicky_abdominal_pain",
             "pain_radiating_to_groin", "nausea", "hypertension_history", "prior_gout_attacks",
             "prostatic_enlargement_history", "alcohol_use"],
            ["vomiting", "fever", "rectal_bleeding", "gross_hematuria", "prior_abdominal_surgery", "smoker",
             "diarrhea", "constipation"]),
        """Vitals: T 98.8, HR 78, BP 154/92, RR 16, SpO2 97%
        General: well appearing between episodes, restless during one in the ED
        Abdomen: soft, non-distended, mild LLQ tenderness to deep palpation without guarding or
        rebound. No mass. Bowel sounds normal.
        Back: L CVA tenderness to percussion.
        Rectal: prostate mildly enlarged, smooth, non-tender; brown stool, guaiac negative.""",
        annv(vit(98.8, 78, 154, 16, 97),
             ["llq_tenderness", "cva_tenderness", "enlarged_smooth_prostate"],
             ["ill_appearing", "distended_abdomen", "guarding", "rebound_tenderness", "llq_mass",
              "hypoactive_bowel_sounds", "hyperactive_bowel_sounds", "tender_boggy_prostate", "guaiac_positive_stool"]),
        merge(cbc(9.4, 14.8, 232, 72.0), bmp(139, 4.2, 104, 25, 22, 1.3, 110), {50889: 6.0, 51007: 8.4},
              ua(sg=1.024, rbc=38, wbc=3, prot="TR")),
        [report("CT ABD & PELVIS W/O CONTRAST", "CT", "Abdomen", STONE_TECH,
                """LOWER CHEST: No effusion. Mild bibasilar scarring.
                HEPATOBILIARY: Unremarkable noncontrast appearance of liver and gallbladder.
                PANCREAS: Normal. SPLEEN: Normal. ADRENALS: Normal.
                KIDNEYS/URETERS: Mild left hydroureteronephrosis to a 4 mm stone in the distal left ureter,
                about 2 cm above the bladder. Mild left perinephric stranding. No right-sided stones or
                hydronephrosis. Bilateral simple renal cysts, up to 2.4 cm.
                BOWEL: Extensive sigmoid and descending diverticulosis with no wall thickening or
                pericolonic fat stranding to suggest active inflammation. No abscess or free air. Normal
                appendix.
                PELVIS: Prostate enlarged at 5.8 cm. Phleboliths. No free fluid.
                BONES: Degenerative changes.""",
                ["hydronephrosis", "ureteral_stone", "radiopaque_ureteral_calcification", "perinephric_stranding",
                 "multiple_bilateral_renal_cysts", "colonic_diverticula", "normal_caliber_appendix",
                 "enlarged_prostate_imaging"],
                EFF + GB_N + PANC_N + APP_N + COLON_N + ["pericolic_abscess", "pneumoperitoneum_ct", "free_pelvic_fluid"])],
        "Left distal ureteral stone", ["Calculus of ureter", "Hydronephrosis with ureteral calculous obstruction"],
        [], []),

    enc(29100035, "acute pyelonephritis", "typical",
        """24 year old female presents with 3 days of burning with urination and frequency, followed
        since yesterday by fevers to 102.8, shaking chills, and right flank pain. Nausea and one
        episode of vomiting today. No vaginal discharge. LMP 1 week ago. Sexually active with a new
        partner, uses condoms inconsistently. One previous bladder infection last year.
        PMH: none
        Meds: none
        SH: graduate student, no tobacco, occasional alcohol""",
        ann(["dysuria", "urinary_frequency", "fever", "fever_measured", "chills", "flank_pain", "nausea", "vomiting",
             "recent_sexual_intercourse", "alcohol_use"],
            ["vaginal_discharge", "missed_period", "smoker"]),
        """Temp 39.1 C, HR 112, BP 110/68, RR 18, SpO2 99% on room air.
        Flushed and uncomfortable-appearing. Mucous membranes dry. Abdomen is soft, mildly tender in
        the right upper and lower quadrant, no rebound or guarding, Murphy negative, no suprapubic
        tenderness. Marked right CVA tenderness, none on the left.""",
        annv(vit(39.1, 112, 110, 18, 99),
             ["dehydration_signs", "ruq_tenderness", "rlq_tenderness", "cva_tenderness"],
             ["rebound_tenderness", "guarding", "murphy_sign", "suprapubic_tenderness"]),
        merge(cbc(16.9, 12.8, 222, 86.0), bmp(136, 3.6, 101, 22, 14, 0.9, 112), {51085: "NEG"},
              ua(app="Cloudy", sg=1.018, prot="30", nit="POS", le="LG", rbc=9, wbc=148, epi=2)),
        [report("RENAL U.S.", "Ultrasound", "Abdomen", "Grayscale and color Doppler ultrasound of both kidneys and the bladder.",
                """The right kidney measures 12.8 cm and is mildly enlarged relative to the left (11.2 cm),
                with a slightly heterogeneous cortex. No hydronephrosis, stones, or perinephric
                collection on either side. The left kidney is normal. The bladder is partially distended
                with a normal wall and no debris.""",
                ["enlarged_edematous_kidney"],
                ["hydronephrosis", "renal_calculus", "renal_abscess", "bladder_wall_thickening"])],
        "Acute pyelonephritis", ["Acute pyelonephritis"], [], [],
        {90039: ("ESCHERICHIA COLI", URINE_SPEC), 90201: ("No growth", BLOOD_SPEC)}),

    enc(29100036, "acute pyelonephritis", "atypical",
        """70 yo M w/ DM2 on insulin (poorly controlled), CKD3, BPH w/ frequent retention, brought in by
        wife for 2 days of confusion, weakness and poor intake. Wife noticed he felt hot and had
        teeth-chattering chills last night. He complains of vague back pain "on the right side, like
        a pulled muscle". No dysuria according to him, but he has been getting up to urinate 4-5
        times a night and the stream is weak. No cough, no diarrhea.
        PMH: DM2, CKD3, BPH, HTN, CAD
        Meds: insulin glargine, tamsulosin, finasteride, lisinopril, ASA
        SH: former smoker""",
        ann(["diabetes_history", "insulin_therapy", "ckd_history", "prostatic_enlargement_history", "confusion",
             "fever", "chills", "back_pain", "nocturia", "weak_urinary_stream", "hypertension_history",
             "coronary_artery_disease_history", "raas_blocker_use", "former_smoker"],
            ["dysuria", "cough", "diarrhea"]),
        """T 38.5 HR 108 BP 96/58 RR 22 SpO2 95% RA
        Drowsy, oriented to self and year, follows commands. Dry mucous membranes.
        Lungs clear. Heart regular, tachycardic.
        Abdomen soft, not distended, no focal tenderness; bladder not palpable.
        Back: right CVA tenderness on percussion.
        Rectal: enlarged, smooth, non-tender prostate.""",
        annv(vit(38.5, 108, 96, 22, 95),
             ["drowsiness", "altered_mental_status_sign", "dehydration_signs", "cva_tenderness",
              "enlarged_smooth_prostate"],
             ["distended_abdomen", "palpable_bladder", "tender_boggy_prostate"]),
        merge(cbc(19.8, 13.0, 164, 90.0, bands=6.0), bmp(132, 5.1, 99, 18, 48, 2.4, 312),
              {50813: 2.9, 50889: 188.0, 50974: 3.1},
              ua(app="Cloudy", sg=1.020, glu="300", prot="100", nit="NEG", le="LG", rbc=22, wbc=240, epi=0)),
        [report("CT ABD & PELVIS W/O CONTRAST", "CT", "Abdomen",
                "Non-contrast CT of the abdomen and pelvis (eGFR 28).",
                [("LOWER CHEST", "Bibasilar atelectasis. No effusion."),
                 ("LIVER/BILIARY", "Unremarkable. Gallbladder normal."),
                 ("PANCREAS", "Fatty atrophy."),
                 ("KIDNEYS", """The right kidney is enlarged compared with the left with extensive perinephric
                   fat stranding and thickening of Gerota's fascia. No hydronephrosis. No renal or
                   ureteral calculi. No gas in the collecting system or parenchyma. A focal abscess cannot
                   be excluded without contrast. Left kidney: mild cortical thinning."""),
                 ("BLADDER", """Distended bladder (post-void volume unknown), with diffuse wall
                   thickening and trabeculation."""),
                 ("PROSTATE", "Enlarged, 6.2 cm, indenting the bladder base."),
                 ("BOWEL", "Normal caliber. Appendix normal."),
                 ("BONES", "No suspicious lesion.")],
                ["enlarged_edematous_kidney", "perinephric_stranding", "distended_bladder_imaging",
                 "bladder_wall_thickening", "enlarged_prostate_imaging", "normal_caliber_appendix"],
                EFF + GB_N + ["hydronephrosis", "renal_calculus", "ureteral_stone", "dilated_small_bowel_loops"] + APP_N)],
        "Acute right pyelonephritis with sepsis",
        ["Acute pyelonephritis", "Sepsis due to Escherichia coli [E. coli]", "Retention of urine, unspecified",
         "Type 2 diabetes mellitus with hyperglycemia"], ["Indwelling urinary catheter placement"],
        [("0T9B70Z", "Drainage of Bladder with Drainage Device, Via Natural or Artificial Opening", 10)],
        {90039: ("ESCHERICHIA COLI", URINE_SPEC), 90201: ("ESCHERICHIA COLI", BLOOD_SPEC)}),

    enc(29100039, "urinary tract infection", "typical",
        """29F c/o burning w/ urination + going every 30 min x 2 days, small amounts. Lower belly
        pressure/ache above pubic bone. Urine smells bad and looks cloudy. No fever, chills, back or
        flank pain. No vag d/c or itching. LMP 2 wks ago. 1 similar episode 2 yrs ago treated w/ abx.
        Recent intercourse.
        PMH: none. Meds: OCP. NKDA.""",
        ann(["dysuria", "urinary_frequency", "suprapubic_pain", "cloudy_urine", "recent_sexual_intercourse",
             "estrogen_use", "previous_similar_episodes"],
            ["fever", "chills", "back_pain", "flank_pain", "vaginal_discharge", "missed_period"]),
        """VS: 98.6 84 118/72 16 100%RA
        NAD, well appearing.
        Abd: soft, ND, mild suprapubic TTP, no rebound/guarding.
        Back: no CVAT b/l.""",
        annv(vit(98.6, 84, 118, 16, 100),
             ["suprapubic_tenderness"],
             ["ill_appearing", "distended_abdomen", "rebound_tenderness", "guarding", "cva_tenderness"]),
        merge(ua(app="Cloudy", sg=1.021, prot="TR", nit="POS", le="MOD", rbc=14, wbc=62, epi=3), {51085: "NEG"}),
        [],
        "Acute cystitis", ["Acute cystitis without hematuria"], [], [],
        {90039: ("ESCHERICHIA COLI", URINE_SPEC)}),

    enc(29100040, "urinary tract infection", "atypical",
        """88 yo F long-term resident of ___ w/ advanced dementia, bedbound, chronic indwelling Foley for
        neurogenic bladder (last changed 5 weeks ago), sent for fever to 101.6 and decreased
        responsiveness x1 day. Staff noted cloudy, foul-smelling urine in the bag and sediment. No
        cough or increased secretions. No vomiting or diarrhea. Nonverbal at baseline, but more
        somnolent than usual. Sacral wound being treated.
        PMH: Alzheimer dementia, neurogenic bladder, HTN, CVA with right hemiparesis, recurrent catheter infections
        Meds: amlodipine, aspirin, memantine""",
        ann(["indwelling_catheter", "fever", "fever_measured", "cloudy_urine", "drowsiness", "hypertension_history",
             "reduced_mobility", "recurrent_uti_history"],
            ["cough", "vomiting", "diarrhea"]),
        """T 38.6 HR 104 BP 104/58 RR 20 SpO2 95% RA
        Frail, contracted elderly woman, opens eyes to voice, nonverbal. Dry mucosa. Lungs clear
        anteriorly, no crackles. Heart regular. Abdomen soft, nondistended; grimaces with suprapubic
        palpation. Foley in place draining cloudy urine with sediment. No CVA tenderness elicited.
        Stage 2 sacral pressure ulcer, clean. Right hemiparesis.""",
        annv(vit(38.6, 104, 104, 20, 95),
             ["altered_mental_status_sign", "dehydration_signs", "suprapubic_tenderness", "indwelling_catheter",
              "hemiparesis"],
             ["crackles", "distended_abdomen", "cva_tenderness"]),
        merge(cbc(14.2, 10.8, 312, 84.0), bmp(146, 4.1, 110, 24, 38, 1.2, 122), {50813: 1.7},
              ua(app="Cloudy", sg=1.016, prot="100", nit="POS", le="LG", rbc=30, wbc=182, epi=1)),
        [report("CHEST (PA & LAT)", "Radiograph", "Chest", "Portable AP chest radiograph.",
                """Low lung volumes. No focal consolidation, pleural effusion or pneumothorax. Heart size
                is top normal. Aortic knob calcified.""",
                [],
                EFF + ["lobar_consolidation", "cardiomegaly"])],
        "Catheter-associated urinary tract infection", ["Urinary tract infection, site not specified",
                                                        "Infection and inflammatory reaction due to indwelling urethral catheter"],
        ["Foley catheter exchange"], [],
        {90039: ("PROTEUS MIRABILIS", URINE_SPEC), 90201: ("No growth", BLOOD_SPEC)}),
]
