// ActivityKit on iOS brings Foundation with it; so does notisim's, as extension code sees it.
@_exported import NotiDispatch

/// What a Live Activity shows (Apple's `ActivityAttributes`): the fixed attributes it starts with, and the dynamic
/// `ContentState` each update replaces (docs/rules/widgets.md#activitykit-in-a-widget-extension). Beside Apple's
/// `Decodable` and `Encodable`, the types are `SendableMetatype`, which every type an app declares is, so that the
/// host may decode a push into them on the main actor and hand the values to the app's views.
public protocol ActivityAttributes: Decodable, Encodable, SendableMetatype {
    /// The dynamic content of the activity; a push's `content-state` decodes into it.
    associatedtype ContentState: Decodable, Encodable, Hashable, SendableMetatype
}

/// A content state with the dates that frame it (Apple's `ActivityContent`).
public struct ActivityContent<State: Decodable & Encodable & Hashable>: Hashable {
    /// The activity's dynamic content.
    public var state: State
    /// When the system considers the content out of date (the activity's views see `isStale`); nil for never.
    public var staleDate: Date?
    /// Orders the app's activities: the highest first.
    public var relevanceScore: Double

    /// Content of `state`, stale after `staleDate`, ranked by `relevanceScore`.
    public init(state: State, staleDate: Date?, relevanceScore: Double = 0.0) {
        self.state = state
        self.staleDate = staleDate
        self.relevanceScore = relevanceScore
    }
}

extension ActivityContent: Sendable where State: Sendable {}

/// Where a Live Activity is in its life (Apple's `ActivityState`).
public enum ActivityState: Hashable, Sendable, Codable {
    /// On screen and taking updates.
    case active
    /// Ended; its last content stays on the lock screen until it is dismissed.
    case ended
    /// Removed from the screen.
    case dismissed
    /// Past its content's stale date, until an update gives a new one.
    case stale
    /// Scheduled to start later.
    case pending
}

/// When an ended Live Activity leaves the lock screen (Apple's `ActivityUIDismissalPolicy`).
public struct ActivityUIDismissalPolicy: Hashable, Sendable {
    package enum Kind: Hashable, Sendable {
        case systemDefault, immediate
        case after(Date)
    }

    package let kind: Kind

    /// The system's default: up to four hours after the end.
    public static let `default` = ActivityUIDismissalPolicy(kind: .systemDefault)
    /// At once.
    public static let immediate = ActivityUIDismissalPolicy(kind: .immediate)
    /// At `date`, within four hours of the end.
    public static func after(_ date: Date) -> ActivityUIDismissalPolicy { ActivityUIDismissalPolicy(kind: .after(date)) }
}

/// How a Live Activity receives ActivityKit pushes (Apple's `PushType`).
public struct PushType: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case token
        case channel(String)
    }

    let kind: Kind

    /// Pushes sent to the activity's own push token.
    public static let token = PushType(kind: .token)
    /// Broadcast pushes sent to a channel (iOS 18).
    public static func channel(_ channelId: String) -> PushType { PushType(kind: .channel(channelId)) }
}
