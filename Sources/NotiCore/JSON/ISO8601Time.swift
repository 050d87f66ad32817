import Foundation

/// ISO 8601 times in UTC (`2026-11-22T07:36:51Z`, or `2026-11-22T07:36:51.320Z` with milliseconds), as
/// Foundation's ISO 8601 format style writes them, without its formatter: the logs write one per line.
package enum ISO8601Time {
    /// `date` in UTC; the fraction of a second is dropped, or kept to the millisecond with `milliseconds`.
    package static func string(_ date: Date, milliseconds: Bool = false) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(24)
        append(date, milliseconds: milliseconds, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// Appends `date` (UTC; whole seconds, or milliseconds with `milliseconds`) as UTF-8 to `out`.
    package static func append(_ date: Date, milliseconds: Bool = false, to out: inout [UInt8]) {
        let totalMilliseconds = Int((date.timeIntervalSince1970 * 1000).rounded(.down))
        let seconds = totalMilliseconds >= 0 ? totalMilliseconds / 1000 : (totalMilliseconds - 999) / 1000
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        let secondOfDay = seconds - days * 86_400
        let (year, month, day) = civilDate(daysSince1970: days)
        out.reserveCapacity(out.count + 32)
        appendDigits(year, width: 4, to: &out)
        out.append(UInt8(ascii: "-"))
        appendDigits(month, width: 2, to: &out)
        out.append(UInt8(ascii: "-"))
        appendDigits(day, width: 2, to: &out)
        out.append(UInt8(ascii: "T"))
        appendDigits(secondOfDay / 3600, width: 2, to: &out)
        out.append(UInt8(ascii: ":"))
        appendDigits(secondOfDay / 60 % 60, width: 2, to: &out)
        out.append(UInt8(ascii: ":"))
        appendDigits(secondOfDay % 60, width: 2, to: &out)
        if milliseconds {
            out.append(UInt8(ascii: "."))
            appendDigits(totalMilliseconds - seconds * 1000, width: 3, to: &out)
        }
        out.append(UInt8(ascii: "Z"))
    }

    /// The proleptic Gregorian date of a day counted from 1970-01-01 (the civil-from-days algorithm).
    static func civilDate(daysSince1970: Int) -> (year: Int, month: Int, day: Int) {
        let shifted = daysSince1970 + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    /// Appends `value` in decimal, zero-padded to `width` digits (a minus sign first when negative).
    private static func appendDigits(_ value: Int, width: Int, to out: inout [UInt8]) {
        if value < 0 { out.append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        let capacity = 24
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { digits in
            var start = capacity
            repeat {
                start -= 1
                digits[start] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
            } while magnitude > 0
            while capacity - start < min(width, capacity) {
                start -= 1
                digits[start] = UInt8(ascii: "0")
            }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: digits[start...]))
        }
    }
}
