package memory

import (
	"bytes"
	"compress/flate"
	"encoding/binary"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	bolt "go.etcd.io/bbolt"
	berrors "go.etcd.io/bbolt/errors"
)

const fixedTime = "2025-01-02T03:04:05Z"

// openTest opens a read-write store in a fresh directory with a fixed audit clock.
func openTest(t *testing.T) *Store {
	t.Helper()
	s, err := Open(t.TempDir(), false)
	if err != nil {
		t.Fatal(err)
	}
	s.SetClock(func() string { return fixedTime })
	t.Cleanup(func() { _ = s.Close() })
	return s
}

// item builds a valid item.
func item(id, kind, category string, exposure int) *Item {
	return &Item{
		ID: id, Kind: kind, Exposure: exposure, Doctor: "dr-a", Department: "ED", Category: category,
		SourceEpisode: "hadm-" + id, SourceCorrect: kind == KindCase, Created: int64(3600 * (exposure + 1)),
		Quality: 0.5, Polarity: Indication,
		Title: "Title " + id, Text: "Text of " + id + " <b>&</b> — ünïcode", Structured: `{"id":"` + id + `"}`,
	}
}

func mustPut(t *testing.T, s *Store, items ...*Item) {
	t.Helper()
	if err := s.PutBatch(items); err != nil {
		t.Fatal(err)
	}
}

func ids(items []*Item) []string {
	var out []string
	for _, it := range items {
		out = append(out, it.ID)
	}
	return out
}

func TestOpenCreatesStoreAndReopens(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "run", "nested")
	s, err := Open(dir, false)
	if err != nil {
		t.Fatal(err)
	}
	if want := filepath.Join(dir, StoreFile); s.Path() != want {
		t.Fatalf("Path() = %q, want %q", s.Path(), want)
	}
	if _, err := os.Stat(s.Path()); err != nil {
		t.Fatal(err)
	}
	st, err := s.Stats()
	if err != nil {
		t.Fatal(err)
	}
	for _, k := range []string{KindCase, KindRule, KindDCP} {
		if n, ok := st.Live[k]; !ok || n != 0 {
			t.Errorf("new store Live[%s] = %d, %v", k, n, ok)
		}
	}
	if st.Seq != 0 || st.FileSize <= 0 {
		t.Errorf("new store stats %+v", st)
	}
	mustPut(t, s, item("a", KindCase, "x", 0))
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}

	// Reopen read-write, then read-only: data persists; read-only refuses writes clearly.
	s, err = Open(dir, false)
	if err != nil {
		t.Fatal(err)
	}
	if seq, _ := s.Seq(); seq != 1 {
		t.Errorf("Seq after reopen = %d, want 1", seq)
	}
	_ = s.Close()
	ro, err := Open(dir, true)
	if err != nil {
		t.Fatal(err)
	}
	defer ro.Close()
	if _, err := ro.Get("a"); err != nil {
		t.Errorf("read-only Get: %v", err)
	}
	err = ro.Put(item("b", KindCase, "x", 1))
	if err == nil || !strings.Contains(err.Error(), "read-only") {
		t.Errorf("Put on read-only store: %v", err)
	}

	// A second read-only open shares the lock.
	ro2, err := Open(dir, true)
	if err != nil {
		t.Fatalf("second read-only open: %v", err)
	}
	_ = ro2.Close()
}

func TestOpenReadOnlyMissing(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "none")
	_, err := Open(dir, true)
	if err == nil || !strings.Contains(err.Error(), "does not exist") || !strings.Contains(err.Error(), StoreFile) {
		t.Fatalf("read-only open of a missing store: %v", err)
	}
	if _, statErr := os.Stat(dir); !errors.Is(statErr, os.ErrNotExist) {
		t.Errorf("read-only open created %s", dir)
	}
}

func TestOpenRefusesForeignAndNewerSchema(t *testing.T) {
	dir := t.TempDir()
	s, err := Open(dir, false)
	if err != nil {
		t.Fatal(err)
	}
	path := s.Path()
	_ = s.Close()
	db, err := bolt.Open(path, 0o644, &bolt.Options{Timeout: time.Second})
	if err != nil {
		t.Fatal(err)
	}
	newer := strconv.Itoa(SchemaVersion + 1)
	err = db.Update(func(tx *bolt.Tx) error { return tx.Bucket([]byte("meta")).Put([]byte("schema"), []byte(newer)) })
	if err != nil {
		t.Fatal(err)
	}
	_ = db.Close()
	for _, ro := range []bool{false, true} {
		_, err := Open(dir, ro)
		if err == nil {
			t.Fatalf("Open(readOnly=%v) accepted schema %s", ro, newer)
		}
		msg := err.Error()
		for _, want := range []string{path, "schema version " + newer, fmt.Sprintf("this program's %d", SchemaVersion)} {
			if !strings.Contains(msg, want) {
				t.Errorf("Open(readOnly=%v) error %q lacks %q", ro, msg, want)
			}
		}
	}

	// A bbolt file that is not a memory store is refused, not taken over.
	other := t.TempDir()
	db, err = bolt.Open(filepath.Join(other, StoreFile), 0o644, &bolt.Options{Timeout: time.Second})
	if err != nil {
		t.Fatal(err)
	}
	_ = db.Update(func(tx *bolt.Tx) error { _, err := tx.CreateBucket([]byte("stuff")); return err })
	_ = db.Close()
	if _, err := Open(other, false); err == nil || !strings.Contains(err.Error(), "not an agent-hospital experience memory") {
		t.Errorf("foreign bbolt file: %v", err)
	}

	// A file that is not bbolt at all.
	junk := t.TempDir()
	if err := os.WriteFile(filepath.Join(junk, StoreFile), bytes.Repeat([]byte("junk"), 4096), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := Open(junk, false); err == nil || !strings.Contains(err.Error(), filepath.Join(junk, StoreFile)) {
		t.Errorf("junk file: %v", err)
	}
}

// TestOpenRefusesFilesNotOurs checks that Open recognises its own files by the schema marker:
// anything else at DIR/memory.db is refused, read-write or read-only, with a one-line error that
// names the path and says what was expected, and the file is left as it was.
func TestOpenRefusesFilesNotOurs(t *testing.T) {
	foreign := func(buckets map[string]map[string]string) func(t *testing.T, path string) {
		return func(t *testing.T, path string) {
			db, err := bolt.Open(path, 0o644, &bolt.Options{Timeout: time.Second})
			if err != nil {
				t.Fatal(err)
			}
			defer db.Close()
			err = db.Update(func(tx *bolt.Tx) error {
				for name, kv := range buckets {
					b, err := tx.CreateBucket([]byte(name))
					if err != nil {
						return err
					}
					for k, v := range kv {
						if err := b.Put([]byte(k), []byte(v)); err != nil {
							return err
						}
					}
				}
				return nil
			})
			if err != nil {
				t.Fatal(err)
			}
		}
	}
	file := func(content string) func(t *testing.T, path string) {
		return func(t *testing.T, path string) {
			if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
				t.Fatal(err)
			}
		}
	}
	const expected = "expected a file written by hospital run/evolve"
	tests := []struct {
		name string
		make func(t *testing.T, path string)
		want []string
	}{
		{"foreign bbolt file with buckets", foreign(map[string]map[string]string{"stuff": {"a": "b"}}),
			[]string{"not an agent-hospital experience memory", "no schema marker", expected}},
		{"foreign bbolt file without buckets", foreign(nil),
			[]string{"not an agent-hospital experience memory", "no schema marker", expected}},
		{"bbolt file with a meta bucket but no schema", foreign(map[string]map[string]string{"meta": {"x": "y"}}),
			[]string{"not an agent-hospital experience memory", "no schema marker", expected}},
		{"schema marker that is not a number", foreign(map[string]map[string]string{"meta": {"schema": "one"}}),
			[]string{"not an agent-hospital experience memory", `schema marker "one" is not a version number`, expected}},
		{"empty file", file(""),
			[]string{"not an agent-hospital experience memory", "empty file", expected}},
		{"text file", file("hadm_id,hpi\n1,pain\n"),
			[]string{"not an agent-hospital experience memory", "not a bbolt database", expected}},
		{"large text file", file(strings.Repeat("not a database\n", 1000)),
			[]string{"not an agent-hospital experience memory", "not a bbolt database", expected}},
		{"newer schema", foreign(map[string]map[string]string{"meta": {"schema": "7"}}),
			[]string{fmt.Sprintf("schema version 7 is newer than this program's %d", SchemaVersion)}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			path := filepath.Join(dir, StoreFile)
			tt.make(t, path)
			before, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			for _, ro := range []bool{false, true} {
				s, err := Open(dir, ro)
				if err == nil {
					_ = s.Close()
					t.Fatalf("Open(readOnly=%v) accepted it", ro)
				}
				msg := err.Error()
				if !strings.HasPrefix(msg, "open memory "+path+": ") || strings.Contains(msg, "\n") {
					t.Errorf("Open(readOnly=%v) error %q is not one line starting with the path", ro, msg)
				}
				for _, w := range tt.want {
					if !strings.Contains(msg, w) {
						t.Errorf("Open(readOnly=%v) error %q lacks %q", ro, msg, w)
					}
				}
			}
			after, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(before, after) {
				t.Errorf("the refused file changed (%d bytes before, %d after)", len(before), len(after))
			}
		})
	}
}

// TestOpenAddsMissingBuckets checks that a store written before a bucket existed (here one
// without the episodes bucket) is still ours and gets the bucket on a read-write open.
func TestOpenAddsMissingBuckets(t *testing.T) {
	dir := t.TempDir()
	s, err := Open(dir, false)
	if err != nil {
		t.Fatal(err)
	}
	path := s.Path()
	_ = s.Close()
	db, err := bolt.Open(path, 0o644, &bolt.Options{Timeout: time.Second})
	if err != nil {
		t.Fatal(err)
	}
	if err := db.Update(func(tx *bolt.Tx) error { return tx.DeleteBucket([]byte("episodes")) }); err != nil {
		t.Fatal(err)
	}
	_ = db.Close()
	s, err = Open(dir, false)
	if err != nil {
		t.Fatalf("open a store without the episodes bucket: %v", err)
	}
	defer s.Close()
	if err := s.PutRecord("episodes", "e1", []byte("{}")); err != nil {
		t.Errorf("episodes bucket not created: %v", err)
	}
}

func TestOpenLockedByAnotherHandle(t *testing.T) {
	dir := t.TempDir()
	s, err := Open(dir, false)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	start := time.Now()
	s2, err := Open(dir, false)
	elapsed := time.Since(start)
	if err == nil {
		_ = s2.Close()
		t.Fatal("second read-write Open succeeded")
	}
	want := "memory store " + filepath.Join(dir, StoreFile) +
		" is in use by another process (locked); close it or use another --store"
	if err.Error() != want {
		t.Errorf("error = %q\nwant    %q", err, want)
	}
	if !errors.Is(err, berrors.ErrTimeout) {
		t.Errorf("error does not wrap bbolt's ErrTimeout")
	}
	if elapsed > 2500*time.Millisecond {
		t.Errorf("second Open took %v, want within 2.5 s", elapsed)
	}
	t.Logf("locked open returned after %v", elapsed.Round(time.Millisecond))
}

func TestPutGetListAndGovernance(t *testing.T) {
	s := openTest(t)
	mustPut(t, s,
		item("c2", KindCase, "appendicitis", 2),
		item("c1", KindCase, "cholecystitis", 1),
		item("r0", KindRule, "appendicitis", 0),
		item("d0", KindDCP, "appendicitis", 2),
	)
	got, err := s.Get("c2")
	if err != nil {
		t.Fatal(err)
	}
	want := item("c2", KindCase, "appendicitis", 2)
	want.Hash = contentHash(want)
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("Get = %+v\nwant  %+v", got, want)
	}
	if len(got.Hash) != 64 {
		t.Errorf("hash %q is not SHA-256 hex", got.Hash)
	}
	if _, err := s.Get("nope"); !errors.Is(err, ErrNotFound) {
		t.Errorf("Get(missing) = %v, want ErrNotFound", err)
	}

	list := func(kind, cat string, retracted bool) []string {
		t.Helper()
		items, err := s.List(kind, cat, retracted)
		if err != nil {
			t.Fatal(err)
		}
		return ids(items)
	}
	if g := list(KindCase, "", false); !reflect.DeepEqual(g, []string{"c1", "c2"}) {
		t.Errorf("List(case) = %v", g)
	}
	if g := list("", "appendicitis", false); !reflect.DeepEqual(g, []string{"r0", "c2", "d0"}) {
		t.Errorf("List(all, appendicitis) = %v (want sorted by exposure, then id)", g)
	}
	if _, err := s.List("recipe", "", false); err == nil {
		t.Error("List accepted an unknown kind")
	}

	// Put of an existing ID is an edit.
	c1b := item("c1", KindCase, "cholecystitis", 1)
	c1b.Text = "revised text"
	mustPut(t, s, c1b)

	// Retract / restore / edit.
	if err := s.Retract("c2", ""); err == nil || !strings.Contains(err.Error(), "reason") {
		t.Errorf("Retract without reason: %v", err)
	}
	if err := s.Retract("c2", "misleading"); err != nil {
		t.Fatal(err)
	}
	if err := s.Retract("c2", "again"); err == nil {
		t.Error("Retract of a retracted item succeeded")
	}
	if g := list(KindCase, "", false); !reflect.DeepEqual(g, []string{"c1"}) {
		t.Errorf("List after retract = %v", g)
	}
	if g := list(KindCase, "", true); !reflect.DeepEqual(g, []string{"c1", "c2"}) {
		t.Errorf("List(includeRetracted) = %v", g)
	}
	if got, _ := s.Get("c2"); !got.Retracted {
		t.Error("Get after Retract: not retracted")
	}
	if err := s.Restore("c2", "reviewed: fine"); err != nil {
		t.Fatal(err)
	}
	if err := s.Restore("c2", "x"); err == nil {
		t.Error("Restore of a live item succeeded")
	}
	if err := s.Retract("missing", "x"); !errors.Is(err, ErrNotFound) {
		t.Errorf("Retract(missing) = %v", err)
	}

	if err := s.Edit("r0", &Item{Text: "new rule text"}, ""); err == nil {
		t.Error("Edit without reason succeeded")
	}
	if err := s.Edit("r0", &Item{Kind: KindCase}, "x"); err == nil {
		t.Error("Edit changed the kind")
	}
	if err := s.Edit("r0", &Item{Quality: 1.5}, "x"); err == nil || !strings.Contains(err.Error(), "quality 1.5 out of [0,1]") {
		t.Errorf("Edit to bad quality: %v", err)
	}
	if err := s.Edit("r0", &Item{Text: "new rule text", Quality: 0.9}, "clinician correction"); err != nil {
		t.Fatal(err)
	}
	r0, _ := s.Get("r0")
	wantR0 := item("r0", KindRule, "appendicitis", 0)
	wantR0.Text, wantR0.Quality = "new rule text", 0.9
	wantR0.Hash = contentHash(wantR0)
	if !reflect.DeepEqual(r0, wantR0) {
		t.Errorf("after Edit = %+v\nwant        %+v", r0, wantR0)
	}

	audit, err := s.Audit()
	if err != nil {
		t.Fatal(err)
	}
	type row struct {
		seq                    uint64
		action, id, reason     string
		prevText               string
		prevRetracted, hasPrev bool
	}
	var rows []row
	for _, a := range audit {
		r := row{seq: a.Seq, action: a.Action, id: a.ItemID, reason: a.Reason, hasPrev: a.Previous != nil}
		if a.Previous != nil {
			r.prevText, r.prevRetracted = a.Previous.Text, a.Previous.Retracted
		}
		if a.Time != fixedTime {
			t.Errorf("audit %d time %q, want the fixed clock", a.Seq, a.Time)
		}
		rows = append(rows, r)
	}
	wantRows := []row{
		{1, "add", "c2", "", "", false, false},
		{2, "add", "c1", "", "", false, false},
		{3, "add", "r0", "", "", false, false},
		{4, "add", "d0", "", "", false, false},
		{5, "edit", "c1", "", item("c1", "", "", 0).Text, false, true},
		{6, "retract", "c2", "misleading", item("c2", "", "", 0).Text, false, true},
		{7, "restore", "c2", "reviewed: fine", item("c2", "", "", 0).Text, true, true},
		{8, "edit", "r0", "clinician correction", item("r0", "", "", 0).Text, false, true},
	}
	if !reflect.DeepEqual(rows, wantRows) {
		t.Errorf("audit =\n%v\nwant\n%v", rows, wantRows)
	}
	if audit[7].Previous.Quality != 0.5 || audit[7].Previous.Hash != contentHash(item("r0", KindRule, "", 0)) {
		t.Errorf("edit audit previous = %+v", audit[7].Previous)
	}
}

func TestPutRejectsBadItemsAndWritesNothing(t *testing.T) {
	s := openTest(t)
	cases := []struct {
		name string
		mod  func(*Item)
		want string
	}{
		{"no id", func(it *Item) { it.ID = "" }, "id is empty"},
		{"kind", func(it *Item) { it.Kind = "recipe" }, `kind "recipe" is not`},
		{"polarity", func(it *Item) { it.Polarity = "maybe" }, `polarity "maybe" is not`},
		{"quality high", func(it *Item) { it.Quality = 1.01 }, "quality 1.01 out of [0,1]"},
		{"quality negative", func(it *Item) { it.Quality = -0.1 }, "quality -0.1 out of [0,1]"},
		{"title", func(it *Item) { it.Title = "  " }, "title is empty"},
		{"text", func(it *Item) { it.Text = "" }, "text is empty"},
		{"hash", func(it *Item) { it.Hash = "abc" }, `hash "abc" does not match content`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			bad := item("bad", KindCase, "x", 0)
			c.mod(bad)
			// The bad item comes second: the whole batch must be refused.
			err := s.PutBatch([]*Item{item("good", KindCase, "x", 0), bad})
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Fatalf("PutBatch error = %v, want it to contain %q", err, c.want)
			}
		})
	}
	if err := s.PutBatch([]*Item{item("dup", KindCase, "x", 0), item("dup", KindRule, "x", 0)}); err == nil {
		t.Error("PutBatch accepted a duplicate id")
	}
	if seq, _ := s.Seq(); seq != 0 {
		t.Errorf("Seq = %d after only rejected writes, want 0", seq)
	}
	if all, _ := s.List("", "", true); len(all) != 0 {
		t.Errorf("rejected writes stored %v", ids(all))
	}
}

func TestPutMovesItemThatChangesKind(t *testing.T) {
	s := openTest(t)
	mustPut(t, s, item("x", KindCase, "c", 0))
	mustPut(t, s, item("x", KindRule, "c", 0))
	if cases, _ := s.List(KindCase, "", true); len(cases) != 0 {
		t.Errorf("old copy left in cases: %v", ids(cases))
	}
	if got, err := s.Get("x"); err != nil || got.Kind != KindRule {
		t.Errorf("Get = %+v, %v", got, err)
	}
}

func TestChangesInOrder(t *testing.T) {
	s := openTest(t)
	var batch []*Item
	n := 2*forEachChunk + 7 // cross chunk boundaries
	for i := range n {
		batch = append(batch, item(fmt.Sprintf("i%04d", n-i), KindDCP, "c", i))
	}
	mustPut(t, s, batch...)
	if err := s.Retract("i0001", "bad"); err != nil {
		t.Fatal(err)
	}
	seq, err := s.Seq()
	if err != nil || seq != uint64(n+1) {
		t.Fatalf("Seq = %d, %v; want %d", seq, err, n+1)
	}

	var got []string
	var seqs []uint64
	err = s.Changes(0, func(sq uint64, id string) error {
		seqs = append(seqs, sq)
		got = append(got, id)
		// fn runs outside any transaction: it may read and even write the store.
		if _, err := s.Get(id); err != nil {
			return err
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != n+1 {
		t.Fatalf("Changes gave %d entries, want %d", len(got), n+1)
	}
	for i := range n {
		if seqs[i] != uint64(i+1) || got[i] != batch[i].ID {
			t.Fatalf("change %d = (%d, %s), want (%d, %s)", i, seqs[i], got[i], i+1, batch[i].ID)
		}
	}
	if got[n] != "i0001" {
		t.Errorf("last change = %s, want the retraction of i0001", got[n])
	}

	// Catch-up from a remembered sequence sees only the tail; a write inside fn does not deadlock.
	var tail []uint64
	err = s.Changes(uint64(n-1), func(sq uint64, id string) error {
		tail = append(tail, sq)
		if sq == uint64(n) {
			return s.Put(item("late", KindCase, "c", 0))
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(tail) < 2 || tail[0] != uint64(n) || tail[1] != uint64(n+1) {
		t.Errorf("Changes(%d) = %v", n-1, tail)
	}
	stop := errors.New("stop")
	calls := 0
	if err := s.Changes(0, func(uint64, string) error { calls++; return stop }); !errors.Is(err, stop) || calls != 1 {
		t.Errorf("Changes with failing fn: err %v after %d calls", err, calls)
	}

	// ForEach: every item, retracted included, ordered by kind then ID.
	var each []string
	if err := s.ForEach(func(it *Item) error { each = append(each, it.Kind+"/"+it.ID); return nil }); err != nil {
		t.Fatal(err)
	}
	if len(each) != n+1 || each[0] != "case/late" || each[1] != "dcp/i0001" || each[n] != fmt.Sprintf("dcp/i%04d", n) {
		t.Errorf("ForEach order: %d items, first %v, last %v", len(each), each[:2], each[len(each)-1])
	}
}

func TestEdges(t *testing.T) {
	s := openTest(t)
	mustPut(t, s, item("a", KindCase, "c", 0), item("b", KindRule, "c", 0), item("c", KindDCP, "c", 0))
	for _, e := range []Edge{{"a", "b", 0.5, 0}, {"c", "a", 0.25, -0.1}, {"a", "a", 1, 0}, {"b", "c", 0.1, 0.2}} {
		if err := s.PutEdge(e); err != nil {
			t.Fatal(err)
		}
	}
	if err := s.PutEdge(Edge{"a", "b", 0.5, 0.3}); err != nil { // learned update replaces
		t.Fatal(err)
	}
	got, err := s.Edges("a")
	if err != nil {
		t.Fatal(err)
	}
	want := []Edge{{"a", "a", 1, 0}, {"a", "b", 0.5, 0.3}, {"c", "a", 0.25, -0.1}}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("Edges(a) = %v, want %v", got, want)
	}
	if err := s.PutEdge(Edge{"a", "zz", 0.5, 0}); !errors.Is(err, ErrNotFound) {
		t.Errorf("edge to a missing item: %v", err)
	}
	// In a batch, the error names the first edge given with a missing end, whatever the key
	// order, and nothing of the batch is written.
	bad := []Edge{{"c", "b", 0.3, 0}, {"b", "a", 0.2, 0}, {"x", "a", 0.5, 0}, {"a", "b", 0.9, 0}, {"a", "y", 0.5, 0}}
	if err := s.PutEdges(bad); !errors.Is(err, ErrNotFound) || !strings.Contains(err.Error(), `item "x"`) {
		t.Errorf("batch with edges to missing items: %v, want x not found", err)
	}
	if err := s.PutEdge(Edge{"a", "b", 1.5, 0}); err == nil || !strings.Contains(err.Error(), "w0 1.5 out of [0,1]") {
		t.Errorf("bad w0: %v", err)
	}
	if st, _ := s.Stats(); st.Edges != 4 {
		t.Errorf("Stats.Edges = %d, want 4", st.Edges)
	}
}

func TestRecords(t *testing.T) {
	s := openTest(t)
	if err := s.PutRecord("runs", "run-1", []byte(`{"seed":42}`)); err != nil {
		t.Fatal(err)
	}
	if err := s.PutRecord("episodes", "ep-empty", nil); err != nil {
		t.Fatal(err)
	}
	if v, err := s.GetRecord("runs", "run-1"); err != nil || string(v) != `{"seed":42}` {
		t.Errorf("GetRecord = %q, %v", v, err)
	}
	if v, err := s.GetRecord("episodes", "ep-empty"); err != nil || len(v) != 0 {
		t.Errorf("GetRecord(empty value) = %q, %v", v, err)
	}
	if _, err := s.GetRecord("runs", "run-2"); !errors.Is(err, ErrNotFound) {
		t.Errorf("GetRecord(missing) = %v", err)
	}
	if err := s.PutRecord("cases", "k", []byte("{}")); err == nil || !strings.Contains(err.Error(), `"cases"`) {
		t.Errorf("PutRecord into an item bucket: %v", err)
	}
	if seq, _ := s.Seq(); seq != 0 {
		t.Errorf("records changed the item change log: seq %d", seq)
	}
}

func TestStats(t *testing.T) {
	s := openTest(t)
	mustPut(t, s, item("a", KindCase, "c", 0), item("b", KindCase, "c", 0), item("r", KindRule, "c", 0))
	if err := s.Retract("b", "wrong"); err != nil {
		t.Fatal(err)
	}
	_ = s.PutRecord("encounters", "e1", []byte("{}"))
	st, err := s.Stats()
	if err != nil {
		t.Fatal(err)
	}
	wantLive := map[string]int{KindCase: 1, KindRule: 1, KindDCP: 0}
	wantRetracted := map[string]int{KindCase: 1, KindRule: 0, KindDCP: 0}
	if !reflect.DeepEqual(st.Live, wantLive) || !reflect.DeepEqual(st.Retracted, wantRetracted) {
		t.Errorf("Live %v Retracted %v", st.Live, st.Retracted)
	}
	if st.Audit != 4 || st.Seq != 4 || st.Records["encounters"] != 1 || st.Records["runs"] != 0 {
		t.Errorf("stats %+v", st)
	}
	fi, _ := os.Stat(s.Path())
	if st.FileSize != fi.Size() {
		t.Errorf("FileSize %d, file is %d bytes", st.FileSize, fi.Size())
	}
}

// TestBatchSpeed reports accrual speed; speed targets are checked by benchmarks, not asserted.
func TestBatchSpeed(t *testing.T) {
	s := openTest(t)
	const n, per = 2000, 100
	start := time.Now()
	for b := 0; b < n; b += per {
		var batch []*Item
		for i := b; i < b+per; i++ {
			it := item(fmt.Sprintf("b%05d", i), KindDCP, "c", i)
			it.Text = strings.Repeat("Experience Pattern: fever and right lower quadrant pain. ", 8)
			batch = append(batch, it)
		}
		mustPut(t, s, batch...)
	}
	batched := time.Since(start)
	start = time.Now()
	const single = 200
	for i := range single {
		mustPut(t, s, item(fmt.Sprintf("s%05d", i), KindCase, "c", i))
	}
	one := time.Since(start)
	t.Logf("PutBatch (%d per tx): %.0f items/s; Put (1 per tx, fsync): %.0f items/s",
		per, float64(n)/batched.Seconds(), float64(single)/one.Seconds())
}

func BenchmarkPutBatch100(b *testing.B) {
	s, err := Open(b.TempDir(), false)
	if err != nil {
		b.Fatal(err)
	}
	defer s.Close()
	s.SetClock(func() string { return fixedTime })
	n := 0
	for b.Loop() {
		batch := make([]*Item, 100)
		for i := range batch {
			batch[i] = item(fmt.Sprintf("b%08d", n), KindDCP, "c", n)
			n++
		}
		if err := s.PutBatch(batch); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(n)/b.Elapsed().Seconds(), "items/s")
}

func BenchmarkPut(b *testing.B) {
	s, err := Open(b.TempDir(), false)
	if err != nil {
		b.Fatal(err)
	}
	defer s.Close()
	s.SetClock(func() string { return fixedTime })
	n := 0
	for b.Loop() {
		if err := s.Put(item(fmt.Sprintf("b%08d", n), KindDCP, "c", n)); err != nil {
			b.Fatal(err)
		}
		n++
	}
	b.ReportMetric(float64(n)/b.Elapsed().Seconds(), "items/s")
}

// sampleStore fills s with a varied history: kinds, retractions, edits, an empty structured.
func sampleStore(t *testing.T, s *Store) {
	t.Helper()
	a := item("a", KindCase, "appendicitis", 3)
	a.Quality, a.Polarity = 1, Contraindication
	b := item("b", KindRule, "pancreatitis", 1)
	b.Structured, b.SourceCorrect = "", false
	c := item("c", KindDCP, "diverticulitis", 0)
	c.Text = "Experience Pattern: fever\nTest Ordering Insight: CT\nDiagnostic Decision Insight: \"quoted\" \\ \t"
	d := item("d", KindCase, "appendicitis", 3)
	mustPut(t, s, a, b, c, d)
	if err := s.Retract("d", "duplicate"); err != nil {
		t.Fatal(err)
	}
	if err := s.Edit("c", &Item{Quality: 0.75}, "peer review"); err != nil {
		t.Fatal(err)
	}
	if err := s.PutEdge(Edge{From: "a", To: "c", W0: 0.4, Phi: 0.1}); err != nil {
		t.Fatal(err)
	}
	if err := s.PutRecord("runs", "r1", []byte(`{"seed":7}`)); err != nil {
		t.Fatal(err)
	}
}

func TestExportImportRoundTrip(t *testing.T) {
	src := openTest(t)
	sampleStore(t, src)
	var out bytes.Buffer
	if err := src.Export(&out); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSuffix(out.String(), "\n"), "\n")
	var order []string
	for _, l := range lines {
		order = append(order, l[:strings.Index(l, `","kind"`)])
	}
	wantOrder := []string{`{"id":"a`, `{"id":"d`, `{"id":"c`, `{"id":"b`} // (kind, exposure, id)
	if !reflect.DeepEqual(order, wantOrder) {
		t.Errorf("export order %v, want %v", order, wantOrder)
	}
	if !strings.Contains(out.String(), "<b>&</b>") {
		t.Error("export escapes HTML characters; want them readable")
	}

	items, err := ReadItems(bytes.NewReader(out.Bytes()), "items.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	dst := openTest(t)
	if _, err := dst.Import(items, "restore from backup"); err != nil {
		t.Fatal(err)
	}
	for _, id := range []string{"a", "b", "c", "d"} {
		want, _ := src.Get(id)
		got, err := dst.Get(id)
		if err != nil || !reflect.DeepEqual(got, want) {
			t.Errorf("imported %s = %+v, %v\nwant %+v", id, got, err, want)
		}
	}
	var again bytes.Buffer
	if err := dst.Export(&again); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(again.Bytes(), out.Bytes()) {
		t.Errorf("re-export differs:\n%s\nvs\n%s", again.String(), out.String())
	}
	audit, _ := dst.Audit()
	if len(audit) != 4 {
		t.Fatalf("import wrote %d audit entries, want 4", len(audit))
	}
	for _, a := range audit {
		if a.Action != "import" || a.Reason != "restore from backup" || a.Previous != nil {
			t.Errorf("import audit %+v", a)
		}
	}

	// Importing a changed item over an existing one keeps the previous content in the audit.
	changed := *items[0]
	changed.Title += " (revised)"
	changed.Hash = ""
	if res, err := dst.Import([]*Item{&changed}, "again"); err != nil || res != (ImportResult{Replaced: 1}) {
		t.Fatalf("re-import of a changed item: %+v, %v", res, err)
	}
	audit, _ = dst.Audit()
	if last := audit[len(audit)-1]; last.Action != "import" || last.Previous == nil || last.Previous.ID != items[0].ID {
		t.Errorf("re-import audit %+v", last)
	}
}

func TestImportReportsAddedReplacedSkipped(t *testing.T) {
	s := openTest(t)
	a, b := item("a", KindCase, "appendicitis", 0), item("b", KindRule, "pancreatitis", 1)
	if res, err := s.Import([]*Item{a, b}, "first"); err != nil || res != (ImportResult{Added: 2}) {
		t.Fatalf("import into an empty store: %+v, %v", res, err)
	}
	seq, _ := s.Seq()
	audit, _ := s.Audit()

	// The same items again: nothing changes, and Import says so.
	again := []*Item{item("a", KindCase, "appendicitis", 0), item("b", KindRule, "pancreatitis", 1)}
	if res, err := s.Import(again, "second"); err != nil || res != (ImportResult{Skipped: 2}) {
		t.Fatalf("import of items already present: %+v, %v", res, err)
	}
	if seq2, _ := s.Seq(); seq2 != seq {
		t.Errorf("skipped import moved the change sequence from %d to %d", seq, seq2)
	}
	if audit2, _ := s.Audit(); len(audit2) != len(audit) {
		t.Errorf("skipped import wrote %d audit entries", len(audit2)-len(audit))
	}

	// One identical, one with other provenance (replaced), one new.
	moved := item("b", KindRule, "pancreatitis", 1)
	moved.Quality = 0.25
	c := item("c", KindDCP, "cholecystitis", 2)
	res, err := s.Import([]*Item{item("a", KindCase, "appendicitis", 0), moved, c}, "third")
	if err != nil || res != (ImportResult{Added: 1, Replaced: 1, Skipped: 1}) {
		t.Fatalf("mixed import: %+v, %v", res, err)
	}
	if got, _ := s.Get("b"); got.Quality != 0.25 {
		t.Errorf("replaced item has quality %v, want 0.25", got.Quality)
	}
	if audit3, _ := s.Audit(); len(audit3) != len(audit)+2 {
		t.Errorf("mixed import wrote %d audit entries, want 2", len(audit3)-len(audit))
	}
}

func TestReadItemsReportsEveryBadLine(t *testing.T) {
	good := func(id string) string {
		it := item(id, KindCase, "c", 0)
		var b bytes.Buffer
		if err := writeItems(&b, []*Item{it}); err != nil {
			t.Fatal(err)
		}
		return strings.TrimSuffix(b.String(), "\n")
	}
	withHash := item("h", KindCase, "c", 0)
	withHash.Hash = contentHash(withHash)
	var hb bytes.Buffer
	_ = writeItems(&hb, []*Item{withHash})

	lines := []string{
		good("l1"),
		"",
		strings.Replace(good("l3"), `"quality":0.5`, `"quality":1.7`, 1),
		good("l4"),
		strings.Replace(strings.TrimSuffix(hb.String(), "\n"), `"text":"Text`, `"text":"Tampered`, 1),
		`{"id":"l6",`,
		strings.Replace(good("l7"), `"kind":"case"`, `"kind":"recipe"`, 1),
		strings.Replace(good("l8"), `"quality":0.5,`, ``, 1),
		strings.Replace(good("l9"), `{"id"`, `{"colour":"red","id"`, 1),
		strings.Replace(good("l10"), `"exposure":0`, `"exposure":"zero"`, 1),
		good("l1"),
		`[1,2]`,
		strings.Replace(good("l13"), `"title"`, `"Title"`, 1),
		strings.Replace(good("l14"), `"exposure":0`, `"exposure":1.5`, 1),
		good("l15") + " {}",
	}
	in := strings.Join(lines, "\n") + "\n"
	items, err := ReadItems(strings.NewReader(in), "items.jsonl")
	if items != nil {
		t.Errorf("ReadItems returned %d items from a bad file, want none", len(items))
	}
	if err == nil {
		t.Fatal("ReadItems accepted a bad file")
	}
	msg := err.Error()
	if strings.Contains(msg, "\n") {
		t.Errorf("error is not one line: %q", msg)
	}
	wants := []string{
		"items.jsonl:3: quality 1.7 out of [0,1]",
		`items.jsonl:5: hash "` + withHash.Hash + `" does not match content`,
		"items.jsonl:6: invalid JSON",
		`items.jsonl:7: kind "recipe" is not case, rule or dcp`,
		`items.jsonl:8: missing field "quality"`,
		`items.jsonl:9: unknown field "colour"`,
		`items.jsonl:10: field "exposure": expected an integer, got string`,
		`items.jsonl:11: duplicate id "l1" (first on line 1)`,
		"items.jsonl:12: expected a JSON object",
		`items.jsonl:13: unknown field "Title"`,
		`items.jsonl:14: field "exposure": number 1.5 is not an integer`,
		"items.jsonl:15: invalid JSON",
	}
	for _, w := range wants {
		if !strings.Contains(msg, w) {
			t.Errorf("error lacks %q\nerror: %s", w, msg)
		}
	}
	for _, okLine := range []string{"items.jsonl:1:", "items.jsonl:2:", "items.jsonl:4:"} {
		if strings.Contains(msg, okLine) {
			t.Errorf("error blames good line %s: %s", okLine, msg)
		}
	}

	// The documented two-problem example, exactly.
	two := strings.Join([]string{good("a"), good("b"),
		strings.Replace(good("c"), `"quality":0.5`, `"quality":1.7`, 1),
		good("d"), good("e"), good("f"), good("g"), good("h"),
		strings.Replace(good("i"), `{"id"`, `{"colour":"red","id"`, 1)}, "\n")
	_, err = ReadItems(strings.NewReader(two), "items.jsonl")
	if want := `items.jsonl:3: quality 1.7 out of [0,1]; items.jsonl:9: unknown field "colour"`; err == nil || err.Error() != want {
		t.Errorf("error = %v\nwant    %s", err, want)
	}

	// Many bad lines: the list is capped with a count of the rest.
	many := strings.Repeat("nope\n", 50)
	_, err = ReadItems(strings.NewReader(many), "x.jsonl")
	if err == nil || !strings.Contains(err.Error(), "and 30 more problems") {
		t.Errorf("capped error: %v", err)
	}

	// Nothing from a bad file reaches a store: Import refuses a batch with one bad item.
	s := openTest(t)
	bad := item("bad", KindCase, "c", 0)
	bad.Quality = 2
	if _, err := s.Import([]*Item{item("ok", KindCase, "c", 0), bad}, "x"); err == nil {
		t.Error("Import accepted a bad item")
	}
	if seq, _ := s.Seq(); seq != 0 {
		t.Errorf("Import of a bad batch wrote %d changes", seq)
	}
}

func TestReadItemsBlankAndBOM(t *testing.T) {
	var b bytes.Buffer
	_ = writeItems(&b, []*Item{item("a", KindCase, "c", 0), item("b", KindRule, "c", 0)})
	in := "\xef\xbb\xbf" + strings.ReplaceAll(b.String(), "\n", "\r\n\n  \n")
	items, err := ReadItems(strings.NewReader(in), "win.jsonl")
	if err != nil || len(items) != 2 || items[0].ID != "a" || items[1].ID != "b" {
		t.Fatalf("ReadItems = %v, %v", ids(items), err)
	}
	if items, err := ReadItems(strings.NewReader(""), "empty.jsonl"); err != nil || len(items) != 0 {
		t.Errorf("empty file: %v, %v", items, err)
	}
}

// dumpStore returns every bucket's keys and values, in order, as text.
func dumpStore(t *testing.T, dir string) string {
	t.Helper()
	db, err := bolt.Open(filepath.Join(dir, StoreFile), 0o644, &bolt.Options{Timeout: time.Second, ReadOnly: true})
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	var sb strings.Builder
	err = db.View(func(tx *bolt.Tx) error {
		return tx.ForEach(func(name []byte, b *bolt.Bucket) error {
			fmt.Fprintf(&sb, "[%s]\n", name)
			return b.ForEach(func(k, v []byte) error {
				fmt.Fprintf(&sb, "%s=%s\n", hex.EncodeToString(k), v)
				return nil
			})
		})
	})
	if err != nil {
		t.Fatal(err)
	}
	return sb.String()
}

func TestDeterministicContentsWithFixedClock(t *testing.T) {
	var dumps, exports []string
	for range 2 {
		dir := t.TempDir()
		s, err := Open(dir, false)
		if err != nil {
			t.Fatal(err)
		}
		s.SetClock(func() string { return fixedTime })
		sampleStore(t, s)
		var out bytes.Buffer
		if err := s.Export(&out); err != nil {
			t.Fatal(err)
		}
		exports = append(exports, out.String())
		log, err := s.Audit()
		if err != nil || len(log) == 0 {
			t.Fatalf("audit log: %d entries, %v", len(log), err)
		}
		for _, a := range log {
			if a.Time != fixedTime {
				t.Fatalf("audit entry %d at %q, want %q", a.Seq, a.Time, fixedTime)
			}
		}
		if err := s.Close(); err != nil {
			t.Fatal(err)
		}
		dumps = append(dumps, dumpStore(t, dir))
	}
	if dumps[0] != dumps[1] {
		t.Errorf("store contents differ between identical runs:\n%s\n---\n%s", dumps[0], dumps[1])
	}
	if exports[0] != exports[1] {
		t.Error("exports differ between identical runs")
	}
	if !strings.Contains(dumps[0], "[audit]") || !strings.Contains(dumps[0], "[changes]") {
		t.Errorf("dump lacks the audit log or changes:\n%s", dumps[0])
	}
}

func TestDefaultClockIsWallClockRFC3339(t *testing.T) {
	s, err := Open(t.TempDir(), false)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	before := time.Now().Add(-time.Second)
	mustPut(t, s, item("a", KindCase, "c", 0))
	a, _ := s.Audit()
	ts, err := time.Parse(time.RFC3339, a[0].Time)
	if err != nil || ts.Before(before.Truncate(time.Second)) || ts.After(time.Now().Add(time.Second)) {
		t.Errorf("audit time %q (%v) is not the current RFC 3339 time", a[0].Time, err)
	}
}

// TestConcurrentUse writes from several goroutines while others read; every write lands once.
func TestConcurrentUse(t *testing.T) {
	s := openTest(t)
	const writers, per = 4, 25
	var wg sync.WaitGroup
	for w := range writers {
		wg.Add(2)
		go func() {
			defer wg.Done()
			for i := range per {
				if err := s.Put(item(fmt.Sprintf("w%d-%02d", w, i), KindCase, "c", i)); err != nil {
					t.Error(err)
					return
				}
			}
		}()
		go func() {
			defer wg.Done()
			for range per {
				if _, err := s.List("", "", true); err != nil {
					t.Error(err)
					return
				}
				if err := s.Changes(0, func(uint64, string) error { return nil }); err != nil {
					t.Error(err)
					return
				}
			}
		}()
	}
	wg.Wait()
	var n uint64
	seen := map[string]bool{}
	_ = s.Changes(0, func(seq uint64, id string) error {
		n++
		if seq != n || seen[id] {
			t.Errorf("change %d: seq %d id %s (seen before: %v)", n, seq, id, seen[id])
		}
		seen[id] = true
		return nil
	})
	if n != writers*per {
		t.Errorf("%d changes, want %d", n, writers*per)
	}
}

// TestRecalibrateWritesWhatEncodingWould checks that recalibration, which sets the quality in
// the stored encoding in place, stores the same bytes as decoding, setting and encoding the
// item, whatever its strings hold.
func TestRecalibrationKeepsTheEncoding(t *testing.T) {
	s := openTest(t)
	a := item("a", KindCase, "x", 0)
	b := item("b", KindDCP, "y", 1)
	b.Quality = 1
	if err := s.PutBatch([]*Item{a, b}); err != nil {
		t.Fatal(err)
	}
	stored := func() map[string][]byte {
		m := map[string][]byte{}
		err := s.db.View(func(tx *bolt.Tx) error {
			for _, id := range []string{"a", "b"} {
				v, _ := rawItem(tx, id)
				m[id] = slices.Clone(v)
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
		return m
	}
	before := stored()
	for _, q := range []float64{0.123, 1e-7, 0, 1, 0.5} {
		if err := s.Recalibrate([]QualityChange{{ID: "a", Quality: q, Reason: "test"}, {ID: "b", Quality: q, Reason: "test"}}); err != nil {
			t.Fatal(err)
		}
		for _, id := range []string{"a", "b"} {
			if it, err := s.Get(id); err != nil || it.Quality != q {
				t.Fatalf("%s after recalibrating to %v: %+v, %v", id, q, it, err)
			}
		}
	}
	if err := s.Commit(Batch{Retire: []Retirement{{ID: "a", Reason: "test"}}}); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(stored(), before) {
		t.Error("a recalibration or retirement rewrote an item's encoding")
	}
	if it, err := s.Get("a"); err != nil || it.Quality != 0.5 || !it.Retired {
		t.Fatalf("a after retiring: %+v, %v", it, err)
	}
	// An edit writes the whole item: its encoding then holds the quality and flags.
	edited := item("a", KindCase, "x", 0)
	edited.Quality, edited.Retired = 0.75, true
	if err := s.Put(edited); err != nil {
		t.Fatal(err)
	}
	err := s.db.View(func(tx *bolt.Tx) error {
		if _, ok, _ := overlayOf(tx, "a"); ok {
			return errors.New("a has a state entry after an edit")
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if it, err := s.Get("a"); err != nil || it.Quality != 0.75 || !it.Retired {
		t.Fatalf("a after an edit: %+v, %v", it, err)
	}
	if err := s.Commit(Batch{Retire: []Retirement{{ID: "a", Reason: "test"}}}); err == nil || !strings.Contains(err.Error(), "already retired") {
		t.Fatalf("retiring a retired item: %v", err)
	}
	if err := s.Recalibrate([]QualityChange{{ID: "nope", Quality: 0.5, Reason: "test"}}); !errors.Is(err, ErrNotFound) {
		t.Fatalf("recalibrating a missing item: %v", err)
	}
}

// TestRetiredInTheEncoding checks items retired in their encoding (as schema 3 retired them, or
// written retired), known to the write transaction or read: they stay retired through a
// recalibration, cannot be retired again, and count as retired.
func TestRetiredInTheEncoding(t *testing.T) {
	dir := t.TempDir()
	s, err := Open(dir, false)
	if err != nil {
		t.Fatal(err)
	}
	a := item("a", KindCase, "x", 0)
	a.Retired = true
	mustPut(t, s, a, item("b", KindDCP, "x", 1))
	for round := range 2 {
		err := s.Commit(Batch{Quality: []QualityChange{{ID: "a", Quality: 0.25, Reason: "test"}}})
		if err != nil {
			t.Fatal(err)
		}
		if it, err := s.Get("a"); err != nil || !it.Retired || it.Quality != 0.25 {
			t.Fatalf("round %d: a after a recalibration: %+v, %v", round, it, err)
		}
		err = s.Commit(Batch{Retire: []Retirement{{ID: "a", Reason: "test"}}})
		if err == nil || !strings.Contains(err.Error(), "already retired") {
			t.Fatalf("round %d: retiring a retired item: %v", round, err)
		}
		st, err := s.Stats()
		if err != nil || st.Retired[KindCase] != 1 || st.Live[KindDCP] != 1 {
			t.Fatalf("round %d: stats %+v, %v", round, st, err)
		}
		// Reopened: nothing is known of a, which is read.
		if err := s.Close(); err != nil {
			t.Fatal(err)
		}
		if s, err = Open(dir, false); err != nil {
			t.Fatal(err)
		}
	}
	_ = s.Close()
}

func TestTextIsTheItemsTitleAndText(t *testing.T) {
	s := openTest(t)
	a := item("a", KindRule, "x", 0)
	a.Title, a.Text = `a "title" with \ and <tags>`, "text\nwith ünïcode"
	if err := s.Put(a); err != nil {
		t.Fatal(err)
	}
	title, text, err := s.Text("a")
	if err != nil || title != a.Title || text != a.Text {
		t.Fatalf("Text: %q %q %v", title, text, err)
	}
	if _, _, err := s.Text("nope"); !errors.Is(err, ErrNotFound) {
		t.Fatalf("Text of a missing item: %v", err)
	}
}

func TestItemRetractedReadsTheField(t *testing.T) {
	for _, retracted := range []bool{false, true} {
		it := item("a", KindCase, "x", 0)
		it.Retracted = retracted
		it.Doctor, it.Title = `,"retracted":true,`, `,"retracted":false,`
		v, err := json.Marshal(it)
		if err != nil {
			t.Fatal(err)
		}
		if got, err := itemRetracted(v); err != nil || got != retracted {
			t.Fatalf("retracted %v: got %v %v from %s", retracted, got, err, v)
		}
	}
	for v, want := range map[string]bool{`{"retracted":true}`: true, `{"retracted": false}`: false, `{"id":"a","retracted":true}`: true} {
		if got, err := itemRetracted([]byte(v)); err != nil || got != want {
			t.Fatalf("%s: got %v %v", v, got, err)
		}
	}
	if _, err := itemRetracted([]byte(`{"retracted":`)); err == nil {
		t.Fatal("a truncated item decodes")
	}
}

// writeSchema1 writes, with bbolt directly, a store as schema 1 wrote it: every value JSON (items,
// edges, audit entries), records as given, no structs bucket.
func writeSchema1(t *testing.T, dir string, items []*Item, edges []Edge, records map[string]string) {
	t.Helper()
	db, err := bolt.Open(filepath.Join(dir, StoreFile), 0o644, &bolt.Options{Timeout: time.Second})
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	err = db.Update(func(tx *bolt.Tx) error {
		for _, name := range []string{"runs", "encounters", "episodes", "cases", "rules", "dcps", "edges", "audit", "meta", "changes"} {
			if _, err := tx.CreateBucket([]byte(name)); err != nil {
				return err
			}
		}
		meta := tx.Bucket([]byte("meta"))
		if err := meta.Put([]byte("schema"), []byte("1")); err != nil {
			return err
		}
		for i, it := range items {
			it.Hash = contentHash(it)
			v, _ := json.Marshal(it)
			if err := tx.Bucket(kindBucket(it.Kind)).Put([]byte(it.ID), v); err != nil {
				return err
			}
			a, _ := json.Marshal(Audit{Seq: uint64(i + 1), Time: fixedTime, Action: "add", ItemID: it.ID})
			if err := tx.Bucket([]byte("audit")).Put(seqKey(uint64(i+1)), a); err != nil {
				return err
			}
			if err := tx.Bucket([]byte("changes")).Put(seqKey(uint64(i+1)), []byte(it.ID)); err != nil {
				return err
			}
		}
		if err := meta.Put([]byte("seq"), seqKey(uint64(len(items)))); err != nil {
			return err
		}
		for _, e := range edges {
			v, _ := json.Marshal(e)
			if err := tx.Bucket([]byte("edges")).Put(edgeKey(edgeOut, e.From, e.To), v); err != nil {
				return err
			}
			if err := tx.Bucket([]byte("edges")).Put(edgeKey(edgeIn, e.To, e.From), []byte{}); err != nil {
				return err
			}
		}
		for k, v := range records {
			if err := tx.Bucket([]byte("episodes")).Put([]byte(k), []byte(v)); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

// TestSchema1StoreStillWorks checks that a store written by schema 1 (JSON values) reads the
// same read-only (and is left unchanged), and that a read-write open marks it current and
// goes on working with both encodings in it: recalibration, retirement, retraction, edges,
// records and the audit log.
func TestSchema1StoreStillWorks(t *testing.T) {
	dir := t.TempDir()
	a, b, c := item("a", KindCase, "x", 0), item("b", KindDCP, "x", 0), item("r", KindRule, "y", 1)
	b.Polarity = Contraindication
	writeSchema1(t, dir, []*Item{a, b, c}, []Edge{{"a", "b", 0.5, 0.125}, {"r", "a", 0.25, 0}},
		map[string]string{"ep-1": `{"exposure":0}`})
	want := []*Item{a, b, c}
	path := filepath.Join(dir, StoreFile)
	before, _ := os.ReadFile(path)

	check := func(s *Store, items []*Item, edges []Edge) {
		t.Helper()
		var wantOut bytes.Buffer
		if err := writeItems(&wantOut, items); err != nil {
			t.Fatal(err)
		}
		var out bytes.Buffer
		if err := s.Export(&out); err != nil || out.String() != wantOut.String() {
			t.Fatalf("export %v:\n%s\nwant\n%s", err, out.String(), wantOut.String())
		}
		for _, it := range items {
			got, err := s.Get(it.ID)
			if err != nil || !reflect.DeepEqual(got, it) {
				t.Fatalf("Get(%s) = %+v, %v; want %+v", it.ID, got, err, it)
			}
			title, text, err := s.Text(it.ID)
			if err != nil || title != it.Title || text != it.Text {
				t.Fatalf("Text(%s) = %q, %q, %v", it.ID, title, text, err)
			}
		}
		var n int
		if err := s.ForEach(func(*Item) error { n++; return nil }); err != nil || n != len(items) {
			t.Fatalf("ForEach: %d items, %v", n, err)
		}
		got, err := s.AllEdges()
		if err != nil || !reflect.DeepEqual(got, edges) {
			t.Fatalf("AllEdges = %v, %v; want %v", got, err, edges)
		}
		if v, err := s.GetRecord("episodes", "ep-1"); err != nil || string(v) != `{"exposure":0}` {
			t.Fatalf("GetRecord = %q, %v", v, err)
		}
	}

	ro, err := Open(dir, true)
	if err != nil {
		t.Fatal(err)
	}
	check(ro, want, []Edge{{"a", "b", 0.5, 0.125}, {"r", "a", 0.25, 0}})
	if log, err := ro.Audit(); err != nil || len(log) != 3 || log[2].ItemID != "r" || log[2].Time != fixedTime {
		t.Fatalf("audit %+v, %v", log, err)
	}
	_ = ro.Close()
	if after, _ := os.ReadFile(path); !bytes.Equal(before, after) {
		t.Fatal("a read-only open changed a schema-1 file")
	}

	s, err := Open(dir, false)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	s.SetClock(func() string { return fixedTime })
	err = s.db.View(func(tx *bolt.Tx) error {
		if v := string(tx.Bucket(bucketMeta).Get(keySchema)); v != strconv.Itoa(SchemaVersion) {
			return fmt.Errorf("schema marker %q after a read-write open", v)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	edges := []Edge{{"a", "b", 0.5, 0.125}, {"r", "a", 0.25, 0}}
	check(s, want, edges)

	// Old items change: a recalibrated or retired JSON item stays as schema 1 wrote it (its
	// state entry has the change), a retracted one is written in the new encoding.
	d := item("d", KindDCP, "x", 2)
	a.Quality, b.Retired, c.Retracted = 0.75, true, true
	err = s.Commit(Batch{Items: []*Item{d}, Edges: []Edge{{"a", "b", 0.5, -0.25}, {"d", "a", 0.5, 0}},
		Quality: []QualityChange{{ID: "a", Quality: 0.75, Reason: "test"}}, Retire: []Retirement{{ID: "b", Reason: "test"}},
		Records: map[string][]Record{"episodes": {{Key: "ep-2", Value: []byte(`{"exposure":2}`)}}}})
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Retract("r", "test"); err != nil {
		t.Fatal(err)
	}
	err = s.db.View(func(tx *bolt.Tx) error {
		if v := tx.Bucket(bucketCases).Get([]byte("a")); v[0] != '{' {
			return fmt.Errorf("recalibrated schema-1 item a stored as %q", v)
		}
		if v := tx.Bucket(bucketDCPs).Get([]byte("b")); v[0] != '{' {
			return fmt.Errorf("retired schema-1 item b stored as %q", v)
		}
		if v := tx.Bucket(bucketEpisodes).Get([]byte("ep-2")); string(v) != `{"exposure":2}` {
			return fmt.Errorf("a record in a schema-1 store stored as %q", v)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	d.Hash = contentHash(d)
	edges = []Edge{{"a", "b", 0.5, -0.25}, {"d", "a", 0.5, 0}, {"r", "a", 0.25, 0}}
	check(s, []*Item{a, b, d, c}, edges)
	if got, err := s.Edges("a"); err != nil || !reflect.DeepEqual(got, []Edge{{"a", "b", 0.5, -0.25}, {"d", "a", 0.5, 0}, {"r", "a", 0.25, 0}}) {
		t.Fatalf("Edges(a) = %v, %v", got, err)
	}
	st, err := s.Stats()
	if err != nil || st.Live[KindCase] != 1 || st.Live[KindDCP] != 1 || st.Retired[KindDCP] != 1 || st.Retracted[KindRule] != 1 || st.Edges != 3 {
		t.Fatalf("stats %+v, %v", st, err)
	}
	log, err := s.Audit()
	if err != nil || len(log) != 7 {
		t.Fatalf("audit %d entries, %v", len(log), err)
	}
	for i, want := range []string{"add", "add", "add", "add", "recalibrate", "retire", "retract"} {
		if log[i].Seq != uint64(i+1) || log[i].Action != want || log[i].Time != fixedTime {
			t.Errorf("audit %d: %+v, want %s", i, log[i], want)
		}
	}
	if prev := log[6].Previous; prev == nil || prev.ID != "r" || prev.Retracted || prev.Structured != c.Structured {
		t.Errorf("retraction's previous item: %+v", prev)
	}
}

// TestAuditEncodingRoundTrip checks that every audit entry decodes as it was written, whatever
// its time, item ID and action look like.
func TestAuditEncodingRoundTrip(t *testing.T) {
	prev := item("p", KindRule, "x", 3)
	for _, a := range []Audit{
		{Seq: 1, Time: fixedTime, Action: "add", ItemID: "66a78d4a-a4b0-56f1-a652-70b8124ad13e"},
		{Seq: 2, Time: "2025-01-02T03:04:05+01:00", Action: "recalibrate", ItemID: "66A78D4A-A4B0-56F1-A652-70B8124AD13E", Reason: "Q 0.5 -> 0.6"},
		{Seq: 3, Time: "not a time", Action: "frobnicate", ItemID: "", Reason: "why"},
		{Seq: 4, Time: "1999-12-31T23:59:59Z", Action: "edit", ItemID: "x-y", Reason: "fix", Previous: prev},
		{Seq: 5, Time: "", Action: "", ItemID: "66a78d4a-a4b0-56f1-a652-70b8124ad13"},
	} {
		v, err := encodeAudit(a)
		if err != nil {
			t.Fatal(err)
		}
		got, err := decodeAudit(seqKey(a.Seq), v)
		if err != nil || !reflect.DeepEqual(got, a) {
			t.Errorf("%+v came back as %+v, %v", a, got, err)
		}
		if _, err := decodeAudit(seqKey(a.Seq), v[:len(v)-1]); err == nil {
			t.Errorf("%+v: a truncated entry decodes", a)
		}
	}
}

// TestItemEncodingRoundTrip checks that the binary item encoding keeps every field, and that a
// truncated encoding is an error.
func TestItemEncodingRoundTrip(t *testing.T) {
	a := item("a", KindCase, "x", 7)
	a.Hash = contentHash(a)
	b := item("b", KindRule, "", 0)
	b.Polarity, b.Retracted, b.Retired, b.Hash, b.Structured, b.Created, b.Quality = Contraindication, true, true, "", "", -5, 1
	for _, it := range []*Item{a, b} {
		for _, blob := range []bool{false, true} {
			v, err := encodeItem(it, 42, blob)
			if err != nil {
				t.Fatal(err)
			}
			got, ref, isBlob, err := decodeItemBinary([]byte(it.ID), v)
			want := *it
			if blob {
				want.Structured = ""
			}
			if err != nil || !reflect.DeepEqual(*got, want) || isBlob != blob || (blob && ref != 42) {
				t.Errorf("%+v (blob %v) came back as %+v, %d, %v, %v", it, blob, got, ref, isBlob, err)
			}
			for n := range len(v) {
				if _, _, _, err := decodeItemBinary([]byte(it.ID), v[:n]); err == nil {
					t.Fatalf("%s: a truncation to %d of %d bytes decodes", it.ID, n, len(v))
				}
			}
		}
	}
}

// openSchema2 opens a new store made as schema 2 made it: its edges between UUIDs keyed by their
// bytes alone ("uuid"), not by exposure first.
func openSchema2(t *testing.T) *Store {
	t.Helper()
	dir := t.TempDir()
	s, err := Open(dir, false)
	if err != nil {
		t.Fatal(err)
	}
	err = s.db.Update(func(tx *bolt.Tx) error {
		meta := tx.Bucket(bucketMeta)
		return errors.Join(meta.Put(keySchema, []byte("2")), meta.Put(keyEdgeKeys, []byte("uuid")))
	})
	if err := errors.Join(err, s.Close()); err != nil {
		t.Fatal(err)
	}
	if s, err = Open(dir, false); err != nil {
		t.Fatal(err)
	}
	s.SetClock(func() string { return fixedTime })
	t.Cleanup(func() { _ = s.Close() })
	if s.edges != edgesUUID {
		t.Fatalf("a schema-2 store reopened has edge form %d", s.edges)
	}
	return s
}

// TestEdgesBetweenUUIDsAndOtherIDs checks edges whose ends are canonical UUIDs (byte keys: by
// exposure first in a new store, by the ends alone in a store made by schema 2) mixed with edges
// to other IDs (text keys): one entry per edge, sorted as text.
func TestEdgesBetweenUUIDsAndOtherIDs(t *testing.T) {
	for _, tc := range []struct {
		name   string
		open   func(*testing.T) *Store
		keyLen int
		first  byte
	}{{"exposure", openTest, exposureKeyLen, edgeOutExposure}, {"schema2", openSchema2, 33, edgeOutUUID}} {
		t.Run(tc.name, func(t *testing.T) {
			s := tc.open(t)
			u1, u2 := "0002b273-fff8-5219-bd00-f77a2fca042a", "f7102779-e1a6-5d0d-99b4-494c6386e9ed"
			mustPut(t, s, item(u1, KindCase, "c", 3), item(u2, KindDCP, "c", 1), item("m", KindRule, "c", 0),
				item("1", KindRule, "c", 0))
			for _, e := range []Edge{{u2, u1, 0.5, 0}, {u1, u2, 0.25, 0}, {u1, "m", 0.5, 0}, {"m", u1, 0.75, 0},
				{u1, "1", 0.125, 0}, {"1", u2, 1, 0}, {u1, u1, 1, 0}, {u2, u1, 0.5, 0.25}} {
				if err := s.PutEdge(e); err != nil {
					t.Fatal(err)
				}
			}
			all, err := s.AllEdges()
			want := []Edge{{u1, u1, 1, 0}, {u1, "1", 0.125, 0}, {u1, u2, 0.25, 0}, {u1, "m", 0.5, 0}, {"1", u2, 1, 0},
				{u2, u1, 0.5, 0.25}, {"m", u1, 0.75, 0}}
			slices.SortFunc(want, func(a, b Edge) int { return strings.Compare(a.From+"\x00"+a.To, b.From+"\x00"+b.To) })
			if err != nil || !reflect.DeepEqual(all, want) {
				t.Fatalf("AllEdges = %v, %v\nwant %v", all, err, want)
			}
			got, err := s.Edges(u1)
			wantU1 := []Edge{{u1, "1", 0.125, 0}, {u1, u1, 1, 0}, {u1, u2, 0.25, 0}, {u1, "m", 0.5, 0}, {u2, u1, 0.5, 0.25}, {"m", u1, 0.75, 0}}
			slices.SortStableFunc(wantU1[:4], func(a, b Edge) int { return strings.Compare(a.To, b.To) })
			slices.SortStableFunc(wantU1[4:], func(a, b Edge) int { return strings.Compare(a.From, b.From) })
			if err != nil || !reflect.DeepEqual(got, wantU1) {
				t.Fatalf("Edges(u1) = %v, %v\nwant %v", got, err, wantU1)
			}
			if got, err := s.Edges("1"); err != nil || !reflect.DeepEqual(got, []Edge{{"1", u2, 1, 0}, {u1, "1", 0.125, 0}}) {
				t.Fatalf("Edges(1) = %v, %v", got, err)
			}
			if st, _ := s.Stats(); st.Edges != 7 {
				t.Fatalf("Stats.Edges = %d, want 7", st.Edges)
			}
			err = s.db.View(func(tx *bolt.Tx) error {
				if n := tx.Bucket(bucketEdges).Stats().KeyN; n != 14 {
					return fmt.Errorf("%d edge entries, want 14", n)
				}
				k := s.edgeKeyOf(tx, edgeOut, u2, u1)
				if len(k) != tc.keyLen || k[0] != tc.first || tx.Bucket(bucketEdges).Get(k)[0] != formatBinary {
					return fmt.Errorf("the edge u2 -> u1 is keyed %x", k)
				}
				return nil
			})
			if err != nil {
				t.Fatal(err)
			}
		})
	}
}

// TestEdgesFollowExposure: in a store whose edges are keyed by exposure first, an edit or an
// import that changes an item's exposure moves its entries, so that its edges are found, and
// reweighted, under the new one (and nothing is left under the old).
func TestEdgesFollowExposure(t *testing.T) {
	s := openTest(t)
	u1, u2, u3 := "0002b273-fff8-5219-bd00-f77a2fca042a", "f7102779-e1a6-5d0d-99b4-494c6386e9ed", "66a78d4a-a4b0-56f1-a652-70b8124ad13e"
	mustPut(t, s, item(u1, KindCase, "c", 5), item(u2, KindDCP, "c", 7), item(u3, KindDCP, "c", 9))
	err := s.PutEdges([]Edge{{u1, u2, 0.5, 0}, {u2, u1, 0.25, 0}, {u3, u1, 0.75, 0}, {u1, u1, 1, 0}})
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Edit(u1, &Item{Exposure: 40}, "renumbered"); err != nil {
		t.Fatal(err)
	}
	moved := item(u2, KindDCP, "c", 2)
	if _, err := s.Import([]*Item{moved}, "imported again"); err != nil {
		t.Fatal(err)
	}
	if err := s.PutEdges([]Edge{{u1, u2, 0.5, 0.125}, {u2, u3, 0.5, 0}}); err != nil { // a reweight and a new edge
		t.Fatal(err)
	}
	want := []Edge{{u1, u1, 1, 0}, {u1, u2, 0.5, 0.125}, {u2, u1, 0.25, 0}, {u2, u3, 0.5, 0}, {u3, u1, 0.75, 0}}
	slices.SortFunc(want, func(a, b Edge) int { return strings.Compare(a.From+"\x00"+a.To, b.From+"\x00"+b.To) })
	if all, err := s.AllEdges(); err != nil || !reflect.DeepEqual(all, want) {
		t.Fatalf("AllEdges = %v, %v\nwant %v", all, err, want)
	}
	wantU1 := []Edge{{u1, u1, 1, 0}, {u1, u2, 0.5, 0.125}, {u2, u1, 0.25, 0}, {u3, u1, 0.75, 0}}
	slices.SortStableFunc(wantU1[:2], func(a, b Edge) int { return strings.Compare(a.To, b.To) })
	slices.SortStableFunc(wantU1[2:], func(a, b Edge) int { return strings.Compare(a.From, b.From) })
	if got, err := s.Edges(u1); err != nil || !reflect.DeepEqual(got, wantU1) {
		t.Fatalf("Edges(u1) = %v, %v\nwant %v", got, err, wantU1)
	}
	err = s.db.View(func(tx *bolt.Tx) error {
		if n := tx.Bucket(bucketEdges).Stats().KeyN; n != 10 {
			return fmt.Errorf("%d edge entries, want 10", n)
		}
		c := tx.Bucket(bucketEdges).Cursor()
		for k, _ := c.First(); k != nil; k, _ = c.Next() {
			if len(k) != exposureKeyLen {
				return fmt.Errorf("edge key %x", k)
			}
			exp, ok := readExposure(tx, formatUUID(k[9:25]))
			if !ok || binary.BigEndian.Uint64(k[1:9]) != uint64(exp) {
				return fmt.Errorf("edge key %x is not under its first end's exposure %d", k, exp)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

// TestKnownBuckets: the buckets a write transaction learns are kept only when it commits (an
// item of a batch that failed is not stored, and an edge to it is refused), and a kind bucket
// known for an item that has moved since (an edit of its kind) only costs a lookup.
func TestKnownBuckets(t *testing.T) {
	s := openTest(t)
	mustPut(t, s, item("a", KindCase, "c", 0), item("b", KindDCP, "c", 0))
	err := s.Commit(Batch{Items: []*Item{item("x", KindRule, "c", 1)}, Edges: []Edge{{"x", "a", 0.5, 0}},
		Retire: []Retirement{{ID: "nope", Reason: "capacity"}}})
	if !errors.Is(err, ErrNotFound) {
		t.Fatalf("batch retiring a missing item: %v", err)
	}
	if _, ok := s.known.get("x"); ok {
		t.Error("an item of a rolled-back batch is known to be stored")
	}
	if err := s.PutEdge(Edge{"x", "a", 0.5, 0}); !errors.Is(err, ErrNotFound) {
		t.Errorf("edge to an item of a rolled-back batch: %v", err)
	}
	if err := s.Commit(Batch{Quality: []QualityChange{{ID: "a", Quality: 0.9, Reason: "r"}}}); err != nil {
		t.Fatal(err)
	}
	if c, ok := s.known.get("a"); !ok || c != kindCode(KindCase) {
		t.Fatalf("bucket of a after a recalibration: %q, %v", c, ok)
	}
	moved := item("a", KindDCP, "c", 0) // the same ID as a DCP: moved to the dcps bucket
	if err := s.PutBatch([]*Item{moved}); err != nil {
		t.Fatal(err)
	}
	s.known.learn("a", knownItem{kindCode(KindCase), 0, false}) // as if learned before the move
	s.known.commit()
	err = s.Commit(Batch{Quality: []QualityChange{{ID: "a", Quality: 0.25, Reason: "r"}},
		Retire: []Retirement{{ID: "a", Reason: "capacity"}}, Edges: []Edge{{"b", "a", 0.5, 0}}})
	if err != nil {
		t.Fatal(err)
	}
	got, err := s.Get("a")
	if err != nil || got.Kind != KindDCP || got.Quality != 0.25 || !got.Retired {
		t.Errorf("moved item after recalibration and retirement: %+v, %v", got, err)
	}
	// A recalibration or a retirement of a known item does not read it (see state.go); a lookup
	// finds it where it moved.
	err = s.update(func(tx *bolt.Tx) error {
		if v, name := s.rawItemTx(tx, "a"); v == nil || !bytes.Equal(name, bucketDCPs) {
			return fmt.Errorf("moved item found in bucket %s", name)
		}
		return nil
	})
	if err != nil {
		t.Error(err)
	}
	if c, _ := s.known.get("a"); c != kindCode(KindDCP) {
		t.Errorf("bucket of the moved item: %q, want the DCPs'", c)
	}
}

// TestBlobFraming checks that packBlob's blobs come back as given (stored raw when Snappy does not
// make them smaller), that a blob DEFLATE-compressed as schema 2 wrote it still reads, and that
// a damaged or unknown blob is an error.
func TestBlobFraming(t *testing.T) {
	doc := bytes.Repeat([]byte(`{"experience":{"evidence":{"fever":true,"rlq_pain":true}},"tests":["cbc","ct_abdomen"]}`), 20)
	noise := make([]byte, 300)
	for i := range noise {
		noise[i] = byte(i*7919 + i*i*31)
	}
	for _, raw := range [][]byte{nil, []byte("short"), doc, noise} {
		v := packBlob(raw)
		if len(raw) >= minPack && bytes.Equal(raw, doc) && (v[0] != blobSnappy || len(v) >= len(raw)) {
			t.Errorf("a compressible blob of %d bytes is framed %d in %d bytes", len(raw), v[0], len(v))
		}
		if len(v) > len(raw)+1 {
			t.Errorf("a blob of %d bytes takes %d", len(raw), len(v))
		}
		got, err := unpackBlob(v)
		if err != nil || !bytes.Equal(got, raw) {
			t.Errorf("%.20q came back as %.20q, %v", raw, got, err)
		}
	}
	var deflated bytes.Buffer
	deflated.WriteByte(blobFlate)
	w, _ := flate.NewWriter(&deflated, flate.BestSpeed)
	_, _ = w.Write(doc)
	_ = w.Close()
	if got, err := unpackBlob(deflated.Bytes()); err != nil || !bytes.Equal(got, doc) {
		t.Errorf("a DEFLATE blob came back as %.20q, %v", got, err)
	}
	snappied := packBlob(doc)
	for _, bad := range [][]byte{{}, snappied[:len(snappied)/2], {blobSnappy, 0xff, 0xff, 0xff}, {7, 1, 2}} {
		if _, err := unpackBlob(bad); err == nil {
			t.Errorf("blob %x decodes", bad)
		}
	}
}
