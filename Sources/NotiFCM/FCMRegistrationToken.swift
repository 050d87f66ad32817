import NotiCore

/// FCM registration tokens for simulated installs. A real token is an app instance's Firebase installation ID (22
/// URL-safe base64 characters, the first of them c, d, e or f), a colon, and an opaque part starting `APA91b`
/// (https://firebase.google.com/docs/projects/manage-installations). notisim makes one of 22 + 1 + 6 + 134 characters
/// from the install's APNs device token, its bundle ID and the project number, the same inputs giving the same token.
package enum FCMRegistrationToken {
    /// The length of the part after `APA91b` in tokens notisim makes.
    static let opaqueLength = 134
    private static let urlSafeAlphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_".utf8)
    /// An installation ID's first character: its first four bits are 0111, so it is one of these.
    private static let installationIDFirstCharacters = Array("cdef".utf8)

    /// The registration token of the install with this APNs device token and bundle ID, in the project `projectNumber`.
    package static func make(deviceToken: String, bundleID: String, projectNumber: String) -> String {
        var installationID = DeterministicBits(seed: seed("installation", deviceToken, bundleID, projectNumber))
        var opaque = DeterministicBits(seed: seed("registration", deviceToken, bundleID, projectNumber))
        var token = [installationIDFirstCharacters[Int(installationID.next(bits: 2))]]
        for _ in 1..<22 { token.append(urlSafeAlphabet[Int(installationID.next(bits: 6))]) }
        token.append(contentsOf: ":APA91b".utf8)
        for _ in 0..<opaqueLength { token.append(urlSafeAlphabet[Int(opaque.next(bits: 6))]) }
        return String(decoding: token, as: UTF8.self)
    }

    /// Whether `token` is shaped like a registration token: an installation ID of 11 to 64 URL-safe characters, a colon,
    /// and `APA91b` followed by 100 to 400 of them. Firebase does not publish the format; these bounds accept the tokens
    /// FCM has handed out (older instance IDs were 11 characters) and notisim's own, and refuse anything else a sender
    /// might paste, such as an APNs device token in hex (the answer is then "The registration token is not a valid FCM
    /// registration token").
    package static func looksValid(_ token: String) -> Bool {
        // Checked on the token's contiguous bytes (every message to a token asks): walking its UTF-8 view cost about
        // 9.5k instructions a token, these bytes about a quarter of that.
        var token = token
        return token.withUTF8 { bytes in
            guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")) else { return false }
            let installationID = bytes[..<colon], rest = bytes[(colon + 1)...]
            guard (11...64).contains(installationID.count), installationID.allSatisfy(isURLSafe) else { return false }
            guard rest.starts(with: "APA91b".utf8) else { return false }
            return (100...400).contains(rest.count - 6) && rest.allSatisfy(isURLSafe)
        }
    }

    /// Whether `text` is shaped like a Firebase installation ID: 22 URL-safe characters (the part of a registration
    /// token before its colon).
    package static func isInstallationID(_ text: String) -> Bool {
        text.utf8.count == 22 && text.utf8.allSatisfy(isURLSafe)
    }

    /// The installation ID a registration token starts with.
    package static func installationID(of token: String) -> String {
        String(token.prefix { $0 != ":" })
    }

    /// Whether `byte` is a letter, a digit, `-` or `_` (URL-safe base64), by range rather than a search of the alphabet.
    private static func isURLSafe(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "-"), UInt8(ascii: "_"): true
        default: false
        }
    }

    /// A 64-bit seed from the purpose and the inputs (FNV-1a through NotiCore's stable hash, the same on every machine).
    private static func seed(_ purpose: String, _ inputs: String...) -> UInt64 {
        var hash = StableHash()
        hash.combine(purpose)
        for input in inputs { hash.combine(input) }
        return UInt64(hash.hex, radix: 16) ?? 0
    }
}

/// Bits taken a few at a time from NotiCore's SplitMix64 words, the same on every run.
struct DeterministicBits {
    private var words: SplitMix64
    private var buffer: UInt64 = 0
    private var bufferedBits = 0

    init(seed: UInt64) { words = SplitMix64(seed: seed) }

    /// The next `count` bits (1 to 63) as the low bits of a number.
    mutating func next(bits count: Int) -> UInt64 {
        if bufferedBits < count {
            buffer = words.next()
            bufferedBits = 64
        }
        let value = buffer & ((1 << UInt64(count)) - 1)
        buffer >>= UInt64(count)
        bufferedBits -= count
        return value
    }
}
