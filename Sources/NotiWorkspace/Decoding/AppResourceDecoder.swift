import Foundation
import NotiCore

/// Reads an app's files named in `workspace.json`: its icon image, its strings folder (one `LANG.json` per
/// language), its development language and localised display names, and its actions' template images from its
/// `assetCatalogs` (docs/workspace-format.md#an-app).
struct AppResourceDecoder {
    let files: WorkspaceFiles
    /// A strings file larger than this is refused before reading.
    static let maximumStringsBytes = 10_000_000
    /// The icon image types notisim decodes.
    static let iconExtensions: Set<String> = ["png", "jpg", "jpeg"]

    /// Sets `iconImagePath` and `localizations` of `app` from `iconImage`, `strings`, `developmentLanguage` and `displayNames`;
    /// reports what it found wrong into `otherFiles` (a strings file's own problems) or the workspace's sink.
    func read(_ reader: ObjectReader, into app: inout SimulatedApp, otherFiles: inout [(file: String, diagnostic: Diagnostic)]) {
        TemplateImageLoader.load(into: &app, catalogs: files.assetCatalogs(reader)) { reader.sink.warning(reader.childPath("categories"), $0) }
        if let icon = reader.string("iconImage", allowEmpty: false),
           let url = files.existingFile(icon, path: reader.childPath("iconImage"), what: "icon image") {
            if Self.iconExtensions.contains(url.pathExtension.lowercased()) {
                app.iconImagePath = url.path
            } else {
                reader.sink.error(reader.childPath("iconImage"), "\"\(icon)\" is not a PNG or JPEG image")
            }
        }
        app.localizations.developmentLanguage = reader.string("developmentLanguage", allowEmpty: false)
        if let names = reader.object("displayNames") {
            for (language, value) in names.remainingMembers() {
                if let name = value.stringValue, !name.isEmpty {
                    app.localizations.displayNames[language] = name
                } else {
                    reader.sink.error(names.childPath(language), "expected the app's name in that language, got \(value.messageDescription)")
                }
            }
        }
        guard let folderName = reader.string("strings", allowEmpty: false) else { return }
        let folder = files.resolve(folderName)
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else {
            reader.sink.error(reader.childPath("strings"), "folder \"\(folderName)\" does not exist (looked for \(folder.path))")
            return
        }
        for name in names.sorted() where name.hasSuffix(".json") {
            let file = folder.appendingPathComponent(name)
            let read = Self.table(file)
            if let problem = read.problem { otherFiles.append((file.path, problem)) } else { app.localizations.tables[String(name.dropLast(5))] = read.table }
        }
    }

    /// One language's strings: a JSON object of key → text; or why the file is unusable (then it is left out whole,
    /// as iOS leaves out a strings file it cannot read).
    static func table(_ file: URL) -> (table: [String: String], problem: Diagnostic?) {
        guard let size = WorkspaceFiles.regularFileSize(file), size <= maximumStringsBytes, let data = try? Data(contentsOf: file) else {
            return ([:], Diagnostic.error("", "cannot read it, or it is larger than \(maximumStringsBytes) bytes"))
        }
        let json: JSONValue
        do { json = try JSONParser.parse(Array(data)) } catch { return ([:], Diagnostic.error("", error.description)) }
        guard let members = json.objectValue else { return ([:], Diagnostic.error("", "expected an object of key → text, got \(json.messageDescription)")) }
        var table: [String: String] = [:]
        for (key, value) in members {
            guard let text = value.stringValue else { return ([:], Diagnostic.error(key, "expected a string, got \(value.messageDescription)")) }
            table[key] = text
        }
        return (table, nil)
    }
}
