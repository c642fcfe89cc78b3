"""Appendicitis (hadm 29200001-29200007).

29200001 typical   19M, terse ED note, periumbilical pain moving to the RLQ; CT as one paragraph.
29200002 typical   27F, history in plain words ("right lower belly"); RLQ ultrasound with measurements.
29200003 typical   45M, three days, perforated with abscess; resident H&P; organ-by-organ CT.
29200004 atypical  24F at 22 weeks, right-sided pain high in the abdomen, Celsius; ultrasound then MRI.
29200005 atypical  81F from a nursing home, demented, drowsy, on apixaban; non-contrast CT, abscess.
29200006 hard      23M sent as a stomach bug (sick roommate, diarrhea); retrocecal appendix, flank pain.
29200007 hard      34F with recurrent bladder infections, dysuria and pyuria; pelvic appendix at the
                   bladder dome; pelvic ultrasound then CT with an addendum.
"""

from common import (APP_N, EFF, GB_N, KID_N, PANC_N, BLOOD_SPEC, URINE_SPEC, ann, annv, bmp, cbc,
                    crp, enc, full_report, hcg, lact, lft, lip, merge, report, ua, vit)

ENCOUNTERS = []

# ---------------------------------------------------------------- 29200001
ENCOUNTERS.append(enc(
    29200001, "appendicitis", "typical",
    """19M c/o abd pain since last night. Started around umbilicus, now sitting in RLQ. +nausea,
    vomited x1, no appetite. No diarrhea. Denies fever/chills at home, denies dysuria. No sick
    contacts. Never had anything like this before.
    PMH: none   PSH: none   Meds: none   All: NKDA
    Soc: college student, EtOH on weekends, no tobacco, no drugs.
    FHx: noncontributory""",
    ann(["abdominal_pain", "periumbilical_pain", "rlq_pain", "pain_migration_to_rlq", "nausea", "vomiting",
         "anorexia", "alcohol_use"],
        ["diarrhea", "fever", "chills", "dysuria", "sick_contacts", "previous_similar_episodes",
         "prior_abdominal_surgery", "smoker"]),
    """VS: T 99.1 HR 96 BP 128/74 RR 16 SpO2 99% RA
    Gen: young man lying still on stretcher, uncomfortable
    Abd: soft, ND, TTP RLQ maximal at McBurney's, +Rovsing, +rebound RLQ, voluntary guarding. No CVAT.
    GU: deferred
    Ext: no edema""",
    annv(vit(99.1, 96, 128, 16, 99),
         ["rlq_tenderness", "mcburney_point_tenderness", "rovsing_sign", "rebound_tenderness", "guarding"],
         ["distended_abdomen", "cva_tenderness"]),
    merge(cbc(14.2, 15.1, 262, 82.0), bmp(138, 3.9, 102, 24, 14, 0.9, 104), lft(22, 19, 71, 0.8), lip(31),
          ua(sg=1.022)),
    [report("CT ABD & PELVIS WITH CONTRAST", "CT", "Abdomen",
            "Axial helical images of the abdomen and pelvis after IV contrast, with coronal reformats.",
            """The appendix is enlarged, up to 11 mm across, with inflammatory stranding of the surrounding
            fat and a 6 mm calcified appendicolith at its base; its wall enhances avidly. There is no
            periappendiceal fluid collection and no extraluminal air. Trace free fluid tracks along the
            right paracolic gutter. Liver, gallbladder, spleen, pancreas, adrenals and kidneys appear
            unremarkable, without hydronephrosis. Small and large bowel are of normal caliber. Bladder
            unremarkable. No lymph node is enlarged by size criteria. Lung bases clear. Bones
            unremarkable. Appearance is that of ____ without evidence of perforation.""",
            ["dilated_appendix", "periappendiceal_fat_stranding", "appendicolith", "appendiceal_wall_enhancement",
             "free_fluid_abdomen"],
            ["periappendiceal_fluid_collection", "appendiceal_perforation_signs", "dilated_small_bowel_loops",
             "enlarged_mesenteric_lymph_nodes"] + GB_N + PANC_N + KID_N)],
    "Acute appendicitis",
    ["Other acute appendicitis without perforation or gangrene"],
    ["Laparoscopic appendectomy"],
    [("0DTJ4ZZ", "Resection of Appendix, Percutaneous Endoscopic Approach", 10)],
))

# ---------------------------------------------------------------- 29200002
ENCOUNTERS.append(enc(
    29200002, "appendicitis", "typical",
    """Ms. ___ is a 27 year old woman who comes in with pain in her right lower belly that woke her
    from sleep at about 4 this morning. Yesterday evening it was a vague ache around her belly button
    that she put down to something she ate, and overnight it moved down and over to the right.
    Walking out to the car and every bump on the drive in made it much worse. She has felt sick to
    her stomach but has not thrown up, and she has not wanted to eat anything today. She felt warm
    last night but did not check a temperature. Her last period was two weeks ago and was normal.
    One partner, has an IUD, no vaginal discharge or bleeding. No burning when she passes urine.
    Past Medical History: Asthma as a child, no inhaler for years.
    Past Surgical History: Wisdom teeth only.
    Medications: Levonorgestrel IUD.
    Social History: Dental hygienist. Does not smoke. Drinks rarely.
    Family History: Mother with high blood pressure.""",
    ann(["abdominal_pain", "rlq_pain", "periumbilical_pain", "pain_migration_to_rlq", "pain_worse_with_movement",
         "nausea", "anorexia", "fever", "asthma_history", "alcohol_use"],
        ["vomiting", "missed_period", "vaginal_discharge", "vaginal_bleeding", "dysuria", "smoker"]),
    """Temp 37.9 C, pulse 104, BP 118/70, resp 18, sat 100% on room air. She is lying on her side
    with her knees drawn up and does not want to move. Her abdomen is flat and soft, tender in the
    right lower quadrant and worst about two fingerbreadths in from the right hip bone along the
    line to the navel; pressing on the left lower side brings out pain on the right. She winces
    when the stretcher is bumped. No rebound. Extending the right hip against resistance hurts in
    the right lower abdomen. Pelvic: os closed, no discharge from the cervix, no cervical motion
    tenderness, mild right adnexal tenderness without a palpable mass. No CVA tenderness.""",
    annv(vit(37.9, 104, 118, 18, 100),
         ["rlq_tenderness", "mcburney_point_tenderness", "rovsing_sign", "psoas_sign", "adnexal_tenderness",
          "closed_cervical_os"],
         ["distended_abdomen", "rebound_tenderness", "mucopurulent_cervical_discharge",
          "cervical_motion_tenderness", "adnexal_mass", "cva_tenderness"]),
    merge(cbc(12.8, 12.9, 301, 78.0), bmp(139, 4.1, 104, 25, 11, 0.7, 97), hcg("NEG"),
          ua(sg=1.026, ket="10")),
    [full_report("US ABD LIMIT, SINGLE ORGAN", "Ultrasound", "Abdomen", [
        ("INDICATION", "27 year old woman with right lower quadrant pain, nausea and leukocytosis. Evaluate for ____."),
        ("TECHNIQUE", "Graded compression of the right lower quadrant, grayscale and color Doppler."),
        ("COMPARISON", "None."),
        ("FINDINGS", """At the point of maximal tenderness there is a blind-ending tubular structure arising from
            the cecal tip. It does not compress and measures 9 mm in outer diameter, wall 3 mm. Color
            Doppler shows increased flow within the wall. The surrounding fat is echogenic. No shadowing
            appendicolith. No periappendiceal fluid collection. Small amount of simple free fluid in the
            pelvis, likely physiologic. Right ovary 3.1 x 2.2 x 2.0 cm with arterial and venous flow."""),
        ("IMPRESSION", "Noncompressible, hyperemic 9 mm appendix with echogenic periappendiceal fat, compatible with ____."),
    ], ["dilated_appendix", "noncompressible_appendix", "appendiceal_wall_hyperemia", "echogenic_periappendiceal_fat",
        "free_pelvic_fluid", "rlq_pain", "nausea"],
        ["appendicolith", "periappendiceal_fluid_collection", "absent_ovarian_flow"])],
    "Acute appendicitis",
    ["Other acute appendicitis without perforation or gangrene"],
    ["Laparoscopic appendectomy"],
    [("0DTJ4ZZ", "Resection of Appendix, Percutaneous Endoscopic Approach", 10)],
))

# ---------------------------------------------------------------- 29200003
ENCOUNTERS.append(enc(
    29200003, "appendicitis", "typical",
    """HPI: 45 y/o M with PMH HTN, HLD who presents with 3 days of abdominal pain. Pt reports the pain
    began Saturday as a dull periumbilical ache, then localized to the RLQ on Sunday. He tried to
    "tough it out" and took ibuprofen 400mg a few times. Yesterday evening the pain became severe and
    spread across his whole abdomen, with subjective fevers and shaking chills overnight. Multiple
    episodes of nonbloody emesis today, unable to keep down liquids. Last BM 2 days ago. Denies
    hematochezia, melena, dysuria, hematuria. No prior similar episodes. No recent travel.
    ROS: 10 pt ROS otherwise negative except as per HPI.
    PMH: HTN, HLD
    PSH: L inguinal hernia repair (open) 2009
    Meds: lisinopril 20mg daily, atorvastatin 40mg daily
    All: PCN (rash)
    SH: married, works construction. 1/2 ppd x 20 yrs. 2-3 beers/night. No IVDU.
    FH: Father MI at 58. Mother DM2.""",
    ann(["abdominal_pain", "periumbilical_pain", "rlq_pain", "pain_migration_to_rlq", "diffuse_abdominal_pain",
         "fever", "chills", "vomiting", "hypertension_history", "hyperlipidemia_history", "hernia_history",
         "smoker", "alcohol_use", "family_history_cad", "family_history_diabetes", "raas_blocker_use"],
        ["rectal_bleeding", "melena", "dysuria", "gross_hematuria", "previous_similar_episodes", "recent_travel",
         "injection_drug_use"]),
    """VS: 102.3F  HR 118  BP 104/66  RR 22  O2 96% RA
    GEN: ill-appearing, diaphoretic, lying very still
    HEENT: dry MM, anicteric
    CV: tachycardic, regular, no m/r/g
    RESP: CTAB, shallow breaths
    ABD: mildly distended, diffusely tender, worst RLQ, + involuntary guarding and rigidity, + rebound
    throughout, hypoactive BS
    EXT: WWP
    NEURO: A&Ox3""",
    annv(vit(102.3, 118, 104, 22, 96),
         ["ill_appearing", "diaphoretic", "dehydration_signs", "distended_abdomen", "diffuse_abdominal_tenderness",
          "rlq_tenderness", "guarding", "abdominal_rigidity", "rebound_tenderness", "hypoactive_bowel_sounds"],
         ["jaundice", "new_heart_murmur", "pericardial_friction_rub", "altered_mental_status_sign"]),
    merge(cbc(19.6, 14.8, 344, 84.0, bands=6.0), bmp(134, 3.6, 98, 19, 24, 1.3, 141), lft(28, 31, 88, 1.4),
          lip(24), lact(2.9), ua(color="Amber", sg=1.031, ket="40", prot="30")),
    [full_report("CT ABD & PELVIS WITH CONTRAST", "CT", "Abdomen", [
        ("INDICATION", "45M with 3 days of RLQ pain, now diffuse, fever, leukocytosis. Eval for perforation."),
        ("TECHNIQUE", """100 mL Omnipaque IV and positive oral contrast; helical acquisition, coronal and sagittal
            reformats reviewed."""),
        ("DOSE", "Total DLP (Body) = 612 mGy-cm."),
        ("COMPARISON", "None available."),
        ("FINDINGS", ""),
        ("LOWER CHEST", "Minimal dependent atelectasis at both bases. No pleural or pericardial effusion."),
        ("HEPATOBILIARY", """Liver normal in size and attenuation, no focal lesion. No intra- or extrahepatic
            biliary dilatation. Gallbladder unremarkable."""),
        ("PANCREAS", "Normal. No ductal dilation or peripancreatic stranding."),
        ("SPLEEN", "Normal size, homogeneous."),
        ("ADRENALS", "Unremarkable bilaterally."),
        ("URINARY", """Kidneys enhance symmetrically. No hydronephrosis, stone, or perinephric stranding. Bladder
            partially distended, unremarkable."""),
        ("GASTROINTESTINAL", """The appendix is thickened and fluid filled, 14 mm, with a break in its enhancing wall
            near the tip. Next to the tip is a 4.2 x 3.6 cm rim-enhancing collection with a few locules of
            gas, extending from the right lower quadrant toward the pelvis. Extensive surrounding fat
            stranding involves the cecal pole and the terminal ileum, whose wall is secondarily thickened.
            Mildly dilated distal small bowel loops up to 2.8 cm, likely reactive ileus, without a discrete
            transition point. Stomach and colon otherwise unremarkable."""),
        ("PELVIS", "Moderate free fluid in the pelvis. No free intraperitoneal air."),
        ("LYMPH NODES", "Several reactive-appearing ileocolic nodes up to 9 mm short axis."),
        ("VASCULAR", "Mild calcified plaque of the abdominal aorta, which is normal in caliber."),
        ("BONES AND SOFT TISSUES", """No suspicious osseous lesion. Mild lower lumbar degenerative change. Postsurgical
            change of the left groin from hernia repair."""),
        ("IMPRESSION", """1. Perforated ____ with a 4.2 cm gas-containing abscess at the appendiceal tip.
            2. Secondary inflammation of the cecum and terminal ileum with mild reactive ileus.
            3. Moderate pelvic free fluid. No pneumoperitoneum."""),
    ], ["dilated_appendix", "appendiceal_perforation_signs", "periappendiceal_fluid_collection",
        "periappendiceal_fat_stranding", "terminal_ileal_wall_thickening", "terminal_ileal_inflammation_ct",
        "dilated_small_bowel_loops",
        "free_pelvic_fluid", "rlq_pain", "fever"],
        EFF + ["pericardial_effusion", "cbd_dilation", "intrahepatic_biliary_dilation", "transition_point",
               "pneumoperitoneum_ct"] + GB_N + PANC_N + KID_N)],
    "Perforated appendicitis with abscess",
    ["Acute appendicitis with perforation, localized peritonitis, and gangrene, with abscess"],
    ["Laparoscopic appendectomy", "Drainage of pelvic abscess"],
    [("0DTJ4ZZ", "Resection of Appendix, Percutaneous Endoscopic Approach", 10),
     ("0W9J40Z", "Drainage of Pelvic Cavity with Drainage Device, Percutaneous Endoscopic Approach", 10)],
    micro={90201: ("No growth", BLOOD_SPEC)},
))

# ---------------------------------------------------------------- 29200004
ENCOUNTERS.append(enc(
    29200004, "appendicitis", "atypical",
    """OB TRIAGE. 24 yo G2P1 at 22w3d by early US, sent from clinic for R-sided abd pain x 18 hrs.
    Pain is on the R side from mid-abdomen up to just under the ribs, constant, 7/10, worse when she
    turns in bed. Nausea + 2 episodes emesis. Decreased appetite. Denies VB, LOF, ctx. +FM. No
    dysuria/frequency. No diarrhea. Pregnancy otherwise uncomplicated. Prior SVD at term 2021.
    PMH: none. PSH: none. Meds: PNV. NKDA. Lives with partner and son, no tobacco/EtOH/drugs.""",
    ann(["pregnancy", "abdominal_pain", "ruq_pain", "prolonged_constant_pain", "pain_worse_with_movement", "nausea",
         "vomiting", "anorexia"],
        ["vaginal_bleeding", "dysuria", "urinary_frequency", "diarrhea", "prior_abdominal_surgery", "smoker",
         "alcohol_use"]),
    """T 38.1 °C  P 112  BP 106/64  RR 20  SpO2 98%
    FHT 150s by doppler. Fundus at umbilicus.
    Abd: gravid, soft. Tender R mid abdomen / R flank at and above the level of the umbilicus, with
    guarding. No rebound appreciated. Uterus nontender, no ctx on toco.
    SVE deferred.
    Back: mild R CVAT.""",
    annv(vit(38.1, 112, 106, 20, 98), ["pregnancy", "ruq_tenderness", "guarding", "cva_tenderness"],
         ["rebound_tenderness", "uterine_tenderness"]),
    merge(cbc(15.9, 11.1, 228, 86.0), bmp(135, 3.7, 104, 20, 6, 0.5, 92), lft(18, 22, 140, 0.4), lip(28),
          hcg("POS"), ua(sg=1.020, ket="10", le="TR", wbc=4, epi=6)),
    [report("US ABDOMEN LIMITED (RIGHT KIDNEY AND RLQ)", "Ultrasound", "Abdomen",
            """Grayscale and color Doppler images of the right abdomen including the right kidney, gallbladder
            and the right lower quadrant, with graded compression.""",
            """Gravid uterus with a single live intrauterine pregnancy; fetal heart rate 148 bpm (not a formal
            obstetric study). Right kidney 11.6 cm. Mild fullness of the right renal collecting system,
            expected in pregnancy. No renal stone. No free fluid in Morison's pouch. Gallbladder without
            stones, wall 2 mm. The appendix is not visualized despite graded compression, the right lower
            quadrant being largely occupied by the gravid uterus.""",
            ["viable_intrauterine_pregnancy", "hydronephrosis"],
            ["renal_calculus", "free_fluid_abdomen", "gallstones", "gallbladder_wall_thickening"]),
     full_report("MR ABDOMEN AND PELVIS W/O CONTRAST", "MRI", "Abdomen", [
         ("INDICATION", """24-year-old woman at 22 weeks with right sided abdominal pain and fever, appendix not seen
             on ultrasound."""),
         ("TECHNIQUE", """Half-Fourier T2-weighted images in three planes, axial T1 dual-echo (in/opposed phase),
             axial diffusion-weighted and fat-saturated T2 sequences, abdomen and pelvis, 1.5 tesla, without
             gadolinium."""),
         ("COMPARISON", "Ultrasound from the same day."),
         ("FINDINGS", """Single intrauterine gestation. The cecum is displaced superiorly by the gravid uterus and lies
             at the level of the lower pole of the right kidney. The appendix arises from it and is dilated to
             10 mm with T2 bright intraluminal fluid and a thickened wall; there is T2 hyperintense edema in
             the surrounding fat. A small low-signal focus in the lumen near the base may represent an
             appendicolith. No drainable fluid collection. Trace free fluid in the right paracolic gutter.
             Ovaries are normal in appearance. Mild right hydronephrosis to the pelvic brim, compatible with
             pregnancy. The visualized gallbladder is normal without stones. No bowel obstruction."""),
         ("IMPRESSION", """Dilated appendix with periappendiceal edema in a superiorly displaced cecum, consistent with
             ____. No abscess."""),
     ], ["dilated_appendix", "periappendiceal_fat_stranding", "free_fluid_abdomen", "hydronephrosis",
         "abdominal_pain", "fever"],
        ["periappendiceal_fluid_collection", "dilated_small_bowel_loops"] + GB_N)],
    "Acute appendicitis in pregnancy",
    ["Other acute appendicitis without perforation or gangrene",
     "Diseases of the digestive system complicating pregnancy, second trimester", "22 weeks gestation of pregnancy"],
    ["Laparoscopic appendectomy"],
    [("0DTJ4ZZ", "Resection of Appendix, Percutaneous Endoscopic Approach", 10)],
    micro={90039: ("MIXED BACTERIAL FLORA, CONSISTENT WITH CONTAMINATION", URINE_SPEC)},
))

# ---------------------------------------------------------------- 29200005
ENCOUNTERS.append(enc(
    29200005, "appendicitis", "atypical",
    """Transfer from ___ Nursing & Rehab. 81 y/o F with advanced dementia (baseline oriented to self
    only, walks with a walker), CKD 3b, HTN, afib on apixaban, sent in for "not herself" x 2 days:
    more somnolent, refusing meals, one episode of vomiting this AM. Staff noted she grimaces when
    rolled for care. Temp at the facility 100.6. No diarrhea per staff, last BM yesterday. Pt unable
    to give a history; says "my belly hurts" when asked, points vaguely. No known illness going around
    the unit. Per records no prior abdominal surgery; s/p R hip ORIF 2019.
    PMH: dementia (likely Alzheimer's), CKD 3b (baseline Cr 1.5), HTN, paroxysmal AF, osteoporosis,
    hypothyroidism
    Meds: apixaban 2.5 bid, metoprolol, amlodipine, levothyroxine, donepezil, calcium/vit D
    Allergies: sulfa
    Social: long-term resident, former smoker (quit 1980s), no EtOH.
    Family: unable to obtain.""",
    ann(["drowsiness", "vomiting", "abdominal_pain", "fever_measured", "reduced_mobility", "hypertension_history",
         "atrial_fibrillation_history", "ckd_history", "anticoagulant_use", "osteoporosis_history", "former_smoker"],
        ["diarrhea", "sick_contacts", "prior_abdominal_surgery", "alcohol_use"]),
    """Temp 37.6, HR 92 irregular, BP 152/84, RR 18, SpO2 93% RA. Elderly frail woman, drowsy but
    arousable, oriented to self. Dry mucous membranes. Irregularly irregular rhythm. Bibasilar
    crackles. Abdomen soft, mildly distended; she grimaces and pulls away with palpation of the right
    lower quadrant and suprapubic area, no rebound or rigidity, bowel sounds diminished. No CVA
    tenderness. Rectal: brown stool, guaiac negative. Skin: stage 1 sacral erythema.""",
    annv(vit(37.6, 92, 152, 18, 93),
         ["altered_mental_status_sign", "drowsiness", "dehydration_signs", "irregularly_irregular_pulse", "bibasilar_crackles",
          "crackles", "distended_abdomen", "rlq_tenderness", "suprapubic_tenderness", "hypoactive_bowel_sounds"],
         ["rebound_tenderness", "abdominal_rigidity", "cva_tenderness", "guaiac_positive_stool"]),
    merge(cbc(13.4, 11.2, 198, 84.0, bands=3.0), bmp(133, 5.0, 99, 20, 38, 2.1, 118),
          lft(14, 20, 92, 0.6, alb=2.9), lip(40), lact(1.8),
          ua(app="Hazy", sg=1.024, prot="30", le="SM", wbc=8, epi=3)),
    [report("CT ABD & PELVIS W/O CONTRAST", "CT", "Abdomen",
            """Helical acquisition from the lung bases through the pubic symphysis without intravenous contrast
            because of renal function. No oral contrast. Multiplanar reformations provided.""",
            """Lung bases: Small bilateral pleural effusions with adjacent compressive atelectasis. Coronary artery
            calcifications. Heart enlarged.

            Abdomen: Solid organ evaluation limited without IV contrast. Liver unremarkable. Layering dense
            material in the gallbladder, possibly vicarious excretion of prior contrast versus sludge; no
            pericholecystic stranding. Spleen, pancreas and adrenals unremarkable. Bilateral renal cortical
            thinning. Exophytic 2.4 cm simple-attenuation cyst off the lower pole of the left kidney. No
            hydronephrosis or nephrolithiasis.

            Bowel: In the right lower pelvis, medial to the cecum, a tubular blind-ending structure measures up
            to 13 mm with surrounding fat stranding, and a thick-walled collection of fluid and gas, 3.8 x 2.9
            cm, abuts the right adnexa and the bladder dome. An appendicolith is not seen. Extensive sigmoid
            diverticulosis without pericolic inflammation. Moderate rectal stool. Small bowel not dilated.

            Other: No free air. Small volume free fluid in the pelvis. Atherosclerotic aorta without aneurysm.
            Right hip fixation hardware with streak artifact limiting the pelvis. Multilevel degenerative
            change and a chronic-appearing L1 compression deformity. Findings are concerning for perforated
            ____ with abscess.""",
            EFF + ["coronary_artery_calcification", "cardiomegaly", "dilated_appendix", "periappendiceal_fat_stranding",
                   "periappendiceal_fluid_collection", "colonic_diverticula", "free_pelvic_fluid",
                   "vertebral_compression_fracture"],
            ["pericholecystic_fat_stranding", "hydronephrosis", "renal_calculus", "appendicolith",
             "pericolic_fat_stranding", "dilated_small_bowel_loops", "pneumoperitoneum_ct"] + PANC_N)],
    "Perforated appendicitis with pelvic abscess",
    ["Acute appendicitis with perforation, localized peritonitis, and gangrene, with abscess",
     "Chronic kidney disease, stage 3b", "Paroxysmal atrial fibrillation"],
    ["CT-guided drainage of pelvic abscess"],
    [("0W9J30Z", "Drainage of Pelvic Cavity with Drainage Device, Percutaneous Approach", 10)],
    micro={90201: ("No growth", BLOOD_SPEC),
           90039: ("MIXED BACTERIAL FLORA, CONSISTENT WITH CONTAMINATION", URINE_SPEC)},
))

# ---------------------------------------------------------------- 29200006
ENCOUNTERS.append(enc(
    29200006, "appendicitis", "hard",
    """23 y/o M sent by urgent care as "AGE/dehydration". Sx started ~30h ago w/ crampy diffuse abd pain,
    then N/V x4-5 and loose stools x3 (nonbloody). Roommate had a "stomach bug" last wk. Got 1L IVF +
    zofran at UC w/o improvement; pain now worse on R side and into R flank / low back, worse w/
    walking. Subj fevers. Denies dysuria/hematuria. No prior abd surg. No PMH, no meds. Vapes, occ MJ,
    EtOH socially.""",
    ann(["abdominal_pain", "abdominal_cramping", "diffuse_abdominal_pain", "nausea", "vomiting", "diarrhea",
         "sick_contacts", "flank_pain", "back_pain", "pain_worse_with_movement", "fever", "cannabis_use",
         "alcohol_use"],
        ["bloody_diarrhea", "dysuria", "gross_hematuria", "prior_abdominal_surgery"]),
    """VITALS: 100.9  108  122/76  18  98% RA
    GENERAL: YOUNG MALE, UNCOMFORTABLE, WALKS HUNCHED FORWARD
    ABDOMEN: SOFT, MILD DIFFUSE TTP, FOCAL TENDERNESS R FLANK AND LATERAL RLQ WITH VOLUNTARY GUARDING.
    PAIN WITH PASSIVE EXTENSION OF THE R HIP. NO REBOUND. BS HYPERACTIVE.
    BACK: MILD R CVA TTP
    GU: NORMAL EXTERNAL GENITALIA, TESTES NONTENDER""",
    annv(vit(100.9, 108, 122, 18, 98),
         ["diffuse_abdominal_tenderness", "rlq_tenderness", "guarding", "psoas_sign", "hyperactive_bowel_sounds",
          "cva_tenderness"],
         ["rebound_tenderness", "tender_swollen_testis"]),
    merge(cbc(16.8, 15.8, 255, 78.0, bands=9.0), bmp(137, 3.4, 100, 23, 18, 1.1, 96), lft(25, 23, 64, 1.1),
          lip(22), ua(sg=1.028, ket="40", rbc=3)),
    [full_report("CT ABD & PELVIS WITH CONTRAST", "CT", "Abdomen", [
        ("INDICATION", "R flank and abd pain, vomiting, diarrhea, leukocytosis. ? renal stone vs colitis."),
        ("TECHNIQUE", "Single venous-phase acquisition, IV contrast only, no oral contrast."),
        ("COMPARISON", "None."),
        ("FINDINGS", """Retrocecal appendix coursing superiorly along the right paracolic gutter toward the tip of the
            right hepatic lobe. It is distended to 12 mm with wall hyperenhancement and marked surrounding
            stranding that extends into the right anterior pararenal space and along the lateroconal fascia.
            No appendicolith. No discrete abscess or extraluminal gas. KIDNEYS: symmetric enhancement, no
            stone, no hydronephrosis; the stranding of the anterior pararenal space is contiguous with the
            inflammation above and is not perinephric. COLON: mild reactive thickening of the cecal wall.
            SMALL BOWEL: fluid filled, not dilated. LIVER, GALLBLADDER, PANCREAS, SPLEEN, ADRENALS:
            unremarkable. BLADDER: decompressed. Mildly prominent right lower quadrant mesenteric lymph
            nodes, likely reactive."""),
        ("IMPRESSION", "1. Retrocecal ____ without abscess.\n2. No urolithiasis."),
    ], ["dilated_appendix", "appendiceal_wall_enhancement", "periappendiceal_fat_stranding", "fluid_filled_bowel_loops",
        "enlarged_mesenteric_lymph_nodes", "flank_pain", "abdominal_pain", "vomiting", "diarrhea"],
        ["appendicolith", "periappendiceal_fluid_collection", "appendiceal_perforation_signs", "renal_calculus",
         "hydronephrosis", "perinephric_stranding", "ureteral_stone", "dilated_small_bowel_loops"] + GB_N + PANC_N)],
    "Acute appendicitis (retrocecal)",
    ["Other acute appendicitis without perforation or gangrene"],
    ["Laparoscopic appendectomy"],
    [("0DTJ4ZZ", "Resection of Appendix, Percutaneous Endoscopic Approach", 10)],
    micro={90267: ("No Salmonella, Shigella, Campylobacter or E. coli O157:H7 found", "")},
))

# ---------------------------------------------------------------- 29200007
ENCOUNTERS.append(enc(
    29200007, "appendicitis", "hard",
    """GENERAL SURGERY CONSULT
    Reason for consult: RLQ pain, ? pelvic source
    HPI: 34F G0 with h/o recurrent UTIs and a known R ovarian cyst (hemorrhagic cyst on US 2022, since
    resolved) seen in the ED for 2 days of suprapubic and right lower abdominal pain with urinary
    frequency and burning at the end of urination. Started on nitrofurantoin yesterday by her PCP by
    phone without improvement. Today pain is sharper and more in the RLQ; she has felt feverish and
    nauseated, no emesis. Appetite poor. LMP 10 days ago. Denies vaginal discharge. Gyn saw her first
    in the ED - pelvic exam and TVUS reportedly unremarkable - and asked us to see.
    PMH: recurrent cystitis (3-4/yr), migraine
    PSH: diagnostic laparoscopy 2016 (no endometriosis found)
    Meds: nitrofurantoin, sumatriptan prn, combined OCP
    All: NKDA
    SH: teacher, nonsmoker, 2-3 glasses of wine/week
    FH: noncontributory""",
    ann(["suprapubic_pain", "rlq_pain", "abdominal_pain", "urinary_frequency", "dysuria", "fever", "nausea",
         "anorexia", "recurrent_uti_history", "ovarian_cyst_history", "prior_abdominal_surgery", "nulliparity",
         "estrogen_use", "alcohol_use"],
        ["vomiting", "vaginal_discharge", "smoker"]),
    """T 37.8 °C, HR 98, BP 116/72, RR 16, SpO2 99% on RA
    Gen: uncomfortable, AOx3
    Abd: soft, nondistended. Tender suprapubic and RLQ, worse in the RLQ just above the inguinal
    ligament. Mild rebound RLQ. No guarding. Rovsing neg. Psoas neg. Pain with internal rotation of
    the flexed R hip.
    Pelvic (per gyn, chaperoned): no CMT, no adnexal masses, mild R adnexal tenderness.
    Back: no CVAT""",
    annv(vit(37.8, 98, 116, 16, 99),
         ["suprapubic_tenderness", "rlq_tenderness", "rebound_tenderness", "adnexal_tenderness", "pain_on_hip_rotation"],
         ["altered_mental_status_sign", "distended_abdomen", "guarding", "rovsing_sign", "psoas_sign",
          "cervical_motion_tenderness", "adnexal_mass", "cva_tenderness"]),
    merge(cbc(13.6, 12.6, 280, 81.0), bmp(140, 4.0, 105, 24, 10, 0.8, 90), hcg("NEG"), crp(48.0),
          ua(app="Hazy", prot="TR", le="SM", wbc=12, rbc=4, epi=8)),
    [report("PELVIS, NON-OBSTETRIC (TRANSABDOMINAL AND TRANSVAGINAL)", "Ultrasound", "Abdomen",
            """Transabdominal imaging through a full bladder, then endovaginal imaging after voiding. Color and
            spectral Doppler of both ovaries.""",
            """Uterus anteverted, 7.6 x 4.1 x 4.8 cm. Endometrium 7 mm, homogeneous. Right ovary 3.0 x 2.1 x 2.4
            cm containing a 1.6 cm dominant follicle. Left ovary 2.8 x 1.7 x 2.0 cm. Arterial and venous
            waveforms are present in both ovaries. No adnexal mass. Small amount of free fluid in the
            cul-de-sac. Bladder wall smooth, 3 mm. Limited transabdominal views of the right lower quadrant
            do not show a tubular structure.""",
            ["free_pelvic_fluid"],
            ["absent_ovarian_flow", "extrauterine_adnexal_mass", "bladder_wall_thickening"]),
     full_report("CT ABD & PELVIS WITH CONTRAST", "CT", "Abdomen", [
         ("INDICATION", "34F with RLQ and suprapubic pain, pyuria, leukocytosis; pelvic US negative."),
         ("TECHNIQUE", """Axial images from the diaphragm to the symphysis after 100 mL Omnipaque 350 IV. No oral
             contrast. Sagittal and coronal reformats."""),
         ("COMPARISON", "Pelvic ultrasound from earlier the same day."),
         ("FINDINGS", """The appendix descends into the pelvis and its tip lies against the right posterolateral dome
             of the urinary bladder. The distal half is distended to 10 mm with mucosal hyperenhancement and
             adjacent fat stranding; the proximal appendix is of normal caliber and contains air. Mild focal
             thickening of the adjacent bladder wall, likely reactive. Small free fluid in the cul-de-sac. No
             abscess. Ovaries within normal limits for age. Kidneys enhance symmetrically without
             hydronephrosis or perinephric stranding; no urolithiasis. Liver, gallbladder, pancreas and spleen
             are normal. No bowel obstruction. No free air."""),
         ("IMPRESSION", """Distal ____ of a pelvic appendix whose tip abuts the bladder dome, which may account for
             the urinary symptoms. No periappendiceal abscess."""),
         ("ADDENDUM", """On review of the coronal reformats there is a 5 mm appendicolith in the mid appendix. This
             was discussed with Dr. ___ of the surgical service by telephone at 18:40 on ___."""),
     ], ["dilated_appendix", "appendiceal_wall_enhancement", "periappendiceal_fat_stranding", "free_pelvic_fluid",
         "appendicolith", "bladder_wall_thickening", "rlq_pain", "suprapubic_pain"],
        ["periappendiceal_fluid_collection", "ureteral_stone", "dilated_small_bowel_loops",
         "pneumoperitoneum_ct"] + KID_N + GB_N + PANC_N)],
    "Acute appendicitis",
    ["Other acute appendicitis without perforation or gangrene"],
    ["Laparoscopic appendectomy"],
    [("0DTJ4ZZ", "Resection of Appendix, Percutaneous Endoscopic Approach", 10)],
    micro={90039: ("MIXED BACTERIAL FLORA, CONSISTENT WITH CONTAMINATION", URINE_SPEC)},
))
