import NotiCore

/// Reads an Xcode string catalog (`Localizable.xcstrings`, JSON): `sourceLanguage` and, per key,
/// `localizations.LANG.stringUnit.value` (docs/rules/xcode.md#localisation).
package enum StringCatalog {
    /// What a catalog holds: per language, key → text; and one line per entry that could not be read.
    package struct Tables: Sendable, Hashable {
        package var sourceLanguage: String?
        package var tables: [String: [String: String]] = [:]
        /// Per language: the keys with plural variations, as a `.stringsdict` entry of one variable (`%#@count@`), which
        /// extension code formats by its number (docs/rules/xcode.md#extension-resources).
        package var plurals: [String: [String: PluralEntry]] = [:]
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
                    if let plural = plural(of: localization) { result.plurals[language, default: [:]][key] = plural }
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

    /// A `variations.plural` as a plural entry whose one variable `count` has each form's text.
    private static func plural(of localization: JSONValue) -> PluralEntry? {
        guard let forms = localization["variations"]?["plural"]?.objectValue else { return nil }
        var texts: [String: String] = [:]
        for (name, form) in forms where PluralEntry.formNames.contains(name) { texts[name] = form["stringUnit"]?["value"]?.stringValue }
        return texts["other"] == nil ? nil : PluralEntry(format: "%#@count@", variables: ["count": texts])
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
