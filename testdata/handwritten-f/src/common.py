"""Helpers for writing the encounters of this set: those of testdata/handwritten/src/common.py
(lab panels, report layout, encounter record), vital signs annotated by the README's bounds (as in
testdata/handwritten-b/src/common.py), and a report layout with the sections real dictations carry.
"""

import importlib.util as _util
import os as _os
import textwrap as _textwrap

_spec = _util.spec_from_file_location(
    "hwb_common", _os.path.join(_os.path.dirname(_os.path.abspath(__file__)), "..", "..", "handwritten-b", "src", "common.py"))
_second = _util.module_from_spec(_spec)
_spec.loader.exec_module(_second)
# The first set's helpers and the second set's vit() / annv(), loaded rather than copied.
globals().update({k: v for k, v in vars(_second).items() if not k.startswith("__")})


def vv(*vs):
    """Several sets of vitals in one text (triage and repeat): a finding any set states present is
    present; one is absent only if no set states it present."""
    p, a = [], []
    for x in vs:
        p += x[0]
    for x in vs:
        a += [f for f in x[1] if f not in p]
    return list(dict.fromkeys(p)), list(dict.fromkeys(a))


def _block(text):
    """A section body as written: common indentation removed, outer blank lines dropped, inner
    line breaks kept (numbered impressions, organ lines)."""
    return _textwrap.dedent(text).strip("\n").rstrip()


def rpt(exam, modality, region, sections, present=(), absent=(), header=True):
    """A report with the sections the dictating radiologist wrote, in order: sections is a list of
    (HEADER, body) pairs (CLINICAL HISTORY, INDICATION, COMPARISON, TECHNIQUE, DOSE, FINDINGS,
    organ headers, IMPRESSION, ADDENDUM, ...); a body of None leaves the header alone on its line
    (an organ template's empty FINDINGS). Each section is "HEADER:\\nbody\\n\\n". The report opens
    with "EXAMINATION:\\n<exam>\\n\\n" unless header is False (some dictations start with their
    history line)."""
    parts = [f"EXAMINATION:\n{exam}\n\n"] if header else []
    for head, body in sections:
        if body is None:
            parts.append(f"{head}:\n\n")
        else:
            parts.append(f"{head}:\n{_block(body)}\n\n")
    return {"exam": exam, "modality": modality, "region": region, "text": "".join(parts),
            "present": list(present), "absent": list(absent)}


def lipase(x):
    return {50956: x}


def lactate(x):
    return {50813: x}


def crp(x):
    return {50889: x}


def hcg(x):
    return {51085: x}


def trop(x):
    return {51003: x}


# Abdominal tenderness findings a text denies when it calls the whole abdomen non-tender.
TENDER_N = ["diffuse_abdominal_tenderness", "rlq_tenderness", "llq_tenderness", "ruq_tenderness",
            "epigastric_tenderness", "suprapubic_tenderness"]
# A normal liver on ultrasound / on CT (the lesion ids of the studies that would show one).
LIVER_US_N = ["hypoechoic_liver_lesion"]
LIVER_CT_N = ["rim_enhancing_hepatic_collection"]
