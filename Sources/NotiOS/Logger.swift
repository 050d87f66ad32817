/// A logger (Apple's `Logger`): each message goes to notisim's event log under the logger's subsystem and category,
/// with its level in the category and its interpolated values shown or redacted by their privacy
/// (docs/rules/apple-frameworks.md#apple-frameworks-beyond-uikit).
public struct Logger: Sendable {
    /// The handle the logger writes through.
    public let logObject: OSLog

    /// A logger writing through `OSLog.default` (empty subsystem and category).
    public init() { logObject = .default }

    /// A logger writing under `subsystem` and `category`.
    public init(subsystem: String, category: String) { logObject = OSLog(subsystem: subsystem, category: category) }

    /// A logger writing through `log`.
    public init(_ log: OSLog) { logObject = log }

    /// Writes `message` at the default level.
    public func log(_ message: OSLogMessage) { write(.default, message) }
    /// Writes `message` at `level`.
    public func log(level: OSLogType, _ message: OSLogMessage) { write(level, message) }
    /// Writes `message` at the debug level (`trace` is the same level).
    public func trace(_ message: OSLogMessage) { write(.debug, message) }
    /// Writes `message` at the debug level.
    public func debug(_ message: OSLogMessage) { write(.debug, message) }
    /// Writes `message` at the info level.
    public func info(_ message: OSLogMessage) { write(.info, message) }
    /// Writes `message` at the default level (`notice` is the default level).
    public func notice(_ message: OSLogMessage) { write(.default, message) }
    /// Writes `message` at the error level (`warning` is the same level).
    public func warning(_ message: OSLogMessage) { write(.error, message) }
    /// Writes `message` at the error level.
    public func error(_ message: OSLogMessage) { write(.error, message) }
    /// Writes `message` at the fault level (`critical` is the same level).
    public func critical(_ message: OSLogMessage) { write(.fault, message) }
    /// Writes `message` at the fault level.
    public func fault(_ message: OSLogMessage) { write(.fault, message) }

    private func write(_ level: OSLogType, _ message: OSLogMessage) { logObject.write(level, message.rendered) }
}
