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
    static let service = RichMediaSDKFixtures.target("KlaviyoService", "Klaviyo/NotificationService.swift")

    @Test("handleNotificationServiceDidReceivedRequest attaches rich-media typed by its bytes and sets the badge_value of set_count; a failing download leaves the content; a push without body._k is left to the extension until expiry")
    func richMediaIsAttached() throws {
        let png = try RichMediaSDKFixtures.png()
        let server = try LocalHTTPServer(files: ["/push/shirt": png])
        defer { server.stop() }
        let program = try RichMediaSDKFixtures.program(Self.service)
        let (content, notices) = try RichMediaSDKFixtures.serve(program, Self.service,
                                                                try RichMediaSDKFixtures.content("klaviyo-image.apns", server: server))
        let handed = try #require(content)
        #expect(handed.title == "Back in stock" && handed.badge == 3)
        let attachment = try #require(handed.attachments.first)
        #expect(attachment.kind == .image && attachment.typeHint == "public.png")
        #expect(try Data(contentsOf: URL(fileURLWithPath: attachment.path)) == Data(png))
        #expect(RichMediaSDKFixtures.lines(notices, of: "KlaviyoSwiftExtension").contains { $0.hasPrefix("push: attached http://127.0.0.1") })

        let missing = try RichMediaSDKFixtures.content("klaviyo-image.apns", server: server, replacing: [("push/shirt", "push/gone")])
        let failed = try #require(try RichMediaSDKFixtures.serve(program, Self.service, missing).content)
        #expect(failed.title == "Back in stock" && failed.body == "The linen shirt is here again" && failed.attachments.isEmpty)

        let foreign = try RichMediaSDKFixtures.content("klaviyo-image.apns", server: server, replacing: [("\"_k\"", "\"k\"")])
        let (untouched, untouchedNotices) = try RichMediaSDKFixtures.serve(program, Self.service, foreign, expiring: true)
        let atExpiry = try #require(untouched)
        #expect(atExpiry.title == "Back in stock" && atExpiry.attachments.isEmpty)
        #expect(RichMediaSDKFixtures.lines(untouchedNotices, of: "KlaviyoSwiftExtension") == ["push: not a Klaviyo push (no body._k): left to the extension"])
    }
}
