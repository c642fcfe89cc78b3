"""Cholecystitis, hadm 29500007-29500012.

29500007 typical   52F, community ED note: RUQ pain after a fried dinner, shorter attacks before; organ-header US.
29500008 typical   63M on insulin, surgical consultant's letter to the GP; CT (lodged neck stone) then US.
29500009 atypical  88F, advanced dementia, nursing-home transfer sheet: fever and low pressure, grimaces when
                   turned; portable chest film and CT with gangrenous wall changes; percutaneous drain.
29500010 atypical  57M renal transplant on tacrolimus/MMF/prednisone, bulleted transplant note: "indigestion";
                   US without stones (sludge, wall thickening) and HIDA without gallbladder filling.
29500011 hard      58M arrives as chest pressure with sweating, cardiac work-up negative, pain moves under
                   the right ribs; chest film and US.
29500012 hard      41F sent from urgent care as a failed outpatient kidney infection (right back pain, fever,
                   trace leukocytes); after sleeve gastrectomy; CT with normal kidneys, then US.
"""

from common import *  # noqa: F401,F403

ENCOUNTERS = []

# ---------------------------------------------------------------------------------------------
ENCOUNTERS.append(enc(
    29500007, "cholecystitis", "typical",
    """
    52 yo F w/ PMH obesity, HTN, DM2 (diet controlled) presents w/ RUQ pain x 14 hrs. Began ~1 hr after a
    fried fish dinner last night, constant since, goes through to the R shoulder blade. Vomited 3x,
    green. Felt feverish this AM. Two shorter episodes in the past few months, 1-2 hrs each after fatty food,
    went away on their own, never evaluated. Denies CP, SOB, diarrhea, dark urine, yellow skin.
    PMH: HTN, DM2, obesity, OSA on CPAP
    PSH: tubal ligation
    Meds: HCTZ, lisinopril
    All: sulfa
    SH: works at a bakery, no smoking, no alcohol
    FH: mother "had her gallbladder out"
    """,
    ann(["ruq_pain", "prolonged_constant_pain", "postprandial_pain_after_fatty_meal",
         "pain_radiating_to_right_scapula", "vomiting", "bilious_vomiting", "fever", "previous_similar_episodes",
         "pain_resolving_within_hours", "obesity", "hypertension_history", "diabetes_history", "thiazide_use",
         "raas_blocker_use", "known_allergy", "prior_abdominal_surgery"],
        ["chest_pain", "dyspnea", "diarrhea", "dark_urine", "yellow_skin_noticed", "smoker", "alcohol_use"]),
    """
    T 101.2  HR 106  BP 148/90  RR 20  SpO2 96% RA
    Obese woman, uncomfortable, nontoxic
    Sclera anicteric
    Lungs clear, no wheezes
    Heart reg, tachy
    Abd: obese, soft, ND; marked RUQ TTP w/ +Murphy's; mild epigastric TTP; no RLQ/LLQ tenderness; no rebound
    No CVAT
    """,
    annv(vit(101.2, 106, 148, 20, 96),
         ["obesity", "ruq_tenderness", "murphy_sign", "epigastric_tenderness"],
         ["ill_appearing", "jaundice", "expiratory_wheezes", "distended_abdomen", "rlq_tenderness", "llq_tenderness",
          "rebound_tenderness", "cva_tenderness"]),
    merge(cbc(13.6, 13.4, 312, 80.0), bmp(137, 3.6, 100, 25, 13, 0.8, 168), lft(58, 49, 122, 1.3, dbili=0.4),
          lipase(42)),
    [rpt("US ABDOMEN LIMITED (RUQ)", "Ultrasound", "Abdomen", [
        ("INDICATION", "RUQ pain, fever, +Murphy"),
        ("COMPARISON", "None"),
        ("FINDINGS", None),
        ("LIVER", "Diffusely increased echogenicity c/w fatty infiltration. No focal lesion. Flow in the main "
                  "portal vein is hepatopetal; the vein is patent."),
        ("BILE DUCTS", "CBD 4 mm. Intrahepatic ducts not dilated."),
        ("GALLBLADDER", "Distended, multiple mobile shadowing stones, largest 1.8 cm. Wall measures 5 mm "
                        "(thickened); a little pericholecystic fluid. Positive sonographic Murphy sign."),
        ("PANCREAS", "Head and body unremarkable, tail obscured by bowel gas."),
        ("RIGHT KIDNEY", "11.2 cm. No hydronephrosis."),
        ("IMPRESSION", "Cholelithiasis with gallbladder wall thickening, pericholecystic fluid and positive "
                       "sonographic Murphy sign, c/w acute ____. Hepatic steatosis."),
    ], ["gallbladder_distension", "gallstones", "gallbladder_wall_thickening", "pericholecystic_fluid",
        "sonographic_murphy_sign"],
        DUCT_N + LIVER_US_N + ["hydronephrosis"])],
    "Acute calculous cholecystitis",
    ["Calculus of gallbladder with acute cholecystitis without obstruction", "Type 2 diabetes mellitus without "
     "complications", "Essential (primary) hypertension"],
    ["Laparoscopic cholecystectomy"],
    [("0FT44ZZ", "Resection of Gallbladder, Percutaneous Endoscopic Approach", 10)],
))

# ---------------------------------------------------------------------------------------------
ENCOUNTERS.append(enc(
    29500008, "cholecystitis", "typical",
    """
    Dear Dr. ___,
    Thank you for asking me to see Mr. ___, a 63 year old gentleman with insulin-treated type 2 diabetes,
    whom I saw in the Emergency Department today. He tells me he has had pain under his right ribs for three
    days, which came on after a large meal at a family gathering and has not let up since. He has had fevers
    at home to 101.5 with rigors last night, and has been off his food with nausea, though he has not
    vomited. He has noticed his urine is a little darker. He had a similar but shorter attack last winter
    which settled by the next morning. He denies any change in the colour of his stools, itching, or weight
    loss.
    His past history includes type 2 diabetes (last HbA1c 8.9%), hypertension, hyperlipidaemia, and a
    myocardial infarction treated with a stent in ___. He has had no abdominal operations. He takes insulin
    glargine, metformin, aspirin, clopidogrel, atorvastatin and ramipril. He is a retired machinist, gave up
    smoking twenty years ago, and drinks alcohol only occasionally. His brother had gallstones.
    """,
    ann(["ruq_pain", "prolonged_constant_pain", "fever", "fever_measured", "chills", "nausea", "anorexia",
         "dark_urine", "previous_similar_episodes", "diabetes_history", "insulin_therapy", "metformin_use",
         "hypertension_history", "hyperlipidemia_history", "coronary_artery_disease_history", "raas_blocker_use",
         "nsaid_use", "former_smoker", "alcohol_use"],
        ["vomiting", "pale_stools", "itching", "weight_loss", "prior_abdominal_surgery"]),
    """
    On examination he was flushed and looked unwell: temperature 38.6 C, pulse 112, blood pressure 138/76,
    respiratory rate 20, saturations 97% on air. He was not jaundiced. His chest was clear. His abdomen was
    tender in the right upper quadrant with guarding and a positive Murphy's sign, and I could feel a tender
    rounded fullness beneath the right costal margin that moved with respiration, which I took to be the
    gallbladder. The remainder of the abdomen was soft. Bowel sounds were present.
    I have admitted him under our care for intravenous antibiotics and will plan laparoscopic surgery during
    this admission. With kind regards, ___
    """,
    annv(vit(38.6, 112, 138, 20, 97),
         ["ill_appearing", "flushing", "ruq_tenderness", "guarding", "murphy_sign", "palpable_gallbladder"],
         ["jaundice"]),
    merge(cbc(17.2, 14.1, 265, 83.0, bands=4.0), bmp(134, 4.6, 97, 21, 24, 1.3, 286),
          lft(88, 71, 160, 2.1, dbili=1.2, alb=3.4), lipase(51), lactate(1.9), {50852: 8.9},
          ua(sg=1.030, glu="500", ket="10")),
    [rpt("CT ABD & PELVIS WITH CONTRAST", "CT", "Abdomen", [
        ("INDICATION", "___ year old man with diabetes, RUQ pain, fever, leukocytosis. Evaluate for acute process."),
        ("TECHNIQUE", "Helical acquisition from the diaphragm to the symphysis after intravenous Omnipaque, "
                      "portal venous timing. No enteric contrast. Thin-section coronal and sagittal images "
                      "reconstructed."),
        ("DOSE", "CTDIvol 11.8 mGy; DLP 640 mGy-cm"),
        ("COMPARISON", "None."),
        ("FINDINGS", None),
        ("LOWER CHEST", "Mild bibasilar atelectasis. No pleural effusion."),
        ("HEPATOBILIARY", """
            The gallbladder is markedly distended (10.5 x 5.0 cm) with diffuse mural thickening and edema, stranding
            of the surrounding fat, and hyperenhancement of the adjacent hepatic parenchyma. Several layering
            hyperdense stones, one of which is lodged in the gallbladder neck. No gas in the gallbladder wall or
            lumen. No intra or extrahepatic bile duct dilatation. Liver otherwise normal.
            """),
        ("PANCREAS", "Normal enhancement, no peripancreatic stranding."),
        ("SPLEEN/ADRENALS", "Normal."),
        ("URINARY", "Kidneys enhance symmetrically; several subcentimeter hypodensities too small to characterize. "
                    "No hydronephrosis."),
        ("GI", "Normal appendix. Scattered colonic diverticula without surrounding inflammation. Small bowel is "
               "not dilated."),
        ("PELVIS", "Unremarkable."),
        ("VASCULAR", "Moderate atherosclerotic calcification."),
        ("BONES", "No suspicious lesion."),
        ("IMPRESSION", "Distended, thick-walled gallbladder with pericholecystic inflammatory change and a stone "
                       "in the neck, findings suggestive of acute ____. Ultrasound could be performed for "
                       "confirmation."),
    ], ["gallbladder_distension", "gallbladder_wall_thickening", "pericholecystic_fat_stranding", "gallstones",
        "impacted_gallbladder_neck_stone", "colonic_diverticula", "normal_caliber_appendix"],
        EFF + DUCT_N + PANC_N + APP_N + COLON_N + LIVER_CT_N + ["hydronephrosis", "dilated_small_bowel_loops"]),
     rpt("LIVER OR GALLBLADDER US (SINGLE ORGAN)", "Ultrasound", "Abdomen", [
        ("INDICATION", "CT suggestive of acute ____, confirm."),
        ("COMPARISON", "CT from the same day."),
        ("FINDINGS", """
            The gallbladder is distended and contains numerous stones and sludge, with an immobile 2.3 cm stone
            impacted in the neck. Wall thickened to 7 mm with a striated appearance. Pericholecystic fluid is
            present. Sonographic Murphy sign could not be assessed as the patient had received morphine. CBD
            5 mm. Liver normal in echotexture.
            """),
        ("IMPRESSION", "Findings compatible with acute calculous ____, with an impacted neck stone."),
    ], ["gallbladder_distension", "gallstones", "gallbladder_sludge", "impacted_gallbladder_neck_stone",
        "gallbladder_wall_thickening", "pericholecystic_fluid"],
        ["cbd_dilation"])],
    "Acute calculous cholecystitis",
    ["Calculus of gallbladder with acute cholecystitis without obstruction",
     "Type 2 diabetes mellitus with hyperglycemia", "Long term (current) use of insulin"],
    ["Laparoscopic cholecystectomy"],
    [("0FT44ZZ", "Resection of Gallbladder, Percutaneous Endoscopic Approach", 10)],
    micro={90201: ("No growth", BLOOD_SPEC)},
))

# ---------------------------------------------------------------------------------------------
ENCOUNTERS.append(enc(
    29500009, "cholecystitis", "atypical",
    """
    TRANSFER NOTE - ___ Nursing & Rehab -> ED
    Reason: fever 102.1, less responsive, BP 86/50 on facility vitals this evening.
    88 yo F, advanced dementia (nonverbal at baseline, bed to chair), CHF (EF 40%), DM2, AFib on warfarin,
    old CVA. Per facility ate < 25% of meals x 3 days, "grimacing when turned". No vomiting documented. No
    diarrhea. No Foley, incontinent in briefs. UA at facility 2 days ago "negative". No abdominal surgery in
    records.
    Meds: warfarin, furosemide 20 daily, metoprolol, insulin sliding scale, donepezil, senna
    Code status: DNR/DNI, ok for procedures per HCP (daughter).
    """,
    ann(["fever", "fever_measured", "hypotension", "prior_heart_failure", "reduced_ejection_fraction", "diabetes_history", "atrial_fibrillation_history",
         "anticoagulant_use", "diuretic_use", "insulin_therapy", "reduced_mobility", "pain_worse_with_movement"],
        ["vomiting", "diarrhea", "indwelling_catheter", "prior_abdominal_surgery"]),
    """
    T 38.9 R  HR 118 irreg  BP 92/48 after 1L  RR 24  SpO2 93% 2L
    GEN: cachectic elderly woman, eyes open to voice, moaning, does not follow commands
    HEENT: dry mucosa, sclerae faintly icteric
    CHEST: coarse BS bilat, few crackles R base
    CV: irreg irreg, tachy, 2/6 SEM
    ABD: soft, not distended. Grimaces and pulls away on palpation of RUQ; ?fullness RUQ. Rest of abdomen
    without apparent tenderness. BS hypoactive.
    EXT: 1+ pitting edema bilat to shins. Sacral stage 2 ulcer.
    NEURO: nonverbal, moves all ext
    """,
    annv(vit(38.9, 118, 92, 24, 93),
         ["cachexia", "altered_mental_status_sign", "dehydration_signs", "jaundice", "crackles", "focal_crackles",
          "irregularly_irregular_pulse", "ruq_tenderness", "hypoactive_bowel_sounds", "pitting_edema"],
         ["distended_abdomen"]),
    merge(cbc(21.4, 10.9, 142, 84.0, bands=8.0), bmp(131, 5.4, 96, 17, 52, 1.9, 212), lactate(3.4),
          lft(96, 142, 288, 3.1, dbili=2.2, alb=2.4), lipase(60), coags(31.2, 2.9, 41.0), trop(0.04),
          ua(color="Amber", app="Hazy", sg=1.024, prot="30", bili="SM", urobil="2", wbc=3, rbc=2, epi=1)),
    [rpt("CHEST (PORTABLE AP)", "Radiograph", "Chest", [
        ("INDICATION", "Sepsis, source?"),
        ("FINDINGS", "Portable AP semi-upright view. Enlarged cardiac silhouette. Mild pulmonary vascular "
                     "congestion. Small bilateral pleural effusions with basilar opacities, likely atelectasis "
                     "though infection cannot be excluded. No pneumothorax."),
    ], ["cardiomegaly", "pulmonary_vascular_congestion"] + EFF, []),
     rpt("CT A/P W/ IV CONTRAST", "CT", "Abdomen", [
        ("CLINICAL HISTORY", "88F sepsis, unknown source, RUQ tenderness."),
        ("TECHNIQUE", "Contiguous axial images abdomen/pelvis after IV contrast; multiplanar reformats."),
        ("COMPARISON", "None."),
        ("FINDINGS", """
            Gallbladder distended with a markedly thickened wall showing irregular, discontinuous mucosal enhancement
            and intraluminal linear membranes; stranding of the surrounding fat and a small amount of pericholecystic
            fluid. Multiple gallstones. No gas in the wall or lumen. CBD prominent at 8 mm, tapering smoothly, no
            stone identified within it. No intrahepatic ductal dilatation.
            Small bilateral pleural effusions with compressive atelectasis. Cardiomegaly. Kidneys small and
            atrophic, no hydronephrosis. Fatty pancreas. Extensive colonic diverticulosis, no diverticulitis.
            Moderate stool burden. Bladder unremarkable. Osteopenia with chronic T12 and L2 compression fractures.
            """),
        ("IMPRESSION", """
            1. Findings concerning for gangrenous ____.
            2. Small bilateral effusions.
            """),
    ], ["gallbladder_distension", "gallbladder_wall_thickening", "gangrenous_gallbladder_changes",
        "pericholecystic_fat_stranding", "pericholecystic_fluid", "gallstones", "cbd_dilation", "cardiomegaly",
        "small_kidneys", "colonic_diverticula", "fecal_loading_colon", "vertebral_compression_fracture"] + EFF,
        COLON_N + ["common_bile_duct_stone", "intrahepatic_biliary_dilation", "hydronephrosis"])],
    "Acute gangrenous cholecystitis; sepsis",
    ["Calculus of gallbladder with acute cholecystitis without obstruction", "Sepsis, unspecified organism",
     "Severe sepsis with septic shock", "Unspecified atrial fibrillation", "Long term (current) use of anticoagulants"],
    ["Percutaneous cholecystostomy tube placement (interventional radiology)"],
    [("0F9430Z", "Drainage of Gallbladder with Drainage Device, Percutaneous Approach", 10)],
    micro={90201: ("ESCHERICHIA COLI", BLOOD_SPEC), 90039: ("No growth", URINE_SPEC)},
))

# ---------------------------------------------------------------------------------------------
ENCOUNTERS.append(enc(
    29500010, "cholecystitis", "atypical",
    """
    57 y/o man with DDRT (___, for IgA nephropathy) on tacro/MMF/pred, post-transplant DM, presenting with 4
    days of "indigestion" and vague upper abdominal discomfort, R > L, worse after meals, with nausea and
    poor appetite. Low grade temps at home, Tmax 99.9. No vomiting. No jaundice noticed. No change in stool
    or urine. Admitted 3 wks ago for CMV viremia, now on valganciclovir.
    - Denies chest pain, dyspnea, cough
    - Denies dysuria, decreased UOP
    - No sick contacts
    PMH:
    - ESRD 2/2 IgA nephropathy, s/p DDRT ___, baseline Cr 1.4
    - Post-transplant DM on insulin
    - HTN
    - CMV viremia (___)
    PSH: DDRT; L arm AV fistula
    Meds: tacrolimus, mycophenolate, prednisone 5 mg, valganciclovir, insulin glargine/lispro, amlodipine,
    TMP-SMX ppx
    Social: married, accountant, never smoked, no alcohol
    Family: non-contributory
    """,
    ann(["abdominal_pain", "ruq_pain", "nausea", "anorexia", "fever", "immunosuppression",
         "chronic_glucocorticoid_use", "diabetes_history", "insulin_therapy", "hypertension_history", "ckd_history",
         "prior_abdominal_surgery"],
        ["fever_measured", "vomiting", "yellow_skin_noticed", "chest_pain", "dyspnea", "cough", "dysuria",
         "decreased_urine_output", "sick_contacts", "smoker", "alcohol_use"]),
    """
    VS: 37.6  96  134/82  16  98% RA
    - Gen: NAD, cushingoid facies
    - HEENT: anicteric, MMM
    - Abd: well-healed RLQ transplant incision, graft nontender. Mild-moderate tenderness RUQ, Murphy's
    equivocal, no rebound, no guarding. Non-distended. BS normal.
    - Ext: no edema. L arm AVF with thrill.
    """,
    annv(vit(37.6, 96, 134, 16, 98),
         ["moon_facies", "ruq_tenderness", "prior_abdominal_surgery"],
         ["jaundice", "dehydration_signs", "rebound_tenderness", "guarding", "distended_abdomen",
          "hyperactive_bowel_sounds", "hypoactive_bowel_sounds", "pitting_edema"]),
    merge(cbc(9.8, 11.6, 168, 82.0, lymph=6.0, mono=9.0), bmp(138, 4.9, 106, 20, 31, 1.8, 188),
          lft(64, 52, 198, 1.4, dbili=0.6, ggt=240), lipase(44), crp(96.0), lactate(1.2), ua(sg=1.012, glu="100")),
    [rpt("ULTRASOUND ABDOMEN LIMITED, RUQ", "Ultrasound", "Abdomen", [
        ("FINDINGS", """
            Liver normal in size and echogenicity without focal lesion. The gallbladder is distended, measuring
            11.2 x 4.6 cm, and filled with echogenic layering sludge; no shadowing stones are seen. The wall is
            thickened and striated, 6 mm, with a thin rim of pericholecystic fluid. Sonographic Murphy's sign is
            equivocal. Common duct 4 mm. No intrahepatic ductal dilatation. Visualized pancreatic head
            unremarkable. Right native kidney small and echogenic.
            """),
        ("IMPRESSION", "Distended, sludge-filled gallbladder with wall thickening and pericholecystic fluid, without "
                       "stones. Acalculous ____ is possible; HIDA may help."),
    ], ["gallbladder_distension", "gallbladder_sludge", "gallbladder_wall_thickening", "pericholecystic_fluid",
        "small_kidneys", "echogenic_kidneys"],
        DUCT_N + LIVER_US_N + ["gallstones"]),
     rpt("HEPATOBILIARY SCAN", "HIDA", "Abdomen", [
        ("INDICATION", "?acalculous ____, renal transplant recipient, immunosuppressed."),
        ("RADIOPHARMACEUTICAL DATA", "5.2 mCi Tc-99m mebrofenin IV."),
        ("FINDINGS", """
            Prompt, homogeneous hepatic uptake. By 25 minutes tracer has reached the common bile duct and the
            small bowel. The gallbladder is not visualized at 60 minutes. Morphine 2 mg IV was given at 60 minutes and
            imaging continued for a further 30 minutes; the gallbladder still did not fill.
            """),
        ("IMPRESSION", "Nonvisualization of the gallbladder despite morphine augmentation, consistent with cystic "
                       "duct obstruction / acute ____ in the appropriate clinical setting."),
    ], ["gallbladder_nonvisualization_hida"], [])],
    "Acute acalculous cholecystitis in renal transplant recipient",
    ["Acute cholecystitis", "Kidney transplant status", "Long term (current) use of systemic steroids"],
    ["Laparoscopic cholecystectomy"],
    [("0FT44ZZ", "Resection of Gallbladder, Percutaneous Endoscopic Approach", 10)],
    micro={90201: ("No growth", BLOOD_SPEC)},
))

# ---------------------------------------------------------------------------------------------
ENCOUNTERS.append(enc(
    29500011, "cholecystitis", "hard",
    """
    58M hx HTN, HLD, smoker, FHx early CAD, BIBEMS with "chest pressure" since 3 am. Woke him from sleep.
    Substernal/lower chest, "like a band", with sweating and nausea, vomited once. ASA 324 given by EMS. Pain
    not changed by exertion (walked to bathroom), not pleuritic. No SOB. Two weeks ago had a milder version
    after a heavy dinner, lasted about an hour, blamed it on heartburn.
    Cardiology consulted given risk factors: ECG NSR 84 without ST changes, troponin <0.01 x2 three hours apart.
    After the negative cardiac w/u the pain persisted and he now puts it "under my right ribs".
    PMH: HTN, HLD, GERD
    PSH: R inguinal hernia repair w/ mesh
    Meds: lisinopril, atorvastatin, omeprazole prn
    SH: 1 ppd x 35 yr. 2-3 beers/day.
    FH: father MI at 52.
    """,
    ann(["chest_pain", "sweating", "nausea", "vomiting", "previous_similar_episodes", "pain_resolving_within_hours",
         "ruq_pain", "hypertension_history", "hyperlipidemia_history", "smoker", "alcohol_use", "family_history_cad",
         "raas_blocker_use", "prior_abdominal_surgery", "hernia_history"],
        ["exertional_chest_pain", "pleuritic_chest_pain", "dyspnea", "ecg_st_elevation", "ecg_st_depression"]),
    """
    BP 162/94, P 102, RR 18, T 37.8, SpO2 98%
    Diaphoretic middle-aged man, uncomfortable.
    Neck: no JVD
    Heart: RRR, no murmur/rub/gallop
    Lungs: clear, no rales
    Abd: soft, non-distended. Tender RUQ; catches his breath and stops inspiring on deep palpation under the R
    costal margin. No epigastric tenderness. No pulsatile mass.
    Ext: no calf tenderness, no edema, pulses 2+ symmetric
    """,
    annv(vit(37.8, 102, 162, 18, 98),
         ["diaphoretic", "ruq_tenderness", "murphy_sign"],
         ["jugular_venous_distension", "new_heart_murmur", "pericardial_friction_rub", "s3_gallop", "s4_gallop",
          "crackles", "distended_abdomen", "epigastric_tenderness", "calf_tenderness", "pitting_edema"]),
    merge(cbc(12.4, 15.2, 230, 78.0), bmp(140, 4.2, 103, 27, 15, 1.0, 121), lft(46, 38, 98, 1.8, dbili=0.6),
          lipase(38), trop("<0.01")),
    [rpt("CHEST (PA & LAT)", "Radiograph", "Chest", [
        ("INDICATION", "Chest pain."),
        ("FINDINGS", "The lungs are clear. No effusion. Normal heart size. Mediastinal contours normal. No free "
                     "air under the diaphragm."),
        ("IMPRESSION", "No acute cardiopulmonary process."),
    ], [], EFF + ["lobar_consolidation", "cardiomegaly", "free_air_under_diaphragm", "free_air_on_radiograph"]),
     rpt("US ABDOMEN RUQ", "Ultrasound", "Abdomen", [
        ("INDICATION", "58M RUQ pain after negative ACS w/u"),
        ("COMPARISON", "CT abdomen ___ (5 years prior), which showed cholelithiasis."),
        ("FINDINGS", """
            Liver: Normal.
            Gallbladder: Multiple stones up to 2.1 cm, one immobile in the neck. Wall thickening 6 mm. No
            pericholecystic fluid. Positive sonographic Murphy's sign.
            Bile ducts: CBD 5 mm. No intrahepatic dilatation.
            Pancreas: Not well seen.
            Right kidney: Normal.
            Ascites: None.
            """),
        ("IMPRESSION", "Acute calculous ____."),
    ], ["gallstones", "impacted_gallbladder_neck_stone", "gallbladder_wall_thickening", "sonographic_murphy_sign"],
        DUCT_N + LIVER_US_N + KID_N + ["pericholecystic_fluid", "simple_ascites", "free_fluid_abdomen"])],
    "Acute calculous cholecystitis",
    ["Calculus of gallbladder with acute cholecystitis without obstruction", "Chest pain, unspecified",
     "Nicotine dependence, cigarettes, uncomplicated"],
    ["Laparoscopic cholecystectomy"],
    [("0FT44ZZ", "Resection of Gallbladder, Percutaneous Endoscopic Approach", 10)],
))

# ---------------------------------------------------------------------------------------------
ENCOUNTERS.append(enc(
    29500012, "cholecystitis", "hard",
    """
    41 yo F sent from urgent care "for IV abx, failed outpatient tx of pyelonephritis". 2 days ago developed
    R sided back/flank pain and fever to 102 at home. Seen at UC yesterday, UA there showed trace leuks, told
    kidney infection and started on cipro. Today pain is worse and now wraps around to the front under the
    ribs, with nausea and vomiting x2 (bilious). Worse after eating. No dysuria, no frequency, no blood in
    urine. No vaginal sx. LMP 1 wk ago.
    PMH: obesity (BMI 38), prediabetes, G4P4
    PSH: sleeve gastrectomy ___ (lost 40 kg since), C-section x2
    Meds: cipro (day 2), OCP
    SH: no tobacco, rare EtOH
    FH: mother and sister both had gallbladder removed
    """,
    ann(["back_pain", "flank_pain", "fever", "fever_measured", "ruq_pain", "nausea", "vomiting", "bilious_vomiting",
         "obesity", "weight_loss", "prior_abdominal_surgery", "prior_gastric_surgery", "estrogen_use", "alcohol_use",
         "multiparity"],
        ["dysuria", "urinary_frequency", "gross_hematuria", "smoker"]),
    """
    T 38.2  HR 104  BP 122/70  RR 18  SpO2 98%
    Obese, ill-appearing
    Back: no CVA tenderness on either side (tested twice)
    Abd: obese, soft. RUQ tenderness with positive Murphy's. No suprapubic tenderness. No rebound. Mild
    guarding RUQ.
    Pelvic: deferred
    """,
    annv(vit(38.2, 104, 122, 18, 98),
         ["obesity", "ill_appearing", "ruq_tenderness", "murphy_sign", "guarding"],
         ["cva_tenderness", "suprapubic_tenderness", "rebound_tenderness"]),
    merge(cbc(15.9, 12.6, 288, 85.0), bmp(138, 3.8, 102, 24, 12, 0.8, 124), lft(72, 65, 140, 1.6, dbili=0.5),
          lipase(48), hcg("NEG"), ua(app="Hazy", sg=1.026, ket="10", le="TR", wbc=4, rbc=1, epi=8)),
    [rpt("CT ABDOMEN PELVIS W CONTRAST", "CT", "Abdomen", [
        ("INDICATION", "pyelonephritis not responding to abx, r/o abscess/obstruction"),
        ("TECHNIQUE", "Axial CT abdomen/pelvis, 100 cc Isovue-370 IV, venous phase; reformats."),
        ("FINDINGS", """
            Kidneys: Symmetric enhancement and prompt excretion; no striated nephrogram, no perinephric stranding,
            no hydronephrosis or calculi.
            Gallbladder: Distended with wall thickening and surrounding fat stranding; a 1.5 cm calcified stone in
            the neck. Transient hyperenhancement of the adjacent liver.
            Liver: No focal lesion. Bile ducts not dilated.
            Post sleeve gastrectomy. Pancreas, spleen, adrenals normal. Appendix normal. No free fluid. Lung bases
            clear.
            """),
        ("IMPRESSION", """
            1. Normal kidneys.
            2. Distended gallbladder with wall thickening, pericholecystic inflammation and a stone in the neck, in
            keeping with acute ____. Ultrasound recommended.
            """),
    ], ["gallbladder_distension", "gallbladder_wall_thickening", "pericholecystic_fat_stranding", "gallstones",
        "normal_caliber_appendix"],
        KID_N + DUCT_N + PANC_N + APP_N + LIVER_CT_N + ["striated_nephrogram", "free_fluid_abdomen"]),
     rpt("US RUQ", "Ultrasound", "Abdomen", [
        ("FINDINGS", """
            GB distended. 1.6 cm stone impacted at the neck, does not move with repositioning. Wall 5 mm. Trace
            pericholecystic fluid. Sonographic Murphy positive. CBD 3 mm. Liver mildly echogenic. Right kidney
            without hydronephrosis.
            """),
        ("IMPRESSION", "Acute ____ with impacted neck stone."),
    ], ["gallbladder_distension", "gallstones", "impacted_gallbladder_neck_stone", "gallbladder_wall_thickening",
        "pericholecystic_fluid", "sonographic_murphy_sign"],
        ["cbd_dilation", "hydronephrosis"])],
    "Acute calculous cholecystitis",
    ["Calculus of gallbladder with acute cholecystitis without obstruction", "Bariatric surgery status",
     "Obesity, unspecified"],
    ["Laparoscopic cholecystectomy"],
    [("0FT44ZZ", "Resection of Gallbladder, Percutaneous Endoscopic Approach", 10)],
    micro={90039: ("MIXED BACTERIAL FLORA, CONSISTENT WITH CONTAMINATION", URINE_SPEC),
           90201: ("No growth", BLOOD_SPEC)},
))
