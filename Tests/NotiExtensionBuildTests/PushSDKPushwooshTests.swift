import Foundation
import NotiCore
import NotiExtensions
import TestSupport
import Testing

/// Pushwoosh's extension manager in a service extension written as Pushwoosh's guide shows it, run as a child
/// (docs/rules/push-sdks.md#pushwoosh).
@Suite("Pushwoosh in a service extension (slow)", .serialized, .tags(.process), .slowTier)
struct PushSDKPushwooshTests {
    @Test("PWNotificationExtensionManager.shared().handle attaches the attachment URL and logs the message delivery event Pushwoosh would send; a failed download leaves the push as it came")
    func attachmentAndDeliveryEvent() throws {
        let server = try LocalHTTPServer(files: ["/pw/flash.png": try PushSDKFixtures.png()])
        defer { server.stop() }
        let target = PushSDKFixtures.target("PushwooshService", "Pushwoosh/NotificationService.swift")
        let (content, notices) = try PushSDKFixtures.run(target, try PushSDKFixtures.push("pushwoosh-image.apns", server: server))
        let handed = try #require(content)
        #expect(handed.title == "Flash sale" && handed.body == "Two hours only")
        #expect(try PushSDKFixtures.hasHelloPNG(handed))
        let lines = PushSDKFixtures.lines(notices, of: "PushwooshFramework")
        #expect(lines.contains("would send: messageDeliveryEvent for push 3d-f8a2c91b4"), "\(lines)")
        #expect(lines.contains("push: attached \(server.url("/pw/flash.png")) as public.png"), "\(lines)")

        let failed = try PushSDKFixtures.run(target, try PushSDKFixtures.push("pushwoosh-image.apns", server: server, replacing: [("pw/flash.png", "pw/gone.png")]))
        let original = try #require(failed.content)
        #expect(original.title == "Flash sale" && original.attachments.isEmpty)
        #expect(PushSDKFixtures.lines(failed.notices, of: "PushwooshFramework").contains { $0.contains("HTTP status 404") })
    }
}
