"""Liver abscess, 29600025-29600028.

29600025 typical   62M diabetic born in Vietnam, Australian ED note; CT with a multiloculated collection, Klebsiella in blood.
29600026 atypical  38M back from three months in rural India, EHR template with ROS grid; US with a measurement list and a chest film.
29600027 hard      71F treated by urgent care for a right lower lobe pneumonia (SOAP note forwarded); chest film, then CT with gas in a hepatic collection.
29600028 hard      55M sent as a gallbladder problem, nurse practitioner's note; normal gallbladder on US, CT shows the collection.
"""

from common import *  # noqa: F401,F403

ENCOUNTERS = []

# 29600025 ---------------------------------------------------------------------------------------
_v = vit(39.2, 118, 104, 22, 96)
ENCOUNTERS.append(enc(
    29600025, "liver abscess", "typical",
    """
62M, born in Vietnam, in Aus 30 yrs. PC: fevers and R upper abdo pain 5/7.
HPI: Rigors at home each evening, temps to 39.5 on his own thermometer. Dull constant RUQ ache, worse on deep breath
and lying on the R side. Anorexic, lost ~3 kg this week. Nausea, no vomiting. No jaundice noticed by family. No
diarrhoea. No cough. No recent travel.
PMHx: T2DM (poorly controlled, HbA1c 10.2%), HTN, dyslipidaemia.
Meds: metformin, gliclazide, irbesartan, atorvastatin. NKDA.
SHx: owns a restaurant, smokes 10/day, drinks socially.
""",
    ann(["fever", "fever_measured", "chills", "ruq_pain", "prolonged_constant_pain", "anorexia", "weight_loss", "nausea",
         "diabetes_history", "hypertension_history", "hyperlipidemia_history", "metformin_use", "sulfonylurea_use",
         "raas_blocker_use", "smoker", "alcohol_use", "endemic_region_origin"],
        ["vomiting", "jaundice", "yellow_skin_noticed", "diarrhea", "cough", "recent_travel", "known_allergy"]),
    """
O/E: T 39.2, HR 118, BP 104/62, RR 22, SpO2 96% RA.
Flushed, rigoring, looks septic. Sclerae anicteric.
Chest: dull R base with reduced air entry.
Abdo: tender R upper quadrant and over the lower R ribs, liver edge palpable 3 cm below the costal margin and tender.
Murphy's negative. No guarding elsewhere. Not distended.
""",
    annv(_v, ["ill_appearing", "diminished_breath_sounds", "ruq_tenderness", "tender_hepatomegaly", "hepatomegaly"],
         ["jaundice", "murphy_sign", "distended_abdomen"]),
    merge(cbc(21.4, 12.6, 98, 89.0, bands=8), bmp(130, 3.9, 95, 19, 26, 1.4, 312), lft(96, 84, 342, 1.6, alb=2.6),
          crp(296.0), lactate(2.9), coags(14.1, 1.3), lipase(28)),
    [rpt("CT ABDOMEN PELVIS WITH CONTRAST", "CT", "Abdomen", [
        ("CLINICAL NOTES", "Sepsis, RUQ pain, diabetic."),
        ("TECHNIQUE", "Arterial and portal venous phases through the liver; portal venous phase abdomen and pelvis."),
        ("FINDINGS", None),
        ("LIVER", """
            7.2 x 6.1 x 6.8 cm multiloculated low attenuation lesion in segment VII/VIII with enhancing internal septa
            and an enhancing rim, with a "cluster" of smaller satellite locules along its medial edge. Surrounding
            perfusional hyperenhancement. No internal gas. Patent right and middle hepatic veins.
            """),
        ("GALLBLADDER AND BILE DUCTS", "Gallbladder normal. No biliary dilatation."),
        ("LUNG BASES", "Small right pleural effusion with adjacent compressive atelectasis."),
        ("OTHER", "Pancreas, spleen, kidneys unremarkable. No free fluid. Colon unremarkable."),
        ("IMPRESSION", "Multiloculated rim-enhancing segment VII/VIII collection, typical of pyogenic ____.\n"
                       "Small reactive right effusion."),
    ], ["rim_enhancing_hepatic_collection"] + EFF,
        ["gas_in_hepatic_collection", "cbd_dilation", "intrahepatic_biliary_dilation", "free_fluid_abdomen"]
        + GB_N + PANC_N + KID_N + COLON_N)],
    "Klebsiella pneumoniae pyogenic liver abscess", ["Abscess of liver", "Sepsis due to other Gram-negative organisms",
                                                    "Type 2 diabetes mellitus with hyperglycemia"],
    ["Percutaneous drainage of liver abscess"],
    [("0F9030Z", "Drainage of Liver with Drainage Device, Percutaneous Approach", 10)],
    micro={90201: ("KLEBSIELLA PNEUMONIAE", BLOOD_SPEC)}))

# 29600026 ---------------------------------------------------------------------------------------
_v = vit(38.7, 106, 122, 18, 97)
ENCOUNTERS.append(enc(
    29600026, "liver abscess", "atypical",
    """
Chief Complaint: Fever and right-sided abdominal pain

HPI: 38 y.o. male, returned 3 weeks ago from a three-month stay with family in a village in Gujarat, India. About 10 days
after his return he developed fevers, and for the past week a constant ache under the right ribs that he feels in the
right shoulder tip when he takes a deep breath. While in India he had a week of loose stools with some mucus and blood
that settled on its own. No malaria prophylaxis.

ROS:
Constitutional: [+] fevers [+] night sweats [+] fatigue [+] weight loss (about 4 kg)
Respiratory: [+] dry cough [-] hemoptysis
GI: [+] nausea [-] vomiting [-] current diarrhea [-] jaundice
GU: [-] dysuria

PMH: None. PSH: None.
Medications: acetaminophen.
Allergies: NKDA
Social History: IT consultant. Never smoker. No alcohol. Married, monogamous.
""",
    ann(["fever", "ruq_pain", "prolonged_constant_pain", "ipsilateral_shoulder_pain", "night_sweats", "fatigue",
         "weight_loss", "cough", "nausea", "recent_travel", "travel_endemic_region", "skipped_chemoprophylaxis",
         "bloody_diarrhea", "mucus_in_stool"],
        ["hemoptysis", "vomiting", "jaundice", "dysuria", "prior_abdominal_surgery", "known_allergy", "smoker",
         "alcohol_use"]),
    """
Vitals: T 38.7 °C | HR 106 | BP 122/76 | RR 18 | SpO2 97% RA
General: Tired-appearing, thin.
Eyes: No scleral icterus.
Lungs: Reduced breath sounds at the right base, dull to percussion. No wheezes.
Abdomen: Soft. Non-distended. Tenderness present in the RUQ. Liver edge palpable 2 cm below the costal margin, tender.
Intercostal tenderness over the right lower ribs. Murphy's sign: negative. No rebound.
Skin: No rash. No spider angiomata.
""",
    annv(_v, ["tired_appearance", "diminished_breath_sounds", "ruq_tenderness", "tender_hepatomegaly", "hepatomegaly"],
         ["jaundice", "expiratory_wheezes", "distended_abdomen", "murphy_sign", "rebound_tenderness", "rash",
          "spider_angiomata"]),
    merge(cbc(17.8, 12.2, 412, 78.0, eos=2.0), bmp(136, 4.2, 101, 24, 12, 0.9, 104), lft(62, 48, 286, 0.9, alb=3.0),
          crp(188.0), coags(12.4, 1.1)),
    [rpt("XR CHEST PA AND LATERAL", "Radiograph", "Chest", [
        ("INDICATION", "Fever, cough, right sided pain."),
        ("FINDINGS", "Right hemidiaphragm raised; small right-sided effusion; atelectasis at the right base.\n"
                     "Left lung clear. Normal heart size."),
    ], ["pleural_effusion", "right_basal_effusion"], ["cardiomegaly"]),
     rpt("US ABDOMEN COMPLETE", "Ultrasound", "Abdomen", [
        ("INDICATION", "Fever after travel to India, RUQ pain, raised ALP."),
        ("FINDINGS", """
            Liver: 18.1 cm craniocaudal, enlarged.
            Lesion: solitary, segment VII, subcapsular.
              Size: 8.4 x 7.6 x 7.9 cm
              Echogenicity: hypoechoic with fine homogeneous low-level internal echoes
              Wall: no discernible wall; posterior acoustic enhancement
              Vascularity: none internally
            Gallbladder: normal, no stones.
            Bile ducts: CBD 3 mm.
            Pancreas: normal.
            Spleen: 11 cm.
            Kidneys: normal, no hydronephrosis.
            Right pleural effusion, small.
            """),
        ("IMPRESSION", "Large solitary hypoechoic subcapsular lesion in the right lobe; in this clinical setting an\n"
                       "amoebic or pyogenic ____ is favoured. Aspiration/serology suggested."),
    ], ["hypoechoic_liver_lesion", "pleural_effusion", "right_basal_effusion"],
        ["cbd_dilation"] + GB_N + PANC_N + KID_N)],
    "Amebic liver abscess", ["Amebic liver abscess"], [], [],
    micro={90201: ("No growth", BLOOD_SPEC), 90267: ("No Salmonella, Shigella, Campylobacter or E. coli O157:H7 found", "")}))

# 29600027 ---------------------------------------------------------------------------------------
_v = vit(38.9, 112, 112, 24, 93)
ENCOUNTERS.append(enc(
    29600027, "liver abscess", "hard",
    """
Urgent care note (6 days ago), sent with the patient:
S: 71F, fever, R lower chest pain, dry cough x3 days. O: T 38.4, sat 95%, crackles R base. CXR: R basal opacity
and small effusion. A: Community-acquired pneumonia, RLL. P: amoxicillin-clavulanate + azithromycin.

ED HPI: Finished azithromycin, still on amox-clav, no better. Daughter reports fevers every evening to 39 with sweats,
and she is now eating very little. The "chest" pain is low on the right side, under the ribs, and hurts to breathe in
or to lie on that side; she also admits to a dull ache in the right upper belly for the last 2 days. Nausea, no vomiting.
Cough is minimal, no sputum. No diarrhea. She had an ERCP with a biliary stent for a bile duct stone 2 months ago,
with the stent removed and her gallbladder taken out 5 weeks ago.
PMH: HTN, HLD, CKD 3a. Meds: amlodipine, atorvastatin, amox-clav. Allergy: sulfa. Former smoker.
""",
    ann(["fever", "fever_measured", "chest_pain", "pleuritic_chest_pain", "cough", "sweating", "ruq_pain", "abdominal_pain", "nausea", "biliary_instrumentation_history", "prior_cholecystectomy",
         "prior_abdominal_surgery", "hypertension_history", "hyperlipidemia_history", "ckd_history", "known_allergy",
         "former_smoker", "crackles", "pleural_effusion", "right_basal_effusion"],
        ["vomiting", "productive_cough", "diarrhea", "hypoxia"]),
    """
Vitals: T 38.9, HR 112, BP 112/64, RR 24, SpO2 93% RA
General: Frail, ill-appearing, diaphoretic.
Lungs: Decreased breath sounds R base with dullness. No wheeze. Left lung clear.
CV: Tachycardic, regular.
Abdomen: Healed laparoscopic port sites. Tender RUQ and right flank with guarding. Liver edge tender, palpable 2 cm below
the margin. No rebound. Not distended.
Skin: Faint scleral icterus.
""",
    annv(_v, ["ill_appearing", "diaphoretic", "diminished_breath_sounds", "prior_abdominal_surgery", "ruq_tenderness",
              "guarding", "tender_hepatomegaly", "hepatomegaly", "jaundice"],
         ["expiratory_wheezes", "rebound_tenderness", "distended_abdomen"]),
    merge(cbc(19.8, 11.0, 486, 88.0), bmp(134, 4.4, 99, 22, 28, 1.4, 132), lft(74, 68, 398, 2.2, alb=2.5),
          crp(310.0), lactate(2.4)),
    [rpt("XR CHEST AP", "Radiograph", "Chest", [
        ("COMPARISON", "Outside radiograph ___ (6 days prior)."),
        ("FINDINGS", "Persistent elevation of the right hemidiaphragm with a small-to-moderate right pleural effusion\n"
                     "and right basal atelectasis, slightly larger. No new consolidation elsewhere. No free air."),
        ("IMPRESSION", "Persistent right basal changes. Subdiaphragmatic process should be considered."),
    ], ["pleural_effusion", "right_basal_effusion"], ["free_air_under_diaphragm"]),
     rpt("CT CHEST ABDOMEN PELVIS WITH CONTRAST", "CT", "Abdomen", [
        ("INDICATION", "Pneumonia not responding to antibiotics, RUQ pain, raised ALP."),
        ("FINDINGS", """
            CHEST: Moderate right pleural effusion with compressive atelectasis of the right lower lobe. No
            consolidation in the left lung. No pulmonary embolus on this portal venous study.
            ABDOMEN: In the dome of the liver (segment VIII), a 6.4 cm irregular collection with an enhancing rim,
            internal septations and a small gas-fluid level, immediately beneath the right hemidiaphragm.
            Cholecystectomy clips. Mild pneumobilia. Common duct 7 mm, stable post-cholecystectomy.
            Pancreas, spleen, kidneys unremarkable. No free fluid.
            PELVIS: Unremarkable.
            """),
        ("IMPRESSION", "Gas-containing subdiaphragmatic hepatic collection, consistent with ____, with a reactive right\n"
                       "effusion. No pneumonia."),
    ], ["rim_enhancing_hepatic_collection", "gas_in_hepatic_collection", "prior_cholecystectomy"] + EFF,
        ["lobar_consolidation", "pulmonary_artery_filling_defect", "free_fluid_abdomen"] + PANC_N + KID_N)],
    "Pyogenic liver abscess", ["Abscess of liver", "Pleural effusion in other conditions classified elsewhere"],
    ["CT-guided percutaneous drainage of hepatic abscess"],
    [("0F9030Z", "Drainage of Liver with Drainage Device, Percutaneous Approach", 10)],
    micro={90201: ("ESCHERICHIA COLI", BLOOD_SPEC)}))

# 29600028 ---------------------------------------------------------------------------------------
_v = vit(38.4, 100, 132, 18, 97)
ENCOUNTERS.append(enc(
    29600028, "liver abscess", "hard",
    """
NP note. Sent by PCP: "RUQ pain, fever, ?gallbladder - please evaluate for surgery."
55M with 9 days of fevers and 5 days of right upper abdominal pain, dull, not related to meals. He has had fatty-meal
indigestion on and off for years. Sweats at night. Tired. No jaundice, dark urine or pale stools. Two months ago he
was treated at another hospital for an inflamed sigmoid diverticulum with a small abscess, managed with antibiotics
and no drain; he felt well again until now. No travel.
PMH: HTN, sigmoid diverticular disease. PSH: none. Meds: losartan. NKDA. Drinks 2 beers nightly, ex-smoker.
""",
    ann(["fever", "ruq_pain", "abdominal_pain", "night_sweats", "fatigue", "hypertension_history", "raas_blocker_use",
         "diverticulosis_history", "colonic_diverticula", "pericolic_abscess", "alcohol_use", "former_smoker"],
        ["jaundice", "yellow_skin_noticed", "dark_urine", "pale_stools", "recent_travel", "prior_abdominal_surgery",
         "known_allergy"]),
    """
BP 132/80 | Pulse 100 | Temp 38.4 °C | Resp 18 | SpO2 97%
Alert, A&O x3, appears fatigued.
No scleral icterus.
Lungs clear bilaterally without crackles.
Abdomen soft, non-distended, RUQ tender, liver edge palpable and tender. Murphy's sign negative. LLQ non-tender. No
rebound or guarding.
""",
    annv(_v, ["tired_appearance", "ruq_tenderness", "hepatomegaly", "tender_hepatomegaly"],
         ["altered_mental_status_sign", "jaundice", "crackles", "distended_abdomen", "murphy_sign", "llq_tenderness",
          "rebound_tenderness", "guarding"]),
    merge(cbc(16.1, 13.0, 455, 82.0), bmp(137, 4.0, 101, 25, 14, 1.0, 112), lft(58, 44, 248, 1.0, alb=3.2),
          lipase(34), crp(164.0)),
    [rpt("US ABDOMEN RUQ", "Ultrasound", "Abdomen", [
        ("INDICATION", "?gallbladder disease, fever, RUQ pain."),
        ("FINDINGS", """
            Gallbladder is normally distended with a 2 mm wall, no stones or sludge, and no pericholecystic fluid.
            Sonographic Murphy sign is negative. CBD 4 mm.
            In the right lobe there is a 5.6 x 4.9 cm heterogeneous, predominantly hypoechoic lesion with thick
            irregular walls, internal debris and no internal flow.
            Right kidney normal.
            """),
        ("IMPRESSION", "Normal gallbladder. Complex hypoechoic right hepatic lesion - ____ favoured; CT advised."),
    ], ["hypoechoic_liver_lesion"],
        ["gallstones", "gallbladder_sludge", "gallbladder_wall_thickening", "pericholecystic_fluid",
         "sonographic_murphy_sign", "cbd_dilation"] + KID_N),
     rpt("CT ABDOMEN AND PELVIS WITH IV CONTRAST", "CT", "Abdomen", [
        ("COMPARISON", "Ultrasound same day. Outside CT ___ (2 months prior) not available for direct comparison."),
        ("FINDINGS", """
            ABDOMEN: 5.8 cm rim-enhancing, septated fluid collection in hepatic segment VI with surrounding
            edema. No internal gas. Thrombus in a small peripheral branch of the right portal vein. Gallbladder
            and bile ducts normal.
            PELVIS: Sigmoid diverticulosis with mild residual wall thickening; no pericolic collection or active
            inflammation. No free fluid.
            """),
        ("IMPRESSION", "Segment VI ____ with septic thrombosis of a peripheral portal vein branch, presumably seeded\n"
                       "from the recent sigmoid diverticular infection."),
    ], ["rim_enhancing_hepatic_collection", "colonic_diverticula", "sigmoid_wall_thickening"],
        ["gas_in_hepatic_collection", "pericolic_abscess", "pericolic_fat_stranding", "free_fluid_abdomen",
         "free_pelvic_fluid", "cbd_dilation", "intrahepatic_biliary_dilation"] + GB_N)],
    "Pyogenic liver abscess with portal vein branch thrombosis", ["Abscess of liver", "Phlebitis of portal vein",
                                                                 "Diverticulosis of large intestine without perforation or abscess without bleeding"],
    ["Percutaneous drainage of liver abscess"],
    [("0F9030Z", "Drainage of Liver with Drainage Device, Percutaneous Approach", 10)],
    micro={90201: ("BACTEROIDES FRAGILIS GROUP", BLOOD_SPEC)}))
