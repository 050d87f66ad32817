import Foundation
import NotiCore

/// Loads notification extension Info.plists from disk and checks them.
package enum InfoPlistLoader {
    /// Files larger than this are refused before reading (real Info.plists are a few KB).
    package static let maximumBytes = 1_000_000

    /// Reads, parses and checks the Info.plist at `path`.
    package static func load(path: String) -> InfoPlistCheck {
        let url = URL(fileURLWithPath: path)
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
              attributes[.type] as? FileAttributeType != .typeDirectory else {
            return InfoPlistCheck(info: nil, diagnostics: [.error("", "cannot read \(path): no such file")])
        }
        if let size = attributes[.size] as? Int, size > maximumBytes {
            return InfoPlistCheck(info: nil, diagnostics: [.error("", "\(size) bytes is larger than the \(maximumBytes)-byte limit for an Info.plist")])
        }
        guard let data = try? Data(contentsOf: url) else {
            return InfoPlistCheck(info: nil, diagnostics: [.error("", "cannot read \(path)")])
        }
        return check(bytes: Array(data))
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
