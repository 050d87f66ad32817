import Foundation
import NotiCore
import NotiExtensions
import TestSupport
import Testing

/// Batch's extension helpers in a service extension written as Batch's guide shows it, run as a child
/// (docs/rules/push-sdks.md#batch).
@Suite("Batch in a service extension (slow)", .serialized, .tags(.process), .slowTier)
struct PushSDKBatchTests {
    @Test("BAERichNotificationHelper attaches com.batch's at.u and BAEDisplayReceiptHelper logs the display receipt Batch would send; a failed download leaves the push as it came")
    func richAttachmentAndDisplayReceipt() throws {
        let server = try LocalHTTPServer(files: ["/batch/picks.png": try PushSDKFixtures.png()])
        defer { server.stop() }
        let target = PushSDKFixtures.target("BatchService", "Batch/NotificationService.swift")
        let (content, notices) = try PushSDKFixtures.run(target, try PushSDKFixtures.push("batch-image.apns", server: server))
        let handed = try #require(content)
        #expect(handed.title == "Weekend picks" && handed.body == "Five ideas for Saturday")
        #expect(try PushSDKFixtures.hasHelloPNG(handed))
        #expect(handed.attachments.first?.identifier == "batch_rich_attachment")
        let lines = PushSDKFixtures.lines(notices, of: "BatchExtension")
        #expect(lines.contains("would send: display receipt for send 6y4g8guj-u1586346155_000000 (mode 1)"), "\(lines)")
        #expect(lines.contains("push: attached \(server.url("/batch/picks.png")) as public.png"), "\(lines)")

        let failed = try PushSDKFixtures.run(target, try PushSDKFixtures.push("batch-image.apns", server: server, replacing: [("batch/picks.png", "batch/gone.png")]))
        let original = try #require(failed.content)
        #expect(original.title == "Weekend picks" && original.attachments.isEmpty)
        #expect(PushSDKFixtures.lines(failed.notices, of: "BatchExtension").contains { $0.contains("HTTP status 404") })
    }
}
