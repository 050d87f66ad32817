"""`notisim run --record` against the real asciinema: what `asciinema cat` plays back, fed through a terminal emulator
(pyte), is the screen the script's last `snapshot` printed."""
import json
import os
import pty
import select
import shutil
import subprocess
import time

import pyte
import pytest

NOTISIM = os.environ.get("NOTISIM", "")
SCRIPT = """size 90x30
os 13
schedule hello in 5s app=com.example.LocalNotificationPractice title="Hello" body="Good Evening!" category=CATEGORY_CUSTOM_UI
advance 5s
expect "Good Evening!"
key Down
advance 2h
type ":"
key Esc
snapshot final
"""


class ScrollingScreen(pyte.Screen):
    """pyte's screen with the scroll-up and scroll-down sequences (CSI n S, CSI n T) that xterm, tmux and ncurses'
    xterm-256color entry have: ncurses scrolls a region with them when lines move up, which pyte alone ignores."""

    def scroll_up(self, count=1):
        self._scroll(count, at_bottom=True, step=self.index)

    def scroll_down(self, count=1):
        self._scroll(count, at_bottom=False, step=self.reverse_index)

    def _scroll(self, count, at_bottom, step):
        """Scrolls the region `count` lines by stepping from its bottom (up) or top (down) edge; the cursor stays."""
        saved = (self.cursor.x, self.cursor.y)
        top, bottom = self.margins or pyte.screens.Margins(0, self.lines - 1)
        self.cursor.y = bottom if at_bottom else top
        for _ in range(count or 1):
            step()
        self.cursor.x, self.cursor.y = saved


class ScrollingStream(pyte.ByteStream):
    csi = dict(pyte.ByteStream.csi, S="scroll_up", T="scroll_down")


def play_back(cast, deadline_seconds=60):
    """What `asciinema cat` writes, read through a pseudo-terminal (it opens /dev/tty for its keys)."""
    pid, fd = pty.fork()
    if pid == 0:
        os.execvp("asciinema", ["asciinema", "cat", str(cast)])
    played = b""
    deadline = time.monotonic() + deadline_seconds
    while time.monotonic() < deadline:
        ready, _, _ = select.select([fd], [], [], max(0.0, deadline - time.monotonic()))
        if not ready:
            continue
        try:
            chunk = os.read(fd, 65536)
        except OSError:
            break
        if not chunk:
            break
        played += chunk
    os.close(fd)
    _, status = os.waitpid(pid, 0)
    assert os.waitstatus_to_exitcode(status) == 0, played[-500:]
    return played


def snapshot_named(output, name):
    marker = f"--- snapshot {name} ---\n"
    return output.split(marker, 1)[1].rstrip("\n").split("\n")


@pytest.fixture
def recorded_run(tmp_path):
    if not shutil.which("asciinema"):
        pytest.skip("asciinema is not installed (scripts/setup.sh installs it)")
    script = tmp_path / "demo.script"
    script.write_text(SCRIPT)
    cast = tmp_path / "demo.cast"
    env = dict(os.environ, XDG_STATE_HOME=str(tmp_path / "state"), LANG="C.UTF-8")
    run = subprocess.run([NOTISIM, "run", str(script), "--no-launch-requests", "--record", str(cast)],
                         capture_output=True, text=True, timeout=120, env=env)
    assert run.returncode == 0, run.stderr
    return cast, run.stdout


def test_asciinema_cat_of_a_recorded_run_shows_the_final_snapshot(recorded_run):
    cast, output = recorded_run
    screen = ScrollingScreen(90, 30)
    stream = ScrollingStream(screen)
    stream.feed(play_back(cast))
    shown = [line.rstrip() for line in screen.display]
    assert shown == snapshot_named(output, "final")


def test_recording_header_and_times_follow_the_script_clock_at_a_watchable_pace(recorded_run):
    cast, _ = recorded_run
    lines = cast.read_text().splitlines()
    header = json.loads(lines[0])
    assert header["version"] == 2
    # The script's leading size is the first frame's: the header says it.
    assert (header["width"], header["height"]) == (90, 30)
    assert header["env"]["TERM"] == "xterm-256color"
    assert isinstance(header["timestamp"], int) and header["title"].startswith("notisim run")
    events = [json.loads(line) for line in lines[1:]]
    times = [event[0] for event in events]
    assert times == sorted(times)
    assert {event[1] for event in events} <= {"o", "r"}
    # Two advances (5 s and 2 h) and a handful of keys: each advance adds at most a second.
    assert 1.0 < times[-1] <= 2 * 1.0 + 10 * 0.25
    assert all(event[2] == "90x30" for event in events if event[1] == "r")


def test_the_interactive_centre_records_what_it_shows_and_the_resize(tmp_path):
    if not shutil.which("asciinema") or not shutil.which("tmux"):
        pytest.skip("asciinema and tmux are needed (scripts/setup.sh installs them)")
    cast = tmp_path / "live.cast"
    socket = f"notisim-record-{os.getpid()}"
    tmux = ["tmux", "-L", socket]
    # curses takes LINES and COLUMNS (which pytest sets) over the terminal's own size.
    command = f"env -u LINES -u COLUMNS LANG=C.UTF-8 TERM=xterm-256color XDG_STATE_HOME={tmp_path}/state {NOTISIM} --ephemeral --record {cast}"
    subprocess.run(tmux + ["new-session", "-d", "-x", "100", "-y", "32", command], check=True, timeout=30)
    try:
        deadline = time.monotonic() + 30
        shown = ""
        while time.monotonic() < deadline and "iPhone" not in shown:
            time.sleep(0.2)
            shown = subprocess.run(tmux + ["capture-pane", "-p"], capture_output=True, text=True, timeout=10).stdout
        assert "iPhone" in shown
        size = subprocess.run(tmux + ["display", "-p", "#{window_width} #{window_height}"], capture_output=True, text=True,
                              timeout=10).stdout.split()
        subprocess.run(tmux + ["resize-window", "-x", "90", "-y", "30"], check=True, timeout=10)
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline and '"r", "90x30"' not in cast.read_text():
            time.sleep(0.2)
        subprocess.run(tmux + ["send-keys", "q"], check=True, timeout=10)
    finally:
        time.sleep(0.5)
        subprocess.run(tmux + ["kill-server"], timeout=10)
    lines = cast.read_text().splitlines()
    header = json.loads(lines[0])
    events = [json.loads(line) for line in lines[1:]]
    assert ["r", "90x30"] in [event[1:] for event in events]
    ours = next(i for i, event in enumerate(events) if event[1:] == ["r", "90x30"])
    # The size recorded last before our resize (tmux may size a new pane after the program started) is tmux's.
    earlier = [event[2] for event in events[:ours] if event[1] == "r"]
    assert (earlier[-1] if earlier else f"{header['width']}x{header['height']}") == "x".join(size)
    before_resize = tmp_path / "before.cast"
    first_resize = ours
    before_resize.write_text("\n".join(lines[: first_resize + 1]) + "\n")
    screen = ScrollingScreen(int(size[0]), int(size[1]))
    ScrollingStream(screen).feed(play_back(before_resize))
    # The device frame's title line does not change while the clock runs.
    assert screen.display[1].rstrip() == shown.split("\n")[1].rstrip()
