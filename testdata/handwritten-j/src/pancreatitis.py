"""Pancreatitis (29900019-29900024).

29900019 typical   dictated run-on history and examination, 44M drinking heavily; US for stones.
29900020 typical   hospitalist H&P with problem-based plan, 61F, stones; US, then MRCP with a duct stone.
29900021 atypical  ED note with an ROS grid, 33M, triglycerides over 3000 and a lipemic lipase; CT.
29900022 atypical  portal message the night after an ERCP, then ED note; CT excludes perforation.
29900023 hard      night-float event note under a day-team I-PASS for "withdrawal and gastritis"; chest film, CT.
29900024 hard      postpartum woman worked up for a clot with pertinent positives/negatives; CTA chest, CT.
"""

from common import (BLOOD_SPEC, DUCT_N, EFF, GB_N, KID_N, APP_N, ann, annv, bmp, cbc, enc, lab, lft, merge, rep,
                    txt, ua, vit, vits)

L = "pancreatitis"

ENCOUNTERS = [
    enc(29900019, L, "typical",
        txt("""
            Patient is a 44-year-old man with a long history of heavy alcohol use who is brought in by his
            brother with severe upper abdominal pain which began yesterday afternoon after a weekend of heavy
            drinking which he estimates at a fifth of vodka a day for the past several days on top of his usual 8
            to 10 beers daily and the pain is in the pit of his stomach and bores straight through to his back and
            he says it is the worst pain he has ever had and it has been there constantly since it started and he
            has been vomiting everything including water at least 10 times with no blood in it and he says
            sitting up and leaning forward helps a little and lying flat makes it worse and he had a similar but
            milder episode about two years ago for which he was admitted at another hospital and told it was his
            pancreas and he denies fever or chills and denies any black or bloody stools and denies chest pain or
            shortness of breath and his last drink was about 6 hours before arrival and he has had withdrawal
            seizures in the past and he smokes a pack a day and does not use other drugs and takes no medications
            and has no known gallstones and no prior abdominal surgery
            """),
        ann(["epigastric_pain", "pain_radiating_to_back", "prolonged_constant_pain", "vomiting", "alcohol_use",
             "previous_similar_episodes", "prior_seizures", "smoker"],
            ["hematemesis", "fever", "chills", "melena", "rectal_bleeding", "chest_pain", "dyspnea",
             "gallstones_history", "prior_abdominal_surgery"]),
        txt("""
            Vital signs on arrival temperature 37.4 heart rate 118 blood pressure 164/98 respiratory rate 22
            saturating 96 percent on room air he is a thin man lying on his side with his knees drawn up in
            obvious distress and diaphoretic his mucous membranes are dry his sclerae are anicteric his heart is
            tachycardic and regular his lungs are clear his abdomen is mildly distended and tender in the
            epigastrium with voluntary guarding there but no rebound and no rigidity and bowel sounds are
            hypoactive and there is no bruising in the flanks or around the umbilicus and there is no asterixis and
            he has a fine tremor of the outstretched hands and is alert and oriented
            """),
        annv(vit(37.4, 118, 164, 22, 96),
             ["diaphoretic", "dehydration_signs", "distended_abdomen", "epigastric_tenderness", "guarding",
              "hypoactive_bowel_sounds", "fine_tremor"],
             ["jaundice", "rebound_tenderness", "abdominal_rigidity", "grey_turner_sign", "cullen_sign",
              "asterixis"]),
        merge(cbc(12.8, 15.9, 188, 82, mcv=101), bmp(134, 3.4, 94, 21, 18, 0.9, 168, ca=8.6, mg=1.5),
              lft(48, 112, 98, 1.4, alb=3.9, ggt=420), lab(lipase=2140, tg=210, lactate=2.4)),
        [rep("US ABDOMEN LIMITED (RUQ)", "Ultrasound", "Abdomen", """
            EXAMINATION: US ABDOMEN LIMITED, RUQ AND PANCREAS

            HISTORY: 44M with epigastric pain, lipase over 2000, heavy alcohol use. Evaluate for gallstones.

            COMPARISON: None.

            TECHNIQUE: Grayscale and Doppler imaging, RUQ and pancreas.

            FINDINGS:
            Liver: Enlarged, 19.5 cm, diffusely echogenic, consistent with fatty infiltration. No focal lesion.
            Portal vein patent.
            Gallbladder: Normal. No stones or sludge. Wall 2 mm. No pericholecystic fluid. Sonographic Murphy sign
            negative.
            Bile Ducts: CBD 3 mm.
            Pancreas: The head and body are enlarged and hypoechoic. Thin rim of peripancreatic fluid anterior
            to the body. Tail obscured.
            Right Kidney: Normal, no hydronephrosis.
            Other: No ascites.

            IMPRESSION:
            1. No cholelithiasis or biliary dilatation.
            2. Enlarged, hypoechoic pancreas with a thin rim of peripancreatic fluid, in keeping with the clinical
            diagnosis of acute ____.
            3. Hepatomegaly with steatosis.
            """,
             ["pancreatic_edema", "peripancreatic_fluid", "steatotic_hepatomegaly"],
             GB_N + DUCT_N + KID_N + ["gallbladder_sludge", "sonographic_murphy_sign", "free_fluid_abdomen"])],
        "Acute alcoholic pancreatitis",
        ["Alcohol induced acute pancreatitis without necrosis or infection",
         "Alcohol dependence with withdrawal, uncomplicated", "Nicotine dependence, cigarettes, uncomplicated"]),

    enc(29900020, L, "typical",
        txt("""
            HOSPITALIST ADMISSION H&P
            Chief complaint: epigastric pain, vomiting
            HPI: 61F, previously well apart from HTN and hypothyroidism, who woke at 3 AM with severe epigastric
            pain radiating straight through to her back, constant since, with repeated nonbloody vomiting. Had
            eaten a large meal with fried chicken the evening before. Two shorter episodes of RUQ pain after meals
            in the past year, each lasting about an hour, never evaluated. Alcohol: "maybe a glass of champagne at
            New Year." No new medications. No fever at home. No jaundice or dark urine noticed. No prior ERCP or
            abdominal procedures.
            PMH: HTN, hypothyroidism, obesity (BMI 31).
            PSH: none.
            Meds: losartan 50 mg, levothyroxine 75 mcg.
            Social: retired nurse, married, never smoker.
            FH: sister had her gallbladder removed.
            """),
        ann(["epigastric_pain", "pain_radiating_to_back", "prolonged_constant_pain", "vomiting",
             "postprandial_pain_after_fatty_meal", "previous_similar_episodes", "pain_resolving_within_hours",
             "hypertension_history", "obesity", "raas_blocker_use", "alcohol_use"],
            ["hematemesis", "fever", "jaundice", "dark_urine", "biliary_instrumentation_history",
             "prior_abdominal_surgery", "smoker"]),
        txt("""
            Vitals: 37.8 °C | 112 | 102/64 | 24 | 93% RA, 96% on 2 L
            Gen: obese, in pain, restless
            HEENT: mild scleral icterus
            CV: tachy
            Lungs: ↓ BS L base, no crackles
            Abd: distended, TTP epigastrium > RUQ, (+) vol guarding, (-) rebound, (-) Murphy, hypoactive BS. No
            flank or periumbilical ecchymosis.
            Ext: no edema

            ASSESSMENT/PLAN
            61F with acute biliary ____ (lipase 5,820, ALT 412, gallstones on US), SIRS (HR 112, RR 24, WBC 15.9),
            BUN 28, Cr 1.3; BISAP 2. Predicted moderately severe.
            #1 Acute gallstone ____: goal-directed LR 1.5 mL/kg/h, reassess q6h (UOP, HR, BUN); hydromorphone PCA;
            antiemetics; early oral feeding as pain allows. Transaminases >3x ULN with bilirubin 2.4: MRCP for a
            retained CBD stone; GI aware for ERCP if stone or cholangitis. No antibiotics now. General surgery
            consult for same-admission cholecystectomy.
            #2 Hypoxemia: L base atelectasis and small effusion; O2 to sat >92%, incentive spirometry.
            #3 AKI: prerenal; fluids, hold losartan.
            #4 HTN: losartan held (see #3).
            #5 Hypothyroidism: continue levothyroxine when taking PO.
            #6 VTE ppx: heparin SQ.
            Full code.
            """),
        annv(vit(37.8, 112, 102, 24),
             ["obesity", "jaundice", "diminished_breath_sounds", "distended_abdomen", "epigastric_tenderness",
              "ruq_tenderness", "guarding", "hypoactive_bowel_sounds", "gallstones"],
             ["crackles", "rebound_tenderness", "murphy_sign", "grey_turner_sign", "cullen_sign", "pitting_edema"]),
        merge(cbc(15.9, 14.1, 260, 87), bmp(138, 3.9, 103, 19, 28, 1.3, 188, ca=8.4),
              lft(412, 388, 226, 2.4, dbili=1.6), lab(lipase=5820, tg=145, lactate=1.9, crp=48.0)),
        [rep("US ABDOMEN LIMITED (RUQ)", "Ultrasound", "Abdomen", """
            EXAMINATION: ULTRASOUND RUQ

            HISTORY: Acute epigastric pain, lipase 5820, elevated transaminases.

            COMPARISON: None.

            TECHNIQUE: Transabdominal grayscale and color Doppler sonography.

            FINDINGS:
            LIVER: Normal echotexture, no focal lesion.
            GALLBLADDER: Multiple small (3-6 mm) mobile shadowing stones and sludge. Wall 2 mm. No pericholecystic
            fluid. Sonographic Murphy sign negative.
            BILE DUCTS: CBD 8 mm at the porta hepatis, tapering distally where it is obscured by bowel gas; no
            intraductal stone seen. Mild central intrahepatic ductal dilatation.
            PANCREAS: Head bulky and hypoechoic; body and tail obscured.
            RIGHT KIDNEY: Normal.
            ASCITES: Small amount in Morison's pouch.

            IMPRESSION:
            1. Cholelithiasis with small stones and sludge; no sonographic signs of gallbladder inflammation.
            2. Dilated CBD (8 mm) with mild intrahepatic ductal dilatation; distal duct not seen. MRCP recommended
            to exclude choledocholithiasis.
            3. Bulky hypoechoic pancreatic head, which may reflect the clinical diagnosis of ____.
            """,
             ["gallstones", "gallbladder_sludge", "cbd_dilation", "intrahepatic_biliary_dilation", "pancreatic_edema",
              "free_fluid_abdomen"],
             KID_N + ["gallbladder_wall_thickening", "pericholecystic_fluid", "sonographic_murphy_sign"]),
         rep("MRCP", "MRCP", "Abdomen", """
            EXAMINATION: MRI ABDOMEN WITH MRCP, WITHOUT CONTRAST

            HISTORY: Gallstone ____, dilated CBD on ultrasound, rising bilirubin. Evaluate for choledocholithiasis.

            COMPARISON: Ultrasound ___.

            TECHNIQUE: 1.5 T. Coronal and axial single-shot T2, 3D respiratory-triggered MRCP, axial T1 in- and
            opposed-phase, diffusion-weighted imaging.

            FINDINGS:
            Biliary: The CBD measures 9 mm. A 5 mm filling defect in the distal CBD just above the ampulla,
            consistent with a stone. Mild intrahepatic biliary dilatation. The gallbladder contains multiple small
            stones; no wall thickening or pericholecystic fluid.
            Pancreas: Diffusely enlarged with T2-hyperintense edema throughout and peripancreatic fluid tracking
            along both anterior pararenal spaces, left more than right. Pancreatic duct not dilated. Necrosis
            cannot be assessed without contrast.
            Liver: Normal signal. No focal lesion.
            Other: Small left pleural effusion. Small volume ascites.

            IMPRESSION:
            1. 5 mm distal common bile duct stone with CBD dilatation to 9 mm and mild intrahepatic ductal
            dilatation.
            2. Cholelithiasis.
            3. Interstitial edematous ____ with bilateral peripancreatic fluid.
            4. Small left pleural effusion and small ascites.

            Results communicated to Dr ___ (GI) by secure chat at 15:22; acknowledged.
            """,
             ["common_bile_duct_stone", "cbd_dilation", "intrahepatic_biliary_dilation", "gallstones",
              "pancreatic_edema", "peripancreatic_fluid", "pleural_effusion", "lung_base_pleural_effusion",
              "free_fluid_abdomen"],
             ["gallbladder_wall_thickening", "pericholecystic_fluid"])],
        "Acute gallstone pancreatitis with choledocholithiasis",
        ["Biliary acute pancreatitis without necrosis or infection",
         "Calculus of gallbladder and bile duct without cholecystitis without obstruction",
         "Acute kidney failure, unspecified"],
        ["ERCP with sphincterotomy and stone extraction", "Laparoscopic cholecystectomy"],
        [("0FC98ZZ", "Extirpation of Matter from Common Bile Duct, Via Natural or Artificial Opening Endoscopic", 10),
         ("0FT44ZZ", "Resection of Gallbladder, Percutaneous Endoscopic Approach", 10)]),

    enc(29900021, L, "atypical",
        txt("""
            ED Note
            CC: epigastric pain
            HPI: 33 y/o M with T2DM (poorly controlled, A1c 11.8% last year, out of insulin x 1 month), high
            triglycerides (TG 1,900 on outside labs 2 yrs ago, not on therapy), obesity, presents with 1 day of
            epigastric and LUQ pain boring into his back, constant, 9/10, with nausea and 4 episodes of vomiting.
            Very thirsty and urinating a lot over the past week. No prior similar pain. No known gallstones. No new
            meds.
            ROS:
            Constitutional: (-) fever (-) chills (+) fatigue
            Eyes: (+) blurry vision x 1 wk
            CV: (-) chest pain
            Resp: (-) SOB (-) cough
            GI: (+) abd pain (+) N/V (-) diarrhea (-) hematemesis (-) melena
            GU: (+) polyuria (-) dysuria
            Endo: (+) polydipsia
            Skin: (+) "yellow bumps" on elbows for months
            Neuro: (-) HA (-) confusion
            PMH: T2DM, hypertriglyceridemia, obesity, fatty liver. PSH: none. Meds: metformin (not taking),
            insulin glargine (ran out). Social: warehouse worker, vapes, 3-4 beers on weekends, none this week.
            FH: father with "high triglycerides," MI at 49.
            """),
        ann(["epigastric_pain", "pain_radiating_to_back", "prolonged_constant_pain", "nausea", "vomiting",
             "polyuria_polydipsia", "fatigue", "blurred_vision", "abdominal_pain", "diabetes_history",
             "hyperlipidemia_history", "obesity", "alcohol_use", "insulin_omission", "family_history_cad"],
            ["fever", "chills", "chest_pain", "dyspnea", "cough", "diarrhea", "hematemesis", "melena", "dysuria",
             "headache", "confusion", "previous_similar_episodes", "gallstones_history", "prior_abdominal_surgery"]),
        txt("""
            T 37.3  HR 108  BP 152/94  RR 24  SpO2 97% RA  BMI 38
            Gen: obese, uncomfortable, sitting bent forward
            HEENT: dry MM
            Skin: crops of yellow papules with red halos over both elbows and knees (eruptive xanthomas);
            acanthosis nigricans at the neck
            Resp: clear, mildly tachypneic
            Abd: obese, mildly distended; +TTP epigastrium & LUQ; (+) vol guarding; (-) rebound; (-) rigidity;
            ↓ BS; no Cullen / Grey Turner
            Neuro: A&O x3
            """),
        annv(vit(37.3, 108, 152, 24, 97),
             ["obesity", "dehydration_signs", "acanthosis_nigricans", "distended_abdomen", "epigastric_tenderness",
              "guarding", "hypoactive_bowel_sounds"],
             ["rebound_tenderness", "abdominal_rigidity", "cullen_sign", "grey_turner_sign"]),
        merge(cbc(16.2, 16.4, 240, 84), bmp(129, 4.6, 92, 18, 16, 1.0, 412), lft(38, 44, 102, 0.9),
              lab(lipase=188, tg=3420, lactate=2.2), {50852: 12.4}, ua(glu="1000", ket="40", sg=1.030)),
        [rep("CT ABD & PELVIS WITH CONTRAST", "CT", "Abdomen", """
            EXAMINATION: CT ABDOMEN AND PELVIS WITH IV CONTRAST

            HISTORY: Epigastric pain radiating to the back, triglycerides >3,000, lipase only mildly elevated on a
            lipemic sample.

            COMPARISON: None.

            TECHNIQUE: Helical portal-venous acquisition through abdomen and pelvis, 100 mL Omnipaque 350.
            Coronal and sagittal reformats.

            FINDINGS:
            Pancreas: Diffusely enlarged with heterogeneous but preserved enhancement; no nonenhancing regions.
            Extensive stranding of the peripancreatic fat, with fluid extending into the left anterior pararenal
            space and along the root of the mesentery. No discrete walled-off collection. Pancreatic duct normal. Splenic
            and portal veins patent.
            Liver: Enlarged (21 cm) with diffuse low attenuation, consistent with marked steatosis.
            Gallbladder: No radiodense stones. Normal wall.
            Bile ducts: Not dilated.
            Spleen, adrenals: Normal.
            Kidneys: Normal; no hydronephrosis.
            Bowel: Reactive thickening of the duodenum and proximal jejunum next to the pancreas. Appendix normal.
            Peritoneum: Small ascites in the left paracolic gutter and pelvis. No free air.
            Lung bases: Trace left pleural effusion.

            IMPRESSION:
            1. Acute interstitial edematous ____ with extensive peripancreatic inflammation and fluid; no necrosis
            on this exam. With severe hypertriglyceridemia, compatible with a hypertriglyceridemic cause.
            2. Marked hepatic steatosis with hepatomegaly.
            3. Trace left pleural effusion, small ascites.
            """,
             ["pancreatic_edema", "peripancreatic_inflammation", "peripancreatic_fluid", "steatotic_hepatomegaly",
              "gastroduodenal_wall_thickening", "free_fluid_abdomen", "pleural_effusion",
              "lung_base_pleural_effusion", "normal_caliber_appendix"],
             DUCT_N + KID_N + APP_N + ["pancreatic_necrosis", "gallstones", "gallbladder_wall_thickening",
                                       "pneumoperitoneum_ct"])],
        "Hypertriglyceridemia-induced acute pancreatitis",
        ["Other acute pancreatitis without necrosis or infection", "Pure hyperglyceridemia",
         "Type 2 diabetes mellitus with hyperglycemia"]),

    enc(29900022, L, "atypical",
        txt("""
            Portal message to GI clinic (sent 21:14; pasted by the on-call GI fellow):
            "Hello, I had the ERCP yesterday with Dr ___ to take out the stone. They said to message if I had pain.
            Since about lunch time today I have really bad pain in the top of my stomach going into my back, its
            worse than before the procedure, and Ive thrown up 3 times. Tylenol did nothing. I have no fever that
            I know of. Should I go to the ER tonight or wait for tomorrow?"
            On-call GI fellow reply: advised to go to the ED now.
            ED note: 57F, day 1 after ERCP (___) with biliary sphincterotomy and extraction of a 6 mm CBD stone,
            found on MRCP after a bout of jaundice; difficult cannulation per the procedure note, with the
            pancreatic duct entered 3 times; rectal indomethacin given, no PD stent. Gallbladder in situ,
            cholecystectomy planned in 6 weeks. Pain began ~14 h after the procedure: epigastric, constant,
            radiating to the back, 8/10; emesis x3, nonbloody. No fever, no rigors. Stools normal color; urine no
            longer dark.
            PMH: choledocholithiasis, HLD, hypothyroidism. PSH: vaginal hysterectomy. Meds: atorvastatin,
            levothyroxine. Social: no EtOH, no tobacco.
            """),
        ann(["epigastric_pain", "pain_radiating_to_back", "prolonged_constant_pain", "vomiting",
             "biliary_instrumentation_history", "gallstones_history", "hyperlipidemia_history"],
            ["fever", "chills", "hematemesis", "pale_stools", "dark_urine", "alcohol_use", "smoker"]),
        txt("""
            Vitals: T 37.6 °C, HR 104, BP 142/84, RR 20, SpO2 97% RA
            General: uncomfortable, shifting around on the stretcher
            Eyes: sclerae anicteric
            Abd: nondistended, ↑ TTP epigastrium & LUQ, (+) vol guarding, (-) rebound, (-) rigidity, (-) Murphy,
            BS ↓. No crepitus.
            Back: no CVAT
            """),
        annv(vit(37.6, 104, 142, 20, 97),
             ["epigastric_tenderness", "guarding", "hypoactive_bowel_sounds"],
             ["jaundice", "distended_abdomen", "rebound_tenderness", "abdominal_rigidity", "murphy_sign",
              "cva_tenderness"]),
        merge(cbc(13.1, 12.9, 231, 83), bmp(139, 3.8, 104, 23, 12, 0.7, 126), lft(88, 72, 180, 1.1),
              lab(lipase=3460, amylase=1220)),
        [rep("CT ABD & PELVIS WITH CONTRAST", "CT", "Abdomen", """
            EXAMINATION: CT ABDOMEN/PELVIS WITH IV AND ORAL CONTRAST

            HISTORY: Day 1 after ERCP with sphincterotomy; severe epigastric pain; lipase 3460. Evaluate for
            perforation.

            COMPARISON: MRCP ___ (5 days prior).

            TECHNIQUE: Portal venous phase CT after water-soluble oral contrast and 100 mL Omnipaque 350 IV;
            multiplanar reformats.

            FINDINGS:
            Retroperitoneum/duodenum: No extraluminal gas in the retroperitoneum or around the duodenum. No
            leak of oral contrast.
            Pancreas: The head and uncinate process are edematous, with stranding of the peripancreatic fat and a
            little fluid in the right anterior pararenal space. Homogeneous enhancement; no necrosis.
            Bile ducts: Pneumobilia in the CBD and left ducts, expected after sphincterotomy. CBD 7 mm, down from
            10 mm. No residual stone seen.
            Gallbladder: A few small stones. No wall thickening.
            Liver, spleen, adrenals, kidneys: Normal.
            Bowel: No free air.
            Lung bases: Clear.

            IMPRESSION:
            1. Post-ERCP ____ of the pancreatic head and uncinate process, without necrosis.
            2. No evidence of duodenal or retroperitoneal perforation.
            3. Expected pneumobilia after sphincterotomy; cholelithiasis.
            """,
             ["pancreatic_edema", "peripancreatic_inflammation", "peripancreatic_fluid", "gallstones"],
             KID_N + ["pancreatic_necrosis", "common_bile_duct_stone", "gallbladder_wall_thickening",
                      "pneumoperitoneum_ct"])],
        "Post-ERCP pancreatitis",
        ["Other acute pancreatitis without necrosis or infection",
         "Calculus of gallbladder without cholecystitis without obstruction"]),

    enc(29900023, L, "hard",
        txt("""
            NIGHT FLOAT CROSS-COVER EVENT NOTE, 03:10
            Day-team I-PASS sign-out (received 19:00):
              Illness severity: stable.
              Patient summary: 50M with alcohol use disorder (1 L vodka/day), admitted from ED for alcohol
              withdrawal (CIWA 18 on arrival) and "alcoholic gastritis" - epigastric pain and vomiting after a
              binge. Lipase not sent in ED. Phenobarbital load, thiamine, folate, MVI. Pain "chronic, improving"
              per day team.
              Action list: CIWA q2h; f/u AM labs; SW consult for rehab.
              Situation awareness: if CIWA >15, phenobarbital per protocol; if agitated, call.
              Synthesis: acknowledged.
            Event: Called by RN at 02:40 for HR 132, BP 86/52 and a new O2 requirement (SpO2 89% RA). He says the
            pain in his upper belly is "way worse," boring through to the back, constant since the evening;
            vomited twice tonight, nonbloody. Not hallucinating; last drink >48 h ago. Denies chest pain. No black
            stools.
            PMH per H&P: alcohol use disorder with prior withdrawal (no seizures), HTN, GERD. PSH: none. Meds: none
            at home. Social: 30 pk-yr smoker.
            """),
        annv(vit(None, 132, 86, None, 89),
             ["alcohol_use", "abdominal_pain", "epigastric_pain", "pain_radiating_to_back", "prolonged_constant_pain",
              "vomiting", "hypertension_history", "smoker"],
             ["hematemesis", "chest_pain", "melena", "prior_seizures", "prior_abdominal_surgery"]),
        txt("""
            Exam 02:55.
            Flowsheet (last 6 h):
            21:00  T 37.8  HR 108  BP 118/72  RR 20  SpO2 95% RA
            00:00  T 38.3  HR 121  BP 102/64  RR 24  SpO2 92% RA
            02:40  T 38.4  HR 132  BP 86/52   RR 28  SpO2 89% RA -> 94% on 4 L NC
            Gen: diaphoretic, ill-appearing, alert, oriented x3, no tremor
            Lungs: ↓ breath sounds and dullness at the L base; crackles at the R base
            CV: tachycardic, regular
            Abd: distended, tense, diffusely tender, worst in the epigastrium; (+) guarding; no frank rigidity; BS
            hypoactive, nearly absent; faint bluish discoloration over the L flank
            Ext: cool, mottled knees
            Assessment: 50M admitted for withdrawal/gastritis, now with shock, hypoxia, distension and flank
            discoloration: concern for severe acute ____ (lipase 1,870, sent STAT) vs perforated viscus. Plan: 2 L
            LR bolus, norepinephrine if MAP <65 after fluids, ICU consult (accepted), STAT CXR and CT A/P with
            contrast once stable, blood cx, lactate, NPO, hold phenobarbital. Surgery notified.
            """),
        annv(vits(vit(37.8, 108, 118, 20, 95), vit(38.3, 121, 102, 24, 92), vit(38.4, 132, 86, 28, 89)),
             ["diaphoretic", "ill_appearing", "diminished_breath_sounds", "crackles", "distended_abdomen",
              "diffuse_abdominal_tenderness", "epigastric_tenderness", "guarding", "hypoactive_bowel_sounds",
              "grey_turner_sign"],
             ["abdominal_rigidity"]),
        merge(cbc(18.9, 16.8, 142, 78, bands=10), bmp(131, 5.4, 96, 14, 44, 2.4, 212, ca=7.1),
              lft(62, 148, 120, 2.1, alb=2.8), lab(lipase=1870, lactate=5.2, tg=260, ph=7.26, pco2=30, crp=280.0)),
        [rep("CHEST (PORTABLE AP)", "Radiograph", "Chest", """
            EXAMINATION: PORTABLE CHEST, 1 VIEW, 03:25

            HISTORY: Hypoxia, shock.

            COMPARISON: ___ (2 years prior).

            FINDINGS: Moderate left pleural effusion with adjacent basilar opacity, likely atelectasis. Hazy right
            basilar opacity, atelectasis versus early aspiration. No pneumothorax. Heart size normal. No free air
            under the diaphragm on this semi-upright view, although a portable film is limited for this.

            IMPRESSION:
            1. Moderate left pleural effusion with left basilar atelectasis.
            2. Right basilar opacity: atelectasis vs aspiration.
            3. No visible free air.
            """,
             ["pleural_effusion"], ["free_air_under_diaphragm", "cardiomegaly"]),
         rep("CT ABD & PELVIS WITH CONTRAST", "CT", "Abdomen", """
            EXAMINATION: CT ABDOMEN AND PELVIS WITH IV CONTRAST

            HISTORY: 50M with alcohol use, shock, lipase 1870. ? perforation ? severe ____.

            COMPARISON: None.

            TECHNIQUE: Portal venous phase after 80 mL Omnipaque 350 (dose reduced for AKI after discussion with
            the ICU). Multiplanar reformats.

            FINDINGS:
            LUNG BASES: Moderate left and small right pleural effusions with compressive atelectasis.
            PANCREAS: Enlarged. About 40% of the gland, in the neck and body, fails to enhance, consistent with
            necrosis; the head and tail enhance. Extensive peripancreatic stranding, and heterogeneous acute
            necrotic collections in the lesser sac (8.2 x 4.5 cm) and the left anterior pararenal space, without
            gas. Splenic vein patent; no pseudoaneurysm.
            LIVER: Steatosis.
            GALLBLADDER: Normal; no stones.
            BILE DUCTS: Normal caliber.
            BOWEL: Reactive wall thickening of the duodenum and transverse colon. No free air. Small bowel normal
            caliber.
            PERITONEUM: Moderate ascites.
            KIDNEYS: Normal enhancement. No hydronephrosis.

            IMPRESSION:
            1. Necrotizing ____ with about 40% nonenhancing pancreatic neck and body and acute necrotic
            collections; no gas to suggest infection.
            2. No free intraperitoneal air.
            3. Bilateral pleural effusions, moderate ascites.

            Critical result: called to Dr ___ (MICU) at 05:02; verbal acknowledgment.
            """,
             ["pancreatic_edema", "pancreatic_necrosis", "peripancreatic_inflammation", "peripancreatic_fluid",
              "gastroduodenal_wall_thickening", "free_fluid_abdomen"] + EFF,
             GB_N + DUCT_N + ["pneumoperitoneum_ct", "hydronephrosis", "dilated_small_bowel_loops"])],
        "Acute necrotizing alcoholic pancreatitis",
        ["Alcohol induced acute pancreatitis with uninfected necrosis",
         "Alcohol dependence with withdrawal, uncomplicated", "Acute respiratory failure with hypoxia"],
        micro={90201: ("No growth", BLOOD_SPEC)}),

    enc(29900024, L, "hard",
        txt("""
            ED Attending Note
            41F, 3 weeks postpartum (repeat C-section), presents with 1 day of left lower chest/upper abdominal
            pain that is worse with a deep breath, shortness of breath, and a heart rate in the 120s at home on her
            pulse oximeter. She is worried about a blood clot because her sister had a PE after childbirth. Pain
            began after dinner, is constant, in the left lower chest and "under the left ribs," and goes through
            to her back; she vomited twice. An ultrasound for right-sided pain during the pregnancy showed
            gallstones.
            Pertinent positives: pleuritic L lower chest pain, dyspnea, tachycardia at home, postpartum 3 wks
            after C-section, family hx of VTE, vomiting.
            Pertinent negatives: no leg swelling or calf pain, no hemoptysis, no fever, no cough, no syncope, no
            headache or visual change.
            PMH: gestational diabetes (diet controlled), obesity (BMI 35). PSH: C-section x2 (most recent 3 weeks
            ago). Meds: PNV, ibuprofen 600 mg prn (a few doses). Breastfeeding. Social: no tobacco, no EtOH.
            """),
        annv(vit(hr=120),
             ["pleuritic_chest_pain", "chest_pain", "dyspnea", "vomiting", "pain_radiating_to_back",
              "prolonged_constant_pain", "recent_surgery_immobilization", "prior_abdominal_surgery", "obesity",
              "gallstones_history"],
             ["swelling_legs", "calf_pain", "hemoptysis", "fever", "cough", "syncope", "headache",
              "visual_disturbance", "smoker", "alcohol_use"]),
        txt("""
            VS: T 37.7 | HR 122 | BP 128/78 | RR 24 | SpO2 93% RA
            Gen: obese, splinting respirations, uncomfortable
            Lungs: ↓ BS L base, no wheeze, no rub
            CV: tachycardic, regular
            Abd: soft, mildly distended, ↑ TTP epigastrium and LUQ with vol guarding, (-) rebound; healing
            Pfannenstiel incision c/d/i, no erythema or drainage; uterus not palpable above the pubis
            Ext: no calf tenderness, no asymmetric swelling
            Wells 1.5 (HR >100); PERC not applicable.
            """),
        annv(vit(37.7, 122, 128, 24, 93),
             ["obesity", "diminished_breath_sounds", "distended_abdomen", "epigastric_tenderness", "guarding",
              "prior_abdominal_surgery"],
             ["expiratory_wheezes", "pleural_friction_rub", "rebound_tenderness", "abdominal_rigidity",
              "calf_tenderness", "unilateral_leg_edema"]),
        merge(cbc(14.2, 11.1, 402, 82), bmp(137, 3.7, 104, 22, 9, 0.6, 146), lft(128, 96, 168, 1.6),
              {51196: 3850}, lab(trop=0.01, lipase=1460, tg=320)),
        [rep("CTA CHEST", "CT", "Chest", """
            EXAMINATION: CTA CHEST (PULMONARY EMBOLISM PROTOCOL)

            HISTORY: 3 weeks postpartum, pleuritic chest pain, tachycardia, hypoxia, elevated D-dimer.

            COMPARISON: None.

            TECHNIQUE: Bolus-tracked CT angiography of the chest with 75 mL Omnipaque 350. MIP and multiplanar
            reformats.

            FINDINGS:
            Pulmonary arteries: Opacified to the subsegmental level. No filling defect to suggest pulmonary
            embolism. Main pulmonary artery of normal caliber. RV/LV ratio below 1.
            Lungs: Bibasilar subsegmental atelectasis, left more than right. No consolidation. No suspicious
            nodule.
            Pleura: Small left pleural effusion. No pneumothorax.
            Heart/mediastinum: Normal heart size. No pericardial effusion. No adenopathy.
            Upper abdomen (partially imaged): The pancreatic body and tail are swollen, with stranding of the
            surrounding peripancreatic fat and fluid tracking into the left anterior pararenal space. The gallbladder contains layering stones.

            IMPRESSION:
            1. No pulmonary embolism.
            2. Small left pleural effusion and basilar atelectasis.
            3. Partially imaged upper abdomen: findings suggestive of acute ____ with cholelithiasis. Recommend
            lipase and a dedicated CT of the abdomen.

            Discussed with Dr ___ at 18:10 by phone.
            """,
             ["pleural_effusion", "pancreatic_edema", "peripancreatic_inflammation", "peripancreatic_fluid",
              "gallstones"],
             ["pulmonary_artery_filling_defect", "lobar_consolidation", "right_heart_strain_ct",
              "pericardial_effusion", "cardiomegaly"]),
         rep("CT ABD & PELVIS WITH CONTRAST", "CT", "Abdomen", """
            EXAMINATION: CT ABDOMEN PELVIS WITH IV CONTRAST

            HISTORY: Lipase 1460 after the CTA chest raised ____; 3 weeks after C-section. Evaluate severity and
            for a postoperative collection.

            COMPARISON: CTA chest same day.

            TECHNIQUE: Portal venous phase after a further 60 mL Omnipaque 350. Coronal and sagittal reformats.

            FINDINGS:
            PANCREAS: Edematous body and tail with normal, homogeneous enhancement; no necrosis. Peripancreatic
            stranding and an acute peripancreatic fluid collection along the tail, 5.1 x 2.0 cm, without a wall.
            GALLBLADDER: Multiple layering stones, no wall thickening, no pericholecystic fluid.
            BILE DUCTS: CBD 5 mm. No intrahepatic dilatation.
            LIVER: Normal.
            SPLEEN: Normal; splenic vein patent.
            KIDNEYS: No hydronephrosis.
            PELVIS: Postpartum uterus, 14 cm, with expected endometrial fluid. Low transverse hysterotomy intact.
            No pelvic or abdominal wall collection.
            BOWEL: Normal. Appendix normal.
            OTHER: Small left pleural effusion (see CTA). Trace pelvic free fluid.

            IMPRESSION:
            1. Acute interstitial edematous ____ of the body and tail with an acute peripancreatic fluid
            collection; no necrosis.
            2. Cholelithiasis without CT signs of acute gallbladder inflammation; biliary origin likely.
            3. Expected postpartum uterus; no postoperative collection.
            """,
             ["pancreatic_edema", "peripancreatic_inflammation", "peripancreatic_fluid", "gallstones",
              "pleural_effusion", "lung_base_pleural_effusion", "free_pelvic_fluid", "normal_caliber_appendix"],
             APP_N + ["pancreatic_necrosis", "gallbladder_wall_thickening", "pericholecystic_fluid", "cbd_dilation",
                      "intrahepatic_biliary_dilation", "hydronephrosis"])],
        "Acute biliary pancreatitis (postpartum)",
        ["Biliary acute pancreatitis without necrosis or infection",
         "Calculus of gallbladder without cholecystitis without obstruction", "Obesity, unspecified"]),
]
