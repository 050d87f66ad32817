import SwiftParser
import SwiftSyntax

/// A source file parsed by swift-syntax, with what turns its positions into lines.
struct ParsedFile {
    let path: String
    let tree: SourceFileSyntax
    let converter: SourceLocationConverter

    /// Parses `file`; a file with a syntax error is refused with its first one (docs/rules/xcode.md#categories-from-swift-source).
    static func parse(_ file: SourceFile) -> Result<ParsedFile, SourceProblem> {
        if let line = deepBracketLine(file.text) {
            return .failure(SourceProblem(CodeLocation(file: file.path, line: line),
                                          "does not parse: more than \(maximumOpenBrackets) '[' open at once; the file is left out"))
        }
        let tree = Parser.parse(source: file.text)
        let parsed = ParsedFile(path: file.path, tree: tree, converter: SourceLocationConverter(fileName: file.path, tree: tree))
        if tree.hasError, let problem = parsed.firstSyntaxError() { return .failure(problem) }
        return .success(parsed)
    }

    /// How many `[` may be open at once. swift-syntax's parser looks ahead through unclosed `[` with a cost that doubles
    /// per level (a 660-byte file with 28 took seconds), and real code nests collections a few levels deep.
    static let maximumOpenBrackets = 16

    /// The line where more than `maximumOpenBrackets` `[` are open, counting every bracket byte (strings and comments
    /// included, which only errs on the side of refusing such a file), or nil.
    static func deepBracketLine(_ text: String) -> Int? {
        var open = 0
        var line = 1
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "["):
                open += 1
                if open > maximumOpenBrackets { return line }
            case UInt8(ascii: "]"): open = max(0, open - 1)
            case UInt8(ascii: "\n"): line += 1
            default: break
            }
        }
        return nil
    }

    /// The line where `node` starts, after its leading trivia.
    func location(_ node: some SyntaxProtocol) -> CodeLocation {
        CodeLocation(file: path, line: node.startLocation(converter: converter).line)
    }

    /// The first token the parser had to invent (`expected '}'`) or could not place (`unexpected code`), in file order.
    private func firstSyntaxError() -> SourceProblem? {
        for token in tree.tokens(viewMode: .all) {
            let position = converter.location(for: token.positionAfterSkippingLeadingTrivia)
            let place = CodeLocation(file: path, line: position.line)
            if token.presence == .missing {
                let what = token.text.isEmpty ? "a name or value" : "'\(token.text)'"
                return SourceProblem(place, "does not parse: column \(position.column): expected \(what); the file is left out")
            }
            if Self.isUnexpected(token) {
                let text = String(token.text.prefix(40))
                return SourceProblem(place, "does not parse: column \(position.column): unexpected code '\(text)'; the file is left out")
            }
        }
        return SourceProblem(CodeLocation(file: path, line: 1), "does not parse; the file is left out")
    }

    private static func isUnexpected(_ token: TokenSyntax) -> Bool {
        var node: Syntax? = Syntax(token)
        while let current = node {
            if current.is(UnexpectedNodesSyntax.self) { return true }
            node = current.parent
        }
        return false
    }
}
