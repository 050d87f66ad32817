import Foundation

/// The folders an extension's process may keep data in, as notisim's host hands them over in the environment
/// (docs/extension-protocol.md#app-groups-and-the-keychain): the app groups it is entitled to and its own container.
/// A process started without them (by hand, or by a test that sets none) has no app group and keeps its own
/// defaults in memory.
package enum ExtensionContainers {
    /// `{"group.id": "/folder", …}`: the app groups in both the app's and the extension's entitlements, with the folder of each.
    package static let appGroupsVariable = "NOTISIM_APP_GROUPS"
    /// The extension's own container folder, named by its bundle identifier.
    package static let ownContainerVariable = "NOTISIM_EXTENSION_CONTAINER"

    /// The folder of each app group the extension may open.
    package static let appGroups: [String: URL] = appGroups(ProcessInfo.processInfo.environment)

    /// The extension's own container, when the host gave one.
    package static let ownContainer: URL? = ProcessInfo.processInfo.environment[ownContainerVariable].flatMap {
        $0.hasPrefix("/") ? URL(fileURLWithPath: $0, isDirectory: true) : nil
    }

    /// The extension's bundle identifier: its own container's name (the host names it so), nil without one.
    package static var bundleIdentifier: String? { ownContainer?.lastPathComponent }

    /// The app groups of an environment; a value that is not a JSON object of absolute paths gives none.
    package static func appGroups(_ environment: [String: String]) -> [String: URL] {
        guard let text = environment[appGroupsVariable],
              let object = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: String] else { return [:] }
        return object.filter { $0.value.hasPrefix("/") }.mapValues { URL(fileURLWithPath: $0, isDirectory: true) }
    }

    /// The string values at the top of the extension's Info.plist, which the host names in
    /// `NOTISIM_EXTENSION_INFO_PLIST` (an imported project's as Xcode builds it, docs/rules/xcode.md#infoplists-as-built);
    /// empty without one or when it does not read.
    package static let infoPlistStrings: [String: String] = {
        guard let path = ProcessInfo.processInfo.environment["NOTISIM_EXTENSION_INFO_PLIST"],
              let data = FileManager.default.contents(atPath: path),
              let values = (try? PropertyListSerialization.propertyList(from: data, format: nil)) as? [String: Any] else { return [:] }
        return values.compactMapValues { $0 as? String }
    }()

    /// Where the defaults of `domain` are kept inside `container`: `Library/Preferences/<domain>.plist`, as on iOS.
    package static func preferencesFile(_ domain: String, in container: URL) -> URL {
        container.appendingPathComponent("Library/Preferences", isDirectory: true).appendingPathComponent(domain + ".plist")
    }
}

extension FileManager {
    /// The shared folder of the app group `groupIdentifier` (Foundation), created on first use; nil unless the group
    /// is in both the app's and the extension's `com.apple.security.application-groups` entitlements, as on iOS for
    /// a group identifier that is not valid for the process.
    public func containerURL(forSecurityApplicationGroupIdentifier groupIdentifier: String) -> URL? {
        guard let folder = ExtensionContainers.appGroups[groupIdentifier] else { return nil }
        try? createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }
}
