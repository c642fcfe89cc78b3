"""Urinary tract infection, hadm 29500029-29500032.

29500029 typical   27F, terse ED note: burning and frequency, then left back pain, fever; no imaging.
29500030 atypical  84M from rehab with a long-term Foley, confused and hypotensive, history from staff; note in
                   capitals; chest film and noncontrast CT (bladder wall thickening).
29500031 hard      50F, surgical consult "r/o appendix" for right lower abdominal pain and fever, on an SGLT2
                   inhibitor; CT with a striated swollen right kidney and a normal appendix.
29500032 hard      62F on insulin who thinks it is her gallbladder (right upper pain), note by a clinician
                   writing English as a second language; RUQ US (normal gallbladder, hydronephrosis), then CT
                   with an obstructing ureteral stone; ureteral stent.
"""

from common import *  # noqa: F401,F403

ENCOUNTERS = []

# ---------------------------------------------------------------------------------------------
ENCOUNTERS.append(enc(
    29500029, "urinary tract infection", "typical",
    """
    27F c/o L flank pain x2d + fever/chills. Started 4 days ago w/ burning on urination and going every 30 min,
    then L back pain, now fever 102.4 at home, shaking chills, vomited x2. No vag d/c. LMP 2 wk ago, 1 partner.
    Had 3 bladder infections in the past 2 yrs. No kidney stones.
    PMH: as above. PSH: none. Meds: OCP. NKDA.
    SH: grad student, no tob, social EtOH.
    """,
    ann(["flank_pain", "back_pain", "fever", "fever_measured", "chills", "dysuria", "urinary_frequency", "vomiting",
         "recurrent_uti_history", "estrogen_use", "alcohol_use"],
        ["vaginal_discharge", "kidney_stone_history", "prior_abdominal_surgery", "smoker", "known_allergy",
         "multiple_sexual_partners"]),
    """
    T 39.1 HR 116 BP 112/70 RR 18 SpO2 99%
    Flushed, uncomfortable. MM dry.
    Abd soft, mild suprapubic ttp, no RUQ/RLQ ttp, no rebound/guarding.
    +L CVAT, none on R.
    Pelvic deferred (no vag sx).
    """,
    annv(vit(39.1, 116, 112, 18, 99),
         ["flushing", "dehydration_signs", "suprapubic_tenderness", "cva_tenderness"],
         ["ruq_tenderness", "rlq_tenderness", "rebound_tenderness", "guarding"]),
    merge(cbc(17.8, 13.2, 220, 86.0, bands=2.0), bmp(136, 3.7, 101, 22, 14, 1.0, 118), lactate(2.1), hcg("NEG"),
          ua(app="Cloudy", sg=1.021, prot="30", ket="10", le="LG", nit="POS", wbc=150, rbc=8, epi=1)),
    [],
    "Acute pyelonephritis (left), E. coli",
    ["Acute pyelonephritis", "Escherichia coli [E. coli] as the cause of diseases classified elsewhere"],
    micro={90039: ("ESCHERICHIA COLI", URINE_SPEC), 90201: ("No growth", BLOOD_SPEC)},
))

# ---------------------------------------------------------------------------------------------
ENCOUNTERS.append(enc(
    29500030, "urinary tract infection", "atypical",
    """
    EMS/facility report: 84 y/o M from ___ Rehab with a chronic indwelling Foley for urinary retention (BPH,
    failed voiding trials), last changed 3 weeks ago, found this morning more confused than usual and pulling at
    his lines, T 101.8 at the facility, BP 88/52. Staff noticed cloudy, foul-smelling urine in the bag and less
    output overnight. He answers "fine" to every question. Per staff no cough, no vomiting, no diarrhea.
    PMH: BPH with retention, Parkinson disease, HTN, prior stroke, ESBL E. coli in urine last year
    PSH: none abdominal
    Meds: carbidopa/levodopa, finasteride, tamsulosin, aspirin, amlodipine
    SH: nonsmoker, no EtOH
    """,
    ann(["indwelling_catheter", "confusion", "fever_measured", "hypotension", "cloudy_urine", "decreased_urine_output",
         "prostatic_enlargement_history", "hypertension_history", "inability_to_void", "nsaid_use"],
        ["cough", "vomiting", "diarrhea", "prior_abdominal_surgery", "smoker", "alcohol_use"]),
    """
    VS: T 38.6  HR 108  BP 84/46 -> 102/58 AFTER 2 L NS  RR 22  SpO2 94% RA
    GEN: ELDERLY MAN, LETHARGIC, ORIENTED TO NAME ONLY, MASKED FACIES, RESTING TREMOR R HAND
    HEENT: DRY TONGUE
    LUNGS: CLEAR ANTERIORLY
    CV: TACHY, REG
    ABD: SOFT, NONDISTENDED, MILD SUPRAPUBIC TENDERNESS, NO GUARDING. FOLEY IN PLACE DRAINING CLOUDY URINE WITH
    SEDIMENT.
    BACK: NO CVAT
    GU: NO SCROTAL SWELLING OR TENDERNESS. MEATUS WITHOUT PURULENCE.
    EXT: NO EDEMA
    """,
    annv(vv(vit(38.6, 108, 84, 22, 94), vit(sbp=102)),
         ["altered_mental_status_sign", "lethargy_listlessness", "hypomimia", "tremor_at_rest", "dehydration_signs",
          "suprapubic_tenderness",
          "indwelling_catheter", "cloudy_urine"],
         ["distended_abdomen", "guarding", "cva_tenderness", "scrotal_erythema_edema", "tender_swollen_testis",
          "pitting_edema"]),
    merge(cbc(18.2, 11.8, 150, 82.0, bands=9.0), bmp(147, 4.9, 112, 18, 62, 2.4, 148), lactate(3.8), crp(210.0),
          coags(14.2, 1.2),
          ua(color="Amber", app="Cloudy", sg=1.016, prot="100", le="LG", nit="POS", wbc=182, rbc=25, epi=0)),
    [rpt("CHEST (PORTABLE AP)", "Radiograph", "Chest", [
        ("INDICATION", "fever, confusion"),
        ("FINDINGS", "Lungs are clear. No pleural effusion. No focal consolidation. Heart size within normal limits."),
    ], [], EFF + ["lobar_consolidation", "cardiomegaly"]),
     rpt("CT ABD & PELVIS W/O CONTRAST", "CT", "Abdomen", [
        ("INDICATION", "84M sepsis, chronic Foley, AKI. Source? Obstruction?"),
        ("TECHNIQUE", "Noncontrast helical CT abdomen and pelvis, 3 mm axial and coronal images."),
        ("COMPARISON", "CT ___ (14 months prior)."),
        ("FINDINGS", None),
        ("KIDNEYS", "Bilateral perinephric fat stranding, nonspecific and may be chronic, similar to prior. No "
                    "hydronephrosis. No renal or ureteral calculi. No perinephric collection."),
        ("BLADDER", "Decompressed around a Foley catheter with the balloon in position. Diffuse circumferential wall "
                    "thickening, new from prior. A few bubbles of gas in the lumen, attributable to the catheter."),
        ("PROSTATE", "Enlarged, 6.1 cm, with coarse calcifications. No fluid collection."),
        ("BOWEL", "Sigmoid diverticulosis without inflammatory change. No obstruction."),
        ("OTHER", "Small fat-containing bilateral inguinal hernias. Lung bases without consolidation."),
        ("IMPRESSION", """
            1. Diffuse bladder wall thickening, new, which may reflect infection in this setting or chronic
            catheterization.
            2. No hydronephrosis, calculi or abscess.
            3. Prostatomegaly.
            """),
    ], ["perinephric_stranding", "bladder_wall_thickening", "enlarged_prostate_imaging", "colonic_diverticula",
        "groin_defect_herniation"],
        COLON_N + ["hydronephrosis", "renal_calculus", "ureteral_stone", "renal_abscess", "prostatic_abscess",
                   "dilated_small_bowel_loops", "lobar_consolidation"])],
    "Catheter-associated urinary tract infection with sepsis (Proteus mirabilis)",
    ["Infection and inflammatory reaction due to indwelling urethral catheter, initial encounter",
     "Sepsis due to other Gram-negative organisms", "Urinary tract infection, site not specified",
     "Parkinson's disease", "Acute kidney failure, unspecified"],
    ["Foley catheter exchange"],
    micro={90039: ("PROTEUS MIRABILIS", URINE_SPEC), 90201: ("PROTEUS MIRABILIS", BLOOD_SPEC)},
))

# ---------------------------------------------------------------------------------------------
ENCOUNTERS.append(enc(
    29500031, "urinary tract infection", "hard",
    """
    GENERAL SURGERY CONSULT
    Requesting: ED attending. Reason: "RLQ pain, fever, r/o appendicitis"
    HPI: 50F with DM2 and obesity, 3 days of right-sided abdominal pain, at first in the right lower abdomen and
    right side, now also in the right back. Fever to 101.9 at home, chills, nausea, emesis x3, no appetite.
    Reports some urgency and "a little stinging" when passing urine 5 days ago, which she treated with
    cranberry juice. No diarrhea. Postmenopausal, no vaginal bleeding. Never had pain like this before.
    PMH: DM2, obesity, HTN, GERD
    PSH: lap cholecystectomy ___, C-section x1
    Meds: metformin, empagliflozin, losartan, pantoprazole
    SH: married, bank teller, never smoker, rare alcohol
    FH: mother DM, father CAD
    """,
    ann(["abdominal_pain", "rlq_pain", "flank_pain", "back_pain", "fever", "fever_measured", "chills", "nausea",
         "vomiting", "anorexia", "dysuria", "diabetes_history", "metformin_use", "obesity", "hypertension_history",
         "raas_blocker_use", "prior_cholecystectomy", "prior_abdominal_surgery", "family_history_diabetes",
         "family_history_cad", "alcohol_use"],
        ["diarrhea", "vaginal_bleeding", "previous_similar_episodes", "smoker"]),
    """
    Vitals: 38.4, 106, 132/76, 20, 97% RA
    General: obese woman, ill-appearing, lying still
    Abdomen: obese, soft, nondistended. Tender in RLQ and right flank, maximal laterally; not tender at
    McBurney's point. Mild voluntary guarding on the right; no rebound. Rovsing negative, psoas negative,
    obturator negative.
    Back: marked right CVA tenderness, none on the left.
    Pelvic (ED): no CMT, no adnexal tenderness.
    """,
    annv(vit(38.4, 106, 132, 20, 97),
         ["obesity", "ill_appearing", "rlq_tenderness", "guarding", "cva_tenderness"],
         ["distended_abdomen", "mcburney_point_tenderness", "rebound_tenderness", "rovsing_sign", "psoas_sign",
          "cervical_motion_tenderness", "adnexal_tenderness"]),
    merge(cbc(16.9, 13.0, 260, 87.0), bmp(134, 4.5, 99, 21, 19, 1.3, 246), lactate(2.0), crp(150.0),
          ua(app="Cloudy", sg=1.024, prot="30", glu="1000", ket="10", le="MOD", nit="POS", wbc=64, rbc=10, epi=3)),
    [rpt("CT ABD/PELVIS WITH IV CONTRAST", "CT", "Abdomen", [
        ("INDICATION", "RLQ pain, fever. Eval appendicitis."),
        ("FINDINGS", """
            Right kidney enlarged (13.8 cm, left 11.9 cm). Its upper and interpolar regions show multiple
            wedge-shaped and striated zones of reduced enhancement; the perinephric fat is moderately stranded. No
            hydronephrosis. No renal or ureteral stone. No drainable renal or perinephric collection. Left kidney
            normal.
            Appendix normal in caliber (6 mm), air-filled, no periappendiceal inflammation.
            Post cholecystectomy. Mild hepatic steatosis. Pancreas and spleen normal. Scattered sigmoid diverticula.
            Atrophic uterus and ovaries. No free fluid or free air.
            """),
        ("IMPRESSION", "Findings consistent with right ____. No abscess or obstruction. Normal appendix."),
    ], ["enlarged_edematous_kidney", "striated_nephrogram", "perinephric_stranding", "normal_caliber_appendix",
        "colonic_diverticula"],
        APP_N + PANC_N + ["hydronephrosis", "renal_calculus", "ureteral_stone", "renal_abscess", "free_fluid_abdomen",
                          "pneumoperitoneum_ct"])],
    "Acute right pyelonephritis with E. coli bacteremia",
    ["Acute pyelonephritis", "Sepsis due to Escherichia coli [E. coli]", "Type 2 diabetes mellitus with hyperglycemia"],
    micro={90039: ("ESCHERICHIA COLI", URINE_SPEC), 90201: ("ESCHERICHIA COLI", BLOOD_SPEC)},
))

# ---------------------------------------------------------------------------------------------
ENCOUNTERS.append(enc(
    29500032, "urinary tract infection", "hard",
    """
    Patient of 62 years, diabetic type 2 under insulin, who presents to the emergency for pain of the right
    hypochondrium since 2 days, irradiating to the back, with nauseas and vomitings (4 times). She thought it was
    her gallbladder because her sister had the same. Fever at 38.5 this morning at home with shivers. She signals
    also that she urinates less since yesterday, the urines are dark and smell strongly. No burning at miction.
    No diarrhea.
    Antecedents: diabetes type 2 (insulin + metformin), arterial hypertension, obesity, renal lithiasis 10 years
    ago (expulsed spontaneously). Surgical: appendectomy at 20 years, hysterectomy.
    Treatment: insulin glargine, metformin, amlodipine, ramipril.
    Allergies: penicillin (urticaria).
    Lives with her husband, no tobacco, no alcohol.
    """,
    ann(["ruq_pain", "pain_radiating_to_back", "nausea", "vomiting", "fever", "fever_measured", "chills",
         "decreased_urine_output", "dark_urine", "diabetes_history", "insulin_therapy", "metformin_use",
         "hypertension_history", "raas_blocker_use", "obesity", "kidney_stone_history", "prior_appendectomy",
         "prior_abdominal_surgery", "known_allergy"],
        ["dysuria", "diarrhea", "smoker", "alcohol_use"]),
    """
    Constants: T 38.7, FC 112, TA 98/60, FR 22, SpO2 95% AA.
    General state altered, patient is sweaty, conscious and oriented. Mucosas dry.
    Abdomen: supple, sensible at palpation of the right hypochondrium and right flank, without defense. Murphy
    negative. The right lumbar fossa is very painful at percussion (Giordano positive). No hepatomegaly palpable.
    Pulmonary: vesicular murmur present on both sides, no crackles.
    Cardiac: regular, tachycardic, no murmur.
    """,
    annv(vit(38.7, 112, 98, 22, 95),
         ["ill_appearing", "diaphoretic", "sweating", "dehydration_signs", "ruq_tenderness", "cva_tenderness"],
         ["altered_mental_status_sign", "guarding", "murphy_sign", "hepatomegaly", "crackles", "new_heart_murmur"]),
    merge(cbc(19.4, 12.1, 205, 84.0, bands=6.0), bmp(133, 5.1, 98, 19, 34, 1.9, 288), lactate(2.6),
          lft(34, 30, 98, 0.8), lipase(36),
          ua(color="Amber", app="Cloudy", sg=1.022, prot="100", glu="300", ket="10", le="LG", nit="POS", wbc=120,
             rbc=45, epi=2)),
    [rpt("US ABD LIMIT, SINGLE ORGAN", "Ultrasound", "Abdomen", [
        ("INDICATION", "RUQ pain, fever. ?GB"),
        ("FINDINGS", None),
        ("GALLBLADDER", "Normal. No stones, wall 2 mm, sonographic Murphy negative."),
        ("CBD", "3 mm."),
        ("LIVER", "Increased echogenicity, steatosis."),
        ("RIGHT KIDNEY", "Moderate hydronephrosis with a dilated proximal ureter."),
        ("IMPRESSION", """
            1. Normal gallbladder.
            2. Moderate right hydronephrosis, CT suggested.
            """),
    ], ["hydronephrosis"], GB_N + ["sonographic_murphy_sign", "cbd_dilation"]),
     rpt("CT ABDOMEN PELVIS W/O CONTRAST", "CT", "Abdomen", [
        ("CLINICAL HISTORY", "Fever, R flank pain, R hydronephrosis on US."),
        ("TECHNIQUE", "Noncontrast CT abdomen/pelvis, axial and coronal."),
        ("FINDINGS", """
            8 mm calculus in the right proximal ureter at L3 with moderate hydroureteronephrosis above it and
            perinephric and periureteral fat stranding. The right kidney is enlarged. Left kidney: 3 mm nonobstructing
            lower pole calculus. No gas in the collecting system or renal parenchyma. Bladder decompressed.
            Gallbladder normal. Status post appendectomy and hysterectomy. Lung bases clear.
            """),
        ("IMPRESSION", """
            Obstructing 8 mm right proximal ureteral stone with moderate hydronephrosis and perinephric stranding. With
            fever and pyuria an infected obstructed system must be considered; urgent decompression recommended.
            Discussed with Dr ___ at ___.
            """),
    ], ["ureteral_stone", "hydronephrosis", "perinephric_stranding", "renal_calculus", "enlarged_edematous_kidney"],
        GB_N)],
    "Obstructive pyelonephritis: infected obstructing right proximal ureteral stone, E. coli bacteremia",
    ["Calculus of ureter", "Hydronephrosis with renal and ureteral calculous obstruction", "Acute pyelonephritis",
     "Sepsis due to Escherichia coli [E. coli]"],
    ["Cystoscopy with right ureteral stent placement"],
    [("0T778DZ", "Dilation of Right Ureter with Intraluminal Device, Via Natural or Artificial Opening Endoscopic", 10)],
    micro={90039: ("ESCHERICHIA COLI", URINE_SPEC), 90201: ("ESCHERICHIA COLI", BLOOD_SPEC)},
))
