package kb

import (
	"bytes"
	"errors"
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"gopkg.in/yaml.v3"
)

var (
	reYAMLLine    = regexp.MustCompile(`^line (\d+): (.*)$`)
	reUnknownKey  = regexp.MustCompile(`^field (\S+) not found in type \S+$`)
	reUnmarshalTo = regexp.MustCompile("^cannot unmarshal !!(\\w+) `(.*)` into (\\S+)$")
	reUnmarshalIn = regexp.MustCompile(`^cannot unmarshal !!(\w+) into (\S+)$`)
)

// DecodeStrict decodes YAML into v, rejecting unknown keys. Errors are one line per problem, as
// "name:line: key: what is wrong and what was expected" (the key when the line shows which).
func DecodeStrict(name string, b []byte, v any) error {
	dec := yaml.NewDecoder(bytes.NewReader(b))
	dec.KnownFields(true)
	err := dec.Decode(v)
	if err == nil {
		return nil
	}
	var te *yaml.TypeError
	if errors.As(err, &te) {
		keys := yamlKeys(b)
		var out []string
		for _, e := range te.Errors {
			out = append(out, yamlProblem(name, e, keys))
		}
		return errors.New(strings.Join(out, "\n"))
	}
	return errors.New(yamlProblem(name, strings.TrimPrefix(err.Error(), "yaml: "), nil))
}

func yamlProblem(name, msg string, keys []yamlKey) string {
	m := reYAMLLine.FindStringSubmatch(msg)
	if m == nil {
		return fmt.Sprintf("%s: %s", name, msg)
	}
	line, what := m[1], m[2]
	value, kind, typed := "", yaml.ScalarNode, false
	if u := reUnknownKey.FindStringSubmatch(what); u != nil {
		what = fmt.Sprintf("unknown key %q", u[1])
	} else if u := reUnmarshalTo.FindStringSubmatch(what); u != nil {
		what = fmt.Sprintf("got %s %q, expected %s", u[1], u[2], goTypeWord(u[3]))
		value, typed = u[2], true
	} else if u := reUnmarshalIn.FindStringSubmatch(what); u != nil {
		what = fmt.Sprintf("got %s, expected %s", yamlTagWord(u[1]), goTypeWord(u[2]))
		kind, typed = map[string]yaml.Kind{"seq": yaml.SequenceNode, "map": yaml.MappingNode}[u[1]], true
	}
	if typed {
		if key := keyAt(keys, line, value, kind); key != "" {
			what = key + ": " + what
		}
	}
	return fmt.Sprintf("%s:%s: %s", name, line, what)
}

// keyAt names the key whose value on line caused a type error: the one holding value (or, for
// a list or mapping, the last one holding one) when several keys share the line, else the last
// key of the line (the innermost).
func keyAt(keys []yamlKey, line, value string, kind yaml.Kind) string {
	found, last := "", ""
	for _, k := range keys {
		if strconv.Itoa(k.line) != line {
			continue
		}
		last = k.path
		if kind == yaml.ScalarNode && value != "" && k.value == value && found == "" {
			found = k.path
		}
		if kind != yaml.ScalarNode && k.kind == kind {
			found = k.path
		}
	}
	if found != "" {
		return found
	}
	return last
}

func yamlTagWord(tag string) string {
	switch tag {
	case "seq":
		return "a list"
	case "map":
		return "a mapping"
	}
	return tag
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

// KeyLines maps the path of every key and list item of a YAML document to the line it starts
// on: "departments[0].doctors" -> 9. Paths are those of the decoded structure (keys joined by
// ".", list indices in brackets). A document that does not parse gives an empty map.
func KeyLines(b []byte) map[string]int {
	lines := map[string]int{}
	for _, k := range yamlKeys(b) {
		if _, ok := lines[k.path]; !ok {
			lines[k.path] = k.line
		}
	}
	return lines
}

// yamlKey is one key or list item of a YAML document: its path, line and scalar value.
type yamlKey struct {
	path  string
	line  int
	value string
	kind  yaml.Kind
}

// yamlKeys lists the keys and list items of a document in order. Aliases are not followed.
func yamlKeys(b []byte) []yamlKey {
	var doc yaml.Node
	if err := yaml.Unmarshal(b, &doc); err != nil {
		return nil
	}
	var out []yamlKey
	var walk func(n *yaml.Node, path string, depth int)
	walk = func(n *yaml.Node, path string, depth int) {
		if n == nil || depth > 64 {
			return
		}
		switch n.Kind {
		case yaml.DocumentNode:
			for _, c := range n.Content {
				walk(c, path, depth+1)
			}
		case yaml.MappingNode:
			for i := 0; i+1 < len(n.Content); i += 2 {
				k, v := n.Content[i], n.Content[i+1]
				p := k.Value
				if path != "" {
					p = path + "." + k.Value
				}
				out = append(out, yamlKey{p, k.Line, scalarValue(v), v.Kind})
				walk(v, p, depth+1)
			}
		case yaml.SequenceNode:
			for i, c := range n.Content {
				p := fmt.Sprintf("%s[%d]", path, i)
				out = append(out, yamlKey{p, c.Line, scalarValue(c), c.Kind})
				walk(c, p, depth+1)
			}
		}
	}
	walk(&doc, "", 0)
	return out
}

func scalarValue(n *yaml.Node) string {
	if n.Kind == yaml.ScalarNode {
		return n.Value
	}
	return ""
}
