// Package scene lays a replay state out on the screen: room rectangles from the layout, and a
// position, size and colour for every visible agent at a time. It is pure geometry with no
// graphics library, so tests can say where an agent must be drawn; render/view paints it.
package scene
