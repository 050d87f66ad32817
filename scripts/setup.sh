#!/usr/bin/env bash
# Installs what notisim needs on a Debian machine that has the Swift toolchain:
# ncursesw, libpng, libjpeg, libxml2 (FoundationXML's parser, which reads storyboards) and tmux (for the
# end-to-end tests), librsvg (pictures as PNG) with the CJK and emoji fonts they need, and asciinema and tesseract
# and headless Chromium (which read recordings, pictures and run reports back in scripts/media-interop.sh). Safe to
# run again.
set -euo pipefail

packages=(libncursesw5-dev libpng-dev libjpeg62-turbo-dev libxml2 tmux curl openssl python3-venv asciinema chromium
          librsvg2-dev fonts-noto-cjk fonts-noto-color-emoji tesseract-ocr)
missing=()
for package in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done
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
