package assets

import "testing"

func TestSprites(t *testing.T) {
	s, err := Sprites()
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"patient", "doctor", "nurse", "house", "book", "mark"} {
		if s[name] == nil {
			t.Errorf("sprite %s missing", name)
		}
	}
	// The centre of a person is white, so that the tint shows the agent's colour exactly.
	for _, name := range []string{"patient", "doctor", "nurse"} {
		if c := s[name].RGBAAt(6, 6); c.R != 0xff || c.G != 0xff || c.B != 0xff {
			t.Errorf("sprite %s: centre pixel %v, want white", name, c)
		}
	}
}
