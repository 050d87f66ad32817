#!/usr/bin/env python3
"""Measures a service extension built from Swift source: didReceiveRequest → the content handler's answer, over the
extension protocol, in a child that `notisim build-extensions` compiled from Tests/Fixtures/ExtensionSources/
ResumingDownloadService.swift. Two cases: the handler called at once (no image_url) and an image downloaded from a
local HTTP server into an attachment (URLSession.shared.downloadTask). Prints one `service round trip:` line.

Usage: service-roundtrip.py [NOTISIM]   (default .build/debug/notisim)
"""
import functools, http.server, statistics, subprocess, sys, threading, time
from pathlib import Path

from extension_child import ExtensionChild, service_workspace

ROOT = Path(__file__).resolve().parent.parent
notisim = sys.argv[1] if len(sys.argv) > 1 else str(ROOT / ".build/debug/notisim")
scratch, environment = service_workspace(ROOT / "Tests/Fixtures/ExtensionSources/ResumingDownloadService.swift", "com.fenrir-inc.BoltzMessenger", "Boltz", "notisim-service-roundtrip-")
subprocess.run([notisim, "build-extensions", "--workspace", str(scratch)], env=environment, check=True, stdout=subprocess.DEVNULL)
program = next((scratch / "cache/notisim/extensions").glob("NotificationService-*/extension"))

handler = functools.partial(http.server.SimpleHTTPRequestHandler, directory=str(ROOT / "Tests/NotiUIKitHostTests/Fixtures"))
http.server.SimpleHTTPRequestHandler.log_message = lambda *arguments: None
server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
threading.Thread(target=server.serve_forever, daemon=True).start()

child = ExtensionChild(program, environment, "service round trip")
call = child.call


def measure(user_info, count):
    request = {"identifier": "photo", "content": {"title": "新しい写真", "body": "新しい写真がシェアされました", "userInfo": user_info}}
    times = []
    for _ in range(count + 1):
        start = time.perf_counter()
        result = call("didReceiveRequest", {"request": request})
        times.append(time.perf_counter() - start)
    if "image_url" in user_info and not result["content"].get("attachments"):
        sys.exit("service round trip: the downloaded image did not arrive as an attachment")
    times = sorted(times[1:])
    return statistics.median(times), times[int(len(times) * 0.99)]


call("hello", {"protocol": 1})
at_once = measure({}, 2000)
download = measure({"image_url": "http://127.0.0.1:%d/hello.png" % server.server_address[1]}, 500)
child.close()
print("service round trip: handler at once median %.0f µs, p99 %.2f ms; image downloaded over HTTP into an attachment median %.2f ms, p99 %.2f ms"
      % (at_once[0] * 1e6, at_once[1] * 1e3, download[0] * 1e3, download[1] * 1e3))
