#!/usr/bin/env bash
# Builds the libFuzzer targets in Fuzz/ and runs each for a bounded time. Not part of scripts/test.sh, whose
# `swift test` runs each target's seed corpus once through the same functions (FuzzCorpusTests) without this
# sanitizer build (about 14 minutes from scratch on 2 cores); FUZZ_SECONDS=N bash scripts/test.sh runs it too.
#
#   scripts/fuzz.sh [SECONDS_PER_TARGET] [TARGET...]
#
# SECONDS_PER_TARGET defaults to 60; TARGETs default to all of them. Each target starts from a scratch copy of
# its seed corpus (Fuzz/Corpus/TARGET), so the repository is never modified. Prints one row per target
# (executions, executions per second, crashes, corpus size) and exits 1 when any target crashed, hung or ran
# out of memory, with the path of each failing input. Environment: FUZZ_WORK (scratch folder, default a new
# temporary one), FUZZ_JOBS (parallel targets, default 1), FUZZ_SKIP_BUILD=1 (reuse the last build), FUZZ_ARGS
# (more libFuzzer flags, after the script's own so they win).
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
seconds="${1:-60}"
[ "$#" -gt 0 ] && shift
mapfile -t all_targets < <(ls "$root/Fuzz/Targets")
targets=("$@")
[ "${#targets[@]}" -gt 0 ] || targets=("${all_targets[@]}")

if ! [[ "$seconds" =~ ^[0-9]+$ ]] || [ "$seconds" -lt 1 ]; then
    echo "fuzz: SECONDS_PER_TARGET must be a positive whole number, got \"$seconds\"" >&2
    exit 2
fi
for target in "${targets[@]}"; do
    [[ " ${all_targets[*]} " == *" $target "* ]] || { echo "fuzz: unknown target \"$target\" (targets: ${all_targets[*]})" >&2; exit 2; }
done

command -v swift >/dev/null 2>&1 || export PATH="/opt/swift/usr/bin:$PATH"

# NOTISIM_FUZZ=1 adds the Fuzz/ targets to the package; they and every Swift module they use are built with coverage
# and address sanitizer instrumentation, in a build folder of their own (each target is built as its own product:
# the package's other executables have a main of their own, which libFuzzer's would clash with).
export NOTISIM_FUZZ=1
build_flags=(-c release --package-path "$root" --scratch-path "$root/.build-fuzz" -Xswiftc -sanitize=fuzzer,address)
if [ "${FUZZ_SKIP_BUILD:-0}" != 1 ]; then
    started=$(date +%s)
    echo "fuzz: building ${targets[*]} (release, -sanitize=fuzzer,address)"
    for target in "${targets[@]}"; do
        status=0
        output=$(swift build "${build_flags[@]}" --product "$target" 2>&1) || status=$?
        grep -E "error|warning: unre|Compiling Fuzz|Build of product" <<<"$output" || true
        [ "$status" -eq 0 ] || { echo "fuzz: build of $target failed" >&2; exit 2; }
    done
    echo "fuzz: build took $(( $(date +%s) - started )) s"
fi
bin="$(swift build "${build_flags[@]}" --show-bin-path)"

work="${FUZZ_WORK:-$(mktemp -d -t notisim-fuzz.XXXXXX)}"
mkdir -p "$work"
echo "fuzz: $seconds s per target; scratch in $work"

dictionary_of() {
    case "$1" in
        FuzzPayload | FuzzFCMMessage | FuzzActivityPayload) echo json.dict ;;
        FuzzInfoPlist) echo plist.dict ;;
        FuzzTheme) echo theme.dict ;;
        FuzzWorkspace | FuzzExtensionProtocol) echo protocol.dict ;;
        FuzzRunScript) echo script.dict ;;
        FuzzAPNsRequest) echo http2.dict ;;
        FuzzHTTP2Connection) echo frames.dict ;;
        FuzzPBXProject) echo pbxproj.dict ;;
        FuzzImageDecoding) echo image.dict ;;
        FuzzStringsFile) echo strings.dict ;;
        FuzzStoryboard) echo storyboard.dict ;;
        FuzzSwiftSource) echo swift.dict ;;
        FuzzProviderCertificate) echo der.dict ;;
    esac
}

# Runs one target; its log is $work/TARGET/log, findings go to $work/TARGET/findings/.
run_target() {
    local target="$1" dir="$work/$1"
    rm -rf "$dir" && mkdir -p "$dir/corpus" "$dir/findings"
    cp -R "$root/Fuzz/Corpus/$target/." "$dir/corpus/"
    # The libFuzzer time limit bounds the run; the outer timeout only catches a fuzzer that ignores it. Swift's
    # own crash backtracer is off so libFuzzer reports the crash (and ASan does not trip over the backtracer).
    (cd "$dir" && SWIFT_BACKTRACE=enable=no ASAN_OPTIONS="detect_leaks=0:${ASAN_OPTIONS:-}" timeout --kill-after=10 $((seconds + 120)) \
        "$bin/$target" "$dir/corpus" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
        -dict="$root/Fuzz/Dictionaries/$(dictionary_of "$target")" -artifact_prefix="$dir/findings/" \
        -print_final_stats=1 ${FUZZ_ARGS:-} >"$dir/log" 2>&1) || true
}

if [ "${FUZZ_JOBS:-1}" -gt 1 ]; then
    printf '%s\n' "${targets[@]}" | xargs -P "$FUZZ_JOBS" -I{} bash -c "$(declare -f run_target dictionary_of); \
        work='$work' root='$root' seconds='$seconds' bin='$bin' FUZZ_ARGS='${FUZZ_ARGS:-}' run_target {}"
else
    for target in "${targets[@]}"; do run_target "$target"; done
fi

failed=0
printf '\n%-22s %12s %8s %8s %20s\n' target executions exec/s crashes corpus
for target in "${targets[@]}"; do
    dir="$work/$target"
    runs=$(grep -oE 'stat::number_of_executed_units: *[0-9]+' "$dir/log" | grep -oE '[0-9]+$' || true)
    speed=$(grep -oE 'stat::average_exec_per_sec: *[0-9]+' "$dir/log" | grep -oE '[0-9]+$' || true)
    findings=()
    for finding in "$dir"/findings/crash-* "$dir"/findings/timeout-* "$dir"/findings/oom-* "$dir"/findings/leak-*; do
        [ -e "$finding" ] && findings+=("$finding")
    done
    corpus="$(find "$dir/corpus" -type f | wc -l) files, $(du -sk "$dir/corpus" | cut -f1) KB"
    printf '%-22s %12s %8s %8s %20s\n' "$target" "${runs:-?}" "${speed:-?}" "${#findings[@]}" "$corpus"
    if [ "${#findings[@]}" -gt 0 ] || [ -z "$runs" ]; then
        failed=1
        for finding in "${findings[@]}"; do echo "    failing input: $finding"; done
        echo "    log: $dir/log"
        grep -m3 -E "ERROR: |==ERROR|Fatal error|libFuzzer: (timeout|out-of-memory|deadly signal)" "$dir/log" | sed 's/^/    /' || true
    fi
done
exit "$failed"
