import Foundation
import NotiCore
import NotiUIKitHost
import Testing
import UserNotifications

/// A Swift service extension's attachment options reach notisim's thumbnails (docs/rules/presentation.md#thumbnails-on-every-row).
@Suite("Attachment thumbnail options")
struct AttachmentOptionsTests {
    static func file() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("notisim-attachment-\(UUID().uuidString).jpg")
        try Data([0xFF, 0xD8, 0xFF, 0xE0]).write(to: url)
        return url
    }

    @Test("an attachment's thumbnail options (hidden, clipping rectangle as a CGRect or its dictionary, time) reach the notification the extension hands over")
    func thumbnailOptionsReachTheContent() throws {
        let url = try Self.file()
        defer { try? FileManager.default.removeItem(at: url) }
        let content = UNMutableNotificationContent()
        content.attachments = [
            try UNNotificationAttachment(identifier: "photo", url: url, options: [UNNotificationAttachmentOptionsThumbnailHiddenKey: true]),
            try UNNotificationAttachment(identifier: "crop", url: url, options: [
                UNNotificationAttachmentOptionsThumbnailClippingRectKey: ["X": 0.25, "Y": 0, "Width": 0.5, "Height": 1.0],
                UNNotificationAttachmentOptionsThumbnailTimeKey: 3,
            ]),
            try UNNotificationAttachment(identifier: "plain", url: url, options: [UNNotificationAttachmentOptionsThumbnailHiddenKey: false,
                                                                                 UNNotificationAttachmentOptionsThumbnailClippingRectKey: CGRect(x: 0, y: 0.5, width: 1, height: 0.5)]),
        ]
        let handed = UserNotificationsBridge.content(content, over: NotificationContent()).attachments
        #expect(handed.map(\.thumbnailHidden) == [true, false, false])
        #expect(handed[1].thumbnailClippingRect == UnitRect(x: 0.25, y: 0, width: 0.5, height: 1) && handed[1].thumbnailTime == 3)
        #expect(handed[2].thumbnailClippingRect == UnitRect(x: 0, y: 0.5, width: 1, height: 0.5) && handed[0].thumbnailClippingRect == .full)
    }
}
