#!/usr/bin/env bash
# Installs the `notisim` command for this user: builds notisim for release, links PREFIX/bin/notisim to the build
# (notisim finds its extension kit, libNotificationExtensionKit.so, and its resources beside the real executable, so
# the link keeps this folder's build in use: run the script again after pulling), and installs the man page, made by
# scripts/manpage.py from the command definitions notisim describes, and the bash, zsh and fish completions notisim
# prints itself.
#
#   scripts/install.sh [--prefix DIR]   (default ~/.local)
set -euo pipefail
cd "$(dirname "$0")/.."
command -v swift >/dev/null 2>&1 || export PATH="/opt/swift/usr/bin:$PATH"

prefix="$HOME/.local"
while [ "$#" -gt 0 ]; do
    case "$1" in
        --prefix) [ "$#" -ge 2 ] || { echo "install: --prefix needs a folder" >&2; exit 2; }; prefix="$2"; shift 2 ;;
        *) echo "install: unknown argument \"$1\" (usage: scripts/install.sh [--prefix DIR])" >&2; exit 2 ;;
    esac
done

bash scripts/setup.sh
swift build -c release
bin="$(swift build -c release --show-bin-path)"

mkdir -p "$prefix/bin" "$prefix/share/man/man1" "$prefix/share/bash-completion/completions" "$prefix/share/zsh/site-functions" \
         "${XDG_CONFIG_HOME:-$HOME/.config}/fish/completions"
ln -sfn "$bin/notisim" "$prefix/bin/notisim"
"$bin/notisim" --experimental-dump-help | python3 scripts/manpage.py "$("$bin/notisim" --version)" >"$prefix/share/man/man1/notisim.1"
"$bin/notisim" --generate-completion-script bash >"$prefix/share/bash-completion/completions/notisim"
"$bin/notisim" --generate-completion-script zsh >"$prefix/share/zsh/site-functions/_notisim"
"$bin/notisim" --generate-completion-script fish >"${XDG_CONFIG_HOME:-$HOME/.config}/fish/completions/notisim.fish"

echo "install: notisim $("$bin/notisim" --version) in $prefix/bin (a link to $bin/notisim); man notisim; completions for bash, zsh, fish"
case ":$PATH:" in
    *":$prefix/bin:"*) ;;
    *) echo "install: $prefix/bin is not on PATH; add it: export PATH=\"$prefix/bin:\$PATH\"" ;;
esac
