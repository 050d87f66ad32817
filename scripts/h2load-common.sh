# What scripts/apns-load.sh and scripts/fcm-load.sh share: h2load runs against a server process, read as rate,
# latencies and the server's CPU per request, the same load against nghttpd, and the medians of interleaved rounds.
# Sourced after LOAD_NAME (the script's name for messages) is set: it sets WORK (removed at the end, with every
# process in PIDS stopped), the load's shape (REQUESTS, CLIENTS, STREAMS, ROUNDS, RUN_TIMEOUT; each may be given in
# the environment) and NOTISIM (else a release build).

REQUESTS=${REQUESTS:-50000}
CLIENTS=${CLIENTS:-4}
STREAMS=${STREAMS:-100}
ROUNDS=${ROUNDS:-3}
RUN_TIMEOUT=${RUN_TIMEOUT:-300}

WORK=$(mktemp -d)
PIDS=()
load_cleanup() {
    for pid in "${PIDS[@]}"; do kill "$pid" 2>/dev/null || true; wait "$pid" 2>/dev/null || true; done
    rm -rf "$WORK"
}
trap load_cleanup EXIT

NOTISIM=${NOTISIM:-}
if [[ -z "$NOTISIM" ]]; then
    swift build -c release --product notisim >/dev/null
    # The Live Activity run through a widget extension builds it against the kit, and counts its memory above the
    # empty extension's.
    swift build -c release --product NotificationExtensionKit >/dev/null
    swift build -c release --product notisim-empty-extension >/dev/null
    NOTISIM=$(swift build -c release --product notisim --show-bin-path)/notisim
fi

if ! command -v h2load >/dev/null || ! command -v nghttpd >/dev/null; then
    apt-get install -y -qq nghttp2-client nghttp2-server >/dev/null
fi

# p99 and median of the per-request times (microseconds, third column) of an h2load --log-file.
percentiles() {
    python3 - "$1" <<'PY'
import sys
times = sorted(int(line.split("\t")[2]) for line in open(sys.argv[1]) if line.strip())
pick = lambda q: times[min(len(times) - 1, int(q * len(times)))] / 1000
print(f"{pick(0.5):.2f} {pick(0.99):.2f}")
PY
}

# delivered_count LOG: how many notifications a stopped serve's centre received, from the line serve prints when it
# stops (serve as the README starts it writes no event log).
delivered_count() { sed -n 's/^notisim: stopped; this run delivered \([0-9]*\) notification.*/\1/p' "$1"; }

# CPU time (user + system, in clock ticks) a process has used so far.
cpu_ticks() { awk '{print $14 + $15}' "/proc/$1/stat"; }

# run_h2load NAME PID URL [extra h2load args]: POSTs the file BODY; prints rate, p50, p99 and the server's CPU time
# per request (from /proc, so less sensitive than the rate to other work on a shared machine), and checks every
# response was 2xx. Appends "NAME rate p50 p99" to WORK/figures.
run_h2load() {
    local name=$1 pid=$2 url=$3; shift 3
    local out="$WORK/$name.out" log="$WORK/$name.log" ticks_before ticks_after ok rate
    ticks_before=$(cpu_ticks "$pid")
    timeout "$RUN_TIMEOUT" h2load -n "$REQUESTS" -c "$CLIENTS" -m "$STREAMS" -t 1 -T 30 -d "$BODY" --log-file "$log" "$@" "$url" > "$out" 2>&1
    ticks_after=$(cpu_ticks "$pid")
    ok=$(awk '/^status codes:/{print $3}' "$out")
    rate=$(awk '/^finished in/{print $4}' "$out")
    if [[ "$ok" != "$REQUESTS" ]]; then
        cat "$out" >&2
        echo "$LOAD_NAME: $name: only ${ok:-0} of $REQUESTS responses were 2xx" >&2
        exit 1
    fi
    read -r p50 p99 < <(percentiles "$log")
    local cpu_us=$(( (ticks_after - ticks_before) * 1000000 / $(getconf CLK_TCK) / REQUESTS ))
    printf '%-14s %10s req/s   p50 %7s ms   p99 %7s ms   server CPU %3s us/request\n' "$name" "$rate" "$p50" "$p99" "$cpu_us"
    echo "$name $rate $p50 $p99" >> "$WORK/figures"
}

# run_nghttpd MODE CERTS: the same load against nghttpd answering a static file (WORK/www/static), over TLS with the
# server certificate and key in the folder CERTS, or in plain text (h2c).
run_nghttpd() {
    local mode=$1 certs=$2 port url pid
    mkdir -p "$WORK/www"
    printf 'ok' > "$WORK/www/static"
    port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
    if [[ $mode == tls ]]; then
        nghttpd -a 127.0.0.1 -d "$WORK/www" "$port" "$certs/server-key.pem" "$certs/server.pem" >/dev/null 2>&1 &
        url="https://127.0.0.1:$port/static"
    else
        nghttpd -a 127.0.0.1 --no-tls -d "$WORK/www" "$port" >/dev/null 2>&1 &
        url="http://127.0.0.1:$port/static"
    fi
    pid=$!
    PIDS+=("$pid")
    sleep 0.5
    run_h2load "nghttpd-$mode" "$pid" "$url"
    kill "$pid"; wait "$pid" 2>/dev/null || true
}

# report_medians ROUNDS OURS:FLOOR…: the medians of every run's figures, then each ratio of ours to its floor
# against the 0.5 goal.
report_medians() {
    python3 - "$WORK/figures" "$@" <<'PY'
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
for pair in sys.argv[3:]:
    ours_name, floor_name = pair.split(":")
    ours, floor = medians[ours_name], medians[floor_name]
    verdict = "meets" if ours[0] >= 0.5 * floor[0] else "BELOW"
    label = ours_name.removeprefix("notisim-")
    print(f"ratio {label}: notisim/nghttpd = {ours[0] / floor[0]:.2f} ({verdict} the 0.5 goal); p99 {ours[2]:.2f} ms vs {floor[2]:.2f} ms")
PY
}
