"""Cholecystitis, 29800007-29800012 (Australian / New Zealand hands).

29800007 typical   46F, EHR smart-template ED note with checkbox lists; upper abdominal ultrasound laid
                   out as a measurement table.
29800008 typical   58M with known stones on the surgical waiting list, general surgery registrar's
                   admission; ultrasound in prose.
29800009 atypical  72M, long-standing insulin-treated diabetes, septic with hardly any pain, ED consultant
                   note; chest film, unenhanced CT with gas in the gallbladder wall.
29800010 atypical  63M, day 5 after a hip hemiarthroplasty, SOAP progress note on the orthopaedic ward;
                   portable ultrasound (sludge, no stones) and HIDA.
29800011 hard      66M, ambulance ISBAR handover as chest pain / ACS with timed obs, ED registrar;
                   chest film and ultrasound.
29800012 hard      39F sure it is another kidney stone; a medical student's long history with a
                   systems review in prose; CT KUB then ultrasound.
"""

from common import *  # noqa: F401,F403

ICD_NO = "Calculus of gallbladder with acute cholecystitis without obstruction"
ICD_OBS = "Calculus of gallbladder with acute cholecystitis with obstruction"
LAPCHOLE = ("0FT44ZZ", "Resection of Gallbladder, Percutaneous Endoscopic Approach", 10)
PERC = ("0F9430Z", "Drainage of Gallbladder with Drainage Device, Percutaneous Approach", 10)

ENCOUNTERS = [
    enc(
        29800007, "cholecystitis", "typical",
        txt("""
            ED PHYSICIAN NOTE   [template: Abdominal pain - adult]   ([x] = present, [ ] = absent)
            Presenting complaint: RUQ pain
            Onset: 23:00 last night, after a takeaway (fish and chips)   Duration: ~11 h
            Character: constant, gripping     Site: RUQ > epigastrium
            Radiation: [x] R shoulder tip / scapula  [ ] back  [ ] groin
            Severity: 8/10 on arrival, 4/10 after IV morphine
            Associated:
              [x] nausea  [x] vomiting (x3, bilious)  [x] fever / rigors (rigor at 05:00)
              [ ] diarrhoea  [ ] constipation  [ ] dysuria  [ ] haematuria
              [ ] jaundice  [ ] dark urine  [ ] pale stools  [ ] chest pain  [ ] SOB
            Previous episodes: [x] yes - two shorter attacks after meals in the last 6 months, each settled
            within 2 hours
            Past history: [x] obesity (BMI 36)  [x] T2DM  [ ] IHD  [ ] previous abdominal surgery
            Medications: metformin 1 g BD
            Allergies: [x] NKDA
            Social: [ ] smoker  [x] alcohol - 2-3 standard drinks/week   Lives with: husband, 2 teenage children
            LMP: 3 weeks ago
            """),
        ann(["abdominal_pain", "ruq_pain", "epigastric_pain", "prolonged_constant_pain",
             "postprandial_pain_after_fatty_meal", "pain_radiating_to_right_scapula", "nausea", "vomiting",
             "bilious_vomiting", "fever", "chills", "previous_similar_episodes", "pain_resolving_within_hours",
             "obesity", "diabetes_history", "metformin_use", "alcohol_use"],
            ["pain_radiating_to_back", "pain_radiating_to_groin", "diarrhea", "constipation", "dysuria",
             "gross_hematuria", "jaundice", "dark_urine", "pale_stools", "chest_pain", "dyspnea",
             "coronary_artery_disease_history", "prior_abdominal_surgery", "smoker"]),
        txt("""
            Vital signs (triage 09:52):  Temp 38.4 °C | HR 108 | BP 142/88 | RR 20 | SpO2 97% RA | BGL 11.2
            General: [x] unwell  [ ] jaundiced  [ ] pale      Hydration: mildly dry
            Chest: clear  [ ] crackles  [ ] wheeze
            CVS: HS dual, no murmurs
            Abdomen:
              Inspection: obese, not distended, no scars
              Palpation: tender RUQ and epigastrium;  [x] guarding (RUQ)  [ ] rebound  [ ] rigidity
              Murphy's sign: [x] +ve
              Mass: [ ] palpable gallbladder
              Renal angles: [ ] tender
              Bowel sounds: normal
              Hernial orifices: intact
            Bedside ECG: sinus tachycardia 106, no ischaemic changes.
            Imp: ?____ - for formal US, surgical referral. IV fluids, morphine, antiemetic.
            """),
        annv(vit(38.4, 108, 142, 20, 97),
             ["ill_appearing", "dehydration_signs", "obesity", "ruq_tenderness", "epigastric_tenderness", "guarding",
              "murphy_sign", "ecg_sinus_tachycardia"],
             ["jaundice", "pallor", "crackles", "expiratory_wheezes", "new_heart_murmur", "distended_abdomen",
              "prior_abdominal_surgery", "rebound_tenderness", "abdominal_rigidity", "palpable_gallbladder",
              "cva_tenderness", "hyperactive_bowel_sounds", "hypoactive_bowel_sounds", "irreducible_tender_bulge",
              "ecg_st_elevation", "ecg_st_depression"]),
        merge(cbc(15.6, 13.4, 312, 83.1), bmp(137, 4.0, 101, 23, 13, 0.8, 202), lft(48, 41, 118, 1.4),
              lab(lipase=42, crp=96.0, hcg="NEG")),
        [rep("LIVER OR GALLBLADDER US (SINGLE ORGAN)", "Ultrasound", "Abdomen", """
            ULTRASOUND UPPER ABDOMEN

            Clinical notes: RUQ pain for 11 h after a fatty meal, T 38.4, Murphy's +ve, WCC 15.6. ?____

            Findings:
              GALLBLADDER
                Size ................ 11.2 x 4.6 cm (distended)
                Wall ................ 5 mm, oedematous and layered
                Contents ............ multiple mobile calculi up to 14 mm; an 18 mm calculus impacted in
                                      the neck, not moving with repositioning
                Pericholecystic ..... thin rim of fluid around the fundus
                Sonographic Murphy .. positive
              BILE DUCTS
                CBD ................. 4 mm
                Intrahepatic ........ not dilated
              LIVER ................. mildly increased echogenicity (fatty infiltration); no focal lesion;
                                      portal vein patent with hepatopetal flow
              PANCREAS .............. head and body normal, tail obscured by gas
              RIGHT KIDNEY .......... 108 mm, no hydronephrosis
              FREE FLUID ............ none in Morison's pouch

            Conclusion:
            Distended, thick-walled gallbladder with a calculus impacted in the neck, pericholecystic fluid and
            a positive sonographic Murphy's sign, consistent with ____. CBD not dilated. Hepatic steatosis.
            """,
            ["gallbladder_distension", "gallbladder_wall_thickening", "gallstones", "impacted_gallbladder_neck_stone",
             "pericholecystic_fluid", "sonographic_murphy_sign"],
            ["cbd_dilation", "intrahepatic_biliary_dilation", "hydronephrosis", "free_fluid_abdomen"] + PANC_N)],
        "Acute calculous cholecystitis", [ICD_OBS],
        ["Laparoscopic cholecystectomy"], [LAPCHOLE]),

    enc(
        29800008, "cholecystitis", "typical",
        txt("""
            GENERAL SURGERY ADMISSION - Surgical Registrar (on call), 21:40
            Referred by ED (Dr ___) with RUQ pain and fever.
            HPC: 58M with known gallstones on US in 2023 (done for biliary-type pain), on the waiting list at ___
            for a lap chole (category 3). Three previous attacks of RUQ pain, all self-limiting within a few
            hours. This episode started 2 days ago after dinner and has not settled - constant RUQ pain going
            through to the back below the R shoulder blade, 6-8/10. Vomited x2 yesterday. Subjective fevers and
            sweats last night. Anorexic. No jaundice noticed by him or his wife, urine a normal colour, stools
            normal colour.
            PMHx: HTN, hypercholesterolaemia, OSA on CPAP, GORD.
            PSHx: nil abdominal. L knee arthroscopy.
            Meds: amlodipine 5 mg mane, atorvastatin 40 mg nocte, pantoprazole 40 mg mane. NKDA.
            SHx: married, semi-retired electrician, independent ADLs. Ex-smoker (quit 2010, 20 pack-yr). ETOH
            10 std drinks/week.
            FHx: father - bowel cancer at 70.
            """),
        ann(["gallstones_history", "previous_similar_episodes", "pain_resolving_within_hours", "ruq_pain",
             "prolonged_constant_pain", "pain_radiating_to_right_scapula", "pain_radiating_to_back", "vomiting",
             "fever", "sweating", "anorexia", "hypertension_history", "hyperlipidemia_history", "former_smoker",
             "alcohol_use", "family_history_colon_malignancy"],
            ["jaundice", "dark_urine", "pale_stools", "prior_abdominal_surgery"]),
        txt("""
            O/E
            Obs on arrival to the ward: T 38.6, P 112 reg, BP 150/86, RR 20, sats 96% RA.
            Looks unwell, sweaty. Not jaundiced.
            HS I + II + 0. Chest clear bilat.
            Abdo: obese. Marked tenderness RUQ with guarding and a positive Murphy's. Epigastrium mildly tender.
            Remainder soft, non-tender. No rebound. BS present. No hernias.
            Ix: WCC 18.2 (N 15.9), CRP 214, bili 28, ALP 142, GGT 160, ALT 66, lipase 38. US today (ED): see
            report.
            Imp: ____, calculous, >48 h of symptoms.
            Plan: admit GS. NBM from midnight, IV ceftriaxone + metronidazole, IV fluids, Endone PRN, enoxaparin
            40 mg daily. Consent and book for lap chole tomorrow (?open). ECG pre-op.
            """),
        annv(vit(38.6, 112, 150, 20, 96),
             ["ill_appearing", "diaphoretic", "obesity", "ruq_tenderness", "guarding", "murphy_sign",
              "epigastric_tenderness"],
             ["jaundice", "new_heart_murmur", "crackles", "rebound_tenderness", "irreducible_tender_bulge"]),
        merge(cbc(18.2, 14.6, 274, 87.4), bmp(136, 4.3, 100, 24, 19, 1.0, 118),
              lft(66, 52, 142, 1.6, ggt=160), lab(lipase=38, crp=214.0)),
        [rep("LIVER OR GALLBLADDER US (SINGLE ORGAN)", "Ultrasound", "Abdomen", """
            ULTRASOUND ABDOMEN (RUQ)

            Clinical notes: Known gallstones. Two days of constant RUQ pain, fever 38.6. ?____

            Findings:
            The gallbladder is distended and holds numerous calculi, the largest 22 mm, together with sludge.
            Its wall is thickened to 7 mm and looks striated, and a small amount of pericholecystic fluid lies
            at the neck. The patient was maximally tender when the probe was pressed over the gallbladder. No
            intraluminal membranes or intramural gas.
            The common duct measures 5 mm and the intrahepatic ducts are not dilated.
            The liver is of normal size and echotexture with no focal lesion.
            The pancreas is unremarkable where seen.
            Both kidneys are normal, without hydronephrosis.
            No free fluid.

            Comment:
            Calculous ____ with a thickened wall and pericholecystic fluid. No biliary dilatation.
            """,
            ["gallbladder_distension", "gallstones", "gallbladder_sludge", "gallbladder_wall_thickening",
             "pericholecystic_fluid", "sonographic_murphy_sign"],
            ["gangrenous_gallbladder_changes", "cbd_dilation", "intrahepatic_biliary_dilation", "free_fluid_abdomen"]
            + PANC_N + KID_N)],
        "Acute calculous cholecystitis", [ICD_NO, "Essential (primary) hypertension"],
        ["Laparoscopic cholecystectomy"], [LAPCHOLE]),

    enc(
        29800009, "cholecystitis", "atypical",
        txt("""
            ED CONSULTANT NOTE (Dr ___, FACEM)
            72M, brought in by his daughter: 3 days of "just not right" - tired, off his food, vague nausea,
            one vomit, felt shivery last night. Denies abdominal pain when asked directly; on further
            questioning admits to a "full, uncomfortable" feeling under the right ribs when he eats. No chest
            pain, no SOB, no cough. No urinary symptoms. No diarrhoea.
            Diabetic for 25 years (insulin + metformin), peripheral neuropathy, CKD 3a, IHD (stents 2016), PVD
            with R fem-pop bypass. BSLs at home 15-20 for 2 days (usually 8-10).
            Meds: insulin glargine 30 u nocte, NovoRapid with meals, metformin 500 mg BD, aspirin 100 mg,
            clopidogrel 75 mg, rosuvastatin 20 mg, ramipril 5 mg, gabapentin 300 mg BD.
            NKDA. Lives with wife, independent ADLs, still drives. Ex-smoker 40 pack-yr. Nil ETOH.
            """),
        ann(["fatigue", "anorexia", "nausea", "vomiting", "chills", "diabetes_history", "insulin_therapy",
             "metformin_use", "ckd_history", "coronary_artery_disease_history", "peripheral_arterial_disease_history",
             "raas_blocker_use", "former_smoker"],
            ["abdominal_pain", "chest_pain", "dyspnea", "cough", "dysuria", "diarrhea", "alcohol_use"]),
        txt("""
            Vitals: temp 38.9, pulse 118, BP 94/52 (MAP 66) -> 108/60 after 1 L, RR 24, SpO2 94% RA.
            BGL 24.1, ketones 0.8.
            Looks unwell, flushed, mildly confused (AMT 7/10). Dry tongue.
            Chest: clear. HS dual, soft systolic murmur (known mild AS).
            Abdo: soft, not distended. Vague deep tenderness in the RUQ, no guarding; Murphy's equivocal - does
            not stop breathing in but grimaces. No rebound. No pulsatile mass.
            Feet: reduced monofilament sensation to the ankles bilaterally; warm, palpable R graft pulse.
            Ix: WCC 21.4, neut 19.7, CRP 312, lactate 3.4, Cr 168 (baseline 110), bili 31, ALP 180, ALT 74,
            lipase 40. Trop T 0.02, flat on repeat. UA: glucose ++++, ketones trace, nil nitrites/leucs.
            ECG: sinus tachycardia, no acute change.
            Imp: septic shock, likely RUQ/biliary source given LFTs; a diabetic with blunted signs. DDx ____
            (?emphysematous), cholangitis, hepatic collection, pneumonia (CXR clear).
            Plan: sepsis pathway - BC x2, pip-taz 4.5 g IV, 30 mL/kg fluids, CT A/P unenhanced (AKI), insulin
            infusion, surgical and ICU referral.
            """),
        annv(vit(38.9, 118, 94, 24, 94),
             ["ill_appearing", "flushing", "altered_mental_status_sign", "dehydration_signs", "ruq_tenderness",
              "diminished_monofilament_sensation", "ecg_sinus_tachycardia"],
             ["crackles", "distended_abdomen", "abdominal_rigidity", "guarding", "rebound_tenderness"]),
        merge(cbc(21.4, 12.8, 164, 92.1, bands=4), bmp(131, 5.2, 96, 17, 42, 1.9, 434),
              lft(74, 61, 180, 1.8), lab(lipase=40, crp=312.0, lactate=3.4, trop=0.02), coags(13.8, 1.2),
              ua(glu="1000", ket="TR", sg=1.030)),
        [rep("CHEST (PA & LAT)", "Radiograph", "Chest", """
            CHEST X-RAY (PA ERECT)

            Clinical notes: Sepsis, source? Diabetic.

            Findings: Heart size at the upper limit of normal. Unfolded, calcified aorta. Lungs clear, with no
            consolidation or effusion. No free subdiaphragmatic gas. Coronary stents noted.

            Conclusion: No acute cardiopulmonary abnormality.
            """,
            [],
            ["lobar_consolidation", "free_air_under_diaphragm", "cardiomegaly"] + EFF),
         rep("CT ABD & PELVIS W/O CONTRAST", "CT", "Abdomen", """
            CT ABDOMEN AND PELVIS (NON-CONTRAST)

            Clinical notes: 72M diabetic, septic shock, deranged LFTs, RUQ tenderness, AKI (Cr 168). ?biliary
            source.

            Technique: Unenhanced helical CT of the abdomen and pelvis (contrast withheld - AKI).

            Comparison: CT abdomen 2021 (outside provider).

            Findings:
            Hepatobiliary: the gallbladder is distended, 5.5 cm transverse. Curvilinear gas lies within its wall
            along the fundus and body, and there is a small gas-fluid level in the lumen. A 15 mm calcified
            stone sits in the neck. The fat around the gallbladder is stranded, with fluid tracking along the
            gallbladder fossa. No gas in the bile ducts. No biliary dilatation. The liver is otherwise
            unremarkable, without a focal collection on this unenhanced study.
            Pancreas: atrophic, no peripancreatic change.
            Kidneys: small, with cortical thinning; no calculus or hydronephrosis.
            Bowel: normal calibre. Scattered colonic diverticula. Appendix normal.
            Vessels: heavy aorto-iliac calcification; aorta 24 mm. Right femoro-popliteal graft partly imaged.
            No free intraperitoneal gas. No ascites.
            Lung bases: minor dependent atelectasis. Coronary artery calcification.

            Conclusion:
            Emphysematous ____ with an impacted neck calculus. No free perforation. Urgent surgical review
            advised; telephoned to the ED consultant at 19:25.
            """,
            ["gallbladder_distension", "gallstones", "impacted_gallbladder_neck_stone", "pericholecystic_fat_stranding",
             "pericholecystic_fluid", "small_kidneys", "colonic_diverticula", "normal_caliber_appendix",
             "coronary_artery_calcification"],
            ["cbd_dilation", "intrahepatic_biliary_dilation", "peripancreatic_inflammation", "peripancreatic_fluid",
             "renal_calculus", "hydronephrosis", "pneumoperitoneum_ct", "free_fluid_abdomen"] + APP_N)],
        "Emphysematous cholecystitis; septic shock",
        [ICD_OBS, "Sepsis, unspecified organism", "Type 2 diabetes mellitus with hyperglycemia",
         "Acute kidney failure, unspecified"],
        ["Percutaneous cholecystostomy (interventional radiology)"], [PERC],
        micro={90201: ("ESCHERICHIA COLI", BLOOD_SPEC), 90039: ("No growth", URINE_SPEC)}),

    enc(
        29800010, "cholecystitis", "atypical",
        txt("""
            ORTHOPAEDIC WARD - PROGRESS NOTE (SOAP), Day 5 post R hip hemiarthroplasty
            S: 63M admitted after a mechanical fall at home (#NOF R, hemiarthroplasty on day 1). Nursing report:
            spiking temps overnight (38.7 at 02:00), off his meals for 2 days, nausea, vomited a small amount of
            bile-stained fluid this morning. Pt c/o a dull ache "under the right ribs" since yesterday, worse
            after lunch, not like his wound pain. No cough, no SOB, no chest pain. IDC removed D3, passing urine,
            no dysuria. BNO since surgery (on Endone 5-10 mg q4h PRN, ~4 doses/day). Wound: no ooze per
            nursing.
            PMHx: T2DM (diet-controlled), HTN, obesity (BMI 38), OSA on CPAP. No previous abdominal surgery.
            Ex-smoker. ETOH ~20 std drinks/week before admission.
            """),
        annv(vit(38.7),
             ["anorexia", "nausea", "vomiting", "bilious_vomiting", "ruq_pain", "constipation",
              "recent_surgery_anesthesia", "ground_level_fall", "diabetes_history", "hypertension_history", "obesity",
              "former_smoker", "alcohol_use"],
             ["cough", "dyspnea", "chest_pain", "dysuria", "prior_abdominal_surgery"]),
        txt("""
            O: T 38.4  HR 104  BP 132/78  RR 20  SpO2 95% RA.  Fluid balance +1.2 L/24 h, UO 0.6 mL/kg/h.
            Alert, orientated, flushed and uncomfortable. Sclerae ?faint icterus in daylight.
            Chest: reduced air entry R base, no crackles. HS dual.
            Abdo: obese, mildly distended, tender RUQ with voluntary guarding; inspiratory arrest on palpation
            under the R costal margin (Murphy's +ve). No rebound. BS sluggish.
            R hip wound clean and dry, no erythema. Calves soft, non-tender.
            Bloods today: WCC 16.8 (9.4 on D2), CRP 188, bili 34, ALP 210, GGT 240, ALT 92, AST 70, lipase 35.
            A: fever + RUQ pain D5 post-op in a diabetic, immobile, opioid-treated pt. ?____ (acalculous) vs
            cholangitis vs HAP/atelectasis vs wound/prosthetic infection vs C. diff (no diarrhoea).
            P: BC x2, urine MC&S, CXR, RUQ US today, pip-taz after cultures, gen surg consult, Endone ->
            tapentadol, bowel chart.
            """),
        annv(vit(38.4, 104, 132, 20, 95),
             ["flushing", "diminished_breath_sounds", "obesity", "distended_abdomen", "ruq_tenderness", "guarding",
              "murphy_sign", "hypoactive_bowel_sounds"],
             ["altered_mental_status_sign", "crackles", "rebound_tenderness", "calf_tenderness", "diarrhea"]),
        merge(cbc(16.8, 11.2, 402, 85.2), bmp(134, 3.8, 100, 25, 16, 0.9, 156),
              lft(92, 70, 210, 2.0, ggt=240, alb=2.8), lab(lipase=35, crp=188.0)),
        [rep("LIVER OR GALLBLADDER US (SINGLE ORGAN)", "Ultrasound", "Abdomen", """
            ULTRASOUND GALLBLADDER AND BILIARY TREE (WARD, PORTABLE)

            Clinical notes: D5 post hemiarthroplasty, fever, RUQ pain, Murphy's +ve, cholestatic LFTs.
            ?acalculous ____.

            Findings:
            Limited by body habitus and the patient's inability to turn onto his left side.
            The gallbladder is distended (10.5 x 5.0 cm) with a diffusely thickened wall of 6 mm, and echogenic
            sludge layers in its dependent part. No shadowing calculi are identified. A small crescent of
            pericholecystic fluid is present. Sonographic Murphy's sign could not be reliably assessed
            (patient on opioids).
            CBD 5 mm. No intrahepatic duct dilatation.
            Liver echogenic, consistent with fatty infiltration; no focal lesion.
            Small right pleural effusion.

            Conclusion:
            Distended, thick-walled gallbladder containing sludge, with pericholecystic fluid and no calculi. In
            this setting acalculous ____ is the leading consideration. HIDA may help if management is uncertain.
            """,
            ["gallbladder_distension", "gallbladder_wall_thickening", "gallbladder_sludge", "pericholecystic_fluid"]
            + EFF,
            ["gallstones", "cbd_dilation", "intrahepatic_biliary_dilation"]),
         rep("HEPATOBILIARY SCAN", "HIDA", "Abdomen", """
            HEPATOBILIARY SCINTIGRAPHY (Tc-99m mebrofenin)

            Clinical notes: ?acalculous ____. US: distended thick-walled GB with sludge.

            Technique: 185 MBq Tc-99m mebrofenin IV. Dynamic imaging for 60 minutes, then morphine 0.04 mg/kg IV
            and a further 30 minutes of imaging. Fasted 4 h, on IV fluids, no parenteral nutrition.

            Findings:
            Prompt, homogeneous hepatic uptake. The common bile duct and small bowel are seen by 20 minutes. The
            gallbladder is still not seen at 60 minutes, and it remains absent 30 minutes after the morphine. A faint
            curvilinear band of increased activity lies in the liver next to the gallbladder fossa.

            Conclusion:
            Non-visualisation of the gallbladder despite morphine, with a pericholecystic hepatic rim sign: the
            findings support (acalculous) ____; the rim sign raises the possibility of a more advanced,
            gangrenous process.
            """,
            ["gallbladder_nonvisualization_hida", "pericholecystic_rim_sign"],
            [])],
        "Acute acalculous cholecystitis after hip hemiarthroplasty",
        ["Acute cholecystitis", "Presence of right artificial hip joint", "Type 2 diabetes mellitus without complications"],
        ["Percutaneous cholecystostomy (interventional radiology)"], [PERC],
        micro={90201: ("No growth", BLOOD_SPEC), 90039: ("No growth", URINE_SPEC)}),

    enc(
        29800011, "cholecystitis", "hard",
        txt("""
            AMBULANCE - eMR handover (ISBAR), P1 to ED 06:55
            I: 66M.
            S: Woken at 03:30 by central chest / upper abdominal pain, "heavy, like a band", 8/10, sweaty and
            nauseated. Wife called 000.
            B: HTN, T2DM, hypercholesterolaemia, ex-smoker. Father died of an MI at 58. No cardiac history of
            his own.
            A:
              04:05  HR 96  BP 168/94  RR 20  SpO2 97%  T 37.6  BGL 9.1  GCS 15  pain 8/10
                     12-lead: sinus rhythm, no STE; transmitted to cardiology - not a STEMI
              04:20  HR 92  BP 152/88  pain 7/10 (after GTN 400 mcg SL x2 - no change)
              04:40  HR 98  BP 148/86  pain 5/10 (after fentanyl 50 mcg IN x2)
            R: aspirin 300 mg chewed 04:10, GTN SL x2, fentanyl 100 mcg IN total, ondansetron 4 mg IV. For the
            ED chest pain pathway.

            ED Registrar 07:20: he describes a sudden start at 03:30 of pain in the epigastrium and right upper
            abdomen, constant since, now aching rather than heavy, going through to the right side of his back.
            Ate a large roast with crackling at 19:00. Vomited once in the ambulance bay. No exertional symptoms
            in recent months, no SOB, no palpitations. Similar but shorter pains twice last year after big
            meals, never investigated.
            Meds: metformin 1 g BD, perindopril 5 mg, atorvastatin 40 mg. NKDA. Retired teacher, lives with wife,
            independent. ETOH 1-2 std drinks most evenings.
            """),
        annv(vit(37.6, 98, 168, 20, 97),
             ["chest_pain", "epigastric_pain", "ruq_pain", "abdominal_pain", "sweating", "nausea", "vomiting",
              "sudden_severe_abdominal_pain", "prolonged_constant_pain", "pain_radiating_to_back",
              "postprandial_pain_after_fatty_meal", "previous_similar_episodes", "hypertension_history",
              "diabetes_history", "hyperlipidemia_history", "former_smoker", "family_history_cad", "metformin_use",
              "raas_blocker_use", "alcohol_use"],
             ["coronary_artery_disease_history", "ecg_st_elevation", "exertional_chest_pain", "dyspnea",
              "palpitations"]),
        txt("""
            O/E 07:25: T 38.1, HR 104, BP 146/84, RR 18, SpO2 97% RA.
            Diaphoretic, uncomfortable, shifting about on the bed.
            CVS: HS dual, no murmur, radial pulses equal. JVP not raised.
            Resp: clear.
            Abdo: soft. Tender epigastrium and RUQ; catches his breath and stops inspiring when I press under
            the R costal margin. Voluntary guarding RUQ. No rebound. No pulsatile mass. Renal angles non-tender.
            ECG (ED): sinus tachycardia 104, LVH voltage, no ST elevation or depression; unchanged from 2022.
            Trop T 0.01 (0 h) -> 0.01 (2 h). Lipase 48. WCC 15.9. CRP 66. Bili 22, ALP 112, ALT 51.
            Imp: the pain pattern fits a biliary source much better than ACS - Murphy's positive, febrile,
            neutrophilia, flat troponin. ?____.
            Plan: CXR, RUQ US, IV fluids, off the chest pain pathway, surgical referral.
            """),
        annv(vit(38.1, 104, 146, 18, 97),
             ["diaphoretic", "epigastric_tenderness", "ruq_tenderness", "murphy_sign", "guarding",
              "ecg_sinus_tachycardia"],
             ["new_heart_murmur", "jugular_venous_distension", "crackles", "rebound_tenderness", "abdominal_rigidity",
              "cva_tenderness", "ecg_st_elevation", "ecg_st_depression"]),
        merge(cbc(15.9, 14.9, 226, 84.6), bmp(138, 4.4, 102, 24, 18, 1.0, 164), lft(51, 44, 112, 1.3),
              lab(lipase=48, crp=66.0, trop=0.01)),
        [rep("CHEST (PORTABLE AP)", "Radiograph", "Chest", """
            CHEST RADIOGRAPH (AP ERECT, ED)

            Clinical notes: Chest / epigastric pain, ?ACS ?other.

            Findings: Cardiomediastinal contour within normal limits for the projection. Lungs clear. No pleural
            effusion. No pneumothorax. No gas beneath the diaphragm.

            Conclusion: Normal chest radiograph.
            """,
            [],
            ["lobar_consolidation", "free_air_under_diaphragm", "cardiomegaly"] + EFF),
         rep("LIVER OR GALLBLADDER US (SINGLE ORGAN)", "Ultrasound", "Abdomen", """
            US ABDOMEN - RUQ

            Clinical notes: Febrile, RUQ tenderness, Murphy's +. ACS excluded.

            Findings:
            GALLBLADDER: Distended, with a 3 cm calculus lodged in Hartmann's pouch that does not move when the
            patient turns, and several smaller mobile calculi. Wall 4 mm with subtle hypoechoic layering. A
            little pericholecystic fluid next to the neck. Positive sonographic Murphy's sign.
            BILE DUCTS: CBD 6 mm. No intrahepatic biliary dilatation. No duct calculus seen, though the distal
            duct is obscured by bowel gas.
            LIVER: Normal size and echotexture.
            PANCREAS: Not well visualised.
            RIGHT KIDNEY: Normal.

            CONCLUSION:
            Gallbladder findings consistent with ____: calculus impacted in Hartmann's pouch, wall oedema,
            pericholecystic fluid and a positive sonographic Murphy's sign. Borderline CBD calibre; correlate
            with LFTs.
            """,
            ["gallbladder_distension", "gallstones", "impacted_gallbladder_neck_stone", "gallbladder_wall_thickening",
             "pericholecystic_fluid", "sonographic_murphy_sign"],
            ["intrahepatic_biliary_dilation"] + KID_N)],
        "Acute calculous cholecystitis (presented as chest pain)", [ICD_OBS, "Essential (primary) hypertension"],
        ["Laparoscopic cholecystectomy"], [LAPCHOLE]),

    enc(
        29800012, "cholecystitis", "hard",
        txt("""
            MEDICAL STUDENT HISTORY AND EXAMINATION (Year 4) - reviewed by the ED registrar
            Patient: 39 year old woman, office manager. Source: the patient, who is a reliable historian.
            Presenting complaint: right-sided pain - "another kidney stone".
            History of presenting complaint: Ms ___ was well until about 9 pm yesterday, when pain came on in
            her right upper abdomen and right side, and it has been there ever since. She rates it 7 out of 10
            at its worst. She says it feels just like the kidney stone she had in 2020, which was seen on CT and
            passed by itself, and she came in expecting the same thing. On closer questioning the pain is
            constant rather than coming and going, sits under the right ribs more than in the loin, and wraps
            around to the right shoulder blade. It began about an hour after a creamy pasta dinner. She has felt
            nauseated and has vomited twice. She has not seen any blood in her urine and has no burning when
            passing urine, although she thinks she is going a little more often because she has been drinking a
            lot of water "to flush the stone". Over the past year she has had two or three shorter bouts of a
            similar upper abdominal pain after meals, which she put down to indigestion.
            Past medical history: right renal calculus in 2020 (5 mm, passed spontaneously). Polycystic ovary
            syndrome. Two vaginal deliveries. She has never had an operation.
            Medications: metformin 500 mg twice daily (for PCOS) and a combined oral contraceptive pill.
            Allergies: codeine (vomiting).
            Family history: her mother had her gallbladder removed in her forties. No family history of kidney
            stones.
            Social history: lives with her husband and two children aged 8 and 11, works full-time. She has never
            smoked and drinks about four standard drinks a week. No recreational drugs.
            Systems review: apart from the present illness she has been well, her weight is steady and she has
            had no night sweats. There has been no cough, shortness of breath or chest pain. Her bowels have
            been regular, with no diarrhoea or constipation, and she has not noticed pale stools or dark urine.
            She has not noticed any yellowing of her eyes or any itch. Her last period, two weeks ago, was
            normal, and she has no vaginal discharge. No headaches, joint pains or rashes.
            """),
        ann(["ruq_pain", "abdominal_pain", "prolonged_constant_pain", "pain_radiating_to_right_scapula",
             "postprandial_pain_after_fatty_meal", "nausea", "vomiting", "urinary_frequency",
             "previous_similar_episodes", "kidney_stone_history", "metformin_use", "estrogen_use", "known_allergy",
             "alcohol_use"],
            ["colicky_abdominal_pain", "gross_hematuria", "dysuria", "prior_abdominal_surgery", "smoker",
             "weight_loss", "night_sweats", "cough", "dyspnea", "chest_pain", "diarrhea", "constipation",
             "pale_stools", "dark_urine", "jaundice", "itching", "vaginal_discharge", "headache", "joint_pain",
             "rash"]),
        txt("""
            Examination:
            General: she looked uncomfortable and was lying still on the bed; she was not jaundiced or pale.
            Vital signs: temperature 38.2°C, pulse 98 and regular, blood pressure 126/80, respiratory rate 18,
            oxygen saturation 99% on room air.
            Cardiovascular: dual heart sounds, no murmurs. Respiratory: chest clear on auscultation.
            Abdomen: not distended. Tender in the right upper quadrant with guarding, and Murphy's sign was
            positive. Not tender in the epigastrium or lower abdomen. No rebound. I could not feel the liver,
            spleen or kidneys. Bowel sounds normal. The renal angles were not tender to percussion on either
            side.
            Registrar addendum: agree with the findings. Urine dip: blood trace, no leucs or nitrites. WCC 14.2,
            CRP 74, ALT 58, ALP 124, bili 19, lipase 30. CT KUB done under the triage protocol before review;
            formal US to follow.
            """),
        annv(vit(38.2, 98, 126, 18, 99),
             ["ruq_tenderness", "guarding", "murphy_sign"],
             ["jaundice", "pallor", "new_heart_murmur", "crackles", "distended_abdomen", "epigastric_tenderness",
              "rebound_tenderness", "hepatomegaly", "palpable_spleen", "hyperactive_bowel_sounds",
              "hypoactive_bowel_sounds", "cva_tenderness"]),
        merge(cbc(14.2, 12.7, 288, 80.9), bmp(139, 3.9, 103, 24, 12, 0.7, 112), lft(58, 46, 124, 1.1),
              lab(lipase=30, crp=74.0, hcg="NEG"), ua(rbc=4, sg=1.008)),
        [rep("CT ABD & PELVIS W/O CONTRAST", "CT", "Abdomen", """
            CT KUB

            Clinical notes: R-sided pain, past history of calculus. ?stone.

            Technique: Low dose unenhanced CT.

            Findings:
            Kidneys: normal size. No renal calculi. No hydronephrosis. No perinephric fat stranding.
            Ureters: no calculus along the course of either ureter. Bladder partly filled, normal.
            Other: the gallbladder is distended with a 12 mm hyperdense stone in its neck, and the fat around the
            gallbladder is mildly stranded. Liver, pancreas and spleen unremarkable on this unenhanced study.
            Appendix normal. No free fluid.

            Conclusion: No urolithiasis. Distended gallbladder with a neck calculus and pericholecystic stranding;
            ____ should be considered - ultrasound recommended.
            """,
            ["gallbladder_distension", "gallstones", "pericholecystic_fat_stranding", "normal_caliber_appendix"],
            ["renal_calculus", "hydronephrosis", "perinephric_stranding", "ureteral_stone", "free_fluid_abdomen"]
            + APP_N + PANC_N),
         rep("LIVER OR GALLBLADDER US (SINGLE ORGAN)", "Ultrasound", "Abdomen", """
            ULTRASOUND GALLBLADDER

            Clinical notes: CT: distended GB with neck calculus. Murphy's +ve, febrile.

            Findings:
              Gallbladder ............. distended, 10 x 4.4 cm
              Wall .................... 6 mm, with hypoechoic layering
              Calculi ................. 12 mm calculus in the neck, non-mobile; sludge
              Pericholecystic fluid ... present, small
              Sonographic Murphy ...... positive
              CBD ..................... 4 mm
              IHD ..................... not dilated
              Liver ................... normal
              Right kidney ............ normal, no hydronephrosis or calculus

            Conclusion: ____ with an impacted neck calculus.
            """,
            ["gallbladder_distension", "gallbladder_wall_thickening", "gallstones", "impacted_gallbladder_neck_stone",
             "gallbladder_sludge", "pericholecystic_fluid", "sonographic_murphy_sign"],
            ["cbd_dilation", "intrahepatic_biliary_dilation", "hydronephrosis", "renal_calculus"])],
        "Acute calculous cholecystitis", [ICD_OBS],
        ["Laparoscopic cholecystectomy"], [LAPCHOLE]),
]

# The one omission check against the reader's output (README, "Annotation"): findings the text states
# that the hand annotation had left out. Added after the texts were final; nothing removed.
after_check(ENCOUNTERS, {
    29800007: {"hpi": ["ipsilateral_shoulder_pain"]},
    29800009: {"pe": ["confusion", "diabetes_history"]},
    29800010: {"pe": ["diabetes_history", "fever", "recent_surgery_anesthesia", "recent_surgery_immobilization", "reduced_mobility", "ruq_pain"], 2: ["gallbladder_distension", "gallbladder_wall_thickening", "gallbladder_sludge"]},
    29800011: {"pe": ["fever"]},
    29800012: {"hpi": ["excessive_water_intake"]},
})
