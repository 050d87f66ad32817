@testable import NotiCore

/// The same situation on a device with Scheduled Summary (iOS 15+) or without (iOS ≤ 14).
private func input(_ content: NotificationContent, _ settings: AppNotificationSettings, entitlements: Entitlements = [],
                   foreground: PresentationOptions? = nil, device: DeviceState = DeviceState(), os: OSProfile = .latest,
                   summaryAvailable: Bool = true) -> PresentationInput {
    var input = PresentationInput(content: content, settings: settings, entitlements: entitlements,
                                  appInForeground: foreground != nil, willPresent: foreground, device: device, os: os)
    input.scheduledSummaryAvailable = summaryAvailable
    return input
}

/// An authorized app whose Scheduled Summary switch is on.
private func summarised(_ change: (inout AppNotificationSettings) -> Void = { _ in }) -> AppNotificationSettings {
    authorized { $0.scheduledSummary = true; change(&$0) }
}

private let legacy = OSProfile(majorVersion: 14)

/// A push of only a sound and a badge, no alert text.
private let soundAndBadgeOnly: NotificationContent = {
    var content = NotificationContent()
    content.sound = .default
    content.badge = 2
    return content
}()

/// A message whose service extension updated it from a donated (or not donated) `INSendMessageIntent`.
private func communication(donated: Bool) -> NotificationContent {
    var message = content()
    message.communication = CommunicationIntent(sender: CommunicationPerson(name: "Tanaka Yui", handle: "@yui"), donated: donated)
    return message
}

/// Rows for Scheduled Summary, the ring/silent switch and ephemeral authorization
/// (docs/rules/summary.md#scheduled-summary, docs/rules/summary.md#ringer-switch, docs/rules/summary.md#ephemeral-authorization).
let summaryPresentationTable: [PresentationCase] = [
    PresentationCase(rule: "Scheduled Summary: an active notification of a summarised app is held silently, its badge still set",
                     input: input(content(), summarised()),
                     expect: .init(badge: 3, held: true)),
    PresentationCase(rule: "Scheduled Summary: a passive notification of a summarised app is held",
                     input: input(content(level: .passive), summarised()),
                     expect: .init(badge: 3, level: .passive, held: true)),
    PresentationCase(rule: "Scheduled Summary: an allowed time-sensitive notification goes through at once",
                     input: input(content(level: .timeSensitive), summarised(), entitlements: .timeSensitive),
                     expect: .init(banner: true, list: true, sound: true, badge: 3, level: .timeSensitive)),
    PresentationCase(rule: "Scheduled Summary: time-sensitive without the entitlement is held as active",
                     input: input(content(level: .timeSensitive), summarised()),
                     expect: .init(badge: 3, held: true)),
    PresentationCase(rule: "Scheduled Summary: time-sensitive turned off for the app is held as active",
                     input: input(content(level: .timeSensitive), summarised { $0.timeSensitive = false }, entitlements: .timeSensitive),
                     expect: .init(badge: 3, held: true)),
    PresentationCase(rule: "Scheduled Summary: a critical alert goes through at once",
                     input: input(content(level: .critical, sound: critical), summarised { $0.granted.insert(.criticalAlert); $0.criticalAlerts = true },
                                  entitlements: .criticalAlerts),
                     expect: .init(banner: true, list: true, sound: true, criticalSound: true, badge: 3, level: .critical)),
    PresentationCase(rule: "Scheduled Summary: time-sensitive under Focus goes through and breaks through Focus",
                     input: input(content(level: .timeSensitive), summarised(), entitlements: .timeSensitive, device: focus),
                     expect: .init(banner: true, list: true, sound: true, badge: 3, breaksThroughFocus: true, level: .timeSensitive)),
    PresentationCase(rule: "Scheduled Summary: under Focus an active notification is still held, not just silenced",
                     input: input(content(), summarised(), device: focus),
                     expect: .init(badge: 3, held: true)),
    PresentationCase(rule: "Scheduled Summary: on a locked device a held notification is not on the lock screen",
                     input: input(content(), summarised(), device: DeviceState(isLocked: true)),
                     expect: .init(badge: 3, held: true)),
    PresentationCase(rule: "Scheduled Summary: with badges off a held notification leaves the badge",
                     input: input(content(), summarised { $0.badges = false }),
                     expect: .init(held: true)),
    PresentationCase(rule: "Scheduled Summary: an app in the foreground answers willPresent, nothing is held",
                     input: input(content(), summarised(), foreground: [.banner, .sound]),
                     expect: .init(banner: true, sound: true)),
    PresentationCase(rule: "Scheduled Summary: provisional delivery stays quiet in the centre, not held",
                     input: input(content(), summarised { $0.authorizationStatus = .provisional }),
                     expect: .init(list: true, quiet: true)),
    PresentationCase(rule: "Scheduled Summary: a push with no alert text has nothing to summarise: its sound and badge apply at once",
                     input: input(soundAndBadgeOnly, summarised()),
                     expect: .init(sound: true, badge: 2)),
    PresentationCase(rule: "Scheduled Summary: a communication notification from a person goes through at once",
                     input: input(communication(donated: true), summarised(), entitlements: .communication),
                     expect: .init(banner: true, list: true, sound: true, badge: 3, communication: true)),
    PresentationCase(rule: "Scheduled Summary: without the communication entitlement a message is held like any notification",
                     input: input(communication(donated: true), summarised()),
                     expect: .init(badge: 3, held: true)),
    PresentationCase(rule: "Scheduled Summary: an app not in the summary is delivered at once",
                     input: input(content(), authorized()),
                     expect: .init(banner: true, list: true, sound: true, badge: 3)),
    PresentationCase(rule: "iOS 14 and earlier: no Scheduled Summary, a summarised app's notification is delivered at once",
                     input: input(content(level: .passive), summarised(), os: legacy, summaryAvailable: false),
                     expect: .init(banner: true, list: true, sound: true, badge: 3)),
    PresentationCase(rule: "ringer muted: a time-sensitive notification shows without sound",
                     input: input(content(level: .timeSensitive), authorized(), entitlements: .timeSensitive, device: DeviceState(ringerMuted: true)),
                     expect: .init(banner: true, list: true, badge: 3, level: .timeSensitive)),
    PresentationCase(rule: "ringer muted: a critical alert still sounds",
                     input: input(content(level: .critical, sound: critical), criticalSettings, entitlements: .criticalAlerts,
                                  device: DeviceState(ringerMuted: true)),
                     expect: .init(banner: true, list: true, sound: true, criticalSound: true, badge: 3, level: .critical)),
    PresentationCase(rule: "ringer muted: a held summary notification stays silent",
                     input: input(content(), summarised(), device: DeviceState(ringerMuted: true)),
                     expect: .init(badge: 3, held: true)),
    PresentationCase(rule: "ephemeral authorization (App Clip within 8 hours of launch) delivers as authorized",
                     input: input(content(), authorized { $0.authorizationStatus = .ephemeral }),
                     expect: .init(banner: true, list: true, sound: true, badge: 3)),
    PresentationCase(rule: "a payload badge of 0 clears the badge",
                     input: input(content(badge: 0), authorized()),
                     expect: .init(banner: true, list: true, sound: true, badge: 0)),
]
