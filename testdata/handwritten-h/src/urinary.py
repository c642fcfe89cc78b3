"""Urinary tract infection, 29700029-29700032.

29700029 typical   26F, upper-tract infection, terse ED note with an attending attestation; no imaging.
29700030 atypical  86M with a long-term catheter from a care home (SBAR phone handover), septic; CXR and CT.
29700031 hard      19F sent as "?appendix" with RLQ pain and no urinary symptoms; teleradiology prelim + final.
29700032 hard      57F diabetic with known gallstones and RUQ pain, septic; RUQ US then CT: obstructing stone.
"""

from common import (APP_N, GB_N, KID_N, PANC_N, DUCT_N, annv, ann, cbc, bmp, lft, ua, coags, lab, merge, rep, txt,
                    vit, enc, EFF, BLOOD_SPEC, URINE_SPEC)

ENCOUNTERS = []

# ---------------------------------------------------------------------------------------------
ENCOUNTERS.append(enc(
    29700029, "urinary tract infection", "typical",
    txt("""
    26F c/o L flank pain x2d, fever/chills since last night (Tmax 102.9), burning on urination and frequency
    x4d. N, vomited x2 this am, can't keep down ibuprofen. Denies vag d/c, no new partners, LMP 10 days ago.
    No prior kidney stones. Took 2 leftover nitrofurantoin from an old rx 3 days ago then stopped.
    PMH none, PSH none, NKDA, OCP.
    """),
    ann(["flank_pain", "fever", "fever_measured", "chills", "dysuria", "urinary_frequency", "nausea", "vomiting",
         "estrogen_use", "nsaid_use"],
        ["vaginal_discharge", "kidney_stone_history", "prior_abdominal_surgery"]),
    txt("""
    101.6  118  112/68  18  99%RA
    Gen: flushed, shivering, mildly ill appearing
    Abd: soft, ND, mild suprapubic TTP, no rebound or guarding. Marked L CVAT, R CVAT neg.
    Pelvic not indicated.

    Attending attestation: I saw and examined the pt with the resident. Agree with the above. Febrile,
    tachycardic, L CVA tenderness, UA grossly positive. Given IV ceftriaxone, 2 L NS. Admit to obs given
    vomiting.
    """),
    annv(vit(101.6, 118, 112, 18, 99),
         ["chills", "flushing", "vomiting", "ill_appearing", "suprapubic_tenderness", "cva_tenderness"],
         ["distended_abdomen", "rebound_tenderness", "guarding", "abdominal_rigidity"]),
    merge(cbc(16.4, 13.0, 256, 86.0), bmp(136, 3.6, 101, 22, 14, 1.0, 118), lab(hcg="NEG", lactate=1.6),
          ua(app="Cloudy", le="LG", nit="POS", prot="30", ket="10", rbc=12, wbc=96, epi=2)),
    [],
    "Acute pyelonephritis (left)",
    ["Acute pyelonephritis"],
    [], [],
    micro={90039: ("ESCHERICHIA COLI", URINE_SPEC), 90201: ("No growth", BLOOD_SPEC)},
))

# ---------------------------------------------------------------------------------------------
ENCOUNTERS.append(enc(
    29700030, "urinary tract infection", "atypical",
    txt("""
    Phone handover from ___ Care Home (RN ___), SBAR, recorded by triage nurse:
    S - 86 yo man, more confused than usual since this morning, temp 38.5 at 10:00, catheter bag draining
    only a little, dark and cloudy with sediment.
    B - Long-term urethral catheter for retention (BPH), last changed 5 days ago. Vascular dementia, CHF,
    type 2 diabetes on insulin, previous stroke with R-sided weakness, mostly bed-to-chair with hoist.
    Full code per POLST.
    A - Not eating lunch, sleepier, pulling at the catheter. Home BP 96/60.
    R - Sending by ambulance for assessment.

    ED physician: history from above and from the patient's son by phone. No cough or vomiting known. No
    recent antibiotics.
    """),
    annv(vit(38.5, sbp=96),
         ["unilateral_weakness", "confusion", "decreased_urine_output", "cloudy_urine", "indwelling_catheter", "prostatic_enlargement_history",
          "recent_urinary_instrumentation", "prior_heart_failure", "diabetes_history", "insulin_therapy",
          "reduced_mobility", "drowsiness"],
         ["cough", "vomiting"]),
    txt("""
    T 38.7  HR 112  BP 84/50  RR 24  SpO2 92% RA
    Elderly man, drowsy, mumbling, oriented to self. Dry mucous membranes.
    Chest: reduced air entry at the bases, no wheeze.
    CVS: tachy, regular.
    Abd: soft, not distended, grimaces on suprapubic palpation. No palpable bladder.
    GU: 16 Fr Foley in situ, turbid urine with sediment in the bag. Meatus erythematous. Scrotum normal.
    Ext: 1+ pitting edema to mid shin bilaterally. Sacrum: grade 1 pressure area.
    Neuro: R hemiparesis (old).
    """),
    annv(vit(38.7, 112, 84, 24, 92),
         ["indwelling_catheter", "altered_mental_status_sign", "dehydration_signs", "diminished_breath_sounds", "suprapubic_tenderness",
          "cloudy_urine", "pitting_edema", "hemiparesis", "drowsiness"],
         ["distended_abdomen", "palpable_bladder", "expiratory_wheezes", "scrotal_erythema_edema"]),
    merge(cbc(22.6, 11.2, 214, 91.0, bands=9.0), bmp(146, 5.1, 110, 18, 68, 2.4, 264), lft(24, 30, 104, 0.9, alb=2.7),
          lab(lactate=4.1, crp=260.0, trop=0.03), coags(14.6, 1.3),
          ua(color="Amber", app="Turbid", le="LG", nit="POS", prot="100", rbc=45, wbc=550, epi=0)),
    [rep("CHEST (PORTABLE AP)", "Radiograph", "Chest", """
    EXAMINATION: PORTABLE CHEST
    INDICATION: Sepsis, confusion.
    COMPARISON: ___ (1 year prior).
    FINDINGS: Mild cardiomegaly, stable. Mild pulmonary vascular congestion without overt edema. Small left
    pleural effusion, new. No focal consolidation. No pneumothorax. Calcified aortic knob.
    IMPRESSION: No pneumonia. Mild vascular congestion and small left effusion.
    """,
        ["cardiomegaly", "pulmonary_vascular_congestion", "pleural_effusion"],
        ["lobar_consolidation", "visceral_pleural_line"]),
     rep("CT ABD & PELVIS W/O CONTRAST", "CT", "Abdomen", """
    EXAMINATION: CT ABDOMEN AND PELVIS WITHOUT CONTRAST
    INDICATION: Septic shock, chronic Foley, AKI. Source? Obstruction?
    TECHNIQUE: Non-contrast axial CT with reformats. No IV contrast given due to renal function.
    COMPARISON: None.
    FINDINGS:
    KIDNEYS: Bilateral perinephric fat stranding, symmetric. No hydronephrosis. No renal or ureteral calculi.
    Kidneys normal in size for age with cortical thinning.
    BLADDER: Decompressed around the Foley balloon, with diffuse circumferential wall thickening and
    perivesical fat stranding. A small amount of gas in the bladder lumen, likely related to the catheter.
    PROSTATE: Enlarged, approximately 70 cc, with coarse calcifications.
    BOWEL: Colonic diverticulosis without inflammatory change. No obstruction. Moderate stool burden.
    OTHER: Gallbladder with dependent sludge vs small stones. Liver, spleen, pancreas unremarkable on
    non-contrast exam. No free air or free fluid. Small left pleural effusion. Aortic calcification.
    IMPRESSION:
    1. Diffuse bladder wall thickening and perivesical stranding around the catheter; together with the
    bilateral perinephric stranding, compatible with ascending infection in the correct clinical setting.
    Perinephric stranding is nonspecific at this age.
    2. No hydronephrosis or obstructing calculus.
    3. Prostatomegaly.
    """,
        ["perinephric_stranding", "bladder_wall_thickening", "enlarged_prostate_imaging", "colonic_diverticula",
         "pleural_effusion", "lung_base_pleural_effusion"],
        ["hydronephrosis", "renal_calculus", "ureteral_stone", "sigmoid_wall_thickening", "pericolic_fat_stranding",
         "pneumoperitoneum_ct", "free_fluid_abdomen"] + PANC_N)],
    "Catheter-associated urinary tract infection with septic shock",
    ["Infection and inflammatory reaction due to indwelling urethral catheter, initial encounter",
     "Urinary tract infection, site not specified", "Severe sepsis with septic shock", "Acute kidney failure, unspecified",
     "Benign prostatic hyperplasia with lower urinary tract symptoms"],
    ["Foley catheter exchange"],
    [("0T9B70Z", "Drainage of Bladder with Drainage Device, Via Natural or Artificial Opening", 10)],
    micro={90039: ("PSEUDOMONAS AERUGINOSA", URINE_SPEC), 90201: ("ENTEROCOCCUS FAECALIS", BLOOD_SPEC)},
))

# ---------------------------------------------------------------------------------------------
ENCOUNTERS.append(enc(
    29700031, "urinary tract infection", "hard",
    txt("""
    Referred from college health center: "?appendix - RLQ pain, fever, please evaluate."
    19 yo F college sophomore with 1.5 days of right lower abdominal pain, steady, now 6/10, with fever to
    38.6 at the health center, nausea, anorexia since yesterday. No vomiting. Denies dysuria, frequency,
    urgency or hematuria. Denies vaginal discharge or bleeding, LMP 3 weeks ago, one male partner,
    condoms "most of the time". No prior similar pain. No diarrhea.
    PMH: acne. PSH: none. Meds: spironolactone, topical tretinoin. NKDA.
    SH: no tobacco, drinks on weekends, occasional marijuana.
    """),
    ann(["rlq_pain", "abdominal_pain", "prolonged_constant_pain", "fever", "fever_measured", "nausea", "anorexia",
         "alcohol_use", "cannabis_use", "diuretic_use"],
        ["vomiting", "dysuria", "urinary_frequency", "gross_hematuria", "vaginal_discharge", "vaginal_bleeding",
         "previous_similar_episodes", "diarrhea", "prior_abdominal_surgery", "smoker"]),
    txt("""
    Temp 38.6 °C  HR 110  BP 118/72  RR 18  SpO2 99% RA
    Gen: looks unwell, lying still
    Abd: soft, ND, mild-moderate RLQ tenderness, no rebound, Rovsing neg, psoas neg. Tender R flank and R CVA
    to percussion. L CVA nontender.
    Pelvic: no CMT, no adnexal tenderness, scant white discharge.
    """),
    annv(vit(38.6, 110, 118, 18, 99),
         ["ill_appearing", "rlq_tenderness", "cva_tenderness"],
         ["distended_abdomen", "rebound_tenderness", "rovsing_sign", "psoas_sign", "cervical_motion_tenderness",
          "adnexal_tenderness", "abdominal_rigidity"]),
    merge(cbc(15.7, 12.8, 244, 84.0), bmp(135, 3.9, 102, 22, 10, 0.9, 104), lab(hcg="NEG", crp=131.0),
          ua(app="Hazy", le="MOD", nit="NEG", prot="30", rbc=6, wbc=48, epi=3)),
    [rep("CT ABD & PELVIS WITH CONTRAST", "CT", "Abdomen", """
    ** PRELIMINARY READ (teleradiology, ___ Imaging Partners) **
    CT A/P w/ contrast, Hx RLQ pain r/o appendix.
    Appendix visualized, normal in caliber (5 mm) with no periappendiceal stranding. No free fluid. No
    abscess. Mildly heterogeneous enhancement of the right kidney, may be artifactual. No hydronephrosis.
    IMP: No acute findings. Normal appendix.
    """,
        ["normal_caliber_appendix"],
        APP_N + ["hydronephrosis", "free_fluid_abdomen", "free_pelvic_fluid"]),
     rep("CT ABD & PELVIS WITH CONTRAST", "CT", "Abdomen", """
    FINAL REPORT
    EXAMINATION: CT ABDOMEN AND PELVIS WITH IV CONTRAST
    INDICATION: 19F RLQ pain, fever. Evaluate for appendicitis.
    COMPARISON: None.
    FINDINGS:
    Kidneys: The right kidney is enlarged, 13.2 cm (left 11.4 cm), with multiple wedge-shaped and striated
    bands of diminished enhancement through the upper pole and interpolar kidney, and mild perinephric fat
    stranding.
    No abscess. No hydronephrosis. No renal or ureteral calculi. Left kidney normal.
    Appendix: Normal, 5 mm, air containing, without surrounding inflammation.
    Pelvis: Uterus and ovaries normal. Physiologic trace free fluid.
    Liver, gallbladder, pancreas, spleen: normal.
    Bowel: normal.
    IMPRESSION:
    1. Striated nephrogram of an enlarged right kidney with perinephric stranding, consistent with acute
    right ____. No abscess or obstruction.
    2. Normal appendix.

    ADDENDUM: The right renal findings were not described in the preliminary teleradiology report. Discussed
    with Dr ___ (ED) at ___; the patient had not yet been discharged.
    """,
        ["enlarged_edematous_kidney", "striated_nephrogram", "perinephric_stranding", "normal_caliber_appendix",
         "free_pelvic_fluid"],
        ["renal_abscess", "hydronephrosis", "renal_calculus", "ureteral_stone", "ovarian_cyst_lesion", "enlarged_ovary"]
        + APP_N + GB_N + PANC_N)],
    "Acute pyelonephritis (right)",
    ["Acute pyelonephritis"],
    [], [],
    micro={90039: ("ESCHERICHIA COLI", URINE_SPEC), 90201: ("No growth", BLOOD_SPEC)},
))

# ---------------------------------------------------------------------------------------------
ENCOUNTERS.append(enc(
    29700032, "urinary tract infection", "hard",
    txt("""
    57F with T2DM (on metformin and empagliflozin), obesity and known gallstones ("told I have stones, need
    them out someday") presents with 2 days of RUQ pain radiating around to the R side of her back, fever and
    shaking chills since this afternoon, nausea and vomiting x3. Thinks it is "my gallbladder again" - had
    2 prior episodes of RUQ pain after fried food that settled in a few hours. This one started without a
    meal and has not let up. No dysuria noticed. No hematuria. No diarrhea. Never had kidney stones.
    PMH: T2DM, obesity, HTN, OSA on CPAP. PSH: hysterectomy. Meds: metformin, empagliflozin, losartan.
    SH: no tobacco/etoh.
    """),
    ann(["diabetes_history", "metformin_use", "obesity", "gallstones_history", "ruq_pain", "pain_radiating_to_back",
         "fever", "chills", "nausea", "vomiting", "previous_similar_episodes", "pain_resolving_within_hours",
         "postprandial_pain_after_fatty_meal", "hypertension_history", "raas_blocker_use", "prior_abdominal_surgery"],
        ["dysuria", "gross_hematuria", "diarrhea", "kidney_stone_history", "smoker", "alcohol_use"]),
    txt("""
    ED Vitals 18:42 - T 38.9 | HR 124 | BP 88/54 | RR 22 | SpO2 95% RA
    Gen: ill appearing, rigors
    Abd: obese, soft. Tender RUQ and R flank. Murphy's negative. No rebound.
    Back: R CVA tenderness, marked. L CVA nontender.
    Skin: warm, flushed.
    """),
    annv(vit(38.9, 124, 88, 22, 95),
         ["flushing", "chills", "obesity", "ill_appearing", "ruq_tenderness", "cva_tenderness", "hot_flushed_skin"],
         ["murphy_sign", "rebound_tenderness", "abdominal_rigidity"]),
    merge(cbc(19.8, 12.6, 128, 90.0, bands=11.0), bmp(133, 4.6, 99, 17, 32, 1.9, 264), lft(38, 41, 121, 1.2),
          lab(lipase=40.0, lactate=3.6, crp=244.0), coags(13.4, 1.2),
          ua(app="Cloudy", glu="1000", le="MOD", nit="POS", prot="100", rbc=38, wbc=84, epi=1)),
    [rep("LIVER OR GALLBLADDER US (SINGLE ORGAN)", "Ultrasound", "Abdomen", """
    EXAMINATION: US ABDOMEN LIMITED (RUQ + RIGHT KIDNEY)
    INDICATION: RUQ pain, fever, known cholelithiasis.
    FINDINGS:
    Gallbladder: Multiple small shadowing gallstones. No wall thickening (2.5 mm). No pericholecystic fluid.
    Sonographic Murphy's sign negative.
    CBD: 4 mm.
    Liver: Echogenic, consistent with steatosis.
    Right kidney: 12.6 cm. Moderate hydronephrosis with layering echogenic debris in the dilated collecting
    system. The proximal ureter is dilated to the limit of visualization.
    IMPRESSION:
    1. Cholelithiasis without sonographic evidence of acute cholecystitis.
    2. Moderate right hydronephrosis with debris in the collecting system, concerning for an infected
    obstructed system. CT recommended.
    """,
        ["gallstones", "hydronephrosis"],
        ["gallbladder_wall_thickening", "pericholecystic_fluid", "sonographic_murphy_sign", "cbd_dilation"]),
     rep("CT ABD & PELVIS W/O CONTRAST", "CT", "Abdomen", """
    EXAMINATION: CT ABDOMEN AND PELVIS WITHOUT CONTRAST
    INDICATION: Sepsis, right hydronephrosis on US.
    FINDINGS: 7 x 5 mm calculus in the proximal right ureter at the L3 level with moderate upstream
    hydroureteronephrosis and right perinephric fat stranding. Two additional 2-3 mm nonobstructing right
    lower pole calculi. Left kidney normal without hydronephrosis. Bladder unremarkable. Cholelithiasis;
    gallbladder otherwise unremarkable. No free air. Hepatic steatosis.
    IMPRESSION: Obstructing 7 mm right proximal ureteral stone with moderate hydronephrosis and perinephric
    stranding. In the setting of sepsis, urgent decompression advised. Communicated to the ED at ___.
    """,
        ["ureteral_stone", "hydronephrosis", "perinephric_stranding", "renal_calculus", "gallstones"],
        ["gallbladder_wall_thickening", "pericholecystic_fluid", "gallbladder_distension", "pneumoperitoneum_ct",
         "bladder_wall_thickening"])],
    "Obstructive pyelonephritis due to right ureteral stone, sepsis",
    ["Hydronephrosis with renal and ureteral calculous obstruction", "Sepsis due to Escherichia coli [E. coli]",
     "Type 2 diabetes mellitus without complications", "Calculus of gallbladder without cholecystitis without obstruction"],
    ["Cystoscopy with right ureteral stent placement"],
    [("0T778DZ", "Dilation of Right Ureter with Intraluminal Device, Via Natural or Artificial Opening Endoscopic", 10)],
    micro={90039: ("ESCHERICHIA COLI", URINE_SPEC), 90201: ("ESCHERICHIA COLI", BLOOD_SPEC)},
))
