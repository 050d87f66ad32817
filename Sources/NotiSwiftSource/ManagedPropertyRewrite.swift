import SwiftSyntax

/// Makes Core Data's `@NSManaged` declarations compile on Linux (docs/rules/apple-frameworks.md#coredata): the attribute needs the
/// Objective-C runtime, which makes the storage on Apple's platforms; Swift on Linux accepts it and links nothing.
/// `@NSManaged var name: T` becomes `var name: T { get { … } set { … } }` over the object's values
/// (`_managedValue(forKey:)` / `_setManagedValue(_:forKey:)` of the kit's `NSManagedObject`), and Xcode's to-many
/// accessors `@NSManaged func addToX(_ value:)` / `removeFromX(_ values:)` get bodies that add to or remove from
/// the relationship `x`. The attribute is blanked and the accessors are appended on the declaration's own last line,
/// so every line stays where it was.
package enum ManagedPropertyRewrite {
    /// `text` with its `@NSManaged` declarations rewritten; unchanged when it does not parse or has none.
    package static func rewrite(_ file: SourceFile) -> String {
        guard file.text.contains("@NSManaged"), case .success(let parsed) = ParsedFile.parse(file) else { return file.text }
        let finder = ManagedDeclarationFinder(viewMode: .sourceAccurate)
        finder.walk(parsed.tree)
        var bytes = Array(file.text.utf8)
        // From the end, so that earlier offsets stay valid.
        for edit in finder.edits.sorted(by: { $0.insertAt > $1.insertAt }) {
            bytes.insert(contentsOf: Array(edit.text.utf8), at: edit.insertAt)
            for index in edit.blank where bytes[index] != UInt8(ascii: "\n") && bytes[index] != UInt8(ascii: "\r") {
                bytes[index] = UInt8(ascii: " ")
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The relationship an accessor's name changes (`addToItems` → `items`), with whether it adds; nil for other names.
    static func relationshipAccessor(_ name: String) -> (key: String, adds: Bool)? {
        for (prefix, adds) in [("addTo", true), ("removeFrom", false)] where name.hasPrefix(prefix) && name.count > prefix.count {
            let rest = name.dropFirst(prefix.count)
            return (rest.prefix(1).lowercased() + rest.dropFirst(), adds)
        }
        return nil
    }
}

/// An attribute to blank and text to insert after it.
private struct ManagedEdit {
    var blank: Range<Int>
    var insertAt: Int
    var text: String
}

private final class ManagedDeclarationFinder: SyntaxVisitor {
    var edits: [ManagedEdit] = []

    private static func managedAttribute(_ attributes: AttributeListSyntax) -> AttributeSyntax? {
        for element in attributes {
            if case .attribute(let attribute) = element, attribute.attributeName.trimmedDescription == "NSManaged" { return attribute }
        }
        return nil
    }

    private static func range(_ node: some SyntaxProtocol) -> Range<Int> {
        node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let attribute = Self.managedAttribute(node.attributes), node.bindings.count == 1, let binding = node.bindings.first,
              binding.accessorBlock == nil, binding.initializer == nil, let type = binding.typeAnnotation,
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return .skipChildren }
        let key = name.hasPrefix("`") ? String(name.dropFirst().dropLast()) : name
        edits.append(ManagedEdit(blank: Self.range(attribute), insertAt: type.endPositionBeforeTrailingTrivia.utf8Offset,
                                 text: " { get { _managedValue(forKey: \"\(key)\") } set { _setManagedValue(newValue, forKey: \"\(key)\") } }"))
        return .skipChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let attribute = Self.managedAttribute(node.attributes), node.body == nil,
              let accessor = ManagedPropertyRewrite.relationshipAccessor(node.name.text),
              node.signature.parameterClause.parameters.count == 1, let parameter = node.signature.parameterClause.parameters.first else {
            return .skipChildren
        }
        let argument = (parameter.secondName ?? parameter.firstName).text
        let call = accessor.adds ? "_addToManagedRelationship" : "_removeFromManagedRelationship"
        edits.append(ManagedEdit(blank: Self.range(attribute), insertAt: node.endPositionBeforeTrailingTrivia.utf8Offset,
                                 text: " { \(call)(\(argument), forKey: \"\(accessor.key)\") }"))
        return .skipChildren
    }
}
