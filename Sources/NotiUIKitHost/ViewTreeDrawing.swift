import NotiCore
import NotiLayout
import NotiUIKit

/// Turns a laid-out UIKit view tree into the custom area's view: each visible label, image and dimming view placed
/// at its frame mapped to cells (docs/rules.md, Points to cells), parents under children.
@MainActor
package enum ViewTreeDrawing {
    /// The custom view for `root` and its subviews; images are matched to the notification's attachments by file.
    package static func customView(of root: UIView, attachments: [NotificationAttachment], metrics: CellMetrics = .standard) -> CustomView {
        var placed: [CustomView] = []
        collect(root, origin: .zero, attachments: attachments, metrics: metrics, into: &placed)
        return .overlay(placed)
    }

    private static func collect(_ view: UIView, origin: CGPoint, attachments: [NotificationAttachment], metrics: CellMetrics,
                                into placed: inout [CustomView]) {
        guard !view.isHidden, view.alpha > 0 else { return }
        let frame = view.frame.offsetBy(dx: origin.x, dy: origin.y)
        if let content = content(of: view, attachments: attachments) {
            placed.append(.placed(cells(frame, metrics), content))
        }
        for subview in view.subviews {
            collect(subview, origin: frame.origin, attachments: attachments, metrics: metrics, into: &placed)
        }
    }

    /// A frame in points as a rectangle of cells: each edge rounded to the nearest column or row.
    static func cells(_ frame: CGRect, _ metrics: CellMetrics) -> Rect {
        let x = metrics.columns(forPoints: Double(frame.minX)), y = metrics.rows(forPoints: Double(frame.minY))
        return Rect(x: x, y: y, width: max(0, metrics.columns(forPoints: Double(frame.maxX)) - x),
                    height: max(0, metrics.rows(forPoints: Double(frame.maxY)) - y))
    }

    /// What a view draws itself (its subviews come separately).
    private static func content(of view: UIView, attachments: [NotificationAttachment]) -> CustomView? {
        if let label = view as? UILabel {
            guard let text = label.text, !text.isEmpty else { return nil }
            return .text(text, style: label.font.isBold ? .title : .body, wraps: label.numberOfLines != 1)
        }
        if let imageView = view as? UIImageView {
            guard let image = imageView.image else {
                return imageView.missingImageName.map { .image(attachment: missingImage($0), mode: .fill) }
            }
            return .image(attachment: attachmentIdentifier(of: image, in: attachments) ?? unmatchedImage,
                          mode: imageView.contentMode == .scaleAspectFit ? .fit : .fill)
        }
        return dims(view) ? .dim : nil
    }

    /// The identifier a UIImage that is no attachment's file is drawn under: the renderer shows a placeholder naming it.
    static let unmatchedImage = "UIImage not from an attachment"

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
