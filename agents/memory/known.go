package memory

import (
	"bytes"
	"encoding/json"

	bolt "go.etcd.io/bbolt"
)

// maxKnown bounds each of the two generations of knownBuckets.
const maxKnown = 1 << 15

// knownBuckets remembers which kind bucket holds the items that committed write transactions
// wrote or found, and their exposures, so that a write transaction looks an item up in that
// bucket first instead of trying the kind buckets in turn (a practice batch recalibrates and
// retires items recalled from any bucket: each DCP was two lookups, each rule three), and knows
// an edge's end exists, and the exposure its key starts with (see edgeForm), without a lookup
// (an item is never deleted). The bucket is only a hint: an edit that changes an item's kind
// moves it, and a lookup that misses tries every bucket. The exposure is exact: every write of
// an item (writeItem) learns it. Only write transactions use it, and bbolt runs one at a time;
// what a transaction learns is kept only if it commits (a rolled-back item must not count as
// stored). Two generations keep the most recent items (a practice batch's are mostly the
// department's live memory): when the newer one is full, it becomes the older one.
type knownBuckets struct {
	cur, old map[string]knownItem
	tx       map[string]knownItem // learned by the write transaction in progress
}

// knownItem is what knownBuckets keeps of an item: the kind code of its bucket (kindCode), its
// exposure (-1: not known) and whether its encoding is marked retired (a retirement since is in
// the state bucket: see state.go).
type knownItem struct {
	code     byte
	exposure int64
	retired  bool
}

// get returns the kind code of the bucket known to hold id.
func (k *knownBuckets) get(id string) (byte, bool) {
	c, ok := k.item(id)
	return c.code, ok
}

// item returns what is known of item id.
func (k *knownBuckets) item(id string) (knownItem, bool) {
	if c, ok := k.tx[id]; ok {
		return c, true
	}
	if c, ok := k.cur[id]; ok {
		return c, true
	}
	c, ok := k.old[id]
	return c, ok
}

// learn notes, in the transaction in progress, what is stored of item id (see knownItem).
func (k *knownBuckets) learn(id string, c knownItem) {
	if k.tx == nil {
		k.tx = make(map[string]knownItem, 1024)
	}
	k.tx[id] = c
}

// commit keeps what the transaction learned; abort forgets it.
func (k *knownBuckets) commit() {
	for id, c := range k.tx {
		if len(k.cur) >= maxKnown {
			k.old, k.cur = k.cur, nil
		}
		if k.cur == nil {
			k.cur = make(map[string]knownItem, 1024)
		}
		k.cur[id] = c
	}
	clear(k.tx)
}

func (k *knownBuckets) abort() { clear(k.tx) }

// bucketKind is the kind code of a kind bucket (0 for another bucket).
func bucketKind(name []byte) byte {
	for _, kind := range kinds() {
		if bytes.Equal(kindBucket(kind), name) {
			return kindCode(kind)
		}
	}
	return 0
}

// rawItemTx is rawItem inside a write transaction of s: the bucket known to hold id is tried
// first, and where the item was found (with its exposure) is learned.
func (s *Store) rawItemTx(tx *bolt.Tx, id string) (v, bucket []byte) {
	if c, ok := s.known.item(id); ok {
		name := kindBucket(codeKind(c.code))
		if v := tx.Bucket(name).Get([]byte(id)); v != nil {
			if c.exposure < 0 {
				s.known.learn(id, storedKnown(c.code, v))
			}
			return v, name
		}
	}
	v, bucket = rawItem(tx, id)
	if v != nil {
		s.known.learn(id, storedKnown(bucketKind(bucket), v))
	}
	return v, bucket
}

// storedKnown is what knownBuckets keeps of the stored item encoding v in the bucket of kind
// code c.
func storedKnown(c byte, v []byte) knownItem {
	_, retired, _ := itemState(v) // a damaged value: reading the item reports it
	return knownItem{c, storedExposure(v), retired}
}

// exposureTx returns the exposure of stored item id inside a write transaction of s (ok false
// when no item has that ID).
func (s *Store) exposureTx(tx *bolt.Tx, id string) (exp int64, ok bool) {
	if c, ok := s.known.item(id); ok && c.exposure >= 0 {
		return c.exposure, true
	}
	if v, _ := s.rawItemTx(tx, id); v == nil {
		return 0, false
	}
	c, _ := s.known.item(id)
	return c.exposure, c.exposure >= 0
}

// storedExposure returns the exposure of a stored item encoding, -1 when it cannot be read (a
// damaged value: the lookups that need it then report the item as missing).
func storedExposure(v []byte) int64 {
	if len(v) > 0 && v[0] == formatBinary {
		if len(v) < itemHeader {
			return -1
		}
		d := decoder{b: v[itemHeader:]}
		if exp := d.varint(); d.err == nil && exp >= 0 {
			return exp
		}
		return -1
	}
	var it struct {
		Exposure int64 `json:"exposure"`
	}
	if json.Unmarshal(v, &it) != nil || it.Exposure < 0 {
		return -1
	}
	return it.Exposure
}
