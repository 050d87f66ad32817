import Foundation
import NotiCore
import Testing

/// Parses an ISO 8601 date with offset, e.g. "2026-03-08T02:30:00-05:00"; records an issue on bad input.
func isoDate(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> Date {
    let formatter = ISO8601DateFormatter()
    guard let date = formatter.date(from: text) else {
        Issue.record("bad test date \(text)", sourceLocation: sourceLocation)
        return Date(timeIntervalSinceReferenceDate: 0)
    }
    return date
}

/// Renders a date as ISO 8601 in `zone`, so expectations read as local wall times with their offset.
func localISO(_ date: Date?, in zone: String) -> String? {
    guard let date, let timeZone = TimeZone(identifier: zone) else { return nil }
    let formatter = ISO8601DateFormatter()
    formatter.timeZone = timeZone
    return formatter.string(from: date)
}

/// A time zone known to exist in the test environment.
func zone(_ identifier: String) -> TimeZone {
    TimeZone(identifier: identifier) ?? TimeZone(secondsFromGMT: 0) ?? .current
}

/// A key of the test app.
func key(_ identifier: String, app: String = "com.example.app") -> ScheduleKey {
    ScheduleKey(bundleID: app, identifier: identifier)
}

/// A fixed start instant: Monday 2026-01-05 00:00:00 UTC.
let testStart = isoDate("2026-01-05T00:00:00Z")
