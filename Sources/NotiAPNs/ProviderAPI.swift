import Foundation
import NotiCore

/// The provider API without the transport: request checks, provider tokens, device lookup and delivery to the sink.
package struct ProviderAPI: Sendable {
    /// How providers authenticate.
    package var authMode: APNsAuthMode
    /// Checks provider tokens (used when `authMode` is `.jwt`).
    package var verifier: ProviderTokenVerifier
    /// The installs that can receive pushes.
    package var registry: DeviceRegistry
    /// Where accepted pushes go.
    package var sink: any PushSink
    /// The current time (the endpoint never reads the wall clock itself).
    package var now: @Sendable () -> Date
    /// The broadcast channels apps created (docs/rules/live-activities.md#broadcast-push-channels).
    package var channels: BroadcastChannels
    /// Counts each device token's pushes (`429 TooManyRequests` past the limit); nil counts none.
    package var tokenRateLimiter: TokenRateLimiter?

    /// Creates the provider API.
    package init(
        authMode: APNsAuthMode, verifier: ProviderTokenVerifier, registry: DeviceRegistry, sink: any PushSink,
        now: @escaping @Sendable () -> Date, channels: BroadcastChannels = BroadcastChannels(), tokenRateLimiter: TokenRateLimiter? = nil
    ) {
        self.channels = channels
        self.tokenRateLimiter = tokenRateLimiter
        self.authMode = authMode
        self.verifier = verifier
        self.registry = registry
        self.sink = sink
        self.now = now
    }

    /// Runs every check that needs no delivery, at the time `now` reads: the push ready for the sink, or the response
    /// to send at once (an error, or the answer to a channel-management request).
    /// `session` is the connection's provider-token state; `generatedID` is used when the request has no `apns-id`.
    package func admit(
        _ request: APNsRequest, session: inout ProviderTokenSession, generatedID: String
    ) -> Result<InboundPush, APNsResponse> {
        admit(request, session: &session, generatedID: generatedID, at: now())
    }

    /// Runs every check that needs no delivery at `now` (evaluated only where an answer needs the time). The push
    /// admitted is the one value the app loop receives, its payload decoded here; `previous`, the push admitted just
    /// before, lends its decoding when the payload is the same.
    package func admit(
        _ request: APNsRequest, session: inout ProviderTokenSession, generatedID: String, at now: @autoclosure () -> Date,
        previous: InboundPush? = nil
    ) -> Result<InboundPush, APNsResponse> {
        if let route = BroadcastRoute(path: request.path) {
            return admit(route, request: request, session: &session, generatedID: generatedID, at: now())
        }
        let validated: ValidatedRequest
        switch APNsRequestValidator.validate(request, authMode: authMode, generatedID: generatedID,
                                             certificateConnection: session.certificate != nil) {
        case .failure(let response): return .failure(response)
        case .success(let request): validated = request
        }
        // docs/rules/endpoint.md#certificate-based-provider-authentication: a request without a provider token on a
        // connection whose client presented a certificate is authorized by the certificate.
        var certifiedBundle: String?
        if validated.authorization == nil, let certificate = session.certificate {
            if let reason = certificate.refusal(topic: validated.topic, target: request.authority.flatMap(PushEnvironment.init(authority:))) {
                return .failure(.failure(reason, apnsID: validated.apnsID))
            }
            certifiedBundle = certificate.bundleID
        } else if authMode == .jwt,
           // The clock is read only where an answer needs it: most pushes need none.
           let reason = session.authorize(authorization: validated.authorization, verifier: verifier, now: now()) {
            return .failure(.failure(reason, apnsID: validated.apnsID))
        }
        func unregistered(since date: Date) -> Result<InboundPush, APNsResponse> {
            .failure(.unregistered(apnsID: validated.apnsID, since: date))
        }
        // What the install check reads of the request, taken out first: a closure that read `validated` or `request`
        // would copy either whole.
        let namedBundleID = validated.bundleID ?? certifiedBundle, pushType = validated.pushType, authorization = validated.authorization
        let authority = request.authority
        let checked = registry.withInstall(forToken: validated.deviceToken) { install -> InstallCheck in
            if let namedBundleID, namedBundleID != install.bundleID { return .refused(.deviceTokenNotForTopic) }
            // A Live Activity's token and a push-to-start token take only `liveactivity` pushes; an ended activity's
            // token is no longer valid. docs/rules/live-activities.md#live-activity-push-tokens-on-the-endpoint.
            guard install.kind.accepts(pushType) else { return .refused(.deviceTokenNotForTopic) }
            // docs/rules/live-activities.md#live-activity-push-tokens-on-the-endpoint: an ended activity's token has expired.
            if let retiredAt = install.retiredAt { return .expired(since: retiredAt) }
            // docs/rules/endpoint.md#a-token-sent-to-the-other-environment
            if let environment = install.environment, let target = authority.flatMap(PushEnvironment.init(authority:)), target != environment {
                return .refused(.badDeviceToken)
            }
            // docs/rules/endpoint.md#a-topic-the-providers-team-may-not-push-to
            if authMode == .jwt, let team = install.teamID, let authorization, let providerTeam = session.team(of: authorization), providerTeam != team {
                return .refused(.topicDisallowed)
            }
            // The bundle id the topic or certificate names, when it is the install's byte for byte (`==` on strings
            // also takes canonically equivalent spellings): the install's own string then stays on its core.
            if let namedBundleID, namedBundleID.hasSameUTF8(as: install.bundleID) {
                return .admitted(bundleID: namedBundleID, kind: install.kind)
            }
            return .admitted(bundleID: install.bundleID, kind: install.kind)
        }
        let admitted: (bundleID: String, kind: TokenKind)
        switch checked {
        case nil: return unregistered(since: now())
        case .refused(let reason)?: return .failure(.failure(reason, apnsID: validated.apnsID))
        case .expired(let since)?: return .failure(.expiredToken(apnsID: validated.apnsID, since: since))
        case let .admitted(bundleID, kind)?: admitted = (bundleID, kind)
        }
        // docs/rules/endpoint.md#too-many-requests-for-one-device-token
        if let tokenRateLimiter, !tokenRateLimiter.take(validated.deviceToken, at: now()) {
            return .failure(.failure(.tooManyRequests, apnsID: validated.apnsID))
        }
        return .success(InboundPush(
            bundleID: admitted.bundleID, payload: validated.payload, pushType: validated.pushType, collapseID: validated.collapseID,
            apnsID: validated.apnsID, deviceToken: validated.deviceToken, sentToPushToStartToken: admitted.kind == .pushToStart,
            topic: validated.topic, priority: validated.priority, expiration: validated.expiration, previous: previous,
            parsedPayload: request.parsedBody
        ))
    }

    /// What admission makes of the install a push's token belongs to.
    private enum InstallCheck {
        /// The push goes to the app with this bundle id, through a token of this kind.
        case admitted(bundleID: String, kind: TokenKind)
        case refused(APNsReason)
        /// The token expired at this time (an ended Live Activity's).
        case expired(since: Date)
    }

    /// Hands admitted pushes to the sink and calls `answer` once, on any thread, with their responses (same order).
    package func deliver(_ pushes: [InboundPush], answer: @escaping @Sendable ([APNsResponse]) -> Void) {
        sink.deliver(pushes) { outcomes in
            answer(zip(pushes, outcomes).map { push, outcome in
                // APNs accepts a broadcast once its channel is valid, whatever the subscribed devices make of it.
                if push.channelID != nil { return .channelAnswer(status: 200, requestID: push.apnsID) }
                switch outcome {
                case .accepted(let notificationID): return .success(apnsID: push.apnsID, notificationID: notificationID)
                // A token the app side no longer knows is invalid from the moment it found so.
                case .refused(.unregistered): return .unregistered(apnsID: push.apnsID, since: now())
                case .refused(let reason): return .failure(reason, apnsID: push.apnsID)
                }
            })
        }
    }

    /// Hands one admitted push to the sink and waits for its response.
    package func deliver(_ push: InboundPush) async -> APNsResponse {
        await withCheckedContinuation { continuation in
            deliver([push]) { continuation.resume(returning: $0[0]) }
        }
    }
}
