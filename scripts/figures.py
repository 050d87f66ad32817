#!/usr/bin/env python3
"""Builds the figures table of docs/performance.md from the outputs scripts/figures.sh collected in one folder.

Usage: figures.py DIR docs/performance.md
DIR holds bench-<Target>.md (package-benchmark --format markdown), apns-load.out, fuzz.out, soak.out, crash.out,
service-roundtrip.out and content-roundtrip.out. bench-<Target>.N.md are further runs of one suite: each percentile is
then the median over the runs, since one run's p99 moves by a fifth on a shared 2-core machine. Each row of the table comes from one of them; a row whose source is missing or unreadable keeps the
figure the document already had, so a partial run never erases a measurement.
"""
import os
import re
import statistics
import sys
from pathlib import Path

BEGIN, END = "<!-- figures:begin -->", "<!-- figures:end -->"
SCALE = {"": 1, "K": 1_000, "M": 1_000_000, "G": 1_000_000_000}
TO_MICROSECONDS = {"ns": 0.001, "μs": 1, "us": 1, "ms": 1_000, "s": 1_000_000}


RUNS = {}
"""{benchmark name: how many runs its figures are the median of}, filled by benchmarks()."""


def benchmarks(folder):
    """{benchmark name: {metric name: {percentile: value}}} from every bench-*.md; times in microseconds. A benchmark
    found in several files (runs of one suite) gets the median of each percentile over them."""
    runs = {}
    for path in sorted(folder.glob("bench-*.md")):
        for name, metrics in one_run(path).items():
            runs.setdefault(name, []).append(metrics)
    results = {}
    for name, each in runs.items():
        RUNS[name] = len(each)
        labels = [label for label in each[0] if all(label in metrics for metrics in each)]  # the suite's row order
        results[name] = {label: {percentile: statistics.median(metrics[label][percentile] for metrics in each)
                                 for percentile in each[0][label]} for label in labels}
    return results


def one_run(path):
    """{benchmark name: {metric name: {percentile: value}}} of one package-benchmark markdown output."""
    results = {}
    name = None
    for line in path.read_text(errors="replace").splitlines():
        if line.startswith("### "):
            name = line[4:].strip()
            # package-benchmark titles are "NAME metrics" in some versions
            name = re.sub(r"\s+metrics$", "", name)
            results.setdefault(name, {})
            continue
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if name is None or len(cells) < 9 or cells[0] in ("Metric", "") or cells[0].startswith(":-"):
            continue
        label = cells[0].rstrip(" *").strip()
        scale = 1
        match = re.match(r"^(.*?)\s*\(([KMG])\)$", label)
        if match:
            label, scale = match.group(1), SCALE[match.group(2)]
        factor = scale
        unit = re.search(r"\(([^()]*)\)$", label)
        if unit and unit.group(1) in TO_MICROSECONDS:
            factor *= TO_MICROSECONDS[unit.group(1)]
            label = label[: unit.start()].strip() + " (μs)"
        try:
            values = [float(c.replace(",", "")) * factor for c in cells[1:8]]
        except ValueError:
            continue
        results[name][label] = dict(zip(["p0", "p25", "p50", "p75", "p90", "p99", "p100"], values))
    return results


def micro(value):
    """A time in microseconds as people read it."""
    if value >= 1_000:
        return f"{value / 1_000:.2f} ms"
    if value >= 10:
        return f"{value:.0f} µs"
    return f"{value:.1f} µs"


def find(results, pattern):
    """The one benchmark whose name matches the regular expression."""
    for name, metrics in results.items():
        if re.search(pattern, name):
            return metrics
    raise KeyError(pattern)


def wall(results, pattern, percentile="p50"):
    return find(results, pattern)["Time (wall clock) (μs)"][percentile]


def custom(results, pattern, metric, percentile="p50"):
    metrics = find(results, pattern)
    for label, values in metrics.items():
        if label.startswith(metric):
            return values[percentile]
    raise KeyError(metric)


def payload_row(results, size):
    ours = wall(results, rf"^Decode\+validate {size} payload")
    bare = wall(results, rf"^JSONSerialization bare parse {size} payload")
    return f"{micro(ours)} vs {micro(bare)} ({ours / bare:.2f}×)"


def journal_row(results):
    # Each iteration writes 100 lines: per line is a hundredth of it.
    parts = []
    for label in ("1 KB push", "the load check's alert"):
        ours = wall(results, rf"^Journal, 100 lines by the journal's writer, {label}") / 100
        foundation = wall(results, rf"^Journal, 100 lines by JSONEncoder, {label}") / 100
        parts.append(f"{label}: {micro(ours)} vs {micro(foundation)} ({ours / foundation:.2f}×)")
    return "; ".join(parts)


def scheduler_row(results):
    values = [custom(results, rf"Scheduler: .*, {label} pending", "CPU ns per delivery") for label in ("10k", "100k", "1M")]
    return f"{values[0]:.0f} / {values[1]:.0f} / {values[2]:.0f} ns ({values[2] / values[0]:.2f}× from 10k to 1M)"


def key_to_frame_row(results):
    return f"p50 {micro(wall(results, r'^key to frame'))}, p99 {micro(wall(results, r'^key to frame', 'p99'))}"


def hung_extension_row(results):
    pattern = r"^hung content extension loading: key to frame"
    return f"p50 {micro(wall(results, pattern))}, p99 {micro(wall(results, pattern, 'p99'))}"


def recording_row(results):
    plain = wall(results, r"^ncurses key to frame, 10k delivered$", "p99")
    recorded = wall(results, r"^ncurses key to frame, 10k delivered, recording$", "p99")
    runs = min(RUNS.get("ncurses key to frame, 10k delivered", 1), RUNS.get("ncurses key to frame, 10k delivered, recording", 1))
    over = f", median of {runs} runs" if runs > 1 else ""
    return f"p99 {micro(plain)} / {micro(recorded)} ({100 * (recorded / plain - 1):+.1f} %{over})"


def banner_bytes_row(results):
    banner = custom(results, r"^bytes per banner", "banner bytes")
    repaint = custom(results, r"^bytes per banner", "full repaint bytes")
    return f"{banner:,.0f} vs {repaint:,.0f} bytes ({100 * banner / repaint:.1f} %)"


def centre_row(results):
    small = wall(results, r"^Centre frame, 50 rows, 100 delivered")
    large = wall(results, r"^Centre frame, 50 rows, 10000 delivered")
    return f"p50 {micro(small)} / {micro(large)}"


def ios_picture_row(results):
    pattern = r"^iOS picture"
    return f"p50 {micro(wall(results, pattern))}, p99 {micro(wall(results, pattern, 'p99'))}"


def extension_row(results):
    pattern = r"^Out-of-process round trip"
    return f"median {micro(wall(results, pattern))}, p99 {micro(wall(results, pattern, 'p99'))}"


def in_process_row(results):
    return f"{micro(wall(results, r'^In-process round trip'))} / {micro(wall(results, r'^Frame only'))}"


def layout_pass_row(results, pattern):
    metrics = find(results, pattern)
    mallocs = next(values["p50"] for label, values in metrics.items() if label.startswith("Malloc"))
    return f"p50 {micro(metrics['Time (wall clock) (μs)']['p50'])}, {mallocs:,.0f} mallocs"


def xcode_import_row(results):
    metrics = find(results, r"^import a project of 5,000 files")
    wall_p50 = micro(metrics["Time (wall clock) (μs)"]["p50"])
    cpu_p50 = micro(metrics["Time (total CPU) (μs)"]["p50"])
    return f"p50 {wall_p50} wall, {cpu_p50} CPU (every Swift file read and scanned as bytes; none calls setNotificationCategories, so none is parsed)"


def shaped_import_row(results):
    metrics = find(results, r"^import an app of 806 files")
    wall_p50 = micro(metrics["Time (wall clock) (μs)"]["p50"])
    cpu_p50 = micro(metrics["Time (total CPU) (μs)"]["p50"])
    peak = custom(results, r"^import an app of 806 files", "Memory (resident peak)")
    return f"p50 {wall_p50} wall, {cpu_p50} CPU, peak resident memory {peak / 1_000_000:.0f} MB (the benchmark process's, the project written before)"


def project_cache_row(results):
    times = find(results, r"^open a project of 5,000 files from the cache")["Time (wall clock) (μs)"]
    return f"p50 {micro(times['p50'])}, p99 {micro(times['p99'])}"


def load_row(folder):
    text = (folder / "apns-load.out").read_text()
    rows = {m.group(1): (float(m.group(2)), float(m.group(3)))
            for m in re.finditer(r"^(\S+)\s+([\d.]+) req/s\s+p50\s+[\d.]+ ms\s+p99\s+([\d.]+) ms", text, re.M)}
    received = re.findall(r"centre received (\d+) notifications", text)
    updates = re.findall(r"centre received (\d+) Live Activity updates", text)
    rounds = re.search(r"medians of (\d+) rounds", text).group(1)
    parts = []
    # As the README starts it (state kept), then --ephemeral, then liveactivity updates (state kept), then liveactivity
    # updates an app's widget extension decodes and draws.
    labels = {"": "", "eph-": "--ephemeral ", "la-": "liveactivity ", "law-": "liveactivity through the app's widget extension "}
    # The server's CPU time per push of each run; the row gives each server's median.
    cpu = {}
    for m in re.finditer(r"^(\S+)\s+[\d.]+ req/s.*server CPU\s+(\d+) us/request", text, re.M):
        cpu.setdefault(m.group(1), []).append(int(m.group(2)))
    for kind, mode in [(kind, mode) for kind in labels for mode in ("tls", "h2c")]:
        if f"notisim-{kind}{mode}" not in rows:
            continue
        ours, floor = rows[f"notisim-{kind}{mode}"], rows[f"nghttpd-{mode}"]
        cpu_part = f", server CPU {statistics.median(cpu[f'notisim-{kind}{mode}']):.0f} µs/push" if f"notisim-{kind}{mode}" in cpu else ""
        parts.append(f"{labels[kind]}{mode.upper() if mode == 'tls' else mode} {ours[0] / 1000:.1f}k vs {floor[0] / 1000:.0f}k req/s "
                     f"({ours[0] / floor[0]:.2f}), p99 {ours[1]:.1f} vs {floor[1]:.1f} ms{cpu_part}")
    applied = f"; the activity applied {' / '.join(sorted(set(updates)))} updates in each of its {len(updates)} runs" if updates else ""
    return (f"medians of {rounds} rounds: " + "; ".join(parts)
            + f"; every response 2xx, the centre received {' / '.join(sorted(set(received)))} notifications in each of its {len(received)} runs"
            + applied)


def fcm_load_row(folder):
    text = (folder / "fcm-load.out").read_text()
    rows = {m.group(1): (float(m.group(2)), float(m.group(3)))
            for m in re.finditer(r"^(\S+)\s+([\d.]+) req/s\s+p50\s+[\d.]+ ms\s+p99\s+([\d.]+) ms", text, re.M)}
    cpu = {}
    for m in re.finditer(r"^(\S+)\s+[\d.]+ req/s.*server CPU\s+(\d+) us/request", text, re.M):
        cpu.setdefault(m.group(1), []).append(int(m.group(2)))
    received = re.findall(r"centre received (\d+) notifications", text)
    rounds = re.search(r"medians of (\d+) rounds", text).group(1)
    parts = []
    for mode in ("tls", "h2c"):
        ours, floor = rows[f"fcm-{mode}"], rows[f"nghttpd-{mode}"]
        parts.append(f"{mode.upper() if mode == 'tls' else mode} {ours[0] / 1000:.1f}k vs {floor[0] / 1000:.0f}k req/s ({ours[0] / floor[0]:.2f}), "
                     f"p99 {ours[1]:.1f} vs {floor[1]:.1f} ms, server CPU {statistics.median(cpu[f'fcm-{mode}']):.0f} µs/message")
    return (f"medians of {rounds} rounds: " + "; ".join(parts)
            + f"; every response 2xx, the centre received {' / '.join(sorted(set(received)))} notifications in each of its {len(received)} runs")


def interop_summary(folder, name, centre_pattern):
    """The pytest summary of an interop script's output and its centre check's figures."""
    text = (folder / name).read_text()
    summary = re.search(r"^(\d+ passed(?:, \d+ skipped)?)", text, re.M)
    centre = re.search(centre_pattern, text)
    if not summary or not centre:
        raise KeyError(f"{name}: interop summary")
    return summary.group(1), centre.group(1), centre.group(2)


def fcm_interop_row(folder):
    summary, told, received = interop_summary(folder, "fcm-interop.out", r"were told of (\d+) deliveries; notisim's centre received (\d+) notifications")
    return f"{summary}; the senders were told of {told} deliveries and the centre received {received} notifications"


def interop_row(folder):
    summary, answered, received = interop_summary(folder, "apns-interop.out", r"clients got (\d+) 200s; notisim's centre received (\d+) notifications")
    return f"{summary}; clients got {answered} 200s and the centre received {received} notifications"


def fuzz_row(folder):
    text = (folder / "fuzz.out").read_text()
    seconds = re.search(r"fuzz: (\d+) s per target", text)
    lines = re.findall(r"^(Fuzz\w+)\s+(\d+)\s+(\d+)\s+(\d+)\s+", text, re.M)
    if not lines:
        raise KeyError("fuzz table")
    total_crashes = sum(int(c) for _, _, _, c in lines)
    cells = ", ".join(f"{t[4:]} {int(r):,}" for t, r, _, _ in lines)
    per = f"{seconds.group(1)} s each" if seconds else ""
    return f"executions ({per}): {cells}; crashes: {total_crashes}"


def soak_row(folder):
    text = (folder / "soak.out").read_text()
    line = [l for l in text.splitlines() if l.startswith("soak: notifications=")]
    if not line:
        raise KeyError("soak figures line")
    f = dict(re.findall(r"([\w-]+)=([\w.]+)", line[-1]))
    pushes = int(re.search(r"pushes (\d+)", line[-1]).group(1))
    return (f"{int(f['notifications']):,} notifications ({pushes:,} pushes), {int(f['keys']):,} keys, "
            f"{f['clock-span']} in {f['wall']}; RSS start / middle / end {f['start']} / {f['middle']} / {f['end']} MB "
            f"(peak {f['peak']}); every notification accounted for")


def service_row(folder):
    line = [l for l in (folder / "service-roundtrip.out").read_text().splitlines() if l.startswith("service round trip: handler")]
    if not line:
        raise KeyError("service round trip line")
    return line[-1].removeprefix("service round trip: ").strip()


def sdk_extension_row(folder):
    line = [l for l in (folder / "sdk-extension.out").read_text().splitlines() if l.startswith("sdk extension: ")]
    if not line:
        raise KeyError("sdk extension line")
    return line[-1].removeprefix("sdk extension: ").strip() + " (debug build, wall)"


def swiftui_extension_row(folder):
    line = [l for l in (folder / "swiftui-extension.out").read_text().splitlines() if l.startswith("swiftui extension: ")]
    if not line:
        raise KeyError("swiftui extension line")
    return line[-1].removeprefix("swiftui extension: ").strip() + " (debug build, wall)"


def content_row(folder):
    line = [l for l in (folder / "content-roundtrip.out").read_text().splitlines() if l.startswith("content round trip: ")]
    if not line:
        raise KeyError("content round trip line")
    return line[-1].removeprefix("content round trip: didReceiveNotification → the drawn view tree, ").strip()


def crash_row(folder):
    text = (folder / "crash.out").read_text()
    line = [l for l in text.splitlines() if l.startswith("crash safety:") and "none lost" in l]
    if not line or "crash safety: passed" not in text:
        raise KeyError("crash summary of a passing run")
    return line[-1].removeprefix("crash safety: ").strip()


def extension_build_row(folder, what="extension"):
    text = (folder / "extension-build.out").read_text()
    line = re.search(rf"^{what} build: first ([\d.]+) s, cached ([\d.]+) s", text, re.M)
    if not line:
        raise KeyError(f"{what} build figures line")
    return f"{line.group(1)} s / {line.group(2)} s (debug build, wall)"


def widget_update_row(results):
    pattern = r"^Live Activity update"
    return f"median {micro(wall(results, pattern))}, p99 {micro(wall(results, pattern, 'p99'))}"


BENCH = "`scripts/benchmark.sh --target {}`"
ROWS = [
    ("decode + validate a 1 KB payload vs a bare `JSONSerialization` parse of it", lambda r, f: payload_row(r, "1 KB"), "≤ 2×", BENCH.format("PayloadBenchmarks")),
    ("decode + validate a 4 KB payload vs a bare `JSONSerialization` parse of it", lambda r, f: payload_row(r, "4 KB"), "≤ 2×", BENCH.format("PayloadBenchmarks")),
    ("the push journal's line for one delivered push, per line in batches of 100 (the 1 KB payload's notification, and the load check's alert): the journal's own writer vs Foundation's `JSONEncoder`", lambda r, f: journal_row(r), "—", BENCH.format("PayloadBenchmarks")),
    ("scheduler, a simulated week in 1-minute steps, CPU per delivery: 10k / 100k / 1M pending (10% repeating)", lambda r, f: scheduler_row(r), "≤ 2×", BENCH.format("SchedulerBenchmarks")),
    ("key to frame, headless loop, 10,000 delivered in 1,000 threads (Notification Centre open)", lambda r, f: key_to_frame_row(r), "p99 ≤ 1 ms", BENCH.format("AppBenchmarks")),
    ("key to frame, headless loop, while a content extension is hung (a child that never answers; keys sent during its load)", lambda r, f: hung_extension_row(r), "p99 ≤ 2 ms", BENCH.format("AppBenchmarks")),
    ("start (load the demo, launch its apps) to first frame, headless", lambda r, f: f"p50 {micro(wall(r, r'^start to first frame'))}", "≤ 100 ms", BENCH.format("AppBenchmarks")),
    ("key to frame through ncurses on a pseudo-terminal (120×40), 10,000 delivered in 1,000 threads: without / with `--record` (asciicast to a file)", lambda r, f: recording_row(r), "≤ 5 % more", BENCH.format("AppBenchmarks")),
    ("bytes ncurses writes to a pseudo-terminal (120×40) when one banner arrives on an idle screen, against a full repaint", lambda r, f: banner_bytes_row(r), "≤ 25 %", BENCH.format("AppBenchmarks")),
    ("one expanded view laid out and drawn", lambda r, f: f"p50 {micro(wall(r, r'^Expanded view'))}", "—", BENCH.format("LayoutBenchmarks")),
    ("Notification Centre frame (50 rows), 100 delivered / 10,000 delivered in 1,000 threads", lambda r, f: centre_row(r), "≤ 2 ms, within 2×", BENCH.format("LayoutBenchmarks")),
    ("one `render --style ios` PNG at 3× (Hello with the extension's custom view, iOS 15): layout, SVG in points, librsvg", lambda r, f: ios_picture_row(r), "≤ 50 ms", BENCH.format("LayoutBenchmarks")),
    ("out-of-process content extension round trip (Python child: didReceive → answer → frame)", lambda r, f: extension_row(r), "median ≤ 1 ms", BENCH.format("ExtensionBenchmarks")),
    ("in-process content extension round trip / the frame alone", lambda r, f: in_process_row(r), "nothing measurable next to layout", BENCH.format("ExtensionBenchmarks")),
    ("service extension built from Swift source (a child): didReceive → contentHandler answer, handler called at once / after an image download from a local HTTP server", lambda r, f: service_row(f), "median ≤ 1 ms at once", "`python3 scripts/service-roundtrip.py`"),
    ("UIKit subset: a layout pass of 200 constrained views (a chain, the first view's constant changed; Cassowary, incremental)", lambda r, f: layout_pass_row(r, r"^Layout pass of 200 constrained views"), "≤ 1 ms", BENCH.format("UIKitBenchmarks")),
    ("SwiftUI: a pass over 200 views (50 `HStack` rows of a symbol and two texts in a `VStack`; resolve the body, lay out, draw as UIKit views)", lambda r, f: layout_pass_row(r, r"^Layout pass of 200 SwiftUI views"), "≤ 1 ms", BENCH.format("UIKitBenchmarks")),
    ("a SwiftUI content extension (Tests/Fixtures/AppleFrameworks/PostcardsProject, a card in a `UIHostingController`): first build on a fresh cache / the next start from the cache / didReceiveNotification → the drawn view tree", lambda r, f: swiftui_extension_row(f), "≤ 15 s / < 1 s / median ≤ 1 ms", "`python3 scripts/swiftui-extension.py`"),
    ("the notes' project's own content extension built from its Swift sources (a child): didReceiveNotification → the drawn view tree", lambda r, f: content_row(f), "median ≤ 1 ms", "`python3 scripts/content-roundtrip.py`"),
    ("`notisim import` of a synthetic project of 5,000 Swift files (one `PBXGroup` per 100 files, one sources phase; an app and a content extension)", lambda r, f: xcode_import_row(r), "< 2 s", BENCH.format("XcodeImportBenchmarks")),
    ("`open` of that project from the cache: check every stamped file of the key, load the cached workspace", lambda r, f: project_cache_row(r), "as fast as a workspace", BENCH.format("XcodeImportBenchmarks")),
    ("`notisim import` of an app shaped like a real one: 806 files (501 Swift of about 6 KB, one registering categories from constants in two others; 35 languages of 1,000 strings; 234 resources; an Xcode 16 folder; a service extension)", lambda r, f: shaped_import_row(r), "≤ 1 s, ≤ 100 MB", BENCH.format("XcodeImportBenchmarks")),
    ("the notes' project's own content extension: first build (`notisim build-extensions`, fresh cache, compiler and link) / the next start, from the cache", lambda r, f: extension_build_row(f), "cached < 1 s", "`bash scripts/extension-build.sh`"),
    ("a widget extension (Tests/WidgetFixtures/LockerProject: a widget and a Live Activity in SwiftUI): first build (`notisim build-extensions`, fresh cache) / the next start, from the cache", lambda r, f: extension_build_row(f, "widget extension"), "first ≤ 20 s", "`bash scripts/extension-build.sh`"),
    ("a Live Activity update drawn by the app's widget extension (the Locker fixture's, a Swift child on the debug kit): drawLiveActivity → the presentations an iPhone with a Dynamic Island shows of one activity (lock screen, compact leading and trailing) drawn from its SwiftUI → the lock-screen frame", lambda r, f: widget_update_row(r), "p99 ≤ 2 ms", BENCH.format("ExtensionBenchmarks")),
    ("a service extension handing the push to a push SDK (Firebase Messaging's `populateNotificationContent`, Tests/Fixtures/PushSDKs/Firebase): first build on a fresh cache / the next start from the cache / push → contentHandler with `fcm_options.image` from a local HTTP server", lambda r, f: sdk_extension_row(f), "≤ 15 s / < 1 s / median ≤ 5 ms", "`python3 scripts/sdk-extension.py`"),
    ("APNs endpoint: h2load, 50,000 requests over 4 connections × 100 streams, release `notisim serve` as the README starts it (state kept, each push journalled and flushed before its 200; no `--log-json`: the centre's count is the line serve prints when it stops), then `--ephemeral`, vs nghttpd (static response) on the same machine", lambda r, f: load_row(f), "≥ 0.5 of nghttpd", "`bash scripts/apns-load.sh`"),
    ("FCM endpoint: h2load, 50,000 `messages:send` POSTs over 4 connections × 100 streams with a bearer token, release `notisim serve --fcm` / `--fcm-tls` as the README starts it (state kept), vs nghttpd (static response) on the same machine", lambda r, f: fcm_load_row(f), "≥ 0.5 of nghttpd", "`bash scripts/fcm-load.sh`"),
    ("FCM interoperability against `notisim serve --fcm`: firebase-admin (Python) unmodified through the HTTPS proxy, httpx (HTTP/1.1, h2c, h2 over TLS) and curl against the raw API", lambda r, f: fcm_interop_row(f), "every message the senders were told of in the centre", "`bash scripts/fcm-interop.sh`"),
    ("APNs interoperability against `notisim serve`: aioapns, pyapns_client, kalyke-apns (TLS), httpx (h2c), curl (both); abuse with Python's h2 and raw frames", lambda r, f: interop_row(f), "every 200 in the centre; after each attack a 200 and RSS within 10 MB", "`bash scripts/apns-interop.sh`"),
    ("fuzzing (libFuzzer + AddressSanitizer), executions per target", lambda r, f: fuzz_row(f), "no crash", f"`bash scripts/fuzz.sh {os.environ.get('FUZZ_SECONDS', '300')}`"),
    ("soak: headless app, 100,000 notifications across 50 apps, random keys, pushes over the endpoint, a year of clock", lambda r, f: soak_row(f), "flat memory, nothing lost", "`bash scripts/soak.sh`"),
    ("crash safety: SIGKILL at random moments while scheduling, delivering, changing settings and taking pushes", lambda r, f: crash_row(f), "state always loads, nothing acknowledged lost", "`bash scripts/crash-test.sh`"),
]


def previous_rows(document):
    """The figure and command of each row already in the document, by its label (a kept figure keeps its command)."""
    rows, commands = {}, {}
    if BEGIN in document and END in document:
        for line in document[document.index(BEGIN):document.index(END)].splitlines():
            cells = [c.strip() for c in line.strip().strip("|").split(" | ")]
            if len(cells) == 4:
                rows[cells[0]] = cells[1]
                commands[cells[0]] = cells[3]
    return rows, commands


def main():
    folder, document_path = Path(sys.argv[1]), Path(sys.argv[2])
    document = document_path.read_text()
    old, old_commands = previous_rows(document)
    results = benchmarks(folder)
    lines = ["| what | figure | goal | command |", "| --- | --- | --- | --- |"]
    for label, figure, goal, command in ROWS:
        try:
            value = figure(results, folder)
        except (KeyError, FileNotFoundError, ValueError, IndexError) as missing:
            value = old.get(label, "not measured")
            print(f"figures: kept the previous figure for \"{label[:60]}…\" ({missing!r} missing)", file=sys.stderr)
        if value == old.get(label) and label in old_commands:
            command = old_commands[label]
        lines.append(f"| {label} | {value} | {goal} | {command} |")
    table = "\n".join(lines)
    if BEGIN not in document or END not in document:
        sys.exit(f"figures: {document_path}: no {BEGIN} … {END} section to replace")
    updated = document[: document.index(BEGIN) + len(BEGIN)] + "\n" + table + "\n" + document[document.index(END):]
    document_path.write_text(updated)
    print(table)


if __name__ == "__main__":
    main()
