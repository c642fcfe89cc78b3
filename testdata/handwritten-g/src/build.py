#!/usr/bin/env python3
"""Builds the seventh hand-written set (testdata/handwritten-g, a measuring set) from the encounters in this folder.

The encounters (one module per label: appendicitis.py, cholecystitis.py, ...) hold the clinical
text exactly as it was written by hand, the lab values, the reports and the annotation of each
text. This script only lays them out in the MIMIC-IV-Ext-CDM release layout:

  history_of_present_illness.csv  hpi with newlines collapsed to spaces and a leading space
  physical_examination.csv        pe, collapsed the same way
  laboratory_tests.csv            valuestr "<number as a float> <unit>" (qualitative values bare),
                                  reference bounds from kb/data/labs.yaml
  microbiology.csv, radiology_reports.csv, discharge_diagnosis.csv, icd_diagnosis.csv,
  discharge_procedures.csv, icd_procedures.csv, pathology_ids.json, annotations.yaml

lab_test_mapping.csv is not written here: it is the knowledge base's mapping as
`hospital cohort` writes it, copied from testdata/handwritten-b.

It checks that no text names its encounter's own diagnosis (the release's leak terms), that the
ids are unique and that every lab itemid is in kb/data/labs.yaml. The layout is
testdata/handwritten/src/build.py's (its main, called with this set's modules and leak words).
Run from anywhere:

  python3 testdata/handwritten-g/src/build.py
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
# handwritten-b's leak lists and handwritten-f's additions, which this set reuses and extends
# (loaded before this folder goes first on sys.path: those builds put their own folders there).
SECOND = hw_build.load_build("handwritten-b")
SIXTH = hw_build.load_build("handwritten-f")
sys.path.insert(0, HERE)  # after the other builds put their folders first: this set's modules

MODULES = ["appendicitis", "cholecystitis", "diverticulitis", "pancreatitis", "liver_abscess",
           "uti", "sbo"]


# The words the release removes from the texts of an encounter with this label: handwritten-f's
# lists (handwritten-b's with -f's additions), with a few more names of the same diagnoses (the
# British spelling of the operation, and answers kb/data/labels.yaml accepts for the label).
LEAK = {
    "appendicitis": SIXTH.LEAK["appendicitis"] + ["appendicectomy"],
    "cholecystitis": SIXTH.LEAK["cholecystitis"],
    "pancreatitis": SIXTH.LEAK["pancreatitis"],
    "diverticulitis": SIXTH.LEAK["diverticulitis"],
    "urinary tract infection": SIXTH.LEAK["urinary tract infection"] + ["infected hydronephrosis",
                                                                        "infected obstructing stone",
                                                                        "infected obstructing ureteral stone",
                                                                        "urinary sepsis"],
    "small bowel obstruction": SIXTH.LEAK["small bowel obstruction"] + ["obstructed hernia",
                                                                        "incarcerated hernia",
                                                                        "partial obstruction"],
    "liver abscess": SIXTH.LEAK["liver abscess"] + ["amebic abscess", "amoebic abscess",
                                                    "cholangitic abscess"],
}


if __name__ == "__main__":
    hw_build.main(OUT, MODULES, LEAK)
