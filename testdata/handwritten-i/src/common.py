"""Helpers for writing the encounters of this set (copied from testdata/handwritten-h/src/common.py):
those of testdata/handwritten/src/common.py (lab panels, report layout, encounter record), vital
signs annotated by the README's bounds (as testdata/handwritten-b/src/common.py does), rep(), a
report written out in full by hand, and after_check(), the findings added at the one omission check.
"""

import importlib.util as _util
import os as _os
import textwrap as _textwrap

_spec = _util.spec_from_file_location(
    "hw_common", _os.path.join(_os.path.dirname(_os.path.abspath(__file__)), "..", "..", "handwritten", "src", "common.py"))
_first = _util.module_from_spec(_spec)
_spec.loader.exec_module(_first)
globals().update({k: v for k, v in vars(_first).items() if not k.startswith("__")})


def vit(t=None, hr=None, sbp=None, rr=None, spo2=None):
    """The vital-sign findings a set of vitals states, by the README's bounds: (present, absent).
    t in Fahrenheit (over 50) or Celsius; a bound not given states nothing."""
    p, a = [], []
    if t is not None:
        c = (t - 32) * 5 / 9 if t > 50 else t
        (p if c >= 38.0 else a).append("fever_measured")
    if hr is not None:
        (p if hr > 100 else a).append("tachycardia")
    if sbp is not None:
        (p if sbp < 90 else a).append("hypotension")
        if sbp >= 160:
            p.append("hypertension_measured")
        elif sbp < 140:
            a.append("hypertension_measured")
    if rr is not None:
        if rr > 22:
            p.append("tachypnea")
        elif rr <= 20:
            a.append("tachypnea")
    if spo2 is not None:
        if spo2 < 92:
            p.append("hypoxia")
        elif spo2 >= 94:
            a.append("hypoxia")
    return p, a


def annv(v, present=(), absent=()):
    """ann() with the findings of vit() added."""
    return ann(list(present) + v[0], list(absent) + v[1])


def txt(s):
    """A text as written in the module (indented for reading): dedented, outer blank lines dropped."""
    return _textwrap.dedent(s).strip("\n").rstrip()


def rep(exam, modality, region, text, present=(), absent=()):
    """A radiology report given in full, sections and all, as the reading radiologist dictated it
    (unlike report(), which lays out the release's cleaned sections)."""
    return {"exam": exam, "modality": modality, "region": region, "text": txt(text) + "\n",
            "present": list(present), "absent": list(absent)}


def lab(**kw):
    """Single lab values by name: lipase, lactate, crp, trop, hcg, amylase, tg, ldh, ph, alb."""
    ids = {"lipase": 50956, "amylase": 50867, "crp": 50889, "lactate": 50813, "trop": 51003,
           "hcg": 51085, "tg": 51000, "ldh": 50954, "ph": 50820, "pco2": 50818, "uric": 51007,
           "ptt": 51275, "fib": 51214, "esr": 51288, "bnp": 50963}
    return {ids[k]: v for k, v in kw.items()}


def after_check(encs, table):
    """Findings added at the single omission check of the annotation against the reader's output
    (see README): for each hadm_id, per section ("hpi", "pe" or the number of a report), the ids the
    text states that the hand annotation had left out (an id written "-x" is one the text denies).
    Nothing is removed here, and no text was changed after the check."""
    by = {e["hadm"]: e for e in encs}
    for hadm, secs in table.items():
        e = by[hadm]
        for sec, ids in secs.items():
            if sec in ("hpi", "pe"):
                present, absent = e[sec + "_ann"]
            else:
                r = e["reports"][sec - 1]
                present, absent = r["present"], r["absent"]
            for x in ids:
                target, x = (absent, x[1:]) if x.startswith("-") else (present, x)
                if x in present or x in absent:
                    raise ValueError(f"{hadm} {sec}: {x} already annotated")
                target.append(x)
