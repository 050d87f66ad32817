import Crypto
import Foundation
import NotiCore

/// A provider authentication token (JWT) split into its parts; decoded but not yet trusted.
struct ProviderToken {
    /// The header's `alg`.
    var algorithm: String
    /// The header's `kid`.
    var keyID: String
    /// The `iss` claim: the team id.
    var issuer: String
    /// The `iat` claim in seconds since 1970 (sent as an integer, a float or a numeric string).
    var issuedAt: Double
    /// The bytes the signature covers: `base64url(header) + "." + base64url(claims)`.
    var signingInput: [UInt8]
    /// The signature bytes (raw r‖s for ES256).
    var signature: [UInt8]

    /// Decodes a compact JWS; nil when it is not three base64url parts with the needed members.
    static func decode(_ text: Substring) -> ProviderToken? {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 3,
              let headerBytes = Base64URL.decode(parts[0]),
              let claimsBytes = Base64URL.decode(parts[1]),
              let signature = Base64URL.decode(parts[2]),
              let header = try? JSONParser.parse(headerBytes, maximumDepth: 4),
              let claims = try? JSONParser.parse(claimsBytes, maximumDepth: 4),
              let algorithm = header["alg"]?.stringValue,
              let keyID = header["kid"]?.stringValue,
              let issuer = claims["iss"]?.stringValue,
              let issuedAt = claims["iat"].flatMap(secondsValue)
        else { return nil }
        return ProviderToken(
            algorithm: algorithm, keyID: keyID, issuer: issuer, issuedAt: issuedAt,
            signingInput: Array(text.utf8.prefix(parts[0].utf8.count + 1 + parts[1].utf8.count)),
            signature: signature
        )
    }

    /// Checks the signature against a P-256 public key (raw or DER-encoded ECDSA signature).
    func isSigned(by key: P256.Signing.PublicKey) -> Bool {
        let parsed: P256.Signing.ECDSASignature?
        if signature.count == 64 {
            parsed = try? P256.Signing.ECDSASignature(rawRepresentation: signature)
        } else {
            parsed = try? P256.Signing.ECDSASignature(derRepresentation: signature)
        }
        guard let parsed else { return false }
        return key.isValidSignature(parsed, for: signingInput)
    }

    /// A finite number of seconds from a JSON number or a numeric string.
    private static func secondsValue(_ value: JSONValue) -> Double? {
        let seconds: Double?
        switch value {
        case .number(let number): seconds = number.doubleValue
        case .string(let text): seconds = Double(text.trimmingCharacters(in: .whitespaces))
        default: seconds = nil
        }
        guard let seconds, seconds.isFinite, seconds >= 0 else { return nil }
        return seconds
    }
}
