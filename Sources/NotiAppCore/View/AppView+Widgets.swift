import Foundation
import NotiCore
import NotiExtensions
import NotiLayout

extension AppView {
    /// The widgets page: each widget at its family's size in cells, showing its timeline's entry for the model's time.
    /// docs/rules/widgets.md#widgets-on-their-pages.
    static func drawWidgetPage(_ model: AppModel, context: RenderContext, into content: inout CellGrid) {
        let tiles = model.widgetPage.slots.enumerated().compactMap { place, slot -> (location: WidgetPlacement, tile: WidgetTile)? in
            guard let size = model.device.widgetSizes.size(of: slot.family) else { return nil }
            let app = model.system.app(slot.bundleID)?.app.displayName ?? slot.bundleID
            let note = model.widgetPage.failures[slot.bundleID] ?? "Loading…"
            let shown = model.widgetPage.loaded[slot]?.timeline.entry(at: model.now)
            var tile = WidgetTile(label: "\(app) · \(slot.kind)", title: WidgetSizes.shortName(of: slot.family),
                                  columns: model.metrics.columns(forPoints: size.width),
                                  rows: WidgetSizes.rows(of: slot.family, points: size.height, metrics: model.metrics), view: shown?.view, note: note)
            tile.selected = place == model.widgetPage.selected
            tile.buttons = shown?.buttons ?? []
            return (slot.location, tile)
        }
        let section = { (location: WidgetPlacement) in tiles.filter { $0.location == location }.map(\.tile) }
        // Once every widget extension has said what it declares, an empty page is one whose extensions draw Live
        // Activities only.
        let answered = model.workspace.widgetExtensions.allSatisfy { model.widgetPage.listed.contains($0.appBundleID) }
        let empty = model.workspace.widgetExtensions.isEmpty ? "No app here has a widget extension"
            : model.widgetPage.failures.values.first
            ?? (answered ? "The widget extensions here declare no widgets; their Live Activities show on the lock screen"
                : "Starting the widget extensions…")
        content.paste(WidgetPageView.render(homeScreen: section(.homeScreen), lockScreen: section(.lockScreen), standBy: section(.standBy), empty: empty,
                                            columns: content.width, rows: content.height, context: context).grid, x: 0, y: 0)
    }
}
