package agents

import (
	"encoding/json"
	"fmt"
	"math"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"

	"agenthospital/agents/memory"
	"agenthospital/kb"
	"agenthospital/kb/mimic"
	"agenthospital/world/cdm"
	"agenthospital/world/dcr"

	lru "github.com/hashicorp/golang-lru/v2"
)

// RecallConfig tunes retrieval from the experience memory and its recalibration by outcome.
type RecallConfig struct {
	Experiences int     // DCPs and rules used per search (top-k)
	Cases       int     // cases used per search (top-k)
	Pool        int     // index hits recalled before reranking
	Seeds       int     // best hits the walk starts from
	StrongEdge  float64 // edges at least this strong (W) are walked
	Weigh       float64 // log-odds one unit of retrieved experience adds to the diagnosis it names
	Theta       float64 // similarity an edge needs (GSEM θ)
	EdgesPerNew int     // strongest edges kept per new experience
	Window      int     // recent experiences a new one is compared with for edges
	Rho         float64 // rank decay of outcome credit (GSEM ρ)
	EtaQ        float64 // learning rate of quality Q
	EtaW        float64 // learning rate of edge weights W
	MaxRule     float64 // a reflected rule may shift a diagnosis's log-odds by at most this
	Validate    int     // stored cases a reflected rule is replayed on besides its own failure
	FlushEvery  int     // accrual episodes between writes to the store (and index updates)
	// BriefLog logs only how many items each search considered and used, not each item with
	// its reason (the hospital's trace keeps no more; eval and evolve keep the whole log).
	BriefLog bool
	// Capacity is the most live items of one kind (case, DCP, rule) and one diagnosis a
	// department's memory keeps (0: no bound). When a new item would exceed it, the item of
	// that kind and diagnosis with the lowest quality Q (the oldest among equals) is retired:
	// it stays in the store and is replayed, but is no longer indexed or retrieved. This keeps
	// search time and the memory's footprint bounded however long the hospital runs.
	Capacity int
}

// DefaultRecall holds the numbers: top-k 5 experiences and 3 cases (Agent Hospital found
// top-3 cases and top-4 experiences best), θ = 0.35, ρ = 0.8, η = 0.1 for Q and 0.05 for W
// (GSEM). The capacity of 40 items per kind and diagnosis is ours: retrieval uses at most 8
// items from a pool of 30, and a run of 20,000 patients would otherwise hold 120,000 items.
var DefaultRecall = RecallConfig{Experiences: 5, Cases: 3, Pool: 30, Seeds: 5, StrongEdge: 0.5, Weigh: 1,
	Theta: 0.35, EdgesPerNew: 5, Window: 200, Rho: 0.8, EtaQ: 0.1, EtaW: 0.05, MaxRule: 4, Validate: 5, FlushEvery: 25,
	Capacity: 40}

// Rule is a reflected rule's decision change: when every finding in If is present, favour
// Prefer over Over by Shift log-odds.
type Rule struct {
	If     []string `json:"if"`
	Prefer string   `json:"prefer"`
	Over   string   `json:"over"`
	Shift  float64  `json:"shift"`
}

// node is one live experience as recall holds it: the item, its structured form, its entities
// and its edges.
type node struct {
	it *memory.Item
	// conds are the conditions applicable checks (interned, in their order), in condBuf when
	// they fit: applicable reads them for every candidate, and beside it they are read with
	// the node instead of from another cache line.
	conds   []int32
	condBuf [maxConditions]int32
	st      stored
	ents    []int32  // positive findings (interned, sorted): the entity layer of the experience
	tests   []int32  // tests it names (interned, sorted)
	edges   edgeList // edges (either direction), by neighbour id
	seq     int      // load order
	pos     int      // its place in Recall.order and Recall.links
	// seenIn is the number of the last search that took the node as a candidate (see
	// Recall.searchSeq): a mark on the node instead of a set of ids hashed per candidate.
	seenIn uint64
}

// linkRec is what link compares a node by, kept in one block (Recall.links) beside the node's
// place in Recall.order, so that the window of recent nodes is read without visiting each node
// and its item: its entity and test sets, polarity and category, load order, and whether it is
// retracted or retired (set by drop).
type linkRec struct {
	ents, tests []int32
	pol, cat    string
	seq         int
	dead        bool
	n           *node
}

// neighbour is one edge of a node: the other end's id and the edge.
type neighbour struct {
	id string
	e  *memory.Edge
}

// edgeList is a node's edges sorted by neighbour id (a map per node cost more memory than
// the rest of the node).
type edgeList []neighbour

// find returns the position of neighbour id, or where it would go, and whether it is there.
func (l edgeList) find(id string) (int, bool) {
	return slices.BinarySearchFunc(l, id, func(x neighbour, id string) int { return strings.Compare(x.id, id) })
}

// get returns the edge to neighbour id, nil if none.
func (l edgeList) get(id string) *memory.Edge {
	if i, ok := l.find(id); ok {
		return l[i].e
	}
	return nil
}

// set makes e the edge to neighbour id.
func (l *edgeList) set(id string, e *memory.Edge) {
	i, ok := l.find(id)
	if ok {
		(*l)[i].e = e
		return
	}
	*l = slices.Insert(*l, i, neighbour{id: id, e: e})
}

// remove drops the edge to neighbour id, if any.
func (l *edgeList) remove(id string) {
	if i, ok := l.find(id); ok {
		*l = slices.Delete(*l, i, i+1)
	}
}

// used is one experience used in an episode, in rank order.
type used struct {
	n     *node
	score float64
}

// RecallStats counts what recall did.
type RecallStats struct {
	Searches       int `json:"searches"`
	Considered     int `json:"considered"`
	Used           int `json:"used"`
	SetAside       int `json:"set_aside"`
	RulesKept      int `json:"rules_kept"`
	RulesDiscarded int `json:"rules_discarded"`
	Edges          int `json:"edges_added"`
	Recalibrated   int `json:"recalibrations"`
	DCPRejected    int `json:"dcps_rejected"` // DCPs the brain's writer could not write (malformed answers)
}

// Recall is a doctor's access to the experience memory inside the DCR loop: Experience Search
// (Bleve recall, reranked by relevance and quality, a short walk along strong edges, an
// applicability check, top-k), the advice the offline brain takes from what was used, and —
// when learning — consolidation with reflected rules validated by replay, experience-graph
// edges and outcome recalibration of Q and W. The store stays the truth: Recall mirrors its live
// items and edges and writes every change back through it, in batches.
type Recall struct {
	k     *kb.KB
	st    *memory.Store
	idx   *memory.Index
	chart *CDMDoctor // reads what the doctor has seen into findings, for the applicability check
	cfg   RecallConfig
	learn bool
	dept  string

	nodes    map[string]*node
	order    []*node
	links    []linkRec         // per node of order, at the same place: what link compares it by
	keyIDs   map[string]int32  // interned finding and test keys of the graph's entity layer
	strs     map[string]string // one copy of each repeated string of the mirror
	used     map[int64][]used
	advice   map[int64]*Advice
	pending  []*memory.Item
	groups   map[string][]*node            // kind + "/" + category -> live nodes, in load order (capacity)
	retired  []*node                       // retired since the last write
	gone     int                           // retired nodes still in order
	episodes []memory.Record               // episode records to write
	edgesUp  map[[2]string]bool            // edges to write
	qUp      map[string]string             // items whose Q changed -> reason of the last change
	guides   map[string]string             // guideline title -> text, as indexed
	writer   *Practice                     // the practice loop whose background write this memory waits on, if any
	texts    *lru.Cache[string, [2]string] // recently shown items' title and text, by id
	scratch  searchScratch                 // Search's working sets, reused (guarded by mu)
	// evKeys is what the patient shows of each interned key during a search (evUnseen,
	// evPresent, evAbsent), so that applicable reads its conditions by number instead of
	// hashing each in the evidence map. Guarded by mu; all evUnseen between searches.
	evKeys   []int8
	evMarked []int32  // the keys marked in evKeys
	names    []string // keyName of each interned key, "" until asked (guarded by mu)
	// searchSeq numbers the searches, for node.seenIn (guarded by mu).
	searchSeq uint64
	Stats     RecallStats

	// mu serialises searches (an LLM brain searches from many episodes at once) with the
	// bookkeeping of what each episode used.
	mu sync.Mutex
}

// NewRecall opens recall over the items of department dept in a store and its index. reader,
// cands and rows are what the doctor reads with (the same as NewCDMDoctor's). learn allows
// practice (and writes); without it recall only reads the memory.
func NewRecall(k *kb.KB, st *memory.Store, idx *memory.Index, reader *Reader, cands []*kb.Disease, rows []mimic.LabMapRow,
	cfg RecallConfig, learn bool, dept string) (*Recall, error) {
	chartCfg := DefaultOffline
	chartCfg.Knowledge = 0
	r := &Recall{k: k, st: st, idx: idx, chart: NewCDMDoctor(k, reader, cands, rows, chartCfg, 0), cfg: cfg, learn: learn, dept: dept,
		nodes: map[string]*node{}, groups: map[string][]*node{}, keyIDs: map[string]int32{}, strs: map[string]string{}, used: map[int64][]used{}, advice: map[int64]*Advice{}, edgesUp: map[[2]string]bool{},
		qUp: map[string]string{}}
	r.texts, _ = lru.New[string, [2]string](textCache) // fails only for a size <= 0
	var items []*memory.Item
	err := st.ForEach(func(it *memory.Item) error {
		if !it.Retracted && !it.Retired && it.Department == dept {
			items = append(items, it)
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	SortByExposure(items)
	for _, it := range items {
		r.add(it, nil)
	}
	if idx != nil {
		docs := map[string]string{}
		for _, g := range dcr.GuidelinesFrom(k) {
			docs[g.Title] = g.Title + "\n" + g.Text
		}
		if err := idx.AddGuidelines(docs); err != nil {
			return nil, err
		}
		r.guides = docs
	}
	edges, err := st.AllEdges()
	if err != nil {
		return nil, err
	}
	for i := range edges {
		e := edges[i]
		a, b := r.nodes[e.From], r.nodes[e.To]
		if a == nil || b == nil {
			continue // an end is retracted
		}
		a.edges.set(e.To, &e)
		b.edges.set(e.From, &e)
	}
	return r, nil
}

// add mirrors a live item. The mirror keeps what retrieval, the graph and recalibration use
// (id, kind, category, polarity, quality, source correctness, retraction and the structured
// form), with one copy of each repeated string; the rest of the item stays in the store (its
// title and text are read back when the item is shown), and the evidence of all but the latest
// keepEvidence items is dropped (only recent cases are replayed to validate a rule), so that
// the mirror stays small as experience accrues.
func (r *Recall) add(it *memory.Item, known *stored) *node {
	slim := &memory.Item{ID: it.ID, Kind: r.str(it.Kind), Category: r.str(it.Category), SourceCorrect: it.SourceCorrect,
		Quality: it.Quality, Polarity: r.str(it.Polarity), Retracted: it.Retracted}
	n := &node{it: slim, seq: len(r.order), pos: len(r.order)}
	if known != nil && known.sameAfterJSON() {
		n.st = known.cloneSharingEvidence() // internStored copies the evidence, interning its keys
	} else {
		_ = json.Unmarshal([]byte(it.Structured), &n.st)
	}
	r.internStored(&n.st)
	for key, pos := range n.st.Experience.Evidence {
		if pos && !strings.HasPrefix(key, wordingPrefix) { // learned wording does not pick experience
			n.ents = append(n.ents, r.intern(key))
		}
	}
	for _, t := range n.st.Experience.KeyTests {
		n.tests = append(n.tests, r.intern("t:"+t))
	}
	for _, t := range n.st.Tests {
		n.tests = append(n.tests, r.intern("t:"+t))
	}
	n.ents, n.tests = sortedSet(n.ents), sortedSet(n.tests)
	n.conds = n.condBuf[:0]
	for _, c := range n.st.conditions() {
		n.conds = append(n.conds, r.intern(c))
	}
	r.nodes[it.ID] = n
	r.order = append(r.order, n)
	r.links = append(r.links, linkRec{ents: n.ents, tests: n.tests, pol: slim.Polarity, cat: slim.Category, seq: n.seq, dead: slim.Retracted, n: n})
	g := n.group()
	r.groups[g] = append(r.groups[g], n)
	if old := len(r.order) - 1 - keepEvidence; old >= 0 {
		r.order[old].st.Experience.Evidence = nil
	}
	return n
}

// group names the capacity group of a node: its kind and diagnosis.
func (n *node) group() string { return n.it.Kind + "/" + n.it.Category }

// makeRoom retires items of new's group, lowest quality first (the oldest among equals), until
// the group holds at most Capacity live items; new itself is never chosen. A retired item leaves
// the mirror and the graph at once and the store's live items at the next write.
func (r *Recall) makeRoom(new *node) {
	g := new.group()
	for r.cfg.Capacity > 0 && len(r.groups[g]) > r.cfg.Capacity {
		nodes := r.groups[g]
		worst := -1
		for i, n := range nodes {
			if n != new && (worst < 0 || n.it.Quality < nodes[worst].it.Quality) { // load order breaks ties: oldest first
				worst = i
			}
		}
		if worst < 0 {
			return
		}
		n := nodes[worst]
		r.groups[g] = slices.Delete(nodes, worst, worst+1)
		r.retired = append(r.retired, n)
		r.drop(n)
	}
}

// drop takes a retired node out of the mirror and the graph.
func (r *Recall) drop(n *node) {
	n.it.Retired = true
	r.links[n.pos].dead = true
	delete(r.nodes, n.it.ID)
	for _, x := range n.edges {
		if nb := r.nodes[x.id]; nb != nil {
			nb.edges.remove(n.it.ID)
		}
	}
	n.edges = nil
	n.st, n.conds = stored{}, nil
	if r.gone++; r.gone > len(r.order)/2 {
		r.order = slices.DeleteFunc(r.order, func(m *node) bool { return m.it.Retired })
		r.links = slices.DeleteFunc(r.links, func(l linkRec) bool { return l.n.it.Retired })
		for i, m := range r.order {
			m.pos = i
		}
		r.gone = 0
	}
}

// keepEvidence is how many of the latest items keep their evidence in the mirror.
const keepEvidence = 1000

// str returns the mirror's copy of s.
func (r *Recall) str(s string) string {
	if v, ok := r.strs[s]; ok {
		return v
	}
	r.strs[s] = s
	return s
}

// internStored replaces the strings of a decoded structured form by the mirror's copies (the
// same findings, tests and diagnoses recur in every experience).
func (r *Recall) internStored(st *stored) {
	strs := func(xs []string) {
		for i, x := range xs {
			xs[i] = r.str(x)
		}
	}
	x := &st.Experience
	x.Truth = r.str(x.Truth)
	if x.Evidence != nil { // always a new map: add's clone shares the caller's
		ev := make(map[string]bool, len(x.Evidence))
		for k, v := range x.Evidence {
			ev[r.str(k)] = v
		}
		x.Evidence = ev
	}
	strs(x.KeyTests)
	st.Answer = r.str(st.Answer)
	strs(st.Tests)
	strs(st.Conditions)
	if st.Rule != nil {
		strs(st.Rule.If)
		st.Rule.Prefer, st.Rule.Over = r.str(st.Rule.Prefer), r.str(st.Rule.Over)
	}
}

// intern numbers a finding or test key.
func (r *Recall) intern(key string) int32 {
	if id, ok := r.keyIDs[key]; ok {
		return id
	}
	id := int32(len(r.keyIDs))
	r.keyIDs[key] = id
	return id
}

func sortedSet(xs []int32) []int32 {
	slices.Sort(xs)
	return slices.Compact(xs)
}

// text returns an item's title and text from the store, or from the batch not yet written (or
// being written in the background).
func (r *Recall) text(id string) (title, text string, err error) {
	for _, it := range r.pending {
		if it.ID == id {
			return it.Title, it.Text, nil
		}
	}
	if r.writer != nil {
		if it := r.writer.written(id); it != nil {
			return it.Title, it.Text, nil
		}
	}
	if t, ok := r.texts.Get(id); ok {
		return t[0], t[1], nil
	}
	title, text, err = r.st.Text(id)
	if err == nil {
		r.texts.Add(id, [2]string{title, text})
	}
	return title, text, err
}

// textCache is how many item texts (title and text) each department's recall keeps in memory:
// the items shown to doctors are few and shown again and again, and reading one back from the
// store costs a store lookup and decoding the whole item. An item's title and text never change
// once it is written (practice adds items and changes their quality, never their words), so the
// cache cannot go stale within a process. 2048 holds every live item of a department of the
// 20,000-patient run (about 1,200 on average); with 512, two reads in five went to the store.
const textCache = 2048

// Items is the number of live experiences recall holds.
func (r *Recall) Items() int { return len(r.nodes) }

// weight is an edge's W = clip(W0 + φ, 0, 1).
func weight(e *memory.Edge) float64 { return math.Max(0, math.Min(1, e.W0+e.Phi)) }

type candidate struct {
	n         *node
	via       string
	relevance float64
	score     float64
}

// Search is Experience Search (dcr.Memory): recall from the index by the query, rerank by
// relevance × (½ + Q), add neighbours along strong edges (scored by the seed's score × ½(W +
// Q)), check applicability against what the doctor has read, and use the top Experiences DCPs
// and rules and the top Cases cases. Everything considered is logged.
func (r *Recall) Search(s *dcr.State, q string) (string, *cdm.Retrieval, error) {
	return r.SearchHeaded(s, q, "")
}

// SearchHeaded is Search with its text after heading (dcr.HeadedMemory).
func (r *Recall) SearchHeaded(s *dcr.State, q, heading string) (string, *cdm.Retrieval, error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.Stats.Searches++
	log := &cdm.Retrieval{Query: q, Items: []cdm.Retrieved{}}
	var hits []memory.Hit
	if r.idx != nil && len(r.nodes) > 0 {
		var err error
		if hits, err = r.idx.SearchIn(r.dept, q, nil, r.cfg.Pool); err != nil {
			return "", nil, err
		}
	}
	// The candidates live in two blocks kept from search to search, sized for every hit and
	// for every edge of the seeds before they are filled (cands points into them).
	sc := &r.scratch
	defer sc.release()
	r.searchSeq++
	cands := sc.cands[:0]
	top := 0.0
	for _, h := range hits {
		top = math.Max(top, h.Score)
	}
	block := slices.Grow(sc.hits[:0], len(hits))
	for _, h := range hits {
		n := r.nodes[h.ID]
		if n == nil || n.it.Retracted || n.seenIn == r.searchSeq {
			continue // retracted or retired since, or not yet mirrored
		}
		n.seenIn = r.searchSeq
		rel := h.Score / top
		block = append(block, candidate{n: n, via: "search", relevance: rel, score: rel * (0.5 + n.it.Quality)})
		cands = append(cands, &block[len(block)-1])
	}
	sortCandidates(cands)
	seeds := cands[:min(len(cands), r.cfg.Seeds)]
	walked := 0
	for _, c := range seeds {
		walked += len(c.n.edges)
	}
	sc.hits, block = block, slices.Grow(sc.edges[:0], walked)
	for _, c := range seeds {
		for _, x := range c.n.edges {
			e, nb := x.e, r.nodes[x.id]
			if nb == nil || nb.seenIn == r.searchSeq || weight(e) < r.cfg.StrongEdge {
				continue
			}
			nb.seenIn = r.searchSeq
			block = append(block, candidate{n: nb, via: "edge", relevance: 0, score: c.score * (weight(e) + nb.it.Quality) / 2})
			cands = append(cands, &block[len(block)-1])
		}
	}
	sc.edges, sc.cands = block, cands
	sortCandidates(cands)

	ev := r.chart.evidence(r.chart.episode(s))
	r.markEvidence(ev)
	defer r.unmarkEvidence()
	var use []used
	nExp, nCase := 0, 0
	var caseDx []string // diagnoses of the cases used (at most Cases)
	brief := r.cfg.BriefLog
	if !brief {
		log.Items = make([]cdm.Retrieved, 0, len(cands))
	}
	const (
		isUsed = iota
		notApplicable
		strongerCase
		beyondCases
		beyondExperiences
	)
	for _, c := range cands {
		it := c.n.it
		ok, why := r.applies(c.n, brief)
		verdict := isUsed
		switch {
		case !ok:
			verdict = notApplicable
		case it.Kind == memory.KindCase && slicesContains(caseDx, c.n.st.Experience.Truth):
			verdict = strongerCase
		case it.Kind == memory.KindCase && nCase >= r.cfg.Cases:
			verdict = beyondCases
		case it.Kind != memory.KindCase && nExp >= r.cfg.Experiences:
			verdict = beyondExperiences
		case it.Kind == memory.KindCase:
			nCase++
			caseDx = append(caseDx, c.n.st.Experience.Truth)
		default:
			nExp++
		}
		if verdict == isUsed {
			use = append(use, used{n: c.n, score: c.score})
		}
		if brief {
			continue
		}
		rec := cdm.Retrieved{ID: it.ID, Kind: it.Kind, Category: it.Category, Via: c.via, Relevance: round3(c.relevance),
			Quality: round3(it.Quality), Score: round3(c.score), SourceCorrect: it.SourceCorrect, Used: verdict == isUsed, Why: why}
		switch verdict {
		case strongerCase:
			rec.Why = "applicable (" + why + ") but a stronger case of " + c.n.st.Experience.Truth + " is used"
		case beyondCases:
			rec.Why = "applicable (" + why + ") but beyond the top " + strconv.Itoa(r.cfg.Cases) + " cases"
		case beyondExperiences:
			rec.Why = "applicable (" + why + ") but beyond the top " + strconv.Itoa(r.cfg.Experiences) + " experiences"
		}
		log.Items = append(log.Items, rec)
	}
	log.Considered, log.Used = len(cands), len(use)
	r.Stats.Considered += len(cands)
	r.Stats.Used += len(use)
	r.Stats.SetAside += len(cands) - len(use)
	r.used[s.HadmID] = use
	r.advice[s.HadmID] = r.adviceFrom(use, ev)
	text, err := r.render(heading, use, len(cands))
	if err != nil {
		return "", nil, err
	}
	return text, log, nil
}

// searchScratch is what Search works in: the candidates found by the index (hits) and along
// edges (edges), and pointers to both (cands). Nothing of it outlives a search.
type searchScratch struct {
	hits, edges []candidate
	cands       []*candidate
}

// release empties the scratch after a search, so that it keeps no node alive.
func (sc *searchScratch) release() {
	clear(sc.hits)
	clear(sc.edges)
	clear(sc.cands)
	sc.hits, sc.edges, sc.cands = sc.hits[:0], sc.edges[:0], sc.cands[:0]
}

func sortCandidates(cs []*candidate) {
	sort.SliceStable(cs, func(i, j int) bool {
		if cs[i].score != cs[j].score {
			return cs[i].score > cs[j].score
		}
		return cs[i].n.it.ID < cs[j].n.it.ID
	})
}

func round3(x float64) float64 { return math.Round(x*1000) / 1000 }

// What the patient shows of a key in Recall.evKeys.
const (
	evUnseen int8 = iota
	evPresent
	evAbsent
)

// markEvidence records the keys of ev in r.evKeys, and their numbers in r.evMarked for
// unmarkEvidence. Keys that no experience names are not interned and need no mark.
func (r *Recall) markEvidence(ev map[string]bool) {
	if len(r.evKeys) < len(r.keyIDs) {
		r.evKeys = append(r.evKeys, make([]int8, len(r.keyIDs)-len(r.evKeys))...)
	}
	for key, pos := range ev {
		if id, ok := r.keyIDs[key]; ok {
			r.evKeys[id] = evAbsent
			if pos {
				r.evKeys[id] = evPresent
			}
			r.evMarked = append(r.evMarked, id)
		}
	}
}

// unmarkEvidence clears what markEvidence marked.
func (r *Recall) unmarkEvidence() {
	for _, id := range r.evMarked {
		r.evKeys[id] = evUnseen
	}
	r.evMarked = r.evMarked[:0]
}

// conditions are the findings applicable checks: a rule's, else the experience pattern's.
func (st *stored) conditions() []string {
	if st.Rule != nil {
		return st.Rule.If
	}
	return st.Conditions
}

// applicable checks an experience against the patient: its conditions must hold (at least two
// of them present, or all when it names fewer; a rule needs all of its findings) and the patient
// must not have any of them explicitly absent. ev is the patient's evidence.
func (r *Recall) applicable(n *node, ev map[string]bool) (bool, string) {
	if r.keyIDs == nil {
		r.keyIDs = map[string]int32{}
	}
	if n.conds == nil { // a node recall did not add
		for _, c := range n.st.conditions() {
			n.conds = append(n.conds, r.intern(c))
		}
	}
	r.markEvidence(ev)
	defer r.unmarkEvidence()
	return r.applies(n, false)
}

// applies is applicable with the patient's evidence marked in r.evKeys already (a search marks
// it once for all its candidates).
func (r *Recall) applies(n *node, brief bool) (bool, string) {
	conds := n.st.conditions()
	need := min(2, len(conds))
	if n.st.Rule != nil {
		need = len(conds)
	}
	if len(conds) == 0 {
		return false, "names no conditions to check"
	}
	// Counted first, by number, named only for the reason given (this runs for every
	// candidate).
	have, against := 0, 0
	for _, id := range n.conds {
		switch r.evKeys[id] {
		case evPresent:
			have++
		case evAbsent:
			against++
		}
	}
	switch {
	case brief:
		return against == 0 && have >= need, ""
	case against > 0:
		return false, r.namesSeen("contradicted: the patient has no ", n, evAbsent)
	case have < need:
		return false, fmt.Sprintf("conditions not met: %d of %d present (needs %d)", have, len(conds), need)
	}
	return true, r.namesSeen("holds: ", n, evPresent)
}

// namesSeen is prefix and the names of n's conditions that the patient shows as seen (marked
// in r.evKeys), joined by ", " (one allocation of the exact size: the reason is kept in the
// retrieval log).
func (r *Recall) namesSeen(prefix string, n *node, seen int8) string {
	var buf [8]string
	names := buf[:0]
	size := len(prefix)
	for i, id := range n.conds {
		if r.evKeys[id] == seen {
			names = append(names, r.keyName(id, n.st.conditions()[i]))
			size += len(names[len(names)-1]) + 2
		}
	}
	var b strings.Builder
	b.Grow(size - 2)
	b.WriteString(prefix)
	for i, n := range names {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(n)
	}
	return b.String()
}

// keyName is keyName(r.k, key) for the key interned as id, kept: a few hundred keys name
// the conditions of every reason given.
func (r *Recall) keyName(id int32, key string) string {
	if int(id) >= len(r.names) {
		r.names = append(r.names, make([]string, len(r.keyIDs)-len(r.names))...)
	}
	if r.names[id] == "" {
		r.names[id] = keyName(r.k, key)
	}
	return r.names[id]
}

// adviceFrom turns the used experiences into advice for the offline brain: each case and DCP
// adds Weigh × its score to the log-odds of its diagnosis (a corrective DCP also takes as much
// from the diagnosis it was mistaken for) and prefers its tests; a rule shifts by its validated
// amount.
func (r *Recall) adviceFrom(use []used, ev map[string]bool) *Advice {
	a := &Advice{Dx: map[string]float64{}, Tests: map[string]float64{}}
	for_, against := map[string]float64{}, map[string]float64{}
	for _, u := range use {
		st := u.n.st
		if st.Rule != nil {
			a.Dx[st.Rule.Prefer] += st.Rule.Shift
			continue
		}
		w := r.cfg.Weigh * u.score
		for_[st.Experience.Truth] = math.Max(for_[st.Experience.Truth], w)
		if u.n.it.Polarity == memory.Contraindication && st.Answer != "" && st.Answer != st.Experience.Truth {
			against[st.Answer] = math.Max(against[st.Answer], w)
		}
		for _, t := range st.Experience.KeyTests {
			a.Tests[t] = math.Max(a.Tests[t], math.Min(u.score, 1))
		}
	}
	for d, w := range for_ {
		a.Dx[d] += w
	}
	for d, w := range against {
		a.Dx[d] -= w
	}
	return a
}

// render writes the observation the doctor reads, after heading: the used experiences with
// their texts.
func (r *Recall) render(heading string, use []used, considered int) (string, error) {
	if len(use) == 0 {
		if len(r.nodes) == 0 {
			return heading + "The experience memory is empty. No experience found.", nil
		}
		return fmt.Sprintf("%sNo applicable experience found (%d considered, none applies to this patient).", heading, considered), nil
	}
	// The texts first, so that the builder is sized once: the observation is mostly the items'
	// texts, and growing it by doubling allocated about twice what it keeps.
	type titled struct{ title, text string }
	texts := make([]titled, len(use))
	size := len(heading) + 64
	for i, u := range use {
		title, text, err := r.text(u.n.it.ID)
		if err != nil {
			return "", err
		}
		texts[i] = titled{title, text}
		size += len(title) + len(text) + 96 // the line's words, and room for %q's escapes
	}
	var b strings.Builder
	b.Grow(size)
	b.WriteString(heading)
	// Written with strconv rather than fmt, for the same bytes: fmt's %d, %q and %.2f are
	// strconv's AppendInt, AppendQuote and AppendFloat 'f' with 2 digits (+Inf included).
	num := make([]byte, 0, 32)
	num = strconv.AppendInt(num[:0], int64(len(use)), 10)
	b.Write(num)
	b.WriteString(" applicable experiences (of ")
	b.Write(strconv.AppendInt(num[:0], int64(considered), 10))
	b.WriteString(" considered):")
	for i, u := range use {
		it := u.n.it
		src := "from a correct episode"
		if !it.SourceCorrect {
			src = "from a failed episode"
		}
		b.WriteString("\n\n[")
		b.Write(strconv.AppendInt(num[:0], int64(i+1), 10))
		b.WriteString("] ")
		b.WriteString(upperKind(it.Kind))
		b.WriteByte(' ')
		b.Write(strconv.AppendQuote(num[:0], texts[i].title))
		b.WriteString(" (quality ")
		b.Write(strconv.AppendFloat(num[:0], it.Quality, 'f', 2, 64))
		b.WriteString(", ")
		b.WriteString(src)
		b.WriteString(")\n")
		b.WriteString(texts[i].text)
	}
	return b.String(), nil
}

// upperKind is strings.ToUpper(kind), without a new string for the kinds the store has.
func upperKind(kind string) string {
	switch kind {
	case memory.KindCase:
		return "CASE"
	case memory.KindDCP:
		return "DCP"
	case memory.KindRule:
		return "RULE"
	}
	return strings.ToUpper(kind)
}

// Advice returns the advice retrieved for encounter hadm, nil if it searched nothing.
func (r *Recall) Advice(hadm int64) *Advice {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.advice[hadm]
}

// UsedIDs returns the IDs of the experiences used in encounter hadm, in rank order.
func (r *Recall) UsedIDs(hadm int64) []string {
	r.mu.Lock()
	defer r.mu.Unlock()
	var out []string
	for _, u := range r.used[hadm] {
		out = append(out, u.n.it.ID)
	}
	return out
}

// Forget drops what recall kept about encounter hadm.
func (r *Recall) Forget(hadm int64) {
	r.mu.Lock()
	defer r.mu.Unlock()
	delete(r.used, hadm)
	delete(r.advice, hadm)
	r.chart.forget(hadm)
}

// Guidelines is Guideline Search over the index (dcr.GuidelineSearcher): the two guidelines
// whose text best matches the query by BM25.
func (r *Recall) Guidelines(q string) (string, bool, error) {
	// Guideline scores use the guidelines' statistics only, which no write of experience
	// changes: no need to wait for a write in flight.
	hits, err := r.idx.SearchGuidelines(q, 2)
	if err != nil {
		return "", false, err
	}
	if len(hits) == 0 {
		return "No guideline found. Try a different query.", false, nil
	}
	var b strings.Builder
	for i, h := range hits {
		if i > 0 {
			b.WriteString("\n\n---\n\n")
		}
		title, body, _ := strings.Cut(r.guides[h.ID], "\n")
		fmt.Fprintf(&b, "Guideline %d (BM25 %.2f)\nTitle: %s\n%s", i+1, h.Score, title, body)
	}
	return b.String(), true, nil
}
