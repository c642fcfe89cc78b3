"""Pancreatitis, 29100019-29100024 (3 typical, 1 atypical, 2 hard).

29100019 typical   45 y man, heavy drinker, terse ED note, CT.
29100020 typical   61 y woman, gallstones, ultrasound with a dilated duct.
29100021 typical   38 y man with diabetes and very high triglycerides; chemistry comment.
29100022 atypical  29 y woman 31 weeks pregnant, gallstones, ultrasound only.
29100023 hard      33 y woman sent as food poisoning (vomiting, loose stools after a buffet).
29100024 hard      70 y man transferred as a bowel obstruction; necrotizing disease on CT.
"""

from common import *  # noqa: F401,F403

ENCOUNTERS = [
    enc(29100019, "pancreatitis", "typical",
        """45M w/ h/o heavy ETOH use (1/5th vodka daily x 10 yrs), prior admission for alcohol
        withdrawal, presents w/ severe epigastric pain x 1 day radiating straight through to his back,
        constant, 10/10, better sitting forward. N/V x multiple, nonbloody. Last drink last night.
        Unable to tolerate PO. Denies hematemesis, melena, diarrhea. No fevers. No h/o gallstones.
        PMH: ETOH use d/o, HTN (not on meds)
        PSH: none
        SH: smokes 1 ppd, lives alone, unemployed
        FH: father ETOH cirrhosis""",
        ann(["alcohol_use", "prior_alcohol_withdrawal", "epigastric_pain", "pain_radiating_to_back",
             "prolonged_constant_pain", "nausea", "vomiting", "hypertension_history", "smoker"],
            ["hematemesis", "melena", "diarrhea", "fever", "gallstones_history", "prior_abdominal_surgery"]),
        """VS: 99.5 118 158/96 22 96%RA
        Gen: uncomfortable, sitting hunched forward, mildly tremulous
        HEENT: dry MM, no icterus
        CV: tachy reg
        Pulm: CTAB
        Abd: mild distension, exquisite epigastric TTP w/ voluntary guarding, no rigidity, hypoactive
        BS. No flank ecchymoses, no periumbilical discoloration.
        Neuro: A&Ox3, no asterixis""",
        annv(vit(99.5, 118, 158, 22, 96),
             ["dehydration_signs", "distended_abdomen", "epigastric_tenderness", "guarding",
              "hypoactive_bowel_sounds"],
             ["jaundice", "abdominal_rigidity", "grey_turner_sign", "cullen_sign", "asterixis", "altered_mental_status_sign"]),
        merge(cbc(14.1, 16.2, 178, 80.0, mcv=101), bmp(136, 3.4, 96, 21, 18, 1.1, 168, ca=8.6, mg=1.5),
              lft(62, 148, 121, 1.4, alb=3.9, ggt=412), {50956: 2860.0, 50813: 2.2, 51000: 212.0}),
        [report("CT ABD & PELVIS WITH CONTRAST", "CT", "Abdomen",
                "Dual phase (pancreatic and portal venous) acquisition after IV contrast.",
                [("LOWER CHEST", "Trace left pleural effusion. Lung bases otherwise clear."),
                 ("LIVER", "Diffusely low attenuation, consistent with fatty infiltration. No focal lesion."),
                 ("BILIARY", "Gallbladder normal without radiodense stones. No biliary dilatation."),
                 ("PANCREAS", """Diffuse swelling of the gland, which is edematous but enhances
                   homogeneously. Extensive peripancreatic fat stranding and fluid tracks into the left
                   anterior pararenal space and along the root of the mesentery. No nonenhancing
                   parenchyma. No walled-off collection. Splenic and portal veins patent."""),
                 ("SPLEEN", "Normal."),
                 ("KIDNEYS", "Normal enhancement. No hydronephrosis."),
                 ("BOWEL", """The second part of the duodenum has a reactively thickened wall. Appendix
                   normal. No obstruction."""),
                 ("PELVIS", "A little free fluid."),
                 ("BONES", "Old healed left rib fractures.")],
                ["pleural_effusion", "lung_base_pleural_effusion", "pancreatic_edema", "peripancreatic_inflammation",
                 "peripancreatic_fluid", "gastroduodenal_wall_thickening", "normal_caliber_appendix",
                 "free_pelvic_fluid"],
                GB_N + DUCT_N + KID_N + APP_N + ["pancreatic_necrosis", "dilated_small_bowel_loops"])],
        "Acute alcoholic pancreatitis", ["Alcohol induced acute pancreatitis without necrosis or infection",
                                         "Alcohol dependence, uncomplicated"], [], []),

    enc(29100020, "pancreatitis", "typical",
        """Patient is a 61 year old woman who was in her usual state of health until about 8 hours
        prior to presentation when she developed sudden epigastric and right upper quadrant pain
        after lunch. The pain became constant and bores into the back. She has vomited four times.
        She has had two episodes of similar but brief right upper quadrant pain after meals in the
        past few months. She drinks alcohol rarely, a glass of wine at holidays. No new medications.
        She noticed her urine was darker this morning. She denies fevers or chills.
        PMH: hypertension, hyperlipidemia, osteoarthritis
        PSH: hysterectomy
        Medications: lisinopril, simvastatin, naproxen as needed
        Social: retired nurse, never smoker
        Family: no pancreatic disease""",
        ann(["epigastric_pain", "ruq_pain", "prolonged_constant_pain",
             "pain_radiating_to_back", "vomiting", "previous_similar_episodes", "dark_urine",
             "hypertension_history", "hyperlipidemia_history", "prior_abdominal_surgery", "nsaid_use",
             "raas_blocker_use"],
            ["fever", "chills", "smoker"]),
        """Vitals: T 37.7 HR 104 BP 146/80 RR 20 O2 97% RA
        General: in moderate distress, holding abdomen
        Eyes: mild scleral icterus
        Cardiac: tachycardic, no murmurs
        Lungs: decreased breath sounds at left base
        Abdomen: soft, tender epigastrium and RUQ with guarding, negative Murphy's sign, no rebound,
        bowel sounds hypoactive, no distension
        Skin: no ecchymoses""",
        annv(vit(37.7, 104, 146, 20, 97),
             ["jaundice", "diminished_breath_sounds", "epigastric_tenderness", "ruq_tenderness", "guarding",
              "hypoactive_bowel_sounds"],
             ["murphy_sign", "rebound_tenderness", "distended_abdomen", "grey_turner_sign", "cullen_sign"]),
        merge(cbc(13.9, 13.6, 241, 84.0), bmp(139, 3.9, 103, 22, 21, 0.9, 154, ca=9.0),
              lft(412, 356, 198, 2.9, dbili=1.9), {50956: 4120.0, 50867: 1430.0, 51000: 140.0}),
        [report("LIVER OR GALLBLADDER US (SINGLE ORGAN)", "Ultrasound", "Abdomen",
                "RUQ sonogram with color Doppler.",
                """Liver is normal in echotexture. The gallbladder is filled with small mobile stones and
                sludge; there is no wall thickening and no pericholecystic fluid. Sonographic Murphy sign
                negative. Mild intrahepatic biliary dilatation. The common bile duct is dilated to 9 mm;
                its distal portion is obscured by bowel gas and a stone cannot be excluded. The pancreas
                is poorly visualized; there is a small amount of fluid anterior to the pancreatic head.
                Right kidney normal.""",
                ["gallstones", "gallbladder_sludge", "intrahepatic_biliary_dilation", "cbd_dilation",
                 "peripancreatic_fluid"],
                ["gallbladder_wall_thickening", "pericholecystic_fluid", "sonographic_murphy_sign"] + KID_N)],
        "Gallstone pancreatitis", ["Biliary acute pancreatitis without necrosis or infection",
                                   "Calculus of gallbladder without cholecystitis without obstruction"],
        ["ERCP with sphincterotomy and stone extraction", "Laparoscopic cholecystectomy"],
        [("0FC98ZZ", "Extirpation of Matter from Common Bile Duct, Via Natural or Artificial Opening Endoscopic", 10),
         ("0FT44ZZ", "Resection of Gallbladder, Percutaneous Endoscopic Approach", 10)]),

    enc(29100021, "pancreatitis", "typical",
        """38 y.o. male w/ poorly controlled DM2 (A1c 12), obesity, presents with severe upper abd pain
        since yesterday evening, band-like across the upper abdomen and into the back, assoc with
        nausea and 3 episodes of emesis. Admits he ran out of his insulin and metformin ~3 weeks ago.
        Has had increased thirst and urination. Drinks "a few beers on weekends". No prior episodes.
        No gallstones known. No recent new meds.
        PMH: DM2, obesity, "high triglycerides" (not on treatment), fatty liver
        PSH: none
        FH: father with DM and MI at 52
        SH: truck driver, nonsmoker""",
        ann(["diabetes_history", "obesity", "epigastric_pain", "abdominal_pain", "pain_radiating_to_back", "nausea",
             "vomiting", "insulin_omission", "insulin_therapy", "metformin_use", "polyuria_polydipsia", "hyperlipidemia_history",
             "alcohol_use", "family_history_diabetes", "family_history_cad"],
            ["previous_similar_episodes", "gallstones_history", "prior_abdominal_surgery", "smoker"]),
        """VS T 99.1 HR 112 BP 150/94 RR 22 Sat 95% RA
        Obese male, uncomfortable. Eruptive yellowish papules over both elbows and buttocks.
        Dry mucous membranes. Lungs clear. RRR, tachycardic.
        Abdomen: obese, mildly distended, tender across upper abdomen with guarding, no rebound,
        decreased bowel sounds. No hepatosplenomegaly appreciated.
        Acanthosis nigricans at the neck.""",
        annv(vit(99.1, 112, 150, 22, 95),
             ["obesity", "dehydration_signs", "distended_abdomen", "epigastric_tenderness", "guarding",
              "hypoactive_bowel_sounds", "acanthosis_nigricans"],
             ["rebound_tenderness", "hepatomegaly", "palpable_spleen"]),
        merge(cbc(15.6, 16.8, 262, 79.0), bmp(131, 4.8, 95, 17, 16, 1.2, 388, ca=8.1),
              lft(44, 39, 96, 0.9), {50956: 980.0, 51000: 3840.0, 50907: 612.0, 50852: 12.1, 50813: 1.9},
              ua(glu="1000", ket="40", sg=1.030)),
        [report("CT ABD & PELVIS WITH CONTRAST", "CT", "Abdomen",
                "Abdomen/pelvis MDCT following IV contrast, reformatted in coronal and sagittal planes.",
                """Visualized lung bases clear. The liver is enlarged (21 cm) and diffusely hypoattenuating,
                consistent with marked steatosis. Gallbladder is unremarkable; no biliary dilation. The
                pancreas is diffusely enlarged with ill-defined margins and surrounding stranding,
                with fluid in the anterior pararenal spaces bilaterally and in the lesser sac. The
                pancreatic parenchyma enhances uniformly. Spleen normal. Kidneys normal. Stomach,
                small bowel and colon normal. No free air. No lymphadenopathy. Bladder normal.""",
                ["steatotic_hepatomegaly", "pancreatic_edema", "peripancreatic_inflammation", "peripancreatic_fluid"],
                EFF + GB_N + DUCT_N + KID_N + ["pancreatic_necrosis", "dilated_small_bowel_loops", "pneumoperitoneum_ct"])],
        "Acute pancreatitis due to hypertriglyceridemia",
        ["Other acute pancreatitis without necrosis or infection", "Hypertriglyceridemia, unspecified",
         "Type 2 diabetes mellitus with hyperglycemia"], ["Therapeutic plasmapheresis"],
        [("6A550Z3", "Pheresis of Plasma, Single", 10)]),

    enc(29100022, "pancreatitis", "atypical",
        """L&D triage. 29 yo G2P1 at 31w0d, prenatal care at ___, GDM on diet, presents w/ upper abd
        pain since 2 am. Describes pain in the epigastrium going to the back and the R upper abdomen,
        constant, not crampy, not coming in waves. Vomiting x5. No HA, no visual changes, no RUQ pain
        before this pregnancy though she was told she had "sludge and small stones" on a US in the
        first trimester. Denies contractions, VB, LOF. Reports good FM.
        PMH: GDM A1, h/o gallstones (as above)
        PSH: SVD x1, no surgeries
        SH: no etoh, no tobacco""",
        ann(["pregnancy", "epigastric_pain", "pain_radiating_to_back", "ruq_pain", "prolonged_constant_pain",
             "vomiting", "gallstones_history", "gallstones", "gallbladder_sludge", "diabetes_history"],
            ["colicky_abdominal_pain", "headache", "visual_disturbance", "vaginal_bleeding", "prior_abdominal_surgery",
             "previous_similar_episodes",
             "alcohol_use", "smoker"]),
        """Temp 37.4, pulse 110, BP 118/70 (baseline 110s/60s), resp 20, sat 99%.
        Gravid abdomen, fundal height 31 cm. Uterus nontender, no contractions palpated. Epigastric
        and RUQ tenderness with guarding; no rebound. No CVA tenderness. DTRs 2+, no clonus. No
        edema. Cervix: closed. FHT 145 with accelerations, reactive NST.""",
        annv(vit(37.4, 110, 118, 20, 99),
             ["pregnancy", "epigastric_tenderness", "ruq_tenderness", "guarding", "closed_cervical_os"],
             ["uterine_tenderness", "rebound_tenderness", "cva_tenderness", "hyperreflexia", "pitting_edema"]),
        merge(cbc(14.2, 11.0, 221, 85.0), bmp(134, 3.6, 103, 19, 7, 0.5, 102, ca=8.5),
              lft(188, 161, 302, 2.1, dbili=1.3), {50956: 1650.0, 51000: 298.0, 50954: 210.0},
              ua(ket="80", sg=1.028, prot="NEG")),
        [report("LIVER OR GALLBLADDER US (SINGLE ORGAN)", "Ultrasound", "Abdomen",
                "Transabdominal RUQ sonogram, limited by the gravid uterus.",
                [("LIVER", "Normal echogenicity, no focal lesion."),
                 ("GALLBLADDER", """Multiple mobile echogenic shadowing stones and layering sludge.
                   Gallbladder wall 2 mm. No pericholecystic fluid. Sonographic Murphy sign negative."""),
                 ("BILE DUCTS", "No intrahepatic ductal dilatation; CBD 6 mm."),
                 ("PANCREAS", """Bulky, hypoechoic head and body with a thin rim of peripancreatic fluid.
                   Tail not seen."""),
                 ("RIGHT KIDNEY", "Mild hydronephrosis, typical for pregnancy.")],
                ["gallstones", "gallbladder_sludge", "pancreatic_edema", "peripancreatic_fluid", "hydronephrosis"],
                ["gallbladder_wall_thickening", "pericholecystic_fluid", "sonographic_murphy_sign",
                 "intrahepatic_biliary_dilation"])],
        "Gallstone pancreatitis in pregnancy", ["Biliary acute pancreatitis without necrosis or infection",
                                                "Gestational diabetes mellitus in pregnancy, diet controlled"],
        ["ERCP with sphincterotomy and stone extraction"],
        [("0FC98ZZ", "Extirpation of Matter from Common Bile Duct, Via Natural or Artificial Opening Endoscopic", 10)]),

    enc(29100023, "pancreatitis", "hard",
        """Pt is a 33 y/o F sent from urgent care as food poisoning w/ dehydration after she and her
        sister both ate at a seafood buffet 2 days ago. Sister had 1 day of diarrhea and is fine. Pt
        has had persistent vomiting since yesterday, >10 episodes, now dry heaving, and 2 loose stools
        yesterday. Urgent care gave ondansetron and 1L NS, no improvement. On further questioning she
        also has a steady pain in the upper middle of her abdomen that goes to her back, present
        since before the vomiting started. Drinks ~4 cocktails on weekends, had "a lot" at a bachelorette
        party 3 days ago. No fever. No blood in vomit or stool.
        PMH: migraines, anxiety
        PSH: none
        Meds: sumatriptan prn, sertraline, OCP
        SH: paralegal, never smoker""",
        ann(["vomiting", "diarrhea", "sick_contacts", "suspect_food_exposure", "epigastric_pain", "abdominal_pain",
             "pain_radiating_to_back", "prolonged_constant_pain", "alcohol_use", "anxiety_disorder_history", "estrogen_use"],
            ["fever", "hematemesis", "rectal_bleeding", "prior_abdominal_surgery", "smoker"]),
        """T 37.5 HR 116 BP 118/72 RR 18 SpO2 99% RA. Orthostatics: 118/72 -> 94/60 standing, HR 116 -> 138.
        Pale, ill-appearing young woman, retching. Mucous membranes very dry, skin turgor poor.
        Heart tachycardic. Lungs clear. Abdomen mildly distended, tender in the epigastrium and left
        upper quadrant with voluntary guarding, no rebound; bowel sounds sparse. No RLQ or RUQ
        tenderness. Faint bluish discoloration around the umbilicus.""",
        annv(vit(37.5, 116, 118, 18, 99),
             ["orthostatic_hypotension", "pallor", "ill_appearing", "dehydration_signs", "distended_abdomen",
              "epigastric_tenderness", "guarding", "hypoactive_bowel_sounds", "cullen_sign"],
             ["rebound_tenderness", "rlq_tenderness", "ruq_tenderness"]),
        merge(cbc(17.8, 15.8, 214, 87.0), bmp(138, 3.1, 94, 22, 31, 1.4, 141, ca=7.6),
              lft(38, 52, 72, 1.1), {50956: 1840.0, 51000: 188.0, 50813: 2.8, 50889: 98.0}, {51085: "NEG"},
              ua(sg=1.035, ket="80", prot="30")),
        [report("CT ABD & PELVIS WITH CONTRAST", "CT", "Abdomen",
                "After intravenous contrast, without oral contrast, 5 mm axial and 2 mm coronal images.",
                [("LOWER CHEST", "Small bilateral pleural effusions with adjacent atelectasis."),
                 ("HEPATOBILIARY", "Liver normal. Gallbladder normal without stones. No biliary dilation."),
                 ("PANCREAS", """Diffuse enlargement and edema of the pancreas with peripancreatic fat
                   stranding and fluid extending along the left paracolic gutter and around the left
                   kidney. Pancreatic parenchyma enhances; no necrosis."""),
                 ("SPLEEN", "Normal."),
                 ("KIDNEYS", "Normal, no hydronephrosis."),
                 ("BOWEL", """Stomach, small bowel and colon are normal in caliber; no wall thickening.
                   Appendix normal."""),
                 ("PELVIS", "Uterus and ovaries normal. Small free fluid.")],
                EFF + ["pancreatic_edema", "peripancreatic_inflammation", "peripancreatic_fluid",
                       "normal_caliber_appendix", "free_pelvic_fluid"],
                GB_N + DUCT_N + KID_N + APP_N + ["pancreatic_necrosis", "dilated_small_bowel_loops", "enlarged_ovary"])],
        "Acute pancreatitis, alcohol-related", ["Alcohol induced acute pancreatitis without necrosis or infection",
                                                "Hypovolemia", "Hypokalemia"], [], []),

    enc(29100024, "pancreatitis", "hard",
        """TRANSFER NOTE: 70 yo M transferred from ___ Hospital with "small bowel obstruction, for
        surgical evaluation". Per OSH records and patient: 3 days of progressive abdominal
        distension, diffuse abdominal pain, and vomiting; no flatus for 24 hrs. OSH abdominal films
        read as dilated small bowel loops with air-fluid levels. NGT placed at OSH with 1.5 L bilious
        output. On arrival the patient also states the pain started in the upper abdomen and goes
        through to the back. No prior abdominal surgery. No hernias he knows of. Drinks 2-3 glasses
        of wine daily. Gallbladder "full of stones" on a scan a few years ago, never had surgery.
        PMH: HTN, afib on warfarin, COPD, BPH
        Meds: warfarin, diltiazem, tiotropium, finasteride
        SH: former smoker 50 pk-yr, lives with wife""",
        ann(["abdominal_distension", "diffuse_abdominal_pain", "abdominal_pain", "vomiting", "obstipation",
             "dilated_small_bowel_loops", "stepladder_air_fluid_levels",
             "epigastric_pain", "pain_radiating_to_back", "alcohol_use", "gallstones_history", "gallstones",
             "hypertension_history", "atrial_fibrillation_history", "anticoagulant_use", "copd_history",
             "prostatic_enlargement_history", "former_smoker"],
            ["prior_abdominal_surgery", "hernia_history"]),
        """T 38.2 HR 124 irreg BP 88/52 RR 28 SpO2 91% 4L NC
        Gen: ill, diaphoretic, mildly confused
        Lungs: decreased BS at both bases, few crackles
        CV: irregularly irregular, tachy
        Abd: distended, tympanic, diffusely tender with guarding, worst in the epigastrium; bowel
        sounds absent. Bluish-purple discoloration of the left flank. No hernias palpable. NGT with
        bilious output.
        Ext: cool, mottled knees""",
        annv(vit(38.2, 124, 88, 28, 91),
             ["ill_appearing", "diaphoretic", "altered_mental_status_sign", "diminished_breath_sounds", "crackles",
              "irregularly_irregular_pulse", "distended_abdomen", "tympanic_abdomen", "diffuse_abdominal_tenderness",
              "guarding", "epigastric_tenderness", "hypoactive_bowel_sounds", "grey_turner_sign"],
             []),
        merge(cbc(23.6, 17.1, 128, 90.0, bands=9.0), bmp(132, 5.3, 98, 14, 58, 2.6, 242, ca=6.9),
              lft(96, 184, 140, 2.2, alb=2.6), coags(28.4, 2.7, 41.0),
              {50956: 690.0, 50867: 880.0, 50813: 5.1, 50889: 310.0, 51000: 166.0, 50820: 7.24,
               50818: 31.0, 50821: 64.0, 50802: -12.0}),
        [report("CT ABD & PELVIS W/O CONTRAST", "CT", "Abdomen",
                "Non-contrast CT of the abdomen and pelvis (acute kidney injury). Multiplanar reformats.",
                """Bilateral moderate pleural effusions with atelectasis. Emphysema. The liver is
                unremarkable on noncontrast technique. Gallbladder contains multiple calcified stones;
                no wall thickening. Common duct 8 mm. The pancreas is massively swollen with loss of
                normal lobulation and large heterogeneous areas of lower attenuation in the body and
                tail, concerning for necrosis (assessment limited without contrast). Extensive
                peripancreatic fluid and stranding extend into both anterior pararenal spaces, the
                transverse mesocolon and the small bowel mesentery. Diffusely dilated, fluid-filled small
                bowel loops measuring up to 3.6 cm, and the colon is also gas-distended to the splenic
                flexure, with no discrete transition point; appearance favors adynamic ileus rather than
                mechanical obstruction. No free air. Moderate ascites. Kidneys without hydronephrosis or
                stones. Enlarged prostate. Extensive vascular calcification; infrarenal aorta 2.9 cm.""",
                EFF + ["emphysematous_changes", "gallstones", "pancreatic_edema", "pancreatic_necrosis",
                       "peripancreatic_fluid", "peripancreatic_inflammation", "dilated_small_bowel_loops",
                       "fluid_filled_bowel_loops", "diffuse_bowel_gas_distension", "dilated_colon", "free_fluid_abdomen",
                       "enlarged_prostate_imaging"],
                ["gallbladder_wall_thickening", "transition_point", "pneumoperitoneum_ct", "hydronephrosis",
                 "renal_calculus"])],
        "Acute necrotizing pancreatitis with ileus",
        ["Biliary acute pancreatitis with infected necrosis", "Paralytic ileus", "Acute respiratory failure with hypoxia",
         "Acute kidney failure, unspecified"], [], [],
        {90201: ("KLEBSIELLA PNEUMONIAE", BLOOD_SPEC), 90039: ("No growth", URINE_SPEC)}),
]
