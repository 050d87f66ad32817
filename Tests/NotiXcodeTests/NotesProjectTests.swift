import Foundation
import NotiCore
import NotiXcode
import Testing

/// The source notes' Local Notification Practice app as Xcode would hold it (`Tests/Fixtures/LocalNotificationPractice`).
@Suite("the source notes' project")
struct NotesProjectTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/LocalNotificationPractice")

    /// What `import --check` must print about the project, line by line; each reader of the import adds its lines here.
    static let expectedLines = [
        "app LocalNotificationPractice: com.example.LocalNotificationPractice \"Local Notification Practice\", iOS 15.0+",
        "  content extension LocalNotificationContentExtension: com.example.LocalNotificationPractice.LocalNotificationContentExtension, "
            + "Info.plist LocalNotificationContentExtension/Info.plist, categories CATEGORY_CUSTOM_UI",
        "    storyboard LocalNotificationContentExtension/Base.lproj/MainInterface.storyboard: 1 scene, 5 views in the initial one, images hello (found)",
        "  category CATEGORY_IMAGE_POSTING (LocalNotificationPractice/AppDelegate.swift:45): \"Like\" [ACTION_LIKE], \"Dislike\" [ACTION_DISLIKE], "
            + "\"Unfollow\" [ACTION_UNFOLLOW] (authenticationRequired, destructive), \"Setting\" [ACTION_SETTING] (foreground); "
            + "options customDismissAction, hiddenPreviewsShowTitle",
        "  category CATEGORY_CUSTOM_UI (LocalNotificationPractice/AppDelegate.swift:47, only when content extensions are supported): "
            + "\"Like\" [ACTION_LIKE], \"Dislike\" [ACTION_DISLIKE]",
        "  requestAuthorization (LocalNotificationPractice/AppDelegate.swift:30): badge, sound, alert",
    ]

    @Test("import --check finds the app, its embedded content extension with its storyboard, the categories of AppDelegate.swift on both sides of the supportsContentExtensions branch, and nothing it cannot use")
    func importFindsAppAndExtension() {
        let result = XcodeImport.run(path: Self.folder.path)
        for line in Self.expectedLines { #expect(result.checkLines.contains(line), "\(line)\n\(result.checkLines.joined(separator: "\n"))") }
        #expect(result.problems.isEmpty, "\(result.problems)")
        #expect(result.warnings.isEmpty, "\(result.warnings)")
        #expect(result.apps.first?.extensions.first?.kind == .content)
    }

    @Test("the import reports every file it read and folder it listed: the project's pbxproj and both Info.plists")
    func importReportsItsInputs() {
        let result = XcodeImport.run(path: Self.folder.path)
        let root = Self.folder.path
        for input in [root, root + "/LocalNotificationPractice.xcodeproj/project.pbxproj", root + "/LocalNotificationPractice/Info.plist",
                      root + "/LocalNotificationContentExtension/Info.plist"] {
            #expect(result.inputs.contains(input), "\(input) not in \(result.inputs)")
        }
    }
}

/// The content extension's own Swift sources as the import writes them into the workspace
/// (docs/rules/extension-sources.md#project-content-extensions-run-their-own-code).
@Suite("a project's content extension sources in the workspace")
struct ContentExtensionSourcesTests {
    /// The members of the first extension of the workspace written for `result`.
    static func extensionMembers(_ result: ProjectImport) -> [String: JSONValue] {
        guard case .object(let root) = WorkspaceExport.workspaceJSON(result, name: "notes"),
              case .array(let apps)? = root.first(where: { $0.key == "apps" })?.value, case .object(let app)? = apps.first,
              case .array(let extensions)? = app.first(where: { $0.key == "extensions" })?.value, case .object(let members)? = extensions.first
        else { return [:] }
        return Dictionary(members.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
    }

    @Test("the notes' content extension: its Swift file on disk as swiftSources, the storyboard's customClass as principalClass, its module name")
    func notesExtensionSources() {
        let result = XcodeImport.run(path: NotesProjectTests.folder.path)
        let members = Self.extensionMembers(result)
        let file = NotesProjectTests.folder.appendingPathComponent("LocalNotificationContentExtension/NotificationViewController.swift").standardizedFileURL.path
        #expect(members["swiftSources"] == .array([.string(file)]))
        #expect(members["principalClass"] == .string("NotificationViewController"))
        #expect(members["moduleName"] == .string("LocalNotificationContentExtension"))
        #expect(result.warnings.isEmpty, "\(result.warnings)")
    }

    @Test("a content extension whose Swift files do not declare the storyboard's class keeps its storyboard, with a warning naming the class")
    func undeclaredEntryPoint() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("notisim-entry-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(at: NotesProjectTests.folder, to: folder)
        let controller = folder.appendingPathComponent("LocalNotificationContentExtension/NotificationViewController.swift")
        let text = try String(contentsOf: controller, encoding: .utf8).replacingOccurrences(of: "class NotificationViewController:", with: "class NotesViewController:")
        try Data(text.utf8).write(to: controller)
        let result = XcodeImport.run(path: folder.path)
        #expect(Self.extensionMembers(result)["swiftSources"] == nil)
        #expect(Self.extensionMembers(result)["storyboard"] != nil)
        #expect(result.warnings.contains { $0.reason.contains("declares class NotificationViewController") }, "\(result.warnings)")
    }
}
