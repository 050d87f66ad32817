import Testing
@testable import NotiApp
@testable import NotiAppCore

/// docs/rules/actions.md#categories-and-actions: a later `setNotificationCategories` replaces every category the app
/// registered before, at run time, from a script or the `:` line.
@Suite("Categories registered at run time")
struct CategoriesCommandTests {
    static let practice = "com.example.LocalNotificationPractice"

    @Test("a later setNotificationCategories replaces the app's categories: the log names those gone, and a notification of one shows no actions until it is registered again")
    func laterRegistrationReplaces() throws {
        let (runner, outcome) = try runDemo("""
            categories \(Self.practice) none
            expect-log "setNotificationCategories [] (no longer registered: CATEGORY_IMAGE_POSTING, CATEGORY_CUSTOM_UI)"
            advance 5s
            key Down
            expect "Good Evening!"
            expect-not "1 Like"
            key Esc
            categories \(Self.practice) CATEGORY_CUSTOM_UI
            expect-log "setNotificationCategories [CATEGORY_CUSTOM_UI]"
            schedule again now app=\(Self.practice) title="Again" body="Once more" category=CATEGORY_CUSTOM_UI
            key Down
            expect "1 Like"
            """)
        #expect(outcome.passed, "\(String(describing: outcome.failure))\n\(runner.screenText)")
        #expect(runner.model.system.app(Self.practice)?.registeredCategories.map(\.identifier) == ["CATEGORY_CUSTOM_UI"])
    }

    @Test("categories naming one the app does not declare registers nothing and says which it declares; a malformed list is refused")
    func unknownCategory() throws {
        let (runner, outcome) = try runDemo("categories \(Self.practice) CATEGORY_CUSTOM_UI,NOPE")
        #expect(outcome.failure?.message.contains("declares no category \"NOPE\" (it declares CATEGORY_IMAGE_POSTING, CATEGORY_CUSTOM_UI)") == true,
                "\(String(describing: outcome.failure))")
        #expect(runner.model.system.app(Self.practice)?.registeredCategories.count == 2)
        for line in ["categories \(Self.practice) A,,B", "categories \(Self.practice)"] {
            #expect(throws: CommandError.self, "\(line)") { _ = try Command.parse(line) }
        }
    }
}
