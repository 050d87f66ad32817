import SwiftSyntax

/// Arrays and sets the app combines: `a.union(b)`, `a + b`, and `reduce` / `map` / `compactMap` / `flatMap` over
/// an array whose elements are known, the closure walked once per element with its parameters bound.
extension SetupExtractor {
    /// The collection methods read, on an array or set whose elements are known.
    static let collectionMethods: Set<String> = ["union", "reduce", "map", "compactMap", "flatMap"]

    /// `base.method(…)` for one of `collectionMethods`.
    func collectionCall(_ method: String, on base: ExprSyntax, _ call: FunctionCallExprSyntax, _ context: ExtractionContext, at here: CodeLocation) -> StaticValue {
        let receiver = evaluate(base, context)
        let arguments = Arguments(call.arguments)
        if method == "union" {
            guard let other = arguments.unlabeled else { return .unresolved(SourceProblem(here, "union without an argument")) }
            return concatenated([receiver, evaluate(other, context)], at: here)
        }
        guard case .array(let elements) = receiver else {
            return receiver.problem.map { .unresolved($0) } ?? .unresolved(SourceProblem(here, "\(method)(…) on something other than an array or set"))
        }
        guard let closure = call.trailingClosure.map(ExprSyntax.init) ?? call.arguments.last.map(\.expression) else {
            return .unresolved(SourceProblem(here, "\(method) without a closure"))
        }
        if method == "reduce" { return reduce(elements, arguments, closure, context, at: here) }
        var results: [StaticValue] = []
        for element in elements {
            let result = apply(closure, to: [element], context, at: here)
            guard method == "flatMap" else {
                results.append(result)
                continue
            }
            guard case .array(let inner) = result else { return result.problem.map { .unresolved($0) } ?? .unresolved(SourceProblem(here, "flatMap to something other than an array")) }
            results += inner
        }
        return .array(results)
    }

    /// `reduce(initial) { result, element in … }` and `reduce(into: initial) { result, element in … }`.
    private func reduce(_ elements: [StaticValue], _ arguments: Arguments, _ closure: ExprSyntax, _ context: ExtractionContext, at here: CodeLocation) -> StaticValue {
        if let initial = arguments["into"] {
            let literal = Self.unwrapped(closure).as(ClosureExprSyntax.self)
            guard let literal, case let names = Self.parameterNames(literal, count: 2), names.count == 2 else {
                return .unresolved(SourceProblem(here, "reduce(into:) without a closure of two parameters"))
            }
            var result = evaluate(initial, context)
            for element in elements {
                var inner = context
                inner.scope[names[0]] = result
                inner.scope[names[1]] = element
                guard let after = scope(after: literal.statements, inner) else { return overLimit("the reduce closure", at: here) }
                result = after[names[0]] ?? result
            }
            return result
        }
        guard let initial = arguments.unlabeled else { return .unresolved(SourceProblem(here, "reduce without an initial value")) }
        var result = evaluate(initial, context)
        for element in elements { result = apply(closure, to: [result, element], context, at: here) }
        return result
    }

    /// `closure(values…)`: a closure literal walked with its parameters bound, or the operator `+`.
    private func apply(_ closure: ExprSyntax, to values: [StaticValue], _ context: ExtractionContext, at here: CodeLocation) -> StaticValue {
        let closure = Self.unwrapped(closure)
        if let reference = closure.as(DeclReferenceExprSyntax.self), reference.baseName.text == "+" {
            return concatenated(values, at: here)
        }
        guard let literal = closure.as(ClosureExprSyntax.self) else {
            return .unresolved(SourceProblem(here, "\(Self.describe(closure)) is only known when the app runs"))
        }
        var inner = context
        for (name, value) in zip(Self.parameterNames(literal, count: values.count), values) { inner.scope[name] = value }
        return returnedValue(of: literal.statements, inner, what: "the closure", at: here)
    }

    /// The names a closure gives its parameters: written before `in`, else `$0`, `$1`, ….
    private static func parameterNames(_ closure: ClosureExprSyntax, count: Int) -> [String] {
        switch closure.signature?.parameterClause {
        case .simpleInput(let names): names.map(\.name.text)
        case .parameterClause(let clause): clause.parameters.map { ($0.secondName ?? $0.firstName).text }
        case nil: (0..<count).map { "$\($0)" }
        }
    }

    /// Arrays, sets and options one after the other (`a + b`, `a.union(b)`, `o.formUnion(.x)`); strings and
    /// anything unknown are unresolved.
    func concatenated(_ values: [StaticValue], at here: CodeLocation) -> StaticValue {
        var elements: [StaticValue] = []
        for value in values {
            switch value {
            case .array(let more): elements += more
            case .options(let names): elements += names.map { .member($0) }
            case .member: elements.append(value)
            case .unresolved(let problem): return .unresolved(problem)
            default: return .unresolved(SourceProblem(here, "+ or union of something other than arrays, sets and options"))
            }
        }
        return .array(elements)
    }
}
