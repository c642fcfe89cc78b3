package lexicon

import "testing"

// Sentences written for the negation rules, one or more per rule; want lists readings that must
// be made ("x" affirmed, "-x" negated), not readings that must not.
var negationCases = []struct {
	name      string
	text      string
	want, not []string
}{
	// A verb of denial governs its whole list: numbers and qualifiers inside items do not end it.
	{"denial list with a number", "Denies fever, 2 episodes of emesis, chills.",
		[]string{"-fever", "-vomiting", "-chills"}, []string{"vomiting", "chills"}},
	{"denial list with a qualifier", "Pt denies nausea, persistent cough, night sweats.",
		[]string{"-nausea", "-cough", "-night_sweats"}, []string{"cough", "night_sweats"}},
	{"denial list with a long item", "She denies headache, drooling from the corner of the mouth.",
		[]string{"-headache", "-drooling"}, []string{"drooling"}},
	{"negative for governs the list", "ROS negative for chest pain, palpitations lasting 2 hours, syncope.",
		[]string{"-chest_pain", "-syncope"}, []string{"syncope"}},
	// ... until a terminating word or a word that opens a clause.
	{"denial list ends at but", "Denies fever, chills but has had vomiting.",
		[]string{"-fever", "-chills", "vomiting"}, []string{"-vomiting"}},
	{"denial list ends at a new clause", "Denies fever, she is vomiting.",
		[]string{"-fever", "vomiting"}, []string{"-vomiting"}},
	// A number inside an item of a "no" list does not end it; an exam grade does.
	{"no list with a number", "No fever, emesis x 2 days, diarrhea.",
		[]string{"-fever", "-vomiting", "-diarrhea"}, []string{"vomiting", "diarrhea"}},
	{"exam grade affirms", "No JVD, 2+ pitting edema.",
		[]string{"pitting_edema"}, []string{"-pitting_edema"}},
	// "positive": governed right after a trigger or after "or" in its list, otherwise it ends the
	// scope, and "positive for" affirms what follows.
	{"no positive sign", "No positive Kernig sign.",
		[]string{"-kernig_brudzinski_signs"}, []string{"kernig_brudzinski_signs"}},
	{"or positive sign", "No neck stiffness or positive Brudzinski sign.",
		[]string{"-kernig_brudzinski_signs"}, []string{"kernig_brudzinski_signs"}},
	{"sign positive after a negation", "No guarding, Murphy sign positive.",
		[]string{"-guarding", "murphy_sign"}, []string{"-murphy_sign"}},
	{"negative for, positive for", "Negative for fever, positive for chills.",
		[]string{"-fever", "chills"}, []string{"-chills"}},
	// An examination line by body system: positives, then "no" and the system's negatives. Each
	// "no" governs its own item, never the positives before it.
	{"system line", "Abd: soft, RLQ tenderness, rebound tenderness, no Murphy sign",
		[]string{"rlq_tenderness", "rebound_tenderness", "-murphy_sign"}, []string{"-rlq_tenderness", "-rebound_tenderness", "murphy_sign"}},
	{"system line with two negatives", "Abdomen: soft, nondistended, epigastric tenderness, no guarding, no rebound.",
		[]string{"epigastric_tenderness", "-guarding", "-rebound_tenderness"}, []string{"-epigastric_tenderness", "guarding"}},
	{"system line, heart", "CV: regular rate and rhythm, S3 gallop, no friction rub.",
		[]string{"s3_gallop", "-pericardial_friction_rub"}, []string{"-s3_gallop", "pericardial_friction_rub"}},
	{"system line, capitalised", "ABDOMEN: Soft, right upper quadrant tenderness, positive Murphy sign, no guarding.",
		[]string{"ruq_tenderness", "murphy_sign", "-guarding"}, []string{"-ruq_tenderness", "-murphy_sign"}},
	// "negative" and "positive" before a sign qualify that sign only: a qualifier that opens a
	// clause does not reach back over the comma into the clause before it.
	{"negative sign after a positive one", "Abd tender at McBurney point, positive obturator, negative psoas sign.",
		[]string{"mcburney_point_tenderness", "-psoas_sign"}, []string{"psoas_sign", "-mcburney_point_tenderness"}},
	{"positive sign after a negative one", "Negative Murphy sign, positive Rovsing sign.",
		[]string{"-murphy_sign", "rovsing_sign"}, []string{"murphy_sign", "-rovsing_sign"}},
	{"negative sign after tenderness", "Tenderness of the right flank with guarding, negative Murphy.",
		[]string{"guarding", "-murphy_sign"}, []string{"-guarding", "murphy_sign"}},
	{"post-trigger still reaches back in its clause", "Guarding present, Murphy sign negative.",
		[]string{"guarding", "-murphy_sign"}, []string{"-guarding", "murphy_sign"}},
	// A sign the examiner could not call either way is read neither way.
	{"equivocal sign", "Equivocal Murphy sign, RUQ tenderness.",
		[]string{"ruq_tenderness"}, []string{"murphy_sign", "-murphy_sign"}},
	{"questionable sign", "Psoas sign questionable.",
		nil, []string{"psoas_sign", "-psoas_sign"}},
	{"a stone that cannot be excluded", "A tiny stone at the appendiceal base cannot be excluded.",
		nil, []string{"appendicolith", "-appendicolith"}},
	{"a negative sign before an affirmed item", "Murphy sign negative, tender in the RUQ.",
		[]string{"-murphy_sign", "ruq_tenderness"}, []string{"murphy_sign", "-ruq_tenderness"}},
	// A "pertinent negatives" list is absent, whatever its items say.
	{"pertinent negatives", "PERTINENT NEGATIVES: pallor, positive Romberg sign.",
		[]string{"-positive_romberg"}, []string{"positive_romberg"}},
	{"pertinent negatives mixed case", "Pertinent negatives: neck stiffness, photophobia\nExam: positive Kernig sign",
		[]string{"kernig_brudzinski_signs"}, []string{"-kernig_brudzinski_signs"}},
	// A trigger that shares a later word with a concept still negates it.
	{"not noticed", "He has not noticed yellowing of the skin.",
		[]string{"-jaundice"}, []string{"jaundice"}},
	// A trigger that holds a concept's own trigger is the concept's: the "is not" of a
	// scintigraphy that does not fill the gallbladder.
	{"a finding worded with not", "The gallbladder is not visualized at 4 hours.",
		[]string{"gallbladder_nonvisualization_hida"}, []string{"-gallbladder_nonvisualization_hida"}},
	// "no increased" is a negation, "no increase in size" is not.
	{"no increased bowel sounds", "No increased bowel sounds.",
		[]string{"-hyperactive_bowel_sounds"}, []string{"hyperactive_bowel_sounds"}},
	// A pseudo-trigger ("no increase in", "not relieved") blocks its trigger, unless the word
	// after the trigger is the finding's own: then the trigger denies the finding.
	{"no increase in a count that is the finding", "Differential count shows no increase in circulating blasts.",
		[]string{"-circulating_blasts"}, []string{"circulating_blasts"}},
	{"a count not increased", "Blasts are not increased on the film.",
		[]string{"-circulating_blasts"}, []string{"circulating_blasts"}},
	{"no increase in the size of a finding", "No increase in the size of the left pleural effusion.",
		[]string{"pleural_effusion"}, []string{"-pleural_effusion"}},
	{"relief that is the finding", "Her epigastric pain is not relieved by meals.",
		[]string{"epigastric_pain", "-pain_relieved_by_eating"}, []string{"pain_relieved_by_eating", "-epigastric_pain"}},
	// A reported symptom is not read from an auscultation (exclude_sentence over commas, and
	// not under the "Lungs:" label), but is read from a history.
	{"auscultated wheeze is not reported wheeze", "No wheezes, rales or rhonchi.",
		nil, []string{"wheezing_reported", "-wheezing_reported"}},
	{"wheeze under the lungs label", "Lungs: scattered wheezes",
		nil, []string{"wheezing_reported"}},
	{"reported wheeze", "Reports wheezing at night.",
		[]string{"wheezing_reported"}, nil},
	// Neighbouring senses of a concept's words.
	{"drenching sweats are night sweats", "Drenching sweats for a month.",
		nil, []string{"sweating"}},
	{"a crescent of air is not a glomerular crescent", "A crescent of air beneath the right hemidiaphragm.",
		nil, []string{"glomerular_crescents"}},
	{"crescents on renal biopsy", "Cellular crescents in 6 of 14 glomeruli.",
		[]string{"glomerular_crescents"}, nil},
	{"middle ear effusion is not pleural", "Dull bulging TM with a middle ear effusion.",
		nil, []string{"pleural_effusion"}},
	// A skin test under 5 mm is not positive; a fecal word is not feces in the small bowel; no
	// bronchodilator response without an obstruction is not a fixed obstruction.
	{"a skin test of 0 mm", "Tuberculin test read at 72 hours with 0 mm induration.",
		nil, []string{"tb_test_positive"}},
	{"a skin test of 14 mm", "Mantoux with 14 mm of induration.",
		[]string{"tb_test_positive"}, nil},
	{"fecal tests are not the feces sign", "Stool guaiac: fecal occult blood detected; fecal calprotectin raised.",
		nil, []string{"small_bowel_feces_sign"}},
	{"feculent small bowel contents", "Particulate feculent contents in the distal ileal loops.",
		[]string{"small_bowel_feces_sign"}, nil},
	{"no bronchodilator response alone", "Ratio 0.79, normal volumes; no significant bronchodilator response.",
		nil, []string{"obstructive_pattern_fixed"}},
	{"an obstruction without bronchodilator response", "Obstructive defect with no significant bronchodilator response.",
		[]string{"obstructive_pattern_fixed"}, nil},
	// Stem exceptions: "diffuse" is not "diffusion".
	{"diffuse is not diffusion", "Positive for nausea and diffuse abdominal cramps.",
		[]string{"nausea"}, []string{"restricted_diffusion"}},
}

func TestNegationRules(t *testing.T) {
	l := lex(t)
	for _, tc := range negationCases {
		t.Run(tc.name, func(t *testing.T) {
			got := polarities(l.Read(tc.text))
			for _, w := range tc.want {
				if !got[w] {
					t.Errorf("%q: want %s, read %s", tc.text, w, keysOf(got))
				}
			}
			for _, n := range tc.not {
				if got[n] {
					t.Errorf("%q: read %s, must not", tc.text, n)
				}
			}
		})
	}
}

// TestStemExceptions checks that the words the Porter stemmer folds onto another word's stem keep
// their own.
func TestStemExceptions(t *testing.T) {
	l := lex(t)
	for _, p := range [][2]string{{"positional", "positive"}, {"position", "positive"}, {"tearful", "tear"}, {"medication", "medical"}, {"diffusion", "diffuse"}} {
		if a, b := l.stem(p[0]), l.stem(p[1]); a == b {
			t.Errorf("%s and %s share the stem %q", p[0], p[1], a)
		}
	}
	if a, b := l.stem("medications"), l.stem("medication"); a != b {
		t.Errorf("medications %q and medication %q should share a stem", a, b)
	}
}
