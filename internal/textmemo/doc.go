// Package textmemo remembers what was worked out from the texts seen last (a reading of a note,
// the parse of a reply): a value that is a pure function of its text, so a memo changes nothing
// that is read. It imports only the standard library, so any floor may use it.
package textmemo
