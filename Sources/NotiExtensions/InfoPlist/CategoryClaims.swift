import NotiCore

/// One content extension's claim on categories, as routing sees it.
public struct CategoryClaim: Sendable, Hashable {
    /// The extension's bundle identifier.
    public var extensionBundleID: String
    /// The containing app's bundle identifier.
    public var appBundleID: String
    /// `UNNotificationExtensionCategory`.
    public var categories: [String]

    public init(extensionBundleID: String, appBundleID: String, categories: [String]) {
        self.extensionBundleID = extensionBundleID; self.appBundleID = appBundleID; self.categories = categories
    }
}

/// Rules across the content extensions of an app: one category, one extension (docs/rules.md#routing).
public enum CategoryClaimRules {
    /// An error for every category that two extensions of the same app claim (iOS's choice is then undefined).
    /// Diagnostics carry the category as their path.
    public static func conflicts(_ claims: [CategoryClaim]) -> [Diagnostic] {
        var owner: [String: CategoryClaim] = [:]
        var diagnostics: [Diagnostic] = []
        for claim in claims {
            for category in claim.categories {
                let key = claim.appBundleID + "\u{0}" + category
                if let first = owner[key], first.extensionBundleID != claim.extensionBundleID {
                    diagnostics.append(.error(category, "category \"\(category)\" is claimed by two content extensions, \(first.extensionBundleID) and \(claim.extensionBundleID); iOS would pick either"))
                } else if owner[key] == nil {
                    owner[key] = claim
                }
            }
        }
        return diagnostics
    }

    /// A warning for every claimed category the app never registers: no notification of it can carry the app's actions.
    public static func unregistered(_ claim: CategoryClaim, registered: Set<String>) -> [Diagnostic] {
        claim.categories.filter { !registered.contains($0) }.map {
            .warning($0, "\(claim.extensionBundleID) claims category \"\($0)\", which \(claim.appBundleID) never registers")
        }
    }
}
