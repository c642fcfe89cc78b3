package memory

import (
	"bufio"
	"bytes"
	"errors"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"testing"
	"time"
)

// TestCrashLosesNothingCommitted kills a writer process (store + index) at random moments and
// checks, after each kill, that every store commit it reported survived and that the index,
// once opened (caught up), agrees with the store.
func TestCrashLosesNothingCommitted(t *testing.T) {
	if testing.Short() {
		t.Skip("crash test: skipped with -short")
	}
	if runtime.GOOS != "linux" {
		t.Skip("crash test: Linux only")
	}
	bin := filepath.Join(t.TempDir(), "crashwriter")
	build := exec.Command("go", "build", "-o", bin, "agenthospital/agents/memory/internal/crashwriter")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("build crashwriter: %v\n%s", err, out)
	}

	dir := t.TempDir()
	rng := rand.New(rand.NewPCG(20261121, 4))
	committed := map[string]bool{} // every id the writer reported as committed
	retracted := map[string]bool{}
	var lastSeq uint64
	const rounds = 25
	for round := range rounds {
		if round%8 == 7 {
			// Now and then the writer starts without an index and is killed while rebuilding.
			if err := os.RemoveAll(filepath.Join(dir, IndexDir)); err != nil {
				t.Fatal(err)
			}
		}
		var stdout, stderr bytes.Buffer
		cmd := exec.Command(bin, dir, strconv.Itoa(round))
		cmd.Stdout, cmd.Stderr = &stdout, &stderr
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		time.Sleep(time.Duration(50+rng.IntN(550)) * time.Millisecond)
		if err := cmd.Process.Kill(); err != nil { // SIGKILL
			t.Fatal(err)
		}
		err := cmd.Wait()
		var exit *exec.ExitError
		if !errors.As(err, &exit) || exit.ExitCode() != -1 {
			t.Fatalf("round %d: writer did not die from the kill (%v): %s", round, err, stderr.String())
		}
		lines := 0
		sc := bufio.NewScanner(&stdout)
		for sc.Scan() {
			f := strings.Fields(sc.Text())
			if len(f) < 3 {
				continue // a line cut by the kill
			}
			seq, err := strconv.ParseUint(f[1], 10, 64)
			if err != nil {
				t.Fatalf("round %d: bad line %q", round, sc.Text())
			}
			lastSeq = max(lastSeq, seq)
			for _, id := range f[2:] {
				switch f[0] {
				case "committed":
					committed[id] = true
				case "retracted":
					retracted[id] = true
				}
			}
			lines++
		}

		st, err := Open(dir, false)
		if err != nil {
			t.Fatalf("round %d: store does not open after the kill: %v", round, err)
		}
		if seq, err := st.Seq(); err != nil || seq < lastSeq {
			t.Fatalf("round %d: store seq %d (%v), but the writer reported %d committed", round, seq, err, lastSeq)
		}
		for id := range committed {
			it, err := st.Get(id)
			if err != nil {
				t.Fatalf("round %d: committed item lost: %v", round, err)
			}
			if retracted[id] && !it.Retracted {
				t.Fatalf("round %d: committed retraction of %s lost", round, id)
			}
		}
		x, err := OpenIndex(dir, st)
		if err != nil {
			t.Fatalf("round %d: index does not open after the kill: %v", round, err)
		}
		missing, extra, err := x.Check()
		if err != nil {
			t.Fatal(err)
		}
		if len(missing) > 0 || len(extra) > 0 {
			t.Fatalf("round %d: after catch-up index and store disagree: %d missing %v, %d extra %v",
				round, len(missing), missing, len(extra), extra)
		}
		if err := x.Close(); err != nil {
			t.Fatal(err)
		}
		if err := st.Close(); err != nil {
			t.Fatal(err)
		}
		t.Logf("round %d: %d commits reported, store seq %d", round, lines, lastSeq)
	}
	if len(committed) < 3*rounds {
		t.Errorf("the writer committed only %d items in %d rounds: the test did not exercise much", len(committed), rounds)
	}
}
