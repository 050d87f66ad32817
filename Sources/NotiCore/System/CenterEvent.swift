import Foundation

/// Something the notification system did, for the UI and the event log. Every call into the app delegate appears here.
package enum CenterEvent: Sendable, Hashable {
    case authorizationPrompted(bundleID: String, options: AuthorizationOptions, answer: PermissionAnswer, by: PermissionAnswerer)
    /// The permission prompt is on screen, waiting for the user.
    case authorizationPromptShown(PermissionPrompt)
    case authorizationAnswered(bundleID: String, status: AuthorizationStatus, granted: AuthorizationOptions)
    case categoriesRegistered(bundleID: String, identifiers: [String], replaced: [String])
    case scheduled(bundleID: String, identifier: String, nextFire: Date?)
    case replacedPending(bundleID: String, identifier: String)
    /// The 64-soonest limit dropped these pending requests.
    case pendingLimitDropped(bundleID: String, identifiers: [String])
    case removedPending(bundleID: String, identifiers: [String])
    case removedDelivered(bundleID: String, identifiers: [String])
    /// Notification Centre's per-app limit (`NotificationSystem.deliveredLimit`) dropped these oldest notifications.
    case deliveredLimitDropped(bundleID: String, identifiers: [String])
    /// The delegate's `willPresent` was asked (foreground); nil answer = not implemented.
    case willPresent(bundleID: String, identifier: String, answer: PresentationOptions?)
    case delivered(DeliveredNotification, Presentation, replacedExisting: Bool)
    case notDelivered(bundleID: String, identifier: String, reason: String)
    /// The user changed what the app may do with location (Settings › Privacy › Location Services).
    case locationAuthorizationChanged(bundleID: String, status: LocationAuthorization)
    /// A content-available push with no alert reached the app in the background.
    case backgroundPush(bundleID: String, identifier: String, wake: BackgroundWake)
    /// A push of a type other than alert and background: taken by another part of the app, never shown.
    case pushHandedOff(bundleID: String, identifier: String, pushType: PushType)
    case badgeChanged(bundleID: String, badge: Int)
    /// `setBadgeCount` changed nothing, and why.
    case badgeRefused(bundleID: String, reason: String)
    /// The delegate's `didReceive(response)` was called.
    case didReceiveResponse(bundleID: String, identifier: String, actionIdentifier: String, userText: String?)
    /// A response that needs the device unlocked first (the default action, a foreground or authentication-required
    /// action) waits; `actionTitle` is what the unlock prompt names.
    case unlockRequired(bundleID: String, identifier: String, actionIdentifier: String, actionTitle: String)
    case appOpened(bundleID: String)
    /// The app opened for notification `identifier` in the scene its `targetContentIdentifier` picked.
    case sceneChosen(bundleID: String, identifier: String, targetContentIdentifier: String?, choice: SceneChoice)
    case appStateChanged(bundleID: String, state: AppRunState)
    /// The delegate's `openSettingsFor(notification)` was called.
    case openSettings(bundleID: String, identifier: String?)
    case settingsChanged(bundleID: String)
    case deviceChanged(DeviceState)
    /// A Scheduled Summary delivered what it held (docs/rules/summary.md#scheduled-summary).
    case summaryDelivered(SummaryCard)
    /// The summary times changed.
    case summaryScheduleChanged(SummarySchedule)

    /// The app the event concerns, if any.
    package var bundleID: String? {
        switch self {
        case .authorizationPrompted(let b, _, _, _), .authorizationAnswered(let b, _, _), .categoriesRegistered(let b, _, _),
             .scheduled(let b, _, _), .replacedPending(let b, _), .pendingLimitDropped(let b, _), .removedPending(let b, _),
             .removedDelivered(let b, _), .deliveredLimitDropped(let b, _), .willPresent(let b, _, _), .notDelivered(let b, _, _), .backgroundPush(let b, _, _),
             .pushHandedOff(let b, _, _), .badgeChanged(let b, _), .badgeRefused(let b, _), .didReceiveResponse(let b, _, _, _), .unlockRequired(let b, _, _, _),
             .appOpened(let b), .locationAuthorizationChanged(let b, _), .sceneChosen(let b, _, _, _),
             .appStateChanged(let b, _), .openSettings(let b, _), .settingsChanged(let b):
            return b
        case .delivered(let n, _, _): return n.bundleID
        case .authorizationPromptShown(let prompt): return prompt.bundleID
        case .deviceChanged, .summaryDelivered, .summaryScheduleChanged: return nil
        }
    }

    /// One line for the event log (no time; the log adds it).
    package var logLine: String {
        switch self {
        case let .authorizationPrompted(b, options, answer, by):
            let chose = switch answer {
            case .allow: "allowed"
            case .deny: "denied"
            case .summary: "allowed, in the Scheduled Summary"
            }
            let how = switch by {
            case .workspace: ""
            case .user: " at the prompt"
            case .nobodyToAsk: " (the workspace gives no answer and no one is at the keys)"
            }
            return "\(b): requestAuthorization([\(names(options))]) → prompt → user \(chose)\(how)"
        case let .authorizationPromptShown(prompt):
            return "\(prompt.bundleID): requestAuthorization([\(names(prompt.options))]) → prompt shown; it waits for the user's answer"
        case let .authorizationAnswered(b, status, granted):
            return "\(b): authorization \(status.rawValue) [\(names(granted))]"
        case let .categoriesRegistered(b, ids, replaced):
            let gone = replaced.isEmpty ? "" : " (no longer registered: \(replaced.joined(separator: ", ")))"
            return "\(b): setNotificationCategories [\(ids.joined(separator: ", "))]\(gone)"
        case let .scheduled(b, id, next):
            return "\(b): add \"\(id)\"" + (next.map { " → fires \(Self.time($0))" } ?? "")
        case let .replacedPending(b, id): return "\(b): pending \"\(id)\" replaced"
        case let .pendingLimitDropped(b, ids): return "\(b): over \(NotificationSystem.pendingLimit) pending: dropped " + quotedList(ids)
        case let .removedPending(b, ids): return "\(b): removed pending " + quotedList(ids)
        case let .removedDelivered(b, ids): return "\(b): removed delivered " + quotedList(ids)
        case let .willPresent(b, id, answer):
            return "\(b): willPresent \"\(id)\" → " + (answer.map { "[\(presentationNames($0))]" } ?? "not implemented")
        case .delivered, .deliveredLimitDropped:
            var line = LogLineBytes(escapingJSON: false)
            appendLogLine(to: &line)
            return String(decoding: line.bytes, as: UTF8.self)
        case let .notDelivered(b, id, reason): return "\(b): \"\(id)\" not delivered: \(reason)"
        case let .locationAuthorizationChanged(b, status): return "\(b): location authorization \(status.word)"
        case let .backgroundPush(b, id, wake):
            switch wake {
            case let .woken(from, result, count):
                let budget = count.map { "; \($0) of \(BackgroundWakes.perHour) wakes this hour" } ?? "; the foreground counts no wake"
                return "\(b): background push \"\(id)\" → app woken (\(from.phrase)), no UI; didReceiveRemoteNotification → \(result.rawValue)\(budget)"
            case let .held(until, replacing):
                let replaced = replacing.map { "; it replaces \"\($0)\", held before" } ?? ""
                return "\(b): background push \"\(id)\" held: \(BackgroundWakes.perHour) wakes this hour already; it wakes the app at \(Self.time(until))\(replaced)"
            case .dropped:
                return "\(b): background push \"\(id)\" not delivered: the user force-quit the app, and iOS does not launch it for background pushes"
            }
        case let .pushHandedOff(b, id, type):
            guard let receiver = type.receiver else {
                return "\(b): \(type.rawValue) push \"\(id)\" is not a notification and names no start, update or end event for a Live Activity: nothing changes"
            }
            return "\(b): \(type.rawValue) push \"\(id)\" → \(receiver), no banner"
        case let .badgeChanged(b, badge): return "\(b): badge \(badge)"
        case let .badgeRefused(b, reason): return "\(b): \(reason)"
        case let .didReceiveResponse(b, id, action, text):
            return "\(b): didReceive(response) \"\(id)\" action \(action)" + (text.map { " userText \"\($0)\"" } ?? "")
        case let .unlockRequired(b, id, action, title): return "\(b): \"\(title)\" (\(action)) on \"\(id)\" needs the device unlocked"
        case let .appOpened(b): return "\(b): app opened"
        case let .sceneChosen(b, id, target, choice):
            let named = target.map { "targetContentIdentifier \"\($0)\"" } ?? "no targetContentIdentifier"
            switch choice {
            case .preferred(let scene): return "\(b): \"\(id)\" opens scene \"\(scene)\": \(named) matches its prefersToActivate predicate"
            case .canActivate(let scene): return "\(b): \"\(id)\" opens scene \"\(scene)\": no scene prefers \(named); its canActivate predicate allows it"
            case .firstScene(let scene): return "\(b): \"\(id)\" opens scene \"\(scene)\", the first: no scene's conditions match \(named) (iOS documents no outcome)"
            }
        case let .appStateChanged(b, state): return "\(b): app \(state.phrase)"
        case let .openSettings(b, id): return "\(b): openSettingsFor(\(id.map { "\"\($0)\"" } ?? "nil"))"
        case let .settingsChanged(b): return "\(b): settings changed"
        case let .deviceChanged(d):
            return "device: \(d.isLocked ? "locked" : "unlocked"), Focus \(d.focusActive ? "on" : "off")\(d.ringerMuted ? ", muted" : "")"
                + (d.display.asleep ? ", display asleep" : "")
        case let .summaryDelivered(card):
            let featured = card.featured
            return "Scheduled Summary: \(card.count) notification(s) from \(card.groups.count) app(s) delivered quietly; featured "
                + "\"\(featured.id)\" of \(featured.bundleID) (relevance \(featured.content.relevanceScore))"
        case let .summaryScheduleChanged(schedule): return "Scheduled Summary at \(schedule.text)"
        }
    }

    /// Appends the log line to `line`, as it is or escaped for a JSON string. The events logged for every push (a
    /// delivery, and the centre's limit dropping the oldest while a load keeps it full) are built piece by piece,
    /// and only their pieces from outside (ids, reasons) are looked at for escaping.
    package func appendLogLine(to line: inout LogLineBytes) {
        switch self {
        case let .deliveredLimitDropped(b, ids):
            line.bytes.reserveCapacity(line.bytes.count + b.utf8.count + 48 + ids.reduce(0) { $0 + $1.utf8.count + 4 })
            line.append(b)
            line.append(literal: ": over ")
            line.append(Self.deliveredLimitText)
            line.append(literal: " in Notification Centre: dropped ")
            appendQuotedList(ids, to: &line)
        case let .delivered(n, p, replaced):
            line.bytes.reserveCapacity(line.bytes.count + n.bundleID.utf8.count + n.id.utf8.count + 96)
            line.append(n.bundleID)
            line.append(literal: ": delivered \"")
            line.append(n.id)
            line.append(literal: replaced ? "\" (replaces earlier) → " : "\" → ")
            // Plain words and numbers: nothing in them is ever escaped.
            p.appendSummary(to: &line.bytes)
            for (index, reason) in p.reasons.enumerated() {
                line.append(literal: index == 0 ? " (" : "; ")
                line.append(reason)
            }
            if !p.reasons.isEmpty { line.append(literal: ")") }
        default:
            line.append(logLine)
        }
    }

    private static let deliveredLimitText = String(NotificationSystem.deliveredLimit)

    private static func time(_ date: Date) -> String {
        ISO8601Time.string(date)
    }
}

/// Identifiers in quotes, separated by commas.
private func quotedList(_ identifiers: [String]) -> String {
    var line = LogLineBytes(escapingJSON: false)
    appendQuotedList(identifiers, to: &line)
    return String(decoding: line.bytes, as: UTF8.self)
}

private func appendQuotedList(_ identifiers: [String], to line: inout LogLineBytes) {
    for (index, identifier) in identifiers.enumerated() {
        line.append(literal: index == 0 ? "\"" : ", \"")
        line.append(identifier)
        line.append(literal: "\"")
    }
}

/// A log line being built: its UTF-8 as it reads, or escaped for the inside of a JSON string (`--log-json`), so the
/// line need not be built first and escaped after.
package struct LogLineBytes {
    package var bytes: [UInt8]
    /// Whether pieces are escaped for a JSON string.
    package let escapingJSON: Bool

    package init(bytes: [UInt8] = [], escapingJSON: Bool) {
        self.bytes = bytes
        self.escapingJSON = escapingJSON
    }

    /// Appends a piece of the line's own wording.
    package mutating func append(literal: StaticString) {
        guard escapingJSON else { return bytes.append(literal: literal) }
        literal.withUTF8Buffer { JSONValue.appendEscaped(utf8: $0, to: &bytes) }
    }

    /// Appends text from outside the line's wording (an id, a name, a reason).
    package mutating func append(_ text: String) {
        guard escapingJSON else { return bytes.append(text: text) }
        var text = text
        text.withUTF8 { JSONValue.appendEscaped(utf8: $0, to: &bytes) }
    }
}


private func names(_ options: AuthorizationOptions) -> String {
    AuthorizationOptions.names.filter { options.contains($0.1) }.map(\.0).joined(separator: ", ")
}

private func presentationNames(_ options: PresentationOptions) -> String {
    PresentationOptions.names.filter { options.contains($0.1) }.map(\.0).joined(separator: ", ")
}
