"""Appendicitis, 29100001-29100006 (3 typical, 1 atypical, 2 hard).

29100001 typical   19 y man, terse ED note, CT with an obstructing calcification at the base.
29100002 typical   34 y woman, resident H&P, graded-compression ultrasound.
29100003 typical   27 y man, four days of pain, perforated with a walled-off collection on CT.
29100004 atypical  29 y woman 26 weeks pregnant, right upper pain, MRI with the appendix displaced high.
29100005 hard      41 y man sent as a right ureteral stone (flank pain, blood in urine); retrocecal.
29100006 hard      78 y woman from assisted living, sent for constipation and confusion; perforated.
"""

from common import *  # noqa: F401,F403

CT_TECH = """Following 90 mL Omnipaque 350 IV, helical images were acquired from the lung bases to the
pubic symphysis. No oral contrast. Sagittal and coronal reformations
were reviewed."""

ENCOUNTERS = [
    enc(29100001, "appendicitis", "typical",
        """19M c/o abd pain since last night. Started around umbilicus, now RLQ, sharp, 7/10, worse w/
        walking and w/ every bump on the car ride over. +nausea, vomited x1. No appetite since
        yesterday. Subjective fevers and chills at home, didn't check temp. Last BM yesterday AM,
        normal. Denies diarrhea, dysuria, hematuria. No sick contacts.
        PMH: none. PSH: none. Meds: none. NKDA.
        SH: college student, ETOH on weekends, no tobacco.
        FH: NC""",
        ann(["abdominal_pain", "periumbilical_pain", "rlq_pain", "pain_migration_to_rlq", "pain_worse_with_movement",
             "nausea", "vomiting", "anorexia", "fever", "chills", "alcohol_use"],
            ["diarrhea", "dysuria", "gross_hematuria", "sick_contacts", "prior_abdominal_surgery", "smoker"]),
        """VS: T 100.6 HR 104 BP 124/78 RR 18 SpO2 99% RA
        Gen: uncomfortable, lying very still on stretcher
        HEENT: MMM, anicteric
        CV: tachy, regular, no m/r/g
        Pulm: CTA b/l
        Abd: soft, ND, TTP RLQ maximal at McBurney's pt, +Rovsing, +psoas, voluntary guarding RLQ,
        no rebound. BS present.
        Back: no CVAT
        Ext: WWP, no edema""",
        annv(vit(100.6, 104, 124, 18, 99),
             ["rlq_tenderness", "mcburney_point_tenderness", "rovsing_sign", "psoas_sign", "guarding"],
             ["distended_abdomen", "rebound_tenderness", "jaundice", "cva_tenderness", "dehydration_signs",
              "pitting_edema"]),
        merge(cbc(14.8, 15.1, 265, 84.0), bmp(138, 4.0, 101, 24, 12, 0.9, 104),
              ua(sg=1.026, ket="15")),
        [report("CT ABD & PELVIS WITH CONTRAST", "CT", "Abdomen", CT_TECH, [
            ("LOWER CHEST", "Clear lung bases. Neither pleural nor pericardial effusion."),
            ("HEPATOBILIARY", """Homogeneous hepatic enhancement. No intrahepatic or extrahepatic biliary
              dilatation. The gallbladder is unremarkable."""),
            ("PANCREAS", "Normal."),
            ("SPLEEN", "Normal in size."),
            ("ADRENALS", "Normal."),
            ("URINARY", """Kidneys enhance symmetrically without hydronephrosis or stones. The bladder is
              underdistended but otherwise unremarkable."""),
            ("GASTROINTESTINAL", """The appendix is dilated to 12 mm, with hyperenhancing walls and
              surrounding fat stranding. A 6 mm obstructing calcification is present at its base. No
              periappendiceal fluid collection and no free air. Small bowel and colon are normal in
              caliber."""),
            ("PELVIS", "Trace free fluid in the pelvis, likely reactive."),
            ("LYMPH NODES", """A few subcentimeter mesenteric nodes in the right lower quadrant, not
              enlarged by size criteria."""),
            ("VASCULAR", "Patent."),
            ("BONES", "No suspicious osseous lesion."),
        ], ["dilated_appendix", "appendiceal_wall_enhancement", "periappendiceal_fat_stranding", "appendicolith",
            "free_pelvic_fluid"],
           EFF + DUCT_N + GB_N + PANC_N + KID_N + ["periappendiceal_fluid_collection", "pneumoperitoneum_ct",
                                                 "dilated_small_bowel_loops", "enlarged_mesenteric_lymph_nodes"],
           dose="DLP 512 mGy-cm")],
        "Acute appendicitis with appendicolith", ["Other and unspecified acute appendicitis"],
        ["Laparoscopic appendectomy"],
        [("0DTJ4ZZ", "Resection of Appendix, Percutaneous Endoscopic Approach", 10)]),

    enc(29100002, "appendicitis", "typical",
        """Ms. ___ is a 34 year old G2P2 woman with no significant past medical history who presents
        with one day of right lower quadrant abdominal pain. The pain began yesterday afternoon as a
        dull ache around her belly button and over several hours settled in the right lower
        quadrant, where it has been constant and steadily worse since. She has been nauseated but
        has not vomited, and she has had no appetite. She felt feverish overnight but did not take
        her temperature. She denies dysuria, urinary frequency, vaginal discharge or vaginal
        bleeding. LMP two weeks ago, normal; she has a copper IUD. No diarrhea or constipation. She
        has never had pain like this before.
        Past Medical History: None.
        Past Surgical History: Cesarean section x1 (___).
        Social History: Dental hygienist. No alcohol or tobacco.
        Family History: Mother with breast cancer.""",
        ann(["abdominal_pain", "rlq_pain", "periumbilical_pain", "pain_migration_to_rlq", "prolonged_constant_pain",
             "nausea", "anorexia", "fever", "prior_abdominal_surgery", "family_history_breast_malignancy"],
            ["vomiting", "dysuria", "urinary_frequency", "vaginal_discharge", "vaginal_bleeding", "diarrhea",
             "constipation", "previous_similar_episodes", "missed_period", "alcohol_use", "smoker"]),
        """T 37.9 P 96 BP 118/72 RR 16 O2 100% RA. Alert, appears uncomfortable but nontoxic. Sclerae
        anicteric, oropharynx clear. Heart regular without murmur, lungs clear bilaterally. The abdomen
        is soft and non-distended, with focal tenderness in the right lower quadrant and mild
        guarding there; palpation of the left lower quadrant reproduces her right-sided pain. Heel
        tap positive. No rebound. Costovertebral angles nontender. Bimanual: the cervix moves without
        pain; the right adnexa is mildly tender; no discharge.""",
        annv(vit(37.9, 96, 118, 16, 100),
             ["rlq_tenderness", "guarding", "rovsing_sign", "adnexal_tenderness"],
             ["ill_appearing", "jaundice", "distended_abdomen", "rebound_tenderness", "cva_tenderness",
              "cervical_motion_tenderness"]),
        merge(cbc(12.6, 12.9, 301, 79.0), bmp(139, 3.8, 104, 25, 9, 0.7, 96),
              ua(le="TR", wbc=3), {51085: "NEG"}),
        [report("US ABD LIMIT, SINGLE ORGAN", "Ultrasound", "Abdomen",
                """Graded compression sonography at the point of maximal tenderness in the right lower
                quadrant, gray-scale and color Doppler. Transabdominal views of the right
                adnexa were added.""",
                """A blind-ending tubular structure arising from the cecal tip measures 9 mm in
                diameter and does not compress with graded pressure. Its wall shows increased color
                Doppler flow and the surrounding fat is echogenic. No shadowing intraluminal focus is
                seen. No drainable fluid collection. A small amount of simple free fluid lies in the
                right paracolic gutter. The right ovary measures 3.1 x 2.2 x 2.0 cm with a 1.4 cm
                follicle and shows normal arterial and venous waveforms.""",
                ["dilated_appendix", "noncompressible_appendix", "appendiceal_wall_hyperemia",
                 "echogenic_periappendiceal_fat", "free_fluid_abdomen"],
                ["appendicolith", "periappendiceal_fluid_collection", "absent_ovarian_flow"])],
        "Acute appendicitis", ["Unspecified acute appendicitis"],
        ["Laparoscopic appendectomy"],
        [("0DTJ4ZZ", "Resection of Appendix, Percutaneous Endoscopic Approach", 10)]),

    enc(29100003, "appendicitis", "typical",
        """27 yo M, construction worker, presents w/ 4 days of abdominal pain. Initially thought it was
        something he ate. Pain started periumbilical, moved to the right lower side by day 2, then
        got a little better for half a day and is now all over the lower abdomen and much worse.
        Fevers to 102 at home w/ rigors last night. Vomiting x several today, unable to keep down
        liquids. Last BM 2 days ago, loose. No blood in stool. No urinary sx. No travel.
        PMH: asthma as a child
        PSH: none
        SH: 1 ppd cigarettes, 6 pack beer on wknds. No IVDU.
        FH: noncontributory""",
        ann(["abdominal_pain", "periumbilical_pain", "pain_migration_to_rlq", "rlq_pain", "fever", "chills",
             "fever_measured", "vomiting", "smoker", "alcohol_use", "asthma_history"],
            ["rectal_bleeding", "dysuria", "urinary_frequency", "recent_travel", "prior_abdominal_surgery", "injection_drug_use"]),
        """Vitals: 101.8  118  104/62  22  97% RA
        General: ill appearing, diaphoretic, lying with knees flexed
        HEENT: dry mucous membranes
        Neck: supple
        Lungs: clear
        Heart: tachycardic, regular
        Abdomen: mildly distended, diffusely tender, worst in the RLQ and suprapubic region, with
        involuntary guarding and rebound in the lower abdomen. Hypoactive bowel sounds.
        Rectal: deferred
        Skin: no rash""",
        annv(vit(101.8, 118, 104, 22, 97),
             ["ill_appearing", "diaphoretic", "dehydration_signs", "distended_abdomen",
              "diffuse_abdominal_tenderness", "rlq_tenderness", "suprapubic_tenderness", "guarding",
              "rebound_tenderness", "hypoactive_bowel_sounds"],
             ["rash"]),
        merge(cbc(19.7, 14.4, 388, 86.0, bands=8.0), bmp(134, 3.5, 98, 20, 24, 1.3, 131),
              lft(28, 31, 84, 1.6), {50813: 2.6, 50889: 212.0}),
        [report("CT ABD & PELVIS WITH CONTRAST", "CT", "Abdomen",
                """Helical CT from the diaphragm through the pelvis, 70 seconds after 100 mL Isovue 370 IV;
                positive oral contrast was given. Multiplanar reformats.""",
                """Bibasilar dependent atelectasis, no effusion. Liver, gallbladder, spleen, pancreas
                and adrenal glands are within normal limits. Kidneys are normal without hydronephrosis.
                In the right lower quadrant there is a 5.2 x 3.8 x 4.0 cm rim-enhancing fluid
                collection containing a few locules of gas, centred on the tip of a thick-walled,
                dilated appendix, which shows a discontinuity of its enhancing wall distally. A 9 mm
                calcified appendicolith lies within the collection. Extensive inflammatory stranding of
                the right lower quadrant mesentery with reactive thickening of the terminal ileum and
                cecal pole. Moderate free fluid in the pelvis. Several loops of small bowel in the mid
                abdomen are mildly prominent up to 2.8 cm without a discrete transition, likely ileus.
                No free intraperitoneal air. Bladder unremarkable. L5 pars defects without
                listhesis.""",
                ["dilated_appendix", "periappendiceal_fluid_collection", "appendicolith",
                 "appendiceal_perforation_signs", "periappendiceal_fat_stranding", "terminal_ileal_wall_thickening",
                 "free_pelvic_fluid", "dilated_small_bowel_loops"],
                EFF + GB_N + PANC_N + KID_N + ["transition_point", "pneumoperitoneum_ct"],
                dose="Total DLP 688 mGy-cm")],
        "Perforated appendicitis with periappendiceal abscess",
        ["Acute appendicitis with localized peritonitis and gangrene, with perforation"],
        ["CT-guided percutaneous drainage of pelvic abscess"],
        [("0W9J30Z", "Drainage of Pelvic Cavity with Drainage Device, Percutaneous Approach", 10)],
        {90201: ("No growth", BLOOD_SPEC)}),

    enc(29100004, "appendicitis", "atypical",
        """OB triage note. 29 y/o G1P0 at 26w2d by early US, uncomplicated pregnancy to date, sent up
        from the ED with right-sided abdominal pain x 18 hrs. Pt points to the right side just below
        the ribs and toward her back. Pain is constant, 6/10, worse when she rolls over in bed.
        Nausea, vomited twice this AM (she has not vomited since the first trimester). Decreased
        appetite. Denies fever at home. Denies contractions, leakage of fluid, vaginal bleeding.
        +FM. Mild burning with urination since yesterday; no frequency. No h/o gallstones, never
        had similar pain.
        PMH: none. PSH: wisdom teeth. Meds: PNV. All: PCN (hives).
        SH: married, no EtOH/tobacco/drugs in pregnancy.""",
        ann(["pregnancy", "abdominal_pain", "ruq_pain", "flank_pain", "prolonged_constant_pain",
             "pain_worse_with_movement", "nausea", "vomiting", "anorexia", "dysuria"],
            ["fever", "vaginal_bleeding", "urinary_frequency", "gallstones_history", "previous_similar_episodes",
             "alcohol_use", "smoker"]),
        """Temp 99.7, HR 108, BP 112/64, RR 18, sat 98% on room air.
        Gen: NAD at rest, grimaces w/ movement.
        Abd: gravid, fundus 2 cm above umbilicus, uterus soft and nontender, no contractions palpated.
        Tender R flank and R mid abdomen lateral to the fundus, with guarding; no rebound. Murphy's
        equivocal. Mild R CVA tenderness.
        SVE: closed/long/high.
        FHT 150s, moderate variability. Toco: quiet.""",
        annv(vit(99.7, 108, 112, 18, 98),
             ["pregnancy", "guarding", "cva_tenderness"],
             ["rebound_tenderness", "uterine_tenderness"]),
        merge(cbc(15.9, 11.2, 244, 88.0), bmp(135, 3.6, 103, 21, 6, 0.5, 88),
              lft(19, 22, 141, 0.4), {50956: 31.0},
              ua(app="Hazy", sg=1.022, prot="TR", ket="40", le="TR", wbc=6, epi=7)),
        [report("US ABD LIMIT, SINGLE ORGAN", "Ultrasound", "Abdomen",
                "RUQ, transabdominal, gray-scale plus Doppler.",
                """The gallbladder is nondistended, with a 2 mm wall, no stones or sludge, and no
                pericholecystic fluid. Sonographic Murphy sign is negative. The common duct measures 3 mm.
                The liver is normal in echotexture. The right kidney shows mild pelviectasis (AP pelvis
                9 mm), within the expected range for gestational age. The appendix is not
                visualized.""",
                ["hydronephrosis"],
                GB_N + ["sonographic_murphy_sign", "gallbladder_sludge", "cbd_dilation"]),
         report("MR ABD & PELVIS W/O CONTRAST", "MRI", "Abdomen",
                """Multiplanar T2 single-shot fast spin echo, T1 in and out of phase and diffusion
                weighted images of the abdomen and pelvis without gadolinium, per pregnancy protocol.""",
                """Single intrauterine pregnancy. The cecum is displaced superiorly by the gravid uterus
                and lies at the level of the lower pole of the right kidney. Arising from it, the
                appendix courses cranially and measures up to 10 mm, with a thickened wall, T2
                hyperintense periappendiceal edema and restricted diffusion of the wall. A small T1/T2
                dark focus at the base may represent an appendicolith. No organized fluid collection.
                Small amount of free fluid in the right paracolic gutter. Mild right hydronephrosis,
                physiologic of pregnancy. The ovaries are normal. Gallbladder, liver and pancreas are
                unremarkable on the sequences obtained.""",
                ["pregnancy", "dilated_appendix", "periappendiceal_fat_stranding", "free_fluid_abdomen",
                 "hydronephrosis"],
                ["periappendiceal_fluid_collection", "enlarged_ovary"] + GB_N + PANC_N)],
        "Acute appendicitis in pregnancy", ["Unspecified acute appendicitis",
                                            "Infections of other parts of urinary tract in pregnancy, second trimester"],
        ["Laparoscopic appendectomy"],
        [("0DTJ4ZZ", "Resection of Appendix, Percutaneous Endoscopic Approach", 10)],
        {90039: ("MIXED BACTERIAL FLORA, CONSISTENT WITH CONTAMINATION", URINE_SPEC)}),

    enc(29100005, "appendicitis", "hard",
        """41 year old male referred from urgent care with a diagnosis of a right kidney stone for
        pain control and urology evaluation. States that since yesterday evening he has had a
        gnawing pain in the right flank and right lower back that goes around to the right side of
        his belly. Urgent care dipstick showed blood. He passed a stone on the left 6 years ago and
        says this feels "sort of similar but not as sharp". Not colicky; it is there all the time
        and hurts more when he walks. He feels off his food and a little nauseous, no vomiting.
        Chills last night. No gross hematuria, no dysuria.
        PMH: nephrolithiasis, hyperlipidemia, GERD
        PSH: none
        Meds: atorvastatin, omeprazole
        Social: married, accountant, 2-3 beers/week, never smoked.
        Family: father with kidney stones.""",
        ann(["flank_pain", "back_pain", "abdominal_pain", "kidney_stone_history", "prolonged_constant_pain",
             "pain_worse_with_movement", "anorexia", "nausea", "chills", "hyperlipidemia_history",
             "alcohol_use"],
            ["colicky_abdominal_pain", "vomiting", "gross_hematuria", "dysuria", "prior_abdominal_surgery", "smoker"]),
        """98.9 F, 97, 136/84, 16, 98% RA. Well-appearing man, sitting still, not writhing. No
        scleral icterus. Heart and lungs normal. Abdomen soft, not distended; tenderness in the
        right flank and right lower quadrant laterally with guarding, no rebound; Rovsing's negative.
        Pain on passive extension of the right hip. Moderate right costovertebral angle tenderness.
        Normal genital exam, no testicular tenderness.""",
        annv(vit(98.9, 97, 136, 16, 98),
             ["rlq_tenderness", "guarding", "psoas_sign", "cva_tenderness"],
             ["ill_appearing", "writhing_in_pain", "jaundice", "distended_abdomen", "rebound_tenderness",
              "rovsing_sign"]),
        merge(cbc(13.1, 15.6, 232, 81.0), bmp(140, 4.2, 103, 26, 15, 1.0, 99),
              ua(sg=1.020, prot="TR", rbc=8, wbc=4, epi=0)),
        [report("CT ABD & PELVIS W/O CONTRAST", "CT", "Abdomen",
                """Non-contrast CT of the abdomen and pelvis, renal stone protocol, 2.5 mm axial images
                with coronal reformats.""",
                [("LOWER CHEST", "Minimal right base atelectasis."),
                 ("ABDOMEN", """Liver contains a 1.2 cm hypodensity in segment 7 too small to characterize.
                    Gallbladder, spleen, pancreas, adrenals within normal limits."""),
                 ("KIDNEYS AND URETERS", """No renal or ureteral calculi. No hydronephrosis. A 1.8 cm
                    simple left renal cyst (0 HU). The right ureter is normal in caliber along its length;
                    there is mild fat stranding adjacent to its mid portion, contiguous with the process
                    below."""),
                 ("BOWEL", """The cecum is mobile and the appendix is retrocecal, coursing superiorly
                    toward the inferior pole of the right kidney. It is dilated to 11 mm with marked
                    surrounding fat stranding that abuts the right psoas and the right ureter. No
                    appendicolith. No extraluminal gas or fluid collection. Remainder of the bowel is
                    unremarkable."""),
                 ("PELVIS", "Bladder decompressed. No free fluid."),
                 ("BONES", "Mild degenerative changes of the lower lumbar spine.")],
                ["dilated_appendix", "periappendiceal_fat_stranding"],
                GB_N + PANC_N + ["renal_calculus", "ureteral_stone", "hydronephrosis", "appendicolith",
                                 "periappendiceal_fluid_collection", "free_pelvic_fluid"])],
        "Acute retrocecal appendicitis", ["Unspecified acute appendicitis"],
        ["Laparoscopic appendectomy"],
        [("0DTJ4ZZ", "Resection of Appendix, Percutaneous Endoscopic Approach", 10)]),

    enc(29100006, "appendicitis", "hard",
        """Transfer note (assisted living -> ED). 78 yo F w/ mild dementia, HTN, hypothyroid, CKD
        stage 3, sent in by facility for "constipation x 4 days and more confused than usual". Per
        the nurse she has been eating poorly for 3 days, vomited once yesterday, and has been
        holding her belly. Pt herself says her stomach hurts "down low" but cannot say where or when
        it started. Facility recorded T 99.9 this morning. No BM x 4d despite senna. No urinary
        complaints reported. Baseline: oriented to self and place, ambulates with a walker.
        PMH: HTN, hypothyroidism, CKD 3, mild Alzheimer's dementia, OA
        PSH: TAH (remote), bilateral cataract surgery
        Meds: amlodipine, levothyroxine, donepezil, senna, acetaminophen prn
        SH: widowed, former smoker (quit 1980s), no alcohol.""",
        ann(["constipation", "confusion", "vomiting", "abdominal_pain", "hypertension_history", "ckd_history",
             "reduced_mobility", "prior_abdominal_surgery", "former_smoker"],
            ["fever_measured", "alcohol_use"]),
        """VS 100.4 / 112 / 98/58 / 24 / 93% 2L
        Gen: elderly woman, frail, drowsy but arousable, oriented to self only
        HEENT: dry mucosa
        CV: tachy, irregular? -> ECG sinus tach with PACs
        Resp: bibasilar crackles
        Abd: mildly distended, tender in lower abdomen R > L, with guarding; no obvious rebound,
        exam limited by cooperation. Hypoactive BS.
        Rectal: soft brown stool in vault, guaiac negative, no impaction
        Ext: trace pitting edema b/l LE""",
        annv(vit(100.4, 112, 98, 24, None),
             ["drowsiness", "altered_mental_status_sign", "ecg_sinus_tachycardia", "dehydration_signs", "bibasilar_crackles", "crackles",
              "distended_abdomen", "rlq_tenderness", "guarding", "hypoactive_bowel_sounds", "pitting_edema"],
             ["guaiac_positive_stool", "hard_stool_on_rectal_exam"]),
        merge(cbc(16.4, 11.8, 205, 89.0), bmp(133, 5.0, 101, 18, 41, 1.9, 142),
              lft(22, 35, 98, 0.9, alb=3.0), {50813: 2.4, 50956: 48.0},
              ua(app="Hazy", sg=1.028, prot="30", ket="10", le="TR", wbc=7, epi=2)),
        [report("CT ABD & PELVIS W/O CONTRAST", "CT", "Abdomen",
                """Helical axial imaging from lung bases through the pelvis without IV contrast given
                renal function. No oral contrast. Coronal and sagittal reformations.""",
                """Small bilateral pleural effusions with compressive atelectasis. Coronary artery
                calcifications. The liver has a 2.1 cm hyperdense-rimmed lesion in segment 6 that is
                most consistent with a hemangioma as seen on prior. Gallbladder contains layering
                stones without wall thickening. Pancreas atrophic, no peripancreatic fat stranding.
                Bilateral renal cortical thinning; several bilateral simple renal cysts, largest 3 cm
                on the right. No hydronephrosis. Status post hysterectomy. In the right lower quadrant
                there is an ill-defined inflammatory phlegmon with fluid and a few gas bubbles
                surrounding a calcified appendicolith, and the appendix itself cannot be separately
                identified, compatible with a perforated appendix. Mildly dilated fluid-filled small
                bowel loops to 3.1 cm without a discrete transition point. The colon contains moderate
                stool without obstruction. Small volume free fluid in the pelvis. Extensive
                sigmoid diverticulosis without surrounding inflammation. Multilevel degenerative disc
                disease and grade 1 anterolisthesis of L4 on L5.""",
                EFF + ["coronary_artery_calcification", "gallstones", "appendicolith", "appendiceal_perforation_signs",
                       "periappendiceal_fluid_collection", "dilated_small_bowel_loops",
                       "fluid_filled_bowel_loops", "free_pelvic_fluid", "colonic_diverticula",
                       "multiple_bilateral_renal_cysts"],
                ["gallbladder_wall_thickening", "peripancreatic_inflammation", "hydronephrosis", "transition_point",
                 "pericolic_fat_stranding"])],
        "Perforated appendicitis", ["Acute appendicitis with generalized peritonitis, with perforation and abscess",
                                    "Dehydration", "Chronic kidney disease, stage 3 unspecified"],
        ["Laparoscopic appendectomy with drainage"],
        [("0DTJ4ZZ", "Resection of Appendix, Percutaneous Endoscopic Approach", 10)],
        {90201: ("ESCHERICHIA COLI", BLOOD_SPEC), 90039: ("No growth", URINE_SPEC)}),
]
