import SwiftIfConfig
import SwiftSyntax

/// An app's source as Xcode compiles it for an iPhone, before its notification setup is read
/// (docs/rules/xcode.md#categories-from-swift-source): in each `#if` whose clauses ``IOSBuildConfiguration`` decides, the
/// clauses an iPhone build leaves out are blanked with spaces (newlines stay, so every line keeps its number), and
/// only the active one is read. A `#if` that depends on how the app is built (`DEBUG`, `swift()`, `hasFeature`, an
/// unknown module) is left whole: every clause is read.
package enum IOSActiveClauses {
    /// `file` with the inactive clauses of its decided `#if`s blanked; a file without `#if`, or that does not parse,
    /// comes back as it is.
    package static func blankingInactive(_ file: SourceFile) -> SourceFile {
        guard file.text.contains("#if"), case .success(let parsed) = ParsedFile.parse(file) else { return file }
        let finder = InactiveClauseFinder()
        finder.walk(parsed.tree)
        guard !finder.inactive.isEmpty else { return file }
        var bytes = Array(file.text.utf8)
        for range in finder.inactive {
            for index in range where bytes[index] != UInt8(ascii: "\n") && bytes[index] != UInt8(ascii: "\r") {
                bytes[index] = UInt8(ascii: " ")
            }
        }
        return SourceFile(path: file.path, text: String(decoding: bytes, as: UTF8.self), module: file.module)
    }

    /// Names of the tests whose answer is the compiler's version, not known for an app's build.
    static let compilerTests: Set<String> = ["swift", "compiler", "_compiler_version"]

    /// The clause an iPhone build compiles (nil inside when none is), or nil when that cannot be known.
    static func activeClause(of node: IfConfigDeclSyntax) -> IfConfigClauseSyntax?? {
        let namesCompiler = node.clauses.contains { clause in
            clause.condition?.tokens(viewMode: .sourceAccurate).contains { compilerTests.contains($0.text) } ?? false
        }
        guard !namesCompiler else { return nil }
        let (clause, diagnostics) = node.activeClause(in: IOSBuildConfiguration())
        return diagnostics.isEmpty ? .some(clause) : nil
    }
}

/// Collects the byte ranges of the clauses an iPhone build leaves out: each one's statements or members, after its
/// condition (the `#if` / `#elseif` / `#else` lines themselves stay).
private final class InactiveClauseFinder: SyntaxVisitor {
    var inactive: [Range<Int>] = []

    init() { super.init(viewMode: .sourceAccurate) }

    override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let active = IOSActiveClauses.activeClause(of: node) else { return .visitChildren }
        for clause in node.clauses {
            if clause == active {
                walk(clause)
                continue
            }
            let start = (clause.condition.map(Syntax.init) ?? Syntax(clause.poundKeyword)).endPositionBeforeTrailingTrivia.utf8Offset
            inactive.append(start..<clause.endPosition.utf8Offset)
        }
        return .skipChildren
    }
}
