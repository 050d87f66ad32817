@preconcurrency import Crypto
import Foundation

/// A provider signing key known to the endpoint: the team, the key id and the public half that checks signatures.
package struct ProviderKey: Sendable {
    /// The 10-character team id expected in the token's `iss` claim.
    package var teamID: String
    /// The key id expected in the token header's `kid`.
    package var keyID: String
    /// The public key that verifies ES256 signatures.
    package var publicKey: P256.Signing.PublicKey

    /// Creates a provider key from its public key.
    package init(teamID: String, keyID: String, publicKey: P256.Signing.PublicKey) {
        self.teamID = teamID
        self.keyID = keyID
        self.publicKey = publicKey
    }

    /// Creates a provider key from PEM text: a `.p8` private key (`BEGIN PRIVATE KEY` / `BEGIN EC PRIVATE KEY`)
    /// or a public key (`BEGIN PUBLIC KEY`).
    package init(teamID: String, keyID: String, pem: String) throws(ProviderKeyError) {
        if pem.contains("PRIVATE KEY") {
            do {
                self.init(teamID: teamID, keyID: keyID, publicKey: try P256.Signing.PrivateKey(pemRepresentation: pem).publicKey)
            } catch {
                throw ProviderKeyError(reason: "not a P-256 private key in PEM form (\(error))")
            }
        } else if pem.contains("PUBLIC KEY") {
            do {
                self.init(teamID: teamID, keyID: keyID, publicKey: try P256.Signing.PublicKey(pemRepresentation: pem))
            } catch {
                throw ProviderKeyError(reason: "not a P-256 public key in PEM form (\(error))")
            }
        } else {
            throw ProviderKeyError(reason: "no PEM \"PRIVATE KEY\" or \"PUBLIC KEY\" block")
        }
    }

    /// Loads a provider key from a `.p8` or public-key PEM file.
    package init(teamID: String, keyID: String, contentsOf path: String) throws(ProviderKeyError) {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ProviderKeyError(reason: "\(path): cannot be read")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw ProviderKeyError(reason: "\(path): not UTF-8 text")
        }
        do {
            try self.init(teamID: teamID, keyID: keyID, pem: text)
        } catch {
            throw ProviderKeyError(reason: "\(path): \(error.reason)")
        }
    }
}

/// Why a provider key could not be loaded.
package struct ProviderKeyError: Error, Sendable, CustomStringConvertible {
    /// One line naming the problem.
    package var reason: String
    package var description: String { "provider key: \(reason)" }
}

/// How the endpoint authenticates providers.
package enum APNsAuthMode: String, Sendable, Hashable {
    /// Any request is accepted without an `authorization` header (like a certificate connection).
    case none
    /// Every request needs a bearer JWT signed with a known provider key.
    case jwt
}
