import Testing
import NotiCore
@testable import NotiLayout

@Suite("Banner rules")
struct BannerTests {
    func banner(_ content: NotificationContent, os: String = "15", columns: Int = 40, secondsAgo: Double = 0,
                hidden: Bool = false, app: SimulatedApp = Samples.practiceApp) -> RenderedView {
        let notification = DeliveredNotification(bundleID: app.bundleID, request: NotificationRequest(identifier: "n", content: content),
                                                 date: Samples.now.addingTimeInterval(-secondsAgo))
        return BannerView.render(BannerModel(notification: notification, app: app, previewsHidden: hidden),
                                 context: Samples.context(os: Samples.plain(os: os), device: Samples.device(columns: columns)))
    }

    @Test("The body is clipped to the profile's banner lines with …")
    func bodyClipped() {
        let long = NotificationContent(title: "T", body: String(repeating: "word ", count: 60))
        for os in ["13", "16"] {
            let body = banner(long, os: os).regions.first { $0.role == .body }
            #expect(body?.rect.height == Samples.plain(os: os).bannerBodyLines)
            #expect(body?.text?.hasSuffix("…") == true)
        }
    }

    @Test("The header shows the icon, the app name (capitals on iOS ≤ 14) and the relative time")
    func header() {
        let view = banner(NotificationContent(title: "Hello"), os: "14", secondsAgo: 7200)
        #expect(view.regions.first { $0.role == .appName }?.text == "LOCAL NOTIFICATION PRACTICE")
        #expect(view.regions.first { $0.role == .time }?.text == "2h ago")
        #expect(banner(NotificationContent(body: "Hi"), os: "15").regions.first { $0.role == .appName }?.text == "Local Notification Practice")
    }

    @Test("iOS 15+: no app-name row when there is a title; the title line carries the time at its right")
    func titleLineFrom15() throws {
        let view = banner(NotificationContent(title: "Hello", body: "Good Evening!"), os: "15", secondsAgo: 7200)
        #expect(view.regions.first { $0.role == .appName } == nil)
        let title = try #require(view.regions.first { $0.role == .title })
        let time = try #require(view.regions.first { $0.role == .time })
        #expect(title.rect.y == time.rect.y && time.text == "2h ago")
        #expect(title.rect.y == 1 && title.rect.x == 2 + 4 + 1)
        #expect(view.regions.first { $0.role == .body }?.rect.y == 2)
        #expect(!view.grid.text().contains("Local Notification Practice"))
    }

    @Test("iOS 15+: without a title the app name takes the title's place, drawn as a title")
    func appNameAsTitleFrom15() throws {
        let view = banner(NotificationContent(body: "Good Evening!"), os: "16")
        let name = try #require(view.regions.first { $0.role == .appName })
        #expect(name.rect.y == 1 && name.text == "Local Notification Practice")
        #expect(view.regions.first { $0.role == .title } == nil)
        #expect(name.rect.x == 2 + 4 + 1)
    }

    @Test("iOS 12–14 keep the header row above the title")
    func headerRowUntil14() throws {
        for os in ["12", "13", "14"] {
            let view = banner(NotificationContent(title: "Hello", body: "Hi"), os: os)
            #expect(view.regions.first { $0.role == .appName }?.rect.y == 1)
            #expect(view.regions.first { $0.role == .title }?.rect.y == 2)
        }
    }

    @Test("The thumbnail sits at the right of the text; hidden thumbnails and narrow banners have none")
    func thumbnail() throws {
        let view = BannerView.render(BannerModel(notification: Samples.hello(), app: Samples.practiceApp), context: Samples.context(device: Samples.device(columns: 40)))
        let attachment = try #require(view.regions.first { $0.role == .attachment }?.rect)
        let title = try #require(view.regions.first { $0.role == .title }?.rect)
        #expect(attachment.x > title.maxX && attachment.maxX == 38)
        var hiddenThumbnail = Samples.hello()
        hiddenThumbnail.request.content.attachments[0].thumbnailHidden = true
        let none = BannerView.render(BannerModel(notification: hiddenThumbnail, app: Samples.practiceApp), context: Samples.context(device: Samples.device(columns: 40)))
        #expect(none.regions.first { $0.role == .attachment } == nil)
        let narrow = BannerView.render(BannerModel(notification: Samples.hello(), app: Samples.practiceApp), context: Samples.context(device: Samples.device(columns: 18)))
        #expect(narrow.regions.first { $0.role == .attachment } == nil)
    }

    @Test("With previews hidden the banner shows the placeholder, the title only with hiddenPreviewsShowTitle, and no thumbnail")
    func hiddenPreviews() {
        var app = Samples.practiceApp
        app.categories = [Samples.imagePostingCategory]
        let view = BannerView.render(BannerModel(notification: Samples.hello(), app: app, previewsHidden: true), context: Samples.context(device: Samples.device(columns: 40)))
        #expect(view.regions.first { $0.role == .placeholder }?.text == "Notification")
        #expect(view.regions.first { $0.role == .title }?.text == "Hello")
        #expect(view.regions.first { $0.role == .attachment } == nil)
        #expect(!view.grid.text().contains("Good Evening!"))
    }

    @Test("A banner is the device's banner width in columns, capped by the terminal")
    func width() {
        let context = Samples.context(device: (try? DeviceProfile.named("iphone-8-plus")) ?? .standard, columns: 30)
        #expect(BannerView.render(BannerModel(notification: Samples.hello(), app: Samples.practiceApp), context: context).grid.width == 30)
        #expect(BannerView.render(BannerModel(notification: Samples.hello(), app: Samples.practiceApp),
                                  context: Samples.context(device: (try? DeviceProfile.named("iphone-8-plus")) ?? .standard)).grid.width == 50)
    }
}
