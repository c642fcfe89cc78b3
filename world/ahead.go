package world

import (
	"agenthospital/kb"
	"agenthospital/kb/mimic"
)

// aheadPatients is how many arriving patients are drawn ahead of the simulation.
const aheadPatients = 32

// arrivals draws the hospital's patients, with the records of their first visits, on a goroutine
// of its own while the simulation goes on. A patient depends only on the seed and its index
// (kb.Generator.Draw) and a record only on its patient and admission id, so the run is the same
// whoever draws them, and whenever.
type arrivals struct {
	next chan arrival
	stop chan struct{}
}

// arrival is patient index i as drawn: the patient, the drafts quality control rejected, and
// the record of its first visit.
type arrival struct {
	p        *kb.Patient
	rejected int
	enc      *mimic.Encounter
}

// drawAhead starts drawing patients 0, 1, 2... until Close.
func (h *Hospital) drawAhead() *arrivals {
	a := &arrivals{next: make(chan arrival, aheadPatients), stop: make(chan struct{})}
	gen, seed := h.gen, h.patientSeed
	go func() {
		for i := 0; ; i++ {
			p, rejected := gen.Draw(seed, i)
			d := arrival{p: p, rejected: rejected, enc: gen.Record(p, hadm(i, 0))}
			select {
			case a.next <- d:
			case <-a.stop:
				return
			}
		}
	}()
	return a
}

// Close stops the drawing (the patient being drawn is finished and dropped).
func (a *arrivals) Close() { close(a.stop) }
