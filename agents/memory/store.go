package memory

import (
	"bytes"
	"errors"
	"fmt"
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
