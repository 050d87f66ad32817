import _CryptoExtras
import Crypto
import Foundation
import NotiAPNs
import NotiCore
import NotiFCM

/// The OAuth 2 token endpoint Google's libraries call with a service account (the JWT-bearer grant, RFC 7523), and
/// the access tokens it hands out, which the FCM and Instance ID APIs then require as `Authorization: Bearer …`.
/// docs/rules/fcm.md#service-account-credentials.
package final class FCMAccessTokens: Sendable {
    /// How long an access token is good for, as Google answers (`expires_in`).
    package static let lifetime: TimeInterval = 3599
    /// The audiences Google's token endpoint accepts in the JWT.
    static let audiences: Set<String> = [FCMServiceAccount.tokenURI, "https://www.googleapis.com/oauth2/v4/token"]

    private let account: FCMServiceAccount
    private let now: @Sendable () -> Date
    private let issued = LockedState<[String: Date]>([:])

    /// The token endpoint of `account`, on the clock `now` reads.
    package init(account: FCMServiceAccount, now: @escaping @Sendable () -> Date) {
        self.account = account
        self.now = now
    }

    /// Answers a `POST /token` with its form body: 200 and an access token for a JWT the account signed, or 400 with
    /// Google's `error` and `error_description`.
    package func grant(formBody: [UInt8]) -> (status: Int, body: [UInt8]) {
        let grant: FCMTokenGrant
        switch FCMTokenGrant.parse(formBody: formBody) {
        case .failure(let refusal): return self.refusal(refusal.error, refusal.description)
        case .success(let parsed): grant = parsed
        }
        if let problem = check(grant) { return refusal("invalid_grant", problem) }
        var random = SystemRandomNumberGenerator()
        let token = "ya29.notisim." + (0..<48).map { _ in String(format: "%02x", UInt8.random(in: 0...255, using: &random)) }.joined()
        let expiry = now().addingTimeInterval(Self.lifetime)
        issued.withLock { tokens in
            tokens = tokens.filter { $0.value > expiry.addingTimeInterval(-Self.lifetime) }
            tokens[token] = expiry
        }
        let body = JSONValue.object([(key: "access_token", value: .string(token)), (key: "expires_in", value: .number(JSONNumber(Int(Self.lifetime)))),
                                     (key: "token_type", value: .string("Bearer"))])
        return (200, Array(body.serialized().utf8))
    }

    /// Whether an `Authorization` header carries an access token this endpoint issued that has not expired.
    package func accepts(authorization: String?) -> Bool {
        guard let authorization, authorization.hasPrefix("Bearer ") else { return false }
        let token = String(authorization.dropFirst("Bearer ".count))
        let time = now()
        return issued.withLock { $0[token].map { $0 > time } ?? false }
    }

    /// Why a JWT is refused, in Google's words where Google has them; nil when it is the account's, signed and current.
    private func check(_ grant: FCMTokenGrant) -> String? {
        let (header, claims, signed, signature) = (grant.header, grant.claims, grant.signedBytes, grant.signature)
        guard header["alg"]?.stringValue == "RS256" else { return "Invalid JWT: alg must be RS256" }
        guard account.publicKey.isValidSignature(_RSA.Signing.RSASignature(rawRepresentation: signature), for: signed,
                                                 padding: .insecurePKCS1v1_5)
        else { return "Invalid JWT Signature." }
        guard claims["iss"]?.stringValue == account.clientEmail else { return "Invalid JWT: iss is not the service account's client_email" }
        guard let audience = claims["aud"]?.stringValue, Self.audiences.contains(audience) else {
            return "Invalid JWT: aud must be \(FCMServiceAccount.tokenURI)"
        }
        guard claims["scope"]?.stringValue?.isEmpty == false else { return "Invalid JWT: no scope" }
        guard let issuedAt = claims["iat"].flatMap(Self.seconds), let expiry = claims["exp"].flatMap(Self.seconds) else {
            return "Invalid JWT: iat and exp must be numbers"
        }
        let time = now().timeIntervalSince1970
        guard expiry > issuedAt, expiry - issuedAt <= 3600, issuedAt <= time + 300, expiry >= time else {
            return "Invalid JWT: Token must be a short-lived token (60 minutes) and in a reasonable timeframe. Check your iat and exp values in the JWT claim."
        }
        return nil
    }

    /// A 400 answer with Google's OAuth error fields.
    private func refusal(_ error: String, _ description: String) -> (status: Int, body: [UInt8]) {
        (400, Array(JSONValue.object([(key: "error", value: .string(error)), (key: "error_description", value: .string(description))]).serialized().utf8))
    }

    private static func seconds(_ value: JSONValue) -> Double? {
        if case .number(let number) = value, number.doubleValue.isFinite { return number.doubleValue }
        return nil
    }
}
