/// A string the source gives: a literal, or a localised string whose key and literal default are kept
/// (the localisation itself is resolved elsewhere).
public struct SourceText: Sendable, Hashable {
    /// The literal, or the localised string's default (its `value:` / `defaultValue:`, else the key itself).
    public var value: String
    /// The key of `NSLocalizedString("key", comment:)` / `String(localized:)`; nil for a plain literal.
    public var localizationKey: String?

    public init(_ value: String, localizationKey: String? = nil) {
        self.value = value
        self.localizationKey = localizationKey
    }
}

/// An iOS 15 action icon (`UNNotificationActionIcon`).
public struct SourceActionIcon: Sendable, Hashable {
    /// The SF Symbol or asset name.
    public var name: String
    /// `systemImageName:` (true) or `templateImageName:` (false).
    public var isSystemImage: Bool
}

/// The text field of a `UNTextInputNotificationAction`.
public struct SourceTextInput: Sendable, Hashable {
    public var buttonTitle: SourceText
    public var placeholder: SourceText
}

/// A `UNNotificationAction` or `UNTextInputNotificationAction` the source creates.
public struct SourceAction: Sendable, Hashable {
    public var identifier: String
    public var title: SourceText
    /// `UNNotificationActionOptions` member names (`authenticationRequired`, `destructive`, `foreground`).
    public var options: [String]
    public var icon: SourceActionIcon?
    /// The text field of a text-input action.
    public var textInput: SourceTextInput?
    /// Where it is created.
    public var location: CodeLocation
}

/// A `UNNotificationCategory` the source registers.
public struct SourceCategory: Sendable, Hashable {
    public var identifier: String
    public var actions: [SourceAction]
    public var intentIdentifiers: [String]
    /// `UNNotificationCategoryOptions` member names.
    public var options: [String]
    public var hiddenPreviewsBodyPlaceholder: SourceText?
    public var categorySummaryFormat: SourceText?
    /// Where it is created.
    public var location: CodeLocation
    /// nil when it is registered whatever `supportsContentExtensions` says; true / false when only the branch
    /// taken with content extensions supported / unsupported registers it (docs/rules.md#categories-from-swift-source).
    public var whenContentExtensions: Bool?
}

/// What an app's Swift sources say about its notifications.
public struct NotificationSetup: Sendable, Hashable {
    /// Every category some `setNotificationCategories` call registers, in source order.
    public var categories: [SourceCategory] = []
    /// The union of the options every `requestAuthorization(options:)` call passes, in Apple's order; nil when
    /// no call was found.
    public var authorizationOptions: [String]?
    /// Where the app asks for authorization.
    public var authorizationLocations: [CodeLocation] = []
    /// What could not be resolved or parsed; each is left out.
    public var problems: [SourceProblem] = []
    /// What was read but is worth knowing (a deprecated option, a template image icon).
    public var warnings: [SourceProblem] = []

    public init() {}
}
