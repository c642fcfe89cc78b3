"""Pancreatitis, 29800019-29800024 (Australian / New Zealand hands).

29800019 typical   45M, heavy drinker, ED registrar note with AU units in the text (lipase, urea,
                   corrected calcium); upper abdominal ultrasound (no stones, bulky head).
29800020 typical   61F, gallstone disease, general surgery registrar's admission; ultrasound then MRCP
                   with a distal duct stone.
29800021 atypical  38M, triglycerides 38.6 mmol/L with uncontrolled diabetes and a modest lipase in a
                   lipaemic sample; medical student's long clerking, systems review in prose; CT.
29800022 atypical  74F the same afternoon as an ERCP, New Zealand ambulance record with timed obs and
                   an ED registrar note; CT to exclude duodenal perforation.
29800023 hard      58F seen overnight by virtual ED video link from a rural multi-purpose service as
                   left lower lobe pneumonia (pleuritic pain, crackles, hypoxia); base hospital ED,
                   chest film with a left effusion, day-3 CT with necrosis.
29800024 hard      29F, post-partum, known stones and booked for surgery, triaged (ATS 2) as "another
                   gallbladder attack"; ultrasound and day-3 CT.
"""

from common import *  # noqa: F401,F403

ICD_BIL = "Biliary acute pancreatitis without necrosis or infection"
ICD_OTHER = "Other acute pancreatitis without necrosis or infection"
LAPCHOLE = ("0FT44ZZ", "Resection of Gallbladder, Percutaneous Endoscopic Approach", 10)

ENCOUNTERS = [
    enc(
        29800019, "pancreatitis", "typical",
        txt("""
            ED Reg note 23:10
            Hx: 45M, landscaper. Epigastric pain since ~14:00, built up over an hour, now 9/10, constant, boring
            straight through to the back. Sitting forward helps a bit. Vomiting ++ (x6, bilious, no blood). Big
            weekend - drinks ~10-12 standard drinks/day most days (beer + bourbon), more since his separation.
            Last drink this morning. Two similar but milder episodes in the past 18 months, never presented. No
            melaena. No fevers. No chest pain or SOB.
            PMHx: HTN (not on treatment), ?fatty liver on a GP ultrasound. No previous abdominal surgery.
            Meds: nil. NKDA.
            SHx: smokes 25/day. Cannabis occasionally. Lives alone since the separation 6 months ago. Denies
            IVDU.
            """),
        ann(["epigastric_pain", "prolonged_constant_pain", "pain_radiating_to_back", "vomiting", "bilious_vomiting",
             "alcohol_use", "previous_similar_episodes", "hypertension_history", "smoker", "cannabis_use"],
            ["hematemesis", "melena", "fever", "chest_pain", "dyspnea", "prior_abdominal_surgery",
             "injection_drug_use"]),
        txt("""
            O/E: HR 118, BP 156/96, RR 22, SpO2 96% RA, T 37.8 tymp.
            Sweaty, distressed, sitting forward. Smells of alcohol. Mild tremor, no hallucinations (CIWA 8).
            Not jaundiced. Palmar erythema, a few spider naevi on the chest.
            Chest clear.
            Abdo: upper abdomen distended, markedly tender in the epigastrium with voluntary guarding; no
            rigidity. RIF and LIF non-tender. Murphy's -ve. Bowel sounds hypoactive. No flank or periumbilical
            bruising. Smooth liver edge 2 cm below the costal margin.
            Ix: lipase 2460 U/L. WCC 14.1, Hb 152, Hct 0.46, urea 8.9, Cr 96, glucose 9.6, Ca 2.14 (corr 2.26),
            ALT 86, AST 168, GGT 612, ALP 110, bili 22, TG 2.8. Lactate 2.4. VBG pH 7.36.
            ECG: sinus tachycardia, no ST changes.
            Imp: ____ (alcohol). BISAP 1 (SIRS); not confused, no effusion.
            Mx: IV Hartmann's 10 mL/kg then 2.5 mL/kg/h, fentanyl, ondansetron, thiamine 300 mg IV TDS before
            any dextrose, CIWA with diazepam PRN, US abdomen in the morning, admit.
            """),
        annv(vit(37.8, 118, 156, 22, 96),
             ["diaphoretic", "spider_angiomata", "distended_abdomen", "epigastric_tenderness", "guarding",
              "hypoactive_bowel_sounds", "hepatomegaly", "ecg_sinus_tachycardia"],
             ["jaundice", "crackles", "abdominal_rigidity", "rlq_tenderness", "llq_tenderness", "murphy_sign",
              "grey_turner_sign", "cullen_sign", "ecg_st_elevation", "ecg_st_depression"]),
        merge(cbc(14.1, 15.2, 188, 86.0, mcv=101), bmp(137, 3.6, 99, 22, 25, 1.1, 173, ca=8.6),
              lft(86, 168, 110, 1.3, ggt=612), lab(lipase=2460, tg=248, lactate=2.4, ph=7.36)),
        [rep("US ABD LIMIT, SINGLE ORGAN", "Ultrasound", "Abdomen", """
            ULTRASOUND ABDOMEN (UPPER)

            Clinical notes: Alcohol-related ____? Exclude gallstones.

            Findings:
            Liver: enlarged (18 cm midclavicular), diffusely echogenic with posterior attenuation, in keeping
            with marked fatty infiltration. No focal lesion. Smooth outline.
            Gallbladder: well distended, thin wall (2 mm), no calculi or sludge. No pericholecystic fluid.
            Sonographic Murphy's negative.
            Bile ducts: CBD 4 mm. No intrahepatic duct dilatation.
            Pancreas: the head is bulky and hypoechoic; body and tail obscured by bowel gas. A small amount of
            fluid lies anterior to the pancreatic head.
            Spleen 11 cm. Kidneys normal. No ascites.

            Conclusion:
            No gallstones. Bulky hypoechoic pancreatic head with a little peripancreatic fluid, in keeping with
            the clinical diagnosis of ____. Hepatomegaly with marked steatosis.
            """,
            ["steatotic_hepatomegaly", "pancreatic_edema", "peripancreatic_fluid"],
            ["gallstones", "gallbladder_sludge", "gallbladder_wall_thickening", "pericholecystic_fluid",
             "sonographic_murphy_sign", "free_fluid_abdomen"] + DUCT_N + KID_N)],
        "Acute alcohol-induced pancreatitis",
        ["Alcohol induced acute pancreatitis without necrosis or infection", "Alcohol abuse, uncomplicated"]),

    enc(
        29800020, "pancreatitis", "typical",
        txt("""
            SURGICAL ADMISSION - Gen Surg Reg
            Pt: 61F, retired nurse. Referred by ED.
            HOPC: sudden onset of severe epigastric pain at 04:00 that woke her, radiating through to the back
            and around both sides, 10/10 at first. Vomited 5-6 times. Fish-and-chip dinner last night. Four or
            five bouts of RUQ pain after fatty food over the last year, each lasting an hour or two; gallstones
            on an ultrasound 8 months ago ordered by her GP, referred to surgical outpatients but not yet seen.
            Teetotal. No new medications. No fevers. Urine darker than usual today.
            PMHx: hypertension, hypothyroidism, osteoarthritis.
            PSHx: L total knee replacement, laparoscopic tubal ligation.
            Meds: candesartan 16 mg, thyroxine 100 mcg, paracetamol SR PRN. NKDA.
            SHx: widowed, lives alone, independent. Non-smoker.
            FHx: mother and sister both had their gallbladders out.
            """),
        ann(["sudden_severe_abdominal_pain", "epigastric_pain", "pain_radiating_to_back", "vomiting",
             "postprandial_pain_after_fatty_meal", "ruq_pain", "previous_similar_episodes",
             "pain_resolving_within_hours", "gallstones_history", "dark_urine", "hypertension_history",
             "raas_blocker_use", "prior_abdominal_surgery"],
            ["alcohol_use", "fever", "smoker"]),
        txt("""
            O/E: T 37.9, HR 108, BP 138/78, RR 20, SpO2 95% RA.
            Uncomfortable, mildly icteric sclerae.
            Chest clear.
            Abdomen: mildly distended, tender epigastrium and RUQ with guarding; Murphy's negative. No rebound.
            BS reduced. No Cullen's or Grey Turner's.
            Ix: lipase 8900; bili 48; ALT 412; AST 280; ALP 190; GGT 420; WCC 13.8; CRP 42 (early); Ca 2.30;
            Cr 78; glucose 8.4; TG 1.4.
            Imp: gallstone ____ - ALT >3x ULN, stones on the previous US. Glasgow-Imrie 2 at presentation.
            Plan: goal-directed IV Hartmann's, analgesia, NBM then early oral intake as tolerated, LFTs in the
            morning, US for the duct, MRCP if LFTs not falling. Lap chole this admission once settled.
            """),
        annv(vit(37.9, 108, 138, 20, 95),
             ["jaundice", "distended_abdomen", "epigastric_tenderness", "ruq_tenderness", "guarding",
              "hypoactive_bowel_sounds"],
             ["crackles", "murphy_sign", "rebound_tenderness", "cullen_sign", "grey_turner_sign"]),
        merge(cbc(13.8, 13.6, 246, 84.2), bmp(139, 3.8, 104, 23, 15, 0.9, 151, ca=9.2),
              lft(412, 280, 190, 2.8, ggt=420, dbili=1.9), lab(lipase=8900, crp=42.0, tg=124)),
        [rep("US ABD LIMIT, SINGLE ORGAN", "Ultrasound", "Abdomen", """
            ULTRASOUND ABDOMEN

            Clinical notes: Gallstone ____? Duct?

            Findings:
            The gallbladder contains multiple small calculi (3-6 mm) and sludge. Wall not thickened (2.5 mm). No
            pericholecystic fluid.
            The CBD measures 8 mm at the porta, tapering distally; the distal CBD is hidden by duodenal gas and a
            stone cannot be excluded. Mild central intrahepatic duct prominence.
            The pancreas is bulky and hypoechoic in the head and body, with a thin rim of peripancreatic fluid in
            front of the body.
            Liver normal in echotexture. Kidneys unremarkable. No ascites.

            Comment:
            Cholelithiasis with a dilated CBD (8 mm); a distal duct calculus cannot be excluded - MRCP
            recommended. The pancreas looks as expected in ____.
            """,
            ["gallstones", "gallbladder_sludge", "cbd_dilation", "pancreatic_edema", "peripancreatic_fluid"],
            ["gallbladder_wall_thickening", "pericholecystic_fluid", "free_fluid_abdomen"] + KID_N),
         rep("MRCP", "MRCP", "Abdomen", """
            MRCP

            Clinical notes: Gallstone ____, CBD 8 mm on US, LFTs rising on day 2 (bili 62).

            Technique: 1.5 T. Coronal and axial HASTE, 3D respiratory-triggered MRCP, axial T1 FS and T2 FS. No
            gadolinium.

            Findings:
            Bile ducts: the CBD measures 9 mm. A 6 mm signal void in the distal CBD just above the ampulla is
            consistent with a calculus. The intrahepatic ducts are mildly dilated.
            Gallbladder: multiple small calculi. Wall normal.
            Pancreas: enlarged, with T2 hyperintense peripancreatic oedema and a thin layer of fluid in both
            anterior pararenal spaces. Pancreatic duct not dilated. Parenchymal signal on T1 FS is preserved;
            no evidence of necrosis on this non-contrast study.
            No pleural effusion at the lung bases.

            Conclusion:
            1. 6 mm distal CBD calculus with mild biliary dilatation. For ERCP.
            2. Interstitial oedematous ____.
            """,
            ["common_bile_duct_stone", "cbd_dilation", "intrahepatic_biliary_dilation", "gallstones",
             "pancreatic_edema", "peripancreatic_inflammation", "peripancreatic_fluid"],
            ["gallbladder_wall_thickening", "pancreatic_necrosis"] + EFF)],
        "Gallstone pancreatitis with choledocholithiasis",
        [ICD_BIL, "Calculus of bile duct without cholangitis or cholecystitis without obstruction"],
        ["ERCP, sphincterotomy and stone extraction", "Laparoscopic cholecystectomy"],
        [("0FC98ZZ", "Extirpation of Matter from Common Bile Duct, Via Natural or Artificial Opening Endoscopic", 10),
         LAPCHOLE]),

    enc(
        29800021, "pancreatitis", "atypical",
        txt("""
            MEDICAL STUDENT ADMISSION CLERKING (Year 5, general medicine) - co-signed by the medical registrar
            Identifying data: 38 year old man, truck driver, admitted from ED.
            Presenting complaint: upper abdominal pain and vomiting for one day.
            History of presenting complaint: Mr ___ was well until yesterday morning, when a dull pain started in
            the upper middle part of his abdomen. Over a few hours it became severe and constant and began to go
            through to his back. He has vomited about eight times, food at first and then yellow-green fluid, and
            cannot keep anything down. He has not opened his bowels since yesterday but is passing wind. He has
            never had a pain like this before. He does not drink much - "a couple of beers at the footy once a
            month". His type 2 diabetes has been poorly controlled by his own account; he ran out of his tablets
            about two months ago and has been very thirsty and passing a lot of urine for several weeks. He was
            told his "blood fats" were very high at a check-up two years ago but never started the tablets he was
            given. He has not started any new medicines and has had no recent procedures.
            Past medical history: type 2 diabetes (diagnosed 2019, HbA1c 11.2% in 2023); high triglycerides;
            obesity; obstructive sleep apnoea (does not use his CPAP). No operations.
            Medications: none at present (metformin 1 g twice daily and fenofibrate in the past, both stopped).
            No known allergies.
            Family history: his father had diabetes and a heart attack at 52. His brother has "high
            cholesterol".
            Social history: lives with his partner and her son. Long-haul driver. Smokes about 20 cigarettes a
            day (20 pack-years). Alcohol as above. Energy drinks; no illicit drugs.
            Review of systems: he has lost about 4 kg over the past month without trying, which he puts down to
            the thirst and passing urine. He has had no fevers or chills, no cough, shortness of breath or chest
            pain. He has noticed no yellowing of the skin, dark urine or pale stools, and no blood in his vomit or
            his stools. No headache, change in vision or confusion. His other systems were unremarkable.
            """),
        ann(["abdominal_pain", "epigastric_pain", "prolonged_constant_pain", "pain_radiating_to_back", "vomiting",
             "bilious_vomiting", "alcohol_use", "polyuria_polydipsia", "diabetes_history", "hyperlipidemia_history",
             "medication_nonadherence", "obesity", "family_history_diabetes", "family_history_cad", "smoker",
             "weight_loss"],
            ["obstipation", "previous_similar_episodes", "new_drug_exposure", "prior_abdominal_surgery", "fever",
             "chills", "cough", "dyspnea", "chest_pain", "jaundice", "dark_urine", "pale_stools", "hematemesis",
             "rectal_bleeding", "headache", "visual_disturbance", "confusion"]),
        txt("""
            Examination
            General: obese man (BMI 37) lying on his side with his knees drawn up, in obvious pain, sweaty.
            Vital signs: temperature 37.6°C; heart rate 112, regular; blood pressure 148/92; respiratory rate 24;
            saturations 95% on room air. Capillary glucose 21.4, ketones 1.9.
            Skin: crops of small yellow papules on a red base over the extensor surfaces of both elbows and the
            buttocks (eruptive xanthomas). Acanthosis nigricans at the neck. Lipaemia retinalis on fundoscopy
            (registrar).
            Cardiovascular: dual heart sounds, no added sounds.
            Respiratory: reduced air entry at the left base, otherwise clear.
            Abdomen: obese and distended. Marked tenderness in the epigastrium and left upper quadrant with
            guarding. No rebound. Murphy's sign negative. Bowel sounds very quiet. No bruising of the flanks or
            around the umbilicus.
            Investigations (registrar): serum grossly lipaemic. Triglycerides 38.6 mmol/L. Lipase 290 (lab
            comment: lipaemic sample, interpret with caution). Na 129 (likely pseudohyponatraemia). Glucose 21.4,
            HCO3 19, anion gap 18, ketones 1.9. WCC 15.6. CRP 68. Ca 2.02.
            Impression: ____ from severe hypertriglyceridaemia with uncontrolled diabetes; a modest lipase does not
            exclude it in a lipaemic sample. Not in DKA.
            Plan: CT to confirm; insulin and dextrose infusion; IV fluids; endocrinology; plasmapheresis only if
            triglycerides are not falling.
            """),
        annv(vit(37.6, 112, 148, 24, 95),
             ["obesity", "diaphoretic", "acanthosis_nigricans", "diminished_breath_sounds", "distended_abdomen",
              "epigastric_tenderness", "guarding", "hypoactive_bowel_sounds"],
             ["rebound_tenderness", "murphy_sign", "grey_turner_sign", "cullen_sign"]),
        merge(cbc(15.6, 16.1, 262, 82.5), bmp(129, 4.6, 92, 19, 16, 1.0, 385, ca=8.1), lft(34, 40, 96, 0.9),
              lab(lipase=290, tg=3420, crp=68.0), {50852: 11.8}, ua(glu="1000", ket="40", sg=1.030)),
        [rep("CT ABD & PELVIS WITH CONTRAST", "CT", "Abdomen", """
            CT ABDOMEN WITH CONTRAST (PANCREATIC AND PORTAL VENOUS PHASES)

            Clinical notes: Severe hypertriglyceridaemia (TG 38.6), epigastric pain; lipase modestly raised
            (lipaemic sample). ?____

            Technique: Late arterial (pancreatic) and portal venous phases, 100 mL Omnipaque 350.

            Findings:
            The pancreas is diffusely enlarged, with mildly heterogeneous but preserved enhancement throughout; no
            non-enhancing parenchyma. Extensive peripancreatic fat stranding and fluid extend along the left
            anterior pararenal space, into the root of the mesentery and down the left paracolic gutter. No walled
            collection. Splenic and portal veins patent.
            Liver: enlarged (20 cm), diffusely low in attenuation (steatosis). Gallbladder: no calculi, normal
            wall. No biliary dilatation.
            Kidneys: normal. No hydronephrosis.
            Bowel: mildly dilated proximal jejunal loops in the left upper quadrant with reactive wall thickening,
            likely a local ileus.
            Small left pleural effusion with basal atelectasis.

            Conclusion:
            Acute interstitial oedematous ____ with extensive peripancreatic inflammation and fluid. No necrosis.
            CT severity index 4 (Balthazar E, no necrosis).
            """,
            ["pancreatic_edema", "peripancreatic_inflammation", "peripancreatic_fluid", "steatotic_hepatomegaly",
             "dilated_small_bowel_loops", "pleural_effusion", "lung_base_pleural_effusion"],
            ["pancreatic_necrosis", "gallstones", "gallbladder_wall_thickening"] + DUCT_N + KID_N)],
        "Acute pancreatitis due to severe hypertriglyceridaemia",
        [ICD_OTHER, "Pure hyperglyceridemia", "Type 2 diabetes mellitus with hyperglycemia"]),

    enc(
        29800022, "pancreatitis", "atypical",
        txt("""
            AMBULANCE PATIENT REPORT FORM (NZ)   Handover 17:45
            Pt: 74F. Pick-up: home.
            Chief complaint: abdominal pain.
            History: discharged from ___ Hospital day-stay at 13:00 today after an ERCP (stone extraction and
            sphincterotomy, per the discharge letter in her bag). Pain started ~15:00 in the upper abdomen,
            steadily worse, going through to the back. Vomited x3 in the car and at home. Says "it's worse than
            before the procedure".
            PMHx: CBD stones (admitted 3 weeks ago with jaundice), lap chole 2019, HTN, T2DM, CKD 3, AF.
            Meds: apixaban (withheld 48 h for the ERCP), metoprolol, gliclazide, amlodipine.
            Allergies: morphine (hallucinations).
            Obs:
              16:58  P 104 irreg  BP 168/92  RR 20  SpO2 96%  T 37.2  GCS 15  BGL 12.4  Pain 8/10
              17:20  P 110 irreg  BP 150/84  RR 22  SpO2 95%  Pain 6/10 after fentanyl
            Treatment: fentanyl 25 mcg IV x3, ondansetron 4 mg IV, NaCl 250 mL.

            ED Reg: history confirmed with the patient and her daughter. The pain is epigastric and constant, 7/10
            now, radiating to the back. No chest pain, no SOB. No haematemesis or melaena. No fevers or rigors.
            Daughter has not noticed any yellowing.
            """),
        annv(vit(37.2, 110, 168, 22, 95),
             ["abdominal_pain", "epigastric_pain", "prolonged_constant_pain", "pain_radiating_to_back", "vomiting",
              "biliary_instrumentation_history", "prior_cholecystectomy", "prior_abdominal_surgery",
              "hypertension_history", "diabetes_history", "ckd_history", "atrial_fibrillation_history",
              "anticoagulant_use", "sulfonylurea_use", "known_allergy"],
             ["chest_pain", "dyspnea", "hematemesis", "melena", "fever", "chills", "jaundice"]),
        txt("""
            O/E (18:05): 37.4 °C | 108 AF | 142/80 | 20 | 96% RA
            Uncomfortable, pale. Sclerae anicteric.
            Chest: bibasal fine crackles. Pulse irregularly irregular, no murmurs.
            Abdomen: soft but tender epigastrium with guarding; mild LUQ tenderness. No rebound. Not distended. BS
            present. No crepitus over the abdominal wall. Healed laparoscopic port scars.
            Ix: lipase 4120 (38 three weeks ago), WCC 12.9, Hb 118, CRP 14, bili 18 (64 before the ERCP), ALT 42,
            ALP 166, Cr 142 (baseline 120), glucose 12.4, Ca 2.28. Trop T 0.02 (chronic). ECG: AF 108, no acute ST
            change.
            Imp: post-ERCP ____ (lipase >3x ULN within 24 h and typical pain). DDx duodenal perforation after
            sphincterotomy - CT to exclude, given the severity.
            Plan: IV Hartmann's (cautious - CKD), IV paracetamol + fentanyl (morphine allergy), CT A/P with
            contrast after discussion (eGFR 32, hydrate), inform the endoscopist.
            """),
        annv(vit(37.4, 108, 142, 20, 96),
             ["pallor", "bibasilar_crackles", "irregularly_irregular_pulse", "epigastric_tenderness", "guarding",
              "prior_abdominal_surgery", "ecg_absent_p_waves_irregular"],
             ["jaundice", "new_heart_murmur", "rebound_tenderness", "distended_abdomen", "abdominal_rigidity",
              "ecg_st_elevation", "ecg_st_depression"]),
        merge(cbc(12.9, 11.8, 214, 83.0), bmp(137, 4.8, 101, 22, 30, 1.6, 223, ca=9.1), lft(42, 38, 166, 1.1),
              lab(lipase=4120, crp=14.0, trop=0.02), coags(12.2, 1.1)),
        [rep("CT ABD & PELVIS WITH CONTRAST", "CT", "Abdomen", """
            CT ABDOMEN AND PELVIS WITH CONTRAST

            Clinical notes: Day 0 after ERCP (sphincterotomy, stone extraction). Severe epigastric pain radiating
            to the back, lipase 4120. ?post-ERCP ____ ?retroperitoneal perforation.

            Technique: Portal venous phase, 60 mL Omnipaque 350 (eGFR 32, prehydrated). Water-soluble oral
            contrast 500 mL 30 minutes before, to assess the duodenum.

            Findings:
            Gas outlines the right and left hepatic ducts, as expected after sphincterotomy. No retroperitoneal or
            intraperitoneal free gas about the duodenum, and oral contrast passes through the duodenum without
            leaking.
            The pancreatic head and uncinate process are swollen, with peripancreatic fat stranding reaching the
            right anterior pararenal space and a small volume of peripancreatic fluid. The parenchyma enhances
            homogeneously; no necrosis.
            CBD 7 mm (post-cholecystectomy), with no residual calculus. Cholecystectomy clips.
            Liver, spleen and adrenals normal. Kidneys small, with cortical scarring on the left. No
            hydronephrosis.
            Colon: sigmoid diverticulosis. Small bowel normal.
            Lung bases: bibasal atelectasis. No effusion.

            Conclusion:
            1. Post-ERCP ____ of the head and uncinate process, with peripancreatic stranding and fluid. No
               necrosis.
            2. No evidence of duodenal perforation. Expected pneumobilia.
            """,
            ["pancreatic_edema", "peripancreatic_inflammation", "peripancreatic_fluid", "prior_cholecystectomy",
             "small_kidneys", "colonic_diverticula"],
            ["pancreatic_necrosis", "pneumoperitoneum_ct", "common_bile_duct_stone", "hydronephrosis"] + EFF)],
        "Post-ERCP pancreatitis",
        [ICD_OTHER, "Unspecified atrial fibrillation", "Chronic kidney disease, stage 3 unspecified"]),

    enc(
        29800023, "pancreatitis", "hard",
        txt("""
            VIRTUAL ED / RURAL SUPPORT - video consult with the RN at ___ Multi-Purpose Service (no doctor on site
            overnight), 02:30.
            RN report: 58F walked in with left-sided chest pain worse on breathing in, shortness of breath and a
            cough for 2 days; felt feverish at home. Now also "sore in the tummy". Obs (RN, 02:10): T 38.1, HR 116,
            BP 104/62, RR 26, SpO2 91% RA -> 95% on 2 L NP. On video: looks unwell, talking in short sentences,
            splinting the left side. RN auscultation (tablet stethoscope): reduced breath sounds at the left base
            with some crackles.
            Background: hypertension; gallstones, "never caused trouble"; ex-smoker; social drinker - her husband
            says "a fair bit lately" (about a bottle of wine a night).
            Virtual ED impression: ?LLL pneumonia with sepsis. Advice: blood cultures x2, ceftriaxone 1 g IV +
            azithromycin 500 mg IV, 500 mL NaCl, keep SpO2 >94%. RFDS transfer to ___ Base Hospital ED arranged.

            ED Registrar (Base Hospital, 07:40): on arrival she places the pain more in the upper abdomen -
            epigastric and left upper quadrant - boring through to the back and constant for 2 days; the pleuritic
            left chest pain came a day later. She has vomited several times. Minimal cough, no sputum. No sick
            contacts. Ate a large meal and drank heavily at a wedding the day the pain started.
            """),
        annv(vit(38.1, 116, 104, 26, 91),
             ["chest_pain", "pleuritic_chest_pain", "dyspnea", "cough", "fever", "abdominal_pain", "ill_appearing",
              "diminished_breath_sounds", "crackles", "epigastric_pain", "pain_radiating_to_back",
              "prolonged_constant_pain", "vomiting", "hypertension_history", "gallstones_history", "former_smoker",
              "alcohol_use"],
             ["productive_cough", "sick_contacts"]),
        txt("""
            O/E (07:50): T 37.9 °C, HR 112, BP 98/60, RR 24, SpO2 94% on 2 L.
            Unwell, flushed, sweaty.
            Chest: dull to percussion with reduced air entry at the left base; no bronchial breathing. Right side
            clear.
            Abdomen: upper abdomen distended, tender epigastrium and LUQ with guarding; no rigidity. BS sparse.
            Faint bluish discoloration in the left flank. Periumbilical skin normal.
            Ix: lipase 1840. WCC 18.4, Hb 162 (haemoconcentrated), urea 14.2, Cr 138, Ca 1.94, glucose 11.8, CRP
            228, lactate 3.1, TG 2.9, ALT 38, bili 14. ABG on 2 L: pH 7.31, pCO2 32, pO2 70.
            Imp: severe ____ with a left pleural effusion - presented as pneumonia. BISAP 3 (urea, SIRS, effusion).
            Persistent SIRS.
            Plan: goal-directed IV fluids, ICU review, contrast CT of the abdomen to stage once resuscitated, stop
            azithromycin, review the need for ceftriaxone when cultures are back, analgesia.
            """),
        annv(vit(37.9, 112, 98, 24, 94),
             ["ill_appearing", "flushing", "diaphoretic", "diminished_breath_sounds", "distended_abdomen",
              "epigastric_tenderness", "guarding", "hypoactive_bowel_sounds", "grey_turner_sign"],
             ["bronchial_breath_sounds", "abdominal_rigidity", "cullen_sign"]),
        merge(cbc(18.4, 16.2, 302, 88.0), bmp(134, 4.2, 98, 20, 40, 1.6, 213, ca=7.8), lft(38, 52, 98, 0.8),
              lab(lipase=1840, crp=228.0, lactate=3.1, tg=257, ph=7.31, pco2=32), {50821: 70}),
        [rep("CHEST (PORTABLE AP)", "Radiograph", "Chest", """
            CHEST XR (AP ERECT)

            Clinical notes: ?LLL pneumonia (transfer). Hypoxic.

            Findings: Moderate left pleural effusion opacifying the left lower zone and obscuring the left
            hemidiaphragm; underlying collapse or consolidation cannot be separated from it. Right lung clear.
            Heart size normal. No free subdiaphragmatic gas.

            Conclusion: Moderate left pleural effusion with left basal opacification. Consolidation not excluded.
            """,
            ["pleural_effusion"],
            ["right_basal_effusion", "cardiomegaly", "free_air_under_diaphragm"]),
         rep("CT ABD & PELVIS WITH CONTRAST", "CT", "Abdomen", """
            CT ABDOMEN (PANCREATIC PROTOCOL: LATE ARTERIAL AND PORTAL VENOUS), DAY 3

            Clinical notes: Severe ____ (lipase 1840, BISAP 3), persistent SIRS, left effusion. ?necrosis.

            Technique: Late arterial and portal venous phases after 90 mL Omnipaque 350.

            Findings:
            Pancreas: the body and tail are swollen. About 40% of the gland - the distal body and the tail - does
            not enhance, consistent with parenchymal necrosis; the head enhances normally. Acute necrotic
            collections extend from the tail into the left anterior pararenal space and the lesser sac, without a
            defined wall and without gas. Extensive peripancreatic stranding into the transverse mesocolon.
            Vessels: splenic vein patent, narrowed by the inflammation. No pseudoaneurysm.
            Gallbladder: several small calculi; wall not thickened. CBD 5 mm.
            Liver: mild steatosis. Kidneys normal; the left perirenal fat is mildly stranded where the
            inflammation reaches it.
            Bowel: no obstruction. Small volume of free fluid in the pelvis.
            Lung bases: moderate left and small right pleural effusions with compressive atelectasis.

            Conclusion:
            Necrotising ____ (about 40% necrosis of the body and tail) with acute necrotic collections, no gas.
            Modified CTSI 10. Bilateral effusions, left more than right.
            """,
            ["pancreatic_edema", "pancreatic_necrosis", "peripancreatic_fluid", "peripancreatic_inflammation",
             "gallstones", "perinephric_stranding", "free_pelvic_fluid"] + EFF,
            ["gallbladder_wall_thickening", "cbd_dilation", "hydronephrosis", "renal_calculus"])],
        "Severe necrotising pancreatitis with pleural effusions (referred as pneumonia)",
        ["Acute pancreatitis with uninfected necrosis, unspecified", "Pleural effusion in other conditions classified elsewhere"],
        micro={90201: ("No growth", BLOOD_SPEC)}),

    enc(
        29800024, "pancreatitis", "hard",
        txt("""
            TRIAGE 19:02  ATS 2 (severe pain, HR 124)
            29F. "Gallbladder attack - worst one ever." Known gallstones, booked for a lap chole next month. Upper
            abdo pain since 15:00, 10/10, vomiting. Pale, clammy.
            Obs: T 37.3  HR 124  BP 138/86  RR 24  SpO2 98% RA  Pain 10/10.
            Nurse-initiated: IV access, bloods (FBC, UEC, LFT, lipase, bHCG), fentanyl 50 mcg IN per protocol,
            ECG.

            ED Registrar 19:25
            29F, 3 months post-partum (SVD, breastfeeding). Gallstones found on an ultrasound at 34 weeks for RUQ
            pain; two attacks since delivery, each lasting 1-2 h after meals and settling at home. Booked for an
            elective lap chole. Today's pain began at 15:00 after lunch in the epigastrium, not on the right side
            as before, and has not let up (constant for 4 h); it bores through to her back and she is most
            comfortable sitting forward. Vomited 6 times. No fevers. No jaundice. No new medications.
            PMHx: gallstones. Gestational diabetes (diet), resolved.
            Meds: nil. NKDA. Non-smoker. No alcohol since the pregnancy.
            She, and her GP's letter, expect "another gallbladder attack / ?acute cholecystitis".
            """),
        annv(vit(37.3, 124, 138, 24, 98),
             ["abdominal_pain", "epigastric_pain", "vomiting", "pallor", "diaphoretic", "gallstones_history",
              "ruq_pain", "previous_similar_episodes", "pain_resolving_within_hours", "prolonged_constant_pain",
              "pain_radiating_to_back"],
             ["fever", "jaundice", "smoker"]),
        txt("""
            O/E: T 37.5 HR 118 BP 132/80 RR 22 SpO2 98% RA
            Distressed, sitting forward, pale. Mild scleral icterus.
            Chest clear.
            Abdo: soft, mildly distended upper abdomen, tender epigastrium > RUQ with guarding. Murphy's negative
            (no inspiratory arrest; the pain is central). No rebound. BS reduced. No flank or umbilical bruising.
            Ix: lipase 6820. Bili 38, ALT 390, AST 244, ALP 158, GGT 212. WCC 15.2. Ca 2.24. Glucose 7.8. Urea 5.2.
            CRP 18. bHCG negative. TG 1.6. ECG sinus tachycardia, otherwise normal.
            Imp: gallstone ____ rather than a cholecystitis: negative Murphy's, epigastric pain into the back,
            lipase >100x, hepatocellular LFT rise.
            Plan: IV fluids, analgesia, US abdomen, admit gen surg, trend LFTs, ERCP only if cholangitis.
            """),
        annv(vit(37.5, 118, 132, 22, 98),
             ["pallor", "jaundice", "distended_abdomen", "epigastric_tenderness", "ruq_tenderness", "guarding",
              "hypoactive_bowel_sounds", "ecg_sinus_tachycardia"],
             ["crackles", "abdominal_rigidity", "murphy_sign", "rebound_tenderness", "grey_turner_sign",
              "cullen_sign"]),
        merge(cbc(15.2, 12.2, 356, 84.8), bmp(138, 3.9, 104, 22, 15, 0.7, 140, ca=9.0),
              lft(390, 244, 158, 2.2, ggt=212), lab(lipase=6820, crp=18.0, hcg="NEG", tg=142)),
        [rep("US ABD LIMIT, SINGLE ORGAN", "Ultrasound", "Abdomen", """
            US ABDOMEN - UPPER

            Clinical notes: Known gallstones. Epigastric pain, lipase 6820, ALT 390.

            Findings:
            Gallbladder: several mobile calculi up to 9 mm, with sludge. Wall 2 mm. No pericholecystic fluid.
            Sonographic Murphy's sign negative.
            CBD: 7 mm proximally; distal duct not seen.
            Intrahepatic ducts: not dilated.
            Pancreas: the head and body are bulky and hypoechoic, with peripancreatic fluid around the body. Tail
            obscured.
            Liver, right kidney and spleen normal. Trace of free fluid in Morison's pouch.

            Comment:
            Cholelithiasis without sonographic features of acute cholecystitis. Bulky hypoechoic pancreas with
            peripancreatic fluid, consistent with ____. Mildly dilated CBD (7 mm); distal duct not visualised.
            """,
            ["gallstones", "gallbladder_sludge", "cbd_dilation", "pancreatic_edema", "peripancreatic_fluid",
             "free_fluid_abdomen"],
            ["gallbladder_wall_thickening", "pericholecystic_fluid", "sonographic_murphy_sign",
             "intrahepatic_biliary_dilation"] + KID_N),
         rep("CT ABD & PELVIS WITH CONTRAST", "CT", "Abdomen", """
            CT ABDOMEN/PELVIS WITH CONTRAST (DAY 3)

            Clinical notes: Gallstone ____ day 3, persistent fever 38.6 and rising CRP (240). ?necrosis
            ?collection ?cholangitis.

            Technique: Portal venous phase, 90 mL Omnipaque 350.

            Comparison: US on admission.

            Findings:
            The pancreas enhances uniformly throughout; no necrosis. The peripancreatic fat is markedly stranded,
            and an acute peripancreatic fluid collection, 6 x 3 cm, sits in the lesser sac without a wall or gas.
            Fluid also tracks along both anterior pararenal spaces.
            Gallbladder contains calculi; wall normal. CBD 6 mm, no duct calculus identified. No intrahepatic
            biliary dilatation.
            Small bilateral pleural effusions. Small volume of free fluid in the pelvis.
            Liver, spleen and kidneys normal. Portal and splenic veins patent. Bowel normal in calibre; appendix
            normal.

            Conclusion:
            Interstitial oedematous ____ with an acute peripancreatic fluid collection in the lesser sac. No
            necrosis. No biliary obstruction.
            """,
            ["pancreatic_edema", "peripancreatic_inflammation", "peripancreatic_fluid", "gallstones",
             "free_pelvic_fluid", "normal_caliber_appendix"] + EFF,
            ["pancreatic_necrosis", "gallbladder_wall_thickening", "common_bile_duct_stone",
             "intrahepatic_biliary_dilation", "dilated_small_bowel_loops"] + KID_N + APP_N)],
        "Gallstone pancreatitis (presented as a gallbladder attack)", [ICD_BIL],
        ["Laparoscopic cholecystectomy (same admission)"], [LAPCHOLE]),
]

# The one omission check against the reader's output (README, "Annotation"): findings the text states
# that the hand annotation had left out. Added after the texts were final; nothing removed.
after_check(ENCOUNTERS, {
    29800019: {"pe": ["alcohol_use", "hand_tremor"]},
    29800020: {"hpi": ["gallstones", "nocturnal_epigastric_pain"], "pe": ["gallstones"], 1: ["intrahepatic_biliary_dilation"]},
    29800021: {"hpi": ["caffeine_use"], "pe": ["diabetes_history"]},
    29800022: {"pe": ["atrial_fibrillation_history", "biliary_instrumentation_history", "ckd_history"]},
    29800023: {"hpi": ["focal_crackles"], "pe": ["pleural_effusion"]},
    29800024: {"hpi": ["cold_sweat", "gallstones"], "pe": ["epigastric_pain", "pain_radiating_to_back"]},
})
