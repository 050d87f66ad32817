import Foundation

/// Where a workspace keeps its extensions' data between runs (docs/rules/apple-frameworks.md#app-groups-and-shared-defaults):
/// `app-groups/<group id>/` for each app group, shared by every extension entitled to it, `extensions/<bundle
/// id>/` for each extension's own container, and `keychain/` for the keychain's items (docs/rules/apple-frameworks.md#the-keychain),
/// under the workspace's state folder.
package struct ExtensionDataContainers: Sendable, Hashable {
    /// The folder holding `app-groups` and `extensions`.
    package var root: URL

    package init(root: URL) { self.root = root }

    /// The shared folder of the app group `identifier`.
    package func appGroupFolder(_ identifier: String) -> URL {
        root.appendingPathComponent("app-groups", isDirectory: true).appendingPathComponent(identifier, isDirectory: true)
    }

    /// The extension's own container.
    package func ownContainer(_ bundleID: String) -> URL {
        root.appendingPathComponent("extensions", isDirectory: true).appendingPathComponent(bundleID, isDirectory: true)
    }

    /// The keychain's folder: one property list of items per access group, `<access group>.plist`.
    package var keychainFolder: URL { root.appendingPathComponent("keychain", isDirectory: true) }

    /// The file a group's `UserDefaults(suiteName:)` reads and writes: `Library/Preferences/<group id>.plist` in its folder.
    package func appGroupDefaults(_ identifier: String) -> URL {
        appGroupFolder(identifier).appendingPathComponent("Library/Preferences/\(identifier).plist")
    }

    /// The app groups an extension may open: those in both its own and its app's `com.apple.security.application-groups`,
    /// in the extension's order (iOS signs each with its own entitlements, and sharing needs the group in both).
    package static func sharedAppGroups(app: [String], extension extensionGroups: [String]) -> [String] {
        var seen = Set<String>()
        return extensionGroups.filter { app.contains($0) && seen.insert($0).inserted }
    }

    /// Tells `launch` the folders of `appGroups`, the extension's own container, its keychain access groups and the keychain's folder.
    package func apply(to launch: inout ExtensionLaunch, appGroups: [String], keychainAccessGroups: [String]) {
        launch.appGroupFolders = Dictionary(appGroups.map { ($0, appGroupFolder($0).path) }) { first, _ in first }
        launch.ownContainer = ownContainer(launch.bundleID).path
        launch.keychainAccessGroups = keychainAccessGroups
        launch.keychainFolder = keychainFolder.path
    }
}
