package memory

import (
	"fmt"
	"sort"

	bolt "go.etcd.io/bbolt"
)

// Batch is what one practice batch writes: new items, records by bucket, new and reweighted
// edges, and quality changes.
type Batch struct {
	Items   []*Item
	Records map[string][]Record // bucket (runs, encounters, episodes) -> records
	Edges   []Edge
	Quality []QualityChange
}

// Empty reports whether the batch writes nothing.
func (b *Batch) Empty() bool {
	n := len(b.Items) + len(b.Edges) + len(b.Quality)
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
			if err := putRecordsTx(tx, names[bucket], bucket, b.Records[bucket]); err != nil {
				return err
			}
		}
		if err := putEdgesTx(tx, b.Edges, vals); err != nil {
			return err
		}
		return s.recalibrateTx(tx, b.Quality, now)
	})
	if err != nil {
		return fmt.Errorf("memory store %s: %w", s.path, err)
	}
	s.releaseMapped()
	return nil
}
