"""Small bowel obstruction (29900033-29900036).

29900033 typical   ED scribe note with timed vitals, 68M after a right hemicolectomy; abdominal films, CT.
29900034 atypical  86F with dementia who only vomits, niece on speakerphone, pertinent lists; non-contrast CT, femoral hernia.
29900035 hard      portal message blaming opioid constipation nine days after a spinal fusion, then ED note; CT.
29900036 hard      ED observation I-PASS for a third "cannabis vomiting" visit, then the night re-evaluation; films, CT.
"""

from common import (EFF, GB_N, KID_N, PANC_N, ann, annv, bmp, cbc, enc, lab, lft, merge, rep, txt, ua, vit, vits)

L = "small bowel obstruction"
NGT = ("0D9670Z", "Drainage of Stomach with Drainage Device, Via Natural or Artificial Opening", 10)
ADH = "Intestinal adhesions [bands] with complete obstruction"

ENCOUNTERS = [
    enc(29900033, L, "typical",
        txt("""
            Scribed for Dr ___ by ___ (scribe), 04:20.
            CC: belly pain, vomiting
            HPI: 68 y/o M s/p open R hemicolectomy (2017, cecal adenocarcinoma, no recurrence) presents with
            crampy periumbilical abdominal pain since yesterday afternoon, coming in waves every few minutes, with
            progressive bloating. Vomited 6-7 times overnight, food at first and then green, bilious fluid. No BM
            and not passing gas since last evening; last normal BM yesterday morning. A similar episode 2 years
            ago settled with an NG tube in the hospital. No fever, no blood in the vomit, no melena.
            PMH: colon cancer s/p resection, HTN, GERD, BPH. PSH: R hemicolectomy (open, midline), lap
            cholecystectomy. Meds: amlodipine, omeprazole, tamsulosin. Social: retired; quit smoking 2005;
            occasional beer.
            I, Dr ___, personally performed the services described in this documentation, as scribed in my
            presence by ___, and it is accurate and complete.
            """),
        ann(["abdominal_cramping", "colicky_abdominal_pain", "periumbilical_pain", "abdominal_pain",
             "abdominal_distension", "vomiting", "bilious_vomiting", "obstipation", "previous_similar_episodes",
             "prior_abdominal_surgery", "prior_cholecystectomy", "malignancy_history", "hypertension_history",
             "alcohol_use"],
            ["fever", "hematemesis", "melena"]),
        txt("""
            Vitals:
            03:52  T 37.4  HR 106  BP 152/88  RR 20  SpO2 96% RA
            04:40  --      HR 98   BP 144/84  RR 18  SpO2 97% RA  (NGT placed, 900 mL bilious output)
            Gen: uncomfortable, doubling over intermittently with waves of pain
            HEENT: dry MM
            Abd: distended, tympanitic; BS ↑, high-pitched, tinkling; diffuse mild TTP, no focal tenderness;
            (-) rebound; (-) guarding; (-) rigidity; long healed midline scar and RUQ port scars; no hernia at the
            incision or groins
            Rectal: empty vault, no mass, guaiac neg
            """),
        annv(vits(vit(37.4, 106, 152, 20, 96), vit(None, 98, 144, 18, 97)),
             ["dehydration_signs", "distended_abdomen", "tympanic_abdomen", "hyperactive_bowel_sounds",
              "diffuse_abdominal_tenderness", "prior_abdominal_surgery"],
             ["rebound_tenderness", "guarding", "abdominal_rigidity", "irreducible_tender_bulge",
              "guaiac_positive_stool", "hypoactive_bowel_sounds"]),
        merge(cbc(11.8, 15.6, 298, 80), bmp(134, 3.3, 92, 29, 28, 1.3, 132), lft(20, 24, 78, 0.8),
              lab(lactate=1.6, lipase=36)),
        [rep("ABDOMEN (SUPINE AND UPRIGHT)", "Radiograph", "Abdomen", """
            EXAMINATION: ABDOMEN, SUPINE AND UPRIGHT

            HISTORY: Vomiting, distension, prior hemicolectomy.

            COMPARISON: None.

            FINDINGS: Multiple dilated gas-filled loops of small bowel in the central abdomen, up to 4.1 cm in
            caliber; the upright view shows many air-fluid levels at differing heights in a stepladder
            configuration. Little gas in the colon; none in the rectum. No free air under the diaphragm. Surgical
            clips in the right upper quadrant and an ileocolic anastomotic staple line in the right abdomen.

            IMPRESSION: Dilated small bowel with air-fluid levels and a paucity of colonic gas, suggestive of
            mechanical obstruction of the small bowel. CT recommended.
            """,
             ["dilated_small_bowel_loops", "stepladder_air_fluid_levels", "paucity_of_colonic_gas"],
             ["free_air_under_diaphragm", "free_air_on_radiograph"]),
         rep("CT ABD & PELVIS WITH CONTRAST", "CT", "Abdomen", """
            EXAMINATION: CT ABDOMEN AND PELVIS WITH IV CONTRAST

            HISTORY: Dilated small bowel on radiograph; prior right hemicolectomy.

            COMPARISON: Abdominal radiograph today; surveillance CT ___ (1 year prior).

            TECHNIQUE: Portal venous phase after 100 mL Omnipaque 350; no oral contrast (vomiting). Multiplanar
            reformats.

            FINDINGS:
            BOWEL: Fluid-filled, dilated jejunal and proximal ileal loops up to 3.9 cm, with an abrupt transition
            in the right lower quadrant just proximal to the ileocolic anastomosis, where a loop is tethered to the
            anterior abdominal wall beneath the midline incision, consistent with an adhesive band. Particulate
            feces-like material fills the dilated loops just proximal to the transition. Distal ileal loops and
            the colon are collapsed. The bowel wall enhances normally; no pneumatosis; no mesenteric swirl. Small
            volume mesenteric fluid. The anastomosis is intact without recurrent mass.
            LIVER: No focal lesion; no metastases.
            GALLBLADDER: Surgically absent.
            PANCREAS/SPLEEN/ADRENALS/KIDNEYS: Unremarkable; no hydronephrosis.
            PERITONEUM: No free air.
            LUNG BASES: Clear.

            IMPRESSION:
            1. High-grade mechanical obstruction of the small bowel with a transition point at an adhesion in the
            right lower quadrant near the ileocolic anastomosis; small bowel feces sign proximally. No CT signs of
            ischemia; no closed-loop configuration.
            2. No evidence of recurrent malignancy.

            Critical result communicated to Dr ___ (ED) at 06:15 by telephone; read back.
            """,
             ["dilated_small_bowel_loops", "fluid_filled_bowel_loops", "transition_point", "small_bowel_feces_sign",
              "decompressed_distal_bowel", "free_fluid_abdomen", "prior_cholecystectomy"],
             PANC_N + KID_N + ["pneumatosis_intestinalis", "mesenteric_swirl", "bowel_wall_hypoenhancement",
                               "pneumoperitoneum_ct"])],
        "Adhesive small bowel obstruction",
        [ADH, "Personal history of malignant neoplasm of large intestine", "Essential (primary) hypertension"],
        ["Nasogastric tube decompression"], [NGT]),

    enc(29900034, L, "atypical",
        txt("""
            ED Note
            86F from home with her niece, who is her caregiver, for vomiting x 2 days. She has moderate vascular
            dementia and answers "I'm fine" to most questions. Niece (speakerphone from work): "She's been
            throwing up since yesterday morning, even water, and it's greenish. She hasn't had a bowel movement in
            3 days, and her belly looks bigger to me. She doesn't say it hurts, but she won't let me touch her
            right leg, she keeps it bent. She's never had any operations except her cataracts."
            Pertinent positives: bilious vomiting, no BM x 3 days, abdominal distension per niece, guarding of the
            R leg/groin.
            Pertinent negatives: no fever at home, no diarrhea, no blood in the vomit, no cough.
            PMH: vascular dementia, HTN, osteoporosis, CKD 3a, weight loss (BMI 17). PSH: cataract surgery only.
            Meds: amlodipine, donepezil, alendronate. Social: lives with niece; no tobacco or EtOH.
            """),
        ann(["vomiting", "bilious_vomiting", "constipation", "abdominal_distension", "hypertension_history",
             "ckd_history", "weight_loss"],
            ["fever", "diarrhea", "hematemesis", "cough", "prior_abdominal_surgery", "smoker", "alcohol_use"]),
        txt("""
            T 37.2 °C, P 112, BP 100/58, RR 20, SpO2 95% RA
            Gen: cachectic elderly woman, dry, lying with the R hip flexed
            HEENT: dry mucous membranes
            Abd: distended, tympanitic, mild diffuse tenderness on deep palpation (grimace), no rebound; BS
            high-pitched and hyperactive
            Groin: R - 3 cm firm, tender, irreducible bulge below the inguinal ligament, medial to the femoral
            pulse, with faint overlying erythema; L - no bulge
            Rectal: small amount of soft stool in the vault, guaiac neg
            Neuro: alert, oriented to self, follows simple commands
            """),
        annv(vit(37.2, 112, 100, 20, 95),
             ["cachexia", "dehydration_signs", "distended_abdomen", "tympanic_abdomen", "diffuse_abdominal_tenderness",
              "hyperactive_bowel_sounds", "irreducible_tender_bulge"],
             ["rebound_tenderness", "guaiac_positive_stool"]),
        merge(cbc(13.6, 11.9, 252, 84), bmp(148, 3.1, 104, 31, 52, 1.8, 124), lab(lactate=2.2, lipase=40),
              ua(sg=1.030, ket="TR")),
        [rep("CT ABD & PELVIS W/O CONTRAST", "CT", "Abdomen", """
            EXAMINATION: CT ABDOMEN/PELVIS WITHOUT IV CONTRAST

            HISTORY: 86F with vomiting, distension and a right groin bulge. eGFR 26.

            COMPARISON: None.

            TECHNIQUE: Noncontrast axial images with coronal and sagittal reformats.

            FINDINGS:
            Small bowel: Diffusely dilated, fluid-filled loops of jejunum and ileum up to 3.6 cm with air-fluid
            levels, leading to a loop of distal ileum that enters a right femoral hernia sac medial to the femoral
            vein, below the inguinal ligament. The herniated segment is thick-walled, with fluid in the sac and
            stranding of the surrounding fat. Bowel beyond the hernia is collapsed. No pneumatosis or portal
            venous gas.
            Colon: Decompressed; scattered sigmoid diverticula.
            Stomach: Distended with fluid.
            Other: Small volume ascites. No free air. Gallbladder unremarkable. Kidneys atrophic, no
            hydronephrosis. No pleural effusion at the lung bases. Severe osteopenia with an old L1 compression
            fracture.

            IMPRESSION:
            1. Mechanical obstruction of the small bowel due to an incarcerated right femoral hernia containing
            distal ileum, with wall thickening and hernia sac fluid; viability cannot be assessed without
            contrast.
            2. Sigmoid diverticulosis. Old L1 compression fracture.

            Critical finding called to Dr ___ (ED) at 13:48; acute care surgery paged.
            """,
             ["dilated_small_bowel_loops", "fluid_filled_bowel_loops", "hernia_sac_with_bowel", "transition_at_hernia",
              "groin_defect_herniation", "decompressed_distal_bowel", "colonic_diverticula", "free_fluid_abdomen",
              "vertebral_compression_fracture"],
             EFF + GB_N + ["pneumatosis_intestinalis", "portal_venous_gas", "pneumoperitoneum_ct", "hydronephrosis"])],
        "Small bowel obstruction from an incarcerated right femoral hernia",
        ["Unilateral femoral hernia, with obstruction, without gangrene, not specified as recurrent",
         "Vascular dementia without behavioral disturbance", "Chronic kidney disease, stage 3a"],
        ["Open right femoral hernia repair"],
        [("0YQ70ZZ", "Repair Right Femoral Region, Open Approach", 10)]),

    enc(29900035, L, "hard",
        txt("""
            Portal message to the spine surgery clinic (9 days after L4-5 fusion), sent 05:30, pasted by triage RN:
            "Hi, its ___. I havent pooped in 4 days and the oxy is making me so backed up. I took miralax twice
            and a dulcolax and nothing. Now my stomach is swollen hard and I threw up 3 times last night, the last
            one was green and smelled bad. I have cramps that come and go. I dont have a fever. Can I get an enema
            or something stronger? my back incision looks ok."
            Clinic nurse reply: go to the ED.
            ED Resident Note:
            58M, 9 days after L4-5 posterior fusion, on oxycodone 10 mg q4h, presents with 4 days of no BM and, for
            the past 24 h, no flatus, crampy intermittent diffuse abdominal pain, progressive distension, and
            bilious, feculent-smelling vomiting x3. The spine team put the constipation down to opioids at a day-7
            phone check. Open appendectomy at 19 ("ruptured, in hospital a week") and umbilical hernia repair with
            mesh in 2015. No fever. No urinary retention.
            PMH: lumbar stenosis, HTN, OSA, obesity. Meds: oxycodone, gabapentin, docusate/senna, lisinopril.
            Social: no tobacco; 2 beers/day before the surgery.
            """),
        ann(["constipation", "obstipation", "abdominal_cramping", "colicky_abdominal_pain", "diffuse_abdominal_pain",
             "abdominal_pain", "abdominal_distension", "vomiting", "bilious_vomiting", "prior_appendectomy",
             "prior_abdominal_surgery", "hernia_history", "recent_surgery_immobilization", "hypertension_history",
             "obesity", "raas_blocker_use", "alcohol_use"],
            ["fever", "inability_to_void", "smoker"]),
        txt("""
            T 37.6  HR 110  BP 148/92  RR 20  SpO2 95% RA
            Gen: obese, uncomfortable, lying supine with knees up
            Abd: markedly distended, tympanic; BS ↑ with high-pitched rushes; diffuse TTP, ↑ in the RLQ under the
            old McBurney scar; (-) rebound; (-) rigidity; (-) guarding; healed RLQ and periumbilical scars; no
            hernia
            Back: lumbar incision c/d/i, no erythema or drainage
            Rectal: vault empty, no impaction
            """),
        annv(vit(37.6, 110, 148, 20, 95),
             ["obesity", "distended_abdomen", "tympanic_abdomen", "hyperactive_bowel_sounds",
              "diffuse_abdominal_tenderness", "rlq_tenderness", "prior_abdominal_surgery"],
             ["rebound_tenderness", "abdominal_rigidity", "guarding", "irreducible_tender_bulge",
              "hard_stool_on_rectal_exam"]),
        merge(cbc(12.9, 13.8, 344, 82), bmp(133, 3.2, 93, 30, 24, 1.1, 128), lab(lactate=1.9, lipase=28)),
        [rep("CT ABD & PELVIS WITH CONTRAST", "CT", "Abdomen", """
            EXAMINATION: CT ABD/PELVIS W CONTRAST

            HISTORY: 9 days after lumbar fusion, on opioids; no BM x 4 days, feculent vomiting, distension.
            ? ileus vs obstruction.

            COMPARISON: None.

            TECHNIQUE: Portal venous phase after 100 mL Omnipaque 350 IV; no oral contrast. Multiplanar reformats.

            FINDINGS:
            Small bowel: Dilated fluid- and gas-filled small bowel loops up to 4.0 cm from the duodenum through the
            mid ileum, with an abrupt caliber change in the right lower quadrant where the bowel is tethered to the
            anterior abdominal wall beneath the old appendectomy scar, favored adhesive. Distal ileum collapsed.
            Small bowel feces sign at the transition. Normal wall enhancement. No mesenteric swirl.
            Colon: Not dilated, with a moderate stool burden in the right colon; the rectum holds little stool and
            no gas. No colonic distension to suggest pseudo-obstruction.
            Stomach: Markedly distended with fluid.
            Other: Umbilical hernia mesh repair, no recurrent hernia. Appendix surgically absent. L4-5 fusion
            hardware with expected postoperative soft tissue change, no collection. Trace free fluid in the pelvis.
            No free air.
            Liver, gallbladder, pancreas, spleen, kidneys: Unremarkable.

            IMPRESSION:
            1. Mechanical obstruction of the small bowel with a right lower quadrant transition point, likely
            adhesive from the remote appendectomy. No CT signs of ischemia.
            2. No findings of generalized ileus or colonic pseudo-obstruction.

            Findings discussed with Dr ___ (ED resident) at 09:55; surgery consulted.
            """,
             ["dilated_small_bowel_loops", "fluid_filled_bowel_loops", "transition_point", "decompressed_distal_bowel",
              "small_bowel_feces_sign", "fecal_loading_colon", "prior_appendectomy", "free_pelvic_fluid"],
             GB_N + PANC_N + KID_N + ["mesenteric_swirl", "bowel_wall_hypoenhancement", "dilated_colon",
                                      "pneumoperitoneum_ct"])],
        "Adhesive small bowel obstruction after remote appendectomy",
        [ADH, "Long term (current) use of opiate analgesic"],
        ["Nasogastric tube decompression"], [NGT]),

    enc(29900036, L, "hard",
        txt("""
            ED Observation Unit - I-PASS handoff, 19:00 (Dr ___ to Dr ___):
            I: Stable.
            P: 27M, daily cannabis use, 3rd ED visit this month for vomiting; the prior 2 visits were diagnosed as
            cannabinoid hyperemesis and improved with haloperidol and capsaicin. Today: vomiting since this
            morning, "same as always," epigastric cramping. Given haloperidol 5 mg IV, capsaicin cream, 2 L LR.
            Labs: K 3.2, lipase normal. Plan was a PO challenge and home.
            A: PO challenge at 20:00; if he passes, discharge with cannabis cessation counseling.
            S: If he fails, keep in obs overnight. Remote ex lap (stab wound 2019), "not relevant" per patient.
            S: Receiver: understood, no questions.
            Night re-evaluation (Dr ___, 22:30): Failed the PO challenge, vomited x2, now bilious. He now describes
            cramping waves around the navel every few minutes, feels his belly getting bigger, and has not passed
            gas since this afternoon; last BM yesterday. Hot showers are not helping this time, unlike his earlier
            episodes. No fever. No hematemesis. Cannabis daily (vape and edibles) for 6 years, no other drugs; no
            EtOH. PSH: exploratory laparotomy with small bowel repair after a stab wound to the abdomen (2019).
            PMH: none.
            """),
        ann(["vomiting", "bilious_vomiting", "abdominal_cramping", "colicky_abdominal_pain", "epigastric_pain",
             "periumbilical_pain", "abdominal_distension", "obstipation", "previous_similar_episodes",
             "prior_abdominal_surgery"],
            ["fever", "hematemesis", "alcohol_use"]),
        txt("""
            Re-exam 22:30, with flowsheet:
            13:10  T 36.9  HR 96   BP 138/82  RR 18  SpO2 99%
            18:45  T 37.1  HR 88   BP 126/74  RR 16  SpO2 99%
            22:25  T 37.6  HR 112  BP 132/80  RR 20  SpO2 98%
            Gen: thin young man, now uncomfortable, retching
            Abd: ↑ distension vs the AM exam (day team: "soft, ND"); tympanic; BS ↑, high-pitched and tinkling;
            long healed midline laparotomy scar; diffuse mild TTP, ↑ periumbilical; (-) rebound; (-) guarding; no
            incisional hernia palpable
            Skin: capsaicin cream on the abdomen; no rash
            """),
        annv(vits(vit(36.9, 96, 138, 18, 99), vit(37.1, 88, 126, 16, 99), vit(37.6, 112, 132, 20, 98)),
             ["distended_abdomen", "tympanic_abdomen", "hyperactive_bowel_sounds", "prior_abdominal_surgery",
              "diffuse_abdominal_tenderness"],
             ["rebound_tenderness", "guarding", "irreducible_tender_bulge", "rash"]),
        merge(cbc(13.4, 15.9, 310, 82), bmp(137, 3.2, 95, 29, 18, 1.0, 118), lft(22, 25, 70, 0.7),
              lab(lipase=34, lactate=1.5), ua(sg=1.030, ket="80")),
        [rep("ABDOMEN (SUPINE AND UPRIGHT)", "Radiograph", "Abdomen", """
            EXAMINATION: ABDOMEN (SUPINE AND UPRIGHT), 2 VIEWS

            HISTORY: Vomiting, new distension, prior laparotomy.

            COMPARISON: None.

            FINDINGS: Several dilated small bowel loops in the left upper and central abdomen, up to 3.5 cm, with
            air-fluid levels on the upright view. Gas is present in normal amounts in the colon and rectum. No free
            air.

            IMPRESSION: Dilated small bowel loops with air-fluid levels: partial obstruction versus ileus. Gas in
            the colon. CT could be considered.
            """,
             ["dilated_small_bowel_loops"], ["free_air_on_radiograph", "paucity_of_colonic_gas"]),
         rep("CT ABD & PELVIS WITH CONTRAST", "CT", "Abdomen", """
            EXAMINATION: CT ABDOMEN AND PELVIS WITH IV CONTRAST

            HISTORY: Failed PO challenge, distension, prior laparotomy. Abdominal films equivocal.

            COMPARISON: Abdominal films tonight; CT abdomen/pelvis ___ (2019, trauma).

            TECHNIQUE: Portal venous phase after 100 mL Omnipaque 350; no oral contrast. Coronal and sagittal
            reformats.

            FINDINGS:
            GASTROINTESTINAL: Stomach distended with fluid. Proximal and mid jejunal loops dilated to 3.4 cm and
            fluid filled, with a transition point in the left mid abdomen at a band running from the bowel to the
            underside of the midline scar. Distal jejunum and ileum decompressed. No closed-loop configuration, no
            swirl, no pneumatosis; normal bowel wall enhancement. Colon of normal caliber with gas and stool.
            Liver, gallbladder, pancreas, spleen, kidneys: Normal.
            Peritoneum: Small amount of fluid between small bowel loops. No free air.
            Lung bases: Clear.

            IMPRESSION:
            1. Partial-to-high-grade mechanical obstruction of the small bowel with a transition in the left mid
            abdomen, likely an adhesive band from the prior laparotomy. No signs of strangulation.
            2. No other CT cause for the recurrent vomiting.

            Communicated to Dr ___ by phone at 01:12.
            """,
             ["dilated_small_bowel_loops", "fluid_filled_bowel_loops", "transition_point", "decompressed_distal_bowel",
              "free_fluid_abdomen"],
             GB_N + PANC_N + KID_N + ["mesenteric_swirl", "pneumatosis_intestinalis", "bowel_wall_hypoenhancement",
                                      "dilated_colon", "pneumoperitoneum_ct"])],
        "Adhesive small bowel obstruction after prior laparotomy (initially treated as cannabinoid hyperemesis)",
        ["Intestinal adhesions [bands] with partial obstruction", "Cannabis use, unspecified, uncomplicated"],
        ["Nasogastric tube decompression"], [NGT]),
]
