import Foundation
import NotiExtensions
import NotiWorkspace
import Testing

/// The Info.plist a built extension's `Bundle.main` reads (docs/rules/xcode.md#infoplists-as-built).
@Suite("The Info.plist an extension is built with")
struct BundleInfoWorkspaceTests {
    @Test("an extension built from swiftSources carries its Info.plist with the workspace's bundleID as CFBundleIdentifier, its other keys as the file has them; a widget extension's names its bundleID; an extension run by command carries none")
    func bundleInfoOfEachExtension() throws {
        let result = try TemporaryWorkspace.load(#"""
        {"apps": [{"bundleID": "com.example.app", "displayName": "App", "categories": [], "extensions": [
          {"name": "Built", "kind": "service", "bundleID": "com.example.app.Built", "infoPlist": "a.plist",
           "swiftSources": ["ext/NotificationService.swift"], "principalClass": "NotificationService"},
          {"name": "Script", "kind": "service", "infoPlist": "b.plist", "run": ["python3", "ext.py"]}
        ], "widgetExtension": {"name": "Widgets", "bundleID": "com.example.app.Widgets", "swiftSources": ["ext/Widgets.swift"]}}]}
        """#, files: [
            "ext/NotificationService.swift": "import UserNotifications\n",
            "ext/Widgets.swift": "import WidgetKit\n",
            "a.plist": TemporaryWorkspace.servicePlist(bundleID: "com.example.app.Old").replacingOccurrences(
                of: "<key>NSExtension</key>", with: "<key>AppGroupIdentifier</key><string>group.com.example.app</string><key>NSExtension</key>"),
            "b.plist": TemporaryWorkspace.servicePlist(bundleID: "com.example.app.Script"),
        ])
        let workspace = try #require(result.workspace)
        let built = try #require(workspace.extensions.first { $0.name == "Built" }?.swiftSources?.bundleInfo)
        let info = try PropertyList.parse(built)
        #expect(info["CFBundleIdentifier"]?.stringValue == "com.example.app.Built")
        #expect(info["AppGroupIdentifier"]?.stringValue == "group.com.example.app")
        #expect(info["NSExtension"]?["NSExtensionPointIdentifier"]?.stringValue == "com.apple.usernotifications.service")
        #expect(workspace.extensions.first { $0.name == "Script" }?.swiftSources == nil)
        let widgets = try #require(workspace.widgetExtension(of: "com.example.app")?.swiftSources?.bundleInfo)
        #expect(try PropertyList.parse(widgets) == .dictionary(["CFBundleIdentifier": .string("com.example.app.Widgets")]))
    }
}
