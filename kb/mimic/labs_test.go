package mimic

import (
	"fmt"
	"math/rand/v2"
	"reflect"
	"slices"
	"strings"
	"testing"
)

// testLabBase is a slice of MIMIC-IV d_labitems (itemid, label, fluid, category as MIMIC prints
// them) covering the verified examples, in itemid order, plus microbiology tests and one made-up
// itemid (99901) carrying a label the release alters.
func testLabBase() []LabMapRow {
	type b = LabMapRow
	const blood, urine = "Blood", "Urine"
	const gas, chem, hem, micro = "Blood Gas", "Chemistry", "Hematology", "Microbiology"
	return []LabMapRow{
		b{ItemID: 50803, Label: "Calculated Bicarbonate, Whole Blood", Fluid: blood, Category: gas},
		b{ItemID: 50804, Label: "Calculated Total CO2", Fluid: blood, Category: gas},
		b{ItemID: 50806, Label: "Chloride, Whole Blood", Fluid: blood, Category: gas},
		b{ItemID: 50808, Label: "Free Calcium", Fluid: blood, Category: gas},
		b{ItemID: 50809, Label: "Glucose", Fluid: blood, Category: gas},
		b{ItemID: 50810, Label: "Hematocrit, Calculated", Fluid: blood, Category: gas},
		b{ItemID: 50811, Label: "Hemoglobin", Fluid: blood, Category: gas},
		b{ItemID: 50813, Label: "Lactate", Fluid: blood, Category: gas},
		b{ItemID: 50822, Label: "Potassium, Whole Blood", Fluid: blood, Category: gas},
		b{ItemID: 50824, Label: "Sodium, Whole Blood", Fluid: blood, Category: gas},
		b{ItemID: 50861, Label: "Alanine Aminotransferase (ALT)", Fluid: blood, Category: chem},
		b{ItemID: 50862, Label: "Albumin", Fluid: blood, Category: chem},
		b{ItemID: 50863, Label: "Alkaline Phosphatase", Fluid: blood, Category: chem},
		b{ItemID: 50867, Label: "Amylase", Fluid: blood, Category: chem},
		b{ItemID: 50878, Label: "Asparate Aminotransferase (AST)", Fluid: blood, Category: chem},
		b{ItemID: 50882, Label: "Bicarbonate", Fluid: blood, Category: chem},
		b{ItemID: 50883, Label: "Bilirubin, Direct", Fluid: blood, Category: chem},
		b{ItemID: 50884, Label: "Bilirubin, Indirect", Fluid: blood, Category: chem},
		b{ItemID: 50885, Label: "Bilirubin, Total", Fluid: blood, Category: chem},
		b{ItemID: 50889, Label: "C-Reactive Protein", Fluid: blood, Category: chem},
		b{ItemID: 50893, Label: "Calcium, Total", Fluid: blood, Category: chem},
		b{ItemID: 50902, Label: "Chloride", Fluid: blood, Category: chem},
		b{ItemID: 50912, Label: "Creatinine", Fluid: blood, Category: chem},
		b{ItemID: 50927, Label: "Gamma Glutamyltransferase", Fluid: blood, Category: chem},
		b{ItemID: 50931, Label: "Glucose", Fluid: blood, Category: chem},
		b{ItemID: 50956, Label: "Lipase", Fluid: blood, Category: chem},
		b{ItemID: 50970, Label: "Phosphate", Fluid: blood, Category: chem},
		b{ItemID: 50971, Label: "Potassium", Fluid: blood, Category: chem},
		b{ItemID: 50976, Label: "Protein, Total", Fluid: blood, Category: chem},
		b{ItemID: 50983, Label: "Sodium", Fluid: blood, Category: chem},
		b{ItemID: 51006, Label: "Urea Nitrogen", Fluid: blood, Category: chem},
		b{ItemID: 51085, Label: "HCG, Urine, Qualitative", Fluid: urine, Category: chem},
		b{ItemID: 51146, Label: "Basophils", Fluid: blood, Category: hem},
		b{ItemID: 51200, Label: "Eosinophils", Fluid: blood, Category: hem},
		b{ItemID: 51221, Label: "Hematocrit", Fluid: blood, Category: hem},
		b{ItemID: 51222, Label: "Hemoglobin", Fluid: blood, Category: hem},
		b{ItemID: 51237, Label: "INR(PT)", Fluid: blood, Category: hem},
		b{ItemID: 51244, Label: "Lymphocytes", Fluid: blood, Category: hem},
		b{ItemID: 51248, Label: "MCH", Fluid: blood, Category: hem},
		b{ItemID: 51249, Label: "MCHC", Fluid: blood, Category: hem},
		b{ItemID: 51250, Label: "MCV", Fluid: blood, Category: hem},
		b{ItemID: 51254, Label: "Monocytes", Fluid: blood, Category: hem},
		b{ItemID: 51256, Label: "Neutrophils", Fluid: blood, Category: hem},
		b{ItemID: 51265, Label: "Platelet Count", Fluid: blood, Category: hem},
		b{ItemID: 51274, Label: "PT", Fluid: blood, Category: hem},
		b{ItemID: 51275, Label: "PTT", Fluid: blood, Category: hem},
		b{ItemID: 51277, Label: "RDW", Fluid: blood, Category: hem},
		b{ItemID: 51279, Label: "Red Blood Cells", Fluid: blood, Category: hem},
		b{ItemID: 51300, Label: "WBC Count", Fluid: blood, Category: hem},
		b{ItemID: 51301, Label: "White Blood Cells", Fluid: blood, Category: hem},
		b{ItemID: 51478, Label: "Glucose", Fluid: urine, Category: hem},
		b{ItemID: 51492, Label: "Protein", Fluid: urine, Category: hem},
		b{ItemID: 51675, Label: "INR(PT)", Fluid: blood, Category: hem},
		b{ItemID: 51755, Label: "White Blood Cells", Fluid: blood, Category: hem},
		b{ItemID: 52024, Label: "Creatinine, Whole Blood", Fluid: blood, Category: chem},
		b{ItemID: 52172, Label: "RDW-SD", Fluid: blood, Category: hem},
		b{ItemID: 52623, Label: "Sodium", Fluid: blood, Category: chem},
		b{ItemID: 52720, Label: "HCG, Urine, Qualitative", Fluid: urine, Category: chem},
		b{ItemID: 99901, Label: "K (GREEN)", Fluid: blood, Category: chem},
		b{ItemID: 90201, Label: "Blood Culture, Routine", Category: micro},
		b{ItemID: 90039, Label: "URINE CULTURE", Category: micro},
		b{ItemID: 90267, Label: "Stool Culture", Category: micro},
		b{ItemID: 90250, Label: "OVA + PARASITES", Category: micro},
	}
}

func testResolver(t testing.TB) (*LabResolver, []LabMapRow) {
	t.Helper()
	rows := BuildLabMapping(testLabBase())
	return NewLabResolver(rows), rows
}

func TestPySetOrder(t *testing.T) {
	// want = list(set(in)) as printed by CPython 3.11.
	tests := []struct{ in, want []int }{
		{[]int{50824, 50983, 52623}, []int{50824, 52623, 50983}},
		{[]int{50983, 50824, 52623}, []int{50824, 52623, 50983}},
		{[]int{51300, 51301, 51755}, []int{51755, 51300, 51301}},
		{[]int{50983}, []int{50983}},
		{[]int{}, []int{}},
		{[]int{51000, 51001, 51002, 51003, 51004, 51005, 51006, 51007, 51008, 51009, 51010, 51011, 51012, 51013, 51014, 51015, 51016, 51017, 51018, 51019, 51020, 51021, 51022, 51023, 51024, 51025, 51026, 51027, 51028, 51029, 51030, 51031, 51032, 51033, 51034, 51035, 51036, 51037, 51038, 51039}, []int{51000, 51001, 51002, 51003, 51004, 51005, 51006, 51007, 51008, 51009, 51010, 51011, 51012, 51013, 51014, 51015, 51016, 51017, 51018, 51019, 51020, 51021, 51022, 51023, 51024, 51025, 51026, 51027, 51028, 51029, 51030, 51031, 51032, 51033, 51034, 51035, 51036, 51037, 51038, 51039}},
		{[]int{51326, 50617, 51617, 52666, 50197}, []int{51617, 50197, 50617, 52666, 51326}},
		{[]int{50296, 52194, 50385, 51497, 52387, 50237, 52078, 50879, 50153}, []int{52194, 52387, 51497, 50153, 52078, 50385, 50296, 50237, 50879}},
		{[]int{50352, 51776, 51712, 50286, 50985, 50371, 52257, 51738, 50242, 52316, 50507, 50914, 52583}, []int{51712, 51776, 52257, 50371, 50242, 50914, 52583, 50985, 50507, 50286, 50352, 51738, 52316}},
		{[]int{52569, 52387, 50253, 52363, 52398, 51624, 50203, 50905, 50190, 52280, 50545, 51186, 51716, 50590, 52214, 50482, 52338, 51263, 52294, 52793, 50740, 50422, 52382, 52339, 52616, 50769, 51525, 50399, 52243, 52916}, []int{51716, 52616, 52363, 50190, 52243, 50203, 50590, 52382, 52387, 51624, 52398, 50482, 50740, 52916, 52280, 52793, 51263, 51525, 52294, 50253, 50769, 50905, 52569, 50399, 50545, 51186, 52338, 52339, 52214, 50422}},
		{[]int{50257, 52311, 50244, 52535, 50843, 52033, 52786, 52177, 51751, 51286, 51907, 52398, 51856, 51481, 51227, 51017, 50736, 52863, 50999, 50335, 52352, 51229, 52151, 52027, 51406, 52987, 51838, 51179, 52494, 50299, 50483, 52096, 51712, 50675, 51401, 50622, 52002, 51727, 50160, 52737, 50317, 52285, 52347, 51285, 51393, 52847, 51434, 52434, 52034, 52375, 51868, 50281, 50383, 51105, 51941, 52855, 52720, 50266, 50248, 52994, 52873, 51268, 52650, 52367, 52790, 51825, 51165, 52935, 51580, 52738}, []int{52352, 52096, 51712, 52737, 52994, 52738, 52873, 50299, 50317, 52494, 51727, 51856, 52367, 52375, 51481, 51227, 50843, 51229, 51868, 50335, 51105, 52002, 51751, 52650, 52398, 50736, 52786, 50483, 52790, 50999, 52535, 52151, 52027, 52285, 50622, 52033, 51393, 51907, 50244, 52034, 51268, 52935, 50248, 51017, 51401, 52347, 51406, 50383, 50257, 52177, 52434, 51285, 51286, 52311, 50266, 51165, 51941, 50281, 51434, 51179, 52847, 50160, 52720, 51825, 50675, 52855, 52987, 51580, 51838, 52863}},
		{[]int{1, 9, 17, 25, 33, 41, 49, 57, 65, 73, 81}, []int{1, 33, 65, 9, 41, 73, 17, 49, 81, 25, 57}},
		{[]int{0, -1, -2, 4611686018427387904, -9223372036854775808}, []int{0, 4611686018427387904, -2, -9223372036854775808, -1}},
		{[]int{5, 5, 13, 5, 21, 13}, []int{13, 21, 5}},
	}
	for _, tt := range tests {
		if got := pySetOrder(tt.in); !slices.Equal(got, tt.want) {
			t.Errorf("pySetOrder(%v) = %v, want %v", tt.in, got, tt.want)
		}
	}
}

// findRow returns the first row with the given itemid (0 for rows without) and label.
func findRow(rows []LabMapRow, itemid int, label string) (LabMapRow, bool) {
	for _, r := range rows {
		if r.ItemID == itemid && r.Label == label {
			return r, true
		}
	}
	return LabMapRow{}, false
}

func TestBuildLabMapping(t *testing.T) {
	_, rows := testResolver(t)
	tests := []struct {
		name   string
		itemid int
		label  string
		fluid  string
		ids    []int
	}{
		// label groups, synonyms and closure, in CPython set order (as the release lists them)
		// (CPython: the first "Sodium" row lists [50824, 52623, 50983], the others another order)
		{"synonym pair", 50983, "Sodium", "Blood", []int{50824, 52623, 50983}},
		{"same label", 52623, "Sodium", "Blood", []int{50824, 50983, 52623}},
		{"synonym partner", 50824, "Sodium, Whole Blood", "Blood", []int{50824, 50983, 52623}},
		{"synonym WBC", 51300, "WBC Count", "Blood", []int{51755, 51300, 51301}},
		{"closure via label group", 51755, "White Blood Cells", "Blood", []int{51755, 51300, 51301}},
		{"bilirubin chain", 50883, "Bilirubin, Direct", "Blood", pySetOrder([]int{50883, 50885, 50884})},
		{"synonym partner absent", 51492, "Protein", "Urine", []int{51492}},
		{"alteration", 99901, "K, GREEN", "Blood", []int{99901}},
		// panels keep every id, even those base lacks (52769, 51638, ...)
		{"panel", 0, "Complete Blood Count (CBC)", "", labCBC},
		{"panel short", 0, "CBC", "", labCBC},
		{"panel long", 0, "Complete Blood Count", "", labCBC},
		{"alias", 0, "LFTs", "", labLFP},
		{"alias with abbreviation", 0, "KFT", "", labRFP},
		{"alias long", 0, "Urine Analysis", "", labUA},
		{"single", 0, "Pregnancy Test", "", []int{51085, 52720}},
		// "Long Name (SHORT)" of itemid rows keep the fluid and the row's ids
		{"abbreviation short", 0, "ALT", "Blood", []int{50861}},
		{"abbreviation long", 0, "Alanine Aminotransferase", "Blood", []int{50861}},
		{"abbreviation no space", 0, "INR", "Blood", pySetOrder([]int{51237, 51675, 51274})},
		// "X, Total" -> "Total X" with just the itemid, no fluid
		{"total", 0, "Total Bilirubin", "", []int{50885}},
		{"total protein", 0, "Total Protein", "", []int{50976}},
		{"total CO2", 0, "Total Calculated CO2", "", []int{50804}},
		// microbiology: no fluid
		{"micro", 90201, "Blood Culture, Routine", "", []int{90201}},
	}
	for _, tt := range tests {
		r, ok := findRow(rows, tt.itemid, tt.label)
		if !ok {
			t.Errorf("%s: no row (%d, %q)", tt.name, tt.itemid, tt.label)
			continue
		}
		if r.Fluid != tt.fluid || !slices.Equal(r.CorrespondingIDs, tt.ids) {
			t.Errorf("%s: row (%d, %q) = fluid %q ids %v, want fluid %q ids %v", tt.name, tt.itemid, tt.label,
				r.Fluid, r.CorrespondingIDs, tt.fluid, tt.ids)
		}
	}

	absent := []struct {
		itemid int
		label  string
	}{
		{99901, "K (GREEN)"}, {0, "GREEN"}, // altered before the abbreviation step
		{0, "Total Calcium"}, // "Calcium, Total" -> "Total Calcium" exists...
	}
	for _, a := range absent[:2] {
		if _, ok := findRow(rows, a.itemid, a.label); ok {
			t.Errorf("unexpected row (%d, %q)", a.itemid, a.label)
		}
	}
	if _, ok := findRow(rows, absent[2].itemid, absent[2].label); !ok {
		t.Errorf("missing row (0, %q)", absent[2].label)
	}

	// No two rows share (itemid, label, fluid): the panel "CRP" and the short name of
	// "C-Reactive Protein (CRP)" collapse into one row.
	type key struct {
		id           int
		label, fluid string
	}
	seen := map[key]bool{}
	for _, r := range rows {
		k := key{r.ItemID, r.Label, r.Fluid}
		if seen[k] {
			t.Errorf("duplicate row %+v", k)
		}
		seen[k] = true
	}

	// Order: itemid rows in base order, then panels, then microbiology last.
	if rows[0].ItemID != 50803 || rows[1].ItemID != 50804 {
		t.Errorf("first rows = %d, %d; want base order", rows[0].ItemID, rows[1].ItemID)
	}
	n := len(rows)
	var tail []int
	for _, r := range rows[n-4:] {
		tail = append(tail, r.ItemID)
	}
	if !slices.Equal(tail, []int{90201, 90039, 90267, 90250}) {
		t.Errorf("last rows = %v, want the microbiology rows", tail)
	}

	// Deterministic, and the result does not alias the package's panel lists.
	again := BuildLabMapping(testLabBase())
	if !reflect.DeepEqual(rows, again) {
		t.Error("BuildLabMapping is not deterministic")
	}
	again[len(testLabBase())-4+1].CorrespondingIDs[0] = -1
	if labCBC[0] == -1 || labPanels[0].ids[0] == -1 {
		t.Error("BuildLabMapping output aliases the package's panel lists")
	}
}

func TestBuildLabMappingIgnoresBadBaseRows(t *testing.T) {
	rows := BuildLabMapping([]LabMapRow{
		{ItemID: 50867, Label: "Amylase", Fluid: "Blood", Category: "Chemistry"},
		{ItemID: 50867, Label: "Amylase again", Fluid: "Blood", Category: "Chemistry"},
		{ItemID: 0, Label: "No itemid", Fluid: "Blood"},
		{ItemID: -4, Label: "Negative", Fluid: "Blood"},
	})
	for _, r := range rows {
		if r.Label == "Amylase again" || r.Label == "No itemid" || r.Label == "Negative" {
			t.Errorf("row %+v should have been ignored", r)
		}
	}
	if r, ok := findRow(rows, 50867, "Amylase"); !ok || !slices.Equal(r.CorrespondingIDs, []int{50867}) {
		t.Errorf("Amylase row = %+v, %v", r, ok)
	}
}

func TestResolveVerified(t *testing.T) {
	// The CDM framework's own test expectations (tests/DiagnosisWorkflow_test.py).
	res, _ := testResolver(t)
	tests := []struct {
		in   string
		want []int
	}{
		{"Amylase", []int{50867}},
		{"Amylase, Lipase and Sodium", []int{50867, 50956, 50824, 52623, 50983}},
		{"WBC Count", []int{51755, 51300, 51301}},
		{"CRP", []int{50889}},
		{"pregnancy test", []int{51085, 52720}},
		{"Blood culture", []int{90201}},
		{"Urine culture", []int{90039}},
		{"Order a CBC", labCBC},
	}
	for _, tt := range tests {
		var got []int
		for _, it := range res.Resolve(tt.in) {
			if !it.Matched {
				t.Errorf("Resolve(%q): %q unmatched", tt.in, it.Name)
			}
			got = append(got, it.ItemIDs...)
		}
		if !slices.Equal(got, tt.want) {
			t.Errorf("Resolve(%q) = %v, want %v", tt.in, got, tt.want)
		}
	}
}

func TestResolveItems(t *testing.T) {
	res, _ := testResolver(t)
	m := func(name string, ids ...int) LabItem { return LabItem{Name: name, ItemIDs: ids, Matched: true} }
	u := func(name string) LabItem { return LabItem{Name: name} }
	tests := []struct {
		name string
		in   string
		want []LabItem
	}{
		{"split and", "Amylase, Lipase and Sodium", []LabItem{m("Amylase", 50867), m("Lipase", 50956),
			m("Sodium", 50824, 52623, 50983)}},
		{"filler words and newlines", "Check lipase levels\nRepeat amylase, run a CRP", []LabItem{
			m("lipase", 50956), m("amylase", 50867), m("CRP", 50889)}},
		{"stop words", "the levels of AST and ALT", []LabItem{m("AST", 50878), m("ALT", 50861)}},
		{"comma inside parentheses", "Complete Blood Count (CBC), CRP", []LabItem{
			// "Blood" names a fluid: ids are kept only when the table has a Blood row for them
			m("Complete Blood Count (CBC)", 51279, 51301, 51755, 51300, 51222, 50811, 51221, 50810, 51250, 51248,
				51249, 51265, 51244, 51146, 51200, 51254, 51256, 51277, 52172),
			m("CRP", 50889)}},
		{"typo within ratio 90", "Amylse", []LabItem{m("Amylse", 50867)}},
		{"long name", "Alanine Aminotransferase (SGPT)", []LabItem{m("Alanine Aminotransferase (SGPT)", 50861)}},
		{"short name exact", "Liver panel (LFTs)", []LabItem{m("Liver panel (LFTs)", labLFP...)}},
		{"short name not exact", "Liver panel (LFTx)", []LabItem{u("Liver panel (LFTx)")}},
		{"alias", "LFTs", []LabItem{m("LFTs", labLFP...)}},
		{"fluid filter", "Urine Glucose", []LabItem{m("Urine Glucose", 51478)}},
		{"fluid filter blood", "Serum glucose", []LabItem{m("Serum glucose", 50809, 50931)}},
		{"fluid keeps microbiology", "Blood culture", []LabItem{m("Blood culture", 90201)}},
		{"fluid leaves nothing", "Sodium (urine)", []LabItem{m("Sodium (urine)")}},
		{"fluid step finds no label of the fluid", "Urine Lipase", []LabItem{u("Urine Lipase")}},
		{"repeated ids dropped", "Sodium, Electrolytes", []LabItem{m("Sodium", 50824, 52623, 50983),
			m("Electrolytes", 50822, 50971, 52610, 50806, 50902, 52535, 50803, 50882)}},
		{"unmatched", "Procalcitonin, lipase, Procalcitonin", []LabItem{u("Procalcitonin"), m("lipase", 50956)}},
		{"capital single letter kept", "Free T4", []LabItem{m("Free T4", 50995)}},
		{"article A removed anywhere", "Order A CBC", []LabItem{m("CBC", labCBC...)}},
		{"upper-case AND is a stop word", "Lipase AND Amylase", []LabItem{u("Lipase Amylase")}},
		{"empty", "  \n , ", []LabItem{}},
		{"only stop words", "the and of", []LabItem{}},
	}
	for _, tt := range tests {
		got := res.Resolve(tt.in)
		if !reflect.DeepEqual(got, tt.want) {
			t.Errorf("%s: Resolve(%q) =\n  %+v\nwant\n  %+v", tt.name, tt.in, got, tt.want)
		}
	}
}

func TestLabCleanRequest(t *testing.T) {
	tests := []struct {
		in   string
		want []string
	}{
		{"Order a CBC", []string{"CBC"}},
		{"Amylase, Lipase and Sodium", []string{"Amylase", "Lipase", "Sodium"}},
		{"Complete Blood Count (WBC, RBC), CRP", []string{"Complete Blood Count (WBC, RBC)", "CRP"}},
		{"Vitamin D and Vitamin A", []string{"Vitamin D", "Vitamin A"}},
		{"Hepatitis A Ab", []string{"Hepatitis Ab"}},
		{"ordering labs, checked", []string{"ordering labs", "checked"}},
		{"BUN/Cr; lactate", []string{"BUN/Cr; lactate"}},
		{"Lipase,,  ,Amylase", []string{"Lipase", "Amylase"}},
	}
	for _, tt := range tests {
		if got := labCleanRequest(tt.in); !slices.Equal(got, tt.want) {
			t.Errorf("labCleanRequest(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

func TestLabSplitAbbrev(t *testing.T) {
	tests := []struct{ in, short, long string }{
		{"Complete Blood Count (CBC)", "CBC", "Complete Blood Count"},
		{"INR(PT)", "PT", "INR"},
		{"Thyroxine (T4), Free", "T4", "Thyroxine, Free"},
		{"Lipase", "Lipase", "Lipase"},
		{"a (b) c (d)", "b) c (d", "a"},
	}
	for _, tt := range tests {
		if s, l := labSplitAbbrev(tt.in); s != tt.short || l != tt.long {
			t.Errorf("labSplitAbbrev(%q) = %q, %q; want %q, %q", tt.in, s, l, tt.short, tt.long)
		}
	}
}

func TestLabel(t *testing.T) {
	res, _ := testResolver(t)
	tests := []struct {
		id           int
		label, fluid string
		ok           bool
	}{
		{50824, "Sodium, Whole Blood", "Blood", true},
		{51478, "Glucose", "Urine", true},
		{99901, "K, GREEN", "Blood", true},
		{90201, "Blood Culture, Routine", "", true},
		{52769, "", "", false}, // only in the CBC panel
		{0, "", "", false},
	}
	for _, tt := range tests {
		l, f, ok := res.Label(tt.id)
		if l != tt.label || f != tt.fluid || ok != tt.ok {
			t.Errorf("Label(%d) = %q, %q, %v; want %q, %q, %v", tt.id, l, f, ok, tt.label, tt.fluid, tt.ok)
		}
	}
}

func TestCover(t *testing.T) {
	res, _ := testResolver(t)
	tests := []struct {
		name string
		ids  []int
		want []string
	}{
		{"panel", labCBC, []string{"Complete Blood Count (CBC)"}},
		{"panel plus one", append(slices.Clone(labCBC), 50956), []string{"Lipase", "Complete Blood Count (CBC)"}},
		{"singles in table order", []int{50956, 50867}, []string{"Amylase", "Lipase"}},
		// "Glucose" labels rows of two fluids, so its keys carry the fluid; the Blood rows list
		// the urine id too (same label) and come first.
		{"repeated label gets its fluid", []int{51478}, []string{"(Blood) Glucose"}},
		{"repeated label, blood", []int{50931}, []string{"(Blood) Glucose"}},
		{"largest cover first", []int{50824, 52623, 50983}, []string{"Sodium, Whole Blood"}},
		{"panel covering a smaller one", []int{50824, 50867, 50983, 52623, 50822, 50971, 52610, 50806, 50902, 52535, 50803, 50882},
			[]string{"Amylase", "Basic Metabolic Panel (BMP)"}}, // BMP covers all, and comes first
		{"microbiology", []int{90201}, []string{"Blood Culture"}}, // the panel row comes first
		{"microbiology only row", []int{90039}, []string{"URINE CULTURE"}},
		{"uncoverable", []int{123456, 50867, 123456}, []string{"Amylase", "123456"}},
		{"empty", nil, []string{}},
	}
	for _, tt := range tests {
		if got := res.Cover(tt.ids); !slices.Equal(got, tt.want) {
			t.Errorf("%s: Cover(%v) = %q, want %q", tt.name, tt.ids, got, tt.want)
		}
	}
}

func TestCoverPrunesRedundantKeys(t *testing.T) {
	rows := []LabMapRow{
		{Label: "X", CorrespondingIDs: []int{1, 2, 3, 4}},
		{Label: "Y", CorrespondingIDs: []int{1, 2, 5}},
		{Label: "Z", CorrespondingIDs: []int{3, 4, 6}},
	}
	for id := 1; id <= 6; id++ {
		rows = append(rows, LabMapRow{ItemID: id, Label: fmt.Sprint("lab ", id), Fluid: "Blood", CorrespondingIDs: []int{id}})
	}
	// Greedy takes X (4 ids), then Y and Z for 5 and 6; X is then redundant.
	if got, want := NewLabResolver(rows).Cover([]int{1, 2, 3, 4, 5, 6}), []string{"Y", "Z"}; !slices.Equal(got, want) {
		t.Errorf("Cover = %q, want %q", got, want)
	}
}

func TestFuzzRatio(t *testing.T) {
	tests := []struct {
		a, b string
		want int
	}{
		{"this is a test", "this is a test!", 97}, // thefuzz README (raw strings)
		{"amylase", "amylase", 100},
		{"amylse", "amylase", 92},
		{"blood culture", "blood culture routine", 76},
		{"", "", 100},
		{"abc", "", 0},
	}
	for _, tt := range tests {
		a, b := []rune(tt.a), []rune(tt.b)
		if got := fuzzRatio(newLCSPattern(a).lcs(b), len(a), len(b)); got != tt.want {
			t.Errorf("ratio(%q, %q) = %d, want %d", tt.a, tt.b, got, tt.want)
		}
	}
	// Python's round(): halves go to the even neighbour.
	for _, c := range []struct{ num, den, want int }{{175, 2, 88}, {173, 2, 86}, {179, 2, 90}, {181, 2, 90}, {7, 3, 2}} {
		if got := roundHalfEven(c.num, c.den); got != c.want {
			t.Errorf("roundHalfEven(%d, %d) = %d, want %d", c.num, c.den, got, c.want)
		}
	}
}

func TestFuzzProcess(t *testing.T) {
	tests := []struct{ in, want string }{
		{"  Blood Culture, Routine ", "blood culture  routine"},
		{"C-Reactive Protein (CRP)", "c reactive protein  crp"},
		{"% Hemoglobin A1c", "hemoglobin a1c"},
		{"Ćelije_x", "ćelije x"},
		{"!!!", ""},
	}
	for _, tt := range tests {
		if got := fuzzProcess(tt.in); got != tt.want {
			t.Errorf("fuzzProcess(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

// naiveLCS is the textbook dynamic programme.
func naiveLCS(a, b []rune) int {
	prev, cur := make([]int, len(b)+1), make([]int, len(b)+1)
	for i := range a {
		for j := range b {
			switch {
			case a[i] == b[j]:
				cur[j+1] = prev[j] + 1
			case prev[j+1] >= cur[j]:
				cur[j+1] = prev[j+1]
			default:
				cur[j+1] = cur[j]
			}
		}
		prev, cur = cur, prev
	}
	return prev[len(b)]
}

func TestLCSBitParallel(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	alphabet := []rune("abc dé€")
	word := func(n int) []rune {
		w := make([]rune, n)
		for i := range w {
			w[i] = alphabet[rng.IntN(len(alphabet))]
		}
		return w
	}
	for range 2000 {
		a, b := word(rng.IntN(200)), word(rng.IntN(200))
		if got, want := newLCSPattern(a).lcs(b), naiveLCS(a, b); got != want {
			t.Fatalf("lcs(%q, %q) = %d, want %d", string(a), string(b), got, want)
		}
	}
}

// benchTable is the test table padded with made-up labels to the release's size (1,209 rows).
func benchTable() []LabMapRow {
	rows := BuildLabMapping(testLabBase())
	rng := rand.New(rand.NewPCG(3, 4))
	syll := []string{"ab", "ca", "de", "fi", "lo", "mu", "ne", "ro", "ta", "xy", "glu", "pro", "tein", "ase"}
	for id := 60000; len(rows) < 1209; id++ {
		var b strings.Builder
		for range 2 + rng.IntN(4) {
			b.WriteString(syll[rng.IntN(len(syll))])
		}
		if rng.IntN(3) == 0 {
			b.WriteString(", Other Body Fluid")
		}
		rows = append(rows, LabMapRow{ItemID: id, Label: b.String(), Fluid: "Other Body Fluid", CorrespondingIDs: []int{id}})
	}
	return rows
}

func BenchmarkResolve(b *testing.B) {
	res := NewLabResolver(benchTable())
	requests := []string{
		"CBC, BMP, LFTs, Lipase", "Complete Blood Count (CBC)\nComprehensive Metabolic Panel (CMP)",
		"Amylase, Lipase and Sodium", "Urinalysis, Urine culture, Blood culture", "serum lactate level",
		"C-reactive protein, ESR, procalcitonin", "Total bilirubin, direct bilirubin, GGT, ALP",
		"hCG (urine pregnancy test)", "Coagulation profile (PT, INR, PTT)", "Troponin and lipase repeat",
	}
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		res.Resolve(requests[i%len(requests)])
	}
}

func BenchmarkNewLabResolver(b *testing.B) {
	rows := benchTable()
	for b.Loop() {
		NewLabResolver(rows)
	}
}

func ExampleLabResolver_Resolve() {
	res := NewLabResolver(BuildLabMapping([]LabMapRow{
		{ItemID: 50867, Label: "Amylase", Fluid: "Blood", Category: "Chemistry"},
		{ItemID: 50956, Label: "Lipase", Fluid: "Blood", Category: "Chemistry"},
	}))
	for _, it := range res.Resolve("Order amylase and lipase levels, procalcitonin") {
		fmt.Println(it.Name, it.ItemIDs, it.Matched)
	}
	// Output:
	// amylase [50867] true
	// lipase [50956] true
	// procalcitonin [] false
}

func TestResolveTies(t *testing.T) {
	res := NewLabResolver([]LabMapRow{
		{ItemID: 1, Label: "Abcdefghij1", Fluid: "Urine", CorrespondingIDs: []int{1}},
		{ItemID: 2, Label: "Abcdefghij2", Fluid: "Blood", CorrespondingIDs: []int{2}},
		{ItemID: 3, Label: "Abcdefghij1", Fluid: "Blood", CorrespondingIDs: []int{3}},
	})
	tests := []struct {
		in   string
		want []int
	}{
		{"Abcdefghij", []int{1}},       // both labels score 95: the first in the table wins
		{"Blood Abcdefghij", []int{2}}, // among Blood labels "Abcdefghij2" comes first
	}
	for _, tt := range tests {
		got := res.Resolve(tt.in)
		if len(got) != 1 || !got[0].Matched || !slices.Equal(got[0].ItemIDs, tt.want) {
			t.Errorf("Resolve(%q) = %+v, want ids %v", tt.in, got, tt.want)
		}
	}
}

// naiveExtractOne is process.extractOne(query, labels, scorer=fuzz.ratio) done the slow way.
func naiveExtractOne(labels []fuzzLabel, idx []int, q []rune) (int, int) {
	best, bestIdx := -1, -1
	for _, i := range idx {
		sc := fuzzRatio(naiveLCS(q, labels[i].runes), len(q), len(labels[i].runes))
		if sc > best {
			best, bestIdx = sc, i
		}
	}
	return bestIdx, best
}

func TestBestMatchAgainstNaive(t *testing.T) {
	res := NewLabResolver(benchTable())
	rng := rand.New(rand.NewPCG(5, 6))
	mutate := func(s []rune) []rune {
		out := slices.Clone(s)
		for range rng.IntN(4) {
			switch p := rng.IntN(max(len(out), 1)); rng.IntN(3) {
			case 0:
				out = slices.Insert(out, p, rune('a'+rng.IntN(26)))
			case 1:
				if len(out) > 0 {
					out = slices.Delete(out, p, p+1)
				}
			default:
				if len(out) > 0 {
					out[p] = rune('a' + rng.IntN(26))
				}
			}
		}
		return out
	}
	for range 800 {
		q := mutate(res.labels[rng.IntN(len(res.labels))].runes)
		for _, threshold := range []int{90, 100} {
			got := res.all.bestMatch(res.labels, string(q), q, func() *lcsPattern { return newLCSPattern(q) }, threshold)
			want, score := naiveExtractOne(res.labels, res.all.label, q)
			if score < threshold || len(q) == 0 {
				want = -1
			}
			if got != want {
				t.Fatalf("bestMatch(%q, %d) = %d, want %d (score %d)", string(q), threshold, got, want, score)
			}
		}
	}
}

func TestPanelIDs(t *testing.T) {
	tests := []struct {
		label string
		want  []int
	}{
		{PanelCBC, labCBC},
		{PanelLFP, labLFP},
		{PanelRFP, labRFP},
		{PanelUrinalysis, labUA},
		{"LFTs", labLFP},
		{"CRP", []int{50889}},
		{"lfts", nil},
		{"No Such Panel", nil},
	}
	for _, tt := range tests {
		if got := PanelIDs(tt.label); !slices.Equal(got, tt.want) {
			t.Errorf("PanelIDs(%q) = %v, want %v", tt.label, got, tt.want)
		}
	}
	PanelIDs(PanelCBC)[0] = -1
	if labCBC[0] == -1 {
		t.Error("PanelIDs returns the package's own list")
	}
}

func TestLabSynonym(t *testing.T) {
	tests := []struct {
		id, want int
		ok       bool
	}{
		{51300, 51301, true},
		{51102, 51492, true},
		{52075, 51256, true},
		{51301, 0, false}, // second of its pair
		{50956, 0, false},
	}
	for _, tt := range tests {
		if got, ok := LabSynonym(tt.id); got != tt.want || ok != tt.ok {
			t.Errorf("LabSynonym(%d) = %d, %v; want %d, %v", tt.id, got, ok, tt.want, tt.ok)
		}
	}
	for _, p := range labSynonyms {
		if got, _ := LabSynonym(p[0]); got != p[1] {
			t.Errorf("pair %v: LabSynonym(%d) = %d (first itemid repeated?)", p, p[0], got)
		}
	}
}
