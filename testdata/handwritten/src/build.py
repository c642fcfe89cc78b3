#!/usr/bin/env python3
"""Builds the hand-written measuring set (testdata/handwritten) from the encounters in this folder.

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
`hospital cohort` writes it, committed once.

It checks that no text names its encounter's own diagnosis (the release's leak terms), that the
ids are unique and that every lab itemid is in kb/data/labs.yaml. Run from anywhere:

  python3 testdata/handwritten/src/build.py
"""

import csv
import importlib
import importlib.util
import json
import os
import re
import sys

sys.dont_write_bytecode = True  # leave no __pycache__ in the source folder

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
ROOT = os.path.dirname(os.path.dirname(OUT))
sys.path.insert(0, HERE)

import yaml  # noqa: E402

MODULES = ["appendicitis", "cholecystitis", "diverticulitis", "pancreatitis",
           "liver_abscess", "uti", "sbo", "biliary_colic"]

# The words the release removes from the texts of an encounter with this label (the four
# pathologies' lists are the release's own; the others name the diagnosis the same way).
LEAK = {
    "appendicitis": ["acute appendicitis", "appendicitis", "appendectomy"],
    "cholecystitis": ["acute cholecystitis", "cholecystitis", "cholecystostomy"],
    "pancreatitis": ["acute pancreatitis", "pancreatitis", "pancreatectomy"],
    "diverticulitis": ["acute diverticulitis", "diverticulitis"],
    "liver abscess": ["liver abscess", "liver abscesses", "hepatic abscess", "hepatic abscesses"],
    "urinary tract infection": ["urinary tract infection", "urinary tract infections", "UTI", "UTIs",
                                "pyelonephritis", "urosepsis"],
    "small bowel obstruction": ["small bowel obstruction", "small-bowel obstruction", "SBO", "gallstone ileus"],
    "biliary colic": ["biliary colic", "symptomatic cholelithiasis"],
}

KINDS = ("typical", "atypical", "hard")

# Knowledge-base ids that name the same finding of a report: where a report states (or denies) the
# first, it states (or denies) the others too, and the annotation lists all of them.
SAME = {"sigmoid_wall_thickening": ["thickened_sigmoid_segment"]}


def with_same(ids):
    out = list(ids)
    for x in ids:
        for y in SAME.get(x, []):
            if y not in out:
                out.append(y)
    return out


def load_labs():
    with open(os.path.join(ROOT, "kb", "data", "labs.yaml")) as f:
        labs = yaml.safe_load(f)["labs"]
    return {l["itemid"]: l for l in labs}


def finding_ids():
    """The finding ids of the knowledge base (only the id lines of kb/data/findings/*.yaml)."""
    ids = set()
    d = os.path.join(ROOT, "kb", "data", "findings")
    for name in os.listdir(d):
        with open(os.path.join(d, name)) as f:
            for line in f:
                m = re.match(r"^  - id: ([a-z0-9_]+)\s*$", line)
                if m:
                    ids.add(m.group(1))
    return ids


def collapse(text):
    """The release stores the history and examination on one line: newlines become spaces."""
    lines = [ln.strip() for ln in text.strip().split("\n")]
    return " " + " ".join(ln for ln in lines if ln)


def pyfloat(v):
    return repr(float(v))


def valuestr(lab, v):
    if isinstance(v, str):
        return v
    s = pyfloat(v)
    unit = lab.get("unit", "")
    return f"{s} {unit}" if unit else s


def leak_check(leak, label, where, text):
    for term in leak[label]:
        if re.search(r"(?<![A-Za-z])" + re.escape(term) + r"(?![A-Za-z])", text, re.I):
            sys.exit(f"{where}: names the diagnosis ({term!r}); mask it with ____")


def load_build(name):
    """Loads the build script of the hand-written set testdata/NAME (for the lists it defines)
    under its own module name, without running its main."""
    path = os.path.join(os.path.dirname(OUT), name, "src", "build.py")
    spec = importlib.util.spec_from_file_location(name.replace("-", "_") + "_build", path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def main(out_dir=OUT, modules=MODULES, leak=LEAK):
    """Writes the set of out_dir from its modules (importable from sys.path), checking each text
    against leak, the words that name its label. testdata/handwritten-b's build calls it too."""
    labs = load_labs()
    ids = finding_ids()
    encs = []
    for m in os.environ.get("HW_MODULES", ",".join(modules)).split(","):
        encs.extend(importlib.import_module(m).ENCOUNTERS)
    encs.sort(key=lambda e: e["hadm"])
    for e in encs:
        for r in e["reports"]:
            r["present"], r["absent"] = with_same(r["present"]), with_same(r["absent"])
    seen = set()
    for e in encs:
        if e["hadm"] in seen:
            sys.exit(f"hadm {e['hadm']} twice")
        seen.add(e["hadm"])
        if e["kind"] not in KINDS:
            sys.exit(f"hadm {e['hadm']}: kind {e['kind']!r}")
        leak_check(leak, e["label"], f"{e['hadm']} hpi", e["hpi"])
        leak_check(leak, e["label"], f"{e['hadm']} pe", e["pe"])
        for i, r in enumerate(e["reports"]):
            leak_check(leak, e["label"], f"{e['hadm']} report {i + 1}", r["text"])
        sections = [("hpi", e["hpi_ann"]), ("pe", e["pe_ann"])]
        sections += [(f"report {i + 1}", (r["present"], r["absent"])) for i, r in enumerate(e["reports"])]
        for where, (present, absent) in sections:
            for x in present + absent:
                if x not in ids:
                    sys.exit(f"hadm {e['hadm']} {where}: unknown finding id {x!r}")
            if set(present) & set(absent):
                sys.exit(f"hadm {e['hadm']} {where}: both present and absent: {sorted(set(present) & set(absent))}")
        for item in e["labs"]:
            if item not in labs:
                sys.exit(f"hadm {e['hadm']}: lab itemid {item} is not in kb/data/labs.yaml")

    def writer(name, header):
        f = open(os.path.join(out_dir, name), "w", newline="", encoding="utf-8")
        w = csv.writer(f, lineterminator="\n")
        w.writerow(header)
        return f, w

    files = []

    f, w = writer("history_of_present_illness.csv", ["hadm_id", "hpi"])
    files.append(f)
    for e in encs:
        w.writerow([e["hadm"], collapse(e["hpi"])])

    f, w = writer("physical_examination.csv", ["hadm_id", "pe"])
    files.append(f)
    for e in encs:
        w.writerow([e["hadm"], collapse(e["pe"])])

    f, w = writer("laboratory_tests.csv", ["hadm_id", "itemid", "valuestr", "ref_range_lower", "ref_range_upper"])
    files.append(f)
    for e in encs:
        for item in sorted(e["labs"]):
            lab = labs[item]
            lo, hi = ("", "")
            if "ref" in lab and not isinstance(e["labs"][item], str):
                lo, hi = pyfloat(lab["ref"][0]), pyfloat(lab["ref"][1])
            w.writerow([e["hadm"], item, valuestr(lab, e["labs"][item]), lo, hi])

    f, w = writer("microbiology.csv", ["hadm_id", "test_itemid", "valuestr", "spec_itemid"])
    files.append(f)
    for e in encs:
        for item, (value, spec) in sorted(e.get("micro", {}).items()):
            w.writerow([e["hadm"], item, value, spec])

    f, w = writer("radiology_reports.csv", ["hadm_id", "note_id", "modality", "region", "exam_name", "text"])
    files.append(f)
    for e in encs:
        for i, r in enumerate(e["reports"]):
            w.writerow([e["hadm"], f"{e['hadm']}-RR-{i + 1}", r["modality"], r["region"], r["exam"], r["text"]])

    f, w = writer("discharge_diagnosis.csv", ["hadm_id", "discharge_diagnosis"])
    files.append(f)
    for e in encs:
        w.writerow([e["hadm"], e["dx"]])

    f, w = writer("icd_diagnosis.csv", ["hadm_id", "icd_diagnosis"])
    files.append(f)
    for e in encs:
        for t in e["icd"]:
            w.writerow([e["hadm"], t])

    f, w = writer("discharge_procedures.csv", ["hadm_id", "discharge_procedure"])
    files.append(f)
    for e in encs:
        for p in e.get("procs", []):
            w.writerow([e["hadm"], p])

    f, w = writer("icd_procedures.csv", ["hadm_id", "icd_code", "icd_title", "icd_version"])
    files.append(f)
    for e in encs:
        for code, title, version in e.get("icdp", []):
            w.writerow([e["hadm"], code, title, version])

    for f in files:
        f.close()

    labels = {}
    for e in encs:
        labels.setdefault(e["label"], []).append(e["hadm"])
    with open(os.path.join(out_dir, "pathology_ids.json"), "w") as f:
        f.write("{\n")
        keys = sorted(labels)
        for i, k in enumerate(keys):
            f.write(f"  {json.dumps(k)}: {json.dumps(labels[k])}{',' if i < len(keys) - 1 else ''}\n")
        f.write("}\n")

    # annotations.yaml
    def flow(xs):
        return "[" + ", ".join(xs) + "]"

    def sec(a):
        return "{present: " + flow(a[0]) + ", absent: " + flow(a[1]) + "}"

    out = [f"# Findings each text of {os.path.relpath(out_dir, ROOT)} states as present and as explicitly absent,",
           "# annotated by hand (see README.md). Generated from src/*.py by src/build.py.",
           "encounters:"]
    for e in encs:
        out.append(f"  - hadm_id: {e['hadm']}")
        out.append(f"    label: {e['label']}")
        out.append(f"    kind: {e['kind']}")
        out.append(f"    hpi: {sec(e['hpi_ann'])}")
        out.append(f"    pe: {sec(e['pe_ann'])}")
        out.append("    reports:")
        if not e["reports"]:
            out[-1] = "    reports: []"
        for i, r in enumerate(e["reports"]):
            out.append(f"      - note_id: {e['hadm']}-RR-{i + 1}")
            out.append(f"        present: {flow(r['present'])}")
            out.append(f"        absent: {flow(r['absent'])}")
    with open(os.path.join(out_dir, "annotations.yaml"), "w") as f:
        f.write("\n".join(out) + "\n")

    counts = {}
    for e in encs:
        counts.setdefault((e["label"], e["kind"]), 0)
        counts[(e["label"], e["kind"])] += 1
    for (label, kind), n in sorted(counts.items()):
        print(f"{label:26s} {kind:9s} {n}")
    print(f"{len(encs)} encounters, {sum(len(e['reports']) for e in encs)} reports")


if __name__ == "__main__":
    main()
