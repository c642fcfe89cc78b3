// Package sim is the pure discrete-event kernel: clock, event queue ordered by (time, priority,
// sequence), resources, seeded random streams and trace records; no goroutines, no I/O.
package sim
