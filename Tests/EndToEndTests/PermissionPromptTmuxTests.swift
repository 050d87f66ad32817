import Foundation
import Testing
import TestSupport

/// docs/rules/authorization.md#the-permission-prompt, end to end in tmux: a first launch's prompt answered by keys.
@Suite("The permission prompt in tmux", .serialized, .tags(.e2e), .slowTier)
struct PermissionPromptTmuxTests {
    @Test("in tmux: a first launch draws the prompt; Left selects Don't Allow, Enter answers, and the next app's prompt shows")
    func promptInTmux() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("notisim-prompt-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let workspace = scratch.appendingPathComponent("workspace")
        try FileManager.default.createDirectory(at: workspace, withIntermediateDirectories: true)
        try Data(#"""
        {"name": "First Launch", "apps": [
          {"bundleID": "com.example.chat", "displayName": "Chat", "authorization": {"request": ["alert"], "answer": "ask"}},
          {"bundleID": "com.example.news", "displayName": "News", "authorization": {"request": ["alert"], "answer": "ask"}}]}
        """#.utf8).write(to: workspace.appendingPathComponent("workspace.json"))
        let tmux = try Tmux(cols: 110, rows: 34, environment: ["XDG_STATE_HOME": scratch.path, "TERM": "xterm-256color"])
        defer { tmux.kill() }
        try tmux.start(command: "'\(try TmuxBuiltProducts.path(of: "notisim"))' --workspace '\(workspace.path)' --ephemeral")
        let prompt = try tmux.waitFor(text: "“Chat” Would Like to Send You")
        #expect(prompt.contains("› Allow ‹") && prompt.contains("←→ choose"), "\(prompt)")
        try tmux.send(keys: ["Left"])
        try tmux.waitFor(text: "› Don’t Allow ‹")
        try tmux.send(keys: ["Enter"])
        let next = try tmux.waitFor(text: "“News” Would Like to Send You")
        #expect(next.contains("denied"), "the event log says the answer: \(next)")
    }
}
