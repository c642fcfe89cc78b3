"""Diverticulitis, 29700013-29700018.

29700013 typical   62M, triage line + ED attending note; CT organ template in capitals, incidental stone.
29700014 typical   55F, surgical consult, pericolic abscess with gas; CT paragraph with comparison.
29700015 atypical  38M Korean-American, right-sided (cecal) disease mimicking the appendix; CT ABDOMEN/PELVIS.
29700016 atypical  71F kidney transplant on prednisone/tacrolimus, few signs, free air; CXR then CT.
29700017 hard      68F treated three times for "bladder infections": colovesical fistula; lettered CT.
29700018 hard      44F with a known ovarian cyst, pelvic US first; then CT.
"""

from common import (APP_N, GB_N, KID_N, PANC_N, annv, ann, cbc, bmp, lft, ua, lab, merge, rep, txt, vit, enc, EFF,
                    BLOOD_SPEC, URINE_SPEC)

ENCOUNTERS = []

# ---------------------------------------------------------------------------------------------
ENCOUNTERS.append(enc(
    29700013, "diverticulitis", "typical",
    txt("""
    Triage: 62 yo M LLQ pain x3d, worse today, +low grade temp at home, constipated. Ambulatory. Pain 6/10.

    ED Attending Note: Pt seen and examined. 62M w/ HTN, HLD, h/o diverticulosis on screening colonoscopy
    ___ (sigmoid, "extensive"), presents w/ 3 days LLQ abd pain, constant, progressively worse, w/ temps to
    100.4 at home last night. Mild nausea, no vomiting. Last BM 2 days ago, hard. No BRBPR, no melena.
    No urinary sx. Never had this before.
    Meds: amlodipine, rosuvastatin. NKDA. Non smoker. 1-2 beers on weekends.
    """),
    ann(["colonic_diverticula", "llq_pain", "abdominal_pain", "prolonged_constant_pain", "fever", "fever_measured", "constipation", "nausea",
         "hypertension_history", "hyperlipidemia_history", "diverticulosis_history", "alcohol_use"],
        ["vomiting", "rectal_bleeding", "melena", "dysuria", "urinary_frequency", "previous_similar_episodes",
         "smoker"]),
    txt("""
    VS: T 100.9 F, HR 96, BP 152/88, RR 18, SpO2 97% RA
    General: well appearing, NAD
    Heart: RRR   Lungs: clear
    Abdomen: soft, mildly TTP LLQ with localized guarding, no rebound, no palpable mass. Not distended.
    Normoactive BS.
    Rectal: deferred
    MDM: likely uncomplicated process, CT to eval for abscess/perf.
    """),
    annv(vit(100.9, 96, 152, 18, 97),
         ["llq_tenderness", "guarding"],
         ["ill_appearing", "rebound_tenderness", "llq_mass", "distended_abdomen", "abdominal_rigidity",
          "hyperactive_bowel_sounds", "hypoactive_bowel_sounds"]),
    merge(cbc(13.4, 14.8, 254, 78.0), bmp(140, 4.2, 103, 26, 16, 1.0, 108), lft(25, 22, 80, 0.6),
          lab(lipase=30.0), ua(wbc=2)),
    [rep("CT ABD & PELVIS WITH CONTRAST", "CT", "Abdomen", """
    EXAMINATION: CT ABDOMEN AND PELVIS WITH INTRAVENOUS CONTRAST

    INDICATION: LLQ pain, fever. Eval for diverticular abscess.

    TECHNIQUE: MDCT axial images of the abdomen and pelvis following IV contrast. Sagittal and coronal reformats.

    COMPARISON: None.

    FINDINGS:
    LOWER CHEST: NO CONSOLIDATION OR EFFUSION.
    HEPATOBILIARY: LIVER NORMAL. GALLBLADDER NORMAL WITHOUT STONES. NO BILIARY DILATION.
    PANCREAS: NORMAL.
    SPLEEN: NORMAL.
    ADRENALS: NORMAL.
    KIDNEYS: 3 MM NONOBSTRUCTING CALCULUS LOWER POLE LEFT KIDNEY. NO HYDRONEPHROSIS. NO PERINEPHRIC STRANDING.
    GI TRACT: NUMEROUS DIVERTICULA IN THE DESCENDING AND SIGMOID COLON. SEGMENTAL WALL THICKENING OF THE MID
    SIGMOID COLON OVER 8 CM WITH SURROUNDING PERICOLIC FAT STRANDING. NO ABSCESS. NO EXTRALUMINAL GAS.
    SMALL BOWEL NORMAL CALIBER. THE APPENDIX IS NORMAL.
    PERITONEUM: NO FREE AIR. NO ASCITES.
    LYMPH NODES: NONE ENLARGED.
    PELVIS: PROSTATE MILDLY ENLARGED. BLADDER NORMAL.
    BONES: NO SUSPICIOUS LESION.

    IMPRESSION:
    1. ACUTE UNCOMPLICATED SIGMOID ____. NO ABSCESS OR PERFORATION.
    2. NONOBSTRUCTING LEFT RENAL CALCULUS.
    """,
        ["renal_calculus", "colonic_diverticula", "sigmoid_wall_thickening", "pericolic_fat_stranding",
         "normal_caliber_appendix", "enlarged_prostate_imaging"],
        ["hydronephrosis", "perinephric_stranding", "pericolic_abscess", "extraluminal_pericolic_gas",
         "pneumoperitoneum_ct", "free_fluid_abdomen", "enlarged_mesenteric_lymph_nodes", "dilated_small_bowel_loops",
         "cbd_dilation", "intrahepatic_biliary_dilation", "bladder_wall_thickening"]
        + GB_N + PANC_N + APP_N + EFF)],
    "Acute sigmoid diverticulitis, uncomplicated",
    ["Diverticulitis of large intestine without perforation or abscess without bleeding", "Calculus of kidney",
     "Essential (primary) hypertension"],
    [], [],
))

# ---------------------------------------------------------------------------------------------
ENCOUNTERS.append(enc(
    29700014, "diverticulitis", "typical",
    txt("""
    GENERAL SURGERY CONSULT
    Requesting: Dr ___ (ED)   Reason: LLQ collection on CT

    HPI: 55F with a single prior episode of LLQ pain 2 years ago, treated as an outpatient with oral
    antibiotics (CT at the time showed sigmoid diverticula), presents with 5 days of LLQ pain that has
    steadily worsened, fevers and chills for 3 days, no appetite and loose stools 3-4x/day without blood.
    Tried to manage at home with clear liquids. No urinary symptoms, no pneumaturia. Not on blood thinners.
    No colonoscopy yet.

    PMH: hypothyroidism, anxiety
    PSH: laparoscopic cholecystectomy ___, tubal ligation
    Meds: levothyroxine, sertraline
    All: sulfa
    SH: married, office manager, never smoker, no alcohol
    FH: no colon cancer or IBD
    """),
    ann(["colonic_diverticula", "previous_similar_episodes", "diverticulosis_history", "llq_pain", "fever", "chills", "anorexia", "diarrhea",
         "anxiety_disorder_history", "prior_cholecystectomy", "prior_abdominal_surgery"],
        ["bloody_diarrhea", "dysuria", "urinary_frequency", "anticoagulant_use", "smoker", "alcohol_use",
         "family_history_colon_malignancy", "family_history_ibd"]),
    txt("""
    T 38.7  HR 108  BP 118/72  RR 20  SpO2 98% RA
    Gen: appears tired, uncomfortable but nontoxic
    CV: tachycardic, regular  Resp: clear
    Abd: mildly distended, hypoactive BS. Tender LLQ with a tender ill-defined fullness/mass in the LLQ,
    focal rebound and guarding there. Remainder of abdomen without peritoneal signs. Laparoscopic scars
    healed.
    """),
    annv(vit(38.7, 108, 118, 20, 98),
         ["tired_appearance", "prior_abdominal_surgery", "distended_abdomen", "hypoactive_bowel_sounds", "llq_tenderness", "llq_mass", "rebound_tenderness",
          "guarding"],
         []),
    merge(cbc(18.6, 12.7, 402, 86.0), bmp(135, 3.4, 100, 22, 18, 0.9, 118), lft(19, 21, 96, 0.7, alb=3.1),
          lab(lactate=1.5, crp=186.0), ua(sg=1.026, ket="10", wbc=4)),
    [rep("CT ABD & PELVIS WITH CONTRAST", "CT", "Abdomen", """
    EXAMINATION: CT A/P WITH IV AND ORAL CONTRAST

    HISTORY: LLQ pain, fever, prior diverticular disease.

    COMPARISON: CT abdomen/pelvis ___ (2 years ago), which showed sigmoid diverticulosis without inflammation.

    FINDINGS: Since the prior, there is new long-segment wall thickening of the sigmoid colon with extensive
    pericolic fat stranding centered on a cluster of inflamed diverticula. Anterior to the sigmoid there is a
    4.2 x 3.6 x 3.9 cm rim-enhancing fluid collection containing an air-fluid level, consistent with a
    pericolic abscess, abutting the dome of the bladder without a visible fistula; no gas within the bladder.
    A few additional foci of extraluminal gas lie in the sigmoid mesocolon. No free intraperitoneal air.
    Small amount of free fluid in the pelvis. No small bowel dilatation. The appendix is normal in caliber.
    Status post cholecystectomy. The liver, spleen, pancreas, adrenals and kidneys are unremarkable, no
    hydronephrosis. Uterus and ovaries unremarkable for age. Lung bases clear.

    IMPRESSION:
    1. Acute sigmoid ____ complicated by a 4.2 cm pericolic abscess with adjacent extraluminal gas. Amenable
    to percutaneous drainage.
    2. No free air.
    """,
        ["sigmoid_wall_thickening", "pericolic_fat_stranding", "colonic_diverticula", "pericolic_abscess",
         "extraluminal_pericolic_gas", "free_pelvic_fluid", "normal_caliber_appendix"],
        ["pneumoperitoneum_ct", "dilated_small_bowel_loops", "hydronephrosis", "perinephric_stranding",
         "renal_calculus", "pancreatic_edema", "peripancreatic_inflammation", "peripancreatic_fluid"] + APP_N)],
    "Acute sigmoid diverticulitis with pericolic abscess",
    ["Diverticulitis of large intestine with perforation and abscess without bleeding", "Hypothyroidism, unspecified"],
    ["CT-guided percutaneous drainage of pelvic abscess"],
    [("0W9J30Z", "Drainage of Pelvic Cavity with Drainage Device, Percutaneous Approach", 10)],
    micro={90201: ("No growth", BLOOD_SPEC)},
))

# ---------------------------------------------------------------------------------------------
ENCOUNTERS.append(enc(
    29700015, "diverticulitis", "atypical",
    txt("""
    38 yo Korean-American male, software engineer, presents with RLQ pain since yesterday morning. Pain began
    in the RLQ and has stayed there - no periumbilical onset. Dull, constant, 5/10, worse when he coughs.
    Appetite normal, ate breakfast today. No nausea or vomiting. No fevers. Regular BMs, no diarrhea or blood.
    No urinary symptoms. No similar episodes before.
    PMHx: none. PSHx: none. Meds: none. NKDA.
    SHx: no smoking, 2-3 drinks/week. FHx: father had colon polyps.
    """),
    ann(["east_asian_ancestry", "rlq_pain", "prolonged_constant_pain", "alcohol_use"],
        ["pain_migration_to_rlq", "periumbilical_pain", "anorexia", "nausea", "vomiting", "fever", "diarrhea",
         "rectal_bleeding", "dysuria", "urinary_frequency", "previous_similar_episodes", "prior_abdominal_surgery",
         "smoker"]),
    txt("""
    T 37.9 HR 84 BP 132/78 RR 14 SpO2 99%
    Well appearing, walking comfortably.
    Abd: soft, nondistended. Focal tenderness at and just above McBurney's point. Rovsing neg, psoas neg,
    obturator neg. No rebound. No guarding. No CVAT.
    """),
    annv(vit(37.9, 84, 132, 14, 99),
         ["rlq_tenderness", "mcburney_point_tenderness"],
         ["ill_appearing", "distended_abdomen", "rovsing_sign", "psoas_sign", "rebound_tenderness", "guarding",
          "cva_tenderness", "abdominal_rigidity"]),
    merge(cbc(11.8, 15.3, 233, 76.0), bmp(141, 4.0, 104, 26, 13, 1.0, 94), lab(crp=48.0), ua(wbc=1)),
    [rep("CT ABD & PELVIS WITH CONTRAST", "CT", "Abdomen", """
    EXAMINATION: CT ABDOMEN/PELVIS W CONTRAST
    INDICATION: RLQ pain, r/o appendix.
    TECHNIQUE: IV contrast-enhanced CT, portal venous phase, 2.5 mm axial and coronal.
    DOSE: DLP 612 mGy-cm
    FINDINGS:
    ABDOMEN: There is a 1.1 cm outpouching arising from the anterolateral wall of the cecum, approximately 4 cm
    above the ileocecal valve, with a hyperdense fecalith and surrounding fat stranding. Adjacent cecal
    wall thickening. A few additional uncomplicated diverticula in the ascending colon. No abscess or
    extraluminal gas. The appendix is separately visualized, arising inferior to the ileocecal valve; it is
    normal in caliber (5 mm), air-filled, with no periappendiceal stranding. Terminal ileum normal. Liver,
    gallbladder, pancreas, spleen, adrenals and kidneys are unremarkable.
    PELVIS: Bladder and prostate unremarkable. No free fluid. Sigmoid colon normal.
    IMPRESSION: Right-sided (cecal) ____. Normal appendix.
    """,
        ["colonic_diverticula", "pericolic_fat_stranding", "normal_caliber_appendix"],
        ["pericolic_abscess", "extraluminal_pericolic_gas", "terminal_ileal_wall_thickening", "free_pelvic_fluid",
         "sigmoid_wall_thickening"] + APP_N + GB_N + PANC_N + KID_N)],
    "Right-sided (cecal) diverticulitis",
    ["Diverticulitis of large intestine without perforation or abscess without bleeding"],
    [], [],
))

# ---------------------------------------------------------------------------------------------
ENCOUNTERS.append(enc(
    29700016, "diverticulitis", "atypical",
    txt("""
    Transplant Nephrology - ED consult note
    71F, DDKT ___ (2014) for ADPKD, baseline Cr 1.6-1.8, on tacrolimus, mycophenolate 500 BID, prednisone 5 mg
    daily. Post-transplant DM on insulin. Calls in with 2 days of "vague lower abdominal discomfort" and
    bloating, constipated (last BM 3 days ago), mild nausea. Denies fever or chills. No vomiting. Tolerating
    liquids. Did not feel it was worth coming in until her daughter noticed she looked pale.
    Other hx: HTN, hyperlipidemia, osteoporosis, b/l native nephrectomies (2013).
    Meds as above + amlodipine, atorvastatin, alendronate, insulin glargine/lispro, TMP-SMX ppx stopped.
    Lives alone, independent. Never smoked.
    """),
    ann(["abdominal_pain", "abdominal_distension", "constipation", "nausea", "immunosuppression",
         "chronic_glucocorticoid_use", "diabetes_history", "insulin_therapy", "hypertension_history",
         "hyperlipidemia_history", "osteoporosis_history", "prior_abdominal_surgery"],
        ["fever", "chills", "vomiting", "smoker"]),
    txt("""
    VS 37.2, 104, 108/64, 20, 96% RA
    Gen: pale, older woman, appears mildly unwell
    CV: tachy, regular. Lungs: clear
    Abd: mildly distended. Mild diffuse tenderness, worst in the LLQ. No rigidity, no rebound. Graft RLQ
    nontender. Old bilateral flank scars.
    Ext: trace edema
    """),
    annv(vit(37.2, 104, 108, 20, 96),
         ["prior_abdominal_surgery", "pallor", "ill_appearing", "distended_abdomen", "diffuse_abdominal_tenderness", "llq_tenderness",
          "pitting_edema"],
         ["abdominal_rigidity", "rebound_tenderness"]),
    merge(cbc(9.8, 10.2, 188, 88.0, lymph=4.7), bmp(133, 5.3, 101, 19, 44, 2.3, 212), lft(20, 26, 102, 0.5, alb=3.0),
          lab(lactate=2.4, crp=164.0), ua(glu="100", wbc=6, prot="30")),
    [rep("CHEST (UPRIGHT AP)", "Radiograph", "Chest", """
    EXAMINATION: CHEST, UPRIGHT PORTABLE
    INDICATION: Abdominal pain, immunosuppressed. Free air?
    FINDINGS: There is a crescent of free air beneath the right hemidiaphragm, and a smaller lucency under
    the left. Lungs clear. No pleural effusion. Heart size normal. Osteopenia.
    IMPRESSION: Pneumoperitoneum. Findings called to Dr ___ at ___.
    """,
        ["free_air_under_diaphragm", "free_air_on_radiograph"],
        ["cardiomegaly"] + EFF),
     rep("CT ABD & PELVIS W/O CONTRAST", "CT", "Abdomen", """
    EXAMINATION: CT ABDOMEN AND PELVIS WITHOUT IV CONTRAST (renal transplant; IV contrast withheld)
    INDICATION: Free air on radiograph, kidney transplant recipient.
    COMPARISON: CT ___ (3 years prior).
    FINDINGS:
    Moderate volume pneumoperitoneum, most conspicuous anteriorly beneath the abdominal wall. Extensive
    sigmoid diverticulosis. The mid sigmoid colon is thick walled with surrounding fat stranding, and
    small bubbles of extraluminal gas lie directly adjacent to it in the sigmoid mesentery. No drainable
    abscess. Small volume of free fluid in the pelvis and paracolic gutters. Small bowel not dilated.
    The right iliac fossa allograft shows no hydronephrosis and no perinephric collection. Native
    kidneys surgically absent. Liver, spleen and pancreas unremarkable on non-contrast technique. Gallbladder
    contains a few small stones without wall thickening.
    IMPRESSION: Perforated sigmoid ____ with moderate pneumoperitoneum. No organized abscess.
    """,
        ["pneumoperitoneum_ct", "colonic_diverticula", "sigmoid_wall_thickening", "pericolic_fat_stranding",
         "extraluminal_pericolic_gas", "free_fluid_abdomen", "free_pelvic_fluid", "gallstones"],
        ["pericolic_abscess", "dilated_small_bowel_loops", "hydronephrosis", "gallbladder_wall_thickening",
         "pancreatic_edema", "peripancreatic_inflammation", "peripancreatic_fluid"])],
    "Perforated sigmoid diverticulitis",
    ["Diverticulitis of large intestine with perforation and abscess without bleeding", "Kidney transplant status",
     "Long term (current) use of systemic steroids", "Other specified diabetes mellitus with hyperglycemia"],
    ["Hartmann's procedure (sigmoid colectomy with end colostomy)"],
    [("0DTN0ZZ", "Resection of Sigmoid Colon, Open Approach", 10),
     ("0D1M0Z4", "Bypass Descending Colon to Cutaneous, Open Approach", 10)],
    micro={90201: ("No growth", BLOOD_SPEC), 90039: ("No growth", URINE_SPEC)},
))

# ---------------------------------------------------------------------------------------------
ENCOUNTERS.append(enc(
    29700017, "diverticulitis", "hard",
    txt("""
    68 y/o F referred by PCP for "recurrent bladder infections not responding to abx". Has had 3 courses of
    antibiotics in the past 2 months (nitrofurantoin, then cipro, then cephalexin) for burning with
    urination and going to the bathroom every hour. Each time she feels better for a few days then it comes
    back. Over the last 2 wks has noticed bubbles/air passing with her urine at the end of the stream, and
    the urine has been cloudy and foul smelling, once with "specks" in it. Some suprapubic pressure and a
    mild ache in her left lower belly. No fevers, no flank pain, no vaginal bleeding. BMs regular.
    PMH: HTN, osteoarthritis, GERD. No prior urologic hx before this year.
    PSH: total abdominal hysterectomy ___ (fibroids), R TKA.
    Meds: losartan, omeprazole, PRN naproxen.
    SH: widowed, lives alone, former smoker quit 1990s, no etoh.
    """),
    ann(["recurrent_uti_history", "dysuria", "urinary_frequency", "cloudy_urine", "suprapubic_pain", "llq_pain",
         "hypertension_history", "prior_abdominal_surgery", "raas_blocker_use", "nsaid_use", "former_smoker"],
        ["fever", "flank_pain", "vaginal_bleeding", "alcohol_use"]),
    txt("""
    RN: T 36.9 P 88 BP 144/82 R 16 O2 97% RA
    Pleasant, NAD.
    Abd: soft, ND. Mild suprapubic and LLQ tenderness without guarding. No masses. No CVAT.
    GU: external exam normal, no vaginal discharge.
    """),
    annv(vit(36.9, 88, 144, 16, 97),
         ["suprapubic_tenderness", "llq_tenderness"],
         ["distended_abdomen", "guarding", "llq_mass", "cva_tenderness", "abdominal_rigidity"]),
    merge(cbc(10.9, 12.6, 289, 74.0), bmp(139, 4.4, 104, 25, 15, 0.9, 101),
          ua(app="Cloudy", le="LG", nit="POS", prot="30", rbc=22, wbc=182, epi=3)),
    [rep("CT ABD & PELVIS WITH CONTRAST", "CT", "Abdomen", """
    EXAMINATION: CT ABDOMEN AND PELVIS WITH IV CONTRAST (delayed pelvic images)
    INDICATION: Recurrent urinary infections, pneumaturia.
    COMPARISON: None.
    FINDINGS:
    A. Bladder: Gas within the nondependent bladder lumen (no recent instrumentation per requisition). Focal
       wall thickening of the left posterosuperior bladder dome, which is tethered to the adjacent sigmoid.
    B. Colon: Sigmoid diverticulosis. The sigmoid is thick walled over 6 cm with surrounding fat stranding,
       and a short enhancing tract extends from it to the thickened bladder dome.
    C. Collections: None. No extraluminal gas outside the bladder. No free air.
    D. Kidneys/ureters: No hydronephrosis. Symmetric enhancement.
    E. Other: Post hysterectomy. Liver, spleen, pancreas, adrenals unremarkable. Gallbladder normal.
    F. Lung bases: clear. Bones: right knee arthroplasty partially seen on scout.
    IMPRESSION:
    1. Sigmoid ____ with colovesical fistula.
    2. A coexisting neoplasm cannot be excluded in the thickened sigmoid segment.
    RECOMMENDATION: Colonoscopy after the acute episode; surgical referral.
    """,
        ["bladder_wall_thickening", "colonic_diverticula", "sigmoid_wall_thickening", "pericolic_fat_stranding"],
        ["pericolic_abscess", "extraluminal_pericolic_gas", "pneumoperitoneum_ct", "hydronephrosis",
         "pancreatic_edema", "peripancreatic_inflammation", "peripancreatic_fluid",
         "recent_urinary_instrumentation"] + GB_N)],
    "Sigmoid diverticulitis with colovesical fistula",
    ["Diverticulitis of large intestine without perforation or abscess without bleeding", "Vesicointestinal fistula",
     "Urinary tract infection, site not specified", "Essential (primary) hypertension"],
    ["Laparoscopic sigmoid colectomy with bladder repair"],
    [("0DTN4ZZ", "Resection of Sigmoid Colon, Percutaneous Endoscopic Approach", 10)],
    micro={90039: ("ESCHERICHIA COLI", URINE_SPEC)},
))

# ---------------------------------------------------------------------------------------------
ENCOUNTERS.append(enc(
    29700018, "diverticulitis", "hard",
    txt("""
    44F G2P2 with known L ovarian cyst (3 cm simple cyst on pelvic US 8 months ago, for f/u) p/w L lower
    pelvic pain x2 days, gradually worse, constant, now 7/10. Thinks "the cyst has burst". Nausea, no
    vomiting. Felt feverish last night. LMP ___ (2 wks ago), normal. Denies vaginal bleeding or discharge,
    dysuria. BMs loose x1 today. No prior similar pain.
    PMH: ovarian cyst, obesity (BMI 36), prediabetes. PSH: C-section x2. Meds: none. NKDA.
    SH: nonsmoker, social EtOH.
    """),
    ann(["ovarian_cyst_history", "pelvic_pain", "llq_pain", "prolonged_constant_pain", "nausea", "fever", "obesity",
         "prior_abdominal_surgery", "alcohol_use"],
        ["vomiting", "vaginal_bleeding", "vaginal_discharge", "dysuria", "previous_similar_episodes", "smoker"]),
    txt("""
    Vitals: 38.0 / 94 / 128/80 / 18 / 98% RA
    Abd: obese, soft, tender LLQ and L suprapubic region with voluntary guarding, no rebound.
    Pelvic: normal external genitalia, physiologic discharge, no CMT. L adnexal region tender on bimanual
    exam, no discrete mass appreciated (habitus). R adnexa nontender.
    """),
    annv(vit(38.0, 94, 128, 18, 98),
         ["obesity", "suprapubic_tenderness", "llq_tenderness", "guarding", "adnexal_tenderness"],
         ["abdominal_rigidity", "rebound_tenderness", "cervical_motion_tenderness", "adnexal_mass"]),
    merge(cbc(14.1, 12.2, 310, 80.0), bmp(137, 3.9, 102, 24, 11, 0.7, 118), lab(hcg="NEG", crp=92.0),
          ua(wbc=3, rbc=2)),
    [rep("PELVIS US, TRANSVAGINAL & TRANSABDOMINAL", "Ultrasound", "Abdomen", """
    EXAMINATION: PELVIC ULTRASOUND, TRANSABDOMINAL AND TRANSVAGINAL
    INDICATION: LLQ pain, known left ovarian cyst. ?rupture ?torsion.
    COMPARISON: Pelvic ultrasound ___.
    FINDINGS: Uterus 8.9 x 4.6 x 5.3 cm, anteverted, post cesarean. Endometrium 7 mm. Right ovary 2.9 x 2.0
    x 1.8 cm, normal. Left ovary 4.2 x 3.3 x 3.0 cm containing a 3.1 cm anechoic simple cyst, unchanged from
    prior. Normal arterial and venous Doppler flow in both ovaries. Trace free fluid in the cul-de-sac. Just
    superior to the left ovary a bowel loop has a thickened, hypoechoic wall and surrounding echogenic fat,
    and is tender to transducer pressure.
    IMPRESSION:
    1. Stable 3.1 cm simple left ovarian cyst. Normal ovarian flow; no sonographic evidence of torsion.
    2. Thick-walled bowel loop with inflamed surrounding fat next to the left adnexa; consider CT for
    further evaluation.
    """,
        ["ovarian_cyst_lesion", "free_pelvic_fluid"],
        ["absent_ovarian_flow"]),
     rep("CT ABD & PELVIS WITH CONTRAST", "CT", "Abdomen", """
    EXAMINATION: CT abdomen and pelvis with contrast
    INDICATION: LLQ pain, inflamed bowel loop on pelvic US.
    COMPARISON: Pelvic US same day.
    FINDINGS: Scattered diverticula of the descending and sigmoid colon. A redundant sigmoid loop lying in
    the left hemipelvis against the left ovary is thick walled with pericolic fat stranding centered on a
    diverticulum. No abscess, no extraluminal gas, no free air. Left ovarian simple cyst 3 cm. Trace pelvic
    free fluid. The appendix is normal. Small bowel normal. Mild hepatic steatosis. Gallbladder, pancreas,
    spleen, kidneys and adrenals normal.
    IMPRESSION: Acute sigmoid ____ involving a loop that lies against the left ovary. Simple left ovarian cyst.
    """,
        ["colonic_diverticula", "sigmoid_wall_thickening", "pericolic_fat_stranding", "ovarian_cyst_lesion",
         "free_pelvic_fluid", "normal_caliber_appendix"],
        ["pericolic_abscess", "extraluminal_pericolic_gas", "pneumoperitoneum_ct"] + APP_N + GB_N + PANC_N + KID_N)],
    "Acute sigmoid diverticulitis",
    ["Diverticulitis of large intestine without perforation or abscess without bleeding", "Cyst of left ovary, unspecified",
     "Obesity, unspecified"],
    [], [],
))
