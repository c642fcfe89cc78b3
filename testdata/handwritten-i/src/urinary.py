"""Urinary tract infection, 29800029-29800032 (Australian / New Zealand hands).

29800029 typical   26F, left upper-tract infection; nurse-initiated triage (ATS 3, sepsis tool) then ED
                   registrar; no imaging.
29800030 atypical  84M from residential aged care with a long-term catheter, ambulance ePCR with three
                   timed sets of obs, ED consultant in resus; unenhanced CT (catheter-associated
                   infection, septic shock).
29800031 hard      45M scaffolder who took it for a back strain after lifting (physio taped it), history
                   through a Samoan telephone interpreter; renal ultrasound laid out in two columns.
29800032 hard      58F on an SGLT2 inhibitor, GP telephone consult the day before calls it viral gastro;
                   ED registrar finds a right upper-tract infection with ketoacidosis; CT with a striated
                   nephrogram.
"""

from common import *  # noqa: F401,F403

ICD_PYELO = "Acute pyelonephritis"

ENCOUNTERS = [
    enc(
        29800029, "urinary tract infection", "typical",
        txt("""
            TRIAGE  ATS 3   21:12
            26F. Fever + L loin pain 2/7, burning wee, vomiting today x3. Rigors at home.
            T 39.1  HR 118  BP 108/66  RR 20  SpO2 99% RA  BSL 6.1.  Pain 7/10 L flank.
            Urine dip (triage): LEU +++, NIT +, BLD ++, PRO +.  bHCG NEG.
            Nurse-initiated: paracetamol 1 g, ondansetron 4 mg ODT, MSU sent, IVC + bloods + BC x2 (T >38.5 with
            HR >110 on the sepsis tool).

            ED REGISTRAR 21:50
            Hx: 26F, uni student. 4 days of stinging on passing urine, frequency and urgency - she thought it was
            "just a bladder thing" and drank cranberry juice. 2 days ago fevers and an aching left loin pain,
            constant, spreading round to the left groin. Rigors last night. Vomited x3 today, keeping little down.
            Visible blood in the urine once this morning. No PV discharge, LMP 2 weeks ago. One regular partner;
            last intercourse 5 days ago. Three bladder infections in the past year, treated by her GP.
            PMHx: nil else. No previous surgery. Meds: COCP. Allergies: sulfa (rash). Non-smoker, social alcohol.
            """),
        annv(vit(39.1, 118, 108, 20, 99),
             ["fever", "flank_pain", "dysuria", "vomiting", "chills", "urinary_frequency", "prolonged_constant_pain",
              "pain_radiating_to_groin", "gross_hematuria", "recent_sexual_intercourse", "recurrent_uti_history",
              "estrogen_use", "known_allergy", "alcohol_use"],
             ["vaginal_discharge", "multiple_sexual_partners", "prior_abdominal_surgery", "smoker"]),
        txt("""
            O/E: T 38.8 | HR 112 | BP 112/70 | RR 18 | SpO2 99% RA
            Flushed, unwell, dry mucosa.
            Chest clear. HS dual.
            Abdo: soft, non-distended. Mild suprapubic tenderness. Tender L flank / LUQ on deep palpation; no
            guarding or rebound. RIF and LIF non-tender.
            Back: marked L renal angle tenderness on percussion; R renal angle NT.
            Ix: WCC 17.2, neut 15.0, CRP 176, Cr 88, lactate 1.8. Urine microscopy >100 WBC, 20-50 RBC,
            bacteria ++.
            Imp: L upper-tract ____. No features of obstruction - US only if not settling in 48 h.
            Plan: IV ceftriaxone 1 g daily (eTG), 1 L IV fluids, admit to short stay; oral step-down per culture.
            """),
        annv(vit(38.8, 112, 112, 18, 99),
             ["flushing", "ill_appearing", "dehydration_signs", "suprapubic_tenderness", "cva_tenderness"],
             ["crackles", "distended_abdomen", "abdominal_rigidity", "guarding", "rebound_tenderness", "rlq_tenderness",
              "llq_tenderness"]),
        merge(cbc(17.2, 12.8, 214, 87.2), bmp(135, 3.7, 101, 22, 14, 1.0, 110), lab(crp=176.0, lactate=1.8, hcg="NEG"),
              ua(app="Cloudy", sg=1.020, prot="30", ket="10", nit="POS", le="LG", rbc=35, wbc=182, epi=2)),
        [],
        "Acute left pyelonephritis",
        [ICD_PYELO, "Escherichia coli [E. coli] as the cause of diseases classified elsewhere"],
        micro={90039: ("ESCHERICHIA COLI", URINE_SPEC), 90201: ("ESCHERICHIA COLI", BLOOD_SPEC)}),

    enc(
        29800030, "urinary tract infection", "atypical",
        txt("""
            AMBULANCE - Patient Care Record (ePCR) - handover ED resus 09:40
            Pt: 84M, ___ Residential Aged Care (high care).
            Complaint: "reduced responsiveness".
            History (facility RN + transfer form): long-term IDC (urinary retention, BPH; changed monthly, last
            changed 6 days ago). Since last night more drowsy, didn't eat breakfast, "picking at the sheets".
            Urine in the bag dark and cloudy with sediment, offensive. Staff wonder whether he had a rigor at
            06:00. Not coughing. No vomiting. Bowels opened yesterday. No falls.
            Baseline: mild dementia, mobilises with a frame, feeds himself, conversant.
            PMHx: BPH with chronic retention (IDC since 2022), T2DM, CCF (EF 35%), AF, CKD 3b, TURP 2015.
            Meds: apixaban 2.5 mg BD, frusemide 40 mg mane, bisoprolol 2.5 mg, empagliflozin 10 mg, metformin
            500 mg BD, donepezil 10 mg. NKDA.
            Obs:
              08:55  HR 124 irreg  BP 84/46  RR 26  SpO2 93% RA  T 38.9  GCS 13 (E3V4M6)  BGL 14.8
              09:10  HR 118 irreg  BP 92/50 (after 500 mL NaCl)  RR 24  SpO2 96% 2L
              09:30  HR 112 irreg  BP 96/54  RR 22  SpO2 96% 2L
            Interventions: IV 18G R ACF, NaCl 0.9% 500 mL, paracetamol 1 g IV.
            """),
        annv(vit(38.9, 124, 84, 26, 93),
             ["indwelling_catheter", "recent_urinary_instrumentation", "prostatic_enlargement_history", "drowsiness",
              "dark_urine", "cloudy_urine", "diabetes_history", "prior_heart_failure", "atrial_fibrillation_history",
              "ckd_history", "anticoagulant_use", "diuretic_use", "metformin_use"],
             ["cough", "vomiting", "ground_level_fall"]),
        txt("""
            ED Consultant (resus) 09:45
            Drowsy, rousable to voice, disoriented to time and place (baseline oriented to person and place per
            the facility). Warm, flushed peripheries, CRT 3 s. Dry mucosa.
            Obs: 38.6  116 AF  94/52 (MAP 66)  22  96% 2L
            Chest: fine bibasal crackles, no wheeze. Mild pitting oedema to mid-shin bilaterally.
            Abdo: soft, not distended. Mild suprapubic tenderness. No RUQ tenderness, Murphy's neg. No renal angle
            tenderness. BS normal.
            GU: IDC in situ, 30 mL of turbid, sediment-laden urine in the last hour; mild meatal erythema, no
            discharge. Scrotum normal.
            PR: smooth enlarged prostate, non-tender, not boggy.
            Skin: sacrum intact.
            Ix: WCC 21.6, lactate 4.1, Cr 212 (baseline 140), urea 19.4, Na 132, K 5.4, glucose 14.8, ketones
            0.9, CRP 242, trop T 0.04, NT-proBNP 2400. VBG pH 7.29. UA (fresh sample after IDC change): LE +++,
            nitrite +, >500 WBC.
            Imp: septic shock, most likely catheter-associated urinary source. Ketones 0.9 - not DKA.
            Plan: IDC changed and sample sent before antibiotics, BC x2, IV gentamicin 4 mg/kg + amoxicillin 2 g
            (eTG), 250 mL boluses with reassessment (CCF), noradrenaline if MAP <65 after 1.5 L, withhold
            empagliflozin, metformin and frusemide. CT unenhanced to exclude obstruction or a collection. GOC
            with family: full active treatment, not for intubation; for vasopressors in HDU.
            """),
        annv(vit(38.6, 116, 94, 22, 96),
             ["altered_mental_status_sign", "flushing", "dehydration_signs", "bibasilar_crackles", "pitting_edema",
              "suprapubic_tenderness", "indwelling_catheter", "enlarged_smooth_prostate"],
             ["expiratory_wheezes", "abdominal_rigidity", "distended_abdomen", "ruq_tenderness", "murphy_sign",
              "cva_tenderness", "hyperactive_bowel_sounds", "hypoactive_bowel_sounds", "tender_boggy_prostate"]),
        merge(cbc(21.6, 11.6, 142, 90.4, bands=8), bmp(132, 5.4, 98, 16, 54, 2.4, 266), lft(28, 36, 118, 1.0),
              lab(crp=242.0, lactate=4.1, trop=0.04, bnp=2400, ph=7.29), coags(15.9, 1.5),
              ua(color="Amber", app="Turbid", sg=1.018, prot="100", glu="1000", ket="10", nit="POS", le="LG",
                 rbc=42, wbc=510, epi=0)),
        [rep("CT ABD & PELVIS W/O CONTRAST", "CT", "Abdomen", """
            CT ABDOMEN / PELVIS, NON-CONTRAST

            Clinical notes: Catheter-associated urinary sepsis with shock, AKI. ?obstruction ?collection
            ?emphysematous infection.

            Technique: Unenhanced CT abdomen and pelvis, 3 mm axial with coronal reformats.

            Findings:
            Bladder: decompressed around the catheter balloon, with diffuse circumferential wall thickening (7 mm)
            and stranding of the perivesical fat. No gas in the bladder wall. Small bladder calculus (6 mm).
            Prostate: enlarged (6.2 cm transverse), with a TURP defect. No prostatic collection evident on this
            unenhanced study.
            Kidneys: symmetrical, lobulated cortices. Mild bilateral perinephric fat stranding, nonspecific at this
            age. No hydronephrosis. No renal or ureteric calculi. No gas in the collecting systems or
            parenchyma.
            Gallbladder: sludge; no wall thickening. Liver, pancreas and spleen unremarkable without contrast.
            Bowel: colonic diverticulosis without inflammation. No free gas. No free fluid.
            Lung bases: small bilateral pleural effusions with bibasal atelectasis; cardiomegaly.
            Aorta: infrarenal 32 mm, ectatic, heavily calcified.

            Conclusion:
            1. Bladder wall thickening and perivesical stranding in keeping with catheter-associated infection. No
               hydronephrosis, no upper-tract obstruction, no emphysematous change.
            2. Bilateral pleural effusions and cardiomegaly.
            """,
            ["bladder_wall_thickening", "enlarged_prostate_imaging", "perinephric_stranding", "gallbladder_sludge",
             "colonic_diverticula", "cardiomegaly"] + EFF,
            ["hydronephrosis", "renal_calculus", "ureteral_stone", "prostatic_abscess", "gallbladder_wall_thickening",
             "pericolic_fat_stranding", "pneumoperitoneum_ct", "free_fluid_abdomen"])],
        "Catheter-associated urinary tract infection with septic shock",
        ["Infection and inflammatory reaction due to indwelling urethral catheter, initial encounter",
         "Severe sepsis with septic shock", "Urinary tract infection, site not specified",
         "Benign prostatic hyperplasia with lower urinary tract symptoms"],
        ["Replacement of indwelling urinary catheter"],
        micro={90039: ("PROTEUS MIRABILIS", URINE_SPEC), 90201: ("PROTEUS MIRABILIS", BLOOD_SPEC)}),

    enc(
        29800031, "urinary tract infection", "hard",
        txt("""
            ED Registrar - history with a Samoan interpreter (phone, interpreter ID ___). His English is limited;
            his daughter is present, but he preferred the interpreter for the medical details.
            45M, scaffolder. 5 days ago felt a "pull" in his right lower back lifting a heavy load at work. Took
            ibuprofen and kept working. From 2 days ago the back pain changed - deeper, constant, on the right
            side below the ribs - with fevers and shivering at night; yesterday he vomited twice. He thought it
            was still "the muscle". Saw a physio yesterday, who taped his back and told him to see a doctor
            because he was sweating and hot. On direct questions (via the interpreter): burning when passing urine
            for about a week, going more often, urine "smells strong". No blood seen. No leg weakness or
            numbness, no problems controlling bladder or bowels. No injury other than the lifting.
            PMHx: type 2 diabetes (metformin, "not always taking it"), gout, obesity. No operations.
            Meds: metformin 1 g BD, allopurinol 100 mg; ibuprofen 400 mg TDS for 5 days.
            Allergies: nil. SHx: lives with his wife and 4 children; non-smoker; kava socially, alcohol rarely.
            """),
        ann(["heavy_lifting", "back_pain", "flank_pain", "prolonged_constant_pain", "fever", "chills", "vomiting",
             "sweating", "dysuria", "urinary_frequency", "diabetes_history", "metformin_use",
             "medication_nonadherence", "prior_gout_attacks", "obesity", "nsaid_use", "alcohol_use"],
            ["gross_hematuria", "leg_weakness", "leg_numbness", "prior_abdominal_surgery", "smoker"]),
        txt("""
            O/E: T 38.9 °C, HR 108, BP 134/82, RR 20, SpO2 97% RA. BGL 17.
            Large man, sweaty, uncomfortable, walks in holding his right side.
            Back: no midline spinal tenderness. Tender right paraspinal muscles at L2-3 without spasm. Marked R
            renal angle tenderness on gentle percussion; L renal angle NT. SLR negative bilaterally. Lower limb
            power, sensation and reflexes normal.
            Abdo: obese, soft; tender RUQ / R flank on deep palpation, no guarding. Murphy's neg. No RIF
            tenderness.
            Ix: UA: LE +++, nitrite +, blood +, glucose ++++, ketones trace. WCC 18.4, CRP 212, Cr 132, glucose 17.
            Imp: right upper-tract ____ in a diabetic on NSAIDs - not a mechanical back strain. Renal US to exclude
            obstruction or a collection.
            Plan: BC x2, urine MC&S, IV gentamicin stat + IV ceftriaxone, stop ibuprofen, insulin per protocol,
            renal US.
            """),
        annv(vit(38.9, 108, 134, 20, 97),
             ["diaphoretic", "obesity", "cva_tenderness", "ruq_tenderness"],
             ["vertebral_tenderness", "paraspinal_spasm", "positive_straight_leg_raise", "guarding", "murphy_sign",
              "rlq_tenderness", "abdominal_rigidity"]),
        merge(cbc(18.4, 14.2, 236, 86.4), bmp(133, 4.4, 99, 21, 22, 1.5, 306), lab(crp=212.0, uric=6.8),
              ua(app="Cloudy", prot="30", glu="1000", ket="TR", nit="POS", le="LG", rbc=12, wbc=96, epi=1)),
        [rep("RENAL US", "Ultrasound", "Abdomen", """
            ULTRASOUND KIDNEYS AND BLADDER

            Clinical notes: R flank pain, fever, pyuria. Diabetic. ?obstruction ?abscess.

            Findings:
                                 Right                               Left
              Length             134 mm                              118 mm
              Cortex             swollen; 2.4 cm poorly marginated   normal
                                 hypoechoic area at the upper pole,
                                 no internal flow
              Collecting system  not dilated                         not dilated
              Calculi            none                                none
              Perinephric        small rim of fluid, upper pole      nil
            Bladder: well distended; wall not thickened; post-void residual 40 mL.

            Conclusion:
            Enlarged right kidney with a focal hypoechoic area at the upper pole - focal ____ (acute lobar
            nephronia) rather than a drainable abscess at this stage; repeat in 5-7 days if fever persists. No
            hydronephrosis or calculi.
            """,
            ["enlarged_edematous_kidney"],
            ["hydronephrosis", "renal_calculus", "renal_abscess", "bladder_wall_thickening",
             "elevated_post_void_residual"])],
        "Acute focal right pyelonephritis (presented as a back strain)",
        [ICD_PYELO, "Type 2 diabetes mellitus with hyperglycemia"],
        micro={90039: ("KLEBSIELLA PNEUMONIAE", URINE_SPEC), 90201: ("KLEBSIELLA PNEUMONIAE", BLOOD_SPEC)}),

    enc(
        29800032, "urinary tract infection", "hard",
        txt("""
            TELEHEALTH CONSULT (GP, phone) - yesterday 16:20, note sent in with the patient
            S: 58F, 2 days of vomiting (x5/day) and loose stools (x3), generalised abdo cramps, nausea, "feverish".
            Grandson had gastro last week. Unable to do video.
            O: (phone) speaking in full sentences, no SOB. Home BGL 18 (usually 7-9).
            A: viral gastroenteritis in a diabetic - sick day rules.
            P: hold metformin and empagliflozin (sick day plan), oral rehydration, ondansetron 4 mg wafers,
            paracetamol. Review in 24 h, or ED if not tolerating fluids, confused, BGL persistently >20, or the
            pain localises.

            ED REGISTRAR (today 14:05)
            Brought in by her husband: still vomiting, now unable to keep fluids down; the diarrhoea has stopped.
            The pain is now mostly in the right side and right lower back, constant for a day, which she had not
            mentioned on the phone. Shivering episodes overnight. Urine "dark and smelly", passing small amounts
            often, with some stinging that she put down to being dry. No PV bleeding or discharge.
            Post-menopausal.
            PMHx: T2DM (metformin; empagliflozin since March), HTN, obesity, 2 bladder infections this year, R
            kidney stone 2019 (passed).
            Meds: metformin 1 g BD, empagliflozin 10 mg, candesartan 8 mg, atorvastatin. NKDA.
            Non-smoker, nil alcohol. Lives with her husband, independent.
            """),
        ann(["vomiting", "diarrhea", "abdominal_cramping", "diffuse_abdominal_pain", "abdominal_pain", "nausea",
             "fever", "sick_contacts", "flank_pain", "back_pain", "prolonged_constant_pain", "chills", "dark_urine",
             "urinary_frequency", "dysuria", "diabetes_history", "metformin_use", "hypertension_history",
             "raas_blocker_use", "obesity", "recurrent_uti_history", "kidney_stone_history"],
            ["dyspnea", "vaginal_bleeding", "vaginal_discharge", "smoker", "alcohol_use"]),
        txt("""
            Obs: T 38.7 °C, HR 122, BP 96/58, RR 24, SpO2 96% RA, BGL 19.2, ketones 3.4.
            Unwell, dry mucous membranes, sunken eyes. Alert and oriented.
            Chest clear.
            Abdo: soft, tender R flank and RUQ, no guarding, no rebound, Murphy's neg, RIF non-tender. BS normal.
            Marked R CVA tenderness; L NT.
            Ix: VBG pH 7.24, HCO3 12, AG 24, glucose 19.2, ketones 3.4, lactate 2.8, Na 131, K 5.1, Cr 159, WCC
            22.4, CRP 288. UA: LE ++, nitrite +, glucose ++++, ketones +++.
            Imp: septic from a right upper-tract urinary source, with SGLT2-inhibitor-associated DKA - not
            gastroenteritis. ?obstruction given the stone history.
            Plan: sepsis pathway; BC x2, urine culture; IV ceftriaxone 2 g + gentamicin; DKA protocol with
            dextrose; stop empagliflozin; urgent CT (if obstructed -> urology for decompression).
            """),
        annv(vit(38.7, 122, 96, 24, 96),
             ["ill_appearing", "dehydration_signs", "ruq_tenderness", "cva_tenderness"],
             ["altered_mental_status_sign", "crackles", "abdominal_rigidity", "guarding", "rebound_tenderness",
              "murphy_sign", "rlq_tenderness", "hyperactive_bowel_sounds", "hypoactive_bowel_sounds"]),
        merge(cbc(22.4, 13.1, 198, 89.0), bmp(131, 5.1, 95, 12, 34, 1.8, 346), lft(22, 26, 94, 0.8),
              lab(crp=288.0, lactate=2.8, ph=7.24, pco2=26),
              ua(app="Cloudy", sg=1.028, prot="30", glu="1000", ket="150", nit="POS", le="MOD", rbc=8, wbc=88, epi=3)),
        [rep("CT ABD & PELVIS WITH CONTRAST", "CT", "Abdomen", """
            CT ABDOMEN AND PELVIS - NON-CONTRAST THEN NEPHROGRAPHIC PHASE

            Clinical notes: Septic, R flank pain, DKA, AKI (Cr 159). Previous R renal calculus. ?obstruction
            ?emphysematous infection.

            Technique: Low-dose unenhanced KUB, then (after discussion with the ED consultant: benefit outweighs
            risk) a nephrographic-phase acquisition with 60 mL Omnipaque 350.

            Findings:
            Right kidney: enlarged (13.8 cm), with a striated nephrogram - wedge-shaped, alternating bands of
            reduced enhancement in the upper and interpolar regions. Moderate perinephric fat stranding and
            thickening of Gerota's fascia. No gas in the parenchyma or collecting system. No focal non-enhancing
            collection. Collecting system not dilated. No calculus.
            Left kidney: normal, apart from a 4 mm non-obstructing lower pole calculus.
            Ureters: no ureteric calculus. Bladder: partially filled, mild wall thickening.
            Gallbladder normal. Liver fatty. Pancreas normal. Appendix normal. Small bowel and colon of normal
            calibre, no bowel wall thickening.
            Lung bases clear.

            Conclusion:
            Right-sided ____ with a striated nephrogram and perinephric stranding. No obstruction, no abscess, no
            emphysematous change. Incidental non-obstructing left renal calculus.
            """,
            ["enlarged_edematous_kidney", "striated_nephrogram", "perinephric_stranding", "renal_calculus",
             "bladder_wall_thickening", "normal_caliber_appendix"],
            ["hydronephrosis", "ureteral_stone", "renal_abscess", "dilated_small_bowel_loops"]
            + GB_N + PANC_N + APP_N + EFF)],
        "Acute right pyelonephritis with SGLT2-inhibitor-associated diabetic ketoacidosis (referred as gastroenteritis)",
        [ICD_PYELO, "Type 2 diabetes mellitus with ketoacidosis without coma", "Sepsis due to Escherichia coli [E. coli]"],
        micro={90039: ("ESCHERICHIA COLI", URINE_SPEC), 90201: ("ESCHERICHIA COLI", BLOOD_SPEC)}),
]

# The one omission check against the reader's output (README, "Annotation"): findings the text states
# that the hand annotation had left out. Added after the texts were final; nothing removed.
after_check(ENCOUNTERS, {
    29800030: {"hpi": ["altered_mental_status_sign", "missed_meal"], "pe": ["atrial_fibrillation_history", "confusion", "diuretic_use", "drowsiness", "metformin_use", "prior_heart_failure"]},
    29800031: {"pe": ["diabetes_history", "nsaid_use"]},
})
