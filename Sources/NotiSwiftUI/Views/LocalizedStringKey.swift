/// The key of a localized string (Apple's `LocalizedStringKey`): a literal or interpolated text whose literal parts
/// are Markdown, looked up in the extension's `Localizable` strings (docs/rules/xcode.md#extension-resources); a key
/// they lack shows as written.
public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringInterpolation {
    /// The text as Markdown source: interpolated values are escaped so they show as written; an interpolated date
    /// style or timer stands there as a placeholder character (`timingPlaceholder`).
    let markdown: String
    /// The texts that count with the clock, in the order of their placeholders.
    let timings: [Text.Timing]
    /// The key Xcode extracts (`%@`, `%lld`, `%lf` where values are interpolated) and the values' texts; nil key for an
    /// interpolated image or text, which no table is keyed by.
    let key: String?
    let values: [String]

    public init(_ value: String) { markdown = value; timings = []; key = value; values = [] }
    public init(stringLiteral value: String) { self.init(value) }
    public init(stringInterpolation: StringInterpolation) {
        markdown = stringInterpolation.markdown
        timings = stringInterpolation.timings
        key = stringInterpolation.isKey ? stringInterpolation.key : nil
        values = stringInterpolation.values
    }

    /// The extension's text for the key, as Markdown; nil when its strings lack it or it counts with the clock.
    var localizedMarkdown: String? {
        guard timings.isEmpty, let key else { return nil }
        return ExtensionStrings.shared.localized(key: key, values: values.map(MarkdownText.escaped))
    }

    /// The placeholder of the timing at `index`: a private-use character, which Markdown leaves alone.
    static func timingPlaceholder(_ index: Int) -> Character { Character(Unicode.Scalar(0xE000 + UInt32(index)) ?? "\u{E000}") }

    /// `runs` (the key's Markdown, read) with each timing's placeholder made a run of its own that counts, in the
    /// style of the run it stood in.
    func timed(_ runs: [Text.Run]) -> [Text.Run] {
        guard !timings.isEmpty else { return runs }
        let placeholders = Dictionary(uniqueKeysWithValues: timings.indices.map { (Self.timingPlaceholder($0), $0) })
        return runs.flatMap { run -> [Text.Run] in
            var pieces: [Text.Run] = []
            var text = ""
            for character in run.text {
                guard let index = placeholders[character] else { text.append(character); continue }
                if !text.isEmpty { pieces.append(run.with(text: text)) }
                text = ""
                var timed = run.with(text: "")
                timed.timing = timings[index]
                pieces.append(timed)
            }
            if !text.isEmpty || pieces.isEmpty { pieces.append(run.with(text: text)) }
            return pieces
        }
    }

    /// The interpolations a localized string key accepts.
    public struct StringInterpolation: StringInterpolationProtocol {
        var markdown = ""
        var timings: [Text.Timing] = []
        var key = ""
        var values: [String] = []
        var isKey = true

        /// Adds a text that counts, as its placeholder.
        mutating func appendTiming(_ timing: Text.Timing) {
            markdown.append(LocalizedStringKey.timingPlaceholder(timings.count))
            timings.append(timing)
        }

        /// Adds a value's text, and its specifier to the key.
        mutating func appendValue(_ text: String, specifier: String) {
            markdown += MarkdownText.escaped(text)
            key += specifier
            values.append(text)
        }

        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) { markdown += literal; key += literal }
        public mutating func appendInterpolation(_ string: String) { appendValue(string, specifier: "%@") }
        public mutating func appendInterpolation<T>(_ value: T) {
            appendValue("\(value)", specifier: value is any BinaryInteger ? "%lld" : value is any BinaryFloatingPoint ? "%lf" : "%@")
        }
        public mutating func appendInterpolation<T: BinaryFloatingPoint>(_ value: T, specifier: String) {
            appendValue(String(format: specifier, Double(value)), specifier: specifier)
        }
        public mutating func appendInterpolation<T: BinaryInteger>(_ value: T, specifier: String) {
            appendValue(String(format: specifier, Int(value)), specifier: specifier)
        }
        /// A date in a style, counting to the time the text is drawn at.
        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) { appendTiming(.date(date, style)) }
        @MainActor public mutating func appendInterpolation(_ image: Image) {
            markdown += MarkdownText.escaped(image.glyph ?? "▣")
            isKey = false
        }
        /// A text's words (its timers and date styles still counting), without its runs' styles.
        @MainActor public mutating func appendInterpolation(_ text: Text) {
            isKey = false
            for run in text.runs {
                if let timing = run.timing { appendTiming(timing) } else { markdown += MarkdownText.escaped(run.text) }
            }
        }
    }
}

/// The inline Markdown a `Text` of a literal shows: `**strong**`, `__strong__`, `*emphasis*`, `_emphasis_`,
/// `` `code` ``, `~~strikethrough~~` and `[links](url)` (shown as their text, in the tint), with backslash escapes.
enum MarkdownText {
    /// Whether `text` has a character Markdown reads (an asterisk, underscore, backtick, tilde, bracket or
    /// backslash); text without one shows as written.
    static func hasMarkup(_ text: String) -> Bool {
        text.utf8.contains { byte in
            switch byte {
            case UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "`"), UInt8(ascii: "~"), UInt8(ascii: "["),
                 UInt8(ascii: "]"), UInt8(ascii: "\\"): true
            default: false
            }
        }
    }

    /// Escapes the characters Markdown reads, so `text` shows as written.
    static func escaped(_ text: String) -> String {
        guard hasMarkup(text) else { return text }
        var out = ""
        for character in text {
            if "*_`~[]\\".contains(character) { out.append("\\") }
            out.append(character)
        }
        return out
    }

    /// The runs of `source` with their emphasis.
    static func runs(_ source: String) -> [Text.Run] {
        guard hasMarkup(source) else { return source.isEmpty ? [] : [Text.Run(text: source)] }
        var runs: [Text.Run] = []
        var current = Text.Run(text: "")
        var strong = false, emphasis = false, code = false, strike = false
        let characters = Array(source)
        var index = 0
        func flush() {
            if !current.text.isEmpty { runs.append(current) }
            current = Text.Run(text: "", bold: strong, italic: emphasis, strikethrough: strike)
        }
        while index < characters.count {
            let character = characters[index]
            let next = index + 1 < characters.count ? characters[index + 1] : nil
            if character == "\\", let next {
                current.text.append(next)
                index += 2
                continue
            }
            if code, character != "`" { current.text.append(character); index += 1; continue }
            /// Whether a delimiter of `length` starting here opens or closes emphasis (an opener needs a closer later).
            func delimits(_ length: Int, isOpen: Bool) -> Bool {
                isOpen || String(characters[(index + length)...]).contains(String(characters[index..<(index + length)]))
            }
            switch character {
            case "*" where next == "*" && delimits(2, isOpen: strong), "_" where next == "_" && delimits(2, isOpen: strong):
                flush(); strong.toggle(); current.bold = strong; index += 2
            case "~" where next == "~" && delimits(2, isOpen: strike):
                flush(); strike.toggle(); current.strikethrough = strike; index += 2
            case "*" where delimits(1, isOpen: emphasis), "_" where delimits(1, isOpen: emphasis):
                flush(); emphasis.toggle(); current.italic = emphasis; index += 1
            case "`" where delimits(1, isOpen: code):
                flush(); code.toggle(); index += 1
            case "[":
                if let close = characters[index...].firstIndex(of: "]"), close + 1 < characters.count, characters[close + 1] == "(",
                   let end = characters[(close + 1)...].firstIndex(of: ")") {
                    flush()
                    var link = Text.Run(text: String(characters[(index + 1)..<close]), bold: strong, italic: emphasis)
                    link.isLink = true
                    runs.append(link)
                    index = end + 1
                } else {
                    current.text.append(character); index += 1
                }
            default:
                current.text.append(character); index += 1
            }
        }
        flush()
        return runs
    }
}
