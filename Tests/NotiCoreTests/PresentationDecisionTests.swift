import Testing
@testable import NotiCore

/// One row of the presentation table: a situation and what iOS shows.
struct PresentationCase: CustomTestStringConvertible, Sendable {
    var rule: String
    var input: PresentationInput
    var expect: Expected

    struct Expected: Sendable {
        var delivered = true
        var banner = false
        var persistent = false
        var list = false
        var lockScreen = false
        var sound = false
        var criticalSound = false
        var badge: Int? = nil
        var breaksThroughFocus = false
        var quiet = false
        var level: InterruptionLevel = .active
        var communication = false
        var ringingSeconds: Double? = nil
        /// The sound that plays is the ringtone (docs/rules/focus.md#ringtone-sounds).
        var ringtone = false
        /// Held silently for the next Scheduled Summary.
        var held = false
    }

    var testDescription: String { rule }
}

func authorized(_ change: (inout AppNotificationSettings) -> Void = { _ in }) -> AppNotificationSettings {
    var settings = AppNotificationSettings()
    settings.authorizationStatus = .authorized
    settings.granted = [.alert, .sound, .badge]
    change(&settings)
    return settings
}

func content(level: InterruptionLevel = .active, sound: NotificationSound? = .default, badge: Int? = 3) -> NotificationContent {
    var content = NotificationContent(title: "Hello", body: "Good Evening!")
    content.interruptionLevel = level
    content.sound = sound
    content.badge = badge
    return content
}

/// A notification with no title, subtitle or body: a push of only a sound and/or a badge.
private func noText(sound: NotificationSound? = nil, badge: Int? = nil, level: InterruptionLevel = .active) -> NotificationContent {
    var content = NotificationContent()
    content.sound = sound
    content.badge = badge
    content.interruptionLevel = level
    return content
}

let focus = DeviceState(focusActive: true)
let critical = NotificationSound.critical(name: "warning-sound.aiff", volume: 1.0)
let criticalSettings = authorized { $0.granted.insert(.criticalAlert); $0.criticalAlerts = true }

let presentationTable: [PresentationCase] = [
    PresentationCase(rule: "authorization not determined: nothing is delivered",
                     input: PresentationInput(content: content(), settings: AppNotificationSettings()),
                     expect: .init(delivered: false)),
    PresentationCase(rule: "authorization denied: nothing is delivered",
                     input: PresentationInput(content: content(), settings: authorized { $0.authorizationStatus = .denied }),
                     expect: .init(delivered: false)),
    PresentationCase(rule: "notifications turned off in settings: nothing is delivered",
                     input: PresentationInput(content: content(), settings: authorized { $0.allowNotifications = false }),
                     expect: .init(delivered: false)),
    PresentationCase(rule: "background app, everything allowed: banner, list, sound and badge",
                     input: PresentationInput(content: content(), settings: authorized()),
                     expect: .init(banner: true, list: true, sound: true, badge: 3)),
    PresentationCase(rule: "alert style none: no banner, still listed",
                     input: PresentationInput(content: content(), settings: authorized { $0.alertStyle = .none }),
                     expect: .init(list: true, sound: true, badge: 3)),
    PresentationCase(rule: "alert style persistent: the banner stays until handled",
                     input: PresentationInput(content: content(), settings: authorized { $0.alertStyle = .persistent }),
                     expect: .init(banner: true, persistent: true, list: true, sound: true, badge: 3)),
    PresentationCase(rule: "banners off: no banner",
                     input: PresentationInput(content: content(), settings: authorized { $0.banners = false }),
                     expect: .init(list: true, sound: true, badge: 3)),
    PresentationCase(rule: "notification centre off: not listed",
                     input: PresentationInput(content: content(), settings: authorized { $0.notificationCenter = false }),
                     expect: .init(banner: true, sound: true, badge: 3)),
    PresentationCase(rule: "sounds off: silent",
                     input: PresentationInput(content: content(), settings: authorized { $0.sounds = false }),
                     expect: .init(banner: true, list: true, badge: 3)),
    PresentationCase(rule: "badges off: badge unchanged",
                     input: PresentationInput(content: content(), settings: authorized { $0.badges = false }),
                     expect: .init(banner: true, list: true, sound: true)),
    PresentationCase(rule: "no sound in the content: silent",
                     input: PresentationInput(content: content(sound: nil), settings: authorized()),
                     expect: .init(banner: true, list: true, badge: 3)),
    PresentationCase(rule: "alert not granted: no banner and no list, sound still plays",
                     input: PresentationInput(content: content(), settings: authorized { $0.granted = [.sound] }),
                     expect: .init(sound: true)),
    PresentationCase(rule: "ringer muted: no sound",
                     input: PresentationInput(content: content(), settings: authorized(), device: DeviceState(ringerMuted: true)),
                     expect: .init(banner: true, list: true, badge: 3)),
    PresentationCase(rule: "locked device: shown once, on the lock screen, with no banner",
                     input: PresentationInput(content: content(), settings: authorized(), device: DeviceState(isLocked: true)),
                     expect: .init(list: true, lockScreen: true, sound: true, badge: 3)),
    PresentationCase(rule: "locked device with lock screen off: not on the lock screen and no banner, only in the centre",
                     input: PresentationInput(content: content(), settings: authorized { $0.lockScreen = false }, device: DeviceState(isLocked: true)),
                     expect: .init(list: true, sound: true, badge: 3)),
    PresentationCase(rule: "locked device: a critical alert is on the lock screen, not a banner",
                     input: PresentationInput(content: content(level: .critical, sound: critical), settings: criticalSettings, entitlements: .criticalAlerts,
                                              device: DeviceState(isLocked: true)),
                     expect: .init(list: true, lockScreen: true, sound: true, criticalSound: true, badge: 3, level: .critical)),
    PresentationCase(rule: "no alert text, badge only: the badge changes, nothing is shown or listed",
                     input: PresentationInput(content: noText(badge: 3), settings: authorized()),
                     expect: .init(badge: 3)),
    PresentationCase(rule: "no alert text, sound only: the sound plays, nothing is shown or listed",
                     input: PresentationInput(content: noText(sound: .default), settings: authorized()),
                     expect: .init(sound: true)),
    PresentationCase(rule: "no alert text on a locked device: not on the lock screen",
                     input: PresentationInput(content: noText(sound: .default, badge: 1), settings: authorized(), device: DeviceState(isLocked: true)),
                     expect: .init(sound: true, badge: 1)),
    PresentationCase(rule: "no alert text in the foreground: willPresent's banner and list show nothing",
                     input: PresentationInput(content: noText(sound: .default, badge: 2), settings: authorized(), appInForeground: true,
                                              willPresent: [.banner, .list, .sound, .badge]),
                     expect: .init(sound: true, badge: 2)),
    PresentationCase(rule: "no alert text, critical: only the critical sound",
                     input: PresentationInput(content: noText(sound: critical, level: .critical), settings: criticalSettings, entitlements: .criticalAlerts),
                     expect: .init(sound: true, criticalSound: true, level: .critical)),
    PresentationCase(rule: "provisional: quiet delivery to Notification Centre only",
                     input: PresentationInput(content: content(), settings: authorized { $0.authorizationStatus = .provisional }),
                     expect: .init(list: true, quiet: true)),
    PresentationCase(rule: "foreground app without willPresent: nothing shown",
                     input: PresentationInput(content: content(), settings: authorized(), appInForeground: true, willPresent: nil),
                     expect: .init(delivered: false)),
    PresentationCase(rule: "foreground app answering banner and sound: banner and sound, not listed",
                     input: PresentationInput(content: content(), settings: authorized(), appInForeground: true, willPresent: [.banner, .sound]),
                     expect: .init(banner: true, sound: true)),
    PresentationCase(rule: "foreground app answering list: listed only",
                     input: PresentationInput(content: content(), settings: authorized(), appInForeground: true, willPresent: [.list]),
                     expect: .init(list: true)),
    PresentationCase(rule: "foreground app answering the deprecated alert: banner and list",
                     input: PresentationInput(content: content(), settings: authorized(), appInForeground: true, willPresent: [.alert, .badge]),
                     expect: .init(banner: true, list: true, badge: 3)),
    PresentationCase(rule: "passive: listed only, no sound, no light-up",
                     input: PresentationInput(content: content(level: .passive), settings: authorized()),
                     expect: .init(list: true, badge: 3, level: .passive)),
    PresentationCase(rule: "Focus silences an active notification",
                     input: PresentationInput(content: content(), settings: authorized(), device: focus),
                     expect: .init(list: true, badge: 3)),
    PresentationCase(rule: "time-sensitive with the entitlement breaks through Focus",
                     input: PresentationInput(content: content(level: .timeSensitive), settings: authorized(), entitlements: .timeSensitive, device: focus),
                     expect: .init(banner: true, list: true, sound: true, badge: 3, breaksThroughFocus: true, level: .timeSensitive)),
    PresentationCase(rule: "time-sensitive without the entitlement is silenced by Focus",
                     input: PresentationInput(content: content(level: .timeSensitive), settings: authorized(), device: focus),
                     expect: .init(list: true, badge: 3)),
    PresentationCase(rule: "time-sensitive turned off for the app is silenced by Focus",
                     input: PresentationInput(content: content(level: .timeSensitive), settings: authorized { $0.timeSensitive = false }, entitlements: .timeSensitive, device: focus),
                     expect: .init(list: true, badge: 3)),
    PresentationCase(rule: "critical with entitlement and permission ignores Focus and the mute switch",
                     input: PresentationInput(content: content(level: .critical, sound: critical), settings: criticalSettings, entitlements: .criticalAlerts,
                                              device: DeviceState(focusActive: true, ringerMuted: true)),
                     expect: .init(banner: true, list: true, sound: true, criticalSound: true, badge: 3, breaksThroughFocus: true, level: .critical)),
    PresentationCase(rule: "critical sound alone makes a critical alert",
                     input: PresentationInput(content: content(sound: critical), settings: criticalSettings, entitlements: .criticalAlerts, device: focus),
                     expect: .init(banner: true, list: true, sound: true, criticalSound: true, badge: 3, breaksThroughFocus: true, level: .critical)),
    PresentationCase(rule: "critical without the entitlement is delivered as active and silenced by Focus",
                     input: PresentationInput(content: content(level: .critical, sound: critical), settings: criticalSettings, device: focus),
                     expect: .init(list: true, badge: 3)),
    PresentationCase(rule: "critical without the user's permission is delivered as active",
                     input: PresentationInput(content: content(level: .critical, sound: critical), settings: authorized(), entitlements: .criticalAlerts),
                     expect: .init(banner: true, list: true, sound: true, badge: 3)),
    PresentationCase(rule: "before iOS 15 interruption levels act as active",
                     input: PresentationInput(content: content(level: .passive), settings: authorized(), os: OSProfile(majorVersion: 14)),
                     expect: .init(banner: true, list: true, sound: true, badge: 3)),
    PresentationCase(rule: "before iOS 15 a time-sensitive notification is silenced by Focus",
                     input: PresentationInput(content: content(level: .timeSensitive), settings: authorized(), entitlements: .timeSensitive,
                                              device: DeviceState(focusActive: true), os: OSProfile(majorVersion: 14)),
                     expect: .init(list: true, badge: 3)),
    PresentationCase(rule: "a negative badge clears it",
                     input: PresentationInput(content: content(badge: -4), settings: authorized()),
                     expect: .init(banner: true, list: true, sound: true, badge: 0)),
]

// docs/rules/presentation.md#how-one-delivery-is-presented, docs/rules/focus.md#focus-and-interruption-levels, docs/rules/authorization.md#app-delegate,
// docs/rules/focus.md#focus-modes, docs/rules/focus.md#focus-filters, docs/rules/focus.md#communication-notifications, docs/rules/focus.md#filtering-entitlement
@Suite("Presentation decision")
struct PresentationDecisionTests {
    @Test("each situation of the rule book is presented as iOS does", arguments: presentationTable + focusPresentationTable + summaryPresentationTable)
    func table(_ row: PresentationCase) {
        let result = decidePresentation(row.input)
        let e = row.expect
        #expect(result.delivered == e.delivered, "delivered")
        guard e.delivered else { return }
        #expect(result.banner == e.banner, "banner")
        #expect(result.bannerPersistent == e.persistent, "persistent")
        #expect(result.list == e.list, "list")
        #expect(result.lockScreen == e.lockScreen, "lock screen")
        #expect((result.sound != nil) == e.sound, "sound")
        #expect((result.sound?.critical ?? false) == e.criticalSound, "critical sound")
        #expect(result.badge == e.badge, "badge")
        #expect(result.brokeThroughFocus == e.breaksThroughFocus, "breaks through Focus")
        #expect(result.quiet == e.quiet, "quiet")
        #expect(result.effectiveLevel == e.level, "level")
        #expect(result.communication == e.communication, "communication")
        #expect(result.ringingSeconds == e.ringingSeconds, "ringing")
        #expect((result.sound?.ringtone ?? false) == e.ringtone, "ringtone")
        #expect(result.heldForSummary == e.held, "held for Scheduled Summary")
        #expect(!result.reasons.isEmpty || (e.banner && e.list), "a non-default outcome says why")
    }

    @Test("a critical alert plays at the volume the payload gives, clamped to 0–1")
    func criticalVolume() {
        var input = PresentationInput(content: content(level: .critical, sound: .critical(name: nil, volume: 3)),
                                      settings: criticalSettings, entitlements: .criticalAlerts)
        #expect(decidePresentation(input).sound?.volume == 1)
        input.content.sound = .critical(name: "warning-sound.aiff", volume: 0.25)
        #expect(decidePresentation(input).sound == SoundPlayback(name: "warning-sound.aiff", critical: true, volume: 0.25))
    }
}
