package lexicon

import (
	"bytes"
	"cmp"
	"embed"
	"errors"
	"fmt"
	"io/fs"
	"maps"
	"path"
	"slices"
	"sort"
	"strings"
	"sync"

	"gopkg.in/yaml.v3"
)

//go:embed data/*.yaml
var dataFS embed.FS

// Mention is one concept read from text.
type Mention struct {
	Concept string // knowledge-base finding id
	Negated bool   // the text says the finding is absent
	Section string // canonical section ("hpi", "pmh", "psh", "social", "family", "ros", "exam", "findings", ...) or a report's lowercased organ header; "" before any header
	Organ   string // the concept's organ for study findings, else the organ of the header or exam label it sits under
	Start   int    // byte offset of the first matched word in the text
	End     int    // byte offset just past the last matched word
}

// Report is what a study report says: the mentions and the organs it describes as normal.
type Report struct {
	Mentions []Mention
	Normal   []string // organs explicitly described normal, sorted
	// Unsure are the organs the report leaves in doubt, sorted: ones the study could not assess
	// ("the appendix is not visualized"), ones with an equivocal finding ("early appendicitis
	// cannot be excluded") and ones a clause calls abnormal in words the terminology does not
	// name. What the report does not say about them is not evidence either way. An organ is never
	// both normal and unsure.
	Unsure []string
	// Doubted are the concepts the report names with a cue of doubt ("a sonographic Murphy sign
	// cannot be assessed", "appendicitis cannot be excluded"), sorted: they are neither shown
	// nor denied, whatever else the report says of their organ.
	Doubted []string
}

// Concept describes one concept of the terminology.
type Concept struct {
	ID     string
	Kind   string // symptom | sign | history | study
	Organ  string // study concepts only
	Normal bool   // a normal study finding ("normal caliber appendix"): it does not make its organ abnormal
}

// Lexicon is a compiled terminology. It is read-only after Load and safe for concurrent use.
type Lexicon struct {
	concepts []Concept
	byID     map[string]int
	cons     []compiledConcept
	patterns []pattern
	index    map[string][]phraseRef // first stem -> phrases starting with it

	abbr map[string][]string // lowercase token -> expansion words
	// siteAbbr: lowercase token -> site (exam label or report organ) -> expansion words, for
	// the tokens a site reads otherwise ("BS" under "Lungs:" is breath sounds). Keyed by the
	// token first: nearly every word misses at the first look-up.
	siteAbbr map[string]map[string][]string

	trigIndex           map[string][]int // first stem -> indexes into trigs
	trigs               []trigger
	preWord             map[string]bool
	terminators, affirm map[string]bool
	fillers             map[string]bool
	clauseWords         map[string]bool // words that open a new clause in a list ("he", "is")
	continuers          map[string]bool // words after a comma that go on with the clause before it
	descriptors         map[string]bool // words of a pain's or an episode's manner, read across a comma in notes
	// otherPeople, otherLead, patientWords: language.yaml's others (stems).
	otherPeople, otherLead, patientWords, telling map[string]bool

	sections map[string]string // normalized alias -> canonical section
	labels   map[string]string // normalized exam label -> site
	report   reportLanguage
	// topicPats lists, per organ, the patterns of its concepts that a clause's topic may
	// complete (topic.go).
	topicPats map[string][]topicPattern
	// painWords are the one-word phrases of pain groups, painConcept the concepts about a pain:
	// a note's pain topic (topic.go).
	painList    []string // language.yaml's pain_words
	painWords   map[string]bool
	painConcept []bool
	// emptyWords are what a history section written as empty says (lower case, single-spaced),
	// emptySecs the concept each such section denies (language.yaml's empty_sections).
	emptyWords map[string]bool
	emptySecs  map[string]string

	vitals vitalRules

	// Stem ids, so that matching compares integers and indexes slices instead of hashing and
	// comparing strings: every stem of a pattern, an excluding phrase or a negation trigger has
	// an id from 1 (a token's id is 0 when its stem has none), and refs is indexed by the first
	// stem's id, in the same order, with the phrases' stems in refStems.
	stemIDs  map[string]int32
	refs     [][]stemRef
	refStems []int32
	// refs split by phrase length, for match: oneWord holds the keys of the one-word
	// phrases, multiWord the others.
	oneWord   [][]uint64
	multiWord [][]stemRef // each sorted by second stem
	allGroups []uint8     // pattern -> the bit set of all its groups
	// The negation triggers by id: trigByID is trigIndex, trigIDs each trigger's stems and
	// preWordID preWord.
	trigByID  [][]int
	trigIDs   [][]int32
	preWordID []bool
	packed    bool // every phrase's occurrence fits a key (occKey) in texts of under 2^32 words

	stems map[string]string // lowercase word -> stem, precomputed for the vocabulary
	// Once loaded: stems and abbr in one map (see appendWord), word -> index in wordEntries
	// (a small value keeps the map small, and more of it in cache).
	words       map[string]int32
	wordEntries []wordEntry
	prefixes    map[string]bool // first three letters of every vocabulary stem
	done        bool            // loading is over: the maps above are read-only
}

type compiledConcept struct {
	exclude  [][]string
	excludeI [][]int32       // exclude as stem ids
	excludeS [][]string      // excluding phrases anywhere in the sentence, over commas
	excludeB [][]string      // excluding phrases only before the match (ExcludeBefore)
	unlessB  [][]string      // phrases of the sentence that lift excludeB (ExcludeUnless)
	notUnder map[string]bool // sections and exam labels the concept is not read under
	context  map[string]bool
	normal   bool
	normalMM float64 // a measurement up to this many millimetres in the clause denies the concept
	// borderlineMM, definite: see Concept.BorderlineUpToMM and BorderlineUnless (as stems).
	borderlineMM float64
	definite     map[string]bool
	// afterCI, afterMM: see Concept.NormalAfter (afterCI -1: none); afterID until resolved.
	afterCI  int
	afterMM  float64
	afterID  string
	normalWk float64 // a time up to this many weeks in the clause denies the concept
	// listAffirmed: a denial before a comma does not reach the concept as a later list item.
	listAffirmed bool
	// yieldsTo: the concepts (by index) that, read in the same clause, take this one's place;
	// topicYieldsTo: the same for a reading that the section's topic stood in for.
	yieldsTo, topicYieldsTo     []int
	yieldsToID, topicYieldsToID []string
}

// reportLanguage is the compiled report section of language.yaml.
type reportLanguage struct {
	organIndex map[string][]organPhrase // first stem -> organ phrases
	organSet   map[string]bool          // every organ id of the vocabulary
	cueIndex   map[string][][]string    // first stem -> normal cues
	unseen     map[string][][]string    // first stem -> cues that the study could not assess an organ
	abnormal   map[string]bool          // abnormal words
	not        map[string]bool          // words that negate the one-word cue after them
	undo       map[string]bool          // words that undo the abnormal word after them
	verbs      map[string]bool          // a clause's verbs: its subject comes before them
	joins      map[string]bool          // conjunctions that may start a new clause
	openers    map[string]bool          // words that open a new clause after a join
	bounds     map[string]bool          // prepositions that end a denied noun phrase
	neighbours map[string]bool          // words after which an organ is a neighbour, not the site
	region     map[string]string        // organ id -> the region it lies in (regions)
}

type organPhrase struct {
	stems  []string
	organs []string
}

type reportData struct {
	Organs       map[string][]string `yaml:"organs"`
	NormalCues   []string            `yaml:"normal_cues"`
	UnseenCues   []string            `yaml:"unseen_cues"`
	Abnormal     []string            `yaml:"abnormal_words"`
	CueNot       []string            `yaml:"cue_negators"`
	AbnormalUndo []string            `yaml:"abnormal_undo"`
	Verbs        []string            `yaml:"verbs"`
	Joins        []string            `yaml:"joins"`
	Openers      []string            `yaml:"openers"`
	Bounds       []string            `yaml:"bounds"`
	Neighbours   []string            `yaml:"neighbours"`
	// Regions group organ ids by the part of the body they lie in (see Lexicon.dropRemote).
	Regions map[string][]string `yaml:"regions"`
}

// pattern modes.
const (
	modeMatch   = iota // found affirmed: the concept is present
	modeAbsent         // found affirmed: the concept is absent ("afebrile", "normal bowel sounds")
	modeNegOnly        // counts only when negated ("nontender" abdomen: no tenderness anywhere)
)

type pattern struct {
	concept int
	groups  int
	mode    int
	window  int
	inCtx   bool // read only in the concept's context (in_context patterns)
}

type phraseRef struct {
	stems   []string
	pattern int
	group   int
	trig    bool // the phrase is a negation pre-trigger ("no" of "no bowel sounds")
}

// stemRef is a phraseRef in stem ids: the phrase is refStems[off : off+n]. key is its
// occurrence key (occKey) at position 0, when Lexicon.packed.
type stemRef struct {
	key     uint64
	second  int32 // the second stem's id (multiWord only)
	pattern int32
	off     int32
	n       int32
	group   uint8
	trig    bool
}

type trigger struct {
	stems []string
	kind  int  // trigPre, trigPost, trigPseudo, trigUncertain
	list  bool // a verb of denial ("denies", "negative for"): it governs the whole list after it
}

const (
	trigPre = iota
	trigPost
	trigPseudo
	// trigUncertain: the concept next to it is neither affirmed nor denied ("equivocal Murphy
	// sign", "appendicolith cannot be excluded"): it is not read at all.
	trigUncertain
)

// Concepts lists the concepts of the terminology in id order.
func (l *Lexicon) Concepts() []Concept {
	out := append([]Concept(nil), l.concepts...)
	sort.Slice(out, func(i, j int) bool { return out[i].ID < out[j].ID })
	return out
}

// Stats counts the terminology: concepts, patterns (synonym bags), distinct phrases and
// abbreviations.
func (l *Lexicon) Stats() (concepts, patterns, phrases, abbreviations int) {
	for _, refs := range l.index {
		phrases += len(refs)
	}
	return len(l.concepts), len(l.patterns), phrases, len(l.abbr)
}

// ---------------------------------------------------------------- data files

type conceptFile struct {
	Sets     map[string][]string `yaml:"sets"`
	Concepts []conceptData       `yaml:"concepts"`
}

type conceptData struct {
	ID      string   `yaml:"id"`
	Kind    string   `yaml:"kind"`
	Organ   string   `yaml:"organ"`
	Match   []string `yaml:"match"`
	Absent  []string `yaml:"absent"`
	NegOnly []string `yaml:"negated_only"`
	// InContext: patterns read only in the concept's context — a sub-section whose header
	// names a context organ, or a sentence with a context word ("PELVIS: Small free fluid").
	InContext []string `yaml:"in_context"`
	// AbsentInContext: absent patterns read only in the concept's context ("Lungs: Clear."
	// denies crackles).
	AbsentInContext []string `yaml:"absent_in_context"`
	Context         []string `yaml:"context"`
	Exclude         []string `yaml:"exclude"`
	// ExcludeSentence: phrases that exclude the concept anywhere in its sentence, over commas
	// ("no wheezes, rales or rhonchi" is an auscultation, not a reported symptom).
	ExcludeSentence []string `yaml:"exclude_sentence"`
	// ExcludeBefore: phrases that exclude the concept only when they stand in its clause, at
	// most excludeReach words before it ("admitted for lap chole" is an operation to come);
	// ExcludeUnless: phrases anywhere in the sentence that lift them, words that date the
	// operation ("admitted years ago for a cholecystectomy").
	ExcludeBefore []string `yaml:"exclude_before"`
	ExcludeUnless []string `yaml:"exclude_unless"`
	// NotUnder: sections ("exam") and exam labels ("lungs") the concept is not read under.
	NotUnder []string `yaml:"not_under"`
	Window   int      `yaml:"window"`
	Normal   bool     `yaml:"normal"`
	// NormalUpToMM: a size up to this many millimetres in the clause ("measures 4 mm") denies
	// the concept (a dilated duct or appendix is larger).
	NormalUpToMM float64 `yaml:"normal_up_to_mm"`
	// BorderlineUpToMM: a size above NormalUpToMM and up to this many millimetres, given
	// without a word of BorderlineUnless ("CBD 7 mm", "mildly prominent at 7 mm"), is
	// borderline: the concept is neither shown nor denied and its organ is left in doubt.
	BorderlineUpToMM float64  `yaml:"borderline_up_to_mm"`
	BorderlineUnless []string `yaml:"borderline_unless"`
	// NormalAfter: with the concept Concept affirmed in the same text, sizes up to MM
	// millimetres are normal ("status post cholecystectomy ... common duct 8 mm").
	NormalAfter *struct {
		Concept string  `yaml:"concept"`
		MM      float64 `yaml:"mm"`
	} `yaml:"normal_after"`
	// NormalUpToWeeks: a time up to this many weeks in the clause ("LMP 2 weeks ago") denies the
	// concept (a period is missed only when it is late).
	NormalUpToWeeks float64 `yaml:"normal_up_to_weeks"`
	// ListAffirmed: the concept states what was found, not a sign looked for, so a denial at
	// the head of a comma list does not reach it ("no rigidity, hypoactive bowel sounds"); a
	// denial in its own item, a verb of denial or "or" before it still does.
	ListAffirmed bool `yaml:"list_affirmed"`
	// YieldsTo: concepts that, read in the same clause, take this one's place: "dilated
	// fluid-filled loops of small bowel" are an obstruction's dilated loops, not the fluid-filled
	// loops of normal caliber an enteritis shows.
	YieldsTo []string `yaml:"yields_to"`
	// TopicYieldsTo: the same, for a reading the section's topic stood in for ("Biliary:
	// mild intrahepatic ductal dilatation" speaks of the intrahepatic ducts, not of the common
	// duct that the header could name).
	TopicYieldsTo []string `yaml:"topic_yields_to"`
}

type languageFile struct {
	Abbreviations map[string]string `yaml:"abbreviations"`
	// SiteAbbreviations: by exam label or report organ, abbreviations read otherwise there.
	SiteAbbreviations map[string]map[string]string `yaml:"site_abbreviations"`
	Stems             map[string]string            `yaml:"stems"`
	Negation          negationData                 `yaml:"negation"`
	Sections          map[string][]string          `yaml:"sections"`
	Labels            map[string][]string          `yaml:"labels"`
	Report            reportData                   `yaml:"report"`
	PainWords         []string                     `yaml:"pain_words"`
	EmptySections     emptySectionData             `yaml:"empty_sections"`
	// Continuers open a phrase that goes on with the clause before the comma ("diffusely
	// tender, worst in the right lower quadrant"): the comma does not end that clause.
	Continuers []string `yaml:"continuers"`
	// Descriptors: words of a pain's or an episode's manner; a comma between two of them does
	// not end a note's clause ("sudden, severe abdominal pain").
	Descriptors []string `yaml:"descriptors"`
	// Others: a history's clause about someone other than the patient (read.go's others).
	Others struct {
		People  []string `yaml:"people"`
		Lead    []string `yaml:"lead"`
		Patient []string `yaml:"patient"`
		Telling []string `yaml:"telling"`
	} `yaml:"others"`
}

// emptySectionData: a history section written as empty ("PSH: none") denies the concept it is
// about.
type emptySectionData struct {
	Words    []string          `yaml:"words"`    // what an empty section says, whole
	Sections map[string]string `yaml:"sections"` // canonical section -> the concept it denies when empty
}

type negationData struct {
	Pre         []string `yaml:"pre"`
	ListPre     []string `yaml:"list_pre"`
	PreWord     []string `yaml:"pre_word"`
	Post        []string `yaml:"post"`
	Pseudo      []string `yaml:"pseudo"`
	Uncertain   []string `yaml:"uncertain"`
	Terminators []string `yaml:"terminators"`
	Affirm      []string `yaml:"affirm"`
	Fillers     []string `yaml:"fillers"`
	Clause      []string `yaml:"clause_words"`
}

// Load compiles the embedded terminology. It is compiled once per process and shared: the
// lexicon is read-only and safe for concurrent use. (The doctor's reader remembers the notes it
// read last, agents.textMemo: a second memo here found nothing the first had not.)
func Load() (*Lexicon, error) {
	embedded.once.Do(func() { embedded.l, embedded.err = LoadFS(dataFS, "data") })
	return embedded.l, embedded.err
}

// embedded is the compiled embedded terminology, once loaded.
var embedded struct {
	once sync.Once
	l    *Lexicon
	err  error
}

// LoadFS compiles a terminology from dir in fsys: language.yaml, vitals.yaml and any number of
// concept files (every other *.yaml).
func LoadFS(fsys fs.FS, dir string) (*Lexicon, error) {
	names, err := fs.Glob(fsys, path.Join(dir, "*.yaml"))
	if err != nil {
		return nil, fmt.Errorf("lexicon: list %s: %w", dir, err)
	}
	sort.Strings(names)
	l := &Lexicon{byID: map[string]int{}, index: map[string][]phraseRef{}, stems: map[string]string{}, prefixes: map[string]bool{}}
	var lang languageFile
	var files []conceptFile
	var fileNames []string
	sets := map[string][]string{}
	for _, name := range names {
		b, err := fs.ReadFile(fsys, name)
		if err != nil {
			return nil, fmt.Errorf("lexicon: read %s: %w", name, err)
		}
		switch path.Base(name) {
		case "language.yaml":
			if err := decodeStrict(name, b, &lang); err != nil {
				return nil, err
			}
		case "vitals.yaml":
			if err := decodeStrict(name, b, &l.vitals); err != nil {
				return nil, err
			}
		default:
			var cf conceptFile
			if err := decodeStrict(name, b, &cf); err != nil {
				return nil, err
			}
			for k, v := range cf.Sets {
				if _, dup := sets[k]; dup {
					return nil, fmt.Errorf("lexicon: %s: set %q defined twice", name, k)
				}
				sets[k] = v
			}
			files = append(files, cf)
			fileNames = append(fileNames, name)
		}
	}
	if err := l.compileLanguage(&lang); err != nil {
		return nil, err
	}
	if err := l.vitals.check(); err != nil {
		return nil, fmt.Errorf("lexicon: vitals.yaml: %w", err)
	}
	for i, cf := range files {
		for _, cd := range cf.Concepts {
			if err := l.addConcept(cd, sets); err != nil {
				return nil, fmt.Errorf("lexicon: %s: concept %q: %w", fileNames[i], cd.ID, err)
			}
		}
	}
	for _, refs := range l.index {
		for _, r := range refs {
			l.noteVocabulary(r.stems)
		}
	}
	for _, t := range l.trigs {
		l.noteVocabulary(t.stems)
	}
	for _, m := range [][]string{keys(l.terminators), keys(l.affirm), keys(l.fillers), keys(l.preWord), keys(l.clauseWords), keys(l.continuers), keys(l.descriptors)} {
		l.noteVocabulary(m)
	}
	for _, phs := range l.report.organIndex {
		for _, ph := range phs {
			l.noteVocabulary(ph.stems)
		}
	}
	for _, idx := range []map[string][][]string{l.report.cueIndex, l.report.unseen} {
		for _, cs := range idx {
			for _, c := range cs {
				l.noteVocabulary(c)
			}
		}
	}
	r := &l.report
	for _, m := range []map[string]bool{r.abnormal, r.not, r.undo, r.verbs, r.joins, r.openers, r.bounds, r.neighbours} {
		l.noteVocabulary(keys(m))
	}
	for ci := range l.cons {
		c := &l.cons[ci]
		for _, y := range []struct {
			field string
			ids   []string
			to    *[]int
		}{{"yields_to", c.yieldsToID, &c.yieldsTo}, {"topic_yields_to", c.topicYieldsToID, &c.topicYieldsTo}} {
			for _, id := range y.ids {
				j, ok := l.byID[id]
				if !ok {
					return nil, fmt.Errorf("lexicon: concept %s: %s %q, which no concept file defines", l.concepts[ci].ID, y.field, id)
				}
				*y.to = append(*y.to, j)
			}
		}
		if c.afterID != "" {
			j, ok := l.byID[c.afterID]
			if !ok {
				return nil, fmt.Errorf("lexicon: concept %s: normal_after %q, which no concept file defines", l.concepts[ci].ID, c.afterID)
			}
			c.afterCI = j
		}
	}
	for sec, id := range l.emptySecs {
		if _, ok := l.byID[id]; !ok {
			return nil, fmt.Errorf("lexicon: language.yaml: empty_sections: section %s denies %q, which no concept file defines", sec, id)
		}
	}
	l.compileIDs()
	l.compileTopics()
	l.compilePainTopic()
	l.done = true
	l.compileWords()
	return l, nil
}

// compileIDs numbers the stems of the patterns, the excluding phrases and the negation
// triggers, and builds the tables by id.
func (l *Lexicon) compileIDs() {
	l.stemIDs = map[string]int32{}
	id := func(s string) int32 {
		if i, ok := l.stemIDs[s]; ok {
			return i
		}
		i := int32(len(l.stemIDs) + 1)
		l.stemIDs[s] = i
		return i
	}
	ids := func(stems []string) []int32 {
		out := make([]int32, len(stems))
		for k, s := range stems {
			out[k] = id(s)
		}
		return out
	}
	firsts := make([]string, 0, len(l.index))
	for s := range l.index {
		firsts = append(firsts, s)
	}
	sort.Strings(firsts) // ids in a fixed order (they need not be)
	for _, s := range firsts {
		id(s)
	}
	l.refs = make([][]stemRef, len(firsts)+1)
	packed := len(l.patterns) <= 1<<keyPatBits // (groups are at most 8: addPattern)
	for _, s := range firsts {
		refs := make([]stemRef, 0, len(l.index[s]))
		for _, r := range l.index[s] {
			refs = append(refs, stemRef{key: occKey(occurrence{pattern: r.pattern, group: r.group, e: len(r.stems), trig: r.trig}),
				pattern: int32(r.pattern), off: int32(len(l.refStems)), n: int32(len(r.stems)), group: uint8(r.group), trig: r.trig})
			packed = packed && len(r.stems) < 1<<keyLenBits
			l.refStems = append(l.refStems, ids(r.stems)...)
		}
		l.refs[l.stemIDs[s]] = refs
	}
	for ci := range l.cons {
		c := &l.cons[ci]
		for _, ex := range c.exclude {
			c.excludeI = append(c.excludeI, ids(ex))
		}
	}
	for _, t := range l.trigs {
		l.trigIDs = append(l.trigIDs, ids(t.stems))
	}
	for _, w := range slices.Sorted(maps.Keys(l.preWord)) {
		id(w)
	}
	l.trigByID = make([][]int, len(l.stemIDs)+1)
	for _, s := range slices.Sorted(maps.Keys(l.trigIndex)) {
		l.trigByID[l.stemIDs[s]] = l.trigIndex[s]
	}
	l.preWordID = make([]bool, len(l.stemIDs)+1)
	for w, ok := range l.preWord {
		l.preWordID[l.stemIDs[w]] = ok
	}
	l.packed = packed
	// Every id indexes refs (a stem that starts no phrase has none).
	l.refs = append(l.refs, make([][]stemRef, len(l.stemIDs)+1-len(l.refs))...)
	l.oneWord = make([][]uint64, len(l.refs))
	l.multiWord = make([][]stemRef, len(l.refs))
	for id, refs := range l.refs {
		for _, r := range refs {
			if r.n == 1 {
				l.oneWord[id] = append(l.oneWord[id], r.key)
			} else {
				r.second = l.refStems[r.off+1]
				l.multiWord[id] = append(l.multiWord[id], r)
			}
		}
		slices.SortStableFunc(l.multiWord[id], func(x, y stemRef) int { return cmp.Compare(x.second, y.second) })
	}
	for _, pt := range l.patterns {
		l.allGroups = append(l.allGroups, uint8(1<<pt.groups-1))
	}
}

func keys(m map[string]bool) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	return out
}

func (l *Lexicon) noteVocabulary(stems []string) {
	for _, s := range stems {
		l.prefixes[prefix3(s)] = true
	}
}

func prefix3(s string) string {
	if len(s) > 3 {
		return s[:3]
	}
	return s
}

var validKinds = map[string]bool{"symptom": true, "sign": true, "history": true, "study": true}

func (l *Lexicon) addConcept(cd conceptData, sets map[string][]string) error {
	if cd.ID == "" {
		return errors.New("missing id")
	}
	if _, dup := l.byID[cd.ID]; dup {
		return errors.New("defined twice")
	}
	if !validKinds[cd.Kind] {
		return fmt.Errorf("kind %q: expected symptom, sign, history or study", cd.Kind)
	}
	if (cd.Kind == "study") != (cd.Organ != "") {
		return errors.New("organ is required for study concepts and only for them")
	}
	if len(cd.Match)+len(cd.Absent)+len(cd.NegOnly)+len(cd.InContext)+len(cd.AbsentInContext) == 0 {
		return errors.New("no match, absent or negated_only pattern")
	}
	if len(cd.NegOnly)+len(cd.InContext)+len(cd.AbsentInContext) > 0 && len(cd.Context) == 0 {
		return errors.New("negated_only, in_context and absent_in_context patterns need context words")
	}
	ci := len(l.concepts)
	l.byID[cd.ID] = ci
	l.concepts = append(l.concepts, Concept{ID: cd.ID, Kind: cd.Kind, Organ: cd.Organ, Normal: cd.Normal})
	cc := compiledConcept{normal: cd.Normal, normalMM: cd.NormalUpToMM, normalWk: cd.NormalUpToWeeks, listAffirmed: cd.ListAffirmed, yieldsToID: cd.YieldsTo, topicYieldsToID: cd.TopicYieldsTo,
		borderlineMM: cd.BorderlineUpToMM, afterCI: -1}
	if cd.BorderlineUpToMM > 0 && cd.BorderlineUpToMM <= cd.NormalUpToMM {
		return fmt.Errorf("borderline_up_to_mm %g: expected more than normal_up_to_mm (%g)", cd.BorderlineUpToMM, cd.NormalUpToMM)
	}
	for _, w := range cd.BorderlineUnless {
		if cc.definite == nil {
			cc.definite = map[string]bool{}
		}
		for _, st := range l.phrase(w) {
			cc.definite[st] = true
		}
	}
	if a := cd.NormalAfter; a != nil {
		if a.Concept == "" || a.MM <= cd.NormalUpToMM {
			return fmt.Errorf("normal_after: expected a concept and mm above normal_up_to_mm (%g)", cd.NormalUpToMM)
		}
		cc.afterID, cc.afterMM = a.Concept, a.MM
	}
	for _, x := range []struct {
		field string
		from  []string
		to    *[][]string
	}{{"exclude", cd.Exclude, &cc.exclude}, {"exclude_sentence", cd.ExcludeSentence, &cc.excludeS},
		{"exclude_before", cd.ExcludeBefore, &cc.excludeB}, {"exclude_unless", cd.ExcludeUnless, &cc.unlessB}} {
		for _, e := range x.from {
			alts, err := l.expandAlternatives(e, sets)
			if err != nil {
				return fmt.Errorf("%s %q: %w", x.field, e, err)
			}
			*x.to = append(*x.to, alts...)
		}
	}
	if len(cd.ExcludeUnless) > 0 && len(cd.ExcludeBefore) == 0 {
		return errors.New("exclude_unless lifts exclude_before, which is missing")
	}
	for _, s := range cd.NotUnder {
		if cc.notUnder == nil {
			cc.notUnder = map[string]bool{}
		}
		cc.notUnder[strings.ToLower(strings.TrimSpace(s))] = true
	}
	if len(cd.Context) > 0 {
		cc.context = map[string]bool{}
		for _, c := range cd.Context {
			cc.context[strings.ToLower(strings.TrimSpace(c))] = true // an organ id of a header
			for _, s := range l.phrase(c) {
				cc.context[s] = true
			}
		}
	}
	l.cons = append(l.cons, cc)
	window := cd.Window
	if window == 0 {
		window = defaultWindow
	}
	for mode, pats := range [][]string{cd.Match, cd.Absent, cd.NegOnly} {
		for _, p := range pats {
			if err := l.addPattern(ci, mode, window, p, sets); err != nil {
				return fmt.Errorf("pattern %q: %w", p, err)
			}
		}
	}
	for _, in := range [...]struct {
		mode int
		pats []string
	}{{modeMatch, cd.InContext}, {modeAbsent, cd.AbsentInContext}} {
		for _, p := range in.pats {
			if err := l.addPattern(ci, in.mode, window, p, sets); err != nil {
				return fmt.Errorf("in_context pattern %q: %w", p, err)
			}
			l.patterns[len(l.patterns)-1].inCtx = true
		}
	}
	return nil
}

// defaultWindow is the widest span, in words, a bag of word groups may cover in one clause.
const defaultWindow = 8

// addPattern compiles "a|b c|$set + d|e": groups joined by " + ", alternatives by "|".
func (l *Lexicon) addPattern(ci, mode, window int, src string, sets map[string][]string) error {
	groups := strings.Split(src, " + ")
	pi := len(l.patterns)
	l.patterns = append(l.patterns, pattern{concept: ci, groups: len(groups), mode: mode, window: window})
	if len(groups) > 8 {
		return errors.New("more than 8 groups")
	}
	for gi, g := range groups {
		alts, err := l.expandAlternatives(g, sets)
		if err != nil {
			return err
		}
		for _, stems := range alts {
			l.index[stems[0]] = append(l.index[stems[0]], phraseRef{stems: stems, pattern: pi, group: gi, trig: l.isPreTrigger(stems)})
		}
	}
	return nil
}

func (l *Lexicon) expandAlternatives(g string, sets map[string][]string) ([][]string, error) {
	var out [][]string
	for _, alt := range strings.Split(g, "|") {
		alt = strings.TrimSpace(alt)
		if strings.HasPrefix(alt, "$") {
			set, ok := sets[alt[1:]]
			if !ok {
				return nil, fmt.Errorf("unknown set %s", alt)
			}
			for _, s := range set {
				if strings.Contains(s, "$") || strings.Contains(s, "|") {
					return nil, fmt.Errorf("set %s: entry %q must be a plain phrase", alt, s)
				}
				if st := l.phrase(s); len(st) > 0 {
					out = append(out, st)
				}
			}
			continue
		}
		st := l.phrase(alt)
		if len(st) == 0 {
			return nil, fmt.Errorf("empty alternative in %q", g)
		}
		out = append(out, st)
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("empty group %q", g)
	}
	return out, nil
}

// phrase turns data text into stems the same way the reader turns clinical text into stems, and
// remembers each word's stem so reading never stems a vocabulary word twice.
func (l *Lexicon) phrase(s string) []string {
	toks := l.tokenize(s, nil, false)
	out := make([]string, 0, len(toks))
	for _, t := range toks {
		out = append(out, t.stem)
	}
	return out
}

func (l *Lexicon) compileLanguage(lang *languageFile) error {
	// Stem exceptions first: words the Porter stemmer folds onto another word's stem
	// ("positional" onto "positive") keep a stem of their own, in the data as in the text.
	for w, st := range lang.Stems {
		w, st = strings.ToLower(strings.TrimSpace(w)), strings.ToLower(strings.TrimSpace(st))
		if w == "" || st == "" || strings.ContainsAny(w+st, " \t") {
			return fmt.Errorf("lexicon: language.yaml: stem exception %q: %q must be one word and one stem", w, st)
		}
		l.stems[w] = st
	}
	// expansion is the words an abbreviation stands for; where names it for the error.
	expansion := func(where, k, v string) ([]string, error) {
		words := strings.Fields(strings.ToLower(v))
		if len(words) == 0 {
			return nil, fmt.Errorf("lexicon: language.yaml: %s %q has an empty expansion", where, k)
		}
		return words, nil
	}
	l.abbr = map[string][]string{}
	for k, v := range lang.Abbreviations {
		words, err := expansion("abbreviation", k, v)
		if err != nil {
			return err
		}
		l.abbr[strings.ToLower(k)] = words
	}
	l.siteAbbr = map[string]map[string][]string{}
	for site, m := range lang.SiteAbbreviations {
		for k, v := range m {
			words, err := expansion("site_abbreviations: "+site+":", k, v)
			if err != nil {
				return err
			}
			w := strings.ToLower(k)
			if l.siteAbbr[w] == nil {
				l.siteAbbr[w] = map[string][]string{}
			}
			l.siteAbbr[w][site] = words
		}
	}
	set := func(words []string) map[string]bool {
		m := map[string]bool{}
		for _, w := range words {
			for _, s := range l.phrase(w) {
				m[s] = true
			}
		}
		return m
	}
	l.preWord = set(lang.Negation.PreWord)
	l.terminators = set(lang.Negation.Terminators)
	l.affirm = set(lang.Negation.Affirm)
	l.fillers = set(lang.Negation.Fillers)
	l.clauseWords = set(lang.Negation.Clause)
	l.continuers = set(lang.Continuers)
	l.descriptors = set(lang.Descriptors)
	l.otherPeople, l.otherLead, l.patientWords, l.telling = set(lang.Others.People), set(lang.Others.Lead), set(lang.Others.Patient), set(lang.Others.Telling)
	l.trigIndex = map[string][]int{}
	// Verbs of denial first: of equal triggers the first listed wins ("denied" is also a
	// post-trigger).
	kinds := []struct {
		list   []string
		kind   int
		denial bool
	}{{lang.Negation.ListPre, trigPre, true}, {lang.Negation.Pre, trigPre, false}, {lang.Negation.Post, trigPost, false}, {lang.Negation.Pseudo, trigPseudo, false},
		{lang.Negation.Uncertain, trigUncertain, false}}
	for _, k := range kinds {
		for _, p := range k.list {
			st := l.phrase(p)
			if len(st) == 0 {
				return fmt.Errorf("lexicon: language.yaml: empty negation phrase %q", p)
			}
			l.trigIndex[st[0]] = append(l.trigIndex[st[0]], len(l.trigs))
			l.trigs = append(l.trigs, trigger{stems: st, kind: k.kind, list: k.denial})
		}
	}
	l.sections = map[string]string{}
	for canon, aliases := range lang.Sections {
		for _, a := range append(aliases, canon) {
			l.sections[normHeader(a)] = canon
		}
	}
	l.labels = map[string]string{}
	for site, aliases := range lang.Labels {
		for _, a := range aliases {
			l.labels[normHeader(a)] = site
		}
	}
	l.painList = lang.PainWords
	l.emptyWords, l.emptySecs = map[string]bool{}, lang.EmptySections.Sections
	for _, w := range lang.EmptySections.Words {
		l.emptyWords[strings.Join(strings.Fields(strings.ToLower(w)), " ")] = true
	}
	for sec := range l.emptySecs {
		if _, ok := lang.Sections[sec]; !ok {
			return fmt.Errorf("lexicon: language.yaml: empty_sections: %q is not a section of sections", sec)
		}
	}
	return l.compileReport(&lang.Report)
}

func (l *Lexicon) compileReport(rd *reportData) error {
	r := &l.report
	r.organIndex = map[string][]organPhrase{}
	r.organSet = map[string]bool{}
	organNames := make([]string, 0, len(rd.Organs))
	for o := range rd.Organs {
		organNames = append(organNames, o)
	}
	sort.Strings(organNames)
	byPhrase := map[string]int{} // joined stems -> index in organIndex[first]
	for _, o := range organNames {
		r.organSet[o] = true
		for _, w := range rd.Organs[o] {
			st := l.phrase(w)
			if len(st) == 0 {
				return fmt.Errorf("lexicon: language.yaml: organ %s: empty phrase %q", o, w)
			}
			key := strings.Join(st, " ")
			if i, ok := byPhrase[key]; ok {
				ph := &r.organIndex[st[0]][i]
				if !containsString(ph.organs, o) {
					ph.organs = append(ph.organs, o)
				}
				continue
			}
			byPhrase[key] = len(r.organIndex[st[0]])
			r.organIndex[st[0]] = append(r.organIndex[st[0]], organPhrase{stems: st, organs: []string{o}})
		}
	}
	cues := func(field string, cs []string) (map[string][][]string, error) {
		idx := map[string][][]string{}
		for _, c := range cs {
			st := l.phrase(c)
			if len(st) == 0 {
				return nil, fmt.Errorf("lexicon: language.yaml: report.%s: empty cue %q", field, c)
			}
			idx[st[0]] = append(idx[st[0]], st)
		}
		return idx, nil
	}
	var err error
	if r.cueIndex, err = cues("normal_cues", rd.NormalCues); err != nil {
		return err
	}
	if r.unseen, err = cues("unseen_cues", rd.UnseenCues); err != nil {
		return err
	}
	words := func(ws []string) map[string]bool {
		m := map[string]bool{}
		for _, w := range ws {
			for _, s := range l.phrase(w) {
				m[s] = true
			}
		}
		return m
	}
	r.abnormal = words(rd.Abnormal)
	r.not = words(rd.CueNot)
	r.undo = words(rd.AbnormalUndo)
	r.verbs = words(rd.Verbs)
	r.joins = words(rd.Joins)
	r.openers = words(rd.Openers)
	r.bounds = words(rd.Bounds)
	r.neighbours = words(rd.Neighbours)
	r.region = map[string]string{}
	for _, reg := range slices.Sorted(maps.Keys(rd.Regions)) {
		for _, o := range rd.Regions[reg] {
			if prev, ok := r.region[o]; ok {
				return fmt.Errorf("lexicon: language.yaml: report.regions: organ %q is in both %s and %s", o, prev, reg)
			}
			r.region[o] = reg
		}
	}
	if len(r.organSet) == 0 || len(r.cueIndex) == 0 || len(r.verbs) == 0 {
		return errors.New("lexicon: language.yaml: the report section needs organs, normal_cues and verbs")
	}
	return nil
}

// normHeader folds a header or label to lowercase words separated by single spaces.
func normHeader(s string) string {
	return strings.Join(strings.FieldsFunc(strings.ToLower(s), func(r rune) bool {
		return !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '/' || r == '&')
	}), " ")
}

func decodeStrict(name string, b []byte, v any) error {
	dec := yaml.NewDecoder(bytes.NewReader(b))
	dec.KnownFields(true)
	if err := dec.Decode(v); err != nil {
		return fmt.Errorf("lexicon: %s: %w", name, err)
	}
	return nil
}

// isPreTrigger reports whether stems are exactly a negation pre-trigger or pre-word.
func (l *Lexicon) isPreTrigger(stems []string) bool {
	if len(stems) == 1 && l.preWord[stems[0]] {
		return true
	}
	for _, ti := range l.trigIndex[stems[0]] {
		t := l.trigs[ti]
		if t.kind == trigPre && equalStrings(t.stems, stems) {
			return true
		}
	}
	return false
}

func equalStrings(a, b []string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}
