#!/usr/bin/env python3
"""Builds the fourth hand-written set (testdata/handwritten-d, a tuning set) from the encounters in this folder.

The encounters (one module per label or group of labels: liver_abscess.py, uti.py, sbo.py,
mimics.py) hold the clinical text exactly as it was written by hand, the lab values, the reports
and the annotation of each text. This script only lays them out in the MIMIC-IV-Ext-CDM release
layout:

  history_of_present_illness.csv  hpi with newlines collapsed to spaces and a leading space
  physical_examination.csv        pe, collapsed the same way
  laboratory_tests.csv            valuestr "<number as a float> <unit>" (qualitative values bare),
                                  reference bounds from kb/data/labs.yaml
  microbiology.csv, radiology_reports.csv, discharge_diagnosis.csv, icd_diagnosis.csv,
  discharge_procedures.csv, icd_procedures.csv, pathology_ids.json, annotations.yaml

lab_test_mapping.csv is not written here: it is the knowledge base's mapping as
`hospital cohort` writes it, copied from testdata/handwritten-b.

It checks that no text names its encounter's own diagnosis (the leak words below), that the
ids are unique and that every lab itemid is in kb/data/labs.yaml. The layout is
testdata/handwritten/src/build.py's (its main, called with this set's modules and leak words).
Run from anywhere:

  python3 testdata/handwritten-d/src/build.py
"""

import importlib.util
import os
import sys

sys.dont_write_bytecode = True  # leave no __pycache__ in the source folder

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
FIRST = os.path.join(os.path.dirname(OUT), "handwritten", "src", "build.py")

_spec = importlib.util.spec_from_file_location("hw_build", FIRST)
hw_build = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(hw_build)
# handwritten-b's leak lists, which this set's reuse and extend (loaded before this folder goes
# first on sys.path: that build puts its own folder there).
SECOND = hw_build.load_build("handwritten-b")
sys.path.insert(0, HERE)  # after the first set's build put its own folder first: this set's common

MODULES = ["liver_abscess", "uti", "sbo", "mimics"]


# The words the release removes from the texts of an encounter with this label (entries copied
# from testdata/handwritten-b/src/build.py; large bowel obstruction and fecal impaction are new).
LEAK = {
    "ascending cholangitis": SECOND.LEAK["ascending cholangitis"],
    "small bowel obstruction": SECOND.LEAK["small bowel obstruction"],
    "ureteral colic": SECOND.LEAK["ureteral colic"],
    "acute pyelonephritis": SECOND.LEAK["acute pyelonephritis"],
    "urinary tract infection": SECOND.LEAK["urinary tract infection"],
    "liver abscess": SECOND.LEAK["liver abscess"],
    "acute gastroenteritis": SECOND.LEAK["acute gastroenteritis"],
    "large bowel obstruction": ["large bowel obstruction", "large-bowel obstruction", "LBO",
                                "colonic obstruction", "malignant colonic obstruction"],
    "fecal impaction": ["fecal impaction", "faecal impaction", "impacted stool", "stool impaction",
                        "disimpaction", "disimpacted"],
}


if __name__ == "__main__":
    hw_build.main(OUT, MODULES, LEAK)
