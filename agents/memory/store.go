package memory

import (
	"bytes"
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	bolt "go.etcd.io/bbolt"
	berrors "go.etcd.io/bbolt/errors"
)

// SchemaVersion is the layout version of the store file this program reads and writes. A file
// with a newer version is refused; an older one would be migrated on a read-write open.
const SchemaVersion = 1

// StoreFile is the name of the store file inside a run (or store) directory.
const StoreFile = "memory.db"

// ErrNotFound reports that an item or record does not exist.
var ErrNotFound = errors.New("not found")

// Bucket names. Items live in the bucket of their kind, keyed by ID; changes and audit are keyed
// by the 8-byte big-endian change sequence.
var (
	bucketRuns       = []byte("runs")
	bucketEncounters = []byte("encounters")
	bucketEpisodes   = []byte("episodes")
	bucketCases      = []byte("cases")
	bucketRules      = []byte("rules")
	bucketDCPs       = []byte("dcps")
	bucketEdges      = []byte("edges")
	bucketAudit      = []byte("audit")
	bucketMeta       = []byte("meta")
	bucketChanges    = []byte("changes")

	keySchema = []byte("schema")
	keySeq    = []byte("seq")
)

// allBuckets lists every bucket a store has, in creation order.
func allBuckets() [][]byte {
	return [][]byte{bucketRuns, bucketEncounters, bucketEpisodes, bucketCases, bucketRules,
		bucketDCPs, bucketEdges, bucketAudit, bucketMeta, bucketChanges}
}

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

// Edge keys: "o" + from + 0 + to holds the edge JSON; "i" + to + 0 + from is the reverse entry
// (empty value) so Edges can find incoming edges without a scan.
const (
	edgeOut = 'o'
	edgeIn  = 'i'
)

// maxIDLen bounds item IDs (bbolt keys are limited to 32 KiB; edge keys hold two IDs).
const maxIDLen = 512

// lockTimeout is how long Open waits for another process to release the file.
const lockTimeout = 2 * time.Second

// Store is the experience memory's durable truth: one bbolt file holding items (cases, rules,
// DCPs), experience-graph edges, the governance audit log, a change log the search index catches
// up from, and opaque caller records (runs, encounters, episodes).
//
// Every write is one bbolt transaction, committed with fsync: a crash loses at most the write in
// flight. A Store is safe for concurrent use by several goroutines; writes are serialised.
//
// Locking: a read-write Store holds an exclusive lock on the file, so a second process (or a
// second Open in the same process) fails after two seconds with a clear "in use" error. A
// read-only Store takes a shared lock (bbolt's semantics): several read-only opens can coexist,
// but none can while a writer holds the file, and a writer cannot open while any reader does.
type Store struct {
	db       *bolt.DB
	path     string
	readOnly bool

	mu    sync.Mutex
	clock func() string
}

// lockedError is returned when another process holds the store file.
type lockedError struct{ path string }

func (e *lockedError) Error() string {
	return fmt.Sprintf("memory store %s is in use by another process (locked); close it or use another --store", e.path)
}

func (e *lockedError) Unwrap() error { return berrors.ErrTimeout }

// Open opens the store DIR/memory.db, creating DIR and the file when readOnly is false. A file
// written by a newer program (a higher schema version) is refused. If another process holds the
// file, Open fails after about two seconds with an error saying so.
func Open(dir string, readOnly bool) (*Store, error) {
	path := filepath.Join(dir, StoreFile)
	if readOnly {
		if _, err := os.Stat(path); err != nil {
			if errors.Is(err, os.ErrNotExist) {
				return nil, fmt.Errorf("memory store %s does not exist", path)
			}
			return nil, fmt.Errorf("open memory store %s: %w", path, err)
		}
	} else if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, fmt.Errorf("create memory store directory %s: %w", dir, err)
	}
	db, err := bolt.Open(path, 0o644, &bolt.Options{Timeout: lockTimeout, ReadOnly: readOnly})
	if err != nil {
		if errors.Is(err, berrors.ErrTimeout) {
			return nil, &lockedError{path: path}
		}
		return nil, fmt.Errorf("open memory store %s: %w", path, err)
	}
	s := &Store{db: db, path: path, readOnly: readOnly, clock: wallClock}
	if readOnly {
		err = db.View(s.checkSchema)
	} else {
		err = db.Update(s.initBuckets)
	}
	if err != nil {
		_ = db.Close()
		return nil, err
	}
	return s, nil
}

// wallClock is the default audit clock: the current UTC time in RFC 3339.
func wallClock() string { return time.Now().UTC().Format(time.RFC3339) }

// initBuckets creates missing buckets and the schema marker of a new file, and checks the schema
// of an existing one.
func (s *Store) initBuckets(tx *bolt.Tx) error {
	if tx.Bucket(bucketMeta) == nil {
		var foreign []string
		_ = tx.ForEach(func(name []byte, _ *bolt.Bucket) error {
			foreign = append(foreign, string(name))
			return nil
		})
		if len(foreign) > 0 {
			return fmt.Errorf("memory store %s is not a memory store (no meta bucket; has buckets %s)",
				s.path, strings.Join(foreign, ", "))
		}
	}
	for _, name := range allBuckets() {
		if _, err := tx.CreateBucketIfNotExists(name); err != nil {
			return fmt.Errorf("memory store %s: create bucket %s: %w", s.path, name, err)
		}
	}
	meta := tx.Bucket(bucketMeta)
	if meta.Get(keySchema) == nil {
		if err := meta.Put(keySchema, []byte(strconv.Itoa(SchemaVersion))); err != nil {
			return fmt.Errorf("memory store %s: write schema: %w", s.path, err)
		}
	}
	return s.checkSchema(tx)
}

// checkSchema refuses a file whose schema version this program does not know.
func (s *Store) checkSchema(tx *bolt.Tx) error {
	meta := tx.Bucket(bucketMeta)
	if meta == nil {
		return fmt.Errorf("memory store %s is not a memory store (no meta bucket)", s.path)
	}
	raw := meta.Get(keySchema)
	v, err := strconv.Atoi(string(raw))
	if raw == nil || err != nil || v < 1 {
		return fmt.Errorf("memory store %s: meta schema %q is not a schema version", s.path, raw)
	}
	if v > SchemaVersion {
		return fmt.Errorf("memory store %s has schema version %d, newer than this program's %d; use a newer program",
			s.path, v, SchemaVersion)
	}
	return nil
}

// Close releases the file and its lock.
func (s *Store) Close() error {
	if err := s.db.Close(); err != nil {
		return fmt.Errorf("close memory store %s: %w", s.path, err)
	}
	return nil
}

// Path returns the store file's path (DIR/memory.db).
func (s *Store) Path() string { return s.path }

// SetClock replaces the clock that stamps Audit.Time. By default it is the wall clock (RFC 3339,
// UTC), because governance is a human act; Audit.Time is then the only non-deterministic field
// in the store. Seeded simulation runs and tests set a fixed clock so that the store's contents
// are byte-identical across runs. A nil clock restores the wall clock.
func (s *Store) SetClock(clock func() string) {
	if clock == nil {
		clock = wallClock
	}
	s.mu.Lock()
	s.clock = clock
	s.mu.Unlock()
}

// now returns the audit time from the current clock.
func (s *Store) now() string {
	s.mu.Lock()
	c := s.clock
	s.mu.Unlock()
	return c()
}

// update runs fn in one read-write transaction, refusing read-only stores with a clear error.
func (s *Store) update(fn func(tx *bolt.Tx) error) error {
	if s.readOnly {
		return fmt.Errorf("memory store %s is open read-only", s.path)
	}
	return s.db.Update(fn)
}

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

// record appends one change (seq -> id) and its audit entry.
func (s *Store) record(tx *bolt.Tx, id, action, reason string, prev *Item, now string) error {
	key, err := s.audit(tx, id, action, reason, prev, now)
	if err != nil {
		return err
	}
	if err := tx.Bucket(bucketChanges).Put(key, []byte(id)); err != nil {
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
	if err := tx.Bucket(bucketAudit).Put(key, a); err != nil {
		return nil, fmt.Errorf("write audit %d: %w", seq, err)
	}
	return key, nil
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
	return s.putItems(items, "", "")
}

// putItems validates and writes items in one transaction. An empty action means add/edit.
func (s *Store) putItems(items []*Item, action, reason string) error {
	if len(items) == 0 {
		return nil
	}
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
	now := s.now()
	err := s.update(func(tx *bolt.Tx) error {
		for _, it := range items {
			prev, prevBucket, err := findItem(tx, it.ID)
			if err != nil {
				return err
			}
			act := action
			if act == "" {
				act = "add"
				if prev != nil {
					act = "edit"
				}
			}
			if err := s.writeItem(tx, it, prev, prevBucket, act, reason, now); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return fmt.Errorf("memory store %s: %w", s.path, err)
	}
	return nil
}

// Get returns the item with that ID, retracted or not, or an error wrapping ErrNotFound.
func (s *Store) Get(id string) (*Item, error) {
	var it *Item
	err := s.db.View(func(tx *bolt.Tx) error {
		var err error
		it, _, err = findItem(tx, id)
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

// List returns the items of a kind ("" for every kind) and category ("" for every category),
// sorted by (Exposure, ID). Retracted items are left out unless includeRetracted is true.
func (s *Store) List(kind, category string, includeRetracted bool) ([]*Item, error) {
	ks := kinds()
	if kind != "" {
		if kindBucket(kind) == nil {
			return nil, fmt.Errorf("list memory items: kind %q is not %s, %s or %s", kind, KindCase, KindRule, KindDCP)
		}
		ks = []string{kind}
	}
	out, err := s.scan(ks, func(it *Item) bool {
		return (category == "" || it.Category == category) && (includeRetracted || !it.Retracted)
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

// forEachChunk is how many entries a chunked iteration reads per read transaction.
const forEachChunk = 256

// scanChunks walks bucket name in key order, reading chunks of entries in short read
// transactions and calling fn outside any transaction, so fn may call other Store methods
// (including writes). Keys and values passed to fn are copies.
func (s *Store) scanChunks(name, start []byte, fn func(k, v []byte) error) error {
	after := start
	inclusive := true
	for {
		var keys, vals [][]byte
		err := s.db.View(func(tx *bolt.Tx) error {
			b := tx.Bucket(name)
			if b == nil {
				return nil
			}
			c := b.Cursor()
			var k, v []byte
			if after == nil {
				k, v = c.First()
			} else {
				k, v = c.Seek(after)
				if k != nil && !inclusive && bytes.Equal(k, after) {
					k, v = c.Next()
				}
			}
			for ; k != nil && len(keys) < forEachChunk; k, v = c.Next() {
				keys = append(keys, slices.Clone(k))
				vals = append(vals, slices.Clone(v))
			}
			return nil
		})
		if err != nil {
			return err
		}
		for i := range keys {
			if err := fn(keys[i], vals[i]); err != nil {
				return err
			}
		}
		if len(keys) < forEachChunk {
			return nil
		}
		after, inclusive = keys[len(keys)-1], false
	}
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

// Retract marks an item retracted (never retrieved while retracted). reason is required; the
// audit entry holds it and the previous item.
func (s *Store) Retract(id, reason string) error {
	if strings.TrimSpace(reason) == "" {
		return fmt.Errorf("retract memory item %q: a reason is required", id)
	}
	return s.modify(id, "retract", reason, func(it *Item) error {
		if it.Retracted {
			return fmt.Errorf("retract memory item %q: already retracted", id)
		}
		it.Retracted = true
		return nil
	})
}

// Restore clears an item's retraction; the audit entry holds the reason (optional) and the
// previous item.
func (s *Store) Restore(id, reason string) error {
	return s.modify(id, "restore", reason, func(it *Item) error {
		if !it.Retracted {
			return fmt.Errorf("restore memory item %q: not retracted", id)
		}
		it.Retracted = false
		return nil
	})
}

// Edit replaces an item's content. Every non-zero field of changed replaces the stored one
// (title, text, structured, and provenance such as quality, polarity, category); zero fields keep
// the stored value, so a false SourceCorrect or a zero Quality or Exposure cannot be set this way.
// The ID and kind cannot change, Retracted is left alone (use Retract and Restore), and the Hash
// is recomputed. reason is required; the audit entry holds it and the previous item.
func (s *Store) Edit(id string, changed *Item, reason string) error {
	if changed == nil {
		return fmt.Errorf("edit memory item %q: no changes given", id)
	}
	if strings.TrimSpace(reason) == "" {
		return fmt.Errorf("edit memory item %q: a reason is required", id)
	}
	if changed.ID != "" && changed.ID != id {
		return fmt.Errorf("edit memory item %q: changed item has id %q; an id cannot change", id, changed.ID)
	}
	return s.modify(id, "edit", reason, func(it *Item) error {
		if changed.Kind != "" && changed.Kind != it.Kind {
			return fmt.Errorf("edit memory item %q: kind cannot change from %s to %s", id, it.Kind, changed.Kind)
		}
		mergeItem(it, changed)
		it.Hash = ""
		if p := itemProblems(it); len(p) > 0 {
			return fmt.Errorf("edit memory item %q: %s", id, strings.Join(p, "; "))
		}
		it.Hash = contentHash(it)
		return nil
	})
}

// mergeItem copies every non-zero field of c (except ID, Kind, Hash, Retracted) into it.
func mergeItem(it, c *Item) {
	if c.Exposure != 0 {
		it.Exposure = c.Exposure
	}
	if c.Doctor != "" {
		it.Doctor = c.Doctor
	}
	if c.Department != "" {
		it.Department = c.Department
	}
	if c.Category != "" {
		it.Category = c.Category
	}
	if c.SourceEpisode != "" {
		it.SourceEpisode = c.SourceEpisode
	}
	if c.SourceCorrect {
		it.SourceCorrect = true
	}
	if c.Created != 0 {
		it.Created = c.Created
	}
	if c.Quality != 0 {
		it.Quality = c.Quality
	}
	if c.Polarity != "" {
		it.Polarity = c.Polarity
	}
	if c.Title != "" {
		it.Title = c.Title
	}
	if c.Text != "" {
		it.Text = c.Text
	}
	if c.Structured != "" {
		it.Structured = c.Structured
	}
}

// modify applies change to the stored item in one transaction, with audit and change records.
func (s *Store) modify(id, action, reason string, change func(*Item) error) error {
	now := s.now()
	err := s.update(func(tx *bolt.Tx) error {
		prev, bucket, err := findItem(tx, id)
		if err != nil {
			return fmt.Errorf("memory store %s: %w", s.path, err)
		}
		if prev == nil {
			return fmt.Errorf("%s memory item %q: %w", action, id, ErrNotFound)
		}
		it := *prev
		if err := change(&it); err != nil {
			return err
		}
		if err := s.writeItem(tx, &it, prev, bucket, action, reason, now); err != nil {
			return fmt.Errorf("memory store %s: %w", s.path, err)
		}
		return nil
	})
	return err
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
	err := s.scanChunks(bucketChanges, seqKey(since+1), func(k, v []byte) error {
		if len(k) != 8 {
			return fmt.Errorf("memory store %s: change key %x is not a sequence", s.path, k)
		}
		return fn(binary.BigEndian.Uint64(k), string(v))
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

// edgeKey builds an edge key: dir, then a, NUL, b.
func edgeKey(dir byte, a, b string) []byte {
	k := make([]byte, 0, 2+len(a)+len(b))
	k = append(k, dir)
	k = append(k, a...)
	k = append(k, 0)
	return append(k, b...)
}

// PutEdge writes (or replaces) the edge From -> To. Both items must exist; W0 must be in [0,1]
// and Phi finite. Edges are not audited: they are learned weights, not governed content.
func (s *Store) PutEdge(e Edge) error { return s.PutEdges([]Edge{e}) }

// PutEdges is PutEdge for many edges in one transaction: all are written or none is.
func (s *Store) PutEdges(edges []Edge) error {
	if len(edges) == 0 {
		return nil
	}
	vals := make([][]byte, len(edges))
	for i, e := range edges {
		if e.From == "" || e.To == "" {
			return fmt.Errorf("memory edge %q -> %q: both ends are required", e.From, e.To)
		}
		if math.IsNaN(e.W0) || e.W0 < 0 || e.W0 > 1 {
			return fmt.Errorf("memory edge %q -> %q: w0 %v out of [0,1]", e.From, e.To, e.W0)
		}
		if math.IsNaN(e.Phi) || math.IsInf(e.Phi, 0) {
			return fmt.Errorf("memory edge %q -> %q: phi %v is not finite", e.From, e.To, e.Phi)
		}
		val, err := json.Marshal(e)
		if err != nil {
			return fmt.Errorf("memory edge %q -> %q: %w", e.From, e.To, err)
		}
		vals[i] = val
	}
	err := s.update(func(tx *bolt.Tx) error {
		b := tx.Bucket(bucketEdges)
		for i, e := range edges {
			for _, id := range []string{e.From, e.To} {
				it, _, err := findItem(tx, id)
				if err != nil {
					return err
				}
				if it == nil {
					return fmt.Errorf("memory edge %q -> %q: item %q: %w", e.From, e.To, id, ErrNotFound)
				}
			}
			if err := b.Put(edgeKey(edgeOut, e.From, e.To), vals[i]); err != nil {
				return err
			}
			if err := b.Put(edgeKey(edgeIn, e.To, e.From), []byte{}); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return fmt.Errorf("memory store %s: %w", s.path, err)
	}
	return nil
}

// AllEdges returns every edge, sorted by From then To.
func (s *Store) AllEdges() ([]Edge, error) {
	var out []Edge
	err := s.db.View(func(tx *bolt.Tx) error {
		b := tx.Bucket(bucketEdges)
		if b == nil {
			return nil
		}
		c := b.Cursor()
		for k, v := c.Seek([]byte{edgeOut}); k != nil && k[0] == edgeOut; k, v = c.Next() {
			var e Edge
			if err := json.Unmarshal(v, &e); err != nil {
				return fmt.Errorf("edge %q: %w", k[1:], err)
			}
			out = append(out, e)
		}
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("memory store %s: %w", s.path, err)
	}
	return out, nil
}

// QualityChange sets the quality Q of one item, with the reason the audit log keeps.
type QualityChange struct {
	ID      string
	Quality float64
	Reason  string
}

// Recalibrate sets the quality of items in one transaction (GSEM's outcome feedback). The
// content is never rewritten; each change is audited as "recalibrate" with its reason (which
// names the previous and the new quality). Recalibration is not a change the index must
// re-read (quality is not indexed), so it does not enter the change log.
func (s *Store) Recalibrate(changes []QualityChange) error {
	if len(changes) == 0 {
		return nil
	}
	for _, c := range changes {
		if math.IsNaN(c.Quality) || c.Quality < 0 || c.Quality > 1 {
			return fmt.Errorf("recalibrate memory item %q: quality %v out of [0,1]", c.ID, c.Quality)
		}
	}
	now := s.now()
	err := s.update(func(tx *bolt.Tx) error {
		for _, c := range changes {
			it, bucket, err := findItem(tx, c.ID)
			if err != nil {
				return err
			}
			if it == nil {
				return fmt.Errorf("recalibrate memory item %q: %w", c.ID, ErrNotFound)
			}
			it.Quality = c.Quality
			val, err := json.Marshal(it)
			if err != nil {
				return fmt.Errorf("encode item %q: %w", it.ID, err)
			}
			if err := tx.Bucket(bucket).Put([]byte(it.ID), val); err != nil {
				return fmt.Errorf("write item %q: %w", it.ID, err)
			}
			if _, err := s.audit(tx, it.ID, "recalibrate", c.Reason, nil, now); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return fmt.Errorf("memory store %s: %w", s.path, err)
	}
	return nil
}

// Edges returns every edge that starts or ends at id: outgoing edges sorted by To, then
// incoming edges sorted by From (a self-loop appears once).
func (s *Store) Edges(id string) ([]Edge, error) {
	var out []Edge
	err := s.db.View(func(tx *bolt.Tx) error {
		b := tx.Bucket(bucketEdges)
		if b == nil {
			return nil
		}
		c := b.Cursor()
		prefix := edgeKey(edgeOut, id, "")
		for k, v := c.Seek(prefix); k != nil && bytes.HasPrefix(k, prefix); k, v = c.Next() {
			var e Edge
			if err := json.Unmarshal(v, &e); err != nil {
				return fmt.Errorf("edge %q: %w", k[1:], err)
			}
			out = append(out, e)
		}
		prefix = edgeKey(edgeIn, id, "")
		for k, _ := c.Seek(prefix); k != nil && bytes.HasPrefix(k, prefix); k, _ = c.Next() {
			from := string(k[len(prefix):])
			if from == id {
				continue // self-loop, already listed
			}
			v := b.Get(edgeKey(edgeOut, from, id))
			if v == nil {
				return fmt.Errorf("edge %q -> %q: reverse entry without edge", from, id)
			}
			var e Edge
			if err := json.Unmarshal(v, &e); err != nil {
				return fmt.Errorf("edge %q -> %q: %w", from, id, err)
			}
			out = append(out, e)
		}
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("memory store %s: %w", s.path, err)
	}
	return out, nil
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
	name := recordBucket(bucket)
	if name == nil {
		return fmt.Errorf("memory store %s: record bucket %q is not runs, encounters or episodes", s.path, bucket)
	}
	for _, r := range recs {
		if r.Key == "" {
			return fmt.Errorf("memory store %s: record in %s: empty key", s.path, bucket)
		}
	}
	if len(recs) == 0 {
		return nil
	}
	err := s.update(func(tx *bolt.Tx) error {
		for _, r := range recs {
			v := r.Value
			if v == nil {
				v = []byte{}
			}
			if err := tx.Bucket(name).Put([]byte(r.Key), v); err != nil {
				return fmt.Errorf("record %s/%s: %w", bucket, r.Key, err)
			}
		}
		return nil
	})
	if err != nil {
		return fmt.Errorf("memory store %s: %w", s.path, err)
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
				out, found = append([]byte{}, v...), true
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
