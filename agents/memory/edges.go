package memory

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math"

	bolt "go.etcd.io/bbolt"
)

// Edge keys: "o" + from + 0 + to holds the edge JSON; "i" + to + 0 + from is the reverse entry
// (empty value) so Edges can find incoming edges without a scan.
const (
	edgeOut = 'o'
	edgeIn  = 'i'
)

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
	vals, err := encodeEdges(edges)
	if err != nil {
		return err
	}
	err = s.update(func(tx *bolt.Tx) error { return s.putEdgesTx(tx, edges, vals) })
	if err != nil {
		return fmt.Errorf("memory store %s: %w", s.path, err)
	}
	return nil
}

// encodeEdges validates and encodes edges before anything is written.
func encodeEdges(edges []Edge) ([][]byte, error) {
	vals := make([][]byte, len(edges))
	for i, e := range edges {
		if e.From == "" || e.To == "" {
			return nil, fmt.Errorf("memory edge %q -> %q: both ends are required", e.From, e.To)
		}
		if math.IsNaN(e.W0) || e.W0 < 0 || e.W0 > 1 {
			return nil, fmt.Errorf("memory edge %q -> %q: w0 %v out of [0,1]", e.From, e.To, e.W0)
		}
		if math.IsNaN(e.Phi) || math.IsInf(e.Phi, 0) {
			return nil, fmt.Errorf("memory edge %q -> %q: phi %v is not finite", e.From, e.To, e.Phi)
		}
		val, err := json.Marshal(e)
		if err != nil {
			return nil, fmt.Errorf("memory edge %q -> %q: %w", e.From, e.To, err)
		}
		vals[i] = val
	}
	return vals, nil
}

// putEdgesTx writes encoded edges inside tx; both ends must be stored items.
//
// An entry already stored with the same value is not written again: most of a practice batch's
// edges are reweighted ones, whose reverse entry exists (and whose weight is sometimes
// unchanged after rounding). Each entry written dirties a leaf page of the edge bucket, which
// the commit then copies (reading the old page) and writes; the stored entries are the same
// either way.
func (s *Store) putEdgesTx(tx *bolt.Tx, edges []Edge, vals [][]byte) error {
	b := tx.Bucket(bucketEdges)
	known := make(map[string]bool, 2*len(edges)) // ends found stored in this transaction
	for i, e := range edges {
		s.touched(tx)
		for _, id := range []string{e.From, e.To} {
			if known[id] {
				continue
			}
			if !itemExists(tx, id) {
				return fmt.Errorf("memory edge %q -> %q: item %q: %w", e.From, e.To, id, ErrNotFound)
			}
			known[id] = true
		}
		out := edgeKey(edgeOut, e.From, e.To)
		if v := b.Get(out); v == nil || !bytes.Equal(v, vals[i]) {
			if err := b.Put(out, vals[i]); err != nil {
				return err
			}
		}
		in := edgeKey(edgeIn, e.To, e.From)
		if k, _ := b.Cursor().Seek(in); !bytes.Equal(k, in) {
			if err := b.Put(in, []byte{}); err != nil {
				return err
			}
		}
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
			if len(out)%statsRelease == statsRelease-1 {
				releaseMappedTx(s.db, tx) // a walk of every edge keeps none of them mapped
			}
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
