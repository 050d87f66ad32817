import Foundation
import NotiCore

extension AppModel {
    /// Launches every app of the workspace as iOS would on first run: it asks for authorization, registers its
    /// categories and schedules its launch requests (the demo's "Hello" in 5 s, the alarms). `only` limits it to
    /// some apps (those new in a reloaded workspace).
    mutating func launchApps(only: Set<String>? = nil) -> [AppEffect] {
        var effects: [AppEffect] = []
        for bundleID in appIDs where only?.contains(bundleID) ?? true {
            guard let record = system.app(bundleID) else { continue }
            if let overrides = workspace.initialSettings[bundleID] {
                effects += apply(system.updateSettings(bundleID) { settings in
                    let status = settings.authorizationStatus, granted = settings.granted
                    settings = overrides
                    settings.authorizationStatus = status
                    settings.granted = granted
                })
            }
            effects += apply(system.launchAppClip(bundleID, now: now))
            if system.app(bundleID)?.settings.authorizationStatus == .notDetermined {
                effects += apply(system.requestAuthorization(bundleID, options: record.app.requestedAuthorization).events)
            }
            effects += apply(system.setCategories(bundleID, record.app.categories(contentExtensionsSupported: extensions.contentExtensionsSupported)))
            for request in workspace.launchRequests[bundleID] ?? [] {
                effects += schedule(request, bundleID: bundleID)
            }
        }
        return effects
    }

    /// A message for the one-line notice: paths inside the workspace written relative to it, as the user typed them
    /// on the `:` line, so the reason after them stays on the screen.
    func workspaceRelative(_ message: String) -> String {
        message.replacingOccurrences(of: workspace.root.standardizedFileURL.path + "/", with: "")
    }

    /// Adds a request for an app, logging a refusal as iOS's completion handler would report it.
    mutating func schedule(_ request: NotificationRequest, bundleID: String) -> [AppEffect] {
        var events: [CenterEvent] = []
        if system.app(bundleID)?.app.delegate.removesPendingBeforeAdd == true {
            events += system.removePending(bundleID, identifiers: [request.identifier])
        }
        do {
            events += try system.add(request, bundleID: bundleID, now: now)
            return apply(events)
        } catch {
            var effects = apply(events)
            note(.error, "add \"\(request.identifier)\" failed: \(error.description)", app: bundleID, notification: request.identifier)
            notice = workspaceRelative("add \"\(request.identifier)\" failed: \(error.description)")
            effects.append(.stateChanged)
            return effects
        }
    }

    /// Delivers a loaded push: a Live Activity push to the activity its destination picks (within the app's update
    /// budget unless it was `budgeted` already), anything else as a notification.
    mutating func receive(_ push: LoadedPush, budgeted: Bool = false) -> [AppEffect] {
        if let request = push.liveActivity {
            if !budgeted, let throttled = throttleLiveActivityUpdate(push) { return throttled }
            return receiveLiveActivity(request, bundleID: push.bundleID, pushToken: push.destination.pushToken,
                                       channelID: push.destination.channelID, toPushToStartToken: push.destination.isPushToStartToken)
        }
        return receivePush(push.content, bundleID: push.bundleID, identifier: push.identifier, delivery: push.delivery,
                           mutableContent: push.mutableContent)
    }

    /// Delivers a decoded push to an app through the same path as local notifications. A `mutable-content` push
    /// goes through the app's service extension first when iOS would run it.
    mutating func receivePush(_ content: NotificationContent, bundleID: String, identifier: String,
                                     delivery: PushDelivery, mutableContent: Bool = false) -> [AppEffect] {
        let content = resolvingAvatar(content)
        if let effects = startServiceExtension(content, bundleID: bundleID, identifier: identifier,
                                               mutableContent: mutableContent, delivery: delivery) {
            return effects
        }
        return apply(system.receivePush(content, identifier: identifier, bundleID: bundleID, delivery: delivery, now: now))
    }

    /// The content with a communication sender's relative image path made absolute against the workspace folder, as
    /// payloads and service extensions write it (docs/rules/focus.md#communication-notifications).
    func resolvingAvatar(_ content: NotificationContent) -> NotificationContent {
        guard let image = content.communication?.sender.imagePath, !image.hasPrefix("/") else { return content }
        var resolved = content
        resolved.communication?.sender.imagePath = workspace.root.appendingPathComponent(image).standardizedFileURL.path
        return resolved
    }
}
