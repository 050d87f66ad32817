import SwiftParser
import SwiftSyntax

/// What an expression is known to be: literals, constants by name, option sets, and the UserNotifications
/// initializers; anything else is unresolved with the reason.
extension SetupExtractor {
    func evaluate(_ expression: ExprSyntax, _ context: ExtractionContext) -> StaticValue {
        let expression = Self.unwrapped(expression)
        let here = location(expression, context)
        if let literal = expression.as(StringLiteralExprSyntax.self) {
            if let value = literal.representedLiteralValue { return .text(SourceText(value)) }
            let interpolated = literal.segments.contains { $0.is(ExpressionSegmentSyntax.self) }
            if interpolated, let value = interpolation(literal, context) { return .text(SourceText(value)) }
            return .unresolved(SourceProblem(here, interpolated ? "a string with interpolation" : "a string literal with an invalid escape"))
        }
        if let array = expression.as(ArrayExprSyntax.self) {
            return .array(array.elements.map { evaluate($0.expression, context) })
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if let value = context.scope[name] { return value }
            if let value = Self.appleIdentifiers[name], constants.resolve([name], from: context.typePath) == nil { return .text(SourceText(value)) }
            return constant([name], from: context.typePath, at: here)
        }
        if let member = expression.as(MemberAccessExprSyntax.self) {
            return evaluate(member, context, at: here)
        }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            return evaluate(call, context, at: here)
        }
        if let switchExpression = expression.as(SwitchExprSyntax.self) {
            guard let taken = takenBranch(switchExpression, context) else {
                return .unresolved(SourceProblem(here, "a switch on a value only known when the app runs"))
            }
            return returnedValue(of: taken, context, what: "the switch", at: here)
        }
        if expression.is(NilLiteralExprSyntax.self) {
            return .unresolved(SourceProblem(here, "nil"))
        }
        if let sequence = expression.as(SequenceExprSyntax.self), let operands = Self.sum(sequence) {
            let value = concatenated(operands.map { evaluate($0, context) }, at: here)
            if case .array = value { return value }
        }
        return .unresolved(SourceProblem(here, "\(Self.describe(expression)) is only known when the app runs"))
    }

    private func evaluate(_ member: MemberAccessExprSyntax, _ context: ExtractionContext, at here: CodeLocation) -> StaticValue {
        let name = member.declName.baseName.text
        guard let base = member.base else { return .member(name) }
        guard let path = Self.path(of: base) else {
            return .unresolved(SourceProblem(here, "\(Self.describe(ExprSyntax(member))) is only known when the app runs"))
        }
        if path.count == 1, let kind = OptionSetKind(rawValue: path[0]) {
            if kind.members.contains(name) { return .options([name]) }
            if constants.definitions[kind.rawValue + "." + name] == nil { return .unresolved(SourceProblem(here, "\(kind.rawValue) has no member \(name)")) }
        }
        if path.count == 1, case .enumCase(let type, let caseName)? = context.scope[path[0]] {
            return caseMember(name, ofCase: caseName, of: type, at: here)
        }
        switch path.first {
        case "self", "Self": return constant(Array(path.dropFirst()) + [name], exactlyIn: context.typePath, at: here)
        case let first? where context.scope[first] != nil:
            return .unresolved(SourceProblem(here, "\(Self.describe(ExprSyntax(member))) is a member of a local value, only known when the app runs"))
        default: return constant(path + [name], from: context.typePath, at: here)
        }
    }

    /// `.name` where a value of one of `types` is expected: the static member the app declares in an extension of
    /// that type (`extension UNAuthorizationOptions { static let defaultOptions … }`); any other value as it is.
    func implicitMember(_ value: StaticValue, of types: [String], at here: CodeLocation) -> StaticValue {
        guard case .member(let name) = value, let type = types.first(where: { constants.definitions[$0 + "." + name] != nil }) else { return value }
        return constant(key: type + "." + name, at: here)
    }

    /// `"prefix.\(name)"` on one line, without escapes, whose every interpolated value is a known string; else nil.
    private func interpolation(_ literal: StringLiteralExprSyntax, _ context: ExtractionContext) -> String? {
        guard literal.openingPounds == nil, literal.openingQuote.tokenKind == .stringQuote else { return nil }
        var text = ""
        for segment in literal.segments {
            switch segment {
            case .stringSegment(let piece):
                guard !piece.content.text.contains("\\") else { return nil }
                text += piece.content.text
            case .expressionSegment(let piece):
                guard piece.pounds == nil, piece.expressions.count == 1, let only = piece.expressions.first, only.label == nil,
                      case .text(let value) = evaluate(only.expression, context) else { return nil }
                text += value.value
            }
        }
        return text
    }

    /// The operands of `a + b + …`, or nil for any other operator expression.
    private static func sum(_ sequence: SequenceExprSyntax) -> [ExprSyntax]? {
        let elements = Array(sequence.elements)
        guard elements.count >= 3, elements.count % 2 == 1 else { return nil }
        for index in stride(from: 1, to: elements.count, by: 2) where elements[index].as(BinaryOperatorExprSyntax.self)?.operator.text != "+" {
            return nil
        }
        return stride(from: 0, to: elements.count, by: 2).map { elements[$0] }
    }

    /// `A.B.c` as `["A", "B", "c"]`, or nil when a part is not a plain name.
    static func path(of expression: ExprSyntax) -> [String]? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return [reference.baseName.text] }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base, let path = path(of: base) {
            return path + [member.declName.baseName.text]
        }
        return nil
    }

    /// Short words for what an expression is, for messages.
    static func describe(_ expression: ExprSyntax) -> String {
        if let call = expression.as(FunctionCallExprSyntax.self) {
            return "the result of \(call.calledExpression.trimmedDescription.prefix(60))(…)"
        }
        if expression.is(SequenceExprSyntax.self) || expression.is(InfixOperatorExprSyntax.self) {
            return "a computed value (\(expression.trimmedDescription.prefix(60)))"
        }
        if expression.is(ClosureExprSyntax.self) { return "a closure" }
        if expression.is(SubscriptCallExprSyntax.self) { return "a subscript (\(expression.trimmedDescription.prefix(60)))" }
        if expression.is(TernaryExprSyntax.self) { return "a conditional value" }
        return "\(expression.trimmedDescription.prefix(60))"
    }

    /// UserNotifications' identifier constants, with the values Apple's SDK gives them.
    static let appleIdentifiers = [
        "UNNotificationDefaultActionIdentifier": "com.apple.UNNotificationDefaultActionIdentifier",
        "UNNotificationDismissActionIdentifier": "com.apple.UNNotificationDismissActionIdentifier",
    ]

    /// How many constants defined through one another are followed before giving up (bounds the recursion).
    static let constantChainLimit = 64

    /// The constant `path` names from inside `typePath`.
    func constant(_ path: [String], from typePath: [String], at here: CodeLocation) -> StaticValue {
        guard let key = constants.resolve(path, from: typePath) else {
            let name = path.joined(separator: ".")
            return .unresolved(SourceProblem(here, "\(name) is not a string literal or a `let` constant of the app's sources"))
        }
        return constant(key: key, at: here)
    }

    /// `self.x` / `Self.x`: the member of the enclosing type itself.
    private func constant(_ path: [String], exactlyIn typePath: [String], at here: CodeLocation) -> StaticValue {
        let key = (typePath + path).joined(separator: ".")
        guard constants.definitions[key] != nil else {
            return .unresolved(SourceProblem(here, "\((["self"] + path).joined(separator: ".")) is not a `let` constant of \(typePath.joined(separator: "."))"))
        }
        return constant(key: key, at: here)
    }

    func constant(key: String, at here: CodeLocation) -> StaticValue {
        if let value = evaluated[key] {
            if case .unresolved(let problem) = value { return .unresolved(SourceProblem(here, problem.reason)) }
            return value
        }
        guard let definitions = constants.definitions[key], definitions.count == 1, let definition = definitions.first else {
            return .unresolved(SourceProblem(here, "\(key) is defined more than once (in #if branches or several types)"))
        }
        guard !evaluating.contains(key) else { return .unresolved(SourceProblem(here, "\(key) is defined in terms of itself")) }
        guard evaluating.count < Self.constantChainLimit else {
            return .unresolved(SourceProblem(here, "\(key) is reached through more than \(Self.constantChainLimit) constants"))
        }
        evaluating.insert(key)
        defer { evaluating.remove(key) }
        let value: StaticValue
        switch definition {
        case .expression(let expression, let file, let typePath):
            value = evaluate(expression, ExtractionContext(file: file, typePath: typePath))
        case .literal(let text, _): value = .text(SourceText(text))
        case .cases(let names, let type): value = .array(names.map { .enumCase(type: type, name: $0) })
        case .computed(let body, let file, let typePath):
            value = returnedValue(of: body, ExtractionContext(file: file, typePath: typePath), what: key, at: here)
        case .variable(let place): value = .unresolved(SourceProblem(here, "\(key) is a `var` (declared at \(place)); its value may change"))
        case .opaque(let place, let what): value = .unresolved(SourceProblem(here, "\(key) is \(what) (declared at \(place))"))
        }
        evaluated[key] = value
        return value
    }
}
