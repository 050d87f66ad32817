import NotiCore

/// An extension target's own resources as the import found them: what its code finds in its `Bundle.main`
/// (docs/rules/xcode.md#extension-resources).
package struct ImportedResources: Sendable, Hashable {
    /// Its `.xcassets` folders, absolute: `UIImage(named:)`, `Image(_:)`, `UIColor(named:)` and `Color(_:)` look there.
    package var assetCatalogs: [String] = []
    /// Its `Localizable` strings per language (`.strings`, `.xcstrings`), with the development language.
    package var localizations = AppLocalizations()
    /// Per language: its plural strings (`Localizable.stringsdict`, a catalog's plural variations).
    package var plurals: [String: [String: PluralEntry]] = [:]
    package init() {}

    /// Whether the target has no strings (a catalog alone gives no strings folder).
    var hasStrings: Bool { !localizations.isEmpty || plurals.values.contains { !$0.isEmpty } }

    /// Every language with strings or plurals, in name order.
    var languages: [String] { Set(localizations.tables.keys).union(plurals.keys).sorted() }

    /// `import --check`'s lines about them: one per language with its numbers of strings and plurals, then the
    /// asset catalogs.
    var checkLines: [String] {
        var lines = languages.map { language in
            let count = localizations.tables[language]?.count ?? 0, plural = plurals[language]?.count ?? 0
            var line = "strings \(language): \(count) string\(count == 1 ? "" : "s")"
            if plural > 0 { line += ", \(plural) plural\(plural == 1 ? "" : "s")" }
            return line + (language == localizations.developmentLanguage ? " (development language)" : "")
        }
        if !assetCatalogs.isEmpty { lines.append("asset catalogs: " + assetCatalogs.joined(separator: ", ")) }
        return lines
    }
}

extension AppResourceReader {
    /// The resources among an extension target's `files` (relative to the project folder: its build phases' files,
    /// a variant group as the folder of its `.lproj` folders, and its synchronized folders' files): its asset catalogs,
    /// its `Localizable.strings`, `.stringsdict` and `.xcstrings`, those in `.lproj` folders for their language, one
    /// outside any `.lproj` for every language, under the localized ones
    /// (as iOS finds a bundle's unlocalized table). Only the target's own files count, as only they are in its bundle;
    /// a file that does not read is a problem naming it and is left out.
    mutating func extensionResources(files: [String], developmentLanguage: String?) -> ImportedResources {
        var resources = ImportedResources()
        resources.localizations.developmentLanguage = developmentLanguage
        var unlocalized: [String] = [], localized: [String] = [], folders: [String] = []
        for file in files {
            let path = ProjectPath.join(folder, file)
            if path.hasSuffix(".xcassets") { resources.assetCatalogs.append(path); continue }
            // A variant group (`Localizable.strings` in several languages) is named by the folder of its `.lproj` folders.
            if reader.entries(of: path) != nil, !folders.contains(path) { folders.append(path) }
            if Self.tableNames.contains(ProjectPath.name(of: path)) {
                ProjectPath.name(of: ProjectPath.folder(of: path)).hasSuffix(".lproj") ? localized.append(path) : unlocalized.append(path)
            }
        }
        for container in folders {
            for entry in (reader.entries(of: container) ?? []).sorted() where entry.hasSuffix(".lproj") {
                let lproj = container + "/" + entry
                for name in (reader.entries(of: lproj) ?? []).sorted() where Self.tableNames.contains(name) && !localized.contains(lproj + "/" + name) {
                    localized.append(lproj + "/" + name)
                }
            }
        }
        for path in unlocalized + localized {
            let parent = ProjectPath.name(of: ProjectPath.folder(of: path))
            let language = parent.hasSuffix(".lproj") ? String(parent.dropLast(".lproj".count)) : developmentLanguage ?? "en"
            switch ProjectPath.name(of: path) {
            case "Localizable.strings":
                guard let table = stringsTable(path) else { continue }
                resources.localizations.tables[language, default: [:]].merge(table) { _, new in new }
            case "Localizable.stringsdict":
                guard let entries = stringsDict(path) else { continue }
                resources.plurals[language, default: [:]].merge(entries) { _, new in new }
            default:
                guard let catalog = catalog(path) else { continue }
                for (language, table) in catalog.tables { resources.localizations.tables[language, default: [:]].merge(table) { _, new in new } }
                for (language, entries) in catalog.plurals { resources.plurals[language, default: [:]].merge(entries) { _, new in new } }
            }
        }
        for catalog in resources.assetCatalogs { checkSets(in: catalog) }
        return resources
    }

    /// A problem for each image or colour set of `catalog` (and of its folders) whose `Contents.json` does not read as
    /// a JSON object: the extension's code finds no image or colour of that name, as on iOS, where the catalog does not compile.
    private mutating func checkSets(in catalog: String, depth: Int = 0) {
        guard depth < 8 else { return }
        for entry in (reader.entries(of: catalog) ?? []).sorted() where !entry.hasPrefix(".") {
            let path = catalog + "/" + entry
            guard entry.hasSuffix(".imageset") || entry.hasSuffix(".colorset") else {
                if reader.entries(of: path) != nil { checkSets(in: path, depth: depth + 1) }
                continue
            }
            let contents = path + "/Contents.json"
            guard let bytes = read(contents) else { continue }
            // `.imageset` and `.colorset` are both 9 characters.
            let missing = "the extension finds no \(entry.hasSuffix(".imageset") ? "image" : "colour") \(entry.dropLast(9))"
            do {
                if try JSONParser.parse(bytes).objectValue == nil {
                    problems.append(ImportProblem(file: contents, reason: "expected a JSON object; \(missing)"))
                }
            } catch {
                problems.append(ImportProblem(file: contents, reason: "\(error.description); \(missing)"))
            }
        }
    }

    /// The files of the `Localizable` table an extension's code reads.
    static let tableNames: Set<String> = ["Localizable.strings", "Localizable.stringsdict", "Localizable.xcstrings"]

    /// The plural entries of the `.stringsdict` at `path`; nil (with a problem) when it does not read.
    private mutating func stringsDict(_ path: String) -> [String: PluralEntry]? {
        guard let bytes = read(path) else { return nil }
        do {
            let read = try StringsDictFile.parse(bytes)
            problems += read.problems.map { ImportProblem(file: path, reason: $0 + "; the entry is left out") }
            return read.entries
        } catch {
            problems.append(ImportProblem(file: path, reason: error.description + "; the whole file is left out, as iOS reads none of it"))
            return nil
        }
    }
}
