"""Helpers for writing the encounters of this set: those of testdata/handwritten/src/common.py
(lab panels, report layout, encounter record), the vital signs of testdata/handwritten-b (annotated
by the first README's bounds), and a report layout that may also carry the INDICATION, COMPARISON
and IMPRESSION sections and an addendum, as a radiologist dictates them.
"""

import importlib.util as _util
import os as _os

_spec = _util.spec_from_file_location(
    "hwb_common", _os.path.join(_os.path.dirname(_os.path.abspath(__file__)), "..", "..", "handwritten-b", "src", "common.py"))
_second = _util.module_from_spec(_spec)
_spec.loader.exec_module(_second)
# The first set's helpers and the second set's vit() / annv(), loaded rather than copied.
globals().update({k: v for k, v in vars(_second).items() if not k.startswith("__")})


def rad(exam, modality, region, technique, findings, present=(), absent=(), dose=None,
        indication=None, comparison=None, impression=None, addendum=None):
    """A report in the order a dictation system prints it: EXAMINATION, INDICATION, TECHNIQUE,
    DOSE, COMPARISON, FINDINGS (text, or (HEADER, text) pairs of an organ template), IMPRESSION,
    ADDENDUM; the optional sections only where given."""
    parts = [f"EXAMINATION:\n{exam}:\n\n"]
    if indication:
        parts.append(f"INDICATION:\n{unwrap(indication)}\n\n")
    parts.append(f"TECHNIQUE:\n{unwrap(technique)}\n\n")
    if dose:
        parts.append(f"DOSE:\n{dose.strip()}\n\n")
    if comparison:
        parts.append(f"COMPARISON:\n{unwrap(comparison)}\n\n")
    if isinstance(findings, str):
        parts.append(f"FINDINGS:\n{unwrap(findings)}\n\n")
    else:
        parts.append("FINDINGS:\n\n\n")
        for head, body in findings:
            parts.append(f"{head}:\n{unwrap(body)}\n\n")
    if impression:
        parts.append(f"IMPRESSION:\n{_lines(impression)}\n\n")
    if addendum:
        parts.append(f"ADDENDUM:\n{unwrap(addendum)}\n\n")
    return {"exam": exam, "modality": modality, "region": region, "text": "".join(parts),
            "present": list(present), "absent": list(absent)}


def _lines(text):
    """An impression keeps its numbered lines: each line starting with a number or a dash begins
    a new line, the others are joined to the one before."""
    out = []
    for ln in text.strip().split("\n"):
        s = ln.strip()
        if not s:
            continue
        if out and not (s[0].isdigit() or s.startswith("-")):
            out[-1] += " " + s
        else:
            out.append(s)
    return "\n".join(out)
