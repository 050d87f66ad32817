import Foundation
import NotiCore
import NotiExtensions
import TestSupport
import Testing

/// Pushwoosh's extension manager in a service extension written as Pushwoosh's guide shows it, run as a child
/// (docs/rules.md#pushwoosh).
@Suite("Pushwoosh in a service extension (slow)", .serialized)
struct PushSDKPushwooshTests {
    @Test("PWNotificationExtensionManager.shared().handle attaches the attachment URL and logs the message delivery event Pushwoosh would send; a failed download leaves the push as it came")
    func attachmentAndDeliveryEvent() throws {
        let server = try LocalHTTPServer(files: ["/pw/flash.png": try PushSDKRun.png()])
        defer { server.stop() }
        let target = PushSDKRun.target("Pushwoosh")
        let (content, notices) = try PushSDKRun.run(target, try PushSDKRun.push("pushwoosh-image.apns", server: server))
        let handed = try #require(content)
        #expect(handed.title == "Flash sale" && handed.body == "Two hours only")
        #expect(try PushSDKRun.hasHelloPNG(handed))
        let lines = PushSDKRun.lines(notices, of: "PushwooshFramework")
        #expect(lines.contains("would send: messageDeliveryEvent for push 3d-f8a2c91b4"), "\(lines)")
        #expect(lines.contains("push: attached \(server.url("/pw/flash.png")) as public.png"), "\(lines)")

        let failed = try PushSDKRun.run(target, try PushSDKRun.push("pushwoosh-image.apns", server: server, missing: "/pw/gone.png"))
        let original = try #require(failed.content)
        #expect(original.title == "Flash sale" && original.attachments.isEmpty)
        #expect(PushSDKRun.lines(failed.notices, of: "PushwooshFramework").contains { $0.contains("HTTP status 404") })
    }
}
