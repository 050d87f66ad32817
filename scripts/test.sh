#!/usr/bin/env bash
# Runs every test: unit, snapshot, property-based and end-to-end (tmux) tests.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
swift build
swift test
