package mimic

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"strings"
	"unicode/utf8"
)

// jsonEncounter is the JSON line of an Encounter: the same keys as Encounter's tags, with
// reference bounds as pointers so that NaN (which JSON lacks) travels as null.
type jsonEncounter struct {
	HadmID              *int64           `json:"hadm_id"`
	Pathology           string           `json:"pathology"`
	History             string           `json:"patient_history"`
	PhysicalExam        string           `json:"physical_examination"`
	Labs                map[int]string   `json:"laboratory_tests"`
	RefLower            map[int]*float64 `json:"reference_range_lower"`
	RefUpper            map[int]*float64 `json:"reference_range_upper"`
	Micro               map[int]string   `json:"microbiology"`
	MicroSpec           map[int]int      `json:"microbiology_spec"`
	Radiology           []Report         `json:"radiology"`
	DischargeDiagnosis  string           `json:"discharge_diagnosis"`
	ICDDiagnosis        []string         `json:"icd_diagnosis"`
	ProceduresICD9      []string         `json:"procedures_icd9"`
	ProceduresICD9Title []string         `json:"procedures_icd9_title"`
	ProceduresICD10     []string         `json:"procedures_icd10"`
	ProceduresICD10Tit  []string         `json:"procedures_icd10_title"`
	ProceduresDischarge []string         `json:"procedures_discharge"`
}

// WriteJSONL writes e to w as one line of JSON (the `--format jsonl` of a cohort export), with the
// keys of Encounter's json tags. The bytes are deterministic: map keys are sorted (as
// encoding/json sorts them, by their decimal text), nil maps and lists are written as {} and [],
// a NaN reference bound is written as null, and HTML characters are not escaped. An infinite
// reference bound is an error. Invalid UTF-8 in text becomes U+FFFD (as encoding/json does).
func WriteJSONL(w io.Writer, e *Encounter) error {
	if e == nil {
		return errors.New("mimic: write of a nil encounter")
	}
	lo, err := jsonBounds(e.RefLower)
	if err != nil {
		return fmt.Errorf("write hadm %d: reference_range_lower %w", e.HadmID, err)
	}
	hi, err := jsonBounds(e.RefUpper)
	if err != nil {
		return fmt.Errorf("write hadm %d: reference_range_upper %w", e.HadmID, err)
	}
	h := e.HadmID
	je := jsonEncounter{HadmID: &h, Pathology: e.Pathology, History: e.History, PhysicalExam: e.PhysicalExam,
		Labs: orEmptyMap(e.Labs), RefLower: lo, RefUpper: hi, Micro: orEmptyMap(e.Micro), MicroSpec: orEmptyMap(e.MicroSpec),
		Radiology: orEmpty(e.Radiology), DischargeDiagnosis: e.DischargeDiagnosis, ICDDiagnosis: orEmpty(e.ICDDiagnosis),
		ProceduresICD9: orEmpty(e.ProceduresICD9), ProceduresICD9Title: orEmpty(e.ProceduresICD9Title),
		ProceduresICD10: orEmpty(e.ProceduresICD10), ProceduresICD10Tit: orEmpty(e.ProceduresICD10Tit),
		ProceduresDischarge: orEmpty(e.ProceduresDischarge)}
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(&je); err != nil { // Encode ends the line with '\n'
		return fmt.Errorf("write hadm %d: %w", e.HadmID, err)
	}
	if _, err := w.Write(buf.Bytes()); err != nil {
		return fmt.Errorf("write hadm %d: %w", e.HadmID, err)
	}
	return nil
}

// jsonBounds converts reference bounds for JSON: NaN becomes nil (null); an infinity is an error.
func jsonBounds(m map[int]float64) (map[int]*float64, error) {
	out := make(map[int]*float64, len(m))
	for id, v := range m {
		switch {
		case math.IsNaN(v):
			out[id] = nil
		case math.IsInf(v, 0):
			return nil, fmt.Errorf("of itemid %d: %v is not finite", id, v)
		default:
			out[id] = &v
		}
	}
	return out, nil
}

func orEmpty[T any](s []T) []T {
	if s == nil {
		return []T{}
	}
	return s
}

func orEmptyMap[V any](m map[int]V) map[int]V {
	if m == nil {
		return map[int]V{}
	}
	return m
}

// ReadJSONL reads encounters written by WriteJSONL, one JSON object per line; name is used in
// error messages ("cohort.jsonl:3: ..."). Blank lines are skipped, a UTF-8 byte-order mark at the
// start and CRLF line ends are accepted. A null reference bound reads as NaN, and absent or null
// maps and lists read as empty. Errors: a line that is not one JSON object with the Encounter keys
// (an unknown key is an error), a line that is not valid UTF-8, a missing hadm_id, or a hadm_id
// that repeats an earlier line.
func ReadJSONL(r io.Reader, name string) ([]*Encounter, error) {
	br := bufio.NewReaderSize(r, 64<<10)
	skipBOM(br)
	out := []*Encounter{}
	first := map[int64]int{} // hadm -> line
	for line := 1; ; line++ {
		b, err := br.ReadBytes('\n')
		if err != nil && err != io.EOF {
			return nil, fmt.Errorf("%s:%d: %v", name, line, err)
		}
		if !utf8.Valid(b) {
			at := invalidUTF8At(b)
			return nil, fmt.Errorf("%s:%d:%d: byte 0x%02x is not valid UTF-8 (expected UTF-8 JSON text)", name, line, at+1, b[at])
		}
		if len(bytes.TrimSpace(b)) > 0 {
			e, derr := decodeEncounterLine(b)
			if derr != nil {
				return nil, fmt.Errorf("%s:%d: %v", name, line, derr)
			}
			if l, dup := first[e.HadmID]; dup {
				return nil, fmt.Errorf("%s:%d: hadm_id %d repeats line %d", name, line, e.HadmID, l)
			}
			first[e.HadmID] = line
			out = append(out, e)
		}
		if err == io.EOF {
			return out, nil
		}
	}
}

// decodeEncounterLine decodes one JSON line into an Encounter.
func decodeEncounterLine(b []byte) (*Encounter, error) {
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	var je jsonEncounter
	if err := dec.Decode(&je); err != nil {
		return nil, errors.New(strings.TrimPrefix(err.Error(), "json: "))
	}
	if _, err := dec.Token(); err != io.EOF {
		return nil, errors.New("want one JSON object per line; found more after it")
	}
	if je.HadmID == nil {
		return nil, errors.New("missing hadm_id")
	}
	e := NewEncounter(*je.HadmID)
	e.Pathology, e.History, e.PhysicalExam = je.Pathology, je.History, je.PhysicalExam
	for id, v := range je.Labs {
		e.Labs[id] = v
	}
	for _, p := range []struct {
		src map[int]*float64
		dst map[int]float64
	}{{je.RefLower, e.RefLower}, {je.RefUpper, e.RefUpper}} {
		for id, v := range p.src {
			if v == nil {
				p.dst[id] = math.NaN()
			} else {
				p.dst[id] = *v
			}
		}
	}
	for id, v := range je.Micro {
		e.Micro[id] = v
	}
	for id, v := range je.MicroSpec {
		e.MicroSpec[id] = v
	}
	e.Radiology = orEmpty(je.Radiology)
	e.DischargeDiagnosis = je.DischargeDiagnosis
	e.ICDDiagnosis = orEmpty(je.ICDDiagnosis)
	e.ProceduresICD9, e.ProceduresICD9Title = orEmpty(je.ProceduresICD9), orEmpty(je.ProceduresICD9Title)
	e.ProceduresICD10, e.ProceduresICD10Tit = orEmpty(je.ProceduresICD10), orEmpty(je.ProceduresICD10Tit)
	e.ProceduresDischarge = orEmpty(je.ProceduresDischarge)
	return e, nil
}
