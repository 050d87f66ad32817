import NotiApp
import NotiAppCore
import Testing

/// The overlay's own state, through its messages alone.
@Suite("Overlay state")
struct OverlayStateTests {
    @Test("showing an overlay replaces the one shown and starts the help at its top; closing clears both")
    func openAndClose() {
        var state = OverlayState()
        state.update(.show(.help))
        state.update(.scrollHelp(rows: 5, last: 10))
        #expect(state.shown == .help && state.helpScroll == 5)
        state.update(.show(.commandLine("")))
        #expect(state.shown == .commandLine("") && state.helpScroll == 0)
        state.update(.show(.help))
        #expect(state.helpScroll == 0)
        state.update(.close)
        #expect(state.shown == nil && state.helpScroll == 0)
    }

    @Test("the help scrolls within its rows: never above the top nor past the last first row, and not while hidden")
    func helpScrollStaysInRange() {
        var state = OverlayState()
        state.update(.scrollHelp(rows: 3, last: 10))
        #expect(state.helpScroll == 0)
        state.update(.show(.help))
        state.update(.scrollHelp(rows: -4, last: 10))
        #expect(state.helpScroll == 0)
        state.update(.scrollHelp(rows: 25, last: 10))
        #expect(state.helpScroll == 10)
        state.update(.scrollHelp(rows: -3, last: 10))
        #expect(state.helpScroll == 7)
    }

    @Test("the command line takes typed text; backspace erases its last character, then closes it once empty")
    func commandLineEditing() {
        var state = OverlayState()
        state.update(.typed("x"))
        #expect(state.shown == nil)
        state.update(.show(.commandLine("")))
        state.update(.typed("o"))
        state.update(.typed("s"))
        state.update(.typed(" 한"))
        #expect(state.shown == .commandLine("os 한"))
        state.update(.erased)
        #expect(state.shown == .commandLine("os "))
        for _ in 0..<3 { state.update(.erased) }
        #expect(state.shown == .commandLine(""))
        state.update(.erased)
        #expect(state.shown == nil)
    }

    @Test("the push menu's selection moves among the pushes and stops at the first and the last")
    func pushMenuSelection() {
        var state = OverlayState()
        state.update(.show(.pushMenu(selected: 0)))
        state.update(.movePushMenu(rows: -1, count: 3))
        #expect(state.shown == .pushMenu(selected: 0))
        for _ in 0..<5 { state.update(.movePushMenu(rows: 1, count: 3)) }
        #expect(state.shown == .pushMenu(selected: 2))
        state.update(.movePushMenu(rows: 1, count: 0))
        #expect(state.shown == .pushMenu(selected: 0))
        state.update(.show(.help))
        state.update(.movePushMenu(rows: 1, count: 3))
        #expect(state.shown == .help)
    }
}
