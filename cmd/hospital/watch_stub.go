//go:build nowatch

package main

import (
	"errors"
	"io"

	"agenthospital/render/replay"
	"agenthospital/sim"
	"agenthospital/world"
)

// Built with -tags nowatch: no window, no ebiten.

var errNoWatch = errors.New("this hospital was built with -tags nowatch: no visualizer")

func watchCmd([]string, io.Writer, io.Writer) error { return errNoWatch }

type liveView = replay.Live

func watchRun(func(*liveView) error, io.Writer) error { return errNoWatch }

func liveSink(_ *liveView, trace sim.Sink) sim.Sink { return trace }

func liveLayout(*liveView, *world.Scenario, *world.Hospital) {}
