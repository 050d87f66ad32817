"""The Firebase Admin SDK for Python, unmodified, sending through notisim's FCM endpoint as its HTTPS proxy; then the
raw HTTP v1 API with httpx. scripts/fcm-interop.sh starts `notisim serve --fcm` and exports where it listens."""

import json
import os
import ssl
import subprocess
import time
import uuid

import firebase_admin
import httpx
import jwt
import pytest
from firebase_admin import credentials, exceptions, messaging

PORT = int(os.environ["FCM_PORT"])
TLS_PORT = int(os.environ["FCM_TLS_PORT"])
CA = os.environ["FCM_CA"]
SERVICE_ACCOUNT = os.environ["FCM_SERVICE_ACCOUNT"]
EVENT_LOG = os.environ["FCM_EVENT_LOG"]
RESULTS = os.environ["FCM_RESULTS"]
with open(os.environ["FCM_TOKENS"]) as listing:
    TOKENS = {line.split()[0]: line.split()[2] for line in listing if line.strip()}
with open(SERVICE_ACCOUNT) as file:
    ACCOUNT = json.load(file)
PROJECT = ACCOUNT["project_id"]
BASE = f"http://127.0.0.1:{PORT}"


def record_deliveries(count):
    """Tells the script how many notifications the centre must have received for this test."""
    with open(RESULTS, "a") as results:
        results.write(f"{count}\n")


def deliveries(app_id):
    """How many notifications the centre has delivered for `app_id` so far, from the event log."""
    with open(EVENT_LOG) as log:
        return sum(1 for line in log if ": delivered " in line and f'"app":"{app_id}"' in line)


def wait_for_deliveries(expected, timeout=10.0):
    """Waits until each app's delivery count is the one `expected` gives (app → count); returns the counts then."""
    deadline = time.monotonic() + timeout
    while True:
        counts = {app_id: deliveries(app_id) for app_id in expected}
        if counts == expected or time.monotonic() > deadline:
            return counts
        time.sleep(0.05)


def counts_now():
    return {app_id: deliveries(app_id) for app_id in TOKENS}


@pytest.fixture(scope="module")
def app():
    """firebase-admin reaching Google's hosts through notisim: HTTPS_PROXY and notisim's CA, nothing else changed."""
    os.environ["HTTPS_PROXY"] = BASE
    os.environ["REQUESTS_CA_BUNDLE"] = CA
    os.environ.pop("NO_PROXY", None)
    os.environ.pop("no_proxy", None)
    created = firebase_admin.initialize_app(credentials.Certificate(SERVICE_ACCOUNT), name=f"notisim-{uuid.uuid4()}")
    yield created
    firebase_admin.delete_app(created)


def test_admin_sdk_sends_a_notification_with_an_image_to_one_install(app):
    title = f"Spring sale {uuid.uuid4().hex[:6]}"
    message = messaging.Message(
        notification=messaging.Notification(title=title, body="Everything 20% off", image="https://example.com/sale.png"),
        data={"order": "1234"},
        token=TOKENS["com.example.shop"],
    )
    before = counts_now()
    name = messaging.send(message, app=app)
    assert name.startswith(f"projects/{PROJECT}/messages/"), name
    record_deliveries(1)
    expected = dict(before, **{"com.example.shop": before["com.example.shop"] + 1})
    assert wait_for_deliveries(expected) == expected


def test_admin_sdk_dry_run_delivers_nothing(app):
    before = counts_now()
    name = messaging.send(messaging.Message(notification=messaging.Notification(title="Dry run", body="not sent"),
                                            token=TOKENS["com.example.news"]), dry_run=True, app=app)
    assert name == f"projects/{PROJECT}/messages/fake_message_id"
    assert wait_for_deliveries(before, timeout=1.0) == before


def test_admin_sdk_errors_are_its_own_exception_types(app):
    unknown = TOKENS["com.example.shop"][:-4] + ("aaaa" if not TOKENS["com.example.shop"].endswith("aaaa") else "bbbb")
    with pytest.raises(messaging.UnregisteredError):
        messaging.send(messaging.Message(notification=messaging.Notification(title="Nobody", body="here"), token=unknown), app=app)
    with pytest.raises(exceptions.InvalidArgumentError):
        messaging.send(messaging.Message(notification=messaging.Notification(title="Bad", body="token"), token="not-a-token"), app=app)


def test_admin_sdk_topic_reaches_the_two_subscribed_installs_of_three(app):
    topic = f"news-{uuid.uuid4().hex[:6]}"
    subscribed = messaging.subscribe_to_topic([TOKENS["com.example.shop"], TOKENS["com.example.news"]], topic, app=app)
    assert subscribed.success_count == 2 and subscribed.failure_count == 0
    refused = messaging.subscribe_to_topic(["not-a-token"], topic, app=app)
    assert refused.failure_count == 1 and refused.errors[0].reason
    before = counts_now()
    name = messaging.send(messaging.Message(notification=messaging.Notification(title="Topic", body="to subscribers"), topic=topic), app=app)
    assert name.startswith(f"projects/{PROJECT}/messages/")
    record_deliveries(2)
    expected = dict(before, **{"com.example.shop": before["com.example.shop"] + 1, "com.example.news": before["com.example.news"] + 1})
    assert wait_for_deliveries(expected) == expected, "the two subscribed installs, not the third"

    unsubscribed = messaging.unsubscribe_from_topic([TOKENS["com.example.shop"]], topic, app=app)
    assert unsubscribed.success_count == 1
    condition = f"'{topic}' in topics && !('sports' in topics)"
    messaging.send(messaging.Message(notification=messaging.Notification(title="Condition", body="news only"), condition=condition), app=app)
    record_deliveries(1)
    expected = dict(expected, **{"com.example.news": expected["com.example.news"] + 1})
    assert wait_for_deliveries(expected) == expected


def test_admin_sdk_sends_to_installation_ids_and_in_batches(app):
    """firebase-admin 7 addresses installs by their Firebase installation ID (`fid`), and send_each sends many at once."""
    before = counts_now()
    fid = TOKENS["com.example.mail"].split(":")[0]
    name = messaging.send(messaging.Message(notification=messaging.Notification(title="By FID", body="installation ID"), fid=fid), app=app)
    assert name.startswith(f"projects/{PROJECT}/messages/")
    batch = messaging.send_each([
        messaging.Message(notification=messaging.Notification(title="Batch", body=app_id), fid=TOKENS[app_id].split(":")[0])
        for app_id in ("com.example.shop", "com.example.news")
    ] + [messaging.Message(notification=messaging.Notification(title="Batch", body="gone"), fid="c" * 22)], app=app)
    assert batch.success_count == 2 and batch.failure_count == 1
    assert isinstance(batch.responses[2].exception, messaging.UnregisteredError)
    record_deliveries(3)
    expected = {app_id: before[app_id] + 1 for app_id in before}
    assert wait_for_deliveries(expected) == expected


def test_admin_sdk_legacy_instance_id_topic_api(app):
    topic = f"legacy-{uuid.uuid4().hex[:6]}"
    with pytest.warns(DeprecationWarning):
        added = messaging.subscribe_to_topic_legacy([TOKENS["com.example.mail"], "not-a-token"], topic, app=app)
    assert added.success_count == 1 and added.failure_count == 1 and added.errors[0].index == 1
    before = counts_now()
    messaging.send(messaging.Message(notification=messaging.Notification(title="Legacy", body="topic"), topic=topic), app=app)
    record_deliveries(1)
    expected = dict(before, **{"com.example.mail": before["com.example.mail"] + 1})
    assert wait_for_deliveries(expected) == expected


def access_token():
    """An access token from notisim's token endpoint, by the JWT-bearer grant Google's libraries use."""
    now = int(time.time())
    assertion = jwt.encode({"iss": ACCOUNT["client_email"], "scope": "https://www.googleapis.com/auth/firebase.messaging",
                            "aud": ACCOUNT["token_uri"], "iat": now, "exp": now + 3600},
                           ACCOUNT["private_key"], algorithm="RS256", headers={"kid": ACCOUNT["private_key_id"]})
    answer = httpx.post(f"{BASE}/token", data={"grant_type": "urn:ietf:params:oauth:grant-type:jwt-bearer", "assertion": assertion},
                        timeout=10)
    assert answer.status_code == 200, answer.text
    assert answer.json()["token_type"] == "Bearer" and answer.json()["expires_in"] == 3599
    return answer.json()["access_token"]


def test_raw_api_with_httpx_answers_as_fcm_does():
    token = access_token()
    url = f"{BASE}/v1/projects/{PROJECT}/messages:send"
    headers = {"Authorization": f"Bearer {token}"}
    before = counts_now()
    sent = httpx.post(url, headers=headers, timeout=10, json={"message": {
        "token": TOKENS["com.example.mail"], "notification": {"title": "Raw", "body": "over plain HTTP/1.1"},
        "apns": {"headers": {"apns-priority": "10"}, "payload": {"aps": {"badge": 3}}}}})
    assert sent.status_code == 200 and sent.json()["name"].startswith(f"projects/{PROJECT}/messages/"), sent.text
    record_deliveries(1)
    expected = dict(before, **{"com.example.mail": before["com.example.mail"] + 1})
    assert wait_for_deliveries(expected) == expected

    unauthenticated = httpx.post(url, timeout=10, json={"message": {"token": TOKENS["com.example.mail"]}})
    assert unauthenticated.status_code == 401 and unauthenticated.json()["error"]["status"] == "UNAUTHENTICATED"

    both = httpx.post(url, headers=headers, timeout=10, json={"message": {"token": TOKENS["com.example.mail"], "topic": "news"}})
    assert both.status_code == 400 and both.json()["error"]["status"] == "INVALID_ARGUMENT", both.text

    bad_jwt = httpx.post(f"{BASE}/token", timeout=10, data={"grant_type": "urn:ietf:params:oauth:grant-type:jwt-bearer",
                                                             "assertion": "e30.e30.c2ln"})
    assert bad_jwt.status_code == 400 and bad_jwt.json()["error"] == "invalid_grant"


def test_raw_api_over_http2_by_prior_knowledge_and_by_alpn():
    token = access_token()
    message = {"message": {"token": TOKENS["com.example.news"], "notification": {"title": "HTTP/2", "body": "one stream"}}}
    headers = {"Authorization": f"Bearer {token}"}
    before = counts_now()
    # trust_env=False: these talk to the endpoint itself, not through the proxy the Admin SDK's tests set.
    with httpx.Client(http1=False, http2=True, timeout=10, trust_env=False) as h2c:
        answer = h2c.post(f"{BASE}/v1/projects/{PROJECT}/messages:send", headers=headers, json=message)
        assert answer.status_code == 200 and answer.http_version == "HTTP/2", (answer.http_version, answer.text)
    with httpx.Client(http2=True, verify=ssl.create_default_context(cafile=CA), timeout=10, trust_env=False) as h2:
        answer = h2.post(f"https://localhost:{TLS_PORT}/v1/projects/{PROJECT}/messages:send", headers=headers, json=message)
        assert answer.status_code == 200 and answer.http_version == "HTTP/2", (answer.http_version, answer.text)
        refused = h2.post(f"https://localhost:{TLS_PORT}/v1/projects/{PROJECT}/messages:send", json=message)
        assert refused.status_code == 401 and refused.json()["error"]["status"] == "UNAUTHENTICATED"
    record_deliveries(2)
    expected = dict(before, **{"com.example.news": before["com.example.news"] + 2})
    assert wait_for_deliveries(expected) == expected


def test_raw_api_with_curl_over_http1_and_h2c():
    token = access_token()
    body = json.dumps({"message": {"token": TOKENS["com.example.shop"], "notification": {"title": "curl", "body": "raw"}}})
    before = counts_now()
    for flag in ("--http1.1", "--http2-prior-knowledge"):
        answer = subprocess.run(["curl", "-s", "--max-time", "10", flag, "-H", f"Authorization: Bearer {token}",
                                 "-H", "Content-Type: application/json", "--data-binary", body, "-w", "\\n%{http_version} %{http_code}",
                                 f"{BASE}/v1/projects/{PROJECT}/messages:send"], capture_output=True, text=True, check=True).stdout
        document, status = answer.rsplit("\n", 1)
        assert status == ("1.1 200" if flag == "--http1.1" else "2 200"), answer
        assert json.loads(document)["name"].startswith(f"projects/{PROJECT}/messages/")
    record_deliveries(2)
    expected = dict(before, **{"com.example.shop": before["com.example.shop"] + 2})
    assert wait_for_deliveries(expected) == expected


def test_the_proxy_tunnels_only_to_googles_api_hosts():
    with httpx.Client(proxy=BASE, verify=ssl.create_default_context(cafile=CA), timeout=10) as client:
        with pytest.raises(httpx.ProxyError):
            client.get("https://example.com/")
