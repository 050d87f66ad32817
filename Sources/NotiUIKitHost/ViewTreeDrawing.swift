import NotiCore
import NotiLayout
import NotiUIKit

/// Turns a laid-out UIKit view tree into the custom area's view: each visible view's background, content and border
/// placed at its frame mapped to cells (docs/rules/terminal.md#points-to-cells), parents under children. Hidden views and
/// views of alpha 0 are not drawn, nor are their subviews.
@MainActor
package enum ViewTreeDrawing {
    /// The custom view for `root` and its subviews; images are matched to the notification's attachments by file.
    /// `time` is the extension's clock, which turns activity indicators. Colours resolve in the root's traits.
    package static func customView(of root: UIView, attachments: [NotificationAttachment], time: TimeInterval = 0,
                                   metrics: CellMetrics = .standard) -> CustomView {
        root.traitCollection.asCurrent {
            var placed: [CustomView] = []
            collect(root, origin: .zero, attachments: attachments, time: time, metrics: metrics, into: &placed)
            return .overlay(placed)
        }
    }

    private static func collect(_ view: UIView, origin: CGPoint, attachments: [NotificationAttachment], time: TimeInterval,
                                metrics: CellMetrics, into placed: inout [CustomView]) {
        guard !view.isHidden, view.alpha > 0 else { return }
        let frame = view.frame.offsetBy(dx: origin.x, dy: origin.y)
        let rect = cells(frame, metrics)
        if dims(view) {
            placed.append(.placed(rect, .dim))
        } else if let background = view.backgroundColor ?? view.layer.drawnFill.map(UIColor.init(cgColor:)),
                  view.alpha * background.alphaComponent >= 0.5 {
            placed.append(.placed(rect, .fill(color(background))))
        }
        for sublayer in view.layer.sublayers ?? [] {
            collect(sublayer, origin: frame.origin, metrics: metrics, into: &placed)
        }
        if let content = content(of: view, attachments: attachments, time: time) {
            placed.append(.placed(rect, content))
        }
        if let table = view as? FillerRowsView, let separators = table.separators(in: rect, metrics: metrics) {
            placed.append(.placed(rect, separators))
        }
        if view.layer.borderWidth > 0 {
            let border = view.layer.borderColor.map { UIColor(cgColor: $0) } ?? .black
            placed.append(.placed(rect, .border(color(border), rounded: view.layer.cornerRadius > 0)))
        }
        // A scroll view's content is moved up and left by its offset.
        let offset = (view as? UIScrollView)?.contentOffset ?? .zero
        for subview in view.subviews {
            collect(subview, origin: CGPoint(x: frame.minX - offset.x, y: frame.minY - offset.y), attachments: attachments, time: time,
                    metrics: metrics, into: &placed)
        }
    }

    /// A layer added to a view's layer, over the view's background and under its content: its fill (background or
    /// gradient colour) and border, then its own sublayers (docs/rules/apple-frameworks.md#quartzcore).
    private static func collect(_ layer: CALayer, origin: CGPoint, metrics: CellMetrics, into placed: inout [CustomView]) {
        guard !layer.isHidden, layer.opacity > 0 else { return }
        let frame = layer.frame.offsetBy(dx: origin.x, dy: origin.y)
        let rect = cells(frame, metrics)
        if let fill = layer.drawnFill, CGFloat(layer.opacity) * fill.alpha >= 0.5 {
            placed.append(.placed(rect, .fill(color(UIColor(cgColor: fill)))))
        }
        if layer.borderWidth > 0 {
            placed.append(.placed(rect, .border(color(layer.borderColor.map(UIColor.init(cgColor:)) ?? .black), rounded: layer.cornerRadius > 0)))
        }
        for sublayer in layer.sublayers ?? [] {
            collect(sublayer, origin: frame.origin, metrics: metrics, into: &placed)
        }
    }

    /// A frame in points as a rectangle of cells: each edge rounded to the nearest column or row.
    static func cells(_ frame: CGRect, _ metrics: CellMetrics) -> Rect {
        let x = metrics.columns(forPoints: Double(frame.minX)), y = metrics.rows(forPoints: Double(frame.minY))
        return Rect(x: x, y: y, width: max(0, metrics.columns(forPoints: Double(frame.maxX)) - x),
                    height: max(0, metrics.rows(forPoints: Double(frame.maxY)) - y))
    }

    /// What a view draws itself (its background, border and subviews come separately).
    private static func content(of view: UIView, attachments: [NotificationAttachment], time: TimeInterval) -> CustomView? {
        switch view {
        case let label as UILabel:
            let runs = label.styledRuns.filter { !$0.text.isEmpty }
            guard !runs.isEmpty else { return nil }
            return .styledText(runs.map { TextRun($0.text, color: color($0.color), bold: $0.font.isBold) },
                               alignment: alignment(label.textAlignment), wraps: label.numberOfLines != 1)
        case let button as UIButton:
            let title = button.drawnTitle
            guard !title.isEmpty else { return nil }
            return .styledText([TextRun(title, color: color(button.currentTitleColor), bold: button.titleLabel?.font.isBold == true,
                                        highlighted: button.hasKeyboardFocus)], alignment: .center, wraps: false)
        case let field as UITextField:
            // Its text, else its placeholder in the secondary colour; while it has the focus, a caret after the text.
            let shown = field.drawnText
            let caret = field.hasKeyboardFocus ? "▏" : ""
            guard !shown.text.isEmpty || !caret.isEmpty else { return nil }
            let runs = [TextRun(shown.text, color: shown.isPlaceholder ? .secondaryText : color(field.textColor ?? .label), highlighted: field.hasKeyboardFocus),
                        TextRun(caret, color: .text)].filter { !$0.text.isEmpty }
            return .styledText(runs, alignment: alignment(field.textAlignment), wraps: false)
        case let spinner as UIActivityIndicatorView:
            return .styledText([TextRun(spinner.glyph(at: time), color: color(spinner.color))], alignment: .center, wraps: false)
        case let imageView as UIImageView:
            guard let image = imageView.image else {
                return imageView.missingImageName.map { .image(attachment: missingImage($0), mode: .fill) }
            }
            if let glyph = image.symbolGlyph {
                return .styledText([TextRun(glyph, color: color(imageView.tintColor))], alignment: .center, wraps: false)
            }
            if let text = image.placeholderText {
                return .styledText([TextRun(text, color: .secondaryText)], alignment: .center, wraps: true)
            }
            // An image of the extension's asset catalog is named by its file, which notisim draws as it draws an attachment.
            return .image(attachment: attachmentIdentifier(of: image, in: attachments) ?? image.path.flatMap { $0.hasPrefix("/") ? $0 : nil } ?? unmatchedImage,
                          mode: imageView.contentMode == .scaleAspectFit ? .fit : .fill)
        default:
            return nil
        }
    }

    /// The identifier a UIImage that is no attachment's file is drawn under: the renderer shows a placeholder naming it.
    static let unmatchedImage = "UIImage not from an attachment"

    /// A UIColor as the custom area draws it: the theme's own colour for the system colours that follow the
    /// appearance (`label`, `secondaryLabel`, `systemBackground`), else its components in the current appearance.
    static func color(_ color: UIColor) -> CustomColor {
        switch color.role {
        case .label: return .text
        case .secondaryLabel: return .secondaryText
        case .background: return .background
        case nil:
            let c = color.components
            func byte(_ value: CGFloat) -> UInt8 { UInt8((min(max(value, 0), 1) * 255).rounded()) }
            return .rgb(byte(c.red), byte(c.green), byte(c.blue))
        }
    }

    /// Natural and justified text line up on the left, as in a left-to-right language.
    static func alignment(_ alignment: NSTextAlignment) -> TextAlignment {
        switch alignment {
        case .center: .center
        case .right: .right
        case .left, .natural, .justified: .left
        }
    }

    /// The identifier an image a storyboard names but the extension does not have is drawn under: the renderer shows a
    /// placeholder naming it.
    static func missingImage(_ name: String) -> String { "\(name) (not in the asset catalog)" }

    /// Whether a view is a dark, partly transparent layer (as the notes' dimming view over the image).
    static func dims(_ view: UIView) -> Bool {
        guard let color = view.backgroundColor else { return false }
        let opacity = view.alpha * color.alphaComponent
        let brightness = (color.redComponent + color.greenComponent + color.blueComponent) / 3
        return opacity > 0 && opacity < 1 && brightness < 0.5
    }

    /// The attachment whose file the image was read from (by path, else by identical bytes).
    static func attachmentIdentifier(of image: UIImage, in attachments: [NotificationAttachment]) -> String? {
        if let path = image.path, let match = attachments.first(where: { $0.path == path }) { return match.identifier }
        return attachments.first { FileManager.default.contents(atPath: $0.path) == image.data }?.identifier
    }
}
