package lexicon

import (
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

// TestReadConcurrent: one shared lexicon read from several goroutines reads every text as
// one goroutine does (its token and match buffers are pooled).
func TestReadConcurrent(t *testing.T) {
	l := lex(t)
	texts := []string{benchNote, "Denies fever or chills. Abdomen: soft, nontender.", "T 38.9 HR 118 BP 86/50 RR 24 SpO2 90% RA"}
	want := make([][]Mention, len(texts))
	for i, s := range texts {
		want[i] = l.Read(s)
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
