package main

import (
	"context"
	"encoding/csv"
	"flag"
	"fmt"
	"image/color"
	"io"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/vg"

	"agenthospital/agents"
	"agenthospital/agents/memory"
	"agenthospital/kb"
	"agenthospital/kb/mimic"
	"agenthospital/world"
	"agenthospital/world/cdm"
	"agenthospital/world/dcr"
)

const evolveUsage = `Usage: hospital evolve (--scenario FILE | --data DIR) --out DIR [flags]

Lets a doctor practise on an accrual stream of encounters, consolidating every episode into the
experience memory (cases and DCPs in OUT/memory.db, indexed in OUT/memory.bleve), then measures a
fixed evaluation cohort, disjoint from accrual, at each exposure level: the doctor at level k is
the same textbook doctor who has learned from what the first k accrual episodes produced (nested
repositories). Writes OUT/curve.csv, OUT/curve.png and OUT/provenance.json.

Flags:
`

type level struct {
	Exposure     int
	Report       cdm.Report
	Correct      map[int64]bool
	Answers      map[int64]string
	PreferredImg float64
	Used         map[int64][]cdm.Retrieved // experiences used per evaluation encounter
}

func evolveCmd(args []string, stdout, stderr io.Writer, in *interrupt) error {
	fs := flag.NewFlagSet("evolve", flag.ContinueOnError)
	scenario := fs.String("scenario", "abdominal-ed", "scenario (an embedded `name` or a YAML file): its population (unless --data) and its first department's differential")
	data := fs.String("data", "", "draw accrual and evaluation encounters from this release `folder` instead of the scenario")
	accrual := fs.Int("accrual", 2000, "accrual encounters")
	evalN := fs.Int("eval", 400, "evaluation encounters")
	levelsFlag := fs.String("levels", "0,100,250,500,1000,2000", "exposure levels to measure, comma-separated")
	seed := fs.Uint64("seed", 1, "seed: the same seed gives the same store and curve.csv")
	out := fs.String("out", "", "output `directory` (a run directory: memory.db, memory.bleve, curve files)")
	knowledge := new(float64)
	*knowledge = 0.35
	fs.Func("knowledge", "share (0..1) of textbook facts the doctor knows before practice (default 0.35)", shareFlag(knowledge))
	core := fs.Bool("require-core-workup", true, "require a physical examination, a lab and an imaging study before each final diagnosis (DxEvolve's protocol)")
	topExp := fs.Int("top-k", agents.DefaultRecall.Experiences, "Experience Search uses at most this many DCPs and rules")
	topCases := fs.Int("top-cases", agents.DefaultRecall.Cases, "Experience Search uses at most this many cases")
	noSearch := fs.Bool("no-retrieval", false, "ablation: doctors replay their memory but never search it (no Experience Search, no recalibration)")
	noWording := fs.Bool("no-wording", false, "ablation: doctors do not learn the wording their reader does not know from practice")
	quiet := fs.Bool("quiet", false, "no progress on stderr")
	resume := fs.String("resume", "", "continue the killed or interrupted evolve in this `directory` (its flags are read from there)")
	var bf brainFlags
	bf.register(fs)
	if err := parseFlags(fs, args, evolveUsage, stderr); err != nil {
		return err
	}
	if err := bf.check("evolve"); err != nil {
		return err
	}
	params := func() map[string]string { // the flags that shape the result, for the checkpoint
		return map[string]string{"scenario": *scenario, "data": *data, "accrual": strconv.Itoa(*accrual), "eval": strconv.Itoa(*evalN),
			"levels": *levelsFlag, "seed": strconv.FormatUint(*seed, 10), "knowledge": strconv.FormatFloat(*knowledge, 'g', -1, 64),
			"require-core-workup": strconv.FormatBool(*core), "top-k": strconv.Itoa(*topExp), "top-cases": strconv.Itoa(*topCases),
			"no-retrieval": strconv.FormatBool(*noSearch), "no-wording": strconv.FormatBool(*noWording), "brain": bf.brain, "model": bf.model}
	}
	var cp *evolveCheckpoint
	if *resume != "" {
		if *out != "" && filepath.Clean(*out) != filepath.Clean(*resume) {
			return usagef("evolve: --resume %s continues in that directory; drop --out %s", *resume, *out)
		}
		*out = *resume
		var err error
		if cp, err = readCheckpoint(*resume); err != nil {
			return err
		}
		if err := resumeFlags(fs, params(), cp); err != nil {
			return err
		}
	}
	levels, err := parseLevels(*levelsFlag, *accrual)
	switch {
	case err != nil:
		return err
	case *out == "":
		return usagef("evolve: --out DIR is required")
	case *topExp < 0 || *topCases < 0:
		return usagef("evolve: --top-k and --top-cases must be >= 0")
	case *accrual < 1 || *evalN < 1:
		return usagef("evolve: --accrual and --eval must be >= 1")
	}
	start := time.Now()
	k, sc, err := loadScenario(*scenario)
	if err != nil {
		return err
	}
	acc, ev, rows, err := evolveCohorts(k, sc, *data, *accrual, *evalN, *seed)
	if err != nil {
		return err
	}
	if cp == nil {
		if err := checkFreshOut(*out); err != nil {
			return err
		}
		if err := writeFlags(*out, params()); err != nil {
			return err
		}
	}
	st, err := memory.Open(*out, false)
	if err != nil {
		return err
	}
	defer st.Close()
	var simNow int64

	cfg := agents.DefaultOffline
	cfg.Knowledge = *knowledge
	cfg.NoWording = *noWording
	res := mimic.NewLabResolver(rows)
	opt := dcr.Options{Labs: res, Prices: dcr.PricesFrom(k), Guidelines: dcr.GuidelinesFrom(k), IncludeRef: true, RequireCore: *core}
	extra := k.PathologySynonyms(labelsOf(append(append([]*mimic.Encounter{}, acc...), ev...))...)
	newDoctor := func() *agents.CDMDoctor {
		return agents.NewCDMDoctor(k, agents.NewReader(k), sc.Candidates(k), rows, cfg, *seed)
	}

	idx, err := memory.OpenIndex(*out, st)
	if err != nil {
		return err
	}
	defer idx.Close()
	reader := agents.NewReader(k)
	dept := sc.Departments[0].ID
	pr, err := agents.NewPractice(k, st, idx, reader, rows, recallConfig(*topExp, *topCases), *seed, true)
	if err != nil {
		return err
	}
	rc, err := pr.Memory(dept, sc.Candidates(k))
	if err != nil {
		return err
	}
	var search *agents.Recall
	if !*noSearch {
		opt.Memory, search = rc, rc
	}

	// Accrual: the doctor practises, searching its memory in every episode, and each episode is
	// consolidated into it. When accrual reaches an exposure level, the memory as it stands (what
	// the first k episodes produced) is measured on the evaluation cohort by a fresh textbook
	// doctor who replays it and searches it; measuring does not change it.
	doc := newDoctor()
	doc.UseMemory(search)
	var brain dcr.Brain = doc // who thinks, and who learns: the offline doctor, or the model with a chart reader
	var learner agents.Learner = doc
	var lb *llmBrain
	if bf.brain == "llm" {
		if lb, err = newLLMBrain(context.Background(), &bf, *out); err != nil {
			return err
		}
		defer lb.Close()
		brain, learner = lb.brain, agents.NewChartLearner(doc)
		pr.Writer = dcpWriter{ctx: context.Background(), c: lb.client, kb: k}
	}
	var results []level
	correct, next, pos := 0, 0, 0
	if cp != nil && cp.Next == 0 && len(cp.Levels) == 0 {
		cp = nil // killed before its first batch: nothing to rebuild
	}
	if cp != nil { // see resume.go: the state in memory is rebuilt from the store and the checkpoint
		if _, err := pr.Replay(doc, dept); err != nil {
			return err
		}
		rc.Stats, simNow, correct, pos, results, next = cp.Recall, cp.SimNow, cp.Correct, cp.Next, cp.Levels, len(cp.Levels)
	} else {
		cp = &evolveCheckpoint{Flags: params()}
		if rec, err := cp.record(); err != nil {
			return err
		} else if err := st.PutRecord("runs", rec.Key, rec.Value); err != nil { // resumable before the first batch
			return err
		}
	}
	pr.OnFlush = func(b *memory.Batch) {
		c := evolveCheckpoint{Flags: cp.Flags, Next: pos, Correct: correct, SimNow: simNow, Recall: pr.Stats(), Levels: results}
		if rec, err := c.record(); err == nil {
			if b.Records == nil {
				b.Records = map[string][]memory.Record{}
			}
			b.Records["runs"] = append(b.Records["runs"], rec)
		}
	}
	measure := func(lv int) error {
		if err := pr.Flush(); err != nil {
			return err
		}
		r := level{Exposure: lv, Correct: map[int64]bool{}, Answers: map[int64]string{}, Used: map[int64][]cdm.Retrieved{}}
		var js []cdm.Judgement
		preferred := 0
		trs := make([]*cdm.Trajectory, len(ev))
		if lb != nil { // the model with the memory as it stands, many episodes in flight
			ins := make([]episodeInput, len(ev))
			for i, e := range ev {
				ins[i] = episodeInput{enc: e}
			}
			rs, err := runEpisodes(ins, lb.brain, opt, bf.concurrency, in.stopping, nil, nil)
			if err != nil {
				return err
			}
			if len(rs) < len(ev) {
				return errEvolveStop
			}
			for i, r := range rs {
				trs[i] = r.tr
				if trs[i] == nil {
					trs[i] = failedEpisode(ev[i].HadmID, opt.Regime)
				}
				lb.brain.Tokens(ev[i].HadmID)
			}
		} else {
			d := newDoctor()
			if _, err := pr.Replay(d, dept); err != nil {
				return err
			}
			d.UseMemory(search)
			for i, e := range ev {
				if in.stopping() {
					return errEvolveStop // the level is measured again on resume
				}
				tr, err := dcr.Run(e, d, opt)
				if err != nil {
					return err
				}
				d.Conclude(e.HadmID, "")
				trs[i] = tr
			}
		}
		for i, e := range ev {
			tr := trs[i]
			j := cdm.Judge(e, tr, res, extra)
			js = append(js, j)
			r.Correct[e.HadmID], r.Answers[e.HadmID] = j.Correct, j.Answer
			for _, st := range tr.Steps {
				if st.Retrieval != nil {
					for _, it := range st.Retrieval.Items {
						if it.Used {
							r.Used[e.HadmID] = append(r.Used[e.HadmID], it)
						}
					}
				}
			}
			if j.ImagingScore == 2 {
				preferred++
			}
		}
		r.Report = cdm.Summarize(js)
		r.PreferredImg = float64(preferred) / float64(len(ev))
		results = append(results, r)
		return nil
	}
	bar := newBar(stderr, *quiet, "accrual episodes", len(acc), start)
	for i := pos; ; i++ {
		for next < len(levels) && levels[next] == i {
			if err := measure(i); err != nil {
				return evolveStopped(in, err, idx, st, i, len(acc), next, len(levels), *out)
			}
			next++
		}
		if i == len(acc) {
			break
		}
		if in.stopping() {
			return evolveStopped(in, errEvolveStop, idx, st, i, len(acc), next, len(levels), *out)
		}
		e := acc[i]
		tr, err := dcr.Run(e, brain, opt)
		switch {
		case err != nil && lb != nil && invalid(err): // the model failed for good: no diagnosis
			tr = failedEpisode(e.HadmID, opt.Regime)
		case err != nil:
			return err
		}
		if lb != nil {
			lb.brain.Tokens(e.HadmID)
		}
		j := cdm.Judge(e, tr, res, extra)
		if j.Correct {
			correct++
		}
		pos = i + 1
		if _, err := conclude(k, pr, learner, dept, "dr_evolve_1", e, tr, j, &simNow); err != nil {
			return err
		}
		bar.setf(i+1, func() string {
			msg := fmt.Sprintf("accuracy %.1f%%", 100*float64(correct)/float64(i+1))
			if len(results) > 0 {
				r := results[len(results)-1]
				msg += fmt.Sprintf("; level %d: %.1f%%", r.Exposure, 100*r.Report.OverallAccuracy)
			}
			return msg
		})
	}
	bar.done(fmt.Sprintf("accuracy %.1f%%", 100*float64(correct)/float64(len(acc))))
	if err := pr.Flush(); err != nil {
		return err
	}
	rs := pr.Stats()
	curve := make([]map[string]float64, len(results))
	for i, r := range results {
		curve[i] = map[string]float64{"exposure": float64(r.Exposure), "accuracy": r.Report.OverallAccuracy}
	}
	runRec, _ := jsonCompact(map[string]any{"command": "evolve", "scenario": sc.Name, "data": *data, "seed": *seed, "accrual": len(acc),
		"eval": len(ev), "levels": levels, "knowledge": *knowledge, "require_core_workup": *core, "retrieval": !*noSearch,
		"recall": rs, "curve": curve})
	if err := st.PutRecord("runs", fmt.Sprintf("evolve/seed-%d", *seed), []byte(runRec)); err != nil {
		return err
	}
	if err := writeCurve(*out, results); err != nil {
		return err
	}
	if err := plotCurve(filepath.Join(*out, "curve.png"), results); err != nil {
		return fmt.Errorf("curve.png: %w", err)
	}
	if err := writeProvenance(*out, results, ev); err != nil {
		return err
	}
	stats, _ := st.Stats()
	fmt.Fprintf(stdout, "\nEvolved on %d accrual encounters, measured on %d evaluation encounters (seed %d, knowledge %.2f) in %.1f s\n\n",
		len(acc), len(ev), *seed, *knowledge, time.Since(start).Seconds())
	fmt.Fprintf(stdout, "  %8s %9s %9s %10s %11s %7s\n", "exposure", "accuracy", "mean/path", "preferred", "adherence", "tests")
	for _, r := range results {
		fmt.Fprintf(stdout, "  %8d %8.1f%% %8.1f%% %9.1f%% %11.1f %7.2f\n", r.Exposure, 100*r.Report.OverallAccuracy,
			100*r.Report.MeanAccuracy, 100*r.PreferredImg, r.Report.GuidelineAdherence, r.Report.MeanTests)
	}
	fmt.Fprintf(stdout, "\n  no memory (exposure 0): %.1f%%   memory: %s\n", 100*results[0].Report.OverallAccuracy, statsLine(stats))
	fmt.Fprintf(stdout, "  experience search: %d searches, %.1f experiences used per search; rules kept %d, discarded by replay %d; %d edges; %d recalibrations\n",
		rs.Searches, float64(rs.Used)/float64(max(rs.Searches, 1)), rs.RulesKept, rs.RulesDiscarded, rs.Edges, rs.Recalibrated)
	fmt.Fprintf(stdout, "\nWrote %s, %s and %s\n", filepath.Join(*out, "curve.csv"), filepath.Join(*out, "curve.png"), filepath.Join(*out, "provenance.json"))
	return nil
}

func statsLine(s memory.Stats) string {
	b, _ := jsonCompact(s)
	return b
}

// parseLevels reads --levels: exposure counts, strictly increasing, none beyond --accrual
// (which must itself be >= 1, checked first so that its error names it).
func parseLevels(s string, accrual int) ([]int, error) {
	if accrual < 1 {
		return nil, usagef("evolve: --accrual must be >= 1 (accrual encounters), got %d", accrual)
	}
	var out []int
	for _, f := range strings.Split(s, ",") {
		n, err := strconv.Atoi(strings.TrimSpace(f))
		if err != nil || n < 0 {
			return nil, usagef("evolve: --levels: %q is not an exposure count (expected non-negative whole numbers in increasing order, e.g. 0,100,250)", f)
		}
		if n > accrual {
			return nil, usagef("evolve: --levels: %d exceeds --accrual %d", n, accrual)
		}
		if len(out) > 0 && n <= out[len(out)-1] {
			return nil, usagef("evolve: --levels: %d after %d (expected exposure counts in strictly increasing order, e.g. 0,100,250)", n, out[len(out)-1])
		}
		out = append(out, n)
	}
	return out, nil
}

// evolveCohorts returns the accrual and evaluation encounters: from the scenario's population
// (two generator seeds, so no patient is in both) or from a release folder, shuffled with the
// seed and split without overlap.
func evolveCohorts(k *kb.KB, sc *world.Scenario, data string, n, m int, seed uint64) (acc, ev []*mimic.Encounter, rows []mimic.LabMapRow, err error) {
	if data == "" {
		g, err := kb.NewGenerator(k, sc.Cohort(k))
		if err != nil {
			return nil, nil, nil, err
		}
		for i := 0; i < n; i++ {
			acc = append(acc, g.Encounter(g.Patient(seed, i), seed, i))
		}
		es := seed ^ 0x9e3779b97f4a7c15
		for j := 0; j < m; j++ {
			e := g.Encounter(g.Patient(es, j), es, j)
			e.HadmID += 10000000 // keep evaluation ids apart from accrual ids
			ev = append(ev, e)
		}
		return acc, ev, k.LabMapping(), nil
	}
	ds, err := mimic.Read(data)
	if err != nil {
		return nil, nil, nil, err
	}
	if len(ds.Encounters) < n+m {
		return nil, nil, nil, fmt.Errorf("evolve: %s has %d encounters, fewer than --accrual %d + --eval %d", data, len(ds.Encounters), n, m)
	}
	perm := rand.New(rand.NewPCG(seed, 0xe701)).Perm(len(ds.Encounters))
	for i, p := range perm[:n+m] {
		if i < n {
			acc = append(acc, ds.Encounters[p])
		} else {
			ev = append(ev, ds.Encounters[p])
		}
	}
	return acc, ev, append(append([]mimic.LabMapRow(nil), ds.LabMap...), k.LabAliasRows()...), nil
}

func labelsOf(encs []*mimic.Encounter) []string {
	seen := map[string]bool{}
	var out []string
	for _, e := range encs {
		if e.Pathology != "" && !seen[e.Pathology] {
			seen[e.Pathology] = true
			out = append(out, e.Pathology)
		}
	}
	return out
}

func writeCurve(dir string, rs []level) error {
	f, err := os.Create(filepath.Join(dir, "curve.csv"))
	if err != nil {
		return fmt.Errorf("curve.csv: %w", err)
	}
	w := csv.NewWriter(f)
	_ = w.Write([]string{"exposure", "accuracy", "mean_accuracy", "gracious_accuracy", "preferred_first_imaging", "lab_score",
		"imaging_score", "guideline_adherence", "mean_tests", "mean_cost", "ece", "no_memory_accuracy"})
	ff := func(x float64) string { return strconv.FormatFloat(x, 'f', 4, 64) }
	for _, r := range rs {
		_ = w.Write([]string{strconv.Itoa(r.Exposure), ff(r.Report.OverallAccuracy), ff(r.Report.MeanAccuracy), ff(r.Report.MeanGraciousAccuracy),
			ff(r.PreferredImg), ff(r.Report.LabScore), ff(r.Report.ImagingScore), ff(r.Report.GuidelineAdherence), ff(r.Report.MeanTests),
			ff(r.Report.MeanCost), ff(r.Report.ECE), ff(rs[0].Report.OverallAccuracy)})
	}
	w.Flush()
	if err := w.Error(); err != nil {
		f.Close()
		return fmt.Errorf("curve.csv: %w", err)
	}
	return f.Close()
}

func plotCurve(path string, rs []level) error {
	p := plot.New()
	p.Title.Text = "Diagnosis accuracy against exposure"
	p.X.Label.Text = "exposure (accrual episodes consolidated into memory)"
	p.Y.Label.Text = "diagnosis accuracy on the evaluation cohort (%)"
	p.Y.Min, p.Y.Max = 0, 100
	p.Add(plotter.NewGrid())
	with, without := make(plotter.XYs, len(rs)), make(plotter.XYs, len(rs))
	for i, r := range rs {
		with[i] = plotter.XY{X: float64(r.Exposure), Y: 100 * r.Report.OverallAccuracy}
		without[i] = plotter.XY{X: float64(r.Exposure), Y: 100 * rs[0].Report.OverallAccuracy}
	}
	l1, pts, err := plotter.NewLinePoints(with)
	if err != nil {
		return err
	}
	l1.Color, pts.Color = color.RGBA{R: 0x1f, G: 0x77, B: 0xb4, A: 0xff}, color.RGBA{R: 0x1f, G: 0x77, B: 0xb4, A: 0xff}
	l2, err := plotter.NewLine(without)
	if err != nil {
		return err
	}
	l2.Color = color.RGBA{R: 0xd6, G: 0x27, B: 0x28, A: 0xff}
	l2.Dashes = []vg.Length{vg.Points(5), vg.Points(4)}
	p.Add(l1, pts, l2)
	p.Legend.Add("with memory", l1, pts)
	p.Legend.Add("no memory", l2)
	p.Legend.Top = false
	p.Legend.Left = false
	return p.Save(7*vg.Inch, 4.5*vg.Inch, path)
}

// writeProvenance records the improvement cases (evaluation encounters the doctor gets right at
// the highest level and wrong without memory) with the experiences used in them, and the
// error-driven dividend: the share of used DCPs that came from incorrect source episodes in
// improvement cases against that share in all evaluation cases.
func writeProvenance(dir string, rs []level, ev []*mimic.Encounter) error {
	first, last := rs[0], rs[len(rs)-1]
	type usedItem struct {
		ID            string  `json:"id"`
		Kind          string  `json:"kind"`
		Category      string  `json:"category"`
		SourceCorrect bool    `json:"source_correct"`
		Score         float64 `json:"score"`
	}
	type imp struct {
		Hadm          int64      `json:"hadm_id"`
		Truth         string     `json:"truth"`
		WithoutMemory string     `json:"answer_without_memory"`
		WithMemory    string     `json:"answer_with_memory"`
		Used          []usedItem `json:"experiences_used"`
	}
	type share struct {
		DCPs              int     `json:"dcps_used"`
		FromFailures      int     `json:"from_incorrect_episodes"`
		ShareFromFailures float64 `json:"share_from_incorrect_episodes"`
	}
	add := func(s *share, used []cdm.Retrieved) {
		for _, u := range used {
			if u.Kind == memory.KindDCP {
				s.DCPs++
				if !u.SourceCorrect {
					s.FromFailures++
				}
			}
		}
		if s.DCPs > 0 {
			s.ShareFromFailures = float64(s.FromFailures) / float64(s.DCPs)
		}
	}
	cases := []imp{}
	var inImp, inAll share
	worse := 0
	for _, e := range ev {
		used := last.Used[e.HadmID]
		add(&inAll, used)
		if last.Correct[e.HadmID] && !first.Correct[e.HadmID] {
			c := imp{Hadm: e.HadmID, Truth: e.Pathology, WithoutMemory: first.Answers[e.HadmID], WithMemory: last.Answers[e.HadmID], Used: []usedItem{}}
			for _, u := range used {
				c.Used = append(c.Used, usedItem{u.ID, u.Kind, u.Category, u.SourceCorrect, u.Score})
			}
			cases = append(cases, c)
			add(&inImp, used)
		}
		if !last.Correct[e.HadmID] && first.Correct[e.HadmID] {
			worse++
		}
	}
	out := map[string]any{
		"levels":              []int{first.Exposure, last.Exposure},
		"improvement_cases":   cases,
		"n_improvement_cases": len(cases),
		"n_worsened_cases":    worse,
		"retrieved_dcps": map[string]share{
			"improvement_cases": inImp,
			"all_cases":         inAll,
		},
	}
	return writeJSON(filepath.Join(dir, "provenance.json"), out)
}

// recallConfig is the default retrieval configuration with the top-k flags applied.
func recallConfig(experiences, cases int) agents.RecallConfig {
	c := agents.DefaultRecall
	c.Experiences, c.Cases = experiences, cases
	return c
}
