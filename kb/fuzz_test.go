package kb

import (
	"strings"
	"testing"
	"testing/fstest"
)

// FuzzLoadFS: any disease file loads or fails with an error naming the file, never a panic.
func FuzzLoadFS(f *testing.F) {
	f.Add(string(minimal()["diseases/a.yaml"].Data))
	f.Add("diseases:\n  - id: x\n    age: [1, 2]\n")
	f.Add("diseases: {a: 1}\n")
	f.Add("diseases:\n  - {id: y, department: emergency, prevalence: 1, age: [0,1,2], studies: [{study: us_abdomen, findings: [{finding: appendix_dilated}]}]}\n")
	f.Fuzz(func(t *testing.T, src string) {
		fsys := minimal()
		fsys["diseases/a.yaml"] = &fstest.MapFile{Data: []byte(src)}
		if _, err := LoadFS(fsys, "x"); err != nil && !strings.Contains(err.Error(), "x/") {
			t.Fatalf("error does not name a file: %v", err)
		}
	})
}
