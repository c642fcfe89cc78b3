package scenarios

import (
	"strings"
	"testing"
)

func TestNamesAndOpen(t *testing.T) {
	names := Names()
	want := map[string]bool{"abdominal-ed": true, "classroom": true, "general-hospital": true}
	for _, n := range names {
		delete(want, n)
		b, err := Open(n)
		if err != nil || len(b) == 0 {
			t.Errorf("Open(%q): %d bytes, %v", n, len(b), err)
		}
	}
	if len(want) > 0 {
		t.Errorf("Names() = %v lacks %v", names, want)
	}
	for _, bad := range []string{"", "nope", "../go", "general-hospital.yaml", "./classroom", "."} {
		_, err := Open(bad)
		if err == nil || !strings.Contains(err.Error(), "general-hospital") {
			t.Errorf("Open(%q) = %v, want an error listing the known scenarios", bad, err)
		}
	}
}
