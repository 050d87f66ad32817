@testable import NotiLayout
import Testing

/// MP3 lengths read from the frames (docs/rules/presentation.md#movie-and-audio-thumbnails).
@Suite("MP3 length")
struct MP3DurationTests {
    /// One MPEG-1 layer III frame at 128 kbit/s and 44.1 kHz: 417 bytes (418 with the padding bit), 1152 samples.
    static func frame(padded: Bool = false) -> [UInt8] {
        [0xFF, 0xFB, padded ? 0x92 : 0x90, 0x00] + [UInt8](repeating: 0, count: padded ? 414 : 413)
    }

    @Test("MP3: the frames' samples over the sample rate, after an ID3v2 tag and before an ID3v1 tag; MPEG-2 frames have half the rate")
    func framesGiveTheLength() throws {
        let frames = (0..<100).flatMap { Self.frame(padded: $0 % 3 == 0) }
        let id3v2 = Array("ID3".utf8) + [4, 0, 0, 0, 0, 1, 0] + [UInt8](repeating: 0, count: 128)
        let id3v1 = Array("TAG".utf8) + [UInt8](repeating: 0x20, count: 125)
        let seconds = try #require(MediaDuration.seconds(of: id3v2 + frames + id3v1))
        #expect(abs(seconds - 100 * 1152 / 44100) < 1e-9)
        // MPEG-2 layer III, 64 kbit/s at 22.05 kHz: 576 samples in 72 × 64000 / 22050 = 208 bytes.
        let mpeg2 = (0..<50).flatMap { _ in [0xFF, 0xF3, 0x80, 0x00] + [UInt8](repeating: 0, count: 204) }
        #expect(MediaDuration.seconds(of: mpeg2).map { abs($0 - 50.0 * 576 / 22050) < 1e-9 } == true)
    }

    @Test("MP3: a lone frame header in other bytes, a reserved layer or a bad bit rate gives no length")
    func notFramesGiveNothing() {
        #expect(MediaDuration.seconds(of: [0xFF, 0xFB, 0x90, 0x00, 1, 2, 3]) == nil)
        #expect(MediaDuration.seconds(of: [0xFF, 0xF9, 0x90, 0x00] + [UInt8](repeating: 0, count: 900)) == nil)
        #expect(MediaDuration.seconds(of: [0xFF, 0xFB, 0xF0, 0x00] + [UInt8](repeating: 0, count: 900)) == nil)
        #expect(MediaDuration.seconds(of: Array("ID3".utf8) + [4, 0, 0, 0x7F, 0x7F, 0x7F, 0x7F]) == nil)
    }
}
