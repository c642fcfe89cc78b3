package memory

import (
	"bytes"
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"hash"
	"math"
	"slices"
	"strconv"
	"strings"
	"sync"

	bolt "go.etcd.io/bbolt"
)

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

// maxIDLen bounds item IDs (bbolt keys are limited to 32 KiB; edge keys hold two IDs).
const maxIDLen = 512

// contentHash is the SHA-256 (hex) of an item's content: kind, title, text and structured,
// each followed by a NUL byte so that field boundaries cannot shift.
func contentHash(it *Item) string {
	hs := hashers.Get().(*hasher)
	defer hashers.Put(hs)
	hs.h.Reset()
	for _, f := range []string{it.Kind, it.Title, it.Text, it.Structured} {
		// Through a reused buffer: []byte(f) copied every field, the structured form included.
		for len(f) > 0 {
			n := copy(hs.buf[:], f)
			hs.h.Write(hs.buf[:n])
			f = f[n:]
		}
		hs.buf[0] = 0
		hs.h.Write(hs.buf[:1])
	}
	return hex.EncodeToString(hs.h.Sum(hs.buf[:0]))
}

// hasher is a SHA-256 state and a buffer to feed it strings, reused by contentHash.
type hasher struct {
	h   hash.Hash
	buf [2048]byte
}

var hashers = sync.Pool{New: func() any { return &hasher{h: sha256.New()} }}

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

// findItem returns the stored item with that ID and the bucket holding it (nil, nil if absent).
func findItem(tx *bolt.Tx, id string) (*Item, []byte, error) {
	it, name, _, err := findItemRaw(tx, id)
	return it, name, err
}

// findItemRaw is findItem that also returns the stored encoding.
func findItemRaw(tx *bolt.Tx, id string) (*Item, []byte, []byte, error) {
	v, name := rawItem(tx, id)
	if v == nil {
		return nil, nil, nil, nil
	}
	it, err := decodeItem(tx, []byte(id), v)
	if err != nil {
		return nil, nil, nil, fmt.Errorf("item %q in bucket %s: %w", id, name, err)
	}
	return it, name, v, nil
}

// rawItem returns the stored value of item id and the bucket holding it, undecoded (nil, nil
// when no bucket holds it).
func rawItem(tx *bolt.Tx, id string) (v, bucket []byte) {
	for _, k := range kinds() {
		name := kindBucket(k)
		if b := tx.Bucket(name); b != nil {
			if v := b.Get([]byte(id)); v != nil {
				return v, name
			}
		}
	}
	return nil, nil
}

// decodeItem decodes the stored item under key: JSON (schema 1) or the binary encoding, whose
// structured form is read from the structs bucket of tx, with its entry in the state bucket.
func decodeItem(tx *bolt.Tx, key, v []byte) (*Item, error) {
	it, err := decodeEncoding(tx, key, v)
	if err != nil {
		return nil, fmt.Errorf("decode item: %w", err)
	}
	o, ok, err := overlayOf(tx, string(key))
	if err != nil {
		return nil, fmt.Errorf("decode item: %w", err)
	}
	if ok {
		o.apply(it)
	}
	return it, nil
}

// decodeEncoding decodes the stored item encoding v under key (without its state entry).
func decodeEncoding(tx *bolt.Tx, key, v []byte) (*Item, error) {
	if len(v) > 0 && v[0] == formatBinary {
		it, ref, blob, err := decodeItemBinary(key, v)
		if err != nil {
			return nil, err
		}
		if blob {
			if it.Structured, err = getStruct(tx, ref); err != nil {
				return nil, err
			}
		}
		return it, nil
	}
	it := new(Item)
	if err := json.Unmarshal(v, it); err != nil {
		return nil, err
	}
	return it, nil
}

// encodeItem returns the binary encoding of a valid item; with blob, its structured form is
// the blob ref of the structs bucket.
func encodeItem(it *Item, ref uint64, blob bool) ([]byte, error) {
	code := kindCode(it.Kind)
	if code == 0 {
		return nil, fmt.Errorf("encode item %q: kind %q", it.ID, it.Kind)
	}
	var flags byte
	switch it.Polarity {
	case Indication:
	case Contraindication:
		flags |= flagContraindication
	default:
		return nil, fmt.Errorf("encode item %q: polarity %q", it.ID, it.Polarity)
	}
	if it.SourceCorrect {
		flags |= flagCorrect
	}
	if it.Retracted {
		flags |= flagRetracted
	}
	if it.Retired {
		flags |= flagRetired
	}
	if blob {
		flags |= flagBlob
	}
	hash, err := hex.DecodeString(it.Hash)
	if err != nil || len(hash) != sha256.Size || hex.EncodeToString(hash) != it.Hash {
		flags |= flagHashHex
	}
	n := itemHeader + 4*binary.MaxVarintLen64 + len(it.Doctor) + len(it.Department) + len(it.Category) +
		len(it.SourceEpisode) + len(it.Hash) + len(it.Title) + len(it.Text) + len(it.Structured)
	out := make([]byte, itemHeader, n)
	out[0], out[1] = formatBinary, flags
	binary.BigEndian.PutUint64(out[2:10], math.Float64bits(it.Quality))
	out[10] = code
	out = binary.AppendVarint(out, int64(it.Exposure))
	out = binary.AppendVarint(out, it.Created)
	for _, f := range []string{it.Doctor, it.Department, it.Category, it.SourceEpisode} {
		out = appendString(out, f)
	}
	if flags&flagHashHex != 0 {
		out = appendString(out, it.Hash)
	} else {
		out = append(out, hash...)
	}
	out = appendString(appendString(out, it.Title), it.Text)
	if blob {
		return binary.AppendUvarint(out, ref), nil
	}
	return appendString(out, it.Structured), nil
}

// decodeItemBinary decodes a binary item encoding; when blob is true its structured form is
// the blob ref (and it.Structured is empty).
func decodeItemBinary(key, v []byte) (it *Item, ref uint64, blob bool, err error) {
	if len(v) < itemHeader || v[0] != formatBinary {
		return nil, 0, false, errors.New("truncated item encoding")
	}
	flags := v[1]
	it = &Item{ID: string(key), Kind: codeKind(v[10]), Quality: math.Float64frombits(binary.BigEndian.Uint64(v[2:10])),
		Polarity: Indication, SourceCorrect: flags&flagCorrect != 0, Retracted: flags&flagRetracted != 0,
		Retired: flags&flagRetired != 0}
	if it.Kind == "" {
		return nil, 0, false, fmt.Errorf("unknown kind code %q", v[10])
	}
	if flags&flagContraindication != 0 {
		it.Polarity = Contraindication
	}
	r := decoder{b: v[itemHeader:]}
	it.Exposure = int(r.varint())
	it.Created = r.varint()
	it.Doctor, it.Department, it.Category, it.SourceEpisode = r.str(), r.str(), r.str(), r.str()
	if flags&flagHashHex != 0 {
		it.Hash = r.str()
	} else {
		it.Hash = hex.EncodeToString(r.next(sha256.Size))
	}
	it.Title, it.Text = r.str(), r.str()
	if blob = flags&flagBlob != 0; blob {
		ref = r.uvarint()
	} else {
		it.Structured = r.str()
	}
	if r.err == nil && len(r.b) != 0 {
		r.err = errors.New("trailing bytes")
	}
	if r.err != nil {
		return nil, 0, false, fmt.Errorf("item encoding: %w", r.err)
	}
	return it, ref, blob, nil
}

// itemText returns the title and text of a stored item encoding, decoding nothing else.
func itemText(v []byte) (title, text string, err error) {
	if len(v) > 0 && v[0] == formatBinary {
		if len(v) < itemHeader {
			return "", "", errors.New("truncated item encoding")
		}
		flags := v[1]
		r := decoder{b: v[itemHeader:]}
		r.varint()
		r.varint()
		for range 4 {
			r.next(int(r.uvarint()))
		}
		if flags&flagHashHex != 0 {
			r.next(int(r.uvarint()))
		} else {
			r.next(sha256.Size)
		}
		title, text = r.str(), r.str()
		return title, text, r.err
	}
	var t struct {
		Title string `json:"title"`
		Text  string `json:"text"`
	}
	if err := json.Unmarshal(v, &t); err != nil {
		return "", "", err
	}
	return t.Title, t.Text, nil
}

// appendString appends s with its uvarint length.
func appendString(b []byte, s string) []byte {
	return append(binary.AppendUvarint(b, uint64(len(s))), s...)
}

// decoder reads a binary encoding; the first problem sticks in err and later reads return zero
// values.
type decoder struct {
	b   []byte
	err error
}

func (d *decoder) fail(what string) {
	if d.err == nil {
		d.err = fmt.Errorf("truncated %s", what)
	}
	d.b = nil
}

func (d *decoder) uvarint() uint64 {
	x, n := binary.Uvarint(d.b)
	if n <= 0 {
		d.fail("number")
		return 0
	}
	d.b = d.b[n:]
	return x
}

func (d *decoder) varint() int64 {
	x, n := binary.Varint(d.b)
	if n <= 0 {
		d.fail("number")
		return 0
	}
	d.b = d.b[n:]
	return x
}

func (d *decoder) next(n int) []byte {
	if n < 0 || n > len(d.b) {
		d.fail("field")
		return nil
	}
	out := d.b[:n:n]
	d.b = d.b[n:]
	return out
}

func (d *decoder) str() string {
	n := d.uvarint()
	if n > uint64(len(d.b)) {
		d.fail("string")
		return ""
	}
	return string(d.next(int(n)))
}

// putStructTx stores a structured form in the structs bucket, once per transaction (a case and
// the DCP of one episode share it), compressed when that makes it smaller, and returns its ref.
func (s *Store) putStructTx(tx *bolt.Tx, structured string) (uint64, error) {
	if ref, ok := s.structs[structured]; ok {
		return ref, nil
	}
	meta := tx.Bucket(bucketMeta)
	var ref uint64 = 1
	if v := meta.Get(keyStructSeq); len(v) == 8 {
		ref = binary.BigEndian.Uint64(v) + 1
	}
	key := seqKey(ref)
	if err := meta.Put(keyStructSeq, slices.Clone(key)); err != nil {
		return 0, fmt.Errorf("write structured sequence: %w", err)
	}
	b := tx.Bucket(bucketStructs)
	b.FillPercent = appendFill
	if err := b.Put(key, packBlob([]byte(structured))); err != nil {
		return 0, fmt.Errorf("write structured form %d: %w", ref, err)
	}
	if s.structs == nil {
		s.structs = map[string]uint64{}
	}
	s.structs[structured] = ref
	return ref, nil
}

// getStruct reads the structured form ref from the structs bucket.
func getStruct(tx *bolt.Tx, ref uint64) (string, error) {
	b := tx.Bucket(bucketStructs)
	var v []byte
	if b != nil {
		v = b.Get(seqKey(ref))
	}
	if v == nil {
		return "", fmt.Errorf("structured form %d: %w", ref, ErrNotFound)
	}
	raw, err := unpackBlob(v)
	if err != nil {
		return "", fmt.Errorf("structured form %d: %w", ref, err)
	}
	return string(raw), nil
}

// encodeItemTx encodes a valid item for writing in tx, storing its structured form.
func (s *Store) encodeItemTx(tx *bolt.Tx, it *Item) ([]byte, error) {
	if it.Structured == "" {
		return encodeItem(it, 0, false)
	}
	ref, err := s.putStructTx(tx, it.Structured)
	if err != nil {
		return nil, err
	}
	return encodeItem(it, ref, true)
}

// reuseStruct lets the transaction's writes share the structured form of the stored encoding v
// of it (an edit or retraction that keeps the content does not store it again).
func (s *Store) reuseStruct(v []byte, it *Item) {
	if len(v) == 0 || v[0] != formatBinary {
		return
	}
	if _, ref, blob, err := decodeItemBinary([]byte(it.ID), v); err == nil && blob {
		if s.structs == nil {
			s.structs = map[string]uint64{}
		}
		s.structs[it.Structured] = ref
	}
}

// writeItem stores it (already validated) with an audit entry and a change record. When the ID
// exists, prev is the stored item (possibly of another kind, which is then moved).
func (s *Store) writeItem(tx *bolt.Tx, it, prev *Item, prevBucket []byte, action, reason, now string) error {
	val, err := s.encodeItemTx(tx, it)
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
	s.known.learn(it.ID, knownItem{kindCode(it.Kind), int64(it.Exposure), it.Retired})
	if prev != nil { // the encoding now holds the item's quality and flags
		if err := dropOverlay(tx, it.ID); err != nil {
			return err
		}
	}
	if prev != nil && prev.Exposure != it.Exposure {
		if err := s.moveEdgesTx(tx, it.ID, int64(prev.Exposure), int64(it.Exposure)); err != nil {
			return fmt.Errorf("move the edges of item %q: %w", it.ID, err)
		}
	}
	seq, err := s.record(tx, it.ID, action, reason, prev, now)
	if err != nil {
		return err
	}
	s.note(seq, it)
	return nil
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
	_, err := s.putItems(items, "", "", false)
	return err
}

// putItems validates and writes items in one transaction. An empty action means add/edit. With
// skipSame, an item equal in every field to the stored one is not written (no audit, no change).
func (s *Store) putItems(items []*Item, action, reason string, skipSame bool) (ImportResult, error) {
	var res ImportResult
	if len(items) == 0 {
		return res, nil
	}
	if err := checkItems(items); err != nil {
		return res, err
	}
	now := s.now()
	err := s.update(func(tx *bolt.Tx) error {
		var err error
		res, err = s.putItemsTx(tx, items, action, reason, skipSame, now)
		return err
	})
	if err != nil {
		return ImportResult{}, fmt.Errorf("memory store %s: %w", s.path, err)
	}
	return res, nil
}

// checkItems validates items before anything is written; an ID may appear only once.
func checkItems(items []*Item) error {
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
	return nil
}

// putItemsTx writes validated items inside tx.
func (s *Store) putItemsTx(tx *bolt.Tx, items []*Item, action, reason string, skipSame bool, now string) (ImportResult, error) {
	var res ImportResult
	for _, it := range items {
		s.touched(tx)
		prev, prevBucket, raw, err := findItemRaw(tx, it.ID)
		if err != nil {
			return res, err
		}
		if prev != nil {
			s.reuseStruct(raw, prev)
		}
		switch {
		case prev == nil:
			res.Added++
		case skipSame && *prev == *it:
			res.Skipped++
			continue
		default:
			res.Replaced++
		}
		act := action
		if act == "" {
			act = "add"
			if prev != nil {
				act = "edit"
			}
		}
		if err := s.writeItem(tx, it, prev, prevBucket, act, reason, now); err != nil {
			return res, err
		}
	}
	return res, nil
}

// Get returns the item with that ID, retracted or not, or an error wrapping ErrNotFound.
func (s *Store) Get(id string) (*Item, error) {
	var it *Item
	err := s.db.View(func(tx *bolt.Tx) error {
		var err error
		it, _, err = findItem(tx, id)
		s.touched(tx)
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

// Text returns the title and text of item id, decoding nothing else (an item is shown to a
// doctor many times; its structured form and provenance are not read then).
func (s *Store) Text(id string) (title, text string, err error) {
	found := false
	err = s.db.View(func(tx *bolt.Tx) error {
		defer s.touched(tx)
		v, _ := rawItem(tx, id)
		if v == nil {
			return nil
		}
		var err error
		if title, text, err = itemText(v); err != nil {
			return fmt.Errorf("item %q: decode: %w", id, err)
		}
		found = true
		return nil
	})
	if err != nil {
		return "", "", fmt.Errorf("memory store %s: %w", s.path, err)
	}
	if !found {
		return "", "", fmt.Errorf("memory item %q: %w", id, ErrNotFound)
	}
	return title, text, nil
}

// List returns the items of a kind ("" for every kind) and category ("" for every category),
// sorted by (Exposure, ID). Retracted and retired items are left out unless includeRetracted is
// true.
func (s *Store) List(kind, category string, includeRetracted bool) ([]*Item, error) {
	ks := kinds()
	if kind != "" {
		if kindBucket(kind) == nil {
			return nil, fmt.Errorf("list memory items: kind %q is not %s, %s or %s", kind, KindCase, KindRule, KindDCP)
		}
		ks = []string{kind}
	}
	out, err := s.scan(ks, func(it *Item) bool {
		return (category == "" || it.Category == category) && (includeRetracted || !it.Retracted && !it.Retired)
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
				it, err := decodeItem(tx, key, v)
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

// ForEach calls fn for every item, retracted or not, in order of kind (case, dcp, rule) and ID,
// stopping at the first error, which it returns. fn runs outside any transaction, so it may call
// other Store methods; items written during the walk may or may not be seen.
func (s *Store) ForEach(fn func(*Item) error) error {
	for _, k := range kinds() {
		name := kindBucket(k)
		decode := func(tx *bolt.Tx, key, v []byte) (*Item, error) {
			it, err := decodeItem(tx, key, v)
			if err != nil {
				return nil, fmt.Errorf("memory store %s: item %q in bucket %s: %w", s.path, key, name, err)
			}
			return it, nil
		}
		err := scanChunks(s, name, nil, decode, func(_ []byte, it *Item) error { return fn(it) })
		if err != nil {
			return err
		}
	}
	return nil
}
