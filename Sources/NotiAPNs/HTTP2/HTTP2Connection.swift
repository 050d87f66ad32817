import Foundation
import NIOCore
import NIOHPACK

/// The server side of one HTTP/2 connection (RFC 9113) as a state machine: bytes, answers and instants in, frames to
/// write, deliveries for the sink, log entries, a close and the next deadline out. It holds no channel, event loop or
/// timer and reads no clock: `HTTP2ConnectionDriver` feeds it what the socket read and the time it read it, and
/// acts on `takeActions()`. The same machine is what the conformance tests drive directly, byte for byte.
///
/// What requests mean is its `Service`'s: the APNs provider API (`ProviderAPISession`) or the FCM HTTP v1 API. The
/// connection applies the same limits and defences to both.
///
/// It works on bytes, below any frame codec, with its own small one (`HTTP2FrameHeader`, `HTTP2FrameWriter`) rather
/// than on top of NIOHTTP2's: every limit applies before what it limits is read (a frame's size from its 9-byte
/// header, a header block's size before HPACK decodes it, a body by `content-length` or as it grows), each refusal
/// is the exact error code and stream or connection scope the provider API and RFC 9113 name, and requests
/// completed by one read leave as one batch — a codec in between would decide some of these itself, and would
/// split every read into a frame per call.
///
/// Connection states (`Phase`), in order; each input may move it forward, never back:
/// - `awaitingPreface`: from `start(at:)`, which queues the server's SETTINGS and opens the connection window.
///   Bytes must match the 24-byte client preface as far as they go (else PROTOCOL_ERROR).
/// - `awaitingSettings`: the preface is in; the first frame must be a SETTINGS that is not an ACK (else
///   PROTOCOL_ERROR). Until it comes, the handshake deadline runs (`HandshakeTimeout` when it passes).
/// - `open`: frames are served. Any connection error, the idle deadline passing (`IdleTimeout`) or the transport
///   closing moves to `closed`.
/// - `closed`: GOAWAY (with the last stream opened, the error code and a detail) was the last frame queued; input is
///   ignored, and answers that still come back are only logged.
///
/// Stream states (RFC 9113 §5.1), kept in `streams` while the stream counts against the limit:
/// idle → open (HEADERS without END_STREAM: `receiving`) → half-closed remote (END_STREAM: checked, then either
/// answered at once or `awaitingDelivery` with the sink) → closed (its last answer frame queued). A stream reset by
/// the client while its push is with the sink stays counted (`reset`) until the answer comes back and is dropped.
/// Streams the endpoint reset are remembered (the last 32) so frames the client had in flight on them are ignored
/// rather than answered STREAM_CLOSED.
package struct HTTP2Connection<Service: HTTP2RequestService> {
    /// Where the connection stands; see the type's summary for the transitions.
    enum Phase {
        case awaitingPreface, awaitingSettings, open, closed
    }

    /// The connection-level receive window kept open; request bodies are tiny, so this only bounds a flood.
    static var connectionWindow: Int { Int(Int32.max) }
    /// The per-stream window every side starts with; each request body is refused long before it is used up.
    static var initialWindow: Int { 65_535 }

    /// A request stream that is open: still being received, or waiting for its answer. Changed in place where it
    /// lies in `streams` (a copy taken out and put back would also copy the body it is receiving).
    struct OpenStream {
        /// The request as received so far; nil once `finishReceiving()` handed it over.
        var request: APNsRequest?
        let declaredLength: Int?
        var receiving: Bool
        /// Handed to the sink and waiting for its answer.
        var awaitingDelivery = false
        /// Reset while its push was with the sink: it still counts against the stream limit until the answer comes
        /// back (a reset does not call the push back), and the answer is then dropped.
        var reset = false
        /// The stream's send window less the peer's initial window: WINDOW_UPDATE increments, less what was sent.
        var sendWindowDelta = 0

        /// The request is whole: stops receiving and hands the request over (moved out, not copied). The stream keeps
        /// only its state from here on.
        mutating func finishReceiving() -> APNsRequest? {
            receiving = false
            return request.take()
        }
    }

    /// An error body waiting for flow-control window.
    struct BlockedBody {
        var stream: UInt32
        var bytes: [UInt8]
        /// How much of the body went out already (a body is split over the window the peer grants).
        var sent = 0
        var resetAfter: Bool
    }

    /// A header block still waiting for CONTINUATION frames, and how many it has had.
    struct PendingHeaderBlock {
        var stream: UInt32
        var endStream: Bool
        var selfDependent: Bool
        var fragment: ByteBuffer
        var continuations: Int
    }

    let limits: APNsServerConfiguration.Limits
    /// What the connection's requests mean: their checks, their sink and their answers.
    var service: Service
    var phase = Phase.awaitingPreface
    /// The input of the call being served.
    var now: HTTP2Instant
    var streamLimitRaised: Bool
    var decoder: HPACKDecoder
    var input: ByteBuffer?
    var output = ByteBufferAllocator().buffer(capacity: 4096)
    var started = false
    var closeRequested = false
    var peerSentGoAway = false
    var handshakeDeadline: Duration
    var lastActivity: Duration
    var floodBudget: HTTP2FloodBudget
    var headerBlock: PendingHeaderBlock?
    /// The last header block that left the HPACK table unchanged, and the request it decoded to.
    var repeatedBlock: (bytes: [UInt8], request: APNsRequest)?
    var streams: [UInt32: OpenStream] = [:]
    /// The streams the endpoint reset most recently: frames the client had in flight on them are ignored (RFC 9113
    /// §5.1), where frames on other closed streams are STREAM_CLOSED.
    var serverResets = [UInt32](repeating: 0, count: 32)
    var nextServerReset = 0
    var highestStreamID: UInt32 = 0
    /// Stream limits sent in SETTINGS frames the peer has not acknowledged yet, oldest first.
    var unacknowledgedStreamLimits: [Int] = []
    /// The stream limit the peer has acknowledged; none until it has (the endpoint's maximum applies meanwhile).
    var streamLimit: Int?
    var consumedBytes = 0
    var peerInitialWindow = initialWindow
    var connectionSendWindow = initialWindow
    var blocked: [BlockedBody] = []
    var admitted: [Admitted] = []
    var answeredLog: [RequestLogEntry] = []
    /// When the frame or header block still incomplete began arriving; nil while every frame read is whole.
    var incompleteSince: Duration?

    /// A connection serving `service` within `limits`, accepted at `now`. Until the service says its client is
    /// authenticated it allows one stream.
    package init(limits: APNsServerConfiguration.Limits, service: Service, at now: HTTP2Instant) {
        self.limits = limits
        self.service = service
        self.now = now
        self.streamLimitRaised = service.isAuthenticated
        self.decoder = HPACKDecoder(allocator: ByteBufferAllocator(), maxDynamicTableSize: HPACKDecoder.maxDynamicTableSize,
                                    maxHeaderListSize: limits.maximumHeaderListSize)
        self.floodBudget = HTTP2FloodBudget(limits: limits, start: now.date)
        self.handshakeDeadline = now.uptime + limits.handshakeTimeout
        self.lastActivity = now.uptime
    }

    // MARK: Inputs

    /// The transport is up: queues the server's connection preface (its SETTINGS, and the connection window opened
    /// wide) and starts the handshake and idle deadlines. Only the first call counts.
    package mutating func start(at now: HTTP2Instant) {
        guard !started, phase != .closed else { return }
        started = true
        self.now = now
        handshakeDeadline = now.uptime + limits.handshakeTimeout
        lastActivity = now.uptime
        let streamLimit = streamLimitRaised ? limits.maximumConcurrentStreams : 1
        HTTP2FrameWriter.settings([
            (.maxConcurrentStreams, UInt32(streamLimit)), (.maxHeaderListSize, UInt32(limits.maximumHeaderListSize)),
            (.maxFrameSize, UInt32(HTTP2FrameHeader.defaultMaximumFrameSize)), (.initialWindowSize, UInt32(Self.initialWindow)),
        ], to: &output)
        unacknowledgedStreamLimits.append(streamLimit)
        HTTP2FrameWriter.windowUpdate(stream: 0, increment: Self.connectionWindow - Self.initialWindow, to: &output)
    }

    /// Bytes the client sent, read at `now`: every whole frame among them is served; a partial frame waits for more.
    package mutating func receive(_ bytes: ByteBuffer, at now: HTTP2Instant) {
        guard phase != .closed else { return }
        self.now = now
        lastActivity = now.uptime
        var bytes = bytes
        if input == nil || input?.readableBytes == 0 {
            input = bytes
        } else {
            input?.writeBuffer(&bytes)
        }
        do {
            try readFrames()
            // Measured from the first byte of what is still incomplete, however much trickles in after it.
            let incomplete = (input?.readableBytes ?? 0) > 0 || headerBlock != nil
            incompleteSince = incomplete ? incompleteSince ?? now.uptime : nil
        } catch {
            fail(error)
        }
    }

    /// The sink's responses to `batch` (same order), back at `now`: each goes out on its stream, unless the stream
    /// was reset or the connection closed meanwhile, when it is only logged, saying so (the push was delivered all
    /// the same).
    package mutating func answer(_ batch: [Admitted], with responses: [Service.Response], at now: HTTP2Instant) {
        self.now = now
        if phase != .closed { lastActivity = now.uptime }
        // One response per admitted push, in order.
        for index in batch.indices where index < responses.count {
            let id = batch[index].stream
            if phase != .closed, updateStream(id, { stream in
                stream.awaitingDelivery = false
                return !stream.reset
            }) == true {
                answer(stream: id, request: batch[index].request, with: responses[index])
            } else {
                streams.removeValue(forKey: id)
                guard var entry = service.logEntry(responses[index], for: batch[index].request, at: now.date) else { continue }
                entry.dropped = phase == .closed ? .connectionClosed : .streamReset
                answeredLog.append(entry)
            }
        }
    }

    /// The deadline given by the last actions came (or passed): a connection still without the client's SETTINGS
    /// after the handshake timeout, with a frame or header block begun and not whole after the incomplete-frame
    /// timeout, or without traffic for the idle timeout, gets GOAWAY NO_ERROR naming which.
    package mutating func timerFired(at now: HTTP2Instant) {
        guard phase != .closed else { return }
        self.now = now
        if phase != .open, now.uptime >= handshakeDeadline {
            fail(HTTP2ConnectionError(code: .noError, detail: #"{"reason":"HandshakeTimeout"}"#))
        } else if let incompleteSince, now.uptime >= incompleteSince + limits.incompleteFrameTimeout {
            fail(HTTP2ConnectionError(code: .noError, detail: #"{"reason":"IncompleteFrameTimeout"}"#))
        } else if now.uptime >= lastActivity + limits.idleTimeout {
            fail(HTTP2ConnectionError(code: .noError, detail: #"{"reason":"IdleTimeout"}"#))
        }
    }

    /// The listener gave this connection's slot to a new one: GOAWAY NO_ERROR (`ConnectionEvicted`), then close;
    /// answers still coming are only logged.
    package mutating func evict(at now: HTTP2Instant) {
        guard phase != .closed else { return }
        self.now = now
        fail(HTTP2ConnectionError(code: .noError, detail: #"{"reason":"ConnectionEvicted"}"#))
    }

    /// The transport closed (or failed): nothing more is written, and streams and waiting bodies are forgotten.
    package mutating func transportClosed() {
        phase = .closed
        streams.removeAll()
        blocked.removeAll()
        output.clear()
    }

    /// What to do now: everything the inputs since the last call produced (see `Actions`).
    package mutating func takeActions() -> Actions {
        var bytes: ByteBuffer?
        if output.readableBytes > 0 {
            bytes = output
            output = ByteBufferAllocator().buffer(capacity: 4096)
        }
        let actions = Actions(bytes: bytes, pushes: admitted, answered: answeredLog, close: closeRequested, deadline: deadline)
        admitted.removeAll(keepingCapacity: true)
        answeredLog.removeAll(keepingCapacity: true)
        closeRequested = false
        return actions
    }

    /// Runs `change` on the open stream `id` where it lies in `streams`, and answers what it returns; nil when the
    /// stream is not open. *Decision:* not `streams[id]?.…`: that accessor moves the whole stream (its request's
    /// strings and arrays) out into a coroutine frame allocated for each call and back, about 1,200 instructions a
    /// call and five calls a push (callgrind, endpoint network threads); the values' index accessor changes the
    /// stream in place.
    mutating func updateStream<Result>(_ id: UInt32, _ change: (inout OpenStream) -> Result) -> Result? {
        guard let index = streams.index(forKey: id) else { return nil }
        return change(&streams.values[index])
    }

    /// The next moment `timerFired(at:)` is due: the handshake deadline until the client's SETTINGS, the
    /// incomplete frame's while one waits, and the idle one.
    var deadline: Duration? {
        guard phase != .closed else { return nil }
        var due = lastActivity + limits.idleTimeout
        if phase != .open { due = min(due, handshakeDeadline) }
        if let incompleteSince { due = min(due, incompleteSince + limits.incompleteFrameTimeout) }
        return due
    }

    // MARK: Connection

    /// Serves every whole frame waiting in `input`.
    mutating func readFrames() throws(HTTP2ConnectionError) {
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
        if phase == .awaitingPreface {
            let available = min(buffer.readableBytes, HTTP2Preface.client.count)
            guard buffer.readableBytesView.prefix(available).elementsEqual(HTTP2Preface.client.prefix(available)) else {
                throw HTTP2ConnectionError(code: .protocolError, detail: "not an HTTP/2 connection preface")
            }
            guard available == HTTP2Preface.client.count else { return }
            buffer.moveReaderIndex(forwardBy: available)
            phase = .awaitingSettings
        }
        while phase != .closed, let header = HTTP2FrameHeader.peek(buffer) {
            guard header.length <= HTTP2FrameHeader.defaultMaximumFrameSize else {
                throw HTTP2ConnectionError(code: .frameSizeError, detail: "a frame of \(header.length) bytes exceeds 16384")
            }
            guard buffer.readableBytes >= HTTP2FrameHeader.size + header.length else { return }
            buffer.moveReaderIndex(forwardBy: HTTP2FrameHeader.size)
            let payload = buffer.readSlice(length: header.length)!
            if phase == .awaitingSettings {
                guard header.type == HTTP2FrameType.settings.rawValue, header.flags & HTTP2Flag.ack == 0 else {
                    throw HTTP2ConnectionError(code: .protocolError, detail: "the preface must be followed by SETTINGS")
                }
                phase = .open
            }
            try handle(header, payload: payload)
        }
    }

    /// Ends the connection: GOAWAY with the error's code and detail as the last frame, then close.
    mutating func fail(_ error: HTTP2ConnectionError) {
        guard phase != .closed else { return }
        HTTP2FrameWriter.goAway(lastStream: highestStreamID, code: error.code, debug: error.detail, to: &output)
        phase = .closed
        closeRequested = true
        streams.removeAll()
        blocked.removeAll()
    }
}
