"""Diverticulitis (hadm 29200015-29200021).

29200015 typical   62M, known diverticulosis, low-grade temps (Tmax 100.2); CT with numbered
                   impression and a hepatic hemangioma.
29200016 typical   55F, terse note, second attack, tender LLQ mass; CT as one paragraph with a
                   pericolic abscess drained percutaneously.
29200017 typical   71M smoker with COPD, sudden generalized pain while straining; three-view acute
                   abdominal series with free air, then CT; Hartmann procedure.
29200018 atypical  42M of Korean origin, right lower belly pain in plain words; right-sided
                   (ascending colon) disease with a normal appendix.
29200019 atypical  68F on methotrexate and prednisone for RA, afebrile, soft belly; contained
                   microperforation on CT (release-style report without impression).
29200020 hard      74F sent for a urinary infection that antibiotics did not clear; fizzing urine;
                   colovesical fistula on CT.
29200021 hard      49M with prior stones sent as a kidney stone (left flank to groin); stone-protocol
                   CT shows descending-colon disease and only a tiny stone on the other side.
"""

from common import (APP_N, EFF, GB_N, KID_N, PANC_N, BLOOD_SPEC, URINE_SPEC, ann, annv, bmp, cbc, coags, crp, enc,
                    full_report, lact, lft, lip, merge, report, ua, vit)

ENCOUNTERS = []

# ---------------------------------------------------------------- 29200015
ENCOUNTERS.append(enc(
    29200015, "diverticulitis", "typical",
    """62 yo M presents with 3 days of LLQ pain, gradually worsening, now constant 6/10, with low grade
    temps at home (Tmax 100.2) and loose stools x2 today. Mild nausea, no vomiting, tolerating liquids.
    Colonoscopy 2021 showed "extensive left-sided diverticulosis", 2 small polyps removed. Never had an
    attack like this. No blood in the stool. Denies urinary sx.
    PMH: HTN, hyperlipidemia, BPH
    PSH: none
    Meds: losartan, rosuvastatin, tamsulosin
    Soc: retired teacher, never smoked, 1 glass of wine with dinner
    FH: sister with breast cancer""",
    ann(["llq_pain", "prolonged_constant_pain", "fever", "diarrhea", "nausea", "diverticulosis_history",
         "colonic_diverticula", "alcohol_use",
         "hypertension_history", "hyperlipidemia_history", "prostatic_enlargement_history", "raas_blocker_use",
         "family_history_breast_malignancy"],
        ["fever_measured", "vomiting", "previous_similar_episodes", "rectal_bleeding", "prior_abdominal_surgery",
         "smoker"]),
    """T 100.1 F  HR 92  BP 148/86  RR 16  SpO2 98% RA
    Gen: NAD, comfortable at rest
    Abd: soft, ND, normoactive BS. TTP LLQ w/ localized guarding, no rebound. Non-tender RLQ/RUQ.
    Rectal: deferred""",
    annv(vit(100.1, 92, 148, 16, 98), ["llq_tenderness", "guarding"],
         ["distended_abdomen", "hyperactive_bowel_sounds", "hypoactive_bowel_sounds", "rebound_tenderness",
          "rlq_tenderness", "ruq_tenderness"]),
    merge(cbc(13.1, 14.4, 255, 79.0), bmp(138, 4.3, 102, 26, 17, 1.0, 108), crp(88.0), ua()),
    [full_report("CT ABD & PELVIS WITH CONTRAST", "CT", "Abdomen", [
        ("INDICATION", "LLQ pain, fever, leukocytosis, known diverticulosis."),
        ("TECHNIQUE", "MDCT after 100 mL Omnipaque 350 IV and oral contrast."),
        ("COMPARISON", "None."),
        ("FINDINGS", """Numerous diverticula throughout the descending and sigmoid colon. A 7 cm segment of the mid
            sigmoid shows circumferential wall thickening up to 8 mm with pericolic fat stranding and engorged
            vasa recta, centered on an inflamed diverticulum. No extraluminal gas. No fluid collection. No
            free fluid.

            The appendix is normal. Small bowel of normal caliber. A 1.8 cm lesion in hepatic segment 6 with
            peripheral nodular discontinuous enhancement is typical of a hemangioma. Gallbladder, pancreas,
            spleen and adrenal glands unremarkable. Kidneys enhance symmetrically; 1 cm simple cyst of the
            left lower pole. No hydronephrosis. Enlarged prostate indenting the bladder base. Mild
            atherosclerosis. Lung bases clear. Bilateral L5 pars defects without spondylolisthesis."""),
        ("IMPRESSION", """1. Uncomplicated sigmoid ____. No abscess or free air.
            2. Segment 6 hepatic hemangioma.
            3. Prostatomegaly."""),
    ], ["colonic_diverticula", "sigmoid_wall_thickening", "pericolic_fat_stranding", "enlarged_prostate_imaging",
        "normal_caliber_appendix", "llq_pain", "fever"],
        ["extraluminal_pericolic_gas", "pericolic_abscess", "free_fluid_abdomen", "dilated_small_bowel_loops",
         "hydronephrosis", "pneumoperitoneum_ct"] + APP_N + GB_N + PANC_N)],
    "Acute sigmoid diverticulitis",
    ["Diverticulitis of large intestine without perforation or abscess without bleeding",
     "Essential (primary) hypertension", "Benign prostatic hyperplasia without lower urinary tract symptoms"],
))

# ---------------------------------------------------------------- 29200016
ENCOUNTERS.append(enc(
    29200016, "diverticulitis", "typical",
    """55F LLQ pain x5d, worse x2d. +fevers/chills, anorexia. Similar episode 2 yrs ago tx'd w/ cipro/flagyl
    as outpt, no colonoscopy since. Hard BMs. No BRBPR. No urinary sx. Postmenopausal.
    PMH: hypothyroid, obesity. PSH: TAH 2015. NKDA. Nonsmoker.""",
    ann(["llq_pain", "fever", "chills", "anorexia", "previous_similar_episodes", "constipation", "obesity",
         "prior_abdominal_surgery"],
        ["rectal_bleeding", "smoker"]),
    """101.4  104  136/82  20  97%RA. Appears uncomfortable. Abd: obese, soft, TTP LLQ and suprapubic w/
    guarding, mild rebound LLQ. Palpable tender mass LLQ ~6 cm. BS hypoactive.""",
    annv(vit(101.4, 104, 136, 20, 97),
         ["obesity", "llq_tenderness", "suprapubic_tenderness", "guarding", "rebound_tenderness", "llq_mass",
          "hypoactive_bowel_sounds"]),
    merge(cbc(17.9, 12.8, 402, 84.0), bmp(136, 3.8, 100, 23, 14, 0.8, 121), lact(1.7), ua(sg=1.025, ket="10")),
    [report("CT ABD & PELVIS WITH CONTRAST", "CT", "Abdomen",
            "Following IV contrast, 5 mm axial sections with coronal and sagittal reformats.",
            """The sigmoid colon carries numerous diverticula and a 10 cm segment of wall thickening with marked
            pericolic fat stranding. Along the anterior mesenteric border of the mid sigmoid lies a collection of
            fluid with an enhancing rim, 3.1 x 2.7 cm, holding a small gas bubble and communicating with an
            inflamed diverticulum, and a few more tiny bubbles of extraluminal gas are confined to the sigmoid
            mesocolon. No free intraperitoneal air and no free fluid in the upper abdomen. Small bowel normal.
            Appendix not definitely seen; no right lower quadrant inflammation. Hepatic steatosis. Gallbladder,
            pancreas, spleen, adrenals and kidneys unremarkable. Uterus surgically absent. Bladder normal.
            Degenerative change of the spine. Complicated sigmoid ____ with a 3.1 cm pericolic abscess, which
            appears amenable to percutaneous drainage.""",
            ["colonic_diverticula", "sigmoid_wall_thickening", "pericolic_fat_stranding", "pericolic_abscess",
             "extraluminal_pericolic_gas"],
            ["pneumoperitoneum_ct", "free_fluid_abdomen", "dilated_small_bowel_loops"] + GB_N + PANC_N + KID_N)],
    "Acute sigmoid diverticulitis with pericolic abscess",
    ["Diverticulitis of large intestine with perforation and abscess without bleeding", "Hypothyroidism, unspecified"],
    ["CT-guided percutaneous drainage of pericolic abscess"],
    [("0W9G30Z", "Drainage of Peritoneal Cavity with Drainage Device, Percutaneous Approach", 10)],
))

# ---------------------------------------------------------------- 29200017
ENCOUNTERS.append(enc(
    29200017, "diverticulitis", "typical",
    """71 yo man brought in by his son with sudden worsening of lower abdominal pain. He had 2 days of a
    mild ache in the left lower abdomen that he ignored; this morning while straining on the toilet he
    had a sudden severe pain that now involves his whole abdomen. Vomited once. Feels lightheaded. No
    BM since.
    Hx: COPD (no home O2), HTN; colonoscopy 2018 with "lots of pockets" per pt.
    Meds: tiotropium, albuterol prn, amlodipine; finished a prednisone taper last week for a COPD flare.
    Smokes 1/2 ppd, 50 pk-yrs. Lives alone.""",
    ann(["llq_pain", "abdominal_pain", "sudden_severe_abdominal_pain", "diffuse_abdominal_pain", "straining_at_stool",
         "vomiting", "dizziness", "copd_history", "hypertension_history", "diverticulosis_history", "smoker"]),
    """VS 38.0 °C, 122, 96/58, 26, 91% RA -> 96% 2L.
    GEN: elderly man, pale, diaphoretic, lying rigid, grunting with each breath.
    CHEST: diminished BS bilat w/ scattered exp wheezes.
    ABD: distended, board-like, diffusely tender w/ rebound, worst LLQ; absent BS.
    EXT: cool.""",
    annv(vit(38.0, 122, 96, 26, 91),
         ["pallor", "diaphoretic", "diminished_breath_sounds", "expiratory_wheezes", "distended_abdomen",
          "abdominal_rigidity", "diffuse_abdominal_tenderness", "rebound_tenderness", "llq_tenderness",
          "hypoactive_bowel_sounds"]),
    merge(cbc(18.2, 15.9, 210, 70.0, bands=15.0), bmp(135, 4.9, 101, 18, 36, 1.6, 160), lft(20, 26, 80, 0.9),
          lip(30), lact(4.2), coags(13.8, 1.2, 31.0)),
    [full_report("ACUTE ABDOMINAL SERIES (CHEST PA AND ABDOMEN SUPINE AND UPRIGHT)", "Radiograph", "Abdomen", [
        ("INDICATION", "Sudden severe abdominal pain, rigid abdomen. ? free air."),
        ("TECHNIQUE", "Upright frontal chest, supine and upright abdomen (three views)."),
        ("COMPARISON", "Chest radiograph ___."),
        ("FINDINGS", """Upright chest: large amount of free air beneath both hemidiaphragms. Hyperinflated lungs with
            flattened diaphragms, consistent with emphysema. No focal consolidation. No effusion.
            Supine abdomen: gas outlines both sides of the bowel wall in the left abdomen. Nonspecific bowel gas
            pattern without dilated loops.
            Upright abdomen: free air under the right hemidiaphragm; a few short air-fluid levels in
            nondilated small bowel on the left. Pelvic phleboliths. Degenerative change of the spine."""),
        ("IMPRESSION", "Pneumoperitoneum. Surgical team notified by telephone at ___."),
    ], ["free_air_under_diaphragm", "free_air_on_radiograph", "hyperinflation", "emphysematous_changes",
        "sudden_severe_abdominal_pain", "abdominal_rigidity"],
        ["lobar_consolidation", "dilated_small_bowel_loops", "diffuse_bowel_gas_distension"] + EFF),
     full_report("CT ABD & PELVIS WITH CONTRAST", "CT", "Abdomen", [
         ("INDICATION", "Free air on radiographs."),
         ("TECHNIQUE", "Venous-phase scan after IV contrast, oral contrast omitted."),
         ("COMPARISON", "Radiographs from the same morning."),
         ("FINDINGS", """Large volume pneumoperitoneum. Diffuse diverticulosis of the left colon. The sigmoid colon is
             thickened with extensive pericolic fat stranding and bubbles of extraluminal gas tracking along
             the sigmoid mesentery; a focal wall defect is suspected at the apex of one diverticulum. Moderate
             complex free fluid layers in the pelvis and along both paracolic gutters, with enhancing
             peritoneal reflections. No organized abscess. Small bowel loops are mildly dilated and fluid
             filled, consistent with ileus. Liver, spleen, pancreas, adrenals unremarkable. A small stone in
             the gallbladder. Small cysts in both kidneys. Ectatic infrarenal aorta, 3.4 cm. Emphysema at the
             lung bases. Small bilateral pleural effusions."""),
         ("IMPRESSION", """Perforated sigmoid ____ with large pneumoperitoneum and complex free fluid, compatible with
             generalized peritonitis."""),
     ], ["pneumoperitoneum_ct", "colonic_diverticula", "sigmoid_wall_thickening", "pericolic_fat_stranding",
         "extraluminal_pericolic_gas", "free_fluid_abdomen", "free_pelvic_fluid", "dilated_small_bowel_loops",
         "fluid_filled_bowel_loops", "gallstones", "multiple_bilateral_renal_cysts", "emphysematous_changes"] + EFF,
        ["pericolic_abscess"] + PANC_N)],
    "Perforated sigmoid diverticulitis with purulent peritonitis",
    ["Diverticulitis of large intestine with perforation and abscess without bleeding",
     "Generalized (acute) peritonitis", "Chronic obstructive pulmonary disease, unspecified"],
    ["Sigmoid colectomy with end colostomy (Hartmann procedure)"],
    [("0DTN0ZZ", "Resection of Sigmoid Colon, Open Approach", 10),
     ("0D1M0Z4", "Bypass Descending Colon to Cutaneous, Open Approach", 10)],
    micro={90201: ("BACTEROIDES FRAGILIS GROUP", BLOOD_SPEC)},
))

# ---------------------------------------------------------------- 29200018
ENCOUNTERS.append(enc(
    29200018, "diverticulitis", "atypical",
    """Mr. ___ is a 42-year-old man, originally from South Korea, who has had pain in the right lower part
    of his belly for 3 days. It came on gradually, is steady, and he rates it 5 out of 10. It did not
    start around the navel. He has had a poor appetite but no nausea or vomiting. One normal bowel
    movement yesterday. He felt feverish last night. No urinary symptoms. He has never had an
    operation on his abdomen. No medical problems and takes no medicines. Drinks socially; quit
    smoking 5 years ago.""",
    ann(["rlq_pain", "abdominal_pain", "prolonged_constant_pain", "anorexia", "fever", "east_asian_ancestry",
         "former_smoker", "alcohol_use"],
        ["periumbilical_pain", "pain_migration_to_rlq", "nausea", "vomiting", "prior_abdominal_surgery"]),
    """T 37.9 °C, HR 88, BP 126/78, RR 14, SpO2 99% RA. Abdomen soft, not distended. Focal tenderness in the
    RLQ, lateral to and a little above McBurney's point, with mild guarding. Rovsing's negative, no psoas
    sign, no rebound. Normal bowel sounds.""",
    annv(vit(37.9, 88, 126, 14, 99), ["rlq_tenderness", "guarding"],
         ["distended_abdomen", "rovsing_sign", "psoas_sign", "rebound_tenderness", "hyperactive_bowel_sounds",
          "hypoactive_bowel_sounds"]),
    merge(cbc(12.4, 15.6, 230, 76.0), bmp(140, 4.2, 104, 26, 12, 0.9, 99), lft(30, 24, 66, 0.7), lip(28), crp(42.0),
          ua()),
    [full_report("CT ABD & PELVIS WITH CONTRAST", "CT", "Abdomen", [
        ("INDICATION", "RLQ pain and fever, r/o appendicitis."),
        ("TECHNIQUE", "Abdomen and pelvis imaged in the portal venous phase after IV contrast; multiplanar reformations."),
        ("COMPARISON", "None."),
        ("FINDINGS", """The appendix is seen in its entirety, measures 5 mm, contains air and is surrounded by normal
            fat. From the lateral wall of the ascending colon about 4 cm above the ileocecal valve arises an
            outpouching with a thickened, hyperenhancing wall; the adjacent colonic wall is thickened over a 4
            cm segment with surrounding fat stranding. A few other uninflamed diverticula are present in the
            cecum and ascending colon. No extraluminal gas or abscess. The terminal ileum is normal. No free
            fluid. Liver, gallbladder, pancreas, spleen, kidneys, adrenals: no abnormality. Lung bases clear.
            No lymphadenopathy."""),
        ("IMPRESSION", "Right-sided (ascending colon) ____. Normal appendix."),
    ], ["colonic_diverticula", "pericolic_fat_stranding", "normal_caliber_appendix", "rlq_pain", "fever"],
        APP_N + ["extraluminal_pericolic_gas", "pericolic_abscess", "terminal_ileal_wall_thickening",
                 "free_fluid_abdomen"] + GB_N + PANC_N + KID_N)],
    "Acute right-sided (ascending colon) diverticulitis",
    ["Diverticulitis of large intestine without perforation or abscess without bleeding"],
))

# ---------------------------------------------------------------- 29200019
ENCOUNTERS.append(enc(
    29200019, "diverticulitis", "atypical",
    """68F with seropositive RA on MTX 15 mg weekly and prednisone 10 mg daily, presenting with 4 days of
    "gas pains" in the left lower abdomen and feeling generally unwell and tired. No fevers that she has
    noticed. Decreased appetite, mild nausea. Constipated for the past week, last BM 3 days ago, small.
    No vomiting. No urinary sx.
    PMH:
    * Rheumatoid arthritis (dx 2009)
    * Osteoporosis with T12 compression fx
    * HTN
    * Hypothyroidism
    PSH: R total knee 2019, L carpal tunnel release
    Meds: methotrexate, folic acid, prednisone 10 mg, alendronate, amlodipine, levothyroxine
    SH: widow, lives alone, never smoked, no EtOH
    FH: mother with RA""",
    ann(["llq_pain", "abdominal_pain", "fatigue", "anorexia", "nausea", "constipation", "immunosuppression",
         "chronic_glucocorticoid_use", "autoimmune_disease_history", "osteoporosis_history", "hypertension_history",
         "family_history_autoimmune"],
        ["fever", "vomiting", "smoker", "alcohol_use"]),
    """T 36.9  HR 96  BP 142/76  RR 16  SpO2 97% RA. Cushingoid, thin skin with ecchymoses on the forearms.
    Ulnar deviation of both hands, no active synovitis. Abdomen soft, mildly distended, mild LLQ
    tenderness to deep palpation only, no guarding, no rebound. Bowel sounds decreased.""",
    annv(vit(36.9, 96, 142, 16, 97),
         ["moon_facies", "ecchymoses", "hand_deformities", "distended_abdomen", "llq_tenderness",
          "hypoactive_bowel_sounds"],
         ["small_joint_synovitis", "guarding", "rebound_tenderness"]),
    merge(cbc(9.8, 12.1, 310, 88.0, lymph=6.0), bmp(137, 3.9, 101, 25, 19, 0.8, 131), lft(22, 25, 77, 0.5),
          crp(142.0), lact(1.3)),
    [report("CT ABD & PELVIS WITH CONTRAST", "CT", "Abdomen",
            "IV contrast given; axial 3 mm images with coronal and sagittal reformats.",
            """Sigmoid diverticulosis. The proximal sigmoid colon is thickened over 6 cm with moderate pericolic
            stranding. Several small locules of extraluminal gas lie in the sigmoid mesocolon beside the
            inflamed segment, compatible with a contained microperforation. No drainable fluid collection. No
            free intraperitoneal air.

            Trace free fluid in the pelvis.

            Liver, spleen and pancreas unremarkable. Small layering gallstones, no gallbladder wall
            thickening. Kidneys normal without hydronephrosis. Chronic T12 compression deformity. Diffuse
            osteopenia. Mild subpleural reticulation at the lung bases.""",
            ["colonic_diverticula", "sigmoid_wall_thickening", "pericolic_fat_stranding", "extraluminal_pericolic_gas",
             "free_pelvic_fluid", "gallstones", "vertebral_compression_fracture"],
            ["pericolic_abscess", "pneumoperitoneum_ct", "gallbladder_wall_thickening"] + KID_N + PANC_N)],
    "Acute sigmoid diverticulitis with contained perforation",
    ["Diverticulitis of large intestine with perforation and abscess without bleeding",
     "Rheumatoid arthritis with rheumatoid factor, unspecified", "Long term (current) use of systemic steroids"],
))

# ---------------------------------------------------------------- 29200020
ENCOUNTERS.append(enc(
    29200020, "diverticulitis", "hard",
    """74 y/o F sent from PCP office for "recurrent UTI not responding to abx". 3 weeks of burning with
    urination and frequency, 2 courses of antibiotics (nitrofurantoin, then cipro) with partial relief.
    Now says her urine "fizzes" at the end of voiding and has been cloudy with bits in it. Pressure
    above the pubic bone and intermittent left lower abdominal cramping. No fevers. No flank pain. No
    blood in urine. Bowels alternating between constipation and loose stools for a month.
    PMH: HTN, DM2, recurrent UTIs (this year), osteoarthritis
    PSH: abdominal hysterectomy 1990; cataract
    Meds: metformin, lisinopril, ASA, acetaminophen prn
    SH: lives w/ husband, never smoker, no etoh
    FH: NC""",
    ann(["dysuria", "urinary_frequency", "cloudy_urine", "suprapubic_pain", "llq_pain", "abdominal_cramping",
         "abdominal_pain", "colicky_abdominal_pain", "alternating_bowel_habit", "constipation", "diarrhea",
         "recurrent_uti_history", "hypertension_history",
         "diabetes_history", "metformin_use", "raas_blocker_use", "prior_abdominal_surgery"],
        ["fever", "flank_pain", "gross_hematuria", "smoker", "alcohol_use"]),
    """36.8 | 84 | 138/72 | 16 | 98%RA
    Well-appearing elderly woman. Abd soft, ND, mild suprapubic and LLQ tenderness, no rebound/guarding.
    No CVA tenderness. Pelvic: atrophic vaginal mucosa, no discharge.""",
    annv(vit(36.8, 84, 138, 16, 98), ["suprapubic_tenderness", "llq_tenderness"],
         ["ill_appearing", "distended_abdomen", "rebound_tenderness", "guarding", "cva_tenderness"]),
    merge(cbc(11.2, 12.4, 288, 74.0), bmp(139, 4.4, 103, 25, 18, 0.9, 168),
          ua(app="Cloudy", prot="30", nit="POS", le="LG", wbc=85, rbc=12, epi=2)),
    [full_report("CT ABD & PELVIS WITH CONTRAST", "CT", "Abdomen", [
        ("INDICATION", "Recurrent UTI, gas in the urine. Evaluate for fistula."),
        ("TECHNIQUE", "IV contrast with additional 5-minute delayed images through the bladder."),
        ("COMPARISON", "None."),
        ("FINDINGS", """Gas is present in the nondependent bladder lumen; the patient has not been catheterized. The
            left posterior bladder wall is focally thickened to 9 mm where it is tethered to an adjacent
            thick-walled loop of sigmoid colon, with a linear tract of fluid and gas between the two. The
            sigmoid colon contains numerous diverticula and is thickened over 8 cm with mild pericolic
            stranding. No abscess. No pneumoperitoneum. No free fluid. Kidneys: no hydronephrosis or
            perinephric stranding; no gas in the collecting systems. Liver, gallbladder, pancreas and spleen
            unremarkable. Uterus surgically absent. Moderate atherosclerotic calcification."""),
        ("IMPRESSION", "Colovesical fistula arising from sigmoid ____, with gas in the bladder."),
    ], ["bladder_wall_thickening", "enteric_fistula_abscess", "colonic_diverticula", "sigmoid_wall_thickening",
        "pericolic_fat_stranding"],
        ["pericolic_abscess", "pneumoperitoneum_ct", "free_fluid_abdomen", "hydronephrosis", "perinephric_stranding"]
        + GB_N + PANC_N)],
    "Sigmoid diverticulitis with colovesical fistula",
    ["Diverticulitis of large intestine without perforation or abscess without bleeding", "Vesicointestinal fistula",
     "Type 2 diabetes mellitus without complications"],
    ["Sigmoid colectomy with primary anastomosis and repair of bladder"],
    [("0DTN0ZZ", "Resection of Sigmoid Colon, Open Approach", 10),
     ("0TQB0ZZ", "Repair Bladder, Open Approach", 10)],
    micro={90039: ("ESCHERICHIA COLI", URINE_SPEC)},
))

# ---------------------------------------------------------------- 29200021
ENCOUNTERS.append(enc(
    29200021, "diverticulitis", "hard",
    """49M h/o nephrolithiasis (passed L stone 2018) p/w L flank pain since yesterday, "feels like my last
    stone", radiates to L groin. +N, no V. Pain constant, not colicky; worse w/ movement & bumps in the
    car. Subj chills. No gross hematuria. No dysuria. Took ibuprofen x1 w/ some relief.
    PMH: kidney stones, HTN, obesity (BMI 34). PSH: none. Meds: HCTZ. SH: 1 ppd, etoh occ. FH: father w/
    kidney stones.""",
    ann(["flank_pain", "pain_radiating_to_groin", "nausea", "prolonged_constant_pain", "pain_worse_with_movement",
         "chills", "kidney_stone_history", "hypertension_history", "obesity", "thiazide_use", "smoker", "alcohol_use"],
        ["vomiting", "colicky_abdominal_pain", "gross_hematuria", "dysuria", "prior_abdominal_surgery"]),
    """100.8  98  154/92  18  98% RA. Lying still on the stretcher, not writhing. Abd: soft, obese. TTP L
    lateral abdomen/LLQ w/ voluntary guarding, no rebound. Mild L CVAT. GU: testes nontender, no
    hernia.""",
    annv(vit(100.8, 98, 154, 18, 98), ["obesity", "llq_tenderness", "guarding", "cva_tenderness"],
         ["writhing_in_pain", "rebound_tenderness", "tender_swollen_testis", "irreducible_tender_bulge"]),
    merge(cbc(14.6, 15.9, 240, 80.0), bmp(139, 3.6, 100, 27, 15, 1.0, 112), ua(prot="TR", rbc=6, wbc=3, sg=1.022)),
    [full_report("CT ABD & PELVIS W/O CONTRAST", "CT", "Abdomen", [
        ("INDICATION", "L flank pain, microscopic hematuria, hx stones."),
        ("TECHNIQUE", "Renal stone protocol: low dose, no IV or oral contrast, prone positioning."),
        ("DOSE", "DLP 310 mGy-cm."),
        ("COMPARISON", "None."),
        ("FINDINGS", """KIDNEYS/URETERS: Punctate 2 mm nonobstructing calculus in the right lower pole. No left renal
            or ureteral calculus. No hydronephrosis or hydroureter. No perinephric stranding. Bladder
            decompressed.

            BOWEL: Scattered colonic diverticula. The mid descending colon at the level of the iliac crest is
            thickened over 5 cm with marked adjacent fat stranding centered on a diverticulum, extending to
            the left anterior pararenal space and the left lateral abdominal wall. No extraluminal gas or
            abscess within the limits of a noncontrast study. Appendix normal. No small bowel dilation.

            OTHER: Liver and spleen unremarkable for noncontrast technique. No gallstones. Pancreas
            unremarkable. Small fat-containing umbilical hernia. Lung bases clear."""),
        ("IMPRESSION", """1. Descending colon ____. No evidence of abscess or perforation.
            2. No left urolithiasis or hydronephrosis. Tiny nonobstructing right lower pole stone."""),
    ], ["renal_calculus", "colonic_diverticula", "pericolic_fat_stranding", "normal_caliber_appendix", "flank_pain",
        "kidney_stone_history"],
        ["ureteral_stone", "hydronephrosis", "perinephric_stranding", "extraluminal_pericolic_gas", "pericolic_abscess",
         "dilated_small_bowel_loops", "gallstones"] + APP_N + PANC_N)],
    "Acute diverticulitis of the descending colon",
    ["Diverticulitis of large intestine without perforation or abscess without bleeding",
     "Essential (primary) hypertension"],
    micro={90039: ("No growth", URINE_SPEC)},
))
