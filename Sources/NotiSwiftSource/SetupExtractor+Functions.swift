import SwiftSyntax

/// Code of the app's own that gives a value when called: its functions and methods, computed properties, and
/// closures called where they are written (`let categories = { … }()`). The body is walked as when the app calls
/// it, with the arguments bound to the parameters, and what it returns is the value; what it registers while
/// being called is not counted again (the body is read on its own as well).
extension SetupExtractor {
    /// How many bodies are walked for their value in one read, at most (calls inside calls multiply otherwise).
    static let bodyWalkLimit = 4096

    /// The value of a call to a function of the app's sources, or nil when `callee` names none.
    func appFunctionCall(_ call: FunctionCallExprSyntax, _ callee: ExprSyntax, _ context: ExtractionContext, at here: CodeLocation) -> StaticValue? {
        if let closure = callee.as(ClosureExprSyntax.self) {
            guard call.arguments.isEmpty, call.trailingClosure == nil else {
                return .unresolved(SourceProblem(here, "a closure called with arguments is only known when the app runs"))
            }
            return returnedValue(of: closure.statements, context, what: "the closure called here", at: here)
        }
        guard let (key, name) = functionKey(callee, context, recordingMiss: true) else { return nil }
        let candidates = (constants.functions[key] ?? []).compactMap { function in
            Self.parameters(of: function, matching: call).map { (function, $0) }
        }
        guard candidates.count == 1, let (function, parameters) = candidates.first else {
            let reason = candidates.isEmpty ? "no function \(name) of the app's sources takes these arguments" : "more than one function \(name) of the app's sources takes these arguments"
            return .unresolved(SourceProblem(here, reason))
        }
        let calleeContext = ExtractionContext(file: function.file, typePath: function.typePath)
        var start = calleeContext
        for parameter in parameters {
            start.scope[parameter.name] = evaluate(parameter.value, parameter.isDefault ? calleeContext : context)
        }
        let what = parameters.isEmpty ? "\(name)()" : "\(name)(…)"
        let value = following(key + "()", remembering: parameters.isEmpty, at: here) {
            if !parameters.isEmpty { walkCall(of: key, function.body.statements, start) }
            return returnedValue(of: function.body.statements, start, what: what, at: here)
        }
        guard let problem = value.problem, problem.location != here else { return value }
        let cause = causes[problem] ?? problem
        let atCall = SourceProblem(here, "\(what) (\(cause.location)): \(cause.reason)")
        causes[atCall] = cause
        return .unresolved(atCall)
    }

    /// Whether `callee` names a function of the app's sources (`Self.setNotificationCategories()` of its own).
    func declaresFunction(_ callee: ExprSyntax, _ context: ExtractionContext) -> Bool {
        functionKey(callee, context, recordingMiss: false) != nil
    }

    /// The qualified name of the function `callee` calls, and its name as written; nil for anything else. A name not
    /// found is a miss the reader looks for in files not yet parsed only when its value is wanted (`recordingMiss`).
    private func functionKey(_ callee: ExprSyntax, _ context: ExtractionContext, recordingMiss: Bool) -> (key: String, name: String)? {
        guard let path = Self.path(of: callee) else { return nil }
        let name = path.joined(separator: ".")
        if ["self", "Self"].contains(path[0]) {
            let key = (context.typePath + path.dropFirst()).joined(separator: ".")
            return constants.functions[key] == nil ? nil : (key, name)
        }
        guard context.scope[path[0]] == nil, let key = constants.resolveFunction(path, from: context.typePath, recordingMiss: recordingMiss) else { return nil }
        return (key, name)
    }

    /// Each parameter of `function` with the argument of `call` its label takes, else its default value; nil when the
    /// labels do not match, as Swift would not pick this function. Nothing is evaluated yet.
    private static func parameters(of function: ConstantTable.Function, matching call: FunctionCallExprSyntax)
        -> [(name: String, value: ExprSyntax, isDefault: Bool)]? {
        guard call.trailingClosure == nil, call.additionalTrailingClosures.isEmpty else { return nil }
        var arguments = Array(call.arguments)[...]
        var matched: [(name: String, value: ExprSyntax, isDefault: Bool)] = []
        for parameter in function.parameters {
            let label = parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text
            let name = (parameter.secondName ?? parameter.firstName).text
            if let argument = arguments.first, argument.label?.text == label {
                matched.append((name, argument.expression, false))
                arguments.removeFirst()
            } else if let fallback = parameter.defaultValue?.value {
                matched.append((name, fallback, true))
            } else {
                return nil
            }
        }
        return arguments.isEmpty ? matched : nil
    }

    /// What `body` returns when walked from `start`: its only expression, or the value every `return` reached
    /// gives; different values at different `return`s depend on how the app runs.
    func returnedValue(of body: CodeBlockItemListSyntax, _ start: ExtractionContext, what: String, at here: CodeLocation) -> StaticValue {
        if let only = Self.onlyExpression(body) {
            return aside { evaluate(only, start) } ?? overLimit(what, at: here)
        }
        let walked: [(value: StaticValue, location: CodeLocation)]? = aside {
            returnFrames.append([])
            var context = start
            context.collectsReturns = true
            walk(body, &context)
            return returnFrames.removeLast()
        }
        guard let returns = walked else { return overLimit(what, at: here) }
        guard let first = returns.first else { return .unresolved(SourceProblem(here, "\(what) returns no value notisim can read")) }
        guard returns.allSatisfy({ $0.value == first.value }) else {
            let lines = returns.map { String($0.location.line) }.joined(separator: ", ")
            return .unresolved(SourceProblem(here, "\(what) returns different values (lines \(lines)), depending on how the app runs"))
        }
        return first.value
    }

    /// The expression a body of one expression gives (`{ [a, b] }`, a `switch` whose branches are values).
    private static func onlyExpression(_ body: CodeBlockItemListSyntax) -> ExprSyntax? {
        guard body.count == 1, let item = body.first?.item else { return nil }
        if case .expr(let expression) = item { return expression }
        if case .stmt(let statement) = item { return statement.as(ExpressionStmtSyntax.self)?.expression }
        return nil
    }

    /// The local names after `body` is walked from `start` (a `reduce(into:)` closure changing its result), or nil
    /// beyond the limit of walks.
    func scope(after body: CodeBlockItemListSyntax, _ start: ExtractionContext) -> [String: StaticValue]? {
        aside {
            var context = start
            walk(body, &context)
            return context.scope
        }
    }

    /// Runs `walkBody` without counting what it registers, asks or reports (the body is read on its own too);
    /// nil once `bodyWalkLimit` walks were made.
    private func aside<Value>(_ walkBody: () -> Value) -> Value? {
        guard bodyWalks < Self.bodyWalkLimit else { return nil }
        bodyWalks += 1
        let start = mark
        asideDepth += 1
        defer {
            asideDepth -= 1
            takeFindings(since: start)
        }
        return walkBody()
    }

    func overLimit(_ what: String, at here: CodeLocation) -> StaticValue {
        .unresolved(SourceProblem(here, "\(what): more than \(Self.bodyWalkLimit) calls and closures are followed in one read"))
    }

    /// `return value` inside a body walked for its value.
    func collectReturn(_ statement: ReturnStmtSyntax, _ context: ExtractionContext) {
        guard context.collectsReturns, !returnFrames.isEmpty else { return }
        let here = location(statement, context)
        let value = statement.expression.map { changedInLoop(here, context) ?? evaluate($0, context) }
            ?? .unresolved(SourceProblem(here, "returns nothing"))
        returnFrames[returnFrames.count - 1].append((value, here))
    }

    /// The value of the call `key` (kept for the next call when `remembering`); a call while it is being
    /// evaluated is a cycle.
    func following(_ key: String, remembering: Bool, at here: CodeLocation, _ compute: () -> StaticValue) -> StaticValue {
        if remembering, let value = evaluated[key] { return value }
        guard !evaluating.contains(key) else { return .unresolved(SourceProblem(here, "\(key) calls itself")) }
        guard evaluating.count < Self.constantChainLimit else {
            return .unresolved(SourceProblem(here, "\(key) is reached through more than \(Self.constantChainLimit) constants and calls"))
        }
        evaluating.insert(key)
        defer { evaluating.remove(key) }
        let value = compute()
        if remembering { evaluated[key] = value }
        return value
    }
}
