#!/usr/bin/env bash
# Crash-safety run: the end-to-end test that SIGKILLs notisim at random moments while it schedules, delivers,
# changes settings and takes pushes, then checks every acknowledged operation survived. CRASH_OPERATIONS (default
# 5000) sets how many acknowledged operations to reach; NOTISIM_CRASH_SEED repeats a run. Prints the test's summary.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
export NOTISIM_CRASH_OPERATIONS=${CRASH_OPERATIONS:-5000}
started=$(date +%s)
output=$(timeout 1200 env NOTISIM_ALL_TESTS=1 swift test --filter CrashSafetyTests 2>&1) || { echo "$output" | tail -40 >&2; exit 1; }
echo "$output" | grep '^crash safety:'
echo "crash safety: passed in $(( $(date +%s) - started )) s"
