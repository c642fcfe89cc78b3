package lexicon_test

import (
	"os"
	"sort"
	"testing"

	"gopkg.in/yaml.v3"

	"agenthospital/kb"
	"agenthospital/kb/lexicon"
)

// generalFindingsFile is the knowledge-base file of the general area (general surgery, obstetrics
// and gynecology, pediatrics, urology, emergency, infectious diseases, oncology and their study
// findings) that data/general.yaml gives concepts for. The ids are read from it, so a finding
// added there without a concept fails TestGeneralArea rather than drifting out of the measure.
const generalFindingsFile = "../data/findings/general.yaml"

func generalAreaIDs(t *testing.T) map[string]bool {
	t.Helper()
	b, err := os.ReadFile(generalFindingsFile)
	if err != nil {
		t.Fatal(err)
	}
	var f struct {
		Findings []struct {
			ID string `yaml:"id"`
		} `yaml:"findings"`
	}
	if err := yaml.Unmarshal(b, &f); err != nil {
		t.Fatalf("%s: %v", generalFindingsFile, err)
	}
	ids := map[string]bool{}
	for _, x := range f.Findings {
		ids[x.ID] = true
	}
	if len(ids) == 0 {
		t.Fatalf("%s lists no findings", generalFindingsFile)
	}
	return ids
}

// areaScore counts, for the concepts of one area, what a voice's text states and how it is read.
type areaScore struct {
	written, read     int
	mentions          int // readings of the area's concepts (outside past and family history)
	falseAff, denied  int
	missed, wrong     map[string]int
	examples          map[string]string
	writtenBy, readBy map[string]int
}

func newAreaScore() *areaScore {
	return &areaScore{missed: map[string]int{}, wrong: map[string]int{}, examples: map[string]string{},
		writtenBy: map[string]int{}, readBy: map[string]int{}}
}

func (s *areaScore) recall() float64 { return float64(s.read) / float64(max(1, s.written)) }
func (s *areaScore) errRate() float64 {
	return float64(s.falseAff+s.denied) / float64(max(1, s.mentions))
}

func (s *areaScore) add(o *areaScore) {
	s.written += o.written
	s.read += o.read
	s.mentions += o.mentions
	s.falseAff += o.falseAff
	s.denied += o.denied
	for k, v := range o.missed {
		s.missed[k] += v
	}
	for k, v := range o.wrong {
		s.wrong[k] += v
		if s.examples[k] == "" {
			s.examples[k] = o.examples[k]
		}
	}
	for k, v := range o.writtenBy {
		s.writtenBy[k] += v
	}
	for k, v := range o.readBy {
		s.readBy[k] += v
	}
}

func (s *areaScore) note(key, text string, m lexicon.Mention) {
	s.wrong[key]++
	if s.examples[key] == "" {
		a, b := max(0, m.Start-50), min(len(text), m.End+30)
		s.examples[key] = text[a:b]
	}
}

// scoreAreaNotes writes n patients of every disease in note voice v and scores the area's
// concepts: recall over the area findings the notes state, errors among their readings.
func scoreAreaNotes(t *testing.T, k *kb.KB, l *lexicon.Lexicon, area map[string]bool, voice string, n int) *areaScore {
	g, err := kb.NewGenerator(k, kb.CohortOptions{Voice: voice})
	if err != nil {
		t.Fatal(err)
	}
	s := newAreaScore()
	for di, d := range k.Diseases {
		for i := 0; i < n; i++ {
			p := g.PatientWith(uint64(3000+di), i, d)
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
						continue
					}
					s.mentions++
					switch {
					case !m.Negated && !p.Has(m.Concept):
						s.falseAff++
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
				s.writtenBy[id]++
				if present[id] {
					s.read++
					s.readBy[id]++
				} else {
					s.missed[id]++
				}
			}
		}
	}
	return s
}

// scoreAreaReports does the same for the study reports of report voice v.
func scoreAreaReports(t *testing.T, k *kb.KB, l *lexicon.Lexicon, area map[string]bool, voice string, n int) *areaScore {
	g, err := kb.NewGenerator(k, kb.CohortOptions{ReportVoice: voice})
	if err != nil {
		t.Fatal(err)
	}
	rv := k.ReportVoice(voice)
	s := newAreaScore()
	for di := range k.Diseases {
		for i := 0; i < n; i++ {
			p := g.Patient(uint64(4000+di), i)
			dis := k.Disease(p.Truth.Disease)
			for _, se := range dis.Studies {
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
					s.mentions++
					if !m.Negated {
						present[m.Concept] = true
					}
					if c := k.Findings[m.Concept]; c == nil || c.Kind != kb.KindStudy {
						continue
					}
					switch {
					case !m.Negated && !isShown[m.Concept]:
						s.falseAff++
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
					s.writtenBy[id]++
					if present[id] {
						s.read++
						s.readBy[id]++
					} else {
						s.missed[id]++
					}
				}
			}
		}
	}
	return s
}

// TestGeneralArea checks that every finding of the general area has a concept of the same kind
// and organ, and measures the area's concepts on every in-house note and report voice: recall of
// the area findings the text states at least 0.95, false affirmations and denials under 3% of the
// area concepts' readings. The held-out voices are not read here (TestHeldOutVoice measures them).
func TestGeneralArea(t *testing.T) {
	if testing.Short() {
		t.Skip("slow")
	}
	k, err := kb.Load()
	if err != nil {
		t.Fatal(err)
	}
	l, err := lexicon.Load()
	if err != nil {
		t.Fatal(err)
	}
	area := generalAreaIDs(t)
	have := map[string]lexicon.Concept{}
	for _, c := range l.Concepts() {
		have[c.ID] = c
	}
	var missing []string
	for id := range area {
		c, ok := have[id]
		if !ok {
			missing = append(missing, id)
			continue
		}
		if f := k.Findings[id]; f == nil || f.Kind != c.Kind || f.Organ != c.Organ {
			t.Errorf("concept %s does not match its knowledge-base finding (kind %s, organ %q)", id, c.Kind, c.Organ)
		}
	}
	sort.Strings(missing)
	t.Logf("%d of %d general-area findings have a concept", len(area)-len(missing), len(area))
	if len(missing) > 0 {
		t.Errorf("general-area findings without a concept: %v", missing)
	}

	const perDisease = 4
	total := newAreaScore()
	check := func(what, id string, s *areaScore) {
		t.Logf("%s voice %-16s recall %.3f (%d/%d), %d false affirmations and %d denials in %d readings (%.2f%%)",
			what, id, s.recall(), s.read, s.written, s.falseAff, s.denied, s.mentions, 100*s.errRate())
		if testing.Verbose() {
			logTop(t, "missed", s.missed, nil, 12)
			logTop(t, "error", s.wrong, s.examples, 12)
		}
		if s.written > 0 && s.recall() < 0.95 {
			t.Errorf("%s voice %s: recall %.3f of the general-area findings, want at least 0.95", what, id, s.recall())
		}
		if s.errRate() >= 0.03 {
			t.Errorf("%s voice %s: %d of %d general-area readings are wrong, want under 3%%", what, id, s.falseAff+s.denied, s.mentions)
		}
		total.add(s)
	}
	for _, v := range k.NoteVoices {
		if !v.HeldOut {
			check("note", v.ID, scoreAreaNotes(t, k, l, area, v.ID, perDisease))
		}
	}
	for _, v := range k.ReportVoices {
		if !v.HeldOut {
			check("report", v.ID, scoreAreaReports(t, k, l, area, v.ID, perDisease))
		}
	}
	t.Logf("all in-house voices: recall %.3f (%d/%d), %d wrong in %d readings (%.2f%%)",
		total.recall(), total.read, total.written, total.falseAff+total.denied, total.mentions, 100*total.errRate())
	if testing.Verbose() {
		var never []string
		for id := range total.writtenBy {
			if total.readBy[id] == 0 {
				never = append(never, id)
			}
		}
		sort.Strings(never)
		t.Logf("written but never read: %v", never)
	}
}
