"""Small bowel obstruction, 29700033-29700036.

29700033 typical   63F adhesions after hysterectomy and right hemicolectomy, UK clerking; AXR (UK) and CT.
29700034 atypical  38F after Roux-en-Y gastric bypass, internal hernia with a swirl, pain out of
                   proportion; CT.
29700035 hard      50M sent in as "stomach bug" (vomiting, diarrhoea, sick wife), ED POCUS in the note;
                   supine/upright AXR then CT.
29700036 hard      61M sent as "?pancreatic" (lipase three times normal, drinker, epigastric pain); CT template.
"""

from common import (APP_N, GB_N, KID_N, PANC_N, DUCT_N, annv, ann, cbc, bmp, lft, ua, coags, lab, merge, rep, txt,
                    vit, enc, EFF, BLOOD_SPEC, URINE_SPEC)

ENCOUNTERS = []

# ---------------------------------------------------------------------------------------------
ENCOUNTERS.append(enc(
    29700033, "small bowel obstruction", "typical",
    txt("""
    Surgical clerking (FY2), SAU
    PC: abdo pain + vomiting
    HPC: 63F. 36h colicky central abdominal pain, comes in waves every few minutes, with increasing bloating.
    Vomiting since last night, now green, 6-7 times. Bowels last opened 2 days ago, not passing flatus since
    yesterday morning. No PR bleeding. No urinary sx. Similar but milder episode 2 years ago that settled
    with a drip and suck.
    PMH: hypothyroid, osteoporosis, depression
    PSH: TAH+BSO (open, 2004), open R hemicolectomy for caecal polyp (2015)
    DH: levothyroxine, alendronate, sertraline. NKDA
    SH: lives with husband, independent, ex-smoker 20 pack years, no alcohol
    FH: nil relevant
    """),
    ann(["colicky_abdominal_pain", "abdominal_pain", "periumbilical_pain", "abdominal_distension", "vomiting",
         "bilious_vomiting", "obstipation", "previous_similar_episodes", "prior_abdominal_surgery",
         "osteoporosis_history", "depression_history", "former_smoker"],
        ["rectal_bleeding", "dysuria", "alcohol_use"]),
    txt("""
    O/E
    Obs: T 37.2, HR 102, BP 142/84, RR 18, sats 97% air. NEWS 2.
    Looks dry. Not jaundiced.
    Abdo: distended, tympanic. Midline laparotomy scar and R transverse scar, both well healed, no incisional
    hernia felt. Generally mildly tender, no peritonism. Tinkling bowel sounds. Hernial orifices clear.
    PR: empty rectum, no blood.
    Imp: adhesional obstruction  Plan: NBM, NGT (250 ml bilious aspirate), IV fluids, catheter + fluid balance,
    bloods, AXR, CT A/P with contrast, gastrografin if no strangulation on CT.
    """),
    annv(vit(37.2, 102, 142, 18, 97),
         ["prior_abdominal_surgery", "dehydration_signs", "distended_abdomen", "tympanic_abdomen", "diffuse_abdominal_tenderness",
          "hyperactive_bowel_sounds"],
         ["jaundice", "rebound_tenderness", "guarding", "abdominal_rigidity", "irreducible_tender_bulge",
          "blood_on_rectal_exam"]),
    merge(cbc(12.1, 14.6, 298, 82.0), bmp(134, 3.3, 94, 30, 29, 1.2, 121), lft(18, 22, 74, 0.8),
          lab(lactate=1.6, crp=34.0, amylase=88.0)),
    [rep("ABDOMEN (SUPINE ONLY)", "Radiograph", "Abdomen", """
    Examination: AXR (supine)
    Clinical details: vomiting, distension, previous laparotomies.
    Report: Multiple dilated loops of small bowel centrally, up to 4.6 cm calibre, with valvulae conniventes
    visible across the lumen. Paucity of gas in the large bowel; no gas in the rectum. No evidence of free gas
    on this supine film, though an erect chest film is more sensitive. Surgical clips in the right abdomen.
    Comment: Appearances are of mechanical obstruction of the small bowel. CT advised.
    """,
        ["dilated_small_bowel_loops", "paucity_of_colonic_gas"],
        ["free_air_on_radiograph"]),
     rep("CT ABD & PELVIS WITH CONTRAST", "CT", "Abdomen", """
    EXAMINATION: CT abdomen and pelvis (portal venous)
    CLINICAL DETAILS: ?adhesional obstruction. Previous TAH and right hemicolectomy.
    TECHNIQUE: Portal venous phase after 100 ml Omnipaque 300. No oral contrast.
    COMPARISON: CT ___ 2015 (pre-hemicolectomy).
    FINDINGS:
    Fluid-filled, dilated jejunal and proximal ileal loops measuring up to 4.4 cm. There is a single transition
    point in the right iliac fossa, just inferior to the ileocolic anastomosis, where a loop is tethered to the
    anterior abdominal wall, with a beak-like narrowing. Faecalised small bowel content immediately proximal
    to the transition point. The distal ileum and colon are collapsed. No mesenteric swirl. The bowel wall
    enhances normally; no pneumatosis, no portal venous gas. Small amount of free fluid between loops and in
    the pelvis. No free gas.
    The ileocolic anastomosis is intact. No recurrent mass.
    Liver, gallbladder, pancreas, spleen and kidneys unremarkable. No hydronephrosis.
    Lung bases clear. Osteopenia with an old L2 wedge compression fracture.
    CONCLUSION:
    High-grade mechanical obstruction of the small bowel at a single transition point in the right iliac
    fossa, almost certainly adhesional. No features of ischaemia or closed loop.
    """,
        ["fluid_filled_bowel_loops", "dilated_small_bowel_loops", "transition_point", "small_bowel_feces_sign",
         "decompressed_distal_bowel", "free_fluid_abdomen", "free_pelvic_fluid", "vertebral_compression_fracture"],
        ["mesenteric_swirl", "bowel_wall_hypoenhancement", "pneumatosis_intestinalis", "portal_venous_gas",
         "pneumoperitoneum_ct"] + GB_N + PANC_N + KID_N)],
    "Adhesive small bowel obstruction",
    ["Intestinal adhesions [bands] with complete obstruction", "Hypothyroidism, unspecified",
     "Age-related osteoporosis without current pathological fracture"],
    ["Nasogastric decompression", "Water-soluble contrast challenge"],
    [("0D9670Z", "Drainage of Stomach with Drainage Device, Via Natural or Artificial Opening", 10)],
))

# ---------------------------------------------------------------------------------------------
ENCOUNTERS.append(enc(
    29700034, "small bowel obstruction", "atypical",
    txt("""
    38F s/p laparoscopic Roux-en-Y gastric bypass (___, 2019; lost ~45 kg since) p/w 6 hours of severe
    left upper/mid abdominal pain, sharp and crampy, started an hour after lunch. Nausea and retching,
    brought up only a little clear fluid. Over the past 3 months she has had several shorter episodes of
    similar postprandial LUQ cramping that went away within 1-2 hours on their own; was told by her PCP it
    might be "dumping". Last BM yesterday, normal. Still passing some gas. No fevers.
    PMH: obesity (pre-op BMI 46), anxiety, iron deficiency on infusions.
    PSH: RYGB (lap), lap cholecystectomy (2020), C-section x1.
    Meds: multivitamin, B12, calcium/vit D, sertraline. Avoids NSAIDs.
    SH: nonsmoker, no alcohol since surgery. LMP 2 weeks ago.
    """),
    ann(["prior_gastric_surgery", "prior_abdominal_surgery", "prior_cholecystectomy", "weight_loss", "abdominal_pain",
         "abdominal_cramping", "nausea", "vomiting", "previous_similar_episodes", "pain_resolving_within_hours",
         "anxiety_disorder_history", "obesity"],
        ["fever", "nsaid_use", "smoker", "alcohol_use", "obstipation"]),
    txt("""
    T 37.0  HR 108  BP 128/80  RR 18  SpO2 99%
    Writhing on the stretcher, cannot get comfortable, grimacing.
    Abd: soft, nondistended, only mild LUQ tenderness on deep palpation - her pain seems out of proportion to
    the exam. No guarding or rebound. Healed lap port scars. Bowel sounds present.
    """),
    annv(vit(37.0, 108, 128, 18, 99),
         ["prior_abdominal_surgery", "writhing_in_pain", "pain_out_of_proportion_to_exam"],
         ["distended_abdomen", "guarding", "rebound_tenderness", "abdominal_rigidity"]),
    merge(cbc(12.3, 12.1, 320, 81.0, mcv=82), bmp(139, 3.7, 104, 24, 11, 0.7, 102), lft(21, 24, 92, 0.5),
          lab(lipase=52.0, lactate=2.2, hcg="NEG")),
    [rep("CT ABD & PELVIS WITH CONTRAST", "CT", "Abdomen", """
    EXAMINATION: CT ABDOMEN AND PELVIS WITH IV AND ORAL CONTRAST
    INDICATION: Prior Roux-en-Y gastric bypass, acute LUQ pain. Internal hernia?
    TECHNIQUE: Portal venous phase after IV contrast; dilute oral contrast given 30 min prior.
    COMPARISON: CT ___ (2021).
    FINDINGS:
    Postsurgical changes of Roux-en-Y gastric bypass. The gastric pouch and proximal Roux limb are not
    dilated; oral contrast has reached the Roux limb only.
    There is a swirled appearance of the mesenteric vessels and fat at the jejunojejunal anastomosis
    ("swirl sign"), with the SMV rotated anterior and to the left of the SMA. A cluster of dilated,
    fluid-filled jejunal loops of the biliopancreatic/common channel lies in the left upper quadrant, up to
    3.4 cm, with a transition point at the mesenteric defect. The excluded stomach is mildly distended with
    fluid. Bowel walls enhance normally. Mild mesenteric edema and a small amount of fluid in the mesentery.
    No pneumatosis. No portal venous gas. No free air.
    Cholecystectomy. Liver, pancreas, spleen, kidneys unremarkable.
    IMPRESSION:
    Findings consistent with an internal hernia through the jejunojejunal mesenteric defect (Petersen's or
    jejunojejunal space) with mesenteric swirl and obstruction of the biliopancreatic limb. No CT evidence of
    ischemia at this time. Surgical emergency; discussed with Dr ___ at ___.
    """,
        ["mesenteric_swirl", "dilated_small_bowel_loops", "fluid_filled_bowel_loops", "transition_point",
         "free_fluid_abdomen"],
        ["bowel_wall_hypoenhancement", "pneumatosis_intestinalis", "portal_venous_gas", "pneumoperitoneum_ct"]
        + PANC_N + KID_N)],
    "Small bowel obstruction due to internal hernia after Roux-en-Y gastric bypass",
    ["Other specified abdominal hernia with obstruction, without gangrene", "Bariatric surgery status"],
    ["Diagnostic laparoscopy, reduction of internal hernia and closure of mesenteric defect"],
    [("0DNB4ZZ", "Release Ileum, Percutaneous Endoscopic Approach", 10)],
))

# ---------------------------------------------------------------------------------------------
ENCOUNTERS.append(enc(
    29700035, "small bowel obstruction", "hard",
    txt("""
    50 y/o M here with "stomach bug". Wife had vomiting and diarrhea last week, got better in 2 days. Pt started
    yesterday with crampy pain all over his belly and loose watery stools x3 (last one this morning, small),
    then vomiting that has become more frequent (~10x), now brownish-green. Can't keep water down. Feels
    bloated. No blood in the stool. No fevers. Hasn't passed gas since this morning.
    PMH: HTN, h/o stab wound to abdomen 2009 requiring ex-lap (small bowel repair).
    Meds: HCTZ. NKDA. SH: works construction, smokes 1/2 ppd, 2-3 beers on weekends.
    """),
    ann(["sick_contacts", "abdominal_cramping", "diffuse_abdominal_pain", "abdominal_pain", "diarrhea", "vomiting",
         "bilious_vomiting", "abdominal_distension", "hypertension_history", "prior_abdominal_surgery",
         "thiazide_use", "smoker", "alcohol_use"],
        ["bloody_diarrhea", "fever"]),
    txt("""
    T 37.4 HR 104 BP 134/86 RR 18 SpO2 98% RA
    Gen: uncomfortable, vomiting in the room
    Abd: distended, tympanic, high-pitched tinkling bowel sounds. Mild diffuse tenderness, no rebound, no
    guarding. Long midline scar, no ventral hernia palpable.

    POCUS (bedside, curvilinear, EP): multiple dilated fluid-filled small bowel loops in all 4 quadrants,
    up to 3.3 cm, with back-and-forth (to-and-fro) movement of contents and prominent plicae ("keyboard" sign).
    No free fluid in Morison's pouch or the pelvis. Bladder partially full. IVC flat.
    """),
    annv(vit(37.4, 104, 134, 18, 98),
         ["vomiting", "prior_abdominal_surgery", "distended_abdomen", "tympanic_abdomen", "hyperactive_bowel_sounds", "diffuse_abdominal_tenderness",
          "dilated_small_bowel_loops", "fluid_filled_bowel_loops", "to_and_fro_peristalsis"],
         ["rebound_tenderness", "guarding", "irreducible_tender_bulge", "free_fluid_abdomen", "free_pelvic_fluid"]),
    merge(cbc(13.6, 16.8, 312, 83.0), bmp(131, 3.0, 88, 32, 34, 1.5, 138), lft(26, 29, 70, 1.0),
          lab(lipase=62.0, lactate=1.9), ua(sg=1.034, ket="40", prot="30")),
    [rep("ABDOMEN (SUPINE & ERECT)", "Radiograph", "Abdomen", """
    EXAMINATION: ABDOMEN, SUPINE AND UPRIGHT
    INDICATION: Vomiting, distension, prior laparotomy.
    FINDINGS: Multiple gas-distended small bowel loops in the mid abdomen up to 3.8 cm. On the upright view
    there are numerous air-fluid levels at differing heights in a stepladder configuration. A small amount of
    gas is present in the transverse colon. No free intraperitoneal air beneath the diaphragm. Surgical
    sutures project over the mid abdomen.
    IMPRESSION: Dilated small bowel with stepladder air-fluid levels, suggestive of obstruction; some colonic
    gas, so partial or early. CT could be obtained.
    """,
        ["dilated_small_bowel_loops", "stepladder_air_fluid_levels"],
        ["free_air_on_radiograph", "free_air_under_diaphragm"]),
     rep("CT ABD & PELVIS WITH CONTRAST", "CT", "Abdomen", """
    EXAMINATION: CT ABD/PELVIS WITH IV CONTRAST
    INDICATION: Dilated small bowel on plain film, prior ex-lap for stab wound.
    COMPARISON: Radiograph today.
    FINDINGS:
    Bowel: Dilated, fluid-filled loops of jejunum and proximal ileum up to 3.7 cm. Transition point in the mid
    abdomen where an ileal loop is tethered to the posterior aspect of the midline laparotomy scar. Distal
    ileum decompressed. Some fluid and gas in the colon. No swirl. Normal wall enhancement. No pneumatosis.
    Peritoneum: Trace free fluid in the pelvis. No free air.
    Liver, gallbladder, spleen, pancreas: unremarkable. Kidneys: no hydronephrosis.
    Appendix: normal.
    IMPRESSION:
    Mechanical obstruction of the small bowel with transition at the anterior abdominal wall adhesion.
    Continued colonic gas suggests a partial process. No signs of strangulation.
    """,
        ["dilated_small_bowel_loops", "fluid_filled_bowel_loops", "transition_point", "decompressed_distal_bowel",
         "free_pelvic_fluid", "normal_caliber_appendix"],
        ["mesenteric_swirl", "bowel_wall_hypoenhancement", "pneumatosis_intestinalis", "pneumoperitoneum_ct",
         "hydronephrosis"] + GB_N + PANC_N + APP_N)],
    "Partial adhesive small bowel obstruction",
    ["Intestinal adhesions [bands] with partial obstruction", "Hypo-osmolality and hyponatremia",
     "Essential (primary) hypertension"],
    ["Nasogastric decompression"],
    [("0D9670Z", "Drainage of Stomach with Drainage Device, Via Natural or Artificial Opening", 10)],
))

# ---------------------------------------------------------------------------------------------
ENCOUNTERS.append(enc(
    29700036, "small bowel obstruction", "hard",
    txt("""
    OSH urgent care transfer: "61M epigastric pain and vomiting, EtOH use, lipase 188 (3x ULN) - ?pancreatic
    cause, please evaluate."
    Pt reports 1 day of upper abdominal pain, cramping, coming in waves, with green vomit x6 and a swollen
    feeling in his belly. No BM for 2 days, not passing gas since last night. Drinks 3-4 beers daily, no
    binge recently. Has never had pancreatic problems. No melena or hematemesis.
    PMH: HTN, COPD (on tiotropium), gout.
    PSH: open sigmoid resection with end colostomy ___ (Hartmann's), colostomy reversed ___.
    Meds: amlodipine, tiotropium, albuterol PRN, allopurinol.
    SH: former roofer, smokes 1 ppd x40 yrs.
    """),
    ann(["epigastric_pain", "abdominal_pain", "abdominal_cramping", "colicky_abdominal_pain", "bilious_vomiting",
         "vomiting", "abdominal_distension", "obstipation", "alcohol_use", "hypertension_history", "copd_history",
         "prior_gout_attacks", "prior_abdominal_surgery", "smoker"],
        ["melena", "hematemesis", "chronic_pancreatitis_history"]),
    txt("""
    T 37.8  HR 96  BP 164/92  RR 20  SpO2 95% RA
    Gen: uncomfortable, NG tube placed with 600 mL bilious output
    Lungs: diminished air movement, scattered expiratory wheezes
    Abd: distended, tympanic. Mild epigastric tenderness, otherwise nontender. High-pitched bowel sounds.
    Healed midline scar and LLQ ostomy-reversal scar. No hernias. No peritoneal signs.
    Rectal: empty vault, guaiac negative.
    """),
    annv(vit(37.8, 96, 164, 20, 95),
         ["prior_abdominal_surgery", "expiratory_wheezes", "diminished_breath_sounds", "distended_abdomen", "tympanic_abdomen", "epigastric_tenderness",
          "hyperactive_bowel_sounds"],
         ["irreducible_tender_bulge", "rebound_tenderness", "guarding", "abdominal_rigidity", "guaiac_positive_stool"]),
    merge(cbc(11.9, 15.9, 262, 80.0, mcv=100), bmp(137, 3.4, 95, 29, 26, 1.3, 129), lft(34, 52, 88, 1.1, ggt=148),
          lab(lipase=188.0, lactate=1.5, tg=160.0)),
    [rep("CT ABD & PELVIS WITH CONTRAST", "CT", "Abdomen", """
    EXAMINATION: CT ABDOMEN AND PELVIS WITH CONTRAST

    INDICATION: 61M epigastric pain, vomiting, lipase 188. Evaluate pancreas.

    TECHNIQUE: Multidetector CT through the abdomen and pelvis after IV contrast, portal venous phase.

    COMPARISON: None.

    FINDINGS:

    LOWER CHEST: Centrilobular emphysema at the bases. No effusion.

    LIVER: Mild steatosis. No focal lesion.

    GALLBLADDER AND BILE DUCTS: Normal gallbladder. No biliary dilatation.

    PANCREAS: Normal in size and enhancement. No peripancreatic stranding or fluid. No calcifications.

    SPLEEN / ADRENALS: Unremarkable.

    KIDNEYS: Symmetric enhancement. Bilateral simple cysts up to 2 cm. No hydronephrosis.

    GI TRACT: NG tube in the stomach. Multiple dilated, fluid-filled small bowel loops up to 3.9 cm in the
    mid and left abdomen with an abrupt transition point in the left lower quadrant adjacent to the prior
    colorectal anastomosis, where the ileum is angulated. Distal ileum collapsed. No mesenteric swirl. Bowel
    wall enhancement is preserved; no pneumatosis or portal venous gas. Colon contains a small amount of stool
    and gas. Colorectal anastomosis intact.

    PERITONEUM: Trace pelvic ascites. No pneumoperitoneum.

    VESSELS: Atherosclerotic aorta, normal caliber.

    BONES: Degenerative changes.

    IMPRESSION:
    1. Mechanical obstruction of the small bowel with a transition point near the colorectal anastomosis,
    most likely adhesive. No signs of ischemia.
    2. Normal pancreas.
    3. Emphysema.
    """,
        ["emphysematous_changes", "dilated_small_bowel_loops", "fluid_filled_bowel_loops", "transition_point",
         "decompressed_distal_bowel", "free_pelvic_fluid"],
        ["mesenteric_swirl", "bowel_wall_hypoenhancement", "pneumatosis_intestinalis", "portal_venous_gas",
         "pneumoperitoneum_ct", "hydronephrosis", "cbd_dilation", "intrahepatic_biliary_dilation"]
        + GB_N + PANC_N + EFF)],
    "Adhesive small bowel obstruction",
    ["Intestinal adhesions [bands] with complete obstruction", "Chronic obstructive pulmonary disease, unspecified",
     "Alcohol abuse, uncomplicated", "Essential (primary) hypertension"],
    ["Exploratory laparotomy with lysis of adhesions"],
    [("0DNB0ZZ", "Release Ileum, Open Approach", 10)],
))
