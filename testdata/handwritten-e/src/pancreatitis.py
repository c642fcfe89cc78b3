"""Pancreatitis, 29400025-29400032.

29400025 typical   44M heavy drinker, epigastric pain through to the back, CT edematous, US no stones
29400026 typical   57F, pain after a large dinner, dark urine, dilated CBD, stone on MRCP, ERCP
29400027 typical   50M transferred on day 3 with hypoxia, oliguria, ~40% necrosis, flank/umbilical bruising
29400028 atypical  30F at 30 weeks with familial hypertriglyceridemia, off fenofibrate
29400029 atypical  78M, dictated note: confusion and a fall, "a little indigestion", hypotension, stones
29400030 hard      48M asking for detox, withdrawal with hallucinations; "stomach pain from dry heaving"
29400031 hard      62F called in as a heart attack, ST depression and a small troponin, stones
29400032 hard      35F sent as a left lower lobe pneumonia; poorly controlled diabetes, triglycerides 1840
"""

from common import (DUCT_N, EFF, GB_N, KID_N, PANC_N, annv, cbc, bmp, coags, enc, lft, merge, rad,
                    ua, vit, vits, BLOOD_SPEC, URINE_SPEC)

LAPCHOLE = ("0FT44ZZ", "Resection of Gallbladder, Percutaneous Endoscopic Approach", 10)
ERCP = ("0FC98ZZ", "Extirpation of Matter from Common Bile Duct, Via Natural or Artificial Opening Endoscopic", 10)

ENCOUNTERS = []

# --------------------------------------------------------------------------------------------
hpi = """
Mr. ___ is a 44 y/o M with EtOH use disorder (~12 beers/day), a prior admission for alcohol withdrawal
without seizures or DTs, and GERD who presents with 1 day of severe epigastric pain radiating straight
through to his back. It began yesterday evening after a heavy drinking weekend, constant, 10/10,
better leaning forward, worse lying flat. Multiple episodes of nonbloody emesis, can't keep anything
down. Never had pain like this before. Last drink last night ~10 PM. Denies hematemesis, melena,
diarrhea, fevers.

In the ED, vitals were 99.0 112 152/94 20 96%RA. Labs notable for lipase 2150, WBC 13.1, AST 112,
ALT 58, Tbili 1.1, TG 220, Ca 8.6, BUN 18, Cr 1.0; serum EtOH 88. Given the severity of pain a CT A/P
w/ contrast was done: edematous pancreas w/ peripancreatic stranding and fluid, no necrosis. RUQ US
with no gallstones and a fatty liver. He got 3L LR, dilaudid, zofran, thiamine/folate/MVI, and was
started on CIWA and admitted to medicine.

Past Medical History:
- EtOH use disorder
- h/o withdrawal (___), no seizures/DTs
- GERD
- HTN (not on meds)

Past Surgical History: none

Social History:
Lives alone, used to work construction, currently unemployed. Drinks 12 beers/day "for years".
Smokes 1 ppd. Occasional marijuana. Denies IVDU.

Family History:
Father with alcoholism, died of cirrhosis.
"""
hpi_ann = annv(vit(99.0, 112, 152, 20, 96),
               ["alcohol_use", "prior_alcohol_withdrawal", "epigastric_pain", "pain_radiating_to_back",
                "prolonged_constant_pain", "vomiting", "hypertension_history", "smoker", "cannabis_use",
                "ethanol_detected", "pancreatic_edema", "peripancreatic_inflammation", "peripancreatic_fluid"],
               ["previous_similar_episodes", "hematemesis", "melena", "diarrhea", "fever", "injection_drug_use",
                "prior_abdominal_surgery", "pancreatic_necrosis", "gallstones"])
pe = """
ADMISSION PHYSICAL EXAM:
VS: 98.8 108 148/90 18 97% RA
GEN: uncomfortable, sitting forward in bed, diaphoretic, mildly tremulous
HEENT: dry MM, anicteric sclera, no nystagmus
NECK: supple
CV: tachy, regular, no murmurs
LUNGS: CTAB, no crackles
ABD: soft, mild distension, marked TTP epigastrium with voluntary guarding, no rebound. hypoactive BS.
No Cullen or Grey Turner signs. Liver edge palpable 2 cm below the costal margin.
EXT: no edema, WWP
SKIN: spider angiomata on chest
NEURO: A&Ox3, fine tremor of outstretched hands, no asterixis
"""
pe_ann = annv(vit(98.8, 108, 148, 18, 97),
              ["diaphoretic", "dehydration_signs", "distended_abdomen", "epigastric_tenderness", "guarding",
               "hypoactive_bowel_sounds", "hepatomegaly", "spider_angiomata", "fine_tremor", "hand_tremor"],
              ["jaundice", "new_heart_murmur", "crackles", "rebound_tenderness", "cullen_sign", "grey_turner_sign",
               "pitting_edema", "asterixis", "altered_mental_status_sign"])
ct = rad("CT ABD & PELVIS WITH CONTRAST", "CT", "Abdomen", """
    EXAMINATION:  CT ABDOMEN AND PELVIS WITH CONTRAST

    INDICATION:  44M heavy EtOH, severe epigastric pain to back, lipase 2150

    TECHNIQUE:  Pancreatic protocol not performed.  Single portal venous phase after 100 mL Omnipaque.
    Reformats in two planes.

    DOSE:  DLP 520 mGy-cm

    COMPARISON:  none on file

    FINDINGS:
    PANCREAS: Diffusely enlarged and edematous, enhancing homogeneously; no nonenhancing parenchyma
    to suggest necrosis.  Extensive peripancreatic fat stranding with a small amount of peripancreatic
    fluid tracking into the left anterior pararenal space.  No organized collection.  Main pancreatic
    duct not dilated.
    LIVER: Diffuse steatosis.  No focal lesion.  Portal, splenic and superior mesenteric veins patent.
    GALLBLADDER: no radiodense stones, otherwise unremarkable.
    BILE DUCTS: no dilatation.
    SPLEEN: normal.
    KIDNEYS: normal, no hydronephrosis.
    BOWEL: the second part of the duodenum has a reactively thickened wall.  No obstruction.
    PERITONEUM: Trace free fluid in the pelvis.  No free air.
    LUNG BASES: tiny left pleural effusion.

    IMPRESSION:
    1. Acute interstitial edematous ____ without necrosis.  Small peripancreatic fluid, no organized
    collection.
    2. Hepatic steatosis.
    """,
    ["pancreatic_edema", "peripancreatic_inflammation", "peripancreatic_fluid", "free_pelvic_fluid",
     "pleural_effusion", "lung_base_pleural_effusion", "gastroduodenal_wall_thickening"],
    ["pancreatic_necrosis", "pneumoperitoneum_ct"] + GB_N + DUCT_N + KID_N)
us = rad("LIVER OR GALLBLADDER US (SINGLE ORGAN)", "Ultrasound", "Abdomen", """
    EXAMINATION:  RUQ ULTRASOUND

    INDICATION:  ____, eval for gallstones

    FINDINGS:
    Liver: echogenic, consistent with steatosis.
    Gallbladder: normal; no stones or sludge; no wall thickening; sonographic Murphy sign negative.
    CBD: 3 mm.
    Pancreas: not well seen due to overlying bowel gas.
    Right kidney: normal.

    IMPRESSION:
    No cholelithiasis.  Hepatic steatosis.
    """,
    [], GB_N + ["gallbladder_sludge", "sonographic_murphy_sign"] + KID_N)
ENCOUNTERS.append(enc(
    29400025, "pancreatitis", "typical", hpi, hpi_ann, pe, pe_ann,
    merge(cbc(13.1, 14.9, 178, 82.0, mcv=102), bmp(136, 3.4, 98, 20, 18, 1.0, 168, ca=8.6, mg=1.5),
          lft(58, 112, 96, 1.1, ggt=410, alb=3.9), {50956: 2150, 51000: 220, 50813: 2.4},
          ua(sg=1.026, ket="40")),
    [ct, us], "Acute alcoholic pancreatitis",
    ["Alcohol induced acute pancreatitis without necrosis or infection", "Alcohol dependence, uncomplicated",
     "Fatty (change of) liver, not elsewhere classified", "Nicotine dependence, cigarettes, uncomplicated"]))

# --------------------------------------------------------------------------------------------
hpi = """
___ is a 57 yo F w/ hx of HLD, hypothyroidism and depression presenting with epigastric pain x 8 hrs.
She ate a large dinner with family and ~2 hrs later developed severe epigastric pain radiating to her
back and RUQ, with nausea and NBNB emesis x5. Thought it might be food poisoning, but no one else got
sick. Has had 2 shorter episodes of RUQ pain after meals over the past few months. No EtOH. No new
meds. No fevers. Noted dark urine this AM.

ED: 98.4 96 164/92 18 98%. Lipase 4820, ALT 312, AST 288, ALP 188, Tbili 3.1 (direct 2.2), WBC 12.4.
RUQ US: cholelithiasis, CBD dilated to 8 mm, no visible CBD stone, pancreas obscured. GI consulted
re ERCP, recommended MRCP first. Admitted to medicine.

PMH:
- HLD
- hypothyroidism
- osteopenia
- depression
PSH:
- Tubal ligation
- Carpal tunnel release
Social: Married, retired teacher. Never smoked, no EtOH ever.
FHx: Mother had gallstones.
"""
hpi_ann = annv(vit(98.4, 96, 164, 18, 98),
               ["epigastric_pain", "pain_radiating_to_back", "ruq_pain", "nausea", "vomiting", "previous_similar_episodes",
                "dark_urine", "hyperlipidemia_history", "depression_history", "prior_abdominal_surgery", "gallstones",
                "cbd_dilation"],
               ["hematemesis", "bilious_vomiting", "sick_contacts", "alcohol_use", "fever", "smoker",
                "common_bile_duct_stone"])
pe = """
ADMISSION PHYSICAL EXAM
VS - T 98.9, HR 90, BP 150/86, RR 18, SpO2 98% on RA
Gen - uncomfortable, NAD
HEENT - mild scleral icterus, MMM
CV - RRR, no murmurs
Lungs - clear to auscultation bilaterally
Abd - soft, mildly distended, TTP epigastrium and RUQ, + Murphy's sign, no rebound, no guarding,
hypoactive BS
Ext - no edema
Skin - no ecchymoses
Neuro - A&Ox3
"""
pe_ann = annv(vit(98.9, 90, 150, 18, 98),
              ["jaundice", "distended_abdomen", "epigastric_tenderness", "ruq_tenderness", "murphy_sign",
               "hypoactive_bowel_sounds"],
              ["dehydration_signs", "new_heart_murmur", "rebound_tenderness", "guarding", "pitting_edema", "ecchymoses",
               "altered_mental_status_sign"])
us = rad("LIVER OR GALLBLADDER US (SINGLE ORGAN)", "Ultrasound", "Abdomen", """
    EXAMINATION:  LIVER OR GALLBLADDER US (SINGLE ORGAN)

    INDICATION:  epigastric pain, lipase 4820, elevated LFTs

    FINDINGS:
    The liver is normal in echogenicity without focal lesion. The gallbladder contains numerous small
    stones, the largest 8 mm, and sludge; no wall thickening (2 mm) or pericholecystic fluid, and the
    sonographic Murphy sign is negative. The common bile duct is dilated to 8 mm; its distal portion is
    obscured by bowel gas and a stone cannot be excluded. Mild central intrahepatic biliary
    dilatation. Pancreas obscured. Main portal vein patent with hepatopetal flow.

    IMPRESSION:
    Cholelithiasis and sludge with CBD dilatation to 8 mm; choledocholithiasis cannot be excluded.
    MRCP or EUS may be helpful.
    """,
    ["gallstones", "gallbladder_sludge", "cbd_dilation", "intrahepatic_biliary_dilation"],
    ["gallbladder_wall_thickening", "pericholecystic_fluid", "sonographic_murphy_sign"])
mrcp = rad("MRCP W/O CONTRAST", "MRCP", "Abdomen", """
    EXAMINATION:  MRCP W/O CONTRAST

    INDICATION:  57F w/ elevated lipase, Tbili 3.1, CBD 8 mm on US

    TECHNIQUE:  T2 weighted single shot, 3D MRCP, T1 in/out of phase and DWI of the upper abdomen. No
    contrast.

    COMPARISON:  Ultrasound ___

    FINDINGS:
    A 5 mm filling defect in the distal CBD just above the ampulla with upstream dilatation of the CBD
    to 9 mm and mild intrahepatic ductal dilatation. Multiple gallstones. Gallbladder wall not
    thickened.

    The pancreatic head is mildly edematous with T2 hyperintense peripancreatic stranding and a small
    amount of fluid. Pancreatic duct not dilated. Necrosis cannot be assessed without contrast.

    Liver, spleen, adrenals and kidneys are unremarkable.

    IMPRESSION:
    1. 5 mm distal CBD stone with biliary dilatation.
    2. Edema of the pancreatic head with peripancreatic fluid, consistent with ____.
    """,
    ["common_bile_duct_stone", "cbd_dilation", "intrahepatic_biliary_dilation", "gallstones", "pancreatic_edema",
     "peripancreatic_inflammation", "peripancreatic_fluid"],
    ["gallbladder_wall_thickening"] + KID_N)
ENCOUNTERS.append(enc(
    29400026, "pancreatitis", "typical", hpi, hpi_ann, pe, pe_ann,
    merge(cbc(12.4, 13.6, 266, 84.0), bmp(139, 3.9, 103, 24, 14, 0.8, 142, ca=9.1),
          lft(312, 288, 188, 3.1, dbili=2.2, ggt=390), {50956: 4820, 50867: 2110, 51000: 140},
          coags(11.9, 1.1), ua(color="Amber", sg=1.024, bili="SM", urobil="4", ket="15")),
    [us, mrcp], "Gallstone pancreatitis with choledocholithiasis",
    ["Biliary acute pancreatitis without necrosis or infection",
     "Calculus of gallbladder and bile duct without cholangitis or cholecystitis with obstruction",
     "Hypothyroidism, unspecified", "Hyperlipidemia, unspecified"],
    ["ERCP with sphincterotomy and stone extraction", "Laparoscopic cholecystectomy"], [ERCP, LAPCHOLE]))

# --------------------------------------------------------------------------------------------
hpi = """
Mr. ___ is a 50 yo man with hx of EtOH use (6-8 drinks/day), DM2, HTN and obesity (BMI 36) who was
transferred from ___ on hospital day 3 for worsening respiratory status and necrosis on CT. He
initially presented there with epigastric pain radiating to the back and vomiting, lipase >3000.
Despite IVF he developed a rising O2 requirement, now 6L NC, tachypnea, a rising Cr (1.1 -> 2.4) and
oliguria. OSH CT on day 3 showed ~30-50% nonenhancement of the pancreas with large peripancreatic
collections. He was febrile to 101.5 last night and started on meropenem there.

On arrival here T 100.9, HR 122, BP 94/58, RR 30, SpO2 90% on 6L NC. He was placed on HFNC and
admitted to the MICU, surgery consulted.

ROS: limited by distress; + abdominal pain and distension. Denies chest pain.

PMH:
- EtOH use disorder
- DM2 on metformin
- HTN
- obesity
- GERD
PSH: none
Social: Married, long-haul truck driver. 1 ppd tobacco. 6-8 drinks/day (vodka).
FHx: Noncontributory.
"""
hpi_ann = annv(vits(vit(t=101.5), vit(100.9, 122, 94, 30, 90)),
               ["alcohol_use", "epigastric_pain", "pain_radiating_to_back", "vomiting", "decreased_urine_output",
                "fever", "abdominal_pain", "abdominal_distension", "diabetes_history", "metformin_use",
                "hypertension_history", "obesity", "smoker", "pancreatic_necrosis", "peripancreatic_fluid"],
               ["chest_pain", "prior_abdominal_surgery"])
pe = """
ADMISSION EXAM (MICU):
VS: T 100.6, HR 118, BP 98/60, RR 28, SpO2 92% on 6L NC
GEN: obese man, ill-appearing, tachypneic, speaking in short sentences
HEENT: dry MM, mild scleral icterus
NECK: JVP not appreciated d/t habitus
CV: tachycardic, regular, no murmurs
LUNGS: decreased breath sounds at both bases w/ bibasilar crackles, no wheezing
ABD: distended, tense, diffusely tender, worst in the epigastrium, + voluntary guarding; no rebound;
hypoactive BS. Faint periumbilical ecchymosis. Ecchymosis of the L flank.
GU: Foley in place, 15 cc/hr of dark concentrated urine
EXT: 1+ edema bilateral LE
NEURO: A&Ox3, anxious, no asterixis
"""
pe_ann = annv(vit(100.6, 118, 98, 28, 92),
              ["obesity", "ill_appearing", "dehydration_signs", "jaundice", "diminished_breath_sounds",
               "bibasilar_crackles", "crackles", "distended_abdomen", "diffuse_abdominal_tenderness",
               "epigastric_tenderness", "guarding", "hypoactive_bowel_sounds", "cullen_sign", "grey_turner_sign",
               "indwelling_catheter", "dark_urine", "pitting_edema"],
              ["new_heart_murmur", "expiratory_wheezes", "rebound_tenderness", "asterixis",
               "altered_mental_status_sign"])
cxr = rad("CHEST (PORTABLE AP)", "Radiograph", "Chest", """
    EXAMINATION:  CHEST (PORTABLE AP)

    INDICATION:  hypoxia, ____ transfer

    COMPARISON:  None.

    FINDINGS:
    Low lung volumes. Bilateral pleural effusions, moderate on the left and small on the right, with
    bibasilar opacities, likely atelectasis. Hazy perihilar opacities bilaterally which could reflect
    edema or early ARDS. Heart size difficult to assess. No pneumothorax.

    IMPRESSION:
    Bilateral effusions and bibasilar atelectasis. Perihilar haziness, ? edema vs early ARDS.
    """,
    EFF, [])
ct = rad("CT ABD & PELVIS WITH CONTRAST", "CT", "Abdomen", """
    EXAMINATION:  CT ABDOMEN AND PELVIS WITH IV CONTRAST

    INDICATION:  50M ____ day 4, transfer, hypoxia, AKI (renal aware), eval necrosis/collections

    TECHNIQUE:  Pancreatic phase and portal venous phase images of the abdomen; portal venous phase of
    the pelvis.  Multiplanar reformats.

    DOSE:  DLP 1120 mGy-cm

    COMPARISON:  Outside CT ___ (images imported).

    FINDINGS:
    Pancreas: Nonenhancement of approximately 40% of the gland, involving the body and tail; the head
    and neck enhance.  Heterogeneous acute necrotic collection in the lesser sac, 12 x 7 cm, extending
    into the left anterior pararenal space and left paracolic gutter, without gas.  Diffuse
    peripancreatic stranding.  Splenic vein narrowed but patent; SMV and portal vein patent.

    Moderate ascites.  Moderate left and small right pleural effusions with compressive atelectasis.

    Gallbladder: no stones; mild wall edema, likely third spacing.  Liver steatotic.  Kidneys enhance
    without hydronephrosis.  Diffuse wall edema of the transverse colon adjacent to the collection. No
    free air.

    IMPRESSION:
    1. Acute necrotizing ____ with ~40% necrosis of the body and tail and an acute necrotic
    collection; no gas to suggest infection.
    2. Moderate ascites and bilateral pleural effusions.
    """,
    ["pancreatic_necrosis", "peripancreatic_fluid", "peripancreatic_inflammation", "free_fluid_abdomen",
     "gallbladder_wall_thickening", "bowel_wall_edema", "simple_ascites"] + EFF,
    ["gallstones", "hydronephrosis", "pneumoperitoneum_ct"])
ENCOUNTERS.append(enc(
    29400027, "pancreatitis", "typical", hpi, hpi_ann, pe, pe_ann,
    merge(cbc(18.9, 16.8, 142, 88.0, bands=8.0), bmp(131, 4.8, 96, 14, 48, 2.4, 288, ca=6.9, phos=5.1),
          lft(44, 92, 110, 2.2, alb=2.4), {50956: 1240, 51000: 480, 50813: 3.9, 50889: 312.0,
                                            50820: 7.29, 50818: 32, 50821: 62}, coags(14.1, 1.3, 35.0)),
    [cxr, ct], "Acute necrotizing pancreatitis (alcohol) with ARDS and acute kidney injury",
    ["Alcohol induced acute pancreatitis with uninfected necrosis", "Acute respiratory distress syndrome",
     "Acute kidney failure, unspecified", "Alcohol dependence, uncomplicated",
     "Type 2 diabetes mellitus with hyperglycemia", "Hypocalcemia"],
    micro={90201: ("No growth", BLOOD_SPEC), 90039: ("No growth", URINE_SPEC)}))

# --------------------------------------------------------------------------------------------
hpi = """
___ is a 30 yo G3P2002 at 30w1d w/ familial hypertriglyceridemia (TGs ~900 before pregnancy; stopped
fenofibrate when she found out she was pregnant) and diet-controlled GDM this pregnancy who presents
w/ 12 hours of epigastric pain radiating to her back, nausea and vomiting. The pain is band-like
across her upper abdomen and constant. She went to L&D triage first, where BP was 138/88 and the
team was worried about preeclampsia; urine protein was negative and there was no headache or
visual change. No vaginal bleeding, LOF or ctx. +FM.

Labs in triage: lipemic serum, lipase 1680, TG 3,450, WBC 14.1, plt 268, AST/ALT normal, Cr 0.5,
Na 129. RUQ US: no gallstones; enlarged hypoechoic pancreas with peripancreatic fluid. MFM and
medicine consulted. Admitted to antepartum on an insulin drip for the TGs, with NPO and IVF.

PMH:
- Familial hypertriglyceridemia
- GDM A1, this pregnancy
OB hx: G1 SVD term 2018, G2 SVD term 2021, G3 current
PSH: none
Social: Lives w/ husband and 2 children. No EtOH, no tobacco.
FHx: Father and brother with high triglycerides; father had an MI at 52.
"""
hpi_ann = annv(vit(sbp=138),
               ["pregnancy", "epigastric_pain", "pain_radiating_to_back", "prolonged_constant_pain", "nausea",
                "vomiting", "hyperlipidemia_history", "diabetes_history", "family_history_cad", "pancreatic_edema",
                "peripancreatic_fluid"],
               ["headache", "visual_disturbance", "vaginal_bleeding", "prior_abdominal_surgery", "alcohol_use",
                "smoker", "gallstones"])
pe = """
Admission exam: T 98.6 P 104 BP 132/84 RR 20 O2 99% RA. General: uncomfortable, lying on her side,
vomiting into a basin. HEENT: MMM. CV: tachy, regular. Lungs: CTA. Abdomen: gravid, fundal height 30
cm (S=D), soft, epigastric TTP with guarding, no rebound, uterus nontender, no contractions
palpable. Ext: no edema, DTRs 2+, no clonus. Skin: eruptive xanthomas over the elbows.
FHT: baseline 150, moderate variability, + accels, no decels. Toco: mild irritability, no regular
contractions.
"""
pe_ann = annv(vit(98.6, 104, 132, 20, 99),
              ["vomiting", "uterus_size_dates", "epigastric_tenderness", "guarding"],
              ["dehydration_signs", "rebound_tenderness", "uterine_tenderness", "pitting_edema", "hyperreflexia"])
us = rad("US ABD LIMIT, SINGLE ORGAN", "Ultrasound", "Abdomen", """
    EXAMINATION:  RUQ ULTRASOUND

    INDICATION:  30 wks pregnant, epigastric pain, lipase 1680, TG 3450

    TECHNIQUE:  Grey scale and color Doppler sonography of the right upper quadrant and pancreas.

    FINDINGS:
    Liver: normal size, mildly increased echogenicity.
    Gallbladder: no stones or sludge.  Wall 2 mm.  No pericholecystic fluid.  Sonographic Murphy sign
    negative.
    CBD: 3 mm.
    Pancreas: diffusely enlarged and hypoechoic, with a thin rim of peripancreatic fluid anterior to
    the body.
    Small amount of free fluid in Morison's pouch.
    Right kidney: mild hydronephrosis, likely physiologic of pregnancy.

    IMPRESSION:
    1. Enlarged hypoechoic pancreas with peripancreatic fluid, consistent with ____ in this setting.
    2. No cholelithiasis.
    """,
    ["pancreatic_edema", "peripancreatic_fluid", "free_fluid_abdomen", "hydronephrosis"],
    GB_N + ["gallbladder_sludge", "sonographic_murphy_sign"])
ob = rad("US OB >14 WKS SINGLE", "Ultrasound", "Abdomen", """
    EXAMINATION:  OBSTETRIC ULTRASOUND, SINGLETON, WITH BIOPHYSICAL PROFILE

    INDICATION:  30w1d, maternal illness, fetal wellbeing

    FINDINGS:
    Single live intrauterine pregnancy in cephalic presentation.  FHR 148 bpm.  Placenta posterior, no
    previa.  AFI 14 cm.  EFW 1,560 g (52nd percentile), appropriate for dates.  BPP 8/8.

    IMPRESSION:
    Single live IUP, growth appropriate, BPP 8/8.
    """,
    ["viable_intrauterine_pregnancy"], ["fetal_growth_restriction", "twin_gestation"])
ENCOUNTERS.append(enc(
    29400028, "pancreatitis", "atypical", hpi, hpi_ann, pe, pe_ann,
    merge(cbc(14.1, 11.4, 268, 84.0, mcv=87), bmp(129, 3.9, 95, 21, 7, 0.5, 142, ca=8.2), lft(22, 19, 141, 0.4),
          {50956: 1680, 51000: 3450, 50907: 612, 50813: 1.1}, ua(sg=1.025, glu="50", ket="40")),
    [us, ob], "Hypertriglyceridemia-induced acute pancreatitis in pregnancy",
    ["Other acute pancreatitis without necrosis or infection", "Pure hyperglyceridemia",
     "Diseases of the digestive system complicating pregnancy, third trimester",
     "Gestational diabetes mellitus in pregnancy, diet controlled", "30 weeks gestation of pregnancy"]))

# --------------------------------------------------------------------------------------------
hpi = """
This is a 78 year old gentleman with a history of coronary artery disease status post cabbage in ___,
paroxysmal atrial fibrillation on apixaban, type 2 diabetes and mild cognitive impairment who was
brought in by his wife for confusion and a fall at home. Per his wife, who is at the bed side, he
has been more sleepy and not himself for two days with poor appetite. He did not complain to her of
any pain. This morning he was found on the bathroom floor, unclear how long he was down, no head
strike reported. He denies pain when asked, though he does endorse a little in digestion. No
vomiting per wife. No known fevers. No cough or urinary complaints.

In the emergency department he was hypotensive to 84/50 with a heart rate of 104 and temperature of
99.9, and responded to 2 liters of lactated ringers. Labs were notable for a lipase of 1,960, AST
210, ALT 164, alk phos 240, bilirubin 2.6, white count 16.8, lactate 3.1, creatinine 1.8 from a
baseline of 1.1 and glucose 388. CT head without contrast showed no acute process. CT of the abdomen
and pelvis without contrast was obtained because of the lipase and showed peripancreatic stranding
and gallstones. He was started on piperacillin tazobactam for possible biliary infection and
admitted to the ICU, GI consulted for ERCP.

Past Medical History:
- CAD s/p CABG x3 ___
- paroxysmal AF on apixaban
- DM2 on glipizide
- mild cognitive impairment
- BPH
- CKD 3a
Past Surgical History: CABG as above, R inguinal hernia repair
Social History: Lives with wife in ___. Former smoker, quit 40 years ago. No alcohol.
Family History: non contributory
"""
hpi_ann = annv(vit(99.9, 104, 84),
               ["confusion", "drowsiness", "anorexia", "ground_level_fall", "coronary_artery_disease_history",
                "atrial_fibrillation_history", "anticoagulant_use", "diabetes_history", "sulfonylurea_use",
                "prostatic_enlargement_history", "ckd_history", "hernia_history", "former_smoker",
                "peripancreatic_inflammation", "gallstones"],
               ["head_trauma", "abdominal_pain", "vomiting", "fever", "cough", "dysuria", "urinary_frequency",
                "alcohol_use"])
pe = """
PHYSICAL EXAMINATION ON ADMISSION: Vital signs: temperature 99.4, heart rate 98, blood pressure
102/60 after fluids, respiratory rate 22, oxygen saturation 95% on room air. General: elderly man
lying in bed, drowsy but arousable to voice, oriented to self and hospital only. HEENT: dry mucous
membranes, mild scleral icterus. Neck: supple. Cardiovascular: regular rate and rhythm, well healed
sternotomy scar, no murmurs. Lungs: bibasilar crackles. Abdomen: soft, obese, mildly distended, mild
tenderness to deep palpation in the epigastrium and right upper quadrant without rebound or
guarding, bowel sounds hypoactive. Extremities: trace edema bilaterally, abrasion on the left elbow.
Neurologic: moves all extremities, no asterixis.
"""
pe_ann = annv(vit(99.4, 98, 102, 22, 95),
              ["altered_mental_status_sign", "drowsiness", "obesity", "skin_break_injury", "dehydration_signs", "jaundice",
               "bibasilar_crackles", "crackles",
               "distended_abdomen", "epigastric_tenderness", "ruq_tenderness", "hypoactive_bowel_sounds",
               "pitting_edema"],
              ["new_heart_murmur", "rebound_tenderness", "guarding", "asterixis"])
cth = rad("CT HEAD W/O CONTRAST", "CT", "Head", """
    EXAMINATION:  CT HEAD W/O CONTRAST

    INDICATION:  78M AMS, unwitnessed fall, on apixaban

    TECHNIQUE:  Contiguous axial images of the brain without contrast, with coronal and sagittal
    reformats and bone algorithm images.

    DOSE:  DLP 980 mGy-cm

    FINDINGS:
    No acute intracranial hemorrhage, mass effect, midline shift or loss of gray-white differentiation.
    Moderate generalized volume loss with prominence of the ventricles and sulci. Confluent
    periventricular white matter hypodensities, likely chronic small vessel disease. No fracture.
    Paranasal sinuses clear.

    IMPRESSION:
    No acute intracranial process.
    """,
    ["generalized_cerebral_atrophy"], ["acute_infarct_hypodensity"])
ct = rad("CT ABD & PELVIS W/O CONTRAST", "CT", "Abdomen", """
    EXAMINATION:  CT ABD & PELVIS W/O CONTRAST

    INDICATION:  lipase 1960, AMS, hypotension, AKI - no IV contrast

    TECHNIQUE:  Axial noncontrast images from the lung bases to the pubic symphysis, with coronal and
    sagittal reformats.

    DOSE:  DLP 540 mGy-cm

    COMPARISON:  None.

    FINDINGS:
    Lung bases: mild bibasilar atelectasis.

    The pancreas is mildly enlarged with indistinct margins and extensive peripancreatic fat stranding,
    with fluid tracking along both anterior pararenal spaces.  Necrosis cannot be evaluated without IV
    contrast.

    Multiple calcified gallstones.  Gallbladder mildly distended, no definite wall thickening.  The CBD
    is dilated to 10 mm, with a possible 6 mm hyperdense focus in its distal portion, which could be a
    stone.  Mild intrahepatic biliary ductal dilatation.

    Kidneys show bilateral cortical thinning, no hydronephrosis.  Colonic diverticulosis.  No bowel
    obstruction.  Extensive atherosclerotic calcification; 3.4 cm infrarenal abdominal aortic aneurysm.
    Severe degenerative change of the spine.

    IMPRESSION:
    1. Peripancreatic inflammation and fluid consistent with ____; necrosis not assessable without IV
    contrast.
    2. Cholelithiasis with CBD dilatation to 10 mm and a possible distal CBD stone.
    3. 3.4 cm infrarenal AAA.
    """,
    ["pancreatic_edema", "peripancreatic_inflammation", "peripancreatic_fluid", "gallstones", "gallbladder_distension",
     "cbd_dilation", "intrahepatic_biliary_dilation", "colonic_diverticula"],
    ["hydronephrosis", "dilated_small_bowel_loops"])
ENCOUNTERS.append(enc(
    29400029, "pancreatitis", "atypical", hpi, hpi_ann, pe, pe_ann,
    merge(cbc(16.8, 12.9, 188, 90.0, bands=4.0), bmp(133, 5.1, 97, 18, 42, 1.8, 388, ca=8.0),
          lft(164, 210, 240, 2.6, dbili=1.9), {50956: 1960, 50813: 3.1, 51003: 0.05}, coags(14.9, 1.4, 33.0),
          ua(sg=1.026, glu="1000", bili="SM", prot="30")),
    [cth, ct], "Gallstone pancreatitis with choledocholithiasis; E. coli bacteremia",
    ["Biliary acute pancreatitis without necrosis or infection",
     "Calculus of gallbladder and bile duct without cholangitis or cholecystitis with obstruction",
     "Sepsis due to Escherichia coli [E. coli]", "Metabolic encephalopathy", "Acute kidney failure, unspecified",
     "Abdominal aortic aneurysm, without rupture", "Type 2 diabetes mellitus with hyperglycemia"],
    ["ERCP with sphincterotomy and stone extraction"], [ERCP],
    micro={90201: ("ESCHERICHIA COLI", BLOOD_SPEC), 90039: ("No growth", URINE_SPEC)}))

# --------------------------------------------------------------------------------------------
hpi = """
Mr. ___ is a 48 y/o M w/ severe alcohol use disorder (a fifth of vodka daily), h/o withdrawal
seizures (___) and DTs requiring ICU (___) who presents requesting detox. Last drink ~36 hrs ago when
he ran out of money. Reports tremors, sweats, anxiety, poor sleep, and seeing "bugs" on the wall
last night. Also vomitting many times since yesterday, unable to keep down food or fluids, and
"stomach pain" that he puts down to "dry heaving". CIWA 22 on arrival per triage.

In the ED, vitals T 99.6, HR 124, BP 172/104, RR 22, 97% RA. Given diazepam 20 mg x3 and
phenobarbital 260 mg IV. Labs sent as a withdrawal w/u showed AST 186, ALT 72, lipase 980, Mg 1.4, K
3.1, plt 98, serum EtOH negative. On reassessment after benzos he still had epigastric tenderness,
and a CT A/P w/ contrast showed peripancreatic stranding and fluid around the head and body. He was
admitted to the MICU for withdrawal management.

ROS: + anorexia, + insomnia, + tremors. Denies seizure activity, hematemesis, melena, CP, SOB.

PMH:
- Alcohol use disorder, multiple detox admissions
- withdrawal seizures ___
- DTs ___
- Hepatic steatosis
- Depression
- Hep C, treated ___ (SVR)
PSH: ORIF R wrist after a fall ___
Social: Unemployed, lives with sister. 1/5th vodka daily x 10 yrs. 1 ppd smoker. Former IVDU (heroin),
off opioids x 6 yrs, not on MOUD.
FHx: Father with alcoholism.
"""
hpi_ann = annv(vit(99.6, 124, 172, 22, 97),
               ["alcohol_use", "prior_alcohol_withdrawal", "prior_seizures", "hand_tremor", "sweating",
                "anxiety_symptom", "insomnia", "visual_tactile_hallucinations", "vomiting", "abdominal_pain",
                "anorexia", "withdrawal_scale_elevated", "epigastric_tenderness", "peripancreatic_inflammation",
                "peripancreatic_fluid", "depression_history", "smoker", "injection_drug_use", "opioid_use_history"],
               ["ethanol_detected", "seizure", "hematemesis", "melena", "chest_pain", "dyspnea"])
pe = """
ADMISSION PHYSICAL EXAM (MICU):
VS: T 99.2, HR 112, BP 158/96, RR 20, SpO2 97% RA. CIWA 14 after benzos.
GEN: diaphoretic, tremulous, anxious but redirectable, picking at the sheets intermittently
HEENT: dry mucous membranes, no scleral icterus, no tongue laceration
NECK: supple
CV: tachycardic, regular, no murmur
LUNGS: clear bilat, no wheezes or crackles
ABD: soft, nondistended, TTP epigastrium & LUQ with voluntary guarding, no rebound. Liver edge
palpable 3 cm below the costal margin, nontender. No caput.
EXT: no edema, old track marks in both antecubital fossae
SKIN: spider angiomata on upper chest, palmar erythema
NEURO: A&Ox2 (not date), coarse tremor of outstretched hands, no asterixis, reflexes 3+ throughout,
no clonus
"""
pe_ann = annv(vit(99.2, 112, 158, 20, 97),
              ["withdrawal_scale_elevated", "diaphoretic", "anxious_affect", "dehydration_signs",
               "epigastric_tenderness", "guarding", "hepatomegaly", "track_marks", "spider_angiomata",
               "altered_mental_status_sign", "hyperreflexia", "hand_tremor"],
              ["jaundice", "lateral_tongue_laceration", "new_heart_murmur", "expiratory_wheezes", "crackles",
               "distended_abdomen", "rebound_tenderness", "pitting_edema", "asterixis"])
ct = rad("CT ABD & PELVIS WITH CONTRAST", "CT", "Abdomen", """
    EXAMINATION:  CT ABD & PELVIS WITH CONTRAST

    INDICATION:  48M EtOH withdrawal, vomiting, epigastric ttp, lipase 980

    TECHNIQUE:  Portal venous phase MDCT of the abdomen and pelvis with IV contrast; no oral contrast.
    Coronal and sagittal reformations.

    DOSE:  DLP 495 mGy-cm

    COMPARISON:  CT ___ (3 years prior)

    FINDINGS:
    PANCREAS: Mild enlargement of the pancreatic head and body with surrounding fat stranding and a
    small amount of peripancreatic fluid along the anterior pararenal fascia.  The parenchyma enhances
    homogeneously without necrosis.  Several punctate calcifications in the pancreatic head.  Main duct
    3 mm.
    LIVER: Enlarged to 19 cm and steatotic.  No focal lesion.  Portal vein patent.  No ascites.
    SPLEEN: Enlarged, 14 cm.
    GALLBLADDER: Normal, no stones.
    KIDNEYS: Normal.
    BOWEL: Normal caliber.  No wall thickening.
    LUNG BASES: Clear.
    BONES: Old healed right rib fractures.

    IMPRESSION:
    1. Acute interstitial ____ of the head and body.
    2. Punctate pancreatic calcifications, which may reflect underlying chronic ____.
    3. Hepatomegaly with steatosis and splenomegaly; correlate for portal hypertension.
    """,
    ["pancreatic_edema", "peripancreatic_inflammation", "peripancreatic_fluid", "steatotic_hepatomegaly",
     "enlarged_spleen_imaging"],
    ["pancreatic_necrosis", "free_fluid_abdomen", "simple_ascites", "dilated_small_bowel_loops"] + GB_N + KID_N)
ENCOUNTERS.append(enc(
    29400030, "pancreatitis", "hard", hpi, hpi_ann, pe, pe_ann,
    merge(cbc(8.9, 13.1, 98, 74.0, mcv=104, rdw=15.9), bmp(134, 3.1, 94, 19, 8, 0.7, 96, mg=1.4, phos=2.1),
          lft(72, 186, 128, 1.4, ggt=890, alb=3.6), {50956: 980, 50813: 2.8, 51000: 310}, coags(13.6, 1.2),
          ua(sg=1.030, ket="80", prot="30")),
    [ct], "Acute alcoholic pancreatitis; alcohol withdrawal",
    ["Alcohol induced acute pancreatitis without necrosis or infection", "Alcohol dependence with withdrawal delirium",
     "Hypomagnesemia", "Hypokalemia", "Thrombocytopenia, unspecified",
     "Nicotine dependence, cigarettes, uncomplicated"]))

# --------------------------------------------------------------------------------------------
hpi = """
Ms. ___ is a 62 yo F with HTN, DM2, HLD, obesity and known gallstones who presented with chest pain.
She developed sudden substernal/epigastric pressure at ~11 PM after dinner, going through to her back
between the shoulder blades, with nausea, diaphoresis and 1 episode of emesis. Called 911. EMS EKG
showed sinus tach w/ nonspecific ST/T changes; she got ASA and NTG with no relief.

In the ED she was triaged as possible ACS; initial vitals 98.9 112 182/98 22 95% RA. Repeat ECG: ST
depressions 0.5-1 mm in V4-V6, unchanged from a prior ECG ___ per cardiology. Troponin T 0.02 ->
0.03 (3h). Cardiology felt this was demand and recommended trending. CTA chest (dissection protocol)
was negative for dissection and PE but noted peripancreatic stranding in the upper abdomen. Lipase
3,980. AST 220, ALT 180, Tbili 1.6, ALP 156. RUQ US: cholelithiasis, CBD 6 mm. Admitted to medicine,
GI following.

ROS: no fevers, no cough, no dysuria.

PMH:
- HTN
- DM2 on insulin
- HLD
- Obesity (BMI 39)
- Cholelithiasis (US ___ yrs ago, declined surgery)
- OA knees
PSH:
- Hysterectomy
- L knee arthroscopy
Social: retired, lives w/ husband. Never smoker. No EtOH.
FHx: Mother MI at 65, sister DM.
"""
hpi_ann = annv(vit(98.9, 112, 182, 22, 95),
               ["chest_pain", "epigastric_pain", "pain_radiating_to_back", "nausea", "sweating", "vomiting",
                "ecg_sinus_tachycardia", "ecg_nonspecific_st_t_changes", "ecg_st_depression", "peripancreatic_inflammation",
                "gallstones", "hypertension_history", "diabetes_history", "insulin_therapy", "hyperlipidemia_history",
                "obesity", "gallstones_history", "prior_abdominal_surgery", "family_history_cad",
                "family_history_diabetes"],
               ["pulmonary_artery_filling_defect", "fever", "cough", "dysuria", "smoker", "alcohol_use"])
pe = """
ADMISSION EXAM
Vitals: 99.1 | 104 | 166/90 | 20 | 96% RA
General: obese woman, uncomfortable, diaphoretic
HEENT: anicteric, MM dry
Neck: no JVD
CV: tachycardic, regular, no m/r/g; no chest wall tenderness
Lungs: CTAB anteriorly, diminished at the bases
Abd: obese, soft, mildly distended, TTP in epigastrium and LUQ, mild RUQ tenderness, Murphy's
negative, voluntary guarding in the epigastrium, no rebound. BS diminished. No flank ecchymoses.
Ext: trace b/l LE edema, 2+ pulses
Neuro: A&Ox3
"""
pe_ann = annv(vit(99.1, 104, 166, 20, 96),
              ["obesity", "diaphoretic", "dehydration_signs", "diminished_breath_sounds", "distended_abdomen",
               "epigastric_tenderness", "ruq_tenderness", "guarding", "hypoactive_bowel_sounds", "pitting_edema"],
              ["jaundice", "jugular_venous_distension", "new_heart_murmur", "murphy_sign", "rebound_tenderness",
               "grey_turner_sign", "altered_mental_status_sign"])
cta = rad("CTA CHEST", "CT", "Chest", """
    EXAMINATION:  CTA CHEST AND UPPER ABDOMEN (AORTIC DISSECTION PROTOCOL)

    INDICATION:  62F chest pain radiating to the back, hypertensive. r/o dissection

    TECHNIQUE:  Noncontrast followed by arterial phase images from the thoracic inlet through the
    renal arteries.  Multiplanar and MIP reconstructions.

    DOSE:  DLP 940 mGy-cm

    COMPARISON:  None

    FINDINGS:
    Thoracic and upper abdominal aorta normal in caliber without dissection or intramural hematoma.
    No central pulmonary embolism.  Mild cardiomegaly.  Coronary artery calcifications.  No
    pericardial effusion.  Bibasilar atelectasis and a small left pleural effusion.

    Upper abdomen:  Peripancreatic fat stranding and fluid about the pancreatic head and body.
    Gallstones.  Fatty liver.

    IMPRESSION:
    1. No acute aortic syndrome or central PE.
    2. Peripancreatic stranding and fluid, suggestive of ____; correlate with lipase.
    3. Cholelithiasis.
    """,
    ["cardiomegaly", "coronary_artery_calcification", "pleural_effusion", "lung_base_pleural_effusion",
     "peripancreatic_inflammation",
     "peripancreatic_fluid", "gallstones"],
    ["pulmonary_artery_filling_defect", "pericardial_effusion"])
us = rad("LIVER OR GALLBLADDER US (SINGLE ORGAN)", "Ultrasound", "Abdomen", """
    EXAMINATION:  LIVER OR GALLBLADDER US (SINGLE ORGAN)

    INDICATION:  ____ on CT, eval gallstones / CBD

    FINDINGS:
    GALLBLADDER: Multiple mobile stones, largest 1.5 cm.  No wall thickening (3 mm).  No pericholecystic
    fluid.  Sonographic Murphy sign negative.
    CBD: 6 mm, upper normal.  Intrahepatic ducts not dilated.
    LIVER: Steatotic, no focal lesion.
    PANCREAS: Head bulky and hypoechoic; body and tail not seen.

    IMPRESSION:
    Cholelithiasis without sonographic signs of cholecystitis.  CBD at the upper limit of normal.
    """,
    ["gallstones", "pancreatic_edema"],
    ["gallbladder_wall_thickening", "pericholecystic_fluid", "sonographic_murphy_sign"] + DUCT_N)
ENCOUNTERS.append(enc(
    29400031, "pancreatitis", "hard", hpi, hpi_ann, pe, pe_ann,
    merge(cbc(15.2, 13.4, 301, 86.0), bmp(136, 4.2, 100, 22, 20, 1.0, 276, ca=8.8), lft(180, 220, 156, 1.6),
          {50956: 3980, 51003: 0.03, 50911: 3.1, 51000: 260, 50963: 420, 50813: 2.2}),
    [cta, us], "Gallstone pancreatitis",
    ["Biliary acute pancreatitis without necrosis or infection", "Other forms of acute ischemic heart disease",
     "Essential (primary) hypertension", "Type 2 diabetes mellitus with hyperglycemia",
     "Morbid (severe) obesity due to excess calories"],
    ["Laparoscopic cholecystectomy"], [LAPCHOLE]))

# --------------------------------------------------------------------------------------------
hpi = """
___ is a 35 y/o F with poorly controlled DM2 (A1c 11.8, off metformin x 6 mo), obesity and asthma who
was sent from urgent care with a dx of LLL pneumonia. She reports 3 days of L sided chest and upper
abdominal pain, worse with deep breaths and lying flat, a dry cough, and feeling short of breath.
Felt feverish with chills. At urgent care yesterday a CXR showed a LLL opacity and a small L
effusion and she was started on levofloxacin. Today she has had persistent vomiting (6-7 times) and
could not keep the antibiotic down; the pain has moved more into the upper belly and bores through
to her back. Also notes polyuria and polydipsia x 1 wk. No sick contacts, no hemoptysis, no leg
swelling. No EtOH.

ED: T 100.4, HR 118, BP 134/80, RR 24, SpO2 93% RA. Labs remarkable for glucose 486, AG 22, bicarb 14,
lipemic sample with TG 1,840, lipase 1,450, WBC 15.9. Given the lipase a CT of the chest, abdomen and
pelvis was done (below). Started on an insulin gtt and IVF and admitted to the MICU.

PMH:
- DM2 (dx age 28)
- Obesity
- Asthma
- PCOS
PSH: none
Social: Works at a call center. Lives w/ mother. Vapes nicotine. No alcohol or drugs.
FHx: Mother DM2, father HTN, HLD.
"""
hpi_ann = annv(vit(100.4, 118, 134, 24, 93),
               ["chest_pain", "abdominal_pain", "pleuritic_chest_pain", "cough", "dyspnea", "fever", "chills",
                "pleural_effusion", "vomiting", "pain_radiating_to_back", "polyuria_polydipsia", "diabetes_history",
                "obesity", "asthma_history", "family_history_diabetes"],
               ["productive_cough", "sick_contacts", "hemoptysis", "swelling_legs", "alcohol_use",
                "prior_abdominal_surgery"])
pe = """
PHYSICAL EXAM ON ADMISSION TO MICU:
VS: 99.8 112 128/76 24 95% 2L
GEN: obese young woman, ill-appearing, actively vomiting, deep rapid Kussmaul breathing
HEENT: dry MM, fruity odor on breath
NECK: acanthosis nigricans
CV: tachy, no m/r/g
LUNGS: decreased BS at L base with dullness, no crackles, no wheezes
ABD: obese, mildly distended, TTP epigastrium and LUQ w/ guarding; no rebound. No Grey Turner's or
Cullen's sign. hypoactive BS
EXT: no edema
SKIN: eruptive xanthomas on buttocks and elbows
NEURO: AOx3, no focal deficits
"""
pe_ann = annv(vit(99.8, 112, 128, 24, 95),
              ["obesity", "ill_appearing", "vomiting", "kussmaul_respirations", "dehydration_signs",
               "fruity_breath_odor", "acanthosis_nigricans", "diminished_breath_sounds", "distended_abdomen",
               "epigastric_tenderness", "guarding", "hypoactive_bowel_sounds"],
              ["new_heart_murmur", "crackles", "expiratory_wheezes", "rebound_tenderness", "grey_turner_sign",
               "cullen_sign", "pitting_edema", "altered_mental_status_sign"])
cxr = rad("CHEST (PA & LAT)", "Radiograph", "Chest", """
    EXAMINATION:  CHEST (PA AND LAT)

    INDICATION:  35F referred w/ LLL PNA, worsening

    COMPARISON:  Outside urgent care radiograph ___, not available.

    FINDINGS:
    Small left pleural effusion with adjacent left basilar opacity, likely atelectasis, though
    infection cannot be excluded.  The left hemidiaphragm is mildly elevated.  The right lung is clear.
    Heart size is normal.  No pneumothorax.

    IMPRESSION:
    Small left effusion with basilar opacity; atelectasis favored over pneumonia.
    """,
    ["pleural_effusion"], ["cardiomegaly"])
ct = rad("CT CHEST, ABD & PELVIS WITH CONTRAST", "CT", "Abdomen", """
    EXAMINATION:  CT CHEST, ABDOMEN AND PELVIS WITH CONTRAST

    INDICATION:  35F with L chest/upper abd pain, lipase 1450, TG 1840, DKA, referred as LLL pneumonia

    TECHNIQUE:  Helical CT from the thoracic inlet through the pubic symphysis after IV contrast in the
    portal venous phase.  Coronal and sagittal reformats.

    DOSE:  DLP 830 mGy-cm

    COMPARISON:  None.

    FINDINGS:
    CHEST: Small to moderate left pleural effusion with compressive atelectasis of the left lower lobe.
    No consolidation.  The right lung is clear.  No pulmonary embolism is seen on this nondedicated
    study.  Heart normal size.

    ABDOMEN: The pancreatic body and tail are enlarged and edematous with peripancreatic fat stranding
    and fluid extending into the left anterior pararenal space and along the left paracolic gutter.
    The pancreas enhances homogeneously.  Splenic vein patent.  The liver is enlarged with diffuse
    steatosis.  No gallstones.  No biliary dilatation.  Kidneys normal.

    PELVIS: Bilateral ovaries enlarged with numerous peripheral follicles.  No free fluid in the pelvis.

    IMPRESSION:
    1. ____ of the pancreatic body and tail with peripancreatic fluid tracking into the left
    anterior pararenal space; no necrosis.
    2. Left pleural effusion with LLL atelectasis; no consolidation to suggest pneumonia.
    3. Hepatomegaly with steatosis.
    """,
    ["pleural_effusion", "lung_base_pleural_effusion", "pancreatic_edema", "peripancreatic_inflammation",
     "peripancreatic_fluid", "steatotic_hepatomegaly", "enlarged_ovary"],
    ["lobar_consolidation", "pulmonary_artery_filling_defect", "cardiomegaly", "pancreatic_necrosis", "gallstones",
     "free_pelvic_fluid"] + DUCT_N + KID_N)
ENCOUNTERS.append(enc(
    29400032, "pancreatitis", "hard", hpi, hpi_ann, pe, pe_ann,
    merge(cbc(15.9, 14.6, 312, 85.0), bmp(128, 5.6, 92, 14, 22, 1.3, 486), lft(32, 28, 92, 0.6),
          {50956: 1450, 51000: 1840, 50852: 11.8, 50820: 7.24, 50818: 28, 50813: 2.0, 51085: "NEG"},
          ua(sg=1.030, glu="1000", ket="80", prot="30")),
    [cxr, ct], "Hypertriglyceridemia-induced acute pancreatitis with diabetic ketoacidosis",
    ["Other acute pancreatitis without necrosis or infection", "Type 2 diabetes mellitus with ketoacidosis without coma",
     "Pure hyperglyceridemia", "Pleural effusion in other conditions classified elsewhere", "Obesity, unspecified",
     "Polycystic ovarian syndrome"],
    micro={90201: ("No growth", BLOOD_SPEC)}))
