"""The reasons APNs gives for what a provider does over time, through real clients: 429 TooManyRequests past a device
token's rate limit (httpx over h2c, against a `notisim serve` of its own with `--token-rate-limit 3/60`), 400
BadDeviceToken for a development build's token sent to the production server (httpx naming Apple's hosts), 400
TopicDisallowed for another team's provider token (aioapns over TLS), and certificate-based authentication with the
certificates `notisim certs` issues (aioapns and httpx over TLS with a client certificate): 200 for the app's topics,
400 TopicDisallowed and MissingTopic, 403 BadCertificateEnvironment and BadCertificate. 410 ExpiredToken for an ended Live Activity's
token is checked beside the other Live Activity pushes in test_apns_interop.py.
"""

import asyncio
import json
import os
import re
import signal
import ssl
import subprocess
import tempfile
import time
from datetime import datetime, timedelta, timezone

import httpx
import pytest

import aioapns.connection
from aioapns import APNs, NotificationRequest

from endpoint_env import (BUNDLE, CA, KEY_ID, KEY_PATH, NOTISIM, OTHER_BUNDLE, OTHER_KEY_ID, OTHER_KEY_PATH, OTHER_TEAM,
                          OTHER_TOKEN, TEAM, TLS_PORT, TOKEN, WORKSPACE)


@pytest.fixture
def limited_server():
    """`notisim serve` on the interop workspace (its own state folder) with a limit of 3 pushes a minute per token;
    yields its h2c port."""
    with tempfile.TemporaryDirectory() as state:
        process = subprocess.Popen(
            [NOTISIM, "serve", "--workspace", WORKSPACE, "--ephemeral", "--auth", "none", "--token-rate-limit", "3/60",
             "--apns-h2c", "127.0.0.1:0"],
            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, env={**os.environ, "XDG_STATE_HOME": state})
        try:
            port, seen, deadline = None, [], time.time() + 30
            while port is None and time.time() < deadline:
                line = process.stdout.readline()
                if not line:
                    break
                seen.append(line)
                match = re.search(r"\(h2c\) on port (\d+)", line)
                port = int(match.group(1)) if match else None
            assert port, f"the limited server did not start: {''.join(seen)}"
            yield port
        finally:
            process.send_signal(signal.SIGINT)
            try:
                process.wait(timeout=20)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()


def test_429_too_many_requests_past_a_tokens_rate_limit(limited_server):
    async def go():
        async with httpx.AsyncClient(http1=False, http2=True, base_url=f"http://127.0.0.1:{limited_server}", timeout=10.0) as client:
            responses = []
            for index in range(4):
                responses.append(await client.post(f"/3/device/{TOKEN}", content=json.dumps({"aps": {"alert": f"r{index}"}}).encode(),
                                                   headers={"apns-topic": BUNDLE, "apns-push-type": "alert"}))
            return responses
    responses = asyncio.run(go())
    assert [r.status_code for r in responses] == [200, 200, 200, 429], [(r.status_code, r.text) for r in responses]
    assert responses[3].json() == {"reason": "TooManyRequests"} and len(responses[3].headers["apns-id"]) == 36


@pytest.fixture
def aioapns_local(monkeypatch):
    monkeypatch.setattr(aioapns.connection.APNsDevelopmentClientProtocol, "APNS_SERVER", "127.0.0.1")
    monkeypatch.setattr(aioapns.connection.APNsDevelopmentClientProtocol, "APNS_PORT", TLS_PORT)
    monkeypatch.setenv("SSL_CERT_FILE", CA)


async def aioapns_send_as(key_path, key_id, team, topic, token, text):
    with open(key_path) as f:
        apns = APNs(key=f.read(), key_id=key_id, team_id=team, topic=topic, use_sandbox=True, max_connections=1)
    try:
        return await apns.send_notification(NotificationRequest(device_token=token, message={"aps": {"alert": text}}))
    finally:
        apns.pool.close()


def test_400_topic_disallowed_for_another_teams_token(aioapns_local):
    refused = asyncio.run(aioapns_send_as(KEY_PATH, KEY_ID, TEAM, OTHER_BUNDLE, OTHER_TOKEN, "not your app"))
    assert (refused.status, refused.description) == ("400", "TopicDisallowed")
    admitted = asyncio.run(aioapns_send_as(OTHER_KEY_PATH, OTHER_KEY_ID, OTHER_TEAM, OTHER_BUNDLE, OTHER_TOKEN, "your app"))
    assert admitted.status == "200", (admitted.status, admitted.description)


def test_400_bad_device_token_for_the_other_environment(limited_server):
    """The second team's app is a development build (`apsEnvironment`): its token sent to api.push.apple.com (the
    `:authority` httpx sends from the Host header) is 400 BadDeviceToken, to api.sandbox.push.apple.com 200."""
    async def go():
        async with httpx.AsyncClient(http1=False, http2=True, base_url=f"http://127.0.0.1:{limited_server}", timeout=10.0) as client:
            async def send(host):
                return await client.post(f"/3/device/{OTHER_TOKEN}", content=json.dumps({"aps": {"alert": host}}).encode(),
                                         headers={"apns-topic": OTHER_BUNDLE, "host": host})
            return await send("api.push.apple.com"), await send("api.sandbox.push.apple.com:443")
    production, sandbox = asyncio.run(go())
    assert (production.status_code, production.json()) == (400, {"reason": "BadDeviceToken"})
    assert sandbox.status_code == 200


def issue_certificate(folder, environment="both"):
    """A provider certificate for the interop app from `notisim certs`, as PEM in `folder`; checks it names the CA the
    running endpoint trusts."""
    out = os.path.join(folder, f"{environment}.pem")
    done = subprocess.run([NOTISIM, "certs", BUNDLE, "--workspace", WORKSPACE, "--out", out, "--environment", environment],
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip().endswith(f"signed by {CA}"), done.stdout
    return out


async def post_with_certificate(certificate, topic, host=None):
    """One push over TLS to the running endpoint, authenticated by `certificate` only (no provider token)."""
    context = ssl.create_default_context(cafile=CA)
    context.load_cert_chain(certificate)
    headers = {"apns-topic": topic} if topic else {}
    if host:
        headers["host"] = host
    async with httpx.AsyncClient(http1=False, http2=True, verify=context, base_url=f"https://localhost:{TLS_PORT}", timeout=10.0) as client:
        return await client.post(f"/3/device/{TOKEN}", content=json.dumps({"aps": {"alert": "signed"}}).encode(), headers=headers)


def test_a_certificate_from_notisim_certs_authenticates_aioapns_for_the_apps_topics(aioapns_local, tmp_path):
    certificate = issue_certificate(str(tmp_path))
    async def go():
        apns = APNs(client_cert=certificate, topic=BUNDLE, use_sandbox=True, max_connections=1)
        try:
            return await apns.send_notification(NotificationRequest(device_token=TOKEN, message={"aps": {"alert": "by certificate"}}))
        finally:
            apns.pool.close()
    sent = asyncio.run(go())
    assert sent.status == "200", (sent.status, sent.description)
    other = asyncio.run(post_with_certificate(certificate, OTHER_BUNDLE))
    assert (other.status_code, other.json()) == (400, {"reason": "TopicDisallowed"})
    missing = asyncio.run(post_with_certificate(certificate, None))
    assert (missing.status_code, missing.json()) == (400, {"reason": "MissingTopic"}), "the certificate has three topics"


def test_a_p12_from_notisim_certs_loads_with_its_password_and_pushes(tmp_path):
    """The PKCS#12 file is read by the cryptography library with its password (and refused with another), and the
    certificate and key it holds push to the app's topic."""
    from cryptography.hazmat.primitives import serialization
    from cryptography.hazmat.primitives.serialization import pkcs12
    out = tmp_path / "app.p12"
    done = subprocess.run([NOTISIM, "certs", BUNDLE, "--workspace", WORKSPACE, "--out", str(out), "--password", "s3cret"],
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    key, certificate, _ = pkcs12.load_key_and_certificates(out.read_bytes(), b"s3cret")
    uid = certificate.subject.get_attributes_for_oid(x509_oid().USER_ID)[0].value
    assert uid == BUNDLE
    with pytest.raises(ValueError):
        pkcs12.load_key_and_certificates(out.read_bytes(), b"wrong")
    pem = tmp_path / "from-p12.pem"
    pem.write_bytes(certificate.public_bytes(serialization.Encoding.PEM) + key.private_bytes(
        serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8, serialization.NoEncryption()))
    sent = asyncio.run(post_with_certificate(str(pem), BUNDLE))
    assert sent.status_code == 200, sent.text


def x509_oid():
    from cryptography.x509.oid import NameOID
    return NameOID


def test_403_bad_certificate_environment_and_bad_certificate(tmp_path):
    production = issue_certificate(str(tmp_path), "production")
    refused = asyncio.run(post_with_certificate(production, BUNDLE, host="api.sandbox.push.apple.com"))
    assert (refused.status_code, refused.json()) == (403, {"reason": "BadCertificateEnvironment"})
    admitted = asyncio.run(post_with_certificate(production, BUNDLE, host="api.push.apple.com"))
    assert admitted.status_code != 403, admitted.text

    from cryptography import x509
    from cryptography.hazmat.primitives import hashes
    from cryptography.hazmat.primitives.asymmetric import ec
    from cryptography.hazmat.primitives import serialization
    key = ec.generate_private_key(ec.SECP256R1())
    name = x509.Name([x509.NameAttribute(x509.oid.NameOID.USER_ID, BUNDLE), x509.NameAttribute(x509.oid.NameOID.COMMON_NAME, "self-signed")])
    now = datetime.now(timezone.utc)
    cert = (x509.CertificateBuilder().subject_name(name).issuer_name(name).public_key(key.public_key())
            .serial_number(x509.random_serial_number()).not_valid_before(now - timedelta(hours=1)).not_valid_after(now + timedelta(days=1))
            .sign(key, hashes.SHA256()))
    foreign = tmp_path / "foreign.pem"
    foreign.write_bytes(cert.public_bytes(serialization.Encoding.PEM) + key.private_bytes(
        serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8, serialization.NoEncryption()))
    forged = asyncio.run(post_with_certificate(str(foreign), BUNDLE))
    assert (forged.status_code, forged.json()) == (403, {"reason": "BadCertificate"})
