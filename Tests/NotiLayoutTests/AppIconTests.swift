import Foundation
import Testing
import NotiCore
import TestSupport
@testable import NotiLayout

/// docs/rules/xcode.md#app-icon: the app's icon image in the two header cells, as half blocks; the glyph without colour.
@Suite("The app icon image in card headers")
struct AppIconTests {
    /// The Alarm app with the four-quadrant icon (red, green over blue, yellow).
    static let app: SimulatedApp = {
        var app = Samples.alarmApp
        app.iconImagePath = Samples.fixture("app-icon.png")
        return app
    }()

    static func notification() -> DeliveredNotification {
        Samples.delivered(app.bundleID, "wake", title: "기상 알람", body: "오전 7:00", secondsAgo: 0)
    }

    /// The grid's text, then the colours of the two icon cells: what a text golden cannot show otherwise.
    static func snapshot(_ view: RenderedView) throws -> String {
        let icon = try #require(view.regions.first { $0.role == .icon })
        let cells = (icon.rect.x..<icon.rect.maxX).map { x -> String in
            let cell = view.grid[x, icon.rect.y]
            return "(\(x),\(icon.rect.y)) \(cell.grapheme) fg \(describe(cell.style.foreground)) bg \(describe(cell.style.background))"
        }
        return view.grid.text() + "\n\nicon cells:\n" + cells.joined(separator: "\n") + "\n"
    }

    static func describe(_ color: Color) -> String {
        switch color {
        case .default: "default"
        case .palette(let index): "palette \(index)"
        case .rgb(let red, let green, let blue): String(format: "#%02x%02x%02x", red, green, blue)
        }
    }

    @Test("A banner draws the app's icon image as two half-block cells: upper pixels in front, lower behind")
    func bannerIcon() throws {
        let view = BannerView.render(BannerModel(notification: Self.notification(), app: Self.app),
                                     context: Samples.context(os: Samples.plain(os: "14"), device: Samples.device(columns: 44), cellStyle: .halfBlocks))
        assertGolden(try Self.snapshot(view), named: "app-icon-banner")
        #expect(view.grid[2, 1].style.foreground == .rgb(230, 40, 40) && view.grid[2, 1].style.background == .rgb(40, 80, 230))
        #expect(view.grid[3, 1].style.foreground == .rgb(40, 200, 60) && view.grid[3, 1].style.background == .rgb(250, 210, 40))
    }

    @Test("From iOS 15 the banner's icon is larger: the image fills 4 × 2 cells at the left of the title")
    func largerIconFrom15() throws {
        let view = BannerView.render(BannerModel(notification: Self.notification(), app: Self.app),
                                     context: Samples.context(os: Samples.plain(os: "15"), device: Samples.device(columns: 44), cellStyle: .halfBlocks))
        let icon = try #require(view.regions.first { $0.role == .icon })
        #expect(icon.rect == Rect(x: 2, y: 1, width: 4, height: 2))
        #expect(view.grid[2, 1].style.foreground == .rgb(230, 40, 40) && view.grid[2, 2].style.background == .rgb(40, 80, 230))
        #expect(view.grid[5, 1].style.foreground == .rgb(40, 200, 60) && view.grid[5, 2].style.background == .rgb(250, 210, 40))
    }

    @Test("A centre row draws the same icon image")
    func centreIcon() throws {
        let groups = NotificationGrouping.group([Self.notification()]) { _ in .automatic }
        let model = CenterListModel(groups: groups, apps: [Self.app.bundleID: Self.app])
        let view = CenterListView.render(model, rows: 10, context: Samples.context(device: Samples.device(columns: 44), cellStyle: .halfBlocks))
        assertGolden(try Self.snapshot(view), named: "app-icon-centre-row")
        #expect(view.grid[2, 1].grapheme == "▀")
    }

    @Test("The long look's header draws the icon image too")
    func longLookIcon() throws {
        let model = ExpandedViewModel(notification: Self.notification(), app: Self.app, category: nil)
        let view = ExpandedView.render(model, context: Samples.context(device: Samples.device(columns: 44), cellStyle: .halfBlocks))
        let icon = try #require(view.regions.first { $0.role == .icon })
        #expect(view.grid[icon.rect.x, icon.rect.y].grapheme == "▀")
        #expect(view.grid[icon.rect.x, icon.rect.y].style.foreground == .rgb(230, 40, 40))
    }

    @Test("Without colour (shading) the glyph is drawn, not the image")
    func glyphWithoutColour() {
        let view = BannerView.render(BannerModel(notification: Self.notification(), app: Self.app),
                                     context: Samples.context(device: Samples.device(columns: 44), cellStyle: .shading))
        #expect(view.regions.first { $0.role == .icon }?.text == "⏰")
        #expect(view.grid.text().contains("⏰"))
    }

    @Test("An icon image that cannot be decoded falls back to the glyph")
    func undecodableIcon() {
        var app = Self.app
        app.iconImagePath = Samples.fixture("corrupt.png")
        let view = BannerView.render(BannerModel(notification: Self.notification(), app: app),
                                     context: Samples.context(device: Samples.device(columns: 44), cellStyle: .halfBlocks))
        #expect(view.grid.text().contains("⏰"))
        #expect(!view.grid.text().contains("▀"))
    }
}
