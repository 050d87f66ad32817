import NIOCore
import NotiCore

/// The client connection preface (RFC 9113 §3.4), which every HTTP/2 connection starts with.
enum HTTP2Preface {
    static let client = Array("PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n".utf8)
}

/// HTTP/2 frame types the endpoint reads or writes (RFC 9113 §6).
enum HTTP2FrameType: UInt8 {
    case data = 0, headers = 1, priority = 2, rstStream = 3, settings = 4, pushPromise = 5, ping = 6, goAway = 7,
         windowUpdate = 8, continuation = 9
}

/// HTTP/2 frame flags (RFC 9113 §6).
enum HTTP2Flag {
    static let endStream: UInt8 = 0x1
    static let ack: UInt8 = 0x1
    static let endHeaders: UInt8 = 0x4
    static let padded: UInt8 = 0x8
    static let priority: UInt8 = 0x20
}

/// The HTTP/2 error codes the endpoint sends (RFC 9113 §7).
enum HTTP2ErrorCode: UInt32 {
    case noError = 0, protocolError = 1, flowControlError = 3, streamClosed = 5, frameSizeError = 6, refusedStream = 7,
         compressionError = 9, enhanceYourCalm = 0xB
}

/// The HTTP/2 SETTINGS identifiers the endpoint sends or checks (RFC 9113 §6.5.2).
enum HTTP2SettingID: UInt16 {
    case enablePush = 2, maxConcurrentStreams = 3, initialWindowSize = 4, maxFrameSize = 5, maxHeaderListSize = 6
}

/// A connection-level protocol error: the connection gets GOAWAY with `code` and is closed.
struct HTTP2ConnectionError: Error {
    var code: HTTP2ErrorCode
    var detail: String
}

/// The fixed 9-byte header of every frame.
struct HTTP2FrameHeader {
    static let size = 9
    /// The frame size every peer must accept and the largest the endpoint advertises.
    static let defaultMaximumFrameSize = 1 << 14

    var length: Int
    var type: UInt8
    var flags: UInt8
    var streamID: UInt32

    /// Reads a frame header at the buffer's reader index without moving it; nil when fewer than 9 bytes wait.
    static func peek(_ buffer: ByteBuffer) -> HTTP2FrameHeader? {
        guard buffer.readableBytes >= size,
              let high = buffer.getInteger(at: buffer.readerIndex, as: UInt8.self),
              let low = buffer.getInteger(at: buffer.readerIndex + 1, as: UInt16.self),
              let type = buffer.getInteger(at: buffer.readerIndex + 3, as: UInt8.self),
              let flags = buffer.getInteger(at: buffer.readerIndex + 4, as: UInt8.self),
              let stream = buffer.getInteger(at: buffer.readerIndex + 5, as: UInt32.self) else { return nil }
        return HTTP2FrameHeader(length: Int(high) << 16 | Int(low), type: type, flags: flags, streamID: stream & 0x7FFF_FFFF)
    }

    /// Appends a frame header.
    static func write(length: Int, type: HTTP2FrameType, flags: UInt8 = 0, streamID: UInt32, to out: inout ByteBuffer) {
        // One write of the nine bytes: each of ByteBuffer's integer writes checks capacity and ownership again.
        let header = (UInt8(truncatingIfNeeded: length >> 16), UInt8(truncatingIfNeeded: length >> 8), UInt8(truncatingIfNeeded: length),
                      type.rawValue, flags, UInt8(truncatingIfNeeded: streamID >> 24), UInt8(truncatingIfNeeded: streamID >> 16),
                      UInt8(truncatingIfNeeded: streamID >> 8), UInt8(truncatingIfNeeded: streamID))
        _ = withUnsafeBytes(of: header) { out.writeBytes($0) }
    }
}

/// Writes the small set of frames the endpoint sends.
enum HTTP2FrameWriter {
    static func settings(_ settings: [(HTTP2SettingID, UInt32)], to out: inout ByteBuffer) {
        HTTP2FrameHeader.write(length: 6 * settings.count, type: .settings, streamID: 0, to: &out)
        for (id, value) in settings {
            out.writeInteger(id.rawValue)
            out.writeInteger(value)
        }
    }

    static func settingsAcknowledgement(to out: inout ByteBuffer) {
        HTTP2FrameHeader.write(length: 0, type: .settings, flags: HTTP2Flag.ack, streamID: 0, to: &out)
    }

    static func pingAcknowledgement(_ opaque: UInt64, to out: inout ByteBuffer) {
        HTTP2FrameHeader.write(length: 8, type: .ping, flags: HTTP2Flag.ack, streamID: 0, to: &out)
        out.writeInteger(opaque)
    }

    static func windowUpdate(stream: UInt32, increment: Int, to out: inout ByteBuffer) {
        HTTP2FrameHeader.write(length: 4, type: .windowUpdate, streamID: stream, to: &out)
        out.writeInteger(UInt32(increment))
    }

    static func reset(stream: UInt32, code: HTTP2ErrorCode, to out: inout ByteBuffer) {
        HTTP2FrameHeader.write(length: 4, type: .rstStream, streamID: stream, to: &out)
        out.writeInteger(code.rawValue)
    }

    static func goAway(lastStream: UInt32, code: HTTP2ErrorCode, debug: String, to out: inout ByteBuffer) {
        HTTP2FrameHeader.write(length: 8 + debug.utf8.count, type: .goAway, streamID: 0, to: &out)
        out.writeInteger(lastStream)
        out.writeInteger(code.rawValue)
        out.writeString(debug)
    }

    /// A HEADERS frame carrying a whole header block (END_HEADERS set).
    static func headers(stream: UInt32, block: [UInt8], endStream: Bool, to out: inout ByteBuffer) {
        HTTP2FrameHeader.write(length: block.count, type: .headers, flags: HTTP2Flag.endHeaders | (endStream ? HTTP2Flag.endStream : 0),
                               streamID: stream, to: &out)
        out.writeBytes(block)
    }

    static func data(stream: UInt32, bytes: ArraySlice<UInt8>, endStream: Bool, to out: inout ByteBuffer) {
        HTTP2FrameHeader.write(length: bytes.count, type: .data, flags: endStream ? HTTP2Flag.endStream : 0, streamID: stream, to: &out)
        out.writeBytes(bytes)
    }
}

/// What a request's field names and values may hold (RFC 9113 §8.2.1).
enum HTTP2FieldRules {
    /// A regular field name: one or more lower-case token characters (RFC 9110 §5.6.2), so no space, colon,
    /// control byte, upper-case letter or byte above 0x7E.
    static func isValidName(_ name: String) -> Bool {
        !name.utf8.isEmpty && name.utf8.allSatisfy { isTokenByte[Int($0)] }
    }

    /// A field value: no NUL, CR or LF anywhere, and no space or tab at either end.
    static func isValidValue(_ value: String) -> Bool {
        let bytes = value.utf8
        guard let first = bytes.first, let last = bytes.last else { return true }
        return first != 0x20 && first != 0x09 && last != 0x20 && last != 0x09
            && !bytes.contains { $0 == 0 || $0 == 0x0A || $0 == 0x0D }
    }

    /// Lower-case letters, digits and `!#$%&'*+-.^_`|~`.
    private static let isTokenByte: [Bool] = (0..<256).map { byte in
        (0x61...0x7A).contains(byte) || (0x30...0x39).contains(byte) || Array("!#$%&'*+-.^_`|~".utf8).contains(UInt8(byte))
    }
}

/// Encodes response header blocks with HPACK without touching either side's dynamic table: static-table entries
/// and literals "without indexing" (RFC 7541), so the peer's table size settings never matter.
package enum HPACKResponseEncoder {
    /// The static-table index of `:status` with this value, if it has one.
    private static func statusIndex(_ status: Int) -> Int? {
        switch status {
        case 200: return 8
        case 204: return 9
        case 206: return 10
        case 304: return 11
        case 400: return 12
        case 404: return 13
        case 500: return 14
        default: return nil
        }
    }
    private static let statusNameIndex = 8
    private static let contentLengthNameIndex = 28
    private static let contentTypeNameIndex = 31

    /// The block for a response: `:status`, then `apns-id` (never indexed: every id is new), then for a body its
    /// `content-type` (`contentType`, APNs' JSON unless told) and `content-length`.
    /// `named` are further headers (such as `apns-request-id`), sent the same way as `apns-id`.
    package static func block(status: Int, apnsID: String?, bodyLength: Int?, named: [(name: String, value: String)] = [],
                              contentType: String = "application/json; charset=utf-8") -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(64)
        if let index = statusIndex(status) {
            writeInteger(index, prefixBits: 7, flags: 0x80, to: &out)
        } else {
            literal(nameIndex: statusNameIndex, value: String(status), to: &out)
        }
        if let apnsID {
            out.append(0x10)
            writeString("apns-id", to: &out)
            writeString(apnsID, to: &out)
        }
        for header in named {
            out.append(0x10)
            writeString(header.name, to: &out)
            writeString(header.value, to: &out)
        }
        if let bodyLength {
            literal(nameIndex: contentTypeNameIndex, value: contentType, to: &out)
            literal(nameIndex: contentLengthNameIndex, value: String(bodyLength), to: &out)
        }
        return out
    }

    /// A literal header field without indexing whose name is a static-table entry.
    private static func literal(nameIndex: Int, value: String, to out: inout [UInt8]) {
        writeInteger(nameIndex, prefixBits: 4, flags: 0, to: &out)
        writeString(value, to: &out)
    }

    /// A string literal, not Huffman-coded.
    private static func writeString(_ text: String, to out: inout [UInt8]) {
        writeInteger(text.utf8.count, prefixBits: 7, flags: 0, to: &out)
        out.append(text: text)
    }

    /// An HPACK integer with an N-bit prefix (RFC 7541 §5.1); `flags` fills the bits above the prefix.
    static func writeInteger(_ value: Int, prefixBits: Int, flags: UInt8, to out: inout [UInt8]) {
        let limit = (1 << prefixBits) - 1
        guard value >= limit else {
            out.append(flags | UInt8(value))
            return
        }
        out.append(flags | UInt8(limit))
        var rest = value - limit
        while rest >= 128 {
            out.append(UInt8(rest & 0x7F | 0x80))
            rest >>= 7
        }
        out.append(UInt8(rest))
    }
}

/// The shape of a request header block, read without decoding it (RFC 7541 §6).
enum HPACKBlockShape {
    /// Whether decoding `block` leaves the decoder's dynamic table as it was: only indexed fields and literals
    /// without indexing or never indexed, no literal added to the table and no table size update. False for a block
    /// that is cut short, whose decoding will fail anyway.
    static func leavesDynamicTableUnchanged(_ block: [UInt8]) -> Bool {
        var index = 0
        func skipInteger(prefixBits: Int) -> Int? {
            guard index < block.count else { return nil }
            let limit = (1 << prefixBits) - 1
            var value = Int(block[index]) & limit
            index += 1
            guard value == limit else { return value }
            var shift = 0
            while index < block.count, shift < 28 {
                let byte = block[index]
                index += 1
                value += Int(byte & 0x7F) << shift
                if byte & 0x80 == 0 { return value }
                shift += 7
            }
            return nil
        }
        func skipString() -> Bool {
            guard let length = skipInteger(prefixBits: 7), length <= block.count - index else { return false }
            index += length
            return true
        }
        while index < block.count {
            let first = block[index]
            if first & 0x80 != 0 {
                guard skipInteger(prefixBits: 7) != nil else { return false }
            } else if first & 0xC0 == 0x40 || first & 0xE0 == 0x20 {
                return false
            } else {
                guard let nameIndex = skipInteger(prefixBits: 4) else { return false }
                if nameIndex == 0, !skipString() { return false }
                guard skipString() else { return false }
            }
        }
        return true
    }
}
