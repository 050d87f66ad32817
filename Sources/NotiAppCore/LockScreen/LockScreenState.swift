import NotiLayout

/// The lock screen's own state: how it displays its notifications (the Display As setting, iOS 16+) and whether `↑`
/// unfolded a count or a stack into the list (docs/rules/presentation.md#lock-screen-display-as).
package struct LockScreenState: Sendable, Hashable {
    /// A change of the lock screen.
    package enum Message: Sendable, Hashable {
        /// Display As chosen (`:display-as`, or taken back from a saved state): what was unfolded folds again.
        case displayAs(LockScreenDisplay)
        /// `↑` unfolded the notifications into the list.
        case reveal
        /// The device locked: the list folds back into the setting.
        case locked
    }

    /// The Display As setting: count, stack or list.
    package private(set) var display = LockScreenDisplay.standard
    /// Whether the notifications show as a list although the setting folds them.
    package private(set) var revealed = false

    package init() {}

    /// Whether `↑` unfolds the notifications now: where iOS honours Display As, while folded, with notifications to show.
    package func unfolds(honoursDisplayAs: Bool, hasNotifications: Bool) -> Bool {
        honoursDisplayAs && display != .list && !revealed && hasNotifications
    }

    /// Carries out `message`.
    package mutating func update(_ message: Message) {
        switch message {
        case .displayAs(let chosen):
            display = chosen
            revealed = false
        case .reveal:
            revealed = true
        case .locked:
            revealed = false
        }
    }
}
