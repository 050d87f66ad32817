#!/usr/bin/env bash
# Runs every test: unit, snapshot, property-based and end-to-end (tmux) tests — crash safety under SIGKILL, a short
# soak and terminal abuse included — every fuzz target's seed corpus once (FuzzCorpusTests), then the APNs endpoint's
# interoperability tests with real provider clients (installed from PyPI into .venv-interop) and the recordings' and
# pictures' checks with real tools. First it installs the Debian packages the tests need (scripts/setup.sh --tests).
# The project's own code is built with warnings as errors (NOTISIM_WARNINGS_AS_ERRORS=1).
# NOTISIM_ALL_TESTS=1 turns on the tiers plain `swift test` leaves out (tags e2e, stress, network).
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
export NOTISIM_WARNINGS_AS_ERRORS=1
swift build --build-tests
NOTISIM_ALL_TESTS=1 swift test --skip-build
bash scripts/apns-interop.sh
bash scripts/media-interop.sh
if [ -n "${FUZZ_SECONDS:-}" ]; then
    FUZZ_JOBS=${FUZZ_JOBS:-2} bash scripts/fuzz.sh "$FUZZ_SECONDS"
fi
