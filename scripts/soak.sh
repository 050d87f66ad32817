#!/usr/bin/env bash
# Soak of the headless app and the push endpoint: builds notisim-soak in release mode and runs it on a generated
# workspace of 50 apps (every fourth with Scheduled Summary on, a Focus cycling) across a year of manual clock time,
# pushes sent by curl over loopback TLS; held notifications are accounted for until their summary delivers them.
# Usage: scripts/soak.sh [--notifications N] [--apps N] [--seed N] [--days N] [--max-growth-mb N]
# Prints one figures line; exits non-zero when any notification is unaccounted for or memory keeps growing.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
command -v curl >/dev/null || { echo "soak.sh: curl is needed (scripts/setup.sh installs it)" >&2; exit 1; }
swift build -c release --product notisim-soak >&2
binary="$(swift build -c release --show-bin-path)/notisim-soak"
# Bounded: a 100,000-notification run takes a few minutes; half an hour means something hangs.
exec timeout --kill-after=10 1800 "$binary" "$@"
