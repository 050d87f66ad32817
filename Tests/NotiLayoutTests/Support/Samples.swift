import Testing
import Foundation
import NotiCore
@testable import NotiLayout
import TestSupport

/// Notifications, apps and contexts shared by the layout tests (from the source notes and the demo workspace).
enum Samples {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures")
    static func fixture(_ name: String) -> String { fixtures.appendingPathComponent(name).path }

    static let now = Date(timeIntervalSince1970: 1_763_800_000)

    static let practiceApp = SimulatedApp(bundleID: "com.example.LocalNotificationPractice", displayName: "Local Notification Practice", iconGlyph: "◼")
    static let alarmApp = SimulatedApp(bundleID: "com.example.alarm", displayName: "Alarm", iconGlyph: "⏰")
    static let boltzApp = SimulatedApp(bundleID: "com.fenrir-inc.BoltzMessenger", displayName: "Boltz Messenger", iconGlyph: "✉")
    static let photosApp = SimulatedApp(bundleID: "com.example.photos", displayName: "Photos", iconGlyph: "❀")

    static let imagePostingCategory = NotificationCategory(
        identifier: "CATEGORY_IMAGE_POSTING",
        actions: [
            NotificationAction(identifier: "ACTION_LIKE", title: "Like", icon: "hand.thumbsup"),
            NotificationAction(identifier: "ACTION_DISLIKE", title: "Dislike", icon: "hand.thumbsdown"),
            NotificationAction(identifier: "ACTION_UNFOLLOW", title: "Unfollow", options: [.authenticationRequired, .destructive], icon: "trash"),
            NotificationAction(identifier: "ACTION_SETTING", title: "Setting", options: [.foreground]),
        ],
        options: [.customDismissAction, .hiddenPreviewsShowTitle])

    /// "Hello" / "Good Evening!" with hello.png, as scheduled in the source notes.
    static func hello(category: String = "CATEGORY_IMAGE_POSTING", secondsAgo: Double = 0) -> DeliveredNotification {
        var content = NotificationContent(title: "Hello", body: "Good Evening!")
        content.categoryIdentifier = category
        content.attachments = [NotificationAttachment(identifier: "hello", path: fixture("hello.png"), kind: .image, typeHint: "public.png")]
        return DeliveredNotification(bundleID: practiceApp.bundleID, request: NotificationRequest(identifier: "Hello", content: content),
                                     date: now.addingTimeInterval(-secondsAgo))
    }

    /// The demo extension's custom view: the image filling the area under a dim layer, title bold, body wrapped.
    static let practiceCustomView = CustomView.overlay([
        .image(attachment: nil, mode: .fill),
        .dim,
        .padding(1, .vstack([.text("Hello", style: .title, wraps: false), .text("Good Evening!", style: .body, wraps: true), .spacer])),
    ])

    static func context(os: OSProfile = .latest, device: DeviceProfile = .standard, columns: Int? = nil, rows: Int? = nil,
                        theme: Theme = Theme(name: "plain"), cellStyle: ImageCellStyle = .shading) -> RenderContext {
        RenderContext(os: os, device: device, theme: theme, now: now, availableColumns: columns, availableRows: rows, imageCellStyle: cellStyle,
                      loadImage: TestAttachments.loadImage, mediaDuration: TestAttachments.mediaDuration)
    }

    static func plain(os: String) -> OSProfile { (try? OSProfile.named(os)) ?? .latest }
}

extension Samples {
    /// A device whose banner is exactly `columns` wide under the default mapping.
    static func device(columns: Int) -> DeviceProfile {
        DeviceProfile(id: "test-\(columns)", displayName: "Test", screenWidthPoints: Double(columns * 8 + 16), screenHeightPoints: 852)
    }

    static func delivered(_ bundleID: String, _ id: String, title: String, body: String, thread: String = "", category: String = "",
                          secondsAgo: Double) -> DeliveredNotification {
        var content = NotificationContent(title: title, body: body)
        content.threadIdentifier = thread
        content.categoryIdentifier = category
        return DeliveredNotification(bundleID: bundleID, request: NotificationRequest(identifier: id, content: content),
                                     date: now.addingTimeInterval(-secondsAgo))
    }

    /// A small centre: two Photos albums, an alarm and a Boltz message, oldest first.
    static let centreNotifications: [DeliveredNotification] = [
        delivered(photosApp.bundleID, "p1", title: "New Photo", body: "Jane Doe posted a new photo", thread: "album-paris", category: "photo", secondsAgo: 3600),
        delivered(alarmApp.bundleID, "a1", title: "기상 알람", body: "오전 7:00", category: "Alarm", secondsAgo: 1800),
        delivered(photosApp.bundleID, "p2", title: "New Photo", body: "John posted a new photo", thread: "album-tokyo", category: "photo", secondsAgo: 900),
        delivered(photosApp.bundleID, "p3", title: "New Photo", body: "Jane Doe posted another photo", thread: "album-paris", category: "photo", secondsAgo: 600),
        delivered(boltzApp.bundleID, "b1", title: "新しい写真", body: "新しい写真がシェアされました", secondsAgo: 120),
        delivered(photosApp.bundleID, "p4", title: "New Photo", body: "Jane Doe posted a third photo", thread: "album-paris", category: "photo", secondsAgo: 30),
    ]

    static let appsByID: [String: SimulatedApp] = {
        var photos = photosApp
        photos.categories = [NotificationCategory(identifier: "photo", categorySummaryFormat: "%u more photos")]
        return Dictionary(uniqueKeysWithValues: [practiceApp, alarmApp, boltzApp, photos].map { ($0.bundleID, $0) })
    }()
}

extension OSProfile: CustomTestStringConvertible {
    public var testDescription: String { "iOS \(majorVersion)" }
}
