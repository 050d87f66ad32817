#!/usr/bin/env python3
"""Measures a SwiftUI content extension (Tests/Fixtures/AppleFrameworks/PostcardsProject: a card hosted in a
UIHostingController): its first build by `notisim build-extensions` on a fresh cache, the next start from the cache
(build-extensions finding it cached, then the child started and answering hello), and didReceiveNotification → the
state update with the drawn view tree, each notification with its own title. Prints one `swiftui extension:` line.

Usage: swiftui-extension.py [NOTISIM]   (default .build/debug/notisim)
"""
import sys
from pathlib import Path

from extension_child import ExtensionChild, build_extensions, imported_project, seconds

ROOT = Path(__file__).resolve().parent.parent
notisim = sys.argv[1] if len(sys.argv) > 1 else str(ROOT / ".build/debug/notisim")
workspace, environment = imported_project(notisim, ROOT / "Tests/Fixtures/AppleFrameworks/PostcardsProject", "notisim-swiftui-extension-")


def build():
    build_extensions(notisim, workspace, environment)


first = seconds(build)
program = next((workspace.parent / "cache/notisim/extensions").glob("*/extension"))
children = []
hello = {"protocol": 1, "kind": "content", "extension": "PostcardContent", "bundleID": "com.example.postcards.PostcardContent",
         "appBundleID": "com.example.postcards"}
cached = seconds(lambda: (build(), children.append(ExtensionChild(program, environment, "swiftui extension")), children[0].call("hello", hello)))
child = children[0]

attachment = {"identifier": "picture", "file": str(ROOT / "Tests/NotiUIKitHostTests/Fixtures/hello.png")}


def postcard(index):
    return {"identifier": "postcard-%d" % index, "bundleID": "com.example.postcards", "date": "2026-11-27T08:00:00Z",
            "content": {"title": "Greetings %d" % index, "subtitle": "", "body": "Sunny all week.", "categoryIdentifier": "postcard",
                        "threadIdentifier": "", "attachments": [attachment], "userInfo": {}}}


median, p99 = child.time_did_receive(postcard, lambda index: "Greetings %d" % index)
child.close()
print("swiftui extension: first build %.1f s, cached start %.2f s; didReceiveNotification → the drawn view tree median %.0f µs, p99 %.2f ms"
      % (first, cached, median * 1e6, p99 * 1e3))
