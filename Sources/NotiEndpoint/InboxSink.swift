import NotiAPNs
import NotiApp

/// Hands pushes the endpoint accepted to the app loop's inbox and answers with what the centre made of them: the
/// bridge between the APNs endpoint and a running app loop.
package struct InboxSink: PushSink {
    /// The app loop's inbox.
    package let inbox: PushInbox

    package init(inbox: PushInbox) { self.inbox = inbox }

    package func deliver(_ pushes: [AcceptedPush], answer: @escaping @Sendable ([PushOutcome]) -> Void) {
        var inbound: [InboundPush] = []
        inbound.reserveCapacity(pushes.count)
        for push in pushes {
            inbound.append(InboundPush(bundleID: push.bundleID, payload: push.payload, pushType: push.pushType, collapseID: push.collapseID,
                                       apnsID: push.apnsID, deviceToken: push.deviceToken, channelID: push.channelID,
                                       sentToPushToStartToken: push.tokenKind == .pushToStart, previous: inbound.last))
        }
        inbox.post(inbound) { outcomes in
            answer(outcomes.map { outcome in
                switch outcome {
                case .success(let identifier): return .accepted(notificationID: identifier)
                case .failure: return .refused(status: 400, reason: .payloadEmpty)
                }
            })
        }
    }
}
