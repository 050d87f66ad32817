import Foundation

/// One defaults domain: the values of a `Library/Preferences/<domain>.plist` file, read again whenever the file changed
/// (the app, a script or another extension process may have written it) and written whole, atomically, on each change,
/// as an XML property list; or, without a file, values kept in memory for the process's life.
/// Every `UserDefaults` of one domain in a process shares one instance (``shared(_:)``).
package final class PreferencesDomain: @unchecked Sendable {
    /// The property list file; nil keeps the values in memory.
    package let file: URL?
    private let lock = NSLock()
    private var values: [String: Any] = [:]
    /// The file's modification date, size and file number when `values` were last read or written.
    private var stamp: [FileAttributeKey: AnyHashable]?

    private init(file: URL?) { self.file = file }

    private static let registryLock = NSLock()
    nonisolated(unsafe) private static var registry: [String: PreferencesDomain] = [:]

    /// The domain kept in `file` (one instance a file), or a new in-memory domain when `file` is nil.
    package static func shared(_ file: URL?) -> PreferencesDomain {
        guard let file else { return PreferencesDomain(file: nil) }
        return registryLock.withLock {
            if let domain = registry[file.path] { return domain }
            let domain = PreferencesDomain(file: file)
            registry[file.path] = domain
            return domain
        }
    }

    /// Every value of the domain, as the file holds it now.
    package func snapshot() -> [String: Any] {
        lock.withLock {
            reloadIfChanged()
            return values
        }
    }

    /// Changes the values and writes the file; false when it could not be written (the change stays in memory).
    @discardableResult
    package func update(_ change: (inout [String: Any]) -> Void) -> Bool {
        lock.withLock {
            reloadIfChanged()
            change(&values)
            return write()
        }
    }

    private func currentStamp() -> [FileAttributeKey: AnyHashable]? {
        guard let file, let attributes = try? FileManager.default.attributesOfItem(atPath: file.path) else { return nil }
        // An atomic write replaces the file, so its file number changes even within one tick of the clock.
        return [.modificationDate: attributes[.modificationDate] as? Date, .size: attributes[.size] as? Int,
                .systemFileNumber: attributes[.systemFileNumber] as? Int]
    }

    private func reloadIfChanged() {
        guard let file else { return }
        let now = currentStamp()
        guard now != stamp else { return }
        stamp = now
        guard now != nil, let data = try? Data(contentsOf: file),
              let read = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any] else {
            values = [:]
            return
        }
        values = read
    }

    private func write() -> Bool {
        guard let file else { return true }
        do {
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            let data = try PropertyListSerialization.data(fromPropertyList: values, format: .xml, options: 0)
            try data.write(to: file, options: .atomic)
            stamp = currentStamp()
            return true
        } catch {
            return false
        }
    }
}
