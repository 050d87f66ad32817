import Foundation
import NotiCore

/// The app icon, strings and payload files of an import as the workspace holds them: `icons/BUNDLE.png`,
/// `strings/BUNDLE/LANG.json` and `pushes/NAME.apns` (docs/workspace-format.md).
extension WorkspaceExport {
    /// Where the app's icon image goes in the workspace.
    static func iconPath(_ app: ImportedApp) -> String? {
        app.iconImage.map { "icons/\(app.bundleID).\(URL(fileURLWithPath: $0).pathExtension.lowercased())" }
    }

    /// Where the app's strings folder goes.
    static func stringsFolder(_ app: ImportedApp) -> String { "strings/\(app.bundleID)" }

    /// The app's `iconImage`, `strings`, `developmentLanguage` and `displayNames` members.
    static func resourceMembers(_ app: ImportedApp) -> [(key: String, value: JSONValue)] {
        var members: [(key: String, value: JSONValue)] = []
        if let icon = iconPath(app) { members.append((key: "iconImage", value: .string(icon))) }
        if !app.localizations.tables.isEmpty { members.append((key: "strings", value: .string(stringsFolder(app)))) }
        if let language = app.localizations.developmentLanguage, !app.localizations.isEmpty || !app.localizations.displayNames.isEmpty {
            members.append((key: "developmentLanguage", value: .string(language)))
        }
        if !app.localizations.displayNames.isEmpty {
            members.append((key: "displayNames", value: .object(app.localizations.displayNames.sorted { $0.key < $1.key }.map { (key: $0.key, value: .string($0.value)) })))
        }
        return members
    }

    /// Copies the icons, writes the strings tables and the pushes (a push that does not name its app gets the
    /// `Simulator Target Bundle` it was routed by; the others are copied unchanged).
    static func writeResources(_ result: ProjectImport, to directory: URL) throws {
        let manager = FileManager.default
        func folder(_ relative: String) throws -> URL {
            let url = directory.appendingPathComponent(relative)
            try manager.createDirectory(at: url, withIntermediateDirectories: true)
            return url
        }
        for app in result.apps {
            if let image = app.iconImage, let path = iconPath(app) {
                _ = try folder("icons")
                try Data(contentsOf: URL(fileURLWithPath: image)).write(to: directory.appendingPathComponent(path))
            }
            guard !app.localizations.tables.isEmpty else { continue }
            let strings = try folder(stringsFolder(app))
            for (language, table) in app.localizations.tables {
                let json = JSONValue.object(table.sorted { $0.key < $1.key }.map { (key: $0.key, value: .string($0.value)) })
                try Data((json.serialized(pretty: true) + "\n").utf8).write(to: strings.appendingPathComponent("\(language).json"))
            }
        }
        guard !result.pushes.isEmpty else { return }
        let pushes = try folder("pushes")
        for push in result.pushes {
            let target = pushes.appendingPathComponent("\(push.name).apns")
            if push.namesItsApp {
                try Data(contentsOf: URL(fileURLWithPath: push.file)).write(to: target)
            } else {
                let members = [(key: "Simulator Target Bundle", value: JSONValue.string(push.bundleID))] + (push.payload.objectValue ?? [])
                try Data((JSONValue.object(members).serialized(pretty: true) + "\n").utf8).write(to: target)
            }
        }
    }
}

extension ProjectImport {
    /// `import --check`'s lines about an app's icon and strings: the icon file, one line per language with its number
    /// of strings (and localised display name).
    func resourceLines(_ app: ImportedApp) -> [String] {
        var lines = [app.iconImage.map { "  icon: \($0)" } ?? "  icon: none in the asset catalog; the glyph is drawn"]
        let languages = Set(app.localizations.tables.keys).union(app.localizations.displayNames.keys).sorted()
        for language in languages {
            let count = app.localizations.tables[language]?.count ?? 0
            var line = "  strings \(language): \(count) string\(count == 1 ? "" : "s")"
            if language == app.localizations.developmentLanguage { line += " (development language)" }
            if let name = app.localizations.displayNames[language] { line += ", display name \"\(name)\"" }
            lines.append(line)
        }
        return lines
    }

    /// `import --check`'s lines about the project's payload files: one per push, with the app it goes to.
    var pushLines: [String] {
        pushes.map { "push \($0.name): \($0.file) → \($0.bundleID)\($0.namesItsApp ? "" : " (no Simulator Target Bundle)")" }
    }
}
