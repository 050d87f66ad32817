import Foundation
import Testing
import TestSupport
@testable import NotiCore
@testable import NotiLayout

// docs/rules/summary.md#scheduled-summary
@Suite("Scheduled Summary card")
struct SummaryCardViewTests {
    private static func held(_ app: SimulatedApp, _ id: String, title: String, body: String, relevance: Double, minutesAgo: Double) -> DeliveredNotification {
        var content = NotificationContent(title: title, body: body)
        content.relevanceScore = relevance
        return DeliveredNotification(bundleID: app.bundleID, request: NotificationRequest(identifier: id, content: content),
                                     date: Samples.now - minutesAgo * 60)
    }

    /// Three held notifications of two apps; the alarm's has the highest relevance.
    static func card() throws -> SummaryCardModel {
        let items = [
            held(Samples.photosApp, "p1", title: "New memory", body: "A day at the beach", relevance: 0.2, minutesAgo: 90),
            held(Samples.alarmApp, "a1", title: "Wake up", body: "Your 07:30 alarm was missed while Do Not Disturb was on", relevance: 0.9, minutesAgo: 60),
            held(Samples.photosApp, "p2", title: "Shared album", body: "Min-jun added 12 photos", relevance: 0.2, minutesAgo: 30),
        ]
        let card = try #require(SummaryCard(date: Samples.now, held: items, ranksByRelevance: true))
        return SummaryCardModel(card: card, apps: [Samples.photosApp.bundleID: Samples.photosApp, Samples.alarmApp.bundleID: Samples.alarmApp])
    }

    @Test("the summary card features the most relevant notification, then one row per app with its count")
    func summaryCardLayout() throws {
        let view = SummaryCardView.render(try Self.card(), context: RenderContext(now: Samples.now, loadImage: TestAttachments.loadImage))
        assertGolden(view.grid.text(), named: "summary-card")
        #expect(view.regions.contains { $0.role == .title && $0.identifier == "a1" })
    }
}
