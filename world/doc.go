// Package world is the hospital: scenario, layout, rooms and staff, the patient journey through
// the cycle of care, the workup service that reveals evidence, and the judge of each episode.
package world
