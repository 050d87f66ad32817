/// The length of an audio or movie file read from its container header, without decoding the media:
/// MP4 / MOV / M4A (`moov`/`mvhd` box), WAV (`fmt ` byte rate and `data` size), AIFF (`COMM` frames and rate), CAF
/// (`desc` and `pakt` or `data`, Core Audio Format, the usual notification sound) and MP3 (its frames, ``MP3Duration``).
/// Other formats and damaged files give nil (docs/rules/presentation.md#movie-and-audio-thumbnails).
package enum MediaDuration {
    /// Seconds of media in `bytes`, or nil when the container is not one of the above or is damaged.
    package static func seconds(of bytes: [UInt8]) -> Double? {
        if bytes.count >= 12, ascii(bytes, 0, 4) == "RIFF", ascii(bytes, 8, 4) == "WAVE" { return wave(bytes) }
        if bytes.count >= 12, ascii(bytes, 0, 4) == "FORM", ["AIFF", "AIFC"].contains(ascii(bytes, 8, 4)) { return aiff(bytes) }
        if bytes.count >= 8, ascii(bytes, 0, 4) == "caff" { return caf(bytes) }
        if bytes.count >= 4, ascii(bytes, 0, 3) == "ID3" || (bytes[0] == 0xFF && bytes[1] & 0xE0 == 0xE0) { return MP3Duration.seconds(of: bytes) }
        return isoMovie(bytes)
    }

    private static func isoMovie(_ bytes: [UInt8]) -> Double? {
        guard let moov = box("moov", in: bytes, from: 0, to: bytes.count),
              let mvhd = box("mvhd", in: bytes, from: moov.lowerBound, to: moov.upperBound), mvhd.count >= 20 else { return nil }
        let start = mvhd.lowerBound
        let version = bytes[start]
        let timescale: UInt64, duration: UInt64
        if version == 1 {
            guard mvhd.count >= 32 else { return nil }
            timescale = bigEndian(bytes, start + 20, 4); duration = bigEndian(bytes, start + 24, 8)
        } else {
            timescale = bigEndian(bytes, start + 12, 4); duration = bigEndian(bytes, start + 16, 4)
        }
        return timescale == 0 ? nil : Double(duration) / Double(timescale)
    }

    /// The payload range of the first box of `type` among the boxes between `from` and `to`.
    private static func box(_ type: String, in bytes: [UInt8], from: Int, to: Int) -> Range<Int>? {
        var offset = from
        while offset + 8 <= to {
            var size = Int(bigEndian(bytes, offset, 4)), header = 8
            if size == 1 {
                guard offset + 16 <= to else { return nil }
                size = Int(clamping: bigEndian(bytes, offset + 8, 8)); header = 16
            } else if size == 0 {
                size = to - offset
            }
            guard size >= header, offset + size <= to else { return nil }
            if ascii(bytes, offset + 4, 4) == type { return (offset + header)..<(offset + size) }
            offset += size
        }
        return nil
    }

    private static func wave(_ bytes: [UInt8]) -> Double? {
        var offset = 12, byteRate: UInt64?, dataSize: UInt64?
        while offset + 8 <= bytes.count {
            let size = Int(littleEndian(bytes, offset + 4, 4))
            switch ascii(bytes, offset, 4) {
            case "fmt " where offset + 16 <= bytes.count: byteRate = littleEndian(bytes, offset + 16, 4)
            case "data": dataSize = UInt64(size)
            default: break
            }
            offset += 8 + size + (size % 2)
        }
        guard let byteRate, byteRate > 0, let dataSize else { return nil }
        return Double(dataSize) / Double(byteRate)
    }

    private static func aiff(_ bytes: [UInt8]) -> Double? {
        var offset = 12
        while offset + 8 <= bytes.count {
            let size = Int(bigEndian(bytes, offset + 4, 4))
            if ascii(bytes, offset, 4) == "COMM", offset + 26 <= bytes.count {
                let frames = bigEndian(bytes, offset + 10, 4)
                let rate = extended(bytes, offset + 16)
                return rate > 0 ? Double(frames) / rate : nil
            }
            offset += 8 + size + (size % 2)
        }
        return nil
    }

    /// A CAF file: chunks of a four-letter type and a 64-bit big-endian size after the 8-byte header. The sample rate
    /// is `desc`'s; the frames are `pakt`'s valid frames for packets of varying size (AAC, ALAC), else the `data`
    /// chunk's packets (its size less the 4-byte edit count; -1 runs to the end of the file) times frames per packet.
    private static func caf(_ bytes: [UInt8]) -> Double? {
        var offset = 8
        var sampleRate: Double?, bytesPerPacket: UInt64 = 0, framesPerPacket: UInt64 = 0
        var validFrames: UInt64?, dataBytes: UInt64?
        while offset + 12 <= bytes.count {
            let type = ascii(bytes, offset, 4)
            let declared = bigEndian(bytes, offset + 4, 8)
            let start = offset + 12
            // Only the audio data may run to the end of the file (size -1).
            let size = declared == UInt64.max && type == "data" ? UInt64(bytes.count - start) : declared
            guard size <= UInt64(bytes.count - start) || type == "data" else { return nil }
            switch type {
            case "desc" where size >= 32:
                sampleRate = Double(bitPattern: bigEndian(bytes, start, 8))
                bytesPerPacket = bigEndian(bytes, start + 16, 4)
                framesPerPacket = bigEndian(bytes, start + 20, 4)
            case "pakt" where size >= 24:
                validFrames = bigEndian(bytes, start + 8, 8)
            case "data" where size >= 4:
                dataBytes = size - 4
            default:
                break
            }
            guard size <= UInt64(Int.max - start) else { break }
            offset = start + Int(size)
        }
        guard let sampleRate, sampleRate.isFinite, sampleRate > 0 else { return nil }
        if let validFrames { return Double(validFrames) / sampleRate }
        guard let dataBytes, bytesPerPacket > 0, framesPerPacket > 0 else { return nil }
        return Double(dataBytes / bytesPerPacket) * Double(framesPerPacket) / sampleRate
    }

    /// An 80-bit IEEE extended float (AIFF's sample rate).
    private static func extended(_ bytes: [UInt8], _ offset: Int) -> Double {
        let exponent = Int(bigEndian(bytes, offset, 2) & 0x7FFF) - 16383
        let mantissa = bigEndian(bytes, offset + 2, 8)
        return Double(mantissa) * pow2(exponent - 63)
    }

    private static func pow2(_ exponent: Int) -> Double {
        exponent >= 0 ? Double(sign: .plus, exponent: exponent, significand: 1) : 1 / Double(sign: .plus, exponent: -exponent, significand: 1)
    }

    private static func ascii(_ bytes: [UInt8], _ offset: Int, _ count: Int) -> String {
        guard offset >= 0, offset + count <= bytes.count else { return "" }
        return String(decoding: bytes[offset..<(offset + count)], as: UTF8.self)
    }

    private static func bigEndian(_ bytes: [UInt8], _ offset: Int, _ count: Int) -> UInt64 {
        guard offset >= 0, offset + count <= bytes.count else { return 0 }
        return bytes[offset..<(offset + count)].reduce(0) { $0 << 8 | UInt64($1) }
    }

    private static func littleEndian(_ bytes: [UInt8], _ offset: Int, _ count: Int) -> UInt64 {
        guard offset >= 0, offset + count <= bytes.count else { return 0 }
        return bytes[offset..<(offset + count)].reversed().reduce(0) { $0 << 8 | UInt64($1) }
    }
}
