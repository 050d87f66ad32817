import Foundation
import NotiCore

/// The display asleep and lit: docs/rules/live-activities.md#the-screen-lights-up.
extension AppModel {
    /// Whether the device's screen shows nothing now: the display asleep and not lit by an arrival.
    package var displayIsDark: Bool { system.device.display.isDark(at: now) }

    /// The side button (`display sleep|wake`, the `z` key): asleep, the device locks and the lock screen goes dark;
    /// awake, the lock screen shows again (still locked).
    mutating func setDisplayAsleep(_ asleep: Bool) -> [AppEffect] {
        var effects = asleep && !system.device.isLocked ? setLocked(true) : []
        guard system.device.display.asleep != asleep || system.device.display.isLit(at: now) else { return effects }
        var state = system.device
        state.display.set(asleep: asleep)
        note(.user, asleep ? "display asleep: the lock screen is dark" : "display awake")
        effects += apply(system.setDevice(state))
        return effects
    }

    /// An arrival that lights the screen (`Presentation.lightsUpScreen`, a Live Activity alert): a sleeping display is
    /// lit for `DisplayState.litSeconds` on the notisim clock, and the log says what lit it.
    mutating func lightDisplay(by what: @autoclosure () -> String, app bundleID: String) {
        guard system.device.display.light(at: now) else { return }
        note(.system, "display lit by \(what()) for \(Int(DisplayState.litSeconds)) s", app: bundleID)
    }

    /// Dims a lit display whose time is up (it is asleep again).
    mutating func dimDisplayIfDue() {
        guard system.device.display.dimIfDue(at: now) else { return }
        note(.system, "display dims: asleep again")
    }

    /// When a lit display dims, for the clock's next deadline.
    var displayDimTime: Date? { system.device.display.isLit(at: now) ? system.device.display.litUntil : nil }
}
