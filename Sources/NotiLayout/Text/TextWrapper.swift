/// One line of wrapped text and the columns it takes.
package struct WrappedLine: Sendable, Hashable {
    package var text: String
    package var width: Int
    package init(text: String, width: Int) { self.text = text; self.width = width }
}

/// Wraps text into lines of at most a given number of columns.
///
/// Lines break at spaces and where `LineBreakRule` allows between two graphemes: Latin and Korean text
/// between words, Japanese and Chinese between characters but not before closing punctuation or small
/// kana nor after opening brackets (kinsoku), emoji on either side. A word longer than the line breaks
/// between any two characters. Line breaks in the text start new lines.
/// When `maxLines` cuts text off, the last kept line ends with "…".
package enum TextWrapper {
    /// The ellipsis that marks cut-off text (one column).
    package static let ellipsis = "…"

    /// The sanitized text wrapped to `width` columns, at most `maxLines` lines (nil = no limit).
    package static func wrap(_ text: String, width: Int, maxLines: Int? = nil) -> [WrappedLine] {
        wrap(text, width: width, maxLines: maxLines, readsASCIIAsBytes: true)
    }

    /// `wrap(_:width:maxLines:)`, taking paragraphs of printable ASCII a byte at a time when `readsASCIIAsBytes`
    /// (the tests compare both ways).
    static func wrap(_ text: String, width: Int, maxLines: Int?, readsASCIIAsBytes: Bool) -> [WrappedLine] {
        guard width > 0, maxLines.map({ $0 > 0 }) ?? true, !text.isEmpty else { return [] }
        let clean = TextSanitizer.sanitize(text)
        var builder = LineBuilder(width: width, limit: maxLines.map { $0 + 1 })
        for paragraph in clean.split(separator: "\n", omittingEmptySubsequences: false) {
            if readsASCIIAsBytes, paragraph.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) {
                builder.addPrintableASCII(paragraph)
            } else {
                builder.addParagraph(paragraph)
            }
            if builder.isFull { break }
        }
        var lines = builder.finish()
        if let maxLines, lines.count > maxLines {
            lines.removeLast(lines.count - maxLines)
            lines[maxLines - 1] = ellipsized(lines[maxLines - 1], width: width, force: true)
        }
        return lines
    }

    /// One line of at most `width` columns, ending in "…" when the text did not fit.
    package static func truncate(_ text: String, width: Int) -> WrappedLine {
        guard width > 0 else { return WrappedLine(text: "", width: 0) }
        let clean = TextSanitizer.sanitize(text, keepsLineBreaks: false)
        let total = TextWidth.columns(of: clean)
        if total <= width { return WrappedLine(text: clean, width: total) }
        return ellipsized(WrappedLine(text: clean, width: total), width: width, force: true)
    }

    /// `line` shortened so that it plus "…" fits in `width` columns.
    static func ellipsized(_ line: WrappedLine, width: Int, force: Bool) -> WrappedLine {
        var text = line.text
        var columns = line.width
        while columns + 1 > width, let last = text.last {
            columns -= TextWidth.columns(of: last)
            text.removeLast()
        }
        while text.last == " " { text.removeLast(); columns -= 1 }
        guard force || columns < line.width else { return line }
        return WrappedLine(text: text + ellipsis, width: columns + 1)
    }
}

/// Greedy line filling shared by `TextWrapper.wrap`.
private struct LineBuilder {
    let width: Int
    /// Stop once this many lines exist (one more than asked, so the caller knows text was cut).
    let limit: Int?
    var lines: [WrappedLine] = []
    var current = ""
    var currentWidth = 0
    var pendingSpaces = 0

    init(width: Int, limit: Int?) { self.width = width; self.limit = limit }

    var isFull: Bool { limit.map { lines.count >= $0 } ?? false }

    mutating func addParagraph(_ paragraph: Substring) {
        var word = ""
        var wordWidth = 0
        var previous: Character?
        for character in paragraph {
            if isFull { return }
            if character == " " {
                addWord(word, wordWidth); word = ""; wordWidth = 0
                pendingSpaces += 1
                previous = nil
                continue
            }
            if let previous, LineBreakRule.allowsBreak(between: previous, and: character) {
                addWord(word, wordWidth); word = ""; wordWidth = 0
            }
            word.append(character); wordWidth += TextWidth.columns(of: character)
            previous = character
        }
        addWord(word, wordWidth)
        flush()
    }

    /// A paragraph of printable ASCII: a byte is a grapheme of one column, and no two break apart
    /// (`LineBreakRule` breaks around wide graphemes only), so words end at spaces alone. The same lines as
    /// `addParagraph`, without the grapheme and Unicode property lookups that cost the centre most of a frame.
    mutating func addPrintableASCII(_ paragraph: Substring) {
        let bytes = paragraph.utf8
        var wordStart: Substring.Index?
        for index in bytes.indices {
            if isFull { return }
            guard bytes[index] == 0x20 else {
                if wordStart == nil { wordStart = index }
                continue
            }
            if let start = wordStart {
                addWord(String(paragraph[start..<index]), bytes.distance(from: start, to: index))
                wordStart = nil
            }
            pendingSpaces += 1
        }
        if let start = wordStart { addWord(String(paragraph[start...]), bytes.distance(from: start, to: bytes.endIndex)) }
        flush()
    }

    mutating func addWord(_ word: String, _ wordWidth: Int) {
        guard !word.isEmpty else { return }
        let spaces = currentWidth == 0 ? 0 : pendingSpaces
        if currentWidth + spaces + wordWidth <= width {
            append(String(repeating: " ", count: spaces), spaces)
            append(word, wordWidth)
        } else if wordWidth <= width {
            if currentWidth > 0 { flush() }
            append(word, wordWidth)
        } else {
            if currentWidth > 0 { flush() }
            for character in word {
                let columns = TextWidth.columns(of: character)
                if currentWidth + columns > width, currentWidth > 0 { flush() }
                if isFull { return }
                append(String(character), columns)
            }
        }
        pendingSpaces = 0
    }

    mutating func append(_ text: String, _ columns: Int) {
        current += text; currentWidth += columns
    }

    mutating func flush() {
        if !isFull { lines.append(WrappedLine(text: current, width: currentWidth)) }
        current = ""; currentWidth = 0; pendingSpaces = 0
    }

    func finish() -> [WrappedLine] { lines }
}
