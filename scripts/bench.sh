#!/usr/bin/env bash
# Speed and memory figures for the README. Prints measured numbers and their ratios to the
# targets, plus the simulation's event rate relative to the bare kernel measured in the same run
# (so the ratio means something on any machine). Nothing here fails because a machine is slow.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ ! -x /usr/bin/time ]; then
  echo "installing GNU time (Debian package 'time') to measure peak memory"
  { apt-get update -qq && apt-get install -y -qq time; } >/dev/null
fi
go build -o bin/hospital ./cmd/hospital

echo "== kernel: events/s on a 10-doctor clinic queue (go test -bench)"
kernel=$(go test -run '^$' -bench ClinicQueue -benchtime 5x ./sim | awk '/BenchmarkClinicQueue/ {for (i=1;i<=NF;i++) if ($(i+1)=="events/s") print $i}')
awk -v k="$kernel" 'BEGIN { printf "kernel             %12.0f events/s   target 5,000,000   ratio %.2f\n", k, k/5000000 }'

echo "== hospital run --scenario scenarios/general-hospital.yaml --patients 20000 --seed 7"
out=$(mktemp -d)
/usr/bin/time -f "%e %M" -o "$out/time" ./bin/hospital run --scenario scenarios/general-hospital.yaml \
  --patients 20000 --seed 7 --out "$out/run" --quiet --json > "$out/summary.json"
read -r wall rss_kb < "$out/time"
events=$(grep -o '"kernel_events": [0-9]*' "$out/summary.json" | grep -o '[0-9]*$')
awk -v w="$wall" -v m="$rss_kb" -v e="$events" -v k="$kernel" -v b="$(stat -c %s "$out/run/trace.jsonl")" -v l="$(wc -l < "$out/run/trace.jsonl")" 'BEGIN {
  printf "wall time          %12.2f s          target 30 s        ratio %.2f\n", w, w/30
  printf "peak memory (RSS)  %12.0f MiB        target 1024 MiB    ratio %.2f\n", m/1024, m/1024/1024
  printf "simulation         %12.0f kernel events/s, %.4f of the bare kernel rate measured above\n", e/w, e/w/k
  printf "trace              %12.1f MiB, %d lines\n", b/1048576, l
}'
rm -rf "$out"

echo "== hospital eval of 2,400 abdominal-ed encounters (go test -bench Eval2400)"
ev=$(go test -run '^$' -bench Eval2400 -benchtime 1x ./cmd/hospital | awk '/BenchmarkEval2400/ {for (i=1;i<=NF;i++) if ($(i+1)=="s/2400-encounters") print $i}')
awk -v s="$ev" 'BEGIN { printf "eval 2,400          %12.2f s          target 20 s        ratio %.2f\n", s, s/20 }'

echo "== experience memory: top-10 search at 10,000 and 100,000 DCPs, disk (go test -bench, 1,000 queries per mix)"
go test -run '^$' -bench 'SearchTop10' -benchtime 1000x ./agents/memory | awk '
  /SearchTop10\/dcps=/ { split($1, a, "/"); n=a[2]; q=a[3]; sub(/-[0-9]+$/, "", q)
    for (i=1;i<=NF;i++) { if ($(i+1)=="p50-ms") p50=$i; if ($(i+1)=="p99-ms") p99=$i; if ($(i+1)=="disk-MB") disk=$i }
    printf "search %-11s %-14s p50 %6.2f ms (target 2, ratio %.2f)   p99 %6.2f ms (target 10, ratio %.2f)\n", n, q, p50, p50/2, p99, p99/10
    if (disk != "") { printf "disk at 100,000 DCPs   %8.1f MB (target 500, ratio %.2f)\n", disk, disk/500; disk="" } }'
echo "== experience memory: accrual over 2,000 episodes, one store write per episode, index applied every 25 (go test -bench)"
go test -run '^$' -bench 'Accrual' -benchtime 2000x ./agents/memory | awk '
  /BenchmarkAccrual/ { for (i=1;i<=NF;i++) { if ($(i+1)=="episodes/s") e=$i; if ($(i+1)=="put-ms") p=$i; if ($(i+1)=="apply-ms") a=$i }
    printf "accrual                %8.0f episodes/s with consolidation and indexing (target 500, ratio %.2f; per episode: store %.2f ms, index %.2f ms)\n", e, e/500, p, a }'
