import Foundation
import NotiCore
@testable import NotiLayout

/// The custom area a custom view draws, as plain text for golden files.
enum CustomAreaText {
    static func render(_ view: CustomView, columns: Int, rows: Int, attachments: [NotificationAttachment]) -> String {
        var grid = CellGrid(width: columns, height: rows)
        let context = RenderContext(now: Date(timeIntervalSince1970: 0), imageCellStyle: .shading)
        CustomViewRenderer.draw(view, in: grid.bounds, grid: &grid, attachments: attachments, context: context)
        return grid.text()
    }
}
