import Foundation
import Testing
import TestSupport

/// docs/rules.md#the-dynamic-island and #compact-and-minimal-presentations, end to end in tmux.
@Suite("Dynamic Island in tmux", .serialized)
struct LiveActivityTmuxTests {
    @Test("in tmux: an activity started on the : line shows compact in the island; a push-to-start makes two minimal ones")
    func islandInTmux() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("notisim-island-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let tmux = try Tmux(cols: 110, rows: 40, environment: ["XDG_STATE_HOME": scratch.path, "TERM": "xterm-256color"])
        defer { tmux.kill() }
        let binary = try TmuxBuiltProducts.path(of: "notisim")
        try tmux.start(command: "'\(binary)' --workspace '\(LiveActivityRenderTests.fixture.path)' --device iphone-15 --ephemeral; echo \"notisim exited $?\"; read line")
        try tmux.waitFor(text: "Event log")
        try tmux.send(keys: ":")
        try tmux.sendLiteral(text: "activity start RideAttributes driver=Min eta=+5m")
        try tmux.send(keys: "Enter")
        let compact = try tmux.waitFor(text: "(🚕")
        #expect(compact.contains(" ● 4:5"), "\(compact)")
        try tmux.send(keys: ":")
        try tmux.sendLiteral(text: "push pushes/start.apns")
        try tmux.send(keys: "Enter")
        let alert = try tmux.waitFor(text: "Seoul FC vs Tokyo United")
        #expect(alert.contains("(0:0 ● ) (🚕"), "\(alert)")
        #expect(!alert.contains("Notification Centre"), "\(alert)")
    }
}
