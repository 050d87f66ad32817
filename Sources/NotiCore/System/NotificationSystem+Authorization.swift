import Foundation

extension NotificationSystem {
    /// `requestAuthorization(options:)`: only the first request prompts; `provisional` never prompts; critical alerts
    /// are granted only with the entitlement (docs/rules/authorization.md#authorization-and-settings). Returns whether anything was
    /// granted, as the completion does.
    package mutating func requestAuthorization(_ bundleID: String, options: AuthorizationOptions) -> (granted: Bool, events: [CenterEvent]) {
        guard let record = apps[bundleID] else { return (false, []) }
        var settings = record.settings
        if settings.authorizationStatus != .notDetermined && settings.authorizationStatus != .provisional {
            let granted = !settings.granted.isEmpty && settings.authorizationStatus != .denied
            return (granted, [.authorizationAnswered(bundleID: bundleID, status: settings.authorizationStatus, granted: settings.granted)])
        }
        var events: [CenterEvent] = []
        var requested = options.subtracting([.announcement, .timeSensitive])
        if !record.app.entitlements.contains(.criticalAlerts) { requested.remove(.criticalAlert) }
        if options.contains(.provisional) && settings.authorizationStatus == .notDetermined {
            settings.authorizationStatus = .provisional
            settings.granted = requested.subtracting(.provisional)
        } else if record.hasPrompted {
            return (!settings.granted.isEmpty, [.authorizationAnswered(bundleID: bundleID, status: settings.authorizationStatus, granted: settings.granted)])
        } else if record.app.asksUser {
            guard !permissionPrompts.contains(where: { $0.bundleID == bundleID }) else { return (false, []) }
            let prompt = PermissionPrompt(bundleID: bundleID, options: options, offersSummary: offersScheduledSummary)
            permissionPrompts.append(prompt)
            return (false, [.authorizationPromptShown(prompt)])
        } else {
            let answer: PermissionAnswer = record.app.userAllowsAuthorization ? (record.app.answersInScheduledSummary ? .summary : .allow) : .deny
            return (answer != .deny, answerPrompt(bundleID, options: options, answer: answer, by: .workspace))
        }
        settings.criticalAlerts = settings.granted.contains(.criticalAlert)
        settings.sounds = settings.granted.contains(.sound)
        settings.badges = settings.granted.contains(.badge)
        apps[bundleID]!.settings = settings
        events.append(.authorizationAnswered(bundleID: bundleID, status: settings.authorizationStatus, granted: settings.granted))
        return (!settings.granted.isEmpty && settings.authorizationStatus != .denied, events)
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
        var settings = record.settings
        var requested = options.subtracting([.announcement, .timeSensitive, .provisional])
        if !record.app.entitlements.contains(.criticalAlerts) { requested.remove(.criticalAlert) }
        let allowed = answer != .deny
        apps[bundleID]!.hasPrompted = true
        settings.authorizationStatus = allowed ? .authorized : .denied
        settings.granted = allowed ? requested : []
        if answer == .summary && os.supportsScheduledSummary { settings.scheduledSummary = true }
        settings.criticalAlerts = settings.granted.contains(.criticalAlert)
        settings.sounds = settings.granted.contains(.sound)
        settings.badges = settings.granted.contains(.badge)
        apps[bundleID]!.settings = settings
        return [.authorizationPrompted(bundleID: bundleID, options: options, answer: answer, by: answerer),
                .authorizationAnswered(bundleID: bundleID, status: settings.authorizationStatus, granted: settings.granted)]
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
