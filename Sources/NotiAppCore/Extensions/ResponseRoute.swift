import NotiCore
import NotiExtensions

/// What the user did with a notification, as the response routing sees it.
package enum ResponseChoice: Sendable, Hashable {
    /// Opened it (the default action).
    case open
    /// Chose an action; `userText` is the text typed for a text input action, nil while none was typed.
    case action(NotificationAction, userText: String?)
}

/// Who receives a response in the expanded view: the app delegate, or the content extension before or after it answers.
package enum ResponseReceiver: Sendable, Hashable {
    /// No content extension, or one without the response method.
    case app
    /// A content extension still loading: whether it implements the response method is not known yet.
    case extensionLoading
    /// A content extension that implements `didReceive(response, completion)`.
    case extensionResponding
    /// The content extension answered with its completion option.
    case extensionAnswered(ContentExtensionResponseOption)
}

/// Where a response goes and what it leaves behind (docs/architecture.md#one-response-route).
package enum ResponseRoute: Sendable, Hashable {
    /// The text field opens first; the response goes once the text is sent.
    case askForText
    /// The device must be unlocked first; the prompt names the action and carries it out afterwards.
    case askToUnlock
    /// To the content extension's response method; its answer is routed again.
    case toExtension
    /// Held until the content extension has loaded, then routed again (to the app if it fails).
    case holdUntilLoaded
    /// The view stays open and may update itself; nothing else happens (`doNotDismiss`).
    case keepView
    /// The view closes and the notification is removed; `tellsApp`: the app delegate's `didReceive(response)` hears
    /// it; `opensApp`: the app comes to the foreground.
    case dismiss(tellsApp: Bool, opensApp: Bool)
}

extension ResponseRoute {
    /// The one decision of where a response goes, from the rule book's sections on it
    /// (docs/rules/content-extensions.md#calls-and-answers, docs/rules/actions.md#categories-and-actions and
    /// docs/rules/actions.md#locked-device-actions-that-need-unlocking).
    package static func route(_ choice: ResponseChoice, receiver: ResponseReceiver, device: DeviceState) -> ResponseRoute {
        switch choice {
        case .open:
            return device.needsUnlock(toRespondWith: nil) ? .askToUnlock : .dismiss(tellsApp: true, opensApp: true)
        case let .action(action, userText):
            if action.textInput != nil && userText == nil { return .askForText }
            if device.needsUnlock(toRespondWith: action) { return .askToUnlock }
            let opensApp = action.options.contains(.foreground)
            switch receiver {
            case .app: return .dismiss(tellsApp: true, opensApp: opensApp)
            case .extensionLoading: return .holdUntilLoaded
            case .extensionResponding: return .toExtension
            case .extensionAnswered(.doNotDismiss): return .keepView
            case .extensionAnswered(.dismiss): return .dismiss(tellsApp: false, opensApp: false)
            case .extensionAnswered(.dismissAndForwardAction): return .dismiss(tellsApp: true, opensApp: opensApp)
            }
        }
    }
}
