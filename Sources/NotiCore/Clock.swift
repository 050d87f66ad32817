import Foundation

/// A source of the current simulated time; the core never reads the wall clock itself.
package protocol Clock: Sendable {
    /// The current time of this clock.
    var now: Date { get }
}

/// A clock that only moves when told to; thread-safe, shared by reference.
package final class ManualClock: Clock {
    private let current: LockedState<Date>

    /// Creates a clock standing at `start`.
    package init(_ start: Date) {
        current = LockedState(start)
    }

    /// The time the clock stands at.
    package var now: Date {
        current.withLock { $0 }
    }

    /// Moves the clock forward (or backward, for a negative value) by `seconds`.
    package func advance(by seconds: TimeInterval) {
        current.withLock { $0 = $0.addingTimeInterval(seconds) }
    }

    /// Moves the clock by `duration`.
    package func advance(by duration: Duration) {
        advance(by: duration.seconds)
    }

    /// Puts the clock at `date`.
    package func set(to date: Date) {
        current.withLock { $0 = date }
    }
}
