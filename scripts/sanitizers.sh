#!/usr/bin/env bash
# Runs the whole Swift test suite under AddressSanitizer and/or ThreadSanitizer.
#
#   scripts/sanitizers.sh [address|thread|both] [swift test arguments...]     (default: both, whole suite)
#
# e.g. `scripts/sanitizers.sh thread --filter ServeTests` while fixing one report.
# Each sanitizer builds into its own scratch directory (.build-asan, .build-tsan), so the normal .build is
# untouched. The end-to-end tests start the products that sit beside the running test binary, i.e. the
# sanitized notisim and TerminalProbe of that scratch directory (NOTISIM_BIN_DIR says so explicitly too).
# Every sanitized process, the test runner and the programs it starts (also inside tmux panes), writes its
# reports to <scratch>/sanitizer-reports/; any report, any failed test or a timeout fails the run.
# Environment: SANITIZER_TIMEOUT (seconds per sanitizer, build included; default 3600).
set -uo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"

mode="${1:-both}"
shift || true
test_arguments=("$@")
case "$mode" in
    address) sanitizers=(address) ;;
    thread) sanitizers=(thread) ;;
    both) sanitizers=(address thread) ;;
    *) echo "usage: $0 [address|thread|both] [swift test arguments...]" >&2; exit 2 ;;
esac
timeout_seconds="${SANITIZER_TIMEOUT:-3600}"
symbolizer="$(command -v llvm-symbolizer || true)"
summary=()
failed=0

run_one() {
    local sanitizer="$1" scratch reports log started status
    case "$sanitizer" in
        address) scratch=.build-asan ;;
        thread) scratch=.build-tsan ;;
    esac
    reports="$PWD/$scratch/sanitizer-reports"
    log="$PWD/$scratch/sanitizer-test.log"
    mkdir -p "$scratch"
    rm -rf "$reports"
    mkdir -p "$reports"

    # Leak checking stays off: on this toolchain (Swift 6.3.1) LeakSanitizer reports toolchain leaks at every
    # test-runner exit: Foundation's Data(contentsOf:)/String(contentsOfFile:) lose a 4 KB buffer per empty file
    # read, plus XCTest's suite objects and libcurl's allocations.
    export ASAN_OPTIONS="halt_on_error=1:detect_leaks=0:log_path=$reports/asan:${symbolizer:+external_symbolizer_path=$symbolizer}"
    # A race is reported and the process goes on (so one run shows them all), then exits with 66.
    export TSAN_OPTIONS="halt_on_error=0:exitcode=66:log_path=$reports/tsan:suppressions=$PWD/scripts/tsan-suppressions.txt:${symbolizer:+external_symbolizer_path=$symbolizer}"
    NOTISIM_BIN_DIR="$(swift build --show-bin-path --sanitize="$sanitizer" --scratch-path "$scratch")"
    export NOTISIM_BIN_DIR

    echo "== swift test --sanitize=$sanitizer --scratch-path $scratch ${test_arguments[*]-} (timeout ${timeout_seconds}s)"
    started=$(date +%s)
    timeout --kill-after=30 "$timeout_seconds" \
        NOTISIM_ALL_TESTS=1 swift test --sanitize="$sanitizer" --scratch-path "$scratch" ${test_arguments[@]+"${test_arguments[@]}"} 2>&1 | tee "$log"
    status=${PIPESTATUS[0]}
    local elapsed=$(( $(date +%s) - started ))

    # Swift Testing ends with "Test run with N tests in M suites passed|failed ... [with K issues]".
    local result tests issues report_files report_count
    result="$(grep -aE 'Test run with [0-9]+ tests?' "$log" | tail -n 1)"
    tests="$(sed -nE 's/.*Test run with ([0-9]+) tests?.*/\1/p' <<<"$result")"
    issues="$(sed -nE 's/.* with ([0-9]+) issues?.*/\1/p' <<<"$result")"
    report_files=("$reports"/*)
    [ -e "${report_files[0]}" ] || report_files=()
    report_count=0
    if [ ${#report_files[@]} -gt 0 ]; then
        report_count=$(cat "${report_files[@]}" | grep -acE '^(==[0-9]+==ERROR: AddressSanitizer|WARNING: ThreadSanitizer)')
        echo "== $sanitizer reports:"
        cat "${report_files[@]}"
    fi

    local verdict=passed
    if [ "$status" -eq 124 ] || [ "$status" -eq 137 ]; then verdict="timed out"; fi
    if [ "$status" -ne 0 ] || [ "$report_count" -gt 0 ] || [ ${#report_files[@]} -gt 0 ] || [ -z "$tests" ]; then
        [ "$verdict" = passed ] && verdict=failed
        failed=1
    fi
    local failed_tests passed_count="?"
    failed_tests=$(grep -aE '^. Test .* failed after' "$log" | grep -avc '^. Test case ')
    [ -n "$tests" ] && passed_count=$(( tests - failed_tests ))
    summary+=("$sanitizer: $verdict in ${elapsed}s; tests run: ${tests:-?}; passed: $passed_count; failed: $failed_tests (${issues:-0} issues); sanitizer reports: $report_count (exit status $status, log $log)")
}

for sanitizer in "${sanitizers[@]}"; do run_one "$sanitizer"; done

echo "== sanitizer summary"
printf '%s\n' "${summary[@]}"
exit "$failed"
