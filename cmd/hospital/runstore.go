package main

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"

	"agenthospital/agents"
	"agenthospital/agents/llm"
	"agenthospital/agents/memory"
	"agenthospital/kb"
	"agenthospital/world"
)

// runMemory is a run's experience memory: the store and index the hospital's doctors search
// through the DCR loop and practise into (agents.Practice, the same loop as eval --accrue and
// evolve), one memory per department shared by its doctors.
type runMemory struct {
	dir      string
	st       *memory.Store
	idx      *memory.Index
	practice *agents.Practice
	replayed int // experiences replayed before the first patient, over all doctors
}

// memorySummary is the memory part of summary.json. Every figure is deterministic: the same
// seed and the same starting store give the same numbers.
type memorySummary struct {
	Items         int                `json:"items"` // live items in the store after the run
	Cases         int                `json:"cases"`
	DCPs          int                `json:"dcps"`
	Rules         int                `json:"rules"`
	Retired       int                `json:"retired"`        // items let go for capacity (kept in the store, replayed, not searched)
	Stored        int                `json:"stored_before"`  // live items when the run started
	Replayed      int                `json:"replayed"`       // experiences replayed before the first patient
	Episodes      int                `json:"episodes"`       // episodes this run consolidated
	FirstExposure int                `json:"first_exposure"` // exposure of this run's first episode
	Recall        agents.RecallStats `json:"recall"`         // searches, rules, edges, recalibrations
	Edges         int                `json:"edges"`
}

// runSummary is summary.json: the hospital's outcomes and the memory's figures.
type runSummary struct {
	*world.Stats
	Memory memorySummary `json:"memory"`
	LLM    *llmSummary   `json:"llm,omitempty"`
}

// llmSummary is the LLM part of summary.json: calls, retries, failures and tokens, and how often
// a patient's or nurse's answer was not usable and the offline agent answered instead.
type llmSummary struct {
	llm.Stats
	Fallbacks int    `json:"fallbacks"`
	Roles     string `json:"roles"`
}

// openRunMemory opens the memory a run accrues into. Continuing (--store DIR), dir must already
// hold a memory.db (written by hospital run, eval --accrue or evolve): exposure and simulated
// time continue after its latest item, and each department's doctors replay the department's
// experience. Otherwise (a fresh run in --out) any earlier memory in dir is removed first.
func openRunMemory(dir string, continuing bool, k *kb.KB, seed uint64) (*runMemory, error) {
	path := filepath.Join(dir, memory.StoreFile)
	if continuing {
		if _, err := os.Stat(path); err != nil {
			if errors.Is(err, os.ErrNotExist) {
				return nil, fmt.Errorf("run: --store %s holds no experience memory (%s does not exist); give a run directory written by hospital run or hospital evolve",
					dir, path)
			}
			return nil, fmt.Errorf("run: --store %s: %w", dir, err)
		}
	} else if err := removeMemory(dir); err != nil {
		return nil, err
	}
	st, err := memory.Open(dir, false)
	if err != nil {
		return nil, err
	}
	m := &runMemory{dir: dir, st: st}
	if m.idx, err = memory.OpenIndex(dir, st); err != nil { // catches up with the store
		st.Close()
		return nil, err
	}
	cfg := agents.DefaultRecall
	cfg.FlushEvery = storeBatch
	cfg.BriefLog = true // the trace counts what each search considered and used, nothing more
	m.practice, err = agents.NewPractice(k, st, m.idx, agents.NewReader(k), k.LabMapping(), cfg, seed, true)
	if err != nil {
		m.Close()
		return nil, err
	}
	m.practice.Pipeline = true // the store and index write beside the simulation, on the second core
	return m, nil
}

// removeMemory deletes the memory (store and index) of an earlier run in dir, as a new run
// overwrites the trace. A store another process holds is left alone, with the store's error.
func removeMemory(dir string) error {
	path := filepath.Join(dir, memory.StoreFile)
	if _, err := os.Stat(path); err == nil {
		st, err := memory.Open(dir, false) // fails if another process holds it
		if err != nil {
			return err
		}
		if err := st.Close(); err != nil {
			return err
		}
		if err := os.Remove(path); err != nil {
			return fmt.Errorf("remove old memory: %w", err)
		}
	}
	if err := os.RemoveAll(filepath.Join(dir, memory.IndexDir)); err != nil {
		return fmt.Errorf("remove old memory index: %w", err)
	}
	return nil
}

// doctor attaches the department's memory to a new hospital doctor: it replays the department's
// experience and searches the memory in every consultation.
func (m *runMemory) doctor(d *agents.CDMDoctor, dept string, cands []*kb.Disease) error {
	rc, err := m.practice.Memory(dept, cands)
	if err != nil {
		return err
	}
	n, err := m.practice.Replay(d, dept)
	if err != nil {
		return err
	}
	m.replayed += n
	d.UseMemory(rc)
	return nil
}

// finish writes what is pending, closes the index (written to disk) and returns the memory's
// figures.
func (m *runMemory) finish() (memorySummary, error) {
	if err := m.practice.Flush(); err != nil {
		return memorySummary{}, err
	}
	if err := m.practice.Wait(); err != nil {
		return memorySummary{}, err
	}
	err := m.idx.Close()
	m.idx = nil
	if err != nil {
		return memorySummary{}, err
	}
	s, err := m.st.Stats()
	if err != nil {
		return memorySummary{}, err
	}
	f := m.practice.Figures()
	live := s.Live[memory.KindCase] + s.Live[memory.KindDCP] + s.Live[memory.KindRule]
	return memorySummary{Items: live, Cases: s.Live[memory.KindCase], DCPs: s.Live[memory.KindDCP], Rules: s.Live[memory.KindRule],
		Retired: s.Retired[memory.KindCase] + s.Retired[memory.KindDCP] + s.Retired[memory.KindRule], Stored: f.Stored, Replayed: m.replayed, Episodes: f.Episodes, FirstExposure: f.FirstExposure, Recall: m.practice.Stats(),
		Edges: s.Edges}, nil
}

// Close releases the index and the store.
func (m *runMemory) Close() error {
	var err error
	if m.practice != nil {
		err = m.practice.Wait() // a write in flight finishes before the store closes
	}
	if m.idx != nil {
		err = errors.Join(err, m.idx.Close())
		m.idx = nil
	}
	if m.st != nil {
		err = errors.Join(err, m.st.Close())
		m.st = nil
	}
	return err
}

// storeBatch is how many episodes a run practises between writes to the store (one transaction
// each) and index updates: a killed run loses at most that many, and the doctors search the
// memory as it was at the last write. Measured on two cores, general hospital, seed 7, at 20,000
// patients: 250 took 38.2-40.9 s wall and 67-72 s CPU (diagnosis accuracy 92.3%), 500 34.9-37.7 s
// and 60-65 s (92.2%), 1,000 about 36 s, 2,000 38.3 s, 5,000 40.2 s (fewer commits and larger
// index segments, until a batch's garbage makes the collector work more). At 100,000 patients,
// 500 took 220 s with a peak RSS of 918 MiB, 1,000 245 s and 1,042 MiB (over the 1 GiB target).
// Once new items were written after the others (their IDs start with the exposure) and the index
// stopped reading denial lists, 1,000 took 0.9-3.1 s less than 500 at 20,000 patients in three runs
// side by side (the same accuracy, 92.3%), and 158.7 s and 828 MiB at 100,000 patients (500:
// 158.7 s, 794 MiB).
const storeBatch = 1000
