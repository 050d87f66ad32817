import SwiftSyntax

/// Statements in order: local bindings, their changes, branches on `supportsContentExtensions`, loops and closures.
extension SetupExtractor {
    func walk(_ items: CodeBlockItemListSyntax, _ context: inout ExtractionContext) {
        for item in items where !context.returned {
            switch item.item {
            case .decl(let decl): walk(decl, &context)
            case .stmt(let statement): walk(statement, &context)
            case .expr(let expression): walk(expression, &context)
            }
        }
    }

    /// Declarations: local bindings, and the bodies of functions and types (a type's members start a fresh scope).
    func walk(_ decl: DeclSyntax, _ context: inout ExtractionContext) {
        if let variable = decl.as(VariableDeclSyntax.self) {
            bind(variable, &context)
        } else if let function = decl.as(FunctionDeclSyntax.self), let body = function.body {
            if function.signature.parameterClause.parameters.isEmpty {
                walkBranch(body.statements, Self.nested(context), changing: &context)
            } else {
                walkOnItsOwn((context.typePath + [function.name.text]).joined(separator: "."), body.statements, &context)
            }
        } else if let initializer = decl.as(InitializerDeclSyntax.self), let body = initializer.body {
            walkBranch(body.statements, Self.nested(context), changing: &context)
        } else if let members = Self.members(of: decl) {
            let inner = ExtractionContext(file: context.file, typePath: members.typePath(context.typePath))
            for member in members.block.members {
                var memberContext = inner
                walk(member.decl, &memberContext)
            }
        } else if let conditional = decl.as(IfConfigDeclSyntax.self) {
            for clause in conditional.clauses {
                switch clause.elements {
                case .statements(let statements): walkBranch(statements, context, changing: &context)
                case .decls(let members):
                    for member in members { var memberContext = context; walk(member.decl, &memberContext) }
                default: continue
                }
            }
        }
    }

    /// The context of a function or closure inside the code walked: its `return`s are its own.
    static func nested(_ context: ExtractionContext) -> ExtractionContext {
        var inner = context
        inner.collectsReturns = false
        return inner
    }

    /// A type or extension's members and how it extends the type path.
    private static func members(of decl: DeclSyntax) -> (block: MemberBlockSyntax, typePath: ([String]) -> [String])? {
        if let type = decl.as(StructDeclSyntax.self) { return (type.memberBlock, { $0 + [type.name.text] }) }
        if let type = decl.as(ClassDeclSyntax.self) { return (type.memberBlock, { $0 + [type.name.text] }) }
        if let type = decl.as(EnumDeclSyntax.self) { return (type.memberBlock, { $0 + [type.name.text] }) }
        if let type = decl.as(ActorDeclSyntax.self) { return (type.memberBlock, { $0 + [type.name.text] }) }
        if let type = decl.as(ExtensionDeclSyntax.self) {
            let extended = type.extendedType.trimmedDescription.split(separator: ".").map(String.init)
            return (type.memberBlock, { _ in extended })
        }
        return nil
    }

    /// `let` / `var` with a single name: its value joins the scope; closures in its initializer are walked.
    private func bind(_ variable: VariableDeclSyntax, _ context: inout ExtractionContext) {
        for binding in variable.bindings {
            if let accessors = binding.accessorBlock { walkClosures(in: Syntax(accessors), context, changing: &context) }
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            let here = location(binding, context)
            if let value = binding.initializer?.value {
                context.scope[name] = changedInLoop(here, context) ?? evaluate(value, context)
                walkClosures(in: Syntax(value), context, changing: &context)
            } else {
                context.scope[name] = .unresolved(SourceProblem(here, "\(name) is declared without a value"))
            }
        }
    }

    func walk(_ statement: StmtSyntax, _ context: inout ExtractionContext) {
        if let expression = statement.as(ExpressionStmtSyntax.self) {
            walk(expression.expression, &context)
        } else if let guardStatement = statement.as(GuardStmtSyntax.self) {
            if availabilityTest(guardStatement.conditions) == true { return }
            let branch = contentExtensionsTest(guardStatement.conditions)
            var elseContext = context
            if let branch { elseContext.contentExtensions = !branch }
            walkBranch(guardStatement.body.statements, elseContext, changing: &context)
            bindConditions(guardStatement.conditions, &context)
            if let branch { context.contentExtensions = branch }
        } else if let loop = statement.as(ForStmtSyntax.self) {
            var inner = loopContext(context, at: location(loop, context))
            for name in Self.names(in: loop.pattern) {
                inner.scope[name] = .unresolved(SourceProblem(location(loop.pattern, context), "\(name) is a loop variable: its value changes with each iteration"))
            }
            walkBranch(loop.body.statements, inner, changing: &context)
        } else if let loop = statement.as(WhileStmtSyntax.self) {
            walkBranch(loop.body.statements, loopContext(context, at: location(loop, context)), changing: &context)
        } else if let loop = statement.as(RepeatStmtSyntax.self) {
            walkBranch(loop.body.statements, loopContext(context, at: location(loop, context)), changing: &context)
        } else if let doStatement = statement.as(DoStmtSyntax.self) {
            walkBranch(doStatement.body.statements, context, changing: &context)
            for clause in doStatement.catchClauses { walkBranch(clause.body.statements, context, changing: &context) }
        } else if let deferStatement = statement.as(DeferStmtSyntax.self) {
            walkBranch(deferStatement.body.statements, context, changing: &context)
        } else if let returned = statement.as(ReturnStmtSyntax.self) {
            collectReturn(returned, context)
            walkClosures(in: Syntax(statement), context, changing: &context)
            context.returned = true
        } else {
            walkClosures(in: Syntax(statement), context, changing: &context)
        }
    }

    func walk(_ expression: ExprSyntax, _ context: inout ExtractionContext) {
        let expression = Self.unwrapped(expression)
        if let ifExpression = expression.as(IfExprSyntax.self) {
            walk(ifExpression, &context)
        } else if let switchExpression = expression.as(SwitchExprSyntax.self), let taken = takenBranch(switchExpression, context) {
            _ = walkTaken(taken, &context)
        } else if let switchExpression = expression.as(SwitchExprSyntax.self) {
            for switchCase in switchExpression.cases {
                guard case .switchCase(let item) = switchCase else { continue }
                walkBranch(item.statements, context, changing: &context)
            }
        } else if let sequence = expression.as(SequenceExprSyntax.self), let assigned = Self.assignment(sequence) {
            if !assign(assigned, &context, at: location(sequence, context)) { _ = evaluate(assigned.value, context) }
            walkClosures(in: Syntax(sequence), context, changing: &context)
        } else if let call = expression.as(FunctionCallExprSyntax.self), mutate(call, &context) {
            return
        } else {
            _ = evaluate(expression, context)
            walkClosures(in: Syntax(expression), context, changing: &context)
        }
    }

    func walk(_ ifExpression: IfExprSyntax, _ context: inout ExtractionContext) {
        if let available = availabilityTest(ifExpression.conditions) {
            walkAvailable(ifExpression, taking: available, &context)
            return
        }
        let branch = contentExtensionsTest(ifExpression.conditions)
        var thenContext = context
        if let branch { thenContext.contentExtensions = branch }
        bindConditions(ifExpression.conditions, &thenContext)
        walkBranch(ifExpression.body.statements, thenContext, changing: &context)
        var elseContext = context
        if let branch { elseContext.contentExtensions = !branch }
        switch ifExpression.elseBody {
        case .ifExpr(let next): walk(next, &elseContext)
        case .codeBlock(let block): walkBranch(block.statements, elseContext, changing: &context)
        case nil: break
        }
        merge(elseContext, into: &context, at: location(ifExpression, context))
    }

    /// Walks the one block that runs: what it changes in the outer names holds after it, and a `return` in it ends
    /// the walk. The names changed, sorted.
    func walkTaken(_ items: CodeBlockItemListSyntax, _ context: inout ExtractionContext) -> [String] {
        var inner = context
        walk(items, &inner)
        let changed = context.scope.keys.filter { inner.scope[$0] != context.scope[$0] }.sorted()
        for name in changed { context.scope[name] = inner.scope[name] }
        context.returned = inner.returned
        return changed
    }

    /// Walks a nested block in a copy of `start`; an outer variable the block changes is no longer known after it.
    func walkBranch(_ items: CodeBlockItemListSyntax, _ start: ExtractionContext, changing outer: inout ExtractionContext) {
        var inner = start
        walk(items, &inner)
        merge(inner, into: &outer, at: items.first.map { location($0, start) } ?? CodeLocation(file: files[start.file].path, line: 0))
    }

    private func merge(_ inner: ExtractionContext, into outer: inout ExtractionContext, at place: CodeLocation) {
        for (name, value) in outer.scope where inner.scope[name] != value {
            if case .unresolved = value { continue }
            let reason = if inner.loopDepth > outer.loopDepth, let loop = inner.loopLocation {
                "\(name) is changed inside the loop at line \(loop.line), so it depends on the loop's iterations"
            } else {
                "\(name) is changed inside a branch or a closure here, which may not run"
            }
            outer.scope[name] = .unresolved(SourceProblem(place, reason))
        }
    }

    private func loopContext(_ context: ExtractionContext, at place: CodeLocation) -> ExtractionContext {
        var inner = context
        inner.loopDepth += 1
        inner.loopLocation = place
        return inner
    }

    /// Within a loop, a value made there depends on the iterations: unresolved, naming the loop.
    func changedInLoop(_ here: CodeLocation, _ context: ExtractionContext) -> StaticValue? {
        guard context.loopDepth > 0, let loop = context.loopLocation else { return nil }
        return .unresolved(SourceProblem(here, "made inside the loop at line \(loop.line), so it depends on the loop's iterations"))
    }

    /// `true` for `if center.supportsContentExtensions`, `false` for `if !….supportsContentExtensions`, nil for
    /// any other condition (both branches are read, and neither is marked).
    private func contentExtensionsTest(_ conditions: ConditionElementListSyntax) -> Bool? {
        guard conditions.count == 1, case .expression(let expression) = conditions.first?.condition else { return nil }
        var test = Self.unwrapped(expression)
        var expected = true
        if let negation = test.as(PrefixOperatorExprSyntax.self), negation.operator.text == "!" {
            test = Self.unwrapped(negation.expression)
            expected = false
        }
        let name = test.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? test.as(DeclReferenceExprSyntax.self)?.baseName.text
        return name == "supportsContentExtensions" ? expected : nil
    }

    /// Names bound by `if let` / `guard let` are optionals unwrapped at run time: unresolved.
    private func bindConditions(_ conditions: ConditionElementListSyntax, _ context: inout ExtractionContext) {
        for condition in conditions {
            guard case .optionalBinding(let binding) = condition.condition else { continue }
            for name in Self.names(in: binding.pattern) {
                context.scope[name] = .unresolved(SourceProblem(location(binding, context), "\(name) is unwrapped from an optional at run time"))
            }
        }
    }

    private static func names(in pattern: PatternSyntax) -> [String] {
        pattern.tokens(viewMode: .sourceAccurate).compactMap { token in
            if case .identifier(let name) = token.tokenKind { return name }
            return nil
        }
    }

    /// The two sides of `target = value` or `target += value`, or nil when `sequence` is not an assignment.
    private static func assignment(_ sequence: SequenceExprSyntax) -> (target: ExprSyntax, value: ExprSyntax, appends: Bool)? {
        let elements = Array(sequence.elements)
        guard elements.count == 3 else { return nil }
        if elements[1].is(AssignmentExprSyntax.self) { return (elements[0], elements[2], false) }
        guard elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "+=" else { return nil }
        return (elements[0], elements[2], true)
    }

    /// `name = expression` or `name += array` for a local name: its new value (unresolved inside a loop). False for
    /// any other target (`_ = …`, a property).
    private func assign(_ assigned: (target: ExprSyntax, value: ExprSyntax, appends: Bool), _ context: inout ExtractionContext, at here: CodeLocation) -> Bool {
        guard let name = assigned.target.as(DeclReferenceExprSyntax.self)?.baseName.text, let current = context.scope[name] else { return false }
        let value = evaluate(assigned.value, context)
        context.scope[name] = changedInLoop(here, context) ?? (assigned.appends ? concatenated([current, value], at: here) : value)
        return true
    }

    /// `options.insert(.x)`, `options.remove(.x)`, `categories.insert(c)`, `actions.append(a)` on a local name.
    private func mutate(_ call: FunctionCallExprSyntax, _ context: inout ExtractionContext) -> Bool {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              let name = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text,
              let current = context.scope[name],
              ["insert", "append", "formUnion", "remove"].contains(member.declName.baseName.text),
              call.arguments.count == 1, let argument = call.arguments.first?.expression else { return false }
        let here = location(call, context)
        if let loopValue = changedInLoop(here, context) {
            context.scope[name] = loopValue
            return true
        }
        let elements: [StaticValue]
        switch current {
        case .array(let existing): elements = existing
        case .unresolved: return true
        default: elements = [current]
        }
        let operand = evaluate(argument, context)
        if member.declName.baseName.text == "formUnion" || call.arguments.first?.label?.text == "contentsOf" {
            context.scope[name] = concatenated([.array(elements), operand], at: here)
            return true
        }
        if member.declName.baseName.text != "remove" {
            context.scope[name] = .array(elements + [operand])
            return true
        }
        guard case .member(let removed) = operand, elements.allSatisfy({ if case .member = $0 { true } else { false } }) else {
            context.scope[name] = .unresolved(SourceProblem(here, "\(name).remove(…) of something other than an option"))
            return true
        }
        context.scope[name] = .array(elements.filter { $0 != .member(removed) })
        return true
    }

    /// Walks the closures of `node` that are not inside another closure, each in a copy of the context.
    func walkClosures(in node: Syntax, _ context: ExtractionContext, changing outer: inout ExtractionContext) {
        let finder = ClosureFinder(viewMode: .sourceAccurate)
        finder.walk(node)
        for closure in finder.closures { walkBranch(closure.statements, Self.nested(context), changing: &outer) }
    }

    /// Without `try`, `await`, `!`, `?` and parentheses.
    static func unwrapped(_ expression: ExprSyntax) -> ExprSyntax {
        if let inner = expression.as(TryExprSyntax.self) { return unwrapped(inner.expression) }
        if let inner = expression.as(AwaitExprSyntax.self) { return unwrapped(inner.expression) }
        if let inner = expression.as(ForceUnwrapExprSyntax.self) { return unwrapped(inner.expression) }
        if let inner = expression.as(OptionalChainingExprSyntax.self) { return unwrapped(inner.expression) }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
            return unwrapped(only.expression)
        }
        return expression
    }
}

/// Finds the outermost closures of a node.
private final class ClosureFinder: SyntaxVisitor {
    var closures: [ClosureExprSyntax] = []

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        closures.append(node)
        return .skipChildren
    }

    /// Nested functions and types are walked as declarations, not as closures.
    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
