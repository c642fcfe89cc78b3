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

# The hospital at three sizes: wall time should grow linearly with patients and peak memory not
# at all. BENCH_SIZES overrides the sizes (the 100,000-patient run takes about 7 minutes on 2 cores;
# BENCH_SIZES="2000 20000" skips it).
per2000=""
for n in ${BENCH_SIZES:-2000 20000 100000}; do
  echo "== hospital run --scenario general-hospital --patients $n --seed 7"
  out=$(mktemp -d)
  /usr/bin/time -f "%e %M %U %S" -o "$out/time" ./bin/hospital run --scenario general-hospital \
    --patients "$n" --seed 7 --out "$out/run" --quiet --json > "$out/summary.json"
  read -r wall rss_kb user sys < "$out/time"
  events=$(grep -o '"kernel_events": [0-9]*' "$out/summary.json" | grep -o '[0-9]*$')
  episodes=$(grep -o '"episodes": [0-9]*' "$out/summary.json" | head -1 | grep -o '[0-9]*$')
  awk -v n="$n" -v w="$wall" -v m="$rss_kb" -v u="$user" -v s="$sys" -v e="$events" -v k="$kernel" -v ep="$episodes" \
      -v p2="$per2000" -v b="$(stat -c %s "$out/run/trace.jsonl")" -v d="$(stat -c %s "$out/run/memory.db")" 'BEGIN {
    printf "%6d patients: wall %8.1f s (cpu %.1f s)   %7.2f ms/patient   peak RSS %6.0f MiB   %d consultations\n", n, w, u+s, 1000*w/n, m/1024, ep
    if (n == 20000) {
      printf "wall time          %12.2f s          target 30 s        ratio %.2f\n", w, w/30
    }
    if (n >= 20000) {
      printf "peak memory (RSS)  %12.0f MiB        target 1024 MiB    ratio %.2f\n", m/1024, m/1024/1024
    }
    if (p2 != "") {
      printf "time per patient   %12.2f ms         %.2f times the 2,000-patient run'"'"'s (linear: 1)\n", 1000*w/n, (1000*w/n)/p2
    }
    printf "                   %12.0f kernel events/s, %.4f of the bare kernel rate; trace %.1f MiB, store %.1f MiB\n", e/w, e/w/k, b/1048576, d/1048576
  }'
  if [ "$n" = 2000 ]; then per2000=$(awk -v w="$wall" 'BEGIN { print 1000*w/2000 }'); fi
  if [ "$n" = 20000 ]; then
    echo "== hospital watch of that run under Xvfb (software GL): 600 frames at day 10, seek to every day"
    command -v xvfb-run >/dev/null || { apt-get update -qq && apt-get install -y -qq xvfb >/dev/null; }
    xvfb-run -a -s "-screen 0 1280x720x24" ./bin/hospital watch "$out/run" --at 10 --speed 256 --bench-frames 600 | \
      awk '/frames\/s/ { for (i=1;i<=NF;i++) if ($(i+1)=="frames/s,") f=$i; printf "watch              %12.1f frames/s   target 60          ratio %.2f   (%s)\n", f, f/60, $0 }'
    HOSPITAL_TRACE="$out/run" go test -run '^$' -bench Seek -benchtime 200x ./render/replay | awk '/BenchmarkSeek/ { print "seek               " $0 }'
  fi
  rm -rf "$out"
done

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
echo "== eval --brain llm: 400 encounters, 64 in flight, a fake server answering each call after 200 ms (go test -bench)"
go test -run '^$' -bench 'EvalLLM400' -benchtime 1x ./cmd/hospital | awk '
  /BenchmarkEvalLLM400/ { for (i=1;i<=NF;i++) { if ($(i+1)=="calls/s") c=$i; if ($(i+1)=="of-ideal") r=$i }
    printf "llm eval               %8.0f calls/s (ideal 320: 64 calls per 0.2 s; target ratio 0.80, ratio %.2f)\n", c, r }'
