package mimic

import (
	"bytes"
	"flag"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"
)

var streamN = flag.Int("mimic.stream", 3000, "encounters written by TestWriterStreams")

// roundTripEncounters exercises every field: multi-line text with quotes, commas, CRLF, a lone
// CR, non-ASCII, NaN and real bounds, several radiology reports, microbiology with and without
// spec, both ICD versions, and an unlabelled encounter.
func roundTripEncounters() []*Encounter {
	w := releaseWant()
	e1, e2 := w.Encounters[0], w.Encounters[1]
	e1.History = "Line one, with \"quotes\" and commas,\r\nline two: Müller née Øster, 37.5°C — “curly” ✓\n\n"
	e1.Labs[51200] = "<1 %"
	e1.RefLower[51200], e1.RefUpper[51200] = -0.5, 1e-7
	e1.Micro[90267] = "NO SALMONELLA, SHIGELLA"
	e2.PhysicalExam = "Abd: tender\r\nno rebound\rlone CR"
	e3 := NewEncounter(20000003)
	e3.Pathology = "cholecystitis"
	e3.History = `\.`
	e3.PhysicalExam = "  leading spaces, \"quoted\"\n"
	e3.Labs = map[int]string{50912: "0.9 mg/dL"}
	e3.RefLower = map[int]float64{50912: 0.5}
	e3.RefUpper = map[int]float64{50912: math.NaN()}
	e3.Radiology = []Report{
		{NoteID: "n1", Modality: "Ultrasound", Region: "Abdomen", ExamName: "US ABD", Text: "FINDINGS:\r\nGallbladder wall, 6 mm.\r\n"},
		{NoteID: "n2", Modality: "HIDA", Region: "Abdomen", ExamName: "HEPATOBILIARY SCAN", Text: ""},
		{NoteID: "n3", Modality: "CT", Region: "Chest", ExamName: "CT CHEST", Text: "\"\"\""},
	}
	e3.ProceduresICD10 = []string{"0FT44ZZ", "BF40ZZZ"}
	e3.ProceduresICD10Tit = []string{"Resection of Gallbladder", "Ultrasonography, \"hepatobiliary\""}
	e3.ProceduresDischarge = []string{"Lap chole", "ERCP, with stent"}
	return []*Encounter{e1, e2, e3}
}

// lfText returns a copy of e whose text fields have CRLF read back as LF, as encoding/csv does.
func lfText(e *Encounter) *Encounter {
	c := *e
	lf := func(s string) string { return strings.ReplaceAll(s, "\r\n", "\n") }
	c.History, c.PhysicalExam = lf(c.History), lf(c.PhysicalExam)
	c.Radiology = nil
	for _, r := range e.Radiology {
		r.Text = lf(r.Text)
		c.Radiology = append(c.Radiology, r)
	}
	return &c
}

// writeRelease writes encounters and labMap to a new folder and returns its path.
func writeRelease(t *testing.T, encs []*Encounter, labMap []LabMapRow) string {
	t.Helper()
	dir := filepath.Join(t.TempDir(), "release")
	w, err := Create(dir, labMap)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range encs {
		if err := w.Write(e); err != nil {
			t.Fatal(err)
		}
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	return dir
}

func TestWriterRoundTrip(t *testing.T) {
	encs := roundTripEncounters()
	labMap := releaseWant().LabMap
	ds, err := Read(writeRelease(t, encs, labMap))
	if err != nil {
		t.Fatal(err)
	}
	want := &Dataset{LabMap: labMap, PathologyIDs: map[string][]int64{"appendicitis": {20000001}, "cholecystitis": {20000003}}}
	for _, e := range encs {
		want.Encounters = append(want.Encounters, lfText(e))
	}
	checkDataset(t, want, ds)
}

// TestReadWriteRead: a release read and written again reads back the same.
func TestReadWriteRead(t *testing.T) {
	ds, err := ReadFS(mapFS(releaseFiles()), "data")
	if err != nil {
		t.Fatal(err)
	}
	again, err := Read(writeRelease(t, ds.Encounters, ds.LabMap))
	if err != nil {
		t.Fatal(err)
	}
	want := releaseWant()
	want.PathologyIDs = map[string][]int64{"appendicitis": {20000001}}
	checkDataset(t, want, again)
}

// TestWriterFiles pins the layout: headers, column order, number formats, the python-list ids,
// the pathology_ids.json shape.
func TestWriterFiles(t *testing.T) {
	dir := writeRelease(t, releaseWant().Encounters, releaseWant().LabMap)
	tests := []struct{ file, want string }{
		{fileHistory, "hadm_id,hpi\n" +
			"20000001,\" ___ presents with 4 days of RLQ pain, \"\"worse\"\" on walking.\nPast Medical History: none\"\n" +
			"20000002,Epigastric pain radiating to the back\n"},
		{fileLabs, "hadm_id,itemid,valuestr,ref_range_lower,ref_range_upper\n" +
			"20000001,50861,18.0 IU/L,,\n20000001,51279,4.74 m/uL,4.2,5.9\n20000001,51301,7.6 K/uL,4.5,11\n" +
			"20000002,50956,1200 IU/L,,\n"},
		{fileMicrobiology, "hadm_id,test_itemid,valuestr,spec_itemid\n" +
			"20000001,90201,No growth.,70012\n20000002,90039,\"ESCHERICHIA COLI, KLEBSIELLA\",\n"},
		{fileICDProcedures, "hadm_id,icd_code,icd_title,icd_version\n" +
			"20000001,4701,Laparoscopic appendectomy,9\n20000001,4709,Other appendectomy,9\n" +
			"20000001,0DTJ4ZZ,\"Resection of Appendix, Percutaneous Endoscopic Approach\",10\n"},
		{fileDischargeProcs, "hadm_id,discharge_procedure\n20000001,Laparoscopic appendectomy\n"},
		{fileLabMapping, "itemid,label,fluid,category,count,corresponding_ids\n" +
			"51301,White Blood Cells,Blood,Hematology,100,\"[51301, 51300]\"\n" +
			",Complete Blood Count (CBC),,Hematology,0,\"[51279, 51301]\"\n" +
			"90201,\"Blood Culture, Routine\",,Microbiology,7,[]\n"},
		{filePathologyIDs, "{\n  \"appendicitis\": [20000001]\n}\n"},
	}
	for _, tc := range tests {
		got, err := os.ReadFile(filepath.Join(dir, tc.file))
		if err != nil {
			t.Fatal(err)
		}
		if string(got) != tc.want {
			t.Errorf("%s:\n got %q\nwant %q", tc.file, got, tc.want)
		}
	}
	empty := writeRelease(t, nil, nil)
	for file, want := range map[string]string{filePathologyIDs: "{}\n", fileRadiology: "hadm_id,note_id,modality,region,exam_name,text\n"} {
		if got, _ := os.ReadFile(filepath.Join(empty, file)); string(got) != want {
			t.Errorf("empty release %s = %q, want %q", file, got, want)
		}
	}
}

// TestWriterDeterministic: the same cohort gives the same bytes, whatever the maps' order.
func TestWriterDeterministic(t *testing.T) {
	a, b := writeRelease(t, roundTripEncounters(), nil), writeRelease(t, roundTripEncounters(), nil)
	for _, file := range append(encounterFiles[:], fileLabMapping, filePathologyIDs) {
		x, _ := os.ReadFile(filepath.Join(a, file))
		y, _ := os.ReadFile(filepath.Join(b, file))
		if !bytes.Equal(x, y) {
			t.Errorf("%s differs between two writes", file)
		}
	}
}

func TestWriterErrors(t *testing.T) {
	good := func() *Encounter { return roundTripEncounters()[0] }
	tests := []struct {
		name string
		edit func(e *Encounter) *Encounter
		want string
	}{
		{"nil", func(*Encounter) *Encounter { return nil }, "nil encounter"},
		{"repeated hadm", func(e *Encounter) *Encounter { e.HadmID = 20000002; return e }, "write hadm 20000002: already written"},
		{"infinite bound", func(e *Encounter) *Encounter { e.RefUpper[51301] = math.Inf(1); return e },
			"write hadm 20000001: reference_range_upper of itemid 51301: +Inf is not finite"},
		{"unequal icd lists", func(e *Encounter) *Encounter { e.ProceduresICD9Title = e.ProceduresICD9Title[:1]; return e },
			"procedures_icd9 has 2 codes but procedures_icd9_title has 1 titles"},
		{"bad icd code", func(e *Encounter) *Encounter { e.ProceduresICD10[0] = "0DT J4ZZ"; return e },
			`procedures_icd10[0]: icd_code "0DT J4ZZ"`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			w, err := Create(dir, nil)
			if err != nil {
				t.Fatal(err)
			}
			if err := w.Write(roundTripEncounters()[1]); err != nil {
				t.Fatal(err)
			}
			err = w.Write(tc.edit(good()))
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("got error %v, want one containing %q", err, tc.want)
			}
			// Nothing of the bad encounter was written and the writer is still usable.
			if err := w.Write(roundTripEncounters()[2]); err != nil {
				t.Fatal(err)
			}
			if err := w.Close(); err != nil {
				t.Fatal(err)
			}
			ds, err := Read(dir)
			if err != nil {
				t.Fatal(err)
			}
			if len(ds.Encounters) != 2 || ds.Encounters[0].HadmID != 20000002 || ds.Encounters[1].HadmID != 20000003 ||
				len(ds.Encounters[1].Labs) != 1 {
				t.Errorf("after a failed write the release holds %v", ds.Encounters)
			}
		})
	}
}

func TestWriterClosed(t *testing.T) {
	w, err := Create(t.TempDir(), nil)
	if err != nil {
		t.Fatal(err)
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	if err := w.Close(); err == nil || !strings.Contains(err.Error(), "already closed") {
		t.Errorf("second Close: %v", err)
	}
	if err := w.Write(NewEncounter(1)); err == nil || !strings.Contains(err.Error(), "closed") {
		t.Errorf("Write after Close: %v", err)
	}
}

func TestCreateError(t *testing.T) {
	file := filepath.Join(t.TempDir(), "plain")
	if err := os.WriteFile(file, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := Create(file, nil); err == nil || !strings.Contains(err.Error(), file) {
		t.Errorf("Create over a file: %v", err)
	}
}

// streamEncounter returns the i-th encounter of a large synthetic cohort (~5 KB of text each).
func streamEncounter(i int) *Encounter {
	e := NewEncounter(int64(20000000 + i))
	e.Pathology = Pathologies[i%len(Pathologies)]
	e.History = strings.Repeat(fmt.Sprintf("Case %d, pain \"%d\" days.\n", i, i%7), 60)
	e.PhysicalExam = strings.Repeat("Abd: soft, tender RLQ. ", 40)
	for j := range 20 {
		id := 50800 + j*17
		e.Labs[id] = fmt.Sprintf("%d.%d mg/dL", i%100, j)
		e.RefLower[id], e.RefUpper[id] = float64(j), math.NaN()
	}
	e.Radiology = []Report{{NoteID: fmt.Sprint(i), Modality: "CT", Region: "Abdomen", ExamName: "CT ABD",
		Text: strings.Repeat("FINDINGS:\nInflamed appendix, 9 mm.\n\n", 40)}}
	e.ICDDiagnosis = []string{"Acute appendicitis"}
	e.ProceduresICD9, e.ProceduresICD9Title = []string{"4701"}, []string{"Laparoscopic appendectomy"}
	return e
}

// TestWriterStreams: the Writer holds only hadm_ids, not encounters, so heap growth stays far
// below the bytes written. Run with -args -mimic.stream=100000 to time a full-size cohort.
func TestWriterStreams(t *testing.T) {
	n := *streamN
	if testing.Short() {
		n = 300
	}
	dir := t.TempDir()
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	start := time.Now()
	w, err := Create(dir, nil)
	if err != nil {
		t.Fatal(err)
	}
	for i := range n {
		if err := w.Write(streamEncounter(i)); err != nil {
			t.Fatal(err)
		}
	}
	runtime.GC()
	runtime.ReadMemStats(&after)
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	elapsed := time.Since(start)
	var written int64
	for _, f := range encounterFiles {
		st, err := os.Stat(filepath.Join(dir, f))
		if err != nil {
			t.Fatal(err)
		}
		written += st.Size()
	}
	growth := int64(after.HeapAlloc) - int64(before.HeapAlloc)
	t.Logf("%d encounters, %.1f MB written in %v; heap grew %.2f MB", n, float64(written)/1e6, elapsed, float64(growth)/1e6)
	if limit := int64(2<<20) + int64(n)*200; growth > limit {
		t.Errorf("heap grew %d bytes for %d encounters (%d bytes written); want under %d", growth, n, written, limit)
	}
	if written < int64(n)*4000 {
		t.Errorf("only %d bytes written for %d encounters", written, n)
	}
	if testing.Short() {
		return
	}
	ds, err := Read(dir)
	if err != nil {
		t.Fatal(err)
	}
	if len(ds.Encounters) != n {
		t.Fatalf("read %d encounters, want %d", len(ds.Encounters), n)
	}
	for _, i := range []int{0, n / 2, n - 1} {
		if d := diffEncounter(streamEncounter(i), ds.Encounters[i]); d != "" {
			t.Errorf("encounter %d: %s", i, d)
		}
	}
}

func TestJSONLRoundTrip(t *testing.T) {
	encs := roundTripEncounters()
	var buf bytes.Buffer
	for _, e := range encs {
		if err := WriteJSONL(&buf, e); err != nil {
			t.Fatal(err)
		}
	}
	if n := strings.Count(buf.String(), "\n"); n != len(encs) {
		t.Fatalf("%d lines for %d encounters", n, len(encs))
	}
	got, err := ReadJSONL(bytes.NewReader(buf.Bytes()), "cohort.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	checkDataset(t, &Dataset{Encounters: encs}, &Dataset{Encounters: got})
	// The same cohort gives the same bytes.
	var again bytes.Buffer
	for _, e := range roundTripEncounters() {
		if err := WriteJSONL(&again, e); err != nil {
			t.Fatal(err)
		}
	}
	if !bytes.Equal(buf.Bytes(), again.Bytes()) {
		t.Error("two writes of the same cohort differ")
	}
}

// TestWriteJSONLLine pins the line format: tag keys, sorted itemids, null for NaN, [] and {} for
// nil lists and maps, no HTML escaping.
func TestWriteJSONLLine(t *testing.T) {
	e := &Encounter{HadmID: 7, History: "<b> & >", Labs: map[int]string{51301: "7.6", 9: "x"},
		RefLower: map[int]float64{51301: 4.5, 9: math.NaN()}}
	var buf bytes.Buffer
	if err := WriteJSONL(&buf, e); err != nil {
		t.Fatal(err)
	}
	want := `{"hadm_id":7,"pathology":"","patient_history":"<b> & >","physical_examination":"",` +
		`"laboratory_tests":{"51301":"7.6","9":"x"},"reference_range_lower":{"51301":4.5,"9":null},"reference_range_upper":{},` +
		`"microbiology":{},"microbiology_spec":{},"radiology":[],"discharge_diagnosis":"","icd_diagnosis":[],` +
		`"procedures_icd9":[],"procedures_icd9_title":[],"procedures_icd10":[],"procedures_icd10_title":[],"procedures_discharge":[]}` + "\n"
	if buf.String() != want {
		t.Errorf("got  %s\nwant %s", buf.String(), want)
	}
	e.RefUpper = map[int]float64{9: math.Inf(-1)}
	if err := WriteJSONL(&buf, e); err == nil || !strings.Contains(err.Error(), "reference_range_upper of itemid 9") {
		t.Errorf("infinite bound: %v", err)
	}
	if err := WriteJSONL(&buf, nil); err == nil {
		t.Error("nil encounter: no error")
	}
}

func TestReadJSONLInput(t *testing.T) {
	in := "\xEF\xBB\xBF{\"hadm_id\":1,\"reference_range_lower\":{\"5\":null,\"6\":1.5}}\r\n\r\n  \n{\"hadm_id\":2,\"radiology\":null}"
	got, err := ReadJSONL(strings.NewReader(in), "c.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 2 || got[0].HadmID != 1 || got[1].HadmID != 2 || !math.IsNaN(got[0].RefLower[5]) ||
		got[0].RefLower[6] != 1.5 || got[1].Radiology == nil || got[1].Labs == nil || got[1].ProceduresICD9 == nil {
		t.Errorf("got %+v %+v", got[0], got[1])
	}
	if got, err := ReadJSONL(strings.NewReader(""), "c.jsonl"); err != nil || len(got) != 0 {
		t.Errorf("empty input: %v %v", got, err)
	}
}

func TestReadJSONLErrors(t *testing.T) {
	tests := []struct{ name, in, want string }{
		{"not json", "{\"hadm_id\":1}\n{oops}\n", "c.jsonl:2: invalid character 'o'"},
		{"unknown key", `{"hadm_id":1,"hadm":2}`, `c.jsonl:1: unknown field "hadm"`},
		{"missing hadm", `{"pathology":"appendicitis"}`, "c.jsonl:1: missing hadm_id"},
		{"repeated hadm", "{\"hadm_id\":1}\n\n{\"hadm_id\":1}", "c.jsonl:3: hadm_id 1 repeats line 1"},
		{"two objects", `{"hadm_id":1} {"hadm_id":2}`, "c.jsonl:1: want one JSON object per line"},
		{"bad itemid key", `{"hadm_id":1,"laboratory_tests":{"x":"1"}}`, "c.jsonl:1:"},
		{"bound as string", `{"hadm_id":1,"reference_range_lower":{"1":"4.5"}}`, "c.jsonl:1:"},
		{"not an object", `[1]`, "c.jsonl:1:"},
		{"not utf-8", "{\"hadm_id\":1}\n{\"hadm_id\":2,\"hpi\":\"caf\xe9\"}\n", "c.jsonl:2:24: byte 0xe9 is not valid UTF-8"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := ReadJSONL(strings.NewReader(tc.in), "c.jsonl")
			if err == nil || !strings.Contains(err.Error(), tc.want) || strings.Contains(err.Error(), "\n") {
				t.Errorf("got %v, want one line containing %q", err, tc.want)
			}
		})
	}
}
