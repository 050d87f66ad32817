import Foundation

/// How `UserDefaults` reads a stored value as a number or a Boolean, and which values it may store.
enum DefaultsValue {
    /// A number, a Boolean (1 or 0) or a string holding a number, as a `Double`.
    static func number(_ value: Any?) -> Double? {
        switch value {
        case let flag as Bool: return flag ? 1 : 0
        case let integer as Int: return Double(integer)
        case let double as Double: return double
        case let number as NSNumber: return number.doubleValue
        case let text as String: return Double(text.trimmingCharacters(in: .whitespaces))
        default: return nil
        }
    }

    /// A Boolean, a non-zero number, or `YES`/`true` (any case) or a non-zero number's text.
    static func bool(_ value: Any?) -> Bool {
        if let text = value as? String, ["yes", "true"].contains(text.lowercased()) { return true }
        return (number(value) ?? 0) != 0
    }

    /// `value` as a property list value (strings, numbers, Booleans, dates, data, and arrays and dictionaries with
    /// string keys of them), nil when it is not one.
    static func propertyList(_ value: Any) -> Any? {
        switch value {
        case is String, is Bool, is Int, is Double, is Date, is Data: return value
        case let number as NSNumber: return number
        case let float as Float: return Double(float)
        case let integer as any BinaryInteger: return Int(exactly: integer)
        case let array as [Any]:
            let elements = array.compactMap(propertyList)
            return elements.count == array.count ? elements : nil
        case let dictionary as [String: Any]:
            let members = dictionary.compactMapValues(propertyList)
            return members.count == dictionary.count ? members : nil
        default: return nil
        }
    }
}
