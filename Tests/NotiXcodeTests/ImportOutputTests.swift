import Foundation
import NotiCore
import NotiExtensions
import NotiWorkspace
import Testing
@testable import NotiXcode

@Suite("import --check lines and the workspace import --out writes")
struct ImportOutputTests {
    /// The minimal project around the pushback content extension, with app entitlements allowing critical alerts.
    static func project() throws -> ProjectFolder {
        let folder = try ProjectFolder()
        try folder.writeMinimalProject(appEntitlements: "App/App.entitlements", extensionEntitlements: "Ext/Ext.entitlements")
        try folder.copy(fixture: "extensions/uuneo__pushback__ContentExtension/Info.plist", to: "Ext/Info.plist")
        try folder.copy(fixture: "extensions/uuneo__pushback__ContentExtension/ContentExtension.entitlements", to: "Ext/Ext.entitlements")
        try folder.write("""
        <plist version="1.0"><dict>
        <key>aps-environment</key><string>production</string>
        <key>com.apple.developer.usernotifications.critical-alerts</key><true/>
        </dict></plist>
        """, to: "App/App.entitlements")
        return folder
    }

    @Test("The app's aps-environment entitlement is the app's apsEnvironment in the workspace written")
    func apsEnvironmentIsTheAppsEnvironment() throws {
        let folder = try Self.project()
        defer { folder.remove() }
        let result = XcodeImport.run(path: folder.path)
        guard case .object(let root) = WorkspaceExport.workspaceJSON(result, name: "Minimal"),
              case .array(let apps)? = root.first(where: { $0.key == "apps" })?.value, case .object(let app)? = apps.first else {
            Issue.record("no apps in the workspace written"); return
        }
        #expect(app.first { $0.key == "apsEnvironment" }?.value == .string("production"))
    }

    @Test("NSSupportsLiveActivitiesFrequentUpdates from a generated Info.plist's build setting is the app's liveActivityFrequentUpdates")
    func frequentUpdates() throws {
        let folder = try ProjectFolder()
        defer { folder.remove() }
        try folder.writeMinimalProject(appSettings: ["INFOPLIST_KEY_NSSupportsLiveActivitiesFrequentUpdates = YES;"])
        try folder.copy(fixture: "extensions/uuneo__pushback__ContentExtension/Info.plist", to: "Ext/Info.plist")
        let result = XcodeImport.run(path: folder.path)
        #expect(result.apps.map(\.liveActivityFrequentUpdates) == [true])
        guard case .object(let root) = WorkspaceExport.workspaceJSON(result, name: "Minimal"),
              case .array(let apps)? = root.first(where: { $0.key == "apps" })?.value, case .object(let app)? = apps.first else {
            Issue.record("no apps in the workspace written"); return
        }
        #expect(app.first { $0.key == "liveActivityFrequentUpdates" }?.value == .bool(true))
        let plain = try Self.project()
        defer { plain.remove() }
        #expect(XcodeImport.run(path: plain.path).apps.map(\.liveActivityFrequentUpdates) == [false])
    }

    @Test("the app's UIApplicationSceneManifest names its scenes in the workspace written, when it has more than one")
    func scenesFromTheSceneManifest() throws {
        let folder = try ProjectFolder()
        defer { folder.remove() }
        try folder.writeMinimalProject(appSettings: ["INFOPLIST_FILE = App/Info.plist;"])
        try folder.copy(fixture: "extensions/uuneo__pushback__ContentExtension/Info.plist", to: "Ext/Info.plist")
        try folder.write("""
        <plist version="1.0"><dict><key>UIApplicationSceneManifest</key><dict><key>UISceneConfigurations</key><dict>
        <key>UIWindowSceneSessionRoleApplication</key><array>
        <dict><key>UISceneConfigurationName</key><string>Default Configuration</string></dict>
        <dict><key>UISceneConfigurationName</key><string>Conversation</string></dict>
        </array></dict></dict></dict></plist>
        """, to: "App/Info.plist")
        let result = XcodeImport.run(path: folder.path)
        #expect(result.apps.map(\.sceneNames) == [["Default Configuration", "Conversation"]])
        guard case .object(let root) = WorkspaceExport.workspaceJSON(result, name: "Minimal"),
              case .array(let apps)? = root.first(where: { $0.key == "apps" })?.value, case .object(let app)? = apps.first else {
            Issue.record("no apps in the workspace written"); return
        }
        #expect(app.first { $0.key == "scenes" }?.value == .array([.object([(key: "name", value: .string("Default Configuration"))]),
                                                                  .object([(key: "name", value: .string("Conversation"))])]))
    }

    @Test("--check prints one line per app, extension and entitlements file, says when no categories are registered, then each problem")
    func checkLines() throws {
        let folder = try Self.project()
        defer { folder.remove() }
        try FileManager.default.removeItem(at: folder.url.appendingPathComponent("Ext/Ext.entitlements"))
        let lines = XcodeImport.run(path: folder.path).checkLines.map { $0.replacingOccurrences(of: folder.path + "/", with: "") }
        #expect(lines == [
            "app App: com.example.app \"Minimal App\", iOS 15.0+",
            "  entitlements App/App.entitlements: aps-environment production, com.apple.developer.usernotifications.critical-alerts",
            "  files: 0 (0 Swift)",
            "  icon: none in the asset catalog; the glyph is drawn",
            "  content extension Ext: com.example.app.Ext, Info.plist Ext/Info.plist, categories myNotificationCategory",
            "    files: 0 (0 Swift)",
            "  categories: no setNotificationCategories call found: no Swift file of the app was read",
            "could not use Ext/Ext.entitlements: no such file",
        ])
    }

    @Test("Nothing usable: the problems and a last line saying so")
    func nothingUsable() throws {
        let folder = try ProjectFolder()
        defer { folder.remove() }
        let lines = XcodeImport.run(path: folder.path).checkLines.map { $0.replacingOccurrences(of: folder.path, with: "DIR") }
        #expect(lines == ["could not use DIR: holds no .xcodeproj or .xcworkspace", "nothing usable found: no app target could be read"])
    }

    @Test("The written workspace loads without errors: the app, its entitlements, its extension with its Info.plist")
    func exportedWorkspaceLoads() throws {
        let folder = try Self.project()
        defer { folder.remove() }
        let out = folder.url.appendingPathComponent("out")
        try WorkspaceExport.write(XcodeImport.run(path: folder.path), name: "Minimal", to: out)
        let loaded = WorkspaceLoader.load(directory: out)
        #expect(!loaded.diagnostics.contains { $0.diagnostic.severity == .error })
        let workspace = try #require(loaded.workspace)
        #expect(workspace.name == "Minimal")
        #expect(workspace.apps.map(\.bundleID) == ["com.example.app"])
        #expect(workspace.apps.first?.displayName == "Minimal App")
        #expect(workspace.apps.first?.entitlements.contains(.criticalAlerts) == true)
        let content = try #require(workspace.contentExtension(for: "myNotificationCategory", in: "com.example.app"))
        #expect(content.bundleID == "com.example.app.Ext")
        // Written again as built: the project's keys, and the bundle identifier its build setting gives.
        guard case .dictionary(var project) = try PropertyList.parse(Array(Data(contentsOf: folder.url.appendingPathComponent("Ext/Info.plist")))) else {
            Issue.record("the fixture's Info.plist is a dictionary")
            return
        }
        project["CFBundleIdentifier"] = .string("com.example.app.Ext")
        #expect(try PropertyList.parse(Array(Data(contentsOf: URL(fileURLWithPath: content.infoPlistPath)))) == .dictionary(project))
        // A second export into the same folder does not overwrite it.
        #expect(throws: WorkspaceExportError.self) { try WorkspaceExport.write(XcodeImport.run(path: folder.path), name: "Minimal", to: out) }
    }

    @Test("An extension's Info.plist is written as Xcode builds it: build setting references expanded (to the target's bundle identifier, a setting of the xcconfig), entities kept as text, so the workspace and the extension's Bundle.main read what the app ships")
    func infoPlistWrittenAsBuilt() throws {
        let folder = try ProjectFolder()
        defer { folder.remove() }
        try folder.writeMinimalProject(xcconfig: "BUNDLE_ID_PREFIX = com.example\nAPP_GROUP_ID = group.$(BUNDLE_ID_PREFIX).shared\nMARKETING_VERSION = 2.4\n")
        try folder.write("""
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
            <key>AppGroupIdentifier</key><string>$(APP_GROUP_ID)</string>
            <key>CFBundleIdentifier</key><string>$(PRODUCT_BUNDLE_IDENTIFIER)</string>
            <key>CFBundleShortVersionString</key><string>$(MARKETING_VERSION)</string>
            <key>Note</key><string>Fish &amp; &lt;Chips&gt;</string>
            <key>NSExtension</key><dict>
              <key>NSExtensionAttributes</key><dict><key>UNNotificationExtensionCategory</key><string>$(PRODUCT_NAME)Category</string>
                <key>UNNotificationExtensionInitialContentSizeRatio</key><real>0.5</real></dict>
              <key>NSExtensionMainStoryboard</key><string>MainInterface</string>
              <key>NSExtensionPointIdentifier</key><string>com.apple.usernotifications.content-extension</string>
            </dict>
            </dict></plist>
            """, to: "Ext/Info.plist")
        let out = folder.url.appendingPathComponent("out")
        try WorkspaceExport.write(XcodeImport.run(path: folder.path), name: "Minimal", to: out)
        let written = try PropertyList.parse(Array(Data(contentsOf: out.appendingPathComponent("extensions/Ext/Info.plist"))))
        #expect(written["AppGroupIdentifier"]?.stringValue == "group.com.example.shared")
        #expect(written["CFBundleIdentifier"]?.stringValue == "com.example.app.Ext")
        #expect(written["CFBundleShortVersionString"]?.stringValue == "2.4")
        #expect(written["Note"]?.stringValue == "Fish & <Chips>")
        #expect(written["NSExtension"]?["NSExtensionAttributes"]?["UNNotificationExtensionCategory"]?.stringValue == "ExtCategory")
        let workspace = try #require(WorkspaceLoader.load(directory: out).workspace)
        #expect(workspace.contentExtension(for: "ExtCategory", in: "com.example.app")?.bundleID == "com.example.app.Ext")
    }

    @Test("An extension whose Info.plist Xcode also generates (GENERATE_INFOPLIST_FILE = YES beside INFOPLIST_FILE) gets the versions of MARKETING_VERSION and CURRENT_PROJECT_VERSION its file leaves out")
    func generatedVersions() throws {
        let folder = try ProjectFolder()
        defer { folder.remove() }
        try folder.writeMinimalProject(xcconfig: "BUNDLE_ID_PREFIX = com.example\nGENERATE_INFOPLIST_FILE = YES\nMARKETING_VERSION = 3.1\nCURRENT_PROJECT_VERSION = 17\n")
        try folder.write("""
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
            <key>CFBundleVersion</key><string>9</string>
            <key>NSExtension</key><dict>
              <key>NSExtensionPointIdentifier</key><string>com.apple.usernotifications.service</string>
              <key>NSExtensionPrincipalClass</key><string>NotificationService</string>
            </dict>
            </dict></plist>
            """, to: "Ext/Info.plist")
        let extensions = XcodeImport.run(path: folder.path).apps.flatMap(\.extensions)
        let built = try #require(extensions.first?.builtInfoPlist)
        #expect(built["CFBundleShortVersionString"]?.stringValue == "3.1")
        #expect(built["CFBundleVersion"]?.stringValue == "9", "the file's own value stays")
        #expect(built["CFBundleIdentifier"]?.stringValue == "com.example.app.Ext")
    }

    @Test("INFOPLIST_EXPAND_BUILD_SETTINGS = NO leaves an extension's Info.plist references as written, and without GENERATE_INFOPLIST_FILE neither INFOPLIST_KEY_ settings nor versions are added")
    func expansionTurnedOff() throws {
        let folder = try ProjectFolder()
        defer { folder.remove() }
        try folder.writeMinimalProject(xcconfig: """
            BUNDLE_ID_PREFIX = com.example
            INFOPLIST_EXPAND_BUILD_SETTINGS = NO
            APP_GROUP_ID = group.com.example.shared
            MARKETING_VERSION = 3.1
            INFOPLIST_KEY_CFBundleDisplayName = Shown

            """)
        try folder.write("""
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
            <key>AppGroupIdentifier</key><string>$(APP_GROUP_ID)</string>
            <key>NSExtension</key><dict>
              <key>NSExtensionPointIdentifier</key><string>com.apple.usernotifications.service</string>
              <key>NSExtensionPrincipalClass</key><string>NotificationService</string>
            </dict>
            </dict></plist>
            """, to: "Ext/Info.plist")
        let built = try #require(XcodeImport.run(path: folder.path).apps.flatMap(\.extensions).first?.builtInfoPlist)
        #expect(built["AppGroupIdentifier"]?.stringValue == "$(APP_GROUP_ID)")
        #expect(built["CFBundleShortVersionString"] == nil && built["CFBundleDisplayName"] == nil)
        #expect(built["CFBundleIdentifier"]?.stringValue == "com.example.app.Ext")
    }
}
