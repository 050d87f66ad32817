"""Abuse of `notisim serve`'s HTTP/2 server over real sockets (started by scripts/apns-interop.sh): rapid reset,
PING and SETTINGS floods from a client that never reads, floods of empty HEADERS, DATA and CONTINUATION frames, a
header block in too many CONTINUATION frames, silent connections filling a listener's slots, and a thousand idle
connections that finished the handshake, and a thousand trickling a HEADERS frame a byte at a time. Each flood is
bounded in frames and time and runs on loopback only; after each, the endpoint must still answer a normal push with
200 and its RSS must be within 10 MB of the start.
"""

import os
import resource
import socket
import ssl
import struct
import time

import h2.config
import h2.connection
import h2.events
import hpack
import jwt
import pytest

from endpoint_env import BUNDLE, CA, EVENT_LOG, H2C_PORT, KEY_ID, KEY_PATH, RESULTS, TEAM, TLS_PORT, TOKEN
SERVER_PID = int(os.environ["APNS_SERVER_PID"])

PREFACE = b"PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n"
ENHANCE_YOUR_CALM = 0xB
BODY = b'{"aps":{"alert":"abuse"}}'
FLOOD_SECONDS = 20
RSS_MARGIN_KB = 10 * 1024


def frame(kind, flags, stream, payload=b""):
    return struct.pack(">I", len(payload))[1:] + bytes([kind, flags]) + struct.pack(">I", stream) + payload


def rss_kb():
    with open(f"/proc/{SERVER_PID}/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    raise AssertionError("no VmRSS for the server")


def bearer():
    with open(KEY_PATH) as f:
        key = f.read()
    return jwt.encode({"iss": TEAM, "iat": int(time.time())}, key, algorithm="ES256", headers={"kid": KEY_ID})


def push_headers():
    return [(":method", "POST"), (":scheme", "https"), (":path", f"/3/device/{TOKEN}"), (":authority", "localhost"),
            ("apns-topic", BUNDLE), ("apns-push-type", "alert"), ("authorization", f"bearer {bearer()}")]


def delivered():
    """Notifications of the interop app the centre received so far (what scripts/apns-interop.sh counts)."""
    with open(EVENT_LOG) as f:
        return sum(1 for line in f if f'"app":"{BUNDLE}"' in line and f"{BUNDLE}: delivered " in line)


def settled_deliveries():
    """The delivered count once it has stopped moving for half a second (at most 10 s)."""
    deadline, last = time.time() + 10, -1
    while time.time() < deadline:
        count = delivered()
        if count == last:
            return count
        last = count
        time.sleep(0.5)
    return last


def record_successes(count):
    with open(RESULTS, "a") as f:
        f.write(f"{count}\n")


def connect(tls):
    sock = socket.create_connection(("127.0.0.1", TLS_PORT if tls else H2C_PORT), timeout=10)
    if tls:
        context = ssl.create_default_context(cafile=CA)
        context.set_alpn_protocols(["h2"])
        sock = context.wrap_socket(sock, server_hostname="localhost")
    return sock


def h2_client(tls):
    sock = connect(tls)
    conn = h2.connection.H2Connection(h2.config.H2Configuration(client_side=True, header_encoding="utf-8"))
    conn.initiate_connection()
    sock.sendall(conn.data_to_send())
    return sock, conn


def push(sock, conn):
    """Sends one push with the h2 client and returns its :status."""
    stream = conn.get_next_available_stream_id()
    conn.send_headers(stream, push_headers())
    conn.send_data(stream, BODY, end_stream=True)
    sock.sendall(conn.data_to_send())
    status = None
    deadline = time.time() + 10
    while time.time() < deadline:
        data = sock.recv(65536)
        assert data, "the endpoint closed the connection before answering"
        for event in conn.receive_data(data):
            if isinstance(event, h2.events.ResponseReceived) and event.stream_id == stream:
                status = int(dict(event.headers)[":status"])
            if isinstance(event, h2.events.StreamEnded) and event.stream_id == stream:
                sock.sendall(conn.data_to_send())
                return status
        sock.sendall(conn.data_to_send())
    raise AssertionError("no answer within 10 s")


def normal_push_is_answered(tls=False):
    sock, conn = h2_client(tls)
    try:
        assert push(sock, conn) == 200
        record_successes(1)
    finally:
        sock.close()


def goaway_code(sock, seconds=10):
    """Reads what the server sends until it closes; the error code of its GOAWAY, or "reset" when the connection was
    reset before one could be read (the server closed while unread flood bytes were still in its socket)."""
    sock.settimeout(seconds)
    data = b""
    try:
        while True:
            chunk = sock.recv(65536)
            if not chunk:
                break
            data += chunk
    except (ConnectionResetError, ssl.SSLError):
        pass
    except socket.timeout:
        return None  # still open: the flood was neither refused nor cut off
    offset = 0
    while offset + 9 <= len(data):
        length = int.from_bytes(data[offset:offset + 3], "big")
        if data[offset + 3] == 7 and offset + 9 + length <= len(data):
            return int.from_bytes(data[offset + 13:offset + 17], "big")
        offset += 9 + length
    return "reset"


def flood(sock, opening, unit, limit):
    """Writes `opening`, then `unit` up to `limit` times in batches, never reading; returns how many went out before
    the server stopped the connection (or all of them)."""
    sock.sendall(opening)
    sent, batch = 0, 1000
    deadline = time.time() + FLOOD_SECONDS
    try:
        while sent < limit and time.time() < deadline:
            sock.sendall(unit * batch)
            sent += batch
    except (BrokenPipeError, ConnectionResetError, socket.timeout, ssl.SSLError):
        return sent
    return sent


@pytest.fixture
def rss_bound():
    normal_push_is_answered()  # the start: a connection served, so what a first push allocates is counted
    before = rss_kb()
    yield
    normal_push_is_answered()
    after = rss_kb()
    assert after - before <= RSS_MARGIN_KB, f"RSS went from {before} kB to {after} kB"


def raw_h2c():
    sock = connect(tls=False)
    return sock, PREFACE + frame(4, 0, 0)


@pytest.mark.parametrize("name, unit", [
    ("PING", frame(6, 0, 0, b"12345678")),
    ("SETTINGS", frame(4, 0, 0)),
])
def test_control_frame_flood_from_a_client_that_never_reads(rss_bound, name, unit):
    sock, opening = raw_h2c()
    try:
        sent = flood(sock, opening, unit, 2_000_000)
        assert sent < 2_000_000, f"{name} flood of 2,000,000 frames was read to the end"
        assert goaway_code(sock) in (ENHANCE_YOUR_CALM, "reset")
    finally:
        sock.close()


def test_empty_headers_flood(rss_bound):
    sock, opening = raw_h2c()
    units = b"".join(frame(1, 0x5, stream) for stream in range(1, 400_001, 2))
    try:
        sock.sendall(opening)
        try:
            sock.sendall(units)
        except (BrokenPipeError, ConnectionResetError):
            pass
        assert goaway_code(sock) in (ENHANCE_YOUR_CALM, "reset")
    finally:
        sock.close()


def test_empty_continuation_flood(rss_bound):
    sock, opening = raw_h2c()
    try:
        sent = flood(sock, opening + frame(1, 0, 1, b"\x82"), frame(9, 0, 1), 3_000_000)
        assert sent < 3_000_000
        assert goaway_code(sock) in (ENHANCE_YOUR_CALM, "reset")
    finally:
        sock.close()


def test_header_block_in_too_many_continuation_frames(rss_bound):
    """A valid push whose header block is split over 9 CONTINUATION frames, none empty (one more than the 8 nghttp2
    allows): GOAWAY ENHANCE_YOUR_CALM instead of an answer, however small the block."""
    sock, opening = raw_h2c()
    block = hpack.Encoder().encode(push_headers())
    parts = 10
    pieces = [block[i * len(block) // parts:(i + 1) * len(block) // parts] for i in range(parts)]
    continuations = b"".join(frame(9, 0x4 if i == parts - 1 else 0, 1, pieces[i]) for i in range(1, parts))
    try:
        sock.sendall(opening + frame(1, 0, 1, pieces[0]) + continuations + frame(0, 0x1, 1, BODY))
        assert goaway_code(sock) == ENHANCE_YOUR_CALM
    finally:
        sock.close()


def test_empty_data_flood(rss_bound):
    sock, opening = raw_h2c()
    block = hpack.Encoder().encode(push_headers())
    try:
        sent = flood(sock, opening + frame(1, 0x4, 1, block), frame(0, 0, 1), 3_000_000)
        assert sent < 3_000_000
        assert goaway_code(sock) in (ENHANCE_YOUR_CALM, "reset")
    finally:
        sock.close()


def test_rapid_reset(rss_bound):
    """HEADERS + DATA + RST_STREAM over and over (CVE-2023-44487): the connection is cut off after the reset budget,
    so only a small part of the pushes reaches the centre. Pushes a client resets are delivered all the same (a reset
    does not call a push back), so they are added to the tally the script checks against the centre."""
    before = settled_deliveries()
    sock, conn = h2_client(tls=True)
    attempts = 50_000
    try:
        assert push(sock, conn) == 200  # a valid provider token raises the stream limit
        record_successes(1)
        headers = push_headers()
        sent = 0
        try:
            while sent < attempts:
                for _ in range(100):
                    stream = conn.get_next_available_stream_id()
                    conn.send_headers(stream, headers)
                    conn.send_data(stream, BODY, end_stream=True)
                    conn.reset_stream(stream, error_code=8)
                sock.sendall(conn.data_to_send())
                sent += 100
        except (BrokenPipeError, ConnectionResetError, ssl.SSLError, OSError):
            pass
        assert goaway_code(sock) in (ENHANCE_YOUR_CALM, "reset")
    finally:
        sock.close()
    reached = settled_deliveries() - before - 1
    record_successes(reached)
    assert reached < attempts // 10, f"{reached} of {attempts} reset pushes were delivered"


def test_silent_connections_do_not_lock_out_clients(rss_bound):
    """256 TCP connections to the TLS port that never send a byte: h2c clients are still served at once (each port has
    its own slots) and TLS clients once the handshake timeout (10 s) has closed the silent ones."""
    silent = [socket.create_connection(("127.0.0.1", TLS_PORT), timeout=30) for _ in range(256)]
    try:
        normal_push_is_answered()
        for sock in silent:
            sock.settimeout(30)
            try:
                assert sock.recv(1024) == b""
            except ConnectionResetError:
                pass
        normal_push_is_answered(tls=True)
    finally:
        for sock in silent:
            sock.close()


def open_connections(count, then=b""):
    """`count` h2c connections that finished the preface and SETTINGS (the server's SETTINGS read), each having sent
    `then` after them; the file limit raised to hold them."""
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (max(soft, min(hard, 4096)), hard))
    opened = []
    try:
        for _ in range(count):
            sock = connect(tls=False)
            opened.append(sock)
            sock.sendall(PREFACE + frame(4, 0, 0))
            sock.recv(65536)  # the server's SETTINGS: the connection is open
            if then:
                sock.sendall(then)
    except BaseException:
        for sock in opened:
            sock.close()
        raise
    return opened


def test_a_thousand_idle_connections_do_not_lock_out_clients(rss_bound):
    """1,000 h2c connections that finish the preface and SETTINGS and then say nothing, four times the listener's 256
    slots: each past the slots takes the quietest one's slot (GOAWAY ConnectionEvicted), so a new client's push is
    answered 200 within a second, and the server's RSS stays within 50 MB of the start while they are open."""
    start_rss = rss_kb()
    idle = open_connections(1000)
    try:
        peak_rss = rss_kb()
        started = time.time()
        normal_push_is_answered()
        waited = time.time() - started
        print(f"1,000 idle connections: a new client's push answered in {waited * 1000:.0f} ms; "
              f"server RSS {start_rss} kB at the start, {peak_rss} kB with them open")
        assert waited < 1, f"the new client waited {waited:.2f} s"
        assert peak_rss - start_rss <= 50 * 1024, f"RSS went from {start_rss} kB to {peak_rss} kB"
    finally:
        for sock in idle:
            sock.close()


def test_a_thousand_trickling_connections_do_not_lock_out_clients(rss_bound):
    """1,000 h2c connections that finish the handshake and then send a HEADERS frame one byte every 4 s: the listener
    makes room for each (the quietest goes with GOAWAY ConnectionEvicted), so a new client's push is answered 200 within
    a second while they trickle, and every trickling connection still open is closed within 10 s of its frame's first
    byte (GOAWAY IncompleteFrameTimeout) however often its bytes come."""
    request = frame(1, 0x4 | 0x1, 1, hpack.Encoder().encode(push_headers()))
    trickling = open_connections(1000, then=request[:1])
    try:
        first_byte = time.time()
        started = time.time()
        normal_push_is_answered()
        waited = time.time() - started
        assert waited < 1, f"the new client waited {waited:.2f} s"
        for offset in range(1, 4):  # a byte every 4 s, until 12 s after the first
            time.sleep(max(0.0, first_byte + 4 * offset - time.time()))
            for sock in trickling:
                try:
                    sock.sendall(request[offset:offset + 1])
                except OSError:
                    pass  # already closed by the server
        normal_push_is_answered()
        reasons = {"IncompleteFrameTimeout": 0, "ConnectionEvicted": 0, "other": 0}
        for sock in trickling:
            sock.settimeout(0.2)
            data = b""
            try:
                while chunk := sock.recv(65536):
                    data += chunk
            except ConnectionResetError:
                pass
            except socket.timeout:
                pytest.fail("a trickling connection was still open 12 s after its frame's first byte")
            kind = next((name for name in ("IncompleteFrameTimeout", "ConnectionEvicted") if name.encode() in data), "other")
            reasons[kind] += 1
        print(f"1,000 trickling connections: a new client's push answered in {waited * 1000:.0f} ms; closed: {reasons}")
        assert reasons["IncompleteFrameTimeout"] > 0 and reasons["ConnectionEvicted"] > 0, reasons
    finally:
        for sock in trickling:
            sock.close()
