#!/usr/bin/env python3
"""A test extension for notisim's protocol tests. The first argument picks its behaviour:

respond   a content extension implementing responses (like → doNotDismiss with new actions,
          close → dismiss, forward → dismissAndForwardAction; keys o/d ask for the default
          action / dismissing the view)
crash, signal, hang, garbage, unknown, flood, memory, error, version
          a content extension that fails that way when it gets didReceiveNotification
service-ok, service-slow, service-slower, service-hang, service-crash, service-late, service-no-text
          a service extension
service-buttons
          a service extension that logs a line and registers a category "sdk" beside the app's (from hello) with a
          Reply button, then hands over content in that category
service-ios-version
          a service extension appending the iOS version it was started with (NOTISIM_IOS_VERSION) to the title
service-containers
          a service extension appending its app groups (NOTISIM_APP_GROUPS), its own container's and Info.plist's names
          and its keychain access groups to the title
"""
import json
import os
import signal
import sys
import threading
import time

MODE = sys.argv[1] if len(sys.argv) > 1 else "respond"


def send(message):
    sys.stdout.write(json.dumps(message, ensure_ascii=False) + "\n")
    sys.stdout.flush()


def view(text):
    return {"vstack": [{"text": text, "style": "title"}, {"spacer": True}]}


def content_call(call_id, method, params):
    if method == "didReceiveNotification":
        if MODE == "crash":
            sys.stderr.write("Traceback: boom\n")
            sys.exit(3)
        if MODE == "signal":
            os.kill(os.getpid(), signal.SIGSEGV)
        if MODE == "hang":
            time.sleep(60)
        if MODE == "garbage":
            sys.stdout.write("this is not json\n")
            sys.stdout.flush()
            return None
        if MODE == "unknown":
            send({"id": call_id + 100, "result": {}})
            return None
        if MODE == "flood":
            sys.stdout.write("x" * 2_000_000)
            sys.stdout.flush()
            time.sleep(60)
        if MODE == "memory":
            hog = b"x" * (64 * 1024 * 1024)
            time.sleep(60)
            return {"view": view(str(len(hog)))}
        if MODE == "error":
            send({"id": call_id, "error": "cannot draw"})
            return None
        body = params["notification"]["content"]["body"]
        return {"view": view("fixture: " + body), "preferredHeight": 120, "title": "Fixture View"}
    if method == "didReceiveResponse":
        action = params["response"]["actionIdentifier"]
        if action == "like":
            return {"option": "doNotDismiss", "view": view("liked"),
                    "notificationActions": [{"identifier": "close", "title": "Close"},
                                            {"identifier": "forward", "title": "Forward", "options": ["foreground"]}]}
        if action == "close":
            return {"option": 1}
        return {"option": "dismissAndForwardAction"}
    if method == "keyPressed":
        key = params["key"]
        if key == "o":
            return {"handled": True, "performNotificationDefaultAction": True}
        if key == "d":
            return {"handled": True, "dismissNotificationContentExtension": True}
        return {"handled": False}
    return {}


def service_call(call_id, method, params):
    if method == "didReceiveRequest":
        content = params["request"]["content"]
        if MODE == "service-crash":
            sys.exit(9)
        if MODE == "service-ok":
            return {"content": {"title": content["title"] + " (rewritten)"}}
        if MODE == "service-buttons":
            send({"method": "log", "params": {"subsystem": "FixtureSDK", "category": "would send", "message": "receipt"}})
            categories = [c for c in state.get("categories", []) if c["identifier"] != "sdk"]
            categories.append({"identifier": "sdk", "actions": [{"identifier": "reply", "title": "Reply"}]})
            send({"method": "setNotificationCategories", "params": {"categories": categories}})
            return {"content": {"title": content["title"], "categoryIdentifier": "sdk"}}
        if MODE == "service-ios-version":
            return {"content": {"title": content["title"] + " on iOS " + os.environ.get("NOTISIM_IOS_VERSION", "?")}}
        if MODE == "service-containers":
            groups = json.loads(os.environ.get("NOTISIM_APP_GROUPS", "{}"))
            shared = ",".join(name + ("@" if path.endswith("/app-groups/" + name) else "?") for name, path in sorted(groups.items()))
            own = os.path.basename(os.environ.get("NOTISIM_EXTENSION_CONTAINER", ""))
            plist = os.path.basename(os.environ.get("NOTISIM_EXTENSION_INFO_PLIST", ""))
            keychain = ",".join(json.loads(os.environ.get("NOTISIM_KEYCHAIN_ACCESS_GROUPS", "[]")))
            folder = os.path.basename(os.environ.get("NOTISIM_KEYCHAIN", ""))
            return {"content": {"title": " ".join([content["title"], shared, own, plist, keychain, folder])}}
        if MODE == "service-no-text":
            return {"content": {"title": "", "subtitle": "", "body": ""}}
        if MODE == "service-late":
            state["request"] = content
        if MODE == "service-slow":
            rewritten = {"content": {"title": content["title"] + " (slow)"}}
            threading.Timer(0.5, lambda: send({"id": call_id, "result": rewritten})).start()
        if MODE == "service-slower":
            rewritten = {"content": {"title": content["title"] + " (slower)"}}
            threading.Timer(2.0, lambda: send({"id": call_id, "result": rewritten})).start()
        return None
    if method == "serviceExtensionTimeWillExpire":
        if MODE == "service-late":
            return {"content": {"title": state["request"]["title"] + " [late]"}}
        if MODE == "service-hang":
            time.sleep(60)
        return {}
    return {}


state = {}


def main():
    for line in sys.stdin:
        call = json.loads(line)
        call_id, method, params = call["id"], call["method"], call.get("params", {})
        if method == "hello":
            state["categories"] = params.get("categories", [])
            version = 2 if MODE == "version" else 1
            send({"id": call_id, "result": {"protocol": version, "respondsToResponses": MODE == "respond"}})
            continue
        handler = service_call if MODE.startswith("service") else content_call
        result = handler(call_id, method, params)
        if result is not None:
            send({"id": call_id, "result": result})


if __name__ == "__main__":
    main()
