import NIOCore
import NotiCore

/// Streams: opening one from its header block, checking and admitting its request, answering it within the
/// flow-control windows, and resetting it.
extension HTTP2Connection {
    mutating func completeHeaders(stream id: UInt32, endStream: Bool, selfDependent: Bool, block: ByteBuffer) throws(HTTP2ConnectionError) {
        let parsed = try requestHeaders(block)  // Decoded whatever follows, to keep the HPACK table in step.
        if let takesTrailers = updateStream(id, { $0.receiving && !$0.reset }) {
            // A second header block on an open stream is its trailers, which must end it.
            guard takesTrailers else { return try resetStream(id, code: .streamClosed) }
            guard endStream else { throw HTTP2ConnectionError(code: .protocolError, detail: "HEADERS on stream \(id) after its request") }
            finishRequest(stream: id)
            return
        }
        guard id & 1 == 1 else { throw HTTP2ConnectionError(code: .protocolError, detail: "a client stream with the even id \(id)") }
        guard id > highestStreamID else { throw HTTP2ConnectionError(code: .streamClosed, detail: "HEADERS on closed stream \(id)") }
        highestStreamID = id
        if selfDependent { return try resetStream(id, code: .protocolError) }
        // Until the client acknowledges the advertised limit, the endpoint's maximum still bounds what it keeps.
        if peerSentGoAway || streams.count >= (streamLimit ?? limits.maximumConcurrentStreams) {
            HTTP2FrameWriter.reset(stream: id, code: .refusedStream, to: &output)
            rememberServerReset(id)
            return
        }
        guard let request = parsed else { return try resetStream(id, code: .protocolError) }
        let declared = request.header("content-length").flatMap { Int($0) }
        streams[id] = OpenStream(request: request, declaredLength: declared, receiving: !endStream)
        if let declared, declared > limits.maximumBodyBytes {
            refuseOversizedBody(stream: id)
        } else if endStream {
            finishRequest(stream: id)
        }
    }

    /// A request is complete: the service checks it, then it is answered at once or queued for the sink.
    mutating func finishRequest(stream id: UInt32) {
        guard let (request, declaredLength) = updateStream(id, { stream in stream.finishReceiving().map { ($0, stream.declaredLength) } }) ?? nil else {
            return
        }
        if let declaredLength, declaredLength != request.body.count {
            streams.removeValue(forKey: id)
            HTTP2FrameWriter.reset(stream: id, code: .protocolError, to: &output)
            rememberServerReset(id)
            return
        }
        switch service.admit(request, at: now.date, previous: admitted.last?.delivery) {
        case .answer(let response): answer(stream: id, request: request, with: response)
        case .deliver(let delivery):
            updateStream(id) { $0.awaitingDelivery = true }
            admitted.append(Admitted(stream: id, request: consume request, delivery: delivery))
        }
        raiseStreamLimitIfAuthenticated()
    }

    /// Answers 413 at once and resets the stream, so the rest of the body is never read.
    mutating func refuseOversizedBody(stream id: UInt32) {
        guard let request = updateStream(id, { $0.finishReceiving() }) ?? nil else { return }
        rememberServerReset(id)  // The rest of the body, still coming, is ignored.
        answer(stream: id, request: request, with: service.bodyTooLarge(request), resetAfter: true)
    }

    /// Queues the answer and logs it; the stream closes once its last frame is out (after a RST_STREAM with
    /// `resetAfter`).
    mutating func answer(stream id: UInt32, request: APNsRequest, with response: Service.Response, resetAfter: Bool = false) {
        if let entry = service.logEntry(response, for: request, at: now.date) { answeredLog.append(entry) }
        let (block, body) = service.encoded(response)
        HTTP2FrameWriter.headers(stream: id, block: block, endStream: body == nil, to: &output)
        if let body {
            blocked.append(BlockedBody(stream: id, bytes: body, resetAfter: resetAfter))
            sendBlockedBodies()
        } else {
            streams.removeValue(forKey: id)
        }
    }

    /// Sends as much of every waiting error body as the flow-control windows allow, in order: a body larger than
    /// the window goes out in parts, each as large as the window then open.
    mutating func sendBlockedBodies() {
        var index = 0
        while index < blocked.count, connectionSendWindow > 0 {
            let stream = blocked[index].stream, sent = blocked[index].sent
            let remaining = blocked[index].bytes.count - sent
            let streamWindow = peerInitialWindow + (updateStream(stream) { $0.sendWindowDelta } ?? 0)
            let count = min(remaining, connectionSendWindow, streamWindow, HTTP2FrameHeader.defaultMaximumFrameSize)
            guard count > 0 else {
                index += 1
                continue
            }
            let finished = count == remaining
            HTTP2FrameWriter.data(stream: stream, bytes: blocked[index].bytes[sent..<(sent + count)], endStream: finished, to: &output)
            connectionSendWindow -= count
            updateStream(stream) { $0.sendWindowDelta -= count }
            guard finished else {
                blocked[index].sent += count
                index += 1
                continue
            }
            if blocked[index].resetAfter { HTTP2FrameWriter.reset(stream: stream, code: .noError, to: &output) }
            streams.removeValue(forKey: stream)
            blocked.remove(at: index)
        }
    }

    /// A stream error (RFC 9113 §5.4.2): RST_STREAM with `code`, and the stream closed. Counts against the budget
    /// of refused frames, so a client cannot make the endpoint reset streams without end.
    mutating func resetStream(_ id: UInt32, code: HTTP2ErrorCode) throws(HTTP2ConnectionError) {
        HTTP2FrameWriter.reset(stream: id, code: code, to: &output)
        rememberServerReset(id)
        closeStream(id)
        try floodBudget.spend(.empty, at: now.date)
    }

    mutating func rememberServerReset(_ id: UInt32) {
        serverResets[nextServerReset] = id
        nextServerReset = (nextServerReset + 1) % serverResets.count
    }

    /// Forgets a stream reset by either side; one whose push is with the sink stays counted until its answer is back.
    mutating func closeStream(_ id: UInt32) {
        if updateStream(id, { stream in
            if stream.awaitingDelivery { stream.reset = true }
            return stream.awaitingDelivery
        }) != true {
            streams.removeValue(forKey: id)
        }
        if !blocked.isEmpty { blocked.removeAll { $0.stream == id } }
    }

    /// Once the service says the client is authenticated (APNs: the first valid provider token), advertises the full
    /// stream limit to the client.
    mutating func raiseStreamLimitIfAuthenticated() {
        guard !streamLimitRaised, service.isAuthenticated else { return }
        streamLimitRaised = true
        let limit = limits.maximumConcurrentStreams
        HTTP2FrameWriter.settings([(.maxConcurrentStreams, UInt32(limit))], to: &output)
        unacknowledgedStreamLimits.append(limit)
    }

    /// Tops the connection window back up once half of it has been used.
    mutating func replenishConnectionWindow(by bytes: Int) {
        consumedBytes += bytes
        guard consumedBytes >= Self.connectionWindow / 2 else { return }
        HTTP2FrameWriter.windowUpdate(stream: 0, increment: consumedBytes, to: &output)
        consumedBytes = 0
    }

    /// The client presented a TLS certificate (DER): the service reads it, and it may authenticate the connection.
    package mutating func clientPresented(certificate: [UInt8]) {
        service.clientPresented(certificate: certificate)
        raiseStreamLimitIfAuthenticated()
    }
}
