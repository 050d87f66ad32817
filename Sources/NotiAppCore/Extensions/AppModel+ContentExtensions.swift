import Foundation
import NotiCore
import NotiExtensions
import NotiLayout
import NotiTerminalPort
import NotiWorkspace

extension AppModel {
    /// The content extension iOS would load for a notification: the one of its app claiming its category, when
    /// content extensions are supported; nil = the default UI.
    package func contentExtensionRoute(for notification: DeliveredNotification) -> ExtensionDefinition? {
        let category = notification.content.categoryIdentifier
        guard extensions.contentExtensionsSupported, !category.isEmpty else { return nil }
        return workspace.contentExtension(for: category, in: notification.bundleID)
    }

    /// The actions the expanded view offers: the extension's replacement (iOS 12+) or the category's.
    var expandedVisibleActions: [NotificationAction] {
        guard let expanded, let notification = system.delivered(expanded.bundleID, expanded.identifier) else { return [] }
        let categoryActions = system.actions(for: notification)
        guard os.supportsDynamicActions, let replaced = expanded.contentExtension?.state.actionsOverride else { return categoryActions }
        return replaced
    }

    /// Whether the open extension's custom area can take keyboard focus (UserInteractionEnabled on iOS 12+).
    var customAreaTakesFocus: Bool {
        guard let open = expanded?.contentExtension, open.loaded else { return false }
        return os.supportsUserInteraction && (open.definition.attributes?.userInteractionEnabled ?? false)
    }

    /// Loads the routed extension for the notification just expanded.
    mutating func loadContentExtension(for notification: DeliveredNotification) -> [AppEffect] {
        guard var state = expanded, let definition = contentExtensionRoute(for: notification) else { return [] }
        let session = extensions.newSession()
        state.contentExtension = OpenContentExtension(session: session, definition: definition)
        expanded = state
        return [.extensionCall(.loadContent(session: session, definition, notification, visibleActions: system.actions(for: notification)))]
    }

    /// A notification of the open view's thread arrived: the view shows it and the extension hears `didReceive` again.
    mutating func redeliverToOpenExtension(_ notification: DeliveredNotification) -> AppEffect? {
        // Asked for every delivery: the common answer (no view open, or another app's) is found without copying the view.
        guard expanded?.contentExtension?.loaded == true, expanded?.bundleID == notification.bundleID,
              var state = expanded, let open = state.contentExtension,
              system.delivered(notification.bundleID, notification.id) != nil,
              let shown = system.delivered(state.bundleID, state.identifier) ?? (state.identifier == notification.id ? notification : nil),
              shown.content.threadIdentifier == notification.content.threadIdentifier,
              contentExtensionRoute(for: notification)?.bundleID == open.definition.bundleID else { return nil }
        state.identifier = notification.id
        expanded = state
        return .extensionCall(.contentDidReceive(session: open.session, notification, visibleActions: system.actions(for: notification)))
    }

    /// The chosen action goes to the open extension's response method (it implements it: ``ResponseRoute/toExtension``).
    mutating func sendResponseToExtension(_ action: NotificationAction, userText: String?) -> [AppEffect] {
        guard var state = expanded, let open = state.contentExtension,
              let notification = system.delivered(state.bundleID, state.identifier) else { return [] }
        state.textInput = nil
        state.selectedAction = nil
        expanded = state
        let response = NotificationResponse(notification: notification, actionIdentifier: action.identifier,
                                            userText: action.textInput == nil ? nil : (userText ?? ""))
        return [.extensionCall(.contentResponse(session: open.session, response, action: action))]
    }

    /// A key while the custom area has focus: Esc gives focus back; every other key goes to the extension, and Tab or
    /// Shift-Tab the extension does not use (no further control to focus) gives focus back when it answers
    /// (docs/rules/content-extensions.md#extension-code-against-the-uikit-subset).
    mutating func handleCustomAreaKey(_ key: Key) -> [AppEffect] {
        guard var state = expanded, var open = state.contentExtension else { return [] }
        switch key {
        case .escape:
            open.customAreaFocused = false
            state.contentExtension = open
            expanded = state
            return []
        default:
            notice = Self.customAreaNotice
            return [.extensionCall(.contentKey(session: open.session, key: key.name))]
        }
    }

    /// Gives the custom area keyboard focus.
    mutating func focusCustomArea() {
        guard customAreaTakesFocus, var state = expanded, var open = state.contentExtension else { return }
        open.customAreaFocused = true
        state.contentExtension = open
        state.selectedAction = nil
        expanded = state
        notice = Self.customAreaNotice
        note(.user, "focus custom area", app: state.bundleID, notification: state.identifier)
    }

    static let customAreaNotice = "custom area focused: keys go to the extension · Tab/Esc leave"

    /// The extension answered a call: its view updates, then its requests and completion option take effect.
    mutating func contentExtensionAnswered(_ call: ExtensionCall, _ update: ContentExtensionUpdate,
                                                   _ traits: ContentExtensionTraits) -> [AppEffect] {
        guard var state = expanded, var open = state.contentExtension, open.session == call.session else { noteLateAnswer(call); return [] }
        let before = open.state
        open.state = update.state
        if case let .contentKey(_, key) = call, [Key.tab.name, Key.backTab.name].contains(key), !update.handledKey { open.customAreaFocused = false }
        if case .loadContent = call {
            open.loaded = true
            open.respondsToResponses = traits.respondsToResponses
            open.followsClock = traits.followsClock
            open.loadedAt = now
        }
        if case .contentClock = call { open.clockCallOut = false }
        state.contentExtension = open
        expanded = state
        if let selected = state.selectedAction, selected >= expandedVisibleActions.count { expanded?.selectedAction = nil }
        let definition = open.definition
        // A storyboard drawn in place of the extension runs none of its code: the log must not say a call was answered.
        // The clock's answers are logged when they change more than the view, which a countdown redraws every second.
        let quietClockAnswer: Bool = {
            guard case .contentClock = call else { return false }
            return update.requests.isEmpty && Self.onlyViewChanged(before, update.state)
        }()
        if !quietClockAnswer {
            noteExtension(definition, traits.runsCode ? "\(call.logName) → " + Self.describe(update, before: before, call: call)
                          : "storyboard drawn as it is; none of \(definition.name)'s code runs", state)
        }
        if case .loadContent = call, let held = open.heldAction {
            expanded?.contentExtension?.heldAction = nil
            return perform(held.action, state.bundleID, state.identifier, userText: held.userText)
        }
        for request in update.requests {
            switch request {
            case .performDefaultAction:
                expanded = nil
                note(.user, "open \"\(state.identifier)\" (performNotificationDefaultAction)", app: state.bundleID, notification: state.identifier)
                return openNotification(state.bundleID, state.identifier)
            case .dismissExtension:
                expanded = nil
                return []
            }
        }
        guard case let .contentResponse(_, response, action) = call, let option = update.responseOption else { return [] }
        switch ResponseRoute.route(.action(action, userText: response.userText), receiver: .extensionAnswered(option), device: system.device) {
        case let .dismiss(tellsApp, opensApp):
            expanded = nil
            var events = system.removeDelivered(state.bundleID, identifiers: [response.notification.id])
            if tellsApp { events += system.forwardResponse(response, opensApp: opensApp, now: now) }
            return apply(events)
        case .keepView, .askForText, .askToUnlock, .toExtension, .holdUntilLoaded:
            return []
        }
    }

    /// Switches `supportsContentExtensions`; switching off shows an open view in the default UI at once. An app whose
    /// categories depend on it registers the other side's (docs/rules/xcode.md#categories-that-depend-on-supportscontentextensions).
    @discardableResult
    mutating func setContentExtensionsSupported(_ supported: Bool) -> [AppEffect] {
        extensions.update(.contentExtensionsSupported(supported))
        note(.user, "content extensions \(supported ? "on" : "off")")
        if !supported, expanded?.contentExtension != nil { expanded?.contentExtension = nil }
        var effects: [AppEffect] = []
        for bundleID in appIDs {
            guard let app = system.app(bundleID)?.app, app.categories.contains(where: { $0.whenContentExtensions != nil }) else { continue }
            effects += apply(system.setCategories(bundleID, app.categories(contentExtensionsSupported: supported)))
        }
        return effects
    }

    /// The extension failed: it is unloaded and the view falls back to the default UI, as iOS does.
    mutating func contentExtensionFailed(_ call: ExtensionCall, _ fault: ExtensionFault) -> [AppEffect] {
        guard var state = expanded, let open = state.contentExtension, open.session == call.session else { noteLateAnswer(call); return [] }
        state.contentExtension = nil
        expanded = state
        note(.error, "\(open.definition.name): \(call.logName) failed: \(fault.description); showing the default UI",
             app: state.bundleID, notification: state.identifier)
        guard let held = open.heldAction else { return [] }
        return perform(held.action, state.bundleID, state.identifier, userText: held.userText)
    }

    mutating func noteExtension(_ definition: ExtensionDefinition, _ text: String, _ state: ExpandedState) {
        note(.extension, "\(definition.name): \(text)", app: state.bundleID, notification: state.identifier)
    }

    /// "doNotDismiss; notificationActions = [Unlike, Comment]".
    static func describe(_ update: ContentExtensionUpdate, before: ContentExtensionState, call: ExtensionCall) -> String {
        var parts: [String] = []
        if let option = update.responseOption { parts.append(option.name) }
        if case .contentKey = call { parts.append(update.handledKey ? "handled" : "not handled") }
        let after = update.state
        if after.customView != before.customView { parts.append(after.customView == nil ? "view removed" : "view updated") }
        if after.title != before.title { parts.append("title \"\(after.title ?? "")\"") }
        if after.preferredHeightPoints != before.preferredHeightPoints {
            parts.append("preferredContentSize.height \(after.preferredHeightPoints.map { formatPoints($0) } ?? "unset")")
        }
        if after.actionsOverride != before.actionsOverride {
            parts.append("notificationActions = [\((after.actionsOverride ?? []).map(\.title).joined(separator: ", "))]")
        }
        if after.mediaPlaying != before.mediaPlaying { parts.append(after.mediaPlaying ? "mediaPlayingStarted()" : "mediaPlayingPaused()") }
        for request in update.requests {
            switch request {
            case .performDefaultAction: parts.append("performNotificationDefaultAction()")
            case .dismissExtension: parts.append("dismissNotificationContentExtension()")
            }
        }
        return parts.isEmpty ? "no change" : parts.joined(separator: "; ")
    }

    /// Whether two states differ at most in the view.
    private static func onlyViewChanged(_ before: ContentExtensionState, _ after: ContentExtensionState) -> Bool {
        var after = after
        after.customView = before.customView
        return after == before
    }

    private static func formatPoints(_ points: Double) -> String {
        points.rounded() == points ? "\(Int(points)) pt" : "\(points) pt"
    }
}
