package agents

import (
	"encoding/json"
	"fmt"
	"reflect"
	"regexp"
	"strings"
	"testing"

	"agenthospital/agents/memory"
	"agenthospital/kb/mimic"
	"agenthospital/world/cdm"
	"agenthospital/world/dcr"
)

// practised builds a memory in dir by letting a doctor practise n encounters with retrieval and
// consolidation, and returns the open store, index and recall.
func practised(t *testing.T, dir string, n int) (*memory.Store, *memory.Index, *Recall) {
	t.Helper()
	st, idx, rc, _ := practisedWith(t, dir, n, DefaultRecall, false)
	return st, idx, rc
}

// practisedWith is practised with a recall configuration, and with the practice writing in the
// background when pipeline is set; it also returns the practice.
func practisedWith(t *testing.T, dir string, n int, rcfg RecallConfig, pipeline bool) (*memory.Store, *memory.Index, *Recall, *Practice) {
	t.Helper()
	k := testKB(t)
	rows := k.LabMapping()
	res := mimic.NewLabResolver(rows)
	st, err := memory.Open(dir, false)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	idx, err := memory.OpenIndex(dir, st)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { idx.Close() })
	pr, err := NewPractice(k, st, idx, NewReader(k), rows, rcfg, 1, true)
	if err != nil {
		t.Fatal(err)
	}
	pr.Pipeline = pipeline
	rc, err := pr.Memory("ed", abdominal(k))
	if err != nil {
		t.Fatal(err)
	}
	cfg := DefaultOffline
	cfg.Knowledge = 0.35
	doc := NewCDMDoctor(k, NewReader(k), abdominal(k), rows, cfg, 9)
	doc.UseMemory(rc)
	opt := dcr.Options{Labs: res, Prices: dcr.PricesFrom(k), IncludeRef: true, RequireCore: true, Memory: rc}
	for i, e := range cohort(t, k, n, 31) {
		tr, err := dcr.Run(e, doc, opt)
		if err != nil {
			t.Fatal(err)
		}
		j := cdm.Judge(e, tr, res, k.PathologySynonyms())
		answer := ""
		if a := k.DiseaseForLabel(j.Answer); a != nil {
			answer = a.ID
		}
		_, err = pr.Conclude(doc, "ed", "dr", fmt.Sprintf("hadm:%d", e.HadmID), e, tr, j, answer, int64(i)*600)
		if err != nil {
			t.Fatal(err)
		}
	}
	if err := pr.Flush(); err != nil {
		t.Fatal(err)
	}
	if err := pr.Wait(); err != nil {
		t.Fatal(err)
	}
	return st, idx, rc, pr
}

// recalQ is how a recalibration's audit reason names the old and new quality.
var recalQ = regexp.MustCompile(`Q [01]\.\d{3} -> [01]\.\d{3}`)

func TestPracticeBuildsAGraphAndRecalibrates(t *testing.T) {
	dir := t.TempDir()
	cfg := DefaultRecall
	cfg.Capacity = 0 // every edge made is stored (an edge to an item retired in the same batch is not)
	st, _, rc, _ := practisedWith(t, dir, 150, cfg, false)
	if rc.Stats.Searches != 150 || rc.Stats.Used == 0 {
		t.Fatalf("every accrual episode should search its memory: %+v", rc.Stats)
	}
	if rc.Stats.RulesKept+rc.Stats.RulesDiscarded == 0 {
		t.Fatalf("failures should be reflected on: %+v", rc.Stats)
	}
	edges, err := st.AllEdges()
	if err != nil {
		t.Fatal(err)
	}
	if len(edges) == 0 || len(edges) != rc.Stats.Edges {
		t.Fatalf("%d edges stored, %d made", len(edges), rc.Stats.Edges)
	}
	out := map[string]int{}
	for _, e := range edges {
		if e.W0 <= DefaultRecall.Theta || e.W0 > 1 {
			t.Fatalf("edge %s -> %s has W0 %.3f, not above θ", e.From, e.To, e.W0)
		}
		if out[e.From]++; out[e.From] > DefaultRecall.EdgesPerNew {
			t.Fatalf("%s has more than %d construction edges", e.From, DefaultRecall.EdgesPerNew)
		}
	}
	items, _ := st.List("", "", false)
	moved, rules := 0, 0
	for _, it := range items {
		if it.Quality != 0.5 {
			moved++
		}
		if it.Kind == memory.KindRule {
			rules++
			if !strings.Contains(it.Text, "validated by replaying it") || it.Polarity != memory.Contraindication {
				t.Errorf("rule %s: %q", it.ID, it.Text)
			}
		}
	}
	if moved == 0 || rules != rc.Stats.RulesKept {
		t.Fatalf("%d items recalibrated, %d rules stored of %d kept", moved, rules, rc.Stats.RulesKept)
	}
	audit, _ := st.Audit()
	recal := 0
	for _, a := range audit {
		if a.Action == "recalibrate" {
			recal++
			if !recalQ.MatchString(a.Reason) {
				t.Fatalf("recalibration reason %q should name the old and new Q", a.Reason)
			}
		}
	}
	if recal == 0 {
		t.Fatal("recalibrations are not audited")
	}
	stats, _ := st.Stats()
	if stats.Records["episodes"] != 150 {
		t.Fatalf("%d episode records for 150 episodes", stats.Records["episodes"])
	}
	var rec episodeRecord
	v, err := st.GetRecord("episodes", items[0].SourceEpisode)
	if err != nil || json.Unmarshal(v, &rec) != nil || len(rec.Steps) == 0 || len(rec.Items) == 0 || rec.Truth == "" {
		t.Fatalf("episode record of %s: %v %+v", items[0].SourceEpisode, err, rec)
	}
}

func TestCreditIsRankDecayed(t *testing.T) {
	r := &Recall{cfg: DefaultRecall, used: map[int64][]used{}, qUp: map[string]string{}, edgesUp: map[[2]string]bool{}}
	mk := func(id string) *node {
		return &node{it: &memory.Item{ID: id, Quality: 0.5}}
	}
	a, b, c := mk("a"), mk("b"), mk("c")
	e := &memory.Edge{From: "a", To: "b", W0: 0.4}
	a.edges.set("b", e)
	b.edges.set("a", e)
	r.used[1] = []used{{n: a}, {n: b}, {n: c}}
	r.credit(1, Episode{Source: "hadm:1", Judgement: cdm.Judgement{Correct: true}})
	// a = 1/(1+0.8+0.64) = 0.41: Q 0.5 + 0.1*0.41 = 0.541; b 0.533; c 0.526.
	if a.it.Quality != 0.541 || b.it.Quality != 0.533 || c.it.Quality != 0.526 {
		t.Fatalf("Q after a correct episode: %.3f %.3f %.3f", a.it.Quality, b.it.Quality, c.it.Quality)
	}
	if e.Phi != 0.05 { // the only co-used pair with an edge takes the whole edge credit
		t.Fatalf("phi %.3f", e.Phi)
	}
	r.used[2] = []used{{n: c}, {n: a}}
	r.credit(2, Episode{Source: "hadm:2", Judgement: cdm.Judgement{Correct: false}})
	if c.it.Quality >= 0.526 || a.it.Quality >= 0.541 || c.it.Quality-0.526 > a.it.Quality-0.541 {
		t.Fatalf("Q after a wrong episode: c %.3f a %.3f", c.it.Quality, a.it.Quality)
	}
	if !strings.Contains(r.qUp["c"], "rank 1 in hadm:2 (wrong): Q 0.526 -> 0.470") {
		t.Fatalf("reason %q", r.qUp["c"])
	}
}

func TestApplicability(t *testing.T) {
	k := testKB(t)
	r := &Recall{k: k}
	n := &node{st: stored{Conditions: []string{"f:rlq_pain", "f:fever", "f:nausea"}}}
	for _, c := range []struct {
		ev   map[string]bool
		ok   bool
		want string
	}{
		{map[string]bool{"f:rlq_pain": true, "f:nausea": true}, true, "holds: "},
		{map[string]bool{"f:rlq_pain": true, "f:fever": false, "f:nausea": true}, false, "contradicted: the patient has no "},
		{map[string]bool{"f:rlq_pain": true}, false, "conditions not met: 1 of 3 present (needs 2)"},
	} {
		ok, why := r.applicable(n, c.ev)
		if ok != c.ok || !strings.HasPrefix(why, c.want) {
			t.Errorf("%v: got %v %q, want %v %q", c.ev, ok, why, c.ok, c.want)
		}
	}
	rule := &node{st: stored{Rule: &Rule{If: []string{"f:rlq_pain", "f:fever"}}}}
	if ok, _ := r.applicable(rule, map[string]bool{"f:rlq_pain": true}); ok {
		t.Error("a rule needs every one of its findings")
	}
}

func TestSearchUsesTopKAndNeverRetracted(t *testing.T) {
	dir := t.TempDir()
	st, idx, rc := practised(t, dir, 120)
	k := testKB(t)
	// The first of a few patients some stored experience applies to (which one depends on how
	// the generator happened to write the practised notes).
	q := "right lower quadrant pain fever nausea vomiting"
	var state *dcr.State
	var text string
	var log *cdm.Retrieval
	for _, e := range cohort(t, k, 8, 999) {
		state = &dcr.State{HadmID: e.HadmID, History: e.History, Steps: []cdm.Step{{Action: cdm.ActPE, Observation: "Physical Examination:\n" + e.PhysicalExam}}}
		var err error
		if text, log, err = rc.Search(state, q); err != nil {
			t.Fatal(err)
		}
		if strings.Contains(text, "applicable experiences") {
			break
		}
	}
	var usedIDs []string
	cases, exps := 0, 0
	for _, it := range log.Items {
		if !it.Used {
			if it.Why == "" {
				t.Errorf("%s set aside without a reason", it.ID)
			}
			continue
		}
		usedIDs = append(usedIDs, it.ID)
		if it.Kind == memory.KindCase {
			cases++
		} else {
			exps++
		}
		if !strings.HasPrefix(it.Why, "holds: ") {
			t.Errorf("used %s: %q", it.ID, it.Why)
		}
	}
	if len(usedIDs) == 0 || cases > 3 || exps > 5 || !strings.Contains(text, "applicable experiences") {
		t.Fatalf("used %d cases and %d experiences:\n%s", cases, exps, text)
	}
	if err := st.Retract(usedIDs[0], "test"); err != nil {
		t.Fatal(err)
	}
	if err := idx.Apply(); err != nil {
		t.Fatal(err)
	}
	rc2, err := NewRecall(k, st, idx, NewReader(k), abdominal(k), k.LabMapping(), DefaultRecall, false, "ed")
	if err != nil {
		t.Fatal(err)
	}
	_, log2, err := rc2.Search(state, q)
	if err != nil {
		t.Fatal(err)
	}
	for _, it := range log2.Items {
		if it.ID == usedIDs[0] {
			t.Fatalf("retracted %s was retrieved", it.ID)
		}
	}
	if _, err := rc2.practise(nil, 1, Episode{}, nil); err == nil || !strings.Contains(err.Error(), "read-only") {
		t.Fatalf("read-only recall learned: %v", err)
	}
}

func TestGuidelineSearchThroughTheIndex(t *testing.T) {
	_, _, rc := practised(t, t.TempDir(), 5)
	text, found, err := rc.Guidelines("right upper quadrant pain gallbladder ultrasound cholecystitis")
	if err != nil || !found {
		t.Fatalf("%v %v", found, err)
	}
	if !strings.HasPrefix(text, "Guideline 1 (BM25 ") || !strings.Contains(strings.ToLower(text), "cholecystitis") {
		t.Fatalf("guideline search: %.300s", text)
	}
	if text, found, _ := rc.Guidelines("zzzz qqqq"); found || !strings.HasPrefix(text, "No guideline found") {
		t.Fatalf("nonsense query: %v %q", found, text)
	}
}

// TestCapacityRetiresTheWeakest: with a capacity, no kind and diagnosis holds more live items
// than it allows, however many episodes are practised; what makes room is retired, not lost: it
// stays in the store, a continuing doctor still replays it, and it is never searched again.
func TestCapacityRetiresTheWeakest(t *testing.T) {
	dir := t.TempDir()
	cfg := DefaultRecall
	cfg.Capacity = 4
	st, idx, rc, pr := practisedWith(t, dir, 150, cfg, false)
	all, err := st.List("", "", true)
	if err != nil {
		t.Fatal(err)
	}
	live := map[string]int{}
	retired, replayable := 0, 0
	for _, it := range all {
		if it.Kind == memory.KindCase || (it.Kind == memory.KindDCP && !it.SourceCorrect) {
			replayable++
		}
		if it.Retired {
			retired++
			continue
		}
		live[it.Kind+"/"+it.Category]++
	}
	for g, n := range live {
		if n > cfg.Capacity {
			t.Errorf("%s holds %d live items, capacity %d", g, n, cfg.Capacity)
		}
	}
	if retired == 0 || rc.Items() != len(all)-retired {
		t.Fatalf("%d items, %d retired; recall mirrors %d", len(all), retired, rc.Items())
	}
	if missing, extra, err := idx.Check(); err != nil || len(missing)+len(extra) > 0 {
		t.Fatalf("index check: missing %d extra %d err %v", len(missing), len(extra), err)
	}
	for _, it := range all {
		if !it.Retired {
			continue
		}
		hits, err := idx.Search(it.Title+" "+it.Text, nil, 50)
		if err != nil {
			t.Fatal(err)
		}
		for _, h := range hits {
			if h.ID == it.ID {
				t.Fatalf("retired item %s found by search", it.ID)
			}
		}
	}
	k := testKB(t)
	doc := NewCDMDoctor(k, NewReader(k), abdominal(k), k.LabMapping(), DefaultOffline, 9)
	n, err := pr.Replay(doc, "ed")
	if err != nil {
		t.Fatal(err)
	}
	if n != replayable {
		t.Errorf("replayed %d experiences, the store holds %d cases and corrective DCPs (retired ones included)", n, replayable)
	}
}

// TestPipelineWritesTheSameMemory: a practice that writes each batch in the background ends with
// a memory that agrees with its index, holds every episode, and is the same from run to run.
// (Its searches see the index one batch later than a plain practice, so its memory differs from
// a plain one.) go test -race checks the two goroutines.
func TestPipelineWritesTheSameMemory(t *testing.T) {
	cfg := DefaultRecall
	cfg.FlushEvery = 10
	export := func() (string, *Recall) {
		dir := t.TempDir()
		st, idx, rc, _ := practisedWith(t, dir, 80, cfg, true)
		if missing, extra, err := idx.Check(); err != nil || len(missing)+len(extra) > 0 {
			t.Fatalf("index check: missing %d extra %d err %v", len(missing), len(extra), err)
		}
		var b strings.Builder
		if err := st.Export(&b); err != nil {
			t.Fatal(err)
		}
		return b.String(), rc
	}
	a, rc := export()
	b, _ := export()
	if a != b {
		t.Fatal("two pipelined practices with the same seed wrote different memories")
	}
	if rc.Stats.Searches != 80 || strings.Count(a, `"kind":"dcp"`) != 80 {
		t.Fatalf("%d searches, %d DCPs stored; want 80 of each", rc.Stats.Searches, strings.Count(a, `"kind":"dcp"`))
	}
}

// TestCasesNameDistinctDiagnoses: the cases an Experience Search uses name different diagnoses.
// The doctor takes the strongest case of each diagnosis as advice, so a second case of one adds
// nothing and would push a case of another diagnosis out of the top cases.
func TestCasesNameDistinctDiagnoses(t *testing.T) {
	_, _, rc := practised(t, t.TempDir(), 120)
	k := testKB(t)
	setAside := 0
	for _, e := range cohort(t, k, 30, 999) {
		state := &dcr.State{HadmID: e.HadmID, History: e.History, Steps: []cdm.Step{{Action: cdm.ActPE, Observation: "Physical Examination:\n" + e.PhysicalExam}}}
		_, log, err := rc.Search(state, "abdominal pain fever nausea vomiting tenderness")
		if err != nil {
			t.Fatal(err)
		}
		caseDx := map[string]string{}
		for _, it := range log.Items {
			if it.Kind != memory.KindCase {
				continue
			}
			if strings.Contains(it.Why, "a stronger case of") {
				setAside++
			}
			if !it.Used {
				continue
			}
			dx := rc.nodes[it.ID].st.Experience.Truth
			if other, dup := caseDx[dx]; dup {
				t.Errorf("patient %d: cases %s and %s both name %s", e.HadmID, other, it.ID, dx)
			}
			caseDx[dx] = it.ID
		}
	}
	if setAside == 0 {
		t.Fatal("no applicable case was ever set aside for a stronger case of its diagnosis: the test shows nothing")
	}
	t.Logf("%d applicable cases set aside for a stronger case of their diagnosis", setAside)
}

// TestBriefLogDecidesTheSame: a recall that logs only counts (the hospital's) uses the same
// experiences, says the same to the doctor and counts the same as one that logs every item.
func TestBriefLogDecidesTheSame(t *testing.T) {
	dir := t.TempDir()
	st, idx, _ := practised(t, dir, 120)
	k := testKB(t)
	brief := DefaultRecall
	brief.BriefLog = true
	full, err := NewRecall(k, st, idx, NewReader(k), abdominal(k), k.LabMapping(), DefaultRecall, false, "ed")
	if err != nil {
		t.Fatal(err)
	}
	short, err := NewRecall(k, st, idx, NewReader(k), abdominal(k), k.LabMapping(), brief, false, "ed")
	if err != nil {
		t.Fatal(err)
	}
	used := 0
	for _, e := range cohort(t, k, 20, 999) {
		state := &dcr.State{HadmID: e.HadmID, History: e.History, Steps: []cdm.Step{{Action: cdm.ActPE, Observation: "Physical Examination:\n" + e.PhysicalExam}}}
		q := strings.Join(strings.Fields(e.History)[:min(40, len(strings.Fields(e.History)))], " ")
		text, log, err := full.Search(state, q)
		if err != nil {
			t.Fatal(err)
		}
		text2, log2, err := short.Search(state, q)
		if err != nil {
			t.Fatal(err)
		}
		n := 0
		for _, it := range log.Items {
			if it.Used {
				n++
			}
		}
		used += n
		if text != text2 || log2.Considered != len(log.Items) || log2.Used != n || log.Used != n || len(log2.Items) != 0 {
			t.Fatalf("hadm %d: brief log considered %d, used %d, %d items; full log %d items, %d used; same text %v",
				e.HadmID, log2.Considered, log2.Used, len(log2.Items), len(log.Items), n, text == text2)
		}
		if !reflect.DeepEqual(full.advice[e.HadmID], short.advice[e.HadmID]) {
			t.Fatalf("hadm %d: the advice differs", e.HadmID)
		}
	}
	if used == 0 {
		t.Fatal("no search used an experience: the test compared nothing")
	}
}
