import NotiCore

/// Draws a `CustomView` into the custom area.
enum CustomViewRenderer {
    /// Deepest nesting drawn; deeper children are left out (a bad description must not recurse without bound).
    static let maximumDepth = 32

    /// The image an extension names by its absolute file (an image of its asset catalog, docs/extension-protocol.md#resources),
    /// drawn as an image attachment of that file; nil for an identifier that is no PNG, JPEG, GIF or SVG file's path.
    static func assetImage(_ identifier: String?) -> NotificationAttachment? {
        guard let identifier, identifier.hasPrefix("/"),
              ["png", "jpg", "jpeg", "gif", "svg"].contains(identifier.split(separator: ".").last.map { $0.lowercased() } ?? "") else { return nil }
        return NotificationAttachment(identifier: identifier, path: identifier, kind: .image)
    }

    static func draw(_ view: CustomView, in rect: Rect, grid: inout CellGrid, attachments: [NotificationAttachment],
                     context: RenderContext, depth: Int = 0) {
        guard !rect.isEmpty, depth < maximumDepth else { return }
        switch view {
        case let .text(text, style, wraps):
            let lines = wraps ? TextWrapper.wrap(text, width: rect.width, maxLines: rect.height) : [TextWrapper.truncate(text, width: rect.width)]
            var textStyle = context.theme[.customText]
            textStyle.bold = textStyle.bold || style == .title
            textStyle.dim = textStyle.dim || style == .caption
            for (index, line) in lines.enumerated() where index < rect.height {
                grid.write(line.text, x: rect.x, y: rect.y + index, style: textStyle, clip: rect)
            }
        case let .image(identifier, mode):
            let attachment = attachments.first { identifier == nil ? $0.kind == .image : $0.identifier == identifier } ?? assetImage(identifier)
            guard let attachment else {
                grid.drawImagePlaceholder(reason: "no attachment \(identifier ?? "image")", in: rect, style: context.theme[.imagePlaceholder])
                return
            }
            switch context.loadImage(attachment) {
            case .success(let image): grid.drawImage(image, in: rect, mode: mode, cellStyle: context.imageCellStyle)
            case .failure(let error): grid.drawImagePlaceholder(reason: error.reason, in: rect, style: context.theme[.imagePlaceholder])
            }
        case let .vstack(children):
            let heights = distribute(rect.height, children.map { intrinsicHeight($0, width: rect.width, depth: depth + 1) })
            var y = rect.y
            for (child, height) in zip(children, heights) {
                draw(child, in: Rect(x: rect.x, y: y, width: rect.width, height: height), grid: &grid,
                     attachments: attachments, context: context, depth: depth + 1)
                y += height
            }
        case let .hstack(children):
            guard !children.isEmpty else { return }
            var x = rect.x
            for (index, child) in children.enumerated() {
                let width = rect.width / children.count + (index < rect.width % children.count ? 1 : 0)
                draw(child, in: Rect(x: x, y: rect.y, width: width, height: rect.height), grid: &grid,
                     attachments: attachments, context: context, depth: depth + 1)
                x += width
            }
        case let .overlay(children):
            for child in children {
                draw(child, in: rect, grid: &grid, attachments: attachments, context: context, depth: depth + 1)
            }
        case .dim:
            grid.restyle(rect) { style in
                style.dim = true
                style.foreground = darkened(style.foreground)
                style.background = darkened(style.background)
            }
        case .spacer:
            return
        case let .padding(cells, child):
            let amount = clampedPadding(cells)
            draw(child, in: Rect(x: rect.x + amount, y: rect.y + amount, width: max(0, rect.width - 2 * amount),
                                 height: max(0, rect.height - 2 * amount)),
                 grid: &grid, attachments: attachments, context: context, depth: depth + 1)
        case let .placed(frame, child):
            draw(child, in: placedRect(frame, in: rect), grid: &grid, attachments: attachments, context: context, depth: depth + 1)
        case let .styledText(runs, alignment, wraps):
            drawStyledText(runs, alignment: alignment, wraps: wraps, in: rect, grid: &grid, theme: context.theme)
        case .fill(let color):
            grid.restyle(rect) { $0.background = resolve(color, theme: context.theme, background: true) }
        case let .border(color, rounded):
            drawBorder(in: rect, color: color, rounded: rounded, grid: &grid, theme: context.theme)
        }
    }

    /// A placed child's rectangle inside `rect`, cut to it (a hostile frame must not overflow or draw outside).
    static func placedRect(_ frame: Rect, in rect: Rect) -> Rect {
        let minX = rect.x + min(max(frame.x, 0), rect.width), minY = rect.y + min(max(frame.y, 0), rect.height)
        let maxX = rect.x + min(max(frame.x.addingReportingOverflow(max(frame.width, 0)).partialValue, 0), rect.width)
        let maxY = rect.y + min(max(frame.y.addingReportingOverflow(max(frame.height, 0)).partialValue, 0), rect.height)
        return Rect(x: minX, y: minY, width: max(0, maxX - minX), height: max(0, maxY - minY))
    }

    /// Columns up to the right edge of a view of placed children (what a process drew from a view tree); nil for
    /// any other view, which takes the width it is given.
    static func placedWidth(_ view: CustomView) -> Int? {
        switch view {
        case let .placed(frame, _): return min(max(0, frame.x), 1_000) + min(max(0, frame.width), 1_000)
        case let .overlay(children):
            let widths = children.map(placedWidth)
            return widths.contains { $0 == nil } ? nil : widths.map { $0 ?? 0 }.max() ?? 0
        default: return nil
        }
    }

    /// Rows a view needs at a width; nil = flexible.
    static func intrinsicHeight(_ view: CustomView, width: Int, depth: Int) -> Int? {
        guard depth < maximumDepth else { return 0 }
        switch view {
        case let .text(text, _, wraps): return wraps ? TextWrapper.wrap(text, width: width).count : 1
        case let .styledText(runs, _, wraps): return wraps ? TextWrapper.wrap(runs.map(\.text).joined(), width: width).count : 1
        case .image, .spacer, .dim, .fill, .border: return nil
        case let .vstack(children):
            let heights = children.map { intrinsicHeight($0, width: width, depth: depth + 1) }
            return heights.contains { $0 == nil } ? nil : heights.reduce(0) { $0 + ($1 ?? 0) }
        case let .hstack(children), let .overlay(children):
            let heights = children.map { intrinsicHeight($0, width: width / max(1, children.count), depth: depth + 1) }
            return heights.contains { $0 == nil } ? nil : heights.map { $0 ?? 0 }.max() ?? 0
        case let .placed(frame, _):
            return min(max(0, frame.y), 1_000) + min(max(0, frame.height), 1_000)
        case let .padding(cells, child):
            let amount = clampedPadding(cells)
            return intrinsicHeight(child, width: max(0, width - 2 * amount), depth: depth + 1).map { $0 + 2 * amount }
        }
    }

    /// Rows for each child: fixed ones first (cut when there is no room), the rest shared by the flexible ones.
    static func distribute(_ total: Int, _ heights: [Int?]) -> [Int] {
        var remaining = total
        var result = heights.map { height -> Int in
            guard let height else { return 0 }
            let granted = min(height, remaining)
            remaining -= granted
            return granted
        }
        let flexible = heights.indices.filter { heights[$0] == nil }
        for (order, index) in flexible.enumerated() {
            result[index] = remaining / flexible.count + (order < remaining % flexible.count ? 1 : 0)
        }
        return result
    }

    /// Padding kept within a sane range (a hostile value must not overflow the arithmetic).
    static func clampedPadding(_ cells: Int) -> Int { min(max(0, cells), 1_000) }

    static func darkened(_ color: Color) -> Color {
        guard case let .rgb(r, g, b) = color else { return color }
        return .rgb(r / 2, g / 2, b / 2)
    }
}
