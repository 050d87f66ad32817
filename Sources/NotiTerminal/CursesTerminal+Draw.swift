import CNcursesw
import NotiTerminalPort
import NotiLayout

/// A curses window.
typealias CursesWindow = UnsafeMutablePointer<WINDOW>

extension CursesTerminal {
    package func draw(_ grid: CellGrid, cursor: CursorPosition?) {
        guard let session = activated(), let window = notisim_stdscr() else { return }
        let visible = size
        let width = min(grid.width, visible.cols)
        let height = min(grid.height, visible.rows)
        let previous = shownGrid.flatMap { $0.width == grid.width && $0.height == grid.height ? $0 : nil }
        if !drawCells(of: grid, width: width, height: height, previous: previous, session: session, window: window) {
            // Out of colour pairs: start the pair numbering again and repaint everything with the new numbers.
            pairCache.reset()
            _ = drawCells(of: grid, width: width, height: height, previous: nil, session: session, window: window)
        }
        placeCursor(cursor, width: width, height: height, window: window)
        wnoutrefresh(window)
        doupdate()
        session.relay()
        shownGrid = grid
    }

    package func invalidate() {
        shownGrid = nil
        if activated() != nil, let window = notisim_stdscr() { clearok(window, true) }
    }

    /// Writes the cells that differ from `previous` (all when nil); false when the colour pairs ran out.
    private func drawCells(of grid: CellGrid, width: Int, height: Int, previous: CellGrid?,
                           session: CursesSession, window: CursesWindow) -> Bool {
        for y in 0..<height {
            var x = 0
            while x < width {
                let cell = grid[x, y]
                let isWide = x + 1 < grid.width && grid[x + 1, y].isContinuation && !cell.isContinuation
                let changed = previous.map { $0[x, y] != cell || (isWide && $0[x + 1, y] != grid[x + 1, y]) } ?? true
                if cell.isContinuation {
                    // The right half of a wide glyph was drawn with it; an orphan half becomes a space.
                    let ownerIsWide = x > 0 && !grid[x - 1, y].isContinuation
                    if changed && !ownerIsWide, !put(Cell(" ", style: cell.style), columns: 1, x: x, y: y, session: session, window: window) {
                        return false
                    }
                    x += 1
                    continue
                }
                let columns = isWide && x + 1 < width ? 2 : 1
                if changed, !put(cell, columns: columns, x: x, y: y, session: session, window: window) { return false }
                x += isWide ? 2 : 1
            }
        }
        return true
    }

    /// Writes one cell covering `columns` columns; false when no colour pair is left for its colours.
    private func put(_ cell: Cell, columns: Int, x: Int, y: Int, session: CursesSession, window: CursesWindow) -> Bool {
        guard let pair = colorPair(for: cell.style, session: session) else { return false }
        let glyph = CursesGlyph.make(grapheme: cell.grapheme, gridWidth: columns, isUTF8: session.isUTF8,
                                     joining: session.joining, maxScalars: Int(notisim_ccharw_max()), columns: { Int(notisim_wcwidth($0.value)) })
        let attributes = Self.attributes(of: cell.style)
        for (offset, scalars) in glyph.cells.enumerated() {
            write(scalars, attributes: attributes, pair: pair, x: x + offset, y: y, window: window)
        }
        if glyph.padsNextCell { write([" "], attributes: attributes, pair: pair, x: x + 1, y: y, window: window) }
        return true
    }

    private func write(_ scalars: [Unicode.Scalar], attributes: attr_t, pair: Int32, x: Int, y: Int, window: CursesWindow) {
        let characters = scalars.map { wchar_t(bitPattern: $0.value) }
        var complex = cchar_t()
        _ = notisim_set_cluster(&complex, characters, Int32(characters.count), attributes, pair)
        _ = mvwadd_wch(window, Int32(y), Int32(x), &complex)
    }

    private func colorPair(for style: Style, session: CursesSession) -> Int32? {
        guard session.colorDepth != .monochrome else { return 0 }
        let foreground = ColorDowngrade.cursesNumber(for: style.foreground, depth: session.colorDepth, defaultColor: session.defaultForeground)
        let background = ColorDowngrade.cursesNumber(for: style.background, depth: session.colorDepth, defaultColor: session.defaultBackground)
        return pairCache.pair(foreground: foreground, background: background) { number, fg, bg in
            init_extended_pair(number, fg, bg) == OK
                || (number <= Int32(Int16.max) && fg <= Int32(Int16.max) && bg <= Int32(Int16.max)
                    && init_pair(Int16(number), Int16(fg), Int16(bg)) == OK)
        }
    }

    static func attributes(of style: Style) -> attr_t {
        var attributes = notisim_a_normal()
        if style.bold { attributes |= notisim_a_bold() }
        if style.dim { attributes |= notisim_a_dim() }
        if style.italic { attributes |= notisim_a_italic() }
        if style.underline { attributes |= notisim_a_underline() }
        if style.reverse { attributes |= notisim_a_reverse() }
        return attributes
    }

    private func placeCursor(_ cursor: CursorPosition?, width: Int, height: Int, window: CursesWindow) {
        if let cursor, cursor.x >= 0, cursor.y >= 0, cursor.x < width, cursor.y < height {
            wmove(window, Int32(cursor.y), Int32(cursor.x))
            if !cursorShown { curs_set(1); cursorShown = true }
        } else if cursorShown {
            curs_set(0)
            cursorShown = false
        }
    }
}
