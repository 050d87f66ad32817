import Foundation
import NotiCore

/// The event log's entries as the log pane wrapped them in earlier frames: an entry never changes once logged, so
/// each frame wraps only the entries it had not shown at that width. Forgotten when the time zone changes (the
/// times in the lines) and when more than 512 are kept (a few panes of them).
final class LogLineMemo: Sendable {
    private struct Key: Hashable, Sendable {
        var entry: LogEntry
        var width: Int
    }

    private let lines = GenerationMemo<TimeZone, Key, [String]>(capacity: 512)

    /// `entry`'s lines at `width` in `timeZone`, wrapped by `wrap` when they are not kept.
    func lines(of entry: LogEntry, width: Int, timeZone: TimeZone, wrap: () -> [String]) -> [String] {
        lines.value(for: Key(entry: entry, width: width), in: timeZone, make: wrap)
    }
}
