import Foundation
import NotiCore
import NotiSwiftSource
import NotiWorkspace
import Testing
@testable import NotiXcode

/// docs/rules/xcode.md#categories-from-swift-source, through `notisim import`.
@Suite("Categories from the app's Swift sources in import --check and --out")
struct SwiftSourceImportTests {
    /// `Fixtures/app-folder` (the minimal project with the app target a folder `App/`) around a corpus content
    /// extension, `App/` holding the notes' Local Notification Practice sources and a `requestAuthorization` call.
    static func project() throws -> ProjectFolder {
        let folder = try ProjectFolder.minimal(around: "sato-shin__NotificationContentAppExtensionSample__NotificationContentAppExtension")
        try folder.copy(fixture: "app-folder/project.pbxproj", to: "Minimal.xcodeproj/project.pbxproj")
        for name in ["AppDelegate.swift", "ActionIdentifier.swift", "CategoryIdentifier.swift"] {
            try folder.copy(fixture: "../../NotiSwiftSourceTests/Fixtures/LocalNotificationPractice/\(name)", to: "App/\(name)")
        }
        try folder.write("func ask() { UNUserNotificationCenter.current().requestAuthorization(options: [.alert, .sound]) { _, _ in } }\n", to: "App/Ask.swift")
        return folder
    }

    @Test("import --check on a project with the notes' AppDelegate: one line per category with its actions, the branch, the requested options, a broken file")
    func checkLinesOfNotesAppDelegate() throws {
        let folder = try Self.project()
        defer { folder.remove() }
        try folder.write("func broken( { UNUserNotificationCenter.current().setNotificationCategories(\n", to: "App/Broken.swift")
        let lines = XcodeImport.run(path: folder.path).checkLines.map { $0.replacingOccurrences(of: folder.path + "/", with: "") }
        #expect(lines.contains("  category CATEGORY_IMAGE_POSTING (App/AppDelegate.swift:25): \"Like\" [ACTION_LIKE], \"Dislike\" [ACTION_DISLIKE], \"Unfollow\" [ACTION_UNFOLLOW] (authenticationRequired, destructive), \"Setting\" [ACTION_SETTING] (foreground); options customDismissAction, hiddenPreviewsShowTitle"))
        #expect(lines.contains("  category CATEGORY_CUSTOM_UI (App/AppDelegate.swift:27, only when content extensions are supported): \"Like\" [ACTION_LIKE], \"Dislike\" [ACTION_DISLIKE]"))
        #expect(lines.contains("  requestAuthorization (App/Ask.swift:1): sound, alert"))
        #expect(lines.contains { $0.hasPrefix("could not use App/Broken.swift:1: does not parse: column ") })
    }

    @Test("import --out writes the categories with whenContentExtensions and the requested options; the workspace registers the custom-UI category only with extensions")
    func exportedCategories() throws {
        let folder = try Self.project()
        defer { folder.remove() }
        let out = folder.url.appendingPathComponent("out")
        try WorkspaceExport.write(XcodeImport.run(path: folder.path), name: "Practice", to: out)
        let loaded = WorkspaceLoader.load(directory: out)
        #expect(!loaded.diagnostics.contains { $0.diagnostic.severity == .error })
        let app = try #require(loaded.workspace?.apps.first)
        #expect(app.categories.map(\.identifier) == ["CATEGORY_IMAGE_POSTING", "CATEGORY_CUSTOM_UI"])
        #expect(app.categories.map(\.whenContentExtensions) == [nil, true])
        #expect(app.categories.first?.options == [.customDismissAction, .hiddenPreviewsShowTitle])
        #expect(app.categories.first?.actions.map(\.identifier) == ["ACTION_LIKE", "ACTION_DISLIKE", "ACTION_UNFOLLOW", "ACTION_SETTING"])
        #expect(app.categories.first?.actions[2].options == [.authenticationRequired, .destructive])
        #expect(app.categories(contentExtensionsSupported: false).map(\.identifier) == ["CATEGORY_IMAGE_POSTING"])
        #expect(app.requestedAuthorization == [.alert, .sound])
    }

    @Test("import --check says no setNotificationCategories call was found only when none is, naming the files read; a call nothing could be read from is named")
    func noCategoriesLine() {
        let none = NotificationSetupReader.read([SourceFile(path: "App/AppDelegate.swift", text: "final class AppDelegate {}\n"),
                                                 SourceFile(path: "Kit/Kit.swift", text: "enum Kit {}\n")])
        #expect(SwiftSourceImport.checkLines(none) == ["categories: no setNotificationCategories call found in the 2 Swift files read (App/AppDelegate.swift, Kit/Kit.swift)"])
        let unreadable = NotificationSetupReader.read([SourceFile(path: "App/AppDelegate.swift", text: """
        func register(categories: Set<UNNotificationCategory>) {
            UNUserNotificationCenter.current().setNotificationCategories(categories)
        }
        """)])
        #expect(SwiftSourceImport.checkLines(unreadable) == ["categories: none could be read from setNotificationCategories at App/AppDelegate.swift:2 (see the problems)"])
        #expect(SwiftSourceImport.checkLines(NotificationSetupReader.read([])) == ["categories: no setNotificationCategories call found: no Swift file of the app was read"])
    }
}
