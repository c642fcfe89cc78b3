package agents

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math"
	"slices"
	"sort"
	"strings"
	"sync"
	"time"

	"agenthospital/agents/memory"
	"agenthospital/kb"
	"agenthospital/kb/mimic"
	"agenthospital/sim"
	"agenthospital/world"
	"agenthospital/world/cdm"
)

// Practice is the one practice loop every doctor learns through — in the hospital (hospital
// run), on a benchmark with learning (eval --accrue) and in evolve: after each judged episode it
// consolidates (a case when right, a DCP always, a rule reflected from a failure and kept only
// if replay validates it), lets the doctor learn, recalibrates the experiences the episode used
// and links the new ones into the experience graph; every FlushEvery episodes the batch is
// written to the store and the index brought up to date. Each department has one experience
// memory (a Recall), shared by its doctors and searched by them through the DCR loop. Without
// learning the memories are only read.
type Practice struct {
	k      *kb.KB
	st     *memory.Store
	idx    *memory.Index
	reader *Reader
	rows   []mimic.LabMapRow
	cfg    RecallConfig
	seed   uint64
	learn  bool

	exposure int   // the next episode's exposure
	base     int64 // simulated seconds the store's clock had reached when practice began
	clock    int64 // simulated seconds of the latest episode: the audit time of the next write
	first    int   // exposure of the first episode of this practice
	stored   int   // live items when practice began
	recalls  map[string]*Recall
	depts    []string // departments in the order their memories were opened

	// Writer, when set, writes each DCP's text (an LLM brain's DCP-construction prompt) instead
	// of the template; a DCP it cannot write is not stored and counted in DCPRejected.
	Writer   DCPWriter
	since    int // episodes since the last write
	episodes int

	// OnFlush, when set, is called with every batch just before it is written, so that the
	// caller can write its own progress in the same transaction (evolve's checkpoint).
	OnFlush func(*memory.Batch)

	// Pipeline writes each batch (store commit and index update) on a second goroutine while
	// practice goes on, so that a run uses both cores. Searches then see the index as of the
	// batch before (pinned when the previous write was waited for), which the same seed makes
	// the same every time; guideline searches do not depend on experience. A killed run loses
	// the batch being written and the one being gathered. Set it before the first Memory.
	Pipeline bool
	wmu      sync.Mutex              // guards writing (searches may run on other goroutines)
	writing  map[string]*memory.Item // the items of the batch being written
	done     chan error              // the background write's result
	werr     error                   // the first failed background write
}

// NewPractice opens the practice loop over a store and its index. Exposure and simulated time
// continue after every stored item (retracted ones too, so that no new item can take the ID of
// an old one). reader and rows are what the doctors read with. Without learn the memories are
// only searched.
func NewPractice(k *kb.KB, st *memory.Store, idx *memory.Index, reader *Reader, rows []mimic.LabMapRow, cfg RecallConfig,
	seed uint64, learn bool) (*Practice, error) {
	p := &Practice{k: k, st: st, idx: idx, reader: reader, rows: rows, cfg: cfg, seed: seed, learn: learn, recalls: map[string]*Recall{}}
	err := st.ForEach(func(it *memory.Item) error {
		p.exposure = max(p.exposure, it.Exposure+1)
		p.base = max(p.base, it.Created)
		if !it.Retracted && !it.Retired {
			p.stored++
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	p.first, p.clock = p.exposure, p.base
	st.SetClock(simClock(&p.clock))
	return p, nil
}

// memoryEpoch is the date the store's audit times count simulated seconds from, so that the same
// seed gives the same store.
var memoryEpoch = time.Date(2000, 1, 1, 0, 0, 0, 0, time.UTC)

// simClock is a store clock that reads the simulated seconds at *now, as RFC 3339 from
// memoryEpoch.
func simClock(now *int64) func() string {
	return func() string { return memoryEpoch.Add(time.Duration(*now) * time.Second).Format(time.RFC3339) }
}

// Memory returns the experience memory of department dept (whose diagnoses are cands), opening
// it on first use: the department's live items, their edges, and Experience Search over the
// index restricted to them.
func (p *Practice) Memory(dept string, cands []*kb.Disease) (*Recall, error) {
	if r := p.recalls[dept]; r != nil {
		return r, nil
	}
	r, err := NewRecall(p.k, p.st, p.idx, p.reader, cands, p.rows, p.cfg, p.learn, dept)
	if err != nil {
		return nil, err
	}
	if p.Pipeline {
		r.writer = p
	}
	p.recalls[dept] = r
	p.depts = append(p.depts, dept)
	return r, nil
}

// Replay lets doc learn from the department's stored experience — its cases and corrective
// DCPs, read from the store in key order (learning from experiences is order-independent: it
// counts them) — and returns how many experiences it replayed.
func (p *Practice) Replay(doc *CDMDoctor, dept string) (int, error) {
	n := 0
	err := p.st.ForEach(func(it *memory.Item) error {
		if it.Retracted || it.Department != dept || !(it.Kind == memory.KindCase || (it.Kind == memory.KindDCP && !it.SourceCorrect)) {
			return nil
		}
		if x, ok := ExperienceOf(it); ok {
			doc.brain.LearnExperience(x)
			n++
		}
		return nil
	})
	return n, err
}

// Base is the simulated second the store's clock had reached when practice began: a
// continuing run's times count from it.
func (p *Practice) Base() int64 { return p.base }

// Conclude ends doctor doc's episode of encounter enc (trajectory tr, judged j; answer is the
// disease id the doctor named, "" none) in department dept, at simulated second at. With
// learning it is consolidated as the next exposure; without, or when the encounter's label
// names no known disease, the doctor just forgets it.
func (p *Practice) Conclude(doc Learner, dept, doctor, source string, enc *mimic.Encounter, tr *cdm.Trajectory,
	j cdm.Judgement, answer string, at int64) ([]*memory.Item, error) {
	truth := p.k.DiseaseForLabel(enc.Pathology)
	r := p.recalls[dept]
	if !p.learn || truth == nil || r == nil {
		doc.Forget(enc.HadmID)
		return nil, nil
	}
	p.clock = max(p.clock, at)
	ep := Episode{Seed: p.seed, Exposure: p.exposure, Doctor: doctor, Department: dept, Source: source, Created: at,
		Experience: doc.Observed(enc.HadmID, enc.History, tr, truth.ID), Answer: answer, Judgement: j, Trajectory: tr,
		History: enc.History}
	items, err := r.practise(doc, enc.HadmID, ep, p.Writer)
	if err != nil {
		return nil, err
	}
	p.exposure++
	p.episodes++
	if p.since++; p.since >= p.cfg.FlushEvery {
		return items, p.Flush()
	}
	return items, nil
}

// Learn is the hospital's practice loop (world.Practice): the episode's doctor must be a
// Learner whose department memory is open.
func (p *Practice) Learn(o world.Outcome) error {
	doc, ok := o.Doctor.(Learner)
	if !ok {
		return fmt.Errorf("doctor %s: this brain has no practice loop (it is not a Learner)", o.Staff)
	}
	source := fmt.Sprintf("patient:%s/visit:%d", o.Patient, o.Visit)
	if o.Referred {
		source += fmt.Sprintf("/referral:%s", o.Department)
	}
	_, err := p.Conclude(doc, o.Department, o.Staff, source, o.Encounter, o.Trajectory, o.Judgement, o.Answer,
		p.base+int64(o.Time/sim.Second))
	return err
}

// Flush writes what every department's memory learned since the last write — new items,
// episode records, new and reweighted edges, recalibrated qualities — in one store transaction
// and brings the index up to date. A crash loses at most the episodes since the last Flush.
func (p *Practice) Flush() error {
	if !p.learn {
		return nil
	}
	p.since = 0
	var b memory.Batch
	for _, d := range p.depts {
		p.recalls[d].collect(&b)
	}
	if p.OnFlush != nil {
		p.OnFlush(&b)
	}
	if p.Pipeline {
		return p.flushBehind(b)
	}
	if err := p.st.Commit(b); err != nil {
		return err
	}
	if p.idx != nil {
		return p.idx.Apply()
	}
	return nil
}

// flushBehind waits for the previous background write, pins the index it produced for the
// searches to come, and writes b on a second goroutine. The store's audit time is the batch's
// simulated time, fixed before the write starts.
func (p *Practice) flushBehind(b memory.Batch) error {
	if err := p.Wait(); err != nil {
		return err
	}
	if p.idx != nil {
		if err := p.idx.Pin(); err != nil {
			return err
		}
	}
	at := p.clock
	p.st.SetClock(simClock(&at))
	writing := make(map[string]*memory.Item, len(b.Items))
	for _, it := range b.Items {
		writing[it.ID] = it
	}
	p.wmu.Lock()
	p.writing = writing
	p.wmu.Unlock()
	done := make(chan error, 1)
	p.done = done
	go func() {
		err := p.st.Commit(b)
		if err == nil && p.idx != nil {
			err = p.idx.Apply()
		}
		done <- err
	}()
	return nil
}

// Wait waits for the batch being written in the background, if any, and returns the first
// error of a background write. Without Pipeline it returns nil at once.
func (p *Practice) Wait() error {
	if p.done != nil {
		if err := <-p.done; err != nil && p.werr == nil {
			p.werr = err
		}
		p.done = nil
		p.wmu.Lock()
		p.writing = nil
		p.wmu.Unlock()
	}
	return p.werr
}

// written returns the item id of the batch being written in the background, nil if none.
func (p *Practice) written(id string) *memory.Item {
	p.wmu.Lock()
	defer p.wmu.Unlock()
	return p.writing[id]
}

// Stats sums what the departments' memories did.
func (p *Practice) Stats() RecallStats {
	var s RecallStats
	for _, d := range p.depts {
		r := p.recalls[d].Stats
		s.Searches += r.Searches
		s.Considered += r.Considered
		s.Used += r.Used
		s.SetAside += r.SetAside
		s.RulesKept += r.RulesKept
		s.RulesDiscarded += r.RulesDiscarded
		s.Edges += r.Edges
		s.Recalibrated += r.Recalibrated
		s.DCPRejected += r.DCPRejected
	}
	return s
}

// Figures are a practice's counts for a summary.
type Figures struct {
	Stored        int `json:"stored_before"`  // live items when practice began
	Episodes      int `json:"episodes"`       // episodes consolidated
	FirstExposure int `json:"first_exposure"` // exposure of the first of them
}

// Figures returns the practice's counts.
func (p *Practice) Figures() Figures {
	return Figures{Stored: p.stored, Episodes: p.episodes, FirstExposure: p.first}
}

// practise ends one judged accrual episode of doctor doc (encounter hadm) and consolidates it.
// ep carries everything but the experience, which is read from the doctor. In order:
// consolidation (a case when right, a DCP always, each making room in its group when the
// memory's capacity is reached); on a failure, a rule reflected from it and
// kept only if replaying the failure and a few stored cases validates it; the doctor learns from
// the episode; the experiences it used get outcome credit (Q, and W of co-used pairs); the new
// experiences join the graph with their construction-time edges. It returns the new items; they
// reach the store at the next write.
func (r *Recall) practise(doc Learner, hadm int64, ep Episode, w DCPWriter) ([]*memory.Item, error) {
	if !r.learn {
		return nil, fmt.Errorf("experience memory %s is open read-only: it cannot learn", r.st.Path())
	}
	// The evidence keys in order, sorted once for every reader of the episode below.
	sorted := sortedKeys(ep.Experience.Evidence)
	items, sv := consolidate(r.k, ep, sorted)
	var svJSON string // what every item of consolidate carries in Structured
	if len(items) > 0 {
		svJSON = items[0].Structured
	}
	if w != nil {
		items = r.rewrite(items, ep, w)
	}
	if !ep.Judgement.Correct && len(ep.Experience.Evidence) > 0 {
		if rule := r.reflect(doc.Beliefs(), ep, sorted); rule != nil {
			items = append(items, rule)
		}
	}
	if l, ok := doc.(sortedLearner); ok {
		l.learnSorted(ep.Experience, sorted)
	} else {
		doc.Learn(ep.Experience)
	}
	r.credit(hadm, ep)
	r.episodes = append(r.episodes, memory.Record{Key: ep.Source, Value: mustJSONBytes(episodeRecord{
		Exposure: ep.Exposure, Doctor: ep.Doctor, Truth: ep.Experience.Truth, Answer: ep.Answer, Correct: ep.Judgement.Correct,
		Feedback: ep.Judgement.Feedback, Used: r.UsedIDs(hadm), Items: itemIDs(items), Steps: stepsOf(ep.Trajectory)})})
	doc.Forget(hadm)
	r.Forget(hadm)
	for _, it := range items {
		var known *stored
		if it.Structured == svJSON {
			known = sv // a case or DCP of consolidate (a rule's form is its own)
		}
		n := r.add(it, known)
		r.link(n)
		r.pending = append(r.pending, it)
		r.makeRoom(n)
	}
	return items, nil
}

// rewrite replaces the DCP's template text by what w writes; a DCP w cannot write is dropped
// and counted.
func (r *Recall) rewrite(items []*memory.Item, ep Episode, w DCPWriter) []*memory.Item {
	out := items[:0]
	for _, it := range items {
		if it.Kind != memory.KindDCP {
			out = append(out, it)
			continue
		}
		text, err := w.WriteDCP(ep, nil)
		if err != nil {
			r.Stats.DCPRejected++
			continue
		}
		it.Text = text
		out = append(out, it)
	}
	return out
}

// reflect builds a rule from a failed episode (Agent Hospital's reflection): the findings of the
// patient that most favour the truth over the answer given, and how much more the truth must
// weigh to win. It is validated by replay: with the rule, the failed encounter must come out
// right, and no stored case the rule applies to may turn wrong. A rule that fails is discarded
// and counted.
// sorted are the episode's evidence keys, sorted (sortedKeys).
func (r *Recall) reflect(o *Offline, ep Episode, sorted []string) *memory.Item {
	x := ep.Experience
	truth, answer := o.byID[x.Truth], o.byID[ep.Answer]
	if truth == nil || answer == nil || truth == answer {
		return nil // no diagnosis given, or outside the differential: nothing to weigh
	}
	lead, lp := o.weigh(x, nil, sorted)
	if lead == x.Truth || o.byID[lead] == nil {
		r.Stats.RulesDiscarded++ // the weighing was right (the workup stopped early), or named nothing
		return nil
	}
	type cue struct {
		key string
		lr  float64
	}
	var cues []cue
	for _, key := range sorted {
		if !x.Evidence[key] || keyName(r.k, key) == "" { // learned wording has no name: not a cue
			continue
		}
		i := o.index(key)
		logP := o.logRow(i, true)
		if lr := logP[truth.bi] - logP[o.byID[lead].bi]; lr > 0 {
			cues = append(cues, cue{key, lr})
		}
	}
	if len(cues) == 0 {
		r.Stats.RulesDiscarded++
		return nil
	}
	sort.SliceStable(cues, func(i, j int) bool { return cues[i].lr > cues[j].lr })
	rule := &Rule{Prefer: x.Truth, Over: lead, Shift: round3(lp[lead] - lp[x.Truth] + 0.5)}
	for _, c := range cues[:min(2, len(cues))] {
		rule.If = append(rule.If, c.key)
	}
	if rule.Shift > r.cfg.MaxRule {
		r.Stats.RulesDiscarded++
		return nil
	}
	shift := map[string]float64{rule.Prefer: rule.Shift}
	if fixed, _ := o.weigh(x, shift, sorted); fixed != x.Truth {
		r.Stats.RulesDiscarded++
		return nil
	}
	checked := 0
	for i := len(r.order) - 1; i >= 0 && checked < r.cfg.Validate; i-- {
		n := r.order[i]
		cx := n.st.Experience
		if n.it.Kind != memory.KindCase || n.it.Retracted || n.it.Retired || cx.Truth == x.Truth || !holds(rule.If, cx.Evidence) {
			continue
		}
		checked++
		before, _ := o.Weigh(cx, nil)
		after, _ := o.Weigh(cx, shift)
		if before == cx.Truth && after != cx.Truth {
			r.Stats.RulesDiscarded++
			return nil // it would break a case the doctor gets right
		}
	}
	r.Stats.RulesKept++
	return r.ruleItem(ep, rule, checked)
}

func holds(keys []string, ev map[string]bool) bool {
	for _, k := range keys {
		if !ev[k] {
			return false
		}
	}
	return true
}

func (r *Recall) ruleItem(ep Episode, rule *Rule, checked int) *memory.Item {
	names := make([]string, len(rule.If))
	for i, k := range rule.If {
		names[i] = keyName(r.k, k)
	}
	prefer, over := r.k.Disease(rule.Prefer).Name, r.k.Disease(rule.Over).Name
	st := stored{Experience: ep.Experience, Answer: ep.Answer, Conditions: rule.If, Rule: rule}
	it := &memory.Item{
		ID:   itemID(ep, memory.KindRule),
		Kind: memory.KindRule, Exposure: ep.Exposure, Doctor: ep.Doctor, Department: ep.Department, Category: rule.Prefer,
		SourceEpisode: ep.Source, SourceCorrect: false, Created: ep.Created, Quality: 0.5, Polarity: memory.Contraindication,
		Title: fmt.Sprintf("Rule: with %s, favour %s over %s", strings.Join(names, " and "), prefer, over),
		Text: fmt.Sprintf("When the patient has %s, do not settle on %s: %s is more likely. Weigh %s %.2f log-odds higher.\n"+
			"Reflected from a failed episode (concluded %s, truth %s; replayed, its findings favoured %s); validated by replaying it and %d stored cases it applies to.",
			strings.Join(names, " and "), over, prefer, prefer, rule.Shift, r.k.Disease(ep.Answer).Name, prefer, over, checked),
		Structured: mustJSON(st),
	}
	return it
}

// link gives a new experience its construction-time edges (GSEM): to the most similar of the
// recent experiences, W0 = ¼(S_entity + S_structure + S_synergy + S_task) with S_entity the
// Jaccard overlap of positive findings, S_structure that of the tests, S_synergy 1 for the same
// polarity and S_task 1 for the same diagnosis; an edge when W0 > θ, at most EdgesPerNew.
func (r *Recall) link(n *node) {
	type pair struct {
		m  *node
		w0 float64
	}
	// The EdgesPerNew best, highest W0 first and the most recent first among equals (seq is
	// unique, so the order is total): kept by insertion into a short sorted list rather than
	// sorting every candidate of the window.
	before := func(a, b pair) bool { return a.w0 > b.w0 || (a.w0 == b.w0 && a.m.seq > b.m.seq) }
	keep := r.cfg.EdgesPerNew
	best := make([]pair, 0, max(keep, 0)+1)
	lo := max(0, len(r.links)-1-r.cfg.Window)
	pol, cat := n.it.Polarity, n.it.Category
	ents := markSet(n.ents)
	defer ents.release()
	for j := lo; j < len(r.links)-1; j++ {
		m := &r.links[j]
		if m.dead {
			continue
		}
		sp, sc := b2f(pol == m.pol), b2f(cat == m.cat)
		// W0 can be no more than with every element of the smaller sets shared (the sum and the
		// division round the same way, never down past W0): when that cannot make an edge or
		// beat the weakest kept, the sets are not compared. The few tests are compared first,
		// and the bound tried again with their overlap before the many findings are compared.
		hopeless := func(most float64) bool {
			return most <= r.cfg.Theta || len(best) == keep && keep > 0 && most < best[keep-1].w0
		}
		mostEnts := jaccardMost(n.ents, m.ents)
		if hopeless((mostEnts + jaccardMost(n.tests, m.tests) + sp + sc) / 4) {
			continue
		}
		jt := jaccard(n.tests, m.tests)
		if hopeless((mostEnts + jt + sp + sc) / 4) {
			continue
		}
		w0 := (ents.jaccard(m.ents) + jt + sp + sc) / 4
		if w0 <= r.cfg.Theta {
			continue
		}
		c := pair{m.n, w0}
		if len(best) == keep && (keep <= 0 || !before(c, best[keep-1])) {
			continue
		}
		i := len(best)
		best = append(best, c)
		for ; i > 0 && before(c, best[i-1]); i-- {
			best[i] = best[i-1]
		}
		best[i] = c
		if len(best) > keep {
			best = best[:keep]
		}
	}
	for _, p := range best {
		e := &memory.Edge{From: n.it.ID, To: p.m.it.ID, W0: round3(p.w0)}
		n.edges.set(p.m.it.ID, e)
		p.m.edges.set(n.it.ID, e)
		r.edgesUp[[2]string{e.From, e.To}] = true
		r.Stats.Edges++
	}
}

// jaccard is the Jaccard overlap of two sorted sets.
func jaccard(a, b []int32) float64 {
	if len(a) == 0 && len(b) == 0 {
		return 0
	}
	inter := 0
	for i, j := 0, 0; i < len(a) && j < len(b); {
		switch {
		case a[i] == b[j]:
			inter++
			i++
			j++
		case a[i] < b[j]:
			i++
		default:
			j++
		}
	}
	return float64(inter) / float64(len(a)+len(b)-inter)
}

// marked is a sorted set as marks by element (1: in the set), with the set: the Jaccard
// overlap of one set with many others counts the shared elements by looking each element of the
// other up, instead of merging two sorted lists with a branch on every comparison.
type marked struct {
	set   []int32
	marks *[]uint8
}

var markPool = sync.Pool{New: func() any { return new([]uint8) }}

// markSet marks the elements of a sorted set of non-negative numbers.
func markSet(set []int32) marked {
	m := marked{set: set, marks: markPool.Get().(*[]uint8)}
	if len(set) > 0 {
		if top := int(set[len(set)-1]) + 1; len(*m.marks) < top {
			*m.marks = make([]uint8, top)
		}
	}
	for _, x := range set {
		(*m.marks)[x] = 1
	}
	return m
}

// release clears the marks and gives them back to the pool.
func (m marked) release() {
	for _, x := range m.set {
		(*m.marks)[x] = 0
	}
	markPool.Put(m.marks)
}

// jaccard is jaccard(m.set, b), b a sorted set.
func (m marked) jaccard(b []int32) float64 {
	if len(m.set) == 0 && len(b) == 0 {
		return 0
	}
	marks := *m.marks
	inter := 0
	for _, x := range b {
		if int(x) >= len(marks) {
			break // b is sorted: no later element is marked either
		}
		inter += int(marks[x])
	}
	return float64(inter) / float64(len(m.set)+len(b)-inter)
}

// jaccardMost is the largest Jaccard overlap two sets of these sizes can have: jaccard with the
// smaller set inside the larger.
func jaccardMost(a, b []int32) float64 {
	small, large := min(len(a), len(b)), max(len(a), len(b))
	if large == 0 {
		return 0
	}
	return float64(small) / float64(large)
}

func b2f(b bool) float64 {
	if b {
		return 1
	}
	return 0
}

// credit recalibrates the experiences used in encounter hadm by its outcome (GSEM): Δ = +1 when
// the diagnosis was right, −1 when wrong; rank-decayed credit a_i = ρ^i / Σ_j ρ^j over the used
// experiences in rank order; Q_i ← clip(Q_i + η_Q a_i Δ, 0, 1); for co-used pairs joined by an
// edge, φ ← φ + η_W b Δ with b = a_i a_j normalised over the pairs, W = clip(W0 + φ, 0, 1).
func (r *Recall) credit(hadm int64, ep Episode) {
	use := r.used[hadm]
	if len(use) == 0 {
		return
	}
	delta, outcome := -1.0, "wrong"
	if ep.Judgement.Correct {
		delta, outcome = 1, "correct"
	}
	a := make([]float64, len(use))
	sum := 0.0
	for i := range use {
		a[i] = math.Pow(r.cfg.Rho, float64(i))
		sum += a[i]
	}
	for i, u := range use {
		a[i] /= sum
		it := u.n.it
		if it.Retired {
			continue // retired while the episode ran: its quality stays as written
		}
		old := it.Quality
		it.Quality = round3(math.Max(0, math.Min(1, old+r.cfg.EtaQ*a[i]*delta)))
		if it.Quality != old {
			r.qUp[it.ID] = fmt.Sprintf("used at rank %d in %s (%s): Q %.3f -> %.3f", i+1, ep.Source, outcome, old, it.Quality)
			r.Stats.Recalibrated++
		}
	}
	// The co-used pairs joined by an edge, in order, each edge looked up once.
	type pair struct {
		i, j int
		e    *memory.Edge
	}
	var pairs []pair
	pairSum := 0.0
	for i := range use {
		for j := i + 1; j < len(use); j++ {
			if e := use[i].n.edges.get(use[j].n.it.ID); e != nil {
				pairs = append(pairs, pair{i, j, e})
				pairSum += a[i] * a[j]
			}
		}
	}
	for _, p := range pairs {
		e := p.e
		e.Phi = round3(e.Phi + r.cfg.EtaW*a[p.i]*a[p.j]/pairSum*delta)
		r.edgesUp[[2]string{e.From, e.To}] = true
	}
}

// collect moves what recall learned since the last write into batch b: new items, episode
// records, new and reweighted edges, recalibrated qualities and retirements.
func (r *Recall) collect(b *memory.Batch) {
	b.Items = append(b.Items, r.pending...)
	r.pending = r.pending[:0]
	if len(r.episodes) > 0 {
		if b.Records == nil {
			b.Records = map[string][]memory.Record{}
		}
		b.Records["episodes"] = append(b.Records["episodes"], r.episodes...)
		r.episodes = r.episodes[:0]
	}
	keys := make([][2]string, 0, len(r.edgesUp))
	b.Edges = slices.Grow(b.Edges, len(r.edgesUp))
	for k := range r.edgesUp {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool {
		if keys[i][0] != keys[j][0] {
			return keys[i][0] < keys[j][0]
		}
		return keys[i][1] < keys[j][1]
	})
	for _, k := range keys {
		if n := r.nodes[k[0]]; n != nil && n.edges.get(k[1]) != nil {
			b.Edges = append(b.Edges, *n.edges.get(k[1]))
		}
	}
	clear(r.edgesUp)
	retired := map[string]*node{}
	for _, n := range r.retired {
		retired[n.it.ID] = n
	}
	for _, id := range sortedKeys(r.qUp) {
		n := r.nodes[id]
		if n == nil {
			n = retired[id] // recalibrated, then retired in the same batch
		}
		b.Quality = append(b.Quality, memory.QualityChange{ID: id, Quality: n.it.Quality, Reason: r.qUp[id]})
	}
	clear(r.qUp)
	for _, n := range r.retired {
		b.Retire = append(b.Retire, memory.Retirement{ID: n.it.ID, Reason: fmt.Sprintf(
			"capacity: the %s memory keeps at most %d %s items of %s; this one had the lowest quality (Q %.3f), the oldest among equals",
			r.dept, r.cfg.Capacity, n.it.Kind, n.it.Category, n.it.Quality)})
	}
	clear(r.retired)
	r.retired = r.retired[:0]
}

func mustJSON(v any) string {
	var s string
	withJSON(v, func(b []byte) { s = string(b) })
	return s
}

// mustJSONBytes is mustJSON as bytes.
func mustJSONBytes(v any) []byte {
	var out []byte
	withJSON(v, func(b []byte) { out = append(make([]byte, 0, len(b)), b...) })
	return out
}

// withJSON calls f with json.Marshal(v), encoded into a reused buffer: json.Marshal copies its
// result out of its own buffer, and mustJSON then copied it into a string (an episode record
// holds its whole trajectory). f must not keep b.
func withJSON(v any, f func(b []byte)) {
	buf := jsonBuffers.Get().(*bytes.Buffer)
	defer func() {
		if buf.Cap() <= maxPooledJSON {
			jsonBuffers.Put(buf)
		}
	}()
	buf.Reset()
	if err := json.NewEncoder(buf).Encode(v); err != nil { // as json.Marshal, and a newline
		panic(err) // only plain structs are encoded here
	}
	f(bytes.TrimSuffix(buf.Bytes(), []byte{'\n'}))
}

var jsonBuffers = sync.Pool{New: func() any { return new(bytes.Buffer) }}

// maxPooledJSON is the largest buffer withJSON keeps for reuse.
const maxPooledJSON = 1 << 20

// episodeRecord is what the store's episodes bucket keeps of an accrual episode, keyed by its
// source: the outcome, the experiences it used and produced, and the whole trajectory.
type episodeRecord struct {
	Exposure int            `json:"exposure"`
	Doctor   string         `json:"doctor"`
	Truth    string         `json:"truth"`
	Answer   string         `json:"answer"`
	Correct  bool           `json:"correct"`
	Feedback string         `json:"feedback"`
	Used     []string       `json:"used"`
	Items    []string       `json:"items"`
	Steps    []recordedStep `json:"steps,omitempty"`
}

// recordedStep is what an episode record keeps of a step: what was asked, whether it came back,
// what it cost and what the doctor thought. The observations are not kept (the trajectories are
// in eval's and evolve's results.jsonl; a hospital record can be regenerated from the seed), so
// that a long run's store stays small.
type recordedStep struct {
	Action     string  `json:"action"`
	Input      string  `json:"input,omitempty"`
	Available  bool    `json:"available"`
	Cost       float64 `json:"cost"`
	Hypothesis string  `json:"hypothesis,omitempty"`
	Confidence int     `json:"confidence"`
}

func stepsOf(tr *cdm.Trajectory) []recordedStep {
	if tr == nil {
		return nil
	}
	out := make([]recordedStep, len(tr.Steps))
	for i, s := range tr.Steps {
		out[i] = recordedStep{Action: s.Action, Input: s.Input, Available: s.Available, Cost: s.Cost, Hypothesis: s.Hypothesis,
			Confidence: s.Confidence}
	}
	return out
}

func itemIDs(items []*memory.Item) []string {
	out := make([]string, len(items))
	for i, it := range items {
		out[i] = it.ID
	}
	return out
}
