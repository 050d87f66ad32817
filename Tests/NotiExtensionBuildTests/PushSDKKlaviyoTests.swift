import Foundation
import NotiCore
import NotiExtensionBuild
import NotiExtensions
import TestSupport
import Testing

/// Klaviyo's service-extension helper (KlaviyoSwiftExtension), compiled into an extension written as Klaviyo's guide
/// shows it and run as a child (docs/rules.md#klaviyo).
@Suite("Klaviyo in a service extension (slow)", .serialized)
struct PushSDKKlaviyoTests {
    static let service = PushSDKFixtures.target("KlaviyoService", "Klaviyo/NotificationService.swift")

    @Test("handleNotificationServiceDidReceivedRequest attaches rich-media typed by its bytes, sets the badge_value of set_count and registers a Klaviyo push's action_buttons as its own category; a failing download leaves the content; a push without body._k gets its media but no buttons; at expiry the buttons stay without the media")
    func richMediaAndButtons() throws {
        let png = try PushSDKFixtures.png()
        let server = try LocalHTTPServer(files: ["/push/shirt": png])
        defer { server.stop() }
        let (content, notices) = try PushSDKFixtures.run(Self.service, try PushSDKFixtures.push("klaviyo-image.apns", server: server))
        let handed = try #require(content)
        #expect(handed.title == "Back in stock" && handed.badge == 3)
        let category = "com.klaviyo.dynamic.eyJjIjogIjAxSkRFWEFNUExFIn0="
        #expect(handed.categoryIdentifier == category)
        let attachment = try #require(handed.attachments.first)
        #expect(attachment.kind == .image && attachment.typeHint == "public.png")
        #expect(try Data(contentsOf: URL(fileURLWithPath: attachment.path)) == Data(png))
        let registered = try #require(PushSDKFixtures.registered(notices)?.first { $0.identifier == category })
        #expect(registered.actions.map(\.title) == ["Shop now", "Maybe later"])
        #expect(registered.actions.map(\.identifier) == ["com.klaviyo.action.shop", "com.klaviyo.action.later"])
        let lines = PushSDKFixtures.lines(notices, of: "KlaviyoSwiftExtension")
        #expect(lines.first == "push: buttons Shop now, Maybe later registered as category \(category)")
        #expect(lines.contains { $0.hasPrefix("push: attached http://127.0.0.1") })

        let missing = try PushSDKFixtures.push("klaviyo-image.apns", server: server, replacing: [("push/shirt", "push/gone")])
        let failed = try #require(try PushSDKFixtures.run(Self.service, missing).content)
        #expect(failed.title == "Back in stock" && failed.body == "The linen shirt is here again" && failed.attachments.isEmpty)

        let foreign = try PushSDKFixtures.push("klaviyo-image.apns", server: server, replacing: [("\"_k\"", "\"k\"")])
        let (other, otherNotices) = try PushSDKFixtures.run(Self.service, foreign)
        let notKlaviyos = try #require(other)
        #expect(notKlaviyos.attachments.count == 1 && notKlaviyos.categoryIdentifier.isEmpty)
        #expect((PushSDKFixtures.registered(otherNotices) ?? []).isEmpty)

        let slow = try PushSDKFixtures.push("klaviyo-image.apns", server: server, replacing: [("push/shirt", "slow/shirt")])
        let atExpiry = try #require(try PushSDKFixtures.run(Self.service, slow, expiring: true).content)
        #expect(atExpiry.categoryIdentifier == category && atExpiry.badge == 3 && atExpiry.attachments.isEmpty)
    }
}
