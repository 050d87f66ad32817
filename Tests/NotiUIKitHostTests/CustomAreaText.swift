import Foundation
import NotiCore
@testable import NotiLayout
import TestSupport

/// The custom area a custom view draws, as plain text for golden files.
enum CustomAreaText {
    static func render(_ view: CustomView, columns: Int, rows: Int, attachments: [NotificationAttachment], theme: Theme = Theme(name: "plain")) -> String {
        grid(view, columns: columns, rows: rows, attachments: attachments, theme: theme).text()
    }

    /// The text, then a map of the cells' styles (a letter per distinct style, `.` for the terminal's default look)
    /// and what each letter stands for: colours and weights show in a golden file.
    static func renderWithStyles(_ view: CustomView, columns: Int, rows: Int, theme: Theme) -> String {
        let grid = grid(view, columns: columns, rows: rows, attachments: [], theme: theme)
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
            if style.reverse { parts.append("reverse") }
            if style.dim { parts.append("dim") }
            return "\(Character(Unicode.Scalar(UInt8(97 + index % 26)))): " + parts.joined(separator: " ")
        }
        return ([grid.text(), "--- styles"] + map + names).joined(separator: "\n")
    }

    private static func grid(_ view: CustomView, columns: Int, rows: Int, attachments: [NotificationAttachment], theme: Theme) -> CellGrid {
        var grid = CellGrid(width: columns, height: rows)
        var context = RenderContext(now: Date(timeIntervalSince1970: 0), imageCellStyle: .shading, loadImage: TestAttachments.loadImage)
        context.theme = theme
        CustomViewRenderer.draw(view, in: grid.bounds, grid: &grid, attachments: attachments, context: context)
        return grid
    }

    private static func describe(_ color: Color) -> String {
        switch color {
        case .default: "default"
        case .palette(let index): "palette \(index)"
        case let .rgb(r, g, b): "#" + [r, g, b].map { String(format: "%02x", $0) }.joined()
        }
    }
}
