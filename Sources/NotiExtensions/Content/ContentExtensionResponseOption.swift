/// What a content extension answers after handling an action (UNNotificationContentExtensionResponseOption;
/// docs/rules/content-extensions.md#calls-and-answers).
public enum ContentExtensionResponseOption: Int, Sendable, Hashable, CaseIterable {
    /// Handled: the view stays open and may update itself.
    case doNotDismiss = 0
    /// Handled: the view closes and the app is not told.
    case dismiss = 1
    /// The view closes and the app delegate's `didReceive(response)` gets the action.
    case dismissAndForwardAction = 2

    /// The Swift spelling, as logs and the wire protocol write it.
    public var name: String {
        switch self {
        case .doNotDismiss: return "doNotDismiss"
        case .dismiss: return "dismiss"
        case .dismissAndForwardAction: return "dismissAndForwardAction"
        }
    }

    /// The option named `name` (the Swift spelling).
    public init?(name: String) {
        guard let option = Self.allCases.first(where: { $0.name == name }) else { return nil }
        self = option
    }
}
