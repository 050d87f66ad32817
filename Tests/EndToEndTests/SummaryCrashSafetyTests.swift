import Foundation
import Testing
import TestSupport

/// Notifications held for the Scheduled Summary are part of the saved state: a SIGKILL right after one is held on
/// screen loses nothing (docs/rules/summary.md#scheduled-summary).
@Suite("Scheduled Summary crash safety", .serialized, .tags(.e2e), .slowTier)
struct SummaryCrashSafetyTests {
    @Test("a notification held for the summary is in the state after a SIGKILL, still held")
    func heldSurvivesSIGKILL() throws {
        let stateHome = FileManager.default.temporaryDirectory.appendingPathComponent("notisim-summary-crash-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: stateHome) }
        try FileManager.default.createDirectory(at: stateHome, withIntermediateDirectories: true)
        let binary = try TmuxBuiltProducts.path(of: "notisim")
        let pidFile = stateHome.appendingPathComponent("pid")
        let environment = ["XDG_STATE_HOME": stateHome.path, "TERM": "xterm-256color", "TZ": "UTC"]
        do {
            let tmux = try Tmux(cols: 170, rows: 60, environment: environment)
            defer { tmux.kill() }
            try tmux.start(command: "sh -c 'echo $$ > \"\(pidFile.path)\"; exec \"\(binary)\" --no-launch-requests'")
            try tmux.waitFor(text: "Event log", timeout: .seconds(30))
            for line in ["summary com.example.photos on", "schedule kept in 10s app=com.example.photos body=kept", "advance 10s"] {
                try tmux.send(keys: ":")
                try tmux.sendLiteral(text: line)
                try tmux.send(keys: "Enter")
            }
            try tmux.waitFor(text: "delivered \"kept\" → held for Scheduled Summary", timeout: .seconds(30))
            let pid = try #require(Int32(String(contentsOf: pidFile, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)))
            kill(pid, SIGKILL)
            _ = try tmux.waitForExit(timeout: .seconds(30))
        }
        let state = try CrashSafetyTests.savedState(stateHome: stateHome)
        let photos = ((state["archive"] as? [String: Any])?["apps"] as? [String: Any])?["com.example.photos"] as? [String: Any]
        let held = (photos?["held"] as? [[String: Any]] ?? []).compactMap { ($0["request"] as? [String: Any])?["identifier"] as? String }
        #expect(held == ["kept"], "saved: \(String(describing: photos?["held"]))")
    }
}
