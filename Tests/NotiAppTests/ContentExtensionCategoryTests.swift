import Foundation
import Testing
import NotiCore
@testable import NotiApp
@testable import NotiAppCore
import NotiWorkspace

/// docs/rules/xcode.md#categories-that-depend-on-supportscontentextensions
@Suite("Categories that depend on supportsContentExtensions")
struct ContentExtensionCategoryTests {
    /// Both sides of the branch: `CUSTOM` with a Like action when content extensions are supported, with a Reply
    /// action when they are not.
    static let bothSides = """
      {"id": "CUSTOM", "whenContentExtensions": true, "actions": [{"id": "ACTION_LIKE", "title": "Like"}]},
      {"id": "CUSTOM", "whenContentExtensions": false, "actions": [{"id": "ACTION_REPLY", "title": "Reply"}]}
    """

    /// A workspace whose app registers `categories` (workspace.json's entries), with a push of category `CUSTOM`.
    private static func workspace(categories: String) throws -> (Workspace, URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("notisim-branch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("pushes"), withIntermediateDirectories: true)
        let json = """
        {"version": 1, "name": "Branch", "apps": [{"bundleID": "com.example.Branch", "displayName": "Branch", "categories": [
        \(categories)
        ]}]}
        """
        try Data(json.utf8).write(to: folder.appendingPathComponent("workspace.json"))
        let push = #"{"Simulator Target Bundle": "com.example.Branch", "aps": {"alert": {"title": "Hi", "body": "There"}, "category": "CUSTOM"}}"#
        try Data(push.utf8).write(to: folder.appendingPathComponent("pushes/custom.apns"))
        let result = WorkspaceLoader.load(directory: folder)
        let errors = result.diagnostics.filter { $0.diagnostic.severity == .error }
        guard errors.isEmpty, let workspace = result.workspace else { throw SessionError(errors.map(\.description).joined(separator: "\n")) }
        return (workspace, folder)
    }

    @Test("Switching content extensions off registers the other side of the branch: the custom-UI category's actions leave a delivered notification")
    func switchingOffChangesRegisteredCategories() throws {
        let (workspace, folder) = try Self.workspace(categories: Self.bothSides)
        defer { try? FileManager.default.removeItem(at: folder) }
        let harness = try ExtensionHarness(workspace: workspace)
        #expect(harness.model.system.app("com.example.Branch")?.category("CUSTOM")?.actions.map(\.identifier) == ["ACTION_LIKE"])
        harness.push("custom.apns")
        harness.keys("Down")
        #expect(harness.screen.contains("Like"))
        harness.runner.setContentExtensionsSupported(false)
        #expect(harness.model.system.app("com.example.Branch")?.category("CUSTOM")?.actions.map(\.identifier) == ["ACTION_REPLY"])
        #expect(!harness.screen.contains("Like"))
        #expect(harness.screen.contains("Reply"))
        harness.runner.setContentExtensionsSupported(true)
        #expect(harness.model.system.app("com.example.Branch")?.category("CUSTOM")?.actions.map(\.identifier) == ["ACTION_LIKE"])
    }

    @Test("A category only registered with content extensions behaves as unregistered when they are off: no actions")
    func unregisteredSideHasNoActions() throws {
        let (workspace, folder) = try Self.workspace(categories: """
        {"id": "CUSTOM", "whenContentExtensions": true, "actions": [{"id": "ACTION_LIKE", "title": "Like"}]}
        """)
        defer { try? FileManager.default.removeItem(at: folder) }
        let harness = try ExtensionHarness(workspace: workspace)
        harness.push("custom.apns")
        harness.keys("Down")
        #expect(harness.screen.contains("Like"))
        harness.runner.setContentExtensionsSupported(false)
        #expect(harness.model.system.app("com.example.Branch")?.category("CUSTOM") == nil)
        #expect(!harness.screen.contains("Like"))
        #expect(harness.model.system.app("com.example.Branch")?.app.categories(contentExtensionsSupported: false).isEmpty == true)
    }
}
