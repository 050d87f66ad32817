import Testing
@testable import NotiLayout

@Suite("terminal pictures (SVG)")
struct SVGEncoderTests {
    private func grid(_ rows: [String], style: Style = .plain) -> CellGrid {
        var grid = CellGrid(width: 6, height: rows.count)
        for (y, row) in rows.enumerated() {
            for (x, character) in row.enumerated() { grid[x, y] = Cell(String(character), style: style) }
        }
        return grid
    }

    @Test("the picture is the grid's cells at the cell size, on the theme's card background")
    func sizeAndBackground() {
        let svg = SVGEncoder.encode(grid(["Hi"]), defaultStyle: Style(foreground: .rgb(0x1C, 0x1C, 0x1E), background: .rgb(0xF2, 0xF2, 0xF7)))
        #expect(svg.contains("width=\"60\" height=\"20\""))
        #expect(svg.contains("<rect width=\"60\" height=\"20\" fill=\"#f2f2f7\"/>"))
        #expect(svg.contains("<text x=\"0 10\" y=\"16\" fill=\"#1c1c1e\">Hi</text>"))
        #expect(svg.contains(SVGEncoder.fontStack) && SVGEncoder.fontStack.contains("CJK"))
    }

    @Test("payload text is escaped as XML, never markup")
    func textIsEscaped() {
        let svg = SVGEncoder.encode(grid(["<a&\"b"]), defaultStyle: .plain)
        #expect(svg.contains(">&lt;a&amp;&quot;b</text>"))
        #expect(!svg.contains("<a"))
    }

    @Test("reverse video swaps the colours; a run of one background is one rectangle; palette colours are xterm's")
    func reverseAndPalette() {
        let svg = SVGEncoder.encode(grid(["ab"], style: Style(foreground: .palette(196), background: .default, reverse: true)),
                                    defaultStyle: Style(foreground: .rgb(0, 0, 0), background: .rgb(255, 255, 255)))
        #expect(svg.contains("<rect x=\"0\" y=\"0\" width=\"20\" height=\"20\" fill=\"#ff0000\"/>"))
        #expect(svg.contains("<text x=\"0 10\" y=\"16\" fill=\"#ffffff\">ab</text>"))
    }
}
