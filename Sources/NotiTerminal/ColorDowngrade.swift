import NotiTerminalPort
import NotiLayout

/// Maps theme colours to the colour numbers curses takes, for each colour depth.
enum ColorDowngrade {
    /// The depth a terminal with `colors` colours (terminfo `colors`) shows.
    static func depth(colors: Int) -> TerminalColorDepth {
        switch colors {
        case (1 << 24)...: return .trueColor
        case 256...: return .palette256
        case 16...: return .basic16
        case 8...: return .basic8
        default: return .monochrome
        }
    }

    /// The curses colour number for `color`; `defaultColor` stands for the terminal's own colour (-1 when
    /// `use_default_colors` worked). Monochrome answers `defaultColor` for everything.
    static func cursesNumber(for color: Color, depth: TerminalColorDepth, defaultColor: Int32) -> Int32 {
        switch (color, depth) {
        case (_, .monochrome), (.default, _):
            return defaultColor
        case (.palette(let index), .trueColor):
            return index < 8 ? Int32(index) : directNumber(rgb(ofPalette: index))
        case (.rgb(let r, let g, let b), .trueColor):
            return directNumber((r, g, b))
        case (.palette(let index), .palette256):
            return Int32(index)
        case (.rgb(let r, let g, let b), .palette256):
            return Int32(nearest256((r, g, b)))
        case (.palette(let index), .basic16):
            return index < 16 ? Int32(index) : Int32(nearestBasic(rgb(ofPalette: index), count: 16))
        case (.rgb(let r, let g, let b), .basic16):
            return Int32(nearestBasic((r, g, b), count: 16))
        case (.palette(let index), .basic8):
            return index < 16 ? Int32(index % 8) : Int32(nearestBasic(rgb(ofPalette: index), count: 8))
        case (.rgb(let r, let g, let b), .basic8):
            return Int32(nearestBasic((r, g, b), count: 8))
        }
    }

    typealias RGB = (UInt8, UInt8, UInt8)

    /// xterm's default values for the 16 basic colours.
    static let basicColors: [RGB] = [
        (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
        (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
    ]

    /// The six levels of each channel in the 6×6×6 colour cube (entries 16–231).
    static let cubeLevels: [Int] = [0, 95, 135, 175, 215, 255]

    /// The colour of an xterm palette entry.
    static func rgb(ofPalette index: UInt8) -> RGB {
        switch index {
        case 0..<16:
            return basicColors[Int(index)]
        case 16..<232:
            let cube = Int(index) - 16
            return (UInt8(cubeLevels[cube / 36]), UInt8(cubeLevels[(cube / 6) % 6]), UInt8(cubeLevels[cube % 6]))
        default:
            let grey = UInt8(8 + 10 * (Int(index) - 232))
            return (grey, grey, grey)
        }
    }

    /// The palette entry (16–255) nearest to `color`: the nearest cube colour or grey, whichever is closer.
    static func nearest256(_ color: RGB) -> Int {
        func level(_ channel: UInt8) -> Int {
            cubeLevels.indices.min(by: { abs(cubeLevels[$0] - Int(channel)) < abs(cubeLevels[$1] - Int(channel)) }) ?? 0
        }
        let cube = 16 + 36 * level(color.0) + 6 * level(color.1) + level(color.2)
        let average = (Int(color.0) + Int(color.1) + Int(color.2)) / 3
        let grey = 232 + min(23, max(0, (average - 8 + 5) / 10))
        return distance(rgb(ofPalette: UInt8(grey)), color) < distance(rgb(ofPalette: UInt8(cube)), color) ? grey : cube
    }

    /// The nearest of the first `count` basic colours.
    static func nearestBasic(_ color: RGB, count: Int) -> Int {
        (0..<count).min(by: { distance(basicColors[$0], color) < distance(basicColors[$1], color) }) ?? 0
    }

    /// A direct-colour number; values below 8 mean the ANSI colours there, so near-black moves up to 8.
    static func directNumber(_ color: RGB) -> Int32 {
        max(8, Int32(color.0) << 16 | Int32(color.1) << 8 | Int32(color.2))
    }

    /// Squared distance, weighted for how the eye sees red, green and blue.
    static func distance(_ a: RGB, _ b: RGB) -> Int {
        let dr = Int(a.0) - Int(b.0), dg = Int(a.1) - Int(b.1), db = Int(a.2) - Int(b.2)
        return 3 * dr * dr + 4 * dg * dg + 2 * db * db
    }
}
