import Foundation
import NotiWorkspace
import Testing
@testable import NotiXcode

@Suite("App groups and keychain access groups from a project's entitlements")
struct AppGroupsImportTests {
    @Test("import writes each target's com.apple.security.application-groups as appGroups and keychain-access-groups as keychainAccessGroups; the extension may open the group both have")
    func entitlementGroupsReachTheWorkspace() throws {
        let folder = try ProjectFolder()
        defer { folder.remove() }
        try folder.writeMinimalProject(appEntitlements: "App/App.entitlements", extensionEntitlements: "Ext/Ext.entitlements")
        try folder.copy(fixture: "extensions/uuneo__pushback__ContentExtension/Info.plist", to: "Ext/Info.plist")
        try folder.write("""
        <plist version="1.0"><dict>
        <key>com.apple.security.application-groups</key><array><string>group.pushback</string><string>group.pushback.app</string></array>
        </dict></plist>
        """, to: "App/App.entitlements")
        try folder.write("""
        <plist version="1.0"><dict>
        <key>com.apple.security.application-groups</key><array><string>group.pushback</string></array>
        <key>keychain-access-groups</key><array><string>$(AppIdentifierPrefix)$(CFBundleIdentifier)</string></array>
        </dict></plist>
        """, to: "Ext/Ext.entitlements")
        let result = XcodeImport.run(path: folder.path)
        #expect(result.apps.first?.entitlements?.appGroups == ["group.pushback", "group.pushback.app"])
        #expect(result.apps.first?.extensions.first?.entitlements?.keychainAccessGroups == ["com.example.app.Ext"])
        let out = folder.url.appendingPathComponent("out")
        try WorkspaceExport.write(result, name: "Groups", to: out)
        let loaded = WorkspaceLoader.load(directory: out)
        #expect(!loaded.diagnostics.contains { $0.diagnostic.severity == .error || $0.diagnostic.path.contains("appGroups") }, "\(loaded.diagnostics)")
        let content = try #require(loaded.workspace?.extensions.first)
        #expect(content.appGroups == ["group.pushback"] && content.keychainAccessGroups == ["com.example.app.Ext"])
    }
}
