package main

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strings"

	"agenthospital/kb"
	"agenthospital/scenarios"
	"agenthospital/world"
)

// usageError marks errors caused by how the command was called (exit status 2).
type usageError struct{ msg string }

func (e usageError) Error() string { return e.msg }

func usagef(format string, args ...any) error { return usageError{fmt.Sprintf(format, args...)} }

const topUsage = `hospital - an agent hospital simulation with doctors that learn by practice

Usage:
  hospital run [flags]     simulate patients through the cycle of care (see hospital run --help)
  hospital cohort [flags]  write a synthetic cohort in the MIMIC-IV-Ext-CDM layout
  hospital eval [flags]    run and judge the doctor on MIMIC-CDM encounters
  hospital evolve [flags]  practise, consolidate experience, measure accuracy against exposure
  hospital memory --store DIR CMD   read and curate a run's experience memory
  hospital kb [flags]      validate the embedded knowledge base; --sample DISEASE prints example patients
  hospital llm --run DIR stats|show|export   read the recording of a run's LLM calls
  hospital watch DIR       replay a recorded run in a window (--screenshot FILE --at DAY writes a PNG)
  hospital help            show this help
`

func main() {
	var in *interrupt
	done := func() {}
	if len(os.Args) > 1 && (os.Args[1] == "run" || os.Args[1] == "eval" || os.Args[1] == "evolve") {
		in, done = watchSignals(os.Stderr)
	}
	code := commandMain(os.Args[1:], os.Stdout, os.Stderr, in)
	done()
	os.Exit(code)
}

func realMain(args []string, stdout, stderr io.Writer) int {
	return commandMain(args, stdout, stderr, nil)
}

// commandMain runs the command args; run, eval and evolve stop early when in says so (nil: never).
func commandMain(args []string, stdout, stderr io.Writer, in *interrupt) int {
	if len(args) == 0 {
		fmt.Fprint(stderr, topUsage)
		return 2
	}
	var err error
	switch args[0] {
	case "run":
		err = runCmd(args[1:], stdout, stderr, in)
	case "cohort":
		err = cohortCmd(args[1:], stdout, stderr)
	case "eval":
		err = evalCmd(args[1:], stdout, stderr, in)
	case "evolve":
		err = evolveCmd(args[1:], stdout, stderr, in)
	case "memory":
		err = memoryCmd(args[1:], stdout, stderr)
	case "kb":
		err = kbCmd(args[1:], stdout, stderr)
	case "llm":
		err = llmCmd(args[1:], stdout, stderr)
	case "watch":
		err = watchCmd(args[1:], stdout, stderr)
	case "help", "-h", "--help":
		fmt.Fprint(stdout, topUsage)
		return 0
	default:
		err = usagef("unknown command %q (expected run, cohort, eval, evolve, memory, kb, llm or watch; see hospital help)", args[0])
	}
	var ue usageError
	var stop *stopped
	switch {
	case err == nil:
		return 0
	case errors.As(err, &stop):
		fmt.Fprintln(stderr, "hospital:", err)
		return stop.code
	case errors.Is(err, errHelp):
		return 0
	case errors.As(err, &ue):
		fmt.Fprintln(stderr, "hospital:", err)
		return 2
	default:
		fmt.Fprintln(stderr, "hospital:", err)
		return 1
	}
}

var errHelp = errors.New("help shown")

// parseFlags parses a subcommand's flags. --help prints usage and the flags and returns errHelp;
// a bad flag or a stray argument is a usage error naming the subcommand.
func parseFlags(fs *flag.FlagSet, args []string, usage string, stderr io.Writer) error {
	fs.SetOutput(io.Discard)
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			fmt.Fprint(stderr, usage)
			fs.SetOutput(stderr)
			fs.PrintDefaults()
			return errHelp
		}
		return usagef("%s: %s (see hospital %s --help)", fs.Name(), explainFlagError(fs, err), helpName(fs))
	}
	if fs.NArg() > 0 {
		return usagef("%s: unexpected argument %q (see hospital %s --help)", fs.Name(), fs.Arg(0), helpName(fs))
	}
	return nil
}

// explainFlagError replaces the flag package's "parse error" and "value out of range" for a
// number or switch with what was expected.
func explainFlagError(fs *flag.FlagSet, err error) string {
	msg := err.Error()
	m := reFlagValue.FindStringSubmatch(msg)
	if m == nil {
		return msg
	}
	fl := fs.Lookup(m[1])
	if fl == nil {
		return msg
	}
	want := "expected a whole number"
	if b, ok := fl.Value.(interface{ IsBoolFlag() bool }); ok && b.IsBoolFlag() {
		want = "expected true or false"
	} else if strings.HasPrefix(fmt.Sprintf("%T", fl.Value), "*flag.uint") {
		want = "expected a whole number >= 0"
	}
	return strings.TrimSuffix(strings.TrimSuffix(msg, m[2]), ": ") + ": " + want
}

var reFlagValue = regexp.MustCompile(`^invalid (?:boolean )?value ".*" for (?:flag )?-([\w-]+): (parse error|value out of range)$`)

// helpName is the command whose --help explains fs: "memory" for "memory stats".
func helpName(fs *flag.FlagSet) string {
	name, _, _ := strings.Cut(fs.Name(), " ")
	return name
}

// loadScenario loads the embedded knowledge base and the scenario validated against it. The
// scenario is an embedded one given by name (general-hospital) or, when the value holds a path
// separator or ends in .yaml or .yml, a file.
func loadScenario(value string) (*kb.KB, *world.Scenario, error) {
	k, err := kb.Load()
	if err != nil {
		return nil, nil, fmt.Errorf("knowledge base: %w", err)
	}
	var sc *world.Scenario
	if isScenarioFile(value) {
		sc, err = world.LoadScenario(value, k)
	} else {
		b, oerr := scenarios.Open(value)
		if oerr != nil {
			return nil, nil, usagef("--scenario: %v", oerr)
		}
		sc, err = world.ParseScenario(scenarios.Path(value), b, k)
	}
	if err != nil {
		return nil, nil, err
	}
	return k, sc, nil
}

// isScenarioFile reports whether a --scenario value names a file rather than an embedded scenario.
func isScenarioFile(v string) bool {
	return strings.ContainsRune(v, '/') || strings.ContainsRune(v, filepath.Separator) ||
		strings.HasSuffix(v, ".yaml") || strings.HasSuffix(v, ".yml")
}

func jsonCompact(v any) (string, error) {
	b, err := json.Marshal(v)
	return string(b), err
}
