"""Small bowel obstruction (label `small bowel obstruction`), hadm 29300015-29300021.

29300015 typical   66F after hysterectomy and appendectomy, complete adhesive obstruction; surgical consult;
                   supine and upright abdominal films, then CT organ template; laparotomy
29300016 typical   72M incarcerated right inguinal hernia; terse ED note; CT as one paragraph; repair
29300017 typical   55M third adhesive episode, partial, still passing flatus; long resident H&P with ROS;
                   CT paragraph with oral contrast reaching the colon, then water-soluble challenge film
29300018 atypical  61F recurrent ovarian cancer with carcinomatosis; malignant obstruction with several
                   transition points; comparison CT in mixed-case organ template
29300019 atypical  83F transfer, intermittent vomiting over days, known gallstones; CT with inline organ
                   headers: pneumobilia, fistula, ectopic stone in the ileum
29300020 hard      38F sent from urgent care as a stomach bug (sick children, early loose stools); CT
                   template with short "Organ: Normal." lines
29300021 hard      86F nursing-home resident sent for constipation; medial thigh pain; supine film read as
                   nonspecific, then CT: obturator hernia
"""

from common import (BLOOD_SPEC, EFF, GB_N, PANC_N, APP_N, DUCT_N, KID_N, URINE_SPEC, annv, ann, bmp, cbc, coags,
                    enc, lft, merge, rad, ua, vit)

ENCOUNTERS = []

# ---------------------------------------------------------------------------------------------
ENCOUNTERS.append(enc(
    29300015, "small bowel obstruction", "typical",
    """ACUTE CARE SURGERY CONSULT
    Requesting: ED attending. Reason: abdominal pain, vomiting, dilated bowel on plain film.
    HPI: 66F with prior open TAH/BSO (fibroids, 1998) and open appendectomy as a teenager presents with 18
    hours of crampy periumbilical abdominal pain coming in waves every few minutes, followed by vomiting x6,
    now green. Has not passed gas or had a BM since yesterday morning. Feels bloated. Never had anything like
    this before. No fevers. No blood in the vomit or stool. Normal BMs before this. No weight loss;
    colonoscopy 3 years ago normal per pt.
    PMH: HTN, hypothyroidism, osteoarthritis
    PSH: TAH/BSO, appendectomy, R TKA
    Meds: amlodipine 10, levothyroxine 88, meloxicam 15 daily
    All: NKDA
    Social: Lives alone, retired librarian. Never smoker. Occasional glass of wine with dinner.
    Family: Sister w/ breast ca.""",
    ann(["abdominal_pain", "colicky_abdominal_pain", "abdominal_cramping", "periumbilical_pain", "vomiting",
         "bilious_vomiting", "obstipation", "abdominal_distension", "prior_abdominal_surgery", "prior_appendectomy",
         "hypertension_history", "nsaid_use", "alcohol_use", "family_history_breast_malignancy"],
        ["previous_similar_episodes", "fever", "hematemesis", "rectal_bleeding", "weight_loss", "smoker"]),
    """T 37.6 HR 108 BP 148/86 RR 18 SpO2 97% RA
    GEN: uncomfortable, lying still, NGT placed in ED with 900 mL bilious output
    HEENT: dry mucous membranes
    CV: tachycardic, regular
    PULM: CTAB
    ABD: distended, tympanic to percussion; well-healed lower midline and RLQ scars; high-pitched tinkling
    bowel sounds; diffusely tender, worst periumbilical, no rebound, no guarding, no peritonitis. No hernias
    (umbilical, inguinal, femoral) palpable.
    RECTAL: empty vault, guaiac negative""",
    annv(vit(37.6, 108, 148, 18, 97),
         ["dehydration_signs", "distended_abdomen", "tympanic_abdomen", "hyperactive_bowel_sounds",
          "diffuse_abdominal_tenderness"],
         ["crackles", "rebound_tenderness", "guarding", "irreducible_tender_bulge", "guaiac_positive_stool",
          "fecal_occult_blood_positive", "hard_stool_on_rectal_exam"]),
    merge(cbc(13.8, 14.9, 318, 82), bmp(134, 3.3, 94, 29, 28, 1.3, 131), lft(22, 25, 80, 0.6),
          {50956: 42, 50813: 1.8}, ua(sg=1.030, ket="40")),
    [rad("ABDOMEN (SUPINE & ERECT)", "Radiograph", "Abdomen",
         "Two frontal views of the abdomen, supine and upright.",
         """Numerous gas-distended small bowel loops, up to 4.1 cm, occupy the central and left abdomen, with
         many air-fluid levels at differing heights on the upright view, some in a stepladder configuration.
         Little gas in the colon; a small amount of rectal gas is present. No free air beneath the diaphragm.
         Surgical clips in the pelvis. Lumbar degenerative change.""",
         ["dilated_small_bowel_loops", "stepladder_air_fluid_levels", "paucity_of_colonic_gas"],
         ["free_air_under_diaphragm", "free_air_on_radiograph"],
         indication="Abdominal pain and bilious vomiting.",
         impression="""Dilated small bowel with air-fluid levels and a relative paucity of colonic gas,
         concerning for ____. CT recommended."""),
     rad("CT ABD & PELVIS WITH CONTRAST", "CT", "Abdomen",
         """NG tube to suction, so no oral contrast. IV contrast given and the abdomen and pelvis scanned in the
         portal venous phase. Coronal and sagittal reformats.""",
         [("LOWER CHEST", "Clear lung bases. Heart normal in size."),
          ("HEPATOBILIARY", "Liver homogeneous. Gallbladder without stones. No ductal dilation."),
          ("PANCREAS", "Normal."),
          ("SPLEEN", "Normal."),
          ("ADRENALS", "Normal."),
          ("KIDNEYS", "Symmetric enhancement and excretion; no hydronephrosis. Punctate nonobstructing right lower pole stone."),
          ("GASTROINTESTINAL", """NG tube tip in the gastric body; stomach decompressed. Jejunal and proximal to mid
           ileal loops are dilated to 3.6 cm, fluid-filled, with air-fluid levels. The point of transition lies
           in the right lower quadrant / low pelvis against the lower midline incision, where a single loop tapers abruptly
           to a beak; the distal ileum is collapsed. Fecalized small bowel contents just proximal to the
           transition. Small bowel walls enhance normally; no pneumatosis or mesenteric venous gas. No mesenteric
           swirl or closed-loop configuration. Colon largely decompressed with minimal gas. Appendix surgically
           absent."""),
          ("PELVIS", "Post hysterectomy. Small volume of simple free fluid in the pelvis. Bladder unremarkable."),
          ("LYMPH NODES", "None enlarged."),
          ("VASCULAR", "Patent mesenteric vessels. Mild aortic calcification."),
          ("BONES AND SOFT TISSUES", "Lower midline incision without hernia. Lumbar spondylosis.")],
         ["dilated_small_bowel_loops", "fluid_filled_bowel_loops", "transition_point", "decompressed_distal_bowel",
          "small_bowel_feces_sign", "paucity_of_colonic_gas", "free_pelvic_fluid", "renal_calculus"],
         EFF + DUCT_N + PANC_N + [
             "cardiomegaly", "gallstones", "enlarged_spleen_imaging", "hydronephrosis", "pneumatosis_intestinalis",
             "bowel_wall_hypoenhancement", "mesenteric_swirl", "enlarged_mesenteric_lymph_nodes", "sma_occlusion",
             "bladder_wall_thickening"],
         dose="DLP 498 mGy-cm",
         comparison="Abdominal radiographs from the same day.",
         impression="""1. ____ with a transition point in the right lower quadrant near the midline incision,
         likely adhesive. Collapsed distal ileum and colon suggest a high-grade or complete obstruction.
         2. No CT signs of ischemia.
         3. Small volume pelvic free fluid.""")],
    "Adhesive small bowel obstruction, complete; exploratory laparotomy and lysis of adhesions",
    ["Intestinal adhesions [bands] with complete obstruction", "Essential (primary) hypertension",
     "Hypothyroidism, unspecified"],
    procs=["Exploratory laparotomy, lysis of adhesions"],
    icdp=[("0DNW0ZZ", "Release Peritoneum, Open Approach", 10)]))

# ---------------------------------------------------------------------------------------------
ENCOUNTERS.append(enc(
    29300016, "small bowel obstruction", "typical",
    """72 yo M w/ known R inguinal hernia x years (told to get it fixed, never did), usually pushes it back
    in himself. Since last evening, ~10 h ago, the bulge got bigger and hard, can't reduce it, very painful;
    crampy pain all across his belly since then, vomited 4x, last BM yesterday AM, no flatus since early this
    AM. No fever.
    PMH: COPD (2L home O2 at night), HTN, a-fib on apixaban
    PSH: none
    Meds: apixaban 5 bid, tiotropium, albuterol prn, diltiazem
    SH: 50 pk-yr, still smokes 1/2 ppd. Occasional EtOH.""",
    ann(["hernia_history", "groin_bulge", "irreducible_groin_lump", "groin_pain", "abdominal_pain",
         "diffuse_abdominal_pain", "abdominal_cramping", "vomiting", "obstipation", "copd_history",
         "hypertension_history", "atrial_fibrillation_history", "anticoagulant_use", "smoker", "alcohol_use"],
        ["fever", "prior_abdominal_surgery"]),
    """Vitals: 98.9 | 96 | 162/90 | 20 | 93% RA
    Uncomfortable. Lungs: scattered exp wheezes, no crackles. Heart irregularly irregular. Abdomen moderately
    distended, tympanitic, mildly tender diffusely without rebound; hyperactive BS. R groin: 7 x 5 cm firm,
    exquisitely tender, non-reducible mass extending into the scrotum; overlying skin mildly erythematous and
    warm. L groin no hernia. Testes descended, L normal.""",
    annv(vit(98.9, 96, 162, 20, 93),
         ["expiratory_wheezes", "irregularly_irregular_pulse", "distended_abdomen", "tympanic_abdomen",
          "diffuse_abdominal_tenderness", "hyperactive_bowel_sounds", "irreducible_tender_bulge",
          "irreducible_groin_lump"],
         ["crackles", "rebound_tenderness"]),
    merge(cbc(15.1, 15.8, 240, 86), bmp(136, 4.6, 99, 24, 24, 1.2, 128), {50813: 2.8, 50956: 25},
          coags(14.0, 1.3, 35.0)),
    [rad("CT ABD & PELVIS WITH CONTRAST", "CT", "Abdomen",
         "Scanned from the diaphragmatic domes to the proximal thighs after IV contrast; coronal reformats.",
         """Emphysematous changes at the lung bases; no effusion. Liver, gallbladder, spleen, pancreas and
         adrenals unremarkable. Simple cysts in both kidneys, the largest 3 cm on the right; no hydronephrosis. A
         right inguinal hernia with a 5.8 cm neck contains a loop of distal ileum and fluid; the herniated loop
         has a mildly thickened wall and mildly reduced enhancement compared with adjacent loops, and the hernia
         sac fat is stranded. Upstream small bowel loops are dilated to 3.4 cm with air-fluid levels and the
         transition occurs at the hernia neck; bowel distal to the hernia and the colon are decompressed. No
         pneumatosis or portal venous gas. No free air. Small amount of free fluid in the pelvis. Prostate mildly
         enlarged. Atherosclerotic calcification of the aorta and iliac arteries. Grade 1 anterolisthesis of L4
         on L5.""",
         ["emphysematous_changes", "multiple_bilateral_renal_cysts", "hernia_sac_with_bowel", "groin_defect_herniation",
          "transition_at_hernia", "transition_point", "dilated_small_bowel_loops", "decompressed_distal_bowel",
          "bowel_wall_hypoenhancement", "free_pelvic_fluid", "enlarged_prostate_imaging"],
         EFF + GB_N + PANC_N + ["enlarged_spleen_imaging", "hydronephrosis", "pneumatosis_intestinalis",
                                "portal_venous_gas", "pneumoperitoneum_ct"],
         impression="""Incarcerated right inguinal hernia containing distal ileum with upstream ____. Mildly
         diminished enhancement of the herniated loop raises concern for early strangulation.""")],
    "Incarcerated right inguinal hernia with small bowel obstruction; open repair with mesh, bowel viable",
    ["Unilateral inguinal hernia, with obstruction, without gangrene, not specified as recurrent",
     "Chronic obstructive pulmonary disease, unspecified", "Unspecified atrial fibrillation",
     "Nicotine dependence, cigarettes, uncomplicated"],
    procs=["Open reduction and mesh repair of incarcerated right inguinal hernia"],
    icdp=[("0YU50JZ", "Supplement Right Inguinal Region with Synthetic Substitute, Open Approach", 10)]))

# ---------------------------------------------------------------------------------------------
ENCOUNTERS.append(enc(
    29300017, "small bowel obstruction", "typical",
    """55 yo man with a history of perforated appendix s/p open appendectomy complicated by a pelvic abscess
    (age 30) and two prior admissions for adhesive bowel obstruction managed nonoperatively (2017, 2021),
    presenting with ~24h of intermittent crampy mid-abdominal pain and nausea, with 2 episodes of nonbloody
    emesis. He is still passing some flatus, last small loose BM this morning. Reports mild bloating. Says
    "this feels like the last two times, but not as bad." No fevers, chills. No hematochezia or melena.
    Tolerating small sips.
    ROS: Negative for chest pain, SOB, cough, dysuria, hematuria, rash, joint pain. All other systems
    reviewed and negative.
    PMH:
    - Adhesive bowel obstruction x2 (conservative mgmt)
    - GERD
    - Hypertension
    - OSA on CPAP
    PSH:
    - Open appendectomy (perforated) with drainage of pelvic abscess
    Medications: omeprazole 20 daily, losartan 50 daily
    Allergies: NKDA
    Social History: Married, works as an electrician. Quit smoking 2010. Drinks 1-2 beers/week. No drugs.
    Family History: Mother w/ colon polyps. Father CAD, died of MI at 70.""",
    ann(["abdominal_pain", "abdominal_cramping", "colicky_abdominal_pain", "nausea", "vomiting",
         "abdominal_distension", "previous_similar_episodes", "prior_appendectomy", "prior_abdominal_surgery",
         "hypertension_history", "raas_blocker_use", "former_smoker", "alcohol_use", "family_history_cad"],
        ["obstipation", "fever", "chills", "rectal_bleeding", "melena", "hematemesis", "chest_pain", "dyspnea",
         "cough", "dysuria", "gross_hematuria", "rash", "joint_pain", "smoker"]),
    """Vitals: T 98.1, HR 88, BP 138/84, RR 16, SpO2 98% on RA
    General: Alert, in mild distress with intermittent cramps
    HEENT: MMM, anicteric
    Neck: supple
    CV: RRR, no m/r/g
    Lungs: CTAB, no wheezes/rales/rhonchi
    Abdomen: Mildly distended. Well-healed RLQ incision and small lower midline drain scar. Hyperactive bowel
    sounds. Soft, mild diffuse tenderness, no rebound, no guarding. No incisional or groin hernias.
    Ext: No edema
    Neuro: nonfocal""",
    annv(vit(98.1, 88, 138, 16, 98),
         ["distended_abdomen", "hyperactive_bowel_sounds", "diffuse_abdominal_tenderness"],
         ["dehydration_signs", "jaundice", "new_heart_murmur", "pericardial_friction_rub", "crackles",
          "expiratory_wheezes", "scattered_rhonchi", "rebound_tenderness", "guarding", "irreducible_tender_bulge",
          "pitting_edema"]),
    merge(cbc(11.2, 15.1, 276, 77), bmp(138, 3.8, 101, 27, 19, 1.0, 112), {50813: 1.2, 50956: 38}),
    [rad("CT ABD & PELVIS WITH CONTRAST", "CT", "Abdomen",
         "Helical CT after oral contrast and 90 mL IV Omnipaque; multiplanar reformats.",
         """Lung bases clear. Liver, gallbladder, pancreas, spleen, adrenals and kidneys are unremarkable. Several
         loops of mid small bowel in the central abdomen are mildly dilated to 3.0 cm with air-fluid levels. Oral
         contrast has progressed through mildly dilated ileal loops and a small amount is seen within the cecum
         and ascending colon. There is a gradual change in caliber in the right lower quadrant near the
         appendectomy site, without a discrete beak; distal ileal loops are not collapsed. Bowel wall
         enhancement is normal. No mesenteric edema, free fluid or free air. Colon normal in caliber with gas and
         stool. Bladder and prostate unremarkable. Small fat-containing umbilical hernia.""",
         ["dilated_small_bowel_loops", "umbilical_fascial_defect"],
         EFF + GB_N + PANC_N + KID_N + [
             "enlarged_spleen_imaging", "decompressed_distal_bowel", "bowel_wall_hypoenhancement",
             "free_fluid_abdomen", "pneumoperitoneum_ct", "dilated_colon", "paucity_of_colonic_gas",
             "enlarged_prostate_imaging", "bladder_wall_thickening"],
         indication="Prior adhesive obstructions, crampy pain and emesis.",
         comparison="CT ___ (2021).",
         impression="""Mildly dilated small bowel loops with a gradual caliber change in the right lower quadrant
         and passage of oral contrast into the colon, consistent with a partial or early ____, likely adhesive.
         No signs of ischemia."""),
     rad("ABDOMEN (SUPINE ONLY)", "Radiograph", "Abdomen",
         "Obtained 8 hours after 100 mL of water-soluble contrast via NG tube: one supine AP view of the abdomen.",
         """Water-soluble contrast opacifies the cecum, ascending and transverse colon. A few residual mildly
         dilated small bowel loops in the mid abdomen, improved. NG tube tip in the stomach.""",
         ["dilated_small_bowel_loops"], [],
         impression="Contrast has reached the colon.")],
    "Partial adhesive small bowel obstruction, resolved with nasogastric decompression and water-soluble contrast",
    ["Intestinal adhesions [bands] with partial obstruction", "Essential (primary) hypertension",
     "Obstructive sleep apnea (adult) (pediatric)", "Gastro-esophageal reflux disease without esophagitis"],
    procs=["Nasogastric tube decompression", "Water-soluble contrast challenge"],
    icdp=[("0D9670Z", "Drainage of Stomach with Drainage Device, Via Natural or Artificial Opening", 10)]))

# ---------------------------------------------------------------------------------------------
ENCOUNTERS.append(enc(
    29300018, "small bowel obstruction", "atypical",
    """61 y/o F w/ stage IIIC high-grade serous ovarian ca dx 2021 s/p neoadjuvant carbo/taxol, interval
    debulking (TAH/BSO, omentectomy, rectosigmoid resection w/ primary anastomosis), peritoneal recurrence 8
    months ago, now on 3rd line (liposomal doxorubicin, last dose 2 wks ago), CA-125 rising. Presents with 4
    days of progressive abdominal distension and bloating, decreasing PO, and vomiting for the past 2 days of
    everything she eats, including undigested food from the day before. Passing small amounts of flatus; last
    BM 3 days ago, small. Intermittent crampy pain. Has lost 15 lb in 2 months. No fevers.
    PMH:
     * ovarian ca as above
     * port-a-cath
     * HTN
     * anxiety
    Meds: amlodipine, lorazepam prn, ondansetron, oxycodone 5 q6h prn (taking ~2/day), senna, miralax
    All: sulfa
    SH: lives with husband, former teacher. Never smoker. No EtOH.""",
    ann(["malignancy_history", "prior_chemotherapy_radiation", "prior_abdominal_surgery", "abdominal_distension",
         "vomiting", "abdominal_cramping", "colicky_abdominal_pain", "weight_loss", "opioid_use_history",
         "benzodiazepine_use", "hypertension_history", "anxiety_disorder_history"],
        ["obstipation", "fever", "smoker", "alcohol_use"]),
    """VS 37.1  112  102/66  18  96% RA
    Gen: cachectic woman, tired, dry mouth
    Abd: markedly distended, tympanic in the upper abdomen with shifting dullness in the flanks, diffuse mild
    tenderness, no peritoneal signs; sluggish bowel sounds. Well-healed midline laparotomy scar. Firm
    nodularity across the epigastrium.
    Ext: 1+ bilateral pitting edema to mid-shin""",
    annv(vit(37.1, 112, 102, 18, 96),
         ["cachexia", "dehydration_signs", "distended_abdomen", "tympanic_abdomen", "shifting_dullness",
          "diffuse_abdominal_tenderness", "hypoactive_bowel_sounds", "pitting_edema", "prior_abdominal_surgery"],
         ["rebound_tenderness", "guarding", "abdominal_rigidity"]),
    merge(cbc(8.6, 9.4, 412, 80), bmp(131, 3.1, 90, 30, 34, 1.4, 108), lft(18, 22, 96, 0.4, alb=2.6),
          {50813: 1.9, 50956: 20, 50960: 1.6}),
    [rad("CT ABD & PELVIS WITH CONTRAST", "CT", "Abdomen",
         "No oral contrast (vomiting). IV contrast, portal venous phase, abdomen and pelvis.",
         [("Lower chest", "Trace left pleural effusion, new. Port catheter tip at the cavoatrial junction."),
          ("Liver", """Capsular-based implants along the right hepatic lobe, the largest 2.1 cm (previously 1.2
           cm). No intraparenchymal lesion."""),
          ("Gallbladder/biliary", "Normal."),
          ("Pancreas/Spleen/Adrenals", "Unremarkable."),
          ("Kidneys", """Mild left hydronephrosis, the left ureter encased by a pelvic sidewall mass, unchanged.
           Right kidney normal."""),
          ("Bowel", """Diffuse dilation of jejunal and ileal loops up to 3.9 cm, with multiple points of angulation
           and tethering in the pelvis where loops are matted to peritoneal implants; at least two transition
           points are suggested (left pelvis and right lower quadrant). Distal ileum and colon are collapsed. No
           pneumatosis. Bowel wall enhancement preserved. Rectosigmoid anastomosis intact."""),
          ("Peritoneum", """Moderate ascites, increased. Progressive omental caking in the upper abdomen, up to
           3.4 cm thick, and diffuse nodular peritoneal thickening. No free air."""),
          ("Pelvis", "Post TAH/BSO. 4.5 cm left pelvic sidewall mass (previously 3.1 cm)."),
          ("Lymph nodes", "Enlarged 1.6 cm left external iliac node."),
          ("Bones", "No lytic or blastic lesion.")],
         ["pleural_effusion", "lung_base_pleural_effusion", "hydronephrosis", "dilated_small_bowel_loops",
          "transition_point", "decompressed_distal_bowel", "free_fluid_abdomen"],
         GB_N + DUCT_N + PANC_N + ["enlarged_spleen_imaging", "pneumatosis_intestinalis",
                                   "bowel_wall_hypoenhancement", "pneumoperitoneum_ct"],
         comparison="CT ___ (3 months prior).",
         impression="""1. High-grade ____ with multiple transition points in the pelvis, in the setting of
         progressive peritoneal carcinomatosis; a malignant cause is favored over simple adhesions.
         2. Increased ascites and omental caking. Enlarging left pelvic sidewall mass with stable mild left
         hydronephrosis.
         3. New trace left pleural effusion.""")],
    "Malignant small bowel obstruction from peritoneal carcinomatosis (recurrent ovarian cancer); venting gastrostomy",
    ["Other intestinal obstruction unspecified as to partial versus complete obstruction",
     "Secondary malignant neoplasm of retroperitoneum and peritoneum", "Malignant neoplasm of unspecified ovary",
     "Malignant ascites"],
    procs=["Percutaneous venting gastrostomy tube placement"],
    icdp=[("0D9630Z", "Drainage of Stomach with Drainage Device, Percutaneous Approach", 10)]))

# ---------------------------------------------------------------------------------------------
ENCOUNTERS.append(enc(
    29300019, "small bowel obstruction", "atypical",
    """Transfer from ___ Hospital ED for surgical evaluation.
    83 yo F, lives independently, hx HTN, diet-controlled DM2, OA, and known gallstones with "gallbladder
    attacks" years ago, never operated on. 5 days of intermittent nausea and vomiting that come and go - she
    felt better for a day, then worse again yesterday with crampy upper and mid-abdominal pain, now vomiting
    dark brown, foul-smelling material. Last BM 2 days ago. Minimal flatus today. No fever. No prior abdominal
    surgery. No weight loss. OSH labs: WBC 12.8, Cr 1.6. OSH CT read as "dilated small bowel, possible
    pneumobilia, recommend clinical correlation"; images pushed. Given 1L NS and ondansetron, NGT placed at OSH
    with 1.2 L output.
    PMH: HTN, DM2 diet controlled, OA knees, cataracts
    PSH: bilateral cataract surgery
    Meds: lisinopril 10, acetaminophen prn, calcium/vit D
    SH: widowed, lives alone, drives; no tobacco, no alcohol
    FH: unremarkable""",
    ann(["hypertension_history", "diabetes_history", "gallstones_history", "nausea", "vomiting",
         "abdominal_cramping", "abdominal_pain", "dilated_small_bowel_loops", "raas_blocker_use"],
        ["fever", "prior_abdominal_surgery", "weight_loss", "smoker", "alcohol_use"]),
    """ARRIVAL VITALS: 99.1 F, 98, 112/58, 18, 95% RA
    THIN ELDERLY WOMAN, NGT IN PLACE DRAINING FECULENT-APPEARING FLUID. DRY MUCOSA. ANICTERIC. LUNGS CLEAR. RRR.
    ABDOMEN DISTENDED, TYMPANITIC, MILD DIFFUSE TENDERNESS, NO GUARDING OR REBOUND, NO MASS, NO HERNIAS.
    RECTAL: SOFT BROWN STOOL, HEME NEGATIVE.""",
    annv(vit(99.1, 98, 112, 18, 95),
         ["dehydration_signs", "distended_abdomen", "tympanic_abdomen", "diffuse_abdominal_tenderness"],
         ["jaundice", "crackles", "guarding", "rebound_tenderness", "irreducible_tender_bulge",
          "guaiac_positive_stool", "fecal_occult_blood_positive", "hard_stool_on_rectal_exam"]),
    merge(cbc(13.4, 12.6, 330, 84), bmp(133, 3.2, 92, 31, 38, 1.5, 162), lft(34, 41, 142, 1.2),
          {50956: 48, 50813: 1.6}),
    [rad("CT ABD & PELVIS W/O CONTRAST", "CT", "Abdomen",
         "Non-contrast axial CT of the abdomen and pelvis with coronal reformats (creatinine 1.5).",
         """LOWER CHEST: Bibasilar atelectasis. HEPATOBILIARY: Air fills the left hepatic ducts and the common
         duct. The gallbladder is contracted, with an irregular thick wall, and is inseparable from the first and
         second portions of the duodenum, where a gas-containing tract connects the two, consistent with a
         cholecystoduodenal fistula. No residual stones in the gallbladder. PANCREAS: Atrophic. SPLEEN, ADRENALS:
         Normal. KIDNEYS: Bilateral cortical scarring; no hydronephrosis. BOWEL: The stomach is decompressed by an
         NG tube. The duodenum, jejunum and proximal ileum are dilated up to 3.8 cm with fluid levels. In the
         distal ileum in the right lower quadrant there is a 3.1 x 2.7 cm laminated, rim-calcified intraluminal
         stone at which the bowel changes caliber abruptly; the ileum beyond it and the colon are collapsed. No
         pneumatosis. PELVIS: Bladder normal; uterus atrophic. OTHER: Trace free fluid in the right paracolic
         gutter. No free air. Sigmoid diverticulosis.""",
         ["gallbladder_wall_thickening", "dilated_small_bowel_loops", "transition_point", "decompressed_distal_bowel",
          "free_fluid_abdomen", "colonic_diverticula"],
         ["gallstones", "enlarged_spleen_imaging", "hydronephrosis", "pneumatosis_intestinalis", "pneumoperitoneum_ct",
          "bladder_wall_thickening"],
         indication="Vomiting, distension, outside CT with dilated small bowel and possible pneumobilia.",
         impression="""Pneumobilia, cholecystoduodenal fistula and an obstructing 3.1 cm ectopic gallstone in the
         distal ileum with upstream small bowel dilatation (Rigler triad): ____.""")],
    "Gallstone ileus with cholecystoduodenal fistula; enterolithotomy",
    ["Gallstone ileus", "Essential (primary) hypertension", "Type 2 diabetes mellitus without complications",
     "Acute kidney failure, unspecified"],
    procs=["Exploratory laparotomy, enterolithotomy"],
    icdp=[("0DCB0ZZ", "Extirpation of Matter from Ileum, Open Approach", 10)]))

# ---------------------------------------------------------------------------------------------
ENCOUNTERS.append(enc(
    29300020, "small bowel obstruction", "hard",
    """38F G3P3 (c-section x3, last 2019) sent from urgent care with dx "viral gastroenteritis, failed PO
    challenge". Onset yesterday afternoon of diffuse crampy belly pain and vomiting, >10 times, at first food
    then yellow-green; had 2 loose stools early yesterday, none since. Her kids had a stomach bug last week
    (vomiting x 1 day, better). Since last night she has not passed gas. Pain is now constant with waves on
    top. She feels her belly is "swollen". No fever. No urinary symptoms. LMP 2 weeks ago.
    PMH: anemia. PSH: C-section x3, tubal ligation at the last section. Meds: iron. NKDA. Social: no
    tobacco/etoh; works as a cashier.""",
    ann(["abdominal_pain", "diffuse_abdominal_pain", "abdominal_cramping", "colicky_abdominal_pain", "vomiting",
         "bilious_vomiting", "diarrhea", "sick_contacts", "obstipation", "abdominal_distension",
         "prior_abdominal_surgery", "multiparity"],
        ["fever", "dysuria", "urinary_frequency", "missed_period", "smoker", "alcohol_use"]),
    """T 37.8 HR 116 BP 128/80 RR 20 SpO2 98%
    Gen: Ill-appearing woman, actively retching
    HEENT: MM dry
    Abd: Distended, tympanic. Pfannenstiel scar. High-pitched rushes and tinkles on auscultation. Diffusely
    tender, more so in the lower abdomen, voluntary guarding, no rebound. No hernias at the umbilicus or
    groins.
    Pelvic: deferred
    Rectal: no stool in vault""",
    annv(vit(37.8, 116, 128, 20, 98),
         ["ill_appearing", "dehydration_signs", "distended_abdomen", "tympanic_abdomen", "hyperactive_bowel_sounds",
          "diffuse_abdominal_tenderness", "guarding"],
         ["rebound_tenderness", "irreducible_tender_bulge", "hard_stool_on_rectal_exam"]),
    merge(cbc(14.9, 11.4, 356, 88, mcv=78), bmp(135, 3.2, 93, 28, 22, 0.9, 119), lft(18, 21, 66, 0.5),
          {50813: 2.4, 50956: 31, 51085: "NEG"}, ua(sg=1.030, ket="80")),
    [rad("CT ABD & PELVIS WITH CONTRAST", "CT", "Abdomen",
         "IV contrast-enhanced CT of the abdomen and pelvis. Oral contrast not given due to emesis.",
         [("Lung bases", "Clear."),
          ("Liver", "Normal."),
          ("Gallbladder", "Normal."),
          ("Pancreas", "Normal."),
          ("Spleen", "Normal."),
          ("Adrenals", "Normal."),
          ("Kidneys", "Normal. No hydronephrosis."),
          ("Bowel", """The stomach and duodenum are distended with fluid. Multiple fluid-filled loops of jejunum and
           ileum are dilated to 3.5 cm. In the lower midline pelvis, deep to the prior cesarean incision, two
           adjacent loops taper abruptly at a single site with a beaked configuration (series 2, image 71); loops
           distal to this are decompressed. Small bowel feces sign just proximal. The mesentery of the involved
           loops is mildly hazy with a small amount of interloop fluid; bowel wall enhancement is preserved. No
           swirl. The colon is collapsed. Appendix normal."""),
          ("Pelvis", "Uterus and ovaries normal for age. Small amount of free fluid in the cul-de-sac."),
          ("Vessels", "Normal."),
          ("Lymph nodes", "No lymphadenopathy."),
          ("Abdominal wall", "Low transverse incision. No hernia."),
          ("Osseous structures", "Normal.")],
         ["dilated_small_bowel_loops", "fluid_filled_bowel_loops", "transition_point", "decompressed_distal_bowel",
          "small_bowel_feces_sign", "free_pelvic_fluid", "normal_caliber_appendix"],
         EFF + GB_N + PANC_N + KID_N + APP_N + [
             "enlarged_spleen_imaging", "mesenteric_swirl", "bowel_wall_hypoenhancement", "dilated_colon",
             "enlarged_ovary", "ovarian_cyst_lesion", "enlarged_mesenteric_lymph_nodes"],
         indication="Vomiting, diffuse abdominal pain, prior cesarean sections.",
         impression="""1. Mechanical ____ with a single transition point in the lower pelvis near the cesarean
         scar, presumably an adhesive band. Mild mesenteric haziness and interloop fluid without findings of a
         closed loop or ischemia on this exam; close clinical follow-up recommended.
         2. No findings of enterocolitis.""")],
    "Small bowel obstruction from a single adhesive band after cesarean sections; laparoscopic lysis",
    ["Intestinal adhesions [bands], unspecified as to partial versus complete obstruction",
     "Iron deficiency anemia, unspecified"],
    procs=["Diagnostic laparoscopy with division of adhesive band"],
    icdp=[("0DNW4ZZ", "Release Peritoneum, Percutaneous Endoscopic Approach", 10)]))

# ---------------------------------------------------------------------------------------------
ENCOUNTERS.append(enc(
    29300021, "small bowel obstruction", "hard",
    """NH transfer form: "Resident c/o constipation x4 days, abd discomfort, gave MOM + Fleet enema with small
    result. Vomited x2 this AM. Please eval."
    ED: 86 yo very thin woman (wt 41 kg) from ___, hx COPD, osteoporosis, HTN, chronic constipation on senna.
    States her "stomach" hurts, crampy, and she has been throwing up since the morning; has not moved her
    bowels properly since ___, passing little wind. For about 2 days she has also had pain in the right groin
    and along the inside of the thigh down to the knee, worse when she moves the leg; staff attributed this to
    her arthritis. No fever. No urinary complaints. No prior abdominal operations. G6P6.
    Meds: senna, tiotropium, alendronate, lisinopril, acetaminophen.""",
    ann(["constipation", "chronic_constipation_history", "abdominal_pain", "abdominal_cramping", "vomiting",
         "groin_pain", "copd_history", "osteoporosis_history", "hypertension_history", "raas_blocker_use",
         "multiparity"],
        ["fever", "dysuria", "urinary_frequency", "prior_abdominal_surgery"]),
    """T 36.9 HR 102 BP 150/78 RR 20 SpO2 94% RA
    Cachectic, frail, dry oral mucosa. Chest: diminished BS throughout, no wheeze. Abd: moderately distended,
    tympanic, diffusely mildly tender, no rebound/guarding; bowel sounds high pitched. No inguinal or femoral
    bulge on either side, no umbilical hernia. Rectal: small amount of soft stool in the vault, guaiac neg.
    R leg: pain in the medial thigh reproduced by passive internal rotation and extension of the hip; no hip
    deformity, no shortening or rotation; R knee without effusion.""",
    annv(vit(36.9, 102, 150, 20, 94),
         ["cachexia", "dehydration_signs", "diminished_breath_sounds", "distended_abdomen", "tympanic_abdomen",
          "diffuse_abdominal_tenderness", "hyperactive_bowel_sounds", "pain_on_hip_rotation"],
         ["expiratory_wheezes", "rebound_tenderness", "guarding", "irreducible_tender_bulge",
          "hard_stool_on_rectal_exam", "guaiac_positive_stool", "fecal_occult_blood_positive", "shortened_rotated_leg",
          "knee_effusion_exam"]),
    merge(cbc(12.6, 11.1, 290, 86), bmp(137, 3.5, 98, 27, 36, 1.1, 128), {50813: 2.0, 50956: 19},
          ua(sg=1.028, ket="TR")),
    [rad("ABDOMEN (SUPINE ONLY)", "Radiograph", "Abdomen",
         "One supine frontal radiograph of the abdomen.",
         """A few gas-filled small bowel loops in the left mid abdomen measure up to 3.0 cm, borderline in
         caliber. Moderate stool in the ascending and transverse colon; little gas in the rectum. No gross
         pneumoperitoneum on this supine film. Severe osteopenia and levoscoliosis. Vascular calcifications.""",
         ["stool_filled_colon_radiograph"], ["free_air_on_radiograph"],
         indication="Constipation, vomiting.",
         impression="""Nonspecific bowel gas pattern. Moderate stool burden. If there is clinical concern for
         obstruction, CT is more sensitive."""),
     rad("CT ABD & PELVIS WITH CONTRAST", "CT", "Abdomen",
         "IV contrast only, scanned in the portal venous phase from the diaphragm to the symphysis.",
         """Emphysema. Small hiatal hernia. Liver, gallbladder, pancreas, spleen and adrenals are unremarkable.
         Kidneys without hydronephrosis. There is a right obturator hernia: a knuckle of distal ileum passes
         through the right obturator canal and lies between the pectineus and obturator externus muscles; the
         contained segment measures 2.5 cm and shows mild wall thickening but preserved enhancement. Proximal
         small bowel is dilated up to 3.4 cm with air-fluid levels and the transition is at the obturator canal;
         the distal ileum is decompressed. Small amount of fluid in the pelvis. The colon contains moderate stool
         without wall thickening. Small left obturator hernia containing fat only. No free air. Diffuse
         osteopenia, healed right pubic ramus fractures.""",
         ["emphysematous_changes", "hernia_sac_with_bowel", "transition_at_hernia", "transition_point",
          "dilated_small_bowel_loops", "decompressed_distal_bowel", "free_pelvic_fluid"],
         GB_N + PANC_N + ["enlarged_spleen_imaging", "hydronephrosis", "bowel_wall_hypoenhancement",
                          "stercoral_wall_thickening", "pneumoperitoneum_ct",
                          "pneumatosis_intestinalis"],
         comparison="Abdominal radiograph earlier today.",
         impression="""Right obturator hernia containing ileum with ____. No pneumatosis or free air;
         viability of the incarcerated segment cannot be determined by CT.""")],
    "Incarcerated right obturator hernia with small bowel obstruction; laparotomy, reduction and repair",
    ["Other specified abdominal hernia with obstruction, without gangrene",
     "Chronic obstructive pulmonary disease, unspecified", "Age-related osteoporosis without current pathological fracture"],
    procs=["Lower midline laparotomy, reduction and repair of right obturator hernia"]))
