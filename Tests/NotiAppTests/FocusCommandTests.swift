import Foundation
import NotiCore
import Testing
@testable import NotiApp
@testable import NotiAppCore

/// `focus NAME|off`, the `d` key and the Focus status apps read (docs/rules/focus.md#focus-modes).
@Suite("Focus modes from the keys and commands")
struct FocusCommandTests {
    @Test("d cycles off, Do Not Disturb, Sleep, Work, Personal and off; before iOS 15 it only toggles Do Not Disturb")
    func cycle() throws {
        let runner = try demoScript()
        var seen: [String?] = []
        for _ in 0..<5 {
            _ = runner.run(script: "key d")
            seen.append(runner.model.system.device.focus?.name)
        }
        #expect(seen == ["Do Not Disturb", "Sleep", "Work", "Personal", nil])
        let old = try demoScript(os: "14")
        _ = old.run(script: "key d")
        #expect(old.model.system.device.focus?.name == "Do Not Disturb")
        _ = old.run(script: "key d")
        #expect(old.model.system.device.focus == nil)
    }

    @Test("focus NAME turns on the workspace's mode, names with spaces included; an unknown name keeps the Focus and lists the modes")
    func named() throws {
        #expect(try Command.parse("focus Do Not Disturb") == .focus("Do Not Disturb"))
        #expect(try Command.parse("focus on") == .focus("Do Not Disturb"))
        #expect(try Command.parse("dnd off") == .focus(nil))
        let (runner, outcome) = try runDemo("""
            focus work
            expect "☾ Work"
            focus Gym
            expect-log "focus: unknown Focus \\"Gym\\"; Focus modes: Do Not Disturb, Sleep, Work, Personal"
            expect "☾ Work"
            focus off
            expect-not "☾"
            """)
        #expect(outcome.passed, "\(String(describing: outcome.failure))\n\(runner.screenText)")
        #expect(runner.model.system.device.focus == nil)
    }

    @Test("turning a Focus on and off tells the apps with the communication entitlement isFocused")
    func focusStatus() throws {
        let (runner, outcome) = try runDemo("""
            focus Sleep
            expect-log "com.fenrir-inc.BoltzMessenger: INFocusStatusCenter focusStatus.isFocused = true"
            focus Work
            focus off
            expect-log "com.fenrir-inc.BoltzMessenger: INFocusStatusCenter focusStatus.isFocused = false"
            """)
        #expect(outcome.passed, "\(String(describing: outcome.failure))\n\(runner.screenText)")
        #expect(runner.model.log.entries.filter { $0.text.contains("isFocused") }.count == 2)
        #expect(!runner.model.log.entries.contains { $0.text.contains("com.example.photos: INFocusStatusCenter") })
    }

    /// Runs `script` after writing an incoming call push with `sound` to `call.apns` (the script's `CALL`).
    private func runCall(sound: String, _ script: String) throws -> (ScriptRunner, ScriptRunner.Outcome) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("notisim-call-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let push = folder.appendingPathComponent("call.apns")
        try #"""
            {"Simulator Target Bundle": "com.fenrir-inc.BoltzMessenger", "aps": {"alert": {"body": "Incoming call"}, "sound": "\#(sound)"},
             "communication": {"kind": "call", "sender": {"name": "田中ゆい", "handle": "@yui"}}}
            """#.write(to: push, atomically: true, encoding: .utf8)
        return try runDemo(script.replacingOccurrences(of: "CALL", with: push.path))
    }

    @Test("a call's banner rings for 30 s instead of the usual 5 s")
    func ringingCall() throws {
        let (runner, outcome) = try runCall(sound: "default", """
            push CALL
            expect "☎ Call"
            expect-log "ringing 30 s"
            advance 20s
            expect "Incoming call"
            advance 11s
            expect-not "☎ Call"
            """)
        #expect(outcome.passed, "\(String(describing: outcome.failure))\n\(runner.screenText)")
    }

    @Test("a call with the ringtone sound plays the ringtone, named in the status bar while it rings")
    func ringtoneCall() throws {
        // Sleep lets 田中ゆい through and silences the demo's other sounds, which would take the status bar's sound note.
        let (runner, outcome) = try runCall(sound: "ringtone", """
            focus Sleep
            push CALL
            expect-log "+ringtone+breaks through Focus+communication+ringing 30 s"
            advance 20s
            expect "♪ ringtone"
            advance 11s
            expect-not "♪ ringtone"
            """)
        #expect(outcome.passed, "\(String(describing: outcome.failure))\n\(runner.screenText)")
    }
}
