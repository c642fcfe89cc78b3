"""Appendicitis, 29700001-29700006.

29700001 typical   22M, UK surgical clerking, central pain moving to the RIF; CT with appendicolith.
29700002 typical   27F, terse US ED note with the ED physician's POCUS; formal appendix ultrasound.
29700003 atypical  24+3 weeks pregnant, OB triage note, right upper/flank pain; US then MRI.
29700004 atypical  81F from a care home (transfer letter + ED note), perforated with abscess; lettered CT.
29700005 hard      19M back after a "gastro" discharge (copy-forwarded note); teleradiology prelim + final.
29700006 hard      34F sent as a kidney stone, dictated note with speech slips; stone-protocol CT.
"""

from common import (APP_N, annv, ann, cbc, bmp, lft, ua, lab, merge, rep, txt, vit, enc, EFF, BLOOD_SPEC,
                    URINE_SPEC)

ENCOUNTERS = []

# ---------------------------------------------------------------------------------------------
ENCOUNTERS.append(enc(
    29700001, "appendicitis", "typical",
    txt("""
    PC: abdominal pain
    HPC: 22 yo male student. Central abdo pain started yesterday evening ~19:00, dull, came and went at first.
    Woke at 04:00 with the pain shifted to the RIF, now constant and sharp, worse walking in from the car
    park. Off food since yesterday lunchtime. Vomited x1 this morning. Bowels last open yesterday, normal.
    No diarrhoea. No urinary symptoms. No recent travel. Nobody at home unwell.
    PMH: nil
    PSH: nil
    DH: nil regular. Took 1g paracetamol at 05:00. NKDA
    SH: lives in halls, non-smoker, drinks ~10 units/week
    FH: nil of note
    """),
    ann(["prolonged_constant_pain", "abdominal_pain", "periumbilical_pain", "pain_migration_to_rlq", "rlq_pain", "anorexia", "vomiting",
         "pain_worse_with_movement", "alcohol_use"],
        ["diarrhea", "dysuria", "urinary_frequency", "prior_abdominal_surgery", "smoker", "recent_travel",
         "sick_contacts"]),
    txt("""
    O/E  T 38.2  HR 104  BP 128/76  RR 18  SpO2 99% on air
    Alert, flushed, lying still on trolley.
    CVS HS I+II+0. Resp chest clear.
    Abdo: soft, not distended. Tender RIF with guarding. Percussion tenderness + rebound RIF. Rovsing's
    positive. Psoas negative. No masses. Hernial orifices clear. BS present.
    PR: not performed.
    Imp: ?appendix  Plan: NBM, IV fluids, bloods incl G&S, CT A/P, discuss with reg.
    """),
    annv(vit(38.2, 104, 128, 18, 99),
         ["flushing", "rlq_tenderness", "guarding", "rebound_tenderness", "rovsing_sign"],
         ["psoas_sign", "distended_abdomen", "abdominal_rigidity", "irreducible_tender_bulge"]),
    merge(cbc(15.8, 15.1, 262, 84.0), bmp(139, 4.1, 102, 25, 14, 0.9, 104), lft(22, 19, 71, 0.9),
          lab(crp=68.0), ua(sg=1.025, ket="10")),
    [rep("CT ABD & PELVIS WITH CONTRAST", "CT", "Abdomen", """
    EXAMINATION: CT abdomen and pelvis, portal venous phase

    CLINICAL DETAILS: 22M RIF pain, pyrexial, WCC 15.8, CRP 68. ?appendix

    TECHNIQUE: Axial images from the domes of the diaphragm to the symphysis pubis after 100 ml IV
    Omnipaque 350. Coronal and sagittal reformats.

    COMPARISON: None.

    FINDINGS:
    The appendix arises from the posteromedial caecum and courses into the pelvis. It is distended to
    12 mm with avid mural enhancement and surrounding fat stranding. A 6 mm appendicolith sits at its
    base. No periappendiceal collection. No free gas.
    The terminal ileum and remainder of the large bowel are unremarkable. No small bowel dilatation.
    Liver, gallbladder, pancreas, spleen, adrenals and kidneys are unremarkable. No lymphadenopathy.
    Lung bases clear. Bones: no aggressive lesion.

    CONCLUSION:
    Acute ____ with an obstructing appendicolith at the base. No perforation or abscess.
    """,
        ["dilated_appendix", "appendiceal_wall_enhancement", "periappendiceal_fat_stranding", "appendicolith"],
        ["periappendiceal_fluid_collection", "pneumoperitoneum_ct", "appendiceal_perforation_signs",
         "dilated_small_bowel_loops"])],
    "Acute appendicitis with appendicolith",
    ["Acute appendicitis with localized peritonitis, without perforation or gangrene"],
    ["Laparoscopic appendicectomy"],
    [("0DTJ4ZZ", "Resection of Appendix, Percutaneous Endoscopic Approach", 10)],
))

# ---------------------------------------------------------------------------------------------
ENCOUNTERS.append(enc(
    29700002, "appendicitis", "typical",
    txt("""
    27 y/o F c/o abd pain x 1 day. Started around belly button yesterday afternoon, now RLQ since this am.
    +nausea, vomited x2 NBNB. Subj fevers/chills overnight, did not check temp. No appetite.
    Denies dysuria, hematuria, vag d/c or bleeding. LMP 2 wks ago, regular. Sexually active, 1 partner, uses
    condoms. No h/o ovarian cysts or STIs.
    PMH: asthma (mild, rare albuterol). PSH: none. Meds: none. All: PCN (hives)
    Soc: works at a bank, no tob, rare etoh, no drugs
    """),
    ann(["abdominal_pain", "periumbilical_pain", "rlq_pain", "pain_migration_to_rlq", "nausea", "vomiting",
         "fever", "chills", "anorexia", "asthma_history"],
        ["dysuria", "gross_hematuria", "vaginal_discharge", "vaginal_bleeding", "ovarian_cyst_history", "prior_sti",
         "prior_abdominal_surgery", "smoker"]),
    txt("""
    Triage VS per RN: 99.9  96  118/70  16  100% RA
    Gen: uncomfortable, walks bent forward
    CV: RRR  Lungs: CTAB
    Abd: soft, ND. TTP max at McBurney's, + vol guarding RLQ, no rebound. neg Rovsing. No CVAT b/l.
    Pelvic: deferred at this time

    POCUS (ED physician, limited, RLQ graded compression, linear probe): blind-ending tubular structure in the
    RLQ, noncompressible, 9 mm outer diameter, dilated. Surrounding fat looks bright. No free fluid in
    Morison's pouch. Images saved. Formal US ordered.
    """),
    annv(vit(99.9, 96, 118, 16, 100),
         ["mcburney_point_tenderness", "rlq_tenderness", "guarding", "noncompressible_appendix", "dilated_appendix",
          "echogenic_periappendiceal_fat"],
         ["distended_abdomen", "abdominal_rigidity", "rebound_tenderness", "rovsing_sign", "cva_tenderness",
          "free_fluid_abdomen"]),
    merge(cbc(13.1, 12.6, 288, 79.0), bmp(137, 3.8, 104, 23, 11, 0.7, 96), lab(hcg="NEG"),
          ua(sg=1.020, le="TR", wbc=3, ket="TR")),
    [rep("US APPENDIX", "Ultrasound", "Abdomen", """
    EXAMINATION: ULTRASOUND, RIGHT LOWER QUADRANT (APPENDIX)
    INDICATION: 27F RLQ pain, WBC 13. Eval appendix.
    COMPARISON: None.
    FINDINGS: Graded compression of the right lower quadrant with a high frequency linear transducer. At the
    site of maximal tenderness there is a blind-ending, noncompressible tubular structure measuring 10 mm in
    outer diameter with a wall of 3 mm. Color Doppler shows increased flow in the wall. The surrounding
    mesenteric fat is echogenic. No appendicolith identified. Small amount of free fluid in the right lower
    quadrant and pelvis. Limited transabdominal views of the pelvis: uterus unremarkable. Both ovaries are
    normal in size with normal arterial and venous flow.
    IMPRESSION: Findings consistent with acute ____. No appendicolith or abscess seen.
    """,
        ["free_fluid_abdomen", "noncompressible_appendix", "dilated_appendix", "appendiceal_wall_hyperemia", "echogenic_periappendiceal_fat",
         "free_pelvic_fluid"],
        ["appendicolith", "enlarged_ovary", "absent_ovarian_flow", "periappendiceal_fluid_collection"])],
    "Acute appendicitis",
    ["Other and unspecified acute appendicitis"],
    ["Laparoscopic appendectomy"],
    [("0DTJ4ZZ", "Resection of Appendix, Percutaneous Endoscopic Approach", 10)],
))

# ---------------------------------------------------------------------------------------------
ENCOUNTERS.append(enc(
    29700003, "appendicitis", "atypical",
    txt("""
    OB TRIAGE NOTE
    24 y.o. G2P1001 at 24w3d by 8 wk US, prenatal care at ___ clinic, uncomplicated so far.
    CC: R sided pain
    Pt reports pain began ~18 hrs ago as vague discomfort "all over my stomach", over the last 10 hrs
    settled on the R side, under the ribs and around toward her back/flank. Constant, 7/10. Nausea, no
    emesis. Not hungry. Felt warm; 37.9 at home on oral thermometer. Denies dysuria or frequency beyond her
    usual pregnancy frequency. Denies VB, LOF, ctx. +FM.
    Prior pregnancy: SVD at term 2021, no complications.
    PMH: none. PSH: wisdom teeth. Meds: PNV. NKDA. Lives w/ partner, no tobacco/EtOH.
    """),
    ann(["pregnancy", "abdominal_pain", "diffuse_abdominal_pain", "ruq_pain", "flank_pain", "prolonged_constant_pain",
         "nausea", "anorexia", "fever"],
        ["vomiting", "dysuria", "vaginal_bleeding", "fever_measured", "smoker", "alcohol_use"]),
    txt("""
    T 37.6  P 108  BP 112/64  RR 20  O2 sat 99% RA
    Gen: NAD at rest, moves carefully. Heart: tachy, regular. Lungs: clear.
    Abd: gravid, fundus ~4 cm above the umbilicus, uterus soft and nontender, no contractions palpated.
    Maximal tenderness R upper quadrant and R flank lateral to the fundus, with guarding there. Murphy's
    equivocal. Mild R CVA tenderness. No rebound.
    SSE: cervix closed/long, no blood, no pooling.
    FHR 150s, moderate variability, no decels. Toco quiet.
    """),
    annv(vit(37.6, 108, 112, 20, 99),
         ["pregnancy", "ruq_tenderness", "guarding", "cva_tenderness", "closed_cervical_os"],
         ["uterine_tenderness", "rebound_tenderness", "blood_in_vaginal_vault"]),
    merge(cbc(16.2, 11.1, 231, 86.0), bmp(135, 3.7, 104, 20, 6, 0.5, 88), lft(18, 21, 142, 0.4),
          lab(lipase=26.0), ua(sg=1.018, ket="10", le="SM", wbc=8, epi=6, prot="TR")),
    [rep("LIVER OR GALLBLADDER US (SINGLE ORGAN)", "Ultrasound", "Abdomen", """
    EXAMINATION: Ultrasound right upper quadrant, limited, and right lower quadrant.
    INDICATION: 24 weeks pregnant, right sided pain, leukocytosis.
    FINDINGS:
    Liver: normal echotexture, no focal lesion.
    Gallbladder: no stones or sludge. Wall 2 mm. No pericholecystic fluid. Sonographic Murphy's sign negative.
    CBD: 3 mm.
    Right kidney: moderate hydronephrosis, likely physiologic for gestational age. No stone seen.
    Right lower quadrant: the appendix is not visualized. Gravid uterus limits the examination.
    IMPRESSION:
    1. Unremarkable gallbladder.
    2. Appendix not seen. If clinical concern persists, MRI is the next step.
    """,
        ["hydronephrosis"],
        ["gallstones", "gallbladder_sludge", "gallbladder_wall_thickening", "pericholecystic_fluid",
         "sonographic_murphy_sign", "gallbladder_distension", "cbd_dilation", "renal_calculus"]),
     rep("MR ABDOMEN W/O CONTRAST", "MRI", "Abdomen", """
    EXAMINATION: MRI ABDOMEN AND PELVIS WITHOUT CONTRAST (PREGNANCY PROTOCOL)
    INDICATION: 24w pregnant, R flank/RUQ pain, appendix not seen on US.
    TECHNIQUE: Multiplanar single-shot T2, T2 fat saturated, T1 in/out of phase and DWI at 1.5 Tesla. No
    gadolinium given.
    COMPARISON: Ultrasound same day.
    FINDINGS:
    Single live intrauterine pregnancy, placenta posterior and not low lying.
    The cecum is displaced superiorly by the gravid uterus to the level of the lower pole of the right
    kidney. The appendix arises from it and runs upward along the right paracolic gutter; it is dilated to
    10 mm, fluid filled, with surrounding T2 hyperintense periappendiceal fat stranding/edema and restricted
    diffusion in the wall. No appendicolith. No abscess.
    Mild right hydronephrosis to the pelvic brim, typical of pregnancy. Left kidney unremarkable.
    Liver, gallbladder and pancreas appear normal on these sequences. No free fluid.
    IMPRESSION:
    Acute ____ of a superiorly displaced appendix. No abscess.
    """,
        ["restricted_diffusion", "viable_intrauterine_pregnancy", "dilated_appendix", "periappendiceal_fat_stranding", "hydronephrosis"],
        ["appendicolith", "periappendiceal_fluid_collection", "free_fluid_abdomen", "free_pelvic_fluid",
         "gallstones", "gallbladder_wall_thickening", "pericholecystic_fluid", "gallbladder_distension",
         "pancreatic_edema", "peripancreatic_inflammation", "peripancreatic_fluid"])],
    "Acute appendicitis in pregnancy",
    ["Other and unspecified acute appendicitis", "Diseases of the digestive system complicating pregnancy, second trimester",
     "24 weeks gestation of pregnancy"],
    ["Laparoscopic appendectomy", "Fetal monitoring"],
    [("0DTJ4ZZ", "Resection of Appendix, Percutaneous Endoscopic Approach", 10)],
    micro={90039: ("MIXED BACTERIAL FLORA, CONSISTENT WITH CONTAMINATION", URINE_SPEC)},
))

# ---------------------------------------------------------------------------------------------
ENCOUNTERS.append(enc(
    29700004, "appendicitis", "atypical",
    txt("""
    Letter from ___ Care Home, handed over by ambulance crew:
    "Dear Doctor, Re: Mrs ___, 81. Resident with us 3 years (Alzheimer's dementia, moderate). Since Tuesday
    she has been off her food and sleepier and more muddled than usual. She complained of tummy ache on
    Wednesday and again today, and vomited once overnight. Two loose stools yesterday. Temp this morning
    37.9. She normally walks short distances with a frame and one carer. Medications: apixaban 2.5mg BD,
    bisoprolol 2.5mg OD, amlodipine 5mg OD, donepezil 10mg ON, Laxido PRN. Kind regards, ___ (senior carer)"

    ED note: Hx limited by dementia, above from letter and from the nurse on the phone. Background AF,
    hypertension, OA knees, cataract surgery. No abdominal operations that the home know of.
    """),
    ann(["anorexia", "confusion", "drowsiness", "abdominal_pain", "vomiting", "diarrhea", "reduced_mobility", "atrial_fibrillation_history",
         "anticoagulant_use", "hypertension_history"],
        ["fever_measured", "prior_abdominal_surgery"]),
    txt("""
    GCS 14 (E4 V4 M6). Oriented to self only, which the home says is her baseline. Dry mucous membranes.
    Obs: T 38.4, pulse 98 irregularly irregular, BP 104/60, RR 22, SpO2 95% on air.
    Heart sounds irregular, no murmur. Chest: few basal crackles clearing with cough.
    Abdomen mildly distended, tender right lower abdomen with grimace on deep palpation; no rebound, no
    rigidity. Bowel sounds quiet. No hernias. PR: soft brown stool, no blood.
    """),
    annv(vit(38.4, 98, 104, 22, 95),
         ["dehydration_signs", "irregularly_irregular_pulse", "distended_abdomen", "rlq_tenderness",
          "hypoactive_bowel_sounds", "crackles", "altered_mental_status_sign"],
         ["rebound_tenderness", "abdominal_rigidity", "irreducible_tender_bulge", "blood_on_rectal_exam",
          "hard_stool_on_rectal_exam"]),
    merge(cbc(17.4, 11.9, 198, 88.0, bands=6.0), bmp(132, 3.4, 98, 20, 38, 1.4, 141), lft(14, 24, 88, 1.1, alb=2.9),
          lab(lactate=2.3, crp=211.0), {51237: 1.4, 51274: 15.6}),
    [rep("CT ABD & PELVIS WITH CONTRAST", "CT", "Abdomen", """
    EXAMINATION: CT ABDOMEN/PELVIS WITH IV CONTRAST
    INDICATION: 81F, dementia, fever, R lower abd tenderness, WBC 17. Source?
    TECHNIQUE: Helical acquisition through abdomen and pelvis in portal venous phase after 80 mL Omnipaque 300
    (reduced dose for eGFR). No oral contrast. Multiplanar reformats.
    COMPARISON: None available.
    FINDINGS:
    A. Appendix: Thick-walled and dilated to 14 mm proximally with a 7 mm appendicolith at its base. A focal
       defect in the enhancing wall at the tip communicates with a 4.1 x 3.2 cm rim-enhancing fluid collection
       containing small gas bubbles, in the right lower quadrant medial to the cecum. Marked surrounding fat
       stranding.
    B. Bowel: Mild reactive thickening of the cecal pole. Mildly dilated fluid-filled small bowel loops in
       the right abdomen without a discrete transition, likely ileus. Sigmoid diverticulosis without wall
       thickening or pericolic inflammation.
    C. Peritoneum: No free intraperitoneal air. Trace pelvic free fluid.
    D. Solid organs: Liver, spleen, pancreas unremarkable. Gallbladder without stones. 2 cm simple cyst left
       kidney. No hydronephrosis. 1.8 cm left adrenal nodule, indeterminate on this single phase.
    E. Lung bases: Dependent atelectasis. No pleural effusion.
    F. Bones: Diffuse osteopenia. Degenerative lumbar spine.
    IMPRESSION:
    1. Perforated ____ with a 4 cm periappendiceal abscess and appendicolith.
    2. 1.8 cm left adrenal nodule, indeterminate.
    RECOMMENDATION: Adrenal protocol CT or chemical-shift MRI on a nonurgent basis, if consistent with goals
    of care.
    """,
        ["dilated_appendix", "appendicolith", "appendiceal_perforation_signs", "periappendiceal_fluid_collection",
         "periappendiceal_fat_stranding", "colonic_diverticula", "free_pelvic_fluid", "fluid_filled_bowel_loops",
         "dilated_small_bowel_loops"],
        ["sigmoid_wall_thickening", "pericolic_fat_stranding", "pneumoperitoneum_ct", "gallstones", "hydronephrosis",
         "transition_point"] + EFF)],
    "Perforated appendicitis with periappendiceal abscess",
    ["Acute appendicitis with perforation and localized peritonitis, with abscess",
     "Unspecified atrial fibrillation", "Alzheimer's disease, unspecified", "Essential (primary) hypertension"],
    ["CT guided drainage of periappendiceal abscess"],
    [("0D9J30Z", "Drainage of Appendix with Drainage Device, Percutaneous Approach", 10)],
    micro={90201: ("BACTEROIDES FRAGILIS GROUP", BLOOD_SPEC)},
))

# ---------------------------------------------------------------------------------------------
ENCOUNTERS.append(enc(
    29700005, "appendicitis", "hard",
    txt("""
    ** RETURN VISIT WITHIN 72H **
    ---- copied from ED note ___ (2 days ago) ----
    19M here w/ 1 day N/V/D, diffuse crampy abd pain, roommate w/ similar sx last wk. Tolerating PO in ED
    after zofran. Abd benign. Dx viral gastro, d/c w/ zofran ODT, return precautions.
    ---- end copied text ----
    Interval hx ___: Returns w/ worsening pain, now constant and focused in the RLQ since yesterday,
    hurts to walk and every bump on the drive in. Still 2-3 small loose stools/day. Vomited x3 today. Temp 101
    at home tonight. Roommate is better. No dysuria. No testicular pain.
    PMH none / PSH none / Meds zofran / NKDA / vapes, occasional marijuana
    """),
    ann(["nausea", "vomiting", "diarrhea", "diffuse_abdominal_pain", "abdominal_cramping", "abdominal_pain",
         "sick_contacts", "rlq_pain", "pain_migration_to_rlq", "prolonged_constant_pain", "pain_worse_with_movement",
         "fever", "fever_measured", "cannabis_use"],
        ["dysuria", "scrotal_pain", "prior_abdominal_surgery"]),
    txt("""
    RN triage: T 101.2 F, HR 112, BP 124/70, RR 18, SpO2 98% RA.
    Exam: Ill appearing young man, lying still, knees bent.
    Mucous membranes dry. Lungs clear. Heart tachy, no murmur.
    Abd: flat, tender RLQ and suprapubic > elsewhere, + rebound RLQ, + involuntary guarding, pain in RLQ
    when the R hip is extended (+ psoas). Heel-drop reproduces the pain.
    GU: testes nontender, normal lie.
    """),
    annv(vit(101.2, 112, 124, 18, 98),
         ["ill_appearing", "dehydration_signs", "rlq_tenderness", "suprapubic_tenderness", "rebound_tenderness",
          "guarding", "psoas_sign"],
         ["distended_abdomen", "tender_swollen_testis", "high_riding_testis"]),
    merge(cbc(16.9, 15.8, 244, 87.0), bmp(134, 3.5, 97, 21, 17, 1.1, 112), lft(31, 27, 66, 1.4),
          lab(lipase=21.0, lactate=1.6), ua(sg=1.030, ket="40", prot="TR", wbc=4)),
    [rep("CT ABD & PELVIS WITH CONTRAST", "CT", "Abdomen", """
    PRELIMINARY REPORT - ___ Teleradiology (overnight coverage). Final interpretation to follow.

    CT abdomen pelvis with IV contrast. Hx: RLQ pain, fever.
    Limited evaluation due to paucity of intra-abdominal fat. The appendix is not definitely visualized.
    Mildly fluid-filled small bowel and colon, may reflect enteritis. No free air. No bowel dilatation.
    No hydronephrosis.
    """,
        ["fluid_filled_bowel_loops"],
        ["pneumoperitoneum_ct", "dilated_small_bowel_loops", "hydronephrosis"]),
     rep("CT ABD & PELVIS WITH CONTRAST", "CT", "Abdomen", """
    EXAMINATION: CT ABDOMEN AND PELVIS WITH CONTRAST
    INDICATION: 19 year old man with RLQ pain and fever, returned after discharge.
    TECHNIQUE: Contrast enhanced axial CT of the abdomen and pelvis with coronal and sagittal reformats.
    COMPARISON: None.
    FINDINGS:
    The appendix is identified arising medially from the cecum and descending into the pelvis across the
    right external iliac vessels. It is dilated to 11 mm with wall hyperenhancement and adjacent fat
    stranding. No appendicolith. No free air or extraluminal gas. No organized fluid collection. Small amount
    of free fluid in the pelvis. Several mildly enlarged ileocolic mesenteric lymph nodes, likely reactive.
    Small bowel and colon contain fluid but are not dilated.
    Liver, gallbladder, spleen, pancreas, adrenals and kidneys are normal. Bladder decompressed.
    IMPRESSION:
    Acute ____ of a pelvic appendix, nonperforated.

    DISCREPANCY NOTE: The preliminary teleradiology report did not identify the appendix. The final
    interpretation was discussed by telephone with Dr. ___ in the emergency department at ___.
    """,
        ["dilated_appendix", "appendiceal_wall_enhancement", "periappendiceal_fat_stranding", "free_pelvic_fluid",
         "enlarged_mesenteric_lymph_nodes", "fluid_filled_bowel_loops"],
        ["appendicolith", "pneumoperitoneum_ct", "periappendiceal_fluid_collection", "dilated_small_bowel_loops",
         "gallstones", "gallbladder_wall_thickening", "pericholecystic_fluid", "gallbladder_distension",
         "pancreatic_edema", "peripancreatic_inflammation", "peripancreatic_fluid", "hydronephrosis",
         "perinephric_stranding", "renal_calculus", "appendiceal_perforation_signs"])],
    "Acute appendicitis",
    ["Acute appendicitis with localized peritonitis, without perforation or gangrene"],
    ["Laparoscopic appendectomy"],
    [("0DTJ4ZZ", "Resection of Appendix, Percutaneous Endoscopic Approach", 10)],
))

# ---------------------------------------------------------------------------------------------
ENCOUNTERS.append(enc(
    29700006, "appendicitis", "hard",
    txt("""
    HISTORY OF PRESENT ILLNESS: This is a 34 year old woman who was sent over from urgent care with a
    question of a kidney stone. She states that the pain started yesterday morning in her right flank and
    has been radiating down into the right growing area. She describes it as a steady ache, not coming in
    waves, and she has not been able to find a comfortable position. She has had some mild burning at the
    end of urination since last night. She lost her appetite and has had nausea without vomiting. She
    denies fevers or chills at home. She has never had a kidney stone and has no rental history. Urgent care
    did a urine dip which showed a small amount of blood and they gave her ketorolac which helped for about
    an hour. Her last menstrual period was one week ago and was normal.
    PAST MEDICAL HISTORY: Migraines.
    PAST SURGICAL HISTORY: C-section times one.
    MEDICATIONS: Sumatriptan as needed. Oral contraceptive.
    SOCIAL HISTORY: She is a dental hygienist. She does not smoke and drinks wine socially.
    FAMILY HISTORY: Father with kidney stones.
    """),
    ann(["flank_pain", "pain_radiating_to_groin", "prolonged_constant_pain", "dysuria", "anorexia", "nausea",
         "prior_abdominal_surgery", "estrogen_use", "alcohol_use"],
        ["colicky_abdominal_pain", "vomiting", "fever", "chills", "kidney_stone_history", "smoker"]),
    txt("""
    PHYSICAL EXAMINATION: Temperature 99.5, heart rate 92, blood pressure 132/84, respiratory rate 16,
    saturating 99% on room air. She is lying still on the stretcher in mild distress. Heart regular. Lungs
    clear. The abdomen is soft and non distended. There is mild right costovertebral angle tenderness. On
    deep palpation there is tenderness in the right lower quadrant and right mid abdomen, without rebound.
    Pain in the right lower quadrant with active flexion of the right hip against resistance. Pelvic exam
    with no cervical motion tenderness and no adnexal tenderness or masses. Normal discharge.
    """),
    annv(vit(99.5, 92, 132, 16, 99),
         ["cva_tenderness", "rlq_tenderness", "psoas_sign"],
         ["distended_abdomen", "rebound_tenderness", "cervical_motion_tenderness", "adnexal_tenderness",
          "adnexal_mass", "abdominal_rigidity"]),
    merge(cbc(12.4, 12.9, 301, 78.0), bmp(138, 4.0, 103, 24, 12, 0.8, 92), lab(hcg="NEG"),
          ua(sg=1.022, le="TR", rbc=8, wbc=12, epi=4)),
    [rep("CT ABD & PELVIS W/O CONTRAST", "CT", "Abdomen", """
    EXAMINATION: CT ABDOMEN AND PELVIS WITHOUT CONTRAST (RENAL STONE PROTOCOL)
    INDICATION: Right flank pain radiating to groin, hematuria. Evaluate for ureteral stone.
    TECHNIQUE: Low-dose non-contrast helical CT from the kidneys to the bladder base, axial and coronal.
    FINDINGS:
    KIDNEYS/URETERS/BLADDER: No renal or ureteral calculi. No hydronephrosis or hydroureter on either side.
    No perinephric stranding. The bladder is unremarkable.
    APPENDIX: Retrocecal, coursing cranially posterior to the ascending colon to the level of the lower pole of
    the right kidney. It measures up to 10 mm in diameter with surrounding fat stranding extending into the
    right posterior pararenal space and abutting the right ureter. A 4 mm calcification at the appendiceal
    base may represent an appendicolith.
    BOWEL: No obstruction. Colon unremarkable.
    OTHER: Small corpus luteum cyst in the right ovary. Liver and spleen unremarkable on non-contrast
    technique. No free air.
    IMPRESSION:
    1. No urolithiasis.
    2. Findings consistent with acute retrocecal ____, with inflammation extending to the right ureter,
    which may account for the urinary symptoms and hematuria.
    """,
        ["dilated_appendix", "periappendiceal_fat_stranding", "ovarian_cyst_lesion"],
        ["renal_calculus", "ureteral_stone", "hydronephrosis", "perinephric_stranding", "pneumoperitoneum_ct"])],
    "Acute retrocecal appendicitis",
    ["Other and unspecified acute appendicitis"],
    ["Laparoscopic appendectomy"],
    [("0DTJ4ZZ", "Resection of Appendix, Percutaneous Endoscopic Approach", 10)],
    micro={90039: ("No growth", URINE_SPEC)},
))
