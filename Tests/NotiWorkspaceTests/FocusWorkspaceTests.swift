import Foundation
import NotiCore
import Testing
@testable import NotiWorkspace

/// `focusModes`, `focusFilters` and `communication` in workspace.json (docs/rules/focus.md#focus-modes,
/// docs/rules/focus.md#focus-filters, docs/rules/focus.md#communication-notifications).
@Suite("Focus modes, Focus filters and communication intents in a workspace")
struct FocusWorkspaceTests {
    static func workspace(focusModes: String = "[]", apps: String...) -> String {
        #"{"version": 1, "focusModes": \#(focusModes), "apps": [\#(apps.joined(separator: ","))]}"#
    }

    static func chat(focusFilters: String = "{}", content: String = #"{"title": "Hi"}"#) -> String {
        #"""
        {"bundleID": "jp.example.chat", "displayName": "Chat", "entitlements": ["communication"], "focusFilters": \#(focusFilters),
         "launchRequests": [{"id": "m1", "content": \#(content)}, {"id": "m2", "content": {"title": "Still here"}}]}
        """#
    }

    @Test("focusModes configure the built-in modes and add the workspace's own; apps add their filters")
    func modes() throws {
        let result = try TemporaryWorkspace.load(Self.workspace(
            focusModes: #"[{"name": "Sleep", "allowedPeople": ["@yui"], "timeSensitive": false}, {"name": "Gym", "allowedApps": ["jp.example.chat"], "silence": "whenLocked"}]"#,
            apps: Self.chat(focusFilters: #"{"Work": "filterCriteria IN {'work', 'urgent'}"}"#)))
        #expect(result.diagnostics.isEmpty, "\(result.lines)")
        let workspace = try #require(result.workspace)
        #expect(workspace.focusModes.map(\.name) == ["Do Not Disturb", "Sleep", "Work", "Personal", "Gym"])
        #expect(workspace.focusMode(named: "sleep")?.allowedPeople == ["@yui"])
        #expect(workspace.focusMode(named: "Sleep")?.timeSensitiveAllowed == false)
        #expect(workspace.focusMode(named: "Gym")?.silence == .whenLocked)
        let filter = try #require(workspace.focusMode(named: "Work")?.filters["jp.example.chat"])
        #expect(filter.matches("urgent") && !filter.matches("family"))
    }

    @Test("an unknown Focus name and a predicate that does not parse are one error each, the rest loads")
    func badFilters() throws {
        let result = try TemporaryWorkspace.load(Self.workspace(
            focusModes: #"[{"name": "Gym", "silence": "sometimes"}]"#,
            apps: Self.chat(focusFilters: #"{"Wrok": "filterCriteria == 'work'", "Work": "filterCriteria ~ 'work'", "Personal": "SELF == 'home'"}"#)))
        #expect(result.lines == [
            #"workspace.json: error: focusModes[0].silence: expected "always" or "whenLocked", got the string "sometimes""#,
            #"workspace.json: error: apps[0].focusFilters.Wrok: unknown Focus "Wrok"; Focus modes: Do Not Disturb, Sleep, Work, Personal"#,
            #"workspace.json: error: apps[0].focusFilters.Work: the predicate "filterCriteria ~ 'work'" does not parse: expected ==, !=, IN, BEGINSWITH, ENDSWITH or CONTAINS, got ~"#,
        ])
        let workspace = try #require(result.workspace)
        #expect(workspace.focusMode(named: "Personal")?.filters["jp.example.chat"] != nil)
        #expect(workspace.focusMode(named: "Gym") == nil)
    }

    @Test("a communication intent without a sender is one error naming the key, the rest loads")
    func intentWithoutSender() throws {
        let result = try TemporaryWorkspace.load(Self.workspace(apps: Self.chat(content: #"{"title": "Hi", "communication": {"kind": "message"}}"#)))
        #expect(result.lines == [
            #"workspace.json: error: apps[0].launchRequests[0].content.communication.sender: missing: a communication intent needs the sender (an object with at least "name")"#,
        ])
        #expect(result.workspace?.launchRequests["jp.example.chat"]?.map(\.identifier) == ["m2"])
    }

    @Test("a communication intent's avatar is a workspace image; a missing one or one that does not decode is an error at sender.image")
    func avatar() throws {
        let intent = #"{"title": "Hi", "communication": {"sender": {"name": "Yui", "handle": "@yui", "image": "avatars/yui.png"}, "group": "Team"}}"#
        let png = try Self.demoAvatar()
        let folder = try TemporaryWorkspace(json: Self.workspace(apps: Self.chat(content: intent)), binaryFiles: ["avatars/yui.png": png])
        defer { folder.remove() }
        let loaded = folder.load()
        #expect(loaded.diagnostics.isEmpty, "\(loaded.lines)")
        let content = try #require(loaded.workspace?.launchRequests["jp.example.chat"]?.first?.content.communication)
        #expect(content.sender.imagePath == folder.url.appendingPathComponent("avatars/yui.png").path && content.groupName == "Team")
        let missing = try TemporaryWorkspace.load(Self.workspace(apps: Self.chat(content: intent)))
        #expect(missing.paths(.error) == ["apps[0].launchRequests[0].content.communication.sender.image"])
        let text = try TemporaryWorkspace.load(Self.workspace(apps: Self.chat(content: intent)), files: ["avatars/yui.png": "not an image"])
        #expect(text.lines == [#"workspace.json: error: apps[0].launchRequests[0].content.communication.sender.image: avatar "avatars/yui.png" does not decode: not a PNG, JPEG or GIF image"#])
        #expect(text.workspace?.launchRequests["jp.example.chat"]?.map(\.identifier) == ["m2"])
    }

    /// The demo's avatar, a PNG that decodes.
    static func demoAvatar() throws -> [UInt8] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return [UInt8](try Data(contentsOf: root.appendingPathComponent("Sources/NotiApp/Resources/DemoWorkspace/avatars/yui.png")))
    }

    @Test("an avatar with a PNG signature whose data does not decode is one error at load naming the file, key and reason; the rest loads")
    func damagedAvatar() throws {
        let intent = #"{"title": "Hi", "communication": {"sender": {"name": "Yui", "image": "avatars/yui.png"}}}"#
        let truncated = Array(try Self.demoAvatar().prefix(40))
        let folder = try TemporaryWorkspace(json: Self.workspace(apps: Self.chat(content: intent)), binaryFiles: ["avatars/yui.png": truncated])
        defer { folder.remove() }
        let loaded = folder.load()
        #expect(loaded.lines.count == 1, "\(loaded.lines)")
        let line = loaded.lines.first ?? ""
        #expect(line.hasPrefix(#"workspace.json: error: apps[0].launchRequests[0].content.communication.sender.image: avatar "avatars/yui.png" does not decode: "#),
                "\(line)")
        #expect(!line.hasSuffix("decode: "), "names the reason: \(line)")
        #expect(loaded.workspace?.launchRequests["jp.example.chat"]?.map(\.identifier) == ["m2"])
    }
}
