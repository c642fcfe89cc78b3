package memory

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"

	bolt "go.etcd.io/bbolt"
)

// Stats summarises a store.
type Stats struct {
	Live      map[string]int `json:"live"`      // items neither retracted nor retired, by kind (every kind present)
	Retracted map[string]int `json:"retracted"` // retracted items, by kind (every kind present)
	Retired   map[string]int `json:"retired"`   // retired items (not retracted), by kind (every kind present)
	Edges     int            `json:"edges"`
	Audit     int            `json:"audit"`     // audit entries
	Records   map[string]int `json:"records"`   // runs, encounters, episodes
	Seq       uint64         `json:"seq"`       // last change sequence
	FileSize  int64          `json:"file_size"` // bytes on disk
}

// statsRelease is how many entries Stats reads between telling the kernel it no longer needs the
// store's mapped pages (see releaseMapped): Stats reads the whole file, which would otherwise
// become resident at once (600 MB after 20,000 patients).
const statsRelease = 4096

// itemRetracted reports whether the stored item encoding v is retracted. Items are stored as
// encoded by json.Marshal, whose first `,"retracted":` is the field (a quote inside a string is
// escaped, so the pair cannot occur there); any other encoding is decoded.
func itemRetracted(v []byte) (bool, error) {
	if i := bytes.Index(v, retractedField); i >= 0 {
		rest := v[i+len(retractedField):]
		switch {
		case bytes.HasPrefix(rest, []byte("true,")):
			return true, nil
		case bytes.HasPrefix(rest, []byte("false,")):
			return false, nil
		}
	}
	var r struct {
		Retracted bool `json:"retracted"`
	}
	if err := json.Unmarshal(v, &r); err != nil {
		return false, err
	}
	return r.Retracted, nil
}

// itemState reports whether the stored item encoding v is retracted and whether it is marked
// retired (a retirement since is in the state bucket: see state.go).
func itemState(v []byte) (retracted, retired bool, err error) {
	if len(v) > 0 && v[0] == formatBinary {
		if len(v) < itemHeader {
			return false, false, fmt.Errorf("truncated item encoding")
		}
		return v[1]&flagRetracted != 0, v[1]&flagRetired != 0, nil
	}
	retracted, err = itemRetracted(v)
	return retracted, bytes.Contains(v, retiredField), err
}

// retractedField is how json.Marshal writes Item.Retracted's key (never the first field).
var retractedField = []byte(`,"retracted":`)

// retiredField is how json.Marshal writes a retired item's flag (omitted when false; a quote
// inside a string is escaped, so the bytes cannot occur there).
var retiredField = []byte(`,"retired":true,`)

// Stats counts items per kind (live, retracted and retired), edges, audit entries and records, and
// reports the file size in bytes.
func (s *Store) Stats() (Stats, error) {
	st := Stats{Live: map[string]int{}, Retracted: map[string]int{}, Retired: map[string]int{}, Records: map[string]int{}}
	err := s.db.View(func(tx *bolt.Tx) error {
		for _, k := range kinds() {
			st.Live[k], st.Retracted[k], st.Retired[k] = 0, 0, 0
			b := tx.Bucket(kindBucket(k))
			if b == nil {
				continue
			}
			n := 0
			err := b.ForEach(func(key, v []byte) error {
				if n++; n%statsRelease == 0 {
					releaseMappedTx(s.db, tx)
				}
				retracted, retired, err := itemState(v)
				if err != nil {
					return fmt.Errorf("item %q in bucket %s: %w", key, kindBucket(k), err)
				}
				o, _, err := overlayOf(tx, string(key))
				if err != nil {
					return err
				}
				retired = retired || o.flags&stateRetired != 0
				switch {
				case retracted:
					st.Retracted[k]++
				case retired:
					st.Retired[k]++
				default:
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
			for _, dir := range []byte{edgeOutExposure, edgeOutUUID, edgeOut} {
				for k, _ := c.Seek([]byte{dir}); k != nil && k[0] == dir; k, _ = c.Next() {
					if st.Edges++; st.Edges%statsRelease == 0 {
						releaseMappedTx(s.db, tx)
					}
				}
			}
		}
		releaseMappedTx(s.db, tx)
		st.Audit = s.countKeys(tx, bucketAudit)
		for _, name := range [][]byte{bucketRuns, bucketEncounters, bucketEpisodes} {
			if tx.Bucket(name) != nil {
				st.Records[string(name)] = s.countKeys(tx, name)
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

// countKeys counts the keys of bucket name, releasing the mapped pages as it goes: bbolt's
// Bucket.Stats reads every page of the bucket at once, which made a 100,000-patient run's audit
// log (hundreds of megabytes) resident just to count it.
func (s *Store) countKeys(tx *bolt.Tx, name []byte) int {
	b := tx.Bucket(name)
	if b == nil {
		return 0
	}
	n := 0
	c := b.Cursor()
	for k, _ := c.First(); k != nil; k, _ = c.Next() {
		if n++; n%statsRelease == 0 {
			releaseMappedTx(s.db, tx)
		}
	}
	releaseMappedTx(s.db, tx)
	return n
}
