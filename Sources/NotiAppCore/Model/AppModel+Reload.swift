import Foundation
import NotiCore
import NotiTerminalPort
import NotiWorkspace

/// A workspace read again for `:reload`, with the lines to log about how it was read (an Xcode project imported
/// again or taken from the cache, the files the import could not use).
package struct ReloadedWorkspace: Sendable {
    package var workspace: Workspace
    package var notes: [String]
    package init(workspace: Workspace, notes: [String]) { self.workspace = workspace; self.notes = notes }
}

extension AppModel {
    /// Logs lines about how the workspace was read (at start and on `:reload`).
    mutating func noteWorkspace(_ lines: [String]) {
        for line in lines { note(line.hasPrefix("could not use") ? .error : .system, line) }
    }

    /// This model over `workspace`, read again: the notifications, settings, clock and viewer choices stay. Every app
    /// registers its categories again, as an app does each time it launches; an app new in the workspace launches
    /// as at a first start (authorization, categories, launch requests). docs/rules/xcode.md#reload
    func reloaded(with workspace: Workspace) -> (model: AppModel, effects: [AppEffect]) {
        let saved = savedState()
        var fresh = AppModel(workspace: workspace,
                             system: NotificationSystem(apps: workspace.apps, timeZone: system.scheduler.timeZone,
                                                        inspectAttachment: system.inspectAttachment),
                             os: os, device: device, theme: theme, size: size, now: now)
        fresh.viewer = viewer
        fresh.log = log
        fresh.ringsBell = ringsBell
        fresh.extensions = extensions.reloaded(budget: workspace.extensionLimits.serviceBudget)
        fresh.navigation.update(.show(screen))
        fresh.applyQuietly(fresh.system.restore(saved.archive, now: now), at: now)
        let newApps = Set(fresh.appIDs.filter { saved.archive.apps[$0] == nil })
        var effects: [AppEffect] = [.stateChanged]
        for bundleID in fresh.appIDs where !newApps.contains(bundleID) {
            guard let record = fresh.system.app(bundleID) else { continue }
            effects += fresh.apply(fresh.system.setCategories(bundleID, record.app.categories))
        }
        if !newApps.isEmpty { effects += fresh.launchApps(only: newApps) }
        fresh.note(.user, "reloaded the workspace: \(fresh.appIDs.count) app(s)")
        return (fresh, effects)
    }
}
