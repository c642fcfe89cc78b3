"""Cholecystitis, 29400009-29400016.

29400009 typical   46F obese, known stones, pain after a fried meal, RUQ US
29400010 typical   62M insulin-treated diabetic with a coronary stent, impacted neck stone, CT then US
29400011 typical   70M septic transfer on pressors, gangrenous changes, percutaneous drain
29400012 atypical  88F nonverbal nursing-home resident, fever only, sludge, HIDA nonvisualization
29400013 atypical  38M kidney transplant recipient on tacrolimus/prednisone, fever and bacteremia
29400014 hard      58M brought in as a possible heart attack; CTA chest, US, MRCP
29400015 hard      41F sent as a right lower lobe pneumonia failing azithromycin
29400016 hard      29F with "gastritis" on NSAIDs not better on a PPI
"""

from common import (DUCT_N, EFF, GB_N, KID_N, PANC_N, annv, cbc, bmp, coags, enc, lft, merge, rad,
                    ua, vit, vits, BLOOD_SPEC, URINE_SPEC)

LAPCHOLE = ("0FT44ZZ", "Resection of Gallbladder, Percutaneous Endoscopic Approach", 10)
PERC_GB = ("0F9430Z", "Drainage of Gallbladder with Drainage Device, Percutaneous Approach", 10)

ENCOUNTERS = []

# --------------------------------------------------------------------------------------------
hpi = """
___ is a 46 y/o F with PMH of obesity (BMI 38), HTN, prediabetes and known gallstones (seen on an
US done for elevated LFTs ___) who presents with RUQ pain since last night. Pain began about an hour
after a fried chicken dinner, in the RUQ and epigastrium, radiating to her R shoulder blade. She has
had 3-4 similar episodes over the past year that lasted 1-2 hrs and went away on their own, but
this one has persisted > 14 hours. + nausea, vomited x4, bilious. Felt hot and had chills
overnight. No yellowing of skin, dark urine or clay colored stools. No CP/SOB.

In the ED initial VS: 100.5 104 148/92 18 97% RA. Exam w/ RUQ tenderness and a + Murphy's. Labs
notable for WBC 15.8, Tbili 1.0, ALP 118, ALT 54, AST 41, lipase 31. RUQ US showed cholelithiasis w/
GB wall thickening, pericholecystic fluid and a positive sonographic Murphy sign, CBD 4 mm. She was
given morphine and zofran, started on unasyn, and admitted to ACS for lap chole.

ROS: per HPI, otherwise negative in detail.

Past Medical History:
- Obesity
- HTN
- Prediabetes (A1c 6.1)
- Cholelithiasis
- Depression

Past Surgical History:
- C-section x2

Social History:
Works as a cashier at ___. Lives w/ husband and 2 kids. Never smoker, glass of wine on holidays.

Family History:
Mother and sister "had their gallbladders out". Father died of an MI at 66.
"""
hpi_ann = annv(vit(100.5, 104, 148, 18, 97),
               ["ruq_pain", "epigastric_pain", "postprandial_pain_after_fatty_meal", "pain_radiating_to_right_scapula",
                "previous_similar_episodes", "pain_resolving_within_hours", "prolonged_constant_pain", "nausea",
                "vomiting", "bilious_vomiting", "fever", "chills", "obesity", "hypertension_history",
                "gallstones_history", "depression_history", "prior_abdominal_surgery", "family_history_cad",
                "ruq_tenderness", "murphy_sign", "gallstones", "gallbladder_wall_thickening", "pericholecystic_fluid",
                "sonographic_murphy_sign"],
               ["yellow_skin_noticed", "dark_urine", "pale_stools", "chest_pain", "dyspnea", "smoker"])
pe = """
ADMISSION PHYSICAL EXAM
VS: T 99.6 HR 92 BP 138/84 RR 16 SpO2 98% RA
GEN: obese female, uncomfortable, NAD
HEENT: sclera anicteric, MMM
NECK: supple, no LAD
CV: RRR, no m/r/g
LUNGS: CTAB
ABD: obese, soft, mildly distended, TTP RUQ > epigastrium, + Murphy's sign, voluntary guarding in
RUQ, no rebound. No palpable GB. No hepatosplenomegaly.
EXT: no c/c/e
NEURO: A&Ox3
"""
pe_ann = annv(vit(99.6, 92, 138, 16, 98),
              ["obesity", "ruq_tenderness", "epigastric_tenderness", "murphy_sign", "guarding", "distended_abdomen"],
              ["jaundice", "dehydration_signs", "lymphadenopathy", "new_heart_murmur", "rebound_tenderness",
               "palpable_gallbladder", "hepatomegaly", "palpable_spleen", "pitting_edema",
               "altered_mental_status_sign"])
us = rad("LIVER OR GALLBLADDER US (SINGLE ORGAN)", "Ultrasound", "Abdomen", """
    EXAMINATION:  LIVER OR GALLBLADDER US (SINGLE ORGAN)

    INDICATION:  ___ year old woman with RUQ pain, fever, known stones  // eval ____

    TECHNIQUE:  Real-time sonography of the RUQ in grey scale, with color Doppler.

    COMPARISON:  RUQ ultrasound ___

    FINDINGS:
    Exam is limited by body habitus.  The liver is diffusely echogenic, compatible with fatty
    infiltration; no focal lesion.  Flow in the main portal vein is hepatopetal.

    Gallbladder:  Multiple mobile shadowing stones, the largest 1.8 cm.  The wall is thickened to 6 mm
    and striated, and there is a small amount of pericholecystic fluid near the fundus.  Positive
    sonographic Murphy's sign elicited by the sonographer.

    No intrahepatic biliary ductal dilatation.  CBD measures 4 mm.  Head of pancreas partially seen,
    unremarkable; tail obscured by bowel gas.  Right kidney normal without hydronephrosis.

    IMPRESSION:
    Cholelithiasis with gallbladder wall thickening, pericholecystic fluid and a positive
    sonographic Murphy sign:  findings are consistent with ____.  No biliary dilatation.
    """,
    ["gallstones", "gallbladder_wall_thickening", "pericholecystic_fluid", "sonographic_murphy_sign"],
    DUCT_N + KID_N)
ENCOUNTERS.append(enc(
    29400009, "cholecystitis", "typical", hpi, hpi_ann, pe, pe_ann,
    merge(cbc(15.8, 13.1, 301, 85.0), bmp(138, 3.8, 101, 24, 12, 0.8, 131), lft(54, 41, 118, 1.0, alb=4.0),
          {50956: 31, 51085: "NEG"}),
    [us], "Acute calculous cholecystitis",
    ["Calculus of gallbladder with acute cholecystitis without obstruction", "Essential (primary) hypertension",
     "Obesity, unspecified", "Prediabetes"],
    ["Laparoscopic cholecystectomy"], [LAPCHOLE]))

# --------------------------------------------------------------------------------------------
hpi = """
Mr. ___ is a 62 year old man with DM2 on insulin, HTN, HLD, and CAD s/p DES to the LAD (2018) on
ASA/Plavix, who presents with 3 days of right upper quadrant and right sided abdominal pain. The pain
began after dinner on ___ and has been constant since, dull, ___, worse with deep breaths. He has
had no appetite and vomited twice yesterday. Reports sweats and chills at home, Tmax 101.2. Sugars
have been running in the 300s despite his usual insulin. Deneis any chest pain, SOB or exertional
symptoms. Never had anything like this before No diarrhea; last BM yesterday, normal.

In the ED, T 100.2 HR 98 BP 156/88 RR 18 97%RA. Labs notable for WBC 17.3, glucose 342 with AG 14,
normal bilirubin and LFTs, lipase 40. Trop <0.01. EKG NSR, old inferior Q waves, no acute ST
changes. A CT A/P was obtained first for undifferentiated pain and showed a distended gallbladder
with pericholecystic stranding; RUQ US confirmed an impacted stone in the GB neck. Surgery was
consulted; cardiology ok'd holding clopidogrel peri-op, with plan for OR on hospital day 2.

ROS: Negative except as above.

Past Medical History:
- DM2 (on insulin, A1c 9.4)
- HTN
- HLD
- CAD s/p DES to LAD ___
- OSA on CPAP

Past Surgical History:
- R inguinal hernia repair ___

Social History:
Retired mail carrier, lives w/ wife. 20 pk-yr smoker, quit 2018 after his stent. 1-2 beers on the
weekend.

Family History:
Brother with CAD, CABG at 58.
"""
hpi_ann = annv(vits(vit(t=101.2), vit(100.2, 98, 156, 18, 97)),
               ["ruq_pain", "abdominal_pain", "prolonged_constant_pain", "anorexia", "vomiting", "sweating", "chills",
                "diabetes_history", "insulin_therapy", "hypertension_history", "hyperlipidemia_history",
                "coronary_artery_disease_history", "former_smoker", "hernia_history", "family_history_cad",
                "gallbladder_distension", "pericholecystic_fat_stranding", "impacted_gallbladder_neck_stone"],
               ["chest_pain", "dyspnea", "previous_similar_episodes", "diarrhea", "ecg_st_elevation",
                "ecg_st_depression"])
pe = """
Physical Exam on Admission:
VS: 99.8  96  150/84  18  96% RA
Gen: overweight man, uncomfortable, lying still
HEENT: anicteric, dry mucous membranes
CV: RRR, no murmurs
Resp: clear, no crackles, shallow inspiration d/t pain
Abd: soft, ND, exquisitely tender in RUQ w/ inspiratory arrest on deep palpation, guarding in RUQ,
no rebound. Hypoactive BS.
Ext: No LE edema. Well healed R groin scar.
Neuro: AOx3
"""
pe_ann = annv(vit(99.8, 96, 150, 18, 96),
              ["ruq_tenderness", "murphy_sign", "guarding", "dehydration_signs", "hypoactive_bowel_sounds"],
              ["jaundice", "new_heart_murmur", "crackles", "distended_abdomen", "rebound_tenderness", "pitting_edema",
               "altered_mental_status_sign"])
ct = rad("CT ABD & PELVIS WITH CONTRAST", "CT", "Abdomen", """
    EXAMINATION:  CT ABDOMEN AND PELVIS WITH CONTRAST

    INDICATION:  62M w/ 3d R sided abd pain, vomiting, WBC 17, hyperglycemia. eval for intraabdominal
    process

    TECHNIQUE:  MDCT of abdomen and pelvis with 100 cc Omnipaque IV contrast. Sagittal and coronal
    reformatted images.

    DOSE:  DLP 590 mGy-cm

    COMPARISON:  none

    FINDINGS:
    Lung bases: mild dependent atelectasis, no effusion. Dense coronary calcifications and LAD stent.

    The gallbladder is distended, measuring 11.2 x 5.1 cm, with wall thickening and stranding of the
    surrounding fat.  Several layering radiodense stones, one of which lies in the gallbladder neck.
    No intramural gas. No biliary ductal dilatation. The liver is otherwise unremarkable.

    The pancreas is mildly atrophic without peripancreatic stranding. Spleen and adrenals normal.
    Bilateral simple renal cysts, largest 2.3 cm on the left. No hydronephrosis.

    Stomach and small bowel unremarkable. Scattered colonic diverticula without surrounding
    inflammation. Normal appendix. No free fluid or free air. No lymphadenopathy.

    Mild prostatomegaly. Degenerative changes of the spine.

    IMPRESSION:
    Distended gallbladder with wall thickening, pericholecystic stranding and cholelithiasis,
    concerning for ____.  Recommend RUQ ultrasound.
    """,
    ["gallbladder_distension", "gallbladder_wall_thickening", "pericholecystic_fat_stranding", "gallstones",
     "coronary_artery_calcification", "multiple_bilateral_renal_cysts", "colonic_diverticula",
     "normal_caliber_appendix", "enlarged_prostate_imaging"],
    EFF + DUCT_N + ["peripancreatic_inflammation", "hydronephrosis", "dilated_appendix",
                    "periappendiceal_fat_stranding", "free_fluid_abdomen", "pneumoperitoneum_ct",
                    "enlarged_mesenteric_lymph_nodes"])
us = rad("US ABD LIMIT, SINGLE ORGAN", "Ultrasound", "Abdomen", """
    EXAMINATION:  US ABD LIMIT, SINGLE ORGAN

    INDICATION:  distended GB on CT, ? ____

    FINDINGS:
    Gallbladder is distended.  Multiple stones, one 2.2 cm stone immobile in the gallbladder neck,
    not moving with patient repositioning.  Wall thickened to 5 mm with a striated appearance.
    Sonographic Murphy sign is unreliable here since the patient was given IV hydromorphone
    before the scan.  No pericholecystic fluid.  CBD 5 mm.  No intrahepatic biliary dilatation.  Liver
    echogenic.

    IMPRESSION:
    Findings consistent with ____, with a gallstone impacted in the gallbladder neck.
    """,
    ["gallbladder_distension", "gallstones", "impacted_gallbladder_neck_stone", "gallbladder_wall_thickening"],
    ["pericholecystic_fluid", "intrahepatic_biliary_dilation"])
ENCOUNTERS.append(enc(
    29400010, "cholecystitis", "typical", hpi, hpi_ann, pe, pe_ann,
    merge(cbc(17.3, 14.4, 265, 87.0), bmp(132, 4.9, 96, 22, 24, 1.1, 342), lft(28, 31, 96, 1.2),
          {50956: 40, 51003: 0.01, 50852: 9.4},
          ua(sg=1.028, glu="1000", ket="15", prot="30")),
    [ct, us], "Acute calculous cholecystitis",
    ["Calculus of gallbladder with acute cholecystitis with obstruction",
     "Type 2 diabetes mellitus with hyperglycemia", "Long term (current) use of insulin",
     "Atherosclerotic heart disease of native coronary artery without angina pectoris",
     "Presence of coronary angioplasty implant and graft", "Obstructive sleep apnea (adult) (pediatric)"],
    ["Laparoscopic cholecystectomy"], [LAPCHOLE],
    micro={90201: ("No growth", BLOOD_SPEC)}))

# --------------------------------------------------------------------------------------------
hpi = """
Mr. ___ is a ___ yo M w/ PMH of COPD (2L home O2 at night), HFrEF (EF 30%), AFib on warfarin and
CKD who was transferred from ___ with sepsis and RUQ pain. Per OSH records he presented there with 5
days of worsening right sided abd pain, poor PO intake, and 1 day of confusion per his wife. At the
OSH: T 102.4, HR 124, BP 84/50, lactate 4.1, WBC 24. He received 2L NS and vanc/zosyn and was started
on norepinephrine through a PIV. OSH CT showed a distended gallbladder w/ wall thickening and
pericholecystic fluid and a possible area of absent mucosal enhancement; he was transferred for
surgical/IR evaluation. Wife reports he has had "indigestion" after meals for months. On arrival
here he is on levophed 0.08 and mentating better, endorses RUQ pain, denies CP or cough.

ED Course: vitals on arrival T 100.9, HR 112 (AF), BP 96/58 on levophed, RR 24, SpO2 93% 3L NC.
Labs: WBC 22.6 w/ 14 bands, Tbili 2.4, ALP 190, INR 3.1 (on warfarin), lactate 3.2, Cr 2.3. RUQ US
here as below. Surgery felt he was very high risk for an operation (EF 30%, pressors, INR 3) and IR
placed a percutaneous gallbladder drain, with return of purulent bile. He was admitted to the SICU.

Past Medical History:
- COPD, on 2L O2 at night
- HFrEF, EF 30% (TTE ___)
- Atrial fibrillation on warfarin
- CKD stage 3b, baseline Cr 1.6
- HTN
- BPH

Past Surgical History:
- none

Social History:
Lives with wife in ___. 50 pk-yr smoker, quit ___. No EtOH.
Family History:
noncontributory
"""
hpi_ann = annv(vits(vit(102.4, 124, 84), vit(100.9, 112, 96, 24, 93)),
               ["ruq_pain", "abdominal_pain", "confusion", "prior_dyspepsia", "copd_history", "prior_heart_failure",
                "atrial_fibrillation_history", "anticoagulant_use", "ckd_history", "hypertension_history",
                "prostatic_enlargement_history", "former_smoker", "reduced_ejection_fraction", "gallbladder_distension",
                "gallbladder_wall_thickening", "pericholecystic_fluid"],
               ["chest_pain", "cough", "prior_abdominal_surgery", "alcohol_use"])
pe = """
ADMISSION PHYSICAL EXAM (SICU):
VS: T 100.4 HR 108 irreg BP 98/60 (MAP 72) on norepi 0.06, RR 22, SpO2 95% 3L
GEN: ill appearing elderly man, lethargic but arousable, oriented x2
HEENT: + scleral icterus, dry MM
NECK: JVP ~10 cm
CV: irregularly irregular, tachy, no murmurs
LUNGS: diminished BS at the bases, faint expiratory wheezes, no crackles
ABD: mildly distended, soft but tender in RUQ with voluntary guarding, + Murphy sign, no rebound.
hypoactive BS. Perc drain RUQ with dark purulent bilious output.
EXT: 2+ pitting edema to the knees, cool extremities
NEURO: oriented to person and place, no asterixis
"""
pe_ann = annv(vit(100.4, 108, 98, 22, 95),
              ["ill_appearing", "lethargy_listlessness", "altered_mental_status_sign", "jaundice", "dehydration_signs",
               "jugular_venous_distension", "irregularly_irregular_pulse", "diminished_breath_sounds",
               "expiratory_wheezes", "distended_abdomen", "ruq_tenderness", "guarding", "murphy_sign",
               "hypoactive_bowel_sounds", "pitting_edema"],
              ["new_heart_murmur", "crackles", "rebound_tenderness", "asterixis"])
us = rad("LIVER OR GALLBLADDER US (SINGLE ORGAN)", "Ultrasound", "Abdomen", """
    EXAMINATION:  RUQ ULTRASOUND

    INDICATION:  Septic shock, RUQ pain, OSH CT w/ distended GB

    TECHNIQUE:  Portable grey scale and Doppler ultrasound of the right upper quadrant, performed at
    the bedside in the ED.

    COMPARISON:  Outside CT ___ (report only, images not available)

    FINDINGS:
    The gallbladder is markedly distended, 12.4 cm in length.  The wall is thickened to 8 mm and
    heterogeneous, with irregular intraluminal membranes suggesting sloughed mucosa.  Layering
    sludge and several shadowing stones.  Pericholecystic fluid is present.  Sonographic Murphy sign
    could not be assessed (patient lethargic).

    CBD 6 mm, normal for age.  No intrahepatic biliary dilatation.  Liver is coarsened but without
    focal lesion.  Small amount of perihepatic free fluid.  Small right pleural effusion.

    IMPRESSION:
    1. Markedly distended gallbladder with wall thickening, pericholecystic fluid, stones and
    sludge. Intraluminal membranes are concerning for gangrenous ____.
    2. Small right pleural effusion and small volume perihepatic fluid.
    """,
    ["gallbladder_distension", "gallbladder_wall_thickening", "gangrenous_gallbladder_changes",
     "gallbladder_sludge", "gallstones", "pericholecystic_fluid", "free_fluid_abdomen"] + EFF,
    DUCT_N)
cxr = rad("CHEST (PORTABLE AP)", "Radiograph", "Chest", """
    EXAMINATION:  CHEST (PORTABLE AP)

    INDICATION:  sepsis, hypoxia

    COMPARISON:  None available

    FINDINGS:
    Moderate cardiomegaly.  Hyperinflated lungs with flattened diaphragms.  Mild pulmonary vascular
    congestion.  Small bilateral pleural effusions, R>L.  No focal consolidation.  No pneumothorax.
    No lines or tubes.

    IMPRESSION:
    Cardiomegaly with mild vascular congestion and small bilateral effusions.  Hyperinflation.
    """,
    ["cardiomegaly", "hyperinflation", "pulmonary_vascular_congestion"] + EFF,
    ["lobar_consolidation"])
ENCOUNTERS.append(enc(
    29400011, "cholecystitis", "typical", hpi, hpi_ann, pe, pe_ann,
    merge(cbc(22.6, 11.9, 132, 80.0, bands=14.0, rdw=16.0), bmp(133, 5.4, 100, 17, 52, 2.3, 168),
          lft(88, 102, 190, 2.4, alb=2.6, dbili=1.7), {50813: 3.2, 50956: 38, 51003: 0.04, 50963: 8450},
          coags(34.2, 3.1, 44.0)),
    [us, cxr], "Acute gangrenous cholecystitis, septic shock",
    ["Gangrene of gallbladder in cholecystitis", "Calculus of gallbladder with acute cholecystitis without obstruction",
     "Sepsis due to Escherichia coli [E. coli]", "Severe sepsis with septic shock",
     "Chronic systolic (congestive) heart failure", "Unspecified atrial fibrillation",
     "Chronic obstructive pulmonary disease, unspecified", "Long term (current) use of anticoagulants"],
    ["Percutaneous cholecystostomy tube placement"], [PERC_GB],
    micro={90201: ("ESCHERICHIA COLI", BLOOD_SPEC)}))

# --------------------------------------------------------------------------------------------
hpi = """
88F w/ advanced dementia (nonverbal at baseline), DM2, HTN, CVA w/ R hemiparesis, bedbound, sent
from ___ for fever to 101.5 and poor PO intake x2d. NH staff note she "winces" when repositioned and
had 1 episode of emesis. No cough per staff. Recent admission ___ for aspiration PNA, treated.

In ED: 101.1, 104, 118/64, 20, 95% 2L. WBC 14.9, ALP 210, Tbili 1.8, lipase nl. UA bland. CXR
without new infiltrate. RUQ US and HIDA as below. Surgery consulted - per HCP (son) goals are
comfort-focused but ok with antibiotics and a drain; not an operative candidate.

PMH:
-Dementia
-DM2
-HTN
-CVA ___ w/ residual R hemiparesis
-Dysphagia, on pureed diet
-aspiration PNA ___
PSH: unknown
Social: Long-term resident at ___. No tobacco/EtOH.
FHx: N/C
"""
hpi_ann = annv(vits(vit(t=101.5), vit(101.1, 104, 118, 20, 95)),
               ["vomiting", "diabetes_history", "hypertension_history", "reduced_mobility", "dysphagia", "recent_infection"],
               ["cough", "smoker", "alcohol_use", "lobar_consolidation"])
pe = """
ADMISSION EXAM: VS 100.8 102 122/66 20 96% 2L NC. GEN: cachectic elderly woman, eyes open, nonverbal,
moaning intermittently. HEENT: dry MM, faint scleral icterus. NECK: supple. CV: tachy, regular, no
m. LUNGS: coarse BS bilaterally, no focal crackles. ABD: soft, nondistended, grimaces w/ palpation
of the RUQ, no guarding or rebound appreciated. Murphy's unable to assess (does not follow
commands). EXT: R sided contractures, no edema. SKIN: stage 2 sacral decub. NEURO: nonverbal, R
hemiparesis (chronic).
"""
pe_ann = annv(vit(100.8, 102, 122, 20, 96),
              ["cachexia", "dehydration_signs", "jaundice", "scattered_rhonchi", "ruq_tenderness", "hemiparesis"],
              ["new_heart_murmur", "focal_crackles", "distended_abdomen", "guarding", "rebound_tenderness",
               "pitting_edema"])
us = rad("LIVER OR GALLBLADDER US (SINGLE ORGAN)", "Ultrasound", "Abdomen", """
    EXAMINATION:  LIVER OR GALLBLADDER US (SINGLE ORGAN)

    INDICATION:  88F nonverbal, fever, elevated ALP

    FINDINGS:
    Gallbladder distended measuring 10.5 x 4.2 cm, filled with echogenic sludge; no shadowing stones
    identified. The wall measures 5 mm and there is a trace of pericholecystic fluid.  Sonographic
    Murphy sign cannot be assessed in this nonverbal pt.  CBD 5 mm.  liver unremarkable.

    IMPRESSION:
    Gallbladder distension with sludge, wall thickening and trace pericholecystic fluid. In the
    absence of stones findings are nonspecific and may reflect acalculous ____ vs. changes of
    prolonged fasting / systemic illness.  HIDA could be considered.
    """,
    ["gallbladder_distension", "gallbladder_sludge", "gallbladder_wall_thickening", "pericholecystic_fluid"],
    ["gallstones"])
hida = rad("HEPATOBILIARY SCAN", "HIDA", "Abdomen", """
    EXAMINATION:  HEPATOBILIARY SCAN (HIDA)

    INDICATION:  Fever, distended GB with sludge on US, eval for cystic duct obstruction

    TECHNIQUE:  Tc-99m mebrofenin 5.2 mCi was injected IV and the abdomen imaged dynamically for 60
    minutes. Morphine 2 mg IV was then given and imaging continued for another
    30 minutes.

    FINDINGS:
    Prompt and homogeneous hepatic uptake.  Tracer enters the common duct and small bowel by 25
    minutes.  The gallbladder is not seen at 60 minutes, or after morphine augmentation at 90 minutes.
    There is a curvilinear rim of increased activity in the liver adjacent to the gallbladder fossa.

    IMPRESSION:
    Nonvisualization of the gallbladder after morphine augmentation, with pericholecystic rim sign,
    consistent with ____.
    """,
    ["gallbladder_nonvisualization_hida", "pericholecystic_rim_sign"], [])
ENCOUNTERS.append(enc(
    29400012, "cholecystitis", "atypical", hpi, hpi_ann, pe, pe_ann,
    merge(cbc(14.9, 10.8, 388, 84.0, mcv=94), bmp(149, 4.1, 112, 24, 38, 1.3, 188), lft(45, 62, 210, 1.8, dbili=1.1, alb=2.7),
          {50956: 19, 50813: 1.6}, ua(sg=1.025, prot="TR", wbc=2)),
    [us, hida], "Acute acalculous cholecystitis",
    ["Acute cholecystitis", "Hyperosmolality and hypernatremia", "Unspecified dementia without behavioral disturbance",
     "Hemiplegia and hemiparesis following cerebral infarction affecting right dominant side",
     "Type 2 diabetes mellitus without complications"],
    ["Percutaneous cholecystostomy tube placement"], [PERC_GB],
    micro={90201: ("No growth", BLOOD_SPEC), 90039: ("No growth", URINE_SPEC)}))

# --------------------------------------------------------------------------------------------
hpi = """
___ is a 38M with ESRD 2/2 IgA nephropathy s/p DDRT ___ (on tacrolimus, mycophenolate and prednisone 5
mg), HTN and gout who presents with 2 days of fevers and malaise. He notes "just not feeling right",
temp 101.3 at home and rigors last night. Mild nausea, no emesis. Some vague discomfort under his
right ribs which he thought was a pulled muscle from moving furniture last weekend. Denies dysuria,
decreased UOP, pain over the graft, diarrhea, cough, SOB. No sick contacts. Tacro levels have been
stable. The transplant coordinator advised the ED.

In the ED: T 102.1 HR 116 BP 132/78 RR 18 97% RA. Labs: WBC 9.8 (baseline 5), Cr 1.6 (baseline 1.3),
ALP 160, AST 66, ALT 71, Tbili 1.3, lipase 25. UA bland. CXR clear. Transplant renal US normal. Given
fevers without a clear source a CT A/P w/ contrast was done (renal ok'd), and transplant surgery
was consulted. He received vancomycin and cefepime.

Past Medical History:
- ESRD 2/2 IgA nephropathy, on HD ___-___
- s/p DDRT (L iliac fossa) ___
- HTN
- gout

PSH: DDRT ___, L arm AVF ___
Social: Works in IT. Married. Never smoked. Rare EtOH.
FHx: Father HTN.
"""
hpi_ann = annv(vit(102.1, 116, 132, 18, 97),
               ["fever", "fever_measured", "chills", "nausea", "ruq_pain", "immunosuppression",
                "chronic_glucocorticoid_use", "hypertension_history", "prior_abdominal_surgery", "ckd_history",
                "prior_gout_attacks", "heavy_lifting"],
               ["vomiting", "dysuria", "decreased_urine_output", "diarrhea", "cough", "dyspnea", "sick_contacts",
                "smoker"])
pe = """
Admission exam:
VS: Tm 101.8, HR 104, BP 128/76, RR 18, O2 98% RA
General: well-nourished man, looks tired, shivering at times
HEENT: PERRL, sclerae anicteric, MMM
Neck: supple, no JVD
CV: tachycardic, reg rhythm, no murmurs
Lungs: CTA bilaterally, no crackles
Abd: Soft, nondistended. mild tenderness to deep palpation in the RUQ, Murphy's equivocal. No
rebound or guarding. L iliac fossa graft nontender, no bruit.
Ext: no edema. L arm AVF with + thrill.
Skin: no rash
Neuro: AOx3
"""
pe_ann = annv(vit(101.8, 104, 128, 18, 98),
              ["tired_appearance", "chills", "ruq_tenderness"],
              ["jaundice", "dehydration_signs", "jugular_venous_distension", "new_heart_murmur", "crackles",
               "distended_abdomen", "rebound_tenderness", "guarding", "pitting_edema", "altered_mental_status_sign"])
txus = rad("RENAL TRANSPLANT U.S.", "Ultrasound", "Abdomen", """
    EXAMINATION:  RENAL TRANSPLANT ULTRASOUND WITH DOPPLER

    INDICATION:  DDRT ___, fever, Cr 1.6 from 1.3

    FINDINGS:
    The transplant kidney in the left iliac fossa measures 11.6 cm.  No hydronephrosis.  No
    peritransplant collection.  Normal corticomedullary differentiation.  Resistive indices of the
    intrarenal arteries range from 0.66 to 0.72.  Main renal artery and vein patent with normal
    waveforms.

    IMPRESSION:
    Normal transplant renal ultrasound.
    """,
    [], ["hydronephrosis", "renal_calculus"])
ct = rad("CT ABD & PELVIS WITH CONTRAST", "CT", "Abdomen", """
    EXAMINATION:  CT ABDOMEN PELVIS W/CONTRAST

    INDICATION:  Renal transplant pt on tacro/MMF/pred with fever, no clear source, mild transaminitis

    TECHNIQUE:  Single phase CT, abdomen and pelvis, portal venous timing after IV contrast; oral
    contrast given.  Multiplanar reformats.

    DOSE:  DLP 610 mGy-cm

    COMPARISON:  CT ___ (pre-transplant)

    FINDINGS:
    LUNG BASES: Clear.
    ABDOMEN: The gallbladder is mildly distended with mural thickening to 6 mm and mucosal
    hyperenhancement, with stranding of the pericholecystic fat and a small amount of pericholecystic
    fluid.  A 9 mm hyperdense stone lies in the gallbladder neck.  No intramural or intraluminal gas.
    No biliary ductal dilatation.  Liver otherwise normal.  Pancreas, spleen, adrenals normal.  Native
    kidneys are small and atrophic.  Transplant kidney in the left iliac fossa enhances normally
    without hydronephrosis or collection.
    BOWEL: No obstruction.  Appendix normal.
    PELVIS: Bladder unremarkable.  No free fluid.
    BONES: No suspicious lesion.

    IMPRESSION:
    Findings concerning for ____ in this immunosuppressed patient. Dedicated RUQ ultrasound may be
    performed for confirmation.
    """,
    ["gallbladder_distension", "gallbladder_wall_thickening", "pericholecystic_fat_stranding", "pericholecystic_fluid",
     "gallstones", "small_kidneys", "normal_caliber_appendix"],
    DUCT_N + PANC_N + ["hydronephrosis", "dilated_small_bowel_loops", "dilated_appendix",
                       "periappendiceal_fat_stranding", "free_pelvic_fluid"])
us = rad("US ABD LIMIT, SINGLE ORGAN", "Ultrasound", "Abdomen", """
    EXAMINATION:  US ABD LIMIT, SINGLE ORGAN

    INDICATION:  CT concerning for ____, please confirm

    FINDINGS:
    9 mm nonmobile stone in the gallbladder neck.  GB wall 5 mm, edematous.  Positive sonographic
    Murphy sign.  Small amount of pericholecystic fluid.  CBD 3 mm.

    IMPRESSION:
    Findings consistent with ____.
    """,
    ["gallstones", "impacted_gallbladder_neck_stone", "gallbladder_wall_thickening", "sonographic_murphy_sign",
     "pericholecystic_fluid"], [])
ENCOUNTERS.append(enc(
    29400013, "cholecystitis", "atypical", hpi, hpi_ann, pe, pe_ann,
    merge(cbc(9.8, 12.4, 166, 90.0, lymph=4.0), bmp(136, 5.3, 106, 20, 31, 1.6, 142, mg=1.5),
          lft(71, 66, 160, 1.3), {50956: 25, 50813: 2.1}, ua(sg=1.012, prot="30")),
    [txus, ct, us], "Acute calculous cholecystitis; Klebsiella bacteremia; renal transplant recipient",
    ["Calculus of gallbladder with acute cholecystitis with obstruction", "Other Gram-negative sepsis",
     "Kidney transplant status", "Long term (current) use of systemic steroids",
     "Essential (primary) hypertension"],
    ["Laparoscopic cholecystectomy"], [LAPCHOLE],
    micro={90201: ("KLEBSIELLA PNEUMONIAE", BLOOD_SPEC), 90039: ("No growth", URINE_SPEC)}))

# --------------------------------------------------------------------------------------------
hpi = """
___ is a 58 y/o M w/ HTN, HLD, active smoker and FHx of premature CAD who was brought in by EMS as
a chest pain / possible STEMI call. He was woken at 2 AM by pressure-like pain in his lower chest and
upper abdomen, 8/10, with nausea, diaphoresis and 2 episodes of vomiting. EMS gave ASA 324 mg and
SL NTG x2 without relief. The prehospital EKG was reviewed by the cardiology fellow, not a STEMI.

In the ED, initial vitals were 99.4, 102, 168/96, 20, 97% RA. EKG: sinus tach at 104, LVH by
voltage, nonspecific T wave flattening laterally, no ST elevations. Troponin T <0.01 at 0 and 3
hrs. CTA chest negative for PE and dissection. On re-examination the pain had localized to the
RUQ, where he was tender with a + Murphy sign. Labs then notable for WBC 13.9, AST 88, ALT 104,
ALP 131, Tbili 1.9, lipase 44. RUQ US and then MRCP were obtained. He recalls similar but shorter
bouts of upper abdominal pain after heavy meals over the past 6 months that he blamed on heartburn
and treated w/ tums.

ROS: No fevers, chills. No SOB. No syncope. No prior cardiac w/u. No dark urine or light stools.

PMH:
- HTN (lisinopril, amlodipine)
- HLD (atorvastatin)
- tobacco use
PSH: tonsillectomy as a child
Social: Construction foreman. Smokes 1 ppd x 35 yrs. 3-4 beers most nights. No drugs.
Family: Father MI at 49, died. Brother CABG at 55.
"""
hpi_ann = annv(vit(99.4, 102, 168, 20, 97),
               ["chest_pain", "abdominal_pain", "nausea", "sweating", "vomiting", "ruq_pain", "previous_similar_episodes",
                "hypertension_history", "hyperlipidemia_history", "smoker", "alcohol_use", "family_history_cad",
                "raas_blocker_use", "ecg_sinus_tachycardia", "ecg_nonspecific_st_t_changes", "ruq_tenderness",
                "murphy_sign"],
               ["ecg_st_elevation", "pulmonary_artery_filling_defect", "fever", "chills", "dyspnea", "syncope",
                "dark_urine", "pale_stools", "prior_abdominal_surgery"])
pe = """
ADMISSION PHYSICAL EXAM:
VS: T 99.0 HR 94 BP 152/90 RR 18 SpO2 98% RA
GEN: large man, uncomfortable, diaphoretic
HEENT: no scleral icterus
NECK: no JVD, no carotid bruits
CV: RRR, S1S2, no m/r/g. Chest wall nontender.
PULM: CTAB, no crackles
ABD: soft, mildly TTP epigastrium, markedly TTP RUQ w/ + Murphy sign. No rebound, no guarding. BS+.
No hepatomegaly.
EXT: 2+ DP pulses bilaterally, no edema
NEURO: intact
"""
pe_ann = annv(vit(99.0, 94, 152, 18, 98),
              ["diaphoretic", "epigastric_tenderness", "ruq_tenderness", "murphy_sign"],
              ["jaundice", "jugular_venous_distension", "carotid_bruit", "new_heart_murmur", "crackles",
               "rebound_tenderness", "guarding", "hepatomegaly", "pitting_edema"])
cta = rad("CTA CHEST", "CT", "Chest", """
    EXAMINATION:  CTA CHEST W&W/O C&RECONS, NON-CORONARY

    INDICATION:  58M with chest and epigastric pain, trop neg.  Eval for dissection or PE.

    TECHNIQUE:  Non-contrast images of the chest followed by arterial phase CTA of the chest. MIP and
    multiplanar reformats.

    DOSE:  DLP 820 mGy-cm

    COMPARISON:  None.

    FINDINGS:
    No intramural hematoma on the non-contrast images. The thoracic aorta is normal in caliber without
    dissection. Pulmonary arteries are well opacified without filling defect to the subsegmental
    level.  Heart size normal, no pericardial effusion.  Mild coronary artery calcification.

    Lungs: Upper lobe predominant centrilobular emphysema.  A 4 mm nodule in the right middle lobe.  No
    consolidation.  No pleural effusion.

    Upper abdomen, partially imaged: distended gallbladder containing layering hyperdense stones,
    with mild wall thickening and stranding of the adjacent fat.

    IMPRESSION:
    1. No aortic dissection or pulmonary embolism.
    2. Distended gallbladder with stones, wall thickening and pericholecystic stranding; recommend RUQ
    ultrasound.
    3. Emphysema.  4 mm RML nodule; per Fleischner guidelines optional 12 month CT in a high-risk
    patient.
    """,
    ["coronary_artery_calcification", "emphysematous_changes", "gallbladder_distension", "gallstones",
     "gallbladder_wall_thickening", "pericholecystic_fat_stranding"],
    ["pulmonary_artery_filling_defect", "pericardial_effusion", "lobar_consolidation", "cardiomegaly"] + EFF)
us = rad("US ABD LIMIT, SINGLE ORGAN", "Ultrasound", "Abdomen", """
    EXAMINATION:  RUQ U/S

    INDICATION:  RUQ pain, + Murphy, abnl LFTs, GB abnormal on CTA

    FINDINGS:
    Gallbladder: Multiple shadowing stones including a 1.4 cm stone in the neck. Wall 4-5 mm.  Trace
    pericholecystic fluid.  Positive sonographic Murphy sign.
    Bile ducts: CBD 7 mm, mildly prominent; the distal duct is obscured by gas and
    choledocholithiasis cannot be excluded.  Intrahepatic ducts not dilated.
    Liver: Increased echogenicity.  No focal lesion.  Hepatopetal portal venous flow.

    IMPRESSION:
    1. Cholelithiasis with gallbladder wall thickening and a positive sonographic Murphy sign, c/w ____.
    2. Mildly prominent CBD at 7 mm; choledocholithiasis not excluded. Consider MRCP.
    """,
    ["gallstones", "gallbladder_wall_thickening", "pericholecystic_fluid", "sonographic_murphy_sign"],
    ["intrahepatic_biliary_dilation"])
mrcp = rad("MRCP W/O CONTRAST", "MRCP", "Abdomen", """
    EXAMINATION:  MRCP

    INDICATION:  ____ with CBD 7 mm and Tbili 1.9, eval for choledocholithiasis

    TECHNIQUE:  Coronal and axial T2, thick slab and 3D MRCP sequences, T1 in/out of phase, DWI.  No IV
    contrast.

    COMPARISON:  US ___, CTA chest ___

    FINDINGS:
    The common bile duct measures 6 mm and tapers smoothly to the ampulla without filling defect.  No
    intrahepatic ductal dilatation.  Normal branching pattern.

    The gallbladder is distended and contains numerous small stones; there is wall edema and
    pericholecystic fluid.

    The pancreas is normal in signal and size, without duct dilatation or peripancreatic edema.  Mild
    hepatic steatosis.  Spleen, adrenals, kidneys unremarkable.

    IMPRESSION:
    1. No choledocholithiasis.
    2. Cholelithiasis with findings of ____, as on ultrasound.
    """,
    ["gallbladder_distension", "gallstones", "gallbladder_wall_thickening", "pericholecystic_fluid"],
    ["common_bile_duct_stone", "cbd_dilation", "intrahepatic_biliary_dilation"] + PANC_N + KID_N)
ENCOUNTERS.append(enc(
    29400014, "cholecystitis", "hard", hpi, hpi_ann, pe, pe_ann,
    merge(cbc(13.9, 16.2, 244, 82.0), bmp(137, 4.1, 100, 24, 16, 0.9, 148), lft(104, 88, 131, 1.9, dbili=1.0),
          {50956: 44, 51003: 0.01, 50911: 2.4}),
    [cta, us, mrcp], "Acute calculous cholecystitis",
    ["Calculus of gallbladder with acute cholecystitis without obstruction", "Essential (primary) hypertension",
     "Nicotine dependence, cigarettes, uncomplicated", "Hyperlipidemia, unspecified",
     "Solitary pulmonary nodule", "Emphysema, unspecified"],
    ["Laparoscopic cholecystectomy"], [LAPCHOLE]))

# --------------------------------------------------------------------------------------------
hpi = """
Ms. ___ is a 41 year old woman with asthma who was referred from urgent care for "RLL pneumonia not
improving on outpatient abx". She developed R sided lower chest and upper abd pain 3 days ago, sharp,
worse with deep inspiration, along with subjective fevers, chills and a mild dry cough. She was seen
at urgent care 2 days ago, where a CXR was read as possible RLL infiltrate, and given azithromycin.
Since then the pain is worse, now going to her R shoulder, and she vomited twice today and has not
been able to eat. Denies sputum, hemoptysis, leg swelling, recent travel, OCP use. Using her
albuterol more, which helps the cough but not the pain.

In the ED: T 101.3, HR 108, BP 124/76, RR 22, SpO2 96% RA. WBC 16.2, ALP 142, T bili 1.4, AST/ALT
48/61, lipase 30, D-dimer 640. CTA chest showed no PE, a small R effusion with adjacent atelectasis,
no consolidation, and an incompletely imaged distended GB with pericholecystic fluid. RUQ US was
then obtained and surgery consulted.

ROS: otherwise negative.

PMH: Asthma (mild persistent, on Symbicort), seasonal allergies, GERD
PSH: laparoscopic tubal ligation ___
Social: married, 3 kids, preschool teacher ("lots of sick kids at work"). Never smoker. No EtOH.
FHx: Mother had her gallbladder removed in her 40s. Father - DM, HTN.
"""
hpi_ann = annv(vit(101.3, 108, 124, 22, 96),
               ["chest_pain", "abdominal_pain", "ruq_pain", "pleuritic_chest_pain", "fever", "chills", "cough",
                "ipsilateral_shoulder_pain", "vomiting", "asthma_history", "atopy", "sick_contacts", "prior_abdominal_surgery",
                "gallbladder_distension", "pericholecystic_fluid", "family_history_diabetes"] + EFF,
               ["productive_cough", "hemoptysis", "swelling_legs", "unilateral_leg_swelling", "recent_travel",
                "estrogen_use", "smoker", "alcohol_use", "pulmonary_artery_filling_defect", "lobar_consolidation"])
pe = """
VS: 100.8 104 122/70 20 95%RA. Gen: uncomfortable, splinting, speaking full sentences. HEENT: anicteric.
Neck: supple. CV: tachy, no murmur. Lungs: decreased BS R base with dullness to percussion, few crackles R
base, no wheezes. Abd: soft, nondistended, TTP RUQ with + Murphy (inspiratory arrest), mild
voluntary guarding; no rebound; LUQ and lower abdomen nontender. Ext: no edema, calves nontender.
Neuro: nonfocal.
"""
pe_ann = annv(vit(100.8, 104, 122, 20, 95),
              ["diminished_breath_sounds", "crackles", "focal_crackles", "ruq_tenderness", "murphy_sign", "guarding"],
              ["jaundice", "new_heart_murmur", "expiratory_wheezes", "distended_abdomen", "rebound_tenderness",
               "pitting_edema", "calf_tenderness"])
cta = rad("CTA CHEST", "CT", "Chest", """
    EXAMINATION:  CTA CHEST

    INDICATION:  R pleuritic chest pain, tachycardia, D-dimer 640.  ? PE

    TECHNIQUE:  Helical CT of the chest in the pulmonary arterial phase after 75 mL Omnipaque 350, with
    axial, coronal and sagittal reformations.

    COMPARISON:  CXR from urgent care not available.

    FINDINGS:
    Pulmonary arteries: no filling defect to the subsegmental level.  Main PA not enlarged.
    Lungs/pleura: small right pleural effusion with adjacent passive atelectasis of the right lower
    lobe.  No consolidation.  Airways patent.  No pneumothorax.
    Heart: normal size, no pericardial effusion.
    Upper abdomen: the gallbladder is distended with surrounding fluid, incompletely imaged.

    IMPRESSION:
    No pulmonary embolism.  Small right effusion with atelectasis, no pneumonia.  Distended
    gallbladder with pericholecystic fluid; recommend ultrasound.
    """,
    ["gallbladder_distension", "pericholecystic_fluid"] + EFF,
    ["pulmonary_artery_filling_defect", "lobar_consolidation", "pericardial_effusion", "cardiomegaly"])
us = rad("LIVER OR GALLBLADDER US (SINGLE ORGAN)", "Ultrasound", "Abdomen", """
    EXAMINATION:  GALLBLADDER ULTRASOUND

    INDICATION:  RUQ pain, fever, GB abnormal on CTA

    TECHNIQUE:  RUQ sonography, grayscale with color Doppler.

    FINDINGS:
    The gallbladder is distended and contains numerous small shadowing stones and layering sludge. The
    wall is thickened to 7 mm, with pericholecystic fluid.  The sonographic Murphy sign is positive.
    Common bile duct 3 mm, normal caliber.  No intrahepatic biliary dilatation.  Liver normal in
    echotexture.  Small right pleural effusion.

    IMPRESSION:
    Cholelithiasis and sludge with wall thickening, pericholecystic fluid and positive sonographic
    Murphy sign, consistent with ____.
    """,
    ["gallbladder_distension", "gallstones", "gallbladder_sludge", "gallbladder_wall_thickening",
     "pericholecystic_fluid", "sonographic_murphy_sign"] + EFF,
    DUCT_N)
ENCOUNTERS.append(enc(
    29400015, "cholecystitis", "hard", hpi, hpi_ann, pe, pe_ann,
    merge(cbc(16.2, 12.6, 318, 86.0), bmp(135, 3.6, 100, 23, 10, 0.7, 118), lft(61, 48, 142, 1.4),
          {50956: 30, 51196: 640, 51085: "NEG"}),
    [cta, us], "Acute calculous cholecystitis",
    ["Calculus of gallbladder with acute cholecystitis without obstruction",
     "Pleural effusion, not elsewhere classified", "Mild persistent asthma, uncomplicated"],
    ["Laparoscopic cholecystectomy"], [LAPCHOLE],
    micro={90201: ("No growth", BLOOD_SPEC)}))

# --------------------------------------------------------------------------------------------
hpi = """
29F w/ hx of "gastritis" and IBS, referred in by her PCP for epigastric pain not better on omeprazole
x 2 wks. She has had intermittent burning epigastric pain for about a month, worse at night and
after meals, which she put down to taking ibuprofen 600 mg 2-3x/day for a knee injury. PCP started
omeprazole 40 mg daily and told her to stop the NSAIDs, which she did 10 days ago. Since yesterday
morning the pain has been different: constant, more to the right under her ribs, w/ nausea and 3
episodes of nonbloody emesis. No melena or BRBPR. Had chills last night. LMP 1 week ago. No urinary
sx.

In the ED: 99.9 96 128/82 16 99% RA. Labs WBC 13.4, LFTs wnl, lipase 52. hCG negative. UA w/
ketones. A GI cocktail gave no relief; morphine did. RUQ US obtained.

Past Medical History:
- Gastritis (never scoped)
- IBS-C
- R knee meniscal tear
Past Surgical History: none
Social History: Grad student. Lives w/ partner. Smokes 3-4 cig/day. 1-2 drinks/week.
Family History: Mother w/ "stomach ulcers". No FHx of GI cancers.
"""
hpi_ann = annv(vit(99.9, 96, 128, 16, 99),
               ["epigastric_pain", "burning_epigastric_pain", "nocturnal_epigastric_pain", "prior_dyspepsia",
                "nsaid_use", "ruq_pain", "prolonged_constant_pain", "nausea", "vomiting", "chills", "smoker"],
               ["hematemesis", "melena", "rectal_bleeding", "missed_period", "dysuria", "urinary_frequency",
                "pregnancy", "prior_abdominal_surgery", "family_history_colon_malignancy"])
pe = """
Admission physical exam:
VS - 99.2, 90, 122/78, 16, 100%RA
GEN - young woman lying still, mildly uncomfortable
HEENT - anicteric, MMM, no oral lesions
NECK - supple
CV - RRR no MRG
RESP - CTA B, no w/r/r
ABD - soft, non distended; TTP RUQ >> epigastrium, + Murphy's; no rebound/guarding; no CVAT; no
masses; normoactive BS
RECTAL - guaiac neg brown stool (in ED)
EXT - R knee with small effusion, no erythema
NEURO - nonfocal
"""
pe_ann = annv(vit(99.2, 90, 122, 16, 100),
              ["ruq_tenderness", "epigastric_tenderness", "murphy_sign", "knee_effusion_exam"],
              ["jaundice", "dehydration_signs", "new_heart_murmur", "expiratory_wheezes", "crackles",
               "scattered_rhonchi", "distended_abdomen", "rebound_tenderness", "guarding", "cva_tenderness",
               "hyperactive_bowel_sounds", "hypoactive_bowel_sounds", "guaiac_positive_stool",
               "melena_on_rectal_exam"])
us = rad("US ABD LIMIT, SINGLE ORGAN", "Ultrasound", "Abdomen", """
    EXAMINATION:  US ABD LIMIT, SINGLE ORGAN

    INDICATION:  epigastric and RUQ pain, on PPI, ?gallstones

    FINDINGS:
    Gallbladder mildly distended and contains multiple small shadowing calculi, wall 4-5 mm thick, a
    sliver of pericholecystic fluid, and the sonographic Murphy sign is present.  No intra or
    extrahepatic bile duct dilatation, CBD 3 mm.  Liver normal.  Visualized portions of pancreas
    normal.  Right kidney normal.

    IMPRESSION:
    ____.
    """,
    ["gallbladder_distension", "gallstones", "gallbladder_wall_thickening", "pericholecystic_fluid",
     "sonographic_murphy_sign"],
    DUCT_N + PANC_N + KID_N)
ENCOUNTERS.append(enc(
    29400016, "cholecystitis", "hard", hpi, hpi_ann, pe, pe_ann,
    merge(cbc(13.4, 13.3, 292, 81.0), bmp(139, 3.5, 103, 22, 9, 0.6, 99), lft(24, 22, 74, 0.7),
          {50956: 52, 51085: "NEG"}, ua(sg=1.028, ket="40")),
    [us], "Acute calculous cholecystitis",
    ["Calculus of gallbladder with acute cholecystitis without obstruction",
     "Irritable bowel syndrome with constipation", "Nicotine dependence, cigarettes, uncomplicated"],
    ["Laparoscopic cholecystectomy"], [LAPCHOLE]))
