/// A colour as a theme writes it; the terminal backend downgrades it to what the terminal can show.
package enum Color: Sendable, Hashable {
    /// The terminal's own foreground or background.
    case `default`
    /// One of the 256 xterm palette entries (0–15 are the basic colours).
    case palette(UInt8)
    /// A 24-bit colour.
    case rgb(UInt8, UInt8, UInt8)
}

/// How a cell is drawn.
package struct Style: Sendable, Hashable {
    package var foreground: Color
    package var background: Color
    package var bold: Bool
    package var dim: Bool
    package var italic: Bool
    package var underline: Bool
    package var reverse: Bool

    package init(foreground: Color = .default, background: Color = .default, bold: Bool = false, dim: Bool = false,
                italic: Bool = false, underline: Bool = false, reverse: Bool = false) {
        self.foreground = foreground; self.background = background; self.bold = bold; self.dim = dim
        self.italic = italic; self.underline = underline; self.reverse = reverse
    }

    /// The terminal's default look.
    package static let plain = Style()
}

/// One terminal cell: a grapheme (or the right half of a wide one) and its style.
package struct Cell: Sendable, Hashable {
    /// The grapheme drawn here; empty for the second column of a wide grapheme.
    package var grapheme: String
    package var style: Style

    package init(_ grapheme: String = " ", style: Style = .plain) { self.grapheme = grapheme; self.style = style }

    /// A blank cell.
    package static let blank = Cell()
    /// Whether this cell continues the wide grapheme to its left.
    package var isContinuation: Bool { grapheme.isEmpty }
}

/// A grid of cells: everything the layout engine draws, and all a terminal backend shows.
package struct CellGrid: Sendable, Hashable {
    package let width: Int
    package let height: Int
    package private(set) var cells: [Cell]

    package init(width: Int, height: Int, fill: Cell = .blank) {
        self.width = max(0, width); self.height = max(0, height)
        cells = Array(repeating: fill, count: self.width * self.height)
    }

    /// The cell at column `x`, row `y`.
    package subscript(x: Int, y: Int) -> Cell {
        get { cells[y * width + x] }
        set { cells[y * width + x] = newValue }
    }

    /// The rows as plain text: wide glyphs once, trailing spaces trimmed, joined by newlines (as `tmux capture-pane -p`).
    package func text() -> String {
        var lines: [String] = []
        lines.reserveCapacity(height)
        for y in 0..<height {
            var line = ""
            for x in 0..<width { line += self[x, y].grapheme }
            while line.last == " " { line.removeLast() }
            lines.append(line)
        }
        return lines.joined(separator: "\n")
    }
}
