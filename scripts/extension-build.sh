#!/usr/bin/env bash
# Times building the notes' project's own content extension: `notisim import --out` of Tests/Fixtures/LocalNotificationPractice,
# then `notisim build-extensions` twice on a fresh cache (the first compiles, the second finds the program cached); then the
# same for the Locker project's widget extension (Tests/WidgetFixtures/LockerProject) on a cache of its own.
# Prints two figures lines: `extension build: first N s, cached N s` and `widget extension build: first N s, cached N s`.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
swift build --product notisim >&2
swift build --product NotificationExtensionKit >&2
notisim="$(swift build --show-bin-path)/notisim"
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
export XDG_CACHE_HOME="$scratch/cache"
"$notisim" import --out "$scratch/workspace" Tests/Fixtures/LocalNotificationPractice >/dev/null
seconds() {
    local start end
    start=$(date +%s.%N)
    "$@" >&2
    end=$(date +%s.%N)
    python3 -c "print(f'{$end - $start:.2f}')"
}
first=$(seconds "$notisim" build-extensions --workspace "$scratch/workspace")
cached=$(seconds "$notisim" build-extensions --workspace "$scratch/workspace")
echo "extension build: first $first s, cached $cached s"
export XDG_CACHE_HOME="$scratch/widget-cache"
first=$(seconds "$notisim" build-extensions Tests/WidgetFixtures/LockerProject)
cached=$(seconds "$notisim" build-extensions Tests/WidgetFixtures/LockerProject)
echo "widget extension build: first $first s, cached $cached s"
