import Foundation
import NotiCore
import NotiExtensions
import TestSupport
import Testing

/// PushEngage's extension call in a service extension written as PushEngage's guide shows it, run as a child
/// (docs/rules/push-sdks.md#pushengage).
@Suite("PushEngage in a service extension (slow)", .serialized, .tags(.process), .slowTier)
struct PushSDKPushEngageTests {
    @Test("PushEngage.didReceiveNotificationExtensionRequest downloads pe.att before it returns, registers pe.ab's buttons as the push's category and logs the viewed event; a failed download leaves the push as it came")
    func imageButtonsAndViewedEvent() throws {
        let server = try LocalHTTPServer(files: ["/pe/derby.png": try PushSDKFixtures.png()])
        defer { server.stop() }
        let target = PushSDKFixtures.target("PushEngageService", "PushEngage/NotificationService.swift")
        let (content, notices) = try PushSDKFixtures.run(target, try PushSDKFixtures.push("pushengage-buttons.apns", server: server))
        let handed = try #require(content)
        #expect(handed.title == "Match report" && handed.body == "A late winner settles the derby")
        #expect(try PushSDKFixtures.hasHelloPNG(handed))
        let registered = notices.compactMap { notice -> [NotificationCategory]? in
            if case let .categoriesRegistered(categories) = notice { categories } else { nil }
        }.last ?? []
        let category = try #require(registered.first { $0.identifier == handed.categoryIdentifier }, "\(registered)")
        #expect(category.actions.map(\.identifier) == ["read", "later"])
        #expect(category.actions.map(\.title) == ["Read now", "Save for later"])
        #expect(category.options.contains(.customDismissAction))
        let lines = PushSDKFixtures.lines(notices, of: "PushEngage")
        #expect(lines.contains("would send: notification/view: notification 1714055302-96a1b2 viewed"), "\(lines)")
        #expect(lines.contains("push: attached \(server.url("/pe/derby.png")) as public.png"), "\(lines)")

        let failed = try PushSDKFixtures.run(target, try PushSDKFixtures.push("pushengage-image.apns", server: server, replacing: [("pe/storm.png", "pe/gone.png")]))
        let original = try #require(failed.content)
        #expect(original.title == "Weather warning" && original.attachments.isEmpty && original.categoryIdentifier.isEmpty)
        #expect(PushSDKFixtures.lines(failed.notices, of: "PushEngage").contains { $0.contains("HTTP status 404") })
    }
}
