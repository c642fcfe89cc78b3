#!/usr/bin/env python3
"""Builds the ninth hand-written set (testdata/handwritten-i, a tuning set) from the encounters in this folder.

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
`hospital cohort` writes it, copied from testdata/handwritten-h.

It checks that no text names its encounter's own diagnosis (the leak terms below), that the
ids are unique and that every lab itemid is in kb/data/labs.yaml. The layout is
testdata/handwritten/src/build.py's (its main, called with this set's modules and leak words).
Run from anywhere:

  python3 testdata/handwritten-i/src/build.py
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
sys.path.insert(0, HERE)  # after the first set's build put its own folder first: this set's common

MODULES = ["appendicitis", "cholecystitis", "diverticulitis", "pancreatitis", "liver_abscess",
           "urinary", "obstruction"]

UTI_WORDS = ["urinary tract infection", "urinary tract infections", "UTI", "UTIs", "urosepsis"]

# The words the release removes from the texts of an encounter with this label (the four
# pathologies' lists are the release's own; the others name the diagnosis the same way). Copied
# from testdata/handwritten-h/src/build.py (handwritten-b's lists with a few more of the names
# kb/data/labels.yaml accepts for the label: urinary infection, pyelo; bowel / intestinal / closed
# loop obstruction), with the Australian spelling of the operation (appendicectomy) added.
LEAK = {
    "appendicitis": ["acute appendicitis", "appendicitis", "appendectomy", "appendicectomy"],
    "cholecystitis": ["acute cholecystitis", "cholecystitis", "cholecystostomy"],
    "pancreatitis": ["acute pancreatitis", "pancreatitis", "pancreatectomy"],
    "diverticulitis": ["acute diverticulitis", "diverticulitis"],
    "urinary tract infection": ["cystitis", "acute cystitis", "pyelonephritis", "pyelo",
                                "urinary infection", "urinary infections"] + UTI_WORDS,
    "small bowel obstruction": ["small bowel obstruction", "small-bowel obstruction", "SBO", "gallstone ileus",
                                "bowel obstruction", "intestinal obstruction", "closed loop obstruction",
                                "closed-loop obstruction"],
    "liver abscess": ["liver abscess", "liver abscesses", "hepatic abscess", "hepatic abscesses"],
}


if __name__ == "__main__":
    hw_build.main(OUT, MODULES, LEAK)
