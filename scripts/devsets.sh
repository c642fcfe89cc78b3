#!/usr/bin/env bash
# Measures the doctor on the independently written dev sets (../shared/devsets) the way the
# README reports it: mean per-pathology accuracy, tests and cost per encounter, without memory
# (the scenario's textbook share and the whole textbook) and with the memory of a
# 3,000-patient abdominal-ed run. Measure only: nothing here feeds back into the doctor.
set -euo pipefail
cd "$(dirname "$0")/.."
dev=${DEVSETS:-../shared/devsets}
[ -d "$dev/cdm-dev" ] || { echo "devsets.sh: no dev sets at $dev (set DEVSETS)"; exit 1; }
[ -n "${NOBUILD:-}" ] || go build -o bin/hospital ./cmd/hospital # NOBUILD=1 measures the binary already in bin/
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# The memory depends on the run's seed, and so does what it teaches: one row per seed shows the
# spread (MEMORY_SEEDS overrides; the README's figure is seed 7's).
seeds=${MEMORY_SEEDS:-7 8 9}
for seed in $seeds; do
  ./bin/hospital run --scenario abdominal-ed --patients 3000 --seed "$seed" --out "$tmp/run$seed" --quiet --json > /dev/null
done
row() { # label, extra eval flags...
  local label=$1; shift
  printf "| %s |" "$label"
  for set in cdm-dev cdm-dev-external; do
    ./bin/hospital eval --data "$dev/$set" --out "$tmp/eval" --scenario abdominal-ed --quiet --json "$@" > "$tmp/r.json"
    python3 - "$tmp/r.json" <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))
def find(d, *names):
    for n in names:
        if n in d: return d[n]
    return None
mean = find(r, "mean_accuracy", "mean_per_pathology")
print(" %.1f%% (%.2f tests, $%s) |" % (100*mean, find(r, "mean_tests", "tests"), format(round(find(r, "mean_cost", "cost")), ",")), end="")
PY
  done
  echo
}
# Which 60% of the textbook a doctor remembers is drawn from its seed (eval --seed, default 1),
# and it moves a figure without memory by up to ten points: the mean over eight doctors.
rowmean() { # label, extra eval flags...
  local label=$1; shift
  printf "| %s |" "$label"
  for set in cdm-dev cdm-dev-external; do
    for s in 1 2 3 4 5 6 7 8; do
      ./bin/hospital eval --data "$dev/$set" --out "$tmp/eval$s" --scenario abdominal-ed --quiet --json --seed "$s" "$@" > "$tmp/r$s.json"
    done
    python3 - "$tmp" <<'PY'
import json, sys
rs = [json.load(open("%s/r%d.json" % (sys.argv[1], s))) for s in range(1, 9)]
mean = lambda k: sum(r[k] for r in rs) / len(rs)
print(" %.1f%% (%.1f-%.1f%%; %.2f tests, $%s) |" % (100*mean("mean_accuracy"), 100*min(r["mean_accuracy"] for r in rs),
      100*max(r["mean_accuracy"] for r in rs), mean("mean_tests"), format(round(mean("mean_cost")), ",")), end="")
PY
  done
  echo
}
echo "| doctor | cdm-dev | cdm-dev-external |"
echo "|---|---|---|"
row "scenario's textbook share (0.6), no memory"
rowmean "the same, mean of the doctors seeded 1 to 8 (lowest-highest)"
row "whole textbook (--knowledge 1), no memory" --knowledge 1
for seed in $seeds; do
  row "with the memory of run --scenario abdominal-ed --patients 3000 --seed $seed" --store "$tmp/run$seed"
done
