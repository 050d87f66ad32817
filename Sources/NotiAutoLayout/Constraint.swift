import Foundation

/// How strongly the solver holds a constraint, as Auto Layout's priorities: 1000 is required, 1–999 optional.
package struct Strength: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The Auto Layout priority, clamped to 1…1000.
    package let priority: Double

    package init(priority: Double) { self.priority = min(max(priority.isNaN ? 1 : priority, 1), 1000) }

    /// Must hold; a required constraint that cannot is reported and left out.
    package static let required = Strength(priority: 1000)
    /// Auto Layout's `defaultHigh` (750).
    package static let strong = Strength(priority: 750)
    /// Halfway (500).
    package static let medium = Strength(priority: 500)
    /// Auto Layout's `defaultLow` (250).
    package static let weak = Strength(priority: 250)

    package var isRequired: Bool { priority >= 1000 }

    /// The weight of a unit of error in the objective: ten times the weight of the priority 100 below, so a higher
    /// priority wins over a lower one pulling the other way, as Auto Layout satisfies constraints in priority order.
    var weight: Double { pow(10, priority / 100) }

    package static func < (lhs: Strength, rhs: Strength) -> Bool { lhs.priority < rhs.priority }
    package var description: String { String(Int(priority)) }
}

/// The relation between a constraint's two sides.
package enum Relation: String, Sendable {
    case equal = "=="
    case lessThanOrEqual = "<="
    case greaterThanOrEqual = ">="
}

/// A linear relation `expression (== | <= | >=) 0` held at a strength.
package final class Constraint: Hashable, CustomStringConvertible, @unchecked Sendable {
    /// The left side minus the right side.
    package let expression: Expression
    package let relation: Relation
    package let strength: Strength

    package init(_ expression: Expression, _ relation: Relation, strength: Strength = .required) {
        self.expression = expression
        self.relation = relation
        self.strength = strength
    }

    package static func == (lhs: Constraint, rhs: Constraint) -> Bool { lhs === rhs }

    /// Whether `other` states the same relation over the same variables at the same strength.
    package func isEquivalent(to other: Constraint) -> Bool {
        expression.constant == other.expression.constant && differsOnlyInConstant(from: other)
    }

    /// Whether `other` is this constraint but for the constant.
    package func differsOnlyInConstant(from other: Constraint) -> Bool {
        relation == other.relation && strength == other.strength && expression.terms.count == other.expression.terms.count
            && zip(expression.terms, other.expression.terms).allSatisfy { $0.variable === $1.variable && $0.coefficient == $1.coefficient }
    }
    package func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    package var description: String { "\(expression) \(relation.rawValue) 0 @\(strength)" }
}

package func == (lhs: some ExpressionConvertible, rhs: some ExpressionConvertible) -> Constraint {
    Constraint(lhs - rhs, .equal)
}

package func <= (lhs: some ExpressionConvertible, rhs: some ExpressionConvertible) -> Constraint {
    Constraint(lhs - rhs, .lessThanOrEqual)
}

package func >= (lhs: some ExpressionConvertible, rhs: some ExpressionConvertible) -> Constraint {
    Constraint(lhs - rhs, .greaterThanOrEqual)
}

infix operator ~: AdditionPrecedence

/// The same constraint at another strength: `(x == 10) ~ .weak`.
package func ~ (constraint: Constraint, strength: Strength) -> Constraint {
    Constraint(constraint.expression, constraint.relation, strength: strength)
}
