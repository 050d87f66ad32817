/// Reads the members of an `aps` dictionary into notification content, collecting a warning for every value iOS
/// would ignore or misread. Keys repeated in `aps` are read in order, so the last value wins as on iOS.
struct APSReader {
    let pushType: PushType
    let strings: [String: String]?
    var content = NotificationContent()
    var diagnostics: [Diagnostic] = []
    var contentAvailable = false
    var mutableContent = false
    var liveActivity = LiveActivityFields()
    private(set) var hasAlert = false
    private(set) var hasSound = false
    private(set) var hasBadge = false
    private var explicitInterruptionLevel = false

    init(pushType: PushType, strings: [String: String]?) {
        self.pushType = pushType
        self.strings = strings
    }

    /// Whether the push only wakes the app: `content-available: 1` and no alert, sound or badge.
    var isBackgroundOnly: Bool { contentAvailable && !hasAlert && !hasSound && !hasBadge }

    /// Keys of `aps` Apple documents for Live Activity pushes beyond those read into `LiveActivityFields`.
    static let liveActivityStartKeys: Set<String> = ["input-push-token", "input-push-channel"]

    mutating func read(_ members: [(key: String, value: JSONValue)]) {
        for (key, value) in members {
            let path = "aps." + key
            switch key {
            case "alert": hasAlert = true; readAlert(value, path: path)
            case "badge": hasBadge = true; content.badge = readBadge(value, path: path)
            case "sound": hasSound = true; content.sound = readSound(value, path: path)
            case "thread-id": content.threadIdentifier = string(value, path: path) ?? ""
            case "category": content.categoryIdentifier = string(value, path: path) ?? ""
            case "target-content-id": content.targetContentIdentifier = string(value, path: path)
            case "filter-criteria": content.filterCriteria = string(value, path: path)
            case "content-available": contentAvailable = flag(value, path: path)
            case "mutable-content": mutableContent = flag(value, path: path)
            case "interruption-level": readInterruptionLevel(value, path: path)
            case "relevance-score": readRelevance(value, path: path)
            case "timestamp": liveActivity.timestamp = seconds(value, path: path)
            case "stale-date": liveActivity.staleDate = seconds(value, path: path)
            case "dismissal-date": liveActivity.dismissalDate = seconds(value, path: path)
            case "event": readEvent(value, path: path)
            case "content-state": readContentState(value, path: path)
            case "attributes-type": liveActivity.attributesType = string(value, path: path)
            case "attributes":
                if case .object = value { liveActivity.attributes = value } else { warn(path, "expected a dictionary, got \(PayloadText.describe(value))") }
            case _ where Self.liveActivityStartKeys.contains(key): break
            case "url-args": break
            default: warn(path, "unknown key in aps; iOS ignores it (custom keys belong outside \"aps\")")
            }
        }
        if content.sound?.isCritical == true, !explicitInterruptionLevel { content.interruptionLevel = .critical }
        checkPushTypeFit()
    }

    mutating func warn(_ path: String, _ message: String) { diagnostics.append(.warning(path, message)) }

    /// A string value, or nil with a warning (the key path is only built for the warning).
    mutating func string(_ value: JSONValue, path: @autoclosure () -> String) -> String? {
        if let text = value.stringValue { return text }
        warn(path(), "expected a string, got \(PayloadText.describe(value))")
        return nil
    }

    /// `content-available` / `mutable-content`: the number 1 turns them on, and so does JSON `true`, which iOS decodes
    /// as a number whose value is 1 (docs/rules/payload.md#the-aps-dictionary).
    private mutating func flag(_ value: JSONValue, path: String) -> Bool {
        if value.intValue == 1 { return true }
        if case .bool(let on) = value {
            warn(path, on ? "true is read as 1 (iOS reads the flag as a number); write 1" : "false has no effect; only 1 turns this on (leave the key out instead)")
            return on
        }
        if value.intValue == 0 {
            warn(path, "0 has no effect; only 1 turns this on (leave the key out instead)")
        } else {
            warn(path, "expected 1, got \(PayloadText.describe(value)); iOS only acts on the number 1")
        }
        return false
    }

    private mutating func readBadge(_ value: JSONValue, path: String) -> Int? {
        guard case .number(let number) = value else {
            warn(path, "expected an integer, got \(PayloadText.describe(value))")
            return nil
        }
        guard let badge = number.intValue else {
            let double = number.doubleValue
            if double.isFinite, double.rounded() != double {
                warn(path, "expected an integer, got \(PayloadText.describe(value))")
            } else {
                warn(path, "\(PayloadText.clipped(number.literal)) is too large for a badge; the badge is left unchanged")
            }
            return nil
        }
        guard badge >= 0 else {
            warn(path, "a badge can't be negative (got \(badge)); the badge is left unchanged")
            return nil
        }
        return badge
    }

    private mutating func readInterruptionLevel(_ value: JSONValue, path: String) {
        guard let name = string(value, path: path) else { return }
        guard let level = InterruptionLevel(apnsName: name) else {
            warn(path, "unknown interruption level \"\(PayloadText.clipped(name))\"; expected passive, active, "
                + "time-sensitive or critical (iOS uses active)")
            return
        }
        content.interruptionLevel = level
        explicitInterruptionLevel = true
    }

    private mutating func readRelevance(_ value: JSONValue, path: String) {
        guard let score = value.doubleValue else {
            warn(path, "expected a number from 0 to 1, got \(PayloadText.describe(value))")
            return
        }
        // Live Activities rank by any relative score; notifications take 0...1.
        if pushType != .liveactivity, !(0...1).contains(score) {
            warn(path, "\(PayloadText.clipped(numberText(value))) is outside 0–1; iOS clamps it to \(score < 0 ? 0 : 1)")
            content.relevanceScore = min(max(score, 0), 1)
            return
        }
        content.relevanceScore = score.isFinite ? score : 0
    }

    /// Seconds since 1970 for the Live Activity dates.
    private mutating func seconds(_ value: JSONValue, path: String) -> Int? {
        if let seconds = value.intValue {
            // docs/rules/live-activities.md#live-activity-dates-are-seconds: 10^11 seconds is the year 5138; such a number is milliseconds.
            if seconds > 100_000_000_000 {
                warn(path, "\(seconds) looks like milliseconds; Live Activity dates are whole seconds since 1970 (\(seconds / 1000))")
            }
            return seconds
        }
        warn(path, "expected whole seconds since 1970, got \(PayloadText.describe(value))")
        return nil
    }

    private mutating func readEvent(_ value: JSONValue, path: String) {
        guard let event = string(value, path: path) else { return }
        guard ["start", "update", "end"].contains(event) else {
            warn(path, "unknown Live Activity event \"\(PayloadText.clipped(event))\"; expected start, update or end")
            return
        }
        liveActivity.event = event
    }

    private mutating func readContentState(_ value: JSONValue, path: String) {
        guard case .object = value else {
            warn(path, "expected a dictionary, got \(PayloadText.describe(value))")
            return
        }
        liveActivity.contentState = value
    }

    /// Checks that the payload fits the push type it is sent with.
    private mutating func checkPushTypeFit() {
        switch pushType {
        case .alert:
            if !hasAlert, !hasSound, !hasBadge, !contentAvailable, liveActivity.isEmpty {
                warn("aps", "no alert, sound or badge and no content-available: 1; iOS shows nothing and doesn't wake the app")
            }
        case .background:
            if !contentAvailable { warn("aps", "a background push needs content-available: 1") }
            if hasAlert || hasSound || hasBadge {
                warn("aps", "a background push must not carry alert, sound or badge; send it as an alert push")
            }
        case .liveactivity:
            if liveActivity.event == nil { warn("aps.event", "missing: a Live Activity push needs start, update or end") }
            if liveActivity.timestamp == nil { warn("aps.timestamp", "missing: iOS ignores a Live Activity push without it") }
            if liveActivity.event == "update", liveActivity.contentState == nil {
                warn("aps.content-state", "missing: a Live Activity update needs the new content state")
            }
            if liveActivity.event == "start" {
                if liveActivity.attributesType == nil { warn("aps.attributes-type", "missing: a push-to-start names the ActivityAttributes type") }
                if liveActivity.attributes == nil { warn("aps.attributes", "missing: a push-to-start gives the activity's attributes") }
                if liveActivity.contentState == nil { warn("aps.content-state", "missing: a push-to-start gives the first content state") }
            }
            if liveActivity.dismissalDate != nil, liveActivity.event != "end" {
                warn("aps.dismissal-date", "only an end event takes a dismissal date; iOS ignores it here")
            }
        default:
            break
        }
    }

    private func numberText(_ value: JSONValue) -> String {
        if case .number(let number) = value { return number.literal }
        return PayloadText.describe(value)
    }
}
