package main

import (
	"bufio"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"agenthospital/agents"
	"agenthospital/agents/llm"
	"agenthospital/agents/memory"
	"agenthospital/kb"
	"agenthospital/kb/mimic"
	"agenthospital/world/cdm"
	"agenthospital/world/dcr"
)

const evalUsage = `Usage: hospital eval --data DIR --out DIR [flags]

Runs the doctor (the embedded offline brain, or with --brain llm a model on any OpenAI-compatible
server) on every encounter of a MIMIC-CDM dataset through the deep-clinical-research loop and
judges it as the benchmark does. DIR is a folder in the release layout (the
PhysioNet MIMIC-IV-Ext-CDM files, or one written by hospital cohort) or a .jsonl file from
hospital cohort --format jsonl. Writes OUT/results.jsonl (one line per encounter: scores,
feedback, full trajectory) and OUT/report.json, and prints a table.

Flags:
`

type evalResult struct {
	cdm.Judgement
	Trajectory *cdm.Trajectory `json:"trajectory"`
	Error      string          `json:"error,omitempty"`  // the model call that failed for good, if any
	Tokens     *tokenCount     `json:"tokens,omitempty"` // the model's tokens in this episode (--brain llm)
}

// evalReport is report.json: the benchmark's figures and, with --brain llm, the model's calls,
// retries and tokens.
type evalReport struct {
	cdm.Report
	LLM *llm.Stats `json:"llm,omitempty"`
}

// tokenCount is what one episode cost in model tokens.
type tokenCount struct {
	Prompt     int `json:"prompt"`
	Completion int `json:"completion"`
}

func evalCmd(args []string, stdout, stderr io.Writer, in *interrupt) error {
	fs := flag.NewFlagSet("eval", flag.ContinueOnError)
	data := fs.String("data", "", "dataset: a release-layout `folder` or a .jsonl file")
	out := fs.String("out", "", "output `directory` for results.jsonl and report.json")
	regime := fs.String("regime", dcr.Interactive, "interactive (history first, evidence on request) or full-info (whole record, one step)")
	limit := fs.Int("limit", 0, "evaluate only the first N encounters (0: all)")
	seed := fs.Uint64("seed", 1, "seed of the doctor (which textbook facts it remembers)")
	core := fs.Bool("require-core-workup", true, "require a physical examination, a lab and an imaging study before the final diagnosis (DxEvolve's rule; =false lets the doctor answer from the history)")
	scenario := fs.String("scenario", "abdominal-ed", "scenario (an embedded `name` or a YAML file) whose first department's diseases are the doctor's differential")
	knowledge := new(float64)
	*knowledge = -1
	fs.Func("knowledge", "share (0..1) of textbook facts the doctor knows (default: the scenario's knowledge)", shareFlag(knowledge))
	baseRates := agents.DefaultOffline.BaseRatePower
	fs.Func("base-rates", fmt.Sprintf("with --store: exponent (0..1) on the disease base rates learned from practice in the doctor's prior; 1 takes the practice's mix at face value, 0 ignores it (default %g)", baseRates), shareFlag(&baseRates))
	doubt := agents.DefaultOffline.HistoryDoubt
	fs.Func("history-doubt", fmt.Sprintf("offline: chance (0..1) that the history's story is another disease's: the story then cannot outweigh the examination, labs and imaging; 0 trusts it as any other evidence, 1 ignores it (default %g)", doubt), shareFlag(&doubt))
	noRef := fs.Bool("no-ref-range", false, "do not print reference ranges after lab values")
	explain := fs.Bool("explain", false, "offline: write the differential and the evidence that sets the leading diagnosis apart into each reply's thought (results.jsonl); changes no decision")
	storeDir := fs.String("store", "", "run `directory` whose experience memory the doctor uses (read-only unless --accrue)")
	accrue := fs.Bool("accrue", false, "with --store: keep learning while evaluating, consolidating every episode into the store")
	topExp := fs.Int("top-k", agents.DefaultRecall.Experiences, "Experience Search uses at most this many DCPs and rules")
	topCases := fs.Int("top-cases", agents.DefaultRecall.Cases, "Experience Search uses at most this many cases")
	asJSON := fs.Bool("json", false, "print report.json on stdout instead of the table")
	quiet := fs.Bool("quiet", false, "no progress on stderr")
	var bf brainFlags
	bf.register(fs)
	if err := parseFlags(fs, args, evalUsage, stderr); err != nil {
		return err
	}
	if err := bf.check("eval"); err != nil {
		return err
	}

	switch {
	case *data == "" || *out == "":
		return usagef("eval: --data and --out are required (see hospital eval --help)")
	case *regime != dcr.Interactive && *regime != dcr.FullInfo:
		return usagef("eval: --regime must be interactive or full-info, got %q", *regime)
	case *accrue && *storeDir == "":
		return usagef("eval: --accrue needs --store DIR (the memory to learn into)")
	case *topExp < 0 || *topCases < 0:
		return usagef("eval: --top-k and --top-cases must be >= 0")
	case *limit < 0:
		return usagef("eval: --limit must be >= 0, got %d", *limit)
	}
	start := time.Now()
	k, sc, err := loadScenario(*scenario)
	if err != nil {
		return err
	}
	encs, rows, err := loadData(*data, k)
	if err != nil {
		return err
	}
	if *limit > 0 && *limit < len(encs) {
		encs = encs[:*limit]
	}
	if len(encs) == 0 {
		return fmt.Errorf("eval: %s holds no encounters", *data)
	}
	cfg := agents.DefaultOffline
	cfg.Knowledge = sc.Knowledge
	if *knowledge >= 0 {
		cfg.Knowledge = *knowledge
	}
	cfg.BaseRatePower = baseRates
	cfg.HistoryDoubt = doubt
	cfg.Explain = *explain
	reader := agents.NewReader(k)
	doctor := agents.NewCDMDoctor(k, reader, sc.Candidates(k), rows, cfg, *seed)
	opt := dcr.Options{Regime: *regime, RequireCore: *core, Labs: mimic.NewLabResolver(rows), Prices: dcr.PricesFrom(k),
		Guidelines: dcr.GuidelinesFrom(k), IncludeRef: !*noRef}
	var st *memory.Store
	var idx *memory.Index
	var pr *agents.Practice
	dept := sc.Departments[0].ID
	replayed := 0
	var simNow int64
	if *storeDir != "" {
		if st, err = memory.Open(*storeDir, !*accrue); err != nil {
			return err
		}
		defer st.Close()
		if idx, err = memory.OpenIndex(*storeDir, st); err != nil {
			return err
		}
		defer idx.Close()
		if pr, err = agents.NewPractice(k, st, idx, reader, rows, recallConfig(*topExp, *topCases), *seed, *accrue); err != nil {
			return err
		}
		rc, err := pr.Memory(dept, sc.Candidates(k))
		if err != nil {
			return err
		}
		if replayed, err = pr.Replay(doctor, dept); err != nil {
			return err
		}
		doctor.UseMemory(rc)
		opt.Memory = rc
		simNow = pr.Base()
	}
	seen := map[string]bool{}
	var labels []string
	for _, e := range encs {
		if e.Pathology != "" && !seen[e.Pathology] {
			seen[e.Pathology] = true
			labels = append(labels, e.Pathology)
		}
	}
	extra := k.PathologySynonyms(labels...)

	if err := os.MkdirAll(*out, 0o755); err != nil { // after the store opened: a bad --store leaves nothing behind
		return fmt.Errorf("create output directory: %w", err)
	}
	rf, err := os.Create(filepath.Join(*out, "results.jsonl"))
	if err != nil {
		return fmt.Errorf("create results: %w", err)
	}
	defer rf.Close()
	bw := bufio.NewWriterSize(rf, 1<<16)
	enc := json.NewEncoder(bw)
	enc.SetEscapeHTML(false)
	bar := newBar(stderr, *quiet, "encounters", len(encs), start)
	var js []cdm.Judgement
	correct := 0
	var lb *llmBrain
	judge := func(i int, e *mimic.Encounter, tr *cdm.Trajectory, callErr error, pre *cdm.Judgement) error {
		var j cdm.Judgement
		if pre != nil {
			j = *pre
		} else {
			j = cdm.Judge(e, tr, opt.Labs, extra)
		}
		js = append(js, j)
		if j.Correct {
			correct++
		}
		res := evalResult{Judgement: j, Trajectory: tr}
		if callErr != nil {
			res.Error = callErr.Error()
		}
		if lb != nil {
			p, c := lb.brain.Tokens(e.HadmID)
			res.Tokens = &tokenCount{Prompt: p, Completion: c}
		}
		if err := enc.Encode(res); err != nil {
			return fmt.Errorf("write results: %w", err)
		}
		if lb == nil {
			bar.setf(i+1, func() string { return fmt.Sprintf("accuracy %.1f%%", 100*float64(correct)/float64(i+1)) })
		}
		return nil
	}
	if bf.brain == "llm" && *accrue {
		// Accrual is sequential: each episode learns from the ones before it.
		if lb, err = newLLMBrain(context.Background(), &bf, *out); err != nil {
			return err
		}
		defer lb.Close()
		pr.Writer = dcpWriter{ctx: context.Background(), c: lb.client, kb: k}
		learner := agents.NewChartLearner(doctor) // reads each episode; its beliefs validate rules
		for i, e := range encs {
			if in.stopping() { // between encounters: what is done is kept, the rest is not started
				encs = encs[:i]
				break
			}
			if lb.overBudget() {
				fmt.Fprintf(stderr, "hospital: eval: token budget of %d spent after %d of %d encounters; the rest were not started\n",
					bf.budget, i, len(encs))
				encs = encs[:i]
				break
			}
			tr, err := dcr.Run(e, lb.brain, opt)
			var callErr error
			switch {
			case err != nil && invalid(err):
				tr, callErr = failedEpisode(e.HadmID, opt.Regime), err
			case err != nil:
				return err
			}
			if err := judge(i, e, tr, callErr, nil); err != nil {
				return err
			}
			bar.setf(i+1, func() string { return lb.status(time.Since(start).Seconds()) })
			if _, err := conclude(k, pr, learner, dept, "dr_eval_llm", e, tr, js[len(js)-1], &simNow); err != nil {
				return err
			}
		}
	} else if bf.brain == "llm" {
		if lb, err = newLLMBrain(context.Background(), &bf, *out); err != nil {
			return err
		}
		defer lb.Close()
		ins := make([]episodeInput, len(encs))
		for i, e := range encs {
			ins[i] = episodeInput{enc: e}
		}
		stop := func() bool { return in.stopping() || lb.overBudget() }
		prejudge := func(i int, r *episodeResult) { // the judge is pure: it runs beside the calls in flight
			tr := r.tr
			if tr == nil {
				tr = failedEpisode(encs[i].HadmID, opt.Regime)
			}
			j := cdm.Judge(encs[i], tr, opt.Labs, extra)
			r.j = &j
		}
		results, err := runEpisodes(ins, lb.brain, opt, bf.concurrency, stop, prejudge, func(n int) {
			bar.setf(n, func() string { return lb.status(time.Since(start).Seconds()) })
		})
		if err != nil {
			return err
		}
		for i, r := range results {
			tr := r.tr
			if tr == nil { // the model failed for good: an episode without a diagnosis
				tr = failedEpisode(encs[i].HadmID, opt.Regime)
			}
			if err := judge(i, encs[i], tr, r.err, r.j); err != nil {
				return err
			}
		}
		if len(results) < len(encs) && !in.stopping() {
			fmt.Fprintf(stderr, "hospital: eval: token budget of %d spent after %d of %d encounters; the rest were not started\n",
				bf.budget, len(results), len(encs))
		}
		encs = encs[:len(results)]
	} else {
		for i, e := range encs {
			if in.stopping() { // between encounters: what is done is kept, the rest is not started
				encs = encs[:i]
				break
			}
			tr, err := dcr.Run(e, doctor, opt)
			if err != nil {
				return err
			}
			if err := judge(i, e, tr, nil, nil); err != nil {
				return err
			}
			if _, err := conclude(k, pr, doctor, dept, "dr_eval_1", e, tr, js[len(js)-1], &simNow); err != nil {
				return err
			}
		}
	}
	bar.done(fmt.Sprintf("accuracy %.1f%%", 100*float64(correct)/float64(max(len(encs), 1))))
	if err := bw.Flush(); err != nil {
		return fmt.Errorf("write results: %w", err)
	}
	if err := rf.Close(); err != nil {
		return fmt.Errorf("write results: %w", err)
	}
	if *accrue {
		if err := pr.Flush(); err != nil { // store and index what was learned
			return err
		}
		first := pr.Figures().FirstExposure
		rec, _ := jsonCompact(map[string]any{"command": "eval --accrue", "data": *data, "scenario": sc.Name, "seed": *seed,
			"regime": *regime, "encounters": len(encs), "first_exposure": first, "accuracy": float64(correct) / float64(len(encs)),
			"recall": pr.Stats()})
		if !in.stopping() { // an interrupted evaluation leaves no run record
			if err := st.PutRecord("runs", fmt.Sprintf("eval/exposure-%d", first), []byte(rec)); err != nil {
				return err
			}
		}
	}
	if lb != nil {
		st := lb.client.Stats()
		if err := writeJSON(filepath.Join(*out, "llm.json"), st); err != nil {
			return err
		}
		defer fmt.Fprintf(stdout, "LLM %s: %d calls (%d replayed), %d retries, %d failed; %d prompt + %d completion tokens; recording %s\n",
			lb.client.Config().Model, st.Calls, st.Replayed, st.Retries, st.Errors, st.PromptTokens, st.CompletionTokens,
			filepath.Join(*out, "llm.db"))
	}
	if idx != nil {
		if err := idx.Close(); err != nil {
			return err
		}
	}
	rep := evalReport{Report: cdm.Summarize(js)}
	if lb != nil {
		st := lb.client.Stats()
		rep.LLM = &st
	}
	if err := writeJSON(filepath.Join(*out, "report.json"), rep); err != nil {
		return err
	}
	if in.stopping() {
		msg := fmt.Sprintf("after %s encounters: results flushed to %s", commas(len(encs)), *out)
		if *accrue {
			msg += fmt.Sprintf("; memory flushed to %s (%s items)", *storeDir, commas(liveItems(st)))
		}
		return in.stoppedf("%s", msg)
	}
	if *asJSON {
		e := json.NewEncoder(stdout)
		e.SetIndent("", "  ")
		return e.Encode(rep)
	}
	printEval(stdout, rep.Report, *data, *regime, time.Since(start).Seconds(), *out)
	if pr != nil {
		rs := pr.Stats()
		fmt.Fprintf(stdout, "Memory %s: %d experiences replayed before the first encounter", *storeDir, replayed)
		if *accrue {
			fmt.Fprintf(stdout, "; %d episodes consolidated into it (%d rules kept, %d discarded by replay)",
				len(encs), rs.RulesKept, rs.RulesDiscarded)
		}
		fmt.Fprintf(stdout, "\nExperience Search: %d searches, %.1f experiences used per search, %d set aside as not applicable or beyond top-k\n",
			rs.Searches, float64(rs.Used)/float64(max(rs.Searches, 1)), rs.SetAside)
	}
	return nil
}

// conclude ends an episode of doctor doc in department dept: with a practice loop that learns,
// it is consolidated at the simulated time the episode took (plus ten minutes); otherwise the
// doctor forgets it.
func conclude(k *kb.KB, pr *agents.Practice, doc agents.Learner, dept, doctor string, e *mimic.Encounter, tr *cdm.Trajectory,
	j cdm.Judgement, simNow *int64) ([]*memory.Item, error) {
	if pr == nil {
		doc.Forget(e.HadmID)
		return nil, nil
	}
	answer := ""
	if a := k.DiseaseForLabel(j.Answer); a != nil {
		answer = a.ID
	}
	*simNow += int64(tr.Minutes*60) + 600
	return pr.Conclude(doc, dept, doctor, fmt.Sprintf("hadm:%d", e.HadmID), e, tr, j, answer, *simNow)
}

// loadData reads a release folder or a cohort .jsonl file. A .jsonl file carries no lab table,
// so the knowledge base's is used.
func loadData(path string, k *kb.KB) ([]*mimic.Encounter, []mimic.LabMapRow, error) {
	st, err := os.Stat(path)
	if err != nil {
		return nil, nil, fmt.Errorf("eval: %w", err)
	}
	if st.IsDir() {
		ds, err := mimic.Read(path)
		if err != nil {
			return nil, nil, err
		}
		// The release's own table first (its rows win ties), then the clinicians' abbreviations.
		rows := append(append([]mimic.LabMapRow(nil), ds.LabMap...), k.LabAliasRows()...)
		if len(ds.LabMap) == 0 {
			rows = k.LabMapping()
		}
		return ds.Encounters, rows, nil
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, nil, fmt.Errorf("eval: %w", err)
	}
	defer f.Close()
	encs, err := mimic.ReadJSONL(f, path)
	if err != nil {
		return nil, nil, err
	}
	return encs, k.LabMapping(), nil
}

func printEval(w io.Writer, r cdm.Report, data, regime string, secs float64, out string) {
	pct := func(x float64) string { return fmt.Sprintf("%5.1f%%", 100*x) }
	fmt.Fprintf(w, "\nEvaluated %d encounters from %s (%s) in %.1f s\n\n", r.N, data, regime, secs)
	fmt.Fprintf(w, "  %-26s %6s %9s %9s\n", "pathology", "n", "accuracy", "gracious")
	pats := make([]string, 0, len(r.Accuracy))
	for p := range r.Accuracy {
		pats = append(pats, p)
	}
	sort.Slice(pats, func(i, j int) bool {
		fi, fj := isFour(pats[i]), isFour(pats[j])
		if fi != fj {
			return fi
		}
		return pats[i] < pats[j]
	})
	for _, p := range pats {
		fmt.Fprintf(w, "  %-26s %6d %9s %9s\n", p, r.ByPat[p], pct(r.Accuracy[p]), pct(r.GraciousAccuracy[p]))
	}
	fmt.Fprintf(w, "  %-26s %6d %9s %9s\n\n", "mean (per pathology)", r.N, pct(r.MeanAccuracy), pct(r.MeanGraciousAccuracy))
	fmt.Fprintf(w, "  overall accuracy %s   macro F1 %.3f   micro F1 %.3f\n", pct(r.OverallAccuracy), r.MacroF1, r.MicroF1)
	fmt.Fprintf(w, "  physical exam first %s   lab score %s   imaging score %.2f of 2\n", pct(r.PEScore), pct(r.LabScore), r.ImagingScore)
	fmt.Fprintf(w, "  guideline adherence %.1f / 100\n", r.GuidelineAdherence)
	fmt.Fprintf(w, "  consistency with the chart: PE %s   lab-set F1 %.3f   imaging F1 %.3f   order concordance %.3f\n",
		pct(r.Consistency.PEAgree), r.Consistency.LabF1, r.Consistency.ImagingF1, r.Consistency.OrderConcordance)
	fmt.Fprintf(w, "  tests %.2f   steps %.2f   cost $%.0f   ECE %.3f (%d confidences)   invalid episodes %d\n",
		r.MeanTests, r.MeanSteps, r.MeanCost, r.ECE, r.CalibrationPoints, r.InvalidEpisodes)
	fmt.Fprintf(w, "\nWrote %s and %s\n", filepath.Join(out, "results.jsonl"), filepath.Join(out, "report.json"))
}

func isFour(p string) bool {
	for _, f := range mimic.Pathologies {
		if strings.EqualFold(p, f) {
			return true
		}
	}
	return false
}
