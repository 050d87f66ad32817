import Foundation
import NotiCore

/// Loads notification extension Info.plists from disk and checks them.
package enum InfoPlistLoader {
    /// Files larger than this are refused before reading (real Info.plists are a few KB).
    package static let maximumBytes = 1_000_000

    /// Reads, parses and checks the Info.plist at `path`.
    package static func load(path: String) -> InfoPlistCheck {
        do {
            return check(bytes: try bytes(path: path))
        } catch {
            return InfoPlistCheck(info: nil, diagnostics: [.error("", error.reason)])
        }
    }

    /// Reads and parses the property list at `path` without the notification extensions' rules (a widget
    /// extension's Info.plist).
    package static func document(path: String) throws(PlistParseError) -> PlistValue {
        try PropertyList.parse(try bytes(path: path))
    }

    /// The file's bytes, refused when it is missing, a folder, or over ``maximumBytes``.
    private static func bytes(path: String) throws(PlistParseError) -> [UInt8] {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
              attributes[.type] as? FileAttributeType != .typeDirectory else {
            throw PlistParseError("cannot read \(path): no such file")
        }
        if let size = attributes[.size] as? Int, size > maximumBytes {
            throw PlistParseError("\(size) bytes is larger than the \(maximumBytes)-byte limit for an Info.plist")
        }
        guard let data = try? Data(contentsOf: URL(fileURLWithPath: path)) else { throw PlistParseError("cannot read \(path)") }
        return Array(data)
    }

    /// Parses and checks Info.plist bytes (XML or binary).
    package static func check(bytes: [UInt8]) -> InfoPlistCheck {
        do {
            let document = try PropertyList.read(bytes)
            var check = InfoPlistRules.check(document.value)
            check.diagnostics = document.warnings + check.diagnostics
            check.document = document.value
            return check
        } catch {
            return InfoPlistCheck(info: nil, diagnostics: [.error("", error.reason)])
        }
    }

    /// Every problem in the Info.plist at `path` (the entry point of `notisim validate`).
    package static func validate(path: String) -> [Diagnostic] {
        load(path: path).diagnostics
    }
}
