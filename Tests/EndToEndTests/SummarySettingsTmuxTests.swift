import Foundation
import Testing
import TestSupport

/// The summary times are edited on the settings screen with keys, in a real terminal (docs/rules/summary.md#scheduled-summary).
@Suite("Scheduled Summary times on the settings screen, in tmux", .serialized, .tags(.e2e), .slowTier)
struct SummarySettingsTmuxTests {
    @Test("settings' Scheduled Summary page adds, moves and removes summary times with keys, as summary at does")
    func editTimesWithKeys() throws {
        let stateHome = FileManager.default.temporaryDirectory.appendingPathComponent("notisim-summary-settings-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: stateHome) }
        try FileManager.default.createDirectory(at: stateHome, withIntermediateDirectories: true)
        let binary = try TmuxBuiltProducts.path(of: "notisim")
        let tmux = try Tmux(cols: 170, rows: 60, environment: ["XDG_STATE_HOME": stateHome.path, "TERM": "xterm-256color", "TZ": "UTC"])
        defer { tmux.kill() }
        try tmux.start(command: "\"\(binary)\" --no-launch-requests")
        try tmux.waitFor(text: "Event log", timeout: .seconds(30))
        try tmux.send(keys: "s")
        try tmux.waitFor(text: "Scheduled Summary")
        try tmux.send(keys: "Up")
        try tmux.send(keys: "Enter")
        try tmux.waitFor(text: "2nd Summary")
        try tmux.send(keys: "a")
        try tmux.waitFor(text: "Scheduled Summary at 08:00, 18:00, 19:00")
        try tmux.waitFor(text: "3rd Summary")
        try tmux.sendLiteral(text: "+")
        try tmux.waitFor(text: "Scheduled Summary at 08:00, 18:00, 19:15")
        try tmux.send(keys: "Up")
        try tmux.send(keys: "x")
        try tmux.waitFor(text: "Scheduled Summary at 08:00, 19:15")
        let page = try tmux.waitUntil("the page lists two times") { !$0.contains("3rd Summary") && $0.contains("2nd Summary") }
        #expect(page.contains("19:15"))
        try tmux.send(keys: "Escape")
        let list = try tmux.waitFor(text: "Settings › Notifications")
        #expect(list.contains("08:00, 19:15"), "the list's Scheduled Summary line shows the new times:\n\(list)")
        try tmux.send(keys: "q")
        _ = try tmux.waitForExit(timeout: .seconds(15))
    }
}
