package memory

import (
	"cmp"
	"fmt"
	"hash/fnv"
	"maps"
	"math"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"
)

// ixItem is a valid item for index tests.
func ixItem(id, kind, category, title, text string) *Item {
	return &Item{ID: id, Kind: kind, Category: category, Department: "emergency",
		Doctor: "dr-test", Polarity: Indication, Quality: 0.5, Title: title, Text: text}
}

// ixOpen opens a store and its index in a fresh directory; both close at the end of the test.
func ixOpen(t *testing.T) (string, *Store, *Index) {
	t.Helper()
	dir := t.TempDir()
	st, err := Open(dir, false)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = st.Close() })
	x, err := OpenIndex(dir, st)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = x.Close() })
	return dir, st, x
}

// ixClinical is a small corpus: one clearly relevant item per pathology plus rules and cases.
func ixClinical() []*Item {
	return []*Item{
		ixItem("dcp-appy", KindDCP, "appendicitis", "Migrating periumbilical pain to the right lower quadrant",
			"Experience Pattern: periumbilical pain migrating to the right lower quadrant with anorexia and low fever.\n"+
				"Test Ordering Insight: order a CBC and abdominal ultrasound before CT.\n"+
				"Diagnostic Decision Insight: McBurney tenderness with leukocytosis supports appendicitis."),
		ixItem("dcp-chole", KindDCP, "cholecystitis", "Right upper quadrant pain after fatty meals",
			"Experience Pattern: right upper quadrant pain after meals, positive Murphy sign, fever.\n"+
				"Test Ordering Insight: ultrasound first; HIDA if ultrasound is equivocal.\n"+
				"Diagnostic Decision Insight: gallbladder wall thickening with pericholecystic fluid confirms cholecystitis."),
		ixItem("dcp-panc", KindDCP, "pancreatitis", "Epigastric pain radiating to the back",
			"Experience Pattern: epigastric pain radiating to the back after alcohol, vomiting.\n"+
				"Test Ordering Insight: lipase first; CT only when the diagnosis is uncertain.\n"+
				"Diagnostic Decision Insight: lipase above three times the upper limit confirms pancreatitis."),
		ixItem("dcp-div", KindDCP, "diverticulitis", "Left lower quadrant pain in the elderly",
			"Experience Pattern: left lower quadrant pain, fever, change in bowel habit in an older patient.\n"+
				"Test Ordering Insight: CT abdomen with contrast.\n"+
				"Diagnostic Decision Insight: sigmoid wall thickening with fat stranding indicates diverticulitis."),
		ixItem("rule-appy", KindRule, "appendicitis", "Do not skip imaging in atypical right lower quadrant pain",
			"Atypical right lower quadrant pain in the elderly needs CT before excluding appendicitis."),
		ixItem("case-panc", KindCase, "pancreatitis", "Alcohol-related pancreatitis",
			"Epigastric pain and vomiting after a binge; lipase 900; diagnosed pancreatitis."),
	}
}

func hitIDs(hits []Hit) []string {
	out := make([]string, len(hits))
	for i, h := range hits {
		out[i] = h.ID
	}
	return out
}

func mustSearch(t *testing.T, x *Index, q string, kinds []string, k int) []Hit {
	t.Helper()
	hits, err := x.Search(q, kinds, k)
	if err != nil {
		t.Fatalf("Search(%q): %v", q, err)
	}
	return hits
}

func mustAgree(t *testing.T, x *Index) {
	t.Helper()
	missing, extra, err := x.Check()
	if err != nil {
		t.Fatal(err)
	}
	if len(missing) > 0 || len(extra) > 0 {
		t.Fatalf("index and store disagree: missing %v, extra %v", missing, extra)
	}
}

func TestIndexSearchFindsRelevantItem(t *testing.T) {
	_, st, x := ixOpen(t)
	if err := st.PutBatch(ixClinical()); err != nil {
		t.Fatal(err)
	}
	if err := x.Apply(); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		query string
		kinds []string
		want  string // top hit
	}{
		{"pain migrating to the right lower quadrant, anorexia", []string{KindDCP}, "dcp-appy"},
		{"Murphy sign, gallbladder", nil, "dcp-chole"},
		{"epigastric pain radiating to back, lipase", []string{KindDCP}, "dcp-panc"},
		{"epigastric pain radiating to back, lipase", []string{KindCase}, "case-panc"},
		{"sigmoid fat stranding", []string{KindDCP, KindRule}, "dcp-div"},
		{"right lower quadrant elderly imaging", []string{KindRule}, "rule-appy"},
	}
	for _, tc := range tests {
		hits := mustSearch(t, x, tc.query, tc.kinds, 3)
		if len(hits) == 0 || hits[0].ID != tc.want {
			t.Errorf("Search(%q, %v) = %v, want %s first", tc.query, tc.kinds, hits, tc.want)
		}
		for _, h := range hits {
			it, err := st.Get(h.ID)
			if err != nil {
				t.Fatal(err)
			}
			if len(tc.kinds) > 0 && !slices.Contains(tc.kinds, it.Kind) {
				t.Errorf("Search(%q, %v) returned %s of kind %s", tc.query, tc.kinds, h.ID, it.Kind)
			}
		}
		for i := 1; i < len(hits); i++ {
			if hits[i].Score > hits[i-1].Score {
				t.Errorf("Search(%q): hits not by descending score: %v", tc.query, hits)
			}
		}
	}
	for _, kinds := range [][]string{{"nosuchkind"}, {kindGuideline}} {
		if hits := mustSearch(t, x, "pain", kinds, 5); len(hits) != 0 {
			t.Errorf("kinds %v: got %v, want no hits", kinds, hits)
		}
	}
	if got := hitIDs(mustSearch(t, x, "pain lipase", []string{KindCase, "nosuchkind"}, 5)); !reflect.DeepEqual(got, []string{"case-panc"}) {
		t.Errorf("kinds with an unknown kind: got %v, want [case-panc]", got)
	}
	if hits := mustSearch(t, x, "the of and", nil, 5); len(hits) != 0 {
		t.Errorf("stop words only: got %v, want no hits", hits)
	}
	if hits := mustSearch(t, x, "pain", nil, 2); len(hits) != 2 {
		t.Errorf("k=2: got %d hits", len(hits))
	}
	if hits := mustSearch(t, x, "pain", nil, 0); len(hits) != 0 {
		t.Errorf("k=0: got %v", hits)
	}
	if n, err := x.Count(); err != nil || n != 6 {
		t.Errorf("Count() = %d, %v; want 6", n, err)
	}
	mustAgree(t, x)
}

func TestIndexRetractedNeverReturned(t *testing.T) {
	dir, st, x := ixOpen(t)
	if err := st.PutBatch(ixClinical()); err != nil {
		t.Fatal(err)
	}
	if err := x.Apply(); err != nil {
		t.Fatal(err)
	}
	const q = "right lower quadrant pain appendicitis"
	if !slices.Contains(hitIDs(mustSearch(t, x, q, nil, 10)), "dcp-appy") {
		t.Fatal("dcp-appy not found before retraction")
	}
	if err := st.Retract("dcp-appy", "wrong pattern"); err != nil {
		t.Fatal(err)
	}
	if err := x.Apply(); err != nil {
		t.Fatal(err)
	}
	for _, kinds := range [][]string{nil, {KindDCP}, {KindDCP, KindRule, KindCase}} {
		if got := hitIDs(mustSearch(t, x, q, kinds, 10)); slices.Contains(got, "dcp-appy") {
			t.Errorf("retracted item returned (kinds %v): %v", kinds, got)
		}
	}
	mustAgree(t, x)

	// Restore brings it back; a retraction made while the index is closed is caught up on open.
	if err := st.Restore("dcp-appy", "checked again"); err != nil {
		t.Fatal(err)
	}
	if err := x.Apply(); err != nil {
		t.Fatal(err)
	}
	if !slices.Contains(hitIDs(mustSearch(t, x, q, nil, 10)), "dcp-appy") {
		t.Error("restored item not found")
	}
	if err := x.Close(); err != nil {
		t.Fatal(err)
	}
	if err := st.Retract("rule-appy", "superseded"); err != nil {
		t.Fatal(err)
	}
	x2, err := OpenIndex(dir, st)
	if err != nil {
		t.Fatal(err)
	}
	defer x2.Close()
	if got := hitIDs(mustSearch(t, x2, q, nil, 10)); slices.Contains(got, "rule-appy") {
		t.Errorf("item retracted while the index was closed returned: %v", got)
	}
	mustAgree(t, x2)
}

func TestIndexCatchUpAfterWritesWithoutApply(t *testing.T) {
	dir, st, x := ixOpen(t)
	items := ixClinical()
	if err := st.PutBatch(items[:3]); err != nil {
		t.Fatal(err)
	}
	if err := x.Apply(); err != nil {
		t.Fatal(err)
	}
	// Written but not applied: the index does not know them yet, and Check says so.
	if err := st.PutBatch(items[3:]); err != nil {
		t.Fatal(err)
	}
	edited := *items[0]
	edited.Title, edited.Text, edited.Hash = "Renamed pattern", "Pyloric stenosis in an infant with projectile vomiting.", ""
	if err := st.Put(&edited); err != nil {
		t.Fatal(err)
	}
	missing, _, err := x.Check()
	if err != nil {
		t.Fatal(err)
	}
	if want := []string{"case-panc", "dcp-div", "rule-appy"}; !reflect.DeepEqual(missing, want) {
		t.Errorf("Check before Apply: missing %v, want %v", missing, want)
	}
	if err := x.Close(); err != nil {
		t.Fatal(err)
	}

	x2, err := OpenIndex(dir, st)
	if err != nil {
		t.Fatal(err)
	}
	defer x2.Close()
	mustAgree(t, x2)
	if got := hitIDs(mustSearch(t, x2, "sigmoid fat stranding", nil, 1)); !reflect.DeepEqual(got, []string{"dcp-div"}) {
		t.Errorf("caught-up item not found: %v", got)
	}
	if got := hitIDs(mustSearch(t, x2, "projectile vomiting infant", nil, 1)); !reflect.DeepEqual(got, []string{"dcp-appy"}) {
		t.Errorf("edited item not re-indexed: %v", got)
	}
	if got := mustSearch(t, x2, "McBurney", nil, 5); len(got) != 0 {
		t.Errorf("old text of an edited item still matches: %v", got)
	}
}

func TestIndexRebuildEqualsIncremental(t *testing.T) {
	dir, st, x := ixOpen(t)
	g := newTextGen(3)
	// Many small applies, with edits and retractions along the way.
	for i := range 40 {
		batch := make([]*Item, 0, 5)
		for j := range 5 {
			n := i*5 + j
			batch = append(batch, g.dcp(n, dcpCategories[n%len(dcpCategories)]))
		}
		if err := st.PutBatch(batch); err != nil {
			t.Fatal(err)
		}
		if i%7 == 3 {
			if err := st.Retract(batch[1].ID, "test"); err != nil {
				t.Fatal(err)
			}
		}
		if err := x.Apply(); err != nil {
			t.Fatal(err)
		}
	}
	queries := make([]string, 30)
	for i := range queries {
		queries[i] = g.query()
	}
	search := func(x *Index) [][]Hit {
		out := make([][]Hit, len(queries))
		for i, q := range queries {
			out[i] = mustSearch(t, x, q, []string{KindDCP}, 10)
		}
		return out
	}
	incremental := search(x)
	count, err := x.Count()
	if err != nil {
		t.Fatal(err)
	}
	if err := x.Rebuild(); err != nil {
		t.Fatal(err)
	}
	mustAgree(t, x)
	if n, err := x.Count(); err != nil || n != count || n != 200 {
		t.Errorf("Count after Rebuild = %d, %v; before %d, want 200", n, err, count)
	}
	rebuilt := search(x)
	for i := range queries {
		if !reflect.DeepEqual(incremental[i], rebuilt[i]) { // same ids, same order, same scores
			t.Errorf("query %q: incremental %v, rebuilt %v", queries[i], incremental[i], rebuilt[i])
		}
	}
	// A second directory built in one go from the same store gives the same answers too.
	if err := x.Close(); err != nil {
		t.Fatal(err)
	}
	if err := os.RemoveAll(filepath.Join(dir, IndexDir)); err != nil {
		t.Fatal(err)
	}
	x2, err := OpenIndex(dir, st)
	if err != nil {
		t.Fatal(err)
	}
	defer x2.Close()
	again := search(x2)
	for i := range queries {
		if !reflect.DeepEqual(rebuilt[i], again[i]) {
			t.Errorf("query %q: rebuilt %v, reopened %v", queries[i], rebuilt[i], again[i])
		}
	}
}

func TestIndexGuidelines(t *testing.T) {
	dir, st, x := ixOpen(t)
	if err := st.PutBatch(ixClinical()); err != nil {
		t.Fatal(err)
	}
	if err := x.Apply(); err != nil {
		t.Fatal(err)
	}
	guides := map[string]string{
		"wses-appendicitis":    "Suspected appendicitis: use the Alvarado or AIR score; ultrasound first in the young and pregnant; CT when equivocal.",
		"tokyo-cholecystitis":  "Tokyo guidelines: Murphy sign, right upper quadrant mass or pain, fever, leukocytosis and gallbladder findings on ultrasound.",
		"atlanta-pancreatitis": "Revised Atlanta: two of epigastric pain, lipase above three times normal, imaging findings.",
	}
	if err := x.AddGuidelines(guides); err != nil {
		t.Fatal(err)
	}
	check := func(x *Index) {
		t.Helper()
		hits, err := x.SearchGuidelines("Murphy sign gallbladder ultrasound", 2)
		if err != nil {
			t.Fatal(err)
		}
		if len(hits) == 0 || hits[0].ID != "tokyo-cholecystitis" {
			t.Errorf("SearchGuidelines = %v, want tokyo-cholecystitis first", hits)
		}
		for _, h := range hits {
			if _, ok := guides[h.ID]; !ok {
				t.Errorf("SearchGuidelines returned a non-guideline %q", h.ID)
			}
		}
		for _, h := range mustSearch(t, x, "Murphy sign gallbladder ultrasound lipase", nil, 20) {
			if _, err := st.Get(h.ID); err != nil {
				t.Errorf("Search returned a guideline or unknown id %q", h.ID)
			}
		}
		if n, err := x.Count(); err != nil || n != 6 {
			t.Errorf("Count() = %d, %v; want 6 (guidelines not counted)", n, err)
		}
		mustAgree(t, x)
	}
	check(x)
	// Replacing one text changes what matches.
	if err := x.AddGuidelines(map[string]string{"atlanta-pancreatitis": "Revised Atlanta classification: hypertriglyceridemia."}); err != nil {
		t.Fatal(err)
	}
	if hits, _ := x.SearchGuidelines("hypertriglyceridemia", 5); !reflect.DeepEqual(hitIDs(hits), []string{"atlanta-pancreatitis"}) {
		t.Errorf("replaced guideline: %v", hits)
	}
	guides["atlanta-pancreatitis"] = "Revised Atlanta classification: hypertriglyceridemia."
	// Guidelines survive a Rebuild and a reopen.
	if err := x.Rebuild(); err != nil {
		t.Fatal(err)
	}
	check(x)
	if err := x.Close(); err != nil {
		t.Fatal(err)
	}
	x2, err := OpenIndex(dir, st)
	if err != nil {
		t.Fatal(err)
	}
	defer x2.Close()
	check(x2)
	// Guideline scores do not depend on the experience the index holds: a practice loop that
	// writes in the background need not wait for its write before a guideline search.
	before, err := x2.SearchGuidelines("Murphy sign gallbladder ultrasound fever", 3)
	if err != nil {
		t.Fatal(err)
	}
	more := ixClinical()
	for i, it := range more {
		it.ID, it.Department = fmt.Sprintf("more-%02d", i), []string{"emergency", "surgery"}[i%2]
	}
	if err := st.PutBatch(more); err != nil {
		t.Fatal(err)
	}
	if err := x2.Apply(); err != nil {
		t.Fatal(err)
	}
	if after, err := x2.SearchGuidelines("Murphy sign gallbladder ultrasound fever", 3); err != nil || !reflect.DeepEqual(after, before) {
		t.Errorf("guideline hits changed with the items: %v, then %v (%v)", before, after, err)
	}
	if err := x2.AddGuidelines(map[string]string{"": "no key"}); err == nil {
		t.Error("AddGuidelines accepted an empty key")
	}
}

func TestIndexHitOrderIsDeterministic(t *testing.T) {
	build := func() *Index {
		_, st, x := ixOpen(t)
		// Identical texts score the same: the order must be by id, whatever the insert order.
		var items []*Item
		for _, id := range []string{"m", "c", "x", "a", "q", "b", "z", "k"} {
			items = append(items, ixItem("same-"+id, KindDCP, "appendicitis", "fever", "right lower quadrant pain"))
		}
		for i := range 30 {
			items = append(items, ixItem(fmt.Sprintf("other-%02d", i), KindCase, "gastritis", "burning",
				fmt.Sprintf("epigastric burning %d pain", i)))
		}
		for i, it := range items {
			if err := st.Put(it); err != nil {
				t.Fatal(err)
			}
			if i%5 == 0 {
				if err := x.Apply(); err != nil {
					t.Fatal(err)
				}
			}
		}
		if err := x.Apply(); err != nil {
			t.Fatal(err)
		}
		return x
	}
	a, b := build(), build()
	for _, k := range []int{3, 8, 20} {
		ha := mustSearch(t, a, "right lower quadrant pain fever", nil, k)
		hb := mustSearch(t, b, "right lower quadrant pain fever", nil, k)
		if !reflect.DeepEqual(ha, hb) {
			t.Errorf("k=%d: two identical builds differ:\n%v\n%v", k, ha, hb)
		}
		want := []string{"same-a", "same-b", "same-c", "same-k", "same-m", "same-q", "same-x", "same-z"}
		if got := hitIDs(ha); !reflect.DeepEqual(got[:min(k, 8)], want[:min(k, 8)]) {
			t.Errorf("k=%d: tied hits %v, want by id %v", k, got, want)
		}
	}
	// More ties than the look-ahead window: 30 equal "other" items, cut at 5.
	got := hitIDs(mustSearch(t, a, "burning", []string{KindCase}, 5))
	if want := []string{"other-00", "other-01", "other-02", "other-03", "other-04"}; !reflect.DeepEqual(got, want) {
		t.Errorf("large tie: %v, want %v", got, want)
	}
}

func TestIndexRebuildsUnreadableIndex(t *testing.T) {
	dir, st, x := ixOpen(t)
	if err := st.PutBatch(ixClinical()); err != nil {
		t.Fatal(err)
	}
	if err := x.Apply(); err != nil {
		t.Fatal(err)
	}
	if err := x.Close(); err != nil {
		t.Fatal(err)
	}
	for _, damage := range []func(p string) error{
		func(p string) error {
			return os.WriteFile(filepath.Join(p, "index_meta.json"), []byte("{garbage"), 0o644)
		},
		func(p string) error {
			return os.WriteFile(filepath.Join(p, "store", "root.bolt"), []byte("not a bolt file"), 0o644)
		},
		os.RemoveAll,
		func(p string) error {
			if err := os.RemoveAll(p); err != nil {
				return err
			}
			return os.WriteFile(p, []byte("a file, not a directory"), 0o644)
		},
	} {
		p := filepath.Join(dir, IndexDir)
		if err := damage(p); err != nil {
			t.Fatal(err)
		}
		x2, err := OpenIndex(dir, st)
		if err != nil {
			t.Fatalf("OpenIndex on a damaged index: %v", err)
		}
		mustAgree(t, x2)
		if got := hitIDs(mustSearch(t, x2, "sigmoid fat stranding", nil, 1)); !reflect.DeepEqual(got, []string{"dcp-div"}) {
			t.Errorf("rebuilt index: %v", got)
		}
		if err := x2.Close(); err != nil {
			t.Fatal(err)
		}
	}
}

func TestIndexSearchDuringApply(t *testing.T) {
	_, st, x := ixOpen(t)
	g := newTextGen(5)
	done := make(chan error, 1)
	go func() {
		for i := range 30 {
			if err := st.Put(g.dcp(i, "appendicitis")); err != nil {
				done <- err
				return
			}
			if err := x.Apply(); err != nil {
				done <- err
				return
			}
		}
		done <- nil
	}()
	for {
		if _, err := x.Search("appendicitis right lower quadrant pain", nil, 5); err != nil {
			t.Fatal(err)
		}
		select {
		case err := <-done:
			if err != nil {
				t.Fatal(err)
			}
			mustAgree(t, x)
			return
		default:
		}
	}
}

// exactCorpus fills a store with n generated items, a mix of kinds, applied in several batches
// (so the index has several segments), with some items edited (their old postings deleted)
// and some retracted.
func exactCorpus(t *testing.T, n int, depts ...string) (*Store, *Index) {
	t.Helper()
	_, st, x := ixOpen(t)
	g := newTextGen(uint64(n))
	var all []*Item
	for i := range n {
		it := g.dcp(i, dcpCategories[i%len(dcpCategories)])
		if len(depts) > 0 {
			it.Department = depts[(i/3)%len(depts)]
		}
		switch {
		case i%7 == 0:
			it.Kind, it.ID = KindCase, fmt.Sprintf("case-%05d", i)
		case i%11 == 0:
			it.Kind, it.ID, it.Polarity = KindRule, fmt.Sprintf("rule-%05d", i), Contraindication
		}
		all = append(all, it)
	}
	for i := 0; i < n; i += 300 {
		if err := st.PutBatch(all[i:min(i+300, n)]); err != nil {
			t.Fatal(err)
		}
		if err := x.Apply(); err != nil {
			t.Fatal(err)
		}
	}
	for i := 0; i < n; i += 17 {
		edited := *all[i]
		edited.Text, edited.Hash = g.dcp(n+i, "gastritis").Text, ""
		if err := st.Put(&edited); err != nil {
			t.Fatal(err)
		}
	}
	for i := 5; i < n; i += 13 {
		if err := st.Retract(all[i].ID, "test"); err != nil {
			t.Fatal(err)
		}
	}
	if err := x.Apply(); err != nil {
		t.Fatal(err)
	}
	return st, x
}

// bm25Ref scores items from scratch, by the formula and the word pruning rule that Search
// documents: the analysed store, with its document frequencies and field lengths.
type bm25Ref struct {
	x     *Index
	docs  []*refDoc
	df    [2]map[string]int // per field (title, text): documents holding the word
	total [2]int            // per field: tokens
}

type refDoc struct {
	it  *Item
	tf  [2]map[string]int
	len [2]int
}

func newBM25Ref(t *testing.T, st *Store, x *Index, dept string) *bm25Ref {
	t.Helper()
	ref := &bm25Ref{x: x, df: [2]map[string]int{{}, {}}}
	err := st.ForEach(func(it *Item) error {
		if dept != "" && it.Department != dept {
			return nil
		}
		d := &refDoc{it: it}
		for f, s := range []string{it.Title, searchedText(it.Text)} {
			d.tf[f] = map[string]int{}
			for _, tok := range x.analyzer.Analyze([]byte(s)) {
				d.tf[f][string(tok.Term)]++
				d.len[f]++
			}
			ref.total[f] += d.len[f]
			for term := range d.tf[f] {
				ref.df[f][term]++
			}
		}
		ref.docs = append(ref.docs, d)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return ref
}

// top returns the top k live items of the kinds for q, ties by id.
func (ref *bm25Ref) top(q string, kinds []string, k int) []Hit {
	n := float64(len(ref.docs))
	count := map[string]float64{}
	for _, tok := range ref.x.analyzer.Analyze([]byte(q)) {
		count[string(tok.Term)]++
	}
	// Drop the words in more than half of the documents (and more than 1,000), but keep the
	// two rarest words that occur.
	most := func(w string) int { return max(ref.df[0][w], ref.df[1][w]) }
	words := slices.SortedFunc(maps.Keys(count), func(a, b string) int {
		return cmp.Or(cmp.Compare(most(a), most(b)), strings.Compare(a, b))
	})
	limit := max(len(ref.docs)/2, 1000)
	keep := map[string]bool{}
	occurring := 0
	for _, w := range words {
		if most(w) <= limit {
			keep[w] = true
			if most(w) > 0 {
				occurring++
			}
		}
	}
	for _, w := range words {
		if occurring < 2 && !keep[w] {
			keep[w] = true
			occurring++
		}
	}
	type list struct {
		word  string
		field int
		w     float64
	}
	var lists []list
	for _, w := range slices.Sorted(maps.Keys(keep)) {
		for f := range 2 {
			if d := float64(ref.df[f][w]); d > 0 {
				lists = append(lists, list{w, f, count[w] * math.Log(1+(n-d+0.5)/(d+0.5)) * 2.2})
			}
		}
	}
	slices.SortStableFunc(lists, func(a, b list) int { return cmp.Compare(b.w, a.w) })
	var hits []Hit
	for _, d := range ref.docs {
		if d.it.Retracted || (len(kinds) > 0 && !slices.Contains(kinds, d.it.Kind)) {
			continue
		}
		score := 0.0
		for _, l := range lists {
			if tf := float64(d.tf[l.field][l.word]); tf > 0 {
				avg := float64(ref.total[l.field]) / n
				norm := float64(float32(1 / math.Sqrt(float64(d.len[l.field])))) // as Bleve stores it
				score += l.w * tf / (tf + 1.2*0.25 + 1.2*0.75/avg/(norm*norm))
			}
		}
		if score > 0 {
			hits = append(hits, Hit{d.it.ID, score})
		}
	}
	slices.SortFunc(hits, func(a, b Hit) int {
		return cmp.Or(cmp.Compare(b.Score, a.Score), strings.Compare(a.ID, b.ID))
	})
	return hits[:min(k, len(hits))]
}

// TestIndexSearchIsExactBM25 checks Search against scoring every item from scratch: the same
// hits in the same order with the same scores (to rounding), for a memory small enough to be
// searched with every word and one large enough for common words to be dropped.
func TestIndexSearchIsExactBM25(t *testing.T) {
	for _, n := range []int{400, 2600} {
		t.Run(fmt.Sprintf("items=%d", n), func(t *testing.T) {
			st, x := exactCorpus(t, n)
			mustAgree(t, x)
			ref := newBM25Ref(t, st, x, "")
			g := newTextGen(99)
			for i := range 60 {
				q := g.query()
				if i%2 == 1 {
					q = g.uniformQuery()
				}
				for _, kinds := range [][]string{nil, {KindDCP}, {KindCase, KindRule}} {
					for _, k := range []int{1, 10, 40} {
						got := mustSearch(t, x, q, kinds, k)
						want := ref.top(q, kinds, k)
						if !reflect.DeepEqual(hitIDs(got), hitIDs(want)) {
							t.Fatalf("Search(%q, %v, %d):\n got %v\nwant %v", q, kinds, k, got, want)
						}
						for j := range got {
							if math.Abs(got[j].Score-want[j].Score) > 1e-9*want[j].Score {
								t.Fatalf("Search(%q, %v, %d): hit %d scores %v, want %v", q, kinds, k, j, got[j].Score, want[j].Score)
							}
						}
					}
				}
			}
		})
	}
}

// TestIndexSearchInDepartment checks that each department's memory is searched as if it had an
// index of its own: SearchIn returns exactly what scoring that department's items alone gives
// (its own document frequencies and lengths), never another department's item, and Search over
// every department is the merge of the departments' lists by score.
func TestIndexSearchInDepartment(t *testing.T) {
	depts := []string{"emergency", "general_surgery", "urology"}
	st, x := exactCorpus(t, 1500, depts...)
	mustAgree(t, x)
	refs := map[string]*bm25Ref{}
	for _, d := range depts {
		refs[d] = newBM25Ref(t, st, x, d)
	}
	g := newTextGen(7)
	for i := range 30 {
		q := g.query()
		if i%2 == 1 {
			q = g.uniformQuery()
		}
		var merged []Hit
		for _, d := range depts {
			got, err := x.SearchIn(d, q, nil, 10)
			if err != nil {
				t.Fatal(err)
			}
			want := refs[d].top(q, nil, 10)
			if !reflect.DeepEqual(hitIDs(got), hitIDs(want)) {
				t.Fatalf("SearchIn(%s, %q):\n got %v\nwant %v", d, q, got, want)
			}
			for j := range got {
				if math.Abs(got[j].Score-want[j].Score) > 1e-9*want[j].Score {
					t.Fatalf("SearchIn(%s, %q): hit %d scores %v, want %v", d, q, j, got[j].Score, want[j].Score)
				}
				if it, err := st.Get(got[j].ID); err != nil || it.Department != d {
					t.Fatalf("SearchIn(%s, %q): hit %s is not the department's (%v)", d, q, got[j].ID, err)
				}
			}
			merged = append(merged, got...)
		}
		slices.SortFunc(merged, func(a, b Hit) int { return cmp.Or(cmp.Compare(b.Score, a.Score), strings.Compare(a.ID, b.ID)) })
		if all := mustSearch(t, x, q, nil, 10); !reflect.DeepEqual(all, merged[:min(10, len(merged))]) {
			t.Fatalf("Search(%q) = %v, want the merge %v", q, all, merged[:min(10, len(merged))])
		}
	}
	if hits, err := x.SearchIn("dermatology", "appendicitis fever", nil, 10); err != nil || len(hits) != 0 {
		t.Fatalf("a department without items: %v, %v", hits, err)
	}
	// A pinned index scores from posting lists it reads once and keeps: the same hits and
	// scores, to the bit, asked once or many times.
	type ask struct {
		d, q  string
		kinds []string
		k     int
	}
	var asks []ask
	var want [][]Hit
	for i := range 20 {
		q := g.query()
		if i%2 == 1 {
			q = g.uniformQuery()
		}
		for _, kinds := range [][]string{nil, {KindDCP}} {
			for _, k := range []int{1, 10, 40} {
				a := ask{depts[i%len(depts)], q, kinds, k}
				h, err := x.SearchIn(a.d, a.q, a.kinds, a.k)
				if err != nil {
					t.Fatal(err)
				}
				asks, want = append(asks, a), append(want, h)
			}
		}
	}
	if err := x.Pin(); err != nil {
		t.Fatal(err)
	}
	defer x.Unpin()
	for round := range 2 {
		for i, a := range asks {
			got, err := x.SearchIn(a.d, a.q, a.kinds, a.k)
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(got, want[i]) {
				t.Fatalf("pinned (round %d) SearchIn(%s, %q, %v, %d):\n got %v\nwant %v", round, a.d, a.q, a.kinds, a.k, got, want[i])
			}
		}
	}
}

// TestIndexSearchDropsCommonWords checks the word pruning: in a memory of 2,200 items where
// "pain" is in every item and "fever" in most, they are dropped from a query that has a rare
// word (keeping the rarer of them as the second word), the items with the rare word come
// first, and a query made only of common words still returns hits.
func TestIndexSearchDropsCommonWords(t *testing.T) {
	_, st, x := ixOpen(t)
	var items []*Item
	for i := range 2200 {
		text := "abdominal pain"
		if i%5 != 0 {
			text += " with fever"
		}
		if i%400 == 7 {
			text += " and an appendicolith on CT"
		}
		if i%3 == 0 {
			text += fmt.Sprintf(", nausea for %d hours", i%48)
		}
		items = append(items, ixItem(fmt.Sprintf("dcp-%04d", i), KindDCP, "appendicitis", "Right lower quadrant", text))
	}
	if err := st.PutBatch(items); err != nil {
		t.Fatal(err)
	}
	if err := x.Apply(); err != nil {
		t.Fatal(err)
	}
	rare := hitIDs(mustSearch(t, x, "appendicolith", nil, 10))
	if want := []string{"dcp-0007", "dcp-0407", "dcp-0807", "dcp-1207", "dcp-1607", "dcp-2007"}; !reflect.DeepEqual(slices.Sorted(slices.Values(rare)), want) {
		t.Fatalf("appendicolith: %v, want %v", rare, want)
	}
	// pain (2,200 items) and fever (1,760) are both above half; fever is kept as the second
	// word, pain is dropped: the query scores as "fever appendicolith".
	got := mustSearch(t, x, "pain fever appendicolith", nil, 10)
	if want := mustSearch(t, x, "fever appendicolith", nil, 10); !reflect.DeepEqual(got, want) {
		t.Errorf("pain not dropped:\n got %v\nwant %v", got, want)
	}
	if first := hitIDs(got[:6]); !reflect.DeepEqual(slices.Sorted(slices.Values(first)), slices.Sorted(slices.Values(rare))) {
		t.Errorf("items with the rare word are not first: %v", hitIDs(got))
	}
	// Only common words: the two rarest are kept, and there are hits.
	for _, q := range []string{"pain", "pain fever", "abdominal pain fever"} {
		if hits := mustSearch(t, x, q, nil, 10); len(hits) != 10 {
			t.Errorf("Search(%q) = %d hits, want 10", q, len(hits))
		}
	}
	// abdominal and pain are in every item, fever in fewer: the two rarest are fever and (ties
	// broken by the word) abdominal.
	if got, want := mustSearch(t, x, "abdominal pain fever", nil, 10), mustSearch(t, x, "abdominal fever", nil, 10); !reflect.DeepEqual(got, want) {
		t.Errorf("abdominal pain fever:\n got %v\nwant %v", got, want)
	}
}

// TestIndexSkipsUnchangedDocuments checks that a store change that leaves an item's indexed
// fields as they were (a new quality) is not indexed again, while a change of its text is: a
// re-indexed copy would leave a deleted document behind that every search masks out.
func TestIndexSkipsUnchangedDocuments(t *testing.T) {
	_, st, x := ixOpen(t)
	if err := st.PutBatch(ixClinical()); err != nil {
		t.Fatal(err)
	}
	if err := x.Apply(); err != nil {
		t.Fatal(err)
	}
	updates := func() uint64 {
		t.Helper()
		m, _ := x.idx.StatsMap()["index"].(map[string]any)
		n, ok := m["TotUpdates"].(uint64)
		if !ok {
			t.Fatalf("no TotUpdates in the index stats: %v", m)
		}
		return n
	}
	before, hits := updates(), mustSearch(t, x, "right lower quadrant pain fever", nil, 10)
	it, err := st.Get(hits[0].ID)
	if err != nil {
		t.Fatal(err)
	}
	it.Quality, it.Hash = 0.9, ""
	if err := st.Put(it); err != nil {
		t.Fatal(err)
	}
	if err := x.Apply(); err != nil {
		t.Fatal(err)
	}
	if n := updates(); n != before {
		t.Errorf("a quality change re-indexed %d documents", n-before)
	}
	if again := mustSearch(t, x, "right lower quadrant pain fever", nil, 10); !reflect.DeepEqual(again, hits) {
		t.Errorf("hits changed: %v, then %v", hits, again)
	}
	mustAgree(t, x)
	it.Text, it.Hash = it.Text+" with an appendicolith", ""
	if err := st.Put(it); err != nil {
		t.Fatal(err)
	}
	if err := x.Apply(); err != nil {
		t.Fatal(err)
	}
	if n := updates(); n != before+1 {
		t.Errorf("a text change re-indexed %d documents, want 1", n-before)
	}
	if got := hitIDs(mustSearch(t, x, "appendicolith", nil, 10)); !reflect.DeepEqual(got, []string{it.ID}) {
		t.Errorf("appendicolith: %v, want %s", got, it.ID)
	}
	mustAgree(t, x)
}

// TestIndexDoesNotSearchDenials: the lines of an item that say what the episode denied or ordered
// ("Negative:", "Workup:", "Test Ordering Insight:") are kept in the store but not searched, so a
// patient's finding does not find the cases that lacked it; the other lines are searched.
func TestIndexDoesNotSearchDenials(t *testing.T) {
	_, st, x := ixOpen(t)
	if err := st.PutBatch(ixClinical()); err != nil {
		t.Fatal(err)
	}
	if err := x.Apply(); err != nil {
		t.Fatal(err)
	}
	it, err := st.Get(hitIDs(mustSearch(t, x, "right lower quadrant pain fever", nil, 1))[0])
	if err != nil {
		t.Fatal(err)
	}
	it.Text = "Findings: fever, splenomegaly.\nNegative: xanthelasma, crackles.\nWorkup: Laboratory Tests: Reticulocyte Count.\nDiagnosis: Mononucleosis."
	it.Hash = ""
	if err := st.Put(it); err != nil {
		t.Fatal(err)
	}
	if err := x.Apply(); err != nil {
		t.Fatal(err)
	}
	if got := hitIDs(mustSearch(t, x, "splenomegaly", nil, 10)); !reflect.DeepEqual(got, []string{it.ID}) {
		t.Errorf("splenomegaly (a finding): %v, want %s", got, it.ID)
	}
	for _, q := range []string{"xanthelasma", "reticulocyte"} {
		if got := hitIDs(mustSearch(t, x, q, nil, 10)); len(got) != 0 {
			t.Errorf("%s (denied or ordered only): found %v", q, got)
		}
	}
	if back, err := st.Get(it.ID); err != nil || back.Text != it.Text {
		t.Errorf("the store keeps the whole text: %v %q", err, back.Text)
	}
	mustAgree(t, x)
}

// TestIndexFromNotesEqualsRebuild: an index kept up to date from the items the store noted in
// its batches (new items, one retired in the batch that adds it, older ones retired, edits made
// outside a batch read back) and from the lenses it remembers, then reopened (lenses read back
// from the index) and kept up to date again, holds the documents and statistics of an index
// rebuilt from the store, and answers the same.
func TestIndexFromNotesEqualsRebuild(t *testing.T) {
	dir, st, x := ixOpen(t)
	g := newTextGen(5)
	var all []*Item
	batch := func(x *Index, i int) {
		t.Helper()
		var b Batch
		for range 6 {
			n := len(all)
			it := g.dcp(n, dcpCategories[n%len(dcpCategories)])
			if n%4 == 1 {
				it.Department = "surgery"
			}
			b.Items = append(b.Items, it)
			all = append(all, it)
		}
		b.Retire = []Retirement{{ID: b.Items[5].ID, Reason: "capacity"}} // retired at once
		if i >= 2 {
			b.Retire = append(b.Retire, Retirement{ID: all[len(all)-12].ID, Reason: "capacity"})
		}
		if err := st.Commit(b); err != nil {
			t.Fatal(err)
		}
		last, err := st.Seq()
		if err != nil {
			t.Fatal(err)
		}
		if it, ok := st.writtenItem(b.Retire[len(b.Retire)-1].ID, last); !ok || !it.Retired {
			t.Fatalf("batch %d: the last retirement is not noted as one: %+v, %v", i, it, ok)
		}
		if it, ok := st.writtenItem(b.Items[0].ID, last); ok {
			t.Fatalf("batch %d: an item noted for another change: %+v", i, it)
		}
		if i%3 == 1 {
			if err := st.Retract(b.Items[1].ID, "test"); err != nil { // no note: read back
				t.Fatal(err)
			}
		}
		if err := x.Apply(); err != nil {
			t.Fatal(err)
		}
	}
	for i := range 10 {
		batch(x, i)
	}
	if err := x.Close(); err != nil {
		t.Fatal(err)
	}
	x, err := OpenIndex(dir, st) // an index this process did not build: lenses read back
	if err != nil {
		t.Fatal(err)
	}
	defer x.Close()
	if x.lensAll {
		t.Fatal("a reopened index claims to know every document's lens")
	}
	for i := 10; i < 20; i++ {
		batch(x, i)
	}
	mustAgree(t, x)
	queries := make([]string, 20)
	for i := range queries {
		queries[i] = g.query()
	}
	search := func() [][]Hit {
		out := make([][]Hit, len(queries))
		for i, q := range queries {
			out[i] = mustSearch(t, x, q, []string{KindDCP}, 10)
		}
		return out
	}
	state, incremental := x.state, search()
	if err := x.Rebuild(); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(state.scopes, x.state.scopes) || state.seq != x.state.seq {
		t.Errorf("statistics: incremental %+v, rebuilt %+v", state, x.state)
	}
	if rebuilt := search(); !reflect.DeepEqual(incremental, rebuilt) {
		t.Errorf("incremental %v, rebuilt %v", incremental, rebuilt)
	}
}

// TestMemoStemsAnalyseAlike: the index's English analyzer, whose stemmer remembers its stems,
// gives the tokens of Bleve's own, for texts seen for the first time and again.
func TestMemoStemsAnalyseAlike(t *testing.T) {
	plain := indexMapping().AnalyzerNamed("en")
	memo := withMemoStems(plain)
	if memo == plain {
		t.Fatal("the English analyzer has no Porter stemmer to wrap")
	}
	g := newTextGen(9)
	texts := []string{"", "Patient's pains; RUNNING runs ran — Ärzte’s naïve café 12.5 mg/dL, x-ray's", "the a an of"}
	for range 200 {
		texts = append(texts, g.words(30))
	}
	for round := range 2 {
		for _, s := range texts {
			want, got := plain.Analyze([]byte(s)), memo.Analyze([]byte(s))
			if !reflect.DeepEqual(want, got) {
				t.Fatalf("round %d, %q: memo %v, plain %v", round, s, got, want)
			}
		}
	}
}

// The lens fingerprint is stored in the index: it must stay hash/fnv's FNV-1a of the fields,
// each followed by a zero byte.
func TestFingerprintIsFNV1a(t *testing.T) {
	for _, fields := range [][]string{nil, {""}, {"a"}, {"Title", "Text\nwith ünïcode", "case", "sepsis", "emergency", "indication", "false"}} {
		h := fnv.New64a()
		for _, f := range fields {
			h.Write([]byte(f))
			h.Write([]byte{0})
		}
		if got, want := fingerprint(fields...), h.Sum64(); got != want {
			t.Errorf("fingerprint(%q) = %x, want %x", fields, got, want)
		}
	}
}
