import Foundation
import NotiCore
import NotiExtensions

/// Reads an extension's `strings` folder and `developmentLanguage` (docs/workspace-format.md#extension-resources):
/// one `LANG.json` per language, each key's text or plural entry.
struct ExtensionResourceDecoder {
    let files: WorkspaceFiles
    /// Receives a strings file's own problems, filed under its path; the file is then left out whole.
    let report: (String, [Diagnostic]) -> Void

    /// The resources of the extension `reader` describes, with its `catalogs` (already read with its storyboard).
    func resources(_ reader: ObjectReader, catalogs: [String]) -> ExtensionResources {
        var resources = ExtensionResources(developmentLanguage: reader.string("developmentLanguage", allowEmpty: false), assetCatalogs: catalogs)
        guard let folderName = reader.string("strings", allowEmpty: false) else { return resources }
        let folder = files.resolve(folderName)
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else {
            reader.sink.error(reader.childPath("strings"), "folder \"\(folderName)\" does not exist (looked for \(folder.path))")
            return resources
        }
        resources.stringsFolder = folder.path
        for name in names.sorted() where name.hasSuffix(".json") {
            let file = folder.appendingPathComponent(name)
            if let problem = Self.problem(file) { report(file.path, [problem]) } else { resources.languages.append(String(name.dropLast(5))) }
        }
        return resources
    }

    /// Why one language's strings file is unusable: not a JSON object of key → text or plural entry (an object with
    /// `NSStringLocalizedFormatKey`); nil when it is usable.
    static func problem(_ file: URL) -> Diagnostic? {
        guard let size = WorkspaceFiles.regularFileSize(file), size <= AppResourceDecoder.maximumStringsBytes, let data = try? Data(contentsOf: file) else {
            return Diagnostic.error("", "cannot read it, or it is larger than \(AppResourceDecoder.maximumStringsBytes) bytes")
        }
        let json: JSONValue
        do { json = try JSONParser.parse(Array(data)) } catch { return Diagnostic.error("", error.description) }
        guard let members = json.objectValue else { return Diagnostic.error("", "expected an object of key → text, got \(json.messageDescription)") }
        for (key, value) in members where value.stringValue == nil {
            guard value["NSStringLocalizedFormatKey"]?.stringValue != nil else {
                return Diagnostic.error(key, "expected a string, or a plural entry with NSStringLocalizedFormatKey, got \(value.messageDescription)")
            }
        }
        return nil
    }
}
