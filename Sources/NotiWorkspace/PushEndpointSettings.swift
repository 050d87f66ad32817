import Foundation

/// The `apns` section of a workspace: how its push endpoint authenticates providers.
public struct PushEndpointSettings: Sendable, Hashable {
    /// `auth`: `none` or `jwt`; nil leaves the choice to the command line (whose default is `none`).
    public var auth: String?
    /// `providerKeys`: the signing keys whose tokens the endpoint accepts.
    public var providerKeys: [ProviderKeyReference]

    public init(auth: String? = nil, providerKeys: [ProviderKeyReference] = []) {
        self.auth = auth; self.providerKeys = providerKeys
    }

    /// The authentication modes the endpoint knows.
    public static let authModes = ["none", "jwt"]
}

/// A provider key named in the workspace: the team, the key id and the `.p8` (or public-key PEM) file.
public struct ProviderKeyReference: Sendable, Hashable {
    /// The 10-character team id tokens carry in `iss`.
    public var teamID: String
    /// The 10-character key id tokens carry in `kid`.
    public var keyID: String
    /// Absolute path of the key file.
    public var keyPath: String

    public init(teamID: String, keyID: String, keyPath: String) {
        self.teamID = teamID; self.keyID = keyID; self.keyPath = keyPath
    }
}
