import Foundation

/// The keychain the extension's process sees (docs/rules/apple-frameworks.md#the-keychain): one property list per access group in the
/// folder the host names in `NOTISIM_KEYCHAIN` (the workspace state's `keychain/`), each an array of items, read for
/// every call and written whole when one changes; without that folder, items kept in memory for the process's life.
/// The process may reach the access groups of its entitlements (`NOTISIM_KEYCHAIN_ACCESS_GROUPS`), then its own
/// (its bundle identifier, where iOS has the team's app ID), then its app groups, in that order, as on iOS.
final class KeychainStore: @unchecked Sendable {
    /// The store of this process.
    static let shared = KeychainStore(environment: ProcessInfo.processInfo.environment)

    /// The access groups the process may reach; the first is where an item without `kSecAttrAccessGroup` goes.
    let accessGroups: [String]
    private let folder: URL?
    private let lock = NSLock()
    private var memory: [String: [[String: Any]]] = [:]

    init(accessGroups: [String], folder: URL?) {
        self.accessGroups = accessGroups
        self.folder = folder
    }

    /// The store the host's environment describes.
    convenience init(environment: [String: String]) {
        func json<T>(_ name: String, as type: T.Type) -> T? {
            environment[name].flatMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? T }
        }
        let entitled = json("NOTISIM_KEYCHAIN_ACCESS_GROUPS", as: [String].self) ?? []
        let own = environment["NOTISIM_EXTENSION_CONTAINER"].map { URL(fileURLWithPath: $0).lastPathComponent } ?? "notisim.extension"
        let appGroups = (json("NOTISIM_APP_GROUPS", as: [String: String].self) ?? [:]).keys.sorted()
        var seen = Set<String>()
        self.init(accessGroups: (entitled + [own] + appGroups).filter { seen.insert($0).inserted },
                  folder: environment["NOTISIM_KEYCHAIN"].flatMap { $0.hasPrefix("/") ? URL(fileURLWithPath: $0, isDirectory: true) : nil })
    }

    /// Runs `body` on the items of each access group it names, with the store locked; when `body` succeeds and
    /// `writes` is true, every group is written back (`errSecIO` when one cannot be).
    func withItems(in groups: [String], writes: Bool, _ body: (inout [String: [[String: Any]]]) -> OSStatus) -> OSStatus {
        lock.withLock {
            var items = Dictionary(groups.map { ($0, read($0)) }) { first, _ in first }
            let status = body(&items)
            guard writes, status == errSecSuccess else { return status }
            for (group, list) in items where !(list.isEmpty && !exists(group)) {
                guard write(list, to: group) else { return errSecIO }
            }
            return status
        }
    }

    /// Whether the group has been written before.
    private func exists(_ group: String) -> Bool {
        guard let file = file(group) else { return memory[group] != nil }
        return FileManager.default.fileExists(atPath: file.path)
    }

    private func file(_ group: String) -> URL? {
        folder?.appendingPathComponent(group.replacingOccurrences(of: "/", with: "_") + ".plist")
    }

    private func read(_ group: String) -> [[String: Any]] {
        guard let file = file(group) else { return memory[group] ?? [] }
        guard let data = try? Data(contentsOf: file),
              let items = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [[String: Any]] else { return [] }
        return items
    }

    private func write(_ items: [[String: Any]], to group: String) -> Bool {
        guard let file = file(group) else {
            memory[group] = items
            return true
        }
        do {
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true,
                                                    attributes: [.posixPermissions: 0o700])
            try PropertyListSerialization.data(fromPropertyList: items, format: .xml, options: 0).write(to: file, options: .atomic)
            try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: file.path)
            return true
        } catch {
            return false
        }
    }
}
