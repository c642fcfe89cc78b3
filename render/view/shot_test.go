//go:build xvfb

// The screenshot test needs a display: run it with `make test-render` (which installs xvfb
// when missing) or `xvfb-run -a go test -tags xvfb ./render/view/`.
package view

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"encoding/json"
	"fmt"
	"image/color"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"agenthospital/render/replay"
	"agenthospital/render/scene"
	"agenthospital/sim"
)

const small = "../testdata/small"

// TestMain doubles as the screenshot program: ebiten runs one game per process, so the test
// runs itself once per screenshot.
func TestMain(m *testing.M) {
	if out := os.Getenv("VIEW_SHOT_OUT"); out != "" {
		tr, err := replay.Load(small)
		if err == nil {
			var at float64
			fmt.Sscan(os.Getenv("VIEW_SHOT_AT"), &at)
			_, err = Replay(tr, Options{At: at, Screenshot: out})
		}
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		os.Exit(0)
	}
	os.Exit(m.Run())
}

func shoot(t *testing.T, out string, at float64) []byte {
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), "VIEW_SHOT_OUT="+out, fmt.Sprintf("VIEW_SHOT_AT=%v", at))
	if b, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("screenshot: %v\n%s", err, b)
	}
	b, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func TestScreenshot(t *testing.T) {
	if os.Getenv("DISPLAY") == "" {
		t.Skip("no display: run under xvfb-run -a")
	}
	tr, err := replay.Load(small)
	if err != nil {
		t.Fatal(err)
	}
	at := tr.End() * 0.4
	dir := t.TempDir()
	a := shoot(t, filepath.Join(dir, "a.png"), at)
	b := shoot(t, filepath.Join(dir, "b.png"), at)
	if !bytes.Equal(a, b) {
		t.Fatal("two screenshots of the same moment differ")
	}
	if keep := os.Getenv("VIEW_SHOT_KEEP"); keep != "" {
		os.WriteFile(keep, a, 0o644)
	}
	img, err := png.Decode(bytes.NewReader(a))
	if err != nil {
		t.Fatal(err)
	}
	at8 := func(x, y int) color.RGBA { return color.RGBAModel.Convert(img.At(x, y)).(color.RGBA) }
	m := scene.NewMap(tr, MapArea)

	// Every room is drawn: its floor colour just inside the bottom-left corner.
	for i, r := range m.Rooms {
		want := RoomColor(tr.Rooms[i].Kind)
		got := at8(int(r.X)+1, int(r.Y+r.H)-2)
		if got.R != want.R || got.G != want.G || got.B != want.B {
			t.Errorf("room %s: floor %v at its corner, want %v", tr.Rooms[i].ID, got, want)
		}
	}

	// Agents are where the trace says: the latest move (or onset) at or before the time.
	place := latestPlaces(t, at)
	c := tr.NewCursor()
	c.Seek(at)
	sprites := m.Layout(c, -1, nil)
	checked, wrong := 0, 0
	for _, sp := range sprites {
		id := tr.Agents[sp.Agent].ID
		if sp.Role != replay.RolePatient {
			continue
		}
		room := tr.RoomIndex(place[id])
		if room < 0 {
			t.Fatalf("%s drawn but the trace has no place for it", id)
		}
		walking := c.T-c.S.MovedAt[sp.Agent] < m.WalkSeconds(max(0, int(c.S.From[sp.Agent])), room)
		if !walking && !m.Rooms[room].Contains(sp.X, sp.Y) {
			t.Errorf("%s drawn at (%v,%v), outside %s where the trace puts it", id, sp.X, sp.Y, place[id])
		}
		if sp.Size < 6 || walking {
			continue
		}
		checked++
		want := scene.StatusColor(sp.Status)
		got := at8(int(sp.X+sp.Size/2), int(sp.Y+sp.Size/2))
		if got.R != want.R || got.G != want.G || got.B != want.B {
			wrong++
		}
	}
	if checked < 10 || wrong > checked/20 {
		t.Fatalf("%d of %d patients not drawn in their state's colour at their place", wrong, checked)
	}
	t.Logf("%d rooms, %d sprites, %d patients checked pixel by pixel (%d covered by others)", len(m.Rooms), len(sprites), checked, wrong)
}

func latestPlaces(t *testing.T, at float64) map[string]string {
	f, err := os.Open(filepath.Join(small, "trace.jsonl.gz"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	gz, err := gzip.NewReader(f)
	if err != nil {
		t.Fatal(err)
	}
	place := map[string]string{}
	sc := bufio.NewScanner(gz)
	sc.Buffer(nil, 1<<24)
	for sc.Scan() {
		var r sim.Record
		if err := json.Unmarshal(sc.Bytes(), &r); err != nil {
			t.Fatal(err)
		}
		if float64(r.T) > at {
			break
		}
		if r.Kind == "move" || r.Kind == "onset" {
			for _, a := range r.Actors {
				place[a] = r.Place
			}
		}
	}
	return place
}
