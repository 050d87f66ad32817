import Testing
@testable import NotiCore

// The Focus, Focus filter, communication and filtering rows of the presentation table (docs/rules/focus.md#focus-modes,
// docs/rules/focus.md#focus-filters, docs/rules/focus.md#communication-notifications, docs/rules/focus.md#ringtone-sounds,
// docs/rules/focus.md#filtering-entitlement).

private let chatApp = "jp.example.chat"
private let tanaka = CommunicationPerson(name: "Tanaka Yui", handle: "@yui")

private func allowedEverything() -> AppNotificationSettings {
    var settings = AppNotificationSettings()
    settings.authorizationStatus = .authorized
    settings.granted = [.alert, .sound, .badge]
    return settings
}

private func message(level: InterruptionLevel = .active, criteria: String? = nil, from sender: CommunicationPerson? = nil,
                     donated: Bool = true) -> NotificationContent {
    var content = NotificationContent(title: "Chat", body: "お疲れさまです")
    content.sound = .default
    content.interruptionLevel = level
    content.filterCriteria = criteria
    content.communication = sender.map { CommunicationIntent(sender: $0, donated: donated) }
    return content
}

private func call(sound: NotificationSound = .default) -> NotificationContent {
    var content = message(from: tanaka)
    content.communication?.kind = .call
    content.sound = sound
    return content
}

private func ringtoneMessage() -> NotificationContent {
    var content = message(from: tanaka)
    content.sound = .ringtone
    return content
}

private let work = FocusMode(name: "Work", allowedApps: ["com.example.mail"], timeSensitiveAllowed: true,
                             filters: [chatApp: try! StringPredicate(#"filterCriteria IN {"work", "urgent"}"#, subject: "filterCriteria")])
private let sleep = FocusMode(name: "Sleep", allowedPeople: ["@yui"], timeSensitiveAllowed: false)
private let personal = FocusMode(name: "Personal", allowedApps: [chatApp], silence: .whenLocked)

/// The device's state and the iOS version it runs.
private typealias Device = (state: DeviceState, os: OSProfile)

private func device(_ focus: FocusMode?, locked: Bool = false, ios: Int = 18) -> Device {
    var state = DeviceState(isLocked: locked)
    state.focus = focus
    return (state, OSProfile(majorVersion: ios))
}

private func row(_ rule: String, _ content: NotificationContent, entitlements: Entitlements = [.timeSensitive, .communication],
                 device: Device, app: String = chatApp, emptied: Bool = false, _ expect: PresentationCase.Expected) -> PresentationCase {
    var input = PresentationInput(content: content, settings: allowedEverything(), entitlements: entitlements, device: device.state, os: device.os)
    input.bundleID = app
    input.serviceExtensionEmptiedContent = emptied
    return PresentationCase(rule: rule, input: input, expect: expect)
}

private let shown = PresentationCase.Expected(banner: true, list: true, sound: true)
private let silenced = PresentationCase.Expected(list: true)
private let through = PresentationCase.Expected(banner: true, list: true, sound: true, breaksThroughFocus: true)

let focusPresentationTable: [PresentationCase] = [
    // Focus modes (iOS 15)
    row("Work Focus silences an app it does not allow", message(), device: device(work), app: "com.example.news", silenced),
    row("Work Focus lets an allowed app through", message(), device: device(work), app: "com.example.mail", through),
    row("time-sensitive breaks through a Focus that allows time-sensitive notifications",
        message(level: .timeSensitive), device: device(work), app: "com.example.news",
        .init(banner: true, list: true, sound: true, breaksThroughFocus: true, level: .timeSensitive)),
    row("time-sensitive is silenced by a Focus that does not allow it", message(level: .timeSensitive), device: device(sleep),
        .init(list: true, level: .timeSensitive)),
    row("a Focus that silences only while locked lets everything through while unlocked",
        message(), device: device(FocusMode(name: "Reading", silence: .whenLocked)), shown),
    row("a Focus that silences only while locked silences on the locked device",
        message(), device: device(FocusMode(name: "Reading", silence: .whenLocked), locked: true), .init(list: true, lockScreen: true)),
    row("an allowed app breaks through a Focus on the locked device", message(), device: device(personal, locked: true),
        .init(list: true, lockScreen: true, sound: true, breaksThroughFocus: true)),
    // Focus filters (iOS 16)
    row("Focus filter: filterCriteria that matches the app's filter follows the Focus's other rules",
        message(level: .timeSensitive, criteria: "work"), device: device(work),
        .init(banner: true, list: true, sound: true, breaksThroughFocus: true, level: .timeSensitive)),
    row("Focus filter: filterCriteria that does not match is silenced even when time-sensitive",
        message(level: .timeSensitive, criteria: "family"), device: device(work), .init(list: true, level: .timeSensitive)),
    row("Focus filter: no filterCriteria does not match an IN filter", message(level: .timeSensitive), device: device(work),
        .init(list: true, level: .timeSensitive)),
    row("Focus filter: iOS 15 has none, so a mismatching time-sensitive notification breaks through",
        message(level: .timeSensitive, criteria: "family"), device: device(work, ios: 15),
        .init(banner: true, list: true, sound: true, breaksThroughFocus: true, level: .timeSensitive)),
    row("Focus filter: a filter of another Focus does not apply", message(criteria: "family"), device: device(personal, locked: true),
        .init(list: true, lockScreen: true, sound: true, breaksThroughFocus: true)),
    // Communication notifications (iOS 15)
    row("communication notification with the entitlement and a donated intent", message(from: tanaka), device: device(nil),
        .init(banner: true, list: true, sound: true, communication: true)),
    row("communication notification from an allowed person breaks through Sleep", message(from: tanaka), device: device(sleep, locked: true),
        .init(list: true, lockScreen: true, sound: true, breaksThroughFocus: true, communication: true)),
    row("communication notification from a person Sleep does not allow is silenced",
        message(from: CommunicationPerson(name: "Sato Ken", handle: "@ken")), device: device(sleep, locked: true),
        .init(list: true, lockScreen: true, communication: true)),
    row("a call from an allowed person rings for 30 s", call(), device: device(sleep),
        .init(banner: true, list: true, sound: true, breaksThroughFocus: true, communication: true, ringingSeconds: 30)),
    row("a call silenced by Focus does not ring", call(), device: device(work), .init(list: true, communication: true)),
    row("a call without the communication entitlement is an ordinary notification and does not ring", call(), entitlements: [],
        device: device(nil), shown),
    // Ringtone sounds (iOS 15.2)
    row("a call's communication notification plays the ringtone while it rings for 30 s", call(sound: .ringtone), device: device(nil),
        .init(banner: true, list: true, sound: true, communication: true, ringingSeconds: 30, ringtone: true)),
    row("a message asking for the ringtone plays the default sound", ringtoneMessage(), device: device(nil),
        .init(banner: true, list: true, sound: true, communication: true)),
    row("a call without the communication entitlement asking for the ringtone plays the default sound", call(sound: .ringtone),
        entitlements: [], device: device(nil), shown),
    row("iOS 14: a call asking for the ringtone plays the default sound", call(sound: .ringtone), device: device(nil, ios: 14), shown),
    row("an allowed person's name matches as well as the handle", message(from: CommunicationPerson(name: "Tanaka Yui", handle: "+81 90 0000 0000")),
        device: device(FocusMode(name: "Sleep", allowedPeople: ["Tanaka Yui"])), .init(banner: true, list: true, sound: true, breaksThroughFocus: true, communication: true)),
    row("without the communication entitlement: an ordinary notification, and an allowed person does not break through",
        message(from: tanaka), entitlements: [], device: device(sleep), silenced),
    row("an intent that was not donated: an ordinary notification", message(from: tanaka, donated: false), device: device(sleep), silenced),
    row("an ordinary notification from the same app is silenced by Sleep", message(), device: device(sleep), silenced),
    // iOS 14 and before
    row("iOS 14: a named Focus acts as Do Not Disturb, allowed apps do not break through", message(), device: device(personal, locked: true, ios: 14),
        .init(list: true, lockScreen: true)),
    row("iOS 14: an intent changes nothing and allowed people do not break through", message(from: tanaka), device: device(sleep, ios: 14), silenced),
    row("iOS 14: Do Not Disturb set to silence while locked lets everything through while unlocked",
        message(), device: device(FocusMode(name: "Do Not Disturb", silence: .whenLocked), ios: 14), shown),
    // Filtering entitlement (iOS 13.3)
    row("filtering entitlement: empty content from the service extension suppresses the notification",
        message(), entitlements: .filtering, device: device(nil), emptied: true, .init(delivered: false)),
    row("no filtering entitlement: empty content from the service extension shows the original",
        message(), entitlements: [], device: device(nil), emptied: true, shown),
    row("filtering entitlement: content with text from the service extension is shown", message(), entitlements: .filtering, device: device(nil), shown),
]

@Suite("Ringtone sounds")
struct RingtoneSoundTests {
    @Test("the reasons say why a ringtone falls back to the default sound")
    func fallbackReasons() {
        func reasons(_ content: NotificationContent, ios: Int) -> [String] {
            let device = device(nil, ios: ios)
            var input = PresentationInput(content: content, settings: allowedEverything(), entitlements: .communication, device: device.state, os: device.os)
            input.bundleID = chatApp
            return decidePresentation(input).reasons
        }
        #expect(!reasons(call(sound: .ringtone), ios: 18).contains { $0.contains("ringtone") })
        #expect(reasons(ringtoneMessage(), ios: 18).contains("the ringtone is only for a call's communication notification: the default sound plays"))
        #expect(reasons(call(sound: .ringtone), ios: 14).contains("no ringtone sounds before iOS 15.2: the default sound plays"))
    }
}

@Suite("Focus filter predicates")
struct FocusFilterPredicateTests {
    @Test("==, !=, IN, AND and OR compare filterCriteria as NSPredicate does")
    func predicates() throws {
        #expect(try StringPredicate(#"filterCriteria == "work""#, subject: "filterCriteria").matches("work"))
        #expect(try !StringPredicate(#"filterCriteria == "work""#, subject: "filterCriteria").matches("Work"))
        #expect(try StringPredicate("SELF != 'spam'", subject: "filterCriteria").matches(nil))
        #expect(try StringPredicate(#"SELF IN {"a", "b"}"#, subject: "filterCriteria").matches("b"))
        #expect(try !StringPredicate(#"SELF IN {"a", "b"}"#, subject: "filterCriteria").matches(nil))
        let both = try StringPredicate(#"filterCriteria != "x" AND filterCriteria != "y" OR SELF == "y""#, subject: "filterCriteria")
        #expect(both.matches("z") && both.matches("y") && !both.matches("x"))
    }

    @Test("BEGINSWITH, ENDSWITH, CONTAINS, TRUEPREDICATE and FALSEPREDICATE, case-sensitive as NSPredicate without [c]")
    func stringOperators() throws {
        #expect(try StringPredicate("SELF BEGINSWITH 'chat-'", subject: "targetContentIdentifier").matches("chat-42"))
        #expect(try !StringPredicate("SELF BEGINSWITH 'chat-'", subject: "targetContentIdentifier").matches("Chat-42"))
        #expect(try StringPredicate("SELF ENDSWITH '.pdf' OR SELF CONTAINS 'doc'", subject: "x").matches("a-doc-1"))
        #expect(try !StringPredicate("SELF CONTAINS 'doc'", subject: "x").matches(nil))
        #expect(try StringPredicate("TRUEPREDICATE", subject: "x").matches(nil))
        #expect(try !StringPredicate("FALSEPREDICATE", subject: "x").matches("anything"))
    }

    @Test("a predicate that does not parse says what was expected", arguments: [
        ("", "the predicate is empty"), ("filterCriteria", "expected ==, !=, IN, BEGINSWITH, ENDSWITH or CONTAINS after filterCriteria"),
        ("title == 'x'", "expected filterCriteria or SELF, got title"), ("SELF == work", "expected a quoted string, got work"),
        ("SELF == 'x", "a string opened with ' is never closed"), ("SELF == 'x' XOR SELF == 'y'", "expected AND or OR, got XOR"),
        ("SELF IN 'x'", "expected { after IN"),
    ])
    func badPredicates(_ source: String, _ reason: String) {
        #expect(throws: StringPredicateError(reason)) { try StringPredicate(source, subject: "filterCriteria") }
    }

    @Test("initials of a sender without an image")
    func initials() {
        #expect(CommunicationPerson(name: "Tanaka Yui").initials == "TY")
        #expect(CommunicationPerson(name: "ゆい").initials == "ゆ")
        #expect(CommunicationPerson(name: "").initials == "")
    }
}
