package memory

import (
	"encoding/binary"
	"fmt"
	"math"

	bolt "go.etcd.io/bbolt"
)

// The state bucket (schema 4) holds what recalibrations and retirements changed of an item,
// beside its encoding: a practice batch recalibrates and retires items anywhere in the kind
// buckets (about 1,060 per batch of 250 episodes at 20,000 patients), and rewriting each one's
// encoding dirtied a leaf page of an item bucket of its own, about 3 items to a page, which the
// commit copied (reading the old page) and wrote. The state bucket's entries are a few dozen
// bytes, about 80 to a page. An item's entry overrides the quality and adds the retired flag
// of its encoding; a write of the whole item (add, edit, retract, restore, import) drops the
// entry, the encoding then holding everything. Readers decode an item with its entry (see
// decodeItem); a store written before schema 4 has no entries.
//
// Key: stateUUID + the 16 bytes of a canonical UUID, or stateText + the ID. Value: flags
// (stateQuality, stateRetired), then the quality as float64 bits, big-endian.
const (
	stateUUID = 'u'
	stateText = 't'
)

const (
	stateQuality = 1 << iota // the quality overrides the encoding's
	stateRetired             // retired (whatever the encoding says)
)

// stateValueLen is the length of a state entry.
const stateValueLen = 9

// itemOverlay is an item's entry in the state bucket.
type itemOverlay struct {
	flags   byte
	quality float64
}

// overlayKey is the key of item id's entry in the state bucket.
func overlayKey(id string) []byte {
	if u, ok := parseUUID(id); ok {
		return append([]byte{stateUUID}, u[:]...)
	}
	return append([]byte{stateText}, id...)
}

// overlayOf returns item id's entry in the state bucket of tx (ok false when it has none).
func overlayOf(tx *bolt.Tx, id string) (o itemOverlay, ok bool, err error) {
	b := tx.Bucket(bucketState)
	if b == nil { // a store written before schema 4, opened read-only
		return o, false, nil
	}
	v := b.Get(overlayKey(id))
	if v == nil {
		return o, false, nil
	}
	if len(v) != stateValueLen {
		return o, false, fmt.Errorf("item %q: state entry of %d bytes (want %d)", id, len(v), stateValueLen)
	}
	return itemOverlay{v[0], math.Float64frombits(binary.BigEndian.Uint64(v[1:]))}, true, nil
}

// apply sets what o changes of it.
func (o itemOverlay) apply(it *Item) {
	if o.flags&stateQuality != 0 {
		it.Quality = o.quality
	}
	if o.flags&stateRetired != 0 {
		it.Retired = true
	}
}

// putOverlay writes item id's entry in tx.
func putOverlay(tx *bolt.Tx, id string, o itemOverlay) error {
	var v [stateValueLen]byte
	v[0] = o.flags
	binary.BigEndian.PutUint64(v[1:], math.Float64bits(o.quality))
	if err := tx.Bucket(bucketState).Put(overlayKey(id), v[:]); err != nil {
		return fmt.Errorf("write state of item %q: %w", id, err)
	}
	return nil
}

// dropOverlay deletes item id's entry in tx (nothing when it has none).
func dropOverlay(tx *bolt.Tx, id string) error {
	if err := tx.Bucket(bucketState).Delete(overlayKey(id)); err != nil {
		return fmt.Errorf("drop state of item %q: %w", id, err)
	}
	return nil
}

// storedTx returns whether item id is stored and whether its encoding is marked retired (a
// write transaction of s: an item known to be stored is not read; see knownBuckets). verb names
// the operation for the error when it is not stored.
func (s *Store) storedTx(tx *bolt.Tx, id, verb string) (encRetired bool, err error) {
	if c, ok := s.known.item(id); ok {
		return c.retired, nil
	}
	v, bucket := s.rawItemTx(tx, id)
	if v == nil {
		return false, fmt.Errorf("%s memory item %q: %w", verb, id, ErrNotFound)
	}
	_, retired, err := itemState(v)
	if err != nil {
		return false, fmt.Errorf("item %q in bucket %s: %w", id, bucket, err)
	}
	return retired, nil
}
