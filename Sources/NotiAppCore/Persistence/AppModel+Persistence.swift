import Foundation
import NotiCore
import NotiLayout

extension AppModel {
    /// What is saved of this model. A push still with its service extension is saved as delivered with its original
    /// content, as iOS shows it when the extension never answers: an accepted push survives a crash.
    package func savedState() -> SavedState {
        var archive = system.archive(now: now)
        for run in extensions.serviceRuns {
            let fallback = DeliveredNotification(bundleID: run.bundleID, request: run.request, date: run.startedAt)
            archive.apply(JournalEntry(sequence: 0, bundleID: run.bundleID, identifier: run.request.identifier, notification: fallback,
                                       badge: archive.apps[run.bundleID]?.badge ?? 0))
        }
        return SavedState(archive: archive, os: os.id, device: device.id, theme: theme.name, liveActivities: liveActivities,
                          lockScreenDisplay: lockScreen.display.rawValue,
                          liveActivityBudgets: liveActivityBudgets.isEmpty ? nil : liveActivityBudgets,
                          offlinePushes: offlinePushes.isEmpty ? nil : offlinePushes)
    }

    /// The size of an app's delivered list and its badge: with the top of the list after a push, enough to tell in
    /// constant time what the push changed of what is saved.
    func centreMark(bundleID: String) -> CentreMark {
        // Read through the dictionary in place, found once: `system.app(_:)` would copy the app's whole record, once
        // per push, and each lookup hashes the bundle id again.
        guard let index = system.apps.index(forKey: bundleID) else { return CentreMark(count: 0, badge: 0) }
        return CentreMark(count: system.apps.values[index].delivered.count, badge: system.apps.values[index].badge)
    }

    /// The journal entry for a push just accepted under `identifier` (numbered 0: the runner numbers it); nil when
    /// it changed nothing that is saved (a background push, one not presented). A delivery puts the notification at
    /// the top of the list (or, when it is not to be listed, only removes an earlier one); a push still with its
    /// service extension is journalled with its original content.
    func journalEntry(bundleID: String, identifier: String, before: CentreMark) -> JournalEntry? {
        if let run = extensions.serviceRuns.first(where: { $0.bundleID == bundleID && $0.request.identifier == identifier }) {
            let fallback = DeliveredNotification(bundleID: bundleID, request: run.request, date: run.startedAt)
            return JournalEntry(sequence: 0, bundleID: bundleID, identifier: identifier, notification: fallback, badge: before.badge)
        }
        guard let index = system.apps.index(forKey: bundleID) else { return nil }
        let badge = system.apps.values[index].badge
        if let held = system.apps.values[index].held.last, held.id == identifier {
            return JournalEntry(sequence: 0, bundleID: bundleID, identifier: identifier, notification: nil, badge: badge, held: held)
        }
        if let top = system.apps.values[index].delivered.first, top.id == identifier {
            return JournalEntry(sequence: 0, bundleID: bundleID, identifier: identifier, notification: top, badge: badge)
        }
        guard CentreMark(count: system.apps.values[index].delivered.count, badge: badge) != before else { return nil }
        return JournalEntry(sequence: 0, bundleID: bundleID, identifier: identifier, notification: nil, badge: badge)
    }

    /// Takes back a saved state when the clock reads `time`: the viewer's choices, the Live Activities, the
    /// notifications and settings; what came due while notisim was closed is delivered quietly. An app whose permission
    /// prompt was never answered asks again, as it does at each launch until answered.
    mutating func restore(_ saved: SavedState, at time: Date) -> [AppEffect] {
        let theme = restoreViewer(saved)
        restoreLiveActivities(saved)
        offlinePushes = saved.offlinePushes ?? OfflinePushStore()
        liveActivityBudgets = saved.liveActivityBudgets ?? [:]
        applyQuietly(system.restore(saved.archive, now: time), at: time)
        var effects = theme
        for bundleID in appIDs {
            guard let record = system.app(bundleID), record.settings.authorizationStatus == .notDetermined else { continue }
            effects += apply(system.requestAuthorization(bundleID, options: record.app.requestedAuthorization).events)
        }
        return effects + advance(to: time)
    }

    /// Takes back the viewer's choices (OS, device, theme) and the lock screen's Display As from a saved state;
    /// unknown names keep the current ones.
    private mutating func restoreViewer(_ saved: SavedState) -> [AppEffect] {
        if let profile = try? OSProfile.named(saved.os) { setOS(profile) }
        if let name = saved.lockScreenDisplay, let display = try? LockScreenDisplay.named(name) { lockScreen.update(.displayAs(display)) }
        if let profile = try? DeviceProfile.named(saved.device) { viewer.update(.device(profile)) }
        // A theme that cannot be read any more keeps the current one, without a word.
        if Theme.builtInNames.contains(saved.theme) { return themeLoaded(Result { () throws(ThemeError) in try Theme.builtIn(named: saved.theme) }) }
        return saved.theme.contains("/") || saved.theme.hasSuffix(".theme") ? [.loadTheme(saved.theme, quietly: true)] : []
    }

    /// Records events from a restore: what came due while notisim was closed goes to the centre with no banner and
    /// no sound.
    mutating func applyQuietly(_ events: [CenterEvent], at time: Date) {
        now = max(now, time)
        log.record(events, at: now)
        let delivered = events.filter { if case .delivered = $0 { return true } else { return false } }.count
        if delivered > 0 { note(.system, "\(delivered) notification(s) came due while notisim was closed: delivered quietly") }
    }
}

/// How many notifications an app has delivered and its badge, at one moment.
struct CentreMark: Equatable {
    var count: Int
    var badge: Int
}
