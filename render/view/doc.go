// Package view is the ebiten window of the hospital: a top-down map with patients, nurses and
// doctors walking between rooms, a side panel with the clock, accuracy and queues, time
// controls, and a deterministic screenshot mode. It draws what render/replay says the trace
// says; it never sees brains or the store. Opening a window needs a display (X11 or Xvfb).
package view
