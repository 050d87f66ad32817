import Foundation
import Testing
import TestSupport

/// docs/rules/live-activities.md#the-dynamic-island and #compact-and-minimal-presentations, end to end in tmux.
@Suite("Dynamic Island in tmux", .serialized, .tags(.e2e), .slowTier)
struct LiveActivityTmuxTests {
    @Test("in tmux: an activity started on the : line shows compact in the island; a push-to-start makes two minimal ones")
    func islandInTmux() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("notisim-island-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let tmux = try Tmux.startOnLiveActivityFixture(stateHome: scratch)
        defer { tmux.kill() }
        try tmux.command("activity start RideAttributes driver=Min eta=+5m")
        let compact = try tmux.waitFor(text: "(🚕")
        // The first frame shows the countdown at the moment of the command (5:00), a later one a second or more on.
        #expect(compact.contains(" ● 5:00") || compact.contains(" ● 4:5"), "\(compact)")
        try tmux.command("push pushes/start.apns")
        let alert = try tmux.waitFor(text: "Seoul FC vs Tokyo United")
        #expect(alert.contains("(0:0 ● ) (🚕"), "\(alert)")
        #expect(!alert.contains("Notification Centre"), "\(alert)")
    }
}

/// docs/rules/live-activities.md#the-screen-lights-up, end to end in tmux.
@Suite("The screen lights up in tmux", .serialized, .tags(.e2e), .slowTier)
struct DisplaySleepTmuxTests {
    @Test("in tmux: display sleep darkens the lock screen; an activity alert lights it with the expanded view; it dims; a key wakes it")
    func displaySleepInTmux() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("notisim-display-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let tmux = try Tmux.startOnLiveActivityFixture(stateHome: scratch)
        defer { tmux.kill() }
        for line in ["push pushes/start.apns", "advance 10s", "display sleep"] {
            try tmux.command(line)
        }
        let dark = try tmux.waitFor(text: "screen off · any key wakes it")
        #expect(!dark.contains("─ Scores"), "\(dark)")
        try tmux.command("push pushes/goal-alert.apns")
        // The lit frame whole: a capture in the middle of the redraw can still hold the dark screen's line.
        let lit = try tmux.waitUntil("the activity alert lights the lock screen, its log line written") {
            $0.contains("1 – 0 at 23'") && $0.contains("display lit by") && !$0.contains("screen off")
        }
        #expect(lit.contains("Seoul FC vs Tokyo United"), "\(lit)")
        try tmux.command("advance 10s")
        try tmux.waitFor(text: "screen off · any key wakes it")
        try tmux.send(keys: "x")
        // The woken screen whole: a capture in the middle of the redraw can show the activity above the dark line.
        try tmux.waitUntil("the lock screen shows the activity, awake") { $0.contains("─ Scores") && !$0.contains("screen off") }
    }
}

private extension Tmux {
    /// notisim on the Live Activity fixture workspace (110×40, iPhone 15, its state in `stateHome`), once it has drawn.
    static func startOnLiveActivityFixture(stateHome: URL) throws -> Tmux {
        let tmux = try Tmux(cols: 110, rows: 40, environment: ["XDG_STATE_HOME": stateHome.path, "TERM": "xterm-256color"])
        let binary = try TmuxBuiltProducts.path(of: "notisim")
        do {
            try tmux.start(command: "'\(binary)' --workspace '\(LiveActivityRenderTests.fixture.path)' --device iphone-15 --ephemeral; echo \"notisim exited $?\"; read line")
            try tmux.waitFor(text: "Event log")
        } catch {
            tmux.kill()
            throw error
        }
        return tmux
    }

    /// Types `line` on the `:` command line and runs it.
    func command(_ line: String) throws {
        try send(keys: ":")
        try sendLiteral(text: line)
        try send(keys: "Enter")
    }
}
