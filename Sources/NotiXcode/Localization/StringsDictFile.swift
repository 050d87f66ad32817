import NotiExtensions

/// Reads a `.stringsdict` (a property list, XML or binary): per key, `NSStringLocalizedFormatKey` and its variables'
/// plural rules (`NSStringPluralRuleType`) (docs/rules/xcode.md#extension-resources).
package enum StringsDictFile {
    /// What a stringsdict holds: its plural entries, and one line per entry that could not be read (left out).
    package struct Entries: Sendable, Hashable {
        package var entries: [String: PluralEntry] = [:]
        package var problems: [String] = []
    }

    /// The entries of `bytes`; a file that is not a property list dictionary is one error.
    package static func parse(_ bytes: [UInt8]) throws(StringsFileError) -> Entries {
        let value: PlistValue
        do { value = try PropertyList.parse(bytes) } catch { throw StringsFileError(error.description) }
        guard case .dictionary(let members) = value else { throw StringsFileError("expected a dictionary of plural strings, got \(value.messageDescription)") }
        var result = Entries()
        for (key, member) in members.sorted(by: { $0.key < $1.key }) {
            guard case .dictionary(let entry) = member else {
                result.problems.append("\(key): expected a dictionary, got \(member.messageDescription)")
                continue
            }
            guard let format = entry["NSStringLocalizedFormatKey"]?.stringValue else {
                result.problems.append("\(key).NSStringLocalizedFormatKey: missing or not a string")
                continue
            }
            var variables: [String: [String: String]] = [:]
            for (name, rule) in entry where name != "NSStringLocalizedFormatKey" {
                guard rule["NSStringFormatSpecTypeKey"]?.stringValue == "NSStringPluralRuleType", case .dictionary(let forms) = rule else { continue }
                variables[name] = forms.compactMapValues(\.stringValue).filter { PluralEntry.formNames.contains($0.key) }
                if variables[name]?["other"] == nil { result.problems.append("\(key).\(name): no other form") }
            }
            result.entries[key] = PluralEntry(format: format, variables: variables)
        }
        return result
    }
}
