// Package memory is the doctors' experience memory: cases, rules and DCPs with provenance in a
// bbolt file (the truth, with an audit log), indexed by Bleve for retrieval (derived, rebuildable).
package memory
