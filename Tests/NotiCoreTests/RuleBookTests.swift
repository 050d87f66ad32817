import Foundation
import Testing

/// The rule book, docs/rules/ (one file per area and the contents, README.md), as the tests read it, with
/// docs/architecture.md, whose sections link tests in the same way.
enum RuleBook {
    /// The rule book's folder, from the top folder.
    static let folder = "docs/rules"
    /// The rule book's contents, written by scripts/rules-contents.py.
    static let contents = "docs/rules/README.md"

    /// The files of the rule book's areas, without the contents.
    static func areas() -> [String] {
        Documentation.files(under: folder, extensions: ["md"]).filter { $0 != contents }
    }

    /// The areas and docs/architecture.md: every page whose rules link the tests that prove them.
    static func pages() -> [String] {
        areas() + ["docs/architecture.md"]
    }

    /// Every link of `pages()` to a file under `top` (a path from the top folder), with the page it is on.
    static func links(under top: String) throws -> [(page: String, link: Documentation.Link, path: String)] {
        try pages().flatMap { page in
            try Documentation.links(in: Documentation.read(page)).compactMap { link in
                guard let resolved = Documentation.resolve(link.target, from: page), resolved.path.hasPrefix(top + "/")
                else { return nil }
                return (page, link, resolved.path)
            }
        }
    }

    /// Whether `source` names a test (or a case of a table-driven test) `name`: as a string literal or a function.
    static func names(_ name: String, in source: String) -> Bool {
        let literal = name.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"")
        return source.contains("\"" + literal + "\"") || source.contains("func " + name + "(")
    }
}

@Suite("The rule book (docs/rules/) stays true to the code")
struct RuleBookTests {
    @Test("every test the rule book links to exists, under the name it is linked by")
    func linkedTestsExist() throws {
        let links = try RuleBook.links(under: "Tests").filter { $0.path.hasSuffix(".swift") }
        #expect(links.count >= 100, "the rule book should link the tests of each rule; found \(links.count) links")
        var sources: [String: String] = [:]
        for (page, link, path) in links {
            if sources[path] == nil, Documentation.exists(path) {
                sources[path] = try Documentation.read(path)
            }
            guard let source = sources[path] else {
                Issue.record("\(page) links to \(path), which does not exist")
                continue
            }
            if !RuleBook.names(link.text, in: source) {
                Issue.record("\(page): no test \"\(link.text)\" in \(path)")
            }
        }
    }

    @Test("every area's page links tests, and every source file the rule book names exists")
    func linkedSourcesExist() throws {
        let sources = try RuleBook.links(under: "Sources")
        #expect(sources.count >= 14, "each area should name its source files; found \(sources.count)")
        for (page, _, path) in sources where !Documentation.exists(path) {
            Issue.record("\(page) links to \(path), which does not exist")
        }
        let tested = Set(try RuleBook.links(under: "Tests").map(\.page))
        let untested: Set = ["docs/rules/known-gaps.md", "docs/rules/apple-documentation.md"]
        for page in RuleBook.pages() where !tested.contains(page) && !untested.contains(page) {
            Issue.record("\(page) links no test")
        }
    }

    @Test("every docs/….md#anchor cited in the code and the docs names a heading of that file")
    func citedAnchorsAreHeadings() throws {
        let citations = try Documentation.citations()
        let intoRuleBook = citations.filter { $0.document.hasPrefix(RuleBook.folder + "/") }
        #expect(intoRuleBook.count >= 15, "the code should point at the rule book; found \(intoRuleBook.count) pointers")
        var anchors: [String: Set<String>] = [:]
        for citation in citations {
            if anchors[citation.document] == nil, Documentation.exists(citation.document) {
                anchors[citation.document] = Set(Documentation.anchors(in: try Documentation.read(citation.document)))
            }
            guard let headings = anchors[citation.document] else {
                Issue.record("\(citation.file):\(citation.line) cites \(citation.document), which does not exist")
                continue
            }
            if !headings.contains(citation.anchor) {
                Issue.record("\(citation.file):\(citation.line) cites \(citation.document)#\(citation.anchor), not a heading")
            }
        }
    }

    @Test("the contents list every heading of every area, in order, and no two headings share an anchor")
    func contentsMatchHeadings() throws {
        var listed: [String: [String]] = [:]
        let page = try Documentation.read(RuleBook.contents)
        let begin = try #require(page.range(of: "<!-- contents:begin -->"))
        let end = try #require(page.range(of: "<!-- contents:end -->"))
        for link in Documentation.links(in: String(page[begin.upperBound..<end.lowerBound])) {
            guard let resolved = Documentation.resolve(link.target, from: RuleBook.contents),
                  resolved.path.hasPrefix(RuleBook.folder + "/") else { continue }
            listed[resolved.path, default: []].append(resolved.anchor ?? "")
        }
        var all: [String] = []
        for area in RuleBook.areas() {
            let anchors = Documentation.anchors(in: try Documentation.read(area))
            all += anchors
            let expected = anchors.enumerated().map { $0.offset == 0 ? "" : $0.element }
            #expect(listed[area] == expected, """
                \(RuleBook.contents) lists \(area) as \(listed[area] ?? []), its headings are \(expected); \
                run python3 scripts/rules-contents.py
                """)
        }
        for path in listed.keys where !RuleBook.areas().contains(path) {
            Issue.record("\(RuleBook.contents) lists \(path), which is not a page of the rule book")
        }
        all += Documentation.anchors(in: try Documentation.read("docs/architecture.md"))
        let repeated = Set(all.filter { anchor in all.filter { $0 == anchor }.count > 1 })
        #expect(repeated.isEmpty, "headings with the same anchor: \(repeated.sorted())")
        #expect(RuleBook.areas().count >= 10)
    }

    @Test("no comment or doc cites the numbered sections of the notes outside the repository")
    func noNumberedSectionCitations() throws {
        let section = "\u{00A7}"
        let patterns = ["spec " + section, "Spec " + section, "rules " + section, "notification-rules" + ".md"]
        for file in Documentation.codeAndDocs() {
            let text = try Documentation.read(file)
            for pattern in patterns where text.contains(pattern) {
                Issue.record("\(file) cites \"\(pattern)\"; point at \(RuleBook.folder)/AREA.md#<section> instead")
            }
        }
    }
}
