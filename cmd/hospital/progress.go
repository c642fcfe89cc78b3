package main

import (
	"fmt"
	"io"
	"os"
	"time"

	"agenthospital/world"
)

// progress shows a live status line on a terminal, and a plain line every tenth of the run when
// stderr is a file or pipe (so CI logs stay short). Library bars either redraw into logs or print
// nothing off a terminal; this one needs neither behaviour.
type progress struct {
	w         io.Writer
	quiet     bool
	tty       bool
	total     int
	start     time.Time
	last      time.Time
	nextPlain int
}

func newProgress(w io.Writer, quiet bool, total int, start time.Time) *progress {
	p := &progress{w: w, quiet: quiet, total: total, start: start}
	if f, ok := w.(*os.File); ok {
		if st, err := f.Stat(); err == nil && st.Mode()&os.ModeCharDevice != 0 {
			p.tty = true
		}
	}
	p.nextPlain = total / 10
	return p
}

func (p *progress) line(s *world.Stats, h *world.Hospital) string {
	el := time.Since(p.start).Seconds()
	rate := 0.0
	if el > 0 {
		rate = float64(h.Events()) / el
	}
	bar := ""
	if p.total > 0 {
		const width = 24
		n := s.PatientsDone * width / p.total
		for i := 0; i < width; i++ {
			if i < n {
				bar += "#"
			} else {
				bar += "."
			}
		}
		bar = "[" + bar + "] "
	}
	return fmt.Sprintf("%s%d/%d patients  day %.1f  %.0fk events/s  accuracy %.1f%%",
		bar, s.PatientsDone, p.total, h.Now().Days(), rate/1000, 100*s.RunningAccuracy())
}

func (p *progress) update(s *world.Stats, h *world.Hospital) {
	if p.quiet {
		return
	}
	if p.tty {
		if now := time.Now(); now.Sub(p.last) > 150*time.Millisecond {
			p.last = now
			fmt.Fprintf(p.w, "\r\033[K%s", p.line(s, h))
		}
		return
	}
	if p.nextPlain > 0 && s.PatientsDone >= p.nextPlain {
		p.nextPlain += p.total / 10
		fmt.Fprintln(p.w, p.line(s, h))
	}
}

func (p *progress) done(s *world.Stats, h *world.Hospital) {
	if p.quiet {
		return
	}
	if p.tty {
		fmt.Fprintf(p.w, "\r\033[K%s\n", p.line(s, h))
	}
}
