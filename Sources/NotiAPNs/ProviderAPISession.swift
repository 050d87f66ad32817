import Foundation
import NotiCore
import X509

/// The APNs provider API as one HTTP/2 connection serves it: the connection's provider tokens and client
/// certificate, the `apns-id`s it makes for requests that send none, and APNs' answers on the wire.
package struct ProviderAPISession: HTTP2RequestService {
    /// The provider API behind the connection.
    package let api: ProviderAPI
    /// The provider tokens accepted on the connection and the certificate its client presented.
    package var tokenSession = ProviderTokenSession()
    private var apnsIDs: APNsIDGenerator
    /// One stream is allowed until the client authenticates (provider tokens, when the endpoint asks for it).
    private let limitsStreamsUntilAuthenticated: Bool
    /// The CA whose provider certificates are trusted (TLS listeners only).
    private let authority: Certificate?

    /// The session of a connection to the endpoint `configuration` describes, trusting provider certificates
    /// `authority` issued; `ids` makes the `apns-id` of requests that send none.
    package init(configuration: APNsServerConfiguration, authority: Certificate? = nil, ids: APNsIDGenerator = APNsIDGenerator()) {
        self.api = configuration.api
        self.apnsIDs = ids
        self.limitsStreamsUntilAuthenticated = configuration.limitStreamsUntilAuthenticated && configuration.api.authMode == .jwt
        self.authority = authority
    }

    /// Authenticated once a provider token is accepted or a trusted certificate presented, or from the start when
    /// the endpoint limits no streams.
    package var isAuthenticated: Bool { !limitsStreamsUntilAuthenticated || tokenSession.hasAcceptedToken }

    /// The provider API's checks: the push for the sink, or APNs' answer at once.
    package mutating func admit(_ request: APNsRequest, at now: Date, previous: InboundPush?) -> RequestAdmission<InboundPush, APNsResponse> {
        switch api.admit(request, session: &tokenSession, generatedID: apnsIDs.next(), at: now, previous: previous) {
        case .success(let push): return .deliver(push)
        case .failure(let response): return .answer(response)
        }
    }

    /// 413 `PayloadTooLarge`, with the request's `apns-id` when it is well formed.
    package mutating func bodyTooLarge(_ request: APNsRequest) -> APNsResponse {
        .failure(.payloadTooLarge, apnsID: APNsRequestValidator.canonicalUUID(request.header("apns-id") ?? "") ?? apnsIDs.next())
    }

    /// `:status`, `apns-id` (or `apns-request-id` and `apns-channel-id`), and for a body APNs' JSON content type.
    package func encoded(_ response: APNsResponse) -> (headerBlock: [UInt8], body: [UInt8]?) {
        let body = response.body.map { Array($0.utf8) }
        // Most answers (a 200 to a device) name neither: no array is made for them.
        var named: [(name: String, value: String)] = []
        if let requestID = response.requestID { named.append((name: "apns-request-id", value: requestID)) }
        if let channelID = response.channelID { named.append((name: "apns-channel-id", value: channelID)) }
        return (HPACKResponseEncoder.block(status: response.status, apnsID: response.apnsID, bodyLength: body?.count, named: named), body)
    }

    /// The request log's line: the device token, the topic, the status and the reason or notification.
    package func logEntry(_ response: APNsResponse, for request: APNsRequest, at time: Date) -> RequestLogEntry? {
        let token = request.deviceTokenText.flatMap { $0.isEmpty ? nil : String($0) } ?? "-"
        return RequestLogEntry(time: time, token: token, topic: request.header("apns-topic") ?? "-",
                               status: response.status, detail: response.reason?.rawValue ?? response.notificationID ?? "-")
    }

    /// Any certificate, trusted or not, so a foreign one is answered `BadCertificate` rather than dropped
    /// (docs/rules/endpoint.md#certificate-based-provider-authentication); one notisim cannot read as a push
    /// certificate is refused like an untrusted one.
    package mutating func clientPresented(certificate der: [UInt8]) {
        let certificate = (try? Certificate(derEncoded: der)).flatMap { ProviderCertificate($0, authority: authority, now: api.now()) }
        tokenSession.certificate = certificate ?? .unreadable
    }

    /// The pushes go to the provider API's sink as one batch.
    package func deliver(_ batch: [InboundPush], answer: @escaping @Sendable ([APNsResponse]) -> Void) {
        api.deliver(batch, answer: answer)
    }
}

extension HTTP2Connection where Service == ProviderAPISession {
    /// A connection of the APNs endpoint `configuration` describes, accepted at `now`. With provider tokens it allows
    /// one stream until a valid token; `ids` makes the `apns-id` of requests that send none.
    package init(configuration: APNsServerConfiguration, at now: HTTP2Instant, ids: APNsIDGenerator = APNsIDGenerator()) {
        self.init(limits: configuration.limits, service: ProviderAPISession(configuration: configuration, ids: ids), at: now)
    }
}
