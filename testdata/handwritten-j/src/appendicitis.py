"""Appendicitis (29900001-29900006).

29900001 typical   ED scribe note, 19M, periumbilical pain moving to the RLQ; CT with appendicolith.
29900002 typical   ED note with pertinent positives/negatives and an ROS grid, 34F; graded-compression US.
29900003 atypical  geriatrics consult with functional status, 81M with delirium; non-contrast CT, abscess.
29900004 atypical  patient-portal message then OB triage, 17 weeks pregnant; US nondiagnostic, then MRI.
29900005 hard      mother's phone account of a "stomach flu" after a roommate's; CT, retrocecal, perforated.
29900006 hard      night-float cross-cover of a woman admitted as pelvic infection with an ovarian cyst; US, CT.
"""

from common import (BLOOD_SPEC, DUCT_N, EFF, GB_N, PANC_N, URINE_SPEC, ann, annv, bmp, cbc, enc, lab, lft,
                    merge, rep, txt, ua, vit, vits)

L = "appendicitis"
APPY = ("0DTJ4ZZ", "Resection of Appendix, Percutaneous Endoscopic Approach", 10)

ENCOUNTERS = [
    enc(29900001, L, "typical",
        txt("""
            Scribed for Dr ___ by ___, ED scribe. Patient seen and examined by Dr ___ at 02:10.
            CC: abd pain
            HPI: 19 y/o M college student presents with abdominal pain that began yesterday around noon as a dull
            ache around the belly button, then over the evening moved down to the right lower side, where it is now
            sharp and constant. 8/10. Worse with walking and with the car ride over ("every bump"). Lost his
            appetite, skipped dinner. Nauseated, vomited x1, nonbloody. Subjective fevers at home, did not check a
            temp. Last BM yesterday AM, normal. Denies diarrhea, dysuria, hematuria, testicular pain, or any
            episode like this before.
            PMH: none. PSH: none. Meds: none. All: NKDA.
            Social: EtOH on weekends, no tobacco, no drugs. Lives in a dorm.
            Family: noncontributory.
            """),
        ann(["abdominal_pain", "periumbilical_pain", "rlq_pain", "pain_migration_to_rlq", "prolonged_constant_pain",
             "pain_worse_with_movement", "anorexia", "nausea", "vomiting", "fever", "alcohol_use"],
            ["diarrhea", "dysuria", "gross_hematuria", "scrotal_pain", "previous_similar_episodes",
             "prior_abdominal_surgery", "smoker"]),
        txt("""
            Vitals (triage 01:48): T 100.9F  HR 108  BP 128/74  RR 18  SpO2 99% RA
            Gen: young man lying very still on the stretcher, uncomfortable, A&O x3
            HEENT: MMM
            CV: tachy, regular, no m/r/g
            Resp: CTAB
            Abd: soft, non-distended. +TTP RLQ, max at McBurney's. (+) Rovsing. (+) rebound RLQ, (+) voluntary
            guarding. (-) psoas. (-) obturator. No CVAT b/l.
            GU: testes nontender, not swollen, normal lie
            Skin: warm, dry, no rash
            I, Dr ___, personally performed the services described in this documentation, as scribed by ___ in
            my presence, and it is both accurate and complete.
            """),
        annv(vit(100.9, 108, 128, 18, 99),
             ["rlq_tenderness", "mcburney_point_tenderness", "rovsing_sign", "rebound_tenderness", "guarding"],
             ["distended_abdomen", "abdominal_rigidity", "psoas_sign", "cva_tenderness", "tender_swollen_testis",
              "rash"]),
        merge(cbc(14.8, 15.1, 262, 84), bmp(138, 4.1, 101, 24, 14, 0.9, 112), lab(lipase=24, crp=41.0),
              ua(sg=1.024, ket="TR")),
        [rep("CT ABD & PELVIS WITH CONTRAST", "CT", "Abdomen", """
            EXAMINATION: CT ABDOMEN AND PELVIS WITH IV CONTRAST

            HISTORY: 19-year-old male with right lower quadrant pain, fever and leukocytosis.

            COMPARISON: None.

            TECHNIQUE: Helical acquisition from the lung bases through the pubic symphysis after 100 mL Omnipaque
            350 given intravenously; no oral contrast. Coronal and sagittal reformats were reviewed.

            FINDINGS:

            LOWER CHEST: Lung bases are clear. No pleural or pericardial effusion.

            LIVER: Homogeneous enhancement. No focal lesion.

            GALLBLADDER AND BILE DUCTS: Gallbladder is unremarkable. No biliary ductal dilatation.

            PANCREAS: Normal.

            SPLEEN: Normal in size.

            ADRENALS: Normal.

            KIDNEYS: Symmetric enhancement. No hydronephrosis or calculi.

            BOWEL AND APPENDIX: The appendix arises from the posteromedial cecum and measures up to 11 mm in
            diameter, with mural hyperenhancement and surrounding fat stranding. A 6 mm calcified appendicolith
            sits at its base. No periappendiceal collection and no extraluminal gas. The small bowel and colon are
            otherwise normal in caliber.

            PERITONEUM: Trace free fluid in the pelvis. No free air.

            LYMPH NODES: Several subcentimeter ileocolic nodes, likely reactive.

            VESSELS: Patent.

            BLADDER: Unremarkable.

            BONES AND SOFT TISSUES: No suspicious osseous lesion.

            IMPRESSION:
            1. Dilated, hyperenhancing appendix with periappendiceal stranding and an appendicolith at its base,
            consistent with ____. No abscess or free air.
            2. Trace pelvic free fluid.

            Critical result: findings discussed with Dr ___ (ED) by telephone at 03:47 on ___ by Dr ___, with
            read-back.
            """,
             ["dilated_appendix", "appendiceal_wall_enhancement", "periappendiceal_fat_stranding", "appendicolith",
              "free_pelvic_fluid"],
             EFF + GB_N + DUCT_N + ["periappendiceal_fluid_collection", "pneumoperitoneum_ct", "hydronephrosis",
                                    "renal_calculus", "dilated_small_bowel_loops"])],
        "Acute appendicitis",
        ["Acute appendicitis with localized peritonitis, without perforation or gangrene"],
        ["Laparoscopic appendectomy"], [APPY]),

    enc(29900002, L, "typical",
        txt("""
            ED Provider Note
            Chief complaint: RLQ pain x 1 day
            HPI: 34 yo F G2P2 with RLQ pain since waking this morning. Began as a dull discomfort around her navel
            and had settled into the right lower abdomen by early afternoon. Steady since, 6/10, worse when she
            laughs and with every bump in the car. Nauseated, has not vomited. Has not wanted to eat anything
            today. LMP 2 weeks ago, regular. Monogamous with husband; s/p tubal ligation.
            Pertinent positives: anorexia, nausea, temp 99.9 at home, pain with jarring.
            Pertinent negatives: vomiting, diarrhea, vaginal bleeding or discharge, dysuria, urinary frequency,
            prior episodes.
            ROS:
            Constitutional: (+) subjective fever (-) chills (-) weight loss
            Eyes: (-) vision change
            ENT: (-) sore throat
            CV: (-) chest pain (-) palpitations
            Resp: (-) cough (-) SOB
            GI: (+) abdominal pain (+) nausea (-) vomiting (-) diarrhea (-) melena (-) hematochezia
            GU: (-) dysuria (-) hematuria (-) vaginal discharge
            MSK: (-) back pain
            Skin: (-) rash
            Neuro: (-) headache
            PMH: migraines. PSH: BTL 2021, C-section x1. Meds: sumatriptan prn. Social: no tobacco, wine socially.
            FH: mother with ovarian cancer.
            """),
        ann(["abdominal_pain", "rlq_pain", "periumbilical_pain", "pain_migration_to_rlq", "prolonged_constant_pain",
             "pain_worse_with_movement", "nausea", "anorexia", "fever", "prior_abdominal_surgery", "alcohol_use"],
            ["fever_measured", "vomiting", "diarrhea", "vaginal_bleeding", "vaginal_discharge", "dysuria",
             "urinary_frequency", "previous_similar_episodes", "chills", "weight_loss", "visual_disturbance",
             "sore_throat", "chest_pain", "palpitations", "cough", "dyspnea", "melena", "rectal_bleeding",
             "gross_hematuria", "back_pain", "rash", "headache", "smoker"]),
        txt("""
            VS 37.6 °C, P 96, BP 118/70, RR 16, SpO2 100% RA
            General: well-appearing but guarded, walks slightly bent forward
            Abd: soft, ND, +TTP RLQ ↑ with cough, (+) McBurney pt tenderness, (-) Rovsing, (+) R psoas, (-) rebound,
            mild voluntary guarding RLQ, BS nl
            Pelvic (chaperone ___): no CMT, no adnexal mass or tenderness
            Back: (-) CVAT
            """),
        annv(vit(37.6, 96, 118, 16, 100),
             ["rlq_tenderness", "mcburney_point_tenderness", "psoas_sign", "guarding"],
             ["abdominal_rigidity", "distended_abdomen", "rovsing_sign", "rebound_tenderness",
              "hyperactive_bowel_sounds", "hypoactive_bowel_sounds", "cervical_motion_tenderness", "adnexal_mass",
              "adnexal_tenderness", "cva_tenderness"]),
        merge(cbc(12.6, 12.4, 301, 79), bmp(139, 3.9, 104, 25, 11, 0.7, 96), lab(hcg="NEG", crp=38.0),
              ua(sg=1.020, ket="TR", wbc=3)),
        [rep("US APPENDIX", "Ultrasound", "Abdomen", """
            EXAMINATION: US APPENDIX (GRADED COMPRESSION) AND LIMITED PELVIS

            HISTORY: Right lower quadrant pain and tenderness. Negative pregnancy test.

            COMPARISON: None available.

            TECHNIQUE: Graded compression of the right lower quadrant with a high-frequency linear probe, then
            transabdominal grayscale and color Doppler images of the pelvis.

            FINDINGS:
            Appendix: Visualized at the site of maximal tenderness.
            - Outer diameter: 9 mm (normal up to 6 mm)
            - Compressibility: noncompressible
            - Wall: 3 mm, hyperemic on color Doppler
            - Appendicolith: none identified
            - Periappendiceal fat: echogenic and prominent
            - Fluid collection: none
            Uterus: 8.1 x 4.2 x 5.0 cm, normal. Endometrial stripe 6 mm.
            Right ovary: 3.0 x 2.1 x 2.4 cm with normal arterial and venous flow.
            Left ovary: 2.8 x 1.9 x 2.2 cm, normal.
            Free fluid: small amount of simple fluid in the right lower quadrant beside the appendix.

            IMPRESSION:
            1. Noncompressible, hyperemic appendix measuring 9 mm with echogenic surrounding fat, compatible with
            ____.
            2. Normal ovaries with preserved flow.
            """,
             ["dilated_appendix", "noncompressible_appendix", "appendiceal_wall_hyperemia",
              "echogenic_periappendiceal_fat", "free_fluid_abdomen"],
             ["appendicolith", "periappendiceal_fluid_collection", "enlarged_ovary", "absent_ovarian_flow",
              "ovarian_cyst_lesion"])],
        "Acute appendicitis",
        ["Acute appendicitis without perforation or gangrene, without peritonitis"],
        ["Laparoscopic appendectomy"], [APPY]),

    enc(29900003, L, "atypical",
        txt("""
            GERIATRIC MEDICINE CONSULTATION
            Requesting: Dr ___, Emergency Medicine, with Acute Care Surgery. Reason: 81M with new confusion and
            possible intra-abdominal infection; please assist with delirium and perioperative risk.
            HPI: History is from the patient's wife and from PCP records, as the patient is inattentive. Mr ___ has
            been "off" for 4 days: sleeping more, eating about half his usual, and on the second day told his wife
            his "lower belly was sore" but did not mention it again. Yesterday he was unsure of the day of the
            week and put his shoes on the wrong feet, which is new for him. Wife measured 99.5 F this morning. One
            loose stool 2 days ago. No vomiting that she has seen. No cough.
            Functional status (baseline, per wife):
            ADLs: independent in bathing, dressing, toileting, transfers, continence, feeding.
            IADLs: drives locally in daytime only, manages own medications with a pill box; wife does finances
            and cooking.
            Mobility: cane outdoors, none indoors; one fall 8 months ago without injury.
            Cognition: no prior diagnosis of dementia; MoCA 26/30 at PCP last year.
            Sensory: bilateral hearing aids.
            Since this illness: needs help with dressing and standby assist to walk; incontinent of urine once
            last night.
            PMH: HTN, BPH with nocturia x2 at baseline, CKD 3a, knee OA, remote MI with stent (2009).
            PSH: TURP 2015, R TKA.
            Meds: amlodipine 5, tamsulosin 0.4, atorvastatin 40, aspirin 81, acetaminophen prn.
            Social: lives with wife in a 2-story house, bedroom upstairs. Former smoker (quit 1985). 1 beer with
            dinner most nights.
            Goals: full code, would accept surgery; HCP is wife.
            """),
        ann(["abdominal_pain", "confusion", "reduced_mobility", "urinary_incontinence_episode", "nocturia",
             "hypertension_history", "ckd_history", "coronary_artery_disease_history", "alcohol_use"],
            ["fever_measured", "vomiting", "cough"]),
        txt("""
            Vitals: T 37.9 HR 104 BP 104/58 (baseline 140s) RR 20 SpO2 95% 2L NC
            General: elderly man, drowsy but rousable, picking at the sheets
            Cognition: CAM - acute onset (+), inattention (+) unable to say months backward, disorganized
            thinking (+), altered LOC (+) lethargic -> CAM positive. Moves all 4.
            HEENT: dry mucous membranes, hearing aids in
            CV: RRR, 2/6 SEM at RUSB
            Lungs: decreased at bases, no crackles
            Abd: mildly distended, soft, TTP RLQ and suprapubic with grimace, no rebound appreciated, no guarding,
            BS ↓. No palpable mass.
            GU: bladder scan 180 mL post void
            Ext: no edema
            Skin: no pressure injury over sacrum or heels
            """),
        annv(vit(37.9, 104, 104, 20, 95),
             ["altered_mental_status_sign", "dehydration_signs", "diminished_breath_sounds", "distended_abdomen",
              "rlq_tenderness", "suprapubic_tenderness", "hypoactive_bowel_sounds"],
             ["crackles", "rebound_tenderness", "guarding", "abdominal_rigidity", "pitting_edema"]),
        merge(cbc(16.9, 12.8, 188, 82, bands=6), bmp(133, 4.8, 99, 19, 38, 1.9, 141),
              lft(22, 28, 96, 1.1, alb=3.0), lab(lactate=2.6, crp=182.0),
              ua(sg=1.028, ket="TR", wbc=4, rbc=2)),
        [rep("CT ABD & PELVIS W/O CONTRAST", "CT", "Abdomen", """
            EXAMINATION: CT abdomen and pelvis without intravenous contrast

            HISTORY: 81-year-old man with delirium, leukocytosis and right lower quadrant tenderness. Evaluate for
            an intra-abdominal source of infection. eGFR 33; intravenous contrast withheld.

            COMPARISON: CT urogram ___ (7 years prior).

            TECHNIQUE: Axial images of the abdomen and pelvis after oral contrast only, reconstructed at 2.5 mm,
            with coronal and sagittal reformations.

            FINDINGS:
            Lower Chest: Dependent atelectasis at both bases. No effusion. Coronary artery calcification.
            Hepatobiliary: Limited without IV contrast. No gross hepatic lesion. No biliary dilatation.
            Pancreas: Atrophic, without surrounding stranding.
            Spleen: Normal.
            Adrenals: Normal.
            Kidneys: Symmetric cortical thinning. A 4 mm nonobstructing calculus in the lower pole of the left
            kidney. No hydronephrosis.
            Bowel: In the right lower quadrant there is a 4.2 x 3.1 x 3.6 cm fluid collection with a thick,
            irregular wall and a few internal gas locules, inseparable from the cecal tip. The appendix is not
            separately identified; a 7 mm calcified focus within the collection likely represents an extruded
            appendicolith. Marked surrounding fat stranding extends to the right pelvic sidewall. Adjacent loops
            of distal ileum are mildly dilated to 2.8 cm, with gas in the colon distally, favoring a reactive
            ileus over a mechanical cause. Sigmoid diverticulosis without inflammatory change.
            Peritoneum: Small-volume pelvic free fluid. No pneumoperitoneum.
            Pelvis: TURP defect in the prostate. Bladder decompressed.
            Lymph Nodes: Nonspecific subcentimeter right mesenteric nodes.
            Vessels: Dense atherosclerotic calcification of the aorta and iliac arteries. Infrarenal aorta 2.6 cm,
            not aneurysmal.
            Musculoskeletal: Multilevel lumbar degenerative change. Chronic mild L1 compression deformity.

            IMPRESSION:
            1. 4.2 cm thick-walled gas-containing collection in the right lower quadrant, inseparable from the
            cecal tip, with a probable extruded appendicolith: most compatible with perforated ____ with abscess.
            The appendix itself is not visualized.
            2. Dilated distal ileal loops next to the inflammation, likely reactive ileus.
            3. Nonobstructing 4 mm left renal calculus.
            4. Sigmoid diverticulosis.

            RECOMMENDATION: Surgical and interventional radiology consultation for drainage.
            Findings conveyed to Dr ___ (Acute Care Surgery) by telephone at 16:05; read-back confirmed.
            """,
             ["periappendiceal_fluid_collection", "appendiceal_perforation_signs", "periappendiceal_fat_stranding",
              "dilated_small_bowel_loops", "colonic_diverticula", "free_pelvic_fluid", "renal_calculus",
              "coronary_artery_calcification", "vertebral_compression_fracture"],
             EFF + DUCT_N + ["peripancreatic_inflammation", "hydronephrosis", "pneumoperitoneum_ct"])],
        "Perforated appendicitis with abscess",
        ["Acute appendicitis with perforation, localized peritonitis, and gangrene, with abscess",
         "Delirium due to known physiological condition", "Chronic kidney disease, stage 3a"],
        ["CT-guided percutaneous drainage of right lower quadrant abscess"],
        [("0W9J30Z", "Drainage of Pelvic Cavity with Drainage Device, Percutaneous Approach", 10)],
        {90201: ("No growth", BLOOD_SPEC), 90039: ("No growth", URINE_SPEC)}),

    enc(29900004, L, "atypical",
        txt("""
            [Patient message via portal to OB clinic, received 06:12, pasted into chart by RN ___]
            "hi its ___, im 17 weeks. I been having this pain on my right side since last nite, its kind of high
            up by my ribs and it hurts worse when i walk or turn over in bed. I threw up twice this morning and
            cant keep anything down not even the ginger ale. I dont have any bleeding or leaking, baby was moving
            i think? I dont feel hot but I keep getting the chills. Is this round ligament pain?? should i come in"
            RN reply 06:20: advised to come to L&D triage now; patient redirected to ED by L&D per protocol (<20 wk).
            ED/OB note: 29 y/o G2P1001 at 17w2d by 8-week US with right-sided abdominal pain since last night, now
            constant, worse with movement, emesis x2, minimal PO since. Chills, no measured temperature. Denies VB,
            LOF, cramping, dysuria, urinary frequency, diarrhea. Prior SVD, no abdominal surgery. Pregnancy
            uncomplicated to date; anatomy scan next week. PMH: mild intermittent asthma. Meds: PNV, albuterol prn.
            Social: no tobacco, no EtOH in pregnancy.
            """),
        ann(["pregnancy", "abdominal_pain", "ruq_pain", "prolonged_constant_pain", "pain_worse_with_movement",
             "vomiting", "chills", "asthma_history"],
            ["fever", "vaginal_bleeding", "abdominal_cramping", "dysuria", "urinary_frequency", "diarrhea",
             "prior_abdominal_surgery", "smoker", "alcohol_use"]),
        txt("""
            T 37.8 °C | P 112 | BP 108/64 | R 18 | O2 98% RA
            FHT 152 by Doppler.
            Gen: uncomfortable, lying on her L side
            Abd: gravid, fundus about 2 cm below the umbilicus. TTP R mid-abdomen extending up into the RUQ, (+)
            rebound there, (-) guarding. Uterus itself NT, no contractions palpated.
            Back: (-) CVAT
            SSE: os closed, no blood in vault, no pooling. SVE deferred.
            """),
        annv(vit(37.8, 112, 108, 18, 98),
             ["pregnancy", "ruq_tenderness", "rebound_tenderness", "closed_cervical_os"],
             ["guarding", "uterine_tenderness", "cva_tenderness", "blood_in_vaginal_vault"]),
        merge(cbc(15.9, 11.2, 244, 86), bmp(135, 3.6, 103, 20, 6, 0.5, 88), lab(hcg="POS", crp=64.0),
              ua(sg=1.026, ket="40", wbc=3)),
        [rep("US ABDOMEN LIMITED (APPENDIX) / OB LIMITED", "Ultrasound", "Abdomen", """
            EXAMINATION: LIMITED ULTRASOUND RIGHT ABDOMEN; LIMITED OBSTETRIC

            HISTORY: 17 weeks pregnant, right-sided pain, leukocytosis. Evaluate the appendix.

            TECHNIQUE: Transabdominal grayscale and color Doppler imaging of the right abdomen with graded
            compression.

            FINDINGS:
            Single live intrauterine pregnancy, fetal heart rate 150 bpm. Placenta anterior, no previa.
            The appendix is not visualized despite graded compression of the right lower and mid abdomen,
            limited by the gravid uterus and overlying bowel gas. No focal fluid collection in the right abdomen.
            Right kidney: mild pelvicaliectasis, renal pelvis 9 mm, within the expected range for pregnancy.
            Gallbladder: no stones, wall 2 mm.

            IMPRESSION:
            1. Nonvisualized appendix; ____ not excluded. MRI is recommended if clinical concern persists.
            2. Live intrauterine pregnancy.
            3. Mild right pelvicaliectasis, likely physiologic.
            """,
             ["pregnancy", "hydronephrosis"],
             ["periappendiceal_fluid_collection", "gallstones", "gallbladder_wall_thickening"]),
         rep("MRI ABDOMEN AND PELVIS W/O CONTRAST", "MRI", "Abdomen", """
            EXAMINATION: MRI ABDOMEN AND PELVIS WITHOUT CONTRAST (APPENDIX PROTOCOL, PREGNANT PATIENT)

            HISTORY: 17-week pregnancy, right-sided pain with rebound; appendix not seen on ultrasound.

            COMPARISON: Ultrasound from earlier today.

            TECHNIQUE: 1.5 T. Multiplanar single-shot T2, axial fat-suppressed T2, axial T1 in- and opposed-phase,
            and diffusion-weighted imaging. No gadolinium given.

            FINDINGS:
            APPENDIX: Displaced superiorly by the gravid uterus, lying lateral to the lower pole of the right
            kidney. It is dilated to 10 mm with a thickened wall and intraluminal fluid, and surrounded by
            T2-hyperintense periappendiceal edema. The wall shows restricted diffusion. No drainable collection.
            No appendicolith seen.
            BOWEL: Otherwise normal.
            KIDNEYS: Mild right hydronephrosis, unchanged, compatible with pregnancy. Left kidney normal.
            OVARIES: Right ovary with a corpus luteum; left ovary normal.
            UTERUS: Single intrauterine gestation.
            FREE FLUID: Small amount beside the appendix and in the right paracolic gutter.

            IMPRESSION:
            1. Dilated 10 mm appendix with wall thickening and periappendiceal edema, consistent with ____ in this
            17-week pregnancy. No abscess.
            2. Mild right hydronephrosis of pregnancy.

            Findings discussed with Dr ___ (OB) and Dr ___ (General Surgery) at 11:20 by phone.
            """,
             ["dilated_appendix", "periappendiceal_fat_stranding", "restricted_diffusion", "hydronephrosis",
              "free_fluid_abdomen", "pregnancy"],
             ["periappendiceal_fluid_collection", "appendicolith"])],
        "Acute appendicitis in pregnancy",
        ["Acute appendicitis with localized peritonitis, without perforation or gangrene",
         "Diseases of the digestive system complicating pregnancy, second trimester"],
        ["Laparoscopic appendectomy"], [APPY]),

    enc(29900005, L, "hard",
        txt("""
            ED Physician Note. History from the patient, and from his mother by telephone (she is out of state
            and asked to speak with the doctor).
            Mother (phone, 14:20): "He called me Sunday night saying he had the stomach flu, the same thing his
            roommate had last week with the throwing up and the runs. I told him to drink Gatorade. Monday he said
            he couldn't stand up straight and the pain had gone to the right side, and last night he had a fever
            of 101 on the thermometer I made him buy. He's never been sick like this, never had surgery, no
            allergies that I know of."
            Patient: 22 y/o M, abd pain x 3 days. Started all over his abdomen with 3-4 loose stools on day 1 and
            2 episodes of emesis; stools then slowed, but the pain localized to the R lower abdomen over the next
            day. Now constant, sharp, 7/10. Not hungry at all. Roommate had vomiting and diarrhea last week that
            lasted 24 h. No blood in stool. No dysuria. No recent travel, no new or undercooked foods. Took
            ibuprofen 400 mg twice yesterday.
            PMH none. PSH none. Meds none. Social: vapes, EtOH on weekends, marijuana occasionally.
            """),
        ann(["abdominal_pain", "diffuse_abdominal_pain", "rlq_pain", "diarrhea", "vomiting", "fever",
             "fever_measured", "sick_contacts", "anorexia", "prolonged_constant_pain", "alcohol_use"],
            ["bloody_diarrhea", "dysuria", "recent_travel", "suspect_food_exposure", "prior_abdominal_surgery",
             "previous_similar_episodes"]),
        txt("""
            BP 122/76  P 114  T 38.4  RR 20  SpO2 98%
            Gen: ill-appearing young man, lying still
            Abd: soft but ↑ tenderness RLQ > suprapubic, (+) rebound RLQ, (+) involuntary guarding RLQ, (+) heel
            tap, (+) Rovsing, BS hypoactive. No HSM.
            GU: no testicular tenderness, no inguinal hernia
            Rectal: deferred
            """),
        annv(vit(38.4, 114, 122, 20, 98),
             ["ill_appearing", "rlq_tenderness", "suprapubic_tenderness", "rebound_tenderness", "guarding",
              "rovsing_sign", "hypoactive_bowel_sounds"],
             ["abdominal_rigidity", "hepatomegaly", "irreducible_tender_bulge"]),
        merge(cbc(17.4, 14.6, 233, 80, bands=8), bmp(134, 3.5, 97, 22, 19, 1.1, 118), lft(18, 21, 70, 0.9),
              lab(lipase=31, crp=190.0, lactate=1.8), ua(sg=1.030, ket="80")),
        [rep("CT ABD/PELVIS W CONTRAST", "CT", "Abdomen", """
            EXAMINATION: CT ABD/PELVIS W CONTRAST

            HISTORY: 22M, 3 days of abdominal pain, vomiting and diarrhea, now RLQ pain and fever. ? enterocolitis
            vs ____.

            COMPARISON: None.

            TECHNIQUE: Multidetector portal-venous-phase CT, abdomen through pelvis, following 100 mL
            Isovue-370. Multiplanar reformats. DLP 512 mGy-cm.

            FINDINGS:
            Lung bases: Clear.
            Liver, gallbladder, spleen, pancreas, adrenals: Unremarkable.
            Kidneys: Without hydronephrosis or perinephric stranding.
            Bowel: Retrocecal appendix, 13 mm in diameter, with a thickened, avidly enhancing wall and a
            focal gap in the enhancing wall at its tip, next to which lies a small extraluminal gas bubble.
            Periappendiceal fat stranding and fluid track into the right paracolic gutter without a discrete
            rim-enhancing collection. The terminal ileum is mildly thickened, reactive. The remaining small bowel
            and colon are normal, without wall thickening or dilatation; no colitis.
            Peritoneum: Small to moderate free fluid in the pelvis.
            Lymph nodes: Several prominent ileocolic nodes, up to 11 mm short axis.
            Pelvic organs: Bladder normal.
            Bones: Normal.

            IMPRESSION:
            1. Retrocecal ____ with a focal wall defect and a small extraluminal gas bubble at the tip, consistent
            with perforation. No abscess.
            2. Reactive terminal ileal thickening, ileocolic lymphadenopathy and pelvic free fluid.
            3. No CT evidence of enterocolitis.
            """,
             ["dilated_appendix", "appendiceal_wall_enhancement", "appendiceal_perforation_signs",
              "periappendiceal_fat_stranding", "terminal_ileal_wall_thickening", "free_pelvic_fluid",
              "enlarged_mesenteric_lymph_nodes"],
             GB_N + PANC_N + ["periappendiceal_fluid_collection", "hydronephrosis", "perinephric_stranding",
                              "dilated_small_bowel_loops", "sigmoid_wall_thickening"])],
        "Perforated retrocecal appendicitis",
        ["Acute appendicitis with perforation, localized peritonitis, and gangrene, without abscess"],
        ["Laparoscopic appendectomy"], [APPY],
        {90201: ("No growth", BLOOD_SPEC), 90267: ("No Salmonella, Shigella, Campylobacter or E. coli O157:H7 found", "")}),

    enc(29900006, L, "hard",
        txt("""
            Night Float Cross-Cover Note - Hospital Medicine, 02:40
            Called by RN for: temp 38.9 and worsening abdominal pain, bed 14.
            Background (day team sign-out and admission H&P): 31F G0 admitted this afternoon from the ED with
            RLQ/pelvic pain x 2 days; ? cervical motion tenderness on the ED pelvic exam; pelvic US with a right
            ovarian cyst. Treated as presumed PID with IV cefoxitin and doxycycline; GC/CT NAAT pending. Day plan:
            IV abx, analgesia, f/u NAATs, gyn aware.
            Interval: pain now constant and "deeper" on the right, worse since 22:00, 9/10 despite morphine 2 mg x2.
            Rigors with the fever. Vomited once at midnight. No vaginal bleeding. Last ate lunch yesterday, no
            appetite since. No dysuria. She tells me tonight she has had one partner for 3 years, no prior STI, has
            never had a pelvic infection, regular menses, LMP 10 days ago.
            PMH: hypothyroidism. PSH: none. Meds: levothyroxine. Social: nonsmoker, no EtOH.
            """),
        annv(vit(38.9),
             ["abdominal_pain", "rlq_pain", "pelvic_pain", "prolonged_constant_pain", "chills", "fever", "vomiting",
              "anorexia"],
             ["vaginal_bleeding", "dysuria", "pelvic_inflammatory_disease_history", "prior_abdominal_surgery",
              "smoker", "alcohol_use"]),
        txt("""
            Exam at bedside 02:55:
            VS: T 38.9 (102.0), HR 118, BP 110/62, RR 22, SpO2 97% RA. (18:00: T 37.7, HR 96, BP 124/78.)
            Gen: lying still with knees drawn up, looks unwell
            Abd: (+) TTP RLQ > suprapubic, now (+) rebound RLQ and (+) guarding, not present on the admission exam
            per H&P; (+) R psoas; (-) rigidity; ↓ BS
            Pelvic: not repeated overnight.
            Back: no CVAT
            Cross-cover A/P: fever, tachycardia and new peritoneal signs after 10 h of antibiotics for presumed PID.
            Ovarian cyst on US, appendix not seen. Ddx includes a surgical source, tubo-ovarian abscess, torsion.
            STAT CT A/P with IV contrast, blood cultures x2, lactate, repeat CBC. NPO. Surgery paged.
            """),
        annv(vits(vit(38.9, 118, 110, 22, 97), vit(37.7, 96, 124)),
             ["ill_appearing", "rlq_tenderness", "suprapubic_tenderness", "rebound_tenderness", "guarding",
              "psoas_sign", "hypoactive_bowel_sounds"],
             ["abdominal_rigidity", "cva_tenderness"]),
        merge(cbc(15.2, 12.9, 276, 85), bmp(136, 3.7, 102, 22, 10, 0.8, 104), lab(hcg="NEG", lactate=1.6, crp=121.0),
              ua(wbc=4, le="TR")),
        [rep("US PELVIS TRANSVAGINAL", "Ultrasound", "Abdomen", """
            EXAMINATION: US PELVIS, TRANSABDOMINAL AND TRANSVAGINAL, WITH DOPPLER

            HISTORY: 31F with right lower quadrant and pelvic pain, question of cervical motion tenderness.
            Evaluate for tubo-ovarian abscess or torsion.

            COMPARISON: None.

            TECHNIQUE: Transabdominal and endovaginal grayscale, color and spectral Doppler imaging.

            FINDINGS:
            UTERUS: Anteverted, 7.6 x 3.9 x 4.6 cm. Endometrium 8 mm, homogeneous.
            RIGHT OVARY: 3.9 x 3.0 x 3.2 cm, containing a 2.6 cm thin-walled cyst with lacy internal echoes,
            suggestive of a hemorrhagic cyst. Arterial and venous waveforms present.
            LEFT OVARY: 2.9 x 2.0 x 2.1 cm, normal, with follicles. Normal flow.
            ADNEXA: No hydrosalpinx or complex adnexal mass.
            FREE FLUID: Small amount of simple fluid in the cul-de-sac.
            The appendix was not visualized.

            IMPRESSION:
            1. 2.6 cm probable hemorrhagic cyst of the right ovary. Normal ovarian Doppler flow; no sonographic
            sign of torsion.
            2. No tubo-ovarian abscess or hydrosalpinx.
            3. Small simple free pelvic fluid.
            RECOMMENDATION: Follow-up pelvic ultrasound in 8-12 weeks to document resolution.
            """,
             ["ovarian_cyst_lesion", "free_pelvic_fluid"],
             ["absent_ovarian_flow", "extrauterine_adnexal_mass", "thickened_fallopian_tubes"]),
         rep("CT ABD & PELVIS WITH CONTRAST", "CT", "Abdomen", """
            EXAMINATION: CT abdomen and pelvis with IV contrast (STAT)

            HISTORY: 31-year-old woman admitted with presumed PID, now febrile with right lower quadrant
            peritoneal signs.

            COMPARISON: Pelvic ultrasound ___ (yesterday).

            TECHNIQUE: Contiguous axial images from the diaphragm to the symphysis after Omnipaque 350, 90 mL IV,
            with sagittal and coronal reformats.

            FINDINGS:
            LOWER THORAX: No consolidation or pleural effusion.
            ABDOMEN:
            Liver: Normal. Gallbladder: Normal. Bile ducts: Not dilated. Pancreas: Normal. Spleen: Normal. Adrenal
            glands: Normal. Kidneys: Normal enhancement; no hydronephrosis.
            GI tract: The appendix descends into the pelvis and lies against the right adnexa. It is fluid filled
            and dilated to 12 mm, with mucosal hyperenhancement and extensive periappendiceal inflammatory
            stranding forming an ill-defined phlegmon without a drainable collection. No appendicolith. No
            extraluminal gas. The cecum is mildly thickened at the appendiceal base.
            PELVIS:
            Uterus normal. The right ovary contains the known 2.5 cm cyst and abuts the inflamed appendix; left
            ovary normal. No tubal dilatation.
            Moderate free fluid in the cul-de-sac, slightly more than on ultrasound.

            IMPRESSION:
            1. Acute pelvic ____ with periappendiceal phlegmon; no abscess or perforation.
            2. Known right ovarian cyst, likely incidental; no findings of tubo-ovarian abscess.

            Dr ___ (night float) was informed of these results by phone at 04:12.
            """,
             ["dilated_appendix", "appendiceal_wall_enhancement", "periappendiceal_fat_stranding",
              "free_pelvic_fluid", "ovarian_cyst_lesion"],
             EFF + GB_N + DUCT_N + PANC_N + ["lobar_consolidation", "hydronephrosis", "appendicolith",
                                             "periappendiceal_fluid_collection", "appendiceal_perforation_signs",
                                             "thickened_fallopian_tubes"])],
        "Acute appendicitis (pelvic)",
        ["Acute appendicitis with localized peritonitis, without perforation or gangrene",
         "Hemorrhagic corpus luteum cyst of right ovary"],
        ["Laparoscopic appendectomy"], [APPY],
        {90201: ("No growth", BLOOD_SPEC)}),
]
