import NotiCore
import Foundation

/// One simulated app install that can receive pushes.
public struct RegisteredInstall: Sendable, Hashable {
    /// The install's 64-hex device token.
    public var token: String
    /// The simulated device's name.
    public var deviceName: String
    /// The app's bundle id.
    public var bundleID: String

    /// Creates an install record.
    public init(token: String, deviceName: String, bundleID: String) {
        self.token = token
        self.deviceName = deviceName
        self.bundleID = bundleID
    }
}

/// Maps device tokens to app installs and back. Safe to share between connections; installs may be added while serving.
public final class DeviceRegistry: Sendable {
    private let workspaceID: String
    private let installs = LockedState<[String: RegisteredInstall]>([:])

    /// Creates an empty registry for the workspace whose id seeds every token.
    public init(workspaceID: String) {
        self.workspaceID = workspaceID
    }

    /// Registers the install of `bundleID` on `deviceName` and returns its stable token.
    @discardableResult
    public func register(deviceName: String, bundleID: String) -> String {
        let token = DeviceToken.make(workspaceID: workspaceID, deviceName: deviceName, bundleID: bundleID)
        let install = RegisteredInstall(token: token, deviceName: deviceName, bundleID: bundleID)
        installs.withLock { $0[token] = install }
        return token
    }

    /// The install that owns a (canonical, lower-case) token, if any.
    public func install(forToken token: String) -> RegisteredInstall? {
        installs.withLock { $0[token] }
    }

    /// The token of an install, if it is registered.
    public func token(deviceName: String, bundleID: String) -> String? {
        let token = DeviceToken.make(workspaceID: workspaceID, deviceName: deviceName, bundleID: bundleID)
        return install(forToken: token) == nil ? nil : token
    }

    /// Every install, sorted by bundle id then device name (the order of `notisim tokens`).
    public var allInstalls: [RegisteredInstall] {
        installs.withLock { Array($0.values) }.sorted { ($0.bundleID, $0.deviceName) < ($1.bundleID, $1.deviceName) }
    }
}
