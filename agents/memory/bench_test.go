package memory

import (
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"
)

// clinicalVocab is a vocabulary of clinical words and phrases (about 400 entries) from which
// the benchmarks and tests compose DCP-like texts.
var clinicalVocab = strings.Fields(`
abdominal pain tenderness guarding rebound rigidity distension bloating nausea vomiting
anorexia diarrhea constipation obstipation hematemesis melena hematochezia jaundice icterus
pruritus fever chills rigors malaise fatigue weakness dizziness syncope tachycardia bradycardia
hypotension hypertension tachypnea dyspnea orthopnea cough sputum hemoptysis wheeze stridor
chest palpitations diaphoresis pallor cyanosis edema ascites hepatomegaly splenomegaly murphy
mcburney rovsing psoas obturator periumbilical epigastric hypochondrium flank suprapubic iliac
fossa quadrant right left lower upper radiating migrating colicky constant intermittent sharp
dull burning cramping postprandial nocturnal sudden gradual onset duration hours days weeks
recurrent episodic worsening improving alcohol gallstones biliary cholelithiasis choledocholithiasis
cholecystitis cholangitis pancreatitis appendicitis diverticulitis perforation abscess phlegmon
obstruction ileus volvulus intussusception hernia incarcerated strangulated ischemia infarction
peritonitis sepsis septic shock bacteremia leukocytosis leukopenia neutrophilia bandemia
lymphocytosis anemia thrombocytopenia thrombocytosis coagulopathy hyperbilirubinemia
transaminitis lipase amylase bilirubin alkaline phosphatase aminotransferase albumin lactate
creatinine urea sodium potassium chloride bicarbonate glucose calcium magnesium phosphate
triglycerides troponin procalcitonin crp esr hemoglobin hematocrit platelets inr ptt
urinalysis hcg pregnancy ultrasound sonography doppler computed tomography ct mri mrcp ercp
eus radiograph xray contrast noncontrast enhanced wall thickening pericholecystic fluid
sludge dilated duct common bile pancreatic necrosis peripancreatic collection fat stranding
appendicolith fecalith diverticula sigmoid colon cecum terminal ileum small bowel free air
pneumoperitoneum lymphadenopathy mass lesion cyst pseudocyst calcification nonvisualized
visualized compressible noncompressible diameter millimeters hepatobiliary scintigraphy hida
cholescintigraphy gallbladder liver spleen kidney ureter bladder ovary adnexa uterus torsion
ectopic pyelonephritis nephrolithiasis urolithiasis hydronephrosis cystitis prostatitis
gastritis gastroenteritis colitis ulcer peptic duodenal gastric reflux esophagitis hepatitis
cirrhosis portal varices steatosis neoplasm malignancy carcinoma lymphoma metastasis elderly
young adult child pregnant female male obese diabetic immunocompromised smoker postoperative
history previous similar episode family medication nsaid steroid anticoagulant antibiotic
opioid analgesia fluids resuscitation nil per os surgery surgical consult laparoscopic
cholecystectomy appendectomy drainage percutaneous endoscopic decompression conservative
management admission observation discharge followup repeat serial examination vital signs
temperature heart rate blood pressure respiratory saturation oxygen physical inspection
auscultation palpation percussion bowel sounds absent hyperactive hypoactive tympanic dullness
shifting rectal pelvic costovertebral angle tenderness order first before after avoid
unnecessary radiation cost yield sensitivity specificity negative positive predictive value
likelihood ratio pretest probability posttest threshold rule out confirm exclude differential
diagnosis alternative mimic atypical presentation classic typical early late complicated
uncomplicated severe mild moderate acute chronic subacute resolved persistent elevated normal
low high markedly mildly borderline threefold upper limit reference range trend rising falling
decision commit confidence uncertainty evidence supports against weighs favors suggests
indicates excludes requires warrants consider prioritise defer escalate reassess monitor
`)

var dcpCategories = []string{"appendicitis", "cholecystitis", "pancreatitis", "diverticulitis",
	"cholangitis", "bowel obstruction", "pyelonephritis", "ectopic pregnancy", "gastritis", "hepatitis"}

// textGen composes deterministic DCP-like texts from clinicalVocab with a Zipf-like word
// distribution (common words are common, as in real notes).
type textGen struct {
	rng  *rand.Rand
	zipf *rand.Zipf
}

func newTextGen(seed uint64) *textGen {
	rng := rand.New(rand.NewPCG(seed, 0x9e3779b97f4a7c15))
	return &textGen{rng: rng, zipf: rand.NewZipf(rng, 1.1, 8, uint64(len(clinicalVocab)-1))}
}

func (g *textGen) words(n int) string {
	w := make([]string, n)
	for i := range w {
		w[i] = clinicalVocab[g.zipf.Uint64()]
	}
	return strings.Join(w, " ")
}

// dcp returns a DCP item number n of category cat with DCP-shaped text (about 60 words).
func (g *textGen) dcp(n int, cat string) *Item {
	text := fmt.Sprintf("Experience Pattern: %s %s.\nTest Ordering Insight: %s.\nDiagnostic Decision Insight: %s %s.",
		cat, g.words(20), g.words(15), cat, g.words(20))
	return &Item{
		ID:       uuid.NewSHA1(uuid.NameSpaceOID, fmt.Appendf(nil, "bench/dcp/%d", n)).String(),
		Kind:     KindDCP,
		Exposure: n, Doctor: "dr-bench", Department: "emergency", Category: cat,
		SourceEpisode: fmt.Sprintf("ep-%d", n), SourceCorrect: n%3 != 0, Created: int64(n) * 60,
		Quality: 0.5, Polarity: Indication,
		Title: fmt.Sprintf("%s: %s", cat, g.words(5)),
		Text:  text,
	}
}

// query returns a 3-6 word query drawn like the texts.
func (g *textGen) query() string {
	return g.words(3 + g.rng.IntN(4))
}

// uniformQuery returns a 3-6 word query drawn uniformly from the vocabulary.
func (g *textGen) uniformQuery() string {
	w := make([]string, 3+g.rng.IntN(4))
	for i := range w {
		w[i] = clinicalVocab[g.rng.IntN(len(clinicalVocab))]
	}
	return strings.Join(w, " ")
}

// benchCorpus is a built store and index of n DCPs.
type benchCorpus struct {
	dir   string
	x     *Index
	build time.Duration
}

// buildCorpus builds a store and index of n DCPs in b.TempDir(). Benchmarks use b.Loop, so a
// (sub-)benchmark function runs once per -count and the corpus is built once per size.
func buildCorpus(b *testing.B, n int) *benchCorpus {
	c := &benchCorpus{dir: b.TempDir()}
	start := time.Now()
	st, err := Open(c.dir, false)
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { _ = st.Close() })
	g := newTextGen(uint64(n))
	const chunk = 1000
	for i := 0; i < n; i += chunk {
		items := make([]*Item, 0, chunk)
		for j := i; j < min(i+chunk, n); j++ {
			items = append(items, g.dcp(j, dcpCategories[j%len(dcpCategories)]))
		}
		if err := st.PutBatch(items); err != nil {
			b.Fatal(err)
		}
	}
	c.x, err = OpenIndex(c.dir, st) // catch-up indexes everything
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { _ = c.x.Close() })
	c.build = time.Since(start)
	return c
}

func treeSize(dir string) (int64, error) {
	var total int64
	err := filepath.WalkDir(dir, func(_ string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if !d.IsDir() {
			info, err := d.Info()
			if err != nil {
				return err
			}
			total += info.Size()
		}
		return nil
	})
	return total, err
}

// BenchmarkSearchTop10 measures top-10 searches of 3-6 word queries for DCPs over 10k and 100k
// DCPs, reporting p50 and p99 latency. Two query mixes: "zipf" draws words as the texts do
// (common words are common: the realistic case, and the slow one, since common words have long
// posting lists), "uniform" draws them uniformly from the vocabulary (more selective). At 100k
// it also reports the on-disk size of store + index.
func BenchmarkSearchTop10(b *testing.B) {
	for _, n := range []int{10_000, 100_000} {
		b.Run(fmt.Sprintf("dcps=%d", n), func(b *testing.B) {
			c := buildCorpus(b, n)
			for _, mix := range []string{"zipf", "uniform"} {
				b.Run("queries="+mix, func(b *testing.B) {
					g := newTextGen(42)
					queries := make([]string, 512)
					for i := range queries {
						if mix == "zipf" {
							queries[i] = g.query()
						} else {
							queries[i] = g.uniformQuery()
						}
					}
					lat := make([]time.Duration, 0, 1024)
					for i := 0; b.Loop(); i++ {
						t := time.Now()
						if _, err := c.x.Search(queries[i%len(queries)], []string{KindDCP}, 10); err != nil {
							b.Fatal(err)
						}
						lat = append(lat, time.Since(t))
					}
					slices.Sort(lat)
					ms := func(q float64) float64 {
						return float64(lat[int(q*float64(len(lat)-1))]) / float64(time.Millisecond)
					}
					b.ReportMetric(ms(0.50), "p50-ms")
					b.ReportMetric(ms(0.99), "p99-ms")
					b.ReportMetric(c.build.Seconds(), "build-s")
					if n == 100_000 && mix == "zipf" {
						store, err := treeSize(filepath.Join(c.dir, StoreFile))
						if err != nil {
							b.Fatal(err)
						}
						idx, err := treeSize(filepath.Join(c.dir, IndexDir))
						if err != nil {
							b.Fatal(err)
						}
						b.ReportMetric(float64(store+idx)/(1<<20), "disk-MB")
						b.ReportMetric(float64(store)/(1<<20), "store-MB")
						b.ReportMetric(float64(idx)/(1<<20), "index-MB")
					}
				})
			}
		})
	}
}

// accrualApplyEvery is how many episodes BenchmarkAccrual lets pass between index applies, as
// the practising doctor's recall does (it flushes to the store and applies the index every 25
// episodes; the benchmark commits the store after every episode, which costs more). Searches
// lag the store by at most 25 episodes; a crash loses no experience, since the index catches
// up from the store's change log when it is opened.
const accrualApplyEvery = 25

// BenchmarkAccrual measures episodes per second with consolidation and indexing: every episode
// writes its case, DCP and rule in one PutBatch (one committed transaction), and every
// accrualApplyEvery episodes Apply indexes what was written since the last one. The rate
// counts the whole run, the last Apply included. Run it over a couple of thousand episodes
// (-benchtime 2000x): the index grows as it goes, and its background merges are part of the
// cost.
func BenchmarkAccrual(b *testing.B) {
	dir := b.TempDir()
	st, err := Open(dir, false)
	if err != nil {
		b.Fatal(err)
	}
	defer st.Close()
	x, err := OpenIndex(dir, st)
	if err != nil {
		b.Fatal(err)
	}
	defer x.Close()
	g := newTextGen(7)
	n := 0
	var put, apply time.Duration
	start := time.Now()
	for b.Loop() {
		cat := dcpCategories[n%len(dcpCategories)]
		d := g.dcp(n, cat)
		cs := g.dcp(n, cat)
		cs.ID = uuid.NewSHA1(uuid.NameSpaceOID, fmt.Appendf(nil, "bench/case/%d", n)).String()
		cs.Kind = KindCase
		r := g.dcp(n, cat)
		r.ID = uuid.NewSHA1(uuid.NameSpaceOID, fmt.Appendf(nil, "bench/rule/%d", n)).String()
		r.Kind = KindRule
		r.Polarity = Contraindication
		t0 := time.Now()
		if err := st.PutBatch([]*Item{cs, d, r}); err != nil {
			b.Fatal(err)
		}
		put += time.Since(t0)
		n++
		if n%accrualApplyEvery == 0 {
			t1 := time.Now()
			if err := x.Apply(); err != nil {
				b.Fatal(err)
			}
			apply += time.Since(t1)
		}
	}
	t1 := time.Now()
	if err := x.Apply(); err != nil { // the episodes since the last apply
		b.Fatal(err)
	}
	apply += time.Since(t1)
	elapsed := time.Since(start)
	if count, err := x.Count(); err != nil || count != uint64(3*n) {
		b.Fatalf("index holds %d items, %v; want %d", count, err, 3*n)
	}
	b.ReportMetric(float64(n)/elapsed.Seconds(), "episodes/s")
	b.ReportMetric(put.Seconds()*1e3/float64(n), "put-ms")
	b.ReportMetric(apply.Seconds()*1e3/float64(n), "apply-ms")
}

// BenchmarkPracticeBatch is one practice batch as hospital run writes it in the background
// (about its size at 5,000 patients): 480 new items (a case and a DCP of 240 episodes sharing
// their structured form), 240 episode records, 4,000 edges (1,000 new, 3,000 reweighted),
// 950 recalibrations and 350 retirements of older items, committed in one transaction and then
// indexed. The store holds 20 such batches before the first one measured.
func BenchmarkPracticeBatch(b *testing.B) {
	dir := b.TempDir()
	st, err := Open(dir, false)
	if err != nil {
		b.Fatal(err)
	}
	defer st.Close()
	st.SetClock(func() string { return "2026-01-02T03:04:05Z" })
	x, err := OpenIndex(dir, st)
	if err != nil {
		b.Fatal(err)
	}
	defer x.Close()
	g := newTextGen(11)
	rng := rand.New(rand.NewPCG(11, 12))
	depts := []string{"emergency", "surgery", "medicine", "dermatology"}
	var live []string // items not retired
	var edges []Edge  // stored edges
	n := 0
	batch := func() Batch {
		var bt Batch
		fresh := make([]string, 0, 480)
		for range 240 {
			cat := dcpCategories[n%len(dcpCategories)]
			d := g.dcp(n, cat)
			d.Department = depts[n%len(depts)]
			d.Structured = fmt.Sprintf(`{"episode":%d,"findings":%q,"tests":%q}`, n, g.words(60), g.words(40))
			cs := *d
			cs.ID = uuid.NewSHA1(uuid.NameSpaceOID, fmt.Appendf(nil, "bench/case/%d", n)).String()
			cs.Kind = KindCase
			cs.Title = "Case: " + d.Title
			bt.Items = append(bt.Items, &cs, d)
			fresh = append(fresh, cs.ID, d.ID)
			rec := fmt.Sprintf(`{"episode":%d,"outcome":%q,"used":[%q,%q]}`, n, g.words(30), cs.ID, d.ID)
			bt.Records = map[string][]Record{"episodes": append(bt.Records["episodes"], Record{Key: fmt.Sprintf("ep-%08d", n), Value: []byte(rec)})}
			n++
		}
		pick := func() string { return live[rng.IntN(len(live))] }
		if len(live) > 0 {
			for i := range 1000 {
				e := Edge{From: fresh[i%len(fresh)], To: pick(), W0: rng.Float64(), Phi: 0}
				bt.Edges = append(bt.Edges, e)
			}
			for range 3000 {
				if len(edges) == 0 {
					break
				}
				e := edges[rng.IntN(len(edges))]
				e.Phi = float64(rng.IntN(5)) / 10
				bt.Edges = append(bt.Edges, e)
			}
			for range 950 {
				bt.Quality = append(bt.Quality, QualityChange{ID: pick(), Quality: rng.Float64(), Reason: "outcome"})
			}
			retired := map[string]bool{}
			for len(bt.Retire) < 350 && len(live) > 1000 {
				id := pick()
				if !retired[id] {
					retired[id] = true
					bt.Retire = append(bt.Retire, Retirement{ID: id, Reason: "capacity"})
				}
			}
			live = slices.DeleteFunc(live, func(id string) bool { return retired[id] })
		}
		live = append(live, fresh...)
		edges = append(edges, bt.Edges...)
		return bt
	}
	write := func(bt Batch) {
		if err := st.Commit(bt); err != nil {
			b.Fatal(err)
		}
		if err := x.Apply(); err != nil {
			b.Fatal(err)
		}
	}
	for range 20 {
		write(batch())
	}
	var cpu time.Duration // the process's CPU time while writing (Bleve's goroutines included)
	for b.Loop() {
		b.StopTimer()
		bt := batch()
		b.StartTimer()
		t0 := cpuTime()
		write(bt)
		cpu += cpuTime() - t0
	}
	b.ReportMetric(cpu.Seconds()*1e3/float64(b.N), "cpu-ms/op")
}
