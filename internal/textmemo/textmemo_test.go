package textmemo

import (
	"fmt"
	"testing"
)

// A memo gives back what was put and forgets the oldest texts past its size.
func TestMemoForgetsTheOldest(t *testing.T) {
	m := New[int]()
	for i := range Size + 5 {
		m.Put(fmt.Sprint(i), i)
	}
	if _, ok := m.Get("0"); ok {
		t.Fatal("the oldest text is still remembered past the memo's size")
	}
	if v, ok := m.Get(fmt.Sprint(Size + 4)); !ok || v != Size+4 {
		t.Fatalf("the newest text gives %d, %v; want %d", v, ok, Size+4)
	}
	m.Put(fmt.Sprint(Size+4), -1)
	if v, _ := m.Get(fmt.Sprint(Size + 4)); v != Size+4 {
		t.Fatal("a second Put of a remembered text replaced its value")
	}
}
