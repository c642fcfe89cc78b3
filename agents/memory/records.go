package memory

import (
	"fmt"

	bolt "go.etcd.io/bbolt"
)

// recordBucket returns the caller-owned record bucket with that name, or nil.
func recordBucket(name string) []byte {
	switch name {
	case "runs":
		return bucketRuns
	case "encounters":
		return bucketEncounters
	case "episodes":
		return bucketEpisodes
	}
	return nil
}

// PutRecord stores an opaque value (JSON the caller owns) under key in one of the record buckets
// "runs", "encounters" or "episodes", replacing any previous value.
func (s *Store) PutRecord(bucket, key string, value []byte) error {
	return s.PutRecords(bucket, []Record{{Key: key, Value: value}})
}

// Record is one caller-owned record.
type Record struct {
	Key   string
	Value []byte
}

// PutRecords is PutRecord for many records of one bucket in one transaction.
func (s *Store) PutRecords(bucket string, recs []Record) error {
	name, err := s.checkRecords(bucket, recs)
	if err != nil || len(recs) == 0 {
		return err
	}
	err = s.update(func(tx *bolt.Tx) error { return s.putRecordsTx(tx, name, bucket, recs) })
	if err != nil {
		return fmt.Errorf("memory store %s: %w", s.path, err)
	}
	return nil
}

// checkRecords validates records of one bucket and returns the bucket's name.
func (s *Store) checkRecords(bucket string, recs []Record) ([]byte, error) {
	name := recordBucket(bucket)
	if name == nil {
		return nil, fmt.Errorf("memory store %s: record bucket %q is not runs, encounters or episodes", s.path, bucket)
	}
	for _, r := range recs {
		if r.Key == "" {
			return nil, fmt.Errorf("memory store %s: record in %s: empty key", s.path, bucket)
		}
	}
	return name, nil
}

// putRecordsTx writes records inside tx. In a store created by schema 2 (framed) a value is
// framed as packBlob does (compressed when that makes it smaller: an episode record is JSON
// that repeats its field names); a schema-1 store keeps its values as given.
func (s *Store) putRecordsTx(tx *bolt.Tx, name []byte, bucket string, recs []Record) error {
	b := tx.Bucket(name)
	b.FillPercent = appendFill
	for _, r := range recs {
		v := r.Value
		switch {
		case s.framed:
			v = packBlob(v)
		case v == nil:
			v = []byte{}
		}
		if err := b.Put([]byte(r.Key), v); err != nil {
			return fmt.Errorf("record %s/%s: %w", bucket, r.Key, err)
		}
	}
	return nil
}

// GetRecord returns a copy of the value stored by PutRecord, or an error wrapping ErrNotFound.
func (s *Store) GetRecord(bucket, key string) ([]byte, error) {
	name := recordBucket(bucket)
	if name == nil {
		return nil, fmt.Errorf("memory store %s: record bucket %q is not runs, encounters or episodes", s.path, bucket)
	}
	var out []byte
	found := false
	err := s.db.View(func(tx *bolt.Tx) error {
		if b := tx.Bucket(name); b != nil {
			if k, v := b.Cursor().Seek([]byte(key)); k != nil && string(k) == key && v != nil {
				if !s.framed {
					out, found = append([]byte{}, v...), true
					return nil
				}
				var err error
				if out, err = unpackBlob(v); err != nil {
					return fmt.Errorf("record %s/%s: %w", bucket, key, err)
				}
				found = true
			}
		}
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("memory store %s: %w", s.path, err)
	}
	if !found {
		return nil, fmt.Errorf("memory store %s: record %s/%s: %w", s.path, bucket, key, ErrNotFound)
	}
	return out, nil
}
