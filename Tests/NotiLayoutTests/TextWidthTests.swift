import NotiCore
import Testing
@testable import NotiLayout

@Suite("Text width")
struct TextWidthTests {
    @Test("ASCII letters take one column")
    func asciiIsNarrow() { #expect(TextWidth.columns(of: "Hello") == 5) }

    @Test("Hangul, kana and CJK ideographs take two columns")
    func cjkIsWide() {
        #expect(TextWidth.columns(of: "기상 알람") == 9)
        #expect(TextWidth.columns(of: "新しい写真") == 10)
        #expect(TextWidth.columns(of: "ＡＢ") == 4)
    }

    @Test("Emoji in emoji presentation take two columns, text-presentation symbols one")
    func emojiIsWide() {
        #expect(TextWidth.columns(of: "👍") == 2)
        #expect(TextWidth.columns(of: "❤️") == 2)
        #expect(TextWidth.columns(of: "❤") == 1)
        #expect(TextWidth.columns(of: "🇰🇷") == 2)
        #expect(TextWidth.columns(of: "1️⃣") == 2)
    }

    @Test("A ZWJ sequence or a skin-tone emoji is one grapheme of two columns")
    func zwjAndSkinTonesAreTwoColumns() {
        #expect(TextWidth.columns(of: "👨‍👩‍👧‍👦") == 2)
        #expect(TextWidth.columns(of: "👍🏽") == 2)
    }

    @Test("Combining marks and zero-width characters take no column")
    func combiningMarksAreZeroWidth() {
        #expect(TextWidth.columns(of: "e\u{301}") == 1)
        #expect(TextWidth.columns(of: "\u{200B}") == 0)
        #expect(TextWidth.columns(of: "a\u{200D}b") == 2)
    }
}

@Suite("Sanitizer")
struct SanitizerTests {
    @Test("ESC and CSI sequences become visible text, never raw escapes")
    func escapesBecomeVisible() {
        let clean = TextSanitizer.sanitize("\u{1B}[31mred\u{1B}[0m \u{9B}2J")
        #expect(clean == "␛[31mred␛[0m �2J")
        #expect(!clean.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x9B })
    }

    @Test("C0 controls become control pictures, DEL becomes ␡, tabs become spaces")
    func controlsBecomePictures() {
        #expect(TextSanitizer.sanitize("a\u{07}b\u{00}c\u{7F}d\te") == "a␇b␀c␡d e")
    }

    @Test("Bidi overrides and isolates become the replacement character")
    func bidiOverridesAreNeutralised() {
        #expect(TextSanitizer.sanitize("x\u{202E}y\u{2066}z\u{2069}") == "x�y�z�")
    }

    @Test("Line breaks stay as breaks, or become ␤ on single-line text")
    func lineBreaks() {
        #expect(TextSanitizer.sanitize("a\r\nb\rc") == "a\nb\nc")
        #expect(TextSanitizer.sanitize("a\nb", keepsLineBreaks: false) == "a␤b")
    }
}

@Suite("Wrapping")
struct WrappingTests {
    func texts(_ lines: [WrappedLine]) -> [String] { lines.map(\.text) }

    @Test("Latin text wraps between words")
    func latinWrapsByWord() {
        #expect(texts(TextWrapper.wrap("the quick brown fox jumps", width: 10)) == ["the quick", "brown fox", "jumps"])
    }

    @Test("A word longer than the line breaks between characters")
    func longWordsBreak() {
        #expect(texts(TextWrapper.wrap("abcdefghij", width: 4)) == ["abcd", "efgh", "ij"])
    }

    @Test("CJK text wraps per character and never exceeds the width")
    func cjkWrapsPerCharacter() {
        let lines = TextWrapper.wrap("新しい写真がシェアされました", width: 9)
        #expect(texts(lines) == ["新しい写", "真がシェ", "アされま", "した"])
        #expect(lines.allSatisfy { $0.width <= 9 })
    }

    @Test("Clipping to N lines ends the last line with an ellipsis")
    func clipsWithEllipsis() {
        let lines = TextWrapper.wrap("one two three four five six", width: 9, maxLines: 2)
        #expect(texts(lines) == ["one two", "three…"])
    }

    @Test("Explicit line breaks start new lines")
    func explicitBreaks() {
        #expect(texts(TextWrapper.wrap("a\n\nb", width: 5)) == ["a", "", "b"])
    }

    @Test("Truncation keeps one line and marks the cut")
    func truncation() {
        #expect(TextWrapper.truncate("Good Evening!", width: 8).text == "Good Ev…")
        #expect(TextWrapper.truncate("기상 알람", width: 6).text == "기상…")
    }
}

@Suite("Grid writing")
struct GridWritingTests {
    @Test("A wide glyph never straddles the clip edge: a blank takes its place")
    func wideGlyphAtEdge() {
        var grid = CellGrid(width: 5, height: 1)
        grid.write("ab가나", x: 0, y: 0, style: .plain)
        #expect(grid.text() == "ab가")
        #expect(grid[4, 0].grapheme == " ")
    }

    @Test("Overwriting half of a wide glyph blanks its other half")
    func overwriteHalf() {
        var grid = CellGrid(width: 4, height: 1)
        grid.write("가나", x: 0, y: 0, style: .plain)
        grid.write("x", x: 1, y: 0, style: .plain)
        #expect(grid.text() == " x나")
    }

    @Test("Writing is clipped to the given rectangle")
    func clipped() {
        var grid = CellGrid(width: 10, height: 2)
        grid.write("Hello world", x: 2, y: 1, style: .plain, clip: Rect(x: 2, y: 1, width: 5, height: 1))
        #expect(grid.text() == "\n  Hello")
    }
}

@Suite("Width table")
struct WidthTableTests {
    @Test("Wide ranges are sorted and disjoint, so the binary search finds every entry")
    func wideRangeTable() {
        for scalar in ["가", "あ", "漢", "Ａ", "🎉", "⌚", "𠀀"].compactMap({ $0.unicodeScalars.first }) { #expect(TextWidth.isWide(scalar)) }
        for scalar in ["a", "é", "…", "─", "⚠"].compactMap({ $0.unicodeScalars.first }) { #expect(!TextWidth.isWide(scalar)) }
    }
}
