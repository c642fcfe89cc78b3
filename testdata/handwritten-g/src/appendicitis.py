"""Appendicitis, 29600001-29600006.

29600001 typical   19M, EHR template note with an ROS grid; central pain moving to the RLQ; CT synoptic report with an appendicolith.
29600002 typical   14F, Canadian paediatric ED chart with the triage nurse's quote; graded-compression US with a measurement list.
29600003 atypical  31F at 27 weeks, Australian registrar's note; US cannot find the appendix, MRI finds it displaced upward.
29600004 atypical  72M diabetic, speech-recognition dictation with spoken numbers; four days of vague pain; CT with ABDOMEN/PELVIS headers, perforation and abscess.
29600005 hard      24F, urgent-care SOAP note treating a bladder infection forwarded with her; CT with numbered findings, pelvic appendix on the bladder.
29600006 hard      35M, Indian hospital case sheet, treated outside for acid peptic disease; USG report.
"""

from common import *  # noqa: F401,F403

ENCOUNTERS = []

# 29600001 ---------------------------------------------------------------------------------------
_v = vit(38.1, 104, 128, 18, 99)
ENCOUNTERS.append(enc(
    29600001, "appendicitis", "typical",
    """
CHIEF COMPLAINT: Abdominal pain

HPI: 19 y.o. male with no significant past medical history who presents with abdominal pain for about 18 hours.
Pt states the pain started around his belly button last night after dinner, dull and crampy, and by early this
morning it had moved down to the right lower side where it is now sharp and constant. Every bump on the drive in
made it worse and he has been walking bent over. One episode of nonbloody emesis around 0400. No appetite since
yesterday, has not eaten today. Felt hot overnight, did not check a temperature.

ROS:
Constitutional: [+] subjective fevers [-] chills [-] weight loss
GI: [+] nausea [+] vomiting [+] decreased appetite [-] diarrhea [-] hematochezia [-] melena
GU: [-] dysuria [-] hematuria [-] frequency
Respiratory: [-] cough [-] shortness of breath
All other systems reviewed and are negative.

PMH: None
PSH: None
Medications: None
Allergies: NKDA
Social History: College sophomore, lives in a dorm. Drinks socially on weekends. Denies tobacco, vaping or drug use.
Family History: Father - hypertension.
""",
    ann(["abdominal_pain", "periumbilical_pain", "rlq_pain", "pain_migration_to_rlq", "prolonged_constant_pain",
         "pain_worse_with_movement", "abdominal_cramping", "nausea", "vomiting", "anorexia", "fever", "alcohol_use"],
        ["chills", "weight_loss", "diarrhea", "rectal_bleeding", "melena", "dysuria", "gross_hematuria",
         "urinary_frequency", "cough", "dyspnea", "prior_abdominal_surgery", "known_allergy", "smoker"]),
    """
Vitals: T 38.1 °C | HR 104 | BP 128/74 | RR 18 | SpO2 99% on room air
General: Alert. Appears uncomfortable, lying still on the stretcher with hips flexed.
HEENT: Normocephalic, atraumatic. Mucous membranes dry.
Cardiovascular: Tachycardic, regular rhythm. No murmurs.
Respiratory: Clear to auscultation bilaterally. No wheezes, rales, or rhonchi.
Abdomen: Soft. Non-distended. Tenderness present in the RLQ, maximal at McBurney's point. Rebound: present.
Guarding: voluntary, right lower quadrant. Rovsing's sign: positive. Psoas sign: negative. Bowel sounds: normal.
Back: No CVA tenderness.
Skin: Warm and dry. No rash. No jaundice.
Neuro: Alert and oriented x3. No focal deficits.
""",
    annv(_v, ["dehydration_signs", "rlq_tenderness", "mcburney_point_tenderness", "rebound_tenderness", "guarding",
              "rovsing_sign"],
         ["psoas_sign", "distended_abdomen", "hyperactive_bowel_sounds", "hypoactive_bowel_sounds", "cva_tenderness",
          "jaundice", "rash", "altered_mental_status_sign", "expiratory_wheezes", "crackles", "new_heart_murmur"]),
    merge(cbc(15.8, 14.9, 262, 84.0), bmp(138, 3.9, 101, 24, 14, 0.9, 104), crp(48.0),
          ua(sg=1.028, ket="40")),
    [rpt("CT ABDOMEN AND PELVIS WITH IV CONTRAST", "CT", "Abdomen", [
        ("INDICATION", "19 year old man with right lower quadrant pain and leukocytosis. Evaluate for ____."),
        ("TECHNIQUE", "Helical acquisition from the lung bases to the symphysis pubis in the portal venous phase after\n"
                      "100 mL of intravenous iodinated contrast. Multiplanar reformats reviewed."),
        ("DOSE", "DLP 412 mGy-cm"),
        ("FINDINGS", """
            Appendix: Visualized, arising from a normally positioned cecum, tip directed medially.
            Maximal outer diameter: 12 mm.
            Wall enhancement: Present (hyperenhancing mucosa).
            Appendicolith: Present, 6 mm, near the base.
            Periappendiceal fat stranding: Present.
            Periappendiceal fluid collection: Absent.
            Extraluminal gas: Absent.
            Remainder of bowel: Small and large bowel normal in caliber. Terminal ileum unremarkable.
            Lymph nodes: Few subcentimeter ileocolic nodes, not enlarged by size criteria.
            Free fluid: Trace, dependent pelvis.
            Solid organs: Liver, gallbladder, spleen, pancreas, adrenal glands and kidneys are unremarkable.
            Lung bases: Clear.
            """),
        ("IMPRESSION", "Dilated, hyperenhancing appendix with an appendicolith at its base and surrounding inflammatory\n"
                       "stranding, compatible with uncomplicated ____. No abscess and no free air."),
    ], ["dilated_appendix", "appendiceal_wall_enhancement", "appendicolith", "periappendiceal_fat_stranding",
        "free_pelvic_fluid"],
        ["periappendiceal_fluid_collection", "appendiceal_perforation_signs", "pneumoperitoneum_ct",
         "dilated_small_bowel_loops", "dilated_colon", "terminal_ileal_wall_thickening", "enlarged_mesenteric_lymph_nodes"]
        + GB_N + PANC_N + KID_N + LIVER_CT_N)],
    "Acute appendicitis", ["Other and unspecified acute appendicitis"],
    ["Laparoscopic appendectomy"], [("0DTJ4ZZ", "Resection of Appendix, Percutaneous Endoscopic Approach", 10)]))

# 29600002 ---------------------------------------------------------------------------------------
_v = vit(37.6, 98, 112, 18, 100)
ENCOUNTERS.append(enc(
    29600002, "appendicitis", "typical",
    """
CTAS 3. Triage RN note: "it hurts on my right side and I threw up twice" - pt holding R lower abdomen, walked in with mom.

14 yo F, previously well, brought by mother for R lower abdominal pain since yesterday afternoon. Pain was at the R side from
the start per pt, not in the middle first. Progressively worse, constant, rates 7/10, worse when she walks and the car ride
here was "awful." Vomited x2 this AM, nonbilious. Not hungry, refused breakfast and lunch. No fever at home (mom checked,
37.4). No diarrhea, last BM yesterday normal. No urinary sx. LMP 2 wks ago, regular cycles, no vaginal discharge.
Interviewed alone: not sexually active.

PMHx: asthma, mild, uses salbutamol a few times a year. No surgeries.
Meds: salbutamol PRN. Allergies: amoxicillin (rash as a toddler).
Immunizations up to date. Grade 9 student, lives with mom and brother.
""",
    ann(["abdominal_pain", "rlq_pain", "prolonged_constant_pain", "pain_worse_with_movement", "vomiting", "anorexia",
         "asthma_history", "known_allergy"],
        ["pain_migration_to_rlq", "bilious_vomiting", "fever", "fever_measured", "diarrhea", "dysuria", "urinary_frequency",
         "vaginal_discharge", "recent_sexual_intercourse", "prior_abdominal_surgery"]),
    """
VS: T 37.6 HR 98 BP 112/66 RR 18 O2 sat 100% RA. Wt 52 kg.
Gen: looks unwell, pale, lying still, prefers not to move.
Chest: clear, good air entry, no wheeze.
CVS: HS normal, cap refill < 2 s.
Abdo: flat, soft in the upper abdomen. Focal tenderness RLQ at McBurney's point with voluntary guarding. Rebound on
gentle percussion of RLQ. L-sided pressure does not reproduce R pain. Pain in RLQ with passive extension of R hip.
Hop test: unable to hop because of pain. No masses. No CVAT.
External genitalia not examined; pelvic exam not indicated.
""",
    annv(_v, ["ill_appearing", "pallor", "rlq_tenderness", "mcburney_point_tenderness", "guarding", "rebound_tenderness",
              "psoas_sign"],
         ["expiratory_wheezes", "rovsing_sign", "distended_abdomen", "cva_tenderness"]),
    merge(cbc(13.9, 12.8, 301, 81.0), bmp(139, 4.0, 104, 23, 9, 0.6, 97), crp(31.0), hcg("NEG"), ua(ket="10")),
    [rpt("US ABDOMEN LIMITED (APPENDIX) AND PELVIS TRANSABDOMINAL", "Ultrasound", "Abdomen", [
        ("CLINICAL HISTORY", "14F, RLQ pain and vomiting. ?____"),
        ("TECHNIQUE", "Graded compression sonography of the right lower quadrant with a high-frequency linear probe;\n"
                      "transabdominal pelvic views with colour Doppler."),
        ("FINDINGS", """
            Right lower quadrant:
            - Appendix identified: yes, at the site of maximal tenderness
            - Outer wall to outer wall diameter: 9 mm
            - Compressibility: non-compressible
            - Colour Doppler of the wall: increased flow
            - Periappendiceal fat: echogenic
            - Appendicolith: none seen
            - Free fluid: none
            Pelvis:
            - Uterus 6.1 x 2.8 x 3.5 cm; endometrium 5 mm
            - Right ovary 2.9 x 1.8 x 2.2 cm, follicles, arterial and venous flow present
            - Left ovary 3.0 x 1.7 x 2.0 cm, follicles, arterial and venous flow present
            """),
        ("IMPRESSION", "Non-compressible 9 mm appendix with mural hyperemia and echogenic surrounding fat: findings of ____.\n"
                       "Normal ovaries."),
    ], ["dilated_appendix", "noncompressible_appendix", "appendiceal_wall_hyperemia", "echogenic_periappendiceal_fat"],
        ["appendicolith", "free_fluid_abdomen", "free_pelvic_fluid", "enlarged_ovary", "absent_ovarian_flow",
         "ovarian_cyst_lesion"])],
    "Acute appendicitis", ["Other and unspecified acute appendicitis"],
    ["Laparoscopic appendectomy"], [("0DTJ4ZZ", "Resection of Appendix, Percutaneous Endoscopic Approach", 10)]))

# 29600003 ---------------------------------------------------------------------------------------
_v = vit(37.9, 108, 112, 20, 98)
ENCOUNTERS.append(enc(
    29600003, "appendicitis", "atypical",
    """
Surgical registrar review, referred by O&G.

Hx: 31yo G2P1 at 27+3/40, uncomplicated pregnancy to date (low-risk clinic, morphology scan normal). Presented to birth
suite with R sided abdo pain for 1/7. Initially a vague ache centrally, now R side of tummy about level of umbilicus and
towards the flank. Constant, worse on rolling over. Anorexic, nauseated, vomited x1. Felt feverish and shivery overnight.
Bowels opened yesterday, normal. No dysuria or frequency beyond her usual for pregnancy. Denies PV bleeding, leaking
fluid or contractions. Good fetal movements.
O&G reviewed - CTG reactive, not in labour, no obstetric cause identified; asked us to see.

PMHx: nil. Previous SVD 2021. No abdo surgery.
Meds: pregnancy multivitamin. NKDA.
SHx: nonsmoker, no EtOH in pregnancy. Works as a primary school teacher.
""",
    ann(["abdominal_pain", "periumbilical_pain", "flank_pain", "prolonged_constant_pain", "pain_worse_with_movement",
         "anorexia", "nausea", "vomiting", "fever", "chills", "pregnancy"],
        ["dysuria", "vaginal_bleeding", "prior_abdominal_surgery", "known_allergy", "smoker", "alcohol_use"]),
    """
O/E: obs T 37.9 HR 108 BP 112/68 RR 20 SpO2 98% RA.
Looks flushed and unwell. Chest clear.
Abdo: gravid, SFH 28 cm (consistent with dates). Uterus soft and non-tender, no contractions palpable.
Tender R flank and R mid-abdomen lateral to the uterus, guarding there. No rebound appreciable. Tenderness increases
when she is rolled onto her L side. Renal angles: mild discomfort on the R, less than anteriorly.
Spec (O&G): cervix closed, no blood or liquor in vault.
FHR 150s on CTG.
""",
    annv(_v, ["ill_appearing", "uterus_size_dates", "guarding", "closed_cervical_os", "cva_tenderness"],
         ["rebound_tenderness", "uterine_tenderness", "blood_in_vaginal_vault"]),
    merge(cbc(16.4, 11.2, 221, 86.0), bmp(135, 3.7, 103, 21, 6, 0.5, 92), crp(62.0), ua(wbc=4, ket="TR"),
          lft(18, 22, 140, 0.4)),
    [rpt("US ABDOMEN (RLQ) AND RENAL", "Ultrasound", "Abdomen", [
        ("INDICATION", "27/40 pregnant, right sided pain, raised inflammatory markers."),
        ("FINDINGS", """
            Single live intrauterine pregnancy, cephalic, fetal heart rate 148 bpm.
            Right iliac fossa and right flank examined with graded compression: the appendix could not be identified.
            Gravid uterus limits the study. No free fluid seen.
            Right kidney 11.8 cm, mild pelvicalyceal fullness in keeping with pregnancy. Left kidney 11.5 cm, normal.
            Gallbladder thin-walled without calculi.
            """),
        ("IMPRESSION", "Appendix not visualised. Non-diagnostic for ____. Consider MRI."),
    ], ["viable_intrauterine_pregnancy"], ["free_fluid_abdomen", "gallstones", "gallbladder_wall_thickening"]),
     rpt("MRI ABDOMEN AND PELVIS WITHOUT CONTRAST (PREGNANCY PROTOCOL)", "MRI", "Abdomen", [
        ("INDICATION", "27 weeks pregnant, right sided abdominal pain, appendix not seen on ultrasound."),
        ("TECHNIQUE", "1.5T. Multiplanar single-shot T2, axial T2 fat-saturated, T1 in and out of phase, diffusion.\n"
                      "No gadolinium."),
        ("FINDINGS", """
            The appendix is displaced superiorly by the gravid uterus, lying lateral to the uterine fundus at the
            level of the lower pole of the right kidney. It is distended with fluid, measuring 10 mm, with a thickened
            wall and T2 hyperintense edema and fat stranding around it. Restricted diffusion in the wall. No
            periappendiceal collection. No appendicolith seen. Small amount of fluid in the right paracolic gutter.
            Ovaries are normal in size and signal. Mild right pelvicalyceal dilatation, physiological for gestation.
            Single intrauterine pregnancy, placenta posterior and fundal.
            """),
        ("IMPRESSION", "Distended, inflamed appendix displaced into the right mid abdomen by the gravid uterus, consistent\n"
                       "with ____. No abscess."),
    ], ["dilated_appendix", "periappendiceal_fat_stranding", "free_fluid_abdomen", "viable_intrauterine_pregnancy"],
        ["periappendiceal_fluid_collection", "appendicolith", "enlarged_ovary"])],
    "Acute appendicitis in pregnancy", ["Other and unspecified acute appendicitis",
                                        "Diseases of the digestive system complicating pregnancy, second trimester"],
    ["Laparoscopic appendectomy"], [("0DTJ4ZZ", "Resection of Appendix, Percutaneous Endoscopic Approach", 10)]))

# 29600004 ---------------------------------------------------------------------------------------
_v = vit(100.6, 96, 152, 20, 96)
ENCOUNTERS.append(enc(
    29600004, "appendicitis", "atypical",
    """
This is a seventy two year old gentleman with a history of type two diabetes on metformin and glipizide, hypertension,
and hyperlipidemia who comes in today with about four days of lower abdominal discomfort which he describes as a dull
ache across the lower belly more on the right side period he says it was not that bad at first and he thought it was
something he ate comma he has had a poor appetite and some loose stools two or three a day without blood period his wife
says he has been running low grade temperatures at home the highest being one hundred point eight last night and he has
had chills period no vomiting but he has been nauseated period he denies any urinary symptoms comma no chest pain or
shortness of breath period he has never had abdominal surgery period his last colonoscopy was five years ago and showed
some diverticulosis and one polyp that was removed period he does not smoke comma drinks a glass of wine now and then
period no known drug allergies period
""",
    ann(["abdominal_pain", "rlq_pain", "anorexia", "diarrhea", "fever", "fever_measured", "chills", "nausea",
         "diabetes_history", "metformin_use", "sulfonylurea_use", "hypertension_history", "hyperlipidemia_history",
         "diverticulosis_history", "alcohol_use"],
        ["bloody_diarrhea", "vomiting", "dysuria", "urinary_frequency", "chest_pain", "dyspnea", "prior_abdominal_surgery",
         "smoker", "known_allergy"]),
    """
On examination temperature one hundred point six comma heart rate ninety six comma blood pressure one fifty two over
eighty four comma respiratory rate twenty comma saturating ninety six percent on room air period he is awake and
alert and oriented times three comma appears tired period lungs are clear with no crackles period heart regular
period the abdomen is mildly distended comma there is tenderness in the right lower quadrant and suprapubic area with a
sense of fullness in the right lower quadrant comma voluntary guarding but no rigidity period bowel sounds are
hypoactive period no hernias period rectal exam brown stool guaiac negative comma tender on the right side of the
rectum period
""",
    annv(_v, ["tired_appearance", "distended_abdomen", "rlq_tenderness", "suprapubic_tenderness", "rlq_fullness", "guarding",
              "hypoactive_bowel_sounds"],
         ["altered_mental_status_sign", "crackles", "abdominal_rigidity", "irreducible_tender_bulge",
          "guaiac_positive_stool"]),
    merge(cbc(17.2, 13.1, 354, 88.0, bands=6), bmp(133, 4.4, 98, 21, 28, 1.4, 248), lactate(1.9), crp(186.0),
          lft(24, 31, 88, 0.9, alb=3.1), ua(glu="300", wbc=3)),
    [rpt("CT ABDOMEN PELVIS W CONTRAST", "CT", "Abdomen", [
        ("CLINICAL HISTORY", "72 year old male, 4 days lower abdominal pain, fever, leukocytosis."),
        ("COMPARISON", "None available."),
        ("TECHNIQUE", "Contiguous axial images were obtained through the abdomen and pelvis following oral and\n"
                      "intravenous contrast. Sagittal and coronal reformations were obtained."),
        ("FINDINGS", None),
        ("ABDOMEN", """
            The lung bases show minimal dependent atelectasis, no effusion. The liver is normal in size without focal
            lesion. Several layering gallstones; no gallbladder wall thickening or pericholecystic fluid. No biliary
            dilatation. Pancreas, spleen and adrenals are unremarkable. 2.1 cm simple cyst in the lower pole of the left
            kidney. No hydronephrosis. Atherosclerotic calcification of the aorta without aneurysm.
            """),
        ("PELVIS", """
            In the right lower quadrant there is a 4.3 x 3.1 cm rim-enhancing fluid collection containing a few locules
            of gas, closely applied to the cecal tip. The appendix is thickened and ill-defined, with a 9 mm calcified
            appendicolith lying at the margin of the collection; the appendiceal wall is discontinuous at its mid
            portion. Extensive surrounding fat stranding and reactive thickening of the adjacent cecal wall and terminal
            ileum. Small bowel loops are not dilated. Sigmoid diverticulosis without pericolic inflammation. Small
            volume of free fluid in the pelvis. Prostate mildly enlarged. Bladder unremarkable.
            """),
        ("IMPRESSION", """
            1. Perforated ____ with a 4.3 cm periappendiceal abscess and an appendicolith.
            2. Cholelithiasis without CT evidence of acute inflammation.
            3. Sigmoid diverticulosis.
            """),
    ], ["periappendiceal_fluid_collection", "appendicolith", "appendiceal_perforation_signs",
        "periappendiceal_fat_stranding", "terminal_ileal_wall_thickening", "gallstones", "colonic_diverticula",
        "free_pelvic_fluid", "enlarged_prostate_imaging"],
        ["lung_base_pleural_effusion", "right_basal_effusion", "pleural_effusion", "gallbladder_wall_thickening",
         "pericholecystic_fluid", "cbd_dilation", "intrahepatic_biliary_dilation", "hydronephrosis",
         "dilated_small_bowel_loops", "pericolic_fat_stranding", "rim_enhancing_hepatic_collection"] + PANC_N)],
    "Perforated appendicitis with periappendiceal abscess",
    ["Acute appendicitis with perforation, localized peritonitis, and gangrene, with abscess",
     "Type 2 diabetes mellitus with hyperglycemia", "Essential (primary) hypertension"],
    ["CT-guided percutaneous drainage of periappendiceal abscess"],
    [("0D9J30Z", "Drainage of Appendix with Drainage Device, Percutaneous Approach", 10)]))

# 29600005 ---------------------------------------------------------------------------------------
_v = vit(38.4, 112, 108, 20, 98)
ENCOUNTERS.append(enc(
    29600005, "appendicitis", "hard",
    """
Forwarded from ___ Urgent Care (visit yesterday):
S: 24 y/o F c/o burning with urination and going more often since this morning, mild lower abdominal ache. No fever.
No flank pain. No vaginal discharge. LMP 3 weeks ago. Sexually active, one partner, uses condoms.
O: T 99.0 HR 88 BP 118/72. Mild suprapubic tenderness. No CVAT. Urine dip: LE trace, nitrite neg, blood small.
A: Acute cystitis, uncomplicated.
P: Nitrofurantoin 100 mg BID x 5 days. Return if fever, flank pain or worsening.

ED provider HPI (today): Pt returns because the pain is much worse. Overnight it became sharp and settled in the right
lower abdomen; she now feels it most when she stands up straight and with each step. Vomited twice this morning. Chills
and a measured temp of 101.2 at home before coming. Still some burning at the end of urination, less than yesterday.
Has taken 2 doses of the antibiotic. Denies diarrhea, vaginal bleeding or discharge. No prior episodes like this.
No surgical history. Meds: nitrofurantoin, OCP. Allergies: sulfa (hives). Nonsmoker, occasional alcohol.
""",
    ann(["dysuria", "urinary_frequency", "abdominal_pain", "rlq_pain", "pain_worse_with_movement", "vomiting", "chills",
         "fever", "fever_measured", "recent_sexual_intercourse", "estrogen_use", "known_allergy", "alcohol_use",
         "suprapubic_tenderness"],
        ["flank_pain", "vaginal_discharge", "diarrhea", "vaginal_bleeding", "previous_similar_episodes",
         "prior_abdominal_surgery", "smoker", "cva_tenderness", "tachycardia", "hypotension",
         "hypertension_measured"]),
    """
Triage: 38.4 | 112 | 108/64 | 20 | 98% RA
Constitutional: Ill-appearing, diaphoretic.
Eyes: Anicteric.
Lungs: Clear. No respiratory distress.
Heart: Tachycardic, regular.
Abdomen: Non-distended. Tender in the RLQ and suprapubic region, worst just above the right inguinal ligament, with
guarding and rebound in the RLQ. Flexion of the right hip against resistance reproduces the pain. No CVA tenderness
bilaterally.
Pelvic (chaperoned): normal external genitalia, scant white physiologic discharge, no cervical motion tenderness, no
adnexal mass; right adnexal region tender on bimanual, which the patient localizes to the same RLQ spot.
""",
    (annv(_v, ["ill_appearing", "diaphoretic", "rlq_tenderness", "suprapubic_tenderness", "guarding",
                  "rebound_tenderness", "psoas_sign", "adnexal_tenderness"],
             ["jaundice", "distended_abdomen", "cva_tenderness", "cervical_motion_tenderness", "adnexal_mass"])),
    merge(cbc(14.6, 13.0, 288, 85.0), bmp(137, 3.8, 102, 22, 11, 0.7, 109), crp(74.0), hcg("NEG"),
          ua(app="Hazy", ket="TR", le="TR", nit="NEG", rbc=4, wbc=8, epi=6)),
    [rpt("CT ABD & PELVIS WITH CONTRAST", "CT", "Abdomen", [
        ("INDICATION", "24F, RLQ pain, fever, on antibiotics for presumed bladder infection. Eval ____ vs ovarian pathology."),
        ("TECHNIQUE", "Portal-venous-phase axial CT through abdomen and pelvis after IV contrast; coronal\n"
                      "and sagittal reformats."),
        ("DOSE", "Total DLP: 388 mGy-cm"),
        ("FINDINGS", """
            1. The appendix descends into the pelvis and its tip lies against the right posterolateral bladder dome.
               It measures up to 10 mm with a thickened enhancing wall and periappendiceal fat stranding. No
               appendicolith. No drainable collection and no extraluminal gas.
            2. Mild focal thickening of the adjacent bladder wall, likely reactive. Bladder otherwise unremarkable.
            3. Small volume of free fluid in the pouch of Douglas.
            4. Ovaries normal for age; 2 cm right ovarian follicle. Uterus unremarkable.
            5. Kidneys enhance symmetrically, no hydronephrosis or perinephric stranding.
            6. Liver, gallbladder, pancreas and spleen unremarkable. No free air.
            """),
        ("IMPRESSION", "Pelvic ____, with the inflamed appendix tip abutting the bladder, explaining the urinary\n"
                       "symptoms. No abscess."),
    ], ["dilated_appendix", "appendiceal_wall_enhancement", "periappendiceal_fat_stranding", "bladder_wall_thickening",
        "free_pelvic_fluid"],
        ["appendicolith", "periappendiceal_fluid_collection", "appendiceal_perforation_signs", "pneumoperitoneum_ct",
         "enlarged_ovary", "hydronephrosis", "perinephric_stranding", "striated_nephrogram"] + GB_N + PANC_N
        + LIVER_CT_N)],
    "Acute appendicitis", ["Other and unspecified acute appendicitis"],
    ["Laparoscopic appendectomy"], [("0DTJ4ZZ", "Resection of Appendix, Percutaneous Endoscopic Approach", 10)],
    micro={90039: ("MIXED BACTERIAL FLORA, CONSISTENT WITH CONTAMINATION", URINE_SPEC)}))

# 29600006 ---------------------------------------------------------------------------------------
_v = vit(99.8, 96, 124, 18, 98)
ENCOUNTERS.append(enc(
    29600006, "appendicitis", "hard",
    """
35 yr old male, software engineer, c/o pain abdomen x 2/7.
Pain initially in epigastrium, burning type, pt thought it was acidity. Consulted local practitioner yesterday who
advised T. Pantoprazole 40 mg and syrup antacid for ? APD / gastritis. Pain not relieved, since today morning pain
has shifted to RIF, continuous, aggravated on walking and coughing.
H/O vomiting 3-4 episodes, non bilious, non projectile.
H/O low grade fever since last night, not associated with chills.
H/O loss of appetite.
No H/O loose stools / constipation. Bladder habits normal.
No H/O similar complaints in past. No H/O jaundice.
Not k/c/o DM / HTN / BA / TB. k/c/o hypothyroidism on T. Thyroxine 50 mcg OD.
No previous surgeries. Non smoker, non alcoholic. Mixed diet.
""",
    ann(["abdominal_pain", "epigastric_pain", "burning_epigastric_pain", "rlq_pain", "pain_migration_to_rlq",
         "prolonged_constant_pain", "pain_worse_with_movement", "vomiting", "fever", "anorexia"],
        ["bilious_vomiting", "chills", "diarrhea", "constipation", "previous_similar_episodes", "jaundice",
         "diabetes_history", "hypertension_history", "asthma_history", "prior_abdominal_surgery", "smoker",
         "alcohol_use"]),
    """
O/E: Pt conscious, oriented, moderately built and nourished.
Temp 99.8 F, PR 96/min regular, BP 124/80 mmHg, RR 18/min, SpO2 98% on RA.
No pallor / icterus / cyanosis / clubbing / lymphadenopathy / pedal edema.
Tongue dry.
P/A: soft, not distended. Tenderness + in RIF. McBurney's point tenderness +. Rebound tenderness +. Guarding + in RIF.
Rovsing's sign +. No organomegaly. No free fluid. BS +. Hernial orifices free.
CVS: S1 S2 +, no murmur.
RS: B/L air entry equal, NVBS, no added sounds.
CNS: NAD.
""",
    annv(_v, ["dehydration_signs", "rlq_tenderness", "mcburney_point_tenderness", "rebound_tenderness", "guarding",
              "rovsing_sign"],
         ["altered_mental_status_sign", "pallor", "jaundice", "digital_clubbing", "lymphadenopathy", "pitting_edema",
          "distended_abdomen", "hepatomegaly", "palpable_spleen", "shifting_dullness", "irreducible_tender_bulge",
          "reducible_groin_bulge", "new_heart_murmur", "crackles", "expiratory_wheezes"]),
    merge(cbc(14.1, 15.2, 245, 82.0), bmp(140, 4.1, 103, 25, 12, 0.9, 101), lft(32, 28, 74, 0.8), amylase(58),
          ua()),
    [rpt("USG ABDOMEN AND PELVIS", "Ultrasound", "Abdomen", [
        ("FINDINGS", """
            Liver is normal in size (14.2 cm) and echotexture. No focal lesion. IHBR not dilated.
            Gall bladder is well distended. Wall thickness normal. No calculus.
            CBD is normal in calibre (3.5 mm).
            Pancreas and spleen are normal.
            Both kidneys are normal in size and echotexture. CMD maintained. No calculus / hydronephrosis.
            Urinary bladder is well distended, normal wall. Prostate normal in size.
            In the right iliac fossa a blind ending, non compressible, aperistaltic tubular structure measuring 10.5 mm
            in diameter is noted with surrounding echogenic inflamed fat. No evidence of appendicolith. Minimal free
            fluid in RIF. Few subcentimetric mesenteric lymph nodes in RIF.
            No free fluid in pelvis.
            """),
        ("IMPRESSION", "Sonographic features suggestive of acute ____."),
    ], ["dilated_appendix", "noncompressible_appendix", "echogenic_periappendiceal_fat", "free_fluid_abdomen"],
        ["appendicolith", "gallstones", "gallbladder_wall_thickening", "cbd_dilation", "intrahepatic_biliary_dilation",
         "hypoechoic_liver_lesion", "free_pelvic_fluid", "enlarged_prostate_imaging", "enlarged_mesenteric_lymph_nodes"]
        + PANC_N + KID_N)],
    "Acute appendicitis", ["Other and unspecified acute appendicitis", "Hypothyroidism, unspecified"],
    ["Laparoscopic appendicectomy"], [("0DTJ4ZZ", "Resection of Appendix, Percutaneous Endoscopic Approach", 10)]))
