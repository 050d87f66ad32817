import Foundation
import NotiCore
@testable import NotiApp
@testable import NotiAppCore
import NotiTerminalPort
import NotiWorkspace
import Testing

/// `:reload` / the `reload` script command: the workspace read again under the same notifications (docs/rules/xcode.md#reload).
@Suite("reload")
struct ReloadTests {
    /// A headless runner on the demo whose reload answers `answer`.
    static func runner(reloading answer: @escaping () -> Result<ReloadedWorkspace, SessionError>) throws -> ScriptRunner {
        let workspace = try Session.loadWorkspace(nil)
        let start = Date(timeIntervalSince1970: 1_700_000_000)
        let model = try Session.makeModel(workspace: workspace, os: nil, device: nil, theme: "light", environment: [:],
                                          size: TerminalSize(cols: 100, rows: 32), now: start, timeZone: TimeZone(identifier: "UTC")!)
        return ScriptRunner(model: model, clock: ManualClock(start), baseDirectory: workspace.root, reloader: answer)
    }

    @Test("reload keeps the delivered notifications and takes the new apps' names; a workspace that cannot be read keeps the old one")
    func reloadKeepsNotifications() throws {
        var renamed = try Session.loadWorkspace(nil)
        renamed.apps[0].displayName = "Practice Renamed"
        let runner = try Self.runner { .success(ReloadedWorkspace(workspace: renamed, notes: ["opened from the cache"])) }
        let outcome = runner.run(script: """
            schedule kept now app=com.example.LocalNotificationPractice body="Still here"
            reload
            expect-log "reloaded the workspace"
            expect-log "opened from the cache"
            key c
            expect "Practice Renamed"
            expect "Still here"
            """)
        #expect(outcome.failure == nil, "\(outcome.failure.map { "\($0.line): \($0.message)" } ?? "")")
        let categories = runner.model.system.app("com.example.LocalNotificationPractice")?.registeredCategories.map(\.identifier)
        #expect(categories == renamed.apps[0].categories.map(\.identifier))

        let failing = try Self.runner { .failure(SessionError("workspace x cannot be opened:\nworkspace.json: not JSON")) }
        let refused = failing.run(script: """
            reload
            expect-log "reload: workspace.json: not JSON"
            """)
        #expect(refused.failure == nil, "\(refused.failure.map { "\($0.line): \($0.message)" } ?? "")")
        #expect(failing.model.workspace.apps[0].displayName == "Local Notification Practice")
    }
}
