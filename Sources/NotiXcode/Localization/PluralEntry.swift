import NotiCore

/// One plural string of a `.stringsdict` or a string catalog's plural variation: the format with its `%#@name@`
/// variables, and each variable's forms (`zero`, `one`, `two`, `few`, `many`, `other`) (docs/rules/xcode.md#extension-resources).
package struct PluralEntry: Sendable, Hashable {
    /// `NSStringLocalizedFormatKey`: `%#@items@`, or text around one or more variables.
    package var format: String
    /// Per variable of `format`: form name → text (`"one": "%d item"`).
    package var variables: [String: [String: String]]

    package init(format: String, variables: [String: [String: String]]) { self.format = format; self.variables = variables }

    /// The plural form names iOS knows.
    static let formNames: Set<String> = ["zero", "one", "two", "few", "many", "other"]

    /// The entry as the workspace's strings files hold it: a `.stringsdict` entry's dictionary in JSON
    /// (docs/workspace-format.md#extension-resources).
    var json: JSONValue {
        var members: [(key: String, value: JSONValue)] = [(key: "NSStringLocalizedFormatKey", value: .string(format))]
        for (name, forms) in variables.sorted(by: { $0.key < $1.key }) {
            var rule: [(key: String, value: JSONValue)] = [(key: "NSStringFormatSpecTypeKey", value: .string("NSStringPluralRuleType"))]
            rule += forms.sorted { $0.key < $1.key }.map { (key: $0.key, value: .string($0.value)) }
            members.append((key: name, value: .object(rule)))
        }
        return .object(members)
    }
}
