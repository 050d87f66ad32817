import Foundation
import NotiCore

/// The body of an OAuth 2 JWT-bearer grant (RFC 7523) as Google's libraries send it to the token endpoint:
/// `grant_type=urn:ietf:params:oauth:grant-type:jwt-bearer&assertion=JWT`, form-encoded; the JWT read into its
/// header, claims, signed bytes and signature, not yet trusted (docs/rules/fcm.md#service-account-credentials).
package struct FCMTokenGrant: Sendable, Hashable {
    /// The JWT's header.
    package var header: JSONValue
    /// The JWT's claims.
    package var claims: JSONValue
    /// The bytes the signature covers: `base64url(header) + "." + base64url(claims)`.
    package var signedBytes: [UInt8]
    /// The signature.
    package var signature: [UInt8]

    /// The grant type Google's token endpoint takes from a service account.
    package static let jwtBearer = "urn:ietf:params:oauth:grant-type:jwt-bearer"

    /// Why a grant body is refused: Google's OAuth `error` and `error_description`.
    package struct Refusal: Error, Sendable, Hashable {
        package var error: String
        package var description: String
    }

    /// Reads a form body; a refusal names what is wrong as Google's token endpoint does.
    package static func parse(formBody: [UInt8]) -> Result<FCMTokenGrant, Refusal> {
        let fields = formFields(String(decoding: formBody, as: UTF8.self))
        guard fields["grant_type"] == jwtBearer else {
            return .failure(Refusal(error: "unsupported_grant_type", description: "Invalid grant_type: \(fields["grant_type"] ?? "")"))
        }
        guard let assertion = fields["assertion"] else {
            return .failure(Refusal(error: "invalid_request", description: "Missing required parameter: assertion"))
        }
        let parts = assertion.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 3, let headerBytes = Base64URL.decode(parts[0]), let claimsBytes = Base64URL.decode(parts[1]),
              let signature = Base64URL.decode(parts[2]),
              let header = try? JSONParser.parse(headerBytes, maximumDepth: 4), let claims = try? JSONParser.parse(claimsBytes, maximumDepth: 4)
        else { return .failure(Refusal(error: "invalid_grant", description: "Invalid JWT: the assertion is not three base64url parts of JSON")) }
        return .success(FCMTokenGrant(header: header, claims: claims,
                                      signedBytes: Array(assertion.utf8.prefix(parts[0].utf8.count + 1 + parts[1].utf8.count)), signature: signature))
    }

    /// The fields of an `application/x-www-form-urlencoded` text (a body or a query), the first of each name.
    package static func formFields(_ text: String) -> [String: String] {
        var fields: [String: String] = [:]
        for pair in text.split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            func decoded(_ part: Substring) -> String {
                String(part).replacingOccurrences(of: "+", with: " ").removingPercentEncoding ?? String(part)
            }
            let name = decoded(parts[0])
            if fields[name] == nil { fields[name] = parts.count > 1 ? decoded(parts[1]) : "" }
        }
        return fields
    }
}
