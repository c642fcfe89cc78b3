package lexicon

import (
	"fmt"
	"reflect"
	"sync"
	"testing"
)

func TestLoadIsShared(t *testing.T) {
	a, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	b, _ := Load()
	if a != b {
		t.Fatal("Load compiled the embedded terminology twice")
	}
}

// The memo gives what reading gives, a copy the caller may change, and forgets the oldest
// texts past its size.
func TestReadMemo(t *testing.T) {
	l := lex(t)
	want := l.readAll(benchNote)
	got := l.Read(benchNote)
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("first read differs from reading")
	}
	got[0].Concept = "changed"
	if again := l.Read(benchNote); !reflect.DeepEqual(again, want) {
		t.Fatalf("a remembered reading changed with the caller's copy")
	}
	m := newReadMemo()
	for i := range memoSize + 10 {
		m.put(fmt.Sprint(i), []Mention{{Concept: fmt.Sprint(i)}})
	}
	if _, ok := m.get("0"); ok {
		t.Fatal("the oldest text is still remembered past the memo's size")
	}
	if ms, ok := m.get(fmt.Sprint(memoSize + 9)); !ok || ms[0].Concept != fmt.Sprint(memoSize+9) {
		t.Fatal("the newest text is not remembered")
	}
	if len(m.index) != memoSize || len(m.ring) != memoSize {
		t.Fatalf("memo holds %d/%d entries, want %d", len(m.index), len(m.ring), memoSize)
	}
}

func TestReadConcurrent(t *testing.T) {
	l := lex(t)
	texts := []string{benchNote, "Denies fever or chills. Abdomen: soft, nontender.", "T 38.9 HR 118 BP 86/50 RR 24 SpO2 90% RA"}
	want := make([][]Mention, len(texts))
	for i, s := range texts {
		want[i] = l.readAll(s)
	}
	var wg sync.WaitGroup
	for g := range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range 200 {
				k := (g + i) % len(texts)
				if got := l.Read(texts[k]); !reflect.DeepEqual(got, want[k]) {
					t.Errorf("concurrent read of text %d differs", k)
					return
				}
			}
		}()
	}
	wg.Wait()
}
