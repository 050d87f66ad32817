/// The three option sets the extractor reads, with their members in Apple's bit order (the `rawValue` of member
/// `n` is `1 << n`, as the SDK headers declare them).
enum OptionSetKind: String, CaseIterable, Sendable {
    case action = "UNNotificationActionOptions"
    case category = "UNNotificationCategoryOptions"
    case authorization = "UNAuthorizationOptions"

    /// Member names by bit.
    var members: [String] {
        switch self {
        case .action: ["authenticationRequired", "destructive", "foreground"]
        case .category: ["customDismissAction", "allowInCarPlay", "hiddenPreviewsShowTitle", "hiddenPreviewsShowSubtitle", "allowAnnouncement"]
        case .authorization: ["badge", "sound", "alert", "carPlay", "criticalAlert", "providesAppNotificationSettings", "provisional",
                              "announcement", "timeSensitive"]
        }
    }

    /// `UNAuthorizationOptions` members Apple deprecated in iOS 15, with what `import` says about them.
    static let deprecatedAuthorization = [
        "announcement": "deprecated in iOS 15; recorded as written",
        "timeSensitive": "deprecated in iOS 15 (time-sensitive delivery needs the entitlement); recorded as written",
    ]

    /// The member names of `rawValue`, or nil when it sets a bit no member has.
    func members(rawValue: Int) -> [String]? {
        guard rawValue >= 0, rawValue >> members.count == 0 else { return nil }
        return members.indices.filter { rawValue & (1 << $0) != 0 }.map { members[$0] }
    }

    /// `names` in Apple's order, without repeats.
    func ordered(_ names: Set<String>) -> [String] { members.filter(names.contains) }
}
