package main

import (
	"fmt"
	"io"

	"agenthospital/kb"
)

func kbCmd(stdout io.Writer) error {
	k, err := kb.Load()
	if err != nil {
		return fmt.Errorf("knowledge base: %w", err)
	}
	per := map[string]int{}
	for _, d := range k.Diseases {
		per[d.Department]++
	}
	fmt.Fprintf(stdout, "knowledge base ok: %d departments, %d diseases, %d findings, %d lab items, %d orders, %d studies, %d guidelines\n",
		len(k.Departments), len(k.Diseases), len(k.Findings), len(k.Labs), len(k.Orders), len(k.Studies), len(k.Guidelines))
	for _, d := range k.Departments {
		fmt.Fprintf(stdout, "  %-24s %3d diseases\n", d.ID, per[d.ID])
	}
	return nil
}
