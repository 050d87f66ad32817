import Foundation
import NotiApp
import NotiCore
import NotiExtensions
import Testing
@testable import NotiWorkspace

@Suite("The built-in demo workspace")
struct DemoWorkspaceTests {
    static let result = DemoWorkspace.load()

    @Test("every file of the demo loads with zero errors and zero warnings")
    func loadsCleanly() throws {
        #expect(Self.result.lines == [])
        #expect(Self.result.workspace != nil)
    }

    @Test("the demo has the six apps of the spec, in order")
    func apps() throws {
        let workspace = try #require(Self.result.workspace)
        #expect(workspace.apps.map(\.bundleID) == [
            "com.example.LocalNotificationPractice", "com.example.alarm", "com.example.photos",
            "com.fenrir-inc.BoltzMessenger", "com.example.health", "com.example.news",
        ])
        #expect(workspace.apps.map(\.displayName) == [
            "Local Notification Practice", "Alarm", "Photos", "Boltz Messenger", "Glucose", "Provisional News",
        ])
        #expect(workspace.apps.map { $0.categories.map(\.identifier) } == [
            ["CATEGORY_IMAGE_POSTING", "CATEGORY_CUSTOM_UI"], ["Alarm"], ["new-photo"], ["myNotificationCategory"],
            ["low-glucose-alert"], ["news-story"],
        ])
    }

    @Test("Local Notification Practice registers the image-posting actions with their options")
    func imagePostingCategory() throws {
        let app = try #require(Self.result.workspace?.app("com.example.LocalNotificationPractice"))
        let category = try #require(app.category("CATEGORY_IMAGE_POSTING"))
        #expect(category.options == [.customDismissAction, .hiddenPreviewsShowTitle])
        #expect(category.actions.map(\.identifier) == ["ACTION_LIKE", "ACTION_DISLIKE", "ACTION_UNFOLLOW", "ACTION_SETTING"])
        #expect(category.actions.map(\.title) == ["Like", "Dislike", "Unfollow", "Setting"])
        #expect(category.actions.map(\.options) == [[], [], [.authenticationRequired, .destructive], [.foreground]])
        #expect(app.category("CATEGORY_CUSTOM_UI")?.actions.map(\.identifier) == ["ACTION_LIKE", "ACTION_DISLIKE"])
    }

    @Test("the Hello request carries hello.png and fires 5 s after launch")
    func helloRequest() throws {
        let workspace = try #require(Self.result.workspace)
        let request = try #require(workspace.launchRequests["com.example.LocalNotificationPractice"]?.first)
        #expect(request.identifier == "Hello")
        #expect(request.content.title == "Hello" && request.content.body == "Good Evening!")
        #expect(request.trigger == .timeInterval(seconds: 5, repeats: false))
        #expect(request.content.categoryIdentifier == "CATEGORY_CUSTOM_UI")
        let attachment = try #require(request.content.attachments.first)
        #expect(attachment.kind == .image)
        #expect(attachment.path.hasSuffix("attachments/hello.png"))
        #expect(FileManager.default.fileExists(atPath: attachment.path))
    }

    @Test("the Alarm app snoozes 15 minutes, answers [banner, sound] and removes pending duplicates; its texts are Korean")
    func alarm() throws {
        let workspace = try #require(Self.result.workspace)
        let app = try #require(workspace.app("com.example.alarm"))
        #expect(app.delegate.willPresent == [.banner, .sound])
        #expect(app.delegate.actionEffects["snooze"] == .reschedule(seconds: 900))
        #expect(app.delegate.removesPendingBeforeAdd)
        #expect(app.category("Alarm")?.actions.map(\.title) == ["Snooze 15 min"])
        let wakeUp = try #require(workspace.launchRequests["com.example.alarm"]?.first { $0.identifier == "alarm-0700" })
        #expect(wakeUp.content.title == "기상 알람" && wakeUp.content.subtitle == "오전 7:00")
        #expect(wakeUp.content.sound == .named("alarm.wav"))
        #expect(wakeUp.trigger == .calendar(DateMatch(hour: 7, minute: 0), repeats: true))
        #expect(workspace.initialSettings["com.example.alarm"]?.alertStyle == .persistent)
    }

    @Test("Glucose asks for critical alerts with the entitlement; News is provisional")
    func authorization() throws {
        let workspace = try #require(Self.result.workspace)
        let glucose = try #require(workspace.app("com.example.health"))
        #expect(glucose.requestedAuthorization == [.badge, .sound, .alert, .criticalAlert])
        #expect(glucose.entitlements.contains(.criticalAlerts))
        let low = try #require(workspace.launchRequests["com.example.health"]?.first)
        #expect(low.content.sound == .critical(name: "warning-sound.aiff", volume: 1))
        #expect(low.content.interruptionLevel == .critical)
        #expect(workspace.app("com.example.news")?.requestedAuthorization.contains(.provisional) == true)
    }

    @Test("the demo's extensions carry their real Info.plist attributes, one of them binary")
    func extensions() throws {
        let workspace = try #require(Self.result.workspace)
        #expect(workspace.extensions.map(\.bundleID) == [
            "com.example.LocalNotificationPractice.LocalNotificationContentExtension",
            "com.example.photos.PhotosContentExtension",
            "com.example.photos.NotificationService",
            "com.fenrir-inc.BoltzMessenger.NotificationContent",
            "com.fenrir-inc.BoltzMessenger.NotificationService",
        ])
        let local = try #require(workspace.contentExtension(for: "CATEGORY_CUSTOM_UI", in: "com.example.LocalNotificationPractice"))
        #expect(local.attributes == ContentExtensionAttributes(categories: ["CATEGORY_CUSTOM_UI"], initialContentSizeRatio: 0.5, defaultContentHidden: true))
        let photos = try #require(workspace.contentExtension(for: "new-photo", in: "com.example.photos"))
        #expect(photos.attributes?.userInteractionEnabled == true)
        let photoPlist = try Data(contentsOf: URL(fileURLWithPath: photos.infoPlistPath))
        #expect(photoPlist.starts(with: Array("bplist00".utf8)))
        #expect(workspace.contentExtension(for: "myNotificationCategory", in: "com.fenrir-inc.BoltzMessenger")?.name == "NotificationContent")
        #expect(workspace.serviceExtension(of: "com.fenrir-inc.BoltzMessenger")?.name == "NotificationService")
        #expect(workspace.serviceExtension(of: "com.example.photos")?.name == "PhotosNotificationService")
        #expect(workspace.contentExtension(for: "CATEGORY_IMAGE_POSTING", in: "com.example.LocalNotificationPractice") == nil)
    }

    @Test("sample pushes cover every app, grouping, a collapse-id replacement and a background push")
    func pushes() throws {
        let workspace = try #require(Self.result.workspace)
        let pushes = workspace.samplePushes
        #expect(Set(pushes.compactMap(\.targetBundleID)) == Set(workspace.apps.map(\.bundleID)))
        let collapsing = pushes.filter { $0.collapseID == "live-match-42" }.map(\.name)
        #expect(collapsing == ["news-live-score-1", "news-live-score-2"])
        #expect(pushes.first { $0.name == "news-background-refresh" }?.headers["apns-push-type"] == "background")
        let grouped = try pushes.filter { $0.name.hasPrefix("photos-album-") }.map { push in
            try JSONParser.parse(Array(Data(contentsOf: URL(fileURLWithPath: push.path))))["aps"]?["thread-id"]?.stringValue
        }
        #expect(grouped == ["album-summer-trip", "album-summer-trip", "album-summer-trip"])
        let image = try JSONParser.parse(Array(Data(contentsOf: URL(fileURLWithPath: try #require(pushes.first { $0.name == "boltz-image" }).path))))
        #expect(image["aps"]?["mutable-content"]?.intValue == 1)
        #expect(image["image_url"]?.stringValue == "file://attachments/mountains.png")
        #expect(image["aps"]?["alert"]?["title"]?.stringValue == "新しい写真")
    }

    @Test("the demo copies into an empty folder and loads from there; a non-empty folder is refused")
    func copy() throws {
        let target = FileManager.default.temporaryDirectory.appendingPathComponent("notisim-init-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: target) }
        try DemoWorkspace.copy(to: target)
        let copied = WorkspaceLoader.load(directory: target)
        #expect(copied.lines == [])
        #expect(copied.workspace?.apps.count == 6)
        #expect(throws: WorkspaceCopyError.self) { try DemoWorkspace.copy(to: target) }
        do { try DemoWorkspace.copy(to: target) } catch { #expect(error.description.contains("is not empty")) }
    }
}
