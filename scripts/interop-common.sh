# What the interoperability scripts share: a work folder removed at the end (kept with KEEP_WORK=1), the server
# they start stopped at the end, a virtual environment VENV with the PyPI packages given, and the notisim to test
# (NOTISIM, else a debug build). Sourced; `interop_setup VENV PACKAGE…` sets WORK, SERVER_PID and NOTISIM.
interop_setup() {
    local venv=$1; shift
    WORK=$(mktemp -d)
    SERVER_PID=""
    trap interop_cleanup EXIT
    if [[ ! -x "$venv/bin/pytest" ]]; then
        python3 -m venv "$venv"
        "$venv/bin/pip" install --quiet "$@" pytest
    fi
    NOTISIM=${NOTISIM:-}
    if [[ -z "$NOTISIM" ]]; then
        swift build --product notisim >/dev/null
        NOTISIM=$(swift build --product notisim --show-bin-path)/notisim
    fi
}

interop_cleanup() {
    if [[ -n "$SERVER_PID" ]] && kill -0 "$SERVER_PID" 2>/dev/null; then kill "$SERVER_PID"; wait "$SERVER_PID" 2>/dev/null || true; fi
    [[ -n "${KEEP_WORK:-}" ]] || rm -rf "$WORK"
}
