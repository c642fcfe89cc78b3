from common import *  # noqa: F401,F403

L = "biliary colic"
RUQ = "LIVER OR GALLBLADDER US (SINGLE ORGAN)"
ICD = ["Calculus of gallbladder without cholecystitis without obstruction"]
DX = "Biliary colic due to cholelithiasis"

ENCOUNTERS = [
    # 57 typical: fatty meal, three hours, settled in the ED; organ template
    enc(29000057, L, "typical",
        hpi="""34 yo F with obesity and PCOS presents with RUQ pain that began about an hour after eating fried fish
        and fries at 8pm. The pain was severe and steady, "like a vise" under her right ribs, radiating to her right
        shoulder blade, with nausea and one episode of vomiting. It lasted about 3 hours and is now almost gone
        after a dose of ketorolac in triage. She had a milder similar episode a month ago that went away on its own
        after an hour. No fevers, chills or jaundice.
        Past Medical History: Obesity
        PCOS
        Past Surgical History: none
        Social History: ___
        Family History: mother had gallbladder surgery""",
        hpi_ann=ann(["obesity", "ruq_pain", "postprandial_pain_after_fatty_meal", "pain_radiating_to_right_scapula",
                     "nausea", "vomiting", "pain_resolving_within_hours", "previous_similar_episodes"],
                    ["fever", "chills", "jaundice", "prior_abdominal_surgery"]),
        pe="""VS: T 36.8 HR 82 BP 128/78 RR 16 SpO2 99% RA. Gen: comfortable now, NAD. Sclera anicteric. Abd: soft,
        obese, nondistended, mild RUQ tenderness to deep palpation, negative Murphy's sign, no rebound or guarding,
        no hepatomegaly.""",
        pe_ann=ann(["obesity", "ruq_tenderness"],
                   VITALS_N + ["jaundice", "distended_abdomen", "murphy_sign", "rebound_tenderness", "guarding",
                               "hepatomegaly"]),
        labs=merge(cbc(8.9, 12.8, 284, 64.0, lymph=27.7), bmp(139, 4.0, 103, 25, 12, 0.7, 108), lft(28, 24, 82, 0.6),
                   {50956: 36, 51085: "NEG"}, ua()),
        reports=[report(
            RUQ, "Ultrasound", "Abdomen", "Transabdominal sonography of the RUQ, grayscale and color Doppler.",
            [("LIVER", "Mildly increased echogenicity suggesting steatosis. No focal lesion."),
             ("GALLBLADDER", "Multiple mobile shadowing stones, the largest 1.5 cm. No gallbladder distension. Wall "
                             "measures 2 mm. Sonographic Murphy sign negative; no pericholecystic fluid."),
             ("BILE DUCTS", "No intrahepatic biliary dilation. CBD 3 mm."),
             ("PANCREAS", "Within normal limits."),
             ("RIGHT KIDNEY", "Normal, without hydronephrosis.")],
            present=["gallstones"],
            absent=["hypoechoic_liver_lesion", "gallbladder_distension", "gallbladder_wall_thickening",
                    "pericholecystic_fluid", "sonographic_murphy_sign"] + DUCT_N + PANC_N + KID_N)],
        dx=DX, icd=ICD),

    # 58 typical: fourth attack, terse note, normal examination, paragraph ultrasound
    enc(29000058, L, "typical",
        hpi="""41F w/ known gallstones (US ___), 4th episode in 3 months of epigastric/RUQ pain after dinner, onset
        10pm, radiating to the R scapula, w/ nausea, no vomiting. Lasted ~4h, now resolved. Awaiting outpt surgery
        consult. Denies F/C, jaundice, dark urine, pale stools.
        PMH: HTN, anxiety
        PSH: none
        Social History: ___
        Family History: NC""",
        hpi_ann=ann(["gallstones_history", "previous_similar_episodes", "epigastric_pain", "ruq_pain",
                     "pain_radiating_to_right_scapula", "nausea", "pain_resolving_within_hours", "hypertension_history",
                     "anxiety_disorder_history"],
                    ["vomiting", "fever", "chills", "jaundice", "dark_urine", "pale_stools", "prior_abdominal_surgery"]),
        pe="""97.9 76 136/84 14 100%. NAD. Anicteric. Abd soft NT ND, no Murphy, no masses.""",
        pe_ann=ann([], VITALS_N + ["jaundice", "diffuse_abdominal_tenderness", "distended_abdomen", "murphy_sign"]),
        labs=merge(cbc(7.4, 13.4, 256, 58.0), bmp(140, 4.1, 104, 26, 14, 0.8, 92), lft(22, 19, 74, 0.5), {50956: 29}),
        reports=[report(
            RUQ, "Ultrasound", "Abdomen", "Grayscale ultrasound of the right upper quadrant with color Doppler.",
            """The liver is normal in size and echotexture. The gallbladder contains layering sludge and several small
shadowing stones up to 7 mm, which move with positional change. There is no gallbladder wall thickening, no
pericholecystic fluid, and the sonographic Murphy sign is negative. The common duct is 3 mm. No intrahepatic ductal
dilatation. The visualized pancreas is unremarkable.""",
            present=["gallbladder_sludge", "gallstones"],
            absent=["hypoechoic_liver_lesion", "gallbladder_wall_thickening", "pericholecystic_fluid",
                    "sonographic_murphy_sign"] + DUCT_N + PANC_N)],
        dx=DX, icd=ICD),

    # 59 typical: three months postpartum, narrative, ultrasound with the organ named once
    enc(29000059, L, "typical",
        hpi="""Ms. ___ is a 27-year-old woman, 3 months postpartum after an uncomplicated vaginal delivery, who
        presents with an episode of severe right upper quadrant pain that began at 1 am, waking her from sleep a few
        hours after a large pizza dinner. The pain was constant and cramping, radiated around to her back, and was
        accompanied by nausea and two episodes of non-bilious vomiting. She took ibuprofen and the pain eased after
        about 4 hours, by the time she arrived in the ED. She has had several shorter episodes of upper abdominal
        discomfort after meals since the last trimester of her pregnancy. She is breastfeeding. No fever, chills,
        jaundice, diarrhea or urinary symptoms.
        Past Medical History: Gestational diabetes (diet-controlled), resolved
        Past Surgical History: none
        Social History: ___
        Family History: Mother with gallstones; grandmother with pancreatic cancer""",
        hpi_ann=ann(["ruq_pain", "postprandial_pain_after_fatty_meal", "pain_radiating_to_back", "nausea", "vomiting",
                     "nsaid_use", "pain_resolving_within_hours", "previous_similar_episodes"],
                    ["bilious_vomiting", "fever", "chills", "jaundice", "diarrhea", "dysuria", "urinary_frequency",
                     "prior_abdominal_surgery"]),
        pe="""Temp: 98.4 Pulse: 88 BP: 118/74 Resp: 16 O2: 100% Gen: well-appearing young woman in no distress. HEENT:
        anicteric. Abd: soft, nondistended, minimal RUQ tenderness on deep palpation, no guarding; Murphy's sign
        negative. Normal bowel sounds. Ext: no edema.""",
        pe_ann=ann(["ruq_tenderness"],
                   VITALS_N + ["ill_appearing", "jaundice", "distended_abdomen", "guarding", "murphy_sign",
                               "hypoactive_bowel_sounds", "hyperactive_bowel_sounds"]),
        labs=merge(cbc(9.6, 12.2, 312, 68.0), bmp(138, 3.9, 104, 24, 10, 0.6, 98), lft(41, 33, 96, 0.8),
                   {50956: 44, 51085: "NEG"}, ua()),
        reports=[report(
            RUQ, "Ultrasound", "Abdomen", "Sonographic survey of the liver, gallbladder and bile ducts.",
            """The gallbladder is normally distended, thin-walled, and contains numerous small echogenic shadowing
stones that move with patient repositioning, without pericholecystic fluid. Sonographic Murphy sign is absent.
Liver unremarkable. CBD 4 mm. No ascites.""",
            present=["gallstones"],
            absent=["gallbladder_distension", "gallbladder_wall_thickening", "pericholecystic_fluid",
                    "sonographic_murphy_sign", "hypoechoic_liver_lesion", "cbd_dilation", "simple_ascites",
                    "free_fluid_abdomen"])],
        dx=DX, icd=ICD),

    # 60 typical: first attack after a steak dinner, improving
    enc(29000060, L, "typical",
        hpi="""52M, no significant PMH, presents with epigastric and RUQ pain that began 3 hours after a steak dinner
        last night, constant, 7/10, with nausea, no vomiting. Pain has been slowly improving since arrival, now 2/10
        after morphine. Never had this before. No fevers. Drinks 2 beers on weekends. Non-smoker.
        No past medical or surgical history.
        Social History: ___
        Family History: father - CAD""",
        hpi_ann=ann(["epigastric_pain", "ruq_pain", "postprandial_pain_after_fatty_meal", "nausea", "alcohol_use",
                     "family_history_cad"],
                    ["vomiting", "previous_similar_episodes", "fever", "smoker", "prior_abdominal_surgery"]),
        pe="""T 98.1 HR 84 BP 142/88 RR 16 SpO2 98% RA. Gen: NAD. Abd: soft, non-distended, mild epigastric and RUQ
        TTP, Murphy's negative, no rebound, no guarding. No jaundice.""",
        pe_ann=ann(["epigastric_tenderness", "ruq_tenderness"],
                   ["fever_measured", "tachycardia", "hypotension", "tachypnea", "hypoxia", "distended_abdomen",
                    "murphy_sign", "rebound_tenderness", "guarding", "jaundice"]),
        labs=merge(cbc(10.2, 15.1, 224, 72.0), bmp(139, 4.2, 102, 26, 16, 1.0, 112), lft(48, 39, 88, 1.1),
                   {50956: 52, 51003: 0.01}),
        reports=[report(
            RUQ, "Ultrasound", "Abdomen", "Sonographic evaluation of the right upper quadrant.",
            [("GALLBLADDER", "Single 2.1 cm mobile shadowing stone. No wall thickening (2 mm). No pericholecystic fluid. "
                             "Sonographic Murphy's sign: negative."),
             ("LIVER", "Normal."),
             ("COMMON BILE DUCT", "4 mm."),
             ("PANCREAS", "Head and body normal; tail not visualized.")],
            present=["gallstones"],
            absent=["gallbladder_wall_thickening", "pericholecystic_fluid", "sonographic_murphy_sign",
                    "hypoechoic_liver_lesion", "cbd_dilation"] + PANC_N)],
        dx=DX, icd=ICD),

    # 61 atypical: sickle cell disease, pigment stones, not her usual crisis
    enc(29000061, L, "atypical",
        hpi="""19 yo F w/ HbSS sickle cell disease (on hydroxyurea, last crisis 6 mo ago) p/w RUQ pain x6h starting
        after lunch. States this is NOT like her usual crisis pain, which is in her back and legs. Pain is steady, R
        upper abdomen, radiates to the R shoulder, +nausea, vomited x1. No fevers, no chest pain, no SOB, no cough.
        Eyes are "always a little yellow". Has had 2 brief similar episodes this year.
        PMH: HbSS, multiple transfusions, h/o acute chest syndrome x1
        PSH: none
        Social History: ___
        Family History: sister w/ sickle cell trait""",
        hpi_ann=ann(["sickle_cell_disease_history", "ruq_pain", "pain_radiating_to_right_scapula", "nausea", "vomiting",
                     "yellow_skin_noticed", "previous_similar_episodes"],
                    ["fever", "chest_pain", "dyspnea", "cough", "prior_abdominal_surgery"]),
        pe="""VS T 37.2 HR 96 BP 112/64 RR 16 SpO2 97% RA. Gen: NAD, mild discomfort. HEENT: mild scleral icterus.
        Lungs: clear. CV: RRR, 2/6 systolic flow murmur at the LUSB. Abd: soft, ND, mild RUQ tenderness, Murphy's
        negative, no HSM. Ext: no leg ulcers.""",
        pe_ann=ann(["jaundice", "ruq_tenderness"],
                   VITALS_N + ["distended_abdomen", "murphy_sign", "hepatomegaly", "palpable_spleen"]),
        labs=merge(cbc(12.8, 8.2, 412, 62.0, mcv=86, rdw=21.4), bmp(137, 4.2, 104, 24, 8, 0.5, 94),
                   lft(22, 48, 102, 3.4, dbili=0.5), {50954: 480, 50956: 28, 51085: "NEG"}),
        reports=[report(
            "US ABD LIMIT, SINGLE ORGAN", "Ultrasound", "Abdomen", "Limited ultrasound of the right upper quadrant.",
            """The gallbladder contains innumerable small echogenic stones and sludge, with a normal wall thickness of 2
mm and no pericholecystic fluid. The patient was not tender over the gallbladder with the transducer. The liver is
normal in echotexture. The common bile duct measures 3 mm. The spleen is small and echogenic, consistent with
autosplenectomy.""",
            present=["gallstones", "gallbladder_sludge"],
            absent=["gallbladder_wall_thickening", "pericholecystic_fluid", "sonographic_murphy_sign",
                    "hypoechoic_liver_lesion", "cbd_dilation", "enlarged_spleen_imaging"])],
        dx="Biliary colic from pigment gallstones (sickle cell disease)", icd=ICD + ["Sickle-cell disease without crisis"]),

    # 62 atypical: second-trimester pregnancy
    enc(29000062, L, "atypical",
        hpi="""31 year old G2P1 at 26w4d with an uncomplicated pregnancy presents from OB clinic with 3 hours of right
        upper abdominal pain that began 30 minutes after eating a cheeseburger. The pain is sharp and constant, under
        the right ribs, with nausea; no vomiting. It has happened twice before in the past month, each time lasting
        about 2 hours and resolving on its own. No fever. No headache or visual changes. No vaginal bleeding, fluid
        leakage or contractions; active fetal movement.
        Past Medical History: none apart from this pregnancy
        Past Surgical History: none
        Social History: ___
        Family History: noncontributory""",
        hpi_ann=ann(["abdominal_pain", "pregnancy", "ruq_pain", "postprandial_pain_after_fatty_meal", "nausea",
                     "previous_similar_episodes"],
                    ["vomiting", "fever", "headache", "visual_disturbance", "vaginal_bleeding",
                     "prior_abdominal_surgery"]),
        pe="""BP 112/70, HR 92, Temp 98.6, RR 16, O2 sat 99%. Gravid, fundal height 27 cm. Mild RUQ tenderness, no
        rebound, Murphy sign negative. Uterus nontender. No CVA tenderness. No edema, reflexes 2+.""",
        pe_ann=ann(["pregnancy", "ruq_tenderness"],
                   VITALS_N + ["rebound_tenderness", "murphy_sign", "uterine_tenderness", "cva_tenderness",
                               "pitting_edema", "hyperreflexia"]),
        labs=merge(cbc(11.4, 11.0, 224, 74.0), bmp(135, 3.8, 104, 21, 6, 0.5, 88), lft(26, 22, 168, 0.4),
                   {50956: 32, 51085: "POS", 51007: 3.8}, ua(prot="NEG")),
        reports=[report(
            RUQ, "Ultrasound", "Abdomen", "Sonography of the liver and gallbladder, partly limited by the gravid uterus.",
            [("GALLBLADDER", "Multiple mobile gallstones up to 12 mm with a small amount of sludge. Normal wall thickness. "
                             "No pericholecystic fluid. Negative sonographic Murphy sign."),
             ("LIVER", "Normal echotexture, no focal lesion."),
             ("BILE DUCTS", "Not dilated; CBD 4 mm."),
             ("RIGHT KIDNEY", "Mild right pelvicaliectasis, physiologic in pregnancy.")],
            present=["gallstones", "gallbladder_sludge", "hydronephrosis"],
            absent=["gallbladder_wall_thickening", "pericholecystic_fluid", "sonographic_murphy_sign",
                    "hypoechoic_liver_lesion"] + DUCT_N)],
        dx="Biliary colic in pregnancy", icd=ICD + ["Diseases of the digestive system complicating pregnancy, second trimester"]),

    # 63 hard: PCP worried about the pancreas in a drinker; lipase normal, pancreas normal
    enc(29000063, L, "hard",
        hpi="""46M w/ EtOH use (4-6 drinks/night), sent in by PCP after a phone call for severe epigastric pain
        radiating to the back x5 hours, "concern for pancreatitis given drinking". Pain started after a large fatty
        meal + several beers, constant, improving now after 2 doses of IV morphine. +N, vomited once. No F/C. Had 2
        similar shorter episodes in the past year, both resolved within hours. No jaundice.
        PMH: HTN, GERD, EtOH use
        PSH: none
        Social History: ___
        Family History: NC""",
        hpi_ann=ann(["alcohol_use", "epigastric_pain", "pain_radiating_to_back", "postprandial_pain_after_fatty_meal",
                     "nausea", "vomiting", "previous_similar_episodes", "hypertension_history"],
                    ["fever", "chills", "jaundice", "prior_abdominal_surgery"]),
        pe="""T 37.0 HR 88 BP 146/90 RR 16 98% RA. Gen: NAD now. No jaundice, no spider angiomata. Abd: soft, ND, mild
        epigastric and RUQ tenderness, Murphy negative, no guarding or rebound. No hepatomegaly. No Cullen or Grey
        Turner sign.""",
        pe_ann=ann(["epigastric_tenderness", "ruq_tenderness"],
                   ["fever_measured", "tachycardia", "hypotension", "tachypnea", "hypoxia", "jaundice",
                    "spider_angiomata", "distended_abdomen", "murphy_sign", "guarding", "rebound_tenderness",
                    "hepatomegaly", "cullen_sign", "grey_turner_sign"]),
        labs=merge({50956: 38, 50867: 64}, cbc(9.8, 15.4, 196, 70.0, mcv=99), bmp(138, 4.0, 101, 25, 13, 0.9, 118),
                   lft(44, 62, 92, 0.9, ggt=124), {51000: 180, 50813: 1.2}),
        reports=[report(
            "ABDOMEN US (COMPLETE STUDY)", "Ultrasound", "Abdomen", "Complete grayscale and Doppler ultrasound of the abdomen.",
            [("LIVER", "Diffusely increased echogenicity consistent with fatty infiltration. No focal lesion. Normal size."),
             ("GALLBLADDER", "Several shadowing, mobile gallstones up to 1.1 cm. No wall thickening, no pericholecystic "
                             "fluid. Sonographic Murphy sign negative."),
             ("BILE DUCTS", "CBD 4 mm. No intrahepatic dilatation."),
             ("PANCREAS", "Well visualized and normal in size and echotexture. No peripancreatic fluid. The pancreatic duct "
                          "is not dilated."),
             ("SPLEEN", "11 cm."),
             ("KIDNEYS", "Normal bilaterally. No hydronephrosis."),
             ("AORTA", "Normal caliber.")],
            present=["gallstones"],
            absent=["hypoechoic_liver_lesion", "gallbladder_wall_thickening", "pericholecystic_fluid",
                    "sonographic_murphy_sign"] + DUCT_N + PANC_N + KID_N + ["enlarged_spleen_imaging"])],
        dx=DX, icd=ICD + ["Alcohol abuse, uncomplicated"]),

    # 64 hard: referred as NSAID peptic ulcer for an EGD; the story and ultrasound are gallstones
    enc(29000064, L, "hard",
        hpi="""Ms. ___ is a 45 year-old woman with chronic low back pain, for which she takes ibuprofen 800 mg three
        times daily, referred by her PCP for "probable peptic ulcer disease, needs EGD" after 3 visits for upper
        abdominal pain. She describes attacks of epigastric pain, sometimes burning, which her PCP attributed to the
        NSAIDs. The attacks come 1-2 hours after dinner, especially after fatty food, last 2-4 hours, often wake her
        at night and radiate to the right shoulder blade. Tonight's episode began at 11 pm and had resolved by 3 am
        in the waiting room. Four weeks of omeprazole did not help. No melena or hematemesis. No weight loss.
        Past Medical History: Chronic low back pain (lumbar disc disease)
        Hypertension
        Obesity
        Past Surgical History: none
        Social History: ___
        Family History: sister had her gallbladder removed""",
        hpi_ann=ann(["abdominal_pain", "back_pain", "nsaid_use", "epigastric_pain", "burning_epigastric_pain",
                     "postprandial_pain_after_fatty_meal", "pain_resolving_within_hours", "nocturnal_epigastric_pain",
                     "pain_radiating_to_right_scapula", "previous_similar_episodes", "hypertension_history", "obesity"],
                    ["melena", "hematemesis", "weight_loss", "prior_abdominal_surgery"]),
        pe="""Temp 98.2 HR 78 BP 132/80 RR 14 SpO2 99%. Well-appearing, comfortable. Abdomen: obese, soft,
        non-distended, mild RUQ tenderness, no epigastric tenderness, Murphy's negative. Rectal: brown stool, guaiac
        negative.""",
        pe_ann=ann(["obesity", "ruq_tenderness"],
                   VITALS_N + ["ill_appearing", "distended_abdomen", "epigastric_tenderness", "murphy_sign",
                               "guaiac_positive_stool", "melena_on_rectal_exam"]),
        labs=merge(cbc(8.4, 12.6, 302, 60.0), bmp(139, 4.3, 103, 26, 15, 0.8, 101), lft(24, 20, 90, 0.5),
                   {50956: 30, 51085: "NEG"}),
        reports=[report(
            RUQ, "Ultrasound", "Abdomen", "Grayscale ultrasound of the right upper quadrant.",
            """Gallbladder: contains a 2.4 cm stone in the fundus and several smaller stones; wall normal (2 mm), no
pericholecystic fluid, negative sonographic Murphy sign. Liver: normal echotexture without focal lesion. Common duct
3 mm. No free fluid.""",
            present=["gallstones"],
            absent=["gallbladder_wall_thickening", "pericholecystic_fluid", "sonographic_murphy_sign",
                    "hypoechoic_liver_lesion", "cbd_dilation", "free_fluid_abdomen"])],
        dx=DX, icd=ICD),
]
