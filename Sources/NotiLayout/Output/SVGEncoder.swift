/// Draws a grid as an SVG picture of the terminal it would be shown on (docs/rules/recordings.md#a-terminal-picture): one cell is
/// ``cellWidth`` × ``cellHeight`` pixels, backgrounds are rectangles, each grapheme is text placed at its cell.
package enum SVGEncoder {
    /// A cell's width in pixels at 1×; a wide grapheme takes two.
    package static let cellWidth = 10
    /// A cell's height in pixels at 1×.
    package static let cellHeight = 20
    /// The font size that fits a monospace glyph in a cell.
    static let fontSize = 16
    /// Monospace first, then the CJK fonts a terminal falls back to for what the first has no glyph for. No emoji
    /// font is named: the emoji font has glyphs for digits and `:` (keycap bases), and librsvg then draws them from it,
    /// too wide for their cells; an emoji still reaches it through fontconfig's fallback.
    package static let fontStack = "'DejaVu Sans Mono', 'Noto Sans Mono', 'Noto Sans Mono CJK JP', 'Noto Sans Mono CJK KR', monospace"

    /// The SVG document of `grid`; the terminal's own colours (`.default`) are `defaultStyle`'s, which must be RGB or
    /// palette colours (a theme's `card` role: what the device's screen shows).
    package static func encode(_ grid: CellGrid, defaultStyle: Style) -> String {
        let width = grid.width * cellWidth, height = grid.height * cellHeight
        let defaultBackground = hex(defaultStyle.background, fallback: "#ffffff")
        let defaultForeground = hex(defaultStyle.foreground, fallback: "#000000")
        var out = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\" viewBox=\"0 0 \(width) \(height)\">\n"
        out += "<rect width=\"\(width)\" height=\"\(height)\" fill=\"\(defaultBackground)\"/>\n"
        out += "<g font-family=\"\(fontStack)\" font-size=\"\(fontSize)\" xml:space=\"preserve\">\n"
        for y in 0..<grid.height {
            var x = 0
            while x < grid.width {
                let background = colors(of: grid[x, y].style, foreground: defaultForeground, background: defaultBackground).background
                var end = x + 1
                while end < grid.width,
                      colors(of: grid[end, y].style, foreground: defaultForeground, background: defaultBackground).background == background { end += 1 }
                if background != defaultBackground {
                    out += "<rect x=\"\(x * cellWidth)\" y=\"\(y * cellHeight)\" width=\"\((end - x) * cellWidth)\" height=\"\(cellHeight)\" fill=\"\(background)\"/>\n"
                }
                x = end
            }
            x = 0
            while x < grid.width {
                let cell = grid[x, y]
                guard !cell.grapheme.isEmpty, cell.grapheme != " " else { x += 1; continue }
                // A run of narrow one-scalar graphemes in one style is one text with a position per character, so the
                // picture's text reads (and searches) as words; anything else is placed alone.
                var end = x + 1
                if isNarrowScalar(grid, x, y) {
                    while end < grid.width, grid[end, y].style == cell.style, isNarrowScalar(grid, end, y) { end += 1 }
                    while end > x + 1, grid[end - 1, y].grapheme == " " { end -= 1 }
                }
                let positions = (x..<end).map { String($0 * cellWidth) }.joined(separator: " ")
                let text = (x..<end).map { grid[$0, y].grapheme }.joined()
                let foreground = colors(of: cell.style, foreground: defaultForeground, background: defaultBackground).foreground
                var attributes = "x=\"\(positions)\" y=\"\(y * cellHeight + fontSize)\" fill=\"\(foreground)\""
                if cell.style.bold { attributes += " font-weight=\"bold\"" }
                if cell.style.italic { attributes += " font-style=\"italic\"" }
                if cell.style.underline { attributes += " text-decoration=\"underline\"" }
                if cell.style.dim { attributes += " fill-opacity=\"0.6\"" }
                out += "<text \(attributes)>\(escaped(text))</text>\n"
                x = end
            }
        }
        return out + "</g>\n</svg>\n"
    }

    /// Whether the cell at (x, y) holds one Unicode scalar one column wide.
    private static func isNarrowScalar(_ grid: CellGrid, _ x: Int, _ y: Int) -> Bool {
        let cell = grid[x, y]
        guard cell.grapheme.unicodeScalars.count == 1 else { return false }
        return x + 1 >= grid.width || !grid[x + 1, y].isContinuation
    }

    /// The foreground and background a cell shows, reverse video applied.
    private static func colors(of style: Style, foreground: String, background: String) -> (foreground: String, background: String) {
        let fg = hex(style.foreground, fallback: foreground), bg = hex(style.background, fallback: background)
        return style.reverse ? (bg, fg) : (fg, bg)
    }

    /// `#rrggbb` of a colour; `fallback` for the terminal's own.
    static func hex(_ color: Color, fallback: String) -> String {
        let (r, g, b): (Int, Int, Int)
        switch color {
        case .default: return fallback
        case .palette(let index): (r, g, b) = Palette.rgb(index)
        case let .rgb(red, green, blue): (r, g, b) = (Int(red), Int(green), Int(blue))
        }
        return "#" + [r, g, b].map { String($0, radix: 16).leftPadded(to: 2) }.joined()
    }

    /// Text with XML's special characters escaped.
    package static func escaped(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.append(character)
            }
        }
        return out
    }
}

private extension String {
    func leftPadded(to length: Int) -> String { String(repeating: "0", count: max(0, length - count)) + self }
}
