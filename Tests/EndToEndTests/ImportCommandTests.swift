import Foundation
import Testing
import TestSupport

/// `notisim import`, run as a user runs it on a project folder.
@Suite("notisim import", .tags(.e2e), .slowTier)
struct ImportCommandTests {
    static let fixtures = CommandLineTests.root.appendingPathComponent("Tests/NotiXcodeTests/Fixtures")

    /// A folder holding `Minimal.xcodeproj` (the NotiXcode test template) around a corpus content extension.
    static func project() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("notisim-import-\(UUID().uuidString)")
        let template = try String(contentsOf: fixtures.appendingPathComponent("minimal/project.pbxproj.template"), encoding: .utf8)
        let files: [(String, Data)] = [
            ("Minimal.xcodeproj/project.pbxproj", Data(template.replacingOccurrences(of: "@APP_ENTITLEMENTS@", with: "").replacingOccurrences(of: "@EXT_ENTITLEMENTS@", with: "").utf8)),
            ("Config/Base.xcconfig", Data("BUNDLE_ID_PREFIX = com.example\n".utf8)),
            ("Ext/Info.plist", try Data(contentsOf: fixtures.appendingPathComponent("extensions/mono0926__wwdc2016-sample__NotificationContentExtension/Info.plist"))),
        ]
        for (path, data) in files {
            let file = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: file)
        }
        return folder
    }

    @Test("import --check lists the app and its content extension and exits 0; a folder without a project exits 1")
    func check() throws {
        let folder = try Self.project()
        defer { try? FileManager.default.removeItem(at: folder) }
        let found = try CommandLineTests.notisim(["import", "--check", folder.path])
        #expect(found.status == 0)
        #expect(found.output.contains("app App: com.example.app \"Minimal App\", iOS 15.0+\n"))
        #expect(found.output.contains("  content extension Ext: com.example.app.Ext, Info.plist Ext/Info.plist, categories message\n"))
        let empty = try CommandLineTests.notisim(["import", "--check", folder.appendingPathComponent("Ext").path])
        #expect(empty.status == 1)
        #expect(empty.output.hasSuffix("nothing usable found: no app target could be read\n"))
    }

    @Test("import --out writes a workspace that validate accepts")
    func out() throws {
        let folder = try Self.project()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("workspace").path
        let written = try CommandLineTests.notisim(["import", folder.path, "--out", out])
        #expect(written.status == 0)
        #expect(FileManager.default.fileExists(atPath: out + "/extensions/Ext/Info.plist"))
        let validated = try CommandLineTests.notisim(["validate", out])
        #expect(validated.status == 0, "\(validated.output)")
    }

    @Test("import --check on a project holding the notes' AppDelegate prints each category with its actions and the supportsContentExtensions side")
    func checkPrintsCategoriesOfSwiftSources() throws {
        let folder = try Self.project()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.removeItem(at: folder.appendingPathComponent("Minimal.xcodeproj/project.pbxproj"))
        try FileManager.default.copyItem(at: Self.fixtures.appendingPathComponent("app-folder/project.pbxproj"),
                                         to: folder.appendingPathComponent("Minimal.xcodeproj/project.pbxproj"))
        let notes = CommandLineTests.root.appendingPathComponent("Tests/NotiSwiftSourceTests/Fixtures/LocalNotificationPractice")
        try FileManager.default.copyItem(at: notes, to: folder.appendingPathComponent("App"))
        let found = try CommandLineTests.notisim(["import", "--check", folder.path])
        #expect(found.status == 0)
        #expect(found.output.contains("  category CATEGORY_IMAGE_POSTING (App/AppDelegate.swift:25): \"Like\" [ACTION_LIKE], \"Dislike\" [ACTION_DISLIKE], \"Unfollow\" [ACTION_UNFOLLOW] (authenticationRequired, destructive), \"Setting\" [ACTION_SETTING] (foreground); options customDismissAction, hiddenPreviewsShowTitle\n"))
        #expect(found.output.contains("  category CATEGORY_CUSTOM_UI (App/AppDelegate.swift:27, only when content extensions are supported): \"Like\" [ACTION_LIKE], \"Dislike\" [ACTION_DISLIKE]\n"))
    }
}
