import Foundation

extension NotificationSystem {
    /// The user opened the notification: it leaves the centre, the app opens and its delegate gets the default action.
    /// A locked device asks to unlock first and nothing else happens.
    package mutating func openNotification(_ bundleID: String, identifier: String, now: Date) -> [CenterEvent] {
        guard let notification = delivered(bundleID, identifier) else { return [] }
        if device.needsUnlock(toRespondWith: nil) {
            return [.unlockRequired(bundleID: bundleID, identifier: identifier, actionIdentifier: ResponseIdentifier.defaultAction,
                                    actionTitle: NotificationAction.defaultActionTitle)]
        }
        var events = removeDelivered(bundleID, identifiers: [identifier])
        events += openApp(for: notification)
        events.append(.didReceiveResponse(bundleID: bundleID, identifier: notification.id,
                                          actionIdentifier: ResponseIdentifier.defaultAction, userText: nil))
        return events
    }

    /// Opens the app for `notification`: to the foreground, in the scene its `targetContentIdentifier` picks when the
    /// app has scenes (docs/rules/actions.md#the-scene-a-notification-opens).
    private mutating func openApp(for notification: DeliveredNotification) -> [CenterEvent] {
        let bundleID = notification.bundleID
        var events = setForeground(bundleID, true) + [.appOpened(bundleID: bundleID)]
        let target = notification.content.targetContentIdentifier
        if let choice = SceneChoice(targetContentIdentifier: target, scenes: apps[bundleID]?.app.scenes ?? []) {
            events.append(.sceneChosen(bundleID: bundleID, identifier: notification.id, targetContentIdentifier: target, choice: choice))
        }
        return events
    }

    /// An explicit dismiss (swipe or X): the notification leaves the centre; the delegate hears of it only when the
    /// category has `customDismissAction`.
    package mutating func dismissNotification(_ bundleID: String, identifier: String, now: Date) -> [CenterEvent] {
        guard let notification = delivered(bundleID, identifier) else { return [] }
        var events = removeDelivered(bundleID, identifiers: [identifier])
        let category = apps[bundleID]?.category(notification.content.categoryIdentifier)
        if category?.options.contains(.customDismissAction) == true {
            events.append(.didReceiveResponse(bundleID: bundleID, identifier: identifier,
                                              actionIdentifier: ResponseIdentifier.dismissAction, userText: nil))
        }
        return events
    }

    /// The actions the category of a delivered notification offers (empty when its category is not registered).
    package func actions(for notification: DeliveredNotification) -> [NotificationAction] {
        apps[notification.bundleID]?.category(notification.content.categoryIdentifier)?.actions ?? []
    }

    /// The user chose an action: on a locked device, authentication-required and foreground actions wait for an
    /// unlock; otherwise the notification is dismissed, the delegate's `didReceive(response)` is called, foreground
    /// actions open the app, and the app's described behaviour (e.g. snooze) runs.
    package mutating func performAction(_ action: NotificationAction, on bundleID: String, identifier: String,
                                       userText: String? = nil, now: Date) -> [CenterEvent] {
        guard let notification = delivered(bundleID, identifier) else { return [] }
        if device.needsUnlock(toRespondWith: action) {
            return [.unlockRequired(bundleID: bundleID, identifier: identifier, actionIdentifier: action.identifier, actionTitle: action.title)]
        }
        var events = removeDelivered(bundleID, identifiers: [identifier])
        events += forwardResponse(NotificationResponse(notification: notification, actionIdentifier: action.identifier,
                                                       userText: action.textInput == nil ? nil : (userText ?? "")),
                                  opensApp: action.options.contains(.foreground), now: now)
        return events
    }

    /// Hands a response to the app delegate and runs what the app does with it. Used directly when a content
    /// extension answers `dismissAndForwardAction`.
    package mutating func forwardResponse(_ response: NotificationResponse, opensApp: Bool, now: Date) -> [CenterEvent] {
        let bundleID = response.notification.bundleID
        guard let record = apps[bundleID] else { return [] }
        var events: [CenterEvent] = []
        if opensApp { events += openApp(for: response.notification) }
        events.append(.didReceiveResponse(bundleID: bundleID, identifier: response.notification.id,
                                          actionIdentifier: response.actionIdentifier, userText: response.userText))
        switch record.app.delegate.actionEffects[response.actionIdentifier] ?? .none {
        case .none:
            break
        case .openApp where !opensApp:
            events += openApp(for: response.notification)
        case .openApp:
            break
        case .reschedule(let seconds):
            var request = response.notification.request
            request.trigger = .timeInterval(seconds: seconds, repeats: false)
            do { events += try add(request, bundleID: bundleID, now: now) } catch {
                events.append(.notDelivered(bundleID: bundleID, identifier: request.identifier, reason: error.description))
            }
        }
        return events
    }

    /// The delivered notification with this identifier.
    package func delivered(_ bundleID: String, _ identifier: String) -> DeliveredNotification? {
        apps[bundleID]?.delivered.notification(identifier: identifier)
    }
}
