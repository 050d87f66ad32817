import Testing
@testable import NotiApp
@testable import NotiAppCore
import NotiLayout

/// The lock screen's Display As and its unfolded list (docs/rules/presentation.md#lock-screen-display-as).
@Suite("Lock screen state")
struct LockScreenStateTests {
    @Test("Up unfolds a count or a stack once, where Display As is honoured and something is there to show")
    func unfoldsOnce() {
        var state = LockScreenState()
        #expect(state.display == .standard && !state.revealed)
        #expect(state.unfolds(honoursDisplayAs: true, hasNotifications: true))
        #expect(!state.unfolds(honoursDisplayAs: false, hasNotifications: true), "before iOS 16 there is nothing to unfold")
        #expect(!state.unfolds(honoursDisplayAs: true, hasNotifications: false))
        state.update(.reveal)
        #expect(state.revealed && !state.unfolds(honoursDisplayAs: true, hasNotifications: true))
    }

    @Test("the list is never folded, so Up has nothing to unfold in it")
    func listDoesNotUnfold() {
        var state = LockScreenState()
        state.update(.displayAs(.list))
        #expect(!state.unfolds(honoursDisplayAs: true, hasNotifications: true))
    }

    @Test("locking again and choosing a Display As both fold the unfolded list")
    func lockingAndChoosingFold() {
        var state = LockScreenState()
        state.update(.reveal)
        state.update(.locked)
        #expect(!state.revealed)
        state.update(.reveal)
        state.update(.displayAs(.count))
        #expect(state.display == .count && !state.revealed)
    }
}
