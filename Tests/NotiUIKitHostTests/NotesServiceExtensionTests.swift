import Foundation
import Testing
import UserNotifications
@testable import NotesImageDownloadService

/// The Japanese messenger post's NotificationService, compiled from its own source and driven as iOS drives a
/// service extension.
@Suite("The notes' service extension runs from its own source")
struct NotesServiceExtensionTests {
    static let helloPath = Bundle.module.path(forResource: "hello", ofType: "png")!

    static func request(userInfo: [AnyHashable: Any]) -> UNNotificationRequest {
        let content = UNMutableNotificationContent()
        content.title = "新しい写真"
        content.body = "新しい写真がシェアされました"
        content.userInfo = userInfo
        return UNNotificationRequest(identifier: "photo", content: content, trigger: nil)
    }

    /// Collects what the extension hands to its content handler.
    final class Delivered: @unchecked Sendable {
        var contents: [UNNotificationContent] = []
    }

    @Test("The post never resumes its download task, so nothing arrives until the time budget ends; then the best attempt (the original content) does")
    func downloadNeverStartsSoExpiryDelivers() {
        let service = NotificationService()
        let delivered = Delivered()
        service.didReceive(Self.request(userInfo: ["image_url": "https://example.invalid/photo.png"])) { delivered.contents.append($0) }
        #expect(delivered.contents.isEmpty)
        service.serviceExtensionTimeWillExpire()
        #expect(delivered.contents.count == 1)
        #expect(delivered.contents.first?.title == "新しい写真")
        #expect(delivered.contents.first?.attachments.isEmpty == true)
        #expect(delivered.contents.first?.userInfo["image_url"] as? String == "https://example.invalid/photo.png")
    }

    @Test("userInfo is [AnyHashable: Any] and mutableCopy gives an editable copy that leaves the request's content alone")
    func mutableCopyIsIndependent() throws {
        let request = Self.request(userInfo: ["image_url": "x", 7: true])
        let copy = try #require(request.content.mutableCopy() as? UNMutableNotificationContent)
        copy.title = "changed"
        #expect(request.content.title == "新しい写真" && copy.title == "changed")
        #expect(copy.userInfo[7] as? Bool == true)
    }

    @Test("Attachments: a PNG file attaches as public.png; a download's .tmp file throws, as on iOS, unless a type hint is given")
    func attachmentTypes() throws {
        let png = try UNNotificationAttachment(identifier: "image", url: URL(fileURLWithPath: Self.helloPath), options: nil)
        #expect(png.type == "public.png" && png.identifier == "image")
        let temporary = FileManager.default.temporaryDirectory.appendingPathComponent("CFNetworkDownload_\(UUID().uuidString).tmp")
        try FileManager.default.copyItem(at: URL(fileURLWithPath: Self.helloPath), to: temporary)
        defer { try? FileManager.default.removeItem(at: temporary) }
        #expect(throws: (any Error).self) { try UNNotificationAttachment(identifier: "image", url: temporary, options: nil) }
        let hinted = try UNNotificationAttachment(identifier: "", url: temporary, options: [UNNotificationAttachmentOptionsTypeHintKey: "public.png"])
        #expect(hinted.type == "public.png" && !hinted.identifier.isEmpty)
        #expect(throws: (any Error).self) { try UNNotificationAttachment(identifier: "x", url: URL(string: "https://example.com/a.png")!) }
    }
}
