#!/usr/bin/env bash
# End to end against a third-party OpenAI-compatible server nobody here wrote: @dwmkerr/mock-llm
# (MIT, from npm) serves a scripted, stateless DCR clinician on 127.0.0.1, and `hospital eval
# --brain llm` runs 20 encounters through the real go-openai client. It is a scripted server, not
# a model: no model weights can be had here. Prints the figures; exits non-zero on any failure.
set -euo pipefail
cd "$(dirname "$0")/.."
work="${TMPDIR:-/tmp}/agenthospital-llm-e2e"
port="${MOCK_LLM_PORT:-16556}"
mkdir -p "$work"
if ! command -v node >/dev/null || ! command -v npm >/dev/null; then
	echo "llm-e2e: installing node and npm (Debian packages)"
	apt-get update -qq && apt-get install -y -qq nodejs npm >/dev/null
fi
if [ ! -f "$work/node_modules/@dwmkerr/mock-llm/dist/main.js" ]; then
	(cd "$work" && { [ -f package.json ] || npm init -y >/dev/null; } && npm install --no-audit --no-fund --loglevel=error @dwmkerr/mock-llm@0.1.29 >/dev/null)
fi
cp scripts/mock-llm/dcr.yaml "$work/dcr.yaml"
(cd "$work" && PORT="$port" HOST=127.0.0.1 exec node node_modules/@dwmkerr/mock-llm/dist/main.js --config dcr.yaml >"$work/server.log" 2>&1) &
server=$!
trap 'kill $server 2>/dev/null || true' EXIT
for _ in $(seq 1 50); do
	curl -fs "http://127.0.0.1:$port/health" >/dev/null 2>&1 && break
	sleep 0.2
done
curl -fs "http://127.0.0.1:$port/health" >/dev/null || { echo "llm-e2e: mock-llm did not start"; cat "$work/server.log"; exit 1; }
go build -o bin/hospital ./cmd/hospital
rm -rf "$work/cohort" "$work/eval"
bin/hospital cohort --scenario abdominal-ed --n 20 --seed 11 --out "$work/cohort" --quiet >/dev/null
OPENAI_API_KEY=sk-e2e-not-a-real-key bin/hospital eval --data "$work/cohort" --out "$work/eval" --scenario abdominal-ed --quiet \
	--brain llm --model mock-dcr --base-url "http://127.0.0.1:$port/v1" --concurrency 8 | grep -E 'overall accuracy|LLM '
lines=$(wc -l <"$work/eval/results.jsonl")
failed=$(grep -c '"error":' "$work/eval/results.jsonl" || true)
short=$(python3 -c 'import json,sys; print(sum(1 for l in open(sys.argv[1]) if len(json.loads(l)["trajectory"]["steps"])<3))' "$work/eval/results.jsonl")
bin/hospital llm --run "$work/eval" stats
if grep -rq sk-e2e-not-a-real-key "$work/eval"; then echo "llm-e2e: the API key reached $work/eval"; exit 1; fi
echo "llm-e2e: $lines encounters, $failed failed calls, $short episodes shorter than 3 steps"
[ "$lines" -eq 20 ] && [ "$failed" -eq 0 ] && [ "$short" -eq 0 ]
