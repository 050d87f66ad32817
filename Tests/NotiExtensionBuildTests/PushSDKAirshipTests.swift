import Foundation
import NotiCore
import NotiExtensions
import TestSupport
import Testing

/// Airship's service extension, subclassed without a body as Airship's guide shows it, run as a child
/// (docs/rules/push-sdks.md#airship).
@Suite("Airship in a service extension (slow)", .serialized, .tags(.process), .slowTier)
struct PushSDKAirshipTests {
    @Test("UANotificationServiceExtension's empty subclass attaches com.urbanairship.media_attachment's url and takes its content's title, subtitle and body; a failed download leaves the push as it came")
    func mediaAttachmentAndTextOverride() throws {
        let server = try LocalHTTPServer(files: ["/media/arrivals.png": try PushSDKFixtures.png()])
        defer { server.stop() }
        let target = PushSDKFixtures.target("AirshipService", "Airship/NotificationService.swift")
        let (content, notices) = try PushSDKFixtures.run(target, try PushSDKFixtures.push("airship-image.apns", server: server))
        let handed = try #require(content)
        #expect(handed.title == "Fresh in" && handed.subtitle == "Spring collection" && handed.body == "Twenty new pieces, in store and online")
        #expect(try PushSDKFixtures.hasHelloPNG(handed))
        let lines = PushSDKFixtures.lines(notices, of: "AirshipServiceExtension")
        #expect(lines.contains("push: attached \(server.url("/media/arrivals.png")) as public.png"), "\(lines)")
        #expect(lines.contains("push: thumbnail options (crop, hidden) are read; notisim draws no attachment thumbnail"), "\(lines)")

        let failed = try PushSDKFixtures.run(target, try PushSDKFixtures.push("airship-image.apns", server: server, replacing: [("media/arrivals.png", "media/gone.png")]))
        let original = try #require(failed.content)
        #expect(original.title == "New arrivals" && original.subtitle.isEmpty && original.body == "See what came in this week")
        #expect(original.attachments.isEmpty)
        #expect(PushSDKFixtures.lines(failed.notices, of: "AirshipServiceExtension").contains { $0.contains("HTTP status 404") })
    }
}
