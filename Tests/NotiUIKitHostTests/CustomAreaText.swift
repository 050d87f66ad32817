import Foundation
import NotiCore
@testable import NotiLayout
import TestSupport

/// The custom area a custom view draws, as plain text for golden files.
enum CustomAreaText {
    static func render(_ view: CustomView, columns: Int, rows: Int, attachments: [NotificationAttachment], theme: Theme = Theme(name: "plain")) -> String {
        grid(view, columns: columns, rows: rows, attachments: attachments, theme: theme).text()
    }

    /// The text, then a map of the cells' styles and what each letter stands for (`CellGrid.textWithStyles`).
    static func renderWithStyles(_ view: CustomView, columns: Int, rows: Int, theme: Theme) -> String {
        grid(view, columns: columns, rows: rows, attachments: [], theme: theme).textWithStyles
    }

    private static func grid(_ view: CustomView, columns: Int, rows: Int, attachments: [NotificationAttachment], theme: Theme) -> CellGrid {
        var grid = CellGrid(width: columns, height: rows)
        var context = RenderContext(now: Date(timeIntervalSince1970: 0), imageCellStyle: .shading, loadImage: TestAttachments.loadImage)
        context.theme = theme
        CustomViewRenderer.draw(view, in: grid.bounds, grid: &grid, attachments: attachments, context: context)
        return grid
    }
}
