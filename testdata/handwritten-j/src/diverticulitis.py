"""Diverticulitis (29900013-29900018).

29900013 typical   ED note with an ROS grid, 58M with known diverticulosis; CT with a lung nodule (Fleischner).
29900014 typical   hospitalist admission with timed vitals rows and problem list, 66F; CT with abscess, chest film.
29900015 atypical  long run-on dictation, 61M with gas and debris in the urine; CT with a colovesical fistula.
29900016 atypical  daughter's phone account and a facility sheet, 83F with dementia and diarrhea; CT, microperforation.
29900017 hard      women's-health NP transfer as a leaking endometrioma; pelvic US, then CT.
29900018 hard      ED scribe note, 36M told by telehealth it was an IBS flare; CT.
"""

from common import (BLOOD_SPEC, DUCT_N, EFF, GB_N, KID_N, PANC_N, URINE_SPEC, APP_N, ann, annv, bmp, cbc, enc,
                    lab, lft, merge, rep, txt, ua, vit, vits)

L = "diverticulitis"
UNCOMP = "Diverticulitis of large intestine without perforation or abscess without bleeding"
PERF = "Diverticulitis of large intestine with perforation and abscess without bleeding"

ENCOUNTERS = [
    enc(29900013, L, "typical",
        txt("""
            EMERGENCY DEPARTMENT NOTE
            CC: LLQ pain
            HPI: 58 yo M with diverticulosis on screening colonoscopy (2021) p/w 3 days of LLQ abdominal pain,
            constant, dull then sharp, 6/10, worse with movement and when he sits up. Fever 100.9 at home last
            night. Looser stools x2 today, no blood. Mild nausea, no emesis. Eating less. Never had an attack like
            this.
            ROS:
            Constitutional: (+) fever (+) chills (-) night sweats (-) wt loss
            CV: (-) CP (-) palpitations
            Resp: (-) cough (-) SOB
            GI: (+) abd pain (+) nausea (-) vomiting (+) loose stools (-) hematochezia (-) melena
            GU: (-) dysuria (-) frequency (-) pneumaturia (-) hematuria
            MSK: (-) back pain
            Neuro: (-) HA
            All other systems reviewed and negative.
            PMH: HTN, HLD, diverticulosis. PSH: R inguinal hernia repair 2010. Meds: amlodipine, rosuvastatin.
            Allergies: PCN (hives). Social: married, accountant; former smoker, 20 pk-yr, quit 2015; 2-3 beers a
            week. FH: father with colon CA at 72.
            """),
        ann(["llq_pain", "abdominal_pain", "prolonged_constant_pain", "pain_worse_with_movement", "fever",
             "fever_measured", "chills", "diarrhea", "nausea", "diverticulosis_history", "hypertension_history",
             "hyperlipidemia_history", "hernia_history", "alcohol_use"],
            ["rectal_bleeding", "melena", "vomiting", "night_sweats", "weight_loss", "chest_pain", "palpitations",
             "cough", "dyspnea", "dysuria", "urinary_frequency", "gross_hematuria", "back_pain", "headache",
             "previous_similar_episodes"]),
        txt("""
            Triage: T 38.1 | HR 96 | BP 152/90 | RR 16 | SpO2 98% RA
            Gen: NAD, nontoxic
            CV: RRR
            Lungs: clear
            Abd: soft, mild distension, TTP LLQ with localized vol guarding; (-) rebound; (-) rigidity; no palpable
            mass; BS nl; no hernia. RLQ NT.
            Back: (-) CVAT
            """),
        annv(vit(38.1, 96, 152, 16, 98),
             ["distended_abdomen", "llq_tenderness", "guarding"],
             ["ill_appearing", "rebound_tenderness", "abdominal_rigidity", "llq_mass", "hyperactive_bowel_sounds",
              "hypoactive_bowel_sounds", "irreducible_tender_bulge", "rlq_tenderness", "cva_tenderness"]),
        merge(cbc(13.9, 14.8, 265, 80), bmp(137, 4.0, 101, 25, 16, 1.0, 109), lab(crp=88.0, lactate=1.2), ua()),
        [rep("CT ABD & PELVIS WITH CONTRAST", "CT", "Abdomen", """
            EXAMINATION: CT ABDOMEN AND PELVIS WITH CONTRAST

            HISTORY: LLQ pain, fever, leukocytosis; known diverticulosis.

            COMPARISON: None.

            TECHNIQUE: Helical CT after IV contrast (100 mL Omnipaque 300) and oral contrast; 5 mm axial and 3 mm
            coronal/sagittal images.

            FINDINGS:

            LOWER CHEST: 5 mm solid nodule in the right lower lobe (series 3, image 12). No effusion.

            HEPATOBILIARY: 6 mm hypodensity in segment IV, too small to characterize, likely a cyst. Gallbladder
            normal. No ductal dilatation.

            PANCREAS: Normal.

            SPLEEN: Normal.

            ADRENALS: Normal.

            KIDNEYS: No hydronephrosis.

            GI TRACT: Numerous diverticula throughout the descending and sigmoid colon. A 9 cm segment of the mid
            sigmoid shows circumferential wall thickening to 8 mm with pericolonic fat stranding centered on an
            inflamed diverticulum. Trace fluid in the sigmoid mesentery. No abscess. No extraluminal gas. Small
            bowel normal in caliber. Appendix normal.

            PELVIS: Bladder and prostate normal.

            LYMPH NODES: No enlarged nodes.

            VESSELS: Normal caliber aorta.

            BONES: Degenerative lumbar spine.

            IMPRESSION:
            1. Acute uncomplicated sigmoid ____ (modified Hinchey Ia). No abscess or perforation.
            2. 5 mm right lower lobe nodule. Per Fleischner Society guidelines: optional CT chest at 12 months if
            high risk; no routine follow-up if low risk.
            3. Subcentimeter hepatic hypodensity, likely a cyst.
            Colonoscopy is recommended 6-8 weeks after resolution if not recently performed.
            """,
             ["colonic_diverticula", "sigmoid_wall_thickening", "pericolic_fat_stranding", "normal_caliber_appendix"],
             EFF + GB_N + DUCT_N + PANC_N + APP_N + ["hydronephrosis", "pericolic_abscess",
                                                     "extraluminal_pericolic_gas", "dilated_small_bowel_loops",
                                                     "enlarged_mesenteric_lymph_nodes"])],
        "Acute sigmoid diverticulitis, uncomplicated",
        [UNCOMP, "Essential (primary) hypertension"]),

    enc(29900014, L, "typical",
        txt("""
            HOSPITAL MEDICINE ADMISSION NOTE
            CC: left lower abdominal pain, fevers
            HPI: 66F with HTN, obesity, and a prior "left-sided colon infection" treated with oral antibiotics 2
            years ago, presents with 5 days of worsening LLQ pain. She thought it was "the same thing" and took
            leftover ciprofloxacin for 2 days without improvement. Pain now constant, 8/10, with fevers to 102 at
            home, rigors last night, anorexia and 1 episode of vomiting. Bowel movements small and infrequent; no
            blood. No dysuria, no pneumaturia or fecaluria. No vaginal discharge.
            Records: CT 2 years ago at ___ read as sigmoid ____ (report in Care Everywhere); colonoscopy afterwards
            showed extensive sigmoid diverticulosis, no polyps.
            PMH: HTN, obesity (BMI 34), OA, depression. PSH: TAH/BSO 2005 for fibroids, lap chole 2012.
            Meds: HCTZ 25 mg, sertraline 50 mg, meloxicam 15 mg daily.
            Social: widowed, lives alone, independent; no tobacco; wine occasionally. FH: noncontributory.
            """),
        ann(["llq_pain", "prolonged_constant_pain", "fever", "fever_measured", "chills", "anorexia", "vomiting",
             "previous_similar_episodes", "diverticulosis_history", "colonic_diverticula", "hypertension_history",
             "obesity", "prior_abdominal_surgery", "prior_cholecystectomy", "nsaid_use", "thiazide_use",
             "alcohol_use"],
            ["rectal_bleeding", "dysuria", "vaginal_discharge", "smoker"]),
        txt("""
            Vitals (ED -> floor):
            06/14 21:10  T 39.1  HR 118  BP 104/62  RR 22  SpO2 95% RA
            06/14 23:00  T 38.4  HR 106  BP 112/66  RR 20  SpO2 96% RA  (after 2 L LR)
            06/15 01:15  T 37.9  HR 98   BP 118/70  RR 18  SpO2 96% RA
            Gen: flushed, ill-appearing, obese
            HEENT: dry MM
            CV: tachycardic
            Lungs: clear
            Abd: obese, mildly distended, tender LLQ and suprapubic with a tender ill-defined mass in the LLQ;
            (+) vol guarding; (+) rebound LLQ; (-) rigidity; BS hypoactive. Well-healed laparoscopic port scars
            and a Pfannenstiel scar.
            GU/rectal: deferred

            ASSESSMENT & PLAN
            66F with recurrent sigmoid ____, now complicated by a 4.6 cm pericolic abscess with extraluminal gas on
            CT, with sepsis (fever, tachycardia, WBC 19.6, lactate 2.8) responding to fluids.
            #1 Complicated sigmoid ____ with abscess: IV ceftriaxone + metronidazole; IR consulted for CT-guided
            drainage in AM; NPO after midnight; surgery (Dr ___) following, no indication for urgent operation now
            (no free air).
            #2 Sepsis: 30 mL/kg LR given; repeat lactate 1.7. MAP > 65. Blood cx x2 pending.
            #3 HTN: hold HCTZ (volume depletion, AKI).
            #4 AKI (Cr 1.4 from 0.8): prerenal; IVF; hold meloxicam.
            #5 Depression: continue sertraline.
            #6 DVT ppx: enoxaparin 40 mg daily.
            Code: full (discussed). HCP: son.
            """),
        annv(vits(vit(39.1, 118, 104, 22, 95), vit(38.4, 106, 112, 20, 96), vit(37.9, 98, 118, 18, 96)),
             ["flushing", "ill_appearing", "obesity", "dehydration_signs", "distended_abdomen", "llq_tenderness",
              "suprapubic_tenderness", "llq_mass", "guarding", "rebound_tenderness", "hypoactive_bowel_sounds",
              "prior_abdominal_surgery", "pericolic_abscess", "extraluminal_pericolic_gas", "fever"],
             ["abdominal_rigidity", "pneumoperitoneum_ct"]),
        merge(cbc(19.6, 12.0, 402, 81, bands=5), bmp(134, 3.2, 97, 20, 28, 1.4, 128), lft(24, 30, 92, 0.8),
              lab(lactate=2.8, crp=246.0), ua(sg=1.028, wbc=3)),
        [rep("CT ABD & PELVIS WITH CONTRAST", "CT", "Abdomen", """
            EXAMINATION: CT ABDOMEN/PELVIS W/ IV CONTRAST

            HISTORY: 66F, LLQ pain x 5 days, fever 39.1, WBC 19.6. Prior episode 2 years ago.

            COMPARISON: Outside CT ___ (2 years prior), report only.

            TECHNIQUE: Axial portal-venous images, diaphragm to pubis, after 90 mL Omnipaque 350; multiplanar
            reformats. DLP 688 mGy-cm.

            FINDINGS:
            Colon: Extensive sigmoid diverticulosis. Long-segment wall thickening of the mid and distal sigmoid
            with marked pericolic fat stranding.
            Measurements:
              - Sigmoid wall thickness: 11 mm
              - Involved segment length: 12 cm
              - Pericolic collection: 4.6 x 3.8 x 4.1 cm, rim-enhancing, with an air-fluid level, abutting the
                sigmoid and the left pelvic sidewall
              - Skin-to-collection distance (left anterior approach): 7 cm
            Several small locules of extraluminal gas beside the thickened segment, contained within the
            collection and the mesocolon. No free intraperitoneal air.
            Small bowel: Normal caliber.
            Appendix: Normal.
            Liver: Mild diffuse steatosis. Gallbladder surgically absent. CBD 7 mm, likely post-cholecystectomy.
            Pancreas, spleen, adrenals: Unremarkable.
            Kidneys: No hydronephrosis. Bilateral simple cysts, largest 2.4 cm on the left.
            Uterus and ovaries: Surgically absent. Bladder: mild wall thickening where it abuts the inflamed
            sigmoid; no intravesical gas.
            Free fluid: Small amount in the pelvis.
            Lung bases: Mild dependent atelectasis. No effusion.
            Bones: Degenerative changes.

            IMPRESSION:
            1. Complicated sigmoid ____ with a 4.6 cm rim-enhancing pericolic abscess containing gas (modified
            Hinchey Ib/II). No free intraperitoneal air. The collection is amenable to percutaneous drainage from a
            left anterior approach.
            2. Reactive bladder wall thickening without fistula.
            3. Bilateral simple renal cysts; no follow-up needed.

            Critical findings communicated to Dr ___ (ED) by Dr ___ by telephone at 22:41.
            """,
             ["colonic_diverticula", "sigmoid_wall_thickening", "pericolic_fat_stranding", "pericolic_abscess",
              "extraluminal_pericolic_gas", "normal_caliber_appendix", "prior_cholecystectomy", "free_pelvic_fluid"],
             EFF + PANC_N + APP_N + ["pneumoperitoneum_ct", "dilated_small_bowel_loops", "hydronephrosis"]),
         rep("CHEST (PA AND LAT)", "Radiograph", "Chest", """
            EXAMINATION: CHEST (PA AND LAT)

            HISTORY: Pre-procedure; sepsis from an intra-abdominal source.

            COMPARISON: None.

            FINDINGS: Low lung volumes. No focal consolidation, pleural effusion or pneumothorax. Heart size
            normal. No free air under the diaphragm. Mild degenerative changes of the thoracic spine.

            IMPRESSION: No acute cardiopulmonary process.
            """,
             [], EFF + ["lobar_consolidation", "free_air_under_diaphragm", "cardiomegaly"])],
        "Sigmoid diverticulitis with pericolic abscess",
        [PERF, "Sepsis, unspecified organism", "Acute kidney failure, unspecified"],
        ["CT-guided percutaneous drainage of pericolic abscess"],
        [("0W9J30Z", "Drainage of Pelvic Cavity with Drainage Device, Percutaneous Approach", 10)],
        {90201: ("No growth", BLOOD_SPEC)}),

    enc(29900015, L, "atypical",
        txt("""
            This is a 61-year-old gentleman who comes in today at the request of his urologist Dr ___ whose
            office he called this morning because for about the past two weeks he has noticed air bubbles coming
            out when he urinates and what he describes as little bits of brown material in the urine and over the
            last 3 days burning with urination and going to the bathroom every hour or so and he was treated by
            his primary doctor about 10 days ago with nitrofurantoin for what was called a bladder infection and
            felt somewhat better but then it came back and he has also had some crampy lower abdominal pain mostly
            on the left side down low that comes and goes and some low grade temperatures to 100.2 at home without
            shaking chills and his bowels have been a bit looser than usual without any blood and he has never had
            a colonoscopy which he admits he has been putting off and he denies weight loss and denies any flank
            pain and he has never had kidney stones and has never had surgery on his abdomen and his past history
            is otherwise notable for hypertension and gout for which he takes lisinopril and allopurinol and he
            does not smoke and drinks a couple of glasses of wine on weekends and his father had colon cancer in
            his 70s
            """),
        ann(["dysuria", "urinary_frequency", "abdominal_cramping", "abdominal_pain", "llq_pain", "fever",
             "hypertension_history", "raas_blocker_use", "alcohol_use"],
            ["fever_measured", "chills", "rectal_bleeding", "weight_loss", "flank_pain", "kidney_stone_history",
             "prior_abdominal_surgery", "smoker"]),
        txt("""
            Vital signs temperature 37.9 pulse 92 blood pressure 148/86 respirations 16 oxygen saturation 98% on
            room air general well-appearing abdomen +TTP LLQ and suprapubic, no rebound, no guarding, no palpable
            mass, bowel sounds normal back (-) CVA tenderness bilaterally GU normal circumcised male no urethral
            discharge rectal prostate smooth mildly enlarged nontender brown stool heme negative
            """),
        annv(vit(37.9, 92, 148, 16, 98),
             ["llq_tenderness", "suprapubic_tenderness", "enlarged_smooth_prostate"],
             ["ill_appearing", "rebound_tenderness", "guarding", "llq_mass", "hyperactive_bowel_sounds",
              "hypoactive_bowel_sounds", "cva_tenderness", "tender_boggy_prostate", "guaiac_positive_stool"]),
        merge(cbc(12.4, 14.2, 298, 76), bmp(139, 4.4, 104, 25, 18, 1.1, 104),
              ua(color="Amber", app="Cloudy", prot="30", nit="POS", le="LG", rbc=12, wbc=85, epi=2)),
        [rep("CT ABD & PELVIS WITH CONTRAST", "CT", "Abdomen", """
            EXAMINATION: CT ABDOMEN PELVIS WITH ORAL AND IV CONTRAST

            HISTORY: Pneumaturia, fecaluria, recurrent dysuria. Evaluate for colovesical fistula.

            COMPARISON: None.

            TECHNIQUE: Axial CT after oral contrast and 100 mL IV Omnipaque 350 in the portal venous phase, with
            5-minute delayed images through the pelvis. Coronal and sagittal reformations.

            FINDINGS:
            PELVIS: The sigmoid colon carries numerous diverticula and is thickened over a 7 cm segment (wall up
            to 9 mm) with adjacent fat stranding. This segment is tethered to the left posterosuperior bladder
            dome, where the bladder wall is focally thickened to 12 mm. A thin tract of gas and oral contrast runs
            from the sigmoid to the bladder dome. Nondependent gas in the bladder lumen (no recent catheterization
            per records). No pericolic abscess.
            Prostate mildly enlarged, 5.1 cm.
            ABDOMEN: Liver, gallbladder, spleen, pancreas and adrenals unremarkable. Kidneys enhance symmetrically
            without hydronephrosis; excretion on delayed images is symmetric. Small bowel normal caliber. Appendix
            normal. No free air or ascites.
            LOWER CHEST: Clear.
            BONES: Mild degenerative changes.

            IMPRESSION:
            1. Sigmoid ____ complicated by a colovesical fistula: intravesical gas and a contrast-filled tract
            between the sigmoid and the bladder dome.
            2. No abscess. No free air.
            3. Mild prostatomegaly.
            """,
             ["colonic_diverticula", "sigmoid_wall_thickening", "pericolic_fat_stranding", "normal_caliber_appendix"],
             GB_N + PANC_N + APP_N + ["pericolic_abscess", "hydronephrosis", "dilated_small_bowel_loops",
                                      "pneumoperitoneum_ct", "free_fluid_abdomen"])],
        "Sigmoid diverticulitis with colovesical fistula",
        [UNCOMP, "Vesicointestinal fistula", "Essential (primary) hypertension"],
        micro={90039: ("ESCHERICHIA COLI", URINE_SPEC)}),

    enc(29900016, L, "atypical",
        txt("""
            ED Provider Note. History from daughter ___ by phone (patient has moderate Alzheimer dementia and
            cannot give a history) and from the assisted-living nurse's transfer sheet.
            Daughter (phone, 15:05): "Mom's had diarrhea for two or three days, the aides said she's had accidents,
            which she never does. She didn't want her breakfast or lunch today. She keeps holding her lower belly
            and saying ow when they help her up. Yesterday they said she felt warm. She's more confused than usual;
            usually she knows me and today on FaceTime she didn't. She's on a blood thinner for her heart rhythm.
            She's never had anything like this that I know of."
            Transfer sheet: T 100.6 at 13:00, HR 104, BP 112/60, "more lethargic, abd pain?"
            PMH: Alzheimer dementia (moderate), AF on apixaban, HTN, hypothyroidism, osteoporosis with vertebral
            fractures. PSH: none abdominal; L hip ORIF 2019. Meds: apixaban 2.5 mg BID, donepezil, metoprolol,
            levothyroxine. Social: assisted living, walks with a walker, needs help with bathing; no tobacco or
            EtOH.
            """),
        annv(vit(100.6, 104, 112),
             ["diarrhea", "abdominal_pain", "fever", "confusion", "atrial_fibrillation_history",
              "hypertension_history", "reduced_mobility"],
             ["previous_similar_episodes", "prior_abdominal_surgery", "smoker", "alcohol_use"]),
        txt("""
            T 38.2 (rectal) HR 102 irregularly irregular BP 106/58 RR 20 SpO2 95% RA
            General: frail elderly woman, drowsy, oriented to person only (baseline per daughter: person and
            place)
            HEENT: dry mucous membranes
            CV: irregularly irregular, rate ~100
            Lungs: clear anteriorly
            Abd: soft, mildly distended; ↑ grimace with palpation LLQ and suprapubic; no rebound; no rigidity;
            guarding not reliably assessable; BS present, not hyperactive.
            Rectal: soft brown stool, guaiac neg
            Skin: tenting
            """),
        annv(vit(38.2, 102, 106, 20, 95),
             ["irregularly_irregular_pulse", "altered_mental_status_sign", "dehydration_signs", "distended_abdomen",
              "llq_tenderness", "suprapubic_tenderness"],
             ["rebound_tenderness", "abdominal_rigidity", "hyperactive_bowel_sounds", "guaiac_positive_stool"]),
        merge(cbc(15.8, 11.4, 322, 84), bmp(147, 3.4, 112, 22, 42, 1.3, 118), lft(16, 22, 88, 0.6, alb=3.1),
              lab(lactate=2.1, crp=140.0), ua(sg=1.030, wbc=4)),
        [rep("CT ABD & PELVIS WITH CONTRAST", "CT", "Abdomen", """
            EXAMINATION: CT A/P WITH IV CONTRAST

            HISTORY: 83F with dementia, fever, diarrhea and lower abdominal tenderness. ? colitis vs other
            infectious source.

            COMPARISON: CT pelvis ___ (2019, trauma).

            TECHNIQUE: Axial images from the dome of the diaphragm through the pelvis after 75 mL Omnipaque 350
            IV (dose reduced for renal function); coronal and sagittal reformats.

            FINDINGS:
            Lower chest: Small hiatal hernia. Bibasilar atelectasis. No effusion.
            Liver: Normal.
            Gallbladder: A few small calcified stones. No wall thickening or pericholecystic stranding.
            Pancreas, spleen, adrenals: Normal.
            Kidneys: Left cortical scarring. No hydronephrosis.
            Bowel: Extensive sigmoid diverticulosis. The proximal sigmoid is thickened over 6 cm with surrounding
            fat stranding and engorged vasa recta. Three tiny foci of extraluminal gas lie in the sigmoid
            mesocolon next to an inflamed diverticulum, without a fluid collection. No free intraperitoneal air.
            The remainder of the colon and the rectum have normal wall thickness; no colitis. Small bowel not
            dilated. Appendix not visualized; no inflammatory change in the right lower quadrant.
            Pelvis: Bladder unremarkable. Uterus atrophic.
            Bones: Chronic compression deformities of T12 and L2. Left hip ORIF hardware.

            IMPRESSION:
            1. Sigmoid ____ with a few adjacent extraluminal gas foci, consistent with contained microperforation.
            No abscess.
            2. No colitis.
            3. Cholelithiasis without signs of gallbladder inflammation.
            4. Chronic compression fractures of T12 and L2.
            """,
             ["colonic_diverticula", "sigmoid_wall_thickening", "pericolic_fat_stranding",
              "extraluminal_pericolic_gas", "gallstones", "vertebral_compression_fracture"],
             EFF + PANC_N + ["gallbladder_wall_thickening", "pericholecystic_fat_stranding", "hydronephrosis",
                             "pericolic_abscess", "pneumoperitoneum_ct", "dilated_small_bowel_loops"])],
        "Sigmoid diverticulitis with contained microperforation",
        [PERF, "Alzheimer's disease, unspecified", "Unspecified atrial fibrillation"],
        micro={90201: ("No growth", BLOOD_SPEC),
               90267: ("No Salmonella, Shigella, Campylobacter or E. coli O157:H7 found", "")}),

    enc(29900017, L, "hard",
        txt("""
            Transfer note from ___ Women's Health (same-day visit), ___, WHNP-BC:
            47 y/o G3P3 with known endometriosis (laparoscopic excision 2016) and a 3 cm L endometrioma on US last
            year, c/o L lower pelvic pain x 2 days, constant, 7/10, worse with walking and with bumps in the car.
            LMP 3 wks ago. Mild nausea. Felt warm. Denies vaginal bleeding, abnormal discharge, dysuria.
            Office exam: T 100.3, P 98, BP 128/82. Abdomen: LLQ tenderness with guarding. Bimanual: L adnexal
            tenderness, ? fullness, no CMT.
            Impression: L pelvic pain - ruptured/leaking endometrioma vs torsion. Sent to ED for pelvic US and gyn
            evaluation; Dr ___ (gyn) aware.
            ED addendum (ED attending): Agree with the above. On further questioning, stools looser since
            yesterday, no blood. Never had pain like this; her endometriosis pain is cyclic and central. Colonoscopy
            at 45 showed "some pockets" (diverticulosis), no polyps.
            PMH: endometriosis, migraines. PSH: laparoscopy 2016, C-section x1. Meds: norethindrone acetate 5 mg,
            sumatriptan prn. Social: no tobacco, social EtOH.
            """),
        annv(vit(100.3, 98, 128),
             ["llq_pain", "pelvic_pain", "prolonged_constant_pain", "pain_worse_with_movement", "nausea", "fever",
              "llq_tenderness", "guarding", "adnexal_tenderness", "diverticulosis_history", "colonic_diverticula",
              "prior_abdominal_surgery", "alcohol_use"],
             ["vaginal_bleeding", "vaginal_discharge", "dysuria", "cervical_motion_tenderness", "rectal_bleeding",
              "previous_similar_episodes", "smoker"]),
        txt("""
            BP 130/78 | HR 94 | T 38.0 | RR 16 | SpO2 99% RA
            Gen: uncomfortable but nontoxic
            Abd: soft, ND, +TTP LLQ, localized, (+) vol guarding LLQ, (-) rebound, suprapubic mildly tender, RLQ NT
            Pelvic (chaperoned, Dr ___): normal cervix, no CMT; L adnexal region tender, though the tenderness
            seems higher and more lateral than the ovary; no mass appreciated. R adnexa NT.
            Back: no CVAT
            """),
        annv(vit(38.0, 94, 130, 16, 99),
             ["llq_tenderness", "guarding", "suprapubic_tenderness", "adnexal_tenderness"],
             ["ill_appearing", "distended_abdomen", "rebound_tenderness", "abdominal_rigidity", "rlq_tenderness",
              "cervical_motion_tenderness", "adnexal_mass", "cva_tenderness"]),
        merge(cbc(13.2, 12.6, 280, 78), bmp(138, 4.0, 103, 24, 10, 0.7, 98), lab(hcg="NEG", crp=72.0), ua()),
        [rep("US PELVIS TRANSVAGINAL", "Ultrasound", "Abdomen", """
            EXAMINATION: PELVIC ULTRASOUND, TRANSABDOMINAL AND TRANSVAGINAL

            HISTORY: LLQ/left pelvic pain, known left endometrioma. Evaluate for rupture or torsion.

            COMPARISON: Pelvic ultrasound ___ (13 months prior).

            TECHNIQUE: Transabdominal and endovaginal grayscale with color and spectral Doppler.

            FINDINGS:
            Uterus: 9.4 x 5.0 x 5.8 cm, mildly heterogeneous myometrium suggestive of adenomyosis. Endometrium
            7 mm.
            Right ovary: 2.6 x 1.8 x 2.0 cm, normal, with normal flow.
            Left ovary: 3.4 x 2.8 x 3.0 cm, containing a 2.4 cm homogeneous cyst with low-level echoes, consistent
            with the known endometrioma, smaller than before (previously 3.1 cm). Normal arterial and venous flow.
            Not tender to probe pressure.
            Adnexa: Superior and lateral to the left ovary, at the point of maximal tenderness, there is a
            thick-walled bowel loop (wall 7 mm) with surrounding hyperechoic, noncompressible fat and an
            outpouching containing a shadowing focus, likely an inflamed diverticulum.
            Free fluid: Trace.

            IMPRESSION:
            1. Left endometrioma, decreased in size, with normal Doppler flow; no sonographic sign of rupture or
            torsion.
            2. Thick-walled bowel loop with inflamed surrounding fat at the site of maximal tenderness in the left
            lower quadrant, suspicious for sigmoid ____. CT recommended.
            3. Probable adenomyosis.
            """,
             ["ovarian_cyst_lesion", "free_pelvic_fluid"],
             ["absent_ovarian_flow"]),
         rep("CT ABD & PELVIS WITH CONTRAST", "CT", "Abdomen", """
            EXAMINATION: CT ABD/PELVIS WITH IV CONTRAST

            HISTORY: LLQ pain and low-grade fever; ultrasound with a thickened bowel loop beside the left ovary.

            COMPARISON: Pelvic ultrasound same day.

            TECHNIQUE: Portal venous phase CT after 100 mL Omnipaque 350; multiplanar reformats.

            FINDINGS:
            Abdomen:
            - Liver: normal. Gallbladder: normal. Biliary: no dilatation. Pancreas: normal. Spleen: normal.
              Adrenals: normal. Kidneys: normal, no hydronephrosis.
            - Bowel: Scattered descending and sigmoid diverticula. The distal descending and proximal sigmoid
              colon, which dips into the left pelvis beside the left ovary, is thickened over 5 cm with adjacent
              fat stranding and a small amount of fluid, centered on an inflamed diverticulum. No abscess. No
              extraluminal gas.
            - Appendix: normal.
            Pelvis:
            - Left ovarian 2.3 cm cyst, consistent with the known endometrioma. Right ovary normal. Uterus enlarged
              and heterogeneous.
            - Trace free fluid.
            Lung bases: clear. Bones: unremarkable.

            IMPRESSION:
            1. Acute ____ of the distal descending/proximal sigmoid colon, which lies against the left ovary and
            accounts for the pelvic symptoms. Uncomplicated.
            2. Known left endometrioma, unchanged from ultrasound.
            """,
             ["colonic_diverticula", "sigmoid_wall_thickening", "pericolic_fat_stranding", "ovarian_cyst_lesion",
              "free_pelvic_fluid", "normal_caliber_appendix"],
             GB_N + DUCT_N + PANC_N + KID_N + APP_N + ["pericolic_abscess", "extraluminal_pericolic_gas"])],
        "Acute sigmoid diverticulitis",
        [UNCOMP, "Endometriosis of ovary"]),

    enc(29900018, L, "hard",
        txt("""
            Scribe statement: This note was scribed by ___ for Dr ___, ___ ED.
            CC: "IBS flare that won't quit"
            HPI: 36 y/o M with IBS (dx age 24, mixed type, followed by GI) presents with 4 days of LLQ pain. Had a
            telehealth visit with his GI office 2 days ago, told IBS flare, started dicyclomine and peppermint
            oil, no better. His usual IBS pain is crampy, comes and goes and eases after a BM; this pain is
            constant, stays in the LLQ, is not relieved by having a BM, and is worse when he walks. Fever 101.3
            last night. Decreased appetite, mild nausea, no vomiting. Stools alternate as usual, currently more
            constipated; no blood or black stools. No travel. No sick contacts.
            PMH: IBS, anxiety, obesity (BMI 33). PSH: tonsillectomy. Meds: dicyclomine, sertraline. NKDA. Social:
            software developer; no tobacco; 4-6 beers on weekends; no drugs. FH: mother with "diverticulosis".
            Provider attestation: I, Dr ___, personally performed the services described in this documentation as
            scribed by ___ in my presence, and it is both accurate and complete.
            """),
        ann(["llq_pain", "prolonged_constant_pain", "pain_worse_with_movement", "fever", "fever_measured",
             "anorexia", "nausea", "constipation", "alternating_bowel_habit", "obesity", "alcohol_use"],
            ["pain_relieved_by_defecation", "vomiting", "rectal_bleeding", "melena", "recent_travel",
             "sick_contacts", "smoker"]),
        txt("""
            Triage 09:12 - T 38.3 °C, HR 104, BP 138/84, RR 18, SpO2 99% RA
            Re-check 10:30 - T 37.9 °C, HR 92
            Constitutional: obese, uncomfortable, nontoxic
            Abdomen: soft; (+) focal TTP LLQ with (+) guarding; (+) rebound LLQ; RLQ/RUQ NT; no masses; BS
            normoactive
            Rectal: deferred
            Skin: no rash
            """),
        annv(vits(vit(38.3, 104, 138, 18, 99), vit(37.9, 92)),
             ["obesity", "llq_tenderness", "guarding", "rebound_tenderness"],
             ["ill_appearing", "abdominal_rigidity", "rlq_tenderness", "ruq_tenderness", "llq_mass",
              "hyperactive_bowel_sounds", "hypoactive_bowel_sounds", "rash"]),
        merge(cbc(14.6, 15.5, 250, 81), bmp(140, 4.2, 102, 26, 14, 1.0, 102), lab(crp=98.0), ua()),
        [rep("CT ABD & PELVIS WITH CONTRAST", "CT", "Abdomen", """
            EXAMINATION: CT ABDOMEN AND PELVIS WITH CONTRAST

            CLINICAL HISTORY: 36M with IBS, 4 days of constant LLQ pain, fever.

            COMPARISON: None.

            TECHNIQUE: Axial CT in the portal venous phase after 100 mL Omnipaque 350 IV; no oral contrast.
            Coronal and sagittal reformations.

            FINDINGS:
            LOWER CHEST: No acute abnormality.
            LIVER: Mildly low attenuation, compatible with steatosis.
            BILIARY: Gallbladder normal. No ductal dilatation.
            PANCREAS/SPLEEN/ADRENALS: Unremarkable.
            KIDNEYS: Normal. No stones or hydronephrosis.
            GI: A few sigmoid diverticula. Focal wall thickening of a 4 cm sigmoid segment around a central
            inflamed diverticulum, with surrounding fat stranding. An adjacent 1.2 cm fluid pocket without an
            enhancing rim, too small to drain. No extraluminal gas. The colon proximal to this is normal.
            Appendix normal. Small bowel normal.
            PERITONEUM: No free air or ascites.
            BLADDER: Normal.
            MSK: Bilateral L5 pars defects without listhesis.

            IMPRESSION:
            1. Acute sigmoid ____ with a 1.2 cm adjacent phlegmonous fluid pocket, not drainable. No free air.
            2. Hepatic steatosis.
            3. Bilateral L5 spondylolysis, incidental.
            """,
             ["colonic_diverticula", "sigmoid_wall_thickening", "pericolic_fat_stranding", "normal_caliber_appendix"],
             GB_N + DUCT_N + PANC_N + KID_N + APP_N + ["extraluminal_pericolic_gas", "dilated_small_bowel_loops",
                                                       "pneumoperitoneum_ct", "free_fluid_abdomen"])],
        "Acute sigmoid diverticulitis with small phlegmon",
        [UNCOMP, "Irritable bowel syndrome, mixed"]),
]
