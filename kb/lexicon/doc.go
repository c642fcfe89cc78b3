// Package lexicon is a clinical terminology and a reader over it. The terminology is its own
// embedded data (data/*.yaml): concepts named by knowledge-base finding ids, each matched as a bag
// of word groups inside one clause (any order, inflections folded by the Porter stemmer), with
// clinicians' abbreviations expanded before matching. The reader adds NegEx-style negation with
// clause-bounded scope, section tracking (history sections are kept apart from the present
// illness), organ-by-organ report reading and vital-sign strings, labelled or not.
//
// The package is independent of the hospital's generator: it imports nothing of the project and
// reads no file of kb/data, so what it understands is general clinical language rather than the
// phrases the generator writes.
package lexicon
