import Foundation
import NotiCore
import Testing
@testable import NotiWorkspace

/// `principalClassModule`: a compatible module declares the extension's principal class, so `swiftSources` may be empty
/// (docs/workspace-format.md, docs/rules.md#extensions-whose-principal-class-is-an-sdks).
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
