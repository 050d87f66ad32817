#!/usr/bin/env bash
# Load check of the FCM endpoint with h2load: 50,000 messages:send POSTs over 4 connections x 100 streams against the
# release `notisim serve --fcm` as the README starts it (state kept), over h2c by prior knowledge and over TLS (h2 by
# ALPN), each with a bearer token from the endpoint's own token endpoint; a fresh server each run, whose centre must
# receive exactly 50,000 notifications, all answered 200. Then the same load against nghttpd serving a static file,
# the floor for HTTP/2 on this machine. The runs take turns for ROUNDS rounds (3 by default) and the medians are
# compared, as scripts/apns-load.sh does. Loopback only; every run is bounded by its request count and a timeout.
set -euo pipefail
cd "$(dirname "$0")/.."

LOAD_NAME=fcm-load
source scripts/h2load-common.sh

BUNDLE=com.example.load
mkdir -p "$WORK/workspace"
BODY="$WORK/message.json"
cat > "$WORK/workspace/workspace.json" <<JSON
{ "name": "Load", "apps": [{ "bundleID": "$BUNDLE", "displayName": "Load", "authorization": { "request": ["alert"], "answer": "allow" } }] }
JSON

# A bearer token from the running server's token endpoint: a JWT the service account signs (RS256, by openssl).
access_token() {
    local port=$1 scheme=${2:-http} state=$3
    local account="$WORK/account-$port.json"
    XDG_STATE_HOME="$state" "$NOTISIM" fcm-credentials --workspace "$WORK/workspace" --out "$account" >/dev/null
    python3 - "$account" "$scheme://127.0.0.1:$port/token" "$(find "$state" -name ca.pem | head -1)" <<'PY'
import base64, json, subprocess, sys, tempfile, time, urllib.parse, urllib.request, ssl
account = json.load(open(sys.argv[1]))
b64 = lambda data: base64.urlsafe_b64encode(data).rstrip(b"=").decode()
now = int(time.time())
header = b64(json.dumps({"alg": "RS256", "typ": "JWT", "kid": account["private_key_id"]}).encode())
claims = b64(json.dumps({"iss": account["client_email"], "scope": "https://www.googleapis.com/auth/firebase.messaging",
                         "aud": account["token_uri"], "iat": now, "exp": now + 3600}).encode())
with tempfile.NamedTemporaryFile("w", suffix=".pem") as key:
    key.write(account["private_key"]); key.flush()
    signature = subprocess.run(["openssl", "dgst", "-sha256", "-sign", key.name], input=f"{header}.{claims}".encode(),
                               capture_output=True, check=True).stdout
body = urllib.parse.urlencode({"grant_type": "urn:ietf:params:oauth:grant-type:jwt-bearer",
                               "assertion": f"{header}.{claims}.{b64(signature)}"}).encode()
context = ssl.create_default_context(cafile=sys.argv[3]) if sys.argv[2].startswith("https") else None
print(json.load(urllib.request.urlopen(sys.argv[2], data=body, timeout=10, context=context))["access_token"])
PY
}

# run_notisim NAME FLAG SCHEME: a fresh durable `serve` with one FCM listener, loaded, then checked: its centre must
# have received one notification per request.
SERVERS=0
run_notisim() {
    local name=$1 flag=$2 scheme=$3
    SERVERS=$((SERVERS + 1))
    local state="$WORK/state-$SERVERS" log="$WORK/server-$SERVERS.log"
    XDG_STATE_HOME="$state" "$NOTISIM" serve --workspace "$WORK/workspace" --token-rate-limit off --apns-h2c 127.0.0.1:0 \
        "$flag" 127.0.0.1:0 > "$log" 2>&1 &
    local pid=$!
    PIDS+=("$pid")
    for _ in $(seq 1 100); do grep -qs 'FCM endpoint' "$log" && break; sleep 0.1; done
    local port
    port=$(sed -n 's/.*FCM endpoint.* on port \([0-9]*\)$/\1/p' "$log" | head -1)
    [[ -n "$port" ]] || { cat "$log" >&2; exit 1; }
    local token bearer project
    token=$(XDG_STATE_HOME="$state" "$NOTISIM" tokens --fcm --workspace "$WORK/workspace" | awk '{print $3}')
    bearer=$(access_token "$port" "$scheme" "$state")
    project=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["project_id"])' "$WORK/account-$port.json")
    printf '{"message":{"token":"%s","notification":{"title":"Load","body":"One of many"}}}' "$token" > "$WORK/message.json"
    run_h2load "$name" "$pid" "$scheme://127.0.0.1:$port/v1/projects/$project/messages:send" -H "authorization: Bearer $bearer" \
        -H "content-type: application/json"
    kill -INT "$pid"; wait "$pid" 2>/dev/null || true
    local recorded
    recorded=$(delivered_count "$log")
    [[ "$recorded" == "$REQUESTS" ]] || { echo "fcm-load: the centre received ${recorded:-no} notifications for $REQUESTS messages" >&2; exit 1; }
    echo "               centre received $recorded notifications"
    CERTS=$(dirname "$(find "$state" -name ca.pem | head -1)")
}

echo "fcm-load: $REQUESTS messages, $CLIENTS connections x $STREAMS streams, $(nproc) cores, $ROUNDS rounds"
for round in $(seq 1 "$ROUNDS"); do
    echo "round $round"
    run_notisim fcm-tls --fcm-tls https
    run_notisim fcm-h2c --fcm http
    run_nghttpd tls "$CERTS"
    run_nghttpd h2c "$CERTS"
done

report_medians "$ROUNDS" fcm-tls:nghttpd-tls fcm-h2c:nghttpd-h2c
