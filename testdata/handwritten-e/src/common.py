"""Helpers for writing the encounters of this set: those of testdata/handwritten/src/common.py
(lab panels, report layout, encounter record), vital signs annotated by the README's bounds (as in
testdata/handwritten-b/src/common.py), and rad(), a report written out whole by hand.
"""

import importlib.util as _util
import os as _os
import textwrap as _tw

_spec = _util.spec_from_file_location(
    "hwb_common", _os.path.join(_os.path.dirname(_os.path.abspath(__file__)), "..", "..", "handwritten-b", "src", "common.py"))
_second = _util.module_from_spec(_spec)
_spec.loader.exec_module(_second)
# The first set's helpers and the second set's vit() / annv(), loaded rather than copied.
globals().update({k: v for k, v in vars(_second).items() if not k.startswith("__")})


def vits(*vs):
    """The findings of several sets of vitals in one text (initial and later ones): a finding any
    set states present is present; one denied by some set and stated by none is absent."""
    p, a = [], []
    for v in vs:
        p += [x for x in v[0] if x not in p]
    for v in vs:
        a += [x for x in v[1] if x not in p and x not in a]
    return p, a


def rad(exam, modality, region, text, present=(), absent=()):
    """A report written out whole (its sections, EXAMINATION to IMPRESSION, as this author wrote
    them); the source is indented for reading, the indentation is removed."""
    body = _tw.dedent(text).strip("\n") + "\n"
    return {"exam": exam, "modality": modality, "region": region, "text": body,
            "present": list(present), "absent": list(absent)}
