import Foundation
import NotiExtensions
import NotiWorkspace
import Testing

/// The Info.plist a built extension's `Bundle.main` reads (docs/rules/xcode.md#infoplists-as-built).
@Suite("The Info.plist an extension is built with")
struct BundleInfoWorkspaceTests {
    @Test("an extension built from swiftSources carries its Info.plist with the workspace's bundleID as CFBundleIdentifier, its other keys as the file has them; a widget extension's is its infoPlist with its bundleID, or holds only its bundleID; an infoPlist that is no dictionary is an error at its key")
    func bundleInfoOfEachExtension() throws {
        let result = try TemporaryWorkspace.load(#"""
        {"apps": [{"bundleID": "com.example.app", "displayName": "App", "categories": [], "extensions": [
          {"name": "Built", "kind": "service", "bundleID": "com.example.app.Built", "infoPlist": "a.plist",
           "swiftSources": ["ext/NotificationService.swift"], "principalClass": "NotificationService"}
        ], "widgetExtension": {"name": "Widgets", "bundleID": "com.example.app.Widgets", "swiftSources": ["ext/Widgets.swift"]}},
          {"bundleID": "com.example.other", "displayName": "Other", "categories": [], "widgetExtension":
            {"name": "OtherWidgets", "bundleID": "com.example.other.Widgets", "swiftSources": ["ext/Widgets.swift"], "infoPlist": "w.plist"}},
          {"bundleID": "com.example.broken", "displayName": "Broken", "categories": [], "widgetExtension":
            {"name": "BrokenWidgets", "bundleID": "com.example.broken.Widgets", "swiftSources": ["ext/Widgets.swift"], "infoPlist": "array.plist"}}]}
        """#, files: [
            "ext/NotificationService.swift": "import UserNotifications\n",
            "ext/Widgets.swift": "import WidgetKit\n",
            "w.plist": "<plist version=\"1.0\"><dict><key>AppGroup</key><string>group.com.example.other</string></dict></plist>",
            "array.plist": "<plist version=\"1.0\"><array/></plist>",
            "a.plist": TemporaryWorkspace.servicePlist(bundleID: "com.example.app.Old").replacingOccurrences(
                of: "<key>NSExtension</key>", with: "<key>AppGroupIdentifier</key><string>group.com.example.app</string><key>NSExtension</key>"),
        ])
        #expect(result.paths(.error) == ["apps[2].widgetExtension.infoPlist"])
        let workspace = try #require(result.workspace)
        let built = try #require(workspace.extensions.first { $0.name == "Built" }?.swiftSources?.bundleInfo)
        let info = try PropertyList.parse(built)
        #expect(info["CFBundleIdentifier"]?.stringValue == "com.example.app.Built")
        #expect(info["AppGroupIdentifier"]?.stringValue == "group.com.example.app")
        #expect(info["NSExtension"]?["NSExtensionPointIdentifier"]?.stringValue == "com.apple.usernotifications.service")
        let widgets = try #require(workspace.widgetExtension(of: "com.example.app")?.swiftSources?.bundleInfo)
        #expect(try PropertyList.parse(widgets) == .dictionary(["CFBundleIdentifier": .string("com.example.app.Widgets")]))
        let other = try #require(workspace.widgetExtension(of: "com.example.other")?.swiftSources?.bundleInfo)
        #expect(try PropertyList.parse(other)
            == .dictionary(["CFBundleIdentifier": .string("com.example.other.Widgets"), "AppGroup": .string("group.com.example.other")]))
    }
}
