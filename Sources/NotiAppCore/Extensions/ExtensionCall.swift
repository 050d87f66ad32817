import Foundation
import NotiCore
import NotiExtensions
import NotiLayout
import NotiWorkspace

/// A content extension loaded for the expanded view, as the model knows it.
package struct OpenContentExtension: Sendable, Hashable {
    /// Tells this load apart from earlier ones of the same extension.
    package var session: Int
    package var definition: ExtensionDefinition
    /// What the extension shows; `customView` stays nil while it loads (the area keeps its initial height).
    package var state = ContentExtensionState()
    /// Whether the first `didReceive` has answered.
    package var loaded = false
    /// Whether it implements `didReceive(response, completion)`.
    package var respondsToResponses = false
    /// Whether the custom area has keyboard focus (UserInteractionEnabled).
    package var customAreaFocused = false
    /// An action chosen while it loads, with its typed text: routed again once it has answered or failed.
    package var heldAction: HeldAction?
    /// Whether its work runs on notisim's clock (a Swift child notisim built): then it hears the clock move.
    package var followsClock = false
    /// When the first `didReceive` answered, on notisim's clock: the extension's clock counts from there.
    package var loadedAt: Date?
    /// The seconds since `loadedAt` the extension last heard (`clockAdvanced`).
    package var clockSecondsSent: Double = 0
    /// Whether a `clockAdvanced` call is under way (never more than one).
    package var clockCallOut = false

    /// An action and its typed text, waiting for the extension to load.
    package struct HeldAction: Sendable, Hashable {
        package var action: NotificationAction
        package var userText: String?
    }

    package init(session: Int, definition: ExtensionDefinition) {
        self.session = session
        self.definition = definition
    }
}

/// What the model keeps of a loaded content extension besides what it shows.
package struct ContentExtensionTraits: Sendable, Hashable {
    /// Whether it implements `didReceive(response, completion)`.
    package var respondsToResponses: Bool
    /// False for a storyboard notisim draws in its place (none of the extension's code runs).
    package var runsCode = true
    /// Whether its work runs on notisim's clock (it then hears `clockAdvanced`).
    package var followsClock = false

    package init(respondsToResponses: Bool, runsCode: Bool = true, followsClock: Bool = false) {
        self.respondsToResponses = respondsToResponses; self.runsCode = runsCode; self.followsClock = followsClock
    }
}

/// A service extension working on a push, counted on the notisim clock.
package struct ServiceExtensionRun: Sendable, Hashable {
    package var session: Int
    package var definition: ExtensionDefinition
    package var bundleID: String
    /// The request as it arrived (its content is shown when the extension fails or gives nothing usable).
    package var request: NotificationRequest
    package var startedAt: Date
    /// When `serviceExtensionTimeWillExpire()` is called.
    package var deadline: Date
    /// Whether `serviceExtensionTimeWillExpire()` has been asked for.
    package var expiryAnnounced = false
}

/// One call the model asks the runner to make into an extension.
package enum ExtensionCall: Sendable, Hashable {
    /// Load the content extension of an expanded notification and call `didReceive(notification)`.
    case loadContent(session: Int, ExtensionDefinition, DeliveredNotification, visibleActions: [NotificationAction])
    /// `didReceive(notification)` again: a notification of the same thread arrived while the view is open.
    case contentDidReceive(session: Int, DeliveredNotification, visibleActions: [NotificationAction])
    /// `didReceive(response, completion)` for the chosen action.
    case contentResponse(session: Int, NotificationResponse, action: NotificationAction)
    /// A key while the custom area has focus.
    case contentKey(session: Int, key: String)
    /// `mediaPlay()` or `mediaPause()`.
    case contentMedia(session: Int, play: Bool)
    /// notisim's clock reads `seconds` since the view loaded: the extension runs the work due by then.
    case contentClock(session: Int, seconds: Double)
    /// `didReceive(request, contentHandler)` of a service extension.
    case startService(ServiceExtensionRun)
    /// `serviceExtensionTimeWillExpire()`.
    case serviceTimeWillExpire(session: Int)

    /// The call as the event log writes it.
    package var logName: String {
        switch self {
        case let .loadContent(_, _, notification, _), let .contentDidReceive(_, notification, _):
            return "didReceive(notification \"\(notification.id)\")"
        case let .contentResponse(_, response, _):
            return "didReceive(response \(response.actionIdentifier)" + (response.userText.map { " userText \"\($0)\"" } ?? "") + ")"
        case let .contentKey(_, key): return "key \(key)"
        case let .contentMedia(_, play): return play ? "mediaPlay()" : "mediaPause()"
        case let .contentClock(_, seconds): return "clockAdvanced(\(AppModel.seconds(seconds)))"
        case let .startService(run): return "didReceive(request \"\(run.request.identifier)\", contentHandler)"
        case .serviceTimeWillExpire: return "serviceExtensionTimeWillExpire()"
        }
    }
}

extension ExtensionCall {
    /// The extension session the call belongs to.
    package var session: Int {
        switch self {
        case let .loadContent(session, _, _, _), let .contentDidReceive(session, _, _), let .contentResponse(session, _, _),
             let .contentKey(session, _), let .contentMedia(session, _), let .contentClock(session, _), let .serviceTimeWillExpire(session):
            return session
        case let .startService(run): return run.session
        }
    }

    /// The extension a load or a start names; nil for calls into one already loaded.
    package var definition: ExtensionDefinition? {
        switch self {
        case let .loadContent(_, definition, _, _): return definition
        case let .startService(run): return run.definition
        default: return nil
        }
    }
}
