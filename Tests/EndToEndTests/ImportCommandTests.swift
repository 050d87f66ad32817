import Foundation
import Testing
import TestSupport

/// `notisim import`, run as a user runs it on a project folder.
@Suite("notisim import", .tags(.e2e), .slowTier)
struct ImportCommandTests {
    static let fixtures = CommandLineTests.root.appendingPathComponent("Tests/NotiXcodeTests/Fixtures")

    /// Writes each file at its path under `folder`, making the folders.
    static func write(_ files: [(String, Data)], into folder: URL) throws {
        for (path, data) in files {
            let file = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: file)
        }
    }

    /// A folder holding `Minimal.xcodeproj` (the NotiXcode test template) around a corpus content extension.
    static func project() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("notisim-import-\(UUID().uuidString)")
        let template = try String(contentsOf: fixtures.appendingPathComponent("minimal/project.pbxproj.template"), encoding: .utf8)
        let files: [(String, Data)] = [
            ("Minimal.xcodeproj/project.pbxproj", Data(template.replacingOccurrences(of: "@APP_ENTITLEMENTS@", with: "").replacingOccurrences(of: "@EXT_ENTITLEMENTS@", with: "").utf8)),
            ("Config/Base.xcconfig", Data("BUNDLE_ID_PREFIX = com.example\n".utf8)),
            ("Ext/Info.plist", try Data(contentsOf: fixtures.appendingPathComponent("extensions/mono0926__wwdc2016-sample__NotificationContentExtension/Info.plist"))),
        ]
        try write(files, into: folder)
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

    @Test("import --check with a relative project path reads the same files as with the absolute one")
    func relativeProjectPath() throws {
        let folder = try Self.project()
        defer { try? FileManager.default.removeItem(at: folder) }
        let absolute = try CommandLineTests.notisim(["import", "--check", folder.path])
        for (argument, directory) in [(folder.lastPathComponent, folder.deletingLastPathComponent()), (".", folder),
                                      ("Minimal.xcodeproj", folder), ("../" + folder.lastPathComponent + "/", folder)] {
            let relative = try CommandLineTests.notisim(["import", "--check", argument], directory: directory)
            #expect(relative.status == 0, "\(argument)")
            #expect(relative.output == absolute.output, "\(argument)")
        }
        #expect(absolute.output.contains("content extension Ext: com.example.app.Ext, Info.plist Ext/Info.plist"))
        #expect(!absolute.output.contains("could not use"))
    }

    /// `Fixtures/shapes/generated.pbxproj` with its service extension's own file, in a new folder.
    static func generatedProject(service: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("notisim-generated-\(UUID().uuidString)")
        let files: [(String, Data)] = [
            ("Generated.xcodeproj/project.pbxproj", try Data(contentsOf: fixtures.appendingPathComponent("shapes/generated.pbxproj"))),
            ("Service/Info.plist", Data("""
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0"><dict><key>NSExtension</key><dict>
                <key>NSExtensionPointIdentifier</key><string>com.apple.usernotifications.service</string>
                <key>NSExtensionPrincipalClass</key><string>$(PRODUCT_MODULE_NAME).NotificationService</string>
                </dict></dict></plist>
                """.utf8)),
            ("Service/NotificationService.swift", Data(service.utf8)),
        ]
        try write(files, into: folder)
        return folder
    }

    @Test("import --check lists a project's widget extension, and build-extensions builds it and says what its bundle declares; render then takes that build")
    func widgetExtensionOfProject() throws {
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("notisim-cache-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: cache) }
        let project = CommandLineTests.root.appendingPathComponent("Tests/WidgetFixtures/LockerProject").path
        let checked = try CommandLineTests.notisim(["import", "--check", project], environment: ["XDG_CACHE_HOME": cache.path])
        #expect(checked.output.contains("\n  widget extension LockerWidgetsExtension: com.example.locker.LockerWidgets, Info.plist LockerWidgets/Info.plist\n"),
                "\(checked.output)")
        #expect(!checked.output.contains("widgetkit"), "\(checked.output)")
        let built = try CommandLineTests.notisim(["build-extensions", project], environment: ["XDG_CACHE_HOME": cache.path])
        #expect(built.status == 0, "\(built.output)\(built.errors)")
        let lines = built.output.split(separator: "\n").map(String.init)
        #expect(lines.count == 3, "\(built.output)")
        #expect(lines.dropFirst().first?.hasPrefix("LockerWidgetsExtension: built in ") == true, "\(built.output)")
        #expect(lines.last == "  declares widget LockerWidget, live-activity LockerAttributes")
        // render takes the very build build-extensions made: it compiles nothing.
        let start = CommandLineTests.root.appendingPathComponent("Tests/NotiAppTests/Fixtures/LockerWidgets/pushes/start.apns").path
        let rendered = try CommandLineTests.notisim(["render", "--workspace", project, "--view", "live-activity", "--activity", start, "--format", "text"],
                                                    environment: ["XDG_CACHE_HOME": cache.path])
        #expect(rendered.status == 0 && !rendered.errors.contains("building"), "\(rendered.errors)")
    }

    @Test("render --view live-activity, island and widget draw a project's Live Activity and widget from its widget extension's own views; JSON its types refuse is one line naming the key, an iOS before 16.1 too")
    func renderThroughTheWidgetExtension() throws {
        let project = CommandLineTests.root.appendingPathComponent("Tests/WidgetFixtures/LockerProject").path
        let start = CommandLineTests.root.appendingPathComponent("Tests/NotiAppTests/Fixtures/LockerWidgets/pushes/start.apns").path
        for view in ["live-activity", "island"] {
            let rendered = try CommandLineTests.notisim(["render", "--workspace", project, "--view", view, "--activity", start, "--format", "text"])
            #expect(rendered.status == 0, "\(rendered.errors)")
            assertGolden(rendered.output, named: "render-widget-extension-\(view)")
        }
        for family in ["systemSmall", "accessoryRectangular"] {
            let widget = try CommandLineTests.notisim(["render", "--workspace", project, "--view", "widget", "--family", family, "--format", "text"])
            #expect(widget.status == 0, "\(widget.errors)")
            assertGolden(widget.output, named: "render-widget-extension-widget-\(family)")
        }
        // --language reaches the widget extension's own strings (docs/rules/xcode.md#extension-resources).
        for (view, activity) in [("live-activity", ["--activity", start]), ("widget", [])] {
            let korean = try CommandLineTests.notisim(["render", "--workspace", project, "--view", view, "--language", "ko-KR", "--format", "text"] + activity)
            #expect(korean.status == 0, "\(korean.errors)")
            assertGolden(korean.output, named: "render-widget-extension-\(view)-ko")
        }
        let old = try CommandLineTests.notisim(["render", "--workspace", project, "--view", "island", "--activity", start, "--os", "15", "--format", "text"])
        #expect(old.status != 0 && old.errors.contains("--view island: Live Activities need iOS 16.1 (--os 15)"), "\(old.errors)")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("notisim-locker-render-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let bad = folder.appendingPathComponent("start.apns")
        try String(contentsOfFile: start, encoding: .utf8).replacingOccurrences(of: "\"parcels\": 3", with: "\"parcels\": \"3\"")
            .write(to: bad, atomically: true, encoding: .utf8)
        let refused = try CommandLineTests.notisim(["render", "--workspace", project, "--view", "live-activity", "--activity", bad.path, "--format", "text"])
        #expect(refused.status != 0)
        #expect(refused.errors.hasSuffix("\(bad.path): content-state.parcels: expected a number, got a string; iOS can't decode it into LockerAttributes and shows nothing\n"),
                "\(refused.errors)")
    }

    @Test("render --style ios draws a project's Live Activity, island and widget from its widget extension's own views in points; the banner refuses --style ios")
    func renderIOSPicturesThroughTheWidgetExtension() throws {
        let project = CommandLineTests.root.appendingPathComponent("Tests/WidgetFixtures/LockerProject").path
        let start = CommandLineTests.root.appendingPathComponent("Tests/NotiAppTests/Fixtures/LockerWidgets/pushes/start.apns").path
        let lock = try CommandLineTests.notisim(["render", "--workspace", project, "--view", "live-activity", "--activity", start, "--style", "ios", "--format", "svg"])
        #expect(lock.status == 0, "\(lock.errors)")
        #expect(lock.output.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"393\""))
        #expect(lock.output.contains("<g data-role=\"liveActivity\" data-rect=\"8 8 377 "), "\(lock.output)")
        #expect(lock.output.contains(">Station Square</text>") && lock.output.contains(">1:00:00</text>"), "\(lock.output)")
        let island = try CommandLineTests.notisim(["render", "--workspace", project, "--view", "island", "--activity", start, "--style", "ios", "--format", "svg"])
        #expect(island.status == 0 && island.output.contains("<g data-role=\"island\"") && island.output.contains("fill=\"#000000\""), "\(island.errors)")
        let widget = try CommandLineTests.notisim(["render", "--workspace", project, "--view", "widget", "--family", "systemMedium", "--style", "ios", "--format", "svg"])
        #expect(widget.status == 0, "\(widget.errors)")
        #expect(widget.output.contains("<g data-role=\"widget\" data-rect=\"16 16 338 158\"") && widget.output.contains(">Station Square</text>"), "\(widget.output)")
        // StandBy (iOS 17+): the small widget on black, its container background removed (docs/rules/widgets.md#widgets-on-their-pages).
        let standBy = try CommandLineTests.notisim(["render", "--workspace", project, "--view", "widget", "--standby", "--style", "ios", "--format", "svg"])
        #expect(standBy.status == 0, "\(standBy.errors)")
        #expect(standBy.output.contains("<g data-role=\"widget\" data-rect=\"16 16 158 158\"") && standBy.output.contains("fill=\"#000000\"/>")
                && standBy.output.contains(">Station</text>") && standBy.output.contains(">Square</text>"), "\(standBy.output)")
        let olderStandBy = try CommandLineTests.notisim(["render", "--workspace", project, "--view", "widget", "--standby", "--os", "16", "--format", "text"])
        #expect(olderStandBy.status != 0 && olderStandBy.errors.contains("--standby: StandBy is iOS 17 and later"), "\(olderStandBy.errors)")
        let banner = try CommandLineTests.notisim(["render", "--workspace", project, "--view", "banner", "--style", "ios", "--format", "svg", start])
        #expect(banner.status != 0 && banner.errors.contains("--style ios: draws the expanded view, Live Activities, the island and widgets, not --view banner"),
                "\(banner.errors)")
    }

    @Test("build-extensions on a project whose service target lists a generated file builds it without the file and names the project's path")
    func buildExtensionsOnProject() throws {
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("notisim-cache-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: cache) }
        let good = try Self.generatedProject(service: """
            import UserNotifications
            class NotificationService: UNNotificationServiceExtension {
                override func didReceive(_ request: UNNotificationRequest, withContentHandler contentHandler: @escaping (UNNotificationContent) -> Void) {
                    contentHandler(request.content)
                }
            }
            """)
        defer { try? FileManager.default.removeItem(at: good) }
        let built = try CommandLineTests.notisim(["build-extensions", good.path], environment: ["XDG_CACHE_HOME": cache.path])
        #expect(built.status == 0, "\(built.output)\(built.errors)")
        #expect(built.output.hasPrefix("Service: built in "), "\(built.output)")
        #expect(built.errors.contains("notisim: could not use \(good.path)/Pods/Target Support Files/Pods-Service/ExpoModulesProvider.swift: listed by target Service"))
        #expect(!(built.output + built.errors).contains(cache.path))
        let again = try CommandLineTests.notisim(["build-extensions", "--workspace", good.path], environment: ["XDG_CACHE_HOME": cache.path])
        #expect(again.output == "Service: cached\n")
        let broken = try Self.generatedProject(service: "import UserNotifications\nclass NotificationService: UNNotificationServiceExtension {\n    let x: Int = \"no\"\n}\n")
        defer { try? FileManager.default.removeItem(at: broken) }
        let failed = try CommandLineTests.notisim(["build-extensions", broken.path], environment: ["XDG_CACHE_HOME": cache.path])
        #expect(failed.status == 1)
        #expect(failed.output.hasPrefix("Service: failed: Service/NotificationService.swift:3:"), "\(failed.output)")
        #expect(!(failed.output + failed.errors).contains(cache.path))
    }

    @Test("A project's service extension importing its framework target, which imports a local package, runs its own code: the push's title is decorated")
    func frameworkAndPackageModulesRun() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("notisim-modules-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let files: [(String, String)] = [
            ("Modules.xcodeproj/project.pbxproj", try String(contentsOf: Self.fixtures.appendingPathComponent("shapes/modules.pbxproj"), encoding: .utf8)),
            ("Service/Info.plist", """
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0"><dict><key>NSExtension</key><dict>
                <key>NSExtensionPointIdentifier</key><string>com.apple.usernotifications.service</string>
                <key>NSExtensionPrincipalClass</key><string>$(PRODUCT_MODULE_NAME).NotificationService</string>
                </dict></dict></plist>
                """),
            ("Service/NotificationService.swift", """
                import UserNotifications
                import ParrotKit

                class NotificationService: UNNotificationServiceExtension {
                    override func didReceive(_ request: UNNotificationRequest, withContentHandler contentHandler: @escaping (UNNotificationContent) -> Void) {
                        let content = request.content.mutableCopy() as! UNMutableNotificationContent
                        content.title = decorated(content.title)
                        contentHandler(content)
                    }
                }
                """),
            ("ParrotKit/Decorate.swift", "import SharedKeys\n\npublic func decorated(_ title: String) -> String { title + \" + \" + PayloadKey.flair }\n"),
            ("ParrotKit/Identifiers.swift", "public enum Identifiers {}\n"),
            ("Unused/Unused.swift", "public enum Unused {}\n"),
            ("App/AppDelegate.swift", "import UIKit\n"),
            ("Packages/Shared/Package.swift", "// swift-tools-version: 5.9\n"),
            ("Packages/Shared/Sources/SharedKeys/Keys.swift", "public enum PayloadKey { public static let flair = \"parrot\" }\n"),
            ("parrot.apns", #"{"Simulator Target Bundle": "com.example.modules", "aps": {"alert": {"title": "Hello", "body": "there"}, "mutable-content": 1}}"#),
        ]
        try Self.write(files.map { ($0.0, Data($0.1.utf8)) }, into: folder)
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("notisim-cache-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: cache) }
        let environment = ["XDG_CACHE_HOME": cache.path]
        let check = try CommandLineTests.notisim(["import", "--check", folder.path], environment: environment)
        #expect(check.output.contains("modules it imports, built from source: SharedKeys (local package Shared), ParrotKit (framework target ParrotKit)"))
        let built = try CommandLineTests.notisim(["build-extensions", folder.path], environment: environment)
        #expect(built.status == 0 && built.output.hasPrefix("Service: built in "), "\(built.output)\(built.errors)")
        #expect(!built.errors.contains("could not use"), "\(built.errors)")
        let script = "push \(folder.path)/parrot.apns\nexpect \"Hello + parrot\"\nexpect-log \"Hello + parrot\"\n"
        let run = try CommandLineTests.notisim(["run", "--workspace", folder.path, "--no-launch-requests", "-"], input: script, environment: environment)
        #expect(run.status == 0, "\(run.output)\(run.errors)")
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
