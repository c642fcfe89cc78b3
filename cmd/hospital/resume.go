package main

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"sort"

	"agenthospital/agents"
	"agenthospital/agents/memory"
)

// evolve --resume continues an evolve that was killed or interrupted, and ends with the same
// store, curve.csv and provenance.json as an uninterrupted run.
//
// It resumes from the last practice batch written, not from the last measured level. Every
// batch carries, in the same store transaction, evolve's checkpoint (runs bucket, key
// checkpointKey): the flags, how many accrual episodes are concluded, the simulated clock, the
// accrual count right, the Experience Search counters and the levels measured so far. So the
// store never holds an episode the checkpoint does not count, nor the reverse, and nothing
// needs dropping. Resuming rebuilds what lived in memory from the store alone: the department's
// experience memory (NewRecall reads the items in exposure order, as they were added; the
// index catches up from the store), and the accrual doctor, a textbook doctor with the same seed
// that replays the store's cases and corrective DCPs. Learning from experiences counts them
// (Beta counts and key-test counts, incremented by whole numbers), so the replayed doctor
// holds the same beliefs as the one that learned episode by episode; TestEvolveResume checks
// the whole claim end to end (byte-identical curve.csv, provenance.json and store export).
//
// For the same reason an interrupted evolve does not write its partial batch: writing it would
// make those experiences searchable earlier than in an uninterrupted run. The episodes since the
// last batch (at most FlushEvery) are practised again on resume, with the same result.

// checkpointKey is the runs-bucket key of evolve's checkpoint.
const checkpointKey = "evolve/checkpoint"

// evolveCheckpoint is evolve's progress as of a batch.
type evolveCheckpoint struct {
	Flags   map[string]string  `json:"flags"`    // every flag that shapes the result, by name
	Next    int                `json:"next"`     // accrual episodes concluded: the next one's index
	Correct int                `json:"correct"`  // of them, right (for the progress line)
	SimNow  int64              `json:"sim_now"`  // simulated seconds of the latest episode
	Recall  agents.RecallStats `json:"recall"`   // Experience Search counters
	Levels  []level            `json:"measured"` // levels measured, in order
}

// record is the checkpoint as a runs-bucket record of a batch.
func (c *evolveCheckpoint) record() (memory.Record, error) {
	b, err := json.Marshal(c)
	return memory.Record{Key: checkpointKey, Value: b}, err
}

// flagsFile holds an evolve's flags from before its store exists, so that an evolve killed
// before its first checkpoint can be resumed too (it starts over).
const flagsFile = "evolve-flags.json"

// writeFlags writes flagsFile into dir atomically.
func writeFlags(dir string, flags map[string]string) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return fmt.Errorf("create output directory: %w", err)
	}
	tmp := filepath.Join(dir, flagsFile+".new")
	if err := writeJSON(tmp, flags); err != nil {
		return err
	}
	return os.Rename(tmp, filepath.Join(dir, flagsFile))
}

// readCheckpoint reads the checkpoint of the evolve in dir, opening its store read-only. An
// evolve killed before its first checkpoint has left only its flags (and perhaps an empty
// store): it starts over (Next 0).
func readCheckpoint(dir string) (*evolveCheckpoint, error) {
	var b []byte
	empty := true
	if _, err := os.Stat(filepath.Join(dir, memory.StoreFile)); err == nil {
		st, err := memory.Open(dir, true)
		if err != nil {
			return nil, err
		}
		b, _ = st.GetRecord("runs", checkpointKey)
		n, _ := st.Seq()
		empty = n == 0
		st.Close()
	}
	if len(b) == 0 {
		fb, err := os.ReadFile(filepath.Join(dir, flagsFile))
		if err != nil || !empty {
			return nil, fmt.Errorf("evolve: --resume %s: no evolve to resume there (no checkpoint in its store, no %s)", dir, flagsFile)
		}
		c := &evolveCheckpoint{}
		if err := json.Unmarshal(fb, &c.Flags); err != nil {
			return nil, fmt.Errorf("evolve: --resume %s: %s: %w", dir, flagsFile, err)
		}
		return c, nil
	}
	var c evolveCheckpoint
	if err := json.Unmarshal(b, &c); err != nil {
		return nil, fmt.Errorf("evolve: --resume %s: checkpoint: %w", dir, err)
	}
	return &c, nil
}

// resumeFlags applies the checkpoint's flags to fs. A flag given again must have the value the
// interrupted run had; --out, --resume and --quiet are free.
func resumeFlags(fs *flag.FlagSet, now map[string]string, c *evolveCheckpoint) error {
	var bad []string
	fs.Visit(func(fl *flag.Flag) {
		if old, ok := c.Flags[fl.Name]; ok && now[fl.Name] != old {
			bad = append(bad, fmt.Sprintf("--%s %s (the interrupted run had %s)", fl.Name, now[fl.Name], old))
		}
	})
	if len(bad) > 0 {
		sort.Strings(bad)
		return usagef("evolve: --resume: flags differ from the interrupted run: %v; give only --resume DIR", bad)
	}
	names := make([]string, 0, len(c.Flags))
	for name := range c.Flags {
		names = append(names, name)
	}
	sort.Strings(names)
	for _, name := range names {
		if fs.Lookup(name) == nil {
			return fmt.Errorf("evolve: --resume: the checkpoint names an unknown flag --%s", name)
		}
		if err := fs.Set(name, c.Flags[name]); err != nil {
			return fmt.Errorf("evolve: --resume: checkpoint flag --%s: %w", name, err)
		}
	}
	return nil
}

// checkFreshOut refuses an --out that already holds a memory, reading it without writing (a
// read-write open would rewrite memory.db's meta page even when it then refuses).
func checkFreshOut(dir string) error {
	if _, err := os.Stat(filepath.Join(dir, memory.StoreFile)); errors.Is(err, os.ErrNotExist) {
		return nil
	}
	st, err := memory.Open(dir, true)
	if err != nil {
		return err
	}
	n, _ := st.Seq()
	if err := st.Close(); err != nil {
		return err
	}
	if n > 0 {
		return fmt.Errorf("evolve: %s already holds a memory (%d changes); use an empty --out, or --resume %s to continue an interrupted evolve", dir, n, dir)
	}
	return nil
}

// errEvolveStop ends accrual or a measurement early when evolve is interrupted.
var errEvolveStop = errors.New("evolve stopped")

// evolveStopped ends an interrupted evolve (err is errEvolveStop; any other error is returned
// as is): the partial batch is not written (see above), the index and the store are closed, and
// the message says where things stand.
func evolveStopped(in *interrupt, err error, idx *memory.Index, st *memory.Store, at, accrual, measured, levels int, dir string) error {
	if !errors.Is(err, errEvolveStop) {
		return err
	}
	kept := 0
	if b, gerr := st.GetRecord("runs", checkpointKey); gerr == nil {
		var c evolveCheckpoint
		if json.Unmarshal(b, &c) == nil {
			kept = c.Next
		}
	}
	items := liveItems(st)
	if err := idx.Close(); err != nil {
		return err
	}
	if err := st.Close(); err != nil {
		return err
	}
	return in.stoppedf("at exposure %s of %s (%d of %d levels measured): memory kept as of its last batch, exposure %s, in %s (%s items); continue with: hospital evolve --resume %s",
		commas(at), commas(accrual), measured, levels, commas(kept), dir, commas(items), dir)
}
