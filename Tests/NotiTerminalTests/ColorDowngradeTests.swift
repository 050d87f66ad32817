import NotiApp
import NotiLayout
import NotiTerminalPort
import Testing
@testable import NotiTerminal

@Suite("colour downgrade and colour pairs")
struct ColorDowngradeTests {
    @Test("the colour depth follows terminfo's number of colours",
          arguments: [(0, TerminalColorDepth.monochrome), (2, .monochrome), (8, .basic8), (16, .basic16), (88, .basic16),
                      (256, .palette256), (1 << 24, .trueColor)])
    func depthFromColors(colors: Int, depth: TerminalColorDepth) {
        #expect(ColorDowngrade.depth(colors: colors) == depth)
    }

    @Test("an RGB colour maps to the nearest colour the terminal has")
    func rgbToNearest() {
        let red = Color.rgb(255, 0, 0)
        #expect(ColorDowngrade.cursesNumber(for: red, depth: .palette256, defaultColor: -1) == 196)
        #expect(ColorDowngrade.cursesNumber(for: red, depth: .basic16, defaultColor: -1) == 9)
        #expect(ColorDowngrade.cursesNumber(for: red, depth: .basic8, defaultColor: -1) == 1)
        #expect(ColorDowngrade.cursesNumber(for: .rgb(128, 128, 128), depth: .palette256, defaultColor: -1) == 244)
        #expect(ColorDowngrade.cursesNumber(for: .rgb(0, 95, 135), depth: .palette256, defaultColor: -1) == 24)
        #expect(ColorDowngrade.cursesNumber(for: .rgb(30, 30, 200), depth: .basic8, defaultColor: -1) == 4)
    }

    @Test("palette colours keep their number where the terminal has it, else the nearest basic colour")
    func paletteDowngrade() {
        #expect(ColorDowngrade.cursesNumber(for: .palette(196), depth: .palette256, defaultColor: -1) == 196)
        #expect(ColorDowngrade.cursesNumber(for: .palette(196), depth: .basic16, defaultColor: -1) == 9)
        #expect(ColorDowngrade.cursesNumber(for: .palette(12), depth: .basic16, defaultColor: -1) == 12)
        #expect(ColorDowngrade.cursesNumber(for: .palette(12), depth: .basic8, defaultColor: -1) == 4)
        #expect(ColorDowngrade.cursesNumber(for: .palette(3), depth: .trueColor, defaultColor: -1) == 3)
    }

    @Test("24-bit terminals get the colour packed as 0xRRGGBB, never one of the 8 ANSI numbers below 8")
    func directColour() {
        #expect(ColorDowngrade.cursesNumber(for: .rgb(0x12, 0x34, 0x56), depth: .trueColor, defaultColor: -1) == 0x123456)
        #expect(ColorDowngrade.cursesNumber(for: .rgb(0, 0, 1), depth: .trueColor, defaultColor: -1) == 8)
        #expect(ColorDowngrade.cursesNumber(for: .palette(196), depth: .trueColor, defaultColor: -1) == 0xFF0000)
    }

    @Test("the default colour and every colour on a monochrome terminal become the terminal's own colour")
    func defaultAndMonochrome() {
        #expect(ColorDowngrade.cursesNumber(for: .default, depth: .palette256, defaultColor: -1) == -1)
        #expect(ColorDowngrade.cursesNumber(for: .default, depth: .basic8, defaultColor: 7) == 7)
        #expect(ColorDowngrade.cursesNumber(for: .rgb(255, 0, 0), depth: .monochrome, defaultColor: -1) == -1)
    }

    @Test("xterm palette entries have xterm's colours")
    func paletteValues() {
        #expect(ColorDowngrade.rgb(ofPalette: 16) == (0, 0, 0))
        #expect(ColorDowngrade.rgb(ofPalette: 196) == (255, 0, 0))
        #expect(ColorDowngrade.rgb(ofPalette: 232) == (8, 8, 8))
        #expect(ColorDowngrade.rgb(ofPalette: 255) == (238, 238, 238))
    }

    @Test("colour pairs: default on default is pair 0, each combination is defined once, and a full cache asks for a reset")
    func pairCache() {
        var cache = ColorPairCache(capacity: 2)
        var defined: [[Int32]] = []
        let define = { (pair: Int32, fg: Int32, bg: Int32) -> Bool in defined.append([pair, fg, bg]); return true }
        #expect(cache.pair(foreground: -1, background: -1, define: define) == 0)
        #expect(cache.pair(foreground: 196, background: -1, define: define) == 1)
        #expect(cache.pair(foreground: 196, background: -1, define: define) == 1)
        #expect(cache.pair(foreground: 7, background: 0, define: define) == 2)
        #expect(cache.pair(foreground: 1, background: 2, define: define) == nil)
        #expect(defined == [[1, 196, -1], [2, 7, 0]])
        cache.reset()
        #expect(cache.pair(foreground: 1, background: 2, define: define) == 1)
        #expect(cache.pair(foreground: 3, background: 3) { _, _, _ in false } == nil)
        #expect(cache.count == 1)
    }
}
