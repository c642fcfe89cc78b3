package lexicon_test

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"hash"
	"slices"
	"sync"
	"testing"

	"agenthospital/kb"
	"agenthospital/kb/lexicon"
)

// A corpus of generated texts for measuring the reader's speed and for checking that a change
// made for speed reads every text exactly as before: the histories and examinations of patients
// in every note voice (held-out ones too) and drawn by prevalence in the generator's own mix of
// voices, and the reports of their studies in every report voice.

var (
	corpusOnce           sync.Once
	corpusNotes, corpusR []string
)

// corpus returns the notes (histories and examinations) and the study reports, built once.
func corpus(tb testing.TB) (notes, reports []string) {
	tb.Helper()
	k, _, _ := setup(tb)
	corpusOnce.Do(func() {
		add := func(opt kb.CohortOptions, seed uint64, n int, withNotes, withReports bool) {
			g, err := kb.NewGenerator(k, opt)
			if err != nil {
				tb.Fatal(err)
			}
			for i := 0; i < n; i++ {
				p := g.Patient(seed, i)
				if withNotes {
					corpusNotes = append(corpusNotes, p.History, p.Exam)
				}
				if !withReports {
					continue
				}
				for _, se := range k.Disease(p.Truth.Disease).Studies {
					if st := k.Study(se.Study); len(p.StudyFindings(st.ID)) > 0 || i%3 == 0 {
						corpusR = append(corpusR, g.Report(p, st, 0))
					}
				}
			}
		}
		add(kb.CohortOptions{}, 7, 600, true, true) // the generator's own mix
		for _, v := range k.NoteVoices {
			add(kb.CohortOptions{Voice: v.ID}, 11, 150, true, false)
		}
		for _, v := range k.ReportVoices {
			add(kb.CohortOptions{ReportVoice: v.ID}, 13, 80, false, true)
		}
	})
	return corpusNotes, corpusR
}

// readingsDigest is the SHA-256 of every reading of the corpus: Read of each note and report,
// and ReadReport of each report (its mentions, normal and unsure organs).
func readingsDigest(l *lexicon.Lexicon, notes, reports []string) string {
	h := sha256.New()
	write := func(h hash.Hash, ms []lexicon.Mention) {
		for _, m := range ms {
			fmt.Fprintf(h, "%s|%t|%s|%s|%d|%d\n", m.Concept, m.Negated, m.Section, m.Organ, m.Start, m.End)
		}
		fmt.Fprintln(h, "--")
	}
	for _, t := range notes {
		write(h, l.Read(t))
	}
	for _, t := range reports {
		write(h, l.Read(t))
		r := l.ReadReport(t)
		write(h, r.Mentions)
		fmt.Fprintln(h, r.Normal, r.Unsure)
	}
	return hex.EncodeToString(h.Sum(nil))
}

// wantDigest is readingsDigest of the corpus as the reader read it before its speed work
// (commit 604673a). A change made for speed must keep it. A change of what the reader
// recognizes (the vocabulary, the rules) or of the generator's text changes it on purpose: then
// check the difference and put the new value here (go test -run TestReadingsDigest -v prints it).
const wantDigest = "cf62f0f8823d14045277582a35a8e56403f24b69ad1bb0cea350f9b6d423d98b"

// TestReadingsDigest checks that the corpus is read exactly as before.
func TestReadingsDigest(t *testing.T) {
	_, l, _ := setup(t)
	notes, reports := corpus(t)
	got := readingsDigest(l, notes, reports)
	t.Logf("%d notes, %d reports: digest %s", len(notes), len(reports), got)
	if got != wantDigest {
		t.Errorf("readings digest %s, want %s: the reader reads the corpus differently", got, wantDigest)
	}
	if slow := readingsDigest(lexicon.Unpacked(l), notes, reports); slow != got {
		t.Errorf("matching without packed keys gives digest %s, with them %s", slow, got)
	}
}

// BenchmarkReadCorpus reads every note of the corpus once per op (Read, as the doctor's reader
// does).
func BenchmarkReadCorpus(b *testing.B) {
	_, l, _ := setup(b)
	notes, _ := corpus(b)
	benchTexts(b, notes, func(t string) { l.Read(t) })
}

// BenchmarkReadReportCorpus reads every report of the corpus once per op (ReadReport).
func BenchmarkReadReportCorpus(b *testing.B) {
	_, l, _ := setup(b)
	_, reports := corpus(b)
	benchTexts(b, reports, func(t string) { l.ReadReport(t) })
}

// benchTexts reads every text once per op, counting their bytes.
func benchTexts(b *testing.B, texts []string, read func(string)) {
	n := 0
	for _, t := range texts {
		n += len(t)
	}
	b.SetBytes(int64(n))
	b.ReportAllocs()
	for b.Loop() {
		for _, t := range texts {
			read(t)
		}
	}
}

// TestConcurrentReads reads the corpus on four goroutines at once (the reader's scratch buffers
// are pooled) and checks every reading against the sequential one; run it with -race.
func TestConcurrentReads(t *testing.T) {
	_, l, _ := setup(t)
	notes, reports := corpus(t)
	texts := append(append([]string(nil), notes...), reports...)
	if testing.Short() {
		texts = texts[:len(texts)/10]
	}
	want := make([][]lexicon.Mention, len(texts))
	for i, text := range texts {
		want[i] = l.Read(text)
	}
	var wg sync.WaitGroup
	for g := range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := g; i < len(texts); i += 2 {
				if got := l.Read(texts[i]); !slices.Equal(got, want[i]) {
					t.Errorf("text %d read differently on goroutine %d", i, g)
					return
				}
				l.ReadReport(texts[(i+1)%len(texts)])
			}
		}()
	}
	wg.Wait()
}
