#!/usr/bin/env python3
"""Boltz Messenger's content extension, run by notisim in its own process.

It speaks notisim's extension protocol, version 1 (docs/extension-protocol.md):
one JSON object per line on standard input (calls) and standard output
(answers). Like the source notes' NotificationViewController, its one label
shows the notification's body; a new message of the same thread that arrives
while the view is open replaces it.
"""
import json
import sys

PROTOCOL = 1


def send(message):
    sys.stdout.write(json.dumps(message, ensure_ascii=False) + "\n")
    sys.stdout.flush()


class BoltzContentExtension:
    """The view controller: one label with the body of the notification received last."""

    def __init__(self):
        self.label = ""

    def did_receive_notification(self, notification):
        self.label = notification["content"].get("body", "")
        return {"view": self.view()}

    def view(self):
        label = {"text": self.label, "style": "body", "wraps": True}
        return {"padding": 1, "view": {"vstack": [label, {"spacer": True}]}}


def main():
    extension = BoltzContentExtension()
    for line in sys.stdin:
        if not line.strip():
            continue
        call = json.loads(line)
        method, params = call["method"], call.get("params", {})
        if method == "hello":
            result = {"protocol": PROTOCOL, "respondsToResponses": False}
        elif method == "didReceiveNotification":
            result = extension.did_receive_notification(params["notification"])
        else:
            send({"id": call["id"], "error": "not implemented: " + method})
            continue
        send({"id": call["id"], "result": result})


if __name__ == "__main__":
    main()
