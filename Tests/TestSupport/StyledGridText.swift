import Foundation
import NotiLayout

extension CellGrid {
    /// The grid's text, then a map of its cells' styles (a letter per distinct style, `.` for the terminal's default
    /// look) and what each letter stands for: colours and weights show in a golden file.
    package var textWithStyles: String {
        var legend: [Style] = []
        var map: [String] = []
        func letter(_ index: Int) -> String { String(Character(Unicode.Scalar(UInt8(97 + index % 26)))) }
        for y in 0..<height {
            var line = ""
            for x in 0..<width {
                let style = self[x, y].style
                if style == .plain { line += "."; continue }
                if !legend.contains(style) { legend.append(style) }
                line += letter(legend.firstIndex(of: style)!)
            }
            map.append(line)
        }
        let names = legend.enumerated().map { index, style in
            var parts = ["fg \(Self.describe(style.foreground))", "bg \(Self.describe(style.background))"]
            if style.bold { parts.append("bold") }
            if style.reverse { parts.append("reverse") }
            if style.dim { parts.append("dim") }
            return "\(letter(index)): " + parts.joined(separator: " ")
        }
        return ([text(), "--- styles"] + map + names).joined(separator: "\n")
    }

    private static func describe(_ color: NotiLayout.Color) -> String {
        switch color {
        case .default: "default"
        case .palette(let index): "palette \(index)"
        case let .rgb(r, g, b): "#" + [r, g, b].map { String(format: "%02x", $0) }.joined()
        }
    }
}
