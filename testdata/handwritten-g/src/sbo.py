"""Small bowel obstruction, 29600033-29600036.

29600033 typical   66F after hysterectomy and right colectomy, Canadian ED chart; abdominal films, then CT with a transition point.
29600034 atypical  78F thin, Australian surgical registrar's note; a tender lump below the right groin crease; CT with a loop in the femoral canal.
29600035 hard      45M told by a telehealth doctor it was a stomach bug (SOAP note forwarded), open appendix operation as a child; films and CT.
29600036 hard      62M on methadone sent as constipation, speech-recognition dictation; CT.
"""

from common import *  # noqa: F401,F403

ENCOUNTERS = []

# 29600033 ---------------------------------------------------------------------------------------
_v = vit(37.2, 104, 138, 18, 97)
ENCOUNTERS.append(enc(
    29600033, "small bowel obstruction", "typical",
    """
CTAS 3. Triage: "belly swollen, throwing up green since last night."

66F, hx abdominal hysterectomy (1998) and lap R hemicolectomy for a cecal polyp (2016). Crampy central abdominal pain
started ~18 h ago, coming in waves every few minutes. Vomiting since midnight, >10 times, now green. No BM and no gas
since yesterday morning. Belly getting bigger. No fever. No blood PR. Never had this before. Last colonoscopy 2022 normal.
PMH: HTN, hypothyroid, OA. Meds: amlodipine, levothyroxine, acetaminophen. NKDA. Non-smoker, no EtOH.
""",
    ann(["abdominal_cramping", "colicky_abdominal_pain", "periumbilical_pain", "abdominal_pain", "vomiting",
         "bilious_vomiting", "obstipation", "abdominal_distension", "prior_abdominal_surgery", "hypertension_history"],
        ["fever", "rectal_bleeding", "previous_similar_episodes", "known_allergy", "smoker", "alcohol_use"]),
    """
T 37.2 HR 104 BP 138/82 RR 18 SpO2 97%RA
Gen: uncomfortable, dry mucosa.
Chest: clear. CVS: regular.
Abdo: distended, tympanic, lower midline and laparoscopic scars. Diffuse mild tenderness, worse periumbilical. No
rebound, no guarding. High-pitched tinkling bowel sounds. Hernial orifices: no bulge at the umbilicus, groins or scars.
DRE: empty rectum, no blood.
""",
    annv(_v, ["dehydration_signs", "distended_abdomen", "tympanic_abdomen", "prior_abdominal_surgery",
              "diffuse_abdominal_tenderness", "hyperactive_bowel_sounds"],
         ["rebound_tenderness", "guarding", "irreducible_tender_bulge", "reducible_umbilical_bulge", "reducible_groin_bulge",
          "blood_on_rectal_exam"]),
    merge(cbc(12.1, 14.4, 302, 82.0), bmp(134, 3.2, 92, 30, 31, 1.3, 128), lactate(1.6), lft(18, 21, 70, 0.6),
          lipase(40)),
    [rpt("XR ABDOMEN SUPINE AND UPRIGHT", "Radiograph", "Abdomen", [
        ("INDICATION", "Vomiting, distension."),
        ("FINDINGS", "Multiple gas-distended small bowel loops in the central abdomen up to 4.2 cm, with air-fluid levels\n"
                     "at different heights on the upright view. Little gas in the colon. No free air. Surgical clips RLQ."),
        ("IMPRESSION", "Dilated small bowel with air-fluid levels; mechanical obstruction likely."),
    ], ["dilated_small_bowel_loops", "stepladder_air_fluid_levels", "paucity_of_colonic_gas"],
        ["free_air_on_radiograph", "free_air_under_diaphragm"]),
     rpt("CT ABDOMEN AND PELVIS WITH IV CONTRAST", "CT", "Abdomen", [
        ("INDICATION", "Obstruction on plain film. Prior hysterectomy and right hemicolectomy."),
        ("TECHNIQUE", "IV contrast, portal venous phase. No oral contrast."),
        ("FINDINGS", """
            Fluid-filled dilated jejunal and proximal ileal loops up to 3.9 cm, tapering abruptly in the left lower
            quadrant where two loops are tethered to the anterior abdominal wall beneath the midline incision. Distal
            ileum and ileocolic anastomosis collapsed. Feculent material in the dilated loop just proximal to the
            transition. Bowel walls enhance normally; no pneumatosis, no mesenteric swirl, no portal venous gas. Small
            amount of interloop fluid. Colon decompressed. No hernia. No mass at the anastomosis.
            Liver, gallbladder, pancreas, kidneys unremarkable.
            """),
        ("IMPRESSION", "High-grade adhesive ____ with a single transition point in the left lower quadrant. No signs of\n"
                       "ischemia."),
    ], ["dilated_small_bowel_loops", "fluid_filled_bowel_loops", "transition_point", "decompressed_distal_bowel",
        "small_bowel_feces_sign", "free_fluid_abdomen"],
        ["pneumatosis_intestinalis", "mesenteric_swirl", "portal_venous_gas", "bowel_wall_hypoenhancement",
         "hernia_sac_with_bowel", "colonic_wall_mass_ct"] + GB_N + PANC_N + KID_N)],
    "Adhesive small bowel obstruction", ["Intestinal adhesions [bands] with complete obstruction",
                                         "Essential (primary) hypertension", "Hypothyroidism, unspecified"],
    ["Nasogastric decompression"], [("0D9670Z", "Drainage of Stomach with Drainage Device, Via Natural or Artificial Opening", 10)]))

# 29600034 ---------------------------------------------------------------------------------------
_v = vit(37.4, 108, 146, 20, 95)
ENCOUNTERS.append(enc(
    29600034, "small bowel obstruction", "atypical",
    """
Surgical registrar, ED.
78F, lives alone, independent. PC: vomiting 2/7, abdo pain.
Hx: 2 days of colicky central abdo pain, vomiting everything, now dark green. BO last 2 days ago, small, flatus until
yesterday. Noticed a "sore lump" at the top of her R leg yesterday which she had never seen before; hasn't told anyone.
No fevers. Lost weight over the past year without trying (~6 kg), eats like a bird.
PMHx: AF on apixaban, osteoporosis, hypothyroid. No previous abdominal operations. 2 vaginal deliveries.
Meds: apixaban, metoprolol, levothyroxine, alendronate. NKDA. Never smoked.
""",
    ann(["colicky_abdominal_pain", "periumbilical_pain", "abdominal_pain", "vomiting", "bilious_vomiting",
         "groin_bulge", "groin_pain", "weight_loss", "atrial_fibrillation_history", "anticoagulant_use",
         "osteoporosis_history", "multiparity"],
        ["fever", "prior_abdominal_surgery", "known_allergy", "smoker"]),
    """
O/E: HR 108 irreg irreg, BP 146/84, T 37.4, RR 20, SpO2 95% RA.
Thin, dry, looks unwell.
Abdo: moderately distended, tympanic, mildly tender centrally, no peritonism. BS hyperactive.
Groins: 3 cm firm, tender, irreducible lump below and lateral to the R pubic tubercle, below the inguinal ligament.
Overlying skin not red. No cough impulse. L groin normal.
PR: empty.
""",
    annv(_v, ["irregularly_irregular_pulse", "cachexia", "dehydration_signs", "ill_appearing", "distended_abdomen",
              "tympanic_abdomen", "hyperactive_bowel_sounds", "irreducible_tender_bulge", "irreducible_groin_lump",
              "groin_bulge"],
         ["rebound_tenderness", "guarding", "abdominal_rigidity"]),
    merge(cbc(11.6, 13.8, 242, 84.0), bmp(133, 3.4, 94, 29, 38, 1.3, 132), lactate(2.3), coags(14.6, 1.3)),
    [rpt("CT ABDOMEN AND PELVIS WITH CONTRAST", "CT", "Abdomen", [
        ("CLINICAL NOTES", "Vomiting, distension, tender R groin lump."),
        ("FINDINGS", """
            A loop of distal ileum passes into a right femoral hernia sac, medial to the femoral vein and below the
            inguinal ligament. Proximal small bowel is dilated to 3.6 cm with multiple fluid levels; bowel distal to the
            hernia is collapsed. The herniated loop enhances but has a thickened wall and a little fluid in the sac.
            No pneumatosis. No free gas. Colon decompressed.
            Incidental: 2.4 cm left adrenal nodule, -5 HU (adenoma). Compression deformity of L1, old. Cardiomegaly at
            the lung bases, no effusion.
            """),
        ("IMPRESSION", "____ due to a right femoral hernia containing ileum (transition at the hernia neck). Herniated loop\n"
                       "viable on imaging but wall thickened."),
    ], ["hernia_sac_with_bowel", "transition_at_hernia", "transition_point", "dilated_small_bowel_loops",
        "decompressed_distal_bowel", "groin_defect_herniation", "vertebral_compression_fracture", "cardiomegaly"],
        ["pneumatosis_intestinalis", "pneumoperitoneum_ct"] + EFF)],
    "Small bowel obstruction due to right femoral hernia", ["Unilateral femoral hernia, with obstruction, without gangrene",
                                                            "Atrial fibrillation, unspecified"],
    ["Open repair of right femoral hernia"],
    [("0YQ70ZZ", "Repair Right Femoral Region, Open Approach", 10)]))

# 29600035 ---------------------------------------------------------------------------------------
_v = vit(37.6, 112, 126, 20, 98)
ENCOUNTERS.append(enc(
    29600035, "small bowel obstruction", "hard",
    """
Telehealth visit (yesterday evening), summary printed by patient:
S: 45M with cramping stomach pain and vomiting x 12 h, one loose stool this morning. Coworkers recently had a stomach
virus. O: Appears mildly uncomfortable on video, talking in full sentences. A: Acute viral gastroenteritis, likely.
P: fluids, bland diet, ondansetron.

ED Physician Note: Overnight the vomiting became more frequent and bitter and green. Pain is cramping, comes in waves
around the belly button, and he feels bloated. The loose stool yesterday morning was his last bowel movement and he
has not passed gas since late last night. No fever. No blood. He had an open appendix operation at age 9 (burst appendix,
"long scar") and no other surgery.
PMH: GERD. Meds: pantoprazole. NKDA. Social: 1 beer a week, non-smoker.
""",
    ann(["abdominal_cramping", "colicky_abdominal_pain", "periumbilical_pain", "abdominal_pain", "vomiting",
         "bilious_vomiting", "diarrhea", "abdominal_distension", "obstipation", "sick_contacts", "prior_appendectomy",
         "prior_abdominal_surgery", "alcohol_use", "prior_dyspepsia"],
        ["fever", "rectal_bleeding", "known_allergy", "smoker"]),
    """
VS 37.6 112 126/80 20 98% RA
General: Uncomfortable, retching into a basin.
HEENT: Dry mucous membranes.
Abdomen: Distended and tympanic to percussion. Well-healed right lower quadrant transverse scar. Tender diffusely,
worst periumbilically. No guarding, no rebound. Bowel sounds hyperactive with rushes. No hernias felt.
Rectal: soft brown stool in vault, heme negative.
""",
    annv(_v, ["dehydration_signs", "distended_abdomen", "tympanic_abdomen", "prior_abdominal_surgery",
              "diffuse_abdominal_tenderness", "hyperactive_bowel_sounds"],
         ["guarding", "rebound_tenderness", "irreducible_tender_bulge", "reducible_groin_bulge",
          "reducible_umbilical_bulge", "guaiac_positive_stool"]),
    merge(cbc(13.0, 16.2, 318, 84.0), bmp(136, 3.1, 91, 31, 26, 1.2, 134), lactate(1.9), lipase(26)),
    [rpt("XR ABDOMEN 2 VIEWS", "Radiograph", "Abdomen", [
        ("FINDINGS", "Dilated loops of small bowel in the mid abdomen to 3.8 cm with a step-ladder arrangement of air-fluid\n"
                     "levels. Small amount of gas in the rectum. No free intraperitoneal gas."),
        ("IMPRESSION", "Findings of small bowel dilatation, possibly early or incomplete obstruction."),
    ], ["dilated_small_bowel_loops", "stepladder_air_fluid_levels"], ["free_air_on_radiograph"]),
     rpt("CT ABDOMEN & PELVIS W/ IV CONTRAST", "CT", "Abdomen", [
        ("INDICATION", "Vomiting, distension, prior open RLQ surgery."),
        ("FINDINGS", """
            ABDOMEN: Fluid-filled dilated small bowel loops up to 3.5 cm with a transition point in the right lower
            quadrant, deep to the old surgical scar, where the ileum is kinked by an adhesive band. Ileum distal to
            this is decompressed. Mesentery not twisted. Normal wall enhancement. Trace free fluid.
            Gallbladder, liver, pancreas, spleen, kidneys: normal.
            PELVIS: Bladder normal. No free air.
            """),
        ("IMPRESSION", "Adhesive ____ with a right lower quadrant transition point. No closed loop or ischemia."),
    ], ["dilated_small_bowel_loops", "fluid_filled_bowel_loops", "transition_point", "decompressed_distal_bowel",
        "free_fluid_abdomen"],
        ["mesenteric_swirl", "bowel_wall_hypoenhancement", "pneumoperitoneum_ct"] + GB_N + PANC_N + KID_N)],
    "Adhesive small bowel obstruction", ["Intestinal adhesions [bands] with partial obstruction",
                                         "Gastro-esophageal reflux disease without esophagitis"],
    ["Nasogastric decompression"], [("0D9670Z", "Drainage of Stomach with Drainage Device, Via Natural or Artificial Opening", 10)]))

# 29600036 ---------------------------------------------------------------------------------------
_v = vit(98.9, 106, 132, 22, 96)
ENCOUNTERS.append(enc(
    29600036, "small bowel obstruction", "hard",
    """
Sixty two year old man sent from his methadone clinic with a referral for constipation and abdominal pain period he
has been on methadone for eight years and says he is always somewhat constipated comma usually moving his bowels every
three or four days with senna period this time he has not had a bowel movement in five days and has not passed any gas
for two days comma and since yesterday he has been vomiting comma first food and now a dark green fluid comma about
eight times period the pain is crampy and comes and goes every few minutes around the middle of the belly and his belly
has swollen up period his history is notable for a sigmoid colectomy for colon cancer four years ago with clear scans
since comma hepatitis C treated and cured comma and COPD period he smokes a pack a day period no alcohol for ten years
period no fevers period no blood in the stool period
""",
    ann(["constipation", "chronic_constipation_history", "obstipation", "vomiting", "bilious_vomiting",
         "abdominal_cramping", "colicky_abdominal_pain", "periumbilical_pain", "abdominal_pain", "abdominal_distension",
         "opioid_use_history", "prior_abdominal_surgery", "malignancy_history", "copd_history", "smoker"],
        ["alcohol_use", "fever", "rectal_bleeding"]),
    """
Temperature ninety eight point nine comma heart rate one hundred six comma blood pressure one thirty two over eighty
comma respiratory rate twenty two comma oxygen saturation ninety six percent on room air period thin man who appears
uncomfortable and dehydrated period lungs with scattered expiratory wheezes period abdomen distended and tympanic with a
healed lower midline incision comma diffusely tender without rebound or rigidity comma high pitched bowel sounds period
no hernias at the incision or groins period rectal exam shows an empty rectal vault with no hard stool and no blood
period
""",
    annv(_v, ["dehydration_signs", "expiratory_wheezes", "distended_abdomen", "tympanic_abdomen",
              "prior_abdominal_surgery", "diffuse_abdominal_tenderness", "hyperactive_bowel_sounds"],
         ["rebound_tenderness", "abdominal_rigidity", "irreducible_tender_bulge", "reducible_groin_bulge",
          "hard_stool_on_rectal_exam", "blood_on_rectal_exam"]),
    merge(cbc(10.8, 13.2, 286, 79.0), bmp(135, 3.3, 93, 29, 29, 1.1, 118), lactate(1.4), lft(26, 31, 92, 0.7)),
    [rpt("CT ABDOMEN AND PELVIS WITH CONTRAST", "CT", "Abdomen", [
        ("CLINICAL HISTORY", "62M on methadone, constipation, vomiting, distension. Prior sigmoid colectomy for cancer."),
        ("COMPARISON", "Surveillance CT ___ (7 months prior)."),
        ("FINDINGS", None),
        ("ABDOMEN", """
            Lung bases: centrilobular emphysema; no effusion. Liver is normal without focal lesion; no new liver
            lesions. Gallbladder, pancreas, spleen and adrenal glands are unremarkable. Kidneys without hydronephrosis.
            Multiple dilated, fluid-filled small bowel loops measuring up to 4.1 cm. The colon contains only a small
            amount of stool and is not distended; no fecal loading.
            """),
        ("PELVIS", """
            Abrupt transition in the right pelvis where a distal ileal loop is angulated and adherent to the
            colorectal anastomosis; downstream ileum is collapsed. No mass or nodularity at the anastomosis and no
            new lymphadenopathy to suggest recurrence. Small volume of pelvic free fluid. No pneumatosis.
            """),
        ("IMPRESSION", """
            1. ____ with a right pelvic transition point near the anastomosis, most likely adhesive. No evidence of
               recurrent tumor.
            2. No colonic fecal loading to account for the symptoms.
            3. Emphysema.
            """),
    ], ["dilated_small_bowel_loops", "fluid_filled_bowel_loops", "transition_point", "decompressed_distal_bowel",
        "free_pelvic_fluid", "emphysematous_changes"],
        ["fecal_loading_colon", "dilated_colon", "colonic_wall_mass_ct", "liver_metastases", "pneumatosis_intestinalis",
         "hydronephrosis"] + EFF + GB_N + PANC_N + LIVER_CT_N)],
    "Adhesive small bowel obstruction", ["Intestinal adhesions [bands] with complete obstruction",
                                         "Opioid dependence, uncomplicated", "Chronic obstructive pulmonary disease, unspecified",
                                         "Personal history of malignant neoplasm of large intestine"],
    ["Laparoscopic adhesiolysis"], [("0DNW4ZZ", "Release Peritoneum, Percutaneous Endoscopic Approach", 10)]))
