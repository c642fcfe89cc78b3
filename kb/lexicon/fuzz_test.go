package lexicon

import (
	"reflect"
	"slices"
	"testing"
)

// FuzzRead checks that reading never panics, that every mention lies inside the text, and that
// reading the same text twice gives the same mentions.
func FuzzRead(f *testing.F) {
	for _, tc := range readCases {
		f.Add(tc.text)
	}
	f.Add("VS: 98.9 88 124/70 16 98%RA")
	f.Add("LIVER: Unremarkable.\nKIDNEYS: No hydronephrosis.")
	f.Add("no\n:,.;+(+)/ / n/v c/o w/ +")
	f.Add("FINDINGS:\n\nGALLBLADDER:\nDistended, thick-walled, with fluid around it. Equivocal sonographic Murphy sign.\n\nAPPENDIX: Normal.")
	f.Add("PANCREAS: Obscured by bowel gas. The appendix is not visualized; appendicitis cannot be excluded. Not seen.")
	f.Add("The sigmoid colon, with diverticula, shows dilated, fluid-filled, n/v, loops adjacent to the bladder; negative psoas sign")
	f.Add("Wet read: dilated appendix, GB normal.\nFINAL REPORT: appendix not seen. ADDENDUM: Gallbladder: stones. Addendum: liver normal.")
	l := lex(f)
	f.Fuzz(func(t *testing.T, text string) {
		a := l.Read(text)
		for _, m := range a {
			if m.Start < 0 || m.End > len(text) || m.Start >= m.End {
				t.Fatalf("mention %+v outside text of %d bytes", m, len(text))
			}
		}
		if b := l.Read(text); !reflect.DeepEqual(a, b) {
			t.Fatalf("two reads differ:\n%v\n%v", a, b)
		}
		r := l.ReadReport(text)
		for _, m := range r.Mentions {
			if m.Start < 0 || m.End > len(text) || m.Start >= m.End {
				t.Fatalf("report mention %+v outside text", m)
			}
		}
		// An organ is never both normal and in doubt, and both lists are sorted organs.
		for _, o := range r.Unsure {
			if slices.Contains(r.Normal, o) {
				t.Fatalf("organ %s both normal and unsure: %v %v", o, r.Normal, r.Unsure)
			}
		}
		if !slices.IsSorted(r.Normal) || !slices.IsSorted(r.Unsure) {
			t.Fatalf("unsorted organs: normal %v, unsure %v", r.Normal, r.Unsure)
		}
	})
}

// benchNote is a typical emergency-department note of about 1 kB.
var benchNote = `CC: abdominal pain
HPI: 34 yo F with no significant PMH c/o periumbilical pain since yesterday evening that migrated to the RLQ overnight. +Nausea, 2 episodes of NBNB emesis, anorexia. Subjective fevers and chills at home. Denies diarrhea, constipation, dysuria, hematuria, vaginal bleeding or discharge. LMP 2 weeks ago. Pain is constant, 8/10, worse with walking and coughing.
PMH: none. PSH: none.
Social History: occasional EtOH, no tobacco.
Family History: non-contributory.
Physical Exam:
VS: 100.8 104 122/76 18 99%RA
Gen: uncomfortable appearing, lying still
Abd: soft, non-distended, TTP RLQ with voluntary guarding, +Rovsing, +psoas, no rebound. Normoactive bowel sounds.
Pelvic: no CMT, no adnexal tenderness or masses.
Back: no CVAT.
Assessment: concern for acute appendicitis; CT abdomen/pelvis ordered.`

// BenchmarkRead measures reading a note.
func BenchmarkRead(b *testing.B) {
	l := lex(b)
	b.SetBytes(int64(len(benchNote)))
	b.ReportAllocs()
	for b.Loop() {
		l.Read(benchNote)
	}
}

func BenchmarkReadReport(b *testing.B) {
	l := lex(b)
	text := readReportBench
	b.SetBytes(int64(len(text)))
	b.ReportAllocs()
	for b.Loop() {
		l.ReadReport(text)
	}
}

const readReportBench = `FINDINGS:
LOWER THORAX: The visualized lung bases are clear.
LIVER: Normal in size and attenuation.
HEPATOBILIARY: The gallbladder is unremarkable. No biliary dilatation.
PANCREAS: Unremarkable.
SPLEEN: Normal.
KIDNEYS: No hydronephrosis or nephrolithiasis.
GASTROINTESTINAL: The appendix is dilated to 12 mm with periappendiceal fat stranding. No appendicolith. No free air.
PELVIS: Trace free fluid in the pelvis.
IMPRESSION: Acute appendicitis without perforation.`
