import Foundation
import Testing
import NotiCore
@testable import NotiLayout
import TestSupport

/// Payload-like contents through every view at every width from 10 to 120 columns.
@Suite("Payload fuzz")
struct PayloadFuzzTests {
    static let corpus: [NotificationContent] = {
        var contents = [
            NotificationContent(),
            NotificationContent(title: "Hello", body: "Good Evening!"),
            NotificationContent(title: String(repeating: "Supercalifragilistic", count: 8), body: String(repeating: "x", count: 700)),
            NotificationContent(title: "\u{1B}[2J\u{1B}]0;pwned\u{07}", subtitle: "\u{9B}31m\u{7F}\u{0}", body: "line1\r\nline2\u{202E}reversed\u{2066}iso\u{2069}\tend"),
            NotificationContent(title: "기상 알람", subtitle: "오전 7:00", body: String(repeating: "한국어 텍스트 ", count: 30)),
            NotificationContent(title: "新しい写真", body: String(repeating: "新しい写真がシェアされました", count: 10)),
            NotificationContent(title: "👨‍👩‍👧‍👦👍🏽🇰🇷1️⃣", body: String(repeating: "🎉a👍🏽", count: 50)),
            NotificationContent(title: "e\u{301}\u{301}\u{301}", subtitle: "\u{200B}\u{200D}\u{FE0F}", body: "\u{301}starts with a mark"),
            NotificationContent(title: " ", subtitle: "\n\n\n", body: String(repeating: "\n", count: 100)),
            NotificationContent(title: "%u %@ %%", body: "{\"aps\":{\"alert\":\"json\"}}"),
        ]
        contents[1].attachments = [NotificationAttachment(identifier: "img", path: Samples.fixture("hello.png"), kind: .image)]
        contents[2].attachments = [NotificationAttachment(identifier: "bad", path: Samples.fixture("corrupt.png"), kind: .image)]
        contents[6].attachments = [NotificationAttachment(identifier: "gif", path: Samples.fixture("tiny.gif"), kind: .image,
                                                          thumbnailClippingRect: UnitRect(x: -3, y: 0.5, width: 90, height: -1))]
        contents[9].interruptionLevel = .critical
        return contents
    }()

    /// Each fixture decoded once (the app caches the same way).
    static let images: [String: Result<RGBAImage, ImageDecodingError>] = Dictionary(uniqueKeysWithValues:
        ["hello.png", "corrupt.png", "tiny.gif"].map { (Samples.fixture($0), TestAttachments.loadImage(NotificationAttachment(identifier: $0, path: Samples.fixture($0), kind: .image))) })

    static let wideDevice = DeviceProfile(id: "wide", displayName: "Wide", screenWidthPoints: 2000, screenHeightPoints: 900)

    func views(for content: NotificationContent, index: Int) -> [RenderRequest] {
        let notification = DeliveredNotification(bundleID: "app\(index % 3)", request: NotificationRequest(identifier: "n\(index)", content: content),
                                                 date: Samples.now)
        let app = SimulatedApp(bundleID: notification.bundleID, displayName: content.title.isEmpty ? "App" : content.title, iconGlyph: content.subtitle)
        let attributes = ContentExtensionAttributes(categories: ["c"], initialContentSizeRatio: 0.7, defaultContentHidden: index % 2 == 0)
        let custom = CustomView.vstack([.text(content.body, style: .title, wraps: true), .image(attachment: nil, mode: .fit),
                                        .hstack([.text(content.title, style: .caption, wraps: false), .padding(2, .spacer)])])
        let action = NotificationAction(identifier: "t", title: content.title, options: [.destructive, .authenticationRequired], icon: "star",
                                        textInput: .init(buttonTitle: content.subtitle, placeholder: content.body))
        let category = NotificationCategory(identifier: "c", actions: Array(repeating: action, count: 11))
        var settings = AppNotificationSettings()
        settings.showPreviews = index % 2 == 0 ? .never : .always
        settings.authorizationStatus = index % 3 == 0 ? .provisional : .authorized
        let centre = CenterListModel(groups: NotificationGrouping.group([notification, notification]) { _ in .automatic },
                                     apps: [app.bundleID: app], settings: [app.bundleID: settings], selectedNotificationID: notification.id)
        return [
            .banner(BannerModel(notification: notification, app: app)),
            .expanded(ExpandedViewModel(notification: notification, app: app, category: category)),
            .expanded(ExpandedViewModel(notification: notification, app: app, category: category, extensionAttributes: attributes,
                                        extensionState: ContentExtensionState(customView: custom, title: content.body, mediaButton: .overlay), selectedAction: 3)),
            .expanded(ExpandedViewModel(notification: notification, app: app, category: category,
                                        textInput: TextInputState(action: action, typedText: content.body))),
            .center(centre, rows: 30),
            .lock(centre, rows: 40),
        ]
    }

    /// One test case a width, so that the cases run side by side instead of holding one thread for the whole range.
    @Test("No line is wider than asked, no control character survives, and nothing crashes, at widths 10–120", arguments: 10...120)
    func everyViewEveryWidth(width: Int) {
        var failures = 0
        let context = RenderContext(device: Self.wideDevice, now: Samples.now, availableColumns: width, availableRows: width % 2 == 0 ? 20 : nil,
                                    imageCellStyle: width % 2 == 0 ? .halfBlocks : .shading,
                                    loadImage: { Self.images[$0.path] ?? .failure(ImageDecodingError("not a fixture")) })
        for (index, content) in Self.corpus.enumerated() {
            for request in views(for: content, index: index) {
                let view = NotificationRenderer.render(request, context: context)
                let text = view.grid.text()
                let ansi = ANSIEncoder.encode(view.grid, depth: .palette256)
                let tooWide = view.grid.width > width || text.split(separator: "\n").contains { TextWidth.columns(of: $0) > width }
                let raw = text.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value) || (0x202A...0x202E).contains($0.value) }
                let strayEscape = ansi.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression).contains("\u{1B}")
                let badRegion = view.regions.contains { $0.rect.x < 0 || $0.rect.y < 0 || $0.rect.maxX > view.grid.width }
                if tooWide || raw || strayEscape || badRegion {
                    failures += 1
                    if failures < 5 { Issue.record("width \(width), content \(index): wide \(tooWide) raw \(raw) escape \(strayEscape) region \(badRegion)\n\(text)") }
                }
            }
        }
        #expect(failures == 0)
    }

    @Test("Widths 0–9 draw what fits without crashing")
    func tinyWidths() {
        for width in 0...9 {
            let context = RenderContext(device: Self.wideDevice, now: Samples.now, availableColumns: width, availableRows: 5,
                                        loadImage: { Self.images[$0.path] ?? .failure(ImageDecodingError("not a fixture")) })
            for (index, content) in Self.corpus.enumerated() {
                for request in views(for: content, index: index) {
                    #expect(NotificationRenderer.render(request, context: context).grid.width <= width)
                }
            }
        }
    }
}
