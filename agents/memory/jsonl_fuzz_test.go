package memory

import (
	"bytes"
	"reflect"
	"strings"
	"testing"
)

// FuzzReadItems checks that ReadItems never panics, that its errors are one line naming the
// file, and that a file it accepts re-exports to the same items (and the export is a fixed point).
func FuzzReadItems(f *testing.F) {
	var b bytes.Buffer
	a := item("a", KindCase, "appendicitis", 2)
	a.Hash = contentHash(a)
	r := item("r", KindRule, "x", 0)
	r.Retracted, r.Structured = true, ""
	if err := writeItems(&b, []*Item{a, r}); err != nil {
		f.Fatal(err)
	}
	f.Add(b.Bytes())
	f.Add([]byte(`{"id":"x","kind":"dcp","title":"t","text":"u","quality":1,"polarity":"contraindication"}`))
	f.Add([]byte("{\"id\":\"x\",\"kind\":\"dcp\",\"title\":\"t\",\"text\":\"\\u00e9\xff\",\"quality\":0,\"polarity\":\"indication\",\"exposure\":-0}\r\n\n"))
	f.Add([]byte(`{"id":"x","kind":"case","title":"t","text":"u","quality":1.7,"polarity":"indication","colour":1}`))
	f.Add([]byte(`{"id":"x","Kind":"case","title":"t","text":"u","quality":1e400,"polarity":"indication"}`))
	f.Add([]byte("\xef\xbb\xbf[]\nnull\n{\"id\":1}\n{"))
	f.Fuzz(func(t *testing.T, data []byte) {
		items, err := ReadItems(bytes.NewReader(data), "fuzz.jsonl")
		if err != nil {
			msg := err.Error()
			if items != nil {
				t.Fatalf("items returned with an error")
			}
			if !strings.HasPrefix(msg, "fuzz.jsonl:") || strings.ContainsAny(msg, "\n\r") {
				t.Fatalf("error %q does not start with the file name or is not one line", msg)
			}
			return
		}
		var out bytes.Buffer
		if err := writeItems(&out, items); err != nil {
			t.Fatalf("export of accepted items: %v", err)
		}
		again, err := ReadItems(bytes.NewReader(out.Bytes()), "export.jsonl")
		if err != nil {
			t.Fatalf("re-reading the export: %v\n%s", err, out.Bytes())
		}
		sorted := append([]*Item(nil), items...)
		sortItems(sorted)
		if len(sorted) != len(again) || (len(again) > 0 && !reflect.DeepEqual(sorted, again)) {
			t.Fatalf("re-export changed the items:\n%+v\n%+v", sorted, again)
		}
		var out2 bytes.Buffer
		_ = writeItems(&out2, again)
		if !bytes.Equal(out.Bytes(), out2.Bytes()) {
			t.Fatalf("export is not a fixed point:\n%s\n%s", out.Bytes(), out2.Bytes())
		}
	})
}
