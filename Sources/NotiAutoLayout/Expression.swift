/// An unknown the solver finds a value for (a view's left edge, a width…).
package final class Variable: Hashable, CustomStringConvertible, @unchecked Sendable {
    /// A name for logs and conflict reports.
    package let name: String
    /// The value after the last solve; 0 before the first.
    package internal(set) var value: Double = 0

    package init(_ name: String) { self.name = name }

    package static func == (lhs: Variable, rhs: Variable) -> Bool { lhs === rhs }
    package func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    package var description: String { name }
}

/// A linear expression: Σ coefficient × variable + constant.
package struct Expression: CustomStringConvertible {
    /// The variable terms, in the order they were written (a variable may appear twice; the solver sums them).
    package var terms: [(variable: Variable, coefficient: Double)]
    package var constant: Double

    package init(_ terms: [(variable: Variable, coefficient: Double)] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    package init(_ variable: Variable) { self.init([(variable, 1)]) }
    package init(constant: Double) { self.init([], constant: constant) }

    /// The expression's value with the variables' current values.
    package var value: Double { terms.reduce(constant) { $0 + $1.coefficient * $1.variable.value } }

    package var description: String {
        var parts = terms.map { $0.coefficient == 1 ? $0.variable.name : "\(format($0.coefficient))·\($0.variable.name)" }
        if constant != 0 || parts.isEmpty { parts.append(format(constant)) }
        return parts.joined(separator: " + ")
    }

    private func format(_ number: Double) -> String {
        number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
    }
}

/// Something usable on either side of a linear relation.
package protocol ExpressionConvertible {
    var expression: Expression { get }
}

extension Expression: ExpressionConvertible { package var expression: Expression { self } }
extension Variable: ExpressionConvertible { package var expression: Expression { Expression(self) } }
extension Double: ExpressionConvertible { package var expression: Expression { Expression(constant: self) } }

package func + (lhs: some ExpressionConvertible, rhs: some ExpressionConvertible) -> Expression {
    let left = lhs.expression, right = rhs.expression
    return Expression(left.terms + right.terms, constant: left.constant + right.constant)
}

package func - (lhs: some ExpressionConvertible, rhs: some ExpressionConvertible) -> Expression {
    lhs + rhs.expression * -1
}

package func * (lhs: some ExpressionConvertible, factor: Double) -> Expression {
    let expression = lhs.expression
    return Expression(expression.terms.map { ($0.variable, $0.coefficient * factor) }, constant: expression.constant * factor)
}

package func * (factor: Double, rhs: some ExpressionConvertible) -> Expression { rhs * factor }
