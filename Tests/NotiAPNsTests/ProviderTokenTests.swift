import Crypto
import Foundation
import Testing
@testable import NotiAPNs

@Suite("Provider tokens (JWT ES256)")
struct ProviderTokenTests {
    let key = P256.Signing.PrivateKey()
    let clock = TestClock()
    var verifier: ProviderTokenVerifier {
        ProviderTokenVerifier(keys: [ProviderKey(teamID: "TEAM123456", keyID: "KEY1234567", publicKey: key.publicKey)])
    }

    func bearer(_ token: String) -> String { "bearer " + token }

    func token(iatJSON: String? = nil, keyID: String = "KEY1234567", teamID: String = "TEAM123456", signer: P256.Signing.PrivateKey? = nil) -> String {
        TestJWT.make(
            key: signer ?? key, keyID: keyID, teamID: teamID,
            iatJSON: iatJSON ?? String(Int(clock.now.timeIntervalSince1970))
        )
    }

    @Test("a token signed by a known key is accepted with iat as integer, float or numeric string")
    func iatForms() {
        let seconds = Int(clock.now.timeIntervalSince1970)
        for iat in ["\(seconds)", "\(seconds).25", "\"\(seconds)\"", "\"\(seconds).5\""] {
            let result = verifier.verify(authorization: bearer(token(iatJSON: iat)), now: clock.now)
            #expect((try? result.get()) == ProviderIdentity(teamID: "TEAM123456", keyID: "KEY1234567"), "iat \(iat)")
        }
    }

    @Test("no authorization header is 403 MissingProviderToken")
    func missing() {
        #expect(verifier.verify(authorization: nil, now: clock.now) == .failure(.missingProviderToken))
        #expect(verifier.verify(authorization: "", now: clock.now) == .failure(.missingProviderToken))
    }

    @Test("a forged signature, an unknown kid, a wrong team or a non-ES256 alg is 403 InvalidProviderToken")
    func invalid() {
        let forged = token(signer: P256.Signing.PrivateKey())
        #expect(verifier.verify(authorization: bearer(forged), now: clock.now) == .failure(.invalidProviderToken))
        #expect(verifier.verify(authorization: bearer(token(keyID: "OTHERKEY00")), now: clock.now) == .failure(.invalidProviderToken))
        #expect(verifier.verify(authorization: bearer(token(teamID: "OTHERTEAM0")), now: clock.now) == .failure(.invalidProviderToken))
        let hs256 = TestJWT.make(key: key, keyID: "KEY1234567", teamID: "TEAM123456", iatJSON: "1", algorithm: "HS256")
        #expect(verifier.verify(authorization: bearer(hs256), now: clock.now) == .failure(.invalidProviderToken))
    }

    @Test("malformed tokens and schemes are 403 InvalidProviderToken, never a crash")
    func malformed() {
        for text in ["bearer", "bearer ", "basic abc", "bearer a.b", "bearer a.b.c.d", "bearer !!!.???.***", "bearer ....",
                     bearer(token(iatJSON: "\"soon\"")), bearer(token(iatJSON: "null")), bearer(token(iatJSON: "-5"))] {
            #expect(verifier.verify(authorization: text, now: clock.now) == .failure(.invalidProviderToken), "\(text)")
        }
    }

    @Test("the bearer scheme is case-insensitive")
    func schemeCase() {
        #expect((try? verifier.verify(authorization: "Bearer " + token(), now: clock.now).get()) != nil)
    }

    @Test("a token whose iat is more than an hour old is 403 ExpiredProviderToken")
    func expired() {
        let old = token(iatJSON: String(Int(clock.now.timeIntervalSince1970) - 3601))
        #expect(verifier.verify(authorization: bearer(old), now: clock.now) == .failure(.expiredProviderToken))
        let recent = token(iatJSON: String(Int(clock.now.timeIntervalSince1970) - 3599))
        #expect((try? verifier.verify(authorization: bearer(recent), now: clock.now).get()) != nil)
    }

    @Test("a session reuses an accepted token until it is an hour old, then it is ExpiredProviderToken")
    func sessionExpiry() {
        var session = ProviderTokenSession()
        let accepted = bearer(token())
        #expect(session.authorize(authorization: accepted, verifier: verifier, now: clock.now) == nil)
        clock.advance(by: 1800)
        #expect(session.authorize(authorization: accepted, verifier: verifier, now: clock.now) == nil)
        clock.advance(by: 1801)
        #expect(session.authorize(authorization: accepted, verifier: verifier, now: clock.now) == .expiredProviderToken)
    }

    @Test("a new token for the same team on one connection within 20 minutes is 429 TooManyProviderTokenUpdates, the old one still serves; after 20 minutes it is accepted")
    func refreshRate() {
        var session = ProviderTokenSession()
        let first = bearer(token())
        #expect(session.authorize(authorization: first, verifier: verifier, now: clock.now) == nil)
        clock.advance(by: 60)
        #expect(session.authorize(authorization: bearer(token()), verifier: verifier, now: clock.now) == .tooManyProviderTokenUpdates)
        #expect(APNsReason.tooManyProviderTokenUpdates.status == 429)
        #expect(session.authorize(authorization: first, verifier: verifier, now: clock.now) == nil)
        clock.advance(by: 20 * 60)
        let refreshed = bearer(token())
        #expect(session.authorize(authorization: refreshed, verifier: verifier, now: clock.now) == nil)
        #expect(session.authorize(authorization: refreshed, verifier: verifier, now: clock.now) == nil)
    }

    @Test("the refresh window is the team's on a connection: another key of the same team counts, another team and another connection do not")
    func refreshWindowScope() {
        let secondKey = P256.Signing.PrivateKey()
        let otherTeamKey = P256.Signing.PrivateKey()
        let verifier = ProviderTokenVerifier(keys: [
            ProviderKey(teamID: "TEAM123456", keyID: "KEY1234567", publicKey: key.publicKey),
            ProviderKey(teamID: "TEAM123456", keyID: "KEY2222222", publicKey: secondKey.publicKey),
            ProviderKey(teamID: "TEAM999999", keyID: "KEY9999999", publicKey: otherTeamKey.publicKey),
        ])
        var session = ProviderTokenSession()
        #expect(session.authorize(authorization: bearer(token()), verifier: verifier, now: clock.now) == nil)
        clock.advance(by: 60)
        let sameTeamOtherKey = bearer(token(keyID: "KEY2222222", signer: secondKey))
        #expect(session.authorize(authorization: sameTeamOtherKey, verifier: verifier, now: clock.now) == .tooManyProviderTokenUpdates)
        let otherTeam = bearer(token(keyID: "KEY9999999", teamID: "TEAM999999", signer: otherTeamKey))
        #expect(session.authorize(authorization: otherTeam, verifier: verifier, now: clock.now) == nil)
        var otherConnection = ProviderTokenSession()
        #expect(otherConnection.authorize(authorization: sameTeamOtherKey, verifier: verifier, now: clock.now) == nil)
    }

    @Test("a failed token does not count as an accepted token")
    func failuresDoNotAuthenticate() {
        var session = ProviderTokenSession()
        #expect(session.authorize(authorization: bearer(token(signer: P256.Signing.PrivateKey())), verifier: verifier, now: clock.now) == .invalidProviderToken)
        #expect(!session.hasAcceptedToken)
        #expect(session.authorize(authorization: bearer(token()), verifier: verifier, now: clock.now) == nil)
        #expect(session.hasAcceptedToken)
    }

    @Test("provider keys load from a .p8 private key or a PEM public key; other text is a one-line error")
    func keyLoading() throws {
        let fromPrivate = try ProviderKey(teamID: "T", keyID: "K", pem: key.pemRepresentation)
        let fromPublic = try ProviderKey(teamID: "T", keyID: "K", pem: key.publicKey.pemRepresentation)
        #expect(fromPrivate.publicKey.rawRepresentation == key.publicKey.rawRepresentation)
        #expect(fromPublic.publicKey.rawRepresentation == key.publicKey.rawRepresentation)
        #expect(throws: ProviderKeyError.self) { try ProviderKey(teamID: "T", keyID: "K", pem: "hello") }
        #expect(throws: ProviderKeyError.self) { try ProviderKey(teamID: "T", keyID: "K", contentsOf: "/nonexistent/key.p8") }
    }
}
