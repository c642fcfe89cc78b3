package lexicon_test

import (
	"fmt"
	"os"
	"strings"
	"testing"
)

func TestZZProbe(t *testing.T) {
	in := os.Getenv("ZZIN")
	if in == "" {
		t.Skip()
	}
	_, l, _ := setup(t)
	for _, tx := range strings.Split(in, "\n") {
		if tx == "" {
			continue
		}
		fmt.Printf("== %s\n", tx)
		for _, m := range l.Read(tx) {
			fmt.Printf("   %s neg=%v sec=%s %q\n", m.Concept, m.Negated, m.Section, tx[m.Start:m.End])
		}
	}
}
