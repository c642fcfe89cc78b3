package memory

import (
	"fmt"
	"sort"
	"strings"

	bolt "go.etcd.io/bbolt"
)

// Batch is what one practice batch writes: new items, records by bucket, new and reweighted
// edges, quality changes and retirements.
type Batch struct {
	Items   []*Item
	Records map[string][]Record // bucket (runs, encounters, episodes) -> records
	Edges   []Edge
	Quality []QualityChange
	Retire  []Retirement // items to retire (after the batch's items are written: a new item may be retired at once)
}

// Retirement retires one item, with the reason the audit log keeps.
type Retirement struct {
	ID     string
	Reason string
}

// Empty reports whether the batch writes nothing.
func (b *Batch) Empty() bool {
	n := len(b.Items) + len(b.Edges) + len(b.Quality) + len(b.Retire)
	for _, rs := range b.Records {
		n += len(rs)
	}
	return n == 0
}

// Commit writes a batch in one transaction — items, records, edges and quality changes commit
// together or not at all — after validating all of it. Items come first, so edges may join them
// and quality changes may recalibrate them.
func (s *Store) Commit(b Batch) error {
	if b.Empty() {
		return nil
	}
	if err := checkItems(b.Items); err != nil {
		return err
	}
	buckets := make([]string, 0, len(b.Records))
	names := map[string][]byte{}
	for bucket, recs := range b.Records {
		name, err := s.checkRecords(bucket, recs)
		if err != nil {
			return err
		}
		buckets = append(buckets, bucket)
		names[bucket] = name
	}
	sort.Strings(buckets)
	vals, err := encodeEdges(b.Edges)
	if err != nil {
		return err
	}
	if err := checkQuality(b.Quality); err != nil {
		return err
	}
	now := s.now()
	err = s.update(func(tx *bolt.Tx) error {
		if _, err := s.putItemsTx(tx, b.Items, "", "", false, now); err != nil {
			return err
		}
		for _, bucket := range buckets {
			if err := s.putRecordsTx(tx, names[bucket], bucket, b.Records[bucket]); err != nil {
				return err
			}
		}
		if err := s.putEdgesTx(tx, b.Edges, vals); err != nil {
			return err
		}
		if err := s.recalibrateTx(tx, b.Quality, now); err != nil {
			return err
		}
		if err := s.retireTx(tx, b.Retire, now); err != nil {
			return err
		}
		// The commit reads the old page of every node the batch changed; release what the
		// lookups mapped first, so that only those pages are resident while it does.
		releaseMappedTx(s.db, tx)
		return nil
	})
	if err != nil {
		return fmt.Errorf("memory store %s: %w", s.path, err)
	}
	s.releaseMapped()
	return nil
}

// retireTx marks items retired inside tx, in their state entries (see state.go). Each
// retirement is audited as "retire" with its reason (the content is unchanged, so no previous
// copy is kept) and enters the change log, so that the index drops the item.
func (s *Store) retireTx(tx *bolt.Tx, rs []Retirement, now string) error {
	for _, r := range rs {
		s.touched(tx)
		if strings.TrimSpace(r.Reason) == "" {
			return fmt.Errorf("retire memory item %q: a reason is required", r.ID)
		}
		encRetired, err := s.storedTx(tx, r.ID, "retire")
		if err != nil {
			return err
		}
		o, _, err := overlayOf(tx, r.ID)
		if err != nil {
			return err
		}
		if encRetired || o.flags&stateRetired != 0 {
			return fmt.Errorf("retire memory item %q: already retired", r.ID)
		}
		o.flags |= stateRetired
		if err := putOverlay(tx, r.ID, o); err != nil {
			return err
		}
		seq, err := s.record(tx, r.ID, "retire", r.Reason, nil, now)
		if err != nil {
			return err
		}
		s.note(seq, &Item{ID: r.ID, Retired: true})
	}
	return nil
}
