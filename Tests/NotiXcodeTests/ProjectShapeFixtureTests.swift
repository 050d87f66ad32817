import Foundation
import Testing
@testable import NotiXcode

/// docs/rules/xcode.md#xcode-projects: project shapes met in real apps, each reproduced by a project written for the test
/// (`Fixtures/shapes/`): Xcode 16 folders shared between targets, files a checkout lacks, paths in another case.
@Suite("Project shapes of real apps: shared Xcode 16 folders, generated files, case, relative paths")
struct ProjectShapeFixtureTests {
    static let serviceInfoPlist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>NSExtension</key><dict>
        <key>NSExtensionPointIdentifier</key><string>com.apple.usernotifications.service</string>
        <key>NSExtensionPrincipalClass</key><string>$(PRODUCT_MODULE_NAME).NotificationService</string>
        </dict></dict></plist>
        """
    static let contentInfoPlist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>NSExtension</key><dict>
        <key>NSExtensionAttributes</key><dict><key>UNNotificationExtensionCategory</key><string>PHOTO</string>
        <key>UNNotificationExtensionInitialContentSizeRatio</key><real>1</real></dict>
        <key>NSExtensionMainStoryboard</key><string>MainInterface</string>
        <key>NSExtensionPointIdentifier</key><string>com.apple.usernotifications.content-extension</string>
        </dict></dict></plist>
        """
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="vc">
        <scenes><scene sceneID="s"><objects>
        <viewController id="vc" customClass="NotificationViewController" sceneMemberID="viewController">
        <view key="view" contentMode="scaleToFill" id="v"><rect key="frame" x="0.0" y="0.0" width="320" height="37"/></view>
        </viewController></objects></scene></scenes></document>
        """
    static let serviceSource = "import UserNotifications\nclass NotificationService: UNNotificationServiceExtension {}\n"

    /// `Fixtures/shapes/folders.pbxproj` with the files its folders hold.
    static func folders() throws -> ProjectFolder {
        let folder = try ProjectFolder()
        try folder.copy(fixture: "shapes/folders.pbxproj", to: "Folders.xcodeproj/project.pbxproj")
        for path in ["App/AppDelegate.swift", "App/Info.plist", "App/Font.ttf", "App/Shared/Secrets.swift", "App/Shared/Payload Keys.swift",
                     "App/Shared/Unshared.swift", "App/Models/User.swift", "App/Models/Nested/Team.swift", "Service/Unused.swift",
                     "Content/Base.lproj/Old.storyboard", "Content/en.lproj/Old.storyboard", "Content/ko.lproj/MainInterface.strings"] {
            try folder.write("// \(path)\n", to: path)
        }
        try folder.write("import UIKit\nclass NotificationViewController: UIViewController {}\n", to: "Content/NotificationViewController.swift")
        try folder.write(storyboard, to: "Content/Base.lproj/MainInterface.storyboard")
        try folder.write(serviceSource, to: "Service/NotificationService.swift")
        try folder.write(serviceInfoPlist, to: "Service/Info.plist")
        try folder.write(contentInfoPlist, to: "Content/Info.plist")
        return folder
    }

    @Test("Xcode 16 folders: a target takes the files another target's folder lists for it, leaves out its own exceptions, and keeps files a build-phase exception set moves")
    func sharedSynchronizedFolders() throws {
        let folder = try Self.folders()
        defer { folder.remove() }
        let result = XcodeImport.run(path: folder.path)
        let app = try #require(result.apps.first)
        #expect(app.files == ["App/AppDelegate.swift", "App/Font.ttf", "App/Models/Nested/Team.swift", "App/Models/User.swift",
                              "App/Shared/Payload Keys.swift", "App/Shared/Secrets.swift", "App/Shared/Unshared.swift"])
        let service = try #require(app.extensions.first { $0.kind == .service })
        #expect(service.files == ["App/Models/Nested/Team.swift", "App/Models/User.swift", "App/Shared/Payload Keys.swift",
                                  "App/Shared/Secrets.swift", "Service/NotificationService.swift"])
        #expect(service.serviceSources?.paths.contains(folder.path + "/App/Shared/Secrets.swift") == true)
        let content = try #require(app.extensions.first { $0.kind == .content })
        #expect(content.files == ["Content/Base.lproj/MainInterface.storyboard", "Content/NotificationViewController.swift",
                                  "Content/ko.lproj/MainInterface.strings"])
        #expect(content.storyboard?.file == "Content/Base.lproj/MainInterface.storyboard")
        #expect(result.problems.isEmpty)
    }

    @Test("A localized file an exception set names as /Localized/NAME stands for NAME in every .lproj folder")
    func localizedException() {
        #expect(SynchronizedFolder.names(["/Localized/Old.storyboard"], "Base.lproj/Old.storyboard"))
        #expect(SynchronizedFolder.names(["/Localized/Old.storyboard"], "en.lproj/Old.storyboard"))
        #expect(!SynchronizedFolder.names(["/Localized/Old.storyboard"], "Old.storyboard"))
        #expect(!SynchronizedFolder.names(["/Localized/Old.storyboard"], "Views/Old.storyboard"))
        #expect(SynchronizedFolder.names(["Models"], "Models/User.swift"))
        #expect(!SynchronizedFolder.names(["Models"], "ModelsExtra/User.swift"))
    }

    /// `Fixtures/shapes/generated.pbxproj`: a service target listing a CocoaPods file, a build phase's output and a
    /// forgotten file, none of them on disk.
    static func generated() throws -> ProjectFolder {
        let folder = try ProjectFolder()
        try folder.copy(fixture: "shapes/generated.pbxproj", to: "Generated.xcodeproj/project.pbxproj")
        try folder.write(serviceSource, to: "Service/NotificationService.swift")
        try folder.write(serviceInfoPlist, to: "Service/Info.plist")
        return folder
    }

    @Test("A Swift file the target lists but the checkout lacks is left out of its build with one line naming what generates it")
    func generatedFilesLeftOut() throws {
        let folder = try Self.generated()
        defer { folder.remove() }
        let result = XcodeImport.run(path: folder.path)
        let service = try #require(result.apps.first?.extensions.first)
        #expect(service.serviceSources?.paths == [folder.path + "/Service/NotificationService.swift"])
        #expect(result.problems.map { $0.description.replacingOccurrences(of: folder.path + "/", with: "") } == [
            "Pods/Target Support Files/Pods-Service/ExpoModulesProvider.swift: listed by target Service but not in the checkout: "
                + "CocoaPods generates it (run pod install); Service is built without it",
            "Service/BuildEnvironment.swift: listed by target Service but not in the checkout: "
                + "the build phase \"Write Build Environment\" of target Service generates it; Service is built without it",
            "Service/Forgotten.swift: listed by target Service but not in the checkout: a generated file, or one never committed; "
                + "Service is built without it",
        ])
        #expect(!result.checkLines.contains { $0.contains(".cache") || $0.contains("workspace.json") })
    }

    @Test("Paths the project names in another case are found as on a Mac's disk, and import --check says so once")
    func caseInsensitivePaths() throws {
        let folder = try Self.folders()
        defer { folder.remove() }
        try FileManager.default.moveItem(atPath: folder.path + "/Service", toPath: folder.path + "/service")
        try FileManager.default.moveItem(atPath: folder.path + "/Content/Info.plist", toPath: folder.path + "/Content/info.PLIST")
        let result = XcodeImport.run(path: folder.path)
        let app = try #require(result.apps.first)
        let service = try #require(app.extensions.first { $0.kind == .service })
        #expect(service.infoPlist == "service/Info.plist")
        #expect(service.serviceSources?.paths.contains(folder.path + "/service/NotificationService.swift") == true)
        #expect(app.extensions.first { $0.kind == .content }?.infoPlist == "Content/info.PLIST")
        #expect(result.problems.isEmpty)
        let notes = result.warnings.filter { $0.reason.contains("another case") }
        #expect(notes.count == 1)
        #expect(notes.first?.reason.hasPrefix("found as \(folder.path)/") == true)
    }

    @Test("The project folder, its .xcodeproj, a symbolic link to either and a path with . and .. import the same files")
    func projectPathForms() throws {
        let folder = try Self.folders()
        defer { folder.remove() }
        let link = folder.path + "-link"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: folder.path)
        defer { try? FileManager.default.removeItem(atPath: link) }
        let expected = XcodeImport.run(path: folder.path)
        for form in [folder.path + "/Folders.xcodeproj", link, link + "/Folders.xcodeproj", folder.path + "/./App/..", folder.path + "/"] {
            let result = XcodeImport.run(path: form)
            #expect(result.apps == expected.apps, "\(form)")
            #expect(result.problems == expected.problems, "\(form)")
        }
    }

    /// The minimal project with its configurations named `Development` and `Production` (the default), bundle ids
    /// telling them apart.
    static func withoutDebug() throws -> ProjectFolder {
        let folder = try ProjectFolder()
        try folder.writeMinimalProject(xcconfig: "BUNDLE_ID_PREFIX = com.production\nBUNDLE_ID_PREFIX[config=Development] = com.development\n")
        let path = folder.path + "/Minimal.xcodeproj/project.pbxproj"
        let renamed = try String(contentsOfFile: path, encoding: .utf8).replacingOccurrences(of: "name = Debug;", with: "name = Development;")
            .replacingOccurrences(of: "name = Release;", with: "name = Production;").replacingOccurrences(of: "= Release;", with: "= Production;")
        try folder.write(renamed, to: "Minimal.xcodeproj/project.pbxproj")
        try folder.copy(fixture: "extensions/mono0926__wwdc2016-sample__NotificationContentExtension/Info.plist", to: "Ext/Info.plist")
        return folder
    }

    @Test("A project without Debug is read in the configuration its shared scheme runs, else in its default configuration, and says which")
    func configurationXcodeRuns() throws {
        let folder = try Self.withoutDebug()
        defer { folder.remove() }
        let byDefault = XcodeImport.run(path: folder.path)
        #expect(byDefault.apps.map(\.bundleID) == ["com.production.app"])
        #expect(byDefault.warnings.map(\.reason).contains("no build configuration \"Debug\": reading \"Production\", the one Xcode runs (--configuration picks another of Development, Production)"))
        try folder.write("""
            <?xml version="1.0" encoding="UTF-8"?>
            <Scheme LastUpgradeVersion = "1500" version = "1.7">
               <BuildAction parallelizeBuildables = "YES"></BuildAction>
               <LaunchAction
                  buildConfiguration = "Development"
                  launchStyle = "0">
               </LaunchAction>
               <ArchiveAction buildConfiguration = "Production"></ArchiveAction>
            </Scheme>
            """, to: "Minimal.xcodeproj/xcshareddata/xcschemes/App.xcscheme")
        #expect(XcodeImport.run(path: folder.path).apps.map(\.bundleID) == ["com.development.app"])
        #expect(XcodeImport.run(path: folder.path, configuration: "Production").apps.map(\.bundleID) == ["com.production.app"])
        #expect(XcodeImport.run(path: folder.path, configuration: "Staging").apps.isEmpty)
    }

    @Test("Two app targets with one bundle id: the second is left out with one line, as a device holds one app per bundle id")
    func duplicateBundleIdentifiers() throws {
        let folder = try ProjectFolder()
        defer { folder.remove() }
        for name in ["Swift", "ObjC"] {
            try folder.writeMinimalProject(xcconfig: "BUNDLE_ID_PREFIX = com.example.same\n", in: "\(name)/")
            try folder.copy(fixture: "extensions/mono0926__wwdc2016-sample__NotificationContentExtension/Info.plist", to: "\(name)/Ext/Info.plist")
        }
        try folder.write("""
            <?xml version="1.0" encoding="UTF-8"?>
            <Workspace version = "1.0">
               <FileRef location = "group:Swift/Minimal.xcodeproj"></FileRef>
               <FileRef location = "group:ObjC/Minimal.xcodeproj"></FileRef>
            </Workspace>
            """, to: "Both.xcworkspace/contents.xcworkspacedata")
        let result = XcodeImport.run(path: folder.path)
        #expect(result.apps.map(\.bundleID) == ["com.example.same.app"])
        #expect(result.problems.map(\.description) == ["App: bundle id com.example.same.app is app target App's too; left out, as a device holds one app per bundle id"])
    }

    @Test("A literal CFBundleIdentifier that differs from PRODUCT_BUNDLE_IDENTIFIER gives way to the build setting, with a warning")
    func bundleIdentifierSettingWins() throws {
        let folder = try ProjectFolder()
        defer { folder.remove() }
        try folder.writeMinimalProject()
        let plist = try String(decoding: Fixtures.bytes("extensions/mono0926__wwdc2016-sample__NotificationContentExtension/Info.plist"), as: UTF8.self)
            .replacingOccurrences(of: "<string>$(PRODUCT_BUNDLE_IDENTIFIER)</string>", with: "<string>com.example.Old.Ext</string>")
        try folder.write(plist, to: "Ext/Info.plist")
        let result = XcodeImport.run(path: folder.path)
        #expect(result.apps.first?.extensions.map(\.bundleID) == ["com.example.app.Ext"])
        #expect(result.warnings.map(\.reason).contains("CFBundleIdentifier com.example.Old.Ext differs from PRODUCT_BUNDLE_IDENTIFIER com.example.app.Ext, "
            + "which Xcode requires it to equal; com.example.app.Ext is used"))
    }

    /// `Fixtures/shapes/modules.pbxproj`: a service extension importing the framework target ParrotKit, which imports
    /// the local package Shared's target SharedKeys; a framework target Unused nobody imports.
    static func modules() throws -> ProjectFolder {
        let folder = try ProjectFolder()
        try folder.copy(fixture: "shapes/modules.pbxproj", to: "Modules.xcodeproj/project.pbxproj")
        try folder.write(serviceInfoPlist, to: "Service/Info.plist")
        try folder.write("import UserNotifications\nimport ParrotKit\n\nclass NotificationService: UNNotificationServiceExtension {\n"
            + "    override func didReceive(_ request: UNNotificationRequest, withContentHandler contentHandler: @escaping (UNNotificationContent) -> Void) {\n"
            + "        let content = request.content.mutableCopy() as! UNMutableNotificationContent\n"
            + "        content.title = decorated(content.title)\n        contentHandler(content)\n    }\n}\n", to: "Service/NotificationService.swift")
        try folder.write("import Foundation\n@preconcurrency import SharedKeys\n\npublic func decorated(_ title: String) -> String { title + \" 🦜 \" + PayloadKey.flair }\n",
                         to: "ParrotKit/Decorate.swift")
        try folder.write("public enum Unused {}\n", to: "Unused/Unused.swift")
        try folder.write("""
            import UIKit
            import UserNotifications
            import ParrotKit

            func register() {
                let reply = UNNotificationAction(identifier: ParrotKit.Identifiers.reply, title: "Reply", options: [])
                UNUserNotificationCenter.current().setNotificationCategories([UNNotificationCategory(identifier: Identifiers.parrot, actions: [reply], intentIdentifiers: [])])
            }
            """, to: "App/AppDelegate.swift")
        try folder.write("public enum Identifiers {\n    public static let parrot = \"PARROT\"\n    public static let reply = \"REPLY\"\n}\n", to: "ParrotKit/Identifiers.swift")
        try folder.write("// swift-tools-version: 5.9\n", to: "Packages/Shared/Package.swift")
        try folder.write("public enum PayloadKey { public static let flair = \"parrot\" }\n", to: "Packages/Shared/Sources/SharedKeys/Keys.swift")
        try folder.write("public enum Other {}\n", to: "Packages/Shared/Sources/OtherKit/Other.swift")
        return folder
    }

    @Test("A framework target and a local package's target the service extension imports are its modules, each after those it imports; one nobody imports is not; each keeps its target's compilation conditions")
    func modulesAnExtensionImports() throws {
        let folder = try Self.modules()
        defer { folder.remove() }
        let result = XcodeImport.run(path: folder.path)
        let app = try #require(result.apps.first)
        let sources = try #require(app.extensions.first?.serviceSources)
        #expect(sources.modules.map(\.name) == ["SharedKeys", "ParrotKit"])
        #expect(sources.modules.map(\.paths) == [[folder.path + "/Packages/Shared/Sources/SharedKeys/Keys.swift"],
                                                 [folder.path + "/ParrotKit/Decorate.swift", folder.path + "/ParrotKit/Identifiers.swift"]])
        #expect(sources.modules.map(\.origin) == ["local package Shared", "framework target ParrotKit"])
        #expect(sources.conditions == ["DEBUG", "NOTIFICATION_EXTENSION", "FAST"])
        #expect(sources.modules.map(\.conditions) == [[], ["PARROT_FLAIR"]])
        #expect(app.packageSources.contains(folder.path + "/ParrotKit/Decorate.swift"))
        #expect(app.notificationSetup.categories.map { "\($0.identifier) \($0.actions.map(\.identifier))" } == ["PARROT [\"REPLY\"]"])
        #expect(result.checkLines.contains("    modules it imports, built from source: SharedKeys (local package Shared), ParrotKit (framework target ParrotKit)"))
        #expect(result.problems.isEmpty)
    }

    @Test("Imports are read with their attributes and kinds: @testable import X, import struct X.Y, @preconcurrency import X")
    func importedModuleNames() {
        #expect(SourceModuleCatalog.importedModules("""
            import UIKit
            @testable import ParrotKit
            @preconcurrency import SharedKeys
            import struct Tools.Hammer
            // import Commented
            let important = 1
            """) == ["UIKit", "ParrotKit", "SharedKeys", "Tools"])
    }

    @Test("A watchOS or Mac app target of the project is skipped with a warning; the iPhone app, also a multiplatform one, is imported")
    func appsForOtherPlatformsAreSkipped() throws {
        let folder = try ProjectFolder()
        defer { folder.remove() }
        try folder.writeMinimalProject(appSettings: ["SDKROOT = watchos;"])
        try folder.copy(fixture: "extensions/mono0926__wwdc2016-sample__NotificationContentExtension/Info.plist", to: "Ext/Info.plist")
        let watch = XcodeImport.run(path: folder.path)
        #expect(watch.apps.isEmpty)
        #expect(watch.warnings.map(\.description).contains("App: an app for watchos (SDKROOT), not for iPhone; skipped"))
        try folder.writeMinimalProject(appSettings: ["SDKROOT = iphoneos;"])
        #expect(XcodeImport.run(path: folder.path).apps.map(\.bundleID) == ["com.example.app"])
        try folder.writeMinimalProject(appSettings: ["SDKROOT = auto;", "SUPPORTED_PLATFORMS = \"iphoneos iphonesimulator macosx\";"])
        #expect(XcodeImport.run(path: folder.path).apps.map(\.bundleID) == ["com.example.app"])
        try folder.writeMinimalProject(appSettings: ["SDKROOT = auto;", "SUPPORTED_PLATFORMS = macosx;"])
        #expect(XcodeImport.run(path: folder.path).warnings.map(\.description).contains("App: an app for macosx (SUPPORTED_PLATFORMS), not for iPhone; skipped"))
    }
}
