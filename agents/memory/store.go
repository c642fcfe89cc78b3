package memory

import (
	"bytes"
	"compress/flate"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"sync"
	"sync/atomic"
	"time"

	"github.com/golang/snappy"
	bolt "go.etcd.io/bbolt"
	berrors "go.etcd.io/bbolt/errors"
)

// SchemaVersion is the layout version of the store file this program reads and writes. A file
// with a newer version is refused. Version 1 stored items, edges and audit entries as JSON;
// version 2 writes compact binary encodings (see item.go) and keeps structured forms once in
// the structs bucket; version 3 keys the edges of a store it creates by their from item's
// exposure first (see edges.go), so that a practice batch's new edges are appended rather than
// spread over the whole edge bucket, and compresses blobs with Snappy rather than DEFLATE (see
// blobSnappy); version 4 keeps recalibrated qualities and retirements in the state bucket
// rather than in the items' encodings (see state.go). This program reads all four: a read-write
// open of an older file marks it version 4 (older programs then refuse it rather than misread
// it: they would not see its state entries) and writes the new encodings from then on, leaving
// what is stored as it is; its edges keep the key form the store was created with.
const SchemaVersion = 4

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
	bucketStructs    = []byte("structs") // structured forms of items, keyed by 8-byte big-endian ref
	bucketState      = []byte("state")   // recalibrated qualities and retirements (see state.go)

	keySchema    = []byte("schema")
	keySeq       = []byte("seq")
	keyStructSeq = []byte("structseq") // the last structs ref
	// keyRecords marks a store whose record values are framed (see packBlob); a store created
	// by schema 1 keeps its records raw.
	keyRecords = []byte("records")
	// keyEdgeKeys holds the key form of the edges between UUIDs (see edgeForm): "uuid" in a
	// store created by schema 2, "exposure" by schema 3; a store created by schema 1 has none
	// and keeps text keys.
	keyEdgeKeys = []byte("edgekeys")
)

// edgeForm is how a store keys its edges between two canonical UUIDs (edges with another ID
// at an end always have text keys; see edges.go). It is fixed when the store is created.
type edgeForm uint8

const (
	edgesText     edgeForm = iota // schema 1: text keys
	edgesUUID                     // schema 2: the ends' bytes ("uuid")
	edgesExposure                 // schema 3: the first end's exposure, then the ends' bytes ("exposure")
)

// edgeFormNames are the values of keyEdgeKeys.
var edgeFormNames = map[string]edgeForm{"uuid": edgesUUID, "exposure": edgesExposure}

// allBuckets lists every bucket a store has, in creation order.
func allBuckets() [][]byte {
	return [][]byte{bucketRuns, bucketEncounters, bucketEpisodes, bucketCases, bucketRules,
		bucketDCPs, bucketEdges, bucketAudit, bucketMeta, bucketChanges, bucketStructs, bucketState}
}

// appendFill is the page fill of buckets written mostly in key order (the audit and change
// logs, keyed by sequence; records, keyed by episode source): bbolt splits a page at its fill
// percent, 50% by default, which leaves every page of an appended bucket half empty. Measured
// at 2,000 patients: the audit log took 20.7 MB of pages for 10 MB of entries.
const appendFill = 0.9

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

	txMu    sync.Mutex        // held by a write transaction, with structs, known and notes
	framed  bool              // record values are framed (keyRecords)
	edges   edgeForm          // the key form of edges between UUIDs (keyEdgeKeys)
	structs map[string]uint64 // structured forms stored by the write transaction in progress
	known   knownBuckets      // buckets known to hold items (see knownBuckets)

	notes   map[string]notedItem // items changed by the write transaction in progress (see note)
	writeMu sync.Mutex           // guards written
	written map[string]notedItem // notes of the last committed transaction that changed items

	touches atomic.Uint64 // store operations so far (see touched)
}

// touchRelease is how many store operations (lookups and writes, each reading a few pages of
// the mapped file) may run between two releases of the mapped pages (see touched). Each read
// fault maps up to 64 KiB, so 512 operations keep at most about 32-64 MB of the file resident;
// a release costs about as much as a few dozen lookups (the pages still needed, such as the
// upper levels of the B+trees, are faulted in again from the page cache).
const touchRelease = 512

// lockedError is returned when another process holds the store file.
type lockedError struct{ path string }

func (e *lockedError) Error() string {
	return fmt.Sprintf("memory store %s is in use by another process (locked); close it or use another --store", e.path)
}

func (e *lockedError) Unwrap() error { return berrors.ErrTimeout }

// notOurs is the message for a file Open refuses because it is not a store of this program.
const notOurs = "not an agent-hospital experience memory"

// expectedFile says what Open expected to find instead.
const expectedFile = "expected a file written by hospital run/evolve"

// Open opens the store DIR/memory.db. A new store is created only when the file does not exist
// and readOnly is false (DIR is created too). An existing file must be one of ours: a 0-byte
// file, a file that is not a bbolt database, and a bbolt database without the schema marker
// (the schema version in the meta bucket) are refused with an error naming the path, and so is
// a file written by a newer program (a higher schema version). If another process holds the
// file, Open fails after about two seconds with an error saying so.
func Open(dir string, readOnly bool) (*Store, error) {
	path := filepath.Join(dir, StoreFile)
	fi, err := os.Stat(path)
	exists := err == nil
	switch {
	case err != nil && !errors.Is(err, os.ErrNotExist):
		return nil, fmt.Errorf("open memory %s: %w", path, err)
	case !exists && readOnly:
		return nil, fmt.Errorf("memory store %s does not exist", path)
	case !exists:
		if err := os.MkdirAll(dir, 0o755); err != nil {
			return nil, fmt.Errorf("create memory store directory %s: %w", dir, err)
		}
		if err := create(path); err != nil {
			return nil, err
		}
	case !fi.Mode().IsRegular():
		return nil, fmt.Errorf("open memory %s: %s (not a regular file; %s)", path, notOurs, expectedFile)
	case fi.Size() == 0:
		return nil, fmt.Errorf("open memory %s: %s (empty file; %s)", path, notOurs, expectedFile)
	}
	db, err := bolt.Open(path, 0o644, &bolt.Options{Timeout: lockTimeout, ReadOnly: readOnly})
	if err != nil {
		switch {
		case errors.Is(err, berrors.ErrTimeout):
			return nil, &lockedError{path: path}
		case errors.Is(err, berrors.ErrInvalid), errors.Is(err, berrors.ErrChecksum),
			errors.Is(err, berrors.ErrVersionMismatch):
			return nil, fmt.Errorf("open memory %s: %s (not a bbolt database: %v; %s)", path, notOurs, err, expectedFile)
		}
		return nil, fmt.Errorf("open memory store %s: %w", path, err)
	}
	s := &Store{db: db, path: path, readOnly: readOnly, clock: wallClock}
	if readOnly {
		err = db.View(s.checkSchema)
	} else {
		err = db.Update(func(tx *bolt.Tx) error { return s.initBuckets(tx, !exists) })
	}
	if err != nil {
		_ = db.Close()
		return nil, err
	}
	return s, nil
}

// wallClock is the default audit clock: the current UTC time in RFC 3339.
func wallClock() string { return time.Now().UTC().Format(time.RFC3339) }

// create makes a new store at path atomically: it is built with every bucket and the schema
// marker under a temporary name and linked into place, so that a process killed while creating
// it never leaves a memory.db without the marker. A file another program created meanwhile is
// left alone (Open then checks it).
func create(path string) error {
	tmp := fmt.Sprintf("%s.%d.new", path, os.Getpid())
	defer os.Remove(tmp)
	db, err := bolt.Open(tmp, 0o644, &bolt.Options{Timeout: lockTimeout})
	if err != nil {
		return fmt.Errorf("create memory store %s: %w", path, err)
	}
	s := &Store{db: db, path: path, clock: wallClock}
	err = db.Update(func(tx *bolt.Tx) error { return s.initBuckets(tx, true) })
	if cerr := db.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return fmt.Errorf("create memory store %s: %w", path, err)
	}
	if err := os.Link(tmp, path); err != nil && !errors.Is(err, os.ErrExist) {
		return fmt.Errorf("create memory store %s: %w", path, err)
	}
	return nil
}

// initBuckets checks the schema marker of an existing file (fresh false) and creates the
// buckets it lacks (a file written before a bucket was added gets it now). A fresh file gets
// every bucket and the schema marker, unless it holds buckets already (another program created
// it between Open's check and bbolt's open): then it must have the marker too.
func (s *Store) initBuckets(tx *bolt.Tx, fresh bool) error {
	if first, _ := tx.Cursor().First(); !fresh || first != nil {
		if err := s.checkSchema(tx); err != nil {
			return err
		}
	}
	for _, name := range allBuckets() {
		if _, err := tx.CreateBucketIfNotExists(name); err != nil {
			return fmt.Errorf("memory store %s: create bucket %s: %w", s.path, name, err)
		}
	}
	meta := tx.Bucket(bucketMeta)
	if meta.Get(keySchema) == nil {
		if err := meta.Put(keyRecords, []byte("framed")); err != nil {
			return fmt.Errorf("memory store %s: write record framing: %w", s.path, err)
		}
		if err := meta.Put(keyEdgeKeys, []byte("exposure")); err != nil {
			return fmt.Errorf("memory store %s: write edge key form: %w", s.path, err)
		}
	}
	if v := string(meta.Get(keySchema)); v != strconv.Itoa(SchemaVersion) {
		if err := meta.Put(keySchema, []byte(strconv.Itoa(SchemaVersion))); err != nil {
			return fmt.Errorf("memory store %s: write schema: %w", s.path, err)
		}
	}
	return s.checkSchema(tx)
}

// checkSchema refuses a file without the schema marker (a schema version in the meta bucket) or
// with a version this program does not know.
func (s *Store) checkSchema(tx *bolt.Tx) error {
	var raw []byte
	if meta := tx.Bucket(bucketMeta); meta != nil {
		raw = meta.Get(keySchema)
	}
	if raw == nil {
		return fmt.Errorf("open memory %s: %s (no schema marker; %s)", s.path, notOurs, expectedFile)
	}
	v, err := strconv.Atoi(string(raw))
	if err != nil || v < 1 {
		return fmt.Errorf("open memory %s: %s (schema marker %q is not a version number; %s)",
			s.path, notOurs, raw, expectedFile)
	}
	if v > SchemaVersion {
		return fmt.Errorf("open memory %s: schema version %d is newer than this program's %d; use a newer program",
			s.path, v, SchemaVersion)
	}
	s.framed = tx.Bucket(bucketMeta).Get(keyRecords) != nil
	s.edges = edgesText
	if form := tx.Bucket(bucketMeta).Get(keyEdgeKeys); form != nil {
		f, ok := edgeFormNames[string(form)]
		if !ok {
			return fmt.Errorf("open memory %s: edge key form %q is not one this program knows (uuid, exposure); use a newer program",
				s.path, form)
		}
		s.edges = f
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
	// bbolt runs one write transaction at a time, but releases its lock before update keeps
	// what the transaction learned: txMu covers both.
	s.txMu.Lock()
	defer s.txMu.Unlock()
	s.structs, s.notes = nil, nil
	s.known.abort()
	err := s.db.Update(fn)
	if err != nil {
		s.known.abort()
	} else {
		s.known.commit()
	}
	if err == nil && s.notes != nil {
		s.writeMu.Lock()
		s.written = s.notes
		s.writeMu.Unlock()
	}
	s.structs, s.notes = nil, nil
	return err
}

// notedItem is an item as change seq left it, as far as the index reads it (see note).
type notedItem struct {
	seq uint64
	it  *Item
}

// note keeps what change seq made of item it, so that the index, which applies the changes
// right after a practice batch commits, does not read back and decode every item the batch has
// just written (see writtenItem). Structured is left out (the index does not read it), and a
// retirement notes only the ID and Retired (a retired item is dropped from the index whatever
// its fields). it is copied: the caller may change its item afterwards.
func (s *Store) note(seq uint64, it *Item) {
	if s.notes == nil {
		s.notes = map[string]notedItem{}
	}
	c := *it
	c.Structured = ""
	s.notes[it.ID] = notedItem{seq, &c}
}

// writtenItem returns item id as change seq left it, when that change was made by the last
// committed write transaction that changed items (ok false otherwise: read the store). Every
// change of an item's indexed fields enters the change log (a recalibration changes only its
// quality), so for the last change seq of id the index has seen, this is what the store holds
// of the item's indexed fields. The item has no Structured; a retired item only its ID and
// Retired. The caller must not change it.
func (s *Store) writtenItem(id string, seq uint64) (it *Item, ok bool) {
	s.writeMu.Lock()
	n, ok := s.written[id]
	s.writeMu.Unlock()
	if !ok || n.seq != seq {
		return nil, false
	}
	return n.it, true
}

// Blob framing (structured forms, and record values in a framed store): a first byte says how
// the rest is stored. Schema 2 compressed with DEFLATE; schema 3 writes Snappy, whose output is
// larger but which takes a tenth of the time: measured on the 40,501 structured forms and 40,388
// episode records of a 20,000-patient run (101 MB of JSON), DEFLATE (BestSpeed) made 50 MB of
// them in 1.6 s, Snappy 71 MB in 0.13 s. Both are read.
const (
	blobRaw    = 0 // as given
	blobFlate  = 1 // DEFLATE (compress/flate, BestSpeed)
	blobSnappy = 2 // Snappy (github.com/golang/snappy, block format)
)

// minPack is the size from which a blob is compressed (smaller ones rarely shrink).
const minPack = 128

var (
	flateReaders = sync.Pool{New: func() any { return flate.NewReader(bytes.NewReader(nil)) }}
	// blobBuffers hold what unpackBlob decompresses before it is copied out at its size.
	blobBuffers = sync.Pool{New: func() any { return new(bytes.Buffer) }}
)

// maxPooledBlob is the largest buffer unpackBlob keeps for reuse.
const maxPooledBlob = 1 << 20

// snappyBuffers hold what packBlob compresses before it is copied out at its size.
var snappyBuffers = sync.Pool{New: func() any { return new([]byte) }}

// packBlob frames raw, compressed (Snappy) when that makes it smaller.
func packBlob(raw []byte) []byte {
	if len(raw) >= minPack {
		buf := snappyBuffers.Get().(*[]byte)
		defer func() {
			if cap(*buf) <= maxPooledBlob {
				snappyBuffers.Put(buf)
			}
		}()
		n := snappy.MaxEncodedLen(len(raw))
		if n > 0 && cap(*buf) < n {
			*buf = make([]byte, n)
		}
		if enc := snappy.Encode((*buf)[:cap(*buf)], raw); n > 0 && len(enc) < len(raw) {
			out := make([]byte, 1+len(enc))
			out[0] = blobSnappy
			copy(out[1:], enc)
			return out
		}
	}
	out := make([]byte, 1+len(raw))
	out[0] = blobRaw
	copy(out[1:], raw)
	return out
}

// unpackBlob returns what packBlob framed, in new memory.
func unpackBlob(v []byte) ([]byte, error) {
	if len(v) == 0 {
		return nil, errors.New("empty blob")
	}
	switch v[0] {
	case blobRaw:
		return slices.Clone(v[1:]), nil
	case blobSnappy:
		out, err := snappy.Decode(nil, v[1:])
		if err != nil {
			return nil, fmt.Errorf("decompress: %w", err)
		}
		return out, nil
	case blobFlate:
		r := flateReaders.Get().(io.ReadCloser)
		defer flateReaders.Put(r)
		if err := r.(flate.Resetter).Reset(bytes.NewReader(v[1:]), nil); err != nil {
			return nil, err
		}
		// Decompressed into a reused buffer and copied out once at its size: io.ReadAll grows
		// its result from 512 bytes, allocating about twice what it returns.
		buf := blobBuffers.Get().(*bytes.Buffer)
		defer func() {
			if buf.Cap() <= maxPooledBlob {
				blobBuffers.Put(buf)
			}
		}()
		buf.Reset()
		if _, err := buf.ReadFrom(r); err != nil {
			return nil, fmt.Errorf("decompress: %w", err)
		}
		return append(make([]byte, 0, buf.Len()), buf.Bytes()...), nil
	}
	return nil, fmt.Errorf("unknown blob framing %d", v[0])
}

// forEachChunk is how many entries a chunked iteration reads per read transaction.
const forEachChunk = 256

// scanChunks walks bucket name in key order from start, reading chunks of entries in short read
// transactions: conv turns each entry into a T inside the transaction (its result must not
// refer to the transaction's memory), and fn is called with the key (a copy) and that T outside
// any transaction, so fn may call other Store methods (including writes).
func scanChunks[T any](s *Store, name, start []byte, conv func(tx *bolt.Tx, k, v []byte) (T, error),
	fn func(k []byte, x T) error) error {
	after := start
	inclusive := true
	for {
		var keys [][]byte
		var vals []T
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
				x, err := conv(tx, k, v)
				if err != nil {
					return err
				}
				keys = append(keys, slices.Clone(k))
				vals = append(vals, x)
			}
			releaseMappedTx(s.db, tx) // the chunk is copied; a walk of the store keeps none of it mapped
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
