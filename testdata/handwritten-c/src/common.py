"""Helpers for writing the encounters of this set: those of testdata/handwritten/src/common.py
(lab panels, report layout, encounter record) through testdata/handwritten-b/src/common.py's
vit() / annv() (vital signs annotated by the README's bounds), and full_report() for reports that
keep the sections a radiologist dictates (INDICATION, COMPARISON, IMPRESSION, ADDENDUM).
"""

import importlib.util as _util
import os as _os
import re as _re

_spec = _util.spec_from_file_location(
    "hwb_common", _os.path.join(_os.path.dirname(_os.path.abspath(__file__)), "..", "..", "handwritten-b", "src", "common.py"))
_second = _util.module_from_spec(_spec)
_spec.loader.exec_module(_second)
globals().update({k: v for k, v in vars(_second).items() if not k.startswith("__")})

_ITEM = _re.compile(r"^(\d+[.)]|-|\*)\s")


def unwrap_items(text):
    """As unwrap(), but a line that starts a numbered or dashed item starts a new line."""
    out = []
    for p in text.strip().split("\n\n"):
        lines = []
        for ln in (x.strip() for x in p.split("\n")):
            if not ln:
                continue
            if lines and not _ITEM.match(ln):
                lines[-1] += " " + ln
            else:
                lines.append(ln)
        out.append("\n".join(lines))
    return "\n\n".join(out)


def full_report(exam, modality, region, sections, present=(), absent=()):
    """A report laid out as dictated: EXAMINATION, then each (HEADER, text) of sections in order
    (INDICATION, TECHNIQUE, DOSE, COMPARISON, FINDINGS, organ headers, IMPRESSION, ADDENDUM...).
    An empty text leaves the header alone (FINDINGS of an organ-by-organ template)."""
    parts = [f"EXAMINATION:\n{exam}:\n\n"]
    for head, body in sections:
        parts.append(f"{head}:\n{unwrap_items(body) if body else ''}\n\n")
    return {"exam": exam, "modality": modality, "region": region, "text": "".join(parts),
            "present": list(present), "absent": list(absent)}


def lip(x):
    return {50956: x}


def lact(x):
    return {50813: x}


def crp(x):
    return {50889: x}


def hcg(x="NEG"):
    return {51085: x}
