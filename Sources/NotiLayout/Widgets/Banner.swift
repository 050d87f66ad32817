import NotiCore

/// What a banner (the short look) shows.
public struct BannerModel: Sendable {
    public var notification: DeliveredNotification
    /// The app's display name and icon.
    public var app: SimulatedApp
    /// Whether previews are hidden (show previews "never", or "when unlocked" on a locked device).
    public var previewsHidden: Bool
    /// Notifications of the app in this notification's thread, itself included: the hidden-previews placeholder's `%u`.
    public var threadCount: Int

    public init(notification: DeliveredNotification, app: SimulatedApp, previewsHidden: Bool = false, threadCount: Int = 1) {
        self.notification = notification; self.app = app; self.previewsHidden = previewsHidden; self.threadCount = threadCount
    }
}

/// The banner: icon + app name + relative time, title (bold), subtitle, body clipped to the profile's lines, thumbnail on the right;
/// with previews hidden, the placeholder instead of the body and no thumbnail.
public enum BannerView {
    /// Columns of the thumbnail; it is drawn only when the text keeps at least `minimumTextColumns`.
    static let thumbnailColumns = 6
    static let thumbnailRows = 3
    static let minimumTextColumns = 10

    /// Draws the banner `context.bannerColumns` wide, as tall as its content.
    public static func render(_ model: BannerModel, context: RenderContext) -> RenderedView {
        let columns = context.bannerColumns
        let content = model.notification.content
        let identifier = model.notification.id
        let inner = max(0, columns - 4)
        let preview = PreviewText(content, category: model.app.category(content.categoryIdentifier), hidden: model.previewsHidden,
                                  threadCount: model.threadCount)
        let thumbnail = model.previewsHidden ? nil : thumbnailImage(model.notification, context: context, innerWidth: inner)
        let textWidth = thumbnail == nil ? inner : inner - thumbnailColumns - 1
        let title = preview.title.isEmpty ? [] : [TextWrapper.truncate(preview.title, width: textWidth)]
        let subtitle = preview.subtitle.isEmpty ? [] : [TextWrapper.truncate(preview.subtitle, width: textWidth)]
        let body = TextWrapper.wrap(preview.body, width: textWidth, maxLines: context.os.bannerBodyLines)
        let textRows = title.count + subtitle.count + body.count
        let contentRows = max(textRows, thumbnail == nil ? 0 : thumbnailRows)
        var grid = CellGrid(width: columns, height: 3 + contentRows)
        guard columns >= 4 else { return RenderedView(grid: grid, regions: []) }
        let card = Rect(x: 0, y: 0, width: columns, height: grid.height)
        let area = Card.draw(card, in: &grid, theme: context.theme)
        var regions = [LayoutRegion(role: .notification, rect: card, identifier: identifier)]
        let header = Card.headerName(model.app, content: content, os: context.os)
        regions += Card.header(in: Rect(x: area.x, y: area.y, width: area.width, height: 1), grid: &grid, theme: context.theme,
                               icon: HeaderIcon(model.app, content: content, context: context), name: header.name,
                               mark: Card.mark(content, os: context.os),
                               trailing: (RelativeTime.describe(model.notification.date, now: context.now), .time, .time),
                               identifier: identifier, nameRole: header.role)
        var y = area.y + 1
        let parts: [([WrappedLine], LayoutRegion.Role, ThemeRole)] = [
            (title, .title, .title), (subtitle, .subtitle, .subtitle),
            (body, preview.isPlaceholder ? .placeholder : .body, preview.isPlaceholder ? .placeholder : .body),
        ]
        for (lines, role, themeRole) in parts {
            if let region = Card.lines(lines, at: (area.x, y), width: textWidth, grid: &grid, style: context.theme[themeRole], role: role, identifier: identifier) {
                regions.append(region)
            }
            y += lines.count
        }
        if let thumbnail {
            let rect = Rect(x: area.maxX - thumbnailColumns, y: area.y + 1, width: thumbnailColumns, height: thumbnailRows)
            switch thumbnail {
            case .success(let image):
                grid.drawImage(image, in: rect, mode: .fill, cellStyle: context.imageCellStyle)
                regions.append(LayoutRegion(role: .attachment, rect: rect, identifier: identifier))
            case .failure(let error):
                grid.drawImagePlaceholder(reason: error.reason, in: rect, style: context.theme[.imagePlaceholder])
                regions.append(LayoutRegion(role: .attachment, rect: rect, text: error.reason, identifier: identifier))
            }
        }
        return RenderedView(grid: grid, regions: regions)
    }

    /// The first image attachment's thumbnail (clipped by its clipping rect), when there is room and it is not hidden.
    static func thumbnailImage(_ notification: DeliveredNotification, context: RenderContext,
                               innerWidth: Int) -> Result<RGBAImage, ImageDecodingError>? {
        guard innerWidth - thumbnailColumns - 1 >= minimumTextColumns,
              let attachment = notification.content.attachments.first(where: { $0.kind == .image && !$0.thumbnailHidden }) else { return nil }
        return context.loadImage(attachment).map { $0.cropped(to: attachment.thumbnailClippingRect) }
    }
}
