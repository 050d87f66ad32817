import NotiCore

/// What a banner (the short look) shows.
package struct BannerModel: Sendable {
    package var notification: DeliveredNotification
    /// The app's display name and icon.
    package var app: SimulatedApp
    /// Whether previews are hidden (show previews "never", or "when unlocked" on a locked device).
    package var previewsHidden: Bool
    /// Notifications of the app in this notification's thread, itself included: the hidden-previews placeholder's `%u`.
    package var threadCount: Int

    package init(notification: DeliveredNotification, app: SimulatedApp, previewsHidden: Bool = false, threadCount: Int = 1) {
        self.notification = notification; self.app = app; self.previewsHidden = previewsHidden; self.threadCount = threadCount
    }
}

/// The banner: the card content of the profile's layout (header row on ≤ 14, title line with a larger icon on 15+),
/// body clipped to the profile's lines, thumbnail on the right; with previews hidden, the placeholder instead of the
/// body and no thumbnail (docs/rules/presentation.md#card-layout-by-version).
package enum BannerView {
    /// Draws the banner `context.bannerColumns` wide, as tall as its content.
    package static func render(_ model: BannerModel, context: RenderContext) -> RenderedView {
        let columns = context.bannerColumns
        let content = model.notification.content
        let preview = PreviewText(content, category: model.app.category(content.categoryIdentifier), hidden: model.previewsHidden,
                                  threadCount: model.threadCount)
        let inside = CardContent(model.notification, app: model.app, preview: preview, hidden: model.previewsHidden,
                                 width: max(0, columns - 4), context: context)
        var grid = CellGrid(width: columns, height: 2 + inside.height)
        guard columns >= 4 else { return RenderedView(grid: grid, regions: []) }
        let card = Rect(x: 0, y: 0, width: columns, height: grid.height)
        let area = Card.draw(card, in: &grid, theme: context.theme)
        let regions = [LayoutRegion(role: .notification, rect: card, identifier: model.notification.id)]
            + inside.draw(in: area, grid: &grid, context: context)
        return RenderedView(grid: grid, regions: regions)
    }
}
