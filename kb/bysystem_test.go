package kb

import (
	"math"
	"slices"
	"strings"
	"testing"
)

// TestEverySignHasASystem: every sign of the knowledge base names the body system whose line an
// examination written by system puts it on.
func TestEverySignHasASystem(t *testing.T) {
	k := mustKB(t)
	for id, f := range k.Findings {
		if f.Kind == KindSign && !slices.Contains(BodySystems, f.System) {
			t.Errorf("sign %s: system %q, want one of %v", id, f.System, BodySystems)
		}
	}
}

// styleGenerator returns a generator writing every note in voice, with the voice's share of
// examinations written by system set to p (on a knowledge base of its own).
func styleGenerator(t *testing.T, voice string, p float64) (*Generator, *NoteVoice) {
	t.Helper()
	k := mustKB(t)
	v := k.NoteVoice(voice)
	if v == nil {
		t.Fatalf("no note voice %s", voice)
	}
	v.Exam.BySystem.P = p
	g, err := NewGenerator(k, CohortOptions{Voice: voice})
	if err != nil {
		t.Fatal(err)
	}
	return g, v
}

// TestExamBySystemPlacesSigns: in an examination written by system, every positive sign the
// note records as written stands on the line of its own body system (the general line for
// general signs), and every line that names a positive sign is recorded. The voices checked write
// the examination without rewrites, so the signs' terms can be found as written.
func TestExamBySystemPlacesSigns(t *testing.T) {
	for _, voice := range []string{"admission", "consult"} {
		t.Run(voice, func(t *testing.T) {
			g, v := styleGenerator(t, voice, 1)
			if len(v.Rewrite.to)+len(v.Exam.Rewrite.to) > 0 {
				t.Fatalf("voice %s rewrites its examinations", voice)
			}
			signs := 0
			for di, d := range g.kb.Diseases {
				for i := 0; i < 3; i++ {
					p := g.PatientWith(uint64(900+di), i, d)
					lines := strings.Split(p.Exam, "\n")
					for _, id := range p.Truth.Written {
						f := g.kb.Findings[id]
						if f.Kind != KindSign || vitalSign[id] {
							continue
						}
						signs++
						if !slices.ContainsFunc(lines, func(l string) bool { return onLineOf(l, f, lines, v) }) {
							t.Errorf("%s %s: sign %s (%s) is not on a %s line:\n%s", d.ID, p.ID, id, f.System, f.System, p.Exam)
						}
					}
				}
			}
			if signs < 500 {
				t.Errorf("only %d signs written: the test shows little", signs)
			}
		})
	}
}

// onLineOf reports whether line is a line of sign f's body system (the general line: the one
// after the vitals) that holds one of f's terms.
func onLineOf(line string, f *Finding, lines []string, v *NoteVoice) bool {
	low := strings.ToLower(line)
	if !slices.ContainsFunc(f.Terms, func(term string) bool { return strings.Contains(low, strings.ToLower(term)) }) {
		return false
	}
	if f.System == "gen" {
		return len(lines) > 1 && line == lines[1]
	}
	return slices.ContainsFunc(v.Exam.BySystem.Labels[f.System], func(label string) bool { return strings.HasPrefix(line, label+" ") })
}

// TestExamStyleShare: each voice writes about its share of examinations by system, the draw
// being its own: an examination written as a list is the one the voice writes with a share of
// zero, word for word.
func TestExamStyleShare(t *testing.T) {
	for _, voice := range []string{"admission", "ed-terse", "consult"} {
		t.Run(voice, func(t *testing.T) {
			k := mustKB(t)
			share := k.NoteVoice(voice).Exam.BySystem.P
			g, _ := styleGenerator(t, voice, share)
			never, _ := styleGenerator(t, voice, 0)
			always, _ := styleGenerator(t, voice, 1)
			const n = 1500
			by := 0
			for i := 0; i < n; i++ {
				p, list, bySystem := g.Patient(41, i), never.Patient(41, i), always.Patient(41, i)
				switch p.Exam {
				case list.Exam:
				case bySystem.Exam:
					by++
				default:
					t.Fatalf("patient %d: the examination is neither the list nor the by-system one:\n%s\n--\n%s\n--\n%s", i, p.Exam, list.Exam, bySystem.Exam)
				}
				if p.History != list.History || !slices.Equal(p.Truth.Written, list.Truth.Written) {
					t.Fatalf("patient %d: the style of the examination changed the history or what is written", i)
				}
			}
			got := float64(by) / n
			t.Logf("%s: %d of %d examinations by system (%.3f, share %.2f)", voice, by, n, got, share)
			if math.Abs(got-share) > 0.05 {
				t.Errorf("%s: %.3f of examinations by system, want %.2f", voice, got, share)
			}
		})
	}
}
