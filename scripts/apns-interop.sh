#!/usr/bin/env bash
# Interop check of the push endpoint with real provider clients: aioapns, pyapns_client and kalyke-apns over TLS,
# httpx[http2] over h2c, and curl over both. Builds and starts the test server on 127.0.0.1 (free ports, JWT auth, a
# fresh P-256 provider key), runs Tests/Interop with pytest from .venv-interop, then checks that the endpoint recorded
# every push the clients got a 200 for. Only loopback traffic; every request has a timeout.
set -euo pipefail
cd "$(dirname "$0")/.."

VENV=.venv-interop
WORK=$(mktemp -d)
SERVER_PID=""
cleanup() {
    if [[ -n "$SERVER_PID" ]] && kill -0 "$SERVER_PID" 2>/dev/null; then kill "$SERVER_PID"; wait "$SERVER_PID" 2>/dev/null || true; fi
    [[ -n "${KEEP_WORK:-}" ]] || rm -rf "$WORK"
}
trap cleanup EXIT

if [[ ! -x "$VENV/bin/pytest" ]]; then
    python3 -m venv "$VENV"
    "$VENV/bin/pip" install --quiet aioapns pyapns_client kalyke-apns 'httpx[http2]' pyjwt cryptography pytest
fi
command -v curl >/dev/null || { echo "apns-interop: curl is needed" >&2; exit 1; }

# APNS_TEST_SERVER may name an already built server binary.
SERVER=${APNS_TEST_SERVER:-}
if [[ -z "$SERVER" ]]; then
    swift build --product apns-test-server >/dev/null
    SERVER=$(swift build --product apns-test-server --show-bin-path)/apns-test-server
fi

openssl genpkey -algorithm EC -pkeyopt ec_paramgen_curve:P-256 -out "$WORK/AuthKey.p8" 2>/dev/null
TEAM=TEAMID1234
KEY_ID=KEYID12345
BUNDLE=com.example.interop

"$SERVER" --tls 127.0.0.1:0 --h2c 127.0.0.1:0 --state "$WORK/state" --auth jwt \
    --key "$TEAM:$KEY_ID:$WORK/AuthKey.p8" --device "iPhone:$BUNDLE" > "$WORK/server.log" 2>&1 &
SERVER_PID=$!
for _ in $(seq 1 100); do grep -q '^ready' "$WORK/server.log" && break; sleep 0.1; done
grep -q '^ready' "$WORK/server.log" || { cat "$WORK/server.log" >&2; echo "apns-interop: server did not start" >&2; exit 1; }

export APNS_TLS_PORT=$(awk '$1=="tls-port"{print $2}' "$WORK/server.log")
export APNS_H2C_PORT=$(awk '$1=="h2c-port"{print $2}' "$WORK/server.log")
export APNS_CA=$(awk '$1=="ca"{print $2}' "$WORK/server.log")
export APNS_TOKEN=$(awk '$1=="token"{print $4}' "$WORK/server.log")
export APNS_KEY="$WORK/AuthKey.p8" APNS_TEAM=$TEAM APNS_KEY_ID=$KEY_ID APNS_BUNDLE=$BUNDLE
export APNS_RESULTS="$WORK/successes"
: > "$APNS_RESULTS"
echo "apns-interop: endpoint tls=$APNS_TLS_PORT h2c=$APNS_H2C_PORT ca=$APNS_CA"

status=0
timeout 600 "$VENV/bin/pytest" -q -p no:cacheprovider Tests/Interop "$@" || status=$?

kill "$SERVER_PID"
wait "$SERVER_PID" 2>/dev/null || true
SERVER_PID=""
recorded=$(awk '$1=="pushes"{print $2}' "$WORK/server.log")
expected=$(awk '{s+=$1} END{print s+0}' "$APNS_RESULTS")
echo "apns-interop: clients got $expected 200s; the endpoint recorded $recorded pushes"
echo "apns-interop: request log sample:"; awk '/^[0-9][0-9][0-9][0-9]-/ && shown < 3 { print; shown++ }' "$WORK/server.log"
# Every 200 a client saw must be a recorded push (none lost). More recorded than 200s means a client resent after
# an error of its own (pyapns_client retries up to three times), which APNs clients may do.
if (( recorded < expected )); then
    echo "apns-interop: LOST pushes: clients got $expected 200s but the endpoint recorded only $recorded" >&2
    status=1
elif (( recorded > expected )); then
    echo "apns-interop: note: $((recorded - expected)) pushes were resent by clients after their own errors"
fi
exit $status
