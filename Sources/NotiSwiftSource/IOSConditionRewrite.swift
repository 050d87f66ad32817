import SwiftSyntax

/// What an extension's source asks of the platform, answered as on an iPhone before the source is compiled on Linux
/// (docs/rules/xcode.md#extension-sources-on-linux). Each answer is written over the bytes it replaces, padded with spaces,
/// so every line and column stays:
///
/// - In `#if` and `#elseif` conditions, `os(…)` and `arch(…)` become `true` or `false`: an iPhone is `os(iOS)` and
///   `arch(arm64)`, and no other OS or architecture. The compiler decides the rest of the condition itself, and
///   answers it as for an iPhone: `canImport` finds notisim's modules under Apple's names and no other Apple module,
///   `targetEnvironment` is neither the simulator nor Mac Catalyst, and `compiler()`, `swift()`, `hasFeature`,
///   `_endian` and `_pointerBitWidth` are the real compiler's.
/// - `#available(iOS 15.4, *)` becomes `iOSIsAtLeast(15)` and `#unavailable(iOS 15)` `!iOSIsAtLeast(15)`: a check, at
///   run time, of the iOS version the host starts the extension with, which notisim's extension kit declares.
///   Swift on Linux would take every `#available` for true.
package enum IOSConditionRewrite {
    /// The function an availability check becomes: `(Int) -> Bool`, whether the extension runs on that major iOS version
    /// or a later one. The kit's `NotiUIKitHost` declares it, and every file notisim compiles imports that module.
    static let versionCheck = "iOSIsAtLeast"

    /// The text of `file` with its platform conditions answered; a file that does not parse comes back unchanged.
    package static func rewrite(_ file: SourceFile) -> String {
        guard case .success(let parsed) = ParsedFile.parse(file) else { return file.text }
        let finder = PlatformConditionFinder()
        finder.walk(parsed.tree)
        var bytes = Array(file.text.utf8)
        for answer in finder.answers {
            let replacement = Array(answer.text.utf8)
            guard replacement.count <= answer.range.count,
                  !bytes[answer.range].contains(where: { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") }) else { continue }
            bytes.replaceSubrange(answer.range, with: replacement + Array(repeating: UInt8(ascii: " "), count: answer.range.count - replacement.count))
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

/// Collects each platform condition's byte range and the text that answers it.
private final class PlatformConditionFinder: SyntaxVisitor {
    var answers: [(range: Range<Int>, text: String)] = []

    /// The platforms an availability check names for an iOS app or its extensions.
    private static let iOSPlatforms: Set<String> = ["iOS", "iOSApplicationExtension"]

    init() { super.init(viewMode: .sourceAccurate) }

    private static func range(_ node: some SyntaxProtocol) -> Range<Int> {
        node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset
    }

    override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        if let condition = node.condition { collectPlatformTests(Syntax(condition)) }
        return .visitChildren
    }

    /// `os(name)` and `arch(name)` anywhere in a condition.
    private func collectPlatformTests(_ node: Syntax) {
        if let call = node.as(FunctionCallExprSyntax.self), let test = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
           call.arguments.count == 1, let argument = call.arguments.first, argument.label == nil,
           let name = argument.expression.as(DeclReferenceExprSyntax.self)?.baseName.text {
            switch test {
            case "os": answers.append((Self.range(call), name == "iOS" ? "true" : "false"))
            case "arch": answers.append((Self.range(call), name == "arm64" ? "true" : "false"))
            default: break
            }
        }
        for child in node.children(viewMode: .sourceAccurate) { collectPlatformTests(child) }
    }

    override func visit(_ node: AvailabilityConditionSyntax) -> SyntaxVisitorContinueKind {
        let iOS = node.availabilityArguments.lazy.compactMap { argument -> PlatformVersionSyntax? in
            guard case .availabilityVersionRestriction(let restriction) = argument.argument,
                  Self.iOSPlatforms.contains(restriction.platform.text) else { return nil }
            return restriction
        }.first
        guard let major = iOS?.version.flatMap({ Int($0.major.text) }) else { return .skipChildren }
        let check = "\(IOSConditionRewrite.versionCheck)(\(major))"
        answers.append((Self.range(node), node.availabilityKeyword.tokenKind == .poundUnavailable ? "!" + check : check))
        return .skipChildren
    }
}
