"""Ovarian torsion 29100043-29100044 and ectopic pregnancy 29100047-29100048.

29100043 ovarian torsion    typical   23 y woman with a known cyst, sudden pain, pelvic ultrasound.
29100044 ovarian torsion    hard      31 y woman sent as appendicitis or a kidney stone; CT, then US.
29100047 ectopic pregnancy  typical   27 y woman, seven weeks late, spotting and left pain; TVUS.
29100048 ectopic pregnancy  hard      33 y woman sent for a stomach bug and fainting; blood in the belly.
"""

from common import *  # noqa: F401,F403

PELVIS_TECH = """Transabdominal and transvaginal grayscale, color and spectral Doppler imaging of the
pelvis."""

ENCOUNTERS = [
    enc(29100043, "ovarian torsion", "typical",
        """23 y/o G0 presents w/ sudden onset R lower abd/pelvic pain that started 3 hrs ago while
        lifting boxes, sharp, 9/10, constant w/ waves of worse pain, radiating to R groin. +N, vomited
        x3. Known 5 cm R ovarian cyst on US 2 months ago (f/u planned). Had a milder similar episode
        last week that went away after an hour. LMP 2 wks ago. Denies vaginal bleeding or discharge,
        dysuria, fever.
        PMH: R ovarian cyst. PSH: none. Meds: none.
        SH: student, no smoking, rare ETOH""",
        ann(["sudden_severe_abdominal_pain", "rlq_pain", "pelvic_pain", "abdominal_pain", "pain_radiating_to_groin",
             "nausea", "vomiting", "ovarian_cyst_history", "previous_similar_episodes", "pain_resolving_within_hours",
             "heavy_lifting"],
            ["vaginal_bleeding", "vaginal_discharge", "dysuria", "fever", "missed_period", "prior_abdominal_surgery",
             "smoker"]),
        """VS: 98.9 106 132/84 18 100%
        Gen: distressed, curled up on side, vomiting in ED
        Abd: soft, ND, RLQ and suprapubic TTP w/ voluntary guarding, no rebound. Psoas neg.
        Pelvic: no blood in vault, no discharge, no CMT, exquisitely tender R adnexa with a fullness
        there; L adnexa nontender.
        Back: no CVAT""",
        annv(vit(98.9, 106, 132, 18, 100),
             ["rlq_tenderness", "suprapubic_tenderness", "guarding", "adnexal_tenderness", "adnexal_mass"],
             ["distended_abdomen", "rebound_tenderness", "psoas_sign", "blood_in_vaginal_vault",
              "cervical_motion_tenderness", "cva_tenderness"]),
        merge(cbc(11.8, 13.2, 278, 80.0), bmp(139, 3.8, 104, 23, 12, 0.7, 121), {51085: "NEG"},
              ua(sg=1.020, ket="10")),
        [report("PELVIS, NON-OBSTETRIC", "Ultrasound", "Abdomen", PELVIS_TECH,
                [("UTERUS", "Anteverted, 7.6 x 4.0 x 4.8 cm, normal. Endometrium 6 mm."),
                 ("RIGHT OVARY", """Markedly enlarged, 8.2 x 6.4 x 6.0 cm, containing a 5.4 cm simple-appearing
                   cyst, with peripherally displaced follicles and edematous stroma. The ovary lies
                   medially, nearly in the midline behind the uterus. No arterial or venous flow is
                   detected within the ovarian parenchyma. The vascular pedicle is twisted and shows a
                   whirlpool appearance on color imaging."""),
                 ("LEFT OVARY", "Normal, 3.0 x 2.1 x 2.2 cm, with normal flow."),
                 ("OTHER", "Small amount of free fluid in the cul-de-sac.")],
                ["enlarged_ovary", "ovarian_cyst_lesion", "absent_ovarian_flow", "whirlpool_sign", "free_pelvic_fluid"],
                [])],
        "Right ovarian torsion (ovary viable after detwisting)",
        ["Torsion of ovary, ovarian pedicle and fallopian tube", "Other and unspecified ovarian cysts"],
        ["Laparoscopic untwisting of the right adnexa and ovarian cystectomy"],
        [("0UM04ZZ", "Reattachment of Right Ovary, Percutaneous Endoscopic Approach", 10)]),

    enc(29100044, "ovarian torsion", "hard",
        """31 year old G2P2 sent over from urgent care "R/O appendicitis vs R kidney stone". Pain started
        this morning in the right lower abdomen and right side, crampy, comes and goes but never fully
        away, with some radiation to the right flank. Nauseated, vomited once. No fever. Urgent care
        UA showed 5-10 RBCs. She has no history of stones. She had a D&C and a C-section previously. LMP
        3 weeks ago. Bilateral tubal ligation after her last delivery. No vaginal discharge.
        Social: works as a nurse's aide, smokes 5 cigs/day.""",
        ann(["rlq_pain", "abdominal_pain", "abdominal_cramping", "colicky_abdominal_pain", "flank_pain", "nausea",
             "vomiting", "prior_abdominal_surgery", "smoker"],
            ["fever", "kidney_stone_history", "vaginal_discharge", "missed_period"]),
        """T 37.4 HR 98 BP 138/86 RR 18 SpO2 99%
        Uncomfortable, shifting position. Abdomen soft, non-distended, tenderness in the right lower
        quadrant and right suprapubic region, mild guarding, no rebound, Rovsing negative. Mild right
        CVA tenderness. Pelvic exam: right adnexal tenderness, no cervical motion tenderness, no
        discharge.""",
        annv(vit(37.4, 98, 138, 18, 99),
             ["rlq_tenderness", "suprapubic_tenderness", "guarding", "cva_tenderness", "adnexal_tenderness"],
             ["distended_abdomen", "rebound_tenderness", "rovsing_sign", "cervical_motion_tenderness"]),
        merge(cbc(10.4, 12.9, 254, 76.0), bmp(138, 4.0, 103, 25, 11, 0.8, 101), {51085: "NEG"},
              ua(sg=1.022, rbc=7, wbc=2)),
        [report("CT ABD & PELVIS WITH CONTRAST", "CT", "Abdomen", "Intravenous contrast, venous phase, axial and coronal images.",
                """Lung bases clear. Liver, gallbladder, pancreas, spleen and adrenals are normal. Kidneys
                enhance symmetrically with no hydronephrosis and no calculi along either ureter. The
                appendix is normal in caliber, air-filled, without periappendiceal inflammation. The right
                ovary is enlarged to 6.5 cm with a 4 cm central cyst and is deviated toward the left of
                midline; there is mild surrounding fat stranding and a small amount of free pelvic fluid.
                Left ovary unremarkable. Uterus normal. Bowel unremarkable. Pelvic ultrasound with Doppler
                suggested.""",
                ["normal_caliber_appendix", "enlarged_ovary", "ovarian_cyst_lesion", "free_pelvic_fluid"],
                EFF + GB_N + PANC_N + KID_N + APP_N + ["ureteral_stone", "dilated_small_bowel_loops"]),
         report("PELVIS, NON-OBSTETRIC", "Ultrasound", "Abdomen", PELVIS_TECH,
                """The right ovary is enlarged, measuring 6.8 x 5.1 x 4.9 cm, with a 4.2 cm hemorrhagic
                cyst. Arterial flow is diminished and venous flow is absent within the right ovary. A
                twisted vascular pedicle is seen adjacent to it. The left ovary is normal with normal
                flow. Uterus normal in size, endometrium 8 mm. Small amount of free fluid.""",
                ["enlarged_ovary", "ovarian_cyst_lesion", "whirlpool_sign", "free_pelvic_fluid"],
                [])],
        "Right adnexal torsion", ["Torsion of ovary, ovarian pedicle and fallopian tube",
                                  "Hemorrhagic ovarian cyst, right side"],
        ["Laparoscopic detorsion of the right adnexa and cystectomy"],
        [("0UM04ZZ", "Reattachment of Right Ovary, Percutaneous Endoscopic Approach", 10)]),

    enc(29100047, "ectopic pregnancy", "typical",
        """27 yo G3P1011 w/ LMP 7 weeks ago, + home pregnancy test last week, presents w/ 2 days of
        vaginal spotting and left lower abd pain, intermittent, now worse today. No passage of tissue.
        Mild dizziness standing. No syncope. No fever. Hx chlamydia x1 treated 5 yrs ago, prior
        D&C for missed miscarriage. No prior tubal surgery.
        PMH: none. Meds: none. SH: nonsmoker.""",
        ann(["missed_period", "pregnancy", "vaginal_bleeding", "llq_pain", "abdominal_pain", "dizziness", "prior_sti",
             "prior_pregnancy_loss"],
            ["syncope", "fever", "smoker"]),
        """T 98.6 HR 92 BP 118/70 RR 16 SpO2 100%
        Alert, well appearing. Abdomen: soft, mildly tender LLQ, no rebound or guarding, ND.
        SSE: small amount of dark blood in the vault, os closed.
        BME: uterus slightly enlarged, L adnexal tenderness, no CMT, no palpable mass.""",
        annv(vit(98.6, 92, 118, 16, 100),
             ["llq_tenderness", "blood_in_vaginal_vault", "closed_cervical_os", "adnexal_tenderness"],
             ["ill_appearing", "rebound_tenderness", "guarding", "distended_abdomen", "cervical_motion_tenderness",
              "adnexal_mass"]),
        merge(cbc(9.1, 12.4, 240, 68.0), bmp(138, 3.9, 104, 24, 10, 0.7, 92), {51085: "POS"}, coags(11.4, 1.0)),
        [report("PELVIS, NON-OBSTETRIC", "Ultrasound", "Abdomen", PELVIS_TECH,
                """No intrauterine gestational sac is seen; the endometrium is 9 mm and homogeneous with no
                intrauterine fluid collection. In the left adnexa, separate from the left ovary, there is a
                2.3 cm echogenic ring-like structure with peripheral vascularity, without a yolk sac or
                embryo. The left ovary contains a corpus luteum. Right ovary normal. Small amount of
                simple free fluid in the cul-de-sac. No fluid in Morison's pouch.""",
                ["empty_endometrial_cavity", "extrauterine_adnexal_mass", "free_pelvic_fluid"],
                ["viable_intrauterine_pregnancy"])],
        "Left tubal ectopic pregnancy, unruptured", ["Tubal pregnancy without intrauterine pregnancy"],
        ["Methotrexate intramuscular injection"], []),

    enc(29100048, "ectopic pregnancy", "hard",
        """33 yo F sent by urgent care for IV fluids, "gastroenteritis with syncope". Since last night
        she has had cramping lower abdominal pain, nausea and two loose stools, and this morning she
        passed out at home while on the toilet, brief, no injury. Now feels lightheaded and has pain
        at the tip of her right shoulder. She thought her last period was 5 weeks ago but it was
        lighter than usual. Has an IUD placed 2 yrs ago. Urgent care did not do a pregnancy test. No
        vomiting, no fever. Her son had a stomach bug last week.
        PMH: PID in her 20s
        PSH: none
        SH: smoker 1/2 ppd""",
        ann(["abdominal_cramping", "abdominal_pain", "nausea", "diarrhea", "syncope", "dizziness",
             "ipsilateral_shoulder_pain", "sick_contacts", "pelvic_inflammatory_disease_history", "smoker"],
            ["vomiting", "fever", "prior_abdominal_surgery"]),
        """T 36.8, HR 124, BP 84/50, RR 22, SpO2 99% RA.
        Pale, diaphoretic, anxious. Abdomen: mildly distended, diffusely tender, most in the lower
        abdomen and left lower quadrant, with guarding and rebound. Pelvic: small amount of blood in
        the vault, cervical motion tenderness, fullness and tenderness in the left adnexa, IUD strings
        visible.""",
        annv(vit(36.8, 124, 84, 22, 99),
             ["pallor", "diaphoretic", "distended_abdomen", "diffuse_abdominal_tenderness", "llq_tenderness",
              "guarding", "rebound_tenderness", "blood_in_vaginal_vault", "cervical_motion_tenderness",
              "adnexal_tenderness", "adnexal_mass"],
             []),
        merge(cbc(13.8, 8.6, 212, 82.0), bmp(137, 3.7, 105, 20, 14, 0.9, 148), {51085: "POS", 50813: 3.6},
              coags(12.6, 1.1)),
        [report("US ABD LIMIT, SINGLE ORGAN", "Ultrasound", "Abdomen",
                "Bedside focused abdominal sonography and transvaginal pelvic ultrasound.",
                """Large amount of complex free fluid with clot in the pelvis, extending into the paracolic
                gutters and Morison's pouch. The uterus contains an IUD in normal position; no
                intrauterine gestational sac is identified, endometrium thin. A 3.5 cm heterogeneous
                complex mass in the left adnexa separate from the ovary. The right ovary is normal. The
                kidneys show no hydronephrosis.""",
                ["hemoperitoneum", "free_fluid_abdomen", "free_pelvic_fluid", "empty_endometrial_cavity",
                 "extrauterine_adnexal_mass"],
                ["hydronephrosis"])],
        "Ruptured left tubal ectopic pregnancy with hemoperitoneum",
        ["Tubal pregnancy without intrauterine pregnancy", "Hemorrhagic shock"],
        ["Laparoscopic left salpingectomy", "Transfusion of packed red blood cells"],
        [("0UT64ZZ", "Resection of Left Fallopian Tube, Percutaneous Endoscopic Approach", 10)]),
]
