package agents

import (
	"fmt"
	"math"
	"math/rand/v2"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"agenthospital/internal/textmemo"
	"agenthospital/kb"
	"agenthospital/kb/mimic"
	"agenthospital/world/cdm"
	"agenthospital/world/dcr"
)

// CDMDoctor is the offline brain answering MIMIC-CDM encounters through the DCR loop. It reads
// only what the loop shows it (the history, then each observation it asked for), turns that text
// back into evidence (findings with negation, lab values against their ranges, report findings
// from the FINDINGS section) and writes its replies in the DCR text contract, so its requests go
// through the same parser and resolver an LLM's would.
type CDMDoctor struct {
	kb      *kb.KB
	brain   *Offline
	labIDs  map[string]int    // "(fluid) label" and "label" -> itemid
	orderIn map[string]string // order id -> the request text that resolves to it
	studyOf map[string]string // "Region Modality" -> study id
	recall  *Recall           // experience memory searched through the loop; nil: none
	// hospital: the doctor works in the simulated hospital, where any study can be done
	// (procedures too), patients may be referred, and the final reply names the severity and
	// the treatment.
	hospital bool
	procOf   map[string]string // lower-cased procedure request -> study id
	heard    map[int64]*chart  // what the history said, per encounter in progress
}

// InHospital makes the doctor a hospital doctor: it may order procedures (ECG, endoscopy,
// biopsy...), refer patients that belong to another department when the episode allows it,
// and prescribes with its final diagnosis.
func (d *CDMDoctor) InHospital() {
	d.hospital = true
	d.procOf = map[string]string{}
	for _, s := range d.kb.Studies {
		if s.Kind == "procedure" {
			d.procOf[strings.ToLower(s.Name)] = s.ID
		}
	}
	d.brain.Allowed = func(test string) bool {
		if _, ok := d.orderIn[test]; ok {
			return true
		}
		return d.kb.Study(test) != nil
	}
}

// ReadAhead starts reading the record's history and examination on the reader's own
// goroutine (Reader.Prefetch), so that the consultation finds them read. What the doctor reads
// is the same either way.
func (d *CDMDoctor) ReadAhead(enc *mimic.Encounter) {
	d.brain.reader.Prefetch(enc.History, strings.TrimSpace(enc.PhysicalExam))
}

// Memory is the experience memory the DCR loop searches for this doctor (nil: none).
func (d *CDMDoctor) Memory() dcr.Memory {
	if d.recall == nil {
		return nil
	}
	return d.recall
}

// Read is the off-hours "reading books" event: the doctor reads a textbook chapter.
func (d *CDMDoctor) Read(r *rand.Rand) []string { return d.brain.Read(r) }

// UseMemory attaches an experience memory: the doctor then runs one Experience Search after the
// physical examination and takes advice from what it returns.
func (d *CDMDoctor) UseMemory(r *Recall) { d.recall = r }

// evidence is what the doctor has read of an episode, as findings: evidence key -> present.
func (d *CDMDoctor) evidence(ep *chart) map[string]bool {
	ev := d.brain.observe(ep)
	out := make(map[string]bool, len(ev.order))
	for _, k := range ev.order {
		out[d.brain.keys[k]] = ev.positive(k)
	}
	return out
}

// searched reports whether the episode has had its Experience Search.
func searched(s *dcr.State) bool {
	for _, st := range s.Steps {
		if st.Action == cdm.ActExperience {
			return true
		}
	}
	return false
}

// NewCDMDoctor returns an offline doctor whose candidate diagnoses are cands. rows is the lab
// name table of the data (lab_test_mapping), used to read lab lines and to word lab requests.
func NewCDMDoctor(k *kb.KB, reader *Reader, cands []*kb.Disease, rows []mimic.LabMapRow, cfg OfflineConfig, seed uint64) *CDMDoctor {
	d := &CDMDoctor{kb: k, brain: NewOffline(k, reader, cands, cfg, seed), labIDs: map[string]int{},
		orderIn: map[string]string{}, studyOf: map[string]string{}}
	for _, r := range rows {
		if r.ItemID <= 0 {
			continue
		}
		key := strings.ToLower(r.Label)
		if _, ok := d.labIDs[key]; !ok {
			d.labIDs[key] = r.ItemID
		}
		fk := "(" + strings.ToLower(fluidOf(r.Fluid)) + ") " + key
		if _, ok := d.labIDs[fk]; !ok {
			d.labIDs[fk] = r.ItemID
		}
	}
	res := mimic.NewLabResolver(rows)
	for _, o := range k.Orders {
		for _, name := range append([]string{o.Name}, o.Aliases...) {
			if resolvesTo(res, name, o.Items) {
				d.orderIn[o.ID] = name
				break
			}
		}
	}
	for _, s := range k.Studies {
		if s.Kind == "imaging" {
			if _, ok := d.studyOf[s.Region+" "+s.Modality]; !ok {
				d.studyOf[s.Region+" "+s.Modality] = s.ID
			}
		}
	}
	d.brain.Allowed = func(test string) bool {
		if _, ok := d.orderIn[test]; ok {
			return true
		}
		s := k.Study(test)
		return s != nil && s.Kind == "imaging"
	}
	return d
}

func fluidOf(f string) string {
	if f == "" {
		return "Microbiology"
	}
	return f
}

// resolvesTo reports whether request text resolves to at least one of items and to nothing
// unmatched.
func resolvesTo(res *mimic.LabResolver, text string, items []int) bool {
	want := map[int]bool{}
	for _, id := range items {
		want[id] = true
	}
	hit := false
	for _, it := range res.Resolve(text) {
		if !it.Matched {
			return false
		}
		for _, id := range it.ItemIDs {
			hit = hit || want[id]
		}
	}
	return hit
}

var (
	// (?i)\b then the pattern; for sex, (?i)\b(words)\b|\d... (see startRE).
	reAge    = newStartRE(`(\d{1,3})\s*(?:-?\s*year[- ]old|yo\b|y/o|y\.o\.|yr old|M\b|F\b)`, "0123456789", "")
	reFemale = newStartRE(`(woman|female|lady|girl|she|her|mrs|ms|miss)\b|\d\s*(?:yo|y/o)?\s*F\b`, "wflgshm", "0123456789")
	reMale   = newStartRE(`(man|male|gentleman|boy|he|his|mr)\b|\d\s*(?:yo|y/o)?\s*M\b`, "mgbh", "0123456789")
	// reLabLine and reNumber define what labLine and labNumber read (see FuzzLabLine).
	reLabLine = regexp.MustCompile(`^\(([^)]*)\)\s*(.+?):\s*(.*?)(?:\s*\|\s*RR:\s*\[\s*([-\d.]+)\s*-\s*([-\d.]+)\s*\])?\s*$`)
	reNumber  = regexp.MustCompile(`^[<>]?\s*(-?\d+(?:\.\d+)?)`)
	reInfant  = newStartRE(`\d{1,2}\s*-?\s*(?:month|mo|week|wk|day)s?[- ]old\b`, "0123456789", "")
	reReturn  = regexp.MustCompile(`Returns after treatment for ([^.]+?) without improvement\.`)
)

// demog is what demographics reads.
type demog struct {
	age int
	sex string
}

// demographics is demographics(history), remembered with the KB for the texts read last (the
// doctor and its recall read the same histories).
func (d *CDMDoctor) demographics(history string) (int, string) {
	m := d.kb.Derived(demogMemoKey{}, func() any { return textmemo.New[demog]() }).(*textmemo.Memo[demog])
	if v, ok := m.Get(history); ok {
		return v.age, v.sex
	}
	age, sex := demographics(history)
	m.Put(history, demog{age, sex})
	return age, sex
}

// demographics reads age and sex from a history; -1 and "" when the text does not say.
func demographics(history string) (int, string) {
	age := -1
	if m := reAge.FindStringSubmatch(history); m != nil {
		if a, err := strconv.Atoi(m[1]); err == nil && a <= 110 {
			age = a
		}
	}
	if age < 0 && reInfant.MatchString(history) { // an infant's age is given in months, weeks or days
		age = 0
	}
	f, m := reFemale.Count(history), reMale.Count(history)
	switch {
	case f > m:
		return age, "F"
	case m > f:
		return age, "M"
	}
	return age, ""
}

// findingsSection keeps what a report found: the FINDINGS (and IMPRESSION) sections when the
// report has them, not the technique or the indication.
func findingsSection(report string) string {
	up := strings.ToUpper(report)
	i := strings.Index(up, "FINDINGS:")
	if i < 0 {
		return report
	}
	return report[i+len("FINDINGS:"):]
}

// episode rebuilds what the doctor has read as an episode of the offline brain.
func (d *CDMDoctor) episode(s *dcr.State) *chart {
	h := d.heard[s.HadmID]
	if h == nil || h.History != s.History {
		// The history is read once per encounter: age, sex and earlier diagnoses that failed.
		age, sex := d.demographics(s.History)
		h = &chart{PatientID: strconv.FormatInt(s.HadmID, 10), Age: age, Sex: sex, History: s.History}
		for _, m := range reReturn.FindAllStringSubmatch(s.History, -1) {
			if dis := d.kb.DiseaseForLabel(m[1]); dis != nil {
				h.PriorDiagnoses = append(h.PriorDiagnoses, dis.ID)
			}
		}
		if d.heard == nil {
			d.heard = map[int64]*chart{}
		}
		d.heard[s.HadmID] = h
	}
	ep := &chart{PatientID: h.PatientID, Age: h.Age, Sex: h.Sex, History: s.History, CanRefer: s.CanRefer, PriorDiagnoses: h.PriorDiagnoses}
	if s.FullRecord != "" {
		d.readRecord(ep, s.FullRecord)
		return ep
	}
	ep.Steps = slices.Grow(ep.Steps, len(s.Steps)) // a step read gives at most one
	for i, st := range s.Steps {
		// A step is read once per encounter: the loop shows the doctor every earlier step again.
		if i < len(h.read) && h.read[i].same(st) {
			if r := h.read[i]; r.has {
				ep.Steps = append(ep.Steps, r.step)
			}
			continue
		}
		r := readStep{action: st.Action, input: st.Input, region: st.Region, modality: st.Modality,
			observation: st.Observation, available: st.Available}
		r.step, r.has = d.readStep(st)
		if r.has {
			ep.Steps = append(ep.Steps, r.step)
		}
		if i < len(h.read) {
			h.read = append(h.read[:i], r)
		} else if i == len(h.read) {
			h.read = append(h.read, r)
		}
	}
	return ep
}

// readStep is a step of the loop as the doctor read it into its chart (has: it gave one).
type readStep struct {
	action, input, region, modality, observation string
	available                                    bool
	step                                         chartStep
	has                                          bool
}

// same reports whether st is the step that was read.
func (r *readStep) same(st cdm.Step) bool {
	return r.action == st.Action && r.input == st.Input && r.region == st.Region && r.modality == st.Modality &&
		r.available == st.Available && r.observation == st.Observation
}

// readStep reads one step of the loop into a step of the chart; false for a step that gives none.
func (d *CDMDoctor) readStep(st cdm.Step) (chartStep, bool) {
	body := st.Observation
	if _, rest, ok := strings.Cut(body, ":\n"); ok {
		body = rest
	}
	switch st.Action {
	case cdm.ActPE:
		return chartStep{Action: actPhysicalExam, Test: physicalExam, Text: body}, true
	case cdm.ActLabs:
		return chartStep{Action: actLabs, Test: d.orderFor(st.Input), Labs: d.readLabs(body)}, true
	case cdm.ActImaging:
		test := d.studyOf[st.Region+" "+st.Modality]
		if test == "" {
			test = "imaging:" + st.Region + " " + st.Modality
		}
		text := ""
		if st.Available {
			text = findingsSection(body)
		}
		return chartStep{Action: actImaging, Test: test, Text: text}, true
	case cdm.ActProcedure:
		test := d.procOf[strings.ToLower(strings.TrimSpace(st.Input))]
		if test == "" {
			test = "procedure:" + st.Input
		}
		text := ""
		if st.Available {
			if _, rest, ok := strings.Cut(body, ": "); ok {
				text = findingsSection(rest)
			}
		}
		return chartStep{Action: actProcedure, Test: test, Text: text}, true
	}
	return chartStep{}, false
}

var (
	reSection = regexp.MustCompile(`(?m)^@@@ ([A-Z ]+) @@@\s*$`)
	reReport  = regexp.MustCompile(`(?m)^\[Report \d+\] (\S+) (.+)$`)
)

// readRecord reads a full-information record: its history, examination, lab lines and reports.
func (d *CDMDoctor) readRecord(ep *chart, record string) {
	locs := reSection.FindAllStringSubmatchIndex(record, -1)
	for i, l := range locs {
		end := len(record)
		if i+1 < len(locs) {
			end = locs[i+1][0]
		}
		name, body := record[l[2]:l[3]], strings.TrimSpace(record[l[1]:end])
		switch name {
		case "PATIENT HISTORY":
			ep.History = body
			ep.Age, ep.Sex = demographics(body)
		case "PHYSICAL EXAMINATION":
			ep.Steps = append(ep.Steps, chartStep{Action: actPhysicalExam, Test: physicalExam, Text: body})
		case "LABORATORY RESULTS":
			ep.Steps = append(ep.Steps, chartStep{Action: actLabs, Test: "labs:record", Labs: d.readLabs(body)})
		case "IMAGING RESULTS":
			rl := reReport.FindAllStringSubmatchIndex(body, -1)
			for j, r := range rl {
				rend := len(body)
				if j+1 < len(rl) {
					rend = rl[j+1][0]
				}
				test := d.studyOf[body[r[2]:r[3]]+" "+body[r[4]:r[5]]]
				if test == "" {
					continue
				}
				ep.Steps = append(ep.Steps, chartStep{Action: actImaging, Test: test, Text: findingsSection(body[r[1]:rend])})
			}
		}
	}
}

// orderFor maps a request the doctor wrote back to the order it meant.
func (d *CDMDoctor) orderFor(input string) string {
	for id, text := range d.orderIn {
		if text == input {
			return id
		}
	}
	return "labs:" + input
}

// readLabs parses "(Fluid) Label: value [| RR: [lo - hi]]" lines.
func (d *CDMDoctor) readLabs(body string) []kb.LabValue {
	var out []kb.LabValue
	for _, line := range strings.Split(body, "\n") {
		fluid, label, value, lo, hi, ok := labLine(strings.TrimSpace(line))
		if !ok {
			continue
		}
		id, ok := d.labIDs["("+strings.ToLower(fluid)+") "+strings.ToLower(label)]
		if !ok {
			id, ok = d.labIDs[strings.ToLower(label)]
		}
		if !ok {
			continue
		}
		v := kb.LabValue{ItemID: id, Value: value, Num: math.NaN(), Lower: math.NaN(), Upper: math.NaN()}
		if n, ok := labNumber(value); ok {
			v.Num, _ = strconv.ParseFloat(n, 64)
		}
		if lo != "" {
			v.Lower, _ = strconv.ParseFloat(lo, 64)
			v.Upper, _ = strconv.ParseFloat(hi, 64)
		}
		lab := d.kb.Labs[id]
		if lab != nil && !lab.IsQualitative() && math.IsNaN(v.Num) {
			continue // a numeric test reported in words ("hemolyzed"): nothing to compare
		}
		out = append(out, v)
	}
	return out
}

// Reply decides the next step and writes it in the DCR contract.
func (d *CDMDoctor) Reply(s *dcr.State) dcr.Pending {
	ep := d.episode(s)
	didSearch := d.recall != nil && searched(s)
	if didSearch {
		d.brain.SetAdvice(ep, d.recall.Advice(s.HadmID))
	}
	dec := d.brain.Decide(ep)
	if s.FullRecord != "" || (s.StepCap > 0 && len(s.Steps) >= s.StepCap-1) {
		dec.Action = actFinal
		dec.Diagnosis = dec.Hypothesis
		if d.hospital && dec.Severity == "" {
			dec.Severity = d.brain.severity(d.brain.observe(ep))
			dec.Treatment = treatment(d.kb.Disease(dec.Diagnosis), dec.Severity)
		}
	}
	if s.RequireCore && dec.Action == actFinal {
		if t := d.missingCore(s, ep); t != "" {
			dec.Action, dec.Test = actionFor(d.kb, t), t
		}
	}
	name := d.kb.Disease(dec.Hypothesis).Name
	why := ""
	if dec.Why != "" {
		why = " " + dec.Why
	}
	head := fmt.Sprintf("Thought: leading hypothesis %s at %d/10.%s\nHypothesis: %s\nConfidence: %d\n", name, dec.Confidence, why, name, dec.Confidence)
	if d.recall != nil && !didSearch && s.FullRecord == "" && dec.Action != actPhysicalExam &&
		(s.StepCap <= 0 || len(s.Steps) < s.StepCap-2) {
		// After the examination, before any test: what did similar patients teach?
		pos, _ := describe(d.kb, d.evidence(ep))
		return dcr.Ready(head + "Action: Experience Search\nAction Input: " + orNone(pos))
	}
	switch dec.Action {
	case actFinal:
		if d.hospital {
			return dcr.Ready(head + "Final Diagnosis: " + d.answerFor(d.kb.Disease(dec.Diagnosis), ep) + "\nSeverity: " + dec.Severity +
				"\nTreatment: " + dec.Treatment)
		}
		return dcr.Ready(head + "Final Diagnosis: " + d.answerFor(d.kb.Disease(dec.Diagnosis), ep))
	case actRefer:
		return dcr.Ready(head + "Action: Refer\nAction Input: another department")
	case actPhysicalExam:
		return dcr.Ready(head + "Action: Physical Examination\nAction Input: None")
	case actLabs:
		return dcr.Ready(head + "Action: Laboratory Tests\nAction Input: " + d.requestText(dec.Test))
	}
	if dec.Action == actProcedure {
		return dcr.Ready(head + "Action: Procedure\nAction Input: " + d.requestText(dec.Test))
	}
	return dcr.Ready(head + "Action: Imaging\nAction Input: " + d.requestText(dec.Test))
}

// answerFor is the name the doctor writes for diagnosis dis on the chart of ep: the first of
// the disease's fuller names (kb.Disease.NamedWith) whose complication the doctor has read in
// the chart (present in the history, the examination or a study), else answerName.
func (d *CDMDoctor) answerFor(dis *kb.Disease, ep *chart) string {
	if len(dis.NamedWith) == 0 {
		return answerName(dis)
	}
	shown := map[string]bool{}
	for key, present := range d.evidence(ep) {
		if !present {
			continue
		}
		if _, f, ok := splitStudyKey(key); ok {
			shown[f] = true
		} else if strings.HasPrefix(key, "f:") {
			shown[key[2:]] = true
		}
	}
	for _, nw := range dis.NamedWith {
		if slices.ContainsFunc(nw.Findings, func(f string) bool { return shown[f] }) {
			return nw.Name
		}
	}
	return answerName(dis)
}

// answerName is how the doctor names a diagnosis in its final reply: the disease's name, or —
// when the name has a comma, which ends a diagnosis for the benchmark's parser — its first
// synonym without one.
func answerName(dis *kb.Disease) string {
	if !strings.Contains(dis.Name, ",") {
		return dis.Name
	}
	for _, s := range dis.Synonyms {
		if !strings.Contains(s, ",") {
			return s
		}
	}
	return dis.Name
}

// coreOrder is the order in which the doctor completes the core workup when the DxEvolve rule
// asks for it: common first-line tests first.
var coreOrder = struct{ labs, imaging []string }{
	labs:    []string{"cbc", "bmp", "lfp", "lipase", "urinalysis", "crp"},
	imaging: []string{"us_abdomen", "ct_abdomen", "mrcp", "hida", "mri_abdomen", "xr_abdomen", "xr_chest"},
}

// missingCore returns a test that completes the core workup (an answered lab and an answered
// imaging study) when the DxEvolve rule is on: among the usual ones not yet requested, the one the
// doctor believes first-line for its probable diagnoses; "" when there is nothing left to try.
func (d *CDMDoctor) missingCore(s *dcr.State, ep *chart) string {
	var lab, img, refused bool
	asked := map[string]bool{}
	for _, st := range s.Steps {
		lab = lab || (st.Action == cdm.ActLabs && st.Available)
		img = img || (st.Action == cdm.ActImaging && st.Available)
		refused = refused || st.Action == cdm.ActFinal // a final diagnosis the rule sent back
		asked[st.Input] = true
	}
	untried := func(tests []string) []string {
		var out []string
		for _, t := range tests {
			if in := d.requestText(t); in != "" && !asked[in] {
				out = append(out, t)
			}
		}
		return out
	}
	if !lab {
		if t := d.brain.Preferred(ep, untried(coreOrder.labs)); t != "" {
			return t
		}
	}
	if !img {
		if t := d.brain.Preferred(ep, untried(coreOrder.imaging)); t != "" {
			return t
		}
		// None of the usual studies is in the record. Most records without them have no study
		// at all, and the rule then takes the diagnosis. When it has sent the diagnosis back, the
		// record has a study no abdominal workup asks for (a confused patient's head CT, a chest
		// CT): the doctor looks for it region by region, in the knowledge base's order (the trunk
		// first, then the head, the neck and the limbs), one untried study at a time.
		if !refused {
			return ""
		}
		var rest []string
		for _, st := range d.kb.Studies {
			if st.Kind == "imaging" && !slices.Contains(coreOrder.imaging, st.ID) {
				rest = append(rest, st.ID)
			}
		}
		if r := untried(rest); len(r) > 0 {
			return r[0]
		}
	}
	return ""
}

// requestText is how the doctor words a request for test.
func (d *CDMDoctor) requestText(test string) string {
	if in, ok := d.orderIn[test]; ok {
		return in
	}
	if st := d.kb.Study(test); st != nil && st.Kind == "imaging" {
		return st.Region + " " + st.Modality
	} else if st != nil && d.hospital {
		return st.Name
	}
	return ""
}

// Conclude ends the episode of encounter hadm. When truth (a disease id) is given, the doctor
// learns from it and the returned experience is what it learned (for the case base); otherwise
// what the episode read is dropped and the experience is empty.
func (d *CDMDoctor) Conclude(hadm int64, truth string) Experience {
	if truth == "" {
		d.forget(hadm)
		return Experience{}
	}
	x := d.observed(hadm, truth)
	d.forget(hadm)
	if len(x.Evidence) > 0 {
		d.brain.LearnExperience(x)
	}
	return x
}

// observed is what encounter hadm teaches given its truth, before the doctor learns it.
func (d *CDMDoctor) observed(hadm int64, truth string) Experience {
	var key []string
	if dis := d.kb.Disease(truth); dis != nil {
		key = dis.KeyTests
	}
	return d.brain.Experience(&chart{PatientID: strconv.FormatInt(hadm, 10)}, truth, key)
}

// forget drops what the doctor (and its memory) kept about encounter hadm.
func (d *CDMDoctor) forget(hadm int64) {
	delete(d.heard, hadm)
	d.brain.Forget(&chart{PatientID: strconv.FormatInt(hadm, 10)})
	if d.recall != nil {
		d.recall.Forget(hadm)
	}
}

// Replay learns from stored experiences (the case base), in the order given.
func (d *CDMDoctor) Replay(xs []Experience) {
	for _, x := range xs {
		d.brain.LearnExperience(x)
	}
}
