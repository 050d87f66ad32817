import Foundation

extension NotificationSystem {
    /// `requestAuthorization(options:)`: only the first request prompts; `provisional` never prompts; critical alerts
    /// are granted only with the entitlement (docs/rules/authorization.md#authorization-and-settings). Returns whether anything was
    /// granted, as the completion does.
    package mutating func requestAuthorization(_ bundleID: String, options: AuthorizationOptions) -> (granted: Bool, events: [CenterEvent]) {
        guard let record = apps[bundleID] else { return (false, []) }
        let settings = record.settings
        let answered = (!settings.granted.isEmpty && settings.authorizationStatus != .denied,
                        [CenterEvent.authorizationAnswered(bundleID: bundleID, status: settings.authorizationStatus, granted: settings.granted)])
        if settings.authorizationStatus != .notDetermined && settings.authorizationStatus != .provisional { return answered }
        if options.contains(.provisional) && settings.authorizationStatus == .notDetermined {
            let event = settle(bundleID, status: .provisional, granted: grantable(options, for: record))
            return (!apps[bundleID]!.settings.granted.isEmpty, [event])
        }
        if record.hasPrompted { return answered }
        switch record.app.firstPromptAnswer {
        case .preset(let answer):
            return (answer != .deny, answerPrompt(bundleID, options: options, answer: answer, by: .workspace))
        case .unset where !someoneAnswersPrompts:
            return (true, answerPrompt(bundleID, options: options, answer: .allow, by: .nobodyToAsk))
        case .user, .unset:
            guard !permissionPrompts.contains(where: { $0.bundleID == bundleID }) else { return (false, []) }
            let prompt = PermissionPrompt(bundleID: bundleID, options: options, offersSummary: offersScheduledSummary)
            permissionPrompts.append(prompt)
            return (false, [.authorizationPromptShown(prompt)])
        }
    }

    /// What iOS can grant of `options` to `record`: the announcement and time-sensitive options are no grants, and
    /// critical alerts need the entitlement.
    private func grantable(_ options: AuthorizationOptions, for record: AppRecord) -> AuthorizationOptions {
        var requested = options.subtracting([.announcement, .timeSensitive, .provisional])
        if !record.app.entitlements.contains(.criticalAlerts) { requested.remove(.criticalAlert) }
        return requested
    }

    /// Records the app's authorization and what was granted, with the switches that follow from it; the event saying so.
    private mutating func settle(_ bundleID: String, status: AuthorizationStatus, granted: AuthorizationOptions) -> CenterEvent {
        apps[bundleID]!.settings.authorizationStatus = status
        apps[bundleID]!.settings.granted = granted
        apps[bundleID]!.settings.criticalAlerts = granted.contains(.criticalAlert)
        apps[bundleID]!.settings.sounds = granted.contains(.sound)
        apps[bundleID]!.settings.badges = granted.contains(.badge)
        return .authorizationAnswered(bundleID: bundleID, status: status, granted: granted)
    }

    /// Whether a prompt now offers Scheduled Summary: iOS 15+ with the summary on for some app (the user uses it).
    private var offersScheduledSummary: Bool {
        os.supportsScheduledSummary && apps.values.contains { $0.settings.scheduledSummary }
    }

    /// The user's answer to the permission prompt on screen (the oldest waiting); nothing when none waits.
    package mutating func answerPermissionPrompt(_ answer: PermissionAnswer) -> [CenterEvent] {
        guard !permissionPrompts.isEmpty else { return [] }
        let prompt = permissionPrompts.removeFirst()
        let offered: PermissionAnswer = answer == .summary && !prompt.offersSummary ? .allow : answer
        return answerPrompt(prompt.bundleID, options: prompt.options, answer: offered, by: .user)
    }

    /// Settles the first prompt of `bundleID` with `answer`, given by the workspace's preset or the user.
    private mutating func answerPrompt(_ bundleID: String, options: AuthorizationOptions, answer: PermissionAnswer,
                                       by answerer: PermissionAnswerer) -> [CenterEvent] {
        guard let record = apps[bundleID] else { return [] }
        let allowed = answer != .deny
        apps[bundleID]!.hasPrompted = true
        if answer == .summary && os.supportsScheduledSummary { apps[bundleID]!.settings.scheduledSummary = true }
        let answered = settle(bundleID, status: allowed ? .authorized : .denied, granted: allowed ? grantable(options, for: record) : [])
        return [.authorizationPrompted(bundleID: bundleID, options: options, answer: answer, by: answerer), answered]
    }

    /// The provisional "Keep…" choice: deliver prominently (authorized) or keep delivering quietly.
    package mutating func keepProvisional(_ bundleID: String, prominently: Bool) -> [CenterEvent] {
        guard let record = apps[bundleID], record.settings.authorizationStatus == .provisional else { return [] }
        guard prominently else { return [] }
        apps[bundleID]!.settings.authorizationStatus = .authorized
        apps[bundleID]!.settings.granted.formUnion([.alert, .sound, .badge])
        apps[bundleID]!.settings.sounds = true
        apps[bundleID]!.settings.badges = true
        let granted = apps[bundleID]!.settings.granted
        return [.authorizationAnswered(bundleID: bundleID, status: .authorized, granted: granted)]
    }

    /// The provisional "Turn Off…" choice: notifications for the app are turned off.
    package mutating func turnOffNotifications(_ bundleID: String) -> [CenterEvent] {
        guard apps[bundleID] != nil else { return [] }
        apps[bundleID]!.settings.authorizationStatus = .denied
        apps[bundleID]!.settings.allowNotifications = false
        return [.authorizationAnswered(bundleID: bundleID, status: .denied, granted: apps[bundleID]!.settings.granted)]
    }

    /// How long an App Clip's ephemeral authorization lasts after each launch.
    package static let ephemeralAuthorizationSeconds: Double = 8 * 3600

    /// An App Clip launches: unless the user answered a prompt, it may deliver for 8 hours from `now`
    /// (docs/rules/summary.md#ephemeral-authorization).
    package mutating func launchAppClip(_ bundleID: String, now: Date) -> [CenterEvent] {
        guard let record = apps[bundleID], record.app.isAppClip else { return [] }
        apps[bundleID]!.ephemeralUntil = now + Self.ephemeralAuthorizationSeconds
        guard [.notDetermined, .ephemeral].contains(record.settings.authorizationStatus) else { return [] }
        apps[bundleID]!.settings.authorizationStatus = .ephemeral
        apps[bundleID]!.settings.granted = [.alert, .sound, .badge]
        return [.authorizationAnswered(bundleID: bundleID, status: .ephemeral, granted: [.alert, .sound, .badge])]
    }

    /// Forgets the user's answer (`auth reset`): authorization is not determined again and the next request prompts,
    /// the app's other settings stay as the user left them (docs/rules/summary.md#authorization-reset).
    package mutating func resetAuthorization(_ bundleID: String) -> [CenterEvent] {
        guard apps[bundleID] != nil else { return [] }
        apps[bundleID]!.settings.authorizationStatus = .notDetermined
        apps[bundleID]!.settings.granted = []
        apps[bundleID]!.hasPrompted = false
        return [.authorizationAnswered(bundleID: bundleID, status: .notDetermined, granted: [])]
    }
}
