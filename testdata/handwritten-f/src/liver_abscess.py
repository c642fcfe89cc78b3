"""Liver abscess, hadm 29500025-29500028.

29500025 typical   58M with diabetes, history through a phone interpreter: a week of fevers, rigors, night
                   sweats, then right upper pain; chest film, CT with a multiloculated collection; drain.
29500026 atypical  71F with pancreatic cancer, metal biliary stent and chemotherapy, sent from the infusion
                   center with fever and no abdominal pain; US then CT with many small collections.
29500027 hard      44M sent from urgent care as a right lower lobe pneumonia failing antibiotics (pleuritic
                   pain, cough, effusion); chest film, then CT chest/abdomen with a gas-containing dome collection.
29500028 hard      36M transferred from a community hospital as "acute hepatitis" after a stay in Mexico
                   with bloody diarrhea; complete abdominal US with a solitary hypoechoic lesion.
"""

from common import *  # noqa: F401,F403

ENCOUNTERS = []

# ---------------------------------------------------------------------------------------------
ENCOUNTERS.append(enc(
    29500025, "liver abscess", "typical",
    """
    58 yo Vietnamese-speaking man (history via phone interpreter) with DM2 on metformin/glipizide, presents with
    8 days of fevers, shaking chills and drenching night sweats, and 4 days of dull right upper abdominal pain.
    Appetite poor, has lost ~3 kg. Mild nausea, no vomiting. No diarrhea. No cough or SOB. No dysuria. Has not
    noticed yellow eyes or skin. Seen at a clinic 5 days ago and given amoxicillin "for flu", no better. No
    travel abroad recently (last in Vietnam 6 yrs ago).
    PMH: DM2, HTN
    PSH: none
    Meds: metformin, glipizide, amlodipine
    SH: restaurant cook, 1/2 ppd, 2-3 beers/day
    FH: brother DM
    """,
    ann(["fever", "chills", "night_sweats", "abdominal_pain", "ruq_pain", "anorexia", "weight_loss", "nausea",
         "diabetes_history", "metformin_use", "sulfonylurea_use", "hypertension_history", "smoker", "alcohol_use",
         "family_history_diabetes"],
        ["vomiting", "diarrhea", "cough", "dyspnea", "dysuria", "yellow_skin_noticed", "recent_travel",
         "prior_abdominal_surgery"]),
    """
    HR 114, BP 118/68, RR 20, T 39.2, SpO2 96% RA
    Gen: ill-appearing, rigoring on arrival
    HEENT: no scleral icterus, dry MM
    Lungs: decreased breath sounds and a few crackles at the R base
    CV: tachy, regular
    Abd: soft, ND, tender RUQ; liver edge palpable 3 cm below the costal margin and tender; punch tenderness
    over the right lower ribs; neg Murphy. No rebound.
    Skin: no rash
    Neuro: nonfocal
    """,
    annv(vit(39.2, 114, 118, 20, 96),
         ["ill_appearing", "chills", "dehydration_signs", "diminished_breath_sounds", "crackles", "focal_crackles",
          "ruq_tenderness", "hepatomegaly", "tender_hepatomegaly"],
         ["jaundice", "distended_abdomen", "murphy_sign", "rebound_tenderness"]),
    merge(cbc(19.6, 12.4, 420, 84.0, bands=4.0), bmp(132, 4.0, 96, 22, 20, 1.1, 312),
          lft(88, 74, 310, 1.4, alb=2.8, ggt=190), lipase(30), crp(280.0), lactate(1.9), {50852: 10.4},
          coags(14.0, 1.2), ua(sg=1.020, glu="500")),
    [rpt("CHEST (PA & LAT)", "Radiograph", "Chest", [
        ("INDICATION", "fever, RUQ pain"),
        ("FINDINGS", "The right hemidiaphragm is elevated; small right pleural effusion with atelectasis "
                     "adjacent to it. Left lung clear. Normal cardiomediastinal silhouette."),
        ("IMPRESSION", "Small right effusion. A subdiaphragmatic process should be considered."),
    ], EFF, ["cardiomegaly"]),
     rpt("CT ABDOMEN AND PELVIS WITH CONTRAST", "CT", "Abdomen", [
        ("INDICATION", "58M diabetic, fever, RUQ pain, leukocytosis."),
        ("TECHNIQUE", "Arterial and portal venous phase imaging of the abdomen, portal venous phase through the "
                      "pelvis, after 100 mL IV contrast. Multiplanar reformats."),
        ("COMPARISON", "None."),
        ("FINDINGS", None),
        ("LOWER CHEST", "Adjacent atelectasis accompanies a small right pleural effusion."),
        ("LIVER", """
            In segments VII/VIII there is a 6.8 x 5.9 x 6.2 cm multiloculated hypoattenuating lesion with enhancing
            internal septations, a peripheral enhancing rim and a surrounding halo of low attenuation parenchymal
            edema. No gas within it. No other hepatic lesion. Hepatic and portal veins patent.
            """),
        ("GALLBLADDER AND BILE DUCTS", "Gallbladder normal. No biliary dilatation."),
        ("PANCREAS", "Normal."),
        ("SPLEEN", "Normal."),
        ("KIDNEYS", "Normal enhancement, no hydronephrosis."),
        ("BOWEL", "Normal caliber. Appendix normal."),
        ("IMPRESSION", """
            6.8 cm multiloculated rim-enhancing collection in the right hepatic lobe, consistent with ____; in a
            diabetic patient Klebsiella is a consideration. Amenable to percutaneous drainage.
            """),
    ], ["rim_enhancing_hepatic_collection", "normal_caliber_appendix"] + EFF,
        GB_N + DUCT_N + PANC_N + KID_N + APP_N + ["gas_in_hepatic_collection", "dilated_small_bowel_loops"])],
    "Pyogenic liver abscess (Klebsiella pneumoniae)",
    ["Abscess of liver", "Sepsis due to other Gram-negative organisms",
     "Type 2 diabetes mellitus with hyperglycemia"],
    ["CT-guided percutaneous drainage of liver abscess with drain placement"],
    [("0F9030Z", "Drainage of Liver with Drainage Device, Percutaneous Approach", 10)],
    micro={90201: ("KLEBSIELLA PNEUMONIAE", BLOOD_SPEC)},
))

# ---------------------------------------------------------------------------------------------
ENCOUNTERS.append(enc(
    29500026, "liver abscess", "atypical",
    """
    Sent from oncology infusion center. 71F with locally advanced pancreatic head adenocarcinoma, s/p ERCP with
    metal biliary stent ___ (3 mo ago), on gemcitabine/nab-paclitaxel (last dose 9 days ago), presenting with
    T 38.9 in clinic and rigors. Feels "washed out", 2 days of mild nausea. Denies abdominal pain (chronic
    mid-back ache, unchanged, on oxycodone). No diarrhea. No cough. Port site fine. No urinary symptoms.
    PMH: pancreatic ca as above, HTN, hypothyroidism, prior DVT on apixaban
    PSH: port placement, ERCP/stent, diagnostic laparoscopy ___
    Meds: apixaban, oxycodone, pancrelipase, levothyroxine, ondansetron, dexamethasone with chemo
    SH: retired nurse, no tobacco, no alcohol
    """,
    ann(["fever_measured", "chills", "nausea", "back_pain", "malignancy_history", "biliary_instrumentation_history",
         "prior_chemotherapy_radiation", "immunosuppression", "hypertension_history", "prior_vte",
         "anticoagulant_use", "prior_abdominal_surgery", "pancreatic_mass", "invasive_adenocarcinoma_histology",
         "opioid_use_history"],
        ["abdominal_pain", "diarrhea", "cough", "dysuria", "smoker", "alcohol_use"]),
    """
    T 38.7 HR 108 BP 96/58 RR 18 SpO2 96%. Thin, chronically ill appearing, mildly jaundiced. Port site clean,
    no erythema. Lungs clear. Abdomen soft, nondistended, mild RUQ tenderness on deep palpation only, no guarding,
    no rebound. Liver edge not palpable. No edema.
    """,
    annv(vit(38.7, 108, 96, 18, 96),
         ["ill_appearing", "jaundice", "ruq_tenderness"],
         ["distended_abdomen", "guarding", "rebound_tenderness", "hepatomegaly", "pitting_edema"]),
    merge(cbc(3.1, 9.4, 98, 78.0, lymph=12.0), bmp(133, 3.6, 100, 22, 18, 0.8, 140),
          lft(120, 98, 640, 3.4, dbili=2.6, alb=2.7, ggt=780), lactate(2.8), crp(190.0), coags(13.8, 1.3),
          ua(sg=1.015)),
    [rpt("US ABDOMEN LIMITED RUQ", "Ultrasound", "Abdomen", [
        ("INDICATION", "Fever, biliary stent, pancreatic ca. ?stent occlusion"),
        ("FINDINGS", """
            Liver: multiple hypoechoic lesions in both lobes, the largest 2.8 cm in segment VI, several with
            internal echoes. Air in the biliary tree (expected after stenting) limits evaluation of the ducts.
            Gallbladder: sludge, no wall thickening.
            CBD: stent in place.
            """),
        ("IMPRESSION", "Multiple new hypoechoic hepatic lesions. CT recommended."),
    ], ["hypoechoic_liver_lesion", "gallbladder_sludge"], ["gallbladder_wall_thickening"]),
     rpt("CT ABD & PELVIS WITH CONTRAST", "CT", "Abdomen", [
        ("INDICATION", "Pancreatic cancer with biliary stent, fever, new liver lesions on US."),
        ("TECHNIQUE", "Portal venous phase abdomen and pelvis after IV contrast."),
        ("COMPARISON", "Restaging CT ___ (6 weeks prior)."),
        ("FINDINGS", """
            Since the prior study there are at least seven new rim-enhancing hypodense collections scattered through
            both lobes, clustered in the right lobe, the largest 3.1 cm in segment VI; one contains a small focus of
            gas. Pneumobilia in the left lobe ducts, expected with the stent. Metal stent in the CBD. The pancreatic
            head mass measures 3.4 cm (previously 3.6 cm), stable vascular relationships. No ascites. Small bowel
            and colon unremarkable.
            """),
        ("IMPRESSION", """
            1. Multiple new rim-enhancing hepatic collections, one with gas. Given fever and biliary stent, favored to
            be cholangitic ____; metastases cannot be excluded.
            2. Stable pancreatic head mass.
            """),
    ], ["rim_enhancing_hepatic_collection", "gas_in_hepatic_collection", "pancreatic_mass"],
        ["free_fluid_abdomen", "simple_ascites"])],
    "Multiple pyogenic (cholangitic) liver abscesses; pancreatic adenocarcinoma with biliary stent",
    ["Abscess of liver", "Malignant neoplasm of head of pancreas", "Sepsis due to Escherichia coli [E. coli]",
     "Presence of other specified functional implants"],
    micro={90201: ("ESCHERICHIA COLI", BLOOD_SPEC), 90039: ("No growth", URINE_SPEC)},
))

# ---------------------------------------------------------------------------------------------
ENCOUNTERS.append(enc(
    29500027, "liver abscess", "hard",
    """
    44M sent in from ___ Urgent Care with dx "RLL pneumonia failing outpatient abx". 10 days of fever, chills,
    dry cough, and pain in the right lower chest that is worse with a deep breath, going up to the right
    shoulder. UC CXR (read by their radiologist): "elevated R hemidiaphragm, small R effusion, possible RLL
    infiltrate". Given azithromycin, then levofloxacin x 4 days, still febrile to 103. Also poor appetite, 5 lb
    weight loss, and "some belly discomfort" on the right which he put down to coughing. No N/V/D. No sputum,
    no hemoptysis. No sick contacts. Had two teeth pulled about a month ago.
    PMH: none; told "borderline sugar"
    PSH: none
    Meds: levofloxacin
    SH: IT worker, 4-6 drinks on weekends, vapes, no IVDU. No travel.
    FH: noncontributory
    """,
    ann(["fever", "fever_measured", "chills", "cough", "chest_pain", "pleuritic_chest_pain", "ipsilateral_shoulder_pain",
         "anorexia", "weight_loss", "abdominal_pain", "recent_dental_procedure", "alcohol_use"] + EFF,
        ["nausea", "vomiting", "diarrhea", "productive_cough", "hemoptysis", "sick_contacts", "injection_drug_use",
         "recent_travel", "prior_abdominal_surgery"]),
    """
    T 102.6  P 112  BP 124/72  RR 24  O2 93% RA
    Gen: diaphoretic, looks ill
    Chest: dull to percussion with decreased BS at the R base; no wheezes. L clear.
    Abd: soft, not distended, tender RUQ; liver percussed 4 cm below the costal margin, tender at the edge.
    Tender over the R lower intercostal spaces. No rebound.
    Ext: no edema, no calf tenderness.
    """,
    annv(vit(102.6, 112, 124, 24, 93),
         ["diaphoretic", "ill_appearing", "diminished_breath_sounds", "ruq_tenderness", "hepatomegaly",
          "tender_hepatomegaly"],
         ["expiratory_wheezes", "distended_abdomen", "rebound_tenderness", "pitting_edema", "calf_tenderness"]),
    merge(cbc(22.1, 12.0, 480, 88.0), bmp(134, 4.1, 98, 23, 16, 1.0, 138), lft(62, 48, 260, 1.1, alb=2.9),
          lactate(1.7), crp(310.0), {50852: 6.3}, lipase(25)),
    [rpt("CHEST (PA & LAT)", "Radiograph", "Chest", [
        ("CLINICAL HISTORY", "Pneumonia not improving."),
        ("FINDINGS", "Small to moderate right pleural effusion with basilar opacity, atelectasis versus "
                     "pneumonia. The right hemidiaphragm is elevated. Left lung clear. Heart size normal."),
    ], EFF, ["cardiomegaly"]),
     rpt("CT CHEST, ABDOMEN AND PELVIS WITH CONTRAST", "CT", "Abdomen", [
        ("INDICATION", "Persistent fever, R effusion, ?empyema. Extended to abdomen for RUQ tenderness."),
        ("TECHNIQUE", "Helical CT from thoracic inlet to pubic symphysis, portal venous phase."),
        ("FINDINGS", """
            CHEST: Moderate right pleural effusion without pleural thickening or enhancement, no loculation.
            Compressive atelectasis of the right lower lobe. No consolidation elsewhere. No central pulmonary
            embolism on this non-dedicated study. No lymphadenopathy.
            ABDOMEN: A 9.2 x 7.8 cm complex fluid collection at the hepatic dome (segment VIII) with a thick enhancing
            wall, internal septations and a few locules of gas, abutting the diaphragm. No biliary dilatation.
            Gallbladder normal. Spleen, pancreas, adrenals and kidneys unremarkable. Bowel normal; appendix normal.
            No ascites.
            """),
        ("IMPRESSION", """
            1. Large gas-containing rim-enhancing collection at the hepatic dome, compatible with ____.
            2. Reactive right pleural effusion and RLL atelectasis; no pneumonia.
            """),
    ], ["rim_enhancing_hepatic_collection", "gas_in_hepatic_collection", "normal_caliber_appendix"] + EFF,
        DUCT_N + GB_N + PANC_N + KID_N + APP_N + ["lobar_consolidation", "pulmonary_artery_filling_defect",
                                                   "free_fluid_abdomen", "simple_ascites"])],
    "Pyogenic liver abscess with reactive right pleural effusion",
    ["Abscess of liver", "Pleural effusion in other conditions classified elsewhere"],
    ["CT-guided percutaneous drainage of liver abscess"],
    [("0F9030Z", "Drainage of Liver with Drainage Device, Percutaneous Approach", 10)],
    micro={90201: ("VIRIDANS STREPTOCOCCI", BLOOD_SPEC)},
))

# ---------------------------------------------------------------------------------------------
ENCOUNTERS.append(enc(
    29500028, "liver abscess", "hard",
    """
    Transfer from ___ Community Hospital for "acute hepatitis, r/o liver failure, needs hepatology". 36M, born in
    Mexico, here 12 years, came back 6 weeks ago from a 2-month stay in his hometown, where he had a week of bloody
    diarrhea that settled without treatment. Now 10 days of fever and right upper abdominal pain, worse with deep
    breaths and when walking, and no appetite. At OSH: ALT 140, ALP 390, Tbili 1.6, told "hepatitis", viral
    serologies pending. No alcohol for 5 years (sober, AA). No IVDU, no tattoos, monogamous. No excess Tylenol.
    Has not noticed yellow skin, urine normal color.
    PMH: alcohol use disorder in remission
    PSH: none
    Meds: none
    SH: landscaper, nonsmoker
    """,
    ann(["fever", "abdominal_pain", "ruq_pain", "pain_worse_with_movement", "anorexia", "recent_travel",
         "travel_endemic_region", "endemic_region_origin", "bloody_diarrhea", "diarrhea"],
        ["alcohol_use", "injection_drug_use", "multiple_sexual_partners", "yellow_skin_noticed", "dark_urine",
         "prior_abdominal_surgery", "smoker"]),
    """
    Temp 38.6 C, HR 98, BP 126/74, RR 18, 97% RA. Not jaundiced. Right lung base dull with reduced air entry.
    Abdomen: tender hepatomegaly, liver palpable four fingerbreadths below the costal margin, exquisitely tender
    over the right lower intercostal spaces; spleen not palpable. No ascites. No stigmata of chronic liver disease:
    no spider naevi, no palmar erythema, no asterixis.
    """,
    annv(vit(38.6, 98, 126, 18, 97),
         ["diminished_breath_sounds", "hepatomegaly", "tender_hepatomegaly"],
         ["jaundice", "palpable_spleen", "shifting_dullness", "spider_angiomata", "asterixis"]),
    merge(cbc(17.4, 12.8, 390, 82.0, eos=2.0), bmp(137, 4.2, 102, 25, 11, 0.8, 104),
          lft(132, 96, 402, 1.5, alb=3.0), coags(13.2, 1.1), crp(240.0), lipase(22)),
    [rpt("US ABDOMEN COMPLETE", "Ultrasound", "Abdomen", [
        ("INDICATION", "Transfer for elevated LFTs, RUQ pain, fever; recent travel."),
        ("COMPARISON", "None."),
        ("FINDINGS", None),
        ("LIVER", "Enlarged, 19 cm. In the posterior right lobe (segment VII) there is a 7.4 x 6.8 x 6.5 cm round, "
                  "well-defined hypoechoic lesion with fine homogeneous low-level internal echoes and posterior "
                  "acoustic enhancement, abutting the capsule. No internal flow on color Doppler."),
        ("GALLBLADDER", "Normal, no stones, wall 2 mm."),
        ("BILE DUCTS", "CBD 3 mm."),
        ("PANCREAS", "Normal where seen."),
        ("SPLEEN", "10 cm, normal."),
        ("KIDNEYS", "Right 11.0 cm, left 11.4 cm, normal."),
        ("OTHER", "No ascites. Small right pleural effusion."),
        ("IMPRESSION", "Solitary 7.4 cm hypoechoic hepatic lesion; given the travel history and dysentery, most "
                       "consistent with amebic ____. A pyogenic ____ or necrotic tumor is less likely."),
    ], ["hypoechoic_liver_lesion"] + EFF,
        GB_N + KID_N + PANC_N + ["cbd_dilation", "enlarged_spleen_imaging", "free_fluid_abdomen", "simple_ascites"])],
    "Amebic liver abscess",
    ["Amebic liver abscess", "Alcohol dependence, in remission"],
    micro={90201: ("No growth", BLOOD_SPEC),
           90267: ("No Salmonella, Shigella, Campylobacter or E. coli O157:H7 found", "")},
))
