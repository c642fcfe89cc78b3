// Package assets holds the visualizer's embedded sprites (pixel art drawn for this project, in
// sprites.txt) and names its fonts (the Go fonts, golang.org/x/image/font/gofont). LICENSES.md
// records where each asset comes from and under which licence.
package assets
