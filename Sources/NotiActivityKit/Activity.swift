/// A Live Activity (Apple's `Activity`), as code in a widget extension sees it: an extension is not the app, so it
/// lists no activities and cannot start one (docs/rules/widgets.md#activitykit-in-a-widget-extension).
public final class Activity<Attributes: ActivityAttributes>: Identifiable, @unchecked Sendable {
    /// The activity's dynamic content type.
    public typealias ContentState = Attributes.ContentState

    /// The activity's identifier.
    public let id: String
    /// The fixed attributes it started with.
    public let attributes: Attributes
    /// The token pushes to this activity are sent to; nil when it takes none.
    public let pushToken: Data?
    private let lock = NSLock()
    private var currentContent: ActivityContent<ContentState>
    private var currentState: ActivityState = .active
    /// The dismissal policy of the last `end`, and whether `update` or `end` was called.
    private var endPolicy: ActivityUIDismissalPolicy?
    private var changed = false

    /// An activity the system shows: notisim's host makes these, never extension code.
    package init(id: String, attributes: Attributes, content: ActivityContent<ContentState>, pushToken: Data?) {
        self.id = id
        self.attributes = attributes
        self.pushToken = pushToken
        currentContent = content
    }

    /// The activity's content as last set.
    public var content: ActivityContent<ContentState> { lock.withLock { currentContent } }

    /// Where the activity is in its life.
    public var activityState: ActivityState { lock.withLock { currentState } }

    /// The app's running activities of this type: none in an extension, which is not the app, except the one whose
    /// button's `LiveActivityIntent` is performing (iOS performs it in the app's process, which lists it).
    public static var activities: [Activity<Attributes>] { LentActivities.lent(Attributes.self) }

    /// Starting an activity from an extension fails: "you can only start a Live Activity while the app is in the
    /// foreground" (`Activity`'s overview), and an extension's process is never the app in the foreground, so this
    /// throws `ActivityAuthorizationError.visibility` ("the app tried to start the Live Activity while it was in
    /// the background") and writes why to the event log.
    public static func request(attributes: Attributes, content: ActivityContent<ContentState>,
                               pushType: PushType? = nil) throws -> Activity<Attributes> {
        ExtensionLog.write(subsystem: "ActivityKit", category: "error",
                           "Activity<\(Attributes.self)>.request in an extension: iOS starts Live Activities only from the app in the foreground (ActivityAuthorizationError.visibility)")
        throw ActivityAuthorizationError.visibility
    }

    /// Replaces the content; ignored once the activity has ended, as iOS ignores it.
    public func update(_ content: ActivityContent<ContentState>) async {
        lock.withLock {
            guard currentState != .ended, currentState != .dismissed else { return }
            currentContent = content
            currentState = .active
            changed = true
        }
    }

    /// Ends the activity with its final content (the last one when nil): dismissed at once with `.immediate`,
    /// else ended and left on the lock screen until the policy removes it.
    public func end(_ content: ActivityContent<ContentState>?, dismissalPolicy: ActivityUIDismissalPolicy = .default) async {
        lock.withLock {
            guard currentState != .dismissed else { return }
            if let content { currentContent = content }
            currentState = dismissalPolicy == .immediate ? .dismissed : .ended
            endPolicy = dismissalPolicy
            changed = true
        }
    }

    /// What `update` and `end` did to the activity, for the host to apply as iOS applies the app's own calls; nil when
    /// neither was called. The content state is encoded as ActivityKit encodes it (`JSONEncoder()`'s defaults: a date
    /// is seconds since 1 January 2001).
    package func change() throws -> ActivityChange? {
        let (changed, content, policy) = lock.withLock { (self.changed, currentContent, endPolicy) }
        guard changed else { return nil }
        return ActivityChange(contentState: try JSONEncoder().encode(content.state), staleDate: content.staleDate,
                              relevanceScore: content.relevanceScore, ending: policy)
    }
}

/// What a `LiveActivityIntent`'s code did to the activity it was lent: its content, and how it ended, if it did.
package struct ActivityChange: Sendable, Hashable {
    /// The content state's JSON, as the app's `Codable` conformance writes it.
    package var contentState: Data
    package var staleDate: Date?
    package var relevanceScore: Double
    /// The dismissal policy it ended with; nil while the activity goes on.
    package var ending: ActivityUIDismissalPolicy?
}

/// The activities a widget extension's code may see while the host has it perform a Live Activity's intent: the
/// pressed activity, by its attributes type. Task-local, so the intent's task (started by the button inside
/// ``lending(_:isolation:_:)``) sees it and no other task does.
package enum LentActivities {
    @TaskLocal private static var byType: [ObjectIdentifier: any Sendable] = [:]

    /// Runs `body` with `activity` listed by `Activity<Attributes>.activities` in it and the tasks it starts.
    package static func lending<Attributes: ActivityAttributes>(_ activity: Activity<Attributes>, isolation: isolated (any Actor)? = #isolation,
                                                                _ body: () async -> Void) async {
        await $byType.withValue([ObjectIdentifier(Attributes.self): activity], operation: body, isolation: isolation)
    }

    static func lent<Attributes: ActivityAttributes>(_ type: Attributes.Type) -> [Activity<Attributes>] {
        (byType[ObjectIdentifier(type)] as? Activity<Attributes>).map { [$0] } ?? []
    }
}

/// Why a Live Activity could not start (Apple's `ActivityAuthorizationError`).
public enum ActivityAuthorizationError: Error, Hashable, Sendable, LocalizedError {
    /// The attributes exceeded 4 KB.
    case attributesTooLarge
    /// The person turned Live Activities off in Settings.
    case denied
    /// The device has as many Live Activities as it allows.
    case globalMaximumExceeded
    /// The activity identifier is malformed.
    case malformedActivityIdentifier
    /// The process that asked has no process identifier.
    case missingProcessIdentifier
    /// The system could not keep the activity.
    case persistenceFailure
    /// The process that asked to recreate the activity is not the one that made it.
    case reconnectNotPermitted
    /// The app has as many Live Activities as it may.
    case targetMaximumExceeded
    /// The app lacks the entitlement.
    case unentitled
    /// The app tried to start the activity while it was in the background.
    case visibility

    /// What went wrong.
    public var failureReason: String? {
        switch self {
        case .attributesTooLarge: "The provided Live Activity attributes exceeded the maximum size of 4KB."
        case .denied: "A person deactivated Live Activities in Settings."
        case .globalMaximumExceeded: "The device reached the maximum number of ongoing Live Activities."
        case .malformedActivityIdentifier: "The provided activity identifier is malformed."
        case .missingProcessIdentifier: "The process that tried to start the Live Activity is missing a process identifier."
        case .persistenceFailure: "The system couldn’t persist the Live Activity."
        case .reconnectNotPermitted: "The process that tried to recreate the Live Activity is not the process that originally created the Live Activity."
        case .targetMaximumExceeded: "The app reached its maximum number of ongoing Live Activities."
        case .unentitled: "The app doesn’t have the required entitlement to start a Live Activity."
        case .visibility: "The app tried to start the Live Activity while it was in the background."
        }
    }

    /// The failure reason, as the error's description.
    public var errorDescription: String? { failureReason }
}

/// Whether the person allows the app's Live Activities (Apple's `ActivityAuthorizationInfo`).
public final class ActivityAuthorizationInfo: Sendable {
    /// Reads the app's settings.
    public init() {}

    /// Live Activities are on: notisim's simulated device does not turn them off.
    public var areActivitiesEnabled: Bool { true }

    /// Whether the app gets the larger budget of frequent updates. *Decision:* false: an extension's process is not
    /// told the app's `NSSupportsLiveActivitiesFrequentUpdates`, and without it iOS answers false.
    public var frequentPushesEnabled: Bool { false }
}
