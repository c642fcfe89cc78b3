package main

import (
	"fmt"
	"os"
	"strconv"
	"strings"

	"agenthospital/agents/memory"

	"github.com/google/uuid"
)

var words = strings.Fields(`pain fever nausea vomiting anorexia tenderness guarding rebound
leukocytosis lipase bilirubin ultrasound tomography appendicitis cholecystitis pancreatitis
diverticulitis epigastric periumbilical quadrant right left lower upper murphy mcburney alcohol
gallstones elderly young female male acute chronic severe mild order avoid confirm exclude`)

func main() {
	err := run(os.Args[1:])
	fmt.Fprintln(os.Stderr, "crashwriter:", err)
	os.Exit(1)
}

// run writes until it is killed; it returns only on an error.
func run(args []string) error {
	if len(args) != 2 {
		return fmt.Errorf("usage: crashwriter DIR ROUND")
	}
	dir := args[0]
	round, err := strconv.Atoi(args[1])
	if err != nil {
		return fmt.Errorf("round %q: %w", args[1], err)
	}
	st, err := memory.Open(dir, false)
	if err != nil {
		return err
	}
	x, err := memory.OpenIndex(dir, st)
	if err != nil {
		return err
	}
	for n := 0; ; n++ {
		items := make([]*memory.Item, 3)
		for i, kind := range []string{memory.KindCase, memory.KindDCP, memory.KindRule} {
			items[i] = item(round, n, kind)
		}
		if err := st.PutBatch(items); err != nil {
			return err
		}
		seq, err := st.Seq()
		if err != nil {
			return err
		}
		fmt.Printf("committed %d %s %s %s\n", seq, items[0].ID, items[1].ID, items[2].ID)
		if n%5 == 4 {
			if err := st.Retract(items[1].ID, "crash test"); err != nil {
				return err
			}
			if seq, err = st.Seq(); err != nil {
				return err
			}
			fmt.Printf("retracted %d %s\n", seq, items[1].ID)
		}
		if err := x.Apply(); err != nil {
			return err
		}
	}
}

// item returns a deterministic item of the given kind for round r, step n.
func item(r, n int, kind string) *memory.Item {
	name := fmt.Sprintf("crash/%d/%d/%s", r, n, kind)
	h := uuid.NewSHA1(uuid.NameSpaceOID, []byte(name))
	text := make([]string, 12)
	for i := range text {
		text[i] = words[int(h[i%16]+byte(i))%len(words)]
	}
	pol := memory.Indication
	if kind == memory.KindRule {
		pol = memory.Contraindication
	}
	return &memory.Item{
		ID: h.String(), Kind: kind, Exposure: n, Doctor: "dr-crash", Department: "emergency",
		Category: words[int(h[0])%len(words)], SourceEpisode: name, Created: int64(n),
		Quality: 0.5, Polarity: pol,
		Title: strings.Join(text[:4], " "), Text: strings.Join(text, " "),
	}
}
