"""Diverticulitis, 29400017-29400024.

29400017 typical   64M with known diverticulosis, 3 days of LLQ pain, uncomplicated on CT
29400018 typical   55F, two prior episodes, failed oral antibiotics, 4.3 cm pericolic abscess drained
29400019 typical   71M on rivaroxaban, sudden diffuse pain, free air on the chest film, Hartmann's
29400020 atypical  68F on methotrexate and prednisone, little pain, contained microperforation
29400021 atypical  39M, obese, of Korean birth, right-sided (ascending colon) disease, normal appendix
29400022 hard      74F with Parkinson's sent for constipation / possible impaction
29400023 hard      52F with recurrent urinary infections failing nitrofurantoin; colovesical fistula
29400024 hard      60M with prior stones told "another kidney stone"; stone CT
"""

from common import (DUCT_N, EFF, GB_N, KID_N, PANC_N, APP_N, annv, cbc, bmp, coags, enc, lft, merge, rad,
                    ua, vit, vits, BLOOD_SPEC, URINE_SPEC)

K5732 = "Diverticulitis of large intestine without perforation or abscess without bleeding"
K5720 = "Diverticulitis of large intestine with perforation and abscess without bleeding"

ENCOUNTERS = []

# --------------------------------------------------------------------------------------------
hpi = """
___ is a 64 y/o M with PMH of HTN, HLD, BPH and known sigmoid diverticulosis on colonoscopy (___)
who presents with 3 days of LLQ abdominal pain. Pain is constant, crampy at times, ___, worse with
walking and after eating. Low grade temps at home (Tmax 100.1), decreased appetite and nausea, no
emesis. Stools have been looser, 2-3/day, no blood. No urinary symptoms. Never had this before.
Took ibuprofen without relief.

In the ED, initial VS were T 100.3, HR 92, BP 146/88, RR 16, SpO2 98% RA. Labs notable for WBC 13.6,
normal chemistries, lactate 1.2. UA negative. CT A/P w/ IV contrast demonstrated sigmoid wall
thickening with pericolic fat stranding and diverticula, without abscess or free air. He was given
cipro/flagyl and admitted to medicine for IV antibiotics and bowel rest given the degree of pain.

Past Medical History:
- HTN
- HLD
- BPH
- diverticulosis

Past Surgical History:
- none

Social History:
Lives w/ wife, retired accountant. Former smoker, quit 20 yrs ago. 1-2 glasses of wine with dinner.
Family History:
Father - colon cancer at 78.
"""
hpi_ann = annv(vits(vit(t=100.1), vit(100.3, 92, 146, 16, 98)),
               ["llq_pain", "abdominal_pain", "prolonged_constant_pain", "abdominal_cramping", "pain_worse_with_movement",
                "fever", "anorexia", "nausea", "diarrhea", "nsaid_use", "hypertension_history", "hyperlipidemia_history",
                "prostatic_enlargement_history", "diverticulosis_history", "former_smoker",
                "family_history_colon_malignancy", "sigmoid_wall_thickening", "pericolic_fat_stranding",
                "colonic_diverticula"],
               ["vomiting", "bloody_diarrhea", "rectal_bleeding", "dysuria", "urinary_frequency",
                "previous_similar_episodes", "prior_abdominal_surgery", "pericolic_abscess", "pneumoperitoneum_ct"])
pe = """
ADMISSION PHYSICAL EXAM
VS: 99.7 88 138/82 16 97RA
GEN: well appearing, NAD
HEENT: anicteric, MMM, OP clear
NECK: supple, no JVD
CV: RRR no m/r/g
LUNGS: CTAB
ABD: soft, mild distension, tender LLQ with voluntary gaurding, no rebound. No palpable mass. BS
hypoactive.
GU: no foley
EXT: no edema
NEURO: A&Ox3, CN II-XII intact
"""
pe_ann = annv(vit(99.7, 88, 138, 16, 97),
              ["llq_tenderness", "guarding", "distended_abdomen", "hypoactive_bowel_sounds"],
              ["ill_appearing", "jaundice", "dehydration_signs", "jugular_venous_distension", "new_heart_murmur",
               "rebound_tenderness", "llq_mass", "indwelling_catheter", "pitting_edema", "altered_mental_status_sign"])
ct = rad("CT ABD & PELVIS WITH CONTRAST", "CT", "Abdomen", """
    EXAMINATION:  CT ABD & PELVIS WITH CONTRAST

    INDICATION:  ___ year old man with LLQ pain, fever, leukocytosis, hx diverticulosis

    TECHNIQUE:  Axial imaging of the abdomen and pelvis following 100 mL IV Omnipaque. Oral contrast
    was not given. Reformatted coronal and sagittal images.

    DOSE:  DLP 498 mGy-cm

    COMPARISON:  None.

    FINDINGS:
    Lower thorax:  Lung bases clear.  Heart size normal.
    Liver: Normal.
    Gallbladder: Normal.
    Biliary: No dilatation.
    Pancreas: Normal.
    Spleen: Normal.
    Adrenals: Normal.
    Kidneys: 1.2 cm simple cyst in the interpolar right kidney.  No hydronephrosis.
    GI tract:  Numerous diverticula in the descending and sigmoid colon.  Focal segment of mid sigmoid
    wall thickening over approx 8 cm with surrounding fat stranding, centered on an inflamed
    diverticulum.  No extraluminal gas or fluid collection.  No bowel obstruction.  The appendix is
    normal.
    Peritoneum:  Small volume pelvic free fluid.  No pneumoperitoneum.
    Lymph nodes:  None enlarged.
    Vessels:  Mild atherosclerosis.
    Pelvis:  Bladder normal.  Prostate enlarged at 5.4 cm, indenting the bladder base.
    Bones:  Lumbar degenerative change, no lytic or blastic lesion.

    IMPRESSION:
    Acute uncomplicated sigmoid ____.  No abscess or perforation.
    """,
    ["colonic_diverticula", "sigmoid_wall_thickening", "pericolic_fat_stranding", "normal_caliber_appendix",
     "free_pelvic_fluid", "enlarged_prostate_imaging"],
    GB_N + DUCT_N + PANC_N + APP_N + ["hydronephrosis", "extraluminal_pericolic_gas", "pericolic_abscess",
                                      "dilated_small_bowel_loops", "pneumoperitoneum_ct",
                                      "enlarged_mesenteric_lymph_nodes"])
ENCOUNTERS.append(enc(
    29400017, "diverticulitis", "typical", hpi, hpi_ann, pe, pe_ann,
    merge(cbc(13.6, 14.8, 236, 80.0), bmp(138, 4.3, 101, 26, 17, 1.0, 112), {50813: 1.2},
          ua(sg=1.017)),
    [ct], "Acute sigmoid diverticulitis",
    [K5732, "Essential (primary) hypertension", "Hyperlipidemia, unspecified",
     "Benign prostatic hyperplasia without lower urinary tract symptoms"]))

# --------------------------------------------------------------------------------------------
hpi = """
Ms. ___ is a 55 yo woman with two prior episodes of LLQ pain treated with oral antibiotics (___ and
___, both seen on CT per pt), obesity and hypothyroidism who presents with 5 days of LLQ pain not
improving despite 3 days of augmentin from her PCP. Now w/ fevers to 101.8, chills, anorexia and
nausea. Pain is ___, sharp, constant, radiating to the suprapubic area. Some urinary urgency, no
dysuria. Constipated, last BM 3 days ago; passing flatus.

In the ED, T 101.2, HR 110, BP 132/80, RR 18, 97% on RA. WBC 18.2, lactate 1.9. CT showed sigmoid
inflammation with a 4.3 x 3.1 cm gas and fluid containing pericolic abscess. She was given
pip-tazo, IVF and morphine. IR was consulted for percutaneous drainage. Colorectal surgery is aware
and plans elective sigmoid resection after recovery.

Past Medical History:
-Diverticulosis (colonoscopy ___, sigmoid and descending)
-Hypothyroidism
-Obesity
-OSA, not using CPAP
-Anxiety

Past Surgical History:
-Laparoscopic appendectomy age 20
-Hysterectomy ___ for fibroids

Social History:
Married, works as a pharmacy technician. No tobacco. Rare EtOH.
Family History:
mother with "diverticular disease" and a colon resection; father with HTN, DM.
"""
hpi_ann = annv(vits(vit(t=101.8), vit(101.2, 110, 132, 18, 97)),
               ["previous_similar_episodes", "llq_pain", "prolonged_constant_pain", "fever", "chills", "anorexia",
                "nausea", "suprapubic_pain", "constipation", "diverticulosis_history", "obesity",
                "anxiety_disorder_history", "prior_appendectomy", "prior_abdominal_surgery", "pericolic_abscess",
                "family_history_diabetes"],
               ["dysuria", "obstipation", "smoker"])
pe = """
ADMISSION PHYSICAL EXAM: VS: T 100.6 HR 104 BP 128/78 RR 18 SpO2 96%RA. GEN: obese woman,
uncomfortable, A+Ox3. HEENT: dry MM, EOMI. NECK: supple. CV: RRR, tachycardic, no murmurs. LUNGS:
clear bilat, no rales. ABD: obese, soft, ND; exquisitely TTP in LLQ and suprapubic region with
voluntary guarding and localized rebound; ill-defined tender fullness in the LLQ. Well-healed lap
port scars. EXT: WWP, no edema.
"""
pe_ann = annv(vit(100.6, 104, 128, 18, 96),
              ["obesity", "dehydration_signs", "llq_tenderness", "suprapubic_tenderness", "guarding",
               "rebound_tenderness", "llq_mass"],
              ["altered_mental_status_sign", "new_heart_murmur", "crackles", "distended_abdomen", "pitting_edema"])
ct = rad("CT ABD & PELVIS WITH CONTRAST", "CT", "Abdomen", """
    EXAMINATION:  CT ABDOMEN AND PELVIS WITH IV CONTRAST

    INDICATION:  55F LLQ pain x5d despite augmentin, fever, WBC 18, hx ____ x2. eval abscess

    TECHNIQUE:  Helical CT acquired from the lung bases to the ischial tuberosities after IV contrast.
    Positive oral contrast was given.  Coronal and sagittal reformats.

    DOSE:  DLP 545 mGy-cm

    COMPARISON:  CT ___ (18 months prior).

    FINDINGS:
    LOWER CHEST: Bibasilar atelectasis. No effusion.
    HEPATOBILIARY: Liver normal. No ductal dilatation. Gallbladder contains small stones without wall
    thickening.
    PANCREAS: normal.  SPLEEN: normal.  ADRENALS: normal.
    KIDNEYS: Symmetric enhancement. No hydronephrosis.
    GI: Extensive sigmoid diverticulosis.  The mid sigmoid colon is thickened with marked pericolonic
    fat stranding.  Arising from it is a 4.3 x 3.1 x 3.8 cm rim-enhancing collection containing an air
    fluid level, abutting the dome of the bladder and the left adnexa.  Small pockets of extraluminal
    gas adjacent to the sigmoid, without free intraperitoneal air.  No bowel obstruction; oral
    contrast reaches the rectum.  Appendix surgically absent.
    PELVIS: Uterus surgically absent.  Bladder wall focally thickened adjacent to the collection; no
    gas in the bladder to suggest a fistula.
    LYMPH NODES: few reactive sigmoid mesenteric nodes.
    BONES: unremarkable.

    IMPRESSION:
    1. Complicated sigmoid ____ with a 4.3 cm pericolic abscess, amenable to percutaneous drainage.
    No free perforation.
    2. Cholelithiasis.
    """,
    ["colonic_diverticula", "sigmoid_wall_thickening", "pericolic_fat_stranding", "pericolic_abscess",
     "extraluminal_pericolic_gas", "gallstones", "bladder_wall_thickening", "prior_appendectomy",
     "prior_abdominal_surgery"],
    EFF + DUCT_N + PANC_N + ["gallbladder_wall_thickening", "hydronephrosis", "pneumoperitoneum_ct",
                             "dilated_small_bowel_loops"])
drain = rad("CT GUIDED DRAINAGE", "CT", "Abdomen", """
    EXAMINATION:  CT-GUIDED DRAINAGE, PELVIC COLLECTION

    INDICATION:  4.3 cm pericolic abscess

    TECHNIQUE:  Informed consent obtained. Time out performed. Moderate sedation with midazolam and
    fentanyl, monitored by a nurse. Limited noncontrast CT images of the pelvis for planning. Under
    intermittent CT guidance an 18 gauge needle was advanced into the collection through a left
    anterior approach, and a 10 Fr locking pigtail catheter was placed by Seldinger technique.

    FINDINGS:
    The planning images again show the rim-enhancing gas and fluid collection adjacent to the
    sigmoid colon, 4.2 cm. 30 mL of foul smelling purulent fluid was aspirated and a sample went to
    micro for Gram stain and culture. The final images show the pigtail coiled within the collection,
    which is nearly decompressed. No complications.

    IMPRESSION:
    Technically successful CT-guided placement of a 10 Fr drain into the pericolic abscess.
    """,
    ["pericolic_abscess"], [])
ENCOUNTERS.append(enc(
    29400018, "diverticulitis", "typical", hpi, hpi_ann, pe, pe_ann,
    merge(cbc(18.2, 12.8, 355, 85.0), bmp(136, 3.7, 100, 23, 14, 0.8, 121), lft(19, 21, 84, 0.6),
          {50813: 1.9, 50956: 24}, ua(app="Hazy", sg=1.021, le="TR", wbc=9, ket="15")),
    [ct, drain], "Sigmoid diverticulitis with pericolic abscess",
    [K5720, "Hypothyroidism, unspecified", "Obesity, unspecified",
     "Calculus of gallbladder without cholecystitis without obstruction"],
    ["CT guided drainage of pericolic abscess"],
    [("0W9J30Z", "Drainage of Pelvic Cavity with Drainage Device, Percutaneous Approach", 10)],
    micro={90201: ("No growth", BLOOD_SPEC), 90039: ("No growth", URINE_SPEC)}))

# --------------------------------------------------------------------------------------------
hpi = """
71M w/ hx of afib on rivaroxaban, HTN, HLD, prior stroke w/o deficits, presents with sudden worsening
of abd pain. He had 2 days of mild LLQ discomfort and constipation that he treated with miralax, then
at ~4 PM today had abrupt severe pain that spread over his whole abdomen, w/ vomiting x2 and
lightheadedness. Brought in by EMS.

In the ED T 38.6, HR 128 (AF w/ RVR), BP 92/54, RR 26, SpO2 94% RA. Peritonitic on exam. Labs: WBC
3.1, lactate 4.4, Cr 1.6. Upright CXR showed free air under the diaphragm. CT confirmed
pneumoperitoneum and free fluid with an inflamed sigmoid. He received 3L LR, pip-tazo and
fluconazole; last rivaroxaban dose was this AM and he got Kcentra. Taken emergently to the OR with
ACS.

PMH: AFib, HTN, HLD, CVA ___ (no residual), gout
PSH: none
Social: Widowed, lives alone, independent. Quit smoking 30 yrs ago. 2-3 drinks/day.
FHx: Noncontributory.
"""
hpi_ann = annv(vit(38.6, 128, 92, 26, 94),
               ["llq_pain", "constipation", "sudden_severe_abdominal_pain", "diffuse_abdominal_pain", "abdominal_pain",
                "vomiting", "dizziness", "atrial_fibrillation_history", "anticoagulant_use", "hypertension_history",
                "hyperlipidemia_history", "former_smoker", "alcohol_use", "ecg_rapid_ventricular_response",
                "free_air_under_diaphragm", "free_air_on_radiograph", "pneumoperitoneum_ct", "free_fluid_abdomen"],
               ["prior_abdominal_surgery"])
pe = """
PHYSICAL EXAM ON ADMISSION:
VS: 101.2 124 96/58 24 95% 2L
GEN: ILL APPEARING, GRIMACING, DIAPHORETIC
CV: IRREG IRREG, TACHY
PULM: SHALLOW RESPIRATIONS, CLEAR
ABD: DISTENDED, RIGID, DIFFUSELY TENDER W/ REBOUND AND INVOLUNTARY GUARDING, ABSENT BOWEL SOUNDS
EXT: COOL, NO EDEMA
NEURO: A&O X3
"""
pe_ann = annv(vit(101.2, 124, 96, 24, 95),
              ["ill_appearing", "diaphoretic", "irregularly_irregular_pulse", "distended_abdomen", "abdominal_rigidity",
               "diffuse_abdominal_tenderness", "rebound_tenderness", "guarding", "hypoactive_bowel_sounds"],
              ["pitting_edema", "altered_mental_status_sign"])
cxr = rad("CHEST (SINGLE VIEW)", "Radiograph", "Chest", """
    EXAMINATION:  CHEST, UPRIGHT AP

    INDICATION:  acute abd pain, peritonitis ? free air

    FINDINGS:
    Large volume of free air beneath both hemidiaphragms.  Lungs clear.  No effusion.  Heart size at the
    upper limits of normal.  Calcified aortic knob.

    IMPRESSION:
    Pneumoperitoneum. Findings were telephoned to Dr. ___ at ___.
    """,
    ["free_air_under_diaphragm", "free_air_on_radiograph"],
    EFF + ["cardiomegaly"])
ct = rad("CT ABD & PELVIS WITH CONTRAST", "CT", "Abdomen", """
    EXAMINATION:  CT ABD AND PELVIS WITH CONTRAST

    INDICATION:  71M, free air on CXR, LLQ pain, on rivaroxaban

    TECHNIQUE:  CT abdomen/pelvis acquired in portal venous phase after 90 mL Omnipaque, no oral
    contrast; multiplanar reformats.

    DOSE:  DLP 612 mGy-cm

    COMPARISON:  Chest radiograph same day.

    FINDINGS:
    There is a moderate volume of pneumoperitoneum, with additional bubbles of extraluminal gas
    clustered around the mid sigmoid colon.  The sigmoid colon contains numerous diverticula and is
    thickened with marked surrounding fat stranding; a focal discontinuity of the wall at a
    diverticulum is suspected.  Moderate free fluid in the pelvis and both paracolic gutters with
    diffuse peritoneal enhancement.  No discrete rim-enhancing collection.

    Small bowel loops are mildly dilated and fluid filled, likely ileus.  Several simple hepatic
    cysts, the largest 2.5 cm.  Gallbladder normal.  Pancreas and spleen normal.  Kidneys without
    hydronephrosis.  Lung bases: dependent atelectasis.  Aortoiliac atherosclerosis.

    IMPRESSION:
    Perforated sigmoid ____ with moderate pneumoperitoneum and free fluid, consistent with
    peritonitis.  No drainable abscess.
    """,
    ["pneumoperitoneum_ct", "extraluminal_pericolic_gas", "colonic_diverticula", "sigmoid_wall_thickening",
     "pericolic_fat_stranding", "free_fluid_abdomen", "free_pelvic_fluid", "dilated_small_bowel_loops",
     "fluid_filled_bowel_loops", "hepatic_cysts"],
    ["pericolic_abscess", "hydronephrosis"] + GB_N + PANC_N)
ENCOUNTERS.append(enc(
    29400019, "diverticulitis", "typical", hpi, hpi_ann, pe, pe_ann,
    merge(cbc(3.1, 13.8, 162, 68.0, bands=22.0), bmp(138, 5.0, 104, 16, 36, 1.6, 162), lft(30, 38, 72, 1.2),
          {50813: 4.4, 50956: 28, 51003: 0.03}, coags(16.2, 1.5, 33.0)),
    [cxr, ct], "Perforated sigmoid diverticulitis with purulent peritonitis",
    [K5720, "Generalized (acute) peritonitis", "Severe sepsis with septic shock", "Unspecified atrial fibrillation",
     "Long term (current) use of anticoagulants", "Essential (primary) hypertension"],
    ["Sigmoid colectomy with end colostomy (Hartmann procedure)"],
    [("0DTN0ZZ", "Resection of Sigmoid Colon, Open Approach", 10),
     ("0D1M0Z4", "Bypass Descending Colon to Cutaneous, Open Approach", 10)],
    micro={90201: ("BACTEROIDES FRAGILIS GROUP", BLOOD_SPEC)}))

# --------------------------------------------------------------------------------------------
hpi = """
Mrs. ___ is a 68 y/o woman with seropositive RA on methotrexate and prednisone 10 mg daily
(chronic), osteoporosis and HTN who presents with 4 days of vague lower abdominal discomfort and
"feeling off". Decreased appetite, 2 days of loose stools, no blood. No fevers at home. No N/V. Mild
urinary frequency. Her rheumatologist saw her yesterday, noted a temp of 99.8, sent a UA which was
unremarkable and told her to come to the ED if not improving.

In the ED, T 99.1, HR 102, BP 108/64, RR 18, 97% RA. Exam with only mild LLQ tenderness. Labs: WBC
10.8 (on prednisone), CRP 142, lactate 1.4, Cr 0.8. Given the CRP and her immunosuppression a CT was
performed, as below. She received ceftriaxone/metronidazole and hydrocortisone 100 mg IV (stress
dose) and was admitted to medicine with surgery following.

Past Medical History:
- Rheumatoid arthritis (MTX 15 mg weekly, prednisone 10 mg daily x 3 yrs)
- Osteoporosis w/ T12 compression fx
- HTN
- GERD
- Cataracts
Past Surgical History: bilat cataract surgery, R TKA
Social History: ___ Retired librarian, lives with her husband. Never smoked; does not drink.
Family History: Sister w/ lupus. Mother died of colon ca at 80.
"""
hpi_ann = annv(vits(vit(t=99.8), vit(99.1, 102, 108, 18, 97)),
               ["abdominal_pain", "anorexia", "diarrhea", "urinary_frequency", "llq_tenderness", "immunosuppression",
                "chronic_glucocorticoid_use", "autoimmune_disease_history", "osteoporosis_history",
                "hypertension_history", "family_history_colon_malignancy", "family_history_autoimmune",
                "prior_lens_surgery"],
               ["bloody_diarrhea", "fever", "nausea", "vomiting", "smoker", "alcohol_use"])
pe = """
ADMISSION PHYSICAL EXAM:
VS: T 98.9, HR 96, BP 112/66, RR 16, SpO2 98% RA
GEN: Cushingoid elderly woman, NAD, nontoxic appearing
HEENT: anicteric; MMM
SKIN: thin skin with ecchymoses on both forearms
CV: RRR. 2/6 systolic murmur at LUSB
LUNGS: CTA b/l
ABD: soft, mildly distended, mild tenderness in LLQ on deep palpation without rebound or guarding.
No masses. NABS.
EXT: MCP ulnar deviation bilaterally, no synovitis. No edema.
NEURO: A&O x3
"""
pe_ann = annv(vit(98.9, 96, 112, 16, 98),
              ["ecchymoses", "hand_deformities", "distended_abdomen", "llq_tenderness"],
              ["ill_appearing", "jaundice", "dehydration_signs", "rebound_tenderness", "guarding", "llq_mass",
               "hyperactive_bowel_sounds", "hypoactive_bowel_sounds", "small_joint_synovitis", "pitting_edema",
               "altered_mental_status_sign"])
ct = rad("CT ABD & PELVIS WITH CONTRAST", "CT", "Abdomen", """
    EXAMINATION:  CT A/P W/ CONTRAST

    INDICATION:  68F on MTX/prednisone, lower abd pain, CRP 142, eval for intra-abdominal infection

    TECHNIQUE:  One contrast-enhanced acquisition through abdomen and pelvis, reformatted in 2
    planes.

    DOSE:  DLP 470 mGy-cm

    FINDINGS:
    The sigmoid colon contains multiple diverticula.  A 6 cm segment of distal sigmoid is thickened with
    mild pericolic fat stranding, and there are several small bubbles of extraluminal gas contained
    within the sigmoid mesocolon adjacent to it.  Alongside is a 1.8 cm ill-defined low density area
    without a discrete enhancing wall, which may represent phlegmon or an early abscess.  No free
    intraperitoneal air.  No free fluid.

    1.1 cm simple hepatic cyst.  Gallbladder, pancreas, spleen and adrenals are unremarkable.  Kidneys
    without hydronephrosis.  No bowel obstruction.  Chronic T12 compression fracture with 40% height
    loss.  Diffuse osteopenia.

    IMPRESSION:
    1. Sigmoid ____ with a contained microperforation.  Small adjacent phlegmon or early abscess,
    too small to drain.
    2. Note that in a patient on steroids the inflammation may be more advanced than the clinical
    exam suggests.
    """,
    ["colonic_diverticula", "sigmoid_wall_thickening", "pericolic_fat_stranding", "extraluminal_pericolic_gas",
     "hepatic_cysts", "vertebral_compression_fracture"],
    ["pneumoperitoneum_ct", "free_fluid_abdomen", "hydronephrosis", "dilated_small_bowel_loops"] + GB_N + PANC_N)
ENCOUNTERS.append(enc(
    29400020, "diverticulitis", "atypical", hpi, hpi_ann, pe, pe_ann,
    merge(cbc(10.8, 11.9, 421, 89.0, lymph=5.0, mcv=99), bmp(134, 4.4, 99, 24, 19, 0.8, 146),
          lft(22, 26, 101, 0.5, alb=3.2), {50889: 142.0, 50813: 1.4, 51288: 68}, ua(sg=1.014)),
    [ct], "Sigmoid diverticulitis with contained microperforation (on immunosuppression)",
    [K5720, "Rheumatoid arthritis, unspecified", "Long term (current) use of systemic steroids",
     "Age-related osteoporosis without current pathological fracture", "Essential (primary) hypertension"],
    micro={90201: ("No growth", BLOOD_SPEC)}))

# --------------------------------------------------------------------------------------------
hpi = """
___ is a 39 year old man with obesity (BMI 41), OSA on CPAP and fatty liver who presents w/ 2 days
of right sided abdominal pain. Pain began in the R lower abdomen - not preceded by pain around the
umbilicus - and is constant and dull, ___, worse with walking. No N/V; appetitie decreased but
still eating. Subjective fever yesterday. Normal BMs. No urinary symptoms. Born in ___ (South
Korea), moved to the US at age 20; visited family there last month.

In the ED 100.2 88 138/86 16 97%RA. WBC 12.1, LFTs mildly elevated (chronic per pt). CT A/P showed
inflammation centered on an ascending colon diverticulum with a normal appendix. He was started on
augmentin and admitted to the surgical service for serial exams given the location.

PMH: obesity, OSA, NAFLD, prediabetes
PSH: none
Social: software engineer, never smoker, social drinker
FHx: father w/ stomach cancer
"""
hpi_ann = annv(vit(100.2, 88, 138, 16, 97),
               ["abdominal_pain", "rlq_pain", "prolonged_constant_pain", "pain_worse_with_movement", "anorexia", "fever",
                "obesity", "east_asian_ancestry", "recent_travel", "colonic_diverticula", "pericolic_fat_stranding",
                "normal_caliber_appendix"],
               ["periumbilical_pain", "pain_migration_to_rlq", "nausea", "vomiting", "dysuria", "urinary_frequency",
                "prior_abdominal_surgery", "smoker"])
pe = """
VS: 99.6 84 134/80 16 98% RA
GEN: obese man in no distress
HEENT: MMM, anicteric
CV: RRR
RESP: CTAB
ABD: obese, soft, ND. Tender R mid and lower abdomen, laterally, with mild voluntary guarding. No
rebound. Rovsing neg. Psoas neg. No Murphy's.
EXT: no edema
SKIN: acanthosis nigricans at the neck
"""
pe_ann = annv(vit(99.6, 84, 134, 16, 98),
              ["obesity", "rlq_tenderness", "guarding", "acanthosis_nigricans"],
              ["dehydration_signs", "jaundice", "distended_abdomen", "rebound_tenderness", "rovsing_sign", "psoas_sign",
               "murphy_sign", "pitting_edema"])
ct = rad("CT ABD & PELVIS WITH CONTRAST", "CT", "Abdomen", """
    EXAMINATION:  CT ABDOMEN/PELVIS WITH CONTRAST

    INDICATION:  39M RLQ pain, low grade temp, WBC 12. r/o appendicitis

    TECHNIQUE:  IV contrast enhanced axial CT, abdomen through pelvis, with multiplanar
    reformations.  Image quality degraded by body habitus.

    DOSE:  DLP 880 mGy-cm

    COMPARISON:  None

    FINDINGS:
    The appendix is normal in caliber (5 mm) and air filled, without periappendiceal inflammation.

    About 4 cm cranial to the ileocecal valve a diverticulum of the ascending colon is inflamed, with
    adjacent pericolic fat stranding and mild segmental wall thickening of the ascending colon.
    Several additional uninflamed diverticula in the cecum and ascending colon. No abscess or
    extraluminal gas.  Terminal ileum normal.  The sigmoid colon is unremarkable.

    The liver is enlarged (20 cm) and diffusely low in attenuation, c/w steatosis. Gallbladder normal.
    Pancreas normal.  Spleen upper normal.  Kidneys normal.  No lymphadenopathy.  No free fluid.

    IMPRESSION:
    1. Right-sided (ascending colon) ____.  Normal appendix.
    2. Hepatomegaly with steatosis.
    """,
    ["normal_caliber_appendix", "colonic_diverticula", "pericolic_fat_stranding", "steatotic_hepatomegaly"],
    APP_N + GB_N + PANC_N + KID_N + ["pericolic_abscess", "extraluminal_pericolic_gas", "sigmoid_wall_thickening",
                                     "terminal_ileal_wall_thickening", "enlarged_mesenteric_lymph_nodes",
                                     "free_fluid_abdomen"])
ENCOUNTERS.append(enc(
    29400021, "diverticulitis", "atypical", hpi, hpi_ann, pe, pe_ann,
    merge(cbc(12.1, 15.9, 281, 77.0), bmp(139, 4.2, 102, 25, 13, 0.9, 117), lft(68, 52, 88, 0.9),
          {50956: 41}, ua(sg=1.020)),
    [ct], "Right-sided (ascending colon) diverticulitis",
    [K5732, "Morbid (severe) obesity due to excess calories", "Obstructive sleep apnea (adult) (pediatric)",
     "Fatty (change of) liver, not elsewhere classified"]))

# --------------------------------------------------------------------------------------------
hpi = """
Mrs. ___ is a 74 year old woman with chronic constipation, Parkinson's disease, hypothyroidism and
depression who presents from her PCP's office with constipation. She reports no bowel movement for 5
days despite senna and miralax, with bloating and crampy lower abdominal pain, worse on the left. Her
PCP did a rectal exam in the office, no impaction, and sent her to the ED for "possible obstipation /
fecal impaction - ? needs disimpaction". In the ED she was found to have a temp of 100.9 and LLQ
tenderness. She then reported feeling feverish with chills for the past day, and nausea without
vomiting. Still passing some gas. No melena or hematochezia.

Labs: WBC 15.4 with left shift, lactate 1.3. KUB showed a moderate stool burden. CT A/P w/ contrast
was then obtained (below). She was started on cipro/flagyl and admitted to medicine.

PMH:
- Parkinson's disease (carbidopa-levodopa)
- chronic constipation
- hypothyroidism
- depression
- osteoarthritis
PSH:
- CCY ___
- R TKR
Social: Lives with daughter, walks with a cane. Never smoked. No EtOH.
FHx: Noncontributory.
"""
hpi_ann = annv(vit(t=100.9),
               ["constipation", "chronic_constipation_history", "abdominal_distension", "abdominal_cramping",
                "abdominal_pain", "llq_pain", "fever", "chills", "nausea", "llq_tenderness", "depression_history",
                "prior_cholecystectomy", "prior_abdominal_surgery", "stool_filled_colon_radiograph"],
               ["hard_stool_on_rectal_exam", "vomiting", "obstipation", "melena", "rectal_bleeding", "smoker",
                "alcohol_use"])
pe = """
ADMISSION PHYSICAL EXAM
VS: 100.4 98 128/70 18 96%RA
GEN: elderly woman, masked facies, NAD
HEENT: MMM, anicteric
NECK: supple
CV: RRR, no m/r/g
LUNGS: CTAB
ABD: soft, moderately distended, tympanic to percussion, TTP LLQ with voluntary guarding, no rebound.
hypoactive BS. No palpable mass.
RECTAL: soft brown stool in vault, guaiac negative, no impaction
EXT: no c/c/e
NEURO: A&O x3, cogwheel rigidity R arm, resting tremor R hand
"""
pe_ann = annv(vit(100.4, 98, 128, 18, 96),
              ["hypomimia", "distended_abdomen", "tympanic_abdomen", "llq_tenderness", "guarding",
               "hypoactive_bowel_sounds", "cogwheel_rigidity", "tremor_at_rest"],
              ["dehydration_signs", "jaundice", "new_heart_murmur", "rebound_tenderness", "llq_mass",
               "guaiac_positive_stool", "hard_stool_on_rectal_exam", "pitting_edema", "altered_mental_status_sign"])
kub = rad("ABDOMEN (SUPINE & ERECT)", "Radiograph", "Abdomen", """
    EXAMINATION:  ABDOMEN (SUPINE & ERECT)

    INDICATION:  constipation x5 days, ? impaction

    FINDINGS:
    Moderate to large amount of stool throughout the colon, most notably in the rectosigmoid.  No
    dilated small bowel loops.  No air-fluid levels.  No free air on the upright view.  Surgical clips
    in the RUQ.  Degenerative changes of the lumbar spine.

    IMPRESSION:
    Moderate to large stool burden.  Nonobstructive bowel gas pattern.
    """,
    ["stool_filled_colon_radiograph", "fecal_loading_colon"],
    ["dilated_small_bowel_loops", "stepladder_air_fluid_levels", "free_air_under_diaphragm", "free_air_on_radiograph"])
ct = rad("CT ABD & PELVIS WITH CONTRAST", "CT", "Abdomen", """
    EXAMINATION:  CT ABDOMEN AND PELVIS WITH CONTRAST

    INDICATION:  74F constipation, fever, LLQ ttp, WBC 15

    TECHNIQUE:  MDCT through the abdomen and pelvis after IV contrast, coronal and sagittal reformats.

    DOSE:  DLP 430 mGy-cm

    COMPARISON:  Radiograph same day

    FINDINGS:
    Moderate stool throughout the colon without a rectal fecaloma.  The sigmoid colon contains numerous
    diverticula, and a 6 cm segment is thickened with surrounding fat stranding; a small amount of fluid
    tracks along the sigmoid mesocolon but there is no drainable abscess and no extraluminal air.  The
    rectal wall is not thickened.

    Status post cholecystectomy.  CBD 8 mm, likely post-cholecystectomy.  Liver, pancreas, spleen
    unremarkable.  Kidneys without hydronephrosis.  No small bowel dilatation.  Atrophic uterus.
    Right knee arthroplasty partially imaged.  Multilevel degenerative disease.

    IMPRESSION:
    1. Acute sigmoid ____ without abscess or perforation.
    2. Moderate colonic stool burden without impaction or stercoral colitis.
    """,
    ["fecal_loading_colon", "colonic_diverticula", "sigmoid_wall_thickening", "pericolic_fat_stranding",
     "prior_cholecystectomy", "prior_abdominal_surgery"],
    ["pericolic_abscess", "extraluminal_pericolic_gas", "stercoral_wall_thickening", "hydronephrosis",
     "dilated_small_bowel_loops"] + PANC_N)
ENCOUNTERS.append(enc(
    29400022, "diverticulitis", "hard", hpi, hpi_ann, pe, pe_ann,
    merge(cbc(15.4, 12.2, 254, 86.0, bands=6.0), bmp(137, 3.9, 100, 25, 22, 0.9, 109), {50813: 1.3, 50956: 18,
          50993: 3.1}, lft(12, 19, 80, 0.5), ua(sg=1.019, ket="10")),
    [kub, ct], "Acute sigmoid diverticulitis",
    [K5732, "Parkinson's disease", "Hypothyroidism, unspecified", "Constipation, unspecified",
     "Major depressive disorder, single episode, unspecified"],
    micro={90201: ("No growth", BLOOD_SPEC)}))

# --------------------------------------------------------------------------------------------
hpi = """
___ is a 52 y/o F w/ hx of recurrent UTIs (3 in the past year), DM2 and HTN who went to urgent care 4
days ago w/ dysuria, urinary frequency and suprapubic pain and was started on nitrofurantoin for
presumed cystitis. Urine cx from urgent care grew mixed flora. Sx have not improved; she now has
worsening lower abdominal pain, more on the L, fevers to 101 and one episode of emesis. She also
noticed "bubbles" in her urine stream yesterday. No hematuria, flank pain or vaginal discharge. BMs
normal, last this AM.

In the ED T 101.4, HR 106, BP 148/86, RR 18, 98%. UA w/ 18 WBC, mod LE, neg nitrite, protein 30. WBC
14.7. Given failure of outpatient abx a CT A/P was done to eval for pyelonephritis or abscess and
showed a thickened, inflamed sigmoid with diverticula abutting a thickened bladder dome. Urology and
colorectal surgery were consulted.

PMH:
- Recurrent UTIs
- DM2 (metformin, A1c 7.2)
- HTN
- Obesity
- LLQ pain ___, called "colitis" at OSH, treated w/ abx
PSH:
- TAH ___ for fibroids
- C-section
Social: Works as a bank teller. Married. Smokes 1/2 ppd. No EtOH.
Family: mother with bladder cancer.
"""
hpi_ann = annv(vits(vit(t=101), vit(101.4, 106, 148, 18, 98)),
               ["recurrent_uti_history", "dysuria", "urinary_frequency", "suprapubic_pain", "abdominal_pain", "llq_pain",
                "fever", "vomiting", "diabetes_history", "metformin_use", "hypertension_history", "obesity",
                "previous_similar_episodes", "prior_abdominal_surgery", "smoker", "sigmoid_wall_thickening",
                "colonic_diverticula", "bladder_wall_thickening"],
               ["gross_hematuria", "flank_pain", "vaginal_discharge", "alcohol_use"])
pe = """
Admission exam: T 100.8 HR 100 BP 142/84 RR 16 98% RA. Obese woman, appears tired. MMM. Anicteric. RRR.
Lungs clear. Abd obese, soft, non-distended, tender suprapubic and LLQ with voluntary guarding, no
rebound. No CVA tenderness bilaterally. Pelvic: no CMT, no adnexal tenderness, vaginal cuff normal.
Ext: no edema. A&Ox3.
"""
pe_ann = annv(vit(100.8, 100, 142, 16, 98),
              ["obesity", "tired_appearance", "suprapubic_tenderness", "llq_tenderness", "guarding"],
              ["dehydration_signs", "jaundice", "distended_abdomen", "rebound_tenderness", "cva_tenderness",
               "cervical_motion_tenderness", "adnexal_tenderness", "pitting_edema", "altered_mental_status_sign"])
ct = rad("CT ABD & PELVIS WITH CONTRAST", "CT", "Abdomen", """
    EXAMINATION:  CT ABD & PELVIS WITH CONTRAST (with delayed images)

    INDICATION:  52F recurrent UTI, failed nitrofurantoin, fever, LLQ pain. ? pyelo / abscess

    TECHNIQUE:  Nephrographic phase CT of the abdomen and pelvis with 5 minute delayed images through
    the pelvis.

    DOSE:  DLP 760 mGy-cm

    COMPARISON:  None.

    FINDINGS:
    Kidneys enhance symmetrically.  No hydronephrosis or perinephric stranding.  No renal or ureteral
    stones.  No renal abscess.

    The sigmoid colon has extensive diverticulosis, with a 7 cm segment of wall thickening and pericolic
    stranding closely applied to the left posterolateral dome of the bladder. At this site the bladder
    wall is focally thickened to 9 mm, and there is a small focus of nondependent gas within the bladder
    lumen. No history of catheterization is given. A discrete fistulous tract is not identified. No
    abscess.

    Liver steatotic.  Gallbladder, pancreas, spleen unremarkable.  Uterus surgically absent.  No free
    fluid.  No lymphadenopathy.

    IMPRESSION:
    1. Sigmoid ____ with inflammation contiguous with the bladder dome, focal bladder wall thickening
    and intravesical gas, highly suspicious for a colovesical fistula.
    2. No evidence of pyelonephritis, renal abscess or obstruction.
    """,
    ["colonic_diverticula", "sigmoid_wall_thickening", "pericolic_fat_stranding", "bladder_wall_thickening"],
    ["hydronephrosis", "perinephric_stranding", "renal_calculus", "ureteral_stone", "renal_abscess",
     "pericolic_abscess", "free_fluid_abdomen", "enlarged_mesenteric_lymph_nodes"] + GB_N + PANC_N)
ENCOUNTERS.append(enc(
    29400023, "diverticulitis", "hard", hpi, hpi_ann, pe, pe_ann,
    merge(cbc(14.7, 12.5, 330, 84.0), bmp(135, 4.0, 99, 23, 15, 0.9, 212), lft(21, 18, 95, 0.4),
          ua(app="Cloudy", sg=1.018, prot="30", glu="150", le="MOD", nit="NEG", wbc=18, rbc=4, epi=2)),
    [ct], "Sigmoid diverticulitis with colovesical fistula",
    [K5732, "Vesicointestinal fistula", "Type 2 diabetes mellitus without complications",
     "Essential (primary) hypertension", "Nicotine dependence, cigarettes, uncomplicated"],
    micro={90039: ("ESCHERICHIA COLI", URINE_SPEC), 90201: ("No growth", BLOOD_SPEC)}))

# --------------------------------------------------------------------------------------------
hpi = """
___ is a 60 y/o M with h/o nephrolithiasis (L ureteral stone s/p ureteroscopy ___), HTN, HLD and gout
who presents with L flank and LLQ pain x 2 days. He was seen at ___ urgent care yesterday and told he
"probably has another kidney stone", given oxycodone and tamsulosin and told to strain his urine.
Pain persits, now constant, ___, in the left lower abdomen going down toward the L groin. Now with a
fever to 100.9 and nausea. Has not passed a stone. Mild dysuria. No gross hematuria. BMs normal, no
blood.

ED: T 100.5 HR 96 BP 158/94 RR 16 98%. UA 3-5 RBC, 2 WBC. WBC 13.2. Cr 1.1. CT A/P w/o contrast (stone
protocol) showed no ureteral stone or hydronephrosis, nonobstructing L renal stones, and sigmoid wall
thickening w/ stranding. Given these findings a contrast CT was not repeated. Started on cipro/flagyl.

PMH:
- nephrolithiasis (uric acid)
- HTN
- gout (allopurinol)
- HLD
PSH: L ureteroscopy w/ laser lithotripsy ___
Social: retired mechanic, quit smoking 10 yrs ago, 2-3 beers/day
FHx: brother w/ colon polyps
"""
hpi_ann = annv(vits(vit(t=100.9), vit(100.5, 96, 158, 16, 98)),
               ["kidney_stone_history", "flank_pain", "llq_pain", "pain_radiating_to_groin", "prolonged_constant_pain",
                "fever", "nausea", "dysuria", "hypertension_history", "hyperlipidemia_history", "former_smoker", "prior_gout_attacks",
                "alcohol_use", "renal_calculus", "sigmoid_wall_thickening", "pericolic_fat_stranding"],
               ["gross_hematuria", "rectal_bleeding", "ureteral_stone", "hydronephrosis"])
pe = """
ADMISSION PHYSICAL EXAM:
VS: T 99.8, HR 90, BP 150/88, RR 16, SpO2 97% RA
GEN: Well appearing, in mild discomfort, shifting in bed
HEENT: MMM, anicteric sclera
CV: RRR, no MRG
LUNGS: CTAB, no WRR
ABD: Soft, mildly distended. Tender LLQ > suprapubic with voluntary guarding, no rebound. Palpable
tender fullness in LLQ.
BACK: no CVA tenderness
GU: no testicular tenderness or swelling
EXT: no edema. Tophus over R 1st MTP.
NEURO: A&Ox3
"""
pe_ann = annv(vit(99.8, 90, 150, 16, 97),
              ["distended_abdomen", "llq_tenderness", "suprapubic_tenderness", "guarding", "llq_mass", "tophi"],
              ["ill_appearing", "dehydration_signs", "jaundice", "new_heart_murmur", "expiratory_wheezes", "crackles",
               "scattered_rhonchi", "rebound_tenderness", "cva_tenderness", "tender_swollen_testis", "pitting_edema",
               "altered_mental_status_sign"])
ct = rad("CT ABD & PELVIS W/O CONTRAST", "CT", "Abdomen", """
    EXAMINATION:  CT ABD & PELVIS W/O CONTRAST

    INDICATION:  L flank pain, hx stones, ? obstructing stone

    TECHNIQUE:  Helical low-dose CT of the abdomen and pelvis without oral or IV contrast.
    Multiplanar reformations.

    DOSE:  DLP 310 mGy-cm

    COMPARISON:  CT ___

    FINDINGS:
    KIDNEYS/URETERS/BLADDER: Two nonobstructing stones in the lower pole of the L kidney, largest 4 mm.
    No hydronephrosis.  No stone along the course of either ureter.  No perinephric stranding.  No right
    renal stones.  Bladder unremarkable.

    BOWEL: Sigmoid diverticulosis.  Segmental wall thickening of the proximal sigmoid over
    approximately 8 cm with adjacent fat stranding and a small amount of fluid along the left pelvic
    sidewall, close to the left ureter, which is not obstructed.  A few tiny foci of extraluminal gas
    next to the sigmoid are suspected but difficult to confirm on this noncontrast exam.  No drainable
    collection.  No bowel obstruction.  Appendix normal.

    OTHER: Liver, gallbladder, spleen and pancreas unremarkable for noncontrast technique.  Small fat
    containing left inguinal hernia.  Aortoiliac atherosclerosis.

    IMPRESSION:
    1. Sigmoid ____.  Possible tiny foci of extraluminal gas; a microperforation cannot be excluded.
    Contrast enhanced CT could be considered if not improving.
    2. Nonobstructing left nephrolithiasis.  No ureteral calculus or hydronephrosis.
    """,
    ["renal_calculus", "colonic_diverticula", "sigmoid_wall_thickening", "pericolic_fat_stranding",
     "free_pelvic_fluid", "normal_caliber_appendix", "groin_defect_herniation"],
    ["hydronephrosis", "ureteral_stone", "perinephric_stranding", "pericolic_abscess", "dilated_small_bowel_loops"]
    + APP_N + GB_N + PANC_N)
ENCOUNTERS.append(enc(
    29400024, "diverticulitis", "hard", hpi, hpi_ann, pe, pe_ann,
    merge(cbc(13.2, 15.0, 240, 81.0), bmp(140, 4.5, 103, 25, 19, 1.1, 106), {50956: 30, 51007: 7.8},
          ua(sg=1.022, rbc=4, wbc=2)),
    [ct], "Acute sigmoid diverticulitis",
    [K5732, "Calculus of kidney", "Essential (primary) hypertension", "Gout, unspecified"],
    micro={90039: ("No growth", URINE_SPEC)}))
