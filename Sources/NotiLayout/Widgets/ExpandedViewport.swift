import NotiCore

/// The part of a long look that fits on the screen: a window of rows over the whole expanded view that keeps the
/// focus (the selected action or the text field) in sight, with a row saying how much lies above or below it.
package struct ExpandedViewport: Sendable, Hashable {
    /// Rows of the whole expanded view.
    package let contentRows: Int
    /// Rows on the screen.
    package let rows: Int
    /// The first row of the expanded view that is shown.
    package let offset: Int

    /// A window of `rows` over `contentRows`, starting at `requestedOffset` where it can, moved as little as needed to
    /// show `focus` (rows of the expanded view); when the focus is taller than the window its top is shown.
    package init(contentRows: Int, rows: Int, requestedOffset: Int, focus: Range<Int>? = nil) {
        self.contentRows = max(0, contentRows)
        self.rows = max(0, rows)
        guard Self.scrolls(contentRows: self.contentRows, rows: self.rows) else {
            offset = 0
            return
        }
        // At the bottom the window has the "above" row only.
        let maximumOffset = self.contentRows - (self.rows - 1)
        var offset = min(max(0, requestedOffset), maximumOffset)
        if let focus {
            // Far enough down for the focus's last row (an offset > 0 always has the "above" row).
            let belowRow = focus.upperBound < self.contentRows ? 1 : 0
            let lowest = focus.upperBound - (self.rows - 1 - belowRow)
            if lowest > 0 { offset = max(offset, min(lowest, maximumOffset)) }
            offset = min(offset, max(0, focus.lowerBound))
        }
        self.offset = offset
    }

    /// Whether the long look is taller than the window (with room for a marker row and a row of it); otherwise it
    /// is shown whole.
    package var scrolls: Bool { Self.scrolls(contentRows: contentRows, rows: rows) }

    private static func scrolls(contentRows: Int, rows: Int) -> Bool { contentRows > rows && rows >= 3 }

    /// Whether the window shows the "more above" row.
    package var hasMoreAbove: Bool { offset > 0 }
    /// Rows of the expanded view shown.
    package var visibleRows: Int {
        guard scrolls else { return contentRows }
        let rest = rows - (hasMoreAbove ? 1 : 0)
        return offset + rest >= contentRows ? rest : rest - 1
    }
    /// Rows of the expanded view under the window.
    package var rowsBelow: Int { max(0, contentRows - offset - visibleRows) }

    /// The part of `view` in the window, with the "more above" and "more below" rows; `view` itself when it fits.
    package func clip(_ view: RenderedView, theme: Theme) -> RenderedView {
        guard scrolls else { return view }
        var grid = CellGrid(width: view.grid.width, height: rows)
        let top = hasMoreAbove ? 1 : 0
        let shown = Rect(x: 0, y: offset, width: view.grid.width, height: visibleRows)
        grid.paste(view.grid, x: 0, y: top - offset)
        var regions: [LayoutRegion] = view.regions.compactMap { region in
            let visible = region.rect.intersection(shown)
            guard !visible.isEmpty else { return nil }
            var moved = region
            moved.rect = visible
            return moved.offsetBy(dx: 0, dy: top - offset)
        }
        if hasMoreAbove {
            regions.append(Self.drawMarker("▲ \(offset) more above", y: 0, grid: &grid, theme: theme))
        }
        if rowsBelow > 0 {
            regions.append(Self.drawMarker("▼ \(rowsBelow) more below", y: rows - 1, grid: &grid, theme: theme))
        }
        return RenderedView(grid: grid, regions: regions)
    }

    /// A dotted rule across the row with `text` in its middle.
    private static func drawMarker(_ text: String, y: Int, grid: inout CellGrid, theme: Theme) -> LayoutRegion {
        let row = Rect(x: 0, y: y, width: grid.width, height: 1)
        grid.fill(row, with: Cell("┄", style: theme[.frame]))
        let label = TextWrapper.truncate(" \(text) ", width: grid.width)
        let x = max(0, (grid.width - label.width) / 2)
        grid.write(label.text, x: x, y: y, style: theme[.summary], clip: row)
        return LayoutRegion(role: .scrollMarker, rect: Rect(x: x, y: y, width: label.width, height: 1), text: text)
    }
}

extension ExpandedView {
    /// The expanded view in a window of `rows` rows that starts near `offset` and keeps the focus in sight, and that
    /// window: a long look taller than the screen scrolls instead of being cut off.
    package static func render(_ model: ExpandedViewModel, context: RenderContext, rows: Int, offset: Int)
        -> (view: RenderedView, viewport: ExpandedViewport) {
        let whole = render(model, context: context)
        let viewport = ExpandedViewport(contentRows: whole.grid.height, rows: rows, requestedOffset: offset,
                                        focus: focusRows(of: model, in: whole))
        return (viewport.clip(whole, theme: context.theme), viewport)
    }

    /// The rows that must stay in sight: the text field's card, the selected action with the rows around it (the
    /// card's edge or its neighbours), or the focused custom area.
    static func focusRows(of model: ExpandedViewModel, in view: RenderedView) -> Range<Int>? {
        if model.customAreaFocused, let custom = view.regions.first(where: { $0.role == .custom })?.rect {
            return custom.y..<custom.maxY
        }
        let row: Int?
        if model.textInput != nil {
            row = view.regions.first { $0.role == .textInput }?.rect.y
        } else if let selected = model.selectedAction {
            let actions = view.regions.filter { $0.role == .action }
            row = actions.indices.contains(selected) ? actions[selected].rect.y : nil
        } else {
            row = nil
        }
        guard let row else { return nil }
        return max(0, row - 1)..<min(view.grid.height, row + 2)
    }
}
