import Testing
import TestSupport

/// The conformance checks that involve the transport — closing the socket, a second connection, flow control
/// across reads, HPACK state across frames — run again against a live h2c listener over a real socket, so the
/// channel handler that puts the connection state machine on a socket is seen keeping every one of them.
@Suite("HTTP/2 conformance over a socket", .serialized, .tags(.network), .slowTier)
struct SocketConformanceTests {
    @Test("§3.4: a preface that is not HTTP/2's is a connection PROTOCOL_ERROR")
    func badPreface() async throws {
        try await ConformanceTests.badPreface(on: SocketPeer(preface: false))
    }

    @Test("§5.1 closed (h2spec 5.1/11, 6.1/2): DATA on a stream that was answered and closed is STREAM_CLOSED")
    func dataOnClosedStream() async throws {
        try await ConformanceTests.dataOnClosedStream(on: SocketPeer())
    }

    @Test("§5.4.1: a connection error is GOAWAY naming the last stream processed, then close; the endpoint serves on")
    func connectionErrorThenClose() async throws {
        try await ConformanceTests.connectionErrorThenClose(on: SocketPeer())
    }

    @Test("§6.7: a PING is answered with an ACK of the same 8 bytes; an ACK is not answered; wrong length or a stream is an error")
    func ping() async throws {
        try await ConformanceTests.ping(on: SocketPeer())
    }

    @Test("§6.9.1 (h2spec 6.9.1/1, generic/2/2): with an initial window of 1 the answer's body goes out a byte per window granted")
    func bodySplitOverWindow() async throws {
        try await ConformanceTests.bodySplitOverWindow(on: SocketPeer(settings: [(4, 1)]))
    }

    @Test("§6.10: a header block split over CONTINUATION frames is one request")
    func continuation() async throws {
        try await ConformanceTests.continuation(on: SocketPeer())
    }

    @Test("RFC 7541: Huffman-coded strings and dynamic-table references decode to the same request")
    func hpackHuffmanAndDynamicTable() async throws {
        try await ConformanceTests.hpackHuffmanAndDynamicTable(on: SocketPeer())
    }
}
