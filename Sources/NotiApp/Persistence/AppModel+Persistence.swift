import Foundation
import NotiCore
import NotiLayout

extension AppModel {
    /// What is saved of this model. A push still with its service extension is saved as delivered with its original
    /// content, as iOS shows it when the extension never answers: an accepted push survives a crash.
    public func savedState() -> SavedState {
        var archive = system.archive(now: now)
        for run in serviceRuns {
            let fallback = DeliveredNotification(bundleID: run.bundleID, request: run.request, date: run.startedAt)
            archive.apply(JournalEntry(sequence: 0, bundleID: run.bundleID, identifier: run.request.identifier, notification: fallback,
                                       badge: archive.apps[run.bundleID]?.badge ?? 0))
        }
        return SavedState(archive: archive, os: os.id, device: device.id, theme: theme.name)
    }

    /// Where the app keeps a notification: its place in the app's delivered list (nil when absent), the notification,
    /// and the app's badge. Comparing it before and after a push tells whether the push changed what is saved.
    func centreMark(bundleID: String, identifier: String) -> CentreMark {
        let record = system.app(bundleID)
        let index = record?.delivered.firstIndex { $0.id == identifier }
        return CentreMark(index: index, notification: index.map { record!.delivered[$0] }, badge: record?.badge ?? 0)
    }

    /// The journal entry for a push just accepted under `identifier`; nil when it changed nothing that is saved (a
    /// background push, one not presented). A push still with its service extension is journalled with its original content.
    func journalEntry(bundleID: String, identifier: String, before: CentreMark, sequence: Int) -> JournalEntry? {
        if let run = serviceRuns.first(where: { $0.bundleID == bundleID && $0.request.identifier == identifier }) {
            let fallback = DeliveredNotification(bundleID: bundleID, request: run.request, date: run.startedAt)
            return JournalEntry(sequence: sequence, bundleID: bundleID, identifier: identifier, notification: fallback, badge: before.badge)
        }
        let after = centreMark(bundleID: bundleID, identifier: identifier)
        guard after != before else { return nil }
        return JournalEntry(sequence: sequence, bundleID: bundleID, identifier: identifier, notification: after.notification, badge: after.badge)
    }

    /// Takes back the viewer's choices (OS, device, theme) from a saved state; unknown names keep the current ones.
    public mutating func restoreViewer(_ saved: SavedState) {
        if let profile = try? OSProfile.named(saved.os) { setOS(profile) }
        if let profile = try? DeviceProfile.named(saved.device) { device = profile }
        if let restored = try? Theme.load(saved.theme) { theme = restored }
    }

    /// Records events from a restore: what came due while notisim was closed goes to the centre with no banner and
    /// no sound.
    public mutating func applyQuietly(_ events: [CenterEvent], at time: Date) {
        now = max(now, time)
        log.record(events, at: now)
        let delivered = events.filter { if case .delivered = $0 { return true } else { return false } }.count
        if delivered > 0 { note(.system, "\(delivered) notification(s) came due while notisim was closed: delivered quietly") }
    }
}

/// A notification's place in its app's delivered list and the app's badge, at one moment.
struct CentreMark: Equatable {
    var index: Int?
    var notification: DeliveredNotification?
    var badge: Int
}
