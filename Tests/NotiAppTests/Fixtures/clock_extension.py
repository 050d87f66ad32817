#!/usr/bin/env python3
"""A content extension for notisim's clock tests. The first argument picks its behaviour:

clock   declares "clock": true in hello and draws the seconds of each clockAdvanced call and how many it got
slow    as clock, but answers each clockAdvanced after 0.3 s of wall time
v1      written to the first form of the protocol: declares no clock and answers any call it does not know with an
        error, as the demo's extension does
"""
import json
import sys
import time

MODE = sys.argv[1] if len(sys.argv) > 1 else "clock"


def send(message):
    sys.stdout.write(json.dumps(message, ensure_ascii=False) + "\n")
    sys.stdout.flush()


def view(text):
    return {"vstack": [{"text": text, "style": "title"}, {"spacer": True}]}


def main():
    calls = 0
    for line in sys.stdin:
        call = json.loads(line)
        call_id, method, params = call["id"], call["method"], call.get("params", {})
        if method == "hello":
            result = {"protocol": 1}
            if MODE in ("clock", "slow"):
                result["clock"] = True
        elif method == "didReceiveNotification":
            result = {"view": view("clock: loaded")}
        elif method == "clockAdvanced" and MODE in ("clock", "slow"):
            calls += 1
            if MODE == "slow":
                time.sleep(0.3)
            seconds = params["seconds"]
            result = {"view": view("clock: %g s after %d calls" % (seconds, calls))}
        else:
            send({"id": call_id, "error": "not implemented: " + method})
            continue
        send({"id": call_id, "result": result})


if __name__ == "__main__":
    main()
