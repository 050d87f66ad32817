import Testing
@testable import NotiApp
@testable import NotiAppCore

/// Notification Centre's selection follows its notification (docs/rules/terminal.md#selection-by-identity).
@Suite("centre selection by identity")
struct CenterSelectionTests {
    /// Three notifications of three apps, newest first in the centre: health, news, photos; the centre open with
    /// news selected.
    private static let centreWithNewsSelected = """
        schedule photo now app=com.example.photos title=Photo
        advance 1s
        schedule news now app=com.example.news title=News
        advance 1s
        schedule health now app=com.example.health title=Health
        key c
        key Down
        """

    @Test("a notification arriving above the selected one keeps the selection on the same notification")
    func arrivalKeepsTheSelection() throws {
        let (runner, outcome) = try runDemo(Self.centreWithNewsSelected)
        #expect(outcome.passed, "\(String(describing: outcome.failure))")
        #expect(runner.model.selectedCenterRow?.notification.id == "news")
        #expect(runner.model.centerRows.map(\.notification.id).prefix(3) == ["health", "news", "photo"])
        #expect(runner.run(script: "advance 1s\nschedule alarm now app=com.example.alarm title=Alarm").passed)
        #expect(runner.model.centerRows.map(\.notification.id).prefix(4) == ["alarm", "health", "news", "photo"])
        #expect(runner.model.selectedCenterRow?.notification.id == "news")
        #expect(runner.run(script: "key Down").passed)
        #expect(runner.model.selectedCenterRow?.notification.id == "photo")
    }

    @Test("dismissing the selected notification after others arrived selects the one that took its place")
    func dismissalSelectsTheNextOne() throws {
        let (runner, outcome) = try runDemo(Self.centreWithNewsSelected + """

            advance 1s
            schedule alarm now app=com.example.alarm title=Alarm
            key x
            """)
        #expect(outcome.passed, "\(String(describing: outcome.failure))")
        #expect(runner.model.system.delivered("com.example.news", "news") == nil)
        #expect(runner.model.selectedCenterRow?.notification.id == "photo")
    }
}
