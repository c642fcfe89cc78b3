package cdm

import (
	"math"
	"sort"
)

// Run-level metrics: per-pathology and mean accuracy, macro/micro F1 (LA-CDM), calibration (ECE,
// LA-CDM's 11 bins), cost, guideline adherence and the process scores (DxEvolve).

// ConfidencePoint is one stated confidence (0..1) and whether the hypothesis it backed was right.
type ConfidencePoint struct {
	Confidence float64 `json:"confidence"`
	Correct    bool    `json:"correct"`
}

// ECEBins is the number of equal-width confidence bins of ECE (LA-CDM): with confidences 0..10
// mapped to 0..1, each integer confidence falls in its own bin.
const ECEBins = 11

// ECE is the expected calibration error of points: the points are put in ECEBins equal-width
// bins of [0, 1] (bin = min(floor(c·11), 10); confidences outside [0, 1] are clamped; NaN points
// are skipped), and ECE = Σ (n_bin/N)·|accuracy_bin − mean confidence_bin|. It is 0 without points.
func ECE(points []ConfidencePoint) float64 {
	var n [ECEBins]int
	var conf, acc [ECEBins]float64
	total := 0
	for _, p := range points {
		c := p.Confidence
		if math.IsNaN(c) {
			continue
		}
		c = min(max(c, 0), 1)
		b := min(int(c*ECEBins), ECEBins-1)
		n[b]++
		conf[b] += c
		if p.Correct {
			acc[b]++
		}
		total++
	}
	if total == 0 {
		return 0
	}
	e := 0.0
	for b := range n {
		if n[b] == 0 {
			continue
		}
		k := float64(n[b])
		e += k / float64(total) * math.Abs(acc[b]/k-conf[b]/k)
	}
	return e
}

// F1Scores returns the macro and micro F1 of predictions against truths over classes (LA-CDM;
// like scikit-learn with labels=classes): per class TP, FP (predicted the class, truth differs)
// and FN (truth is the class, prediction differs); a prediction outside classes (such as
// "other") adds only a false negative. Macro F1 is the mean of per-class F1 (0 for a class with
// no TP, FP or FN); micro F1 pools the counts. Both are 0 without classes.
func F1Scores(truths, predictions []string, classes []string) (macro, micro float64) {
	if len(classes) == 0 {
		return 0, 0
	}
	idx := map[string]int{}
	for i, c := range classes {
		idx[c] = i
	}
	tp := make([]int, len(classes))
	fp := make([]int, len(classes))
	fn := make([]int, len(classes))
	for i := range truths {
		if i >= len(predictions) {
			break
		}
		t, p := truths[i], predictions[i]
		ti, tok := idx[t]
		pi, pok := idx[p]
		if t == p {
			if tok {
				tp[ti]++
			}
			continue
		}
		if tok {
			fn[ti]++
		}
		if pok {
			fp[pi]++
		}
	}
	var sTP, sFP, sFN int
	for k := range classes {
		if d := 2*tp[k] + fp[k] + fn[k]; d > 0 {
			macro += 2 * float64(tp[k]) / float64(d)
		}
		sTP += tp[k]
		sFP += fp[k]
		sFN += fn[k]
	}
	macro /= float64(len(classes))
	if d := 2*sTP + sFP + sFN; d > 0 {
		micro = 2 * float64(sTP) / float64(d)
	}
	return macro, micro
}

// ConsistencyMeans are the run means of Consistency; PEAgree is the share of episodes whose PE
// agrees with the chart.
type ConsistencyMeans struct {
	PEAgree          float64 `json:"pe_agree"`
	LabF1            float64 `json:"lab_f1"`
	ImagingF1        float64 `json:"imaging_f1"`
	OrderConcordance float64 `json:"order_concordance"`
}

// Report summarises judged episodes. Means are over all episodes unless said otherwise; maps are
// keyed by pathology (JSON writes them in key order).
type Report struct {
	N     int            `json:"n"`
	ByPat map[string]int `json:"n_by_pathology"`

	Accuracy              map[string]float64 `json:"accuracy"`               // exact, per pathology
	MeanAccuracy          float64            `json:"mean_accuracy"`          // mean of the per-pathology accuracies
	GraciousAccuracy      map[string]float64 `json:"gracious_accuracy"`      // per pathology
	MeanGraciousAccuracy  float64            `json:"mean_gracious_accuracy"` // mean of the per-pathology values
	OverallAccuracy       float64            `json:"overall_accuracy"`       // exact, over all episodes
	MacroF1               float64            `json:"macro_f1"`
	MicroF1               float64            `json:"micro_f1"`
	MeanCost              float64            `json:"mean_cost"`
	ECE                   float64            `json:"ece"`
	CalibrationPoints     int                `json:"calibration_points"`
	GuidelineAdherence    float64            `json:"guideline_adherence"` // mean 0..100
	InvalidEpisodes       int                `json:"invalid_episodes"`
	PEScore               float64            `json:"pe_score"`      // share of episodes with PE first
	LatePEScore           float64            `json:"late_pe_score"` // share of episodes with PE at all
	LabScore              float64            `json:"lab_score"`     // mean share of required categories scored (episodes with categories)
	ImagingScore          float64            `json:"imaging_score"` // mean imaging score 0..2
	Consistency           ConsistencyMeans   `json:"consistency"`
	MeanTests             float64            `json:"mean_tests"`
	MeanSteps             float64            `json:"mean_steps"`
	MeanUnnecessaryLabs   float64            `json:"mean_unnecessary_labs"`
	MeanUnnecessaryImages float64            `json:"mean_unnecessary_imaging"`
}

// Summarize aggregates judgements into a Report. Accuracy means are per-class means (LA-CDM's
// "mean per-class accuracy"). F1 classes are the true pathologies present; the prediction of an
// episode is its Predicted class. ECE pools the per-step Calibration points of every episode
// (each stated confidence 0..10 mapped to 0..1, against whether that step's hypothesis scored
// exact for the true pathology). Every value is 0, never NaN, when there is nothing to average.
func Summarize(js []Judgement) Report {
	r := Report{ByPat: map[string]int{}, Accuracy: map[string]float64{}, GraciousAccuracy: map[string]float64{}}
	r.N = len(js)
	if r.N == 0 {
		return r
	}
	correct, gracious := map[string]int{}, map[string]int{}
	var truths, preds []string
	var points []ConfidencePoint
	labN := 0
	for _, j := range js {
		r.ByPat[j.Pathology]++
		if j.Correct {
			correct[j.Pathology]++
			r.OverallAccuracy++
		}
		if j.Gracious {
			gracious[j.Pathology]++
		}
		truths = append(truths, j.Pathology)
		preds = append(preds, j.Predicted)
		points = append(points, j.Calibration...)
		r.MeanCost += j.Cost
		r.GuidelineAdherence += j.Adherence
		if j.Invalid {
			r.InvalidEpisodes++
		}
		if j.PEFirst {
			r.PEScore++
		}
		if j.PELate {
			r.LatePEScore++
		}
		if j.LabMax > 0 {
			got := 0
			for _, ok := range j.LabScore {
				if ok {
					got++
				}
			}
			r.LabScore += float64(got) / float64(j.LabMax)
			labN++
		}
		r.ImagingScore += float64(j.ImagingScore)
		if j.Consistency.PEAgree {
			r.Consistency.PEAgree++
		}
		r.Consistency.LabF1 += j.Consistency.LabF1
		r.Consistency.ImagingF1 += j.Consistency.ImagingF1
		r.Consistency.OrderConcordance += j.Consistency.OrderConcordance
		r.MeanTests += float64(j.Tests)
		r.MeanSteps += float64(j.Steps)
		r.MeanUnnecessaryLabs += float64(len(j.UnnecessaryLabs) + len(j.UnresolvedLabs))
		r.MeanUnnecessaryImages += float64(len(j.UnnecessaryImaging))
	}
	n := float64(r.N)
	r.OverallAccuracy /= n
	r.MeanCost /= n
	r.GuidelineAdherence /= n
	r.PEScore /= n
	r.LatePEScore /= n
	if labN > 0 {
		r.LabScore /= float64(labN)
	}
	r.ImagingScore /= n
	r.Consistency.PEAgree /= n
	r.Consistency.LabF1 /= n
	r.Consistency.ImagingF1 /= n
	r.Consistency.OrderConcordance /= n
	r.MeanTests /= n
	r.MeanSteps /= n
	r.MeanUnnecessaryLabs /= n
	r.MeanUnnecessaryImages /= n

	classes := make([]string, 0, len(r.ByPat))
	for p := range r.ByPat {
		classes = append(classes, p)
	}
	sort.Strings(classes)
	for _, p := range classes {
		k := float64(r.ByPat[p])
		r.Accuracy[p] = float64(correct[p]) / k
		r.GraciousAccuracy[p] = float64(gracious[p]) / k
		r.MeanAccuracy += r.Accuracy[p]
		r.MeanGraciousAccuracy += r.GraciousAccuracy[p]
	}
	r.MeanAccuracy /= float64(len(classes))
	r.MeanGraciousAccuracy /= float64(len(classes))
	r.MacroF1, r.MicroF1 = F1Scores(truths, preds, classes)
	r.ECE = ECE(points)
	r.CalibrationPoints = len(points)
	return r
}
