"""Mimics of the four pathologies (hadm 29200029-29200032): one each of mesenteric adenitis,
peptic ulcer disease, biliary colic and incarcerated hernia (disease names of
kb/data/diseases/abdominal.yaml, lower case).

29200029 typical   15M after a cold with fever and right lower tummy pain; appendix ultrasound with
                   measurements shows a normal appendix and enlarged nodes (mesenteric adenitis).
29200030 typical   58M, six weeks of gnawing pain eased by food, waking him at night, heavy ibuprofen,
                   guaiac-positive stool, iron-poor anaemia; no imaging (peptic ulcer disease).
29200031 typical   36F, after-meal attacks that settle in hours, comfortable on arrival; gallbladder
                   ultrasound as one paragraph with measurements (biliary colic).
29200032 hard      77F brought in for a "stomach bug" going round the family; a tender lump below the
                   right groin crease; CT femoral hernia with obstruction (incarcerated hernia).
"""

from common import (APP_N, EFF, GB_N, KID_N, PANC_N, BLOOD_SPEC, URINE_SPEC, ann, annv, bmp, cbc, coags, crp,
                    enc, full_report, hcg, lact, lft, lip, merge, report, ua, vit)

ENCOUNTERS = []

# ---------------------------------------------------------------- 29200029
ENCOUNTERS.append(enc(
    29200029, "mesenteric adenitis", "typical",
    """15 yo boy brought in by mom with 2 days of tummy pain, mostly in the right lower part but also
    around the belly button, crampy, comes and goes. Had a sore throat, runny nose and cough last week;
    his younger sister had the same cold. Temp 38.6 at home last night, mom gave ibuprofen. Mild nausea,
    no vomiting, eating less than usual. 2 loose stools yesterday. No urinary symptoms. No testicular
    pain. Vaccines up to date. No PMH, no surgeries, no meds.""",
    ann(["abdominal_pain", "rlq_pain", "periumbilical_pain", "abdominal_cramping", "colicky_abdominal_pain",
         "recent_viral_illness", "recent_infection", "sore_throat", "rhinorrhea", "cough", "sick_contacts", "fever_measured", "nausea",
         "diarrhea"],
        ["vomiting", "scrotal_pain", "prior_abdominal_surgery"]),
    """T 38.2 °C HR 102 BP 118/68 RR 18 SpO2 99% RA. Well-appearing teen, walks in comfortably and hops
    without pain. Pharynx mildly erythematous, no exudate. Shotty anterior cervical nodes. Abdomen soft,
    non-distended, mild tenderness RLQ and periumbilical without guarding or rebound, Rovsing negative,
    psoas negative. Testes normal, nontender.""",
    annv(vit(38.2, 102, 118, 18, 99), ["pharyngeal_erythema", "lymphadenopathy", "rlq_tenderness"],
         ["ill_appearing", "tonsillar_exudate", "distended_abdomen", "guarding", "rebound_tenderness", "rovsing_sign",
          "psoas_sign", "tender_swollen_testis"]),
    merge(cbc(12.1, 14.2, 250, 68.0, lymph=22.0), bmp(139, 4.1, 103, 25, 10, 0.7, 92), crp(38.0), ua()),
    [full_report("US ABD LIMIT, SINGLE ORGAN", "Ultrasound", "Abdomen", [
        ("INDICATION", "15M with RLQ pain and fever. Evaluate for appendicitis."),
        ("TECHNIQUE", "RLQ, graded compression, with color Doppler."),
        ("COMPARISON", "None."),
        ("FINDINGS", """The appendix is seen in the right lower quadrant; it compresses fully and measures 5 mm in
            maximal outer diameter, with a thin wall and no hyperemia. No surrounding echogenic fat or fluid.
            In the right lower quadrant mesentery there is a cluster of at least 6 oval lymph nodes, the
            largest 14 x 9 mm (short axis 9 mm), with preserved fatty hila and mild hyperemia. Mild wall
            thickening of the terminal ileum, 3 mm. Trace free fluid in the pelvis."""),
        ("IMPRESSION", """1. Normal appendix.
            2. Enlarged right lower quadrant mesenteric lymph nodes with mild terminal ileal wall thickening,
            likely ____ in this clinical context."""),
    ], ["normal_caliber_appendix", "enlarged_mesenteric_lymph_nodes", "terminal_ileal_wall_thickening",
        "free_pelvic_fluid", "rlq_pain", "fever"],
        APP_N + ["noncompressible_appendix", "appendiceal_wall_hyperemia", "echogenic_periappendiceal_fat",
                 "periappendiceal_fluid_collection"])],
    "Mesenteric adenitis",
    ["Nonspecific mesenteric lymphadenitis", "Acute nasopharyngitis [common cold]"],
))

# ---------------------------------------------------------------- 29200030
ENCOUNTERS.append(enc(
    29200030, "peptic ulcer disease", "typical",
    """58 yo M, construction foreman, c/o 6 wks of gnawing, burning pain in the pit of his stomach. Usually
    2-3 h after meals and wakes him around 2 am; crackers or a glass of milk help for a while. Taking
    ibuprofen 600-800 mg 3-4x/day for a shoulder injury since ___. Some bloating, gets full quickly.
    Stools maybe darker the last few days, not tarry or sticky. No hematemesis. No weight loss. Tonight
    the pain was bad enough to come in. Smokes 1 ppd. 3-4 beers/day on weekends. Never had an EGD. Father
    had "stomach trouble".
    PMH: HTN. PSH: R shoulder arthroscopy. Meds: amlodipine, ibuprofen. NKDA.""",
    ann(["burning_epigastric_pain", "epigastric_pain", "abdominal_pain", "pain_relieved_by_eating",
         "nocturnal_epigastric_pain", "nsaid_use", "shoulder_trauma", "abdominal_distension", "early_satiety", "smoker",
         "alcohol_use", "hypertension_history"],
        ["hematemesis", "weight_loss"]),
    """Vitals: T 36.7, HR 88, BP 146/90, RR 16, SpO2 99%. Alert, NAD. Conjunctivae slightly pale. Abdomen:
    soft, nondistended, tender to deep palpation in the epigastrium, no guarding, no rebound, no rigidity,
    Murphy's negative, no masses. BS normoactive. Rectal: brown stool, guaiac positive. Orthostatics
    negative (HR 88 -> 94, BP 146/90 -> 140/88 standing).""",
    annv(vit(36.7, 88, 146, 16, 99),
         ["pallor", "epigastric_tenderness", "guaiac_positive_stool", "fecal_occult_blood_positive"],
         ["distended_abdomen", "guarding", "rebound_tenderness", "abdominal_rigidity", "murphy_sign",
          "hyperactive_bowel_sounds", "hypoactive_bowel_sounds", "orthostatic_hypotension", "melena_on_rectal_exam"]),
    merge(cbc(8.2, 11.6, 410, 66.0, mcv=82, rdw=16.1), bmp(140, 4.2, 104, 26, 28, 1.0, 101), lft(22, 24, 72, 0.5),
          lip(34), coags(12.0, 1.0)),
    [],
    "Peptic ulcer disease (NSAID-associated), with occult blood loss",
    ["Chronic or unspecified peptic ulcer, site unspecified, with hemorrhage",
     "Iron deficiency anemia secondary to blood loss (chronic)",
     "Adverse effect of other nonsteroidal anti-inflammatory drugs [NSAID], initial encounter"],
    ["Esophagogastroduodenoscopy"],
    [("0DJ08ZZ", "Inspection of Upper Intestinal Tract, Via Natural or Artificial Opening Endoscopic", 10)],
))

# ---------------------------------------------------------------- 29200031
ENCOUNTERS.append(enc(
    29200031, "biliary colic", "typical",
    """36F G2P2 w/ 3 mo of intermittent RUQ/epigastric pain after meals, esp. fatty foods (pizza, burgers),
    lasting 1-3 h then going away on its own. Tonight's episode started ~2h after dinner, 8/10, radiated
    to the R shoulder blade, w/ nausea and 1 episode of emesis; pain mostly eased since arrival (now
    2/10). No fevers/chills. No jaundice, no dark urine, no light stools. LMP 2 wks ago.
    PMH: none. PSH: none (2 SVDs). Meds: OCP. All: NKDA. Soc: no tobacco, occ wine. FHx: mom had her GB
    out at 40.""",
    ann(["ruq_pain", "epigastric_pain", "postprandial_pain_after_fatty_meal", "pain_resolving_within_hours",
         "previous_similar_episodes", "pain_radiating_to_right_scapula", "nausea", "vomiting", "estrogen_use",
         "multiparity", "alcohol_use"],
        ["fever", "chills", "jaundice", "dark_urine", "pale_stools", "prior_abdominal_surgery", "smoker",
         "missed_period"]),
    """Afebrile 98.4, HR 78, BP 124/76, RR 14, 100% RA. Comfortable now. Anicteric. Abd soft, ND, mild RUQ
    tenderness to deep palpation, Murphy negative, no guarding or rebound, no HSM.""",
    annv(vit(98.4, 78, 124, 14, 100), ["ruq_tenderness"],
         ["jaundice", "distended_abdomen", "murphy_sign", "guarding", "rebound_tenderness", "hepatomegaly",
          "palpable_spleen"]),
    merge(cbc(7.4, 13.1, 260, 58.0), bmp(139, 4.0, 104, 26, 12, 0.7, 94), lft(24, 22, 78, 0.6), lip(38), hcg("NEG"),
          ua()),
    [report("LIVER OR GALLBLADDER US (SINGLE ORGAN)", "Ultrasound", "Abdomen",
            "Sonography of the RUQ, supine and left lateral decubitus.",
            """Gallbladder normally distended, 7.8 x 3.1 cm, containing multiple mobile shadowing stones, the largest
            1.6 cm; none is fixed in the neck. Wall 2 mm. No pericholecystic fluid. Sonographic Murphy sign
            negative. Common bile duct 3 mm. No intrahepatic biliary dilatation. Liver normal in size (14.2 cm)
            and echogenicity without focal lesion. Pancreatic head and body unremarkable. Right kidney 10.5 cm,
            no hydronephrosis.""",
            ["gallstones"],
            ["impacted_gallbladder_neck_stone", "gallbladder_wall_thickening", "pericholecystic_fluid",
             "sonographic_murphy_sign", "gallbladder_distension", "cbd_dilation", "intrahepatic_biliary_dilation",
             "hypoechoic_liver_lesion", "hydronephrosis"] + PANC_N)],
    "Biliary colic",
    ["Calculus of gallbladder without cholecystitis without obstruction"],
))

# ---------------------------------------------------------------- 29200032
ENCOUNTERS.append(enc(
    29200032, "incarcerated hernia", "hard",
    """77 yo F brought in by her daughter for vomiting since yesterday - "a stomach bug, her grandson had it
    last week". Vomited 6-7 times, now greenish. Crampy pain across the middle of the abdomen, comes in
    waves. No diarrhea; last BM 2 days ago, and the daughter does not think she has passed gas today. No
    fever. The patient herself mentions a "sore lump in my right groin" since yesterday that she had never
    noticed before.
    PMH: HTN, hypothyroidism, osteoarthritis, mild cognitive impairment
    PSH: vaginal hysterectomy, cataracts
    Meds: losartan, levothyroxine, acetaminophen
    SH: lives with daughter, never smoked""",
    ann(["vomiting", "bilious_vomiting", "abdominal_pain", "abdominal_cramping", "colicky_abdominal_pain",
         "sick_contacts", "obstipation", "groin_bulge", "groin_pain", "hypertension_history", "raas_blocker_use"],
        ["diarrhea", "fever", "smoker"]),
    """T 37.1 HR 108 BP 164/88 RR 20 SpO2 96% RA. Elderly woman, dry mucous membranes. Abdomen moderately
    distended, tympanic, mildly tender throughout, no peritoneal signs, high-pitched tinkling bowel sounds.
    Right groin: firm, exquisitely tender 3 cm lump below the inguinal ligament, lateral to the pubic
    tubercle, with overlying erythema; it cannot be pushed back with gentle pressure. Left groin normal.""",
    annv(vit(37.1, 108, 164, 20, 96),
         ["dehydration_signs", "distended_abdomen", "tympanic_abdomen", "diffuse_abdominal_tenderness",
          "hyperactive_bowel_sounds", "irreducible_groin_lump", "irreducible_tender_bulge", "groin_bulge"],
         ["rebound_tenderness", "guarding", "abdominal_rigidity"]),
    merge(cbc(13.9, 14.1, 300, 86.0), bmp(133, 3.2, 92, 30, 38, 1.4, 132), lft(18, 24, 70, 0.7), lip(48), lact(2.6),
          ua(sg=1.032, ket="40", prot="30")),
    [full_report("CT ABD & PELVIS WITH CONTRAST", "CT", "Abdomen", [
        ("INDICATION", "Vomiting, distension, tender R groin lump."),
        ("TECHNIQUE", "After IV contrast, helical acquisition from the liver dome to the ischial tuberosities; reformats in two planes."),
        ("COMPARISON", "None."),
        ("FINDINGS", """Multiple dilated, fluid-filled loops of small bowel up to 3.6 cm with air-fluid levels,
            extending to a loop of distal ileum that enters a right femoral hernia, medial to the femoral vein
            and below the inguinal ligament. The herniated loop is thick walled and enhances less than the
            adjacent loops, and there is fluid in the hernia sac. Beyond the hernia the ileum and colon are
            decompressed. Small bowel feces sign just proximal to the hernia. No pneumatosis or portal venous
            gas. No free air. Small amount of free fluid in the pelvis. Left inguinal and femoral canals
            normal. Colonic diverticulosis. Several small simple hepatic cysts. Atrophic left kidney.
            Gallbladder normal."""),
        ("IMPRESSION", """Right femoral hernia containing a loop of distal ileum with high-grade small bowel
            obstruction. Reduced enhancement of the herniated loop is concerning for early ischemia. Surgical
            consultation recommended."""),
    ], ["dilated_small_bowel_loops", "fluid_filled_bowel_loops", "hernia_sac_with_bowel", "transition_at_hernia",
        "transition_point", "decompressed_distal_bowel", "small_bowel_feces_sign", "bowel_wall_hypoenhancement",
        "groin_defect_herniation", "free_pelvic_fluid", "colonic_diverticula", "hepatic_cysts", "vomiting",
        "abdominal_distension"],
        ["pneumatosis_intestinalis", "portal_venous_gas", "pneumoperitoneum_ct"] + GB_N)],
    "Incarcerated right femoral hernia with small bowel obstruction",
    ["Unilateral femoral hernia, with obstruction, without gangrene, not specified as recurrent",
     "Essential (primary) hypertension"],
    ["Open repair of right femoral hernia with mesh"],
    [("0YU70JZ", "Supplement Right Femoral Region with Synthetic Substitute, Open Approach", 10)],
))
