/// A condition objects are filtered by (CoreData's use of Foundation's class, which cannot read a format on Linux):
/// notisim reads the common part of Apple's predicate format itself (docs/rules/apple-frameworks.md#coredata). A format it cannot
/// read stops the extension with Apple's message, as iOS raises for a format it cannot parse.
open class NSPredicate: NSObject, @unchecked Sendable {
    /// The condition, read from the format.
    let condition: PredicateCondition
    /// The format as given, with its arguments substituted.
    open private(set) var predicateFormat: String

    /// A predicate read from `predicateFormat` with `%@`, `%K`, `%d`, `%f`, … taking `arguments` in order.
    public init(format predicateFormat: String, argumentArray arguments: [Any]?) {
        do throws(PredicateFormatError) {
            var parser = try PredicateParser(format: predicateFormat, arguments: arguments ?? [])
            condition = try parser.parse()
        } catch {
            fatalError("Unable to parse the format string \"\(predicateFormat)\" (\(error.reason))")
        }
        self.predicateFormat = predicateFormat
        super.init()
    }

    /// A predicate read from `predicateFormat` with its arguments.
    public convenience init(format predicateFormat: String, _ args: any CVarArg...) {
        self.init(format: predicateFormat, argumentArray: args)
    }

    /// A predicate that is always `value`.
    public init(value: Bool) {
        condition = .constant(value)
        predicateFormat = value ? "TRUEPREDICATE" : "FALSEPREDICATE"
        super.init()
    }

    /// A predicate that asks `block` about each object.
    public init(block: @escaping (Any?, [String: Any]?) -> Bool) {
        nonisolated(unsafe) let block = block
        condition = .block { block($0, nil) }
        predicateFormat = "BLOCKPREDICATE"
        super.init()
    }

    init(condition: PredicateCondition, format: String) {
        self.condition = condition; predicateFormat = format
        super.init()
    }

    /// Whether `object` (a managed object, or a dictionary of values) satisfies the predicate.
    open func evaluate(with object: Any?) -> Bool { condition.evaluate(object) }

    open override var description: String { predicateFormat }
}

/// Predicates joined by AND or OR, or one negated (Foundation).
open class NSCompoundPredicate: NSPredicate, @unchecked Sendable {
    /// How the subpredicates join.
    public enum LogicalType: UInt, Sendable { case not = 0, and = 1, or = 2 }

    open private(set) var compoundPredicateType: LogicalType
    open private(set) var subpredicates: [Any]

    public init(type: LogicalType, subpredicates: [NSPredicate]) {
        compoundPredicateType = type
        self.subpredicates = subpredicates
        let conditions = subpredicates.map(\.condition)
        let joined: PredicateCondition
        switch type {
        case .and: joined = .and(conditions)
        case .or: joined = .or(conditions)
        case .not: joined = .not(conditions.first ?? .constant(false))
        }
        let formats = subpredicates.map { "(\($0.predicateFormat))" }
        super.init(condition: joined, format: type == .not ? "NOT " + (formats.first ?? "") : formats.joined(separator: type == .and ? " AND " : " OR "))
    }

    public convenience init(andPredicateWithSubpredicates subpredicates: [NSPredicate]) { self.init(type: .and, subpredicates: subpredicates) }
    public convenience init(orPredicateWithSubpredicates subpredicates: [NSPredicate]) { self.init(type: .or, subpredicates: subpredicates) }
    public convenience init(notPredicateWithSubpredicate predicate: NSPredicate) { self.init(type: .not, subpredicates: [predicate]) }
}

/// A predicate's condition.
indirect enum PredicateCondition: @unchecked Sendable {
    case constant(Bool)
    case not(PredicateCondition)
    case and([PredicateCondition])
    case or([PredicateCondition])
    case comparison(PredicateComparison)
    case block((Any?) -> Bool)

    func evaluate(_ object: Any?) -> Bool {
        switch self {
        case .constant(let value): return value
        case .not(let condition): return !condition.evaluate(object)
        case .and(let conditions): return conditions.allSatisfy { $0.evaluate(object) }
        case .or(let conditions): return conditions.contains { $0.evaluate(object) }
        case .comparison(let comparison): return comparison.evaluate(object)
        case .block(let block): return block(object)
        }
    }
}

/// One side of a comparison: a key path into the object, or a value.
enum PredicateOperand: @unchecked Sendable {
    case keyPath(String)
    case value(Any?)

    func value(for object: Any?) -> Any? {
        switch self {
        case .keyPath(let path): return ManagedComparison.value(of: object, keyPath: path)
        case .value(let value): return value
        }
    }
}

/// `left OPERATOR right`, with `ANY` before the left side and `[cd]` after the operator.
struct PredicateComparison: @unchecked Sendable {
    enum Operator: Sendable { case equal, notEqual, less, lessOrEqual, greater, greaterOrEqual, contains, beginsWith, endsWith, like, isIn }

    var left: PredicateOperand
    var op: Operator
    var right: PredicateOperand
    var options: ManagedComparison.Options

    func evaluate(_ object: Any?) -> Bool {
        let lhs = left.value(for: object), rhs = right.value(for: object)
        if op == .isIn { return (ManagedComparison.elements(rhs) ?? [rhs as Any]).contains { ManagedComparison.equal(lhs, $0, options: options) } }
        // A collection on the left (a to-many key path, with or without ANY) matches when one of its elements does;
        // CONTAINS asks whether the collection holds the value.
        if let elements = ManagedComparison.elements(lhs) {
            if op == .contains { return elements.contains { ManagedComparison.equal($0, rhs, options: options) } }
            return elements.contains { holds($0, rhs) }
        }
        return holds(lhs, rhs)
    }

    private func holds(_ lhs: Any?, _ rhs: Any?) -> Bool {
        let order = { ManagedComparison.order(lhs, rhs, options: options) }
        let texts = { () -> (String, String)? in
            guard let lhs = lhs.flatMap(ManagedValues.unwrapped), let rhs = rhs.flatMap(ManagedValues.unwrapped) else { return nil }
            return (ManagedComparison.text(lhs, options), ManagedComparison.text(rhs, options))
        }
        switch op {
        case .equal: return ManagedComparison.equal(lhs, rhs, options: options)
        case .notEqual: return !ManagedComparison.equal(lhs, rhs, options: options)
        case .less: return lhs != nil && rhs != nil && order() == .orderedAscending
        case .lessOrEqual: return lhs != nil && rhs != nil && order() != .orderedDescending
        case .greater: return lhs != nil && rhs != nil && order() == .orderedDescending
        case .greaterOrEqual: return lhs != nil && rhs != nil && order() != .orderedAscending
        case .contains: return texts().map { $0.0.contains($0.1) } ?? false
        case .beginsWith: return texts().map { $0.0.hasPrefix($0.1) } ?? false
        case .endsWith: return texts().map { $0.0.hasSuffix($0.1) } ?? false
        case .like: return texts().map { Self.like($0.0, pattern: Array($0.1)) } ?? false
        case .isIn: return false
        }
    }

    /// LIKE's wildcards: `*` any run of characters, `?` one character.
    private static func like(_ text: String, pattern: [Character]) -> Bool {
        let characters = Array(text)
        func match(_ t: Int, _ p: Int) -> Bool {
            guard p < pattern.count else { return t == characters.count }
            switch pattern[p] {
            case "*": return (t...characters.count).contains { match($0, p + 1) }
            case "?": return t < characters.count && match(t + 1, p + 1)
            default: return t < characters.count && characters[t] == pattern[p] && match(t + 1, p + 1)
            }
        }
        return match(0, 0)
    }
}
