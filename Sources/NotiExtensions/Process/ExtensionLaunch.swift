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

    /// The environment variable that carries `customAreaWidthPoints` to the child.
    package static let customAreaWidthVariable = "NOTISIM_CUSTOM_AREA_WIDTH"
    /// The environment variable that carries `iOSMajorVersion` to the child.
    package static let iOSVersionVariable = "NOTISIM_IOS_VERSION"

    /// The variables the child finds in its environment for this launch, beside notisim's.
    var environment: [String: String] {
        var variables: [String: String] = [:]
        variables[Self.customAreaWidthVariable] = customAreaWidthPoints.map { String($0) }
        variables[Self.iOSVersionVariable] = iOSMajorVersion.map { String($0) }
        return variables
    }

    package init(command: [String], workingDirectory: String, name: String, bundleID: String, appBundleID: String, point: ExtensionPoint) {
        self.command = command; self.workingDirectory = workingDirectory; self.name = name
        self.bundleID = bundleID; self.appBundleID = appBundleID; self.point = point
    }
}
