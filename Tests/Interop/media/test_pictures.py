"""`notisim render --format png --style terminal` read back: the picture's size is the cells at the scale, and tesseract reads the
notes' "Hello / Good Evening!" notification and its actions in it."""
import os
import shutil
import struct
import subprocess

import pytest

NOTISIM = os.environ.get("NOTISIM", "")
HELLO = ('{"Simulator Target Bundle": "com.example.LocalNotificationPractice", '
         '"aps": {"alert": {"title": "Hello", "body": "Good Evening!"}, "category": "CATEGORY_CUSTOM_UI"}}')


def render(tmp_path, *arguments):
    payload = tmp_path / "hello.apns"
    payload.write_text(HELLO)
    env = dict(os.environ, XDG_STATE_HOME=str(tmp_path / "state"), LANG="C.UTF-8")
    run = subprocess.run([NOTISIM, "render", str(payload), *arguments], capture_output=True, timeout=120, env=env)
    assert run.returncode == 0, run.stderr
    return run.stdout


def png_size(data):
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    return struct.unpack(">II", data[16:24])


@pytest.mark.parametrize("scale", [1, 2, 3])
def test_a_png_is_the_cells_at_the_scale(tmp_path, scale):
    text = render(tmp_path, "--view", "expanded", "--os", "13", "--format", "text").decode()
    rows = text.rstrip("\n").split("\n")
    columns = max(len(row) for row in rows)
    png = render(tmp_path, "--view", "expanded", "--os", "13", "--format", "png", "--style", "terminal", "--scale", str(scale))
    width, height = png_size(png)
    assert width == columns * 10 * scale
    assert height == len(rows) * 20 * scale


@pytest.mark.parametrize("os_version", ["13", "15"])
def test_tesseract_reads_the_notification_and_its_actions_in_the_png(tmp_path, os_version):
    if not shutil.which("tesseract"):
        pytest.skip("tesseract is not installed (scripts/setup.sh installs tesseract-ocr)")
    picture = tmp_path / "hello.png"
    render(tmp_path, "--view", "expanded", "--os", os_version, "--format", "png", "--style", "terminal", "--scale", "3", "--theme", "light",
           "--output", str(picture))
    read = subprocess.run(["tesseract", str(picture), "-", "--psm", "6"], capture_output=True, text=True, timeout=120)
    assert read.returncode == 0, read.stderr
    for words in ["Hello", "Good Evening!", "Like", "Dislike"]:
        assert words in read.stdout, read.stdout
