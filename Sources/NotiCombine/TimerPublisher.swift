import NotiDispatch

extension Timer {
    /// A publisher of the date every `interval` seconds of notisim's clock once connected (Apple's
    /// `Timer.publish(every:tolerance:on:in:options:)`, without the run loop's scheduler options, which Foundation on Linux lacks; `autoconnect()` connects on the first subscriber).
    public static func publish(every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop,
                               in mode: RunLoop.Mode) -> TimerPublisher {
        TimerPublisher(interval: interval)
    }

    /// The publisher `Timer.publish` makes (Apple's `Timer.TimerPublisher`).
    public final class TimerPublisher: ConnectablePublisher, @unchecked Sendable {
        public typealias Output = Date
        public typealias Failure = Never

        public let interval: TimeInterval
        private let subject = PassthroughSubject<Date, Never>()

        init(interval: TimeInterval) { self.interval = interval }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Date, S.Failure == Never {
            subject.receive(subscriber: subscriber)
        }

        /// Starts the timer; cancelling the answer stops it.
        public func connect() -> any Cancellable {
            let every = Swift.max(interval, 0.001)
            let repetition = ScheduledRepetition(interval: every) { [subject] in subject.send(Date()) }
            repetition.start(after: every)
            return repetition
        }
    }
}
