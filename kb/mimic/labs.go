package mimic

import (
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// labPanel is one row the release adds to lab_test_mapping without an itemid: a panel, an alias
// or a single test under another name (tools/utils.py ADDITIONAL_LAB_TEST_MAPPING and
// ADDITIONAL_LAB_TEST_MAPPING_SYNONYMS, in the release's order).
type labPanel struct {
	label string
	ids   []int
}

var (
	labCBC = []int{51279, 51301, 51755, 51300, 51222, 50811, 51221, 51638, 50810, 51250, 51248, 51249,
		51265, 51244, 51133, 52769, 51245, 51146, 52069, 51200, 52073, 51254, 52074, 51253, 51256, 52075,
		51277, 52172}
	labBMP = []int{50809, 50931, 52569, 50824, 50983, 52623, 50822, 50971, 52610, 50806, 50902, 52535,
		50803, 50882, 51006, 52647, 50912, 52024, 52546, 50808, 50893, 51624}
	labCMP = append(slices.Clone(labBMP), 50861, 50863, 50878, 50883, 50884, 50885, 50976)
	labRFP = []int{50862, 51006, 52647, 50824, 50983, 52623, 50808, 50893, 51624, 50804, 51739, 50806,
		50902, 52535, 50912, 52024, 52546, 50809, 50931, 52569, 50970, 50822, 50971, 52610}
	labLFP = []int{50861, 50878, 50863, 50927, 50883, 50884, 50885, 51274, 51237, 51675, 50976, 50862}
	labUA  = []int{51508, 51506, 51512, 51108, 51498, 51994, 51093, 51069, 51070, 51082, 51106, 51097,
		51100, 51102, 51068, 51492, 51992, 51104, 51462, 51469, 51503, 51505, 51510, 51493, 51494, 51495,
		51516, 51517, 51518, 51507, 51094, 51491, 52730, 51464, 51966, 51084, 51478, 51981, 51514, 52002,
		51484, 51984, 51487, 51987, 51486, 51985, 51476, 51497, 51501, 51489, 51488}
	labElectrolytes = []int{50824, 50983, 52623, 50822, 50971, 52610, 50806, 50902, 52535, 50803, 50882}
	labPregnancy    = []int{51085, 52720}
)

// labPanels are the release's extra mapping rows in its order: ADDITIONAL_LAB_TEST_MAPPING, then
// the alias labels of ADDITIONAL_LAB_TEST_MAPPING_SYNONYMS (appended to the same dict).
var labPanels = []labPanel{
	{PanelCBC, labCBC},
	{"Basic Metabolic Panel (BMP)", labBMP},
	{"Comprehensive Metabolic Panel (CMP)", labCMP},
	{"Blood urea nitrogen (BUN)", []int{51006, 52647}},
	{PanelRFP, labRFP},
	{PanelLFP, labLFP},
	{PanelUrinalysis, labUA},
	{"Electrolyte Panel", labElectrolytes},
	{"Lipid Profile", []int{50907, 50905, 50906, 50904, 51000}},
	{"Coagulation Profile", []int{51274, 51275, 51675, 51237}},
	{"Iron Studies", []int{50952, 50953, 50998, 50924, 51250}},
	{"Liver Enzymes", []int{50861, 50878, 50863, 50927}},
	{"Thyroid Function Test (TFT)", []int{50993, 50994, 50995, 51001, 50992}},
	{"Gamma Glutamyltransferase (GGT)", []int{50927}},
	{"Phosphorus", []int{50970}},
	{"Mean Corpuscular Volume (MCV)", []int{51250}},
	{"C-Reactive Protein (CRP)", []int{50889}},
	{"CRP", []int{50889}},
	{"Prostate Specific Antigen (PSA)", []int{50974}},
	{"PSA", []int{50974}},
	{"Alkaline Phosphatase (ALP)", []int{50863}},
	{"ALP", []int{50863}},
	{"Alk Phos", []int{50863}},
	{"Pregnancy Test", labPregnancy},
	{"Amylase, Serum", []int{50867}},
	{"Serum Amylase", []int{50867}},
	{"Stool Occult Blood", []int{51460}},
	{"Erythrocyte Sedimentation Rate (ESR)", []int{51288}},
	{"ESR", []int{51288}},
	{"Troponin", []int{51003}},
	{"Direct Bilirubin", []int{50883}},
	{"TSH", []int{50993}},
	{"Calcium", []int{50893}},
	{"White Blood Cell Count", []int{51300}},
	{"Free T4", []int{50995}},
	{"Blood Culture", []int{90201}},
	{"Stool Culture", []int{90267}},
	{"O&P", []int{90250}},
	// aliases
	{"Renal Function Test (RFT)", labRFP},
	{"Renal Function Test panel", labRFP},
	{"Renal Function", labRFP},
	{"Kidney Function Tests (KFT)", labRFP},
	{"KFTs", labRFP},
	{"Liver Function Test (LFT)", labLFP},
	{"Liver Function Test panel", labLFP},
	{"LFTs", labLFP},
	{"Urine Analysis (UA)", labUA},
	{"Electrolytes", labElectrolytes},
	{"Serum Electrolytes", labElectrolytes},
	{"Urine Pregnancy Test", labPregnancy},
}

// Labels of the release's panels that the CDM judge names as neutral baseline panels.
const (
	PanelCBC        = "Complete Blood Count (CBC)"
	PanelLFP        = "Liver Function Panel (LFP)"
	PanelRFP        = "Renal Function Panel (RFP)"
	PanelUrinalysis = "Urinalysis"
)

// PanelIDs returns a copy of the itemids of the release's panel, alias or single-test row with
// this label (ADDITIONAL_LAB_TEST_MAPPING and its synonyms, e.g. PanelCBC, "LFTs", "CRP"); nil
// when the release adds no such row. The labels are matched exactly.
func PanelIDs(label string) []int {
	for _, p := range labPanels {
		if p.label == label {
			return slices.Clone(p.ids)
		}
	}
	return nil
}

// labSynonyms are the itemid pairs whose rows share their ids (LAB_TEST_MAPPING_SYNONYMS), in order.
// Each first itemid occurs once.
var labSynonyms = [][2]int{
	{51300, 51301}, {50810, 51221}, {51108, 51109}, {51237, 51274}, {51068, 51492}, {51102, 51492},
	{51084, 51478}, {51488, 51476}, {51489, 51476}, {51497, 51476}, {51501, 51476}, {51277, 52172},
	{50824, 50983}, {50822, 50971}, {50806, 50902}, {50803, 50882}, {52024, 50912}, {50883, 50885},
	{50884, 50885}, {51082, 51106}, {52069, 51146}, {51133, 51244}, {52073, 51200}, {52074, 51254},
	{52075, 51256},
}

// labSynonymOf maps the first itemid of each synonym pair to the second.
var labSynonymOf = func() map[int]int {
	m := make(map[int]int, len(labSynonyms))
	for _, p := range labSynonyms {
		m[p[0]] = p[1]
	}
	return m
}()

// LabSynonym returns the itemid that itemid was merged with in lab_test_mapping (the second of
// its LAB_TEST_MAPPING_SYNONYMS pair, e.g. 51300 -> 51301, both White Blood Cells) and whether
// it has one. Only the first itemid of a pair has a partner here.
func LabSynonym(itemid int) (int, bool) {
	to, ok := labSynonymOf[itemid]
	return to, ok
}

// labAlterations rewrite d_labitems labels whose parentheses are not abbreviations
// (LAB_TEST_MAPPING_ALTERATIONS).
var labAlterations = map[string]string{
	"Treponema pallidum (Syphilis) Ab":    "Treponema pallidum, syphilis, Ab",
	"Treponema pallidum (syphilis) value": "Treponema pallidum, syphilis, value",
	"Gray Top Hold (plasma)":              "Gray Top Hold, plasma",
	"Green Top Hold (plasma)":             "Green Top Hold, plasma",
	"K (GREEN)":                           "K, GREEN",
}

// labFluids is FLUID_MAPPING: the fluid a request names, by keyword, checked in this order.
var labFluids = []struct {
	fluid    string
	keywords []string
}{
	{"Blood", []string{"Blood", "Plasma", "Serum"}},
	{"Urine", []string{"Urine"}},
	{"Stool", []string{"Stool"}},
	{"Ascites", []string{"Ascites"}},
	{"Cerebrospinal Fluid", []string{"Cerebrospinal Fluid"}},
	{"Joint Fluid", []string{"Joint Fluid"}},
	{"Bone Marrow", []string{"Bone Marrow"}},
	{"Pleural", []string{"Pleural"}},
	{"Other Body Fluid", []string{"Other Body Fluid"}},
}

// labFluidRE removes a fluid keyword, case-insensitively (keyed by keyword).
var labFluidRE = func() map[string]*regexp.Regexp {
	m := map[string]*regexp.Regexp{}
	for _, f := range labFluids {
		for _, k := range f.keywords {
			m[k] = regexp.MustCompile(`(?i)` + regexp.QuoteMeta(k))
		}
	}
	return m
}()

// labStopWords is the NLTK English stop-word list without its one-letter words (which the
// framework keeps when they are capitals) and without the words holding an apostrophe (which
// can never match, since punctuation is stripped from a word before the comparison).
var labStopWords = func() map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(`me my myself we our ours ourselves you your yours yourself
		yourselves he him his himself she her hers herself it its itself they them their theirs
		themselves what which who whom this that these those am is are was were be been being have
		has had having do does did doing an the and but if or because as until while of at by for
		with about against between into through during before after above below to from up down in
		out on off over under again further then once here there when where why how all any both
		each few more most other some such no nor not only own same so than too very can will just
		don should now ll re ve ain aren couldn didn doesn hadn hasn haven isn ma mightn mustn
		needn shan shouldn wasn weren won wouldn`) {
		m[w] = true
	}
	return m
}()

// labStopLetters are NLTK's one-letter stop words; dropped only when written in lower case.
const labStopLetters = "aidmosty"

var (
	labDropWordsRE = regexp.MustCompile(`(?i)\b(?:order|run|levels?|repeat|check)\b`)
	labAndRE       = regexp.MustCompile(`\band\b`)
	labArticleARE  = regexp.MustCompile(`\bA\s`)
	labAbbrevRE    = regexp.MustCompile(`\((.*)\)`)
)

// labSplitAbbrev splits "Long Name (SHORT)" into its short and long names; a label without
// parentheses is returned as both (utils/nlp.py extract_short_and_long_name).
func labSplitAbbrev(s string) (short, long string) {
	m := labAbbrevRE.FindStringSubmatch(s)
	if m == nil {
		return s, s
	}
	short = strings.TrimSpace(m[1])
	long = strings.TrimSpace(strings.ReplaceAll(s, m[0], ""))
	long = strings.ReplaceAll(long, "  ", " ")
	long = strings.ReplaceAll(long, " ,", ",")
	return short, long
}

// labIsMicro reports whether a base row is a microbiology test (test_itemid/test_name).
func labIsMicro(r LabMapRow) bool { return r.Fluid == "" || r.Category == "Microbiology" }

// BuildLabMapping builds the full lab_test_mapping table from base rows the way the release's
// lab_test_mapping.csv was built (dataset/labs.py generate_lab_test_mapping):
//
//  1. every base lab row gets the itemids of all base rows with the same label (followed by any
//     ids the row already lists);
//  2. the five label alterations (e.g. "K (GREEN)" -> "K, GREEN");
//  3. the synonym itemid pairs merge their ids (both rows get the union). A pair is applied only
//     when both itemids are present; the release always has both (the original fails otherwise),
//     and merging with an absent row would point a test at an itemid the table does not hold;
//  4. the panel, alias and single-test rows (no itemid, no fluid; each keeps its full itemid list
//     even where base lacks an id, as the release does);
//  5. for every label "Long Name (SHORT)" the rows "SHORT" and "Long Name" with the same ids and
//     fluid (all short rows, then all long rows; empty names are skipped);
//  6. for every itemid row whose label contains "Total" but does not start with it, a row
//     "Total X" (", Total"/" Total" removed) holding just that itemid, without fluid;
//  7. the transitive closure of the ids over the itemid rows, then rows repeating an earlier
//     (itemid, label, fluid) are dropped;
//  8. the microbiology rows (base rows with Fluid "" or Category "Microbiology"): each holds the
//     ids of the microbiology rows with its label, with Fluid "" (Category and Count are kept).
//
// Base rows keep their order (pass them in d_labitems order); a row whose itemid is not positive
// or repeats an earlier row's is ignored. The union of step 3 and the closure of step 7 order
// their ids the way CPython iterates a set of ints, so a table built from MIMIC's d_labitems
// lists ids in the release's order (e.g. Sodium: [50824, 52623, 50983]). Deterministic.
func BuildLabMapping(base []LabMapRow) []LabMapRow {
	var labs, micro []LabMapRow
	seenLab, seenMicro := map[int]bool{}, map[int]bool{}
	for _, r := range base {
		if r.ItemID <= 0 {
			continue
		}
		if labIsMicro(r) {
			if !seenMicro[r.ItemID] {
				seenMicro[r.ItemID] = true
				micro = append(micro, r)
			}
		} else if !seenLab[r.ItemID] {
			seenLab[r.ItemID] = true
			labs = append(labs, r)
		}
	}

	// 1-2: ids by label, label alterations.
	byLabel := map[string][]int{}
	for _, r := range labs {
		byLabel[r.Label] = append(byLabel[r.Label], r.ItemID)
	}
	rows := make([]LabMapRow, 0, 3*len(labs)+len(labPanels)+len(micro))
	first := map[int]int{} // itemid -> row index
	for _, r := range labs {
		ids := slices.Clone(byLabel[r.Label])
		for _, id := range r.CorrespondingIDs {
			if !slices.Contains(ids, id) {
				ids = append(ids, id)
			}
		}
		r.CorrespondingIDs = ids
		if alt, ok := labAlterations[r.Label]; ok {
			r.Label = alt
		}
		first[r.ItemID] = len(rows)
		rows = append(rows, r)
	}

	// 3: synonyms.
	for _, p := range labSynonyms {
		a, okA := first[p[0]]
		b, okB := first[p[1]]
		if !okA || !okB {
			continue
		}
		merged := pySetOrder(append(slices.Clone(rows[a].CorrespondingIDs), rows[b].CorrespondingIDs...))
		rows[a].CorrespondingIDs = merged
		rows[b].CorrespondingIDs = slices.Clone(merged)
	}

	// 4: panels and aliases.
	for _, p := range labPanels {
		rows = append(rows, LabMapRow{Label: p.label, CorrespondingIDs: slices.Clone(p.ids)})
	}

	// 5: "Long Name (SHORT)" -> "SHORT", "Long Name".
	var shorts, longs []LabMapRow
	for _, r := range rows {
		short, long := labSplitAbbrev(r.Label)
		if short == long {
			continue
		}
		if short != "" {
			shorts = append(shorts, LabMapRow{Label: short, Fluid: r.Fluid, CorrespondingIDs: slices.Clone(r.CorrespondingIDs)})
		}
		if long != "" {
			longs = append(longs, LabMapRow{Label: long, Fluid: r.Fluid, CorrespondingIDs: slices.Clone(r.CorrespondingIDs)})
		}
	}
	rows = append(rows, shorts...)
	rows = append(rows, longs...)

	// 6: "X, Total" -> "Total X".
	for i := range labs {
		r := rows[i]
		if !strings.Contains(r.Label, "Total") || strings.HasPrefix(r.Label, "Total") {
			continue
		}
		l := strings.ReplaceAll(r.Label, ", Total", "")
		l = strings.ReplaceAll(l, " Total", "")
		rows = append(rows, LabMapRow{Label: "Total " + l, CorrespondingIDs: []int{r.ItemID}})
	}

	// 7: closure over itemid rows (from a snapshot of their ids), then dedup.
	snap := make(map[int][]int, len(labs))
	for i := range labs {
		snap[rows[i].ItemID] = rows[i].CorrespondingIDs
	}
	for i := range labs {
		start := rows[i].ItemID
		order := []int{start}
		seen := map[int]bool{start: true}
		for q := 0; q < len(order); q++ {
			for _, next := range snap[order[q]] {
				if !seen[next] {
					seen[next] = true
					order = append(order, next)
				}
			}
		}
		rows[i].CorrespondingIDs = pySetOrder(order)
	}
	type rowKey struct {
		id           int
		label, fluid string
	}
	kept := rows[:0]
	dup := map[rowKey]bool{}
	for _, r := range rows {
		k := rowKey{r.ItemID, r.Label, r.Fluid}
		if dup[k] {
			continue
		}
		dup[k] = true
		kept = append(kept, r)
	}
	rows = kept

	// 8: microbiology.
	microByLabel := map[string][]int{}
	for _, r := range micro {
		microByLabel[r.Label] = append(microByLabel[r.Label], r.ItemID)
	}
	for _, r := range micro {
		r.Fluid = ""
		r.CorrespondingIDs = slices.Clone(microByLabel[r.Label])
		rows = append(rows, r)
	}
	return rows
}

// pySetOrder returns the distinct ints of ids in the order CPython (3.7+) iterates a set built
// by adding them in order: open addressing with 9 linear probes then perturbed probing, the table
// growing to the smallest power of two above 4·used once it is 60% full.
func pySetOrder(ids []int) []int {
	const linearProbes, perturbShift = 9, 5
	type slot struct {
		used bool
		val  int
		hash uint64
	}
	table := make([]slot, 8)
	fill := 0
	insert := func(tab []slot, v int, h uint64, check bool) bool {
		mask := uint64(len(tab) - 1)
		i, perturb := h&mask, h
		for {
			probes := uint64(0)
			if i+linearProbes <= mask {
				probes = linearProbes
			}
			for j := i; j <= i+probes; j++ {
				if !tab[j].used {
					tab[j] = slot{true, v, h}
					return true
				}
				if check && tab[j].val == v {
					return false
				}
			}
			perturb >>= perturbShift
			i = (i*5 + 1 + perturb) & mask
		}
	}
	for _, v := range ids {
		h := pyIntHash(v)
		if !insert(table, v, h, true) {
			continue
		}
		fill++
		if fill*5 < (len(table)-1)*3 {
			continue
		}
		size := 8
		for size <= fill*4 {
			size <<= 1
		}
		grown := make([]slot, size)
		for _, s := range table {
			if s.used {
				insert(grown, s.val, s.hash, false)
			}
		}
		table = grown
	}
	out := make([]int, 0, fill)
	for _, s := range table {
		if s.used {
			out = append(out, s.val)
		}
	}
	return out
}

// pyIntHash is CPython's hash of an int, as the unsigned word the set table uses.
func pyIntHash(v int) uint64 {
	const modulus = uint64(1)<<61 - 1
	if v >= 0 {
		return uint64(v) % modulus
	}
	h := -int64((uint64(-(v + 1)) + 1) % modulus) // -(|v| mod p), safe for the most negative int
	if h == -1 {
		h = -2
	}
	return uint64(h)
}

// LabItem is one lab test named in a request and what it resolved to.
type LabItem struct {
	Name    string // the name as it stood in the request after clean-up
	ItemIDs []int  // the itemids it stands for, without ids an earlier item of the request gave
	Matched bool   // the name matched a label of the mapping table
}

// LabResolver resolves free-text lab requests to itemids through a lab_test_mapping table and
// renders itemid sets back as labels. It is read-only after NewLabResolver and safe for
// concurrent use.
type LabResolver struct {
	rows     []LabMapRow
	labels   []fuzzLabel // distinct labels in table order
	labelRow []int       // label index -> first row with that label
	all      fuzzChoices
	byFluid  map[string]*fuzzChoices
	firstRow map[int]int // itemid -> first row with that itemid

	coverKeys []string      // cover keys in table order
	coverIDs  [][]int       // ids per cover key
	idKeys    map[int][]int // itemid -> cover keys holding it, in key order
}

// NewLabResolver prepares a mapping table (as read from lab_test_mapping.csv or built by
// BuildLabMapping) for resolving requests. The rows are copied.
func NewLabResolver(rows []LabMapRow) *LabResolver {
	r := &LabResolver{
		rows:     make([]LabMapRow, len(rows)),
		all:      fuzzChoices{exact: map[string]int{}},
		byFluid:  map[string]*fuzzChoices{},
		firstRow: map[int]int{},
		idKeys:   map[int][]int{},
	}
	labelIdx := map[string]int{}
	labelCount := map[string]int{}
	inFluid := map[string]map[int]bool{} // fluid -> label indices already among its choices
	for i, row := range rows {
		row.CorrespondingIDs = slices.Clone(row.CorrespondingIDs)
		r.rows[i] = row
		labelCount[row.Label]++
		if row.ItemID != 0 {
			if _, ok := r.firstRow[row.ItemID]; !ok {
				r.firstRow[row.ItemID] = i
			}
		}
		li, ok := labelIdx[row.Label]
		if !ok {
			li = len(r.labels)
			labelIdx[row.Label] = li
			p := fuzzProcess(row.Label)
			r.labels = append(r.labels, fuzzLabel{raw: row.Label, proc: p, runes: []rune(p)})
			r.labelRow = append(r.labelRow, i)
			r.all.add(li, p, len(r.labels[li].runes))
		}
		if row.Fluid != "" {
			fc := r.byFluid[row.Fluid]
			if fc == nil {
				fc = &fuzzChoices{exact: map[string]int{}}
				r.byFluid[row.Fluid] = fc
				inFluid[row.Fluid] = map[int]bool{}
			}
			if !inFluid[row.Fluid][li] {
				inFluid[row.Fluid][li] = true
				fc.add(li, r.labels[li].proc, len(r.labels[li].runes))
			}
		}
	}

	// Cover keys: the label when it is unique in the table, else "(fluid) label"; rows without
	// a fluid and a repeated label share the bare label as key.
	keyIdx := map[string]int{}
	for _, row := range r.rows {
		if len(row.CorrespondingIDs) == 0 {
			continue
		}
		key := strings.Join(strings.Fields(row.Label), " ")
		if labelCount[row.Label] > 1 && row.Fluid != "" {
			key = "(" + strings.Join(strings.Fields(row.Fluid), " ") + ") " + key
		}
		k, ok := keyIdx[key]
		if !ok {
			k = len(r.coverKeys)
			keyIdx[key] = k
			r.coverKeys = append(r.coverKeys, key)
			r.coverIDs = append(r.coverIDs, nil)
		}
		for _, id := range row.CorrespondingIDs {
			if !slices.Contains(r.coverIDs[k], id) {
				r.coverIDs[k] = append(r.coverIDs[k], id)
				r.idKeys[id] = append(r.idKeys[id], k)
			}
		}
	}
	return r
}

// Label returns the label and fluid of the first row holding itemid (fluid is "" for
// microbiology tests).
func (r *LabResolver) Label(itemid int) (label, fluid string, ok bool) {
	i, ok := r.firstRow[itemid]
	if !ok {
		return "", "", false
	}
	return r.rows[i].Label, r.rows[i].Fluid, true
}

// labCleanRequest turns a lab request into test names the way the CDM framework parses a
// "Laboratory Tests" action input (agents/DiagnosisWorkflowParser.py): the words order, run,
// level(s), repeat and check are removed (any case); "and" (lower case only) and newlines become
// commas; English stop words are dropped (one-letter ones only in lower case); every "A" followed
// by a space is removed (the original means a leading article but removes it anywhere, e.g.
// "Hepatitis A Ab" -> "Hepatitis Ab"; kept for fidelity); the text is split on commas that are not
// inside parentheses and each name trimmed. Word boundaries are ASCII ones (Python's are Unicode).
func labCleanRequest(s string) []string {
	if labMayHoldDropWord(s) {
		s = labDropWordsRE.ReplaceAllString(s, "")
	}
	if strings.Contains(s, "and") {
		s = labAndRE.ReplaceAllString(s, ",")
	}
	s = strings.ReplaceAll(s, "\n", ",")
	s = labDropStopWords(s)
	if strings.Contains(s, "A") {
		s = labArticleARE.ReplaceAllString(s, "")
	}
	return labSplitNames(s)
}

// labMayHoldDropWord reports whether s may hold one of the words labDropWordsRE removes: ASCII
// text without their stems cannot (other text is left to the regexp, whose case folding also
// matches e.g. "ſ" and the Kelvin sign).
func labMayHoldDropWord(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return true
		}
	}
	l := strings.ToLower(s)
	for _, w := range []string{"order", "run", "level", "repeat", "check"} {
		if strings.Contains(l, w) {
			return true
		}
	}
	return false
}

// labDropStopWords drops the space-separated words that are stop words once punctuation is
// stripped (utils/nlp.py remove_stop_words).
func labDropStopWords(s string) string {
	words := strings.Split(s, " ")
	kept := words[:0]
	for _, w := range words {
		bare := strings.Map(func(r rune) rune {
			if unicode.IsLetter(r) || unicode.IsNumber(r) || r == '_' || unicode.IsSpace(r) {
				return r
			}
			return -1
		}, w)
		if labStopWords[strings.ToLower(bare)] || (len(bare) == 1 && strings.Contains(labStopLetters, bare)) {
			continue
		}
		kept = append(kept, w)
	}
	return strings.Join(kept, " ")
}

// labSplitNames splits s on commas not followed by a ")" before any "(" (that is, not inside
// parentheses), trims the pieces and drops empty ones.
func labSplitNames(s string) []string {
	next := make([]int, len(s)+1) // next[i]: index of the first '(' or ')' at or after i, or -1
	next[len(s)] = -1
	for i := len(s) - 1; i >= 0; i-- {
		if s[i] == '(' || s[i] == ')' {
			next[i] = i
		} else {
			next[i] = next[i+1]
		}
	}
	var out []string
	start := 0
	emit := func(piece string) {
		if p := strings.TrimSpace(piece); p != "" {
			out = append(out, p)
		}
	}
	for i := 0; i < len(s); i++ {
		if s[i] != ',' {
			continue
		}
		if j := next[i+1]; j >= 0 && s[j] == ')' {
			continue
		}
		emit(s[start:i])
		start = i + 1
	}
	emit(s[start:])
	return out
}

// labMatchFluid returns the fluid a test name asks for and the name without the fluid keyword
// (every occurrence, any case); fluid is "" when none is named.
func labMatchFluid(name string) (fluid, rest string) {
	lower := strings.ToLower(name)
	for _, f := range labFluids {
		for _, k := range f.keywords {
			if strings.Contains(lower, strings.ToLower(k)) {
				return f.fluid, strings.TrimSpace(labFluidRE[k].ReplaceAllString(name, ""))
			}
		}
	}
	return "", ""
}

// Resolve turns a free-text lab request into lab items, following the CDM framework
// (DiagnosisWorkflowParser + utils/nlp.py convert_labs_to_itemid). The request is cleaned and
// split into names (see labCleanRequest); each name is matched against the table's labels with
// thefuzz's ratio (see fuzzy.go), trying in turn: the full name (score >= 90), the name without
// its "(...)" part (>= 90), the part inside the parentheses (must score 100), and, when the name
// mentions a fluid (Blood/Plasma/Serum, Urine, Stool, ...), the name without the fluid word
// against the labels of rows of that fluid (>= 90). Among equal best scores the label first in
// table order wins. A matched label gives the ids of the first row with that label, restricted to
// ids whose first row has the requested fluid when a fluid was named (microbiology tests are kept;
// ids the table holds no row for are dropped then, where the original fails).
//
// Items come in request order. An id already given by an earlier item is not repeated, so a
// matched item can carry no ids (also when none is of the requested fluid); a name that matches
// nothing gives an unmatched item, once per distinct name.
func (r *LabResolver) Resolve(input string) []LabItem {
	names := labCleanRequest(input)
	items := make([]LabItem, 0, len(names))
	seenID := map[int]bool{}
	seenName := map[string]bool{}
	for _, name := range names {
		ids, ok := r.resolveName(name)
		if !ok {
			if !seenName[name] {
				seenName[name] = true
				items = append(items, LabItem{Name: name})
			}
			continue
		}
		item := LabItem{Name: name, Matched: true}
		for _, id := range ids {
			if !seenID[id] {
				seenID[id] = true
				item.ItemIDs = append(item.ItemIDs, id)
			}
		}
		items = append(items, item)
	}
	return items
}

// resolveName resolves one test name (convert_labs_to_itemid for one test).
func (r *LabResolver) resolveName(name string) ([]int, bool) {
	fluid, noFluid := labMatchFluid(name)
	short, long := labSplitAbbrev(name)

	try := func(fc *fuzzChoices, query string, threshold int) int {
		q := fuzzProcess(query)
		qr := []rune(q)
		return fc.bestMatch(r.labels, q, qr, func() *lcsPattern { return newLCSPattern(qr) }, threshold)
	}
	full := fuzzProcess(name)
	li := try(&r.all, name, 90)
	if li < 0 && fuzzProcess(long) != full {
		li = try(&r.all, long, 90)
	}
	if li < 0 {
		if p := fuzzProcess(short); p != full && p != fuzzProcess(long) {
			li = try(&r.all, short, 100)
		}
	}
	if li < 0 && fluid != "" {
		if fc := r.byFluid[fluid]; fc != nil {
			li = try(fc, noFluid, 90)
		}
	}
	if li < 0 {
		return nil, false
	}
	ids := r.rows[r.labelRow[li]].CorrespondingIDs
	if fluid == "" {
		return ids, true
	}
	var out []int
	for _, id := range ids {
		if i, ok := r.firstRow[id]; ok && (r.rows[i].Fluid == fluid || r.rows[i].Fluid == "") {
			out = append(out, id)
		}
	}
	return out, true
}

// Cover renders a set of itemids as few mapping labels as it can: a greedy set cover after
// DxEvolve's best_effort_cover_fast. A row's key is its label when the label is unique in the
// table, else "(fluid) label" (rows without fluid keep the bare label); rows with the same key
// pool their ids. Repeatedly the key covering most still-uncovered ids is chosen (ties: table
// order; the original breaks them by key text), then chosen keys whose ids are all covered by
// other chosen keys are dropped, smallest first. Keys come out in table order, followed by the
// ids no key covers, each as its own label or, without a row, its number.
func (r *LabResolver) Cover(ids []int) []string {
	var target, uncoverable []int
	seen := map[int]bool{}
	for _, id := range ids {
		if seen[id] {
			continue
		}
		seen[id] = true
		if len(r.idKeys[id]) == 0 {
			uncoverable = append(uncoverable, id)
		} else {
			target = append(target, id)
		}
	}
	// The candidate keys in key (table) order, each with the positions in target of the ids it
	// covers (in target order), and per target position the candidates covering it: the greedy
	// loop works on slices only. A judge covers a whole record's labs for every episode, so this
	// is worth it (a hospital record's labs: 0.42 ms with maps, 0.034 ms so).
	var cands []int
	n := make([]int32, len(r.coverKeys)) // key -> how many target ids it covers
	pairs := 0
	for _, id := range target {
		for _, k := range r.idKeys[id] {
			if n[k] == 0 {
				cands = append(cands, k)
			}
			n[k]++
		}
		pairs += len(r.idKeys[id])
	}
	slices.Sort(cands)
	at := make([]int32, len(r.coverKeys)) // key -> its index in cands
	cov := make([][]int32, len(cands))
	buf := make([]int32, 2*pairs)
	for c, k := range cands {
		at[k] = int32(c)
		cov[c], buf = buf[:0:n[k]], buf[n[k]:]
	}
	keysOf := make([][]int32, len(target)) // target position -> the candidates covering it
	for t, id := range target {
		keysOf[t], buf = buf[:0:len(r.idKeys[id])], buf[len(r.idKeys[id]):]
		for _, k := range r.idKeys[id] {
			cov[at[k]] = append(cov[at[k]], int32(t))
			keysOf[t] = append(keysOf[t], at[k])
		}
	}

	// gain[c] is how many still uncovered ids candidate c covers, kept up to date as ids are
	// covered.
	gain := make([]int, len(cands))
	for c, ts := range cov {
		gain[c] = len(ts)
	}
	uncovered := make([]bool, len(target))
	for t := range uncovered {
		uncovered[t] = true
	}
	left := len(target)
	var chosen []int // indices into cands
	for left > 0 {
		best, bestGain := -1, 0
		for c, g := range gain {
			if g > bestGain {
				best, bestGain = c, g
			}
		}
		if best < 0 {
			break // cannot happen: every target id has a key
		}
		chosen = append(chosen, best)
		for _, t := range cov[best] {
			if uncovered[t] {
				uncovered[t] = false
				left--
				for _, c := range keysOf[t] {
					gain[c]--
				}
			}
		}
	}

	// Drop redundant keys, smallest cover first (ties: table order).
	count := make([]int, len(target))
	for _, c := range chosen {
		for _, t := range cov[c] {
			count[t]++
		}
	}
	order := slices.Clone(chosen)
	sort.SliceStable(order, func(a, b int) bool {
		if len(cov[order[a]]) != len(cov[order[b]]) {
			return len(cov[order[a]]) < len(cov[order[b]])
		}
		return order[a] < order[b]
	})
	drop := make([]bool, len(cands))
	for _, c := range order {
		redundant := true
		for _, t := range cov[c] {
			if count[t] <= 1 {
				redundant = false
				break
			}
		}
		if redundant {
			drop[c] = true
			for _, t := range cov[c] {
				count[t]--
			}
		}
	}
	slices.Sort(chosen)
	out := make([]string, 0, len(chosen)+len(uncoverable))
	for _, c := range chosen {
		if !drop[c] {
			out = append(out, r.coverKeys[cands[c]])
		}
	}
	for _, id := range uncoverable {
		if l, _, ok := r.Label(id); ok && l != "" {
			out = append(out, l)
		} else {
			out = append(out, strconv.Itoa(id))
		}
	}
	return out
}
