import Testing
@testable import NotiTerminal

@Suite("what curses is given per cell")
struct CursesGlyphTests {
    /// The C library's widths for the scalars used here, written out so the rules are tested on their own.
    static func columns(_ scalar: Unicode.Scalar) -> Int {
        switch scalar.value {
        case 0x00...0x1F, 0x7F: return -1
        case 0x0301, 0x200D, 0xFE0F, 0x1F3FD: return 0
        case 0xAC00...0xD7A3, 0x3040...0x30FF, 0x1F300...0x1F64F, 0x1F466...0x1F469: return 2
        default: return 1
        }
    }

    static func glyph(_ grapheme: String, width: Int, utf8: Bool = true) -> CursesGlyph {
        CursesGlyph.make(grapheme: grapheme, gridWidth: width, isUTF8: utf8, maxScalars: 5, columns: columns)
    }

    @Test("a wide grapheme in a two-column cell is drawn as it is")
    func wideFits() {
        #expect(Self.glyph("가", width: 2) == CursesGlyph(scalars: ["가"], padsNextCell: false))
        #expect(Self.glyph("🎉", width: 2) == CursesGlyph(scalars: ["🎉"], padsNextCell: false))
    }

    @Test("combining marks and variation selectors stay with their base")
    func combiningKept() {
        #expect(Self.glyph("e\u{301}", width: 1).scalars == ["e", "\u{301}"])
        #expect(Self.glyph("\u{2600}\u{FE0F}", width: 2) == CursesGlyph(scalars: ["\u{2600}", "\u{FE0F}"], padsNextCell: true))
    }

    @Test("a grapheme the C library counts narrow in a two-column cell is padded with a space, keeping the columns")
    func narrowInWideCellIsPadded() {
        #expect(Self.glyph("A", width: 2) == CursesGlyph(scalars: ["A"], padsNextCell: true))
    }

    @Test("control characters and wide glyphs in one-column cells become one replacement character")
    func replacements() {
        #expect(Self.glyph("\u{1B}", width: 1) == CursesGlyph(scalars: ["\u{FFFD}"], padsNextCell: false))
        #expect(Self.glyph("가", width: 1) == CursesGlyph(scalars: ["\u{FFFD}"], padsNextCell: false))
        #expect(Self.glyph("\u{301}", width: 1) == CursesGlyph(scalars: ["\u{FFFD}"], padsNextCell: false))
        #expect(Self.glyph("\u{7}", width: 2) == CursesGlyph(scalars: ["\u{FFFD}"], padsNextCell: true))
    }

    @Test("without UTF-8 the replacement is a question mark")
    func asciiReplacement() {
        let unencodable = CursesGlyph.make(grapheme: "가", gridWidth: 2, isUTF8: false, maxScalars: 5) { $0.isASCII ? 1 : -1 }
        #expect(unencodable == CursesGlyph(scalars: ["?"], padsNextCell: true))
    }

    @Test("emoji sequences keep their first person and no dangling joiner; skin tones stay")
    func sequences() {
        #expect(Self.glyph("👩\u{200D}👩\u{200D}👧", width: 2).scalars == ["👩"])
        #expect(Self.glyph("👋\u{1F3FD}", width: 2).scalars == ["👋", "\u{1F3FD}"])
    }

    @Test("no more scalars than a curses cell holds")
    func capped() {
        #expect(Self.glyph("e" + String(repeating: "\u{301}", count: 9), width: 1).scalars.count == 5)
    }

    @Test("an empty grapheme is drawn as a space")
    func empty() {
        #expect(Self.glyph("", width: 1) == CursesGlyph(scalars: [" "], padsNextCell: false))
    }
}
