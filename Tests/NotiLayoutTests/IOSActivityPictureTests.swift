import Foundation
import Testing
import NotiCore
import TestSupport
@testable import NotiLayout

/// `render --style ios` of Live Activities and widgets: the app's views drawn in points
/// (docs/rules/recordings.md#ios-pictures-of-live-activities-and-widgets).
@Suite("iOS pictures of Live Activities and widgets")
struct IOSActivityPictureTests {
    /// As the widget host hands a lock-screen view over: the hosted views placed at their frames in cells.
    static let lockScreenView = CustomView.overlay([
        .placed(Rect(x: 0, y: 0, width: 45, height: 5), .fill(.rgb(0x1e, 0x3a, 0x5f))),
        .placed(Rect(x: 2, y: 1, width: 30, height: 1), .text("Station Square", style: .title, wraps: false)),
        .placed(Rect(x: 2, y: 3, width: 30, height: 1), .text("3 parcels · 1:00:00", style: .body, wraps: false)),
    ])

    func item(phase: LiveActivityPhase = .active) -> LiveActivityItem {
        let now = Date(timeIntervalSince1970: 1_700_000_000)
        var board = LiveActivityBoard()
        _ = board.start(LiveActivityRequest(event: .start, attributesType: "LockerAttributes", attributes: ["lockerName": "Station Square"],
                                            contentState: ["parcels": 3]),
                        type: LiveActivityType(name: "LockerAttributes", attributeKeys: ["lockerName"], contentStateKeys: ["parcels"]),
                        bundleID: "com.example.locker", byPush: true, now: now)
        if phase == .ended { _ = board.end("A1", dismissal: nil, now: now) }
        let activity = board.activity("A1")!
        var item = LiveActivityItem(activity: activity, layout: LiveActivityLayout(views: [
            .lockScreen: Self.lockScreenView,
            .compactLeading: .text("B12", style: .body, wraps: false),
            .compactTrailing: .placed(Rect(x: 0, y: 0, width: 2, height: 1), .text("3", style: .body, wraps: false)),
            .minimal: .text("3", style: .body, wraps: false),
        ]), appName: "Locker", phase: phase)
        item.drawnByExtension = true
        return item
    }

    /// The `data-rect` of the first group of `role`, as numbers.
    func rect(_ svg: String, role: String) -> [Double] {
        guard let start = svg.range(of: "data-role=\"\(role)\" data-rect=\"") else { return [] }
        return svg[start.upperBound...].prefix { $0 != "\"" }.split(separator: " ").compactMap { Double($0) }
    }

    @Test("a Live Activity on the lock screen is a card the banner width and its view's rows tall, the app's view in it, as golden SVG")
    func lockScreenCard() {
        let context = Samples.context()
        let svg = IOSActivityPicture.lockScreen([item()], context: context, appearance: .light, image: { _ in nil })
        let rows = LiveActivityView.presentationRows(Self.lockScreenView, columns: context.bannerColumns)
        #expect(rect(svg, role: "liveActivity") == [8, 8, 377, Double(rows) * 16])
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"393\""))
        #expect(rows == 5 && svg.contains(">Station Square</text>") && svg.contains("fill=\"#1e3a5f\""))
        #expect(!svg.contains(">Locker<"), "iOS draws no app name over the card")
        assertGolden(svg, named: "ios-picture-live-activity")
    }

    @Test("an image of the extension's asset catalog, named by its file, is embedded in the picture")
    func assetImageEmbedded() {
        var drawn = item()
        drawn.layout = LiveActivityLayout(views: [.lockScreen: .overlay([.placed(Rect(x: 0, y: 0, width: 4, height: 2), .image(attachment: "/project/Assets.xcassets/Glyph.imageset/glyph.png", mode: .fit)),
                                                                        .placed(Rect(x: 5, y: 0, width: 20, height: 1), .text("Station Square", style: .body, wraps: false))])])
        let svg = IOSActivityPicture.lockScreen([drawn], context: Samples.context(), appearance: .light) { attachment in
            attachment.path.hasSuffix("glyph.png") ? EmbeddedImage(mimeType: "image/png", bytes: Array("PNG".utf8)) : nil
        }
        #expect(svg.contains("<image ") && svg.contains("href=\"data:image/png;base64,UE5H\""))
    }

    @Test("an ended Live Activity's card is dimmed")
    func endedIsDimmed() {
        #expect(IOSActivityPicture.lockScreen([item(phase: .ended)], context: Samples.context(), appearance: .dark, image: { _ in nil }).contains("opacity=\"0.5\""))
        #expect(!IOSActivityPicture.lockScreen([item()], context: Samples.context(), appearance: .dark, image: { _ in nil }).contains("opacity=\"0.5\""))
    }

    @Test("the island is a black capsule centred on the screen, the compact views either side of the camera in white, as golden SVG")
    func island() {
        let svg = IOSActivityPicture.island([item()], context: Samples.context(), appearance: .light, image: { _ in nil })
        let pill = rect(svg, role: "island")
        #expect(pill.count == 4 && abs(pill[0] + pill[2] / 2 - 393 / 2) < 0.01 && pill[3] == 36.67)
        #expect(svg.contains("rx=\"18.34\" fill=\"#000000\"") && svg.contains("<circle "))
        #expect(svg.contains("fill=\"#ffffff\">B12</text>") && svg.contains("fill=\"#ffffff\">3</text>"))
        assertGolden(svg, named: "ios-picture-island")
    }

    @Test("two activities share the island: the first's minimal view attached to it, the second's detached beside it")
    func islandOfTwo() {
        var second = item()
        second.activity.id = "A2"
        let svg = IOSActivityPicture.island([item(), second], context: Samples.context(), appearance: .dark, image: { _ in nil })
        #expect(svg.components(separatedBy: "data-role=\"island\"").count == 3)
        #expect(svg.contains("data-identifier=\"A1\"") && svg.contains("data-identifier=\"A2\""))
    }

    @Test("a widget is drawn at its family's size: a Home Screen one on a rounded card, a circular one clipped to its circle")
    func widgetSizes() {
        let view = CustomView.vstack([.text("3 parcels", style: .title, wraps: false)])
        let small = WidgetSizes.standard.small, circular = WidgetSizes.standard.circular
        let tile = WidgetTile(label: "Locker · parcels", title: "small", columns: CellMetrics.standard.columns(forPoints: small.width),
                              rows: CellMetrics.standard.rows(forPoints: small.height), view: view, note: "")
        let home = IOSActivityPicture.widget(tile, family: "systemSmall", size: small, standBy: false, appearance: .light, image: { _ in nil })
        #expect(home.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"190\" height=\"190\""))
        #expect(rect(home, role: "widget") == [16, 16, 158, 158])
        #expect(home.contains("rx=\"22\" fill=\"#f9f9f9\"") && home.contains(">3 parcels</text>"))
        let lock = IOSActivityPicture.widget(tile, family: "accessoryCircular", size: circular, standBy: false, appearance: .light, image: { _ in nil })
        #expect(lock.contains("rx=\"36\"/>") && !lock.contains("fill=\"#f9f9f9\"") && lock.contains("fill=\"#ffffff\" font-weight=\"700\">3 parcels</text>"))
        assertGolden(home, named: "ios-picture-widget-small")
    }

    @Test("a StandBy widget is drawn small on black with no card of its own, in the dark palette whatever the appearance")
    func standByWidgetPicture() {
        let view = CustomView.vstack([.text("3 parcels", style: .title, wraps: false)])
        let small = WidgetSizes.standard.small
        let tile = WidgetTile(label: "Locker · parcels", title: "small", columns: CellMetrics.standard.columns(forPoints: small.width),
                              rows: CellMetrics.standard.rows(forPoints: small.height), view: view, note: "")
        let standBy = IOSActivityPicture.widget(tile, family: "systemSmall", size: small, standBy: true, appearance: .light, image: { _ in nil })
        #expect(standBy.contains("<rect width=\"190\" height=\"190\" fill=\"#000000\"/>"))
        #expect(!standBy.contains("fill=\"#f9f9f9\"") && !standBy.contains("fill=\"#1c1c1e\""))
        #expect(standBy.contains("fill=\"#ffffff\" font-weight=\"700\">3 parcels</text>"))
    }

    @Test("a widget with no entry shows why in its place")
    func widgetWithoutEntry() {
        let tile = WidgetTile(label: "Locker · parcels", title: "small", columns: 20, rows: 10, view: nil, note: "no entries in its timeline")
        #expect(IOSActivityPicture.widget(tile, family: "systemSmall", size: WidgetSizes.standard.small, standBy: false, appearance: .dark, image: { _ in nil })
            .contains(">no entries in its timeline</text>"))
    }
}
