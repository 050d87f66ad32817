import Crypto

/// Device tokens: 64 lower-case hex digits, derived deterministically from the simulated install.
package enum DeviceToken {
    /// The number of hex digits in a token.
    package static let length = 64

    /// The token of one app install: hex(SHA-256("notisim-device-token|" + workspace + "|" + device + "|" + bundle)).
    /// The same inputs give the same token on every run.
    package static func make(workspaceID: String, deviceName: String, bundleID: String) -> String {
        let seed = "notisim-device-token|" + workspaceID + "|" + deviceName + "|" + bundleID
        return hexString(SHA256.hash(data: Array(seed.utf8)))
    }

    /// The token in canonical form (lower case) when it is exactly 64 hex digits, else nil.
    package static func normalized(_ text: some StringProtocol) -> String? {
        // Checked on the bytes where they lie (every push's path carries one); a String is made only for a token.
        func check(_ bytes: some Collection<UInt8>) -> (isToken: Bool, isLowerCase: Bool) {
            guard bytes.count == length else { return (false, false) }
            // One table lookup a byte; the classes of all the bytes are or-ed together and looked at once.
            var classes: UInt8 = 0
            hexClasses.withUnsafeBufferPointer { table in
                for byte in bytes { classes |= table[Int(byte)] }
            }
            return (classes & notHex == 0, classes & upperCase == 0)
        }
        let (isToken, isLowerCase) = text.utf8.withContiguousStorageIfAvailable(check) ?? check(text.utf8)
        guard isToken else { return nil }
        return isLowerCase ? String(text) : text.lowercased()
    }

    /// Lower-case hex of some bytes.
    static func hexString(_ bytes: some Sequence<UInt8>) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var out: [UInt8] = []
        for byte in bytes {
            out.append(digits[Int(byte >> 4)])
            out.append(digits[Int(byte & 0x0F)])
        }
        return String(decoding: out, as: UTF8.self)
    }

    private static let notHex: UInt8 = 1
    private static let upperCase: UInt8 = 2
    /// Each byte's class: `notHex`, `upperCase` (A to F) or 0 (a digit or a to f).
    private static let hexClasses: [UInt8] = (0...255).map { byte in
        let byte = UInt8(byte)
        if byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "F") { return upperCase }
        return isHexDigit(byte) ? 0 : notHex
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
            || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "f"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "F"))
    }
}
