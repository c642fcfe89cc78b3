"""Cholecystitis (hadm 29200008-29200014).

29200008 typical   44F, obese, diabetic, known stones, 14 hours of pain after fried food; ultrasound
                   with measurements and numbered impression.
29200009 typical   58M, long resident H&P with ROS, Celsius; organ-by-organ CT (many normal organs)
                   then a short ultrasound.
29200010 typical   67M insulin-treated diabetic in septic shock, confused, gangrenous gallbladder;
                   non-contrast CT written as one paragraph; E. coli bacteremia.
29200011 atypical  86F bedbound nursing-home resident with fever and sleepiness, denies pain;
                   acalculous, ultrasound with the organ named once and findings after commas.
29200012 atypical  53F kidney-transplant recipient on prednisone/tacrolimus, afebrile, blunted exam;
                   equivocal ultrasound then HIDA.
29200013 hard      52M with an old duodenal ulcer and daily ibuprofen who says his ulcer is back;
                   chest film for free air, then ultrasound.
29200014 hard      38M referred as probable hepatitis after travel (dark urine, raised liver tests);
                   dictated note with speech-recognition slips; complete abdominal ultrasound template.
"""

from common import (EFF, GB_N, KID_N, PANC_N, BLOOD_SPEC, URINE_SPEC, ann, annv, bmp, cbc, coags, crp, enc,
                    full_report, lact, lft, lip, merge, report, ua, vit)

ENCOUNTERS = []

LAP_CHOLE = [("0FT44ZZ", "Resection of Gallbladder, Percutaneous Endoscopic Approach", 10)]
PERC_CHOLE = [("0F9430Z", "Drainage of Gallbladder with Drainage Device, Percutaneous Approach", 10)]

# ---------------------------------------------------------------- 29200008
ENCOUNTERS.append(enc(
    29200008, "cholecystitis", "typical",
    """44 yo F, BMI 41, w/ known gallstones on an US 2 yrs ago (told to "watch it"), presents w/ RUQ pain
    since after dinner last night (fried chicken). Has had 3-4 attacks like this over the past year
    that each settled in an hour or two, but this one has not let up in 14 hrs. Pain goes through to
    the R shoulder blade. Vomited x3, green. Felt hot and cold overnight. Denies jaundice, dark urine
    or pale stools.
    PMH: obesity, T2DM, GERD
    PSH: C-section x2
    Meds: metformin 1000 bid, omeprazole
    SH: nonsmoker, no EtOH
    FH: mother had her gallbladder out""",
    ann(["ruq_pain", "postprandial_pain_after_fatty_meal", "previous_similar_episodes", "pain_resolving_within_hours",
         "prolonged_constant_pain", "pain_radiating_to_right_scapula", "vomiting", "bilious_vomiting", "fever",
         "chills", "gallstones_history", "obesity", "diabetes_history", "metformin_use", "prior_abdominal_surgery"],
        ["jaundice", "dark_urine", "pale_stools", "smoker", "alcohol_use"]),
    """BP 142/88 | HR 102 | T 38.3 | RR 18 | SpO2 97% RA
    Obese woman in moderate distress. Sclerae anicteric.
    Abd: obese, soft, ND. Marked RUQ TTP, stops her breath on deep palpation under the R costal margin
    (+Murphy). Voluntary guarding RUQ. No rebound. No McBurney pt tenderness. No CVAT.""",
    annv(vit(38.3, 102, 142, 18, 97),
         ["obesity", "ruq_tenderness", "murphy_sign", "guarding"],
         ["jaundice", "distended_abdomen", "rebound_tenderness", "mcburney_point_tenderness", "cva_tenderness"]),
    merge(cbc(15.1, 13.0, 310, 83.0), bmp(137, 4.2, 101, 23, 13, 0.8, 188), lft(48, 41, 122, 1.3), lip(45),
          ua(glu="150", sg=1.024)),
    [full_report("LIVER OR GALLBLADDER US (SINGLE ORGAN)", "Ultrasound", "Abdomen", [
        ("INDICATION", "RUQ pain, fever, +Murphy on exam. Known gallstones."),
        ("TECHNIQUE", "RUQ sonography with Doppler."),
        ("COMPARISON", "Right upper quadrant ultrasound ___ (2 years prior) showing gallstones."),
        ("FINDINGS", """Liver: Mildly increased echogenicity, suggesting fatty infiltration. No focal lesion. Main
            portal vein patent with hepatopetal flow.

            Gallbladder: Distended, 11.2 x 4.6 cm, containing multiple shadowing stones; the largest, 2.1 cm,
            sits immobile in the gallbladder neck. The wall measures 6 mm and is striated. Small amount of
            pericholecystic fluid. Sonographic Murphy sign positive per the technologist.

            Bile ducts: CBD 4 mm. No intrahepatic ductal dilatation.

            Pancreas: Head and body unremarkable; tail obscured by bowel gas.

            Right kidney: 10.8 cm, no hydronephrosis."""),
        ("IMPRESSION", """1. Gallstones with a stone impacted in the neck, gallbladder distension, wall thickening,
            pericholecystic fluid and a positive sonographic Murphy sign: consistent with ____.
            2. Probable hepatic steatosis."""),
    ], ["gallstones", "impacted_gallbladder_neck_stone", "gallbladder_distension", "gallbladder_wall_thickening",
        "pericholecystic_fluid", "sonographic_murphy_sign", "ruq_pain", "fever", "murphy_sign"],
        ["cbd_dilation", "intrahepatic_biliary_dilation", "hydronephrosis", "hypoechoic_liver_lesion"])],
    "Acute calculous cholecystitis",
    ["Calculus of gallbladder with acute cholecystitis with obstruction", "Type 2 diabetes mellitus without complications",
     "Morbid (severe) obesity due to excess calories"],
    ["Laparoscopic cholecystectomy"],
    LAP_CHOLE,
))

# ---------------------------------------------------------------- 29200009
ENCOUNTERS.append(enc(
    29200009, "cholecystitis", "typical",
    """CC: RUQ/epigastric pain x 2 days
    HPI: Mr. ___, 58, with hypertension and gout, comes in with two days of pain in the upper right
    part of his abdomen. It started after a large meal at a family party on ___ and was
    at first crampy, coming in waves, but since yesterday it has been steady. Sharp, 8/10, worse with
    deep breaths. He has vomited twice, nonbloody. He took Tums and later 2 tablets of naproxen without
    relief. He had chills last night and measured 101.5 at home. He has never had pain like this
    before. No change in bowel habits, last BM yesterday, formed. No urinary symptoms.
    ROS:
    Constitutional: + chills, + fever, no weight loss
    CV: no chest pain, no palpitations
    Resp: no cough, no SOB
    GI: as per HPI, no melena, no hematochezia
    GU: no dysuria, no hematuria
    MSK: L knee gout flare last spring
    Skin: no rash, no yellowing of eyes or skin
    All other systems reviewed and negative.
    Past Medical History:
    - Hypertension
    - Gout
    - Obstructive sleep apnea on CPAP
    Past Surgical History: Appendectomy (age 12)
    Medications: amlodipine 10 mg, hydrochlorothiazide 25 mg, allopurinol 300 mg
    Allergies: NKDA
    Social History: Retired postal worker, lives with his wife. Former smoker, quit 2010 (30
    pack-years). 1-2 beers on weekends.
    Family History: Brother with colon cancer at 61. Father with CAD.""",
    ann(["ruq_pain", "epigastric_pain", "abdominal_pain", "colicky_abdominal_pain", "prolonged_constant_pain", "vomiting", "chills",
         "fever", "fever_measured", "hypertension_history", "prior_appendectomy", "thiazide_use", "former_smoker",
         "family_history_colon_malignancy", "family_history_cad", "prior_gout_attacks", "alcohol_use"],
        ["previous_similar_episodes", "change_in_bowel_habits", "weight_loss", "chest_pain", "palpitations", "cough",
         "dyspnea", "melena", "rectal_bleeding", "dysuria", "gross_hematuria", "rash", "jaundice",
         "yellow_skin_noticed"]),
    """Vitals: Temp 38.6 °C, HR 96, BP 158/92, RR 18, O2 sat 96% RA
    General: Well-nourished man, appears uncomfortable, lying still.
    HEENT: NCAT, sclera anicteric, MMM.
    Neck: supple, no LAD.
    CV: RRR, S1/S2 normal, no murmurs.
    Lungs: CTAB, no wheezes/rales/rhonchi. Splints with deep inspiration.
    Abdomen: Soft, nondistended. Tender in the RUQ and epigastrium with a positive Murphy sign. Mild
    guarding in the RUQ, no rebound. Well-healed RLQ incision. Normoactive bowel sounds. No palpable
    masses, no hepatosplenomegaly.
    Extremities: No edema.
    Neuro: A&Ox3, nonfocal.""",
    annv(vit(38.6, 96, 158, 18, 96),
         ["ruq_tenderness", "epigastric_tenderness", "murphy_sign", "guarding"],
         ["jaundice", "lymphadenopathy", "new_heart_murmur", "expiratory_wheezes", "crackles", "scattered_rhonchi",
          "distended_abdomen", "rebound_tenderness", "hyperactive_bowel_sounds", "hypoactive_bowel_sounds",
          "hepatomegaly", "palpable_spleen", "pitting_edema", "altered_mental_status_sign"]),
    merge(cbc(14.8, 15.2, 240, 85.0), bmp(136, 3.5, 98, 26, 22, 1.1, 122), lft(62, 55, 131, 1.9, dbili=0.7),
          lip(38), lact(1.4)),
    [full_report("CT ABD & PELVIS WITH CONTRAST", "CT", "Abdomen", [
        ("INDICATION", "58M with RUQ and epigastric pain and fever. ? gallbladder vs perforated viscus."),
        ("TECHNIQUE", """130 mL Omnipaque 350 IV, imaged in the portal venous phase from the liver dome to the symphysis.
            Coronal and sagittal reconstructions."""),
        ("DOSE", "DLP 540 mGy-cm."),
        ("COMPARISON", "None."),
        ("FINDINGS", ""),
        ("LOWER CHEST", "Bibasilar linear atelectasis. Heart size normal. No effusion."),
        ("LIVER", """Normal attenuation. 6 mm hypodensity in segment 7, too small to characterize, likely a cyst.
            Portal and hepatic veins patent. Transient hyperenhancement of the parenchyma next to the
            gallbladder fossa."""),
        ("BILIARY", """Gallbladder distended (5.1 cm transverse) with wall thickening up to 5 mm and surrounding fat
            stranding. A few faintly calcified gallstones, best seen on coronal images. No intra- or
            extrahepatic biliary dilatation; CBD 5 mm."""),
        ("PANCREAS", "Normal enhancement. No peripancreatic fluid or stranding. Duct not dilated."),
        ("SPLEEN", "Normal."),
        ("ADRENALS", "1.4 cm left adrenal nodule, indeterminate on this single phase, likely an adenoma."),
        ("KIDNEYS", "Normal size and enhancement. No hydronephrosis. No stones. No perinephric stranding."),
        ("GI TRACT", """Stomach and duodenum normal, no wall defect or extraluminal gas. Small bowel normal in
            caliber. Scattered sigmoid diverticula without inflammation. Appendix surgically absent."""),
        ("PELVIS", "Bladder normal. Prostate mildly enlarged. No free fluid."),
        ("VESSELS", "Abdominal aorta normal in caliber with mild atherosclerosis."),
        ("LYMPH NODES", "No lymphadenopathy."),
        ("BONES", "No acute fracture. Degenerative change of the lumbar spine."),
        ("IMPRESSION", """1. Distended gallbladder with wall thickening, pericholecystic stranding and faint gallstones,
            suspicious for ____. Ultrasound may help confirm.
            2. No pneumoperitoneum.
            3. Indeterminate 1.4 cm left adrenal nodule, likely adenoma; nonurgent adrenal protocol CT or MRI
            can be obtained."""),
    ], ["gallbladder_distension", "gallbladder_wall_thickening", "pericholecystic_fat_stranding", "gallstones",
        "colonic_diverticula", "enlarged_prostate_imaging", "ruq_pain", "epigastric_pain", "fever"],
        EFF + ["cardiomegaly", "cbd_dilation", "intrahepatic_biliary_dilation", "duodenal_wall_defect",
               "pneumoperitoneum_ct", "dilated_small_bowel_loops", "pericolic_fat_stranding", "free_pelvic_fluid"]
        + PANC_N + KID_N),
     report("LIVER OR GALLBLADDER US (SINGLE ORGAN)", "Ultrasound", "Abdomen",
            "Focused sonogram of the gallbladder and bile ducts.",
            """Gallbladder distended with multiple mobile shadowing stones up to 1.4 cm and layering sludge. Wall
            6 mm with a hypoechoic inner layer. Positive sonographic Murphy sign. Trace pericholecystic fluid.
            CBD 5 mm. Liver of normal echotexture.""",
            ["gallbladder_distension", "gallstones", "gallbladder_sludge", "gallbladder_wall_thickening",
             "sonographic_murphy_sign", "pericholecystic_fluid"],
            ["cbd_dilation"])],
    "Acute cholecystitis",
    ["Calculus of gallbladder with acute cholecystitis without obstruction", "Essential (primary) hypertension",
     "Gout, unspecified"],
    ["Laparoscopic cholecystectomy"],
    LAP_CHOLE,
))

# ---------------------------------------------------------------- 29200010
ENCOUNTERS.append(enc(
    29200010, "cholecystitis", "typical",
    """67M w/ IDDM, CAD s/p stents x2, CKD 3, BIBEMS from home. Wife reports 4 days of upper abd pain and
    poor PO intake, today confused and "burning up". EMS: BP 82/50, HR 124, FSBG 412, T 102.8. Pt c/o
    pain "under my right ribs", worse w/ breathing; n/v x several. Denies CP. Meds: metformin,
    glargine 30u qhs, ASA, clopidogrel, metoprolol, atorvastatin, lisinopril. Former smoker. No EtOH.
    Unknown if h/o gallstones.""",
    annv(vit(102.8, 124, 82),
         ["abdominal_pain", "ruq_pain", "confusion", "fever", "nausea", "vomiting", "diabetes_history",
          "insulin_therapy", "coronary_artery_disease_history", "ckd_history", "metformin_use", "raas_blocker_use",
          "former_smoker"],
         ["chest_pain", "alcohol_use"]),
    """Ill-appearing, diaphoretic, confused (oriented to name only). T 39.2 C, HR 128, BP 78/44 (MAP 55),
    94/58 after 2 L LR, RR 28, SpO2 93% on 4L NC. Dry mucosa, mild scleral icterus. Tachycardic,
    regular. Tachypneic, lungs clear. Abdomen distended, guarding and rebound in the RUQ with a tender,
    rounded mass beneath the right costal margin that descends with inspiration; hypoactive bowel
    sounds. Extremities cool, mottling over both knees.""",
    annv(vit(39.2, 128, 78, 28, 93),
         ["ill_appearing", "diaphoretic", "altered_mental_status_sign", "confusion", "dehydration_signs", "jaundice",
          "distended_abdomen", "ruq_tenderness", "guarding", "rebound_tenderness", "palpable_gallbladder",
          "hypoactive_bowel_sounds"]),
    merge(cbc(22.4, 13.1, 128, 85.0, bands=12.0), bmp(131, 5.4, 94, 14, 48, 2.8, 412),
          lft(98, 121, 210, 3.4, dbili=2.1, alb=2.8), lip(60), lact(5.8), coags(16.2, 1.5, 38.0),
          ua(glu="1000", ket="10", sg=1.030, prot="100")),
    [report("CT ABD & PELVIS W/O CONTRAST", "CT", "Abdomen",
            "No IV contrast because of acute kidney injury.",
            """The gallbladder is markedly distended at 12 x 6 cm, with an irregular and discontinuous wall and
            linear intraluminal densities representing sloughed membranes; no gas in the wall or lumen. Dense
            pericholecystic fat stranding and fluid, with fluid tracking down the right paracolic gutter. A 2.6
            cm stone is impacted in the neck. Common duct 6 mm. Liver otherwise unremarkable for the technique.
            Pancreas atrophic without peripancreatic stranding. Both kidneys small with vascular calcifications;
            no hydronephrosis. Small right pleural effusion. No free air. Bowel unremarkable. These findings
            indicate gangrenous ____ without emphysematous change or free perforation.""",
            ["gallbladder_distension", "gangrenous_gallbladder_changes", "pericholecystic_fat_stranding",
             "pericholecystic_fluid", "free_fluid_abdomen", "impacted_gallbladder_neck_stone", "gallstones",
             "small_kidneys"] + EFF,
            ["peripancreatic_inflammation", "hydronephrosis", "pneumoperitoneum_ct"])],
    "Gangrenous cholecystitis with septic shock",
    ["Calculus of gallbladder with acute cholecystitis with obstruction", "Septic shock",
     "Sepsis due to Escherichia coli [E. coli]", "Type 2 diabetes mellitus with hyperglycemia"],
    ["Percutaneous cholecystostomy tube placement"],
    PERC_CHOLE,
    micro={90201: ("ESCHERICHIA COLI", BLOOD_SPEC)},
))

# ---------------------------------------------------------------- 29200011
ENCOUNTERS.append(enc(
    29200011, "cholecystitis", "atypical",
    """Per transfer paperwork and a phone call with ___ (NP at the facility): 86 yo woman, long-term
    care resident, with vascular dementia, CHF (EF 35%), diet-controlled T2DM, prior CVA with L
    hemiparesis, bedbound. Noted yesterday to be "off" - sleepier, not eating breakfast or lunch; T
    38.4 last evening and 38.9 this morning, given APAP. CXR at the facility read as no pneumonia.
    UA dip at the facility trace LE. No vomiting, no diarrhea; last BM 2 days ago. The patient says
    she is "fine" when asked about pain. No recent hospitalizations.
    Meds: furosemide 20 daily, carvedilol, lisinopril 5, aspirin 81, sertraline, senna.
    Allergies: codeine.""",
    ann(["drowsiness", "fever_measured", "reduced_mobility", "prior_heart_failure", "reduced_ejection_fraction",
         "diabetes_history",
         "diuretic_use", "raas_blocker_use"],
        ["vomiting", "diarrhea"]),
    """T 101.3 F, HR 104, BP 108/60, RR 22, SpO2 94% RA. Gen: thin, elderly, somnolent but rouses to
    voice, mumbles answers. HEENT: dry mucous membranes, no icterus. Lungs: faint crackles at the
    bases. CV: regular, soft systolic murmur at the base. Abd: scaphoid, soft. Grimaces with deep
    palpation of the right upper quadrant, no tenderness elsewhere; Murphy sign not reliably assessable
    given her mental status. No rebound. BS present. Neuro: chronic L hemiparesis. Skin: intact.""",
    annv(vit(101.3, 104, 108, 22, 94),
         ["altered_mental_status_sign", "drowsiness", "dehydration_signs", "crackles", "bibasilar_crackles",
          "ruq_tenderness", "hemiparesis"],
         ["jaundice", "distended_abdomen", "rebound_tenderness"]),
    merge(cbc(16.2, 10.8, 189, 86.0), bmp(136, 4.6, 100, 22, 34, 1.4, 148), lft(44, 52, 188, 1.6, alb=2.6),
          lip(22), lact(2.1), ua(le="TR", wbc=4, sg=1.021)),
    [report("LIVER OR GALLBLADDER US (SINGLE ORGAN)", "Ultrasound", "Abdomen",
            "Portable bedside RUQ sonography, grayscale and color Doppler.",
            """Liver normal echotexture, no focal lesion, no intrahepatic ductal dilation. Gallbladder markedly
            distended, 10.4 x 5.0 cm, filled with echogenic sludge, no shadowing stones, wall thickened to 7
            mm with a hypoechoic halo, a sliver of pericholecystic fluid at the fundus; sonographic
            Murphy sign cannot be assessed as the patient cannot respond reliably. CBD 3 mm. Pancreas not seen
            because of overlying bowel gas. Right kidney 9.2 cm, no hydronephrosis. Small right pleural
            effusion.""",
            ["gallbladder_distension", "gallbladder_sludge", "gallbladder_wall_thickening", "pericholecystic_fluid"]
            + EFF,
            ["gallstones", "intrahepatic_biliary_dilation", "cbd_dilation", "hydronephrosis", "hypoechoic_liver_lesion"])],
    "Acute acalculous cholecystitis",
    ["Acute cholecystitis", "Vascular dementia without behavioral disturbance",
     "Chronic systolic (congestive) heart failure"],
    ["Percutaneous cholecystostomy tube placement"],
    PERC_CHOLE,
    micro={90201: ("No growth", BLOOD_SPEC), 90039: ("No growth", URINE_SPEC)},
))

# ---------------------------------------------------------------- 29200012
ENCOUNTERS.append(enc(
    29200012, "cholecystitis", "atypical",
    """53 y/o F, DDKT 2017 for IgA nephropathy, on tacro/MMF/pred 5, presenting w/ 3 days of vague
    epigastric and R upper abd discomfort, nausea, decreased appetite. No vomiting. No fevers/chills.
    Pain mild, 4/10, constant, worse after eating. Known cholelithiasis from her transplant workup. No
    prior episodes of this pain. BMs normal. Making good urine.
    PMH:
     - ESRD 2/2 IgA nephropathy -> DDKT 2017, baseline Cr 1.2
     - HTN
     - Osteopenia
    PSH: DDKT (RLQ), AV fistula L arm
    Meds: tacrolimus 3 mg bid, mycophenolate 500 mg bid, prednisone 5 mg daily, amlodipine, TMP-SMX ppx
    SH: never smoker, no EtOH
    FH: NC""",
    ann(["epigastric_pain", "ruq_pain", "abdominal_pain", "nausea", "anorexia", "prolonged_constant_pain",
         "immunosuppression", "chronic_glucocorticoid_use", "gallstones_history", "hypertension_history",
         "ckd_history", "prior_abdominal_surgery"],
        ["vomiting", "fever", "chills", "previous_similar_episodes", "smoker", "alcohol_use"]),
    """T 37.4  HR 88  BP 134/80  RR 16  97%RA. Cushingoid facies. Abd soft, mildly tender RUQ on deep
    palpation; Murphy's negative; no guarding/rebound. Transplant kidney in the RLQ nontender, no
    bruit. Healed RLQ hockey-stick incision. Not jaundiced.""",
    annv(vit(37.4, 88, 134, 16, 97), ["moon_facies", "ruq_tenderness"],
         ["murphy_sign", "guarding", "rebound_tenderness", "jaundice"]),
    merge(cbc(12.1, 11.8, 210, 88.0, lymph=5.0), bmp(138, 4.8, 106, 21, 24, 1.3, 132), lft(58, 44, 164, 1.1),
          lip(52), crp(96.0)),
    [full_report("LIVER OR GALLBLADDER US (SINGLE ORGAN)", "Ultrasound", "Abdomen", [
        ("INDICATION", "Renal transplant recipient on immunosuppression with RUQ pain. Known gallstones."),
        ("TECHNIQUE", "Right upper quadrant ultrasound."),
        ("COMPARISON", "Abdominal ultrasound ___ (pre-transplant)."),
        ("FINDINGS", """Several mobile gallstones up to 1.2 cm, more numerous than before. The wall measures 3.5 mm,
            borderline. No pericholecystic fluid. Sonographic Murphy sign negative, though the patient takes
            steroids. CBD 4 mm. Liver unremarkable."""),
        ("IMPRESSION", "Cholelithiasis with borderline wall thickening. ____ cannot be excluded; HIDA may help."),
    ], ["gallstones", "ruq_pain", "immunosuppression"],
        ["pericholecystic_fluid", "sonographic_murphy_sign", "cbd_dilation"]),
     full_report("HEPATOBILIARY SCAN (HIDA)", "HIDA", "Abdomen", [
         ("INDICATION", "Immunosuppressed transplant recipient with RUQ pain and gallstones, equivocal ultrasound."),
         ("TECHNIQUE", """5.2 mCi Tc-99m mebrofenin IV; dynamic anterior imaging of the abdomen for 60 minutes, then
             2 mg morphine sulfate IV and 30 further minutes of imaging."""),
         ("FINDINGS", """Prompt, homogeneous hepatic uptake. Tracer reaches the common duct and the small bowel by 15
             minutes. The gallbladder does not fill at 60 minutes nor in the 30 minutes after morphine. No
             rim of increased hepatic activity around the gallbladder fossa."""),
         ("IMPRESSION", "Non-filling of the gallbladder after morphine augmentation: cystic duct obstruction, in keeping with ____."),
     ], ["gallbladder_nonvisualization_hida", "ruq_pain", "gallstones", "immunosuppression"],
        ["pericholecystic_rim_sign"])],
    "Acute cholecystitis in renal transplant recipient",
    ["Calculus of gallbladder with acute cholecystitis without obstruction", "Kidney transplant status",
     "Long term (current) use of systemic steroids"],
    ["Laparoscopic cholecystectomy"],
    LAP_CHOLE,
))

# ---------------------------------------------------------------- 29200013
ENCOUNTERS.append(enc(
    29200013, "cholecystitis", "hard",
    """52 yo M, h/o duodenal ulcer 2019 (H. pylori, treated), chronic low back pain on ibuprofen 800 tid,
    presents saying "my ulcer is acting up". Burning upper abdominal pain x 36 hours, started in the
    middle of the night, now more on the right side under the ribs and going round to his back. Took
    his wife's omeprazole and Maalox without help. Vomited twice. No hematemesis, no black stools.
    Felt feverish this afternoon. Has not eaten since yesterday. No chest pain or shortness of breath.
    PMH: PUD as above, chronic LBP, HLD. PSH: lumbar discectomy 2015. Meds: ibuprofen, atorvastatin.
    SH: smokes 1 ppd, EtOH 2-3 drinks/day. FH: father with stomach cancer.""",
    ann(["burning_epigastric_pain", "epigastric_pain", "abdominal_pain", "ruq_pain", "pain_radiating_to_back",
         "vomiting", "fever", "h_pylori_history", "prior_dyspepsia", "nsaid_use", "back_pain", "hyperlipidemia_history", "smoker",
         "alcohol_use"],
        ["hematemesis", "melena", "chest_pain", "dyspnea"]),
    """T 38.2 HR 99 BP 146/90 RR 18 SpO2 98%
    Gen: appears unwell, sitting forward
    Abd: soft, not distended. Tender epigastrium and RUQ; on deep RUQ palpation he stops mid-inspiration.
    Guarding RUQ. No rigidity. No rebound. Bowel sounds normal.
    Rectal: brown, heme neg.
    Skin: no jaundice.""",
    annv(vit(38.2, 99, 146, 18, 98),
         ["ill_appearing", "epigastric_tenderness", "ruq_tenderness", "murphy_sign", "guarding"],
         ["distended_abdomen", "abdominal_rigidity", "rebound_tenderness", "hyperactive_bowel_sounds",
          "hypoactive_bowel_sounds", "guaiac_positive_stool", "jaundice"]),
    merge(cbc(14.9, 14.6, 290, 82.0), bmp(139, 4.0, 103, 24, 15, 0.9, 110), lft(71, 62, 140, 1.6), lip(58),
          lact(1.6)),
    [report("CHEST (PA & LAT)", "Radiograph", "Chest",
            "Upright PA and lateral views of the chest.",
            """Lungs clear. No pleural effusion or pneumothorax. Cardiomediastinal silhouette within normal limits.
            No free air beneath either hemidiaphragm. Calcified granuloma in the left upper lobe.""",
            [],
            EFF + ["free_air_under_diaphragm", "free_air_on_radiograph", "cardiomegaly", "lobar_consolidation"]),
     report("LIVER OR GALLBLADDER US (SINGLE ORGAN)", "Ultrasound", "Abdomen",
            "RUQ US.",
            """GB: multiple stones, largest 1.8 cm, one lodged in the neck that does not move on repositioning. Wall
            5 mm. +sono Murphy. No pericholecystic fluid. CBD 4 mm. Liver: diffusely echogenic (steatosis). R
            kidney nl.""",
            ["gallstones", "impacted_gallbladder_neck_stone", "gallbladder_wall_thickening", "sonographic_murphy_sign"],
            ["pericholecystic_fluid", "cbd_dilation"] + KID_N)],
    "Acute cholecystitis",
    ["Calculus of gallbladder with acute cholecystitis with obstruction", "Nicotine dependence, cigarettes, uncomplicated"],
    ["Laparoscopic cholecystectomy"],
    LAP_CHOLE,
))

# ---------------------------------------------------------------- 29200014
ENCOUNTERS.append(enc(
    29200014, "cholecystitis", "hard",
    """This is a 38 year old gentleman referred from the urgent care clinic with a question of hepatitis.
    He returned from a 2 week trip to ___, Mexico ten days ago where he ate street food several times.
    He reports 3 days of not feeling well with nausea, body aches and low appetite and noticed
    yesterday that his urine looked dark like tea. Today he developed pain in the right upper part of
    the abdomen which he describes as constant, worse when he takes a deep breath or goes over bums in
    the car. He had chills and a temperature of 101 at home. The urgent care checked his liver tests
    which came back elevated and sent him here for further evaluation. He denies any eye V drug use, no
    new medications, no tile and all beyond 2 tablets yesterday. He drinks 2 beers a week. He does not
    smoke. He is not sure whether he was vaccinated for hepatitis A. No previous episodes like this.
    Past surgical history tonsillectomy as a child. No other medical problems. Family history is non
    contributory. He works as a software engineer and lives with his wife.""",
    ann(["recent_travel", "suspect_food_exposure", "nausea", "myalgia", "anorexia", "dark_urine", "cola_colored_urine",
         "ruq_pain", "abdominal_pain", "pain_worse_with_movement", "chills", "fever_measured", "alcohol_use"],
        ["injection_drug_use", "new_drug_exposure", "smoker", "previous_similar_episodes"]),
    """Vitals: temp 38.4 C, heart rate 106, blood pressure 128/76, respiratory rate 18, saturation 98% on
    room air. General: ill appearing, diaphoretic. Eyes: mild scleral icterus. Abdomen: soft, non
    distended, tender in the right upper quadrant with positive Murphy's sign, liver edge not palpable,
    no splenomegaly, no rebound. Skin: no spider angiomata. Neuro: no asterixis.""",
    annv(vit(38.4, 106, 128, 18, 98),
         ["ill_appearing", "diaphoretic", "jaundice", "ruq_tenderness", "murphy_sign"],
         ["distended_abdomen", "hepatomegaly", "palpable_spleen", "rebound_tenderness", "spider_angiomata",
          "asterixis"]),
    merge(cbc(15.6, 15.0, 220, 84.0), bmp(137, 3.9, 101, 24, 16, 1.0, 105), lft(188, 142, 210, 3.1, dbili=1.9),
          lip(41), ua(color="Amber", bili="MOD", urobil="2", sg=1.025)),
    [full_report("ULTRASOUND ABDOMEN COMPLETE", "Ultrasound", "Abdomen", [
        ("INDICATION", "Elevated LFTs, RUQ pain, recent travel. ? hepatitis."),
        ("TECHNIQUE", "Complete abdominal sonogram with color Doppler."),
        ("COMPARISON", "None."),
        ("FINDINGS", ""),
        ("LIVER", "15.0 cm craniocaudal. Homogeneous echotexture without focal lesion. No periportal edema."),
        ("BILE DUCTS", """No intrahepatic biliary dilatation. CBD 7 mm, mildly prominent; no choledocholithiasis in the
            visualized portions, the distal duct obscured by gas."""),
        ("GALLBLADDER", """Distended, with a 2.3 cm stone in the neck and several smaller stones. Wall 5 mm and
            thickened; a little pericholecystic fluid. Positive sonographic Murphy sign."""),
        ("PANCREAS", "Imaged head and body normal; tail obscured."),
        ("SPLEEN", "10.2 cm, normal."),
        ("KIDNEYS", "Right 11.0 cm, left 11.4 cm. No hydronephrosis or stones."),
        ("AORTA/IVC", "Normal caliber."),
        ("IMPRESSION", """1. Gallstones with wall thickening, pericholecystic fluid and positive sonographic Murphy
            sign, consistent with ____.
            2. Mildly prominent CBD at 7 mm without visible choledocholithiasis; distal duct not seen. MRCP
            could be considered if clinically indicated."""),
    ], ["gallbladder_distension", "gallstones", "gallbladder_wall_thickening", "pericholecystic_fluid",
        "sonographic_murphy_sign", "cbd_dilation", "ruq_pain", "recent_travel"],
        ["hypoechoic_liver_lesion", "intrahepatic_biliary_dilation", "enlarged_spleen_imaging", "hydronephrosis",
         "renal_calculus"])],
    "Acute cholecystitis",
    ["Calculus of gallbladder with acute cholecystitis without obstruction"],
    ["Laparoscopic cholecystectomy with intraoperative cholangiogram"],
    LAP_CHOLE,
))
