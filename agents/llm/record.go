package llm

import (
	"encoding/json"
	"errors"
	"fmt"
	"sort"
	"sync"
	"time"

	bolt "go.etcd.io/bbolt"
)

// Call is the record of one call: the whole request, what came back, and how it went. It never
// holds the API key or the server's address.
type Call struct {
	Hash             string       `json:"hash"`
	Tag              string       `json:"tag"`
	Request          Request      `json:"request"`
	Text             string       `json:"text"` // the content as the server sent it ("" on failure)
	FinishReason     string       `json:"finish_reason,omitempty"`
	PromptTokens     int          `json:"prompt_tokens"`
	CompletionTokens int          `json:"completion_tokens"`
	LatencyMS        int64        `json:"latency_ms"` // wall time over all attempts; informational only
	Attempts         int          `json:"attempts"`
	AttemptErrors    []string     `json:"attempt_errors,omitempty"` // one line per failed attempt
	Err              *CallFailure `json:"error,omitempty"`          // set when the call failed for good
}

// CallFailure is how a recorded call failed.
type CallFailure struct {
	Kind   Kind   `json:"kind"`
	Status int    `json:"status,omitempty"`
	Msg    string `json:"msg"`
}

// Recorder keeps calls.
type Recorder interface {
	Put(c Call) error
}

// Replayer finds a recorded call by request hash.
type Replayer interface {
	Get(hash string) (Call, bool, error)
}

// RecordStats sums a recording.
type RecordStats struct {
	Calls            int `json:"calls"`
	Failed           int `json:"failed"`
	Retries          int `json:"retries"` // attempts beyond the first, over all calls
	PromptTokens     int `json:"prompt_tokens"`
	CompletionTokens int `json:"completion_tokens"`
}

func (s *RecordStats) add(c Call) {
	s.Calls++
	if c.Err != nil {
		s.Failed++
	}
	s.Retries += max(0, c.Attempts-1)
	s.PromptTokens += c.PromptTokens
	s.CompletionTokens += c.CompletionTokens
}

var callsBucket = []byte("llm_calls")

// BoltStore keeps calls in a bbolt file, one JSON value per request hash. It is both a Recorder
// and a Replayer; a later call with the same hash replaces the earlier one.
//
// Writes are behind the calls: Put queues the call and returns, and one writer commits whatever
// is queued in one transaction (a call waiting on bbolt's fsync would hold its episode back from
// the next model call). A kill loses at most the calls queued since the last commit, the work in
// flight; Close commits the rest. A failed commit is returned by every later Put and by Close.
type BoltStore struct {
	db *bolt.DB

	commitMu sync.Mutex // commits in queue order
	mu       sync.Mutex
	pending  map[string][]byte // hash -> value, queued for the writer
	writing  map[string][]byte // the batch the writer is committing (Get still finds it there)
	err      error             // the first failed commit
	kick     chan struct{}     // the writer has something to do
	quit     chan struct{}     // Close was called
	done     chan struct{}     // the writer ended
	once     sync.Once
}

// OpenBolt opens (or creates) the recording at path.
func OpenBolt(path string) (*BoltStore, error) {
	db, err := bolt.Open(path, 0o600, &bolt.Options{Timeout: 5 * time.Second})
	if err != nil {
		return nil, fmt.Errorf("open llm recording %s: %w", path, err)
	}
	if err := db.Update(func(tx *bolt.Tx) error {
		_, err := tx.CreateBucketIfNotExists(callsBucket)
		return err
	}); err != nil {
		db.Close()
		return nil, fmt.Errorf("open llm recording %s: %w", path, err)
	}
	s := &BoltStore{db: db, pending: map[string][]byte{}, kick: make(chan struct{}, 1),
		quit: make(chan struct{}), done: make(chan struct{})}
	go s.writer()
	return s, nil
}

// writer commits the queue until Close, then commits what is left.
func (s *BoltStore) writer() {
	defer close(s.done)
	for {
		select {
		case <-s.kick:
			s.commit()
		case <-s.quit:
			s.commit()
			return
		}
	}
}

// commit writes the queued calls in one transaction.
func (s *BoltStore) commit() {
	s.commitMu.Lock()
	defer s.commitMu.Unlock()
	s.mu.Lock()
	if len(s.pending) == 0 {
		s.mu.Unlock()
		return
	}
	batch := s.pending
	s.pending, s.writing = map[string][]byte{}, batch
	s.mu.Unlock()
	defer func() {
		s.mu.Lock()
		s.writing = nil
		s.mu.Unlock()
	}()
	err := s.db.Update(func(tx *bolt.Tx) error {
		b := tx.Bucket(callsBucket)
		for k, v := range batch {
			if err := b.Put([]byte(k), v); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		s.mu.Lock()
		if s.err == nil {
			s.err = fmt.Errorf("write llm recording: %w", err)
		}
		s.mu.Unlock()
	}
}

// Close commits what is queued and closes the file.
func (s *BoltStore) Close() error {
	s.once.Do(func() { close(s.quit) })
	<-s.done
	cerr := s.db.Close()
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.err != nil {
		return s.err
	}
	return cerr
}

// Put queues c under its hash.
func (s *BoltStore) Put(c Call) error {
	if c.Hash == "" {
		return errors.New("put llm call: empty hash")
	}
	v, err := json.Marshal(c)
	if err != nil {
		return fmt.Errorf("put llm call %s: %w", shortHash(c.Hash), err)
	}
	s.mu.Lock()
	if s.err != nil {
		err := s.err
		s.mu.Unlock()
		return fmt.Errorf("put llm call %s: %w", shortHash(c.Hash), err)
	}
	s.pending[c.Hash] = v
	s.mu.Unlock()
	select {
	case s.kick <- struct{}{}:
	default: // the writer is already due to run
	}
	return nil
}

// flush commits the queue now (before reading the whole file).
func (s *BoltStore) flush() error {
	s.commit()
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.err
}

// Get returns the call recorded under hash.
func (s *BoltStore) Get(hash string) (Call, bool, error) {
	var c Call
	s.mu.Lock()
	v, ok := s.pending[hash] // queued, not yet committed
	if !ok {
		v, ok = s.writing[hash] // being committed: not yet visible to a read transaction
	}
	if ok {
		s.mu.Unlock()
		if err := json.Unmarshal(v, &c); err != nil {
			return Call{}, false, fmt.Errorf("get llm call %s: %w", shortHash(hash), err)
		}
		return c, true, nil
	}
	s.mu.Unlock()
	var found bool
	err := s.db.View(func(tx *bolt.Tx) error {
		v := tx.Bucket(callsBucket).Get([]byte(hash))
		if v == nil {
			return nil
		}
		found = true
		return json.Unmarshal(v, &c)
	})
	if err != nil {
		return Call{}, false, fmt.Errorf("get llm call %s: %w", shortHash(hash), err)
	}
	return c, found, nil
}

// Each calls fn for every recorded call in hash order.
func (s *BoltStore) Each(fn func(Call) error) error {
	if err := s.flush(); err != nil {
		return err
	}
	return s.db.View(func(tx *bolt.Tx) error {
		return tx.Bucket(callsBucket).ForEach(func(k, v []byte) error {
			var c Call
			if err := json.Unmarshal(v, &c); err != nil {
				return fmt.Errorf("llm call %s: %w", shortHash(string(k)), err)
			}
			return fn(c)
		})
	})
}

// Stats sums the recording.
func (s *BoltStore) Stats() (RecordStats, error) {
	var st RecordStats
	err := s.Each(func(c Call) error { st.add(c); return nil })
	return st, err
}

// MemStore keeps calls in memory (tests, and a cache for one process).
type MemStore struct {
	mu    sync.Mutex
	calls map[string]Call
}

// NewMemStore returns an empty store.
func NewMemStore() *MemStore { return &MemStore{calls: map[string]Call{}} }

// Put stores c under its hash.
func (m *MemStore) Put(c Call) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.calls[c.Hash] = c
	return nil
}

// Get returns the call recorded under hash.
func (m *MemStore) Get(hash string) (Call, bool, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	c, ok := m.calls[hash]
	return c, ok, nil
}

// Calls returns the recorded calls in hash order.
func (m *MemStore) Calls() []Call {
	m.mu.Lock()
	defer m.mu.Unlock()
	out := make([]Call, 0, len(m.calls))
	for _, c := range m.calls {
		out = append(out, c)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Hash < out[j].Hash })
	return out
}

// Stats sums the store.
func (m *MemStore) Stats() RecordStats {
	var st RecordStats
	for _, c := range m.Calls() {
		st.add(c)
	}
	return st
}
