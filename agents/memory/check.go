package memory

import (
	"fmt"
	"slices"
	"strings"

	index "github.com/blevesearch/bleve_index_api"
)

// Check compares the index with the store: missing are live (not retracted, not retired) store
// items that a search cannot find, extra are ids a search can find (or the index holds) that are
// not live store items (a retired item is extra if the index holds it at all). Both are sorted; both empty means index and store agree.
func (x *Index) Check() (missing, extra []string, err error) {
	x.write.Lock() // a consistent view: no Apply in between
	defer x.write.Unlock()
	x.mu.RLock()
	defer x.mu.RUnlock()
	if x.idx == nil {
		return nil, nil, fmt.Errorf("index %s: check: index is closed", x.path)
	}

	inStore := map[string]bool{} // id -> live
	err = x.st.ForEach(func(it *Item) error {
		if !it.Retired { // a retired item must not be in the index at all
			inStore[it.ID] = !it.Retracted
		}
		return nil
	})
	if err != nil {
		return nil, nil, fmt.Errorf("index %s: check: read store: %w", x.path, err)
	}

	adv, err := x.idx.Advanced()
	if err != nil {
		return nil, nil, fmt.Errorf("index %s: check: %w", x.path, err)
	}
	r, err := adv.Reader()
	if err != nil {
		return nil, nil, fmt.Errorf("index %s: check: %w", x.path, err)
	}
	defer func() { _ = r.Close() }()

	retracted, err := termIDs(r, "retracted", "true")
	if err != nil {
		return nil, nil, fmt.Errorf("index %s: check: %w", x.path, err)
	}
	all, err := r.DocIDReaderAll()
	if err != nil {
		return nil, nil, fmt.Errorf("index %s: check: %w", x.path, err)
	}
	defer func() { _ = all.Close() }()
	searchable := map[string]bool{}
	for {
		iid, err := all.Next()
		if err != nil {
			return nil, nil, fmt.Errorf("index %s: check: %w", x.path, err)
		}
		if iid == nil {
			break
		}
		id, err := r.ExternalID(iid)
		if err != nil {
			return nil, nil, fmt.Errorf("index %s: check: %w", x.path, err)
		}
		if strings.HasPrefix(id, guidelinePrefix) {
			continue
		}
		if _, ok := inStore[id]; !ok {
			extra = append(extra, id) // held but not in the store at all
			continue
		}
		if !retracted[id] {
			searchable[id] = true
		}
	}
	for id := range searchable {
		if !inStore[id] {
			extra = append(extra, id)
		}
	}
	for id, live := range inStore {
		if live && !searchable[id] {
			missing = append(missing, id)
		}
	}
	slices.Sort(missing)
	slices.Sort(extra)
	return missing, extra, nil
}

// termIDs returns the external ids of the documents holding term in field.
func termIDs(r index.IndexReader, field, term string) (map[string]bool, error) {
	ids := map[string]bool{}
	err := eachPosting(r, field, term, false, func(d *index.TermFieldDoc) error {
		id, err := r.ExternalID(d.ID)
		if err != nil {
			return err
		}
		ids[id] = true
		return nil
	})
	if err != nil {
		return nil, err
	}
	return ids, nil
}
