"""A built extension program run as notisim runs it: a child process spoken to over the JSON-lines extension
protocol (docs/extension-protocol.md). Shared by the round-trip measurements in scripts/."""
import json, os, statistics, subprocess, sys, tempfile, time
from pathlib import Path


class ExtensionChild:
    """The extension `program`, started with `environment`; `name` prefixes the error that ends the measurement."""

    def __init__(self, program, environment, name):
        self.name = name
        self.process = subprocess.Popen([str(program)], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                        env=dict(environment, SWIFT_BACKTRACE="enable=no"))
        self.next_id = 0
        self.notifications = []

    def call(self, method, params):
        """Sends one call and answers its result; an error answer ends the measurement with the answer."""
        self.next_id += 1
        self.process.stdin.write((json.dumps({"id": self.next_id, "method": method, "params": params}) + "\n").encode())
        self.process.stdin.flush()
        answer = json.loads(self.process.stdout.readline())
        while "id" not in answer and "method" in answer:  # a notification (a log line), not the answer
            self.notifications.append(answer)
            answer = json.loads(self.process.stdout.readline())
        if "result" not in answer:
            sys.exit(f"{self.name}: {method} failed: {answer}")
        return answer["result"]

    def time_did_receive(self, notification, title, count=2000):
        """didReceiveNotification → the state update with the drawn view tree, timed over `count` notifications
        after one to warm up: `notification(index)` makes each and `title(index)` is its title, which the answer's
        view must show (a state update leaves out what did not change, so each title is drawn anew). Answers the
        median and p99 in seconds."""
        times = []
        for index in range(count + 1):
            start = time.perf_counter()
            result = self.call("didReceiveNotification", {"notification": notification(index), "actions": []})
            times.append(time.perf_counter() - start)
            if title(index) not in json.dumps(result.get("view"), ensure_ascii=False):
                sys.exit(f"{self.name}: the answer's view does not show the notification's title: {json.dumps(result)[:300]}")
        times = sorted(times[1:])
        return statistics.median(times), times[int(len(times) * 0.99)]

    def close(self):
        self.process.stdin.close()
        self.process.wait()


def service_workspace(source, bundle_id, display_name, prefix):
    """A scratch workspace of one app whose service extension is the Swift file `source`, and the environment that
    keeps notisim's caches in it: (folder, environment)."""
    scratch = Path(tempfile.mkdtemp(prefix=prefix))
    (scratch / "Info.plist").write_text('<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict><key>NSExtension</key><dict>'
                                        '<key>NSExtensionPointIdentifier</key><string>com.apple.usernotifications.service</string></dict></dict></plist>')
    (scratch / "workspace.json").write_text(json.dumps({"apps": [{"bundleID": bundle_id, "displayName": display_name, "extensions": [
        {"name": "NotificationService", "kind": "service", "bundleID": bundle_id + ".NotificationService", "infoPlist": "Info.plist",
         "swiftSources": [str(source)], "principalClass": "NotificationService"}]}]}))
    return scratch, dict(os.environ, XDG_CACHE_HOME=str(scratch / "cache"), TMPDIR=str(scratch))


def imported_project(notisim, project, prefix):
    """A scratch workspace `notisim import` wrote of the Xcode project folder `project`, and the environment that keeps
    notisim's caches beside it: (workspace folder, environment)."""
    scratch = Path(tempfile.mkdtemp(prefix=prefix))
    environment = dict(os.environ, XDG_CACHE_HOME=str(scratch / "cache"), TMPDIR=str(scratch))
    subprocess.run([notisim, "import", "--out", str(scratch / "workspace"), str(project)], env=environment, check=True, stdout=subprocess.DEVNULL)
    return scratch / "workspace", environment


def seconds(action):
    """How long `action()` takes, in seconds of wall time."""
    start = time.perf_counter()
    action()
    return time.perf_counter() - start


def build_extensions(notisim, workspace, environment):
    """`notisim build-extensions` on the workspace folder, its output dropped."""
    subprocess.run([notisim, "build-extensions", "--workspace", str(workspace)], env=environment, check=True, stdout=subprocess.DEVNULL)
