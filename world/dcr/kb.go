package dcr

import (
	"sort"
	"strings"

	"agenthospital/kb"
)

// PricesFrom builds the price list from the knowledge base: the physical examination at $300
// (LA-CDM's normalised 0.0294 on its USD scale), lab panels and tests by name and alias (LA-CDM
// for the seven panels, estimates otherwise), $35 for a single analyte not in the catalog
// (estimated), and imaging by modality (LA-CDM for CT, MRI, radiograph and ultrasound).
func PricesFrom(k *kb.KB) Prices {
	p := Prices{PE: 300, PEMinutes: 10, Labs: map[string]float64{}, LabDefault: 35, LabMinutes: 60,
		Imaging: map[string]float64{}, ImagingDef: 1000, ImagingMins: map[string]float64{}}
	for _, o := range k.Orders {
		for _, name := range append([]string{o.Name}, o.Aliases...) {
			if _, ok := p.Labs[strings.ToLower(name)]; !ok {
				p.Labs[strings.ToLower(name)] = o.Cost
			}
		}
	}
	for _, s := range k.Studies {
		if s.Kind != "imaging" {
			continue
		}
		if _, ok := p.Imaging[s.Modality]; !ok || s.CostSource == "LA-CDM" {
			p.Imaging[s.Modality] = s.Cost
			p.ImagingMins[s.Modality] = float64(s.Turnaround)
		}
	}
	return p
}

// GuidelinesFrom returns the knowledge base's guideline texts, titled by their first line.
func GuidelinesFrom(k *kb.KB) []Guideline {
	ids := make([]string, 0, len(k.Guidelines))
	for id := range k.Guidelines {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	var out []Guideline
	for _, id := range ids {
		text := k.Guidelines[id]
		title, body, _ := strings.Cut(text, "\n")
		out = append(out, Guideline{Title: strings.TrimSpace(strings.TrimLeft(title, "# ")), Text: strings.TrimSpace(body)})
	}
	return out
}
