import NotiCore
import NotiTerminalPort

/// What is selected of the settings screen's Scheduled Summary: the entry above the app list, or a time on its page
/// (docs/rules/summary.md#scheduled-summary).
package enum SummarySettingsSelection: Sendable, Hashable {
    /// The "Scheduled Summary" line of Settings › Notifications.
    case entry
    /// The page of times, the time at this index selected.
    case time(Int)
}

extension AppModel {
    /// How far `+` and `-` move the selected summary time, in minutes.
    static let summaryTimeStep = 15

    /// Keys on the Scheduled Summary entry and its page: `↑↓` select, `Enter` opens the times, `a` adds one, `x`
    /// removes the selected, `+` / `-` move it 15 minutes, `Esc` goes back. Each change applies as `summary at` does.
    mutating func handleSummarySettings(_ key: Key) -> [AppEffect] {
        guard case .time(let index)? = summary.settingsSelection else {
            switch key {
            case .up: summary.update(.select(.entry))
            case .down: summary.update(.select(nil))
            case .enter, .space, .right: summary.update(.select(.time(0)))
            case .escape:
                summary.update(.select(nil))
                return show(.device)
            default: break
            }
            return []
        }
        let schedule = system.summarySchedule
        switch key {
        case .up: summary.update(.select(.time(max(0, index - 1))))
        case .down: summary.update(.select(.time(min(schedule.minutes.count - 1, index + 1))))
        case .escape, .left: summary.update(.select(.entry))
        case KeyMap.addKey:
            guard let added = schedule.addingTime() else {
                notice = "Scheduled Summary: iOS allows at most \(SummarySchedule.maximumTimes) summaries a day"
                return []
            }
            return setSummarySchedule(added.schedule, selecting: added.index)
        case KeyMap.dismissKey, .backspace, .delete:
            guard let removed = schedule.removingTime(at: index) else {
                notice = "Scheduled Summary: one summary time stays"
                return []
            }
            return setSummarySchedule(removed, selecting: min(index, removed.minutes.count - 1))
        case KeyMap.laterKey, KeyMap.earlierKey:
            let delta = key == KeyMap.laterKey ? Self.summaryTimeStep : -Self.summaryTimeStep
            guard let moved = schedule.movingTime(at: index, by: delta) else { return [] }
            return setSummarySchedule(moved.schedule, selecting: moved.index)
        default: break
        }
        return []
    }

    /// Applies edited summary times as `summary at` does (the log says the new times), keeping the edited time selected.
    private mutating func setSummarySchedule(_ schedule: SummarySchedule, selecting index: Int) -> [AppEffect] {
        summary.update(.select(.time(index)))
        return apply(system.setSummarySchedule(schedule))
    }
}
