#!/usr/bin/env bash
# Load check of the push endpoint with h2load: 50,000 POSTs over 4 connections x 100 streams against the release
# `notisim serve` over TLS and over h2c (a fresh one each time, whose centre must receive exactly 50,000
# notifications, all answered 2xx) — first as the README starts it (state kept: every push journalled and flushed to
# the disk before its answer), then with `--ephemeral` beside it — the same as `liveactivity` updates to one Live Activity's own token (started by
# a push-to-start; every update must be applied), over h2c also to an activity of an app whose widget extension (the Locker
# fixture's own sources) decodes and draws it (every update applied, none refused, the extension started), then the same
# load against nghttpd serving a static file on this
# machine, the floor for HTTP/2 here. The four runs take turns for ROUNDS rounds (3 by default), so a busy spell on a shared
# machine falls on all of them alike; the medians are compared.
# Prints each run's rate and latencies, the medians and their ratio. Loopback only; every run is bounded by its
# request count and a timeout.
set -euo pipefail
cd "$(dirname "$0")/.."

LOAD_NAME=apns-load
source scripts/h2load-common.sh

BUNDLE=com.example.load
printf '{"aps":{"alert":{"title":"Load","body":"One of many"}}}' > "$WORK/payload.json"
NOW=$(date +%s)
printf '{"aps":{"event":"update","timestamp":%s,"content-state":{"score":1}}}' "$NOW" > "$WORK/payload-la.json"
START_PAYLOAD=$(printf '{"aps":{"event":"start","timestamp":%s,"attributes-type":"ScoreAttributes","attributes":{"team":"Load"},"content-state":{"score":0}}}' "$NOW")
LOCKER_BUNDLE=com.example.load.locker
LOCKER="$PWD/Tests/WidgetFixtures/LockerProject"
SINCE_2001=$((NOW - 978307200))
LOCKER_STATE=$(printf '"content-state":{"parcels":%%s,"pickupBefore":%s,"holdWindow":[%s,%s]}' $((SINCE_2001 + 3600)) "$SINCE_2001" $((SINCE_2001 + 3600)))
printf "{\"aps\":{\"event\":\"update\",\"timestamp\":%s,$LOCKER_STATE}}" "$NOW" 2 > "$WORK/payload-locker.json"
LOCKER_START=$(printf "{\"aps\":{\"event\":\"start\",\"timestamp\":%s,\"attributes-type\":\"LockerAttributes\",\"attributes\":{\"lockerName\":\"Load\",\"compartment\":\"L1\"},$LOCKER_STATE}}" "$NOW" 3)
mkdir -p "$WORK/workspace" "$WORK/state"
cat > "$WORK/workspace/workspace.json" <<JSON
{ "name": "Load", "apps": [{ "bundleID": "$BUNDLE", "displayName": "Load", "authorization": { "request": ["alert"], "answer": "allow" },
    "liveActivities": [{ "type": "ScoreAttributes", "attributes": ["team"], "contentState": ["score"], "lockScreen": { "text": "{{team}} {{score}}" } }] },
  { "bundleID": "$LOCKER_BUNDLE", "displayName": "Locker", "liveActivities": [{ "type": "LockerAttributes" }],
    "widgetExtension": { "name": "LockerWidgetsExtension", "bundleID": "$LOCKER_BUNDLE.LockerWidgets",
                         "swiftSources": ["$LOCKER/Locker/LockerAttributes.swift", "$LOCKER/LockerWidgets/AppIntent.swift",
                                          "$LOCKER/LockerWidgets/LockerLiveActivity.swift", "$LOCKER/LockerWidgets/LockerWidget.swift",
                                          "$LOCKER/LockerWidgets/LockerWidgetsBundle.swift"] } }] }
JSON
export XDG_STATE_HOME="$WORK/state"
TOKEN=$("$NOTISIM" tokens --workspace "$WORK/workspace" | awk -v b="$BUNDLE" '$1==b && $2=="iPhone"{print $3}')
START_TOKEN=$("$NOTISIM" tokens --workspace "$WORK/workspace" | awk '$2=="iPhone/push-to-start/ScoreAttributes"{print $3}')
LOCKER_START_TOKEN=$("$NOTISIM" tokens --workspace "$WORK/workspace" | awk '$2=="iPhone/push-to-start/LockerAttributes"{print $3}')
# What run_h2load sends: alerts to the app's token by default; start_activity switches to liveactivity updates.
TOPIC=$BUNDLE PUSH_TYPE=alert PAYLOAD="$WORK/payload.json" PRIORITY=10

# run_notisim NAME PID URL: run_h2load with the APNs headers of the pushes it sends.
run_notisim() {
    local name=$1 pid=$2 url=$3
    BODY=$PAYLOAD run_h2load "$name" "$pid" "$url" -H "apns-topic: $TOPIC" -H "apns-push-type: $PUSH_TYPE" -H "apns-priority: $PRIORITY"
}

# start_server FLAG [ephemeral|durable] [logged]: starts notisim serve with one listener (its output in a file of its
# own), sets SERVER_PID, SERVER_LOG, EVENTS, STATE and PORT. Without `ephemeral` it keeps its state as the README
# starts it, in a state folder of its own (a fresh centre each time, as the ephemeral one has). As the README starts
# it, serve writes no event log: the alert runs count the centre's notifications from the line serve prints when it
# stops. With `logged` it also writes the event log to EVENTS (`--log-json`), where the Live Activity runs find the
# activity's token and count its updates.
SERVERS=0
start_server() {
    local flag=$1 mode=${2:-durable} logged=${3:-}
    SERVERS=$((SERVERS + 1))
    SERVER_LOG="$WORK/server-$SERVERS.log"
    EVENTS="$WORK/events-$SERVERS.jsonl"
    local keep=() log=()
    [[ $logged == logged ]] && log=(--log-json "$EVENTS")
    if [[ $mode == ephemeral ]]; then STATE="$WORK/state"; keep=(--ephemeral); else STATE="$WORK/state-$SERVERS"; fi
    # Every request goes to one device token, which APNs (and notisim by default) would answer 429 TooManyRequests
    # past 1,000 in 10 s: the load check measures delivery, so it turns the per-token limit off.
    XDG_STATE_HOME="$STATE" "$NOTISIM" serve --workspace "$WORK/workspace" "${keep[@]}" --token-rate-limit off "$flag" 127.0.0.1:0 \
        "${log[@]}" > "$SERVER_LOG" 2>&1 &
    SERVER_PID=$!
    PIDS+=("$SERVER_PID")
    for _ in $(seq 1 100); do grep -qs 'notisim push reaches' "$SERVER_LOG" && break; sleep 0.1; done
    grep -q 'notisim push reaches' "$SERVER_LOG" || { cat "$SERVER_LOG" >&2; exit 1; }
    PORT=$(sed -n 's/.*APNs endpoint.* on port \([0-9]*\).*/\1/p' "$SERVER_LOG" | head -1)
}

# start_activity SCHEME [locker]: starts a Live Activity by a push-to-start (curl, over TLS or h2c) and points
# run_h2load's requests at its own token as liveactivity updates; sets ACTIVITY_TOKEN and LA_BUNDLE. The updates go at
# priority 5, as Apple advises for frequent ones: at 10 they count against the app's hourly budget, and all but the
# first would wait. With `locker`, the activity is the Locker app's, which its widget extension decodes and draws.
start_activity() {
    local scheme=$1 start=$START_PAYLOAD token=$START_TOKEN payload="$WORK/payload-la.json"
    LA_BUNDLE=$BUNDLE
    [[ ${2:-} == locker ]] && { LA_BUNDLE=$LOCKER_BUNDLE; start=$LOCKER_START; token=$LOCKER_START_TOKEN; payload="$WORK/payload-locker.json"; }
    local tls=()
    [[ $scheme == https ]] && tls=(--cacert "$(find "$STATE" -name ca.pem | head -1)")
    curl -sf --max-time 10 "${tls[@]}" --http2-prior-knowledge -H "apns-topic: $LA_BUNDLE.push-type.liveactivity" \
        -H "apns-push-type: liveactivity" --data-binary "$start" "$scheme://127.0.0.1:$PORT/3/device/$token" >/dev/null
    for _ in $(seq 1 50); do grep -qs 'started by push-to-start' "$EVENTS" && break; sleep 0.1; done
    ACTIVITY_TOKEN=$(grep -o 'started by push-to-start, push token [0-9a-f]*' "$EVENTS" | awk '{print $NF}' | tail -1)
    [[ -n "$ACTIVITY_TOKEN" ]] || { echo "apns-load: the push-to-start started no Live Activity" >&2; exit 1; }
    # The first activity of the Locker app builds and starts its widget extension: the load begins once it draws.
    if [[ $LA_BUNDLE == "$LOCKER_BUNDLE" ]]; then
        for _ in $(seq 1 1200); do grep -qs 'LockerWidgetsExtension started' "$EVENTS" && break; sleep 0.1; done
    fi
    TOPIC=$LA_BUNDLE.push-type.liveactivity PUSH_TYPE=liveactivity PAYLOAD="$payload" PRIORITY=5
}

# stop_server [live]: stops it and checks its centre received exactly one notification per request (with live, that
# the activity applied exactly one update per request), then sends alerts again.
stop_server() {
    kill -INT "$SERVER_PID"
    wait "$SERVER_PID" 2>/dev/null || true
    local recorded what=notifications
    if [[ ${1:-} == live ]]; then
        what="Live Activity updates"
        recorded=$(grep -c "$LA_BUNDLE: Live Activity A1 updated" "$EVENTS" || true)
        if [[ $LA_BUNDLE == "$LOCKER_BUNDLE" ]]; then
            grep -q 'LockerWidgetsExtension started' "$EVENTS" || { echo "apns-load: the widget extension never started" >&2; exit 1; }
            if grep -q "can't decode" "$EVENTS"; then echo "apns-load: the widget extension refused an update" >&2; exit 1; fi
        fi
    else
        recorded=$(delivered_count "$SERVER_LOG")
    fi
    if [[ "$recorded" != "$REQUESTS" ]]; then
        echo "apns-load: the centre received ${recorded:-no} $what for $REQUESTS requests" >&2
        exit 1
    fi
    echo "               centre received $recorded $what"
    TOPIC=$BUNDLE PUSH_TYPE=alert PAYLOAD="$WORK/payload.json" PRIORITY=10
}

echo "apns-load: $REQUESTS requests, $CLIENTS connections x $STREAMS streams, $(nproc) cores, $ROUNDS rounds"

for round in $(seq 1 "$ROUNDS"); do
    echo "round $round"
    start_server --apns
    run_notisim notisim-tls "$SERVER_PID" "https://127.0.0.1:$PORT/3/device/$TOKEN"
    stop_server
    start_server --apns-h2c
    run_notisim notisim-h2c "$SERVER_PID" "http://127.0.0.1:$PORT/3/device/$TOKEN"
    stop_server
    start_server --apns ephemeral
    run_notisim notisim-eph-tls "$SERVER_PID" "https://127.0.0.1:$PORT/3/device/$TOKEN"
    stop_server
    start_server --apns-h2c ephemeral
    run_notisim notisim-eph-h2c "$SERVER_PID" "http://127.0.0.1:$PORT/3/device/$TOKEN"
    stop_server
    start_server --apns durable logged
    start_activity https
    run_notisim notisim-la-tls "$SERVER_PID" "https://127.0.0.1:$PORT/3/device/$ACTIVITY_TOKEN"
    stop_server live
    start_server --apns-h2c durable logged
    start_activity http
    run_notisim notisim-la-h2c "$SERVER_PID" "http://127.0.0.1:$PORT/3/device/$ACTIVITY_TOKEN"
    stop_server live
    start_server --apns-h2c durable logged
    start_activity http locker
    run_notisim notisim-law-h2c "$SERVER_PID" "http://127.0.0.1:$PORT/3/device/$ACTIVITY_TOKEN"
    stop_server live
    certs=$(dirname "$(find "$WORK/state" -name ca.pem | head -1)")
    BODY=$PAYLOAD run_nghttpd tls "$certs"
    BODY=$PAYLOAD run_nghttpd h2c "$certs"
done

report_medians "$ROUNDS" notisim-tls:nghttpd-tls notisim-h2c:nghttpd-h2c notisim-eph-tls:nghttpd-tls notisim-eph-h2c:nghttpd-h2c \
    notisim-la-tls:nghttpd-tls notisim-la-h2c:nghttpd-h2c notisim-law-h2c:nghttpd-h2c
