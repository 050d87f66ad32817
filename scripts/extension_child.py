"""A built extension program run as notisim runs it: a child process spoken to over the JSON-lines extension
protocol (docs/extension-protocol.md). Shared by the round-trip measurements in scripts/."""
import json, subprocess, sys


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

    def close(self):
        self.process.stdin.close()
        self.process.wait()
