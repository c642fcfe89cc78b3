package lexicon_test

import (
	"fmt"
	"os"
	"testing"
)

func TestZZDump(t *testing.T) {
	out := os.Getenv("ZZOUT")
	if out == "" {
		t.Skip()
	}
	_, l, _ := setup(t)
	notes, reports := corpus(t)
	f, _ := os.Create(out)
	defer f.Close()
	for i, tx := range append(notes, reports...) {
		for _, m := range l.Read(tx) {
			lo := max(0, m.Start-50)
			fmt.Fprintf(f, "%d %s neg=%v sec=%s | %q\n", i, m.Concept, m.Negated, m.Section, tx[lo:m.End])
		}
	}
}
