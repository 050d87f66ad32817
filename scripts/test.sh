#!/usr/bin/env bash
# Runs every test: unit, snapshot, property-based and end-to-end (tmux) tests — crash safety under SIGKILL, a short
# soak and terminal abuse included — every fuzz target's seed corpus once (FuzzCorpusTests), and beside them the APNs
# endpoint's interoperability tests with real provider clients (installed from PyPI into .venv-interop; the Firebase
# Admin SDK into .venv-fcm for the FCM endpoint) and the recordings' and pictures' checks with real tools. First it
# installs the Debian packages the tests need (scripts/setup.sh --tests).
# The project's own code is built with warnings as errors (NOTISIM_WARNINGS_AS_ERRORS=1).
# NOTISIM_ALL_TESTS=1 turns on the tiers plain `swift test` leaves out (tags e2e, process, stress, network).
# Fuzzing proper is scripts/fuzz.sh (a sanitizer build of its own); FUZZ_SECONDS=N runs it after the tests, N s a target.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
bash scripts/setup.sh --tests
# The figures table of docs/performance.md is written by scripts/figures.py: with no new measurements it must
# reproduce the table.
figures_check=$(mktemp -d)
cp docs/performance.md "$figures_check/performance.md"
python3 scripts/figures.py "$figures_check" "$figures_check/performance.md" >/dev/null 2>&1
diff -q docs/performance.md "$figures_check/performance.md" >/dev/null || { echo "docs/performance.md: the figures table differs from scripts/figures.py's rows"; exit 1; }
rm -rf "$figures_check"
# The rule book's contents (docs/rules/README.md) are written by scripts/rules-contents.py from its headings.
python3 scripts/rules-contents.py --check
# The module graph of docs/architecture.md is written by scripts/module-graph.py from Package.swift, which checks the layers.
python3 scripts/module-graph.py --check
export NOTISIM_WARNINGS_AS_ERRORS=1
swift build --build-tests
# The slow tiers mostly wait (on notisim in tmux, on child processes, on sockets), and a test process runs only as many
# tests at once as there are cores, so the end-to-end tests run in a test process of their own beside the other tests,
# and the interoperability checks beside both on the notisim just built. Each writes its own log, shown when it ends.
# The test processes are the test binary itself, as `swift test` starts it: two `swift test` at once would share
# SwiftPM's lock on .build.
products=$(swift build --show-bin-path)
export NOTISIM="$products/notisim"
logs=$(mktemp -d)
declare -A checks=()
start_check() {
    local name=$1
    shift
    "$@" > "$logs/$name.log" 2>&1 &
    checks[$name]=$!
}
trap 'for pid in "${checks[@]}"; do kill "$pid" 2>/dev/null || true; done; rm -rf "$logs"' EXIT
start_check "end-to-end tests" env NOTISIM_ALL_TESTS=1 "$products/notisimPackageTests.xctest" --testing-library swift-testing --filter EndToEndTests
start_check "other tests" env NOTISIM_ALL_TESTS=1 "$products/notisimPackageTests.xctest" --testing-library swift-testing --skip EndToEndTests
start_check apns-interop bash scripts/apns-interop.sh
start_check media-interop bash scripts/media-interop.sh
start_check fcm-interop bash scripts/fcm-interop.sh
failed=()
failed_names=()
for name in "end-to-end tests" "other tests" apns-interop media-interop fcm-interop; do
    status=0
    wait "${checks[$name]}" || status=$?
    unset "checks[$name]"
    echo "── $name ──"
    cat "$logs/$name.log"
    [ "$status" -eq 0 ] || { failed+=("$name (exit $status)"); failed_names+=("$name"); }
done
if [ "${#failed[@]}" -gt 0 ]; then
    # A failing check's log can be long; what failed is repeated last, where a reader of the output's tail sees it.
    for name in "${failed_names[@]}"; do
        grep -E '✘|FAILED|^(E|FAIL) |[0-9]+ failed' "$logs/$name.log" | tail -n 40 | sed "s/^/$name: /" >&2 || true
    done
    echo "test.sh: failed: ${failed[*]}" >&2
    exit 1
fi
if [ -n "${FUZZ_SECONDS:-}" ]; then
    FUZZ_JOBS=${FUZZ_JOBS:-2} bash scripts/fuzz.sh "$FUZZ_SECONDS"
fi
