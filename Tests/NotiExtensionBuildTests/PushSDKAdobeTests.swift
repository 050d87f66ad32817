import Foundation
import NotiCore
import NotiExtensions
import TestSupport
import Testing

/// Adobe Journey Optimizer's rich-push helper in a service extension written as Adobe's guide shows it, built against
/// the compatible `AEPMessagingNotification` module and run as a child (docs/rules/push-sdks.md#adobe-journey-optimizer).
@Suite("Adobe Journey Optimizer's MessagingNotificationHelper in a service extension (slow)", .serialized, .tags(.process), .slowTier)
struct PushSDKAdobeTests {
    @Test("MessagingNotificationHelper attaches adb_media from an https URL (or this machine's http); another http URL is refused as the SDK refuses it, and a push without adb_media is handed over as sent")
    func adbMediaIsAttached() throws {
        let server = try LocalHTTPServer(files: ["/push/parcel.png": try PushSDKFixtures.png()])
        defer { server.stop() }
        let host = try PushSDKFixtures.startService(PushSDKFixtures.target("AdobeService", "Adobe/NotificationService.swift"))
        defer { host.close() }

        let shipped = try PushSDKFixtures.answer(host, try PushSDKFixtures.push("adobe-image.apns", server: server))
        #expect(shipped.title == "Your order shipped")
        let attachment = try #require(shipped.attachments.first)
        #expect(attachment.identifier == "aep-media" && attachment.typeHint == "public.png")
        #expect(PushSDKFixtures.lines(host.takeNotices(), of: "AEPMessagingNotification")
            == ["push: attached \(server.url("/push/parcel.png")) as public.png"])

        let plainHTTP = try PushSDKFixtures.push("adobe-image.apns", server: server, replacing: [("https://example.com/", "http://example.com/")])
        let refused = try PushSDKFixtures.answer(host, plainHTTP)
        #expect(refused.attachments.isEmpty)
        #expect(PushSDKFixtures.lines(host.takeNotices(), of: "AEPMessagingNotification") == ["push: no attachment: adb_media must be an https URL, not http"])

        let plain = try PushSDKFixtures.answer(host, try PushSDKFixtures.push("adobe-image.apns", server: server, replacing: [("\"adb_media\"", "\"not_media\"")]))
        #expect(plain.title == "Your order shipped" && plain.attachments.isEmpty)
    }
}
