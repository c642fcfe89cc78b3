package agents

import (
	"reflect"
	"testing"
)

// Readers of one KB share the memo; it gives what reading gives, as a copy the caller may
// change (internal/textmemo tests that it forgets the oldest texts past its size).
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
}
