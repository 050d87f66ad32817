import NotiCore
import NotiFCM
import Testing

/// The OAuth 2 JWT-bearer grant's body, as the FCM endpoint's token endpoint reads it (docs/rules/fcm.md#service-account-credentials).
@Suite("FCM token grants")
struct FCMTokenGrantTests {
    static let header = Base64URL.encode(Array(#"{"alg":"RS256","kid":"k1"}"#.utf8))
    static let claims = Base64URL.encode(Array(#"{"iss":"a@b.iam.gserviceaccount.com","aud":"https://oauth2.googleapis.com/token"}"#.utf8))

    static func body(grantType: String = "urn%3Aietf%3Aparams%3Aoauth%3Agrant-type%3Ajwt-bearer", assertion: String) -> [UInt8] {
        Array("grant_type=\(grantType)&assertion=\(assertion)".utf8)
    }

    @Test("a JWT-bearer grant is read into the JWT's header, claims, signed bytes and signature")
    func readsTheAssertion() throws {
        let signature = Base64URL.encode([1, 2, 3])
        guard case .success(let grant) = FCMTokenGrant.parse(formBody: Self.body(assertion: "\(Self.header).\(Self.claims).\(signature)")) else {
            Issue.record("the grant was refused"); return
        }
        #expect(grant.header["kid"]?.stringValue == "k1")
        #expect(grant.claims["iss"]?.stringValue == "a@b.iam.gserviceaccount.com")
        #expect(grant.signedBytes == Array("\(Self.header).\(Self.claims)".utf8))
        #expect(grant.signature == [1, 2, 3])
    }

    @Test("another grant type, no assertion, or an assertion that is not three base64url parts of JSON is refused with Google's error")
    func refusals() {
        func refusal(_ body: [UInt8]) -> String? {
            if case .failure(let refusal) = FCMTokenGrant.parse(formBody: body) { return refusal.error } else { return nil }
        }
        #expect(refusal(Self.body(grantType: "client_credentials", assertion: "x")) == "unsupported_grant_type")
        #expect(refusal(Array("grant_type=urn%3Aietf%3Aparams%3Aoauth%3Agrant-type%3Ajwt-bearer".utf8)) == "invalid_request")
        #expect(refusal(Self.body(assertion: "\(Self.header).\(Self.claims)")) == "invalid_grant")
        #expect(refusal(Self.body(assertion: "e30.bm90IGpzb24.c2ln")) == "invalid_grant")
        #expect(refusal(Self.body(assertion: "\(Self.header)=.\(Self.claims).c2ln")) == "invalid_grant")
    }

    @Test("form fields are percent- and plus-decoded, and the first of a repeated name wins")
    func formFields() {
        #expect(FCMTokenGrant.formFields("a=1+2%2B3&b=&a=second&c") == ["a": "1 2+3", "b": "", "c": ""])
    }
}
