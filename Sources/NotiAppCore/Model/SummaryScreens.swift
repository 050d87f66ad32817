import NotiCore

/// What the device shows of Scheduled Summary besides the centre: the last summary's card on the device screen until
/// `x` dismisses it, and what is selected on Settings' Scheduled Summary entry and its page of times. A sub-model of
/// `AppModel`, changed only through its messages.
package struct SummaryScreens: Sendable, Hashable {
    /// The last Scheduled Summary delivered, shown on the device screen until dismissed.
    package private(set) var card: SummaryCard?
    /// The Settings screen's Scheduled Summary entry or times page, when selected (AppModel+SummarySettings.swift).
    package private(set) var settingsSelection: SummarySettingsSelection?

    /// A change of what the summary screens show.
    package enum Message: Sendable, Hashable {
        /// A summary was delivered: its card shows (replacing an earlier one).
        case delivered(SummaryCard)
        /// The card was dismissed.
        case dismissCard
        /// The selection on Settings' Scheduled Summary entry or times page; nil leaves them for the app list.
        case select(SummarySettingsSelection?)
    }

    package init() {}

    /// Applies a change.
    package mutating func update(_ message: Message) {
        switch message {
        case .delivered(let delivered): card = delivered
        case .dismissCard: card = nil
        case .select(let selection): settingsSelection = selection
        }
    }
}
