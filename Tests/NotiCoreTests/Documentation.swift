import Foundation

/// The repository's Markdown as the documentation tests read it: headings and their anchors, links resolved against
/// the file they are in, and the code's pointers into the docs.
enum Documentation {
    /// The repository's top folder, found from this file's place in `Tests/NotiCoreTests`.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// A link in a Markdown file: its text (markdown escapes removed) and its target as written.
    struct Link {
        var text: String
        var target: String
    }

    /// A place in the code or docs that points at a heading of a Markdown file (`docs/<path>.md#<anchor>`).
    struct Citation {
        var file: String
        var line: Int
        var document: String
        var anchor: String
    }

    /// The text of `path`, a path from the top folder.
    static func read(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// Whether `path` (from the top folder) names a file or folder of this checkout.
    static func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path)
    }

    /// The anchor GitHub gives a heading: lower case, punctuation dropped, spaces turned into hyphens.
    static func anchor(of heading: String) -> String {
        String(heading.lowercased().compactMap { character -> Character? in
            if character == " " { return "-" }
            return character.isLetter || character.isNumber || character == "-" || character == "_" ? character : nil
        })
    }

    /// The level and text of every heading of `text` outside code blocks, in order.
    static func headings(in text: String) -> [(level: Int, text: String)] {
        var inCode = false
        var found: [(level: Int, text: String)] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") { inCode.toggle(); continue }
            guard !inCode, line.hasPrefix("#") else { continue }
            let heading = line.drop { $0 == "#" }
            guard heading.hasPrefix(" ") else { continue }
            found.append((line.count - heading.count, heading.trimmingCharacters(in: .whitespaces)))
        }
        return found
    }

    /// The anchors of every heading of `text`, in order (repeats kept, so duplicates can be found).
    static func anchors(in text: String) -> [String] {
        headings(in: text).map { anchor(of: $0.text) }
    }

    /// The text of the section under the heading with `anchor` in `text`, up to the next heading of its level or
    /// higher; nil when no heading has that anchor.
    static func section(_ anchor: String, in text: String) -> String? {
        var inCode = false, level: Int?
        var lines: [Substring] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") { inCode.toggle() }
            if !inCode, let heading = headings(in: String(line)).first {
                if let open = level, heading.level <= open { break }
                if level == nil, Self.anchor(of: heading.text) == anchor { level = heading.level; continue }
            }
            if level != nil { lines.append(line) }
        }
        return level.map { _ in lines.joined(separator: "\n") }
    }

    /// Every link of `text` outside code blocks. A code span that shows link syntax (`` `[link](url)` ``) is text,
    /// not a link.
    static func links(in text: String) -> [Link] {
        var inCode = false
        var found: [Link] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") { inCode.toggle(); continue }
            guard !inCode, line.contains("](") else { continue }
            let prose = line.contains("`") ? line.replacing(/`+[^`]*\]\([^`]*`+/, with: "") : line
            for match in prose.matches(of: /\[((?:\\.|[^\]\\])+)\]\(([^)\s]+)\)/) {
                found.append(Link(text: String(match.output.1).replacing(/\\(.)/) { String($0.output.1) },
                                  target: String(match.output.2)))
            }
        }
        return found
    }

    /// A relative link's target as a path from the top folder and its anchor; nil for a web address or a link to a
    /// heading of the same file (`#…`), whose path is `file` itself.
    static func resolve(_ target: String, from file: String) -> (path: String, anchor: String?)? {
        if target.contains("://") || target.hasPrefix("mailto:") { return nil }
        let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        let anchor = parts.count > 1 ? String(parts[1]) : nil
        if parts[0].isEmpty { return (file, anchor) }
        let folder = root.appendingPathComponent(file).deletingLastPathComponent()
        let url = folder.appendingPathComponent(String(parts[0])).standardizedFileURL
        let base = root.standardizedFileURL.path
        guard url.path.hasPrefix(base + "/") else { return (String(parts[0]), anchor) }
        return (String(url.path.dropFirst(base.count + 1)), anchor)
    }

    /// The paths from the top folder of every file with extension in `extensions` under `folder`, sorted.
    static func files(under folder: String, extensions: Set<String>) -> [String] {
        let base = root.appendingPathComponent(folder)
        let walker = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil)
        var found: [String] = []
        while let url = walker?.nextObject() as? URL {
            guard extensions.contains(url.pathExtension) else { continue }
            found.append(folder + "/" + url.path.dropFirst(base.path.count + 1))
        }
        return found.sorted()
    }

    /// The README, the READMEs of the fuzz targets, themes and benchmarks, and every Markdown file under docs: the
    /// documentation a reader follows (the fixtures' notes, about other repositories, are left out).
    static func markdown() -> [String] {
        ["README.md", "Fuzz/README.md", "Themes/README.md"] + files(under: "Benchmarks", extensions: ["md"])
            + files(under: "docs", extensions: ["md"])
    }

    /// The README and every Swift, Python, shell and Markdown file under Sources, Tests, docs and scripts.
    static func codeAndDocs() -> [String] {
        ["README.md", "Package.swift"] + ["Sources", "Tests", "docs", "scripts", "Benchmarks"].flatMap {
            files(under: $0, extensions: ["swift", "md", "py", "sh"])
        }
    }

    /// Every pointer at a heading of a Markdown file under docs (`docs/<path>.md#<anchor>`) in the code and the docs;
    /// the fixtures' notes, which cite other repositories' files, are left out.
    static func citations() throws -> [Citation] {
        var found: [Citation] = []
        for file in codeAndDocs() where !file.contains("Fixtures/") {
            let text = try read(file)
            for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where line.contains(".md#") {
                for match in line.matches(of: /(?:^|[^A-Za-z0-9_\/.-])(docs\/[A-Za-z0-9_\/-]+\.md)#([A-Za-z0-9_-]+)/) {
                    found.append(Citation(file: file, line: index + 1, document: String(match.output.1),
                                          anchor: String(match.output.2)))
                }
            }
        }
        return found
    }
}
