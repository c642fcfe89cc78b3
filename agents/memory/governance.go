package memory

import (
	"fmt"
	"math"
	"strings"

	bolt "go.etcd.io/bbolt"
)

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
		prev, bucket, raw, err := findItemRaw(tx, id)
		if err != nil {
			return fmt.Errorf("memory store %s: %w", s.path, err)
		}
		if prev == nil {
			return fmt.Errorf("%s memory item %q: %w", action, id, ErrNotFound)
		}
		s.reuseStruct(raw, prev)
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
	if err := checkQuality(changes); err != nil {
		return err
	}
	now := s.now()
	err := s.update(func(tx *bolt.Tx) error { return s.recalibrateTx(tx, changes, now) })
	if err != nil {
		return fmt.Errorf("memory store %s: %w", s.path, err)
	}
	return nil
}

func checkQuality(changes []QualityChange) error {
	for _, c := range changes {
		if math.IsNaN(c.Quality) || c.Quality < 0 || c.Quality > 1 {
			return fmt.Errorf("recalibrate memory item %q: quality %v out of [0,1]", c.ID, c.Quality)
		}
	}
	return nil
}

// recalibrateTx writes checked quality changes inside tx, each audited, in the items' state
// entries (see state.go).
func (s *Store) recalibrateTx(tx *bolt.Tx, changes []QualityChange, now string) error {
	for _, c := range changes {
		s.touched(tx)
		if _, err := s.storedTx(tx, c.ID, "recalibrate"); err != nil {
			return err
		}
		o, _, err := overlayOf(tx, c.ID)
		if err != nil {
			return err
		}
		o.flags |= stateQuality
		o.quality = c.Quality
		if err := putOverlay(tx, c.ID, o); err != nil {
			return err
		}
		if _, err := s.audit(tx, c.ID, "recalibrate", c.Reason, nil, now); err != nil {
			return err
		}
	}
	return nil
}
