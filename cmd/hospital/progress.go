package main

import (
	"fmt"
	"io"
	"os"
	"strings"
	"time"
)

// bar shows progress on stderr: a redrawn line on a terminal, and a plain line every tenth of the
// job when stderr is a file or pipe (so CI logs stay short). Library bars either redraw into logs
// or print nothing off a terminal; this one needs neither behaviour.
type bar struct {
	w         io.Writer
	quiet     bool
	tty       bool
	unit      string
	total     int
	start     time.Time
	last      time.Time
	nextPlain int
	n         int
}

func newBar(w io.Writer, quiet bool, unit string, total int, start time.Time) *bar {
	b := &bar{w: w, quiet: quiet, unit: unit, total: total, start: start, nextPlain: total / 10}
	if f, ok := w.(*os.File); ok {
		if st, err := f.Stat(); err == nil && st.Mode()&os.ModeCharDevice != 0 {
			b.tty = true
		}
	}
	return b
}

func (b *bar) line(extra string) string {
	s := ""
	if b.total > 0 {
		const width = 24
		k := min(width, b.n*width/b.total)
		s = "[" + strings.Repeat("#", k) + strings.Repeat(".", width-k) + "] "
	}
	s += fmt.Sprintf("%d/%d %s", b.n, b.total, b.unit)
	if extra != "" {
		s += "  " + extra
	}
	return s
}

// set records progress n; extra is computed only when a line is actually printed.
func (b *bar) set(n int, extra string) { b.setf(n, func() string { return extra }) }

func (b *bar) setf(n int, extra func() string) {
	b.n = n
	if b.quiet {
		return
	}
	if b.tty {
		if now := time.Now(); now.Sub(b.last) > 150*time.Millisecond {
			b.last = now
			fmt.Fprintf(b.w, "\r\033[K%s", b.line(extra()))
		}
		return
	}
	if b.nextPlain > 0 && n >= b.nextPlain {
		b.nextPlain += b.total / 10
		fmt.Fprintln(b.w, b.line(extra()))
	}
}

func (b *bar) done(extra string) {
	if !b.quiet && b.tty {
		fmt.Fprintf(b.w, "\r\033[K%s\n", b.line(extra))
	}
}
