#!/usr/bin/env bash
# Load check of the push endpoint with h2load: 50,000 POSTs over 4 connections x 100 streams against the release
# test server over TLS and over h2c (a fresh server each time, which must record exactly 50,000 pushes and answer
# only 2xx), then the same load against nghttpd serving a static file on this machine, the floor for HTTP/2 here.
# Prints rates, p99 latencies and the ratio. Loopback only; every run is bounded by its request count and a timeout.
set -euo pipefail
cd "$(dirname "$0")/.."

REQUESTS=${REQUESTS:-50000}
CLIENTS=${CLIENTS:-4}
STREAMS=${STREAMS:-100}
THREADS=${THREADS:-2}          # server event-loop threads
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

SERVER=${APNS_TEST_SERVER:-}
if [[ -z "$SERVER" ]]; then
    swift build -c release --product apns-test-server >/dev/null
    SERVER=$(swift build -c release --product apns-test-server --show-bin-path)/apns-test-server
fi

BUNDLE=com.example.load
printf '{"aps":{"alert":{"title":"Load","body":"One of many"}}}' > "$WORK/payload.json"

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
    timeout "$RUN_TIMEOUT" h2load -n "$REQUESTS" -c "$CLIENTS" -m "$STREAMS" -t 1 -T 30 -d "$WORK/payload.json" \
        -H "apns-topic: $BUNDLE" -H "apns-push-type: alert" --log-file "$log" "$@" "$url" > "$out" 2>&1
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
    echo "$name $rate $p99" >> "$WORK/figures"
}

# start_server LISTENER: starts the test server (its output in a log of its own), sets SERVER_PID, SERVER_LOG, PORT, TOKEN.
start_server() {
    local flag=$1
    SERVER_LOG="$WORK/server${flag}.log"
    "$SERVER" "$flag" 127.0.0.1:0 --state "$WORK/state" --device "iPhone:$BUNDLE" --threads "$THREADS" --quiet > "$SERVER_LOG" 2>&1 &
    SERVER_PID=$!
    PIDS+=("$SERVER_PID")
    for _ in $(seq 1 100); do grep -qs '^ready' "$SERVER_LOG" && break; sleep 0.1; done
    grep -q '^ready' "$SERVER_LOG" || { cat "$SERVER_LOG" >&2; exit 1; }
    PORT=$(awk '$1=="tls-port"||$1=="h2c-port"{print $2}' "$SERVER_LOG")
    TOKEN=$(awk '$1=="token"{print $4}' "$SERVER_LOG")
}

# stop_server: stops it and checks it recorded exactly one push per request.
stop_server() {
    kill "$SERVER_PID"
    wait "$SERVER_PID" 2>/dev/null || true
    local recorded
    recorded=$(awk '$1=="pushes"{print $2}' "$SERVER_LOG")
    if [[ "$recorded" != "$REQUESTS" ]]; then
        echo "apns-load: the endpoint recorded ${recorded:-no} pushes for $REQUESTS requests" >&2
        exit 1
    fi
    echo "               recorded $recorded pushes"
}

echo "apns-load: $REQUESTS requests, $CLIENTS connections x $STREAMS streams, server threads $THREADS, $(nproc) cores"
start_server --tls
run_h2load notisim-tls "$SERVER_PID" "https://127.0.0.1:$PORT/3/device/$TOKEN"
stop_server
start_server --h2c
run_h2load notisim-h2c "$SERVER_PID" "http://127.0.0.1:$PORT/3/device/$TOKEN"
stop_server

# nghttpd answering a static file, with the same server certificate for TLS.
mkdir -p "$WORK/www"
printf 'ok' > "$WORK/www/push"
for mode in tls h2c; do
    port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
    if [[ $mode == tls ]]; then
        nghttpd -a 127.0.0.1 -d "$WORK/www" "$port" "$WORK/state/server-key.pem" "$WORK/state/server.pem" >/dev/null 2>&1 &
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
done

python3 - "$WORK/figures" <<'PY'
import sys
rows = {name: (float(rate), float(p99)) for name, rate, p99 in (line.split() for line in open(sys.argv[1]))}
for mode in ("tls", "h2c"):
    ours, floor = rows[f"notisim-{mode}"], rows[f"nghttpd-{mode}"]
    verdict = "meets" if ours[0] >= 0.5 * floor[0] else "BELOW"
    print(f"ratio {mode}: notisim/nghttpd = {ours[0] / floor[0]:.2f} ({verdict} the 0.5 goal); p99 {ours[1]:.2f} ms vs {floor[1]:.2f} ms")
PY
