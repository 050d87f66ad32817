/// The frames of a GIF, read from its blocks without decoding pixels: how many, each one's delay, and the loop count
/// of its NETSCAPE2.0 extension (docs/rules/apple-frameworks.md#imageio).
struct GIFFrames {
    /// Each frame's delay in seconds, from its graphic control extension (0 without one).
    var delays: [Double] = []
    /// The NETSCAPE2.0 loop count (0: for ever), nil without the extension.
    var loopCount: Int?

    /// The frames of `bytes`; a damaged file gives the frames read before the damage.
    init(_ bytes: [UInt8]) {
        guard bytes.count >= 13 else { return }
        var offset = 13
        if bytes[10] & 0x80 != 0 { offset += 3 << (Int(bytes[10] & 7) + 1) }
        var pendingDelay = 0.0
        while offset < bytes.count {
            switch bytes[offset] {
            case 0x21 where offset + 1 < bytes.count:
                let label = bytes[offset + 1]
                let first = offset + 2
                if label == 0xF9, first + 4 < bytes.count {
                    pendingDelay = Double(Int(bytes[first + 2]) | Int(bytes[first + 3]) << 8) / 100
                } else if label == 0xFF, first + 16 < bytes.count, bytes[first] == 11,
                          String(decoding: bytes[(first + 1)..<(first + 12)], as: UTF8.self) == "NETSCAPE2.0" {
                    loopCount = Int(bytes[first + 14]) | Int(bytes[first + 15]) << 8
                }
                guard let next = Self.skipSubBlocks(bytes, from: first) else { return }
                offset = next
            case 0x2C where offset + 10 < bytes.count:
                let flags = bytes[offset + 9]
                var imageData = offset + 10
                if flags & 0x80 != 0 { imageData += 3 << (Int(flags & 7) + 1) }
                guard let next = Self.skipSubBlocks(bytes, from: imageData + 1) else { return }
                delays.append(pendingDelay)
                pendingDelay = 0
                offset = next
            default:
                return
            }
        }
    }

    /// The offset after the sub-blocks starting at `offset` (each a length byte and that many bytes, ended by 0).
    private static func skipSubBlocks(_ bytes: [UInt8], from offset: Int) -> Int? {
        var offset = offset
        while offset < bytes.count {
            let length = Int(bytes[offset])
            offset += 1 + length
            if length == 0 { return offset <= bytes.count ? offset : nil }
        }
        return nil
    }
}
