package main

import (
	"flag"
	"fmt"
	"io"
	"sort"

	"agenthospital/kb"
)

const kbUsage = `Usage: hospital kb [--sample DISEASE [--n N] [--seed S]]

Validates the embedded knowledge base and prints its size per department. With --sample, prints
N generated patients with DISEASE instead: history, examination, abnormal labs and the report of
every study the disease shows, as the doctors would read them (for knowledge-base authors and
teachers).

Flags:
`

func kbCmd(args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("kb", flag.ContinueOnError)
	sample := fs.String("sample", "", "print generated patients with this disease `id`")
	n := fs.Int("n", 1, "how many patients to print with --sample")
	seed := fs.Uint64("seed", 1, "seed for --sample")
	if err := parseFlags(fs, args, kbUsage, stderr); err != nil {
		return err
	}
	if *n < 1 {
		return usagef("kb: --n must be >= 1, got %d", *n)
	}
	k, err := kb.Load()
	if err != nil {
		return fmt.Errorf("knowledge base: %w", err)
	}
	if *sample != "" {
		return printSample(stdout, k, *sample, *n, *seed)
	}
	per := map[string]int{}
	for _, d := range k.Diseases {
		per[d.Department]++
	}
	fmt.Fprintf(stdout, "knowledge base ok: %d departments, %d diseases, %d findings, %d lab items, %d orders, %d studies, %d guidelines\n",
		len(k.Departments), len(k.Diseases), len(k.Findings), len(k.Labs), len(k.Orders), len(k.Studies), len(k.Guidelines))
	for _, d := range k.Departments {
		fmt.Fprintf(stdout, "  %-24s %3d diseases\n", d.ID, per[d.ID])
	}
	return nil
}

func printSample(w io.Writer, k *kb.KB, id string, n int, seed uint64) error {
	d := k.Disease(id)
	if d == nil {
		return usagef("kb: --sample: unknown disease %q", id)
	}
	g, err := kb.NewGenerator(k, kb.CohortOptions{})
	if err != nil {
		return err
	}
	for i := 0; i < n; i++ {
		p := g.PatientWith(seed, i, d)
		fmt.Fprintf(w, "=== %s: %s, %d %s, %s%s\n\n%s\n\n--- physical examination\n%s\n\n--- abnormal labs\n",
			p.ID, d.Name, p.Age, p.Sex, p.Truth.Severity, map[bool]string{true: ", atypical"}[p.Truth.Atypical], p.History, p.Exam)
		ids := make([]int, 0, len(p.Labs))
		for id := range p.Labs {
			ids = append(ids, id)
		}
		sort.Ints(ids)
		for _, id := range ids {
			v, lab := p.Labs[id], k.Labs[id]
			abnormal := lab.IsQualitative() && !lab.QualitativeNormal(v.Value) ||
				!lab.IsQualitative() && lab.HasRef() && (v.Num < lab.Ref[0] || v.Num > lab.Ref[1])
			if abnormal {
				fmt.Fprintf(w, "(%s) %s: %s\n", lab.Fluid, lab.Label, v.Value)
			}
		}
		for _, se := range d.Studies {
			fmt.Fprintf(w, "\n--- %s\n%s", se.Study, g.Report(p, k.Study(se.Study), 0))
		}
		fmt.Fprintln(w)
	}
	return nil
}
