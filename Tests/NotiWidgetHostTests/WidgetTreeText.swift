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
        var legend: [Style] = []
        var map: [String] = []
        for y in 0..<grid.height {
            var line = ""
            for x in 0..<grid.width {
                let style = grid[x, y].style
                if style == .plain { line += "."; continue }
                if !legend.contains(style) { legend.append(style) }
                line += String(Character(Unicode.Scalar(UInt8(97 + legend.firstIndex(of: style)! % 26))))
            }
            map.append(line)
        }
        let names = legend.enumerated().map { index, style in
            var parts = ["fg \(describe(style.foreground))", "bg \(describe(style.background))"]
            if style.bold { parts.append("bold") }
            return "\(Character(Unicode.Scalar(UInt8(97 + index % 26)))): " + parts.joined(separator: " ")
        }
        return ([grid.text(), "--- styles"] + map + names).joined(separator: "\n") + "\n"
    }

    private static func describe(_ color: NotiLayout.Color) -> String {
        switch color {
        case .default: "default"
        case .palette(let index): "palette \(index)"
        case let .rgb(r, g, b): "#" + [r, g, b].map { String(format: "%02x", $0) }.joined()
        }
    }
}
