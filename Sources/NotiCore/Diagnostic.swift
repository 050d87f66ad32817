/// One finding about an input: an error (what APNs or iOS would refuse) or a warning (what iOS would ignore or get wrong).
public struct Diagnostic: Sendable, Hashable, CustomStringConvertible {
    public enum Severity: String, Sendable, Hashable, Comparable {
        case warning, error
        public static func < (a: Severity, b: Severity) -> Bool { a == .warning && b == .error }
    }

    public var severity: Severity
    /// Where: a JSON key path such as `aps.alert.title`, a plist key, or empty for the whole input.
    public var path: String
    /// One line saying what is wrong and why.
    public var message: String

    public init(_ severity: Severity, _ path: String, _ message: String) {
        self.severity = severity; self.path = path; self.message = message
    }
    public static func error(_ path: String, _ message: String) -> Diagnostic { Diagnostic(.error, path, message) }
    public static func warning(_ path: String, _ message: String) -> Diagnostic { Diagnostic(.warning, path, message) }

    /// `error: aps.badge: expected an integer, got the string "3"` (path omitted when empty).
    public var description: String {
        path.isEmpty ? "\(severity.rawValue): \(message)" : "\(severity.rawValue): \(path): \(message)"
    }
}

extension Array where Element == Diagnostic {
    /// Whether any diagnostic is an error.
    public var hasErrors: Bool { contains { $0.severity == .error } }
}
