import Foundation

/// The device's display: awake, or asleep — dark, except while an arrival lights it for a while.
/// docs/rules/live-activities.md#the-screen-lights-up.
package struct DisplayState: Sendable, Hashable, Codable {
    /// How long an arrival keeps a sleeping display lit, on the notisim clock. Apple documents no duration; the lock
    /// screen is reported to stay lit about ten seconds.
    package static let litSeconds: TimeInterval = 10

    /// The display is asleep (`display sleep`, the `z` key): the lock screen is dark until something lights it.
    package private(set) var asleep = false
    /// Until when an arrival keeps the sleeping display lit.
    package private(set) var litUntil: Date?

    package init(asleep: Bool = false) { self.asleep = asleep }

    /// Whether the display shows nothing at `now`: asleep and not lit.
    package func isDark(at now: Date) -> Bool { asleep && !isLit(at: now) }

    /// Whether an arrival is lighting the sleeping display at `now`.
    package func isLit(at now: Date) -> Bool { asleep && litUntil.map { now < $0 } == true }

    /// An arrival that lights the screen (`Presentation.lightsUpScreen`, a Live Activity alert): a sleeping display
    /// stays lit `litSeconds` from `now`. Answers whether anything changed (an awake display has nothing to light).
    package mutating func light(at now: Date) -> Bool {
        guard asleep else { return false }
        litUntil = now + Self.litSeconds
        return true
    }

    /// Dims a lit display whose time is up at `now`; answers whether it did.
    package mutating func dimIfDue(at now: Date) -> Bool {
        guard let litUntil, now >= litUntil else { return false }
        self.litUntil = nil
        return true
    }

    /// The side button: the display goes to sleep (dark) or wakes and stays on.
    package mutating func set(asleep: Bool) {
        self.asleep = asleep
        litUntil = nil
    }
}
