import Foundation
import Testing
import TestSupport
@testable import NotiApp
@testable import NotiAppCore
import NotiWorkspace

/// A content extension given only as a storyboard in workspace.json: notisim shows the storyboard's custom area.
@Suite("Content extensions shown from their storyboard")
struct StoryboardExtensionTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../NotiStoryboardTests/Fixtures").standardized

    /// A one-app workspace whose content extension has no `run` and the files of a storyboard fixture folder: the
    /// notes' storyboard and asset catalog, or `Lists` (table and collection views, a loose `doge.jpg`) as `import --out`
    /// writes it.
    static func workspace(bundleID: String = "com.test.practice", fixture: String = "Notes") throws -> (url: URL, workspace: Workspace) {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("notisim-storyboard-\(UUID().uuidString)")
        let folder = url.appendingPathComponent("extensions/Practice")
        try FileManager.default.createDirectory(at: url.appendingPathComponent("pushes"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let source = fixtures.appendingPathComponent(fixture)
        for name in try FileManager.default.contentsOfDirectory(atPath: source.path) {
            try FileManager.default.copyItem(at: source.appendingPathComponent(name), to: folder.appendingPathComponent(name))
        }
        let catalogs = fixture == "Notes" ? #", "assetCatalogs": ["extensions/Practice/Images.xcassets"]"# : ""
        let plist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict>
        <key>CFBundleIdentifier</key><string>\(bundleID).LocalNotificationContentExtension</string>
        <key>NSExtension</key><dict>
          <key>NSExtensionPointIdentifier</key><string>com.apple.usernotifications.content-extension</string>
          <key>NSExtensionMainStoryboard</key><string>MainInterface</string>
          <key>NSExtensionAttributes</key><dict>
            <key>UNNotificationExtensionCategory</key><string>CATEGORY_CUSTOM_UI</string>
            <key>UNNotificationExtensionInitialContentSizeRatio</key><real>0.5</real>
          </dict>
        </dict>
        </dict></plist>
        """
        try Data(plist.utf8).write(to: folder.appendingPathComponent("Info.plist"))
        let json = """
        { "version": 1, "name": "storyboard",
          "apps": [{
            "bundleID": "\(bundleID)", "displayName": "Practice", "icon": "P",
            "authorization": { "request": ["alert", "sound", "badge"], "answer": "allow" },
            "categories": [{ "id": "CATEGORY_CUSTOM_UI", "actions": [{ "id": "ACTION_LIKE", "title": "Like" }] }],
            "extensions": [{ "name": "Practice", "kind": "content", "bundleID": "\(bundleID).LocalNotificationContentExtension",
                             "infoPlist": "extensions/Practice/Info.plist",
                             "storyboard": "extensions/Practice/MainInterface.storyboard"\(catalogs) }]
          }]
        }
        """
        try Data(json.utf8).write(to: url.appendingPathComponent("workspace.json"))
        let push = #"{"Simulator Target Bundle": "\#(bundleID)", "aps": {"alert": {"title": "Hello", "body": "Good Evening!"}, "category": "CATEGORY_CUSTOM_UI"}}"#
        try Data(push.utf8).write(to: url.appendingPathComponent("pushes/hello.apns"))
        let loaded = WorkspaceLoader.load(directory: url)
        #expect(loaded.diagnostics.filter { $0.diagnostic.severity == .error }.isEmpty, "\(loaded.diagnostics)")
        return (url, try #require(loaded.workspace))
    }

    @Test("With no run and no built-in, the long look draws the storyboard: placeholder texts over the image and dimming layer")
    func storyboardCustomAreaInTheLongLook() throws {
        let (url, workspace) = try Self.workspace()
        defer { try? FileManager.default.removeItem(at: url) }
        let harness = try ExtensionHarness(workspace: workspace, catalog: ExtensionCatalog())
        #expect(!harness.log.contains("never runs"))
        harness.push("hello.apns")
        harness.keys("Down")
        #expect(harness.model.expanded?.contentExtension != nil)
        // The device pane only: the event log beside it names the notification's random identifier.
        let devicePane = harness.screen.split(separator: "\n", omittingEmptySubsequences: false).dropFirst().map { String($0.prefix(49)) }
        assertGolden(devicePane.joined(separator: "\n"), named: "storyboard-extension-long-look")
    }

    @Test("A storyboard drawn in place of the extension is logged as such, never as a didReceive the extension answered")
    func storyboardIsNotLoggedAsAnsweredCall() throws {
        let (url, workspace) = try Self.workspace()
        defer { try? FileManager.default.removeItem(at: url) }
        let harness = try ExtensionHarness(workspace: workspace, catalog: ExtensionCatalog())
        harness.push("hello.apns")
        harness.keys("Down")
        #expect(harness.log.contains("storyboard drawn as it is; none of "), "\(harness.log)")
        #expect(!harness.log.contains("didReceive(notification"), "\(harness.log)")
        #expect(!harness.log.contains("view updated"), "\(harness.log)")
    }

    @Test("An extension with no code to run and no storyboard falls back to the default UI, saying so without pointing at a workspace.json a project has not")
    func nothingToRunSaysWhy() throws {
        let (url, _) = try Self.workspace()
        defer { try? FileManager.default.removeItem(at: url) }
        let json = url.appendingPathComponent("workspace.json")
        let text = try String(contentsOf: json, encoding: .utf8)
            .replacingOccurrences(of: #",\s*"storyboard": "[^"]*""#, with: "", options: .regularExpression)
        try Data(text.utf8).write(to: json)
        let workspace = try #require(WorkspaceLoader.load(directory: url).workspace)
        #expect(workspace.extensions.first?.storyboardPath == nil)
        let harness = try ExtensionHarness(workspace: workspace, catalog: ExtensionCatalog())
        harness.push("hello.apns")
        harness.keys("Down")
        #expect(harness.log.contains("no code to run for com.test.practice.LocalNotificationContentExtension: no Swift sources that declare its principal class"),
                "\(harness.log)")
        #expect(!harness.log.contains("workspace.json"), "\(harness.log)")
    }

    @Test("A workspace's storyboard comes before notisim's built-in extension of the same bundle id (a project that shares the demo's)")
    func storyboardBeforeBuiltIn() throws {
        let (url, workspace) = try Self.workspace(bundleID: "com.example.LocalNotificationPractice")
        defer { try? FileManager.default.removeItem(at: url) }
        let harness = try ExtensionHarness(workspace: workspace, catalog: DemoExtensions.catalog)
        harness.push("hello.apns")
        harness.keys("Down")
        let devicePane = harness.screen.split(separator: "\n", omittingEmptySubsequences: false).dropFirst().map { String($0.prefix(49)) }
        assertGolden(devicePane.joined(separator: "\n"), named: "storyboard-extension-long-look")
    }

    @Test("The storyboard host does not implement the response method: an action goes to the app, as iOS forwards it")
    func actionsGoToTheApp() throws {
        let (url, workspace) = try Self.workspace()
        defer { try? FileManager.default.removeItem(at: url) }
        let harness = try ExtensionHarness(workspace: workspace, catalog: ExtensionCatalog())
        harness.push("hello.apns")
        harness.keys("Down", "1")
        #expect(harness.model.expanded == nil)
        #expect(harness.log.contains("didReceive(response) "), "\(harness.log)")
    }

    @Test("A storyboard that cannot be read: the default UI, and one line naming the file and the reason")
    func unreadableStoryboardFallsBack() throws {
        let (url, workspace) = try Self.workspace()
        defer { try? FileManager.default.removeItem(at: url) }
        try Data("not xml".utf8).write(to: url.appendingPathComponent("extensions/Practice/MainInterface.storyboard"))
        let harness = try ExtensionHarness(workspace: workspace, catalog: ExtensionCatalog())
        harness.push("hello.apns")
        harness.keys("Down")
        #expect(harness.log.contains("MainInterface.storyboard: not well-formed XML at line 1"), "\(harness.log)")
    }

    @Test("A storyboard's loose image is drawn, and its empty table and collection views are named in the event log as the long look opens")
    func looseImageAndEmptyListsInTheLongLook() throws {
        let (url, workspace) = try Self.workspace(fixture: "Lists")
        defer { try? FileManager.default.removeItem(at: url) }
        let harness = try ExtensionHarness(workspace: workspace, catalog: ExtensionCatalog())
        harness.push("hello.apns")
        harness.keys("Down")
        #expect(harness.model.expanded?.contentExtension != nil)
        #expect(!harness.screen.contains("not in the asset catalog"), "\(harness.screen)")
        #expect(harness.log.contains("Practice: storyboard <tableView> tbE-vt-001: drawn as iOS draws an empty one"), "\(harness.log)")
        #expect(harness.log.contains("Practice: storyboard <collectionView> clF-rd-001: drawn as iOS draws an empty one"), "\(harness.log)")
    }
}
