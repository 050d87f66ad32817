import Foundation
import NotiCore
@testable import NotiApp
@testable import NotiAppCore
import Testing

/// The `:` command line of the interactive centre: relative paths name files of the workspace, as in scripts.
@Suite("Paths on the : command line")
struct CommandLinePathTests {
    /// A runner on the demo whose script folder (and the process's current folder) is not the workspace.
    static func runOnDemo(_ script: String) throws -> (ScriptRunner, ScriptRunner.Outcome) {
        let elsewhere = FileManager.default.temporaryDirectory.appendingPathComponent("notisim-elsewhere-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: elsewhere) }
        let runner = ScriptRunner(model: try DemoScript.model(), clock: ManualClock(DemoScript.start), baseDirectory: elsewhere)
        return (runner, runner.run(script: script))
    }

    @Test(":push with a relative file reads it from the workspace, not the current folder")
    func pushResolvesAgainstWorkspace() throws {
        let (runner, outcome) = try Self.runOnDemo("""
            key :
            type "push pushes/boltz-message.apns"
            key Enter
            expect "山田さん"
            """)
        #expect(outcome.passed, "\(outcome.failure.map { "\($0.line): \($0.message)" } ?? "")\n\(runner.screenText)")
        #expect(runner.model.system.app("com.fenrir-inc.BoltzMessenger")?.delivered.count == 1)
    }

    @Test("A :schedule whose attachment is missing says on the screen which file and why")
    func missingAttachmentShowsOnScreen() throws {
        let (runner, outcome) = try Self.runOnDemo("""
            key :
            type "schedule typed now app=com.example.photos title=Typed attach=attachments/nothing.png"
            key Enter
            expect "(attachments/nothing.png): file not found or unreadable"
            """)
        #expect(outcome.passed, "\(outcome.failure.map { "\($0.line): \($0.message)" } ?? "")\n\(runner.screenText)")
    }

    @Test(":schedule attach= with a relative file attaches the workspace's file")
    func scheduleAttachmentResolvesAgainstWorkspace() throws {
        let (runner, outcome) = try Self.runOnDemo("""
            key :
            type "schedule typed now app=com.example.photos title=Typed attach=attachments/mountains.png"
            key Enter
            expect "Typed"
            """)
        #expect(outcome.passed, "\(outcome.failure.map { "\($0.line): \($0.message)" } ?? "")\n\(runner.screenText)")
        let delivered = try #require(runner.model.system.app("com.example.photos")?.delivered.first { $0.id == "typed" })
        #expect(delivered.content.attachments.map(\.path) == [DemoWorkspace.url.appendingPathComponent("attachments/mountains.png").standardizedFileURL.path])
    }

    @Test("A :push whose file is missing says so on the screen, naming the file as typed and the reason, as well as in the log")
    func missingFileShowsOnScreen() throws {
        let (runner, outcome) = try Self.runOnDemo("""
            key :
            type "push pushes/no-such-push.apns"
            key Enter
            expect "pushes/no-such-push.apns: no such file"
            expect-log "no-such-push.apns"
            """)
        #expect(outcome.passed, "\(outcome.failure.map { "\($0.line): \($0.message)" } ?? "")\n\(runner.screenText)")
        #expect(runner.model.notice == "pushes/no-such-push.apns: no such file", "the notice line names the file as typed, with its reason")
    }

    @Test(":push with a relative file in a project opened with open reads it from the project folder, not notisim's cache")
    func pushResolvesAgainstProjectFolder() throws {
        let project = FileManager.default.temporaryDirectory.appendingPathComponent("notisim-project-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: project.appendingPathComponent("Payloads"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: project) }
        try FileManager.default.copyItem(at: DemoWorkspace.url.appendingPathComponent("pushes/boltz-message.apns"),
                                         to: project.appendingPathComponent("Payloads/mine.apns"))
        var model = try DemoScript.model()
        model.workspace.derivedFrom = project.appendingPathComponent("Boltz.xcodeproj")
        let runner = ScriptRunner(model: model, clock: ManualClock(DemoScript.start), baseDirectory: FileManager.default.temporaryDirectory)
        let outcome = runner.run(script: """
            key :
            type "push Payloads/mine.apns"
            key Enter
            expect "山田さん"
            """)
        #expect(outcome.passed, "\(outcome.failure.map { "\($0.line): \($0.message)" } ?? "")\n\(runner.screenText)")
        #expect(runner.model.system.app("com.fenrir-inc.BoltzMessenger")?.delivered.count == 1)
    }
}
