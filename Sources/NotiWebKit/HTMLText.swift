/// The text of an HTML page as a web view in a terminal shows it: the title, then each block (heading, paragraph,
/// list item, table row) on its own line, headings bold, list items after a bullet, links' text in the link colour;
/// scripts, styles and the head's other content are left out, entities decoded and white space collapsed
/// (docs/rules/apple-frameworks.md#webkit).
struct HTMLText: Equatable {
    /// A stretch of text drawn one way.
    struct Run: Equatable {
        var text: String
        var bold = false
        var link = false
    }

    /// The `<title>`'s text, if any.
    var title: String?
    /// The blocks, in order, each a line of runs.
    var blocks: [[Run]] = []

    private static let headings: Set<String> = ["h1", "h2", "h3", "h4", "h5", "h6"]
    private static let blockTags: Set<String> = headings.union(["p", "div", "li", "ul", "ol", "tr", "table", "br", "hr", "article",
                                                                "section", "header", "footer", "blockquote", "pre", "dt", "dd", "main", "nav", "figure", "body"])
    private static let hiddenTags: Set<String> = ["script", "style", "head", "template", "noscript"]
    private static let entities: [String: String] = ["amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": " ",
                                                     "mdash": "—", "ndash": "–", "hellip": "…", "copy": "©", "rsquo": "’", "lsquo": "‘",
                                                     "rdquo": "”", "ldquo": "“", "bull": "•"]

    /// Reads `html`.
    init(html: String) {
        var reader = Reader(html: html)
        reader.read()
        title = reader.title.map(Self.collapsed).flatMap { $0.isEmpty ? nil : $0 }
        blocks = reader.blocks
    }

    /// The text with white space collapsed to single spaces and trimmed.
    static func collapsed(_ text: String) -> String {
        text.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }

    /// `text` with its character references (`&amp;`, `&#38;`, `&#x26;`) decoded; unknown ones stay as written.
    static func decodingEntities(_ text: String) -> String {
        guard text.contains("&") else { return text }
        var result = "", rest = text[...]
        while let amp = rest.firstIndex(of: "&") {
            result += rest[..<amp]
            let after = rest[rest.index(after: amp)...]
            if let semicolon = after.prefix(10).firstIndex(of: ";") {
                let name = String(after[..<semicolon])
                if let decoded = entity(name) {
                    result += decoded
                    rest = after[after.index(after: semicolon)...]
                    continue
                }
            }
            result += "&"
            rest = after
        }
        return result + rest
    }

    private static func entity(_ name: String) -> String? {
        if name.hasPrefix("#x") || name.hasPrefix("#X") { return UInt32(name.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init).map { String($0) } }
        if name.hasPrefix("#") { return UInt32(name.dropFirst()).flatMap(Unicode.Scalar.init).map { String($0) } }
        return entities[name.lowercased()]
    }

    /// Walks the page's tags and text.
    private struct Reader {
        let html: String
        var title: String?
        var blocks: [[Run]] = []
        private var current: [Run] = []
        private var hidden: [String] = []
        private var inTitle = false
        private var bold = 0
        private var link = 0

        init(html: String) { self.html = html }

        mutating func read() {
            var rest = html[...]
            while let open = rest.firstIndex(of: "<") {
                text(String(rest[..<open]))
                let tagStart = rest.index(after: open)
                if rest[tagStart...].hasPrefix("!--") {
                    guard let end = rest[tagStart...].range(of: "-->") else { rest = ""; break }
                    rest = rest[end.upperBound...]
                    continue
                }
                guard let close = rest[tagStart...].firstIndex(of: ">") else { rest = ""; break }
                tag(String(rest[tagStart..<close]))
                rest = rest[rest.index(after: close)...]
            }
            text(String(rest))
            endBlock()
        }

        private mutating func tag(_ body: String) {
            let closing = body.hasPrefix("/")
            let name = body.drop { $0 == "/" }.prefix { $0.isLetter || $0.isNumber }.lowercased()
            if name == "title" { inTitle = !closing; if !closing { title = title ?? "" }; return }
            if HTMLText.hiddenTags.contains(name) {
                if closing { if let index = hidden.lastIndex(of: name) { hidden.remove(at: index) } } else if !body.hasSuffix("/") { hidden.append(name) }
                return
            }
            guard hidden.isEmpty else { return }
            if HTMLText.blockTags.contains(name) { endBlock() }
            if name == "li", !closing { current.append(Run(text: "• ")) }
            if HTMLText.headings.contains(name) || ["b", "strong", "th"].contains(name) { bold = max(0, bold + (closing ? -1 : 1)) }
            if name == "a" { link = max(0, link + (closing ? -1 : 1)) }
        }

        private mutating func text(_ raw: String) {
            guard !raw.isEmpty else { return }
            let decoded = HTMLText.decodingEntities(raw)
            if inTitle { title = (title ?? "") + decoded; return }
            guard hidden.isEmpty else { return }
            var words = decoded.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
            guard !words.isEmpty else {
                if !current.isEmpty, decoded.first?.isWhitespace == true { append(" ") }
                return
            }
            if decoded.first?.isWhitespace == true, !current.isEmpty { words = " " + words }
            if decoded.last?.isWhitespace == true { words += " " }
            append(words)
        }

        private mutating func append(_ text: String) {
            let run = Run(text: text, bold: bold > 0, link: link > 0)
            if let last = current.last, last.bold == run.bold, last.link == run.link {
                current[current.count - 1].text += text
            } else {
                current.append(run)
            }
        }

        private mutating func endBlock() {
            var line = current
            current = []
            if let first = line.first { line[0].text = String(first.text.drop { $0 == " " }) }
            if let last = line.last { line[line.count - 1].text = String(last.text.reversed().drop { $0 == " " }.reversed()) }
            line.removeAll { $0.text.isEmpty }
            if !line.isEmpty, line != [Run(text: "•")] { blocks.append(line) }
        }
    }
}
