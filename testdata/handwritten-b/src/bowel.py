"""Small bowel obstruction 29100029-29100030, perforated peptic ulcer 29100031-29100032, acute
mesenteric ischemia 29100041-29100042, acute gastroenteritis 29100045-29100046.

29100029 small bowel obstruction    typical   57 y man after a colectomy, radiograph and CT.
29100030 small bowel obstruction    hard      44 y woman sent as a stomach bug; closed loop on CT.
29100031 perforated peptic ulcer    typical   59 y man on ibuprofen, board-like abdomen, free air.
29100032 perforated peptic ulcer    atypical  80 y woman on prednisone, confused, soft abdomen.
29100041 acute mesenteric ischemia  typical   74 y woman in atrial fibrillation off anticoagulation.
29100042 acute mesenteric ischemia  hard      69 y man sent as infectious colitis (bloody stools).
29100045 acute gastroenteritis      typical   30 y man, household outbreak, no imaging.
29100046 acute gastroenteritis      hard      71 y woman sent as a possible obstruction; CT without one.
"""

from common import *  # noqa: F401,F403

ENCOUNTERS = [
    enc(29100029, "small bowel obstruction", "typical",
        """57 y/o man s/p open R hemicolectomy for colon ca 5 yrs ago (no chemo, NED on surveillance),
        presents with crampy periumbilical pain since yesterday afternoon, coming in waves every
        few minutes. Vomiting since midnight, now green. Belly getting bigger. Last BM 2 days ago;
        hasn't passed gas since last night. No fever. Had a similar episode 2 yrs ago that resolved
        with an NG tube.
        PMH: colon ca as above, HTN, gout
        PSH: R hemicolectomy, umbilical hernia repair
        Meds: losartan, allopurinol
        SH: married, former smoker, no EtOH""",
        ann(["prior_abdominal_surgery", "malignancy_history", "abdominal_cramping", "colicky_abdominal_pain",
             "periumbilical_pain", "vomiting", "bilious_vomiting", "abdominal_distension", "obstipation",
             "previous_similar_episodes", "hypertension_history", "hernia_history", "raas_blocker_use",
             "increasing_abdominal_girth", "prior_gout_attacks",
             "former_smoker"],
            ["fever", "alcohol_use"]),
        """Vitals 37.3  102  146/88  18  97%
        Gen: uncomfortable, dry mucous membranes
        CV: borderline tachy
        Resp: clear
        Abd: distended, tympanic to percussion, midline laparotomy scar, diffuse mild tenderness
        without peritoneal signs, high-pitched tinkling bowel sounds. No hernias palpable at the
        umbilicus or groins.
        Rectal: empty vault, no masses""",
        annv(vit(37.3, 102, 146, 18, 97),
             ["dehydration_signs", "distended_abdomen", "tympanic_abdomen", "prior_abdominal_surgery",
              "diffuse_abdominal_tenderness", "hyperactive_bowel_sounds"],
             ["rebound_tenderness", "abdominal_rigidity", "irreducible_tender_bulge", "hard_stool_on_rectal_exam"]),
        merge(cbc(11.9, 16.4, 312, 83.0), bmp(134, 3.3, 92, 30, 34, 1.3, 128),
              {50813: 1.6, 50956: 40.0}),
        [report("ABDOMEN (SUPINE & ERECT)", "Radiograph", "Abdomen", "Two views: supine and upright.",
                """Small bowel loops in the central abdomen are dilated, up to 4 cm, with
                numerous air-fluid levels at differing heights on the upright image. Little gas in the
                colon. No free air under the diaphragm. Surgical anastomotic staples in the right
                abdomen.""",
                ["dilated_small_bowel_loops", "stepladder_air_fluid_levels", "paucity_of_colonic_gas",
                 "prior_abdominal_surgery"],
                ["free_air_under_diaphragm", "free_air_on_radiograph"]),
         report("CT ABD & PELVIS WITH CONTRAST", "CT", "Abdomen", "Routine venous phase after 100 mL IV contrast.",
                [("LOWER CHEST", "Unremarkable."),
                 ("HEPATOBILIARY", "Several subcentimeter hepatic cysts. Gallbladder unremarkable."),
                 ("PANCREAS", "Normal."),
                 ("KIDNEYS", "Normal. No hydronephrosis."),
                 ("GASTROINTESTINAL", """Post right hemicolectomy with ileocolic anastomosis. The stomach
                   and proximal and mid small bowel are dilated and fluid-filled, up to 3.8 cm, with
                   feces-like material in the dilated loops just proximal to an abrupt caliber change
                   in the right lower quadrant, where the bowel appears tethered to the anterior
                   abdominal wall, likely an adhesion. The distal ileum and colon are collapsed. Bowel
                   walls enhance normally; no pneumatosis; no mesenteric swirl. Small amount of
                   interloop fluid. No free air."""),
                 ("PELVIS", "Bladder unremarkable."),
                 ("LYMPH NODES", "No adenopathy."),
                 ("BONES", "Degenerative changes.")],
                ["hepatic_cysts", "prior_abdominal_surgery", "dilated_small_bowel_loops", "fluid_filled_bowel_loops",
                 "small_bowel_feces_sign", "transition_point", "decompressed_distal_bowel", "free_fluid_abdomen"],
                EFF + GB_N + PANC_N + KID_N + ["bowel_wall_hypoenhancement", "pneumatosis_intestinalis", "mesenteric_swirl",
                                         "pneumoperitoneum_ct"])],
        "Adhesive small bowel obstruction", ["Other intestinal obstruction unspecified as to partial versus complete obstruction",
                                             "Peritoneal adhesions (postprocedural) (postinfection)"],
        ["Nasogastric decompression"], []),

    enc(29100030, "small bowel obstruction", "hard",
        """44F referred from urgent care as "viral gastroenteritis, can't keep fluids down" for IVF.
        Her 6 yo had a stomach virus last week. Pt began vomiting yesterday morning, initially food
        then bilious, ~8 times. Had 2 loose stools yesterday morning, none since, and has not passed
        gas since last night. Abdominal pain that comes and goes, now more constant and severe in the
        lower abdomen. No fever. No blood in stool.
        PMH: hypothyroid
        PSH: C-section x2, tubal ligation
        Meds: levothyroxine
        SH: nonsmoker, social drinker""",
        ann(["sick_contacts", "vomiting", "bilious_vomiting", "diarrhea", "obstipation", "abdominal_pain",
             "colicky_abdominal_pain", "prior_abdominal_surgery", "alcohol_use"],
            ["fever", "rectal_bleeding", "smoker"]),
        """T 37.8 P 118 BP 102/60 RR 20 SpO2 98% RA
        Ill-appearing, pale, dry mucosa. Abdomen: moderately distended, Pfannenstiel scar, tender in
        the lower abdomen with voluntary guarding, mild rebound in the left lower quadrant. Hypoactive
        bowel sounds. No inguinal or femoral bulges.""",
        annv(vit(37.8, 118, 102, 20, 98),
             ["ill_appearing", "pallor", "dehydration_signs", "distended_abdomen", "prior_abdominal_surgery",
              "guarding", "rebound_tenderness", "hypoactive_bowel_sounds"],
             ["irreducible_tender_bulge"]),
        merge(cbc(15.4, 14.2, 355, 86.0), bmp(135, 3.4, 97, 25, 25, 1.1, 131),
              {50813: 3.2, 50889: 46.0}, {51085: "NEG"}),
        [report("CT ABD & PELVIS WITH CONTRAST", "CT", "Abdomen", "Imaged 70 s after IV contrast; sagittal and coronal reformats.",
                """Lung bases clear. Liver, spleen, pancreas, adrenal glands and kidneys are unremarkable.
                Gallbladder normal. In the left mid-lower abdomen there is a C-shaped cluster of
                dilated, fluid-filled small bowel loops up to 3.5 cm, with two adjacent points of
                narrowing and a whirled appearance of the mesenteric vessels at that site. The wall of
                the involved loops enhances less than that of neighboring bowel and there is mesenteric
                edema with a moderate amount of free fluid. More proximal jejunum mildly dilated. Distal
                ileum and colon decompressed. No pneumatosis or portal venous gas. No free air. The
                appendix is normal. Uterus and ovaries unremarkable.""",
                ["dilated_small_bowel_loops", "fluid_filled_bowel_loops", "transition_point", "mesenteric_swirl",
                 "bowel_wall_hypoenhancement", "free_fluid_abdomen", "decompressed_distal_bowel",
                 "normal_caliber_appendix"],
                EFF + PANC_N + KID_N + GB_N + APP_N + ["pneumatosis_intestinalis", "portal_venous_gas",
                                                     "pneumoperitoneum_ct", "enlarged_ovary"])],
        "Closed-loop small bowel obstruction due to adhesive band",
        ["Other intestinal obstruction unspecified as to partial versus complete obstruction", "Peritoneal adhesions (postprocedural) (postinfection)"],
        ["Exploratory laparotomy, lysis of adhesions"],
        [("0DNW0ZZ", "Release Peritoneum, Open Approach", 10)]),

    enc(29100031, "perforated peptic ulcer", "typical",
        """59M w/ chronic low back pain taking ibuprofen 600-800 mg several times daily for months,
        smoker, presents 2 hrs after sudden onset of severe epigastric pain "like being stabbed"
        while watching TV. Pain rapidly spread over whole abdomen, worse with any movement, he is
        lying still. Vomited once. Has had burning upper abdominal pain for several weeks, better
        with food, waking him at night. No melena or hematemesis. No prior EGD.
        PMH: lumbar DDD, HTN, COPD
        SH: 1.5 ppd, 4-6 beers daily""",
        ann(["nsaid_use", "back_pain", "smoker", "sudden_severe_abdominal_pain", "epigastric_pain",
             "diffuse_abdominal_pain", "pain_worse_with_movement", "vomiting", "burning_epigastric_pain",
             "pain_relieved_by_eating", "nocturnal_epigastric_pain", "hypertension_history", "copd_history",
             "alcohol_use"],
            ["melena", "hematemesis"]),
        """T 37.9 HR 116 BP 106/70 RR 24 SpO2 95%
        Pale, diaphoretic, lying motionless with knees drawn up. Abdomen: board-like rigidity,
        diffuse tenderness maximal in the epigastrium, rebound everywhere, silent abdomen. Loss of
        liver dullness to percussion.""",
        annv(vit(37.9, 116, 106, 24, 95),
             ["pallor", "diaphoretic", "abdominal_rigidity", "diffuse_abdominal_tenderness", "epigastric_tenderness",
              "rebound_tenderness", "hypoactive_bowel_sounds"],
             []),
        merge(cbc(14.6, 13.1, 288, 87.0), bmp(137, 4.2, 100, 21, 22, 1.2, 142),
              lft(25, 28, 70, 0.8), {50956: 118.0, 50813: 2.7}),
        [report("CHEST (PA & LAT)", "Radiograph", "Chest", "Upright PA and lateral chest radiographs.",
                """Large crescents of free air beneath both hemidiaphragms. Hyperinflated lungs with
                flattened diaphragms. No consolidation or effusion.""",
                ["free_air_under_diaphragm", "free_air_on_radiograph", "hyperinflation"],
                EFF + ["lobar_consolidation"]),
         report("CT ABD & PELVIS WITH CONTRAST", "CT", "Abdomen", "IV and water-soluble oral contrast administered; venous phase.",
                [("LOWER CHEST", "Emphysema at the lung bases."),
                 ("PERITONEUM", """Large volume pneumoperitoneum. Moderate free fluid in the upper abdomen,
                   both paracolic gutters and the pelvis."""),
                 ("GASTROINTESTINAL", """There is a focal defect in the anterior wall of the duodenal bulb
                   with adjacent wall thickening and a small amount of extraluminal oral contrast, and
                   stranding of the surrounding fat. The stomach is otherwise unremarkable. No bowel
                   obstruction. Normal appendix. Colon with scattered diverticula."""),
                 ("HEPATOBILIARY", "Liver and gallbladder normal."),
                 ("PANCREAS", "Normal."),
                 ("KIDNEYS", "No hydronephrosis."),
                 ("BONES", "Multilevel lumbar degenerative disc disease.")],
                ["emphysematous_changes", "pneumoperitoneum_ct", "free_fluid_abdomen", "free_pelvic_fluid",
                 "duodenal_wall_defect", "gastroduodenal_wall_thickening", "normal_caliber_appendix",
                 "colonic_diverticula"],
                GB_N + PANC_N + APP_N + ["hydronephrosis", "dilated_small_bowel_loops"])],
        "Perforated duodenal ulcer", ["Acute duodenal ulcer with perforation", "Generalized peritonitis"],
        ["Laparoscopic repair of perforated duodenal ulcer with omental patch"],
        [("0DQ94ZZ", "Repair Duodenum, Percutaneous Endoscopic Approach", 10)]),

    enc(29100032, "perforated peptic ulcer", "atypical",
        """80 y/o F with polymyalgia rheumatica on prednisone 15 mg, osteoporosis, afib on apixaban, sent
        from home by visiting nurse for confusion and low BP. Per daughter she complained of
        "stomach upset" 2 days ago, then became sleepy and is eating little. No vomiting. Daughter
        not aware of abdominal pain complaints. She takes naproxen for her shoulders in addition to
        the prednisone. No black stools.
        PMH: PMR, osteoporosis, AF, HTN, hypothyroidism
        Meds: prednisone 15, apixaban, metoprolol, naproxen, alendronate, levothyroxine
        SH: lives alone, never smoked""",
        ann(["polymyalgia_history", "chronic_glucocorticoid_use", "immunosuppression", "osteoporosis_history", "atrial_fibrillation_history",
             "anticoagulant_use", "confusion", "drowsiness", "nsaid_use", "hypertension_history"],
            ["vomiting", "melena", "smoker"]),
        """T 37.2 HR 104 irregularly irregular BP 86/50 RR 22 SpO2 93% RA
        Frail, drowsy, oriented x1. Dry mucous membranes. Abdomen: mildly distended, soft, mild
        diffuse tenderness, no guarding or rigidity, hypoactive bowel sounds. Rectal: brown stool,
        guaiac negative.""",
        annv(vit(37.2, 104, 86, 22, 93),
             ["irregularly_irregular_pulse", "drowsiness", "altered_mental_status_sign", "dehydration_signs",
              "distended_abdomen", "diffuse_abdominal_tenderness", "hypoactive_bowel_sounds"],
             ["guarding", "abdominal_rigidity", "guaiac_positive_stool"]),
        merge(cbc(13.2, 10.4, 198, 92.0, lymph=3.0), bmp(136, 4.9, 101, 17, 46, 1.8, 181),
              lft(18, 24, 66, 0.5, alb=2.9), {50813: 3.9, 50956: 66.0, 51003: 0.03},
              ua(sg=1.020, wbc=1)),
        [report("CT ABD & PELVIS W/O CONTRAST", "CT", "Abdomen", "Non-contrast CT of the abdomen and pelvis.",
                """Small right pleural effusion with basilar atelectasis. Free intraperitoneal air anterior
                to the liver and in the lesser sac, with a moderate amount of low-density free fluid in
                the perihepatic space and pelvis. The gastric antrum is thickened, with a few bubbles of
                extraluminal gas adjacent to its lesser curvature, where a small wall defect is
                suspected. No bowel dilatation. Liver unremarkable. Gallbladder with sludge, no wall
                thickening. Pancreas atrophic. Kidneys: bilateral subcentimeter hypodensities, too small
                to characterize. Extensive sigmoid diverticulosis. Severe osteopenia with multiple
                thoracolumbar compression fractures.""",
                EFF + ["pneumoperitoneum_ct", "free_fluid_abdomen", "free_pelvic_fluid", "gastroduodenal_wall_thickening",
                       "gallbladder_sludge", "colonic_diverticula", "vertebral_compression_fracture"],
                ["dilated_small_bowel_loops", "gallbladder_wall_thickening"])],
        "Perforated gastric ulcer", ["Acute gastric ulcer with perforation", "Septic shock",
                                     "Long term (current) use of systemic steroids"],
        ["Laparoscopic repair of perforated gastric ulcer"],
        [("0DQ64ZZ", "Repair Stomach, Percutaneous Endoscopic Approach", 10)],
        {90201: ("No growth", BLOOD_SPEC)}),

    enc(29100041, "acute mesenteric ischemia", "typical",
        """74 yo F with paroxysmal AF (stopped warfarin 2 months ago after a fall), HTN, CAD, presents
        with sudden onset severe periumbilical pain that started 5 hours ago after breakfast,
        10/10, constant. She had one forceful bowel movement after the pain began and has vomited
        twice. She says "nothing helps". No prior episodes, no pain after meals previously, no
        weight loss.
        PMH: pAF, HTN, CAD s/p PCI 2018, HLD
        PSH: hysterectomy
        Meds: metoprolol, atorvastatin, aspirin
        SH: former smoker, no alcohol""",
        ann(["atrial_fibrillation_history", "hypertension_history", "coronary_artery_disease_history",
             "sudden_severe_abdominal_pain", "periumbilical_pain", "prolonged_constant_pain", "vomiting",
             "hyperlipidemia_history", "prior_abdominal_surgery", "former_smoker"],
            ["anticoagulant_use", "previous_similar_episodes", "chronic_postprandial_pain", "weight_loss",
             "alcohol_use"]),
        """T 36.9  HR 124 irregularly irregular  BP 152/90  RR 24  SpO2 96% RA
        Appears in severe distress, writhing on the stretcher, unable to find a comfortable position.
        Abdomen: soft, mildly distended, minimal tenderness to palpation without guarding or
        rebound, despite her reported pain. Hypoactive bowel sounds. Rectal: heme-positive brown stool.
        Ext: cool feet, faint DP pulses bilaterally.""",
        annv(vit(36.9, 124, 152, 24, 96),
             ["irregularly_irregular_pulse", "writhing_in_pain", "distended_abdomen", "pain_out_of_proportion_to_exam",
              "hypoactive_bowel_sounds", "guaiac_positive_stool"],
             ["guarding", "rebound_tenderness"]),
        merge(cbc(19.1, 15.2, 301, 88.0), bmp(137, 5.2, 99, 16, 27, 1.3, 171),
              lft(58, 92, 101, 0.9), {50813: 5.8, 50956: 142.0, 50954: 510.0, 51196: 4200.0, 50910: 412.0},
              coags(13.1, 1.2)),
        [report("CTA CHEST, ABDOMEN AND PELVIS", "CT", "Abdomen",
                """CT angiography of the abdomen and pelvis with arterial and portal venous phase imaging
                after 100 mL Omnipaque 350. MIP and 3D reconstructions.""",
                [("VASCULAR", """Abrupt occlusive filling defect in the superior mesenteric artery
                   beginning 4 cm beyond its origin, sparing the proximal jejunal branches, with no
                   reconstitution distally. Celiac axis and IMA patent. Moderate aortic atherosclerosis.
                   Portal and mesenteric veins patent."""),
                 ("BOWEL", """Distal jejunal and ileal loops are mildly dilated and fluid-filled with
                   markedly diminished mural enhancement. Linear gas is present in the wall of several
                   ileal loops. No bowel wall thickening. The right colon also enhances poorly. Small
                   amount of free fluid between loops."""),
                 ("LIVER", """Branching gas in the periphery of the left hepatic lobe, compatible with
                   portal venous gas. Liver otherwise normal."""),
                 ("OTHER ORGANS", """Gallbladder, pancreas, spleen normal. Wedge-shaped hypoenhancement of the
                   left kidney upper pole, possibly an infarct. No hydronephrosis."""),
                 ("LUNG BASES", "Left atrial enlargement. No effusion.")],
                ["sma_occlusion", "dilated_small_bowel_loops", "fluid_filled_bowel_loops", "bowel_wall_hypoenhancement",
                 "pneumatosis_intestinalis", "free_fluid_abdomen", "portal_venous_gas", "left_atrial_enlargement"],
                GB_N + PANC_N + EFF + ["hydronephrosis"])],
        "Acute embolic superior mesenteric artery occlusion",
        ["Acute infarction of small intestine, extent unspecified", "Paroxysmal atrial fibrillation"],
        ["SMA embolectomy and small bowel resection"],
        [("04CK0ZZ", "Extirpation of Matter from Superior Mesenteric Artery, Open Approach", 10),
         ("0DTB0ZZ", "Resection of Ileum, Open Approach", 10)]),

    enc(29100042, "acute mesenteric ischemia", "hard",
        """69 year old male sent from urgent care for "infectious colitis, dehydration". 36 hours of
        abdominal pain, watery then bloody diarrhea, and nausea. Wife had a cold recently, no GI
        illness at home. On careful questioning, for about 6 months he has had cramping pain 20-30
        minutes after eating that made him afraid to eat, and he has lost about 25 lbs. This pain is
        different: constant since yesterday, centered around the navel, severe. No fever. No recent
        antibiotics or travel.
        PMH: PAD s/p L fem-pop bypass, CAD, HTN, HLD, COPD, 60 pk-yr smoker (still smoking)
        SH: 2 drinks/day""",
        ann(["abdominal_pain", "diarrhea", "bloody_diarrhea", "rectal_bleeding", "nausea", "chronic_postprandial_pain",
             "abdominal_cramping",
             "weight_loss", "prolonged_constant_pain", "periumbilical_pain", "peripheral_arterial_disease_history",
             "coronary_artery_disease_history", "hypertension_history", "hyperlipidemia_history", "copd_history",
             "smoker", "alcohol_use"],
            ["fever", "recent_travel"]),
        """Vitals: T 37.4, HR 108, BP 98/62, RR 22, SpO2 93% RA
        General: thin, cachectic man, uncomfortable. Temporal wasting.
        Abdomen: scaphoid, soft, diffusely tender, worse periumbilical and left side, voluntary
        guarding, no rebound; bruit heard in the epigastrium. Bowel sounds hypoactive.
        Rectal: maroon blood on the glove.
        Ext: absent pedal pulses on the right, healed bypass incision on the left leg.""",
        annv(vit(37.4, 108, 98, 22, 93),
             ["cachexia", "diffuse_abdominal_tenderness", "guarding", "hypoactive_bowel_sounds", "blood_on_rectal_exam"],
             ["distended_abdomen", "rebound_tenderness"]),
        merge(cbc(17.4, 12.1, 388, 85.0), bmp(134, 4.8, 100, 18, 38, 1.5, 132),
              lft(30, 44, 92, 0.6, alb=2.8), {50813: 3.8, 50954: 380.0, 50889: 96.0}),
        [report("CT ABD & PELVIS WITH CONTRAST", "CT", "Abdomen", "Biphasic CT of the abdomen and pelvis (arterial and venous).",
                [("LOWER CHEST", "Centrilobular emphysema. No effusion."),
                 ("VESSELS", """Dense calcified plaque at the origins of the celiac axis and SMA. The SMA is
                   occluded from its origin with thrombus, with faint distal reconstitution through
                   collaterals. Severe aortoiliac atherosclerosis."""),
                 ("BOWEL", """Segmental circumferential wall thickening with submucosal edema and
                   thumbprinting of the distal jejunum, ileum, and ascending and transverse colon, with
                   patchy reduced mucosal enhancement. No pneumatosis. No portal venous gas. Small bowel is
                   not dilated. Trace free fluid in the pelvis. No free air."""),
                 ("SOLID ORGANS", """Liver, gallbladder, pancreas, spleen unremarkable. Several bilateral renal
                   cortical cysts. No hydronephrosis."""),
                 ("BONES", "Degenerative disc disease.")],
                ["emphysematous_changes", "sma_occlusion", "bowel_wall_thumbprinting", "bowel_wall_edema",
                 "bowel_wall_hypoenhancement", "free_pelvic_fluid", "multiple_bilateral_renal_cysts"],
                EFF + GB_N + PANC_N + ["pneumatosis_intestinalis", "portal_venous_gas", "dilated_small_bowel_loops",
                                       "pneumoperitoneum_ct", "hydronephrosis"])],
        "Acute-on-chronic mesenteric ischemia due to SMA thrombosis",
        ["Acute infarction of small intestine, extent unspecified", "Chronic vascular disorders of intestine",
         "Atherosclerosis of native arteries of extremities, unspecified"],
        ["SMA thrombectomy with retrograde open mesenteric stenting"],
        [("04CK0ZZ", "Extirpation of Matter from Superior Mesenteric Artery, Open Approach", 10)],
        {90267: ("No Salmonella, Shigella, Campylobacter or E. coli O157:H7 found", "")}),

    enc(29100045, "acute gastroenteritis", "typical",
        """30M w/ no PMH p/w N/V/D since last night. Vomited ~6x, now only dry heaves. Watery BMs
        x10, nonbloody. Crampy diffuse abd pain before each BM. Both his kids (daycare) had the same
        thing earlier this week. Subjective fever, body aches. No travel, no abx, no undercooked food
        that he knows of. Peeing less.
        PMH: none. PSH: none. Meds: none.
        SH: no smoking, occasional beer.""",
        ann(["nausea", "vomiting", "diarrhea", "abdominal_cramping", "diffuse_abdominal_pain", "abdominal_pain",
             "sick_contacts", "fever", "myalgia", "decreased_urine_output", "alcohol_use"],
            ["bloody_diarrhea", "rectal_bleeding", "recent_travel", "suspect_food_exposure", "prior_abdominal_surgery",
             "smoker"]),
        """VS 99.9 106 118/70 16 99%
        Tired-appearing but nontoxic. MM dry. Abd: soft, ND, mild diffuse TTP, no rebound/guarding,
        hyperactive BS. No CVAT. Cap refill 3 sec.""",
        annv(vit(99.9, 106, 118, 16, 99),
             ["tired_appearance", "dehydration_signs", "diffuse_abdominal_tenderness", "hyperactive_bowel_sounds"],
             ["ill_appearing", "distended_abdomen", "rebound_tenderness", "guarding", "cva_tenderness"]),
        merge(cbc(10.2, 16.1, 244, 78.0, lymph=12.0), bmp(141, 3.4, 104, 21, 24, 1.2, 98)),
        [],
        "Acute viral gastroenteritis", ["Viral intestinal infection, unspecified", "Dehydration"], [], [],
        {90267: ("No Salmonella, Shigella, Campylobacter or E. coli O157:H7 found", "")}),

    enc(29100046, "acute gastroenteritis", "hard",
        """71 yo woman, hx of hysterectomy and appendectomy, sent by PCP "to rule out bowel obstruction vs.
        appendix" (PCP unaware of appendectomy). Since yesterday: crampy pain across the whole belly,
        vomiting x5, bloated. She had 3 loose watery stools overnight and is still passing gas. She
        attended a church potluck 2 days ago; her friend who sat with her called today with
        vomiting and diarrhea too. No blood in stools. No fevers. Feels weak and lightheaded when
        standing.
        PMH: HTN, DM2, osteoarthritis
        Meds: metformin, HCTZ, lisinopril
        SH: widow, never smoker, no alcohol""",
        ann(["prior_abdominal_surgery", "prior_appendectomy", "abdominal_cramping", "diffuse_abdominal_pain",
             "vomiting", "abdominal_distension", "diarrhea", "suspect_food_exposure", "sick_contacts", "dizziness",
             "hypertension_history", "diabetes_history", "metformin_use", "thiazide_use", "raas_blocker_use"],
            ["obstipation", "rectal_bleeding", "fever", "smoker", "alcohol_use"]),
        """T 37.6, HR 102, BP 112/64 lying -> 90/56 standing, RR 18, SpO2 97%
        Elderly woman, dry oral mucosa, tired. Abdomen: mildly distended, soft, diffuse mild
        tenderness without localization, no guarding, no rebound, RLQ not especially tender. Active,
        high-pitched bowel sounds. Healed lower midline scar. No hernias.
        Rectal: liquid brown stool, guaiac negative.""",
        annv(vit(37.6, 102, 112, 18, 97),
             ["orthostatic_hypotension", "dehydration_signs", "tired_appearance", "distended_abdomen",
              "diffuse_abdominal_tenderness", "hyperactive_bowel_sounds", "prior_abdominal_surgery"],
             ["guarding", "rebound_tenderness", "rlq_tenderness", "irreducible_tender_bulge", "guaiac_positive_stool"]),
        merge(cbc(11.6, 14.9, 256, 81.0), bmp(132, 3.0, 95, 20, 36, 1.6, 188), {50813: 1.5, 50956: 45.0},
              lft(21, 26, 78, 0.7)),
        [report("CT ABD & PELVIS WITH CONTRAST", "CT", "Abdomen", "After IV contrast, portal venous phase.",
                """The lung bases are clear. Liver, gallbladder, spleen, pancreas, adrenals and kidneys are
                unremarkable. Multiple nondilated small bowel loops and the right and transverse colon are
                filled with fluid, with mild mucosal hyperenhancement and no wall thickening. No dilated
                small bowel and no transition point. No pneumatosis. Appendix surgically absent. Uterus
                absent. Sigmoid diverticulosis without inflammation. No free fluid or free air. Mild
                aortic atherosclerosis. L3-L4 degenerative spondylolisthesis.""",
                ["fluid_filled_bowel_loops", "prior_appendectomy", "colonic_diverticula"],
                EFF + GB_N + PANC_N + KID_N + ["dilated_small_bowel_loops", "transition_point", "pneumatosis_intestinalis",
                                               "pericolic_fat_stranding", "free_fluid_abdomen", "free_pelvic_fluid",
                                               "pneumoperitoneum_ct"])],
        "Acute gastroenteritis (presumed norovirus)", ["Acute gastroenteropathy due to Norwalk agent",
                                                       "Hypovolemia", "Hypokalemia"], [], []),
]
