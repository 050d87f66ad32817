import Foundation
import NotiCore
import NotiWorkspace

extension Command {
    /// `activity start TYPE [app=BUNDLE] [stale=DURATION] [relevance=N] [channel=ID] KEY=VALUE…`, `activity end ID [dismiss=DURATION]`,
    /// `activity tap ID` and `activity press ID N [island]`.
    /// A value that is a number is a number; `+DURATION` is a date that far ahead on the notisim clock.
    static func parseActivity(_ args: [String]) throws(CommandError) -> Command {
        switch args.first {
        case "start":
            guard args.count >= 2 else { throw CommandError("activity start: expected TYPE [app=BUNDLE] KEY=VALUE…") }
            var spec = LiveActivityStartSpec(typeName: args[1], bundleID: nil, values: [], staleAfter: nil, relevance: nil)
            for word in args.dropFirst(2) {
                guard let equals = word.firstIndex(of: "="), equals != word.startIndex else {
                    throw CommandError("activity start: expected KEY=VALUE, got \"\(word)\"")
                }
                let key = String(word[..<equals]), value = String(word[word.index(after: equals)...])
                switch key {
                case "app": spec.bundleID = value
                case "channel": spec.channelID = value
                case "stale": spec.staleAfter = try duration(value, key: key)
                case "relevance":
                    guard let score = Double(value), score.isFinite else { throw CommandError("activity start: relevance \"\(value)\" is not a number") }
                    spec.relevance = score
                default:
                    if value.hasPrefix("+") {
                        spec.values.append((key, .number(JSONNumber(try duration(String(value.dropFirst()), key: key)))))
                        spec.relativeDateKeys.insert(key)
                    } else if let number = Double(value), number.isFinite {
                        spec.values.append((key, .number(JSONNumber(number))))
                    } else {
                        spec.values.append((key, .string(value)))
                    }
                }
            }
            return .activityStart(spec)
        case "end":
            guard (2...3).contains(args.count) else { throw CommandError("activity end: expected ID [dismiss=DURATION]") }
            var dismissAfter: Double?
            if args.count == 3 {
                guard args[2].hasPrefix("dismiss=") else { throw CommandError("activity end: expected dismiss=DURATION, got \"\(args[2])\"") }
                dismissAfter = try duration(String(args[2].dropFirst("dismiss=".count)), key: "dismiss")
            }
            return .activityEnd(id: args[1], dismissAfter: dismissAfter)
        case "tap":
            guard args.count == 2 else { throw CommandError("activity tap: expected ID") }
            return .activityTap(id: args[1])
        case "press":
            guard (3...4).contains(args.count), let button = Int(args[2]), button >= 1 else {
                throw CommandError("activity press: expected ID N [island], N a button's number from 1")
            }
            guard args.count == 3 || args[3] == "island" else { throw CommandError("activity press: expected island, got \"\(args[3])\"") }
            return .activityPress(id: args[1], button: button, island: args.count == 4)
        default:
            throw CommandError("activity: expected start, end, tap or press")
        }
    }

    private static func duration(_ text: String, key: String) throws(CommandError) -> Double {
        if text == "now" { return 0 }
        guard let seconds = DurationText.seconds(text) else { throw CommandError("activity: \(key) \"\(text)\" is not a duration such as 30s or 5m") }
        return seconds
    }
}
