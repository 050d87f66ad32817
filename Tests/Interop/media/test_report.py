"""`notisim run --report DIR` and the `screenshot` script command, read back: the page lists every step with its
screen as an inline SVG, its log lines and its verdict; headless Chromium opens it without console errors."""
import os
import shutil
import subprocess
from html.parser import HTMLParser

import pytest

NOTISIM = os.environ.get("NOTISIM", "")
SCRIPT = """size 100x32
os 15
schedule hello in 5s app=com.example.LocalNotificationPractice title="Hello" body="Good Evening!" category=CATEGORY_CUSTOM_UI
advance 5s
expect "Good Evening!"
screenshot hello.svg
screenshot hello.png
key Down
expect "Good Morning"
"""


class Steps(HTMLParser):
    def __init__(self):
        super().__init__()
        self.sections, self.svgs, self.failed = [], 0, 0
        self.in_section = False

    def handle_starttag(self, tag, attributes):
        attributes = dict(attributes)
        if tag == "section":
            self.sections.append(attributes.get("id"))
        if tag == "svg":
            self.svgs += 1
        if tag == "span" and attributes.get("class") == "fail":
            self.failed += 1


def run_with_report(tmp_path):
    (tmp_path / "demo.script").write_text(SCRIPT)
    env = dict(os.environ, XDG_STATE_HOME=str(tmp_path / "state"), LANG="C.UTF-8")
    return subprocess.run([NOTISIM, "run", "demo.script", "--no-launch-requests", "--report", "report"], cwd=tmp_path,
                          capture_output=True, text=True, timeout=120, env=env)


def test_the_report_lists_every_step_with_its_screen_log_and_verdict(tmp_path):
    run = run_with_report(tmp_path)
    assert run.returncode == 1 and "Good Morning" in run.stderr
    page = (tmp_path / "report" / "index.html").read_text()
    steps = Steps()
    steps.feed(page)
    commands = [line for line in SCRIPT.splitlines() if line]
    assert steps.sections == [f"line-{number}" for number in range(1, len(commands) + 1)]
    assert steps.svgs == len(commands)
    assert steps.failed == 2  # the last step and the page's verdict
    assert "Good Evening!" in page and "delivered" in page


def test_screenshot_writes_the_screen_as_svg_and_png(tmp_path):
    run_with_report(tmp_path)
    assert "Good Evening!" in (tmp_path / "hello.svg").read_text()
    assert (tmp_path / "hello.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_headless_chromium_opens_the_report_without_console_errors(tmp_path):
    browser = shutil.which("chromium") or shutil.which("chromium-browser")
    if not browser:
        pytest.skip("chromium is not installed (scripts/setup.sh installs it)")
    run_with_report(tmp_path)
    shot = tmp_path / "report.png"
    opened = subprocess.run([browser, "--headless", "--no-sandbox", "--disable-gpu", "--enable-logging=stderr", "--v=0",
                             f"--screenshot={shot}", "--window-size=1200,4000", f"file://{tmp_path}/report/index.html"],
                            capture_output=True, text=True, timeout=120)
    assert shot.exists() and shot.stat().st_size > 0, opened.stderr
    console_errors = [line for line in opened.stderr.splitlines() if "CONSOLE" in line and "ERROR" in line.upper()]
    assert console_errors == []
