import NotiAPNs
import NotiApp
import NotiCore

/// Hands pushes the endpoint accepted to the app loop's inbox, as they are, and answers with what the centre made of them — the
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

    package func deliver(_ pushes: [InboundPush], answer: @escaping @Sendable ([PushOutcome]) -> Void) {
        inbox.post(pushes) { outcomes in
            answer(zip(pushes, outcomes).map { push, outcome in
                switch outcome {
                case .success(let identifier): return .accepted(notificationID: identifier)
                case .failure: return .refused(Self.reason(refusing: push))
                }
            })
        }
    }
}
