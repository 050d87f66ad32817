import Foundation

/// The identity a verified provider token speaks for.
package struct ProviderIdentity: Sendable, Hashable {
    /// The team id (`iss`).
    package var teamID: String
    /// The key id (`kid`).
    package var keyID: String
}

/// Checks provider tokens against the known keys: structure, ES256 signature, team and age
/// (docs/rules/endpoint.md#provider-tokens).
package struct ProviderTokenVerifier: Sendable {
    /// A token older than this (seconds) is `ExpiredProviderToken`.
    package static let maximumAge: TimeInterval = 3600
    /// A new token for the same team on the same connection sooner than this (seconds) is `TooManyProviderTokenUpdates`.
    package static let minimumRefreshInterval: TimeInterval = 20 * 60

    private let keysByID: [String: ProviderKey]

    /// Creates a verifier for the given keys (a later key with the same key id replaces an earlier one).
    package init(keys: [ProviderKey]) {
        var byID: [String: ProviderKey] = [:]
        for key in keys { byID[key.keyID] = key }
        self.keysByID = byID
    }

    /// Verifies an `authorization` header value at time `now`: the identity, or the APNs reason it fails with.
    package func verify(authorization: String?, now: Date) -> Result<ProviderIdentity, APNsReason> {
        guard let authorization, !authorization.isEmpty else { return .failure(.missingProviderToken) }
        guard let tokenText = Self.bearerToken(in: authorization) else { return .failure(.invalidProviderToken) }
        guard let token = ProviderToken.decode(tokenText), token.algorithm == "ES256",
              let key = keysByID[token.keyID], key.teamID == token.issuer,
              token.isSigned(by: key.publicKey)
        else { return .failure(.invalidProviderToken) }
        if Self.isExpired(issuedAt: token.issuedAt, now: now) { return .failure(.expiredProviderToken) }
        return .success(ProviderIdentity(teamID: key.teamID, keyID: key.keyID))
    }

    /// The `iat` (seconds) of a token that was verified before; nil when it cannot be decoded.
    static func issuedAt(ofAuthorization authorization: String) -> Double? {
        bearerToken(in: authorization).flatMap(ProviderToken.decode)?.issuedAt
    }

    /// Whether a token issued at `issuedAt` is older than an hour at `now`.
    static func isExpired(issuedAt: Double, now: Date) -> Bool {
        now.timeIntervalSince1970 - issuedAt > maximumAge
    }

    /// The token after a case-insensitive `bearer ` scheme, or nil.
    private static func bearerToken(in authorization: String) -> Substring? {
        let trimmed = authorization.drop { $0 == " " }
        guard trimmed.count > 7, trimmed.prefix(7).lowercased() == "bearer " else { return nil }
        let token = trimmed.dropFirst(7).drop { $0 == " " }
        return token.isEmpty ? nil : token
    }
}

/// The provider-token state of one connection: tokens already accepted (so a repeated token is not verified again)
/// and, per team, when its current token was first accepted (to refuse refreshes faster than every 20 minutes,
/// whichever of the team's keys signs the new one). docs/rules/endpoint.md#provider-tokens.
package struct ProviderTokenSession: Sendable {
    private struct AcceptedToken: Sendable {
        var authorization: String
        var issuedAt: Double
        var acceptedAt: Date
    }

    /// The current token of each team, by team id.
    private var accepted: [String: AcceptedToken] = [:]
    private var identityByAuthorization: [String: ProviderIdentity] = [:]

    /// Creates a session with no token yet.
    package init() {}

    /// The provider certificate the connection's client presented in the TLS handshake, if any
    /// (docs/rules/endpoint.md#certificate-based-provider-authentication).
    package var certificate: ProviderCertificate?

    /// Whether any token was accepted on this connection, or its client presented a trusted provider certificate.
    package var hasAcceptedToken: Bool { !accepted.isEmpty || certificate?.isTrusted == true }

    /// The team an accepted `authorization` value speaks for; nil when it was not accepted on this connection.
    package func team(of authorization: String) -> String? { identityByAuthorization[authorization]?.teamID }

    /// Authorizes one request's `authorization` value at time `now`; nil when allowed, else the APNs reason.
    package mutating func authorize(authorization: String?, verifier: ProviderTokenVerifier, now: Date) -> APNsReason? {
        if let authorization, let identity = identityByAuthorization[authorization], let known = accepted[identity.teamID],
           known.authorization == authorization {
            return ProviderTokenVerifier.isExpired(issuedAt: known.issuedAt, now: now) ? .expiredProviderToken : nil
        }
        switch verifier.verify(authorization: authorization, now: now) {
        case .failure(let reason):
            return reason
        case .success(let identity):
            guard let authorization, let issuedAt = ProviderTokenVerifier.issuedAt(ofAuthorization: authorization) else {
                return .invalidProviderToken
            }
            if let previous = accepted[identity.teamID],
               now.timeIntervalSince(previous.acceptedAt) < ProviderTokenVerifier.minimumRefreshInterval {
                return .tooManyProviderTokenUpdates
            }
            if let previous = accepted[identity.teamID] { identityByAuthorization[previous.authorization] = nil }
            accepted[identity.teamID] = AcceptedToken(authorization: authorization, issuedAt: issuedAt, acceptedAt: now)
            identityByAuthorization[authorization] = identity
            return nil
        }
    }
}
