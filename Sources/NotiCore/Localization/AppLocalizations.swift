import Foundation

/// An app's localised strings, one table per language (`en`, `ko`, `zh-Hans`, `Base`), and the language its
/// developers wrote it in (docs/rules/xcode.md#localisation).
package struct AppLocalizations: Sendable, Hashable {
    /// Per language: key → text (`Localizable.strings` / `Localizable.xcstrings` merged).
    package var tables: [String: [String: String]]
    /// `CFBundleDevelopmentRegion` (or the project's `developmentRegion`): the last resort of the language choice and
    /// the table a key missing from the chosen language is looked up in.
    package var developmentLanguage: String?
    /// Per language: the app's name on the home screen (`CFBundleDisplayName` of `InfoPlist.strings`).
    package var displayNames: [String: String]

    package init(tables: [String: [String: String]] = [:], developmentLanguage: String? = nil, displayNames: [String: String] = [:]) {
        self.tables = tables; self.developmentLanguage = developmentLanguage; self.displayNames = displayNames
    }

    /// The display name in the language iOS picks for `preferred` (among the languages the app has strings or a name
    /// in); nil when that language has no name of its own (the Info.plist's name is shown then).
    package func displayName(preferring preferred: String?) -> String? {
        guard !displayNames.isEmpty else { return nil }
        var languages = tables
        for language in displayNames.keys where languages[language] == nil { languages[language] = [:] }
        return AppLocalizations(tables: languages, developmentLanguage: developmentLanguage).language(preferring: preferred).flatMap { displayNames[$0] }
    }

    /// Whether the app has no strings at all.
    package var isEmpty: Bool { tables.values.allSatisfy(\.isEmpty) }

    /// The language iOS picks for a user who prefers `preferred` (`ko-KR`): the app's language equal to it, else the
    /// most specific more generic one (`ko-KR` → `ko`; `zh-Hans-CN` → `zh-Hans` → `zh`), else the development
    /// language, else `Base`, else `en`, else the first in name order. Comparison ignores case and `_` versus `-`.
    package func language(preferring preferred: String?) -> String? {
        guard !tables.isEmpty else { return nil }
        var candidates: [String] = []
        if let preferred {
            var parts = Self.canonical(preferred).split(separator: "-").map(String.init)
            while !parts.isEmpty {
                candidates.append(parts.joined(separator: "-"))
                parts.removeLast()
            }
        }
        candidates += [developmentLanguage.map(Self.canonical), "base", "en"].compactMap { $0 }
        for candidate in candidates {
            if let match = tables.keys.sorted().first(where: { Self.canonical($0) == candidate }) { return match }
        }
        return tables.keys.sorted().first
    }

    /// The text of `key` for a user who prefers `preferred`: the chosen language's table, then the development
    /// language's (a key not translated yet); nil when neither has it (iOS then shows the key).
    package func text(_ key: String, preferring preferred: String?) -> String? {
        table(preferring: preferred)?[key]
    }

    /// The strings table as a push is formatted with: the chosen language's keys over the development language's.
    /// nil when the app has no strings (a loc key is then its own format).
    package func table(preferring preferred: String?) -> [String: String]? {
        guard let chosen = language(preferring: preferred) else { return nil }
        var table = developmentLanguage.flatMap { development in
            tables.first { Self.canonical($0.key) == Self.canonical(development) }?.value
        } ?? [:]
        table.merge(tables[chosen] ?? [:]) { _, chosen in chosen }
        return table
    }

    /// Lower case with `-` between parts: `zh_Hans` → `zh-hans`.
    static func canonical(_ language: String) -> String {
        language.replacingOccurrences(of: "_", with: "-").lowercased()
    }
}
