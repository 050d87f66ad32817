import Foundation

/// Finds the next moment a `DateMatch` occurs, with Foundation's Gregorian calendar.
///
/// Only the given components matter; components smaller than the smallest given one count as their minimum
/// (hour 8 alone = 08:00:00). Daylight-saving rules, as Foundation's `.nextTime` policy with `.first` repeated time:
/// - a wall time skipped by a spring-forward change fires at the first existing moment after the gap
///   (02:30 on the New York spring-forward day fires at 03:00 EDT);
/// - a wall time that occurs twice on a fall-back day fires once, at its first occurrence, when an hour is given;
///   a match without an hour ("every hour at :30") fires in both real hours.
/// A day that does not exist in some month (day 31, February 29) is skipped, never moved to the next day.
/// The decision is in docs/rules/requests.md#triggers.
enum CalendarMatching {
    /// How many substituted candidates (dates moved to a non-matching day) are skipped before giving up on `.nextTime`.
    private static let substitutionLimit = 16

    /// The first moment strictly after `date` matching `match`, in the match's time zone or else `deviceTimeZone`;
    /// nil when the match can never occur again or names an unknown time zone.
    static func nextDate(matching match: DateMatch, after date: Date, deviceTimeZone: TimeZone) -> Date? {
        guard !match.isEmpty, let calendar = calendar(for: match, deviceTimeZone: deviceTimeZone) else { return nil }
        let components = match.dateComponents
        var cursor = date
        for _ in 0..<substitutionLimit {
            guard let candidate = calendar.nextDate(after: cursor, matching: components, matchingPolicy: .nextTime,
                                                    repeatedTimePolicy: .first, direction: .forward) else { return nil }
            if match.dayMatches(candidate, in: calendar) { return candidate }
            cursor = candidate
        }
        return calendar.nextDate(after: cursor, matching: components, matchingPolicy: .strict,
                                 repeatedTimePolicy: .first, direction: .forward)
    }

    /// Whether the match uses the device's time zone (and so moves when the device's zone changes).
    static func followsDeviceTimeZone(_ match: DateMatch) -> Bool {
        match.timeZone == nil
    }

    private static func calendar(for match: DateMatch, deviceTimeZone: TimeZone) -> Calendar? {
        var calendar = Calendar(identifier: .gregorian)
        if let identifier = match.timeZone {
            guard let zone = TimeZone(identifier: identifier) else { return nil }
            calendar.timeZone = zone
        } else {
            calendar.timeZone = deviceTimeZone
        }
        return calendar
    }
}

extension DateMatch {
    /// The components as Foundation's `DateComponents` (without the time zone, which goes on the calendar).
    var dateComponents: DateComponents {
        DateComponents(year: year, month: month, day: day, hour: hour, minute: minute, second: second, weekday: weekday)
    }

    /// Whether the day-level components (year, month, day, weekday) that are given agree with `date`.
    func dayMatches(_ date: Date, in calendar: Calendar) -> Bool {
        let actual = calendar.dateComponents([.year, .month, .day, .weekday], from: date)
        return (year == nil || year == actual.year) && (month == nil || month == actual.month)
            && (day == nil || day == actual.day) && (weekday == nil || weekday == actual.weekday)
    }
}
