#!/usr/bin/env python3
"""Measures a service extension that hands the push to a push SDK's helper (Tests/Fixtures/PushSDKs/Firebase: Firebase
Messaging's `populateNotificationContent`, as Firebase's guide writes it): its first build by `notisim build-extensions`
on a fresh cache, the next start from the cache (build-extensions finding it cached, then the child started and
answering hello), and didReceiveRequest → the content handler's answer with `fcm_options.image` downloaded from a local
HTTP server into an attachment. Prints one `sdk extension:` line.

Usage: sdk-extension.py [NOTISIM]   (default .build/debug/notisim)
"""
import functools, http.server, statistics, sys, threading, time
from pathlib import Path

from extension_child import ExtensionChild, build_extensions, seconds, service_workspace

ROOT = Path(__file__).resolve().parent.parent
notisim = sys.argv[1] if len(sys.argv) > 1 else str(ROOT / ".build/debug/notisim")
scratch, environment = service_workspace(ROOT / "Tests/Fixtures/PushSDKs/Firebase/NotificationService.swift", "com.example.shop", "Shop", "notisim-sdk-extension-")


def build():
    build_extensions(notisim, scratch, environment)


first = seconds(build)
program = next((scratch / "cache/notisim/extensions").glob("NotificationService-*/extension"))
children = []
cached = seconds(lambda: (build(), children.append(ExtensionChild(program, environment, "sdk extension")), children[0].call("hello", {"protocol": 1})))
child = children[0]

handler = functools.partial(http.server.SimpleHTTPRequestHandler, directory=str(ROOT / "Tests/NotiUIKitHostTests/Fixtures"))
http.server.SimpleHTTPRequestHandler.log_message = lambda *arguments: None
server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
threading.Thread(target=server.serve_forever, daemon=True).start()
request = {"identifier": "sale", "content": {"title": "Spring sale", "body": "Everything 20% off until Sunday", "userInfo": {
    "aps": {"mutable-content": 1}, "fcm_options": {"image": "http://127.0.0.1:%d/hello.png" % server.server_address[1]},
    "gcm.message_id": "1712345678901234"}}}
times = []
for _ in range(301):
    start = time.perf_counter()
    result = child.call("didReceiveRequest", {"request": request})
    times.append(time.perf_counter() - start)
    if not result["content"].get("attachments"):
        sys.exit("sdk extension: fcm_options.image did not arrive as an attachment")
child.close()
times = sorted(times[1:])
print("sdk extension: first build %.1f s, cached start %.2f s; push → contentHandler with fcm_options.image downloaded over HTTP median %.2f ms, p99 %.2f ms"
      % (first, cached, statistics.median(times) * 1e3, times[int(len(times) * 0.99)] * 1e3))
