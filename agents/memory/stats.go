package memory

import (
	"encoding/json"
	"fmt"
	"os"

	bolt "go.etcd.io/bbolt"
)

// Stats summarises a store.
type Stats struct {
	Live      map[string]int `json:"live"`      // items not retracted, by kind (every kind present)
	Retracted map[string]int `json:"retracted"` // retracted items, by kind (every kind present)
	Edges     int            `json:"edges"`
	Audit     int            `json:"audit"`     // audit entries
	Records   map[string]int `json:"records"`   // runs, encounters, episodes
	Seq       uint64         `json:"seq"`       // last change sequence
	FileSize  int64          `json:"file_size"` // bytes on disk
}

// Stats counts items per kind (live and retracted), edges, audit entries and records, and
// reports the file size in bytes.
func (s *Store) Stats() (Stats, error) {
	st := Stats{Live: map[string]int{}, Retracted: map[string]int{}, Records: map[string]int{}}
	err := s.db.View(func(tx *bolt.Tx) error {
		for _, k := range kinds() {
			st.Live[k], st.Retracted[k] = 0, 0
			b := tx.Bucket(kindBucket(k))
			if b == nil {
				continue
			}
			err := b.ForEach(func(key, v []byte) error {
				var r struct {
					Retracted bool `json:"retracted"`
				}
				if err := json.Unmarshal(v, &r); err != nil {
					return fmt.Errorf("item %q in bucket %s: %w", key, kindBucket(k), err)
				}
				if r.Retracted {
					st.Retracted[k]++
				} else {
					st.Live[k]++
				}
				return nil
			})
			if err != nil {
				return err
			}
		}
		if b := tx.Bucket(bucketEdges); b != nil {
			c := b.Cursor()
			for k, _ := c.Seek([]byte{edgeOut}); k != nil && k[0] == edgeOut; k, _ = c.Next() {
				st.Edges++
			}
		}
		if b := tx.Bucket(bucketAudit); b != nil {
			st.Audit = b.Stats().KeyN
		}
		for _, name := range [][]byte{bucketRuns, bucketEncounters, bucketEpisodes} {
			if b := tx.Bucket(name); b != nil {
				st.Records[string(name)] = b.Stats().KeyN
			}
		}
		st.Seq = readSeq(tx)
		return nil
	})
	if err != nil {
		return Stats{}, fmt.Errorf("memory store %s: %w", s.path, err)
	}
	fi, err := os.Stat(s.path)
	if err != nil {
		return Stats{}, fmt.Errorf("memory store %s: %w", s.path, err)
	}
	st.FileSize = fi.Size()
	return st, nil
}
