import NotiCore
import NotiExtensions

/// Finds an app target's icon and localisations on disk: under the folders its files live in (the target's
/// own folder when it names none), the asset catalogs' `AppIcon.appiconset`, the `*.lproj/Localizable.strings` and
/// `InfoPlist.strings` tables and the `Localizable.xcstrings` / `InfoPlist.xcstrings` catalogs
/// (docs/rules/xcode.md#app-icon, docs/rules/xcode.md#localisation). An extension target's own resources are read with
/// the same parsing (ExtensionResourceReader.swift).
struct AppResourceReader {
    let reader: any ProjectFileReader
    /// The project folder (`SRCROOT`).
    let folder: String
    var problems: [ImportProblem] = []

    init(reader: any ProjectFileReader, folder: String) { self.reader = reader; self.folder = folder }

    /// Fills in the app's icon, strings and localised display names.
    mutating func read(into app: inout ImportedApp, target: NativeTarget, settings: BuildSettings, developmentLanguage: String?) {
        let paths = walkedPaths(app: app, target: target)
        let iconName = settings.value("ASSETCATALOG_COMPILER_APPICON_NAME").flatMap { $0.isEmpty ? nil : $0 } ?? "AppIcon"
        app.assetCatalogs = paths.filter { $0.hasSuffix(".xcassets") }
        for catalog in app.assetCatalogs where app.iconImage == nil {
            app.iconImage = icon(in: catalog, named: iconName)
        }
        app.localizations.developmentLanguage = developmentLanguage
        for path in paths {
            let name = ProjectPath.name(of: path)
            let parent = ProjectPath.name(of: ProjectPath.folder(of: path))
            if parent.hasSuffix(".lproj"), name == "Localizable.strings" || name == "InfoPlist.strings" {
                guard let table = stringsTable(path) else { continue }
                add(table, language: String(parent.dropLast(".lproj".count)), infoPlist: name == "InfoPlist.strings", file: path, to: &app)
            } else if name == "Localizable.xcstrings" || name == "InfoPlist.xcstrings" {
                guard let catalog = catalog(path) else { continue }
                for (language, table) in catalog.tables { add(table, language: language, infoPlist: name == "InfoPlist.xcstrings", file: path, to: &app) }
            }
        }
    }

    private func add(_ table: [String: String], language: String, infoPlist: Bool, file: String, to app: inout ImportedApp) {
        if !app.stringsFiles.contains(file) { app.stringsFiles.append(file) }
        if infoPlist {
            if let name = table["CFBundleDisplayName"] ?? table["CFBundleName"] { app.localizations.displayNames[language] = name }
        } else {
            app.localizations.tables[language, default: [:]].merge(table) { _, new in new }
        }
    }

    /// Every file and bundle under the app's folders.
    private mutating func walkedPaths(app: ImportedApp, target: NativeTarget) -> [String] {
        var roots: [String] = []
        let named = app.files + [app.infoPlist].compactMap { $0 } + target.synchronizedFolders.map { $0.path + "/" }
        for path in named {
            let parts = path.split(separator: "/")
            guard parts.count > 1, let first = parts.first, !first.hasSuffix(".xcodeproj"), first != ".." else { continue }
            let root = ProjectPath.join(folder, String(first))
            if !roots.contains(root) { roots.append(root) }
        }
        if roots.isEmpty {
            let own = ProjectPath.join(folder, target.name)
            if reader.entries(of: own) != nil { roots.append(own) }
        }
        var paths: [String] = []
        for root in roots {
            let walked = ProjectTreeWalk(reader: reader).walk(root)
            paths += walked.paths
            problems += walked.problems
        }
        return paths
    }

    /// The largest image of `NAME.appiconset` in the catalog at `catalog`, when the set is there and usable.
    private mutating func icon(in catalog: String, named name: String) -> String? {
        let set = catalog + "/" + name + ".appiconset"
        guard reader.entries(of: set) != nil else { return nil }
        let contents = set + "/Contents.json"
        guard let bytes = read(contents) else { return nil }
        switch AppIconSet.largestImage(contents: bytes) {
        case .failure(let error):
            problems.append(ImportProblem(file: contents, reason: error.description))
            return nil
        case .success(let largest):
            let image = set + "/" + largest.file
            guard let header = read(image) else { return nil }
            guard header.starts(with: [0x89, 0x50, 0x4E, 0x47]) || header.starts(with: [0xFF, 0xD8]) else {
                problems.append(ImportProblem(file: image, reason: "not a PNG or JPEG image; the icon glyph is drawn instead"))
                return nil
            }
            return image
        }
    }

    mutating func stringsTable(_ path: String) -> [String: String]? {
        guard let bytes = read(path) else { return nil }
        do { return try StringsFile.parse(bytes) } catch {
            problems.append(ImportProblem(file: path, reason: error.description + "; the whole file is left out, as iOS reads none of it"))
            return nil
        }
    }

    mutating func catalog(_ path: String) -> StringCatalog.Tables? {
        guard let bytes = read(path) else { return nil }
        do {
            let catalog = try StringCatalog.parse(bytes)
            problems += catalog.problems.map { ImportProblem(file: path, reason: $0) }
            return catalog
        } catch {
            problems.append(ImportProblem(file: path, reason: error.description))
            return nil
        }
    }

    mutating func read(_ path: String) -> [UInt8]? {
        switch reader.read(path) {
        case .success(let bytes): return bytes
        case .failure(let error):
            problems.append(ImportProblem(file: path, reason: error.reason))
            return nil
        }
    }
}
