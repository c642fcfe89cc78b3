package lexicon

// Unpacked returns a copy of l that matches the plain way (matchSlow), for tests that compare
// the two.
func Unpacked(l *Lexicon) *Lexicon {
	c := *l
	c.packed = false
	return &c
}
