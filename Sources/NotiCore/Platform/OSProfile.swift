/// A part of the default content of the expanded view (subtitle always sits under the title).
package enum DefaultContentPart: String, Sendable, Hashable, CaseIterable {
    case attachment, title, body
}

/// How a banner or centre row lays out its top (docs/rules/presentation.md#card-layout-by-version).
package enum CardLayout: String, Sendable, Hashable {
    /// iOS ≤ 14: a header row (small icon, app name, time) above the title.
    case headerRow
    /// iOS 15+: a larger icon at the left, the title (or the app name when there is none) with the time at its right.
    case titleLine
}

/// Every rule that varies by iOS version, as one row of data: the one table of what each simulated version does, read
/// by the presentation decision and by the layout (docs/rules/versions.md#ios-versions-at-a-glance).
package struct OSProfile: Sendable, Hashable, Identifiable {
    /// The lookup name, e.g. `"15"`.
    package var id: String { String(majorVersion) }
    package var majorVersion: Int
    /// Default content order of the expanded view (attachment/title/body on ≤ 14, title/body/attachment on 15+).
    /// A content extension's custom view takes the attachment's place.
    package var defaultContentOrder: [DefaultContentPart]
    /// Whether the header survives `UNNotificationExtensionDefaultContentHidden` (kept on ≤ 14, hidden on 15+).
    package var keepsHeaderWhenDefaultContentHidden: Bool
    /// `notificationActions` can be read and replaced by a content extension (12+).
    package var supportsDynamicActions: Bool
    /// `UNNotificationExtensionUserInteractionEnabled` is honoured (12+).
    package var supportsUserInteraction: Bool
    /// Interruption levels (passive, time-sensitive, critical marks) exist (15+).
    package var supportsInterruptionLevels: Bool
    /// Named Focus modes and communication notifications exist (15+); before, any Focus acts as Do Not Disturb and an
    /// intent changes nothing.
    package var supportsFocusModes: Bool
    /// `relevanceScore` orders the summary (15+).
    package var supportsRelevanceScore: Bool
    /// Scheduled Summary holds passive and active notifications of summarised apps (15+).
    package var supportsScheduledSummary: Bool
    /// `summaryArgument` / `summaryArgumentCount` are ignored (15+).
    package var ignoresSummaryArguments: Bool
    /// Action buttons may show an icon (15+).
    package var supportsActionIcons: Bool
    /// Apps' Focus filters (`filterCriteria`) are evaluated (16+).
    package var supportsFilterCriteria: Bool
    /// Lines of body a banner shows before "…".
    package var bannerBodyLines: Int
    /// Seconds a temporary banner stays.
    package var bannerDismissSeconds: Double
    /// The app name in the banner and header is drawn in capitals (≤ 14).
    package var uppercasesAppName: Bool
    /// The lock screen lists notifications from the bottom up (16+).
    package var lockScreenListsFromBottom: Bool
    /// Banner and centre rows: a header row (≤ 14) or the title line with a larger icon (15+).
    package var cardLayout: CardLayout
    /// The lock screen follows the Display As setting, Count / Stack / List (16+); earlier versions always list.
    package var honoursLockScreenDisplayAs: Bool
    /// Corner radius of a notification's card and its action list in an iOS picture, in points (13 on ≤ 14, 20 on 15+).
    package var cardCornerRadiusPoints: Double
    /// Live Activities exist (16.1; simulated from 16).
    package var supportsLiveActivities: Bool
    /// A push-to-start token starts a Live Activity (17.2; simulated from 17).
    package var supportsPushToStart: Bool
    /// Live Activities subscribe to broadcast channels (18), and `controls` pushes reload Control Center controls (18).
    package var supportsBroadcastChannels: Bool
    /// `widgets` pushes reload the app's widgets (WidgetKit push notifications, 26).
    package var supportsWidgetPushes: Bool
    /// The system keeps content margins around a widget's content, and StandBy shows small widgets (17).
    package var supportsWidgetContentMarginsAndStandBy: Bool

    /// The profile for one major version, built from the version thresholds of the rules.
    package init(majorVersion: Int) {
        self.majorVersion = majorVersion
        let modern = majorVersion >= 15
        defaultContentOrder = modern ? [.title, .body, .attachment] : [.attachment, .title, .body]
        keepsHeaderWhenDefaultContentHidden = !modern
        supportsDynamicActions = majorVersion >= 12
        supportsUserInteraction = majorVersion >= 12
        supportsInterruptionLevels = modern
        supportsFocusModes = modern
        supportsRelevanceScore = modern
        supportsScheduledSummary = modern
        ignoresSummaryArguments = modern
        supportsActionIcons = modern
        supportsFilterCriteria = majorVersion >= 16
        bannerBodyLines = modern ? 4 : 3
        bannerDismissSeconds = 5
        uppercasesAppName = !modern
        lockScreenListsFromBottom = majorVersion >= 16
        cardLayout = modern ? .titleLine : .headerRow
        honoursLockScreenDisplayAs = majorVersion >= 16
        cardCornerRadiusPoints = modern ? 20 : 13
        supportsLiveActivities = majorVersion >= 16
        supportsPushToStart = majorVersion >= 17
        supportsWidgetContentMarginsAndStandBy = majorVersion >= 17
        supportsBroadcastChannels = majorVersion >= 18
        supportsWidgetPushes = majorVersion >= 26
    }

    /// Every simulated version, oldest first: 12 to 18, then 26 (Apple numbered the release after 18 by its year).
    package static let all: [OSProfile] = (Array(12...18) + [26]).map { OSProfile(majorVersion: $0) }

    /// The newest simulated version.
    package static let latest = all[all.count - 1]

    /// The profile named `"15"`, `"15.4"`, `"iOS 15"` or `"ios15"`.
    package static func named(_ name: String) throws(ProfileLookupError) -> OSProfile {
        var trimmed = String(name.lowercased().filter { $0 != " " })
        if trimmed.hasPrefix("ios") { trimmed.removeFirst(3) }
        let major = trimmed.split(separator: ".").first.flatMap { Int($0) }
        guard let major, let profile = all.first(where: { $0.majorVersion == major }) else {
            throw ProfileLookupError(kind: "OS version", name: name, valid: all.map(\.id))
        }
        return profile
    }
}

/// A profile name that matches no row of the table.
package struct ProfileLookupError: Error, Sendable, Hashable, CustomStringConvertible {
    package var kind: String
    package var name: String
    package var valid: [String]

    /// The error for `name`, looked up as a `kind` ("OS version", "device") among the `valid` names.
    package init(kind: String, name: String, valid: [String]) { self.kind = kind; self.name = name; self.valid = valid }

    package var description: String {
        "unknown \(kind) \"\(name)\"; valid: \(valid.joined(separator: ", "))"
    }
}
