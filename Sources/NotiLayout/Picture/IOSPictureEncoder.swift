import Foundation
import NotiCore

/// Light or dark appearance of an iOS picture.
package enum Appearance: String, Sendable, Hashable, CaseIterable {
    case light, dark
}

/// An image file's bytes, to embed in a picture as a data URI.
package struct EmbeddedImage: Sendable, Hashable {
    /// `image/png`, `image/jpeg`, `image/gif` or `image/svg+xml`.
    package var mimeType: String
    package var bytes: [UInt8]
    package init(mimeType: String, bytes: [UInt8]) { self.mimeType = mimeType; self.bytes = bytes }

    /// The image with its type read from its first bytes; nil for a file that is none of PNG, JPEG, GIF or SVG.
    package static func sniffing(_ bytes: [UInt8]) -> EmbeddedImage? {
        if let type = ImageDecoder.rasterMimeType(of: bytes) { return EmbeddedImage(mimeType: type, bytes: bytes) }
        return SVGDocument.isSVG(bytes) ? EmbeddedImage(mimeType: "image/svg+xml", bytes: bytes) : nil
    }

    var dataURI: String { "data:\(mimeType);base64," + Data(bytes).base64EncodedString() }
}

/// Draws the expanded view (long look) as iOS shows it, in points (docs/rules/recordings.md#an-ios-picture): the regions the layout
/// engine laid out for the same model, in their order, each at its iOS size; the picture is the device's screen width.
package enum IOSPictureEncoder {
    /// Font stack: the system font first, then the CJK fonts Linux falls back to; no emoji font, whose digits librsvg
    /// would draw instead of the text font's (``SVGEncoder/fontStack``).
    package static let fontStack = "-apple-system, 'SF Pro Text', 'Helvetica Neue', 'Noto Sans CJK JP', 'Noto Sans CJK KR'"
    /// Space between the card's edge and its text, in points.
    static let contentInset = 12.0
    /// Height of the header row (app icon, name, time), in points.
    static let headerHeight = 36.0
    /// Side of the app icon in the header, in points.
    static let iconSide = 20.0
    /// Height of one row of the action list, in points.
    static let actionRowHeight = 44.0
    /// Side of a template-image action icon, in points (docs/rules/presentation.md#template-image-action-icons).
    static let actionIconSide = 20.0
    /// Space between the notification and its action list, in points.
    static let actionGap = 8.0
    /// Average advance of a character as a fraction of the font size (text is wrapped by this estimate).
    static let averageAdvance = 0.55

    /// The SVG of `view` (what `ExpandedView.render` drew for `model` in `context`). `image` gives an attachment's file.
    package static func encode(_ view: RenderedView, model: ExpandedViewModel, context: RenderContext, appearance: Appearance,
                              image: @escaping (NotificationAttachment) -> EmbeddedImage?) -> String {
        let colors = Palette(appearance)
        let device = context.device
        let cardX = device.bannerMarginPoints, cardWidth = device.bannerWidthPoints
        var body = "", y = device.bannerMarginPoints
        let cardTop = y
        let content = model.notification.content
        let ordered = view.regions.sorted { ($0.rect.y, $0.rect.x) < ($1.rect.y, $1.rect.x) }
        let textWidth = cardWidth - 2 * contentInset
        var lastWasText = false

        for region in ordered {
            switch region.role {
            case .header:
                let name = region.text ?? model.app.displayName
                var group = appIcon(model.app, x: cardX + contentInset, y: y + 8, fill: colors.icon, image: image)
                group += text(name, x: cardX + contentInset + iconSide + 8, baseline: y + 22, style: .footnote, fill: colors.secondary)
                group += text(RelativeTime.describe(model.notification.date, now: context.now), x: cardX + cardWidth - contentInset, baseline: y + 22,
                              style: .footnote, fill: colors.secondary, anchor: "end")
                body += groupOf(.header, rect: (cardX, y, cardWidth, headerHeight), group)
                y += headerHeight
                lastWasText = false
            case .title, .subtitle, .body:
                let source = region.role == .title ? content.title : region.role == .subtitle ? content.subtitle : content.body
                let style: TextStyle = region.role == .body ? .body : .headline
                let lines = wrap(source, width: textWidth, style: style, maxLines: region.role == .body ? ExpandedView.maximumBodyLines : 3)
                if !lastWasText { y += 4 }
                var group = ""
                for (index, line) in lines.enumerated() {
                    group += text(line, x: cardX + contentInset, baseline: y + Double(index) * style.leading + style.size, style: style, fill: colors.label)
                }
                let height = Double(lines.count) * style.leading
                body += groupOf(region.role, rect: (cardX + contentInset, y, textWidth, height), group)
                y += height
                lastWasText = true
            case .attachment:
                if lastWasText { y += 8 }
                let attachment = content.attachments.first { $0.kind == .image }
                let picture: (RGBAImage, EmbeddedImage)? = attachment.flatMap { attachment in
                    guard case .success(let decoded) = context.loadImage(attachment), let file = image(attachment) else { return nil }
                    return (decoded, file)
                }
                if let (decoded, file) = picture {
                    let height = min(cardWidth, cardWidth * Double(decoded.height) / Double(max(1, decoded.width)))
                    body += groupOf(.attachment, rect: (cardX, y, cardWidth, height), imageElement(file, x: cardX, y: y, width: cardWidth, height: height, mode: .fit))
                    y += height
                } else {
                    let height = 3 * TextStyle.body.leading
                    var group = "<rect x=\"\(f(cardX))\" y=\"\(f(y))\" width=\"\(f(cardWidth))\" height=\"\(f(height))\" fill=\"\(colors.placeholder)\"/>\n"
                    group += text(region.text ?? "", x: cardX + cardWidth / 2, baseline: y + height / 2 + 5, style: .footnote, fill: colors.secondary, anchor: "middle")
                    body += groupOf(.attachment, rect: (cardX, y, cardWidth, height), group)
                    y += height
                }
                lastWasText = false
            case .custom:
                if lastWasText { y += 8 }
                let height = customAreaHeight(model, width: cardWidth, context: context)
                let area = PictureArea(cells: region.rect, x: cardX, y: y, width: cardWidth, height: height)
                var group = "<clipPath id=\"custom-area\"><rect x=\"\(f(cardX))\" y=\"\(f(y))\" width=\"\(f(cardWidth))\" height=\"\(f(height))\"/></clipPath>\n"
                group += "<g clip-path=\"url(#custom-area)\">\n"
                if let custom = model.extensionState?.customView {
                    let attachments = content.attachments + (model.extensionState?.bundledImages ?? [])
                    group += IOSCustomViewDrawing(area: area, colors: colors, attachments: attachments, image: image).draw(custom, in: region.rect)
                }
                body += groupOf(.custom, rect: (cardX, y, cardWidth, height), group + "</g>\n")
                y += height
                lastWasText = false
            default:
                continue
            }
        }
        if lastWasText { y += contentInset }
        let cardHeight = y - cardTop
        let radius = context.os.cardCornerRadiusPoints
        var out = groupOf(.notification, rect: (cardX, cardTop, cardWidth, cardHeight),
                          "<clipPath id=\"card\"><rect x=\"\(f(cardX))\" y=\"\(f(cardTop))\" width=\"\(f(cardWidth))\" height=\"\(f(cardHeight))\" rx=\"\(f(radius))\"/></clipPath>\n"
                          + "<rect x=\"\(f(cardX))\" y=\"\(f(cardTop))\" width=\"\(f(cardWidth))\" height=\"\(f(cardHeight))\" rx=\"\(f(radius))\" fill=\"\(colors.card)\"/>\n"
                          + "<g clip-path=\"url(#card)\">\n" + body + "</g>\n")

        let rows = ordered.filter { $0.role == .action || $0.role == .textInput }
        if !rows.isEmpty {
            y += actionGap
            let listTop = y
            var list = "<rect x=\"\(f(cardX))\" y=\"\(f(listTop))\" width=\"\(f(cardWidth))\" height=\"\(f(Double(rows.count) * actionRowHeight))\" rx=\"\(f(radius))\" fill=\"\(colors.card)\"/>\n"
            let actions = model.offeredActions(os: context.os)
            for (index, row) in rows.enumerated() {
                if index > 0 {
                    list += "<rect x=\"\(f(cardX))\" y=\"\(f(y - 0.5))\" width=\"\(f(cardWidth))\" height=\"0.5\" fill=\"\(colors.separator)\"/>\n"
                }
                let action = actions.first { $0.identifier == row.identifier }
                let title = row.role == .textInput ? (row.text ?? "") : (action?.title ?? row.text ?? "")
                let destructive = action?.options.contains(.destructive) == true
                var drawn = text(title, x: cardX + contentInset + 4, baseline: y + 28, style: .body,
                                 fill: row.role == .textInput ? colors.secondary : destructive ? colors.destructive : colors.label)
                let iconFill = destructive ? colors.destructive : colors.label
                if context.os.supportsActionIcons, let action, let image = action.templateImage?.bytes.flatMap(EmbeddedImage.sniffing) {
                    drawn += templateIcon(image, identifier: action.identifier, fill: iconFill,
                                          x: cardX + cardWidth - contentInset - 4 - actionIconSide, y: y + (actionRowHeight - actionIconSide) / 2)
                } else if context.os.supportsActionIcons, let action, let glyph = ActionList.iconGlyph(of: action) {
                    drawn += text(glyph, x: cardX + cardWidth - contentInset - 4, baseline: y + 28, style: .body, fill: iconFill, anchor: "end")
                }
                list += groupOf(row.role, rect: (cardX, y, cardWidth, actionRowHeight), drawn, identifier: row.identifier)
                y += actionRowHeight
            }
            out += list
        }
        y += device.bannerMarginPoints

        return document(width: device.screenWidthPoints, height: y, wallpaper: colors.wallpaper, body: out)
    }

    /// An SVG document `width` × `height` points on `wallpaper`, its text in the system font stack.
    static func document(width: Double, height: Double, wallpaper: String, body: String) -> String {
        var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(f(width))\" height=\"\(f(height))\" viewBox=\"0 0 \(f(width)) \(f(height))\">\n"
        svg += "<rect width=\"\(f(width))\" height=\"\(f(height))\" fill=\"\(wallpaper)\"/>\n"
        svg += "<g font-family=\"\(fontStack)\" xml:space=\"preserve\">\n" + body + "</g>\n</svg>\n"
        return svg
    }

    /// A template image drawn as iOS draws one: only its alpha, filled with `fill` (an SVG filter floods the colour
    /// into the image's opaque area), in a square of `actionIconSide` points. docs/rules/presentation.md#template-image-action-icons.
    static func templateIcon(_ image: EmbeddedImage, identifier: String, fill: String, x: Double, y: Double) -> String {
        let id = "template-" + identifier.unicodeScalars.map { CharacterSet.alphanumerics.contains($0) ? String($0) : "_" }.joined()
        return "<filter id=\"\(id)\"><feFlood flood-color=\"\(fill)\"/><feComposite in2=\"SourceAlpha\" operator=\"in\"/></filter>"
            + "<image x=\"\(f(x))\" y=\"\(f(y))\" width=\"\(f(actionIconSide))\" height=\"\(f(actionIconSide))\" href=\"\(image.dataURI)\" filter=\"url(#\(id))\"/>\n"
    }

    /// The custom area's height in points: the extension's preferred height once given, else width × the initial
    /// ratio; never more than the screen (the rule of `ExpandedView.customAreaRows`, in points).
    static func customAreaHeight(_ model: ExpandedViewModel, width: Double, context: RenderContext) -> Double {
        let screen = context.device.screenHeightPoints
        if let points = model.extensionState?.preferredHeightPoints, points.isFinite, points >= 0 { return min(points, screen) }
        let ratio = model.extensionAttributes?.initialContentSizeRatio ?? 0
        guard ratio.isFinite, ratio > 0 else { return 0 }
        return min(screen, width * ratio)
    }

    /// Lines of `text` that fit `width` points in `style` (by the average advance).
    static func wrap(_ text: String, width: Double, style: TextStyle, maxLines: Int?) -> [String] {
        let columns = max(1, Int(width / (style.size * averageAdvance)))
        return TextWrapper.wrap(text, width: columns, maxLines: maxLines).map(\.text)
    }

    /// A text element; payload text is XML-escaped.
    static func text(_ string: String, x: Double, baseline: Double, style: TextStyle, fill: String, anchor: String? = nil, weight: Int? = nil,
                     size: Double? = nil) -> String {
        var attributes = "x=\"\(f(x))\" y=\"\(f(baseline))\" font-size=\"\(f(size ?? style.size))\" fill=\"\(fill)\""
        let weight = weight ?? style.weight
        if weight != 400 { attributes += " font-weight=\"\(weight)\"" }
        if let anchor { attributes += " text-anchor=\"\(anchor)\"" }
        return "<text \(attributes)>\(SVGEncoder.escaped(string))</text>\n"
    }

    /// The header's app icon: the app's icon image in a rounded square, as the cells draw it (docs/rules/xcode.md#app-icon);
    /// a plain rounded square for an app without one, or whose image cannot be read.
    static func appIcon(_ app: SimulatedApp, x: Double, y: Double, fill: String,
                        image: (NotificationAttachment) -> EmbeddedImage?) -> String {
        let square = "x=\"\(f(x))\" y=\"\(f(y))\" width=\"\(f(iconSide))\" height=\"\(f(iconSide))\" rx=\"4.5\""
        guard let path = app.iconImagePath, let icon = image(NotificationAttachment(identifier: "icon", path: path, kind: .image)) else {
            return "<rect \(square) fill=\"\(fill)\"/>\n"
        }
        return "<clipPath id=\"app-icon\"><rect \(square)/></clipPath>\n<g clip-path=\"url(#app-icon)\">"
            + imageElement(icon, x: x, y: y, width: iconSide, height: iconSide, mode: .fill) + "</g>\n"
    }

    /// An embedded image filling (`fill`, cropped) or fitting (`fit`) the rectangle.
    static func imageElement(_ file: EmbeddedImage, x: Double, y: Double, width: Double, height: Double, mode: ImageContentMode) -> String {
        let aspect = mode == .fill ? "xMidYMid slice" : "xMidYMid meet"
        return "<image x=\"\(f(x))\" y=\"\(f(y))\" width=\"\(f(width))\" height=\"\(f(height))\" preserveAspectRatio=\"\(aspect)\" href=\"\(file.dataURI)\"/>\n"
    }

    /// A region's group, its role and rectangle in points as data attributes (what tests read the picture by).
    static func groupOf(_ role: LayoutRegion.Role, rect: (x: Double, y: Double, width: Double, height: Double), _ inner: String,
                        identifier: String? = nil) -> String {
        var attributes = "data-role=\"\(role.rawValue)\" data-rect=\"\(f(rect.x)) \(f(rect.y)) \(f(rect.width)) \(f(rect.height))\""
        if let identifier { attributes += " data-identifier=\"\(SVGEncoder.escaped(identifier))\"" }
        return "<g \(attributes)>\n\(inner)</g>\n"
    }

    /// A number as SVG writes it: no fraction when whole, else two decimals at most.
    static func f(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }

    /// The colours of an appearance (iOS's system colours: label, secondary label, separator, red).
    struct Palette {
        var wallpaper, card, label, secondary, separator, destructive, icon, placeholder: String
        init(_ appearance: Appearance) {
            switch appearance {
            case .light:
                (wallpaper, card, label, secondary) = ("#d1d1d6", "#f9f9f9", "#000000", "#6c6c70")
                (separator, destructive, icon, placeholder) = ("#c6c6c8", "#ff3b30", "#8e8e93", "#e5e5ea")
            case .dark:
                (wallpaper, card, label, secondary) = ("#3a3a3c", "#1c1c1e", "#ffffff", "#98989f")
                (separator, destructive, icon, placeholder) = ("#38383a", "#ff453a", "#636366", "#2c2c2e")
            }
        }
    }
}
