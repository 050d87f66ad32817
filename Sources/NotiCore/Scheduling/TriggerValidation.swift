import Foundation

extension NotificationTrigger {
    /// Checks the trigger the way UserNotifications does when it is created or added (docs/rules/requests.md#triggers).
    package func validate() throws(TriggerError) {
        switch self {
        case .timeInterval(let seconds, let repeats):
            guard seconds.isFinite else { throw .nonFiniteInterval }
            guard seconds > 0 else { throw .nonPositiveInterval }
            if repeats && seconds < 60 { throw .repeatingIntervalBelow60 }
        case .calendar(let match, _):
            try match.validate()
        case .location(let region, _):
            try region.validate()
        case .push:
            return
        }
    }
}

extension DateMatch {
    /// Checks that at least one component is given, each is in range, and the day can occur in the month.
    package func validate() throws(TriggerError) {
        guard !isEmpty else { throw .emptyCalendarComponents }
        let ranges: [(String, Int?, ClosedRange<Int>)] = [
            ("year", year, 1...9999), ("month", month, 1...12), ("day", day, 1...31),
            ("hour", hour, 0...23), ("minute", minute, 0...59), ("second", second, 0...59),
            ("weekday", weekday, 1...7),
        ]
        for (name, value, range) in ranges {
            if let value, !range.contains(value) {
                throw .invalidComponent("\(name) \(value) is outside \(range.lowerBound)...\(range.upperBound)")
            }
        }
        if let month, let day, day > Self.longestDay(ofMonth: month) {
            throw .invalidComponent("day \(day) never occurs in month \(month)")
        }
        if let timeZone, TimeZone(identifier: timeZone) == nil {
            throw .unknownTimeZone(timeZone)
        }
    }

    private static func longestDay(ofMonth month: Int) -> Int {
        switch month {
        case 2: return 29
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }
}

extension CircularRegion {
    /// Checks the identifier, centre and radius.
    package func validate() throws(TriggerError) {
        guard !identifier.isEmpty else { throw .invalidRegion("the identifier is empty") }
        guard latitude.isFinite, (-90...90).contains(latitude) else {
            throw .invalidRegion("\(identifier): latitude \(latitude) is outside -90...90")
        }
        guard longitude.isFinite, (-180...180).contains(longitude) else {
            throw .invalidRegion("\(identifier): longitude \(longitude) is outside -180...180")
        }
        guard radius.isFinite, radius > 0 else {
            throw .invalidRegion("\(identifier): radius \(radius) must be a finite number of metres greater than 0")
        }
        guard notifyOnEntry || notifyOnExit else {
            throw .invalidRegion("\(identifier): neither notifyOnEntry nor notifyOnExit is set, so it can never fire")
        }
    }
}
