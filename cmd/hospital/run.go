package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"runtime/pprof"
	"sort"
	"strings"
	"time"

	"agenthospital/agents"
	"agenthospital/agents/memory"
	"agenthospital/kb"
	"agenthospital/scenarios"
	"agenthospital/sim"
	"agenthospital/world"
)

const runUsage = `Usage: hospital run [flags]

Simulates a hospital on the embedded offline brain: patients fall ill, are triaged,
registered, seen, examined, diagnosed, treated, convalesce and come back for follow-up.
Writes OUT/trace.jsonl (every event), OUT/summary.json and OUT/hospital.json (rooms and
roster), shows progress on stderr and ends with a summary table on stdout.

The doctors' experience memory lives in the run directory: every judged episode is consolidated
into OUT/memory.db (a case when right, a DCP always) and indexed in OUT/memory.bleve. A run starts
a fresh memory there; with --store DIR it keeps accruing into DIR's memory instead (typically an
earlier run's --out), and each doctor first replays what it learned before.

Flags:
`

type runFlags struct {
	scenario  string
	patients  int
	days      float64
	seed      uint64
	out       string
	json      bool
	quiet     bool
	knowledge float64
	cpuprof   string
	memprof   string
	brain     brainFlags
	roles     string
	store     string
	watch     bool
}

func parseRunFlags(args []string, stderr io.Writer) (*runFlags, error) {
	f := &runFlags{}
	fs := flag.NewFlagSet("run", flag.ContinueOnError)
	fs.StringVar(&f.scenario, "scenario", "general-hospital", "scenario describing the hospital and its patients: an embedded `name` ("+strings.Join(scenarios.Names(), ", ")+") or a YAML file")
	fs.IntVar(&f.patients, "patients", 2000, "stop when this many patients have completed their cycle of care (0: no limit)")
	fs.Func("days", "stop after this many simulated days, 0..36500 (given alone, without --patients: run exactly this long)", rangeFlag(&f.days, 0, maxDays, "a number of simulated days"))
	fs.Uint64Var(&f.seed, "seed", 1, "master random seed; the same seed gives the same run, byte for byte")
	fs.StringVar(&f.out, "out", "runs/latest", "output `directory` for trace.jsonl, summary.json, hospital.json and (without --store) the memory")
	fs.BoolVar(&f.json, "json", false, "print the summary as JSON on stdout instead of the table")
	fs.BoolVar(&f.quiet, "quiet", false, "no progress on stderr")
	f.knowledge = -1
	fs.Func("knowledge", "share (0..1) of textbook facts doctors know at the start (default: the scenario's knowledge)", shareFlag(&f.knowledge))
	fs.StringVar(&f.cpuprof, "cpuprofile", "", "write a CPU profile to `file` (for developers)")
	fs.StringVar(&f.memprof, "memprofile", "", "write a heap profile to `file` at the end of the simulation (for developers)")
	f.brain.register(fs)
	fs.StringVar(&f.roles, "llm-roles", "doctor", "with --brain llm: who thinks through the model, a comma-separated list of doctor, patient and nurse")
	fs.StringVar(&f.store, "store", "", "keep accruing into the experience memory of this run `directory` (default: a fresh memory in --out)")
	fs.BoolVar(&f.watch, "watch", false, "show the run live in a window as it simulates (the run never waits for the window)")
	if err := parseFlags(fs, args, runUsage, stderr); err != nil {
		return nil, err
	}
	if err := f.brain.check("run"); err != nil {
		return nil, err
	}
	if _, err := llmRoles(f.roles); err != nil {
		return nil, usagef("run: --llm-roles: %v", err)
	}
	set := map[string]bool{}
	fs.Visit(func(fl *flag.Flag) { set[fl.Name] = true })
	if set["days"] && !set["patients"] {
		f.patients = 0 // --days alone: run for that long, however many patients finish
	}
	switch {
	case f.patients < 0:
		return nil, usagef("run: --patients must be >= 0, got %d", f.patients)
	case f.days < 0:
		return nil, usagef("run: --days must be >= 0, got %v", f.days)
	case f.patients == 0 && f.days == 0:
		return nil, usagef("run: give --patients or --days (both are 0, the run would never end)")
	case f.out == "":
		return nil, usagef("run: --out must name a directory")
	}
	return f, nil
}

func runCmd(args []string, stdout, stderr io.Writer, in *interrupt) error {
	f, err := parseRunFlags(args, stderr)
	if err != nil {
		return err
	}
	if f.watch {
		return watchRun(func(live *liveView) error { return simulate(f, live, stdout, stderr, in) }, stderr)
	}
	return simulate(f, nil, stdout, stderr, in)
}

// simulate runs the hospital of f; a live view (nil: none) sees every record as it happens.
// runMemoryLimit is the Go memory a simulation aims to stay within (runtime/debug's soft limit;
// the GOMEMLIMIT environment variable overrides it). Left to the default pacing alone, the heap
// grows to twice what is live before it is collected: a 20,000-patient run with 383 MB live
// reached 1,142 MiB of resident memory, 1,017 MiB with this limit (and about 9% more CPU time:
// the collector runs more often once the heap nears the limit). When what is live exceeds it,
// the runtime caps the collector's share of the CPU rather than failing. Raised from 640 MiB once
// the store wrote new items after the others (peak 770 -> 695 MiB at 20,000 patients): at 700
// MiB, 20,000 patients took 0.7-2.6 s less wall time and 1.3-4.4 s less CPU in three runs side by
// side, for 50 MiB more peak memory (745 MiB).
const runMemoryLimit = 700 << 20

// runGCPercent is the collector's pacing (GOGC) for a simulation unless the GOGC environment
// variable sets it: the heap may grow to three times what is live before a collection, as long
// as it stays under runMemoryLimit. Most of a run's garbage is short-lived (encounter texts,
// readings, search scratch), so collecting half as often halves the marking work. Measured on
// two cores, 20,000 patients: 40.4 s wall and 69.5 s CPU at 100, 37.5 s and 65.0 s at 200
// (about the same at 400), peak RSS 757 -> 784 MiB.
const runGCPercent = 200

// spareProcs is how many more Ps (runtime.GOMAXPROCS) a simulation runs with than the runtime
// would give it (the GOMAXPROCS environment variable overrides it). The simulation's goroutine
// is the run's critical path, and beside it the background store and index writes, Bleve's
// analysis and merge goroutines, the reader, the patient drawer and the collector are often
// runnable together. With one P per core, the simulation's goroutine, once preempted, waits in
// Go's run queue behind them for time slices of up to 10 ms; with a spare P it is rarely without
// one, and the kernel shares the cores among the threads in finer slices. Measured on two cores,
// 5,000 patients: 15.8 s wall with 2 Ps (four runs, 15.2-16.6 s), 14.6 s with 3 (14.5-14.7 s),
// about the same with 4 or 6, and the same CPU time.
const spareProcs = 1

func simulate(f *runFlags, live *liveView, stdout, stderr io.Writer, in *interrupt) error {
	start := time.Now()
	if os.Getenv("GOMEMLIMIT") == "" {
		defer debug.SetMemoryLimit(debug.SetMemoryLimit(runMemoryLimit))
	}
	if os.Getenv("GOGC") == "" {
		defer debug.SetGCPercent(debug.SetGCPercent(runGCPercent))
	}
	if os.Getenv("GOMAXPROCS") == "" {
		defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(runtime.GOMAXPROCS(0) + spareProcs))
	}
	if f.cpuprof != "" {
		pf, err := os.Create(f.cpuprof)
		if err != nil {
			return fmt.Errorf("cpu profile: %w", err)
		}
		defer pf.Close()
		if err := pprof.StartCPUProfile(pf); err != nil {
			return fmt.Errorf("cpu profile: %w", err)
		}
		defer pprof.StopCPUProfile()
	}
	k, sc, err := loadScenario(f.scenario)
	if err != nil {
		return err
	}
	if f.knowledge >= 0 {
		sc.Knowledge = f.knowledge
	}
	memDir := f.out
	if f.store != "" {
		memDir = f.store // opened before --out is made, so that a bad --store leaves nothing behind
	} else if err := os.MkdirAll(f.out, 0o755); err != nil {
		return fmt.Errorf("create output directory: %w", err)
	}
	mem, err := openRunMemory(memDir, f.store != "", k, f.seed)
	if err != nil {
		return err
	}
	defer mem.Close()
	if err := os.MkdirAll(f.out, 0o755); err != nil {
		return fmt.Errorf("create output directory: %w", err)
	}
	traceFile, err := os.Create(filepath.Join(f.out, "trace.jsonl"))
	if err != nil {
		return fmt.Errorf("create trace: %w", err)
	}
	defer traceFile.Close()
	trace := sim.NewJSONL(traceFile)

	var lb *llmBrain
	if f.brain.brain == "llm" {
		if lb, err = newLLMBrain(context.Background(), &f.brain, f.out); err != nil {
			return err
		}
		defer lb.Close()
	}
	roles, _ := llmRoles(f.roles)
	fallbacks := 0
	h, err := newHospital(k, sc, f.seed, f.patients, liveSink(live, trace), mem, lb, roles, &fallbacks, in.stopping)
	if err != nil {
		return err
	}
	liveLayout(live, sc, h)
	prog := newBar(stderr, f.quiet, "patients", f.patients, start)
	status := func(s *world.Stats) string {
		rate := float64(h.Events()) / max(time.Since(start).Seconds(), 1e-9)
		line := fmt.Sprintf("day %.1f  %.0fk events/s  accuracy %.1f%%", h.Now().Days(), rate/1000, 100*s.RunningAccuracy())
		if lb != nil {
			line += "  " + lb.status(time.Since(start).Seconds())
		}
		return line
	}
	var until sim.Time
	if f.days > 0 {
		until = sim.Time(f.days * float64(sim.Day))
	}
	stats, err := h.Run(until, func(s *world.Stats) { prog.setf(s.PatientsDone, func() string { return status(s) }) })
	if err != nil {
		return err
	}
	prog.done(status(stats))
	if f.memprof != "" {
		if err := writeHeapProfile(f.memprof); err != nil {
			return err
		}
	}
	if err := trace.Flush(); err != nil {
		return fmt.Errorf("write trace: %w", err)
	}
	if err := traceFile.Close(); err != nil {
		return fmt.Errorf("write trace: %w", err)
	}
	ms, err := mem.finish()
	if err != nil {
		return err
	}
	if err := mem.Close(); err != nil {
		return err
	}
	stats.WallSeconds = roundTo(time.Since(start).Seconds(), 2)
	sum := runSummary{Stats: stats, Memory: ms}
	if lb != nil {
		sum.LLM = &llmSummary{Stats: lb.client.Stats(), Fallbacks: fallbacks, Roles: f.roles}
	}
	if err := writeJSON(filepath.Join(f.out, "summary.json"), sum); err != nil {
		return err
	}
	if err := writeJSON(filepath.Join(f.out, "hospital.json"), map[string]any{"scenario": sc.Name, "rooms": h.Rooms, "roster": h.Roster}); err != nil {
		return err
	}
	if in.stopping() { // summary.json describes the run so far
		return in.stoppedf("at day %.1f: %s patients done, memory flushed to %s (%s items), trace in %s",
			h.Now().Days(), commas(stats.PatientsDone), memDir, commas(ms.Items), filepath.Join(f.out, "trace.jsonl"))
	}
	if f.json {
		enc := json.NewEncoder(stdout)
		enc.SetIndent("", "  ")
		return enc.Encode(sum)
	}
	printSummary(stdout, sc, stats, ms, memDir, f.out)
	return nil
}

// newHospital wires the world with offline-brain doctors, a triage nurse and the practice loop
// of the run's memory: each doctor answers its patients' encounters through the DCR loop,
// searches its department's memory and practises into it.
func newHospital(k *kb.KB, sc *world.Scenario, seed uint64, patients int, sink sim.Sink, mem *runMemory, lb *llmBrain,
	roles map[string]bool, fallbacks *int, stop func() bool) (*world.Hospital, error) {
	reader := agents.NewReader(k)
	rows := k.LabMapping()
	cfg := agents.DefaultOffline
	cfg.Knowledge = sc.Knowledge
	cfg.StepCap = sc.StepCap
	var ferr error
	factory := func(dept string, i int, staff string, cands []*kb.Disease) world.Doctor {
		d := agents.NewCDMDoctor(k, reader, cands, rows, cfg, hashSeed(seed, dept, i))
		d.InHospital()
		if err := mem.doctor(d, dept, cands); err != nil && ferr == nil {
			ferr = err
		}
		return d
	}
	ag := world.Agents{
		Nurse:    agents.NewTriageNurse(k, sc.TriageError),
		Doctor:   factory,
		Patient:  func(gen *kb.Generator) world.PatientVoice { return agents.NewPatient(k, gen) },
		Practice: mem.practice,
	}
	if lb != nil {
		chart := func(dept string, i int, cands []*kb.Disease) *agents.CDMDoctor {
			d := agents.NewCDMDoctor(k, reader, cands, rows, cfg, hashSeed(seed, dept, i))
			d.InHospital()
			return d
		}
		llmAgents(&ag, k, sc, lb, roles, mem, chart, fallbacks)
	}
	h, err := world.New(sc, k, ag, world.Options{Seed: seed, Patients: patients, Sink: sink, Stop: stop})
	if err == nil {
		err = ferr
	}
	return h, err
}

// hashSeed is the seed of doctor i of dept: a named stream of the master seed.
func hashSeed(seed uint64, dept string, i int) uint64 {
	return sim.NewStreams(seed).Derive(fmt.Sprintf("doctor/%s/%d", dept, i))
}

func writeJSON(path string, v any) error {
	b, err := json.MarshalIndent(v, "", "  ")
	if err != nil {
		return err
	}
	if err := os.WriteFile(path, append(b, '\n'), 0o644); err != nil {
		return fmt.Errorf("write %s: %w", path, err)
	}
	return nil
}

func roundTo(x float64, dec int) float64 {
	p := 1.0
	for i := 0; i < dec; i++ {
		p *= 10
	}
	return float64(int64(x*p+0.5)) / p
}

func printSummary(w io.Writer, sc *world.Scenario, s *world.Stats, m memorySummary, memDir, out string) {
	pct := func(x float64) string { return fmt.Sprintf("%5.1f%%", 100*x) }
	fmt.Fprintf(w, "\nScenario %s, seed %d: %d patients completed in %.1f simulated days (%d events, %.1f s)\n\n",
		sc.Name, s.Seed, s.PatientsTreated, s.SimDays, s.Events, s.WallSeconds)
	fmt.Fprintf(w, "  diagnosis accuracy     %s   (%d consultations)\n", pct(s.DiagnosisAccuracy), s.Episodes)
	fmt.Fprintf(w, "  examination accuracy   %s   (first test ordered is a key test; %.0f%% of consultations ordered one)\n", pct(s.ExaminationAccuracy), 100*s.TestedShare)
	if s.Referrals > 0 {
		fmt.Fprintf(w, "  triage accuracy        %s   (%d referrals back to triage, %.0f%% of them right)\n", pct(s.TriageAccuracy), s.Referrals, 100*s.ReferralAccuracy)
	} else {
		fmt.Fprintf(w, "  triage accuracy        %s\n", pct(s.TriageAccuracy))
	}
	fmt.Fprintf(w, "  recovered              %5d of %d; %d return visits\n", s.Recovered, s.PatientsTreated, s.ReturnVisits)
	fmt.Fprintf(w, "  tests per patient      %6.2f   mean test cost $%.0f\n", s.MeanTests, s.MeanTestCost)
	if len(s.SegmentAccuracy) > 0 {
		var segs []string
		for _, a := range s.SegmentAccuracy {
			segs = append(segs, fmt.Sprintf("%.0f", 100*a))
		}
		fmt.Fprintf(w, "  segment accuracy (%%)   %s   (per %d consultations)\n", strings.Join(segs, " "), world.SegmentSize)
	}
	fmt.Fprintf(w, "  memory                 %d live items (cases %d, DCPs %d; %d more retired for room) in %s; %d experiences replayed before the first patient, %d episodes added\n",
		m.Items, m.Cases, m.DCPs, m.Retired, memDir, m.Replayed, m.Episodes)
	fmt.Fprintf(w, "\n  %-24s %8s %9s\n", "department", "patients", "accuracy")
	depts := make([]string, 0, len(s.Departments))
	for d := range s.Departments {
		depts = append(depts, d)
	}
	sort.Strings(depts)
	for _, d := range depts {
		ds := s.Departments[d]
		fmt.Fprintf(w, "  %-24s %8d %9s\n", d, ds.Patients, pct(ds.DiagnosisAccuracy))
	}
	fmt.Fprintf(w, "\n  %-36s %9s %9s %11s\n", "queue", "mean min", "p90 min", "utilization")
	queues := make([]string, 0, len(s.Waits))
	for q := range s.Waits {
		queues = append(queues, q)
	}
	sort.Strings(queues)
	for _, q := range queues {
		wt := s.Waits[q]
		fmt.Fprintf(w, "  %-36s %9.1f %9.1f %10.1f%%\n", q, wt.Mean, wt.P90, 100*s.Utilization[q])
	}
	fmt.Fprintf(w, "\nWrote %s/trace.jsonl, %s/summary.json and %s/hospital.json; memory in %s/%s and %s/%s\n",
		out, out, out, memDir, memory.StoreFile, memDir, memory.IndexDir)
}

// writeHeapProfile writes the live heap to path.
func writeHeapProfile(path string) error {
	pf, err := os.Create(path)
	if err != nil {
		return fmt.Errorf("heap profile: %w", err)
	}
	defer pf.Close()
	runtime.GC()
	if err := pprof.WriteHeapProfile(pf); err != nil {
		return fmt.Errorf("heap profile: %w", err)
	}
	return pf.Close()
}
