/// How predicates and sort descriptors read and compare objects' values (docs/rules/apple-frameworks.md#coredata).
enum ManagedComparison {
    /// `[c]`, `[d]` and `[cd]` of a predicate's string operators.
    struct Options: OptionSet, Sendable {
        let rawValue: Int
        static let caseInsensitive = Options(rawValue: 1)
        static let diacriticInsensitive = Options(rawValue: 2)
    }

    /// The value at a dotted key path of an object (a managed object's keys, a dictionary's keys); `self` is the
    /// object. Through a to-many relationship the path gives the values of every related object.
    static func value(of object: Any?, keyPath: String) -> Any? {
        var current: Any? = object
        for key in keyPath.split(separator: ".").map(String.init) where key != "self" {
            current = current.flatMap { value(of: $0, key: key) }
        }
        return current
    }

    private static func value(of object: Any, key: String) -> Any? {
        switch object {
        case let managed as NSManagedObject: return managed.value(forKey: key)
        case let dictionary as [String: Any]: return dictionary[key]
        case let set as NSSet: return set.allObjects.compactMap { value(of: $0, key: key) }
        case let array as [Any]: return array.compactMap { value(of: $0, key: key) }
        default: return nil
        }
    }

    /// The elements of a collection value (a set, an ordered set or an array), nil for a single value.
    static func elements(_ value: Any?) -> [Any]? {
        switch value {
        case let set as NSSet: return set.allObjects
        case let ordered as NSOrderedSet: return ordered.array
        case let array as [Any]: return array
        case let set as Set<AnyHashable>: return Array(set)
        default: return nil
        }
    }

    /// How two values order: absent values first; numbers, Booleans, dates and strings by value; other values by
    /// their descriptions.
    static func order(_ first: Any?, _ second: Any?, options: Options) -> ComparisonResult {
        switch (first.flatMap(ManagedValues.unwrapped), second.flatMap(ManagedValues.unwrapped)) {
        case (nil, nil): return .orderedSame
        case (nil, _): return .orderedAscending
        case (_, nil): return .orderedDescending
        case let (first?, second?):
            if let a = date(first), let b = date(second) { return compare(a, b) }
            if let a = ManagedValues.number(first), let b = ManagedValues.number(second) { return compare(a, b) }
            return compare(text(first, options), text(second, options))
        }
    }

    /// Whether two values are equal: the same object (or object identity), or values that order the same.
    static func equal(_ first: Any?, _ second: Any?, options: Options) -> Bool {
        if let a = first as? NSManagedObject, let b = second as? NSManagedObject { return a === b || a.objectID.isEqual(b.objectID) }
        if let a = first as? NSManagedObjectID { return a.isEqual((second as? NSManagedObject)?.objectID ?? second) }
        if first is NSManagedObject || second is NSManagedObject { return false }
        return order(first, second, options: options) == .orderedSame
    }

    /// A value's text for string comparison, folded as the options say.
    static func text(_ value: Any, _ options: Options) -> String {
        var text = (value as? String) ?? (value as? NSString).map { String($0) } ?? (value as? UUID)?.uuidString
            ?? (value as? URL)?.absoluteString ?? "\(value)"
        if options.contains(.diacriticInsensitive) { text = text.folding(options: .diacriticInsensitive, locale: nil) }
        if options.contains(.caseInsensitive) { text = text.lowercased() }
        return text
    }

    private static func date(_ value: Any) -> Date? {
        (value as? Date) ?? (value as? NSDate).map { Date(timeIntervalSinceReferenceDate: $0.timeIntervalSinceReferenceDate) }
    }

    private static func compare<T: Comparable>(_ first: T, _ second: T) -> ComparisonResult {
        first < second ? .orderedAscending : first > second ? .orderedDescending : .orderedSame
    }

    /// The opposite order.
    static func reversed(_ order: ComparisonResult) -> ComparisonResult {
        switch order {
        case .orderedAscending: return .orderedDescending
        case .orderedDescending: return .orderedAscending
        case .orderedSame: return .orderedSame
        }
    }
}
