/// A permission prompt iOS shows for an app's first `requestAuthorization`, waiting for the user's answer.
/// docs/rules/authorization.md#the-permission-prompt.
package struct PermissionPrompt: Sendable, Hashable {
    package var bundleID: String
    /// What the app asked for.
    package var options: AuthorizationOptions
    /// iOS 15+ with Scheduled Summary in use: the prompt offers delivering in the summary.
    package var offersSummary: Bool

    package init(bundleID: String, options: AuthorizationOptions, offersSummary: Bool) {
        self.bundleID = bundleID; self.options = options; self.offersSummary = offersSummary
    }

    /// The prompt's title, with the app's name in curly quotes as iOS writes it.
    package static func title(appName: String) -> String { "“\(appName)” Would Like to Send You Notifications" }
    /// The prompt's message.
    package static let message = "Notifications may include alerts, sounds, and icon badges. These can be configured in Settings."

    /// The buttons, in order, with the answer each gives.
    package var buttons: [(title: String, answer: PermissionAnswer)] {
        offersSummary
            ? [("Allow Immediate Notifications", .allow), ("Add to Scheduled Summary", .summary), ("Don’t Allow", .deny)]
            : [("Don’t Allow", .deny), ("Allow", .allow)]
    }
}

/// How the user answers a permission prompt.
package enum PermissionAnswer: String, Sendable, Hashable, CaseIterable {
    case allow, deny
    /// Allow, delivered in the Scheduled Summary (iOS 15+).
    case summary
}

/// Who answered a permission prompt: the workspace's preset answer, the user at the prompt, or nobody: a run with no
/// one at the keys (`notisim serve`, `notisim run`) allows an app whose workspace gives no answer.
package enum PermissionAnswerer: Sendable, Hashable {
    case workspace, user, nobodyToAsk
}

/// Who answers an app's first permission prompt (the workspace's `authorization.answer`).
/// docs/rules/authorization.md#the-permission-prompt.
package enum FirstPromptAnswer: Sendable, Hashable {
    /// The workspace answers for the user.
    case preset(PermissionAnswer)
    /// `ask`: the prompt waits for the user's keys or a script's `answer`.
    case user
    /// No answer given: the user answers when someone is at the keys (the terminal UI); a run with no one there allows.
    case unset
}
