import NIOCore
import NIOHPACK

/// Each frame type's rules (RFC 9113 §6): what is a connection error, what a stream error, what is ignored.
extension HTTP2Connection {
    mutating func handle(_ header: HTTP2FrameHeader, payload: ByteBuffer) throws(HTTP2ConnectionError) {
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
            try floodBudget.spend(.reset, at: now.date)
            closeStream(header.streamID)
        case .settings: try receiveSettings(header, payload: payload)
        case .pushPromise: throw HTTP2ConnectionError(code: .protocolError, detail: "a client may not send PUSH_PROMISE")
        case .ping:
            guard header.streamID == 0 else { throw HTTP2ConnectionError(code: .protocolError, detail: "PING on a stream") }
            guard header.length == 8 else { throw HTTP2ConnectionError(code: .frameSizeError, detail: "PING of \(header.length) bytes") }
            if header.flags & HTTP2Flag.ack == 0 {
                try floodBudget.spend(.ping, at: now.date)
                HTTP2FrameWriter.pingAcknowledgement(payload.getInteger(at: payload.readerIndex)!, to: &output)
            }
        case .goAway:
            guard header.streamID == 0 else { throw HTTP2ConnectionError(code: .protocolError, detail: "GOAWAY on a stream") }
            peerSentGoAway = true
        case .windowUpdate: try receiveWindowUpdate(header, payload: payload)
        case nil: break  // Unknown frame types are ignored (RFC 9113 §4.1).
        }
    }

    mutating func receiveHeaders(_ header: HTTP2FrameHeader, payload: ByteBuffer) throws(HTTP2ConnectionError) {
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
            if fragment.readableBytes == 0 { try floodBudget.spend(.empty, at: now.date) }
            try checkHeaderBlockSize(fragment.readableBytes)
            headerBlock = PendingHeaderBlock(stream: header.streamID, endStream: endStream, selfDependent: selfDependent,
                                             fragment: fragment, continuations: 0)
        }
    }

    mutating func receiveContinuation(_ header: HTTP2FrameHeader, payload: ByteBuffer) throws(HTTP2ConnectionError) {
        guard var block = headerBlock else { throw HTTP2ConnectionError(code: .protocolError, detail: "CONTINUATION without HEADERS") }
        var payload = payload
        block.continuations += 1
        let limit = limits.maximumContinuationFrames
        guard block.continuations <= limit else {
            throw HTTP2ConnectionError(code: .enhanceYourCalm, detail: "more than \(limit) CONTINUATION frames in one header block")
        }
        try checkHeaderBlockSize(block.fragment.readableBytes + payload.readableBytes)
        block.fragment.writeBuffer(&payload)
        if header.flags & HTTP2Flag.endHeaders != 0 {
            headerBlock = nil
            try completeHeaders(stream: block.stream, endStream: block.endStream, selfDependent: block.selfDependent, block: block.fragment)
        } else {
            if header.length == 0 { try floodBudget.spend(.empty, at: now.date) }
            headerBlock = block
        }
    }

    /// A header block larger than the header list limit is refused before it is read any further.
    func checkHeaderBlockSize(_ size: Int) throws(HTTP2ConnectionError) {
        guard size <= limits.maximumHeaderListSize else {
            throw HTTP2ConnectionError(code: .enhanceYourCalm, detail: "a header block over \(limits.maximumHeaderListSize) bytes")
        }
    }

    /// Decodes a header block into a request with no body yet (nil when malformed). A block that adds nothing to the
    /// HPACK table leaves it as it was, so the same bytes arriving next decode to the same request: clients repeating
    /// their headers (every push to one device) send the same bytes each time.
    mutating func requestHeaders(_ block: ByteBuffer) throws(HTTP2ConnectionError) -> APNsRequest? {
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
        let request = HTTP2RequestHead.request(from: headers)
        repeatedBlock = HPACKBlockShape.leavesDynamicTableUnchanged(bytes) ? request.map { (bytes, $0) } : nil
        return request
    }

    mutating func receiveData(_ header: HTTP2FrameHeader, payload: ByteBuffer) throws(HTTP2ConnectionError) {
        guard header.streamID != 0 else { throw HTTP2ConnectionError(code: .protocolError, detail: "DATA on stream 0") }
        replenishConnectionWindow(by: header.length)
        let data = try Self.unpadded(payload, flags: header.flags)
        guard let received = updateStream(header.streamID, { $0.receiving && !$0.reset ? $0.request?.body.count : nil }) ?? nil else {
            guard header.streamID <= highestStreamID else {
                throw HTTP2ConnectionError(code: .protocolError, detail: "DATA on stream \(header.streamID), never opened")
            }
            // Half-closed or closed: a stream error (RFC 9113 §5.1), which also ends a stream still being answered.
            if serverResets.contains(header.streamID) { return }
            return try resetStream(header.streamID, code: .streamClosed)
        }
        if header.length == 0, header.flags & HTTP2Flag.endStream == 0 { try floodBudget.spend(.empty, at: now.date) }
        guard received + data.readableBytes <= limits.maximumBodyBytes else {
            return refuseOversizedBody(stream: header.streamID)
        }
        updateStream(header.streamID) { $0.request?.body.append(contentsOf: data.readableBytesView) }
        if header.flags & HTTP2Flag.endStream != 0 { finishRequest(stream: header.streamID) }
    }

    mutating func receiveSettings(_ header: HTTP2FrameHeader, payload: ByteBuffer) throws(HTTP2ConnectionError) {
        guard header.streamID == 0 else { throw HTTP2ConnectionError(code: .protocolError, detail: "SETTINGS on a stream") }
        if header.flags & HTTP2Flag.ack != 0 {
            guard header.length == 0 else { throw HTTP2ConnectionError(code: .frameSizeError, detail: "a SETTINGS acknowledgement with a payload") }
            if !unacknowledgedStreamLimits.isEmpty { streamLimit = unacknowledgedStreamLimits.removeFirst() }
            return
        }
        guard header.length % 6 == 0 else { throw HTTP2ConnectionError(code: .frameSizeError, detail: "SETTINGS of \(header.length) bytes") }
        try floodBudget.spend(.settings, at: now.date)
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

    mutating func receiveWindowUpdate(_ header: HTTP2FrameHeader, payload: ByteBuffer) throws(HTTP2ConnectionError) {
        guard header.length == 4 else { throw HTTP2ConnectionError(code: .frameSizeError, detail: "WINDOW_UPDATE of \(header.length) bytes") }
        let increment = Int(payload.getInteger(at: payload.readerIndex, as: UInt32.self)! & 0x7FFF_FFFF)
        guard increment > 0 else { throw HTTP2ConnectionError(code: .protocolError, detail: "WINDOW_UPDATE of 0") }
        if header.streamID == 0 {
            connectionSendWindow += increment
            guard connectionSendWindow <= Int(Int32.max) else { throw HTTP2ConnectionError(code: .flowControlError, detail: "connection window over 2^31-1") }
        } else if let delta = updateStream(header.streamID, { stream in
            stream.sendWindowDelta += increment
            return stream.sendWindowDelta
        }) {
            if peerInitialWindow + delta > Int(Int32.max) { return try resetStream(header.streamID, code: .flowControlError) }
        } else if header.streamID > highestStreamID {
            throw HTTP2ConnectionError(code: .protocolError, detail: "WINDOW_UPDATE on idle stream \(header.streamID)")
        }
        sendBlockedBodies()
    }

    /// The frame payload without its padding (PADDED flag).
    static func unpadded(_ payload: ByteBuffer, flags: UInt8) throws(HTTP2ConnectionError) -> ByteBuffer {
        guard flags & HTTP2Flag.padded != 0 else { return payload }
        var payload = payload
        guard let padding = payload.readInteger(as: UInt8.self), Int(padding) <= payload.readableBytes else {
            throw HTTP2ConnectionError(code: .protocolError, detail: "padding longer than the frame")
        }
        return payload.readSlice(length: payload.readableBytes - Int(padding))!
    }

    /// Whether a priority block (its first four bytes the stream dependency) names its own stream (RFC 9113 §5.3.1).
    static func dependsOnItself(_ priority: ByteBuffer, stream: UInt32) -> Bool {
        priority.getInteger(at: priority.readerIndex, as: UInt32.self).map { $0 & 0x7FFF_FFFF == stream } ?? false
    }
}
