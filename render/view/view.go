package view

import (
	"bytes"
	"errors"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"math"
	"os"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"

	"agenthospital/assets"
	"agenthospital/render/replay"
	"agenthospital/render/scene"
	"agenthospital/world"
)

// Screen geometry (logical pixels).
const (
	Width    = 1280
	Height   = 720
	PanelX   = 900
	legendY  = 664
	timeline = 686
)

// MapArea is where the rooms are drawn.
var MapArea = scene.Rect{X: 0, Y: 0, W: PanelX, H: legendY - 4}

// Options set up a window.
type Options struct {
	At          float64 // simulated seconds to start at
	Speed       int     // 1..256 simulated minutes per second
	Paused      bool
	Dept        string // show only this department ("" all)
	Screenshot  string // write a PNG of the scene at At and quit
	BenchFrames int    // draw this many frames as fast as possible while playing, then quit
	Title       string
}

// Result is what a bench run measured.
type Result struct {
	Frames     int
	Seconds    float64
	FPS        float64
	MeanAgents float64
	MaxAgents  int
}

// MaxSpeed is the fastest playback: 256 simulated minutes per second.
const MaxSpeed = 256

// Replay opens a window on a recorded trace.
func Replay(tr *replay.Trace, opt Options) (Result, error) {
	g, err := newGame(tr, nil, opt)
	if err != nil {
		return Result{}, err
	}
	return g.run()
}

// Live opens a window on a run in progress; it returns when the window is closed. The run
// goes on in its own goroutine and never waits for the window.
func Live(l *replay.Live, opt Options) error {
	var lay *replay.Layout
	for lay = l.Layout(); lay == nil; lay = l.Layout() {
		if l.Done() {
			return errors.New("the run ended before the hospital was built")
		}
		time.Sleep(10 * time.Millisecond)
	}
	g, err := newGame(replay.NewTrace(lay), l, opt)
	if err != nil {
		return err
	}
	_, err = g.run()
	return err
}

type game struct {
	tr      *replay.Trace
	cur     *replay.Cursor
	m       *scene.Map
	live    *replay.Live
	opt     Options
	now     float64
	speed   int
	paused  bool
	dept    int
	sel     int32
	sprites []scene.Sprite

	atlas   *ebiten.Image
	srcRect map[string]image.Rectangle
	static  *ebiten.Image
	panel   *ebiten.Image
	dirty   bool
	verts   []ebiten.Vertex
	idx     []uint32
	face    *text.GoTextFace
	small   *text.GoTextFace
	bold    *text.GoTextFace
	frames  int
	updates int

	shotDone bool
	err      error
	benchT0  time.Time
	result   Result
	agentSum int
}

func newGame(tr *replay.Trace, live *replay.Live, opt Options) (*game, error) {
	g := &game{tr: tr, cur: tr.NewCursor(), live: live, opt: opt, now: opt.At, speed: max(1, min(MaxSpeed, opt.Speed)),
		paused: opt.Paused, dept: -1, sel: -1, dirty: true}
	if opt.Dept != "" {
		for i, d := range tr.Depts {
			if d == opt.Dept {
				g.dept = i
			}
		}
		if g.dept < 0 {
			return nil, fmt.Errorf("department %q is not in this run (have %v)", opt.Dept, tr.Depts)
		}
	}
	if opt.Screenshot != "" {
		g.paused = true
	}
	g.m = scene.NewMap(tr, MapArea)
	sprites, err := assets.Sprites()
	if err != nil {
		return nil, err
	}
	g.srcRect = map[string]image.Rectangle{}
	atlas := image.NewRGBA(image.Rect(0, 0, 128, 16))
	x := 0
	for _, name := range []string{"patient", "doctor", "nurse", "house", "book", "mark"} {
		s := sprites[name]
		r := image.Rect(x, 0, x+s.Bounds().Dx(), s.Bounds().Dy())
		for yy := 0; yy < r.Dy(); yy++ {
			for xx := 0; xx < r.Dx(); xx++ {
				atlas.Set(r.Min.X+xx, yy, s.At(xx, yy))
			}
		}
		g.srcRect[name] = r
		x += r.Dx() + 2
	}
	g.atlas = ebiten.NewImageFromImage(atlas)
	reg, err := text.NewGoTextFaceSource(bytes.NewReader(goregular.TTF))
	if err != nil {
		return nil, err
	}
	bold, err := text.NewGoTextFaceSource(bytes.NewReader(gobold.TTF))
	if err != nil {
		return nil, err
	}
	g.face = &text.GoTextFace{Source: reg, Size: 11}
	g.small = &text.GoTextFace{Source: reg, Size: 9}
	g.bold = &text.GoTextFace{Source: bold, Size: 12}
	g.cur.Seek(g.now)
	return g, nil
}

func (g *game) run() (Result, error) {
	ebiten.SetWindowSize(Width, Height)
	title := g.opt.Title
	if title == "" {
		title = "Agent Hospital"
	}
	ebiten.SetWindowTitle(title)
	ebiten.SetWindowResizingMode(ebiten.WindowResizingModeEnabled)
	ebiten.SetScreenClearedEveryFrame(false) // the map layer and the panel cover the screen
	if g.opt.BenchFrames > 0 {
		ebiten.SetVsyncEnabled(false)
		ebiten.SetTPS(ebiten.SyncWithFPS)
	}
	if err := ebiten.RunGame(g); err != nil {
		return g.result, err
	}
	return g.result, g.err
}

// Layout keeps the logical screen fixed; the window scales it.
func (g *game) Layout(int, int) (int, int) { return Width, Height }

var errDone = ebiten.Termination

func (g *game) Update() error {
	g.updates++
	if g.err != nil || g.shotDone {
		return errDone
	}
	if g.opt.BenchFrames > 0 && g.frames >= g.opt.BenchFrames {
		el := time.Since(g.benchT0).Seconds()
		g.result = Result{Frames: g.frames, Seconds: el, FPS: float64(g.frames) / el, MeanAgents: float64(g.agentSum) / float64(g.frames),
			MaxAgents: g.result.MaxAgents}
		return errDone
	}
	if g.live != nil {
		if _, err := g.live.Drain(g.tr, 20000); err != nil {
			g.err = err
			return errDone
		}
		if len(g.m.Rooms) != len(g.tr.Rooms) {
			g.m = scene.NewMap(g.tr, MapArea)
			g.static = nil
		}
	}
	if g.opt.Screenshot == "" && g.opt.BenchFrames == 0 {
		g.input()
	}
	end := g.tr.End()
	switch {
	case g.live != nil && !g.paused:
		g.now = end
	case !g.paused:
		g.now += float64(g.speed) * 60 / 60 // speed simulated minutes per second at 60 updates/s
		if g.now >= end {
			if g.opt.BenchFrames > 0 {
				g.now = g.opt.At
			} else {
				g.now, g.paused = end, true
			}
		}
	}
	g.cur.Seek(g.now)
	if g.frames%10 == 0 || g.paused {
		g.dirty = true
	}
	return nil
}

func (g *game) input() {
	shift := ebiten.IsKeyPressed(ebiten.KeyShift)
	step := 86400.0
	if shift {
		step = 3600
	}
	switch {
	case inpututil.IsKeyJustPressed(ebiten.KeySpace):
		g.paused = !g.paused
	case inpututil.IsKeyJustPressed(ebiten.KeyRight):
		g.now = math.Min(g.tr.End(), g.now+step)
	case inpututil.IsKeyJustPressed(ebiten.KeyLeft):
		g.now = math.Max(0, g.now-step)
	case inpututil.IsKeyJustPressed(ebiten.KeyUp):
		g.speed = min(MaxSpeed, g.speed*2)
	case inpututil.IsKeyJustPressed(ebiten.KeyDown):
		g.speed = max(1, g.speed/2)
	case inpututil.IsKeyJustPressed(ebiten.KeyPeriod):
		g.paused = true // step: to the next event
		if n := g.tr.Index(g.now); n < len(g.tr.Events) {
			g.now = g.tr.Events[n].T
		}
	case inpututil.IsKeyJustPressed(ebiten.KeyF):
		g.dept++
		if g.dept >= len(g.tr.Depts) {
			g.dept = -1
		}
		g.static = nil
	case inpututil.IsKeyJustPressed(ebiten.KeyEscape):
		g.sel = -1
	case inpututil.IsKeyJustPressed(ebiten.KeyHome):
		g.now = 0
	case inpututil.IsKeyJustPressed(ebiten.KeyEnd):
		g.now = g.tr.End()
	}
	g.dirty = true
	if !inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonLeft) {
		return
	}
	mx, my := ebiten.CursorPosition()
	x, y := float64(mx), float64(my)
	switch {
	case y >= timeline && x < PanelX:
		f := math.Max(0, math.Min(1, (x-10)/(PanelX-20)))
		g.now = math.Floor(f*g.tr.End()/86400)*86400 + math.Mod(g.now, 86400) // to that day, same clock time
		g.now = math.Min(g.now, g.tr.End())
	case x < PanelX:
		if i := scene.Hit(g.sprites, x, y); i >= 0 {
			g.sel = g.sprites[i].Agent
		} else {
			g.sel = -1
		}
	case g.sel < 0 && y >= deptTop && y < deptTop+float64(len(g.tr.Depts))*rowH:
		d := int((y - deptTop) / rowH)
		if g.dept == d {
			g.dept = -1
		} else {
			g.dept = d
		}
		g.static = nil
	}
}

func (g *game) Draw(screen *ebiten.Image) {
	if g.shotDone {
		return
	}
	if g.opt.BenchFrames > 0 && g.frames == 0 {
		g.benchT0 = time.Now()
	}
	g.frames++
	if g.static == nil {
		g.drawStatic()
	}
	screen.DrawImage(g.static, nil)
	g.sprites = g.m.Layout(g.cur, g.dept, g.sprites[:0])
	g.agentSum += len(g.sprites)
	g.result.MaxAgents = max(g.result.MaxAgents, len(g.sprites))
	g.drawSprites(screen)
	g.drawBubbles(screen)
	g.drawTimeline(screen)
	if g.panel == nil {
		g.panel = ebiten.NewImage(Width-PanelX, Height)
	}
	if g.dirty || g.opt.Screenshot != "" {
		g.drawPanel(g.panel)
		g.dirty = false
	}
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(PanelX, 0)
	screen.DrawImage(g.panel, op)
	if g.opt.Screenshot == "" && g.opt.BenchFrames == 0 {
		g.text(screen, fmt.Sprintf("%.0f fps", ebiten.ActualFPS()), g.small, Width-44, Height-12, colDim)
	}
	if g.opt.Screenshot != "" && g.updates >= 3 {
		g.err = writePNG(screen, g.opt.Screenshot)
		g.shotDone = true
	}
}

func writePNG(screen *ebiten.Image, path string) error {
	b := screen.Bounds()
	img := image.NewRGBA(b)
	screen.ReadPixels(img.Pix)
	f, err := os.Create(path)
	if err != nil {
		return fmt.Errorf("screenshot: %w", err)
	}
	if err := png.Encode(f, img); err != nil {
		f.Close()
		return fmt.Errorf("screenshot %s: %w", path, err)
	}
	return f.Close()
}

var (
	colText  = color.RGBA{0xe8, 0xe8, 0xe8, 0xff}
	colDim   = color.RGBA{0x98, 0xa0, 0xa8, 0xff}
	colGood  = color.RGBA{0x5c, 0xd0, 0x70, 0xff}
	colBad   = color.RGBA{0xe0, 0x60, 0x50, 0xff}
	colPanel = color.RGBA{0x24, 0x2b, 0x35, 0xff}
	colSel   = color.RGBA{0xff, 0xe0, 0x40, 0xff}
)

var roomColors = map[string]color.RGBA{
	"home":         {0x3a, 0x4a, 0x3a, 0xff},
	"triage":       {0x5a, 0x3c, 0x3c, 0xff},
	"registration": {0x55, 0x48, 0x34, 0xff},
	"waiting":      {0x4a, 0x46, 0x30, 0xff},
	"consultation": {0x2e, 0x40, 0x5e, 0xff},
	"laboratory":   {0x46, 0x34, 0x5a, 0xff},
	"imaging":      {0x3e, 0x34, 0x5e, 0xff},
	"examination":  {0x4a, 0x38, 0x52, 0xff},
	"pharmacy":     {0x2c, 0x50, 0x50, 0xff},
	"follow_up":    {0x52, 0x36, 0x48, 0xff},
	"library":      {0x4e, 0x40, 0x2c, 0xff},
}

// RoomColor is the floor colour of a room kind.
func RoomColor(kind string) color.RGBA {
	if c, ok := roomColors[kind]; ok {
		return c
	}
	return color.RGBA{0x40, 0x40, 0x40, 0xff}
}

var roomNames = map[string]string{"home": "Homes", "triage": "Triage", "registration": "Registration", "waiting": "Waiting area",
	"laboratory": "Laboratory", "imaging": "Imaging", "examination": "Examination", "pharmacy": "Pharmacy", "follow_up": "Follow-up",
	"library": "Library"}

// RoomLabel is the name written on a room.
func RoomLabel(r world.Room) string {
	if r.Kind == "consultation" && r.Dept != "" {
		return title(r.Dept)
	}
	if n, ok := roomNames[r.ID]; ok {
		return n
	}
	return title(r.ID)
}

func title(id string) string {
	b := []byte(id)
	up := true
	for i, c := range b {
		if c == '_' {
			b[i] = ' '
			up = true
			continue
		}
		if up && c >= 'a' && c <= 'z' {
			b[i] = c - 'a' + 'A'
		}
		up = false
	}
	return string(b)
}

func (g *game) text(dst *ebiten.Image, s string, face *text.GoTextFace, x, y float64, c color.Color) {
	op := &text.DrawOptions{}
	op.GeoM.Translate(x, y)
	op.ColorScale.ScaleWithColor(c)
	text.Draw(dst, s, face, op)
}

// drawStatic paints the rooms, their names and their furniture once.
func (g *game) drawStatic() {
	img := ebiten.NewImage(PanelX, Height)
	img.Fill(color.RGBA{0x1c, 0x22, 0x2a, 0xff})
	for i, r := range g.m.Rooms {
		room := g.tr.Rooms[i]
		c := RoomColor(room.Kind)
		if g.dept >= 0 && room.Kind == "consultation" && room.Dept != g.tr.Depts[g.dept] {
			c = color.RGBA{c.R / 2, c.G / 2, c.B / 2, 0xff}
		}
		vector.FillRect(img, float32(r.X), float32(r.Y), float32(r.W), float32(r.H), c, false)
		vector.StrokeRect(img, float32(r.X), float32(r.Y), float32(r.W), float32(r.H), 1, color.RGBA{0x8a, 0x94, 0xa0, 0xff}, false)
		label := RoomLabel(room)
		for len(label) > 3 && textWidth(label, g.small) > r.W-4 {
			label = label[:len(label)-1]
		}
		g.text(img, label, g.small, r.X+3, r.Y+1, colText)
		switch room.Kind {
		case "home":
			g.furnish(img, r, "house", 0.35)
		case "library":
			g.furnish(img, r, "book", 0.5)
		}
	}
	vector.FillRect(img, 0, legendY, PanelX, Height-legendY, color.RGBA{0x1c, 0x22, 0x2a, 0xff}, false)
	x := 8.0
	for s := replay.Ill; s < replay.NumStatus; s++ {
		vector.FillRect(img, float32(x), legendY+4, 9, 9, scene.StatusColor(s), false)
		g.text(img, s.String(), g.small, x+12, legendY+2, colDim)
		x += 16 + textWidth(s.String(), g.small) + 8
	}
	g.text(img, "doctor  nurse", g.small, x+16, legendY+2, colDim)
	g.static = img
}

// furnish tiles a room's floor with faint copies of a sprite (houses, books).
func (g *game) furnish(img *ebiten.Image, r scene.Rect, name string, alpha float32) {
	src := g.atlas.SubImage(g.srcRect[name]).(*ebiten.Image)
	for y := r.Y + scene.LabelHeight + 4; y+24 <= r.Y+r.H; y += 34 {
		for x := r.X + 6; x+24 <= r.X+r.W; x += 34 {
			op := &ebiten.DrawImageOptions{}
			op.GeoM.Scale(2, 2)
			op.GeoM.Translate(x, y)
			op.ColorScale.ScaleAlpha(alpha)
			img.DrawImage(src, op)
		}
	}
}

// drawSprites draws every agent in one batched triangle call per 16,000 agents.
func (g *game) drawSprites(screen *ebiten.Image) {
	g.verts, g.idx = g.verts[:0], g.idx[:0]
	quad := func(src image.Rectangle, x, y, size float64, c color.RGBA) {
		n := uint32(len(g.verts))
		r, gg, b := float32(c.R)/255, float32(c.G)/255, float32(c.B)/255
		x0, y0, x1, y1 := float32(x), float32(y), float32(x+size), float32(y+size)
		sx0, sy0, sx1, sy1 := float32(src.Min.X), float32(src.Min.Y), float32(src.Max.X), float32(src.Max.Y)
		g.verts = append(g.verts,
			ebiten.Vertex{DstX: x0, DstY: y0, SrcX: sx0, SrcY: sy0, ColorR: r, ColorG: gg, ColorB: b, ColorA: 1},
			ebiten.Vertex{DstX: x1, DstY: y0, SrcX: sx1, SrcY: sy0, ColorR: r, ColorG: gg, ColorB: b, ColorA: 1},
			ebiten.Vertex{DstX: x0, DstY: y1, SrcX: sx0, SrcY: sy1, ColorR: r, ColorG: gg, ColorB: b, ColorA: 1},
			ebiten.Vertex{DstX: x1, DstY: y1, SrcX: sx1, SrcY: sy1, ColorR: r, ColorG: gg, ColorB: b, ColorA: 1})
		g.idx = append(g.idx, n, n+1, n+2, n+1, n+3, n+2)
	}
	white := color.RGBA{0xff, 0xff, 0xff, 0xff}
	for i := range g.sprites {
		sp := &g.sprites[i]
		switch sp.Role {
		case replay.RolePatient:
			quad(g.srcRect["patient"], sp.X, sp.Y, sp.Size, scene.StatusColor(sp.Status))
			if sp.Returned && sp.Size >= 8 {
				quad(g.srcRect["mark"], sp.X+sp.Size-3, sp.Y-1, 4, white)
			}
		case replay.RoleDoctor:
			quad(g.srcRect["doctor"], sp.X, sp.Y, sp.Size, scene.StaffColor(sp.Role, sp.Busy))
		case replay.RoleNurse:
			quad(g.srcRect["nurse"], sp.X, sp.Y, sp.Size, scene.StaffColor(sp.Role, false))
		}
	}
	screen.DrawTriangles32(g.verts, g.idx, g.atlas, nil)
	for i := range g.sprites {
		if sp := &g.sprites[i]; sp.Agent == g.sel {
			vector.StrokeRect(screen, float32(sp.X-2), float32(sp.Y-2), float32(sp.Size+4), float32(sp.Size+4), 2, colSel, false)
		}
	}
}

// drawBubbles shows what the selected agent and the latest consultations are doing.
func (g *game) drawBubbles(screen *ebiten.Image) {
	shown := map[int32]bool{}
	var drawn []scene.Rect
	bubble := func(a int32, s string) {
		if shown[a] || s == "" {
			return
		}
		for i := range g.sprites {
			sp := &g.sprites[i]
			if sp.Agent != a {
				continue
			}
			shown[a] = true
			w := textWidth(s, g.small) + 8
			x := math.Min(sp.X, PanelX-w-2)
			y := sp.Y - 16
			for k := 0; k < len(drawn); k++ {
				if o := drawn[k]; x < o.X+o.W && o.X < x+w && y < o.Y+o.H && o.Y < y+13 {
					y, k = o.Y-14, -1 // above the one it would cover; check again
				}
			}
			drawn = append(drawn, scene.Rect{X: x, Y: y, W: w, H: 13})
			vector.FillRect(screen, float32(x), float32(y), float32(w), 13, color.RGBA{0xf8, 0xf8, 0xf0, 0xf0}, false)
			vector.StrokeRect(screen, float32(x), float32(y), float32(w), 13, 1, color.RGBA{0x30, 0x30, 0x30, 0xff}, false)
			g.text(screen, s, g.small, x+4, y+1, color.RGBA{0x10, 0x10, 0x10, 0xff})
			return
		}
	}
	if g.sel >= 0 {
		bubble(g.sel, g.lastAction(g.sel))
	}
	// The three most recent doctor actions within the last half hour.
	n := 0
	for i := g.cur.S.N - 1; i >= 0 && n < 3; i-- {
		e := &g.tr.Events[i]
		if g.now-e.T > 1800 {
			break
		}
		if e.Kind != replay.KindExamination && e.Kind != replay.KindDiagnosis && e.Kind != replay.KindSearch || e.NAct < 2 {
			continue
		}
		doc := g.tr.Actors[e.Act+1]
		if g.dept >= 0 && int(g.tr.Agents[doc].Dept) != g.dept {
			continue
		}
		bubble(doc, g.say(e))
		n++
	}
}

func (g *game) say(e *replay.Event) string {
	switch e.Kind {
	case replay.KindExamination:
		if r := g.tr.Str(e.S2); r != "" {
			return clip(r, 28) + "?"
		}
		return g.tr.Str(e.S1) + "?"
	case replay.KindSearch:
		return g.tr.Str(e.S1) + "…"
	case replay.KindDiagnosis:
		return "Dx: " + clip(g.tr.Str(e.S1), 28)
	case replay.KindReading:
		return "reading"
	}
	return e.Kind.String()
}

func (g *game) lastAction(a int32) string {
	evs := g.tr.AgentEvents[a]
	for i := len(evs) - 1; i >= 0; i-- {
		if int(evs[i]) < g.cur.S.N {
			e := &g.tr.Events[evs[i]]
			if e.Kind == replay.KindMove {
				continue
			}
			return g.say(e)
		}
	}
	return ""
}

func clip(s string, n int) string {
	r := []rune(s)
	if len(r) <= n {
		return s
	}
	return string(r[:n-1]) + "…"
}

func (g *game) drawTimeline(screen *ebiten.Image) {
	end := math.Max(g.tr.End(), 1)
	x0, w := 10.0, float64(PanelX-20)
	vector.FillRect(screen, float32(x0), timeline+8, float32(w), 6, color.RGBA{0x40, 0x48, 0x54, 0xff}, false)
	days := int(end / 86400)
	for d := 0; d <= days; d++ {
		if days > 60 && d%10 != 0 || days > 15 && days <= 60 && d%5 != 0 {
			continue
		}
		x := x0 + w*float64(d)*86400/end
		vector.StrokeLine(screen, float32(x), timeline+4, float32(x), timeline+18, 1, colDim, false)
		g.text(screen, fmt.Sprint(d), g.small, x+2, timeline+18, colDim)
	}
	x := x0 + w*g.now/end
	vector.FillRect(screen, float32(x-2), timeline+2, 4, 18, colSel, false)
}

// Panel geometry.
const (
	chartTop = 102.0
	chartH   = 92.0
	deptTop  = 232.0
	rowH     = 12.0
)

func (g *game) drawPanel(p *ebiten.Image) {
	p.Fill(colPanel)
	s := g.cur.S
	pw := float64(Width - PanelX)
	name := g.tr.Layout.Scenario
	g.text(p, "Agent Hospital · "+name, g.bold, 10, 6, colText)
	day := int(g.now / 86400)
	sec := int(math.Mod(g.now, 86400))
	mode := "replay"
	if g.live != nil {
		mode = "live"
	}
	play := fmt.Sprintf("playing %dx", g.speed)
	if g.paused {
		play = "paused"
	}
	if g.live != nil && !g.paused {
		play = "following the run"
	}
	g.text(p, fmt.Sprintf("Day %d  %02d:%02d   %s   (%s)", day, sec/3600, sec%3600/60, play, mode), g.face, 10, 24, colText)
	acc := 0.0
	if s.Diagnoses > 0 {
		acc = float64(s.Correct) / float64(s.Diagnoses)
	}
	g.text(p, fmt.Sprintf("patients treated %d  (recovered %d, return visits %d)", s.Treated, s.Recovered, s.Returns), g.face, 10, 42, colText)
	g.text(p, fmt.Sprintf("diagnoses %d   accuracy %.1f%%   ill so far %d", s.Diagnoses, 100*acc, s.Onsets), g.face, 10, 58, colText)
	filter := "all departments"
	if g.dept >= 0 {
		filter = title(g.tr.Depts[g.dept])
	}
	g.text(p, "showing: "+filter+"  (F or click a department)", g.small, 10, 72, colDim)
	g.drawChart(p, 10, chartTop, pw-20, chartH)
	if g.sel >= 0 {
		g.drawSelection(p, deptTop-20, pw)
	} else {
		g.drawDepts(p, deptTop-20, pw)
	}
	y := float64(Height - 60)
	g.text(p, fmt.Sprintf("memory from the trace: cases %d (correct diagnoses), DCPs %d (diagnoses)", s.Correct, s.Diagnoses), g.small, 10, y, colDim)
	if g.tr.HasMemory {
		m := g.tr.Memory
		g.text(p, fmt.Sprintf("memory at the end of the run (summary.json): cases %d, rules %d, DCPs %d", m.Cases, m.Rules, m.DCPs), g.small, 10, y+12, colDim)
	}
	g.text(p, "space pause  ←/→ day (shift: hour)  ↑/↓ speed  . step  click agent/timeline", g.small, 10, Height-28, colDim)
}

func (g *game) drawChart(p *ebiten.Image, x, y, w, h float64) {
	seg := world.SegmentSize
	accs, _ := g.cur.SegmentAccuracy(seg)
	if len(accs) < 3 {
		seg = 100
		accs, _ = g.cur.SegmentAccuracy(seg)
	}
	g.text(p, fmt.Sprintf("diagnosis accuracy per segment of %d diagnoses (%d segments)", seg, len(accs)), g.small, x, y-13, colDim)
	vector.FillRect(p, float32(x), float32(y), float32(w), float32(h), color.RGBA{0x1a, 0x20, 0x28, 0xff}, false)
	lo := 0.5
	for _, a := range accs {
		lo = math.Min(lo, math.Floor(a*10)/10)
	}
	py := func(a float64) float64 { return y + h - 6 - (a-lo)/(1-lo)*(h-14) }
	for _, grid := range []float64{lo, (lo + 1) / 2, 1} {
		vector.StrokeLine(p, float32(x+28), float32(py(grid)), float32(x+w-4), float32(py(grid)), 1, color.RGBA{0x38, 0x40, 0x4c, 0xff}, false)
		g.text(p, fmt.Sprintf("%.0f%%", 100*grid), g.small, x+2, py(grid)-6, colDim)
	}
	n := len(accs)
	if n == 0 {
		return
	}
	px := func(i int) float64 { return x + 32 + (w-40)*float64(i)/math.Max(1, float64(n-1)) }
	for i := 1; i < n; i++ {
		vector.StrokeLine(p, float32(px(i-1)), float32(py(accs[i-1])), float32(px(i)), float32(py(accs[i])), 2, colGood, false)
	}
	for i := range accs {
		vector.FillRect(p, float32(px(i)-2), float32(py(accs[i])-2), 4, 4, colGood, false)
	}
}

func (g *game) drawDepts(p *ebiten.Image, y, pw float64) {
	s := g.cur.S
	nd := len(g.tr.Depts)
	queue := make([]int, nd)
	busy := make([]int, nd)
	docs := make([]int, nd)
	waiting := g.tr.RoomIndex("waiting")
	for a := range g.tr.Agents {
		ag := &g.tr.Agents[a]
		switch {
		case ag.Role == replay.RolePatient && int(s.Place[a]) == waiting && s.Status[a] == replay.Waiting && s.Dept[a] >= 0:
			queue[s.Dept[a]]++
		case ag.Role == replay.RoleDoctor && ag.Dept >= 0:
			docs[ag.Dept]++
			if s.With[a] >= 0 {
				busy[ag.Dept]++
			}
		}
	}
	g.text(p, "department", g.small, 10, y+4, colDim)
	g.text(p, "diagnosis accuracy", g.small, 136, y+4, colDim)
	g.text(p, "queue", g.small, 290, y+4, colDim)
	g.text(p, "busy", g.small, 326, y+4, colDim)
	for d := 0; d < nd; d++ {
		ry := deptTop + float64(d)*rowH
		if d == g.dept {
			vector.FillRect(p, 4, float32(ry), float32(pw-8), rowH, color.RGBA{0x44, 0x4c, 0x20, 0xff}, false)
		}
		g.text(p, clip(title(g.tr.Depts[d]), 24), g.small, 10, ry, colText)
		bw := 90.0
		vector.FillRect(p, 136, float32(ry+2), float32(bw), rowH-4, color.RGBA{0x38, 0x40, 0x4c, 0xff}, false)
		if n := s.DeptDiagnoses[d]; n > 0 {
			a := float64(s.DeptRight[d]) / float64(n)
			c := colGood
			if a < 0.7 {
				c = colBad
			}
			vector.FillRect(p, 136, float32(ry+2), float32(bw*a), rowH-4, c, false)
			g.text(p, fmt.Sprintf("%.0f%% of %d", 100*a, n), g.small, 136+bw+4, ry, colText)
		}
		g.text(p, fmt.Sprint(queue[d]), g.small, 296, ry, colText)
		util := 0.0
		if docs[d] > 0 {
			util = float64(busy[d]) / float64(docs[d])
		}
		g.text(p, fmt.Sprintf("%d/%d %.0f%%", busy[d], docs[d], 100*util), g.small, 322, ry, colText)
	}
}

// drawSelection tells the selected patient's story or the selected doctor's record.
func (g *game) drawSelection(p *ebiten.Image, y, pw float64) {
	a := int(g.sel)
	ag := &g.tr.Agents[a]
	line := func(s string, c color.Color) {
		if y < float64(Height-76) {
			g.text(p, clip(s, 78), g.small, 10, y, c)
		}
		y += 12
	}
	wrap := func(s string, c color.Color) {
		r := []rune(s)
		for len(r) > 0 {
			n := min(len(r), 74)
			if n < len(r) {
				for k := n; k > 40; k-- {
					if r[k] == ' ' {
						n = k
						break
					}
				}
			}
			line(string(r[:n]), c)
			r = r[n:]
		}
	}
	switch ag.Role {
	case replay.RolePatient:
		st := g.cur.Story(a)
		sex := "man"
		if st.Female {
			sex = "woman"
		}
		g.text(p, fmt.Sprintf("%s, %s of %d — %s", st.ID, sex, st.Age, st.Status), g.bold, 10, y, colSel)
		y += 16
		wrap("“"+st.Complaint+"”", colText)
		for i, v := range st.Visits {
			doc := ""
			if v.Doctor >= 0 {
				doc = g.tr.Agents[v.Doctor].Name
			}
			line(fmt.Sprintf("visit %d: %s, %s, day %.1f", i+1, title(v.Dept), doc, v.Start/86400), colSel)
			for k, stp := range v.Steps {
				what := stp.Action
				if stp.Request != "" {
					what += ": " + stp.Request
				}
				if stp.Cost > 0 {
					what += fmt.Sprintf("  $%.0f", stp.Cost)
				}
				line(fmt.Sprintf("  %d. %s", k+1, what), colText)
			}
			switch {
			case v.Referred:
				line("  referred back to triage", colDim)
			case v.Diagnosed:
				line(fmt.Sprintf("  diagnosis: %s (tests $%.0f)", v.Diagnosis, v.Cost), colText)
			}
			if v.FollowUp != "" {
				c := colBad
				if v.Correct {
					c = colGood
				}
				line("  follow-up: “"+v.FollowUp+"”", colText)
				line("  truth revealed: "+title(v.Truth), c)
			}
		}
		if st.Left {
			line("cycle of care over", colDim)
		}
	case replay.RoleDoctor:
		h := g.cur.Doctor(a, 25)
		g.text(p, h.Name+" — "+title(h.Dept), g.bold, 10, y, colSel)
		y += 16
		acc := 0.0
		if h.Diagnoses > 0 {
			acc = float64(h.Correct) / float64(h.Diagnoses)
		}
		line(fmt.Sprintf("%d diagnoses, %.1f%% correct, %d evenings reading", h.Diagnoses, 100*acc, h.Readings), colText)
		line(fmt.Sprintf("memory from the trace: %d cases, %d DCPs", h.Cases, h.DCPs), colText)
		if w := g.cur.S.With[a]; w >= 0 {
			line("now with "+g.tr.Agents[w].ID, colText)
		}
		line("accuracy per 25 diagnoses:", colDim)
		x0, ch, cw := 10.0, 80.0, pw-20
		vector.FillRect(p, float32(x0), float32(y), float32(cw), float32(ch), color.RGBA{0x1a, 0x20, 0x28, 0xff}, false)
		n := len(h.Accuracy)
		for i, v := range h.Accuracy {
			bx := x0 + 2 + float64(i)*(cw-4)/float64(max(n, 1))
			bh := v * (ch - 4)
			vector.FillRect(p, float32(bx), float32(y+ch-2-bh), float32(math.Max(1, (cw-4)/float64(max(n, 1))-1)), float32(bh), colGood, false)
		}
		y += ch + 4
	default:
		g.text(p, ag.ID+" ("+roleName(ag.Role)+")", g.bold, 10, y, colSel)
		y += 16
		if ag.Station >= 0 {
			line("stationed in "+RoomLabel(g.tr.Rooms[ag.Station]), colText)
		}
	}
	line("Esc: back to the departments", colDim)
}

func roleName(r replay.Role) string {
	switch r {
	case replay.RoleNurse:
		return "nurse"
	case replay.RoleDoctor:
		return "doctor"
	case replay.RolePatient:
		return "patient"
	}
	return "agent"
}

// textWidth is how wide s is drawn in face.
func textWidth(s string, face text.Face) float64 {
	w, _ := text.Measure(s, face, 0)
	return w
}
