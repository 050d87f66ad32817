import Foundation
import NIOCore
import X509

/// The APNs endpoint's connection handler: HTTP/2 serving the provider API, one `ProviderAPISession` a connection.
package final class APNsConnectionHandler: HTTP2DrivenHandler {
    package typealias InboundIn = ByteBuffer
    package typealias OutboundOut = ByteBuffer

    package let driver: HTTP2ConnectionDriver<ProviderAPISession>

    /// A handler for one connection of the endpoint `configuration` describes; it goes right after TLS (if any) in
    /// the connection's pipeline.
    package init(configuration: APNsServerConfiguration) {
        driver = HTTP2ConnectionDriver(limits: configuration.limits, service: ProviderAPISession(configuration: configuration),
                                       now: configuration.api.now, requestLog: configuration.requestLog)
    }

    /// A handler holding `slot` of its listener, trusting provider certificates `authority` issued.
    init(configuration: APNsServerConfiguration, slot: ConnectionSlots.Slot, authority: Certificate?) {
        driver = HTTP2ConnectionDriver(limits: configuration.limits, service: ProviderAPISession(configuration: configuration, authority: authority),
                                       now: configuration.api.now, requestLog: configuration.requestLog, slot: slot)
    }
}
