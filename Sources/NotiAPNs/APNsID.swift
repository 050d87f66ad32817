import Foundation

/// `apns-id` values generated for requests that send none.
enum APNsID {
    private static let digits = Array("0123456789ABCDEF".utf8)

    /// A random (version 4) UUID in canonical upper-case form (as APNs sends them). Drawn from the system's random
    /// generator directly: Foundation's `UUID()` opens a random device on every call here.
    static func generate() -> String {
        var generator = SystemRandomNumberGenerator()
        var words = (generator.next() as UInt64, generator.next() as UInt64)
        withUnsafeMutableBytes(of: &words) { bytes in
            bytes[6] = bytes[6] & 0x0F | 0x40  // version 4
            bytes[8] = bytes[8] & 0x3F | 0x80  // RFC 4122 variant
        }
        var out: [UInt8] = []
        out.reserveCapacity(36)
        withUnsafeBytes(of: words) { bytes in
            for (index, byte) in bytes.enumerated() {
                if index == 4 || index == 6 || index == 8 || index == 10 { out.append(UInt8(ascii: "-")) }
                out.append(digits[Int(byte >> 4)])
                out.append(digits[Int(byte & 0x0F)])
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}
