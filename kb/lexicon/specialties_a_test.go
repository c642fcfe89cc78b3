package lexicon_test

import (
	"bufio"
	"os"
	"strings"
	"testing"

	"agenthospital/kb"
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

// spaPerDisease is how many patients of each disease are written: a few of every disease, so the
// area's concepts are tried on every other department's text too, and more of the area's own.
func spaPerDisease(d *kb.Disease) int {
	switch d.Department {
	case "dentistry", "dermatology", "ophthalmology", "otolaryngology":
		return 10
	}
	return 2
}

// TestSpecialtiesA measures the dentistry, dermatology, ophthalmology and otolaryngology concepts
// on every note and report voice the reader may be tuned on: recall of the area's findings the
// text states, and the share of the area concepts' readings that affirm a finding the patient
// does not have or deny one the patient has.
func TestSpecialtiesA(t *testing.T) {
	k, _, known := setup(t)
	ids := spaArea(t)
	for _, id := range ids {
		if !known[id] {
			t.Errorf("finding %s of the area has no concept", id)
		}
		if k.Findings[id] == nil {
			t.Errorf("finding %s of the area is not in the knowledge base", id)
		}
	}
	t.Logf("area: %d findings", len(ids))
	for _, s := range scoreInHouse(t, idSet(ids), sample{seed: 3100, n: spaPerDisease}, sample{seed: 4100, n: spaPerDisease}) {
		t.Logf("%s voice %-16s %v", s.kind, s.voice, s.score)
		logTops(t, s.score, 15)
		checkRecall(t, s.kind+" voice "+s.voice, s.score, false)
		checkErrors(t, s.kind+" voice "+s.voice, s.errors(), s.readings)
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
	_, l, _ := setup(t)
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
