import Foundation
import NotiCore
import NotiExtensionBuild
import NotiExtensions
import TestSupport
import Testing

/// MoEngage's rich notification helper, compiled into service and content extensions written as MoEngage's guide
/// shows them and run as children (docs/rules/push-sdks.md#moengage).
@Suite("MoEngage in service and content extensions (slow)", .serialized, .tags(.process), .slowTier)
struct PushSDKMoEngageTests {
    static let service = PushSDKFixtures.target("MoEngageService", "MoEngage/NotificationService.swift")
    static let contentExtension = PushSDKFixtures.target("MoEngageContent", "MoEngage/NotificationViewController.swift",
                                                          point: .content, className: "NotificationViewController")

    @Test("handleRichNotificationRequest attaches moengage.media-attachment and logs the impression it keeps in the app group; a failing download leaves the content")
    func mediaIsAttachedAndImpressionLogged() throws {
        let png = try PushSDKFixtures.png()
        let server = try LocalHTTPServer(files: ["/push/flash-sale.png": png])
        defer { server.stop() }
        let (content, notices) = try PushSDKFixtures.run(Self.service, try PushSDKFixtures.push("moengage-image.apns", server: server))
        let handed = try #require(content)
        #expect(handed.title == "Flash sale")
        let attachment = try #require(handed.attachments.first)
        #expect(attachment.kind == .image && attachment.typeHint == "public.png")
        #expect(try Data(contentsOf: URL(fileURLWithPath: attachment.path)) == Data(png))
        let lines = PushSDKFixtures.lines(notices, of: "MoEngageRichNotification")
        #expect(lines.first == "would send: impression NOTIFICATION_RECEIVED_MOE for campaign 6543210fedcba9876543210f_F_T_PU_AB_1_P_0_L_0_ios, "
                + "kept in app group group.com.example.notes.moengage")
        #expect(lines.contains { $0.hasPrefix("push: attached http://127.0.0.1") })

        let missing = try PushSDKFixtures.push("moengage-image.apns", server: server, replacing: [("flash-sale.png", "gone.png")])
        let (failed, failedNotices) = try PushSDKFixtures.run(Self.service, missing)
        let original = try #require(failed)
        #expect(original.title == "Flash sale" && original.body == "Ends at midnight" && original.attachments.isEmpty)
        #expect(PushSDKFixtures.lines(failedNotices, of: "MoEngageRichNotification").contains { $0.contains("HTTP status 404") })
    }

    @Test("addPushTemplate(toController:withNotification:) draws a MoEngage push's basic template, its image attachment, title and body, and leaves other pushes to the extension")
    func templateIsDrawn() throws {
        let host = try PushSDKFixtures.startContent(Self.contentExtension)
        defer { host.close() }
        var content = try PushSDKFixtures.push("moengage-image.apns", server: nil).content
        content.attachments = [NotificationAttachment(identifier: "", path: BuiltExtensions.helloPNG, kind: .image, typeHint: "public.png")]
        let drawn = try host.didReceive(PushSDKFixtures.delivered(content, identifier: "sale"), visibleActions: [])
        #expect(ExtensionBuildTests.texts(drawn.state.customView) == ["Flash sale", "Ends at midnight"])
        #expect((drawn.state.preferredHeightPoints ?? 0) > 60)

        var other = NotificationContent(title: "Hello", body: "Good Evening!")
        other.userInfo = ["aps": ["alert": ["title": "Hello", "body": "Good Evening!"]]]
        let plain = try host.didReceive(PushSDKFixtures.delivered(other, identifier: "plain"), visibleActions: [])
        #expect(ExtensionBuildTests.texts(plain.state.customView) == ["Flash sale", "Ends at midnight"])
        #expect(PushSDKFixtures.lines(host.takeNotices(), of: "MoEngageRichNotification") == ["push: no template: not a MoEngage push"])
    }
}
