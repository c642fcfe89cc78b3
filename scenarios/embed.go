package scenarios

import (
	"embed"
	"fmt"
	"io/fs"
	"sort"
	"strings"
)

//go:embed *.yaml
var files embed.FS

// Names returns the names of the embedded scenarios (file names without .yaml), sorted.
func Names() []string {
	entries, _ := fs.ReadDir(files, ".")
	names := make([]string, 0, len(entries))
	for _, e := range entries {
		if n, ok := strings.CutSuffix(e.Name(), ".yaml"); ok {
			names = append(names, n)
		}
	}
	sort.Strings(names)
	return names
}

// Open returns the content of the embedded scenario name. An unknown name is an error listing
// the known ones.
func Open(name string) ([]byte, error) {
	if !fs.ValidPath(name+".yaml") || strings.Contains(name, "/") {
		return nil, unknown(name)
	}
	b, err := files.ReadFile(name + ".yaml")
	if err != nil {
		return nil, unknown(name)
	}
	return b, nil
}

// Path is how errors name the embedded scenario name: its file in the repository.
func Path(name string) string { return "scenarios/" + name + ".yaml" }

func unknown(name string) error {
	return fmt.Errorf("unknown scenario %q (expected one of %s, or a path to a .yaml file)", name, strings.Join(Names(), ", "))
}
