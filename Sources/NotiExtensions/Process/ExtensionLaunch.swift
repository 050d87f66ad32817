import Foundation
import NotiCore

/// What the host needs to start an out-of-process extension.
package struct ExtensionLaunch: Sendable, Hashable {
    /// Program and arguments, e.g. `["python3", "extensions/Boltz/extension.py"]`.
    package var command: [String]
    /// The working directory (the workspace folder).
    package var workingDirectory: String
    /// The extension's target name, for messages.
    package var name: String
    package var bundleID: String
    package var appBundleID: String
    package var point: ExtensionPoint
    /// The custom area's width in points on notisim's device (`--device`), for a content extension: the child finds it in
    /// `NOTISIM_CUSTOM_AREA_WIDTH` (docs/extension-protocol.md); nil leaves the variable unset.
    package var customAreaWidthPoints: Double? = nil
    /// The major iOS version the device runs (`o`, `--os`): the child finds it in `NOTISIM_IOS_VERSION`
    /// (docs/extension-protocol.md); nil leaves the variable unset.
    package var iOSMajorVersion: Int? = nil
    /// The app's registered categories, which `hello` gives the extension: what `getNotificationCategories` answers there.
    package var registeredCategories: [NotificationCategory] = []
    /// The app groups the extension may open, each with its folder: the child finds them in `NOTISIM_APP_GROUPS`, a
    /// JSON object (docs/extension-protocol.md#app-groups-and-the-keychain); empty leaves the variable unset.
    package var appGroupFolders: [String: String] = [:]
    /// The extension's own container folder (`NOTISIM_EXTENSION_CONTAINER`), where its own defaults are kept; nil
    /// leaves the variable unset and its defaults in memory.
    package var ownContainer: String? = nil
    /// The extension's `keychain-access-groups` entitlement (`NOTISIM_KEYCHAIN_ACCESS_GROUPS`, a JSON array); empty
    /// leaves the variable unset.
    package var keychainAccessGroups: [String] = []
    /// The folder of the workspace's keychain, one file per access group (`NOTISIM_KEYCHAIN`); nil leaves the variable
    /// unset and the extension's keychain in memory.
    package var keychainFolder: String? = nil
    /// The extension's Info.plist (`NOTISIM_EXTENSION_INFO_PLIST`), whose values an SDK module reads as its SDK reads
    /// the bundle's (Klaviyo's `klaviyo_app_group`); nil leaves the variable unset.
    package var infoPlistPath: String? = nil
    /// The workspace's address book (`NOTISIM_CONTACTS`, a JSON array of contacts, docs/extension-protocol.md#contacts);
    /// nil leaves the variable unset and the book empty.
    package var contactsJSON: String? = nil
    /// The app's Contacts authorization (`NOTISIM_CONTACTS_AUTHORIZATION`: `authorized`, `denied`, `restricted`,
    /// `notDetermined` or `limited`); nil leaves the variable unset, which the child reads as authorized.
    package var contactsAuthorization: String? = nil
    /// The extension's strings, their chosen language and its asset catalogs (`NOTISIM_STRINGS`, `NOTISIM_LANGUAGE`,
    /// `NOTISIM_DEVELOPMENT_LANGUAGE`, `NOTISIM_ASSET_CATALOGS`, docs/extension-protocol.md#resources).
    package var resources = ExtensionResources()

    /// The environment variable that carries `customAreaWidthPoints` to the child.
    package static let customAreaWidthVariable = "NOTISIM_CUSTOM_AREA_WIDTH"
    /// The environment variable that carries `iOSMajorVersion` to the child.
    package static let iOSVersionVariable = "NOTISIM_IOS_VERSION"
    /// The environment variable that carries `appGroupFolders` to the child.
    package static let appGroupsVariable = "NOTISIM_APP_GROUPS"
    /// The environment variable that carries `ownContainer` to the child.
    package static let ownContainerVariable = "NOTISIM_EXTENSION_CONTAINER"
    /// The environment variable that carries `keychainAccessGroups` to the child.
    package static let keychainAccessGroupsVariable = "NOTISIM_KEYCHAIN_ACCESS_GROUPS"
    /// The environment variable that carries `keychainFolder` to the child.
    package static let keychainFolderVariable = "NOTISIM_KEYCHAIN"
    /// The environment variable that carries `contactsJSON` to the child.
    package static let contactsVariable = "NOTISIM_CONTACTS"
    /// The environment variable that carries `contactsAuthorization` to the child.
    package static let contactsAuthorizationVariable = "NOTISIM_CONTACTS_AUTHORIZATION"
    /// The environment variable that carries `infoPlistPath` to the child.
    package static let infoPlistVariable = "NOTISIM_EXTENSION_INFO_PLIST"

    /// The variables the child finds in its environment for this launch, beside notisim's.
    var environment: [String: String] {
        var variables: [String: String] = [:]
        variables[Self.customAreaWidthVariable] = customAreaWidthPoints.map { String($0) }
        variables[Self.iOSVersionVariable] = iOSMajorVersion.map { String($0) }
        variables[Self.appGroupsVariable] = appGroupFolders.isEmpty ? nil : Self.json(appGroupFolders)
        variables[Self.ownContainerVariable] = ownContainer
        variables[Self.keychainAccessGroupsVariable] = keychainAccessGroups.isEmpty ? nil : Self.json(keychainAccessGroups)
        variables[Self.keychainFolderVariable] = keychainFolder
        variables[Self.infoPlistVariable] = infoPlistPath
        variables[Self.contactsVariable] = contactsJSON
        variables[Self.contactsAuthorizationVariable] = contactsAuthorization
        variables.merge(resources.environment) { own, _ in own }
        return variables
    }

    /// `value` as compact JSON text with sorted keys.
    private static func json(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(value)).map { String(decoding: $0, as: UTF8.self) } ?? ""
    }

    package init(command: [String], workingDirectory: String, name: String, bundleID: String, appBundleID: String, point: ExtensionPoint) {
        self.command = command; self.workingDirectory = workingDirectory; self.name = name
        self.bundleID = bundleID; self.appBundleID = appBundleID; self.point = point
    }
}
