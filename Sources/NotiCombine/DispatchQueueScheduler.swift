import NotiDispatch

/// The main queue as a Combine scheduler (Apple's `DispatchQueue: Scheduler`), on notisim's clock: `receive(on:)`,
/// `debounce`, `delay` and `throttle` with `DispatchQueue.main` run their work on the extension's main queue when the
/// clock reaches it (docs/rules/apple-frameworks.md#swiftui-in-content-extensions).
extension DispatchQueue: Scheduler {
    /// A moment of notisim's clock, in seconds since the extension loaded (Apple's `DispatchQueue.SchedulerTimeType`).
    public struct SchedulerTimeType: Strideable, Hashable, Sendable {
        /// Seconds since the extension loaded.
        let seconds: Double

        public func distance(to other: SchedulerTimeType) -> Stride { Stride(seconds: other.seconds - seconds) }
        public func advanced(by n: Stride) -> SchedulerTimeType { SchedulerTimeType(seconds: seconds + n.seconds) }

        /// An interval between moments (Apple's `DispatchQueue.SchedulerTimeType.Stride`).
        public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, ExpressibleByFloatLiteral, Hashable, Sendable {
            /// The interval in seconds.
            let seconds: Double

            init(seconds: Double) { self.seconds = seconds }
            public init(floatLiteral value: Double) { seconds = value }
            public init(integerLiteral value: Int) { seconds = Double(value) }
            public init?<T: BinaryInteger>(exactly source: T) { seconds = Double(source) }

            public var magnitude: Stride { Stride(seconds: abs(seconds)) }

            public static func seconds(_ s: Int) -> Stride { Stride(seconds: Double(s)) }
            public static func seconds(_ s: Double) -> Stride { Stride(seconds: s) }
            public static func milliseconds(_ ms: Int) -> Stride { Stride(seconds: Double(ms) / 1e3) }
            public static func microseconds(_ us: Int) -> Stride { Stride(seconds: Double(us) / 1e6) }
            public static func nanoseconds(_ ns: Int) -> Stride { Stride(seconds: Double(ns) / 1e9) }

            public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.seconds < rhs.seconds }
            public static func + (lhs: Stride, rhs: Stride) -> Stride { Stride(seconds: lhs.seconds + rhs.seconds) }
            public static func - (lhs: Stride, rhs: Stride) -> Stride { Stride(seconds: lhs.seconds - rhs.seconds) }
            public static func * (lhs: Stride, rhs: Stride) -> Stride { Stride(seconds: lhs.seconds * rhs.seconds) }
            public static func += (lhs: inout Stride, rhs: Stride) { lhs = lhs + rhs }
            public static func -= (lhs: inout Stride, rhs: Stride) { lhs = lhs - rhs }
            public static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }
        }
    }

    /// Options of a dispatch scheduler (Apple's `DispatchQueue.SchedulerOptions`); kept.
    public struct SchedulerOptions: Sendable {
        public init() {}
    }

    public var now: SchedulerTimeType { SchedulerTimeType(seconds: ExtensionRunLoop.current.now) }
    public var minimumTolerance: SchedulerTimeType.Stride { SchedulerTimeType.Stride(seconds: 0) }

    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        nonisolated(unsafe) let action = action
        ExtensionRunLoop.current.schedule(after: 0) { action() }
    }

    public func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
                         _ action: @escaping () -> Void) {
        nonisolated(unsafe) let action = action
        ExtensionRunLoop.current.schedule(after: max(0, date.seconds - ExtensionRunLoop.current.now)) { action() }
    }

    public func schedule(after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
                         options: SchedulerOptions?, _ action: @escaping () -> Void) -> any Cancellable {
        let repetition = ScheduledRepetition(interval: max(interval.seconds, 0.001), action: action)
        repetition.start(after: max(0, date.seconds - ExtensionRunLoop.current.now))
        return repetition
    }
}

/// Work a scheduler repeats at an interval on notisim's clock until cancelled.
final class ScheduledRepetition: Cancellable, @unchecked Sendable {
    private let interval: Double
    private let action: () -> Void
    private var isCancelled = false

    init(interval: Double, action: @escaping () -> Void) {
        self.interval = interval
        self.action = action
    }

    /// Runs the action after `delay` seconds, then every interval.
    func start(after delay: Double) {
        ExtensionRunLoop.current.schedule(after: delay) { [self] in
            guard !isCancelled else { return }
            action()
            start(after: interval)
        }
    }

    func cancel() { isCancelled = true }
}
