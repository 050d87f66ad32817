/// How managed objects keep attribute values and hand them to properties of other types (docs/rules/apple-frameworks.md#coredata):
/// one form per attribute type (integers `Int64`, `Double` and `Float` as `Double`, `Boolean` as `Bool`, `Decimal`
/// as `Decimal`, `String`, `Date`, `Data`, `UUID`, `URL`), converted to what a property declares (`Int16`,
/// `NSNumber?`, `NSDecimalNumber?`, …) when read.
enum ManagedValues {
    /// `value` in the form the attribute type keeps; the value unchanged for a type without one (transformable).
    static func canonical(_ value: Any, as type: NSAttributeType?) -> Any? {
        guard let value = unwrapped(value) else { return nil }
        switch type {
        case .integer16AttributeType, .integer32AttributeType, .integer64AttributeType: return integer(value)
        case .doubleAttributeType, .floatAttributeType: return number(value)
        case .booleanAttributeType: return integer(value).map { $0 != 0 }
        case .decimalAttributeType: return (value as? Decimal) ?? (value as? NSDecimalNumber)?.decimalValue ?? number(value).map { Decimal($0) }
        case .stringAttributeType: return (value as? String) ?? (value as? NSString).map { String($0) }
        case .dateAttributeType: return (value as? Date) ?? (value as? NSDate).map { Date(timeIntervalSinceReferenceDate: $0.timeIntervalSinceReferenceDate) }
        case .binaryDataAttributeType: return (value as? Data) ?? (value as? NSData).map { Data($0) }
        case .UUIDAttributeType: return (value as? UUID) ?? (value as? NSUUID).map { UUID(uuidString: $0.uuidString) ?? UUID() }
        case .URIAttributeType: return (value as? URL) ?? (value as? NSURL).flatMap { $0.absoluteURL }
        default: return value
        }
    }

    /// A whole number from an integer, a floating-point number, a Boolean or an `NSNumber`.
    static func integer(_ value: Any) -> Int64? {
        switch value {
        case let bool as Bool: return bool ? 1 : 0
        case let integer as any BinaryInteger: return Int64(truncatingIfNeeded: integer)
        case let double as Double: return Int64(exactly: double.rounded(.towardZero))
        case let float as Float: return Int64(exactly: float.rounded(.towardZero))
        case let decimal as Decimal: return NSDecimalNumber(decimal: decimal).int64Value
        case let number as NSNumber: return number.int64Value
        default: return nil
        }
    }

    /// A floating-point number from any number, a Boolean or an `NSNumber`.
    static func number(_ value: Any) -> Double? {
        switch value {
        case let double as Double: return double
        case let float as Float: return Double(float)
        case let bool as Bool: return bool ? 1 : 0
        case let integer as any BinaryInteger: return Double(integer)
        case let decimal as Decimal: return NSDecimalNumber(decimal: decimal).doubleValue
        case let number as NSNumber: return number.doubleValue
        default: return nil
        }
    }

    /// The value inside an optional (nil for `.none`), or the value itself.
    static func unwrapped(_ value: Any) -> Any? {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return value }
        return mirror.children.first.flatMap { unwrapped($0.value) }
    }

    /// A stored value as the type a property declares: converted when its form differs, nil for an optional
    /// property without a value, and zero (or an empty string, or the reference date) for a scalar without one.
    static func cast<Value>(_ raw: Any?, key: String) -> Value {
        if let raw {
            if let value = raw as? Value { return value }
            if let convertible = Value.self as? any ManagedConvertible.Type, let value = convertible.init(managedValue: raw) as? Value { return value }
            if let value = objects(bridging: raw).lazy.compactMap({ $0 as? Value }).first { return value }
        }
        if let optional = Value.self as? any ExpressibleByNilLiteral.Type, let none = optional.init(nilLiteral: ()) as? Value { return none }
        if let convertible = Value.self as? any ManagedConvertible.Type, let empty = convertible.emptyManagedValue as? Value { return empty }
        fatalError("CoreData: the value of '\(key)' is \(raw.map { "\(type(of: $0))" } ?? "nil"), not \(Value.self)")
    }

    /// The Foundation objects a kept value may be read as (`NSNumber`, `NSDecimalNumber`, `NSString`, `NSDate`, …).
    static func objects(bridging raw: Any) -> [Any] {
        switch raw {
        case let bool as Bool: return [NSNumber(value: bool)]
        case let integer as Int64: return [NSNumber(value: integer), NSDecimalNumber(decimal: Decimal(integer))]
        case let double as Double: return [NSNumber(value: double), NSDecimalNumber(decimal: Decimal(double))]
        case let decimal as Decimal: return [NSDecimalNumber(decimal: decimal)]
        case let string as String: return [NSString(string: string)]
        case let date as Date: return [NSDate(timeIntervalSinceReferenceDate: date.timeIntervalSinceReferenceDate)]
        case let data as Data: return [NSData(data: data)]
        case let url as URL: return [NSURL(string: url.absoluteString) as Any]
        default: return []
        }
    }

    /// Related objects as a property declares them: the object (or nil) for a to-one relationship; `NSSet`,
    /// `NSOrderedSet`, `Set` or an array of them for a to-many one.
    static func relationshipValue<Value>(_ objects: [NSManagedObject], toMany: Bool, ordered: Bool, key: String) -> Value {
        guard toMany else { return cast(objects.first, key: key) }
        if let collection = Value.self as? any ManagedCollection.Type, let value = collection.init(managedObjects: objects) as? Value { return value }
        return cast(ordered ? NSOrderedSet(array: objects) as Any : NSSet(array: objects) as Any, key: key)
    }

    /// The objects a relationship is set to: one object, nil, or a set, ordered set or array of them.
    static func objects(in value: Any?) -> [NSManagedObject] {
        guard let value = value.flatMap(unwrapped) else { return [] }
        if let object = value as? NSManagedObject { return [object] }
        if let collection = value as? any ManagedCollection { return collection.managedObjects }
        if let set = value as? NSSet { return set.allObjects.compactMap { $0 as? NSManagedObject } }
        if let ordered = value as? NSOrderedSet { return ordered.array.compactMap { $0 as? NSManagedObject } }
        if let array = value as? [Any] { return array.compactMap { $0 as? NSManagedObject } }
        return []
    }

    /// A model's default value (`defaultValueString`) as the attribute's type keeps it.
    static func defaultValue(_ text: String, of type: NSAttributeType) -> Any? {
        switch type {
        case .integer16AttributeType, .integer32AttributeType, .integer64AttributeType: return Int64(text)
        case .doubleAttributeType, .floatAttributeType: return Double(text)
        case .booleanAttributeType: return ["YES", "1", "true"].contains(text)
        case .decimalAttributeType: return Decimal(string: text)
        case .stringAttributeType: return text
        case .dateAttributeType: return Double(text).map { Date(timeIntervalSinceReferenceDate: $0) }
        case .UUIDAttributeType: return UUID(uuidString: text)
        case .URIAttributeType: return URL(string: text)
        default: return nil
        }
    }
}

/// A type an `@NSManaged` property may declare for an attribute, made from the kept form.
protocol ManagedConvertible {
    init?(managedValue: Any)
    /// What a property of this type reads when the attribute has no value, nil when it must have one.
    static var emptyManagedValue: Self? { get }
}

extension ManagedConvertible where Self: BinaryInteger {
    init?(managedValue: Any) {
        guard let integer = ManagedValues.integer(managedValue) else { return nil }
        self.init(truncatingIfNeeded: integer)
    }
    static var emptyManagedValue: Self? { 0 }
}

extension Int: ManagedConvertible {}
extension Int16: ManagedConvertible {}
extension Int32: ManagedConvertible {}
extension Int64: ManagedConvertible {}

extension Double: ManagedConvertible {
    init?(managedValue: Any) { guard let number = ManagedValues.number(managedValue) else { return nil }; self = number }
    static var emptyManagedValue: Double? { 0 }
}

extension Float: ManagedConvertible {
    init?(managedValue: Any) { guard let number = ManagedValues.number(managedValue) else { return nil }; self = Float(number) }
    static var emptyManagedValue: Float? { 0 }
}

extension Bool: ManagedConvertible {
    init?(managedValue: Any) { guard let integer = ManagedValues.integer(managedValue) else { return nil }; self = integer != 0 }
    static var emptyManagedValue: Bool? { false }
}

extension String: ManagedConvertible {
    init?(managedValue: Any) { guard let string = managedValue as? NSString else { return nil }; self = String(string) }
    static var emptyManagedValue: String? { "" }
}

extension Decimal: ManagedConvertible {
    init?(managedValue: Any) {
        guard let value = ManagedValues.canonical(managedValue, as: .decimalAttributeType) as? Decimal else { return nil }
        self = value
    }
    static var emptyManagedValue: Decimal? { 0 }
}

extension Optional: ManagedConvertible where Wrapped: ManagedConvertible {
    init?(managedValue: Any) {
        guard let wrapped = Wrapped(managedValue: managedValue) else { return nil }
        self = .some(wrapped)
    }
    static var emptyManagedValue: Self? { .some(.none) }
}

/// A collection type an `@NSManaged` property may declare for a to-many relationship.
protocol ManagedCollection {
    init?(managedObjects: [NSManagedObject])
    var managedObjects: [NSManagedObject] { get }
}

extension Set: ManagedCollection where Element: NSManagedObject {
    init?(managedObjects: [NSManagedObject]) { self = Set(managedObjects.compactMap { $0 as? Element }) }
    var managedObjects: [NSManagedObject] { Array(self) }
}

extension Array: ManagedCollection where Element: NSManagedObject {
    init?(managedObjects: [NSManagedObject]) { self = managedObjects.compactMap { $0 as? Element } }
    var managedObjects: [NSManagedObject] { self }
}

extension Optional: ManagedCollection where Wrapped: ManagedCollection {
    init?(managedObjects: [NSManagedObject]) { self = Wrapped(managedObjects: managedObjects) }
    var managedObjects: [NSManagedObject] { self?.managedObjects ?? [] }
}
