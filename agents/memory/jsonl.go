package memory

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"reflect"
	"slices"
	"strings"
)

// maxLine bounds one JSONL line (one item).
const maxLine = 16 << 20

// maxListed bounds how many problems a ReadItems error lists.
const maxListed = 20

// itemFields returns the set of JSON field names an Item line may have, from Item's tags.
func itemFields() map[string]bool {
	m := map[string]bool{}
	t := reflect.TypeFor[Item]()
	for i := range t.NumField() {
		name, _, _ := strings.Cut(t.Field(i).Tag.Get("json"), ",")
		m[name] = true
	}
	return m
}

// requiredFields lists the fields every line of an items file must have.
func requiredFields() []string { return []string{"id", "kind", "title", "text", "quality", "polarity"} }

// Export writes every item, retracted ones and provenance included, as one JSON object per line,
// sorted by (Kind, Exposure, ID), from one consistent snapshot of the store.
func (s *Store) Export(w io.Writer) error {
	items, err := s.scan(kinds(), func(*Item) bool { return true })
	if err != nil {
		return fmt.Errorf("export memory store %s: %w", s.path, err)
	}
	if err := writeItems(w, items); err != nil {
		return fmt.Errorf("export memory store %s: %w", s.path, err)
	}
	return nil
}

// sortItems sorts items by (Kind, Exposure, ID), the export order.
func sortItems(items []*Item) {
	slices.SortFunc(items, func(a, b *Item) int {
		if c := strings.Compare(a.Kind, b.Kind); c != 0 {
			return c
		}
		if a.Exposure != b.Exposure {
			if a.Exposure < b.Exposure {
				return -1
			}
			return 1
		}
		return strings.Compare(a.ID, b.ID)
	})
}

// writeItems writes a sorted copy of items as JSON lines (HTML characters not escaped).
func writeItems(w io.Writer, items []*Item) error {
	items = slices.Clone(items)
	sortItems(items)
	bw := bufio.NewWriter(w)
	enc := json.NewEncoder(bw)
	enc.SetEscapeHTML(false)
	for _, it := range items {
		if err := enc.Encode(it); err != nil {
			return fmt.Errorf("encode item %q: %w", it.ID, err)
		}
	}
	return bw.Flush()
}

// ReadItems reads an items file (one Item JSON object per line; blank lines are skipped) and
// validates every line: JSON syntax, unknown or missing fields, field types, kind and polarity
// values, quality in [0,1], non-empty title and text, a hash that matches the content when
// present, and unique IDs. If any line is bad it returns no items and an error listing the
// problems with their line numbers, e.g.
//
//	items.jsonl:3: quality 1.7 out of [0,1]; items.jsonl:9: unknown field "colour"
//
// name is the file name used in messages. Items keep the order of the file.
func ReadItems(r io.Reader, name string) ([]*Item, error) {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 0, 64<<10), maxLine)
	var (
		items    []*Item
		problems []string
		total    int
		firstOn  = map[string]int{}
		line     int
		known    = itemFields()
	)
	report := func(n int, msg string) {
		total++
		if len(problems) < maxListed {
			problems = append(problems, fmt.Sprintf("%s:%d: %s", name, n, msg))
		}
	}
	for sc.Scan() {
		line++
		text := sc.Bytes()
		if line == 1 {
			text = bytes.TrimPrefix(text, []byte("\xef\xbb\xbf")) // UTF-8 byte order mark
		}
		if len(bytes.TrimSpace(text)) == 0 {
			continue
		}
		it, bad := parseItemLine(text, known)
		for _, msg := range bad {
			report(line, msg)
		}
		if it == nil || it.ID == "" {
			continue
		}
		if first, dup := firstOn[it.ID]; dup {
			report(line, fmt.Sprintf("duplicate id %q (first on line %d)", it.ID, first))
			continue
		}
		firstOn[it.ID] = line
		if len(bad) == 0 {
			items = append(items, it)
		}
	}
	if err := sc.Err(); err != nil {
		if errors.Is(err, bufio.ErrTooLong) {
			return nil, fmt.Errorf("%s:%d: line longer than %d MiB", name, line+1, maxLine>>20)
		}
		return nil, fmt.Errorf("read %s: %w", name, err)
	}
	if total > 0 {
		msg := strings.Join(problems, "; ")
		if total > len(problems) {
			msg += fmt.Sprintf("; and %d more problems", total-len(problems))
		}
		return nil, errors.New(msg)
	}
	return items, nil
}

// parseItemLine decodes and validates one line. It returns the item (nil if the line could not
// be decoded far enough to have an ID) and the problems found. known is itemFields().
func parseItemLine(line []byte, known map[string]bool) (*Item, []string) {
	trimmed := bytes.TrimSpace(line)
	if trimmed[0] != '{' {
		return nil, []string{"expected a JSON object ({...})"}
	}
	var raw map[string]json.RawMessage
	if err := json.Unmarshal(trimmed, &raw); err != nil {
		var se *json.SyntaxError
		if errors.As(err, &se) {
			return nil, []string{fmt.Sprintf("invalid JSON at column %d: %s", se.Offset, se.Error())}
		}
		return nil, []string{"invalid JSON: " + err.Error()}
	}
	var bad []string
	var unknown []string
	for k := range raw {
		if !known[k] {
			unknown = append(unknown, k)
		}
	}
	slices.Sort(unknown)
	for _, k := range unknown {
		bad = append(bad, fmt.Sprintf("unknown field %q", k))
	}
	missing := false
	for _, k := range requiredFields() {
		if _, ok := raw[k]; !ok {
			bad = append(bad, fmt.Sprintf("missing field %q", k))
			missing = true
		}
	}
	it := new(Item)
	if err := decodeKnown(raw, it); err != nil {
		return nil, append(bad, err.Error())
	}
	if !missing {
		bad = append(bad, itemProblems(it)...)
	}
	return it, bad
}

// decodeKnown decodes the known fields of raw into it, exactly by name (encoding/json alone
// would also accept differently-cased names).
func decodeKnown(raw map[string]json.RawMessage, it *Item) error {
	v := reflect.ValueOf(it).Elem()
	t := v.Type()
	for i := range t.NumField() {
		name, _, _ := strings.Cut(t.Field(i).Tag.Get("json"), ",")
		msg, ok := raw[name]
		if !ok {
			continue
		}
		f := v.Field(i)
		if err := json.Unmarshal(msg, f.Addr().Interface()); err != nil {
			var te *json.UnmarshalTypeError
			if errors.As(err, &te) {
				if strings.HasPrefix(te.Value, "number") && f.Kind() == reflect.Float64 {
					return fmt.Errorf("field %q: %s is out of range", name, te.Value)
				}
				if strings.HasPrefix(te.Value, "number") {
					return fmt.Errorf("field %q: %s is not %s", name, te.Value, jsonKind(f.Kind()))
				}
				return fmt.Errorf("field %q: expected %s, got %s", name, jsonKind(f.Kind()), te.Value)
			}
			return fmt.Errorf("field %q: %v", name, err)
		}
	}
	return nil
}

// jsonKind names the JSON value a Go field kind expects.
func jsonKind(k reflect.Kind) string {
	switch k {
	case reflect.String:
		return "a string"
	case reflect.Bool:
		return "true or false"
	case reflect.Int, reflect.Int64:
		return "an integer"
	case reflect.Float64:
		return "a number"
	}
	return k.String()
}

// ImportResult says what an Import did with each item.
type ImportResult struct {
	Added    int // the ID was new to the store
	Replaced int // the ID was present with other content or provenance; the audit keeps the old item
	Skipped  int // the ID was present with exactly this item: nothing was written
}

// Import writes items in one transaction (all or none), each with an "import" audit entry
// holding reason and, when the ID already existed, the previous item. An item whose ID is
// already stored with every field equal is skipped: no audit entry, no change, counted in
// Skipped. Items are validated like Put's (hashes are filled in when empty); IDs must be unique.
// Retracted flags and provenance are kept as given, so Export followed by Import into an empty
// store reproduces every field.
func (s *Store) Import(items []*Item, reason string) (ImportResult, error) {
	res, err := s.putItems(items, "import", reason, true)
	if err != nil {
		return ImportResult{}, fmt.Errorf("import: %w", err)
	}
	return res, nil
}
