import Testing
@testable import NotiCore

/// What iOS would ignore or misread is a warning with its key path; the content is still built
/// (docs/rules/payload.md#the-aps-dictionary).
@Suite("Payload warnings")
struct PayloadWarningTests {
    /// The diagnostics of `text` as `path: message` lines; all must be warnings.
    private func warnings(_ text: String, _ pushType: PushType = .alert, strings: [String: String]? = nil) -> [String] {
        let decoded = PayloadDecoder.decode(Array(text.utf8), pushType: pushType, strings: strings)
        #expect(!decoded.diagnostics.hasErrors, "\(decoded.diagnostics)")
        #expect(decoded.content != nil)
        return decoded.diagnostics.map { "\($0.path): \($0.message)" }
    }

    @Test("a badge that is not an integer is a warning and leaves the badge unchanged")
    func badgeNotInteger() {
        #expect(warnings(#"{"aps": {"badge": "3"}}"#) == [#"aps.badge: expected an integer, got the string "3""#])
        #expect(warnings(#"{"aps": {"badge": 2.5}}"#) == ["aps.badge: expected an integer, got the number 2.5"])
        #expect(warnings(#"{"aps": {"badge": true}}"#) == ["aps.badge: expected an integer, got the boolean true"])
        #expect(warnings(#"{"aps": {"badge": 3.0}}"#).isEmpty)
    }

    @Test("a negative badge is a warning")
    func negativeBadge() {
        #expect(warnings(#"{"aps": {"badge": -1}}"#) == ["aps.badge: a badge can't be negative (got -1); the badge is left unchanged"])
    }

    @Test("a badge too large for an integer is a warning, not a crash")
    func hugeBadge() {
        #expect(warnings(#"{"aps": {"badge": 99999999999999999999}}"#)
            == ["aps.badge: 99999999999999999999 is too large for a badge; the badge is left unchanged"])
        #expect(warnings(#"{"aps": {"badge": 1e999}}"#) == ["aps.badge: 1e999 is too large for a badge; the badge is left unchanged"])
    }

    @Test("an unknown interruption level is a warning and the level stays active")
    func unknownInterruptionLevel() throws {
        #expect(warnings(#"{"aps": {"alert": "x", "interruption-level": "timeSensitive"}}"#) == [
            #"aps.interruption-level: unknown interruption level "timeSensitive"; expected passive, active, time-sensitive or critical (iOS uses active)"#,
        ])
        #expect(warnings(#"{"aps": {"alert": "x", "interruption-level": 2}}"#) == ["aps.interruption-level: expected a string, got the number 2"])
    }

    @Test("a relevance score outside 0–1 is a warning and is clamped")
    func relevanceOutOfRange() throws {
        #expect(warnings(#"{"aps": {"alert": "x", "relevance-score": -0.5}}"#) == ["aps.relevance-score: -0.5 is outside 0–1; iOS clamps it to 0"])
        #expect(PayloadDecoder.decode(Array(#"{"aps": {"alert": "x", "relevance-score": 1.5}}"#.utf8)).content?.relevanceScore == 1)
        #expect(warnings(#"{"aps": {"alert": "x", "relevance-score": "high"}}"#)
            == [#"aps.relevance-score: expected a number from 0 to 1, got the string "high""#])
        #expect(warnings(#"{"aps": {"timestamp": 1, "event": "end", "relevance-score": 50}}"#, .liveactivity).isEmpty)
    }

    @Test("a critical sound volume outside 0–1 is a warning and is clamped")
    func volumeOutOfRange() throws {
        let payload = #"{"aps": {"alert": "x", "sound": {"critical": 1, "name": "a.caf", "volume": 1.5}}}"#
        #expect(warnings(payload) == ["aps.sound.volume: 1.5 is outside 0–1; iOS clamps it to 1"])
        #expect(PayloadDecoder.decode(Array(payload.utf8)).content?.sound == .critical(name: "a.caf", volume: 1))
        #expect(warnings(#"{"aps": {"sound": {"critical": 1, "name": "a.caf", "volume": "loud"}}}"#)
            == [#"aps.sound.volume: expected a number from 0 to 1, got the string "loud""#])
    }

    @Test("sound problems are warnings: wrong type, bad critical flag, unknown key, no name, volume without critical, empty name")
    func soundProblems() {
        #expect(warnings(#"{"aps": {"sound": ["a"]}}"#) == ["aps.sound: expected a sound name or a dictionary, got an array"])
        #expect(PayloadCorpus.decode("sound-problems.json").warnings.map(\.path)
            == ["aps.sound.critical", "aps.sound.loop", "aps.sound.name", "aps.sound.volume"])
        #expect(warnings(#"{"aps": {"sound": ""}}"#) == ["aps.sound: empty sound name; iOS plays the default sound"])
        #expect(warnings(#"{"aps": {"sound": {"critical": 1}}}"#) == ["aps.sound.name: missing: iOS plays the default critical sound"])
    }

    @Test("non-string thread-id, category, target-content-id and filter-criteria are warnings")
    func nonStringIdentifiers() {
        for key in ["thread-id", "category", "target-content-id", "filter-criteria"] {
            #expect(warnings(#"{"aps": {"alert": "x", "\#(key)": 42}}"#) == ["aps.\(key): expected a string, got the number 42"])
        }
    }

    @Test("non-string alert texts are warnings naming their key path")
    func nonStringAlertTexts() {
        for key in ["title", "subtitle", "body", "launch-image", "loc-key", "title-loc-key", "subtitle-loc-key", "summary-arg"] {
            #expect(warnings(#"{"aps": {"alert": {"\#(key)": {}}}}"#) == ["aps.alert.\(key): expected a string, got an object"])
        }
    }

    @Test("an alert that is neither a string nor a dictionary is a warning")
    func alertOfWrongType() {
        #expect(warnings(#"{"aps": {"alert": ["hi"]}}"#) == ["aps.alert: expected a string or a dictionary, got an array; no alert is shown"])
    }

    @Test("loc-args that are not an array of strings are warnings per element")
    func locArgsNotStrings() {
        #expect(warnings(#"{"aps": {"alert": {"loc-key": "%@ %@", "loc-args": ["a", 7]}}}"#)
            == ["aps.alert.loc-args[1]: expected a string, got the number 7"])
        #expect(warnings(#"{"aps": {"alert": {"title-loc-key": "%@", "title-loc-args": {"a": 1}}}}"#) == [
            "aps.alert.title-loc-args: expected an array of strings, got an object",
            "aps.alert.title-loc-args: the format \"%@\" takes 1 argument, got 0",
        ])
    }

    @Test("loc-args whose count doesn't match the format's placeholders are a warning")
    func locArgsCountMismatch() {
        #expect(warnings(#"{"aps": {"alert": {"loc-key": "%@ sent %@", "loc-args": ["Jane"]}}}"#)
            == [#"aps.alert.loc-args: the format "%@ sent %@" takes 2 arguments, got 1"#])
        #expect(warnings(#"{"aps": {"alert": {"subtitle-loc-key": "%2$@"}}}"#)
            == [#"aps.alert.subtitle-loc-key: the format "%2$@" takes 2 arguments but there is no subtitle-loc-args"#])
        #expect(warnings(#"{"aps": {"alert": {"loc-args": ["x"]}}}"#) == ["aps.alert.loc-args: ignored: there is no loc-key to format"])
    }

    @Test("a loc key missing from a given strings table is a warning and shows the key")
    func locKeyNotInTable() {
        let text = #"{"aps": {"alert": {"loc-key": "GREETING"}}}"#
        #expect(warnings(text, strings: ["OTHER": "x"]) == [#"aps.alert.loc-key: "GREETING" is not in the strings table; iOS shows the key itself"#])
        #expect(PayloadDecoder.decode(Array(text.utf8), strings: [:]).content?.body == "GREETING")
    }

    @Test("unknown keys inside aps are warnings: custom keys belong outside aps")
    func unknownAPSKeys() {
        #expect(warnings(#"{"aps": {"alert": "x", "userId": 7}, "ok": 1}"#)
            == [#"aps.userId: unknown key in aps; iOS ignores it (custom keys belong outside "aps")"#])
    }

    @Test("unknown or misplaced keys inside aps.alert are warnings")
    func unknownAlertKeys() {
        #expect(warnings(#"{"aps": {"alert": {"body": "x", "color": "red", "badge": 1}}}"#) == [
            "aps.alert.color: unknown alert key; iOS ignores it",
            "aps.alert.badge: belongs in aps, not in aps.alert; iOS ignores it here",
        ])
    }

    @Test("content-available or mutable-content other than 1 is a warning; JSON true acts as 1 with a warning")
    func flagsNotOne() {
        #expect(warnings(#"{"aps": {"alert": "x", "mutable-content": 0}}"#)
            == ["aps.mutable-content: 0 has no effect; only 1 turns this on (leave the key out instead)"])
        #expect(PayloadCorpus.decode("flags-not-one.json").warnings.map(\.path) == ["aps.content-available", "aps.mutable-content"])
        #expect(PayloadCorpus.decode("flags-not-one.json").mutableContent == false)
        let boolean = PayloadDecoder.decode(Array(#"{"aps": {"alert": "x", "mutable-content": true}}"#.utf8), pushType: .alert)
        #expect(boolean.mutableContent == true)
        #expect(warnings(#"{"aps": {"alert": "x", "mutable-content": true}}"#) == ["aps.mutable-content: true is read as 1 (iOS reads the flag as a number); write 1"])
        #expect(PayloadDecoder.decode(Array(#"{"aps": {"alert": "x", "mutable-content": false}}"#.utf8), pushType: .alert).mutableContent == false)
    }

    @Test("a push with no alert, sound or badge and no content-available is a warning")
    func nothingToDo() {
        #expect(warnings(#"{"aps": {"category": "c"}}"#)
            == ["aps: no alert, sound or badge and no content-available: 1; iOS shows nothing and doesn't wake the app"])
        #expect(warnings(#"{"aps": {"badge": 0}}"#).isEmpty)
    }

    @Test("a background push needs content-available 1 and no alert, sound or badge")
    func backgroundPushType() {
        #expect(warnings(#"{"aps": {}}"#, .background) == ["aps: a background push needs content-available: 1"])
        #expect(warnings(#"{"aps": {"content-available": 1, "sound": "default"}}"#, .background)
            == ["aps: a background push must not carry alert, sound or badge; send it as an alert push"])
    }

    @Test("a Live Activity push needs event and timestamp, and an update needs content-state")
    func liveActivityRequirements() {
        #expect(warnings(#"{"aps": {"event": "update", "timestamp": 5}}"#, .liveactivity)
            == ["aps.content-state: missing: a Live Activity update needs the new content state"])
        #expect(PayloadCorpus.decode("live-activity-broken.json").warnings.count == 5)
    }

    @Test("duplicate keys are warnings naming the repeated key's path")
    func duplicateKeys() {
        #expect(warnings(#"{"aps": {"alert": {"title": "a", "title": "b"}}, "list": [{"k": 1, "k": 2}]}"#) == [
            "aps.alert.title: duplicate key; iOS keeps only the last value",
            "list[0].k: duplicate key; iOS keeps only the last value",
        ])
    }

    @Test("a Simulator Target Bundle that is not a non-empty string is a warning")
    func badTargetBundle() {
        #expect(warnings(#"{"Simulator Target Bundle": "", "aps": {"alert": "x"}}"#)
            == [#"Simulator Target Bundle: expected a bundle id, got the string """#])
    }

    @Test("Live Activity dates that are not whole seconds and unknown events are warnings")
    func liveActivityValues() {
        #expect(warnings(#"{"aps": {"alert": "x", "timestamp": "now", "event": 3}}"#)
            == [#"aps.timestamp: expected whole seconds since 1970, got the string "now""#, "aps.event: expected a string, got the number 3"])
    }

    @Test("long values are cut short so each diagnostic stays one line")
    func oneLineMessages() {
        let long = String(repeating: "a", count: 500)
        let lines = warnings(#"{"aps": {"alert": "x", "badge": "\#(long)\n"}}"#.replacingOccurrences(of: "\n", with: "\\n"))
        #expect(lines.count == 1 && lines[0].count < 120)
    }
}
