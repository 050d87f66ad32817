import SwiftSyntax

/// Keeps assignments to the `URLSessionConfiguration` properties that Foundation on Linux declares get-only, where
/// Apple's may be set (docs/rules/xcode.md#extension-sources-on-linux): `config.waitsForConnectivity = false`
/// becomes `_                           = false`, in the same bytes, so the value is still evaluated and every line
/// and column stays. Matched by the property's name, as no types are known here.
package enum ReadOnlySetterRewrite {
    /// The properties: on iOS they only shape how requests wait for and choose networks, which notisim's host has.
    package static let properties: Set<String> = ["waitsForConnectivity", "multipathServiceType"]

    /// `text` with each assignment to one of `properties` writing to `_`; unchanged when it does not parse or has none.
    package static func rewrite(_ file: SourceFile) -> String {
        guard properties.contains(where: file.text.contains), case .success(let parsed) = ParsedFile.parse(file) else { return file.text }
        let finder = ReadOnlyAssignmentFinder(viewMode: .sourceAccurate)
        finder.walk(parsed.tree)
        var bytes = Array(file.text.utf8)
        for target in finder.targets {
            for index in target where bytes[index] != UInt8(ascii: "\n") && bytes[index] != UInt8(ascii: "\r") {
                bytes[index] = UInt8(ascii: " ")
            }
            bytes[target.lowerBound] = UInt8(ascii: "_")
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

/// Finds the byte ranges of `x.property` on the left of `=`.
private final class ReadOnlyAssignmentFinder: SyntaxVisitor {
    var targets: [Range<Int>] = []

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        if elements.count >= 3, elements[1].is(AssignmentExprSyntax.self), let member = elements[0].as(MemberAccessExprSyntax.self),
           ReadOnlySetterRewrite.properties.contains(member.declName.baseName.text) {
            targets.append(member.positionAfterSkippingLeadingTrivia.utf8Offset..<member.endPositionBeforeTrailingTrivia.utf8Offset)
        }
        return .visitChildren
    }
}
