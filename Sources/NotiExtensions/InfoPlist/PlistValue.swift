import Foundation
import NotiCore

/// A property-list value, as read from an XML or binary (`bplist00`) plist.
package enum PlistValue: Sendable, Hashable {
    case string(String)
    case integer(Int)
    case real(Double)
    case bool(Bool)
    /// Absolute time.
    case date(Date)
    case data([UInt8])
    case array([PlistValue])
    case dictionary([String: PlistValue])

    /// The member named `key` of a dictionary, or nil.
    package subscript(key: String) -> PlistValue? {
        guard case .dictionary(let members) = self else { return nil }
        return members[key]
    }

    /// A dictionary with `CFBundleIdentifier` set to `bundleID`, as a build sets it from `PRODUCT_BUNDLE_IDENTIFIER`
    /// whatever the file says (docs/rules/xcode.md#infoplists-as-built); another value as it is.
    package func settingBundleIdentifier(_ bundleID: String) -> PlistValue {
        guard case .dictionary(var members) = self else { return self }
        members["CFBundleIdentifier"] = .string(bundleID)
        return .dictionary(members)
    }

    /// The string, when this is a string.
    package var stringValue: String? { if case .string(let s) = self { return s } else { return nil } }
    /// The bool, when this is a boolean.
    package var boolValue: Bool? { if case .bool(let b) = self { return b } else { return nil } }
    /// The value as a Double, when this is an integer or a real.
    package var numberValue: Double? {
        switch self {
        case .integer(let i): return Double(i)
        case .real(let r): return r
        default: return nil
        }
    }

    /// The value named for messages: `the string "half"`, `the integer 3`, `an array`.
    package var messageDescription: String {
        switch self {
        case .string(let s): return "the string \(Self.quoted(s))"
        case .integer(let i): return "the integer \(i)"
        case .real(let r): return "the number \(r)"
        case .bool(let b): return "the boolean \(b ? "YES" : "NO")"
        case .date: return "a date"
        case .data(let d): return "data (\(d.count) bytes)"
        case .array: return "an array"
        case .dictionary: return "a dictionary"
        }
    }

    /// A string in double quotes, cut to 40 characters so a message stays one line.
    static func quoted(_ text: String) -> String {
        let oneLine = text.replacingOccurrences(of: "\n", with: "\\n")
        let short = oneLine.count > 40 ? String(oneLine.prefix(40)) + "…" : oneLine
        return "\"\(short)\""
    }
}

/// Why bytes are not a readable property list.
package struct PlistParseError: Error, Sendable, Hashable, CustomStringConvertible {
    /// One line saying what is wrong and where.
    package var reason: String
    package init(_ reason: String) { self.reason = reason }
    package var description: String { reason }
}

/// A parsed property list and what was read leniently, as Apple's reader reads it.
package struct PlistDocument: Sendable, Hashable {
    /// The top-level value.
    package var value: PlistValue
    /// Warnings by key path (a key given twice in one dictionary).
    package var warnings: [Diagnostic]
}

/// Reads property lists in either format, detected by content.
package enum PropertyList {
    /// Deepest nesting of arrays and dictionaries accepted.
    package static let maximumDepth = 128

    /// Parses an XML or binary property list; OpenStep text and other formats are refused.
    package static func parse(_ bytes: [UInt8]) throws(PlistParseError) -> PlistValue {
        try read(bytes).value
    }

    /// Parses an XML or binary property list, with the warnings about what was read leniently.
    package static func read(_ bytes: [UInt8]) throws(PlistParseError) -> PlistDocument {
        if bytes.starts(with: Array("bplist".utf8)) { return PlistDocument(value: try BinaryPlistParser.parse(bytes), warnings: []) }
        var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while start < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[start]) { start += 1 }
        if start < bytes.count, bytes[start] == UInt8(ascii: "<") { return try XMLPlistParser.parse(bytes) }
        if bytes.isEmpty { throw PlistParseError("not a property list: the file is empty") }
        throw PlistParseError("not a property list: neither XML (<?xml / <plist) nor binary (bplist00)")
    }
}
