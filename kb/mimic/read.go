package mimic

import (
	"bufio"
	"bytes"
	"encoding/csv"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"
)

// The files of a release folder (PhysioNet MIMIC-IV-Ext-CDM v1.1; docs/mimic-cdm.md §1.1).
const (
	fileHistory            = "history_of_present_illness.csv"
	filePhysicalExam       = "physical_examination.csv"
	fileLabs               = "laboratory_tests.csv"
	fileMicrobiology       = "microbiology.csv"
	fileRadiology          = "radiology_reports.csv"
	fileDischargeDiagnosis = "discharge_diagnosis.csv"
	fileICDDiagnosis       = "icd_diagnosis.csv"
	fileDischargeProcs     = "discharge_procedures.csv"
	fileICDProcedures      = "icd_procedures.csv"
	fileLabMapping         = "lab_test_mapping.csv"
	filePathologyIDs       = "pathology_ids.json"
)

// releaseColumns returns the columns of a release CSV in the release's order (docs/mimic-cdm.md
// §1.1); the Writer writes them in this order and the reader requires each of them in the header.
func releaseColumns(file string) []string {
	switch file {
	case fileHistory:
		return []string{"hadm_id", "hpi"}
	case filePhysicalExam:
		return []string{"hadm_id", "pe"}
	case fileLabs:
		return []string{"hadm_id", "itemid", "valuestr", "ref_range_lower", "ref_range_upper"}
	case fileMicrobiology:
		return []string{"hadm_id", "test_itemid", "valuestr", "spec_itemid"}
	case fileRadiology:
		return []string{"hadm_id", "note_id", "modality", "region", "exam_name", "text"}
	case fileDischargeDiagnosis:
		return []string{"hadm_id", "discharge_diagnosis"}
	case fileICDDiagnosis:
		return []string{"hadm_id", "icd_diagnosis"}
	case fileDischargeProcs:
		return []string{"hadm_id", "discharge_procedure"}
	case fileICDProcedures:
		return []string{"hadm_id", "icd_code", "icd_title", "icd_version"}
	case fileLabMapping:
		return []string{"itemid", "label", "fluid", "category", "count", "corresponding_ids"}
	}
	return nil
}

// Read reads the release folder dir: the ten CSVs and pathology_ids.json of docs/mimic-cdm.md
// §1.1. See ReadFS for the semantics.
func Read(dir string) (*Dataset, error) {
	return ReadFS(os.DirFS(dir), dir)
}

// ReadFS reads a release folder whose files sit at the root of fsys; dirName is used only to
// name files in error messages ("data/laboratory_tests.csv:12:3: ...").
//
// The semantics are the release's (ConvertPhysionet): the case set is the hadm_ids of
// history_of_present_illness.csv in file order; an encounter's Pathology is the key of the
// pathology_ids.json list that holds its hadm (any key, not only the four pathologies);
// single-valued fields overwrite (the last row wins), list fields append in row order; rows whose
// hadm is not in the case set are checked but otherwise ignored. Lab and microbiology maps are
// keyed by int itemid; an empty or "nan" reference bound is NaN. icd_procedures rows are split by
// icd_version (9 or 10) into the parallel lists, with codes normalised to upper-case letters and
// digits without dots ("47.01" -> "4701"; docs/mimic-cdm.md §1.2). lab_test_mapping rows keep
// file order; an empty or "nan" itemid or count is 0, an empty or "nan" fluid is "", and
// corresponding_ids is parsed from the python list "[51301, 51300]" (empty or "nan" -> []).
//
// Choices beyond the release, documented here:
//   - a header must contain every column of the file (in any order); extra columns are ignored;
//   - integer fields also accept an integral float such as "50861.0" (pandas writes an integer
//     column holding NaN that way);
//   - a reference bound that is infinite is an error; "nan" in any case and "" are NaN;
//   - an empty or "nan" spec_itemid leaves no MicroSpec entry for that test;
//   - a hadm listed under two pathologies in pathology_ids.json is an error, and so is a hadm
//     listed there that has no row in history_of_present_illness.csv;
//   - a hadm with two rows in history_of_present_illness.csv or physical_examination.csv (one row
//     per admission) is an error naming both lines;
//   - every field of every CSV, and pathology_ids.json, must be valid UTF-8;
//   - encoding/csv reads a CRLF inside a quoted field as LF, so text with CRLF comes back with LF;
//   - a UTF-8 byte-order mark at the start of any file is skipped; CRLF line ends are accepted.
//
// Every error is one line naming the file, and for a bad value also line, column and field.
func ReadFS(fsys fs.FS, dirName string) (*Dataset, error) {
	ds := &Dataset{Encounters: []*Encounter{}, LabMap: []LabMapRow{}, PathologyIDs: map[string][]int64{}}
	byHadm := map[int64]*Encounter{}
	rd := releaseReader{fsys: fsys, dir: dirName}

	historyLine := map[int64]int{}
	err := rd.table(fileHistory, func(t *csvTable) error {
		h, err := t.hadm()
		if err != nil {
			return err
		}
		if err := t.once(historyLine, h); err != nil {
			return err
		}
		e := NewEncounter(h)
		byHadm[h] = e
		ds.Encounters = append(ds.Encounters, e)
		e.History = t.rec[t.col[1]]
		return nil
	})
	if err != nil {
		return nil, err
	}

	labels, err := rd.pathologies()
	if err != nil {
		return nil, err
	}
	ds.PathologyIDs = labels
	names := make([]string, 0, len(labels))
	for name := range labels {
		names = append(names, name)
	}
	slices.Sort(names)
	for _, name := range names {
		for _, h := range labels[name] {
			e := byHadm[h]
			if e == nil {
				return nil, fmt.Errorf("%s: hadm_id %d (under %q) is not a case of %s; every labelled hadm_id must have a history row",
					rd.path(filePathologyIDs), h, name, rd.path(fileHistory))
			}
			e.Pathology = name
		}
	}

	// each calls fn for every row of file whose hadm is in the case set.
	each := func(file string, fn func(t *csvTable, e *Encounter) error) error {
		return rd.table(file, func(t *csvTable) error {
			h, err := t.hadm()
			if err != nil {
				return err
			}
			e := byHadm[h]
			if e == nil {
				e = NewEncounter(h) // checked, then dropped
			}
			return fn(t, e)
		})
	}
	peLine := map[int64]int{}
	steps := []struct {
		file string
		fn   func(t *csvTable, e *Encounter) error
	}{
		{filePhysicalExam, func(t *csvTable, e *Encounter) error {
			if err := t.once(peLine, e.HadmID); err != nil {
				return err
			}
			e.PhysicalExam = t.str(1)
			return nil
		}},
		{fileLabs, func(t *csvTable, e *Encounter) error {
			id, err := t.integer(1)
			if err != nil {
				return err
			}
			lo, err := t.bound(3)
			if err != nil {
				return err
			}
			hi, err := t.bound(4)
			if err != nil {
				return err
			}
			e.Labs[id], e.RefLower[id], e.RefUpper[id] = t.str(2), lo, hi
			return nil
		}},
		{fileMicrobiology, func(t *csvTable, e *Encounter) error {
			id, err := t.integer(1)
			if err != nil {
				return err
			}
			e.Micro[id] = t.str(2)
			if isNA(t.str(3)) {
				delete(e.MicroSpec, id)
				return nil
			}
			spec, err := t.integer(3)
			if err != nil {
				return err
			}
			e.MicroSpec[id] = spec
			return nil
		}},
		{fileRadiology, func(t *csvTable, e *Encounter) error {
			e.Radiology = append(e.Radiology, Report{NoteID: t.str(1), Modality: t.str(2), Region: t.str(3),
				ExamName: t.str(4), Text: t.str(5)})
			return nil
		}},
		{fileDischargeDiagnosis, func(t *csvTable, e *Encounter) error { e.DischargeDiagnosis = t.str(1); return nil }},
		{fileICDDiagnosis, func(t *csvTable, e *Encounter) error {
			e.ICDDiagnosis = append(e.ICDDiagnosis, t.str(1))
			return nil
		}},
		{fileDischargeProcs, func(t *csvTable, e *Encounter) error {
			e.ProceduresDischarge = append(e.ProceduresDischarge, t.str(1))
			return nil
		}},
		{fileICDProcedures, func(t *csvTable, e *Encounter) error {
			code, err := normICDCode(t.str(1))
			if err != nil {
				return t.errorf(1, "%v", err)
			}
			v, err := t.integer(3)
			if err != nil {
				return err
			}
			switch v {
			case 9:
				e.ProceduresICD9 = append(e.ProceduresICD9, code)
				e.ProceduresICD9Title = append(e.ProceduresICD9Title, t.str(2))
			case 10:
				e.ProceduresICD10 = append(e.ProceduresICD10, code)
				e.ProceduresICD10Tit = append(e.ProceduresICD10Tit, t.str(2))
			default:
				return t.errorf(3, "icd_version %q is neither 9 nor 10", t.str(3))
			}
			return nil
		}},
	}
	for _, s := range steps {
		if err := each(s.file, s.fn); err != nil {
			return nil, err
		}
	}

	err = rd.table(fileLabMapping, func(t *csvTable) error {
		var row LabMapRow
		var err error
		if !isNA(t.str(0)) {
			if row.ItemID, err = t.integer(0); err != nil {
				return err
			}
		}
		row.Label, row.Category = t.str(1), t.str(3)
		if !isNA(t.str(2)) {
			row.Fluid = t.str(2)
		}
		if !isNA(t.str(4)) {
			if row.Count, err = t.integer(4); err != nil {
				return err
			}
		}
		if row.CorrespondingIDs, err = parseIDList(t.str(5)); err != nil {
			return t.errorf(5, "corresponding_ids %q: %v", t.str(5), err)
		}
		ds.LabMap = append(ds.LabMap, row)
		return nil
	})
	if err != nil {
		return nil, err
	}
	return ds, nil
}

// normICDCode returns an ICD procedure code as the release's evaluator compares it: letters
// and digits only, upper case, with dots and surrounding space removed ("47.01" -> "4701",
// "0dtj4zz" -> "0DTJ4ZZ"). Any other character, or an empty code, is an error.
func normICDCode(code string) (string, error) {
	var b strings.Builder
	for _, r := range strings.TrimSpace(code) {
		switch {
		case r == '.':
		case r >= '0' && r <= '9', r >= 'A' && r <= 'Z':
			b.WriteRune(r)
		case r >= 'a' && r <= 'z':
			b.WriteRune(r - 'a' + 'A')
		default:
			return "", fmt.Errorf("icd_code %q: want letters and digits", code)
		}
	}
	if b.Len() == 0 {
		return "", fmt.Errorf("icd_code %q is empty", code)
	}
	return b.String(), nil
}

// releaseReader opens the files of one release folder.
type releaseReader struct {
	fsys fs.FS
	dir  string
}

// path is the name of file in error messages.
func (rd releaseReader) path(file string) string {
	if rd.dir == "" {
		return file
	}
	return filepath.Join(rd.dir, file)
}

// open opens file, skipping a UTF-8 byte-order mark.
func (rd releaseReader) open(file string) (io.Reader, io.Closer, error) {
	f, err := rd.fsys.Open(file)
	if err != nil {
		if errors.Is(err, fs.ErrNotExist) {
			return nil, nil, fmt.Errorf("%s: missing file", rd.path(file))
		}
		return nil, nil, fmt.Errorf("%s: %v", rd.path(file), unwrapPathError(err))
	}
	br := bufio.NewReaderSize(f, 64<<10)
	skipBOM(br)
	return br, f, nil
}

// unwrapPathError drops the "open NAME:" prefix of an *fs.PathError, since messages name the
// file themselves.
func unwrapPathError(err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}

// skipBOM discards a UTF-8 byte-order mark at the start of br.
func skipBOM(br *bufio.Reader) {
	if b, err := br.Peek(3); err == nil && bytes.Equal(b, []byte{0xEF, 0xBB, 0xBF}) {
		_, _ = br.Discard(3)
	}
}

// table reads the CSV file, checks its header against releaseColumns(file) and calls fn for each
// record.
func (rd releaseReader) table(file string, fn func(t *csvTable) error) error {
	r, c, err := rd.open(file)
	if err != nil {
		return err
	}
	defer c.Close()
	t := &csvTable{name: rd.path(file), want: releaseColumns(file), r: csv.NewReader(r)}
	t.r.ReuseRecord = true
	if err := t.header(); err != nil {
		return err
	}
	for {
		t.rec, err = t.r.Read()
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return t.csvError(err)
		}
		if err := t.checkUTF8(); err != nil {
			return err
		}
		if err := fn(t); err != nil {
			return err
		}
	}
}

// pathologies reads pathology_ids.json: an object from pathology name to a list of hadm_ids. A hadm
// under two names is an error.
func (rd releaseReader) pathologies() (map[string][]int64, error) {
	r, c, err := rd.open(filePathologyIDs)
	if err != nil {
		return nil, err
	}
	defer c.Close()
	name := rd.path(filePathologyIDs)
	data, err := io.ReadAll(r)
	if err != nil {
		return nil, fmt.Errorf("%s: %v", name, err)
	}
	if !utf8.Valid(data) {
		line := 1 + bytes.Count(data[:invalidUTF8At(data)], []byte("\n"))
		return nil, fmt.Errorf("%s:%d: not valid UTF-8 text (expected a JSON object of pathology name to list of hadm_ids)", name, line)
	}
	var m map[string][]int64
	if err := json.Unmarshal(data, &m); err != nil {
		return nil, fmt.Errorf("%s: want an object of pathology name to list of hadm_ids: %s", name,
			strings.TrimPrefix(err.Error(), "json: "))
	}
	if m == nil {
		m = map[string][]int64{}
	}
	names := make([]string, 0, len(m))
	for k := range m {
		names = append(names, k)
	}
	slices.Sort(names)
	owner := map[int64]string{}
	for _, k := range names {
		if m[k] == nil {
			m[k] = []int64{}
		}
		for _, h := range m[k] {
			if o, ok := owner[h]; ok && o != k {
				return nil, fmt.Errorf("%s: hadm %d is listed under both %q and %q", name, h, o, k)
			}
			owner[h] = k
		}
	}
	return m, nil
}

// csvTable is one release CSV being read: the current record and where each wanted column is.
type csvTable struct {
	name  string // file name for messages
	want  []string
	r     *csv.Reader
	col   []int // col[i] is the record index of column want[i]
	names []string
	rec   []string
}

// checkUTF8 returns an error at the first field of the current record that is not valid UTF-8.
func (t *csvTable) checkUTF8() error {
	for i, f := range t.rec {
		if utf8.ValidString(f) {
			continue
		}
		name := fmt.Sprintf("column %d", i+1)
		if i < len(t.names) {
			name = strings.TrimSpace(t.names[i])
		}
		line, col := t.r.FieldPos(i)
		at := invalidUTF8At([]byte(f))
		return fmt.Errorf("%s:%d:%d: %s is not valid UTF-8 text (byte 0x%02x at offset %d of the field); expected UTF-8",
			t.name, line, col, name, f[at], at)
	}
	return nil
}

// once records that hadm h has a row at the current line of a one-row-per-admission file, or
// returns an error naming both lines when it already had one.
func (t *csvTable) once(seen map[int64]int, h int64) error {
	line, _ := t.r.FieldPos(t.col[0])
	if first, ok := seen[h]; ok {
		return fmt.Errorf("%s:%d: hadm_id %d repeats the row of line %d (expected one row per admission)", t.name, line, h, first)
	}
	seen[h] = line
	return nil
}

// invalidUTF8At returns the offset of the first byte of b that does not start a valid UTF-8
// sequence (len(b) if there is none).
func invalidUTF8At(b []byte) int {
	for i := 0; i < len(b); {
		r, n := utf8.DecodeRune(b[i:])
		if r == utf8.RuneError && n <= 1 {
			return i
		}
		i += n
	}
	return len(b)
}

// header reads the header row and locates the wanted columns.
func (t *csvTable) header() error {
	want := strings.Join(t.want, ",")
	rec, err := t.r.Read()
	if err == io.EOF {
		return fmt.Errorf("%s: empty file; want header %s", t.name, want)
	}
	if err != nil {
		return t.csvError(err)
	}
	t.names = append([]string(nil), rec...)
	for i, h := range rec {
		if !utf8.ValidString(h) {
			return fmt.Errorf("%s:1: header column %d is not valid UTF-8 text; want %s", t.name, i+1, want)
		}
	}
	at := map[string]int{}
	for i, h := range rec {
		h = strings.TrimSpace(h)
		if _, dup := at[h]; dup && slices.Contains(t.want, h) {
			return fmt.Errorf("%s:1: header repeats column %q; want %s", t.name, h, want)
		}
		at[h] = i
	}
	t.col = make([]int, len(t.want))
	for i, w := range t.want {
		j, ok := at[w]
		if !ok {
			return fmt.Errorf("%s:1: header lacks column %q; want %s", t.name, w, want)
		}
		t.col[i] = j
	}
	return nil
}

// csvError turns an encoding/csv error into a one-line "file:line:col: msg".
func (t *csvTable) csvError(err error) error {
	var pe *csv.ParseError
	if errors.As(err, &pe) {
		if errors.Is(pe.Err, csv.ErrFieldCount) {
			return fmt.Errorf("%s:%d: wrong number of fields (the header has %d)", t.name, pe.Line, t.r.FieldsPerRecord)
		}
		return fmt.Errorf("%s:%d:%d: %v", t.name, pe.Line, pe.Column, pe.Err)
	}
	return fmt.Errorf("%s: %v", t.name, err)
}

// str returns the value of wanted column i.
func (t *csvTable) str(i int) string { return t.rec[t.col[i]] }

// errorf returns an error at the position of wanted column i.
func (t *csvTable) errorf(i int, format string, args ...any) error {
	line, col := t.r.FieldPos(t.col[i])
	return fmt.Errorf("%s:%d:%d: %s", t.name, line, col, fmt.Sprintf(format, args...))
}

// hadm parses column 0, hadm_id.
func (t *csvTable) hadm() (int64, error) {
	s := t.str(0)
	h, ok := parseInteger(s, 64)
	if !ok {
		return 0, t.errorf(0, "hadm_id %q is not an integer", s)
	}
	return h, nil
}

// integer parses wanted column i as an int.
func (t *csvTable) integer(i int) (int, error) {
	s := t.str(i)
	v, ok := parseInteger(s, strconv.IntSize)
	if !ok {
		return 0, t.errorf(i, "%s %q is not an integer", t.want[i], s)
	}
	return int(v), nil
}

// bound parses wanted column i as a reference-range bound: a finite number, or NaN when empty or
// "nan".
func (t *csvTable) bound(i int) (float64, error) {
	s := strings.TrimSpace(t.str(i))
	if isNA(s) {
		return math.NaN(), nil
	}
	v, err := strconv.ParseFloat(s, 64)
	if err != nil || math.IsInf(v, 0) {
		return 0, t.errorf(i, "%s %q is not a finite number (or empty)", t.want[i], t.str(i))
	}
	return v, nil
}

// isNA reports whether s is the release's missing value: empty or "nan" (any case).
func isNA(s string) bool {
	s = strings.TrimSpace(s)
	return s == "" || strings.EqualFold(s, "nan")
}

// parseInteger parses a decimal integer of the given bit size; an integral float such as "123.0"
// is accepted too.
func parseInteger(s string, bits int) (int64, bool) {
	s = strings.TrimSpace(s)
	if v, err := strconv.ParseInt(s, 10, bits); err == nil {
		return v, true
	}
	whole, frac, ok := strings.Cut(s, ".")
	if !ok || frac == "" || strings.Trim(frac, "0") != "" || whole == "" || whole == "-" || whole == "+" {
		return 0, false
	}
	v, err := strconv.ParseInt(whole, 10, bits)
	return v, err == nil
}

// parseIDList parses a python list of ints as the release writes corresponding_ids:
// "[51301, 51300]", "[]"; an empty or "nan" field is an empty list.
func parseIDList(s string) ([]int, error) {
	ids := []int{}
	if isNA(s) {
		return ids, nil
	}
	s = strings.TrimSpace(s)
	inner, ok := strings.CutPrefix(s, "[")
	if ok {
		inner, ok = strings.CutSuffix(inner, "]")
	}
	if !ok {
		return nil, errors.New("want a list like [51301, 51300]")
	}
	if strings.TrimSpace(inner) == "" {
		return ids, nil
	}
	for _, f := range strings.Split(inner, ",") {
		v, ok := parseInteger(f, strconv.IntSize)
		if !ok {
			return nil, fmt.Errorf("item %q is not an integer", strings.TrimSpace(f))
		}
		ids = append(ids, int(v))
	}
	return ids, nil
}
