package agents

import "sort"

// storedJSON is mustJSON(s) for the structured form consolidation writes into every case and
// DCP: encoding/json finds the fields by reflection and sorts the evidence map's keys through
// reflect values, a good share of an episode's practice. The form is written here by hand, byte
// for byte as encoding/json writes it, when every string is plain ASCII that needs no escaping
// and there is no rule (the common case); otherwise it falls back to mustJSON.
func storedJSON(s *stored, sorted []string) string {
	if b, ok := appendStoredJSON(make([]byte, 0, 512), s, sorted); ok {
		return string(b)
	}
	return mustJSON(s)
}

// appendStoredJSON appends s as encoding/json writes it (see storedJSON); false when it cannot.
// sorted are the evidence's keys in order (sortedKeys), nil to sort them here.
func appendStoredJSON(b []byte, s *stored, sorted []string) ([]byte, bool) {
	if s.Rule != nil {
		return b, false
	}
	x := &s.Experience
	ok := true
	str := func(v string) {
		if !plainJSON(v) {
			ok = false
			return
		}
		b = append(b, '"')
		b = append(b, v...)
		b = append(b, '"')
	}
	list := func(name string, xs []string) { // an omitempty list
		if len(xs) == 0 {
			return
		}
		b = append(b, ',', '"')
		b = append(b, name...)
		b = append(b, '"', ':', '[')
		for i, v := range xs {
			if i > 0 {
				b = append(b, ',')
			}
			str(v)
		}
		b = append(b, ']')
	}
	b = append(b, `{"experience":{"truth":`...)
	str(x.Truth)
	b = append(b, `,"evidence":`...)
	if x.Evidence == nil {
		b = append(b, "null"...)
	} else {
		if sorted == nil || len(sorted) != len(x.Evidence) {
			sorted = make([]string, 0, len(x.Evidence))
			for k := range x.Evidence {
				sorted = append(sorted, k)
			}
			sort.Strings(sorted)
		}
		b = append(b, '{')
		for i, k := range sorted {
			if i > 0 {
				b = append(b, ',')
			}
			str(k)
			if x.Evidence[k] {
				b = append(b, ":true"...)
			} else {
				b = append(b, ":false"...)
			}
		}
		b = append(b, '}')
	}
	list("key_tests", x.KeyTests)
	b = append(b, '}')
	if s.Answer != "" {
		b = append(b, `,"answer":`...)
		str(s.Answer)
	}
	list("tests", s.Tests)
	list("conditions", s.Conditions)
	b = append(b, '}')
	return b, ok
}

// plainJSON reports whether encoding/json writes s as it is between quotes: printable ASCII
// other than the quote, the backslash and the characters it escapes for HTML (<, >, &).
func plainJSON(s string) bool {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c < 0x20 || c >= 0x7f || c == '"' || c == '\\' || c == '<' || c == '>' || c == '&' {
			return false
		}
	}
	return true
}
