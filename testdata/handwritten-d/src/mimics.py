"""Mimics of the three main labels, hadm 29300022-29300030: disease names of
kb/data/diseases/abdominal.yaml, lower case.

29300022 acute pyelonephritis   typical   42F diabetic on an SGLT2 inhibitor; renal US paragraph with
                                          measurements
29300023 acute pyelonephritis   atypical  64F stone former, fever and hypotension-range pressure: infected
                                          obstructing proximal ureteral stone; CT paragraph; ureteral stent
29300024 ureteral colic         hard      36F given nitrofurantoin at urgent care for a bladder infection;
                                          on topiramate; CT paragraph: UVJ stone
29300025 acute gastroenteritis  typical   26M after a work potluck, coworkers ill; orthostatic; no imaging;
                                          stool culture negative
29300026 acute gastroenteritis  hard      70F with prior colectomy and mesh sent to rule out bowel
                                          obstruction; CT: no transition, fluid-filled colon; Campylobacter
29300027 large bowel obstruction typical  78M weeks of thinning stools, weight loss; non-contrast CT organ
                                          template with an addendum; sigmoid mass, cecum 9.6 cm
29300028 fecal impaction        typical   81F in rehab after hip fracture, on oxycodone, leaking liquid
                                          stool; supine and upright abdominal films
29300029 ascending cholangitis  typical   74F known gallstones: fever, jaundice, RUQ pain; RUQ US template
                                          with measurements, then MRCP
29300030 ascending cholangitis  hard      88M long-term care resident treated for a presumed bladder
                                          infection; chest film, then US paragraph: CBD stone
"""

from common import (BLOOD_SPEC, EFF, GB_N, PANC_N, APP_N, DUCT_N, KID_N, URINE_SPEC, annv, ann, bmp, cbc, coags,
                    enc, lft, merge, rad, ua, vit)

STOOL_SPEC = ""

ENCOUNTERS = []

# ---------------------------------------------------------------------------------------------
ENCOUNTERS.append(enc(
    29300022, "acute pyelonephritis", "typical",
    """42 yo F with DM2 (A1c 8.9), HTN and obesity presents with 2 days of L flank pain, fevers/chills,
    nausea, 1x emesis. Preceded by 3-4 days of dysuria and frequency. No hematuria. Denies vaginal discharge,
    denies abdominal pain. No prior stones. LMP 3 wks ago.
    PMH DM2, HTN, obesity. PSH: none. Meds: metformin, empagliflozin, lisinopril. No tobacco.""",
    ann(["diabetes_history", "hypertension_history", "obesity", "metformin_use", "raas_blocker_use", "flank_pain",
         "fever", "chills", "nausea", "vomiting", "dysuria", "urinary_frequency"],
        ["gross_hematuria", "vaginal_discharge", "abdominal_pain", "kidney_stone_history", "missed_period",
         "prior_abdominal_surgery", "smoker"]),
    """39.0 110 132/78 20 97%
    appears unwell, flushed. abd soft, obese, mild LUQ/L flank tenderness, no rebound, no guarding, (+) L CVAT,
    (-) R CVAT.""",
    annv(vit(39.0, 110, 132, 20, 97),
         ["ill_appearing", "cva_tenderness", "flushing", "obesity"],
         ["rebound_tenderness", "guarding"]),
    merge(cbc(16.8, 12.9, 245, 86), bmp(133, 4.3, 98, 21, 19, 1.2, 264), {50813: 1.8, 51085: "NEG"},
          ua(app="Cloudy", sg=1.022, glu="1000", prot="30", ket="TR", nit="POS", le="LG", rbc=10, wbc=135, epi=4)),
    [rad("RENAL U.S.", "Ultrasound", "Abdomen",
         "Renal sonogram with grayscale and color Doppler; bladder imaged before voiding.",
         """The right kidney measures 11.3 cm and the left kidney 13.1 cm. The left kidney is diffusely enlarged
         with slightly decreased corticomedullary differentiation and a subtle wedge-shaped region of altered
         echogenicity in the upper pole, where color flow is decreased. No hydronephrosis on either side. No
         renal calculi. No perinephric fluid. The right kidney is normal in echotexture. The bladder is
         partially distended and unremarkable; bilateral ureteral jets are seen.""",
         ["enlarged_edematous_kidney"],
         ["hydronephrosis", "bilateral_hydronephrosis", "renal_calculus", "renal_abscess", "bladder_wall_thickening"],
         indication="Fever, left flank pain, pyuria. Diabetic. ?obstruction",
         impression="""Enlarged left kidney with a focal upper pole area of altered echogenicity and reduced flow,
         compatible with focal ____ in the given clinical context. No hydronephrosis or abscess.""")],
    "Acute pyelonephritis, left (E. coli), in a patient with type 2 diabetes",
    ["Acute pyelonephritis", "Escherichia coli [E. coli] as the cause of diseases classified elsewhere",
     "Type 2 diabetes mellitus with hyperglycemia", "Essential (primary) hypertension"],
    micro={90039: ("ESCHERICHIA COLI", URINE_SPEC), 90201: ("No growth", BLOOD_SPEC)}))

# ---------------------------------------------------------------------------------------------
ENCOUNTERS.append(enc(
    29300023, "acute pyelonephritis", "atypical",
    """64F h/o nephrolithiasis (passed stones x2, ESWL 2016), HTN, presents w/ 3d of R flank pain radiating
    to the R groin, and since yesterday fever 39.4 at home, rigors, vomiting. Some dysuria. Sent by PCP. Takes
    HCTZ, amlodipine. Tobacco 1/2 ppd.""",
    ann(["kidney_stone_history", "hypertension_history", "thiazide_use", "diuretic_use", "smoker", "flank_pain",
         "pain_radiating_to_groin", "fever", "fever_measured", "chills", "vomiting", "dysuria"],
        []),
    """T 39.1 P 122 BP 92/50 R 24 Sat 95% RA. Flushed, rigors. Dry MM. Marked R CVA tenderness. Abd soft,
    R flank tenderness, non-peritoneal. Suprapubic region nontender.""",
    annv(vit(39.1, 122, 92, 24, 95),
         ["dehydration_signs", "cva_tenderness", "flushing", "chills"],
         ["suprapubic_tenderness"]),
    merge(cbc(19.6, 13.0, 128, 89, bands=12), bmp(132, 3.4, 99, 18, 31, 1.9, 140), {50813: 3.3},
          coags(13.6, 1.2),
          ua(color="Amber", app="Turbid", sg=1.018, ph=8.0, prot="100", nit="POS", le="LG", rbc=150, wbc=260, epi=1)),
    [rad("CT ABD & PELVIS W/O CONTRAST", "CT", "Abdomen",
         "Low-dose renal stone protocol: unenhanced helical CT from the kidneys through the bladder base.",
         """There is a 7 x 5 mm calculus in the proximal right ureter at the level of L3, with moderate right
         hydroureteronephrosis proximal to it and extensive right perinephric and periureteral fat stranding. The
         right kidney is enlarged compared with the left. Additional nonobstructing calculi in the right lower
         pole, up to 6 mm. Left kidney: 3 mm nonobstructing lower pole stone, no hydronephrosis. Bladder
         collapsed. The liver, gallbladder, pancreas, spleen and adrenals are grossly unremarkable for a
         non-contrast exam. No free air or free fluid. Normal appendix. Lung bases clear.""",
         ["ureteral_stone", "hydronephrosis", "perinephric_stranding", "renal_calculus", "enlarged_edematous_kidney",
          "normal_caliber_appendix"],
         EFF + GB_N + PANC_N + APP_N + ["bilateral_hydronephrosis", "enlarged_spleen_imaging", "pneumoperitoneum_ct",
                                        "free_fluid_abdomen"],
         impression="""Obstructing 7 mm proximal right ureteral calculus with moderate hydroureteronephrosis and
         marked perinephric stranding; in a febrile patient, treat as an infected obstructed system until proven
         otherwise - urgent decompression recommended. Bilateral nonobstructing nephrolithiasis.""")],
    "Obstructive pyelonephritis (infected obstructing proximal right ureteral stone) with Proteus bacteremia; ureteral stent",
    ["Acute pyelonephritis", "Hydronephrosis with renal and ureteral calculous obstruction",
     "Other Gram-negative sepsis", "Proteus (mirabilis) (morganii) as the cause of diseases classified elsewhere"],
    procs=["Cystoscopy, right retrograde pyelogram and right ureteral stent placement"],
    icdp=[("0T778DZ", "Dilation of Right Ureter with Intraluminal Device, Via Natural or Artificial Opening Endoscopic", 10)],
    micro={90039: ("PROTEUS MIRABILIS", URINE_SPEC), 90201: ("PROTEUS MIRABILIS", BLOOD_SPEC)}))

# ---------------------------------------------------------------------------------------------
ENCOUNTERS.append(enc(
    29300024, "ureteral colic", "hard",
    """36F seen at urgent care this AM, dx'd w/ bladder infection & given nitrofurantoin for L-sided pain and
    burning. Returns to ED tonight b/c pain much worse: sudden, severe, L flank -> L lower abdomen/groin, comes
    in waves, can't sit still. Vomited x3. Burning at the urethra, urgency. No fever, no chills. Pink urine at
    UC. Had a similar but milder episode 2 yrs ago that went away on its own, never imaged. PMH: migraines.
    PSH: appy 2009. Meds: topiramate (started 6 mo ago), OCP. SH: runner, drinks "not enough water".""",
    ann(["flank_pain", "pain_radiating_to_groin", "llq_pain", "sudden_severe_abdominal_pain", "colicky_abdominal_pain",
         "vomiting", "dysuria", "gross_hematuria", "previous_similar_episodes", "prior_appendectomy",
         "prior_abdominal_surgery", "estrogen_use"],
        ["fever", "chills"]),
    """98.6  104  158/92  18  100% RA
    Writhing on the stretcher, unable to get comfortable, diaphoretic. Abd soft, nondistended, mild L lower
    quadrant tenderness without rebound or guarding. L CVAT. No suprapubic tenderness.""",
    annv(vit(98.6, 104, 158, 18, 100),
         ["writhing_in_pain", "diaphoretic", "llq_tenderness", "cva_tenderness"],
         ["distended_abdomen", "rebound_tenderness", "guarding", "suprapubic_tenderness"]),
    merge(cbc(11.6, 13.5, 255, 81), bmp(139, 3.7, 108, 19, 15, 1.0, 128), {51085: "NEG"},
          ua(color="Red", app="Hazy", sg=1.024, prot="30", le="TR", rbc=180, wbc=8, epi=2)),
    [rad("CT ABD & PELVIS W/O CONTRAST", "CT", "Abdomen",
         "Renal calculus protocol without contrast; axial 2.5 mm and coronal images.",
         """5 x 4 mm calculus at the left ureterovesical junction. Mild left hydroureteronephrosis and mild left
         perinephric stranding. Two punctate nonobstructing left renal stones. Right kidney and ureter normal.
         Bladder underdistended. Uterus and adnexa unremarkable. Appendix surgically absent. Visualized liver,
         gallbladder, spleen, pancreas, adrenals normal. No free fluid. Lung bases clear.""",
         ["ureteral_stone", "hydronephrosis", "perinephric_stranding", "renal_calculus"],
         EFF + GB_N + PANC_N + ["enlarged_spleen_imaging", "free_fluid_abdomen", "free_pelvic_fluid", "enlarged_ovary",
                                "ovarian_cyst_lesion"],
         impression="Obstructing 5 mm left UVJ stone with mild hydronephrosis.")],
    "Left ureterovesical junction stone with mild hydronephrosis",
    ["Calculus of ureter", "Hydronephrosis with renal and ureteral calculous obstruction"],
    micro={90039: ("No growth", URINE_SPEC)}))

# ---------------------------------------------------------------------------------------------
ENCOUNTERS.append(enc(
    29300025, "acute gastroenteritis", "typical",
    """26M presents w/ N/V/D since 2am. Ate at a work potluck yesterday (chicken salad, sushi); 3 coworkers
    also sick today per pt. Vomited ~8x, now dry heaves; watery nonbloody diarrhea ~10x. Diffuse crampy abd
    pain, worse before BMs. Subjective fevers, chills. Lightheaded when standing. No recent abx or travel.
    PMH/PSH: none. Meds: none. Drinks on weekends.""",
    ann(["nausea", "vomiting", "diarrhea", "suspect_food_exposure", "sick_contacts", "abdominal_pain",
         "diffuse_abdominal_pain", "abdominal_cramping", "fever", "chills", "dizziness", "alcohol_use"],
        ["bloody_diarrhea", "recent_travel", "prior_abdominal_surgery"]),
    """VS 37.9 / 112 / 108/66 / 18 / 99% RA; orthostatics: supine HR 98 BP 118/72 -> standing HR 128 BP 96/60
    Gen: pale, tired, nontoxic
    HEENT: dry mucous membranes, no scleral icterus
    Abd: soft, nondistended, hyperactive BS, mild diffuse tenderness without rebound or guarding, no focal
    tenderness, no masses. neg Murphy's, no McBurney ttp.
    Skin: cap refill 3 sec""",
    annv(vit(37.9, 112, 108, 18, 99),
         ["orthostatic_hypotension", "pallor", "dehydration_signs", "hyperactive_bowel_sounds",
          "diffuse_abdominal_tenderness"],
         ["jaundice", "distended_abdomen", "rebound_tenderness", "guarding", "murphy_sign",
          "mcburney_point_tenderness"]),
    merge(cbc(12.1, 16.4, 280, 83), bmp(141, 3.3, 104, 20, 26, 1.3, 112), lft(28, 30, 74, 0.9),
          {50956: 24, 50813: 2.0}, ua(sg=1.032, ket="40")),
    [],
    "Acute gastroenteritis, likely viral (foodborne outbreak), with dehydration",
    ["Viral intestinal infection, unspecified", "Dehydration"],
    micro={90267: ("No Salmonella, Shigella, Campylobacter or E. coli O157:H7 found", STOOL_SPEC)}))

# ---------------------------------------------------------------------------------------------
ENCOUNTERS.append(enc(
    29300026, "acute gastroenteritis", "hard",
    """Transfer from ___ urgent care "r/o SBO": 70 yo woman with prior open sigmoid colectomy for a perforated
    diverticulum (2015, Hartmann's later reversed) and ventral hernia repair with mesh, presenting with 1 day
    of crampy abdominal pain, repeated vomiting and feeling bloated. This afternoon she developed frequent
    watery diarrhea, 6-7 episodes, with a small amount of blood streaking on the last one. Temp 101.3 at home.
    Ate chicken at a family barbecue 2 days ago; her grandson has diarrhea too. Passing gas.
    PMH: HTN, hypothyroid, diverticulosis, osteopenia
    Meds: losartan, levothyroxine
    SH: no tobacco, rare wine""",
    ann(["prior_abdominal_surgery", "diverticulosis_history", "hernia_history", "abdominal_pain",
         "abdominal_cramping", "vomiting", "abdominal_distension", "diarrhea", "bloody_diarrhea", "fever",
         "fever_measured", "suspect_food_exposure", "sick_contacts", "hypertension_history", "raas_blocker_use"],
        ["obstipation", "smoker"]),
    """Vitals 38.4 96 142/80 18 97%
    Mildly ill appearing. Mucous membranes dry. Abdomen: soft, mildly distended, well-healed midline incision
    with mesh, no hernia palpable. Hyperactive BS. Diffuse mild tenderness, mostly lower abdomen, no rebound,
    no guarding. Rectal: brown liquid stool, guaiac positive.""",
    annv(vit(38.4, 96, 142, 18, 97),
         ["ill_appearing", "dehydration_signs", "distended_abdomen", "hyperactive_bowel_sounds",
          "diffuse_abdominal_tenderness", "guaiac_positive_stool", "fecal_occult_blood_positive"],
         ["irreducible_tender_bulge", "rebound_tenderness", "guarding"]),
    merge(cbc(15.4, 13.2, 240, 82, bands=6), bmp(134, 3.0, 99, 21, 29, 1.3, 118), lft(20, 24, 70, 0.6),
          {50956: 28, 50813: 1.7, 50889: 96.0}),
    [rad("CT ABD & PELVIS WITH CONTRAST", "CT", "Abdomen",
         "Axial CT images with IV contrast; oral contrast not administered. Reformatted coronal images.",
         """Lung bases clear. Liver, gallbladder, spleen, pancreas, adrenals and kidneys unremarkable. Small bowel
         loops are normal in caliber (up to 2.4 cm) and contain fluid; no transition point. The colon is
         diffusely fluid-filled from cecum to rectum, with mild mucosal hyperenhancement and mild wall thickening
         of the ascending colon; no pericolonic abscess. Postsurgical changes of a prior sigmoid resection with an
         intact colorectal anastomosis. Ventral hernia mesh without recurrent hernia. No free air. Trace pelvic
         free fluid. Scattered diverticula of the descending colon.""",
         ["fluid_filled_bowel_loops", "colonic_diverticula", "free_pelvic_fluid"],
         EFF + GB_N + PANC_N + KID_N + ["enlarged_spleen_imaging", "dilated_small_bowel_loops", "transition_point",
                                        "pericolic_abscess", "pneumoperitoneum_ct"],
         indication="Vomiting and crampy pain, prior colectomy. Rule out small bowel obstruction.",
         impression="""1. No evidence of small bowel obstruction.
         2. Fluid-filled colon with mild wall thickening and mucosal hyperenhancement of the right colon, which
         may represent an infectious or inflammatory colitis.""")],
    "Acute infectious gastroenteritis (Campylobacter jejuni); bowel obstruction excluded",
    ["Campylobacter enteritis", "Dehydration", "Essential (primary) hypertension"],
    micro={90267: ("CAMPYLOBACTER JEJUNI", STOOL_SPEC), 90201: ("No growth", BLOOD_SPEC)}))

# ---------------------------------------------------------------------------------------------
ENCOUNTERS.append(enc(
    29300027, "large bowel obstruction", "typical",
    """78 y/o M, poor historian, accompanied by daughter. 3 weeks of progressively thinner stools and more
    difficulty moving his bowels, using laxatives without much result; no BM in 5 days and no flatus for 2
    days. Abdomen increasingly swollen and tight, crampy lower abdominal pain. Vomited twice today. Daughter
    notes he has lost weight over the past few months (~20 lb) and has been more tired. Occasional dark red
    blood mixed in with the stool over the last 2 months, thought it was hemorrhoids. Never had a colonoscopy.
    PMH: HTN, HFrEF (EF 35%), CKD 3, gout. PSH: cholecystectomy (open, 1990s).
    Meds: carvedilol, furosemide 40, sacubitril-valsartan, allopurinol.
    SH: former smoker, quit 1995. No etoh. Lives with daughter.
    FH: brother with "stomach cancer".""",
    ann(["change_in_bowel_habits", "constipation", "obstipation", "abdominal_distension", "abdominal_cramping",
         "abdominal_pain", "vomiting", "weight_loss", "fatigue", "rectal_bleeding", "hypertension_history",
         "prior_heart_failure", "ckd_history", "prior_cholecystectomy", "diuretic_use", "raas_blocker_use",
         "former_smoker"],
        ["smoker", "alcohol_use"]),
    """T 37.3, HR 98, BP 108/64, RR 22, SpO2 94% RA
    Elderly, cachectic, in moderate distress from the distension
    Lungs: bibasilar crackles
    CV: regular, no murmur
    Abd: massively distended, drum-like tympany, diffusely tender without rebound; faint bowel sounds. Old R
    subcostal scar. No palpable mass (limited by distension).
    Rectal: empty rectal vault, no palpable mass within reach, scant dark red blood on the glove.
    Ext: 2+ pitting edema bilaterally""",
    annv(vit(37.3, 98, 108, 22, 94),
         ["cachexia", "bibasilar_crackles", "crackles", "distended_abdomen", "tympanic_abdomen",
          "diffuse_abdominal_tenderness", "hypoactive_bowel_sounds", "blood_on_rectal_exam", "pitting_edema"],
         ["new_heart_murmur", "rebound_tenderness", "hard_stool_on_rectal_exam"]),
    merge(cbc(11.9, 9.8, 398, 78, mcv=76, rdw=17.2), bmp(132, 3.4, 95, 26, 38, 1.8, 109),
          lft(22, 35, 180, 0.6, alb=3.0), {50813: 1.9, 50956: 18}, coags(12.4, 1.1)),
    [rad("CT ABD & PELVIS W/O CONTRAST", "CT", "Abdomen",
         "Unenhanced CT from the lung bases to the ischial tuberosities (eGFR 36). Coronal and sagittal reformats.",
         [("LOWER CHEST", "Small bilateral pleural effusions with compressive atelectasis. Cardiomegaly."),
          ("LIVER", """At least three hypodense lesions, the largest 2.8 cm in segment VI, poorly characterized
           without contrast but suspicious for metastases."""),
          ("GALLBLADDER", "Surgically absent. No biliary dilatation."),
          ("PANCREAS", "Unremarkable."),
          ("SPLEEN", "Unremarkable."),
          ("ADRENALS", "Unremarkable."),
          ("KIDNEYS", "Mild bilateral cortical thinning. No hydronephrosis or stones."),
          ("BOWEL", """The colon is markedly dilated from the cecum (9.6 cm) through the ascending, transverse and
           descending colon to the proximal sigmoid colon, where there is an abrupt transition at a 5.5 cm segment
           of irregular, circumferential, apple-core wall thickening with shouldered margins. The colon distal to
           this, including the rectum, is decompressed. The ileocecal valve appears competent; the small bowel is
           not dilated. No pneumatosis. No pneumoperitoneum."""),
          ("PERITONEUM/LYMPH NODES", "Small amount of ascites. Several enlarged sigmoid mesocolic nodes, up to 1.3 cm."),
          ("PELVIS", "Bladder unremarkable. Prostate enlarged."),
          ("BONES", "Degenerative change. No destructive lesion.")],
         EFF + ["cardiomegaly", "dilated_colon", "colonic_transition_mass", "colonic_wall_mass_ct",
                "decompressed_distal_bowel", "free_fluid_abdomen", "enlarged_mesenteric_lymph_nodes",
                "enlarged_prostate_imaging"],
         DUCT_N + PANC_N + ["enlarged_spleen_imaging", "hydronephrosis", "renal_calculus", "dilated_small_bowel_loops",
                            "pneumatosis_intestinalis", "pneumoperitoneum_ct", "bladder_wall_thickening"],
         indication="Abdominal distension, no flatus, weight loss.",
         comparison="None.",
         impression="""1. Annular mass of the proximal sigmoid colon causing ____, cecal diameter 9.6 cm, with a
         competent ileocecal valve. Highly suspicious for a primary colonic malignancy.
         2. Hepatic lesions suspicious for metastatic disease, incompletely characterized.
         3. Regional lymphadenopathy, small ascites, bilateral pleural effusions.""",
         addendum="""Findings were communicated by telephone to Dr. ___ in the emergency department at 15:42 on
         ___ by Dr. ___.""")],
    "Large bowel obstruction from an obstructing sigmoid adenocarcinoma with liver metastases; diverting loop colostomy",
    ["Malignant neoplasm of sigmoid colon", "Other complete intestinal obstruction",
     "Secondary malignant neoplasm of liver and intrahepatic bile duct", "Chronic systolic (congestive) heart failure",
     "Iron deficiency anemia secondary to blood loss (chronic)"],
    procs=["Laparoscopic diverting loop transverse colostomy"],
    icdp=[("0D1L4Z4", "Bypass Transverse Colon to Cutaneous, Percutaneous Endoscopic Approach", 10)]))

# ---------------------------------------------------------------------------------------------
ENCOUNTERS.append(enc(
    29300028, "fecal impaction", "typical",
    """Pt is an 81 y/o woman at ___ rehab, 3 wks s/p R hip hemiarthroplasty for a femoral neck fx, on
    oxycodone 5 mg q4h prn (using 4-5 doses/day), sent for abdominal distension and "diarrhea". Per rehab RN
    no formed BM for 9 days; for the past 2 days she has been leaking small amounts of liquid brown stool,
    which staff treated w/ loperamide x2. Pt reports lower belly pressure and feeling like she needs to go
    but can't, straining without result. Vomited once this morning, nonbloody. Eating less. No fevers.
    Urinating less, some new incontinence per RN.
    PMH: R femoral neck fx s/p hemiarthroplasty, HTN, hypothyroidism, mild cognitive impairment, chronic
    constipation, OA
    Meds: oxycodone, senna (often refused), docusate, amlodipine, levothyroxine, enoxaparin ppx, oxybutynin
    All: codeine (nausea)""",
    ann(["opioid_use_history", "recent_surgery_immobilization", "abdominal_distension", "diarrhea",
         "overflow_diarrhea", "constipation", "straining_at_stool", "tenesmus", "vomiting", "decreased_urine_output",
         "urinary_incontinence_episode", "hypertension_history", "chronic_constipation_history",
         "anticholinergic_medication"],
        ["hematemesis", "fever"]),
    """Temp 98.0 HR 94 BP 152/70 RR 18 Sat 96% RA
    General: elderly woman, uncomfortable, oriented x2 (baseline per RN)
    Abd: distended, tympanic in the upper abdomen, firm fullness in the LLQ and suprapubic area, mildly tender
    there; no rebound; BS present, hypoactive
    Rectal: large amount of rock-hard stool filling the rectal vault; liquid stool around it; guaiac negative
    Hip: R lateral incision healing well, no erythema
    Ext: no edema""",
    annv(vit(98.0, 94, 152, 18, 96),
         ["distended_abdomen", "tympanic_abdomen", "llq_mass", "llq_tenderness", "suprapubic_tenderness",
          "hypoactive_bowel_sounds", "hard_stool_on_rectal_exam"],
         ["rebound_tenderness", "guaiac_positive_stool", "fecal_occult_blood_positive", "pitting_edema"]),
    merge(cbc(9.8, 11.0, 310, 74), bmp(144, 3.4, 104, 27, 32, 1.1, 96), {50956: 14}, ua(sg=1.024)),
    [rad("ABDOMEN (SUPINE & ERECT)", "Radiograph", "Abdomen",
         "Frontal abdominal radiographs with the patient supine and upright.",
         """There is a large amount of stool in the rectum and sigmoid colon, with a rounded mottled fecal mass
         distending the rectum to approximately 9 cm. Moderate stool throughout the remainder of the colon. Mild
         gaseous distension of the transverse colon, up to 6 cm. No dilated small bowel loops. No air-fluid
         levels. No free air under the diaphragm on the upright view. Right hip hemiarthroplasty. Degenerative
         changes of the spine.""",
         ["stool_filled_colon_radiograph", "fecal_loading_colon", "dilated_colon_radiograph", "dilated_colon"],
         ["dilated_small_bowel_loops", "stepladder_air_fluid_levels", "free_air_under_diaphragm",
          "free_air_on_radiograph"],
         indication="Distension, no BM 9 days, leakage of liquid stool.",
         impression="""Large rectosigmoid fecal burden with rectal distension, suggestive of ____. No evidence of
         bowel obstruction or free air.""")],
    "Fecal impaction with overflow incontinence, opioid-induced constipation; manual disimpaction",
    ["Fecal impaction", "Drug induced constipation", "Adverse effect of other opioids, initial encounter"],
    procs=["Manual disimpaction and enemas"],
    icdp=[("0DCP7ZZ", "Extirpation of Matter from Rectum, Via Natural or Artificial Opening", 10)]))

# ---------------------------------------------------------------------------------------------
ENCOUNTERS.append(enc(
    29300029, "ascending cholangitis", "typical",
    """74F with known gallstones (declined surgery 2 yrs ago) and HTN presents with 1 day of fever to 102.5
    with shaking chills, RUQ pain radiating to the right shoulder blade, and yellow eyes noticed by her husband
    this morning. Dark tea-colored urine; stools lighter. Nausea, no vomiting. Had several similar but shorter
    episodes of RUQ pain after fatty meals over the past year. No alcohol.
    PMH: HTN, hyperlipidemia, hypothyroidism. PSH: C-section x2. Meds: amlodipine, rosuvastatin,
    levothyroxine.""",
    ann(["gallstones_history", "hypertension_history", "hyperlipidemia_history", "fever", "fever_measured", "chills",
         "ruq_pain", "pain_radiating_to_right_scapula", "yellow_skin_noticed", "jaundice", "dark_urine",
         "cola_colored_urine", "pale_stools", "nausea",
         "previous_similar_episodes", "postprandial_pain_after_fatty_meal", "prior_abdominal_surgery"],
        ["vomiting", "alcohol_use"]),
    """VS: T 39.3, HR 118, BP 96/58, RR 22, SpO2 95% RA
    Gen: ill-appearing, rigors, jaundiced
    HEENT: icteric sclerae
    Abd: soft, TTP RUQ with guarding, + Murphy, no rebound, no distension
    Neuro: A&Ox3""",
    annv(vit(39.3, 118, 96, 22, 95),
         ["ill_appearing", "chills", "jaundice", "ruq_tenderness", "guarding", "murphy_sign"],
         ["rebound_tenderness", "distended_abdomen", "altered_mental_status_sign"]),
    merge(cbc(18.2, 12.4, 168, 88, bands=10), bmp(136, 3.8, 102, 21, 22, 1.1, 134),
          lft(312, 268, 486, 5.6, alb=3.3, dbili=4.3, ggt=620), {50956: 64, 50813: 2.9}, coags(14.0, 1.3),
          ua(color="Amber", sg=1.020, bili="MOD", urobil="1")),
    [rad("LIVER OR GALLBLADDER US (SINGLE ORGAN)", "Ultrasound", "Abdomen",
         "Real-time sonography of the right upper quadrant, grayscale and color Doppler.",
         [("LIVER", "Normal echotexture, no focal lesion. Mild intrahepatic biliary ductal dilatation bilaterally."),
          ("BILE DUCTS", """The common bile duct is dilated to 12 mm proximally. The distal duct is obscured by bowel
           gas; no definite choledocholithiasis is seen."""),
          ("GALLBLADDER", """Multiple mobile shadowing stones, up to 1.4 cm, and sludge. Wall 2.5 mm. No
           pericholecystic fluid. Sonographic Murphy sign could not be assessed (patient premedicated)."""),
          ("PANCREAS", "Partly obscured by overlying bowel gas; the visualized head is unremarkable."),
          ("SPLEEN", "10.5 cm."),
          ("KIDNEYS", "Right kidney 10.3 cm, no hydronephrosis.")],
         ["intrahepatic_biliary_dilation", "cbd_dilation", "gallstones", "gallbladder_sludge"],
         PANC_N + ["hypoechoic_liver_lesion", "gallbladder_wall_thickening", "pericholecystic_fluid", "hydronephrosis"],
         indication="Fever, jaundice, RUQ pain.",
         impression="""1. Cholelithiasis and sludge without gallbladder wall thickening.
         2. Intra- and extrahepatic biliary dilatation (CBD 12 mm); an obstructing distal CBD stone is suspected
         but not visualized. MRCP or ERCP as clinically indicated."""),
     rad("MRCP", "MRCP", "Abdomen",
         """Heavily T2-weighted 3D MRCP with MIP reconstructions, plus coronal and axial single-shot T2 and axial
         T1 pre-contrast images. No IV gadolinium.""",
         """There are three filling defects in the distal common bile duct, the largest 9 mm, immediately above
         the ampulla, with upstream dilatation of the CBD to 12 mm and moderate intrahepatic ductal dilatation.
         Mild periductal T2 hyperintensity along the common duct. The cystic duct is patent. The gallbladder
         contains numerous small dependent stones, without wall thickening or pericholecystic fluid. Pancreatic
         duct normal in caliber; no pancreas divisum. Pancreas normal in signal without peripancreatic fluid. No
         hepatic collection. Small simple hepatic cysts, the largest 8 mm.""",
         ["common_bile_duct_stone", "cbd_dilation", "intrahepatic_biliary_dilation", "gallstones", "hepatic_cysts"],
         PANC_N + ["gallbladder_wall_thickening", "pericholecystic_fluid", "rim_enhancing_hepatic_collection"],
         comparison="Ultrasound of the same day.",
         impression="""Choledocholithiasis (three stones, up to 9 mm) with intra- and extrahepatic biliary
         dilatation. Cholelithiasis.""")],
    "Acute cholangitis due to choledocholithiasis; ERCP with sphincterotomy and stone extraction",
    ["Calculus of bile duct with acute cholangitis with obstruction",
     "Calculus of gallbladder without cholecystitis without obstruction", "Sepsis due to Escherichia coli [E. coli]",
     "Essential (primary) hypertension"],
    procs=["ERCP, biliary sphincterotomy and balloon extraction of common bile duct stones"],
    icdp=[("0F8C8ZZ", "Division of Ampulla of Vater, Via Natural or Artificial Opening Endoscopic", 10),
          ("0FC98ZZ", "Extirpation of Matter from Common Bile Duct, Via Natural or Artificial Opening Endoscopic", 10)],
    micro={90201: ("ESCHERICHIA COLI", BLOOD_SPEC)}))

# ---------------------------------------------------------------------------------------------
ENCOUNTERS.append(enc(
    29300030, "ascending cholangitis", "hard",
    """88M from ___ (long-term care) with advanced Parkinson disease, dementia, BPH with intermittent retention,
    sent for fever of 101.6 and new confusion and lethargy since last night. Facility urine dip was positive
    for leukocytes and he was started on cephalexin yesterday for a presumed bladder infection. Nursing notes:
    not eating, grimaces when turned, one episode of emesis. History limited; patient unable to provide.
    PMH: Parkinson disease, dementia, BPH, HTN, lap chole (2014), ERCP w/ sphincterotomy for a CBD stone (2019)
    Meds: carbidopa/levodopa, tamsulosin, amlodipine, quetiapine qhs""",
    ann(["fever", "fever_measured", "confusion", "lethargy_listlessness", "vomiting", "prostatic_enlargement_history",
         "hypertension_history", "prior_cholecystectomy", "biliary_instrumentation_history"],
        []),
    """T 38.6 HR 106 BP 94/52 RR 20 SpO2 95% RA
    Gen: elderly man, lethargic, moaning, not following commands (baseline: follows simple commands, says a
    few words)
    HEENT: dry MM, sclerae ?mildly icteric (poor lighting)
    CV: tachy, regular
    Lungs: coarse bilat, no focal crackles
    Abd: soft, no distension, grimaces and withdraws to palpation in the RUQ, not elsewhere; no suprapubic
    tenderness; healed lap port scars
    GU: no Foley, external condom catheter, urine clear yellow
    Neuro: rigid, resting tremor of the R hand""",
    annv(vit(38.6, 106, 94, 20, 95),
         ["altered_mental_status_sign", "lethargy_listlessness", "dehydration_signs", "ruq_tenderness",
          "tremor_at_rest"],
         ["focal_crackles", "distended_abdomen", "suprapubic_tenderness", "cloudy_urine"]),
    merge(cbc(15.9, 12.0, 140, 90, bands=14), bmp(146, 4.4, 110, 20, 46, 1.7, 150),
          lft(188, 240, 398, 3.8, dbili=2.9, ggt=510), {50956: 55, 50813: 3.1}, coags(13.9, 1.2),
          ua(color="Amber", sg=1.026, prot="30", bili="SM", urobil="2", le="TR", wbc=7, rbc=2, epi=0)),
    [rad("CHEST (PORTABLE AP)", "Radiograph", "Chest",
         "Portable upright AP radiograph of the chest.",
         """Lungs are low in volume with minor basal atelectasis; no consolidation. No effusion. No pneumothorax.
         Cardiac silhouette at the upper limit of normal.""",
         [], EFF + ["lobar_consolidation", "cardiomegaly"],
         indication="Fever, altered mental status."),
     rad("LIVER OR GALLBLADDER US (SINGLE ORGAN)", "Ultrasound", "Abdomen",
         "Right upper quadrant ultrasound, limited by patient motion.",
         """Status post cholecystectomy. The common bile duct is dilated to 14 mm, with an 11 mm echogenic
         shadowing focus in its distal portion, consistent with a stone. The intrahepatic bile ducts are mildly
         dilated in both lobes. Pneumobilia is not seen. The liver is coarse in echotexture without focal lesion.
         Main portal vein patent. No ascites. Pancreas not visualized.""",
         ["cbd_dilation", "common_bile_duct_stone", "intrahepatic_biliary_dilation"],
         ["hypoechoic_liver_lesion", "free_fluid_abdomen", "simple_ascites"],
         indication="Fever, elevated bilirubin and alkaline phosphatase.",
         comparison="MRCP ___ (2019).",
         impression="""Dilated CBD (14 mm) with an 11 mm distal CBD stone and mild intrahepatic ductal
         dilatation. Some ductal dilatation is expected after cholecystectomy and sphincterotomy, but the stone is
         new compared with the prior MRCP.""")],
    "Acute cholangitis from recurrent choledocholithiasis (Klebsiella bacteremia); initially treated as urinary infection",
    ["Calculus of bile duct with acute cholangitis with obstruction", "Other Gram-negative sepsis",
     "Parkinson's disease", "Metabolic encephalopathy"],
    procs=["ERCP with extension of sphincterotomy and stone extraction"],
    icdp=[("0FC98ZZ", "Extirpation of Matter from Common Bile Duct, Via Natural or Artificial Opening Endoscopic", 10)],
    micro={90201: ("KLEBSIELLA PNEUMONIAE", BLOOD_SPEC), 90039: ("No growth", URINE_SPEC)}))
