import NotiCore

/// The expanded view (long look): header, default content in the profile's order with the extension's
/// custom area in the attachment's place, then the actions card (or the text field).
package enum ExpandedView {
    /// Most body lines drawn (the long look shows the whole body; this bounds hostile payloads).
    static let maximumBodyLines = 40

    /// One horizontal band of the content card.
    private struct Band {
        var height: Int
        var draw: (inout CellGrid, Int, inout [LayoutRegion]) -> Void
    }

    /// Rows of the custom area: the extension's preferred height once given, else `round(columns × ratio / aspect)`;
    /// never more than the device's screen height in rows (an absurd size from an extension cannot blow up the grid).
    package static func customAreaRows(attributes: ContentExtensionAttributes, state: ContentExtensionState?, context: RenderContext) -> Int {
        let screenRows = context.metrics.rows(forPoints: context.device.screenHeightPoints)
        if let points = state?.preferredHeightPoints, points.isFinite, points >= 0 {
            return min(screenRows, context.metrics.rows(forPoints: min(points, context.device.screenHeightPoints)))
        }
        let ratio = min(attributes.initialContentSizeRatio, context.device.screenHeightPoints)
        return min(screenRows, context.metrics.initialCustomRows(columns: context.bannerColumns, ratio: ratio))
    }

    /// Draws the expanded view `context.bannerColumns` wide.
    package static func render(_ model: ExpandedViewModel, context: RenderContext) -> RenderedView {
        let columns = context.bannerColumns
        let os = context.os, theme = context.theme
        let content = model.notification.content
        let identifier = model.notification.id
        let textWidth = max(0, columns - 4)
        let attributes = model.extensionAttributes
        let defaultHidden = attributes?.defaultContentHidden ?? false
        let showsHeader = !defaultHidden || os.keepsHeaderWhenDefaultContentHidden

        var bands: [Band] = []
        for part in os.defaultContentOrder {
            switch part {
            case .attachment:
                if let attributes {
                    bands.append(customBand(model, attributes: attributes, context: context))
                } else if let band = attachmentBand(model, context: context) {
                    bands.append(band)
                }
            case .title where !defaultHidden:
                for (text, role, themeRole) in [(content.title, LayoutRegion.Role.title, ThemeRole.title), (content.subtitle, .subtitle, .subtitle)] {
                    let lines = TextWrapper.wrap(text, width: textWidth, maxLines: 3)
                    guard !lines.isEmpty else { continue }
                    bands.append(Band(height: lines.count) { grid, y, regions in
                        if let region = Card.lines(lines, at: (2, y), width: textWidth, grid: &grid, style: theme[themeRole], role: role, identifier: identifier) {
                            regions.append(region)
                        }
                    })
                }
            case .body where !defaultHidden:
                let lines = TextWrapper.wrap(content.body, width: textWidth, maxLines: maximumBodyLines)
                if !lines.isEmpty {
                    bands.append(Band(height: lines.count) { grid, y, regions in
                        if let region = Card.lines(lines, at: (2, y), width: textWidth, grid: &grid, style: theme[.body], role: .body, identifier: identifier) {
                            regions.append(region)
                        }
                    })
                }
            default:
                break
            }
        }

        let headerRows = showsHeader ? 2 : 0
        let cardHeight = 2 + headerRows + bands.reduce(0) { $0 + $1.height }
        var actions = model.textInput == nil ? model.offeredActions(os: os) : []
        let fullHeight = cardHeight + ActionList.height(actionCount: actions.count, textInput: model.textInput != nil)
        if let rows = context.availableRows, fullHeight > rows, actions.count > ActionList.tightActions {
            actions = Array(actions.prefix(ActionList.tightActions))
        }
        let actionsHeight = ActionList.height(actionCount: actions.count, textInput: model.textInput != nil)
        var grid = CellGrid(width: columns, height: cardHeight + actionsHeight)
        guard columns >= 4 else { return RenderedView(grid: grid, regions: []) }

        let card = Rect(x: 0, y: 0, width: columns, height: cardHeight)
        let area = Card.draw(card, in: &grid, theme: theme)
        var regions = [LayoutRegion(role: .notification, rect: card, identifier: identifier)]
        var y = area.y
        if showsHeader {
            let name = attributes?.overridesDefaultTitle == true ? (model.extensionState?.title ?? model.app.displayName) : model.app.displayName
            let headerRow = Rect(x: area.x, y: y, width: area.width, height: 1)
            regions += Card.header(in: headerRow, grid: &grid, theme: theme, icon: HeaderIcon(model.app, context: context), name: (Card.appName(name, os: os), .appName, .appName),
                                   mark: Card.interruptionMark(content, os: os), trailing: ("✕", .dismiss, .dismiss), identifier: identifier)
            regions.append(LayoutRegion(role: .header, rect: headerRow, text: Card.appName(name, os: os), identifier: identifier))
            grid.write("├" + String(repeating: "─", count: max(0, columns - 2)) + "┤", x: 0, y: y + 1, style: theme[.frame])
            y += 2
        } else if columns >= 6 {
            grid.write("✕", x: columns - 3, y: 0, style: theme[.dismiss])
            regions.append(LayoutRegion(role: .dismiss, rect: Rect(x: columns - 3, y: 0, width: 1, height: 1), text: "✕", identifier: identifier))
        }
        for band in bands {
            band.draw(&grid, y, &regions)
            y += band.height
        }
        let selected = model.selectedAction.flatMap { $0 < actions.count ? $0 : nil }
        regions += ActionList.draw(actions, selected: selected, textInput: model.textInput, y: cardHeight, width: columns, grid: &grid, context: context)
        return RenderedView(grid: grid, regions: regions)
    }

    /// The content extension's custom area: full card width inside the frame, rows from the ratio or the preferred height.
    /// Its region's text is "interactive" when it takes keyboard focus (`UserInteractionEnabled`, iOS 12+).
    private static func customBand(_ model: ExpandedViewModel, attributes: ContentExtensionAttributes, context: RenderContext) -> Band {
        let rows = customAreaRows(attributes: attributes, state: model.extensionState, context: context)
        let width = max(0, context.bannerColumns - 2)
        let state = model.extensionState
        let attachments = model.notification.content.attachments + (state?.bundledImages ?? [])
        let identifier = model.notification.id
        return Band(height: rows) { grid, y, regions in
            let rect = Rect(x: 1, y: y, width: width, height: rows)
            if let view = state?.customView {
                CustomViewRenderer.draw(view, in: rect, grid: &grid, attachments: attachments, context: context)
            }
            let interactive = attributes.userInteractionEnabled && context.os.supportsUserInteraction
            regions.append(LayoutRegion(role: .custom, rect: rect, text: interactive ? "interactive" : nil, identifier: identifier))
            if let state, state.mediaButton != .none {
                regions += drawMediaButton(state, in: rect, grid: &grid, theme: context.theme, identifier: identifier)
            }
        }
    }

    /// The play/pause button: bottom-right of the custom area (`default`) or over its centre (`overlay`).
    private static func drawMediaButton(_ state: ContentExtensionState, in rect: Rect, grid: inout CellGrid, theme: Theme,
                                        identifier: String) -> [LayoutRegion] {
        let label = state.mediaPlaying ? " ⏸ " : " ▶ "
        guard rect.width >= 3, rect.height >= 1 else { return [] }
        let x = state.mediaButton == .overlay ? rect.x + (rect.width - 3) / 2 : rect.maxX - 3
        let y = state.mediaButton == .overlay ? rect.y + (rect.height - 1) / 2 : rect.maxY - 1
        var style = theme[.media]
        style.reverse = true
        grid.write(label, x: x, y: y, style: style, clip: rect)
        return [LayoutRegion(role: .media, rect: Rect(x: x, y: y, width: 3, height: 1), text: state.mediaPlaying ? "pause" : "play", identifier: identifier)]
    }

    /// The first image attachment at full width (aspect fit; height from the image's aspect, at most square), or a placeholder.
    private static func attachmentBand(_ model: ExpandedViewModel, context: RenderContext) -> Band? {
        guard let attachment = model.notification.content.attachments.first(where: { $0.kind == .image }) else { return nil }
        let width = max(0, context.bannerColumns - 2)
        let identifier = model.notification.id
        let theme = context.theme
        switch context.loadImage(attachment) {
        case .success(let image):
            let rows = max(1, min(width / 2, Int((Double(width) * Double(image.height) / Double(image.width) / context.metrics.cellAspect).rounded())))
            return Band(height: rows) { grid, y, regions in
                let rect = Rect(x: 1, y: y, width: width, height: rows)
                grid.drawImage(image, in: rect, mode: .fit, cellStyle: context.imageCellStyle)
                regions.append(LayoutRegion(role: .attachment, rect: rect, identifier: identifier))
            }
        case .failure(let error):
            return Band(height: 3) { grid, y, regions in
                let rect = Rect(x: 1, y: y, width: width, height: 3)
                grid.drawImagePlaceholder(reason: error.reason, in: rect, style: theme[.imagePlaceholder])
                regions.append(LayoutRegion(role: .attachment, rect: rect, text: error.reason, identifier: identifier))
            }
        }
    }
}
