import Foundation
@testable import NotiAppCore
import NotiCore
import NotiTerminalPort
import Testing

/// The Scheduled Summary card and the Settings selection, as `AppModel.summary` keeps them.
@Suite("The Scheduled Summary card and its Settings selection")
struct SummaryScreensTests {
    static func card(at seconds: Double) throws -> SummaryCard {
        let date = Date(timeIntervalSince1970: seconds)
        let held = DeliveredNotification(bundleID: "com.example.news",
                                         request: NotificationRequest(identifier: "n\(Int(seconds))", content: NotificationContent(title: "News"), trigger: .push),
                                         date: date)
        return try #require(SummaryCard(date: date, held: [held], ranksByRelevance: false))
    }

    @Test("a delivered summary's card shows until dismissed; a later one replaces it")
    func cardShowsUntilDismissed() throws {
        var screens = SummaryScreens()
        let first = try Self.card(at: 0), second = try Self.card(at: 60)
        screens.update(.delivered(first))
        screens.update(.delivered(second))
        #expect(screens.card == second)
        screens.update(.dismissCard)
        #expect(screens.card == nil)
    }

    @Test("leaving Settings with s forgets the Scheduled Summary selection, so the app list has the selection again")
    func leavingSettingsForgetsTheSelection() throws {
        var model = try demoScript(os: "17").model
        for key: Key in [.character("s"), .up] { _ = model.update(.key(key)) }
        #expect(model.summary.settingsSelection == .entry)
        _ = model.update(.key(.character("s")))
        #expect(model.summary.settingsSelection == nil && model.screen == .device)
    }
}
