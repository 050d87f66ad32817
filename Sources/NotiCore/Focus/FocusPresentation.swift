/// What the active Focus does to one delivery.
enum FocusOutcome: Equatable {
    /// No Focus applies; the reason says why when one is on.
    case notApplicable(String?)
    /// No banner, no sound, no light-up: listed quietly.
    case silenced(String)
    case breaksThrough(String)
}

/// The Focus step of the presentation decision (docs/rules/focus.md#focus-modes, docs/rules/focus.md#focus-filters): critical
/// alerts always break through; an app's Focus filter that does not match silences; an allowed person's communication
/// notification, an allowed app and (when the Focus allows them) time-sensitive notifications break through; the rest
/// is silenced. Before iOS 15 any Focus acts as Do Not Disturb, which only critical alerts break through.
func focusOutcome(_ input: PresentationInput, level: InterruptionLevel, communication: Bool) -> FocusOutcome {
    guard let focus = input.device.focus else { return .notApplicable(nil) }
    let name = input.os.supportsFocusModes ? focus.name : FocusMode.doNotDisturb.name
    if focus.silence == .whenLocked && !input.device.isLocked {
        return .notApplicable("\(name) silences only while locked: not silenced")
    }
    if level == .critical { return .breaksThrough("critical: breaks through \(name)") }
    guard input.os.supportsFocusModes else {
        return .silenced("silenced by Do Not Disturb (Focus modes need iOS 15)")
    }
    if input.os.supportsFilterCriteria, let filter = focus.filters[input.bundleID] {
        let criteria = input.content.filterCriteria.map { "\"\($0)\"" } ?? "none"
        guard filter.matches(input.content.filterCriteria) else {
            return .silenced("filterCriteria \(criteria) does not match the app's \(name) filter: silenced")
        }
    }
    if communication, let sender = input.content.communication?.sender, focus.allows(sender) {
        return .breaksThrough("\(sender.name) is an allowed person: breaks through \(name)")
    }
    if focus.allowedApps.contains(input.bundleID) { return .breaksThrough("allowed app: breaks through \(name)") }
    if level == .timeSensitive {
        return focus.timeSensitiveAllowed ? .breaksThrough("time-sensitive: breaks through \(name)")
                                          : .silenced("\(name) does not allow time-sensitive notifications: silenced")
    }
    return .silenced("silenced by \(name)")
}

/// The communication step (docs/rules/focus.md#communication-notifications): content updated from an intent is drawn as a
/// communication notification on iOS 15+ when the app has the entitlement and donated the intent; otherwise it is an
/// ordinary notification and the reason says why.
func isCommunicationNotification(_ input: PresentationInput, reasons: inout [String]) -> Bool {
    guard let intent = input.content.communication else { return false }
    guard input.os.supportsFocusModes else {
        reasons.append("communication notifications need iOS 15: an ordinary notification")
        return false
    }
    guard input.entitlements.contains(.communication) else {
        reasons.append("no communication entitlement: an ordinary notification")
        return false
    }
    guard intent.donated else {
        reasons.append("the \(intent.kind == .call ? "INStartCallIntent" : "INSendMessageIntent") was not donated: an ordinary notification")
        return false
    }
    reasons.append("communication notification from \(intent.sender.name)")
    return true
}

/// The filtering step (docs/rules/focus.md#filtering-entitlement): a service extension that hands back content with no alert
/// text suppresses the notification when the app has the filtering entitlement; without it the original is shown.
func suppressedByFilteringExtension(_ input: PresentationInput, reasons: inout [String]) -> Bool {
    guard input.serviceExtensionEmptiedContent else { return false }
    guard input.entitlements.contains(.filtering) else {
        reasons.append("the service extension returned empty content; without the filtering entitlement the original is shown")
        return false
    }
    reasons.append("the service extension returned empty content: suppressed (filtering entitlement)")
    return true
}

/// The ringing step (docs/rules/focus.md#communication-notifications): a call's communication notification that drops a
/// banner rings for `callRingingSeconds`.
func callRingingSeconds(_ input: PresentationInput, presentation: Presentation) -> Double? {
    guard presentation.communication, presentation.banner, input.content.communication?.kind == .call else { return nil }
    return callRingingSeconds
}

/// The ringtone step (docs/rules/focus.md#ringtone-sounds): `UNNotificationSound.defaultRingtone` plays with a call's
/// communication notification (iOS 15.2; notisim's iOS 15 profile is 15.2 or later); anywhere else the default sound
/// plays and the reasons say why.
func applyRingtone(_ input: PresentationInput, to result: inout Presentation) {
    guard input.content.sound == .ringtone, let sound = result.sound, !sound.critical else { return }
    if result.communication, input.content.communication?.kind == .call {
        result.sound?.ringtone = true
    } else if !input.os.supportsFocusModes {
        result.reasons.append("no ringtone sounds before iOS 15.2: the default sound plays")
    } else {
        result.reasons.append("the ringtone is only for a call's communication notification: the default sound plays")
    }
}

/// How long an incoming call's banner rings before it leaves.
package let callRingingSeconds: Double = 30
