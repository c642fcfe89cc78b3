package llm

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"agenthospital/world/cdm"
)

// DCP is a diagnostic cognition primitive as DxEvolve's writer produces it.
type DCP struct {
	Pattern  string // Experience Pattern: the case-style trigger retrieval matches on
	Ordering string // Test Ordering Insight: which tests, in which order, and when to escalate
	Decision string // Diagnostic Decision Insight: how to weigh the findings to reach the diagnosis
}

// DCP field labels, in the order the writer must give them.
const (
	FieldPattern  = "Experience Pattern"
	FieldOrdering = "Test Ordering Insight"
	FieldDecision = "Diagnostic Decision Insight"
)

// Text is the DCP as three "Field: value" lines (the memory store's text form).
func (d DCP) Text() string {
	return FieldPattern + ": " + d.Pattern + "\n" + FieldOrdering + ": " + d.Ordering + "\n" + FieldDecision + ": " + d.Decision
}

// DCPInput is what the DCP writer is told about one finished episode.
type DCPInput struct {
	HadmID          int64
	History         string
	Steps           []cdm.Step
	FinalDiagnosis  string // the doctor's final text or parsed diagnosis ("" when capped)
	GroundTruth     string
	Correct         bool
	Feedback        string // rule-based feedback on the process
	ClinicianOrders string // what the chart's clinicians ordered
}

// maxObs bounds each observation shown to the writer (DxEvolve: 30,000 characters).
const maxObs = 30000

// DCPPrompt writes the single user message that asks for one DCP.
func DCPPrompt(in DCPInput) string {
	var b strings.Builder
	b.WriteString("You distil one reusable piece of diagnostic experience from a finished case, for a doctor who will later work up similar patients with the same tools.\n\n")
	b.WriteString("Goal:\n- Do not retell the case and do not show your reasoning.\n- Say nothing about treatment.\n- Produce exactly one unit made of the three fields below.\n\n")
	b.WriteString("The unit must:\n- agree with the ground-truth diagnosis and with the correctness flag;\n- be about diagnosis only;\n- mention only the three clinical tools: Physical Examination, Laboratory Tests, Imaging.\n\n")
	b.WriteString("Write tool requests so they can be copied:\n- Physical Examination\n- Laboratory Tests: <test 1>, <test 2>, ...\n- Imaging: modality=<MODALITY>, region=<REGION>\n\n")
	b.WriteString("Coverage:\n- Name only tests that the clinicians ordered, that the doctor obtained successfully, or that the feedback recommends; cover the clinicians' orders first.\n- Invent no test, finding or threshold.\n\n")
	b.WriteString("The fields:\n")
	b.WriteString("- " + FieldPattern + ": a short case-style description that would match similar patients (age group, sex, complaint, time course, key findings); you may end it with the correct diagnosis and the usual misdiagnoses as labels.\n")
	b.WriteString("- " + FieldOrdering + ": the tests in order of priority and when to escalate, phrased as conditions rather than prohibitions.\n")
	b.WriteString("- " + FieldDecision + ": how to weigh the findings to reach the correct diagnosis.\n\n")
	b.WriteString("If the case was answered correctly, extract what worked. If it was answered wrongly, treat the doctor's path as a counter-example and build the unit from the ground truth and the feedback.\n\n")
	b.WriteString("Case:\n")
	fmt.Fprintf(&b, "Patient history: %s\n", flat(in.History))
	b.WriteString("Diagnostic steps:\n")
	if len(in.Steps) == 0 {
		b.WriteString("(none)\n")
	}
	for i, s := range in.Steps {
		obs := s.Observation
		if len(obs) > maxObs {
			obs = obs[:maxObs]
		}
		fmt.Fprintf(&b, "[%d] %s: %s -> %s\n", i+1, s.Action, flat(s.Input), flat(obs))
	}
	final := in.FinalDiagnosis
	if strings.TrimSpace(final) == "" {
		final = "(no final diagnosis)"
	}
	flag := "Incorrect"
	if in.Correct {
		flag = "Correct"
	}
	fmt.Fprintf(&b, "Model final diagnosis: %s\nGround truth diagnosis: %s\nCorrectness: %s\n", flat(final), flat(in.GroundTruth), flag)
	fmt.Fprintf(&b, "Rule-based feedback on the process: %s\nClinician test orders: %s\n\n", flat(in.Feedback), flat(in.ClinicianOrders))
	b.WriteString("Answer with exactly these three lines and nothing else:\n")
	b.WriteString(FieldPattern + ": <...>\n" + FieldOrdering + ": <...>\n" + FieldDecision + ": <...>")
	return b.String()
}

// flat puts text on one line.
func flat(s string) string { return strings.Join(strings.Fields(s), " ") }

// ErrMalformedDCP is wrapped by every ParseDCP failure.
var ErrMalformedDCP = errors.New("malformed DCP")

// ParseDCP reads the writer's answer strictly: the three fields, each once, in order, each
// non-empty; blank lines may separate them and a field may run on over further lines (joined
// with a space); a label may be wrapped in markdown bold. Any other text before the first field,
// a repeated or missing field, or fields out of order reject the whole answer.
func ParseDCP(text string) (DCP, error) {
	labels := []string{FieldPattern, FieldOrdering, FieldDecision}
	var vals [3][]string
	cur := -1
	for n, line := range strings.Split(strings.ReplaceAll(text, "\r\n", "\n"), "\n") {
		t := strings.TrimSpace(line)
		if t == "" {
			continue
		}
		field, rest := dcpLabel(t, labels)
		switch {
		case field >= 0 && field != cur+1:
			return DCP{}, fmt.Errorf("%w: line %d: %q out of order or repeated", ErrMalformedDCP, n+1, labels[field])
		case field >= 0:
			cur = field
			if rest != "" {
				vals[cur] = append(vals[cur], rest)
			}
		case cur < 0:
			return DCP{}, fmt.Errorf("%w: line %d: text before %q", ErrMalformedDCP, n+1, FieldPattern)
		default:
			vals[cur] = append(vals[cur], t)
		}
	}
	var d DCP
	out := []*string{&d.Pattern, &d.Ordering, &d.Decision}
	for i, v := range vals {
		*out[i] = strings.Join(v, " ")
		if *out[i] == "" {
			return DCP{}, fmt.Errorf("%w: %q missing or empty", ErrMalformedDCP, labels[i])
		}
	}
	return d, nil
}

// dcpLabel reports which label starts line t (case-insensitive, optionally in ** **), and the
// value after its colon; -1 when none does.
func dcpLabel(t string, labels []string) (int, string) {
	s := strings.TrimPrefix(t, "**")
	for i, l := range labels {
		if len(s) < len(l) || !strings.EqualFold(s[:len(l)], l) {
			continue
		}
		r := s[len(l):]
		r = strings.TrimPrefix(r, "**")
		if !strings.HasPrefix(r, ":") {
			continue
		}
		r = strings.TrimPrefix(r[1:], "**")
		return i, strings.TrimSpace(r)
	}
	return -1, ""
}

// WriteDCP asks the model for one DCP about a finished episode. A malformed answer is an error
// wrapping ErrMalformedDCP (the caller counts it); a failed call is a *CallError.
func (c *Client) WriteDCP(ctx context.Context, in DCPInput) (DCP, error) {
	tag := fmt.Sprintf("dcp hadm %d", in.HadmID)
	rep, err := c.Complete(ctx, tag, []Message{{Role: RoleUser, Content: DCPPrompt(in)}})
	if err != nil {
		return DCP{}, err
	}
	d, err := ParseDCP(rep.Text)
	if err != nil {
		return DCP{}, fmt.Errorf("%s: %w", tag, err)
	}
	return d, nil
}
