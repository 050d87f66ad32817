import NotiCore

extension Rect {
    /// The part of this rectangle inside `other` (empty when they do not meet).
    package func intersection(_ other: Rect) -> Rect {
        let left = max(x, other.x), top = max(y, other.y)
        let right = min(maxX, other.maxX), bottom = min(maxY, other.maxY)
        return Rect(x: left, y: top, width: max(0, right - left), height: max(0, bottom - top))
    }

    /// This rectangle shrunk by `amount` cells on every side.
    package func inset(by amount: Int) -> Rect {
        Rect(x: x + amount, y: y + amount, width: max(0, width - 2 * amount), height: max(0, height - 2 * amount))
    }

    /// Whether the rectangle holds no cell.
    package var isEmpty: Bool { width <= 0 || height <= 0 }
}

extension CellGrid {
    /// The whole grid as a rectangle.
    package var bounds: Rect { Rect(x: 0, y: 0, width: width, height: height) }

    /// Writes sanitized text on row `y` from column `x`, clipped to `clip` (and the grid); returns the column after it.
    ///
    /// A wide glyph that would straddle the clip's right edge is replaced by a blank there. A style whose
    /// background is `.default` keeps the background already in the cell, so text can sit on a card or an image.
    @discardableResult
    package mutating func write(_ text: String, x: Int, y: Int, style: Style, clip: Rect? = nil) -> Int {
        let area = (clip ?? bounds).intersection(bounds)
        guard y >= area.y, y < area.maxY else { return x }
        var column = x
        for character in TextSanitizer.sanitize(text, keepsLineBreaks: false) {
            let columns = TextWidth.columns(of: character)
            if columns == 0 { continue }
            if column >= area.maxX { break }
            if column + columns > area.maxX {
                put(" ", columns: 1, x: column, y: y, style: style)
                column += 1
                break
            }
            if column >= area.x { put(String(character), columns: columns, x: column, y: y, style: style) }
            column += columns
        }
        return column
    }

    /// Fills a rectangle (clipped to the grid) with one cell.
    package mutating func fill(_ rect: Rect, with cell: Cell) {
        let area = rect.intersection(bounds)
        guard !area.isEmpty else { return }
        for row in area.y..<area.maxY {
            for column in area.x..<area.maxX { self[column, row] = cell }
        }
    }

    /// Changes the style of every cell in a rectangle.
    package mutating func restyle(_ rect: Rect, _ change: (inout Style) -> Void) {
        let area = rect.intersection(bounds)
        guard !area.isEmpty else { return }
        for row in area.y..<area.maxY {
            for column in area.x..<area.maxX { change(&self[column, row].style) }
        }
    }

    /// Draws a frame on the edge of `rect`: rounded, or heavy (used to mark a selection so it shows in plain text too).
    package mutating func frame(_ rect: Rect, style: Style, heavy: Bool = false) {
        guard rect.width >= 2, rect.height >= 2 else { return }
        let right = rect.maxX - 1, bottom = rect.maxY - 1
        let glyphs = heavy ? ["┏", "┓", "┗", "┛", "━", "┃"] : ["╭", "╮", "╰", "╯", "─", "│"]
        put(glyphs[0], columns: 1, x: rect.x, y: rect.y, style: style)
        put(glyphs[1], columns: 1, x: right, y: rect.y, style: style)
        put(glyphs[2], columns: 1, x: rect.x, y: bottom, style: style)
        put(glyphs[3], columns: 1, x: right, y: bottom, style: style)
        for column in (rect.x + 1)..<right {
            put(glyphs[4], columns: 1, x: column, y: rect.y, style: style)
            put(glyphs[4], columns: 1, x: column, y: bottom, style: style)
        }
        for row in (rect.y + 1)..<bottom {
            put(glyphs[5], columns: 1, x: rect.x, y: row, style: style)
            put(glyphs[5], columns: 1, x: right, y: row, style: style)
        }
    }

    /// Puts one grapheme of `columns` width at (x, y), blanking any wide glyph it cuts in half.
    mutating func put(_ grapheme: String, columns: Int, x: Int, y: Int, style: Style) {
        guard y >= 0, y < height, x >= 0, x + columns <= width else { return }
        for column in x..<(x + columns) { breakWideGlyph(at: column, y: y) }
        var finalStyle = style
        if style.background == .default { finalStyle.background = self[x, y].style.background }
        self[x, y] = Cell(grapheme, style: finalStyle)
        if columns == 2 { self[x + 1, y] = Cell("", style: finalStyle) }
    }

    /// Blanks the other half of a wide glyph that covers (x, y), if any.
    private mutating func breakWideGlyph(at x: Int, y: Int) {
        if self[x, y].isContinuation, x > 0 {
            self[x - 1, y] = Cell(" ", style: self[x - 1, y].style)
            self[x, y] = Cell(" ", style: self[x, y].style)
        } else if x + 1 < width, self[x + 1, y].isContinuation {
            self[x + 1, y] = Cell(" ", style: self[x + 1, y].style)
        }
    }
}
