package memory

import (
	"encoding/binary"
	"encoding/json"
	"fmt"
	"math"
	"slices"

	bolt "go.etcd.io/bbolt"
)

// seqKey encodes a change sequence as a bbolt key (big-endian, so keys sort by sequence).
func seqKey(seq uint64) []byte {
	var k [8]byte
	binary.BigEndian.PutUint64(k[:], seq)
	return k[:]
}

// readSeq returns the last change sequence recorded in tx.
func readSeq(tx *bolt.Tx) uint64 {
	meta := tx.Bucket(bucketMeta)
	if meta == nil {
		return 0
	}
	if v := meta.Get(keySeq); len(v) == 8 {
		return binary.BigEndian.Uint64(v)
	}
	return 0
}

// record appends one change (seq -> id) and its audit entry.
func (s *Store) record(tx *bolt.Tx, id, action, reason string, prev *Item, now string) error {
	key, err := s.audit(tx, id, action, reason, prev, now)
	if err != nil {
		return err
	}
	b := tx.Bucket(bucketChanges)
	b.FillPercent = appendFill
	if err := b.Put(key, []byte(id)); err != nil {
		return fmt.Errorf("write change %d: %w", binary.BigEndian.Uint64(key), err)
	}
	return nil
}

// audit takes the next sequence and writes the audit entry under it; it returns the key.
func (s *Store) audit(tx *bolt.Tx, id, action, reason string, prev *Item, now string) ([]byte, error) {
	seq := readSeq(tx) + 1
	key := seqKey(seq)
	if err := tx.Bucket(bucketMeta).Put(keySeq, slices.Clone(key)); err != nil {
		return nil, fmt.Errorf("write change sequence: %w", err)
	}
	a, err := json.Marshal(Audit{Seq: seq, Time: now, Action: action, ItemID: id, Reason: reason, Previous: prev})
	if err != nil {
		return nil, fmt.Errorf("encode audit %d: %w", seq, err)
	}
	b := tx.Bucket(bucketAudit)
	b.FillPercent = appendFill
	if err := b.Put(key, a); err != nil {
		return nil, fmt.Errorf("write audit %d: %w", seq, err)
	}
	return key, nil
}

// Audit returns the governance log in order of change sequence.
func (s *Store) Audit() ([]Audit, error) {
	var out []Audit
	err := s.db.View(func(tx *bolt.Tx) error {
		b := tx.Bucket(bucketAudit)
		if b == nil {
			return nil
		}
		return b.ForEach(func(k, v []byte) error {
			var a Audit
			if err := json.Unmarshal(v, &a); err != nil {
				return fmt.Errorf("audit entry %x: %w", k, err)
			}
			out = append(out, a)
			return nil
		})
	})
	if err != nil {
		return nil, fmt.Errorf("memory store %s: %w", s.path, err)
	}
	return out, nil
}

// Changes calls fn for every change with a sequence greater than since, in order: the sequence
// and the ID of the item that was added, edited, retracted, restored or imported. An index
// catches up by remembering the last sequence it applied and re-reading those items. fn runs
// outside any transaction, so it may call other Store methods.
func (s *Store) Changes(since uint64, fn func(seq uint64, id string) error) error {
	if since == math.MaxUint64 {
		return nil
	}
	id := func(_ *bolt.Tx, _, v []byte) (string, error) { return string(v), nil }
	err := scanChunks(s, bucketChanges, seqKey(since+1), id, func(k []byte, id string) error {
		if len(k) != 8 {
			return fmt.Errorf("memory store %s: change key %x is not a sequence", s.path, k)
		}
		return fn(binary.BigEndian.Uint64(k), id)
	})
	return err
}

// Seq returns the sequence of the last change (0 for an empty store).
func (s *Store) Seq() (uint64, error) {
	var seq uint64
	err := s.db.View(func(tx *bolt.Tx) error {
		seq = readSeq(tx)
		return nil
	})
	if err != nil {
		return 0, fmt.Errorf("memory store %s: %w", s.path, err)
	}
	return seq, nil
}
