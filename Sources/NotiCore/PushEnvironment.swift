/// The APNs environment an app's device tokens belong to, from its `aps-environment` entitlement: `development`
/// builds get sandbox tokens, `production` (App Store, TestFlight, ad hoc) builds production ones. A token sent to
/// the other environment's server is `400 BadDeviceToken` (docs/rules/endpoint.md#a-token-sent-to-the-other-environment).
package enum PushEnvironment: String, Sendable, Hashable, CaseIterable {
    /// `aps-environment` `development`: the sandbox server, `api.sandbox.push.apple.com`.
    case development
    /// `aps-environment` `production`: `api.push.apple.com`.
    case production

    /// The environment an `aps-environment` entitlement value names; nil for any other value.
    package init?(entitlement value: String) {
        self.init(rawValue: value)
    }

    /// The environment of APNs's server a request's `:authority` names (`api.sandbox.push.apple.com` or the older
    /// `api.development.push.apple.com`, `api.push.apple.com`, with or without a port, any letter case); nil for any
    /// other host, such as notisim's own address: then the request targets no environment in particular.
    package init?(authority: String) {
        var host = Substring(authority.lowercased())
        if let colon = host.lastIndex(of: ":"), host[host.index(after: colon)...].allSatisfy(\.isNumber) { host = host[..<colon] }
        if host.hasSuffix(".") { host = host.dropLast() }
        switch host {
        case "api.sandbox.push.apple.com", "api.development.push.apple.com": self = .development
        case "api.push.apple.com": self = .production
        default: return nil
        }
    }

    /// The APNs server's name for the environment, as `notisim tokens` shows it and `notisim push --server` takes it.
    package var serverName: String {
        switch self {
        case .development: "sandbox"
        case .production: "production"
        }
    }

    /// The environment a server name (``serverName``) names; nil for any other.
    package init?(serverName: String) {
        guard let environment = Self.allCases.first(where: { $0.serverName == serverName }) else { return nil }
        self = environment
    }

    /// The host name of the environment's APNs server.
    package var serverHost: String {
        switch self {
        case .development: "api.sandbox.push.apple.com"
        case .production: "api.push.apple.com"
        }
    }
}
