import Foundation
import Testing
@testable import NotiWorkspace

@Suite("App groups and keychain access groups in a workspace")
struct AppGroupsWorkspaceTests {
    @Test("An extension's app groups are those in both its appGroups and its app's; one only the extension has is a warning, and keychainAccessGroups are read as written")
    func appGroupsInBothEntitlements() throws {
        let json = #"""
        {"apps": [{"bundleID": "com.example.app", "displayName": "App", "appGroups": ["group.com.example.shared", "group.com.example.app-only"],
          "extensions": [{"name": "Service", "kind": "service", "infoPlist": "service.plist",
            "appGroups": ["group.com.example.extension-only", "group.com.example.shared"],
            "keychainAccessGroups": ["ABCDE12345.com.example.shared"]}]}]}
        """#
        let result = try TemporaryWorkspace.load(json, files: ["service.plist": TemporaryWorkspace.servicePlist(bundleID: "com.example.app.Service")])
        #expect(result.lines == ["workspace.json: warning: apps[0].extensions[0].appGroups: group.com.example.extension-only is not in the app's appGroups; "
            + "the extension cannot share it with the app, and containerURL(forSecurityApplicationGroupIdentifier:) gives nil for it"])
        let service = try #require(result.workspace?.extensions.first)
        #expect(service.appGroups == ["group.com.example.shared"])
        #expect(service.keychainAccessGroups == ["ABCDE12345.com.example.shared"])
    }
}
