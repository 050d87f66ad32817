import Testing
@testable import NotiFCM

/// Registration tokens for simulated installs and the syntactic check of tokens senders give.
@Suite("FCM registration tokens")
struct FCMRegistrationTokenTests {
    let deviceToken = String(repeating: "0f", count: 32)

    @Test("a token is made the same from the same inputs, and differently when any input differs")
    func deterministic() {
        let token = FCMRegistrationToken.make(deviceToken: deviceToken, bundleID: "com.example.app", projectNumber: "1")
        #expect(token == FCMRegistrationToken.make(deviceToken: deviceToken, bundleID: "com.example.app", projectNumber: "1"))
        let others = [
            FCMRegistrationToken.make(deviceToken: String(repeating: "1f", count: 32), bundleID: "com.example.app", projectNumber: "1"),
            FCMRegistrationToken.make(deviceToken: deviceToken, bundleID: "com.example.other", projectNumber: "1"),
            FCMRegistrationToken.make(deviceToken: deviceToken, bundleID: "com.example.app", projectNumber: "2"),
        ]
        #expect(Set(others + [token]).count == 4)
    }

    @Test("a made token is shaped like a real one: 22 characters (c-f first), a colon, APA91b and 134 more, all URL-safe")
    func shape() {
        for index in 0..<50 {
            let token = FCMRegistrationToken.make(deviceToken: "\(index)", bundleID: "b\(index)", projectNumber: "123456789012")
            let parts = token.split(separator: ":")
            #expect(token.count == 163 && parts.count == 2 && parts[0].count == 22 && parts[1].hasPrefix("APA91b") && parts[1].count == 140)
            #expect("cdef".contains(token.first ?? " "))
            #expect(token.unicodeScalars.allSatisfy { $0 == ":" || $0 == "-" || $0 == "_" || ($0.isASCII && $0.properties.isAlphabetic) || ("0"..."9").contains($0) })
            #expect(FCMRegistrationToken.looksValid(token))
        }
    }

    @Test("tokens not shaped like registration tokens are refused", arguments: [
        "", String(repeating: "ab", count: 32), "abc:APA91b" + String(repeating: "x", count: 134),
        "cAbCdEfGhIjKlMnOpQrStU:APA91c" + String(repeating: "x", count: 134), "cAbCdEfGhIjKlMnOpQrStU:APA91b" + String(repeating: "x", count: 20),
        "cAbCdEfGhIjKlMnOpQrStU:APA91b" + String(repeating: "x", count: 133) + "=", "cAbCdEfGhIjKlMnOpQrStU APA91b" + String(repeating: "x", count: 134),
        "cAbCdEfGhIjKlMnOpQrStU:APA91b:" + String(repeating: "x", count: 134),
    ])
    func refused(token: String) {
        #expect(!FCMRegistrationToken.looksValid(token))
    }

    @Test("an older token with an 11-character instance ID is accepted")
    func olderShape() {
        #expect(FCMRegistrationToken.looksValid("nKctODamlM4:APA91b" + String(repeating: "Q", count: 134)))
    }
}
