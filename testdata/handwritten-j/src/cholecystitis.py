"""Cholecystitis (29900007-29900012).

29900007 typical   hospitalist admission H&P with assessment and plan by problem, 52F; RUQ US.
29900008 typical   ED resident note with a vitals flowsheet, 38M; US with the ED resident's wet read, then final.
29900009 atypical  76M diabetic on insulin, daughter's phone account, sepsis and confusion; non-contrast CT, US.
29900010 atypical  ED-to-medicine I-PASS handoff, 71F on prednisone with few signs; equivocal US, then HIDA.
29900011 hard      urgent-care NP note sending a "kidney stone"; stone-protocol CT finds the gallbladder; US.
29900012 hard      portal message about reflux, then ED note with pertinent positives/negatives; US.
"""

from common import (BLOOD_SPEC, EFF, KID_N, PANC_N, URINE_SPEC, APP_N, ann, annv, bmp, cbc, enc, lab, lft, merge,
                    rep, txt, ua, vit, vits)

L = "cholecystitis"
LC = ("0FT44ZZ", "Resection of Gallbladder, Percutaneous Endoscopic Approach", 10)

ENCOUNTERS = [
    enc(29900007, L, "typical",
        txt("""
            HOSPITALIST ADMISSION H&P
            Admitting: Dr ___ (Hospital Medicine). PCP: Dr ___. Source: patient, ED record.
            CC: RUQ pain and vomiting
            HPI: Ms ___ is a 52 y/o woman with T2DM, HTN and obesity (BMI 36) who presents with 2 days of right
            upper quadrant pain. It began about 2 hours after a fried fish dinner, a steady ache under the right
            ribs that goes through to the right shoulder blade. Unlike her previous attacks (3-4 over the past
            year, each gone within a couple of hours), this one has not let up. She has vomited bilious material
            about 5 times and cannot keep food down. Felt feverish with shaking chills last night. Told she had
            "gallstones" on an ultrasound 2 years ago at an outside urgent care; never saw a surgeon. No
            jaundice, dark urine or pale stools. No chest pain or dyspnea. No diarrhea.
            ED course: T 38.3, HR 106. Given 1 L LR, ondansetron, morphine 4 mg, pip-tazo 4.5 g. Surgery
            consulted in the ED.
            PMH: T2DM (A1c 8.1% 3 months ago), HTN, obesity, GERD, OSA on CPAP.
            PSH: C-section x2.
            Meds: metformin 1000 mg BID, lisinopril 20 mg, omeprazole 20 mg.
            Allergies: sulfa (rash).
            Social: married, school bus driver. Never smoker. No alcohol.
            Family: mother had her gallbladder out; father CAD, MI at 58.
            """),
        annv(vit(38.3, 106),
             ["ruq_pain", "postprandial_pain_after_fatty_meal", "pain_radiating_to_right_scapula",
              "prolonged_constant_pain", "previous_similar_episodes", "pain_resolving_within_hours", "vomiting",
              "bilious_vomiting", "fever", "chills", "gallstones_history", "diabetes_history",
              "hypertension_history", "obesity", "prior_abdominal_surgery", "family_history_cad", "metformin_use",
              "raas_blocker_use"],
             ["jaundice", "dark_urine", "pale_stools", "chest_pain", "dyspnea", "diarrhea", "smoker",
              "alcohol_use"]),
        txt("""
            PHYSICAL EXAM
            VS: 37.9 °C  HR 98  BP 146/88  RR 18  SpO2 96% RA  Wt 98 kg
            General: obese woman, uncomfortable, lying still
            HEENT: anicteric sclerae, dry mucous membranes
            Neck: supple
            CV: RRR, no murmur
            Lungs: clear bilaterally
            Abdomen: obese, soft, nondistended; marked tenderness RUQ with inspiratory arrest on deep palpation
            (Murphy +); voluntary guarding RUQ; no rebound; normoactive BS. LLQ and RLQ nontender. Pfannenstiel
            scar.
            Back: no CVA tenderness
            Ext: no edema
            Skin: no jaundice, no rash
            Neuro: A&O x3, nonfocal

            ASSESSMENT AND PLAN
            52F with T2DM, HTN, obesity, now >24 h of constant RUQ pain with fever, leukocytosis and a positive
            Murphy sign; RUQ US with gallstones, a thickened gallbladder wall and pericholecystic fluid, c/w acute
            calculous ____.
            #1 Acute calculous ____: NPO, LR 125 mL/h, pip-tazo 4.5 g q8h, hydromorphone prn, ondansetron prn.
            General surgery (Dr ___) plans laparoscopic cholecystectomy, likely tomorrow AM. LFTs only mildly
            abnormal and CBD 4 mm: no MRCP for now, trend LFTs.
            #2 T2DM, uncontrolled: hold metformin while NPO; sliding-scale insulin, fingersticks q6h.
            #3 HTN: hold lisinopril while NPO and volume down; IV hydralazine prn SBP >180.
            #4 OSA: CPAP at night.
            #5 GERD: IV pantoprazole.
            #6 VTE ppx: SQ heparin; hold the AM dose pre-op per surgery.
            Code: Full. Dispo: inpatient, expected LOS 2-3 days.
            """),
        annv(vit(37.9, 98, 146, 18, 96),
             ["obesity", "dehydration_signs", "ruq_tenderness", "murphy_sign", "guarding", "prior_abdominal_surgery",
              "fever", "gallstones", "gallbladder_wall_thickening", "pericholecystic_fluid"],
             ["jaundice", "distended_abdomen", "rebound_tenderness", "abdominal_rigidity",
              "hyperactive_bowel_sounds", "hypoactive_bowel_sounds", "llq_tenderness", "rlq_tenderness",
              "cva_tenderness", "pitting_edema", "rash", "cbd_dilation"]),
        merge(cbc(15.6, 13.0, 310, 83), bmp(136, 4.2, 100, 23, 16, 0.9, 212), lft(58, 49, 141, 1.3, alb=3.8),
              lab(lipase=38), {50852: 8.1}, ua(glu="150", ket="TR")),
        [rep("US ABDOMEN LIMITED (RUQ)", "Ultrasound", "Abdomen", """
            EXAMINATION: ULTRASOUND ABDOMEN, RIGHT UPPER QUADRANT

            HISTORY: 52-year-old woman with right upper quadrant pain, fever and leukocytosis.

            COMPARISON: Outside ultrasound report ___ (2 years prior); images not available.

            TECHNIQUE: Real-time RUQ sonography in grayscale and color Doppler.

            FINDINGS:
            Liver: Diffusely increased echogenicity with posterior beam attenuation, consistent with hepatic
            steatosis. No focal lesion. Hepatopetal portal venous flow.
            Gallbladder: Distended, 11.2 x 4.6 cm. Multiple mobile shadowing stones, the largest 1.8 cm, and a
            2.2 cm stone lodged in the neck that does not move when the patient is turned. The wall is thickened
            to 6 mm and striated. Small amount of pericholecystic fluid along the fundus. Sonographic Murphy sign
            positive, elicited by the sonographer.
            Bile Ducts: CBD 4 mm. No intrahepatic biliary dilatation.
            Pancreas: Head and body unremarkable; tail obscured by bowel gas.
            Right Kidney: 11.0 cm. A 1.9 cm simple cyst in the upper pole. No hydronephrosis.

            IMPRESSION:
            1. Cholelithiasis with a stone impacted in the gallbladder neck, gallbladder distension, wall
            thickening, pericholecystic fluid and a positive sonographic Murphy sign: findings of acute calculous
            ____.
            2. No biliary dilatation.
            3. Hepatic steatosis.
            4. Simple right renal cyst (Bosniak I); no follow-up needed.
            """,
             ["gallstones", "impacted_gallbladder_neck_stone", "gallbladder_distension",
              "gallbladder_wall_thickening", "pericholecystic_fluid", "sonographic_murphy_sign"],
             ["cbd_dilation", "intrahepatic_biliary_dilation", "hydronephrosis"])],
        "Acute calculous cholecystitis",
        ["Calculus of gallbladder with acute cholecystitis with obstruction",
         "Type 2 diabetes mellitus with hyperglycemia", "Essential (primary) hypertension"],
        ["Laparoscopic cholecystectomy"], [LC]),

    enc(29900008, L, "typical",
        txt("""
            ED Note - Resident
            38M presenting with RUQ/epigastric pain x 3 days, constant, 7/10, worse after eating, radiating around
            to the R side of his back. Nausea, vomited x3 yesterday. Tmax 101.2 at home last night w/ sweats. Had a
            similar but shorter pain last month after a burger, lasted ~1 h. No jaundice. No EtOH. No NSAIDs. No
            prior abd surgery.
            PMH: obesity, HLD. Meds: none (stopped atorvastatin). Social: construction foreman; 1 ppd x 15 yrs; no
            drugs.
            ROS otherwise neg.
            """),
        ann(["ruq_pain", "epigastric_pain", "prolonged_constant_pain", "pain_radiating_to_back", "nausea", "vomiting",
             "fever", "fever_measured", "sweating", "previous_similar_episodes", "pain_resolving_within_hours",
             "obesity", "hyperlipidemia_history", "smoker"],
            ["jaundice", "alcohol_use", "nsaid_use", "prior_abdominal_surgery"]),
        txt("""
            Vitals flowsheet:
            Time   Temp   HR    BP       RR   SpO2
            10:42  38.4   112   138/86   20   97% RA
            11:30  --     104   131/80   18   97% RA
            12:55  37.8   96    128/78   18   98% RA   (after APAP 1 g, 2 L NS)
            Exam:
            Gen: obese, diaphoretic, uncomfortable
            Eyes: sclerae anicteric
            Abd: obese, soft; +TTP RUQ > epigastrium; (+) Murphy; (+) vol guarding RUQ; (-) rebound; (-) rigidity;
            no palpable GB; BS +
            Back: (-) CVAT
            Skin: warm, no jaundice
            """),
        annv(vits(vit(38.4, 112, 138, 20, 97), vit(None, 104, 131, 18, 97), vit(37.8, 96, 128, 18, 98)),
             ["obesity", "diaphoretic", "ruq_tenderness", "epigastric_tenderness", "murphy_sign", "guarding"],
             ["jaundice", "rebound_tenderness", "abdominal_rigidity", "palpable_gallbladder", "cva_tenderness"]),
        merge(cbc(17.1, 15.8, 285, 86), bmp(137, 4.0, 101, 24, 13, 1.0, 121), lft(44, 39, 118, 1.6, dbili=0.5),
              lab(lipase=51, crp=150.0)),
        [rep("US ABDOMEN LIMITED (RUQ)", "Ultrasound", "Abdomen", """
            EXAMINATION: US ABDOMEN LIMITED (RUQ)

            *** PRELIMINARY INTERPRETATION (wet read, Dr ___, EM PGY-3, 11:05): GB w/ stones, thick wall ~6 mm,
            +sono Murphy per tech. CBD ~5 mm. Final read pending. ***

            FINAL REPORT

            HISTORY: 38-year-old man with 3 days of RUQ pain, fever to 38.4, WBC 17.

            COMPARISON: None.

            TECHNIQUE: RUQ ultrasound, grayscale and color Doppler, with the patient supine and in left
            lateral decubitus.

            FINDINGS:
            GALLBLADDER: Distended, 10.5 cm long. Numerous shadowing calculi up to 1.4 cm; one stone is fixed in
            the neck and does not move with position change. Wall thickened to 7 mm with a hypoechoic layer.
            Pericholecystic fluid along the hepatic surface. Sonographic Murphy sign positive.
            BILE DUCTS: Common duct 5 mm. No intrahepatic ductal dilatation.
            LIVER: Mildly increased echogenicity. No focal lesion. Patent portal vein with normal direction of
            flow.
            PANCREAS: Not well seen due to bowel gas.
            RIGHT KIDNEY: Normal, 11.4 cm, no hydronephrosis.

            IMPRESSION:
            1. Cholelithiasis with a stone lodged in the gallbladder neck, gallbladder distension, wall
            thickening, pericholecystic fluid and positive sonographic Murphy sign, compatible with acute ____.
            2. Normal caliber common duct.

            Agree with the preliminary interpretation; pericholecystic fluid added. Discussed with Dr ___ at
            11:48.
            """,
             ["gallstones", "impacted_gallbladder_neck_stone", "gallbladder_distension", "gallbladder_wall_thickening",
              "pericholecystic_fluid", "sonographic_murphy_sign"],
             KID_N + ["cbd_dilation", "intrahepatic_biliary_dilation"])],
        "Acute calculous cholecystitis",
        ["Calculus of gallbladder with acute cholecystitis with obstruction", "Nicotine dependence, cigarettes, uncomplicated"],
        ["Laparoscopic cholecystectomy"], [LC]),

    enc(29900009, L, "atypical",
        txt("""
            ED Attending Note
            Source: patient (limited: hard of hearing and drowsy), daughter ___ by phone (lives with him), EMS.
            Daughter by phone: "Dad hasn't been himself since Friday. He's barely touched his food, he's been
            sleeping in his chair all day, and this morning he was confused, he called me by my mother's name. He
            didn't complain of pain, he never does, but he kept rubbing his upper stomach. His sugars have been in
            the 300s, which is not like him. No throwing up that I saw. He's been peeing fine."
            EMS: temp 101.8 at home, FSBG 342.
            Pt: says his "stomach is off," points to the upper abdomen, denies pain when asked directly. Denies
            chest pain, SOB, cough, dysuria.
            PMH: DM2 x 25 yrs on insulin, peripheral neuropathy, CAD s/p CABG 2012, CKD 3, HTN, BPH.
            Meds: insulin glargine 30 units, lispro sliding scale, metoprolol, aspirin, atorvastatin, finasteride.
            Social: widowed, lives with daughter; ex-smoker; no EtOH.
            """),
        annv(vit(101.8),
             ["confusion", "diabetes_history", "insulin_therapy", "coronary_artery_disease_history", "ckd_history",
              "hypertension_history"],
             ["abdominal_pain", "vomiting", "chest_pain", "dyspnea", "cough", "dysuria", "alcohol_use"]),
        txt("""
            T 38.7 rectal  P 108  BP 98/54  RR 22  SpO2 94% RA  FSBG 318
            General: elderly man, drowsy, oriented to self only, ill-appearing
            HEENT: dry mouth, sclerae faintly icteric
            Lungs: few bibasilar crackles
            CV: tachycardic, regular. Sternotomy scar.
            Abd: soft, mildly distended. Tender in the RUQ to deep palpation; grimaces, though says it "doesn't
            hurt." Murphy's equivocal (poor effort). No guarding, no rebound. Tympanic. BS hypoactive.
            Ext: trace pedal edema b/l; decreased monofilament sensation both feet
            Neuro: no focal deficit; oriented x1
            """),
        annv(vit(38.7, 108, 98, 22, 94),
             ["altered_mental_status_sign", "ill_appearing", "dehydration_signs", "jaundice", "bibasilar_crackles",
              "crackles", "distended_abdomen", "ruq_tenderness", "tympanic_abdomen", "hypoactive_bowel_sounds",
              "diminished_monofilament_sensation"],
             ["abdominal_rigidity", "guarding", "rebound_tenderness"]),
        merge(cbc(19.8, 12.1, 142, 78, bands=12), bmp(131, 5.2, 96, 17, 46, 2.1, 318),
              lft(88, 102, 188, 2.6, dbili=1.7), lab(lipase=44, lactate=3.4, trop=0.03),
              ua(glu="500", ket="10", wbc=2, sg=1.022)),
        [rep("CT ABD & PELVIS W/O CONTRAST", "CT", "Abdomen", """
            EXAMINATION: CT ABDOMEN/PELVIS WITHOUT CONTRAST

            HISTORY: Sepsis, altered mental status, ? source. Elderly diabetic. Creatinine 2.1.

            COMPARISON: None available.

            TECHNIQUE: Axial CT without contrast from the lung bases to the ischial tuberosities; coronal and
            sagittal reconstructions.

            FINDINGS:
            LUNG BASES: Mild bibasilar atelectasis. Small right pleural effusion. Sternotomy wires.
            LIVER: Unremarkable for noncontrast technique.
            GALLBLADDER: Distended to 5.2 cm transverse, containing several layering calcified stones. The wall
            is thickened, up to 8 mm, with considerable pericholecystic fat stranding and a small amount of fluid
            along the liver edge. No intramural or intraluminal gas.
            BILE DUCTS: No definite dilatation.
            PANCREAS: Fatty atrophy. No peripancreatic stranding.
            SPLEEN, ADRENALS: Normal.
            KIDNEYS: Atrophic bilaterally. No hydronephrosis. No stones.
            BOWEL: Normal caliber. Colonic diverticulosis. Appendix normal.
            BLADDER/PROSTATE: Prostate enlarged, 5.6 cm. Bladder unremarkable.
            VESSELS: Extensive aortoiliac calcification. No aneurysm.
            BONES: Degenerative changes.

            IMPRESSION:
            1. Distended gallbladder with calcified stones, mural thickening, pericholecystic stranding and
            fluid, highly suspicious for acute ____ in this septic patient. Ultrasound could be considered for
            confirmation.
            2. Small right pleural effusion.
            3. Colonic diverticulosis without CT signs of inflammation.
            """,
             ["gallbladder_distension", "gallstones", "gallbladder_wall_thickening", "pericholecystic_fat_stranding",
              "pericholecystic_fluid", "colonic_diverticula", "normal_caliber_appendix"] + EFF,
             APP_N + ["peripancreatic_inflammation", "hydronephrosis", "renal_calculus", "dilated_small_bowel_loops"]),
         rep("US ABDOMEN LIMITED (RUQ)", "Ultrasound", "Abdomen", """
            EXAMINATION: US RUQ

            HISTORY: Septic; CT with distended gallbladder and stones.

            COMPARISON: CT abdomen/pelvis same day.

            FINDINGS:
            The gallbladder is distended and contains sludge and several shadowing stones. The wall measures 7 mm
            and is striated. Pericholecystic fluid is present. Sonographic Murphy sign could not be assessed
            (patient unable to localize). No gas in the gallbladder wall.
            Common bile duct 6 mm, within normal limits for age. Liver of normal echotexture. Trace perihepatic
            fluid. No right hydronephrosis.

            IMPRESSION: Gallstones and sludge with wall thickening and pericholecystic fluid. Together with the
            CT, findings are consistent with acute ____. Sonographic Murphy sign not assessable.
            """,
             ["gallbladder_distension", "gallbladder_sludge", "gallstones", "gallbladder_wall_thickening",
              "pericholecystic_fluid", "free_fluid_abdomen"],
             ["cbd_dilation", "hydronephrosis"])],
        "Acute calculous cholecystitis with E. coli bacteremia",
        ["Calculus of gallbladder with acute cholecystitis without obstruction",
         "Sepsis due to Escherichia coli [E. coli]", "Type 2 diabetes mellitus with hyperglycemia"],
        ["Percutaneous cholecystostomy tube placement"],
        [("0F9430Z", "Drainage of Gallbladder with Drainage Device, Percutaneous Approach", 10)],
        {90201: ("ESCHERICHIA COLI", BLOOD_SPEC), 90039: ("No growth", URINE_SPEC)}),

    enc(29900010, L, "atypical",
        txt("""
            ED-to-Medicine I-PASS handoff (ED PA ___ to admitting resident), 18:40, pasted into the admission note:
            I - Illness severity: Watcher.
            P - Patient summary: 71F with polymyalgia rheumatica on prednisone 15 mg daily x 8 months,
            osteoporosis, HTN, here with 3 days of nausea, poor appetite and a vague upper abdominal "pressure"
            under the breastbone that she says is not really painful. No vomiting. Low-grade temps at home to 99.8,
            no rigors. No prior episodes like this. In ED: T 37.9, HR 94, BP 132/70. WBC 13.4 with bands, ALP and
            T bili mildly up. RUQ US equivocal: sludge, wall 4 mm, sono Murphy neg (she had morphine before the
            scan). Lipase normal. Trop neg x1. Surgery saw her and wants a HIDA before deciding.
            A - Action list: HIDA ordered for AM: NPO after midnight, no opioids within 4-6 h of the scan.
            Stress-dose hydrocortisone 50 mg q6h started. Pip-tazo given. F/u blood cx. Trend LFTs.
            S - Situation awareness/contingency: if fever or hypotension overnight, repeat lactate and call
            surgery (Dr ___); may need perc drain. Steroids may blunt the exam; a soft belly is not reassuring.
            S - Synthesis by receiver: read back by night resident, questions answered.
            PMH: PMR, osteoporosis, HTN, hypothyroidism. PSH: abdominal hysterectomy 1998. Meds: prednisone 15 mg,
            alendronate, amlodipine, levothyroxine, calcium/vitamin D. Social: retired teacher, lives alone,
            independent; no tobacco; a glass of wine on holidays.
            """),
        annv(vit(37.9, 94, 132),
             ["nausea", "anorexia", "fever", "chronic_glucocorticoid_use", "immunosuppression",
              "hypertension_history", "prior_abdominal_surgery", "alcohol_use", "gallbladder_sludge"],
             ["vomiting", "chills", "previous_similar_episodes", "sonographic_murphy_sign", "smoker"]),
        txt("""
            Exam (admitting resident, 19:30):
            T 37.6  HR 92  BP 126/68  RR 16  98% RA
            Gen: cushingoid facies, NAD
            HEENT: anicteric
            Abd: soft, ND, mild TTP RUQ and epigastrium, no guarding, (±) Murphy - catches her breath partway, then
            continues; no rebound. Liver edge not palpable. Lower midline scar.
            Skin: thin, ecchymoses on both forearms
            """),
        annv(vit(37.6, 92, 126, 16, 98),
             ["moon_facies", "ruq_tenderness", "epigastric_tenderness", "prior_abdominal_surgery", "ecchymoses"],
             ["jaundice", "distended_abdomen", "guarding", "rebound_tenderness", "abdominal_rigidity", "hepatomegaly"]),
        merge(cbc(13.4, 12.2, 356, 76, bands=7), bmp(138, 3.5, 100, 26, 18, 0.8, 162),
              lft(64, 58, 162, 1.9, dbili=0.9), lab(lipase=40, trop=0.01, crp=96.0)),
        [rep("US ABDOMEN LIMITED (RUQ)", "Ultrasound", "Abdomen", """
            EXAMINATION: RUQ ULTRASOUND

            HISTORY: Upper abdominal discomfort and leukocytosis in a patient on chronic steroids.

            COMPARISON: None.

            TECHNIQUE: Right upper quadrant sonography, grayscale with color Doppler.

            FINDINGS:
            Liver: Normal size and echotexture. No mass.
            Gallbladder: Moderately distended, with layering sludge. No shadowing stones. Wall borderline at 4 mm.
            No pericholecystic fluid. Sonographic Murphy sign negative (patient premedicated with morphine).
            Common bile duct: 5 mm.
            Pancreas: Visualized portions normal.
            Right kidney: Normal.

            IMPRESSION:
            1. Gallbladder sludge with borderline wall thickness; no stones or pericholecystic fluid. Equivocal
            for acute ____; a HIDA scan may help if clinically indicated.
            2. No biliary dilatation.
            """,
             ["gallbladder_distension", "gallbladder_sludge"],
             PANC_N + KID_N + ["gallstones", "pericholecystic_fluid", "sonographic_murphy_sign", "cbd_dilation",
                               "intrahepatic_biliary_dilation"]),
         rep("HEPATOBILIARY SCAN (HIDA)", "HIDA", "Abdomen", """
            EXAMINATION: HEPATOBILIARY SCINTIGRAPHY (HIDA) WITH MORPHINE AUGMENTATION

            HISTORY: 71F on prednisone, RUQ tenderness, leukocytosis; equivocal ultrasound.

            COMPARISON: RUQ ultrasound ___.

            TECHNIQUE: 5.3 mCi Tc-99m mebrofenin IV. Dynamic anterior imaging for 60 minutes, then morphine
            sulfate 2 mg IV and 30 further minutes of imaging.

            FINDINGS: Prompt, homogeneous hepatic uptake. Tracer reaches the common bile duct by 10 minutes and
            the small bowel by 20 minutes. The gallbladder does not fill by 60 minutes, nor in the 30 minutes
            after morphine. No biliary leak.

            IMPRESSION: Persistent nonvisualization of the gallbladder after morphine augmentation, consistent
            with cystic duct obstruction and, in this setting, acute ____. Patent common bile duct.

            Results called to Dr ___ (Hospital Medicine) at 10:15 and to the surgical resident at 10:18.
            """,
             ["gallbladder_nonvisualization_hida"], [])],
        "Acute acalculous cholecystitis",
        ["Acute cholecystitis", "Polymyalgia rheumatica", "Long term (current) use of systemic steroids"],
        ["Laparoscopic cholecystectomy"], [LC],
        {90201: ("No growth", BLOOD_SPEC)}),

    enc(29900011, L, "hard",
        txt("""
            [Urgent care note faxed with the patient - ___ Urgent Care, ___, FNP-C]
            S: 45 y/o M c/o R flank/side pain since last night, 7/10, constant, w/ nausea. Hx kidney stone 2019
            (passed on its own); states "this feels like that." No dysuria. No gross hematuria. Some chills.
            O: T 99.9  P 102  BP 150/94  R 18  98%. Mild R CVA tenderness. Abd soft, mild R-sided tenderness. UA
            dip: trace blood, otherwise neg.
            A: Right flank pain, r/o nephrolithiasis/ureteral stone.
            P: Toradol 30 mg IM given. Sent to ___ ED for CT stone protocol and pain control. Wife driving.
            ---
            ED note: 45M sent from urgent care as r/o ureteral stone. The pain is in the right side under the
            ribs and wraps around to the back; it started about 2 h after a large dinner (steak, fries) last
            night. Vomited x2 since arriving. Pain is steady, not colicky, not coming in waves like his stone was,
            and is a little better lying still. Chills. No dysuria or hematuria.
            PMH: nephrolithiasis 2019, HTN (untreated), prediabetes. PSH: none. Meds: none. Social: 1-2 beers
            most evenings, no tobacco.
            """),
        annv(vit(99.9, 102, 150, 18, 98),
             ["flank_pain", "ruq_pain", "pain_radiating_to_back", "prolonged_constant_pain",
              "postprandial_pain_after_fatty_meal", "nausea", "vomiting", "chills", "kidney_stone_history",
              "hypertension_history", "alcohol_use", "cva_tenderness"],
             ["dysuria", "gross_hematuria", "colicky_abdominal_pain", "prior_abdominal_surgery", "smoker"]),
        txt("""
            Vitals: T 37.8 °C, HR 98, BP 148/90, RR 18, SpO2 98% on RA.
            General: lying still, uncomfortable
            HEENT: sclerae anicteric
            Abd: soft, ND. TTP RUQ ↑↑ with deep palpation; Murphy's (+), arrests inspiration. (-) rebound. Mild
            vol guarding RUQ. RLQ/LLQ NT. BS present.
            Back: no CVAT on my exam, R or L
            """),
        annv(vit(37.8, 98, 148, 18, 98),
             ["ruq_tenderness", "murphy_sign", "guarding"],
             ["jaundice", "distended_abdomen", "rebound_tenderness", "abdominal_rigidity", "rlq_tenderness",
              "llq_tenderness", "cva_tenderness"]),
        merge(cbc(14.1, 15.3, 248, 82), bmp(139, 3.9, 102, 25, 15, 1.0, 128), lft(42, 36, 109, 1.2),
              lab(lipase=48), ua(sg=1.022, rbc=4, ket="TR")),
        [rep("CT ABD & PELVIS W/O CONTRAST (STONE)", "CT", "Abdomen", """
            EXAMINATION: CT ABDOMEN PELVIS WITHOUT CONTRAST (RENAL STONE PROTOCOL)

            HISTORY: Right flank pain, hematuria, history of nephrolithiasis.

            COMPARISON: CT abdomen/pelvis ___ (2019).

            TECHNIQUE: Low-dose axial CT of the abdomen and pelvis without contrast; 3 mm axial and coronal
            reformats. DLP 241 mGy-cm.

            FINDINGS:
            Kidneys/Ureters: No renal or ureteral calculi. No hydronephrosis or hydroureter. No perinephric
            stranding. The 3 mm right lower pole stone seen in 2019 is no longer present.
            Bladder: Unremarkable. No stone at either UVJ.
            Gallbladder: Distended, with a dense 1.5 cm stone in the neck, gallbladder wall thickening and
            pericholecystic fat stranding.
            Liver: Normal for noncontrast technique.
            Pancreas, spleen, adrenals: Normal.
            Bowel: Normal caliber. Normal appendix.
            Other: No free air or free fluid. Lung bases clear.

            IMPRESSION:
            1. No urolithiasis or hydronephrosis.
            2. Distended gallbladder with a calculus in the neck, wall thickening and pericholecystic stranding,
            concerning for acute ____. Recommend right upper quadrant ultrasound.
            """,
             ["gallbladder_distension", "gallstones", "gallbladder_wall_thickening", "pericholecystic_fat_stranding",
              "normal_caliber_appendix"],
             PANC_N + APP_N + ["renal_calculus", "ureteral_stone", "hydronephrosis", "perinephric_stranding",
                               "dilated_small_bowel_loops", "pneumoperitoneum_ct", "free_fluid_abdomen"]),
         rep("US ABDOMEN LIMITED (RUQ)", "Ultrasound", "Abdomen", """
            EXAMINATION: ULTRASOUND ABDOMEN LIMITED, RUQ

            HISTORY: CT with distended gallbladder and a neck stone.

            COMPARISON: CT from earlier today.

            FINDINGS:
            GALLBLADDER: Distended, 10.8 x 4.9 cm. Immobile 1.6 cm shadowing stone in the gallbladder neck;
            additional small mobile stones. Wall 5 mm, edematous. Trace pericholecystic fluid. Sonographic Murphy
            sign positive.
            COMMON BILE DUCT: 3 mm.
            LIVER: Normal.
            RIGHT KIDNEY: No hydronephrosis.

            IMPRESSION: Findings of acute calculous ____ with an impacted stone in the gallbladder neck. No
            biliary dilatation.
            """,
             ["gallbladder_distension", "impacted_gallbladder_neck_stone", "gallstones",
              "gallbladder_wall_thickening", "pericholecystic_fluid", "sonographic_murphy_sign"],
             ["cbd_dilation", "intrahepatic_biliary_dilation", "hydronephrosis"])],
        "Acute calculous cholecystitis",
        ["Calculus of gallbladder with acute cholecystitis with obstruction", "Essential (primary) hypertension"],
        ["Laparoscopic cholecystectomy"], [LC]),

    enc(29900012, L, "hard",
        txt("""
            Patient message (portal, to PCP Dr ___, sent 23:48; copied into the ED chart by triage RN):
            "Dr ___ my heartburn is back and worse then ever, the omeprazole is not doing anything. Its right under
            my breast bone and kind of to the right and it goes thru to my back. I threw up twice tonite. I think
            its my acid reflux or an ulcer like my dad had. I also feel cold and shakey. Can you call in something
            stronger or should i go to the ER?"
            Auto-reply sent: "If this is an emergency, call 911." Patient arrived in the ED at 01:30.
            ED Resident Note:
            58 y/o F with GERD presenting with burning epigastric/right upper abdominal pain x 18 hours, constant,
            radiating to the back, with emesis x2 and shaking chills. Two similar but shorter spells in the past 6
            months after big meals, which she took for reflux. This one began after a holiday dinner. Omeprazole
            and Tums without relief.
            Pertinent positives: chills, vomiting, pain through to the back, worse after large or fatty meals.
            Pertinent negatives: hematemesis, melena, exertional chest pain, SOB, diarrhea, jaundice, NSAID use,
            EtOH.
            PMH: GERD, hypothyroidism, osteopenia. PSH: laparoscopic tubal ligation 1995. Meds: omeprazole 20 mg,
            levothyroxine. FH: father with a peptic ulcer. Social: nonsmoker.
            """),
        ann(["epigastric_pain", "ruq_pain", "burning_epigastric_pain", "heartburn", "pain_radiating_to_back",
             "prolonged_constant_pain", "vomiting", "chills", "previous_similar_episodes",
             "postprandial_pain_after_fatty_meal", "prior_abdominal_surgery"],
            ["hematemesis", "melena", "exertional_chest_pain", "dyspnea", "diarrhea", "jaundice", "nsaid_use",
             "alcohol_use", "smoker"]),
        txt("""
            T 38.2  HR 104  BP 138/80  RR 18  SpO2 97% RA
            Gen: uncomfortable, shivering under warm blankets
            Eyes: no scleral icterus
            CV: tachycardic, regular
            Resp: CTA b/l
            Abd: soft, nondistended, TTP epigastric and RUQ, (+) Murphy's, (-) rebound, (-) guarding, (-) CVAT
            Rectal: brown stool, guaiac neg
            """),
        annv(vit(38.2, 104, 138, 18, 97),
             ["epigastric_tenderness", "ruq_tenderness", "murphy_sign"],
             ["jaundice", "distended_abdomen", "rebound_tenderness", "guarding", "abdominal_rigidity",
              "cva_tenderness", "guaiac_positive_stool"]),
        merge(cbc(14.8, 13.3, 290, 84), bmp(140, 3.8, 103, 24, 12, 0.8, 131), lft(96, 112, 152, 1.8, dbili=0.8),
              lab(lipase=62, trop=0.01)),
        [rep("US ABDOMEN LIMITED (RUQ)", "Ultrasound", "Abdomen", """
            EXAMINATION: US ABDOMEN RUQ

            HISTORY: Epigastric and right upper quadrant pain, fever, mild transaminase elevation.

            COMPARISON: None.

            TECHNIQUE: Transabdominal real-time sonography.

            FINDINGS:
            - Gallbladder length: 9.6 cm
            - Gallbladder wall: 5 mm, with subserosal edema
            - Stones: multiple, largest 2.1 cm, mobile
            - Sludge: small amount
            - Pericholecystic fluid: present, small
            - Sonographic Murphy sign: positive
            - Common bile duct: 6 mm
            - Intrahepatic ducts: not dilated
            - Liver: normal echogenicity, 15.8 cm
            - Pancreas: head and body normal

            IMPRESSION:
            1. Cholelithiasis with gallbladder wall thickening, pericholecystic fluid and a positive sonographic
            Murphy sign, compatible with acute ____.
            2. Borderline common bile duct at 6 mm with mildly abnormal LFTs; MRCP could be considered if
            choledocholithiasis is a concern.
            """,
             ["gallbladder_wall_thickening", "gallstones", "gallbladder_sludge", "pericholecystic_fluid",
              "sonographic_murphy_sign"],
             PANC_N + ["intrahepatic_biliary_dilation"])],
        "Acute calculous cholecystitis",
        ["Calculus of gallbladder with acute cholecystitis without obstruction",
         "Gastro-esophageal reflux disease without esophagitis"],
        ["Laparoscopic cholecystectomy"], [LC]),
]
