import Foundation

/// The device's Scheduled Summary times (iOS 15+): when the notifications held for the summary are delivered
/// together (docs/rules/summary.md#scheduled-summary).
package struct SummarySchedule: Sendable, Hashable, Codable {
    /// iOS allows at most this many summaries a day.
    package static let maximumTimes = 12
    /// iOS's default: 08:00 and 18:00.
    package static let standard = SummarySchedule(sortedMinutes: [8 * 60, 18 * 60])

    /// Minutes after local midnight, ascending, each once.
    package let minutes: [Int]

    private init(sortedMinutes: [Int]) { minutes = sortedMinutes }

    /// A schedule of these minutes after midnight; refused when empty, more than 12, or outside one day.
    package init(minutes: [Int]) throws(SummaryScheduleError) {
        let unique = Array(Set(minutes)).sorted()
        guard !unique.isEmpty else { throw .empty }
        guard unique.count <= Self.maximumTimes else { throw .tooMany(unique.count) }
        if let bad = unique.first(where: { !(0..<(24 * 60)).contains($0) }) { throw .outOfRange(String(bad)) }
        self.minutes = unique
    }

    /// Parses `"08:00,18:00"` (commas, optional spaces); hours 0–23, minutes 0–59.
    package init(parsing text: String) throws(SummaryScheduleError) {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        var minutes: [Int] = []
        for part in parts {
            minutes.append(try Self.minutes(of: part))
        }
        try self.init(minutes: minutes)
    }

    /// The minutes after midnight of one `HH:MM` time.
    package static func minutes(of time: String) throws(SummaryScheduleError) -> Int {
        let fields = time.split(separator: ":", omittingEmptySubsequences: false)
        guard fields.count == 2, fields.allSatisfy({ (1...2).contains($0.count) && $0.allSatisfy(\.isASCII) }),
              let hour = Int(fields[0]), let minute = Int(fields[1]) else { throw .malformed(time) }
        guard (0...23).contains(hour), (0...59).contains(minute) else { throw .outOfRange(time) }
        return hour * 60 + minute
    }

    /// `"08:00, 18:00"`.
    package var text: String { minutes.map(Self.clockText).joined(separator: ", ") }

    /// `"08:00"` for 480.
    package static func clockText(_ minutes: Int) -> String {
        let hour = minutes / 60, minute = minutes % 60
        return (hour < 10 ? "0" : "") + String(hour) + ":" + (minute < 10 ? "0" : "") + String(minute)
    }

    /// The first summary time strictly after `date` in `timeZone`.
    package func next(after date: Date, timeZone: TimeZone) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let midnight = calendar.startOfDay(for: date)
        for day in 0...2 {
            guard let start = calendar.date(byAdding: .day, value: day, to: midnight) else { continue }
            for minute in minutes {
                let components = DateComponents(hour: minute / 60, minute: minute % 60)
                if let time = calendar.date(byAdding: components, to: start), time > date { return time }
            }
        }
        return date.addingTimeInterval(86_400)
    }
}

/// Why summary times were refused.
package enum SummaryScheduleError: Error, Sendable, Hashable, CustomStringConvertible {
    case empty
    case tooMany(Int)
    case malformed(String)
    case outOfRange(String)

    package var description: String {
        switch self {
        case .empty: return "no summary time given; expected HH:MM[,HH:MM…]"
        case .tooMany(let count): return "\(count) summary times; iOS allows at most \(SummarySchedule.maximumTimes)"
        case .malformed(let text): return "\"\(text)\" is not a time HH:MM"
        case .outOfRange(let text): return "\"\(text)\" is out of range (00:00–23:59)"
        }
    }
}
