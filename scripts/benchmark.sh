#!/usr/bin/env bash
# Runs package-benchmark on the suites in Benchmarks/ (release build), passing its arguments on:
#
#   scripts/benchmark.sh --target PayloadBenchmarks      one suite
#   scripts/benchmark.sh list                            every benchmark's name
#
# NOTISIM_BENCHMARKS=1 adds the suites and package-benchmark to the package (Package.swift), so they reach its
# `package` declarations while a plain `swift build` never fetches package-benchmark. They build in a folder of
# their own, .build-benchmarks, so package-benchmark's modules never sit beside the debug products that notisim
# links an extension against.
set -euo pipefail
cd "$(dirname "$0")/.."
command -v swift >/dev/null 2>&1 || export PATH="/opt/swift/usr/bin:$PATH"
export NOTISIM_BENCHMARKS=1
exec swift package --scratch-path .build-benchmarks benchmark "$@"
