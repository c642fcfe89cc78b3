package main

import (
	"fmt"
	"io"
	"os"
	"os/signal"
	"sync/atomic"
	"syscall"

	"agenthospital/agents/memory"
)

// interrupt tells a long command (run, eval, evolve) to stop taking new work. The first SIGINT or
// SIGTERM sets it: the command finishes the episode in flight, writes what it holds (the
// practice batch, the trace, the results), closes the index and the store, says where things
// stand and exits 130 (SIGINT) or 143 (SIGTERM). A second signal exits at once: the store stays
// consistent, as every write to it is one bbolt transaction, and the index catches up from the
// store when it is next opened.
//
// Tests stop a command at a chosen point through poll instead of a signal.
type interrupt struct {
	flag atomic.Bool
	code atomic.Int32 // exit status: 130 after SIGINT, 143 after SIGTERM
	poll func() bool  // nil, or a test's stop condition, asked at every check
}

// stopping reports whether the command should stop taking new work.
func (in *interrupt) stopping() bool {
	if in == nil {
		return false
	}
	if in.flag.Load() {
		return true
	}
	if in.poll != nil && in.poll() {
		in.request(130)
		return true
	}
	return false
}

// request asks the command to stop, with the exit status it should end with.
func (in *interrupt) request(code int) {
	in.code.CompareAndSwap(0, int32(code))
	in.flag.Store(true)
}

// stopped is the error of a command that stopped on request; its message says where things stand.
type stopped struct {
	code int
	msg  string
}

func (e *stopped) Error() string { return "interrupted " + e.msg }

// stoppedf is the error a command returns once it has stopped cleanly on request.
func (in *interrupt) stoppedf(format string, args ...any) error {
	code := int(in.code.Load())
	if code == 0 {
		code = 130
	}
	return &stopped{code: code, msg: fmt.Sprintf(format, args...)}
}

// exitCode is the conventional status of a process ended by sig: 128 + the signal's number.
func exitCode(sig os.Signal) int {
	if s, ok := sig.(syscall.Signal); ok {
		return 128 + int(s)
	}
	return 130
}

// watchSignals routes SIGINT and SIGTERM to a new interrupt until the returned function is called.
// The first signal asks the command to stop (and says so on stderr); the second exits at once.
func watchSignals(stderr io.Writer) (*interrupt, func()) {
	in := &interrupt{}
	ch := make(chan os.Signal, 2)
	signal.Notify(ch, os.Interrupt, syscall.SIGTERM)
	quit := make(chan struct{})
	go func() {
		for n := 0; ; n++ {
			select {
			case <-quit:
				return
			case sig := <-ch:
				if n > 0 {
					fmt.Fprintf(stderr, "\nhospital: %v again: exiting now (the store keeps every batch written so far)\n", sig)
					os.Exit(exitCode(sig))
				}
				in.request(exitCode(sig))
				fmt.Fprintf(stderr, "\nhospital: %v: finishing the episode in flight and writing what is pending (again to exit at once)\n", sig)
			}
		}
	}()
	return in, func() {
		signal.Stop(ch)
		close(quit)
	}
}

// commas writes n with thousands separators: 1,624.
func commas(n int) string {
	s := fmt.Sprint(n)
	if n < 0 {
		return "-" + commas(-n)
	}
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}

// liveItems is the number of live (not retracted) items in st; 0 when it cannot be read.
func liveItems(st *memory.Store) int {
	if st == nil {
		return 0
	}
	s, err := st.Stats()
	if err != nil {
		return 0
	}
	return s.Live[memory.KindCase] + s.Live[memory.KindDCP] + s.Live[memory.KindRule]
}

// memoryCheck opens the index of the store in dir (which catches up with the store, as after a
// crash) and checks that the two agree: every live item searchable, nothing else. It prints
// the counts and fails when they disagree.
func memoryCheck(dir string, st *memory.Store, stdout io.Writer) error {
	idx, err := memory.OpenIndex(dir, st)
	if err != nil {
		return err
	}
	defer idx.Close()
	missing, extra, err := idx.Check()
	if err != nil {
		return err
	}
	n := liveItems(st)
	if len(missing)+len(extra) > 0 {
		return fmt.Errorf("memory check: index and store disagree: %d live items missing from the index, %d extra (first: %v %v)",
			len(missing), len(extra), first(missing), first(extra))
	}
	fmt.Fprintf(stdout, "ok: %d live items, index agrees with the store\n", n)
	return idx.Close()
}

func first(ids []string) []string { return ids[:min(len(ids), 3)] }
