/// Where an app is in its life as iOS sees it: what decides whether a background push wakes it.
/// docs/rules/endpoint.md#background-pushes-as-ios-meters-them.
package enum AppRunState: String, Sendable, Hashable, Codable, CaseIterable {
    /// On screen: the delegate's `willPresent` decides how notifications show.
    case foreground
    /// Running off screen.
    case background
    /// In memory, not running.
    case suspended
    /// Not launched, or ended by the system: a background push launches it.
    case notRunning
    /// Swiped away by the user in the app switcher: iOS launches it for nothing until the user opens it again.
    case forceQuit

    /// The word scripts use: `foreground`, `background`, `suspended`, `not-running`, `force-quit`.
    package var word: String {
        switch self {
        case .foreground, .background, .suspended: return rawValue
        case .notRunning: return "not-running"
        case .forceQuit: return "force-quit"
        }
    }

    /// The state a script word names; nil for any other word.
    package init?(word: String) {
        guard let match = Self.allCases.first(where: { $0.word == word }) else { return nil }
        self = match
    }

    /// How the event log says it: "in the foreground", "suspended", "force-quit by the user"…
    package var phrase: String {
        switch self {
        case .foreground: return "in the foreground"
        case .background: return "in the background"
        case .suspended: return "suspended"
        case .notRunning: return "not running"
        case .forceQuit: return "force-quit by the user"
        }
    }
}

/// The app's answer to `application(_:didReceiveRemoteNotification:fetchCompletionHandler:)` (`UIBackgroundFetchResult`).
package enum BackgroundFetchResult: String, Sendable, Hashable, Codable, CaseIterable {
    case newData, noData, failed
}
