import Benchmark
import Foundation
import NotiApp
import NotiAppCore
import NotiCore
import NotiExtensions
import NotiTerminal
import NotiTerminalPort

private let start = Date(timeIntervalSince1970: 1_700_000_000)

/// notisim on the demo drawing to `backend` (120×40, started), with `count` delivered notifications spread over
/// `threads` threads of the Photos app and Notification Centre open.
private func loadedRunner(delivered count: Int, threads: Int, backend: any TerminalBackend) throws -> AppRunner {
    let workspace = try Session.loadWorkspace(nil)
    var model = try Session.makeModel(workspace: workspace, os: nil, device: nil, theme: "dark", environment: [:],
                                      size: backend.size, now: start, timeZone: TimeZone(identifier: "UTC")!)
    _ = model.update(.launched(at: start))
    for index in 0..<count {
        var content = NotificationContent(title: "New Photo", body: "Jane Doe posted photo \(index)")
        content.threadIdentifier = "album-\(index % threads)"
        let push = LoadedPush(bundleID: "com.example.photos", identifier: "p\(index)", content: content, delivery: .notification)
        _ = model.update(.pushArrived(push))
    }
    // An hour on, every banner has had its turn and left: the centre is drawn with none on screen.
    let settled = start.addingTimeInterval(3_600)
    _ = model.update(.clockTicked(settled))
    let runner = AppRunner(model: model, backend: backend, clock: ManualClock(settled))
    runner.handle(.key(.character("c")))
    runner.draw()
    return runner
}

/// The keys each key-to-frame sample handles in turn.
private let frameKeys: [Key] = [.down, .down, .up, .space, .escape, .down]

/// The real ncurses backend on a pseudo-terminal (120×40) with the 10k-delivered centre open, optionally recorded to
/// an asciicast in a temporary file; ``stop()`` ends curses and removes the recording.
private final class CursesRig {
    let runner: AppRunner
    private let pty: PseudoTerminal
    private let terminal: CursesTerminal
    private let recordingPath: String?
    private var pressed = 0

    init(recorded: Bool) throws {
        pty = try PseudoTerminal(cols: 120, rows: 40)
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("key-to-frame-\(getpid()).cast").path
        recordingPath = recorded ? path : nil
        terminal = CursesTerminal(device: .path(pty.devicePath), terminalType: "xterm-256color",
                                  environment: ["TERM": "xterm-256color", "LANG": "C.UTF-8"],
                                  recording: recorded ? try AsciicastRecording(path: path, timestamp: start, title: "benchmark") : nil)
        try terminal.start()
        runner = try loadedRunner(delivered: 10_000, threads: 1_000, backend: terminal)
    }

    /// One sample: the next key handled and the frame drawn.
    func keyToFrame() {
        runner.handle(.key(frameKeys[pressed % frameKeys.count]))
        runner.draw()
        pressed += 1
    }

    func stop() {
        terminal.stop()
        pty.close()
        if let recordingPath { try? FileManager.default.removeItem(atPath: recordingPath) }
    }
}

/// A one-app workspace in a temporary folder whose content extension is a child that never answers (`sleep`), with a
/// notification of its category expanded on the interactive loop: its load is under way for the whole benchmark.
private final class HungExtensionRig {
    let runner: AppRunner
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("notisim-hung-\(getpid())")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("pushes"), withIntermediateDirectories: true)
        try Data("""
        { "version": 1, "name": "hung",
          "apps": [{ "bundleID": "com.test.hung", "displayName": "Hung", "icon": "H",
            "authorization": { "request": ["alert", "sound", "badge"], "answer": "allow" },
            "categories": [{ "id": "cat", "actions": [{ "id": "like", "title": "Like" }] }],
            "extensions": [{ "name": "HungContent", "kind": "content", "bundleID": "com.test.hung.Content",
                             "infoPlist": "content.plist", "run": ["sleep", "30"] }] }] }
        """.utf8).write(to: folder.appendingPathComponent("workspace.json"))
        try Data("""
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict>
        <key>CFBundleIdentifier</key><string>com.test.hung.Content</string>
        <key>NSExtension</key><dict>
          <key>NSExtensionPointIdentifier</key><string>com.apple.usernotifications.content-extension</string>
          <key>NSExtensionAttributes</key><dict>
            <key>UNNotificationExtensionCategory</key><string>cat</string>
            <key>UNNotificationExtensionInitialContentSizeRatio</key><real>0.5</real>
          </dict>
        </dict></dict></plist>
        """.utf8).write(to: folder.appendingPathComponent("content.plist"))
        let payload = #"{ "Simulator Target Bundle": "com.test.hung", "aps": { "alert": { "title": "Hi", "body": "long body line" }, "category": "cat" } }"#
        try Data(payload.utf8).write(to: folder.appendingPathComponent("pushes/note.apns"))
        let workspace = try Session.loadWorkspace(folder.path)
        let model = try Session.makeModel(workspace: workspace, os: nil, device: nil, theme: "dark", environment: [:],
                                          size: TerminalSize(cols: 120, rows: 40), now: start, timeZone: TimeZone(identifier: "UTC")!)
        runner = AppRunner(model: model, backend: HeadlessTerminal(size: TerminalSize(cols: 120, rows: 40)), clock: ManualClock(start),
                           limits: ExtensionLimits(callTimeout: 30), awaitsExtensions: false)
        runner.start(restoring: nil)
        runner.run(.push(path: folder.appendingPathComponent("pushes/note.apns").path, bundleID: nil))
        // The interactive loop reads the payload file off its thread: take the push in before opening it.
        let deadline = Date().addingTimeInterval(15)
        while runner.pushFileLoadsOut > 0 && Date() < deadline {
            runner.tick()
            usleep(2_000)
        }
        runner.handle(.key(.down))
        guard runner.model.expanded?.contentExtension?.loaded == false else { throw HungRigError() }
        runner.draw()
    }

    /// One sample: a key the long look handles (scrolling), the frame drawn, the extension's load still under way.
    func keyToFrame(_ index: Int) {
        runner.handle(.key(index % 2 == 0 ? .down : .home))
        runner.draw()
    }

    func stop() { try? FileManager.default.removeItem(at: folder) }
}

/// The hung extension's notification did not open with its load under way.
private struct HungRigError: Error {}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(metrics: [.wallClock, .cpuTotal, .mallocCountTotal], maxDuration: .seconds(10))

    // Key to frame: one key handled and the whole screen drawn, with 10,000 delivered in 1,000 threads.
    // The centre is filled once, before measuring; each sample is one key.
    // The headless terminal records every frame for tests; here each is let go once drawn, as a real terminal keeps
    // none, so the samples do not grow the process by a screen of cells each.
    let headless = HeadlessTerminal(size: TerminalSize(cols: 120, rows: 40))
    guard let runner = try? loadedRunner(delivered: 10_000, threads: 1_000, backend: headless) else { return }
    nonisolated(unsafe) var pressed = 0
    Benchmark("key to frame, 10k delivered", configuration: .init(maxDuration: .seconds(10), maxIterations: 3_000)) { benchmark in
        for _ in benchmark.scaledIterations {
            runner.handle(.key(frameKeys[pressed % frameKeys.count]))
            runner.draw()
            headless.clearFrames()
            pressed += 1
        }
    }

    // The same key to frame through ncurses on a pseudo-terminal, without and with a recording (`--record`: what
    // curses writes goes to a file in memory first, then to the terminal and, copied, to the recording's writer thread,
    // which writes it as asciicast events). Keys go to the app loop
    // directly, as above: reading them is the same with or without the recording. One process holds one curses
    // terminal, so each benchmark starts its own in setup and ends it in teardown.
    for recorded in [false, true] {
        nonisolated(unsafe) var rig: CursesRig?
        Benchmark(recorded ? "ncurses key to frame, 10k delivered, recording" : "ncurses key to frame, 10k delivered",
                  configuration: .init(maxDuration: .seconds(10), maxIterations: 3_000)) { benchmark in
            for _ in benchmark.scaledIterations { rig?.keyToFrame() }
        } setup: {
            rig = try CursesRig(recorded: recorded)
        } teardown: {
            rig?.stop()
            rig = nil
        }
    }

    // Key to frame with a content extension hung: a child that never answers is loading for the expanded view, and
    // keys go on being handled and drawn (docs/architecture.md#one-message-loop).
    nonisolated(unsafe) var hung: HungExtensionRig?
    nonisolated(unsafe) var hungPressed = 0
    Benchmark("hung content extension loading: key to frame", configuration: .init(maxDuration: .seconds(10), maxIterations: 3_000)) { benchmark in
        for _ in benchmark.scaledIterations {
            hung?.keyToFrame(hungPressed)
            hungPressed += 1
        }
    } setup: {
        hung = try HungExtensionRig()
    } teardown: {
        hung?.stop()
        hung = nil
    }

    // Start to first frame: load the demo, build the model, launch its apps, draw.
    Benchmark("start to first frame", configuration: .init(maxIterations: 200)) { benchmark in
        for _ in benchmark.scaledIterations {
            let workspace = try Session.loadWorkspace(nil)
            let model = try Session.makeModel(workspace: workspace, os: nil, device: nil, theme: "dark", environment: [:],
                                              size: TerminalSize(cols: 120, rows: 40), now: start)
            let runner = AppRunner(model: model, backend: HeadlessTerminal(size: TerminalSize(cols: 120, rows: 40)), clock: ManualClock(start))
            runner.start(restoring: nil)
            runner.draw()
            blackHole(runner)
        }
    }

    // Bytes ncurses writes to a pseudo-terminal when one banner arrives on an idle screen, against a full repaint
    // of the same screen.
    let bannerShare = BenchmarkMetric.custom("banner bytes / full repaint bytes (‰)", useScalingFactor: false)
    let bannerBytes = BenchmarkMetric.custom("banner bytes", useScalingFactor: false)
    let repaintBytes = BenchmarkMetric.custom("full repaint bytes", useScalingFactor: false)
    Benchmark("bytes per banner vs full repaint", configuration: .init(metrics: [bannerShare, bannerBytes, repaintBytes], maxIterations: 3)) { benchmark in
        guard let pty = try? PseudoTerminal(cols: 120, rows: 40) else { return }
        defer { pty.close() }
        let terminal = CursesTerminal(device: .path(pty.devicePath), terminalType: "xterm-256color",
                                      environment: ["TERM": "xterm-256color", "LANG": "C.UTF-8"])
        try terminal.start()
        defer { terminal.stop() }
        let workspace = try Session.loadWorkspace(nil)
        let model = try Session.makeModel(workspace: workspace, os: nil, device: nil, theme: "dark", environment: [:],
                                          size: terminal.size, now: start)
        let runner = AppRunner(model: model, backend: terminal, clock: ManualClock(start))
        runner.start(restoring: nil)
        runner.draw()
        _ = try pty.collectWritten(timeout: .milliseconds(300))
        _ = runner.clock.perform(.advance(5))
        runner.tick()
        runner.draw()
        let banner = try pty.collectWritten(timeout: .milliseconds(300)).count
        terminal.invalidate()
        runner.draw()
        let full = try pty.collectWritten(timeout: .milliseconds(300)).count
        guard full > 0 else { return }
        benchmark.measurement(bannerBytes, banner)
        benchmark.measurement(repaintBytes, full)
        benchmark.measurement(bannerShare, banner * 1000 / full)
    }
}
