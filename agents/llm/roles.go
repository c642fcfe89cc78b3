package llm

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"unicode"
)

// PatientInput is what a patient knows when the doctor asks a question.
type PatientInput struct {
	ID       int64
	Record   string   // the patient's own account: symptoms, history, habits (never the diagnosis)
	Question string   // the doctor's question
	Disease  string   // hidden: the answer must not name it
	Synonyms []string // hidden: other names of the disease, also forbidden
}

// ErrRevealed is wrapped when a patient's answer names the disease.
var ErrRevealed = errors.New("the answer names the diagnosis")

// PatientMessages builds the patient's prompt.
func PatientMessages(in PatientInput) []Message {
	sys := "You are the patient in a doctor's consultation. Answer the doctor's question in plain everyday words, " +
		"in one to three sentences, speaking as yourself. Use only what is written about you below. " +
		"You do not know what illness you have: never name a disease or a medical diagnosis, and do not use medical jargon. " +
		"If you are asked about something not written below, say you have not noticed it or do not know.\n\n" +
		"About you:\n" + strings.TrimSpace(in.Record)
	return []Message{
		{Role: RoleSystem, Content: sys},
		{Role: RoleUser, Content: "Doctor: " + strings.TrimSpace(in.Question) + "\nYou:"},
	}
}

// AnswerAsPatient asks the model to answer as the patient. An answer that names the disease or
// one of its synonyms is rejected with an error wrapping ErrRevealed; the caller falls back.
func (c *Client) AnswerAsPatient(ctx context.Context, in PatientInput) (string, error) {
	tag := fmt.Sprintf("patient %d", in.ID)
	rep, err := c.Complete(ctx, tag, PatientMessages(in))
	if err != nil {
		return "", err
	}
	ans := strings.TrimSpace(rep.Text)
	for _, p := range []string{"You:", "Patient:", "Me:"} {
		if len(ans) >= len(p) && strings.EqualFold(ans[:len(p)], p) {
			ans = strings.TrimSpace(ans[len(p):])
		}
	}
	if ans == "" {
		return "", fmt.Errorf("%s: empty answer", tag)
	}
	if term, ok := Reveals(ans, append([]string{in.Disease}, in.Synonyms...)); ok {
		return "", fmt.Errorf("%s: %w (%q)", tag, ErrRevealed, term)
	}
	return ans, nil
}

// Reveals reports the first of terms that occurs in text as whole words, ignoring case and
// punctuation ("Appendicitis!" names "appendicitis"; "appendix" does not).
func Reveals(text string, terms []string) (string, bool) {
	t := " " + strings.Join(words(text), " ") + " "
	for _, term := range terms {
		w := words(term)
		if len(w) == 0 {
			continue
		}
		if strings.Contains(t, " "+strings.Join(w, " ")+" ") {
			return term, true
		}
	}
	return "", false
}

func words(s string) []string {
	return strings.FieldsFunc(strings.ToLower(s), func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
}

// Department is a place the triage nurse may send a patient.
type Department struct {
	ID   string
	Name string
}

// TriageInput is what the nurse sees at the front desk.
type TriageInput struct {
	ID          int64
	Age         int
	Sex         string
	Complaint   string
	Departments []Department
}

// ErrNoDepartment is wrapped when the nurse's answer is not one of the listed department ids.
var ErrNoDepartment = errors.New("the answer is not a listed department")

// TriageMessages builds the nurse's prompt.
func TriageMessages(in TriageInput) []Message {
	var b strings.Builder
	b.WriteString("You are the triage nurse at a hospital's front desk. Decide which one department should see the patient first.\n\nDepartments:\n")
	for _, d := range in.Departments {
		fmt.Fprintf(&b, "- %s: %s\n", d.ID, d.Name)
	}
	b.WriteString("\nReply with the department id only, exactly as listed, and nothing else.")
	user := fmt.Sprintf("Patient: %d-year-old %s.\nComplaint: %s\nDepartment id:", in.Age, in.Sex, strings.TrimSpace(in.Complaint))
	return []Message{{Role: RoleSystem, Content: b.String()}, {Role: RoleUser, Content: user}}
}

// Triage asks the model for a department. The answer must be exactly one listed id (see
// ParseTriage); otherwise the error wraps ErrNoDepartment and the caller uses its fallback.
func (c *Client) Triage(ctx context.Context, in TriageInput) (string, error) {
	tag := fmt.Sprintf("triage %d", in.ID)
	rep, err := c.Complete(ctx, tag, TriageMessages(in))
	if err != nil {
		return "", err
	}
	id, err := ParseTriage(rep.Text, in.Departments)
	if err != nil {
		return "", fmt.Errorf("%s: %w", tag, err)
	}
	return id, nil
}

// ParseTriage reads a department id: the whole answer, after trimming spaces, quotes, markdown
// and a final period and an optional "Department:" or "Department id:" label, must equal one
// listed id (any case); the listed spelling is returned.
func ParseTriage(text string, deps []Department) (string, error) {
	s := strings.TrimSpace(text)
	for _, p := range []string{"department id:", "department:"} {
		if len(s) >= len(p) && strings.EqualFold(s[:len(p)], p) {
			s = strings.TrimSpace(s[len(p):])
			break
		}
	}
	s = strings.TrimSpace(strings.Trim(s, "`*\"'. \t\n"))
	for _, d := range deps {
		if s != "" && strings.EqualFold(s, d.ID) {
			return d.ID, nil
		}
	}
	show := s
	if len(show) > 40 {
		show = show[:40] + "..."
	}
	return "", fmt.Errorf("%w: %q", ErrNoDepartment, show)
}
