import Foundation

/// Core Audio Format files written byte by byte for sound tests: `caff`, then chunks of a type and a 64-bit
/// big-endian size.
package enum TestSounds {
    /// A linear-PCM CAF of `seconds` at 8000 Hz, one 16-bit channel (`desc` and `data`).
    package static func pcm(seconds: Double, dataSizeToEnd: Bool = false) -> [UInt8] {
        let frames = Int(seconds * 8000)
        let desc = bigEndian(Double(8000).bitPattern, 8) + Array("lpcm".utf8) + bigEndian(0, 4) + bigEndian(2, 4) + bigEndian(1, 4)
            + bigEndian(1, 4) + bigEndian(16, 4)
        let data = bigEndian(0, 4) + [UInt8](repeating: 0, count: 2 * frames)
        return header + chunk("desc", desc) + chunk("data", data, size: dataSizeToEnd ? UInt64.max : nil)
    }

    /// An AAC CAF whose `pakt` says it holds `frames` valid frames at `rate` Hz (its data is not real AAC).
    package static func aac(frames: UInt64, rate: Double) -> [UInt8] {
        let desc = bigEndian(rate.bitPattern, 8) + Array("aac ".utf8) + bigEndian(0, 4) + bigEndian(0, 4) + bigEndian(1024, 4)
            + bigEndian(2, 4) + bigEndian(0, 4)
        let packets = (frames + 1023) / 1024
        let pakt = bigEndian(packets, 8) + bigEndian(frames, 8) + bigEndian(0, 4) + bigEndian(0, 4) + [UInt8](repeating: 0x10, count: Int(packets))
        return header + chunk("desc", desc) + chunk("pakt", pakt) + chunk("data", bigEndian(0, 4) + [UInt8](repeating: 0x55, count: 64))
    }

    /// Writes `bytes` to `name` in `folder`.
    package static func write(_ bytes: [UInt8], named name: String, in folder: URL) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(bytes).write(to: folder.appendingPathComponent(name))
    }

    private static let header = Array("caff".utf8) + bigEndian(1, 2) + bigEndian(0, 2)

    private static func chunk(_ type: String, _ payload: [UInt8], size: UInt64? = nil) -> [UInt8] {
        Array(type.utf8) + bigEndian(size ?? UInt64(payload.count), 8) + payload
    }

    private static func bigEndian(_ value: UInt64, _ count: Int) -> [UInt8] {
        (0..<count).reversed().map { UInt8(truncatingIfNeeded: value >> (8 * UInt64($0))) }
    }
}
