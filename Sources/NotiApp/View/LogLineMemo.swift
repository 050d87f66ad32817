import Foundation
import NotiCore

/// The event log's entries as the log pane wrapped them in earlier frames: an entry never changes once logged, so
/// each frame wraps only the entries it had not shown at that width. Forgotten when the time zone changes (the
/// times in the lines) and when more than ``capacity`` are kept.
final class LogLineMemo: Sendable {
    private struct Key: Hashable {
        var entry: LogEntry
        var width: Int
    }

    /// The most wrapped entries kept (a few panes of them).
    static let capacity = 512

    private let state = LockedState<(timeZone: TimeZone?, lines: [Key: [String]])>((nil, [:]))

    /// `entry`'s lines at `width` in `timeZone`, wrapped by `wrap` when they are not kept.
    func lines(of entry: LogEntry, width: Int, timeZone: TimeZone, wrap: () -> [String]) -> [String] {
        let key = Key(entry: entry, width: width)
        let kept = state.withLock { state -> [String]? in
            if state.timeZone != timeZone || state.lines.count >= Self.capacity { state = (timeZone, [:]) }
            return state.lines[key]
        }
        if let kept { return kept }
        let lines = wrap()
        state.withLock { state in if state.timeZone == timeZone { state.lines[key] = lines } }
        return lines
    }
}
