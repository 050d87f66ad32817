/// A signpost's identity (Apple's `OSSignpostID`). Signposts are no-ops in notisim: nothing is recorded.
public struct OSSignpostID: Hashable, Sendable {
    public let rawValue: UInt64
    /// An identity from its value.
    public init(_ value: UInt64) { rawValue = value }
    /// A new identity for signposts on `log`.
    public init(log: OSLog) { rawValue = 0xEEEE_B0B5_B2B2_EEEE }
    /// The identity for signposts about `object` on `log`.
    public init(log: OSLog, object: AnyObject) { rawValue = UInt64(UInt(bitPattern: ObjectIdentifier(object))) }
    /// The identity of signposts that never overlap.
    public static let exclusive = OSSignpostID(0xEEEE_B0B5_B2B2_EEEE)
    /// An invalid identity.
    public static let invalid = OSSignpostID(~0)
    /// The null identity.
    public static let null = OSSignpostID(0)
}

/// Whether a signpost begins, ends or marks an interval (Apple's `OSSignpostType`).
public enum OSSignpostType: Sendable {
    /// An interval begins.
    case begin
    /// An interval ends.
    case end
    /// A single point in time.
    case event
}

/// Marks a signpost (Apple's `os_signpost`); a no-op in notisim.
public func os_signpost(_ type: OSSignpostType, dso: UnsafeRawPointer = #dsohandle, log: OSLog, name: StaticString,
                        signpostID: OSSignpostID = .exclusive) {}

/// Marks a signpost with a `printf`-style message (Apple's `os_signpost`); a no-op in notisim.
public func os_signpost(_ type: OSSignpostType, dso: UnsafeRawPointer = #dsohandle, log: OSLog, name: StaticString,
                        signpostID: OSSignpostID = .exclusive, _ format: StaticString, _ arguments: any CVarArg...) {}

/// An interval begun by a signposter (Apple's `OSSignpostIntervalState`).
public struct OSSignpostIntervalState: Sendable {
    /// The interval's identity.
    public let signpostID: OSSignpostID
}

/// Marks intervals and events for a profiler (Apple's `OSSignposter`); a no-op in notisim: nothing is recorded.
public struct OSSignposter: Sendable {
    /// A signposter writing to nothing.
    public init() {}
    /// A signposter for `subsystem` and `category`.
    public init(subsystem: String, category: String) {}
    /// A signposter for `subsystem` and one of the system's categories.
    public init(subsystem: String, category: OSLog.Category) {}
    /// A signposter for a logger's handle.
    public init(logger: Logger) {}
    /// A signposter for `logHandle`.
    public init(logHandle: OSLog) {}
    /// A signposter that records nothing.
    public static let disabled = OSSignposter()

    /// Whether signposts are recorded: never.
    public var isEnabled: Bool { false }

    /// A new signpost identity.
    public func makeSignpostID() -> OSSignpostID { .exclusive }
    /// The signpost identity for `object`.
    public func makeSignpostID(from object: AnyObject) -> OSSignpostID { OSSignpostID(log: .default, object: object) }

    /// Marks a point in time; nothing is recorded.
    public func emitEvent(_ name: StaticString, id: OSSignpostID = .exclusive) {}
    /// Marks a point in time with a message; nothing is recorded, the message is not evaluated.
    public func emitEvent(_ name: StaticString, id: OSSignpostID = .exclusive, _ message: OSLogMessage) {}
    /// Begins an interval; nothing is recorded.
    public func beginInterval(_ name: StaticString, id: OSSignpostID = .exclusive) -> OSSignpostIntervalState { OSSignpostIntervalState(signpostID: id) }
    /// Begins an interval with a message; nothing is recorded.
    public func beginInterval(_ name: StaticString, id: OSSignpostID = .exclusive, _ message: OSLogMessage) -> OSSignpostIntervalState {
        OSSignpostIntervalState(signpostID: id)
    }
    /// Ends an interval; nothing is recorded.
    public func endInterval(_ name: StaticString, _ state: OSSignpostIntervalState) {}
    /// Ends an interval with a message; nothing is recorded.
    public func endInterval(_ name: StaticString, _ state: OSSignpostIntervalState, _ message: OSLogMessage) {}
    /// Runs `task` as an interval; only `task` happens.
    public func withIntervalSignpost<T>(_ name: StaticString, id: OSSignpostID = .exclusive, around task: () throws -> T) rethrows -> T { try task() }
    /// Runs `task` as an interval with a message; only `task` happens.
    public func withIntervalSignpost<T>(_ name: StaticString, id: OSSignpostID = .exclusive, _ message: OSLogMessage,
                                        around task: () throws -> T) rethrows -> T { try task() }
}
