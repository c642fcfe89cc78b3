package lexicon_test

import (
	"fmt"
	"os"
	"sort"
	"testing"

	"gopkg.in/yaml.v3"

	"agenthospital/kb"
	"agenthospital/kb/lexicon"
)

// medArea reads the ids of the knowledge base's medicine findings file (cardiology, respiratory,
// neurology, endocrinology, nephrology, hematology) and the ids of the concepts data/medicine.yaml
// defines (which also holds the abdominal findings that had no concept). The figures are measured
// over the file's concepts; every medicine finding must have a concept somewhere in the lexicon
// (a few had one in abdominal.yaml before this file). Both lists are read from their files, so a
// finding added to the knowledge base or a concept added to the file joins the measure.
func medArea(t *testing.T) (mine map[string]bool, kbMedicine []string) {
	t.Helper()
	var f struct {
		Findings []struct {
			ID string `yaml:"id"`
		} `yaml:"findings"`
		Concepts []struct {
			ID string `yaml:"id"`
		} `yaml:"concepts"`
	}
	mine = map[string]bool{}
	for _, name := range []string{"../data/findings/medicine.yaml", "data/medicine.yaml"} {
		b, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		f.Findings, f.Concepts = nil, nil
		if err := yaml.Unmarshal(b, &f); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		for _, x := range f.Findings {
			kbMedicine = append(kbMedicine, x.ID)
		}
		for _, x := range f.Concepts {
			mine[x.ID] = true
		}
	}
	if len(mine) == 0 || len(kbMedicine) == 0 {
		t.Fatal("no medicine finding or concept read")
	}
	return mine, kbMedicine
}

// medScore counts, for the concepts of data/medicine.yaml only, what a voice writes and what the
// lexicon reads.
type medScore struct {
	written, read    int            // area findings stated present; of those, read present
	readings         int            // mentions of the file's concepts
	affirmed, denied int            // the file's concepts affirmed though absent, denied though present
	missed           map[string]int // area findings stated but not read present
	wrong            map[string]int // "affirmed x" / "denied x"
	examples         map[string]string
}

func newMedScore() *medScore {
	return &medScore{missed: map[string]int{}, wrong: map[string]int{}, examples: map[string]string{}}
}

func (s *medScore) recall() float64 { return float64(s.read) / float64(max(1, s.written)) }
func (s *medScore) errRate() float64 {
	return float64(s.affirmed+s.denied) / float64(max(1, s.readings))
}

func (s *medScore) String() string {
	return fmt.Sprintf("recall %.3f (%d/%d), %d false affirmations and %d denials in %d readings (%.1f%%)",
		s.recall(), s.read, s.written, s.affirmed, s.denied, s.readings, 100*s.errRate())
}

func (s *medScore) note(key, text string, m lexicon.Mention) {
	s.wrong[key]++
	if s.examples[key] == "" {
		a, b := max(0, m.Start-60), min(len(text), m.End+40)
		s.examples[key] = text[a:b]
	}
}

// medNotes scores the histories and examinations of n patients of every disease in a note voice,
// by the rules of scoreNotes (past and family history sections hold no present finding).
func medNotes(t *testing.T, k *kb.KB, l *lexicon.Lexicon, mine map[string]bool, voice string, n int) *medScore {
	g, err := kb.NewGenerator(k, kb.CohortOptions{Voice: voice})
	if err != nil {
		t.Fatal(err)
	}
	s := newMedScore()
	for di, d := range k.Diseases {
		for i := 0; i < n; i++ {
			p := g.PatientWith(uint64(7100+di), i, d)
			present := map[string]bool{}
			for _, text := range []string{p.History, p.Exam} {
				for _, m := range l.Read(text) {
					if !m.Negated {
						present[m.Concept] = true
					}
					if !mine[m.Concept] {
						continue
					}
					s.readings++
					if m.Section == "pmh" || m.Section == "psh" || m.Section == "family" {
						continue
					}
					switch {
					case !m.Negated && !p.Has(m.Concept):
						s.affirmed++
						s.note("affirmed "+m.Concept, text, m)
					case m.Negated && p.Has(m.Concept):
						s.denied++
						s.note("denied "+m.Concept, text, m)
					}
				}
			}
			for _, id := range p.Truth.Written {
				if !mine[id] {
					continue
				}
				s.written++
				if present[id] {
					s.read++
				} else {
					s.missed[id]++
					if s.examples["missed "+id] == "" {
						s.examples["missed "+id] = p.History + "\n" + p.Exam
						if f := k.Findings[id]; f != nil && f.Kind == kb.KindSign {
							s.examples["missed "+id] = p.Exam
						}
					}
				}
			}
		}
	}
	return s
}

// medReports scores the study reports of n patients of every disease in a report voice, by the
// rules of scoreReports.
func medReports(t *testing.T, k *kb.KB, l *lexicon.Lexicon, mine map[string]bool, voice string, n int) *medScore {
	g, err := kb.NewGenerator(k, kb.CohortOptions{ReportVoice: voice})
	if err != nil {
		t.Fatal(err)
	}
	rv := k.ReportVoice(voice)
	s := newMedScore()
	for di, d := range k.Diseases {
		for i := 0; i < n; i++ {
			p := g.PatientWith(uint64(7300+di), i, d)
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
					if !m.Negated {
						present[m.Concept] = true
					}
					if !mine[m.Concept] {
						continue
					}
					s.readings++
					if c := k.Findings[m.Concept]; c == nil || c.Kind != kb.KindStudy {
						continue
					}
					switch {
					case !m.Negated && !isShown[m.Concept]:
						s.affirmed++
						s.note("affirmed "+m.Concept, text, m)
					case m.Negated && isShown[m.Concept]:
						s.denied++
						s.note("denied "+m.Concept, text, m)
					}
				}
				for _, id := range shown {
					if !mine[id] {
						continue
					}
					s.written++
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

// TestMedicineConcepts measures the medicine concepts on every voice the reader may be tuned on
// (the held-out voices are TestHeldOutVoice's): the share of the area's findings a note or report
// states that are read present, and the share of the area's readings that contradict the patient.
func TestMedicineConcepts(t *testing.T) {
	k, l, _ := heldOutSetup(t)
	mine, kbMedicine := medArea(t)
	have := map[string]bool{}
	for _, c := range l.Concepts() {
		have[c.ID] = true
	}
	var uncovered []string
	for _, id := range kbMedicine {
		if !have[id] {
			uncovered = append(uncovered, id)
		}
	}
	if len(uncovered) > 0 {
		t.Errorf("%d medicine findings have no concept: %v", len(uncovered), uncovered)
	}
	const perDisease = 2
	total := newMedScore()
	add := func(s *medScore) {
		total.written += s.written
		total.read += s.read
		total.readings += s.readings
		total.affirmed += s.affirmed
		total.denied += s.denied
		for k, v := range s.missed {
			total.missed[k] += v
		}
		for k, v := range s.wrong {
			total.wrong[k] += v
		}
		for k, v := range s.examples {
			if total.examples[k] == "" {
				total.examples[k] = v
			}
		}
	}
	for _, v := range k.NoteVoices {
		if v.HeldOut {
			continue
		}
		s := medNotes(t, k, l, mine, v.ID, perDisease)
		t.Logf("note voice %-16s %v", v.ID, s)
		add(s)
	}
	for _, v := range k.ReportVoices {
		if v.HeldOut {
			continue
		}
		s := medReports(t, k, l, mine, v.ID, perDisease)
		t.Logf("report voice %-16s %v", v.ID, s)
		add(s)
	}
	t.Logf("all in-house voices: %v", total)
	if testing.Verbose() {
		medLogTop(t, "missed", total.missed, total.examples, 25)
		medLogTop(t, "error", total.wrong, total.examples, 25)
	}
	if total.recall() < 0.95 {
		t.Errorf("recall of the medicine findings %.3f, want >= 0.95", total.recall())
	}
	if total.errRate() >= 0.03 {
		t.Errorf("%d of %d readings of medicine concepts contradict the patient, want under 3%%", total.affirmed+total.denied, total.readings)
	}
}

func medLogTop(t *testing.T, what string, counts map[string]int, examples map[string]string, top int) {
	var ids []string
	for id := range counts {
		ids = append(ids, id)
	}
	sort.Slice(ids, func(i, j int) bool {
		if counts[ids[i]] != counts[ids[j]] {
			return counts[ids[i]] > counts[ids[j]]
		}
		return ids[i] < ids[j]
	})
	for i, id := range ids {
		if i >= top {
			break
		}
		key := id
		if what == "missed" {
			key = "missed " + id
		}
		if os.Getenv("MED_EXAMPLES") != "" {
			t.Logf("    %s %4d %s in %q", what, counts[id], id, examples[key])
			continue
		}
		t.Logf("    %s %4d %s", what, counts[id], id)
	}
}
