import Foundation

/// A moment as a wall clock in one time zone shows it (the Gregorian calendar, also before 1582), worked out from the zone's
/// offset at that moment with integer arithmetic: the centre's status line and event log format several times a
/// frame, where a `Calendar` and `String(format:)` each cost microseconds.
package struct CivilTime: Sendable, Hashable {
    package var year: Int, month: Int, day: Int
    package var hour: Int, minute: Int, second: Int

    /// `date` on a wall clock in `timeZone` (whole seconds, rounded down).
    package init(_ date: Date, timeZone: TimeZone) {
        let local = Int(date.timeIntervalSince1970.rounded(.down)) + timeZone.secondsFromGMT(for: date)
        let (days, seconds) = Self.floorDivision(local, 86_400)
        (hour, minute, second) = (seconds / 3_600, seconds / 60 % 60, seconds % 60)
        // Days since 1970-01-01 to a civil date, counting in 400-year eras of 146,097 days from 0000-03-01.
        let (era, dayOfEra) = Self.floorDivision(days + 719_468, 146_097)
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    }

    /// `HH:MM:SS`.
    package var timeText: String { Self.padded(hour, 2) + ":" + Self.padded(minute, 2) + ":" + Self.padded(second, 2) }

    /// `YYYY-MM-DD HH:MM:SS`.
    package var dateTimeText: String { Self.padded(year, 4) + "-" + Self.padded(month, 2) + "-" + Self.padded(day, 2) + " " + timeText }

    private static func floorDivision(_ value: Int, _ divisor: Int) -> (quotient: Int, remainder: Int) {
        let remainder = (value % divisor + divisor) % divisor
        return ((value - remainder) / divisor, remainder)
    }

    private static func padded(_ value: Int, _ digits: Int) -> String {
        let text = String(value)
        return text.count >= digits ? text : String(repeating: "0", count: digits - text.count) + text
    }
}
