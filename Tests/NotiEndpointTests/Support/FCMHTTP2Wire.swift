import Foundation
import NIOCore
import NIOHPACK
import NotiCore
@testable import NotiAPNs

/// One frame the server wrote.
struct FCMServerFrame {
    var type: HTTP2FrameType?
    var flags: UInt8
    var stream: UInt32
    var payload: [UInt8]

    /// A GOAWAY's or RST_STREAM's error code.
    var errorCode: UInt32? {
        let offset = type == .goAway ? 4 : type == .rstStream ? 0 : nil
        guard let offset, payload.count >= offset + 4 else { return nil }
        return payload[offset..<offset + 4].reduce(0) { $0 << 8 | UInt32($1) }
    }
}

/// The answer on one stream: its headers, its body, and whether it ended.
struct FCMStreamAnswer {
    var headers: [String: String] = [:]
    var body: [UInt8] = []
    var ended = false

    var status: Int? { headers[":status"].flatMap { Int($0) } }
    var json: JSONValue? { try? JSONParser.parse(body) }
}

/// A client's side of FCM over HTTP/2 written byte by byte (no HTTP/2 library in between, so tests can break every
/// rule), and the server's frames read back.
struct FCMHTTP2Wire {
    static let preface = Array("PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n".utf8)
    private var encoder = HPACKEncoder(allocator: ByteBufferAllocator())
    private var pending = ByteBufferAllocator().buffer(capacity: 0)
    /// Every frame the server wrote so far.
    private(set) var frames: [FCMServerFrame] = []

    static func frame(_ type: HTTP2FrameType, flags: UInt8 = 0, stream: UInt32, payload: [UInt8] = []) -> [UInt8] {
        let length = payload.count
        return [UInt8(length >> 16 & 0xFF), UInt8(length >> 8 & 0xFF), UInt8(length & 0xFF), type.rawValue, flags,
                UInt8(stream >> 24), UInt8(stream >> 16 & 0xFF), UInt8(stream >> 8 & 0xFF), UInt8(stream & 0xFF)] + payload
    }

    static func settings(_ values: [(UInt16, UInt32)] = []) -> [UInt8] {
        frame(.settings, stream: 0, payload: values.flatMap { id, value in
            [UInt8(id >> 8), UInt8(id & 0xFF), UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
        })
    }

    static func windowUpdate(stream: UInt32, increment: UInt32) -> [UInt8] {
        frame(.windowUpdate, stream: stream, payload: [UInt8(increment >> 24), UInt8(increment >> 16 & 0xFF), UInt8(increment >> 8 & 0xFF), UInt8(increment & 0xFF)])
    }

    /// The preface, a SETTINGS with `settings`, and the acknowledgement of the server's.
    static func opening(_ settings: [(UInt16, UInt32)] = []) -> [UInt8] {
        preface + Self.settings(settings) + frame(.settings, flags: HTTP2Flag.ack, stream: 0)
    }

    /// A HEADERS frame for `method path` with `headers`; it ends the stream when `endStream`.
    mutating func headers(stream: UInt32, method: String = "POST", path: String, headers: [(String, String)] = [], endStream: Bool) -> [UInt8] {
        var block = ByteBufferAllocator().buffer(capacity: 256)
        let all = [(":method", method), (":scheme", "https"), (":path", path), (":authority", "fcm.googleapis.com")] + headers
        try? encoder.encode(headers: HPACKHeaders(all), to: &block)
        return Self.frame(.headers, flags: HTTP2Flag.endHeaders | (endStream ? HTTP2Flag.endStream : 0), stream: stream,
                          payload: Array(block.readableBytesView))
    }

    /// A whole request: HEADERS, then the body in one DATA frame ending the stream.
    mutating func request(stream: UInt32, method: String = "POST", path: String, accessToken: String? = nil,
                          contentType: String = "application/json", body: String) -> [UInt8] {
        var fields = [("content-type", contentType), ("content-length", String(body.utf8.count))]
        if let accessToken { fields.append(("authorization", "Bearer \(accessToken)")) }
        return headers(stream: stream, method: method, path: path, headers: fields, endStream: false)
            + Self.frame(.data, flags: HTTP2Flag.endStream, stream: stream, payload: Array(body.utf8))
    }

    /// Reads the bytes the server wrote: every whole frame joins `frames`.
    mutating func read(_ bytes: ByteBuffer) {
        var bytes = bytes
        pending.writeBuffer(&bytes)
        while let header = HTTP2FrameHeader.peek(pending), pending.readableBytes >= HTTP2FrameHeader.size + header.length {
            pending.moveReaderIndex(forwardBy: HTTP2FrameHeader.size)
            frames.append(FCMServerFrame(type: HTTP2FrameType(rawValue: header.type), flags: header.flags, stream: header.streamID,
                                         payload: pending.readBytes(length: header.length)!))
        }
    }

    /// The answer on `stream` so far: the server's header blocks use no dynamic table, so each decodes alone.
    func answer(stream: UInt32) -> FCMStreamAnswer {
        var answer = FCMStreamAnswer()
        for frame in frames where frame.stream == stream {
            switch frame.type {
            case .headers:
                var decoder = HPACKDecoder(allocator: ByteBufferAllocator())
                var block = ByteBuffer(bytes: frame.payload)
                for (name, value, _) in (try? decoder.decodeHeaders(from: &block)) ?? HPACKHeaders() { answer.headers[name] = value }
            case .data: answer.body += frame.payload
            default: continue
            }
            if frame.flags & HTTP2Flag.endStream != 0 { answer.ended = true }
        }
        return answer
    }
}
