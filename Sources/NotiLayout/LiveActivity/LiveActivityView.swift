import Foundation
import NotiCore

/// Draws Live Activities: their region at the top of the lock screen, and the Dynamic Island strip.
/// docs/rules/live-activities.md#live-activities.
package enum LiveActivityView {
    /// Tallest lock-screen presentation drawn, in rows inside its frame: iOS caps it at 160 points, ten rows of 16
    /// points (docs/rules/terminal.md#points-to-cells).
    static let lockScreenMaxRows = CellMetrics.standard.rows(forPoints: 160)
    /// The island's widest compact view on each side of the camera, in columns.
    static let compactColumns = 9

    /// The lock screen's Live Activities, most relevant first, each framed `context.bannerColumns` wide; a stale one
    /// shows the app's stale look, an ended one its last content, dimmed; one whose buttons the digits press has them
    /// numbered on its frame's bottom edge. Empty when there are none.
    package static func renderLockScreen(_ items: [LiveActivityItem], context: RenderContext) -> RenderedView {
        let columns = context.bannerColumns
        var cards: [(CellGrid, LayoutRegion)] = []
        for item in items {
            let view = item.view(.lockScreen, context: context)
            let inner = presentationRows(view, columns: columns)
            var grid = CellGrid(width: columns, height: inner + 2)
            let content = Card.draw(grid.bounds, in: &grid, theme: context.theme)
            CustomViewRenderer.draw(view, in: content, grid: &grid, attachments: [], context: context)
            let label = [item.appName, phaseLabel(item.phase)].compactMap { $0 }.joined(separator: " · ")
            let clipped = TextWrapper.truncate(" \(label) ", width: max(0, columns - 4))
            grid.write(clipped.text, x: 2, y: 0, style: context.theme[item.phase == .ended ? .placeholder : .appName])
            if item.phase == .ended { grid.restyle(content) { $0.dim = true } }
            if item.numbersButtons, item.drawnByExtension, let layout = item.layout {
                Card.numberButtons(layout.buttons(.lockScreen), framedBy: grid.bounds, in: &grid, theme: context.theme)
            }
            cards.append((grid, LayoutRegion(role: .liveActivity, rect: grid.bounds, text: label, identifier: item.activity.id)))
        }
        var result = CellGrid(width: columns, height: cards.reduce(0) { $0 + $1.0.height })
        var regions: [LayoutRegion] = []
        var y = 0
        for (grid, region) in cards {
            result.paste(grid, x: 0, y: y)
            regions.append(region.offsetBy(dx: 0, dy: y))
            y += grid.height
        }
        return RenderedView(grid: result, regions: regions)
    }

    /// The Dynamic Island as one row `columns` wide: one activity shows its compact leading and trailing views either
    /// side of the camera; two or more show the most relevant one's minimal view attached to the island and the next
    /// one's detached beside it. docs/rules/live-activities.md#compact-and-minimal-presentations.
    package static func renderIsland(_ items: [LiveActivityItem], columns: Int, context: RenderContext) -> RenderedView {
        var grid = CellGrid(width: columns, height: 1)
        let style = context.theme[.frame]
        let island = IslandLayout(items, columns: columns, context: context)
        for pill in island.pills {
            grid.write("(", x: pill.rect.x, y: 0, style: style)
            grid.write(")", x: pill.rect.maxX - 1, y: 0, style: style)
        }
        for x in island.cameras { grid.write(IslandLayout.camera, x: x, y: 0, style: style) }
        for placed in island.views { draw(placed.view, in: placed.rect, grid: &grid, context: context) }
        let regions = island.pills.map { pill in
            LayoutRegion(role: .island, rect: pill.rect, text: items.count == 1 ? grid.text().trimmingCharacters(in: .whitespaces) : items.isEmpty ? "" : nil,
                         identifier: pill.activityID)
        }
        return RenderedView(grid: grid, regions: regions)
    }

    /// The expanded presentation an alert shows, framed `context.bannerColumns` wide.
    package static func renderExpanded(_ item: LiveActivityItem, context: RenderContext) -> RenderedView {
        let columns = context.bannerColumns
        let view = item.view(.expanded, context: context)
        let inner = presentationRows(view, columns: columns)
        var grid = CellGrid(width: columns, height: inner + 2)
        let content = Card.draw(grid.bounds, in: &grid, theme: context.theme)
        CustomViewRenderer.draw(view, in: content, grid: &grid, attachments: [], context: context)
        return RenderedView(grid: grid, regions: [LayoutRegion(role: .liveActivity, rect: grid.bounds, text: item.appName, identifier: item.activity.id)])
    }

    /// The rows inside a lock-screen or expanded presentation's frame `columns` wide: the view's own height, at most
    /// iOS's 160 points.
    static func presentationRows(_ view: CustomView, columns: Int) -> Int {
        max(1, min(lockScreenMaxRows, CustomViewRenderer.intrinsicHeight(view, width: max(0, columns - 4), depth: 0) ?? 1))
    }

    private static func draw(_ view: CustomView, in rect: Rect, grid: inout CellGrid, context: RenderContext) {
        CustomViewRenderer.draw(view, in: rect, grid: &grid, attachments: [], context: context)
    }

    private static func phaseLabel(_ phase: LiveActivityPhase) -> String? {
        switch phase {
        case .active, .stale: return nil
        case .ended: return "ended"
        }
    }
}
