import Foundation

// Foundation's lookups of the extension's own strings, answered from its tables (``ExtensionStrings``): an extension's
// `import Foundation` becomes `import NotiDispatch`, whose declarations shadow Foundation's
// (docs/rules/xcode.md#extension-resources). Each is disfavoured, so that a file importing Foundation itself beside
// the kit (the kit's own files, a Swift package's) keeps Foundation's rather than finding two.

/// The text of `key` in the extension's `Localizable` table (Foundation): the chosen language's, else the development
/// language's, else `value` when given, else the key, as on iOS. Another table or bundle has no strings here.
@_disfavoredOverload
public func NSLocalizedString(_ key: String, tableName: String? = nil, bundle: Bundle = Bundle.main, value: String = "", comment: String) -> String {
    ExtensionStrings.shared.text(forKey: key, value: value, table: tableName, bundle: bundle)
}

extension Bundle {
    /// The text of `key` (Foundation): for the main bundle's `Localizable` table, the extension's own strings; a key
    /// they lack (or another bundle or table) answers `value` when it is not empty, else the key.
    @_disfavoredOverload
    public func localizedString(forKey key: String, value: String?, table tableName: String?) -> String {
        ExtensionStrings.shared.text(forKey: key, value: value, table: tableName, bundle: self)
    }
}

extension String {
    /// `format` filled in with `arguments` (Foundation): a plural string of the extension's tables takes the form its
    /// number picks in the chosen language.
    @_disfavoredOverload
    public static func localizedStringWithFormat(_ format: String, _ arguments: any CVarArg...) -> String {
        if let plural = ExtensionStrings.shared.plural(forFormat: format) {
            return plural.formatted(arguments, language: ExtensionStrings.shared.language)
        }
        return String(format: format, arguments: arguments)
    }

    /// `format` filled in with `arguments` (Foundation): as on iOS, a plural string of the extension's tables (the
    /// format `NSLocalizedString` answered for a `.stringsdict` key) takes the form its number picks.
    /// (Spelled with Foundation's `__shared`, so that it shadows Foundation's rather than being ambiguous with it.)
    @_disfavoredOverload
    public init(format: __shared String, _ arguments: any CVarArg...) {
        if let plural = ExtensionStrings.shared.plural(forFormat: format) {
            self = plural.formatted(arguments, language: ExtensionStrings.shared.language)
        } else {
            self = String(format: format, arguments: arguments)
        }
    }
}
