package sim

import (
	"hash/fnv"
	"math/rand/v2"
)

// Streams derives independent, reproducible random streams from one master seed. The same seed
// and name always give the same sequence, whatever other streams were used before.
type Streams struct {
	seed uint64
}

// NewStreams returns the stream factory for seed.
func NewStreams(seed uint64) Streams { return Streams{seed: seed} }

// Seed is the master seed.
func (s Streams) Seed() uint64 { return s.seed }

// Derive returns the seed of the stream named name: for an agent or a generator that keeps its
// own random source (a doctor's textbook memory, the patient generator, the sampling of a cohort),
// so that every random choice of a run comes from the one master seed by one derivation.
func (s Streams) Derive(name string) uint64 {
	return s.Stream(name).Uint64()
}

// Stream returns a new random source for name.
func (s Streams) Stream(name string) *rand.Rand {
	h := fnv.New64a()
	_, _ = h.Write([]byte(name))
	return rand.New(rand.NewPCG(s.seed, h.Sum64()^0x9e3779b97f4a7c15))
}
