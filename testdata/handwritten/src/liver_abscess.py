from common import *  # noqa: F401,F403

L = "liver abscess"
RUQ = "LIVER OR GALLBLADDER US (SINGLE ORGAN)"
CT = "CT ABD & PELVIS WITH CONTRAST"
CT_TECH = """Volumetric acquisition from the dome of the liver to the pubic symphysis, portal venous timing, after
100 mL Omnipaque 350 intravenous contrast. Coronal and sagittal reformats were reviewed."""
DRAIN = ["CT-guided percutaneous drainage of liver collection with pigtail catheter placement"]
DRAIN_PCS = [("0F9030Z", "Drainage of Liver with Drainage Device, Percutaneous Approach", 10)]
ICD = ["Abscess of liver"]

ENCOUNTERS = [
    # 33 typical: diabetic man, a week of rigors, Klebsiella; CT template
    enc(29000033, L, "typical",
        hpi="""Mr. ___ is a 66 year old man with type 2 diabetes (last A1c 9.8) and hypertension who presents with
        one week of daily fevers up to 103 with shaking chills, drenching night sweats and a dull ache under the
        right ribs that is worse with deep breaths. He has lost his appetite and feels exhausted. He denies cough,
        dysuria or diarrhea. No recent travel outside the country. No prior abdominal surgery. He was seen at urgent
        care 3 days ago and prescribed azithromycin for presumed bronchitis without improvement.
        Past Medical History: DM2
        HTN
        BPH
        Past Surgical History: none
        Social History: ___
        Family History: Noncontributory""",
        hpi_ann=ann(["fever_measured", "fever", "chills", "night_sweats", "ruq_pain", "anorexia", "fatigue", "diabetes_history",
                     "hypertension_history", "prostatic_enlargement_history"],
                    ["cough", "dysuria", "diarrhea", "recent_travel", "prior_abdominal_surgery"]),
        pe="""Vitals: T 39.1 HR 112 BP 118/66 RR 20 SpO2 95% RA
        General: ill-appearing, rigoring at the time of exam
        HEENT: anicteric
        Lungs: decreased breath sounds at the right base
        CV: tachycardic
        Abdomen: soft, tender in the RUQ, liver edge palpable 3 cm below the costal margin and tender, no rebound,
        negative Murphy
        Extremities: no edema
        Skin: no rash""",
        pe_ann=ann(["chills", "hepatomegaly", "fever_measured", "tachycardia", "ill_appearing", "diminished_breath_sounds", "ruq_tenderness",
                    "tender_hepatomegaly"],
                   ["hypotension", "hypertension_measured", "tachypnea", "hypoxia", "jaundice", "rebound_tenderness",
                    "murphy_sign"]),
        labs=merge(cbc(21.4, 11.8, 412, 88.0), bmp(132, 4.2, 96, 22, 28, 1.3, 286), lft(74, 68, 312, 1.8, alb=2.6),
                   {50889: 248.0, 50813: 2.1, 50852: 9.8}, coags(14.8, 1.3), ua(glu="300", wbc=2)),
        micro={90201: ("KLEBSIELLA PNEUMONIAE", BLOOD_SPEC)},
        reports=[report(
            CT, "CT", "Abdomen", CT_TECH,
            [("LOWER CHEST", "Small right-sided pleural effusion with adjacent atelectasis. The left base is clear."),
             ("HEPATOBILIARY", "In hepatic segment 7 there is a 6.5 x 5.8 x 6.1 cm multiloculated, septated hypodense "
                               "collection with an enhancing rim and surrounding parenchymal hypoenhancement. No gas "
                               "within the collection. No additional hepatic lesions. The hepatic and portal veins are "
                               "patent. The gallbladder is unremarkable. No biliary ductal dilatation."),
             ("PANCREAS", "Fatty atrophy, otherwise unremarkable."),
             ("SPLEEN", "Normal."),
             ("URINARY", "Normal."),
             ("GASTROINTESTINAL", "Colonic diverticulosis without evidence of inflammation. Normal appendix.")],
            present=EFF + ["rim_enhancing_hepatic_collection", "colonic_diverticula", "normal_caliber_appendix"],
            absent=["gas_in_hepatic_collection"] + GB_N + DUCT_N + PANC_N + KID_N + COLON_N + APP_N,
            dose="DLP 566 mGy-cm")],
        dx="Klebsiella pneumoniae pyogenic liver abscess with bacteremia",
        icd=ICD + ["Sepsis due to other Gram-negative organisms", "Type 2 diabetes mellitus with hyperglycemia"],
        procs=DRAIN, icdp=DRAIN_PCS),

    # 34 typical: after an ERCP with a stent; terse note, ultrasound then CT
    enc(29000034, L, "typical",
        hpi="""58F w/ h/o choledocholithiasis s/p ERCP w/ sphincterotomy + plastic CBD stent 3 wks ago (lap chole
        planned), p/w 5d fevers (Tmax 102.6), rigors, RUQ pain, N, anorexia. No V/D. No jaundice, no dark urine.
        PMH: cholelithiasis/choledocholithiasis, HTN, hypothyroidism
        PSH: ERCP as above, tubal ligation
        Social History: ___
        Family History: NC""",
        hpi_ann=ann(["fever_measured", "gallstones_history", "biliary_instrumentation_history", "fever", "chills", "ruq_pain", "nausea",
                     "anorexia", "hypertension_history", "prior_abdominal_surgery"],
                    ["vomiting", "diarrhea", "jaundice", "dark_urine"]),
        pe="""Febrile 38.8, HR 104, BP 128/74, RR 18, 97% RA. Appears ill. Anicteric. Lungs clear. Abdomen soft,
        nondistended, RUQ tenderness to palpation and to percussion over the right lower ribs, no guarding or
        rebound, Murphy's sign negative. No peripheral edema.""",
        pe_ann=ann(["fever_measured", "tachycardia", "ill_appearing", "ruq_tenderness"],
                   ["hypotension", "hypertension_measured", "tachypnea", "hypoxia", "jaundice", "distended_abdomen",
                    "guarding", "rebound_tenderness", "murphy_sign"]),
        labs=merge(cbc(17.6, 11.9, 356, 84.5), bmp(136, 3.9, 101, 24, 14, 0.8, 132),
                   lft(96, 82, 288, 1.4, dbili=0.6, alb=3.1, ggt=312), {50889: 196.0, 50956: 40}),
        micro={90201: ("ESCHERICHIA COLI", BLOOD_SPEC)},
        reports=[
            report(RUQ, "Ultrasound", "Abdomen", "Sonography of the liver and gallbladder with color Doppler.",
                   [("LIVER", "Segment 6/7 of the right hepatic lobe contains a 4.2 x 3.9 x 3.6 cm heterogeneous, "
                              "predominantly hypoechoic lesion with internal debris, thick irregular walls and posterior "
                              "acoustic enhancement, without internal vascularity on color Doppler."),
                    ("BILE DUCTS", "Pneumobilia in the left lobe, expected after sphincterotomy. Common bile duct stent in "
                                   "place; CBD 5 mm."),
                    ("GALLBLADDER", "Several small stones. No wall thickening or pericholecystic fluid.")],
                   present=["hypoechoic_liver_lesion", "gallstones"],
                   absent=["cbd_dilation", "gallbladder_wall_thickening", "pericholecystic_fluid"]),
            report("CT ABDOMEN WITH CONTRAST", "CT", "Abdomen",
                   "CT of the abdomen after intravenous contrast, portal venous phase.",
                   """Multiloculated 4.5 x 4.0 cm fluid collection in hepatic segment 6 with peripheral rim enhancement and
surrounding transient hepatic attenuation difference; no internal gas. Pneumobilia within the left lobe ducts.
Common bile duct stent in expected position; the duct is not dilated. Cholelithiasis. Small right pleural effusion.
Spleen, pancreas and kidneys are unremarkable.""",
                   present=["rim_enhancing_hepatic_collection", "gallstones"] + EFF,
                   absent=["gas_in_hepatic_collection", "cbd_dilation"] + PANC_N + KID_N)],
        dx="Pyogenic liver abscess after biliary instrumentation", icd=ICD + ["Calculus of gallbladder without cholecystitis without obstruction"],
        procs=DRAIN, icdp=DRAIN_PCS),

    # 35 typical: weeks of fever and weight loss after colonic infection; gas in the collection
    enc(29000035, L, "typical",
        hpi="""71 year old man with a history of sigmoid diverticulitis treated with oral antibiotics 6 weeks ago,
        atrial fibrillation on rivaroxaban and COPD, who presents with two weeks of intermittent fevers, night
        sweats and malaise, with a 10 lb unintentional weight loss. Over the past 3 days he has had a dull right
        upper quadrant ache and some nausea. He denies vomiting, jaundice or change in stool color. His PCP
        obtained labs yesterday showing a WBC of 19 and an alkaline phosphatase of 340, and referred him to the ED.
        Past Medical History: Diverticulitis (___), treated medically
        Atrial fibrillation
        COPD, on tiotropium
        Hypertension
        Past Surgical History: Right inguinal hernia repair
        Social History: ___
        Family History: Brother with colon cancer""",
        hpi_ann=ann(["diverticulosis_history", "atrial_fibrillation_history", "anticoagulant_use", "copd_history",
                     "hypertension_history", "hernia_history", "prior_abdominal_surgery",
                     "family_history_colon_malignancy", "fever", "night_sweats", "weight_loss", "ruq_pain", "nausea"],
                    ["vomiting", "jaundice", "pale_stools"]),
        pe="""VS: 38.3 / 96 irreg / 134/70 / 18 / 94% RA
        Gen: chronically ill-appearing, thin
        HEENT: temporal wasting, anicteric
        Lungs: distant breath sounds, scattered expiratory wheezes
        CV: irregularly irregular
        Abd: soft, mild RUQ tenderness, liver edge palpable and tender, no rebound, no guarding
        Ext: no edema""",
        pe_ann=ann(["diminished_breath_sounds", "fever_measured", "ill_appearing", "cachexia", "expiratory_wheezes", "irregularly_irregular_pulse",
                    "ruq_tenderness", "tender_hepatomegaly"],
                   ["tachycardia", "hypotension", "hypertension_measured", "tachypnea", "hypoxia", "jaundice",
                    "rebound_tenderness", "guarding"]),
        labs=merge(cbc(19.2, 10.6, 488, 86.0, mcv=84, rdw=15.8), bmp(135, 4.3, 100, 24, 22, 1.1, 121),
                   lft(52, 44, 342, 1.2, alb=2.4), {50889: 212.0}, coags(17.9, 1.6)),
        micro={90201: ("No growth", BLOOD_SPEC)},
        reports=[report(
            CT, "CT", "Abdomen", CT_TECH,
            """The liver is enlarged, and within the right lobe, spanning segments 5 and 8, there is an 8.2 x 7.4 cm
complex collection with thick enhancing walls, internal septations and several locules of gas, with surrounding
edema. Thrombus is present in the anterior branch of the right portal vein. The sigmoid colon is mildly thickened
with a few diverticula and minimal residual adjacent stranding. No pericolonic collection. The gallbladder is
normal. No biliary dilatation. Spleen, pancreas and kidneys are unremarkable. Emphysema at the lung bases. Trace
right pleural effusion.""",
            present=["rim_enhancing_hepatic_collection", "gas_in_hepatic_collection", "sigmoid_wall_thickening",
                     "colonic_diverticula", "pericolic_fat_stranding", "emphysematous_changes"] + EFF,
            absent=["pericolic_abscess"] + GB_N + DUCT_N + PANC_N + KID_N)],
        dx="Pyogenic liver abscess with right portal vein thrombophlebitis",
        icd=ICD + ["Phlebitis of portal vein", "Unspecified atrial fibrillation"],
        procs=DRAIN, icdp=DRAIN_PCS),

    # 36 typical: Korean-born diabetic, Klebsiella, ultrasound then CT
    enc(29000036, L, "typical",
        hpi="""49M, Korean-born, DM2 (poorly controlled), p/w 6d fever/chills, malaise, RUQ discomfort. Mild HA. No
        visual sx. No cough, SOB. No abd surgery or ERCP. EtOH socially.
        PMH: DM2, HTN, HLD
        Meds: metformin, glipizide, lisinopril, atorvastatin
        Social History: ___
        Family History: mother - DM2""",
        hpi_ann=ann(["raas_blocker_use", "east_asian_ancestry", "diabetes_history", "fever", "chills", "ruq_pain", "headache",
                     "alcohol_use", "hypertension_history", "hyperlipidemia_history", "metformin_use",
                     "sulfonylurea_use", "family_history_diabetes"],
                    ["visual_disturbance", "cough", "dyspnea", "prior_abdominal_surgery",
                     "biliary_instrumentation_history"]),
        pe="""T 38.9 P 108 BP 124/70 RR 18 Sat 97% RA. Ill appearing. No scleral icterus. Lungs clear. Abd: soft, ND,
        RUQ tenderness, mild hepatomegaly, no peritoneal signs. Neuro: nonfocal.""",
        pe_ann=ann(["fever_measured", "tachycardia", "ill_appearing", "ruq_tenderness", "hepatomegaly"],
                   ["hypotension", "hypertension_measured", "tachypnea", "hypoxia", "jaundice", "distended_abdomen"]),
        labs=merge(cbc(18.1, 13.6, 102, 85.0), bmp(130, 3.9, 94, 21, 24, 1.1, 342), lft(118, 96, 268, 1.6, alb=2.9),
                   {50889: 224.0}, ua(glu="500", ket="TR")),
        micro={90201: ("KLEBSIELLA PNEUMONIAE", BLOOD_SPEC)},
        reports=[
            report(RUQ, "Ultrasound", "Abdomen", "Liver sonogram in grayscale and with color Doppler.",
                   """In the right lobe of the liver there is an ill-defined, heterogeneous, predominantly hypoechoic area
measuring 5.4 x 4.8 x 5.0 cm with internal echoes and no internal flow. The remainder of the liver is mildly
echogenic. The gallbladder is unremarkable, without stones. No intra- or extrahepatic biliary dilatation; CBD 3 mm.
No ascites.""",
                   present=["hypoechoic_liver_lesion"],
                   absent=GB_N + DUCT_N + ["simple_ascites", "free_fluid_abdomen"]),
            report(CT, "CT", "Abdomen", CT_TECH,
                   """Right hepatic lobe 5.6 cm multiseptated, hypoattenuating lesion with peripheral enhancement, formed by
a cluster of coalescing small collections, with a surrounding hypoattenuating halo. No gas. Thrombophlebitis of the
adjacent right hepatic vein. No other hepatic lesions. Spleen normal in size. No free fluid. Lung bases clear.
Findings consistent with ____.""",
                   present=["rim_enhancing_hepatic_collection"],
                   absent=["gas_in_hepatic_collection", "enlarged_spleen_imaging", "free_fluid_abdomen",
                           "lung_base_pleural_effusion"])],
        dx="Klebsiella pneumoniae liver abscess", icd=ICD + ["Bacteremia"], procs=DRAIN, icdp=DRAIN_PCS),

    # 37 atypical: amoebic, after months in rural Mexico; ultrasound only
    enc(29000037, L, "atypical",
        hpi="""38 year old previously healthy man who returned 5 weeks ago from a 3-month stay with family in rural
        ___ (Mexico), presenting with 10 days of fever and right upper quadrant pain that goes through to the right
        shoulder and hurts when he takes a deep breath. During the trip he had a week of bloody diarrhea that
        resolved on its own. He
        has lost about 8 lbs. He has had nausea but no vomiting. He denies cough. He does not drink alcohol.
        PMH: none. PSH: none.
        Social History: ___
        Family History: Noncontributory""",
        hpi_ann=ann(["diarrhea", "recent_travel", "travel_endemic_region", "fever", "ruq_pain", "pain_radiating_to_right_scapula",
                     "bloody_diarrhea", "weight_loss", "nausea"],
                    ["vomiting", "cough", "alcohol_use", "prior_abdominal_surgery"]),
        pe="""T 38.6 HR 102 BP 122/76 RR 18 SpO2 98%. Thin man, appears fatigued. No jaundice. Lungs: dullness and
        reduced breath sounds over the right base. Abdomen: focal tenderness over the right lower intercostal spaces
        and RUQ, tender hepatomegaly with a liver span of 16 cm, no rebound. No splenomegaly.""",
        pe_ann=ann(["fever_measured", "tachycardia", "tired_appearance", "diminished_breath_sounds", "ruq_tenderness",
                    "tender_hepatomegaly"],
                   ["hypotension", "hypertension_measured", "tachypnea", "hypoxia", "jaundice", "rebound_tenderness",
                    "palpable_spleen"]),
        labs=merge(cbc(15.8, 12.8, 398, 78.0), bmp(137, 4.1, 101, 25, 12, 0.9, 99), lft(62, 48, 256, 0.9, alb=3.2),
                   {50889: 168.0}),
        micro={90201: ("No growth", BLOOD_SPEC),
               90267: ("No Salmonella, Shigella, Campylobacter or E. coli O157:H7 found", "")},
        reports=[report(
            "US ABD LIMIT, SINGLE ORGAN", "Ultrasound", "Abdomen", "Targeted grayscale and color Doppler ultrasound of the liver.",
            [("LIVER", "The liver is enlarged, measuring 17.5 cm. In the posterior right lobe, abutting the liver capsule and "
                       "the diaphragm, there is a single well-defined, round, hypoechoic lesion with homogeneous fine "
                       "low-level internal echoes, measuring 7.1 x 6.6 x 6.8 cm, with posterior acoustic enhancement and no "
                       "internal vascularity."),
             ("GALLBLADDER", "Normal without stones or wall thickening."),
             ("BILE DUCTS", "Not dilated. CBD 3 mm."),
             ("RIGHT PLEURAL SPACE", "Small right pleural effusion.")],
            present=["hypoechoic_liver_lesion"] + EFF, absent=GB_N + DUCT_N)],
        dx="Amebic liver abscess", icd=["Amebic liver abscess"]),

    # 38 atypical: myeloma on lenalidomide and dexamethasone, no pain, confusion; chest film and CT
    enc(29000038, L, "atypical",
        hpi="""68F with IgG kappa multiple myeloma on lenalidomide and weekly dexamethasone (cycle 6), type 2
        diabetes, referred from oncology clinic for one week of progressive fatigue, poor appetite and low-grade
        temperatures at home up to 100.6. She denies abdominal pain, nausea, vomiting or diarrhea. No cough,
        dyspnea, dysuria, headache or rash. Her husband notes she has been "foggy" for 2 days. No sick contacts.
        Her port was last accessed 10 days ago for labs.
        Past Medical History: Multiple myeloma (dx ___), on lenalidomide/dexamethasone, immunosuppressed
        DM2, steroid-exacerbated
        Hypertension
        Cholelithiasis, asymptomatic
        Past Surgical History: Port placement
        Social History: ___
        Family History: non-contributory""",
        hpi_ann=ann(["fever_measured", "malignancy_history", "immunosuppression", "chronic_glucocorticoid_use", "diabetes_history",
                     "hypertension_history", "gallstones_history", "fatigue", "anorexia", "fever", "confusion"],
                    ["abdominal_pain", "nausea", "vomiting", "diarrhea", "cough", "dyspnea", "dysuria", "headache", "rash",
                     "sick_contacts"]),
        pe="""T 37.9 HR 104 BP 100/62 RR 18 SpO2 97% RA. Tired-appearing woman, slow to answer but oriented x3.
        Anicteric. Mucous membranes dry. Port site clean, no erythema. Lungs clear. Heart tachycardic, regular.
        Abdomen soft, nondistended, minimal tenderness in the right upper quadrant on deep palpation only, no
        hepatomegaly, no rebound or guarding. No CVA tenderness. No rash.""",
        pe_ann=ann(["tachycardia", "tired_appearance", "slowed_responses", "dehydration_signs", "ruq_tenderness"],
                   ["fever_measured", "hypotension", "hypertension_measured", "tachypnea", "hypoxia", "jaundice",
                    "distended_abdomen", "hepatomegaly", "rebound_tenderness", "guarding", "cva_tenderness"]),
        labs=merge(cbc(6.2, 9.1, 118, 82.0, lymph=8.0, mono=8.7), bmp(133, 4.0, 99, 22, 26, 1.2, 248, ca=9.9),
                   lft(58, 49, 224, 1.1, alb=2.7, tp=8.6), {50889: 158.0, 50813: 1.8}, ua(sg=1.016, glu="150")),
        micro={90201: ("KLEBSIELLA PNEUMONIAE", BLOOD_SPEC), 90039: ("No growth", URINE_SPEC)},
        reports=[
            report("CHEST (PA & LAT)", "Radiograph", "Chest", "PA and lateral radiographs of the chest.",
                   """Right chest port with the tip at the cavoatrial junction. The right hemidiaphragm is elevated and there
is a small right pleural effusion. No focal consolidation. No pneumothorax.""",
                   present=EFF, absent=["lobar_consolidation"]),
            report(CT, "CT", "Abdomen", CT_TECH,
                   [("LOWER CHEST", "Small right pleural effusion."),
                    ("HEPATOBILIARY", "A 5.2 x 4.6 cm hypoattenuating collection with an enhancing peripheral rim and internal "
                                      "septations in hepatic segment 8, beneath the dome. A smaller 1.4 cm rim-enhancing "
                                      "lesion in segment 4A. Cholelithiasis without gallbladder wall thickening. No biliary "
                                      "dilatation."),
                    ("SPLEEN", "Normal."),
                    ("URINARY", "Normal."),
                    ("BONES", "Multiple lytic lesions throughout the spine and pelvis, consistent with known myeloma.")],
                   present=EFF + ["rim_enhancing_hepatic_collection", "gallstones"],
                   absent=["gallbladder_wall_thickening"] + DUCT_N + KID_N)],
        dx="Klebsiella liver abscesses in an immunosuppressed patient",
        icd=ICD + ["Multiple myeloma not having achieved remission", "Sepsis, unspecified organism"],
        procs=DRAIN, icdp=DRAIN_PCS),

    # 39 hard: sent for the gallbladder; the gallbladder is quiet and the liver is not
    enc(29000039, L, "hard",
        hpi="""57M w/ known gallstones, DM, p/w 4d RUQ pain + fevers to 102 + chills. Sent by urgent care w/ dx
        "acute cholecystitis, needs surgery eval". Pain constant, dull, not related to meals, worse w/ deep breath.
        Nausea, 1x emesis. No jaundice. Never had an episode like this before.
        PMH: DM2 (insulin), HTN, obesity
        PSH: none
        Social History: ___
        Family History: NC""",
        hpi_ann=ann(["fever_measured", "gallstones_history", "diabetes_history", "insulin_therapy", "hypertension_history", "obesity",
                     "ruq_pain", "fever", "chills", "prolonged_constant_pain", "nausea", "vomiting"],
                    ["postprandial_pain_after_fatty_meal", "jaundice", "previous_similar_episodes",
                     "prior_abdominal_surgery"]),
        pe="""T 38.7, HR 110, BP 136/82, RR 20, 96% RA. Obese, ill-appearing. Sclera anicteric. R lung base: decreased
        BS. Abd: soft, obese, ND. RUQ tender, worse over the lower right ribs laterally; Murphy's equivocal. Liver
        edge tender, palpable 2 cm below the costal margin. No rebound/guarding.""",
        pe_ann=ann(["fever_measured", "tachycardia", "obesity", "ill_appearing", "diminished_breath_sounds",
                    "ruq_tenderness", "tender_hepatomegaly"],
                   ["hypotension", "hypertension_measured", "tachypnea", "hypoxia", "jaundice", "distended_abdomen",
                    "rebound_tenderness", "guarding"]),
        labs=merge(cbc(20.8, 12.9, 178, 87.0), bmp(131, 4.4, 95, 21, 30, 1.4, 298), lft(88, 71, 298, 1.7, alb=2.8),
                   {50956: 32, 50889: 230.0}),
        micro={90201: ("ESCHERICHIA COLI", BLOOD_SPEC)},
        reports=[
            report(RUQ, "Ultrasound", "Abdomen", "Grayscale images of the liver and gallbladder, with color flow.",
                   [("LIVER", "Diffusely increased echogenicity. In segment 5/6, separate from the gallbladder, there is a "
                              "5.3 x 4.9 cm complex hypoechoic lesion having thick irregular walls, internal debris and no "
                              "internal color flow."),
                    ("GALLBLADDER", "Several small stones in the dependent gallbladder. The gallbladder is not distended and "
                                    "its wall is normal in thickness at 2 mm. No pericholecystic fluid. No sonographic "
                                    "Murphy sign."),
                    ("BILE DUCTS", "CBD 4 mm. No intrahepatic dilatation.")],
                   present=["hypoechoic_liver_lesion", "gallstones"],
                   absent=["gallbladder_distension", "gallbladder_wall_thickening", "pericholecystic_fluid",
                           "sonographic_murphy_sign"] + DUCT_N),
            report(CT, "CT", "Abdomen", CT_TECH,
                   """5.5 cm rim-enhancing multiloculated collection in segment 6 of the liver containing a tiny focus of
gas. Small right pleural effusion with atelectasis. Cholelithiasis; the gallbladder wall is normal, with no
pericholecystic stranding. No biliary dilatation. Normal pancreas. Sigmoid diverticulosis. Appendix normal.""",
                   present=["rim_enhancing_hepatic_collection", "gas_in_hepatic_collection", "gallstones",
                            "colonic_diverticula", "normal_caliber_appendix"] + EFF,
                   absent=["gallbladder_wall_thickening", "pericholecystic_fat_stranding"] + DUCT_N + PANC_N + APP_N)],
        dx="Pyogenic liver abscess; incidental cholelithiasis", icd=ICD + ["Calculus of gallbladder without cholecystitis without obstruction"],
        procs=DRAIN, icdp=DRAIN_PCS),

    # 40 hard: "pyelonephritis failing outpatient treatment"; bland urine, normal kidneys, liver collection
    enc(29000040, L, "hard",
        hpi="""Ms. ___ is a 60 year old woman with type 2 diabetes and recurrent urinary tract infections who was
        sent from her primary care office with a diagnosis of right pyelonephritis that has failed outpatient
        treatment. She developed right flank and right upper abdominal pain 8 days ago with fevers, and was started
        on ciprofloxacin 5 days ago after a urinalysis showed a few white cells. Despite this she continues to have
        fevers to 102 and rigors, and the right-sided pain is now constant and worse with breathing. She has nausea
        and poor appetite but no vomiting. She denies dysuria, frequency or hematuria. Her urine culture from the
        office grew mixed flora.
        Past Medical History: DM2
        Recurrent UTIs
        Hypertension
        Hyperlipidemia
        Past Surgical History: Cholecystectomy (___)
        Hysterectomy
        Social History: ___
        Family History: Noncontributory""",
        hpi_ann=ann(["fever_measured", "abdominal_pain", "diabetes_history", "recurrent_uti_history", "flank_pain", "ruq_pain", "fever", "chills",
                     "prolonged_constant_pain", "nausea", "anorexia", "hypertension_history", "hyperlipidemia_history",
                     "prior_cholecystectomy", "prior_abdominal_surgery"],
                    ["vomiting", "dysuria", "urinary_frequency", "gross_hematuria"]),
        pe="""Vitals 102.2 114 108/64 20 96%RA. Appears ill, diaphoretic. Sclerae anicteric. Decreased breath sounds at
        the right base. Tachycardic. Abdomen soft, tender in the right upper quadrant and right flank, liver edge
        palpable and tender. Mild right CVA tenderness. No suprapubic tenderness.""",
        pe_ann=ann(["fever_measured", "tachycardia", "ill_appearing", "diaphoretic", "diminished_breath_sounds",
                    "ruq_tenderness", "tender_hepatomegaly", "cva_tenderness"],
                   ["hypotension", "hypertension_measured", "tachypnea", "hypoxia", "jaundice", "suprapubic_tenderness"]),
        labs=merge(cbc(19.6, 11.4, 402, 86.0), bmp(133, 4.1, 98, 23, 21, 1.0, 236), lft(66, 58, 276, 1.3, alb=2.7),
                   {50889: 202.0}, ua(sg=1.018, glu="150", wbc=3, rbc=1)),
        micro={90039: ("No growth", URINE_SPEC), 90201: ("KLEBSIELLA PNEUMONIAE", BLOOD_SPEC)},
        reports=[report(
            CT, "CT", "Abdomen", CT_TECH,
            [("LOWER CHEST", "Small right pleural effusion and right basilar atelectasis."),
             ("HEPATOBILIARY", "There is a 7.0 x 6.2 cm multiloculated hypoattenuating collection in segment 6 of the liver "
                               "with a thick enhancing wall and internal septations, abutting the liver capsule. No gas. "
                               "The liver is otherwise normal. Status post cholecystectomy. No biliary dilatation."),
             ("PANCREAS", "Normal."),
             ("SPLEEN", "Normal."),
             ("URINARY", "The kidneys enhance symmetrically and homogeneously, without striated nephrogram, perinephric "
                         "stranding, hydronephrosis or calculi. The bladder is unremarkable."),
             ("GASTROINTESTINAL", "No bowel wall thickening. Appendix normal.")],
            present=EFF + ["rim_enhancing_hepatic_collection", "normal_caliber_appendix"],
            absent=["gas_in_hepatic_collection"] + DUCT_N + PANC_N
            + ["striated_nephrogram", "perinephric_stranding", "hydronephrosis", "renal_calculus",
               "bladder_wall_thickening"] + APP_N)],
        dx="Klebsiella pyogenic liver abscess", icd=ICD + ["Type 2 diabetes mellitus with hyperglycemia"],
        procs=DRAIN, icdp=DRAIN_PCS),
]
