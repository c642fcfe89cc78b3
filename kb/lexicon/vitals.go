package lexicon

import (
	"cmp"
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
)

// Measures a vital-sign rule reads.
const (
	measureTempC = "temperature_c"
	measureHR    = "heart_rate"
	measureSBP   = "systolic_bp"
	measureDBP   = "diastolic_bp"
	measureRR    = "respiratory_rate"
	measureSpO2  = "spo2"
)

// vitalRules is vitals.yaml: plausible ranges per measure and the threshold rules.
type vitalRules struct {
	Plausible map[string][2]float64 `yaml:"plausible"`
	Rules     []vitalRule           `yaml:"rules"`
}

// vitalRule says which values of a measure affirm a concept and which deny it.
type vitalRule struct {
	Concept  string `yaml:"concept"`
	Measure  string `yaml:"measure"`
	Positive string `yaml:"positive"` // "> 100", ">= 38.0", "< 90"
	Negative string `yaml:"negative"` // values that are evidence the concept is absent

	pos, neg cond // Positive and Negative parsed (by check)
}

// cond is a parsed condition ("> 100"); an unparsable one never holds.
type cond struct {
	op string
	x  float64
	ok bool // parsed without error
}

func (c cond) holds(v float64) bool {
	if !c.ok {
		return false
	}
	switch c.op {
	case ">":
		return v > c.x
	case ">=":
		return v >= c.x
	case "<":
		return v < c.x
	default:
		return v <= c.x
	}
}

func newCond(c string) cond {
	op, x, err := parseCond(c)
	return cond{op, x, err == nil}
}

func (v *vitalRules) check() error {
	if len(v.Rules) == 0 {
		return fmt.Errorf("no rules")
	}
	for i := range v.Rules {
		r := &v.Rules[i]
		r.pos, r.neg = newCond(r.Positive), newCond(r.Negative)
		if _, ok := v.Plausible[r.Measure]; !ok {
			return fmt.Errorf("rule %s: measure %q has no plausible range", r.Concept, r.Measure)
		}
		for _, c := range []string{r.Positive, r.Negative} {
			if _, _, err := parseCond(c); err != nil {
				return fmt.Errorf("rule %s: %w", r.Concept, err)
			}
		}
	}
	return nil
}

func parseCond(c string) (string, float64, error) {
	f := strings.Fields(c)
	if len(f) != 2 {
		return "", 0, fmt.Errorf("condition %q: expected an operator and a number, like \"> 100\"", c)
	}
	switch f[0] {
	case ">", ">=", "<", "<=":
	default:
		return "", 0, fmt.Errorf("condition %q: operator must be >, >=, < or <=", c)
	}
	x, err := strconv.ParseFloat(f[1], 64)
	if err != nil {
		return "", 0, fmt.Errorf("condition %q: %w", c, err)
	}
	return f[0], x, nil
}

// reading is one measured value found in text.
type reading struct {
	measure    string
	value      float64
	start, end int
	// onOxygen: a saturation measured on supplemental oxygen, which cannot deny hypoxia.
	onOxygen bool
}

const sep = `(?:\s*(?:[:=]|of|was|is|at|now)?\s*)`

// seqSep separates the values of an unlabelled vital-sign string: spaces or commas, a slash
// with a space on at least one side (a pressure's own slash has none: "98/58"), or a bar
// ("38.2 | 112 | 108/66").
const seqSep = `(?:[\s,]+|\s+/\s*|\s*/\s+|\s*\|\s*)`

// seqMAP is the mean pressure that may follow the pressure ("94/52 (MAP 66)").
const seqMAP = `(?:\s*\(\s*map\s*\d{2,3}\s*\))?`

// seqRhythm is what may follow the pulse of an unlabelled string: its rhythm ("106 AF", "112
// reg").
const seqRhythm = `(?:\s*(?:af|sr|reg|irreg|regular|irregular)\b)?`

var (
	// Labelled: (?i)\b, then each pattern below (see startRE).
	// A fever word with its number is a measured temperature too: "fever 39", "fever of 101",
	// "fevers as high as 102", "fevers (up to 103 at home)"; the plausible range keeps "fever 10
	// days" out.
	reTemp = newStartRE(`(?:t|temp|temperature|tmax|t max|tm|tc|tcurrent|t current|fevers? (?:up )?to|febrile to|temps? (?:up )?to|spiked to|spiking to|`+
		`fevers?(?:\s*\()?(?:\s*(?:as high as|up to|to))?|temps? as high as|temperatures? (?:as high as|up to)|febrile at)\b`+sep+`(\d{2,3}(?:\.\d+)?)\s*(?:°|deg(?:rees)?)?\s*([cf])?\b`, "tfs")
	reHR = newStartRE(`(?:hr|p|pulse|heart rate|hrt)\b`+sep+`(\d{2,3})\b`, "hp")
	// A range told by its decade: "HR in the 110s", "SBP in the low 80s", "sats in the high
	// 80s", "RR into the 30s".
	reDecade = newStartRE(`(hr|pulse|heart rates?|sbps?|systolics?|systolic bp|systolic blood pressures?|bps?|blood pressures?|rr|resp rate|respiratory rate|sats|o2 sats|saturations?|spo2)`+
		`\s+(?:was\s+|were\s+|remained\s+|stayed\s+)?(?:in|into|to)\s+the\s+(?:(low|mid|high|upper|lower)[\s-]*)?(\d{2,3})'?s\b`, "hpsbrs")
	reBP = newStartRE(`(?:bp|blood pressure|nibp)\b`+sep+`(\d{2,3})\s*/\s*(\d{2,3})\b`, "bn")
	reRR = newStartRE(`(?:rr|resp|respirations|respiratory rate|resp rate|r)\b`+sep+`(\d{1,2})\b`, "r")
	// A temperature right after a vital-signs label ("VS 38.9 C, HR 121"), when a decimal point
	// or a unit says it is one (a bare "VS: 98 118/72" may be a pulse).
	reTempVS = newStartRE(`(?:vs|v/s|vitals|vital signs)\b`+sep+`(\d{2,3}\.\d+)\s*(?:°|deg(?:rees)?)?\s*([cf])?\b`, "v")
	reTempVU = newStartRE(`(?:vs|v/s|vitals|vital signs)\b`+sep+`(\d{2,3})\s*(?:°\s*|deg(?:rees)?\s*)?([cf])\b`, "v")
	// A saturation told by what the patient breathes ("95% on RA", "92% 2L NC") needs no label.
	reSpO2On = newStartRE(`(\d{2,3})\s*%\s*(?:on\s+)?(ra|room air|r/a|nc|nasal cannula|\d{1,2}\s*l(?:pm)?|bipap|nrb|non-rebreather|face mask)\b`, "0123456789")
	reSpO2   = newStartRE(`(?:spo2|sao2|o2 sat|o2sat|o2 sats|sat|sats|saturation|saturating|satting|o2|pulse ox|pox|pulse oximetry)\b`+sep+`(\d{2,3})\s*%`, "sop")
	// Unlabelled: T HR BP RR SpO2 in that order ("98.9 88 124/70 16 98%RA", or with spaced
	// slashes between them, "100.4 / 112 / 98/58 / 24 / 93%"), T optional when the saturation
	// carries its percent sign.
	reSeq = regexp.MustCompile(`(?i)(?:^|[\s:,(|])(?:(\d{2,3}(?:\.\d)?)\s*(?:°\s*)?([cf])?` + seqSep + `)?(\d{2,3})` + seqRhythm + seqSep + `(\d{2,3})\s*/\s*(\d{2,3})` + seqMAP + seqSep + `(\d{1,2})` + seqSep + `(\d{2,3})\s*(%)?`)
)

// Vitals reads vital-sign strings, labelled ("T 101.2 P 112 BP 90/60 RR 22 O2 95% RA",
// "temperature of 38.6", "HR 112") or not ("98.9 88 124/70 16 98%RA": T HR BP RR SpO2 in that
// order, Celsius or Fahrenheit), into the vital-sign concepts with the thresholds of
// vitals.yaml. A value past the positive threshold gives an affirmed mention; a value inside the
// normal range gives a negated one (a normal measurement is evidence of absence).
func (l *Lexicon) Vitals(text string) []Mention { return l.vitalsWith(text, l.headers(text)) }

// vitalsWith reads the vital signs of text whose headers are already known.
func (l *Lexicon) vitalsWith(text string, hdrs []header) []Mention {
	var rs []reading
	for _, w := range numberWindows(text) {
		rs = l.readingsIn(rs, text[w[0]:w[1]], w[0])
	}
	return l.judgeVitals(rs, hdrs)
}

// numberWindows returns the stretches of text around numbers, merged, each starting at a line
// start or after a space: the only places a vital sign can be, so the patterns need not scan
// the rest of a note.
func numberWindows(text string) [][2]int {
	const before, after = 24, 8
	var out [][2]int
	for i := 0; i < len(text); i++ {
		if !isDigitByte(text[i]) {
			continue
		}
		a, b := max(0, i-before), min(len(text), i+after)
		for a > 0 && text[a-1] != ' ' && text[a-1] != '\n' && text[a-1] != '\t' {
			a--
		}
		for b < len(text) && isWordByte(text[b]) {
			b++
		}
		if n := len(out); n > 0 && a <= out[n-1][1] {
			out[n-1][1] = max(out[n-1][1], b)
		} else {
			out = append(out, [2]int{a, b})
		}
		i = max(i, b-after)
	}
	return out
}

// readingsIn appends the readings of one window of text that starts at byte base.
func (l *Lexicon) readingsIn(rs []reading, text string, base int) []reading {
	start := len(rs)
	defer func() {
		for i := start; i < len(rs); i++ {
			rs[i].start += base
			rs[i].end += base
		}
	}()
	// A match of reSeq or reBP holds a pressure, a "/" between digits (with spaces between
	// maybe), one of reSpO2 a "%": without it, the pattern is not run (the window holds many
	// numbers but seldom a pressure or a saturation).
	hasSlash, hasPercent := slashBetweenDigits(text), strings.IndexByte(text, '%') >= 0
	for _, m := range findAllIf(hasSlash, reSeq, text) {
		t, tempOK := reading{}, false
		if m[2] >= 0 {
			t, tempOK = l.temperature(text, m[2], m[3], m[4], m[5])
		}
		if !tempOK && m[16] < 0 {
			continue // four numbers without a temperature need the percent sign
		}
		if tempOK {
			rs = append(rs, t)
		}
		// add reads the value at [a, b); the mention spans [s, e) (both halves of a pressure).
		add := func(measure string, a, b, s, e int) {
			if v, err := strconv.ParseFloat(text[a:b], 64); err == nil {
				rs = append(rs, reading{measure: measure, value: v, start: s, end: e})
			}
		}
		add(measureHR, m[6], m[7], m[6], m[7])
		add(measureSBP, m[8], m[9], m[8], m[11])
		add(measureDBP, m[10], m[11], m[8], m[11])
		add(measureRR, m[12], m[13], m[12], m[13])
		add(measureSpO2, m[14], m[15], m[14], m[15])
	}
	for _, re := range []*startRE{reTemp, reTempVS, reTempVU} {
		for _, m := range re.FindAllStringSubmatchIndex(text, -1) {
			if r, ok := l.temperature(text, m[2], m[3], m[4], m[5]); ok {
				r.start = m[0]
				rs = append(rs, r)
			}
		}
	}
	one := func(re *startRE, measure string) {
		if re == reSpO2 && !hasPercent {
			return
		}
		for _, m := range re.FindAllStringSubmatchIndex(text, -1) {
			if v, err := strconv.ParseFloat(text[m[2]:m[3]], 64); err == nil {
				rs = append(rs, reading{measure: measure, value: v, start: m[0], end: m[1]})
			}
		}
	}
	one(reHR, measureHR)
	for _, m := range reDecade.FindAllStringSubmatchIndex(text, -1) {
		if r, ok := decadeReading(text, m); ok {
			rs = append(rs, r)
		}
	}
	one(reRR, measureRR)
	if hasPercent { // before reSpO2: of two readings of one saturation the first is kept
		for _, m := range reSpO2On.FindAllStringSubmatchIndex(text, -1) {
			if v, err := strconv.ParseFloat(text[m[2]:m[3]], 64); err == nil {
				switch strings.ToLower(text[m[4]:m[5]]) { // what the patient breathes
				case "ra", "room air", "r/a":
					rs = append(rs, reading{measure: measureSpO2, value: v, start: m[0], end: m[1]})
				default:
					rs = append(rs, reading{measure: measureSpO2, value: v, start: m[0], end: m[1], onOxygen: true})
				}
			}
		}
	}
	one(reSpO2, measureSpO2)
	if !hasSlash {
		return rs
	}
	for _, m := range reBP.FindAllStringSubmatchIndex(text, -1) {
		s, err1 := strconv.ParseFloat(text[m[2]:m[3]], 64)
		d, err2 := strconv.ParseFloat(text[m[4]:m[5]], 64)
		if err1 == nil && err2 == nil {
			rs = append(rs, reading{measure: measureSBP, value: s, start: m[0], end: m[1]}, reading{measure: measureDBP, value: d, start: m[0], end: m[1]})
		}
	}
	return rs
}

// slashBetweenDigits reports whether text holds a digit, \s*, "/", \s* and a digit (RE2's \s:
// [\t\n\f\r ]).
func slashBetweenDigits(text string) bool {
	space := func(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\f' || c == '\r' }
	for j := strings.IndexByte(text, '/'); j >= 0; {
		a, b := j-1, j+1
		for a >= 0 && space(text[a]) {
			a--
		}
		for b < len(text) && space(text[b]) {
			b++
		}
		if a >= 0 && isDigitByte(text[a]) && b < len(text) && isDigitByte(text[b]) {
			return true
		}
		k := strings.IndexByte(text[j+1:], '/')
		if k < 0 {
			break
		}
		j += 1 + k
	}
	return false
}

// findAllIf is re.FindAllStringSubmatchIndex(text, -1) when run, else nothing.
func findAllIf(run bool, re *regexp.Regexp, text string) [][]int {
	if !run {
		return nil
	}
	return re.FindAllStringSubmatchIndex(text, -1)
}

// temperature reads a temperature value with an optional unit letter; without one, the range
// decides: 30-45 is Celsius, 86-113 Fahrenheit.
func (l *Lexicon) temperature(text string, a, b, ua, ub int) (reading, bool) {
	v, err := strconv.ParseFloat(text[a:b], 64)
	if err != nil {
		return reading{}, false
	}
	unit := ""
	if ua >= 0 {
		unit = strings.ToLower(text[ua:ub])
	}
	if unit == "f" || unit == "" && v >= 86 && v <= 113 {
		v = (v - 32) * 5 / 9
	}
	pr := l.vitals.Plausible[measureTempC]
	if v < pr[0] || v > pr[1] {
		return reading{}, false
	}
	return reading{measure: measureTempC, value: v, start: a, end: b}, true
}

// judgeVitals turns readings into mentions: per concept and reading, affirmed if a positive
// rule holds, negated if a negative rule holds (an affirming rule of the same concept on the
// same reading wins, as a high diastolic pressure over a normal systolic one).
func (l *Lexicon) judgeVitals(rs []reading, hdrs []header) []Mention {
	secs, _ := l.resolveHeaders(hdrs)
	type key struct {
		concept    string
		start, end int
	}
	verdict := map[key]int{} // 1 negated, 2 affirmed
	var order []key
	var kept []reading
	for _, r := range rs {
		dup := false
		for _, k := range kept {
			if k.measure == r.measure && k.start < r.end && r.start < k.end {
				dup = true
				break
			}
		}
		if dup {
			continue
		}
		kept = append(kept, r)
		pr, ok := l.vitals.Plausible[r.measure]
		if !ok || r.value < pr[0] || r.value > pr[1] {
			continue
		}
		for _, rule := range l.vitals.Rules {
			if rule.Measure != r.measure {
				continue
			}
			v := 0
			switch {
			case rule.pos.holds(r.value):
				v = 2
			case rule.neg.holds(r.value) && !r.onOxygen:
				v = 1
			}
			if v == 0 {
				continue
			}
			k := key{rule.Concept, r.start, r.end}
			if _, ok := verdict[k]; !ok {
				order = append(order, k)
			}
			verdict[k] = max(verdict[k], v)
		}
	}
	out := make([]Mention, 0, len(order))
	for _, k := range order {
		m := Mention{Concept: k.concept, Negated: verdict[k] == 1, Start: k.start, End: k.end}
		for i, h := range hdrs {
			if h.start <= k.start {
				m.Section = secs[i]
			}
		}
		out = append(out, m)
	}
	slices.SortStableFunc(out, func(a, b Mention) int {
		if a.Start != b.Start {
			return cmp.Compare(a.Start, b.Start)
		}
		return strings.Compare(a.Concept, b.Concept)
	})
	return dedupeVitals(out)
}

// dedupeVitals keeps one mention per concept and span; a labelled and an unlabelled reading of
// the same value give the same span.
func dedupeVitals(ms []Mention) []Mention {
	out := ms[:0]
	for i, m := range ms {
		if i > 0 && m == ms[i-1] {
			continue
		}
		out = append(out, m)
	}
	return out
}

// decadeReading reads a match of reDecade: the measure its label names, and the decade's low,
// middle or high value ("in the low 80s" 81, "in the 110s" 115, "in the high 80s" 88).
func decadeReading(text string, m []int) (reading, bool) {
	v, err := strconv.ParseFloat(text[m[6]:m[7]], 64)
	if err != nil || int(v)%10 != 0 {
		return reading{}, false
	}
	q := ""
	if m[4] >= 0 {
		q = strings.ToLower(text[m[4]:m[5]])
	}
	switch q {
	case "low", "lower":
		v++
	case "high", "upper":
		v += 8
	default: // "mid", or no qualifier
		v += 5
	}
	label := strings.ToLower(text[m[2]:m[3]])
	var measure string
	switch {
	case strings.HasPrefix(label, "hr") || strings.HasPrefix(label, "pulse") || strings.HasPrefix(label, "heart"):
		measure = measureHR
	case strings.HasPrefix(label, "rr") || strings.HasPrefix(label, "resp"):
		measure = measureRR
	case strings.HasPrefix(label, "sat") || strings.HasPrefix(label, "o2") || strings.HasPrefix(label, "spo2"):
		measure = measureSpO2
	default:
		measure = measureSBP
	}
	return reading{measure: measure, value: v, start: m[0], end: m[1]}, true
}
