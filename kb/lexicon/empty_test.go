package lexicon

import (
	"io/fs"
	"strings"
	"testing"
	"testing/fstest"
)

// TestEmptySectionsLoadErrors: a section or a concept that empty_sections names must exist, and
// the error says which.
func TestEmptySectionsLoadErrors(t *testing.T) {
	for _, tc := range []struct{ from, to, want string }{
		{"sections: {psh: prior_abdominal_surgery}", "sections: {psh: no_such_concept}", `denies "no_such_concept"`},
		{"sections: {psh: prior_abdominal_surgery}", "sections: {surgeries: prior_abdominal_surgery}", `"surgeries" is not a section`},
	} {
		m := fstest.MapFS{}
		err := fs.WalkDir(dataFS, "data", func(p string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() {
				return err
			}
			b, err := fs.ReadFile(dataFS, p)
			if strings.HasSuffix(p, "language.yaml") {
				if !strings.Contains(string(b), tc.from) {
					t.Fatalf("language.yaml no longer holds %q", tc.from)
				}
				b = []byte(strings.Replace(string(b), tc.from, tc.to, 1))
			}
			m[p] = &fstest.MapFile{Data: b}
			return err
		})
		if err != nil {
			t.Fatal(err)
		}
		if _, err := LoadFS(m, "data"); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: error %v, want one that says %s", tc.to, err, tc.want)
		}
	}
}
