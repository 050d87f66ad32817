import Foundation
import Testing
import TestSupport

/// docs/rules/authorization.md#the-permission-prompt, end to end in tmux: a first launch's prompt answered by keys.
@Suite("The permission prompt in tmux", .serialized, .tags(.e2e), .slowTier)
struct PermissionPromptTmuxTests {
    @Test("in tmux: a first launch draws the prompt; Left selects Don't Allow, Enter answers, and the next app's prompt shows, though its workspace gives no answer")
    func promptInTmux() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("notisim-prompt-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let workspace = scratch.appendingPathComponent("workspace")
        try FileManager.default.createDirectory(at: workspace, withIntermediateDirectories: true)
        try Data(#"""
        {"name": "First Launch", "apps": [
          {"bundleID": "com.example.chat", "displayName": "Chat", "authorization": {"request": ["alert"], "answer": "ask"}},
          {"bundleID": "com.example.news", "displayName": "News", "authorization": {"request": ["alert"]}}]}
        """#.utf8).write(to: workspace.appendingPathComponent("workspace.json"))
        let tmux = try Tmux(cols: 110, rows: 34, environment: ["XDG_STATE_HOME": scratch.path, "TERM": "xterm-256color"])
        defer { tmux.kill() }
        try tmux.start(command: "'\(try TmuxBuiltProducts.path(of: "notisim"))' --workspace '\(workspace.path)' --ephemeral")
        // The whole frame, not one caught while tmux is still writing it.
        let prompt = try tmux.waitUntil("Chat's prompt and the status line show") { $0.contains("“Chat” Would Like to Send You") && $0.contains("←→ choose") }
        #expect(prompt.contains("› Allow ‹"), "\(prompt)")
        try tmux.send(keys: ["Left"])
        try tmux.waitFor(text: "› Don’t Allow ‹")
        try tmux.send(keys: ["Enter"])
        let next = try tmux.waitFor(text: "“News” Would Like to Send You")
        #expect(next.contains("denied"), "the event log says the answer: \(next)")
    }
}
