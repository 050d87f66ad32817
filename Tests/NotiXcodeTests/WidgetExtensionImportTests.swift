import Foundation
import NotiCore
@testable import NotiXcode
import Testing

/// docs/rules/xcode.md#widget-extensions: a project whose app embeds a WidgetKit extension
/// (`Tests/WidgetFixtures/LockerProject`, in the shape of the real projects': an Info.plist holding only
/// `NSExtension.NSExtensionPointIdentifier` merged with generated keys, and an attributes file of the app's folder
/// that both targets compile).
@Suite("Widget extension targets in an Xcode project")
struct WidgetExtensionImportTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("WidgetFixtures/LockerProject")

    @Test("a com.apple.widgetkit-extension target is the app's widget extension, with its Swift sources, the app folder's shared file included, and no entry point of notisim's")
    func widgetExtensionRecognised() throws {
        let result = XcodeImport.run(path: Self.folder.path)
        #expect(result.problems.isEmpty, "\(result.problems)")
        #expect(!result.warnings.contains { $0.reason.contains("widgetkit") }, "\(result.warnings)")
        let app = try #require(result.apps.first)
        #expect(app.extensions.isEmpty)
        let widget = try #require(app.widgetExtensions.first)
        #expect(widget.targetName == "LockerWidgetsExtension" && widget.bundleID == "com.example.locker.LockerWidgets")
        #expect(widget.infoPlist == "LockerWidgets/Info.plist")
        let names = ["Locker/LockerAttributes.swift", "LockerWidgets/AppIntent.swift", "LockerWidgets/LockerLiveActivity.swift",
                     "LockerWidgets/LockerWidget.swift", "LockerWidgets/LockerWidgetsBundle.swift"]
        #expect(widget.sources.sources == names.map { Self.folder.appendingPathComponent($0).path })
        #expect(widget.sources.point == nil && widget.sources.moduleName == "LockerWidgetsExtension")
        #expect(widget.sources.conditions == ["DEBUG"])
    }

    @Test("the workspace an import writes has the app's widget extension and, by name, the Live Activity types its ActivityConfigurations are for")
    func workspaceHasTheWidgetExtension() throws {
        let json = WorkspaceExport.workspaceJSON(XcodeImport.run(path: Self.folder.path), name: "Locker")
        let app = try #require(json["apps"]?.arrayValue?.first)
        let widget = try #require(app["widgetExtension"])
        #expect(widget["name"] == "LockerWidgetsExtension" && widget["bundleID"] == "com.example.locker.LockerWidgets")
        #expect(widget["swiftSources"]?.arrayValue?.count == 5 && widget["principalClass"] == nil)
        #expect(app["liveActivities"] == [["type": "LockerAttributes"]])
    }

    @Test("the attributes types are read from ActivityConfiguration(for:), a nested type by its own name, each once")
    func liveActivityTypesFromSource() {
        let source = """
            ActivityConfiguration(for: DeliveryAttributes.self) { _ in EmptyView() } dynamicIsland: { _ in island }
            ActivityConfiguration( for:  Orders.RideAttributes.self) { _ in EmptyView() }
            let other = ActivityConfiguration<Foo>.self
            """
        #expect(WidgetExtensionSources.configuredTypes(in: source) == ["DeliveryAttributes", "RideAttributes"])
    }

    @Test("import --check lists a widget extension under its app with its bundle id, Info.plist and files")
    func checkListsWidgetExtension() {
        let lines = XcodeImport.run(path: Self.folder.path).checkLines
        #expect(lines.contains("  widget extension LockerWidgetsExtension: com.example.locker.LockerWidgets, Info.plist LockerWidgets/Info.plist"))
        #expect(lines.contains("    files: 7 (5 Swift)"))
    }
}
