#!/usr/bin/env bash
# Load check of the push endpoint with h2load: 50,000 POSTs over 4 connections x 100 streams against the release
# `notisim serve` over TLS and over h2c (a fresh one each time, whose centre must receive exactly 50,000
# notifications, all answered 2xx) — first as the README starts it (state kept: every push journalled and flushed to
# the disk before its answer), then with `--ephemeral` beside it — the same as `liveactivity` updates to one Live Activity's own token (started by
# a push-to-start; every update must be applied), then the same load against nghttpd serving a static file on this
# machine, the floor for HTTP/2 here. The four runs take turns for ROUNDS rounds (3 by default), so a busy spell on a shared
# machine falls on all of them alike; the medians are compared.
# Prints each run's rate and latencies, the medians and their ratio. Loopback only; every run is bounded by its
# request count and a timeout.
set -euo pipefail
cd "$(dirname "$0")/.."

REQUESTS=${REQUESTS:-50000}
CLIENTS=${CLIENTS:-4}
STREAMS=${STREAMS:-100}
ROUNDS=${ROUNDS:-3}
RUN_TIMEOUT=${RUN_TIMEOUT:-300}

if ! command -v h2load >/dev/null || ! command -v nghttpd >/dev/null; then
    apt-get install -y -qq nghttp2-client nghttp2-server >/dev/null
fi

WORK=$(mktemp -d)
PIDS=()
cleanup() {
    for pid in "${PIDS[@]}"; do kill "$pid" 2>/dev/null || true; wait "$pid" 2>/dev/null || true; done
    rm -rf "$WORK"
}
trap cleanup EXIT

NOTISIM=${NOTISIM:-}
if [[ -z "$NOTISIM" ]]; then
    swift build -c release --product notisim >/dev/null
    NOTISIM=$(swift build -c release --product notisim --show-bin-path)/notisim
fi

BUNDLE=com.example.load
printf '{"aps":{"alert":{"title":"Load","body":"One of many"}}}' > "$WORK/payload.json"
NOW=$(date +%s)
printf '{"aps":{"event":"update","timestamp":%s,"content-state":{"score":1}}}' "$NOW" > "$WORK/payload-la.json"
START_PAYLOAD=$(printf '{"aps":{"event":"start","timestamp":%s,"attributes-type":"ScoreAttributes","attributes":{"team":"Load"},"content-state":{"score":0}}}' "$NOW")
mkdir -p "$WORK/workspace" "$WORK/state"
cat > "$WORK/workspace/workspace.json" <<JSON
{ "name": "Load", "apps": [{ "bundleID": "$BUNDLE", "displayName": "Load", "authorization": { "request": ["alert"], "answer": "allow" },
    "liveActivities": [{ "type": "ScoreAttributes", "attributes": ["team"], "contentState": ["score"], "lockScreen": { "text": "{{team}} {{score}}" } }] }] }
JSON
export XDG_STATE_HOME="$WORK/state"
TOKEN=$("$NOTISIM" tokens --workspace "$WORK/workspace" | awk '$2=="iPhone"{print $3}')
START_TOKEN=$("$NOTISIM" tokens --workspace "$WORK/workspace" | awk '$2=="iPhone/push-to-start/ScoreAttributes"{print $3}')
# What run_h2load sends: alerts to the app's token by default; start_activity switches to liveactivity updates.
TOPIC=$BUNDLE PUSH_TYPE=alert PAYLOAD="$WORK/payload.json" PRIORITY=10

# p99 and median of the per-request times (microseconds, third column) of an h2load --log-file.
percentiles() {
    python3 - "$1" <<'PY'
import sys
times = sorted(int(line.split("\t")[2]) for line in open(sys.argv[1]) if line.strip())
pick = lambda q: times[min(len(times) - 1, int(q * len(times)))] / 1000
print(f"{pick(0.5):.2f} {pick(0.99):.2f}")
PY
}

# CPU time (user + system, in clock ticks) a process has used so far.
cpu_ticks() { awk '{print $14 + $15}' "/proc/$1/stat"; }

# run_h2load NAME PID URL [extra h2load args]: prints rate, p50, p99 and the server's CPU time per request (from
# /proc, so less sensitive than the rate to other work on a shared machine), and checks every response was 2xx.
run_h2load() {
    local name=$1 pid=$2 url=$3; shift 3
    local out="$WORK/$name.out" log="$WORK/$name.log"
    local ticks_before ticks_after
    ticks_before=$(cpu_ticks "$pid")
    timeout "$RUN_TIMEOUT" h2load -n "$REQUESTS" -c "$CLIENTS" -m "$STREAMS" -t 1 -T 30 -d "$PAYLOAD" \
        -H "apns-topic: $TOPIC" -H "apns-push-type: $PUSH_TYPE" -H "apns-priority: $PRIORITY" --log-file "$log" "$@" "$url" > "$out" 2>&1
    local ok rate
    ticks_after=$(cpu_ticks "$pid")
    ok=$(awk '/^status codes:/{print $3}' "$out")
    rate=$(awk '/^finished in/{print $4}' "$out")
    if [[ "$ok" != "$REQUESTS" ]]; then
        cat "$out" >&2
        echo "apns-load: $name: only ${ok:-0} of $REQUESTS responses were 2xx" >&2
        exit 1
    fi
    read -r p50 p99 < <(percentiles "$log")
    local cpu_us=$(( (ticks_after - ticks_before) * 1000000 / $(getconf CLK_TCK) / REQUESTS ))
    printf '%-14s %10s req/s   p50 %7s ms   p99 %7s ms   server CPU %3s us/request\n' "$name" "$rate" "$p50" "$p99" "$cpu_us"
    echo "$name $rate $p50 $p99" >> "$WORK/figures"
}

# start_server FLAG [ephemeral]: starts notisim serve with one listener (its output and event log in files of their
# own), sets SERVER_PID, SERVER_LOG, EVENTS, STATE and PORT. Without `ephemeral` it keeps its state as the README
# starts it, in a state folder of its own (a fresh centre each time, as the ephemeral one has).
SERVERS=0
start_server() {
    local flag=$1 mode=${2:-durable}
    SERVERS=$((SERVERS + 1))
    SERVER_LOG="$WORK/server-$SERVERS.log"
    EVENTS="$WORK/events-$SERVERS.jsonl"
    local keep=()
    if [[ $mode == ephemeral ]]; then STATE="$WORK/state"; keep=(--ephemeral); else STATE="$WORK/state-$SERVERS"; fi
    # Every request goes to one device token, which APNs (and notisim by default) would answer 429 TooManyRequests
    # past 1,000 in 10 s: the load check measures delivery, so it turns the per-token limit off.
    XDG_STATE_HOME="$STATE" "$NOTISIM" serve --workspace "$WORK/workspace" "${keep[@]}" --token-rate-limit off "$flag" 127.0.0.1:0 \
        --log-json "$EVENTS" > "$SERVER_LOG" 2>&1 &
    SERVER_PID=$!
    PIDS+=("$SERVER_PID")
    for _ in $(seq 1 100); do grep -qs 'notisim push reaches' "$SERVER_LOG" && break; sleep 0.1; done
    grep -q 'notisim push reaches' "$SERVER_LOG" || { cat "$SERVER_LOG" >&2; exit 1; }
    PORT=$(sed -n 's/.*APNs endpoint.* on port \([0-9]*\).*/\1/p' "$SERVER_LOG" | head -1)
}

# start_activity SCHEME: starts a Live Activity by a push-to-start (curl, over TLS or h2c) and points run_h2load's
# requests at its own token as liveactivity updates; sets ACTIVITY_TOKEN. The updates go at priority 5, as Apple
# advises for frequent ones: at 10 they count against the app's hourly budget, and all but the first would wait.
start_activity() {
    local scheme=$1
    local tls=()
    [[ $scheme == https ]] && tls=(--cacert "$(find "$STATE" -name ca.pem | head -1)")
    curl -sf --max-time 10 "${tls[@]}" --http2-prior-knowledge -H "apns-topic: $BUNDLE.push-type.liveactivity" \
        -H "apns-push-type: liveactivity" --data-binary "$START_PAYLOAD" "$scheme://127.0.0.1:$PORT/3/device/$START_TOKEN" >/dev/null
    ACTIVITY_TOKEN=$(grep -o 'started by push-to-start, push token [0-9a-f]*' "$EVENTS" | awk '{print $NF}' | tail -1)
    [[ -n "$ACTIVITY_TOKEN" ]] || { echo "apns-load: the push-to-start started no Live Activity" >&2; exit 1; }
    TOPIC=$BUNDLE.push-type.liveactivity PUSH_TYPE=liveactivity PAYLOAD="$WORK/payload-la.json" PRIORITY=5
}

# stop_server [live]: stops it and checks its centre received exactly one notification per request (with live, that
# the activity applied exactly one update per request), then sends alerts again.
stop_server() {
    kill -INT "$SERVER_PID"
    wait "$SERVER_PID" 2>/dev/null || true
    local recorded what=notifications pattern="$BUNDLE: delivered "
    [[ ${1:-} == live ]] && what="Live Activity updates" pattern="$BUNDLE: Live Activity A1 updated"
    recorded=$(grep -c "$pattern" "$EVENTS" || true)
    if [[ "$recorded" != "$REQUESTS" ]]; then
        echo "apns-load: the centre received ${recorded:-no} $what for $REQUESTS requests" >&2
        exit 1
    fi
    echo "               centre received $recorded $what"
    TOPIC=$BUNDLE PUSH_TYPE=alert PAYLOAD="$WORK/payload.json" PRIORITY=10
}

echo "apns-load: $REQUESTS requests, $CLIENTS connections x $STREAMS streams, $(nproc) cores, $ROUNDS rounds"
mkdir -p "$WORK/www"
printf 'ok' > "$WORK/www/push"

# run_nghttpd MODE: the same load against nghttpd answering a static file, with notisim's server certificate for TLS.
run_nghttpd() {
    local mode=$1 port url pid
    port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
    if [[ $mode == tls ]]; then
        local certs
        certs=$(dirname "$(find "$WORK/state" -name ca.pem | head -1)")
        nghttpd -a 127.0.0.1 -d "$WORK/www" "$port" "$certs/server-key.pem" "$certs/server.pem" >/dev/null 2>&1 &
        url="https://127.0.0.1:$port/push"
    else
        nghttpd -a 127.0.0.1 --no-tls -d "$WORK/www" "$port" >/dev/null 2>&1 &
        url="http://127.0.0.1:$port/push"
    fi
    pid=$!
    PIDS+=("$pid")
    sleep 0.5
    run_h2load "nghttpd-$mode" "$pid" "$url"
    kill "$pid"; wait "$pid" 2>/dev/null || true
}

for round in $(seq 1 "$ROUNDS"); do
    echo "round $round"
    start_server --apns
    run_h2load notisim-tls "$SERVER_PID" "https://127.0.0.1:$PORT/3/device/$TOKEN"
    stop_server
    start_server --apns-h2c
    run_h2load notisim-h2c "$SERVER_PID" "http://127.0.0.1:$PORT/3/device/$TOKEN"
    stop_server
    start_server --apns ephemeral
    run_h2load notisim-eph-tls "$SERVER_PID" "https://127.0.0.1:$PORT/3/device/$TOKEN"
    stop_server
    start_server --apns-h2c ephemeral
    run_h2load notisim-eph-h2c "$SERVER_PID" "http://127.0.0.1:$PORT/3/device/$TOKEN"
    stop_server
    start_server --apns
    start_activity https
    run_h2load notisim-la-tls "$SERVER_PID" "https://127.0.0.1:$PORT/3/device/$ACTIVITY_TOKEN"
    stop_server live
    start_server --apns-h2c
    start_activity http
    run_h2load notisim-la-h2c "$SERVER_PID" "http://127.0.0.1:$PORT/3/device/$ACTIVITY_TOKEN"
    stop_server live
    run_nghttpd tls
    run_nghttpd h2c
done

python3 - "$WORK/figures" "$ROUNDS" <<'PY'
import statistics
import sys
runs = {}
for line in open(sys.argv[1]):
    name, *figures = line.split()
    runs.setdefault(name, []).append(tuple(float(f) for f in figures))
print(f"medians of {sys.argv[2]} rounds:")
medians = {name: tuple(statistics.median(column) for column in zip(*values)) for name, values in runs.items()}
for name, (rate, p50, p99) in medians.items():
    print(f"{name:<14} {rate:10.2f} req/s   p50 {p50:7.2f} ms   p99 {p99:7.2f} ms")
for kind, mode in [(kind, mode) for kind in ("", "eph-", "la-") for mode in ("tls", "h2c")]:
    ours, floor = medians[f"notisim-{kind}{mode}"], medians[f"nghttpd-{mode}"]
    verdict = "meets" if ours[0] >= 0.5 * floor[0] else "BELOW"
    print(f"ratio {kind}{mode}: notisim/nghttpd = {ours[0] / floor[0]:.2f} ({verdict} the 0.5 goal); p99 {ours[2]:.2f} ms vs {floor[2]:.2f} ms")
PY
