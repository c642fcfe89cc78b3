"""The one omission check of the annotation against the reader's output (-hw.detail), made once
after the texts were final: findings the reader affirmed that the text does state and the hand
annotation had left out. They are added to the annotation of the section named (hpi, pe, or the
report's number); nothing was removed, and no text was changed after this check.
"""

ADD = {
    29900001: {"hpi": ["missed_meal"]},
    29900003: {"hpi": ["former_smoker", "prostatic_enlargement_history"], "pe": ["drowsiness", "lethargy_listlessness"]},
    29900004: {1: ["viable_intrauterine_pregnancy"]},
    29900005: {"hpi": ["cannabis_use", "pain_migration_to_rlq"], 1: ["free_fluid_abdomen"]},
    29900006: {"hpi": ["nulliparity", "ovarian_cyst_lesion"], "pe": ["ovarian_cyst_lesion", "fever"]},
    29900007: {"pe": ["diabetes_history", "hypertension_history", "metformin_use", "raas_blocker_use",
                      "prolonged_constant_pain", "ruq_pain"]},
    29900008: {"hpi": ["postprandial_pain_after_fatty_meal"]},
    29900009: {"hpi": ["former_smoker", "prostatic_enlargement_history", "drowsiness", "hearing_loss"],
               "pe": ["drowsiness", "dry_mouth"], 1: ["enlarged_prostate_imaging", "small_kidneys"]},
    29900010: {"hpi": ["osteoporosis_history", "polymyalgia_history"]},
    29900013: {"hpi": ["former_smoker", "colonic_diverticula"]},
    29900014: {"hpi": ["depression_history"],
               "pe": ["depression_history", "thiazide_use", "nsaid_use", "hypertension_history"],
               1: ["bladder_wall_thickening", "multiple_bilateral_renal_cysts"]},
    29900015: {"hpi": ["prior_gout_attacks", "colicky_abdominal_pain"],
               1: ["bladder_wall_thickening", "enlarged_prostate_imaging"]},
    29900016: {"hpi": ["osteoporosis_history", "anticoagulant_use"], "pe": ["drowsiness"]},
    29900017: {"hpi": ["multiparity"]},
    29900018: {"hpi": ["anticholinergic_medication"]},
    29900019: {"hpi": ["prior_alcohol_withdrawal"]},
    29900020: {"pe": ["hypertension_history", "raas_blocker_use", "psychomotor_restlessness", "pleural_effusion"],
               2: ["simple_ascites"]},
    29900021: {"hpi": ["insulin_therapy"], 1: ["simple_ascites"]},
    29900022: {"hpi": ["common_bile_duct_stone"]},
    29900023: {"hpi": ["prior_alcohol_withdrawal", "withdrawal_scale_elevated"]},
    29900024: {"hpi": ["gallstones"]},
    29900025: {"pe": ["diabetes_history", "hypertension_history", "metformin_use", "raas_blocker_use",
                      "recent_infection"]},
    29900026: {"pe": ["tired_appearance"]},
    29900027: {"hpi": ["prostatic_enlargement_history"], 2: ["enlarged_prostate_imaging"]},
    29900028: {"hpi": ["shoulder_pain"]},
    29900029: {"hpi": ["nulliparity", "pelvic_pressure"]},
    29900030: {"hpi": ["anticoagulant_use", "diuretic_use", "former_smoker", "prostatic_enlargement_history",
                       "inability_to_void"],
               "pe": ["drowsiness"], 2: ["enlarged_prostate_imaging", "bladder_wall_thickening"]},
    29900031: {2: ["bladder_wall_thickening"]},
    29900033: {"hpi": ["former_smoker", "prostatic_enlargement_history"]},
    29900034: {"hpi": ["osteoporosis_history", "increasing_abdominal_girth"], "pe": ["irreducible_groin_lump"],
               1: ["simple_ascites"]},
    29900035: {"hpi": ["opioid_use_history"]},
    29900036: {"hpi": ["cannabis_use", "increasing_abdominal_girth"]},
}


def apply(encounters):
    """Adds ADD to the encounters' annotations (present findings only)."""
    for e in encounters:
        for where, ids in ADD.get(e["hadm"], {}).items():
            if where == "hpi":
                present, absent = e["hpi_ann"]
            elif where == "pe":
                present, absent = e["pe_ann"]
            else:
                r = e["reports"][where - 1]
                present, absent = r["present"], r["absent"]
            for x in ids:
                if x in absent:
                    raise ValueError(f"{e['hadm']} {where}: {x} is annotated absent")
                if x not in present:
                    present.append(x)
