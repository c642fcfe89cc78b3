package lexicon

import (
	"go/parser"
	gotoken "go/token"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// TestIndependent enforces that the terminology is its own: no Go file of the package (tests of
// package lexicon included) imports a package of this module, and every embedded file comes from
// the package's own data directory, never from kb/data.
func TestIndependent(t *testing.T) {
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	fset := gotoken.NewFileSet()
	for _, name := range files {
		f, err := parser.ParseFile(fset, name, nil, parser.ImportsOnly|parser.ParseComments)
		if err != nil {
			t.Fatal(err)
		}
		if f.Name.Name != "lexicon" {
			continue // the external test may import the knowledge base to check ids
		}
		for _, imp := range f.Imports {
			p, _ := strconv.Unquote(imp.Path.Value)
			if p == "agenthospital" || strings.HasPrefix(p, "agenthospital/") {
				t.Errorf("%s imports %s: the lexicon must not depend on the project", name, p)
			}
		}
		src, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		for _, line := range strings.Split(string(src), "\n") {
			if strings.HasPrefix(line, "//go:embed") && (strings.Contains(line, "..") || strings.Contains(line, "kb/data") || strings.Contains(line, "findings")) {
				t.Errorf("%s: %q embeds files outside the package's data", name, line)
			}
		}
	}
	err = fs.WalkDir(dataFS, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if !d.IsDir() && !strings.HasPrefix(p, "data/") {
			t.Errorf("embedded file %s is not under data/", p)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}
