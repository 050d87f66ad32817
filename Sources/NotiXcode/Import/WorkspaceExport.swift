import Foundation
import NotiCore
import NotiExtensions

/// Writes what an import found as a notisim workspace (docs/workspace-format.md): `workspace.json` with the
/// apps and their extensions, and each extension's Info.plist as Xcode builds it under `extensions/`
/// (docs/rules/xcode.md#infoplists-as-built).
package enum WorkspaceExport {
    /// Short workspace names of the notification entitlements the import reads (others have none yet).
    static let entitlementNames = [
        "com.apple.developer.usernotifications.critical-alerts": "critical-alerts",
        "com.apple.developer.usernotifications.time-sensitive": "time-sensitive",
    ]

    /// Where each extension's Info.plist goes in the workspace: `extensions/TARGET/Info.plist`, made unique.
    static func plistPaths(_ result: ProjectImport) -> [[String]] {
        var used: Set<String> = []
        return result.apps.map { app in
            app.extensions.map { item in
                var folder = item.targetName
                var suffix = 2
                while used.contains(folder) { folder = "\(item.targetName)-\(suffix)"; suffix += 1 }
                used.insert(folder)
                return "extensions/\(folder)/Info.plist"
            }
        }
    }

    /// The `workspace.json` describing `result`, with the categories and authorization options of the apps' Swift sources.
    package static func workspaceJSON(_ result: ProjectImport, name: String) -> JSONValue {
        let paths = plistPaths(result)
        let apps: [JSONValue] = result.apps.enumerated().map { index, app in
            var members: [(key: String, value: JSONValue)] = [
                (key: "bundleID", value: .string(app.bundleID)), (key: "displayName", value: .string(app.displayName)),
            ]
            if let teamID = app.teamID { members.append((key: "teamID", value: .string(teamID))) }
            // An `aps-environment` the workspace cannot name (a build-setting reference left unexpanded) is left out.
            if let environment = app.entitlements?.apsEnvironment.flatMap(PushEnvironment.init(entitlement:)) {
                members.append((key: "apsEnvironment", value: .string(environment.rawValue)))
            }
            if app.liveActivityFrequentUpdates { members.append((key: "liveActivityFrequentUpdates", value: .bool(true))) }
            // Scene activation conditions are set in code, which the import does not run: UIKit's defaults stand.
            if app.sceneNames.count > 1 {
                members.append((key: "scenes", value: .array(app.sceneNames.map { .object([(key: "name", value: .string($0))]) })))
            }
            let entitlements = (app.entitlements?.notificationKeys ?? []).compactMap { entitlementNames[$0] }
            if !entitlements.isEmpty { members.append((key: "entitlements", value: .array(entitlements.map { .string($0) }))) }
            members += stringsMember("appGroups", app.entitlements?.appGroups)
            members += resourceMembers(app)
            if SwiftSourceImport.usesTemplateImages(app.notificationSetup), !app.assetCatalogs.isEmpty {
                members.append((key: "assetCatalogs", value: .array(app.assetCatalogs.map { .string($0) })))
            }
            if let authorization = SwiftSourceImport.authorizationJSON(app.notificationSetup) { members.append((key: "authorization", value: authorization)) }
            members.append((key: "categories", value: SwiftSourceImport.categoriesJSON(app.notificationSetup)))
            members += widgetMembers(app)
            members.append((key: "extensions", value: .array(zip(app.extensions, paths[index]).map { item, path in
                var members: [(key: String, value: JSONValue)] = [
                    (key: "name", value: .string(item.targetName)), (key: "kind", value: .string(item.kind == .content ? "content" : "service")),
                    (key: "bundleID", value: .string(item.bundleID)), (key: "infoPlist", value: .string(path)),
                ]
                if let storyboard = item.storyboard, storyboard.sceneCount != nil {
                    members.append((key: "storyboard", value: .string(StoryboardImport.workspacePath(storyboard, plistPath: path))))
                }
                members += (item.contentSources ?? item.serviceSources)?.workspaceMembers ?? []
                members += stringsMember("appGroups", item.entitlements?.appGroups)
                members += stringsMember("keychainAccessGroups", item.entitlements?.keychainAccessGroups)
                members += extensionResourceMembers(item.resources, bundleID: item.bundleID)
                return .object(members)
            })))
            return .object(members)
        }
        return .object([(key: "version", value: .number(JSONNumber(1))), (key: "name", value: .string(name)), (key: "apps", value: .array(apps))])
    }

    /// The app's widget extension (the first, as an app embeds one) and the Live Activity types it draws, which
    /// `liveActivities` lists by name: the extension's own decoding checks their keys (docs/rules/xcode.md#widget-extensions).
    static func widgetMembers(_ app: ImportedApp) -> [(key: String, value: JSONValue)] {
        guard let widget = app.widgetExtensions.first else { return [] }
        var members: [(key: String, value: JSONValue)] = [
            (key: "name", value: .string(widget.targetName)), (key: "bundleID", value: .string(widget.bundleID)),
            (key: "swiftSources", value: .array(widget.sources.sources.map { .string($0) })),
        ]
        members.append((key: "moduleName", value: .string(widget.sources.moduleName)))
        members.append((key: "infoPlist", value: .string(widgetPlistPath(widget))))
        if !widget.sources.conditions.isEmpty { members.append((key: "swiftConditions", value: .array(widget.sources.conditions.map { .string($0) }))) }
        if widget.sources.assetSymbolExtensions { members.append((key: "assetSymbolExtensions", value: .bool(true))) }
        members += extensionResourceMembers(widget.resources, bundleID: widget.bundleID)
        let types = app.widgetExtensions.flatMap(\.liveActivityTypes).map { JSONValue.object([(key: "type", value: .string($0))]) }
        return [(key: "widgetExtension", value: .object(members))] + (types.isEmpty ? [] : [(key: "liveActivities", value: .array(types))])
    }

    /// Where the workspace keeps a widget extension's Info.plist: a folder named by its bundle identifier, which no
    /// other extension of the import shares.
    static func widgetPlistPath(_ widget: ImportedWidgetExtension) -> String { "widgets/\(widget.bundleID)/Info.plist" }

    /// `key` with an array of `strings`, when there are some (an entitlement's app groups or keychain access groups).
    static func stringsMember(_ key: String, _ strings: [String]?) -> [(key: String, value: JSONValue)] {
        guard let strings, !strings.isEmpty else { return [] }
        return [(key: key, value: .array(strings.map { .string($0) }))]
    }

    /// Writes the workspace into `directory` (created when missing; an existing `workspace.json` is not overwritten).
    package static func write(_ result: ProjectImport, name: String, to directory: URL) throws(WorkspaceExportError) {
        let manager = FileManager.default
        let json = directory.appendingPathComponent("workspace.json")
        guard !manager.fileExists(atPath: json.path) else { throw WorkspaceExportError("\(json.path) already exists; choose an empty folder") }
        do {
            try manager.createDirectory(at: directory, withIntermediateDirectories: true)
            for (app, paths) in zip(result.apps, plistPaths(result)) {
                for (item, path) in zip(app.extensions, paths) {
                    let target = directory.appendingPathComponent(path)
                    try manager.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
                    try Data(XMLPlistWriter.document(item.builtInfoPlist)).write(to: target)
                    if let storyboard = item.storyboard, storyboard.sceneCount != nil {
                        try StoryboardImport.export(storyboard, plistPath: path, into: directory)
                    }
                }
            }
            for widget in result.apps.compactMap(\.widgetExtensions.first) {
                let target = directory.appendingPathComponent(widgetPlistPath(widget))
                try manager.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(XMLPlistWriter.document(widget.builtInfoPlist)).write(to: target)
            }
            try writeResources(result, to: directory)
            try writeExtensionResources(result, to: directory)
            try Data((workspaceJSON(result, name: name).serialized(pretty: true) + "\n").utf8).write(to: json)
        } catch {
            throw WorkspaceExportError("cannot write the workspace to \(directory.path): \(error.localizedDescription)")
        }
    }
}

/// Why the workspace could not be written.
package struct WorkspaceExportError: Error, Sendable, Hashable, CustomStringConvertible {
    package var reason: String
    package init(_ reason: String) { self.reason = reason }
    package var description: String { reason }
}
