import Foundation
import NotiCore
import Testing
@testable import NotiApp
@testable import NotiAppCore

/// docs/rules/live-activities.md#update-budget: priority-10 updates count against the app's hourly budget; past it
/// an update waits (a newer one replacing it); priority 5 is not counted.
@Suite("Live Activity update budget")
struct LiveActivityBudgetTests {
    /// Update pushes for the Live Scores match, minute `minute` each, at `priority`, in a fresh folder; with the script
    /// lines that push them in order.
    static func updates(_ minutes: ClosedRange<Int>, priority: Int) throws -> (folder: URL, pushes: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("notisim-la-budget-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for minute in minutes {
            let payload = #"{"Simulator Target Bundle": "com.example.scores", "aps": {"event": "update", "timestamp": \#(1_700_000_000 + minute), "content-state": {"homeScore": 0, "awayScore": 0, "minute": \#(minute), "kickoff": 721692800}}}"#
            try Data(payload.utf8).write(to: folder.appendingPathComponent("m\(minute).apns"))
            let headers = #"{"apns-push-type": "liveactivity", "apns-priority": "\#(priority)"}"#
            try Data(headers.utf8).write(to: folder.appendingPathComponent("m\(minute).headers.json"))
        }
        return (folder, minutes.map { "push \(folder.path)/m\($0).apns" }.joined(separator: "\n"))
    }

    @Test("12 priority-10 updates an hour apply; the next waits until the first's hour is over, a newer one replacing it")
    func priorityTenIsBudgeted() throws {
        let runner = try liveScoresScript()
        let (folder, pushes) = try Self.updates(1...14, priority: 10)
        defer { try? FileManager.default.removeItem(at: folder) }
        let outcome = runner.run(script: """
            push pushes/start.apns
            \(pushes)
            expect-log "throttled: 12 priority-10 updates this hour already; applied at 2023-11-14T23:13:20Z"
            expect-log "it replaces"
            expect "12'"
            advance 59m59s
            expect "12'"
            advance 1s
            expect-log "applied: the budget allows it again"
            expect "14'"
            """)
        #expect(outcome.passed, "\(String(describing: outcome.failure))\n\(runner.screenText)")
    }

    @Test("priority-5 updates are not counted: 20 in a row all apply")
    func priorityFiveIsFree() throws {
        let runner = try liveScoresScript()
        let (folder, pushes) = try Self.updates(1...20, priority: 5)
        defer { try? FileManager.default.removeItem(at: folder) }
        let outcome = runner.run(script: """
            push pushes/start.apns
            \(pushes)
            expect "20'"
            expect-not "throttled"
            """)
        #expect(outcome.passed, "\(String(describing: outcome.failure))\n\(runner.screenText)")
        #expect(!DemoScript.log(runner.model).contains("throttled"))
    }
}
