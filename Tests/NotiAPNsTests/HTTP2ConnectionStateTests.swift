import Foundation
import NIOCore
import Testing
@testable import NotiAPNs

/// The connection state machine's own inputs and outputs, beyond the frames RFC 9113 rules on: its deadlines, what
/// it asks its owner to do, and answers that outlive the connection. No socket, no event loop, no clock.
@Suite("HTTP/2 connection state machine")
struct HTTP2ConnectionStateTests {
    static func goAwayDetail(_ frame: ServerFrame?) -> String? {
        frame.map { String(buffer: $0.payload.getSlice(at: 8, length: $0.payload.readableBytes - 8)!) }
    }

    @Test("the state machine's sources hold no channel, event loop, timer, thread or clock: time comes in with each input")
    func pure() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/NotiAPNs/HTTP2")
        let forbidden = ["ChannelHandler", "any Channel", "EventLoop", "Scheduled<", "NIOPosix", "Date()", "Date.now", ".now()", "api.now",
                         "DispatchQueue", "Thread", "ContinuousClock", "SuspendingClock", "clock_gettime"]
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
        #expect(files.contains("HTTP2Connection.swift") && files.count >= 5)
        for file in files {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            let code = text.split(separator: "\n").map { line in line.range(of: "//").map { String(line[..<$0.lowerBound]) } ?? String(line) }
                .joined(separator: "\n")
            #expect(forbidden.filter { code.contains($0) } == [], "\(file)")
        }
    }

    @Test("until the client's SETTINGS the connection asks for its handshake deadline, after it for its idle deadline")
    func deadlines() throws {
        let peer = try MachinePeer(preface: false) {
            $0.limits.handshakeTimeout = .seconds(10)
            $0.limits.idleTimeout = .seconds(600)
        }
        #expect(peer.deadline == .seconds(10))
        peer.advance(by: .seconds(3))
        try peer.send(ClientFrames.preface + ClientFrames.settings([]))
        #expect(peer.deadline == .seconds(603), "idle: the last read plus the idle timeout")
    }

    @Test("a connection without the client's SETTINGS at the handshake deadline gets GOAWAY NO_ERROR HandshakeTimeout")
    func handshakeTimeout() throws {
        let peer = try MachinePeer(preface: false) { $0.limits.handshakeTimeout = .seconds(5) }
        try peer.send(Array(ClientFrames.preface.prefix(10)))
        peer.advance(by: .seconds(4))
        #expect(!peer.closedByServer())
        peer.advance(by: .seconds(1))
        #expect(peer.closedByServer())
        let goAway = peer.frame { $0.type == .goAway }
        #expect(goAway?.payload.getInteger(at: 4, as: UInt32.self) == HTTP2ErrorCode.noError.rawValue)
        #expect(Self.goAwayDetail(goAway) == #"{"reason":"HandshakeTimeout"}"#)
        #expect(peer.deadline == nil, "a closed connection asks for no timer")
    }

    @Test("traffic moves the idle deadline back; a connection silent for the idle timeout gets GOAWAY NO_ERROR IdleTimeout")
    func idleTimeout() throws {
        let peer = try MachinePeer { $0.limits.idleTimeout = .seconds(60) }
        peer.advance(by: .seconds(50))
        try peer.send(ClientFrames.frame(.ping, stream: 0, payload: Array(1...8)))
        peer.advance(by: .seconds(50))
        #expect(!peer.closedByServer(), "50 s after the PING")
        #expect(peer.deadline == .seconds(110))
        peer.advance(by: .seconds(10))
        #expect(peer.closedByServer())
        #expect(Self.goAwayDetail(peer.frame { $0.type == .goAway }) == #"{"reason":"IdleTimeout"}"#)
    }

    @Test("a frame trickled a byte at a time has the incomplete-frame timeout from its first byte, however often bytes come: then GOAWAY NO_ERROR IncompleteFrameTimeout")
    func trickledFrameTimesOut() throws {
        let peer = try MachinePeer { $0.limits.incompleteFrameTimeout = .seconds(10) }
        let request = peer.post(stream: 1)
        try peer.send(Array(request.prefix(3)))
        #expect(peer.deadline == .seconds(10))
        for index in 3..<7 {
            peer.advance(by: .seconds(2))
            try peer.send([request[index]])
        }
        #expect(!peer.closedByServer(), "8 s in, the frame is still within its time")
        #expect(peer.deadline == .seconds(10), "new bytes do not move the frame's deadline")
        peer.advance(by: .seconds(2))
        #expect(peer.closedByServer())
        let goAway = peer.frame { $0.type == .goAway }
        #expect(goAway?.payload.getInteger(at: 4, as: UInt32.self) == HTTP2ErrorCode.noError.rawValue)
        #expect(Self.goAwayDetail(goAway) == #"{"reason":"IncompleteFrameTimeout"}"#)
        #expect(peer.pushes.isEmpty)
    }

    @Test("a header block left waiting for its CONTINUATION is timed as an incomplete frame; whole frames sent slowly are not")
    func openHeaderBlockTimesOut() throws {
        let slow = try MachinePeer { $0.limits.incompleteFrameTimeout = .seconds(10) }
        for _ in 0..<5 {
            slow.advance(by: .seconds(9))
            try slow.send(ClientFrames.frame(.ping, stream: 0, payload: Array(1...8)))
        }
        #expect(!slow.closedByServer(), "45 s of whole PINGs 9 s apart")

        let peer = try MachinePeer { $0.limits.incompleteFrameTimeout = .seconds(10) }
        // HEADERS without END_HEADERS: the block stays open until a CONTINUATION ends it.
        try peer.send(ClientFrames.frame(.headers, flags: 0, stream: 1, payload: []))
        peer.advance(by: .seconds(5))
        try peer.send(ClientFrames.frame(.continuation, flags: 0, stream: 1, payload: []))
        peer.advance(by: .seconds(4))
        #expect(!peer.closedByServer())
        peer.advance(by: .seconds(1))
        #expect(Self.goAwayDetail(peer.frame { $0.type == .goAway }) == #"{"reason":"IncompleteFrameTimeout"}"#)
    }

    @Test("a connection whose slot goes to a new one gets GOAWAY NO_ERROR ConnectionEvicted and closes; an answer still coming is only logged")
    func evicted() throws {
        let peer = try MachinePeer()
        peer.holdsAnswers = true
        try peer.send(peer.post(stream: 1))
        peer.evict()
        #expect(peer.closedByServer())
        #expect(Self.goAwayDetail(peer.frame { $0.type == .goAway }) == #"{"reason":"ConnectionEvicted"}"#)
        peer.releaseAnswers()
        #expect(peer.logged.map(\.dropped) == [.connectionClosed])
    }

    @Test("after GOAWAY nothing more is written: frames still arriving are ignored")
    func nothingAfterGoAway() throws {
        let peer = try MachinePeer()
        try peer.send(ClientFrames.frame(.pushPromise, stream: 1, payload: [0, 0, 0, 2]))
        let count = peer.everyFrame().count
        #expect(peer.everyFrame().last?.type == .goAway)
        try peer.send(ClientFrames.frame(.ping, stream: 0, payload: Array(1...8)) + peer.post(stream: 1))
        #expect(peer.everyFrame().count == count)
        #expect(peer.pushes.isEmpty)
    }

    @Test("requests completed by one read leave as one batch of pushes, each answered on its stream and logged")
    func oneBatchPerRead() throws {
        let peer = try MachinePeer()
        try peer.send((0..<4).flatMap { peer.post(stream: UInt32(2 * $0 + 1)) })
        #expect(peer.pushes.count == 4)
        let answered = peer.everyFrame().filter { $0.type == .headers }.map(\.stream)
        #expect(answered == [1, 3, 5, 7])
        #expect(peer.logged.map(\.status) == [200, 200, 200, 200])
        #expect(peer.logged.map(\.detail) == ["push-1", "push-2", "push-3", "push-4"])
    }

    @Test("a push whose stream the client resets after sending it whole is delivered, gets no frame, and its log line says reset-before-answer")
    func resetAfterTheWholeRequest() throws {
        let peer = try MachinePeer()
        try peer.send(peer.post(stream: 1) + ClientFrames.frame(.rstStream, stream: 1, payload: [0, 0, 0, 8]) + peer.post(stream: 3))
        #expect(peer.pushes.count == 2, "both pushes reached the centre")
        #expect(peer.everyFrame().filter { $0.type == .headers }.map(\.stream) == [3], "only the stream still open is answered")
        #expect(peer.logged.map(\.dropped) == [.streamReset, nil])
        #expect(peer.logged.first?.line.hasSuffix(" 200 push-1 reset-before-answer") == true)
        #expect(peer.logged.last?.line.hasSuffix(" 200 push-2") == true)
    }

    @Test("a push whose connection ends before its answer is back is delivered and logged closed-before-answer")
    func closedBeforeTheAnswer() throws {
        let peer = try MachinePeer()
        peer.holdsAnswers = true
        try peer.send(peer.post(stream: 1))
        peer.dropTransport()
        peer.releaseAnswers()
        #expect(peer.pushes.count == 1)
        #expect(peer.everyFrame().filter { $0.type == .headers }.isEmpty)
        #expect(peer.logged.map(\.dropped) == [.connectionClosed])
    }

    @Test("when the transport goes away the connection closes without a GOAWAY and asks for no timer")
    func transportClosed() throws {
        let peer = try MachinePeer()
        let count = peer.everyFrame().count
        peer.dropTransport()
        #expect(peer.everyFrame().count == count)
        #expect(peer.deadline == nil)
        try peer.send(peer.post(stream: 1))
        #expect(peer.pushes.isEmpty)
    }
}
