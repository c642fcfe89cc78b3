"""Small bowel obstruction, hadm 29500033-29500036.

29500033 typical   68M after an open sigmoid colectomy, acute care surgery H&P: colicky pain, bilious vomiting,
                   no flatus; upright film and CT with an adhesive transition; NG decompression.
29500034 atypical  82F, very thin, no operations ever, inner right thigh pain for a week; CT with a loop through
                   the right obturator canal; laparotomy.
29500035 hard      40M back in the ED a day after being sent home with a stomach bug (sick children, loose
                   stools); open appendectomy as a child; CT with a closed-loop configuration and an addendum.
29500036 hard      74F sent from a nursing home as constipation after enemas; the groin lump is found late;
                   plain film then CT with a femoral hernia.
"""

from common import *  # noqa: F401,F403

ENCOUNTERS = []

HERNIA_N = ["irreducible_tender_bulge", "reducible_groin_bulge", "reducible_umbilical_bulge"]

# ---------------------------------------------------------------------------------------------
ENCOUNTERS.append(enc(
    29500033, "small bowel obstruction", "typical",
    """
    ACUTE CARE SURGERY H&P
    68M s/p open sigmoid colectomy for cancer (___, 6 yrs ago, NED on surveillance) and open umbilical hernia
    repair, p/w 1 day of crampy periumbilical abdominal pain coming in waves every few minutes, progressive
    distension, and bilious emesis x5. Last BM yesterday AM, no flatus since last night. Similar episode 2 yrs
    ago that settled with an NG tube at ___. No fevers. No melena or BRBPR.
    PMH: colon ca (stage II, no chemo), HTN, HLD, OSA
    Meds: lisinopril, atorvastatin
    SH: retired postal worker, former smoker, 1-2 beers/week
    """,
    ann(["abdominal_pain", "periumbilical_pain", "colicky_abdominal_pain", "abdominal_cramping",
         "abdominal_distension", "vomiting", "bilious_vomiting", "obstipation", "previous_similar_episodes",
         "malignancy_history", "prior_abdominal_surgery", "hernia_history", "hypertension_history",
         "hyperlipidemia_history", "raas_blocker_use", "former_smoker", "alcohol_use"],
        ["fever", "melena", "rectal_bleeding"]),
    """
    T 37.2, HR 104, BP 148/86, RR 18, 96% RA.
    Uncomfortable, dry MM.
    Abd: distended, tympanic to percussion, well-healed midline laparotomy scar, no hernia at the umbilicus or
    groins. Mild diffuse tenderness, no peritoneal signs. High-pitched tinkling bowel sounds.
    DRE: empty vault, no masses, no blood.
    """,
    annv(vit(37.2, 104, 148, 18, 96),
         ["dehydration_signs", "distended_abdomen", "tympanic_abdomen", "diffuse_abdominal_tenderness",
          "hyperactive_bowel_sounds", "prior_abdominal_surgery"],
         HERNIA_N + ["rebound_tenderness", "guarding", "abdominal_rigidity", "blood_on_rectal_exam",
                     "hard_stool_on_rectal_exam"]),
    merge(cbc(12.1, 16.0, 280, 80.0), bmp(141, 3.3, 96, 30, 28, 1.3, 131), lactate(1.5), lipase(48),
          lft(21, 24, 76, 0.9)),
    [rpt("ABDOMEN (SUPINE & UPRIGHT)", "Radiograph", "Abdomen", [
        ("INDICATION", "distension, vomiting, prior laparotomy"),
        ("FINDINGS", "Multiple dilated loops of small bowel in the central abdomen, up to 4.2 cm, with multiple "
                     "air-fluid levels at differing heights on the upright view. Paucity of colonic gas. No free "
                     "air. Surgical clips in the pelvis."),
        ("IMPRESSION", "Findings c/w high grade ____."),
    ], ["dilated_small_bowel_loops", "stepladder_air_fluid_levels", "paucity_of_colonic_gas"],
        ["free_air_on_radiograph", "free_air_under_diaphragm"]),
     rpt("CT ABDOMEN/PELVIS W IV CONTRAST", "CT", "Abdomen", [
        ("INDICATION", "____ on plain film. Transition? Ischemia?"),
        ("TECHNIQUE", "Axial CT through the abdomen and pelvis in portal venous phase; no oral contrast given "
                      "(vomiting). MPR."),
        ("COMPARISON", "Surveillance CT ___ (1 year prior)."),
        ("FINDINGS", """
            Dilated fluid-filled small bowel loops up to 3.8 cm, with a transition in the mid abdomen beneath the
            laparotomy incision where the bowel narrows to a beak; no mass at the transition. Small bowel feces sign
            just proximal to it. The distal ileum and colon are collapsed. Bowel wall enhancement is normal; no
            pneumatosis; no mesenteric swirl. Small amount of free fluid between loops.
            Post sigmoid colectomy, intact colorectal anastomosis, no recurrent mass. No lymphadenopathy. Liver
            without lesion. Other solid organs unremarkable.
            """),
        ("IMPRESSION", "High-grade adhesive ____ with a mid-abdominal transition. No CT signs of ischemia."),
    ], ["dilated_small_bowel_loops", "fluid_filled_bowel_loops", "transition_point", "small_bowel_feces_sign",
        "decompressed_distal_bowel", "free_fluid_abdomen"],
        LIVER_CT_N + ["bowel_wall_hypoenhancement", "pneumatosis_intestinalis", "mesenteric_swirl",
                      "colonic_wall_mass_ct", "liver_metastases", "enlarged_mesenteric_lymph_nodes"])],
    "Adhesive small bowel obstruction",
    ["Other intestinal obstruction unspecified as to partial versus complete obstruction",
     "Intestinal adhesions [bands] with obstruction (postinfection)", "Personal history of malignant neoplasm of "
     "large intestine"],
    ["Nasogastric tube decompression"],
    [("0D9670Z", "Drainage of Stomach with Drainage Device, Via Natural or Artificial Opening", 10)],
))

# ---------------------------------------------------------------------------------------------
ENCOUNTERS.append(enc(
    29500034, "small bowel obstruction", "atypical",
    """
    82 yo F, very thin (41 kg), lives alone, brought in by her daughter for 3 days of vomiting and "crampy belly
    pain". Also a week of pain running down the inside of her right thigh to the knee, worse when she stands or
    walks; she put it down to arthritis. No BM for 2 days but passing some gas. "Never had an operation in my
    life." No fever. Eating and drinking very little.
    PMH: osteoporosis, mild COPD, hypothyroidism
    Meds: levothyroxine, alendronate, tiotropium
    SH: widowed, ex-smoker, no EtOH
    FH: n/c
    """,
    ann(["vomiting", "abdominal_pain", "abdominal_cramping", "osteoporosis_history", "copd_history", "former_smoker"],
        ["obstipation", "prior_abdominal_surgery", "fever", "alcohol_use"]),
    """
    T 36.8 HR 96 BP 108/64 RR 20 SpO2 95% RA
    Cachectic elderly woman, dry mucous membranes, kyphotic.
    Abd: moderately distended, tympanic, mild diffuse tenderness without rebound or guarding. No scars. Hyperactive
    bowel sounds. No inguinal or femoral bulge on either side; no umbilical hernia.
    Hip: the R medial thigh pain is reproduced by internal rotation and extension of the R hip.
    Vaginal exam: fullness and tenderness in the right lateral pelvis.
    Neuro: intact.
    """,
    annv(vit(36.8, 96, 108, 20, 95),
         ["cachexia", "dehydration_signs", "distended_abdomen", "tympanic_abdomen", "diffuse_abdominal_tenderness",
          "hyperactive_bowel_sounds", "pain_on_hip_rotation"],
         HERNIA_N + ["rebound_tenderness", "guarding", "prior_abdominal_surgery"]),
    merge(cbc(11.4, 12.0, 240, 84.0), bmp(144, 3.1, 99, 32, 36, 1.2, 108), lactate(1.8), lipase(30),
          lft(15, 20, 70, 0.6, alb=3.1), ua(sg=1.030, ket="40")),
    [rpt("CT ABDOMEN AND PELVIS WITH CONTRAST", "CT", "Abdomen", [
        ("INDICATION", "82F vomiting, distension."),
        ("TECHNIQUE", "Contrast-enhanced axial CT at 2.5 mm with coronal and sagittal reconstructions."),
        ("FINDINGS", """
            Multiple dilated fluid-filled loops of jejunum and proximal ileum up to 3.5 cm with a transition in the
            right pelvis, where a short segment of small bowel passes through the right obturator canal and lies
            between the obturator externus and pectineus muscles. The herniated loop has a mildly thickened wall with
            preserved enhancement and a little fluid in the sac. Distal ileum and colon decompressed. Small amount of
            free pelvic fluid. No free air. No pneumatosis or portal venous gas.
            Severe osteopenia; chronic compression fractures T12-L2. Liver, gallbladder, pancreas and kidneys
            unremarkable.
            """),
        ("IMPRESSION", "Incarcerated right ____ containing ileum, causing high-grade mechanical ____. No CT evidence "
                       "of strangulation at this time. Urgent surgical consultation."),
    ], ["dilated_small_bowel_loops", "fluid_filled_bowel_loops", "transition_point", "hernia_sac_with_bowel",
        "transition_at_hernia", "decompressed_distal_bowel", "free_pelvic_fluid", "vertebral_compression_fracture"],
        GB_N + PANC_N + KID_N + LIVER_CT_N + ["pneumoperitoneum_ct", "pneumatosis_intestinalis", "portal_venous_gas",
                                               "bowel_wall_hypoenhancement"])],
    "Small bowel obstruction due to incarcerated right obturator hernia",
    ["Other and unspecified abdominal hernia with obstruction, without gangrene", "Age-related osteoporosis without "
     "current pathological fracture", "Severe protein-calorie malnutrition"],
    ["Laparotomy, reduction of incarcerated small bowel and repair of right obturator hernia"],
    [("0DN80ZZ", "Release Small Intestine, Open Approach", 10),
     ("0WQF0ZZ", "Repair Abdominal Wall, Open Approach", 10)],
))

# ---------------------------------------------------------------------------------------------
ENCOUNTERS.append(enc(
    29500035, "small bowel obstruction", "hard",
    """
    40 yo M returns to ED. Seen here ~30 h ago with vomiting and 2 loose stools after his kids had a stomach virus
    at home last week; dx viral GI illness, given IVF and ondansetron, discharged. Since then the vomiting has
    continued (>10 times, green-brown, foul smelling) and he cannot keep the ondansetron down; the loose stools
    stopped and he has not passed gas since this morning. Crampy pain around the belly button coming in waves,
    belly getting "tight". No fever. No blood in stool or vomit.
    PMH: none. PSH: open appendectomy at age 12 for a ruptured appendix (long stay, drain).
    Meds: none.
    SH: teacher, no tob, social EtOH.
    """,
    ann(["vomiting", "bilious_vomiting", "diarrhea", "sick_contacts", "obstipation", "periumbilical_pain",
         "colicky_abdominal_pain", "abdominal_cramping", "abdominal_distension", "prior_appendectomy",
         "prior_abdominal_surgery", "alcohol_use"],
        ["fever", "rectal_bleeding", "hematemesis", "smoker"]),
    """
    Vitals: T 37.6 HR 112 BP 132/84 RR 20 SpO2 98%
    Uncomfortable, retching in the room. Dry lips.
    Abd: distended, tympanitic, well-healed transverse RLQ scar. Diffusely tender, worst periumbilical, voluntary
    guarding, no rebound. High-pitched rushes on auscultation. No hernias palpable.
    """,
    annv(vit(37.6, 112, 132, 20, 98),
         ["dehydration_signs", "distended_abdomen", "tympanic_abdomen", "diffuse_abdominal_tenderness", "guarding",
          "hyperactive_bowel_sounds", "prior_abdominal_surgery"],
         ["rebound_tenderness", "irreducible_tender_bulge"]),
    merge(cbc(14.6, 17.1, 320, 85.0), bmp(133, 3.0, 88, 33, 31, 1.5, 140), lactate(2.4), lipase(40),
          lft(26, 29, 80, 1.1)),
    [rpt("CT ABD & PELVIS WITH CONTRAST", "CT", "Abdomen", [
        ("INDICATION", "Persistent vomiting, distension, prior appendectomy."),
        ("TECHNIQUE", "IV contrast-enhanced CT, portal venous phase, axial 3 mm with coronal and sagittal reformats."),
        ("FINDINGS", """
            Stomach distended with fluid. Dilated small bowel loops up to 4.0 cm with air-fluid levels extending to
            the right lower quadrant, where there is an abrupt change in caliber next to the appendectomy site, with two
            adjacent transition points close together and a C-shaped dilated loop between them. Mild mesenteric edema
            and a small amount of mesenteric fluid. The mesenteric vessels converge toward this point. Bowel walls
            enhance normally. Collapsed terminal ileum and colon. Small free fluid in the pelvis. No free air.
            Appendix surgically absent.
            """),
        ("IMPRESSION", "____ with a closed loop configuration in the right lower quadrant near the appendectomy site, "
                       "likely an adhesive band. No definite ischemia."),
        ("ADDENDUM", "On review with the surgical team, a swirl of the mesenteric vessels at the transition is evident "
                     "on the coronal images. Findings communicated to Dr. ___ by telephone at ___."),
    ], ["dilated_small_bowel_loops", "transition_point", "decompressed_distal_bowel", "free_pelvic_fluid",
        "mesenteric_swirl"],
        ["bowel_wall_hypoenhancement", "pneumoperitoneum_ct"])],
    "Closed-loop small bowel obstruction from adhesive band",
    ["Intestinal adhesions [bands] with complete obstruction", "Hypokalemia", "Dehydration"],
    ["Exploratory laparotomy with lysis of adhesive band; bowel viable"],
    [("0DN80ZZ", "Release Small Intestine, Open Approach", 10)],
))

# ---------------------------------------------------------------------------------------------
ENCOUNTERS.append(enc(
    29500036, "small bowel obstruction", "hard",
    """
    Nursing facility transfer form: Resident is a 74 y/o female, s/p CVA with L hemiparesis, wheelchair-bound,
    sent to ED for constipation not responding to treatment: no BM x 4 days despite senna, bisacodyl suppository
    and a Fleet enema yesterday (small return). Abdomen "swollen" since yesterday, vomited breakfast and lunch
    today. Staff report she complains of belly pain on and off.
    PMH: CVA, HTN, DM2, mild dementia, chronic constipation, hypothyroidism
    PSH: hysterectomy (remote)
    Meds: aspirin, amlodipine, metformin, levothyroxine, senna, polyethylene glycol, oxybutynin
    Allergies: NKDA
    """,
    ann(["constipation", "abdominal_distension", "vomiting", "abdominal_pain", "chronic_constipation_history",
         "reduced_mobility", "hypertension_history", "diabetes_history", "metformin_use",
         "anticholinergic_medication", "prior_abdominal_surgery", "nsaid_use"],
        ["known_allergy"]),
    """
    VS 37.9 / 102 / 154/88 / 20 / 95% RA
    Awake, pleasant, oriented x2 (baseline per facility), L hemiparesis.
    Abdomen: moderately distended and tympanic, mild diffuse tenderness, no rebound. Hypoactive BS.
    Groin (surgery resident, after CT): small firm tender lump in the R groin below and lateral to the pubic
    tubercle, about 3 cm, cannot be reduced, overlying skin normal.
    Rectal: small amount of soft stool in the vault, no impaction.
    """,
    annv(vit(37.9, 102, 154, 20, 95),
         ["hemiparesis", "altered_mental_status_sign", "distended_abdomen", "tympanic_abdomen",
          "diffuse_abdominal_tenderness", "hypoactive_bowel_sounds", "irreducible_tender_bulge", "groin_bulge",
          "irreducible_groin_lump"],
         ["rebound_tenderness", "hard_stool_on_rectal_exam"]),
    merge(cbc(13.9, 12.6, 290, 84.0), bmp(138, 3.6, 100, 26, 30, 1.1, 180), lactate(1.9), lipase(35),
          ua(sg=1.026, ket="10", glu="100")),
    [rpt("ABDOMEN (SUPINE AND LEFT LATERAL DECUBITUS)", "Radiograph", "Abdomen", [
        ("INDICATION", "constipation, distension, vomiting"),
        ("FINDINGS", "Dilated small bowel loops up to 3.8 cm in the mid abdomen. Relative paucity of colonic gas; "
                     "a little stool in the rectum. No free air."),
    ], ["dilated_small_bowel_loops", "paucity_of_colonic_gas"], ["free_air_on_radiograph"]),
     rpt("CT ABDOMEN PELVIS WITH CONTRAST", "CT", "Abdomen", [
        ("CLINICAL HISTORY", "Dilated small bowel on film. Constipation. ?cause"),
        ("TECHNIQUE", "Axial portal venous phase, coronal reformats."),
        ("FINDINGS", """
            Dilated small bowel with a transition at a right femoral hernia, which contains a knuckle of distal
            ileum medial to the femoral vein, with fluid in the sac and stranding of the hernia sac fat. The
            herniated loop enhances. Moderate stool throughout the colon, nonobstructing. No pneumatosis.
            Cholelithiasis. Atrophic pancreas. Post hysterectomy.
            """),
        ("IMPRESSION", "Mechanical ____ due to an incarcerated right femoral hernia. Moderate colonic stool, not "
                       "obstructing."),
    ], ["dilated_small_bowel_loops", "transition_point", "transition_at_hernia", "hernia_sac_with_bowel",
        "groin_defect_herniation", "fecal_loading_colon", "gallstones"],
        ["pneumatosis_intestinalis", "bowel_wall_hypoenhancement"])],
    "Small bowel obstruction due to incarcerated right femoral hernia",
    ["Unilateral femoral hernia, with obstruction, without gangrene, not specified as recurrent",
     "Hemiplegia and hemiparesis following cerebral infarction affecting left non-dominant side",
     "Type 2 diabetes mellitus without complications"],
    ["Open right femoral hernia repair with reduction of incarcerated small bowel (viable)"],
    [("0YQ70ZZ", "Repair Right Femoral Region, Open Approach", 10)],
))
