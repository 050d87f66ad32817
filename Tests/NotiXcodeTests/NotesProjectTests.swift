import Foundation
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
