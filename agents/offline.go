package agents

import (
	"fmt"
	"hash/fnv"
	"math"
	"math/rand/v2"
	"sort"
	"strconv"
	"strings"

	"agenthospital/internal/textmemo"
	"agenthospital/kb"
)

// OfflineConfig tunes the offline brain.
type OfflineConfig struct {
	Knowledge float64 // share of textbook facts a doctor knows at the start (0..1)
	StopAt    float64 // stop testing when the leading diagnosis is at least this probable
	MinGain   float64 // ignore tests expected to give fewer bits than this
	BitValue  float64 // what one bit of diagnostic information is worth, in USD: a test is ordered only if its expected information is worth its cost
	Overhead  float64 // per-test burden in USD added to a test's cost when ranking tests
	StepCap   int     // the hard step cap of the DCR loop
	ReadPer   int     // diseases read per "reading books" event
	Temper    float64 // weight of each piece of evidence (< 1 corrects naive Bayes for correlated findings)
	ReferAt   float64 // refer when "not one of my diseases" is at least this probable
	KeyWeight float64 // how much a test's being first-line workup for the likely diagnoses counts
	// AbsentUnlessShown reads every study finding a report does not show as absent (the old
	// reading); otherwise only findings the report negates or whose organ it calls normal are.
	AbsentUnlessShown bool
	// BaseRatePower is the exponent on the base rates learned from practice in the prior: 1 takes
	// the practice's disease mix at face value, 0 ignores it. Between the two, a disease that was
	// rare where the doctor practised is not written off where it is common (prior shift).
	BaseRatePower float64
	// NoWording turns off learned wording (agents/wording.go): phrases the reader does not know
	// are then neither kept with experience nor weighed (an ablation).
	NoWording bool
	// HistoryDoubt is the chance that a patient's story (the symptoms and history items of the
	// history) is not their own disease's: the patient or the referrer tells the story of
	// another one (a known gallstone carrier with a right-sided diverticulitis, a drinker whose
	// pain is an appendix). The story's likelihood under each diagnosis is then a mixture of its
	// own and, with this weight, the story's average likelihood over the candidates: a story that
	// fits another diagnosis costs a diagnosis at most about log(1/HistoryDoubt), so the
	// examination, labs and imaging can overturn it, and a story alone never makes the doctor
	// surer than about 1 − HistoryDoubt. 0 trusts the story as any other evidence. Advice from
	// experience, found by the story, is weighed with it (posteriorWith).
	HistoryDoubt float64
	// Explain writes into each decision (decision.Why, the reply's thought) the differential and
	// the evidence that sets the leading diagnosis apart from the next (explain.go). It changes
	// no decision.
	Explain bool
}

// DefaultOffline is the configuration used by `hospital run`.
var DefaultOffline = OfflineConfig{Knowledge: 0.5, StopAt: 0.9, MinGain: 0.03, BitValue: 2500, Overhead: 150, StepCap: 20, ReadPer: 1,
	Temper: 0.6, ReferAt: 0.6, KeyWeight: 2, AbsentUnlessShown: true, BaseRatePower: 0.5, HistoryDoubt: 0.2}

// Beta is a Beta(A, B) belief about a probability; A+B = 0 means "don't know".
type Beta struct{ A, B float64 }

// Mean is the belief's expected probability.
func (b Beta) Mean() float64 { return b.A / (b.A + b.B) }

// Evidence keys name one observable fact: "f:<finding>" (mentioned present), "h:<itemid>" and
// "l:<itemid>" (lab above or below its range), "q:<itemid>" (qualitative result abnormal) and
// "s:<study>:<finding>" (a study shows a finding). Keys are interned to small integers.

// Default probabilities for facts a doctor does not know.
const (
	defFinding = 0.06
	defLabHigh = 0.05
	defLabLow  = 0.04
	// defLabMarked is the chance that a high result is markedly high (markedHigh) in a disease
	// whose rate the doctor does not know, for a lab no candidate moves (see Offline.marked).
	defLabMarked = 0.2
	defQual      = 0.04
	defStudy     = 0.03
	// defHealthy is the chance that a study's report describes an organ the patient's disease
	// leaves alone as normal in the words of a healthy finding (kb.Finding.Healthy): about half,
	// since many reports leave normal organs unsaid or could not see them. The same for every
	// disease that leaves the organ alone, it tells them nothing apart.
	defHealthy = 0.5
)

// defaultProb is the probability of key in a disease whose rate the doctor does not know: the
// lab's background rate where the textbook gives one (kb.Lab.Background, for a qualitative
// result or a high numeric one), a nearly specific finding's rate elsewhere
// (kb.Finding.Elsewhere), else the general default of the key's kind.
func (o *Offline) defaultProb(key string) float64 {
	return keyDefault(o.kb, key)
}

// keyDefault is defaultProb for knowledge base k (any key: labs, findings, study findings).
func keyDefault(k *kb.KB, key string) float64 {
	if e := elsewhere(k, key); e > 0 {
		return e
	}
	if key[0] == 'q' || key[0] == 'h' {
		if id, err := strconv.Atoi(key[2:]); err == nil {
			if lab := k.Labs[id]; lab != nil && lab.Background > 0 {
				return lab.Background
			}
		}
	}
	return defaultProb(key)
}

// elsewhere is the textbook's rate of a nearly specific finding or study finding in a disease
// that does not list it (kb.Finding.Elsewhere), 0 when it gives none.
func elsewhere(k *kb.KB, key string) float64 {
	id := ""
	switch key[0] {
	case 'f':
		id = key[2:]
	case 's':
		_, id, _ = splitStudyKey(key)
	}
	if f := k.Findings[id]; f != nil {
		return f.Elsewhere
	}
	return 0
}

func defaultProb(key string) float64 {
	switch key[0] {
	case 'f':
		return defFinding
	case 'h':
		return defLabHigh
	case 'l':
		return defLabLow
	case 'm':
		return defLabMarked
	case 'q':
		return defQual
	}
	return defStudy
}

// belief is what a doctor believes about one disease, one entry per interned evidence key. The
// belief with d == nil is "elsewhere": a patient whose disease belongs to another department.
type belief struct {
	d      *kb.Disease
	keyA   map[string]float64 // times each test was named first-line workup for this disease
	keyN   float64            // times the first-line workup of this disease was learned
	seen   float64            // patients with this disease this doctor has been told about
	read   bool
	weight float64 // prior weight before experience
	// What the belief holds per evidence key lives in its brain's key-major rows (o.rows, at
	// column bi), so that refreshing one key for every belief reads and writes contiguous
	// memory (see keyRow).
	o  *Offline
	bi int
}

// keyRow is one evidence key's entries across the beliefs (index: belief i), the layout the
// posterior and the information gain read.
type keyRow struct {
	// feat is the belief about the key: for labs and studies what the textbook and practice
	// taught together; for findings ("f:" keys) what the textbook says alone, practice being
	// counted apart in aff (see findingProb).
	feat []Beta
	// aff counts, for a finding key, the patients with the disease whose chart affirmed the
	// finding (among the belief's seen patients).
	aff []float64
}

// The values derived from a key's entries (refreshed when an entry changes) are kept apart from
// keyRow, each kind in one flat slice of the brain, key after key (see pnRow, logPRow and
// logQRow): the information gain of a test reads the rows of many keys, and one slice spares it
// a row header per key and lets the rows of keys interned together lie together.
//
// pn holds, per key, the probability and, for a test's key, the expected log-likelihood
// q·log2 q + (1−q)·log2(1−q) used for information gain, interleaved (2i: p, 2i+1: negH; 0 for
// findings, which information gain never asks about); logP and logQ the logs of q and 1−q.

// pnRow is key k's pn row (2 entries per belief).
func (o *Offline) pnRow(k int) []float64 {
	w := 2 * len(o.beliefs)
	return o.pn[k*w : k*w+w : k*w+w]
}

// logPRow is key k's log q row (an entry per belief).
func (o *Offline) logPRow(k int) []float64 {
	w := len(o.beliefs)
	return o.logP[k*w : k*w+w : k*w+w]
}

// logQRow is key k's log(1−q) row (an entry per belief).
func (o *Offline) logQRow(k int) []float64 {
	w := len(o.beliefs)
	return o.logQ[k*w : k*w+w : k*w+w]
}

func (b *belief) set(i int, f Beta, def float64) {
	b.o.rows[i].feat[b.bi] = f
	b.derive(i, def)
}

// derive refreshes the derived values of entry i from what the doctor believes about it; a
// finding's row is only marked to be derived again when read (logRow).
func (b *belief) derive(i int, def float64) {
	o := b.o
	if o.isFinding[i] {
		o.verP[i], o.verQ[i] = staleRow, staleRow
		return
	}
	q := def
	if f := o.rows[i].feat[b.bi]; f.A+f.B > 0 {
		q = f.Mean()
	}
	q = clampP(q)
	pn := o.pnRow(i)
	pn[2*b.bi] = q
	pn[2*b.bi+1] = q*math.Log2(q) + (1-q)*math.Log2(1-q)
	o.logPRow(i)[b.bi], o.logQRow(i)[b.bi] = math.Log(q), math.Log(1-q)
}

// staleRow is the verP or verQ of a finding row that must be derived when next read.
const staleRow = ^uint64(0)

// Offline is the embedded offline brain of one doctor.
type Offline struct {
	kb      *kb.KB
	cfg     OfflineConfig
	reader  *Reader
	beliefs []*belief
	rows    []keyRow // per interned key, the beliefs' entries (see keyRow)
	// pn, logP and logQ are the values derived from the entries, key after key (see pnRow).
	pn, logP, logQ []float64
	postBuf        []float64 // posteriorWith's scratch
	// advShift is, per belief, the clamped log-odds shift of the advice advFor (the advice
	// posteriorWith was last given), worked out once per advice instead of per call.
	advFor   *Advice
	advShift []float64
	byID     map[string]*belief
	keyIdx   map[string]int
	keys     []string
	findIdx  map[string]int    // finding -> the interned index of "f:<finding>"
	labIdx   map[int]labKeyIdx // lab item id -> the interned indexes of its keys
	// reports remembers the readings of reports (readReport), nil when the reader is not one
	// whose readings every reader of the knowledge base shares.
	reports *textmemo.Memo[*reportReading]
	// info memoises keyInfo within one bestTest (a key shared by several tests, as a lab item
	// of several orders, is worked out once): per key, the value and the stamp of the call.
	info      []float64
	infoOK    []bool
	infoStamp []uint32
	stamp     uint32
	tests     []string
	testKey   map[string][]int // test id -> evidence keys it can produce
	// Per test of tests (by its place there), what bestTest reads for every test at every step:
	// its evidence keys, its cost, and per belief (test after test, a column per belief) the
	// belief that it is first-line workup (keyProb, refreshed when the belief learns workup).
	testIdx map[string]int
	// marked is the default rate of a lab's "markedly high" key (m:<itemid>): the mean of the
	// candidates' textbook rates.
	marked   map[string]float64
	testKeys [][]int
	testCost []float64
	keyProbs []float64
	doneBuf  []bool // bestTest's scratch: the tests done in the episode
	// Per belief, the log-likelihoods of the prior that depend only on the patient: of each
	// age below len(ageLog[i]) and of either sex (posteriorWith).
	ageLog          [][]float64
	femLog, maleLog []float64
	seed            uint64 // what the doctor remembers of the textbook (see knows)
	cache           map[episodeKey]*evidence
	learned         int
	other           *belief
	advice          map[episodeKey]*Advice
	words           map[string]*wordStat // learned wording: phrase key -> how often it came with each belief
	// isFinding marks the finding keys ("f:"); affAll counts, per key, the charts of any
	// diagnosis that affirmed it (the finding's base rate in practice: o.learned charts in all).
	isFinding []bool
	// isStory marks the keys of the history's story: symptoms and history items (HistoryDoubt).
	isStory []bool
	affAll  []float64
	// findDef is, per finding key, the rate the doctor expects of it in a candidate whose rate
	// it does not know (unknownRates): defFinding unless the finding is one it knows as common.
	findDef []float64
	// ver counts the changes of the finding rates (one per chart learned); verP and verQ say,
	// per key, the ver its finding entries' log q and log(1−q) were last derived at (staleRow:
	// never). A finding's entries depend on counts that every chart moves, so they are derived
	// again when read (logRow), not after every chart, and only the log that is read: a finding
	// seen in an episode is read either affirmed or negated.
	ver        uint64
	verP, verQ []uint64
	// forms holds, per belief, what its disease's forms say (nil: no forms; forms.go), and
	// formBuf is formShift's scratch.
	forms   []*formSet
	formBuf []float64
	// anatomy holds, per history finding of an operation that removes an organ, the beliefs
	// whose disease needs that organ (kb.Finding.Removes, kb.Disease.Needs).
	anatomy []anatomyRule
	// Allowed, when set, limits the tests the doctor may order (MIMIC-CDM has labs and imaging
	// but no ECG or endoscopy).
	Allowed func(test string) bool
}

// anatomyRule: when the chart affirms the operation key, the beliefs cannot be the diagnosis.
type anatomyRule struct {
	key     int
	beliefs []int
}

// logRemoved is the log-likelihood of a diagnosis whose organ the chart says was taken out: not
// impossible, since a note can name the wrong operation or be misread, but one in a hundred.
var logRemoved = math.Log(0.01)

// NewOffline returns an offline brain for a doctor whose candidate diagnoses are cands. seed
// fixes which textbook facts this doctor happens to know.
func NewOffline(k *kb.KB, reader *Reader, cands []*kb.Disease, cfg OfflineConfig, seed uint64) *Offline {
	o := &Offline{kb: k, cfg: cfg, reader: reader, byID: map[string]*belief{}, keyIdx: map[string]int{}, findIdx: map[string]int{}, labIdx: map[int]labKeyIdx{},
		testKey: map[string][]int{}, seed: seed, cache: map[episodeKey]*evidence{}, advice: map[episodeKey]*Advice{}, words: map[string]*wordStat{}}
	for _, d := range cands {
		// Base rates are local knowledge: a new doctor assumes every candidate equally likely and
		// learns how common each is from the patients seen (or reads it in the chapter).
		b := &belief{d: d, weight: 1, keyA: map[string]float64{}, o: o, bi: len(o.beliefs)}
		o.beliefs = append(o.beliefs, b)
		o.byID[d.ID] = b
	}
	// How far a lab goes when it is high is the lab's nature as much as the disease's (a high CRP
	// is mostly many times its limit, a high lipase only in pancreatitis): where the doctor does
	// not know a disease's rate, it takes the candidates' mean, which is no evidence either way
	// between diseases it does not know.
	o.marked = map[string]float64{}
	sum, n := map[string]float64{}, map[string]float64{}
	for _, d := range cands {
		for _, e := range d.Labs {
			if lab := k.Labs[e.Item]; lab != nil && !lab.IsQualitative() {
				key := "m:" + strconv.Itoa(e.Item)
				sum[key] += markedRate(lab, e, keyDefault(k, "h:"+strconv.Itoa(e.Item)))
				n[key]++
			}
		}
	}
	for key, v := range sum {
		o.marked[key] = v / n[key]
	}
	o.other = &belief{weight: 1, keyA: map[string]float64{}, o: o, bi: len(o.beliefs)}
	o.beliefs = append(o.beliefs, o.other)
	for _, b := range o.beliefs {
		if b.d == nil {
			continue
		}
		if u, _ := o.knows(b.d.ID, "key tests"); u < cfg.Knowledge {
			b.learnKeyTests(b.d.KeyTests, 3)
		}
		facts := textbook(k, b.d)
		keys := sortedKeys(facts)
		for _, key := range keys {
			if key[0] == 'm' {
				continue // known with the lab's high rate, below
			}
			if u, off := o.knows(b.d.ID, key); u < cfg.Knowledge {
				// Half-remembered: the frequency is off by up to ±40%.
				q := clampP(facts[key] * (0.6 + 0.8*off))
				b.set(o.index(key), Beta{A: q * 8, B: (1 - q) * 8}, o.defaultProb(key))
			}
		}
		// A doctor who knows how often a disease raises a lab knows how far it raises it.
		for _, key := range keys {
			if key[0] != 'm' {
				continue
			}
			if h := o.rows[o.index("h"+key[1:])].feat[b.bi]; h.A+h.B > 0 {
				q := facts[key]
				b.set(o.index(key), Beta{A: q * 8, B: (1 - q) * 8}, o.defaultProb(key))
			}
		}
	}
	// Anatomy is not a remembered frequency: every doctor knows that a patient without a
	// gallbladder has no cholecystitis.
	for _, id := range sortedKeys(k.Findings) {
		f := k.Findings[id]
		if f.Removes == "" {
			continue
		}
		rule := anatomyRule{key: o.findingIndex(id)}
		for _, b := range o.beliefs {
			if b.d != nil && slicesContains(b.d.Needs, f.Removes) {
				rule.beliefs = append(rule.beliefs, b.bi)
			}
		}
		if len(rule.beliefs) > 0 {
			o.anatomy = append(o.anatomy, rule)
		}
	}
	// Tests worth considering: those that can show something about a candidate.
	addKey := func(test, key string) {
		ks, seen := o.testKey[test]
		if !seen {
			o.tests = append(o.tests, test)
		}
		i := o.index(key)
		for _, x := range ks {
			if x == i {
				return
			}
		}
		o.testKey[test] = append(ks, i)
	}
	for _, d := range cands {
		for _, e := range d.Labs {
			for _, ord := range k.Orders {
				for _, it := range ord.Items {
					if it == e.Item {
						for _, key := range labKeys(k.Labs[it]) {
							addKey(ord.ID, key)
						}
					}
				}
			}
		}
		for _, se := range d.Studies {
			for _, f := range se.Findings {
				addKey(se.Study, studyKey(se.Study, f.Finding))
			}
		}
	}
	sort.Strings(o.tests)
	o.testIdx = make(map[string]int, len(o.tests))
	o.testKeys = make([][]int, len(o.tests))
	o.testCost = make([]float64, len(o.tests))
	o.keyProbs = make([]float64, len(o.tests)*len(o.beliefs))
	for ti, t := range o.tests {
		o.testIdx[t] = ti
		o.testKeys[ti] = o.testKey[t]
		o.testCost[ti] = o.cost(t)
	}
	for _, b := range o.beliefs {
		b.deriveKeyProbs()
	}
	o.ageLog = make([][]float64, len(o.beliefs))
	o.femLog = make([]float64, len(o.beliefs))
	o.maleLog = make([]float64, len(o.beliefs))
	for i, b := range o.beliefs {
		if b.d == nil {
			continue
		}
		o.ageLog[i] = make([]float64, maxAgeLog)
		for age := range o.ageLog[i] {
			o.ageLog[i][age] = math.Log(ageLik(b.d.Age, float64(age)))
		}
		fem := b.d.Female
		o.femLog[i], o.maleLog[i] = math.Log(math.Max(fem, 0.002)), math.Log(math.Max(1-fem, 0.002))
	}
	o.unknownRates(len(cands))
	o.initForms()
	return o
}

// unknownRates sets what a doctor expects of a finding, or of a lab above its range, in a
// disease whose rate of it it does not remember (findDef for findings; the derived entries of a
// lab). Of the candidates whose rate it does not know, some have the fact in their textbook
// chapter all the same, the facts it missed: for a fact it remembers of n of its candidates with
// a textbook share K, about n(1−K)/K more (at most all the others). The doctor expects those at
// the mean rate it remembers and the rest at the default (defaultProb). Nausea or a high white
// count, known of most candidates, is then no longer evidence against the few whose rate the
// doctor happens not to know; a sign it knows of one disease alone stays rare in the others. A
// doctor who knows the whole textbook (K = 1) misses nothing and keeps the defaults. Labs below
// their range, qualitative results and study findings keep theirs: each is the mark of few
// diseases (with study findings as well, the doctors seeded 1 to 8 did worse on every one of our
// hand-written sets).
func (o *Offline) unknownRates(cands int) {
	K := o.cfg.Knowledge
	if K <= 0 || K >= 1 {
		return
	}
	for k, key := range o.keys {
		if key[0] != 'f' && key[0] != 'h' {
			continue
		}
		known, sum := 0, 0.0
		for _, b := range o.beliefs {
			if f := o.rows[k].feat[b.bi]; b.d != nil && f.A+f.B > 0 {
				known++
				sum += f.Mean()
			}
		}
		unknown := cands - known
		if known == 0 || unknown <= 0 {
			continue
		}
		missed := math.Min(float64(unknown), float64(known)*(1-K)/K)
		def := o.defaultProb(key)
		def = (missed*sum/float64(known) + (float64(unknown)-missed)*def) / float64(unknown)
		if o.isFinding[k] {
			o.findDef[k] = def
			continue
		}
		for _, b := range o.beliefs {
			if f := o.rows[k].feat[b.bi]; f.A+f.B == 0 {
				b.derive(k, def)
			}
		}
	}
}

// maxAgeLog bounds the ages whose prior log-likelihood is worked out in advance.
const maxAgeLog = 128

// deriveKeyProbs refreshes the belief's column of o.keyProbs (once the tests are known).
func (b *belief) deriveKeyProbs() {
	o := b.o
	n := len(o.beliefs)
	for ti, t := range o.tests {
		o.keyProbs[ti*n+b.bi] = b.keyProb(t)
	}
}

func (b *belief) learnKeyTests(tests []string, weight float64) {
	for _, t := range tests {
		b.keyA[t] += weight
	}
	b.keyN += weight
	if b.o.keyProbs != nil {
		b.deriveKeyProbs()
	}
}

// keyProb is the belief that test is part of this disease's first-line workup.
func (b *belief) keyProb(test string) float64 { return (b.keyA[test] + 0.1) / (b.keyN + 1) }

// knows returns two uniform numbers in [0, 1) that decide what this doctor remembers of one
// textbook fact (key, or "key tests") of disease: whether it knows it (the first below the
// knowledge share) and how far off its memory of the frequency is (the second). They depend only
// on the doctor's seed, the disease and the fact, so a fact added to or taken from the knowledge
// base changes what doctors know of that fact alone. (Drawn one after another from one stream,
// one added fact reshuffled what every doctor knew of every disease after it, and moved the
// figures without memory by up to 13 points.)
func (o *Offline) knows(disease, key string) (known, off float64) {
	h := fnv.New64a()
	h.Write([]byte(disease))
	h.Write([]byte{0})
	h.Write([]byte(key))
	src := rand.NewPCG(o.seed, h.Sum64())
	return unit(src.Uint64()), unit(src.Uint64())
}

// unit maps 64 random bits to [0, 1) as math/rand/v2's Float64 does.
func unit(x uint64) float64 { return float64(x<<11>>11) / (1 << 53) }

// index interns key, giving every belief a "don't know" entry for a new key.
func (o *Offline) index(key string) int {
	if i, ok := o.keyIdx[key]; ok {
		return i
	}
	i := len(o.keys)
	o.keyIdx[key] = i
	o.keys = append(o.keys, key)
	o.isFinding = append(o.isFinding, key[0] == 'f')
	o.isStory = append(o.isStory, key[0] == 'f' && isStoryKind(o.kb.Findings[key[2:]]))
	o.affAll = append(o.affAll, 0)
	o.findDef = append(o.findDef, o.defaultProb(key))
	o.verP = append(o.verP, staleRow)
	o.verQ = append(o.verQ, staleRow)
	n := len(o.beliefs)
	o.rows = append(o.rows, keyRow{feat: make([]Beta, n), aff: make([]float64, n)})
	o.pn = append(o.pn, make([]float64, 2*n)...)
	o.logP = append(o.logP, make([]float64, n)...)
	o.logQ = append(o.logQ, make([]float64, n)...)
	def := o.defaultProb(key)
	if m, ok := o.marked[key]; ok {
		def = m
	}
	study, organ := o.healthyKey(key)
	for _, b := range o.beliefs {
		if organ != "" && !changesOrgan(o.kb, b.d, study, organ) {
			b.derive(i, defHealthy)
			continue
		}
		b.derive(i, def)
	}
	return i
}

// healthyKey returns the study and organ of key when it is a study key of a healthy finding
// (an organ seen normal), else "", "".
func (o *Offline) healthyKey(key string) (study, organ string) {
	study, finding, ok := splitStudyKey(key)
	if f := o.kb.Findings[finding]; ok && f != nil && f.Healthy {
		return study, f.Organ
	}
	return "", ""
}

// changesOrgan reports whether disease d (nil: elsewhere, which changes nothing) shows a finding
// of study in organ other than a healthy one.
func changesOrgan(k *kb.KB, d *kb.Disease, study, organ string) bool {
	if d == nil {
		return false
	}
	for _, se := range d.Studies {
		if se.Study != study {
			continue
		}
		for _, f := range se.Findings {
			if fd := k.Findings[f.Finding]; fd != nil && fd.Organ == organ && !fd.Healthy {
				return true
			}
		}
	}
	return false
}

// findingIndex is o.index("f:" + f), remembered per finding.
func (o *Offline) findingIndex(f string) int {
	if i, ok := o.findIdx[f]; ok {
		return i
	}
	i := o.index("f:" + f)
	o.findIdx[f] = i
	return i
}

func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

func clampP(p float64) float64 { return math.Max(0.01, math.Min(0.97, p)) }

func labKeys(l *kb.Lab) []string {
	id := strconv.Itoa(l.ItemID)
	if l.IsQualitative() {
		return []string{"q:" + id}
	}
	return []string{"h:" + id, "l:" + id}
}

func studyKey(study, finding string) string { return "s:" + study + ":" + finding }

// splitStudyKey is studyKey's inverse: the study and finding of a study key (ok false for
// another kind of key).
func splitStudyKey(key string) (study, finding string, ok bool) {
	if !strings.HasPrefix(key, "s:") {
		return "", "", false
	}
	return strings.Cut(key[2:], ":")
}

// textbook returns every fact the knowledge base states about d, as evidence key -> probability.
func textbook(k *kb.KB, d *kb.Disease) map[string]float64 {
	out := map[string]float64{}
	for _, fs := range [][]kb.Freq{d.Symptoms, d.Signs, d.RiskFactors} {
		for _, f := range fs {
			out["f:"+f.Finding] = f.P
		}
	}
	for _, e := range d.Labs {
		lab := k.Labs[e.Item]
		id := strconv.Itoa(e.Item)
		if lab.IsQualitative() {
			if !lab.QualitativeNormal(e.Value) {
				out["q:"+id] = e.P + (1-e.P)*keyDefault(k, "q:"+id)
			}
			continue
		}
		out["h:"+id], out["l:"+id] = labRates(lab, e, keyDefault(k, "h:"+id))
		out["m:"+id] = markedRate(lab, e, keyDefault(k, "h:"+id))
	}
	for _, se := range d.Studies {
		for _, f := range se.Findings {
			out[studyKey(se.Study, f.Finding)] = se.Sensitivity*f.P + defStudy
		}
	}
	// A nearly specific finding that only a form has (kb.Finding.Elsewhere: pneumaturia, a
	// colovesical fistula) has a rate over all the disease's patients: the forms' part of it,
	// and the rate elsewhere in the rest.
	formOnly := map[string]float64{}
	rest := 1.0
	for _, fm := range d.Forms {
		rest -= fm.Share
		for key, r := range formFacts(k, d, fm) {
			if _, own := out[key]; !own && elsewhere(k, key) > 0 {
				formOnly[key] += fm.Share * r
			}
		}
	}
	for key, part := range formOnly {
		out[key] = part + rest*elsewhere(k, key)
	}
	return out
}

// labRates are the textbook's rates of a numeric lab above and below its range in a disease
// that moves it as e says: the share moved times the share of its values beyond the limit, and
// a small rate in the others.
func labRates(lab *kb.Lab, e kb.LabEffect, defHigh float64) (high, low float64) {
	lo, hi := lab.Range()
	sd := math.Max(e.SD, 1e-9)
	return e.P*(1-phi((hi-e.Mean)/sd)) + (1-e.P)*defHigh, e.P*phi((lo-e.Mean)/sd) + (1-e.P)*defLabLow
}

// markedHigh is the value from which a result above range lo..hi is markedly high: two range
// widths above the upper limit, which for a range from 0 is three times it (lipase at 3× the upper
// limit, the threshold of the revised Atlanta classification of acute pancreatitis).
func markedHigh(lo, hi float64) float64 { return hi + 2*(hi-lo) }

// markedRate is the textbook's rate at which a high result of a numeric lab is markedly high
// (markedHigh) in a disease that moves it as e says: of the high values, those of the moved
// share beyond the mark; the others' high values are taken as never marked.
func markedRate(lab *kb.Lab, e kb.LabEffect, defHigh float64) float64 {
	lo, hi := lab.Range()
	high, _ := labRates(lab, e, defHigh)
	if !(high > 1e-12) { // a lab the disease only lowers, in all its patients
		return clampP(0)
	}
	sd := math.Max(e.SD, 1e-9)
	return clampP(e.P * (1 - phi((markedHigh(lo, hi)-e.Mean)/sd)) / high)
}

func phi(x float64) float64 { return 0.5 * math.Erfc(-x/math.Sqrt2) }

// evidence is what has been read so far in one episode: interned key -> observed positive or
// negative, in the order first seen.
type evidence struct {
	obs   []uint8 // per interned key: obsNone (not seen), obsNeg or obsPos; keys past the end are not seen
	order []int
	steps int
	read  bool
	// words are the affirmed phrases of the history and examination (learned wording), wordLL
	// their summed log-ratio per belief, computed once the phrases are all read.
	words  []string
	wordLL []float64
	wordOK bool
	// doubt are the organs a study left in doubt (not visualized, equivocal) that no study has
	// seen since: the next study of the organ resolves the doubt, whatever it shows.
	doubt map[string]bool
}

// readOrgans notes what a study's report says of its organs: the ones it left in doubt, unless
// another study saw them, and the ones it saw; any doubt the study could have resolved is over.
func (e *evidence) readOrgans(st *kb.Study, rep *reportReading) {
	for o := range e.doubt {
		if st.HasOrgan(o) {
			delete(e.doubt, o)
		}
	}
	for _, o := range rep.Doubt {
		if e.doubt == nil {
			e.doubt = map[string]bool{}
		}
		e.doubt[o] = true
	}
	for _, o := range rep.Seen {
		delete(e.doubt, o)
	}
}

// addWords adds the phrases of a text not seen yet in the episode.
func (e *evidence) addWords(ws []string) {
	for _, w := range ws {
		if !slicesContains(e.words, w) {
			e.words = append(e.words, w)
			e.wordOK = false
		}
	}
}

func slicesContains(xs []string, x string) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

// Observation states of an evidence key.
const (
	obsNone uint8 = iota
	obsNeg
	obsPos
)

func (e *evidence) set(key int, pos bool) {
	if key >= len(e.obs) {
		e.obs = append(e.obs, make([]uint8, key+1-len(e.obs))...)
	}
	if e.obs[key] != obsNone {
		if pos {
			e.obs[key] = obsPos
		}
		return
	}
	e.obs[key] = obsNeg
	if pos {
		e.obs[key] = obsPos
	}
	e.order = append(e.order, key)
}

// seen reports whether key was observed in the episode.
func (e *evidence) seen(key int) bool { return key < len(e.obs) && e.obs[key] != obsNone }

// positive reports whether key was observed positive in the episode.
func (e *evidence) positive(key int) bool { return key < len(e.obs) && e.obs[key] == obsPos }

// episodeKey names one consultation: a patient's visit.
type episodeKey struct {
	patient string
	visit   int
}

// toldStudyKey returns the study key of a study finding a history tells with the kind of study
// that showed it ("CT A/P showed sigmoid wall thickening"): the first study of that kind, in
// test order, whose results the doctor knows the finding among. ok is false for any other
// mention, or when no such study has the finding.
func (o *Offline) toldStudyKey(m Mention) (int, bool) {
	if m.Modality == "" {
		return 0, false
	}
	if f := o.kb.Findings[m.Finding]; f == nil || f.Kind != kb.KindStudy {
		return 0, false
	}
	for _, t := range o.tests {
		if t != m.Modality && !strings.HasPrefix(t, m.Modality+"_") && !(m.Modality == "mri" && t == "mrcp") {
			continue
		}
		if k, ok := o.keyIdx[studyKey(t, m.Finding)]; ok {
			return k, true
		}
	}
	return 0, false
}

// observe reads the episode's text and results that were not read yet.
func (o *Offline) observe(ep *chart) *evidence {
	key := episodeKey{ep.PatientID, ep.Visit}
	ev := o.cache[key]
	if ev == nil {
		ev = &evidence{}
		o.cache[key] = ev
	}
	finding := func(f string, pos bool) { ev.set(o.findingIndex(f), pos) }
	if !ev.read {
		ev.read = true
		for _, m := range o.reader.ReadNote(ep.History) {
			if k, ok := o.toldStudyKey(m); ok {
				ev.set(k, !m.Negated) // a study result the history tells ("CT showed ...")
				continue
			}
			finding(m.Finding, !m.Negated)
		}
		o.readWords(ev, ep.History)
	}
	for ; ev.steps < len(ep.Steps); ev.steps++ {
		s := ep.Steps[ev.steps]
		switch {
		case s.Test == physicalExam:
			for _, m := range o.reader.ReadNote(s.Text) {
				if o.kb.Findings[m.Finding].Kind != kb.KindStudy {
					finding(m.Finding, !m.Negated)
				}
			}
			o.readWords(ev, s.Text)
		case len(s.Labs) > 0:
			for _, v := range s.Labs {
				lab := o.kb.Labs[v.ItemID]
				if lab == nil {
					continue
				}
				keys := o.labIndex(v.ItemID, lab)
				if lab.IsQualitative() {
					ev.set(keys.q, !lab.QualitativeNormal(v.Value))
					continue
				}
				lo, hi := v.Lower, v.Upper
				if math.IsNaN(lo) || math.IsNaN(hi) { // no range in the file: use the doctor's own
					lo, hi = lab.Range()
				}
				ev.set(keys.h, v.Num > hi)
				ev.set(keys.l, v.Num < lo)
				if v.Num > hi { // how high: read only of a high result
					ev.set(keys.m, v.Num >= markedHigh(lo, hi))
				}
			}
		case o.kb.Study(s.Test) != nil && strings.TrimSpace(s.Text) != "": // an unavailable study shows nothing
			rep := o.readReport(s.Text)
			found, absent := rep.Shown, rep.Absent
			silent := !rep.Explicit || o.cfg.AbsentUnlessShown // silence about a finding is its absence
			prefix := "s:" + s.Test + ":"
			for _, k := range o.testKey[s.Test] {
				f := o.keys[k][len(prefix):]
				if found[f] || absent[f] || (silent && !rep.Unsure[f]) {
					ev.set(k, found[f])
				}
			}
			for _, f := range rep.sorted {
				ev.set(o.index(studyKey(s.Test, f)), true)
			}
			for _, f := range sortedKeys(rep.Operations) { // the organ is gone (anatomy rules)
				finding(f, true)
			}
			ev.readOrgans(o.kb.Study(s.Test), rep)
		}
	}
	return ev
}

// labKeyIdx are the interned indexes of a lab item's keys: q for a qualitative item, h and l
// for a quantitative one.
type labKeyIdx struct{ h, l, m, q int }

// labIndex interns the keys of lab item id (whose lab is lab), remembered per item; the keys are
// interned in the order observe reads them (h before l).
func (o *Offline) labIndex(id int, lab *kb.Lab) labKeyIdx {
	if ks, ok := o.labIdx[id]; ok {
		return ks
	}
	var ks labKeyIdx
	s := strconv.Itoa(id)
	if lab.IsQualitative() {
		ks.q = o.index("q:" + s)
	} else {
		ks.h, ks.l, ks.m = o.index("h:"+s), o.index("l:"+s), o.index("m:"+s)
	}
	o.labIdx[id] = ks
	return ks
}

// reportReading is what Reader.ReadReport returns for a report, with the shown findings
// sorted. Remembered readings are shared: nothing may change them.
type reportReading struct {
	StudyReading
	sorted []string // the keys of Shown, sorted
}

type reportMemoKey struct{}

// readReport reads a study report. The readings of NewReader's readers (the terminology's,
// the same for every reader of a knowledge base) are remembered in a memo shared by the
// knowledge base's brains: a report is read again soon after, by the memory's reader of the
// same episode, and the same text recurs across patients.
func (o *Offline) readReport(text string) *reportReading {
	r := o.reader
	if o.reports == nil && r.lex != nil && r.notes != nil {
		o.reports = o.kb.Derived(reportMemoKey{}, func() any { return textmemo.New[*reportReading]() }).(*textmemo.Memo[*reportReading])
	}
	if o.reports != nil {
		if rep, ok := o.reports.Get(text); ok {
			return rep
		}
	}
	sr := r.ReadReport(text)
	rep := &reportReading{StudyReading: sr, sorted: sortedKeys(sr.Shown)}
	if o.reports != nil {
		o.reports.Put(text, rep)
	}
	return rep
}

// posterior returns the probability of each candidate given the evidence.
func (o *Offline) posterior(ep *chart, ev *evidence) []float64 {
	return o.posteriorWith(ep, ev, o.advice[episodeKey{ep.PatientID, ep.Visit}])
}

// posteriorWith is the posterior with the log-odds shifts of adv (nil: the evidence alone).
func (o *Offline) posteriorWith(ep *chart, ev *evidence, adv *Advice) []float64 {
	if !ev.wordOK { // the phrases' weights change only between episodes
		ev.wordLL, ev.wordOK = o.wordEvidence(ev.words), true
	}
	// logp, ll and ls are scratch (softmax returns new memory): an Offline serves one goroutine.
	n := len(o.beliefs)
	if cap(o.postBuf) < 3*n {
		o.postBuf = make([]float64, 3*n)
	}
	buf := o.postBuf[:3*n]
	clear(buf)
	// logp is set belief by belief below; ll is the evidence's log-likelihood per belief,
	// summed key by key in the order seen, and ls the story's part of it (HistoryDoubt).
	logp, ll, ls := buf[:n:n], buf[n:2*n:2*n], buf[2*n:]
	doubt := o.cfg.HistoryDoubt
	for _, k := range ev.order {
		sum := ll
		if doubt > 0 && o.isStory[k] {
			sum = ls
		}
		for i, v := range o.logRow(k, ev.obs[k] == obsPos) {
			sum[i] += v
		}
	}
	for i, fs := range o.forms {
		if fs != nil {
			ll[i] += o.formShift(i, fs, ev)
		}
	}
	// Advice comes from experiences found by the story and the examination: it is weighed with
	// the story, under the same doubt, so that what the story and its look-alikes say together
	// can tip the tests' verdict but not overturn it (an experience search after a history of
	// migrating pain brings appendicitis cases; a CT of sigmoid diverticulitis still decides).
	// It is given at its strength: the story's likelihoods are tempered, advice is not.
	storyAdv := doubt > 0 && adv != nil
	if storyAdv {
		for i, v := range o.adviceShift(adv) {
			if o.beliefs[i].d != nil {
				ls[i] += v / o.cfg.Temper
			}
		}
	}
	if doubt > 0 {
		o.doubtStory(ll, ls)
	}
	total := 0.0
	for _, b := range o.beliefs {
		total += b.weight + b.seen
	}
	for i, b := range o.beliefs {
		lp := o.cfg.BaseRatePower * math.Log((b.weight+b.seen)/total)
		if b.d != nil {
			if ep.Age >= 0 { // -1: age unknown (de-identified)
				if ep.Age < len(o.ageLog[i]) {
					lp += o.ageLog[i][ep.Age]
				} else {
					lp += math.Log(ageLik(b.d.Age, float64(ep.Age)))
				}
			}
			switch ep.Sex {
			case "F":
				lp += o.femLog[i]
			case "M":
				lp += o.maleLog[i]
			}
			for _, prior := range ep.PriorDiagnoses {
				if prior == b.d.ID {
					lp += math.Log(0.1)
				}
			}
		} else {
			lp += math.Log(0.5) // "elsewhere" has no age or sex profile
		}
		logp[i] = lp + o.cfg.Temper*ll[i]
		if ev.wordLL != nil {
			logp[i] += ev.wordLL[i]
		}
		if adv != nil && b.d != nil && !storyAdv {
			logp[i] += o.adviceShift(adv)[i]
		}
	}
	for _, a := range o.anatomy {
		if ev.positive(a.key) {
			for _, i := range a.beliefs {
				logp[i] += logRemoved
			}
		}
	}
	return softmax(logp)
}

// adviceShift is, per belief, the log-odds shift advice a gives it, at most maxAdvice either way.
func (o *Offline) adviceShift(a *Advice) []float64 {
	if a == o.advFor {
		return o.advShift
	}
	if o.advShift == nil {
		o.advShift = make([]float64, len(o.beliefs))
	}
	for i, b := range o.beliefs {
		if b.d != nil {
			o.advShift[i] = math.Max(-maxAdvice, math.Min(maxAdvice, a.Dx[b.d.ID]))
		}
	}
	o.advFor = a
	return o.advShift
}

// isStoryKind reports whether a finding is part of the history's story: a symptom or a history
// item the patient or a referrer tells.
func isStoryKind(f *kb.Finding) bool {
	return f != nil && (f.Kind == kb.KindSymptom || f.Kind == kb.KindHistory)
}

// doubtStory adds to ll, the log-likelihood per belief of the evidence outside the story, the
// story's log-likelihood ls as a mixture (see HistoryDoubt): with probability 1 − doubt the
// story is the belief's own, with probability doubt another diagnosis's, whose likelihood is the
// story's average over the beliefs. Both are tempered as every likelihood is (posteriorWith
// multiplies ll by Temper), so the mixture is taken of the tempered likelihoods.
func (o *Offline) doubtStory(ll, ls []float64) {
	t, doubt := o.cfg.Temper, o.cfg.HistoryDoubt
	top := math.Inf(-1)
	for _, v := range ls {
		top = math.Max(top, v)
	}
	mean := 0.0
	for _, v := range ls {
		mean += math.Exp(t * (v - top))
	}
	other := math.Log(doubt) + math.Log(mean/float64(len(ls))) + t*top // log of doubt × the average
	own := math.Log(1 - doubt)
	for i, v := range ls {
		a := own + t*v
		hi := math.Max(a, other)
		ll[i] += (hi + math.Log(math.Exp(a-hi)+math.Exp(other-hi))) / t
	}
}

// ageLik is a widened triangular density: textbooks give ranges, patients stray outside them.
func ageLik(a [3]float64, age float64) float64 {
	lo, mode, hi := a[0]-5, a[1], a[2]+5
	var v float64
	switch {
	case age < lo || age > hi:
		v = 0
	case age <= mode:
		v = (age - lo) / math.Max(mode-lo, 1)
	default:
		v = (hi - age) / math.Max(hi-mode, 1)
	}
	return 0.05 + v
}

func softmax(lp []float64) []float64 {
	m := math.Inf(-1)
	for _, v := range lp {
		m = math.Max(m, v)
	}
	s := 0.0
	out := make([]float64, len(lp))
	for i, v := range lp {
		out[i] = math.Exp(v - m)
		s += out[i]
	}
	for i := range out {
		out[i] /= s
	}
	return out
}

// gain is the expected information (bits) a test gives about the diagnosis: the mutual
// information of each result it can show, the strongest counted fully and the rest at half
// weight since results of one test are correlated. For a yes/no result with probability q_i in
// candidate i and mixture probability p = Σ π_i q_i, I = Σ π_i [q_i log q_i + (1−q_i) log(1−q_i)]
// − [p log p + (1−p) log(1−p)].
func (o *Offline) gain(keys []int, post []float64, live []int, ev *evidence) float64 {
	o.workOut(keys, post, live, ev)
	best, sum := 0.0, 0.0
	for _, k := range keys {
		if ev.seen(k) {
			continue
		}
		mi, ok := o.info[k], o.infoOK[k]
		if !ok {
			continue
		}
		sum += mi
		best = math.Max(best, mi)
	}
	return best + 0.5*(sum-best)
}

// workOut works out the information of every key of keys not seen in the episode and not
// worked out yet in this bestTest call, four at a time (keyInfos).
func (o *Offline) workOut(keys []int, post []float64, live []int, ev *evidence) {
	if n := len(o.keys) - len(o.infoStamp); n > 0 {
		o.info = append(o.info, make([]float64, n)...)
		o.infoOK = append(o.infoOK, make([]bool, n)...)
		o.infoStamp = append(o.infoStamp, make([]uint32, n)...)
	}
	var todo [4]int
	n := 0
	for _, k := range keys {
		if ev.seen(k) || o.infoStamp[k] == o.stamp {
			continue
		}
		todo[n] = k
		if n++; n == len(todo) {
			o.keyInfos(todo[:], post, live)
			n = 0
		}
	}
	if n > 0 {
		o.keyInfos(todo[:n], post, live)
	}
}

// keyInfos works out, for each key k of ks (at most four, distinct), the mutual information of
// its result with the diagnosis (see gain), false when the result is certain either way, and
// remembers it for the bestTest call in progress (o.info, o.infoOK, o.infoStamp). Each key's
// sums run over the live candidates in order, as one key's alone would; the keys are summed
// together because each sum is a chain of dependent additions that leaves the processor idle
// between its steps: four chains side by side take little longer than one.
func (o *Offline) keyInfos(ks []int, post []float64, live []int) {
	var p, eh [4]float64 // a test's keys are never findings: their rows are always derived
	switch len(ks) {
	case 4:
		pn0, pn1, pn2, pn3 := o.pnRow(ks[0]), o.pnRow(ks[1]), o.pnRow(ks[2]), o.pnRow(ks[3])
		var p0, p1, p2, p3, e0, e1, e2, e3 float64
		for _, i := range live {
			w := post[i]
			p0 += w * pn0[2*i]
			e0 += w * pn0[2*i+1]
			p1 += w * pn1[2*i]
			e1 += w * pn1[2*i+1]
			p2 += w * pn2[2*i]
			e2 += w * pn2[2*i+1]
			p3 += w * pn3[2*i]
			e3 += w * pn3[2*i+1]
		}
		p, eh = [4]float64{p0, p1, p2, p3}, [4]float64{e0, e1, e2, e3}
	case 2, 3:
		pn0, pn1 := o.pnRow(ks[0]), o.pnRow(ks[1])
		var p0, p1, e0, e1 float64
		for _, i := range live {
			w := post[i]
			p0 += w * pn0[2*i]
			e0 += w * pn0[2*i+1]
			p1 += w * pn1[2*i]
			e1 += w * pn1[2*i+1]
		}
		p[0], p[1], eh[0], eh[1] = p0, p1, e0, e1
		if len(ks) == 3 {
			p[2], eh[2] = o.keySums(ks[2], post, live)
		}
	case 1:
		p[0], eh[0] = o.keySums(ks[0], post, live)
	}
	for j, k := range ks {
		pj := p[j]
		mi, ok := 0.0, !(pj <= 0 || pj >= 1)
		if ok {
			mi = eh[j] - (pj*math.Log2(pj) + (1-pj)*math.Log2(1-pj))
		}
		o.info[k], o.infoOK[k], o.infoStamp[k] = mi, ok, o.stamp
	}
}

// keySums is key k's two sums of keyInfos alone.
func (o *Offline) keySums(k int, post []float64, live []int) (p, eh float64) {
	pn := o.pnRow(k)
	for _, i := range live {
		p += post[i] * pn[2*i]
		eh += post[i] * pn[2*i+1]
	}
	return p, eh
}

// newStamp starts a new bestTest call for keyInfo's memo.
func (o *Offline) newStamp() {
	o.stamp++
	if o.stamp == 0 { // wrapped: no stamp may be taken for the current call
		clear(o.infoStamp)
		o.stamp = 1
	}
}

func (o *Offline) cost(test string) float64 {
	if ord := o.kb.Order(test); ord != nil {
		return ord.Cost
	}
	if s := o.kb.Study(test); s != nil {
		return s.Cost
	}
	return 1e9
}

func actionFor(k *kb.KB, test string) string {
	if k.Order(test) != nil {
		return actLabs
	}
	return studyAction(k.Study(test))
}

// Decide returns the next step: the physical examination first, then the test with the best
// expected information per cost (favouring the first-line workup of the likely diagnoses),
// until the leading diagnosis is probable enough, no test is worth its cost, or the step cap is
// near. When the patient most likely belongs to another department and the episode allows it,
// the doctor refers the patient instead.
func (o *Offline) Decide(ep *chart) decision {
	ev := o.observe(ep)
	post := o.posterior(ep, ev)
	other := len(post) - 1
	if !ep.CanRefer || post[other] < o.cfg.ReferAt {
		// Working within the department: renormalise over the real candidates.
		rest := 1 - post[other]
		post[other] = 0
		for i := range post[:other] {
			post[i] /= rest
		}
	}
	lead := argmax(post[:other])
	d := decision{Hypothesis: o.beliefs[lead].d.ID, Posterior: post[lead], Confidence: int(math.Round(post[lead] * 10))}
	if o.cfg.Explain {
		d.Why = o.explain(ev, post, lead)
	}
	if !ep.Done(physicalExam) {
		d.Action = actPhysicalExam
		d.Test = physicalExam
		return d
	}
	if post[other] >= o.cfg.ReferAt {
		d.Action = actRefer
		d.Confidence = int(math.Round(post[other] * 10))
		return d
	}
	// Enough is known when the evidence alone makes the leading diagnosis probable: experience
	// tips close calls and guides the workup, it does not replace the tests.
	sure := post[lead]
	if o.advice[episodeKey{ep.PatientID, ep.Visit}] != nil {
		raw := o.posteriorWith(ep, ev, nil)
		sure = raw[lead] / (1 - raw[other])
	}
	if len(ep.Steps) < o.cfg.StepCap-1 {
		t := ""
		if sure < o.cfg.StopAt {
			t = o.bestTest(ep, ev, post)
		} else if len(ev.doubt) > 0 {
			t = o.followUp(ep, ev, post, lead)
		}
		if t != "" {
			d.Action = actionFor(o.kb, t)
			d.Test = t
			return d
		}
	}
	d.Action = actFinal
	d.Diagnosis = d.Hypothesis
	d.Severity = o.severity(ev)
	d.Treatment = treatment(o.beliefs[lead].d, d.Severity)
	return d
}

// bestTest ranks the tests not done yet by expected information per cost, weighted up when the
// likely diagnoses' first-line workup includes them; "" when none is worth doing.
func (o *Offline) bestTest(ep *chart, ev *evidence, post []float64) string {
	live := liveBeliefs(post)
	o.newStamp()
	if cap(o.doneBuf) < len(o.tests) {
		o.doneBuf = make([]bool, len(o.tests))
	}
	done := o.doneBuf[:len(o.tests)]
	clear(done)
	for _, s := range ep.Steps {
		if ti, ok := o.testIdx[s.Test]; ok {
			done[ti] = true
		}
	}
	adv := o.advice[episodeKey{ep.PatientID, ep.Visit}]
	n, other := len(o.beliefs), o.other.bi
	best, bestScore := "", 0.0
	for ti, t := range o.tests {
		if done[ti] || (o.Allowed != nil && !o.Allowed(t)) {
			continue
		}
		g := o.gain(o.testKeys[ti], post, live, ev)
		cost := o.testCost[ti]
		if g < o.cfg.MinGain || g*o.cfg.BitValue < cost {
			continue // not worth what it costs
		}
		key := 0.0
		if adv != nil {
			key = adv.Tests[t]
		}
		kp := o.keyProbs[ti*n : ti*n+n]
		for _, i := range live {
			if i != other {
				key += post[i] * kp[i]
			}
		}
		if s := g / (cost + o.cfg.Overhead) * (1 + o.cfg.KeyWeight*key); s > bestScore {
			best, bestScore = t, s
		}
	}
	return best
}

// followUp is the study that follows an equivocal one: when a study left an organ of the
// leading diagnosis in doubt (the appendix not visualized, appendicitis "cannot be excluded"),
// the doctor does not rest the diagnosis on the rest of the evidence but orders the study not
// done yet that shows that organ and the diagnosis's findings there, the most informative per
// cost; "" when no organ of the lead is in doubt or no such study is left.
func (o *Offline) followUp(ep *chart, ev *evidence, post []float64, lead int) string {
	d := o.beliefs[lead].d
	if d == nil {
		return ""
	}
	live := liveBeliefs(post)
	best, bestScore := "", -1.0
	for _, se := range d.Studies {
		st := o.kb.Study(se.Study)
		ti, ok := o.testIdx[se.Study]
		if st == nil || !ok || ep.Done(se.Study) || (o.Allowed != nil && !o.Allowed(se.Study)) {
			continue
		}
		shows := false
		for _, f := range se.Findings {
			if ev.doubt[o.kb.Findings[f.Finding].Organ] {
				shows = true
				break
			}
		}
		if !shows {
			continue
		}
		if s := o.gain(o.testKeys[ti], post, live, ev) / (o.testCost[ti] + o.cfg.Overhead); s > bestScore {
			best, bestScore = se.Study, s
		}
	}
	return best
}

// liveBeliefs lists the candidates that still matter: those at least 1e-4 probable.
func liveBeliefs(post []float64) []int {
	var live []int
	for i, p := range post {
		if p >= 1e-4 {
			live = append(live, i)
		}
	}
	return live
}

func argmax(xs []float64) int {
	best := 0
	for i, v := range xs {
		if v > xs[best] {
			best = i
		}
	}
	return best
}

// severity estimates how ill the patient is from severe findings and abnormal results.
func (o *Offline) severity(ev *evidence) string {
	n := 0
	for _, k := range ev.order {
		if !ev.positive(k) {
			continue
		}
		key := o.keys[k]
		switch key[0] {
		case 'f':
			if f := o.kb.Findings[key[2:]]; f != nil && f.Severe {
				n += 2
			}
		case 'h', 'l', 'q':
			n++
		}
	}
	switch {
	case n >= 6:
		return "severe"
	case n >= 3:
		return "moderate"
	}
	return "mild"
}

func treatment(d *kb.Disease, sev string) string {
	switch sev {
	case "severe":
		return d.Treatment.Severe
	case "moderate":
		return d.Treatment.Moderate
	}
	return d.Treatment.Mild
}

// Experience is what one judged episode teaches a doctor: the true diagnosis, every fact read
// (evidence key -> seen positive) and the true disease's first-line workup. It is what the case
// base stores and what a doctor replays to learn from cases.
type Experience struct {
	Truth    string          `json:"truth"`
	Evidence map[string]bool `json:"evidence"`
	KeyTests []string        `json:"key_tests,omitempty"`
}

// Experience returns what the episode read so far teaches, given its true diagnosis.
func (o *Offline) Experience(ep *chart, truth string, keyTests []string) Experience {
	x := Experience{Truth: truth, KeyTests: keyTests}
	ev := o.cache[episodeKey{ep.PatientID, ep.Visit}]
	if ev == nil {
		x.Evidence = map[string]bool{}
		return x
	}
	x.Evidence = make(map[string]bool, len(ev.order)+len(ev.words))
	for _, k := range ev.order {
		x.Evidence[o.keys[k]] = ev.positive(k)
	}
	for _, w := range ev.words {
		x.Evidence[w] = true
	}
	return x
}

// LearnExperience applies one experience (from practice or replayed from the case base).
//
// Labs and studies are learned as before: each result read counts for or against the key in a
// Beta that starts from what the doctor remembers of the textbook. Findings of the history and
// the examination are learned differently, because what a chart says about them depends on the
// writer as much as on the patient: a finding is written when present only some of the time,
// and written as absent only when the writer thinks to (pertinent negatives, a templated review
// of systems). Counting only mentioned findings estimates P(present | mentioned), which is near 1
// for anything a house style never negates (comorbidities, "abdominal pain") and so turns
// background findings into strong evidence against every diagnosis whose charts were seen
// rarely — evidence that vanishes or reverses in text written in another style. So practice
// estimates the quantity the textbook states, how often a patient with the disease has the
// finding affirmed in the chart: every chart of the disease is a trial, affirmed findings are
// its successes (see findingProb).
func (o *Offline) LearnExperience(x Experience) {
	o.learnExperience(x, sortedKeys(x.Evidence))
}

// learnExperience is LearnExperience with x's evidence keys sorted (sortedKeys).
func (o *Offline) learnExperience(x Experience, sorted []string) {
	b := o.byID[x.Truth]
	if b == nil {
		b = o.other // a patient from another department teaches what "elsewhere" looks like
	} else {
		b.learnKeyTests(x.KeyTests, 1)
	}
	o.learned++
	b.seen++
	o.learnWords(b.bi, x.Evidence)
	for _, key := range sorted {
		if strings.HasPrefix(key, wordingPrefix) {
			continue
		}
		k := o.index(key)
		r := &o.rows[k]
		if o.isFinding[k] {
			if x.Evidence[key] {
				r.aff[b.bi]++
				o.affAll[k]++
			}
			continue
		}
		f := r.feat[b.bi]
		if f.A+f.B == 0 {
			p := o.pnRow(k)[2*b.bi]
			f = Beta{A: p * 2, B: (1 - p) * 2}
		}
		if x.Evidence[key] {
			f.A++
		} else {
			f.B++
		}
		b.set(k, f, 0)
	}
	o.ver++ // every finding's rate moved (one more chart of b, one more chart in all)
}

// Finding likelihoods learned from practice are shrunk toward a prior stated up front:
//   - a finding the doctor knows from the textbook keeps the textbook's frequency with the
//     weight the doctor gives it (8 remembered, 12 read), so a handful of charts cannot override it;
//   - a finding the textbook does not state for the disease starts from the finding's rate over
//     all the charts the doctor has seen (any diagnosis), with findingPriorCount pseudo-charts:
//     a comorbidity affirmed in 15% of all patients is expected in 15% of a rare disease's
//     patients until that disease's own charts say otherwise, instead of counting against the
//     rare disease because its few charts never happened to mention it.
const findingPriorCount = 4.0

// findingProb is the probability that a patient with this disease has finding key i affirmed
// in the chart: (affirmed + w·m) / (charts + w), with prior mean m and weight w as above.
func (b *belief) findingProb(i int, def float64) float64 {
	o := b.o
	r := &o.rows[i]
	f := r.feat[b.bi]
	m, w := f.Mean(), f.A+f.B
	if w == 0 {
		m, w = (o.affAll[i]+findingPriorCount*def)/(float64(o.learned)+findingPriorCount), findingPriorCount
	}
	return (r.aff[b.bi] + w*m) / (b.seen + w)
}

// logRow is key k's log q row (pos) or log(1−q) row, a finding's derived again, for every
// belief, if a chart was learned since it was last derived. Every reader of a finding's
// logs goes through it, so each value is what the counts say now (as if every entry were
// refreshed after every chart, which cost a fifth of a run's CPU), and the same whatever
// order the charts were learned in.
func (o *Offline) logRow(k int, pos bool) []float64 {
	row, ver := o.logQRow(k), &o.verQ[k]
	if pos {
		row, ver = o.logPRow(k), &o.verP[k]
	}
	if !o.isFinding[k] || *ver == o.ver {
		return row
	}
	*ver = o.ver
	for bi, b := range o.beliefs {
		q := clampP(b.findingProb(k, o.findDef[k]))
		if pos {
			row[bi] = math.Log(q)
		} else {
			row[bi] = math.Log(1 - q)
		}
	}
	return row
}

// Read is the off-hours "reading books" event: the doctor reads the textbook chapter of up to
// ReadPer candidate diseases not read yet and now knows their facts as written.
func (o *Offline) Read(r *rand.Rand) []string {
	var unread []*belief
	for _, b := range o.beliefs {
		if !b.read && b.d != nil {
			unread = append(unread, b)
		}
	}
	var out []string
	for n := 0; n < o.cfg.ReadPer && len(unread) > 0; n++ {
		i := r.IntN(len(unread))
		b := unread[i]
		unread = append(unread[:i], unread[i+1:]...)
		b.read = true
		if b.weight < b.d.Prevalence {
			b.weight = b.d.Prevalence
		}
		b.learnKeyTests(b.d.KeyTests, 5) // the chapter's workup section
		facts := textbook(o.kb, b.d)
		for _, key := range sortedKeys(facts) {
			p, k := facts[key], o.index(key)
			f := o.rows[k].feat[b.bi]
			if f.A+f.B == 0 {
				b.set(k, Beta{A: p * 12, B: (1 - p) * 12}, 0)
				continue
			}
			// Keep what practice taught, but pull the remembered part to the written figure.
			extra := math.Max(f.A+f.B-8, 0)
			mean := (p*12 + f.Mean()*extra) / (12 + extra)
			b.set(k, Beta{A: mean * (12 + extra), B: (1 - mean) * (12 + extra)}, 0)
		}
		out = append(out, b.d.ID)
	}
	return out
}

// Preferred returns, among tests, the one the doctor believes is most likely first-line workup
// for the probable diagnoses (the posterior-weighted belief learned from feedback and reading);
// the first test on ties, "" when tests is empty.
func (o *Offline) Preferred(ep *chart, tests []string) string {
	if len(tests) == 0 {
		return ""
	}
	post := o.posterior(ep, o.observe(ep))
	best, bestScore := tests[0], -1.0
	for _, t := range tests {
		score := o.advised(ep, t)
		for i, b := range o.beliefs {
			if b.d != nil {
				score += post[i] * b.keyProb(t)
			}
		}
		if score > bestScore {
			best, bestScore = t, score
		}
	}
	return best
}

// Forget drops what was read in an episode (and the advice it was given).
func (o *Offline) Forget(ep *chart) {
	delete(o.cache, episodeKey{ep.PatientID, ep.Visit})
	delete(o.advice, episodeKey{ep.PatientID, ep.Visit})
}

// Advice is what retrieved experience tells the doctor about one episode: a shift of each
// diagnosis's log-odds (how to weigh the findings) and a preference for tests (what to order,
// added to the belief that a test is first-line workup).
type Advice struct {
	Dx    map[string]float64
	Tests map[string]float64
}

// maxAdvice bounds the log-odds shift experience may give one diagnosis: advice tips a close
// call, it does not overrule strong evidence (with HistoryDoubt it is weighed with the story).
const maxAdvice = 3.0

// SetAdvice gives the episode the advice of retrieved experience (nil removes it). The advice
// must not change afterwards: the brain works out what it says once.
func (o *Offline) SetAdvice(ep *chart, a *Advice) {
	if a == nil {
		delete(o.advice, episodeKey{ep.PatientID, ep.Visit})
		return
	}
	o.advice[episodeKey{ep.PatientID, ep.Visit}] = a
}

func (o *Offline) advised(ep *chart, test string) float64 {
	if a := o.advice[episodeKey{ep.PatientID, ep.Visit}]; a != nil {
		return a.Tests[test]
	}
	return 0
}

// Weigh returns the log-probability of each candidate diagnosis (by id, "elsewhere" left out
// and the rest renormalised) given an experience's evidence, with shift added to the log-odds
// of the diagnoses it names, and the leading one. It is how a reflected rule is validated by
// replay: the doctor's current beliefs applied to a stored case, with and without the rule.
func (o *Offline) Weigh(x Experience, shift map[string]float64) (lead string, logp map[string]float64) {
	return o.weigh(x, shift, sortedKeys(x.Evidence))
}

// weigh is Weigh with x's evidence keys sorted (sortedKeys).
func (o *Offline) weigh(x Experience, shift map[string]float64, sorted []string) (lead string, logp map[string]float64) {
	ev := &evidence{read: true}
	for _, key := range sorted {
		if strings.HasPrefix(key, wordingPrefix) {
			ev.addWords([]string{key})
			continue
		}
		ev.set(o.index(key), x.Evidence[key])
	}
	post := o.posterior(&chart{Age: -1, PatientID: "\x00weigh"}, ev)
	logp = map[string]float64{}
	best := math.Inf(-1)
	for i, b := range o.beliefs {
		if b.d == nil {
			continue
		}
		v := math.Log(math.Max(post[i], 1e-300)) + shift[b.d.ID]
		logp[b.d.ID] = v
		if v > best {
			lead, best = b.d.ID, v
		}
	}
	return lead, logp
}

// Learned is the number of episodes this brain has learned from.
func (o *Offline) Learned() int { return o.learned }

// String describes the brain.
func (o *Offline) String() string {
	return fmt.Sprintf("offline brain: %d candidates, %d tests, %d evidence keys, learned from %d episodes",
		len(o.beliefs), len(o.tests), len(o.keys), o.learned)
}
