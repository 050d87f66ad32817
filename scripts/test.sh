#!/usr/bin/env bash
# Runs every test: unit, snapshot, property-based and end-to-end (tmux) tests, then the APNs endpoint's
# interoperability tests with real provider clients (installed from PyPI into .venv-interop).
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
swift build
swift test
bash scripts/apns-interop.sh
