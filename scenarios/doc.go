// Package scenarios holds the ready-to-run scenario files, embedded in the binary so that a
// scenario can be given by name (general-hospital) from any working directory.
package scenarios
