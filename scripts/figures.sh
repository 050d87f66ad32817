#!/usr/bin/env bash
# Regenerates the figures table of docs/performance.md: runs every benchmark suite (Benchmarks/, release,
# scripts/benchmark.sh), the APNs load check
# against nghttpd, the fuzz targets, the soak and the crash-safety run, then rewrites the table between the
# figures markers of docs/performance.md from their outputs (scripts/figures.py). A step that fails keeps its old figure.
# Takes about an hour on 2 cores, most of it in the soak, the 1M-pending scheduler benchmark and fuzzing.
# FUZZ_SECONDS (default 300) bounds each fuzz target.
set -uo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
OUT=${FIGURES_OUT:-$(mktemp -d)}
mkdir -p "$OUT"
echo "figures: outputs in $OUT"

step() {
    local name=$1; shift
    echo "figures: $name"
    if ! "$@" > "$OUT/$name" 2>&1; then echo "figures: $name failed; its figure keeps the previous value (see $OUT/$name)" >&2; fi
}

for target in PayloadBenchmarks SchedulerBenchmarks LayoutBenchmarks UIKitBenchmarks AppBenchmarks ExtensionBenchmarks XcodeImportBenchmarks; do
    step "bench-$target.md" bash scripts/benchmark.sh --target "$target" --format markdown --no-progress
done
# Two more runs of the key-to-frame suite: its p99 rows are the median of three (figures.py).
for run in 2 3; do
    step "bench-AppBenchmarks.$run.md" bash scripts/benchmark.sh --target AppBenchmarks --format markdown --no-progress
done
step extension-build.out bash scripts/extension-build.sh
step apns-load.out bash scripts/apns-load.sh
step apns-interop.out bash scripts/apns-interop.sh
export FUZZ_SECONDS=${FUZZ_SECONDS:-300}
step fuzz.out env FUZZ_JOBS=2 bash scripts/fuzz.sh "$FUZZ_SECONDS"
step soak.out bash scripts/soak.sh
step crash.out bash scripts/crash-test.sh
step service-roundtrip.out bash -c "swift build --product notisim && python3 scripts/service-roundtrip.py"
step sdk-extension.out bash -c "swift build --product notisim && swift build --product NotificationExtensionKit && python3 scripts/sdk-extension.py"
step content-roundtrip.out bash -c "swift build --product notisim && swift build --product NotificationExtensionKit && python3 scripts/content-roundtrip.py"
step swiftui-extension.out bash -c "swift build --product notisim && swift build --product NotificationExtensionKit && python3 scripts/swiftui-extension.py"
python3 scripts/figures.py "$OUT" docs/performance.md
