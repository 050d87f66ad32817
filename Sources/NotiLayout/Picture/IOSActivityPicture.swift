import NotiCore

/// Draws Live Activities and widgets as iOS shows them, in points (docs/rules/recordings.md#ios-pictures-of-live-activities-and-widgets):
/// the same views the terminal draws, each child in the cells the layout engine gave it, mapped onto the
/// presentation's points, as the expanded view's custom area is (``IOSCustomViewDrawing``).
package enum IOSActivityPicture {
    /// The Dynamic Island's height, in points (the Human Interface Guidelines' compact presentation height).
    static let islandHeight = 36.67
    /// The space above the island, in points.
    static let islandTop = 11.0
    /// Space between two Live Activities on the lock screen, and around a widget, in points.
    static let gap = 8.0
    /// The wallpaper shown around a widget, in points.
    static let widgetMargin = 16.0
    /// *Decision:* the corner radius of a Home Screen widget, in points (Apple publishes none; the system's
    /// `ContainerRelativeShape` on a 393-point iPhone measures about this).
    static let widgetCornerRadius = 22.0
    /// *Decision:* the corner radius of an `accessoryRectangular` widget, in points.
    static let rectangularCornerRadius = 12.0

    /// The lock screen's Live Activities, each a card the device's banner width and its view's height. `image` gives the
    /// file of an image a view shows (one of the extension's asset catalog).
    package static func lockScreen(_ items: [LiveActivityItem], context: RenderContext, appearance: Appearance,
                                   image: @escaping (NotificationAttachment) -> EmbeddedImage?) -> String {
        let colors = IOSPictureEncoder.Palette(appearance)
        let device = context.device
        let columns = context.bannerColumns
        let cardX = device.bannerMarginPoints, cardWidth = device.bannerWidthPoints
        let rowPoints = CellMetrics.standard.cellAspect * CellMetrics.standard.pointsPerColumn
        let radius = context.os.cardCornerRadiusPoints
        var body = "", y = device.bannerMarginPoints
        for (index, item) in items.enumerated() {
            let view = item.view(.lockScreen, context: context)
            let cells = Rect(x: 0, y: 0, width: max(0, columns - 4), height: LiveActivityView.presentationRows(view, columns: columns))
            let height = Double(cells.height) * rowPoints
            let area = PictureArea(cells: cells, x: cardX, y: y, width: cardWidth, height: height)
            let clip = "live-activity-\(index)"
            var card = rect(cardX, y, cardWidth, height, radius: radius, fill: colors.card)
            card += "<clipPath id=\"\(clip)\">" + rect(cardX, y, cardWidth, height, radius: radius, fill: nil) + "</clipPath>\n"
            card += "<g clip-path=\"url(#\(clip))\"\(item.phase == .ended ? " opacity=\"0.5\"" : "")>\n"
            card += IOSCustomViewDrawing(area: area, colors: colors, attachments: [], image: image).draw(view, in: cells) + "</g>\n"
            body += IOSPictureEncoder.groupOf(.liveActivity, rect: (cardX, y, cardWidth, height), card, identifier: item.activity.id)
            y += height + gap
        }
        let height = items.isEmpty ? 2 * device.bannerMarginPoints : y - gap + device.bannerMarginPoints
        return IOSPictureEncoder.document(width: device.screenWidthPoints, height: height, wallpaper: colors.wallpaper, body: body)
    }

    /// The Dynamic Island at the top of the screen: black pills, the camera, the compact or minimal views, each
    /// column of the terminal's island row one column of points; always in the dark palette, as the island is black.
    package static func island(_ items: [LiveActivityItem], context: RenderContext, appearance: Appearance,
                               image: @escaping (NotificationAttachment) -> EmbeddedImage?) -> String {
        let colors = IOSPictureEncoder.Palette(.dark)
        let columns = context.bannerColumns
        let island = IslandLayout(items, columns: columns, context: context)
        let column = CellMetrics.standard.pointsPerColumn
        let originX = (context.device.screenWidthPoints - Double(columns) * column) / 2
        let row = Rect(x: 0, y: 0, width: columns, height: 1)
        let area = PictureArea(cells: row, x: originX, y: islandTop, width: Double(columns) * column, height: islandHeight)
        let drawing = IOSCustomViewDrawing(area: area, colors: colors, attachments: [], image: image)
        var body = ""
        for pill in island.pills {
            let box = area.points(pill.rect)
            var drawn = rect(box.x, box.y, box.width, box.height, radius: box.height / 2, fill: "#000000")
            for camera in island.cameras where camera > pill.rect.x && camera < pill.rect.maxX {
                let lens = area.points(Rect(x: camera, y: 0, width: IslandLayout.camera.count, height: 1))
                drawn += "<circle cx=\"\(f(lens.x + lens.width / 2))\" cy=\"\(f(lens.y + lens.height / 2))\" r=\"6\" fill=\"#1c1c2e\"/>\n"
            }
            for placed in island.views where placed.rect.x >= pill.rect.x && placed.rect.maxX <= pill.rect.maxX {
                drawn += drawing.draw(placed.view, in: placed.rect)
            }
            body += IOSPictureEncoder.groupOf(.island, rect: box, drawn, identifier: pill.activityID)
        }
        let wallpaper = IOSPictureEncoder.Palette(appearance).wallpaper
        return IOSPictureEncoder.document(width: context.device.screenWidthPoints, height: islandTop * 2 + islandHeight, wallpaper: wallpaper, body: body)
    }

    /// A widget at its family's size in points on its page's wallpaper: a Home Screen widget on a rounded card, a Lock
    /// Screen one in the dark palette on the lock screen's dark wallpaper, with no background of its own (iOS draws
    /// none unless the widget draws `AccessoryWidgetBackground`), a circular one clipped to its circle; in StandBy a
    /// small one on black, its background removed too.
    package static func widget(_ tile: WidgetTile, family: String, size: PointSize, standBy: Bool, appearance: Appearance,
                               image: @escaping (NotificationAttachment) -> EmbeddedImage?) -> String {
        let lockScreen = WidgetSizes.isLockScreen(family)
        // The Lock Screen and StandBy draw no container background, over the dark wallpaper or StandBy's black.
        let bare = lockScreen || standBy
        let colors = IOSPictureEncoder.Palette(bare ? .dark : appearance)
        let x = widgetMargin, y = widgetMargin
        let radius = family == "accessoryCircular" ? min(size.width, size.height) / 2
            : family == "accessoryRectangular" ? rectangularCornerRadius : family == "accessoryInline" ? 0 : widgetCornerRadius
        let cells = Rect(x: 0, y: 0, width: tile.columns, height: tile.rows)
        let area = PictureArea(cells: cells, x: x, y: y, width: size.width, height: size.height)
        var drawn = bare ? "" : rect(x, y, size.width, size.height, radius: radius, fill: colors.card)
        drawn += "<clipPath id=\"widget\">" + rect(x, y, size.width, size.height, radius: radius, fill: nil) + "</clipPath>\n"
        drawn += "<g clip-path=\"url(#widget)\">\n"
        if let view = tile.view {
            drawn += IOSCustomViewDrawing(area: area, colors: colors, attachments: [], image: image).draw(view, in: cells)
        } else {
            drawn += IOSPictureEncoder.text(tile.note, x: x + size.width / 2, baseline: y + size.height / 2 + 4, style: .footnote,
                                            fill: colors.secondary, anchor: "middle")
        }
        drawn += "</g>\n"
        let body = IOSPictureEncoder.groupOf(.widget, rect: (x, y, size.width, size.height), drawn, identifier: family)
        return IOSPictureEncoder.document(width: size.width + 2 * widgetMargin, height: size.height + 2 * widgetMargin,
                                          wallpaper: standBy ? "#000000" : lockScreen ? IOSPictureEncoder.Palette(.dark).wallpaper : colors.wallpaper,
                                          body: body)
    }

    private static func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double, radius: Double, fill: String?) -> String {
        var element = "<rect x=\"\(f(x))\" y=\"\(f(y))\" width=\"\(f(width))\" height=\"\(f(height))\""
        if radius > 0 { element += " rx=\"\(f(radius))\"" }
        if let fill { element += " fill=\"\(fill)\"" }
        return element + "/>" + (fill == nil ? "" : "\n")
    }

    private static func f(_ value: Double) -> String { IOSPictureEncoder.f(value) }
}
