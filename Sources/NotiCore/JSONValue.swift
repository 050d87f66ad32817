/// A JSON value: the shape of APNs payloads, `userInfo` and workspace files.
public enum JSONValue: Sendable, Hashable {
    case null
    case bool(Bool)
    /// A number kept as written, so huge or precise values survive a round trip.
    case number(JSONNumber)
    case string(String)
    case array([JSONValue])
    /// Keys in the order they were written; lookups take the first match.
    case object([(key: String, value: JSONValue)])

    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): return true
        case let (.bool(a), .bool(b)): return a == b
        case let (.number(a), .number(b)): return a == b
        case let (.string(a), .string(b)): return a == b
        case let (.array(a), .array(b)): return a == b
        case let (.object(a), .object(b)):
            return a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: return false
        }
    }

    public func hash(into hasher: inout Hasher) {
        switch self {
        case .null: hasher.combine(0)
        case .bool(let b): hasher.combine(b)
        case .number(let n): hasher.combine(n)
        case .string(let s): hasher.combine(s)
        case .array(let a): hasher.combine(a)
        case .object(let o):
            for (k, v) in o { hasher.combine(k); hasher.combine(v) }
        }
    }

    /// The member named `key` of an object, or nil.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// The string, when this is a string.
    public var stringValue: String? { if case .string(let s) = self { return s } else { return nil } }
    /// The number as a Double, when this is a number.
    public var doubleValue: Double? { if case .number(let n) = self { return n.doubleValue } else { return nil } }
    /// The number as an Int, when this is a number with no fraction that fits.
    public var intValue: Int? { if case .number(let n) = self { return n.intValue } else { return nil } }
    /// The bool, when this is `true` or `false`.
    public var boolValue: Bool? { if case .bool(let b) = self { return b } else { return nil } }
    /// The members, when this is an object.
    public var objectValue: [(key: String, value: JSONValue)]? { if case .object(let o) = self { return o } else { return nil } }
    /// The elements, when this is an array.
    public var arrayValue: [JSONValue]? { if case .array(let a) = self { return a } else { return nil } }

    /// A short name of the value's type for messages ("a string", "an object").
    public var kindDescription: String {
        switch self {
        case .null: return "null"
        case .bool: return "a boolean"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}

/// A JSON number kept as its literal text.
public struct JSONNumber: Sendable, Hashable, CustomStringConvertible {
    /// The literal as it appeared in the source, e.g. `57`, `1.0`, `1e400`.
    public let literal: String

    public init(literal: String) { self.literal = literal }
    public init(_ value: Int) { self.literal = String(value) }
    public init(_ value: Double) {
        if value.rounded() == value, abs(value) < 1e15 { self.literal = String(Int(value)) } else { self.literal = String(value) }
    }

    /// The value as a Double (may be infinite for huge literals).
    public var doubleValue: Double { Double(literal) ?? .nan }
    /// The value as an Int when the literal is integral and fits.
    public var intValue: Int? {
        if let i = Int(literal) { return i }
        let d = doubleValue
        guard d.isFinite, d.rounded() == d, d >= Double(Int.min), d < Double(Int.max) else { return nil }
        return Int(d)
    }
    public var description: String { literal }
}

extension JSONValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral,
    ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral, ExpressibleByNilLiteral
{
    public init(stringLiteral value: String) { self = .string(value) }
    public init(integerLiteral value: Int) { self = .number(JSONNumber(value)) }
    public init(floatLiteral value: Double) { self = .number(JSONNumber(value)) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    public init(dictionaryLiteral elements: (String, JSONValue)...) { self = .object(elements.map { (key: $0.0, value: $0.1) }) }
    public init(nilLiteral: ()) { self = .null }
}
