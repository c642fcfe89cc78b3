// Package dcr is the deep-clinical-research loop on MIMIC-CDM encounters: the parser of a doctor's
// replies, the workup environment that answers and charges for requests, and the runner.
package dcr
