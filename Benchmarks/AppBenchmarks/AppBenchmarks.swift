import Benchmark
import Foundation
import NotiApp
import NotiCore
import NotiTerminal

private let start = Date(timeIntervalSince1970: 1_700_000_000)

/// A headless notisim on the demo with `count` delivered notifications spread over `threads` threads of the Photos app.
private func loadedRunner(delivered count: Int, threads: Int) throws -> (AppRunner, HeadlessTerminal) {
    let workspace = try Session.loadWorkspace(nil)
    var model = try Session.makeModel(workspace: workspace, os: nil, device: nil, theme: "dark", environment: [:],
                                      size: TerminalSize(cols: 120, rows: 40), now: start, timeZone: TimeZone(identifier: "UTC")!)
    _ = model.launchApps()
    for index in 0..<count {
        var content = NotificationContent(title: "New Photo", body: "Jane Doe posted photo \(index)")
        content.threadIdentifier = "album-\(index % threads)"
        _ = model.receivePush(content, bundleID: "com.example.photos", identifier: "p\(index)", delivery: .notification)
    }
    model.banners.removeAll()
    let terminal = HeadlessTerminal(size: TerminalSize(cols: 120, rows: 40))
    let runner = AppRunner(model: model, backend: terminal, clock: ManualClock(start))
    runner.handle(.key(.character("c")))
    runner.draw()
    return (runner, terminal)
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(metrics: [.wallClock, .cpuTotal, .mallocCountTotal], maxDuration: .seconds(10))

    // Key to frame: one key handled and the whole screen drawn, with 10,000 delivered in 1,000 threads.
    // The centre is filled once, before measuring; each sample is one key.
    guard let (runner, _) = try? loadedRunner(delivered: 10_000, threads: 1_000) else { return }
    let keys: [Key] = [.down, .down, .up, .space, .escape, .down]
    nonisolated(unsafe) var pressed = 0
    Benchmark("key to frame, 10k delivered", configuration: .init(maxDuration: .seconds(10), maxIterations: 3_000)) { benchmark in
        for _ in benchmark.scaledIterations {
            runner.handle(.key(keys[pressed % keys.count]))
            runner.draw()
            pressed += 1
        }
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
