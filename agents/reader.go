package agents

import (
	"fmt"
	"sort"
	"strconv"
	"strings"
	"sync"

	"agenthospital/internal/textmemo"
	"agenthospital/kb"
	"agenthospital/kb/lexicon"
)

// Mention is one finding read from text, affirmed or negated.
type Mention struct {
	Finding string
	Negated bool
	// Modality is, for a study finding told in a note ("CT showed a dilated appendix"), the kind
	// of study its sentence names: "ct", "us", "mri", "xr" or "hida" ("" when none is named).
	Modality string
}

// Reader turns clinical text into findings: a lexicon of clinical phrases matched on word
// boundaries, NegEx-style negation triggers with a scope that runs to the end of the clause,
// and vital signs read as numbers.
type Reader struct {
	first map[string][]lexEntry // first token -> phrases starting with it, longest first
	// lex is the general clinical terminology (kb/lexicon), independent of the generator's
	// phrases; nil for the lay reader. A doctor's reading merges both (see ReadNote).
	lex *lexicon.Lexicon
	kb  *kb.KB
	// words are the tokens of every phrase the reader matches (with the terminology's
	// vocabulary, what Knows answers from).
	words map[string]bool
	// studies are the knowledge base's study findings with their organs, sorted by id: what a
	// report that calls an organ normal denies.
	studies []studyFinding
	// notes remembers the readings of the notes read last (ReadNote), shared by the readers of
	// one knowledge base; nil for a reader of some findings only.
	notes *textmemo.Memo[[]Mention]
}

type studyFinding struct{ id, organ string }

// Knows reports whether word is one the reader can read as part of something: a word of the
// clinical terminology (with a lay reader, of the knowledge base's phrases).
func (r *Reader) Knows(word string) bool {
	w := strings.ToLower(word)
	return r.words[w] || (r.lex != nil && r.lex.Knows(w))
}

type lexEntry struct {
	tokens  []string
	finding string
}

// NewReader builds the doctor's reader. It reads through the general clinical terminology
// (kb/lexicon) and vital signs as numbers, and nothing else: the knowledge base's own phrases
// for its findings, which are what the generator writes, are not part of it, so the doctor reads
// our notes exactly as it reads anyone else's.
func NewReader(k *kb.KB) *Reader {
	r := newReader(k, nil, func(*kb.Finding) []string { return nil })
	lex, err := lexicon.Load()
	if err != nil {
		panic(fmt.Sprintf("the embedded clinical terminology does not load: %v", err)) // embedded data, checked by its tests
	}
	r.lex, r.kb = lex, k
	r.notes = k.Derived(noteMemoKey{}, func() any { return textmemo.New[[]Mention]() }).(*textmemo.Memo[[]Mention])
	for id, f := range k.Findings {
		if f.Kind == kb.KindStudy {
			r.studies = append(r.studies, studyFinding{id, f.Organ})
		}
	}
	sort.Slice(r.studies, func(i, j int) bool { return r.studies[i].id < r.studies[j].id })
	return r
}

// isFamilyHistory reports whether a finding is about the patient's relatives: under a family
// history heading only such findings are read ("Mother: gallbladder removed" is not the
// patient's cholecystectomy).
func isFamilyHistory(id string) bool { return strings.HasPrefix(id, "family_history") }

// historySections are the parts of a history that are not the present illness.
var historySections = map[string]bool{"pmh": true, "psh": true, "family": true, "social": true}

// ReadNote reads a history or an examination note: the mentions of the general terminology
// (with a lay reader, of the knowledge base's phrases) and the vital signs; the terminology
// decides a finding's polarity (its negation stays within the clause). Symptoms and signs written under
// past medical, surgical, family or social history are not part of the present illness and are
// left out; the vital signs are read as numbers.
func (r *Reader) ReadNote(text string) []Mention {
	if r.notes != nil {
		if ms, ok := r.notes.Get(text); ok {
			return append([]Mention(nil), ms...)
		}
	}
	out := r.readNote(text)
	if r.notes != nil {
		r.notes.Put(text, append([]Mention(nil), out...))
	}
	return out
}

// readNote is ReadNote without the memo.
func (r *Reader) readNote(text string) []Mention {
	if r.lex == nil { // the lay reader: the knowledge base's phrases
		return append(r.Read(text), Vitals(text)...)
	}
	lexPos := map[string]bool{} // finding -> positive (any affirmed mention wins)
	var lexOrder []string
	var modality map[string]string // study finding -> the modality its sentence names
	for _, m := range r.lex.Read(text) {
		f := r.kb.Findings[m.Concept]
		if f == nil || (historySections[m.Section] && f.Kind != kb.KindHistory) || (m.Section == "family" && !isFamilyHistory(m.Concept)) {
			continue
		}
		if _, seen := lexPos[m.Concept]; !seen {
			lexOrder = append(lexOrder, m.Concept)
		}
		lexPos[m.Concept] = lexPos[m.Concept] || !m.Negated
		if f.Kind == kb.KindStudy && modality[m.Concept] == "" {
			if mod := modalityNamed(text, m.Start, m.End); mod != "" {
				if modality == nil {
					modality = map[string]string{}
				}
				modality[m.Concept] = mod
			}
		}
	}
	vitals := Vitals(text)
	out := make([]Mention, 0, len(vitals)+len(lexOrder))
	seen := map[string]bool{}
	for _, m := range vitals {
		if seen[m.Finding] {
			continue
		}
		seen[m.Finding] = true
		if pos, ok := lexPos[m.Finding]; ok {
			m.Negated = !pos
		}
		out = append(out, m)
	}
	for _, f := range lexOrder {
		if !seen[f] {
			seen[f] = true
			out = append(out, Mention{Finding: f, Negated: !lexPos[f], Modality: modality[f]})
		}
	}
	return out
}

// modalityNamed returns the kind of study the sentence around text[start:end] names ("CT A/P
// showed sigmoid wall thickening", "RUQ US with gallstones"), or "" when it names none.
func modalityNamed(text string, start, end int) string {
	a, b := start, end
	for a > 0 && !strings.ContainsRune(".;\n", rune(text[a-1])) {
		a--
	}
	for b < len(text) && !strings.ContainsRune(".;\n", rune(text[b])) {
		b++
	}
	for _, w := range strings.FieldsFunc(strings.ToLower(text[a:b]), func(r rune) bool {
		return !(r >= 'a' && r <= 'z' || r == '/' || r == '-')
	}) {
		if mod, ok := modalityWords[w]; ok {
			return mod
		}
	}
	return ""
}

// modalityWords name the kinds of study a history tells the results of.
var modalityWords = map[string]string{
	"ct": "ct", "cat": "ct", "cta": "ct", "tomography": "ct", "ct/ap": "ct", "ctap": "ct",
	"ultrasound": "us", "us": "us", "u/s": "us", "sonogram": "us", "sonography": "us", "ultrasonography": "us", "sono": "us", "duplex": "us",
	"mri": "mri", "mr": "mri", "mrcp": "mri",
	"x-ray": "xr", "xray": "xr", "xr": "xr", "radiograph": "xr", "radiographs": "xr", "film": "xr", "films": "xr", "kub": "xr", "cxr": "xr",
	"hida": "hida", "cholescintigraphy": "hida",
}

// StudyReading is what a study report says about the knowledge base's study findings.
type StudyReading struct {
	Shown  map[string]bool // findings the report shows
	Absent map[string]bool // findings it negates, or whose organ it describes as normal
	// Unsure are the findings of the organs the report leaves in doubt (lexicon.Report.Unsure)
	// that it neither shows nor negates: nothing may be read from its silence about them.
	Unsure map[string]bool
	// Doubt are the organs the report leaves in doubt; Seen the organs of the findings it
	// shows or denies, and the organs it calls normal.
	Doubt, Seen []string
	// Explicit: the reading tells absence (the general terminology's); without it, every
	// finding not shown counts as absent (the old reading).
	Explicit bool
	// Operations are the past operations that take out an organ (kb.Finding.Removes) which the
	// report finds done ("Status post cholecystectomy", "the appendix is surgically absent"),
	// read before its impression only: an impression may recommend the operation.
	Operations map[string]bool
}

// impressionAt is where a report's IMPRESSION (or CONCLUSION) section starts, -1 when it has none.
func impressionAt(text string) int {
	up := strings.ToUpper(text)
	at := -1
	for _, h := range []string{"IMPRESSION:", "CONCLUSION:"} {
		if i := strings.Index(up, h); i >= 0 && (at < 0 || i < at) {
			at = i
		}
	}
	return at
}

// ReadReport reads a study report: the study findings it shows, the ones it says are absent,
// the ones it leaves in doubt, and whether it can tell absence at all. With the general
// terminology, a finding is absent only when the report negates it or describes its organ as
// normal; without it (the old reading), every finding not shown counts as absent.
func (r *Reader) ReadReport(text string) StudyReading {
	out := StudyReading{Shown: map[string]bool{}, Absent: map[string]bool{}}
	shown, absent := out.Shown, out.Absent
	if r.lex == nil { // the lay reader: the knowledge base's phrases
		for _, m := range r.Read(text) {
			if !m.Negated && r.kb.Findings[m.Finding].Kind == kb.KindStudy {
				shown[m.Finding] = true
			}
		}
		return out
	}
	out.Explicit = true
	rep := r.lex.ReadReport(text)
	impression := len(text)
	if i := impressionAt(text); i >= 0 {
		impression = i
	}
	for _, m := range rep.Mentions {
		f := r.kb.Findings[m.Concept]
		if f != nil && f.Removes != "" && !m.Negated && m.Start < impression {
			if out.Operations == nil {
				out.Operations = map[string]bool{}
			}
			out.Operations[m.Concept] = true
		}
		if f == nil || f.Kind != kb.KindStudy {
			continue
		}
		if m.Negated {
			absent[m.Concept] = true
		} else {
			shown[m.Concept] = true
		}
	}
	// A report that shows an organ abnormal does not also show it healthy: "the proximal appendix
	// is of normal caliber" beside "the distal half is distended to 10 mm" describes one
	// inflamed appendix.
	sick := map[string]bool{}
	for id := range shown {
		if f := r.kb.Findings[id]; !f.Healthy {
			sick[f.Organ] = true
		}
	}
	for id := range shown {
		if f := r.kb.Findings[id]; f.Healthy && sick[f.Organ] {
			delete(shown, id)
		}
	}
	organs := func(os []string) map[string]bool {
		m := make(map[string]bool, len(os))
		for _, o := range os {
			m[o] = true
		}
		return m
	}
	if len(rep.Normal) > 0 {
		normal := organs(rep.Normal)
		for _, f := range r.studies {
			if normal[f.organ] && !shown[f.id] {
				absent[f.id] = true
			}
		}
	}
	for id := range shown {
		delete(absent, id)
	}
	out.Doubt = rep.Unsure
	seen := organs(rep.Normal)
	for _, m := range [...]map[string]bool{shown, absent} {
		for id := range m {
			seen[r.kb.Findings[id].Organ] = true
		}
	}
	out.Seen = sortedKeys(seen)
	if len(rep.Unsure) > 0 {
		unsure := organs(rep.Unsure)
		out.Unsure = map[string]bool{}
		for _, f := range r.studies {
			if unsure[f.organ] && !shown[f.id] && !absent[f.id] {
				out.Unsure[f.id] = true
			}
		}
	}
	// A finding named with doubt ("a sonographic Murphy sign cannot be assessed") is unknown,
	// not absent, even in an organ the report shows abnormal.
	for _, id := range rep.Doubted {
		if f := r.kb.Findings[id]; f != nil && f.Kind == kb.KindStudy && !shown[id] {
			delete(absent, id)
			if out.Unsure == nil {
				out.Unsure = map[string]bool{}
			}
			out.Unsure[id] = true
		}
	}
	return out
}

// NewLayReader builds a reader of how patients put their symptoms in their own words.
func NewLayReader(k *kb.KB) *Reader {
	return newReader(k, nil, func(f *kb.Finding) []string { return append(append([]string(nil), f.Lay...), f.Terms...) })
}

func newReader(k *kb.KB, only map[string]bool, phrases func(*kb.Finding) []string) *Reader {
	r := &Reader{first: map[string][]lexEntry{}, words: map[string]bool{}}
	ids := make([]string, 0, len(k.Findings))
	for id := range k.Findings {
		if only == nil || only[id] {
			ids = append(ids, id)
		}
	}
	sort.Strings(ids)
	for _, id := range ids {
		for _, t := range phrases(k.Findings[id]) {
			toks := tokenize(t)
			if len(toks) == 0 || isVitalTerm(toks) {
				continue
			}
			r.first[toks[0]] = append(r.first[toks[0]], lexEntry{tokens: toks, finding: id})
			for _, t := range toks {
				r.words[t] = true
			}
		}
	}
	for k, es := range r.first {
		sort.SliceStable(es, func(i, j int) bool { return len(es[i].tokens) > len(es[j].tokens) })
		r.first[k] = es
	}
	return r
}

// isVitalTerm drops lexicon phrases that carry a specific number ("temp 38.9", "HR 112"): vital
// signs are read as numbers instead.
func isVitalTerm(toks []string) bool {
	for _, t := range toks {
		if t != "" && (t[0] >= '0' && t[0] <= '9') {
			return true
		}
	}
	return false
}

// tokenize lower-cases s and splits it into words; digits keep an inner decimal point, and
// sentence punctuation becomes the token ".", clause punctuation ",".
func tokenize(s string) []string { return tokenizeInto(make([]string, 0, len(s)/5+1), s) }

// tokenizeInto is tokenize appending to out[:0].
func tokenizeInto(out []string, s string) []string {
	out = out[:0]
	// A word is a run of letters and digits (with inner decimal points): a substring of the
	// lower-cased text, which is s itself when s has no upper-case letter.
	lower := s
	for i := 0; i < len(s); i++ {
		if c := s[i]; c >= 'A' && c <= 'Z' {
			b := []byte(s)
			for j := i; j < len(b); j++ {
				if c := b[j]; c >= 'A' && c <= 'Z' {
					b[j] = c + 32
				}
			}
			lower = string(b)
			break
		}
	}
	start := -1 // start of the word being read, -1 between words
	flush := func(i int) {
		if start >= 0 {
			out = append(out, lower[start:i])
			start = -1
		}
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' || c >= '0' && c <= '9':
			if start < 0 {
				start = i
			}
		case c == '.' && start >= 0 && s[i-1] >= '0' && s[i-1] <= '9' && i+1 < len(s) && s[i+1] >= '0' && s[i+1] <= '9':
		case c == '.' || c == '\n' || c == ';' || c == '?' || c == '!':
			flush(i)
			out = append(out, ".")
		case c == ',' || c == ':':
			flush(i)
			out = append(out, ",")
		default:
			flush(i)
		}
	}
	flush(len(s))
	return out
}

// Negation triggers (single and two-word) and the words that end a negation's scope.
var (
	negTriggers  = map[string]bool{"no": true, "denies": true, "denied": true, "denying": true, "without": true, "not": true, "negative": true, "neg": true, "absent": true, "never": true, "none": true, "non": true, "nontender": false}
	negTwo       = map[string]bool{"ruled out": true, "rule out": true, "no evidence": true, "absence of": true, "negative for": true, "resolution of": true, "w o": true, "free of": true}
	negTerminate = map[string]bool{"but": true, "however": true, "although": true, "except": true, "reports": true, "endorses": true, "presents": true, "complains": true, "notable": true, "with": true, "has": true, "which": true, "positive": true}
	negTwoFirst  = firstWords(negTwo) // the first words of negTwo's triggers
	postNegation = map[string]bool{"absent": true, "negative": true, "resolved": true, "normal": false}
	copula       = map[string]bool{"is": true, "was": true, "are": true, "were": true}
)

// firstWords returns the first word of every phrase of set.
func firstWords(set map[string]bool) map[string]bool {
	out := map[string]bool{}
	for p := range set {
		w, _, _ := strings.Cut(p, " ")
		out[w] = true
	}
	return out
}

// readTokens holds token buffers of readings that are over, for Read.
var readTokens sync.Pool

// Read returns the findings mentioned in text, in order of first mention; a finding mentioned
// both ways keeps the affirmed reading.
func (r *Reader) Read(text string) []Mention {
	var toks []string
	if b, ok := readTokens.Get().(*[]string); ok {
		toks = tokenizeInto(*b, text)
	} else {
		toks = tokenize(text)
	}
	defer readTokens.Put(&toks) // the mentions keep no token
	seen := map[string]int{}
	var out []Mention
	negated := false
	scope := 0
	for i := 0; i < len(toks); i++ {
		t := toks[i]
		if t == "." {
			negated = false
			continue
		}
		if negTerminate[t] {
			negated = false
		}
		if negTriggers[t] || (i+1 < len(toks) && negTwoFirst[t] && negTwo[t+" "+toks[i+1]]) {
			negated = true
			scope = 0
		}
		matched := false
		for _, e := range r.first[t] {
			if i+len(e.tokens) > len(toks) || !equalTokens(toks[i:i+len(e.tokens)], e.tokens) {
				continue
			}
			neg := negated && scope < 12
			end := i + len(e.tokens)
			if end < len(toks) && postNegation[toks[end]] {
				neg = true
			}
			// "... sign is negative", "... was absent", "... is not seen"
			if end+1 < len(toks) && copula[toks[end]] && (postNegation[toks[end+1]] || toks[end+1] == "not") {
				neg = true
			}
			if j, ok := seen[e.finding]; ok {
				if !neg {
					out[j].Negated = false
				}
			} else {
				seen[e.finding] = len(out)
				out = append(out, Mention{Finding: e.finding, Negated: neg})
			}
			i = end - 1
			matched = true
			break
		}
		if !matched && negated {
			scope++
		}
	}
	return out
}

func equalTokens(a, b []string) bool {
	for i := range b {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// The vital-sign patterns: (?i)\b then each pattern below (see startRE).
var (
	reTemp = newStartRE(`(?:t|temp|temperature|tmax)\s*:?\s*(\d{2,3}(?:\.\d)?)`, "t", "")
	reHR   = newStartRE(`(?:hr|heart rate|pulse|p)\s*:?\s*(\d{2,3})\b`, "hp", "")
	reBP   = newStartRE(`(?:bp|blood pressure)\s*:?\s*(\d{2,3})\s*/\s*(\d{2,3})`, "b", "")
	reRR   = newStartRE(`(?:rr|resp(?:iratory)? rate)\s*:?\s*(\d{1,2})\b`, "r", "")
	reSpO2 = newStartRE(`(?:spo2|o2 ?sat|sao2|oxygen saturation)\s*:?\s*(?:of\s*)?(\d{2,3})\s*%?`, "so", "")
)

// Vitals reads temperature, heart rate, blood pressure, respiratory rate and oxygen saturation
// from an exam note and returns the vital-sign findings they imply, affirmed or negated.
func Vitals(text string) []Mention {
	var out []Mention
	num := func(re *startRE, g int) (float64, bool) {
		m := re.FindStringSubmatch(text)
		if m == nil {
			return 0, false
		}
		v, err := strconv.ParseFloat(m[g], 64)
		return v, err == nil
	}
	add := func(id string, abnormal bool) { out = append(out, Mention{Finding: id, Negated: !abnormal}) }
	if t, ok := num(reTemp, 1); ok {
		if t > 50 { // Fahrenheit
			t = (t - 32) * 5 / 9
		}
		add("fever_measured", t >= 38.0)
	}
	if v, ok := num(reHR, 1); ok {
		add("tachycardia", v > 100)
	}
	if v, ok := num(reBP, 1); ok {
		add("hypotension", v < 90)
		add("hypertension_measured", v >= 160)
	}
	if v, ok := num(reRR, 1); ok {
		add("tachypnea", v > 22)
	}
	if v, ok := num(reSpO2, 1); ok && v <= 100 {
		add("hypoxia", v < 92)
	}
	return out
}
