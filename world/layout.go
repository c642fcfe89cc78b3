package world

import (
	"fmt"
	"strings"
)

// requiredRooms are the rooms every hospital needs besides one consultation room per department
// (id consult_<department>, kind consultation).
var requiredRooms = []string{"home", "triage", "registration", "waiting", "laboratory", "imaging", "examination", "pharmacy",
	"follow_up", "library"}

// layout places the rooms: the scenario's layout when it gives one (the shipped scenarios do),
// otherwise a plain arrangement — an entrance row, a grid of consultation rooms, the services at
// the back — so that a new scenario runs before anyone has drawn its map. Either way every room
// the journey uses must be there. Coordinates are in metres.
func (h *Hospital) layout() error {
	if len(h.Scenario.Layout) > 0 {
		h.Rooms = append([]Room(nil), h.Scenario.Layout...)
	} else {
		h.Rooms = defaultLayout(h.Scenario)
	}
	have := map[string]bool{}
	for _, r := range h.Rooms {
		if have[r.ID] {
			return fmt.Errorf("scenario %s: layout: room %q appears twice", h.Scenario.Name, r.ID)
		}
		have[r.ID] = true
	}
	var missing []string
	for _, id := range requiredRooms {
		if !have[id] {
			missing = append(missing, id)
		}
	}
	for _, d := range h.Scenario.Departments {
		if !have["consult_"+d.ID] {
			missing = append(missing, "consult_"+d.ID)
		}
	}
	if len(missing) > 0 {
		return fmt.Errorf("scenario %s: layout: missing rooms %s (expected %s and consult_<department> for every department)",
			h.Scenario.Name, strings.Join(missing, ", "), strings.Join(requiredRooms, ", "))
	}
	return nil
}

func defaultLayout(s *Scenario) []Room {
	rooms := []Room{{ID: "home", Kind: "home", X: -20}, {ID: "triage", Kind: "triage"}, {ID: "registration", Kind: "registration", X: 10},
		{ID: "waiting", Kind: "waiting", X: 20}}
	for i, d := range s.Departments {
		rooms = append(rooms, Room{ID: "consult_" + d.ID, Kind: "consultation", Dept: d.ID, X: 30 + float64(i%7)*8, Y: 10 + float64(i/7)*8})
	}
	return append(rooms, Room{ID: "laboratory", Kind: "laboratory", X: 30, Y: -10}, Room{ID: "imaging", Kind: "imaging", X: 40, Y: -10},
		Room{ID: "examination", Kind: "examination", X: 50, Y: -10}, Room{ID: "pharmacy", Kind: "pharmacy", X: 60},
		Room{ID: "follow_up", Kind: "follow_up", X: 70}, Room{ID: "library", Kind: "library", X: 20, Y: -10})
}
