#!/usr/bin/env bash
# Runs every test: unit, snapshot, property-based and end-to-end (tmux) tests — crash safety under SIGKILL, a short
# soak and terminal abuse included — then the APNs endpoint's interoperability tests with real provider clients
# (installed from PyPI into .venv-interop), then each libFuzzer target briefly (FUZZ_SECONDS, default 30).
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
swift build
swift test
bash scripts/apns-interop.sh
bash scripts/media-interop.sh
FUZZ_JOBS=${FUZZ_JOBS:-2} bash scripts/fuzz.sh "${FUZZ_SECONDS:-30}"
