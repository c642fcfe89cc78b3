#!/usr/bin/env bash
# Crash suite: SIGKILLs at random (seeded) times during `run --store`, `eval --accrue` and
# `evolve`, on small inputs. After each kill: the store opens (memory stats), the index catches
# up and agrees with the store (memory check), no committed item or episode is missing (the
# counts never decrease), at most the episodes in flight are lost (one batch; two for run --store,
# which writes a batch in the background while it gathers the next), and the next command goes on
# (run --store, eval --accrue, evolve --resume exit 0).
#
#   scripts/crash.sh [KILLS] [SEED]      (make crash: 60 kills; .ci/run: 30)
set -euo pipefail
cd "$(dirname "$0")/.."
KILLS=${1:-60}
SEED=${2:-$(date +%s)}
RANDOM=$SEED
echo "crash suite: $KILLS kills, seed $SEED (scripts/crash.sh $KILLS $SEED repeats it)"

go build -o bin/hospital ./cmd/hospital
BIN=$PWD/bin/hospital
W=$(mktemp -d)
trap 'rm -rf "$W"' EXIT
SC=abdominal-ed

fail() { echo "crash suite FAILED: $*" >&2; exit 1; }

# count DIR FIELD: a number from `memory stats`: items (live and retired for room: retirement
# keeps an item in the store), or episodes (every episode leaves one DCP, live or retired; the
# episodes bucket is keyed by patient and visit, which a later run may reuse).
count() {
	local s live retired
	s=$("$BIN" memory --store "$1" stats) || fail "memory stats $1 does not open the store"
	s=$(echo "$s" | tr -d ' \n')
	live=$(echo "$s" | sed -E 's/.*"live":\{"case":([0-9]+),"dcp":([0-9]+),"rule":([0-9]+)\}.*/\1 \2 \3/')
	retired=$(echo "$s" | sed -E 's/.*"retired":\{"case":([0-9]+),"dcp":([0-9]+),"rule":([0-9]+)\}.*/\1 \2 \3/')
	case $2 in
	items) echo "$live $retired" | awk '{print $1+$2+$3+$4+$5+$6}' ;;
	episodes) echo "$live $retired" | awk '{print $2+$5}' ;;
	esac
}

check() { "$BIN" memory --store "$1" check >/dev/null || fail "index and store disagree in $1"; }

# Fixtures: a run's memory to keep accruing into, a cohort, a memory for eval --accrue.
"$BIN" run --scenario $SC --patients 20 --seed 1 --out "$W/run" --quiet >/dev/null
"$BIN" cohort --scenario $SC --n 200 --seed 2 --out "$W/cohort" --quiet >/dev/null
"$BIN" evolve --accrual 10 --eval 2 --levels 0,10 --out "$W/evalstore" --quiet >/dev/null

kills=0 recoveries=0 early=0 nostore=0 checked=0 maxlost=0 maxlostkind=""
for ((i = 0; i < KILLS; i++)); do
	kind=$((i % 3))
	case $kind in
	0) # run --store: batches of 1,000 episodes, one written in the background while the next is
	   # gathered (a kill loses both); start afresh when the memory grows large
		dir=$W/run
		if (($(count "$dir" items) > 8000)); then
			rm -rf "$dir" && "$BIN" run --scenario $SC --patients 20 --seed $i --out "$dir" --quiet >/dev/null
		fi
		batch=1000 inflight=2000 delay=$((100 + RANDOM % 2400))
		cmd=("$BIN" run --scenario $SC --patients 300 --seed $((i + 10)) --store "$dir" --out "$W/runout" --quiet)
		next=("$BIN" run --scenario $SC --patients 20 --seed $((i + 1000)) --store "$dir" --out "$W/runout" --quiet) ;;
	1) # eval --accrue: batches of 25
		dir=$W/evalstore
		if (($(count "$dir" items) > 8000)); then
			rm -rf "$dir" && "$BIN" evolve --accrual 10 --eval 2 --levels 0,10 --seed $i --out "$dir" --quiet >/dev/null
		fi
		batch=25 inflight=25 delay=$((50 + RANDOM % 700))
		cmd=("$BIN" eval --data "$W/cohort" --store "$dir" --accrue --seed $i --out "$W/evalout" --quiet)
		next=("$BIN" eval --data "$W/cohort" --store "$dir" --accrue --limit 20 --seed $i --out "$W/evalout" --quiet) ;;
	2) # evolve: a fresh one, killed, then resumed to the end
		dir=$W/evolve-$i
		batch=25 inflight=25 delay=$((50 + RANDOM % 1500))
		cmd=("$BIN" evolve --accrual 300 --eval 60 --levels 0,100,200,300 --seed $i --out "$dir" --quiet)
		next=("$BIN" evolve --resume "$dir" --quiet) ;;
	esac
	before=0 eps0=0
	if [[ -e $dir/memory.db ]]; then
		before=$(count "$dir" items) eps0=$(count "$dir" episodes)
	fi
	rm -f "$W/runout/trace.jsonl" "$W/evalout/results.jsonl"
	"${cmd[@]}" >/dev/null 2>"$W/stderr" &
	pid=$!
	sleep "$(printf '%d.%03d' $((delay / 1000)) $((delay % 1000)))"
	kill -KILL $pid 2>/dev/null || true
	status=0
	wait $pid 2>/dev/null || status=$?
	case $status in
	137) kills=$((kills + 1)) ;;
	0) early=$((early + 1)) ;; # it finished first
	*) fail "kill $i: ${cmd[*]} failed by itself (exit $status): $(cat "$W/stderr")" ;;
	esac
	[[ -e $dir/memory.db ]] || { [[ $kind == 2 ]] && { nostore=$((nostore + 1)); rm -rf "$dir"; continue; }; fail "$dir/memory.db vanished"; }
	after=$(count "$dir" items)
	eps=$(count "$dir" episodes)
	check "$dir"
	((after >= before)) || fail "kill $i: $dir lost committed items ($before before, $after after)"
	((eps >= eps0)) || fail "kill $i: $dir lost committed episodes ($eps0 before, $eps after)"
	checked=$((checked + after))
	# Episodes the killed command had finished (complete lines of its output that reached the
	# disk) but whose batch was not written: at most what is in flight.
	done_eps=-1
	case $kind in
	0) [[ -e $W/runout/trace.jsonl ]] && done_eps=$(grep -c '"kind":"diagnosis"' "$W/runout/trace.jsonl" || true) ;;
	1) [[ -e $W/evalout/results.jsonl ]] && done_eps=$(grep -c '' "$W/evalout/results.jsonl" || true) ;;
	esac
	if ((done_eps >= 0)); then
		lost=$((done_eps - (eps - eps0)))
		((lost <= inflight)) || fail "kill $i: $lost episodes lost, more than in flight ($inflight: batches of $batch)"
		if ((lost > maxlost)); then maxlost=$lost maxlostkind="$batch, $inflight in flight"; fi
	fi
	"${next[@]}" >/dev/null 2>"$W/stderr" || fail "kill $i: the next command failed: ${next[*]}: $(cat "$W/stderr")"
	check "$dir"
	recoveries=$((recoveries + 1))
	[[ $kind == 2 ]] && rm -rf "$dir"
done
echo "crash suite: $kills SIGKILLs ($early finished before their kill, $nostore evolves killed before creating their store), $recoveries recoveries (store opens, index agrees, nothing committed missing, the next command exits 0)"
echo "crash suite: $checked items checked after kills; at most $maxlost finished episodes lost per kill (seen in the output, not in the store; batch ${maxlostkind:-?}: never more than in flight)"
