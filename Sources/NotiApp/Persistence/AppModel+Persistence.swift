import Foundation
import NotiCore
import NotiLayout

extension AppModel {
    /// What is saved of this model.
    public func savedState() -> SavedState {
        SavedState(archive: system.archive(now: now), os: os.id, device: device.id, theme: theme.name)
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
