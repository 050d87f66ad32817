import Crypto
import Foundation
import NotiCore

/// Builds ES256 provider tokens the way provider libraries do, for tests.
enum TestJWT {
    /// A signed token; `iatJSON` is the literal JSON of the `iat` claim (`1700000000`, `1700000000.5`, `"1700000000"`).
    static func make(key: P256.Signing.PrivateKey, keyID: String, teamID: String, iatJSON: String, algorithm: String = "ES256") -> String {
        let header = Base64URL.encode(Array(#"{"alg":"\#(algorithm)","kid":"\#(keyID)"}"#.utf8))
        let claims = Base64URL.encode(Array(#"{"iss":"\#(teamID)","iat":\#(iatJSON)}"#.utf8))
        let input = header + "." + claims
        let signature = (try? key.signature(for: Array(input.utf8)).rawRepresentation) ?? Data()
        return input + "." + Base64URL.encode(Array(signature))
    }

    /// A token issued at `date` (integer seconds).
    static func make(key: P256.Signing.PrivateKey, keyID: String, teamID: String, issuedAt date: Date) -> String {
        make(key: key, keyID: keyID, teamID: teamID, iatJSON: String(Int(date.timeIntervalSince1970)))
    }
}

/// A clock tests move by hand.
final class TestClock: @unchecked Sendable {
    private let lock = NSLock()
    private var current: Date

    init(_ start: Date = Date(timeIntervalSince1970: 1_800_000_000)) {
        current = start
    }

    var now: Date { lock.withLock { current } }

    func advance(by seconds: TimeInterval) {
        lock.withLock { current = current.addingTimeInterval(seconds) }
    }
}
