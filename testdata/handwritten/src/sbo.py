from common import *  # noqa: F401,F403

L = "small bowel obstruction"
CT = "CT ABD & PELVIS WITH CONTRAST"
KUB = "ABDOMEN (SUPINE & ERECT)"
CT_TECH = """100 mL Omnipaque 350 intravenous contrast, images through the abdomen and pelvis at portal venous
timing; no oral contrast given the clinical question. Coronal and sagittal reformations."""
ICD = ["Other intestinal obstruction unspecified as to partial versus complete obstruction",
       "Peritoneal adhesions (postprocedural) (postinfection)"]

ENCOUNTERS = [
    # 49 typical: adhesions after colectomy and hysterectomy; narrative, template CT
    enc(29000049, L, "typical",
        hpi="""67 year old woman with a history of sigmoid colon cancer s/p open sigmoid colectomy 6 years ago (no
        recurrence) and abdominal hysterectomy, presenting with crampy abdominal pain that started last evening. The
        pain comes in waves every few minutes, centered around the umbilicus. She has vomited 5-6 times, initially
        food and now green fluid. Her abdomen feels bloated and tight. Her last bowel movement was yesterday morning
        and she has not passed gas since last night. She had a similar episode 2 years ago that settled with a
        nasogastric tube. Denies fevers or chest pain.
        Past Medical History: Sigmoid adenocarcinoma, stage II, s/p resection
        Hypertension
        Hypothyroidism
        Past Surgical History: Open sigmoid colectomy ___
        Total abdominal hysterectomy
        Social History: ___
        Family History: Mother with colon cancer""",
        hpi_ann=ann(["abdominal_pain", "abdominal_cramping", "colicky_abdominal_pain", "periumbilical_pain", "vomiting",
                     "bilious_vomiting", "abdominal_distension", "obstipation", "previous_similar_episodes",
                     "malignancy_history", "prior_abdominal_surgery", "hypertension_history",
                     "family_history_colon_malignancy"],
                    ["fever", "chest_pain"]),
        pe="""Vitals: T 37.3, HR 104, BP 144/86, RR 18, SpO2 97% RA
        GEN: Uncomfortable, intermittently retching.
        HEENT: Dry mucous membranes.
        ABD: Distended and tympanic. Well-healed midline laparotomy scar. High-pitched, hyperactive bowel sounds.
        Mild diffuse tenderness without rebound or guarding. No hernias palpable at the umbilicus, incision or groins.
        RECTAL: Empty vault, guaiac negative.""",
        pe_ann=ann(["prior_abdominal_surgery", "tachycardia", "dehydration_signs", "distended_abdomen", "tympanic_abdomen",
                    "hyperactive_bowel_sounds", "diffuse_abdominal_tenderness"],
                   ["fever_measured", "hypotension", "tachypnea", "hypoxia", "rebound_tenderness", "guarding",
                    "irreducible_tender_bulge", "guaiac_positive_stool"]),
        labs=merge(cbc(12.4, 14.6, 322, 80.0), bmp(134, 3.2, 92, 30, 32, 1.3, 136), {50813: 1.6, 50956: 42},
                   lft(20, 22, 80, 0.8)),
        reports=[report(
            CT, "CT", "Abdomen", CT_TECH,
            [("LOWER CHEST", "Both lung bases are clear."),
             ("HEPATOBILIARY", "Normal liver. Gallbladder normal."),
             ("PANCREAS", "Normal."),
             ("URINARY", "Normal kidneys without hydronephrosis. The bladder is normal."),
             ("GASTROINTESTINAL", "Multiple dilated, fluid-filled jejunal and proximal ileal loops measure up to 3.8 "
                                  "cm, with air-fluid levels, and an abrupt transition to collapsed distal ileum in the right "
                                  "lower quadrant deep to the midline incision, without an identifiable mass, consistent "
                                  "with adhesive ____. Feculent material is present in the dilated loop immediately "
                                  "proximal to the transition. The distal ileum and colon are decompressed. The colorectal "
                                  "anastomosis in the pelvis appears intact. Bowel walls enhance normally; no pneumatosis "
                                  "or mesenteric swirling. Small amount of fluid between loops."),
             ("PELVIS", "Status post hysterectomy."),
             ("LYMPH NODES", "No lymphadenopathy. No evidence of recurrent tumor.")],
            present=["dilated_small_bowel_loops", "fluid_filled_bowel_loops", "transition_point",
                     "decompressed_distal_bowel", "small_bowel_feces_sign", "free_fluid_abdomen"],
            absent=["pneumatosis_intestinalis", "mesenteric_swirl", "bowel_wall_hypoenhancement",
                    "lung_base_pleural_effusion", "rim_enhancing_hepatic_collection"] + GB_N + PANC_N
            + ["hydronephrosis", "bladder_wall_thickening"],
            dose="DLP 488 mGy-cm")],
        dx="Adhesive small bowel obstruction, resolved with nonoperative management", icd=ICD),

    # 50 typical: old appendectomy; plain film then CT; terse note
    enc(29000050, L, "typical",
        hpi="""72M h/o open appy as a child, prostate ca s/p prostatectomy, HTN, p/w 1 day of crampy diffuse abd pain,
        N/V x4 (nonbloody, bilious), +distension, last BM 2 days ago, minimal flatus. No fevers. No prior episodes.
        PMH: prostate ca (s/p RRP ___), HTN, HLD, AAA 3.8 cm under surveillance
        PSH: appendectomy (age 10), radical retropubic prostatectomy
        Social History: ___
        Family History: NC""",
        hpi_ann=ann(["abdominal_pain", "abdominal_cramping", "diffuse_abdominal_pain", "nausea", "vomiting", "bilious_vomiting",
                     "abdominal_distension", "prior_appendectomy", "prior_abdominal_surgery", "malignancy_history",
                     "hypertension_history", "hyperlipidemia_history"],
                    ["hematemesis", "fever", "previous_similar_episodes"]),
        pe="""98.2 | 96 | 152/88 | 18 | 96% RA. Gen: uncomfortable. Abd: moderately distended, tympanic to percussion,
        RLQ and lower midline scars, mild diffuse TTP, no peritoneal signs, hyperactive tinkling bowel sounds.
        Groins: no hernias.""",
        pe_ann=ann(["distended_abdomen", "tympanic_abdomen", "diffuse_abdominal_tenderness", "hyperactive_bowel_sounds"],
                   ["fever_measured", "tachycardia", "hypotension", "tachypnea", "hypoxia", "irreducible_tender_bulge"]),
        labs=merge(cbc(11.2, 15.2, 248, 76.0), bmp(138, 3.4, 95, 29, 28, 1.2, 122), {50813: 1.4, 50956: 38}),
        reports=[
            report(KUB, "Radiograph", "Abdomen", "Two views, supine and upright, of the abdomen.",
                   """Several dilated small bowel loops in the mid abdomen, the widest 4.1 cm, with multiple
air-fluid levels at differing heights on the upright view. Paucity of gas in the colon and rectum. No free
intraperitoneal air beneath the diaphragms. Surgical clips in the pelvis. Degenerative changes of the lumbar
spine.""",
                   present=["dilated_small_bowel_loops", "stepladder_air_fluid_levels", "paucity_of_colonic_gas"],
                   absent=["free_air_on_radiograph", "free_air_under_diaphragm"]),
            report(CT, "CT", "Abdomen", CT_TECH,
                   """Dilated small bowel loops up to 4.0 cm with a transition point in the right lower quadrant, adjacent to
the prior appendectomy site, where a loop is tethered to the anterior abdominal wall; the distal small bowel loops
are collapsed. Bowel wall enhancement is preserved. No free air. Small amount of free fluid in the pelvis. The colon
is decompressed, with scattered diverticula. 3.9 cm infrarenal abdominal aortic aneurysm. Prostatectomy bed is
clear. Liver, gallbladder, pancreas and kidneys are unremarkable.""",
                   present=["dilated_small_bowel_loops", "transition_point", "decompressed_distal_bowel",
                            "free_pelvic_fluid", "colonic_diverticula"],
                   absent=["bowel_wall_hypoenhancement", "pneumoperitoneum_ct", "rim_enhancing_hepatic_collection"]
                   + GB_N + PANC_N + KID_N)],
        dx="Small bowel obstruction due to adhesions", icd=ICD),

    # 51 typical: incarcerated inguinal hernia; long narrative
    enc(29000051, L, "typical",
        hpi="""Mr. ___ is a 54 year-old man with a known right inguinal hernia that he has been able to push back in
        for the past two years, who presents with 18 hours of a painful bulge in his right groin that he cannot
        reduce, followed by crampy abdominal pain, nausea and repeated vomiting. He has not had a bowel movement or
        passed gas since this morning. He works in construction and noticed the bulge got bigger after lifting heavy
        materials yesterday. No fevers.
        Past Medical History: Right inguinal hernia
        Hypertension
        GERD
        Past Surgical History: none
        Social History: ___
        Family History: Noncontributory""",
        hpi_ann=ann(["abdominal_pain", "hernia_history", "groin_bulge", "irreducible_groin_lump", "groin_pain", "abdominal_cramping",
                     "nausea", "vomiting", "obstipation", "heavy_lifting", "hypertension_history"],
                    ["fever", "prior_abdominal_surgery"]),
        pe="""Temp 99.0 HR 102 BP 148/92 RR 18 SpO2 98% RA. General: Uncomfortable, retching. Abdomen: Moderately
        distended, tympanic, mildly tender diffusely without rebound. Hyperactive bowel sounds. Right groin: 6 x 5 cm
        firm, exquisitely tender, irreducible mass extending into the scrotum, overlying skin mildly erythematous.
        Left groin normal. Testes normal bilaterally.""",
        pe_ann=ann(["irreducible_groin_lump", "tachycardia", "distended_abdomen", "tympanic_abdomen", "diffuse_abdominal_tenderness",
                    "hyperactive_bowel_sounds", "irreducible_tender_bulge"],
                   ["fever_measured", "hypotension", "tachypnea", "hypoxia", "rebound_tenderness"]),
        labs=merge(cbc(13.9, 15.8, 264, 84.0), bmp(137, 3.7, 98, 27, 24, 1.2, 128), {50813: 2.1, 50956: 30},
                   coags(11.4, 1.0)),
        reports=[report(
            CT, "CT", "Abdomen", CT_TECH,
            """A right inguinal hernia contains a loop of distal ileum, which extends into the scrotum; the herniated
loop is thick-walled with mildly decreased enhancement and there is fluid within the hernia sac. Small bowel
proximal to the hernia is dilated to 3.6 cm with air-fluid levels; bowel distal to the hernia, including the
terminal ileum and colon, is decompressed. No pneumatosis or portal venous gas. No free air. Trace free fluid in the
pelvis. Lung bases clear. Liver, gallbladder, pancreas, spleen and kidneys are normal.""",
            present=["hernia_sac_with_bowel", "groin_defect_herniation", "transition_at_hernia",
                     "bowel_wall_hypoenhancement", "dilated_small_bowel_loops", "decompressed_distal_bowel",
                     "free_pelvic_fluid"],
            absent=["pneumatosis_intestinalis", "portal_venous_gas", "pneumoperitoneum_ct", "lung_base_pleural_effusion",
                    "rim_enhancing_hepatic_collection"] + GB_N + PANC_N + KID_N)],
        dx="Small bowel obstruction due to incarcerated right inguinal hernia",
        icd=["Unilateral inguinal hernia, with obstruction, without gangrene, not specified as recurrent"],
        procs=["Open right inguinal hernia repair with mesh", "Small bowel resection"],
        icdp=[("0YQ50ZZ", "Repair Right Inguinal Region, Open Approach", 10),
              ("0DTB0ZZ", "Resection of Ileum, Open Approach", 10)]),

    # 52 typical (severe): closed loop with ischemia after cancer surgery
    enc(29000052, L, "typical",
        hpi="""60 y/o F with h/o ovarian ca s/p TAH/BSO, omentectomy and debulking 2018 followed by adjuvant chemo (NED
        on surveillance), with 2 prior admissions for similar episodes of obstructive symptoms managed with NG
        decompression, p/w sudden severe abd pain starting 6h ago. Unlike prior episodes, the pain is constant
        rather than crampy, 10/10, diffuse but worst in the LLQ. Vomited 3x. No BM or flatus since onset. Feels
        lightheaded.
        PMH: ovarian ca, HTN, depression
        PSH: as above, lap chole
        Social History: ___
        Family History: ___""",
        hpi_ann=ann(["abdominal_pain", "malignancy_history", "prior_chemotherapy_radiation", "prior_abdominal_surgery",
                     "prior_cholecystectomy", "previous_similar_episodes", "sudden_severe_abdominal_pain",
                     "prolonged_constant_pain", "diffuse_abdominal_pain", "llq_pain", "vomiting", "obstipation",
                     "dizziness", "hypertension_history", "depression_history"],
                    ["abdominal_cramping", "colicky_abdominal_pain"]),
        pe="""VS: T 37.9 HR 124 BP 98/60 RR 24 SpO2 96% RA. GEN: Ill appearing, pale, diaphoretic. ABD: Distended,
        firm, diffusely tender with voluntary and involuntary guarding, rebound tenderness in the lower abdomen.
        Bowel sounds absent. Midline scar. No hernias. RECTAL: heme-positive stool.""",
        pe_ann=ann(["tachycardia", "tachypnea", "ill_appearing", "pallor", "diaphoretic", "distended_abdomen",
                    "diffuse_abdominal_tenderness", "guarding", "rebound_tenderness", "hypoactive_bowel_sounds",
                    "guaiac_positive_stool"],
                   ["fever_measured", "hypotension", "hypertension_measured", "hypoxia", "irreducible_tender_bulge"]),
        labs=merge(cbc(17.6, 13.2, 356, 82.0, bands=6), bmp(136, 4.9, 99, 17, 26, 1.4, 168), {50813: 4.1, 50956: 54,
                                                                                               50910: 410},
                   coags(13.2, 1.2)),
        reports=[report(
            CT, "CT", "Abdomen", CT_TECH,
            [("LOWER CHEST", "No pleural effusion."),
             ("HEPATOBILIARY", "Status post cholecystectomy. Normal liver. No biliary dilatation."),
             ("PANCREAS", "Normal."),
             ("URINARY", "Normal kidneys and bladder."),
             ("GASTROINTESTINAL", "A C-shaped cluster of dilated, fluid-filled small bowel loops in the left lower "
                                  "quadrant converges toward a single point, with two adjacent transition points and "
                                  "swirling of the mesenteric vessels, consistent with a closed loop. The walls of these "
                                  "loops are thickened and show diminished enhancement compared with adjacent bowel, with "
                                  "mesenteric edema and engorgement. No pneumatosis or portal venous gas. Upstream small "
                                  "bowel is mildly dilated to 3.2 cm. The colon is decompressed."),
             ("PELVIS", "Moderate free fluid in the pelvis, slightly hyperdense.")],
            present=["dilated_small_bowel_loops", "fluid_filled_bowel_loops", "transition_point", "mesenteric_swirl",
                     "bowel_wall_hypoenhancement", "bowel_wall_edema", "decompressed_distal_bowel", "free_pelvic_fluid"],
            absent=EFF + ["rim_enhancing_hepatic_collection"] + DUCT_N + PANC_N + KID_N
            + ["pneumatosis_intestinalis", "portal_venous_gas"],
            dose="Total DLP (Body) = 690 mGy-cm.")],
        dx="Closed-loop small bowel obstruction with ischemia",
        icd=["Other intestinal obstruction unspecified as to partial versus complete obstruction",
             "Acute (reversible) ischemia of small intestine, focal"],
        procs=["Exploratory laparotomy, lysis of adhesions, small bowel resection"],
        icdp=[("0DNW0ZZ", "Release Peritoneum, Open Approach", 10), ("0DTB0ZZ", "Resection of Ileum, Open Approach", 10)]),

    # 53 atypical: very old woman with no operations, gallstone ileus
    enc(29000053, L, "atypical",
        hpi="""86 y/o woman who lives alone, with HTN, AF on apixaban and known gallstones (declined surgery 5 years
        ago), BIBA after her daughter found her vomiting. Reports 4 days of intermittent crampy upper abdominal pain
        and vomiting that seemed to improve, then return, now with persistent foul-smelling vomiting since
        yesterday. Has not moved her bowels in 3 days. Poor PO intake. No fevers. No prior abdominal operations.
        Past Medical History: HTN
        Atrial fibrillation
        Cholelithiasis
        Osteoarthritis
        Macular degeneration
        Past Surgical History: none
        Social History: ___
        Family History: NC""",
        hpi_ann=ann(["hypertension_history", "atrial_fibrillation_history", "anticoagulant_use", "gallstones_history",
                     "abdominal_pain", "abdominal_cramping", "colicky_abdominal_pain", "vomiting", "constipation"],
                    ["fever", "prior_abdominal_surgery"]),
        pe="""T 36.9 HR 108 irregular BP 110/64 RR 18 94% RA. Thin, frail, dry mucous membranes, sunken eyes.
        Abdomen distended, tympanic, mild diffuse tenderness, no peritonism. High-pitched, hyperactive bowel sounds.
        No femoral or inguinal hernias palpable. Rectal: empty vault, no mass.""",
        pe_ann=ann(["tachycardia", "irregularly_irregular_pulse", "dehydration_signs", "distended_abdomen",
                    "tympanic_abdomen", "diffuse_abdominal_tenderness", "hyperactive_bowel_sounds"],
                   ["fever_measured", "hypotension", "hypertension_measured", "tachypnea", "hypoxia",
                    "irreducible_tender_bulge"]),
        labs=merge(cbc(13.2, 13.8, 298, 84.0), bmp(149, 3.1, 104, 33, 58, 1.9, 134), {50813: 1.9, 50956: 48},
                   lft(38, 42, 124, 1.1), coags(14.2, 1.3)),
        reports=[report(
            "CT ABD & PELVIS W/O CONTRAST", "CT", "Abdomen",
            "Axial CT of the abdomen and pelvis without intravenous contrast. Coronal and sagittal reformations.",
            """Air is present within the gallbladder and within the intrahepatic bile ducts of the left lobe. The
gallbladder is contracted and inseparable from the duodenal bulb, suggesting a cholecystoduodenal fistula. A 3.1 cm
laminated calcified stone lies within a loop of distal ileum in the right lower quadrant, with dilated, fluid-filled
proximal small bowel loops up to 4.2 cm and collapsed bowel distal to the stone. The stomach is distended with
fluid. The colon is decompressed. Small amount of free fluid. No free air. Findings consistent with ____.""",
            present=["dilated_small_bowel_loops", "fluid_filled_bowel_loops", "decompressed_distal_bowel",
                     "free_fluid_abdomen"],
            absent=["pneumoperitoneum_ct"],
            dose="DLP 420 mGy-cm")],
        dx="Gallstone ileus with small bowel obstruction",
        icd=["Gallstone ileus", "Fistula of gallbladder"],
        procs=["Exploratory laparotomy, enterolithotomy"],
        icdp=[("0DCB0ZZ", "Extirpation of Matter from Ileum, Open Approach", 10)]),

    # 54 atypical: Crohn's stricture on a biologic
    enc(29000054, L, "atypical",
        hpi="""39 yo M with ileocolonic Crohn's disease (dx age 22) on adalimumab, s/p ileocecal resection ___ for a
        stricture, presenting with 2 days of crampy periumbilical pain after meals, progressive abdominal
        distension, nausea and 3 episodes of vomiting today. Decreased stool output, last small BM yesterday, still
        passing some gas. No blood in the stool, no fevers. Says this feels like when he had his stricture before
        surgery. Has lost 10 lb over the last 2 months from eating less to avoid pain.
        Past Medical History: Crohn's disease, ileocolonic
        Immunosuppressed on adalimumab
        Iron deficiency
        Anxiety
        Past Surgical History: Ileocecal resection ___
        Social History: ___
        Family History: Sister with ulcerative colitis""",
        hpi_ann=ann(["immunosuppression", "abdominal_cramping", "periumbilical_pain", "abdominal_distension", "nausea",
                     "vomiting", "weight_loss", "previous_similar_episodes", "prior_abdominal_surgery",
                     "anxiety_disorder_history", "family_history_ibd"],
                    ["obstipation", "rectal_bleeding", "fever"]),
        pe="""T 37.4 HR 92 BP 122/74 RR 16 98% RA. Thin, NAD. Abd: distended, tympanic, mild periumbilical and RLQ
        tenderness with a vague RLQ fullness, no rebound or guarding; healed laparoscopic port scars. Hyperactive BS.
        Perianal: small skin tags, no fistula or abscess.""",
        pe_ann=ann(["distended_abdomen", "tympanic_abdomen", "rlq_tenderness", "rlq_fullness",
                    "hyperactive_bowel_sounds", "perianal_skin_tags"],
                   VITALS_N + ["rebound_tenderness", "guarding"]),
        labs=merge(cbc(10.4, 11.6, 412, 74.0, mcv=79, rdw=16.2), bmp(136, 3.6, 97, 28, 18, 0.9, 98),
                   lft(18, 22, 88, 0.5, alb=3.3), {50889: 42.0, 50813: 1.1}),
        reports=[report(
            CT, "CT", "Abdomen", CT_TECH,
            """At the ileocolic anastomosis, the neoterminal ileum is strictured over a 6 cm segment, with mural
thickening to 9 mm, mucosal hyperenhancement and prominent vasa recta. Upstream small bowel loops are dilated to 3.9
cm and fluid-filled, with a small bowel feces sign just proximal to the stricture. The colon is decompressed. No
abscess, fistula or free air. Mesenteric lymph nodes up to 1.2 cm. The liver, gallbladder, pancreas and kidneys are
unremarkable.""",
            present=["terminal_ileal_wall_thickening", "terminal_ileal_inflammation_ct", "dilated_small_bowel_loops",
                     "fluid_filled_bowel_loops", "small_bowel_feces_sign", "decompressed_distal_bowel",
                     "enlarged_mesenteric_lymph_nodes"],
            absent=["enteric_fistula_abscess", "pneumoperitoneum_ct", "rim_enhancing_hepatic_collection"] + GB_N
            + PANC_N + KID_N)],
        dx="Small bowel obstruction from a stricture at the ileocolic anastomosis (Crohn's disease)",
        icd=["Crohn's disease of both small and large intestine with intestinal obstruction"]),

    # 55 hard: called viral gastroenteritis at urgent care; plain film then CT
    enc(29000055, L, "hard",
        hpi="""45 year old woman seen at urgent care yesterday, where she was diagnosed with viral gastroenteritis and
        given ondansetron; she returns today because she cannot stop vomiting. The illness began 2 days ago with
        crampy mid-abdominal pain and two loose stools, and her children had a "stomach bug" last week. Since
        yesterday she has had no further stools and is not passing gas, the vomiting has become more frequent and is
        now green, and her belly is getting bigger. No fevers. No blood in the vomit or stool.
        Past Medical History: Migraines
        Hypothyroidism
        Past Surgical History: Cesarean section x2
        Tubal ligation
        Social History: ___
        Family History: noncontributory""",
        hpi_ann=ann(["increasing_abdominal_girth", "periumbilical_pain", "abdominal_pain", "sick_contacts", "abdominal_cramping", "diarrhea", "obstipation", "vomiting", "bilious_vomiting",
                     "abdominal_distension", "prior_abdominal_surgery"],
                    ["fever", "hematemesis", "rectal_bleeding"]),
        pe="""BP 104/66 HR 112 T 99.2 RR 18 O2 98% RA. Ill-appearing, dry lips and mucous membranes. Abdomen: distended,
        tympanic, diffusely tender, worse periumbilically, voluntary guarding, no rebound. Bowel sounds: high-pitched
        rushes, hyperactive. Pfannenstiel scar; no incisional, umbilical or groin hernias.""",
        pe_ann=ann(["tachycardia", "ill_appearing", "dehydration_signs", "distended_abdomen", "tympanic_abdomen",
                    "diffuse_abdominal_tenderness", "guarding", "hyperactive_bowel_sounds"],
                   ["fever_measured", "hypotension", "hypertension_measured", "tachypnea", "hypoxia",
                    "rebound_tenderness", "irreducible_tender_bulge"]),
        labs=merge(cbc(14.6, 14.9, 302, 86.0), bmp(132, 3.1, 90, 31, 34, 1.5, 124), {50813: 2.0, 50956: 26, 51085: "NEG"},
                   lft(22, 24, 74, 0.7), ua(sg=1.032, ket="80", prot="TR")),
        reports=[
            report(KUB, "Radiograph", "Abdomen", "Supine and upright radiographs of the abdomen.",
                   """Nonspecific bowel gas pattern with a few mildly prominent loops of small bowel in the left upper
quadrant up to 2.9 cm. Gas is present in the colon. No free air.""",
                   present=[], absent=["free_air_on_radiograph", "paucity_of_colonic_gas"]),
            report(CT, "CT", "Abdomen", CT_TECH,
                   [("LOWER CHEST", "Clear lung bases."),
                    ("HEPATOBILIARY", "Normal."),
                    ("PANCREAS", "Normal."),
                    ("URINARY", "Normal."),
                    ("GASTROINTESTINAL", "The stomach and the proximal and mid small bowel loops are dilated up to 3.7 cm and "
                                         "fluid-filled, with a transition point in the lower pelvis where a loop of ileum is "
                                         "kinked and tethered to the lower anterior abdominal wall beneath the Pfannenstiel "
                                         "incision. Distal ileal loops are collapsed. The colon contains some air and stool. "
                                         "Bowel walls enhance normally. No pneumatosis. No bowel wall thickening to suggest "
                                         "enteritis or colitis."),
                    ("PELVIS", "Small volume of free fluid.")],
                   present=["dilated_small_bowel_loops", "fluid_filled_bowel_loops", "transition_point",
                            "decompressed_distal_bowel", "free_pelvic_fluid"],
                   absent=["lung_base_pleural_effusion", "bowel_wall_hypoenhancement", "pneumatosis_intestinalis"]
                   + PANC_N + KID_N)],
        dx="Adhesive small bowel obstruction", icd=ICD),

    # 56 hard: sent as constipation with a failed enema; films and CT
    enc(29000056, L, "hard",
        hpi="""79M from assisted living w/ Parkinson's, chronic constipation on senna/miralax, sent by facility NP for
        "constipation, failed enema, r/o fecal impaction". 4 days no BM, increasing abd distension, 2 episodes of
        emesis today. Pt reports crampy abd pain. No flatus since yesterday per staff. No fevers.
        PMH: Parkinson's dz, chronic constipation, BPH, CAD
        PSH: open cholecystectomy (1990s), TURP
        Social History: ___
        Family History: ___""",
        hpi_ann=ann(["increasing_abdominal_girth", "abdominal_pain", "chronic_constipation_history", "constipation", "obstipation", "abdominal_distension", "vomiting",
                     "abdominal_cramping", "prostatic_enlargement_history", "coronary_artery_disease_history",
                     "prior_cholecystectomy", "prior_abdominal_surgery"],
                    ["fever"]),
        pe="""98.0 92 128/70 16 96% RA. Elderly man, masked facies, resting tremor of the R hand. Abd: markedly
        distended, tympanic, diffusely mildly tender, no rebound. R subcostal scar. Hypoactive BS. Rectal: small
        amount of soft brown stool in the vault, no impaction.""",
        pe_ann=ann(["tremor_at_rest", "hypomimia", "distended_abdomen", "tympanic_abdomen", "diffuse_abdominal_tenderness",
                    "hypoactive_bowel_sounds"],
                   VITALS_N + ["rebound_tenderness", "hard_stool_on_rectal_exam"]),
        labs=merge(cbc(10.8, 13.4, 212, 78.0), bmp(141, 3.6, 100, 29, 30, 1.1, 112), {50813: 1.3, 50956: 30}),
        reports=[
            report(KUB, "Radiograph", "Abdomen", "Supine and upright frontal radiographs of the abdomen.",
                   """Multiple dilated gas-filled loops of small bowel in the central abdomen measuring up to 4.5 cm, with
air-fluid levels on the upright view. Relative paucity of colonic gas. Small amount of stool in the rectum. No free
air. Cholecystectomy clips.""",
                   present=["dilated_small_bowel_loops", "stepladder_air_fluid_levels", "paucity_of_colonic_gas"],
                   absent=["free_air_on_radiograph"]),
            report(CT, "CT", "Abdomen", CT_TECH,
                   """Dilated fluid- and gas-filled small bowel loops up to 4.4 cm extend to a transition point in the right
upper quadrant adjacent to the cholecystectomy bed, beyond which the small bowel is decompressed. The colon contains
a normal amount of stool without fecal impaction or colonic distension. No mesenteric swirl. Normal bowel wall
enhancement. No free air or free fluid. The prostate is enlarged. Liver unremarkable; no biliary dilatation.""",
                   present=["dilated_small_bowel_loops", "fluid_filled_bowel_loops", "transition_point",
                            "decompressed_distal_bowel", "enlarged_prostate_imaging"],
                   absent=["fecal_loading_colon", "dilated_colon", "mesenteric_swirl", "bowel_wall_hypoenhancement",
                           "pneumoperitoneum_ct", "free_fluid_abdomen", "rim_enhancing_hepatic_collection"] + DUCT_N)],
        dx="Adhesive small bowel obstruction", icd=ICD + ["Parkinson's disease"]),
]
