package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"agenthospital/kb"
	"agenthospital/kb/mimic"
)

const cohortUsage = `Usage: hospital cohort [flags]

Generates a synthetic cohort from a scenario's patient population and writes it in the layout of
the MIMIC-IV-Ext-CDM release (history_of_present_illness.csv, physical_examination.csv,
laboratory_tests.csv, microbiology.csv, radiology_reports.csv, discharge_diagnosis.csv,
icd_diagnosis.csv, discharge_procedures.csv, icd_procedures.csv, lab_test_mapping.csv,
pathology_ids.json), or as one JSON encounter per line with --format jsonl. Each chart holds the
workup of the patient's department (kb/data/charts.yaml; a scenario department may name another,
as abdominal-ed does) and the disease's key tests; procedures (ECG, endoscopy, biopsy...) are
radiology rows with their own modality and region. scenarios/cohort-export.yaml draws a mixed one.

Flags:
`

func cohortCmd(args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("cohort", flag.ContinueOnError)
	scenario := fs.String("scenario", "abdominal-ed", "scenario (an embedded `name` or a YAML file) whose patient population to draw")
	n := fs.Int("n", 2400, "number of encounters")
	seed := fs.Uint64("seed", 1, "random seed; the same seed writes the same files")
	out := fs.String("out", "", "output `directory` (csv) or file (jsonl; a directory gets encounters.jsonl)")
	format := fs.String("format", "csv", "csv (the release layout) or jsonl")
	quiet := fs.Bool("quiet", false, "no progress on stderr")
	voice := fs.String("voice", "", "write every history and examination in this note `voice` of kb/data/voices.yaml (default: drawn by weight)")
	reportVoice := fs.String("report-voice", "", "write every report in this report `voice` of kb/data/voices.yaml, where it writes the study (default: drawn by weight)")
	misleading := fs.Float64("misleading", 0, "share (0..1) of encounters whose history points to another disease of the scenario: symptoms and risk factors drawn from it, examination, labs and imaging from the patient's own (hard cases)")
	if err := parseFlags(fs, args, cohortUsage, stderr); err != nil {
		return err
	}
	switch {
	case *n < 1:
		return usagef("cohort: --n must be >= 1, got %d", *n)
	case *out == "":
		return usagef("cohort: --out is required (a directory for csv, a file or directory for jsonl)")
	case *format != "csv" && *format != "jsonl":
		return usagef("cohort: --format must be csv or jsonl, got %q", *format)
	case !(*misleading >= 0 && *misleading <= 1):
		return usagef("cohort: --misleading must be a share between 0 and 1, got %v", *misleading)
	}
	start := time.Now()
	k, sc, err := loadScenario(*scenario)
	if err != nil {
		return err
	}
	opt := sc.Cohort(k)
	if *voice != "" && k.NoteVoice(*voice) == nil {
		return usagef("cohort: --voice %q is not a note voice of kb/data/voices.yaml (one of %s)", *voice, strings.Join(noteVoiceIDs(k), ", "))
	}
	if *reportVoice != "" && k.ReportVoice(*reportVoice) == nil {
		return usagef("cohort: --report-voice %q is not a report voice of kb/data/voices.yaml (one of %s)", *reportVoice, strings.Join(reportVoiceIDs(k), ", "))
	}
	opt.Voice, opt.ReportVoice, opt.Misleading = *voice, *reportVoice, *misleading
	gen, err := kb.NewGenerator(k, opt)
	if err != nil {
		return fmt.Errorf("scenario %s: %w", sc.Name, err)
	}
	var write func(*mimic.Encounter) error
	var closeFn func() error
	where := *out
	if *format == "csv" {
		w, err := mimic.Create(*out, k.LabMapping())
		if err != nil {
			return err
		}
		write, closeFn = w.Write, w.Close
	} else {
		if st, err := os.Stat(*out); err == nil && st.IsDir() || filepath.Ext(*out) != ".jsonl" {
			if err := os.MkdirAll(*out, 0o755); err != nil {
				return fmt.Errorf("create output directory: %w", err)
			}
			where = filepath.Join(*out, "encounters.jsonl")
		}
		f, err := os.Create(where)
		if err != nil {
			return fmt.Errorf("create %s: %w", where, err)
		}
		defer f.Close()
		write = func(e *mimic.Encounter) error { return mimic.WriteJSONL(f, e) }
		closeFn = f.Close
	}
	bar := newBar(stderr, *quiet, "encounters", *n, start)
	per := map[string]int{}
	for i := 0; i < *n; i++ {
		e := gen.Encounter(gen.Patient(*seed, i), *seed, i)
		per[e.Pathology]++
		if err := write(e); err != nil {
			return fmt.Errorf("write encounter %d: %w", i, err)
		}
		bar.set(i+1, "")
	}
	if err := closeFn(); err != nil {
		return fmt.Errorf("write cohort: %w", err)
	}
	bar.done("")
	labels := make([]string, 0, len(per))
	for l := range per {
		labels = append(labels, l)
	}
	sort.Strings(labels)
	fmt.Fprintf(stdout, "Wrote %d encounters (%s, seed %d, scenario %s) to %s in %.1f s; %d rejected by quality control\n",
		*n, *format, *seed, sc.Name, where, time.Since(start).Seconds(), gen.Rejected)
	for _, l := range labels {
		fmt.Fprintf(stdout, "  %-26s %6d\n", l, per[l])
	}
	return nil
}

func noteVoiceIDs(k *kb.KB) []string {
	ids := make([]string, len(k.NoteVoices))
	for i, v := range k.NoteVoices {
		ids[i] = v.ID
	}
	return ids
}

func reportVoiceIDs(k *kb.KB) []string {
	ids := make([]string, len(k.ReportVoices))
	for i, v := range k.ReportVoices {
		ids[i] = v.ID
	}
	return ids
}
