#!/usr/bin/env bash
# Checks notisim's recordings and pictures with real tools: asciinema plays a `notisim run --record` recording back
# (through the pyte terminal emulator), tesseract reads the text of a `notisim render --format png` (terminal and iOS
# styles; the iOS picture is also checked by its regions and colours), and headless
# Chromium opens a `notisim run --report` page. Python
# packages come from PyPI into .venv-media; the programs from
# scripts/setup.sh.
set -euo pipefail
cd "$(dirname "$0")/.."

VENV=.venv-media
if [[ ! -x "$VENV/bin/pytest" ]]; then
    python3 -m venv "$VENV"
    "$VENV/bin/pip" install --quiet pyte pytest
fi
NOTISIM=${NOTISIM:-}
if [[ -z "$NOTISIM" ]]; then
    swift build --product notisim >/dev/null
    NOTISIM=$(swift build --product notisim --show-bin-path)/notisim
fi
export NOTISIM
timeout 600 "$VENV/bin/pytest" -q -p no:cacheprovider Tests/Interop/media "$@"
