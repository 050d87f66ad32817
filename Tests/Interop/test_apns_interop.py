"""Real APNs provider clients against `notisim serve` (started by scripts/apns-interop.sh).

Each client must see: a 200 whose notification then shows in the centre (notisim's event log), 410 Unregistered with
a timestamp, 400 BadDeviceToken, 413 PayloadTooLarge, 403 InvalidProviderToken for a forged JWT, 403
ExpiredProviderToken, and 200 concurrent sends on one connection. Every 200 is counted in $APNS_RESULTS so the script
can check that the centre received exactly as many notifications.
"""

import asyncio
import json
import re
import subprocess
import threading
import time
import types
import uuid
from concurrent.futures import ThreadPoolExecutor
from datetime import datetime

import httpx
import jwt
import pytest
from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric import ec

from endpoint_env import (BUNDLE, CA, EVENT_LOG, H2C_PORT, KEY_ID, KEY_PATH, LOCKER_BUNDLE, LOCKER_START_TOKEN, RESULTS, START_TOKEN, TEAM,
                          TLS_PORT, TOKEN)

UNKNOWN_TOKEN = "0" * 64
MALFORMED_TOKEN = "1234"
BIG_ALERT = "x" * 4200  # payload over 4096 bytes, under the 5120-byte transport cap
CONCURRENT = 200
EXPIRED_AGE = 3700

_lock = threading.Lock()


def record_successes(count):
    """Adds delivered pushes to the tally the script compares with the endpoint's own count."""
    with _lock, open(RESULTS, "a") as f:
        f.write(f"{count}\n")


def new_apns_id():
    return str(uuid.uuid4()).upper()


def assert_in_centre(apns_id, timeout=10):
    """Waits until notisim's event log shows the push with this apns-id delivered as a notification."""
    wanted = apns_id.upper()
    deadline = time.time() + timeout
    while time.time() < deadline:
        with open(EVENT_LOG) as f:
            for line in f:
                entry = json.loads(line)
                if entry.get("notification", "").upper() == wanted and ": delivered " in entry.get("text", ""):
                    return
        time.sleep(0.05)
    pytest.fail(f"push {apns_id} was answered 200 but is not in notisim's centre")


def read_key():
    with open(KEY_PATH) as f:
        return f.read()


def forged_key_pem():
    key = ec.generate_private_key(ec.SECP256R1())
    return key.private_bytes(serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8, serialization.NoEncryption()).decode()


def make_jwt(key_pem=None, iat=None):
    return jwt.encode({"iss": TEAM, "iat": int(time.time()) if iat is None else iat}, key_pem or read_key(),
                      algorithm="ES256", headers={"kid": KEY_ID})


class ShiftedTime(types.ModuleType):
    """A stand-in for the `time` module whose time() lies in the past, so a client signs an expired token."""

    def __init__(self, seconds_ago):
        super().__init__("time")
        self._seconds_ago = seconds_ago

    def time(self):
        return time.time() - self._seconds_ago

    def __getattr__(self, name):
        return getattr(time, name)


# ---------------------------------------------------------------- aioapns (TLS, no ALPN)

import aioapns
import aioapns.connection
from aioapns import APNs, NotificationRequest


@pytest.fixture
def aioapns_local(monkeypatch):
    monkeypatch.setattr(aioapns.connection.APNsDevelopmentClientProtocol, "APNS_SERVER", "127.0.0.1")
    monkeypatch.setattr(aioapns.connection.APNsDevelopmentClientProtocol, "APNS_PORT", TLS_PORT)
    monkeypatch.setenv("SSL_CERT_FILE", CA)


async def aioapns_send(key_pem, tokens_and_messages):
    apns = APNs(key=key_pem, key_id=KEY_ID, team_id=TEAM, topic=BUNDLE, use_sandbox=True, max_connections=1)
    try:
        results = []
        for token, message in tokens_and_messages:
            results.append(await apns.send_notification(NotificationRequest(device_token=token, message=message)))
        return apns, results
    except BaseException:
        apns.pool.close()
        raise


def run(coroutine):
    return asyncio.run(coroutine)


class TestAioapns:
    def test_200(self, aioapns_local):
        async def go():
            apns, [result] = await aioapns_send(read_key(), [(TOKEN, {"aps": {"alert": "aioapns"}})])
            apns.pool.close()
            return result
        result = run(go())
        assert result.status == "200" and result.is_successful
        record_successes(1)
        assert_in_centre(result.notification_id)

    def test_410_unregistered_with_timestamp(self, aioapns_local):
        async def go():
            apns, [result] = await aioapns_send(read_key(), [(UNKNOWN_TOKEN, {"aps": {"alert": "x"}})])
            apns.pool.close()
            return result
        result = run(go())
        assert (result.status, result.description) == ("410", "Unregistered")
        assert isinstance(result.timestamp, int) and result.timestamp > 1_600_000_000_000

    def test_400_bad_device_token(self, aioapns_local):
        async def go():
            apns, [result] = await aioapns_send(read_key(), [(MALFORMED_TOKEN, {"aps": {"alert": "x"}})])
            apns.pool.close()
            return result
        result = run(go())
        assert (result.status, result.description) == ("400", "BadDeviceToken")

    def test_413_payload_too_large(self, aioapns_local):
        async def go():
            apns, [result] = await aioapns_send(read_key(), [(TOKEN, {"aps": {"alert": BIG_ALERT}})])
            apns.pool.close()
            return result
        result = run(go())
        assert (result.status, result.description) == ("413", "PayloadTooLarge")

    def test_403_forged_jwt(self, aioapns_local):
        async def go():
            apns, [result] = await aioapns_send(forged_key_pem(), [(TOKEN, {"aps": {"alert": "x"}})])
            apns.pool.close()
            return result
        result = run(go())
        assert (result.status, result.description) == ("403", "InvalidProviderToken")

    def test_403_expired_jwt(self, aioapns_local, monkeypatch):
        monkeypatch.setattr(aioapns.connection, "time", ShiftedTime(EXPIRED_AGE))
        async def go():
            apns, [result] = await aioapns_send(read_key(), [(TOKEN, {"aps": {"alert": "x"}})])
            apns.pool.close()
            return result
        result = run(go())
        assert (result.status, result.description) == ("403", "ExpiredProviderToken")

    def test_200_concurrent_on_one_connection(self, aioapns_local):
        async def go():
            apns, [first] = await aioapns_send(read_key(), [(TOKEN, {"aps": {"alert": "warm-up"}})])
            try:
                results = await asyncio.gather(*[
                    apns.send_notification(NotificationRequest(device_token=TOKEN, message={"aps": {"alert": f"n{i}"}}))
                    for i in range(CONCURRENT)
                ])
                return first, results, len(apns.pool.connections)
            finally:
                apns.pool.close()
        first, results, connections = run(go())
        assert first.is_successful
        assert [r.status for r in results] == ["200"] * CONCURRENT
        assert connections == 1
        record_successes(CONCURRENT + 1)


# ---------------------------------------------------------------- pyapns_client (TLS via httpx, float iat)

import pyapns_client.client
from pyapns_client import APNSClient, IOSNotification, IOSPayload, IOSPayloadAlert
from pyapns_client import exceptions as pyapns_exceptions


def pyapns_client_for(key_path=KEY_PATH):
    client = APNSClient(mode=APNSClient.MODE_DEV, root_cert_path=CA, auth_key_path=key_path, auth_key_id=KEY_ID, team_id=TEAM)
    client._base_url = f"https://127.0.0.1:{TLS_PORT}"
    return client


def pyapns_notification(body="pyapns", custom=None, apns_id=None):
    return IOSNotification(payload=IOSPayload(alert=IOSPayloadAlert(body=body), custom=custom), topic=BUNDLE, apns_id=apns_id)


class TestPyapnsClient:
    def test_200(self):
        client = pyapns_client_for()
        apns_id = new_apns_id()
        try:
            client.push(notification=pyapns_notification(apns_id=apns_id), device_token=TOKEN)
        finally:
            client.close()
        record_successes(1)
        assert_in_centre(apns_id)

    def test_410_unregistered_with_timestamp(self):
        client = pyapns_client_for()
        with pytest.raises(pyapns_exceptions.UnregisteredException) as caught:
            client.push(notification=pyapns_notification(), device_token=UNKNOWN_TOKEN)
        client.close()
        assert caught.value.status_code == 410 and int(caught.value.timestamp) > 1_600_000_000_000

    def test_400_bad_device_token(self):
        client = pyapns_client_for()
        with pytest.raises(pyapns_exceptions.BadDeviceTokenException) as caught:
            client.push(notification=pyapns_notification(), device_token=MALFORMED_TOKEN)
        client.close()
        assert caught.value.status_code == 400

    def test_413_payload_too_large(self):
        client = pyapns_client_for()
        with pytest.raises(pyapns_exceptions.PayloadTooLargeException) as caught:
            # pyapns_client trims a long alert body to 2048 bytes itself, so the bulk goes in a custom key.
            client.push(notification=pyapns_notification(custom={"blob": BIG_ALERT}), device_token=TOKEN)
        client.close()
        assert caught.value.status_code == 413

    def test_403_forged_jwt(self, tmp_path):
        forged = tmp_path / "forged.p8"
        forged.write_text(forged_key_pem())
        client = pyapns_client_for(str(forged))
        with pytest.raises(pyapns_exceptions.InvalidProviderTokenException) as caught:
            client.push(notification=pyapns_notification(), device_token=TOKEN)
        client.close()
        assert caught.value.status_code == 403

    def test_403_expired_jwt(self, monkeypatch):
        monkeypatch.setattr(pyapns_client.client, "time", ShiftedTime(EXPIRED_AGE))
        client = pyapns_client_for()
        with pytest.raises(pyapns_exceptions.ExpiredProviderTokenException) as caught:
            client.push(notification=pyapns_notification(), device_token=TOKEN)
        client.close()
        assert caught.value.status_code == 403

    def test_200_concurrent_on_one_connection(self):
        pytest.skip("pyapns_client is synchronous; concurrency means threads sharing httpx's sync HTTP/2 connection, "
                    "whose h2 state is not thread-safe (seen here: h2 ProtocolError 'Received pseudo-header in trailer' "
                    "while the endpoint answered every request it received with 200), after which pyapns_client "
                    "closes the client under all threads")


# ---------------------------------------------------------------- kalyke-apns (TLS via httpx2, iat as a string)

import kalyke.clients.apns
from kalyke import ApnsClient, ApnsConfig, Payload, PayloadAlert
from kalyke import exceptions as kalyke_exceptions


class LocalKalyke(ApnsClient):
    """kalyke's client aimed at the local endpoint."""

    @property
    def _base_url(self):
        return f"https://127.0.0.1:{TLS_PORT}"


class SharedConnectionKalyke(LocalKalyke):
    """kalyke opens a client per message; this one reuses a single connection so sends can share it."""

    shared = None

    def _init_client(self, apns_config):
        if SharedConnectionKalyke.shared is None:
            SharedConnectionKalyke.shared = super()._init_client(apns_config)
        shared = SharedConnectionKalyke.shared

        class Borrowed:
            async def __aenter__(self):
                return shared

            async def __aexit__(self, *exc):
                return False

        return Borrowed()


def kalyke_send(client, token, alert="kalyke"):
    return asyncio.run(client.send_message(device_token=token, payload=Payload(alert=PayloadAlert(title="t", body=alert)),
                                           apns_config=ApnsConfig(topic=BUNDLE)))


@pytest.fixture
def kalyke_env(monkeypatch):
    monkeypatch.setenv("SSL_CERT_FILE", CA)


class TestKalyke:
    def client(self, key_path=KEY_PATH, cls=LocalKalyke):
        return cls(use_sandbox=True, team_id=TEAM, auth_key_id=KEY_ID, auth_key_filepath=key_path)

    def test_200(self, kalyke_env):
        apns_id = kalyke_send(self.client(), TOKEN)
        assert len(apns_id) == 36
        record_successes(1)
        assert_in_centre(apns_id)

    def test_410_unregistered_with_timestamp(self, kalyke_env):
        with pytest.raises(kalyke_exceptions.Unregistered) as caught:
            kalyke_send(self.client(), UNKNOWN_TOKEN)
        assert int(caught.value.error["timestamp"]) > 1_600_000_000_000

    def test_400_bad_device_token(self, kalyke_env):
        with pytest.raises(kalyke_exceptions.BadDeviceToken):
            kalyke_send(self.client(), MALFORMED_TOKEN)

    def test_413_payload_too_large(self, kalyke_env):
        with pytest.raises(kalyke_exceptions.PayloadTooLarge):
            kalyke_send(self.client(), TOKEN, BIG_ALERT)

    def test_403_forged_jwt(self, kalyke_env, tmp_path):
        forged = tmp_path / "forged.p8"
        forged.write_text(forged_key_pem())
        with pytest.raises(kalyke_exceptions.InvalidProviderToken):
            kalyke_send(self.client(str(forged)), TOKEN)

    def test_403_expired_jwt(self, kalyke_env, monkeypatch):
        class PastDatetime(datetime):
            @classmethod
            def now(cls, tz=None):
                return datetime.fromtimestamp(time.time() - EXPIRED_AGE, tz)
        monkeypatch.setattr(kalyke.clients.apns, "datetime", PastDatetime)
        with pytest.raises(kalyke_exceptions.ExpiredProviderToken):
            kalyke_send(self.client(), TOKEN)

    def test_200_concurrent_on_one_connection(self, kalyke_env):
        client = self.client(cls=SharedConnectionKalyke)

        async def go():
            try:
                first = await client.send_message(device_token=TOKEN, payload=Payload(alert="warm-up"), apns_config=ApnsConfig(topic=BUNDLE))
                ids = await asyncio.gather(*[
                    client.send_message(device_token=TOKEN, payload=Payload(alert=f"n{i}"), apns_config=ApnsConfig(topic=BUNDLE))
                    for i in range(CONCURRENT)
                ])
                return [first] + list(ids)
            finally:
                await SharedConnectionKalyke.shared.aclose()
                SharedConnectionKalyke.shared = None
        ids = asyncio.run(go())
        assert len(set(ids)) == CONCURRENT + 1
        record_successes(CONCURRENT + 1)


# ---------------------------------------------------------------- httpx[http2] over h2c (prior knowledge)

def h2c_client():
    return httpx.AsyncClient(http1=False, http2=True, base_url=f"http://127.0.0.1:{H2C_PORT}",
                             limits=httpx.Limits(max_connections=1), timeout=10.0)


async def h2c_post(client, token, payload, bearer):
    return await client.post(f"/3/device/{token}", content=json.dumps(payload).encode(),
                             headers={"apns-topic": BUNDLE, "apns-push-type": "alert", "authorization": f"bearer {bearer}"})


def h2c_one(token, payload, bearer):
    async def go():
        async with h2c_client() as client:
            return await h2c_post(client, token, payload, bearer)
    return asyncio.run(go())


class TestHttpxH2C:
    def test_200(self):
        response = h2c_one(TOKEN, {"aps": {"alert": "httpx"}}, make_jwt())
        assert response.status_code == 200 and response.http_version == "HTTP/2"
        assert response.content == b"" and len(response.headers["apns-id"]) == 36
        record_successes(1)
        assert_in_centre(response.headers["apns-id"])

    def test_410_unregistered_with_timestamp(self):
        response = h2c_one(UNKNOWN_TOKEN, {"aps": {}}, make_jwt())
        body = response.json()
        assert response.status_code == 410 and body["reason"] == "Unregistered" and body["timestamp"] > 1_600_000_000_000

    def test_400_bad_device_token(self):
        response = h2c_one(MALFORMED_TOKEN, {"aps": {}}, make_jwt())
        assert (response.status_code, response.json()) == (400, {"reason": "BadDeviceToken"})

    def test_413_payload_too_large(self):
        response = h2c_one(TOKEN, {"aps": {"alert": BIG_ALERT}}, make_jwt())
        assert (response.status_code, response.json()) == (413, {"reason": "PayloadTooLarge"})

    def test_403_forged_jwt(self):
        response = h2c_one(TOKEN, {"aps": {}}, make_jwt(key_pem=forged_key_pem()))
        assert (response.status_code, response.json()) == (403, {"reason": "InvalidProviderToken"})

    def test_403_expired_jwt(self):
        response = h2c_one(TOKEN, {"aps": {}}, make_jwt(iat=int(time.time()) - EXPIRED_AGE))
        assert (response.status_code, response.json()) == (403, {"reason": "ExpiredProviderToken"})

    def test_200_concurrent_on_one_connection(self):
        bearer = make_jwt()

        async def go():
            async with h2c_client() as client:
                first = await h2c_post(client, TOKEN, {"aps": {"alert": "warm-up"}}, bearer)
                responses = await asyncio.gather(*[h2c_post(client, TOKEN, {"aps": {"alert": f"n{i}"}}, bearer) for i in range(CONCURRENT)])
                return [first] + responses
        responses = asyncio.run(go())
        assert [r.status_code for r in responses] == [200] * (CONCURRENT + 1)
        record_successes(CONCURRENT + 1)


# ---------------------------------------------------------------- curl (--http2 + --cacert over TLS, --http2-prior-knowledge for h2c)

def curl(token, payload, bearer, tls=True, extra=()):
    url = f"https://127.0.0.1:{TLS_PORT}" if tls else f"http://127.0.0.1:{H2C_PORT}"
    mode = ["--http2", "--cacert", CA] if tls else ["--http2-prior-knowledge"]
    completed = subprocess.run(
        ["curl", "-sS", "--max-time", "20", *mode, *extra, "-H", f"apns-topic: {BUNDLE}", "-H", f"authorization: bearer {bearer}",
         "--data-binary", json.dumps(payload), "-w", "\n%{http_code} %{http_version}", f"{url}/3/device/{token}"],
        capture_output=True, text=True, timeout=30, check=True)
    body, _, status_line = completed.stdout.rpartition("\n")
    status, version = status_line.split()
    return int(status), version, body


@pytest.mark.parametrize("tls", [True, False], ids=["tls", "h2c"])
class TestCurl:
    def test_200(self, tls):
        apns_id = new_apns_id()
        status, version, body = curl(TOKEN, {"aps": {"alert": "curl"}}, make_jwt(), tls, extra=("-H", f"apns-id: {apns_id}"))
        assert (status, version, body) == (200, "2", "")
        record_successes(1)
        assert_in_centre(apns_id)

    def test_410_unregistered_with_timestamp(self, tls):
        status, _, body = curl(UNKNOWN_TOKEN, {"aps": {}}, make_jwt(), tls)
        assert status == 410 and json.loads(body)["reason"] == "Unregistered" and "timestamp" in json.loads(body)

    def test_400_bad_device_token(self, tls):
        assert curl(MALFORMED_TOKEN, {"aps": {}}, make_jwt(), tls)[::2] == (400, '{"reason":"BadDeviceToken"}')

    def test_413_payload_too_large(self, tls):
        assert curl(TOKEN, {"aps": {"alert": BIG_ALERT}}, make_jwt(), tls)[::2] == (413, '{"reason":"PayloadTooLarge"}')

    def test_403_forged_jwt(self, tls):
        assert curl(TOKEN, {"aps": {}}, make_jwt(key_pem=forged_key_pem()), tls)[::2] == (403, '{"reason":"InvalidProviderToken"}')

    def test_403_expired_jwt(self, tls):
        assert curl(TOKEN, {"aps": {}}, make_jwt(iat=int(time.time()) - EXPIRED_AGE), tls)[::2] == (403, '{"reason":"ExpiredProviderToken"}')

    def test_200_concurrent_sends(self, tls, tmp_path):
        if not tls:
            pytest.skip("curl 7.88 cannot reuse a prior-knowledge h2c connection (error 16, same against nghttpd)")
        bearer = make_jwt()
        config = tmp_path / "urls.txt"
        config.write_text("".join(f'url = "https://127.0.0.1:{TLS_PORT}/3/device/{TOKEN}"\noutput = "/dev/null"\n' for _ in range(CONCURRENT)))
        completed = subprocess.run(
            ["curl", "-sS", "--max-time", "60", "--parallel", "--parallel-max", str(CONCURRENT), "--http2", "--cacert", CA,
             "-H", f"apns-topic: {BUNDLE}", "-H", f"authorization: bearer {bearer}", "--data-binary", '{"aps":{"alert":"p"}}',
             "-w", "%{http_code} %{num_connects} %{http_version}\n", "-K", str(config)],
            capture_output=True, text=True, timeout=90, check=True)
        lines = [line.split() for line in completed.stdout.splitlines()]
        assert [(status, version) for status, _, version in lines] == [("200", "2")] * CONCURRENT
        # curl's tool opens extra connections while it waits to learn that a new one multiplexes, and whenever the
        # one-stream limit before a valid token is reached; report how many it used.
        print(f"curl used {sum(int(connects) for _, connects, _ in lines)} connections for {CONCURRENT} parallel sends")
        record_successes(CONCURRENT)


# ---------------------------------------------------------------- aioapns: Live Activity pushes (TLS)

def assert_logged(text, timeout=10):
    """Waits until notisim's event log has a line containing `text`."""
    deadline = time.time() + timeout
    while time.time() < deadline:
        with open(EVENT_LOG) as f:
            if any(text in json.loads(line).get("text", "") for line in f):
                return
        time.sleep(0.05)
    pytest.fail(f"notisim's event log never said: {text}")


async def aioapns_live_activity(key_pem, messages, bundle=BUNDLE):
    """Sends each (token, message) as a `liveactivity` push to the app's `.push-type.liveactivity` topic at priority 10."""
    apns = APNs(key=key_pem, key_id=KEY_ID, team_id=TEAM, topic=bundle + ".push-type.liveactivity", use_sandbox=True,
                max_connections=1)
    try:
        results = []
        for token, message in messages:
            request = NotificationRequest(device_token=token, message=message, priority=10,
                                          push_type=aioapns.PushType.LIVEACTIVITY)
            results.append(await apns.send_notification(request))
        return results
    finally:
        apns.pool.close()


def logged_activity_token(timeout=10):
    """The push token notisim's event log gives the newest Live Activity started by push-to-start."""
    deadline = time.time() + timeout
    while time.time() < deadline:
        with open(EVENT_LOG) as f:
            tokens = [m.group(1) for line in f
                      if (m := re.search(r"started by push-to-start, push token ([0-9a-f]{64})", json.loads(line).get("text", "")))]
        if tokens:
            return tokens[-1]
        time.sleep(0.05)
    pytest.fail("notisim's event log never gave a started activity's push token")


class TestAioapnsLiveActivity:
    def test_push_to_start_then_update_out_of_order_and_end_on_the_activity_token(self, aioapns_local):
        now = int(time.time())
        start = (START_TOKEN, {"aps": {"event": "start", "timestamp": now, "attributes-type": "ScoreAttributes",
                                       "attributes": {"team": "Seoul"}, "content-state": {"score": 0}}})
        [started] = run(aioapns_live_activity(read_key(), [start]))
        assert started.status == "200", (started.status, started.description)
        assert_logged("(ScoreAttributes) started by push-to-start")
        activity = logged_activity_token()
        messages = [
            (activity, {"aps": {"event": "update", "timestamp": now + 20, "content-state": {"score": 1}}}),
            (activity, {"aps": {"event": "update", "timestamp": now + 10, "content-state": {"score": 7}}}),
            (activity, {"aps": {"event": "end", "timestamp": now + 30, "content-state": {"score": 2}, "dismissal-date": now + 60}}),
        ]
        results = run(aioapns_live_activity(read_key(), messages))
        assert [r.status for r in results] == ["200"] * 3, [(r.status, r.description) for r in results]
        assert_logged(f"update ignored, its timestamp {now + 10} is not newer than {now + 20}")
        assert_logged("ended, leaves the lock screen")

    def test_widget_extension_decodes_and_draws_a_push_to_start_and_drops_an_update_its_types_refuse(self, aioapns_local):
        now = int(time.time())
        since2001 = now - 978307200
        state = {"parcels": 3, "pickupBefore": since2001 + 3600, "holdWindow": [since2001, since2001 + 3600]}
        start = (LOCKER_START_TOKEN, {"aps": {"event": "start", "timestamp": now, "attributes-type": "LockerAttributes",
                                              "attributes": {"lockerName": "Harbour", "compartment": "C3"}, "content-state": state}})
        [started] = run(aioapns_live_activity(read_key(), [start], bundle=LOCKER_BUNDLE))
        assert started.status == "200", (started.status, started.description)
        # The first activity builds the extension (seconds; longer on a machine that never built one).
        assert_logged("LockerWidgetsExtension started; it declares widget LockerWidget, live-activity LockerAttributes", timeout=300)
        assert_logged("(LockerAttributes) started by push-to-start")
        activity = logged_activity_token()
        bad = (activity, {"aps": {"event": "update", "timestamp": now + 10, "content-state": dict(state, parcels="two")}})
        [refused] = run(aioapns_live_activity(read_key(), [bad], bundle=LOCKER_BUNDLE))
        assert refused.status == "200", (refused.status, refused.description)  # APNs delivers it; the app's types refuse it
        assert_logged("content-state.parcels: expected a number, got a string; iOS can't decode the update and drops it", timeout=60)

    def test_ended_activity_token_is_410_expired_token(self, aioapns_local):
        now = int(time.time())
        start = (START_TOKEN, {"aps": {"event": "start", "timestamp": now, "attributes-type": "ScoreAttributes",
                                       "attributes": {"team": "Busan"}, "content-state": {"score": 0}}})
        run(aioapns_live_activity(read_key(), [start]))
        activity = logged_activity_token()
        end = (activity, {"aps": {"event": "end", "timestamp": now + 1, "content-state": {"score": 3}}})
        late = (activity, {"aps": {"event": "update", "timestamp": now + 2, "content-state": {"score": 4}}})
        ended, refused = run(aioapns_live_activity(read_key(), [end, late]))
        assert ended.status == "200", (ended.status, ended.description)
        assert (refused.status, refused.description) == ("410", "ExpiredToken")

    def test_alert_push_to_activity_token_is_device_token_not_for_topic(self, aioapns_local):
        now = int(time.time())
        start = (START_TOKEN, {"aps": {"event": "start", "timestamp": now, "attributes-type": "ScoreAttributes",
                                       "attributes": {"team": "Daegu"}, "content-state": {"score": 0}}})
        run(aioapns_live_activity(read_key(), [start]))
        activity = logged_activity_token()
        async def go():
            apns, [result] = await aioapns_send(read_key(), [(activity, {"aps": {"alert": "not for an activity"}})])
            apns.pool.close()
            return result
        result = run(go())
        assert (result.status, result.description) == ("400", "DeviceTokenNotForTopic")
