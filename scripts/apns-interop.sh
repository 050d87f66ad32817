#!/usr/bin/env bash
# Interop check of the push endpoint with real provider clients: aioapns, pyapns_client and kalyke-apns over TLS,
# httpx[http2] over h2c, and curl over both; then abuse over raw sockets and Python's h2 (floods, rapid reset,
# silent connections), each bounded and followed by a normal push and an RSS check. Starts `notisim serve` on
# 127.0.0.1 (free ports) on a generated workspace whose apns section names a fresh P-256 provider key (JWT auth),
# runs Tests/Interop with pytest from .venv-interop, then checks that notisim's centre received a notification for
# every push the clients got a 200 for. Only loopback traffic; every request has a timeout.
set -euo pipefail
cd "$(dirname "$0")/.."

VENV=.venv-interop
source scripts/interop-common.sh
interop_setup "$VENV" aioapns pyapns_client kalyke-apns 'httpx[http2]' pyjwt cryptography
command -v curl >/dev/null || { echo "apns-interop: curl is needed" >&2; exit 1; }

TEAM=TEAMID1234
KEY_ID=KEYID12345
BUNDLE=com.example.interop
mkdir -p "$WORK/workspace/keys" "$WORK/state"
openssl genpkey -algorithm EC -pkeyopt ec_paramgen_curve:P-256 -out "$WORK/workspace/keys/AuthKey.p8" 2>/dev/null
# A second team's key, and an app of that team: the first team's tokens are 400 TopicDisallowed for it.
OTHER_TEAM=OTHERTEAM9
OTHER_KEY_ID=OTHERKEY01
OTHER_BUNDLE=com.example.interop.otherteam
openssl genpkey -algorithm EC -pkeyopt ec_paramgen_curve:P-256 -out "$WORK/workspace/keys/OtherTeam.p8" 2>/dev/null
# An app whose widget extension (the Locker fixture's own sources) draws and decodes its Live Activities.
LOCKER_BUNDLE=com.example.interop.locker
LOCKER="$PWD/Tests/WidgetFixtures/LockerProject"
cat > "$WORK/workspace/workspace.json" <<JSON
{
  "name": "Interop",
  "apps": [{ "bundleID": "$BUNDLE", "displayName": "Interop", "authorization": { "request": ["alert", "sound", "badge"], "answer": "allow" },
             "liveActivities": [{ "type": "ScoreAttributes", "attributes": ["team"], "contentState": ["score"],
                                  "lockScreen": { "text": "{{team}} {{score}}" } }] },
           { "bundleID": "$OTHER_BUNDLE", "displayName": "Other team", "teamID": "$OTHER_TEAM", "apsEnvironment": "development",
             "authorization": { "request": ["alert"], "answer": "allow" } },
           { "bundleID": "$LOCKER_BUNDLE", "displayName": "Locker", "liveActivities": [{ "type": "LockerAttributes" }],
             "widgetExtension": { "name": "LockerWidgetsExtension", "bundleID": "$LOCKER_BUNDLE.LockerWidgets",
                                  "swiftSources": ["$LOCKER/Locker/LockerAttributes.swift", "$LOCKER/LockerWidgets/AppIntent.swift",
                                                   "$LOCKER/LockerWidgets/LockerLiveActivity.swift", "$LOCKER/LockerWidgets/LockerWidget.swift",
                                                   "$LOCKER/LockerWidgets/LockerWidgetsBundle.swift"] } }],
  "apns": { "auth": "jwt", "providerKeys": [{ "teamID": "$TEAM", "keyID": "$KEY_ID", "key": "keys/AuthKey.p8" },
                                             { "teamID": "$OTHER_TEAM", "keyID": "$OTHER_KEY_ID", "key": "keys/OtherTeam.p8" }] }
}
JSON
export XDG_STATE_HOME="$WORK/state"
EVENTS="$WORK/events.jsonl"

# The clients here send thousands of pushes to one token within seconds: no per-token limit on this server
# (test_apns_reasons.py starts one with a limit of its own).
"$NOTISIM" serve --workspace "$WORK/workspace" --ephemeral --token-rate-limit off --apns 127.0.0.1:0 --apns-h2c 127.0.0.1:0 \
    --log-json "$EVENTS" > "$WORK/server.log" 2>&1 &
SERVER_PID=$!
export APNS_SERVER_PID=$SERVER_PID  # the abuse tests read its RSS
for _ in $(seq 1 100); do grep -q 'notisim push reaches' "$WORK/server.log" && break; sleep 0.1; done
grep -q 'notisim push reaches' "$WORK/server.log" || { cat "$WORK/server.log" >&2; echo "apns-interop: notisim serve did not start" >&2; exit 1; }

export APNS_TLS_PORT=$(sed -n 's/.*(TLS, HTTP\/2) on port \([0-9]*\);.*/\1/p' "$WORK/server.log")
export APNS_H2C_PORT=$(sed -n 's/.*(h2c) on port \([0-9]*\)$/\1/p' "$WORK/server.log")
export APNS_CA=$(sed -n 's/.*; trust \(.*\)$/\1/p' "$WORK/server.log")
export APNS_TOKEN=$("$NOTISIM" tokens --workspace "$WORK/workspace" | awk -v b="$BUNDLE" '$1==b && $2=="iPhone"{print $3}')
export APNS_START_TOKEN=$("$NOTISIM" tokens --workspace "$WORK/workspace" | awk -v b="$BUNDLE" '$1==b && $2=="iPhone/push-to-start/ScoreAttributes"{print $3}')
export APNS_KEY="$WORK/workspace/keys/AuthKey.p8" APNS_TEAM=$TEAM APNS_KEY_ID=$KEY_ID APNS_BUNDLE=$BUNDLE
export APNS_RESULTS="$WORK/successes" APNS_EVENT_LOG="$EVENTS"
export APNS_OTHER_TOKEN=$("$NOTISIM" tokens --workspace "$WORK/workspace" | awk -v b="$OTHER_BUNDLE" '$1==b && $2=="iPhone"{print $3}')
export APNS_OTHER_KEY="$WORK/workspace/keys/OtherTeam.p8" APNS_OTHER_TEAM=$OTHER_TEAM APNS_OTHER_KEY_ID=$OTHER_KEY_ID APNS_OTHER_BUNDLE=$OTHER_BUNDLE
export APNS_WORKSPACE="$WORK/workspace" APNS_NOTISIM="$NOTISIM"
export APNS_LOCKER_BUNDLE=$LOCKER_BUNDLE
export APNS_LOCKER_START_TOKEN=$("$NOTISIM" tokens --workspace "$WORK/workspace" | awk -v b="$LOCKER_BUNDLE" '$1==b && $2=="iPhone/push-to-start/LockerAttributes"{print $3}')
: > "$APNS_RESULTS"
echo "apns-interop: notisim serve tls=$APNS_TLS_PORT h2c=$APNS_H2C_PORT ca=$APNS_CA"

status=0
timeout 600 "$VENV/bin/pytest" -q -p no:cacheprovider --ignore=Tests/Interop/media --ignore=Tests/Interop/fcm Tests/Interop "$@" || status=$?

kill -INT "$SERVER_PID"
wait "$SERVER_PID" 2>/dev/null || true
SERVER_PID=""
recorded=$(grep -c "\"app\":\"$BUNDLE\".*$BUNDLE: delivered " "$EVENTS" || true)
expected=$(awk '{s+=$1} END{print s+0}' "$APNS_RESULTS")
echo "apns-interop: clients got $expected 200s; notisim's centre received $recorded notifications"
echo "apns-interop: request log sample:"; awk '/^[0-9][0-9][0-9][0-9]-/ && shown < 3 { print; shown++ }' "$WORK/server.log"
# Every 200 a client saw must be a notification in the centre (none lost). More deliveries than 200s means a client
# resent after an error of its own (pyapns_client retries up to three times), which APNs clients may do.
if (( recorded < expected )); then
    echo "apns-interop: LOST pushes: clients got $expected 200s but the centre received only $recorded" >&2
    status=1
elif (( recorded > expected )); then
    echo "apns-interop: note: $((recorded - expected)) pushes were resent by clients after their own errors"
fi
exit $status
