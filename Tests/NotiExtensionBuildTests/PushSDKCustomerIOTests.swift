import Foundation
import NotiCore
import NotiExtensions
import TestSupport
import Testing

/// Customer.io's push module in a service extension written as Customer.io's rich-push guide shows it (SDK 3.x), run
/// as a child (docs/rules/push-sdks.md#customerio).
@Suite("Customer.io in a service extension (slow)", .serialized, .tags(.process), .slowTier)
struct PushSDKCustomerIOTests {
    @Test("MessagingPush.shared.didReceive attaches CIO.push.image and logs the delivered metric Customer.io would send; a failed download leaves the push as it came")
    func richPushImageAndDeliveredMetric() throws {
        let server = try LocalHTTPServer(files: ["/cio/shoes.png": try PushSDKFixtures.png()])
        defer { server.stop() }
        let target = PushSDKFixtures.target("CustomerIOService", "CustomerIO/NotificationService.swift")
        let (content, notices) = try PushSDKFixtures.run(target, try PushSDKFixtures.push("customerio-image.apns", server: server))
        let handed = try #require(content)
        #expect(handed.title == "Your cart misses you" && handed.body == "The shoes you picked are almost gone")
        #expect(try PushSDKFixtures.hasHelloPNG(handed))
        let lines = PushSDKFixtures.lines(notices, of: "CioMessagingPush")
        #expect(lines.contains("would send: metric delivered for delivery RPILAgUBcRhIBqSfeiIwdIYJKxTY (device token "
            + "0f8e3c5a9d0b4e7f8a1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e6f7a8b9c0d1e2f3a, region EU)"), "\(lines)")
        #expect(lines.contains("push: attached \(server.url("/cio/shoes.png")) as public.png"), "\(lines)")
        #expect(lines.contains("push: deep link shop://cart is opened when the push is tapped"), "\(lines)")

        let failed = try PushSDKFixtures.run(target, try PushSDKFixtures.push("customerio-image.apns", server: server, replacing: [("cio/shoes.png", "cio/gone.png")]))
        let original = try #require(failed.content)
        #expect(original.title == "Your cart misses you" && original.attachments.isEmpty)
        #expect(PushSDKFixtures.lines(failed.notices, of: "CioMessagingPush").contains { $0.contains("HTTP status 404") })
    }
}
