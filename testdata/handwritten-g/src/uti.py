"""Urinary tract infection, 29600029-29600032.

29600029 typical   27F with fever, right flank pain and dysuria, telehealth SOAP note then an EHR template ED note; renal US.
29600030 atypical  30F at 22 weeks, Indian obstetric case sheet; renal US in pregnancy.
29600031 hard      66F with known diverticulosis sent as a flare, EHR template; CT shows no colonic inflammation and an inflamed left kidney.
29600032 hard      34M sent from urgent care to rule out an appendix problem, speech-recognition dictation; CT with an obstructing stone.
"""

from common import *  # noqa: F401,F403

ENCOUNTERS = []

# 29600029 ---------------------------------------------------------------------------------------
_v = vit(39.0, 114, 116, 18, 99)
ENCOUNTERS.append(enc(
    29600029, "urinary tract infection", "typical",
    """
Telehealth (2 days ago): S: 27F burning urination, frequency, urgency x2 days, no fever. A: lower urinary tract symptoms, presumed bladder infection. P:
nitrofurantoin x5 days.

ED HPI: Despite 4 doses of nitrofurantoin she developed fever to 102.6, shaking chills and pain in the right side of her
back since last night. Nauseated, vomited once. Still burning and going every half hour; urine looks cloudy. No
vaginal discharge, LMP 10 days ago. Has had bladder infections before, about twice a year.
ROS: Constitutional: [+] fever [+] chills. GU: [+] dysuria [+] frequency [-] hematuria. GI: [+] nausea [+] vomiting
[-] diarrhea [-] abdominal pain. Resp: [-] cough.
PMH: recurrent bladder infections. PSH: none. Meds: nitrofurantoin, OCP. Allergies: ciprofloxacin (tendon pain).
""",
    ann(["dysuria", "urinary_frequency", "fever", "fever_measured", "chills", "flank_pain", "back_pain", "nausea",
         "vomiting", "cloudy_urine", "recurrent_uti_history", "estrogen_use", "known_allergy"],
        ["vaginal_discharge", "gross_hematuria", "diarrhea", "abdominal_pain", "cough", "prior_abdominal_surgery"]),
    """
Vitals: T 39.0 °C | HR 114 | BP 116/70 | RR 18 | SpO2 99% RA
General: Ill-appearing, flushed.
Cardiovascular: Tachycardic. No murmurs.
Respiratory: Clear to auscultation. No wheezes or crackles.
Abdomen: Soft. Non-distended. Mild tenderness in the suprapubic area. No RLQ or RUQ tenderness. No rebound or guarding.
Back: Right CVA tenderness: present. Left CVA tenderness: absent.
""",
    annv(_v, ["ill_appearing", "suprapubic_tenderness", "cva_tenderness"],
         ["new_heart_murmur", "expiratory_wheezes", "crackles", "distended_abdomen", "rlq_tenderness", "ruq_tenderness"]
         + ["rebound_tenderness", "guarding"]),
    merge(cbc(17.4, 12.8, 246, 88.0), bmp(136, 3.7, 102, 22, 12, 1.0, 110), hcg("NEG"), lactate(1.7),
          ua(app="Cloudy", prot="30", ket="TR", nit="POS", le="LG", rbc=12, wbc=182, epi=1)),
    [rpt("US RENAL BILATERAL", "Ultrasound", "Abdomen", [
        ("INDICATION", "Fever, right flank pain, pyuria. Evaluate for hydronephrosis or abscess."),
        ("FINDINGS", """
            Right kidney: 12.4 cm. Mildly increased cortical echogenicity in the upper pole with decreased
            corticomedullary differentiation. No hydronephrosis. No calculus. No perinephric collection or abscess.
            Left kidney: 11.6 cm. Normal. No hydronephrosis.
            Bladder: decompressed, not assessed.
            """),
        ("IMPRESSION", "No hydronephrosis or renal abscess. Subtle right upper pole parenchymal change may reflect\n"
                       "infection in the appropriate clinical setting."),
    ], [], ["hydronephrosis", "renal_calculus", "renal_abscess"])],
    "Acute pyelonephritis", ["Acute pyelonephritis", "Sepsis, unspecified organism"], [], [],
    micro={90039: ("ESCHERICHIA COLI", URINE_SPEC), 90201: ("ESCHERICHIA COLI", BLOOD_SPEC)}))

# 29600030 ---------------------------------------------------------------------------------------
_v = vit(101.8, 116, 100, 22, 98)
ENCOUNTERS.append(enc(
    29600030, "urinary tract infection", "atypical",
    """
30 yr old G2P1L1 with 22 wks 3 days gestation, booked case, came with
c/o fever with chills x 2 days, high grade, intermittent.
c/o pain in left loin x 1 day, radiating to left iliac fossa.
c/o burning micturition and increased frequency x 4 days.
c/o vomiting 2 episodes today.
No c/o leaking PV / bleeding PV / pain abdomen suggestive of contractions. Perceiving fetal movements well.
Obstetric hx: 1st - FTND, male baby 3 yrs, alive and healthy.
Past hx: H/O similar burning micturition in last pregnancy, treated with oral antibiotics. Not k/c/o DM/HTN/thyroid.
No surgical hx. No drug allergies.
""",
    ann(["fever", "chills", "flank_pain", "dysuria", "urinary_frequency", "vomiting", "pregnancy",
         "recurrent_uti_history"],
        ["vaginal_bleeding", "diabetes_history", "hypertension_history", "prior_abdominal_surgery", "known_allergy"]),
    """
o/e: conscious, oriented, febrile to touch.
Temp 101.8 F, PR 116/min, BP 100/60 mmHg, RR 22/min, SpO2 98%.
Pallor +, no icterus, no pedal edema.
CVS: S1S2 +, RS: clear.
P/A: uterus 22 wks size, relaxed, non tender. FHS 156/min, regular. Tenderness + in left lumbar region and left
renal angle tender. No guarding. No rebound.
P/S: not done. P/V: deferred.
""",
    annv(_v, ["pallor", "uterus_size_dates", "cva_tenderness"],
         ["altered_mental_status_sign", "jaundice", "pitting_edema", "uterine_tenderness", "guarding",
          "rebound_tenderness"]),
    merge(cbc(16.9, 10.4, 182, 87.0), bmp(133, 3.6, 102, 20, 8, 0.7, 98), crp(146.0),
          ua(app="Turbid", prot="30", nit="POS", le="MOD", rbc=8, wbc=96, epi=3)),
    [rpt("USG KUB WITH OBSTETRIC SCREENING", "Ultrasound", "Abdomen", [
        ("FINDINGS", """
            Right kidney: 11.2 x 4.8 cm, mild pelvicalyceal dilatation (AP pelvis 9 mm) - physiological in pregnancy.
            Left kidney: 12.6 x 5.9 cm, bulky, with a wedge shaped area of altered echogenicity in the upper pole and
            loss of corticomedullary differentiation. No calculus. No hydronephrosis. No perinephric collection.
            Urinary bladder: partially filled, wall normal, mild internal echoes.
            Single live intrauterine fetus of about 22 weeks, FHR 152 bpm, liquor adequate.
            """),
        ("IMPRESSION", "Bulky left kidney with focal parenchymal change, suggestive of acute ____ (left). No obstruction.\n"
                       "Single live intrauterine gestation."),
    ], ["enlarged_edematous_kidney", "viable_intrauterine_pregnancy"],
        ["renal_calculus", "renal_abscess", "bladder_wall_thickening"])],
    "Acute pyelonephritis in pregnancy", ["Infections of kidney in pregnancy, second trimester", "Acute pyelonephritis"],
    micro={90039: ("KLEBSIELLA PNEUMONIAE", URINE_SPEC), 90201: ("No growth", BLOOD_SPEC)}))

# 29600031 ---------------------------------------------------------------------------------------
_v = vit(38.5, 104, 128, 20, 96)
ENCOUNTERS.append(enc(
    29600031, "urinary tract infection", "hard",
    """
Chief Complaint: "My diverticulitis is back" (patient's words)

HPI: 66 y.o. female with colonic diverticulosis on colonoscopy, who had a flare of inflamed diverticula treated with
antibiotics 3 years ago, presents with 3 days of left-sided abdominal pain and fever which she is certain is the same
problem. Her GI office advised ED evaluation. On questioning the pain is more in the left side and back than the left
lower belly, constant, and she has had chills and one episode of vomiting. She thinks she has been urinating more often,
without burning. Bowels regular, no blood. She has type 2 diabetes and stopped her empagliflozin 1 week ago because of
"yeast infections."

ROS: Constitutional: [+] fever [+] chills. GI: [+] vomiting [-] diarrhea [-] constipation [-] rectal bleeding.
GU: [+] frequency [-] dysuria [-] hematuria.

PMH: T2DM, HTN, diverticulosis, obesity. PSH: hysterectomy. Meds: metformin, lisinopril. NKDA. Never smoker.
""",
    ann(["abdominal_pain", "flank_pain", "back_pain", "prolonged_constant_pain", "fever", "chills", "vomiting",
         "urinary_frequency", "diverticulosis_history", "colonic_diverticula", "previous_similar_episodes",
         "diabetes_history", "metformin_use", "hypertension_history", "raas_blocker_use", "obesity",
         "prior_abdominal_surgery"],
        ["dysuria", "diarrhea", "constipation", "rectal_bleeding", "gross_hematuria", "known_allergy", "smoker"]),
    """
Vital signs: T 38.5 | P 104 | BP 128/76 | R 20 | O2 96%
General: Obese, uncomfortable.
Lungs: CTAB.
Abdomen: Obese, soft. Mild tenderness left upper and mid abdomen; LLQ minimally tender without guarding; no mass
palpable in the LLQ. No rebound. Bowel sounds normal.
Back: Marked left costovertebral angle tenderness; none on the right.
""",
    annv(_v, ["obesity", "cva_tenderness"],
         ["llq_mass", "guarding", "rebound_tenderness", "hyperactive_bowel_sounds", "hypoactive_bowel_sounds"]),
    merge(cbc(15.6, 12.9, 264, 86.0), bmp(134, 4.3, 99, 21, 24, 1.3, 268), lactate(1.9), crp(178.0),
          ua(app="Cloudy", glu="1000", prot="30", nit="NEG", le="LG", rbc=10, wbc=140, epi=4)),
    [rpt("CT ABDOMEN PELVIS WITH IV CONTRAST", "CT", "Abdomen", [
        ("INDICATION", "Hx diverticular disease, left abdominal pain and fever. ?recurrent diverticular inflammation."),
        ("COMPARISON", "CT ___ (3 years prior)."),
        ("FINDINGS", """
            KIDNEYS: The left kidney is enlarged compared to the right, with multiple wedge-shaped and striated areas of
            reduced enhancement in the upper and interpolar regions and perinephric fat stranding. No hydronephrosis.
            No renal or ureteral calculus. No renal or perinephric abscess. Right kidney normal.
            BLADDER: Mild diffuse wall thickening.
            COLON: Scattered sigmoid and descending diverticula without wall thickening or pericolic stranding; the
            previously inflamed sigmoid segment now appears normal.
            OTHER: Liver, gallbladder, pancreas and spleen unremarkable. No free fluid or free air. Appendix normal.
            """),
        ("IMPRESSION", "1. Left renal parenchymal inflammation (acute ____).\n2. Diverticulosis without active inflammation."),
    ], ["enlarged_edematous_kidney", "striated_nephrogram", "perinephric_stranding", "bladder_wall_thickening",
        "colonic_diverticula", "normal_caliber_appendix"],
        ["hydronephrosis", "renal_calculus", "ureteral_stone", "renal_abscess", "sigmoid_wall_thickening",
         "pericolic_fat_stranding", "free_fluid_abdomen", "pneumoperitoneum_ct"] + GB_N + PANC_N + APP_N)],
    "Acute pyelonephritis, left", ["Acute pyelonephritis", "Type 2 diabetes mellitus without complications",
                                   "Diverticulosis of large intestine without perforation or abscess without bleeding"],
    micro={90039: ("ESCHERICHIA COLI", URINE_SPEC), 90201: ("No growth", BLOOD_SPEC)}))

# 29600032 ---------------------------------------------------------------------------------------
_v = vit(101.6, 118, 108, 20, 97)
ENCOUNTERS.append(enc(
    29600032, "urinary tract infection", "hard",
    """
Thirty four year old male sent over from the urgent care with a note reading right lower quadrant pain rule out
appendicitis period the patient tells me the pain started yesterday afternoon quite suddenly in the right side of his
back and then moved around to the right lower abdomen and into the right groin comma it comes in waves and at its
worst he could not sit still period overnight he started having fevers and shaking chills comma measured one hundred
two point one at home comma and he vomited three times period he has some burning with urination and has to go more
often period he has not seen blood in the urine period no diarrhea period no previous episodes and no kidney stones that
he knows of period no medical problems period no surgeries period he takes no medications period allergic to penicillin
which gave him a rash period he vapes comma drinks occasionally period
""",
    ann(["flank_pain", "back_pain", "rlq_pain", "abdominal_pain", "pain_radiating_to_groin", "sudden_severe_abdominal_pain",
         "colicky_abdominal_pain", "fever", "fever_measured", "chills", "vomiting", "dysuria",
         "urinary_frequency", "known_allergy", "alcohol_use"],
        ["gross_hematuria", "diarrhea", "previous_similar_episodes", "kidney_stone_history", "prior_abdominal_surgery"]),
    """
Temperature one hundred one point six comma pulse one eighteen comma blood pressure one oh eight over sixty two comma
respirations twenty comma oxygen saturation ninety seven percent on room air period he is ill appearing and shifting
around on the stretcher unable to get comfortable period heart tachycardic and regular period lungs clear period abdomen
soft comma non distended comma mild tenderness in the right lower quadrant and right flank without rebound or guarding
comma no tenderness at McBurney's point period marked right costovertebral angle tenderness period testicles normal
and non tender bilaterally period
""",
    annv(_v, ["ill_appearing", "writhing_in_pain", "rlq_tenderness", "cva_tenderness"],
         ["distended_abdomen", "rebound_tenderness", "guarding", "mcburney_point_tenderness", "tender_swollen_testis"]),
    merge(cbc(18.2, 15.0, 210, 90.0, bands=7), bmp(135, 3.9, 101, 21, 19, 1.6, 118), lactate(2.6),
          ua(app="Cloudy", prot="100", nit="POS", le="MOD", rbc=85, wbc=64, epi=2)),
    [rpt("CT ABDOMEN AND PELVIS WITHOUT CONTRAST", "CT", "Abdomen", [
        ("INDICATION", "RLQ pain, rule out ____ (per referral). Fever, hematuria."),
        ("TECHNIQUE", "Non-contrast helical CT (creatinine 1.6)."),
        ("FINDINGS", """
            1. A 6 mm calculus at the right ureterovesical junction with moderate right hydroureteronephrosis.
            2. The right kidney is enlarged with extensive perinephric fat stranding and fluid.
            3. Left kidney normal without calculus or hydronephrosis.
            4. Appendix: 5 mm, air-filled, normal caliber, no surrounding stranding.
            5. Liver, gallbladder, pancreas, spleen normal. No free air. No bowel dilatation.
            """),
        ("IMPRESSION", "Obstructing 6 mm right UVJ stone with moderate hydronephrosis and marked perinephric stranding;\n"
                       "with fever and pyuria, concern for an infected obstructed system - urgent decompression advised.\n"
                       "Normal appendix."),
    ], ["ureteral_stone", "hydronephrosis", "enlarged_edematous_kidney", "perinephric_stranding",
        "normal_caliber_appendix"],
        ["pneumoperitoneum_ct", "dilated_small_bowel_loops", "dilated_appendix", "periappendiceal_fat_stranding"]
        + GB_N + PANC_N)],
    "Obstructive pyelonephritis with right ureteral calculus",
    ["Calculus of ureter", "Hydronephrosis with renal and ureteral calculous obstruction", "Acute pyelonephritis", "Sepsis, unspecified organism"],
    ["Cystoscopy with right ureteral stent placement"],
    [("0T768DZ", "Dilation of Right Ureter with Intraluminal Device, Via Natural or Artificial Opening Endoscopic", 10)],
    micro={90039: ("PROTEUS MIRABILIS", URINE_SPEC), 90201: ("PROTEUS MIRABILIS", BLOOD_SPEC)}))
