/// What the host needs to start an out-of-process extension.
public struct ExtensionLaunch: Sendable, Hashable {
    /// Program and arguments, e.g. `["python3", "extensions/Boltz/extension.py"]`.
    public var command: [String]
    /// The working directory (the workspace folder).
    public var workingDirectory: String
    /// The extension's target name, for messages.
    public var name: String
    public var bundleID: String
    public var appBundleID: String
    public var point: ExtensionPoint
    /// The custom area's width in points on notisim's device (`--device`), for a content extension: the child finds it in
    /// `NOTISIM_CUSTOM_AREA_WIDTH` (docs/extension-protocol.md); nil leaves the variable unset.
    public var customAreaWidthPoints: Double? = nil

    /// The environment variable that carries `customAreaWidthPoints` to the child.
    public static let customAreaWidthVariable = "NOTISIM_CUSTOM_AREA_WIDTH"

    public init(command: [String], workingDirectory: String, name: String, bundleID: String, appBundleID: String, point: ExtensionPoint) {
        self.command = command; self.workingDirectory = workingDirectory; self.name = name
        self.bundleID = bundleID; self.appBundleID = appBundleID; self.point = point
    }
}
