package main

import (
	"fmt"
	"math"
	"strconv"
	"strings"
)

// maxDays bounds --days: a century of simulated time is more than any study runs.
const maxDays = 36500

// rangeFlag parses a flag value that must be a finite number between lo and hi (inclusive) into
// dst. NaN, ±Inf, text and values out of range are errors saying what was expected; the flag
// package adds the flag's name.
func rangeFlag(dst *float64, lo, hi float64, what string) func(string) error {
	return func(v string) error {
		x, err := strconv.ParseFloat(strings.TrimSpace(v), 64)
		if err != nil || math.IsNaN(x) || math.IsInf(x, 0) || x < lo || x > hi {
			return fmt.Errorf("expected %s between %s and %s, got %q", what, fmtBound(lo), fmtBound(hi), v)
		}
		*dst = x
		return nil
	}
}

// shareFlag parses a flag value that must be a share between 0 and 1 into dst.
func shareFlag(dst *float64) func(string) error { return rangeFlag(dst, 0, 1, "a share") }

func fmtBound(x float64) string { return strconv.FormatFloat(x, 'f', -1, 64) }
