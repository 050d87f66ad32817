import NotiCore
import NotiLayout
import NotiUIKit

/// An empty plain-style table view as iOS 14 and earlier draw it: no rows, and under them filler rows of the row
/// height whose separators run down the whole view, each from the separator inset to the trailing edge
/// (docs/rules/xcode.md#storyboards). With `rowHeight` 0 it is only its background, as iOS 15 and later draw it.
@MainActor
package final class FillerRowsView: UIView {
    /// The filler rows' height in points; 0 draws none.
    package var rowHeight: CGFloat = 0
    /// Points from the leading edge to where each separator starts.
    package var separatorInset: CGFloat = 0
    /// The separators' colour; nil for UIKit's grey (drawn in the theme's secondary text colour).
    package var separatorColor: UIColor?

    /// The separators inside a view drawn at `rect` (cells), in cells relative to it: the row holding the bottom
    /// edge of each filler row that ends inside the view.
    func separators(in rect: Rect, metrics: CellMetrics) -> CustomView? {
        guard rowHeight > 0, rect.width > 0 else { return nil }
        let pointsPerRow = metrics.cellAspect * metrics.pointsPerColumn
        let inset = min(rect.width, metrics.columns(forPoints: Double(separatorInset)))
        let line = String(repeating: "─", count: rect.width - inset)
        let color = separatorColor.map(ViewTreeDrawing.color) ?? .secondaryText
        var rows: [CustomView] = []
        var bottom = Double(rowHeight)
        while bottom < Double(frame.height), rows.count < rect.height {
            let row = Int(((bottom - 0.5) / pointsPerRow).rounded(.down))
            if row < rect.height {
                rows.append(.placed(Rect(x: inset, y: row, width: rect.width - inset, height: 1),
                                    .styledText([TextRun(line, color: color)], alignment: .left, wraps: false)))
            }
            bottom += Double(rowHeight)
        }
        return rows.isEmpty ? nil : .overlay(rows)
    }
}
