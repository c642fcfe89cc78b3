"""Appendicitis, 29400001-29400008.

29400001 typical   24M, periumbilical pain moving to the RLQ, CT with appendicolith
29400002 typical   31F, RLQ pain, pelvic US normal first, then CT (pelvic tip)
29400003 typical   58M diabetic, 4 days of pain, perforation with RLQ abscess, IR drain
29400004 atypical  27F at 24 weeks, right mid-abdominal/flank pain, MRI with displaced appendix
29400005 atypical  81F nursing-home resident with dementia, confusion and poor intake, retrocecal
29400006 hard      34M with prior stones sent for a stone CT: no stone, retrocecal appendix
29400007 hard      19F transferred as pelvic infection with an ovarian cyst; US shows the appendix
29400008 hard      26F with Crohn's on azathioprine, "my usual flare"; CT enterography
"""

from common import (DUCT_N, EFF, GB_N, KID_N, PANC_N, annv, cbc, bmp, coags, enc, lft, merge, rad,
                    ua, vit, vits, BLOOD_SPEC, URINE_SPEC)

LAPPY = ("0DTJ4ZZ", "Resection of Appendix, Percutaneous Endoscopic Approach", 10)

ENCOUNTERS = []

# --------------------------------------------------------------------------------------------
hpi = """
___ is a 24 y/o M with no significant PMH who presents with abdominal pain x 1 day. Pt reports
the pain started yesterday evening around his belly button, dull and constant, and by this
morning it had moved down to the right lower quadrant where it is now sharp, worse w/ walking and
with every bump in the car on the way in. + nausea, vomited once (nonbloody, nonbilious). No
appetite since yesterday, skipped dinner and breakfast. Subjective fevers overnight, did not
check temp. Last BM yesterday AM, normal. Denies diarrhea, dysuria, hematuria, CP, SOB. No
recent travel or sick contacts.

In the ED, initial vitals were T 99.8 HR 96 BP 132/78 RR 16 SpO2 99% RA. Labs notable for WBC
14.2 w/ 84% PMNs, normal LFTs and lipase, UA bland. CT A/P w/ contrast showed a dilated appendix
w/ an appendicolith and periappendiceal stranding, no abscess or free air. He was given 1L NS,
morphine 4 mg IV and zofran, started on ceftriaxone/flagyl, and surgery was consulted.

ROS: 10 point ROS otherwise negative.

Past Medical History:
- none

Past Surgical History:
- never had surgery

Social History:
___
Family History:
No relevant family history.
"""
hpi_ann = annv(vit(99.8, 96, 132, 16, 99),
               ["abdominal_pain", "periumbilical_pain", "rlq_pain", "pain_migration_to_rlq",
                "prolonged_constant_pain", "pain_worse_with_movement", "nausea", "vomiting", "anorexia",
                "fever", "missed_meal", "dilated_appendix", "appendicolith", "periappendiceal_fat_stranding"],
               ["bilious_vomiting", "hematemesis", "diarrhea", "dysuria", "gross_hematuria", "chest_pain",
                "dyspnea", "recent_travel", "sick_contacts", "periappendiceal_fluid_collection",
                "pneumoperitoneum_ct", "prior_abdominal_surgery"])
pe = """
ADMISSION PHYSICAL EXAM:
VS: 99.1 88 128/74 16 98% RA
GEN: young man lying still on stretcher, uncomfortable appearing
HEENT: NCAT, EOMI, anicteric, MMM
NECK: supple
CV: RRR, no m/r/g
LUNGS: CTAB, no w/r/r
ABD: soft, non-distended, TTP RLQ max at McBurney's point, + voluntary guarding RLQ, + Rovsing's,
+ rebound, neg psoas. Normoactive BS.
EXT: WWP, no edema
NEURO: A&Ox3, moving all extremities
"""
pe_ann = annv(vit(99.1, 88, 128, 16, 98),
              ["rlq_tenderness", "mcburney_point_tenderness", "guarding", "rovsing_sign", "rebound_tenderness"],
              ["jaundice", "dehydration_signs", "new_heart_murmur", "crackles", "expiratory_wheezes",
               "scattered_rhonchi", "distended_abdomen", "psoas_sign", "hyperactive_bowel_sounds",
               "hypoactive_bowel_sounds", "pitting_edema", "altered_mental_status_sign"])
ct = rad("CT ABD & PELVIS WITH CONTRAST", "CT", "Abdomen", """
    EXAMINATION:  CT ABDOMEN AND PELVIS WITH CONTRAST

    INDICATION:  ___ year old man with RLQ pain and leukocytosis  // eval ____

    TECHNIQUE:  MDCT images were obtained through the abdomen and pelvis after IV contrast. No oral
    contrast. Coronal and sagittal reformats were reviewed.

    DOSE:  DLP 512 mGy-cm

    COMPARISON:  None.

    FINDINGS:
    Lung bases are clear. No pleural or pericardial effusion.

    Liver, gallbladder, spleen, pancreas and adrenal glands are unremarkable. Kidneys enhance
    symmetrically w/o hydronephrosis or stones.

    The appendix is dilated to 12 mm with mural hyperenhancement and surrounding fat stranding. A 7 mm
    calcified appendicolith sits at its base. No periappendiceal collection. No extraluminal gas.

    Small bowel and colon are normal in caliber. No free fluid. Bladder and prostate unremarkable. No
    lymphadenopathy. Osseous structures intact.

    IMPRESSION:
    1. Findings compatible with ____ with an obstructing appendicolith.  No abscess or perforation.
    2. Otherwise unremarkable CT of the abdomen and pelvis.
    """,
    ["dilated_appendix", "appendiceal_wall_enhancement", "periappendiceal_fat_stranding", "appendicolith"],
    EFF + ["pericardial_effusion"] + GB_N + PANC_N + KID_N +
    ["periappendiceal_fluid_collection", "appendiceal_perforation_signs", "dilated_small_bowel_loops",
     "free_fluid_abdomen", "enlarged_mesenteric_lymph_nodes"])
ENCOUNTERS.append(enc(
    29400001, "appendicitis", "typical", hpi, hpi_ann, pe, pe_ann,
    merge(cbc(14.2, 15.1, 248, 84.0), bmp(139, 4.0, 102, 25, 14, 0.9, 104), lft(22, 19, 71, 0.8),
          {50956: 28}, ua(sg=1.022, ket="10")),
    [ct], "Acute appendicitis",
    ["Acute appendicitis with localized peritonitis, without perforation or gangrene"],
    ["Laparoscopic appendectomy"], [LAPPY]))

# --------------------------------------------------------------------------------------------
hpi = """
Ms. ___ is a 31 yo G1P1 woman w/ hx of migraines who p/w RLQ abdominal pain since last night.
Started as a generalized crampy discomfort, now sharp and focal in the RLQ. Nausea, no emesis.
Decreased appetite. Denies vaginal discharge or bleeding, dysuria. LMP 2 wks ago, regular. IUD in
place. Of note she had similar but milder pain about a month ago that went away on its own in a
few hours.

In the ED she was afebrile, HR 104, BP 118/70. WBC 12.8. Urine hCG neg. Pelvic US was done first
and showed normal ovaries w/ normal flow, appendix not seen; CT A/P was then obtained (see
below). Surgery was consulted and she was admitted to ACS.

PMH: migraine w/o aura
PSH: none
Meds: sumatriptan prn, IUD
Social History: Married, lives in ___ w/ husband and son. Works as a paralegal. No tobacco. Rare
EtOH. No drugs.
Family History: Mother HTN, DM. No family hx of IBD or colon cancer.
"""
hpi_ann = annv(vit(t=98.6, hr=104, sbp=118),
               ["abdominal_pain", "rlq_pain", "abdominal_cramping", "diffuse_abdominal_pain", "nausea",
                "anorexia", "previous_similar_episodes", "pain_resolving_within_hours"],
               ["vomiting", "vaginal_discharge", "vaginal_bleeding", "dysuria", "missed_period", "pregnancy",
                "absent_ovarian_flow", "enlarged_ovary", "ovarian_cyst_lesion", "prior_abdominal_surgery",
                "smoker", "family_history_ibd", "family_history_colon_malignancy"])
pe = """
Admission exam:
VS T 98.9 HR 98 BP 116/72 RR 18 O2 100%RA
Gen: NAD, A&O
HEENT: sclera anicteric
CV: RRR
Pulm: CTA b/l
Abd: soft, ND, TTP RLQ w/ localized rebound, no guarding, + Rovsing. No CVAT.
Pelvic (in ED): no CMT, no adnexal tenderness or masses, scant white discharge.
Ext: no c/c/e
"""
pe_ann = annv(vit(98.9, 98, 116, 18, 100),
              ["rlq_tenderness", "rebound_tenderness", "rovsing_sign"],
              ["altered_mental_status_sign", "jaundice", "distended_abdomen", "guarding", "cva_tenderness",
               "cervical_motion_tenderness", "adnexal_tenderness", "adnexal_mass", "pitting_edema"])
us = rad("PELVIS U.S., TRANSVAGINAL", "Ultrasound", "Abdomen", """
    EXAMINATION:  PELVIC ULTRASOUND, TRANSABDOMINAL AND TRANSVAGINAL, WITH DOPPLER

    INDICATION:  ___ year old woman with right lower quadrant pain, hcg negative. ? torsion

    TECHNIQUE:  Grayscale and color/spectral Doppler images of the pelvis were obtained
    transabdominally and then transvaginally for better detail of the adnexa.

    COMPARISON:  None

    FINDINGS:
    The uterus is anteverted and measures 7.9 x 4.1 x 5.0 cm. IUD in expected position in the
    fundus. Endometrium is 6 mm.  The right ovary measures 3.1 x 2.0 x 2.4 cm, the left 2.8 x 1.9 x
    2.2 cm; both have normal appearance with arterial and venous waveforms demonstrated bilaterally.
    No adnexal mass. Small amount of free fluid in the pelvis, likely physiologic.

    The right lower quadrant was also scanned at the site of maximal tenderness; the appendix was not
    identified.

    IMPRESSION:
    No evidence of ovarian torsion.  Normal pelvic ultrasound apart from a small amount of free
    fluid.  Non-visualized appendix.
    """,
    ["free_pelvic_fluid"],
    ["absent_ovarian_flow", "enlarged_ovary", "ovarian_cyst_lesion", "extrauterine_adnexal_mass"])
ct = rad("CT ABD & PELVIS WITH CONTRAST", "CT", "Abdomen", """
    EXAMINATION:  CT ABD & PELVIS WITH CONTRAST

    INDICATION:  RLQ pain, leukocytosis, pelvic US negative, appendix not seen

    TECHNIQUE:  Axial helical images from the dome of the diaphragm through the symphysis after 100 mL
    Omnipaque IV; coronal and sagittal reformations.

    COMPARISON:  Pelvic ultrasound same day.

    FINDINGS:
    Lower chest: clear lung bases.
    Liver: homogeneous enhancement, no focal lesion. No biliary dilatation. Gallbladder: unremarkable.
    Pancreas, spleen and adrenals: normal.
    Kidneys: symmetric nephrograms. No hydronephrosis.
    GI: The appendix measures up to 11 mm in diameter, with wall thickening and hyperenhancement, and
    there is mild stranding of the surounding fat, most pronounced near the tip, which points down
    into the pelvis. No appendicolith. No drainable fluid collection or extraluminal air. Terminal
    ileum normal. Stomach and small bowel normal in caliber.
    Pelvis: IUD in place. Trace free fluid in the cul-de-sac. Ovaries are unremarkable. Bladder is
    unremarkable.
    Lymph nodes: a few subcentimeter mesenteric nodes in the RLQ, likely reactive.
    Bones: no acute abnormality.

    IMPRESSION:
    Uncomplicated ____ with the tip in the pelvis.  No abscess.
    """,
    ["dilated_appendix", "appendiceal_wall_enhancement", "periappendiceal_fat_stranding", "free_pelvic_fluid"],
    ["appendicolith", "periappendiceal_fluid_collection", "appendiceal_perforation_signs",
     "terminal_ileal_wall_thickening", "dilated_small_bowel_loops", "enlarged_ovary", "ovarian_cyst_lesion",
     "hydronephrosis"] + DUCT_N + GB_N + PANC_N)
ENCOUNTERS.append(enc(
    29400002, "appendicitis", "typical", hpi, hpi_ann, pe, pe_ann,
    merge(cbc(12.8, 12.9, 276, 79.0), bmp(137, 3.9, 104, 23, 11, 0.7, 96), lft(15, 18, 58, 0.4),
          {51085: "NEG"}, ua(sg=1.018, epi=4)),
    [us, ct], "Acute appendicitis",
    ["Acute appendicitis with localized peritonitis, without perforation or gangrene", "Migraine, unspecified, not intractable, without status migrainosus"],
    ["Laparoscopic appendectomy"], [LAPPY]))

# --------------------------------------------------------------------------------------------
hpi = """
___ y/o M w/ PMH HTN, HLD, DM2 on metformin, obesity (BMI 34) who presents w/ 4 days of abd pain.
Initially thought it was "gas". Pain was around the umbilicus at first, then settled in the RLQ. He
took ibuprofen at home w/ some relief. Over the past 24h the pain became worse and more diffuse
across the lower abdomen, w/ fevers to 102 at home, chills, and one episode of diarrhea. No
vomiting; tolerating sips of liquid but no appetite.

In the ED, initial vitals: 101.6, 112, 142/88, 20, 96% RA. Labs notable for WBC 19.6 with 12%
bands, Cr 1.4 (baseline 0.9), lactate 2.6. CT A/P showed a dilated appendix with periappendiceal
gas and a 4.5 cm rim enhancing collection in the RLQ. He received pip-tazo 4.5 g IV, 2L LR and
dilaudid 0.5 mg IV x2. IR was consulted for drainage. Of note his last colonoscopy ___ years ago was
normal per pt.

Past Medical History:
- HTN
- HLD
- DM2, last A1c 7.9
- obesity

Past Surgical History:
- lap cholecystectomy ___

Social History:
Lives w/ wife in ___, works as a bus driver. Former smoker, quit ___. No drugs.

Family History:
Father - CAD, MI at 60. Mother - DM.
"""
hpi_ann = annv(vit(101.6, 112, 142, 20, 96),
               ["abdominal_pain", "periumbilical_pain", "rlq_pain", "pain_migration_to_rlq", "nsaid_use",
                "diffuse_abdominal_pain", "fever", "chills", "diarrhea", "anorexia", "hypertension_history",
                "hyperlipidemia_history", "diabetes_history", "metformin_use", "obesity", "prior_cholecystectomy",
                "prior_abdominal_surgery", "former_smoker", "family_history_cad", "family_history_diabetes",
                "dilated_appendix", "appendiceal_perforation_signs", "periappendiceal_fluid_collection"],
               ["vomiting"])
pe = """
ADMISSION PHYSICAL EXAM:
VS: T 100.9  HR 108  BP 136/82  RR 22  SpO2 95% RA
GEN: ill appearing, diaphoretic, lying still
HEENT: dry MM, anicteric
NECK: supple, no LAD
CV: tachycardic, regular
LUNGS: decreased BS at bases, no wheezes
ABD: obese, mildly distended, hypoactive BS, tender RLQ and suprapubic with involuntary guarding
and rebound in the RLQ. No hernias.
GU: deferred
EXT: no edema
NEURO: AAOx3, nonfocal
"""
pe_ann = annv(vit(100.9, 108, 136, 22, 95),
              ["ill_appearing", "diaphoretic", "dehydration_signs", "diminished_breath_sounds", "obesity",
               "distended_abdomen", "hypoactive_bowel_sounds", "rlq_tenderness", "suprapubic_tenderness",
               "guarding", "rebound_tenderness"],
              ["jaundice", "lymphadenopathy", "expiratory_wheezes", "irreducible_tender_bulge", "pitting_edema",
               "altered_mental_status_sign"])
ct = rad("CT ABD & PELVIS WITH CONTRAST", "CT", "Abdomen", """
    EXAMINATION:  CT abdomen and pelvis with IV contrast

    INDICATION:  ___ M with 4 days RLQ pain, fever, WBC 19

    TECHNIQUE:  Contiguous axial MDCT images through abdomen and pelvis, portal venous timing,
    following 130 mL Omnipaque 350. Oral contrast was not administered. Multiplanar reformats.

    DOSE:  Total DLP 688 mGy-cm

    COMPARISON:  No prior cross sectional imaging available.

    FINDINGS:
    LOWER CHEST: Bibasilar dependent atelectasis. No effusion.
    LIVER: Diffusely hypoattenuating, in keeping with steatosis. No focal lesion. Portal veins patent.
    BILIARY: Status post cholecystectomy. CBD 7 mm, within normal limits for the post cholecystectomy
    state. No intrahepatic duct dilatation.
    PANCREAS: Unremarkable.
    SPLEEN: Normal size.
    ADRENALS: 1.4 cm left adrenal nodule measuring -2 HU, c/w adenoma.
    KIDNEYS: Subcentimeter hypodensities in both kidneys, too small to characterize. No hydronephrosis.
    BOWEL: The appendix is thick walled and fluid filled, up to 14 mm, with a discontinuous enhancing
    wall at the tip. Adjacent to it in the right lower quadrant is a 4.5 x 3.8 x 4.0 cm rim-enhancing
    fluid collection containing several foci of gas. Extensive surrounding fat stranding, with
    reactive thickening of the cecal wall and terminal ileum. A few distal ileal loops are mildly
    dilated up to 2.8 cm, without a discrete transition. Scattered sigmoid diverticula.
    PERITONEUM: A little free fluid layers in the pelvis. Free intraperitoneal air is absent.
    VESSELS: Moderate atherosclerotic calcification of the abdominal aorta, no aneurysm.
    PELVIS: Bladder unremarkable. Prostate mildly enlarged.
    BONES: Lumbar degenerative changes. No suspicious osseous lesion.

    IMPRESSION:
    1. Perforated ____ with a 4.5 cm gas-containing abscess in the RLQ, amenable to percutaneous
    drainage.
    2. Mildly dilated distal ileal loops, likely reactive ileus; early obstruction is not excluded.
    3. Hepatic steatosis.  Left adrenal adenoma, no follow-up required.
    4. Sigmoid diverticulosis.
    """,
    ["dilated_appendix", "appendiceal_perforation_signs", "periappendiceal_fluid_collection",
     "periappendiceal_fat_stranding", "terminal_ileal_wall_thickening", "dilated_small_bowel_loops",
     "colonic_diverticula", "free_pelvic_fluid", "prior_cholecystectomy", "prior_abdominal_surgery",
     "enlarged_prostate_imaging"],
    EFF + DUCT_N + PANC_N + ["hydronephrosis", "transition_point", "pneumoperitoneum_ct"])
ENCOUNTERS.append(enc(
    29400003, "appendicitis", "typical", hpi, hpi_ann, pe, pe_ann,
    merge(cbc(19.6, 14.2, 312, 80.0, bands=12.0), bmp(134, 3.8, 98, 20, 28, 1.4, 212, ca=8.9),
          lft(34, 29, 98, 1.1, alb=3.4), {50956: 22, 50813: 2.6},
          ua(color="Amber", sg=1.030, glu="300", ket="40", prot="30", wbc=3), coags(13.1, 1.2, 31.0)),
    [ct], "Perforated appendicitis with abscess",
    ["Acute appendicitis with perforation and localized peritonitis, with abscess",
     "Type 2 diabetes mellitus with hyperglycemia", "Acute kidney failure, unspecified",
     "Essential (primary) hypertension", "Hyperlipidemia, unspecified"],
    ["CT-guided drainage of right lower quadrant abscess"],
    [("0W9G30Z", "Drainage of Peritoneal Cavity with Drainage Device, Percutaneous Approach", 10)],
    micro={90201: ("No growth", BLOOD_SPEC)}))

# --------------------------------------------------------------------------------------------
hpi = """
___ is a 27 y/o G2P1001 at 24w3d by 1st trimester US, pregnancy otherwise uncomplicated, who
presents from OB triage with R sided abdominal pain x 18 hours. Pain is in the right side of her
belly at about the level of the umbilicus and goes into the right flank, constant, ___ worse w/
moving or turning over in bed. N/V x3, unable to keep down breakfast. Subjective chills, no
measured fever. Denies dysuria, hematuria. No vaginal bleeding, LOF, or contractions. +FM.

She was first seen in L&D where the NST was reactive and toco showed no contractions. UA there had
6 WBC, nitrite neg. Renal US showed mild R hydronephrosis, felt to be physiologic of pregnancy, and
the appendix was not seen on limited RLQ views. Given persistent pain and a rising WBC (11.8 ->
15.1), MRI was obtained. General surgery and MFM were consulted. Of note her prior pregnancy was an
uncomplicated SVD in ___.

ROS: as above, otherwise neg.

PMH: asthma, mild intermittent (albuterol prn, last used months ago)
PSH: none
Social: Married, lives w/ husband and 3 yo daughter, dental hygienist. No tobacco, EtOH or drugs in
pregnancy.
FHx: mother w/ gallstones, father HTN.
"""
hpi_ann = annv(([], ["fever_measured"]),
               ["pregnancy", "abdominal_pain", "flank_pain", "prolonged_constant_pain", "pain_worse_with_movement",
                "nausea", "vomiting", "chills", "asthma_history", "hydronephrosis"],
               ["dysuria", "gross_hematuria", "vaginal_bleeding", "prior_abdominal_surgery", "smoker",
                "alcohol_use"])
pe = """
ADMISSION EXAM
VS: 99.5, 108, 104/62, 18, 98% RA
Gen: uncomfortable, lying on L side
HEENT: MMM
CV: RRR
Resp: CTAB
Abd: gravid, soft. FH 24 cm, S=D. Uterus nontender. Tender R mid abdomen / R flank lateral to
the uterus w/ guarding; no rebound. Mild R CVAT.
SSE: closed os, no blood, no pooling.
FHT: 145, moderate variability, + accels
Ext: trace pedal edema, nontender calves
Neuro: nonfocal
"""
pe_ann = annv(vit(99.5, 108, 104, 18, 98),
              ["pregnancy", "guarding", "cva_tenderness", "uterus_size_dates", "closed_cervical_os", "pitting_edema"],
              ["dehydration_signs", "uterine_tenderness", "rebound_tenderness", "blood_in_vaginal_vault",
               "calf_tenderness"])
us = rad("RENAL U.S.", "Ultrasound", "Abdomen", """
    EXAMINATION:  RENAL ULTRASOUND; LIMITED RLQ

    INDICATION:  24 weeks pregnant, right flank pain, pyuria.

    TECHNIQUE:  Grey scale and color Doppler ultrasound of the kidneys and bladder.  Limited grey scale
    views of the right lower quadrant.

    COMPARISON:  None.

    FINDINGS:
    Right kidney 11.8 cm.  Mild right hydronephrosis with mild dilation of the proximal ureter which
    tapers at the pelvic brim where it is crossed by the gravid uterus; a pattern commonly seen in
    pregnancy.  No stones.  Left kidney 11.2 cm, no hydronephrosis.  Bladder partially distended;
    both ureteral jets seen.

    Limited views of the RLQ: appendix not identified.  No free fluid in the RLQ.

    IMPRESSION:
    Mild right hydronephrosis, most likely physiologic in pregnancy.  Appendix not visualized.
    """,
    ["hydronephrosis"], ["renal_calculus", "free_fluid_abdomen"])
mr = rad("MR ABDOMEN W/O CONTRAST", "MRI", "Abdomen", """
    EXAMINATION:  MRI ABDOMEN AND PELVIS WITHOUT CONTRAST (pregnancy protocol)

    INDICATION:  ___ F, 24 weeks pregnant w/ right sided abdominal pain and leukocytosis, appendix not
    seen on US. Please eval appendix.

    TECHNIQUE:  Multiplanar single shot T2, axial T1 in and out of phase and diffusion weighted images
    of the abdomen and pelvis on a 1.5 Tesla magnet.  No gadolinium.

    COMPARISON:  Renal ultrasound ___.

    FINDINGS:
    Single live intrauterine gestation. Posterior placenta without abnormality within the limits of
    this exam.

    The cecum is displaced cranially by the gravid uterus to the level of the iliac crest, lateral to
    the uterus. The appendix arises from it and measures 10 mm in diameter with a thickened wall,
    restricted diffusion, and high T2 signal in the surrounding fat. A small focus of low signal in
    the lumen might be an appendicolith. No loculated fluid collection. Trace free fluid in the right
    paracolic gutter.

    Mild right hydroureteronephrosis to the pelvic brim, unchanged from US. Left kidney normal.

    Liver, gallbladder (no stones), spleen and pancreas unremarkable on these noncontrast sequences.

    IMPRESSION:
    1. Dilated, inflamed appendix displaced superiorly by the gravid uterus, consistent with ____.
    No abscess.
    2. Possible appendicolith.
    3. Physiologic right hydronephrosis.  Single live IUP.
    """,
    ["viable_intrauterine_pregnancy", "dilated_appendix", "periappendiceal_fat_stranding", "free_fluid_abdomen",
     "hydronephrosis"],
    ["periappendiceal_fluid_collection"] + GB_N + PANC_N)
ENCOUNTERS.append(enc(
    29400004, "appendicitis", "atypical", hpi, hpi_ann, pe, pe_ann,
    merge(cbc(15.1, 10.9, 221, 86.0, mcv=86), bmp(135, 3.6, 104, 20, 6, 0.5, 88), lft(12, 16, 121, 0.3, alb=3.1),
          ua(app="Hazy", sg=1.020, ket="20", le="TR", wbc=6, epi=3)),
    [us, mr], "Acute appendicitis in pregnancy",
    ["Other acute appendicitis without perforation or gangrene",
     "Diseases of the digestive system complicating pregnancy, second trimester",
     "24 weeks gestation of pregnancy"],
    ["Laparoscopic appendectomy"], [LAPPY],
    micro={90039: ("MIXED BACTERIAL FLORA, CONSISTENT WITH CONTAMINATION", URINE_SPEC)}))

# --------------------------------------------------------------------------------------------
hpi = """
___ is an 81 year old woman with h/o Alzheimer's dementia (baseline oriented to self, walks w/
walker), afib on apixaban, CHF (EF 45%), CKD III, hypothyroidism, sent in from ___ (nursing
facility) for altered mental status and decreased PO intake x 2 days. Per NH staff she has been more
somnolent, pulling at her brief, and grimacing when repositioned. Low grade temp 99.9 yesterday,
given tylenol. A couple of loose BMs yesterday. No vomiting witnessed. Pt herself is unable to give
a history; when asked she says her "stomach hurts" and points vaguely to her lower abdomen.

In the ED T 100.6 HR 94 irreg BP 102/58 RR 20 SpO2 94% RA. Labs: WBC 11.4 w/ 88% N, Cr 1.9
(baseline 1.3), lactate 1.8. UA w/ 8 WBC, few bact, neg nitrite, urine cx sent. CXR w/ mild vascular
congestion, no PNA. Given concern for urinary source she was started on ceftriaxone, but given
abdominal tenderness on exam a noncontrast CT A/P (AKI) was obtained and surgery was consulted.
Daughter (HCP) at bedside; pt is DNR/DNI, would not want a large operation but ok w/ antibiotics
and a drain if needed.

Past Medical History:
- Alzheimer's dementia
- atrial fibrillation on apixaban
- CHF, EF 45% (___)
- CKD stage III
- hypothyroidism
- osteoporosis

Past Surgical History:
- TAH/BSO (___)
- R hip ORIF ___

Social History:
Resides at ___ x 3 yrs. Former smoker, 30 pack-yrs, quit ___. No EtOH.
Family History:
Unable to obtain.
"""
hpi_ann = annv(vits(([], ["fever_measured"]), vit(100.6, 94, 102, 20, 94)),
               ["confusion", "altered_mental_status_sign", "drowsiness", "reduced_mobility", "fever", "diarrhea",
                "abdominal_pain", "atrial_fibrillation_history",
                "anticoagulant_use", "prior_heart_failure", "ckd_history", "osteoporosis_history",
                "prior_abdominal_surgery", "former_smoker", "pulmonary_vascular_congestion"],
               ["vomiting", "alcohol_use", "lobar_consolidation"])
pe = """
ADMISSION PHYSICAL EXAM: VS: 99.4 88 108/60 18 95%RA. GEN: elderly frail woman, somnolent but
arousable, oriented to self only. HEENT: dry mucous membranes, anicteric. NECK: no JVD. CV:
irregularly irregular, 2/6 SEM at RUSB. LUNGS: bibasilar crackles, no wheeze. ABD: soft, mildly
distended, tender in RLQ and R flank w/ grimace on deep palpation, no rebound, + voluntary
guarding. hypoactive bowel sounds. GU: no suprapubic tenderness. EXT: 1+ bilat LE pitting edema.
NEURO: oriented to self, follows simple commands, moves all 4. SKIN: sacral stage 1 pressure area.
"""
pe_ann = annv(vit(99.4, 88, 108, 18, 95),
              ["altered_mental_status_sign", "drowsiness", "dehydration_signs", "irregularly_irregular_pulse",
               "bibasilar_crackles", "crackles", "distended_abdomen", "rlq_tenderness", "guarding",
               "hypoactive_bowel_sounds", "pitting_edema"],
              ["jaundice", "jugular_venous_distension", "expiratory_wheezes", "rebound_tenderness",
               "suprapubic_tenderness"])
cxr = rad("CHEST (PORTABLE AP)", "Radiograph", "Chest", """
    EXAMINATION:  CHEST (PORTABLE AP)

    INDICATION:  ___ year old woman with AMS, fever  // ?pna

    COMPARISON:  ___

    FINDINGS:
    Single portable AP view. Cardiomegaly, stable. Mild pulmonary vascular congestion. Small bilateral
    pleural effusions with adjacent basilar opacities likely atelectasis. No focal consolidation. No
    pneumothorax. No free air beneath the diaphragm. Thoracolumbar kyphosis with old
    compression deformities.

    IMPRESSION:
    Mild vascular congestion and small bilateral effusions. No definite pneumonia.
    """,
    ["cardiomegaly", "pulmonary_vascular_congestion", "vertebral_compression_fracture"] + EFF,
    ["lobar_consolidation", "free_air_under_diaphragm", "free_air_on_radiograph"])
ct = rad("CT ABD & PELVIS W/O CONTRAST", "CT", "Abdomen", """
    EXAMINATION:  CT ABD & PELVIS W/O CONTRAST

    INDICATION:  81F from NH w/ AMS, fever, RLQ tenderness, AKI (no IV contrast)

    TECHNIQUE:  Helical CT of the abdomen and pelvis without IV or oral contrast.  Coronal and
    sagittal reformats.

    DOSE:  DLP 402 mGy-cm

    COMPARISON:  CT abdomen ___ (4 years prior)

    FINDINGS:
    Small bilateral pleural effusions with compressive atelectasis. Cardiomegaly. Dense coronary
    artery calcifications.

    The appendix is retrocecal, coursing cranially behind the ascending colon, and is dilated to 11
    mm with periappendiceal fat stranding which tracks along the right paracolic gutter toward the
    inferior tip of the liver.  Evaluation of the wall is limited without IV contrast.  No
    appendicolith.  No organized fluid collection identified on this noncontrast study.  No free air.

    Multiple layering gallstones without gallbladder wall thickening. The liver, spleen and pancreas
    are unremarkable within the limits of a noncontrast exam. Kidneys are atrophic bilaterally with a
    2.1 cm simple appearing cyst in the left upper pole; no hydronephrosis or stones. Extensive
    sigmoid diverticulosis. Small bowel is not dilated.  Uterus and ovaries surgically absent.
    Bladder is decompressed around a ___ catheter.

    Severe osteopenia. Old L1 compression fracture, unchanged. Right hip hardware.

    IMPRESSION:
    1. Dilated retrocecal appendix with surrounding inflammatory stranding, compatible with ____.
    No drainable collection is identified, though evaluation is limited without contrast.
    2. Cholelithiasis.  Sigmoid diverticulosis.
    3. Small bilateral pleural effusions and cardiomegaly.
    """,
    ["dilated_appendix", "periappendiceal_fat_stranding", "gallstones", "colonic_diverticula", "cardiomegaly",
     "coronary_artery_calcification", "vertebral_compression_fracture", "small_kidneys",
     "indwelling_catheter"] + EFF,
    ["appendicolith", "periappendiceal_fluid_collection", "pneumoperitoneum_ct", "gallbladder_wall_thickening",
     "hydronephrosis", "renal_calculus", "dilated_small_bowel_loops"] + PANC_N)
ENCOUNTERS.append(enc(
    29400005, "appendicitis", "atypical", hpi, hpi_ann, pe, pe_ann,
    merge(cbc(11.4, 11.2, 198, 88.0, lymph=5.0, mcv=93, rdw=15.1), bmp(131, 5.2, 99, 19, 46, 1.9, 142),
          lft(18, 27, 88, 0.9, alb=3.0), {50956: 34, 50813: 1.8}, coags(15.8, 1.4, 34.0),
          ua(app="Cloudy", sg=1.021, prot="30", le="TR", wbc=8, rbc=3, epi=2)),
    [cxr, ct], "Acute appendicitis (retrocecal)",
    ["Acute appendicitis with localized peritonitis, without perforation or gangrene",
     "Acute kidney failure, unspecified", "Alzheimer's disease, unspecified",
     "Unspecified atrial fibrillation", "Metabolic encephalopathy",
     "Chronic kidney disease, stage 3 unspecified"],
    micro={90039: ("MIXED BACTERIAL FLORA, CONSISTENT WITH CONTAMINATION", URINE_SPEC),
           90201: ("No growth", BLOOD_SPEC)}))

# --------------------------------------------------------------------------------------------
hpi = """
___ is a 34M w/ h/o nephrolithiasis (passed a stone ___ 2019) who presents w/ R flank pain since
3 AM that woke him from sleep, radiating to the R groin. Says "it feels like my last kidney stone
but not as sharp". Nausea, no vomiting. No dysuria or visible blood in urine. Was seen at urgent
care where UA showed small blood; he was given toradol and sent in for a CT to look for a stone.

In the ED, vitals T 98.7 HR 88 BP 138/84 RR 16 100% RA. Labs: WBC 13.1, Cr 1.0, UA 6-10 RBC, 0-2
WBC. CT A/P without contrast (stone protocol) showed no stone or hydronephrosis but a dilated
retrocecal appendix with surrounding stranding, so surgery was consulted. On further questioning he
reports decreased appetite since yesterday and some vague "gassy" discomfort around his navel
yesterday afternoon, which he put down to lunch.

ROS: no fevers/chills, no diarrhea. Otherwise neg.

Past Medical History:
- nephrolithiasis (calcium oxalate)
- GERD
Past Surgical History: none
Social History: ___
Family History: father - kidney stones
"""
hpi_ann = annv(vit(98.7, 88, 138, 16, 100),
               ["flank_pain", "pain_radiating_to_groin", "kidney_stone_history", "previous_similar_episodes",
                "nausea", "anorexia", "periumbilical_pain", "dilated_appendix", "periappendiceal_fat_stranding"],
               ["vomiting", "dysuria", "gross_hematuria", "fever", "chills", "diarrhea", "ureteral_stone",
                "renal_calculus", "hydronephrosis", "prior_abdominal_surgery"])
pe = """
Exam on admission -
Vitals: Temp 99.3, HR 84, BP 132/80, RR 14, 98%RA
General: well appearing man sitting up in bed, NAD
HEENT: NC/AT, MMM, sclera anicteric
Neck: supple
CV: RRR, nl S1 S2
Lungs: clear bilat
Abdomen: soft, nondistended. Mild-moderate tenderness R flank and RLQ lateral to McBurney's point,
worse w/ deep palp. (+) psoas sign on R. No rovsing. No rebound. Neg Murphy's.
Back: + R CVA tenderness, mild
GU: normal male genitalia, no testicular tenderness
Ext: WWP
Neuro: grossly intact
"""
pe_ann = annv(vit(99.3, 84, 132, 14, 98),
              ["rlq_tenderness", "psoas_sign", "cva_tenderness"],
              ["ill_appearing", "dehydration_signs", "jaundice", "distended_abdomen", "rovsing_sign",
               "rebound_tenderness", "murphy_sign", "tender_swollen_testis"])
ct = rad("CT ABD & PELVIS W/O CONTRAST", "CT", "Abdomen", """
    EXAMINATION:  CT ABD & PELVIS W/O CONTRAST

    INDICATION:  ___ with right flank pain, hematuria, hx stones  // obstructing stone?

    TECHNIQUE:  Low dose helical CT of the abdomen and pelvis without oral or IV contrast (renal stone
    protocol), with coronal and sagittal reformats.

    DOSE:  DLP 298 mGy-cm

    COMPARISON:  CT ___ (2019).

    FINDINGS:
    Kidneys, ureters, bladder: No renal or ureteral calculi. No hydronephrosis or hydroureter. No
    perinephric stranding. The 3 mm left lower pole stone seen previously is no longer present.
    Bladder is decompressed and unremarkable.

    The appendix is retrocecal, coursing superiorly along the posterior cecum toward the right kidney.
    It is dilated to 10 mm, with periappendiceal fat stranding that abuts the anterior right perirenal
    fascia and the right ureter. A punctate hyperdensity in the appendiceal lumen may represent an
    appendicolith. No fluid collection or extraluminal gas on this noncontrast exam.

    Remainder: liver, gallbladder, pancreas, spleen, adrenals grossly normal on noncontrast
    technique. No bowel dilatation. No free fluid. Lung bases clear. No acute osseous abnormality.

    IMPRESSION:
    1. No urolithiasis or hydronephrosis.
    2. Dilated retrocecal appendix with inflammatory change extending to the right perirenal space
    and abutting the ureter, c/w ____; this likely explains the patients flank pain and hematuria.

    ADDENDUM:  Findings were discussed with Dr. ___ (ED) by telephone at ___ on ___, within minutes of
    discovery.
    """,
    ["dilated_appendix", "periappendiceal_fat_stranding"],
    ["renal_calculus", "ureteral_stone", "hydronephrosis", "perinephric_stranding",
     "periappendiceal_fluid_collection", "appendiceal_perforation_signs", "dilated_small_bowel_loops",
     "free_fluid_abdomen"] + GB_N + PANC_N)
ENCOUNTERS.append(enc(
    29400006, "appendicitis", "hard", hpi, hpi_ann, pe, pe_ann,
    merge(cbc(13.1, 15.6, 231, 82.0), bmp(140, 4.2, 103, 26, 15, 1.0, 109),
          ua(sg=1.024, prot="TR", rbc=8, wbc=1, epi=0)),
    [ct], "Acute appendicitis (retrocecal)",
    ["Acute appendicitis with localized peritonitis, without perforation or gangrene",
     "Personal history of urinary calculi"],
    ["Laparoscopic appendectomy"], [LAPPY]))

# --------------------------------------------------------------------------------------------
hpi = """
___ is a 19 y/o F G0 with h/o a R ovarian cyst (hemorrhagic cyst on US ___ yr ago, resolved) and
chlamydia treated ___, transferred from ___ where she was diagnosed with PID, for further
management. She reports 2 days of lower abd pain, worst in the RLQ, and increased yellowish vaginal
discharge. Subjective fevers. Nausea, vomited x2 today. Pain with intercourse 3 days ago. LMP 10 days
ago.

At the OSH: T 100.9, HR 110, WBC 16.3. Pelvic exam there documented R adnexal tenderness and +CMT.
Pelvic US at OSH reported a 2.8 cm R ovarian cyst. She got ceftriaxone 500 mg IM and doxycycline x1
and was sent here for gyn eval given concern for TOA. Gyn saw her first here: they found only
minimal CMT, with most of her tenderness high in the RLQ above the adnexa, and asked for a
surgical evaluation. Repeat US done here (see below).

ROS: + decreased appetite. Denies dysuria, urinary frequency, diarrhea.

PMH: as above; anxiety
PSH: none
Meds: OCPs (inconsistent use), sertraline 50
Social: College student at ___. Sexually active with 1 male partner, inconsistent condom use.
Vapes marijuana occasionally. EtOH on weekends.
FHx: non-contributory
"""
hpi_ann = annv(vit(t=100.9, hr=110),
               ["ovarian_cyst_history", "prior_sti", "abdominal_pain", "rlq_pain", "vaginal_discharge", "fever",
                "nausea", "vomiting", "dyspareunia", "adnexal_tenderness", "cervical_motion_tenderness",
                "ovarian_cyst_lesion", "anorexia", "anxiety_disorder_history", "estrogen_use", "cannabis_use",
                "nulliparity", "rlq_tenderness"],
               ["dysuria", "urinary_frequency", "diarrhea", "prior_abdominal_surgery"])
pe = """
PHYSICAL EXAM ON ADMISSION:
VS: T 100.2 HR 102 BP 112/64 RR 18 SPO2 99% RA
GEN: YOUNG WOMAN, APPEARS UNCOMFORTABLE, NONTOXIC
HEENT: MMM, OP CLEAR
CV: TACHY, REGULAR, NO MURMUR
LUNGS: CTAB
ABD: SOFT, ND. FOCAL TTP RLQ, MAX AT MCBURNEY'S PT, WITH REBOUND AND VOLUNTARY GUARDING. + ROVSING.
SUPRAPUBIC AREA MILDLY TENDER. NO CVAT.
PELVIC (per gyn, ___): thin yellow discharge in vault. Mild CMT. Mild R adnexal tenderness, no
adnexal mass. L adnexa nontender.
EXT: NO EDEMA
NEURO: AOX3
"""
pe_ann = annv(vit(100.2, 102, 112, 18, 99),
              ["rlq_tenderness", "mcburney_point_tenderness", "rebound_tenderness", "guarding", "rovsing_sign",
               "suprapubic_tenderness", "cervical_motion_tenderness", "adnexal_tenderness"],
              ["ill_appearing", "dehydration_signs", "new_heart_murmur", "distended_abdomen", "cva_tenderness",
               "adnexal_mass", "pitting_edema", "altered_mental_status_sign"])
us = rad("PELVIS U.S., TRANSVAGINAL", "Ultrasound", "Abdomen", """
    EXAMINATION:  PELVIC US TRANSABDOMINAL/TRANSVAGINAL; LIMITED RLQ

    INDICATION:  19F transferred w/ dx of PID, R ovarian cyst at OSH. Eval for TOA.

    TECHNIQUE:  Transabdominal and transvaginal grayscale and Doppler of the pelvis. Graded compression
    sonography of the right lower quadrant was added at the request of the surgical team.

    COMPARISON:  Outside pelvic ultrasound ___ (report only).

    FINDINGS:
    Uterus 7.2 x 3.6 x 4.4 cm, normal. Endometrium 5 mm.
    Right ovary 3.4 x 2.6 x 2.9 cm containing a 2.2 cm simple appearing cyst (2.8 cm on the outside
    report). Left ovary 2.5 x 1.7 x 2.0 cm. Normal arterial and venous Doppler flow in both ovaries. No
    tubal dilatation and no complex adnexal collection. Small amount of simple free fluid in the
    cul-de-sac.

    RLQ: Superior to the right adnexa there is a blind ending, noncompressible tubular structure
    measuring 9 mm in diameter, with increased color flow in its wall and echogenic surrounding fat.
    It is tender under the transducer.

    IMPRESSION:
    1. No sonographic evidence of tubo-ovarian abscess or hydrosalpinx.
    2. 2.2 cm right ovarian cyst, likely functional.
    3. Noncompressible 9 mm appendix with hyperemia and echogenic periappendiceal fat; in the
    appropriate clinical setting this suggests ____.
    """,
    ["ovarian_cyst_lesion", "free_pelvic_fluid", "noncompressible_appendix", "dilated_appendix",
     "appendiceal_wall_hyperemia", "echogenic_periappendiceal_fat"],
    ["absent_ovarian_flow", "tubo_ovarian_abscess", "thickened_fallopian_tubes"])
ENCOUNTERS.append(enc(
    29400007, "appendicitis", "hard", hpi, hpi_ann, pe, pe_ann,
    merge(cbc(15.8, 12.7, 289, 83.0), bmp(136, 3.5, 101, 22, 9, 0.7, 101), {51085: "NEG"},
          ua(app="Hazy", sg=1.026, ket="20", le="NEG", wbc=4, epi=6)),
    [us], "Acute appendicitis",
    ["Other acute appendicitis without perforation or gangrene", "Unspecified ovarian cyst, right side",
     "Anxiety disorder, unspecified"],
    ["Laparoscopic appendectomy"], [LAPPY],
    micro={90039: ("No growth", URINE_SPEC)}))

# --------------------------------------------------------------------------------------------
hpi = """
___ is a 26 y/o F with ileocolonic Crohn's disease dx ___ (on azathioprine 100 mg daily; last flare
8 months ago, treated with a prednisone taper; last colonoscopy ___ with mild TI inflammation),
who presents with 3 days of RLQ cramping pain and loose stools, 4-5/day, non-bloody, which she says
"feels like my usual flare". She called her GI who advised ED eval. Today the pain became
constant and sharper and she had a temp to 100.8 at home. + nausea, poor appetite. No
hematochezia. No perianal pain or drainage. No joint pain, rashes, or eye sx. No sick contacts, no
recent abx.

In the ED, VS 100.4, 106, 110/68, 18, 99% RA. Labs notable for WBC 11.9 (on AZA), CRP 88, Hgb
11.6. Stool studies sent. GI was consulted and recommended CT enterography to evaluate for flare vs
abscess. It showed mild chronic-appearing TI wall thickening and a dilated, inflamed appendix, and
surgery was consulted.

Past Medical History:
- Crohn's disease as above
- iron deficiency anemia
- anxiety
Past Surgical History:
- none
Social History: ___ Never smoker. No EtOH.
Family History: Maternal uncle w/ UC. Father w/ HTN.
"""
hpi_ann = annv(vit(100.4, 106, 110, 18, 99),
               ["rlq_pain", "abdominal_cramping", "diarrhea", "previous_similar_episodes", "prolonged_constant_pain",
                "fever_measured", "nausea", "anorexia", "immunosuppression", "terminal_ileal_wall_thickening",
                "dilated_appendix", "family_history_ibd", "anxiety_disorder_history"],
               ["bloody_diarrhea", "rectal_bleeding", "perianal_drainage", "joint_pain", "rash", "sick_contacts",
                "prior_abdominal_surgery", "smoker", "alcohol_use"])
pe = """
Admission PE: T 99.9 HR 98 BP 114/70 RR 16 SaO2 99% on RA. Thin young woman in mild distress.
Sclerae anicteric, MMM, no oral ulcers. Neck supple. RRR, no murmurs. Lungs clear bilaterally.
Abdomen soft, non-distended, normoactive BS, focal tenderness in the RLQ with voluntary guarding,
no rebound, no palpable mass. No perianal fistulae or skin tags on external inspection. No LE
edema. Skin without rashes or erythema nodosum. A+Ox3.
"""
pe_ann = annv(vit(99.9, 98, 114, 16, 99),
              ["rlq_tenderness", "guarding"],
              ["jaundice", "dehydration_signs", "aphthous_ulcers", "new_heart_murmur", "distended_abdomen",
               "hyperactive_bowel_sounds", "hypoactive_bowel_sounds", "rebound_tenderness", "perianal_disease",
               "perianal_skin_tags", "pitting_edema", "erythema_nodosum", "altered_mental_status_sign"])
ct = rad("CT ABD & PELVIS WITH CONTRAST", "CT", "Abdomen", """
    EXAMINATION:  CT ENTEROGRAPHY (CT ABDOMEN AND PELVIS WITH IV AND NEUTRAL ORAL CONTRAST)

    INDICATION:  26F with Crohn's on azathioprine, RLQ pain, fever. Eval for active disease, abscess,
    stricture.

    TECHNIQUE:  1350 mL of neutral oral contrast was given over 1 hour. Enteric phase imaging of the
    abdomen and pelvis after IV contrast; multiplanar reformations.

    DOSE:  DLP 455 mGy-cm

    COMPARISON:  MR enterography ___ (2 years prior).

    FINDINGS:
    Small bowel is well distended. A 12 cm segment of terminal ileum shows mild wall thickening up to 5
    mm without mucosal hyperenhancement, mural stratification, or engorged vasa recta; there is mild
    surrounding fibrofatty proliferation. These features favor chronic, quiescent disease and are
    similar to the prior MRE. No stricture and no upstream dilatation. No fistula or abscess.

    The appendix measures 11 mm across, with hyperenhancing walls and periappendiceal fat stranding. A
    small amount of fluid is adjacent to the tip without an organized collection. The cecum and
    ascending colon are normal.

    Liver, gallbladder (no stones), spleen, pancreas, adrenals and kidneys are normal. Ovaries normal
    for age. Trace pelvic free fluid. Reactive appearing right lower quadrant lymph nodes up to 1.1 cm
    short axis. No osseous lesion.

    IMPRESSION:
    1. Dilated, hyperenhancing appendix with periappendiceal inflammation, most consistent with ____.
    Appendiceal involvement by Crohn disease is less likely but cannot be excluded.
    2. Mild terminal ileal wall thickening without active inflammatory features, likely chronic.
    No stricture, fistula or abscess.
    """,
    ["dilated_appendix", "appendiceal_wall_enhancement", "periappendiceal_fat_stranding",
     "terminal_ileal_wall_thickening", "free_pelvic_fluid", "enlarged_mesenteric_lymph_nodes"],
    ["dilated_small_bowel_loops", "enteric_fistula_abscess", "periappendiceal_fluid_collection",
     "terminal_ileal_inflammation_ct", "enlarged_ovary", "ovarian_cyst_lesion"] + GB_N + PANC_N + KID_N)
ENCOUNTERS.append(enc(
    29400008, "appendicitis", "hard", hpi, hpi_ann, pe, pe_ann,
    merge(cbc(11.9, 11.6, 402, 81.0, mcv=78, rdw=16.2), bmp(138, 3.7, 103, 24, 8, 0.6, 92),
          lft(14, 17, 66, 0.5, alb=3.8), {50889: 88.0, 51085: "NEG"}, ua(sg=1.016)),
    [ct], "Acute appendicitis",
    ["Other acute appendicitis without perforation or gangrene",
     "Crohn's disease of both small and large intestine without complications",
     "Other long term (current) drug therapy", "Iron deficiency anemia, unspecified"],
    ["Laparoscopic appendectomy"], [LAPPY],
    micro={90267: ("No Salmonella, Shigella, Campylobacter or E. coli O157:H7 found", ""),
           90201: ("No growth", BLOOD_SPEC)}))
