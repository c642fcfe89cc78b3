package main

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sync/atomic"
	"time"

	"agenthospital/agents"
	"agenthospital/agents/memory"
	"agenthospital/kb"
	"agenthospital/sim"
	"agenthospital/world"
	"agenthospital/world/cdm"
)

// storeBatch is how many episodes a run collects before they are consolidated and written to
// the store in one transaction (at most two items each: a case and a DCP).
const storeBatch = 250

// memoryEpoch is the date the store's audit times count simulated seconds from, as in eval and
// evolve, so that the same seed gives the same store.
var memoryEpoch = time.Date(2000, 1, 1, 0, 0, 0, 0, time.UTC)

// simClock is a store clock that reads the simulated seconds at *now, as RFC 3339 from
// memoryEpoch.
func simClock(now *int64) func() string {
	return func() string { return memoryEpoch.Add(time.Duration(*now) * time.Second).Format(time.RFC3339) }
}

// runMemory is a run's experience memory: the store the hospital's doctors replay from before
// the first patient and consolidate every judged episode into (a case when right, a DCP always),
// and its search index.
//
// The simulation only records each episode (exposure, doctor, what was learned, the verdict);
// a writer goroutine consolidates the episodes in batches, writes each batch in one store
// transaction and brings the index up to date, while the simulation goes on. The episodes and
// their order are fixed by the simulation (the order the world calls Learn), each batch's audit
// time is the simulated time of its last episode, and the batches are written in order, so the
// same seed and the same starting store give the same store, however the goroutines are
// scheduled. A killed run loses at most the batches in flight (three at most).
type runMemory struct {
	dir  string // the directory holding memory.db and memory.bleve
	st   *memory.Store
	idx  *memory.Index
	k    *kb.KB
	seed uint64
	now  func() sim.Time // the hospital's clock, set once the hospital is built

	replay   map[string][]*memory.Item // doctorKey -> its live items, without their text
	exposure int                       // the next episode's exposure
	base     int64                     // simulated seconds this run's clock starts from
	batch    []agents.Episode

	queue  chan []agents.Episode // batches for the writer
	done   chan error            // the writer's first error (or nil) when the queue is closed
	failed atomic.Bool           // the writer has failed: stop queuing
	closed bool

	stored   map[string]int // live items by kind when the run started
	added    map[string]int // items by kind the writer added
	replayed int            // experiences replayed before the first patient
	learned  int            // episodes this run consolidated
	first    int            // exposure of this run's first episode
}

// memorySummary is the memory part of summary.json. Every figure is deterministic: the same
// seed and the same starting store give the same numbers.
type memorySummary struct {
	Items         int `json:"items"` // live items in the store after the run
	Cases         int `json:"cases"`
	DCPs          int `json:"dcps"`
	Stored        int `json:"stored_before"`  // live items when the run started
	Replayed      int `json:"replayed"`       // experiences replayed before the first patient
	Episodes      int `json:"episodes"`       // episodes this run consolidated
	FirstExposure int `json:"first_exposure"` // exposure of this run's first episode
}

// runSummary is summary.json: the hospital's outcomes and the memory's figures.
type runSummary struct {
	*world.Stats
	Memory memorySummary `json:"memory"`
}

// doctorKey identifies a doctor's items in the store: its department and name.
func doctorKey(dept, name string) string { return dept + "\x00" + name }

// doctorName is the name under which a doctor's experience is stored: the staff id the trace
// and hospital.json use ("dr_<department>_<roster number>"), stable from run to run.
func doctorName(dept string, i int) string { return fmt.Sprintf("dr_%s_%d", dept, i+1) }

// openRunMemory opens the memory a run accrues into and starts its writer. Continuing (--store
// DIR), dir must already hold a memory.db: its live items are grouped by doctor for replay, and
// exposure and simulated time continue after its latest item. Otherwise (a fresh run in --out)
// any earlier memory in dir is removed first.
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
	m := &runMemory{dir: dir, st: st, k: k, seed: seed, replay: map[string][]*memory.Item{},
		stored: map[string]int{}, added: map[string]int{}}
	// Exposure and time continue after every stored item, retracted ones too, so that no new
	// item can take the ID of an old one. Only what replay reads is kept of the live items: a
	// large store is read in chunks and never held whole.
	err = st.ForEach(func(it *memory.Item) error {
		m.exposure = max(m.exposure, it.Exposure+1)
		m.base = max(m.base, it.Created)
		if !it.Retracted {
			m.stored[it.Kind]++
			key := doctorKey(it.Department, it.Doctor)
			m.replay[key] = append(m.replay[key], &memory.Item{ID: it.ID, Kind: it.Kind, Exposure: it.Exposure,
				SourceCorrect: it.SourceCorrect, Structured: it.Structured})
		}
		return nil
	})
	if err != nil {
		st.Close()
		return nil, err
	}
	m.first = m.exposure
	if m.idx, err = memory.OpenIndex(dir, st); err != nil { // catches up with the store
		st.Close()
		return nil, err
	}
	m.queue, m.done = make(chan []agents.Episode, 1), make(chan error, 1)
	go m.write()
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

// doctor wraps a new offline doctor: it replays what that doctor learned in earlier runs, and
// from then on records every episode it learns from.
func (m *runMemory) doctor(o *agents.Offline, dept string, i int) world.Doctor {
	d := &accruingDoctor{Offline: o, name: doctorName(dept, i), dept: dept, mem: m}
	key := doctorKey(dept, d.name)
	for _, x := range agents.ReplayItems(m.replay[key], -1) {
		o.LearnExperience(x)
		m.replayed++
	}
	delete(m.replay, key)
	return d
}

// accruingDoctor is an offline doctor whose every learned episode goes into the run's memory.
type accruingDoctor struct {
	*agents.Offline
	name, dept string
	mem        *runMemory
}

// Learn learns from the feedback as the offline brain does and records the episode.
func (d *accruingDoctor) Learn(fb world.Feedback) {
	if x, ok := d.LearnFeedback(fb); ok {
		d.mem.record(d.name, d.dept, fb, x)
	}
}

// record queues one judged episode (a diagnosis or a referral) for consolidation.
func (m *runMemory) record(doctor, dept string, fb world.Feedback, x agents.Experience) {
	if m.failed.Load() || m.k.Disease(x.Truth) == nil {
		return // the writer has failed (finish reports it), or nothing to consolidate
	}
	source := fmt.Sprintf("patient:%s/visit:%d", fb.Episode.PatientID, fb.Episode.Visit)
	msg := fb.Message
	if fb.Referred {
		source += "/referral"
		msg = referralFeedback(m.k, fb)
	}
	m.batch = append(m.batch, agents.Episode{Seed: m.seed, Exposure: m.exposure, Doctor: doctor, Department: dept,
		Source: source, Created: m.base + int64(m.now()/sim.Second), Experience: x, Answer: fb.Diagnosis,
		Judgement: cdm.Judgement{Correct: fb.Correct, Feedback: msg, Answer: fb.Diagnosis}})
	m.exposure++
	m.learned++
	if len(m.batch) >= storeBatch {
		m.queue <- m.batch
		m.batch = make([]agents.Episode, 0, storeBatch)
	}
}

// referralFeedback is the judge's word on a referral: whether the patient belonged elsewhere.
func referralFeedback(k *kb.KB, fb world.Feedback) string {
	name := fb.Truth
	if d := k.Disease(fb.Truth); d != nil {
		name = d.Name
	}
	if fb.Correct {
		return fmt.Sprintf("Referral: right; the patient had %s, which another department treats.", name)
	}
	return fmt.Sprintf("Referral: wrong; the patient had %s, which this department treats.", name)
}

// write is the writer goroutine: it consolidates each batch of episodes, writes the items in one
// transaction stamped with the batch's simulated time, and indexes them. After an error it only
// drains the queue; the error is sent on done when the queue is closed.
func (m *runMemory) write() {
	var err error
	for eps := range m.queue {
		if err != nil {
			continue
		}
		var items []*memory.Item
		for _, ep := range eps {
			items = append(items, agents.Consolidate(m.k, ep)...)
		}
		for _, it := range items {
			m.added[it.Kind]++
		}
		at := eps[len(eps)-1].Created
		m.st.SetClock(simClock(&at))
		if err = m.st.PutBatch(items); err == nil {
			err = m.idx.Apply()
		}
		if err != nil {
			err = fmt.Errorf("run: write experience memory: %w", err)
			m.failed.Store(true)
		}
	}
	m.done <- err
}

// finish writes what is queued, waits for the writer, closes the index (written to disk) and
// returns the memory's figures.
func (m *runMemory) finish() (memorySummary, error) {
	if len(m.batch) > 0 {
		m.queue <- m.batch
		m.batch = nil
	}
	if err := m.stop(); err != nil {
		return memorySummary{}, err
	}
	err := m.idx.Close()
	m.idx = nil
	if err != nil {
		return memorySummary{}, err
	}
	// Every item this run added is new (its exposure is past every stored one) and live, so the
	// live counts are the stored ones plus the added ones, without reading the store again.
	live := func(kind string) int { return m.stored[kind] + m.added[kind] }
	before := m.stored[memory.KindCase] + m.stored[memory.KindDCP] + m.stored[memory.KindRule]
	return memorySummary{Items: live(memory.KindCase) + live(memory.KindDCP) + live(memory.KindRule), Cases: live(memory.KindCase),
		DCPs: live(memory.KindDCP), Stored: before, Replayed: m.replayed, Episodes: m.learned, FirstExposure: m.first}, nil
}

// stop closes the writer's queue (once) and waits for it to finish.
func (m *runMemory) stop() error {
	if m.closed {
		return nil
	}
	m.closed = true
	close(m.queue)
	return <-m.done
}

// Close stops the writer and releases the index and the store. On an early return the batches
// already queued are still written.
func (m *runMemory) Close() error {
	err := m.stop()
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
