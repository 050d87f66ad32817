/// When a Focus silences what it does not allow (docs/rules/focus.md#focus-modes).
package enum FocusSilence: String, Sendable, Hashable, Codable, CaseIterable {
    /// Silenced whether the device is locked or not.
    case always
    /// Silenced only while the device is locked; with the device in use notifications arrive as usual.
    case whenLocked
}

/// A named Focus configuration (Do Not Disturb, Sleep, Work, Personal or the user's own): what may break through it
/// (docs/rules/focus.md#focus-modes).
package struct FocusMode: Sendable, Hashable, Codable {
    /// The name shown in the status bar and on the lock screen, e.g. `Work`.
    package var name: String
    /// Bundle ids whose notifications break through.
    package var allowedApps: Set<String>
    /// Names or handles of people whose communication notifications break through (docs/rules/focus.md#communication-notifications).
    package var allowedPeople: Set<String>
    /// Whether time-sensitive notifications break through.
    package var timeSensitiveAllowed: Bool
    package var silence: FocusSilence
    /// Per app bundle id: the Focus filter the app declared for this Focus (iOS 16, docs/rules/focus.md#focus-filters).
    package var filters: [String: StringPredicate]

    package init(name: String, allowedApps: Set<String> = [], allowedPeople: Set<String> = [], timeSensitiveAllowed: Bool = true,
                silence: FocusSilence = .always, filters: [String: StringPredicate] = [:]) {
        self.name = name; self.allowedApps = allowedApps; self.allowedPeople = allowedPeople
        self.timeSensitiveAllowed = timeSensitiveAllowed; self.silence = silence; self.filters = filters
    }

    /// The Focus `d` and `focus on` turn on, and the only one before iOS 15.
    package static let doNotDisturb = FocusMode(name: "Do Not Disturb")
    /// The Focus configurations every device has, in the order `d` cycles through them.
    package static let builtIn: [FocusMode] = [.doNotDisturb, FocusMode(name: "Sleep"), FocusMode(name: "Work"), FocusMode(name: "Personal")]

    /// Whether `person` is allowed: their handle or display name is in `allowedPeople`.
    package func allows(_ person: CommunicationPerson) -> Bool {
        allowedPeople.contains(person.handle) || allowedPeople.contains(person.name)
    }
}
