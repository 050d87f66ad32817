/// A hash that is the same on every run and machine (unlike `hashValue`), for names of files kept between runs.
public enum StableHash {
    /// FNV-1a of the text's UTF-8 as 16 hex digits.
    public static func hex(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
