import Foundation
import NotiCore

/// Where the endpoint listens, how it authenticates, its limits and where it reports.
package struct APNsServerConfiguration: Sendable {
    /// A host and port to listen on; port 0 picks a free port.
    package struct Listener: Sendable, Hashable {
        /// The address to bind (an IP literal or `localhost`).
        package var host: String
        /// The port; 0 for any free port.
        package var port: Int

        /// Creates a listener address.
        package init(host: String, port: Int) {
            self.host = host
            self.port = port
        }

        /// Parses `HOST:PORT` (`[::1]:PORT` for IPv6); nil when malformed.
        package init?(parsing text: String) {
            let host: Substring
            let portText: Substring
            if text.hasPrefix("["), let close = text.firstIndex(of: "]") {
                host = text[text.index(after: text.startIndex)..<close]
                let rest = text[text.index(after: close)...]
                guard rest.hasPrefix(":") else { return nil }
                portText = rest.dropFirst()
            } else {
                guard let colon = text.lastIndex(of: ":") else { return nil }
                host = text[..<colon]
                portText = text[text.index(after: colon)...]
            }
            guard !host.isEmpty, let port = Int(portText), (0...65535).contains(port) else { return nil }
            self.init(host: String(host), port: port)
        }

        /// Whether the host is a loopback address (127.0.0.0/8, ::1 or localhost).
        package var isLoopback: Bool {
            host == "localhost" || host == "::1" || host.hasPrefix("127.")
        }
    }

    /// Limits that protect the endpoint from heavy or hostile clients.
    package struct Limits: Sendable, Hashable {
        /// Open connections at once on each listener (TLS and h2c count apart); a new one past it takes the slot of
        /// the connection quiet longest, which gets GOAWAY (`ConnectionEvicted`).
        package var maximumConnections = 256
        /// Concurrent streams per connection once authenticated (APNs uses 1000).
        package var maximumConcurrentStreams = 1000
        /// The largest header list (HPACK-decoded bytes) accepted.
        package var maximumHeaderListSize = 16 * 1024
        /// The largest request body read (the largest payload any push type may carry); beyond it the stream gets
        /// 413 and is reset without reading further.
        package var maximumBodyBytes = PushType.largestPayloadLimit
        /// A connection with no traffic for this long gets GOAWAY (`IdleTimeout`) and is closed.
        package var idleTimeout: Duration = .seconds(600)
        /// A connection that has not finished its TLS handshake, connection preface and first SETTINGS this long
        /// after it was accepted is closed (so silent connections cannot hold the slots for the idle timeout).
        package var handshakeTimeout: Duration = .seconds(10)
        /// A frame, or a header block across CONTINUATION frames, begun this long ago and still not whole gets GOAWAY
        /// (`IncompleteFrameTimeout`): a client sending a byte now and then cannot keep its slot (slowloris).
        package var incompleteFrameTimeout: Duration = .seconds(10)
        /// The window the flood budgets below count in.
        package var floodWindow: Duration = .seconds(10)
        /// RST_STREAM frames a client may send per window (rapid reset).
        package var maximumResetsPerWindow = 1000
        /// PINGs a client may send per window.
        package var maximumPingsPerWindow = 1000
        /// SETTINGS frames a client may send per window.
        package var maximumSettingsPerWindow = 1000
        /// Frames carrying nothing (empty DATA without END_STREAM, empty header fragments) and malformed requests
        /// a client may send per window.
        package var maximumEmptyFramesPerWindow = 1000
        /// CONTINUATION frames one header block may take, empty or not (nghttp2's default); one more is a flood
        /// (answered GOAWAY ENHANCE_YOUR_CALM, as swift-nio-http2 answers it), whatever the block's size so far.
        package var maximumContinuationFrames = 8

        /// The default limits.
        package init() {}
    }

    /// The TLS listener (HTTP/2 over TLS, the real provider API's transport), if any.
    package var tls: Listener?
    /// The cleartext HTTP/2 (h2c, prior knowledge) listener, if any.
    package var h2c: Listener?
    /// Must be true to bind any address that is not loopback; a warning is printed when it is used.
    package var allowNonLoopback = false
    /// Where the CA and server certificate are kept (created on first start).
    package var stateDirectory: String
    /// The provider API behind the transport.
    package var api: ProviderAPI
    /// The limits.
    package var limits = Limits()
    /// Advertise one concurrent stream per connection until a valid provider token arrives (JWT mode only), as APNs does.
    package var limitStreamsUntilAuthenticated = true
    /// Event-loop threads serving connections.
    package var threads = defaultThreads
    /// The endpoints' event-loop threads unless set: two, one per core of a small machine, beside the app loop.
    package static let defaultThreads = 2
    /// Called with the requests answered since the last call (each connection reports its answers once per write,
    /// in order); nil to log nothing.
    package var requestLog: (@Sendable ([RequestLogEntry]) -> Void)?
    /// Called with warnings (for example a non-loopback bind).
    package var warning: @Sendable (String) -> Void = { _ in }

    /// Creates a configuration; set `tls` and/or `h2c` to choose listeners.
    package init(tls: Listener?, h2c: Listener?, stateDirectory: String, api: ProviderAPI) {
        self.tls = tls
        self.h2c = h2c
        self.stateDirectory = stateDirectory
        self.api = api
    }
}
