/// A string the source gives: a literal, or a localised string whose key and literal default are kept
/// (the localisation itself is resolved elsewhere).
package struct SourceText: Sendable, Hashable {
    /// The literal, or the localised string's default (its `value:` / `defaultValue:`, else the key itself).
    package var value: String
    /// The key of `NSLocalizedString("key", comment:)` / `String(localized:)`; nil for a plain literal.
    package var localizationKey: String?

    package init(_ value: String, localizationKey: String? = nil) {
        self.value = value
        self.localizationKey = localizationKey
    }
}

/// An iOS 15 action icon (`UNNotificationActionIcon`).
package struct SourceActionIcon: Sendable, Hashable {
    /// The SF Symbol or asset name.
    package var name: String
    /// `systemImageName:` (true) or `templateImageName:` (false).
    package var isSystemImage: Bool
}

/// The text field of a `UNTextInputNotificationAction`.
package struct SourceTextInput: Sendable, Hashable {
    package var buttonTitle: SourceText
    package var placeholder: SourceText
}

/// A `UNNotificationAction` or `UNTextInputNotificationAction` the source creates.
package struct SourceAction: Sendable, Hashable {
    package var identifier: String
    package var title: SourceText
    /// `UNNotificationActionOptions` member names (`authenticationRequired`, `destructive`, `foreground`).
    package var options: [String]
    package var icon: SourceActionIcon?
    /// The text field of a text-input action.
    package var textInput: SourceTextInput?
    /// Where it is created.
    package var location: CodeLocation
}

/// A `UNNotificationCategory` the source registers.
package struct SourceCategory: Sendable, Hashable {
    package var identifier: String
    package var actions: [SourceAction]
    package var intentIdentifiers: [String]
    /// `UNNotificationCategoryOptions` member names.
    package var options: [String]
    package var hiddenPreviewsBodyPlaceholder: SourceText?
    package var categorySummaryFormat: SourceText?
    /// Where it is created.
    package var location: CodeLocation
    /// nil when it is registered whatever `supportsContentExtensions` says; true / false when only the branch
    /// taken with content extensions supported / unsupported registers it (docs/rules/xcode.md#categories-from-swift-source).
    package var whenContentExtensions: Bool?
}

/// What an app's Swift sources say about its notifications.
package struct NotificationSetup: Sendable, Hashable {
    /// Every category some `setNotificationCategories` call registers, in source order.
    package var categories: [SourceCategory] = []
    /// The union of the options every `requestAuthorization(options:)` call passes, in Apple's order; nil when
    /// no call was found.
    package var authorizationOptions: [String]?
    /// Where the app asks for authorization.
    package var authorizationLocations: [CodeLocation] = []
    /// What could not be resolved or parsed; each is left out.
    package var problems: [SourceProblem] = []
    /// What was read but is worth knowing (a deprecated option, a template image icon).
    package var warnings: [SourceProblem] = []
    /// Every `setNotificationCategories` call found, whether or not its categories could be read.
    package var categoryCallLocations: [CodeLocation] = []
    /// The paths of the files read, in the order given.
    package var readFiles: [String] = []
    /// The files of `readFiles` that could matter and were parsed (docs/rules/xcode.md#categories-from-swift-source).
    package var parsedFiles: [String] = []

    package init() {}
}
