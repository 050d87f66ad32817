import Foundation
import Testing

/// docs/rules.md as the tests read it: its headings' anchors, its links to tests, and the pointers to it from the
/// code and the other docs.
struct RuleBook {
    /// The repository's top folder, found from this file's place in `Tests/NotiCoreTests`.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let path = "docs/rules.md"

    /// A link from the rule book to a test: the test's name and the file it is in.
    struct TestLink {
        var name: String
        var path: String
    }

    /// A place outside the rule book that points into it.
    struct Citation {
        var file: String
        var line: Int
        var anchor: String
    }

    let text: String

    /// The rule book of this checkout.
    static func load() throws -> RuleBook {
        try RuleBook(text: String(contentsOf: root.appendingPathComponent(path), encoding: .utf8))
    }

    /// The anchor GitHub gives a heading: lower case, punctuation dropped, spaces turned into hyphens.
    static func anchor(of heading: String) -> String {
        String(heading.lowercased().compactMap { character -> Character? in
            if character == " " { return "-" }
            return character.isLetter || character.isNumber || character == "-" || character == "_" ? character : nil
        })
    }

    /// The anchors of every heading outside code blocks, in order (repeats kept, so duplicates can be found).
    var headingAnchors: [String] {
        var inCode = false
        var anchors: [String] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") { inCode.toggle(); continue }
            guard !inCode, line.hasPrefix("#") else { continue }
            let heading = line.drop { $0 == "#" }
            guard heading.hasPrefix(" ") else { continue }
            anchors.append(Self.anchor(of: heading.trimmingCharacters(in: .whitespaces)))
        }
        return anchors
    }

    /// The targets of the rule book's links to its own headings (`](#…)`).
    var internalLinks: [String] {
        text.matches(of: /\]\(#([^)\s]+)\)/).map { String($0.output.1) }
    }

    /// Every link whose target is a test file; the link text, with markdown escapes removed, is the test's name.
    var testLinks: [TestLink] {
        text.matches(of: /\[((?:\\.|[^\]\\\n])+)\]\((\.\.\/Tests\/[^)\s]+\.swift)\)/).map { match in
            TestLink(name: String(match.output.1).replacing(/\\(.)/) { String($0.output.1) },
                     path: String(match.output.2.dropFirst("../".count)))
        }
    }

    /// The source files the rule book links to, as paths from the top folder.
    var sourceLinks: [String] {
        text.matches(of: /\]\(\.\.\/(Sources\/[^)\s]+)\)/).map { String($0.output.1) }
    }

    /// Whether `source` names a test (or a case of a table-driven test) `name`: as a string literal or a function.
    static func names(_ name: String, in source: String) -> Bool {
        let literal = name.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"")
        return source.contains("\"" + literal + "\"") || source.contains("func " + name + "(")
    }

    /// The README and every Swift and markdown file under Sources, Tests and docs, as paths from the top folder.
    static func codeAndDocs() -> [String] {
        var files = ["README.md"]
        for folder in ["Sources", "Tests", "docs"] {
            let base = root.appendingPathComponent(folder)
            let walker = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil)
            while let url = walker?.nextObject() as? URL {
                guard ["swift", "md"].contains(url.pathExtension) else { continue }
                files.append(folder + "/" + url.path.dropFirst(base.path.count + 1))
            }
        }
        return files
    }

    /// Every pointer into the rule book (its file name, `#` and an anchor) in the code and docs outside the book.
    static func citations() throws -> [Citation] {
        var found: [Citation] = []
        for file in codeAndDocs() where file != path {
            let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
            for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where line.contains("rules.md#") {
                for match in line.matches(of: /rules\.md#([A-Za-z0-9_-]+)/) {
                    found.append(Citation(file: file, line: index + 1, anchor: String(match.output.1)))
                }
            }
        }
        return found
    }
}

@Suite("The rule book (docs/rules.md) stays true to the code")
struct RuleBookTests {
    @Test("every test the rule book links to exists, under the name it is linked by")
    func linkedTestsExist() throws {
        let links = try RuleBook.load().testLinks
        #expect(links.count >= 100, "the rule book should link the tests of each rule; found \(links.count) links")
        var sources: [String: String] = [:]
        for link in links {
            let url = RuleBook.root.appendingPathComponent(link.path)
            if sources[link.path] == nil, FileManager.default.fileExists(atPath: url.path) {
                sources[link.path] = try String(contentsOf: url, encoding: .utf8)
            }
            guard let source = sources[link.path] else {
                Issue.record("\(RuleBook.path) links to \(link.path), which does not exist")
                continue
            }
            if !RuleBook.names(link.name, in: source) {
                Issue.record("\(RuleBook.path): no test \"\(link.name)\" in \(link.path)")
            }
        }
    }

    @Test("every source file the rule book names for an area exists")
    func linkedSourcesExist() throws {
        let paths = try RuleBook.load().sourceLinks
        #expect(paths.count >= 14, "each area should name its source files; found \(paths.count)")
        let manager = FileManager.default
        for path in paths where !manager.fileExists(atPath: RuleBook.root.appendingPathComponent(path).path) {
            Issue.record("\(RuleBook.path) links to \(path), which does not exist")
        }
    }

    @Test("every rules.md anchor cited in the code and the docs is a heading of the rule book")
    func citedAnchorsAreHeadings() throws {
        let headings = Set(try RuleBook.load().headingAnchors)
        let citations = try RuleBook.citations()
        #expect(citations.count >= 15, "the code should point at the rule book; found \(citations.count) pointers")
        for citation in citations where !headings.contains(citation.anchor) {
            Issue.record("\(citation.file):\(citation.line) cites \(RuleBook.path)#\(citation.anchor), not a heading")
        }
    }

    @Test("the contents link only to headings, and no two headings share an anchor")
    func contentsMatchHeadings() throws {
        let book = try RuleBook.load()
        let anchors = book.headingAnchors
        let headings = Set(anchors)
        let repeated = Set(anchors.filter { anchor in anchors.filter { $0 == anchor }.count > 1 })
        #expect(repeated.isEmpty, "headings with the same anchor: \(repeated.sorted())")
        #expect(book.internalLinks.count >= 30)
        for link in book.internalLinks where !headings.contains(link) {
            Issue.record("\(RuleBook.path) links to #\(link), which is not a heading")
        }
    }

    @Test("no comment or doc cites the numbered sections of the notes outside the repository")
    func noNumberedSectionCitations() throws {
        let section = "\u{00A7}"
        let patterns = ["spec " + section, "Spec " + section, "rules " + section, "notification-rules" + ".md"]
        for file in RuleBook.codeAndDocs() {
            let text = try String(contentsOf: RuleBook.root.appendingPathComponent(file), encoding: .utf8)
            for pattern in patterns where text.contains(pattern) {
                Issue.record("\(file) cites \"\(pattern)\"; point at \(RuleBook.path)#<section> instead")
            }
        }
    }
}
