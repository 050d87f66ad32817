import Foundation
import NotiCore
import NotiExtensionTarget
import Testing
@testable import NotiWorkspace

/// `principalClassModule`: a compatible module declares the extension's principal class, so `swiftSources` may be empty
/// (docs/workspace-format.md, docs/rules/push-sdks.md#extensions-whose-principal-class-is-an-sdks).
@Suite("Workspace extensions whose principal class is an SDK's")
struct PrincipalClassModuleWorkspaceTests {
    @Test("principalClassModule names the compatible module declaring principalClass and allows empty swiftSources; another module or class is an error at the key")
    func principalClassModule() throws {
        let result = try TemporaryWorkspace.load(WorkspaceExtensionTests.app(#"""
        {"name": "CleverTapService", "kind": "service", "infoPlist": "a.plist", "swiftSources": [],
         "principalClass": "CTNotificationServiceExtension", "principalClassModule": "CTNotificationService"},
        {"name": "Unknown", "kind": "service", "infoPlist": "b.plist", "swiftSources": [],
         "principalClass": "CTNotificationServiceExtension", "principalClassModule": "CleverTapKit"},
        {"name": "OtherClass", "kind": "service", "infoPlist": "c.plist", "swiftSources": [],
         "principalClass": "NotificationService", "principalClassModule": "CTNotificationService"},
        {"name": "Empty", "kind": "service", "infoPlist": "d.plist", "swiftSources": [], "principalClass": "NotificationService"}
        """#), files: [
            "a.plist": TemporaryWorkspace.servicePlist(bundleID: "com.example.app.A"),
            "b.plist": TemporaryWorkspace.servicePlist(bundleID: "com.example.app.B"),
            "c.plist": TemporaryWorkspace.servicePlist(bundleID: "com.example.app.C"),
            "d.plist": TemporaryWorkspace.servicePlist(bundleID: "com.example.app.D"),
        ])
        #expect(result.paths(.error) == ["apps[0].extensions[1].principalClassModule", "apps[0].extensions[2].principalClassModule",
                                         "apps[0].extensions[3].swiftSources"])
        let target = try #require(result.workspace?.extensions.first?.swiftSources)
        #expect(target.sources.isEmpty && target.principalClass == "CTNotificationServiceExtension")
        #expect(target.principalClassModule == "CTNotificationService")
    }
}

/// `swiftPackages`: Swift package products built from their pinned sources (docs/workspace-format.md,
/// docs/rules/extension-sources.md#swift-packages-an-extension-links).
@Suite("Workspace extensions linking Swift packages")
struct SwiftPackagesWorkspaceTests {
    @Test("swiftPackages gives the extension's package products with their location and pinned revision; a missing revision is an error and an unknown key a warning, at their paths")
    func swiftPackages() throws {
        let result = try TemporaryWorkspace.load(WorkspaceExtensionTests.app(#"""
        {"name": "Linked", "kind": "service", "infoPlist": "a.plist", "swiftSources": ["S.swift"], "principalClass": "NotificationService",
         "swiftPackages": [{"product": "Defaults", "location": "https://github.com/sindresorhus/Defaults", "revision": "abc123", "version": "9.0.0"}]},
        {"name": "Unpinned", "kind": "service", "infoPlist": "b.plist", "swiftSources": ["S.swift"], "principalClass": "NotificationService",
         "swiftPackages": [{"product": "Defaults", "location": "https://github.com/sindresorhus/Defaults", "branch": "main"}]}
        """#), files: [
            "a.plist": TemporaryWorkspace.servicePlist(bundleID: "com.example.app.A"),
            "b.plist": TemporaryWorkspace.servicePlist(bundleID: "com.example.app.B"),
            "S.swift": "import UserNotifications\nclass NotificationService: UNNotificationServiceExtension {}\n",
        ])
        #expect(result.paths(.error) == ["apps[0].extensions[1].swiftPackages[0].revision"])
        #expect(result.paths(.warning).contains("apps[0].extensions[1].swiftPackages[0].branch"))
        let target = try #require(result.workspace?.extensions.first?.swiftSources)
        #expect(target.packageProducts == [PinnedPackageProduct(product: "Defaults", location: "https://github.com/sindresorhus/Defaults",
                                                                revision: "abc123", version: "9.0.0")])
    }
}
