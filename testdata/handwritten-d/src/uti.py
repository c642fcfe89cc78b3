"""Urinary tract infection (label `urinary tract infection`), hadm 29300008-29300014.

29300008 typical   24F lower-tract infection; triage note, urinalysis and urine culture only, no imaging
29300009 typical   31F upper-tract infection after telehealth nitrofurantoin; CT one paragraph (striated
                   nephrogram); E. coli in urine and blood
29300010 typical   76M with prostatic enlargement, retention, septic shock and confusion; non-contrast
                   CT organ template; Foley
29300011 atypical  27F at 22 weeks' gestation, left-sided upper-tract infection; OB triage note; renal
                   ultrasound organ template with measurements
29300012 atypical  59M paraplegic with a suprapubic catheter; rehab transfer; Pseudomonas; no imaging
29300013 hard      91F nursing-home resident brought in as a code stroke; head CT negative; Proteus
29300014 hard      19F sent from campus health to rule out appendicitis; RLQ graded-compression US
                   (normal appendix, bladder wall thickening); S. saprophyticus, nitrite negative
"""

from common import (BLOOD_SPEC, EFF, GB_N, PANC_N, APP_N, COLON_N, DUCT_N, URINE_SPEC, annv, ann, bmp, cbc,
                    coags, enc, lft, merge, rad, ua, vit)

ENCOUNTERS = []

# ---------------------------------------------------------------------------------------------
ENCOUNTERS.append(enc(
    29300008, "urinary tract infection", "typical",
    """24F c/o burning w/ urination, urgency/frequency x2d, suprapubic discomfort. +cloudy, foul-smelling
    urine. No fever/chills. No flank/back pain. No N/V. No vag d/c. LMP 2 wks ago, regular. Sexually
    active, 1 male partner. Had similar sx last yr, tx w/ abx, resolved. PMH none. Meds: OCP. NKDA.""",
    ann(["dysuria", "urinary_frequency", "suprapubic_pain", "cloudy_urine", "previous_similar_episodes",
         "estrogen_use", "recent_sexual_intercourse"],
        ["fever", "chills", "flank_pain", "back_pain", "nausea", "vomiting", "vaginal_discharge", "missed_period"]),
    """98.2 / 84 / 118/72 / 16 / 100%
    NAD. Abd soft, mild suprapubic TTP, no rebound/guarding. No CVAT bilat.""",
    annv(vit(98.2, 84, 118, 16, 100),
         ["suprapubic_tenderness"],
         ["rebound_tenderness", "guarding", "cva_tenderness"]),
    merge(ua(app="Cloudy", sg=1.021, ph=6.5, prot="TR", nit="POS", le="LG", rbc=12, wbc=68, epi=3),
          {51085: "NEG"}),
    [],
    "Acute cystitis",
    ["Acute cystitis without hematuria", "Escherichia coli [E. coli] as the cause of diseases classified elsewhere"],
    micro={90039: ("ESCHERICHIA COLI", URINE_SPEC)}))

# ---------------------------------------------------------------------------------------------
ENCOUNTERS.append(enc(
    29300009, "urinary tract infection", "typical",
    """31 y/o F G1P1 with recurrent bladder infections (3 in the past yr) presents with 3 days of burning
    on urination and frequency, followed by 1 day of right flank and back pain, fevers to 102.8 with rigors,
    and 4 episodes of vomiting today; unable to keep down the nitrofurantoin she was prescribed by telehealth
    on day 1. No vaginal discharge or bleeding. LMP 1 week ago. No blood in the urine. No prior kidney stones.
    PMH: recurrent bladder infections, migraine. PSH: C-section ___. Meds: sumatriptan prn, nitrofurantoin
    (started 2d ago). Allergies: sulfa (rash).
    SH: 2 glasses of wine/wk, no tobacco, works as a dental hygienist.
    FH: non-contributory.
    ROS: Positive per HPI. Otherwise negative in detail.""",
    ann(["dysuria", "urinary_frequency", "flank_pain", "back_pain", "fever", "fever_measured", "chills", "vomiting",
         "recurrent_uti_history", "prior_abdominal_surgery", "alcohol_use"],
        ["vaginal_discharge", "vaginal_bleeding", "missed_period", "gross_hematuria", "kidney_stone_history",
         "smoker"]),
    """T 102.4 HR 118 BP 104/64 RR 20 SpO2 98% RA
    Gen: ill appearing, shivering
    HEENT: dry MM
    CV: tachycardic, no murmur
    Lungs: CTAB
    Abd: soft, nondistended, mild RUQ/R flank tenderness, no suprapubic ttp, no rebound or guarding, neg
    Murphy
    Back: marked R CVA tenderness, L CVA nontender
    Pelvic: deferred""",
    annv(vit(102.4, 118, 104, 20, 98),
         ["ill_appearing", "chills", "dehydration_signs", "ruq_tenderness", "cva_tenderness"],
         ["new_heart_murmur", "crackles", "distended_abdomen", "suprapubic_tenderness", "rebound_tenderness",
          "guarding", "murphy_sign"]),
    merge(cbc(17.9, 12.2, 210, 87, bands=4), bmp(134, 3.5, 100, 20, 17, 1.1, 118), {50813: 2.1, 51085: "NEG"},
          ua(color="Amber", app="Cloudy", sg=1.025, ph=6.0, prot="30", ket="40", nit="POS", le="LG", rbc=25,
             wbc=182, epi=2)),
    [rad("CT ABD & PELVIS WITH CONTRAST", "CT", "Abdomen",
         "Axial CT of the abdomen and pelvis in the nephrographic phase after IV contrast. No oral contrast.",
         """Lung bases are clear. The right kidney is enlarged (13.4 cm versus 11.6 cm on the left) and shows
         several striated and wedge-shaped zones of hypoenhancement in its upper and interpolar portions,
         with mild perinephric fat stranding. No hydronephrosis, no renal or ureteral calculi. No perinephric or
         intrarenal fluid collection. The left kidney is normal. Liver, gallbladder, spleen, pancreas and adrenals
         are unremarkable. The bladder is decompressed and its wall is not well assessed. Uterus and adnexa
         within normal limits. Normal appendix. No bowel dilation. No free fluid.""",
         ["enlarged_edematous_kidney", "striated_nephrogram", "perinephric_stranding", "normal_caliber_appendix"],
         EFF + GB_N + PANC_N + APP_N + [
             "hydronephrosis", "renal_calculus", "ureteral_stone", "renal_abscess", "enlarged_spleen_imaging",
             "enlarged_ovary", "ovarian_cyst_lesion", "dilated_small_bowel_loops", "dilated_colon",
             "free_fluid_abdomen", "free_pelvic_fluid"],
         indication="Fever, right flank pain, pyuria. Evaluate for obstruction or perinephric collection.",
         impression="""Enlarged right kidney with a striated nephrogram and perinephric stranding, compatible
         with ____ in this setting. No obstruction or renal abscess.""")],
    "Acute pyelonephritis, right, with E. coli bacteremia",
    ["Acute pyelonephritis", "Sepsis due to Escherichia coli [E. coli]"],
    micro={90039: ("ESCHERICHIA COLI", URINE_SPEC), 90201: ("ESCHERICHIA COLI", BLOOD_SPEC)}))

# ---------------------------------------------------------------------------------------------
ENCOUNTERS.append(enc(
    29300010, "urinary tract infection", "typical",
    """76M w/ BPH (on tamsulosin/finasteride, declined TURP), DM2, CAD s/p PCI, brought by EMS from home for
    fever and confusion. Per wife, 2-3 days of dribbling, straining to urinate and getting up every hour at
    night with only small amounts; yesterday started having shaking chills, today found confused, answering
    questions inappropriately. Temp 102 at home. No cough. No vomiting or diarrhea. Complains of pain just
    above the pubic bone. No recent catheterization or procedures.
    PMHx: BPH, T2DM on insulin, CAD (stent 2018), HTN, HLD, CKD 3a
    Meds: tamsulosin, finasteride, insulin glargine 22u, lispro SS, ASA, clopidogrel, metoprolol,
    atorvastatin, lisinopril
    SocHx: former smoker (40 pk-yr), quit 10y ago; no ETOH
    FHx: not obtained""",
    ann(["prostatic_enlargement_history", "diabetes_history", "insulin_therapy", "coronary_artery_disease_history",
         "hypertension_history", "hyperlipidemia_history", "ckd_history", "fever", "fever_measured", "chills",
         "confusion", "weak_urinary_stream", "nocturia", "urinary_frequency", "suprapubic_pain",
         "raas_blocker_use", "former_smoker"],
        ["cough", "vomiting", "diarrhea", "recent_urinary_instrumentation", "smoker", "alcohol_use"]),
    """VS 38.9 124 86/48 26 92% RA -> after 2L LR 104/58
    Gen: ill-appearing, rigoring
    Neuro: oriented to self only, inattentive, no focal deficits, MAE
    CV: tachy reg
    Resp: clear bilaterally
    Abd: soft, palpable tender suprapubic fullness to just below the umbilicus, dull to percussion; no rebound
    GU/Rectal: prostate enlarged, smooth, nontender
    Bladder scan 950 mL -> Foley placed, cloudy urine returned""",
    annv(vit(38.9, 124, 86, 26, 92),
         ["ill_appearing", "altered_mental_status_sign", "suprapubic_tenderness", "palpable_bladder",
          "enlarged_smooth_prostate", "cloudy_urine", "chills", "indwelling_catheter"],
         ["hemiparesis", "crackles", "rebound_tenderness", "tender_boggy_prostate"]),
    merge(cbc(21.4, 12.8, 142, 90, bands=11), bmp(131, 5.4, 97, 17, 48, 2.6, 246), lft(30, 34, 88, 1.1),
          {50813: 4.1}, coags(14.6, 1.3),
          ua(app="Turbid", sg=1.014, ph=6.5, prot="100", glu="300", nit="POS", le="LG", rbc=40, wbc=340, epi=0)),
    [rad("CT ABD & PELVIS W/O CONTRAST", "CT", "Abdomen",
         """Non-contrast helical acquisition from the lung bases through the pubic symphysis; IV contrast
         withheld for renal function. Coronal and sagittal reformats.""",
         [("LOWER CHEST", "Mild dependent atelectasis. No pleural or pericardial effusion. Coronary artery calcifications."),
          ("LIVER", "Normal size and attenuation. No focal lesion on this noncontrast exam."),
          ("GALLBLADDER AND BILE DUCTS", "Gallbladder is unremarkable. No biliary dilatation."),
          ("PANCREAS", "Unremarkable."),
          ("SPLEEN", "Normal."),
          ("ADRENAL GLANDS", "Left adrenal 1.4 cm nodule measuring -5 HU, a lipid-rich adenoma; no follow-up needed."),
          ("KIDNEYS AND URETERS", """Mild bilateral hydroureteronephrosis to the level of the bladder, with mild
           bilateral perinephric fat stranding. No renal or ureteral calculi."""),
          ("URINARY BLADDER", """Decompressed around a Foley catheter, with a small amount of intraluminal gas
           attributable to catheter placement. The bladder wall appears diffusely thickened, up to 9 mm, with
           perivesical fat stranding."""),
          ("PELVIC ORGANS", """Prostate enlarged, 6.2 cm transverse, with an intravesical median lobe. Seminal
           vesicles unremarkable."""),
          ("BOWEL", "No bowel obstruction or wall thickening. Appendix normal. Sigmoid diverticulosis without inflammation."),
          ("PERITONEUM", "No free air or ascites."),
          ("LYMPH NODES", "No pathologically enlarged nodes."),
          ("VESSELS", "Calcified aortoiliac atherosclerosis, no aneurysm."),
          ("BONES AND SOFT TISSUES", "Degenerative changes. Small fat-containing umbilical hernia.")],
         ["bilateral_hydronephrosis", "hydronephrosis", "perinephric_stranding", "bladder_wall_thickening",
          "enlarged_prostate_imaging", "coronary_artery_calcification", "colonic_diverticula",
          "normal_caliber_appendix", "umbilical_fascial_defect"],
         EFF + GB_N + DUCT_N + PANC_N + APP_N + COLON_N + [
             "pericardial_effusion", "enlarged_spleen_imaging", "renal_calculus", "ureteral_stone",
             "pneumoperitoneum_ct", "free_fluid_abdomen", "simple_ascites", "enlarged_mesenteric_lymph_nodes"],
         indication="76M with sepsis, AKI, urinary retention. Source?",
         impression="""1. Diffuse bladder wall thickening with perivesical stranding, and mild bilateral
         hydroureteronephrosis with perinephric stranding, in the setting of retention; compatible with
         ascending infection in the appropriate clinical context. No calculi.
         2. Prostatomegaly.
         3. Left adrenal adenoma.""")],
    "Urosepsis with septic shock (E. coli) from acute urinary retention due to BPH; acute kidney injury",
    ["Sepsis due to Escherichia coli [E. coli]", "Severe sepsis with septic shock",
     "Urinary tract infection, site not specified", "Benign prostatic hyperplasia with lower urinary tract symptoms",
     "Retention of urine, unspecified", "Acute kidney failure, unspecified",
     "Type 2 diabetes mellitus with hyperglycemia"],
    procs=["Foley catheter placement"],
    icdp=[("0T9B70Z", "Drainage of Bladder with Drainage Device, Via Natural or Artificial Opening", 10)],
    micro={90039: ("ESCHERICHIA COLI", URINE_SPEC), 90201: ("ESCHERICHIA COLI", BLOOD_SPEC)}))

# ---------------------------------------------------------------------------------------------
ENCOUNTERS.append(enc(
    29300011, "urinary tract infection", "atypical",
    """OB TRIAGE NOTE
    27 yo G2P1001 at 22w3d by 8 wk US, presents with 2 days of L flank pain radiating around to the L lower
    abdomen, fever/chills (Tmax 101.5 at home), nausea and 3 episodes of emesis. Mild burning at the end of
    urination x4 days, which she attributed to pregnancy. Denies VB, LOF, ctx. +FM. No hx kidney stones.
    Prenatal care at ___, uncomplicated so far; anatomy scan normal.
    PMH: none. PSH: D&C 2019. Meds: PNV. All: PCN (hives).
    SH: no tob/EtOH/drugs. Lives w/ partner and 3yo son.""",
    ann(["pregnancy", "flank_pain", "llq_pain", "fever", "fever_measured", "chills", "nausea", "vomiting",
         "dysuria"],
        ["vaginal_bleeding", "kidney_stone_history", "smoker", "alcohol_use"]),
    """VS: T 38.3, P 112, BP 108/62, R 18, O2 99% RA. FHT 150s by doppler.
    Gen: uncomfortable, flushed
    Abd: gravid, soft, fundus at the umbilicus, uterus nontender; mild L lateral abdominal tenderness; no
    rebound
    Back: +L CVAT, R neg
    SSE: cervix long/closed, no pooling. SVE deferred.""",
    annv(vit(38.3, 112, 108, 18, 99),
         ["cva_tenderness", "closed_cervical_os", "flushing", "pregnancy"],
         ["uterine_tenderness", "rebound_tenderness"]),
    merge(cbc(15.2, 10.8, 198, 84), bmp(135, 3.6, 104, 20, 7, 0.6, 96), {50813: 1.7, 51085: "POS"},
          ua(app="Cloudy", sg=1.020, prot="30", ket="80", nit="POS", le="MOD", rbc=8, wbc=95, epi=6)),
    [rad("RENAL U.S.", "Ultrasound", "Abdomen",
         "Both kidneys and the urinary bladder were examined transabdominally, grayscale and color Doppler; patient in left and right decubitus.",
         [("RIGHT KIDNEY", """12.1 cm. Moderate hydronephrosis with smooth tapering of the proximal ureter at the
           pelvic brim, typical for the gestational age. No stones. Normal cortical thickness."""),
          ("LEFT KIDNEY", """12.8 cm, slightly larger than the right, with a mildly heterogeneous cortex and a subtle
           hypoechoic upper pole area without mass effect. Mild pelvicaliectasis. No stone or shadowing focus. No
           perinephric collection."""),
          ("BLADDER", "Moderately distended, normal wall. Ureteral jets seen bilaterally."),
          ("OTHER", """Single live intrauterine gestation incidentally noted, FHR 148 bpm (not a dedicated
           obstetric study).""")],
         ["hydronephrosis", "enlarged_edematous_kidney", "viable_intrauterine_pregnancy"],
         ["renal_calculus", "bladder_wall_thickening"],
         indication="22 weeks pregnant, left flank pain and fever. ?obstruction ?stone",
         impression="""1. Right hydronephrosis, likely physiologic of pregnancy.
         2. Mild left pelvicaliectasis and an enlarged, heterogeneous left kidney, which may reflect infection in
         the appropriate setting. No renal calculus or perinephric collection.""")],
    "Acute pyelonephritis, left, in pregnancy at 22 weeks (Klebsiella pneumoniae)",
    ["Infections of kidney in pregnancy, second trimester",
     "Klebsiella pneumoniae [K. pneumoniae] as the cause of diseases classified elsewhere"],
    micro={90039: ("KLEBSIELLA PNEUMONIAE", URINE_SPEC), 90201: ("No growth", BLOOD_SPEC)}))

# ---------------------------------------------------------------------------------------------
ENCOUNTERS.append(enc(
    29300012, "urinary tract infection", "atypical",
    """Rehab facility transfer: 59M w/ T6 complete SCI (MVC 2011), neurogenic bladder w/ chronic suprapubic
    catheter (last changed 3 wks ago), recurrent bladder infections w/ MDR pseudomonas (last ___), hx of
    decubitus ulcers, sent for fever 101.8, increased lower extremity spasms, and cloudy foul urine with
    sediment in the bag x2 days. Cannot feel bladder or abdominal pain below his level. Reports pounding
    headache and sweating above the nipple line this AM which resolved after the bag was drained. No cough, no
    SOB. Bowel program unchanged, last BM yesterday.
    PMH: SCI as above, autonomic dysreflexia, neurogenic bowel, depression, osteoporosis
    Meds: baclofen, oxybutynin, senna/bisacodyl, sertraline, vit D
    All: cipro (tendonitis)""",
    ann(["indwelling_catheter", "recurrent_uti_history", "fever", "fever_measured", "cloudy_urine", "headache",
         "sweating", "anticholinergic_medication", "depression_history", "osteoporosis_history", "reduced_mobility"],
        ["cough", "dyspnea"]),
    """Vitals 101.2  108  152/94  18  97%RA
    Gen: thin man, no distress
    Lungs clear, no crackles
    Abd: SP cath site with mild erythema, no purulence; abdomen soft, ND; no tenderness appreciated (insensate)
    GU: bag w/ turbid yellow urine + sediment
    Skin: stage 2 sacral ulcer, clean, unchanged per rehab note
    Ext: spastic, no edema""",
    annv(vit(101.2, 108, 152, 18, 97),
         ["cloudy_urine"],
         ["crackles", "distended_abdomen", "pitting_edema"]),
    merge(cbc(14.6, 11.9, 302, 80), bmp(138, 4.0, 103, 24, 14, 0.6, 102), {50813: 1.3},
          ua(app="Turbid", sg=1.012, ph=8.0, prot="100", nit="NEG", le="LG", rbc=20, wbc=410, epi=0)),
    [],
    "Catheter-associated urinary tract infection (Pseudomonas aeruginosa), chronic suprapubic catheter",
    ["Infection and inflammatory reaction due to cystostomy catheter, initial encounter",
     "Urinary tract infection, site not specified", "Neuromuscular dysfunction of bladder, unspecified",
     "Pseudomonas (aeruginosa) (mallei) (pseudomallei) as the cause of diseases classified elsewhere"],
    procs=["Suprapubic catheter exchange"],
    icdp=[("0T9B30Z", "Drainage of Bladder with Drainage Device, Percutaneous Approach", 10)],
    micro={90039: ("PSEUDOMONAS AERUGINOSA", URINE_SPEC), 90201: ("No growth", BLOOD_SPEC)}))

# ---------------------------------------------------------------------------------------------
ENCOUNTERS.append(enc(
    29300013, "urinary tract infection", "hard",
    """CODE STROKE - ED note. 91F from ___ nursing home, hx dementia (baseline per NH: pleasant, oriented to
    self, conversant, ambulates w/ walker), AF not anticoagulated (falls), HTN, hypothyroid. Staff found her
    at 0600 more sleepy, slurring words, "weaker on the right" and not able to stand for transfer; LKW 2200
    last night. Code stroke activated by EMS. Per NH nurse she has had decreased PO and has been incontinent
    of urine more than usual x2 days; no fall witnessed. No vomiting. Unable to give further history.
    Meds: metoprolol, levothyroxine, donepezil, acetaminophen prn
    PSH: R hip ORIF 2019, appy remote""",
    ann(["drowsiness", "speech_difficulty", "unilateral_weakness", "atrial_fibrillation_history",
         "hypertension_history", "urinary_incontinence_episode", "prior_appendectomy", "prior_abdominal_surgery"],
        ["anticoagulant_use", "vomiting"]),
    """T 38.2 R (100.8 F)  HR 104 irreg  BP 168/82  RR 22  SpO2 95% RA  FSBG 142
    GEN: somnolent, opens eyes to voice, follows simple commands intermittently
    NEURO: NIHSS 3 (LOC questions 2, dysarthria 1). Pupils 3 mm reactive. EOMI. Face symmetric. Strength 4/5
    and symmetric in all 4 limbs with no drift, limited by effort. Sensation grossly intact. No neglect. Speech
    mildly slurred but fluent, naming intact.
    CV: irregularly irregular
    LUNGS: clear anteriorly
    ABD: soft, grimaces on suprapubic palpation, not distended
    BACK: no CVAT (limited exam)
    SKIN: dry, tenting""",
    annv(vit(38.2, 104, 168, 22, 95),
         ["altered_mental_status_sign", "drowsiness", "dysarthria", "speech_difficulty",
          "irregularly_irregular_pulse", "suprapubic_tenderness", "dehydration_signs"],
         ["central_facial_weakness", "hemiparesis", "hemisensory_loss", "aphasia", "distended_abdomen",
          "cva_tenderness"]),
    merge(cbc(13.9, 11.6, 244, 85), bmp(148, 3.8, 112, 24, 42, 1.5, 142), {50813: 2.2, 51003: 0.02},
          ua(color="Amber", app="Cloudy", sg=1.028, prot="30", nit="POS", le="MOD", rbc=5, wbc=75, epi=1)),
    [rad("CT HEAD W/O CONTRAST", "CT", "Head",
         "Axial non-contrast images of the head from the skull base to the vertex in bone and soft tissue kernels, with coronal and sagittal reformations.",
         """No acute intracranial hemorrhage, territorial infarct, mass effect or midline shift. Gray-white
         differentiation is preserved. Moderate periventricular and subcortical white matter hypodensities,
         likely chronic microvascular ischemic change, similar to prior. Prominent ventricles and sulci
         consistent with age-related global volume loss, slightly progressed. Small chronic left cerebellar
         lacune, unchanged. No hyperdense vessel. Basal cisterns patent. Paranasal sinuses and mastoids clear.
         No calvarial fracture.""",
         ["generalized_cerebral_atrophy"],
         ["acute_infarct_hypodensity"],
         indication="Code stroke. Right weakness, slurred speech, LKW 2200.",
         comparison="Head CT ___ (2 years prior).",
         impression="""1. No acute intracranial abnormality. If clinical concern for acute infarct persists, MRI
         is more sensitive.
         2. Chronic small vessel ischemic change and global atrophy, unchanged to mildly progressed.""")],
    "Urinary tract infection (Proteus mirabilis) with metabolic encephalopathy; acute stroke ruled out",
    ["Urinary tract infection, site not specified", "Metabolic encephalopathy",
     "Proteus (mirabilis) (morganii) as the cause of diseases classified elsewhere", "Hypernatremia",
     "Unspecified atrial fibrillation", "Unspecified dementia, unspecified severity, without behavioral disturbance, psychotic disturbance, mood disturbance, and anxiety"],
    micro={90039: ("PROTEUS MIRABILIS", URINE_SPEC), 90201: ("No growth", BLOOD_SPEC)}))

# ---------------------------------------------------------------------------------------------
ENCOUNTERS.append(enc(
    29300014, "urinary tract infection", "hard",
    """19F sent from campus health for r/o appendicitis. 1 day of lower abdominal pain, more on the right,
    crampy, with nausea; no vomiting. On further questioning she has been peeing "every 20 minutes" with
    burning for 2 days and noticed pink-tinged urine this morning. Pain did not start around the umbilicus
    and has not moved. No fever at home. Appetite ok, ate breakfast. LMP 10 days ago. Sexually active with a
    new partner (since 1 wk ago), condoms inconsistently. Denies vaginal discharge.
    PMH none. PSH none. Meds none. NKDA. Social: college student, occasional EtOH on weekends, no
    smoking/vaping.""",
    ann(["abdominal_pain", "rlq_pain", "abdominal_cramping", "nausea", "urinary_frequency", "dysuria",
         "gross_hematuria", "recent_sexual_intercourse", "alcohol_use"],
        ["vomiting", "pain_migration_to_rlq", "periumbilical_pain", "fever", "anorexia", "missed_period",
         "vaginal_discharge", "prior_abdominal_surgery", "smoker"]),
    """Vitals: T 37.4, HR 92, BP 116/70, RR 16, O2 sat 99% RA
    General: well appearing, NAD
    Abdomen: soft, ND. Tender in the suprapubic region and mildly in the RLQ. No tenderness at McBurney's
    point specifically; Rovsing neg, psoas neg, obturator neg. No rebound, no guarding.
    Back: no CVAT
    Pelvic: normal external genitalia, scant white physiologic discharge, no CMT, no adnexal tenderness or
    masses.""",
    annv(vit(37.4, 92, 116, 16, 99),
         ["suprapubic_tenderness", "rlq_tenderness"],
         ["ill_appearing", "distended_abdomen", "mcburney_point_tenderness", "rovsing_sign", "psoas_sign",
          "rebound_tenderness", "guarding", "cva_tenderness", "cervical_motion_tenderness", "adnexal_tenderness",
          "adnexal_mass"]),
    merge(cbc(10.8, 13.1, 265, 74), bmp(139, 3.9, 104, 25, 11, 0.7, 92), {50889: 8.0, 51085: "NEG"},
          ua(color="Pink", app="Hazy", sg=1.016, ph=6.0, prot="30", nit="NEG", le="LG", rbc=85, wbc=120, epi=2)),
    [rad("US ABD LIMIT, SINGLE ORGAN", "Ultrasound", "Abdomen",
         "Graded compression sonography of the right lower quadrant with linear and curvilinear transducers.",
         """At the site of maximal tenderness indicated by the patient, the appendix is identified arising from
         the cecal tip as a blind-ending tubular structure measuring 4 mm in maximal outer diameter, fully
         compressible, with a thin wall and no increased vascularity on color Doppler. No appendicolith.
         Surrounding fat is normal in echogenicity. No fluid collection. A small amount of simple free fluid is
         seen in the pelvis, likely physiologic. The urinary bladder is partially filled, with mild diffuse wall
         thickening (5 mm) and a few mobile echogenic particles in its lumen. Visualized right ovary
         unremarkable.""",
         ["normal_caliber_appendix", "free_pelvic_fluid", "bladder_wall_thickening"],
         APP_N + ["noncompressible_appendix", "appendiceal_wall_hyperemia", "appendicolith",
                  "echogenic_periappendiceal_fat", "periappendiceal_fluid_collection", "enlarged_ovary",
                  "ovarian_cyst_lesion"],
         indication="RLQ pain. Evaluate for appendicitis.",
         impression="""Normal appendix. Mild bladder wall thickening with intraluminal debris; correlate with
         urinalysis.""")],
    "Acute cystitis with hematuria (Staphylococcus saprophyticus)",
    ["Acute cystitis with hematuria", "Other specified staphylococcus as the cause of diseases classified elsewhere"],
    micro={90039: ("STAPHYLOCOCCUS SAPROPHYTICUS", URINE_SPEC)}))
