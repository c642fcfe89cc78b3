// Package mimic reads and writes encounters in the MIMIC-IV-Ext-CDM release layout and holds its
// vocabularies (lab panels and aliases, imaging classifier); the facts are in docs/mimic-cdm.md.
package mimic
