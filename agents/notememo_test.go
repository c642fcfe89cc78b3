package agents

import (
	"fmt"
	"reflect"
	"testing"
)

// Readers of one KB share the memo; it gives what reading gives, as a copy the caller may
// change, and forgets the oldest notes past its size.
func TestNoteMemo(t *testing.T) {
	k := testKB(t)
	a, b := NewReader(k), NewReader(k)
	if a.notes == nil || a.notes != b.notes {
		t.Fatal("readers of one KB do not share their note memo")
	}
	note := "A 45-year-old woman with right lower quadrant pain, nausea and fever. Denies dysuria. T 38.4 HR 104."
	want := a.readNote(note)
	if got := a.ReadNote(note); !reflect.DeepEqual(got, want) {
		t.Fatalf("ReadNote = %v, want %v", got, want)
	}
	got := b.ReadNote(note)
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("the other reader's ReadNote = %v, want %v", got, want)
	}
	got[0].Finding = "changed"
	if again := a.ReadNote(note); !reflect.DeepEqual(again, want) {
		t.Fatal("a remembered reading changed with the caller's copy")
	}
	m := newTextMemo[[]Mention]()
	for i := range textMemoSize + 5 {
		m.put(fmt.Sprint(i), []Mention{{Finding: fmt.Sprint(i)}})
	}
	if _, ok := m.get("0"); ok {
		t.Fatal("the oldest note is still remembered past the memo's size")
	}
	if ms, ok := m.get(fmt.Sprint(textMemoSize + 4)); !ok || ms[0].Finding != fmt.Sprint(textMemoSize+4) {
		t.Fatal("the newest note is not remembered")
	}
}
