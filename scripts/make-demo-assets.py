#!/usr/bin/env python3
"""Writes the generated files of the built-in demo workspace: the images, the sounds and the binary Info.plist.

Run from the repository root:  python3 scripts/make-demo-assets.py
The output is committed; run it again only to change these files. Needs nothing beyond Python 3's standard library.
"""
import math
import os
import plistlib
import struct
import wave
import zlib

DEMO = os.path.join("Sources", "NotiApp", "Resources", "DemoWorkspace")


def write_png(path, width, height, pixel):
    """An 8-bit RGB PNG; pixel(x, y) returns (r, g, b)."""
    rows = b"".join(b"\x00" + bytes(c for x in range(width) for c in pixel(x, y)) for y in range(height))

    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    with open(path, "wb") as f:
        f.write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(rows, 9)) + chunk(b"IEND", b""))


def mix(a, b, t):
    return tuple(int(a[i] + (b[i] - a[i]) * max(0.0, min(1.0, t))) for i in range(3))


def in_capsule(px, py, ax, ay, bx, by, r):
    """Whether (px, py) lies within r of the segment a-b."""
    dx, dy = bx - ax, by - ay
    t = max(0.0, min(1.0, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)))
    return math.hypot(px - (ax + t * dx), py - (ay + t * dy)) <= r


def hello_pixel(x, y):
    """A sunset over the sea with a big waving hand in front of the sun."""
    horizon = 92
    if y < horizon:
        colour = mix((40, 30, 110), (250, 140, 60), y / horizon)
        if math.hypot(x - 128, y - horizon) < 46:
            colour = mix((255, 220, 120), (255, 170, 70), (y - 46) / 46)
    else:
        colour = mix((240, 120, 70), (30, 40, 100), (y - horizon) / (128 - horizon))
        if (y - horizon) % 7 == 0 and abs(x - 128) < 50 - (y - horizon):
            colour = (255, 200, 110)
    palm = ((x - 128) / 20) ** 2 + ((y - 82) / 22) ** 2 <= 1
    fingers = any(in_capsule(x, y, 128 + dx, 70, 128 + dx * 1.6, 24 + abs(dx) * 0.7, 5.5) for dx in (-13, -4.5, 4.5, 13))
    thumb = in_capsule(x, y, 114, 86, 92, 62, 6)
    wrist = 100 <= y and abs(x - 128) <= 12
    if palm or fingers or thumb or wrist:
        return (45, 22, 55)
    for radius in (64, 72):
        distance = math.hypot(x - 128, y - 60)
        angle = math.degrees(math.atan2(y - 60, x - 128))
        if abs(distance - radius) < 1.5 and (-150 < angle < -115 or -65 < angle < -30):
            return (255, 245, 220)
    return colour


def photo_pixel(x, y):
    """Snowy mountains under a blue sky: the picture Boltz Messenger's and the Summer Trip album's pushes fetch."""
    colour = mix((70, 130, 220), (180, 220, 250), y / 90)
    if math.hypot(x - 150, y - 28) < 12:
        colour = (255, 250, 220)
    for peak_x, peak_y, half in ((60, 30, 60), (130, 45, 55)):
        height = y - peak_y
        if height >= 0 and abs(x - peak_x) <= half * height / (96 - peak_y):
            colour = (245, 245, 250) if height < 14 else (100, 95, 110)
    if y > 96:
        colour = mix((90, 170, 70), (40, 110, 40), (y - 96) / 32)
    return colour


def family_pixel(x, y):
    """A red-roofed house on a green hill under an evening sky: the Family album's picture."""
    colour = mix((250, 190, 120), (120, 150, 220), 1 - y / 80)
    hill = 88 + 10 * math.cos((x - 96) / 40)
    if y > hill:
        colour = mix((110, 180, 80), (50, 120, 50), (y - hill) / 40)
    if 60 <= x <= 132 and 64 <= y <= 104:
        colour = (240, 230, 210)
        if 88 <= x <= 104 and y >= 82:
            colour = (120, 80, 50)
        if (68 <= x <= 80 or 112 <= x <= 124) and 72 <= y <= 84:
            colour = (255, 220, 120)
    if 34 <= y < 64 and abs(x - 96) <= (y - 30) * 1.4:
        colour = (190, 60, 50)
    return colour


def write_alarm(path, seconds=28, rate=8000):
    """Four short beeps, a pause, again: an alarm clock, 8 kHz mono 8-bit, under iOS's 30 s sound limit."""
    frames = bytearray()
    for n in range(seconds * rate):
        t = n / rate
        in_cycle = t % 1.5
        beep = in_cycle < 1.0 and (in_cycle % 0.25) < 0.15
        value = 0.6 * math.sin(2 * math.pi * 880 * t) if beep else 0.0
        frames.append(int(128 + 127 * value))
    with wave.open(path, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(1)
        w.setframerate(rate)
        w.writeframes(bytes(frames))


def write_warning_aiff(path, seconds=1.2, rate=8000):
    """A two-tone siren as an 8 kHz mono 8-bit AIFF (signed samples, 80-bit sample rate)."""
    count = int(seconds * rate)
    samples = bytes(
        int(100 * math.sin(2 * math.pi * (1000 if (n // 1200) % 2 == 0 else 700) * n / rate)) & 0xFF for n in range(count)
    )
    rate_80bit = bytes([0x40, 0x0B, 0xFA, 0, 0, 0, 0, 0, 0, 0])  # 8000.0 as an IEEE 754 extended float
    comm = struct.pack(">hIh", 1, count, 8) + rate_80bit
    ssnd = struct.pack(">II", 0, 0) + samples
    body = b"AIFF" + b"COMM" + struct.pack(">I", len(comm)) + comm + b"SSND" + struct.pack(">I", len(ssnd)) + ssnd
    with open(path, "wb") as f:
        f.write(b"FORM" + struct.pack(">I", len(body)) + body)


def write_binary_info_plist(path):
    """The Photos content extension's Info.plist, in the binary format Xcode ships."""
    info = {
        "CFBundleDevelopmentRegion": "en",
        "CFBundleDisplayName": "PhotosContentExtension",
        "CFBundleExecutable": "PhotosContentExtension",
        "CFBundleIdentifier": "com.example.photos.PhotosContentExtension",
        "CFBundleInfoDictionaryVersion": "6.0",
        "CFBundleName": "PhotosContentExtension",
        "CFBundlePackageType": "XPC!",
        "CFBundleShortVersionString": "1.0",
        "CFBundleVersion": "1",
        "NSExtension": {
            "NSExtensionAttributes": {
                "UNNotificationExtensionCategory": ["new-photo"],
                "UNNotificationExtensionDefaultContentHidden": False,
                "UNNotificationExtensionInitialContentSizeRatio": 0.75,
                "UNNotificationExtensionUserInteractionEnabled": True,
            },
            "NSExtensionPointIdentifier": "com.apple.usernotifications.content-extension",
            "NSExtensionPrincipalClass": "PhotosContentExtension.NotificationViewController",
        },
    }
    with open(path, "wb") as f:
        plistlib.dump(info, f, fmt=plistlib.FMT_BINARY, sort_keys=True)


def main():
    for folder in ("attachments", "sounds", os.path.join("extensions", "PhotosContentExtension")):
        os.makedirs(os.path.join(DEMO, folder), exist_ok=True)
    write_png(os.path.join(DEMO, "attachments", "hello.png"), 256, 128, hello_pixel)
    write_png(os.path.join(DEMO, "attachments", "mountains.png"), 192, 128, photo_pixel)
    write_png(os.path.join(DEMO, "attachments", "family.png"), 192, 128, family_pixel)
    write_alarm(os.path.join(DEMO, "sounds", "alarm.wav"))
    write_warning_aiff(os.path.join(DEMO, "sounds", "warning-sound.aiff"))
    write_binary_info_plist(os.path.join(DEMO, "extensions", "PhotosContentExtension", "Info.plist"))


if __name__ == "__main__":
    main()
