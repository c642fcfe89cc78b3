"""Helpers for writing the encounters of this set: those of testdata/handwritten/src/common.py
(lab panels, report layout, encounter record), vital signs annotated by the README's bounds (as in
testdata/handwritten-b/src/common.py), and rad(), a report written out whole by hand.
"""

import importlib.util as _util
import os as _os
import textwrap as _tw

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


def vits(*vs):
    """The findings of several sets of vitals in one text (initial and later ones): a finding any
    set states present is present; one denied by some set and stated by none is absent."""
    p, a = [], []
    for v in vs:
        p += [x for x in v[0] if x not in p]
    for v in vs:
        a += [x for x in v[1] if x not in p and x not in a]
    return p, a


def annv(v, present=(), absent=()):
    """ann() with the findings of vit() added."""
    return ann(list(present) + v[0], list(absent) + v[1])


def rad(exam, modality, region, text, present=(), absent=()):
    """A report written out whole (its sections, EXAMINATION to IMPRESSION, as this author wrote
    them); the source is indented for reading, the indentation is removed."""
    body = _tw.dedent(text).strip("\n") + "\n"
    return {"exam": exam, "modality": modality, "region": region, "text": body,
            "present": list(present), "absent": list(absent)}
