import Foundation
import NIOCore
import NIOHPACK

/// Serves one HTTP/2 connection straight from its bytes: the server side of RFC 9113 that the provider API needs
/// (settings, flow control, pings, resets, GOAWAY, header blocks split over CONTINUATION frames), with every
/// request gathered, checked by the provider API and answered — a 200 as a single HEADERS frame with END_STREAM,
/// an error as HEADERS plus one DATA frame of JSON.
///
/// Requests completed by one read are handed to the sink together and answered together, so a busy connection
/// costs one hand-over and one write per read rather than per push. Limits apply before anything further is read:
/// frame size from the 9-byte header, header blocks by their size, bodies by `content-length` or as they grow.
/// Any protocol error costs only this connection: GOAWAY with the error, then close.
package final class APNsConnectionHandler: ChannelInboundHandler {
    package typealias InboundIn = ByteBuffer
    package typealias OutboundOut = ByteBuffer

    private static let preface = Array("PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n".utf8)
    /// The connection-level receive window kept open; request bodies are tiny, so this only bounds a flood.
    private static let connectionWindow = Int(Int32.max)
    /// The per-stream window every side starts with; each request body is refused long before it is used up.
    private static let initialWindow = 65_535

    /// A request stream that is open: still being received, or waiting for its answer. A class, changed where it
    /// lies in the table of streams: a copy taken out and put back would also copy the body it is receiving.
    private final class OpenStream {
        var request: APNsRequest
        let declaredLength: Int?
        var receiving: Bool
        /// Handed to the sink and waiting for its answer.
        var awaitingDelivery = false
        /// Reset while its push was with the sink: it still counts against the stream limit until the answer comes
        /// back (a reset does not call the push back), and the answer is then dropped.
        var reset = false
        /// The stream's send window less the peer's initial window: WINDOW_UPDATE increments, less what was sent.
        var sendWindowDelta = 0

        init(request: APNsRequest, declaredLength: Int?, receiving: Bool) {
            self.request = request
            self.declaredLength = declaredLength
            self.receiving = receiving
        }
    }

    /// A request that passed the provider-API checks and waits for the sink.
    private struct Admitted: Sendable {
        var stream: UInt32
        var request: APNsRequest
        var push: AcceptedPush
    }

    /// An error body waiting for flow-control window.
    private struct BlockedBody {
        var stream: UInt32
        var bytes: [UInt8]
        /// How much of the body went out already (a body is split over the window the peer grants).
        var sent = 0
        var resetAfter: Bool
    }

    private let configuration: APNsServerConfiguration
    private var tokenSession = ProviderTokenSession()
    private var apnsIDs = APNsIDGenerator()
    private var streamLimitRaised: Bool
    private var decoder: HPACKDecoder
    private var input: ByteBuffer?
    private var output = ByteBufferAllocator().buffer(capacity: 4096)
    private var prefaceReceived = false
    /// Whether the client's first SETTINGS arrived (it must be the first frame after the preface).
    private var settingsReceived = false
    private var handshakeTimer: Scheduled<Void>?
    private var floodBudget: HTTP2FloodBudget
    private var greeted = false
    private var closing = false
    private var peerSentGoAway = false
    /// A header block still waiting for CONTINUATION frames, and how many it has had.
    private var headerBlock: (stream: UInt32, endStream: Bool, selfDependent: Bool, fragment: ByteBuffer, continuations: Int)?
    /// The last header block that left the HPACK table unchanged, and the request it decoded to.
    private var repeatedBlock: (bytes: [UInt8], request: APNsRequest)?
    private var streams: [UInt32: OpenStream] = [:]
    /// The streams the endpoint reset most recently: frames the client had in flight on them are ignored (RFC 9113
    /// §5.1), where frames on other closed streams are STREAM_CLOSED.
    private var serverResets = [UInt32](repeating: 0, count: 32)
    private var nextServerReset = 0
    private var highestStreamID: UInt32 = 0
    /// Stream limits sent in SETTINGS frames the peer has not acknowledged yet, oldest first.
    private var unacknowledgedStreamLimits: [Int] = []
    /// The stream limit the peer has acknowledged; none until it has (the endpoint's maximum applies meanwhile).
    private var streamLimit: Int?
    private var consumedBytes = 0
    private var peerInitialWindow = initialWindow
    private var connectionSendWindow = initialWindow
    private var blocked: [BlockedBody] = []
    private var admitted: [Admitted] = []
    private var answeredLog: [RequestLogEntry] = []

    /// A handler for one connection of the endpoint `configuration` describes; it goes right after TLS (if any) and
    /// idle detection in the connection's pipeline. With provider tokens it allows one stream until a valid token.
    package init(configuration: APNsServerConfiguration) {
        self.configuration = configuration
        self.streamLimitRaised = !(configuration.limitStreamsUntilAuthenticated && configuration.api.authMode == .jwt)
        self.decoder = HPACKDecoder(allocator: ByteBufferAllocator(), maxDynamicTableSize: HPACKDecoder.maxDynamicTableSize,
                                    maxHeaderListSize: configuration.limits.maximumHeaderListSize)
        self.floodBudget = HTTP2FloodBudget(limits: configuration.limits, now: configuration.api.now)
    }

    package func handlerAdded(context: ChannelHandlerContext) {
        if context.channel.isActive { greet(context: context) }
    }

    package func channelActive(context: ChannelHandlerContext) {
        greet(context: context)
        context.fireChannelActive()
    }

    package func channelInactive(context: ChannelHandlerContext) {
        closing = true
        handshakeTimer?.cancel()
        streams.removeAll()
        blocked.removeAll()
        context.fireChannelInactive()
    }

    package func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard !closing else { return }
        var bytes = unwrapInboundIn(data)
        if input == nil || input?.readableBytes == 0 {
            input = bytes
        } else {
            input?.writeBuffer(&bytes)
        }
        do {
            try readFrames(context: context)
        } catch {
            fail(context: context, error)
        }
    }

    package func channelReadComplete(context: ChannelHandlerContext) {
        deliverAdmitted(context: context)
        flush(context: context)
        context.fireChannelReadComplete()
    }

    package func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        guard event is IdleStateHandler.IdleStateEvent else {
            return context.fireUserInboundEventTriggered(event)
        }
        fail(context: context, HTTP2ConnectionError(code: .noError, detail: #"{"reason":"IdleTimeout"}"#))
    }

    package func errorCaught(context: ChannelHandlerContext, error: any Error) {
        closing = true
        context.close(promise: nil)
    }

    // MARK: Reading frames

    private func readFrames(context: ChannelHandlerContext) throws(HTTP2ConnectionError) {
        guard var buffer = input else { return }
        input = nil  // The only reference while reading, so compacting the rest copies nothing extra.
        defer {
            if buffer.readableBytes == 0 {
                input = nil
            } else {
                buffer.discardReadBytes()
                input = buffer
            }
        }
        if !prefaceReceived {
            let available = min(buffer.readableBytes, Self.preface.count)
            guard buffer.readableBytesView.prefix(available).elementsEqual(Self.preface.prefix(available)) else {
                throw HTTP2ConnectionError(code: .protocolError, detail: "not an HTTP/2 connection preface")
            }
            guard available == Self.preface.count else { return }
            buffer.moveReaderIndex(forwardBy: available)
            prefaceReceived = true
        }
        while !closing, let header = HTTP2FrameHeader.peek(buffer) {
            guard header.length <= HTTP2FrameHeader.defaultMaximumFrameSize else {
                throw HTTP2ConnectionError(code: .frameSizeError, detail: "a frame of \(header.length) bytes exceeds 16384")
            }
            guard buffer.readableBytes >= HTTP2FrameHeader.size + header.length else { return }
            buffer.moveReaderIndex(forwardBy: HTTP2FrameHeader.size)
            let payload = buffer.readSlice(length: header.length)!
            if !settingsReceived {
                guard header.type == HTTP2FrameType.settings.rawValue, header.flags & HTTP2Flag.ack == 0 else {
                    throw HTTP2ConnectionError(code: .protocolError, detail: "the preface must be followed by SETTINGS")
                }
                settingsReceived = true
                handshakeTimer?.cancel()
            }
            try handle(header, payload: payload, context: context)
        }
    }

    private func handle(_ header: HTTP2FrameHeader, payload: ByteBuffer, context: ChannelHandlerContext) throws(HTTP2ConnectionError) {
        let type = HTTP2FrameType(rawValue: header.type)
        if let block = headerBlock, type != .continuation || header.streamID != block.stream {
            throw HTTP2ConnectionError(code: .protocolError, detail: "expected CONTINUATION of stream \(block.stream)")
        }
        switch type {
        case .data: try receiveData(header, payload: payload)
        case .headers: try receiveHeaders(header, payload: payload)
        case .continuation: try receiveContinuation(header, payload: payload)
        case .priority:
            guard header.streamID != 0 else { throw HTTP2ConnectionError(code: .protocolError, detail: "PRIORITY on stream 0") }
            guard header.length == 5 else { throw HTTP2ConnectionError(code: .frameSizeError, detail: "PRIORITY of \(header.length) bytes") }
            if Self.dependsOnItself(payload, stream: header.streamID) { try resetStream(header.streamID, code: .protocolError) }
        case .rstStream:
            guard header.streamID != 0, header.streamID <= highestStreamID else {
                throw HTTP2ConnectionError(code: .protocolError, detail: "RST_STREAM on stream \(header.streamID), never opened")
            }
            guard header.length == 4 else { throw HTTP2ConnectionError(code: .frameSizeError, detail: "RST_STREAM of \(header.length) bytes") }
            try floodBudget.spend(.reset)
            closeStream(header.streamID)
        case .settings: try receiveSettings(header, payload: payload)
        case .pushPromise: throw HTTP2ConnectionError(code: .protocolError, detail: "a client may not send PUSH_PROMISE")
        case .ping:
            guard header.streamID == 0 else { throw HTTP2ConnectionError(code: .protocolError, detail: "PING on a stream") }
            guard header.length == 8 else { throw HTTP2ConnectionError(code: .frameSizeError, detail: "PING of \(header.length) bytes") }
            if header.flags & HTTP2Flag.ack == 0 {
                try floodBudget.spend(.ping)
                HTTP2FrameWriter.pingAcknowledgement(payload.getInteger(at: payload.readerIndex)!, to: &output)
            }
        case .goAway:
            guard header.streamID == 0 else { throw HTTP2ConnectionError(code: .protocolError, detail: "GOAWAY on a stream") }
            peerSentGoAway = true
        case .windowUpdate: try receiveWindowUpdate(header, payload: payload)
        case nil: break  // Unknown frame types are ignored (RFC 9113 §4.1).
        }
    }

    private func receiveHeaders(_ header: HTTP2FrameHeader, payload: ByteBuffer) throws(HTTP2ConnectionError) {
        guard header.streamID != 0 else { throw HTTP2ConnectionError(code: .protocolError, detail: "HEADERS on stream 0") }
        var fragment = try Self.unpadded(payload, flags: header.flags)
        var selfDependent = false
        if header.flags & HTTP2Flag.priority != 0 {
            guard fragment.readableBytes >= 5 else { throw HTTP2ConnectionError(code: .frameSizeError, detail: "HEADERS too short for its priority") }
            selfDependent = Self.dependsOnItself(fragment, stream: header.streamID)
            fragment.moveReaderIndex(forwardBy: 5)
        }
        let endStream = header.flags & HTTP2Flag.endStream != 0
        if header.flags & HTTP2Flag.endHeaders != 0 {
            try completeHeaders(stream: header.streamID, endStream: endStream, selfDependent: selfDependent, block: fragment)
        } else {
            if fragment.readableBytes == 0 { try floodBudget.spend(.empty) }
            try checkHeaderBlockSize(fragment.readableBytes)
            headerBlock = (header.streamID, endStream, selfDependent, fragment, 0)
        }
    }

    private func receiveContinuation(_ header: HTTP2FrameHeader, payload: ByteBuffer) throws(HTTP2ConnectionError) {
        guard var block = headerBlock else { throw HTTP2ConnectionError(code: .protocolError, detail: "CONTINUATION without HEADERS") }
        var payload = payload
        block.continuations += 1
        let limit = configuration.limits.maximumContinuationFrames
        guard block.continuations <= limit else {
            throw HTTP2ConnectionError(code: .enhanceYourCalm, detail: "more than \(limit) CONTINUATION frames in one header block")
        }
        try checkHeaderBlockSize(block.fragment.readableBytes + payload.readableBytes)
        block.fragment.writeBuffer(&payload)
        if header.flags & HTTP2Flag.endHeaders != 0 {
            headerBlock = nil
            try completeHeaders(stream: block.stream, endStream: block.endStream, selfDependent: block.selfDependent, block: block.fragment)
        } else {
            if header.length == 0 { try floodBudget.spend(.empty) }
            headerBlock = block
        }
    }

    /// Decodes a header block into a request with no body yet (nil when malformed). A block that adds nothing to the
    /// HPACK table leaves it as it was, so the same bytes arriving next decode to the same request: clients repeating
    /// their headers (every push to one device) send the same bytes each time.
    private func requestHeaders(_ block: ByteBuffer) throws(HTTP2ConnectionError) -> APNsRequest? {
        if let repeated = repeatedBlock,
           block.withUnsafeReadableBytes({ sent in repeated.bytes.withUnsafeBytes { sent.hasSameBytes(as: $0) } }) {
            return repeated.request
        }
        let bytes = Array(block.readableBytesView)
        var block = block
        let headers: HPACKHeaders
        do { headers = try decoder.decodeHeaders(from: &block) } catch {
            throw HTTP2ConnectionError(code: .compressionError, detail: "header block: \(error)")
        }
        let request = Self.request(from: headers)
        repeatedBlock = HPACKBlockShape.leavesDynamicTableUnchanged(bytes) ? request.map { (bytes, $0) } : nil
        return request
    }

    /// A header block larger than the header list limit is refused before it is read any further.
    private func checkHeaderBlockSize(_ size: Int) throws(HTTP2ConnectionError) {
        guard size <= configuration.limits.maximumHeaderListSize else {
            throw HTTP2ConnectionError(code: .enhanceYourCalm, detail: "a header block over \(configuration.limits.maximumHeaderListSize) bytes")
        }
    }

    private func completeHeaders(stream id: UInt32, endStream: Bool, selfDependent: Bool, block: ByteBuffer) throws(HTTP2ConnectionError) {
        let parsed = try requestHeaders(block)  // Decoded whatever follows, to keep the HPACK table in step.
        if let open = streams[id] {
            // A second header block on an open stream is its trailers, which must end it.
            guard open.receiving, !open.reset else { return try resetStream(id, code: .streamClosed) }
            guard endStream else { throw HTTP2ConnectionError(code: .protocolError, detail: "HEADERS on stream \(id) after its request") }
            finishRequest(stream: id)
            return
        }
        guard id & 1 == 1 else { throw HTTP2ConnectionError(code: .protocolError, detail: "a client stream with the even id \(id)") }
        guard id > highestStreamID else { throw HTTP2ConnectionError(code: .streamClosed, detail: "HEADERS on closed stream \(id)") }
        highestStreamID = id
        if selfDependent { return try resetStream(id, code: .protocolError) }
        // Until the client acknowledges the advertised limit, the endpoint's maximum still bounds what it keeps.
        if peerSentGoAway || streams.count >= (streamLimit ?? configuration.limits.maximumConcurrentStreams) {
            HTTP2FrameWriter.reset(stream: id, code: .refusedStream, to: &output)
            rememberServerReset(id)
            return
        }
        guard let request = parsed else { return try resetStream(id, code: .protocolError) }
        let declared = request.header("content-length").flatMap { Int($0) }
        streams[id] = OpenStream(request: request, declaredLength: declared, receiving: !endStream)
        if let declared, declared > configuration.limits.maximumBodyBytes {
            refuseOversizedBody(stream: id)
        } else if endStream {
            finishRequest(stream: id)
        }
    }

    private func receiveData(_ header: HTTP2FrameHeader, payload: ByteBuffer) throws(HTTP2ConnectionError) {
        guard header.streamID != 0 else { throw HTTP2ConnectionError(code: .protocolError, detail: "DATA on stream 0") }
        replenishConnectionWindow(by: header.length)
        let data = try Self.unpadded(payload, flags: header.flags)
        guard let open = streams[header.streamID], open.receiving, !open.reset else {
            guard header.streamID <= highestStreamID else {
                throw HTTP2ConnectionError(code: .protocolError, detail: "DATA on stream \(header.streamID), never opened")
            }
            // Half-closed or closed: a stream error (RFC 9113 §5.1), which also ends a stream still being answered.
            if serverResets.contains(header.streamID) { return }
            return try resetStream(header.streamID, code: .streamClosed)
        }
        if header.length == 0, header.flags & HTTP2Flag.endStream == 0 { try floodBudget.spend(.empty) }
        guard open.request.body.count + data.readableBytes <= configuration.limits.maximumBodyBytes else {
            return refuseOversizedBody(stream: header.streamID)
        }
        open.request.body.append(contentsOf: data.readableBytesView)
        if header.flags & HTTP2Flag.endStream != 0 { finishRequest(stream: header.streamID) }
    }

    private func receiveSettings(_ header: HTTP2FrameHeader, payload: ByteBuffer) throws(HTTP2ConnectionError) {
        guard header.streamID == 0 else { throw HTTP2ConnectionError(code: .protocolError, detail: "SETTINGS on a stream") }
        if header.flags & HTTP2Flag.ack != 0 {
            guard header.length == 0 else { throw HTTP2ConnectionError(code: .frameSizeError, detail: "a SETTINGS acknowledgement with a payload") }
            if !unacknowledgedStreamLimits.isEmpty { streamLimit = unacknowledgedStreamLimits.removeFirst() }
            return
        }
        guard header.length % 6 == 0 else { throw HTTP2ConnectionError(code: .frameSizeError, detail: "SETTINGS of \(header.length) bytes") }
        try floodBudget.spend(.settings)
        var payload = payload
        while let id = payload.readInteger(as: UInt16.self), let value = payload.readInteger(as: UInt32.self) {
            switch HTTP2SettingID(rawValue: id) {
            case .enablePush where value > 1:
                throw HTTP2ConnectionError(code: .protocolError, detail: "SETTINGS_ENABLE_PUSH \(value)")
            case .initialWindowSize:
                guard value <= UInt32(Int32.max) else { throw HTTP2ConnectionError(code: .flowControlError, detail: "SETTINGS_INITIAL_WINDOW_SIZE \(value)") }
                // The change applies to every open stream's window, none of which may pass 2^31-1 (RFC 9113 §6.9.2).
                guard !streams.values.contains(where: { Int(value) + $0.sendWindowDelta > Int(Int32.max) }) else {
                    throw HTTP2ConnectionError(code: .flowControlError, detail: "SETTINGS_INITIAL_WINDOW_SIZE \(value) takes a stream window over 2^31-1")
                }
                peerInitialWindow = Int(value)
            case .maxFrameSize where value < UInt32(HTTP2FrameHeader.defaultMaximumFrameSize) || value > 0xFF_FFFF:
                throw HTTP2ConnectionError(code: .protocolError, detail: "SETTINGS_MAX_FRAME_SIZE \(value)")
            default:
                break  // The header table size never matters: answers use no dynamic table.
            }
        }
        HTTP2FrameWriter.settingsAcknowledgement(to: &output)
        sendBlockedBodies()
    }

    private func receiveWindowUpdate(_ header: HTTP2FrameHeader, payload: ByteBuffer) throws(HTTP2ConnectionError) {
        guard header.length == 4 else { throw HTTP2ConnectionError(code: .frameSizeError, detail: "WINDOW_UPDATE of \(header.length) bytes") }
        let increment = Int(payload.getInteger(at: payload.readerIndex, as: UInt32.self)! & 0x7FFF_FFFF)
        guard increment > 0 else { throw HTTP2ConnectionError(code: .protocolError, detail: "WINDOW_UPDATE of 0") }
        if header.streamID == 0 {
            connectionSendWindow += increment
            guard connectionSendWindow <= Int(Int32.max) else { throw HTTP2ConnectionError(code: .flowControlError, detail: "connection window over 2^31-1") }
        } else if let open = streams[header.streamID] {
            open.sendWindowDelta += increment
            if peerInitialWindow + open.sendWindowDelta > Int(Int32.max) { return try resetStream(header.streamID, code: .flowControlError) }
        } else if header.streamID > highestStreamID {
            throw HTTP2ConnectionError(code: .protocolError, detail: "WINDOW_UPDATE on idle stream \(header.streamID)")
        }
        sendBlockedBodies()
    }

    /// The frame payload without its padding (PADDED flag).
    private static func unpadded(_ payload: ByteBuffer, flags: UInt8) throws(HTTP2ConnectionError) -> ByteBuffer {
        guard flags & HTTP2Flag.padded != 0 else { return payload }
        var payload = payload
        guard let padding = payload.readInteger(as: UInt8.self), Int(padding) <= payload.readableBytes else {
            throw HTTP2ConnectionError(code: .protocolError, detail: "padding longer than the frame")
        }
        return payload.readSlice(length: payload.readableBytes - Int(padding))!
    }

    /// Whether a priority block (its first four bytes the stream dependency) names its own stream (RFC 9113 §5.3.1).
    private static func dependsOnItself(_ priority: ByteBuffer, stream: UInt32) -> Bool {
        priority.getInteger(at: priority.readerIndex, as: UInt32.self).map { $0 & 0x7FFF_FFFF == stream } ?? false
    }

    /// Turns a request header block into a request with no body yet; nil when it is malformed (RFC 9113 §8.1.1):
    /// names or values with characters a field may not hold (§8.2.1), upper-case or connection-specific names,
    /// pseudo-headers unknown, repeated, after regular ones or missing.
    private static func request(from headers: HPACKHeaders) -> APNsRequest? {
        var method: String?
        var path: String?
        var scheme: String?
        var regular: [(name: String, value: String)] = []
        regular.reserveCapacity(8)
        for (name, value, _) in headers {
            guard HTTP2FieldRules.isValidValue(value) else { return nil }
            if name.utf8.first == UInt8(ascii: ":") {
                guard regular.isEmpty else { return nil }
                switch name {
                case ":method" where method == nil: method = value
                case ":path" where path == nil: path = value
                case ":scheme" where scheme == nil: scheme = value
                case ":authority": break
                default: return nil
                }
            } else {
                guard HTTP2FieldRules.isValidName(name),
                      !["connection", "keep-alive", "proxy-connection", "transfer-encoding", "upgrade"].contains(name),
                      name != "te" || value == "trailers" else { return nil }
                regular.append((name, value))
            }
        }
        guard let method, let path, !path.isEmpty, scheme != nil else { return nil }
        return APNsRequest(method: method, path: path, headers: regular, body: [])
    }

    // MARK: Requests and answers

    /// A request is complete: checks it, then answers a refusal at once or queues the push for the sink.
    private func finishRequest(stream id: UInt32) {
        guard let open = streams[id] else { return }
        open.receiving = false
        if let declared = open.declaredLength, declared != open.request.body.count {
            streams[id] = nil
            HTTP2FrameWriter.reset(stream: id, code: .protocolError, to: &output)
            rememberServerReset(id)
            return
        }
        switch configuration.api.admit(open.request, session: &tokenSession, generatedID: apnsIDs.next()) {
        case .failure(let response): answer(stream: id, request: open.request, with: response)
        case .success(let push):
            open.awaitingDelivery = true
            admitted.append(Admitted(stream: id, request: open.request, push: push))
        }
        raiseStreamLimitIfAuthenticated()
    }

    /// Answers 413 at once and resets the stream, so the rest of the body is never read.
    private func refuseOversizedBody(stream id: UInt32) {
        guard let open = streams[id] else { return }
        streams[id]?.receiving = false
        rememberServerReset(id)  // The rest of the body, still coming, is ignored.
        let apnsID = APNsRequestValidator.canonicalUUID(open.request.header("apns-id") ?? "") ?? apnsIDs.next()
        answer(stream: id, request: open.request, with: .failure(.payloadTooLarge, apnsID: apnsID), resetAfter: true)
    }

    /// Hands the pushes admitted since the last read to the sink in one batch; their answers come back on this
    /// connection's event loop.
    private func deliverAdmitted(context: ChannelHandlerContext) {
        guard !admitted.isEmpty else { return }
        let batch = admitted
        admitted.removeAll(keepingCapacity: true)
        let eventLoop = context.eventLoop
        let connection = NIOLoopBound((self, context), eventLoop: eventLoop)
        configuration.api.deliver(batch.map(\.push)) { responses in
            eventLoop.execute {
                let (handler, context) = connection.value
                handler.answerDelivered(batch, responses: responses, context: context)
            }
        }
    }

    private func answerDelivered(_ batch: [Admitted], responses: [APNsResponse], context: ChannelHandlerContext) {
        // A batch is answered at one moment: the clock is read once for its log entries.
        let now = configuration.api.now()
        for index in batch.indices {
            let id = batch[index].stream
            if !closing, let open = streams[id], !open.reset {
                open.awaitingDelivery = false
                answer(stream: id, request: batch[index].request, with: responses[index], at: now)
            } else {
                // Reset by the client or the connection is gone: the push was delivered all the same.
                streams[id] = nil
                answeredLog.append(logEntry(responses[index], for: batch[index].request, at: now))
            }
        }
        flush(context: context)
    }

    /// Writes the answer, logged at `time` (now when nil); the stream closes once its last frame is out (after a
    /// RST_STREAM with `resetAfter`).
    private func answer(stream id: UInt32, request: APNsRequest, with response: APNsResponse, resetAfter: Bool = false, at time: Date? = nil) {
        answeredLog.append(logEntry(response, for: request, at: time ?? configuration.api.now()))
        let body = response.body.map { Array($0.utf8) }
        // Most answers (a 200 to a device) name neither: no array is made for them.
        var named: [(name: String, value: String)] = []
        if let requestID = response.requestID { named.append((name: "apns-request-id", value: requestID)) }
        if let channelID = response.channelID { named.append((name: "apns-channel-id", value: channelID)) }
        let block = HPACKResponseEncoder.block(status: response.status, apnsID: response.apnsID, bodyLength: body?.count, named: named)
        HTTP2FrameWriter.headers(stream: id, block: block, endStream: body == nil, to: &output)
        if let body {
            blocked.append(BlockedBody(stream: id, bytes: body, resetAfter: resetAfter))
            sendBlockedBodies()
        } else {
            streams[id] = nil
        }
    }

    /// Sends as much of every waiting error body as the flow-control windows allow, in order: a body larger than
    /// the window goes out in parts, each as large as the window then open.
    private func sendBlockedBodies() {
        var index = 0
        while index < blocked.count, connectionSendWindow > 0 {
            let stream = blocked[index].stream, sent = blocked[index].sent
            let remaining = blocked[index].bytes.count - sent
            let streamWindow = peerInitialWindow + (streams[stream]?.sendWindowDelta ?? 0)
            let count = min(remaining, connectionSendWindow, streamWindow, HTTP2FrameHeader.defaultMaximumFrameSize)
            guard count > 0 else {
                index += 1
                continue
            }
            let finished = count == remaining
            HTTP2FrameWriter.data(stream: stream, bytes: blocked[index].bytes[sent..<(sent + count)], endStream: finished, to: &output)
            connectionSendWindow -= count
            streams[stream]?.sendWindowDelta -= count
            guard finished else {
                blocked[index].sent += count
                index += 1
                continue
            }
            if blocked[index].resetAfter { HTTP2FrameWriter.reset(stream: stream, code: .noError, to: &output) }
            streams[stream] = nil
            blocked.remove(at: index)
        }
    }

    /// A stream error (RFC 9113 §5.4.2): RST_STREAM with `code`, and the stream closed. Counts against the budget
    /// of refused frames, so a client cannot make the endpoint reset streams without end.
    private func resetStream(_ id: UInt32, code: HTTP2ErrorCode) throws(HTTP2ConnectionError) {
        HTTP2FrameWriter.reset(stream: id, code: code, to: &output)
        rememberServerReset(id)
        closeStream(id)
        try floodBudget.spend(.empty)
    }

    private func rememberServerReset(_ id: UInt32) {
        serverResets[nextServerReset] = id
        nextServerReset = (nextServerReset + 1) % serverResets.count
    }

    /// Forgets a stream reset by either side; one whose push is with the sink stays counted until its answer is back.
    private func closeStream(_ id: UInt32) {
        if let open = streams[id], open.awaitingDelivery {
            open.reset = true
        } else {
            streams[id] = nil
        }
        if !blocked.isEmpty { blocked.removeAll { $0.stream == id } }
    }

    /// After the first valid provider token, advertises the full stream limit to the client.
    private func raiseStreamLimitIfAuthenticated() {
        guard !streamLimitRaised, tokenSession.hasAcceptedToken else { return }
        streamLimitRaised = true
        let limit = configuration.limits.maximumConcurrentStreams
        HTTP2FrameWriter.settings([(.maxConcurrentStreams, UInt32(limit))], to: &output)
        unacknowledgedStreamLimits.append(limit)
    }

    /// Tops the connection window back up once half of it has been used.
    private func replenishConnectionWindow(by bytes: Int) {
        consumedBytes += bytes
        guard consumedBytes >= Self.connectionWindow / 2 else { return }
        HTTP2FrameWriter.windowUpdate(stream: 0, increment: consumedBytes, to: &output)
        consumedBytes = 0
    }

    // MARK: Connection

    /// The server's connection preface: its SETTINGS, and the connection window opened wide.
    private func greet(context: ChannelHandlerContext) {
        guard !greeted else { return }
        greeted = true
        let limits = configuration.limits
        let startsLimited = !streamLimitRaised
        let streamLimit = startsLimited ? 1 : limits.maximumConcurrentStreams
        HTTP2FrameWriter.settings([
            (.maxConcurrentStreams, UInt32(streamLimit)), (.maxHeaderListSize, UInt32(limits.maximumHeaderListSize)),
            (.maxFrameSize, UInt32(HTTP2FrameHeader.defaultMaximumFrameSize)), (.initialWindowSize, UInt32(Self.initialWindow)),
        ], to: &output)
        unacknowledgedStreamLimits.append(streamLimit)
        HTTP2FrameWriter.windowUpdate(stream: 0, increment: Self.connectionWindow - Self.initialWindow, to: &output)
        flush(context: context)
        let connection = NIOLoopBound((self, context), eventLoop: context.eventLoop)
        let timeout = TimeAmount.nanoseconds(Int64(limits.handshakeTimeout / .nanoseconds(1)))
        handshakeTimer = context.eventLoop.scheduleTask(in: timeout) {
            let (handler, context) = connection.value
            guard !handler.settingsReceived else { return }
            handler.fail(context: context, HTTP2ConnectionError(code: .noError, detail: #"{"reason":"HandshakeTimeout"}"#))
        }
    }

    /// Writes out what was answered since the last flush, and logs it.
    private func flush(context: ChannelHandlerContext) {
        if !answeredLog.isEmpty {
            configuration.requestLog?(answeredLog)
            answeredLog.removeAll(keepingCapacity: true)
        }
        guard output.readableBytes > 0, !closing else { return }
        let pending = output
        output = context.channel.allocator.buffer(capacity: 4096)
        context.writeAndFlush(wrapOutboundOut(pending), promise: nil)
    }

    /// Ends the connection: GOAWAY with the error's code and detail, then close.
    private func fail(context: ChannelHandlerContext, _ error: HTTP2ConnectionError) {
        guard !closing else { return }
        HTTP2FrameWriter.goAway(lastStream: highestStreamID, code: error.code, debug: error.detail, to: &output)
        flush(context: context)
        closing = true
        context.close(promise: nil)
    }

    private func logEntry(_ response: APNsResponse, for request: APNsRequest, at time: Date) -> RequestLogEntry {
        let token = request.deviceTokenText.flatMap { $0.isEmpty ? nil : String($0) } ?? "-"
        return RequestLogEntry(time: time, token: token, topic: request.header("apns-topic") ?? "-",
                               status: response.status, detail: response.reason?.rawValue ?? response.notificationID ?? "-")
    }
}
