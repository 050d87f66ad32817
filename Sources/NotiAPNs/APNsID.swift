import Foundation

/// `apns-id` values generated for requests that send none.
enum APNsID {
    private static let digits = Array("0123456789ABCDEF".utf8)

    /// A random UUID in canonical upper-case form (as APNs sends them), formatted without `printf`.
    static func generate() -> String {
        let uuid = UUID().uuid
        var out: [UInt8] = []
        out.reserveCapacity(36)
        withUnsafeBytes(of: uuid) { bytes in
            for (index, byte) in bytes.enumerated() {
                if index == 4 || index == 6 || index == 8 || index == 10 { out.append(UInt8(ascii: "-")) }
                out.append(digits[Int(byte >> 4)])
                out.append(digits[Int(byte & 0x0F)])
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}
