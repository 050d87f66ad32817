#!/usr/bin/env bash
# Installs the Debian packages notisim needs on a machine that has the Swift toolchain, and checks for the toolchain.
#
#   scripts/setup.sh           what building and running notisim needs (the README's first command)
#   scripts/setup.sh --tests   that and what the tests need (scripts/test.sh runs this first)
#
# The packages and what each is for are listed in scripts/packages.txt. Safe to run again.
set -euo pipefail
cd "$(dirname "$0")/.."

groups="run"
case "${1:-}" in
    "") ;;
    --tests) groups="run test" ;;
    *) echo "setup: unknown option \"$1\" (usage: scripts/setup.sh [--tests])" >&2; exit 2 ;;
esac

missing=()
while read -r group package _; do
    [[ " $groups " == *" $group "* ]] || continue
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done < <(grep -vE '^(#|$)' scripts/packages.txt)
if [ "${#missing[@]}" -gt 0 ]; then
    sudo_cmd=""
    [ "$(id -u)" -eq 0 ] || sudo_cmd="sudo"
    echo "setup: installing ${missing[*]}"
    $sudo_cmd apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq "${missing[@]}" >/dev/null
fi

if ! command -v swift >/dev/null 2>&1; then
    if [ -x /opt/swift/usr/bin/swift ]; then
        echo "setup: Swift is at /opt/swift/usr/bin; add it to PATH: export PATH=/opt/swift/usr/bin:\$PATH"
    else
        echo "setup: no Swift toolchain found; install Swift 6.1 or later from swift.org" >&2
        exit 1
    fi
fi
