package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"agenthospital/agents/llm"
)

const llmUsage = `Usage: hospital llm --run DIR stats|show HASH|export

Reads the recording of a run's LLM calls (DIR/llm.db, written by eval --brain llm):
  stats        calls, failures, retries and tokens
  show HASH    one call whole (a unique prefix of its request hash will do)
  export       every call as one JSON line, in hash order

The recording holds each full request (model, messages, sampling), the reply, tokens, attempts
and errors; never the API key or the server's address.

Flags:
`

func llmCmd(args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("llm", flag.ContinueOnError)
	dir := fs.String("run", "", "run `directory` holding llm.db")
	fs.SetOutput(io.Discard)
	if err := fs.Parse(args); err != nil {
		if err == flag.ErrHelp {
			fmt.Fprint(stderr, llmUsage)
			fs.SetOutput(stderr)
			fs.PrintDefaults()
			return errHelp
		}
		return usagef("llm: %v (see hospital llm --help)", err)
	}
	rest := fs.Args()
	switch {
	case *dir == "":
		return usagef("llm: --run DIR is required (see hospital llm --help)")
	case len(rest) == 0:
		return usagef("llm: give a command: stats, show HASH or export")
	case rest[0] == "show" && len(rest) != 2, rest[0] != "show" && len(rest) != 1:
		return usagef("llm: %q takes %s", rest[0], map[bool]string{true: "one HASH", false: "no argument"}[rest[0] == "show"])
	case rest[0] != "stats" && rest[0] != "show" && rest[0] != "export":
		return usagef("llm: unknown command %q (expected stats, show or export)", rest[0])
	}
	path := filepath.Join(*dir, "llm.db")
	if _, err := os.Stat(path); err != nil {
		return fmt.Errorf("llm: %s holds no recording (%s): %w", *dir, path, err)
	}
	rec, err := llm.OpenBolt(path)
	if err != nil {
		return err
	}
	defer rec.Close()
	switch rest[0] {
	case "stats":
		s, err := rec.Stats()
		if err != nil {
			return err
		}
		fmt.Fprintf(stdout, "%s: %d calls, %d failed for good, %d retries; %d prompt + %d completion tokens\n",
			path, s.Calls, s.Failed, s.Retries, s.PromptTokens, s.CompletionTokens)
	case "export":
		enc := json.NewEncoder(stdout)
		enc.SetEscapeHTML(false)
		return rec.Each(func(c llm.Call) error { return enc.Encode(c) })
	case "show":
		var found []llm.Call
		if err := rec.Each(func(c llm.Call) error {
			if strings.HasPrefix(c.Hash, rest[1]) {
				found = append(found, c)
			}
			return nil
		}); err != nil {
			return err
		}
		if len(found) != 1 {
			return fmt.Errorf("llm: %d calls match %q (expected exactly one; give more of the hash)", len(found), rest[1])
		}
		enc := json.NewEncoder(stdout)
		enc.SetEscapeHTML(false)
		enc.SetIndent("", "  ")
		return enc.Encode(found[0])
	}
	return nil
}
