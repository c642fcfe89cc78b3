package lexicon

import (
	"slices"
	"sort"
	"strings"
	"sync"
	"testing"
)

var (
	testLexOnce sync.Once
	testLex     *Lexicon
	testLexErr  error
)

func lex(t testing.TB) *Lexicon {
	t.Helper()
	testLexOnce.Do(func() { testLex, testLexErr = Load() })
	if testLexErr != nil {
		t.Fatal(testLexErr)
	}
	return testLex
}

// polarity names a mention as "concept" (affirmed) or "-concept" (negated).
func polarity(m Mention) string {
	if m.Negated {
		return "-" + m.Concept
	}
	return m.Concept
}

func polarities(ms []Mention) map[string]bool {
	out := map[string]bool{}
	for _, m := range ms {
		out[polarity(m)] = true
	}
	return out
}

func keysOf(m map[string]bool) string {
	var ks []string
	for k := range m {
		ks = append(ks, k)
	}
	sort.Strings(ks)
	return strings.Join(ks, " ")
}

// Snippets written for these tests in the voices clinicians use: terse ED notes, narrative
// histories, exam lines and review-of-systems lists. want lists concepts that must be read
// ("x" affirmed, "-x" negated); not lists readings that must not appear.
var readCases = []struct {
	name      string
	text      string
	want, not []string
}{
	{"sides of the lower belly", "The ache settled in the lower right side after starting by the navel; her sister has had pain on the left lower side for years.",
		[]string{"pain_migration_to_rlq"}, []string{"-pain_migration_to_rlq"}},
	{"tenderness worst in a quadrant", "Abdomen tender throughout, most marked in the right lower quadrant, no rebound.",
		[]string{"rlq_tenderness", "-rebound_tenderness"}, []string{"-rlq_tenderness"}},
	{"a denial before a continuer stays its own", "No vomiting, mostly nausea.", []string{"-vomiting"}, nil},
	// Breath sounds reduced at a base are diminished, on one side unilateral; "faint" rales are
	// no faint; lungs clear bilaterally except at one base have focal crackles.
	{"breath sounds reduced at a base", "Lungs: decreased breath sounds at the right base.", []string{"diminished_breath_sounds"}, []string{"unilateral_absent_breath_sounds"}},
	{"breath sounds reduced on one side", "Decreased breath sounds on the right side.", []string{"unilateral_absent_breath_sounds"}, []string{"diminished_breath_sounds"}},
	{"lungs clear but at one base", "Lungs: CTA bilaterally except for faint rales at the left base.", []string{"focal_crackles"}, []string{"syncope"}},
	// Someone else's operation is not the patient's.
	{"a husband's cholecystectomy", "Her husband had his gallbladder removed years ago.", nil, []string{"prior_cholecystectomy"}},
	{"a mother's appendectomy", "Her mother had an appendectomy as a child.", nil, []string{"prior_appendectomy", "prior_abdominal_surgery"}},
	{"the patient's own operation", "She had her gallbladder removed in 2015.", []string{"prior_cholecystectomy"}, nil},
	// Fecal loading told by what the stool does, as a report must where the release masks the
	// diagnosis's name.
	{"a stool ball", "Rectal ____ with a large stool ball, the rectum distended to 8 cm.", []string{"fecal_loading_colon"}, nil},
	{"a rectum packed with stool", "The rectosigmoid is packed with stool; no colonic wall thickening.", []string{"fecal_loading_colon"}, nil},
	// Words that share a stem with a finding's and say something else.
	{"a visit to the dentist is no travel", "Last dental visit three years ago; visited her PCP on Monday.", nil, []string{"recent_travel"}},
	{"a trip on the stairs is no travel", "Tripped on the stairs at home, no head strike.", nil, []string{"recent_travel"}},
	{"visiting family abroad is travel", "Back from visiting relatives in another country ten days ago.", []string{"recent_travel"}, nil},
	{"a pain that moved is no lifting", "The patient says the pain moved down to the right side.", nil, []string{"heavy_lifting"}},
	{"a home health aide is no AIDS", "A home health aide comes three times a week.", nil, []string{"hiv_infection", "immunosuppression"}},
	{"pain that woke her in the right lower quadrant", "Woke at 3 am with pain in the right lower quadrant.",
		[]string{"rlq_pain"}, []string{"nocturnal_epigastric_pain"}},
	{"epigastric pain that wakes him", "Gnawing epigastric pain that wakes him at night.", []string{"nocturnal_epigastric_pain"}, nil},
	// Study findings in their usual words.
	{"an inflamed diverticulum on ultrasound", "Focal noncompressible inflamed diverticulum in the left lower quadrant with echogenic surrounding fat.",
		[]string{"thickened_sigmoid_segment"}, nil},
	{"pericholecystic uptake", "Gallbladder not visualized at 4 hours; increased pericholecystic uptake along the fossa.",
		[]string{"pericholecystic_rim_sign"}, nil},
	{"a wall thickened without perforation", "Circumferential duodenal wall thickening without perforation or free fluid.",
		[]string{"gastroduodenal_wall_thickening"}, nil},
	{"a perforated wall is not a thickened one", "Perforated duodenal bulb with wall thickening and free air.",
		nil, []string{"gastroduodenal_wall_thickening"}},
	{"bowel within bowel at the hepatic flexure", "Bowel-within-bowel appearance at the hepatic flexure with a lead point.",
		[]string{"target_sign"}, nil},
	{"thickened haustral folds", "Thickened haustral folds along the transverse colon.", []string{"bowel_wall_thumbprinting"}, nil},
	{"free gas on a decubitus film", "Left lateral decubitus view: free intraperitoneal air over the liver.",
		[]string{"free_air_on_radiograph"}, []string{"pneumoperitoneum_ct"}},
	// Free air on its own is a CT's pneumoperitoneum; beside the sigmoid it is a local perforation.
	{"no free air", "Inflamed appendix, 9 mm. No abscess or free air.", []string{"-pneumoperitoneum_ct"}, []string{"pneumoperitoneum_ct"}},
	{"free air beside the sigmoid", "Thickened sigmoid with a few bubbles of free air next to the inflamed segment.",
		[]string{"extraluminal_pericolic_gas"}, []string{"pneumoperitoneum_ct"}},
	// Raised temperatures told the ward's way are a fever; a warm joint is not.
	{"low grade temps", "Three days of flank ache with low-grade temps at home and poor appetite.", []string{"fever"}, nil},
	{"running a temperature", "Running a temp since Sunday, shivery at night.", []string{"fever"}, nil},
	{"a joint that felt warm", "Her right knee felt warm and looked swollen.", nil, []string{"fever"}},
	// An operation to come is not a past one; a sentence that dates it keeps it.
	{"admitted for an operation", "Seen by the surgical team and admitted for a lap chole tomorrow morning.",
		nil, []string{"prior_cholecystectomy", "prior_abdominal_surgery"}},
	{"taken to theatre for an operation", "She went to the OR for an open appendectomy overnight.",
		nil, []string{"prior_appendectomy", "prior_abdominal_surgery"}},
	{"booked for an operation", "Consented for diagnostic laparoscopy.", nil, []string{"prior_abdominal_surgery"}},
	{"an ERCP to come", "Admitted to medicine; GI consulted for ERCP tomorrow.", nil, []string{"biliary_instrumentation_history"}},
	{"an ERCP done", "Had an ERCP with stent placement two years ago.", []string{"biliary_instrumentation_history"}, nil},
	{"an operation in a plan", "Plan: appendectomy in the morning, NPO after midnight.", nil, []string{"prior_abdominal_surgery"}},
	{"an operation dated in the past", "Admitted six years ago for a cholecystectomy, well since.",
		[]string{"prior_cholecystectomy", "prior_abdominal_surgery"}, nil},
	{"an operation for a reason", "History of appendectomy for a perforated appendix as a teenager.",
		[]string{"prior_abdominal_surgery"}, nil},
	// "Sectioned" (detained under mental health law) shares a stem with a caesarean section.
	{"a caesarean is no psychiatric detention", "PSH: previous C-section for breech.",
		[]string{"prior_abdominal_surgery"}, []string{"prior_psychotic_episode"}},
	// Someone close with the same illness is a sick contact, not the patient's earlier episode.
	{"a household's stomach bug", "Her two children had a similar stomach bug last week.", []string{"sick_contacts"}, nil},
	{"a husband's same symptoms", "Husband had the same symptoms 3 days ago.", []string{"sick_contacts"}, []string{"previous_similar_episodes"}},
	// Signed review-of-systems lists and one-word answers.
	{"checkbox marks", "ROS: Constitutional: [-] fevers [-] chills. GI: [+] nausea (-) vomiting.",
		[]string{"-fever", "-chills", "nausea", "-vomiting"}, []string{"fever", "vomiting"}},
	{"a signed list", "ROS: + nausea, - vomiting, - diarrhea", []string{"nausea", "-vomiting", "-diarrhea"}, []string{"vomiting"}},
	{"a checkbox mark inside an exam list", "Abd: soft, (-) rebound, +Rovsing", []string{"-rebound_tenderness", "rovsing_sign"}, []string{"rebound_tenderness"}},
	{"answers after a label", "Fever: no. Chills: no. Nausea: yes. Vomiting - denies; dysuria - yes", []string{"-fever", "-chills", "nausea", "-vomiting", "dysuria"}, []string{"fever", "vomiting"}},
	// A collapsed note keeps its bullets inline: they are no minus signs.
	{"inline bullets", "Past Medical History: - HTN - DM2, last A1c 7.9 - obesity Past Surgical History: - appendectomy",
		[]string{"hypertension_history", "diabetes_history", "obesity", "prior_appendectomy"}, []string{"-hypertension_history", "-diabetes_history"}},
	{"grimacing on palpation", "Winces on deep palpation of the left lower quadrant.", []string{"llq_tenderness"}, nil},
	{"inspiration halting on palpation", "Inspiratory effort ceases as the gallbladder fossa is palpated.", []string{"murphy_sign"}, nil},
	{"a recent period", "LMP 12 days ago, regular cycles.", []string{"-missed_period"}, []string{"missed_period"}},
	{"umbrella denial of urinary symptoms", "Otherwise no urinary complaints.", []string{"-dysuria", "-urinary_frequency"}, nil},
	{"no blood in a sentence about stools", "Formed stools, no blood.", []string{"-rectal_bleeding"}, []string{"rectal_bleeding"}},
	{"no blood in a sentence about diarrhea", "Two watery stools overnight without any blood.", []string{"diarrhea", "-bloody_diarrhea"}, []string{"bloody_diarrhea"}},
	{"no blood elsewhere", "No vomiting, no blood.", nil, []string{"-rectal_bleeding"}},
	{"denied travel", "Has not travelled recently.", []string{"-recent_travel"}, nil},
	{"a first episode", "States this is the first episode of pain like this.", []string{"-previous_similar_episodes"}, []string{"previous_similar_episodes"}},
	{"bowel sounds heard after a denied sign", "Abdomen soft, no rigidity, sluggish bowel sounds.", []string{"-abdominal_rigidity", "hypoactive_bowel_sounds"}, []string{"-hypoactive_bowel_sounds"}},
	{"bowel sounds in an or-list stay denied", "No distension, guarding or high-pitched bowel sounds.", []string{"-hyperactive_bowel_sounds"}, nil},
	{"bowel sounds inside an or-list stay denied", "No distension, sluggish bowel sounds or masses.", []string{"-hypoactive_bowel_sounds"}, nil},
	{"bowel sounds inside a longer list stay denied", "No distension, sluggish bowel sounds, palpable masses.", []string{"-hypoactive_bowel_sounds"}, nil},
	{"bowel sounds before a denial of their own", "No guarding, high-pitched bowel sounds, no distension.", []string{"hyperactive_bowel_sounds", "-distended_abdomen"}, []string{"-hyperactive_bowel_sounds"}},
	{"clear lungs, a regular heart, no oedema", "Chest: clear bilaterally. CV: RRR, no m/r/g. Ext: no c/c/e.",
		[]string{"-crackles", "-expiratory_wheezes", "-new_heart_murmur", "-pitting_edema"}, []string{"crackles", "new_heart_murmur"}},
	{"clear lungs under their label", "PULM: CTAB", []string{"-crackles"}, nil},
	{"an abbreviated site counts as the one word written", "Tender over the right lower ribs and RUQ.", []string{"ruq_tenderness"}, nil},
	{"percussion over the ribs is not rebound", "Exquisitely tender to percussion across the right lower ribs. No rebound.",
		[]string{"-rebound_tenderness"}, []string{"rebound_tenderness", "tooth_percussion_tenderness"}},
	{"percussion of the abdomen is still peritonism", "Abdomen tender to percussion in the right iliac fossa.", []string{"rebound_tenderness"}, nil},
	{"a dental note's percussion", "Mouth: lower left second molar carious, tender to percussion.", []string{"tooth_percussion_tenderness"}, nil},
	{"a faint rim is a contrast, not a faint", "A cystic lesion with a faint enhancing rim in the spleen.", nil, []string{"syncope"}},
	{"findings that favor a diagnosis are not a limp", "The appearance favors an abscess over a tumour.", nil, []string{"limping"}},
	{"favoring a leg is a limp", "He is favoring his left leg.", []string{"limping"}, nil},
	{"an old hernia repair is neither a hernia nor a recent operation", "Postoperative changes of a right inguinal hernia repair.",
		nil, []string{"groin_defect_herniation", "recent_surgery_anesthesia"}},
	{"a neoplasm in a differential is not a history of cancer", "Abscess versus necrotic neoplasm.", nil, []string{"malignancy_history"}},
	{"a differentiated carcinoma is a cancer", "Moderately differentiated adenocarcinoma.", []string{"malignancy_history"}, nil},
	{"an abdominal CT angiogram is not an auscultation", "CTA abdomen/pelvis was negative for dissection.", nil, []string{"-crackles"}},
	{"a liver edge not felt", "No organomegaly; liver edge not felt.", []string{"-hepatomegaly", "-palpable_spleen"}, []string{"hepatomegaly"}},
	{"possessives read as articles", "Ache under my right ribs since lunch, and a burning in the pit of her stomach.", []string{"ruq_pain", "burning_epigastric_pain"}, nil},
	{"quadrants as parts of the belly", "Sore in the right lower part of his tummy.", []string{"rlq_pain"}, nil},
	{"a later 'now' goes on with the clause", "Vomiting since dawn, now green.", []string{"vomiting", "bilious_vomiting"}, nil},
	{"a flat, undistended belly", "Abdomen nondistended, soft. Belly flat.", []string{"-distended_abdomen"}, []string{"distended_abdomen"}},
	{"an eye examination's quadrants are not the belly's", "Dilated fundus examination shows a flat retina in all quadrants.", nil, []string{"abdominal_distension", "-distended_abdomen"}},
	{"contractions negate", "Doesn't smoke, hasn't had a fever, didn't vomit.", []string{"-smoker", "-fever", "-vomiting"}, []string{"smoker", "fever", "vomiting"}},
	{"no gas passed", "Has not been able to pass gas since noon.", []string{"obstipation"}, nil},
	{"urinary symptoms in plain words", "It stings when she pees and she is peeing every half hour.", []string{"dysuria", "urinary_frequency"}, nil},
	{"dark red blood is not melena", "Dark red blood mixed in with the stool since Sunday.", []string{"rectal_bleeding"}, []string{"melena"}},
	{"a note's lines stay its own", "Lungs: clear, no w/r/r\npitting edema to the knees", []string{"pitting_edema"}, []string{"-pitting_edema"}},
	{"a plus sign leading an item", "Abd soft, no rebound, + voluntary guarding, + Rovsing.", []string{"-rebound_tenderness", "guarding", "rovsing_sign"}, []string{"-guarding", "-rovsing_sign"}},
	{"an item with an article is found", "Scan showed no free air, a small left effusion, no consolidation.", []string{"pleural_effusion", "-lobar_consolidation"}, []string{"-pleural_effusion"}},
	{"a chest angiogram is not an auscultation", "CTA chest showed no embolus.", nil, []string{"-crackles"}},
	{"lungs clear under a chest label", "Chest: CTA", []string{"-crackles"}, nil},
	{"a maximum temperature read from its number", "Low-grade temps at home, Tmax 100.1.", nil, []string{"fever_measured"}},
	{"a fever to a number", "Fevers to 39.4 C overnight with shaking chills.", []string{"fever_measured"}, nil},
	{"a fever's duration is no temperature", "Fever of five days duration.", []string{"fever"}, []string{"fever_measured"}},
	{"looser stools", "Bowel movements looser than normal since the weekend.", []string{"diarrhea"}, []string{"-diarrhea"}},
	{"terse ED note", "27F c/o RLQ pain since last night, +N/V, no diarrhea. Denies dysuria, vaginal bleeding. LMP 6 wks ago.",
		[]string{"rlq_pain", "nausea", "vomiting", "-diarrhea", "-dysuria", "-vaginal_bleeding", "missed_period"}, []string{"-rlq_pain", "-nausea"}},
	{"exam line", "Abd: soft, TTP RLQ, +Rovsing, no rebound",
		[]string{"rlq_tenderness", "rovsing_sign", "-rebound_tenderness", "-abdominal_rigidity"}, []string{"rlq_pain", "-rlq_tenderness", "-rovsing_sign"}},
	// A surgical history written as empty denies a prior operation; one that lists an operation
	// or says something else does not.
	{"empty surgical history", "Epigastric pain since noon. Past Medical History: asthma. Past Surgical History: Noncontributory. Social History: no tobacco.",
		[]string{"-prior_abdominal_surgery"}, []string{"prior_abdominal_surgery"}},
	{"surgical history with a word more", "Epigastric pain since noon. PSH: none known to her daughter.",
		nil, []string{"-prior_abdominal_surgery"}},
	{"surgical history that lists one", "Epigastric pain since noon. PSH: lap chole 2015.",
		nil, []string{"-prior_abdominal_surgery"}},
	{"no operations before", "Epigastric pain since noon. Never had any operations.",
		[]string{"-prior_abdominal_surgery"}, nil},
	{"negation stops at presents with", "45M w/ no PMH p/w N/V/D x 2 days",
		[]string{"nausea", "vomiting", "diarrhea"}, []string{"-nausea", "-vomiting", "-diarrhea"}},
	{"a quotation keeps its negation", `Pt says she has felt "not right" for a week - fatigue, poor appetite, loose stools.`,
		[]string{"fatigue", "diarrhea"}, []string{"-fatigue", "-diarrhea"}},
	{"an occasional habit after a denied one", "SH: lives with wife, no tobacco, occasional alcohol",
		[]string{"-smoker", "alcohol_use"}, []string{"-alcohol_use"}},
	{"one side's upper and lower quadrants", "Abd: soft, tender in the right upper and lower quadrants, no rebound",
		[]string{"ruq_tenderness", "rlq_tenderness"}, []string{"llq_tenderness"}},
	{"a last period two weeks ago is not missed", "32F, LMP two weeks ago, regular cycles. Denies vaginal bleeding.",
		[]string{"-vaginal_bleeding"}, []string{"missed_period"}},
	{"a last period seven weeks ago is", "32F, LMP 7 weeks ago, home pregnancy test positive.",
		[]string{"missed_period"}, nil},
	{"a trimester written as an ordinal", "27 y/o in her 3rd trimester with epigastric pain and headache.",
		[]string{"pregnancy"}, nil},
	{"the obstetric count with a gestational age", "G4P3 at 33 wks, sudden RUQ pain.",
		[]string{"pregnancy", "ruq_pain"}, []string{"-pregnancy"}},
	{"the obstetric count alone is history", "Pelvic pain x2d. G3P3, LMP 2 weeks ago.",
		nil, []string{"pregnancy", "missed_period"}},
	{"the obstetric count after a delivery", "G2P2, 5 weeks postpartum, fever and lower abdominal pain.",
		[]string{"fever"}, []string{"pregnancy"}},
	{"lay words for not eating and throwing up", "Hasn't wanted to eat since Tuesday, has thrown up three times.",
		[]string{"anorexia", "vomiting"}, []string{"-anorexia", "-vomiting"}},
	{"passing wind is no breathlessness", "Has not passed wind since last night.",
		[]string{"obstipation"}, []string{"dyspnea"}},
	{"a weakness of one side named by itself", "Neuro: old R hemiparesis, dysarthric speech.",
		[]string{"hemiparesis", "dysarthria"}, nil},
	{"BS on the chest is breath sounds", "Chest: decreased BS at the right base, no wheeze. Abd: soft, hypoactive BS.",
		[]string{"diminished_breath_sounds", "hypoactive_bowel_sounds"}, nil},
	{"a base heard quietly under the lungs label", "Lungs: reduced at the left base, otherwise clear.",
		[]string{"diminished_breath_sounds"}, nil},
	{"pulling away from the examining hand", "Pulls away with palpation of the LLQ, no rebound.",
		[]string{"llq_tenderness", "-rebound_tenderness"}, []string{"-llq_tenderness"}},
	{"still passing gas denies obstipation", "Crampy pain since last night; still passing flatus, last BM this morning.",
		[]string{"-obstipation"}, []string{"obstipation"}},
	{"unable to pass gas is obstipation", "Unable to pass flatus since yesterday, vomiting bile.",
		[]string{"obstipation"}, []string{"-obstipation"}},
	{"a past tense of passing gas is no denial", "Her son does not think she has passed gas today.",
		nil, []string{"-obstipation"}},
	{"sick children where the patient works", "Teaches kindergarten; several sick kids at work this week.",
		[]string{"sick_contacts"}, nil},
	{"the same illness at home", "Vomiting since last night. Her two boys had the same thing on Monday.",
		[]string{"sick_contacts", "vomiting"}, nil},
	{"the same operation is no sick contact", "Her son had the same thing done last year.",
		nil, []string{"sick_contacts"}},
	{"an abdominal scar is an operation", "Abd: obese, well-healed Pfannenstiel scar, soft, BS sparse.",
		[]string{"prior_abdominal_surgery", "hypoactive_bowel_sounds"}, []string{"prior_cholecystectomy"}},
	{"a scar elsewhere is not", "Skin: small scar on the left knee, no rash.",
		nil, []string{"prior_abdominal_surgery"}},
	{"a comma between two words of a pain's manner", "Sudden, severe abdominal pain at 3 am; a similar, milder episode last spring.",
		[]string{"sudden_severe_abdominal_pain", "previous_similar_episodes"}, nil},
	{"a comma after a symptom is not a descriptor's", "Fever, sharp pain in the RLQ since noon.",
		[]string{"fever", "rlq_pain"}, nil},
	{"attacks lasting hours after a comma", "Recurrent attacks of gripping pain, lasting 1-3 hours and then going away completely.",
		[]string{"previous_similar_episodes", "pain_resolving_within_hours"}, nil},
	{"a poor appetite is no relief by eating", "Appetite decreased but still eating small meals.",
		[]string{"anorexia"}, []string{"pain_relieved_by_eating"}},
	{"nonsmoker, blood in stool", "No blood in stool, no hematochezia. SH: accountant, nonsmoker.",
		[]string{"-rectal_bleeding", "-smoker"}, []string{"rectal_bleeding", "smoker"}},
	{"negation stops at complains of", "no PMH c/o RLQ pain",
		[]string{"rlq_pain"}, []string{"-rlq_pain"}},
	{"negation stops before an affirmed item", "Pelvic: no cervical motion tenderness, mild right adnexal tenderness",
		[]string{"-cervical_motion_tenderness", "adnexal_tenderness"}, []string{"-adnexal_tenderness"}},
	{"finding that starts with a trigger", "Absent bowel sounds.",
		[]string{"hypoactive_bowel_sounds"}, []string{"-hypoactive_bowel_sounds"}},
	{"trigger words of a finding negate nothing else", "No bowel sounds heard, abdomen distended and tympanic.",
		[]string{"hypoactive_bowel_sounds", "distended_abdomen", "tympanic_abdomen"}, []string{"-distended_abdomen"}},
	{"narrative biliary history", "The patient is a 58-year-old man with a history of gallstones who presents with two days of constant right upper quadrant pain radiating to his right shoulder blade, associated with nausea and several episodes of nonbloody, nonbilious emesis. He reports the pain began an hour after eating a fried dinner. He denies jaundice, dark urine or pale stools.",
		[]string{"gallstones_history", "prolonged_constant_pain", "ruq_pain", "pain_radiating_to_right_scapula", "nausea", "vomiting", "postprandial_pain_after_fatty_meal", "-jaundice", "-dark_urine", "-pale_stools"},
		[]string{"bilious_vomiting", "-vomiting", "jaundice"}},
	{"pancreatitis voice", "Severe epigastric pain boring through to the back since this AM after a binge; heavy EtOH use. +Emesis x5.",
		[]string{"epigastric_pain", "pain_radiating_to_back", "alcohol_use", "vomiting"}, nil},
	{"obstruction exam", "Gen: writhing on the stretcher. Abd: distended, tympanic, high-pitched tinkling bowel sounds, diffusely tender without peritoneal signs.",
		[]string{"writhing_in_pain", "distended_abdomen", "tympanic_abdomen", "hyperactive_bowel_sounds", "diffuse_abdominal_tenderness", "-abdominal_rigidity"}, []string{"abdominal_rigidity"}},
	{"renal colic", "Sudden onset L flank pain radiating to the groin with gross hematuria. + L CVAT. h/o nephrolithiasis.",
		[]string{"flank_pain", "pain_radiating_to_groin", "gross_hematuria", "cva_tenderness", "kidney_stone_history"}, nil},
	{"benign abdomen shorthand", "Abd: NT/ND, +BS, no HSM",
		[]string{"-rlq_tenderness", "-ruq_tenderness", "-epigastric_tenderness", "-distended_abdomen", "-hypoactive_bowel_sounds"}, []string{"distended_abdomen", "rlq_tenderness"}},
	{"history sections", "PMH: afib on warfarin, PVD s/p fem-pop bypass\nSocial History: former smoker, quit 10 years ago. No alcohol.",
		[]string{"atrial_fibrillation_history", "peripheral_arterial_disease_history", "-alcohol_use"}, []string{"smoker", "alcohol_use"}},
	{"post-triggers", "Appendicitis is unlikely. Murphy sign negative.",
		[]string{"-murphy_sign"}, []string{"murphy_sign"}},
	{"pseudo-negation", "No change in her chronic constipation.",
		[]string{"constipation"}, []string{"-constipation"}},
	{"negated review of systems list", "ROS: negative for fever, chills, night sweats, weight loss.",
		[]string{"-fever", "-chills", "-night_sweats", "-weight_loss"}, []string{"fever", "chills", "night_sweats", "weight_loss"}},
	{"but ends the scope", "Denies fever but reports chills.",
		[]string{"-fever", "chills"}, []string{"-chills"}},
	{"ectopic voice", "LMP 7 weeks ago, now with vaginal spotting and sharp LLQ pain; positive urine hCG. Hx of PID. On exam, L adnexal fullness and CMT.",
		[]string{"missed_period", "vaginal_bleeding", "llq_pain", "pregnancy", "pelvic_inflammatory_disease_history", "adnexal_mass", "cervical_motion_tenderness"}, nil},
	{"diverticulitis voice", "62M w/ LLQ pain x3d, subjective fevers, constipation; known diverticulosis on last colonoscopy. Exam: LLQ TTP w/ voluntary guarding, no rebound.",
		[]string{"llq_pain", "fever", "constipation", "diverticulosis_history", "llq_tenderness", "guarding", "-rebound_tenderness"}, []string{"-llq_tenderness"}},
	{"migration", "Pain started around the belly button yesterday and has since moved to the right lower quadrant; worse with coughing and walking.",
		[]string{"pain_migration_to_rlq", "periumbilical_pain", "pain_worse_with_movement"}, nil},
	{"ulcer voice", "Gnawing epigastric pain that wakes her at night, better after meals and antacids. Takes ibuprofen daily for knee arthritis.",
		[]string{"burning_epigastric_pain", "nocturnal_epigastric_pain", "pain_relieved_by_eating", "nsaid_use"}, nil},
	{"ischemia voice", "Elderly woman with AF, not anticoagulated, with abrupt severe abdominal pain; exam benign, pain out of proportion to exam. Heme+ stool.",
		[]string{"atrial_fibrillation_history", "sudden_severe_abdominal_pain", "pain_out_of_proportion_to_exam", "guaiac_positive_stool"}, nil},
	{"vital-sign words", "Febrile and tachycardic on arrival, hypotensive to the 80s, tachypneic; appears toxic. Dry mucous membranes, scleral icterus.",
		[]string{"fever_measured", "tachycardia", "hypotension", "tachypnea", "ill_appearing", "dehydration_signs", "jaundice"}, nil},
	{"normal exam words", "Afebrile, NAD, MMM, anicteric. A&Ox3.",
		[]string{"-fever_measured", "-ill_appearing", "-dehydration_signs", "-jaundice", "-altered_mental_status_sign"}, []string{"fever_measured", "jaundice"}},
	{"denied with a slash list", "Pt denies CP/SOB, f/c, BRBPR or melena.",
		[]string{"-chest_pain", "-dyspnea", "-fever", "-chills", "-bloody_diarrhea", "-melena"}, []string{"chest_pain", "dyspnea", "melena"}},
	// The pain topic (topic.go): clauses without a subject go on about the pain named before.
	{"pain described in later clauses", "44F with belly pain since Tuesday. Began near the navel, then moved to the RLQ, steady, 8/10.",
		[]string{"abdominal_pain", "periumbilical_pain", "pain_migration_to_rlq", "prolonged_constant_pain"}, nil},
	{"pain topic ends at another symptom", "Epigastric pain for a day. Nausea and vomiting as well. Constant since noon.",
		[]string{"epigastric_pain", "nausea", "vomiting"}, []string{"prolonged_constant_pain"}},
	{"a denied pain is no topic", "No chest pain. Persistent since the weekend, RUQ.",
		[]string{"-chest_pain"}, []string{"prolonged_constant_pain", "ruq_pain"}},
	{"a clause with its own finding is not the pain's", "Flank pain x2d. Persistent cough, worse with walking.",
		[]string{"flank_pain", "cough"}, []string{"prolonged_constant_pain", "limping"}},
	{"pain topic ends at a header", "Lower abdominal ache. PMH: asthma, constant inhaler use.",
		[]string{"abdominal_pain"}, []string{"prolonged_constant_pain"}},
	{"onset overnight is not nocturnal pain", "Upper abdominal pain since last night.",
		[]string{"abdominal_pain"}, []string{"nocturnal_epigastric_pain"}},
	{"appetite in other words", "Appetite down for a week, off her food.", []string{"anorexia"}, nil},
	{"pain that comes and goes", "Lower abdominal pain that comes and goes.", []string{"colicky_abdominal_pain"}, nil},
	{"gynaecological operations", "PSH: TAH/BSO 2009, tubal ligation.", []string{"prior_abdominal_surgery"}, nil},
	// Examination lines run together (the release collapses a note's lines): a label after the
	// previous line's last words still heads its line, and a denial there stays on its line.
	{"collapsed exam lines", "Neck: no JVD CV: tachycardic, regular Lungs: clear Abd: distended, tympanic Ext: no edema",
		[]string{"tachycardia", "distended_abdomen", "tympanic_abdomen", "-pitting_edema"}, []string{"abdominal_distension", "-tachycardia"}},
	{"a key and its answer", "Nausea: yes. Appetite: poor.", []string{"nausea", "anorexia"}, nil},
	// What a denial leaves out is affirmed of the exception.
	{"tender only where excepted", "Abdomen soft, non-tender except over the right lower quadrant.", []string{"rlq_tenderness"}, nil},
	{"British shorthand with an exception", "Abdo SNT apart from the RIF.", []string{"rlq_tenderness"}, nil},
	{"NT/ND with an exception", "Belly NT/ND other than the epigastrium.", []string{"epigastric_tenderness"}, nil},
	{"joined symptom pairs", "Two days of D+V. Associated N&V today.", []string{"diarrhea", "vomiting", "nausea"}, nil},
	{"vomiting in the patient's words", "She cannot keep anything down.", []string{"vomiting"}, []string{"-vomiting"}},
	// "not" denies its own phrase, not the next item of a comma list.
	{"not and a later item", "Bowels not opened for 3 days, vomiting bilious material.", []string{"vomiting"}, []string{"-vomiting"}},
	{"not governing a list with or", "Abdomen not tender, distended or rigid.", []string{"-distended_abdomen"}, nil},
	// Someone else's symptoms are not the patient's; someone else telling them, they are.
	{"a relative's symptoms", "Her husband has had vomiting and diarrhea for two days; she now has nausea.",
		[]string{"nausea"}, []string{"vomiting", "diarrhea"}},
	{"a relative with the patient", "Her son carried her up the stairs vomiting.", []string{"vomiting"}, nil},
	{"a relative telling the history", "Wife reports three episodes of vomiting overnight.", []string{"vomiting"}, nil},
	{"the patient named with the relative", "She and her roommate both have diarrhea.", []string{"diarrhea"}, nil},
	{"voiding and malaise in plain words", "Pain on voiding for two days; feels generally unwell and wiped out.",
		[]string{"dysuria", "fatigue"}, []string{"ill_appearing"}},
	{"burning urination is not epigastric", "Burning on passing urine and bladder pain since Monday.", []string{"dysuria"}, []string{"burning_epigastric_pain"}},
	{"a pain that moved", "The pain began at the navel and moved to the right side.", []string{"periumbilical_pain"}, []string{"pain_worse_with_movement"}},
	{"worse on walking is no limp", "Pain worse with coughing and walking.", []string{"pain_worse_with_movement"}, []string{"limping"}},
	{"bowels not opened, and a clause of its own", "Has not opened her bowels for four days and is vomiting.", []string{"constipation", "vomiting"}, []string{"-vomiting"}},
	{"a fever that spiked", "He spiked a fever of 39.2 C overnight.", []string{"fever_measured"}, []string{"epileptiform_discharges", "gbm_thickening"}},
	{"social history abbreviated", "Meds: none Soc: student, EtOH on weekends", []string{"alcohol_use"}, []string{"-alcohol_use"}},
	// A pain that goes round or wraps around to the back goes there as one that radiates.
	{"pain that goes round to the back", "Gnawing upper abdominal ache since dawn that goes round to his spine.",
		[]string{"pain_radiating_to_back"}, nil},
	{"pain that wraps around", "Constant pain high in the belly, wrapping around to the back like a belt.",
		[]string{"pain_radiating_to_back"}, nil},
	{"pain into both sides", "The ache spreads from the upper abdomen into both sides of her back.",
		[]string{"pain_radiating_to_back"}, nil},
	// An attack that passed within hours resolved within hours; passing gas or fainting is not it,
	// nor is "the last few hours".
	{"an attack that passed", "One earlier bout of the same pain passed within three hours.",
		[]string{"pain_resolving_within_hours"}, nil},
	{"gas passed within hours", "Passed gas twice in the past few hours.", nil, []string{"pain_resolving_within_hours"}},
	{"passed out hours ago", "Passed out briefly two hours ago.", []string{"syncope"}, []string{"pain_resolving_within_hours"}},
	{"episodes over the last hours", "Four episodes of emesis over the last six hours.", []string{"vomiting"}, []string{"pain_resolving_within_hours"}},
	// A name in quotation marks is read as part of its sentence; the patient's own words with a
	// denial stay a clause of their own.
	{"a name in quotation marks", `Her roommate had a "stomach bug" last week.`, []string{"sick_contacts"}, nil},
	{"a lay word for a fever", `His mother says he was "burning up" overnight.`, []string{"fever"}, nil},
	{"a lump that cannot be pushed back, in a clause of its own", "Left groin: hard, very tender swelling at the femoral canal; it cannot be pushed back in.",
		[]string{"irreducible_tender_bulge"}, nil},
	{"a quoted denial stays in its quotation", `Says the pain is "not too bad" and she has vomited twice.`, []string{"vomiting"}, []string{"-vomiting"}},
	// Bowel habits told as what has not happened, or in a comparative; stools described after
	// the noun.
	{"no bowel movement for days", "He has not had a bowel movement since Saturday.", []string{"constipation"}, []string{"-constipation"}},
	{"infrequent stooling", "Reports infrequent stooling for two weeks.", []string{"constipation"}, nil},
	{"pain with bowel movements is not constipation", "Denies pain with bowel movements.", nil, []string{"constipation", "-constipation"}},
	{"stools described after the noun", "Her stools have become liquid since the trip.", []string{"diarrhea"}, nil},
	{"stools that got paler", "Stools paler than usual for a week.", []string{"pale_stools"}, nil},
	{"pain low on one side", "Dull ache low on the left for three days.", []string{"llq_pain"}, nil},
	{"an appendix out long ago", "Appendix out in 1998; no other operations.", []string{"prior_appendectomy"}, nil},
	{"an operation on the abdomen", "Two previous operations on his abdomen after a stabbing.", []string{"prior_abdominal_surgery"}, nil},
	{"migration to the right side, quadrant unnamed", "Discomfort began around the navel and shifted down to the right side by evening.", []string{"pain_migration_to_rlq"}, nil},
	{"migration is to the abdomen's right", "The ache moved to the right side of her neck.", nil, []string{"pain_migration_to_rlq"}},
	{"a pelvic infection in the past", "Treated for a pelvic infection at 19.", []string{"pelvic_inflammatory_disease_history"}, nil},
	// Check boxes of a templated note: an empty box denies, a ticked one affirms and ends a
	// denial before it, under the field's label.
	{"check boxes", "ROS: [X] fever  [ ] cough  [ ] dysuria\n[x] anorexia", []string{"fever", "-cough", "-dysuria", "anorexia"}, []string{"-fever", "-anorexia"}},
	{"a ticked box under its label", "Radiation: [x] right scapula [ ] groin", []string{"pain_radiating_to_right_scapula"}, []string{"-pain_radiating_to_right_scapula"}},
	{"arrows for decreased and increased", "Abd: BS \u2193, TTP LLQ. Chest: \u2193 breath sounds at the left base. Appetite \u2193.",
		[]string{"hypoactive_bowel_sounds", "diminished_breath_sounds", "anorexia"}, []string{"hyperactive_bowel_sounds"}},
	{"the vomit described in a clause of its own", "Vomited five times, at first food, later dark green.", []string{"vomiting", "bilious_vomiting"}, nil},
	{"vomit that was not bilious", "One vomit (nonbloody, non-bilious).", []string{"vomiting"}, []string{"bilious_vomiting"}},
	{"a new subject's own statement after a denial", "The gallbladder is not distended and its wall measures 7 mm, thickened.", []string{"-gallbladder_distension", "gallbladder_wall_thickening"}, []string{"-gallbladder_wall_thickening"}},
	{"nil is no", "Nil alcohol. Nil nausea or diarrhoea.", []string{"-alcohol_use", "-nausea", "-diarrhea"}, []string{"alcohol_use", "nausea", "diarrhea"}},
	{"IDC is a catheter where urine is spoken of", "Long-term IDC for retention, changed last week; turbid urine in the bag.", []string{"indwelling_catheter"}, []string{"invasive_ductal_histology", "csf_neutrophilic_pleocytosis"}},
	{"IDC is a carcinoma in a breast biopsy", "Breast core biopsy: IDC, grade 3.", []string{"invasive_ductal_histology"}, []string{"indwelling_catheter"}},
	{"air and stool in the urine", "For a month she has passed gas when voiding and seen brown specks of stool in the urine.", []string{"pneumaturia", "fecaluria"}, nil},
	{"constant is not always the pain", "Constant nausea since lunch, with crampy pain that comes and goes.", []string{"nausea"}, []string{"prolonged_constant_pain"}},
	{"pain on waking is no nocturnal pain", "Woke this morning with pain in the right lower abdomen.", nil, []string{"nocturnal_epigastric_pain"}},
	{"a finding that has resolved is gone", "The stranding around the sigmoid seen on the last scan has resolved.", []string{"-pericolic_fat_stranding"}, []string{"pericolic_fat_stranding"}},
	{"boxes after their items", "Abdomen: tender in the left iliac fossa. Guarding \u2610  Rebound \u2610  Distension \u2612 Bowel sounds \u2612 hyperactive",
		[]string{"-guarding", "-rebound_tenderness", "hyperactive_bowel_sounds"}, []string{"guarding", "rebound_tenderness", "-hyperactive_bowel_sounds"}},
	{"signs written +ve and -ve", "Murphy's +ve. Rovsing's -ve, psoas neg.", []string{"murphy_sign", "-rovsing_sign", "-psoas_sign"}, []string{"rovsing_sign", "psoas_sign", "-murphy_sign"}},
	{"counted attacks in a past span", "Three shorter attacks of the same pain over the past year.", []string{"previous_similar_episodes"}, nil},
	{"a count of episodes today is no history", "Two episodes of vomiting since noon; a 52 year old man.", []string{"vomiting"}, []string{"previous_similar_episodes"}},
	{"check box glyphs", "\u2611 vomiting \u2610 diarrhoea \u2612 nausea", []string{"vomiting", "-diarrhea", "nausea"}, []string{"-vomiting", "-nausea"}},
	{"feeling about to vomit is nausea", "All evening he felt like vomiting but nothing came up.", []string{"nausea"}, []string{"vomiting"}},
	{"vomiting and then only the feeling", "Vomited twice overnight, and this morning only the urge to vomit.", []string{"vomiting", "nausea"}, nil},
}

func TestRead(t *testing.T) {
	l := lex(t)
	for _, tc := range readCases {
		t.Run(tc.name, func(t *testing.T) {
			got := polarities(l.Read(tc.text))
			for _, w := range tc.want {
				if !got[w] {
					t.Errorf("missing %s; read %s", w, keysOf(got))
				}
			}
			for _, n := range tc.not {
				if got[n] {
					t.Errorf("read %s, which the text does not say; read %s", n, keysOf(got))
				}
			}
		})
	}
}

func TestSections(t *testing.T) {
	l := lex(t)
	text := "HPI: RLQ pain since yesterday.\nPast Medical History: diabetes, HTN\nPSH: appendectomy as a child\nFamily History: mother with gallstones\nSocial History: smokes 1 ppd\nPHYSICAL EXAM:\nAbd: guarding in the RLQ"
	want := map[string]string{
		"rlq_pain":                "hpi",
		"diabetes_history":        "pmh",
		"hypertension_history":    "pmh",
		"prior_abdominal_surgery": "psh",
		"smoker":                  "social",
		"guarding":                "exam",
	}
	got := map[string]string{}
	for _, m := range l.Read(text) {
		got[m.Concept] = m.Section
	}
	for c, s := range want {
		if got[c] != s {
			t.Errorf("%s: section %q, want %q (all: %v)", c, got[c], s, got)
		}
	}
}

func TestVitals(t *testing.T) {
	l := lex(t)
	cases := []struct {
		text string
		want []string
	}{
		{"VS: 98.9 88 124/70 16 98%RA", []string{"-fever_measured", "-tachycardia", "-hypotension", "-tachypnea", "-hypoxia"}},
		{"T 101.2 P 112 BP 90/60 RR 22 O2 95% RA", []string{"fever_measured", "tachycardia", "tachypnea", "-hypoxia"}},
		{"VS 38.9 / 121 / 84/50 / 26 / 90% 4L NC", []string{"fever_measured", "tachycardia", "hypotension", "tachypnea", "hypoxia"}},
		{"vitals: 97.9 /76/ 128/74 /14/ 99%", []string{"-fever_measured", "-tachycardia", "-hypotension", "-tachypnea", "-hypoxia"}},
		{"Vitals: T 38.9C HR 124 BP 82/44 RR 28 SpO2 88% on RA", []string{"fever_measured", "tachycardia", "hypotension", "tachypnea", "hypoxia"}},
		{"Triage: 37.1 72 118/76 14 100% RA", []string{"-fever_measured", "-tachycardia", "-hypotension", "-tachypnea", "-hypoxia"}},
		// Bars between the values, a rhythm after the pulse, a mean pressure after the pressure.
		{"Obs: 38.4 | 118 | 96/58 | 24 | 95% RA", []string{"fever_measured", "tachycardia", "tachypnea", "-hypoxia"}},
		{"Obs: 39.0  124 AF  86/50 (MAP 62)  26  93% RA", []string{"fever_measured", "tachycardia", "hypotension", "tachypnea"}},
		{"37.2 °C | 72 reg | 126/78 | 14 | 99% RA", []string{"-fever_measured", "-tachycardia", "-hypotension", "-tachypnea", "-hypoxia"}},
		{"Tmax 102.4, heart rate of 130, blood pressure 178/104", []string{"fever_measured", "tachycardia", "hypertension_measured"}},
		{"temperature of 38.6 and pulse 96", []string{"fever_measured", "-tachycardia"}},
		// Ranges told by their decade.
		{"HR in the 120s, SBP in the low 80s, sats in the high 80s on RA, RR into the 30s", []string{"tachycardia", "hypotension", "hypoxia", "tachypnea"}},
		{"heart rate remained in the 80s", []string{"-tachycardia"}},
		{"Initial vitals 100.9, 105, 135/80, 18, 97%", []string{"fever_measured", "tachycardia", "-tachypnea", "-hypoxia"}},
		// A temperature right after the vital-signs label, the others labelled; a saturation
		// told by what the patient breathes.
		{"VS 38.9 C, HR 121, BP 94/58, RR 22, 95% on RA", []string{"fever_measured", "tachycardia", "tachypnea", "-hypoxia"}},
		{"Vitals 101.5F, pulse 88", []string{"fever_measured", "-tachycardia"}},
		{"Saturating 88% RA, improved to 95% on 4L", []string{"hypoxia"}},
		// A fever word with its number.
		{"sent in for fever of 101.8 and confusion", []string{"fever_measured"}},
		{"4 days of fevers (up to 39.4 at home)", []string{"fever_measured"}},
		{"intermittent fevers as high as 103", []string{"fever_measured"}},
	}
	// A saturation on supplemental oxygen does not deny hypoxia; a bare number after the label
	// may be a pulse and is no temperature.
	for text, not := range map[string]string{"Saturating 88% RA, improved to 95% on 4L": "-hypoxia", "sat 96% on 2L NC": "-hypoxia",
		"VS: 98 118/72 18 97%RA":        "-fever_measured",
		"fever 10 days ago, none since": "fever_measured"} {
		if got := polarities(l.Vitals(text)); got[not] {
			t.Errorf("%q: read %s", text, not)
		}
	}
	for _, tc := range cases {
		got := polarities(l.Vitals(tc.text))
		for _, w := range tc.want {
			if !got[w] {
				t.Errorf("%q: missing %s; read %s", tc.text, w, keysOf(got))
			}
		}
	}
	// Numbers that are not vitals stay unread.
	if ms := l.Vitals("Seen on 12/10 for a 3 cm cyst; 2 tabs of 500 mg"); len(ms) != 0 {
		t.Errorf("read vitals from a note without them: %v", ms)
	}
}

func TestReadReport(t *testing.T) {
	l := lex(t)
	cases := []struct {
		name    string
		text    string
		want    []string
		normal  []string
		notNorm []string
	}{
		// A phrase holding its pattern's other word ("pericardial fluid") is read by itself.
		{"findings named by one phrase", "Small amount of intraperitoneal air near the falciform ligament. Trace pericardial fluid. Left pleural fluid. Endplate fracture of L1. Hepatic metastasis in segment 6.",
			[]string{"pneumoperitoneum_ct", "pericardial_effusion", "lung_base_pleural_effusion", "vertebral_compression_fracture", "liver_metastases"}, nil, nil},
		{"CT organ by organ", `FINDINGS:
LOWER THORAX: Trace bilateral pleural effusions.
LIVER: Unremarkable.
HEPATOBILIARY: No intrahepatic or extrahepatic biliary dilatation. The gallbladder is unremarkable.
PANCREAS: Normal.
SPLEEN: Normal size.
KIDNEYS: No hydronephrosis. No renal stones.
GASTROINTESTINAL: The appendix is dilated to 13 mm with surrounding fat stranding and an appendicolith at its base. No free air.
PELVIS: Small amount of free fluid in the pelvis.`,
			[]string{"lung_base_pleural_effusion", "dilated_appendix", "periappendiceal_fat_stranding", "appendicolith", "free_pelvic_fluid", "-hydronephrosis", "-renal_calculus", "-intrahepatic_biliary_dilation"},
			[]string{"liver", "gallbladder", "pancreas", "spleen", "kidneys", "bile_ducts"}, []string{"appendix", "peritoneum", "lung_bases"}},
		{"ultrasound paragraph", "FINDINGS: The gallbladder is distended and contains multiple shadowing stones, one of which appears lodged in the neck. Gallbladder wall thickening to 5 mm is present, along with trace pericholecystic fluid. A sonographic Murphy sign was elicited. The common bile duct measures 4 mm. The liver and pancreas are unremarkable.",
			[]string{"gallbladder_distension", "gallstones", "impacted_gallbladder_neck_stone", "gallbladder_wall_thickening", "pericholecystic_fluid", "sonographic_murphy_sign"},
			[]string{"liver", "pancreas"}, []string{"gallbladder"}},
		{"normal appendix", "IMPRESSION: Normal appendix. No evidence of appendicitis.", []string{"normal_caliber_appendix"}, []string{"appendix"}, nil},
		{"a fistula from the colon to the bladder", "The inflamed sigmoid is tethered to the bladder dome, with a fistulous tract between them and gas in the bladder.",
			[]string{"colovesical_fistula"}, nil, nil},
		// An organ named as not seen leaves its unreported findings unknown, even beside an
		// abnormal one of the same organ (an abscess in the appendix's place).
		{"an appendix not seen beside its extruded stone", "FINDINGS: A gas-containing collection lies in the right lower quadrant. The appendix is not separately identified. A calcified appendicolith lies free within the collection.",
			[]string{"appendiceal_perforation_signs", "appendicolith"}, nil, nil},
		// An appendix whose wall is broken is perforated, even after a clause that could not see
		// part of it.
		{"a faecolith in a diverticulum, a normal appendix", "The appendix is normal in calibre and gas-filled. A caecal diverticulum is surrounded by stranding. It contains a faecolith.",
			[]string{"normal_caliber_appendix", "colonic_diverticula"}, nil, nil},
		{"a broken appendix wall", "The appendix tip cannot be traced and its wall is disrupted, with a small adjacent gas-containing collection.",
			[]string{"appendiceal_perforation_signs"}, nil, nil},
		{"obstruction", "Multiple dilated loops of small bowel up to 4 cm with a transition point in the right lower quadrant and decompressed distal ileum. Small bowel feces sign. No pneumatosis or portal venous gas.",
			[]string{"dilated_small_bowel_loops", "transition_point", "decompressed_distal_bowel", "small_bowel_feces_sign", "-pneumatosis_intestinalis", "-portal_venous_gas"}, nil, nil},
		{"pelvic ultrasound", "The right ovary is enlarged, measuring 6 cm, with no internal arterial flow on color Doppler. Whirlpool sign of the vascular pedicle. Moderate free fluid in the cul-de-sac.",
			[]string{"enlarged_ovary", "absent_ovarian_flow", "whirlpool_sign", "free_pelvic_fluid"}, nil, nil},
		// The organ a sentence opens with is what its later clauses speak of, and an organ
		// sub-section's header is what its sentences speak of.
		// A sentence led by a denied part goes on about the organ before it; an organ a
		// sub-section calls surgically absent was taken out.
		// A measured item ends a list of denials; a sign the study could not test is unknown;
		// a two-letter organ header and a sonographer's shorthand are read.
		{"measured item after a denial", "Gallbladder packed with sludge, no calculi, wall 6 mm thick, trace fluid around the gallbladder.",
			[]string{"gallbladder_sludge", "-gallstones", "gallbladder_wall_thickening", "pericholecystic_fluid"}, nil, nil},
		{"appendix described by its shape", "A tubular blind-ending structure in the right lower quadrant measures 11 mm with surrounding fat stranding.",
			[]string{"dilated_appendix", "periappendiceal_fat_stranding"}, nil, nil},
		{"technologist shorthand", "GB: several stones, wall 5 mm, +sono Murphy.", []string{"gallstones", "gallbladder_wall_thickening", "sonographic_murphy_sign"}, nil, nil},
		{"organ headers on lines of their own", "Liver:\nUnremarkable.\n\nGallbladder/bile ducts:\nNormal.",
			nil, []string{"liver", "gallbladder", "bile_ducts"}, nil},
		{"a sentence led by an organ's part", "The appendix lies deep in the pelvis. The distal half is dilated to 9 mm.", []string{"dilated_appendix"}, nil, nil},
		// A report wrapped at a fixed width reads as the sentences it wraps.
		{"lines wrapped inside a sentence", "FINDINGS:\nThe sigmoid colon shows numerous diverticula and a long segment of mural thickening with\nsurrounding pericolic fat stranding. No abscess.",
			[]string{"sigmoid_wall_thickening", "pericolic_fat_stranding"}, nil, nil},
		// A lesion the terminology does not name keeps its organ from being normal, whatever
		// else a clause denies there.
		{"an unnamed lesion", "In the right hepatic lobe there is an ill-defined 5 cm hypoattenuating lesion without calcification or gas.\nIMPRESSION: Indeterminate hepatic lesion; a neoplasm is less likely.",
			nil, nil, []string{"liver"}},
		// A gland enlarged with stranding and fluid around it is all three; a bowel that changes
		// caliber has a transition point.
		{"an inflamed pancreas with its surroundings", "The pancreatic tail is swollen, with peripancreatic fat stranding and a little fluid around it.",
			[]string{"pancreatic_edema", "peripancreatic_inflammation", "peripancreatic_fluid"}, nil, nil},
		{"a bowel that changes caliber", "Dilated jejunal loops to 3.8 cm; the bowel changes caliber abruptly in the left lower quadrant.",
			[]string{"dilated_small_bowel_loops", "transition_point"}, nil, nil},
		// A CT's enhancing wall and a Doppler's hyperemic one are two findings.
		{"an enhancing appendix on CT", "The appendix measures 10 mm, with avidly enhancing walls and surrounding stranding.",
			[]string{"dilated_appendix", "appendiceal_wall_enhancement"}, nil, nil},
		{"a hyperemic appendix on Doppler", "The appendix is noncompressible, 9 mm, with a hyperemic wall on color Doppler.",
			[]string{"appendiceal_wall_hyperemia"}, nil, nil},
		// A measurement within normal limits denies the finding.
		{"a thin wall is not thick", "The gallbladder holds several stones. Wall measures 2 mm.",
			[]string{"gallstones", "-gallbladder_wall_thickening"}, nil, nil},
		{"a common duct of normal calibre", "The common bile duct measures 4 mm.", []string{"-cbd_dilation"}, nil, nil},
		{"a common duct's size without a verb", "Gallbladder with stones. CBD 5 mm.", []string{"gallstones", "-cbd_dilation"}, nil, nil},
		{"a wide common duct by its size", "The common duct is 11 mm.", []string{"cbd_dilation"}, nil, nil},
		{"a common duct called dilated at a borderline size", "The CBD is dilated, measuring 8 mm.", []string{"cbd_dilation"}, nil, nil},
		// A lesion's dimensions count as one word toward a pattern's window.
		{"a liver lesion with its dimensions", "Within the right lobe of the liver there is a 5.1 x 4.3 cm heterogeneous, predominantly hypoechoic lesion with internal debris.",
			[]string{"hypoechoic_liver_lesion"}, nil, nil},
		{"an abrupt transition, collapsed bowel beyond", "Dilated small bowel loops with an abrupt transition in the right lower quadrant and collapsed distal ileum and colon.",
			[]string{"dilated_small_bowel_loops", "transition_point", "decompressed_distal_bowel", "!syncope"}, nil, nil},
		// Organ-by-organ lines headed in ordinary case by any organ's name, not only by the
		// sub-sections the terminology lists.
		// Structured "key: value" lines: the key that is no header and its value are one clause.
		{"synoptic key-value lines", "Periappendiceal fat: echogenic. Appendicolith: not seen. CBD diameter: 9 mm. Hydronephrosis: mild on the right.",
			[]string{"echogenic_periappendiceal_fat", "-appendicolith", "cbd_dilation", "hydronephrosis"}, nil, nil},
		// A report read twice: the final read replaces a preliminary one where they disagree, an
		// addendum corrects by calling an organ normal and otherwise adds.
		{"final read over a preliminary one", "PRELIMINARY READ: dilated appendix with surrounding stranding.\nFINAL REPORT: The appendix is normal in caliber at 5 mm without adjacent inflammation.",
			[]string{"normal_caliber_appendix", "!dilated_appendix"}, []string{"appendix"}, nil},
		{"final read that could not assess the organ", "Wet read: dilated appendix. Final read: the appendix is not visualized.",
			[]string{"!dilated_appendix"}, nil, []string{"appendix"}},
		{"addendum that retracts", "FINDINGS: Dilated appendix measuring 9 mm.\nADDENDUM: On the coronal images this structure is terminal ileum; the appendix itself is normal.",
			[]string{"!dilated_appendix"}, []string{"appendix"}, nil},
		{"addendum that adds", "FINDINGS: The appendix is dilated to 11 mm with periappendiceal fat stranding.\nADDENDUM: A 4 mm appendicolith is also present in its mid portion.",
			[]string{"dilated_appendix", "periappendiceal_fat_stranding", "appendicolith"}, nil, nil},
		{"an appendix told by its shape on ultrasound", "Right lower quadrant: aperistaltic tubular structure of 10 mm, noncompressible, tender under the probe.",
			[]string{"dilated_appendix", "noncompressible_appendix"}, nil, nil},
		{"an MRI of the appendix", "MRI: The appendix measures 10 mm with periappendiceal T2 hyperintense fluid.",
			[]string{"dilated_appendix", "periappendiceal_fat_stranding"}, nil, nil},
		{"a zone of transition", "Fluid-filled small bowel loops up to 3.4 cm with a zone of transition in the left mid abdomen.",
			[]string{"dilated_small_bowel_loops", "transition_point"}, nil, nil},
		// The topic organ named again in a later clause of its sentence keeps the clause on it.
		{"topic organ named again", "The sigmoid colon has extensive diverticulosis, with a long segment of wall thickening and pericolic stranding.",
			[]string{"sigmoid_wall_thickening", "pericolic_fat_stranding", "colonic_diverticula"}, nil, nil},
		{"mixed-case organ headers inline", "Liver: Normal. Sigmoid colon: thickened wall with stranding of the adjacent fat. Kidneys and ureters: no hydronephrosis.",
			[]string{"sigmoid_wall_thickening", "pericolic_fat_stranding", "-hydronephrosis"}, []string{"liver"}, nil},
		// An appendix on ultrasound told as a blind-ending structure, its stone seen, not named.
		{"a blind-ending structure on ultrasound", "In the right lower quadrant there is a blind-ending, noncompressible tubular structure measuring 9 mm.",
			[]string{"dilated_appendix", "noncompressible_appendix"}, nil, nil},
		{"an appendiceal stone described", "The appendix is dilated to 10 mm. A 6 mm calcified focus is present within the appendiceal lumen.",
			[]string{"dilated_appendix", "appendicolith"}, nil, nil},
		// The classic acute gallbladder: distended and thick-walled; a normally distended one is not.
		{"a distended gallbladder with a thick wall", "Distended gallbladder with wall thickening and pericholecystic fat stranding.",
			[]string{"gallbladder_distension", "gallbladder_wall_thickening", "pericholecystic_fat_stranding"}, nil, nil},
		{"a normally distended gallbladder", "The gallbladder is normally distended without mural thickening or pericholecystic fluid.",
			[]string{"!gallbladder_distension"}, []string{"gallbladder"}, nil},
		// A target sign is the appendix's only beside the appendix; another organ's
		// heterogeneous enhancement is not the kidney's.
		{"a liver abscess's double target", "There is a 4.2 cm hypodense lesion in segment 8 of the liver with a peripherally enhancing rim (double target sign).",
			[]string{"rim_enhancing_hepatic_collection", "!noncompressible_appendix", "!target_sign"}, nil, nil},
		{"an intussusception's target", "Ileocolic intussusception with a target sign in the right abdomen.", []string{"target_sign", "!noncompressible_appendix"}, nil, nil},
		{"an appendix's target", "The appendix is dilated to 9 mm with a target appearance on transverse images.",
			[]string{"dilated_appendix", "noncompressible_appendix", "!target_sign"}, nil, nil},
		{"a pancreas enhancing unevenly", "Diffuse pancreatic enlargement with heterogeneous enhancement and peripancreatic fat stranding.",
			[]string{"peripancreatic_inflammation", "!striated_nephrogram"}, nil, nil},
		// Debris in the urinary bladder is no gallbladder sludge.
		{"debris in the urinary bladder", "The bladder is partially distended with layering debris.", []string{"!gallbladder_sludge"}, nil, nil},
		// Small bowel by its calibre: dilated above 3 cm, normal up to 2.5 cm.
		{"small bowel wide by its calibre", "Small bowel loops measure up to 3.6 cm, with a transition point in the right lower quadrant.",
			[]string{"dilated_small_bowel_loops", "transition_point"}, nil, nil},
		{"small bowel of normal calibre", "Small bowel loops measure up to 2.1 cm in diameter.", []string{"-dilated_small_bowel_loops"}, nil, nil},
		{"a thick small bowel wall is no calibre", "Small bowel wall thickening measuring 6 mm in the ileum.", []string{"terminal_ileal_wall_thickening"}, nil, nil},
		// After a cholecystectomy a duct of up to 10 mm is usually normal.
		{"a common duct after cholecystectomy", "Status post cholecystectomy. The common bile duct measures 8 mm.",
			[]string{"prior_cholecystectomy", "prior_abdominal_surgery", "-cbd_dilation"}, nil, nil},
		{"a wide duct after cholecystectomy", "The gallbladder has been removed. The common duct measures 14 mm.",
			[]string{"prior_cholecystectomy", "cbd_dilation"}, nil, nil},
		{"denied part after its organ", "The gallbladder holds a few small stones. No wall thickening or surrounding fluid.",
			[]string{"gallstones", "-gallbladder_wall_thickening"}, nil, nil},
		{"removed organ under its header", "GALLBLADDER: Surgically absent.\nAPPENDIX: Surgically removed.",
			[]string{"prior_cholecystectomy", "prior_appendectomy"}, nil, nil},
		{"organ named once, findings after commas", "The appendix lies in a pelvic position, is fluid-filled and measures 12 mm, with mural hyperenhancement and extensive adjacent stranding.",
			[]string{"dilated_appendix", "appendiceal_wall_enhancement", "periappendiceal_fat_stranding"}, nil, []string{"appendix"}},
		{"gallbladder list after a comma", "The gallbladder is tense and enlarged, with a thick wall, trace fluid around it and a stone impacted in the neck.",
			[]string{"gallbladder_distension", "gallbladder_wall_thickening", "pericholecystic_fluid", "impacted_gallbladder_neck_stone"}, nil, []string{"gallbladder"}},
		{"organ header speaks for its lines", `FINDINGS:

GALLBLADDER:
Distended to 11 cm. Wall thickened to 6 mm with a striated appearance. Layering sludge.

PANCREAS:
Normal in size and attenuation.`,
			[]string{"gallbladder_distension", "gallbladder_wall_thickening", "gallbladder_sludge"}, []string{"pancreas"}, []string{"gallbladder"}},
		// A sentence led by a part of the organ before it goes on about that organ, and a wall
		// measured above 3 mm is thick; one measured under it is not.
		{"wall measured in the next sentence", "The gallbladder holds several stones. Wall measures 6 mm, with a little fluid adjacent.",
			[]string{"gallstones", "gallbladder_wall_thickening", "pericholecystic_fluid"}, nil, []string{"gallbladder"}},
		{"thin wall measured", "The gallbladder holds several stones. Wall measures 2 mm.",
			[]string{"gallstones"}, nil, nil},
		// A clause that opens with where a finding is names its organ however long the place is.
		{"place first, parenthesis", "Within the posterior segment of the right hepatic lobe (segment 7) is an 8 cm fluid collection with a thick enhancing wall and internal gas.",
			[]string{"rim_enhancing_hepatic_collection", "gas_in_hepatic_collection"}, nil, nil},
		// A collection's air-fluid level is neither blood in the abdomen nor an obstruction's.
		{"collection with an air-fluid level", "A complex 4 cm collection with an enhancing rim and an air-fluid level sits between the sigmoid colon and the bladder.",
			[]string{"pericolic_abscess"}, nil, nil},
		{"gas in the bowel wall in words", "Several jejunal loops show a thin line of gas within their walls.",
			[]string{"pneumatosis_intestinalis"}, nil, nil},
		{"an enlarged prostate", "Mildly enlarged prostate indenting the bladder base.",
			[]string{"enlarged_prostate_imaging"}, nil, nil},
		// A sentence led by "it" speaks of the organ before it, whatever organ it then touches.
		{"pronoun subject touching other organs", "The appendix lies behind the cecum. It measures 12 mm with inflamed fat that reaches the psoas muscle and the right ureter.",
			[]string{"dilated_appendix", "periappendiceal_fat_stranding"}, nil, []string{"appendix"}},
		{"free air under the diaphragm on an erect film", "Upright view: crescents of free gas under both hemidiaphragms.",
			[]string{"free_air_on_radiograph", "free_air_under_diaphragm"}, nil, nil},
		{"free fluid under a pelvis sub-section", "KIDNEYS:\nNo hydronephrosis.\n\nPELVIS:\nSmall amount of free fluid, probably physiologic.",
			[]string{"free_pelvic_fluid", "-hydronephrosis"}, nil, nil},
		// A lesion's vascularity is not the vessels: the adnexa stays the topic.
		{"a ring beside the ovary", "Within the right adnexa, apart from the right ovary, there is a 2 cm echogenic ring with marked peripheral vascularity.",
			[]string{"extrauterine_adnexal_mass"}, nil, nil},
		// Stones are not an organ of their own: under the gallbladder they are gallstones.
		{"calculi under the gallbladder's label", "GALLBLADDER:\nMany small mobile shadowing calculi, the largest 9 mm.",
			[]string{"gallstones"}, nil, []string{"gallbladder"}},
		{"it is the later subject", "The liver is homogeneous and the appendix lies behind the cecum. It measures 12 mm.",
			[]string{"dilated_appendix"}, nil, []string{"appendix"}},
		{"an impression after a denial", "An appendicolith lies in a phlegmon; the appendix cannot be traced, compatible with a perforated appendix.",
			[]string{"appendicolith", "appendiceal_perforation_signs"}, nil, nil},
		{"fluid between loops, loops filled with fluid", "Several nondilated jejunal loops are filled with fluid. A little fluid between the loops.",
			[]string{"fluid_filled_bowel_loops", "free_fluid_abdomen"}, nil, nil},
		{"one phrase, two findings", "Marked pericholecystic fat stranding and fluid.",
			[]string{"pericholecystic_fat_stranding", "pericholecystic_fluid"}, nil, nil},
		{"colon subject with two findings", "The descending colon, which contains many diverticula, shows segmental wall thickening with surrounding inflammatory stranding.",
			[]string{"colonic_diverticula", "pericolic_fat_stranding"}, nil, []string{"colon"}},
		{"dilated and fluid-filled loops", "Several dilated fluid-filled loops of jejunum up to 3.8 cm, with an abrupt change in caliber in the pelvis.",
			[]string{"dilated_small_bowel_loops", "transition_point"}, nil, []string{"bowel"}},
		{"the topic's ducts, named apart", "Bile ducts: Intrahepatic and extrahepatic biliary dilatation down to the ampulla.",
			[]string{"intrahepatic_biliary_dilation", "cbd_dilation"}, nil, nil},
		{"an operation told by its clips", "Surgical clips in the gallbladder fossa. No biliary dilatation.",
			[]string{"prior_cholecystectomy", "prior_abdominal_surgery"}, nil, nil},
		{"an organ surgically absent", "PELVIS: The uterus is surgically absent. No free fluid.",
			[]string{"prior_abdominal_surgery"}, nil, nil},
		{"fluid-filled loops not dilated", "Fluid-filled loops of jejunum without dilatation.",
			[]string{"fluid_filled_bowel_loops", "-dilated_small_bowel_loops"}, nil, nil},
		{"modifiers joined by commas", "A large, rim-enhancing, multiloculated collection in the right hepatic lobe, 5 cm across.",
			[]string{"rim_enhancing_hepatic_collection"}, nil, []string{"liver"}},
		{"a neighbouring organ does not exclude", "A 4 cm hypoechoic lesion with internal debris in the right hepatic lobe, abutting the gallbladder.",
			[]string{"hypoechoic_liver_lesion"}, nil, []string{"liver"}},
		{"a neighbouring organ is not the topic", "LIVER:\nIn the right lobe, adjacent to the gallbladder, there is a 4 cm complex hypoechoic lesion with thick walls and internal debris.",
			[]string{"hypoechoic_liver_lesion"}, nil, []string{"liver"}},
		{"a list of nouns is not a list of modifiers", "Lipase, amylase and bilirubin are normal. Gallstones, sludge.",
			[]string{"gallstones", "gallbladder_sludge"}, nil, nil},
		{"a long clause about its subject", "The mid sigmoid colon demonstrates a 9 cm segment of circumferential mural thickening with several inflamed diverticula and haziness of the adjacent mesenteric fat.",
			[]string{"sigmoid_wall_thickening", "colonic_diverticula", "pericolic_fat_stranding"}, nil, []string{"colon"}},
		{"a remote organ named under another's header is still read", "LIVER:\nNormal. Incidental 2 cm spiculated mass in the right lower lobe of the lung.",
			[]string{"lung_mass"}, nil, nil},
		{"carried subject does not cross sentences", "The appendix is normal. Wall thickening of the sigmoid colon.",
			[]string{"normal_caliber_appendix"}, []string{"appendix"}, nil},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			r := l.ReadReport(tc.text)
			got := polarities(r.Mentions)
			for _, w := range tc.want {
				if not, ok := strings.CutPrefix(w, "!"); ok { // "!c": c read neither way
					if got[not] || got["-"+not] {
						t.Errorf("read %s; read %s", not, keysOf(got))
					}
					continue
				}
				if !got[w] {
					t.Errorf("missing %s; read %s", w, keysOf(got))
				}
			}
			norm := map[string]bool{}
			for _, o := range r.Normal {
				norm[o] = true
			}
			for _, o := range tc.normal {
				if !norm[o] {
					t.Errorf("organ %s not read as normal; normal: %v", o, r.Normal)
				}
			}
			for _, o := range tc.notNorm {
				if norm[o] {
					t.Errorf("organ %s read as normal; normal: %v", o, r.Normal)
				}
			}
		})
	}
}

// TestReportNotRead: what a report's words must not be read as.
func TestReportNotRead(t *testing.T) {
	l := lex(t)
	cases := []struct{ name, text, unread string }{
		{"a collection is not blood", "A complex 4 cm collection with an enhancing rim and an air-fluid level sits between the sigmoid colon and the bladder.", "hemoperitoneum"},
		{"a collection's level is not the bowel's", "A complex 4 cm collection with an enhancing rim and an air-fluid level sits between the sigmoid colon and the bladder.", "stepladder_air_fluid_levels"},
		{"gas in a collection away from the liver", "BOWEL:\nA collection containing gas lies beside the sigmoid colon.", "gas_in_hepatic_collection"},
		{"a sinus level", "Air-fluid level in the right maxillary sinus.", "stepladder_air_fluid_levels"},
		{"the pelvis's free fluid is not the abdomen's", "PELVIS:\nSmall amount of free fluid.", "free_fluid_abdomen"},
		{"a second subject with its own verb", "The appendix lies behind the cecum. It measures 12 mm and the right kidney is normal.", "normal_caliber_appendix"},
		{"fluid tracking is not a drug user's tracks", "Inflammatory fluid tracks along the left paracolic gutter.", "track_marks"},
		{"gas in the gallbladder wall is not the bowel's", "Foci of gas in the wall of the distended gallbladder.", "pneumatosis_intestinalis"},
		{"a liver lesion without flow is not an ovary's", "A 5 cm hypoechoic lesion in the right lobe of the liver shows no internal vascularity.", "absent_ovarian_flow"},
		{"a liver lesion in a lobe is not a lung mass", "Complex hypoechoic lesion in the right lobe, segment 7, 4 cm.", "lung_mass"},
		{"a neoplasm is not a lung mass", "Indeterminate hepatic lesion; a neoplasm is less likely.", "lung_mass"},
		{"a sign that could not be tested", "The sonographic Murphy sign could not be assessed (patient sedated).", "sonographic_murphy_sign"},
		{"settled stones are not a layered wall", "Several layering calculi lie in the dependent gallbladder.", "gallbladder_wall_thickening"},
		{"a study's peritoneum is not the examiner's rigidity", "Smooth peritoneal thickening and enhancement in the pelvis.", "abdominal_rigidity"},
		{"a study's peritoneum is not the examiner's rebound", "Smooth peritoneal thickening and enhancement in the pelvis.", "rebound_tenderness"},
		{"hypodense lesions in a liver's lobe are not a brain infarct", "LIVER:\nThree new hypodense lesions with enhancing rims in the right lobe, up to 3 cm.", "acute_infarct_hypodensity"},
		{"a liver's lesions in a lobe are not a lung mass", "LIVER:\nThree new hypodense lesions with enhancing rims in the right lobe, up to 3 cm.", "lung_mass"},
		{"intrahepatic ducts under a biliary header are not the common duct", "BILIARY:\nMild intrahepatic ductal dilatation in the left lobe.", "cbd_dilation"},
		{"intrahepatic ducts under a biliary header, in a list", "Biliary: Intrahepatic biliary dilatation, worse on the left.", "cbd_dilation"},
		{"a stented LAD is the artery, not lymph nodes", "Heavy coronary calcification; a stent in the LAD.", "lymphadenopathy"},
		{"a mass of the pancreas is not its edema", "PANCREAS:\nA hypoenhancing mass in the pancreatic head, 3 cm, encases the SMA.", "pancreatic_edema"},
		{"dilated fluid-filled loops are an obstruction's, not an enteritis's", "Several dilated fluid-filled loops of jejunum up to 3.8 cm.", "fluid_filled_bowel_loops"},
		{"an ileum dilated and filled with fluid", "The distal ileum is dilated and filled with fluid.", "fluid_filled_bowel_loops"},
		{"a bright liver lesion is not the brain's white matter", "Liver:\nA septated lesion in segment 7, T2 hyperintense, with a thick enhancing wall.", "nonspecific_white_matter_hyperintensities"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			for _, m := range l.ReadReport(tc.text).Mentions {
				if m.Concept == tc.unread {
					t.Errorf("read %s (negated %v) in %q", m.Concept, m.Negated, tc.text)
				}
			}
		})
	}
}

// TestReportUnsure: an organ the study could not see, or one with an equivocal finding, is
// neither normal nor abnormal; a clause that denies a finding with the same words is a denial.
func TestReportUnsure(t *testing.T) {
	l := lex(t)
	cases := []struct {
		name                   string
		text                   string
		unsure, normal, denied []string
	}{
		{"appendix not seen", "The gallbladder is normal. The appendix is not visualized.", []string{"appendix"}, []string{"gallbladder"}, nil},
		{"appendix could not be identified", "Graded compression of the right lower quadrant: the appendix could not be identified.", []string{"appendix"}, nil, nil},
		{"pancreas behind bowel gas", "PANCREAS: Obscured by overlying bowel gas.", []string{"pancreas"}, nil, nil},
		{"partly obscured, the rest normal", "The pancreas is partially obscured by bowel gas; the visualized portions are normal.", nil, []string{"pancreas"}, nil},
		{"a denied finding is no unseen organ", "No free fluid is seen in the pelvis.", nil, nil, []string{"free_fluid_abdomen"}},
		{"an equivocal finding", "The appendix measures 6 mm; early appendicitis cannot be excluded.", []string{"appendix"}, nil, nil},
		{"an abnormal organ is not unsure", "The appendix is dilated to 11 mm. A second loop is not seen.", nil, nil, nil},
		{"an organ named as not seen stays unsure beside its abnormal finding", "An abscess in the right lower quadrant contains an appendicolith. The appendix is not separately identified.", []string{"appendix"}, nil, nil},
		{"a study limited by bowel gas", "Evaluation of the pancreas is limited by bowel gas.", []string{"pancreas"}, nil, nil},
		{"incompletely visualized", "The appendix is incompletely visualized. No free fluid.", []string{"appendix"}, nil, []string{"free_fluid_abdomen"}},
		{"limited views", "Limited views of the pancreas.", []string{"pancreas"}, nil, nil},
		{"an extent is no limit of the study", "Inflammatory change is limited to the sigmoid colon. No abscess.", nil, nil, nil},
		// A common duct of 7-8 mm given by its size alone is borderline: neither dilated nor normal.
		{"a borderline common duct", "The gallbladder contains stones. The CBD measures 7 mm.", []string{"bile_ducts"}, nil, nil},
		{"a borderline common duct without a verb", "Gallbladder with stones. CBD 8 mm.", []string{"bile_ducts"}, nil, nil},
		{"borderline small bowel", "Fluid-filled small bowel loops measuring 2.8 cm.", []string{"bowel"}, nil, nil},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			r := l.ReadReport(tc.text)
			if !slices.Equal(r.Unsure, tc.unsure) {
				t.Errorf("unsure %v, want %v", r.Unsure, tc.unsure)
			}
			for _, o := range tc.normal {
				if !slices.Contains(r.Normal, o) {
					t.Errorf("organ %s not normal; normal %v", o, r.Normal)
				}
			}
			for _, o := range r.Unsure {
				if slices.Contains(r.Normal, o) {
					t.Errorf("organ %s both normal and unsure", o)
				}
			}
			got := polarities(r.Mentions)
			for _, c := range tc.denied {
				if !got["-"+c] {
					t.Errorf("%s not denied; read %s", c, keysOf(got))
				}
			}
		})
	}
}

func TestKnows(t *testing.T) {
	l := lex(t)
	for _, w := range []string{"tenderness", "Tender", "vomiting", "appendix"} {
		if !l.Knows(w) {
			t.Errorf("Knows(%q) = false, want true", w)
		}
	}
	for _, w := range []string{"zorblax", "teapot"} {
		if l.Knows(w) {
			t.Errorf("Knows(%q) = true, want false", w)
		}
	}
}

// TestTicksKeepOffsets checks that reading check boxes leaves every mention's offsets on the
// caller's text.
func TestTicksKeepOffsets(t *testing.T) {
	text := "Sx: [ ] chills  [\u2714] jaundice \u2610 pruritus [  ] rash [x]"
	if got := ticks(text); len(got) != len(text) {
		t.Fatalf("ticks changed the length: %d -> %d", len(text), len(got))
	}
	for _, m := range lex(t).Read(text) {
		if w := text[m.Start:m.End]; !strings.Contains("chills jaundice pruritus rash", strings.ToLower(w)) {
			t.Errorf("%s at [%d,%d) reads %q", m.Concept, m.Start, m.End, w)
		}
	}
}
