package lexicon_test

import (
	"sort"
	"testing"

	"agenthospital/kb"
	"agenthospital/kb/lexicon"
)

// specialtiesBFile is the concept file of the psychiatry, orthopedics and immunology clinics.
const specialtiesBFile = "data/specialties_b.yaml"

// specialtiesBIDs reads the concept ids of the file itself, so the area measured below is
// exactly what the file defines; each must be a loaded concept and a knowledge-base finding.
func specialtiesBIDs(t *testing.T, k *kb.KB, known map[string]bool) map[string]bool {
	t.Helper()
	ids := idSet(fileIDs(t, specialtiesBFile, "concepts"))
	for id := range ids {
		if !known[id] || k.Findings[id] == nil {
			t.Errorf("%s: %s is not a loaded concept and knowledge-base finding", specialtiesBFile, id)
		}
	}
	if len(ids) < 150 {
		t.Fatalf("%s defines %d concepts, expected the whole area (about 180)", specialtiesBFile, len(ids))
	}
	return ids
}

// sbUsesArea reports whether a disease has a finding of the area, so its patients are written more
// often: the rest are written to catch false readings in other clinics' notes.
func sbUsesArea(d *kb.Disease, area map[string]bool) bool {
	for _, fs := range [][]kb.Freq{d.RiskFactors, d.Symptoms, d.Signs} {
		for _, f := range fs {
			if area[f.Finding] {
				return true
			}
		}
	}
	for _, se := range d.Studies {
		for _, f := range se.Findings {
			if area[f.Finding] {
				return true
			}
		}
	}
	return false
}

// TestSpecialtiesBReading measures the psychiatry, orthopedics and immunology concepts on the
// notes and reports of every in-house voice (the held-out voices are TestHeldOutVoice's): of the
// area's findings a note or report states, at least 95% must be read present, and of the
// readings of the area's concepts (over every disease's patients, so other clinics' notes are
// read too), false affirmations and denials must stay under 3%.
func TestSpecialtiesBReading(t *testing.T) {
	k, _, known := setup(t)
	area := specialtiesBIDs(t, k, known)
	count := func(nArea, nOther int) func(*kb.Disease) int {
		return func(d *kb.Disease) int {
			if sbUsesArea(d, area) {
				return nArea
			}
			return nOther
		}
	}
	all := map[string]*score{"note": newScore(false), "report": newScore(false)}
	for _, s := range scoreInHouse(t, area, sample{seed: 5100, n: count(6, 1)}, sample{seed: 6100, n: count(8, 1)}) {
		t.Logf("%s voice %-16s %v", s.kind, s.voice, s.score)
		all[s.kind].add(s.score)
	}
	for _, kind := range []string{"note", "report"} {
		t.Logf("%ss: %v", kind, all[kind])
		logTops(t, all[kind], 25)
		checkRecall(t, kind+"s", all[kind], true)
		checkErrors(t, kind+"s", all[kind].errors(), all[kind].readings)
	}
}

// TestSpecialtiesBCoverage lists the findings of the three clinics' diseases that no concept of
// the lexicon reads (shared findings are other files' concepts), so a gap is visible.
func TestSpecialtiesBCoverage(t *testing.T) {
	k, _, known := setup(t)
	specialtiesBIDs(t, k, known)
	var gaps []string
	seen := map[string]bool{}
	for _, d := range k.Diseases {
		switch d.Department {
		case "psychiatry", "orthopedics", "immunology":
		default:
			continue
		}
		for _, fs := range [][]kb.Freq{d.RiskFactors, d.Symptoms, d.Signs} {
			for _, f := range fs {
				if !known[f.Finding] && !seen[f.Finding] {
					seen[f.Finding] = true
					gaps = append(gaps, f.Finding)
				}
			}
		}
	}
	sort.Strings(gaps)
	t.Logf("findings of the psychiatry, orthopedics and immunology diseases without a concept: %d %v", len(gaps), gaps)
}

// TestSpecialtiesBPhrasings reads sentences written for this test in the ways clinicians of the
// three clinics put things (abbreviations, British spellings, other word orders) and checks
// the area's concepts are affirmed, denied, or not read at all where a neighbouring finding is
// meant.
func TestSpecialtiesBPhrasings(t *testing.T) {
	_, l, _ := setup(t)
	cases := []struct {
		text    string
		report  bool
		yes, no []string // affirmed; denied
		notRead []string // neither
	}{
		// psychiatry
		{text: "Pt describes markedly diminished interest in hobbies and endorses feeling worthless.", yes: []string{"anhedonia", "worthlessness_guilt"}},
		{text: "Denies SI/HI. No AH/VH.", no: []string{"suicidal_ideation", "auditory_hallucinations", "visual_tactile_hallucinations"}},
		{text: "She has had passive thoughts of death but no active plan.", yes: []string{"suicidal_ideation"}},
		{text: "Tenderness over both SI joints.", yes: []string{"sacroiliac_tenderness"}, notRead: []string{"suicidal_ideation"}},
		{text: "He worries excessively about finances, work and his health, and finds the worry hard to control.", yes: []string{"excessive_worry"}},
		{text: "Recurrent discrete episodes of overwhelming fear with palpitations and a sense of impending doom.", yes: []string{"panic_attacks", "fear_of_dying"}},
		{text: "She now avoids supermarkets and public transport for fear of another attack.", yes: []string{"anticipatory_anxiety"}, notRead: []string{"panic_attacks"}},
		{text: "Mood euphoric, sleeping 2-3 hours a night without feeling tired, thoughts racing.", yes: []string{"elevated_mood", "decreased_need_for_sleep", "racing_thoughts"}},
		{text: "Spent his savings on a spending spree and has been driving recklessly.", yes: []string{"risky_behavior"}},
		{text: "MSE: unkempt, dishevelled, flat affect, thought disorder with loosening of associations, appears to be responding to internal stimuli.",
			yes: []string{"poor_grooming", "blunted_affect", "disorganized_speech", "responding_to_internal_stimuli"}},
		{text: "Speech pressured and hard to interrupt; flight of ideas.", yes: []string{"pressured_speech", "flight_of_ideas"}},
		{text: "Believes neighbours are spying on him through the television, which sends him special messages.", yes: []string{"persecutory_beliefs", "ideas_of_reference"}},
		{text: "Sees insects crawling on the walls.", yes: []string{"visual_tactile_hallucinations"}},
		{text: "Wakes at 4am and cannot get back to sleep; lies awake for hours before sleep.", yes: []string{"early_morning_awakening", "sleep_onset_difficulty"}},
		{text: "Increasingly preoccupied with sleep and dreads going to bed.", yes: []string{"sleep_related_worry"}},
		{text: "Affect constricted and tearful when discussing her son.", yes: []string{"depressed_affect"}},
		{text: "Rotator cuff tear on MRI; medial meniscal tear.", notRead: []string{"depressed_affect"}},
		{text: "Pacing the corridor, fidgety and wringing hands.", yes: []string{"psychomotor_agitation", "psychomotor_restlessness"}},
		{text: "Transvenous pacing wires in situ.", notRead: []string{"psychomotor_agitation"}},
		{text: "Smokes cannabis daily. Night-shift nurse. Drinks 6 cups of coffee a day.", yes: []string{"cannabis_use", "shift_work", "caffeine_use"}},
		{text: "Coffee-ground emesis and tea-coloured urine.", notRead: []string{"caffeine_use"}},
		{text: "Self-discontinued olanzapine two months ago. Two previous psychiatric admissions, one under section.", yes: []string{"medication_nonadherence", "prior_psychotic_episode"}},
		{text: "Missed antiepileptic doses this week.", notRead: []string{"medication_nonadherence"}},
		{text: "Sertraline started 3 weeks ago by GP.", yes: []string{"recent_antidepressant_start"}},
		{text: "Previous episode of depression treated with fluoxetine in 2015.", yes: []string{"prior_depressive_episodes"}},
		{text: "No history of depressive episodes.", no: []string{"prior_depressive_episodes"}},
		{text: "Mother has bipolar disorder.", yes: []string{"family_history_psychiatric"}},
		{text: "Had withdrawal seizures the last time he stopped drinking.", yes: []string{"prior_alcohol_withdrawal"}},
		{text: "PHQ-9 18/27.", report: true, yes: []string{"mood_scale_elevated"}},
		{text: "PHQ-9 score 4, minimal symptoms.", report: true, notRead: []string{"mood_scale_elevated"}},
		{text: "GAD-7 15, severe.", report: true, yes: []string{"anxiety_scale_elevated"}},
		{text: "UDS positive for THC, otherwise negative. Blood alcohol level 180 mg/dL.", report: true, yes: []string{"cannabinoids_positive", "ethanol_detected"}},
		{text: "Urine drug screen negative for cannabinoids.", report: true, no: []string{"cannabinoids_positive"}},
		{text: "Sleep onset latency prolonged at 62 minutes; sleep efficiency reduced at 68%.", report: true, yes: []string{"prolonged_sleep_latency"}},
		{text: "Struggling to concentrate at work; says he wants to kill himself.", yes: []string{"poor_concentration", "suicidal_ideation"}},
		{text: "Difficulty getting off to sleep.", yes: []string{"sleep_onset_difficulty"}},
		{text: "Known schizophrenia, h/o DTs on stopping alcohol.", yes: []string{"prior_psychotic_episode"}},
		{text: "Brief spinning episodes on rolling over for the past 4 days.", notRead: []string{"prior_ankle_sprain", "inversion_injury"}},
		// orthopedics
		{text: "Fell onto outstretched hand; now painful swollen wrist with dinner-fork deformity and tenderness over the distal radius.",
			yes: []string{"fall_on_outstretched_hand", "wrist_pain", "wrist_swelling", "wrist_deformity", "distal_radius_tenderness"}},
		{text: "Tingling in the thumb and index finger since the injury.", yes: []string{"finger_numbness"}},
		{text: "Reduced sensation in median nerve distribution.", yes: []string{"median_nerve_deficit"}, notRead: []string{"finger_numbness"}},
		{text: "Mechanical fall at home, unable to weight bear. Left leg shortened and externally rotated; pain on log roll.",
			yes: []string{"ground_level_fall", "inability_to_bear_weight", "shortened_rotated_leg", "pain_on_hip_rotation"}},
		{text: "Pain on passive external rotation of the hip.", yes: []string{"pain_on_hip_rotation"}, notRead: []string{"shortened_rotated_leg", "hip_pain"}},
		{text: "Inversion injury playing netball; tender over the ATFL with swelling anterior to the lateral malleolus, anterior drawer lax.",
			yes: []string{"inversion_injury", "sports_participation", "lateral_ankle_tenderness", "lateral_ankle_swelling_sign", "anterior_drawer_positive"}},
		{text: "Bilateral pitting ankle oedema to mid-shin.", notRead: []string{"lateral_ankle_swelling_sign", "post_injury_swelling"}},
		{text: "Knee gives way on stairs and grinds when walking; crepitus on flexion, medial joint line tenderness, genu varum.",
			yes: []string{"knee_giving_way", "knee_grinding", "knee_crepitus", "joint_line_tenderness", "varus_deformity"}},
		{text: "Morning stiffness lasts about ten minutes.", yes: []string{"brief_morning_stiffness"}, notRead: []string{"prolonged_morning_stiffness"}},
		{text: "Early morning stiffness lasting 2 hours.", yes: []string{"prolonged_morning_stiffness"}, notRead: []string{"brief_morning_stiffness"}},
		{text: "Shooting pain down the back of the left leg to the foot, worse on sitting and sneezing; numb lateral foot and foot drop.",
			yes: []string{"sciatica", "pain_worse_sitting_coughing", "leg_numbness", "leg_weakness"}},
		{text: "SLR positive at 30 degrees on the left, absent ankle jerk, EHL weakness 4/5, decreased sensation over the L5 dermatome.",
			yes: []string{"positive_straight_leg_raise", "reduced_ankle_reflex", "great_toe_extension_weakness", "dermatomal_sensory_loss"}},
		{text: "Saddle anaesthesia and reduced anal tone.", yes: []string{"saddle_anesthesia"}},
		{text: "Increased resting anal tone.", notRead: []string{"saddle_anesthesia"}},
		{text: "Paraspinal muscle spasm in the lumbar region.", yes: []string{"paraspinal_spasm"}},
		{text: "Painful arc from 60 to 120 degrees, weak resisted external rotation, positive drop arm test, wasting of infraspinatus.",
			yes: []string{"painful_arc", "cuff_strength_weakness", "drop_arm_sign", "supraspinatus_atrophy"}},
		{text: "Cannot lift his arm above his head; night pain when lying on the affected shoulder.", yes: []string{"overhead_weakness", "shoulder_night_pain"}},
		{text: "Works as a painter and decorator with much overhead work.", yes: []string{"overhead_activity"}},
		{text: "Red, hot, exquisitely tender first MTP joint; podagra. Chalky tophi over the helix.", yes: []string{"podagra_sign", "exquisite_joint_tenderness", "tophi"}},
		{text: "Exquisitely tender testicle.", notRead: []string{"exquisite_joint_tenderness"}},
		{text: "Known osteoporosis on alendronate.", yes: []string{"osteoporosis_history"}},
		{text: "Displaced subcapital NOF fracture.", report: true, yes: []string{"femoral_neck_fracture"}},
		{text: "History of hip fracture in 2019.", notRead: []string{"femoral_neck_fracture"}},
		{text: "Dorsally angulated Colles fracture.", report: true, yes: []string{"distal_radial_fracture_xr"}},
		{text: "Tricompartmental joint space narrowing with marginal osteophytes and subchondral sclerosis.", report: true,
			yes: []string{"joint_space_narrowing", "osteophytes", "subchondral_sclerosis"}},
		{text: "L5/S1 left paracentral disc protrusion compressing the traversing S1 nerve root.", report: true, yes: []string{"disc_extrusion", "nerve_root_compression"}},
		{text: "Mild diffuse disc bulge without neural compromise.", report: true, notRead: []string{"disc_extrusion"}},
		{text: "Narrowed acromiohumeral interval with a hooked acromion.", report: true, yes: []string{"humeral_head_migration", "subacromial_spur"}},
		{text: "Strongly negatively birefringent needle-shaped crystals seen.", report: true, yes: []string{"urate_crystals"}},
		{text: "Rhomboid positively birefringent crystals.", report: true, notRead: []string{"urate_crystals"}},
		{text: "History of gout, on allopurinol.", yes: []string{"prior_gout_attacks"}},
		{text: "Presents with an acute gout flare of the knee.", notRead: []string{"prior_gout_attacks"}},
		{text: "Jaw pain when eating.", notRead: []string{"jaw_claudication"}},
		// immunology and rheumatology
		{text: "Malar rash sparing the nasolabial folds; painless ulcers on the hard palate; non-scarring alopecia.",
			yes: []string{"malar_rash", "painless_oral_ulcers", "nonscarring_alopecia"}},
		{text: "She gets a rash across her cheeks and nose after sun exposure, and recurrent mouth ulcers.", yes: []string{"butterfly_facial_rash", "photosensitivity", "oral_ulcers"}},
		{text: "Fingers go white then blue in cold weather.", yes: []string{"raynaud_phenomenon"}},
		{text: "Gritty dry eyes and dry mouth; needs water to swallow crackers. Bilateral parotid swelling, dry fissured tongue.",
			yes: []string{"dry_eyes", "dry_mouth", "parotid_enlargement", "dry_fissured_tongue"}},
		{text: "Dry mucous membranes, poor skin turgor.", notRead: []string{"dry_mouth", "dry_fissured_tongue"}},
		{text: "New bitemporal headache, pain on brushing her hair and jaw claudication; thickened tender temporal arteries with absent pulsation on the left.",
			yes: []string{"temporal_headache", "scalp_tenderness", "jaw_claudication", "temporal_artery_abnormal", "diminished_temporal_pulse"}},
		{text: "Pain on biting on the lower left molar.", notRead: []string{"jaw_claudication"}},
		{text: "Aching and stiffness of the shoulder and hip girdles.", yes: []string{"girdle_stiffness"}},
		{text: "Low back pain that improves with exercise and is worse with rest; wakes him in the early hours.", yes: []string{"inflammatory_back_pain"}},
		{text: "Reduced lumbar flexion, modified Schober 3 cm, reduced chest expansion and increased occiput-to-wall distance; Achilles enthesitis.",
			yes: []string{"reduced_lumbar_flexion", "reduced_chest_expansion", "fixed_kyphosis", "enthesitis"}},
		{text: "Symmetrical synovitis of the MCPs and PIPs with positive MCP squeeze, ulnar deviation and swan-neck deformities, weak grip, rheumatoid nodules at the elbows.",
			yes: []string{"small_joint_synovitis", "mcp_squeeze_positive", "hand_deformities", "reduced_grip_strength", "subcutaneous_nodules"}},
		{text: "Tender erythematous nodules on the shins.", notRead: []string{"subcutaneous_nodules"}},
		{text: "Pleural rub at the left base.", yes: []string{"pleural_friction_rub"}},
		{text: "Pericardial friction rub at the left sternal border.", notRead: []string{"pleural_friction_rub"}},
		{text: "Throat feels tight and she has inspiratory stridor.", yes: []string{"throat_tightness", "stridor"}},
		{text: "Recurrent episodes of non-itchy swelling of the hands and lips lasting 3 days; father has similar swelling attacks.",
			yes: []string{"recurrent_nonitchy_swelling", "family_history_swelling_attacks"}},
		{text: "Rheumatoid factor positive, anti-CCP strongly positive, HLA-B27 positive.", report: true, yes: []string{"rf_positive", "anti_ccp_positive", "hla_b27_positive"}},
		{text: "Anti-dsDNA, anti-Smith, SSA, SSB and ANCA are negative.", report: true, no: []string{"anti_ro_la_positive"}, notRead: []string{"anti_dsdna_positive"}},
		{text: "C4 low and C1 esterase inhibitor level reduced.", report: true, yes: []string{"c1_inhibitor_deficiency"}},
		{text: "Bilateral sacroiliitis with erosions and sclerosis; syndesmophytes at T12-L1.", report: true, yes: []string{"sacroiliitis_radiograph", "syndesmophytes"}},
		{text: "Oedematous thickened jejunal loops with a target appearance.", report: true, yes: []string{"bowel_wall_edema"}},
	}
	for _, tc := range cases {
		var ms []lexicon.Mention
		if tc.report {
			ms = l.ReadReport(tc.text).Mentions
		} else {
			ms = l.Read(tc.text)
		}
		aff, neg := map[string]bool{}, map[string]bool{}
		for _, m := range ms {
			if m.Negated {
				neg[m.Concept] = true
			} else {
				aff[m.Concept] = true
			}
		}
		for _, id := range tc.yes {
			if !aff[id] {
				t.Errorf("%q: %s not affirmed (read %v)", tc.text, id, ms)
			}
		}
		for _, id := range tc.no {
			if !neg[id] || aff[id] {
				t.Errorf("%q: %s not denied (read %v)", tc.text, id, ms)
			}
		}
		for _, id := range tc.notRead {
			if aff[id] || neg[id] {
				t.Errorf("%q: %s read", tc.text, id)
			}
		}
	}
}
