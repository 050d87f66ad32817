import NotiCore

/// Reads an Xcode string catalog (`Localizable.xcstrings`, JSON): `sourceLanguage` and, per key,
/// `localizations.LANG.stringUnit.value` (docs/rules/xcode.md#localisation).
package enum StringCatalog {
    /// What a catalog holds: per language, key → text; and one line per entry that could not be read.
    package struct Tables: Sendable, Hashable {
        package var sourceLanguage: String?
        package var tables: [String: [String: String]] = [:]
        package var problems: [String] = []
    }

    /// The catalog's tables. A key with no text of the source language reads as itself there (Xcode's catalogs key
    /// strings by their source text). Plural and device `variations` take their `other` form: loc-args are strings,
    /// so iOS has no number to choose another by. Substitutions (`%#@name@`) are left as written.
    package static func parse(_ bytes: [UInt8]) throws(StringsFileError) -> Tables {
        let json: JSONValue
        do { json = try JSONParser.parse(bytes) } catch { throw StringsFileError(error.description) }
        guard json.objectValue != nil else { throw StringsFileError("expected a JSON object with \"strings\"") }
        guard let strings = json["strings"]?.objectValue else { throw StringsFileError("strings: missing or not an object") }
        var result = Tables(sourceLanguage: json["sourceLanguage"]?.stringValue)
        for (key, entry) in strings {
            for (language, localization) in entry["localizations"]?.objectValue ?? [] {
                if let text = text(of: localization) {
                    result.tables[language, default: [:]][key] = text
                } else {
                    result.problems.append("strings.\(key).localizations.\(language): no stringUnit.value and no variations with an other form")
                }
            }
            if let source = result.sourceLanguage, result.tables[source]?[key] == nil {
                result.tables[source, default: [:]][key] = key
            }
        }
        return result
    }

    /// `stringUnit.value`, else the `other` form of the first variation kind (plural, device).
    private static func text(of localization: JSONValue) -> String? {
        if let value = localization["stringUnit"]?["value"]?.stringValue { return value }
        for (_, kind) in localization["variations"]?.objectValue ?? [] {
            if let other = kind["other"], let value = text(of: other) { return value }
        }
        return nil
    }
}
