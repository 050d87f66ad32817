/// A colour as a theme writes it; the terminal backend downgrades it to what the terminal can show.
public enum Color: Sendable, Hashable {
    /// The terminal's own foreground or background.
    case `default`
    /// One of the 256 xterm palette entries (0–15 are the basic colours).
    case palette(UInt8)
    /// A 24-bit colour.
    case rgb(UInt8, UInt8, UInt8)
}

/// How a cell is drawn.
public struct Style: Sendable, Hashable {
    public var foreground: Color
    public var background: Color
    public var bold: Bool
    public var dim: Bool
    public var italic: Bool
    public var underline: Bool
    public var reverse: Bool

    public init(foreground: Color = .default, background: Color = .default, bold: Bool = false, dim: Bool = false,
                italic: Bool = false, underline: Bool = false, reverse: Bool = false) {
        self.foreground = foreground; self.background = background; self.bold = bold; self.dim = dim
        self.italic = italic; self.underline = underline; self.reverse = reverse
    }

    /// The terminal's default look.
    public static let plain = Style()
}

/// One terminal cell: a grapheme (or the right half of a wide one) and its style.
public struct Cell: Sendable, Hashable {
    /// The grapheme drawn here; empty for the second column of a wide grapheme.
    public var grapheme: String
    public var style: Style

    public init(_ grapheme: String = " ", style: Style = .plain) { self.grapheme = grapheme; self.style = style }

    /// A blank cell.
    public static let blank = Cell()
    /// Whether this cell continues the wide grapheme to its left.
    public var isContinuation: Bool { grapheme.isEmpty }
}

/// A grid of cells: everything the layout engine draws, and all a terminal backend shows.
public struct CellGrid: Sendable, Hashable {
    public let width: Int
    public let height: Int
    public private(set) var cells: [Cell]

    public init(width: Int, height: Int, fill: Cell = .blank) {
        self.width = max(0, width); self.height = max(0, height)
        cells = Array(repeating: fill, count: self.width * self.height)
    }

    /// The cell at column `x`, row `y`.
    public subscript(x: Int, y: Int) -> Cell {
        get { cells[y * width + x] }
        set { cells[y * width + x] = newValue }
    }

    /// The rows as plain text: wide glyphs once, trailing spaces trimmed, joined by newlines (as `tmux capture-pane -p`).
    public func text() -> String {
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
