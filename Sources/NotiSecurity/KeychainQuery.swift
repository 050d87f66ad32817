import Foundation

/// A keychain function's dictionary read apart: the item class, the attributes an item has or must match, the
/// secret data, and what a search answers with.
struct KeychainQuery {
    /// `kSecClass`'s value, when it is one this keychain keeps.
    let itemClass: String?
    /// Item attributes (`acct`, `svce`, `agrp`, `pdmn`, …): what an added item has, or what a found one must match.
    let attributes: [String: Any]
    /// `kSecValueData`.
    let data: Data?
    let returnsData: Bool
    let returnsAttributes: Bool
    /// `kSecMatchLimit` is `kSecMatchLimitAll`.
    let matchesAll: Bool

    /// The classes this keychain keeps.
    static let classes: Set<String> = [kSecClassGenericPassword, kSecClassInternetPassword]

    /// Keys that are not attributes of an item: what to return, how many, and options that change nothing here.
    private static func isControl(_ key: String) -> Bool {
        key == kSecClass || key == kSecValueData || key == kSecUseDataProtectionKeychain
            || key.hasPrefix("r_") || key.hasPrefix("m_") || key.hasPrefix("u_")
    }

    init(_ dictionary: CFDictionary) {
        var values: [String: Any] = [:]
        for (key, value) in dictionary {
            guard let name = key.base as? String, let value = Self.unwrapped(value) else { continue }
            values[name] = value
        }
        itemClass = (values[kSecClass] as? String).flatMap { Self.classes.contains($0) ? $0 : nil }
        attributes = values.filter { !Self.isControl($0.key) }
        data = values[kSecValueData] as? Data
        returnsData = Self.flag(values[kSecReturnData])
        returnsAttributes = Self.flag(values[kSecReturnAttributes])
        matchesAll = (values[kSecMatchLimit] as? String) == kSecMatchLimitAll
    }

    /// The access group the dictionary names, if it names one.
    var accessGroup: String? { attributes[kSecAttrAccessGroup] as? String }

    /// Whether `item` has every attribute of this query; `kSecAttrSynchronizableAny` matches either way, and an
    /// item without `sync` is one that does not sync.
    func matches(_ item: [String: Any]) -> Bool {
        guard item[kSecClass] as? String == itemClass else { return false }
        return attributes.allSatisfy { key, wanted in
            if key == kSecAttrSynchronizable {
                return (wanted as? String) == kSecAttrSynchronizableAny || Self.flag(wanted) == Self.flag(item[key])
            }
            return item[key].map { Self.same($0, wanted) } ?? false
        }
    }

    /// The attributes that make an item unique within its class and access group, as iOS checks duplicates.
    static func primaryKeys(_ itemClass: String) -> [String] {
        itemClass == kSecClassInternetPassword
            ? [kSecAttrAccessGroup, kSecAttrAccount, kSecAttrServer, kSecAttrProtocol, kSecAttrPort, kSecAttrPath,
               kSecAttrSecurityDomain, kSecAttrAuthenticationType, kSecAttrSynchronizable]
            : [kSecAttrAccessGroup, kSecAttrAccount, kSecAttrService, kSecAttrSynchronizable]
    }

    /// Whether two items of one class are the same item by their primary attributes.
    static func sameItem(_ first: [String: Any], _ second: [String: Any]) -> Bool {
        guard let itemClass = first[kSecClass] as? String, second[kSecClass] as? String == itemClass else { return false }
        return primaryKeys(itemClass).allSatisfy { key in
            switch (first[key], second[key]) {
            case (nil, nil): true
            case let (one?, other?): same(one, other)
            case let (one?, nil), let (nil, one?): key == kSecAttrSynchronizable && !flag(one)
            }
        }
    }

    /// Whether two attribute values are equal: strings, data and dates as they are, numbers and Booleans by value.
    static func same(_ first: Any, _ second: Any) -> Bool {
        switch (first, second) {
        case let (one as String, other as String): one == other
        case let (one as Data, other as Data): one == other
        case let (one as Date, other as Date): one == other
        default: number(first).map { $0 == number(second) } ?? false
        }
    }

    /// A number or Boolean value as a `Double`.
    private static func number(_ value: Any) -> Double? {
        switch value {
        case let flag as Bool: flag ? 1 : 0
        case let integer as Int: Double(integer)
        case let double as Double: double
        case let number as NSNumber: number.doubleValue
        default: nil
        }
    }

    /// A Boolean option: `true`, `kCFBooleanTrue`, or a non-zero number.
    static func flag(_ value: Any?) -> Bool { value.flatMap(number).map { $0 != 0 } ?? false }

    /// `value` without the optional `kCFBooleanTrue` (implicitly unwrapped) wraps it in when written without `!`.
    private static func unwrapped(_ value: Any) -> Any? {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return value }
        return mirror.children.first.flatMap { unwrapped($0.value) }
    }
}
