/// The state of the simulated device that matters to presentation.
package struct DeviceState: Sendable, Hashable, Codable {
    package var isLocked: Bool = false
    /// The Focus that is on, nil when none is (docs/rules/focus.md#focus-modes).
    package var focus: FocusMode?
    /// The ring/silent switch is on silent.
    package var ringerMuted: Bool = false
    /// The display: awake, or asleep and dark until an arrival lights it (docs/rules/live-activities.md#the-screen-lights-up).
    package var display = DisplayState()
    /// The device has no network (airplane mode): APNs holds its pushes until it is back
    /// (docs/rules/endpoint.md#a-device-that-is-offline).
    package var isOffline: Bool = false

    package init(isLocked: Bool = false, focusActive: Bool = false, ringerMuted: Bool = false) {
        self.isLocked = isLocked; self.focus = focusActive ? .doNotDisturb : nil; self.ringerMuted = ringerMuted
    }

    /// Whether a Focus (or Do Not Disturb) is on; turning it on picks Do Not Disturb.
    package var focusActive: Bool {
        get { focus != nil }
        set { focus = newValue ? (focus ?? .doNotDisturb) : nil }
    }

    private enum CodingKeys: String, CodingKey {
        case isLocked, focus, focusActive, ringerMuted, display, isOffline
    }

    /// Reads saved states of every version: a state saved before Focus modes has only `focusActive`; the OS version's
    /// facts an older state also holds are taken from the OS profile instead.
    package init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        isLocked = try c.decodeIfPresent(Bool.self, forKey: .isLocked) ?? false
        focus = try c.decodeIfPresent(FocusMode.self, forKey: .focus)
        if focus == nil, try c.decodeIfPresent(Bool.self, forKey: .focusActive) == true { focus = .doNotDisturb }
        ringerMuted = try c.decodeIfPresent(Bool.self, forKey: .ringerMuted) ?? false
        display = try c.decodeIfPresent(DisplayState.self, forKey: .display) ?? DisplayState()
        isOffline = try c.decodeIfPresent(Bool.self, forKey: .isOffline) ?? false
    }

    package func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(isLocked, forKey: .isLocked)
        try c.encodeIfPresent(focus, forKey: .focus)
        try c.encode(ringerMuted, forKey: .ringerMuted)
        try c.encode(display, forKey: .display)
        if isOffline { try c.encode(isOffline, forKey: .isOffline) }
    }
}

/// Everything the presentation decision looks at for one delivery.
package struct PresentationInput: Sendable, Hashable {
    package var content: NotificationContent
    package var settings: AppNotificationSettings
    package var entitlements: Entitlements
    package var appInForeground: Bool
    /// The delegate's `willPresent` answer; nil when it does not implement it. Only asked in the foreground.
    package var willPresent: PresentationOptions?
    package var device: DeviceState
    /// The iOS version's rules: interruption levels, Focus modes and filters.
    package var os: OSProfile
    /// The length in seconds of each named sound file the workspace has (`sounds/`), by file name: a longer one
    /// than iOS plays gives the default sound.
    package var namedSoundSeconds: [String: Double] = [:]
    /// The app the notification is for: Focus allows apps and applies their filters by bundle id.
    package var bundleID: String = ""
    /// The service extension handed back content with no alert text (docs/rules/focus.md#filtering-entitlement); `content`
    /// is then the original.
    package var serviceExtensionEmptiedContent: Bool = false
    /// The OS has Scheduled Summary (iOS 15+) and the device's summary applies (docs/rules/summary.md#scheduled-summary).
    package var scheduledSummaryAvailable = false
    /// An App Clip's ephemeral authorization has run out: 8 hours have passed since its last launch
    /// (docs/rules/summary.md#ephemeral-authorization).
    package var ephemeralExpired = false

    package init(content: NotificationContent, settings: AppNotificationSettings, entitlements: Entitlements = [],
                appInForeground: Bool = false, willPresent: PresentationOptions? = nil, device: DeviceState = DeviceState(),
                os: OSProfile = .latest) {
        self.content = content; self.settings = settings; self.entitlements = entitlements
        self.appInForeground = appInForeground; self.willPresent = willPresent; self.device = device; self.os = os
    }
}

/// The sound that plays with a delivery.
package struct SoundPlayback: Sendable, Hashable {
    /// nil = the system sound.
    package var name: String?
    package var critical: Bool
    /// 0...1; 1 unless a critical sound gives one.
    package var volume: Double
    /// The ringtone plays (a call's communication notification, docs/rules/focus.md#ringtone-sounds).
    package var ringtone = false
}

/// How one delivery is presented: the single answer the UI, the log and the sound indicator follow.
package struct Presentation: Sendable, Hashable {
    /// Whether the notification is delivered at all (kept in the delivered list).
    package var delivered: Bool = false
    /// A banner drops down.
    package var banner: Bool = false
    /// The banner stays until handled.
    package var bannerPersistent: Bool = false
    /// Listed in Notification Centre.
    package var list: Bool = false
    /// Shown on the lock screen.
    package var lockScreen: Bool = false
    /// The sound to play, nil for silence.
    package var sound: SoundPlayback?
    /// The new badge number, nil to leave it.
    package var badge: Int?
    /// The screen lights up: a sleeping display wakes for `DisplayState.litSeconds` (docs/rules/live-activities.md#the-screen-lights-up).
    package var lightsUpScreen: Bool = false
    /// It broke through Focus / Do Not Disturb.
    package var brokeThroughFocus: Bool = false
    /// Drawn as a communication notification: the sender's avatar and name (docs/rules/focus.md#communication-notifications).
    package var communication: Bool = false
    /// A call's banner rings this long instead of the usual banner time; nil for everything else.
    package var ringingSeconds: Double?
    /// Provisional quiet delivery: centre only, with Keep… / Turn Off….
    package var quiet: Bool = false
    /// Held silently for the next Scheduled Summary instead of being shown now (docs/rules/summary.md#scheduled-summary).
    package var heldForSummary: Bool = false
    /// The level that applied after entitlements and settings.
    package var effectiveLevel: InterruptionLevel = .active
    /// Why, in order, one short phrase each (for the event log).
    package var reasons: [String] = []

    package init() {}

    /// A short summary for the log, e.g. "banner+list+sound".
    package var summary: String {
        var text: [UInt8] = []
        appendSummary(to: &text)
        return String(decoding: text, as: UTF8.self)
    }

    /// Appends the summary's UTF-8 to `out`.
    func appendSummary(to out: inout [UInt8]) {
        guard delivered else { return out.append(literal: "not delivered") }
        let start = out.count
        func add(_ part: StaticString) {
            if out.count > start { out.append(UInt8(ascii: "+")) }
            out.append(literal: part)
        }
        func add(_ part: StaticString, _ number: Int, _ unit: StaticString = "") {
            add(part)
            out.append(decimal: number)
            out.append(literal: unit)
        }
        if heldForSummary { add("held for Scheduled Summary") }
        if banner { add(bannerPersistent ? "persistent banner" : "banner") }
        if list { add("list") }
        if lockScreen { add("lock screen") }
        if let sound { add(sound.critical ? "critical sound" : sound.ringtone ? "ringtone" : "sound") }
        if let badge { add("badge ", badge) }
        if quiet { add("quiet") }
        if brokeThroughFocus { add("breaks through Focus") }
        if communication { add("communication") }
        if let ringingSeconds { add("ringing ", Int(ringingSeconds), " s") }
        if out.count == start { out.append(literal: "silent") }
    }
}

/// Decides how a delivery is presented from settings, app state, the delegate's answer, the interruption level
/// and entitlements (docs/rules/presentation.md#how-one-delivery-is-presented).
package func decidePresentation(_ input: PresentationInput) -> Presentation {
    var result = Presentation()
    let settings = input.settings
    let content = input.content

    guard settings.allowNotifications else { result.reasons.append("notifications are off for the app"); return result }
    switch settings.authorizationStatus {
    case .notDetermined: result.reasons.append("authorization not determined"); return result
    case .denied: result.reasons.append("authorization denied"); return result
    case .ephemeral where input.ephemeralExpired:
        result.reasons.append("ephemeral authorization ended 8 hours after the App Clip's last launch"); return result
    case .authorized, .provisional, .ephemeral: break
    }
    if suppressedByFilteringExtension(input, reasons: &result.reasons) { return result }
    result.delivered = true
    let level = effectiveLevel(input, reasons: &result.reasons)
    result.effectiveLevel = level
    result.communication = isCommunicationNotification(input, reasons: &result.reasons)

    if settings.authorizationStatus == .provisional {
        result.quiet = true
        result.list = true
        result.reasons.append("provisional: delivered quietly to Notification Centre")
        return result
    }

    if holdsForSummary(input, level: level, communication: result.communication, reasons: &result.reasons) {
        result.heldForSummary = true
        if settings.granted.contains(.badge), settings.badges, let badge = content.badge { result.badge = max(0, badge) }
        return result
    }

    let granted = settings.granted
    let alertAllowed = granted.contains(.alert)
    let soundAllowed = granted.contains(.sound) && settings.sounds
    let badgeAllowed = granted.contains(.badge) && settings.badges

    var showBanner: Bool, showList: Bool, playSound: Bool, applyBadge: Bool
    if input.appInForeground {
        guard let options = input.willPresent else {
            result.reasons.append("app in foreground and willPresent not implemented: nothing shown")
            result.delivered = false
            return result
        }
        result.reasons.append("app in foreground: willPresent answered [\(optionNames(options))]")
        showBanner = options.contains(.banner) || options.contains(.alert)
        showList = options.contains(.list) || options.contains(.alert)
        playSound = options.contains(.sound)
        applyBadge = options.contains(.badge)
    } else {
        showBanner = settings.banners && settings.alertStyle != .none
        showList = settings.notificationCenter
        if !showBanner { result.reasons.append("banners off for the app") }
        if !showList { result.reasons.append("Notification Centre off for the app") }
        playSound = true
        applyBadge = true
    }
    showBanner = showBanner && alertAllowed
    showList = showList && alertAllowed
    if !alertAllowed { result.reasons.append("alerts not granted") }
    // docs/rules/endpoint.md#pushes-without-alert-text-and-push-types: a notification with no title, subtitle or body only plays its sound and sets its badge.
    let hasAlert = content.hasAlertText
    if !hasAlert {
        showBanner = false
        showList = false
        result.reasons.append("no alert text: sound and badge only, nothing shown or listed")
    }

    if level == .passive {
        showBanner = false
        playSound = false
        result.reasons.append("passive: list only, no sound, no light-up")
    }
    var silencedByFocus = false
    switch focusOutcome(input, level: level, communication: result.communication) {
    case .notApplicable(let reason):
        if let reason { result.reasons.append(reason) }
    case .silenced(let reason):
        silencedByFocus = true
        showBanner = false
        playSound = false
        result.reasons.append(reason)
    case .breaksThrough(let reason):
        result.brokeThroughFocus = true
        result.reasons.append(reason)
    }

    let alertsCritically = level == .critical && hasAlert
    if input.device.isLocked && !settings.lockScreen && level != .critical {
        result.reasons.append("lock screen off for the app")
    }
    result.lockScreen = input.device.isLocked && (settings.lockScreen || level == .critical) && (showList || showBanner || alertsCritically)
    // docs/rules/actions.md#locked-device-actions-that-need-unlocking: a locked device shows a notification once, in the lock screen's list; no banner drops down.
    let bannerWanted = showBanner || (alertsCritically && !input.appInForeground)
    if bannerWanted && input.device.isLocked { result.reasons.append("locked: on the lock screen instead of a banner") }
    result.banner = bannerWanted && !input.device.isLocked
    result.bannerPersistent = result.banner && settings.alertStyle == .persistent
    result.list = showList || alertsCritically

    if playSound, let sound = content.sound {
        let name = playableName(sound, input, reasons: &result.reasons)
        if level == .critical {
            result.sound = SoundPlayback(name: name, critical: true, volume: criticalVolume(sound))
            result.reasons.append("critical sound ignores the mute switch")
        } else if soundAllowed {
            if input.device.ringerMuted {
                result.reasons.append("ringer muted: no sound")
            } else {
                result.sound = SoundPlayback(name: name, critical: false, volume: 1)
            }
        } else {
            result.reasons.append("sounds not allowed")
        }
    }
    if applyBadge, badgeAllowed, let badge = content.badge { result.badge = max(0, badge) }
    result.lightsUpScreen = level != .passive && !silencedByFocus && (result.banner || result.lockScreen)
    result.ringingSeconds = callRingingSeconds(input, presentation: result)
    applyRingtone(input, to: &result)
    return result
}

/// The sound file that plays for `sound`: its own, unless it is known to be longer than iOS plays, when the default
/// (or default critical) sound plays instead and a reason says so (docs/rules/presentation.md#sounds-longer-than-30-seconds).
private func playableName(_ sound: NotificationSound, _ input: PresentationInput, reasons: inout [String]) -> String? {
    guard let name = sound.name, let seconds = input.namedSoundSeconds[name], seconds > NotificationSound.longestNamedSound else { return sound.name }
    reasons.append("sound \"\(name)\" is \((seconds * 10).rounded() / 10) s long, over 30 s: the default sound plays instead")
    return nil
}

/// Whether Scheduled Summary holds this delivery for the next summary time: a background app in the summary, a
/// passive or active notification with alert text; time-sensitive (when allowed) and critical ones go through at once
/// (docs/rules/summary.md#scheduled-summary).
private func holdsForSummary(_ input: PresentationInput, level: InterruptionLevel, communication: Bool,
                             reasons: inout [String]) -> Bool {
    guard input.scheduledSummaryAvailable, input.settings.scheduledSummary, !input.appInForeground,
          input.content.hasAlertText else { return false }
    if communication {
        reasons.append("communication notification from a person: delivered at once despite Scheduled Summary")
        return false
    }
    switch level {
    case .passive, .active:
        reasons.append("app in Scheduled Summary: \(level == .passive ? "passive" : "active") notification held for the next summary")
        return true
    case .timeSensitive, .critical:
        reasons.append("\(level == .critical ? "critical" : "time-sensitive"): delivered at once despite Scheduled Summary")
        return false
    }
}

/// The interruption level that applies once entitlements, permissions and the OS version are considered.
private func effectiveLevel(_ input: PresentationInput, reasons: inout [String]) -> InterruptionLevel {
    let content = input.content
    let wantsCritical = content.interruptionLevel == .critical || (content.sound?.isCritical ?? false)
    if wantsCritical {
        let entitled = input.entitlements.contains(.criticalAlerts)
        let permitted = input.settings.granted.contains(.criticalAlert) && input.settings.criticalAlerts
        if entitled && permitted && input.settings.authorizationStatus == .authorized { return .critical }
        reasons.append(entitled ? "critical alerts not permitted by the user: delivered as active"
                                : "no critical-alerts entitlement: delivered as active")
        return .active
    }
    guard input.os.supportsInterruptionLevels else {
        if content.interruptionLevel != .active { reasons.append("interruption levels need iOS 15: delivered as active") }
        return .active
    }
    if content.interruptionLevel == .timeSensitive {
        guard input.entitlements.contains(.timeSensitive) else {
            reasons.append("no time-sensitive entitlement: delivered as active")
            return .active
        }
        guard input.settings.timeSensitive else {
            reasons.append("time-sensitive notifications off for the app: delivered as active")
            return .active
        }
    }
    return content.interruptionLevel
}

private func criticalVolume(_ sound: NotificationSound) -> Double {
    if case .critical(_, let volume) = sound { return min(1, max(0, volume)) }
    return 1
}

private func optionNames(_ options: PresentationOptions) -> String {
    PresentationOptions.names.filter { options.contains($0.1) }.map(\.0).joined(separator: ", ")
}
