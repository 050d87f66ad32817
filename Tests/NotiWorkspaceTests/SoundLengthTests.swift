import Foundation
import NotiApp
@testable import NotiAppCore
import NotiCore
import NotiTerminalPort
import Testing
import TestSupport
@testable import NotiWorkspace

/// The workspace reads the length of each file in `sounds/`, and a named sound longer than iOS plays gives the
/// default sound (docs/rules/presentation.md#sounds-longer-than-30-seconds).
@Suite("Named sound files' lengths")
struct SoundLengthTests {
    static let json = #"""
    {"version": 1, "apps": [{"bundleID": "com.example.alarm", "displayName": "Alarm",
      "authorization": {"request": ["alert", "sound"], "answer": "allow"},
      "launchRequests": [{"id": "long", "trigger": {"in": 60}, "content": {"title": "Long", "sound": "long.caf"}},
                         {"id": "short", "trigger": {"in": 60}, "content": {"title": "Short", "sound": "short.caf"}}]}]}
    """#

    static func workspace() throws -> TemporaryWorkspace {
        try TemporaryWorkspace(json: json, binaryFiles: ["sounds/long.caf": TestSounds.aac(frames: 44_100 * 42, rate: 44_100),
                                                         "sounds/short.caf": TestSounds.pcm(seconds: 2),
                                                         "sounds/notes.txt": Array("not a sound".utf8)])
    }

    @Test("each sound file's length is read; a request naming one over 30 s is warned about at its key path")
    func lengthsAndWarning() throws {
        let folder = try Self.workspace()
        defer { folder.remove() }
        let result = folder.load()
        #expect(result.workspace?.soundSeconds == ["long.caf": 42, "short.caf": 2])
        #expect(result.lines.contains {
            $0.contains("apps[0].launchRequests[0].content.sound") && $0.contains("sound \"long.caf\" is 42.0 s long; iOS plays the default sound instead of one over 30 s")
        }, "\(result.lines)")
        #expect(!result.lines.contains { $0.contains("short.caf") })
    }

    @Test("a push naming a sound over 30 s plays the default sound on the simulated iPhone; one under plays by its name")
    func pushPlaysTheDefault() throws {
        let folder = try Self.workspace()
        defer { folder.remove() }
        let workspace = try #require(folder.load().workspace)
        var model = try Session.makeModel(workspace: workspace, os: nil, device: nil, theme: "light", environment: [:],
                                          size: TerminalSize(cols: 100, rows: 32), now: Date(timeIntervalSince1970: 1_700_000_000),
                                          timeZone: TimeZone(identifier: "UTC")!)
        _ = model.update(.launched(at: model.now))
        for (identifier, sound) in [("p-long", "long.caf"), ("p-short", "short.caf")] {
            var content = NotificationContent(title: identifier)
            content.sound = .named(sound)
            _ = model.update(.pushArrived(LoadedPush(bundleID: "com.example.alarm", identifier: identifier, content: content, delivery: .notification)))
            #expect(model.sound?.playback.name == (sound == "long.caf" ? nil : sound))
        }
        #expect(model.log.entries.contains { $0.text.contains("sound \"long.caf\" is 42.0 s long, over 30 s: the default sound plays instead") })
    }
}
