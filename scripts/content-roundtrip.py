#!/usr/bin/env python3
"""Measures the notes' project's own content extension, built from its Swift sources: didReceiveNotification → the
state update with the drawn view tree, over the extension protocol, in the child `notisim build-extensions` compiled
from Tests/Fixtures/LocalNotificationPractice (its storyboard's outlets wired in). Prints one `content round trip:`
line. The terminal frame that follows the answer is the in-process figure of the table (tens of µs).

Usage: content-roundtrip.py [NOTISIM]   (default .build/debug/notisim)
"""
import sys
from pathlib import Path

from extension_child import ExtensionChild, build_extensions, imported_project

ROOT = Path(__file__).resolve().parent.parent
notisim = sys.argv[1] if len(sys.argv) > 1 else str(ROOT / ".build/debug/notisim")
workspace, environment = imported_project(notisim, ROOT / "Tests/Fixtures/LocalNotificationPractice", "notisim-content-roundtrip-")
build_extensions(notisim, workspace, environment)
program = next((workspace.parent / "cache/notisim/extensions").glob("*/extension"))

child = ExtensionChild(program, environment, "content round trip")
call = child.call


call("hello", {"protocol": 1, "kind": "content", "extension": "LocalNotificationContentExtension",
               "bundleID": "com.example.LocalNotificationPractice.LocalNotificationContentExtension",
               "appBundleID": "com.example.LocalNotificationPractice"})
attachment = {"identifier": "image", "file": str(ROOT / "Tests/Fixtures/LocalNotificationPractice/LocalNotificationPractice/hello.png")}


def greeting(index):
    return {"identifier": "hello-%d" % index, "bundleID": "com.example.LocalNotificationPractice", "date": "2026-11-24T08:00:00Z",
            "content": {"title": "Hello %d" % index, "subtitle": "", "body": "Good Evening!", "categoryIdentifier": "myNotificationCategory",
                        "threadIdentifier": "", "attachments": [attachment], "userInfo": {}}}


median, p99 = child.time_did_receive(greeting, lambda index: "Hello %d" % index)
child.close()
print("content round trip: didReceiveNotification → the drawn view tree, median %.0f µs, p99 %.2f ms"
      % (median * 1e6, p99 * 1e3))
