import Foundation
import NotiCore
import NotiTerminalPort
import Testing
import TestSupport
@testable import NotiApp
@testable import NotiAppCore

/// docs/rules/authorization.md#the-permission-prompt: a first launch whose answer the workspace leaves to the user.
@Suite("The permission prompt, by script and keys")
struct PermissionPromptScriptTests {
    static func runner(os: String = "18") throws -> ScriptRunner {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/PermissionPrompt")
        let start = Date(timeIntervalSince1970: 1_700_000_000)
        let model = try Session.makeModel(workspace: try Session.loadWorkspace(folder.path), os: os, device: "iphone-15", theme: "light",
                                          environment: [:], size: TerminalSize(cols: 80, rows: 30), now: start, timeZone: TimeZone(identifier: "UTC")!)
        return ScriptRunner(model: model, clock: ManualClock(start), baseDirectory: folder)
    }

    @Test("notisim run has no one at the keys: an app whose workspace gives no answer is allowed, and the log says why")
    func headlessRunAllows() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("notisim-unset-answer-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(#"{"apps": [{"bundleID": "com.example.chat", "displayName": "Chat", "authorization": {"request": ["alert"]}}]}"#.utf8)
            .write(to: folder.appendingPathComponent("workspace.json"))
        let start = Date(timeIntervalSince1970: 1_700_000_000)
        let model = try Session.makeModel(workspace: try Session.loadWorkspace(folder.path), os: "18", device: "iphone-15", theme: "light",
                                          environment: [:], size: TerminalSize(cols: 80, rows: 30), now: start, timeZone: TimeZone(identifier: "UTC")!)
        let runner = ScriptRunner(model: model, clock: ManualClock(start), baseDirectory: folder)
        let outcome = runner.run(script: """
            expect-log "com.example.chat: requestAuthorization([alert]) → prompt → user allowed (the workspace gives no answer and no one is at the keys)"
            expect-not "Would Like to Send You"
            schedule welcome now app=com.example.chat title="Welcome" body="Hi"
            expect "Welcome"
            """)
        #expect(outcome.passed, "\(String(describing: outcome.failure))\n\(runner.screenText)")
    }

    @Test("a prompt left unanswered shows again after a restart; an answered one does not")
    func unansweredPromptAfterRestart() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/PermissionPrompt")
        let start = Date(timeIntervalSince1970: 1_700_000_000)
        func model() throws -> AppModel {
            try Session.makeModel(workspace: try Session.loadWorkspace(folder.path), os: "18", device: "iphone-15", theme: "light",
                                  environment: [:], size: TerminalSize(cols: 80, rows: 30), now: start, timeZone: TimeZone(identifier: "UTC")!)
        }
        var first = try model()
        _ = first.update(.launched(at: start))
        _ = first.update(.key(.enter))
        #expect(first.system.permissionPrompts.map(\.bundleID) == ["com.example.news"])
        var second = try model()
        _ = second.update(.restored(first.savedState(), at: start.addingTimeInterval(60)))
        #expect(second.system.permissionPrompts.map(\.bundleID) == ["com.example.news"], "Chat was answered; News asks again")
        #expect(second.system.app("com.example.chat")?.settings.authorizationStatus == .authorized)
    }

    @Test("the first launch shows iOS's prompt; Enter on Allow authorizes, and the next app's prompt follows")
    func keysAnswer() throws {
        let runner = try Self.runner()
        let outcome = runner.run(script: """
            expect "“Chat” Would Like to Send You"
            expect "Notifications may include alerts,"
            expect "› Allow ‹"
            expect "Don’t Allow"
            expect-log "prompt shown; it waits for the user's answer"
            snapshot
            """)
        #expect(outcome.passed, "\(String(describing: outcome.failure))\n\(runner.screenText)")
        assertGolden(runner.screenText, named: "permission-prompt")
        let answered = runner.run(script: """
            key Enter
            expect-log "com.example.chat: requestAuthorization([badge, sound, alert]) → prompt → user allowed at the prompt"
            expect "“News” Would Like to Send You"
            key Left
            expect "› Don’t Allow ‹"
            key Enter
            expect-log "com.example.news: authorization denied"
            expect-not "Would Like to Send You"
            schedule welcome now app=com.example.chat title="Welcome" body="Thanks for joining"
            expect "Welcome"
            """)
        #expect(answered.passed, "\(String(describing: answered.failure))\n\(runner.screenText)")
    }

    @Test("answer from a script; get-settings logs what getNotificationSettings answers; a denied app cannot add; answer with no prompt fails the script")
    func scriptAnswers() throws {
        let runner = try Self.runner()
        let outcome = runner.run(script: """
            answer deny
            expect-log "com.example.chat: authorization denied"
            answer allow
            get-settings com.example.news
            expect-log "getNotificationSettings → authorizationStatus: authorized, soundSetting: notSupported"
            """)
        #expect(outcome.passed, "\(String(describing: outcome.failure))\n\(runner.screenText)")
        let denied = runner.run(script: #"schedule welcome now app=com.example.chat title="Welcome" body="Thanks for joining""#)
        #expect(denied.failure?.message.contains("notifications are not allowed for this app (UNErrorDomain 1)") == true, "the user said no")
        #expect(runner.run(script: "answer allow").failure?.message.contains("no permission prompt is waiting") == true)
        #expect(throws: CommandError.self) { _ = try Command.parse("answer maybe") }
    }

    @Test("with Scheduled Summary in use on iOS 15+, the prompt offers Add to Scheduled Summary, stacked")
    func summaryVariant() throws {
        let runner = try Self.runner(os: "15")
        let outcome = runner.run(script: """
            answer allow
            summary com.example.chat on
            expect "“News” Would Like to Send You"
            """)
        #expect(outcome.passed, "\(String(describing: outcome.failure))\n\(runner.screenText)")
        // News asked while no app used the summary: its prompt is the plain one. A prompt shown now offers it.
        #expect(runner.model.system.permissionPrompts.first?.offersSummary == false)
    }
}
