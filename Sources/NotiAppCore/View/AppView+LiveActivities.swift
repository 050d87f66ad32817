import Foundation
import NotiCore
import NotiLayout

extension AppView {
    /// The lock screen with the Live Activities at the top of its list, under the clock; the notifications move
    /// down to make room (the region takes at most half the screen). docs/rules/live-activities.md#live-activities.
    static func lockScreenWithLiveActivities(_ model: AppModel, rows: Int, context: RenderContext) -> CellGrid {
        let center = centerModel(model)
        var items = model.liveActivityItems()
        guard !items.isEmpty else { return LockScreenView.render(center, rows: rows, focus: model.focusDisplayName, display: model.lockScreen.display,
                                   revealed: model.lockScreen.revealed, context: context).grid }
        // With no notification to act on, the digits press the first activity's buttons (AppModel+Keys).
        items[0].numbersButtons = model.selectedCenterRow == nil
        let region = LiveActivityView.renderLockScreen(items, context: context).grid
        let height = min(region.height, rows / 2)
        let lock = LockScreenView.render(center, rows: rows - height, focus: model.focusDisplayName, display: model.lockScreen.display,
                                   revealed: model.lockScreen.revealed, context: context)
        let top = min(rows - height, (lock.regions.filter { $0.role == .lockTime }.map(\.rect.maxY).max() ?? 0) + 1)
        var grid = CellGrid(width: lock.grid.width, height: rows)
        grid.paste(lock.grid, x: 0, y: height)
        var clock = CellGrid(width: lock.grid.width, height: top)
        clock.paste(lock.grid, x: 0, y: 0)
        grid.paste(clock, x: 0, y: 0)
        var shown = CellGrid(width: region.width, height: height)
        shown.paste(region, x: 0, y: 0)
        grid.paste(shown, x: 0, y: top)
        return grid
    }

    /// The Dynamic Island strip on the top row of the unlocked device, on devices that have one, while an app that
    /// is not in the foreground has a Live Activity. docs/rules/live-activities.md#the-dynamic-island.
    static func drawIsland(_ model: AppModel, context: RenderContext, into content: inout CellGrid) {
        guard model.device.hasDynamicIsland else { return }
        let shown = Set(model.islandActivities().map(\.id))
        let items = model.liveActivityItems().filter { shown.contains($0.activity.id) }
        guard !items.isEmpty else { return }
        content.paste(LiveActivityView.renderIsland(items, columns: content.width, context: context).grid, x: 0, y: 0)
    }

    /// A Live Activity alert: the expanded presentation under the island (locked or not), or, without a Dynamic
    /// Island, the lock screen presentation as a banner on the unlocked device. docs/rules/live-activities.md#a-live-activity-alert-is-not-a-notification.
    static func drawLiveActivityAlert(_ model: AppModel, context: RenderContext, into content: inout CellGrid) {
        guard let alert = model.liveActivityAlert, let item = model.liveActivityItems().first(where: { $0.activity.id == alert.id }) else { return }
        if model.device.hasDynamicIsland {
            content.paste(LiveActivityView.renderExpanded(item, context: context).grid, x: 0, y: 1)
        } else {
            content.paste(LiveActivityView.renderLockScreen([item], context: context).grid, x: 0, y: 0)
        }
    }

    /// The screen of a sleeping display: dark, with one dim line saying how to wake it. docs/rules/live-activities.md#the-screen-lights-up.
    static func drawDarkScreen(_ model: AppModel, into content: inout CellGrid) {
        content.fill(content.bounds, with: Cell(" ", style: Style(background: .palette(0))))
        let hint = model.unicode ? "screen off · any key wakes it" : "screen off - any key wakes it"
        _ = content.write(hint, x: max(0, (content.width - TextWidth.columns(of: hint)) / 2), y: content.height - 1,
                          style: Style(foreground: .palette(8), background: .palette(0), dim: true))
    }
}
