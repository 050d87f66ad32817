/// The length of an MP3 file, by walking its MPEG audio frames: each frame header gives its version, layer,
/// bit rate and sample rate, hence its length in bytes and in samples (docs/rules/presentation.md#movie-and-audio-thumbnails).
/// A leading ID3v2 tag is skipped; the walk stops at the first bytes that are not a frame (an ID3v1 tag).
enum MP3Duration {
    /// Seconds of audio, or nil when `bytes` do not start (after an ID3v2 tag) with two frames in a row.
    static func seconds(of bytes: [UInt8]) -> Double? {
        var offset = id3Length(bytes)
        var seconds = 0.0, frames = 0
        while let frame = Frame(bytes, at: offset) {
            seconds += Double(frame.samples) / Double(frame.sampleRate)
            frames += 1
            offset += frame.length
        }
        return frames >= 2 || (frames == 1 && offset == bytes.count) ? seconds : nil
    }

    /// Bytes of the ID3v2 tag at the start (header, size as four 7-bit bytes, footer when flagged), or 0.
    private static func id3Length(_ bytes: [UInt8]) -> Int {
        guard bytes.count >= 10, bytes[0] == 0x49, bytes[1] == 0x44, bytes[2] == 0x33 else { return 0 }
        let size = bytes[6..<10].reduce(0) { $0 << 7 | Int($1 & 0x7F) }
        return 10 + size + (bytes[5] & 0x10 != 0 ? 10 : 0)
    }

    /// One MPEG audio frame header.
    private struct Frame {
        let length: Int
        let samples: Int
        let sampleRate: Int

        /// Kilobits per second by bit-rate index, for MPEG-1 layers I, II, III and MPEG-2/2.5 layer I, then II and III.
        private static let bitRates: [[Int]] = [
            [0, 32, 64, 96, 128, 160, 192, 224, 256, 288, 320, 352, 384, 416, 448],
            [0, 32, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320, 384],
            [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
            [0, 32, 48, 56, 64, 80, 96, 112, 128, 144, 160, 176, 192, 224, 256],
            [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
        ]

        init?(_ bytes: [UInt8], at offset: Int) {
            guard offset >= 0, offset + 4 <= bytes.count, bytes[offset] == 0xFF, bytes[offset + 1] & 0xE0 == 0xE0 else { return nil }
            let version = Int(bytes[offset + 1] >> 3 & 3)      // 0: MPEG-2.5, 2: MPEG-2, 3: MPEG-1
            let layer = 4 - Int(bytes[offset + 1] >> 1 & 3)    // 1, 2 or 3 (4 is reserved)
            let bitRateIndex = Int(bytes[offset + 2] >> 4), rateIndex = Int(bytes[offset + 2] >> 2 & 3)
            let padding = Int(bytes[offset + 2] >> 1 & 1)
            guard version != 1, layer <= 3, bitRateIndex != 0, bitRateIndex != 15, rateIndex != 3 else { return nil }
            let mpeg1 = version == 3
            let table = mpeg1 ? layer - 1 : (layer == 1 ? 3 : 4)
            let bitRate = Self.bitRates[table][bitRateIndex] * 1000
            sampleRate = [44100, 48000, 32000][rateIndex] >> (mpeg1 ? 0 : (version == 2 ? 1 : 2))
            samples = layer == 1 ? 384 : (layer == 3 && !mpeg1 ? 576 : 1152)
            length = layer == 1 ? (12 * bitRate / sampleRate + padding) * 4 : samples / 8 * bitRate / sampleRate + padding
            guard length > 4 else { return nil }
        }
    }
}
