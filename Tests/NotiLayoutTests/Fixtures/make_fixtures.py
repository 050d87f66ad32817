#!/usr/bin/env python3
"""Writes the small image fixtures of the layout tests (run from this folder).

hello.png   32x16 RGBA: a sky-to-sunset gradient with a sun disc (stands in for the source notes' hello.png)
tiny.gif    8x4, 4-colour palette, stripes (first frame only)
tiny.jpg    16x8 RGB gradient (written through libjpeg by make_jpeg.c, compiled on the fly)
progressive.jpg   the same gradient, progressive (libjpeg's standard 10 scans)
many-scans.jpg    a 16x8 grey gradient in 704 progressive scans (over the decoder's scan limit)
corrupt.png hello.png cut after its header, followed by garbage
huge.png    a valid header announcing 10000x5000 pixels (50 megapixels), refused before decoding
app-icon.png 64x64 app icon of four coloured quadrants (red, green / blue, yellow): each half-block pixel of a 2-cell icon
"""
import os, struct, subprocess, zlib

def png(path, width, height, pixel):
    rows = b"".join(b"\x00" + b"".join(bytes(pixel(x, y)) for x in range(width)) for y in range(height))
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
    header = struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)
    with open(path, "wb") as f:
        f.write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(rows)) + chunk(b"IEND", b""))

def hello(x, y):
    if (x - 22) ** 2 + (y - 9) ** 2 <= 16:
        return (255, 200, 40, 255)
    t = y / 15
    return (int(40 + 200 * t), int(60 + 60 * t), int(160 - 100 * t), 255)

def gif(path):
    width, height = 8, 4
    palette = [(255, 0, 0), (0, 255, 0), (0, 0, 255), (255, 255, 255)]
    pixels = [(x // 2) % 4 for y in range(height) for x in range(width)]
    codes = []
    for i in range(0, len(pixels), 2):
        codes += [4] + pixels[i:i + 2]
    codes.append(5)
    bits, count, data = 0, 0, bytearray()
    for code in codes:
        bits |= code << count
        count += 3
        while count >= 8:
            data.append(bits & 0xFF); bits >>= 8; count -= 8
    if count:
        data.append(bits & 0xFF)
    out = bytearray(b"GIF89a" + struct.pack("<HHBBB", width, height, 0xF1, 0, 0))
    for colour in palette:
        out += bytes(colour)
    out += b"," + struct.pack("<HHHHB", 0, 0, width, height, 0) + b"\x02"
    out += bytes([len(data)]) + data + b"\x00;"
    with open(path, "wb") as f:
        f.write(out)

png("hello.png", 32, 16, hello)
png("app-icon.png", 64, 64, lambda x, y: [(230, 40, 40, 255), (40, 200, 60, 255), (40, 80, 230, 255), (250, 210, 40, 255)][(y >= 32) * 2 + (x >= 32)])
gif("tiny.gif")
with open("hello.png", "rb") as f:
    good = f.read()
with open("corrupt.png", "wb") as f:
    f.write(good[:41] + b"garbage-instead-of-pixel-data" * 4)
png("huge.png", 1, 1, lambda x, y: (0, 0, 0, 255))
with open("huge.png", "rb") as f:
    data = bytearray(f.read())
data[16:24] = struct.pack(">II", 10000, 5000)
data[29:33] = struct.pack(">I", zlib.crc32(bytes(data[12:29])) & 0xFFFFFFFF)
with open("huge.png", "wb") as f:
    f.write(data)
subprocess.run(["cc", "-o", "/tmp/notisim_make_jpeg", "make_jpeg.c", "-ljpeg"], check=True)
subprocess.run(["/tmp/notisim_make_jpeg", "tiny.jpg"], check=True)
subprocess.run(["/tmp/notisim_make_jpeg", "progressive.jpg", "progressive"], check=True)
subprocess.run(["/tmp/notisim_make_jpeg", "many-scans.jpg", "many-scans"], check=True)
os.remove("/tmp/notisim_make_jpeg")
