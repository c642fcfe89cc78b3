package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"maps"
	"os"
	"slices"
	"strings"

	"agenthospital/agents/memory"
)

const memoryUsage = `Usage: hospital memory --store DIR COMMAND [flags]

Reads and curates the experience memory of a run directory (DIR/memory.db, indexed in
DIR/memory.bleve). Every change is written to the audit log with its reason and the previous
content; a retracted item is never retrieved.

Commands:
  stats                                 counts per kind, edges, audit entries, size
  list [--kind K] [--category C] [--department D] [--all]
                                        items, one per line (--all includes retracted and retired ones)
  show ID                               one item with its provenance
  search QUERY [--department D]         full-text search (BM25) over live items: every department's
                                        (each scored on its own and merged), or D's as its doctors search it
  retract ID --reason TEXT              stop an item from being retrieved
  restore ID [--reason TEXT]            undo a retraction
  edit ID --from FILE [--reason TEXT]   replace an item's content from a JSON file
  export --out FILE.jsonl               every item with its provenance, one per line
  import FILE.jsonl [--reason TEXT]     add items; a file with any bad line imports nothing
  audit                                 the audit log
  reindex                               rebuild the search index from the store
  check                                 bring the index up to date and check it agrees with the store

Flags:
`

func memoryCmd(args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("memory", flag.ContinueOnError)
	store := fs.String("store", "", "run `directory` whose memory to use")
	fs.SetOutput(io.Discard)
	if err := fs.Parse(args); err != nil {
		if err == flag.ErrHelp {
			fmt.Fprint(stderr, memoryUsage)
			fs.SetOutput(stderr)
			fs.PrintDefaults()
			return errHelp
		}
		return usagef("memory: %v (see hospital memory --help)", err)
	}
	if *store == "" {
		return usagef("memory: --store DIR is required (see hospital memory --help)")
	}
	rest := fs.Args()
	if len(rest) == 0 {
		return usagef("memory: give a command: stats, list, show, search, retract, restore, edit, export, import, audit, reindex or check")
	}
	cmd, rest := rest[0], rest[1:]
	if !memoryCommands[cmd] {
		return usagef("memory: unknown command %q (expected stats, list, show, search, retract, restore, edit, export, import, audit, reindex or check; see hospital memory --help)", cmd)
	}
	sub := flag.NewFlagSet("memory "+cmd, flag.ContinueOnError)
	kind := sub.String("kind", "", "only items of this kind (case, rule, dcp)")
	category := sub.String("category", "", "only items of this category")
	dept := sub.String("department", "", "only items of this department (a scenario's department id)")
	all := sub.Bool("all", false, "include retracted and retired items")
	reason := sub.String("reason", "", "why (recorded in the audit log)")
	from := sub.String("from", "", "JSON `file` with the item's new content")
	out := sub.String("out", "", "output `file`")
	// Flags may come before or after the positional argument.
	var pos []string
	for len(rest) > 0 {
		if err := parseFlags(sub, rest, memoryUsage, stderr); err != nil {
			if e, ok := err.(usageError); ok && strings.Contains(e.msg, "unexpected argument") {
				pos = append(pos, sub.Arg(0))
				rest = sub.Args()[1:]
				continue
			}
			return err
		}
		rest = nil
	}
	needArg := func(what string) (string, error) {
		if len(pos) != 1 {
			return "", usagef("memory %s: expected %s", cmd, what)
		}
		return pos[0], nil
	}
	// Read what a changing command is given before the store is opened for writing, so that a
	// bad file leaves the store as it was.
	var edited memory.Item
	var imported []*memory.Item
	switch cmd {
	case "edit":
		if *from == "" {
			return usagef("memory edit: --from FILE is required")
		}
		b, err := os.ReadFile(*from)
		if err != nil {
			return fmt.Errorf("memory edit: %w", err)
		}
		dec := json.NewDecoder(strings.NewReader(string(b)))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&edited); err != nil {
			return fmt.Errorf("memory edit: %s: %v (expected a JSON item as printed by hospital memory show)", *from, err)
		}
	case "import":
		path, err := needArg("a FILE.jsonl")
		if err != nil {
			return err
		}
		f, err := os.Open(path)
		if err != nil {
			return fmt.Errorf("memory import: %w", err)
		}
		imported, err = memory.ReadItems(f, path)
		f.Close()
		if err != nil {
			return err
		}
	}
	readOnly := map[string]bool{"stats": true, "list": true, "show": true, "export": true, "audit": true, "search": true}[cmd]
	st, err := memory.Open(*store, readOnly)
	if err != nil {
		return err
	}
	defer st.Close()
	switch cmd {
	case "stats":
		s, err := st.Stats()
		if err != nil {
			return err
		}
		return printJSONish(stdout, s)
	case "list":
		items, err := st.List(*kind, *category, *all)
		if err != nil {
			return err
		}
		if *dept != "" {
			items = slices.DeleteFunc(items, func(it *memory.Item) bool { return it.Department != *dept })
			if len(items) == 0 {
				if err := knownDepartment(st, *dept); err != nil {
					return fmt.Errorf("memory list: %w", err)
				}
			}
		}
		for _, it := range items {
			flag := ""
			switch {
			case it.Retracted:
				flag = "  [retracted]"
			case it.Retired:
				flag = "  [retired]"
			}
			fmt.Fprintf(stdout, "%s  %-4s  %-22s  exp %-5d  Q %.2f  %s%s\n", it.ID, it.Kind, it.Category, it.Exposure, it.Quality, it.Title, flag)
		}
		fmt.Fprintf(stdout, "%d items\n", len(items))
		return nil
	case "show":
		id, err := needArg("an item ID")
		if err != nil {
			return err
		}
		it, err := st.Get(id)
		if err != nil {
			return fmt.Errorf("memory show %s: %w", id, err)
		}
		return printJSONish(stdout, it)
	case "search":
		q := strings.Join(pos, " ")
		if q == "" {
			return usagef("memory search: expected a query")
		}
		st.Close()
		rw, err := memory.Open(*store, false) // the index may need to catch up
		if err != nil {
			return err
		}
		defer rw.Close()
		idx, err := memory.OpenIndex(*store, rw)
		if err != nil {
			return err
		}
		defer idx.Close()
		var hits []memory.Hit
		if *dept != "" {
			hits, err = idx.SearchIn(*dept, q, nil, 10)
		} else {
			hits, err = idx.Search(q, nil, 10)
		}
		if err != nil {
			return err
		}
		if len(hits) == 0 && *dept != "" {
			if err := knownDepartment(rw, *dept); err != nil {
				return fmt.Errorf("memory search: %w", err)
			}
		}
		for _, h := range hits {
			it, err := rw.Get(h.ID)
			if err != nil {
				return err
			}
			fmt.Fprintf(stdout, "%.3f  %s  %-4s  %s\n", h.Score, it.ID, it.Kind, it.Title)
		}
		fmt.Fprintf(stdout, "%d hits\n", len(hits))
		return nil
	case "retract":
		id, err := needArg("an item ID")
		if err != nil {
			return err
		}
		if *reason == "" {
			return usagef("memory retract: --reason TEXT is required (it goes to the audit log)")
		}
		if err := st.Retract(id, *reason); err != nil {
			return fmt.Errorf("memory retract %s: %w", id, err)
		}
		fmt.Fprintf(stdout, "retracted %s\n", id)
		return reindexQuietly(*store, st)
	case "restore":
		id, err := needArg("an item ID")
		if err != nil {
			return err
		}
		if err := st.Restore(id, *reason); err != nil {
			return fmt.Errorf("memory restore %s: %w", id, err)
		}
		fmt.Fprintf(stdout, "restored %s\n", id)
		return reindexQuietly(*store, st)
	case "edit":
		id, err := needArg("an item ID")
		if err != nil {
			return err
		}
		why := *reason
		if why == "" {
			why = "edited from " + *from
		}
		if err := st.Edit(id, &edited, why); err != nil {
			return fmt.Errorf("memory edit %s: %w", id, err)
		}
		fmt.Fprintf(stdout, "edited %s\n", id)
		return reindexQuietly(*store, st)
	case "export":
		if *out == "" {
			return usagef("memory export: --out FILE.jsonl is required")
		}
		f, err := os.Create(*out)
		if err != nil {
			return fmt.Errorf("memory export: %w", err)
		}
		if err := st.Export(f); err != nil {
			f.Close()
			return fmt.Errorf("memory export: %w", err)
		}
		if err := f.Close(); err != nil {
			return fmt.Errorf("memory export: %w", err)
		}
		fmt.Fprintf(stdout, "exported to %s\n", *out)
		return nil
	case "import":
		path := pos[0]
		items := imported
		why := *reason
		if why == "" {
			why = "imported from " + path
		}
		res, err := st.Import(items, why)
		if err != nil {
			return fmt.Errorf("memory import: %w", err)
		}
		fmt.Fprintf(stdout, "imported %d items from %s (%d new, %d replaced); skipped %d already present\n",
			res.Added+res.Replaced, path, res.Added, res.Replaced, res.Skipped)
		return reindexQuietly(*store, st)
	case "audit":
		log, err := st.Audit()
		if err != nil {
			return err
		}
		for _, a := range log {
			fmt.Fprintf(stdout, "%5d  %s  %-8s %s  %s\n", a.Seq, a.Time, a.Action, a.ItemID, a.Reason)
		}
		return nil
	case "check":
		return memoryCheck(*store, st, stdout)
	case "reindex":
		idx, err := memory.OpenIndex(*store, st)
		if err != nil {
			return err
		}
		defer idx.Close()
		if err := idx.Rebuild(); err != nil {
			return err
		}
		n, _ := idx.Count()
		fmt.Fprintf(stdout, "reindexed %d documents\n", n)
		return nil
	}
	return usagef("memory: unknown command %q (see hospital memory --help)", cmd)
}

// memoryCommands are the commands of hospital memory.
var memoryCommands = map[string]bool{"stats": true, "list": true, "show": true, "search": true, "retract": true, "restore": true,
	"edit": true, "export": true, "import": true, "audit": true, "reindex": true, "check": true}

// reindexQuietly brings the index up to date after a change, so searches and retrieval never see
// a retracted item.
func reindexQuietly(dir string, st *memory.Store) error {
	idx, err := memory.OpenIndex(dir, st)
	if err != nil {
		return err
	}
	return idx.Close()
}

func printJSONish(w io.Writer, v any) error {
	b, err := json.MarshalIndent(v, "", "  ")
	if err != nil {
		return err
	}
	_, err = fmt.Fprintln(w, string(b))
	return err
}

// knownDepartment fails, naming the departments the store has items of, when none of its items
// (live or not) belong to department dept: a mistyped department finds nothing, and says so.
func knownDepartment(st *memory.Store, dept string) error {
	seen := map[string]bool{}
	err := st.ForEach(func(it *memory.Item) error {
		seen[it.Department] = true
		return nil
	})
	if err != nil {
		return err
	}
	if seen[dept] {
		return nil
	}
	return fmt.Errorf("--department %q: the store has no items of that department (it has %s)", dept, strings.Join(slices.Sorted(maps.Keys(seen)), ", "))
}
