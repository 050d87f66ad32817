import Foundation
import NotiCore

extension AppModel {
    /// Seconds notisim's clock moves on before an open content extension hears it again.
    static let contentClockStep: Double = 1

    /// The seconds since the open extension's view loaded, on notisim's clock, when it follows the clock and has
    /// loaded; nil otherwise.
    private var openExtensionClockSeconds: Double? {
        guard let open = expanded?.contentExtension, open.loaded, open.followsClock, let loadedAt = open.loadedAt else { return nil }
        // Whole milliseconds: a clock moved 3 s on reads 3, not 2.9999999.
        return (now.timeIntervalSince(loadedAt) * 1000).rounded() / 1000
    }

    /// Tells the open content extension that notisim's clock moved on, when it follows the clock, has loaded, no such
    /// call is under way and at least a second passed since it last heard
    /// (docs/rules/content-extensions.md#extension-code-against-the-uikit-subset). A paused clock never moves, so it sends none.
    mutating func advanceContentExtensionClock() -> [AppEffect] {
        guard let seconds = openExtensionClockSeconds, var open = expanded?.contentExtension, !open.clockCallOut,
              seconds >= open.clockSecondsSent + Self.contentClockStep else { return [] }
        open.clockCallOut = true
        open.clockSecondsSent = seconds
        expanded?.contentExtension = open
        return [.extensionCall(.contentClock(session: open.session, seconds: seconds))]
    }

    /// When the open content extension next hears the clock: a second after it last did; nil while a call is under
    /// way or none follows the clock.
    var contentClockDeadline: Date? {
        guard let open = expanded?.contentExtension, open.loaded, open.followsClock, !open.clockCallOut,
              let loadedAt = open.loadedAt else { return nil }
        return loadedAt + open.clockSecondsSent + Self.contentClockStep
    }
}
