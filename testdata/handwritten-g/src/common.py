"""Helpers for writing the encounters of this set: those of testdata/handwritten-f/src/common.py
(the first set's lab panels and encounter record, the second set's vit() / annv(), the sixth set's
vv() and rpt() report layout with the sections real dictations carry), loaded rather than copied,
and a few names for the pertinent negatives this set's texts write often.
"""

import importlib.util as _util
import os as _os

_spec = _util.spec_from_file_location(
    "hwf_common", _os.path.join(_os.path.dirname(_os.path.abspath(__file__)), "..", "..", "handwritten-f", "src", "common.py"))
_sixth = _util.module_from_spec(_spec)
_spec.loader.exec_module(_sixth)
globals().update({k: v for k, v in vars(_sixth).items() if not k.startswith("__")})


def amylase(x):
    return {50867: x}


def tg(x):
    return {51000: x}


def wbc_only(x):
    return {51301: x}


# Peritoneal signs a text denies with "no rebound or guarding" / "no peritonism".
PERIT_N = ["rebound_tenderness", "guarding", "abdominal_rigidity"]
