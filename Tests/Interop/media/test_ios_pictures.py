"""`notisim render --style ios` read back: the notes' "Hello / Good Evening!" notification, with and without its
content extension, on iOS 13 and 15, as a PNG at 3×. The SVG names each region's rectangle in points
(data-role, data-rect); tesseract must read the texts inside their regions, the attachment region must show the
image's colours, and the card must be the device's banner width in points × the scale."""
import os
import re
import shutil
import struct
import subprocess
import zlib
from collections import Counter
from pathlib import Path

import pytest

NOTISIM = os.environ.get("NOTISIM", "")
ROOT = Path(__file__).resolve().parents[3]
IMAGE = ROOT / "Tests/Fixtures/LocalNotificationPractice/LocalNotificationPractice/hello.png"
HELLO = ('{"Simulator Target Bundle": "com.example.LocalNotificationPractice", '
         '"aps": {"alert": {"title": "Hello", "body": "Good Evening!"}, "category": "CATEGORY_CUSTOM_UI"}}')
SCALE = 3
SCREEN_POINTS, BANNER_POINTS = 393, 377  # iphone-15, the default device: the screen and the card (8 pt margins)


def render(tmp_path, *arguments):
    payload = tmp_path / "hello.apns"
    payload.write_text(HELLO)
    env = dict(os.environ, XDG_STATE_HOME=str(tmp_path / "state"), LANG="C.UTF-8")
    run = subprocess.run([NOTISIM, "render", str(payload), "--attach", str(IMAGE), *arguments], capture_output=True,
                         timeout=300, env=env)
    assert run.returncode == 0, run.stderr
    return run.stdout


def decode_png(data):
    """(width, height, rows of (r, g, b) pixels) of an 8-bit RGB or RGBA, non-interlaced PNG."""
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    position, idat = 8, b""
    while position < len(data):
        length, kind = struct.unpack(">I4s", data[position:position + 8])
        chunk = data[position + 8:position + 8 + length]
        if kind == b"IHDR":
            width, height, depth, colour, _, _, interlace = struct.unpack(">IIBBBBB", chunk)
            assert depth == 8 and colour in (2, 6) and interlace == 0, (depth, colour, interlace)
        elif kind == b"IDAT":
            idat += chunk
        position += 12 + length
    channels = 4 if colour == 6 else 3
    raw, stride = zlib.decompress(idat), width * channels
    rows, previous = [], bytearray(stride)
    for y in range(height):
        filter_type = raw[y * (stride + 1)]
        line = bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for i in range(stride):
            left = line[i - channels] if i >= channels else 0
            up, corner = previous[i], previous[i - channels] if i >= channels else 0
            if filter_type == 1:
                line[i] = (line[i] + left) & 0xFF
            elif filter_type == 2:
                line[i] = (line[i] + up) & 0xFF
            elif filter_type == 3:
                line[i] = (line[i] + (left + up) // 2) & 0xFF
            elif filter_type == 4:
                p = left + up - corner
                pa, pb, pc = abs(p - left), abs(p - up), abs(p - corner)
                line[i] = (line[i] + (left if pa <= pb and pa <= pc else up if pb <= pc else corner)) & 0xFF
        rows.append([tuple(line[x * channels:x * channels + 3]) for x in range(width)])
        previous = line
    return width, height, rows


def regions(svg):
    """[(role, identifier, (x, y, width, height) in points)] of the SVG's region groups."""
    found = []
    for match in re.finditer(r'<g data-role="([a-zA-Z]+)" data-rect="([^"]+)"(?: data-identifier="([^"]*)")?', svg):
        found.append((match.group(1), match.group(3), tuple(float(v) for v in match.group(2).split())))
    return found


def words(picture):
    """[(text, centre x, centre y) in pixels] tesseract reads."""
    read = subprocess.run(["tesseract", str(picture), "-", "--psm", "11", "tsv"], capture_output=True, text=True, timeout=120)
    assert read.returncode == 0, read.stderr
    found = []
    for line in read.stdout.splitlines()[1:]:
        cells = line.split("\t")
        if len(cells) == 12 and cells[11].strip():
            left, top, width, height = map(int, cells[6:10])
            found.append((cells[11].strip(), left + width / 2, top + height / 2))
    return found


def inside(point, rect):
    x, y, width, height = (v * SCALE for v in rect)
    return x <= point[0] <= x + width and y <= point[1] <= y + height


CASES = [(os_version, extension) for os_version in ("13", "15") for extension in (True, False)]


@pytest.mark.parametrize("os_version,extension", CASES)
def test_the_ios_picture_shows_the_notification_in_its_regions_at_the_device_width(tmp_path, os_version, extension):
    if not shutil.which("tesseract"):
        pytest.skip("tesseract is not installed (scripts/setup.sh installs tesseract-ocr)")
    arguments = ["--os", os_version, "--style", "ios"] + ([] if extension else ["--default-ui"])
    svg = render(tmp_path, *arguments, "--format", "svg").decode()
    picture = tmp_path / "hello.png"
    render(tmp_path, *arguments, "--format", "png", "--scale", str(SCALE), "--output", str(picture))
    width, height, pixels = decode_png(picture.read_bytes())
    laid = regions(svg)
    roles = [role for role, _, _ in laid]

    # The picture is the screen's width; the card is the banner width, both in points × the scale.
    assert width == SCREEN_POINTS * SCALE
    card = next(rect for role, _, rect in laid if role == "notification")
    row = pixels[int((card[1] + card[3] / 2) * SCALE)]
    wallpaper = row[0]
    covered = [x for x, pixel in enumerate(row) if pixel != wallpaper]
    assert covered[-1] - covered[0] + 1 == BANNER_POINTS * SCALE

    # The regions are the layout engine's, in the profile's order.
    if extension:
        assert "custom" in roles and "attachment" not in roles and "title" not in roles
        text_regions = {"Hello": "custom", "Good": "custom", "Evening!": "custom"}
    else:
        assert "custom" not in roles
        order = [role for role in roles if role in ("attachment", "title", "body")]
        assert order == (["attachment", "title", "body"] if os_version == "13" else ["title", "body", "attachment"])
        text_regions = {"Hello": "title", "Good": "body", "Evening!": "body"}
    assert ("header" in roles) == (os_version == "13" or not extension)

    read = words(picture)
    for word, role in text_regions.items():
        rects = [rect for r, _, rect in laid if r == role]
        assert any(text == word and inside((x, y), rect) for text, x, y in read for rect in rects), (word, role, read)
    for word, identifier in (("Like", "ACTION_LIKE"), ("Dislike", "ACTION_DISLIKE")):
        rect = next(rect for role, ident, rect in laid if role == "action" and ident == identifier)
        assert any(text == word and inside((x, y), rect) for text, x, y in read), (word, read)


@pytest.mark.parametrize("os_version", ["13", "15"])
def test_the_attachment_region_shows_the_images_colours(tmp_path, os_version):
    arguments = ["--os", os_version, "--style", "ios", "--default-ui"]
    svg = render(tmp_path, *arguments, "--format", "svg").decode()
    picture = tmp_path / "hello.png"
    render(tmp_path, *arguments, "--format", "png", "--scale", str(SCALE), "--output", str(picture))
    _, _, pixels = decode_png(picture.read_bytes())
    x, y, width, height = (round(v * SCALE) for v in next(rect for role, _, rect in regions(svg) if role == "attachment"))
    shown = [pixel for line in pixels[y:y + height] for pixel in line[x:x + width]]
    _, _, source = decode_png(IMAGE.read_bytes())

    def buckets(sample):
        return Counter(tuple(channel // 32 for channel in pixel) for pixel in sample)

    expected, seen = buckets(p for line in source for p in line), buckets(shown)
    for colour, _ in expected.most_common(3):
        assert seen[colour] / len(shown) > 0.05, (colour, seen.most_common(5), expected.most_common(5))
    # Nothing else (the card, the wallpaper) is in the region: its dominant colours are the image's.
    assert {colour for colour, _ in seen.most_common(3)} <= {colour for colour, _ in expected.most_common(8)}


def test_style_ios_of_another_view_is_a_one_line_error(tmp_path):
    payload = tmp_path / "hello.apns"
    payload.write_text(HELLO)
    env = dict(os.environ, XDG_STATE_HOME=str(tmp_path / "state"), LANG="C.UTF-8")
    run = subprocess.run([NOTISIM, "render", str(payload), "--view", "banner", "--style", "ios", "--format", "svg"],
                         capture_output=True, text=True, timeout=120, env=env)
    assert run.returncode != 0 and not run.stdout
    assert "--style ios: draws the expanded view, Live Activities, the island and widgets, not --view banner" in run.stderr


def test_the_live_activity_picture_is_the_apps_own_view_in_its_card(tmp_path):
    """The Locker fixture's widget extension draws its Live Activity; the PNG's card is the banner width, filled with
    the activity's background tint (cyan), and tesseract reads the app's own text inside it."""
    locker = ROOT / "Tests/WidgetFixtures/LockerProject"
    start = ROOT / "Tests/NotiAppTests/Fixtures/LockerWidgets/pushes/start.apns"
    env = dict(os.environ, XDG_STATE_HOME=str(tmp_path / "state"), LANG="C.UTF-8")
    arguments = [NOTISIM, "render", "--workspace", str(locker), "--view", "live-activity", "--activity", str(start), "--style", "ios"]
    svg = subprocess.run(arguments + ["--format", "svg"], capture_output=True, text=True, timeout=300, env=env)
    assert svg.returncode == 0, svg.stderr
    card = [float(v) for v in re.search(r'data-role="liveActivity" data-rect="([^"]+)"', svg.stdout).group(1).split()]
    assert card[:3] == [8, 8, BANNER_POINTS]
    picture = tmp_path / "live-activity.png"
    run = subprocess.run(arguments + ["--format", "png", "--scale", str(SCALE), "--output", str(picture)], capture_output=True, timeout=300, env=env)
    assert run.returncode == 0, run.stderr
    width, height, rows = decode_png(picture.read_bytes())
    assert width == SCREEN_POINTS * SCALE
    x, y, w, h = (int(v * SCALE) for v in card)
    inner = [rows[row][column] for row in range(y + h // 4, y + h * 3 // 4, 4) for column in range(x + w // 4, x + w * 3 // 4, 4)]
    (r, g, b), _ = Counter(tuple(pixel[:3]) for pixel in inner).most_common(1)[0]
    assert b > 200 and g > 150 and r < 150, (r, g, b)  # cyan, the activity's tint
    if shutil.which("tesseract"):
        read = [word for word, cx, cy in words(picture) if inside((cx, cy), card)]
        assert "Station" in read and "Square" in read, read
