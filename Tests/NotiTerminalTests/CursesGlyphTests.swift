import Testing
@testable import NotiTerminal

@Suite("what curses is given per cell")
struct CursesGlyphTests {
    /// The C library's widths for the scalars used here, written out so the rules are tested on their own.
    static func columns(_ scalar: Unicode.Scalar) -> Int {
        switch scalar.value {
        case 0x00...0x1F, 0x7F: return -1
        case 0x0301, 0x200D, 0xFE0F: return 0
        case 0xAC00...0xD7A3, 0x3040...0x30FF, 0x1F300...0x1F64F, 0x1F466...0x1F469, 0x1F3FB...0x1F3FF: return 2
        default: return 1
        }
    }

    static func glyph(_ grapheme: String, width: Int, utf8: Bool = true) -> CursesGlyph {
        CursesGlyph.make(grapheme: grapheme, gridWidth: width, isUTF8: utf8, maxScalars: 5, columns: columns)
    }

    @Test("a wide grapheme in a two-column cell is drawn as it is")
    func wideFits() {
        #expect(Self.glyph("가", width: 2) == CursesGlyph(cells: [["가"]], padsNextCell: false))
        #expect(Self.glyph("🎉", width: 2) == CursesGlyph(cells: [["🎉"]], padsNextCell: false))
    }

    @Test("combining marks and variation selectors stay with their base")
    func combiningKept() {
        #expect(Self.glyph("e\u{301}", width: 1).cells == [["e", "\u{301}"]])
        #expect(Self.glyph("\u{2600}\u{FE0F}", width: 2) == CursesGlyph(cells: [["\u{2600}", "\u{FE0F}"]], padsNextCell: true))
    }

    @Test("a grapheme the C library counts narrow in a two-column cell is padded with a space, keeping the columns")
    func narrowInWideCellIsPadded() {
        #expect(Self.glyph("A", width: 2) == CursesGlyph(cells: [["A"]], padsNextCell: true))
    }

    @Test("control characters and wide glyphs in one-column cells become one replacement character")
    func replacements() {
        #expect(Self.glyph("\u{1B}", width: 1) == CursesGlyph(cells: [["\u{FFFD}"]], padsNextCell: false))
        #expect(Self.glyph("가", width: 1) == CursesGlyph(cells: [["\u{FFFD}"]], padsNextCell: false))
        #expect(Self.glyph("\u{301}", width: 1) == CursesGlyph(cells: [["\u{FFFD}"]], padsNextCell: false))
        #expect(Self.glyph("\u{7}", width: 2) == CursesGlyph(cells: [["\u{FFFD}"]], padsNextCell: true))
    }

    @Test("without UTF-8 the replacement is a question mark")
    func asciiReplacement() {
        let unencodable = CursesGlyph.make(grapheme: "가", gridWidth: 2, isUTF8: false, maxScalars: 5) { $0.isASCII ? 1 : -1 }
        #expect(unencodable == CursesGlyph(cells: [["?"]], padsNextCell: true))
    }

    @Test("a skin-toned emoji and a ZWJ sequence that fits a curses cell go to the terminal whole, in one cell")
    func wholeClusters() {
        #expect(Self.glyph("👋\u{1F3FD}", width: 2) == CursesGlyph(cells: [["👋", "\u{1F3FD}"]], padsNextCell: false))
        #expect(Self.glyph("👩\u{200D}👩\u{200D}👧", width: 2).cells == [["👩", "\u{200D}", "👩", "\u{200D}", "👧"]])
    }

    @Test("a flag is two one-column cells, one regional indicator each, so curses counts the grid's two columns")
    func flagSplitsIntoTwoCells() {
        #expect(Self.glyph("🇰🇷", width: 2) == CursesGlyph(cells: [["🇰"], ["🇷"]], padsNextCell: false))
    }

    @Test("a ZWJ sequence longer than a curses cell keeps its whole leading elements, without a dangling joiner")
    func longSequenceCutAtAJoiner() {
        let family = "👨\u{200D}👩\u{200D}👧\u{200D}👦"
        #expect(Self.glyph(family, width: 2).cells == [["👨", "\u{200D}", "👩", "\u{200D}", "👧"]])
        #expect(CursesGlyph.make(grapheme: family, gridWidth: 2, isUTF8: true, maxScalars: 4, columns: Self.columns).cells
            == [["👨", "\u{200D}", "👩"]])
    }

    @Test("on a terminal that draws the pieces side by side, a skin tone or everything from the first joiner is left out")
    func unjoinedPiecesLeftOut() {
        let noModifiers = ClusterJoining(joinsModifiers: false, joinsZWJSequences: true)
        let noSequences = ClusterJoining(joinsModifiers: true, joinsZWJSequences: false)
        func glyph(_ grapheme: String, _ joining: ClusterJoining) -> [[Unicode.Scalar]] {
            CursesGlyph.make(grapheme: grapheme, gridWidth: 2, isUTF8: true, joining: joining, maxScalars: 5, columns: Self.columns).cells
        }
        #expect(glyph("👋\u{1F3FD}", noModifiers) == [["👋"]])
        #expect(glyph("👩\u{1F3FD}\u{200D}💻", noModifiers) == [["👩", "\u{200D}", "💻"]])
        #expect(glyph("👩\u{1F3FD}\u{200D}💻", noSequences) == [["👩", "\u{1F3FD}"]])
        #expect(glyph("🇰🇷", ClusterJoining(joinsModifiers: false, joinsZWJSequences: false)) == [["🇰"], ["🇷"]])
    }

    @Test("no more scalars than a curses cell holds")
    func capped() {
        #expect(Self.glyph("e" + String(repeating: "\u{301}", count: 9), width: 1).cells == [["e"] + Array(repeating: "\u{301}", count: 4)])
    }

    @Test("an empty grapheme is drawn as a space")
    func empty() {
        #expect(Self.glyph("", width: 1) == CursesGlyph(cells: [[" "]], padsNextCell: false))
    }
}

@Suite("what the terminal joins")
struct ClusterJoiningTests {
    @Test("the probe asks where the cursor lands after each sequence, from the top left")
    func query() {
        #expect(String(decoding: ClusterJoining.query, as: UTF8.self)
            == "\u{1B}[1;1H👋\u{1F3FD}\u{1B}[6n\u{1B}[1;1H👨\u{200D}👩\u{200D}👧\u{1B}[6n")
    }

    @Test("column 3 in a cursor position report means two columns; other input around the reports is skipped")
    func reportsRead() {
        #expect(ClusterJoining.parse(Array("\u{1B}[1;5R\u{1B}[1;3R".utf8)) == ClusterJoining(joinsModifiers: false, joinsZWJSequences: true))
        #expect(ClusterJoining.parse(Array("x\u{1B}[1;3Ry\u{1B}[12;7R".utf8)) == ClusterJoining(joinsModifiers: true, joinsZWJSequences: false))
        #expect(ClusterJoining.parse(Array("\u{1B}[1;3R\u{1B}[1;3R".utf8)) == .all)
    }

    @Test("an answer still incomplete is no answer")
    func incomplete() {
        #expect(ClusterJoining.parse(Array("\u{1B}[1;3R\u{1B}[1;".utf8)) == nil)
        #expect(ClusterJoining.parse([]) == nil)
    }
}
