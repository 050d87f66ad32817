import Foundation
import NotiCore
import Testing
@testable import NotiWorkspace

@Suite("Workspace errors and warnings, each at its key path")
struct WorkspaceErrorTests {
    /// A workspace whose apps are `apps` (JSON text of each app).
    static func workspace(_ apps: String...) -> String { #"{"version": 1, "apps": [\#(apps.joined(separator: ","))]}"# }
    static let minimalApp = #"{"bundleID": "com.example.ok", "displayName": "OK"}"#

    @Test("a workspace.json that is not JSON is one error with line and column")
    func notJSON() throws {
        let result = try TemporaryWorkspace.load("{\n  \"apps\": [,]\n}")
        #expect(result.workspace == nil)
        #expect(result.lines == ["workspace.json: error: not valid JSON: unexpected character ',' at line 2, column 12"])
    }

    @Test("a missing workspace.json is an error naming the file")
    func missingFile() throws {
        let folder = try TemporaryWorkspace(json: nil)
        defer { folder.remove() }
        let result = folder.load()
        #expect(result.workspace == nil)
        #expect(result.diagnostics.first?.diagnostic.message.contains("workspace.json: no such file") == true)
    }

    @Test("the top level must be an object with apps, and a known version")
    func topLevel() throws {
        #expect(try TemporaryWorkspace.load("[]").lines == ["workspace.json: error: expected an object, got an array"])
        #expect(try TemporaryWorkspace.load("{}").paths(.error) == ["apps"])
        #expect(try TemporaryWorkspace.load(#"{"version": 2, "apps": []}"#).lines == ["workspace.json: error: version: this notisim reads workspace format 1, not 2"])
    }

    @Test("required app keys and wrong types are errors at their key path")
    func appKeys() throws {
        let result = try TemporaryWorkspace.load(Self.workspace(Self.minimalApp, #"{"displayName": 3, "icon": ""}"#))
        #expect(Set(result.paths(.error)) == ["apps[1].bundleID", "apps[1].displayName", "apps[1].icon"])
        #expect(result.lines.contains("workspace.json: error: apps[1].displayName: expected a string, got the number 3"))
        #expect(result.workspace?.apps.map(\.bundleID) == ["com.example.ok"])
    }

    @Test("apsEnvironment is development or production; another value is an error at its key path and the app names none")
    func apsEnvironment() throws {
        let result = try TemporaryWorkspace.load(Self.workspace(
            #"{"bundleID": "com.example.dev", "displayName": "Dev", "apsEnvironment": "development"}"#,
            #"{"bundleID": "com.example.stage", "displayName": "Stage", "apsEnvironment": "staging"}"#))
        #expect(result.lines == ["workspace.json: error: apps[1].apsEnvironment: expected one of development, production (the aps-environment entitlement), got \"staging\""])
        let loaded = try TemporaryWorkspace.load(Self.workspace(#"{"bundleID": "com.example.dev", "displayName": "Dev", "apsEnvironment": "development"}"#))
        #expect(loaded.workspace?.apps.map(\.pushEnvironment) == [.development])
    }

    @Test("locationAuthorization is one of CLAuthorizationStatus's four; another value is an error at its key path; absent, notDetermined")
    func locationAuthorization() throws {
        let result = try TemporaryWorkspace.load(Self.workspace(
            #"{"bundleID": "com.example.a", "displayName": "A", "locationAuthorization": "whenInUse"}"#,
            #"{"bundleID": "com.example.b", "displayName": "B", "locationAuthorization": "sometimes"}"#))
        #expect(result.lines == ["workspace.json: error: apps[1].locationAuthorization: expected one of notDetermined, denied, whenInUse, always, got \"sometimes\""])
        let loaded = try TemporaryWorkspace.load(Self.workspace(
            #"{"bundleID": "com.example.a", "displayName": "A", "locationAuthorization": "always"}"#, #"{"bundleID": "com.example.b", "displayName": "B"}"#))
        #expect(loaded.workspace?.apps.map(\.locationAuthorization) == [.always, .notDetermined])
    }

    @Test("runState and delegate.backgroundFetchResult take their enums' names; another value is an error at its key path")
    func runStateAndFetchResult() throws {
        let result = try TemporaryWorkspace.load(Self.workspace(
            #"{"bundleID": "com.example.a", "displayName": "A", "runState": "forceQuit", "delegate": {"backgroundFetchResult": "noData"}}"#,
            #"{"bundleID": "com.example.b", "displayName": "B", "runState": "asleep", "delegate": {"backgroundFetchResult": "some"}}"#))
        #expect(result.lines == [
            "workspace.json: error: apps[1].runState: expected one of foreground, background, suspended, notRunning, forceQuit, got \"asleep\"",
            "workspace.json: error: apps[1].delegate.backgroundFetchResult: expected one of newData, noData, failed (UIBackgroundFetchResult), got \"some\"",
        ])
        let loaded = try TemporaryWorkspace.load(Self.workspace(
            #"{"bundleID": "com.example.a", "displayName": "A", "runState": "forceQuit", "delegate": {"backgroundFetchResult": "noData"}}"#))
        #expect(loaded.workspace?.apps.first?.runState == .forceQuit)
        #expect(loaded.workspace?.apps.first?.delegate.backgroundFetchResult == .noData)
    }

    @Test("scenes need a name each, once; a predicate that does not parse is an error at its key path saying why")
    func scenes() throws {
        let result = try TemporaryWorkspace.load(Self.workspace(
            #"{"bundleID": "com.example.a", "displayName": "A", "scenes": [{"name": "Main"}, {"name": "Main"}, {"canActivate": "TRUEPREDICATE"}, {"name": "Bad", "prefersToActivate": "title == 'x'"}]}"#))
        #expect(result.lines == [
            "workspace.json: error: apps[0].scenes[1].name: scene \"Main\" is described twice",
            "workspace.json: error: apps[0].scenes[2].name: missing; expected a string",
            "workspace.json: error: apps[0].scenes[3].prefersToActivate: expected targetContentIdentifier or SELF, got title in \"title == 'x'\"",
        ])
    }

    @Test("an unknown option deep inside is reported at its full key path")
    func deepKeyPath() throws {
        let third = #"""
        {"bundleID": "c", "displayName": "C", "categories": [{"id": "cat", "actions": [
          {"id": "a", "title": "A"}, {"id": "b", "title": "B", "options": ["foreground", "loud"]}]}]}
        """#
        let result = try TemporaryWorkspace.load(Self.workspace(#"{"bundleID": "a", "displayName": "A"}"#, #"{"bundleID": "b", "displayName": "B"}"#, third))
        #expect(result.lines == [
            "workspace.json: error: apps[2].categories[0].actions[1].options[1]: unknown option \"loud\"; expected one of authenticationRequired, destructive, foreground",
        ])
    }

    @Test("unknown keys are warnings, with the known key they resemble")
    func unknownKeys() throws {
        let result = try TemporaryWorkspace.load(Self.workspace(#"{"bundleID": "a", "displayName": "A", "displayname": "x", "colour": "red"}"#))
        #expect(result.lines == [
            "workspace.json: warning: apps[0].displayname: unknown key; it is ignored (did you mean \"displayName\"?)",
            "workspace.json: warning: apps[0].colour: unknown key; it is ignored",
        ])
        #expect(result.workspace?.apps.count == 1)
    }

    @Test("a key written twice in one object is a warning; the first one is used")
    func duplicateKeys() throws {
        let result = try TemporaryWorkspace.load(Self.workspace(#"{"bundleID": "a", "displayName": "First", "displayName": "Second"}"#))
        #expect(result.lines == ["workspace.json: warning: apps[0].displayName: the key appears twice; the first one is used"])
        #expect(result.workspace?.apps.first?.displayName == "First")
    }

    @Test("a workspace.json over the size limit is refused before it is read")
    func oversized() throws {
        let folder = try TemporaryWorkspace(json: nil, binaryFiles: ["workspace.json": [UInt8](repeating: 0x20, count: WorkspaceLoader.maximumBytes + 1)])
        defer { folder.remove() }
        let result = folder.load()
        #expect(result.workspace == nil)
        #expect(result.diagnostics.first?.diagnostic.message.contains("larger than") == true)
    }

    @Test("two apps with one bundle id, or one category registered twice, are errors")
    func duplicates() throws {
        let result = try TemporaryWorkspace.load(Self.workspace(
            Self.minimalApp,
            #"{"bundleID": "com.example.ok", "displayName": "Again"}"#,
            #"{"bundleID": "x", "displayName": "X", "categories": [{"id": "c"}, {"id": "c"}]}"#))
        #expect(result.paths(.error) == ["apps[1].bundleID", "apps[2].categories[1].id"])
    }

    @Test("delegate effects: reschedule durations, openApp, none; bad ones are errors")
    func delegateEffects() throws {
        let app = #"""
        {"bundleID": "a", "displayName": "A",
         "categories": [{"id": "c", "actions": [{"id": "snooze", "title": "S"}, {"id": "open", "title": "O"}, {"id": "bad", "title": "B"}, {"id": "worse", "title": "W"}]}],
         "delegate": {"willPresent": [], "opensSettings": true,
                      "actions": {"snooze": {"reschedule": "1h30m"}, "open": "openApp", "bad": {"reschedule": "soon"}, "worse": "explode", "ghost": "none"}}}
        """#
        let result = try TemporaryWorkspace.load(Self.workspace(app))
        #expect(result.paths(.error) == ["apps[0].delegate.actions.bad.reschedule", "apps[0].delegate.actions.worse"])
        #expect(result.paths(.warning) == ["apps[0].delegate.actions.ghost"])
        #expect(result.workspace?.apps.isEmpty == true)

        let valid = try TemporaryWorkspace.load(Self.workspace(#"""
        {"bundleID": "a", "displayName": "A", "categories": [{"id": "c", "actions": [{"id": "snooze", "title": "S"}]}],
         "delegate": {"actions": {"snooze": {"reschedule": "1h30m"}}}}
        """#))
        let delegate = try #require(valid.workspace?.apps.first?.delegate)
        #expect(delegate.actionEffects["snooze"] == .reschedule(seconds: 5400))
        #expect(delegate.willPresent == nil)
    }

    @Test("triggers: one kind only, repeating intervals of at least 60 s, calendar ranges, regions")
    func triggers() throws {
        let app = #"""
        {"bundleID": "a", "displayName": "A", "launchRequests": [
          {"id": "both", "trigger": {"in": "5s", "at": {"hour": 7}}, "content": {"title": "x"}},
          {"id": "short", "trigger": {"in": "30s", "repeats": true}, "content": {"title": "x"}},
          {"id": "hour", "trigger": {"at": {"hour": 24}}, "content": {"title": "x"}},
          {"id": "empty", "trigger": {"at": {}}, "content": {"title": "x"}},
          {"id": "region", "trigger": {"region": {"id": "office", "latitude": 95, "longitude": 0, "radius": 100}}, "content": {"title": "x"}},
          {"id": "good", "trigger": {"region": {"id": "home", "latitude": 37.5, "longitude": 127, "radius": 200, "notifyOnExit": true}}, "content": {"title": "x"}},
          {"id": "minute", "trigger": {"in": "60s", "repeats": true}, "content": {"title": "x"}},
          {"id": "nocontent"}
        ]}
        """#
        let result = try TemporaryWorkspace.load(Self.workspace(app))
        #expect(result.paths(.error) == [
            "apps[0].launchRequests[0].trigger", "apps[0].launchRequests[1].trigger.in",
            "apps[0].launchRequests[2].trigger.at.hour", "apps[0].launchRequests[3].trigger.at",
            "apps[0].launchRequests[4].trigger.region.latitude", "apps[0].launchRequests[7].content",
        ])
        #expect(result.lines.contains("workspace.json: error: apps[0].launchRequests[1].trigger.in: iOS refuses this request: time interval must be at least 60 if repeating"))
        let requests = try #require(result.workspace?.launchRequests["a"])
        #expect(requests.map(\.identifier) == ["good", "minute"])
        #expect(requests.first?.trigger == .location(CircularRegion(identifier: "home", latitude: 37.5, longitude: 127, radius: 200, notifyOnEntry: true, notifyOnExit: true), repeats: false))
    }

    @Test("durations read d, h, m and s parts, largest first")
    func durations() {
        #expect(DurationText.seconds("5s") == 5)
        #expect(DurationText.seconds("15m") == 900)
        #expect(DurationText.seconds("1h30m") == 5400)
        #expect(DurationText.seconds("1d2h") == 93_600)
        #expect(DurationText.seconds("1.5s") == 1.5)
        for bad in ["", "5", "m5", "5x", "30s1m", "1h1h", "h", "1.2.3s", "-5s"] { #expect(DurationText.seconds(bad) == nil, "\(bad)") }
    }

    @Test("missing and unsupported attachment files are errors naming the file; a missing sound is a warning")
    func files() throws {
        let app = #"""
        {"bundleID": "a", "displayName": "A", "launchRequests": [
          {"id": "missing", "content": {"title": "x", "attachments": [{"id": "i", "file": "attachments/nope.png"}]}},
          {"id": "type", "content": {"title": "x", "attachments": [{"id": "i", "file": "notes.txt"}]}},
          {"id": "sound", "content": {"title": "x", "sound": "ring.caf"}},
          {"id": "ok", "content": {"title": "x", "sound": "ding.wav", "attachments": [{"file": "pic.jpg", "thumbnailClippingRect": {"x": 0.5, "width": 0.5}}]}}
        ]}
        """#
        let result = try TemporaryWorkspace.load(Self.workspace(app), files: ["notes.txt": "hi", "pic.jpg": "jpeg", "sounds/ding.wav": "RIFF"])
        #expect(result.paths(.error) == ["apps[0].launchRequests[0].content.attachments[0].file", "apps[0].launchRequests[1].content.attachments[0].file"])
        #expect(result.lines.first?.contains("attachment \"attachments/nope.png\" does not exist") == true)
        #expect(result.paths(.warning) == ["apps[0].launchRequests[2].content.sound"])
        let ok = try #require(result.workspace?.launchRequests["a"]?.last)
        #expect(ok.content.attachments.first?.thumbnailClippingRect == UnitRect(x: 0.5, y: 0, width: 0.5, height: 1))
        #expect(ok.content.sound == .named("ding.wav"))
    }

    @Test("content problems: unregistered category, entitlement-less critical and time-sensitive levels, bad values")
    func contentRules() throws {
        let app = #"""
        {"bundleID": "a", "displayName": "A", "launchRequests": [
          {"id": "r", "content": {"title": "x", "category": "nope", "interruptionLevel": "time-sensitive"}},
          {"id": "c", "content": {"title": "x", "sound": {"critical": true, "volume": 2}}},
          {"id": "l", "content": {"title": "x", "interruptionLevel": "urgent", "badge": -1, "relevanceScore": 3}}
        ]}
        """#
        let result = try TemporaryWorkspace.load(Self.workspace(app))
        #expect(result.paths(.warning) == [
            "apps[0].launchRequests[0].content.interruptionLevel", "apps[0].launchRequests[0].content.category",
            "apps[0].launchRequests[1].content",
        ])
        #expect(Set(result.paths(.error)) == [
            "apps[0].launchRequests[1].content.sound.volume", "apps[0].launchRequests[2].content.badge",
            "apps[0].launchRequests[2].content.relevanceScore", "apps[0].launchRequests[2].content.interruptionLevel",
        ])
    }

    @Test("authorization.answer: absent leaves it to whoever is at the keys, ask to the user, the others preset it")
    func authorizationAnswers() throws {
        let result = try TemporaryWorkspace.load(Self.workspace(#"""
        {"bundleID": "a", "displayName": "A"},
        {"bundleID": "b", "displayName": "B", "authorization": {"request": ["alert"]}},
        {"bundleID": "c", "displayName": "C", "authorization": {"answer": "ask"}},
        {"bundleID": "d", "displayName": "D", "authorization": {"answer": "allow"}}
        """#))
        #expect(result.lines.isEmpty)
        #expect(result.workspace?.apps.map(\.firstPromptAnswer) == [.unset, .unset, .user, .preset(.allow)])
    }

    @Test("authorization: unknown options and answers are errors; criticalAlert without the entitlement is a warning")
    func authorization() throws {
        let result = try TemporaryWorkspace.load(Self.workspace(#"""
        {"bundleID": "a", "displayName": "A", "authorization": {"request": ["alert", "criticalAlert", "everything"], "answer": "maybe"},
         "entitlements": ["time-sensitive"], "settings": {"alertStyle": "loud", "sounds": false}}
        """#))
        #expect(Set(result.paths(.error)) == ["apps[0].authorization.request[2]", "apps[0].authorization.answer", "apps[0].settings.alertStyle"])
        let fine = try TemporaryWorkspace.load(Self.workspace(#"""
        {"bundleID": "a", "displayName": "A", "authorization": {"request": ["alert", "criticalAlert"], "answer": "deny"},
         "settings": {"alertStyle": "persistent", "sounds": false, "showPreviews": "never"}}
        """#))
        #expect(fine.paths(.warning) == ["apps[0].authorization.request"])
        let app = try #require(fine.workspace?.apps.first)
        #expect(app.firstPromptAnswer == .preset(.deny))
        let settings = try #require(fine.workspace?.initialSettings["a"])
        #expect(settings.alertStyle == .persistent && !settings.sounds && settings.showPreviews == .never)
    }

    @Test("errors in every file are all reported, not only the first")
    func everything() throws {
        let app = #"""
        {"bundleID": "a", "displayName": 1, "categories": [{"actions": []}], "launchRequests": [{"id": "x", "content": {"badge": "3"}}]}
        """#
        let result = try TemporaryWorkspace.load(Self.workspace(app, #"{"bundleID": 5}"#), files: ["pushes/bad.apns": "{"])
        #expect(Set(result.paths(.error)) == [
            "apps[0].displayName", "apps[0].categories[0].id", "apps[0].launchRequests[0].content.badge",
            "apps[1].bundleID", "apps[1].displayName", "",
        ])
        #expect(result.lines.contains { $0.hasPrefix("pushes/bad.apns: error: not valid JSON") })
    }
}
