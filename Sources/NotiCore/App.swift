/// The foreground presentation an app's delegate answers in `willPresent` (UNNotificationPresentationOptions).
package struct PresentationOptions: OptionSet, Sendable, Hashable, Codable {
    package let rawValue: Int
    package init(rawValue: Int) { self.rawValue = rawValue }
    package static let badge = PresentationOptions(rawValue: 1 << 0)
    package static let sound = PresentationOptions(rawValue: 1 << 1)
    /// Deprecated in iOS 14: banner + list.
    package static let alert = PresentationOptions(rawValue: 1 << 2)
    package static let list = PresentationOptions(rawValue: 1 << 3)
    package static let banner = PresentationOptions(rawValue: 1 << 4)

    /// Names as written in workspace files.
    package static let names: [(String, PresentationOptions)] = [
        ("badge", .badge), ("sound", .sound), ("alert", .alert), ("list", .list), ("banner", .banner),
    ]
}

/// What the app does when it receives a response to an action (the app delegate's `didReceive(response)`).
package enum ActionEffect: Sendable, Hashable {
    /// Nothing beyond logging the call.
    case none
    /// Re-schedules the notification `seconds` later (e.g. "Snooze 15 min").
    case reschedule(seconds: Double)
    /// Opens the app (foreground).
    case openApp
}

/// The app's UNUserNotificationCenterDelegate, described as data.
package struct AppDelegateBehaviour: Sendable, Hashable {
    /// `willPresent` answer; nil = the delegate does not implement it (nothing shown in the foreground).
    package var willPresent: PresentationOptions?
    /// Per action identifier, what the app does on `didReceive(response)`.
    package var actionEffects: [String: ActionEffect]
    /// Whether the app implements `openSettingsFor`.
    package var opensSettings: Bool
    /// Identifiers removed from pending before each add (the Alarm app's habit).
    package var removesPendingBeforeAdd: Bool
    /// What `didReceiveRemoteNotification` answers for a background push.
    package var backgroundFetchResult: BackgroundFetchResult = .newData

    package init(willPresent: PresentationOptions? = nil, actionEffects: [String: ActionEffect] = [:],
                opensSettings: Bool = false, removesPendingBeforeAdd: Bool = false) {
        self.willPresent = willPresent; self.actionEffects = actionEffects
        self.opensSettings = opensSettings; self.removesPendingBeforeAdd = removesPendingBeforeAdd
    }
}

/// A simulated app installed on the device.
package struct SimulatedApp: Sendable, Hashable, Identifiable {
    package var id: String { bundleID }
    package var bundleID: String
    package var displayName: String
    /// One or two cells drawn as the app icon when there is no icon image, or no colour to draw it with.
    package var iconGlyph: String
    /// The app icon's image file (the asset catalog's largest PNG), drawn in the glyph's cells (docs/rules/xcode.md#app-icon).
    package var iconImagePath: String?
    /// Its localised strings, for loc keys (docs/rules/xcode.md#localisation).
    package var localizations = AppLocalizations()
    package var entitlements: Entitlements
    /// What the app passes to `requestAuthorization`.
    package var requestedAuthorization: AuthorizationOptions
    /// Who answers the first permission prompt, and how (the workspace's `authorization.answer`).
    package var firstPromptAnswer: FirstPromptAnswer
    package var categories: [NotificationCategory]
    package var delegate: AppDelegateBehaviour
    /// The app's Live Activity types (`ActivityAttributes`), by name. docs/rules/live-activities.md#live-activities.
    package var liveActivityTypes: [LiveActivityType] = []
    /// An App Clip with `NSAppClipRequestEphemeralUserNotification`: notifications are allowed for 8 hours after each
    /// launch (docs/rules/summary.md#ephemeral-authorization).
    package var isAppClip = false
    /// The developer team the app is signed by (`teamID`; an Xcode import's `DEVELOPMENT_TEAM`): the APNs endpoint
    /// refuses another team's provider token for it with `400 TopicDisallowed`.
    package var teamID: String?
    /// The APNs environment of the app's device tokens (`apsEnvironment`; an Xcode import's `aps-environment`
    /// entitlement); nil takes pushes sent to either (docs/rules/endpoint.md#a-token-sent-to-the-other-environment).
    package var pushEnvironment: PushEnvironment?
    /// The location authorization the app starts with (`locationAuthorization`): its location triggers fire only
    /// with when-in-use or always (docs/rules/requests.md#location-triggers-need-location-authorization).
    package var locationAuthorization: LocationAuthorization = .notDetermined
    /// `NSSupportsLiveActivitiesFrequentUpdates`: a larger hourly budget of priority-10 Live Activity updates.
    package var liveActivityFrequentUpdates = false
    /// The app's scenes, in order (`scenes`; an Xcode import's `UIApplicationSceneManifest`): a notification opens the
    /// one its `targetContentIdentifier` picks. Empty: one scene, never named.
    package var scenes: [AppScene] = []
    /// The state the app starts in (`runState`); background when not given.
    package var runState: AppRunState = .background

    package init(bundleID: String, displayName: String, iconGlyph: String = "◼", entitlements: Entitlements = [],
                requestedAuthorization: AuthorizationOptions = [.alert, .sound, .badge], firstPromptAnswer: FirstPromptAnswer = .preset(.allow),
                categories: [NotificationCategory] = [], delegate: AppDelegateBehaviour = AppDelegateBehaviour()) {
        self.bundleID = bundleID; self.displayName = displayName; self.iconGlyph = iconGlyph
        self.entitlements = entitlements; self.requestedAuthorization = requestedAuthorization
        self.firstPromptAnswer = firstPromptAnswer; self.categories = categories; self.delegate = delegate
    }

    /// The registered category with this identifier (case-sensitive).
    package func category(_ identifier: String) -> NotificationCategory? {
        categories.first { $0.identifier == identifier }
    }

    /// What the app's `setNotificationCategories` registers on a device where content extensions are `supported`
    /// or not (docs/rules/xcode.md#categories-that-depend-on-supportscontentextensions).
    package func categories(contentExtensionsSupported supported: Bool) -> [NotificationCategory] {
        categories.filter { $0.isRegistered(contentExtensionsSupported: supported) }
    }
}
