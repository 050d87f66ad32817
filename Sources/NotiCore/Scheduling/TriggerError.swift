import Foundation

/// Why a trigger was refused when scheduling it.
package enum TriggerError: Error, Equatable, CustomStringConvertible {
    /// A time-interval trigger's interval is zero or negative.
    case nonPositiveInterval
    /// A time-interval trigger's interval is NaN or infinite.
    case nonFiniteInterval
    /// A repeating time-interval trigger fires more often than once a minute.
    case repeatingIntervalBelow60
    /// A calendar trigger names no date component at all.
    case emptyCalendarComponents
    /// A calendar component is out of range or can never occur; the text names it.
    case invalidComponent(String)
    /// A calendar trigger names a time zone Foundation does not know.
    case unknownTimeZone(String)
    /// A location trigger's region is unusable; the text says why.
    case invalidRegion(String)

    /// A one-line explanation.
    package var description: String {
        switch self {
        case .nonPositiveInterval: return "time interval must be greater than 0"
        case .nonFiniteInterval: return "time interval must be a finite number of seconds"
        case .repeatingIntervalBelow60: return "time interval must be at least 60 if repeating"
        case .emptyCalendarComponents: return "calendar trigger needs at least one date component"
        case .invalidComponent(let reason): return "invalid date component: \(reason)"
        case .unknownTimeZone(let identifier): return "unknown time zone \"\(identifier)\""
        case .invalidRegion(let reason): return "invalid region: \(reason)"
        }
    }
}
