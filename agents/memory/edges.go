package memory

import (
	"bytes"
	"encoding/binary"
	"encoding/json"
	"fmt"
	"math"
	"slices"
	"strings"

	bolt "go.etcd.io/bbolt"
)

// Edge keys: "o" + from + 0 + to holds the edge's weights; "i" + to + 0 + from is the reverse
// entry (empty value) so Edges can find incoming edges without a scan. The ends are in the key,
// so the value is the weights alone: formatBinary, then W0 and Phi as float64 bits (big-endian).
// Schema 1 stored the edge as JSON; both are read.
//
// An edge between two canonical UUIDs (all that practice writes) is keyed by their 16 bytes
// instead, in the form the store was created with (see edgeForm): by schema 2, "O" + from + to
// and "I" + to + from (33 bytes instead of 74); by schema 3, the first end's exposure comes
// first, as 8 bytes big-endian: "E" + exposure(from) + from + to and "R" + exposure(to) + to +
// from (41 bytes). An item's ID is a hash, so keys made of IDs alone put the edges of a
// practice batch all over the bucket: each of its few thousand new entries dirtied a leaf page
// of its own, which the commit copied (reading the old page) and wrote. A new edge starts at a
// new experience, and its reverse entry at a recent one, so with the exposure first they are
// appended near the end of their ranges. An item's exposure can change (an edit or an import
// replacing it): its entries are then moved (see moveEdgesTx). The form of an edge's key
// depends only on its ends and the store, so an edge has one key; readers take every form.
const (
	edgeOut         = 'o'
	edgeIn          = 'i'
	edgeOutUUID     = 'O'
	edgeInUUID      = 'I'
	edgeOutExposure = 'E'
	edgeInExposure  = 'R'
)

// exposureKeyLen is the length of an exposure-form edge key.
const exposureKeyLen = 1 + 8 + 16 + 16

// appendEdgeKey appends the key of the entry dir (edgeOut or edgeIn) of the edge a -> b (b -> a
// for edgeIn) in this store to dst. exposure returns the exposure of a stored item: the
// exposure form needs a's, and ok is false when it does not know it (a is not stored).
func (s *Store) appendEdgeKey(dst []byte, dir byte, a, b string, exposure func(id string) (int64, bool)) (key []byte, ok bool) {
	if s.edges != edgesText {
		ua, okA := parseUUID(a)
		ub, okB := parseUUID(b)
		if okA && okB {
			switch {
			case s.edges == edgesUUID && dir == edgeOut:
				dst = append(dst, edgeOutUUID)
			case s.edges == edgesUUID:
				dst = append(dst, edgeInUUID)
			default:
				exp, ok := exposure(a)
				if !ok {
					return dst, false
				}
				c := byte(edgeOutExposure)
				if dir == edgeIn {
					c = edgeInExposure
				}
				dst = binary.BigEndian.AppendUint64(append(dst, c), uint64(exp))
			}
			return append(append(dst, ua[:]...), ub[:]...), true
		}
	}
	return appendTextEdgeKey(dst, dir, a, b), true
}

// edgeKeyOf returns the key of the entry dir (edgeOut or edgeIn) of the edge a -> b (b -> a for
// edgeIn) in this store, reading a's exposure in tx when the key needs it (nil when a is not
// stored).
func (s *Store) edgeKeyOf(tx *bolt.Tx, dir byte, a, b string) []byte {
	k, ok := s.appendEdgeKey(nil, dir, a, b, func(id string) (int64, bool) { return readExposure(tx, id) })
	if !ok {
		return nil
	}
	return k
}

// readExposure returns the exposure of stored item id in tx (ok false when it is not stored or
// its exposure cannot be read).
func readExposure(tx *bolt.Tx, id string) (int64, bool) {
	v, _ := rawItem(tx, id)
	if v == nil {
		return 0, false
	}
	exp := storedExposure(v)
	return exp, exp >= 0
}

// edgeKey builds an edge key: dir, then a, NUL, b.
func edgeKey(dir byte, a, b string) []byte {
	return appendTextEdgeKey(make([]byte, 0, 2+len(a)+len(b)), dir, a, b)
}

// appendTextEdgeKey appends edgeKey(dir, a, b) to dst.
func appendTextEdgeKey(dst []byte, dir byte, a, b string) []byte {
	dst = append(dst, dir)
	dst = append(dst, a...)
	dst = append(dst, 0)
	return append(dst, b...)
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

// edgeValueLen is the length of an edge value (format byte and two float64s).
const edgeValueLen = 17

// encodeEdges validates and encodes edges before anything is written.
func encodeEdges(edges []Edge) ([][]byte, error) {
	vals := make([][]byte, len(edges))
	buf := make([]byte, edgeValueLen*len(edges))
	for i, e := range edges {
		if e.From == "" || e.To == "" {
			return nil, fmt.Errorf("memory edge %q -> %q: both ends are required", e.From, e.To)
		}
		if strings.IndexByte(e.From, 0) >= 0 || strings.IndexByte(e.To, 0) >= 0 {
			return nil, fmt.Errorf("memory edge %q -> %q: an end contains a NUL byte", e.From, e.To)
		}
		if math.IsNaN(e.W0) || e.W0 < 0 || e.W0 > 1 {
			return nil, fmt.Errorf("memory edge %q -> %q: w0 %v out of [0,1]", e.From, e.To, e.W0)
		}
		if math.IsNaN(e.Phi) || math.IsInf(e.Phi, 0) {
			return nil, fmt.Errorf("memory edge %q -> %q: phi %v is not finite", e.From, e.To, e.Phi)
		}
		v := buf[i*edgeValueLen : (i+1)*edgeValueLen : (i+1)*edgeValueLen]
		v[0] = formatBinary
		binary.BigEndian.PutUint64(v[1:9], math.Float64bits(e.W0))
		binary.BigEndian.PutUint64(v[9:17], math.Float64bits(e.Phi))
		vals[i] = v
	}
	return vals, nil
}

// decodeEdge decodes the stored edge from -> to (either encoding).
func decodeEdge(from, to string, v []byte) (Edge, error) {
	if len(v) > 0 && v[0] == formatBinary {
		if len(v) != edgeValueLen {
			return Edge{}, fmt.Errorf("edge value of %d bytes (want %d)", len(v), edgeValueLen)
		}
		return Edge{From: from, To: to, W0: math.Float64frombits(binary.BigEndian.Uint64(v[1:9])),
			Phi: math.Float64frombits(binary.BigEndian.Uint64(v[9:17]))}, nil
	}
	var e Edge
	if err := json.Unmarshal(v, &e); err != nil {
		return Edge{}, err
	}
	return e, nil
}

// splitEdgeKey returns the two ends of an edge key (any form).
func splitEdgeKey(k []byte) (a, b string, err error) {
	if len(k) > 0 && (k[0] == edgeOutUUID || k[0] == edgeInUUID) {
		if len(k) != 33 {
			return "", "", fmt.Errorf("edge key %q is not 33 bytes", k)
		}
		return formatUUID(k[1:17]), formatUUID(k[17:]), nil
	}
	if len(k) > 0 && (k[0] == edgeOutExposure || k[0] == edgeInExposure) {
		if len(k) != exposureKeyLen {
			return "", "", fmt.Errorf("edge key %q is not %d bytes", k, exposureKeyLen)
		}
		return formatUUID(k[9:25]), formatUUID(k[25:]), nil
	}
	i := bytes.IndexByte(k, 0)
	if len(k) < 1 || i < 0 {
		return "", "", fmt.Errorf("edge key %q has no separator", k)
	}
	return string(k[1:i]), string(k[i+1:]), nil
}

// putEdgesTx writes encoded edges inside tx; both ends must be stored items (the batch's own
// items count: they are written first, and known to be stored from then on; see knownBuckets).
//
// An entry already stored with the same value is not written again: most of a practice batch's
// edges are reweighted ones (whose weight is sometimes unchanged after rounding). Each entry
// written dirties a leaf page of the edge bucket, which the commit then copies (reading the old
// page) and writes. An edge and its reverse entry are written together, so an edge found
// stored has its reverse entry: only a new edge writes one, and the reverse entries are written
// after the edges, in key order. In the exposure form, most entries are appended (see the key
// forms above), so the bucket's pages are filled to appendFill rather than split in halves.
//
// The edges are looked up and written in key order too (a stable sort: the same edge twice keeps
// its order), so that consecutive lookups walk the same branch pages. Items are never deleted,
// so the ends of an edge found stored exist: only a new edge's ends are looked up, after the
// writes, in the order given (an error names the first edge given with a missing end; an edge
// whose key needs the exposure of a missing item is one).
func (s *Store) putEdgesTx(tx *bolt.Tx, edges []Edge, vals [][]byte) error {
	b := tx.Bucket(bucketEdges)
	if s.edges == edgesExposure {
		b.FillPercent = appendFill
	}
	exposure := func(id string) (int64, bool) { return s.exposureTx(tx, id) }
	keys := make([][]byte, len(edges))
	buf := make([]byte, 0, exposureKeyLen*len(edges))
	var check []int // edges whose ends must be looked up: new ones, and those without a key
	order := make([]int, 0, len(edges))
	for i, e := range edges {
		n := len(buf)
		k, ok := s.appendEdgeKey(buf, edgeOut, e.From, e.To, exposure)
		if !ok {
			check = append(check, i)
			continue
		}
		buf, keys[i] = k, k[n:len(k):len(k)]
		order = append(order, i)
	}
	slices.SortStableFunc(order, func(i, j int) int { return bytes.Compare(keys[i], keys[j]) })
	c := b.Cursor() // one cursor for every lookup: Bucket.Get makes one (and its stack) per call
	for _, i := range order {
		s.touched(tx)
		k, v := c.Seek(keys[i])
		if !bytes.Equal(k, keys[i]) {
			v = nil
		}
		if v != nil && bytes.Equal(v, vals[i]) {
			continue
		}
		if err := b.Put(keys[i], vals[i]); err != nil {
			return err
		}
		if v == nil {
			check = append(check, i)
		}
	}
	slices.Sort(check)
	in := make([][]byte, 0, len(check))
	for _, i := range check {
		e := edges[i]
		for _, id := range []string{e.From, e.To} {
			if _, ok := s.known.get(id); ok { // written or found before: stored
				continue
			}
			s.touched(tx)
			if v, _ := s.rawItemTx(tx, id); v == nil {
				return fmt.Errorf("memory edge %q -> %q: item %q: %w", e.From, e.To, id, ErrNotFound)
			}
		}
		k, ok := s.appendEdgeKey(nil, edgeIn, e.To, e.From, exposure)
		if !ok || keys[i] == nil {
			return fmt.Errorf("memory edge %q -> %q: the exposure of an end cannot be read", e.From, e.To)
		}
		in = append(in, k)
	}
	slices.SortFunc(in, bytes.Compare)
	for _, k := range in {
		if err := b.Put(k, []byte{}); err != nil {
			return err
		}
	}
	return nil
}

// moveEdgesTx moves the entries keyed by the exposure of item id (its outgoing edges, and the
// reverse entries of its incoming ones) from exposure old to new inside tx, after a write
// changed the item's exposure. Only the exposure form keys edges by exposure.
func (s *Store) moveEdgesTx(tx *bolt.Tx, id string, old, new int64) error {
	u, ok := parseUUID(id)
	if s.edges != edgesExposure || !ok || old == new {
		return nil
	}
	b := tx.Bucket(bucketEdges)
	b.FillPercent = appendFill
	for _, dir := range []byte{edgeOutExposure, edgeInExposure} {
		prefix := append(binary.BigEndian.AppendUint64([]byte{dir}, uint64(old)), u[:]...)
		var keys, vals [][]byte
		c := b.Cursor()
		for k, v := c.Seek(prefix); k != nil && bytes.HasPrefix(k, prefix); k, v = c.Next() {
			keys, vals = append(keys, slices.Clone(k)), append(vals, append([]byte{}, v...))
		}
		for i, k := range keys {
			if err := b.Delete(k); err != nil {
				return err
			}
			binary.BigEndian.PutUint64(k[1:9], uint64(new))
			if err := b.Put(k, vals[i]); err != nil {
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
		forms := 0
		for _, dir := range []byte{edgeOutExposure, edgeOutUUID, edgeOut} {
			n := len(out)
			for k, v := c.Seek([]byte{dir}); k != nil && k[0] == dir; k, v = c.Next() {
				if len(out)%statsRelease == statsRelease-1 {
					releaseMappedTx(s.db, tx) // a walk of every edge keeps none of them mapped
				}
				from, to, err := splitEdgeKey(k)
				if err != nil {
					return err
				}
				e, err := decodeEdge(from, to, v)
				if err != nil {
					return fmt.Errorf("edge %q: %w", k[1:], err)
				}
				out = append(out, e)
			}
			if len(out) > n {
				forms++
			}
		}
		// Each form's keys sort as its ends do, but for the exposure form's.
		if forms > 1 || s.edges == edgesExposure {
			slices.SortFunc(out, func(a, b Edge) int {
				if c := strings.Compare(a.From, b.From); c != 0 {
					return c
				}
				return strings.Compare(a.To, b.To)
			})
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
	var outgoing, incoming []Edge
	err := s.db.View(func(tx *bolt.Tx) error {
		b := tx.Bucket(bucketEdges)
		if b == nil {
			return nil
		}
		c := b.Cursor()
		var prefixes [][2][]byte // (outgoing, incoming) key prefixes of id, one per key form
		if u, ok := parseUUID(id); ok {
			switch s.edges {
			case edgesUUID:
				prefixes = append(prefixes, [2][]byte{append([]byte{edgeOutUUID}, u[:]...), append([]byte{edgeInUUID}, u[:]...)})
			case edgesExposure:
				if exp, ok := readExposure(tx, id); ok {
					out := append(binary.BigEndian.AppendUint64([]byte{edgeOutExposure}, uint64(exp)), u[:]...)
					in := append(binary.BigEndian.AppendUint64([]byte{edgeInExposure}, uint64(exp)), u[:]...)
					prefixes = append(prefixes, [2][]byte{out, in})
				}
			}
		}
		prefixes = append(prefixes, [2][]byte{edgeKey(edgeOut, id, ""), edgeKey(edgeIn, id, "")})
		for _, p := range prefixes {
			for k, v := c.Seek(p[0]); k != nil && bytes.HasPrefix(k, p[0]); k, v = c.Next() {
				_, to, err := splitEdgeKey(k)
				if err != nil {
					return err
				}
				e, err := decodeEdge(id, to, v)
				if err != nil {
					return fmt.Errorf("edge %q: %w", k[1:], err)
				}
				outgoing = append(outgoing, e)
			}
			for k, _ := c.Seek(p[1]); k != nil && bytes.HasPrefix(k, p[1]); k, _ = c.Next() {
				_, from, err := splitEdgeKey(k)
				if err != nil {
					return err
				}
				if from == id {
					continue // self-loop, already listed
				}
				var v []byte
				if k := s.edgeKeyOf(tx, edgeOut, from, id); k != nil {
					v = b.Get(k)
				}
				if v == nil {
					return fmt.Errorf("edge %q -> %q: reverse entry without edge", from, id)
				}
				e, err := decodeEdge(from, id, v)
				if err != nil {
					return fmt.Errorf("edge %q -> %q: %w", from, id, err)
				}
				incoming = append(incoming, e)
			}
		}
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("memory store %s: %w", s.path, err)
	}
	slices.SortStableFunc(outgoing, func(a, b Edge) int { return strings.Compare(a.To, b.To) })
	slices.SortStableFunc(incoming, func(a, b Edge) int { return strings.Compare(a.From, b.From) })
	return append(outgoing, incoming...), nil
}
