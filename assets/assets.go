package assets

import (
	_ "embed"
	"fmt"
	"image"
	"image/color"
	"strings"
)

//go:embed sprites.txt
var spritesText string

var palette = map[byte]color.RGBA{
	'k': {0x20, 0x20, 0x28, 0xff},
	'w': {0xff, 0xff, 0xff, 0xff},
	'r': {0xd8, 0x30, 0x30, 0xff},
	'b': {0x40, 0x60, 0xc0, 0xff},
	'g': {0x90, 0x90, 0x90, 0xff},
	'y': {0xf0, 0xe0, 0xb0, 0xff},
	'n': {0x70, 0x48, 0x28, 0xff},
}

// Sprites parses the embedded pixel sprites by name.
func Sprites() (map[string]*image.RGBA, error) {
	out := map[string]*image.RGBA{}
	var name string
	var rows []string
	flush := func() error {
		if name == "" {
			return nil
		}
		if len(rows) == 0 {
			return fmt.Errorf("sprites.txt: sprite %s has no rows", name)
		}
		img := image.NewRGBA(image.Rect(0, 0, len(rows[0]), len(rows)))
		for y, row := range rows {
			if len(row) != len(rows[0]) {
				return fmt.Errorf("sprites.txt: sprite %s: row %d has %d pixels, want %d", name, y+1, len(row), len(rows[0]))
			}
			for x := 0; x < len(row); x++ {
				if row[x] == '.' {
					continue
				}
				c, ok := palette[row[x]]
				if !ok {
					return fmt.Errorf("sprites.txt: sprite %s: row %d: unknown colour %q", name, y+1, row[x])
				}
				img.SetRGBA(x, y, c)
			}
		}
		out[name] = img
		return nil
	}
	for _, line := range strings.Split(spritesText, "\n") {
		line = strings.TrimSpace(line)
		switch {
		case line == "" || strings.HasPrefix(line, "#"):
		case strings.HasPrefix(line, "sprite "):
			if err := flush(); err != nil {
				return nil, err
			}
			name, rows = strings.TrimPrefix(line, "sprite "), nil
		default:
			rows = append(rows, line)
		}
	}
	if err := flush(); err != nil {
		return nil, err
	}
	return out, nil
}
