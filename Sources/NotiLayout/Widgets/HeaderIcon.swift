import NotiCore

/// The app icon a card's header draws in its two cells: the app's icon image as half blocks (2 × 2 pixels), or its
/// glyph when it has no image, the image cannot be decoded, or the terminal has no colour (docs/rules/xcode.md#app-icon).
/// The home screen draws it too, so an app has one icon wherever it is drawn.
package struct HeaderIcon {
    /// One or two cells of text, drawn when there is no image.
    var glyph: String
    /// The decoded icon image, when it is drawn.
    var image: RGBAImage?
    /// A communication notification's small app icon, drawn after the sender's avatar (docs/rules/focus.md#communication-notifications).
    var appGlyph: String?

    /// Cells the icon takes in the header.
    package static let columns = 2

    /// The icon of `app` as `context` draws it; images load through the context's (caching) loader.
    package init(_ app: SimulatedApp, context: RenderContext) {
        self.init(glyph: app.iconGlyph, appGlyph: nil, imagePath: app.iconImagePath, context: context)
    }

    /// The icon of a card: a communication notification's avatar (the sender's image, else initials) with the small app
    /// icon, else the app's icon.
    init(_ app: SimulatedApp, content: NotificationContent, context: RenderContext) {
        guard let sender = content.communication?.sender else { self.init(app, context: context); return }
        self.init(glyph: sender.initials.isEmpty ? "◯" : sender.initials, appGlyph: app.iconGlyph, imagePath: sender.imagePath, context: context)
    }

    private init(glyph: String, appGlyph: String?, imagePath: String?, context: RenderContext) {
        self.glyph = glyph
        self.appGlyph = appGlyph
        guard context.imageCellStyle == .halfBlocks, let imagePath else { return }
        image = try? context.loadImage(NotificationAttachment(identifier: "icon", path: imagePath, kind: .image)).get()
    }

    /// Draws the icon at the start of `row`; returns the columns it took.
    package func draw(in row: Rect, grid: inout CellGrid, style: Style) -> (width: Int, text: String) {
        guard let appGlyph else { return drawMain(in: row, grid: &grid, style: style) }
        let avatar = drawMain(in: row, grid: &grid, style: style)
        let rest = Rect(x: row.x + avatar.width + 1, y: row.y, width: max(0, row.width - avatar.width - 1), height: row.height)
        let line = TextWrapper.truncate(appGlyph, width: min(Self.columns, rest.width))
        grid.write(line.text, x: rest.x, y: rest.y, style: style, clip: rest)
        return (avatar.width + 1 + line.width, avatar.text + " " + line.text)
    }

    private func drawMain(in row: Rect, grid: inout CellGrid, style: Style) -> (width: Int, text: String) {
        if let image, row.width >= Self.columns {
            grid.drawImage(image, in: Rect(x: row.x, y: row.y, width: Self.columns, height: 1), mode: .fit, cellStyle: .halfBlocks)
            return (Self.columns, glyph)
        }
        let line = TextWrapper.truncate(glyph, width: min(Self.columns, row.width))
        grid.write(line.text, x: row.x, y: row.y, style: style, clip: row)
        return (line.width, line.text)
    }

    /// Draws the larger iOS 15+ icon filling `rect` (image), or its glyph centred on the first row; returns its region.
    func drawLarge(in rect: Rect, grid: inout CellGrid, style: Style, identifier: String?) -> LayoutRegion {
        if let image, rect.width >= Self.columns {
            grid.drawImage(image, in: rect, mode: .fit, cellStyle: .halfBlocks)
        } else {
            let line = TextWrapper.truncate(glyph, width: rect.width)
            grid.write(line.text, x: rect.x + max(0, (rect.width - line.width) / 2), y: rect.y, style: style, clip: rect)
        }
        guard let appGlyph, rect.height > 1 else { return LayoutRegion(role: .icon, rect: rect, text: glyph, identifier: identifier) }
        let small = TextWrapper.truncate(appGlyph, width: min(Self.columns, rect.width))
        grid.write(small.text, x: rect.maxX - small.width, y: rect.maxY - 1, style: style, clip: rect)
        return LayoutRegion(role: .icon, rect: rect, text: glyph + " " + small.text, identifier: identifier)
    }
}
