import Foundation
import Testing
import TestSupport
@testable import NotiAPNs

/// HTTP/2 conformance of the endpoint's connection, grouped by section of RFC 9113 (HTTP/2) and RFC 7541 (HPACK):
/// each test writes frames byte by byte into the connection state machine and checks the frames it answers with —
/// no socket and no clock, so the whole suite runs in the fast tier. `SocketConformanceTests` runs the checks that
/// involve the transport (close, a new connection, flow control, HPACK across frames) again over a live listener.
/// The cases the standard conformance suite (h2spec) failed on are named with its case number.
@Suite("HTTP/2 conformance of the connection state machine")
struct ConformanceTests {
    static let protocolError = HTTP2ErrorCode.protocolError.rawValue
    static let frameSizeError = HTTP2ErrorCode.frameSizeError.rawValue
    static let flowControlError = HTTP2ErrorCode.flowControlError.rawValue
    static let streamClosed = HTTP2ErrorCode.streamClosed.rawValue
    static let compressionError = HTTP2ErrorCode.compressionError.rawValue

    /// A connection state machine that has received the preface and a SETTINGS with `settings` (unless `preface`
    /// is false), typed as any peer so a check reads the same against the machine and over a socket.
    static func peer(settings: [(UInt16, UInt32)] = [], preface: Bool = true) throws -> any ConformancePeer {
        try MachinePeer(settings: settings, preface: preface)
    }

    static func payload32(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    // MARK: RFC 9113 §3.4 Connection preface

    @Test("§3.4: a preface that is not HTTP/2's is a connection PROTOCOL_ERROR")
    func badPreface() async throws { try await Self.badPreface(on: Self.peer(preface: false)) }

    static func badPreface(on session: any ConformancePeer) async throws {
        try await session.send(Array("GET / HTTP/1.1\r\nHost: x\r\n\r\n".utf8))
        #expect(try await session.goAwayCode() == Self.protocolError)
        #expect(try await session.closedByServer())
        await session.close()
    }

    @Test("§3.4: the preface followed by HEADERS instead of SETTINGS is a connection PROTOCOL_ERROR")
    func prefaceWithoutSettings() async throws {
        let session = try Self.peer(preface: false)
        try await session.send(ClientFrames.preface + session.post(stream: 1))
        #expect(try await session.goAwayCode() == Self.protocolError)
        #expect(session.pushes.isEmpty)
        await session.close()
    }

    // MARK: §4 Frame format and sizes

    @Test("§4.1: frames of unknown types are ignored")
    func unknownFrameType() async throws {
        let session = try Self.peer()
        try await session.send([0, 0, 3, 0xEE, 0, 0, 0, 0, 0, 1, 2, 3] + ClientFrames.frame(.ping, stream: 0, payload: Array(1...8)))
        #expect(try await session.frame { $0.type == .ping && $0.flags == HTTP2Flag.ack } != nil)
        await session.close()
    }

    @Test("§4.2: a frame over SETTINGS_MAX_FRAME_SIZE is a connection FRAME_SIZE_ERROR")
    func frameTooLarge() async throws {
        let session = try Self.peer()
        try await session.send(session.postHeaders(stream: 1) + ClientFrames.frame(.data, stream: 1, payload: [UInt8](repeating: 0x20, count: 16_385)))
        #expect(try await session.goAwayCode() == Self.frameSizeError)
        await session.close()
    }

    // MARK: §5.1 Stream states

    @Test("§5.1 idle (h2spec 5.1/3): WINDOW_UPDATE on an idle stream is a connection PROTOCOL_ERROR")
    func windowUpdateOnIdleStream() async throws {
        let session = try Self.peer()
        try await session.send(ClientFrames.windowUpdate(stream: 1, increment: 100))
        #expect(try await session.goAwayCode() == Self.protocolError)
        await session.close()
    }

    @Test("§5.1 idle: DATA and RST_STREAM on an idle stream are connection PROTOCOL_ERRORs", arguments: [HTTP2FrameType.data, .rstStream])
    func framesOnIdleStream(type: HTTP2FrameType) async throws {
        let session = try Self.peer()
        try await session.send(ClientFrames.frame(type, stream: 5, payload: Self.payload32(8)))
        #expect(try await session.goAwayCode() == Self.protocolError)
        await session.close()
    }

    @Test("§5.1 half-closed (remote) (h2spec 5.1/5): DATA after END_STREAM is STREAM_CLOSED")
    func dataOnHalfClosedStream() async throws {
        let session = try Self.peer(settings: [(4, 0)])  // No window: the answer's body waits, the stream stays half-closed.
        try await session.send(session.get(stream: 1) + ClientFrames.frame(.data, stream: 1, payload: [1, 2, 3]))
        #expect(try await session.resetCode(stream: 1) == Self.streamClosed)
        await session.close()
    }

    @Test("§5.1 closed (h2spec 5.1/8): DATA after RST_STREAM is STREAM_CLOSED")
    func dataAfterReset() async throws {
        let session = try Self.peer()
        try await session.send(session.postHeaders(stream: 1) + ClientFrames.frame(.rstStream, stream: 1, payload: Self.payload32(8))
            + ClientFrames.frame(.data, stream: 1, payload: LiveServer.payload))
        #expect(try await session.resetCode(stream: 1) == Self.streamClosed)
        await session.close()
    }

    @Test("§5.1 closed (h2spec 5.1/11, 6.1/2): DATA on a stream that was answered and closed is STREAM_CLOSED")
    func dataOnClosedStream() async throws { try await Self.dataOnClosedStream(on: Self.peer()) }

    static func dataOnClosedStream(on session: any ConformancePeer) async throws {
        try await session.send(session.post(stream: 1))
        #expect(try await session.answer(stream: 1).status == "200")
        try await session.send(ClientFrames.frame(.data, flags: HTTP2Flag.endStream, stream: 1, payload: LiveServer.payload))
        #expect(try await session.resetCode(stream: 1) == Self.streamClosed)
        #expect(session.pushes.count == 1)
        await session.close()
    }

    @Test("§5.1 closed: HEADERS on a stream that was answered and closed is STREAM_CLOSED")
    func headersOnClosedStream() async throws {
        let session = try Self.peer()
        try await session.send(session.post(stream: 3))
        #expect(try await session.answer(stream: 3).status == "200")
        try await session.send(session.post(stream: 1))
        #expect(try await session.goAwayCode() == Self.streamClosed)
        await session.close()
    }

    @Test("§5.1.1: a client stream with an even id is a connection PROTOCOL_ERROR")
    func evenStreamID() async throws {
        let session = try Self.peer()
        try await session.send(session.post(stream: 2))
        #expect(try await session.goAwayCode() == Self.protocolError)
        await session.close()
    }

    // MARK: §5.3.1 Stream dependencies

    @Test("§5.3.1 (h2spec 5.3.1/1): HEADERS depending on its own stream is a stream PROTOCOL_ERROR")
    func headersDependingOnItself() async throws {
        let session = try Self.peer()
        let priority = Self.payload32(1) + [16]
        try await session.send(session.headers(stream: 1, [(":method", "GET"), (":scheme", "http"), (":path", "/"), (":authority", "x")], endStream: true,
                                               flags: HTTP2Flag.endHeaders | HTTP2Flag.priority, prefix: priority) + session.post(stream: 3))
        #expect(try await session.resetCode(stream: 1) == Self.protocolError)
        #expect(try await session.answer(stream: 3).status == "200", "the connection goes on")
        await session.close()
    }

    @Test("§5.3.1 (h2spec 5.3.1/2): PRIORITY depending on its own stream is a stream PROTOCOL_ERROR")
    func priorityDependingOnItself() async throws {
        let session = try Self.peer()
        try await session.send(ClientFrames.frame(.priority, stream: 1, payload: Self.payload32(1) + [16]))
        #expect(try await session.resetCode(stream: 1) == Self.protocolError)
        await session.close()
    }

    // MARK: §5.4 Error handling

    @Test("§5.4.1: a connection error is GOAWAY naming the last stream processed, then close; the endpoint serves on")
    func connectionErrorThenClose() async throws { try await Self.connectionErrorThenClose(on: Self.peer()) }

    static func connectionErrorThenClose(on session: any ConformancePeer) async throws {
        try await session.send(session.post(stream: 1))
        #expect(try await session.answer(stream: 1).status == "200")
        try await session.send(ClientFrames.frame(.pushPromise, stream: 1, payload: Self.payload32(2)))
        let goAway = try #require(try await session.frame { $0.type == .goAway })
        #expect(goAway.payload.getInteger(at: 0, as: UInt32.self) == 1)
        #expect(goAway.payload.getInteger(at: 4, as: UInt32.self) == Self.protocolError)
        #expect(try await session.closedByServer())
        try await session.expectStillServing()
        await session.close()
    }

    // MARK: §6.1 DATA, §6.2 HEADERS, §6.3 PRIORITY, §6.4 RST_STREAM

    @Test("§6.1, §6.2, §6.3, §6.4: frames on stream 0, padding longer than the frame, and wrong lengths are connection errors",
          arguments: [
            ("DATA on stream 0", ClientFrames.frame(.data, stream: 0, payload: [1]), HTTP2ErrorCode.protocolError.rawValue),
            ("HEADERS on stream 0", ClientFrames.frame(.headers, flags: HTTP2Flag.endHeaders, stream: 0, payload: [0x82]), HTTP2ErrorCode.protocolError.rawValue),
            ("padding longer than the HEADERS", ClientFrames.frame(.headers, flags: HTTP2Flag.endHeaders | HTTP2Flag.padded, stream: 1, payload: [9, 0x82]), HTTP2ErrorCode.protocolError.rawValue),
            ("PRIORITY on stream 0", ClientFrames.frame(.priority, stream: 0, payload: [0, 0, 0, 1, 16]), HTTP2ErrorCode.protocolError.rawValue),
            ("PRIORITY of 4 bytes", ClientFrames.frame(.priority, stream: 1, payload: [0, 0, 0, 3]), HTTP2ErrorCode.frameSizeError.rawValue),
            ("RST_STREAM on stream 0", ClientFrames.frame(.rstStream, stream: 0, payload: [0, 0, 0, 8]), HTTP2ErrorCode.protocolError.rawValue),
          ])
    func frameRules(name: String, bytes: [UInt8], code: UInt32) async throws {
        let session = try Self.peer()
        try await session.send(bytes)
        #expect(try await session.goAwayCode() == code, "\(name)")
        await session.close()
    }

    @Test("§6.4: RST_STREAM of the wrong length is a connection FRAME_SIZE_ERROR")
    func resetWrongLength() async throws {
        let session = try Self.peer()
        try await session.send(session.postHeaders(stream: 1) + ClientFrames.frame(.rstStream, stream: 1, payload: [0, 0, 8]))
        #expect(try await session.goAwayCode() == Self.frameSizeError)
        await session.close()
    }

    // MARK: §6.5 SETTINGS

    @Test("§6.5: SETTINGS are acknowledged; malformed SETTINGS are connection errors",
          arguments: [
            ("an ACK with a payload", ClientFrames.frame(.settings, flags: HTTP2Flag.ack, stream: 0, payload: [0, 4, 0, 0, 0, 1]), HTTP2ErrorCode.frameSizeError.rawValue),
            ("a length not a multiple of 6", ClientFrames.frame(.settings, stream: 0, payload: [0, 4, 0, 0, 1]), HTTP2ErrorCode.frameSizeError.rawValue),
            ("on a stream", ClientFrames.frame(.settings, stream: 1, payload: []), HTTP2ErrorCode.protocolError.rawValue),
            ("SETTINGS_ENABLE_PUSH 2", ClientFrames.settings([(2, 2)]), HTTP2ErrorCode.protocolError.rawValue),
            ("SETTINGS_INITIAL_WINDOW_SIZE 2^31", ClientFrames.settings([(4, 1 << 31)]), HTTP2ErrorCode.flowControlError.rawValue),
            ("SETTINGS_MAX_FRAME_SIZE 16383", ClientFrames.settings([(5, 16_383)]), HTTP2ErrorCode.protocolError.rawValue),
            ("SETTINGS_MAX_FRAME_SIZE 2^24", ClientFrames.settings([(5, 1 << 24)]), HTTP2ErrorCode.protocolError.rawValue),
          ])
    func settingsRules(name: String, bytes: [UInt8], code: UInt32) async throws {
        let session = try Self.peer()
        try await session.send(bytes)
        #expect(try await session.goAwayCode() == code, "\(name)")
        #expect(try await session.frame { $0.type == .settings && $0.flags == HTTP2Flag.ack } != nil, "the first SETTINGS was acknowledged")
        await session.close()
    }

    @Test("§6.5.3 (h2spec 6.5.3/1): of several SETTINGS_INITIAL_WINDOW_SIZE values in one frame the last applies")
    func lastSettingWins() async throws {
        let session = try Self.peer(settings: [(4, 100), (4, 1)])
        try await session.send(session.get(stream: 1))
        let first = try #require(try await session.frame { $0.type == .data && $0.stream == 1 })
        #expect(first.payload.readableBytes == 1)
        await session.close()
    }

    // MARK: §6.7 PING

    @Test("§6.7: a PING is answered with an ACK of the same 8 bytes; an ACK is not answered; wrong length or a stream is an error")
    func ping() async throws { try await Self.ping(on: Self.peer()) }

    static func ping(on session: any ConformancePeer) async throws {
        try await session.send(ClientFrames.frame(.ping, flags: HTTP2Flag.ack, stream: 0, payload: Array(repeating: 9, count: 8))
            + ClientFrames.frame(.ping, stream: 0, payload: Array(1...8)))
        let answer = try #require(try await session.frame { $0.type == .ping })
        #expect(Array(answer.payload.readableBytesView) == Array(1...8) && answer.flags == HTTP2Flag.ack)
        try await session.send(ClientFrames.frame(.ping, stream: 0, payload: Array(1...6)))
        #expect(try await session.goAwayCode() == Self.frameSizeError)
        #expect(try await session.everyFrame().filter { $0.type == .ping }.count == 1)
        await session.close()
    }

    @Test("§6.7: a PING on a stream is a connection PROTOCOL_ERROR")
    func pingOnStream() async throws {
        let session = try Self.peer()
        try await session.send(ClientFrames.frame(.ping, stream: 1, payload: Array(1...8)))
        #expect(try await session.goAwayCode() == Self.protocolError)
        await session.close()
    }

    // MARK: §6.8 GOAWAY

    @Test("§6.8: after the client's GOAWAY new streams are refused; a GOAWAY on a stream is a PROTOCOL_ERROR")
    func goAway() async throws {
        let session = try Self.peer()
        try await session.send(ClientFrames.frame(.goAway, stream: 0, payload: Self.payload32(0) + Self.payload32(0)) + session.post(stream: 1))
        #expect(try await session.resetCode(stream: 1) == HTTP2ErrorCode.refusedStream.rawValue)
        try await session.send(ClientFrames.frame(.goAway, stream: 3, payload: Self.payload32(0) + Self.payload32(0)))
        #expect(try await session.goAwayCode() == Self.protocolError)
        #expect(session.pushes.isEmpty)
        await session.close()
    }

    // MARK: §6.9 WINDOW_UPDATE and flow control

    @Test("§6.9.1 (h2spec 6.9.1/1, generic/2/2): with an initial window of 1 the answer's body goes out a byte per window granted")
    func bodySplitOverWindow() async throws { try await Self.bodySplitOverWindow(on: Self.peer(settings: [(4, 1)])) }

    static func bodySplitOverWindow(on session: any ConformancePeer) async throws {
        try await session.send(session.get(stream: 1))
        let first = try #require(try await session.frame { $0.type == .data && $0.stream == 1 })
        #expect(first.payload.readableBytes == 1 && first.flags & HTTP2Flag.endStream == 0)
        try await session.send(ClientFrames.windowUpdate(stream: 1, increment: 1_000))
        let answer = try await session.answer(stream: 1)
        #expect(answer.status == "405")
        #expect(String(decoding: answer.body, as: UTF8.self) == #"{"reason":"MethodNotAllowed"}"#)
        #expect(answer.dataFrames.first == 1 && answer.dataFrames.count == 2)
        await session.close()
    }

    @Test("§5.1 half-closed (remote) (h2spec generic/2/2): WINDOW_UPDATE on a stream whose answer waits sends the part that fits")
    func windowUpdateOnHalfClosedStream() async throws {
        let session = try Self.peer(settings: [(4, 0)])
        try await session.send(session.get(stream: 1))
        #expect(try await session.frame { $0.type == .headers && $0.stream == 1 } != nil)
        try await session.send(ClientFrames.windowUpdate(stream: 1, increment: 1))
        let first = try #require(try await session.frame { $0.type == .data && $0.stream == 1 })
        #expect(first.payload.readableBytes == 1 && first.flags & HTTP2Flag.endStream == 0)
        await session.close()
    }

    @Test("§5.1 half-closed (remote) (h2spec generic/2/3): PRIORITY on a stream whose answer waits is accepted and the answer completes")
    func priorityOnHalfClosedStream() async throws {
        let session = try Self.peer(settings: [(4, 0)])
        try await session.send(session.get(stream: 1) + ClientFrames.frame(.priority, stream: 1, payload: Self.payload32(0) + [16])
            + ClientFrames.windowUpdate(stream: 1, increment: 100))
        let answer = try await session.answer(stream: 1)
        #expect(answer.status == "405" && answer.body.count == #"{"reason":"MethodNotAllowed"}"#.utf8.count)
        await session.close()
    }

    @Test("§6.9.2 (h2spec 6.9.2/1): raising SETTINGS_INITIAL_WINDOW_SIZE after HEADERS opens the waiting stream's window")
    func initialWindowRaisedLater() async throws {
        let session = try Self.peer(settings: [(4, 0)])
        try await session.send(session.get(stream: 1))
        #expect(try await session.frame { $0.type == .headers && $0.stream == 1 } != nil)
        try await session.send(ClientFrames.settings([(4, 1)]))
        let first = try #require(try await session.frame { $0.type == .data && $0.stream == 1 })
        #expect(first.payload.readableBytes == 1)
        await session.close()
    }

    @Test("§6.9.2 (h2spec 6.9.2/2): a SETTINGS that makes a stream window negative is honoured until WINDOW_UPDATE brings it back")
    func negativeWindow() async throws {
        let session = try Self.peer(settings: [(4, 3)])
        try await session.send(session.get(stream: 1))
        let first = try #require(try await session.frame { $0.type == .data && $0.stream == 1 })
        #expect(first.payload.readableBytes == 3)
        try await session.send(ClientFrames.settings([(4, 2)]) + ClientFrames.windowUpdate(stream: 1, increment: 2))
        let second = try #require(try await session.frame { $0.type == .data && $0.stream == 1 && $0.payload.readableBytes != 3 })
        #expect(second.payload.readableBytes == 1, "window 3 - 3 sent - 1 lowered + 2 granted")
        await session.close()
    }

    @Test("§6.9.1 (h2spec 6.9.1/3): WINDOW_UPDATEs taking a stream window over 2^31-1 are a stream FLOW_CONTROL_ERROR")
    func streamWindowOverflow() async throws {
        let session = try Self.peer(settings: [(4, 1)])
        // A request still being received keeps its stream open.
        try await session.send(session.postHeaders(stream: 1) + ClientFrames.windowUpdate(stream: 1, increment: 0x7FFF_FFFF)
            + ClientFrames.windowUpdate(stream: 1, increment: 0x7FFF_FFFF))
        #expect(try await session.resetCode(stream: 1) == Self.flowControlError)
        await session.close()
    }

    @Test("§6.9.1: WINDOW_UPDATEs taking the connection window over 2^31-1 are a connection FLOW_CONTROL_ERROR")
    func connectionWindowOverflow() async throws {
        let session = try Self.peer()
        try await session.send(ClientFrames.windowUpdate(stream: 0, increment: 0x7FFF_FFFF) + ClientFrames.windowUpdate(stream: 0, increment: 0x7FFF_FFFF))
        #expect(try await session.goAwayCode() == Self.flowControlError)
        await session.close()
    }

    @Test("§6.9.2 (h2spec 6.9.1/3): SETTINGS_INITIAL_WINDOW_SIZE raised until an open stream's window passes 2^31-1 is a connection FLOW_CONTROL_ERROR")
    func initialWindowOverflow() async throws {
        let session = try Self.peer(settings: [(4, 0)])
        try await session.send(session.postHeaders(stream: 1) + ClientFrames.windowUpdate(stream: 1, increment: 0x7FFF_FFF0)
            + ClientFrames.settings([(4, 0x7FFF_FFFF)]))
        #expect(try await session.goAwayCode() == Self.flowControlError)
        await session.close()
    }

    @Test("§6.9: a WINDOW_UPDATE of 0 or of the wrong length is a connection error",
          arguments: [(ClientFrames.windowUpdate(stream: 0, increment: 0), HTTP2ErrorCode.protocolError.rawValue), (ClientFrames.frame(.windowUpdate, stream: 0, payload: [0, 0, 1]), HTTP2ErrorCode.frameSizeError.rawValue)])
    func windowUpdateRules(bytes: [UInt8], code: UInt32) async throws {
        let session = try Self.peer()
        try await session.send(bytes)
        #expect(try await session.goAwayCode() == code)
        await session.close()
    }

    // MARK: §6.10 CONTINUATION

    @Test("§6.10: a header block split over CONTINUATION frames is one request")
    func continuation() async throws { try await Self.continuation(on: Self.peer()) }

    static func continuation(on session: any ConformancePeer) async throws {
        let block = session.encoder.block([(":method", "POST"), (":scheme", "http"), (":path", session.devicePath), (":authority", "x"), ("apns-topic", "com.example.app")])
        let third = block.count / 3
        try await session.send(ClientFrames.frame(.headers, stream: 1, payload: Array(block[..<third]))
            + ClientFrames.frame(.continuation, stream: 1, payload: Array(block[third..<(2 * third)]))
            + ClientFrames.frame(.continuation, flags: HTTP2Flag.endHeaders, stream: 1, payload: Array(block[(2 * third)...]))
            + ClientFrames.frame(.data, flags: HTTP2Flag.endStream, stream: 1, payload: LiveServer.payload))
        #expect(try await session.answer(stream: 1).status == "200")
        await session.close()
    }

    @Test("§6.10: another frame between HEADERS and its CONTINUATION, or CONTINUATION on another stream, is a connection PROTOCOL_ERROR",
          arguments: [ClientFrames.frame(.ping, stream: 0, payload: Array(1...8)), ClientFrames.frame(.continuation, flags: HTTP2Flag.endHeaders, stream: 3, payload: [0x82])])
    func interruptedHeaderBlock(interruption: [UInt8]) async throws {
        let session = try Self.peer()
        try await session.send(ClientFrames.frame(.headers, stream: 1, payload: [0x83]) + interruption)
        #expect(try await session.goAwayCode() == Self.protocolError)
        await session.close()
    }

    // MARK: §8.1 HTTP message framing, §8.2 fields, §8.3 pseudo-headers

    @Test("§8.1.1, §8.2, §8.3: malformed requests are a stream PROTOCOL_ERROR and the connection goes on",
          arguments: [
            ("upper-case name", [("X-Note", "1")]), ("connection-specific field", [("connection", "close")]), ("te other than trailers", [("te", "gzip")]),
            ("pseudo-header after a regular field", [("x-note", "1"), (":authority", "x")]), ("unknown pseudo-header", [(":protocol", "x")]),
            ("value with LF", [("x-note", "a\nb")]), ("value with NUL", [("x-note", "a\0b")]), ("name with a space", [("x note", "1")]),
            ("content-length that does not match", [("content-length", "3")]),
          ])
    func malformedRequests(name: String, extra: [(String, String)]) async throws {
        let session = try Self.peer()
        try await session.send(session.postHeaders(stream: 1, extra: extra) + ClientFrames.frame(.data, flags: HTTP2Flag.endStream, stream: 1, payload: LiveServer.payload)
            + session.post(stream: 3))
        #expect(try await session.resetCode(stream: 1) == Self.protocolError, "\(name)")
        #expect(try await session.answer(stream: 3).status == "200")
        #expect(session.pushes.count == 1)
        await session.close()
    }

    @Test("§8.3.1: a request without :method, :scheme or :path is a stream PROTOCOL_ERROR", arguments: [":method", ":scheme", ":path"])
    func missingPseudoHeader(missing: String) async throws {
        let session = try Self.peer()
        let fields = [(":method", "POST"), (":scheme", "http"), (":path", session.devicePath), ("apns-topic", "com.example.app")].filter { $0.0 != missing }
        try await session.send(session.headers(stream: 1, fields, endStream: true))
        #expect(try await session.resetCode(stream: 1) == Self.protocolError)
        await session.close()
    }

    @Test("valid HTTP/2 that is not the provider API: any method but POST is 405 MethodNotAllowed, a POST elsewhere 404 BadPath")
    func notTheProviderAPI() async throws {
        let session = try Self.peer()
        try await session.send(session.get(stream: 1)
            + session.headers(stream: 3, [(":method", "POST"), (":scheme", "http"), (":path", "/index.html"), (":authority", "x")], endStream: true))
        let get = try await session.answer(stream: 1), post = try await session.answer(stream: 3)
        #expect(get.status == "405" && String(decoding: get.body, as: UTF8.self) == #"{"reason":"MethodNotAllowed"}"#)
        #expect(post.status == "404" && String(decoding: post.body, as: UTF8.self) == #"{"reason":"BadPath"}"#)
        await session.close()
    }

    // MARK: RFC 7541 HPACK

    @Test("RFC 7541: an undecodable header block is a connection COMPRESSION_ERROR",
          arguments: [
            ("index 0", [UInt8(0x80)]), ("index past the tables", [0xFF, 0x7F]), ("table size update over the limit", [0x3F, 0xE1, 0xFF, 0x03]),
            ("string longer than the block", [0x04, 0x7F]),
          ])
    func hpackErrors(name: String, block: [UInt8]) async throws {
        let session = try Self.peer()
        try await session.send(ClientFrames.frame(.headers, flags: HTTP2Flag.endHeaders | HTTP2Flag.endStream, stream: 1, payload: block))
        #expect(try await session.goAwayCode() == Self.compressionError, "\(name)")
        await session.close()
    }

    @Test("RFC 7541: Huffman-coded strings and dynamic-table references decode to the same request")
    func hpackHuffmanAndDynamicTable() async throws { try await Self.hpackHuffmanAndDynamicTable(on: Self.peer()) }

    static func hpackHuffmanAndDynamicTable(on session: any ConformancePeer) async throws {
        // NIOHPACK's encoder Huffman-codes strings and indexes repeated fields: the second request refers to the first's entries.
        try await session.send(session.post(stream: 1) + session.post(stream: 3))
        #expect(try await session.answer(stream: 1).status == "200")
        #expect(try await session.answer(stream: 3).status == "200")
        await session.close()
    }
}
