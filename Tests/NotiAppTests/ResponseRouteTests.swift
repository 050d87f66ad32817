import NotiCore
@testable import NotiApp
@testable import NotiAppCore
import NotiExtensions
import Testing

/// Every rule of where a response goes, as one table: docs/architecture.md#one-response-route.
@Suite("Response routing")
struct ResponseRouteTests {
    private static let background = NotificationAction(identifier: "LIKE", title: "Like")
    private static let foreground = NotificationAction(identifier: "OPEN", title: "Open", options: [.foreground])
    private static let destructive = NotificationAction(identifier: "DELETE", title: "Delete", options: [.destructive])
    private static let authenticated = NotificationAction(identifier: "UNFOLLOW", title: "Unfollow", options: [.authenticationRequired, .destructive])
    private static let reply = NotificationAction(identifier: "REPLY", title: "Reply",
                                                  textInput: NotificationAction.TextInput(buttonTitle: "Send", placeholder: "Message"))

    struct Row: Sendable, CustomTestStringConvertible {
        var rule: String
        var choice: ResponseChoice
        var receiver: ResponseReceiver
        var locked: Bool
        var route: ResponseRoute
        var testDescription: String { rule }
    }

    static let rows: [Row] = [
        Row(rule: "opening (the default action) tells the app and opens it", choice: .open, receiver: .app, locked: false,
            route: .dismiss(tellsApp: true, opensApp: true)),
        Row(rule: "opening on a locked device asks to unlock first", choice: .open, receiver: .app, locked: true, route: .askToUnlock),
        Row(rule: "opening never goes to the content extension", choice: .open, receiver: .extensionResponding, locked: false,
            route: .dismiss(tellsApp: true, opensApp: true)),
        Row(rule: "a background action dismisses and tells the app without opening it", choice: .action(background, userText: nil),
            receiver: .app, locked: false, route: .dismiss(tellsApp: true, opensApp: false)),
        Row(rule: "a foreground action dismisses, tells the app and opens it", choice: .action(foreground, userText: nil),
            receiver: .app, locked: false, route: .dismiss(tellsApp: true, opensApp: true)),
        Row(rule: "a destructive action is routed as a background one", choice: .action(destructive, userText: nil),
            receiver: .app, locked: false, route: .dismiss(tellsApp: true, opensApp: false)),
        Row(rule: "a background action runs on a locked device", choice: .action(background, userText: nil),
            receiver: .app, locked: true, route: .dismiss(tellsApp: true, opensApp: false)),
        Row(rule: "a foreground action on a locked device asks to unlock first", choice: .action(foreground, userText: nil),
            receiver: .app, locked: true, route: .askToUnlock),
        Row(rule: "an authentication-required action on a locked device asks to unlock first",
            choice: .action(authenticated, userText: nil), receiver: .app, locked: true, route: .askToUnlock),
        Row(rule: "an authentication-required action asks to unlock before the content extension hears it",
            choice: .action(authenticated, userText: nil), receiver: .extensionResponding, locked: true, route: .askToUnlock),
        Row(rule: "an authentication-required action runs unlocked", choice: .action(authenticated, userText: nil),
            receiver: .app, locked: false, route: .dismiss(tellsApp: true, opensApp: false)),
        Row(rule: "a text input action opens the field first", choice: .action(reply, userText: nil), receiver: .app, locked: false,
            route: .askForText),
        Row(rule: "a text input action opens the field first even on a locked device", choice: .action(reply, userText: nil),
            receiver: .app, locked: true, route: .askForText),
        Row(rule: "sent text goes to the app", choice: .action(reply, userText: "hi"), receiver: .app, locked: false,
            route: .dismiss(tellsApp: true, opensApp: false)),
        Row(rule: "sent text goes to an extension with the response method", choice: .action(reply, userText: "hi"),
            receiver: .extensionResponding, locked: false, route: .toExtension),
        Row(rule: "an extension with the response method gets every action", choice: .action(foreground, userText: nil),
            receiver: .extensionResponding, locked: false, route: .toExtension),
        Row(rule: "an action chosen while the extension loads waits for it", choice: .action(background, userText: nil),
            receiver: .extensionLoading, locked: false, route: .holdUntilLoaded),
        Row(rule: "doNotDismiss keeps the view and tells no one", choice: .action(background, userText: nil),
            receiver: .extensionAnswered(.doNotDismiss), locked: false, route: .keepView),
        Row(rule: "dismiss closes the view and the app is not told", choice: .action(foreground, userText: nil),
            receiver: .extensionAnswered(.dismiss), locked: false, route: .dismiss(tellsApp: false, opensApp: false)),
        Row(rule: "dismissAndForwardAction closes the view and the app hears the action", choice: .action(background, userText: nil),
            receiver: .extensionAnswered(.dismissAndForwardAction), locked: false, route: .dismiss(tellsApp: true, opensApp: false)),
        Row(rule: "dismissAndForwardAction of a foreground action opens the app", choice: .action(foreground, userText: nil),
            receiver: .extensionAnswered(.dismissAndForwardAction), locked: false, route: .dismiss(tellsApp: true, opensApp: true)),
    ]

    @Test("One route decides where each response goes: default action, background / foreground / destructive / authenticationRequired, text input, the extension's three answers", arguments: rows)
    func oneRouteDecidesWhereEachResponseGoes(_ row: Row) {
        #expect(ResponseRoute.route(row.choice, receiver: row.receiver, device: DeviceState(isLocked: row.locked)) == row.route, "\(row.rule)")
    }

    @Test("The core and the route cannot disagree on unlocking: NotificationSystem asks to unlock exactly where the route does", arguments: rows)
    func coreAndRouteAgreeOnUnlocking(_ row: Row) throws {
        let harness = try ExtensionHarness()
        harness.push("glucose-critical.apns")
        let delivered = try #require(harness.model.system.app("com.example.health")?.delivered.first)
        var system = harness.model.system
        system.device.isLocked = row.locked
        let route = ResponseRoute.route(row.choice, receiver: row.receiver, device: system.device)
        guard route != .askForText else { return }
        let events: [CenterEvent]
        switch row.choice {
        case .open:
            events = system.openNotification(delivered.bundleID, identifier: delivered.id, now: DemoScript.start)
        case let .action(action, userText):
            events = system.performAction(action, on: delivered.bundleID, identifier: delivered.id, userText: userText, now: DemoScript.start)
        }
        let coreAsksToUnlock = events.contains { if case .unlockRequired = $0 { true } else { false } }
        #expect(coreAsksToUnlock == (route == .askToUnlock), "\(row.rule): the core says \(events)")
    }
}
