import NotiDispatch
import NotiPushSDKSupport

/// Reteno's SDK as a notification extension calls it (Reteno iOS SDK 2.x): events it logs are lines of notisim's
/// event log, as Reteno would send them to its servers (docs/rules/push-sdks.md#reteno).
public enum Reteno {
    static let log = PushSDKLog(sdk: "Reteno")

    /// Logs a custom event named `eventTypeKey` with its parameters; `forcePush` asks the SDK to send at once.
    public static func logEvent(eventTypeKey: String, date: Date = Date(), parameters: [Event.Parameter], forcePush: Bool = false) {
        let listed = parameters.map { "\($0.name)=\($0.value ?? "")" }.joined(separator: ", ")
        log.wouldSend("event \(eventTypeKey)\(listed.isEmpty ? "" : " (\(listed))")\(forcePush ? ", sent at once" : "")")
    }

    /// Reports what became of a push (delivered, opened) to Reteno, keyed by the push's `es_interaction_id`.
    public static func updateNotificationInteractionStatus(interactionId: String, status: InteractionStatus, date: Date) {
        log.wouldSend("interaction \(interactionId) status \(status.rawValue)")
    }
}

/// What became of a push, as Reteno records it.
public enum InteractionStatus: String, Sendable {
    case delivered = "DELIVERED", opened = "OPENED", clicked = "CLICKED"
}

/// A custom event of Reteno's.
public struct Event: Sendable {
    /// One of an event's named values.
    public struct Parameter: Sendable, Hashable {
        /// The parameter's name.
        public let name: String
        /// Its value.
        public let value: String?

        /// A parameter named `name` holding `value`.
        public init(name: String, value: String?) {
            self.name = name
            self.value = value
        }
    }
}
