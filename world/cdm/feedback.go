package cdm

import (
	"fmt"
	"slices"
	"sort"
	"strconv"
	"strings"

	"agenthospital/kb/mimic"
)

// Rule-based feedback after generate_feedback and get_feedback of DxEvolve (RUCAIBox/DxEvolve;
// docs/mimic-cdm.md §4.4).
// The message texts are the framework's, so DCPs written from them read the same.

// Feedback messages reused by several pathologies.
const (
	msgPELate        = "History and examination: A physical examination should be done at the beginning of the encounter."
	msgPEMissing     = "A focused physical examination is expected for this case."
	msgNoImaging     = "Imaging: No appropriate imaging study for this pathology was recorded."
	msgNoDiagnosis   = "Diagnosis: No final diagnosis could be extracted from the model output."
	msgNoDeficiency  = "No major deficiencies were detected across examination, testing, imaging, diagnosis and treatment according to the current scoring rules."
	msgAppendicitsOK = "In this case, imaging evaluation and laboratory tests are broadly consistent with the current scoring rules, and no major deficiencies were identified."
)

// cover returns lab's labels covering ids, or nil when lab is nil or ids is empty.
func cover(lab Labeler, ids []int) []string {
	if lab == nil || len(ids) == 0 {
		return nil
	}
	return lab.Cover(ids)
}

// feedback builds the rule-based message of a judgement. requested holds every lab itemid the
// doctor asked for.
//
// The appendicitis message replaces the generic one entirely (imaging advice, missing
// inflammation tests, missing neutral panels), as in DxEvolve; the other three pathologies add
// their imaging advice to the generic message; a pathology outside the four gets only the generic
// PE and diagnosis parts (it has no lab or imaging tables).
//
// QUIRK fixed: DxEvolve checked the neutral panels of appendicitis against the required
// (inflammation) ids only, so LFP, RFP and Urinalysis were always reported missing; we check them
// against every requested id.
func feedback(j Judgement, rules processRules, known bool, lab Labeler, requested map[int]bool) string {
	if j.Pathology == "appendicitis" {
		return appendicitisFeedback(j, lab, requested)
	}
	base := genericFeedback(j, rules, known, lab)
	var msgs []string
	if base != msgNoDeficiency {
		msgs = append(msgs, base)
	}
	has := func(mods ...string) bool {
		for _, m := range mods {
			if slices.Contains(j.AppropriateImaging, m+" of Abdomen") {
				return true
			}
		}
		return false
	}
	switch j.Pathology {
	case "cholecystitis":
		switch j.ImagingScore {
		case 1:
			if has("MRI", "EUS") && !has("Ultrasound", "HIDA") {
				msgs = append(msgs, "Imaging (cholecystitis): set region='Abdomen' and start with ultrasound or HIDA as first line. MRI/EUS are also recommended as follow up options. Aim to complete appropriate biliary imaging rather than relying on MRI/EUS alone.")
			} else {
				msgs = append(msgs, "Imaging (cholecystitis): abdominal imaging was partially appropriate. Set region='Abdomen' and prioritize ultrasound or HIDA as first line. MRI/EUS are also recommended as follow up options. Consider completing the recommended imaging workup for biliary disease.")
			}
		case 0:
			msgs = append(msgs, "Imaging (cholecystitis): no appropriate abdominal imaging was done. Set region='Abdomen' and request ultrasound or HIDA as first line. MRI/EUS are also recommended as follow up options. Consider completing the recommended imaging workup for biliary disease.")
		}
	case "diverticulitis":
		switch j.ImagingScore {
		case 1:
			if has("Ultrasound", "MRI") && !has("CT") {
				msgs = append(msgs, "Imaging (diverticulitis): set region='Abdomen' and use CT as first line. Ultrasound or MRI are also recommended as additional follow up options.")
			} else {
				msgs = append(msgs, "Imaging (diverticulitis): abdominal imaging was partially appropriate. Prefer set region='Abdomen' with CT as first line, with ultrasound or MRI as additional follow up options.")
			}
		case 0:
			msgs = append(msgs, "Imaging (diverticulitis): no appropriate abdominal imaging was done (set region='Abdomen' and request CT/ultrasound/MRI). Prefer CT as first line, with ultrasound or MRI as additional follow up options.")
		}
	case "pancreatitis":
		if j.ImagingScore >= 1 {
			if has("CT") && !has("Ultrasound") {
				msgs = append(msgs, "Imaging: set region='Abdomen' and request ultrasound first. CT is also recommended but should be considered as a second line option.")
			}
			if j.Biliary && has("EUS") && !has("Ultrasound") {
				msgs = append(msgs, "Imaging: for biliary pancreatitis, start with region='Abdomen' ultrasound. EUS is also recommended but should be used as a follow up option.")
			}
		} else {
			msgs = append(msgs, "Imaging: no useful abdominal imaging. Next time set region='Abdomen' and use ultrasound as first choice. CT/EUS are also appropriate options but should be considered after ultrasound.")
		}
	}
	if len(msgs) == 0 {
		return base
	}
	return strings.Join(msgs, "\n\n")
}

// genericFeedback is DxEvolve's base message: PE timing, lab categories done/missing, imaging,
// diagnosis; the no-deficiency sentence when nothing is wrong.
func genericFeedback(j Judgement, rules processRules, known bool, lab Labeler) string {
	var msgs []string
	switch {
	case j.PEFirst:
	case j.PELate:
		msgs = append(msgs, msgPELate)
	default:
		msgs = append(msgs, msgPEMissing)
	}
	if known {
		var parts []string
		for _, c := range rules.labs {
			done := j.LabsDone[c.name]
			var missing []int
			for _, id := range c.ids {
				if !slices.Contains(done, id) {
					missing = append(missing, id)
				}
			}
			d := strings.Join(cover(lab, done), ", ")
			m := strings.Join(cover(lab, missing), ", ")
			switch {
			case d != "" && m != "":
				parts = append(parts, fmt.Sprintf("%s: done (%s), missing (%s)", c.name, d, m))
			case d != "":
				parts = append(parts, fmt.Sprintf("%s: done (%s)", c.name, d))
			case m != "":
				parts = append(parts, fmt.Sprintf("%s: missing (%s)", c.name, m))
			}
		}
		if len(parts) > 0 {
			msgs = append(msgs, "Laboratory tests: "+strings.Join(parts, "; ")+".")
		}
		if j.ImagingScore == 0 {
			msgs = append(msgs, msgNoImaging)
		}
	}
	if len(j.UnnecessaryImaging) > 0 {
		u := slices.Clone(j.UnnecessaryImaging)
		sort.Strings(u)
		u = slices.Compact(u)
		msgs = append(msgs, "Imaging: Some imaging requests were not considered appropriate for this case: "+
			strings.Join(u, ", ")+". Non targeted imaging leads to deductions in the imaging section.")
	}
	switch {
	case j.Answer == "" || j.Capped:
		msgs = append(msgs, msgNoDiagnosis)
	case j.Correct:
	case j.Gracious && len(j.GraciousMatch) == 2:
		msgs = append(msgs, fmt.Sprintf("Diagnosis: You wrote '%s', while the target diagnosis is '%s'. "+
			"Your answer correctly included '%s' and '%s', so it is counted as a reasonable alternative rather "+
			"than completely wrong. However, it still does not clearly name the target diagnosis, so it does "+
			"not receive full credit.", j.Answer, j.Pathology, j.GraciousMatch[0], j.GraciousMatch[1]))
	case j.Gracious:
		msgs = append(msgs, fmt.Sprintf("Diagnosis: You wrote '%s', which is close to the target '%s'. "+
			"It is counted as a reasonable alternative, but not a strict exact match.", j.Answer, j.Pathology))
	}
	if len(msgs) == 0 {
		return msgNoDeficiency
	}
	return strings.Join(msgs, "\n\n")
}

// appendicitisFeedback is DxEvolve's appendicitis message, which replaces the generic one.
func appendicitisFeedback(j Judgement, lab Labeler, requested map[int]bool) string {
	var msgs []string
	switch j.ImagingScore {
	case 2:
	case 1:
		msgs = append(msgs, "Imaging: abdominal imaging was partially appropriate. Set region='Abdomen' and request ultrasound first. CT or MRI are also recommended as follow up options.")
	default:
		msgs = append(msgs, "Imaging: no appropriate abdominal imaging was requested. Set region='Abdomen' and request ultrasound as first line. CT or MRI are also recommended as follow up options.")
	}
	done := j.LabsDone["Inflammation"]
	var missing []int
	for _, id := range labsInflammation {
		if !slices.Contains(done, id) {
			missing = append(missing, id)
		}
	}
	if len(missing) > 0 {
		sort.Ints(missing)
		labels := cover(lab, missing)
		if len(labels) == 0 {
			for _, id := range missing {
				labels = append(labels, strconv.Itoa(id))
			}
		}
		msgs = append(msgs, "Laboratory tests: key inflammation related tests were incomplete. Consider ordering: "+
			strings.Join(labels, ", ")+".")
	}
	panels := []labCategory{{mimic.PanelCBC, panelCBC}, {mimic.PanelLFP, panelLFP},
		{mimic.PanelRFP, panelRFP}, {mimic.PanelUrinalysis, panelUrinalysis}}
	var absent []string
	for _, p := range panels {
		if !slices.ContainsFunc(p.ids, func(id int) bool { return requested[id] }) {
			absent = append(absent, p.name)
		}
	}
	if len(absent) > 0 {
		msgs = append(msgs, "Laboratory tests: the following neutral baseline panels were not obtained. "+
			"They are neutral tests, optional but recommended to complete the workup: "+strings.Join(absent, ", ")+".")
	}
	if len(msgs) == 0 {
		return msgAppendicitsOK
	}
	return strings.Join(msgs, "\n\n")
}

// ClinicianOrders renders what the chart shows the clinician ordered, as DxEvolve's "clinician"
// string: "The clinician used Physical Examination. For Imaging, they ordered CT of the Abdomen,
// Ultrasound of the Abdomen. For Laboratory Tests, they ordered <labels>." PE is named when the
// record has an examination; imaging lists every radiology report in record order; labs are
// lab's cover of all record lab itemids in ascending id order (nothing when lab is nil). It
// returns "" when the chart holds none of these.
func ClinicianOrders(enc *mimic.Encounter, lab Labeler) string {
	if enc == nil {
		return ""
	}
	var parts []string
	if strings.TrimSpace(enc.PhysicalExam) != "" {
		parts = append(parts, "The clinician used Physical Examination")
	}
	var scans []string
	for _, r := range enc.Radiology {
		scans = append(scans, r.Modality+" of the "+r.Region)
	}
	if len(scans) > 0 {
		parts = append(parts, "For Imaging, they ordered "+strings.Join(scans, ", "))
	}
	ids := make([]int, 0, len(enc.Labs))
	for id := range enc.Labs {
		ids = append(ids, id)
	}
	sort.Ints(ids)
	if labels := cover(lab, ids); len(labels) > 0 {
		parts = append(parts, "For Laboratory Tests, they ordered "+strings.Join(labels, ", "))
	}
	if len(parts) == 0 {
		return ""
	}
	return strings.Join(parts, ". ") + "."
}
