import Foundation
import NotiCore
@testable import NotiLayout
import NotiUIKitHost
import TestSupport
import UIKit

/// A presentation's UIKit tree as the terminal draws it, for golden files: the cells' text, then a map of their
/// styles (a letter per distinct style, `.` for the terminal's default look) and what each letter stands for.
@MainActor
enum WidgetTreeText {
    static func render(_ view: UIView, theme: String = "dark") throws -> String {
        let metrics = CellMetrics.standard
        let columns = metrics.columns(forPoints: Double(view.frame.width)), rows = metrics.rows(forPoints: Double(view.frame.height))
        var grid = CellGrid(width: max(1, columns), height: max(1, rows))
        var context = RenderContext(now: Date(timeIntervalSince1970: 0), imageCellStyle: .shading, loadImage: TestAttachments.loadImage)
        context.theme = try Theme.builtIn(named: theme)
        CustomViewRenderer.draw(ViewTreeDrawing.customView(of: view, attachments: []), in: grid.bounds, grid: &grid, attachments: [], context: context)
        return grid.textWithStyles + "\n"
    }
}
