import Foundation
import Testing
@testable import NotiXcode

@Suite("Importing Xcode projects: apps, notification extensions, entitlements")
struct ProjectImportTests {
    /// What the minimal project around each corpus extension imports as (the app is always `com.example.app`,
    /// "Minimal App"); read off the corpus files: categories, kind, `aps-environment`, and the lenient values
    /// iOS accepts (string booleans, a zero ratio, a key written twice) load as iOS loads them.
    static let expected: [String: String] = [
        "96bit__AlarmPaw__NotificationContentExtension": "content com.example.app.Ext [myNotificationCategory]",
        "CleverTap__CTNotificationContent__ExampleSwift-NotificationContent": "content com.example.app.Ext [CTNotification]",
        "CleverTap__CTNotificationContent__ExampleSwiftPM-NotificationContent": "content com.example.app.Ext [CTNotification]",
        "Finb__Bark__notificationContentExtension": "content com.example.app.Ext [copy, myNotificationCategory] aps=-",
        "Pushwoosh__pushwoosh-ios-sample__ContentExtension": "content com.example.app.Ext [PW_STORIES] aps=-",
        "Pushwoosh__pushwoosh-ios-sample__NotificationService": "service com.example.app.Ext []",
        "RocketChat__Rocket.Chat.ReactNative__NotificationService": "service com.example.app.Ext [] aps=-",
        "block__away__NotificationContentExtension": "content com.example.app.Ext [ACP_SESSION_UPDATE]",
        "chanify__chanify-ios__NotificationContent": "content com.example.app.Ext [general, text, link] aps=-",
        "chanify__chanify-ios__NotificationService": "service com.example.app.Ext [] aps=-",
        "code-payments__code-ios-app__NotificationContent": "content com.example.app.Ext [CHAT_MESSAGE] aps=-",
        "designatednerd__iOS10NotificationSample__NotificationContent":
            "content com.example.app.Ext [com.example.notificaton.partyrequest] aps=-",
        "designatednerd__iOS10NotificationSample__NotificationService": "service com.example.app.Ext []",
        "home-assistant__iOS__NotificationContent":
            "content com.example.app.Ext [camera, camera1, camera2, camera3, camera4, map, map1, map2, map3, map4, map5, CAMERA, CAMERA1, CAMERA2, CAMERA3, CAMERA4, MAP, MAP1, MAP2, MAP3, MAP4, MAP5, DYNAMIC]",
        "home-assistant__iOS__NotificationService": "service com.example.app.Ext []",
        "irccloud__ios__NotificationService": "service com.example.app.Ext [] aps=-",
        "macteo__push-catalog__NotificationContent": "content com.example.app.Ext [view-category]",
        "macteo__push-catalog__ObjService": "service com.example.app.Ext []",
        "mono0926__wwdc2016-sample__NotificationContentExtension": "content com.example.app.Ext [message]",
        "sato-shin__NotificationContentAppExtensionSample__NotificationContentAppExtension": "content com.example.app.Ext [myNotificationCategory]",
        "tomasen__Wordbook__NotificationExtension": "content com.example.app.Ext [myNotificationCategory]",
        "uuneo__pushback__ContentExtension": "content com.example.app.Ext [myNotificationCategory] aps=development",
        "uuneo__pushback__MarkdownExtension": "content com.example.app.Ext [markdown]",
        "uuneo__pushback__ServiceExtension": "service com.example.app.Ext [] aps=development",
    ]

    static let corpusExtensions: [String] =
        (try? FileManager.default.contentsOfDirectory(atPath: Fixtures.folder.appendingPathComponent("extensions").path).sorted()) ?? []

    /// The import's summary with the temporary folder's path taken out.
    static func summary(_ result: ProjectImport, in folder: ProjectFolder) -> [String] {
        result.summary.map { $0.replacingOccurrences(of: folder.path + "/", with: "") }
    }

    @Test("Every corpus extension Info.plist imports through a project around it, with its kind, categories and aps-environment",
          arguments: corpusExtensions)
    func corpusExtension(_ name: String) throws {
        let folder = try ProjectFolder.minimal(around: name)
        defer { folder.remove() }
        let result = XcodeImport.run(path: folder.path)
        #expect(Self.summary(result, in: folder) == ["app com.example.app \"Minimal App\"", try #require(Self.expected[name])])
        // Team prefixes and build settings every project defines do not produce warnings of their own.
        #expect(!result.warnings.contains { $0.reason.contains("AppIdentifierPrefix") || $0.reason.contains("PRODUCT_BUNDLE_PACKAGE_TYPE") })
    }

    @Test("The table covers all 24 corpus extensions")
    func everyCorpusExtensionIsExpected() {
        #expect(Self.corpusExtensions.count == 24)
        #expect(Set(Self.corpusExtensions) == Set(Self.expected.keys))
    }

    @Test("The folder, the .xcodeproj and an .xcworkspace's folder all lead to the same project")
    func acceptedPaths() throws {
        let folder = try ProjectFolder.minimal(around: "macteo__push-catalog__NotificationContent")
        defer { folder.remove() }
        let expected = ["app com.example.app \"Minimal App\"", "content com.example.app.Ext [view-category]"]
        #expect(Self.summary(XcodeImport.run(path: folder.path + "/Minimal.xcodeproj"), in: folder) == expected)
        try folder.write("""
        <?xml version="1.0" encoding="UTF-8"?>
        <Workspace version = "1.0">
           <Group location = "group:Apps" name = "Apps">
              <FileRef location = "group:../../Minimal.xcodeproj"></FileRef>
           </Group>
           <FileRef location = "group:Pods/Pods.xcodeproj"></FileRef>
        </Workspace>
        """, to: "Workspace/App.xcworkspace/contents.xcworkspacedata")
        let viaWorkspace = XcodeImport.run(path: folder.path + "/Workspace")
        #expect(Self.summary(viaWorkspace, in: folder) == expected + ["problem Workspace/Pods/Pods.xcodeproj/project.pbxproj: no such file"])
    }

    @Test("Build settings come from the project's .xcconfig; a configuration other than Debug picks its own values")
    func configurations() throws {
        let folder = try ProjectFolder()
        defer { folder.remove() }
        try folder.writeMinimalProject(xcconfig: "BUNDLE_ID_PREFIX = com.debug\nBUNDLE_ID_PREFIX[config=Release] = com.release\n")
        try folder.copy(fixture: "extensions/mono0926__wwdc2016-sample__NotificationContentExtension/Info.plist", to: "Ext/Info.plist")
        #expect(XcodeImport.run(path: folder.path).apps.first?.extensions.first?.bundleID == "com.debug.app.Ext")
        let release = XcodeImport.run(path: folder.path, configuration: "Release")
        #expect(release.apps.first?.bundleID == "com.release.app")
        #expect(release.apps.first?.extensions.first?.bundleID == "com.release.app.Ext")
        let missing = XcodeImport.run(path: folder.path, configuration: "Staging")
        #expect(Self.summary(missing, in: folder) == ["problem Minimal.xcodeproj/project.pbxproj: no build configuration \"Staging\" (the project has Debug, Release)"])
    }

    @Test("The corpus projects with the corpus files at the paths they name: apps, extensions, entitlements; missing files one line each")
    func corpusProjects() throws {
        let folder = try ProjectFolder()
        defer { folder.remove() }
        let files = [
            ("projects/designatednerd__iOS10NotificationSample/project.pbxproj", "NotificationSample.xcodeproj/project.pbxproj"),
            ("entitlements/designatednerd__iOS10NotificationSample/App-Info.plist", "NotificationSample/Info.plist"),
            ("entitlements/designatednerd__iOS10NotificationSample/NotificationSample.entitlements", "NotificationSample/NotificationSample.entitlements"),
            ("extensions/designatednerd__iOS10NotificationSample__NotificationContent/Info.plist", "NotificationContent/Info.plist"),
            ("extensions/designatednerd__iOS10NotificationSample__NotificationContent/NotificationContent.entitlements", "NotificationContent/NotificationContent.entitlements"),
            ("extensions/designatednerd__iOS10NotificationSample__NotificationService/Info.plist", "NotificationService/Info.plist"),
            ("projects/uuneo__pushback/project.pbxproj", "pushme.xcodeproj/project.pbxproj"),
            ("entitlements/uuneo__pushback/App-Info.plist", "pushme/Info.plist"),
            ("entitlements/uuneo__pushback/pushme.entitlements", "pushme/pushme.entitlements"),
            ("extensions/uuneo__pushback__ContentExtension/Info.plist", "ContentExtension/Info.plist"),
            ("extensions/uuneo__pushback__ContentExtension/ContentExtension.entitlements", "ContentExtension/ContentExtension.entitlements"),
            ("extensions/uuneo__pushback__MarkdownExtension/Info.plist", "MarkdownExtension/Info.plist"),
            ("extensions/uuneo__pushback__ServiceExtension/Info.plist", "ServiceExtension/Info.plist"),
            ("extensions/uuneo__pushback__ServiceExtension/ServiceExtension.entitlements", "ServiceExtension/ServiceExtension.entitlements"),
        ]
        for (fixture, path) in files { try folder.copy(fixture: fixture, to: path) }
        let result = XcodeImport.run(path: folder.path)
        #expect(Self.summary(result, in: folder) == [
            "app com.designatednerd.NotificationSample \"Notifications\" aps=-",
            "content com.designatednerd.NotificationSample.NotificationContent [com.example.notificaton.partyrequest] aps=-",
            "service com.designatednerd.NotificationSample.NotificationService []",
            "app me.uuneo.Meoworld \"NoLet\" aps=development",
            "service me.uuneo.Meoworld.ServiceExtension [] aps=development",
            "content me.uuneo.Meoworld.ContentExtension [myNotificationCategory] aps=development",
            "content me.uuneo.Meoworld.MarkdownExtension [markdown]",
            "problem NotificationContent/NotificationViewController.swift: listed by target NotificationContent but not in the checkout: "
                + "a generated file, or one never committed; NotificationContent is built without it",
            "problem MainInterface.storyboard: NSExtensionMainStoryboard names it, but it is in none of the target's folders (nor their .lproj folders)",
            "problem NotificationService/NotificationService.swift: listed by target NotificationService but not in the checkout: "
                + "a generated file, or one never committed; NotificationService is built without it",
            "problem NotificationService/NotificationService.entitlements: no such file",
            "problem NotificationSample/AppDelegate.swift: no such file and 5 more of its Swift files; target NotificationSample's categories are read without them",
            "problem Publics: folder of the target cannot be read",
            "problem Managers: folder of the target cannot be read",
            "problem Sounds: folder of the target cannot be read",
            "problem ShareExtension/Info.plist: no such file",
            "problem SafariExtension/Info.plist: no such file",
            "problem Extension/Color+.swift: listed by target ServiceExtension but not in the checkout (and 10 more of its Swift files): "
                + "a generated file, or one never committed; ServiceExtension is built without them",
            "problem Extension/Color+.swift: listed by target ContentExtension but not in the checkout (and 8 more of its Swift files): "
                + "a generated file, or one never committed; ContentExtension is built without them",
            "problem PushWidget/Info.plist: no such file",
            "problem Extension/Color+.swift: listed by target MarkdownExtension but not in the checkout (and 8 more of its Swift files): "
                + "a generated file, or one never committed; MarkdownExtension is built without them",
            "problem MarkdownExtension/MarkdownExtension.entitlements: no such file",
            "problem Extension/Application+.swift: no such file and 44 more of its Swift files; target pushme's categories are read without them",
        ])
    }
}
