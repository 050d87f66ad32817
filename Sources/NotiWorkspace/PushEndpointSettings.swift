import Foundation

/// The `apns` section of a workspace: how its push endpoint authenticates providers.
package struct PushEndpointSettings: Sendable, Hashable {
    /// `auth`: `none` or `jwt`; nil leaves the choice to the command line (whose default is `none`).
    package var auth: String?
    /// `providerKeys`: the signing keys whose tokens the endpoint accepts.
    package var providerKeys: [ProviderKeyReference]

    package init(auth: String? = nil, providerKeys: [ProviderKeyReference] = []) {
        self.auth = auth; self.providerKeys = providerKeys
    }

    /// The authentication modes the endpoint knows.
    package static let authModes = ["none", "jwt"]
}

/// A provider key named in the workspace: the team, the key id and the `.p8` (or public-key PEM) file.
package struct ProviderKeyReference: Sendable, Hashable {
    /// The 10-character team id tokens carry in `iss`.
    package var teamID: String
    /// The 10-character key id tokens carry in `kid`.
    package var keyID: String
    /// Absolute path of the key file.
    package var keyPath: String

    package init(teamID: String, keyID: String, keyPath: String) {
        self.teamID = teamID; self.keyID = keyID; self.keyPath = keyPath
    }
}
