import NotiDispatch

/// A log's level (Apple's `OSLogType`). notisim writes the level into the event log line's category: nothing for
/// `.default`, ` [info]`, ` [debug]`, ` [error]` or ` [fault]` otherwise (docs/rules/apple-frameworks.md#apple-frameworks-beyond-uikit).
public struct OSLogType: RawRepresentable, Hashable, Sendable {
    public let rawValue: UInt8
    /// A level from its raw value, as the system's constants have them.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// The default level (a logger's `notice` and `log`).
    public static let `default` = OSLogType(rawValue: 0x00)
    /// Information that may help in troubleshooting.
    public static let info = OSLogType(rawValue: 0x01)
    /// Debugging information.
    public static let debug = OSLogType(rawValue: 0x02)
    /// An error in the process.
    public static let error = OSLogType(rawValue: 0x10)
    /// A bug in the program or a fault across processes.
    public static let fault = OSLogType(rawValue: 0x11)

    /// What the event log line's category says of this level; nil for `.default`.
    var label: String? {
        switch self {
        case .info: "info"
        case .debug: "debug"
        case .error: "error"
        case .fault: "fault"
        default: nil
        }
    }
}

/// A log handle (Apple's `OSLog`): the subsystem and category its messages are written under in notisim's event log.
public final class OSLog: Sendable {
    /// The subsystem, such as the extension's bundle identifier; empty for `.default`.
    public let subsystem: String
    /// The category within the subsystem; empty for `.default`.
    public let category: String
    /// False only for `.disabled`, whose messages are dropped.
    let enabled: Bool

    /// A handle writing under `subsystem` and `category`.
    public init(subsystem: String, category: String) {
        self.subsystem = subsystem; self.category = category; enabled = true
    }

    /// A handle writing under `subsystem` and one of the system's named categories.
    public convenience init(subsystem: String, category: OSLog.Category) {
        self.init(subsystem: subsystem, category: category.rawValue)
    }

    private init(disabled: Void) { subsystem = ""; category = ""; enabled = false }

    /// The default handle: an empty subsystem and category.
    public static let `default` = OSLog(subsystem: "", category: "")
    /// The handle whose messages are dropped.
    public static let disabled = OSLog(disabled: ())

    /// Whether messages of `type` are written: every level is, except through `.disabled`.
    public func isEnabled(type: OSLogType) -> Bool { enabled }

    /// Whether signposts are recorded: never, signposts are no-ops in notisim.
    public var signpostsEnabled: Bool { false }

    /// The system's named categories.
    public struct Category: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        /// A category from its name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Signposts of interest to a profiler.
        public static let pointsOfInterest = Category(rawValue: "PointsOfInterest")
        /// Signposts recorded only while a tool traces the process.
        public static let dynamicTracing = Category(rawValue: "DynamicTracing")
        /// Signposts recorded with backtraces while a tool traces the process.
        public static let dynamicStackTracing = Category(rawValue: "DynamicStackTracing")
    }

    /// Sends `message` at `level` to notisim's event log under this handle's subsystem and category, the level in the
    /// category (`Push [error]`).
    func write(_ level: OSLogType, _ message: @autoclosure () -> String) {
        guard enabled else { return }
        let category = [category, level.label.map { "[\($0)]" }].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " ")
        ExtensionLog.write(subsystem: subsystem, category: category, message())
    }
}
