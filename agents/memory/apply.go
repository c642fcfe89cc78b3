package memory

import (
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"os"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/blevesearch/bleve/v2"
	"github.com/blevesearch/bleve/v2/analysis"
	"github.com/blevesearch/bleve/v2/document"
	index "github.com/blevesearch/bleve_index_api"
)

// applyBatch is how many distinct items go into one Bleve batch. Measured with scorch on 100,000
// documents: batches of 100 leave many small segments (slower searches until merges catch up),
// batches of 10,000 cost much more heap; 1,000 indexes as fast as either.
const applyBatch = 1000

// indexState is what the index records about itself, atomically with each batch.
//
// Every department's items are indexed in fields of their own (see scopeOf), so that a search of
// one department's memory reads only that department's posting lists and scores with that
// department's statistics, as if each department had its own index. The guidelines are a scope
// of their own too (the plain title and text fields).
//
// The statistics make BM25 deterministic. Left alone, Bleve derives the average field length
// from the sum of the distinct-term counts of each segment, which changes with background
// merges: the same documents then score differently from run to run (and after a rebuild).
// Instead every search uses the true document count and average length of its scope (total
// analysed tokens / documents), kept exact here as documents come and go: Search scores with
// them, SearchGuidelines passes them to Bleve. That is also textbook BM25.
type indexState struct {
	seq    uint64                // last store change applied
	scopes map[string]scopeStats // by scope (field suffix); never changed in place once published
}

// scopeStats are the documents of one scope and their analysed tokens per text field.
type scopeStats struct {
	Docs  uint64 `json:"docs"`
	Title uint64 `json:"title"`
	Text  uint64 `json:"text"`
}

// stateVersion marks the state layout. An index with another layout (or none) is rebuilt from
// the store when opened.
const stateVersion = 3

type stateJSON struct {
	Version int                   `json:"version"`
	Seq     uint64                `json:"seq"`
	Scopes  map[string]scopeStats `json:"scopes"`
}

func (s indexState) bytes() []byte {
	b, _ := json.Marshal(stateJSON{stateVersion, s.seq, s.scopes}) // map keys sorted: deterministic
	return b
}

func parseState(b []byte) (indexState, bool) {
	var j stateJSON
	if err := json.Unmarshal(b, &j); err != nil || j.Version != stateVersion {
		return indexState{}, false
	}
	if j.Scopes == nil {
		j.Scopes = map[string]scopeStats{}
	}
	return indexState{j.Seq, j.Scopes}, true
}

// clone returns a copy of s whose statistics can be changed without touching s (which a pinned
// search may still be reading).
func (s indexState) clone() indexState {
	c := indexState{seq: s.seq, scopes: make(map[string]scopeStats, len(s.scopes)+1)}
	maps.Copy(c.scopes, s.scopes)
	return c
}

// scopeOf is the scope of a department's items: the suffix of their text fields' names.
// Guidelines have the empty scope (fields "title" and "text").
func scopeOf(dept string) string { return "@" + dept }

// lens is what the index stores about a document: its scope, its analysed token counts and a
// fingerprint of everything indexed (text, title and keyword fields), so that a store change
// that leaves the indexed fields as they were (a quality recalibration, most changes) is not
// indexed again. Re-indexing an unchanged document would only leave a deleted copy behind in
// its segment, which every later search has to mask out until a merge drops it.
type lens struct {
	title, text uint64
	fp          uint64
	scope       string
}

// String is the stored form: "TITLE TEXT FINGERPRINT" then the scope ("12 40 9a0c…@emergency";
// guidelines have no scope).
func (l lens) String() string {
	return fmt.Sprintf("%d %d %x%s", l.title, l.text, l.fp, l.scope)
}

func parseLens(s string) (lens, bool) {
	head, scope := s, ""
	if i := strings.IndexByte(s, '@'); i >= 0 {
		head, scope = s[:i], s[i:]
	}
	f := strings.Fields(head)
	if len(f) != 3 {
		return lens{}, false
	}
	t, err1 := strconv.ParseUint(f[0], 10, 64)
	x, err2 := strconv.ParseUint(f[1], 10, 64)
	fp, err3 := strconv.ParseUint(f[2], 16, 64)
	return lens{t, x, fp, scope}, err1 == nil && err2 == nil && err3 == nil
}

// fingerprint is an FNV-1a hash of a document's indexed fields, each ended by a zero byte.
func fingerprint(fields ...string) uint64 {
	// FNV-1a (hash/fnv's New64a) over the strings themselves: h.Write([]byte(f)) copied each.
	h := uint64(fnvOffset64)
	for _, f := range fields {
		for i := 0; i < len(f); i++ {
			h = (h ^ uint64(f[i])) * fnvPrime64
		}
		h *= fnvPrime64 // the NUL after each field: h ^ 0 is h
	}
	return h
}

// The FNV-1a 64-bit parameters (as in hash/fnv).
const (
	fnvOffset64 = 14695981039346656037
	fnvPrime64  = 1099511628211
)

// add adds the document l (sign +1) to s's statistics or removes it (sign -1). s must be a clone.
func (s indexState) add(l lens, sign int) {
	st := s.scopes[l.scope]
	if sign > 0 {
		st.Docs++
		st.Title += l.title
		st.Text += l.text
	} else {
		st.Docs--
		st.Title -= l.title
		st.Text -= l.text
	}
	if st == (scopeStats{}) {
		delete(s.scopes, l.scope)
		return
	}
	s.scopes[l.scope] = st
}

// tokens counts the analysed tokens of s, as Bleve does for a field's length.
func (x *Index) tokens(s string) uint64 {
	if s == "" {
		return 0
	}
	return uint64(len(x.analyzer.Analyze([]byte(s))))
}

// analysed is an analyzer that returns a token stream worked out before: doc analyses an item's
// title and text once to count their tokens, and Bleve's analysis of the document then takes
// the same streams instead of analysing the texts a second time (the second analysis cost 2.8 s
// of CPU in a 20,000-patient run, beside 11 s of indexing). Bleve calls it with the field's own
// value, which is the text the stream was made from.
type analysed analysis.TokenStream

func (a analysed) Analyze([]byte) analysis.TokenStream { return analysis.TokenStream(a) }

// analyse returns the analysed tokens of s (none for an empty s).
func (x *Index) analyse(s string) analysis.TokenStream {
	if s == "" {
		return analysis.TokenStream{}
	}
	return x.analyzer.Analyze([]byte(s))
}

// doc returns the index document of an item and its token counts. The title and text go into
// the fields of the item's department (fieldTitle and fieldText with the scope as suffix); the
// keyword fields it has and the stored token counts are named as in indexMapping.
func (x *Index) doc(it *Item) (*document.Document, lens) {
	r := "false"
	if it.Retracted {
		r = "true"
	}
	title, text := x.analyse(it.Title), x.analyse(searchedText(it.Text))
	l := lens{uint64(len(title)), uint64(len(text)),
		fingerprint(it.Title, it.Text, it.Kind, it.Category, it.Department, it.Polarity, r), scopeOf(it.Department)}
	d := document.NewDocument(it.ID)
	kw := func(name, v string) {
		d.AddField(document.NewTextFieldCustom(name, nil, []byte(v), index.IndexField, x.keyword))
	}
	d.AddField(document.NewTextFieldCustom(fieldTitle+l.scope, nil, []byte(it.Title), index.IndexField, analysed(title)))
	d.AddField(document.NewTextFieldCustom(fieldText+l.scope, nil, []byte(it.Text), index.IndexField, analysed(text)))
	// Of the keyword fields only those a search reads: kind and retracted (which documents are
	// live items of an allowed kind). The department is the scope of the text fields already;
	// no search filters on category or polarity. Each indexed field costs a dictionary and
	// postings in every segment, built and merged again and again: the three others took about
	// 15% of Apply's and the merger's CPU in a 20,000-patient run. The fingerprint still covers
	// them, so lenses stay comparable with those of an index that has them.
	kw("kind", it.Kind)
	kw("retracted", r)
	d.AddField(document.NewTextFieldCustom(fieldLens, nil, []byte(l.String()), index.StoreField, x.keyword))
	return d, l
}

// storedLens returns the token counts of the indexed document id (ok false when absent).
func (x *Index) storedLens(id string) (lens, bool, error) {
	if l, ok := x.lenses[id]; ok {
		return l, true, nil
	}
	if x.lensAll {
		return lens{}, false, nil
	}
	d, err := x.idx.Document(id)
	if err != nil {
		return lens{}, false, fmt.Errorf("index %s: read document %s: %w", x.path, id, err)
	}
	if d == nil {
		return lens{}, false, nil
	}
	var l lens
	found := false
	d.VisitFields(func(f index.Field) {
		if f.Name() == fieldLens {
			l, found = parseLens(string(f.Value()))
		}
	})
	if !found {
		return lens{}, false, fmt.Errorf("index %s: document %s has no token counts", x.path, id)
	}
	x.setLens(id, l)
	return l, true, nil
}

// setLens records the lens of the indexed document id; dropLens records that id is not indexed.
func (x *Index) setLens(id string, l lens) {
	if x.lenses == nil {
		x.lenses = map[string]lens{}
	}
	x.lenses[id] = l
}

func (x *Index) dropLens(id string) { delete(x.lenses, id) }

// forgetLenses forgets every recorded lens (after a failed batch, whose documents may or may
// not be indexed).
func (x *Index) forgetLenses() { x.lenses, x.lensAll = nil, false }

// lensUpdate is the lens of document id after a batch (gone: no longer indexed).
type lensUpdate struct {
	id   string
	l    lens
	gone bool
}

// commitLenses commits b with the new state s (see commit) and records the documents' new
// lenses once the batch is in.
func (x *Index) commitLenses(b *bleve.Batch, s indexState, ups []lensUpdate) error {
	if err := x.commit(b, s); err != nil {
		x.forgetLenses()
		return err
	}
	for _, u := range ups {
		if u.gone {
			x.dropLens(u.id)
		} else {
			x.setLens(u.id, u.l)
		}
	}
	return nil
}

// commit applies b with the new state s, atomically: searches see the documents and the
// statistics change together.
func (x *Index) commit(b *bleve.Batch, s indexState) error {
	b.SetInternal(stateKey, s.bytes())
	x.mu.Lock()
	defer x.mu.Unlock()
	if err := x.idx.Batch(b); err != nil {
		return err
	}
	x.state = s
	return nil
}

// Apply indexes every store change made since the last Apply (or open): new and edited items
// are (re)indexed, retracted ones marked retracted, retired and deleted ones removed. Changes are applied in
// batches; each batch records the seq it reaches, atomically with its documents, so a crash
// at any point leaves an index that the next open completes.
//
// Call it after a batch of store writes rather than after each one: every Apply that finds
// changes builds a new index segment, which costs a fixed amount on top of the documents and
// leaves more segments for the background merger. Measured (BenchmarkAccrual, 2,000 episodes
// of 3 items, one store commit each): applying after every episode, 344 episodes/s (indexing
// 1.7 ms an episode); every 25 episodes, 800-880 episodes/s (0.45-0.5 ms). Searches then lag
// the store by at most that batch, which is harmless: the store is the truth, and an index
// opened after a crash catches up from the store's change log.
func (x *Index) Apply() error {
	x.write.Lock()
	defer x.write.Unlock()
	if x.idx == nil {
		return fmt.Errorf("index %s: apply: index is closed", x.path)
	}
	return x.applyLocked()
}

func (x *Index) applyLocked() error {
	type change struct {
		seq uint64
		id  string
	}
	// Collect first, then read the items, so no store read overlaps the change scan.
	var changes []change
	err := x.st.Changes(x.state.seq, func(seq uint64, id string) error {
		changes = append(changes, change{seq, id})
		return nil
	})
	if err != nil {
		return fmt.Errorf("index %s: read store changes after seq %d: %w", x.path, x.state.seq, err)
	}
	pending := make(map[string]uint64, min(len(changes), applyBatch)) // id -> its last change
	for i, c := range changes {
		pending[c.id] = c.seq
		if len(pending) < applyBatch && i < len(changes)-1 {
			continue
		}
		if err := x.flush(pending, c.seq); err != nil {
			return err
		}
		clear(pending)
	}
	return nil
}

// flush indexes the current store state of ids (id -> the last change of it to apply) and
// records seq as applied, in one batch. An item the store's last write noted with that change
// is taken from the note rather than read back (see Store.writtenItem): it is what the store
// holds of its indexed fields.
func (x *Index) flush(ids map[string]uint64, seq uint64) error {
	sorted := make([]string, 0, len(ids))
	for id := range ids {
		sorted = append(sorted, id)
	}
	slices.Sort(sorted)
	s := x.state.clone()
	s.seq = seq
	b := x.idx.NewBatch()
	var ups []lensUpdate
	for _, id := range sorted {
		old, had, err := x.storedLens(id)
		if err != nil {
			return err
		}
		it, noted := x.st.writtenItem(id, ids[id])
		if !noted {
			it, err = x.st.Get(id)
		}
		if errors.Is(err, ErrNotFound) || err == nil && it.Retired { // gone, or never searched again
			if had {
				b.Delete(id)
				s.add(old, -1)
				ups = append(ups, lensUpdate{id: id, gone: true})
			}
			continue
		}
		if err != nil {
			return fmt.Errorf("index %s: read item %s: %w", x.path, id, err)
		}
		d, l := x.doc(it)
		if had && old == l {
			continue // the indexed fields did not change
		}
		if had {
			s.add(old, -1)
		}
		if err := b.IndexAdvanced(d); err != nil {
			return fmt.Errorf("index %s: item %s: %w", x.path, id, err)
		}
		s.add(l, +1)
		ups = append(ups, lensUpdate{id: id, l: l})
	}
	if err := x.commitLenses(b, s, ups); err != nil {
		return fmt.Errorf("index %s: apply changes up to seq %d: %w", x.path, seq, err)
	}
	return nil
}

// Rebuild deletes the index and builds it again from the store (items) and from the guidelines
// it held. This is `hospital memory reindex`.
func (x *Index) Rebuild() error {
	x.write.Lock()
	defer x.write.Unlock()
	if x.idx == nil {
		return fmt.Errorf("index %s: rebuild: index is closed", x.path)
	}
	return x.rebuildLocked()
}

func (x *Index) rebuildLocked() error {
	x.forgetLenses()
	// Keep the guideline texts: they are not in the store.
	guides := map[string]string{}
	if x.idx != nil {
		if g, err := x.readGuidelines(); err == nil {
			guides = g
		}
		x.mu.Lock()
		err := x.idx.Close()
		x.idx = nil
		x.mu.Unlock()
		if err != nil {
			return fmt.Errorf("index %s: close before rebuild: %w", x.path, err)
		}
	}
	if err := os.RemoveAll(x.path); err != nil {
		return fmt.Errorf("index %s: remove before rebuild: %w", x.path, err)
	}
	idx, err := bleve.NewUsing(x.path, indexMapping(), bleve.Config.DefaultIndexType,
		bleve.Config.DefaultKVStore, indexConfig())
	if err != nil {
		return fmt.Errorf("index %s: create: %w", x.path, err)
	}
	x.mu.Lock()
	x.idx, x.state = idx, indexState{scopes: map[string]scopeStats{}}
	x.mu.Unlock()

	// Read the seq before the items: a change racing with the scan is applied again by the
	// next Apply, which is harmless (indexing is idempotent).
	top, err := x.st.Seq()
	if err != nil {
		return fmt.Errorf("index %s: store seq: %w", x.path, err)
	}
	s := indexState{seq: top, scopes: map[string]scopeStats{}}
	lenses := map[string]lens{} // every document: the index is built here
	b := idx.NewBatch()
	err = x.st.ForEach(func(it *Item) error {
		if it.Retired {
			return nil
		}
		d, l := x.doc(it)
		if err := b.IndexAdvanced(d); err != nil {
			return fmt.Errorf("item %s: %w", it.ID, err)
		}
		s.add(l, +1)
		lenses[it.ID] = l
		if b.Size() >= applyBatch {
			// No state yet: an index without one is an unfinished build, rebuilt on open.
			if err := idx.Batch(b); err != nil {
				return err
			}
			b.Reset()
		}
		return nil
	})
	if err != nil {
		return fmt.Errorf("index %s: rebuild from store: %w", x.path, err)
	}
	for _, g := range x.guidelineDocs(guides) {
		if err := b.Index(g.id, g.doc); err != nil {
			return fmt.Errorf("index %s: rebuild guideline %s: %w", x.path, g.id, err)
		}
		s.add(g.lens, +1)
		lenses[g.id] = g.lens
	}
	if err := x.setGuidelines(b, guides); err != nil {
		return err
	}
	if err := x.commit(b, s); err != nil {
		return fmt.Errorf("index %s: rebuild from store: %w", x.path, err)
	}
	x.lenses, x.lensAll = lenses, true
	if err := x.persist(); err != nil {
		return fmt.Errorf("index %s: rebuild: %w", x.path, err)
	}
	return nil
}

// persist waits until everything applied so far is on disk: it writes the state again in a
// batch whose persisted callback reports when that snapshot (and every earlier one) is written.
func (x *Index) persist() error {
	done := make(chan error, 1)
	b := x.idx.NewBatch()
	b.SetInternal(stateKey, x.state.bytes())
	b.SetPersistedCallback(func(err error) {
		select {
		case done <- err:
		default:
		}
	})
	if err := x.idx.Batch(b); err != nil {
		return fmt.Errorf("persist: %w", err)
	}
	select {
	case err := <-done:
		if err != nil {
			return fmt.Errorf("persist: %w", err)
		}
		return nil
	case <-time.After(persistTimeout):
		return fmt.Errorf("persist: not written to disk after %s", persistTimeout)
	}
}

// unsearchedLabels label the lines of an item's text that Experience Search does not read: what
// the episode denied and what it ordered. A search asks with the findings a patient has; matched
// against the words of a denial list ("Negative: crackles, headache, rash") it found the cases
// that lacked them.
var unsearchedLabels = []string{"Negative:", "Workup:", "Test Ordering Insight:"}

// searchedText is text without its unsearched lines.
func searchedText(text string) string {
	if !strings.Contains(text, "\n") {
		return text
	}
	var b strings.Builder
	for line := range strings.Lines(text) {
		skip := false
		for _, l := range unsearchedLabels {
			if strings.HasPrefix(line, l) {
				skip = true
				break
			}
		}
		if !skip {
			b.WriteString(line)
		}
	}
	return b.String()
}
