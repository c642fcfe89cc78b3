package kb

import (
	"bytes"
	"errors"
	"fmt"
	"regexp"
	"strings"

	"gopkg.in/yaml.v3"
)

var (
	reYAMLLine    = regexp.MustCompile(`^line (\d+): (.*)$`)
	reUnknownKey  = regexp.MustCompile(`^field (\S+) not found in type \S+$`)
	reUnmarshalTo = regexp.MustCompile("^cannot unmarshal !!(\\w+) `(.*)` into (\\S+)$")
)

// DecodeStrict decodes YAML into v, rejecting unknown keys. Errors are one line per problem, as
// "name:line: what is wrong and what was expected".
func DecodeStrict(name string, b []byte, v any) error {
	dec := yaml.NewDecoder(bytes.NewReader(b))
	dec.KnownFields(true)
	err := dec.Decode(v)
	if err == nil {
		return nil
	}
	var te *yaml.TypeError
	if errors.As(err, &te) {
		var out []string
		for _, e := range te.Errors {
			out = append(out, yamlProblem(name, e))
		}
		return errors.New(strings.Join(out, "\n"))
	}
	return errors.New(yamlProblem(name, strings.TrimPrefix(err.Error(), "yaml: ")))
}

func yamlProblem(name, msg string) string {
	m := reYAMLLine.FindStringSubmatch(msg)
	if m == nil {
		return fmt.Sprintf("%s: %s", name, msg)
	}
	line, what := m[1], m[2]
	if u := reUnknownKey.FindStringSubmatch(what); u != nil {
		what = fmt.Sprintf("unknown key %q", u[1])
	} else if u := reUnmarshalTo.FindStringSubmatch(what); u != nil {
		what = fmt.Sprintf("got %s %q, expected %s", u[1], u[2], goTypeWord(u[3]))
	}
	return fmt.Sprintf("%s:%s: %s", name, line, what)
}

func goTypeWord(t string) string {
	switch {
	case strings.HasPrefix(t, "float"):
		return "a number"
	case strings.HasPrefix(t, "int"), strings.HasPrefix(t, "uint"):
		return "a whole number"
	case t == "string":
		return "text"
	case t == "bool":
		return "true or false"
	case strings.HasPrefix(t, "[]"):
		return "a list"
	case strings.HasPrefix(t, "map"):
		return "a mapping"
	}
	return "a " + strings.TrimPrefix(t, "kb.")
}
