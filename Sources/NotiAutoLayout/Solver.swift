/// Why the solver refused a request.
package enum SolverError: Error, Equatable, CustomStringConvertible {
    /// A required constraint contradicts the required ones already held; it was left out.
    case unsatisfiable(Constraint)
    case duplicateConstraint(Constraint)
    case unknownConstraint(Constraint)
    case duplicateEditVariable(Variable)
    case unknownEditVariable(Variable)
    /// Edit variables are suggestions, so they cannot be required.
    case requiredEditVariable(Variable)

    package var description: String {
        switch self {
        case .unsatisfiable(let constraint): "unsatisfiable required constraint \(constraint)"
        case .duplicateConstraint(let constraint): "constraint already added: \(constraint)"
        case .unknownConstraint(let constraint): "constraint not in the solver: \(constraint)"
        case .duplicateEditVariable(let variable): "\(variable) is already an edit variable"
        case .unknownEditVariable(let variable): "\(variable) is not an edit variable"
        case .requiredEditVariable(let variable): "edit variable \(variable) cannot be required"
        }
    }
}

/// An incremental Cassowary solver (Badros, Borning and Stuckey, "The Cassowary Linear Arithmetic Constraint
/// Solving Algorithm"): a simplex tableau in solved form kept optimal for the weighted errors of the optional
/// constraints while constraints are added and removed, and re-optimised with the dual simplex when an edit
/// variable's suggested value changes.
package struct Solver {
    /// The symbols a constraint added: its marker (slack, first error or dummy) and its second error, if any.
    private struct Tag {
        var marker: Symbol
        var other: Symbol?
    }

    private struct Edit {
        var tag: Tag
        var constraint: Constraint
        var value: Double
    }

    private var rows: [Symbol: Row] = [:]
    private var constraints: [Constraint: Tag] = [:]
    private var variableSymbols: [Variable: Symbol] = [:]
    private var edits: [Variable: Edit] = [:]
    private var objective = Row()
    /// Phase one's objective while a row is added through an artificial variable.
    private var artificialObjective = Row()
    private var infeasible: [Symbol] = []
    private var nextSymbolID = 0

    package init() {}

    /// Whether the constraint is held by the solver.
    package func contains(_ constraint: Constraint) -> Bool { constraints[constraint] != nil }

    /// Adds a constraint and re-optimises; a contradicting required constraint throws `.unsatisfiable` and
    /// leaves the solver exactly as it was.
    package mutating func add(_ constraint: Constraint) throws(SolverError) {
        guard constraints[constraint] == nil else { throw .duplicateConstraint(constraint) }
        let saved = self
        var (row, tag) = makeRow(for: constraint)
        if let subject = chooseSubject(row, tag) {
            row.solve(for: subject)
            substitute(subject, with: row)
            rows[subject] = row
        } else if row.hasOnlyDummies {
            // Required equalities already imply this one, or contradict it.
            guard abs(row.constant) < Row.epsilon else {
                self = saved
                throw .unsatisfiable(constraint)
            }
        } else if !addWithArtificialVariable(row) {
            self = saved
            throw .unsatisfiable(constraint)
        }
        constraints[constraint] = tag
        optimize(\.objective)
    }

    /// Removes a constraint and re-optimises.
    package mutating func remove(_ constraint: Constraint) throws(SolverError) {
        guard let tag = constraints.removeValue(forKey: constraint) else { throw .unknownConstraint(constraint) }
        removeErrors(of: tag, weight: constraint.strength.weight)
        if rows.removeValue(forKey: tag.marker) == nil {
            guard let leaving = markerLeavingSymbol(tag.marker) else { return }
            var row = rows.removeValue(forKey: leaving)!
            row.solve(for: tag.marker, replacing: leaving)
            substitute(tag.marker, with: row)
        }
        optimize(\.objective)
    }

    /// Replaces `old` by `new`, which differs from it at most in its constant. A required equality's constant moves
    /// in place (its dummy marker never enters the basis, so the rows holding it shift by the difference and the
    /// dual simplex restores feasibility); anything else, or a change the dual simplex cannot absorb, is removed and
    /// added again, throwing `.unsatisfiable` (with `old` removed) when `new` contradicts the required constraints.
    package mutating func replaceConstant(of old: Constraint, with new: Constraint) throws(SolverError) {
        guard let tag = constraints[old] else { throw .unknownConstraint(old) }
        let delta = new.expression.constant - old.expression.constant
        var holders: [(symbol: Symbol, coefficient: Double)] = []
        var staysFeasible = true
        for (symbol, row) in rows {
            let coefficient = row.coefficient(of: tag.marker)
            guard coefficient != 0 else { continue }
            holders.append((symbol, coefficient))
            if symbol.isRestricted && row.constant + delta * coefficient < 0 { staysFeasible = false }
        }
        if tag.marker.kind == .dummy, !holders.isEmpty {
            // Only a change that makes a restricted row negative needs the dual simplex, and a way back if it fails.
            let saved: Solver? = staysFeasible ? nil : self
            for (symbol, coefficient) in holders.sorted(by: { $0.symbol < $1.symbol }) {
                rows[symbol]!.constant += delta * coefficient
                if symbol.isRestricted && rows[symbol]!.constant < 0 { infeasible.append(symbol) }
            }
            objective.constant += delta * objective.coefficient(of: tag.marker)
            dualOptimize()
            if staysFeasible || !rows.contains(where: { $0.key.isRestricted && $0.value.constant < -Row.epsilon }) {
                constraints[old] = nil
                constraints[new] = tag
                return
            }
            self = saved!
        }
        try remove(old)
        try add(new)
    }

    /// Makes `variable` one whose value can be suggested, held at `strength` (which cannot be required).
    package mutating func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
        guard edits[variable] == nil else { throw .duplicateEditVariable(variable) }
        guard !strength.isRequired else { throw .requiredEditVariable(variable) }
        let constraint = Constraint(Expression(variable), .equal, strength: strength)
        try add(constraint)
        edits[variable] = Edit(tag: constraints[constraint]!, constraint: constraint, value: 0)
    }

    package mutating func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let edit = edits.removeValue(forKey: variable) else { throw .unknownEditVariable(variable) }
        try remove(edit.constraint)
    }

    /// Asks for `variable` to be `value`, as strongly as it was added with; other constraints may hold it elsewhere.
    package mutating func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        guard var edit = edits[variable] else { throw .unknownEditVariable(variable) }
        let delta = value - edit.value
        edit.value = value
        edits[variable] = edit
        let plus = edit.tag.marker, minus = edit.tag.other!
        if rows[plus] != nil {
            rows[plus]!.constant -= delta
            if rows[plus]!.constant < 0 { infeasible.append(plus) }
        } else if rows[minus] != nil {
            rows[minus]!.constant += delta
            if rows[minus]!.constant < 0 { infeasible.append(minus) }
        } else {
            for symbol in rows.keys.sorted() {
                let coefficient = rows[symbol]!.coefficient(of: plus)
                guard coefficient != 0 else { continue }
                rows[symbol]!.constant += delta * coefficient
                if symbol.isRestricted && rows[symbol]!.constant < 0 { infeasible.append(symbol) }
            }
        }
        dualOptimize()
    }

    /// Writes the solution into every variable the constraints mention.
    package func updateVariables() {
        for (variable, symbol) in variableSymbols {
            variable.value = rows[symbol]?.constant ?? 0
        }
    }

    // MARK: Building rows

    private mutating func newSymbol(_ kind: Symbol.Kind) -> Symbol {
        nextSymbolID += 1
        return Symbol(id: nextSymbolID, kind: kind)
    }

    private mutating func symbol(for variable: Variable) -> Symbol {
        if let symbol = variableSymbols[variable] { return symbol }
        let symbol = newSymbol(.external)
        variableSymbols[variable] = symbol
        return symbol
    }

    /// The constraint as a row `0 = expression ± slack ± errors` in terms of the non-basic symbols.
    private mutating func makeRow(for constraint: Constraint) -> (Row, Tag) {
        let expression = constraint.expression
        var row = Row(constant: expression.constant)
        for term in expression.terms where abs(term.coefficient) >= Row.epsilon {
            let symbol = symbol(for: term.variable)
            if let basic = rows[symbol] { row.insert(basic, term.coefficient) } else { row.insert(symbol, term.coefficient) }
        }
        let weight = constraint.strength.weight
        let tag: Tag
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            // expression >= 0 becomes expression - slack = 0; <= flips the slack's sign.
            let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            let slack = newSymbol(.slack)
            row.insert(slack, sign)
            if constraint.strength.isRequired {
                tag = Tag(marker: slack)
            } else {
                let error = newSymbol(.error)
                row.insert(error, -sign)
                objective.insert(error, weight)
                tag = Tag(marker: slack, other: error)
            }
        case .equal:
            if constraint.strength.isRequired {
                let dummy = newSymbol(.dummy)
                row.insert(dummy)
                tag = Tag(marker: dummy)
            } else {
                let plus = newSymbol(.error), minus = newSymbol(.error)
                row.insert(plus, -1)
                row.insert(minus, 1)
                objective.insert(plus, weight)
                objective.insert(minus, weight)
                tag = Tag(marker: plus, other: minus)
            }
        }
        if row.constant < 0 { row.negate() }
        return (row, tag)
    }

    /// The symbol to make basic for a new row: an unrestricted variable if any, else a new slack or error
    /// that can take the row's value without going negative.
    private func chooseSubject(_ row: Row, _ tag: Tag) -> Symbol? {
        if let external = row.sortedSymbols.first(where: { $0.kind == .external }) { return external }
        for candidate in [tag.marker, tag.other].compactMap({ $0 }) where candidate.isPivotable {
            if row.coefficient(of: candidate) < 0 { return candidate }
        }
        return nil
    }

    /// Phase one of the simplex for a row with no usable subject: drive an artificial variable to zero.
    private mutating func addWithArtificialVariable(_ row: Row) -> Bool {
        let artificial = newSymbol(.slack)
        rows[artificial] = row
        artificialObjective = row
        optimize(\.artificialObjective)
        let feasible = abs(artificialObjective.constant) < Row.epsilon
        artificialObjective = Row()
        if var basic = rows.removeValue(forKey: artificial) {
            if basic.cells.isEmpty { return feasible }
            guard let entering = basic.sortedSymbols.first(where: \.isPivotable) else { return false }
            basic.solve(for: entering, replacing: artificial)
            substitute(entering, with: basic)
            rows[entering] = basic
        }
        for symbol in Array(rows.keys) { rows[symbol]!.remove(artificial) }
        objective.remove(artificial)
        return feasible
    }

    // MARK: Simplex

    /// Replaces `symbol` everywhere by `row`, noting restricted rows that went negative.
    private mutating func substitute(_ symbol: Symbol, with row: Row) {
        for key in Array(rows.keys) {
            rows[key]!.substitute(symbol, with: row)
            if key.isRestricted && rows[key]!.constant < 0 { infeasible.append(key) }
        }
        objective.substitute(symbol, with: row)
        artificialObjective.substitute(symbol, with: row)
    }

    /// Primal simplex: pivots until no symbol can lower `target`.
    private mutating func optimize(_ objectiveRow: WritableKeyPath<Solver, Row>) {
        while true {
            let target = self[keyPath: objectiveRow]
            guard let entering = target.sortedSymbols.first(where: { $0.kind != .dummy && target.coefficient(of: $0) < 0 }) else { return }
            guard let leaving = leavingSymbol(for: entering) else { return }
            var row = rows.removeValue(forKey: leaving)!
            row.solve(for: entering, replacing: leaving)
            substitute(entering, with: row)
            rows[entering] = row
        }
    }

    /// The restricted basic symbol that reaches zero first as `entering` grows (the minimum ratio test).
    private func leavingSymbol(for entering: Symbol) -> Symbol? {
        var best: (symbol: Symbol, ratio: Double)?
        for symbol in rows.keys.sorted() where symbol.isRestricted {
            let coefficient = rows[symbol]!.coefficient(of: entering)
            guard coefficient < 0 else { continue }
            let ratio = -rows[symbol]!.constant / coefficient
            if best == nil || ratio < best!.ratio { best = (symbol, ratio) }
        }
        return best?.symbol
    }

    /// Dual simplex: restores non-negative restricted rows after a suggested value moved them, keeping optimality.
    private mutating func dualOptimize() {
        while let leaving = infeasible.popLast() {
            guard var row = rows[leaving], row.constant < 0 else { continue }
            var best: (symbol: Symbol, ratio: Double)?
            for symbol in row.sortedSymbols where symbol.kind != .dummy {
                let coefficient = row.coefficient(of: symbol)
                guard coefficient > 0 else { continue }
                let ratio = objective.coefficient(of: symbol) / coefficient
                if best == nil || ratio < best!.ratio { best = (symbol, ratio) }
            }
            guard let entering = best?.symbol else { continue }
            rows[leaving] = nil
            row.solve(for: entering, replacing: leaving)
            substitute(entering, with: row)
            rows[entering] = row
        }
    }

    /// Takes a removed constraint's errors out of the objective.
    private mutating func removeErrors(of tag: Tag, weight: Double) {
        for symbol in [tag.marker, tag.other].compactMap({ $0 }) where symbol.kind == .error {
            if let row = rows[symbol] { objective.insert(row, -weight) } else { objective.insert(symbol, -weight) }
        }
    }

    /// The row to pivot a non-basic marker into, so its constraint's row can be dropped.
    private func markerLeavingSymbol(_ marker: Symbol) -> Symbol? {
        var restrictedNegative: (symbol: Symbol, ratio: Double)?
        var restrictedPositive: (symbol: Symbol, ratio: Double)?
        var unrestricted: Symbol?
        for symbol in rows.keys.sorted() {
            let row = rows[symbol]!
            let coefficient = row.coefficient(of: marker)
            guard coefficient != 0 else { continue }
            if !symbol.isRestricted {
                if unrestricted == nil { unrestricted = symbol }
            } else if coefficient < 0 {
                let ratio = -row.constant / coefficient
                if restrictedNegative == nil || ratio < restrictedNegative!.ratio { restrictedNegative = (symbol, ratio) }
            } else {
                let ratio = row.constant / coefficient
                if restrictedPositive == nil || ratio < restrictedPositive!.ratio { restrictedPositive = (symbol, ratio) }
            }
        }
        return restrictedNegative?.symbol ?? restrictedPositive?.symbol ?? unrestricted
    }
}
