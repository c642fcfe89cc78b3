package main

import (
	"bytes"
	"encoding/csv"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// nonce replaces words that carry the diagnosis in our notes with made-up words no reader
// knows: a stand-in for a hospital whose notes are written in a shorthand of its own.
var nonce = map[string]string{"right": "dextra", "left": "sinistra", "upper": "superna", "lower": "inferna",
	"epigastric": "gastrodal", "epigastrium": "gastrodum", "ruq": "dsq", "rlq": "diq", "llq": "siq", "luq": "ssq",
	"periumbilical": "circumbilar", "flank": "latus", "scapula": "omoplat", "jaundice": "croceus", "yellowing": "croceating",
	"vomiting": "emesing", "nausea": "queasion", "fever": "pyrexion", "diarrhea": "flusion", "back": "dorsum", "groin": "inguen",
	"urination": "micturion", "burning": "ustion", "rebound": "resilia", "guarding": "tutela", "distended": "tumefact",
	"tender": "dolent", "tenderness": "dolence"}

func rewriteNonce(t *testing.T, dir string) {
	t.Helper()
	words := make([]string, 0, len(nonce))
	for w := range nonce {
		words = append(words, w)
	}
	rx := regexp.MustCompile(`(?i)\b(` + strings.Join(words, "|") + `)\b`)
	for _, name := range []string{"history_of_present_illness.csv", "physical_examination.csv"} {
		path := filepath.Join(dir, name)
		b, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		b = rx.ReplaceAllFunc(b, func(w []byte) []byte { return []byte(nonce[strings.ToLower(string(w))]) })
		if err := os.WriteFile(path, b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// curveEnd reads the accuracy and mean tests of the last exposure level of an evolve.
func curveEnd(t *testing.T, dir string) (acc, tests float64) {
	t.Helper()
	f, err := os.Open(filepath.Join(dir, "curve.csv"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	rows, err := csv.NewReader(f).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	col := map[string]int{}
	for i, h := range rows[0] {
		col[h] = i
	}
	last := rows[len(rows)-1]
	acc, _ = strconv.ParseFloat(last[col["accuracy"]], 64)
	tests, _ = strconv.ParseFloat(last[col["mean_tests"]], 64)
	return acc, tests
}

// A doctor learns wording its reader does not know from practice with feedback: on notes whose
// telling words are replaced by made-up ones, practice with learned wording ends more accurate
// than the same practice without it; on our own notes, it costs nothing.
func TestLearnedWordingTransfers(t *testing.T) {
	if testing.Short() {
		t.Skip("evolves four times")
	}
	dir := t.TempDir()
	data := filepath.Join(dir, "cohort")
	var o, e bytes.Buffer
	if realMain([]string{"cohort", "--scenario", "abdominal-ed", "--n", "1200", "--seed", "5", "--out", data, "--quiet"}, &o, &e) != 0 {
		t.Fatal(e.String())
	}
	evolve := func(data, name string, extra ...string) (float64, float64) {
		out := filepath.Join(dir, name)
		args := append([]string{"evolve", "--data", data, "--accrual", "800", "--eval", "400", "--levels", "0,800", "--out", out, "--quiet"}, extra...)
		if code := realMain(args, &o, &e); code != 0 {
			t.Fatalf("%v: %s", args, e.String())
		}
		return curveEnd(t, out)
	}
	ownWith, _ := evolve(data, "own")
	ownWithout, _ := evolve(data, "own-nw", "--no-wording")
	rewriteNonce(t, data)
	with, testsWith := evolve(data, "nonce")
	without, testsWithout := evolve(data, "nonce-nw", "--no-wording")
	t.Logf("shorthand notes: accuracy %.1f%% with learned wording, %.1f%% without (tests %.2f vs %.2f); own notes %.1f%% vs %.1f%%",
		100*with, 100*without, testsWith, testsWithout, 100*ownWith, 100*ownWithout)
	if with <= without {
		t.Errorf("learned wording did not help on shorthand notes: %.3f with, %.3f without", with, without)
	}
	if ownWith < ownWithout-0.01 {
		t.Errorf("learned wording costs on our own notes: %.3f with, %.3f without", ownWith, ownWithout)
	}
}
