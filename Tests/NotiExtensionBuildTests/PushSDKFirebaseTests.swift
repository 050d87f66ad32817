import Foundation
import NotiCore
import NotiExtensionBuild
import NotiExtensions
import NotiFCM
import TestSupport
import Testing

/// Firebase Messaging's service-extension helper, compiled into an extension written as Firebase's guide shows it and
/// run as a child (docs/rules/push-sdks.md#firebase-messaging).
@Suite("Firebase Messaging in a service extension (slow)", .serialized, .tags(.process), .slowTier)
struct PushSDKFirebaseTests {
    static let target = PushSDKFixtures.target("FirebaseService", "Firebase/NotificationService.swift")

    /// The FCM message of the sample payload, with its image at `imageURL`.
    static func request(imageURL: String?) throws -> NotificationRequest {
        let file = PushSDKFixtures.folder.appendingPathComponent("Payloads/firebase-image.apns")
        let members = try JSONParser.parse(Array(try Data(contentsOf: file))).objectValue ?? []
        var content = NotificationContent(title: "Spring sale", body: "Everything 20% off until Sunday")
        content.userInfo = .object(members.filter { $0.key != "fcm_options" }
            + (imageURL.map { [(key: "fcm_options", value: ["image": .string($0)])] } ?? []))
        return NotificationRequest(identifier: "sale", content: content, trigger: .push)
    }

    @Test("populateNotificationContent attaches fcm_options.image; exportDeliveryMetricsToBigQuery is a log line of what Firebase would send, never a request")
    func imageIsAttachedAndMetricsLogged() throws {
        let png = try PushSDKFixtures.png()
        let server = try LocalHTTPServer(files: ["/images/sale": png])
        defer { server.stop() }
        let (content, notices) = try PushSDKFixtures.run(Self.target, try Self.request(imageURL: server.url("/images/sale")))
        let handed = try #require(content)
        #expect(handed.title == "Spring sale")
        let attachment = try #require(handed.attachments.first)
        #expect(attachment.kind == .image && attachment.typeHint == "public.png")
        #expect(try Data(contentsOf: URL(fileURLWithPath: attachment.path)) == Data(png))
        #expect(notices.contains(.log(subsystem: "FirebaseMessaging", category: "would send",
                                      message: "delivery metrics to BigQuery: message 1712345678901234 delivered from sender 123456789012")))
        #expect(notices.contains { if case let .log("FirebaseMessaging", "push", message) = $0 { message.hasPrefix("attached http://127.0.0.1") } else { false } })
    }

    @Test("an FCM v1 message with notification.image, as FCM translates it for APNs, is attached by Firebase's helper in the app's service extension")
    func fcmMessageImageIsAttached() throws {
        let png = try PushSDKFixtures.png()
        let server = try LocalHTTPServer(files: ["/images/sale": png])
        defer { server.stop() }
        let message = #"{"message": {"token": "TOKEN", "notification": {"title": "Spring sale", "body": "Everything 20% off", "image": "\#(server.url("/images/sale"))"}}}"#
        let token = FCMRegistrationToken.make(deviceToken: String(repeating: "0", count: 64), bundleID: "com.example.shop", projectNumber: "123456789012")
        guard case .success(let parsed) = FCMSendRequest.parse(Array(message.replacingOccurrences(of: "TOKEN", with: token).utf8)),
              case .success(let translation) = parsed.message.apns(messageID: "1712345678901234", senderID: "123456789012") else {
            Issue.record("the message did not translate"); return
        }
        let payload = try JSONParser.parse(translation.payload)
        #expect(payload["aps"]?["mutable-content"]?.intValue == 1, "the service extension runs only for mutable content")
        var content = NotificationContent(title: "Spring sale", body: "Everything 20% off")
        content.userInfo = payload
        let handed = try #require(try PushSDKFixtures.run(Self.target, NotificationRequest(identifier: "sale", content: content, trigger: .push)).content)
        let attachment = try #require(handed.attachments.first)
        #expect(try Data(contentsOf: URL(fileURLWithPath: attachment.path)) == Data(png))
    }

    @Test("A message without fcm_options.image is handed over at once; an image that cannot be fetched leaves the content as it was, saying why")
    func missingOrFailingImageLeavesContent() throws {
        let server = try LocalHTTPServer(files: [:])
        defer { server.stop() }
        let plain = try #require(try PushSDKFixtures.run(Self.target, try Self.request(imageURL: nil)).content)
        #expect(plain.title == "Spring sale" && plain.attachments.isEmpty)
        let (content, notices) = try PushSDKFixtures.run(Self.target, try Self.request(imageURL: server.url("/images/gone.png")))
        let failed = try #require(content)
        #expect(failed.title == "Spring sale" && failed.attachments.isEmpty)
        #expect(notices.contains { if case let .log("FirebaseMessaging", "push", message) = $0 { message.contains("HTTP status 404") } else { false } })
    }

    @Test("Media served with neither a file extension nor a MIME type is typed by its first bytes (a GIF attaches as a GIF); a download slower than the budget leaves the content as sent at expiry")
    func mediaTypedByBytesAndSlowDownload() throws {
        let gif = try [UInt8](Data(contentsOf: BuiltExtensions.tests.appendingPathComponent("NotiLayoutTests/Fixtures/tiny.gif")))
        let server = try LocalHTTPServer(files: ["/media/animation": gif])
        defer { server.stop() }
        let animated = try #require(try PushSDKFixtures.run(Self.target, try Self.request(imageURL: server.url("/media/animation"))).content)
        #expect(animated.attachments.first?.typeHint == "com.compuserve.gif")
        let host = try PushSDKFixtures.startService(Self.target)
        defer { host.close() }
        try host.start(try Self.request(imageURL: server.url("/slow.png")))
        #expect(try host.content(waitingUpTo: 0.2) == nil, "the download never answers")
        let expired = try #require(try host.timeWillExpire(grace: 2))
        #expect(expired.title == "Spring sale" && expired.attachments.isEmpty)
    }
}
