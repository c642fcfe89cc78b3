package mimic

import (
	"fmt"
	"math"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"testing/fstest"
)

// releaseFiles returns a small valid release (the §1.2 example record and a second, unlabelled
// case) as file name -> contents.
func releaseFiles() map[string]string {
	return map[string]string{
		fileHistory: "hadm_id,hpi\n" +
			"20000001,\" ___ presents with 4 days of RLQ pain, \"\"worse\"\" on walking.\nPast Medical History: none\"\n" +
			"20000002,Epigastric pain radiating to the back\n",
		filePhysicalExam: "hadm_id,pe\n" +
			"20000001, Temp: 97.8 HR: 44 BP: 104/69 RR: 17 100% Ra Gen: NAD\n" +
			"20000002,Abd: tender epigastrium\n",
		fileLabs: "hadm_id,itemid,valuestr,ref_range_lower,ref_range_upper\n" +
			"20000001,50861,18.0 IU/L,,\n" +
			"20000001,51279,4.74 m/uL,4.2,5.9\n" +
			"20000001,51301,7.6 K/uL,4.5,11.0\n" +
			"20000002,50956,1200 IU/L,nan,NaN\n" +
			"29999999,50861,ignored,,\n",
		fileMicrobiology: "hadm_id,test_itemid,valuestr,spec_itemid\n" +
			"20000001,90201,No growth.,70012\n" +
			"20000002,90039,\"ESCHERICHIA COLI, KLEBSIELLA\",\n",
		fileRadiology: "hadm_id,note_id,modality,region,exam_name,text\n" +
			"20000001,10000001-RR-1,CT,Abdomen,CT ABD & PELVIS WITH CONTRAST,\"EXAMINATION:\nCT ABD & PELVIS WITH CONTRAST\n\nFINDINGS:\nDilated ____.\n\n\"\n" +
			"20000001,10000001-RR-2,Ultrasound,Abdomen,US ABD LIMIT,\"FINDINGS:\nNormal.\n\n\"\n",
		fileDischargeDiagnosis: "hadm_id,discharge_diagnosis\n" +
			"20000001,Acute appendicitis\n" +
			"20000002,Acute pancreatitis\n",
		fileICDDiagnosis: "hadm_id,icd_diagnosis\n" +
			"20000001,Acute appendicitis without mention of peritonitis\n" +
			"20000001,Other and unspecified diseases of appendix\n" +
			"20000002,Acute pancreatitis\n",
		fileDischargeProcs: "hadm_id,discharge_procedure\n" +
			"20000001,Laparoscopic appendectomy\n",
		fileICDProcedures: "hadm_id,icd_code,icd_title,icd_version\n" +
			"20000001,4701,Laparoscopic appendectomy,9\n" +
			"20000001,0dtj4zz,\"Resection of Appendix, Percutaneous Endoscopic Approach\",10\n" +
			"20000001,47.09,Other appendectomy,9\n",
		fileLabMapping: "itemid,label,fluid,category,count,corresponding_ids\n" +
			"51301,White Blood Cells,Blood,Hematology,100,\"[51301, 51300]\"\n" +
			",Complete Blood Count (CBC),nan,Hematology,,\"[51279, 51301]\"\n" +
			"90201.0,\"Blood Culture, Routine\",,Microbiology,7,[]\n",
		filePathologyIDs: `{"appendicitis": [20000001], "pancreatitis": []}`,
	}
}

// mapFS turns files into an in-memory file system.
func mapFS(files map[string]string) fstest.MapFS {
	fsys := fstest.MapFS{}
	for name, data := range files {
		fsys[name] = &fstest.MapFile{Data: []byte(data)}
	}
	return fsys
}

// releaseWant is the dataset releaseFiles describes.
func releaseWant() *Dataset {
	e1 := NewEncounter(20000001)
	e1.Pathology = "appendicitis"
	e1.History = " ___ presents with 4 days of RLQ pain, \"worse\" on walking.\nPast Medical History: none"
	e1.PhysicalExam = " Temp: 97.8 HR: 44 BP: 104/69 RR: 17 100% Ra Gen: NAD"
	e1.Labs = map[int]string{50861: "18.0 IU/L", 51279: "4.74 m/uL", 51301: "7.6 K/uL"}
	e1.RefLower = map[int]float64{50861: math.NaN(), 51279: 4.2, 51301: 4.5}
	e1.RefUpper = map[int]float64{50861: math.NaN(), 51279: 5.9, 51301: 11.0}
	e1.Micro = map[int]string{90201: "No growth."}
	e1.MicroSpec = map[int]int{90201: 70012}
	e1.Radiology = []Report{
		{NoteID: "10000001-RR-1", Modality: "CT", Region: "Abdomen", ExamName: "CT ABD & PELVIS WITH CONTRAST",
			Text: "EXAMINATION:\nCT ABD & PELVIS WITH CONTRAST\n\nFINDINGS:\nDilated ____.\n\n"},
		{NoteID: "10000001-RR-2", Modality: "Ultrasound", Region: "Abdomen", ExamName: "US ABD LIMIT", Text: "FINDINGS:\nNormal.\n\n"},
	}
	e1.DischargeDiagnosis = "Acute appendicitis"
	e1.ICDDiagnosis = []string{"Acute appendicitis without mention of peritonitis", "Other and unspecified diseases of appendix"}
	e1.ProceduresICD9 = []string{"4701", "4709"}
	e1.ProceduresICD9Title = []string{"Laparoscopic appendectomy", "Other appendectomy"}
	e1.ProceduresICD10 = []string{"0DTJ4ZZ"}
	e1.ProceduresICD10Tit = []string{"Resection of Appendix, Percutaneous Endoscopic Approach"}
	e1.ProceduresDischarge = []string{"Laparoscopic appendectomy"}

	e2 := NewEncounter(20000002)
	e2.History = "Epigastric pain radiating to the back"
	e2.PhysicalExam = "Abd: tender epigastrium"
	e2.Labs = map[int]string{50956: "1200 IU/L"}
	e2.RefLower = map[int]float64{50956: math.NaN()}
	e2.RefUpper = map[int]float64{50956: math.NaN()}
	e2.Micro = map[int]string{90039: "ESCHERICHIA COLI, KLEBSIELLA"}
	e2.DischargeDiagnosis = "Acute pancreatitis"
	e2.ICDDiagnosis = []string{"Acute pancreatitis"}

	return &Dataset{
		Encounters: []*Encounter{e1, e2},
		LabMap: []LabMapRow{
			{ItemID: 51301, Label: "White Blood Cells", Fluid: "Blood", Category: "Hematology", Count: 100, CorrespondingIDs: []int{51301, 51300}},
			{ItemID: 0, Label: "Complete Blood Count (CBC)", Fluid: "", Category: "Hematology", Count: 0, CorrespondingIDs: []int{51279, 51301}},
			{ItemID: 90201, Label: "Blood Culture, Routine", Fluid: "", Category: "Microbiology", Count: 7, CorrespondingIDs: []int{}},
		},
		PathologyIDs: map[string][]int64{"appendicitis": {20000001}, "pancreatitis": {}},
	}
}

// diffEncounter returns the first difference between want and got ("" when equal): NaN equals
// NaN, and nil equals empty.
func diffEncounter(want, got *Encounter) string {
	if want.HadmID != got.HadmID {
		return "hadm_id: want " + show(want.HadmID) + ", got " + show(got.HadmID)
	}
	type field struct {
		name   string
		wa, ga any
	}
	empty := func(v any) bool { r := reflect.ValueOf(v); return r.Len() == 0 }
	for _, f := range []field{
		{"pathology", want.Pathology, got.Pathology},
		{"history", want.History, got.History},
		{"physical exam", want.PhysicalExam, got.PhysicalExam},
		{"labs", want.Labs, got.Labs},
		{"micro", want.Micro, got.Micro},
		{"micro spec", want.MicroSpec, got.MicroSpec},
		{"radiology", want.Radiology, got.Radiology},
		{"discharge diagnosis", want.DischargeDiagnosis, got.DischargeDiagnosis},
		{"icd diagnosis", want.ICDDiagnosis, got.ICDDiagnosis},
		{"icd9", want.ProceduresICD9, got.ProceduresICD9},
		{"icd9 title", want.ProceduresICD9Title, got.ProceduresICD9Title},
		{"icd10", want.ProceduresICD10, got.ProceduresICD10},
		{"icd10 title", want.ProceduresICD10Tit, got.ProceduresICD10Tit},
		{"procedures discharge", want.ProceduresDischarge, got.ProceduresDischarge},
	} {
		if _, isStr := f.wa.(string); !isStr && empty(f.wa) && empty(f.ga) {
			continue
		}
		if !reflect.DeepEqual(f.wa, f.ga) {
			return f.name + ": want " + show(f.wa) + ", got " + show(f.ga)
		}
	}
	for _, b := range []struct {
		name   string
		wa, ga map[int]float64
	}{{"ref lower", want.RefLower, got.RefLower}, {"ref upper", want.RefUpper, got.RefUpper}} {
		if len(b.wa) != len(b.ga) {
			return b.name + ": want " + show(b.wa) + ", got " + show(b.ga)
		}
		for id, w := range b.wa {
			g, ok := b.ga[id]
			if !ok || !(w == g || math.IsNaN(w) && math.IsNaN(g)) {
				return b.name + ": want " + show(b.wa) + ", got " + show(b.ga)
			}
		}
	}
	return ""
}

func show(v any) string {
	return strings.ReplaceAll(strings.TrimSpace(fmt.Sprintf("%v", v)), "\n", `\n`)
}

// checkDataset compares every encounter, the lab map and the pathology lists.
func checkDataset(t *testing.T, want, got *Dataset) {
	t.Helper()
	if len(got.Encounters) != len(want.Encounters) {
		t.Fatalf("got %d encounters, want %d", len(got.Encounters), len(want.Encounters))
	}
	for i := range want.Encounters {
		if d := diffEncounter(want.Encounters[i], got.Encounters[i]); d != "" {
			t.Errorf("encounter %d: %s", i, d)
		}
	}
	if !reflect.DeepEqual(want.LabMap, got.LabMap) {
		t.Errorf("lab map:\n got %+v\nwant %+v", got.LabMap, want.LabMap)
	}
	if want.PathologyIDs != nil && !reflect.DeepEqual(want.PathologyIDs, got.PathologyIDs) {
		t.Errorf("pathology ids: got %v, want %v", got.PathologyIDs, want.PathologyIDs)
	}
}

func TestReadFSRelease(t *testing.T) {
	ds, err := ReadFS(mapFS(releaseFiles()), "data")
	if err != nil {
		t.Fatal(err)
	}
	checkDataset(t, releaseWant(), ds)
}

func TestReadDir(t *testing.T) {
	dir := t.TempDir()
	for name, data := range releaseFiles() {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	ds, err := Read(dir)
	if err != nil {
		t.Fatal(err)
	}
	checkDataset(t, releaseWant(), ds)
}

// TestReadBOMAndCRLF: a byte-order mark at the start of every file and CRLF line ends (also
// inside quoted text, which reads as LF) give the same dataset.
func TestReadBOMAndCRLF(t *testing.T) {
	files := releaseFiles()
	for name, data := range files {
		if strings.HasSuffix(name, ".csv") {
			data = strings.ReplaceAll(data, "\n", "\r\n")
		}
		files[name] = "\xEF\xBB\xBF" + data
	}
	ds, err := ReadFS(mapFS(files), "data")
	if err != nil {
		t.Fatal(err)
	}
	checkDataset(t, releaseWant(), ds)
}

// TestReadSemantics covers the release's merge rules on small tables.
func TestReadSemantics(t *testing.T) {
	files := releaseFiles()
	// Header columns in another order plus an extra column; a repeated lab overwrites.
	files[fileLabs] = "ref_range_upper,extra,hadm_id,itemid,valuestr,ref_range_lower\n" +
		"1,x,20000001,51301,7.6 K/uL,0.5\n" +
		"11.0,y,20000001,51301,8.1 K/uL,4.5\n"
	// Case set and order come from the history file.
	files[fileHistory] = "hadm_id,hpi\n20000002,second again\n20000001,first\n"
	files[filePathologyIDs] = `{"zebra fever": [20000002], "appendicitis": [20000001]}`
	ds, err := ReadFS(mapFS(files), "data")
	if err != nil {
		t.Fatal(err)
	}
	if len(ds.Encounters) != 2 || ds.Encounters[0].HadmID != 20000002 || ds.Encounters[1].HadmID != 20000001 {
		t.Fatalf("case order: got %v", ds.Encounters)
	}
	e2, e1 := ds.Encounters[0], ds.Encounters[1]
	if e2.History != "second again" || e2.Pathology != "zebra fever" || e1.Pathology != "appendicitis" {
		t.Errorf("got history %q, labels %q %q", e2.History, e2.Pathology, e1.Pathology)
	}
	if e1.Labs[51301] != "8.1 K/uL" || e1.RefLower[51301] != 4.5 || e1.RefUpper[51301] != 11 || len(e2.Labs) != 0 {
		t.Errorf("labs: got %v %v %v / %v", e1.Labs, e1.RefLower, e1.RefUpper, e2.Labs)
	}
}

func TestReadErrors(t *testing.T) {
	tests := []struct {
		name  string
		file  string
		data  string // "" removes the file
		wants []string
	}{
		{"missing file", fileMicrobiology, "", []string{"data/microbiology.csv", "missing file"}},
		{"missing pathology file", filePathologyIDs, "", []string{"data/pathology_ids.json", "missing file"}},
		{"empty file", fileHistory, "\n", []string{"data/history_of_present_illness.csv", "want header hadm_id,hpi"}},
		{"wrong header", fileLabs, "hadm_id,item,valuestr,ref_range_lower,ref_range_upper\n",
			[]string{"data/laboratory_tests.csv:1:", `lacks column "itemid"`, "want hadm_id,itemid,valuestr,ref_range_lower,ref_range_upper"}},
		{"repeated column", fileHistory, "hadm_id,hpi,hpi\n1,a,b\n", []string{"data/history_of_present_illness.csv:1:", `repeats column "hpi"`}},
		{"bad hadm", fileHistory, "hadm_id,hpi\n20000001,x\nabc,y\n", []string{"data/history_of_present_illness.csv:3:1:", `hadm_id "abc"`}},
		{"bad itemid", fileLabs, "hadm_id,itemid,valuestr,ref_range_lower,ref_range_upper\n20000001,5x,1,,\n",
			[]string{"data/laboratory_tests.csv:2:10:", `itemid "5x" is not an integer`}},
		{"bad bound", fileLabs, "hadm_id,itemid,valuestr,ref_range_lower,ref_range_upper\n20000001,51301,1,,1..2\n",
			[]string{"data/laboratory_tests.csv:2:19:", `ref_range_upper "1..2"`}},
		{"infinite bound", fileLabs, "hadm_id,itemid,valuestr,ref_range_lower,ref_range_upper\n20000001,51301,1,-inf,\n",
			[]string{"data/laboratory_tests.csv:2:18:", `ref_range_lower "-inf" is not a finite number`}},
		{"bad number in an ignored row", fileLabs, "hadm_id,itemid,valuestr,ref_range_lower,ref_range_upper\n1,x,1,,\n",
			[]string{"data/laboratory_tests.csv:2:3:", `itemid "x"`}},
		{"bad spec", fileMicrobiology, "hadm_id,test_itemid,valuestr,spec_itemid\n20000001,90201,x,blood\n",
			[]string{"data/microbiology.csv:2:18:", `spec_itemid "blood"`}},
		{"bad icd version", fileICDProcedures, "hadm_id,icd_code,icd_title,icd_version\n20000001,4701,x,11\n",
			[]string{"data/icd_procedures.csv:2:17:", `icd_version "11" is neither 9 nor 10`}},
		{"bad icd code", fileICDProcedures, "hadm_id,icd_code,icd_title,icd_version\n20000001,47-01,x,9\n",
			[]string{"data/icd_procedures.csv:2:10:", `icd_code "47-01"`}},
		{"bad ids list", fileLabMapping, "itemid,label,fluid,category,count,corresponding_ids\n1,a,b,c,2,51301\n",
			[]string{"data/lab_test_mapping.csv:2:11:", `corresponding_ids "51301"`}},
		{"bad id in list", fileLabMapping, "itemid,label,fluid,category,count,corresponding_ids\n1,a,b,c,2,\"[1, x]\"\n",
			[]string{"data/lab_test_mapping.csv:2:11:", `item "x"`}},
		{"bad count", fileLabMapping, "itemid,label,fluid,category,count,corresponding_ids\n1,a,b,c,2.5,[]\n",
			[]string{"data/lab_test_mapping.csv:2:9:", `count "2.5"`}},
		{"field count", fileRadiology, "hadm_id,note_id,modality,region,exam_name,text\n20000001,a,b\n",
			[]string{"data/radiology_reports.csv:2:", "wrong number of fields (the header has 6)"}},
		{"bare quote", fileHistory, "hadm_id,hpi\n20000001,a \"b\" c\n", []string{"data/history_of_present_illness.csv:2:", `bare "`}},
		{"unterminated quote", fileHistory, "hadm_id,hpi\n20000001,\"abc\n", []string{"data/history_of_present_illness.csv:"}},
		{"pathology not json", filePathologyIDs, `{"appendicitis": [1,`, []string{"data/pathology_ids.json:"}},
		{"pathology wrong type", filePathologyIDs, `{"appendicitis": ["20000001"]}`, []string{"data/pathology_ids.json:", "hadm_ids"}},
		{"pathology for an absent hadm", filePathologyIDs, `{"appendicitis": [20000001, 20000009]}`,
			[]string{"data/pathology_ids.json", "hadm_id 20000009", "data/history_of_present_illness.csv"}},
		{"pathology not utf-8", filePathologyIDs, "{\"appendicitis\":\n [20000001],\n \"x\xff\": []}",
			[]string{"data/pathology_ids.json:3:", "not valid UTF-8"}},
		{"history not utf-8", fileHistory, "hadm_id,hpi\n20000001,ok\n20000002,caf\xe9 pain\n",
			[]string{"data/history_of_present_illness.csv:3:10:", "hpi is not valid UTF-8", "byte 0xe9 at offset 3"}},
		{"label not utf-8 in a quoted field", fileRadiology, "hadm_id,note_id,modality,region,exam_name,text\n20000001,a,CT,Abd\x80,x,\"l1\nl2\"\n",
			[]string{"data/radiology_reports.csv:2:15:", "region is not valid UTF-8"}},
		{"header not utf-8", fileLabs, "hadm_id,itemid,valuestr,ref_range_lower,ref_range_upper,\xfe\n",
			[]string{"data/laboratory_tests.csv:1:", "header column 6 is not valid UTF-8"}},
		{"duplicate history row", fileHistory, "hadm_id,hpi\n20000001,a\n20000002,b\n20000001,c\n",
			[]string{"data/history_of_present_illness.csv:4:", "hadm_id 20000001 repeats the row of line 2"}},
		{"duplicate exam row", filePhysicalExam, "hadm_id,pe\n20000001,\"a\nb\"\n20000002,b\n20000001.0,c\n",
			[]string{"data/physical_examination.csv:5:", "hadm_id 20000001 repeats the row of line 2"}},
		{"pathology overlap", filePathologyIDs, `{"b": [20000001], "a": [20000001]}`,
			[]string{"data/pathology_ids.json:", `hadm 20000001 is listed under both "a" and "b"`}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			files := releaseFiles()
			if tc.data == "" {
				delete(files, tc.file)
			} else {
				files[tc.file] = tc.data
			}
			_, err := ReadFS(mapFS(files), "data")
			if err == nil {
				t.Fatal("no error")
			}
			msg := err.Error()
			if strings.Contains(msg, "\n") {
				t.Errorf("error has more than one line: %q", msg)
			}
			for _, w := range tc.wants {
				if !strings.Contains(msg, w) {
					t.Errorf("error %q lacks %q", msg, w)
				}
			}
		})
	}
}

func TestParseIDList(t *testing.T) {
	tests := []struct {
		in   string
		want []int
		ok   bool
	}{
		{"[51301, 51300]", []int{51301, 51300}, true},
		{"[51301]", []int{51301}, true},
		{" [ 1 ,2 ] ", []int{1, 2}, true},
		{"[]", []int{}, true},
		{"", []int{}, true},
		{"nan", []int{}, true},
		{"[51301.0, 2]", []int{51301, 2}, true},
		{"[1, 2,]", nil, false},
		{"[1 2]", nil, false},
		{"1, 2", nil, false},
		{"[", nil, false},
	}
	for _, tc := range tests {
		got, err := parseIDList(tc.in)
		if (err == nil) != tc.ok || tc.ok && !reflect.DeepEqual(got, tc.want) {
			t.Errorf("parseIDList(%q) = %v, %v; want %v ok=%v", tc.in, got, err, tc.want, tc.ok)
		}
	}
}

func TestParseInteger(t *testing.T) {
	tests := []struct {
		in   string
		want int64
		ok   bool
	}{
		{"50861", 50861, true}, {" 7 ", 7, true}, {"-3", -3, true}, {"50861.0", 50861, true}, {"50861.000", 50861, true},
		{"50861.5", 0, false}, {"50861.", 0, false}, {".0", 0, false}, {"-.0", 0, false}, {"5e4", 0, false}, {"", 0, false},
		{"nan", 0, false}, {"99999999999999999999", 0, false},
	}
	for _, tc := range tests {
		got, ok := parseInteger(tc.in, 64)
		if ok != tc.ok || got != tc.want {
			t.Errorf("parseInteger(%q) = %d, %v; want %d, %v", tc.in, got, ok, tc.want, tc.ok)
		}
	}
}

func TestNormICDCode(t *testing.T) {
	tests := []struct{ in, want string }{
		{"4701", "4701"}, {"47.01", "4701"}, {" 0dtj4zz ", "0DTJ4ZZ"}, {"0DTJ4ZZ", "0DTJ4ZZ"},
		{"", ""}, {" . ", ""}, {"47-01", ""}, {"47 01", ""}, {"4701é", ""},
	}
	for _, tc := range tests {
		got, err := normICDCode(tc.in)
		if got != tc.want || (err == nil) != (tc.want != "") {
			t.Errorf("normICDCode(%q) = %q, %v; want %q", tc.in, got, err, tc.want)
		}
	}
}
