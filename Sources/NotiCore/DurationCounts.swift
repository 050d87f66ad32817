import Foundation

extension Duration {
    /// The duration as a number of seconds.
    package var seconds: TimeInterval {
        let parts = components
        return TimeInterval(parts.seconds) + TimeInterval(parts.attoseconds) * 1e-18
    }

    /// The duration in whole `unit`s, rounded down (or up, so that a short wait never becomes none), none below zero
    /// and none past `Int64.max`: what a timer or a wait that counts in milli-, micro- or nanoseconds takes.
    package func whole(_ unit: DurationUnit, roundingUp: Bool = false) -> Int64 {
        let (seconds, attoseconds) = components
        guard seconds >= 0, attoseconds >= 0 else { return 0 }
        let perUnit = 1_000_000_000_000_000_000 / unit.perSecond
        let fraction = roundingUp ? (attoseconds + perUnit - 1) / perUnit : attoseconds / perUnit
        let (whole, overflow) = seconds.multipliedReportingOverflow(by: unit.perSecond)
        return overflow ? .max : whole.addingReportingOverflow(fraction).overflow ? .max : whole + fraction
    }
}

/// A unit a duration is counted in by `Duration.whole(_:roundingUp:)`.
package enum DurationUnit: Sendable, Hashable {
    case milliseconds, microseconds, nanoseconds

    /// How many of the unit make a second.
    package var perSecond: Int64 {
        switch self {
        case .milliseconds: 1000
        case .microseconds: 1_000_000
        case .nanoseconds: 1_000_000_000
        }
    }
}
