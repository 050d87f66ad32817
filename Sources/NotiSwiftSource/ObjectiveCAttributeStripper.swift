import SwiftParser
import SwiftSyntax

/// An `@IBOutlet` property of an extension's source: what a storyboard connects by name.
package struct OutletDeclaration: Sendable, Hashable {
    /// The property's name (`titleLable`).
    package var name: String
    /// Its type as written (`UILabel!`).
    package var type: String
    package var location: CodeLocation
}

/// An extension's source made compilable on Linux, and the outlets it declares.
package struct LinuxSource: Sendable, Hashable {
    /// The text with the Objective-C-only attributes blanked and `#selector(…)` written ` Selector(…)`; every other
    /// byte, and so every line and column, unchanged.
    package var text: String
    package var outlets: [OutletDeclaration]
    /// Set when the file does not parse; the text is then returned unchanged.
    package var problem: SourceProblem?
}

/// Rewrites an extension's source for notisim's UIKit subset on Linux (docs/rules/xcode.md#extension-sources-on-linux):
/// `@IBOutlet`, `@IBAction`, `@IBSegueAction`, `@IBDesignable`, `@IBInspectable`, `@objc`, `@objc(name)`,
/// `@objcMembers` and `@nonobjc` need the Objective-C runtime; so does `dynamic` on a declaration that is also
/// `@objc` (or an outlet). Each is replaced by spaces, so compiler messages keep the user's lines and columns.
/// `#selector(method)` needs it too: it becomes ` Selector(method)` (the same number of bytes), notisim's method
/// reference that `addTarget(_:action:for:)` and `Timer` send (docs/rules/xcode.md#extension-sources-on-linux).
/// A `#Preview` declaration, which only Xcode's canvas expands and notisim's kit has no macro for, is blanked whole
/// (docs/rules/widgets.md#widget-extensions-compile).
package enum ObjectiveCAttributeStripper {
    /// Attribute names that only the Objective-C runtime gives a meaning.
    static let attributes: Set<String> = ["IBOutlet", "IBAction", "IBSegueAction", "IBDesignable", "IBInspectable", "objc", "objcMembers", "nonobjc"]

    package static func rewrite(_ file: SourceFile) -> LinuxSource {
        let parsed: ParsedFile
        switch ParsedFile.parse(file) {
        case .success(let tree): parsed = tree
        case .failure(let problem): return LinuxSource(text: file.text, outlets: [], problem: problem)
        }
        let finder = ObjectiveCFinder(file: parsed)
        finder.walk(parsed.tree)
        var bytes = Array(file.text.utf8)
        for range in finder.removals {
            for index in range where bytes[index] != UInt8(ascii: "\n") && bytes[index] != UInt8(ascii: "\r") {
                bytes[index] = UInt8(ascii: " ")
            }
        }
        for pound in finder.selectors {
            bytes[pound] = UInt8(ascii: " ")
            bytes[pound + 1] = UInt8(ascii: "S")
        }
        return LinuxSource(text: String(decoding: bytes, as: UTF8.self), outlets: finder.outlets, problem: nil)
    }
}

/// Collects the byte ranges to blank and the outlets.
private final class ObjectiveCFinder: SyntaxVisitor {
    let file: ParsedFile
    var removals: [Range<Int>] = []
    var outlets: [OutletDeclaration] = []
    /// Where each `#selector(method)` starts (its `#`); `#selector(getter:)` and `(setter:)` name no method and stay.
    var selectors: [Int] = []

    init(file: ParsedFile) {
        self.file = file
        super.init(viewMode: .sourceAccurate)
    }

    private static func name(_ attribute: AttributeSyntax) -> String { attribute.attributeName.trimmedDescription }

    private static func range(_ node: some SyntaxProtocol) -> Range<Int> {
        node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset
    }

    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
        if ObjectiveCAttributeStripper.attributes.contains(Self.name(node)) { removals.append(Self.range(node)) }
        return .skipChildren
    }

    /// A `#Preview` declaration is expanded by Xcode's canvas alone: it is blanked with its closure.
    override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.macroName.text == "Preview" {
            removals.append(Self.range(node))
            return .skipChildren
        }
        return .visitChildren
    }

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        // At the top of a file of statements a `#Preview` is an expression.
        if node.macroName.text == "Preview" {
            removals.append(Self.range(node))
            return .skipChildren
        }
        if node.macroName.text == "selector", node.arguments.count == 1, node.arguments.first?.label == nil {
            selectors.append(node.pound.positionAfterSkippingLeadingTrivia.utf8Offset)
        }
        return .visitChildren
    }

    override func visit(_ node: DeclModifierSyntax) -> SyntaxVisitorContinueKind {
        guard node.name.tokenKind == .keyword(.dynamic), let decl = node.parent?.parent?.asProtocol((any WithAttributesSyntax).self) else {
            return .skipChildren
        }
        let objectiveC = decl.attributes.contains { element in
            guard case .attribute(let attribute) = element else { return false }
            return ["objc", "IBOutlet", "IBInspectable"].contains(Self.name(attribute))
        }
        if objectiveC { removals.append(Self.range(node)) }
        return .skipChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        let isOutlet = node.attributes.contains { element in
            guard case .attribute(let attribute) = element else { return false }
            return Self.name(attribute) == "IBOutlet"
        }
        guard isOutlet else { return .visitChildren }
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            outlets.append(OutletDeclaration(name: name, type: binding.typeAnnotation?.type.trimmedDescription ?? "",
                                             location: file.location(binding)))
        }
        return .visitChildren
    }
}
