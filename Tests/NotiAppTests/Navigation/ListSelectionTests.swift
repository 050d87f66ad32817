import Testing
@testable import NotiApp
@testable import NotiAppCore

/// A selection held by identity (docs/rules/terminal.md#selection-by-identity).
@Suite("selection by identity")
struct ListSelectionTests {
    @Test("nothing chosen yet: the first item is selected; an empty list selects nothing")
    func startsAtTheFirstItem() {
        let selection = ListSelection<String>()
        #expect(selection.index(in: ["a", "b"]) == 0)
        #expect(selection.index(in: []) == nil)
    }

    @Test("moving stops at either end")
    func movingStopsAtTheEnds() {
        var selection = ListSelection<String>()
        selection.move(by: -1, in: ["a", "b", "c"])
        #expect(selection.id == "a")
        selection.move(by: 5, in: ["a", "b", "c"])
        #expect(selection.id == "c")
    }

    @Test("items inserted before the selected one keep the selection on the same item")
    func insertionKeepsTheItem() {
        var selection = ListSelection<String>()
        selection.move(by: 1, in: ["a", "b", "c"])
        #expect(selection.index(in: ["new", "other", "a", "b", "c"]) == 3)
        selection.move(by: 1, in: ["new", "other", "a", "b", "c"])
        #expect(selection.id == "c")
    }

    @Test("removing another item keeps the selection on the same item; removing the selected one selects the item that took its place")
    func removalKeepsTheItemOrTakesItsPlace() {
        var selection = ListSelection<String>()
        selection.move(by: 2, in: ["a", "b", "c", "d"])
        #expect(selection.index(in: ["b", "c", "d"]) == 1)
        #expect(selection.index(in: ["a", "b", "d"]) == 2)
        #expect(selection.index(in: ["a", "b"]) == 1, "past the end: the last item")
    }

    @Test("the navigation keeps the selected app by bundle id when apps are added before it")
    func appSelectionByBundleID() {
        var navigation = Navigation()
        navigation.update(.moveAmongApps(by: 1, apps: ["com.a", "com.b", "com.c"]))
        #expect(navigation.appSelection.id == "com.b")
        #expect(navigation.appSelection.index(in: ["com.new", "com.a", "com.b", "com.c"]) == 2)
    }

    @Test("a settings page opens at its first row and moves by row; closing it shows the app list")
    func settingsPage() {
        var navigation = Navigation()
        let rows: [SettingsRow] = [.allowNotifications, .lockScreen, .sounds]
        navigation.update(.openSettingsPage(rows: rows))
        #expect(navigation.settingsPage?.id == .allowNotifications)
        navigation.update(.moveInSettingsPage(by: 2, rows: rows))
        #expect(navigation.settingsPage?.id == .sounds)
        #expect(navigation.settingsPage?.index(in: [.sounds, .allowNotifications]) == 0)
        navigation.update(.closeSettingsPage)
        #expect(navigation.settingsPage == nil)
    }
}
