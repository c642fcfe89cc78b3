package scene

import (
	"image/color"
	"math"

	"agenthospital/render/replay"
)

// Rect is a rectangle in pixels.
type Rect struct{ X, Y, W, H float64 }

// Contains reports whether (x, y) lies inside r.
func (r Rect) Contains(x, y float64) bool { return x >= r.X && y >= r.Y && x < r.X+r.W && y < r.Y+r.H }

// LabelHeight is the strip at the top of a room that holds its name.
const LabelHeight = 14

// Map places the rooms of a trace in a screen area.
type Map struct {
	Area  Rect
	Rooms []Rect // per room index of the trace
	Home  int    // room index of home, -1 when none
	tr    *replay.Trace
	// slots: per room, the agents placed there in the last Layout call
	buckets [][]int32
	lines   [][]int32
}

// NewMap fits the trace's rooms into area. Each room is a box around its layout point whose
// side is 85% of the distance to the nearest other room (so boxes never overlap); x and y are
// scaled separately to fill the area.
func NewMap(tr *replay.Trace, area Rect) *Map {
	m := &Map{Area: area, tr: tr, Home: tr.RoomIndex("home")}
	n := len(tr.Rooms)
	type box struct{ x, y, hw, hh float64 }
	boxes := make([]box, n)
	placed := 0
	for i, r := range tr.Rooms {
		if i < len(tr.Layout.Rooms) {
			boxes[i] = box{x: r.X, y: r.Y}
			placed++
		}
	}
	// Places the layout lacks go in a row under the map.
	var maxY, minX float64
	for i := 0; i < placed; i++ {
		maxY, minX = math.Max(maxY, boxes[i].y), math.Min(minX, boxes[i].x)
	}
	for i := placed; i < n; i++ {
		boxes[i] = box{x: minX + float64(i-placed)*10, y: maxY + 10}
	}
	minX, minY, maxX, maxY2 := math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
	for i := range boxes {
		d := math.Inf(1)
		for j := range boxes {
			if i != j {
				d = math.Min(d, math.Max(math.Abs(boxes[i].x-boxes[j].x), math.Abs(boxes[i].y-boxes[j].y)))
			}
		}
		if math.IsInf(d, 1) || d == 0 {
			d = 10
		}
		boxes[i].hw, boxes[i].hh = 0.45*d, 0.45*d
		minX, maxX = math.Min(minX, boxes[i].x-boxes[i].hw), math.Max(maxX, boxes[i].x+boxes[i].hw)
		minY, maxY2 = math.Min(minY, boxes[i].y-boxes[i].hh), math.Max(maxY2, boxes[i].y+boxes[i].hh)
	}
	// Grow each room up and down into free space (homes and the entrance row have plenty),
	// keeping a one-metre gap to any room beside it.
	for i := range boxes {
		b := &boxes[i]
		top, bottom := minY, maxY2
		for j, o := range boxes {
			if i == j || math.Abs(o.x-b.x) >= o.hw+b.hw {
				continue
			}
			if o.y < b.y {
				top = math.Max(top, o.y+o.hh+1)
			} else {
				bottom = math.Min(bottom, o.y-o.hh-1)
			}
		}
		if top < b.y-b.hh && bottom > b.y+b.hh {
			b.y, b.hh = (top+bottom)/2, (bottom-top)/2
		}
	}
	const margin = 6
	sx := (area.W - 2*margin) / math.Max(maxX-minX, 1)
	sy := (area.H - 2*margin) / math.Max(maxY2-minY, 1)
	sx, sy = math.Min(sx, 2.5*sy), math.Min(sy, 2.5*sx)
	ox := area.X + (area.W-sx*(maxX-minX))/2
	oy := area.Y + (area.H-sy*(maxY2-minY))/2
	m.Rooms = make([]Rect, n)
	for i, b := range boxes {
		m.Rooms[i] = Rect{X: math.Round(ox + (b.x-b.hw-minX)*sx), Y: math.Round(oy + (b.y-b.hh-minY)*sy),
			W: math.Round(2 * b.hw * sx), H: math.Round(2 * b.hh * sy)}
	}
	m.buckets = make([][]int32, n)
	return m
}

// Sprite is one agent to draw.
type Sprite struct {
	X, Y, Size float64 // top-left corner and side, in pixels
	Agent      int32
	Role       replay.Role
	Status     replay.Status
	Returned   bool // a patient on a return visit
	Busy       bool // a doctor in a consultation
}

// Colour of a patient state.
var statusColors = [replay.NumStatus]color.RGBA{
	replay.Absent:       {0x80, 0x80, 0x80, 0xff},
	replay.Ill:          {0xf0, 0x8c, 0x28, 0xff},
	replay.Waiting:      {0xf2, 0xd2, 0x3c, 0xff},
	replay.Consulting:   {0x46, 0x82, 0xf0, 0xff},
	replay.Testing:      {0xb4, 0x5a, 0xdc, 0xff},
	replay.Treatment:    {0x28, 0xc0, 0xc0, 0xff},
	replay.Convalescing: {0x9a, 0xaa, 0x9a, 0xff},
	replay.FollowUp:     {0xf0, 0x82, 0xb4, 0xff},
	replay.Returned:     {0xe6, 0x3c, 0x3c, 0xff},
	replay.Recovered:    {0x3c, 0xc8, 0x5a, 0xff},
	replay.Gone:         {0x60, 0x60, 0x60, 0xff},
}

// StatusColor is the colour a patient in state s is drawn in.
func StatusColor(s replay.Status) color.RGBA { return statusColors[s] }

// StaffColor is the colour of a doctor (busy or not) or a nurse.
func StaffColor(role replay.Role, busy bool) color.RGBA {
	switch {
	case role == replay.RoleNurse:
		return color.RGBA{0xff, 0x9e, 0xc8, 0xff}
	case busy:
		return color.RGBA{0xa0, 0xe8, 0xff, 0xff}
	}
	return color.RGBA{0xff, 0xff, 0xff, 0xff}
}

// Linger is how long a patient whose cycle ended stays on the map (at home).
const Linger = 6 * 3600.0

// WalkSeconds is how long (simulated) an agent takes to walk between two rooms.
func (m *Map) WalkSeconds(from, to int) float64 {
	a, b := m.Rooms[from], m.Rooms[to]
	return 60 + 0.5*math.Hypot(a.X-b.X, a.Y-b.Y)
}

// Visible reports whether agent a is drawn at the cursor's time with a department filter
// (dept < 0: every department).
func Visible(c *replay.Cursor, a int, dept int) bool {
	tr, s := c.Trace(), c.S
	ag := &tr.Agents[a]
	if s.Place[a] < 0 {
		return false
	}
	switch ag.Role {
	case replay.RolePatient:
		switch s.Status[a] {
		case replay.Absent:
			return false
		case replay.Recovered, replay.Gone:
			if c.T-s.MovedAt[a] > Linger {
				return false
			}
		}
		return dept < 0 || int(s.Dept[a]) == dept
	case replay.RoleDoctor:
		return dept < 0 || int(ag.Dept) == dept
	case replay.RoleNurse:
		return dept < 0
	}
	return false
}

// Layout appends to out a sprite for every visible agent at the cursor's time. Staff stand in
// a row under the room's name; patients fill the rest of the room in order of arrival, and in
// the waiting area they queue in one line per department. An agent that moved less than
// WalkSeconds ago is drawn on its way from the room it left.
func (m *Map) Layout(c *replay.Cursor, dept int, out []Sprite) []Sprite {
	tr, s := c.Trace(), c.S
	for i := range m.buckets {
		m.buckets[i] = m.buckets[i][:0]
	}
	for a := range tr.Agents {
		if a >= len(s.Place) || !Visible(c, a, dept) {
			continue
		}
		p := s.Place[a]
		m.buckets[p] = append(m.buckets[p], int32(a))
	}
	waiting := tr.RoomIndex("waiting")
	for room, agents := range m.buckets {
		if len(agents) == 0 {
			continue
		}
		r := m.Rooms[room]
		inner := Rect{X: r.X + 2, Y: r.Y + LabelHeight, W: r.W - 4, H: r.H - LabelHeight - 2}
		var staff, patients []int32
		for _, a := range agents {
			if tr.Agents[a].Role == replay.RolePatient {
				patients = append(patients, a)
			} else {
				staff = append(staff, a)
			}
		}
		if len(staff) > 0 {
			cell := math.Min(12, math.Floor(inner.W/float64(len(staff))))
			cell = math.Max(cell, 3)
			for i, a := range staff {
				out = m.put(c, out, a, room, inner.X+float64(i)*cell, inner.Y, cell)
			}
			inner.Y += math.Min(13, cell+1)
			inner.H -= math.Min(13, cell+1)
		}
		if len(patients) == 0 {
			continue
		}
		if room == waiting {
			out = m.queues(c, out, room, inner, patients)
			continue
		}
		cell := math.Floor(math.Sqrt(inner.W * inner.H / float64(len(patients))))
		cell = math.Max(3, math.Min(12, cell))
		cols := max(1, int(inner.W/cell))
		rows := max(1, int(inner.H/cell))
		for i, a := range patients {
			k := i % (cols * rows)
			out = m.put(c, out, a, room, inner.X+float64(k%cols)*cell, inner.Y+float64(k/cols)*cell, cell)
		}
	}
	return out
}

// queues draws the waiting area as one line of patients per department.
func (m *Map) queues(c *replay.Cursor, out []Sprite, room int, inner Rect, patients []int32) []Sprite {
	tr, s := c.Trace(), c.S
	for len(m.lines) < len(tr.Depts)+1 {
		m.lines = append(m.lines, nil)
	}
	for i := range m.lines {
		m.lines[i] = m.lines[i][:0]
	}
	for _, a := range patients {
		d := int(s.Dept[a]) + 1 // line 0: not yet sent anywhere
		m.lines[d] = append(m.lines[d], a)
	}
	used := 0
	for _, l := range m.lines {
		if len(l) > 0 {
			used++
		}
	}
	rowH := math.Max(3, math.Min(12, math.Floor(inner.H/float64(used))))
	row := 0
	for _, l := range m.lines {
		if len(l) == 0 {
			continue
		}
		step := math.Max(1, math.Min(rowH, (inner.W-rowH)/float64(len(l))))
		y := inner.Y + float64(row%max(1, int(inner.H/rowH)))*rowH
		for i, a := range l {
			out = m.put(c, out, a, room, inner.X+float64(i)*step, y, rowH)
		}
		row++
	}
	return out
}

func (m *Map) put(c *replay.Cursor, out []Sprite, a int32, room int, x, y, size float64) []Sprite {
	s := c.S
	if from := int(s.From[a]); from >= 0 && from != room && from < len(m.Rooms) {
		walk := m.WalkSeconds(from, room)
		if dt := c.T - s.MovedAt[a]; dt < walk {
			f := m.Rooms[from]
			k := dt / walk
			x = f.X + f.W/2 + (x-f.X-f.W/2)*k
			y = f.Y + f.H/2 + (y-f.Y-f.H/2)*k
		}
	}
	role := c.Trace().Agents[a].Role
	return append(out, Sprite{X: math.Round(x), Y: math.Round(y), Size: size, Agent: a, Role: role, Status: s.Status[a],
		Returned: role == replay.RolePatient && s.Visit[a] > 0, Busy: role == replay.RoleDoctor && s.With[a] >= 0})
}

// Hit is the sprite under (x, y), preferring the one drawn last; -1 when none.
func Hit(sprites []Sprite, x, y float64) int {
	for i := len(sprites) - 1; i >= 0; i-- {
		sp := &sprites[i]
		if x >= sp.X-1 && y >= sp.Y-1 && x < sp.X+sp.Size+1 && y < sp.Y+sp.Size+1 {
			return i
		}
	}
	return -1
}
