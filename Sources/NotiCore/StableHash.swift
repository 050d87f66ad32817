/// A hash that is the same on every run and machine (64-bit FNV-1a), for names of files notisim keeps: a workspace's
/// state folder, an extension build's cache folder. Not for security.
package struct StableHash: Sendable {
    private var value: UInt64 = 0xcbf2_9ce4_8422_2325

    package init() {}

    /// Adds bytes to the hash.
    package mutating func combine(_ bytes: some Sequence<UInt8>) {
        for byte in bytes { value = (value ^ UInt64(byte)) &* 0x100_0000_01b3 }
    }

    /// Adds a text and a separator, so that ("ab", "c") and ("a", "bc") hash differently.
    package mutating func combine(_ text: String) {
        combine(text.utf8)
        combine(CollectionOfOne(0))
    }

    /// The hash as 16 lowercase hex digits.
    package var hex: String {
        let hex = String(value, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    /// The hash of one text, as 16 hex digits.
    package static func hex(_ text: String) -> String {
        var hash = StableHash()
        hash.combine(text.utf8)
        return hash.hex
    }
}
