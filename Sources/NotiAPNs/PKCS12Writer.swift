import Crypto
import Foundation
import SwiftASN1
import _CryptoExtras

/// Writes a certificate and its private key as a PKCS#12 file (RFC 7292), the `.p12` push providers load: the key in
/// a PBES2 shrouded key bag (PBKDF2 with HMAC-SHA-256, AES-256-CBC), the certificate in a certificate bag, both
/// tagged with the same local key id, and an HMAC-SHA-256 integrity MAC keyed by RFC 7292's password-based KDF.
/// No library here writes PKCS#12, so it is assembled from DER with SwiftASN1.
/// docs/rules/endpoint.md#certificate-based-provider-authentication.
package enum PKCS12Writer {
    private static let data: ASN1ObjectIdentifier = [1, 2, 840, 113549, 1, 7, 1]
    private static let certBag: ASN1ObjectIdentifier = [1, 2, 840, 113549, 1, 12, 10, 1, 3]
    private static let shroudedKeyBag: ASN1ObjectIdentifier = [1, 2, 840, 113549, 1, 12, 10, 1, 2]
    private static let x509Certificate: ASN1ObjectIdentifier = [1, 2, 840, 113549, 1, 9, 22, 1]
    private static let localKeyID: ASN1ObjectIdentifier = [1, 2, 840, 113549, 1, 9, 21]
    private static let friendlyName: ASN1ObjectIdentifier = [1, 2, 840, 113549, 1, 9, 20]
    private static let pbes2: ASN1ObjectIdentifier = [1, 2, 840, 113549, 1, 5, 13]
    private static let pbkdf2: ASN1ObjectIdentifier = [1, 2, 840, 113549, 1, 5, 12]
    private static let hmacWithSHA256: ASN1ObjectIdentifier = [1, 2, 840, 113549, 2, 9]
    private static let aes256CBC: ASN1ObjectIdentifier = [2, 16, 840, 1, 101, 3, 4, 1, 42]
    private static let sha256: ASN1ObjectIdentifier = [2, 16, 840, 1, 101, 3, 4, 2, 1]
    /// As OpenSSL 3 writes them.
    static let iterations = 2048

    /// The PKCS#12 bytes of a PEM certificate and its P-256 key, as `notisim certs` issues them.
    package static func write(certificatePEM: String, keyPEM: String, name: String, password: String) throws -> [UInt8] {
        let certificate = try PEMDocument(pemString: certificatePEM)
        let key = try P256.Signing.PrivateKey(pemRepresentation: keyPEM)
        return try write(certificateDER: certificate.derBytes, privateKeyDER: Array(key.derRepresentation), name: name, password: password)
    }

    /// The PKCS#12 bytes holding `certificateDER` and `privateKeyDER` (PKCS#8), named `name`, under `password`.
    package static func write(certificateDER: [UInt8], privateKeyDER: [UInt8], name: String, password: String) throws -> [UInt8] {
        let keyID = Array(Insecure.SHA1.hash(data: certificateDER))
        let attributes = try bagAttributes(keyID: keyID, name: name)

        var certificateSafe = DER.Serializer()
        try certificateSafe.appendConstructedNode(identifier: .sequence) { bags in
            try bags.appendConstructedNode(identifier: .sequence) { bag in
                try bag.serialize(certBag)
                try bag.appendConstructedNode(identifier: ASN1Identifier(tagWithNumber: 0, tagClass: .contextSpecific)) { value in
                    try value.appendConstructedNode(identifier: .sequence) { cert in
                        try cert.serialize(x509Certificate)
                        try cert.appendConstructedNode(identifier: ASN1Identifier(tagWithNumber: 0, tagClass: .contextSpecific)) {
                            try $0.serialize(ASN1OctetString(contentBytes: certificateDER[...]))
                        }
                    }
                }
                bag.serializeRawBytes(attributes)
            }
        }

        let salt = randomBytes(16), iv = randomBytes(16)
        // The file protects a test certificate with OpenSSL's default count; the library's checked form asks for 210,000.
        let key = try KDF.Insecure.PBKDF2.deriveKey(from: Array(password.utf8), salt: salt, using: .sha256, outputByteCount: 32,
                                                    unsafeUncheckedRounds: iterations)
        let encrypted = try AES._CBC.encrypt(privateKeyDER, using: key, iv: AES._CBC.IV(ivBytes: iv))
        var keySafe = DER.Serializer()
        try keySafe.appendConstructedNode(identifier: .sequence) { bags in
            try bags.appendConstructedNode(identifier: .sequence) { bag in
                try bag.serialize(shroudedKeyBag)
                try bag.appendConstructedNode(identifier: ASN1Identifier(tagWithNumber: 0, tagClass: .contextSpecific)) { value in
                    try value.appendConstructedNode(identifier: .sequence) { info in
                        try info.appendConstructedNode(identifier: .sequence) { algorithm in
                            try algorithm.serialize(pbes2)
                            try algorithm.appendConstructedNode(identifier: .sequence) { parameters in
                                try parameters.appendConstructedNode(identifier: .sequence) { kdf in
                                    try kdf.serialize(pbkdf2)
                                    try kdf.appendConstructedNode(identifier: .sequence) { params in
                                        try params.serialize(ASN1OctetString(contentBytes: salt[...]))
                                        try params.serialize(iterations)
                                        try params.appendConstructedNode(identifier: .sequence) { prf in
                                            try prf.serialize(hmacWithSHA256)
                                            try prf.serialize(ASN1Null())
                                        }
                                    }
                                }
                                try parameters.appendConstructedNode(identifier: .sequence) { scheme in
                                    try scheme.serialize(aes256CBC)
                                    try scheme.serialize(ASN1OctetString(contentBytes: iv[...]))
                                }
                            }
                        }
                        try info.serialize(ASN1OctetString(contentBytes: ArraySlice(encrypted)))
                    }
                }
                bag.serializeRawBytes(attributes)
            }
        }

        var safe = DER.Serializer()
        try safe.appendConstructedNode(identifier: .sequence) { contents in
            for bags in [certificateSafe.serializedBytes, keySafe.serializedBytes] {
                try contents.appendConstructedNode(identifier: .sequence) { info in
                    try info.serialize(data)
                    try info.appendConstructedNode(identifier: ASN1Identifier(tagWithNumber: 0, tagClass: .contextSpecific)) {
                        try $0.serialize(ASN1OctetString(contentBytes: bags[...]))
                    }
                }
            }
        }
        let authenticatedSafe = safe.serializedBytes

        let macSalt = randomBytes(16)
        let macKey = passwordKey(password: password, salt: macSalt, id: 3, iterations: iterations, length: 32)
        let mac = Array(HMAC<SHA256>.authenticationCode(for: authenticatedSafe, using: SymmetricKey(data: macKey)))

        var pfx = DER.Serializer()
        try pfx.appendConstructedNode(identifier: .sequence) { root in
            try root.serialize(3)
            try root.appendConstructedNode(identifier: .sequence) { info in
                try info.serialize(data)
                try info.appendConstructedNode(identifier: ASN1Identifier(tagWithNumber: 0, tagClass: .contextSpecific)) {
                    try $0.serialize(ASN1OctetString(contentBytes: authenticatedSafe[...]))
                }
            }
            try root.appendConstructedNode(identifier: .sequence) { macData in
                try macData.appendConstructedNode(identifier: .sequence) { digestInfo in
                    try digestInfo.appendConstructedNode(identifier: .sequence) { algorithm in
                        try algorithm.serialize(sha256)
                        try algorithm.serialize(ASN1Null())
                    }
                    try digestInfo.serialize(ASN1OctetString(contentBytes: mac[...]))
                }
                try macData.serialize(ASN1OctetString(contentBytes: macSalt[...]))
                try macData.serialize(iterations)
            }
        }
        return pfx.serializedBytes
    }

    /// The bag attributes both bags carry: the local key id that pairs them, and a friendly name.
    private static func bagAttributes(keyID: [UInt8], name: String) throws -> [UInt8] {
        var serializer = DER.Serializer()
        try serializer.appendConstructedNode(identifier: .set) { set in
            try set.appendConstructedNode(identifier: .sequence) { attribute in
                try attribute.serialize(friendlyName)
                try attribute.appendConstructedNode(identifier: .set) { try $0.serialize(ASN1BMPString(stringLiteral: name)) }
            }
            try set.appendConstructedNode(identifier: .sequence) { attribute in
                try attribute.serialize(localKeyID)
                try attribute.appendConstructedNode(identifier: .set) { try $0.serialize(ASN1OctetString(contentBytes: keyID[...])) }
            }
        }
        return serializer.serializedBytes
    }

    /// RFC 7292 appendix B.2's key derivation with SHA-256 (64-byte blocks): `id` 3 makes the MAC key. The password
    /// is a BMPString with its two-byte terminator.
    static func passwordKey(password: String, salt: [UInt8], id: UInt8, iterations: Int, length: Int) -> [UInt8] {
        let v = 64
        let passwordBytes: [UInt8] = password.utf16.flatMap { unit -> [UInt8] in [UInt8(unit >> 8), UInt8(unit & 0xff)] } + [0, 0]
        func stretch(_ bytes: [UInt8]) -> [UInt8] {
            guard !bytes.isEmpty else { return [] }
            let count = v * ((bytes.count + v - 1) / v)
            return (0..<count).map { bytes[$0 % bytes.count] }
        }
        let diversifier = [UInt8](repeating: id, count: v)
        var input = stretch(salt) + stretch(passwordBytes)
        var output: [UInt8] = []
        while output.count < length {
            var block = Array(SHA256.hash(data: diversifier + input))
            for _ in 1..<iterations { block = Array(SHA256.hash(data: block)) }
            output += block
            let b = stretch(block)
            for start in stride(from: 0, to: input.count, by: v) {
                var carry = 1
                for index in stride(from: v - 1, through: 0, by: -1) {
                    let sum = Int(input[start + index]) + Int(b[index]) + carry
                    input[start + index] = UInt8(sum & 0xff)
                    carry = sum >> 8
                }
            }
        }
        return Array(output.prefix(length))
    }

    private static func randomBytes(_ count: Int) -> [UInt8] {
        var generator = SystemRandomNumberGenerator()
        return (0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) }
    }
}
