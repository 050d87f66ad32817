import Foundation
import NotiCore

/// What the system reads from a notification extension's Info.plist.
package struct ExtensionInfoPlist: Sendable, Hashable {
    /// `NSExtension.NSExtensionPointIdentifier`.
    package var point: ExtensionPoint
    /// `CFBundleIdentifier`, when present as a literal (build variables such as `$(PRODUCT_BUNDLE_IDENTIFIER)` are skipped).
    package var bundleIdentifier: String?
    /// `NSExtension.NSExtensionAttributes` of a content extension; nil for a service extension.
    package var contentAttributes: ContentExtensionAttributes?

    package init(point: ExtensionPoint, bundleIdentifier: String? = nil, contentAttributes: ContentExtensionAttributes? = nil) {
        self.point = point; self.bundleIdentifier = bundleIdentifier; self.contentAttributes = contentAttributes
    }
}

/// The outcome of checking an Info.plist: what could be read and every problem found.
package struct InfoPlistCheck: Sendable, Hashable {
    /// nil when an error prevents using the extension.
    package var info: ExtensionInfoPlist?
    /// Every problem found, errors and warnings, by plist key path.
    package var diagnostics: [Diagnostic]
    /// The whole property list, when ``InfoPlistLoader`` read and parsed it.
    package var document: PlistValue? = nil
}

/// Applies iOS's rules for notification extension Info.plists (docs/rules/content-extensions.md#content-extension-infoplist).
package enum InfoPlistRules {
    static let extensionKey = "NSExtension"
    static let pointKey = "NSExtension.NSExtensionPointIdentifier"
    static let attributesKey = "NSExtension.NSExtensionAttributes"
    static let categoryKey = "UNNotificationExtensionCategory"
    static let ratioKey = "UNNotificationExtensionInitialContentSizeRatio"
    static let defaultHiddenKey = "UNNotificationExtensionDefaultContentHidden"
    static let overridesTitleKey = "UNNotificationExtensionOverridesDefaultTitle"
    static let interactionKey = "UNNotificationExtensionUserInteractionEnabled"
    /// Attribute keys a content extension may carry (others are reported as unknown).
    static let knownContentAttributes = [categoryKey, ratioKey, defaultHiddenKey, overridesTitleKey, interactionKey]

    /// Checks a parsed Info.plist.
    package static func check(_ plist: PlistValue) -> InfoPlistCheck {
        var diagnostics: [Diagnostic] = []
        guard case .dictionary = plist else {
            return InfoPlistCheck(info: nil, diagnostics: [.error("", "expected a dictionary at the top of Info.plist, got \(plist.messageDescription)")])
        }
        let bundleIdentifier = readBundleIdentifier(plist, into: &diagnostics)
        guard let nsExtension = plist[extensionKey] else {
            diagnostics.append(.error(extensionKey, "missing; a notification extension's Info.plist needs an NSExtension dictionary"))
            return InfoPlistCheck(info: nil, diagnostics: diagnostics)
        }
        guard case .dictionary = nsExtension else {
            diagnostics.append(.error(extensionKey, "expected a dictionary, got \(nsExtension.messageDescription)"))
            return InfoPlistCheck(info: nil, diagnostics: diagnostics)
        }
        guard let point = readPoint(nsExtension, into: &diagnostics) else {
            return InfoPlistCheck(info: nil, diagnostics: diagnostics)
        }
        switch point {
        case .service:
            if let attributes = nsExtension["NSExtensionAttributes"]?.dictionaryKeys, attributes.contains(where: knownContentAttributes.contains) {
                diagnostics.append(.warning(attributesKey, "content extension keys are ignored in a service extension"))
            }
            return InfoPlistCheck(info: ExtensionInfoPlist(point: .service, bundleIdentifier: bundleIdentifier), diagnostics: diagnostics)
        case .content:
            let attributes = readContentAttributes(nsExtension["NSExtensionAttributes"], into: &diagnostics)
            let info = attributes.map { ExtensionInfoPlist(point: .content, bundleIdentifier: bundleIdentifier, contentAttributes: $0) }
            return InfoPlistCheck(info: diagnostics.hasErrors ? nil : info, diagnostics: diagnostics)
        }
    }

    private static func readBundleIdentifier(_ plist: PlistValue, into diagnostics: inout [Diagnostic]) -> String? {
        guard let value = plist["CFBundleIdentifier"] else { return nil }
        guard let identifier = value.stringValue, !identifier.isEmpty else {
            diagnostics.append(.error("CFBundleIdentifier", "expected a non-empty string, got \(value.messageDescription)"))
            return nil
        }
        // A build setting reference (`$(PRODUCT_BUNDLE_IDENTIFIER)` or `${PRODUCT_BUNDLE_IDENTIFIER}`) is Xcode's to fill in.
        return identifier.contains("$(") || identifier.contains("${") ? nil : identifier
    }

    private static func readPoint(_ nsExtension: PlistValue, into diagnostics: inout [Diagnostic]) -> ExtensionPoint? {
        let allowed = ExtensionPoint.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: " or ")
        guard let value = nsExtension["NSExtensionPointIdentifier"] else {
            diagnostics.append(.error(pointKey, "missing; expected \(allowed)"))
            return nil
        }
        guard let identifier = value.stringValue, let point = ExtensionPoint(rawValue: identifier) else {
            diagnostics.append(.error(pointKey, "expected \(allowed), got \(value.messageDescription)"))
            return nil
        }
        return point
    }

    private static func readContentAttributes(_ value: PlistValue?, into diagnostics: inout [Diagnostic]) -> ContentExtensionAttributes? {
        guard let value else {
            diagnostics.append(.error(attributesKey, "missing; a content extension needs \(categoryKey) and \(ratioKey)"))
            return nil
        }
        guard case .dictionary(let members) = value else {
            diagnostics.append(.error(attributesKey, "expected a dictionary, got \(value.messageDescription)"))
            return nil
        }
        let categories = readCategories(members[categoryKey], into: &diagnostics)
        let ratio = readRatio(members[ratioKey], into: &diagnostics)
        let hidden = readBool(members, defaultHiddenKey, into: &diagnostics)
        let overrides = readBool(members, overridesTitleKey, into: &diagnostics)
        let interaction = readBool(members, interactionKey, into: &diagnostics)
        for key in members.keys.sorted() where !knownContentAttributes.contains(key) {
            let suggestion = KeySuggestion.closest(to: key, in: knownContentAttributes).map { " (did you mean \($0)?)" } ?? ""
            diagnostics.append(.warning("\(attributesKey).\(key)", "unknown key; iOS ignores it\(suggestion)"))
        }
        guard let categories, let ratio else { return nil }
        return ContentExtensionAttributes(categories: categories, initialContentSizeRatio: ratio, defaultContentHidden: hidden,
                                          overridesDefaultTitle: overrides, userInteractionEnabled: interaction)
    }

    private static func readCategories(_ value: PlistValue?, into diagnostics: inout [Diagnostic]) -> [String]? {
        let path = "\(attributesKey).\(categoryKey)"
        let expected = "expected a category identifier string or an array of them"
        guard let value else {
            diagnostics.append(.error(path, "missing; \(expected)"))
            return nil
        }
        switch value {
        case .string(let category):
            guard !category.isEmpty else {
                diagnostics.append(.error(path, "\(expected), got an empty string"))
                return nil
            }
            return [category]
        case .array(let elements):
            guard !elements.isEmpty else {
                diagnostics.append(.error(path, "\(expected), got an empty array"))
                return nil
            }
            var categories: [String] = []
            var valid = true
            for (index, element) in elements.enumerated() {
                guard let category = element.stringValue, !category.isEmpty else {
                    diagnostics.append(.error("\(path)[\(index)]", "expected a non-empty category identifier string, got \(element.messageDescription)"))
                    valid = false
                    continue
                }
                if categories.contains(category) {
                    diagnostics.append(.warning("\(path)[\(index)]", "category \"\(category)\" is listed twice"))
                } else {
                    categories.append(category)
                }
            }
            return valid ? categories : nil
        default:
            diagnostics.append(.error(path, "\(expected), got \(value.messageDescription)"))
            return nil
        }
    }

    private static func readRatio(_ value: PlistValue?, into diagnostics: inout [Diagnostic]) -> Double? {
        let path = "\(attributesKey).\(ratioKey)"
        guard let value else {
            diagnostics.append(.error(path, "missing; expected a number ≥ 0 (initial height = width × ratio)"))
            return nil
        }
        guard let ratio = value.numberValue, ratio.isFinite, ratio >= 0 else {
            diagnostics.append(.error(path, "expected a number ≥ 0, got \(value.messageDescription)"))
            return nil
        }
        if ratio == 0 {
            diagnostics.append(.warning(path, "\(value.messageDescription): iOS opens the custom area with no height until the extension sets preferredContentSize"))
        }
        return ratio
    }

    /// A boolean attribute as iOS reads it: `<true/>`/`<false/>`; a string or number is read with Foundation's
    /// `boolValue` (with a warning); anything else is refused.
    private static func readBool(_ members: [String: PlistValue], _ key: String, into diagnostics: inout [Diagnostic]) -> Bool {
        guard let value = members[key] else { return false }
        if let flag = value.boolValue { return flag }
        let path = "\(attributesKey).\(key)"
        guard let flag = value.foundationBoolValue else {
            diagnostics.append(.error(path, "expected a boolean (YES/NO), got \(value.messageDescription)"))
            return false
        }
        diagnostics.append(.warning(path, "expected a boolean, got \(value.messageDescription); iOS reads it as \(flag ? "YES" : "NO")"))
        return flag
    }
}

extension PlistValue {
    /// The keys, when this is a dictionary.
    var dictionaryKeys: [String]? { if case .dictionary(let d) = self { return Array(d.keys) } else { return nil } }

    /// What Foundation's `boolValue` answers for a string or number (`NSString.boolValue`: after white space, an optional
    /// sign and leading zeros, `Y`, `y`, `T`, `t` or a digit 1–9 is YES); nil for values without `boolValue`.
    var foundationBoolValue: Bool? {
        switch self {
        case .bool(let flag): return flag
        case .integer(let number): return number != 0
        case .real(let number): return number != 0
        case .string(let text):
            var rest = Substring(text).drop(while: \.isWhitespace)
            if let sign = rest.first, sign == "+" || sign == "-" { rest = rest.dropFirst() }
            rest = rest.drop { $0 == "0" }
            guard let first = rest.first else { return false }
            return "YyTt123456789".contains(first)
        case .date, .data, .array, .dictionary: return nil
        }
    }
}
