#!/usr/bin/env bash
# Interop check of the FCM endpoint with Google's own client: the Firebase Admin SDK for Python (firebase-admin from
# PyPI, unmodified) signs in with the service account `notisim fcm-credentials` writes and sends through
# `notisim serve --fcm`, reaching it as its HTTPS proxy for Google's API hosts (HTTPS_PROXY, with notisim's CA as
# REQUESTS_CA_BUNDLE); httpx then calls the raw API directly. Starts notisim on 127.0.0.1 (free ports) on a generated
# workspace of three apps (the raw API also over HTTP/2: h2c by prior knowledge and h2 by ALPN), runs Tests/Interop/fcm with pytest from .venv-fcm, and checks that the centre received a
# notification for every message the SDK was told was sent. Only loopback traffic; every request has a timeout.
set -euo pipefail
cd "$(dirname "$0")/.."

VENV=.venv-fcm
source scripts/interop-common.sh
interop_setup "$VENV" firebase-admin 'httpx[http2]' pyjwt cryptography

mkdir -p "$WORK/workspace" "$WORK/state"
cat > "$WORK/workspace/workspace.json" <<JSON
{
  "name": "FCM Interop",
  "apps": [
    { "bundleID": "com.example.shop", "displayName": "Shop", "authorization": { "request": ["alert", "sound", "badge"], "answer": "allow" } },
    { "bundleID": "com.example.news", "displayName": "News", "authorization": { "request": ["alert", "sound", "badge"], "answer": "allow" } },
    { "bundleID": "com.example.mail", "displayName": "Mail", "authorization": { "request": ["alert", "sound", "badge"], "answer": "allow" } }
  ]
}
JSON
export XDG_STATE_HOME="$WORK/state"
EVENTS="$WORK/events.jsonl"
"$NOTISIM" fcm-credentials --workspace "$WORK/workspace" --out "$WORK/service-account.json" >/dev/null
"$NOTISIM" serve --workspace "$WORK/workspace" --ephemeral --token-rate-limit off --fcm 127.0.0.1:0 --fcm-tls 127.0.0.1:0 \
    --log-json "$EVENTS" > "$WORK/server.log" 2>&1 &
SERVER_PID=$!
for _ in $(seq 1 100); do grep -q 'notisim push reaches' "$WORK/server.log" && break; sleep 0.1; done
grep -q 'FCM endpoint' "$WORK/server.log" || { cat "$WORK/server.log" >&2; echo "fcm-interop: notisim serve did not start its FCM endpoint" >&2; exit 1; }

export FCM_PORT=$(sed -n 's/.*FCM endpoint (HTTP\/1.1.*) on port \([0-9]*\)$/\1/p' "$WORK/server.log")
export FCM_TLS_PORT=$(sed -n 's/.*FCM endpoint (TLS) on port \([0-9]*\)$/\1/p' "$WORK/server.log")
export FCM_CA=$(sed -n 's/.*FCM clients trust \(.*\)$/\1/p' "$WORK/server.log")
export FCM_SERVICE_ACCOUNT="$WORK/service-account.json" FCM_EVENT_LOG="$EVENTS" FCM_RESULTS="$WORK/sent"
export FCM_TOKENS="$WORK/tokens"
"$NOTISIM" tokens --fcm --workspace "$WORK/workspace" > "$FCM_TOKENS"
: > "$FCM_RESULTS"
echo "fcm-interop: notisim serve fcm=$FCM_PORT ca=$FCM_CA"

status=0
timeout 600 "$VENV/bin/pytest" -q -p no:cacheprovider Tests/Interop/fcm "$@" || status=$?

kill -INT "$SERVER_PID"
wait "$SERVER_PID" 2>/dev/null || true
SERVER_PID=""
recorded=$(grep -c ": delivered " "$EVENTS" || true)
expected=$(awk '{s+=$1} END{print s+0}' "$FCM_RESULTS")
echo "fcm-interop: the SDK and httpx were told of $expected deliveries; notisim's centre received $recorded notifications"
echo "fcm-interop: endpoint log sample:"; grep -m 5 '^FCM ' "$WORK/server.log" || true
if (( recorded != expected )); then
    echo "fcm-interop: the centre received $recorded notifications, not the $expected the senders were told of" >&2
    status=1
fi
exit $status
