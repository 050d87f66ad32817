import Foundation
import NotiCore
import NotiExtensionBuild
import NotiExtensions
import TestSupport
import Testing

/// MoEngage's rich notification helper, compiled into a service extension written as MoEngage's guide shows it and
/// run as a child (docs/rules.md#moengage).
@Suite("MoEngage in a service extension (slow)", .serialized)
struct PushSDKMoEngageTests {
    static let service = RichMediaSDKFixtures.target("MoEngageService", "MoEngage/NotificationService.swift")

    @Test("handleRichNotificationRequest attaches moengage.media-attachment and logs the impression it keeps in the app group; a failing download leaves the content")
    func mediaIsAttachedAndImpressionLogged() throws {
        let png = try RichMediaSDKFixtures.png()
        let server = try LocalHTTPServer(files: ["/push/flash-sale.png": png])
        defer { server.stop() }
        let program = try RichMediaSDKFixtures.program(Self.service)
        let (content, notices) = try RichMediaSDKFixtures.serve(program, Self.service,
                                                                try RichMediaSDKFixtures.content("moengage-image.apns", server: server))
        let handed = try #require(content)
        #expect(handed.title == "Flash sale")
        let attachment = try #require(handed.attachments.first)
        #expect(attachment.kind == .image && attachment.typeHint == "public.png")
        #expect(try Data(contentsOf: URL(fileURLWithPath: attachment.path)) == Data(png))
        let lines = RichMediaSDKFixtures.lines(notices, of: "MoEngageRichNotification")
        #expect(lines.first == "would send: impression NOTIFICATION_RECEIVED_MOE for campaign 6543210fedcba9876543210f_F_T_PU_AB_1_P_0_L_0_ios, "
                + "kept in app group group.com.example.notes.moengage")
        #expect(lines.contains { $0.hasPrefix("push: attached http://127.0.0.1") })

        let missing = try RichMediaSDKFixtures.content("moengage-image.apns", server: server, replacing: [("flash-sale.png", "gone.png")])
        let (failed, failedNotices) = try RichMediaSDKFixtures.serve(program, Self.service, missing)
        let original = try #require(failed)
        #expect(original.title == "Flash sale" && original.body == "Ends at midnight" && original.attachments.isEmpty)
        #expect(RichMediaSDKFixtures.lines(failedNotices, of: "MoEngageRichNotification").contains { $0.contains("HTTP status 404") })
    }
}
