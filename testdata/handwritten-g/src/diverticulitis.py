"""Diverticulitis, 29600013-29600018.

29600013 typical   63M, Australian ED note (LIF pain, obs line, Ix/Imp/Plan); CT with ABDOMEN/PELVIS headers.
29600014 typical   55F with a prior attack, EHR template with ROS grid; CT synoptic with a pericolic abscess and gas.
29600015 atypical  42M of Korean descent, right-sided (cecal) diverticulum, speech-recognition dictation; CT shows a normal appendix.
29600016 atypical  71F on prednisone and tacrolimus after a kidney transplant, quiet abdomen; chest film with free air, CT with perforation.
29600017 hard      68F, urgent-care SOAP note treating a bladder infection that did not improve; CT shows sigmoid inflammation on the bladder.
29600018 hard      49M who knows his kidney stones, Canadian ED chart; stone-protocol CT finds no stone.
"""

from common import *  # noqa: F401,F403

ENCOUNTERS = []

# 29600013 ---------------------------------------------------------------------------------------
_v = vit(38.3, 96, 146, 18, 97)
ENCOUNTERS.append(enc(
    29600013, "diverticulitis", "typical",
    """
63M, retired electrician. PC: LIF pain 3/7.
HPI: Gradual onset lower abdo pain, now localised to the LIF, constant, 6/10, worse going over bumps in the car. Feverish
and sweaty last night. Off his food. Bowels: a bit loose x2 yesterday, no PR blood, no mucus. No urinary sx. Colonoscopy
2 yrs ago (screening) - "pockets in the bowel", nil else. No previous episodes like this.
PMHx: HTN, gout, OSA on CPAP.
Meds: perindopril, allopurinol. NKDA.
SHx: ex-smoker, 2-3 standard drinks most nights. Lives with wife, independent.
""",
    ann(["abdominal_pain", "llq_pain", "prolonged_constant_pain", "pain_worse_with_movement", "fever", "sweating",
         "anorexia", "diarrhea", "diverticulosis_history", "hypertension_history", "raas_blocker_use",
         "prior_gout_attacks", "former_smoker", "alcohol_use"],
        ["rectal_bleeding", "mucus_in_stool", "dysuria", "previous_similar_episodes", "known_allergy"]),
    """
O/E: Obs T 38.3 HR 96 BP 146/88 RR 18 SpO2 97% RA.
Alert, looks unwell-ish. HS dual, nil added. Chest clear.
Abdo: soft, not distended. Tender ++ LIF with localised guarding. ?fullness LIF, no discrete mass. Not peritonitic.
BS present. Hernial orifices clear.
PR: not performed.
""",
    annv(_v, ["llq_tenderness", "guarding"],
         ["distended_abdomen", "llq_mass", "rebound_tenderness", "abdominal_rigidity", "irreducible_tender_bulge",
          "reducible_groin_bulge"]),
    merge(cbc(14.8, 14.6, 301, 82.0), bmp(137, 4.1, 101, 25, 16, 1.0, 112), crp(138.0), lft(22, 25, 80, 0.7), ua()),
    [rpt("CT ABDOMEN AND PELVIS WITH IV CONTRAST", "CT", "Abdomen", [
        ("CLINICAL NOTES", "LIF pain and fever, raised CRP. ?____"),
        ("TECHNIQUE", "Portal venous phase CT abdomen and pelvis."),
        ("FINDINGS", None),
        ("ABDOMEN", """
            Lung bases clear. Liver, gallbladder, pancreas, spleen, adrenals unremarkable. Kidneys enhance normally,
            no hydronephrosis. Small bowel normal calibre. No free gas.
            """),
        ("PELVIS", """
            Extensive diverticular disease of the sigmoid colon. A 9 cm segment of mid-sigmoid shows circumferential
            wall thickening to 7 mm with marked stranding of the adjacent mesocolic fat and a small amount of fluid
            tracking along the left paracolic gutter. No extraluminal gas. No abscess. Bladder and prostate
            unremarkable. No pelvic lymphadenopathy.
            """),
        ("IMPRESSION", "Acute uncomplicated sigmoid ____ (modified Hinchey Ia). No perforation or abscess."),
    ], ["colonic_diverticula", "sigmoid_wall_thickening", "pericolic_fat_stranding", "free_fluid_abdomen"],
        ["extraluminal_pericolic_gas", "pericolic_abscess", "pneumoperitoneum_ct", "hydronephrosis",
         "dilated_small_bowel_loops"] + GB_N + PANC_N + LIVER_CT_N)],
    "Acute sigmoid diverticulitis", ["Diverticulitis of large intestine without perforation or abscess without bleeding",
                                     "Essential (primary) hypertension"]))

# 29600014 ---------------------------------------------------------------------------------------
_v = vit(38.6, 108, 122, 20, 98)
ENCOUNTERS.append(enc(
    29600014, "diverticulitis", "typical",
    """
Chief Complaint: Left lower abdominal pain x 4 days

HPI: 55 y.o. female with diverticular disease, one prior flare 18 months ago (CT showed inflamed sigmoid diverticula,
treated with oral antibiotics at home), presenting with 4 days of left lower abdominal pain, similar to that episode
but worse. She started amoxicillin-clavulanate left over from
a dental visit 2 days ago without improvement. Fevers to 102 at home. Constipated, last BM 3 days ago.

ROS:
Constitutional: [+] fever [+] chills [+] fatigue [-] night sweats
GI: [+] nausea [-] vomiting [+] constipation [-] blood per rectum
GU: [-] dysuria [-] frequency [-] pneumaturia
Skin: [-] rash

PMH: Diverticular disease with one flare (2023), hypothyroidism, depression
PSH: Laparoscopic cholecystectomy
Medications: levothyroxine, sertraline
Allergies: No Known Allergies
Social: Former smoker, quit 2015. Wine 1-2 glasses/week.
""",
    ann(["llq_pain", "abdominal_pain", "previous_similar_episodes", "diverticulosis_history", "colonic_diverticula",
         "fever", "fever_measured",
         "chills", "fatigue", "nausea", "constipation", "depression_history", "prior_cholecystectomy",
         "prior_abdominal_surgery", "former_smoker", "alcohol_use"],
        ["night_sweats", "vomiting", "rectal_bleeding", "dysuria", "urinary_frequency", "rash", "known_allergy"]),
    """
Vitals: T 38.6 °C, HR 108, BP 122/70, RR 20, SpO2 98%
General: Appears ill. Moderate distress.
Lungs: Clear bilaterally. No crackles.
CV: Tachycardic, regular.
Abdomen: Mildly distended. Tenderness present in the LLQ and suprapubic area. Palpable tender fullness in the LLQ.
Rebound: present in the LLQ. Guarding: present. Bowel sounds: hypoactive. Laparoscopic port scars.
Extremities: No edema.
""",
    annv(_v, ["ill_appearing", "distended_abdomen", "llq_tenderness", "suprapubic_tenderness", "llq_mass",
              "rebound_tenderness", "guarding", "hypoactive_bowel_sounds", "prior_abdominal_surgery"],
         ["crackles", "pitting_edema"]),
    merge(cbc(18.9, 12.4, 412, 87.0), bmp(135, 3.6, 99, 23, 14, 0.8, 124), lactate(1.6), crp(212.0)),
    [rpt("CT ABDOMEN AND PELVIS WITH CONTRAST", "CT", "Abdomen", [
        ("INDICATION", "Known diverticular disease, LLQ pain, fever, failed oral antibiotics."),
        ("COMPARISON", "CT ___ (18 months prior)."),
        ("TECHNIQUE", "IV contrast enhanced, oral contrast not given."),
        ("DOSE", "DLP 602 mGy-cm"),
        ("FINDINGS", """
            Colon:
              Diverticula: numerous, descending and sigmoid colon.
              Inflamed segment: distal descending / proximal sigmoid colon, approximately 12 cm.
              Wall thickness: 9 mm.
              Pericolic fat stranding: marked.
              Abscess: present, 3.4 x 2.7 cm rim-enhancing collection in the sigmoid mesocolon.
              Extraluminal gas: several small foci adjacent to the inflamed segment, contained.
              Free intraperitoneal air: absent.
              Fistula: none seen.
            Other:
              Small bowel: no dilatation.
              Gallbladder: surgically absent.
              Kidneys: no hydronephrosis.
              Liver: two subcentimeter hypodensities, too small to characterize, unchanged.
            """),
        ("IMPRESSION", """
            1. Complicated ____ of the descending-sigmoid junction with a 3.4 cm pericolic abscess and contained
               extraluminal gas. Progressed since the prior CT.
            2. No free air.
            """),
    ], ["colonic_diverticula", "sigmoid_wall_thickening", "pericolic_fat_stranding", "pericolic_abscess",
        "extraluminal_pericolic_gas", "prior_cholecystectomy"],
        ["pneumoperitoneum_ct", "dilated_small_bowel_loops", "hydronephrosis"])],
    "Complicated diverticulitis with pericolic abscess",
    ["Diverticulitis of large intestine with perforation and abscess without bleeding", "Hypothyroidism, unspecified"],
    ["CT-guided percutaneous drainage of pelvic abscess"],
    [("0W9J30Z", "Drainage of Pelvic Cavity with Drainage Device, Percutaneous Approach", 10)]))

# 29600015 ---------------------------------------------------------------------------------------
_v = vit(37.9, 88, 126, 16, 99)
ENCOUNTERS.append(enc(
    29600015, "diverticulitis", "atypical",
    """
This is a forty two year old man of Korean descent with no significant past medical history who presents with three
days of right sided lower abdominal pain period the pain began in the right lower abdomen itself and has stayed there
comma it did not start around the belly button comma he describes it as a constant soreness that is worse when he
presses on it period he has had a low grade temperature up to ninety nine point nine comma some mild nausea but his
appetite is actually okay and he ate breakfast this morning period he had one soft stool today period no vomiting comma
no blood in the stool comma no urinary symptoms period he has had a similar but milder pain in the same place about two
years ago while visiting family in Seoul which went away with antibiotics there comma he was told at that time it was
not the appendix period he still has his appendix period no other surgeries period no medications period no allergies
period he drinks socially comma does not smoke period
""",
    ann(["abdominal_pain", "rlq_pain", "prolonged_constant_pain", "nausea", "previous_similar_episodes",
         "east_asian_ancestry", "alcohol_use"],
        ["pain_migration_to_rlq", "periumbilical_pain", "fever_measured", "anorexia", "vomiting", "rectal_bleeding",
         "dysuria", "prior_appendectomy", "prior_abdominal_surgery", "known_allergy", "smoker"]),
    """
Vital signs temperature thirty seven point nine comma pulse eighty eight comma blood pressure one twenty six over
seventy eight comma respiratory rate sixteen comma oxygen saturation ninety nine percent on room air period he is well
appearing and in no distress period lungs clear period heart regular without murmur period abdomen is soft comma non
distended comma there is focal tenderness in the right lower quadrant somewhat lateral and above McBurney's point
comma with mild voluntary guarding comma no rebound period pressing on the left side does not cause pain on the right
period psoas sign is negative period bowel sounds normal period no costovertebral angle tenderness period
""",
    annv(_v, ["rlq_tenderness", "guarding"],
         ["ill_appearing", "new_heart_murmur", "distended_abdomen", "rebound_tenderness", "rovsing_sign", "psoas_sign",
          "hyperactive_bowel_sounds", "hypoactive_bowel_sounds", "cva_tenderness"]),
    merge(cbc(11.8, 15.1, 266, 76.0), bmp(139, 4.2, 102, 26, 13, 1.0, 99), crp(54.0), ua()),
    [rpt("CT ABDOMEN AND PELVIS WITH IV CONTRAST", "CT", "Abdomen", [
        ("HISTORY", "RLQ pain x3 days, evaluate for ____ vs other."),
        ("TECHNIQUE", "Axial contrast-enhanced images with coronal and sagittal reconstructions."),
        ("FINDINGS", """
            There is an inflamed outpouching arising from the anterolateral wall of the cecum, about 1.5 cm, with
            surrounding fat stranding and mild thickening of the adjacent cecal and proximal ascending colon wall.
            Two additional non-inflamed diverticula in the ascending colon. No extraluminal gas or fluid collection.
            The appendix is separately identified arising from the posteromedial cecum; it measures 5 mm, fills with
            gas and is surrounded by clean fat.
            Terminal ileum is normal. Small bowel not dilated. A few reactive ileocolic lymph nodes up to 8 mm short
            axis. Sigmoid colon normal.
            Liver, gallbladder, pancreas, spleen, kidneys: no acute abnormality. Lung bases clear.
            """),
        ("IMPRESSION", "Right-sided (cecal) ____. Normal appendix."),
    ], ["colonic_diverticula", "pericolic_fat_stranding", "normal_caliber_appendix"],
        ["extraluminal_pericolic_gas", "pericolic_abscess", "terminal_ileal_wall_thickening", "dilated_small_bowel_loops",
         "enlarged_mesenteric_lymph_nodes", "sigmoid_wall_thickening"] + APP_N + GB_N + PANC_N + KID_N)],
    "Right-sided (cecal) diverticulitis", ["Diverticulitis of large intestine without perforation or abscess without bleeding"]))

# 29600016 ---------------------------------------------------------------------------------------
_v = vit(37.2, 112, 98, 22, 95)
ENCOUNTERS.append(enc(
    29600016, "diverticulitis", "atypical",
    """
Transplant nephrology asked us to see. 71F, deceased donor kidney transplant 2019 (ESRD from diabetic nephropathy),
on tacrolimus, mycophenolate and prednisone 5 mg daily. 2 days of "not feeling right," with vague lower abdominal
discomfort she rates 3/10, mainly on the left, and one episode of vomiting. She denies fever at home (did not check).
Reduced appetite. Last bowel movement yesterday, hard. No diarrhea or blood. Urine output normal for her, no dysuria.
She says the pain is "nothing like" a transplant rejection episode she had in 2020.
PMH: DM2 on insulin, CAD s/p PCI 2017, HTN, kidney transplant.
PSH: kidney transplant (right iliac fossa), hysterectomy.
Allergies: none. Nonsmoker. No alcohol.
""",
    ann(["abdominal_pain", "llq_pain", "vomiting", "anorexia", "constipation", "immunosuppression",
         "chronic_glucocorticoid_use", "diabetes_history", "insulin_therapy", "coronary_artery_disease_history",
         "hypertension_history", "prior_abdominal_surgery", "ckd_history"],
        ["fever", "diarrhea", "rectal_bleeding", "dysuria", "known_allergy", "smoker", "alcohol_use"]),
    """
T 37.2  P 112  BP 98/60  RR 22  Sat 95% RA
Frail, cushingoid, looks unwell, dry mouth.
Chest: reduced air entry at the bases, no crackles.
Abdomen: Mildly distended, tympanic. Diffusely tender, worse in the lower abdomen and LLQ; mild guarding but no
rigidity (on steroids). Transplant kidney in RIF non-tender. Bowel sounds quiet.
Midline and right iliac fossa scars.
""",
    annv(_v, ["ill_appearing", "dehydration_signs", "diminished_breath_sounds", "distended_abdomen", "tympanic_abdomen",
              "diffuse_abdominal_tenderness", "llq_tenderness", "guarding", "hypoactive_bowel_sounds",
              "prior_abdominal_surgery"],
         ["crackles", "abdominal_rigidity"]),
    merge(cbc(9.6, 10.9, 188, 91.0, bands=12), bmp(133, 5.4, 100, 18, 38, 2.1, 212), lactate(2.8), crp(168.0),
          lft(28, 33, 96, 0.8, alb=2.8)),
    [rpt("XR CHEST UPRIGHT", "Radiograph", "Chest", [
        ("INDICATION", "Transplant patient with abdominal pain and tachycardia."),
        ("FINDINGS", "Crescent of free gas beneath the right hemidiaphragm. Lungs clear. No effusion. Heart normal size."),
        ("IMPRESSION", "Pneumoperitoneum. Findings discussed with the surgical team at the time of reporting."),
    ], ["free_air_under_diaphragm", "free_air_on_radiograph"], ["pleural_effusion", "cardiomegaly", "lobar_consolidation"]),
     rpt("CT ABDOMEN PELVIS WITHOUT IV CONTRAST", "CT", "Abdomen", [
        ("INDICATION", "Free air on chest radiograph. Renal transplant, IV contrast withheld."),
        ("TECHNIQUE", "Non-contrast CT, oral contrast given."),
        ("FINDINGS", """
            Moderate pneumoperitoneum, most around the liver and in the left lower quadrant. Sigmoid diverticulosis
            with wall thickening of the mid sigmoid, fat stranding, and gas bubbles in the sigmoid mesentery
            extending from a focal wall defect. Small volume of free fluid in the pelvis. No discrete abscess.
            Transplant kidney in the right iliac fossa without hydronephrosis. Native kidneys atrophic.
            Small bowel loops not dilated. Gallbladder normal.
            """),
        ("IMPRESSION", "Perforated sigmoid ____ with free intraperitoneal and extraluminal mesenteric gas (Hinchey III\n"
                       "should be considered clinically)."),
    ], ["pneumoperitoneum_ct", "colonic_diverticula", "sigmoid_wall_thickening", "pericolic_fat_stranding",
        "extraluminal_pericolic_gas", "free_pelvic_fluid", "small_kidneys"],
        ["pericolic_abscess", "hydronephrosis", "dilated_small_bowel_loops"] + GB_N)],
    "Perforated sigmoid diverticulitis", ["Diverticulitis of large intestine with perforation and abscess without bleeding",
                                          "Kidney transplant status", "Type 2 diabetes mellitus with diabetic chronic kidney disease"],
    ["Sigmoid colectomy with end colostomy (Hartmann procedure)"],
    [("0DTN0ZZ", "Resection of Sigmoid Colon, Open Approach", 10)],
    micro={90201: ("No growth", BLOOD_SPEC)}))

# 29600017 ---------------------------------------------------------------------------------------
_v = vit(100.8, 94, 136, 18, 97)
ENCOUNTERS.append(enc(
    29600017, "diverticulitis", "hard",
    """
Copy of urgent care note 4 days ago: S: 68F frequency, urgency, lower abdominal/pelvic discomfort x2 days. O: Afebrile.
UA dip LE small, nitrite neg. A: cystitis. P: ciprofloxacin 500 mg bid x 3 days.

ED note: Finished the ciprofloxacin yesterday, feels worse. Still urinating often and it burns a little at the end,
but what brought her in is the pain low on the left side of her belly, now constant, and chills with a temp of 100.9 last
night. She noticed bubbles in the toilet when she urinates this morning, which has never happened before. Bowels
irregular, alternating hard stools and loose ones this week. No vaginal bleeding (postmenopausal). No flank pain.
PMH: osteoporosis, HLD, "a few infections" of the bladder over the years, last one 3 years ago.
Meds: alendronate weekly, simvastatin. NKDA. Never smoker.
""",
    ann(["urinary_frequency", "dysuria", "abdominal_pain", "llq_pain", "prolonged_constant_pain",
         "chills", "fever_measured", "alternating_bowel_habit", "pelvic_pain", "osteoporosis_history",
         "hyperlipidemia_history", "recurrent_uti_history"],
        ["vaginal_bleeding", "flank_pain", "known_allergy", "smoker"]),
    """
T 100.8 HR 94 BP 136/80 RR 18 SpO2 97%
NAD, nontoxic.
Lungs CTA. Heart RRR.
Abd: soft, mild distension. Tender LLQ and suprapubic, with a firm tender fullness deep in the LLQ. Voluntary guarding
LLQ. No rebound. No CVA tenderness.
GU: normal external exam, no discharge.
""",
    annv(_v, ["distended_abdomen", "llq_tenderness", "suprapubic_tenderness", "llq_mass", "guarding"],
         ["ill_appearing", "rebound_tenderness", "cva_tenderness"]),
    merge(cbc(15.4, 12.7, 350, 83.0), bmp(139, 4.0, 104, 24, 17, 0.8, 105), crp(121.0),
          ua(app="Cloudy", le="SM", nit="NEG", rbc=6, wbc=22, epi=2, prot="30")),
    [rpt("CT ABDOMEN AND PELVIS WITH CONTRAST", "CT", "Abdomen", [
        ("INDICATION", "Persistent urinary symptoms after antibiotics, LLQ pain, fever, pneumaturia."),
        ("TECHNIQUE", "Contrast-enhanced CT from diaphragm to symphysis, delayed pelvic images."),
        ("FINDINGS", """
            Numbered findings:
            1. Sigmoid colon: innumerable diverticula; a 6 cm segment of the distal sigmoid is thickened to 8 mm with
               pericolic fat stranding. The inflamed segment is tethered to the left posterior bladder dome.
            2. Bladder: focal wall thickening at the point of contact, with a small focus of gas in the
               non-dependent bladder lumen (no prior instrumentation per history). Findings suggest an early
               colovesical fistula.
            3. No pericolic abscess. No free air.
            4. Kidneys: no hydronephrosis, perinephric stranding or stones. Ureters normal.
            5. Liver with a 1.2 cm simple cyst. Gallbladder, pancreas unremarkable.
            """),
        ("IMPRESSION", "Sigmoid ____ with tethering to the bladder and intravesical gas, suspicious for colovesical\n"
                       "fistula."),
    ], ["colonic_diverticula", "sigmoid_wall_thickening", "pericolic_fat_stranding", "bladder_wall_thickening",
        "hepatic_cysts"],
        ["pericolic_abscess", "pneumoperitoneum_ct"] + KID_N + GB_N + PANC_N)],
    "Sigmoid diverticulitis with colovesical fistula",
    ["Diverticulitis of large intestine without perforation or abscess without bleeding", "Vesicointestinal fistula"],
    micro={90039: ("ESCHERICHIA COLI", URINE_SPEC)}))

# 29600018 ---------------------------------------------------------------------------------------
_v = vit(37.8, 84, 148, 16, 98)
ENCOUNTERS.append(enc(
    29600018, "diverticulitis", "hard",
    """
CTAS 3. Triage: "Kidney stone again, L side, had 3 before."

MD: 49M with known nephrolithiasis (3 prior episodes, one needed ureteroscopy 2019) who thinks this is another stone.
Pain L flank and L lower abdomen since yesterday morning, came on gradually over a few hours rather than suddenly,
constant ache rather than the "waves" he has had with stones, does not go to the groin. No hematuria noticed, no
dysuria. Mild nausea, no vomiting. Subjective fever overnight. Constipated for 2 days, then a small loose BM today.
PMH: nephrolithiasis, HTN, obesity. PSH: ureteroscopy 2019, arthroscopic knee. Meds: HCTZ, tamsulosin left from last time
(took one). NKDA. Nonsmoker, beer on weekends.
""",
    ann(["flank_pain", "llq_pain", "abdominal_pain", "prolonged_constant_pain", "nausea", "fever", "constipation",
         "kidney_stone_history", "hypertension_history", "obesity", "thiazide_use", "diuretic_use", "alcohol_use"],
        ["sudden_severe_abdominal_pain", "colicky_abdominal_pain", "pain_radiating_to_groin", "gross_hematuria",
         "dysuria", "vomiting", "known_allergy", "smoker"]),
    """
VS: 37.8 | 84 | 148/92 | 16 | 98% RA
Sitting comfortably, not writhing.
Lungs clear. HS normal.
Abdomen obese, soft. Tender LLQ and left mid-abdomen with guarding on deep palpation. Mild L CVA tenderness. No
rebound. No hernias. Normal bowel sounds.
""",
    annv(_v, ["obesity", "llq_tenderness", "guarding", "cva_tenderness"],
         ["writhing_in_pain", "rebound_tenderness", "irreducible_tender_bulge", "hyperactive_bowel_sounds",
          "hypoactive_bowel_sounds"]),
    merge(cbc(13.4, 15.3, 279, 80.0), bmp(136, 3.5, 98, 27, 18, 1.1, 110), ua(rbc=2, wbc=3), crp(88.0)),
    [rpt("CT ABDOMEN/PELVIS W/O CONTRAST - RENAL STONE PROTOCOL", "CT", "Abdomen", [
        ("INDICATION", "Hx nephrolithiasis, L flank pain."),
        ("TECHNIQUE", "Low-dose non-contrast CT, prone not performed."),
        ("COMPARISON", "Stone protocol CT ___ (2019)."),
        ("FINDINGS", """
            KIDNEYS/URETERS: 3 mm non-obstructing calculus in the lower pole of the right kidney, unchanged. No left
            renal or ureteric calculus. No hydronephrosis on either side. No perinephric stranding. Bladder
            unremarkable.
            BOWEL: Descending colon diverticulosis. At the junction of the descending and sigmoid colon there is
            segmental wall thickening with pericolic fat stranding centred on an inflamed diverticulum. No gas
            outside the bowel, no collection. Small bowel normal.
            OTHER: Mild hepatic steatosis. No free fluid.
            """),
        ("IMPRESSION", """
            No left-sided stone or obstruction.
            Left colonic ____ at the descending-sigmoid junction, uncomplicated.
            """),
    ], ["renal_calculus", "colonic_diverticula", "sigmoid_wall_thickening", "pericolic_fat_stranding"],
        ["ureteral_stone", "hydronephrosis", "perinephric_stranding", "extraluminal_pericolic_gas", "pericolic_abscess",
         "dilated_small_bowel_loops", "free_fluid_abdomen"])],
    "Acute diverticulitis of descending colon", ["Diverticulitis of large intestine without perforation or abscess without bleeding",
                                                 "Calculus of kidney", "Essential (primary) hypertension"]))
