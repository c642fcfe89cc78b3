# The two commands: `make run` simulates the default hospital; `make test` checks everything.
GO          ?= go
STATICCHECK := honnef.co/go/tools/cmd/staticcheck@v0.8.2
BIN         := bin/hospital

.PHONY: run test build deps lint bench crash clean test-render

run: build
	./$(BIN) run --scenario general-hospital --patients 20000 --seed 7 --out runs/demo

build: deps
	$(GO) build -o $(BIN) ./cmd/hospital

# Everything comes from the Go module proxy at the pinned versions in go.mod (never upgraded here).
deps:
	@command -v $(GO) >/dev/null || { echo "Go is required: https://go.dev/dl/"; exit 1; }
	$(GO) mod download

test: deps lint
	$(GO) test ./...
	$(MAKE) --no-print-directory test-render

lint:
	@test -z "$$(gofmt -l $$(git ls-files '*.go' 2>/dev/null || find . -name '*.go'))" || { gofmt -l .; echo "gofmt needed"; exit 1; }
	$(GO) vet ./...
	$(GO) run $(STATICCHECK) ./...

# The visualizer's screenshot test needs a display: it installs xvfb (Debian) when missing and
# runs under a virtual X server. The rest of the tests never need X11.
test-render: deps
	@command -v xvfb-run >/dev/null || { apt-get update && apt-get install -y xvfb; }
	xvfb-run -a -s "-screen 0 1280x720x24" $(GO) test -tags xvfb ./render/...

bench: build
	bash scripts/bench.sh

# SIGKILLs at random (seeded, printed) times during run --store, eval --accrue and evolve; the
# memory must survive every one (scripts/crash.sh KILLS SEED repeats a run of it).
crash: deps
	bash scripts/crash.sh 60

clean:
	rm -rf bin runs
