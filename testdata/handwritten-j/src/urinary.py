"""Urinary tract infection (29900029-29900032).

29900029 typical   portal message from a 24F with burning and back pain, then the ED note; no imaging.
29900030 atypical  geriatrics consult with functional status, 88M with a long-term catheter, delirium; CXR, renal US.
29900031 hard      referred as a gallbladder, ED note with pertinent lists and an ROS grid, on an SGLT2 inhibitor;
                   RUQ US finds the kidney, CT.
29900032 hard      type 1 diabetic sure it is her gastroparesis, vitals flowsheet with glucoses; renal US.
"""

from common import (BLOOD_SPEC, EFF, GB_N, PANC_N, URINE_SPEC, APP_N, ann, annv, bmp, cbc, enc, lab, lft, merge,
                    rep, txt, ua, vit, vits)

L = "urinary tract infection"

ENCOUNTERS = [
    enc(29900029, L, "typical",
        txt("""
            Portal message to PCP (Sat 07:55; pasted into the ED chart):
            "hey its ___ again. I think I have another bladder infection, it burns sooo bad when I pee and I have
            to go every 10 min and only a little comes out. Now since last nite the right side of my back is
            killing me and I had the chills and sweats all nite, temp was 101.9 this morning. I threw up my
            breakfast. Can u send something to my pharmacy? I had one of these in march too"
            Reply (on-call MA): advised ED for fever and back pain.
            ED Note:
            24F G0 with 3 days of dysuria, frequency, urgency and suprapubic pressure, then since last night right
            flank pain, fever to 101.9, rigors, nausea and one episode of emesis. Similar bladder infection in
            March treated with nitrofurantoin. LMP 1 week ago; one male partner, condoms inconsistently. No vaginal
            discharge or bleeding. No gross hematuria. No diarrhea.
            PMH: recurrent bladder infections (3 in the past year), anxiety. PSH: none. Meds: OCP, sertraline.
            Allergies: sulfa. Social: grad student, vapes occasionally, social EtOH.
            """),
        ann(["dysuria", "urinary_frequency", "suprapubic_pain", "flank_pain", "back_pain", "fever", "fever_measured",
             "chills", "sweating", "nausea", "vomiting", "recurrent_uti_history", "previous_similar_episodes",
             "estrogen_use", "alcohol_use"],
            ["vaginal_discharge", "vaginal_bleeding", "gross_hematuria", "diarrhea", "prior_abdominal_surgery"]),
        txt("""
            Temp 38.9 °C  HR 114  BP 112/68  RR 18  SpO2 99% RA  (after 1 L NS + APAP: T 37.8, HR 92)
            Gen: uncomfortable, nontoxic
            HEENT: dry lips
            Abd: soft, ND, + suprapubic TTP, no RUQ or RLQ tenderness, (-) rebound, (-) guarding
            Back: (+) R CVAT, (-) L CVAT
            Pelvic: deferred
            """),
        annv(vits(vit(38.9, 114, 112, 18, 99), vit(37.8, 92)),
             ["suprapubic_tenderness", "cva_tenderness"],
             ["ill_appearing", "distended_abdomen", "ruq_tenderness", "rlq_tenderness", "rebound_tenderness",
              "guarding", "abdominal_rigidity"]),
        merge(cbc(15.4, 12.8, 246, 85), bmp(136, 3.7, 102, 23, 12, 1.0, 108), lab(hcg="NEG", lactate=1.4),
              ua(app="Cloudy", prot="30", nit="POS", le="LG", rbc=8, wbc=96, epi=1)),
        [],
        "Acute right pyelonephritis (E. coli)",
        ["Acute pyelonephritis", "Escherichia coli [E. coli] as the cause of diseases classified elsewhere"],
        micro={90039: ("ESCHERICHIA COLI", URINE_SPEC), 90201: ("No growth", BLOOD_SPEC)}),

    enc(29900030, L, "atypical",
        txt("""
            GERIATRICS CONSULT NOTE
            Reason for consult: 88M admitted with sepsis and delirium; assist with delirium management, goals of
            care and the catheter plan.
            HPI: Mr ___ lives at home with his daughter. Chronic indwelling Foley since urinary retention 4 months
            ago (failed 2 voiding trials; urology planning TURP evaluation); last changed 5 weeks ago by the
            visiting nurse. Over 2 days: increasingly sleepy, not eating, and last night "talking to people who
            weren't there"; the daughter saw cloudy, foul-smelling urine with sediment in the bag and less output.
            One fall yesterday getting out of bed, no head strike. No cough, no vomiting, no diarrhea. He cannot
            localize pain; he winced when she washed his lower belly.
            ED: T 38.9, HR 112, BP 86/48, then 104/60 after 2 L; lactate 3.1.
            Functional status (baseline, per daughter):
            - ADLs: needs help with bathing and lower-body dressing; eats independently; transfers with a walker.
            - IADLs: dependent for all (daughter manages medications, finances, meals).
            - Mobility: rollator at home; 2 falls in the past 6 months.
            - Cognition: mild neurocognitive disorder (MoCA 21/30 last year); recognizes family, conversational.
            - Nutrition: 61 kg, down 4 kg over 6 months.
            - Sensory: macular degeneration, reads large print; hearing adequate.
            - Advance directives: MOLST DNR/DNI; wants hospital treatment including antibiotics; no ICU.
            PMH: BPH with retention, CKD 3b, HFpEF, AF on apixaban, macular degeneration.
            PSH: bilateral inguinal hernia repairs.
            Meds: apixaban 2.5 mg BID, furosemide 20 mg, metoprolol succinate 25 mg, finasteride, tamsulosin,
            vitamin D.
            Social: widower; quit smoking 40 years ago; no EtOH.
            """),
        annv(vits(vit(38.9, 112, 86), vit(sbp=104)),
             ["indwelling_catheter", "confusion", "drowsiness", "cloudy_urine", "decreased_urine_output",
              "ground_level_fall", "weight_loss", "reduced_mobility", "atrial_fibrillation_history", "ckd_history",
              "prior_heart_failure", "hernia_history"],
             ["cough", "vomiting", "diarrhea", "alcohol_use"]),
        txt("""
            Exam:
            VS: T 38.1 HR 98 (irregular) BP 108/62 RR 22 SpO2 93% 2L
            General: frail elderly man, drowsy, rousable to voice, falls asleep mid-sentence
            Cognition: 4AT 9 (>=4: possible delirium); oriented to self only
            HEENT: dry mucosa
            CV: irregularly irregular, no murmur; JVP not elevated
            Lungs: bibasilar crackles
            Abd: soft, ND, suprapubic tenderness (grimaces), no rebound; bladder not palpable, catheter draining
            GU: 16 Fr Foley in place, draining cloudy urine with sediment; mild meatal erythema, no purulent
            discharge; scrotum nontender
            Back: CVAT not reliably assessable
            Ext: 1+ pitting edema at both ankles
            Skin: stage 1 pressure injury over the sacrum
            """),
        annv(vit(38.1, 98, 108, 22, 93),
             ["altered_mental_status_sign", "dehydration_signs", "irregularly_irregular_pulse", "bibasilar_crackles",
              "crackles", "suprapubic_tenderness", "indwelling_catheter", "pitting_edema"],
             ["jugular_venous_distension", "distended_abdomen", "rebound_tenderness", "abdominal_rigidity",
              "palpable_bladder"]),
        merge(cbc(17.6, 10.8, 168, 79, bands=9), bmp(134, 5.1, 100, 18, 58, 2.4, 142),
              lab(lactate=3.1, trop=0.04, bnp=2400), ua(color="Amber", app="Cloudy", prot="100", nit="POS", le="LG",
                                                        rbc=24, wbc=182, epi=3)),
        [rep("CHEST (PORTABLE AP)", "Radiograph", "Chest", """
            EXAMINATION: CHEST, PORTABLE AP

            HISTORY: Sepsis, hypoxia; evaluate for pneumonia.

            COMPARISON: ___ (8 months prior).

            FINDINGS: Mild cardiomegaly, stable. Mild pulmonary vascular congestion without frank edema. Small
            bilateral pleural effusions, similar to prior. No focal consolidation. No pneumothorax. Aortic
            calcification. Degenerative change of both shoulders.

            IMPRESSION: No focal pneumonia. Stable cardiomegaly, mild vascular congestion and small bilateral
            effusions.
            """,
             ["cardiomegaly", "pulmonary_vascular_congestion"] + EFF, ["lobar_consolidation"]),
         rep("US RENAL AND BLADDER", "Ultrasound", "Abdomen", """
            EXAMINATION: RENAL AND BLADDER ULTRASOUND

            HISTORY: Catheter-associated infection with sepsis; evaluate for hydronephrosis or abscess.

            COMPARISON: Renal ultrasound ___ (4 months prior, at the time of retention), which showed moderate
            bilateral hydronephrosis.

            TECHNIQUE: Kidneys and bladder imaged in grayscale and with color Doppler.

            FINDINGS:
            Right kidney: 9.6 cm. Cortical thinning with increased echogenicity. No hydronephrosis. No perinephric
            collection. No calculus.
            Left kidney: 9.9 cm. Increased cortical echogenicity. No hydronephrosis. A 2.1 cm simple cyst in the
            mid pole. No calculus.
            Bladder: Decompressed around a Foley catheter balloon. The wall is diffusely thickened to 7 mm, with
            layering echogenic debris.
            Prostate: Enlarged, estimated volume 78 mL.

            IMPRESSION:
            1. No hydronephrosis (resolved since ___) and no renal or perinephric abscess.
            2. Thick-walled bladder with dependent debris around the catheter, compatible with infection in this
            setting.
            3. Echogenic kidneys in keeping with chronic medical renal disease. Simple left renal cyst.
            4. Prostatomegaly.
            """,
             ["echogenic_kidneys", "indwelling_catheter"],
             ["hydronephrosis", "bilateral_hydronephrosis", "renal_abscess", "renal_calculus"])],
        "Catheter-associated urinary tract infection with Pseudomonas bacteremia",
        ["Infection and inflammatory reaction due to indwelling urethral catheter, initial encounter",
         "Urinary tract infection, site not specified", "Sepsis due to Pseudomonas",
         "Delirium due to known physiological condition"],
        micro={90039: ("PSEUDOMONAS AERUGINOSA", URINE_SPEC), 90201: ("PSEUDOMONAS AERUGINOSA", BLOOD_SPEC)}),

    enc(29900031, L, "hard",
        txt("""
            Emergency Department Note
            Referred by: PCP office by phone - "RUQ pain and fever, likely gallbladder; please get an ultrasound
            and call surgery."
            HPI: 46F with obesity and T2DM presents with 2 days of right upper abdominal and right-sided pain,
            constant, dull, 6/10, with fevers to 102.4, chills, nausea and decreased appetite. Pain is unrelated
            to meals. She has never had gallbladder trouble. Urinary urgency for a week that she put down to
            drinking more water. Pain now also in the right side of her back.
            Pertinent positives: fever, chills, nausea, RUQ/R flank pain, urinary urgency, diabetes.
            Pertinent negatives: no dysuria, no hematuria, no vomiting, no diarrhea, no jaundice, no relation to
            fatty food, no prior similar pain, no vaginal discharge.
            ROS:
            Constitutional: (+) fever (+) chills (+) fatigue
            Resp: (-) cough (-) SOB (-) pleuritic pain
            GI: (+) nausea (-) vomiting (-) diarrhea (-) constipation
            GU: (+) urgency (-) dysuria (-) hematuria
            Skin: (-) yellowing
            PMH: T2DM (empagliflozin, metformin), obesity, HTN, OSA. PSH: C-section. Social: married; no tobacco;
            social EtOH.
            """),
        ann(["ruq_pain", "flank_pain", "back_pain", "prolonged_constant_pain", "fever", "fever_measured", "chills",
             "nausea", "anorexia", "fatigue", "diabetes_history", "obesity", "hypertension_history",
             "metformin_use", "prior_abdominal_surgery", "alcohol_use"],
            ["dysuria", "gross_hematuria", "vomiting", "diarrhea", "jaundice", "yellow_skin_noticed",
             "postprandial_pain_after_fatty_meal", "previous_similar_episodes", "vaginal_discharge", "cough",
             "dyspnea", "pleuritic_chest_pain", "constipation", "gallstones_history", "smoker"]),
        txt("""
            VS 39.2 | 118 | 126/74 | 20 | 97% RA
            Gen: flushed, febrile, uncomfortable, obese
            Eyes: anicteric
            Abd: obese, soft; TTP RUQ and R lateral abdomen; Murphy's (-), no inspiratory arrest; (-) rebound;
            (-) guarding; suprapubic NT
            Back: (+) R CVAT, marked; L CVAT (-)
            Skin: no rash
            """),
        annv(vit(39.2, 118, 126, 20, 97),
             ["flushing", "obesity", "ruq_tenderness", "cva_tenderness"],
             ["jaundice", "murphy_sign", "rebound_tenderness", "guarding", "abdominal_rigidity",
              "suprapubic_tenderness", "rash"]),
        merge(cbc(18.4, 13.6, 210, 88), bmp(133, 4.4, 98, 20, 22, 1.4, 268), lft(34, 30, 118, 1.2),
              lab(lipase=30, lactate=2.3, hcg="NEG"),
              ua(app="Cloudy", glu="1000", prot="30", nit="POS", le="MOD", rbc=6, wbc=68, epi=2)),
        [rep("US ABDOMEN LIMITED (RUQ)", "Ultrasound", "Abdomen", """
            EXAMINATION: US RUQ

            HISTORY: RUQ pain, fever. Evaluate for cholecystitis.

            COMPARISON: None.

            FINDINGS:
            Gallbladder: Normal size. No stones or sludge. Wall 2 mm. No pericholecystic fluid. Sonographic Murphy
            sign negative.
            Common bile duct: 4 mm.
            Liver: Diffusely echogenic (steatosis). No focal lesion.
            Pancreas: Obscured.
            Right kidney: 13.4 cm, larger than the left (11.6 cm on a limited view), with loss of corticomedullary
            differentiation in the upper pole. No hydronephrosis. No perinephric collection.

            IMPRESSION:
            1. Normal gallbladder; no sonographic evidence of cholecystitis.
            2. Enlarged right kidney with loss of corticomedullary differentiation in the upper pole; correlate
            with urinalysis. CT may be helpful.
            3. Hepatic steatosis.
            """,
             ["enlarged_edematous_kidney"],
             GB_N + ["gallbladder_sludge", "sonographic_murphy_sign", "cbd_dilation", "hydronephrosis"]),
         rep("CT ABD & PELVIS WITH CONTRAST", "CT", "Abdomen", """
            EXAMINATION: CT ABDOMEN AND PELVIS WITH CONTRAST

            HISTORY: Fever, right flank pain, pyuria, enlarged right kidney on ultrasound.

            COMPARISON: Ultrasound from earlier today.

            TECHNIQUE: Nephrographic phase (100 s) and 8-minute excretory images after 100 mL Omnipaque 350.

            FINDINGS:
            KIDNEYS:
             Right: Enlarged. Multiple wedge-shaped, striated zones of diminished enhancement in the upper and
             interpolar regions, with moderate perinephric fat stranding. No focal fluid collection or gas. No
             hydronephrosis. No calculi.
             Left: Normal enhancement. No hydronephrosis. No calculi.
            URETERS: Mild right periureteral stranding. No ureteral stone.
            BLADDER: Mild diffuse wall thickening with mucosal hyperenhancement.
            LIVER: Steatosis. GALLBLADDER: Normal. PANCREAS, SPLEEN, ADRENALS: Normal.
            BOWEL: Normal; appendix normal.
            LUNG BASES: Clear.

            IMPRESSION:
            1. Right acute ____ with a striated nephrogram and perinephric stranding; no abscess, gas or
            obstruction.
            2. Bladder wall thickening and mucosal enhancement, in keeping with associated bladder inflammation.
            3. Normal gallbladder.
            """,
             ["enlarged_edematous_kidney", "striated_nephrogram", "perinephric_stranding", "normal_caliber_appendix"],
             GB_N + PANC_N + APP_N + ["renal_abscess", "hydronephrosis", "renal_calculus", "ureteral_stone"])],
        "Acute right pyelonephritis (Klebsiella) with bacteremia",
        ["Acute pyelonephritis", "Other Gram-negative sepsis", "Type 2 diabetes mellitus with hyperglycemia"],
        micro={90039: ("KLEBSIELLA PNEUMONIAE", URINE_SPEC), 90201: ("KLEBSIELLA PNEUMONIAE", BLOOD_SPEC)}),

    enc(29900032, L, "hard",
        txt("""
            ED Provider Note
            41F with type 1 DM since age 9, complicated by gastroparesis, retinopathy and neuropathy, presents with
            2 days of nausea and vomiting "like my usual gastroparesis flares," unable to keep down fluids or her
            home metoclopramide. She has 4-5 flares like this a year, usually settled with IV fluids and
            antiemetics in the ED. Today she also reports aching in the left side of her back and left flank
            since yesterday, fever to 101 at home, and "my pee smells strong." Denies dysuria or frequency. Home
            glucose 280-350. No diarrhea. No abdominal pain apart from the flank. LMP 2 weeks ago.
            PMH: T1DM on an insulin pump, gastroparesis, diabetic retinopathy s/p laser, peripheral neuropathy,
            hypothyroidism, 2 prior kidney infections (last 2021). PSH: appendectomy as a child. Meds: insulin
            pump (lispro), metoclopramide 10 mg QID, levothyroxine, lisinopril 5 mg. Social: no tobacco, no EtOH.
            """),
        ann(["nausea", "vomiting", "previous_similar_episodes", "back_pain", "flank_pain", "fever", "fever_measured",
             "type1_diabetes_history", "diabetes_history", "insulin_therapy", "recurrent_uti_history",
             "prior_appendectomy", "prior_abdominal_surgery", "raas_blocker_use"],
            ["dysuria", "urinary_frequency", "diarrhea", "abdominal_pain", "smoker", "alcohol_use"]),
        txt("""
            Vitals flowsheet:
            Time   T (°C)  HR   BP       RR  SpO2  POC glucose
            14:05  38.6    116  98/60    20  98%   342
            15:10  38.2    108  104/62   18  98%   --    (after 2 L NS)
            16:30  37.9    100  110/66   18  99%   251
            Exam:
            Gen: thin, dry, ill-appearing; retching into an emesis bag
            HEENT: dry MM, sunken eyes
            Abd: soft, ND, mild epigastric TTP, ⊖ rebound, ⊖ guarding, BS ↓; no suprapubic tenderness
            Back: ⊕ L CVAT (marked), ⊖ R CVAT
            Neuro: ↓ monofilament sensation both feet to mid-shin
            """),
        annv(vits(vit(38.6, 116, 98, 20, 98), vit(38.2, 108, 104, 18, 98), vit(37.9, 100, 110, 18, 99)),
             ["ill_appearing", "dehydration_signs", "epigastric_tenderness", "hypoactive_bowel_sounds",
              "cva_tenderness", "diminished_monofilament_sensation"],
             ["distended_abdomen", "rebound_tenderness", "guarding", "abdominal_rigidity", "suprapubic_tenderness"]),
        merge(cbc(16.9, 12.4, 236, 86), bmp(131, 5.3, 94, 17, 30, 1.5, 342), lab(lipase=22, hcg="NEG", lactate=2.0),
              ua(app="Cloudy", glu="1000", ket="40", prot="30", nit="POS", le="LG", rbc=10, wbc=74, epi=2)),
        [rep("US RENAL", "Ultrasound", "Abdomen", """
            EXAMINATION: US RENAL, BILATERAL

            HISTORY: Fever, left flank pain, pyuria in a type 1 diabetic. Evaluate for hydronephrosis or abscess.

            COMPARISON: CT abdomen ___ (2021).

            FINDINGS:
            Right kidney: 11.2 cm. Normal cortical thickness and echogenicity. No hydronephrosis, stone or mass.
            Left kidney: 13.1 cm (11.4 cm on the 2021 CT), swollen, with heterogeneous hypoechoic parenchyma and
            loss of corticomedullary differentiation in the upper pole, where color flow is reduced. No
            hydronephrosis. No calculus. No perinephric fluid collection or gas.
            Bladder: Partially distended; mild debris. Wall not thickened.

            IMPRESSION:
            1. Swollen left kidney with heterogeneous upper-pole parenchyma and reduced flow, compatible with
            acute ____ in this clinical setting. No hydronephrosis, stone or abscess.
            2. Normal right kidney.
            """,
             ["enlarged_edematous_kidney"],
             ["hydronephrosis", "renal_calculus", "renal_abscess"])],
        "Acute left pyelonephritis in type 1 diabetes",
        ["Acute pyelonephritis", "Type 1 diabetes mellitus with diabetic autonomic (poly)neuropathy",
         "Gastroparesis", "Sepsis due to Escherichia coli [E. coli]"],
        micro={90039: ("ESCHERICHIA COLI", URINE_SPEC), 90201: ("ESCHERICHIA COLI", BLOOD_SPEC)}),
]
