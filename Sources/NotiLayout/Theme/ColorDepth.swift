/// How many colours a terminal (or an output format) can show.
package enum ColorDepth: String, Sendable, Hashable, CaseIterable {
    case trueColor = "truecolor"
    case palette256 = "256"
    case ansi16 = "16"
    case ansi8 = "8"
    case none

    /// The depth a terminal offers, from its environment (`NO_COLOR`, `COLORTERM`, `TERM`); pure.
    package static func detect(environment: [String: String]) -> ColorDepth {
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .none }
        let colorTerm = environment["COLORTERM"]?.lowercased() ?? ""
        if colorTerm == "truecolor" || colorTerm == "24bit" { return .trueColor }
        let term = environment["TERM"]?.lowercased() ?? ""
        if term.isEmpty || term == "dumb" { return .none }
        if term.contains("256") || term.contains("direct") { return .palette256 }
        if term.contains("16color") || term.hasPrefix("xterm") || term.hasPrefix("screen") || term.hasPrefix("tmux") { return .ansi16 }
        return .ansi8
    }

    /// `color` as this depth can show it: truecolor → 256 → 16 → 8 → none (the terminal's default).
    package func downgrade(_ color: Color) -> Color {
        switch (self, color) {
        case (_, .default), (.trueColor, _): return color
        case (.none, _): return .default
        case (.palette256, .palette): return color
        case let (.palette256, .rgb(r, g, b)): return .palette(Palette.nearest256(r, g, b))
        case let (.ansi16, .palette(index)): return .palette(index < 16 ? index : Palette.nearest16(index))
        case let (.ansi16, .rgb(r, g, b)): return .palette(Palette.nearest16(Palette.nearest256(r, g, b)))
        case let (.ansi8, .palette(index)):
            let basic = index < 16 ? index : Palette.nearest16(index)
            return .palette(basic % 8)
        case let (.ansi8, .rgb(r, g, b)): return .palette(Palette.nearest16(Palette.nearest256(r, g, b)) % 8)
        }
    }

    /// `style` with both colours downgraded; attributes (bold, underline, reverse…) stay.
    package func downgrade(_ style: Style) -> Style {
        var result = style
        result.foreground = downgrade(style.foreground)
        result.background = downgrade(style.background)
        return result
    }
}

/// The xterm 256-colour palette and nearest-colour searches.
enum Palette {
    /// RGB of a palette entry (0–15 use xterm's defaults).
    static func rgb(_ index: UInt8) -> (Int, Int, Int) {
        let basic: [(Int, Int, Int)] = [
            (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
            (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
        ]
        let value = Int(index)
        if value < 16 { return basic[value] }
        if value >= 232 { let level = 8 + (value - 232) * 10; return (level, level, level) }
        let cube = value - 16
        let steps = [0, 95, 135, 175, 215, 255]
        return (steps[cube / 36], steps[(cube / 6) % 6], steps[cube % 6])
    }

    /// The nearest of entries 16–255: the closest cube colour or the closest grey, whichever is nearer.
    static func nearest256(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> UInt8 {
        let target = (Int(r), Int(g), Int(b))
        func step(_ value: Int) -> Int { value < 48 ? 0 : (value < 115 ? 1 : (value - 35) / 40) }
        let cube = 16 + 36 * step(target.0) + 6 * step(target.1) + step(target.2)
        let average = (target.0 + target.1 + target.2) / 3
        let grey = average > 238 ? 255 : 232 + max(0, min(23, (average - 3) / 10))
        return distance(rgb(UInt8(cube)), target) <= distance(rgb(UInt8(grey)), target) ? UInt8(cube) : UInt8(grey)
    }

    private static func distance(_ a: (Int, Int, Int), _ b: (Int, Int, Int)) -> Int {
        (a.0 - b.0) * (a.0 - b.0) * 3 + (a.1 - b.1) * (a.1 - b.1) * 4 + (a.2 - b.2) * (a.2 - b.2) * 2
    }

    /// The nearest of the 16 basic colours to a palette entry.
    static func nearest16(_ index: UInt8) -> UInt8 {
        nearest(in: 0...15, to: rgb(index))
    }

    private static func nearest(in range: ClosedRange<Int>, to target: (Int, Int, Int)) -> UInt8 {
        var best = range.lowerBound, bestDistance = Int.max
        for candidate in range {
            let candidateDistance = distance(rgb(UInt8(candidate)), target)
            if candidateDistance < bestDistance { best = candidate; bestDistance = candidateDistance }
        }
        return UInt8(best)
    }
}
