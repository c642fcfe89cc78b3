package lexicon_test

import (
	"fmt"
	"os"
	"strconv"
	"strings"
	"testing"

	"agenthospital/kb"
)

// TestFreshSamples is a measurement, not a check: it scores every concept area on samples no
// other test draws (LEXICON_FRESH=1 runs it; LEXICON_FRESH_SEEDS="a,b,..." picks the seeds), over
// every in-house voice, so that a change is judged on patients its author did not tune on. Per
// area and sample it logs recall, false affirmations (a finding the patient lacks read present),
// denials (a finding the patient has read absent) and their share of the judged readings and, as
// TestMedicineConcepts counts it, of all readings. -v also logs the most frequent errors.
func TestFreshSamples(t *testing.T) {
	if os.Getenv("LEXICON_FRESH") == "" {
		t.Skip("a measurement: set LEXICON_FRESH=1 to run it")
	}
	seeds := []uint64{81000, 82000, 83000}
	if s := os.Getenv("LEXICON_FRESH_SEEDS"); s != "" {
		seeds = nil
		for _, f := range strings.Split(s, ",") {
			v, err := strconv.ParseUint(strings.TrimSpace(f), 10, 64)
			if err != nil {
				t.Fatalf("LEXICON_FRESH_SEEDS: %v", err)
			}
			seeds = append(seeds, v)
		}
	}
	setup(t)
	areas := []struct {
		name string
		ids  map[string]bool
	}{
		{"abdominal", idSet(append(append(fileIDs(t, "data/abdominal.yaml", "concepts"), fileIDs(t, "data/core.yaml", "concepts")...), fileIDs(t, "data/studies.yaml", "concepts")...))},
		{"medicine", idSet(fileIDs(t, "data/medicine.yaml", "concepts"))},
		{"general", idSet(fileIDs(t, generalFindingsFile, "findings"))},
		{"specialties_a", idSet(fileIDs(t, "data/specialties_a.yaml", "concepts"))},
		{"specialties_b", idSet(fileIDs(t, "data/specialties_b.yaml", "concepts"))},
		{"all", nil},
	}
	top := 0
	if os.Getenv("LEXICON_FRESH_TOP") != "" {
		top, _ = strconv.Atoi(os.Getenv("LEXICON_FRESH_TOP"))
	}
	if f := os.Getenv("LEXICON_FRESH_DUMP"); f != "" {
		dumpErrors(t, f, seeds)
	}
	for _, a := range areas {
		total := newScore(false)
		for _, seed := range seeds {
			s := newScore(false)
			perVoice := scoreInHouse(t, a.ids, sample{seed: seed, n: each(2)}, sample{seed: seed + 500, n: each(2), byPrevalence: true})
			for _, v := range perVoice {
				s.add(v.score)
				if top > 0 {
					t.Logf("  %s seed %d %s %-16s %d errors in %d readings (%.2f%%)", a.name, seed, v.kind, v.voice, v.errors(), v.readings, 100*v.errRate())
				}
			}
			t.Logf("%-14s seed %d: recall %.3f (%d/%d), %d false affirmations, %d denials in %d readings (%.2f%%; %.2f%% of all %d)",
				a.name, seed, s.recall(), s.read, s.written, s.falseAffirm, s.denied, s.readings, 100*s.errRate(),
				100*float64(s.errors())/float64(max(1, s.mentions)), s.mentions)
			total.add(s)
		}
		t.Logf("%-14s ALL: recall %.3f (%d/%d), %d false affirmations, %d denials in %d readings (%.2f%%; %.2f%% of all %d)",
			a.name, total.recall(), total.read, total.written, total.falseAffirm, total.denied, total.readings, 100*total.errRate(),
			100*float64(total.errors())/float64(max(1, total.mentions)), total.mentions)
		if top > 0 {
			logTop(t, "error", total.wrong, total.wrongIn, top)
			logTop(t, "missed", total.missed, total.missedIn, top)
		}
	}
}

// dumpErrors writes every wrong reading of the fresh samples, one a line: the voice, the error
// and the sentence it sits in, for study with grep.
func dumpErrors(t *testing.T, file string, seeds []uint64) {
	t.Helper()
	k, _, _ := setup(t)
	var b strings.Builder
	for _, seed := range seeds {
		for _, v := range k.NoteVoices {
			if v.HeldOut {
				continue
			}
			for _, sm := range []sample{{seed: seed, n: each(2)}, {seed: seed + 500, n: each(2), byPrevalence: true}} {
				dumpTexts(&b, "note "+v.ID, write(t, false, v.ID, sm))
			}
		}
		for _, v := range k.ReportVoices {
			if v.HeldOut {
				continue
			}
			for _, sm := range []sample{{seed: seed, n: each(2)}, {seed: seed + 500, n: each(2), byPrevalence: true}} {
				dumpTexts(&b, "report "+v.ID, write(t, true, v.ID, sm))
			}
		}
	}
	if err := os.WriteFile(file, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}

func dumpTexts(b *strings.Builder, voice string, ts []*text) {
	for _, x := range ts {
		truth := x.p.Has
		if x.report {
			shown := idSet(x.stated)
			truth = func(id string) bool { return shown[id] }
		}
		for j, part := range x.parts {
			for _, m := range x.mentions[j] {
				if forgiven[m.Concept] || m.Section == "pmh" || m.Section == "psh" || m.Section == "family" {
					continue
				}
				if x.report {
					if f := testKB.Findings[m.Concept]; f == nil || f.Kind != kb.KindStudy {
						continue
					}
				}
				what := ""
				switch {
				case !m.Negated && !truth(m.Concept):
					what = "affirmed"
				case m.Negated && truth(m.Concept):
					what = "denied"
				default:
					continue
				}
				a, e := m.Start, m.End
				for a > 0 && !strings.ContainsAny(part[a-1:a], ".;\n") {
					a--
				}
				for e < len(part) && !strings.ContainsAny(part[e:e+1], ".;\n") {
					e++
				}
				fmt.Fprintf(b, "%s\t%s %s\t%s[[%s]]%s\n", voice, what, m.Concept, part[a:m.Start], part[m.Start:m.End], part[m.End:e])
			}
		}
	}
}
