package mimic

import (
	"bytes"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"unicode/utf8"
)

// FuzzReadCSV fuzzes the bytes of laboratory_tests.csv, of radiology_reports.csv (a text CSV) and
// of lab_test_mapping.csv inside an otherwise valid release. Reading must not panic; an error is one line naming a file of
// the release; a dataset that reads must survive a write and a second read unchanged, and a JSONL
// round trip.
func FuzzReadCSV(f *testing.F) {
	base := releaseFiles()
	mapping := []byte(base[fileLabMapping])
	f.Add([]byte(base[fileLabs]), []byte(base[fileRadiology]), mapping)
	f.Add([]byte("\xEF\xBB\xBFhadm_id,itemid,valuestr,ref_range_lower,ref_range_upper\r\n20000001,1,\"a\r\nb\",1e3,-0\r\n"),
		[]byte("hadm_id,note_id,modality,region,exam_name,text\n20000002,\"\",\"\"\"\",,\\.,\"x\ry\"\n"),
		[]byte("itemid,label,fluid,category,count,corresponding_ids\n,nan,nan,nan,nan,nan\n1.0,\" \",\"\",,3,\"[ 1 ,2]\"\n"))
	f.Add([]byte("hadm_id,itemid,valuestr,ref_range_lower,ref_range_upper\n20000001,51301.0,7,nan,inf\n"),
		[]byte("text,hadm_id,note_id,modality,region,exam_name,extra\n\"\",20000001,a,b,c,d,e\n"), mapping)
	f.Add([]byte("hadm_id,itemid\n1,2\n"), []byte("\"unterminated\n"), []byte("itemid,label,fluid,category,count,corresponding_ids\n1,a,b,c,1,[1,]\n"))
	f.Fuzz(func(t *testing.T, labs, radiology, mapping []byte) {
		files := releaseFiles()
		files[fileLabs] = string(labs)
		files[fileRadiology] = string(radiology)
		files[fileLabMapping] = string(mapping)
		ds, err := ReadFS(mapFS(files), "data")
		if err != nil {
			msg := err.Error()
			if !strings.HasPrefix(msg, "data/") || !strings.Contains(msg, ".csv") && !strings.Contains(msg, ".json") {
				t.Fatalf("error does not name a file: %q", msg)
			}
			if strings.Contains(msg, "\n") {
				t.Fatalf("error has more than one line: %q", msg)
			}
			return
		}
		if len(ds.Encounters) != 2 {
			t.Fatalf("got %d encounters, want the 2 of the history file", len(ds.Encounters))
		}
		dir := filepath.Join(t.TempDir(), "r")
		w, err := Create(dir, ds.LabMap)
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range ds.Encounters {
			if err := w.Write(e); err != nil {
				t.Fatalf("write of a read encounter: %v", err)
			}
		}
		if err := w.Close(); err != nil {
			t.Fatal(err)
		}
		again, err := Read(dir)
		if err != nil {
			t.Fatalf("read of a written release: %v", err)
		}
		for i, e := range ds.Encounters {
			if d := diffEncounter(e, again.Encounters[i]); d != "" {
				t.Fatalf("csv round trip, encounter %d: %s", i, d)
			}
		}
		if !reflect.DeepEqual(ds.LabMap, again.LabMap) {
			t.Fatalf("lab map round trip:\n got %+v\nwant %+v", again.LabMap, ds.LabMap)
		}
		var buf bytes.Buffer
		for _, e := range ds.Encounters {
			if err := WriteJSONL(&buf, e); err != nil {
				t.Fatal(err)
			}
		}
		got, err := ReadJSONL(&buf, "c.jsonl")
		if err != nil {
			t.Fatalf("read of written jsonl: %v", err)
		}
		for i, e := range ds.Encounters {
			if !validUTF8Encounter(e) {
				t.Fatalf("encounter %d read with text that is not UTF-8", i)
			}
			if d := diffEncounter(e, got[i]); d != "" {
				t.Fatalf("jsonl round trip, encounter %d: %s", i, d)
			}
		}
	})
}

// FuzzReadCases fuzzes the files that make the case set and its labels: the history and
// physical examination files (one row per admission) and pathology_ids.json. Reading must not
// panic; an error is one line naming a file of the release; a dataset that reads has one
// encounter per history row, every labelled hadm_id among its cases and only UTF-8 text.
func FuzzReadCases(f *testing.F) {
	base := releaseFiles()
	f.Add([]byte(base[fileHistory]), []byte(base[filePhysicalExam]), []byte(base[filePathologyIDs]))
	f.Add([]byte("hadm_id,hpi\n1,a\n1,b\n"), []byte("hadm_id,pe\n1,x\n"), []byte(`{"a": [1]}`))
	f.Add([]byte("hadm_id,hpi\n1,caf\xe9\n"), []byte("hadm_id,pe\n1,x\n1.0,y\n"), []byte(`{"a": [1, 2]}`))
	f.Add([]byte("hpi,hadm_id\n\"\xff\",3\n"), []byte("hadm_id,pe\n"), []byte("{\"\xff\": [3]}"))
	f.Fuzz(func(t *testing.T, history, exam, labels []byte) {
		files := releaseFiles()
		files[fileHistory] = string(history)
		files[filePhysicalExam] = string(exam)
		files[filePathologyIDs] = string(labels)
		ds, err := ReadFS(mapFS(files), "data")
		if err != nil {
			msg := err.Error()
			if !strings.HasPrefix(msg, "data/") || strings.Contains(msg, "\n") {
				t.Fatalf("bad error: %q", msg)
			}
			return
		}
		cases := map[int64]*Encounter{}
		for _, e := range ds.Encounters {
			if cases[e.HadmID] != nil {
				t.Fatalf("hadm %d read twice", e.HadmID)
			}
			cases[e.HadmID] = e
			for _, s := range []string{e.History, e.PhysicalExam, e.Pathology} {
				if !utf8.ValidString(s) {
					t.Fatalf("hadm %d: text %q is not UTF-8", e.HadmID, s)
				}
			}
		}
		for name, ids := range ds.PathologyIDs {
			for _, h := range ids {
				if e := cases[h]; e == nil || e.Pathology != name {
					t.Fatalf("label %q for hadm %d: not a case with that label", name, h)
				}
			}
		}
	})
}

// validUTF8Encounter reports whether every text of e that the fuzzer reaches is valid UTF-8.
func validUTF8Encounter(e *Encounter) bool {
	for _, v := range e.Labs {
		if !utf8.ValidString(v) {
			return false
		}
	}
	for _, r := range e.Radiology {
		for _, s := range []string{r.NoteID, r.Modality, r.Region, r.ExamName, r.Text} {
			if !utf8.ValidString(s) {
				return false
			}
		}
	}
	return true
}

// FuzzReadJSONL fuzzes ReadJSONL: no panic; an error is one line naming the input; what reads
// writes back to bytes that read to the same encounters and write to the same bytes.
func FuzzReadJSONL(f *testing.F) {
	var buf bytes.Buffer
	for _, e := range roundTripEncounters() {
		if err := WriteJSONL(&buf, e); err != nil {
			f.Fatal(err)
		}
	}
	f.Add(buf.Bytes())
	f.Add([]byte("\xEF\xBB\xBF{\"hadm_id\":1,\"reference_range_lower\":{\"5\":null,\"-6\":-0}}\r\n\n{\"hadm_id\":2,\"radiology\":null}"))
	f.Add([]byte(`{"hadm_id":1,"laboratory_tests":{"99999999999999999999":"x"}}`))
	f.Add([]byte(`{"hadm_id":1} {"hadm_id":2}`))
	f.Fuzz(func(t *testing.T, in []byte) {
		encs, err := ReadJSONL(bytes.NewReader(in), "c.jsonl")
		if err != nil {
			if msg := err.Error(); !strings.HasPrefix(msg, "c.jsonl:") || strings.Contains(msg, "\n") {
				t.Fatalf("bad error: %q", msg)
			}
			return
		}
		for i, e := range encs {
			if !validUTF8Encounter(e) || !utf8.ValidString(e.History) || !utf8.ValidString(e.PhysicalExam) {
				t.Fatalf("encounter %d read with text that is not UTF-8", i)
			}
		}
		var first, second bytes.Buffer
		for _, e := range encs {
			if err := WriteJSONL(&first, e); err != nil {
				t.Fatalf("write of a read encounter: %v", err)
			}
		}
		again, err := ReadJSONL(bytes.NewReader(first.Bytes()), "c.jsonl")
		if err != nil {
			t.Fatalf("read of written jsonl: %v", err)
		}
		if len(again) != len(encs) {
			t.Fatalf("read %d encounters back, want %d", len(again), len(encs))
		}
		for i, e := range encs {
			if d := diffEncounter(e, again[i]); d != "" {
				t.Fatalf("encounter %d: %s", i, d)
			}
			if err := WriteJSONL(&second, again[i]); err != nil {
				t.Fatal(err)
			}
		}
		if !bytes.Equal(first.Bytes(), second.Bytes()) {
			t.Fatal("second write differs from the first")
		}
	})
}
