/// Turns a grid into text with SGR escape sequences for a colour depth.
package enum ANSIEncoder {
    /// Rows joined by newlines; each style change emits one SGR sequence; each row ends with a reset.
    /// Trailing default-styled blanks are trimmed like `text()`. The grid's text was sanitized when written,
    /// so the only escape sequences in the output are the ones made here.
    package static func encode(_ grid: CellGrid, depth: ColorDepth) -> String {
        var output = ""
        for row in 0..<grid.height {
            var lastColumn = grid.width - 1
            while lastColumn >= 0, grid[lastColumn, row].grapheme == " ", depth.downgrade(grid[lastColumn, row].style) == .plain {
                lastColumn -= 1
            }
            var current = Style.plain
            for column in 0...max(0, lastColumn) where lastColumn >= 0 {
                let cell = grid[column, row]
                let style = depth.downgrade(cell.style)
                if style != current {
                    output += sgr(style)
                    current = style
                }
                output += cell.grapheme
            }
            if current != .plain { output += "\u{1B}[0m" }
            if row < grid.height - 1 { output += "\n" }
        }
        return output
    }

    /// The SGR sequence that sets exactly `style` (starting from a reset).
    package static func sgr(_ style: Style) -> String {
        var codes = ["0"]
        if style.bold { codes.append("1") }
        if style.dim { codes.append("2") }
        if style.italic { codes.append("3") }
        if style.underline { codes.append("4") }
        if style.reverse { codes.append("7") }
        codes += colorCodes(style.foreground, base: 30)
        codes += colorCodes(style.background, base: 40)
        return "\u{1B}[" + codes.joined(separator: ";") + "m"
    }

    private static func colorCodes(_ color: Color, base: Int) -> [String] {
        switch color {
        case .default: return []
        case .palette(let index) where index < 8: return [String(base + Int(index))]
        case .palette(let index) where index < 16: return [String(base + 60 + Int(index) - 8)]
        case .palette(let index): return [String(base + 8), "5", String(index)]
        case let .rgb(r, g, b): return [String(base + 8), "2", String(r), String(g), String(b)]
        }
    }
}
