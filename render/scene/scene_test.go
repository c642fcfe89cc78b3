package scene

import (
	"testing"

	"agenthospital/render/replay"
)

func TestMapAndLayout(t *testing.T) {
	tr, err := replay.Load("../testdata/small")
	if err != nil {
		t.Fatal(err)
	}
	area := Rect{W: 900, H: 660}
	m := NewMap(tr, area)
	for i, a := range m.Rooms {
		if a.X < area.X || a.Y < area.Y || a.X+a.W > area.W || a.Y+a.H > area.H || a.W < 20 || a.H < 20 {
			t.Errorf("room %s at %+v: outside the area or too small", tr.Rooms[i].ID, a)
		}
		for j, b := range m.Rooms[:i] {
			if a.X < b.X+b.W && b.X < a.X+a.W && a.Y < b.Y+b.H && b.Y < a.Y+a.H {
				t.Errorf("rooms %s and %s overlap", tr.Rooms[i].ID, tr.Rooms[j].ID)
			}
		}
	}
	c := tr.NewCursor()
	for _, f := range []float64{0.2, 0.5, 0.9} {
		c.Seek(tr.End() * f)
		sprites := m.Layout(c, -1, nil)
		if len(sprites) == 0 {
			t.Fatal("nothing to draw")
		}
		for _, sp := range sprites {
			room := int(c.S.Place[sp.Agent])
			walking := c.S.From[sp.Agent] >= 0 && c.T-c.S.MovedAt[sp.Agent] < m.WalkSeconds(int(c.S.From[sp.Agent]), room)
			if !walking && !m.Rooms[room].Contains(sp.X, sp.Y) {
				t.Errorf("%s drawn outside %s", tr.Agents[sp.Agent].ID, tr.Rooms[room].ID)
			}
			if Hit(sprites, sp.X+sp.Size/2, sp.Y+sp.Size/2) < 0 {
				t.Errorf("%s cannot be clicked", tr.Agents[sp.Agent].ID)
			}
		}
		// A department filter shows only that department's patients and doctors.
		for _, sp := range m.Layout(c, 0, nil) {
			if sp.Role == replay.RoleNurse {
				t.Errorf("nurse %s shown under a department filter", tr.Agents[sp.Agent].ID)
			}
		}
	}
}
