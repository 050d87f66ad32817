import NotiAPNs
import NotiApp

/// Hands pushes the endpoint accepted to the app loop's inbox and answers with what the centre made of them — the
/// notification each became, or the APNs reason its refusal has: the bridge between the APNs endpoint and a running
/// app loop.
package struct InboxSink: PushSink {
    /// The app loop's inbox.
    package let inbox: PushInbox

    package init(inbox: PushInbox) { self.inbox = inbox }

    /// Why the app side refused `push`, as APNs says it: its payload's fault when the payload has one; otherwise
    /// the only other check a push from the endpoint can fail, its app being gone from the workspace since its token
    /// was checked (a reload), which makes the token unregistered.
    static func reason(refusing push: InboundPush) -> APNsReason {
        push.decoded.refusal.map(APNsReason.init(refusing:)) ?? .unregistered
    }

    package func deliver(_ pushes: [AcceptedPush], answer: @escaping @Sendable ([PushOutcome]) -> Void) {
        var inbound: [InboundPush] = []
        inbound.reserveCapacity(pushes.count)
        for push in pushes {
            inbound.append(InboundPush(bundleID: push.bundleID, payload: push.payload, pushType: push.pushType, collapseID: push.collapseID,
                                       apnsID: push.apnsID, deviceToken: push.deviceToken, channelID: push.channelID,
                                       sentToPushToStartToken: push.tokenKind == .pushToStart, previous: inbound.last))
        }
        let posted = inbound
        inbox.post(posted) { outcomes in
            answer(zip(posted, outcomes).map { push, outcome in
                switch outcome {
                case .success(let identifier): return .accepted(notificationID: identifier)
                case .failure: return .refused(Self.reason(refusing: push))
                }
            })
        }
    }
}
