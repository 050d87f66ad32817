import Foundation

/// A plural string (a `.stringsdict` entry): `NSStringLocalizedFormatKey` with `%#@name@` variables, each variable's
/// forms chosen by the number of its argument as iOS chooses them (docs/rules/xcode.md#extension-resources).
package struct PluralFormat: Sendable, Hashable {
    /// `NSStringLocalizedFormatKey`.
    package let format: String
    /// Per variable: form name (`zero`, `one`, `two`, `few`, `many`, `other`) → text.
    package let variables: [String: [String: String]]

    package init(format: String, variables: [String: [String: String]]) { self.format = format; self.variables = variables }

    /// An entry as a `.stringsdict` (or the workspace's JSON) holds it; nil without a format key.
    init?(stringsDictEntry entry: [String: Any]) {
        guard let format = entry["NSStringLocalizedFormatKey"] as? String else { return nil }
        var variables: [String: [String: String]] = [:]
        for case let (name, rule as [String: Any]) in entry where rule["NSStringFormatSpecTypeKey"] as? String == "NSStringPluralRuleType" {
            variables[name] = rule.compactMapValues { $0 as? String }.filter { $0.key != "NSStringFormatSpecTypeKey" && $0.key != "NSStringFormatValueTypeKey" }
        }
        self.init(format: format, variables: variables)
    }

    /// The text for `arguments` in `language`: each `%#@name@` replaced by the form its argument's number picks, that
    /// form's specifier taking the same argument; the other specifiers take theirs in order.
    package func formatted(_ arguments: [any CVarArg], language: String) -> String {
        var expanded = ""
        var next = 0
        var scanner = Substring(format)
        while let percent = scanner.firstIndex(of: "%") {
            expanded += scanner[..<percent]
            scanner = scanner[scanner.index(after: percent)...]
            if scanner.first == "%" { expanded += "%%"; scanner = scanner.dropFirst(); continue }
            let spec = Self.specifier(&scanner)
            let index = spec.position.map { $0 - 1 } ?? next
            next = index + 1
            if let name = spec.variable {
                let number = index < arguments.count ? Self.number(arguments[index]) : 0
                let forms = variables[name] ?? [:]
                let form = forms[PluralCategory.category(of: number, language: language, offering: Set(forms.keys))] ?? forms["other"] ?? ""
                expanded += Self.positioned(form, index: index + 1)
            } else {
                expanded += "%\(index + 1)$" + spec.text
            }
        }
        expanded += scanner
        return String(format: expanded, arguments: arguments)
    }

    /// Every specifier of a form (`%d`, `%lld`) made to take the argument at `index` (1-based).
    static func positioned(_ form: String, index: Int) -> String {
        var out = ""
        var scanner = Substring(form)
        while let percent = scanner.firstIndex(of: "%") {
            out += scanner[..<percent]
            scanner = scanner[scanner.index(after: percent)...]
            if scanner.first == "%" { out += "%%"; scanner = scanner.dropFirst(); continue }
            out += "%\(index)$" + specifier(&scanner).text
        }
        return out + scanner
    }

    /// Reads a specifier after its `%`: an optional `N$` position, then `#@name@` (a variable) or flags, width,
    /// precision, length and conversion (`text`, without the position).
    static func specifier(_ scanner: inout Substring) -> (position: Int?, variable: String?, text: String) {
        var position: Int?
        let digits = scanner.prefix { $0.isASCII && $0.isNumber }
        if !digits.isEmpty, scanner.dropFirst(digits.count).first == "$" {
            position = Int(digits)
            scanner = scanner.dropFirst(digits.count + 1)
        }
        if scanner.hasPrefix("#@"), let end = scanner.dropFirst(2).firstIndex(of: "@") {
            let name = String(scanner[scanner.index(scanner.startIndex, offsetBy: 2)..<end])
            scanner = scanner[scanner.index(after: end)...]
            return (position, name, "")
        }
        let body = scanner.prefix { "-+ #0123456789.*'hlqLjzt".contains($0) }
        let conversion = scanner.dropFirst(body.count).first.map(String.init) ?? ""
        scanner = scanner.dropFirst(body.count + conversion.count)
        return (position, nil, String(body) + conversion)
    }

    /// The number an argument holds (an integer or a floating-point number); 0 for any other.
    static func number(_ argument: any CVarArg) -> Double {
        switch argument {
        case let value as Int: Double(value)
        case let value as Int64: Double(value)
        case let value as Int32: Double(value)
        case let value as UInt: Double(value)
        case let value as UInt64: Double(value)
        case let value as UInt32: Double(value)
        case let value as Double: value
        case let value as Float: Double(value)
        case let value as NSNumber: value.doubleValue
        default: 0
        }
    }
}

/// The plural category of a number in a language (Unicode CLDR's rules for integers), for the languages whose rules
/// differ from English's; `zero` is taken for 0 wherever an entry offers it, as iOS does.
enum PluralCategory {
    /// The form to use among `offered`; `other` when the category's own form is not offered.
    static func category(of number: Double, language: String, offering offered: Set<String>) -> String {
        if number == 0, offered.contains("zero") { return "zero" }
        let category = cldr(number, language: String(language.lowercased().prefix { $0.isLetter }))
        return offered.contains(category) ? category : "other"
    }

    /// CLDR's category for `number` in the base `language`.
    static func cldr(_ number: Double, language: String) -> String {
        let integer = number.rounded(.towardZero) == number ? Int(exactly: number.magnitude) : nil
        switch language {
        case "ja", "ko", "zh", "th", "vi", "id", "ms", "my", "lo", "km": return "other"
        case "fr", "hi", "bn", "fa": return number >= 0 && number < 2 ? "one" : "other"
        case "ru", "uk", "be":
            guard let n = integer else { return "other" }
            if n % 10 == 1, n % 100 != 11 { return "one" }
            if (2...4).contains(n % 10), !(12...14).contains(n % 100) { return "few" }
            return "many"
        case "pl":
            guard let n = integer else { return "other" }
            if n == 1 { return "one" }
            return (2...4).contains(n % 10) && !(12...14).contains(n % 100) ? "few" : "many"
        case "cs", "sk":
            guard let n = integer else { return "many" }
            return n == 1 ? "one" : (2...4).contains(n) ? "few" : "other"
        default: return integer == 1 ? "one" : "other"
        }
    }
}
