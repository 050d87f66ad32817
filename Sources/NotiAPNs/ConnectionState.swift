import NIOCore
import NIOHTTP2

/// What one connection remembers across its streams: the provider-token session, whether the stream limit was raised,
/// and the highest stream id seen (for GOAWAY). Lives on the connection's event loop.
final class ConnectionState {
    var tokenSession = ProviderTokenSession()
    var streamLimitRaised: Bool
    var highestStreamID: HTTP2StreamID = .rootStream

    init(streamLimitRaised: Bool) {
        self.streamLimitRaised = streamLimitRaised
    }
}
