import Foundation

extension NotificationSystem {
    /// Moves time forward to `now`, delivering every due request in fire order (repeats included).
    package mutating func advance(to now: Date) -> [CenterEvent] {
        var events: [CenterEvent] = []
        while let release = nextSummaryRelease, release <= now {
            events += scheduler.advance(to: release).flatMap { fire($0) }
            events += releaseSummary(at: release)
        }
        return events + scheduler.advance(to: now).flatMap { fire($0) } + releaseHeldWakes(by: now)
    }

    /// A background push (`content-available: 1`, no alert) as iOS meters it: the foreground app gets it at once; a
    /// force-quit one never; any other wakes within the hour's budget, else the push is held (a newer one replacing
    /// it) until the budget allows. docs/rules/endpoint.md#background-pushes-as-ios-meters-them.
    private mutating func wakeInBackground(_ bundleID: String, identifier: String, now: Date) -> [CenterEvent] {
        guard let record = apps[bundleID] else { return [] }
        let result = record.app.delegate.backgroundFetchResult
        switch record.runState {
        case .forceQuit:
            return [.backgroundPush(bundleID: bundleID, identifier: identifier, wake: .dropped)]
        case .foreground:
            return [.backgroundPush(bundleID: bundleID, identifier: identifier, wake: .woken(from: .foreground, result: result, count: nil))]
        case .background, .suspended, .notRunning:
            guard apps[bundleID]!.backgroundWakes.allows(at: now, limit: BackgroundWakes.perHour) else {
                let (release, replacing) = apps[bundleID]!.backgroundWakes.hold(identifier)
                return [.backgroundPush(bundleID: bundleID, identifier: identifier, wake: .held(until: release, replacing: replacing))]
            }
            return wake(bundleID, identifier: identifier, at: now)
        }
    }

    /// Wakes the app for a background push at `now`, counting it; an app launched for it stays suspended after.
    private mutating func wake(_ bundleID: String, identifier: String, at now: Date) -> [CenterEvent] {
        let from = apps[bundleID]!.runState
        let count = apps[bundleID]!.backgroundWakes.record(at: now)
        if from == .notRunning { apps[bundleID]!.runState = .suspended }
        let result = apps[bundleID]!.app.delegate.backgroundFetchResult
        return [.backgroundPush(bundleID: bundleID, identifier: identifier, wake: .woken(from: from, result: result, count: count))]
    }

    /// Wakes the apps whose held background push may go by `now`, in release order.
    private mutating func releaseHeldWakes(by now: Date) -> [CenterEvent] {
        var events: [CenterEvent] = []
        while let (bundleID, release) = apps.compactMap({ key, record in record.backgroundWakes.held.map { (key, $0.release) } })
                .min(by: { $0.1 < $1.1 }), release <= now {
            let held = apps[bundleID]!.backgroundWakes.takeHeld(at: release)!
            events += wake(bundleID, identifier: held.item, at: release)
        }
        return events
    }

    /// Moves the device, delivering the location triggers whose regions it enters or leaves; an app without location
    /// authorization has its crossings withheld, each logged (docs/rules/requests.md#location-triggers-need-location-authorization).
    package mutating func moveDevice(to coordinate: Coordinate, now: Date) -> [CenterEvent] {
        location = coordinate
        let allowed = Set(apps.filter { $0.value.locationAuthorization.allowsLocationTriggers }.keys)
        return scheduler.moveDevice(to: coordinate, now: now, allowedApps: allowed).flatMap { crossing -> [CenterEvent] in
            if crossing.fires { return fire(crossing.firing) }
            let key = crossing.firing.key
            let status = apps[key.bundleID]?.locationAuthorization ?? .notDetermined
            return [.notDelivered(bundleID: key.bundleID, identifier: key.identifier,
                                  reason: "its region was crossed, but location authorization is \(status.word) (location triggers need when-in-use or always)")]
        }
    }

    /// The user's answer for the app's location use, from Settings or a prompt.
    package mutating func setLocationAuthorization(_ bundleID: String, _ status: LocationAuthorization) -> [CenterEvent] {
        guard apps[bundleID] != nil else { return [] }
        apps[bundleID]!.locationAuthorization = status
        return [.locationAuthorizationChanged(bundleID: bundleID, status: status)]
    }

    private mutating func fire(_ firing: Firing) -> [CenterEvent] {
        let bundleID = firing.key.bundleID
        guard let pending = apps[bundleID]?.pending[firing.key.identifier] else { return [] }
        if !(pending.request.trigger?.repeats ?? false) {
            apps[bundleID]!.pending[firing.key.identifier] = nil
        }
        return deliver(pending.request, bundleID: bundleID, at: firing.date)
    }

    /// A remote notification arrives for the app. `identifier` is the `apns-collapse-id` when given, else a fresh id.
    /// Only `.notification` pushes reach the presentation rules; the others wake the app or another part of it with no UI.
    /// `serviceExtensionEmptiedContent`: the service extension handed back content with no alert text and `content` is
    /// the original (docs/rules/focus.md#filtering-entitlement).
    package mutating func receivePush(_ content: NotificationContent, identifier: String, bundleID: String,
                                     delivery: PushDelivery, now: Date, serviceExtensionEmptiedContent: Bool = false) -> [CenterEvent] {
        guard let app = apps.index(forKey: bundleID) else {
            return [.notDelivered(bundleID: bundleID, identifier: identifier, reason: "app not installed")]
        }
        switch delivery {
        case .notification: break
        case .wakesApp: return wakeInBackground(bundleID, identifier: identifier, now: now)
        case .ignored:
            return [.notDelivered(bundleID: bundleID, identifier: identifier,
                                  reason: "a background push without content-available: 1 wakes nothing")]
        case .handedOff(.widgets) where !os.supportsWidgetPushes:
            return [.notDelivered(bundleID: bundleID, identifier: identifier,
                                  reason: "WidgetKit push notifications need iOS 26 (the device runs iOS \(os.majorVersion))")]
        case .handedOff(.controls) where !os.supportsBroadcastChannels:
            return [.notDelivered(bundleID: bundleID, identifier: identifier,
                                  reason: "controls push notifications need iOS 18 (the device runs iOS \(os.majorVersion))")]
        case .handedOff(let pushType): return [.pushHandedOff(bundleID: bundleID, identifier: identifier, pushType: pushType)]
        }
        let request = NotificationRequest(identifier: identifier, content: content, trigger: .push)
        return deliver(request, app: app, bundleID: bundleID, at: now, serviceExtensionEmptiedContent: serviceExtensionEmptiedContent)
    }

    /// The one delivery path for local and remote notifications: decides the presentation, asks the delegate when the
    /// app is in the foreground, replaces a delivered notification with the same identifier (moving it to the top).
    package mutating func deliver(_ request: NotificationRequest, bundleID: String, at date: Date) -> [CenterEvent] {
        guard let app = apps.index(forKey: bundleID) else { return [] }
        return deliver(request, app: app, bundleID: bundleID, at: date)
    }

    /// Delivers to the app at `app` in `apps`: one access to its record, in place, for the whole delivery. Reading it
    /// through a copy would retain everything it holds, and a copy kept while its delivered list changes would copy
    /// the whole list.
    private mutating func deliver(_ request: NotificationRequest, app: [String: AppRecord].Index, bundleID: String,
                                  at date: Date, serviceExtensionEmptiedContent: Bool = false) -> [CenterEvent] {
        let device = self.device
        let os = self.os
        let soundSeconds = namedSoundSeconds
        return Self.deliver(request, to: &apps.values[app], bundleID: bundleID, device: device, os: os, soundSeconds: soundSeconds,
                            at: date, serviceExtensionEmptiedContent: serviceExtensionEmptiedContent)
    }

    private static func deliver(_ request: NotificationRequest, to record: inout AppRecord, bundleID: String, device: DeviceState,
                                os: OSProfile, soundSeconds: [String: Double], at date: Date,
                                serviceExtensionEmptiedContent: Bool) -> [CenterEvent] {
        var events: [CenterEvent] = []
        // Room for a delivery's usual events (delivered, dropped beyond the limit, badge): one allocation.
        events.reserveCapacity(3)
        let willPresent = record.isForeground ? record.app.delegate.willPresent : nil
        if record.isForeground {
            events.append(.willPresent(bundleID: bundleID, identifier: request.identifier, answer: willPresent))
        }
        var input = PresentationInput(
            content: request.content, settings: record.settings, entitlements: record.app.entitlements,
            appInForeground: record.isForeground, willPresent: willPresent, device: device, os: os)
        input.bundleID = bundleID
        input.namedSoundSeconds = soundSeconds
        input.serviceExtensionEmptiedContent = serviceExtensionEmptiedContent
        input.scheduledSummaryAvailable = os.supportsScheduledSummary
        input.ephemeralExpired = record.ephemeralUntil.map { date >= $0 } ?? true
        let presentation = decidePresentation(input)
        guard presentation.delivered else {
            events.append(.notDelivered(bundleID: bundleID, identifier: request.identifier,
                                        reason: presentation.reasons.last ?? "not presented"))
            return events
        }
        var shown = request
        // docs/rules/focus.md#communication-notifications: only a communication notification keeps its intent and is drawn with the avatar.
        if !presentation.communication, shown.content.communication != nil { shown.content.communication = nil }
        let notification = DeliveredNotification(arriving: bundleID, request: shown, date: date)
        let replaced: Bool
        if presentation.heldForSummary {
            replaced = record.delivered.remove(identifier: request.identifier)
            record.held.removeAll { $0.id == request.identifier }
            record.held.append(notification)
        } else if presentation.list || presentation.lockScreen || presentation.banner {
            replaced = record.delivered.insertNewest(notification)
        } else {
            replaced = record.delivered.remove(identifier: request.identifier)
        }
        events.append(.delivered(notification, presentation, replacedExisting: replaced))
        let overflow = record.delivered.count - deliveredLimit
        if overflow > 0 {
            let dropped = record.delivered.removeOldest(overflow)
            events.append(.deliveredLimitDropped(bundleID: bundleID, identifiers: dropped))
        }
        if let badge = presentation.badge, badge != record.badge {
            record.badge = badge
            events.append(.badgeChanged(bundleID: bundleID, badge: badge))
        }
        return events
    }
}
