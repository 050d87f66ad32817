import Foundation
import NotiCore

/// An extension's resources as the workspace holds them, one format for content, service and widget extensions:
/// `assetCatalogs`, `strings` (`strings/BUNDLE/LANG.json`, texts and plural entries) and `developmentLanguage`
/// (docs/workspace-format.md#extension-resources).
extension WorkspaceExport {
    /// The extension's `assetCatalogs`, `strings` and `developmentLanguage` members, those it has.
    static func extensionResourceMembers(_ resources: ImportedResources, bundleID: String) -> [(key: String, value: JSONValue)] {
        var members = stringsMember("assetCatalogs", resources.assetCatalogs)
        guard resources.hasStrings else { return members }
        members.append((key: "strings", value: .string("strings/\(bundleID)")))
        if let language = resources.localizations.developmentLanguage { members.append((key: "developmentLanguage", value: .string(language))) }
        return members
    }

    /// One JSON object per language: key → text, and key → the `.stringsdict` entry of a plural string.
    static func extensionStringsFiles(_ resources: ImportedResources) -> [(language: String, json: JSONValue)] {
        resources.languages.map { language in
            var members = (resources.localizations.tables[language] ?? [:]).mapValues { JSONValue.string($0) }
            for (key, entry) in resources.plurals[language] ?? [:] { members[key] = entry.json }
            return (language, .object(members.sorted { $0.key < $1.key }.map { (key: $0.key, value: $0.value) }))
        }
    }

    /// Writes the strings files of every extension that has strings.
    static func writeExtensionResources(_ result: ProjectImport, to directory: URL) throws {
        let extensions = result.apps.flatMap { app in
            app.extensions.map { ($0.bundleID, $0.resources) } + app.widgetExtensions.prefix(1).map { ($0.bundleID, $0.resources) }
        }
        for (bundleID, resources) in extensions where resources.hasStrings {
            let folder = directory.appendingPathComponent("strings/\(bundleID)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for (language, json) in extensionStringsFiles(resources) {
                try Data((json.serialized(pretty: true) + "\n").utf8).write(to: folder.appendingPathComponent("\(language).json"))
            }
        }
    }
}
