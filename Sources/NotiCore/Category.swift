/// Options of an action (UNNotificationActionOptions).
public struct ActionOptions: OptionSet, Sendable, Hashable, Codable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The device must be unlocked first.
    public static let authenticationRequired = ActionOptions(rawValue: 1 << 0)
    /// Drawn as dangerous.
    public static let destructive = ActionOptions(rawValue: 1 << 1)
    /// Launches the app into the foreground.
    public static let foreground = ActionOptions(rawValue: 1 << 2)
}

/// An action button (UNNotificationAction / UNTextInputNotificationAction).
public struct NotificationAction: Sendable, Hashable {
    /// The text field of a text-input action.
    public struct TextInput: Sendable, Hashable {
        public var buttonTitle: String
        public var placeholder: String
        public init(buttonTitle: String, placeholder: String) { self.buttonTitle = buttonTitle; self.placeholder = placeholder }
    }

    public var identifier: String
    public var title: String
    public var options: ActionOptions
    /// iOS 15 icon: a system symbol or template image name.
    public var icon: String?
    /// Present for text-input actions.
    public var textInput: TextInput?
    /// iOS 15 icon from the app's asset catalog (`UNNotificationActionIcon(templateImageName:)`), read when the
    /// workspace loads; drawn instead of `icon` (docs/rules/presentation.md#template-image-action-icons).
    package var templateImage: TemplateImageIcon?

    public init(identifier: String, title: String, options: ActionOptions = [], icon: String? = nil, textInput: TextInput? = nil) {
        self.identifier = identifier; self.title = title; self.options = options; self.icon = icon; self.textInput = textInput
    }

    /// Whether a locked device asks to unlock before carrying the action out: authentication-required actions, and
    /// foreground ones (they open the app). Background actions without authenticationRequired run locked.
    /// docs/rules/actions.md#locked-device-actions-that-need-unlocking.
    public var requiresUnlock: Bool { options.contains(.authenticationRequired) || options.contains(.foreground) }

    /// What the unlock prompt calls the default action (opening the notification).
    public static let defaultActionTitle = "Open"
}

/// An action icon from the app's asset catalog as the workspace loader read it: the image set's name, and the image
/// file's bytes with the share of its area that is opaque, or nothing when it could not be read or decoded (the
/// neutral mark is then drawn). docs/rules/presentation.md#template-image-action-icons.
package struct TemplateImageIcon: Sendable, Hashable {
    /// The name given to `templateImageName:` (`NAME.imageset` in the catalog).
    package var name: String
    /// The PNG or JPEG file's bytes, for pictures that embed it; nil when missing or undecodable.
    package var bytes: [UInt8]?
    /// The mean alpha of the decoded image, 0 (transparent) to 1 (opaque).
    package var coverage: Double

    package init(name: String, bytes: [UInt8]? = nil, coverage: Double = 0) {
        self.name = name; self.bytes = bytes; self.coverage = coverage
    }
}

extension DeviceState {
    /// The one unlock check of a response (docs/architecture.md#one-response-route): on a locked device, opening the
    /// notification (`action` nil, the default action) and an action that ``NotificationAction/requiresUnlock`` wait
    /// for an unlock. `NotificationSystem` and the app's response route both ask this.
    package func needsUnlock(toRespondWith action: NotificationAction?) -> Bool {
        isLocked && (action?.requiresUnlock ?? true)
    }
}

/// Options of a category (UNNotificationCategoryOptions).
package struct CategoryOptions: OptionSet, Sendable, Hashable, Codable {
    package let rawValue: Int
    package init(rawValue: Int) { self.rawValue = rawValue }
    /// The app hears about explicit dismissals.
    package static let customDismissAction = CategoryOptions(rawValue: 1 << 0)
    package static let allowInCarPlay = CategoryOptions(rawValue: 1 << 1)
    package static let hiddenPreviewsShowTitle = CategoryOptions(rawValue: 1 << 2)
    package static let hiddenPreviewsShowSubtitle = CategoryOptions(rawValue: 1 << 3)
    /// Ignored from iOS 15.
    package static let allowAnnouncement = CategoryOptions(rawValue: 1 << 4)
}

/// A category of notifications with its actions (UNNotificationCategory).
package struct NotificationCategory: Sendable, Hashable {
    package var identifier: String
    package var actions: [NotificationAction]
    package var intentIdentifiers: [String]
    package var options: CategoryOptions
    /// Shown instead of the body when previews are hidden; `%u` = count in the thread.
    package var hiddenPreviewsBodyPlaceholder: String?
    /// E.g. "%u more messages" or "%u more messages from %@".
    package var categorySummaryFormat: String?
    /// nil when the app registers it always; true / false when it registers it only on a device that supports
    /// content extensions / does not (the `supportsContentExtensions` branch of its code).
    /// docs/rules/xcode.md#categories-that-depend-on-supportscontentextensions
    package var whenContentExtensions: Bool?

    package init(identifier: String, actions: [NotificationAction] = [], intentIdentifiers: [String] = [],
                options: CategoryOptions = [], hiddenPreviewsBodyPlaceholder: String? = nil, categorySummaryFormat: String? = nil,
                whenContentExtensions: Bool? = nil) {
        self.identifier = identifier; self.actions = actions; self.intentIdentifiers = intentIdentifiers
        self.options = options; self.hiddenPreviewsBodyPlaceholder = hiddenPreviewsBodyPlaceholder
        self.categorySummaryFormat = categorySummaryFormat; self.whenContentExtensions = whenContentExtensions
    }

    /// Whether the app registers it on a device where content extensions are `supported` or not.
    package func isRegistered(contentExtensionsSupported supported: Bool) -> Bool {
        whenContentExtensions.map { $0 == supported } ?? true
    }

    /// The placeholder used when none is set.
    package static let defaultHiddenPreviewsPlaceholder = "Notification"

    /// The body shown when previews are hidden: the category's `hiddenPreviewsBodyPlaceholder` (default
    /// "Notification") with `%u` replaced by `count`, the number of notifications in the thread.
    package static func hiddenPreviewsBody(_ category: NotificationCategory?, count: Int) -> String {
        let placeholder = category?.hiddenPreviewsBodyPlaceholder ?? defaultHiddenPreviewsPlaceholder
        return placeholder.replacingEach("%u", with: String(count))
    }
}

/// Identifiers the system uses for responses that are not custom actions.
package enum ResponseIdentifier {
    /// The user opened the notification.
    package static let defaultAction = "com.apple.UNNotificationDefaultActionIdentifier"
    /// The user dismissed it explicitly (only with customDismissAction).
    package static let dismissAction = "com.apple.UNNotificationDismissActionIdentifier"
}

/// The user's answer to a notification (UNNotificationResponse / UNTextInputNotificationResponse).
public struct NotificationResponse: Sendable, Hashable {
    public var notification: DeliveredNotification
    public var actionIdentifier: String
    /// Text typed into a text-input action.
    public var userText: String?

    public init(notification: DeliveredNotification, actionIdentifier: String, userText: String? = nil) {
        self.notification = notification; self.actionIdentifier = actionIdentifier; self.userText = userText
    }
}
