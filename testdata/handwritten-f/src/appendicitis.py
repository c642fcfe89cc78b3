"""Appendicitis, hadm 29500001-29500006.

29500001 typical   19M, community ED note: periumbilical pain moving to the RLQ; CT with appendicolith.
29500002 typical   34F, resident H&P with ROS: RLQ pain worse on the car ride, psoas sign; graded-compression US.
29500003 atypical  81M nursing-home transfer on apixaban: "not himself", fever; portable chest film and
                   noncontrast CT with a gas-containing collection and appendicolith (perforated, abscess).
29500004 atypical  26F at 23 weeks, triage note by a clinician writing English as a second language:
                   right upper abdominal pain; US (appendix not seen) then MRI with a cranially displaced appendix.
29500005 hard      45M sent from urgent care as a kidney stone (flank pain, blood on dipstick);
                   stone-protocol CT: no stone, retrocecal appendix inflamed.
29500006 hard      23F admitted overnight as a stomach bug (vomiting, loose stools, sick roommate);
                   pelvic appendix with tip inflammation on CT.
"""

from common import *  # noqa: F401,F403

ENCOUNTERS = []

# ---------------------------------------------------------------------------------------------
ENCOUNTERS.append(enc(
    29500001, "appendicitis", "typical",
    """
    19 y/o M college student c/o abd pain since last night ~2300. Started around belly button, dull,
    now moved to R lower side & sharp. +nausea, vomited x1 this AM. Not hungry, hasn't eaten since lunch
    yesterday. No diarrhea, last BM yesterday nl. Denies dysuria/hematuria. Felt warm, didn't check
    temp. No sick contacts. Never had this before.
    PMH: asthma as a kid, no inhalers in yrs
    PSH: none
    Meds: none. NKDA
    Soc: no tob, occ EtOH on weekends
    FHx: noncontrib
    """,
    ann(["abdominal_pain", "periumbilical_pain", "pain_migration_to_rlq", "rlq_pain", "nausea", "vomiting",
         "anorexia", "fever", "asthma_history", "alcohol_use"],
        ["diarrhea", "dysuria", "gross_hematuria", "sick_contacts", "previous_similar_episodes",
         "prior_abdominal_surgery", "smoker", "known_allergy"]),
    """
    VS: T 100.6 HR 104 BP 128/76 RR 18 SpO2 99% RA
    Gen: uncomfortable, lying still on stretcher
    HEENT: MMM
    CV: tachy, reg
    Lungs: CTA b/l
    Abd: soft, ND. TTP RLQ max at McBurney's, +Rovsing, +rebound RLQ, vol guarding. neg Murphy. No CVAT.
    GU: deferred
    Ext: wnl
    """,
    annv(vit(100.6, 104, 128, 18, 99),
         ["rlq_tenderness", "mcburney_point_tenderness", "rovsing_sign", "rebound_tenderness", "guarding"],
         ["distended_abdomen", "dehydration_signs", "murphy_sign", "cva_tenderness"]),
    merge(cbc(14.8, 15.1, 262, 84.0), bmp(138, 3.9, 101, 24, 14, 0.9, 104), lft(22, 25, 71, 1.0),
          lipase(28), crp(38.0), ua(sg=1.022, ket="TR", wbc=1, rbc=0)),
    [rpt("CT ABD & PELVIS WITH CONTRAST", "CT", "Abdomen", [
        ("INDICATION", "19M RLQ pain, fever, leukocytosis. eval for ____."),
        ("TECHNIQUE", "Axial images of abdomen and pelvis after 100 mL Omnipaque 350 IV. No oral contrast. "
                      "Coronal and sagittal reformats."),
        ("COMPARISON", "None."),
        ("FINDINGS", """
            Lung bases clear. Liver, spleen, pancreas, adrenals unremarkable. Gallbladder normal without stones.
            Kidneys enhance symmetrically, no hydronephrosis.
            The appendix is dilated to 12 mm with wall hyperenhancement and surrounding fat stranding. 7 mm
            appendicolith at the base. No periappendiceal fluid collection. No extraluminal gas.
            Small bowel normal caliber. Colon unremarkable. No free fluid. No lymphadenopathy. Bladder decompressed.
            No acute osseous abnormality.
            """),
        ("IMPRESSION", """
            1. Acute ____ with obstructing appendicolith. No abscess or perforation.
            2. No other acute process.
            """),
    ], ["dilated_appendix", "appendiceal_wall_enhancement", "periappendiceal_fat_stranding", "appendicolith"],
        GB_N + PANC_N + COLON_N + LIVER_CT_N + ["hydronephrosis", "periappendiceal_fluid_collection",
                                                 "appendiceal_perforation_signs", "dilated_small_bowel_loops",
                                                 "free_fluid_abdomen", "enlarged_mesenteric_lymph_nodes"])],
    "Acute appendicitis",
    ["Acute appendicitis with localized peritonitis, without perforation or gangrene"],
    ["Laparoscopic appendectomy"],
    [("0DTJ4ZZ", "Resection of Appendix, Percutaneous Endoscopic Approach", 10)],
))

# ---------------------------------------------------------------------------------------------
ENCOUNTERS.append(enc(
    29500002, "appendicitis", "typical",
    """
    Ms. ___ is a 34 year old G2P2 woman with no significant past medical history who presents with right
    lower quadrant abdominal pain x 1 day. She was in her usual state of health until yesterday afternoon
    when she noticed a vague ache low in her belly which she put down to something she ate. Overnight it
    became sharper and settled in the right lower quadrant. The car ride in was miserable, every bump in
    the road made it worse. She has had nausea but has not vomited, and has not wanted to eat anything
    today. Tmax at home 99.8. No diarrhea or constipation, last BM this morning. Denies vaginal discharge
    or bleeding. LMP ___, about two weeks ago, regular; she has a levonorgestrel IUD. Denies dysuria or
    frequency. No recent travel.
    ROS: Positive per HPI. Denies headache, chest pain, shortness of breath, cough. All other systems
    reviewed and negative.
    Past Medical History: None
    Past Surgical History: Cesarean section x2
    Social History: Lives with husband and 2 children, works as a dental hygienist. Never smoker.
    Occasional glass of wine.
    Family History: Mother with hypertension. No family history of IBD or colon cancer.
    Medications: multivitamin
    Allergies: Penicillin (rash)
    """,
    ann(["abdominal_pain", "rlq_pain", "pain_migration_to_rlq", "pain_worse_with_movement", "nausea", "anorexia",
         "multiparity",
         "prior_abdominal_surgery", "alcohol_use", "known_allergy"],
        ["vomiting", "diarrhea", "constipation", "vaginal_discharge", "vaginal_bleeding", "dysuria",
         "urinary_frequency", "recent_travel", "headache", "chest_pain", "dyspnea", "cough", "smoker",
         "family_history_ibd", "family_history_colon_malignancy", "fever_measured"]),
    """
    Vitals: T 99.4 F, HR 92, BP 118/72, RR 16, O2 sat 100% on room air
    General: Well-appearing woman lying on her side with knees drawn up, winces when she moves
    HEENT: Anicteric sclerae, mucous membranes moist
    Neck: supple
    Cardiac: Regular rate and rhythm, no murmurs
    Pulmonary: Clear bilaterally, no wheezes or crackles
    Abdomen: Soft, non-distended. Tender to palpation in RLQ with voluntary guarding. Rebound present in
    RLQ. Pain in RLQ with passive extension of the right hip. Rovsing negative. No tenderness in RUQ or LLQ.
    Normal bowel sounds.
    Pelvic: Normal external genitalia, IUD strings visualized, no discharge. No cervical motion tenderness.
    Mild right adnexal tenderness, no masses.
    Back: No CVA tenderness
    Extremities: warm, no edema
    """,
    annv(vit(99.4, 92, 118, 16, 100),
         ["rlq_tenderness", "guarding", "rebound_tenderness", "psoas_sign", "adnexal_tenderness"],
         ["ill_appearing", "jaundice", "dehydration_signs", "new_heart_murmur", "expiratory_wheezes", "crackles",
          "distended_abdomen", "rovsing_sign", "ruq_tenderness", "llq_tenderness", "hyperactive_bowel_sounds",
          "hypoactive_bowel_sounds", "cervical_motion_tenderness", "adnexal_mass", "cva_tenderness",
          "pitting_edema"]),
    merge(cbc(12.9, 12.8, 301, 79.0), bmp(139, 4.1, 104, 25, 11, 0.7, 96), hcg("NEG"), crp(22.0),
          ua(sg=1.018, wbc=3, rbc=2)),
    [rpt("US PELVIS TRANSABDOMINAL AND TRANSVAGINAL; US RLQ", "Ultrasound", "Abdomen", [
        ("CLINICAL HISTORY", "34F RLQ pain and tenderness. Eval appendix, ovaries."),
        ("FINDINGS", """
            Graded compression of the right lower quadrant demonstrates a blind-ending tubular structure arising
            from the cecum, 9 mm in diameter, which does not compress, with increased color Doppler flow in its
            wall and surrounding echogenic fat. Point tenderness with the transducer over this structure. No
            appendicolith is seen. The uterus measures 8.1 x 4.2 x 5.0 cm with an IUD appropriately positioned in
            the fundal endometrium. Endometrium 6 mm. Right ovary 3.1 x 2.0 x 2.2 cm, left ovary 2.8 x 1.9 x 2.0 cm,
            both with normal follicles and normal arterial and venous Doppler waveforms. No adnexal mass. Trace
            free fluid in the cul-de-sac, likely physiologic.
            """),
        ("IMPRESSION", "Noncompressible hyperemic 9 mm appendix with surrounding echogenic fat, consistent with "
                       "____. Normal ovaries."),
    ], ["dilated_appendix", "noncompressible_appendix", "appendiceal_wall_hyperemia", "echogenic_periappendiceal_fat",
        "free_pelvic_fluid"],
        ["appendicolith", "enlarged_ovary", "absent_ovarian_flow", "ovarian_cyst_lesion", "extrauterine_adnexal_mass"])],
    "Acute appendicitis",
    ["Acute appendicitis with localized peritonitis, without perforation or gangrene"],
    ["Laparoscopic appendectomy"],
    [("0DTJ4ZZ", "Resection of Appendix, Percutaneous Endoscopic Approach", 10)],
))

# ---------------------------------------------------------------------------------------------
ENCOUNTERS.append(enc(
    29500003, "appendicitis", "atypical",
    """
    81M from ___ nursing facility (hx dementia, baseline oriented to self, ambulates w/ walker), sent in
    for "not himself" x2 days. Per NH RN: eating much less, sleepier than usual, temp 100.9 last night,
    one episode of emesis today. Pt himself says his "belly hurts", cannot say where or for how long. No
    diarrhea per staff, last BM 2 days ago. Urine per staff darker than usual. No cough noted.
    PMH: Dementia, CAD s/p PCI x2 (___), AFib, CKD stage 3, BPH, HTN, HLD
    PSH: TURP (___), R inguinal hernia repair remote
    Meds: apixaban 2.5 bid, metoprolol succinate, atorvastatin, tamsulosin, donepezil, lisinopril
    SH: former smoker 40 pk-yr, quit 1990s. No EtOH.
    FH: unable to obtain
    """,
    ann(["drowsiness", "fever_measured", "vomiting", "abdominal_pain", "dark_urine", "reduced_mobility",
         "coronary_artery_disease_history", "atrial_fibrillation_history", "ckd_history",
         "prostatic_enlargement_history", "hypertension_history", "hyperlipidemia_history", "anticoagulant_use",
         "raas_blocker_use", "prior_abdominal_surgery", "hernia_history", "former_smoker"],
        ["diarrhea", "cough", "alcohol_use"]),
    """
    T 38.4 HR 112 irreg BP 104/58 RR 22 SpO2 95% RA
    Elderly man, appears ill, dry mucous membranes. Oriented to self only (baseline per NH). Irregularly
    irregular, tachy. Faint bibasilar crackles. Abdomen mildly distended, diffusely tender but most tender in
    RLQ where there is a vague fullness, guarding there, no rigidity, bowel sounds hypoactive. Healed R groin
    scar, no hernia. No CVAT. Rectal: brown stool, guaiac neg. Trace bilateral LE edema.
    """,
    annv(vit(38.4, 112, 104, 22, 95),
         ["ill_appearing", "dehydration_signs", "altered_mental_status_sign", "irregularly_irregular_pulse",
          "crackles", "bibasilar_crackles", "distended_abdomen", "diffuse_abdominal_tenderness", "rlq_tenderness",
          "rlq_fullness", "guarding", "hypoactive_bowel_sounds", "prior_abdominal_surgery"],
         ["abdominal_rigidity", "irreducible_tender_bulge", "cva_tenderness", "guaiac_positive_stool"]),
    merge(cbc(16.4, 12.1, 188, 82.0, bands=6.0), bmp(134, 5.2, 99, 19, 38, 1.9, 142), lactate(2.6),
          lft(18, 24, 80, 1.1, alb=3.0), lipase(35), coags(15.8, 1.4, 33.0),
          ua(color="Amber", app="Hazy", sg=1.028, prot="30", ket="10", wbc=4, rbc=3, epi=0)),
    [rpt("CHEST (PORTABLE AP)", "Radiograph", "Chest", [
        ("INDICATION", "81M fever, AMS. r/o PNA"),
        ("COMPARISON", "___"),
        ("FINDINGS", """
            Single portable AP view. Low lung volumes. Bibasilar linear opacities most consistent with
            atelectasis. No focal consolidation. No pleural effusion or pneumothorax. Heart size top normal,
            coronary stents noted. No free air beneath the diaphragms on this semi-upright image.
            """),
        ("IMPRESSION", "No pneumonia."),
    ], [], ["lobar_consolidation", "cardiomegaly", "free_air_under_diaphragm", "free_air_on_radiograph"] + EFF),
     rpt("CT ABDOMEN AND PELVIS WITHOUT CONTRAST", "CT", "Abdomen", [
        ("INDICATION", "___ year old man from nursing home with fever, leukocytosis, abdominal tenderness; "
                       "renal insufficiency, no IV contrast."),
        ("TECHNIQUE", "Helical MDCT of the abdomen and pelvis without intravenous or oral contrast. "
                      "Multiplanar reformats."),
        ("DOSE", "DLP 612 mGy-cm"),
        ("COMPARISON", "CT abdomen ___ (4 years prior)."),
        ("FINDINGS", None),
        ("LOWER CHEST", "Dependent atelectasis. Small right pleural effusion. Coronary artery calcifications and stents."),
        ("HEPATOBILIARY", "Unenhanced liver unremarkable. Gallbladder contains a few small calcified stones, no "
                          "pericholecystic stranding. No biliary dilatation."),
        ("PANCREAS", "Atrophic, otherwise unremarkable."),
        ("SPLEEN", "Normal."),
        ("ADRENALS", "Left adrenal nodule 1.4 cm, -5 HU, adenoma, unchanged."),
        ("KIDNEYS", "Bilateral cortical thinning. Simple-appearing 2.2 cm cyst left lower pole. No "
                    "hydronephrosis or stones."),
        ("GI TRACT", """
            In the right lower quadrant there is a 4.1 x 3.2 cm fluid and gas containing collection abutting the
            cecal tip, surrounded by inflammatory stranding. A 9 mm calcified appendicolith lies within it. The
            appendix is only partially seen, its proximal portion thick-walled. Adjacent small bowel loops are
            mildly dilated to 3.0 cm, likely reactive ileus; no discrete transition point. Sigmoid diverticulosis
            without inflammation.
            """),
        ("PERITONEUM", "A little free fluid in the pelvis. Outside the collection there is no free "
                       "intraperitoneal air."),
        ("VASCULAR", "Dense aortoiliac calcification. Infrarenal aorta 2.9 cm."),
        ("PELVIS", "Prostate enlarged with post-TURP defect. Bladder unremarkable."),
        ("BONES", "Multilevel degenerative change. Old healed L1 compression deformity."),
        ("IMPRESSION", """
            1. Right lower quadrant 4.1 cm collection containing gas and an appendicolith, compatible with
            perforated ____ with abscess.
            2. Mild dilation of adjacent small bowel, likely reactive.
            3. Cholelithiasis without CT evidence of acute inflammation.
            4. Small right pleural effusion.
            """),
    ], EFF + ["coronary_artery_calcification", "gallstones", "periappendiceal_fluid_collection", "appendicolith",
              "appendiceal_perforation_signs", "periappendiceal_fat_stranding", "dilated_small_bowel_loops",
              "colonic_diverticula", "free_pelvic_fluid", "enlarged_prostate_imaging",
              "vertebral_compression_fracture"],
        DUCT_N + COLON_N + ["pericholecystic_fat_stranding", "hydronephrosis", "renal_calculus", "transition_point",
                            "pneumoperitoneum_ct"])],
    "Perforated appendicitis with periappendiceal abscess",
    ["Acute appendicitis with perforation, localized peritonitis, and gangrene, with abscess",
     "Unspecified atrial fibrillation", "Chronic kidney disease, stage 3 unspecified",
     "Unspecified dementia, unspecified severity, without behavioral disturbance, psychotic disturbance, mood "
     "disturbance, and anxiety"],
    ["CT-guided percutaneous drainage of right lower quadrant abscess"],
    [("0W9G30Z", "Drainage of Peritoneal Cavity with Drainage Device, Percutaneous Approach", 10)],
    micro={90201: ("No growth", BLOOD_SPEC), 90039: ("No growth", URINE_SPEC)},
))

# ---------------------------------------------------------------------------------------------
ENCOUNTERS.append(enc(
    29500004, "appendicitis", "atypical",
    """
    Patient is 26 years old woman G1P0 at 23w2d by early ultrasound, she is coming to triage because of
    pain in right side of the abdomen since from yesterday evening. Pain was first in the middle of stomach
    and after it went to the right side, more to the upper right side under the ribs. She is vomiting two
    times, she cannot eat since yesterday. In night she was feeling hot and having chills. No vaginal
    bleeding, no leaking of fluid, baby is moving good. No contractions she is feeling. Urination is
    normal, no burning. No diarrhea. Pregnancy until now without problem, anatomy scan was normal.
    PMH: nothing
    PSH: nothing
    Medication: prenatal vitamin
    Allergy: no
    Social: married, not smoking, no alcohol in pregnancy
    Family: mother has diabetes
    """,
    ann(["pregnancy", "nulliparity", "abdominal_pain", "ruq_pain", "vomiting", "fever", "chills",
         "family_history_diabetes"],
        ["vaginal_bleeding", "dysuria", "diarrhea", "prior_abdominal_surgery", "smoker", "alcohol_use",
         "known_allergy"]),
    """
    Vital: Temp 37.9, pulse 108, BP 112/64, resp 18, sat 99%.
    General she look uncomfortable but not toxic. Heart tachycardic, regular. Lungs clear.
    Abdomen: gravid, fundus at umbilicus, uterus is soft and not tender, no contraction palpable. There is
    tenderness in right flank and right upper abdomen, more lateral than the gallbladder point, with
    guarding. Murphy sign is equivocal. Rebound is not present. No CVA tenderness on left side, mild on right
    side. FHR 150 by doppler.
    Speculum: cervix closed, no blood, no fluid.
    Extremities: no edema.
    """,
    annv(vit(37.9, 108, 112, 18, 99),
         ["pregnancy", "ruq_tenderness", "guarding", "cva_tenderness", "closed_cervical_os"],
         ["ill_appearing", "uterine_tenderness", "rebound_tenderness", "blood_in_vaginal_vault", "pitting_edema"]),
    merge(cbc(15.6, 11.2, 244, 86.0), bmp(136, 3.7, 105, 21, 7, 0.5, 88), lft(19, 22, 140, 0.6), lipase(30),
          crp(61.0), ua(sg=1.025, ket="40", le="TR", wbc=6, rbc=1, epi=4)),
    [rpt("US ABD LIMIT, SINGLE ORGAN", "Ultrasound", "Abdomen", [
        ("INDICATION", "23 wks pregnant, RUQ/R flank pain, vomiting. GB? appendix?"),
        ("FINDINGS", """
            Gallbladder: No stones or sludge. Wall 2 mm. Sonographic Murphy sign negative.
            CBD: 3 mm.
            Liver: Normal echotexture, no focal lesion.
            Right kidney: 11.8 cm. Mild hydronephrosis.
            RLQ: The appendix is not visualized; limited by the gravid uterus.
            """),
        ("IMPRESSION", "Normal gallbladder. Mild right hydronephrosis, probably physiologic in pregnancy. "
                       "Appendix not seen; MRI can be obtained if clinically indicated."),
    ], ["hydronephrosis"],
        GB_N + LIVER_US_N + ["sonographic_murphy_sign", "gallbladder_sludge", "cbd_dilation"]),
     rpt("MR ABDOMEN AND PELVIS W/O CONTRAST", "MRI", "Abdomen", [
        ("INDICATION", "Pregnant patient at 23 weeks with right sided abdominal pain, leukocytosis, appendix not "
                       "seen on US."),
        ("TECHNIQUE", "Multiplanar single-shot T2, T2 fat-saturated, T1 in- and opposed-phase and diffusion "
                      "weighted imaging at 1.5 Tesla. No gadolinium was given."),
        ("FINDINGS", """
            Single intrauterine gestation. The appendix is displaced cranially by the gravid uterus and lies in the
            right mid abdomen lateral to the ascending colon, at the level of the lower pole of the right kidney. It
            measures up to 10 mm in diameter, with a thickened T2-hyperintense wall, restricted diffusion, and
            high T2 signal edema in the surrounding fat. No drainable periappendiceal collection. No
            appendicolith identified, though small stones may be occult on MRI.
            Gallbladder normal. No biliary dilation. Mild right hydroureteronephrosis to the pelvic brim,
            typical of pregnancy. Both ovaries normal in size and signal. Small amount of free fluid in the right
            paracolic gutter.
            """),
        ("IMPRESSION", "Dilated inflamed appendix in the right mid abdomen (displaced by the uterus), "
                       "consistent with ____. No abscess."),
    ], ["dilated_appendix", "periappendiceal_fat_stranding", "hydronephrosis", "free_fluid_abdomen"],
        GB_N + DUCT_N + ["periappendiceal_fluid_collection", "enlarged_ovary", "ovarian_cyst_lesion"])],
    "Acute appendicitis in pregnancy, second trimester",
    ["Diseases of the digestive system complicating pregnancy, second trimester", "Unspecified acute appendicitis",
     "23 weeks gestation of pregnancy"],
    ["Laparoscopic appendectomy"],
    [("0DTJ4ZZ", "Resection of Appendix, Percutaneous Endoscopic Approach", 10)],
))

# ---------------------------------------------------------------------------------------------
ENCOUNTERS.append(enc(
    29500005, "appendicitis", "hard",
    """
    Transfer from ___ Urgent Care. UC note: "45 yo M R flank pain since this AM, dip +blood, likely
    nephrolithiasis, pain not controlled with ketorolac IM, sent for CT/urology."
    In ED pt describes pain "in my side and back" on the right, started ~20 hrs ago as a general uneasy
    feeling in his stomach, now constant in the R flank, does not come in waves, does not go to the groin.
    Nauseated, no vomiting. Decreased appetite. No fevers at home. Denies dysuria or blood in urine. Never
    had a kidney stone, never had pain like this before.
    PMH: HTN, obesity, GERD
    PSH: none
    Meds: amlodipine, omeprazole
    SH: long-haul truck driver. 1/2 ppd. beer on weekends.
    FH: father w/ kidney stones
    """,
    ann(["flank_pain", "back_pain", "prolonged_constant_pain", "nausea", "anorexia", "hypertension_history",
         "obesity", "smoker", "alcohol_use"],
        ["colicky_abdominal_pain", "pain_radiating_to_groin", "vomiting", "fever", "dysuria", "gross_hematuria",
         "kidney_stone_history", "previous_similar_episodes", "prior_abdominal_surgery"]),
    """
    VS 99.9  98  152/94  18  98%RA
    GEN: OBESE M, UNCOMFORTABLE, NOT WRITHING
    ABD: OBESE, SOFT. TENDER R FLANK AND RLQ, NO REBOUND. PAIN IN RLQ WHEN R HIP FLEXED AGAINST RESISTANCE.
    NO McBURNEY PT TTP. MILD GUARDING R LATERAL ABD.
    BACK: NO CVAT BILAT
    GU: NO TESTICULAR TTP, NO HERNIA
    SKIN: WARM DRY
    """,
    annv(vit(99.9, 98, 152, 18, 98),
         ["obesity", "rlq_tenderness", "psoas_sign", "guarding"],
         ["writhing_in_pain", "rebound_tenderness", "mcburney_point_tenderness", "cva_tenderness",
          "tender_swollen_testis", "irreducible_tender_bulge"]),
    merge(cbc(13.2, 15.8, 245, 81.0), bmp(137, 4.0, 101, 26, 16, 1.1, 118), lft(31, 28, 77, 1.4), lipase(40),
          ua(sg=1.020, le="TR", wbc=6, rbc=8, epi=0)),
    [rpt("CT ABDOMEN/PELVIS W/O CONTRAST - RENAL STONE PROTOCOL", "CT", "Abdomen", [
        ("CLINICAL HISTORY", "R flank pain, hematuria. ?stone"),
        ("TECHNIQUE", "Low-dose axial CT abd/pelvis, no contrast. Coronal reformats."),
        ("FINDINGS", """
            No renal calculi. No hydronephrosis or hydroureter on either side. No calculus along the course of
            either ureter; bladder decompressed, no stone at the UVJ. Pelvic phleboliths.
            Retrocecal appendix distended to 11 mm, coursing superiorly behind the cecum toward the inferior pole of
            the right kidney, with surrounding fat stranding extending into the anterior pararenal space. No
            appendicolith. No periappendiceal abscess or extraluminal air.
            Mild hepatic steatosis. Gallbladder, spleen, pancreas unremarkable on noncontrast exam. Small
            fat-containing umbilical hernia. Lung bases: no effusion.
            """),
        ("IMPRESSION", "No urolithiasis. Findings c/w retrocecal ____, surgical consultation recommended. "
                       "Discussed with Dr. ___ at ___."),
    ], ["dilated_appendix", "periappendiceal_fat_stranding", "umbilical_fascial_defect"],
        GB_N + PANC_N + EFF + ["renal_calculus", "hydronephrosis", "ureteral_stone", "appendicolith",
                               "periappendiceal_fluid_collection", "appendiceal_perforation_signs"])],
    "Acute appendicitis (retrocecal)",
    ["Other acute appendicitis without perforation or gangrene", "Essential (primary) hypertension"],
    ["Laparoscopic appendectomy"],
    [("0DTJ4ZZ", "Resection of Appendix, Percutaneous Endoscopic Approach", 10)],
))

# ---------------------------------------------------------------------------------------------
ENCOUNTERS.append(enc(
    29500006, "appendicitis", "hard",
    """
    NIGHT FLOAT ADMISSION NOTE
    CC: vomiting/diarrhea
    HPI: 23F, no sig PMH, p/w 1 day of N/V and loose stools. Roommate had a "stomach bug" last week. Onset
    yesterday evening w/ crampy lower abdominal pain, then vomiting (~5x, nonbloody, nonbilious) and 3-4
    small loose BMs, no blood. Subjective fevers/chills overnight. Unable to keep fluids down. In ED got 2L
    NS + ondansetron with improvement in nausea but persistent lower abd pain, now mostly R sided and
    suprapubic, painful to walk. ED plan was admit to medicine for IVF/antiemetics.
    Denies dysuria, frequency. LMP 3 wk ago. Sexually active w/ 1 male partner, condoms, no vaginal
    discharge. No recent travel, no suspicious food, no recent abx.
    ROS: 10 pt ROS neg except above.
    PMH: none. PSH: none. Meds: OCP. All: NKDA
    Soc: grad student, no tob, social EtOH, no drugs
    FHx: NC
    """,
    ann(["nausea", "vomiting", "diarrhea", "sick_contacts", "abdominal_cramping", "abdominal_pain", "rlq_pain",
         "suprapubic_pain", "pain_worse_with_movement", "fever", "chills", "estrogen_use", "alcohol_use"],
        ["bilious_vomiting", "bloody_diarrhea", "dysuria", "urinary_frequency", "vaginal_discharge",
         "multiple_sexual_partners", "recent_travel", "suspect_food_exposure", "prior_abdominal_surgery",
         "smoker", "known_allergy"]),
    """
    T 98.9 -> 100.8 on recheck at 0200  HR 96-112  BP 108/66  RR 18  99% RA
    Gen: tired appearing, lying still
    HEENT: dry MM
    CV: RRR no m
    Resp: CTAB
    Abd: soft, mildly distended. Tender suprapubic and RLQ, R>L; not tender epigastrium or upper quadrants.
    +guarding RLQ, percussion tenderness RLQ. Hypoactive BS. Pressing LLQ gives her pain in the RLQ.
    Pelvic (by me w/ chaperone): no CMT, no adnexal masses, mild R adnexal region tenderness vs referred. No
    discharge.
    Ext: wwp
    """,
    annv(vv(vit(98.9), vit(100.8, 112, 108, 18, 99)),
         ["tired_appearance", "dehydration_signs", "distended_abdomen", "suprapubic_tenderness", "rlq_tenderness",
          "guarding", "rebound_tenderness", "hypoactive_bowel_sounds", "rovsing_sign"],
         ["new_heart_murmur", "epigastric_tenderness", "ruq_tenderness", "cervical_motion_tenderness",
          "adnexal_mass"]),
    merge(cbc(13.1, 13.0, 276, 82.0), bmp(136, 3.4, 102, 21, 15, 0.8, 92), lactate(1.4), hcg("NEG"),
          lft(14, 17, 62, 0.7), lipase(22),
          ua(sg=1.030, ket="80", prot="TR", le="TR", wbc=8, rbc=3, epi=6)),
    [rpt("CT ABD & PELVIS WITH CONTRAST", "CT", "Abdomen", [
        ("INDICATION", "___ F with vomiting, diarrhea, RLQ pain and fever, evaluate for colitis vs other."),
        ("TECHNIQUE", "MDCT through the abdomen and pelvis in the portal venous phase after 90 mL Omnipaque 350; "
                      "no oral contrast. Axial, coronal, sagittal reconstructions."),
        ("COMPARISON", "None available."),
        ("FINDINGS", None),
        ("LOWER THORAX", "Unremarkable."),
        ("ABDOMEN", "Liver, gallbladder, pancreas, spleen, adrenals and kidneys are unremarkable."),
        ("BOWEL", """
            Stomach and small bowel unremarkable; several loops of distal ileum contain fluid but are not dilated.
            The appendix is low-lying, in the pelvis, its tip extending over the right adnexa near the bladder dome.
            The proximal appendix is of normal caliber (5 mm). The distal half is dilated to 9 mm with mucosal
            hyperenhancement and adjacent fat stranding. No appendicolith. No wall defect. Colon normal, no colitis.
            """),
        ("PELVIS", "Small volume simple free fluid in the cul-de-sac. Uterus and ovaries within normal limits for "
                   "age; 2.1 cm corpus luteum right ovary."),
        ("LYMPH NODES", "Several prominent ileocolic mesenteric nodes up to 9 mm short axis, likely reactive."),
        ("IMPRESSION", "Distal (tip) ____ of a pelvic appendix, with a little adjacent free fluid. Remainder of "
                       "the bowel appears normal; no enterocolitis."),
    ], ["fluid_filled_bowel_loops", "dilated_appendix", "appendiceal_wall_enhancement",
        "periappendiceal_fat_stranding", "free_pelvic_fluid", "enlarged_mesenteric_lymph_nodes"],
        GB_N + PANC_N + KID_N + COLON_N + LIVER_CT_N + ["appendicolith", "appendiceal_perforation_signs",
                                                         "dilated_small_bowel_loops", "enlarged_ovary"])],
    "Acute appendicitis",
    ["Other acute appendicitis without perforation or gangrene"],
    ["Laparoscopic appendectomy"],
    [("0DTJ4ZZ", "Resection of Appendix, Percutaneous Endoscopic Approach", 10)],
    micro={90267: ("No Salmonella, Shigella, Campylobacter or E. coli O157:H7 found", ""),
           90039: ("MIXED BACTERIAL FLORA, CONSISTENT WITH CONTAMINATION", URINE_SPEC)},
))
