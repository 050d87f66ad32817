import Foundation
import NotiCore
import NotiTerminalPort
import Testing
@testable import NotiApp
@testable import NotiAppCore

/// docs/rules/actions.md#the-scene-a-notification-opens: opening a notification logs the scene its
/// targetContentIdentifier picks.
@Suite("The scene a notification opens, by script")
struct SceneScriptTests {
    @Test("opening a notification with a targetContentIdentifier logs the scene it opens and why")
    func openLogsTheScene() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("notisim-scenes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let json = #"""
        {"version": 1, "name": "Scenes", "apps": [{"bundleID": "com.example.chat", "displayName": "Chat",
          "scenes": [{"name": "Main"}, {"name": "Conversation", "prefersToActivate": "SELF BEGINSWITH 'chat-'"}]}]}
        """#
        try Data(json.utf8).write(to: folder.appendingPathComponent("workspace.json"))
        let start = Date(timeIntervalSince1970: 1_700_000_000)
        let model = try Session.makeModel(workspace: try Session.loadWorkspace(folder.path), os: "17", device: "iphone-15", theme: "light",
                                          environment: [:], size: TerminalSize(cols: 80, rows: 30), now: start, timeZone: TimeZone(identifier: "UTC")!)
        let runner = ScriptRunner(model: model, clock: ManualClock(start), baseDirectory: folder)
        let outcome = runner.run(script: """
            schedule m1 now app=com.example.chat title="Min" body="Lunch?" target=chat-42
            key Enter
            expect-log "\\"m1\\" opens scene \\"Conversation\\": targetContentIdentifier \\"chat-42\\" matches its prefersToActivate predicate"
            background com.example.chat
            schedule m2 now app=com.example.chat title="News" body="Digest"
            key Enter
            expect-log "\\"m2\\" opens scene \\"Main\\": no scene prefers no targetContentIdentifier; its canActivate predicate allows it"
            """)
        #expect(outcome.passed, "\(String(describing: outcome.failure))\n\(runner.screenText)")
    }
}
