package dcr

import (
	"math"
	"strings"
	"testing"

	"agenthospital/kb"
	"agenthospital/kb/mimic"
	"agenthospital/world/cdm"
)

func setup(t testing.TB) (*kb.KB, *mimic.LabResolver, Prices) {
	t.Helper()
	k, err := kb.Load()
	if err != nil {
		t.Fatal(err)
	}
	return k, mimic.NewLabResolver(k.LabMapping()), PricesFrom(k)
}

func testEncounter() *mimic.Encounter {
	e := mimic.NewEncounter(20000001)
	e.Pathology = "pancreatitis"
	e.History = "45 year old man with epigastric pain radiating to the back."
	e.PhysicalExam = "Abd: epigastric tenderness."
	e.Labs = map[int]string{51301: "14.2 K/uL", 50956: "1230 IU/L", 50861: "45 IU/L", 51085: "NEG"}
	e.RefLower = map[int]float64{51301: 4.5, 50956: 0, 50861: math.NaN(), 51085: math.NaN()}
	e.RefUpper = map[int]float64{51301: 11, 50956: 60, 50861: math.NaN(), 51085: math.NaN()}
	e.Micro = map[int]string{90201: "No growth."}
	e.Radiology = []mimic.Report{
		{NoteID: "a", Modality: "Ultrasound", Region: "Abdomen", Text: "EXAMINATION:\nUS\n\nFINDINGS:\nFirst ultrasound."},
		{NoteID: "b", Modality: "CT", Region: "Abdomen", Text: "FINDINGS:\nThe CT."},
		{NoteID: "c", Modality: "Ultrasound", Region: "Abdomen", Text: "FINDINGS:\nSecond ultrasound."},
		{NoteID: "d", Modality: "EUS", Region: "Abdomen", Text: "FINDINGS:\nEndoscopic ultrasound."},
	}
	e.DischargeDiagnosis = "Acute pancreatitis"
	return e
}

func do(env *Env, action, input string) cdm.Step {
	var st cdm.Step
	env.Do(Parsed{Action: action, Input: input}, &st)
	return st
}

func TestLabsRequests(t *testing.T) {
	_, res, prices := setup(t)
	env := NewEnv(testEncounter(), res, prices, nil, true)
	st := do(env, cdm.ActLabs, "WBC count, lipase and troponin, unobtainium")
	for _, want := range []string{"(Blood) White Blood Cells: 14.2 K/uL | RR: [4.5 - 11]", "(Blood) Lipase: 1230 IU/L | RR: [0 - 60]", "unobtainium: N/A", "Not performed: troponin"} {
		if !strings.Contains(st.Observation, want) {
			t.Errorf("observation lacks %q:\n%s", want, st.Observation)
		}
	}
	if st.Cost <= 0 || st.Minutes <= 0 || !st.Available {
		t.Errorf("cost %v minutes %v available %v", st.Cost, st.Minutes, st.Available)
	}
	if len(st.Unresolved) != 1 || st.Unresolved[0] != "unobtainium" {
		t.Errorf("unresolved %v", st.Unresolved)
	}
	st = do(env, cdm.ActLabs, "urine hcg")
	if !strings.Contains(st.Observation, "NEG") {
		t.Errorf("urine hCG not answered:\n%s", st.Observation)
	}
	st = do(env, cdm.ActLabs, "blood culture")
	if !strings.Contains(st.Observation, "No growth.") {
		t.Errorf("blood culture not answered:\n%s", st.Observation)
	}
	st = do(env, cdm.ActLabs, "CBC")
	if strings.Count(st.Observation, "\n") < 1 || st.Cost != prices.Labs["complete blood count (cbc)"] && st.Cost != prices.Labs["cbc"] {
		t.Errorf("CBC: cost %v\n%s", st.Cost, st.Observation)
	}
}

func TestImagingRequests(t *testing.T) {
	_, res, prices := setup(t)
	env := NewEnv(testEncounter(), res, prices, nil, false)
	want := []string{"First ultrasound.", "Second ultrasound.", "Endoscopic ultrasound.", "Cannot repeat this scan anymore"}
	for i, w := range want {
		st := do(env, cdm.ActImaging, "Abdomen Ultrasound")
		if !strings.Contains(st.Observation, w) {
			t.Errorf("ultrasound request %d: want %q, got\n%s", i+1, w, st.Observation)
		}
		if st.Cost != 1288 {
			t.Errorf("ultrasound cost %v, want LA-CDM's 1288", st.Cost)
		}
	}
	if st := do(env, cdm.ActImaging, "CT abdomen"); !strings.Contains(st.Observation, "The CT.") || st.Modality != "CT" || st.Region != "Abdomen" {
		t.Errorf("CT: %+v", st)
	}
	if st := do(env, cdm.ActImaging, "MRCP"); !strings.Contains(st.Observation, "Not available. Try a different imaging modality.") {
		t.Errorf("MRCP: %s", st.Observation)
	}
	if st := do(env, cdm.ActImaging, "RUQ ultrasound"); !strings.Contains(st.Observation, "names no a region") && !strings.Contains(st.Observation, "no a region") {
		t.Errorf("a request without a region should say what is missing: %s", st.Observation)
	}
	if st := do(env, cdm.ActImaging, "Abdomen"); !strings.Contains(st.Observation, "modality") {
		t.Errorf("a request without a modality should say so: %s", st.Observation)
	}
}

func TestEnvNeverShowsTheAnswer(t *testing.T) {
	_, res, prices := setup(t)
	env := NewEnv(testEncounter(), res, prices, nil, false)
	if env.enc.DischargeDiagnosis != "" || env.enc.Pathology != "" {
		t.Fatal("the environment holds the diagnosis")
	}
}

// script replays fixed replies.
type script []string

func (s *script) Reply(*State) Pending {
	r := (*s)[0]
	if len(*s) > 1 {
		*s = (*s)[1:]
	}
	return Ready(r)
}

func TestRunnerCapAndCoreRule(t *testing.T) {
	_, res, prices := setup(t)
	enc := testEncounter()
	loop := script{"Action: Physical Examination\nAction Input: None"}
	tr, err := Run(enc, &loop, Options{Labs: res, Prices: prices})
	if err != nil {
		t.Fatal(err)
	}
	if !tr.Capped || len(tr.Steps) != cdm.StepCap || tr.Output != "" {
		t.Fatalf("an endless doctor should hit the cap of %d: capped=%v steps=%d", cdm.StepCap, tr.Capped, len(tr.Steps))
	}
	early := script{"Action: Physical Examination\nAction Input: None", "Final Diagnosis: pancreatitis", "Action: Laboratory Tests\nAction Input: lipase",
		"Action: Imaging\nAction Input: CT abdomen", "Final Diagnosis: pancreatitis"}
	tr, _ = Run(enc, &early, Options{Labs: res, Prices: prices, RequireCore: true})
	if tr.Capped || len(tr.Steps) != 4 || !strings.Contains(tr.Steps[1].Observation, "a laboratory test, an imaging study") {
		t.Fatalf("core rule: capped=%v steps=%d\n%+v", tr.Capped, len(tr.Steps), tr.Steps)
	}
	if tr.Cost != 300+prices.Labs["lipase"]+1306 {
		t.Errorf("cost %v", tr.Cost)
	}
}

// A record without radiology can still be concluded: the core rule asks for an imaging study
// only where there is one, or the episode would run to its step cap.
func TestCoreRuleWithoutImaging(t *testing.T) {
	_, res, prices := setup(t)
	enc := testEncounter()
	enc.Radiology = nil
	loop := script{"Action: Physical Examination\nAction Input: None", "Action: Laboratory Tests\nAction Input: lipase",
		"Action: Imaging\nAction Input: CT abdomen", "Final Diagnosis: pancreatitis"}
	tr, err := Run(enc, &loop, Options{Labs: res, Prices: prices, RequireCore: true})
	if err != nil {
		t.Fatal(err)
	}
	if tr.Capped || tr.Output == "" || len(tr.Steps) != 3 || tr.Steps[2].Available {
		t.Fatalf("capped=%v output=%q steps=%d\n%+v", tr.Capped, tr.Output, len(tr.Steps), tr.Steps)
	}
}

func TestFullInfoRegime(t *testing.T) {
	_, res, prices := setup(t)
	var seen string
	b := brainFunc(func(s *State) Pending { seen = s.FullRecord; return Ready("Final Diagnosis: pancreatitis") })
	tr, err := Run(testEncounter(), b, Options{Regime: FullInfo, Labs: res, Prices: prices})
	if err != nil || tr.Capped || len(tr.Steps) != 0 {
		t.Fatalf("full-info: %v %+v", err, tr)
	}
	for _, w := range []string{"@@@ PATIENT HISTORY @@@", "(Blood) Lipase: 1230 IU/L", "[Report 1] Abdomen Ultrasound", "Endoscopic ultrasound."} {
		if !strings.Contains(seen, w) {
			t.Errorf("full record lacks %q", w)
		}
	}
	if strings.Contains(seen, "Acute pancreatitis") {
		t.Error("the full record shows the discharge diagnosis")
	}
}

type brainFunc func(*State) Pending

func (f brainFunc) Reply(s *State) Pending { return f(s) }
