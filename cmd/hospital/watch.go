//go:build !nowatch

package main

import (
	"flag"
	"fmt"
	"io"
	"path/filepath"
	"strings"
	"time"

	"agenthospital/render/replay"
	"agenthospital/render/view"
	"agenthospital/sim"
	"agenthospital/world"
)

const watchUsage = `Usage: hospital watch DIR [flags]

Opens a window that replays a recorded run (DIR/trace.jsonl or trace.jsonl.gz, and
DIR/hospital.json): the hospital from above, patients coloured by their state, doctors and
nurses, queues, accuracy per segment and per department, and each patient's story.

Keys: space pause, . step to the next event, ←/→ one day back/forward (with shift: one hour),
↑/↓ speed ×2 / ÷2 (1× is one simulated minute per second, up to 256×), F cycle the department
filter, Esc close the story. Click an agent for its story, a department to filter, the
timeline to jump to that day.

With --screenshot FILE the window renders the scene at --at once, writes a PNG and closes: the
same run, day and flags give the same bytes. It needs a display; without one use
xvfb-run -a hospital watch ...

Flags:
`

type watchFlags struct {
	speed, bench int
	day          float64
	paused       bool
	shot, dept   string
}

func watchCmd(args []string, stdout, stderr io.Writer) error {
	var dir string
	if len(args) > 0 && !strings.HasPrefix(args[0], "-") {
		dir, args = args[0], args[1:]
	}
	f := &watchFlags{}
	fs := flag.NewFlagSet("watch", flag.ContinueOnError)
	fs.Func("at", "start at this simulated `day` (fractions are times of day: 2.5 is noon of day 2)", rangeFlag(&f.day, 0, maxDays, "a day"))
	fs.IntVar(&f.speed, "speed", 16, "playback speed, 1..256 simulated minutes per second")
	fs.BoolVar(&f.paused, "paused", false, "start paused")
	fs.StringVar(&f.dept, "dept", "", "show only this `department` (e.g. cardiology)")
	fs.StringVar(&f.shot, "screenshot", "", "write a PNG of the scene at --at to `file` and quit (deterministic)")
	fs.IntVar(&f.bench, "bench-frames", 0, "benchmark: play this many frames as fast as possible and print frames per second")
	if err := parseFlags(fs, args, watchUsage, stderr); err != nil {
		return err
	}
	if dir == "" {
		return usagef("watch: give the run directory (hospital watch DIR), e.g. the --out of hospital run")
	}
	if f.speed < 1 || f.speed > view.MaxSpeed {
		return usagef("watch: --speed must be 1..%d, got %d", view.MaxSpeed, f.speed)
	}
	start := time.Now()
	tr, err := replay.Load(dir)
	if err != nil {
		return err
	}
	if f.bench > 0 {
		fmt.Fprintf(stderr, "loaded %d events, %d agents in %.2f s\n", len(tr.Events), len(tr.Agents), time.Since(start).Seconds())
	}
	res, err := view.Replay(tr, view.Options{At: f.day * 86400, Speed: f.speed, Paused: f.paused, Dept: f.dept, Screenshot: f.shot,
		BenchFrames: f.bench, Title: "Agent Hospital — " + filepath.Base(dir)})
	if err != nil {
		return err
	}
	if f.shot != "" {
		fmt.Fprintf(stdout, "wrote %s (day %g)\n", f.shot, f.day)
	}
	if f.bench > 0 {
		fmt.Fprintf(stdout, "%d frames in %.2f s: %.1f frames/s, %.0f agents on screen on average (max %d)\n",
			res.Frames, res.Seconds, res.FPS, res.MeanAgents, res.MaxAgents)
	}
	return nil
}

// liveView is what hospital run --watch feeds: every trace record and the hospital's layout.
type liveView = replay.Live

// watchRun runs simulate in a goroutine while the window owns this (the main) goroutine. The
// simulation never waits for the window; closing the window lets the run finish.
func watchRun(simulate func(*liveView) error, stderr io.Writer) error {
	live := replay.NewLive(nil)
	done := make(chan error, 1)
	go func() {
		err := simulate(live)
		live.Finish()
		done <- err
	}()
	werr := view.Live(live, view.Options{Speed: 16, Title: "Agent Hospital — live"})
	select {
	case err := <-done:
		return err
	default:
		fmt.Fprintln(stderr, "window closed; the run goes on")
	}
	if err := <-done; err != nil {
		return err
	}
	return werr
}

// liveSink puts the live view (if any) in front of the trace file.
func liveSink(live *liveView, trace sim.Sink) sim.Sink {
	if live == nil {
		return trace
	}
	live.SetNext(trace)
	return live
}

// liveLayout tells the live view (if any) the hospital's rooms and roster.
func liveLayout(live *liveView, sc *world.Scenario, h *world.Hospital) {
	if live != nil {
		live.SetLayout(sc.Name, h.Rooms, h.Roster)
	}
}
