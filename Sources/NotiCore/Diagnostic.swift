/// One finding about an input: an error (what APNs or iOS would refuse) or a warning (what iOS would ignore or get wrong).
package struct Diagnostic: Sendable, Hashable, Codable, CustomStringConvertible {
    package enum Severity: String, Sendable, Hashable, Codable, Comparable {
        case warning, error
        package static func < (a: Severity, b: Severity) -> Bool { a == .warning && b == .error }
    }

    package var severity: Severity
    /// Where: a JSON key path such as `aps.alert.title`, a plist key, or empty for the whole input.
    package var path: String
    /// One line saying what is wrong and why.
    package var message: String

    package init(_ severity: Severity, _ path: String, _ message: String) {
        self.severity = severity; self.path = path; self.message = message
    }
    package static func error(_ path: String, _ message: String) -> Diagnostic { Diagnostic(.error, path, message) }
    package static func warning(_ path: String, _ message: String) -> Diagnostic { Diagnostic(.warning, path, message) }

    /// `error: aps.badge: expected an integer, got the string "3"` (path omitted when empty).
    package var description: String {
        path.isEmpty ? "\(severity.rawValue): \(message)" : "\(severity.rawValue): \(path): \(message)"
    }
}

extension Array where Element == Diagnostic {
    /// Whether any diagnostic is an error.
    package var hasErrors: Bool { contains { $0.severity == .error } }
}
