#!/usr/bin/env bash
# Runs every test: unit, snapshot, property-based and end-to-end (tmux) tests — crash safety under SIGKILL, a short
# soak and terminal abuse included — then the APNs endpoint's interoperability tests with real provider clients
# (installed from PyPI into .venv-interop), then each libFuzzer target briefly (FUZZ_SECONDS, default 30).
# NOTISIM_ALL_TESTS=1 turns on the tiers plain `swift test` leaves out (tags e2e, stress, network).
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
# The README's figures table is written by scripts/figures.py: with no new measurements it must reproduce the table.
figures_check=$(mktemp -d)
cp README.md "$figures_check/README.md"
python3 scripts/figures.py "$figures_check" "$figures_check/README.md" >/dev/null 2>&1
diff -q README.md "$figures_check/README.md" >/dev/null || { echo "README.md: the figures table differs from scripts/figures.py's rows"; exit 1; }
rm -rf "$figures_check"
swift build
NOTISIM_ALL_TESTS=1 swift test
bash scripts/apns-interop.sh
bash scripts/media-interop.sh
FUZZ_JOBS=${FUZZ_JOBS:-2} bash scripts/fuzz.sh "${FUZZ_SECONDS:-30}"
