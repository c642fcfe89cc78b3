package lexicon_test

import (
	"bufio"
	"os"
	"strings"
	"testing"

	"agenthospital/kb"
	"agenthospital/kb/lexicon"
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

// spaScore counts, for the area's concepts only, what one voice's text states and how it is read.
type spaScore struct {
	written, read int            // area findings stated present; of those, read present
	readings      int            // mentions of area concepts that are scored
	falseAffirm   int            // affirmed, the patient does not have it
	denied        int            // denied, the patient has it
	missed, wrong map[string]int // by concept
	examples      map[string]string
	writtenByID   map[string]int
	readingsByID  map[string]int
}

func newSpaScore() *spaScore {
	return &spaScore{missed: map[string]int{}, wrong: map[string]int{}, examples: map[string]string{},
		writtenByID: map[string]int{}, readingsByID: map[string]int{}}
}

func (s *spaScore) recall() float64 { return float64(s.read) / float64(max(1, s.written)) }
func (s *spaScore) errRate() float64 {
	return float64(s.falseAffirm+s.denied) / float64(max(1, s.readings))
}

func (s *spaScore) note(key, text string, m lexicon.Mention) {
	s.wrong[key]++
	if s.examples[key] == "" {
		a, b := max(0, m.Start-60), min(len(text), m.End+30)
		s.examples[key] = text[a:b]
	}
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

func spaScoreNotes(t *testing.T, k *kb.KB, l *lexicon.Lexicon, area map[string]bool, voice string) *spaScore {
	g, err := kb.NewGenerator(k, kb.CohortOptions{Voice: voice})
	if err != nil {
		t.Fatal(err)
	}
	s := newSpaScore()
	for di, d := range k.Diseases {
		for i := 0; i < spaPerDisease(d); i++ {
			p := g.PatientWith(uint64(3100+di), i, d)
			present := map[string]bool{}
			for _, text := range []string{p.History, p.Exam} {
				for _, m := range l.Read(text) {
					if !area[m.Concept] {
						continue
					}
					if !m.Negated {
						present[m.Concept] = true
					}
					if m.Section == "pmh" || m.Section == "psh" || m.Section == "family" {
						continue // past and family history are not the patient's present findings
					}
					s.readings++
					s.readingsByID[m.Concept]++
					switch {
					case !m.Negated && !p.Has(m.Concept):
						s.falseAffirm++
						s.note("affirmed "+m.Concept, text, m)
					case m.Negated && p.Has(m.Concept):
						s.denied++
						s.note("denied "+m.Concept, text, m)
					}
				}
			}
			for _, id := range p.Truth.Written {
				if !area[id] {
					continue
				}
				s.written++
				s.writtenByID[id]++
				if present[id] {
					s.read++
				} else {
					s.missed[id]++
					if s.examples["missed "+id] == "" {
						s.examples["missed "+id] = p.History + "\n" + p.Exam
					}
				}
			}
		}
	}
	return s
}

func spaScoreReports(t *testing.T, k *kb.KB, l *lexicon.Lexicon, area map[string]bool, voice string) *spaScore {
	g, err := kb.NewGenerator(k, kb.CohortOptions{ReportVoice: voice})
	if err != nil {
		t.Fatal(err)
	}
	rv := k.ReportVoice(voice)
	s := newSpaScore()
	for di, d := range k.Diseases {
		for i := 0; i < spaPerDisease(d); i++ {
			p := g.PatientWith(uint64(4100+di), i, d)
			for _, se := range d.Studies {
				st := k.Study(se.Study)
				shown := p.StudyFindings(st.ID)
				if len(shown) == 0 || !voiceWrites(rv, st) {
					continue
				}
				text := g.Report(p, st, 0)
				isShown := map[string]bool{}
				for _, id := range shown {
					isShown[id] = true
				}
				present := map[string]bool{}
				for _, m := range l.ReadReport(text).Mentions {
					if !area[m.Concept] {
						continue
					}
					if !m.Negated {
						present[m.Concept] = true
					}
					if c := k.Findings[m.Concept]; c == nil || c.Kind != kb.KindStudy {
						continue
					}
					s.readings++
					s.readingsByID[m.Concept]++
					switch {
					case !m.Negated && !isShown[m.Concept]:
						s.falseAffirm++
						s.note("affirmed "+m.Concept, text, m)
					case m.Negated && isShown[m.Concept]:
						s.denied++
						s.note("denied "+m.Concept, text, m)
					}
				}
				for _, id := range shown {
					if !area[id] {
						continue
					}
					s.written++
					s.writtenByID[id]++
					if present[id] {
						s.read++
					} else {
						s.missed[id]++
						if s.examples["missed "+id] == "" {
							s.examples["missed "+id] = text
						}
					}
				}
			}
		}
	}
	return s
}

// TestSpecialtiesA measures the dentistry, dermatology, ophthalmology and otolaryngology concepts
// on every note and report voice the reader may be tuned on: recall of the area's findings the
// text states, and the share of the area concepts' readings that affirm a finding the patient
// does not have or deny one the patient has.
func TestSpecialtiesA(t *testing.T) {
	k, l, known := heldOutSetup(t)
	ids := spaArea(t)
	area := map[string]bool{}
	for _, id := range ids {
		area[id] = true
		if !known[id] {
			t.Errorf("finding %s of the area has no concept", id)
		}
		if k.Findings[id] == nil {
			t.Errorf("finding %s of the area is not in the knowledge base", id)
		}
	}
	t.Logf("area: %d findings", len(ids))
	check := func(what, voice string, s *spaScore) {
		t.Logf("%s voice %-16s recall %.3f (%d/%d), %d false affirmations and %d denials in %d readings (%.2f%%)",
			what, voice, s.recall(), s.read, s.written, s.falseAffirm, s.denied, s.readings, 100*s.errRate())
		if testing.Verbose() {
			logTop(t, "missed", s.missed, nil, 15)
			logTop(t, "error", s.wrong, s.examples, 15)
			if os.Getenv("SPA_MISSED") != "" {
				for id := range s.missed {
					t.Logf("missed %s in:\n%s", id, s.examples["missed "+id])
				}
			}
		}
		if s.written > 0 && s.recall() < 0.95 {
			t.Errorf("%s voice %s: recall of the area's findings %.3f, want >= 0.95", what, voice, s.recall())
		}
		if s.errRate() >= 0.03 {
			t.Errorf("%s voice %s: %d of %d readings of the area's concepts are false, want under 3%%", what, voice, s.falseAffirm+s.denied, s.readings)
		}
	}
	for _, v := range k.NoteVoices {
		if !v.HeldOut {
			check("note", v.ID, spaScoreNotes(t, k, l, area, v.ID))
		}
	}
	for _, v := range k.ReportVoices {
		if !v.HeldOut {
			check("report", v.ID, spaScoreReports(t, k, l, area, v.ID))
		}
	}
}
