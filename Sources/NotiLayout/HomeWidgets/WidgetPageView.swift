import Foundation
import NotiCore

/// One widget on the widgets page: what names it, its family's size in cells, and what it shows.
package struct WidgetTile: Sendable, Hashable {
    /// What is written under it, as iOS writes the app's name under a widget: the app's name and the widget's kind.
    package var label: String
    /// What its frame's top edge says: the family (`small`, `rectangular`).
    package var title: String
    package var columns: Int
    package var rows: Int
    /// The entry's view as the widget extension drew it; nil while it loads or when it cannot be drawn.
    package var view: CustomView?
    /// Said inside the tile when there is no view: loading, or why it cannot be drawn.
    package var note: String
    /// Whether `Enter` and the digits act on it: its frame is drawn selected, its buttons numbered on its bottom edge.
    package var selected = false
    /// The titles of the buttons and links its entry shows, in order.
    package var buttons: [String] = []

    package init(label: String, title: String, columns: Int, rows: Int, view: CustomView?, note: String) {
        self.label = label; self.title = title; self.columns = columns; self.rows = rows; self.view = view; self.note = note
    }
}

/// Draws the widgets page: a Home Screen, a Lock Screen and a StandBy section, each widget framed at its family's
/// size with its label under it, left to right and wrapping (docs/rules/widgets.md#widgets-on-their-pages).
package enum WidgetPageView {
    /// The page `columns` wide and `rows` high; a section with no tiles is left out, and what does not fit is cut.
    package static func render(homeScreen: [WidgetTile], lockScreen: [WidgetTile], standBy: [WidgetTile], empty: String, columns: Int, rows: Int,
                               context: RenderContext) -> RenderedView {
        var grid = CellGrid(width: columns, height: rows)
        var regions: [LayoutRegion] = []
        var y = 0
        grid.write("Widgets", x: 1, y: y, style: context.theme[.appName])
        y += 1
        if homeScreen.isEmpty, lockScreen.isEmpty, standBy.isEmpty {
            for (offset, line) in TextWrapper.wrap(empty, width: max(1, columns - 2)).enumerated() {
                grid.write(line.text, x: 1, y: y + 1 + offset, style: context.theme[.placeholder])
            }
            return RenderedView(grid: grid, regions: regions)
        }
        for (title, tiles) in [("Home Screen", homeScreen), ("Lock Screen", lockScreen), ("StandBy", standBy)] where !tiles.isEmpty {
            y += 1
            grid.write(title, x: 1, y: y, style: context.theme[.placeholder])
            y += 1
            var x = 0
            var lineHeight = 0
            for tile in tiles {
                let width = min(columns, tile.columns + 2), height = tile.rows + 3
                if x > 0, x + width > columns {
                    y += lineHeight
                    x = 0
                    lineHeight = 0
                }
                draw(tile, at: Rect(x: x, y: y, width: width, height: height), into: &grid, context: context)
                regions.append(LayoutRegion(role: .widget, rect: Rect(x: x, y: y, width: width, height: height), text: tile.title))
                x += width + 1
                lineHeight = max(lineHeight, height)
            }
            y += lineHeight
        }
        return RenderedView(grid: grid, regions: regions)
    }

    /// One widget alone, framed as on the page with its label under it.
    package static func renderTile(_ tile: WidgetTile, context: RenderContext) -> RenderedView {
        let rect = Rect(x: 0, y: 0, width: tile.columns + 2, height: tile.rows + 3)
        var grid = CellGrid(width: rect.width, height: rect.height)
        draw(tile, at: rect, into: &grid, context: context)
        return RenderedView(grid: grid, regions: [LayoutRegion(role: .widget, rect: rect, text: tile.title)])
    }

    /// One tile: its frame, the widget's view inside it (or its note), the label on the row under the frame; a
    /// selected one's buttons numbered on its bottom edge.
    private static func draw(_ tile: WidgetTile, at rect: Rect, into grid: inout CellGrid, context: RenderContext) {
        let frame = Rect(x: rect.x, y: rect.y, width: rect.width, height: rect.height - 1)
        let inside = Card.draw(frame, in: &grid, theme: context.theme, selected: tile.selected)
        if tile.selected { Card.numberButtons(tile.buttons, framedBy: frame, in: &grid, theme: context.theme) }
        if let view = tile.view {
            CustomViewRenderer.draw(view, in: inside, grid: &grid, attachments: [], context: context)
        } else {
            let note = TextWrapper.truncate(tile.note, width: max(0, inside.width - 1)).text
            grid.write(note, x: inside.x + 1, y: inside.y + inside.height / 2, style: context.theme[.placeholder])
        }
        let title = TextWrapper.truncate(" \(tile.title) ", width: max(0, rect.width - 2)).text
        grid.write(title, x: rect.x + 1, y: rect.y, style: context.theme[.placeholder])
        let label = TextWrapper.truncate(tile.label, width: rect.width).text
        grid.write(label, x: rect.x + max(0, (rect.width - TextWidth.columns(of: label)) / 2), y: rect.maxY - 1, style: context.theme[.placeholder])
    }
}
