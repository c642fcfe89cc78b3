package dcr

import (
	"regexp"
	"strings"
	"testing"
)

func TestMayContainFold(t *testing.T) {
	re := regexp.MustCompile(`(?i)diagnosis`)
	for _, text := range []string{"", "Final Diagnosis: x", "DIAGNOSIS", "diagnosi", "dIaGnOsIs", "diagnoſis",
		"Action: Imaging", "xdiagnosisx", "diagnosi\ns", "d-iagnosis"} {
		if re.MatchString(text) && !mayContainFold(text, "diagnosis") {
			t.Errorf("mayContainFold(%q) is false but the pattern matches", text)
		}
		if want := strings.Contains(strings.ToLower(text), "diagnosis"); !strings.ContainsRune(text, 'ſ') && mayContainFold(text, "diagnosis") != want {
			t.Errorf("mayContainFold(%q) = %v, want %v", text, !want, want)
		}
	}
}

func BenchmarkParseReply(b *testing.B) {
	replies := []string{
		"Thought: leading hypothesis Acute appendicitis at 6/10.\nHypothesis: Acute appendicitis\nConfidence: 6\nAction: Laboratory Tests\nAction Input: Complete Blood Count",
		"Thought: leading hypothesis Acute appendicitis at 9/10.\nHypothesis: Acute appendicitis\nConfidence: 9\nFinal Diagnosis: Acute appendicitis\nSeverity: moderate\nTreatment: appendectomy",
	}
	b.ReportAllocs()
	for b.Loop() {
		for _, r := range replies {
			ParseReply(r)
		}
	}
}
