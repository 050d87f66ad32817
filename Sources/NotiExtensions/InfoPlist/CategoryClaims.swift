import NotiCore

/// One content extension's claim on categories, as routing sees it.
package struct CategoryClaim: Sendable, Hashable {
    /// The extension's bundle identifier.
    package var extensionBundleID: String
    /// The containing app's bundle identifier.
    package var appBundleID: String
    /// `UNNotificationExtensionCategory`.
    package var categories: [String]

    package init(extensionBundleID: String, appBundleID: String, categories: [String]) {
        self.extensionBundleID = extensionBundleID; self.appBundleID = appBundleID; self.categories = categories
    }
}

/// Rules across the content extensions of an app: one category, one extension (docs/rules/content-extensions.md#routing).
package enum CategoryClaimRules {
    /// An error for every category that two extensions of the same app claim (iOS's choice is then undefined).
    /// Diagnostics carry the category as their path.
    package static func conflicts(_ claims: [CategoryClaim]) -> [Diagnostic] {
        conflictingClaims(claims).map { conflict(category: $0.category, claims[$0.first], claims[$0.second]) }
    }

    /// Each category claimed twice within one app, with the positions in `claims` of the first claim and of the later one.
    package static func conflictingClaims(_ claims: [CategoryClaim]) -> [(category: String, first: Int, second: Int)] {
        var owner: [String: Int] = [:]
        var found: [(category: String, first: Int, second: Int)] = []
        for (index, claim) in claims.enumerated() {
            for category in claim.categories {
                let key = claim.appBundleID + "\u{0}" + category
                if let first = owner[key] {
                    if claims[first].extensionBundleID != claim.extensionBundleID { found.append((category, first, index)) }
                } else {
                    owner[key] = index
                }
            }
        }
        return found
    }

    /// The error for `category` claimed by both `first` and `second`.
    package static func conflict(category: String, _ first: CategoryClaim, _ second: CategoryClaim) -> Diagnostic {
        .error(category, "category \"\(category)\" is claimed by two content extensions, \(first.extensionBundleID) and \(second.extensionBundleID); iOS would pick either")
    }

    /// A warning for every claimed category the app never registers: no notification of it can carry the app's actions.
    package static func unregistered(_ claim: CategoryClaim, registered: Set<String>) -> [Diagnostic] {
        claim.categories.filter { !registered.contains($0) }.map {
            .warning($0, "\(claim.extensionBundleID) claims category \"\($0)\", which \(claim.appBundleID) never registers")
        }
    }
}
