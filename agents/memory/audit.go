package memory

import (
	"encoding/binary"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"slices"
	"time"

	bolt "go.etcd.io/bbolt"
)

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

// record appends one change (seq -> id) and its audit entry, and returns the sequence.
func (s *Store) record(tx *bolt.Tx, id, action, reason string, prev *Item, now string) (uint64, error) {
	key, err := s.audit(tx, id, action, reason, prev, now)
	if err != nil {
		return 0, err
	}
	b := tx.Bucket(bucketChanges)
	b.FillPercent = appendFill
	seq := binary.BigEndian.Uint64(key)
	if err := b.Put(key, []byte(id)); err != nil {
		return 0, fmt.Errorf("write change %d: %w", seq, err)
	}
	return seq, nil
}

// audit takes the next sequence and writes the audit entry under it; it returns the key.
func (s *Store) audit(tx *bolt.Tx, id, action, reason string, prev *Item, now string) ([]byte, error) {
	seq := readSeq(tx) + 1
	key := seqKey(seq)
	if err := tx.Bucket(bucketMeta).Put(keySeq, slices.Clone(key)); err != nil {
		return nil, fmt.Errorf("write change sequence: %w", err)
	}
	a, err := encodeAudit(Audit{Seq: seq, Time: now, Action: action, ItemID: id, Reason: reason, Previous: prev})
	if err != nil {
		return nil, fmt.Errorf("encode audit %d: %w", seq, err)
	}
	b := tx.Bucket(bucketAudit)
	b.FillPercent = appendFill
	if err := b.Put(key, a); err != nil {
		return nil, fmt.Errorf("write audit %d: %w", seq, err)
	}
	return key, nil
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
			a, err := decodeAudit(k, v)
			if err != nil {
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
	id := func(_ *bolt.Tx, _, v []byte) (string, error) { return string(v), nil }
	err := scanChunks(s, bucketChanges, seqKey(since+1), id, func(k []byte, id string) error {
		if len(k) != 8 {
			return fmt.Errorf("memory store %s: change key %x is not a sequence", s.path, k)
		}
		return fn(binary.BigEndian.Uint64(k), id)
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

// Audit entry encoding (schema 2), the sequence being the key:
//
//	[0]  formatBinary
//	[1]  flags (auditUnixTime ... auditPrevious)
//	[2]  action code (index in auditActions), 0 for another action, which follows as a string
//	time: varint Unix seconds when the time is RFC 3339 UTC that formats back the same, else a string
//	item ID: 16 bytes when it is a canonical lowercase UUID, else a string
//	reason: a string when present; previous: the previous item's JSON as a string when present
const (
	auditUnixTime = 1 << iota
	auditUUID
	auditReason
	auditPrevious
)

// auditActions are the actions with a one-byte code (their index; 0 is "another action").
var auditActions = []string{"", "add", "edit", "retract", "restore", "import", "recalibrate", "retire"}

// encodeAudit returns the binary encoding of a.
func encodeAudit(a Audit) ([]byte, error) {
	out := make([]byte, 3, 3+8+16+len(a.Reason)+8)
	out[0] = formatBinary
	var flags byte
	code := slices.Index(auditActions[1:], a.Action) + 1
	out[2] = byte(code)
	if code == 0 {
		out = appendString(out, a.Action)
	}
	if t, err := time.Parse(time.RFC3339, a.Time); err == nil && t.UTC().Format(time.RFC3339) == a.Time {
		flags |= auditUnixTime
		out = binary.AppendVarint(out, t.Unix())
	} else {
		out = appendString(out, a.Time)
	}
	if u, ok := parseUUID(a.ItemID); ok {
		flags |= auditUUID
		out = append(out, u[:]...)
	} else {
		out = appendString(out, a.ItemID)
	}
	if a.Reason != "" {
		flags |= auditReason
		out = appendString(out, a.Reason)
	}
	if a.Previous != nil {
		prev, err := json.Marshal(a.Previous)
		if err != nil {
			return nil, err
		}
		flags |= auditPrevious
		out = appendString(out, string(prev))
	}
	out[1] = flags
	return out, nil
}

// decodeAudit decodes the audit entry under key k (either encoding).
func decodeAudit(k, v []byte) (Audit, error) {
	if len(v) == 0 || v[0] != formatBinary {
		var a Audit
		err := json.Unmarshal(v, &a)
		return a, err
	}
	if len(v) < 3 || len(k) != 8 {
		return Audit{}, errors.New("truncated audit entry")
	}
	flags := v[1]
	a := Audit{Seq: binary.BigEndian.Uint64(k)}
	r := decoder{b: v[3:]}
	switch code := int(v[2]); {
	case code == 0:
		a.Action = r.str()
	case code < len(auditActions):
		a.Action = auditActions[code]
	default:
		return Audit{}, fmt.Errorf("unknown audit action code %d", code)
	}
	if flags&auditUnixTime != 0 {
		a.Time = time.Unix(r.varint(), 0).UTC().Format(time.RFC3339)
	} else {
		a.Time = r.str()
	}
	if flags&auditUUID != 0 {
		a.ItemID = formatUUID(r.next(16))
	} else {
		a.ItemID = r.str()
	}
	if flags&auditReason != 0 {
		a.Reason = r.str()
	}
	if flags&auditPrevious != 0 {
		prev := r.str()
		if r.err == nil {
			a.Previous = new(Item)
			if err := json.Unmarshal([]byte(prev), a.Previous); err != nil {
				return Audit{}, fmt.Errorf("previous item: %w", err)
			}
		}
	}
	if r.err == nil && len(r.b) != 0 {
		r.err = errors.New("trailing bytes")
	}
	if r.err != nil {
		return Audit{}, r.err
	}
	return a, nil
}

// parseUUID returns the 16 bytes of s when s is a UUID in canonical lowercase form (which
// formatUUID gives back).
func parseUUID(s string) (u [16]byte, ok bool) {
	if len(s) != 36 || s[8] != '-' || s[13] != '-' || s[18] != '-' || s[23] != '-' {
		return u, false
	}
	j := 0
	for i := 0; i < 36; i += 2 {
		if s[i] == '-' {
			i--
			continue
		}
		hi, lo := unhex(s[i]), unhex(s[i+1])
		if hi < 0 || lo < 0 {
			return u, false
		}
		u[j] = byte(hi<<4 | lo)
		j++
	}
	return u, j == 16
}

func unhex(c byte) int {
	switch {
	case '0' <= c && c <= '9':
		return int(c - '0')
	case 'a' <= c && c <= 'f':
		return int(c - 'a' + 10)
	}
	return -1
}

// formatUUID is parseUUID's inverse (an empty string for a short b, which a decoder reports).
func formatUUID(b []byte) string {
	if len(b) != 16 {
		return ""
	}
	h := hex.EncodeToString(b)
	return h[:8] + "-" + h[8:12] + "-" + h[12:16] + "-" + h[16:20] + "-" + h[20:]
}
