// Package replay turns a hospital trace (sim.Record lines, recorded or live) into a compact
// columnar event array and answers "what does the hospital look like at time t": where every
// agent is, each patient's state, accuracy per segment and per department, who is busy.
//
// State at any time comes from a checkpoint (a full copy of the state every CheckpointEvery
// events) plus a short replay forward, so seeking anywhere in a 20,000-patient run is cheap.
// The package reads sim and world types only; it never sees brains or the store, and it does
// not draw (render/view does).
package replay
