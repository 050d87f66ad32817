import Crypto
import Foundation
import NotiCore
import NotiExtensionBuild
import NotiExtensions
import TestSupport
import Testing

/// An extension's `import CryptoKit` and `import CommonCrypto` built against the kit and run as a child
/// (docs/rules/apple-frameworks.md#apple-frameworks-beyond-uikit). One scratch extension, compiled once, serves both tests.
@Suite("CryptoKit and CommonCrypto in an extension's own sources (slow)", .serialized, .tags(.process), .slowTier)
struct CryptoKitExtensionTests {
    /// A service extension as end-to-end-encrypted messengers write one: the message arrives sealed with AES-GCM, base64
    /// in the payload, and is opened with the key the payload carries; the title is the plaintext, the subtitle its
    /// SHA-256 in hex, the thread identifier its HMAC-SHA256 in base64, and the body its CommonCrypto SHA-256 and MD5 in
    /// hex. The push's identifier is the box's authenticated data; a box that fails authentication leaves a placeholder title.
    static let target = Result { try BuiltExtensions.scratchTarget("SealedMessageService", """
        import CommonCrypto
        import CryptoKit
        import Foundation
        import UserNotifications

        class NotificationService: UNNotificationServiceExtension {
            override func didReceive(_ request: UNNotificationRequest, withContentHandler contentHandler: @escaping (UNNotificationContent) -> Void) {
                let content = request.content.mutableCopy() as! UNMutableNotificationContent
                guard let keyText = request.content.userInfo["key"] as? String, let sealedText = request.content.userInfo["sealed"] as? String,
                      let keyData = Data(base64Encoded: keyText), let sealed = Data(base64Encoded: sealedText) else {
                    contentHandler(content)
                    return
                }
                let key = SymmetricKey(data: keyData)
                do {
                    let box = try AES.GCM.SealedBox(combined: sealed)
                    let plaintext = try AES.GCM.open(box, using: key, authenticating: Data(request.identifier.utf8))
                    content.title = String(decoding: plaintext, as: UTF8.self)
                    content.subtitle = SHA256.hash(data: plaintext).map { String(format: "%02x", $0) }.joined()
                    content.threadIdentifier = Data(HMAC<SHA256>.authenticationCode(for: plaintext, using: key)).base64EncodedString()
                    var sha256 = [UInt8](repeating: 0, count: Int(CC_SHA256_DIGEST_LENGTH))
                    var md5 = [UInt8](repeating: 0, count: Int(CC_MD5_DIGEST_LENGTH))
                    plaintext.withUnsafeBytes { bytes in
                        _ = CC_SHA256(bytes.baseAddress, CC_LONG(plaintext.count), &sha256)
                        _ = CC_MD5(bytes.baseAddress, CC_LONG(plaintext.count), &md5)
                    }
                    content.body = sha256.map { String(format: "%02x", $0) }.joined() + " " + md5.map { String(format: "%02x", $0) }.joined()
                } catch CryptoKitError.authenticationFailure {
                    content.title = "New message"
                } catch {
                    content.title = "unexpected \\(error)"
                }
                contentHandler(content)
            }
        }
        """, point: .service, principalClass: "NotificationService") }

    static let plaintext = Data("Meet at the harbour at 6 🚢".utf8)

    @Test("An extension's import CryptoKit is swift-crypto under Apple's name: an AES-GCM box from the payload opens, SHA256 and HMAC match, a tampered box throws CryptoKitError.authenticationFailure")
    func cryptoKitOpensSealedMessage() throws {
        let host = try Self.start()
        defer { host.close() }
        let key = SymmetricKey(size: .bits256)
        let sealed = try Self.seal(key)
        let opened = try Self.answer(host, key: key, sealed: sealed)
        #expect(opened.title == "Meet at the harbour at 6 🚢")
        #expect(opened.subtitle == Self.hex(SHA256.hash(data: Self.plaintext)))
        #expect(opened.threadIdentifier == Data(HMAC<SHA256>.authenticationCode(for: Self.plaintext, using: key)).base64EncodedString())

        var tampered = sealed
        tampered[tampered.count - 1] ^= 0x01
        #expect(try Self.answer(host, key: key, sealed: tampered).title == "New message")
    }

    @Test("An extension's import CommonCrypto gets CC_SHA256 and CC_MD5 with their digest lengths, computing the same digests as CryptoKit")
    func commonCryptoDigests() throws {
        let host = try Self.start()
        defer { host.close() }
        let key = SymmetricKey(size: .bits128)
        let opened = try Self.answer(host, key: key, sealed: try Self.seal(key))
        #expect(opened.body == Self.hex(SHA256.hash(data: Self.plaintext)) + " " + Self.hex(Insecure.MD5.hash(data: Self.plaintext)))
    }

    /// Builds the extension (once a run: the cache keeps it) and starts it as a child.
    static func start() throws -> OutOfProcessServiceExtensionHost {
        let target = try Self.target.get()
        let outcome = BuiltExtensions.builder().build(target)
        let program = try #require(outcome.program, "\(outcome)")
        return try OutOfProcessServiceExtensionHost(launching: BuiltExtensions.launch(program, target), limits: .standard)
    }

    /// The plaintext sealed with `key`, authenticating the identifier of the push that carries it, in CryptoKit's combined form.
    static func seal(_ key: SymmetricKey) throws -> Data {
        try #require(try AES.GCM.seal(plaintext, using: key, authenticating: Data("sealed".utf8)).combined)
    }

    /// Hands the running extension a push carrying `key` and `sealed` in base64; what it hands back within 10 s.
    static func answer(_ host: OutOfProcessServiceExtensionHost, key: SymmetricKey, sealed: Data) throws -> NotificationContent {
        var content = NotificationContent(title: "Encrypted message", body: "")
        content.userInfo = ["key": .string(key.withUnsafeBytes { Data($0) }.base64EncodedString()), "sealed": .string(sealed.base64EncodedString())]
        try host.start(NotificationRequest(identifier: "sealed", content: content, trigger: .push))
        return try #require(try host.content(waitingUpTo: 10), "no content within 10 s")
    }

    /// A digest's bytes in lowercase hex.
    static func hex(_ digest: some Sequence<UInt8>) -> String {
        digest.map { String(format: "%02x", $0) }.joined()
    }
}
