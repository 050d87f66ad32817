import NotiCore

/// The inside of a banner or centre row, laid out by the profile's `cardLayout` (docs/rules/presentation.md#card-layout-by-version):
/// iOS ≤ 14 a header row (icon, app name, time) over title, subtitle and body; iOS 15+ a larger icon at the left,
/// the title (the app name when there is none) with the time at its right, then subtitle and body. The first
/// attachment's thumbnail sits at the right under the top line (docs/rules/presentation.md#thumbnails-on-every-row).
struct CardContent {
    /// Columns and rows of the larger iOS 15+ icon.
    static let largeIconColumns = 4
    static let largeIconRows = 2

    let notification: DeliveredNotification
    let app: SimulatedApp
    let preview: PreviewText
    let thumbnail: Thumbnail?
    let layout: CardLayout
    /// Columns inside the card frame.
    let width: Int
    let bodyLines: Int

    init(_ notification: DeliveredNotification, app: SimulatedApp, preview: PreviewText, hidden: Bool, width: Int, context: RenderContext) {
        self.notification = notification; self.app = app; self.preview = preview; self.width = width
        layout = context.os.cardLayout
        bodyLines = context.os.bannerBodyLines
        let textColumns = width - (layout == .titleLine ? Self.largeIconColumns + 1 : 0)
        thumbnail = hidden ? nil : Thumbnail(notification.content, context: context, textColumns: textColumns)
    }

    /// Columns where text starts, from the content's left edge.
    private var textOffset: Int { layout == .titleLine ? Self.largeIconColumns + 1 : 0 }
    /// Columns text under the top line may use (the thumbnail takes the right).
    private var textWidth: Int { max(0, width - textOffset - (thumbnail == nil ? 0 : Thumbnail.columns + 1)) }

    /// The lines under the top line: on ≤ 14 title, subtitle and body; on 15+ subtitle and body.
    private var lowerParts: [([WrappedLine], LayoutRegion.Role, ThemeRole)] {
        let title = layout == .headerRow && !preview.title.isEmpty ? [TextWrapper.truncate(preview.title, width: textWidth)] : []
        let subtitle = preview.subtitle.isEmpty ? [] : [TextWrapper.truncate(preview.subtitle, width: textWidth)]
        let body = TextWrapper.wrap(preview.body, width: textWidth, maxLines: bodyLines)
        let bodyRole: (LayoutRegion.Role, ThemeRole) = preview.isPlaceholder ? (.placeholder, .placeholder) : (.body, .body)
        return [(title, .title, .title), (subtitle, .subtitle, .subtitle), (body, bodyRole.0, bodyRole.1)]
    }

    /// Rows the content takes inside the frame.
    var height: Int {
        let lower = lowerParts.reduce(0) { $0 + $1.0.count }
        let iconRows = layout == .titleLine ? Self.largeIconRows : 1
        return max(1 + lower, iconRows, thumbnail == nil ? 0 : 1 + Thumbnail.rows)
    }

    /// Draws the content from the top-left of `area`; returns its regions.
    func draw(in area: Rect, grid: inout CellGrid, context: RenderContext) -> [LayoutRegion] {
        let theme = context.theme, os = context.os, identifier = notification.id
        let time = (RelativeTime.describe(notification.date, now: context.now), ThemeRole.time, LayoutRegion.Role.time)
        let mark = Card.mark(notification.content, os: os)
        let icon = HeaderIcon(app, content: notification.content, context: context)
        var regions: [LayoutRegion]
        switch layout {
        case .headerRow:
            regions = Card.header(in: Rect(x: area.x, y: area.y, width: area.width, height: 1), grid: &grid, theme: theme,
                                  icon: icon, name: Card.headerName(app, content: notification.content, os: os),
                                  mark: mark, trailing: time, identifier: identifier)
        case .titleLine:
            let iconRect = Rect(x: area.x, y: area.y, width: min(Self.largeIconColumns, area.width), height: min(Self.largeIconRows, area.height))
            regions = [icon.drawLarge(in: iconRect, grid: &grid, style: theme[.icon], identifier: identifier)]
            // Without a title the app name takes its place, drawn as a title (docs/rules/presentation.md#card-layout-by-version).
            // A communication notification's sender (or group) leads (docs/rules/focus.md#communication-notifications).
            let headline = notification.content.communication.map { ($0.title, ThemeRole.title, LayoutRegion.Role.appName) }
                ?? (preview.title.isEmpty ? (app.displayName, ThemeRole.title, LayoutRegion.Role.appName)
                                          : (preview.title, ThemeRole.title, LayoutRegion.Role.title))
            let line = Rect(x: area.x + textOffset, y: area.y, width: max(0, area.width - textOffset), height: 1)
            regions += Card.header(in: line, grid: &grid, theme: theme, icon: nil, name: headline, mark: mark, trailing: time, identifier: identifier)
        }
        var y = area.y + 1
        for (lines, role, themeRole) in lowerParts {
            if let region = Card.lines(lines, at: (area.x + textOffset, y), width: textWidth, grid: &grid, style: theme[themeRole],
                                       role: role, identifier: identifier) {
                regions.append(region)
            }
            y += lines.count
        }
        if let thumbnail {
            let rect = Rect(x: area.maxX - Thumbnail.columns, y: area.y + 1, width: Thumbnail.columns, height: Thumbnail.rows)
            regions.append(thumbnail.draw(in: rect, grid: &grid, context: context, identifier: identifier))
        }
        return regions
    }
}
