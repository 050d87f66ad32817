import Foundation
import NotiCore
import NotiTerminalPort
import Testing
@testable import NotiApp
@testable import NotiAppCore

/// `notisim serve`'s loop is the app's one event loop without a screen (docs/architecture.md#one-message-loop).
@Suite("The event loop without a screen")
struct HeadlessLoopTests {
    private let start = Date(timeIntervalSince1970: 1_700_000_000)

    private func runner() throws -> (AppRunner, HeadlessTerminal) {
        let clock = ManualClock(start)
        let model = try Session.makeModel(workspace: try Session.loadWorkspace(nil), os: nil, device: nil, theme: "light", environment: [:],
                                          size: TerminalSize(cols: 100, rows: 32), now: clock.now, timeZone: TimeZone(identifier: "UTC")!)
        let terminal = HeadlessTerminal()
        let runner = AppRunner(model: model, backend: terminal, clock: clock)
        runner.start(restoring: nil)
        return (runner, terminal)
    }

    private func post(_ identifiers: [String], to inbox: PushInbox, answers: LockedState<[String]>) {
        let pushes = identifiers.map { identifier in
            InboundPush(bundleID: "com.example.photos", payload: Array(#"{"aps":{"alert":{"title":"T \#(identifier)","body":"b"}}}"#.utf8),
                        pushType: .alert, collapseID: identifier, apnsID: UUID().uuidString)
        }
        inbox.post(pushes) { outcomes in answers.withLock { $0 += outcomes.map { (try? $0.get()) ?? "failed" } } }
    }

    @Test("headless, the loop delivers and answers the inbox's pushes between passes and draws no frame")
    func deliversWithoutFrames() throws {
        let (runner, terminal) = try runner()
        let inbox = PushInbox(), answers = LockedState<[String]>([])
        post(["one", "two"], to: inbox, answers: answers)
        var passes = 0
        runner.runLoop(inbox: inbox, mode: .headless) {
            passes += 1
            return runner.model.system.delivered("com.example.photos", "two") != nil
        }
        #expect(answers.withLock { $0 } == ["one", "two"])
        #expect(passes >= 2, "the pushes arrived in a pass of the loop, not at its end")
        #expect(terminal.frames.isEmpty)
    }

    @Test("told to stop with pushes still in the inbox, either loop delivers them before it ends")
    func endsWithTheInboxDelivered() throws {
        for mode in [AppRunner.LoopMode.headless, .terminal] {
            let (runner, _) = try runner()
            let inbox = PushInbox(), answers = LockedState<[String]>([])
            post(["late"], to: inbox, answers: answers)
            runner.runLoop(inbox: inbox, mode: mode) { true }
            #expect(runner.model.system.delivered("com.example.photos", "late") != nil, "\(mode)")
            #expect(answers.withLock { $0 } == ["late"], "\(mode)")
        }
    }
}
