/// What the user allowed an app in Settings › Privacy › Location Services (`CLAuthorizationStatus`); a location
/// trigger fires only with when-in-use or always. docs/rules/requests.md#location-triggers-need-location-authorization.
package enum LocationAuthorization: String, Sendable, Hashable, Codable, CaseIterable {
    /// The app never asked, or the user has not answered (a fresh install).
    case notDetermined
    /// The user said no, or turned it off.
    case denied
    /// While using the app: enough for location triggers, since the system monitors their regions.
    case whenInUse
    /// Always.
    case always

    /// Whether the app's location triggers fire.
    package var allowsLocationTriggers: Bool { self == .whenInUse || self == .always }

    /// The word scripts use: `not-determined`, `denied`, `when-in-use`, `always`.
    package var word: String {
        switch self {
        case .notDetermined: return "not-determined"
        case .denied: return "denied"
        case .whenInUse: return "when-in-use"
        case .always: return "always"
        }
    }

    /// The status a script word names; nil for any other word.
    package init?(word: String) {
        guard let match = Self.allCases.first(where: { $0.word == word }) else { return nil }
        self = match
    }
}
