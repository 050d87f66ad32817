import Foundation
import Testing
import TestSupport

/// The event log pane in a real terminal at the heights where it once went blank after a push.
@Suite("The event log pane in a terminal", .serialized, .tags(.e2e), .slowTier)
struct LogPaneTmuxTests {
    @Test("right after a push at 100×40 and 100×44 the log pane shows the delivery and is never more than a quarter blank beyond an entry that does not fit",
          arguments: [40, 44])
    func logPaneAfterAPush(rows: Int) throws {
        let state = FileManager.default.temporaryDirectory.appendingPathComponent("notisim-e2e-\(UUID().uuidString)").path
        let tmux = try Tmux(cols: 100, rows: rows, environment: ["XDG_STATE_HOME": state, "TERM": "xterm-256color"])
        defer { tmux.kill() }
        try tmux.start(command: "'\(try TmuxBuiltProducts.notisim())' --ephemeral; read line")
        try tmux.waitFor(text: "Event log")
        try tmux.send(keys: "p")
        try tmux.waitFor(text: "Send a sample push")
        try tmux.send(keys: "Enter")
        // The pane's inner rows: right of the device, between its top and bottom frame lines.
        func paneRows(_ screen: String) -> [String] {
            let lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            guard lines.count >= rows - 2 else { return [] }
            return lines[2..<(rows - 2)].compactMap { line -> String? in
                guard let open = line.range(of: "│ │", options: .backwards) else { return nil }
                return String(line[open.upperBound...].dropLast())
            }
        }
        let inner = rows - 4
        // Read once the frame with the delivery is drawn whole: a capture can land while the terminal is still painting it.
        let screen = try tmux.waitUntil("the delivery in a whole frame of the log pane") {
            $0.contains("delivered \"Hello\"") && paneRows($0).count == inner
        }
        let filled = paneRows(screen).filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }.count
        // Entries of the demo's log take at most 5 rows: at most 4 rows stay free above the oldest entry that fits.
        #expect(filled >= inner - inner / 4 - 4, "\(filled) of \(inner) rows:\n\(screen)")
    }
}
