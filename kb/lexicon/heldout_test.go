package lexicon_test

import (
	"fmt"
	"sort"
	"testing"

	"agenthospital/kb"
	"agenthospital/kb/lexicon"
)

// voiceScore counts how the lexicon reads the notes or reports of one voice.
type voiceScore struct {
	written, read       int            // findings the text states present; of those, read present
	known, knownRead    int            // the same, for findings the lexicon has a concept for
	mentions            int            // mentions read
	falseAffirm, denied int            // affirmed but absent in the patient; denied but stated present
	missed              map[string]int // findings the lexicon knows, stated but not read present
	wrong               map[string]int // "affirmed x" / "denied x" errors by concept
	examples            map[string]string
}

func (s *voiceScore) recall() float64      { return float64(s.read) / float64(max(1, s.written)) }
func (s *voiceScore) knownRecall() float64 { return float64(s.knownRead) / float64(max(1, s.known)) }

func (s *voiceScore) String() string {
	return fmt.Sprintf("recall %.3f (%d/%d; %.3f of %d findings the lexicon knows), %d false affirmations and %d denials of a stated finding in %d mentions",
		s.recall(), s.read, s.written, s.knownRecall(), s.known, s.falseAffirm, s.denied, s.mentions)
}

// heldOutSetup loads the knowledge base and the lexicon and returns the ids the lexicon has a
// concept for.
func heldOutSetup(t *testing.T) (*kb.KB, *lexicon.Lexicon, map[string]bool) {
	t.Helper()
	k, err := kb.Load()
	if err != nil {
		t.Fatal(err)
	}
	l, err := lexicon.Load()
	if err != nil {
		t.Fatal(err)
	}
	known := map[string]bool{}
	for _, c := range l.Concepts() {
		known[c.ID] = true
		if c.Normal {
			ignoredFalse[c.ID] = true // a normal study finding ("normal caliber appendix") is no error
		}
	}
	return k, l, known
}

// ignoredFalse are readings that are not errors of the voice: abdominal_pain is the general
// concept every located pain also is, and vital-sign thresholds are the textbook ones.
var ignoredFalse = map[string]bool{"abdominal_pain": true, "tachycardia": true, "tachypnea": true}

// scoreNotes writes n patients of every disease in note voice v and scores the reading of
// their histories and examinations: recall is the share of the present findings the note states
// in words (Truth.Written) that the lexicon reads as present.
func scoreNotes(t *testing.T, k *kb.KB, l *lexicon.Lexicon, known map[string]bool, voice string, n int) *voiceScore {
	g, err := kb.NewGenerator(k, kb.CohortOptions{Voice: voice})
	if err != nil {
		t.Fatal(err)
	}
	s := &voiceScore{missed: map[string]int{}, wrong: map[string]int{}, examples: map[string]string{}}
	for di, d := range k.Diseases {
		for i := 0; i < n; i++ {
			p := g.PatientWith(uint64(1000+di), i, d)
			if p.Truth.Voice != voice {
				t.Fatalf("patient written in voice %q, want %q", p.Truth.Voice, voice)
			}
			present := map[string]bool{}
			for _, text := range []string{p.History, p.Exam} {
				for _, m := range l.Read(text) {
					s.mentions++
					if !m.Negated {
						present[m.Concept] = true
					}
					if m.Section == "pmh" || m.Section == "psh" || m.Section == "family" {
						continue // past and family history are not the patient's present findings
					}
					switch {
					case !m.Negated:
						if !p.Has(m.Concept) && !ignoredFalse[m.Concept] {
							s.falseAffirm++
							s.note("affirmed "+m.Concept, text, m)
						}
					case p.Has(m.Concept) && !ignoredFalse[m.Concept]:
						s.denied++
						s.note("denied "+m.Concept, text, m)
					}
				}
			}
			for _, id := range p.Truth.Written {
				s.written++
				if known[id] {
					s.known++
				}
				if present[id] {
					s.read++
					if known[id] {
						s.knownRead++
					}
				} else if known[id] {
					s.missed[id]++
				}
			}
		}
	}
	return s
}

// scoreReports writes the reports of every study each patient's disease shows findings in, in
// report voice v, and scores them: recall is the share of the shown study findings the lexicon
// reads as present.
func scoreReports(t *testing.T, k *kb.KB, l *lexicon.Lexicon, known map[string]bool, voice string, n int) *voiceScore {
	g, err := kb.NewGenerator(k, kb.CohortOptions{ReportVoice: voice})
	if err != nil {
		t.Fatal(err)
	}
	rv := k.ReportVoice(voice)
	s := &voiceScore{missed: map[string]int{}, wrong: map[string]int{}, examples: map[string]string{}}
	for di := range k.Diseases {
		for i := 0; i < n; i++ {
			p := g.Patient(uint64(2000+di), i) // Patient, not PatientWith: each has its own report stream
			dis := k.Disease(p.Truth.Disease)
			for _, se := range dis.Studies {
				st := k.Study(se.Study)
				shown := p.StudyFindings(st.ID)
				if len(shown) == 0 || !voiceWrites(rv, st) {
					continue
				}
				text := g.Report(p, st, 0)
				rep := l.ReadReport(text)
				present := map[string]bool{}
				isShown := map[string]bool{}
				for _, id := range shown {
					isShown[id] = true
				}
				for _, m := range rep.Mentions {
					s.mentions++
					if !m.Negated {
						present[m.Concept] = true
					}
					if c := k.Findings[m.Concept]; c == nil || c.Kind != kb.KindStudy {
						continue
					}
					switch {
					case !m.Negated && !isShown[m.Concept] && !ignoredFalse[m.Concept]:
						s.falseAffirm++
						s.note("affirmed "+m.Concept, text, m)
					case m.Negated && isShown[m.Concept]:
						s.denied++
						s.note("denied "+m.Concept, text, m)
					}
				}
				for _, id := range shown {
					s.written++
					if known[id] {
						s.known++
					}
					if present[id] {
						s.read++
						if known[id] {
							s.knownRead++
						}
					} else if known[id] {
						s.missed[id]++
					}
				}
			}
		}
	}
	return s
}

func voiceWrites(v *kb.ReportVoice, s *kb.Study) bool {
	kind := false
	for _, k := range v.Kinds {
		kind = kind || k == s.Kind
	}
	if !kind {
		return false
	}
	if len(v.Modalities) == 0 {
		return true
	}
	for _, m := range v.Modalities {
		if m == s.Modality {
			return true
		}
	}
	return false
}

func (s *voiceScore) note(key, text string, m lexicon.Mention) {
	s.wrong[key]++
	if s.examples[key] == "" {
		a, b := max(0, m.Start-50), min(len(text), m.End+30)
		s.examples[key] = text[a:b]
	}
}

func logTop(t *testing.T, what string, counts map[string]int, examples map[string]string, top int) {
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
		if ex := examples[id]; ex != "" && testing.Verbose() {
			t.Logf("    %s %4d %s in %q", what, counts[id], id, ex)
			continue
		}
		t.Logf("    %s %4d %s", what, counts[id], id)
	}
}

// TestHeldOutVoice measures the reader on the voices the knowledge base marks held out: text
// written in a way the lexicon was neither built nor tuned on (kb/data/voices.yaml). Its phrases
// must never be added to the lexicon; the floors below sit a few points under the measured
// figures so a general change that makes reading worse is caught. For comparison it logs the
// same figures for every other voice.
func TestHeldOutVoice(t *testing.T) {
	if testing.Short() {
		t.Skip("slow")
	}
	k, l, known := heldOutSetup(t)
	const perDisease = 3
	var heldNote, heldReport string
	for _, v := range k.NoteVoices {
		s := scoreNotes(t, k, l, known, v.ID, perDisease)
		t.Logf("note voice %-16s held_out=%-5v %v", v.ID, v.HeldOut, s)
		if !v.HeldOut && testing.Verbose() {
			logTop(t, "missed", s.missed, nil, 8)
			logTop(t, "error", s.wrong, s.examples, 8)
		}
		if v.HeldOut {
			heldNote = v.ID
			logTop(t, "missed", s.missed, nil, 15)
			logTop(t, "error", s.wrong, s.examples, 10)
			checkFloor(t, "note", v.ID, s, heldOutNote)
		}
	}
	for _, v := range k.ReportVoices {
		s := scoreReports(t, k, l, known, v.ID, perDisease)
		t.Logf("report voice %-16s held_out=%-5v %v", v.ID, v.HeldOut, s)
		if !v.HeldOut && testing.Verbose() {
			logTop(t, "missed", s.missed, nil, 8)
			logTop(t, "error", s.wrong, s.examples, 8)
		}
		if v.HeldOut {
			heldReport = v.ID
			logTop(t, "missed", s.missed, nil, 15)
			logTop(t, "error", s.wrong, s.examples, 10)
			checkFloor(t, "report", v.ID, s, heldOutReport)
		}
	}
	if heldNote == "" || heldReport == "" {
		t.Fatalf("voices.yaml marks no held-out note voice (%q) or report voice (%q)", heldNote, heldReport)
	}
}

// Floors for the held-out recall (target 0.90), a few points under the figures measured, and
// never to be raised by teaching the lexicon the held-out phrases. Known is the recall over the
// findings the lexicon has a concept for; all is over every finding the text states. When the
// voices were written the terminology covered the abdominal emergency department only: notes
// 0.923 known, 0.474 all; reports 0.955 known, 0.588 all. With a concept for every finding of
// the knowledge base (written from clinical usage, without the held-out voices): notes 0.954,
// reports 0.972 (in-house voices 0.984-0.985 and 0.968-0.997).
var (
	heldOutNote   = [2]float64{0.92, 0.92}
	heldOutReport = [2]float64{0.94, 0.94}
)

func checkFloor(t *testing.T, what, id string, s *voiceScore, floor [2]float64) {
	t.Helper()
	if s.knownRecall() < floor[0] || s.recall() < floor[1] {
		t.Errorf("held-out %s voice %s: recall %.3f over known findings and %.3f over all, floors %.2f and %.2f",
			what, id, s.knownRecall(), s.recall(), floor[0], floor[1])
	}
}
