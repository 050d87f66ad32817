import Foundation

/// Fills `{{key}}` bindings in a Live Activity layout's text from the content state (then the attributes).
/// `{{key|time}}` shows a date as `H:MM`; `{{key|timer}}` counts to (or from) a date on notisim's clock as `M:SS`
/// or `H:MM:SS`. Dates are read as Swift's `Codable` default writes them: seconds since 2001-01-01.
/// docs/rules/live-activities.md#content-state-bindings.
package enum LiveActivityBinding {
    /// What an unknown key or an unusable value shows.
    package static let missing = "—"

    /// `template` with every binding filled.
    package static func fill(_ template: String, state: JSONValue, attributes: JSONValue, now: Date, timeZone: TimeZone) -> String {
        guard template.contains("{{") else { return template }
        var result = ""
        var rest = Substring(template)
        while let open = rest.range(of: "{{"), let close = rest[open.upperBound...].range(of: "}}") {
            result += rest[..<open.lowerBound]
            let binding = rest[open.upperBound..<close.lowerBound].split(separator: "|", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            let key = binding.first ?? ""
            let value = state[key] ?? attributes[key]
            result += format(value, as: binding.count > 1 ? binding[1] : "", now: now, timeZone: timeZone)
            rest = rest[close.upperBound...]
        }
        return result + rest
    }

    private static func format(_ value: JSONValue?, as style: String, now: Date, timeZone: TimeZone) -> String {
        guard let value else { return missing }
        switch style {
        case "time":
            guard let seconds = value.doubleValue else { return missing }
            return LockScreenClock.time(Date(timeIntervalSinceReferenceDate: seconds), timeZone: timeZone)
        case "timer":
            guard let seconds = value.doubleValue else { return missing }
            return timer(abs(Date(timeIntervalSinceReferenceDate: seconds).timeIntervalSince(now)))
        default:
            switch value {
            case .string(let text): return text
            case .number(let number): return number.literal
            case .bool(let flag): return flag ? "true" : "false"
            default: return missing
            }
        }
    }

    /// `M:SS` under an hour, else `H:MM:SS`.
    static func timer(_ interval: TimeInterval) -> String {
        let total = Int(interval.rounded(.down))
        let (hours, minutes, seconds) = (total / 3600, total / 60 % 60, total % 60)
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        return hours > 0 ? "\(hours):\(two(minutes)):\(two(seconds))" : "\(minutes):\(two(seconds))"
    }
}

/// `H:MM` of a moment in a time zone, as the lock screen writes the time.
package enum LockScreenClock {
    package static func time(_ date: Date, timeZone: TimeZone) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.hour, .minute], from: date)
        let minute = parts.minute ?? 0
        return "\(parts.hour ?? 0):\(minute < 10 ? "0" : "")\(minute)"
    }
}
