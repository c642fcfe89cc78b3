package memory

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"

	bolt "go.etcd.io/bbolt"
)

// kinds lists the item kinds in export order (sorted by name).
func kinds() []string { return []string{KindCase, KindDCP, KindRule} }

// kindBucket returns the bucket that holds items of kind, or nil for an unknown kind.
func kindBucket(kind string) []byte {
	switch kind {
	case KindCase:
		return bucketCases
	case KindRule:
		return bucketRules
	case KindDCP:
		return bucketDCPs
	}
	return nil
}

// maxIDLen bounds item IDs (bbolt keys are limited to 32 KiB; edge keys hold two IDs).
const maxIDLen = 512

// contentHash is the SHA-256 (hex) of an item's content: kind, title, text and structured,
// each followed by a NUL byte so that field boundaries cannot shift.
func contentHash(it *Item) string {
	h := sha256.New()
	for _, f := range []string{it.Kind, it.Title, it.Text, it.Structured} {
		h.Write([]byte(f))
		h.Write([]byte{0})
	}
	return hex.EncodeToString(h.Sum(nil))
}

// itemProblems lists everything wrong with an item (nil when it is valid). A non-empty Hash must
// match the content.
func itemProblems(it *Item) []string {
	var p []string
	switch {
	case it.ID == "":
		p = append(p, "id is empty")
	case len(it.ID) > maxIDLen:
		p = append(p, fmt.Sprintf("id is %d bytes long (at most %d)", len(it.ID), maxIDLen))
	case strings.IndexByte(it.ID, 0) >= 0:
		p = append(p, "id contains a NUL byte")
	}
	if kindBucket(it.Kind) == nil {
		p = append(p, fmt.Sprintf("kind %q is not %s, %s or %s", it.Kind, KindCase, KindRule, KindDCP))
	}
	if it.Polarity != Indication && it.Polarity != Contraindication {
		p = append(p, fmt.Sprintf("polarity %q is not %s or %s", it.Polarity, Indication, Contraindication))
	}
	if math.IsNaN(it.Quality) || it.Quality < 0 || it.Quality > 1 {
		p = append(p, fmt.Sprintf("quality %s out of [0,1]", strconv.FormatFloat(it.Quality, 'g', -1, 64)))
	}
	if it.Exposure < 0 {
		p = append(p, fmt.Sprintf("exposure %d is negative", it.Exposure))
	}
	if strings.TrimSpace(it.Title) == "" {
		p = append(p, "title is empty")
	}
	if strings.TrimSpace(it.Text) == "" {
		p = append(p, "text is empty")
	}
	if it.Hash != "" && len(p) == 0 {
		if want := contentHash(it); it.Hash != want {
			p = append(p, fmt.Sprintf("hash %q does not match content (want %s)", it.Hash, want))
		}
	}
	return p
}

// checkItem validates it and fills in its hash when empty.
func checkItem(it *Item) error {
	if it == nil {
		return errors.New("memory: nil item")
	}
	if p := itemProblems(it); len(p) > 0 {
		return fmt.Errorf("memory item %q: %s", it.ID, strings.Join(p, "; "))
	}
	if it.Hash == "" {
		it.Hash = contentHash(it)
	}
	return nil
}

// findItem returns the stored item with that ID and the bucket holding it (nil, nil if absent).
func findItem(tx *bolt.Tx, id string) (*Item, []byte, error) {
	for _, k := range kinds() {
		name := kindBucket(k)
		b := tx.Bucket(name)
		if b == nil {
			continue
		}
		if v := b.Get([]byte(id)); v != nil {
			it, err := decodeItem(v)
			if err != nil {
				return nil, nil, fmt.Errorf("item %q in bucket %s: %w", id, name, err)
			}
			return it, name, nil
		}
	}
	return nil, nil, nil
}

// itemExists reports whether an item with that ID is stored, without decoding it.
func itemExists(tx *bolt.Tx, id string) bool {
	for _, k := range kinds() {
		if b := tx.Bucket(kindBucket(k)); b != nil && b.Get([]byte(id)) != nil {
			return true
		}
	}
	return false
}

// decodeItem decodes a stored item.
func decodeItem(v []byte) (*Item, error) {
	it := new(Item)
	if err := json.Unmarshal(v, it); err != nil {
		return nil, fmt.Errorf("decode item: %w", err)
	}
	return it, nil
}

// writeItem stores it (already validated) with an audit entry and a change record. When the ID
// exists, prev is the stored item (possibly of another kind, which is then moved).
func (s *Store) writeItem(tx *bolt.Tx, it, prev *Item, prevBucket []byte, action, reason, now string) error {
	val, err := json.Marshal(it)
	if err != nil {
		return fmt.Errorf("encode item %q: %w", it.ID, err)
	}
	name := kindBucket(it.Kind)
	if prevBucket != nil && !bytes.Equal(prevBucket, name) {
		if err := tx.Bucket(prevBucket).Delete([]byte(it.ID)); err != nil {
			return fmt.Errorf("move item %q: %w", it.ID, err)
		}
	}
	if err := tx.Bucket(name).Put([]byte(it.ID), val); err != nil {
		return fmt.Errorf("write item %q: %w", it.ID, err)
	}
	return s.record(tx, it.ID, action, reason, prev, now)
}

// Put validates it (ID, kind, polarity, quality in [0,1], non-empty title and text; a non-empty
// Hash must match the content), fills in it.Hash when empty, and writes it with an audit entry
// ("add", or "edit" holding the previous item when the ID existed) and a change record, all in
// one transaction.
func (s *Store) Put(it *Item) error {
	return s.PutBatch([]*Item{it})
}

// PutBatch is Put for many items in one transaction: all are written or none is. Items are
// validated before anything is written; an ID may appear only once in a batch.
func (s *Store) PutBatch(items []*Item) error {
	_, err := s.putItems(items, "", "", false)
	return err
}

// putItems validates and writes items in one transaction. An empty action means add/edit. With
// skipSame, an item equal in every field to the stored one is not written (no audit, no change).
func (s *Store) putItems(items []*Item, action, reason string, skipSame bool) (ImportResult, error) {
	var res ImportResult
	if len(items) == 0 {
		return res, nil
	}
	if err := checkItems(items); err != nil {
		return res, err
	}
	now := s.now()
	err := s.update(func(tx *bolt.Tx) error {
		var err error
		res, err = s.putItemsTx(tx, items, action, reason, skipSame, now)
		return err
	})
	if err != nil {
		return ImportResult{}, fmt.Errorf("memory store %s: %w", s.path, err)
	}
	return res, nil
}

// checkItems validates items before anything is written; an ID may appear only once.
func checkItems(items []*Item) error {
	seen := make(map[string]struct{}, len(items))
	for _, it := range items {
		if err := checkItem(it); err != nil {
			return err
		}
		if _, dup := seen[it.ID]; dup {
			return fmt.Errorf("memory item %q appears twice in one batch", it.ID)
		}
		seen[it.ID] = struct{}{}
	}
	return nil
}

// putItemsTx writes validated items inside tx.
func (s *Store) putItemsTx(tx *bolt.Tx, items []*Item, action, reason string, skipSame bool, now string) (ImportResult, error) {
	var res ImportResult
	for _, it := range items {
		s.touched(tx)
		prev, prevBucket, err := findItem(tx, it.ID)
		if err != nil {
			return res, err
		}
		switch {
		case prev == nil:
			res.Added++
		case skipSame && *prev == *it:
			res.Skipped++
			continue
		default:
			res.Replaced++
		}
		act := action
		if act == "" {
			act = "add"
			if prev != nil {
				act = "edit"
			}
		}
		if err := s.writeItem(tx, it, prev, prevBucket, act, reason, now); err != nil {
			return res, err
		}
	}
	return res, nil
}

// Get returns the item with that ID, retracted or not, or an error wrapping ErrNotFound.
func (s *Store) Get(id string) (*Item, error) {
	var it *Item
	err := s.db.View(func(tx *bolt.Tx) error {
		var err error
		it, _, err = findItem(tx, id)
		s.touched(tx)
		return err
	})
	if err != nil {
		return nil, fmt.Errorf("memory store %s: %w", s.path, err)
	}
	if it == nil {
		return nil, fmt.Errorf("memory item %q: %w", id, ErrNotFound)
	}
	return it, nil
}

// Text returns the title and text of item id, decoding nothing else (an item is shown to a
// doctor many times; its structured form and provenance are not read then).
func (s *Store) Text(id string) (title, text string, err error) {
	found := false
	err = s.db.View(func(tx *bolt.Tx) error {
		defer s.touched(tx)
		for _, k := range kinds() {
			b := tx.Bucket(kindBucket(k))
			if b == nil {
				continue
			}
			if v := b.Get([]byte(id)); v != nil {
				var t struct {
					Title string `json:"title"`
					Text  string `json:"text"`
				}
				if err := json.Unmarshal(v, &t); err != nil {
					return fmt.Errorf("item %q: decode: %w", id, err)
				}
				title, text, found = t.Title, t.Text, true
				return nil
			}
		}
		return nil
	})
	if err != nil {
		return "", "", fmt.Errorf("memory store %s: %w", s.path, err)
	}
	if !found {
		return "", "", fmt.Errorf("memory item %q: %w", id, ErrNotFound)
	}
	return title, text, nil
}

// List returns the items of a kind ("" for every kind) and category ("" for every category),
// sorted by (Exposure, ID). Retracted and retired items are left out unless includeRetracted is
// true.
func (s *Store) List(kind, category string, includeRetracted bool) ([]*Item, error) {
	ks := kinds()
	if kind != "" {
		if kindBucket(kind) == nil {
			return nil, fmt.Errorf("list memory items: kind %q is not %s, %s or %s", kind, KindCase, KindRule, KindDCP)
		}
		ks = []string{kind}
	}
	out, err := s.scan(ks, func(it *Item) bool {
		return (category == "" || it.Category == category) && (includeRetracted || !it.Retracted && !it.Retired)
	})
	if err != nil {
		return nil, fmt.Errorf("memory store %s: %w", s.path, err)
	}
	slices.SortFunc(out, func(a, b *Item) int {
		if a.Exposure != b.Exposure {
			return a.Exposure - b.Exposure
		}
		return strings.Compare(a.ID, b.ID)
	})
	return out, nil
}

// scan returns the items of the kinds ks that keep accepts, read from one consistent snapshot
// of the store, in bucket order.
func (s *Store) scan(ks []string, keep func(*Item) bool) ([]*Item, error) {
	var out []*Item
	err := s.db.View(func(tx *bolt.Tx) error {
		for _, k := range ks {
			b := tx.Bucket(kindBucket(k))
			if b == nil {
				continue
			}
			err := b.ForEach(func(key, v []byte) error {
				it, err := decodeItem(v)
				if err != nil {
					return fmt.Errorf("item %q in bucket %s: %w", key, kindBucket(k), err)
				}
				if keep(it) {
					out = append(out, it)
				}
				return nil
			})
			if err != nil {
				return err
			}
		}
		return nil
	})
	return out, err
}

// ForEach calls fn for every item, retracted or not, in order of kind (case, dcp, rule) and ID,
// stopping at the first error, which it returns. fn runs outside any transaction, so it may call
// other Store methods; items written during the walk may or may not be seen.
func (s *Store) ForEach(fn func(*Item) error) error {
	for _, k := range kinds() {
		name := kindBucket(k)
		err := s.scanChunks(name, nil, func(key, v []byte) error {
			it, err := decodeItem(v)
			if err != nil {
				return fmt.Errorf("memory store %s: item %q in bucket %s: %w", s.path, key, name, err)
			}
			return fn(it)
		})
		if err != nil {
			return err
		}
	}
	return nil
}
