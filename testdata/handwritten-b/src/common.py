"""Helpers for writing the hand-written encounters: lab panels, report layout, encounter record.

The panels fill the indices a clinician's analyser prints with the values given; the values of
every encounter are chosen by hand in its module.
"""

URINE_SPEC = 70079  # MIMIC-IV microbiologyevents spec_itemid: URINE
BLOOD_SPEC = 70012  # BLOOD CULTURE


def cbc(wbc, hgb, plt, neut, lymph=None, mono=6.0, eos=1.0, baso=0.3, mcv=89, rdw=13.4, bands=None):
    hct = round(hgb * 2.98, 1)
    rbc = round(hct / mcv * 10, 2)
    out = {
        51301: wbc, 51222: hgb, 51221: hct, 51279: rbc, 51250: mcv,
        51248: round(hgb / rbc * 10, 1), 51249: round(hgb / hct * 100, 1), 51277: rdw,
        51265: plt, 51256: neut, 51254: mono, 51200: eos, 51146: baso,
    }
    if lymph is None:
        lymph = round(100 - neut - mono - eos - baso - (bands or 0), 1)
    out[51244] = lymph
    if bands is not None:
        out[51144] = bands
    return out


def bmp(na, k, cl, hco3, bun, cr, glu, ca=None, mg=None, phos=None):
    out = {50983: na, 50971: k, 50902: cl, 50882: hco3, 50868: na - cl - hco3,
           51006: bun, 50912: cr, 50931: glu}
    if ca is not None:
        out[50893] = ca
    if mg is not None:
        out[50960] = mg
    if phos is not None:
        out[50970] = phos
    return out


def lft(alt, ast, alp, tbili, alb=None, dbili=None, ggt=None, tp=None):
    out = {50861: alt, 50878: ast, 50863: alp, 50885: tbili}
    if alb is not None:
        out[50862] = alb
    if dbili is not None:
        out[50883] = dbili
    if ggt is not None:
        out[50927] = ggt
    if tp is not None:
        out[50976] = tp
    return out


def ua(color="Yellow", app="Clear", sg=1.015, ph=6.0, prot="NEG", glu="NEG", ket="NEG", bili="NEG",
       urobil="NEG", nit="NEG", le="NEG", rbc=1, wbc=2, epi=1):
    return {51508: color, 51506: app, 51498: sg, 51491: ph, 51492: prot, 51478: glu, 51484: ket,
            51464: bili, 51514: urobil, 51487: nit, 51486: le, 51493: rbc, 51516: wbc, 51476: epi}


def coags(pt, inr, ptt=None):
    out = {51274: pt, 51237: inr}
    if ptt is not None:
        out[51275] = ptt
    return out


def merge(*ds):
    out = {}
    for d in ds:
        out.update(d)
    return out


def unwrap(text):
    """Joins the lines of each paragraph (the source is wrapped for reading); blank lines stay."""
    paras = text.strip().split("\n\n")
    return "\n\n".join(" ".join(ln.strip() for ln in p.split("\n") if ln.strip()) for p in paras)


def report(exam, modality, region, technique, findings, present=(), absent=(), dose=None):
    """A report as the release's cleaner leaves it: EXAMINATION, TECHNIQUE, optional DOSE and
    FINDINGS sections, each "HEADER:\\ncontent\\n\\n". findings is either text or a list of
    (HEADER, text) pairs for an organ-by-organ template (the FINDINGS section then stays empty
    and each organ header is a section of its own)."""
    parts = [f"EXAMINATION:\n{exam}:\n\n", f"TECHNIQUE:\n{unwrap(technique)}\n\n"]
    if dose:
        parts.append(f"DOSE:\n{dose.strip()}\n\n")
    if isinstance(findings, str):
        parts.append(f"FINDINGS:\n{unwrap(findings)}\n\n")
    else:
        parts.append("FINDINGS:\n\n\n")
        for head, body in findings:
            parts.append(f"{head}:\n{unwrap(body)}\n\n")
    return {"exam": exam, "modality": modality, "region": region, "text": "".join(parts),
            "present": list(present), "absent": list(absent)}


def enc(hadm, label, kind, hpi, hpi_ann, pe, pe_ann, labs, reports, dx, icd, procs=(), icdp=(), micro=None):
    return {"hadm": hadm, "label": label, "kind": kind, "hpi": hpi, "hpi_ann": hpi_ann, "pe": pe,
            "pe_ann": pe_ann, "labs": labs, "reports": reports, "dx": dx, "icd": list(icd),
            "procs": list(procs), "icdp": list(icdp), "micro": micro or {}}


# Findings a report denies when it calls an organ normal (used only where the text does so).
GB_N = ["gallstones", "gallbladder_wall_thickening", "pericholecystic_fluid", "gallbladder_distension"]
PANC_N = ["pancreatic_edema", "peripancreatic_inflammation", "peripancreatic_fluid"]
KID_N = ["hydronephrosis", "perinephric_stranding", "renal_calculus"]
DUCT_N = ["cbd_dilation", "intrahepatic_biliary_dilation"]
COLON_N = ["sigmoid_wall_thickening", "pericolic_fat_stranding"]
APP_N = ["dilated_appendix", "periappendiceal_fat_stranding"]
# Vital-sign findings of a normal set of vitals (temperature, pulse, pressure, rate, saturation).
VITALS_N = ["fever_measured", "tachycardia", "hypotension", "hypertension_measured", "tachypnea", "hypoxia"]


def ann(present=(), absent=()):
    """An annotation: the findings a text states as present and as explicitly absent."""
    p, a = list(dict.fromkeys(present)), list(dict.fromkeys(absent))
    both = set(p) & set(a)
    if both:
        raise ValueError(f"both present and absent: {sorted(both)}")
    return (p, a)


def minus(xs, *drop):
    return [x for x in xs if x not in drop]
# A right-sided or bilateral pleural effusion (or its denial) on CT or radiograph.
EFF = ["lung_base_pleural_effusion", "right_basal_effusion", "pleural_effusion"]


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


def annv(v, present=(), absent=()):
    """ann() with the findings of vit() added."""
    return ann(list(present) + v[0], list(absent) + v[1])
