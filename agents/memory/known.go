package memory

import (
	"bytes"

	bolt "go.etcd.io/bbolt"
)

// maxKnown bounds each of the two generations of knownBuckets.
const maxKnown = 1 << 15

// knownBuckets remembers which kind bucket holds the items that committed write transactions
// wrote or found, so that a write transaction looks an item up in that bucket first instead of
// trying the kind buckets in turn (a practice batch recalibrates and retires items recalled
// from any bucket: each DCP was two lookups, each rule three), and knows an edge's end exists
// without a lookup (an item is never deleted). The bucket is only a hint: an edit that changes
// an item's kind moves it, and a lookup that misses tries every bucket. Only write
// transactions use it, and bbolt runs one at a time; what a transaction learns is kept only if
// it commits (a rolled-back item must not count as stored). Two generations keep the most
// recent items (a practice batch's are mostly the department's live memory): when the newer
// one is full, it becomes the older one.
type knownBuckets struct {
	cur, old map[string]byte // id -> kind code (kindCode)
	tx       map[string]byte // learned by the write transaction in progress
}

// get returns the kind code of the bucket known to hold id.
func (k *knownBuckets) get(id string) (byte, bool) {
	if c, ok := k.tx[id]; ok {
		return c, true
	}
	if c, ok := k.cur[id]; ok {
		return c, true
	}
	c, ok := k.old[id]
	return c, ok
}

// learn notes, in the transaction in progress, that the bucket of kind code c holds id.
func (k *knownBuckets) learn(id string, c byte) {
	if k.tx == nil {
		k.tx = make(map[string]byte, 1024)
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
			k.cur = make(map[string]byte, 1024)
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
// first, and where the item was found is learned.
func (s *Store) rawItemTx(tx *bolt.Tx, id string) (v, bucket []byte) {
	if c, ok := s.known.get(id); ok {
		name := kindBucket(codeKind(c))
		if v := tx.Bucket(name).Get([]byte(id)); v != nil {
			return v, name
		}
	}
	v, bucket = rawItem(tx, id)
	if v != nil {
		s.known.learn(id, bucketKind(bucket))
	}
	return v, bucket
}
