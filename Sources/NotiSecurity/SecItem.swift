import Foundation

/// Adds an item (Security): `attributes` needs `kSecClass` (`kSecClassGenericPassword` or
/// `kSecClassInternetPassword`); `kSecAttrAccessGroup` defaults to the process's first access group and must be one
/// of its groups (`errSecMissingEntitlement` otherwise). An item with the same primary attributes already there is
/// `errSecDuplicateItem`. With `kSecReturnData` or `kSecReturnAttributes`, `result` gets the item as
/// `SecItemCopyMatching` answers it.
public func SecItemAdd(_ attributes: CFDictionary, _ result: UnsafeMutablePointer<CFTypeRef?>?) -> OSStatus {
    let query = KeychainQuery(attributes)
    let store = KeychainStore.shared
    guard let itemClass = query.itemClass else { return errSecParam }
    let group = query.accessGroup ?? store.accessGroups.first ?? ""
    guard store.accessGroups.contains(group) else { return errSecMissingEntitlement }
    var item = query.attributes
    let now = Date()
    item[kSecClass] = itemClass
    item[kSecAttrAccessGroup] = group
    item[kSecAttrAccessible] = item[kSecAttrAccessible] ?? kSecAttrAccessibleWhenUnlocked
    item[kSecAttrCreationDate] = now
    item[kSecAttrModificationDate] = now
    item[kSecValueData] = query.data
    return store.withItems(in: [group], writes: true) { items in
        if items[group, default: []].contains(where: { KeychainQuery.sameItem($0, item) }) { return errSecDuplicateItem }
        items[group, default: []].append(item)
        result?.pointee = SecItemAnswer.of([item], for: query)
        return errSecSuccess
    }
}

/// Finds items (Security): those of `query`'s class with all its attributes, in its `kSecAttrAccessGroup` or in
/// every group of the process. `result` gets, for one item (`kSecMatchLimitOne`, the default), its data
/// (`kSecReturnData`) or a `[String: Any]` of its attributes (`kSecReturnAttributes`, with `v_Data` when both are
/// asked); for `kSecMatchLimitAll`, an array of those; nothing when neither is asked. `errSecItemNotFound` when none
/// matches.
public func SecItemCopyMatching(_ query: CFDictionary, _ result: UnsafeMutablePointer<CFTypeRef?>?) -> OSStatus {
    let search = KeychainQuery(query)
    return SecItemSearch.run(search, writes: false) { items, found in
        result?.pointee = SecItemAnswer.of(found.map { items[$0.group]![$0.index] }, for: search)
        return errSecSuccess
    }
}

/// Changes every item `query` finds (Security) to have `attributesToUpdate` (`kSecValueData` replaces the data);
/// `errSecItemNotFound` when none matches, `errSecDuplicateItem` when a changed item would equal another.
public func SecItemUpdate(_ query: CFDictionary, _ attributesToUpdate: CFDictionary) -> OSStatus {
    let search = KeychainQuery(query)
    let change = KeychainQuery(attributesToUpdate)
    if let moved = change.accessGroup, !KeychainStore.shared.accessGroups.contains(moved) { return errSecMissingEntitlement }
    return SecItemSearch.run(search, writes: true) { items, found in
        for (group, index) in found {
            var item = items[group]![index]
            item.merge(change.attributes) { _, new in new }
            if let data = change.data { item[kSecValueData] = data }
            item[kSecAttrModificationDate] = Date()
            items[group]![index] = item
        }
        let all = Array(items.values.joined())
        for (offset, item) in all.enumerated() where all[(offset + 1)...].contains(where: { KeychainQuery.sameItem($0, item) }) {
            return errSecDuplicateItem
        }
        return errSecSuccess
    }
}

/// Removes every item `query` finds (Security); `errSecItemNotFound` when none matches.
public func SecItemDelete(_ query: CFDictionary) -> OSStatus {
    SecItemSearch.run(KeychainQuery(query), writes: true) { items, found in
        for (group, index) in found.sorted(by: { $0.index > $1.index }) { items[group]!.remove(at: index) }
        return errSecSuccess
    }
}

/// The search the three finding functions share.
enum SecItemSearch {
    /// Runs `body` on the items `search` finds (a group and an index in it), in order, at most one unless it asks for
    /// all; `errSecParam` without a known class, `errSecMissingEntitlement` for a group the process lacks,
    /// `errSecItemNotFound` when none matches.
    static func run(_ search: KeychainQuery, writes: Bool,
                    _ body: (inout [String: [[String: Any]]], [(group: String, index: Int)]) -> OSStatus) -> OSStatus {
        let store = KeychainStore.shared
        guard search.itemClass != nil else { return errSecParam }
        if let group = search.accessGroup, !store.accessGroups.contains(group) { return errSecMissingEntitlement }
        let groups = search.accessGroup.map { [$0] } ?? store.accessGroups
        return store.withItems(in: groups, writes: writes) { items in
            var found: [(group: String, index: Int)] = []
            for group in groups {
                found += items[group, default: []].indices.filter { search.matches(items[group]![$0]) }.map { (group, $0) }
            }
            guard !found.isEmpty else { return errSecItemNotFound }
            return body(&items, writes || search.matchesAll ? found : [found[0]])
        }
    }
}

/// What a search puts in its result.
enum SecItemAnswer {
    /// `items` as `query` asks for them; nil when it asks for neither data nor attributes.
    static func of(_ items: [[String: Any]], for query: KeychainQuery) -> CFTypeRef? {
        guard query.returnsData || query.returnsAttributes else { return nil }
        let answers: [Any] = items.map { item in
            guard query.returnsAttributes else { return item[kSecValueData] as? Data ?? Data() }
            return query.returnsData ? item : item.filter { $0.key != kSecValueData }
        }
        return (query.matchesAll ? answers as Any : answers.first as Any) as AnyObject
    }
}
