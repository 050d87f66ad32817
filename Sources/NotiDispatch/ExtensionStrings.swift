import Foundation

/// The extension's own strings as its process finds them (docs/extension-protocol.md#resources): `NOTISIM_STRINGS`
/// names a folder of `LANG.json` files (key → text, or key → a `.stringsdict` entry), `NOTISIM_LANGUAGE` the language
/// chosen for the simulated user and `NOTISIM_DEVELOPMENT_LANGUAGE` the one a missing key is looked up in.
/// *Decision:* Foundation's own `Bundle.main` on Linux cannot serve them: it is the executable's folder, shared by
/// every language a launch may choose; it looks in the development language's `.lproj` whatever the preferred
/// languages are; and it crashes on a `.stringsdict`. So the kit's `NSLocalizedString`, `Bundle.localizedString`,
/// `String.localizedStringWithFormat`, `String(localized:)` and SwiftUI's `Text` read these tables instead.
package final class ExtensionStrings: @unchecked Sendable {
    /// One key's localization: a text, or a plural entry chosen by its number when formatted.
    package enum Entry: Sendable, Hashable {
        case text(String)
        case plural(PluralFormat)
    }

    /// The strings of this process, read once from its environment.
    package static let shared = ExtensionStrings(environment: ProcessInfo.processInfo.environment)

    /// The chosen language's entries over the development language's.
    let entries: [String: Entry]
    /// The language plural forms are chosen for (`ko` has only `other`).
    package let language: String
    /// The plural entry of each format a lookup answered, which `localizedStringWithFormat` formats by its number.
    private var pluralFormats: [String: PluralFormat] = [:]
    private let lock = NSLock()

    /// The strings `environment` names; none when it names no folder. A file that does not read gives no strings
    /// (the workspace check names it).
    package init(environment: [String: String]) {
        let chosen = environment["NOTISIM_LANGUAGE"], development = environment["NOTISIM_DEVELOPMENT_LANGUAGE"]
        language = chosen ?? development ?? "en"
        guard let folder = environment["NOTISIM_STRINGS"] else { entries = [:]; return }
        var merged: [String: Entry] = [:]
        for name in [development, chosen].compactMap({ $0 }) {
            merged.merge(Self.read(URL(fileURLWithPath: folder).appendingPathComponent(name + ".json"))) { _, chosen in chosen }
        }
        entries = merged
    }

    /// The text of `key`: its text, a plural entry's format (remembered for formatting), or nil when neither language has it.
    package func text(forKey key: String) -> String? {
        switch entries[key] {
        case .text(let text): return text
        case .plural(let plural):
            lock.lock(); defer { lock.unlock() }
            pluralFormats[plural.format] = plural
            return plural.format
        case nil: return nil
        }
    }

    /// What Foundation's lookup of `key` answers: for the main bundle's `Localizable` table, its text here; a key the
    /// tables lack (or another bundle or table) answers `value` when it is not empty, else the key, as on iOS.
    func text(forKey key: String, value: String?, table: String?, bundle: Bundle) -> String {
        if (table ?? "Localizable") == "Localizable", bundle.bundlePath == Bundle.main.bundlePath, let text = text(forKey: key) { return text }
        return value.flatMap { $0.isEmpty ? nil : $0 } ?? key
    }

    /// The plural entry a lookup answered with `format`, if one did.
    package func plural(forFormat format: String) -> PluralFormat? {
        lock.lock(); defer { lock.unlock() }
        return pluralFormats[format]
    }

    /// The text of `key` (with `%@`, `%lld`, `%lf` where values were interpolated) filled in with the values' texts in
    /// order, a plural string taking the form its number picks; nil when the tables lack the key.
    package func localized(key: String, values: [String]) -> String? {
        guard let format = text(forKey: key) else { return nil }
        if let plural = plural(forFormat: format) {
            let arguments = values.map { value -> any CVarArg in
                if let integer = Int64(value) { return integer }
                if let number = Double(value) { return number }
                return NSString(string: value)
            }
            return plural.formatted(arguments, language: language)
        }
        guard !values.isEmpty else { return format }
        var out = ""
        var next = 0
        var scanner = Substring(format)
        while let percent = scanner.firstIndex(of: "%") {
            out += scanner[..<percent]
            scanner = scanner[scanner.index(after: percent)...]
            if scanner.first == "%" { out += "%"; scanner = scanner.dropFirst(); continue }
            let index = PluralFormat.specifier(&scanner).position.map { $0 - 1 } ?? next
            next = index + 1
            out += index < values.count ? values[index] : ""
        }
        return out + scanner
    }

    /// The entries of one `LANG.json`; none when it is missing or not a JSON object.
    static func read(_ file: URL) -> [String: Entry] {
        guard let data = FileManager.default.contents(atPath: file.path),
              let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else { return [:] }
        var entries: [String: Entry] = [:]
        for (key, value) in object {
            if let text = value as? String {
                entries[key] = .text(text)
            } else if let entry = value as? [String: Any], let plural = PluralFormat(stringsDictEntry: entry) {
                entries[key] = .plural(plural)
            }
        }
        return entries
    }
}
