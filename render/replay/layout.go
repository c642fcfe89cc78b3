package replay

import (
	"encoding/json"
	"fmt"
	"os"

	"agenthospital/world"
)

// Layout is the map of a run: the rooms and the staff roster (a run's hospital.json).
type Layout struct {
	Scenario string        `json:"scenario"`
	Rooms    []world.Room  `json:"rooms"`
	Roster   []world.Staff `json:"roster"`
}

// LoadLayout reads a run's hospital.json.
func LoadLayout(path string) (*Layout, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("read layout: %w", err)
	}
	var l Layout
	if err := json.Unmarshal(b, &l); err != nil {
		return nil, fmt.Errorf("read layout %s: %w", path, err)
	}
	if len(l.Rooms) == 0 {
		return nil, fmt.Errorf("read layout %s: no rooms", path)
	}
	return &l, nil
}

// MemoryTotals is the memory block of a run's summary.json (written when the run ends).
type MemoryTotals struct {
	Items int `json:"items"`
	Cases int `json:"cases"`
	DCPs  int `json:"dcps"`
	Rules int `json:"rules"`
}

// LoadMemoryTotals reads the memory block of a summary.json; ok is false when the file is absent.
func LoadMemoryTotals(path string) (m MemoryTotals, ok bool, err error) {
	b, err := os.ReadFile(path)
	if os.IsNotExist(err) {
		return m, false, nil
	}
	if err != nil {
		return m, false, fmt.Errorf("read summary: %w", err)
	}
	var s struct {
		Memory *MemoryTotals `json:"memory"`
	}
	if err := json.Unmarshal(b, &s); err != nil {
		return m, false, fmt.Errorf("read summary %s: %w", path, err)
	}
	if s.Memory == nil {
		return m, false, nil
	}
	return *s.Memory, true, nil
}
