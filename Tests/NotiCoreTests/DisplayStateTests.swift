import Foundation
import Testing
@testable import NotiCore

/// docs/rules/live-activities.md#the-screen-lights-up: what lights a sleeping display, for how long, on a manual clock.
@Suite("The screen lights up")
struct DisplayStateTests {
    let t0 = Date(timeIntervalSince1970: 1_700_000_000)

    private func lockedAsleep() -> DeviceState {
        var device = DeviceState(isLocked: true)
        device.display.set(asleep: true)
        return device
    }

    @Test("a sleeping display lit by an arrival stays lit 10 s on the notisim clock, then dims")
    func litForTenSecondsThenDims() {
        var display = DisplayState(asleep: true)
        #expect(display.isDark(at: t0))
        let lit = display.light(at: t0)
        #expect(lit)
        #expect(!display.isDark(at: t0 + 9.9) && display.isLit(at: t0 + 9.9))
        let early = display.dimIfDue(at: t0 + 9.9)
        let due = display.dimIfDue(at: t0 + DisplayState.litSeconds)
        #expect(!early && due)
        #expect(display.isDark(at: t0 + DisplayState.litSeconds) && display.asleep)
        #expect(DisplayState.litSeconds == 10)
    }

    @Test("an awake display has nothing to light; waking and sleeping forget the lit time")
    func awakeDisplayIsNotLit() {
        var display = DisplayState()
        let lit = display.light(at: t0)
        #expect(!lit && !display.isDark(at: t0) && !display.isLit(at: t0))
        display.set(asleep: true)
        _ = display.light(at: t0)
        display.set(asleep: false)
        #expect(display.litUntil == nil && !display.isDark(at: t0))
    }

    @Test("a notification reaching the lock screen lights it; a passive one and one Focus silences do not")
    func whatLightsTheScreen() {
        let active = decidePresentation(PresentationInput(content: content(), settings: authorized(), device: lockedAsleep()))
        #expect(active.lockScreen && active.lightsUpScreen)
        let passive = decidePresentation(PresentationInput(content: content(level: .passive), settings: authorized(), device: lockedAsleep()))
        #expect(passive.lockScreen && !passive.lightsUpScreen)
        var focused = lockedAsleep()
        focused.focus = .doNotDisturb
        let silenced = decidePresentation(PresentationInput(content: content(), settings: authorized(), device: focused))
        #expect(!silenced.lightsUpScreen)
        var lockScreenOff = authorized()
        lockScreenOff.lockScreen = false
        #expect(!decidePresentation(PresentationInput(content: content(), settings: lockScreenOff, device: lockedAsleep())).lightsUpScreen)
    }

    @Test("the display's sleep and lit time are saved with the device; an older state without them is awake")
    func displayIsSaved() throws {
        var device = lockedAsleep()
        _ = device.display.light(at: t0)
        let decoded = try JSONDecoder().decode(DeviceState.self, from: JSONEncoder().encode(device))
        #expect(decoded.display == device.display && decoded.display.asleep)
        let old = try JSONDecoder().decode(DeviceState.self, from: Data(#"{"isLocked":true,"ringerMuted":false}"#.utf8))
        #expect(!old.display.asleep)
    }
}
