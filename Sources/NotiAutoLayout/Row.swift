/// A symbol of the simplex tableau: a user variable's column, or one the solver adds for a constraint.
struct Symbol: Hashable, Comparable {
    enum Kind { case external, slack, error, dummy }

    let id: Int
    let kind: Kind

    /// Slack, error and dummy symbols are never negative; external ones are unrestricted.
    var isRestricted: Bool { kind != .external }
    /// Symbols that may enter the basis when optimising (dummies only mark required equalities).
    var isPivotable: Bool { kind == .slack || kind == .error }

    static func < (lhs: Symbol, rhs: Symbol) -> Bool { lhs.id < rhs.id }
}

/// One row of the tableau: `basic = constant + Σ coefficient × symbol`, or while it is built, `0 = …`.
struct Row {
    static let epsilon = 1e-8

    var constant: Double
    private(set) var cells: [Symbol: Double] = [:]

    init(constant: Double = 0) { self.constant = constant }

    func coefficient(of symbol: Symbol) -> Double { cells[symbol] ?? 0 }

    /// The row's symbols in a fixed order, so that every choice the solver makes is the same on every run.
    var sortedSymbols: [Symbol] { cells.keys.sorted() }

    /// Adds `coefficient × symbol`, dropping the cell when it cancels out.
    mutating func insert(_ symbol: Symbol, _ coefficient: Double = 1) {
        let sum = (cells[symbol] ?? 0) + coefficient
        cells[symbol] = abs(sum) < Row.epsilon ? nil : sum
    }

    /// Adds `coefficient × row`.
    mutating func insert(_ row: Row, _ coefficient: Double = 1) {
        constant += row.constant * coefficient
        for (symbol, value) in row.cells { insert(symbol, value * coefficient) }
    }

    mutating func remove(_ symbol: Symbol) { cells[symbol] = nil }

    mutating func negate() {
        constant = -constant
        for key in cells.keys { cells[key] = -cells[key]! }
    }

    /// Turns `0 = … + a × symbol + …` into `symbol = …`, leaving `symbol` out of the cells.
    mutating func solve(for symbol: Symbol) {
        let factor = -1 / cells.removeValue(forKey: symbol)!
        constant *= factor
        for key in cells.keys { cells[key]! *= factor }
    }

    /// Turns `lhs = … + a × rhs + …` into `rhs = …` (with `lhs` among the cells).
    mutating func solve(for rhs: Symbol, replacing lhs: Symbol) {
        insert(lhs, -1)
        solve(for: rhs)
    }

    /// Replaces `symbol` by the right side of its row.
    mutating func substitute(_ symbol: Symbol, with row: Row) {
        guard let coefficient = cells.removeValue(forKey: symbol) else { return }
        insert(row, coefficient)
    }

    /// Whether every symbol is a dummy (a row of required equalities only).
    var hasOnlyDummies: Bool { cells.keys.allSatisfy { $0.kind == .dummy } }
}
