import Testing
import NotiCore
import TestSupport
@testable import NotiLayout

/// `render --style ios`: the expanded view's regions drawn in points (docs/rules/recordings.md#an-ios-picture).
@Suite("iOS pictures (SVG in points)")
struct IOSPictureTests {
    /// A stand-in for hello.png's bytes, so the snapshots stay short.
    static let file = EmbeddedImage(mimeType: "image/png", bytes: Array("PNG".utf8))

    func svg(os: String, extension hasExtension: Bool, preferredHeight: Double? = 200, appearance: Appearance = .light,
             notification: DeliveredNotification = Samples.hello()) -> String {
        let context = Samples.context(os: Samples.plain(os: os))
        let model = ExpandedViewModel(
            notification: notification, app: Samples.practiceApp, category: Samples.imagePostingCategory,
            extensionAttributes: hasExtension ? ContentExtensionAttributes(categories: ["CATEGORY_IMAGE_POSTING"], initialContentSizeRatio: 0.5, defaultContentHidden: true) : nil,
            extensionState: hasExtension ? ContentExtensionState(customView: Samples.practiceCustomView, preferredHeightPoints: preferredHeight) : nil)
        let view = ExpandedView.render(model, context: context)
        return IOSPictureEncoder.encode(view, model: model, context: context, appearance: appearance) { _ in Self.file }
    }

    /// The roles of the region groups, in document order.
    func roles(_ svg: String) -> [String] {
        svg.split(separator: "data-role=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
    }

    @Test("Hello on iOS 13 and 15, with and without the content extension, as golden SVG", arguments: ["13", "15"])
    func goldenHello(os: String) {
        for hasExtension in [false, true] {
            assertGolden(svg(os: os, extension: hasExtension), named: "ios-picture-hello-ios\(os)-\(hasExtension ? "extension" : "default")")
        }
    }

    @Test("the picture is the screen's width and the card the device's banner width, with the profile's corner radius")
    func widths() {
        let picture = svg(os: "13", extension: false)
        #expect(picture.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"393\""))
        #expect(picture.contains("<g data-role=\"notification\" data-rect=\"8 8 377 "))
        #expect(picture.contains("rx=\"13\" fill=\"#f9f9f9\""))
        #expect(svg(os: "15", extension: false).contains("rx=\"20\" fill=\"#f9f9f9\""))
    }

    @Test("the regions follow the profile's content order: attachment first on iOS 13, last on iOS 15; the header leaves with the default content on 15")
    func order() {
        #expect(roles(svg(os: "13", extension: false)) == ["notification", "header", "attachment", "title", "body", "action", "action", "action", "action"])
        #expect(roles(svg(os: "15", extension: false)) == ["notification", "header", "title", "body", "attachment", "action", "action", "action", "action"])
        #expect(roles(svg(os: "13", extension: true)).prefix(3) == ["notification", "header", "custom"])
        #expect(roles(svg(os: "15", extension: true)).prefix(2) == ["notification", "custom"])
    }

    @Test("text uses the default Dynamic Type sizes: headline 17 semibold for the title, body 17, footnote 13 for the header")
    func textStyles() {
        let picture = svg(os: "15", extension: false)
        #expect(picture.contains("font-size=\"17\" fill=\"#000000\" font-weight=\"600\">Hello</text>"))
        #expect(picture.contains("font-size=\"17\" fill=\"#000000\">Good Evening!</text>"))
        #expect(picture.contains("font-size=\"13\" fill=\"#6c6c70\">Local Notification Practice</text>"))
        #expect(TextStyle.footnote.size == 13 && TextStyle.headline.weight == 600 && TextStyle.body.leading == 22)
        #expect(picture.contains(IOSPictureEncoder.fontStack) && IOSPictureEncoder.fontStack.hasPrefix("-apple-system"))
    }

    @Test("the custom area is the preferred height once given, else the card width × the initial ratio")
    func customAreaHeight() {
        #expect(svg(os: "15", extension: true, preferredHeight: 200).contains("<g data-role=\"custom\" data-rect=\"8 8 377 200\">"))
        #expect(svg(os: "15", extension: true, preferredHeight: nil).contains("<g data-role=\"custom\" data-rect=\"8 8 377 188.5\">"))
    }

    @Test("the attachment is the real image embedded, fitted to the card width at its aspect, at most square")
    func attachmentEmbedded() {
        #expect(svg(os: "15", extension: false).contains("preserveAspectRatio=\"xMidYMid meet\" href=\"data:image/png;base64,UE5H\""))
        #expect(EmbeddedImage.sniffing([0xFF, 0xD8, 0xFF, 0xE0])?.mimeType == "image/jpeg")
        #expect(EmbeddedImage.sniffing(Array("text".utf8)) == nil)
    }

    @Test("dark appearance draws the card dark with light text; destructive actions are red")
    func darkAppearance() {
        let picture = svg(os: "15", extension: false, appearance: .dark)
        #expect(picture.contains("fill=\"#1c1c1e\"") && picture.contains("fill=\"#ffffff\" font-weight=\"600\">Hello</text>"))
        #expect(picture.contains("fill=\"#ff453a\">Unfollow</text>"))
    }

    @Test("a custom view's text is white over a dim layer and the label colour elsewhere")
    func customTextColour() {
        let context = Samples.context(os: Samples.plain(os: "15"))
        let model = ExpandedViewModel(
            notification: Samples.hello(), app: Samples.practiceApp,
            extensionAttributes: ContentExtensionAttributes(categories: ["CATEGORY_IMAGE_POSTING"], initialContentSizeRatio: 0.5),
            extensionState: ContentExtensionState(customView: .vstack([.text("Plain", style: .body, wraps: false),
                                                                       .overlay([.dim, .text("Dimmed", style: .body, wraps: false)])])))
        let picture = IOSPictureEncoder.encode(ExpandedView.render(model, context: context), model: model, context: context, appearance: .light) { _ in nil }
        #expect(picture.contains("fill=\"#000000\">Plain</text>"))
        #expect(picture.contains("fill=\"#ffffff\">Dimmed</text>"))
    }

    @Test("the header draws the app's icon image in its rounded square, not a grey square")
    func appIconImage() {
        let context = Samples.context(os: Samples.plain(os: "15"))
        var app = Samples.practiceApp
        app.iconImagePath = "/icons/AppIcon.png"
        let icon = EmbeddedImage(mimeType: "image/png", bytes: Array("ICON".utf8))
        let model = ExpandedViewModel(notification: Samples.hello(), app: app)
        let picture = IOSPictureEncoder.encode(ExpandedView.render(model, context: context), model: model, context: context,
                                               appearance: .light) { $0.path == "/icons/AppIcon.png" ? icon : nil }
        #expect(picture.contains("<g clip-path=\"url(#app-icon)\"><image x=\"20\" y=\"16\" width=\"20\" height=\"20\""))
        #expect(picture.contains(icon.dataURI))
        let plain = ExpandedViewModel(notification: Samples.hello(), app: Samples.practiceApp)
        let without = IOSPictureEncoder.encode(ExpandedView.render(plain, context: context), model: plain, context: context, appearance: .light) { _ in nil }
        #expect(!without.contains("app-icon"), "an app without an icon image keeps the plain square")
    }

    @Test("payload text is escaped as XML, never markup")
    func escaped() {
        let hostile = DeliveredNotification(bundleID: Samples.practiceApp.bundleID,
                                            request: NotificationRequest(identifier: "x", content: NotificationContent(title: "<svg onload=\"x\">&", body: "b")),
                                            date: Samples.now)
        let picture = svg(os: "15", extension: false, notification: hostile)
        #expect(picture.contains("&lt;svg onload=&quot;x&quot;&gt;&amp;"))
        #expect(!picture.contains("<svg onload"))
    }
}
