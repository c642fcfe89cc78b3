package agents

import (
	"encoding/json"
	"fmt"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/google/uuid"

	"agenthospital/agents/memory"
	"agenthospital/kb"
	"agenthospital/world/cdm"
)

// namespace roots the name-based UUIDs of experience items: the same seed, exposure and source
// always give the same ID.
var namespace = uuid.NewSHA1(uuid.NameSpaceOID, []byte("agent-hospital/memory"))

// itemID names the item of kind that episode ep consolidates into: a UUID whose first 48 bits are
// the episode's exposure and whose other bits are the name-based (SHA-1) UUID of the run seed,
// the kind, the exposure and the source (version 8, RFC 9562's layout for IDs made this way). The
// same episode gets the same ID in every run, and the IDs of a practice grow with its exposure:
// the store keys its items, their states and their edges by ID, and a new item is then written
// after the others instead of at a random place (a random place rewrote a page of every bucket
// for each new item, a fifth of the store's writing time).
func itemID(ep Episode, kind string) string {
	id := uuid.NewSHA1(namespace, []byte(fmt.Sprintf("%d/%s/%d/%s", ep.Seed, kind, ep.Exposure, ep.Source)))
	x := uint64(ep.Exposure)
	for i := 5; i >= 0; i-- {
		id[i] = byte(x)
		x >>= 8
	}
	id[6] = id[6]&0x0f | 0x80
	return id.String()
}

// Episode is one judged accrual episode, everything consolidation may use: what the doctor read
// and did, the truth, the judge's rule-based feedback and the chart's clinician orders.
type Episode struct {
	Seed       uint64
	Exposure   int
	Doctor     string
	Department string
	Source     string // e.g. "hadm:20000123"
	Created    int64  // simulated seconds
	Experience Experience
	Answer     string // the disease id the doctor concluded, "" if none
	Judgement  cdm.Judgement
	Trajectory *cdm.Trajectory
	History    string // the presenting history as the doctor read it (for a DCP writer)
}

// stored is the structured form of a case or DCP: what the offline brain replays and applies.
type stored struct {
	Experience Experience `json:"experience"`
	Answer     string     `json:"answer,omitempty"`
	Tests      []string   `json:"tests,omitempty"` // test-ordering experience, in order
	// Conditions are the experience pattern's trigger: the findings of this patient most typical
	// of the true disease, most typical first. Retrieval uses the experience only when they hold
	// for the patient at hand and none of them is contradicted.
	Conditions []string `json:"conditions,omitempty"`
	Rule       *Rule    `json:"rule,omitempty"` // a reflected rule's decision change
}

// sameAfterJSON reports whether s reads back from its JSON as itself, up to empty lists read
// back as nil (every list is omitted when empty): json.Marshal replaces invalid UTF-8, so every
// string must be valid.
func (s *stored) sameAfterJSON() bool {
	valid := func(xs []string) bool {
		for _, x := range xs {
			if !utf8.ValidString(x) {
				return false
			}
		}
		return true
	}
	for k := range s.Experience.Evidence {
		if !utf8.ValidString(k) {
			return false
		}
	}
	ok := utf8.ValidString(s.Experience.Truth) && utf8.ValidString(s.Answer) && valid(s.Experience.KeyTests) &&
		valid(s.Tests) && valid(s.Conditions)
	if r := s.Rule; r != nil {
		ok = ok && valid(r.If) && utf8.ValidString(r.Prefer) && utf8.ValidString(r.Over)
	}
	return ok
}

// cloneSharingEvidence returns a copy of s that shares nothing that can change with s but its
// evidence map: the caller replaces that with a copy of its own (see internStored).
func (s *stored) cloneSharingEvidence() stored {
	c := *s
	c.Experience.KeyTests = slices.Clone(s.Experience.KeyTests)
	c.Tests, c.Conditions = slices.Clone(s.Tests), slices.Clone(s.Conditions)
	if s.Rule != nil {
		r := *s.Rule
		r.If = slices.Clone(r.If)
		c.Rule = &r
	}
	return c
}

// maxConditions is how many findings an experience pattern's trigger names.
const maxConditions = 4

// conditions returns the positive findings of x most typical of its true disease according to
// the textbook (probability at least 0.2), most typical first, at most maxConditions.
// sorted are x's evidence keys, sorted (sortedKeys).
func conditions(k *kb.KB, x Experience, sorted []string) []string {
	d := k.Disease(x.Truth)
	if d == nil {
		return nil
	}
	facts := diseaseFacts(k, d)
	var keys []string
	for _, key := range sorted {
		if x.Evidence[key] && facts[key] >= 0.2 && keyName(k, key) != "" {
			keys = append(keys, key)
		}
	}
	sort.SliceStable(keys, func(i, j int) bool { return facts[keys[i]] > facts[keys[j]] })
	return firstN(keys, maxConditions)
}

// diseaseFacts is textbook(k, d), made once per disease: conditions runs for every episode, and
// the textbook of a disease never changes. The map is shared: callers must not change it.
func diseaseFacts(k *kb.KB, d *kb.Disease) map[string]float64 {
	if m, ok := factsOf.Load(d); ok {
		return m.(map[string]float64)
	}
	m, _ := factsOf.LoadOrStore(d, textbook(k, d))
	return m.(map[string]float64)
}

// factsOf holds diseaseFacts by disease (a disease belongs to one knowledge base).
var factsOf sync.Map

// Consolidate turns one judged episode into experience items: a case when the diagnosis was
// right (Agent Hospital's case base), and one DCP always (DxEvolve): from a right episode an
// indication, from a wrong one a corrective contraindication built from the truth and the
// feedback. Both carry the episode's experience for replay.
func Consolidate(k *kb.KB, ep Episode) []*memory.Item {
	items, _ := consolidate(k, ep, sortedKeys(ep.Experience.Evidence))
	return items
}

// consolidate is Consolidate, with the structured form its items carry (as JSON in Structured).
// sorted are the episode's evidence keys, sorted (sortedKeys).
func consolidate(k *kb.KB, ep Episode, sorted []string) ([]*memory.Item, *stored) {
	truth := k.Disease(ep.Experience.Truth)
	if truth == nil {
		return nil, nil
	}
	pos, neg := describeSorted(k, ep.Experience.Evidence, sorted)
	tests := orderingInsight(k, ep, truth)
	correct := ep.Judgement.Correct
	prov := func(kind string) *memory.Item {
		return &memory.Item{
			ID:   itemID(ep, kind),
			Kind: kind, Exposure: ep.Exposure, Doctor: ep.Doctor, Department: ep.Department, Category: truth.ID,
			SourceEpisode: ep.Source, SourceCorrect: correct, Created: ep.Created, Polarity: memory.Indication,
		}
	}
	sv := &stored{Experience: ep.Experience, Answer: ep.Answer, Tests: tests, Conditions: conditions(k, ep.Experience, sorted)}
	st := storedJSON(sv, sorted)
	var items []*memory.Item
	if correct {
		c := prov(memory.KindCase)
		c.Quality = 0.5
		c.Title = fmt.Sprintf("%s: %s", truth.Name, orNone(firstN(pos, 3)))
		c.Text = fmt.Sprintf("Findings: %s.\nNegative: %s.\nWorkup: %s.\nDiagnosis: %s.",
			orNone(pos), orNone(neg), strings.Join(tests, "; "), truth.Name)
		c.Structured = st
		items = append(items, c)
	}
	d := prov(memory.KindDCP)
	d.Quality = 0.5
	pattern := fmt.Sprintf("Patient with %s; final diagnosis %s", orNone(firstN(pos, 6)), truth.Name)
	decision := fmt.Sprintf("%s weighs most for %s.", upper(orNone(firstN(pos, 3))), truth.Name)
	if !correct {
		d.Polarity = memory.Contraindication
		if a := k.Disease(ep.Answer); a != nil {
			pattern += "; commonly mistaken for " + a.Name
			decision = fmt.Sprintf("Do not settle on %s when %s: these findings point to %s. %s",
				a.Name, orNone(firstN(pos, 3)), truth.Name, strings.TrimSpace(ep.Judgement.Feedback))
		} else { // no diagnosis given (a wrong referral, or no valid answer)
			pattern += "; commonly missed"
			decision = fmt.Sprintf("Do not let %s go without a diagnosis: these findings point to %s. %s",
				orNone(firstN(pos, 3)), truth.Name, strings.TrimSpace(ep.Judgement.Feedback))
		}
	}
	d.Title = fmt.Sprintf("%s (%s)", truth.Name, map[bool]string{true: "confirmed", false: "corrective"}[correct])
	d.Text = fmt.Sprintf("Experience Pattern: %s.\nTest Ordering Insight: %s.\nDiagnostic Decision Insight: %s",
		pattern, strings.Join(numbered(tests), " "), decision)
	d.Structured = st
	return append(items, d), sv
}

// ExperienceOf reads the replayable experience of a stored case or DCP.
func ExperienceOf(it *memory.Item) (Experience, bool) {
	var s stored
	if err := json.Unmarshal([]byte(it.Structured), &s); err != nil || s.Experience.Truth == "" {
		return Experience{}, false
	}
	return s.Experience, true
}

// describe names the positive and negative findings of an experience in clinical words.
func describe(k *kb.KB, ev map[string]bool) (pos, neg []string) {
	return describeSorted(k, ev, sortedKeys(ev))
}

// describeSorted is describe with ev's keys sorted (sortedKeys). Only the keys it lists are
// named: a negative result other than a finding's is not.
func describeSorted(k *kb.KB, ev map[string]bool, sorted []string) (pos, neg []string) {
	for _, key := range sorted {
		p := ev[key]
		if !p && key[0] != 'f' {
			continue
		}
		name := keyName(k, key)
		if name == "" {
			continue
		}
		if p {
			pos = append(pos, name)
		} else {
			neg = append(neg, name)
		}
	}
	return pos, neg
}

func keyName(k *kb.KB, key string) string {
	switch key[0] {
	case 'f':
		if f := k.Findings[key[2:]]; f != nil {
			return f.Terms[0]
		}
	case 'h', 'l', 'm', 'q':
		id, _ := strconv.Atoi(key[2:])
		if l := k.Labs[id]; l != nil {
			prefix := "abnormal "
			switch key[0] {
			case 'h':
				prefix = "high "
			case 'l':
				prefix = "low "
			case 'm':
				prefix = "markedly high "
			}
			return prefix + strings.ToLower(l.Label)
		}
	case 's':
		if study, finding, ok := splitStudyKey(key); ok {
			if f := k.Findings[finding]; f != nil {
				return f.Terms[0] + " on " + strings.ReplaceAll(study, "_", " ")
			}
		}
	}
	return ""
}

// orderingInsight lists the tests worth ordering for this presentation, in the DxEvolve
// templates, using only tests that were requested successfully, appear in the chart's orders, or
// are named by the feedback (the truth's first-line workup).
func orderingInsight(k *kb.KB, ep Episode, truth *kb.Disease) []string {
	out := []string{"Physical Examination"}
	var labs, imaging []string
	seen := map[string]bool{}
	addStudy := func(mod, reg string) {
		if s := "Imaging: modality=" + mod + ", region=" + reg; !seen[s] {
			seen[s] = true
			imaging = append(imaging, s)
		}
	}
	for _, t := range truth.KeyTests {
		if o := k.Order(t); o != nil && !seen[o.Name] {
			seen[o.Name] = true
			labs = append(labs, o.Name)
		}
		if s := k.Study(t); s != nil && s.Kind == "imaging" {
			addStudy(s.Modality, s.Region)
		}
	}
	if ep.Trajectory != nil {
		for _, st := range ep.Trajectory.Steps {
			if st.Action == cdm.ActImaging && st.Available {
				addStudy(st.Modality, st.Region)
			}
		}
	}
	if len(labs) > 0 {
		out = append(out, "Laboratory Tests: "+strings.Join(labs, ", "))
	}
	return append(out, imaging...)
}

func numbered(xs []string) []string {
	out := make([]string, len(xs))
	for i, x := range xs {
		out[i] = fmt.Sprintf("%d. %s;", i+1, x)
	}
	if len(out) > 0 {
		out[len(out)-1] = strings.TrimSuffix(out[len(out)-1], ";")
	}
	return out
}

func firstN(xs []string, n int) []string {
	if len(xs) > n {
		return xs[:n]
	}
	return xs
}

func orNone(xs []string) string {
	if len(xs) == 0 {
		return "none"
	}
	return strings.Join(xs, ", ")
}

func upper(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// SortByExposure orders items for replay: by exposure, then kind, then ID.
func SortByExposure(items []*memory.Item) {
	sort.Slice(items, func(i, j int) bool {
		a, b := items[i], items[j]
		if a.Exposure != b.Exposure {
			return a.Exposure < b.Exposure
		}
		if a.Kind != b.Kind {
			return a.Kind < b.Kind
		}
		return a.ID < b.ID
	})
}

// ReplayItems returns, in exposure order, the experiences a doctor replays from stored items
// with exposure below limit (limit < 0: all): every case, and the DCPs of wrong episodes (a
// right episode gave both a case and a DCP carrying the same experience, so it is replayed once).
// Retracted items are skipped.
func ReplayItems(items []*memory.Item, limit int) []Experience {
	sorted := append([]*memory.Item(nil), items...)
	SortByExposure(sorted)
	var xs []Experience
	for _, it := range sorted {
		if limit >= 0 && it.Exposure >= limit {
			break
		}
		if it.Retracted {
			continue
		}
		if it.Kind == memory.KindCase || (it.Kind == memory.KindDCP && !it.SourceCorrect) {
			if x, ok := ExperienceOf(it); ok {
				xs = append(xs, x)
			}
		}
	}
	return xs
}
