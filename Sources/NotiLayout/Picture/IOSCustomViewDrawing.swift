import NotiCore

/// The custom area's rectangle in cells (as the layout engine laid it out) and in points (as the picture draws it).
struct PictureArea {
    var cells: Rect
    var x, y, width, height: Double

    /// A rectangle of cells inside the area, in points.
    func points(_ rect: Rect) -> (x: Double, y: Double, width: Double, height: Double) {
        let sx = cells.width > 0 ? width / Double(cells.width) : 0, sy = cells.height > 0 ? height / Double(cells.height) : 0
        return (x + Double(rect.x - cells.x) * sx, y + Double(rect.y - cells.y) * sy, Double(rect.width) * sx, Double(rect.height) * sy)
    }
}

/// Draws a content extension's `CustomView` in points: each child gets the cells `CustomViewRenderer` gives it, mapped
/// onto the custom area's points, so the picture and the terminal share one layout (docs/rules/recordings.md#an-ios-picture).
struct IOSCustomViewDrawing {
    var area: PictureArea
    var colors: IOSPictureEncoder.Palette
    var attachments: [NotificationAttachment]
    var image: (NotificationAttachment) -> EmbeddedImage?
    /// Whether a dim layer lies under what is drawn (its text is then white, as over a darkened photo).
    var overDim = false

    /// The view's SVG elements in `rect` (cells).
    func draw(_ view: CustomView, in rect: Rect, depth: Int = 0) -> String {
        guard !rect.isEmpty, depth < CustomViewRenderer.maximumDepth else { return "" }
        let box = area.points(rect)
        switch view {
        case let .text(string, style, wraps):
            let textStyle: TextStyle = style == .title ? .title3 : style == .caption ? .caption1 : .body
            let lines = wraps ? IOSPictureEncoder.wrap(string, width: box.width, style: textStyle, maxLines: nil) : [string]
            // Each line sits centred on the row the layout engine gave it, its size cut to the row's height.
            let row = area.points(Rect(x: rect.x, y: rect.y, width: rect.width, height: 1)).height
            let size = min(textStyle.size, row)
            return lines.enumerated().map { index, line in
                IOSPictureEncoder.text(line, x: box.x, baseline: box.y + (Double(index) + 0.5) * row + size * 0.35, style: textStyle,
                                       fill: overDim ? "#ffffff" : colors.label, weight: style == .title ? 700 : nil, size: size)
            }.joined()
        case let .styledText(runs, alignment, wraps):
            let anchor = alignment == .left ? nil : alignment == .center ? "middle" : "end"
            let x = alignment == .left ? box.x : alignment == .center ? box.x + box.width / 2 : box.x + box.width
            let bold = runs.contains { $0.bold }
            let row = area.points(Rect(x: rect.x, y: rect.y, width: rect.width, height: 1)).height
            let joined = runs.map(\.text).joined()
            // Broken where the terminal breaks it (the layout gave it its columns and rows), a line to a row.
            let lines = wraps ? TextWrapper.wrap(joined, width: max(1, rect.width), maxLines: max(1, rect.height)).map(\.text) : [joined]
            return lines.enumerated().map { index, line in
                IOSPictureEncoder.text(line, x: x, baseline: box.y + (Double(index) + 0.5) * row + TextStyle.body.size * 0.35, style: .body,
                                       fill: runs.first?.color.map(hex) ?? (overDim ? "#ffffff" : colors.label), anchor: anchor, weight: bold ? 600 : nil)
            }.joined()
        case let .image(identifier, mode):
            let attachment = attachments.first { identifier == nil ? $0.kind == .image : $0.identifier == identifier }
                ?? CustomViewRenderer.assetImage(identifier)
            guard let file = attachment.flatMap(image) else {
                return "<rect x=\"\(f(box.x))\" y=\"\(f(box.y))\" width=\"\(f(box.width))\" height=\"\(f(box.height))\" fill=\"\(colors.placeholder)\"/>\n"
            }
            return IOSPictureEncoder.imageElement(file, x: box.x, y: box.y, width: box.width, height: box.height, mode: mode)
        case let .vstack(children):
            let heights = CustomViewRenderer.distribute(rect.height, children.map { CustomViewRenderer.intrinsicHeight($0, width: rect.width, depth: depth + 1) })
            var y = rect.y, out = ""
            for (child, height) in zip(children, heights) {
                out += draw(child, in: Rect(x: rect.x, y: y, width: rect.width, height: height), depth: depth + 1)
                y += height
            }
            return out
        case let .hstack(children):
            var x = rect.x, out = ""
            for (index, child) in children.enumerated() {
                let width = rect.width / children.count + (index < rect.width % children.count ? 1 : 0)
                out += draw(child, in: Rect(x: x, y: rect.y, width: width, height: rect.height), depth: depth + 1)
                x += width
            }
            return out
        case let .overlay(children):
            var layer = self, out = ""
            for child in children {
                out += layer.draw(child, in: rect, depth: depth + 1)
                if child == .dim { layer.overDim = true }
            }
            return out
        case .dim:
            return "<rect x=\"\(f(box.x))\" y=\"\(f(box.y))\" width=\"\(f(box.width))\" height=\"\(f(box.height))\" fill=\"#000000\" fill-opacity=\"0.4\"/>\n"
        case .spacer:
            return ""
        case let .padding(cells, child):
            let amount = CustomViewRenderer.clampedPadding(cells)
            return draw(child, in: Rect(x: rect.x + amount, y: rect.y + amount, width: max(0, rect.width - 2 * amount),
                                        height: max(0, rect.height - 2 * amount)), depth: depth + 1)
        case let .placed(frame, child):
            return draw(child, in: CustomViewRenderer.placedRect(frame, in: rect), depth: depth + 1)
        case .fill(let color):
            return "<rect x=\"\(f(box.x))\" y=\"\(f(box.y))\" width=\"\(f(box.width))\" height=\"\(f(box.height))\" fill=\"\(hex(color))\"/>\n"
        case let .border(color, rounded):
            return "<rect x=\"\(f(box.x))\" y=\"\(f(box.y))\" width=\"\(f(box.width))\" height=\"\(f(box.height))\" rx=\"\(rounded ? 8 : 0)\" fill=\"none\" stroke=\"\(hex(color))\"/>\n"
        }
    }

    private func f(_ value: Double) -> String { IOSPictureEncoder.f(value) }

    /// A custom colour in the appearance's palette.
    private func hex(_ color: CustomColor) -> String {
        switch color {
        case let .rgb(r, g, b): return SVGEncoder.hex(.rgb(r, g, b), fallback: colors.label)
        case .text: return colors.label
        case .secondaryText: return colors.secondary
        case .background: return colors.card
        }
    }
}
