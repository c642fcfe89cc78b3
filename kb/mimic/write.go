package mimic

import (
	"encoding/csv"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
)

// encounterFiles are the release CSVs that hold encounter rows, in the order the Writer opens them.
var encounterFiles = [...]string{fileHistory, filePhysicalExam, fileLabs, fileMicrobiology, fileRadiology,
	fileDischargeDiagnosis, fileICDDiagnosis, fileDischargeProcs, fileICDProcedures}

// Writer streams encounters into a release folder, so a large cohort need not be held in memory:
// each Write appends the encounter's rows to the nine encounter CSVs, and Close writes
// lab_test_mapping.csv and pathology_ids.json. Columns are in the release's order
// (docs/mimic-cdm.md §1.1), with a header row first. A Writer is not safe for concurrent use.
//
// Rows of one encounter are written as follows: labs and microbiology by ascending itemid (a
// reference bound or spec_itemid is written only for an itemid present in Labs or Micro; a NaN
// bound and a missing spec_itemid are written empty), radiology reports and list fields in slice
// order, ICD-9 procedures before ICD-10 ones with codes normalised (letters and digits, upper
// case, no dots). Floats are written in their shortest exact form.
type Writer struct {
	dir    string
	files  [len(encounterFiles)]*os.File
	csv    [len(encounterFiles)]*csv.Writer
	labMap []LabMapRow
	seen   map[int64]bool
	labels map[string][]int64 // pathology -> hadm_ids in write order
	err    error              // first write error; sticky
	closed bool
}

// Create creates the folder dir if needed, creates (or truncates) the encounter CSVs in it and
// writes their headers. labMap is written as lab_test_mapping.csv by Close.
func Create(dir string, labMap []LabMapRow) (*Writer, error) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, fmt.Errorf("create release %s: %w", dir, err)
	}
	w := &Writer{dir: dir, labMap: slices.Clone(labMap), seen: map[int64]bool{}, labels: map[string][]int64{}}
	for i, name := range encounterFiles {
		f, err := os.Create(filepath.Join(dir, name))
		if err != nil {
			w.closeFiles()
			return nil, fmt.Errorf("create release %s: %w", dir, err)
		}
		w.files[i], w.csv[i] = f, csv.NewWriter(f)
		if err := w.csv[i].Write(releaseColumns(name)); err != nil {
			w.closeFiles()
			return nil, fmt.Errorf("create release %s: %w", filepath.Join(dir, name), err)
		}
	}
	return w, nil
}

// closeFiles closes every open file, ignoring errors (used on failure paths).
func (w *Writer) closeFiles() {
	for _, f := range w.files {
		if f != nil {
			_ = f.Close()
		}
	}
}

// Write appends encounter e to the release. It is an error to write a hadm twice, a reference
// bound that is infinite, ICD procedure code and title lists of unequal length, or an ICD code
// that is not letters and digits (dots are dropped). On such an error nothing of e is written and
// the Writer stays usable; an I/O error is sticky.
func (w *Writer) Write(e *Encounter) error {
	if w.closed {
		return errors.New("mimic: write to a closed Writer")
	}
	if w.err != nil {
		return w.err
	}
	if e == nil {
		return errors.New("mimic: write of a nil encounter")
	}
	rows, err := encounterRows(e)
	if err != nil {
		return fmt.Errorf("write hadm %d: %w", e.HadmID, err)
	}
	if w.seen[e.HadmID] {
		return fmt.Errorf("write hadm %d: already written", e.HadmID)
	}
	for i, recs := range rows {
		for _, rec := range recs {
			if err := w.csv[i].Write(rec); err != nil {
				w.err = fmt.Errorf("write %s: %w", filepath.Join(w.dir, encounterFiles[i]), err)
				return w.err
			}
		}
	}
	w.seen[e.HadmID] = true
	if e.Pathology != "" {
		w.labels[e.Pathology] = append(w.labels[e.Pathology], e.HadmID)
	}
	return nil
}

// encounterRows returns the records of e for each file of encounterFiles.
func encounterRows(e *Encounter) ([len(encounterFiles)][][]string, error) {
	var rows [len(encounterFiles)][][]string
	h := strconv.FormatInt(e.HadmID, 10)
	rows[0] = [][]string{{h, e.History}}
	rows[1] = [][]string{{h, e.PhysicalExam}}
	for _, id := range sortedItemIDs(e.Labs) {
		lo, err := formatBound(e.RefLower, id)
		if err != nil {
			return rows, fmt.Errorf("reference_range_lower of itemid %d: %w", id, err)
		}
		hi, err := formatBound(e.RefUpper, id)
		if err != nil {
			return rows, fmt.Errorf("reference_range_upper of itemid %d: %w", id, err)
		}
		rows[2] = append(rows[2], []string{h, strconv.Itoa(id), e.Labs[id], lo, hi})
	}
	for _, id := range sortedItemIDs(e.Micro) {
		spec := ""
		if s, ok := e.MicroSpec[id]; ok {
			spec = strconv.Itoa(s)
		}
		rows[3] = append(rows[3], []string{h, strconv.Itoa(id), e.Micro[id], spec})
	}
	for _, r := range e.Radiology {
		rows[4] = append(rows[4], []string{h, r.NoteID, r.Modality, r.Region, r.ExamName, r.Text})
	}
	rows[5] = [][]string{{h, e.DischargeDiagnosis}}
	for _, d := range e.ICDDiagnosis {
		rows[6] = append(rows[6], []string{h, d})
	}
	for _, p := range e.ProceduresDischarge {
		rows[7] = append(rows[7], []string{h, p})
	}
	for _, v := range []struct {
		version       string
		codes, titles []string
		codeF, titleF string
	}{
		{"9", e.ProceduresICD9, e.ProceduresICD9Title, "procedures_icd9", "procedures_icd9_title"},
		{"10", e.ProceduresICD10, e.ProceduresICD10Tit, "procedures_icd10", "procedures_icd10_title"},
	} {
		if len(v.codes) != len(v.titles) {
			return rows, fmt.Errorf("%s has %d codes but %s has %d titles", v.codeF, len(v.codes), v.titleF, len(v.titles))
		}
		for i, c := range v.codes {
			code, err := normICDCode(c)
			if err != nil {
				return rows, fmt.Errorf("%s[%d]: %w", v.codeF, i, err)
			}
			rows[8] = append(rows[8], []string{h, code, v.titles[i], v.version})
		}
	}
	return rows, nil
}

// formatBound formats m[id] as a CSV reference bound: empty for NaN or no entry, an error for an
// infinity.
func formatBound(m map[int]float64, id int) (string, error) {
	v, ok := m[id]
	switch {
	case !ok || math.IsNaN(v):
		return "", nil
	case math.IsInf(v, 0):
		return "", fmt.Errorf("%v is not finite", v)
	}
	return strconv.FormatFloat(v, 'g', -1, 64), nil
}

// sortedItemIDs returns the keys of m in ascending order.
func sortedItemIDs[V any](m map[int]V) []int {
	keys := make([]int, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}

// Close flushes and closes the encounter CSVs and writes lab_test_mapping.csv (the rows given to
// Create, in order: ItemID 0 is written empty, corresponding_ids as a python list "[51301, 51300]")
// and pathology_ids.json (each label's hadm_ids in write order, keys sorted; unlabelled encounters
// are in no list). It returns the first error met; calling it again is an error.
func (w *Writer) Close() error {
	if w.closed {
		return errors.New("mimic: Writer already closed")
	}
	w.closed = true
	err := w.err
	for i, c := range w.csv {
		c.Flush()
		name := filepath.Join(w.dir, encounterFiles[i])
		if e := c.Error(); e != nil && err == nil {
			err = fmt.Errorf("write %s: %w", name, e)
		}
		if e := w.files[i].Close(); e != nil && err == nil {
			err = fmt.Errorf("close %s: %w", name, e)
		}
	}
	if err != nil {
		return err
	}
	if err := w.writeLabMap(); err != nil {
		return err
	}
	return w.writePathologies()
}

// writeLabMap writes lab_test_mapping.csv.
func (w *Writer) writeLabMap() error {
	name := filepath.Join(w.dir, fileLabMapping)
	f, err := os.Create(name)
	if err != nil {
		return fmt.Errorf("write %s: %w", name, err)
	}
	c := csv.NewWriter(f)
	_ = c.Write(releaseColumns(fileLabMapping))
	for _, r := range w.labMap {
		item := ""
		if r.ItemID != 0 {
			item = strconv.Itoa(r.ItemID)
		}
		ids := make([]string, len(r.CorrespondingIDs))
		for i, id := range r.CorrespondingIDs {
			ids[i] = strconv.Itoa(id)
		}
		_ = c.Write([]string{item, r.Label, r.Fluid, r.Category, strconv.Itoa(r.Count), "[" + strings.Join(ids, ", ") + "]"})
	}
	c.Flush()
	err = c.Error()
	if e := f.Close(); err == nil {
		err = e
	}
	if err != nil {
		return fmt.Errorf("write %s: %w", name, err)
	}
	return nil
}

// writePathologies writes pathology_ids.json, one pathology per line.
func (w *Writer) writePathologies() error {
	names := make([]string, 0, len(w.labels))
	for k := range w.labels {
		names = append(names, k)
	}
	slices.Sort(names)
	var b strings.Builder
	b.WriteString("{")
	for i, k := range names {
		if i > 0 {
			b.WriteString(",")
		}
		key, err := json.Marshal(k)
		if err != nil {
			return fmt.Errorf("write %s: %w", filepath.Join(w.dir, filePathologyIDs), err)
		}
		b.WriteString("\n  ")
		b.Write(key)
		b.WriteString(": [")
		for j, h := range w.labels[k] {
			if j > 0 {
				b.WriteString(", ")
			}
			b.WriteString(strconv.FormatInt(h, 10))
		}
		b.WriteString("]")
	}
	if len(names) > 0 {
		b.WriteString("\n")
	}
	b.WriteString("}\n")
	name := filepath.Join(w.dir, filePathologyIDs)
	if err := os.WriteFile(name, []byte(b.String()), 0o644); err != nil {
		return fmt.Errorf("write %s: %w", name, err)
	}
	return nil
}
