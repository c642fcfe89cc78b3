package main

import (
	"context"
	"fmt"
	"math/rand/v2"
	"strings"

	"agenthospital/agents"
	"agenthospital/agents/llm"
	"agenthospital/kb"
	"agenthospital/world"
)

// llmRoles parses --llm-roles: which of doctor, patient and nurse think through the LLM.
func llmRoles(s string) (map[string]bool, error) {
	roles := map[string]bool{}
	for _, r := range strings.Split(s, ",") {
		r = strings.TrimSpace(r)
		switch r {
		case "doctor", "patient", "nurse":
			roles[r] = true
		case "":
		default:
			return nil, fmt.Errorf("expected a comma-separated list of doctor, patient and nurse, got %q", r)
		}
	}
	return roles, nil
}

// llmAgents puts the LLM into the hospital's agents for the given roles: doctors answer through
// the DCR loop with the hospital's tools, search their department's memory and practise through
// a chart reader (their DCPs written by the model); patients tell their complaint in their own
// words from their hidden record; the triage nurse picks the department. A patient answer that
// names the disease, a triage answer that is not a listed department, or a call that failed for
// good is not used: the offline agent's answer is (counted as a fallback in the summary). A
// doctor's failed call stops the run.
func llmAgents(ag *world.Agents, k *kb.KB, sc *world.Scenario, lb *llmBrain, roles map[string]bool, mem *runMemory,
	chart func(dept string, i int, cands []*kb.Disease) *agents.CDMDoctor, fallbacks *int) {
	ctx := context.Background()
	if roles["doctor"] {
		brain := llm.NewBrain(ctx, lb.client, llm.Prompt{Tools: llm.HospitalTools})
		mem.practice.Writer = dcpWriter{ctx: ctx, c: lb.client, kb: k}
		ag.ClinicianOrders = true // the DCP-construction prompt shows them
		ag.Doctor = func(dept string, i int, staff string, cands []*kb.Disease) world.Doctor {
			reader := chart(dept, i, cands)
			rc, _ := mem.practice.Memory(dept, cands)
			return agents.NewLLMDoctor(brain, agents.NewChartLearner(reader), rc)
		}
	}
	if roles["patient"] {
		ag.Patient = func(gen *kb.Generator) world.PatientVoice {
			return &llmPatient{offline: agents.NewPatient(k, gen), c: lb.client, kb: k, fallbacks: fallbacks}
		}
	}
	if roles["nurse"] {
		var depts []llm.Department
		for _, d := range sc.Departments {
			depts = append(depts, llm.Department{ID: d.ID, Name: k.Department(d.ID).Name})
		}
		ag.Nurse = &llmNurse{offline: ag.Nurse, c: lb.client, depts: depts, fallbacks: fallbacks}
	}
}

// llmPatient tells the complaint through the model.
type llmPatient struct {
	offline   *agents.Patient
	c         *llm.Client
	kb        *kb.KB
	fallbacks *int
	n         int64
}

// Complaint asks the model what the patient says at triage; the offline voice answers when the
// model names the disease.
func (p *llmPatient) Complaint(pt *kb.Patient, r *rand.Rand) string {
	fallback := p.offline.Complaint(pt, r) // drawn always, so the random streams stay aligned
	p.n++
	d := p.kb.Disease(pt.Truth.Disease)
	ans, err := p.c.AnswerAsPatient(context.Background(), llm.PatientInput{ID: p.n, Record: pt.History,
		Question: "What brings you in today?", Disease: d.Name, Synonyms: d.Synonyms})
	if err != nil || strings.TrimSpace(ans) == "" {
		*p.fallbacks++
		return fallback
	}
	return ans
}

// FollowUp is the offline voice's answer.
func (p *llmPatient) FollowUp(recovered bool, r *rand.Rand) string {
	return p.offline.FollowUp(recovered, r)
}

// llmNurse triages through the model.
type llmNurse struct {
	offline   world.Nurse
	c         *llm.Client
	depts     []llm.Department
	fallbacks *int
	n         int64
}

// Triage asks the model for a department among the open ones (acuity from the offline nurse).
func (n *llmNurse) Triage(complaint string, age int, sex string, open []string, r *rand.Rand) world.Triage {
	t := n.offline.Triage(complaint, age, sex, open, r)
	n.n++
	var choices []llm.Department
	for _, d := range n.depts {
		for _, o := range open {
			if d.ID == o {
				choices = append(choices, d)
			}
		}
	}
	id, err := n.c.Triage(context.Background(), llm.TriageInput{ID: n.n, Age: age, Sex: sex, Complaint: complaint, Departments: choices})
	if err != nil {
		*n.fallbacks++
		return t
	}
	t.Department = id
	return t
}
