import Foundation
import Testing
import NotiCore
@testable import NotiLayout

@Suite("Output formats")
struct OutputTests {
    @Test("ANSI output uses SGR per style change and resets at line end")
    func ansi() {
        var grid = CellGrid(width: 6, height: 1)
        grid.write("ab", x: 0, y: 0, style: Style(foreground: .rgb(255, 0, 0), bold: true))
        grid.write("c", x: 2, y: 0, style: .plain)
        #expect(ANSIEncoder.encode(grid, depth: .trueColor) == "\u{1B}[0;1;38;2;255;0;0mab\u{1B}[0mc")
        #expect(ANSIEncoder.encode(grid, depth: .ansi8) == "\u{1B}[0;1;31mab\u{1B}[0mc")
        #expect(ANSIEncoder.encode(grid, depth: .none) == "\u{1B}[0;1mab\u{1B}[0mc")
    }

    @Test("Palette colours: 0–7 as 30–37, 8–15 as 90–97, others as 38;5;n")
    func paletteCodes() {
        #expect(ANSIEncoder.sgr(Style(foreground: .palette(9), background: .palette(2))) == "\u{1B}[0;91;42m")
        #expect(ANSIEncoder.sgr(Style(foreground: .palette(200))) == "\u{1B}[0;38;5;200m")
    }

    @Test("JSON lists regions with role, x, y, width, height, text and id, escaping text")
    func json() throws {
        let view = RenderedView(grid: CellGrid(width: 3, height: 2), regions: [
            LayoutRegion(role: .title, rect: Rect(x: 1, y: 0, width: 2, height: 1), text: "a\"b\n\u{1}", identifier: "x"),
            LayoutRegion(role: .custom, rect: Rect(x: 0, y: 1, width: 3, height: 1)),
        ])
        let text = RegionJSON.encode(view)
        let parsed = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(parsed["width"] as? Int == 3)
        let regions = try #require(parsed["regions"] as? [[String: Any]])
        #expect(regions[0]["role"] as? String == "title" && regions[0]["text"] as? String == "a\"b\n\u{1}" && regions[0]["x"] as? Int == 1)
        #expect(regions[1]["text"] == nil && regions[1]["height"] as? Int == 1)
    }

    @Test("The renderer routes each view kind and writes each format")
    func renderer() throws {
        let context = Samples.context(device: Samples.device(columns: 40))
        let view = NotificationRenderer.render(.banner(BannerModel(notification: Samples.hello(), app: Samples.practiceApp)), context: context)
        #expect(view.grid.width == 40)
        #expect(NotificationRenderer.output(view, format: .text) == view.grid.text())
        #expect(NotificationRenderer.output(view, format: .json).contains("\"role\":\"title\""))
        #expect(NotificationRenderer.imageCellStyle(for: .none) == .shading)
    }

    @Test("Relative times: now under a minute, then minutes, hours, days")
    func relativeTime() {
        let now = Samples.now
        #expect(RelativeTime.describe(now.addingTimeInterval(-59), now: now) == "now")
        #expect(RelativeTime.describe(now.addingTimeInterval(-300), now: now) == "5m ago")
        #expect(RelativeTime.describe(now.addingTimeInterval(-7200), now: now) == "2h ago")
        #expect(RelativeTime.describe(now.addingTimeInterval(-3 * 86_400), now: now) == "3d ago")
        #expect(RelativeTime.describe(now.addingTimeInterval(600), now: now) == "now")
    }

    @Test("A placed custom view draws at its cell frame from the area's corner, cut to the area, even with absurd frames")
    func placedCustomViews() {
        var grid = CellGrid(width: 10, height: 3)
        let placed = CustomView.overlay([
            .placed(Rect(x: 2, y: 1, width: 5, height: 1), .text("Hello world", style: .body, wraps: false)),
            .placed(Rect(x: 8, y: 2, width: 9, height: 9), .text("edge", style: .body, wraps: false)),
            .placed(Rect(x: .max, y: .min, width: .max, height: .max), .text("never", style: .body, wraps: false)),
        ])
        CustomViewRenderer.draw(placed, in: grid.bounds, grid: &grid, attachments: [], context: Samples.context())
        #expect(grid.text() == "\n  Hell…\n        e…")
        #expect(CustomViewRenderer.intrinsicHeight(.placed(Rect(x: 0, y: 2, width: 4, height: 3), .spacer), width: 10, depth: 0) == 5)
    }

    @Test("Custom views: stacks share rows, nesting deeper than the limit is cut, not recursed")
    func customViews() {
        #expect(CustomViewRenderer.distribute(10, [2, nil, 3, nil]) == [2, 3, 3, 2])
        var deep = CustomView.text("deep", style: .body, wraps: true)
        for _ in 0..<200 { deep = .padding(0, deep) }
        var grid = CellGrid(width: 10, height: 3)
        CustomViewRenderer.draw(deep, in: grid.bounds, grid: &grid, attachments: [], context: Samples.context())
        #expect(grid.text() == "\n\n")
        CustomViewRenderer.draw(.vstack([.text("top", style: .body, wraps: true), .spacer, .text("end", style: .body, wraps: true)]),
                                in: grid.bounds, grid: &grid, attachments: [], context: Samples.context())
        #expect(grid.text() == "top\n\nend")
        CustomViewRenderer.draw(.vstack([.padding(.max, .text("x", style: .body, wraps: true)), .padding(.min, .spacer)]),
                                in: grid.bounds, grid: &grid, attachments: [], context: Samples.context())
    }
}
