/// Which way an interaction went (Apple's `INInteractionDirection`).
public enum INInteractionDirection: Int, Sendable {
    case unspecified = 0, outgoing = 1, incoming = 2
}

/// The answer to an intent (Apple's `INIntentResponse`); notisim does not read it.
open class INIntentResponse: NSObject, @unchecked Sendable {}

/// An intent that took place, which the app donates so the system may suggest it (Apple's `INInteraction`). A
/// communication notification needs its intent donated first (docs/rules/focus.md#communication-notifications).
open class INInteraction: NSObject, @unchecked Sendable {
    public let intent: INIntent
    public let intentResponse: INIntentResponse?
    public var direction = INInteractionDirection.unspecified
    public var identifier: String?
    public var groupIdentifier: String?

    public init(intent: INIntent, response: INIntentResponse?) {
        self.intent = intent
        self.intentResponse = response
    }

    /// Donates the interaction: its intent counts as donated from now on, and `completion` is called at once with no
    /// error.
    open func donate(completion: (((any Error)?) -> Void)? = nil) {
        intent.markDonated()
        completion?(nil)
    }
}
