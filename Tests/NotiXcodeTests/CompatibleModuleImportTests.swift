import Foundation
import NotiCore
import NotiExtensionTarget
@testable import NotiXcode
import NotiWorkspace
import Testing

/// A project whose service extensions use push SDKs (`Fixtures/sdk-extensions`): `FirebaseService` imports
/// FirebaseMessaging and a module the project lacks, `CleverTapService` has only an Info.plist naming CleverTap's class
/// (docs/rules/extension-sources.md#modules-an-extension-imports, docs/rules/push-sdks.md#extensions-whose-principal-class-is-an-sdks).
@Suite("Compatible modules an imported project's extensions use")
struct CompatibleModuleImportTests {
    static let folder = Fixtures.folder.appendingPathComponent("sdk-extensions")

    private func imported() throws -> (result: ProjectImport, firebase: ImportedExtension, cleverTap: ImportedExtension) {
        let result = XcodeImport.run(path: Self.folder.appendingPathComponent("Shop.xcodeproj").path)
        let extensions = try #require(result.apps.first?.extensions)
        return (result, try #require(extensions.first { $0.targetName == "FirebaseService" }), try #require(extensions.first { $0.targetName == "CleverTapService" }))
    }

    @Test("import --check lists the compatible modules an extension imports with their summary, and a module notisim does not provide once")
    func checkListsCompatibleAndMissingModules() throws {
        let lines = try imported().result.checkLines
        let firebase = try #require(lines.firstIndex { $0.hasPrefix("  service extension FirebaseService:") })
        #expect(lines[firebase + 2] == "    uses Firebase Messaging 10.x–11.x API (notisim's compatible module)")
        #expect(lines[firebase + 3] == "    imports ShopAnalytics, which notisim does not provide")
        #expect(lines.filter { $0.contains("ShopAnalytics") }.count == 1)
    }

    @Test("import --check names the Apple frameworks an extension imports that notisim provides on one line, not the toolchain's modules")
    func checkNamesAppleFrameworks() throws {
        let lines = try imported().result.checkLines
        let firebase = try #require(lines.firstIndex { $0.hasPrefix("  service extension FirebaseService:") })
        #expect(lines[firebase + 1] == "    Apple frameworks: UserNotifications (notisim's)")
        #expect(lines.filter { $0.contains("UserNotifications") }.count == 1)
        let sources = ImportedSwiftSources(paths: [], principalClass: "NotificationViewController",
                                           imports: ["Foundation", "SwiftUI", "UIKit", "Observation", "ARKit"])
        #expect(sources.importLines == ["Apple frameworks: SwiftUI, UIKit (notisim's)", "imports ARKit, which notisim does not provide"])
    }

    @Test("an imported compatible module is never looked for as a project module nor reported missing")
    func compatibleModuleIsNotAProjectModule() throws {
        var catalog = SourceModuleCatalog()
        catalog.add(SourceModule(name: "FirebaseMessaging", paths: ["/vendored/FirebaseMessaging/Messaging.swift"], origin: "local package Vendored"))
        catalog.add(SourceModule(name: "ShopKit", paths: ["/ShopKit/Kit.swift"], origin: "framework target ShopKit"))
        #expect(catalog.modules(importedBy: ["FirebaseMessaging", "ShopKit"]).map(\.name) == ["ShopKit"])
        let (result, firebase, _) = try imported()
        #expect(firebase.serviceSources?.modules.isEmpty == true)
        #expect(firebase.serviceSources?.imports == ["UserNotifications", "FirebaseMessaging", "ShopAnalytics"])
        #expect(!(result.problems + result.warnings).contains { $0.reason.contains("FirebaseMessaging") })
    }

    @Test("a service target with only an Info.plist naming a compatible module's class runs that class: swiftSources empty, principalClassModule set")
    func principalClassFromCompatibleModule() throws {
        let (result, _, cleverTap) = try imported()
        #expect(!result.warnings.contains { $0.file == "CleverTapService" }, "\(result.warnings)")
        let sources = try #require(cleverTap.serviceSources)
        #expect(sources.paths.isEmpty)
        #expect(sources.principalClass == "CTNotificationServiceExtension")
        #expect(sources.principalClassModule == "CTNotificationService")
        let json = WorkspaceExport.workspaceJSON(result, name: "Shop")
        let exported = try #require(json["apps"]?.arrayValue?.first?["extensions"]?.arrayValue?.first { $0["name"]?.stringValue == "CleverTapService" })
        #expect(exported["swiftSources"]?.arrayValue?.isEmpty == true, "\(exported)")
        #expect(exported["principalClass"]?.stringValue == "CTNotificationServiceExtension")
        #expect(exported["principalClassModule"]?.stringValue == "CTNotificationService")
        let check = result.checkLines
        let line = try #require(check.firstIndex { $0.hasPrefix("  service extension CleverTapService:") })
        #expect(check[line + 1] == "    uses \(try #require(CompatibleModules.named("CTNotificationService")).summary), "
            + "whose CTNotificationServiceExtension is the principal class")

        let out = FileManager.default.temporaryDirectory.appendingPathComponent("notisim-sdk-extensions-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: out) }
        try WorkspaceExport.write(result, name: "Shop", to: out)
        let loaded = WorkspaceLoader.load(directory: out)
        #expect(!loaded.diagnostics.contains { $0.diagnostic.severity == .error }, "\(loaded.diagnostics)")
        let target = try #require(loaded.workspace?.extensions.first { $0.name == "CleverTapService" }?.swiftSources)
        #expect(target.sources.isEmpty && target.principalClassModule == "CTNotificationService")
    }

    @Test("a principal class neither the target's files nor a compatible module declare still leaves the extension out with a warning")
    func unknownPrincipalClassStillWarns() {
        var warnings: [ImportProblem] = []
        let sources = ServiceExtensionSources.sources(
            targetName: "CleverTapService", principalClass: "CTNotificationServiceExtensionX", files: ["CleverTapService/Info.plist"],
            folder: Self.folder.path, moduleSetting: nil, plistPath: "CleverTapService/Info.plist", reader: DiskFileReader(), warnings: &warnings)
        #expect(sources == nil)
        #expect(warnings.map(\.reason) == ["none of the target's Swift files declares CTNotificationServiceExtensionX (NSExtensionPrincipalClass); "
            + "the extension is not run and pushes show their original content"])
    }
}

/// A content extension target with no Swift of its own whose Info.plist names a compatible module's view controller.
@Suite("Content extensions whose principal class is an SDK's")
struct ContentPrincipalClassModuleTests {
    @Test("a content target with only an Info.plist naming CTNotificationViewController runs that class from CTNotificationContent")
    func contentPrincipalClassFromCompatibleModule() throws {
        let folder = try ProjectFolder()
        defer { folder.remove() }
        try folder.writeMinimalProject()
        try folder.write("""
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
            <key>CFBundleIdentifier</key><string>$(PRODUCT_BUNDLE_IDENTIFIER)</string>
            <key>NSExtension</key><dict>
              <key>NSExtensionAttributes</key><dict>
                <key>UNNotificationExtensionCategory</key><string>CTNotification</string>
                <key>UNNotificationExtensionInitialContentSizeRatio</key><real>1</real>
              </dict>
              <key>NSExtensionPointIdentifier</key><string>com.apple.usernotifications.content-extension</string>
              <key>NSExtensionPrincipalClass</key><string>CTNotificationViewController</string>
            </dict>
            </dict></plist>
            """, to: "Ext/Info.plist")
        let result = XcodeImport.run(path: folder.path)
        let content = try #require(result.apps.first?.extensions.first?.contentSources)
        #expect(content.paths.isEmpty)
        #expect(content.principalClass == "CTNotificationViewController" && content.principalClassModule == "CTNotificationContent")
        #expect(!result.warnings.contains { $0.reason.contains("declares") }, "\(result.warnings)")
    }
}
