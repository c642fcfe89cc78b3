package lexicon_test

import (
	"bufio"
	"os"
	"strings"
	"testing"

	"agenthospital/kb"
	"agenthospital/kb/lexicon"
)

// The specialty concepts of data/specialties_a.yaml cover the knowledge base's dentistry,
// dermatology, ophthalmology and otolaryngology findings. The area is read from the knowledge base
// itself (the findings listed in kb/data/findings/specialties.yaml from the dentistry header down
// to the psychiatry header), so a finding added there without a concept fails this test instead of
// drifting out of the measurement.

const (
	spaFindingsFile = "../data/findings/specialties.yaml"
	spaFirstHeader  = "= dentistry"  // the area starts at this department header
	spaEndHeader    = "= psychiatry" // and ends before this one
)

// spaArea returns the finding ids of the area, in file order.
func spaArea(t *testing.T) []string {
	t.Helper()
	f, err := os.Open(spaFindingsFile)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var ids []string
	in, seenEnd := false, false
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		switch {
		case strings.HasPrefix(line, "#") && strings.Contains(line, spaFirstHeader):
			in = true
		case strings.HasPrefix(line, "#") && strings.Contains(line, spaEndHeader):
			in, seenEnd = false, true
		case in && strings.HasPrefix(line, "- id:"):
			ids = append(ids, strings.TrimSpace(strings.TrimPrefix(line, "- id:")))
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	if len(ids) < 100 || !seenEnd {
		t.Fatalf("%s: found %d finding ids between the %q and %q headers; the headers moved?", spaFindingsFile, len(ids), spaFirstHeader, spaEndHeader)
	}
	return ids
}

// spaScore counts, for the area's concepts only, what one voice's text states and how it is read.
type spaScore struct {
	written, read int            // area findings stated present; of those, read present
	readings      int            // mentions of area concepts that are scored
	falseAffirm   int            // affirmed, the patient does not have it
	denied        int            // denied, the patient has it
	missed, wrong map[string]int // by concept
	examples      map[string]string
	writtenByID   map[string]int
	readingsByID  map[string]int
}

func newSpaScore() *spaScore {
	return &spaScore{missed: map[string]int{}, wrong: map[string]int{}, examples: map[string]string{},
		writtenByID: map[string]int{}, readingsByID: map[string]int{}}
}

func (s *spaScore) recall() float64 { return float64(s.read) / float64(max(1, s.written)) }
func (s *spaScore) errRate() float64 {
	return float64(s.falseAffirm+s.denied) / float64(max(1, s.readings))
}

func (s *spaScore) note(key, text string, m lexicon.Mention) {
	s.wrong[key]++
	if s.examples[key] == "" {
		a, b := max(0, m.Start-60), min(len(text), m.End+30)
		s.examples[key] = text[a:b]
	}
}

// spaPerDisease is how many patients of each disease are written: a few of every disease, so the
// area's concepts are tried on every other department's text too, and more of the area's own.
func spaPerDisease(d *kb.Disease) int {
	switch d.Department {
	case "dentistry", "dermatology", "ophthalmology", "otolaryngology":
		return 10
	}
	return 2
}

func spaScoreNotes(t *testing.T, k *kb.KB, l *lexicon.Lexicon, area map[string]bool, voice string) *spaScore {
	g, err := kb.NewGenerator(k, kb.CohortOptions{Voice: voice})
	if err != nil {
		t.Fatal(err)
	}
	s := newSpaScore()
	for di, d := range k.Diseases {
		for i := 0; i < spaPerDisease(d); i++ {
			p := g.PatientWith(uint64(3100+di), i, d)
			present := map[string]bool{}
			for _, text := range []string{p.History, p.Exam} {
				for _, m := range l.Read(text) {
					if !area[m.Concept] {
						continue
					}
					if !m.Negated {
						present[m.Concept] = true
					}
					if m.Section == "pmh" || m.Section == "psh" || m.Section == "family" {
						continue // past and family history are not the patient's present findings
					}
					s.readings++
					s.readingsByID[m.Concept]++
					switch {
					case !m.Negated && !p.Has(m.Concept):
						s.falseAffirm++
						s.note("affirmed "+m.Concept, text, m)
					case m.Negated && p.Has(m.Concept):
						s.denied++
						s.note("denied "+m.Concept, text, m)
					}
				}
			}
			for _, id := range p.Truth.Written {
				if !area[id] {
					continue
				}
				s.written++
				s.writtenByID[id]++
				if present[id] {
					s.read++
				} else {
					s.missed[id]++
					if s.examples["missed "+id] == "" {
						s.examples["missed "+id] = p.History + "\n" + p.Exam
					}
				}
			}
		}
	}
	return s
}

func spaScoreReports(t *testing.T, k *kb.KB, l *lexicon.Lexicon, area map[string]bool, voice string) *spaScore {
	g, err := kb.NewGenerator(k, kb.CohortOptions{ReportVoice: voice})
	if err != nil {
		t.Fatal(err)
	}
	rv := k.ReportVoice(voice)
	s := newSpaScore()
	for di, d := range k.Diseases {
		for i := 0; i < spaPerDisease(d); i++ {
			p := g.PatientWith(uint64(4100+di), i, d)
			for _, se := range d.Studies {
				st := k.Study(se.Study)
				shown := p.StudyFindings(st.ID)
				if len(shown) == 0 || !voiceWrites(rv, st) {
					continue
				}
				text := g.Report(p, st, 0)
				isShown := map[string]bool{}
				for _, id := range shown {
					isShown[id] = true
				}
				present := map[string]bool{}
				for _, m := range l.ReadReport(text).Mentions {
					if !area[m.Concept] {
						continue
					}
					if !m.Negated {
						present[m.Concept] = true
					}
					if c := k.Findings[m.Concept]; c == nil || c.Kind != kb.KindStudy {
						continue
					}
					s.readings++
					s.readingsByID[m.Concept]++
					switch {
					case !m.Negated && !isShown[m.Concept]:
						s.falseAffirm++
						s.note("affirmed "+m.Concept, text, m)
					case m.Negated && isShown[m.Concept]:
						s.denied++
						s.note("denied "+m.Concept, text, m)
					}
				}
				for _, id := range shown {
					if !area[id] {
						continue
					}
					s.written++
					s.writtenByID[id]++
					if present[id] {
						s.read++
					} else {
						s.missed[id]++
						if s.examples["missed "+id] == "" {
							s.examples["missed "+id] = text
						}
					}
				}
			}
		}
	}
	return s
}

// TestSpecialtiesA measures the dentistry, dermatology, ophthalmology and otolaryngology concepts
// on every note and report voice the reader may be tuned on: recall of the area's findings the
// text states, and the share of the area concepts' readings that affirm a finding the patient
// does not have or deny one the patient has.
func TestSpecialtiesA(t *testing.T) {
	k, l, known := heldOutSetup(t)
	ids := spaArea(t)
	area := map[string]bool{}
	for _, id := range ids {
		area[id] = true
		if !known[id] {
			t.Errorf("finding %s of the area has no concept", id)
		}
		if k.Findings[id] == nil {
			t.Errorf("finding %s of the area is not in the knowledge base", id)
		}
	}
	t.Logf("area: %d findings", len(ids))
	check := func(what, voice string, s *spaScore) {
		t.Logf("%s voice %-16s recall %.3f (%d/%d), %d false affirmations and %d denials in %d readings (%.2f%%)",
			what, voice, s.recall(), s.read, s.written, s.falseAffirm, s.denied, s.readings, 100*s.errRate())
		if testing.Verbose() {
			logTop(t, "missed", s.missed, nil, 15)
			logTop(t, "error", s.wrong, s.examples, 15)
			if os.Getenv("SPA_MISSED") != "" {
				for id := range s.missed {
					t.Logf("missed %s in:\n%s", id, s.examples["missed "+id])
				}
			}
		}
		if s.written > 0 && s.recall() < 0.95 {
			t.Errorf("%s voice %s: recall of the area's findings %.3f, want >= 0.95", what, voice, s.recall())
		}
		if s.errRate() >= 0.03 {
			t.Errorf("%s voice %s: %d of %d readings of the area's concepts are false, want under 3%%", what, voice, s.falseAffirm+s.denied, s.readings)
		}
	}
	for _, v := range k.NoteVoices {
		if !v.HeldOut {
			check("note", v.ID, spaScoreNotes(t, k, l, area, v.ID))
		}
	}
	for _, v := range k.ReportVoices {
		if !v.HeldOut {
			check("report", v.ID, spaScoreReports(t, k, l, area, v.ID))
		}
	}
}

// spaSentences are sentences written for this test in the ways clinicians write these findings
// (abbreviations, British spellings, lay wording, other word orders), none taken from the
// generator or a data set, with the concepts each must affirm.
var spaSentences = []struct{ text, want string }{
	{"Throbbing toothache in the lower left molar for three days.", "toothache"},
	{"Pain on biting on the upper right premolar.", "bite_pain"},
	{"Teeth are sensitive to cold drinks.", "tooth_sensitivity_cold"},
	{"Swollen right cheek since yesterday.", "cheek_swelling"},
	{"Gums bleed and look puffy.", "gum_swelling"},
	{"Reports loose teeth and receding gums.", "loose_teeth,receding_gums"},
	{"Limited mouth opening with trismus, interincisal opening 15 mm.", "trismus_sign"},
	{"TTP of tooth 30 on percussion, negative to cold testing.", "tooth_percussion_tenderness,nonvital_pulp"},
	{"Fluctuant vestibular swelling adjacent to 46.", "vestibular_swelling"},
	{"Generalised gingival erythema and oedema with bleeding on probing.", "gingival_inflammation,bleeding_on_probing"},
	{"Probing depths of 6-7 mm with grade II mobility of the lower incisors.", "periodontal_pockets,tooth_mobility"},
	{"Grinds his teeth at night.", "bruxism"},
	{"Has not seen a dentist in over five years.", "irregular_dental_care"},
	{"Tenderness over the masseters bilaterally.", "masticatory_muscle_tenderness"},
	{"Itchy flexural eczema in the antecubital fossae with lichenification and excoriations.", "flexural_eczema,lichenification,excoriations"},
	{"Well-demarcated salmon-pink plaques with silvery scale over the elbows; nail pitting and onycholysis.", "silvery_scaly_plaques,nail_pitting"},
	{"Poorly demarcated erythema of the lower leg, warm and tender, with lymphangitis tracking up the thigh.", "spreading_erythema,skin_warmth_tenderness,lymphangitic_streaking"},
	{"Grouped vesicles on an erythematous base in a T6 dermatomal distribution.", "dermatomal_vesicles"},
	{"Open and closed comedones with inflammatory papules and pustules over the cheeks.", "comedones,inflammatory_papules_pustules"},
	{"Widespread urticarial wheals; dermographism present.", "urticarial_wheals,dermatographism"},
	{"Annular scaly plaque with central clearing on the forearm.", "annular_scaly_plaque"},
	{"Maceration between the toes.", "interdigital_scaling"},
	{"Has a new kitten at home.", "pet_contact"},
	{"Allergic to penicillin (rash).", "known_allergy"},
	{"Gritty feeling in the right eye and photophobia.", "foreign_body_sensation"},
	{"Sees haloes around lights and has a severe headache with a red painful eye.", "halos_around_lights,eye_pain,red_eye"},
	{"New floaters and flashing lights followed by a shadow in the inferior field.", "floaters,photopsia,visual_curtain"},
	{"Circumcorneal injection, hazy oedematous cornea and a fixed mid-dilated pupil; globe rock hard.", "ciliary_flush,hazy_cornea,fixed_mid_dilated_pupil,firm_globe"},
	{"Positive RAPD on the left.", "rapd"},
	{"Fluorescein uptake centrally; epiphora and blepharospasm.", "fluorescein_uptake,epiphora,blepharospasm"},
	{"Wears soft contact lenses and sleeps in them.", "contact_lens_wear"},
	{"IOP 56 mmHg right eye.", "raised_iop"},
	{"Otalgia and otorrhoea for two days with muffled hearing.", "ear_pain,ear_discharge,hearing_loss"},
	{"Bulging erythematous TM with reduced mobility on pneumatic otoscopy.", "bulging_tympanic_membrane,tympanic_membrane_erythema,reduced_tm_mobility"},
	{"Blocked nose, green nasal discharge and facial pain worse on bending forward.", "nasal_obstruction,purulent_nasal_discharge,facial_pressure"},
	{"Maxillary sinus tenderness bilaterally.", "sinus_tenderness"},
	{"Tonsils enlarged with white exudate; tender anterior cervical lymphadenopathy.", "tonsillar_enlargement,tonsillar_exudate,tender_anterior_cervical_nodes"},
	{"Hot potato voice, trismus and uvula deviated to the left.", "muffled_voice,trismus_sign,uvular_deviation"},
	{"Room spins for seconds when she rolls over in bed.", "positional_vertigo"},
	{"Dix-Hallpike positive on the right with torsional nystagmus.", "dix_hallpike_positive"},
	{"Pain on moving the pinna and oedematous ear canal with debris.", "tragal_tenderness,ear_canal_edema,canal_debris"},
	{"Pale boggy turbinates, allergic shiners and a transverse nasal crease.", "pale_boggy_turbinates,allergic_shiners,transverse_nasal_crease"},
	{"Sneezing, itchy nose and watery eyes every spring.", "sneezing,itchy_nose,tearing,seasonal_pattern"},
	{"Attends nursery; dad smokes indoors.", "daycare_attendance,secondhand_smoke"},
	{"Uses cotton buds to clean his ears daily and swims most days.", "cotton_swab_use,water_exposure"},
	{"Complains of halitosis and a foul taste in the mouth.", "halitosis,foul_taste"},
	{"Clicking of the left jaw when she chews, and jaw pain.", "jaw_clicking,jaw_pain"},
}

// TestSpecialtiesASentences checks the area's concepts on rephrasings the voices do not use, and a
// few near neighbours that must not be read as the area's findings.
func TestSpecialtiesASentences(t *testing.T) {
	l, err := lexicon.Load()
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range spaSentences {
		got := map[string]bool{}
		for _, m := range l.Read(c.text) {
			if !m.Negated {
				got[m.Concept] = true
			}
		}
		for _, id := range strings.Split(c.want, ",") {
			if !got[id] {
				t.Errorf("%q: %s not read", c.text, id)
			}
		}
	}
	for text, not := range map[string]string{
		"Sudden tearing chest pain radiating to the back.":      "tearing",
		"MRI shows a full thickness rotator cuff tear.":         "tearing,retinal_break",
		"Tearful during the interview with low mood.":           "tearing",
		"Pupils equal, round and reactive; red reflex present.": "red_eye,diminished_red_reflex",
		"Visual fields full to confrontation.":                  "visual_field_defect",
		"Pitting edema of the ankles.":                          "nail_pitting",
		"Swimming sensation in her head.":                       "water_exposure",
		"Sensitivity to cold, feels cold all the time.":         "tooth_sensitivity_cold",
		"Percussion tenderness in the right lower quadrant.":    "tooth_percussion_tenderness",
	} {
		for _, m := range l.Read(text) {
			for _, id := range strings.Split(not, ",") {
				if m.Concept == id && !m.Negated {
					t.Errorf("%q: %s read", text, id)
				}
			}
		}
	}
}
